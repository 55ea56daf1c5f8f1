"""Quizzes on Briscola Chiamata (lessons 09 and 10): the table score, the auction, col monte.

Every answer key comes from the engine, never from a list of ours:

- ``table_score``: a hand is played out on a seeded deal and the key is the engine's own
  ``outcome().table_scores`` (RULES.md section 6: the pair, playing alone, cappotto);
- ``auction``: a seeded auction stops at someone's turn; a bid is right when the engine's
  ``can_bid`` allows it, and a wrong one is explained with the engine's own refusal; or the
  auction is over and the key is the points the pair needs, ``game.target``;
- ``monte_deal``: the cards each and in the monte are the ones ``new_game`` deals col monte.
"""

from __future__ import annotations

import html
import random
from typing import Any, Optional, Sequence

from ..cards import DECK, Card, Rank, Suit
from ..errors import BriscolaError, InvalidOptionError
from ..chiamata_rules import BID_PASS, MONTE_DEAL, RANK_BIDS, Bid, ChiamataRules
from ..games.chiamata import ChiamataGame, stacked_pack
from ..i18n import learner_value, refusal, signed, t
from ..rules import beats
from .quiz import Quiz

MAX_TRIES = 400      # seeded deals tried before a scenario is taken as it comes
SEEDS = 10**6
MONTE_PLAYERS = tuple(MONTE_DEAL)     # the tables that play col monte: 5, 6, 7


class _ExactChoiceQuiz(Quiz):
    """A quiz whose answer must be one of ``spec["options"]`` and of the same type (True is
    not the number 1, "2" is not 2)."""

    def check_value(self, value: Any) -> Any:
        if not any(type(value) is type(v) and value == v for v in self.spec["options"]):
            raise ValueError(t("quiz.not_a_choice", self._lang, value=str(value)[:40]))
        return value


# -- the table score --------------------------------------------------------------------------

def _deal(hands: list[list[Card]], dealer: int) -> ChiamataGame:
    """A five-player hand dealt so that seat ``s`` gets ``hands[s]`` (one card at a time
    from the dealer's right, as the engine deals)."""
    return ChiamataGame.new(deck=stacked_pack(hands, dealer), dealer=dealer)


def _cappotto_deal(rng: random.Random, alone: bool) -> tuple[ChiamataGame, Card]:
    """A deal where the caller's side holds every trump (alone: the eight best): the side
    that plays them well takes every trick. The caller is the first to speak."""
    dealer, trump = rng.randrange(5), rng.choice(list(Suit))
    caller = (dealer + 1) % 5
    trumps = sorted((c for c in DECK if c.suit is trump), key=lambda c: -c.strength)
    others = [c for c in DECK if c.suit is not trump]
    rng.shuffle(others)
    hands: list[list[Card]] = [[] for _ in range(5)]
    if alone:
        hands[caller] = trumps[:8]
        called = rng.choice(hands[caller])
        rest = trumps[8:] + others
        rng.shuffle(rest)
    else:
        partner = rng.choice([s for s in range(5) if s != caller])
        mine = rng.randint(4, 6)
        rng.shuffle(trumps)
        hands[caller], hands[partner] = trumps[:mine], trumps[mine:]
        called = rng.choice(hands[partner])
        rest = others
    for seat in range(5):
        while len(hands[seat]) < 8:
            hands[seat].append(rest.pop())
    return _deal(hands, dealer), called


def _natural_deal(rng: random.Random, alone: bool,
                  on_points: bool) -> tuple[ChiamataGame, Card, Optional[int]]:
    """A shuffled deal; the card the caller will call (its own card when ``alone``) and, for
    a contract on points, the total bid."""
    game = ChiamataGame.new(seed=rng.randrange(1, SEEDS), dealer=rng.randrange(5))
    caller = (game.dealer + 2) % 5 if on_points else game.current_player
    hand = game.view(caller).hand
    if on_points:
        twos = [c for c in DECK if c.rank is Rank.DUE]
        called = rng.choice([c for c in twos if (c in hand) == alone] or twos)
        return game, called, rng.choice((65, 70, 75, 80))
    if alone:
        return game, rng.choice(hand), None
    return game, rng.choice([c for c in DECK if c not in hand]), None


def _auction(game: ChiamataGame, called: Card, points: Optional[int]) -> None:
    """The first to speak bids the called rank and the others pass; for a contract on points
    the first bids the Two, the second the total, and everybody else passes."""
    game.bid(Bid(rank=called.rank))
    if points is not None:
        game.bid(Bid(points=points))
    while game.phase == "auction":
        game.bid(BID_PASS)
    game.call(called)


