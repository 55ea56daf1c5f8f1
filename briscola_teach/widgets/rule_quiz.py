"""Questions on the rules a game at the table cannot ask: the deal, no obligation, the dealer
changing, the pairs, the signs' silences, the Chiamata's deal, call and first lead, al buio, col
monte and Briscola a 151 (``Lesson.quiz("rule", ..., topics=[...])``).

Each topic is a syllabus topic (``syllabus.SYLLABUS``): ``RuleQuiz.asks(topics=...)`` names the
rules a quiz judges, and the syllabus test holds every line to it. Every answer comes from the
engine, on a deal it made: the legal plays of a hand for "no obligation", the last card drawn
for the briscola, the seat after the dealer for the next dealer, the trick's winner and sides
for the pairs, a refused sign in the first trick, the partner a call makes, the plays al buio
refuses, the accusi and the sette leva a hand of 151 may make.

>>> quiz = RuleQuiz(questions=1, seed=3, lang="en", topics=["no_obligation"])
>>> quiz.answer("any"), quiz.stars
(True, 3)
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterable, Optional

from ..cards import DECK, Card, Rank, Suit
from ..chiamata_rules import BID_PASS, Bid
from ..errors import IllegalPlayError
from ..games.base import new_game
from ..games.classic import ClassicGame
from ..history import Deal, Draw
from ..signals import Sign
from .hand_quiz import Say, TopicQuiz, player


def _yes_no(answer: bool, why: Say, mistake: Optional[Say] = None) -> dict:
    """A yes-or-no question's choices, answer and explanation."""
    wrong = "no" if answer else "yes"
    return {"choices": [(("rule.yes", {}), "yes"), (("rule.no", {}), "no")],
            "answer": "yes" if answer else "no", "why": why,
            "mistakes": {wrong: mistake} if mistake else {}}


def _statements(rng: random.Random, prefix: str, right: str, wrong: Iterable[str],
                **params: Any) -> dict:
    """Choices that are statements ``prefix.<key>`` in a shuffled order, one of them right."""
    keys = [right, *wrong]
    rng.shuffle(keys)
    return {"choices": [((f"{prefix}.{key}", params), key) for key in keys], "answer": right}


def _played_to(game: Any, tricks: int, rng: random.Random) -> Any:
    """``game`` moved on by random legal plays until ``tricks`` tricks are over."""
    while len(game.tricks) < tricks and not game.is_over:
        game.play(rng.choice(game.legal_plays()))
    return game


def _chiamata(rng: random.Random, **options: Any) -> Any:
    return new_game("chiamata", seed=rng.randrange(1, 10**6), dealer=rng.randrange(5), **options)


def _auctioned(game: Any, bid: Any = None, last: bool = False) -> Any:
    """A Chiamata auction played out: the first to speak (or, with ``last``, the last) bids
    ``bid`` (or the first bid it may), everyone else passes."""
    bidder, speaker = (4 if last else 0), 0
    while game.phase == "auction":
        bids = game.legal_bids()
        game.bid((bid or bids[1]) if speaker == bidder else bids[0])
        speaker += 1
    return game