def _play_out(game: ChiamataGame, rng: random.Random, strong: bool) -> None:
    """Play to the end: at random, or (``strong``) the caller's side takes every trick it can
    as cheaply as it can while the others throw their smallest cards."""
    # The caller's side, as the quiz (not a player) knows it: the caller and the holder.
    assert game.caller is not None  # _auction has made the call
    ours = {game.caller} | {s for s in range(game.players) if game.called_card in game.view(s).hand}
    while not game.is_over:
        seat, legal = game.current_player, game.legal_plays()
        if not strong:
            game.play(rng.choice(legal))
        elif seat in ours:
            game.play(_cheapest_winner(game, legal, ours))
        else:
            game.play(_cheapest(legal, game.trump))


def _cheapest(cards: Sequence[Card], trump: Optional[Suit]) -> Card:
    """The card least worth keeping: a plain card before a trump, then fewest points, then
    weakest."""
    return min(cards, key=lambda c: (c.suit is trump, c.points, c.strength))


def _cheapest_winner(game: ChiamataGame, legal: Sequence[Card], ours: set[int]) -> Card:
    """The caller's side: the smallest card if its side already holds the trick, else the
    cheapest card that takes it (a trump only when nothing else does)."""
    holder = game.trick_holder
    if holder in ours:
        return _cheapest(legal, game.trump)
    best = None if holder is None else dict(game.table)[holder]   # None: leading
    winners = [c for c in legal if best is None or beats(c, best, game.trump)]
    if winners:
        return min(winners, key=lambda c: (c.suit is game.trump, c.strength))
    return min(legal, key=lambda c: (c.points, c.strength))


def played_hand(rng: random.Random, alone: bool, cappotto: bool, won: bool,
                on_points: bool = False) -> ChiamataGame:
    """A finished five-player hand of the kind asked for (the first that fits of a few
    seeded tries): with a partner or alone, won or lost by the caller, with a cappotto."""
    game: Optional[ChiamataGame] = None
    for _ in range(MAX_TRIES):
        if cappotto:
            game, called = _cappotto_deal(rng, alone)
            points = None
        else:
            game, called, points = _natural_deal(rng, alone, on_points)
        _auction(game, called, points)
        _play_out(game, rng, strong=cappotto)
        outcome = game.outcome()
        assert outcome is not None  # _play_out played the hand to the end
        fits = (outcome.alone == alone and (0 in outcome.tricks_by_side) == cappotto
                and outcome.made == won)
        if fits:
            break
    assert game is not None  # MAX_TRIES > 0: at least one hand was played
    return game


class TableScoreQuiz(_ExactChoiceQuiz):
    """A finished hand of Chiamata: what does the caller, the partner or each opponent score
    at the table? (RULES.md section 6, the table score and the cappotto.)"""

    title_key = "cq.score_title"
    ASKS = frozenset({"table_score"})
    KINDS = ("pair", "pair", "alone", "cappotto")   # the pair comes up most at a real table

    def make_spec(self, rng: random.Random) -> dict:
        kind = rng.choice(self.KINDS)
        alone = kind == "alone" or (kind == "cappotto" and rng.random() < 0.4)
        cappotto = kind == "cappotto"
        won = True if cappotto else rng.random() < 0.5
        game = played_hand(rng, alone, cappotto, won, on_points=not cappotto and rng.random() < 0.3)
        out = game.outcome()
        assert out is not None  # played_hand returns a finished hand
        roles = ("caller", "opponent") if out.alone else ("caller", "partner", "opponent")
        role = rng.choice(roles)
        opponent = out.sides[1][0]
        scores = {"caller": out.table_scores[out.caller], "opponent": out.table_scores[opponent],
                  # alone exactly when there is no partner
                  "partner": None if out.partner is None else out.table_scores[out.partner]}
        values = sorted({-4, -2, -1, 1, 2, 4} | {v for v in scores.values() if v is not None})
        return {"cards": [game.called_card], "called": game.called_card, "contract": game.contract,
                "caller": out.caller, "partner": out.partner, "alone": out.alone,
                "points": out.points_by_side[0], "target": out.target,
                "tricks": out.tricks_by_side[0], "all_tricks": sum(out.tricks_by_side),
                "won": out.made, "role": role, "scores": scores,
                "options": values, "answer": scores[role]}

    def question_key(self, spec: dict) -> tuple:
        """Two hands that end the same way ask the same question, whatever their cards: alone
        or with a partner, made or not, cappotto or not, and whose score is asked."""
        cappotto = spec["tricks"] in (0, spec["all_tricks"])
        return (spec["alone"], spec["won"], cappotto, spec["role"])

    def prompt_text(self, spec: dict, lang: str) -> str:
        contract = learner_value(spec["contract"], lang)
        who = (t("cq.score_alone", lang, card=spec["called"]) if spec["alone"] else
               t("cq.score_partner", lang, n=spec["partner"] + 1))
        text = t("cq.score_prompt", lang, n=spec["caller"] + 1, contract=contract,
                 card=spec["called"], who=who, points=spec["points"], target=spec["target"],
                 tricks=spec["tricks"], total=spec["all_tricks"],
                 role=t(f"cq.role_{spec['role']}", lang))
        return html.escape(text)

    def options(self, spec: dict, lang: str) -> list[tuple[str, Any]]:
        return [(signed(v), v) for v in spec["options"]]

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        parts = [t("cq.score_won" if spec["won"] else "cq.score_lost", lang,
                   points=spec["points"], target=spec["target"])]
        if spec["tricks"] in (0, spec["all_tricks"]):
            parts.append(t("cq.score_cappotto", lang, total=spec["all_tricks"]))
        scores = {role: signed(v) for role, v in spec["scores"].items() if v is not None}
        parts.append(t("cq.scores_alone" if spec["alone"] else "cq.scores_pair", lang, **scores))
        if value != spec["answer"]:
            owners = [role for role, v in spec["scores"].items() if v == value]
            parts.append(t("cq.score_is_of", lang, value=signed(value),
                           role=t(f"cq.role_{owners[0]}", lang)) if owners else
                         t("cq.score_nobody", lang, value=signed(value)))
        return " ".join(parts)


# -- the auction --------------------------------------------------------------------------------

def _random_auction(rng: random.Random, rules: dict, steps: int,
                    passes: float = 0.3) -> ChiamataGame:
    """A seeded deal and up to ``steps`` bids made at random: mostly small steps down (or
    up, on points), a pass with chance ``passes``."""
    game = ChiamataGame.new(seed=rng.randrange(1, SEEDS), dealer=rng.randrange(5), **rules)
    for _ in range(steps):
        if game.phase != "auction":
            break
        legal = game.legal_bids()
        game.bid(legal[0] if len(legal) == 1 or rng.random() < passes else rng.choice(legal[1:4]))
    return game


def _candidates(game: ChiamataGame) -> list[Bid]:
    """Bids worth offering as choices: every rank, and totals around the auction's (at a
    table of steps, some off its steps too: 77 after 75 at a table of fives)."""
    contract, step, low = game.contract, game.rules.point_step, game.rules.min_points
    near = {61, 65, 70, 75, 80, low}
    if step > 1:
        near |= {low + 1, low + step + 2}
    if contract is not None and contract.points is not None:
        near |= {contract.points - 1, contract.points, contract.points + 1,
                 contract.points + step}
        if step > 1:
            near |= {contract.points + 2, contract.points + step + 2}
    return [Bid(rank=rank) for rank in RANK_BIDS] + \
        [Bid(points=p) for p in sorted(near) if 61 <= p <= 120]


def _wrong_choices(rng: random.Random, wrong: list[Bid], on_points: bool) -> list[Bid]:
    """Three of the ``wrong`` bids; in an auction on points at most one of them a rank (a
    rank is plainly wrong there: the totals that break the table's rule are the question)."""
    if not on_points:
        return rng.sample(wrong, 3)
    totals = [bid for bid in wrong if bid.points is not None]
    ranks = [bid for bid in wrong if bid.rank is not None]
    chosen = rng.sample(totals, min(len(totals), 3 if not ranks else 2))
    return chosen + rng.sample(ranks, 3 - len(chosen))


def _bid_key(bid: Bid) -> tuple:
    """Auction order, weakest first: the ranks from the Ace down, then the totals."""
    return (0, RANK_BIDS.index(bid.rank)) if bid.rank is not None else (1, bid.points)