class RuleQuiz(TopicQuiz):
    """One question a topic; ``topics`` are syllabus topics, asked in turn."""

    title_key = "rule.title"
    TOPICS = ("no_obligation", "deal", "dealer_rotates", "perfect_information", "no_counting",
              "teams", "partners_talk", "first_trick_sign", "chiamata_no_signs",
              "chiamata_deal", "redeal", "two_at_61", "call", "chiamata_play", "al_buio",
              "col_monte", "five_cards", "accuso", "sette_leva")
    # "2 at 61" is a moment of the auction (the course's ladder after the Two)
    RULES = {"two_at_61": "auction"}

    # -- classic Briscola (lessons 03, 04, 05, 06, 07) ---------------------------------------

    def _ask_no_obligation(self, rng: random.Random) -> dict:
        """A card led, a hand of three with a card of the led suit or a trump: which may you
        play? The engine's legal plays say: all three."""
        while True:
            game = ClassicGame.new(players=2, seed=rng.randrange(1, 10**6))
            _played_to(game, rng.randrange(0, 12), rng)
            game.play(rng.choice(game.legal_plays()))
            led, hand = game.view(game.current_player).table[0][1], game.legal_plays()
            if any(card.suit in (led.suit, game.trump) for card in hand) and \
                    any(card.suit not in (led.suit, game.trump) for card in hand):
                break
        legal = set(game.legal_plays()) == set(game.view(game.current_player).hand)
        right = "any" if legal else "suit"
        return {
            "prompt": ("rule.no_obligation_prompt", {"card": led, "suit": game.trump}),
            "cards": [led, *hand],
            "captions": [("rule.led", {})] + [("rule.yours", {})] * len(hand),
            **_statements(rng, "rule.may", right,
                          [key for key in ("any", "suit", "beat", "trump") if key != right],
                          suit=led.suit),
            "why": ("rule.no_obligation_why", {"suit": led.suit}),
        }

    def _ask_deal(self, rng: random.Random) -> dict:
        game = ClassicGame.new(players=rng.choice((2, 3, 4)), seed=rng.randrange(1, 10**6))
        kind = self.unasked(rng, ["size", "last", "trump"])
        if kind == "size":
            size = game.rules.hand_size
            return {"prompt": ("rule.deal_size_prompt", {"players": game.rules.players}),
                    "choices": [(("rule.cards_each", {"n": n}), n) for n in (2, 3, 5, 10)],
                    "answer": size, "why": ("rule.deal_size_why", {"n": size})}
        card = game.briscola_card
        if kind == "trump":
            suits = list(Suit)
            return {"prompt": ("rule.deal_trump_prompt", {"card": card}), "cards": [card],
                    "choices": [(("rule.suit", {"suit": suit}), suit.value) for suit in suits],
                    "answer": game.trump.value, "why": ("rule.deal_trump_why",
                                                        {"card": card, "suit": game.trump})}
        draws = [event.card for event in _played_to(game, game.rules.tricks, rng).history
                 if isinstance(event, Draw)]
        right = "last" if draws[-1] == card else "first"
        return {"prompt": ("rule.deal_last_prompt", {"card": card}), "cards": [card],
                **_statements(rng, "rule.drawn", right, ["first", "never", "dealer"]),
                "why": ("rule.deal_last_why", {"card": card})}

    def _ask_dealer_rotates(self, rng: random.Random) -> dict:
        """Who deals the next hand: the engine's match deals each hand from the seat after
        the last dealer."""
        from ..games.match import new_match
        players = rng.choice((2, 3, 4))
        dealer = rng.randrange(players)
        match = new_match(players=players, goal="raggi", dealer=dealer,
                          seed=rng.randrange(1, 10**6))
        while not match.game.is_over:
            match.game.play(match.game.legal_plays()[0])
        following = match.next_hand().dealer
        return {"prompt": ("rule.dealer_prompt", {"players": players,
                                                  "dealer": ("hand.the_player", {"n": dealer + 1})}),
                "choices": [(player(seat), str(seat)) for seat in range(players)],
                "answer": str(following),
                "why": ("rule.dealer_why", {"next": ("hand.the_player", {"n": following + 1})}),
                "mistakes": {str(dealer): ("rule.dealer_same", {})}}

    def _ask_perfect_information(self, rng: random.Random) -> dict:
        """Two players, the deck used up: the cards not seen are the other player's hand."""
        game = ClassicGame.new(players=2, seed=rng.randrange(1, 10**6))
        _played_to(game, game.rules.tricks - 3, rng)
        me = game.current_player or 0        # three tricks are left: someone is to move
        view = game.view(me)
        seen = set(view.hand) | {card for trick in view.tricks for card in trick.cards}
        seen |= {card for _, card in view.table}
        unseen = sorted((card for card in DECK if card not in seen), key=lambda c: c.index)
        return {"prompt": ("rule.perfect_prompt", {}),
                "cards": list(view.hand), "captions": [("rule.yours", {})] * len(view.hand),
                **_statements(rng, "rule.know", "exactly", ["nothing", "count", "trumps"]),
                "why": ("rule.perfect_why", {"cards": unseen})}

    def _ask_no_counting(self, rng: random.Random) -> dict:
        return {"prompt": ("rule.counting_prompt", {}),
                **_statements(rng, "rule.count", "memory", ["look", "ask", "aloud"]),
                "why": ("rule.counting_why", {})}

    def _ask_teams(self, rng: random.Random) -> dict:
        """A trick of a four-player hand: which pair takes it, and its points?"""
        ours_wanted = rng.random() < 0.5
        while True:
            game = ClassicGame.new(players=4, seed=rng.randrange(1, 10**6))
            _played_to(game, rng.randrange(1, 10), rng)
            if (game.side_of(game.tricks[-1].winner) == game.side_of(0)) == ours_wanted:
                break
        trick = game.tricks[-1]
        captions = {0: ("rule.cap_you", {}), 1: ("rule.cap_opponent", {"n": 1}),
                    2: ("rule.cap_partner", {}), 3: ("rule.cap_opponent", {"n": 2})}
        ours = game.side_of(trick.winner) == game.side_of(0)
        return {"prompt": ("rule.teams_prompt", {"suit": game.trump}),
                "cards": list(trick.cards), "captions": [captions[seat] for seat, _ in trick.plays],
                "winner_card": trick.card_of(trick.winner),
                **_statements(rng, "rule.pair", "us" if ours else "them",
                              ["them" if ours else "us", "taker"]),
                "why": (("rule.taken_you", "rule.taken_opponent", "rule.taken_partner",
                         "rule.taken_opponent")[trick.winner],
                        {"n": (trick.winner + 1) // 2, "card": trick.card_of(trick.winner),
                         "points": trick.points})}

    def _ask_partners_talk(self, rng: random.Random) -> dict:
        """At a table whose partners see each other's cards in the last three tricks: with so
        many cards left in the deck, do you see your partner's now? The seat's view says. The
        prompt gives the deck, not the trick's number: the learner must know that the last
        three tricks are the ones played with the deck used up (review, answers given away)."""
        game = ClassicGame.new(players=4, seed=rng.randrange(1, 10**6),
                               partners_see_last_tricks=True)
        number = rng.choice((3, 5, 7, 7, 8, 9, 9, 10))
        _played_to(game, number - 1, rng)
        seat = game.current_player
        view = game.view(seat)
        sees = bool(view.partner_hands)
        deck = ("rule.deck_left", {"n": view.deck_count}) if view.deck_count else ("rule.deck_over", {})
        return {"prompt": ("rule.partners_prompt", {"deck": deck}),
                **_yes_no(sees, ("rule.partners_why", {})),
                }

    def _ask_first_trick_sign(self, rng: random.Random) -> dict:
        """Four players with signs: may your partner sign in trick N? The engine refuses a
        sign in the first trick."""
        game = ClassicGame.new(players=4, seed=rng.randrange(1, 10**6), signals=True)
        number = rng.choice((1, 1, 2, 4, 6))
        _played_to(game, number - 1, rng)
        try:
            game.verify_signal(next(iter(Sign)))     # refused first for the trick, then the hand
            allowed = True
        except IllegalPlayError as error:
            allowed = error.code != "first_trick"     # a false sign: the trick allows a true one
        return {"prompt": ("rule.first_sign_prompt", {"n": number}),
                **_yes_no(allowed, ("rule.first_sign_why", {}))}

    # -- Briscola Chiamata (lessons 09, 10) ------------------------------------------------

    def _ask_chiamata_no_signs(self, rng: random.Random) -> dict:
        what = rng.choice(("sign", "joke", "show", "bluff"))
        allowed = what in ("joke", "bluff")
        return {"prompt": ("rule.chiamata_talk_prompt", {"what": (f"rule.talk_{what}", {})}),
                **_yes_no(allowed, ("rule.chiamata_talk_why", {}))}

    def _ask_chiamata_deal(self, rng: random.Random) -> dict:
        game = _chiamata(rng)
        if self.unasked(rng, ["chiamata_size", "chiamata_trump"]) == "chiamata_size":
            size = len(game.view(0).hand)
            return {"prompt": ("rule.chiamata_size_prompt", {}),
                    "choices": [(("rule.cards_each", {"n": n}), n) for n in (3, 5, 8, 10)],
                    "answer": size, "why": ("rule.chiamata_size_why", {"n": size})}
        assert game.trump is None           # no card is turned: the caller names the suit
        return {"prompt": ("rule.chiamata_trump_prompt", {}),
                **_statements(rng, "rule.trump_from", "caller", ["turned", "dealer", "fixed"]),
                "why": ("rule.chiamata_trump_why", {})}

    def _ask_redeal(self, rng: random.Random) -> dict:
        """You dealt, so you speak last; before you some pass and some bid a rank. You pass:
        what happens? The engine says: with four passes the one who bid calls, with fewer the
        auction goes on, with five (nobody bid) the cards are dealt again (the course's)."""
        # how many bid before you (kinds named apart from the topics: ``unasked`` keeps both)
        kind = self.unasked(rng, ["none_bid", "one_bid", "more_bid"])
        bidders = {"none_bid": 0, "one_bid": 1, "more_bid": rng.choice((2, 3))}[kind]
        game = _chiamata(rng)
        me = game.dealer                   # the dealer speaks last: the others first, in turn
        speakers = [(me + i) % 5 for i in range(1, 5)]
        bidding = set(rng.sample(speakers, bidders))
        said = []
        for seat in speakers:
            bid = rng.choice(game.legal_bids()[1:4]) if seat in bidding else BID_PASS
            game.bid(bid, seat=seat)
            key = "rule.said_bid" if seat in bidding else "rule.said_pass"
            said.append((key, {"n": (seat - me) % 5 + 1, "bid": bid}))
        deals = sum(isinstance(event, Deal) for event in game.history)
        game.bid(BID_PASS, seat=me)
        right = ("redeal" if sum(isinstance(e, Deal) for e in game.history) > deals else
                 "ends" if game.phase != "auction" else "goes_on")
        if right == "ends":
            assert game.caller is not None   # four passed: the auction is won
            why = ("rule.after_pass_ends_why", {"n": (game.caller - me) % 5 + 1,
                                                 "bid": game.contract})
        elif right == "goes_on":
            why = ("rule.after_pass_goes_on_why", {"passed": 5 - bidders})
        else:
            why = ("rule.redeal_why", {})
        first, second, third, fourth = said
        return {"prompt": ("rule.redeal_prompt", {"first": first, "second": second,
                                                  "third": third, "fourth": fourth}),
                **_statements(rng, "rule.after_pass", right,
                              [k for k in ("redeal", "ends", "goes_on", "you_call") if k != right]),
                "why": why}

    def _ask_two_at_61(self, rng: random.Random) -> dict:
        """After a Two, "2 at 61" asks the same 61 points and beats it (the course's ladder):
        whoever says it calls. You outbid the Two, or someone outbids yours; the engine's
        caller and target are the key."""
        mine = self.unasked(rng, ["mine", "theirs"]) == "mine"
        game = _chiamata(rng)
        first = game.current_player               # bids the Two
        other = (first + rng.randrange(1, 5)) % 5  # says "2 a 61"
        me = other if mine else first
        while game.phase == "auction":
            seat = game.current_player
            if seat == first and game.contract is None:
                game.bid(Bid(rank=Rank.DUE))
            elif seat == other and game.contract == Bid(rank=Rank.DUE):
                game.bid(Bid(points=61))
            else:
                game.bid(BID_PASS)
        right = f"{'you' if game.caller == me else 'they'}_{game.target}"
        n = (first - me) % 5 + 1 if mine else (other - me) % 5 + 1
        return {"prompt": (f"rule.two61_{'mine' if mine else 'theirs'}_prompt", {"n": n}),
                **_statements(rng, "rule.two61", right,
                              [k for k in ("you_61", "you_62", "they_61", "they_62") if k != right],
                              n=n),
                "why": ("rule.two61_why", {})}

    def _ask_call(self, rng: random.Random) -> dict:
        """You won the auction with a rank and name a suit: who is your partner? The engine's
        call says (alone when the called card is yours)."""
        alone_wanted = rng.random() < 0.5
        while True:
            game = _chiamata(rng)
            me = game.current_player
            rank = rng.choice((Rank.ASSO, Rank.TRE, Rank.RE, Rank.CAVALLO))
            suit = rng.choice(list(Suit))
            called = Card(rank, suit)
            if (called in game.view(me).hand) == alone_wanted:
                break
        bid = next(b for b in game.legal_bids() if b.rank is rank)
        _auctioned(game, bid)
        hand = game.view(me).hand
        game.call(called)
        alone = game.true_sides[0] == (me,)     # what the call made, secret from the table
        return {"prompt": ("rule.call_prompt", {"rank": rank, "suit": suit}),
                "cards": sorted(hand, key=lambda c: (c.suit.value, c.index)),
                "captions": [("rule.yours", {})] * len(hand),
                **_statements(rng, "rule.partner_is", "alone" if alone else "holder",
                              ["holder" if alone else "alone", "right", "highest"],
                              card=called, suit=suit),
                "why": ("rule.call_alone_why" if alone else "rule.call_why", {"card": called})}

    def _ask_chiamata_play(self, rng: random.Random) -> dict:
        game = _auctioned(_chiamata(rng))
        game.call(game.call_options()[0])
        if self.unasked(rng, ["first_lead", "chiamata_tricks"]) == "first_lead":
            right = "right" if game.current_player == (game.dealer + 1) % 5 else "caller"
            return {"prompt": ("rule.first_lead_prompt", {}),
                    **_statements(rng, "rule.leads", right, ["caller", "dealer", "partner"]),
                    "why": ("rule.first_lead_why", {})}
        tricks = len(game.view(game.current_player).hand)    # no drawing: a trick a card held
        return {"prompt": ("rule.chiamata_tricks_prompt", {}),
                "choices": [(("hand.tricks_label", {"n": n}), n) for n in (5, 8, 10, 13)],
                "answer": tricks, "why": ("rule.chiamata_tricks_why", {})}

    def _ask_al_buio(self, rng: random.Random) -> dict:
        """Prima mano al buio: someone holding a 2 in the first trick; may they play it?
        The engine's legal plays say (only the caller, as the trick's last card)."""
        caller_last = rng.random() < 0.4
        while True:
            game = _auctioned(_chiamata(rng, subito_al_due=True, prima_mano_al_buio=True),
                              last=caller_last or rng.random() < 0.5)
            stop = 4 if caller_last else rng.randrange(5)
            while len(game.view(game.current_player).table) < stop:
                game.play(next((c for c in game.legal_plays() if c.rank is not Rank.DUE),
                               game.legal_plays()[0]))
            seat = game.current_player
            twos = [c for c in game.view(seat).hand if c.rank is Rank.DUE]
            if twos and (seat == game.caller) >= caller_last:
                break
        two = twos[0]
        who = "caller" if seat == game.caller else "other"
        return {"prompt": ("rule.buio_prompt", {"who": (f"rule.buio_{who}", {}),
                                                "where": (f"rule.buio_at_{len(game.view(seat).table)}", {}),
                                                "card": two}),
                "cards": [card for _, card in game.view(seat).table],
                **_yes_no(game.can_play(two), ("rule.buio_why", {}))}

    def _ask_col_monte(self, rng: random.Random) -> dict:
        kind = self.unasked(rng, ["call", "discards", "in_monte"])
        wrong = {"call": ["two", "ace", "own"], "discards": ["caller", "opponents", "nobody"],
                 "in_monte": ["redeal", "any_partner", "must_alone"]}[kind]
        right = {"call": "any", "discards": "last", "in_monte": "choose"}[kind]
        return {"prompt": (f"rule.monte_{kind}_prompt", {}),
                **_statements(rng, f"rule.monte_{kind}", right, wrong),
                "why": (f"rule.monte_{kind}_why", {})}

    # -- Briscola a 151 (lesson 11) --------------------------------------------------------

    def _ask_five_cards(self, rng: random.Random) -> dict:
        """Briscola a 151 with four players (the lesson shows two; the seed says nothing of
        three at 151), after a few tricks: how many cards are left in the deck? Five cards
        each, and one drawn by each player after each trick, give the engine's count."""
        players, tricks = 4, rng.choice((2, 3))   # "2 prese": a plural
        game = _played_to(ClassicGame.new("151", players=players, seed=rng.randrange(1, 10**6)),
                          tricks, rng)
        size, deck = game.rules.hand_size, game.deck_count
        as_if_three = deck + (size - 3) * players
        choices = sorted({deck, as_if_three, deck + players, abs(deck - players) or 1})
        return {"prompt": ("rule.five_prompt", {"tricks": tricks}),
                "choices": [(("rule.cards_left", {"n": n}), n) for n in choices],
                "answer": deck,
                "why": ("rule.five_why", {"n": size, "dealt": size * players, "tricks": tricks,
                                          "drawn": tricks * players, "deck": deck,
                                          "deck_start": 40 - size * players})}

    def _ask_accuso(self, rng: random.Random) -> dict:
        """A hand of 151 to move: how many points may it declare? The engine's legal
        declarations (40 for the briscola's pair, 20 for another)."""
        want = rng.choice((0, 20, 40))
        game = self._hand_151(rng, lambda g: _declared(g) == want)
        points = _declared(game)
        hand = game.view(game.current_player).hand
        return {"prompt": ("rule.accuso_prompt", {"suit": game.trump}),
                "cards": [*hand, game.briscola_card],
                "captions": [("rule.yours", {})] * len(hand) + [("hand.briscola_caption", {})],
                "choices": [(("rule.points", {"n": n}), n) for n in (0, 20, 40, 60)],
                "answer": points, "why": ("rule.accuso_why", {"suit": game.trump})}

    def _ask_sette_leva(self, rng: random.Random) -> dict:
        """You hold the 7 of briscola: may you take the turned card? The engine's
        ``can_swap_seven`` says (a Re, Cavallo or carico: yes; the Fante or a liscio: no)."""
        high = rng.random() < 0.5
        game = self._hand_151(rng, lambda g: Card(Rank.SETTE, g.trump) in
                              g.view(g.current_player).hand and
                              (g.briscola_card.rank in (Rank.RE, Rank.CAVALLO, Rank.ASSO,
                                                        Rank.TRE)) == high)
        seven, turned = Card(Rank.SETTE, game.trump), game.briscola_card
        return {"prompt": ("rule.leva_prompt", {"card": turned}),
                "cards": [seven, turned],
                "captions": [("rule.yours", {}), ("hand.briscola_caption", {})],
                **_yes_no(game.can_swap_seven(),
                          ("rule.leva_why_fante" if turned.rank is Rank.FANTE else
                           "rule.leva_why_yes" if high else "rule.leva_why_no", {"card": turned}))}

    @staticmethod
    def _hand_151(rng: random.Random, fits: Callable[[ClassicGame], bool]) -> ClassicGame:
        while True:
            game = ClassicGame.new("151", players=2, seed=rng.randrange(1, 10**6))
            if fits(game):
                return game


def _declared(game: ClassicGame) -> int:
    return sum(40 if suit is game.trump else 20 for suit in game.legal_declarations())


KINDS: dict[str, type[RuleQuiz]] = {"rule": RuleQuiz}

__all__ = ["KINDS", "RuleQuiz"]