class AuctionQuiz(_ExactChoiceQuiz):
    """A moment of the auction (RULES.md section 6): which of these bids may you make now? Or,
    the auction over, how many points must the pair make?

    The table's options (``subito_al_due``, ``min_points``, ``point_step``, ``must_reach_bid``)
    are checked by the engine and said in the question."""

    title_key = "cq.auction_title"
    ASKS = frozenset({"auction", "must_reach_bid"})

    @classmethod
    def asks(cls, subito_al_due: bool = False, **options: Any) -> frozenset[str]:
        return cls.ASKS | ({"subito_al_due"} if subito_al_due else set())

    def __init__(self, **kwargs: Any) -> None:
        names = ("subito_al_due", "min_points", "point_step", "must_reach_bid")
        self.rules = {name: kwargs.pop(name) for name in names if name in kwargs}
        ChiamataRules.make(**self.rules)        # refuses a bad option, naming it
        super().__init__(**kwargs)

    def make_spec(self, rng: random.Random) -> dict:
        if rng.random() < 0.3:
            return self._target_spec(rng)
        while True:
            game = _random_auction(rng, self.rules, rng.randint(1, 7))
            if game.phase != "auction" or not game.bids or len(game.legal_bids()) < 2:
                continue
            wrong = [b for b in _candidates(game) if not game.can_bid(b)]
            if len(wrong) >= 3:
                break
        right = rng.choice(game.legal_bids()[1:6])
        on_points = game.rules.auction_on_points
        options = sorted(_wrong_choices(rng, wrong, on_points) + [right], key=_bid_key)
        return {"cards": [], "form": "legal", "game": game, "bids": game.bids,
                "me": game.current_player, "options": [str(b) for b in options],
                "allowed": {str(b): game.can_bid(b) for b in options}, "answer": str(right)}

    def _target_spec(self, rng: random.Random) -> dict:
        on_points = ChiamataRules.make(**self.rules).auction_on_points or rng.random() < 0.6
        game: Optional[ChiamataGame] = None
        for _ in range(MAX_TRIES):
            game = _random_auction(rng, self.rules, 40, passes=0.45)
            if game.phase != "auction":
                assert game.contract is not None  # the auction is over: someone won it
                if (game.contract.points is not None) == on_points:
                    break
        assert game is not None  # MAX_TRIES > 0: at least one auction was held
        target = game.target
        first = 61 if target != 61 else 60
        others = sorted({60, 61, target - 1, target + 5, 70, 120} - {target, first})
        options = sorted({target, first, *rng.sample(others, 2)})
        return {"cards": [], "form": "target", "game": game, "bids": game.bids,
                "me": game.caller, "contract": game.contract, "options": options,
                "answer": target}

    def prompt_text(self, spec: dict, lang: str) -> str:
        said = " · ".join(f"{self._who(spec, seat, lang)}: {bid.name(lang)}"
                          for seat, bid in spec["bids"])
        parts = [t("cq.auction_so_far", lang, bids=said)]
        house = self._house_rules(lang)
        if house:
            parts.insert(0, t("cq.auction_house", lang, rules=house))
        if spec["form"] == "legal":
            parts.append(t("cq.auction_prompt", lang))
        else:
            parts.append(t("cq.target_prompt", lang, contract=spec["contract"].name(lang)))
        return html.escape(" ".join(parts))

    def _who(self, spec: dict, seat: int, lang: str) -> str:
        """Seats as the player to move sees them: "Tu", then Player 2, 3... in turn."""
        if seat == spec["me"]:
            return t("table.you", lang)
        return t("auction.player", lang, n=(seat - spec["me"]) % spec["game"].players + 1)

    def _house_rules(self, lang: str) -> str:
        rules = ChiamataRules.make(**self.rules)
        said = []
        if rules.subito_al_due:
            said.append(t("cq.house_subito", lang))
        if rules.point_step != 1:     # the ladder says where it starts too: "70, 75, 80"
            ladder = ", ".join(map(str, rules.point_ladder[:3]))
            said.append(t("cq.house_step", lang, step=rules.point_step, ladder=ladder))
        elif rules.min_points != 61:
            said.append(t("cq.house_min", lang, points=rules.min_points))
        if not rules.must_reach_bid:
            said.append(t("cq.house_61", lang))
        return "; ".join(said)

    def options(self, spec: dict, lang: str) -> list[tuple[str, Any]]:
        if spec["form"] == "target":
            return [(str(p), p) for p in spec["options"]]
        return [(Bid.parse(v).name(lang), v) for v in spec["options"]]

    def is_right(self, spec: dict, value: Any) -> bool:
        if spec["form"] == "target":
            return value == spec["answer"]
        return spec["allowed"].get(value, False)

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        if spec["form"] == "target":
            return self._target_explanation(spec, value, lang)
        game, parts = spec["game"], []
        if not spec["allowed"][value]:
            try:
                game.verify_bid(value)
            except BriscolaError as error:
                parts.append(refusal(error, lang))
        else:
            parts.append(t("cq.bid_right", lang, bid=Bid.parse(value).name(lang)))
        parts.append(self._allowed_now(game, lang))
        return " ".join(parts)

    def _allowed_now(self, game: ChiamataGame, lang: str) -> str:
        legal = game.legal_bids()[1:]
        if legal[0].points is not None and game.rules.point_step > 1 and len(legal) > 1:
            return t("cq.allowed_points_step", lang, low=legal[0].name(lang),
                     next=legal[1].name(lang), step=game.rules.point_step)
        if legal[0].points is not None:
            return t("cq.allowed_points", lang, low=legal[0].name(lang))
        return t("cq.allowed_ranks", lang, bids=learner_value(list(legal), lang))

    def _target_explanation(self, spec: dict, value: Any, lang: str) -> str:
        contract = spec["contract"]
        if contract.points is None:
            text = t("cq.target_rank", lang, contract=contract.name(lang))
        elif self.rules.get("subito_al_due") and spec["answer"] == contract.points:
            # every bid is on points from the start: no "past the Two", no "plain Two"
            text = t("cq.target_subito", lang, contract=contract.name(lang), points=contract.points)
        elif spec["answer"] == contract.points == 61:
            text = t("cq.target_61", lang, contract=contract.name(lang))
        elif spec["answer"] == contract.points:
            text = t("cq.target_points", lang, contract=contract.name(lang), points=contract.points)
        else:
            text = t("cq.target_house", lang, contract=contract.name(lang))
        if value == 60:
            text += " " + t("cq.target_sixty", lang)
        return text


# -- col monte: the deal ------------------------------------------------------------------------

class MonteDealQuiz(Quiz):
    """Col monte with 5, 6 or 7 players: how many cards each, how many in the monte?
    (RULES.md section 6, Siciliana col monte; 6 and 7 players are the course's reading.)"""

    title_key = "cq.monte_title"
    ASKS = frozenset({"monte_deal"})

    def __init__(self, players: Sequence[int] = MONTE_PLAYERS, **kwargs: Any) -> None:
        if isinstance(players, (str, bytes)) or not isinstance(players, Sequence) or not players \
                or any(p not in MONTE_PLAYERS or isinstance(p, bool) for p in players):
            raise InvalidOptionError(f"players must be a list of 5, 6 or 7, not {players!r}",
                                     "players", value=repr(players))
        self.players = tuple(players)
        super().__init__(**kwargs)

    def make_spec(self, rng: random.Random) -> dict:
        n = int(self.unasked(rng, [str(p) for p in self.players]))   # each table before any twice
        view = ChiamataGame.new(players=n, col_monte=True, seed=rng.randrange(1, SEEDS)).view(0)
        plain = ChiamataRules.make()
        deals = {(plain.hand_size, plain.monte_size), *MONTE_DEAL.values()}
        choices = sorted(deals, reverse=True)
        return {"cards": [], "players": n, "options": [f"{a}+{b}" for a, b in choices],
                "answer": f"{view.hand_sizes[0]}+{view.monte_count}"}

    def prompt_text(self, spec: dict, lang: str) -> str:
        return html.escape(t("cq.monte_prompt", lang, n=spec["players"]))

    def options(self, spec: dict, lang: str) -> list[tuple[str, Any]]:
        return [(self._label(v, lang), v) for v in spec["options"]]

    @staticmethod
    def _label(value: str, lang: str) -> str:
        each, monte = map(int, value.split("+"))
        return t("cq.monte_option" if monte else "cq.monte_none", lang, each=each, monte=monte)

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        n = spec["players"]
        each, monte = map(int, spec["answer"].split("+"))
        parts = [t("cq.monte_explain", lang, n=n, each=each, dealt=each * n, monte=monte)]
        if n > 5:
            parts.append(t("cq.monte_reading", lang, n=n, seven=7 * n))
        if value != spec["answer"]:
            mine_each, mine_monte = map(int, value.split("+"))
            total = mine_each * n + mine_monte
            parts.append(t("cq.monte_wrong_plain", lang) if mine_monte == 0 else
                         t("cq.monte_wrong_total", lang, each=mine_each, n=n, monte=mine_monte,
                           total=total))
        return " ".join(parts)


# quiz kind (as Lesson.quiz names it) -> class
KINDS: dict[str, type[Quiz]] = {"table_score": TableScoreQuiz, "auction": AuctionQuiz,
                                "monte_deal": MonteDealQuiz}

__all__ = ["AuctionQuiz", "KINDS", "MonteDealQuiz", "TableScoreQuiz", "played_hand", "signed"]
