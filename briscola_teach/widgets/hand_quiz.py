"""Quizzes on a whole hand and the deal (lessons 04 and 06): who leads, who draws first, how
many tricks, who won, which 2 leaves the deck with three players, the teams of six.

Each quiz draws one of its question types (``topics``) with the seeded generator, and every
answer comes from the engine: a hand played to the asked trick for who draws (its ``Draw``
events), ``rules.tricks`` and a deal's cards for the counts, ``best_side`` (what
``ClassicGame.outcome`` decides with) for who won, a 3-player deal's ``out_of_play`` for the 2
that leaves, a seat's view for its partners. The helpers at the end put a finished hand or a
deal into a lesson's note table.

>>> quiz = SixPlayersQuiz(questions=1, seed=3, lang="en", topics=["tricks"])
>>> quiz.answer(6), quiz.stars
(True, 3)
"""

from __future__ import annotations

import html
import random
from typing import Any, Iterable, Optional, Sequence

from ..cards import Card, Rank, Suit
from ..errors import InvalidOptionError
from ..games.base import Game, best_side
from ..games.classic import (DIRECTIONS, PLAYER_COUNTS, REMOVED_TWO_CHOICES, ClassicGame,
                             ClassicRules)
from ..history import Draw, TakeTrick
from ..i18n import learner_value, t
from .quiz import Quiz
from .scene import card_entry, seat_places

# A question is data: ``prompt`` and each choice's ``label`` are (catalogue key, params), the
# params named in the language shown (cards, lists of cards, suits) when the text is said.
Say = tuple[str, dict]


def say(text: Say, lang: str) -> str:
    """A (key, params) pair said in ``lang``; a param that is itself a pair is said first."""
    key, params = text
    return t(key, lang, **{name: say(value, lang) if _is_say(value) else learner_value(value, lang)
                           for name, value in params.items()})


def _is_say(value: Any) -> bool:
    return isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str) \
        and isinstance(value[1], dict)


def player(seat: int) -> Say:
    """A seat as the learner counts it: "Giocatore 1" for seat 0."""
    return ("hand.player", {"n": seat + 1})


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class TopicQuiz(Quiz):
    """A quiz of several question types: each question is one of ``topics`` (all by default),
    drawn by the seeded generator; ``_ask_<topic>(rng)`` builds its spec."""

    TOPICS: tuple[str, ...] = ()
    # topic -> the syllabus topic its questions judge (a topic of the rule quiz is one)
    RULES: dict[str, str] = {}

    @classmethod
    def asks(cls, topics: Any = None, **options: Any) -> frozenset[str]:
        return frozenset(cls.RULES.get(topic, topic) for topic in cls._checked_topics(topics))

    def __init__(self, topics: Optional[Iterable[str]] = None, **kwargs: Any) -> None:
        self.topics = self._checked_topics(topics)
        super().__init__(**kwargs)

    @classmethod
    def _checked_topics(cls, topics: Any) -> tuple[str, ...]:
        if topics is None:
            return cls.TOPICS
        known = ", ".join(cls.TOPICS)
        if isinstance(topics, str) or not isinstance(topics, (list, tuple)) or not topics:
            raise InvalidOptionError(f"topics must be a list of some of {known}, not {topics!r}",
                                     "topics", value=repr(topics), choices=list(cls.TOPICS))
        unknown = [topic for topic in topics if topic not in cls.TOPICS]
        if unknown:
            raise InvalidOptionError(f"unknown topic {unknown[0]!r}: expected some of {known}",
                                     "topics", value=repr(unknown[0]), choices=list(cls.TOPICS))
        return tuple(dict.fromkeys(topics))

    def make_spec(self, rng: random.Random) -> dict:
        topic = self.unasked(rng, list(self.topics))     # each topic once before any twice
        spec = {"cards": [], "captions": [], "mistakes": {}, **getattr(self, "_ask_" + topic)(rng)}
        return {"topic": topic, **spec}

    def prompt_text(self, spec: dict, lang: str) -> str:
        return html.escape(say(spec["prompt"], lang))

    def options(self, spec: dict, lang: str) -> list[tuple[str, Any]]:
        return [(_capital(say(label, lang)), value) for label, value in spec["choices"]]

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        why = say(spec["why"], lang)
        if self.is_right(spec, value):
            return why
        mistake = spec["mistakes"].get(value)
        return (_capital(say(mistake, lang)) + " " + why) if mistake else why

    def row(self, spec: dict, lang: str) -> list[dict]:
        """The cards shown, captioned (who played each, or "the briscola card"); once the
        question is answered, the card that took the trick is marked."""
        winner = spec.get("winner_card")
        captions = spec["captions"] or [None] * len(spec["cards"])
        return [card_entry(card, lang, self._style, caption=say(caption, lang) if caption else "",
                           mark="winner" if self._answer is not None and card is winner else "")
                for card, caption in zip(spec["cards"], captions)]

    # -- question types shared by the quizzes -------------------------------------------------

    def _tricks_question(self, players: int, rng: random.Random, prompt: Optional[Say] = None,
                         **house_rules: Any) -> dict:
        """How many tricks in a hand of ``players``: the engine's count, and why (the cards
        in play divided by the players)."""
        game = ClassicGame.new(players=players, seed=rng.randrange(1, 10**6), **house_rules)
        tricks, cards = game.rules.tricks, cards_in_play(game)
        others = {ClassicRules.make("classic", n).tricks: n for n in PLAYER_COUNTS}
        return {
            "prompt": prompt or ("hand.tricks_prompt", {"players": players}),
            "choices": [(("hand.tricks_label", {"n": n}), n) for n in sorted(others)],
            "answer": tricks,
            # six players are the course's choice (RULES.md section 2): said so
            "why": ("hand.tricks_why" + ("_six" if players == 6 else ""),
                    {"players": players, "cards": cards, "tricks": tricks,
                     "draws": tricks - game.rules.hand_size}),
            "mistakes": {n: ("hand.tricks_other" + ("_six" if others[n] == 6 else ""),
                             {"chosen": n, "others": others[n]})
                         for n in others if n != tricks},
        }


class WholeHandQuiz(TopicQuiz):
    """Lesson 04: who draws first after a trick, how many tricks a hand has, who won, who
    leads at a table that plays counterclockwise or clockwise."""

    title_key = "hand.title"
    TOPICS = ("draw", "tricks", "winner", "direction")
    RULES = {"draw": "deal_draw", "tricks": "tricks", "winner": "scoring", "direction": "direction"}

    def __init__(self, players: Any = PLAYER_COUNTS, **kwargs: Any) -> None:
        """``players``: the table sizes the trick counts are asked for (lesson 04 asks 2, 3
        and 4; six players are lesson 06's)."""
        if isinstance(players, (str, bytes)) or not isinstance(players, (list, tuple)) \
                or not players or any(n not in PLAYER_COUNTS or isinstance(n, bool) for n in players):
            raise InvalidOptionError(f"players must be a list of some of "
                                     f"{', '.join(map(str, PLAYER_COUNTS))}, not {players!r}",
                                     "players", value=repr(players), choices=list(PLAYER_COUNTS))
        self.players = tuple(players)
        super().__init__(**kwargs)

    def _ask_draw(self, rng: random.Random) -> dict:
        """A trick of a real hand (2 to 4 players) while the deck lasts: in what order do the
        players draw? The answer is the hand's own ``Draw`` events after that trick."""
        players = rng.choice((2, 3, 4))
        game = ClassicGame.new(players=players, seed=rng.randrange(1, 10**6))
        asked = rng.randrange(1, game.rules.tricks - 2)       # the last three have no draw
        while len(game.tricks) < asked:
            game.play(rng.choice(game.legal_plays()))
        trick = game.tricks[-1]
        order = drawing_order(game, asked)
        winner, leader, n = trick.winner, trick.leader, players

        def around(first: int, step: int = 1) -> tuple[int, ...]:
            return tuple((first + step * i) % n for i in range(n))
        # The usual mistakes: the leader first, the right first but backwards, the winner last.
        candidates = {order: None,
                      around(leader): ("hand.draw_leader", {"leader": _the_player(leader)}),
                      around(winner, -1): ("hand.draw_backwards", {}),
                      around(winner + 1): ("hand.draw_late", {})}
        choices = list(dict.fromkeys(candidates))
        rng.shuffle(choices)
        taker = trick.card_of(winner)
        return {
            "prompt": ("hand.draw_prompt", {"players": players, "suit": game.trump,
                                            "leader": _the_player(leader)}),
            "cards": list(trick.cards),
            "captions": [player(seat) for seat, _ in trick.plays],
            "winner_card": taker,
            "choices": [(_order_label(seats), _order_value(seats)) for seats in choices],
            "answer": _order_value(order),
            "why": ("hand.draw_why", {"winner": _to_player(winner), "card": taker,
                                      "order": _order_label(order)}),
            "mistakes": {_order_value(seats): mistake for seats, mistake in candidates.items()
                         if mistake and seats != order},
        }

    def _ask_tricks(self, rng: random.Random) -> dict:
        return self._tricks_question(rng.choice(self.players), rng)

    def _ask_winner(self, rng: random.Random) -> dict:
        """The points of a finished hand (2 players: close, a draw or a plain win; 3 players:
        a winner or a shared top): how did it end? ``best_side`` decides, as the engine's
        ``outcome`` does. The points are drawn, not played: close results are rare in play."""
        points = rng.choice((_close_two, _sixty_each, _plain_two, _three_top, _three_tie))(rng)
        players = len(points)
        best = best_side(points)
        top = max(points)
        tied = [seat for seat, p in enumerate(points) if p == top]
        if best is None:
            why = ("hand.winner_why_60", {}) if players == 2 else \
                ("hand.winner_why_tie", {"players": _numbers(tied), "points": top})
        else:
            key = "hand.winner_why_61" if players == 2 else "hand.winner_why_most"
            why = (key, {"player": _the_player(best), "points": top})
        answer = "draw" if best is None else str(best + 1)
        mistakes: dict[str, Say] = {"draw": ("hand.winner_no_draw", {})}
        for seat, p in enumerate(points):
            key = "hand.winner_shared" if seat in tied else "hand.winner_short"
            mistakes[str(seat + 1)] = (key, {"player": _the_player(seat), "points": p})
        return {
            "prompt": ("hand.winner_prompt", {"players": players, "points": _points_list(points)}),
            "choices": [(("hand.wins", {"player": _the_player(seat)}), str(seat + 1))
                        for seat in range(players)] + [(("hand.a_draw", {}), "draw")],
            "answer": answer,
            "why": why,
            "mistakes": {value: text for value, text in mistakes.items() if value != answer},
        }

    def _ask_direction(self, rng: random.Random) -> dict:
        """A table that plays counterclockwise or clockwise (a house rule): who leads the first
        trick? The engine's first player, seen where the card table seats him, the dealer at
        the bottom: on the dealer's right or left."""
        players, turn = rng.choice((3, 4)), rng.choice(DIRECTIONS)
        game = ClassicGame.new(players=players, seed=rng.randrange(1, 10**6),
                            dealer=rng.randrange(players), direction=turn)
        places = seat_places(players, game.dealer, counterclockwise=turn == "counterclockwise")
        first = game.current_player
        assert first is not None  # a hand just dealt has a player to lead
        answer = "right" if places[first][0] > places[game.dealer][0] else "left"
        seats = ["right", "left", "dealer"] + (["across"] if players == 4 else [])
        mistakes: dict[str, Say] = {"dealer": ("hand.direction_dealer", {}),
                                    "across": ("hand.direction_across", {}),
                                    "left": ("hand.direction_other_side", {}),
                                    "right": ("hand.direction_other_side", {})}
        return {
            "prompt": ("hand.direction_prompt", {"players": players,
                                                 "turn": ("hand.turn_" + turn, {})}),
            "choices": [(("hand.seat_" + seat, {}), seat) for seat in seats],
            "answer": answer,
            "why": ("hand.direction_why_" + turn, {}),
            "mistakes": {seat: mistakes[seat] for seat in seats if seat != answer},
        }


class ThreePlayersQuiz(TopicQuiz):
    """Lesson 06: the 2 that leaves the deck with three players (the course's default and each
    house rule), and the 13 tricks whichever it is."""

    title_key = "hand.three_title"
    TOPICS = ("default", "removed", "tricks")
    RULES = dict.fromkeys(TOPICS, "three_players")

    def _ask_default(self, rng: random.Random) -> dict:
        """At the course's tables: the engine's default rule, shown by a default deal."""
        rule = ClassicGame.new(players=3, seed=rng.randrange(1, 10**6)).rules.removed_two
        others: list[Say] = [("hand.rule_" + choice, {}) for choice in REMOVED_TWO_CHOICES if choice != rule]
        choices: list[tuple[Say, str]] = [(("hand.rule_" + choice, {}), choice)
                                          for choice in REMOVED_TWO_CHOICES]
        choices.append((("hand.rule_none", {}), "none"))
        return {
            "prompt": ("hand.default_prompt", {}),
            "choices": choices,
            "answer": rule,
            "why": ("hand.default_why", {"rule": ("hand.rule_" + rule, {}), "others": (
                "hand.list_or", {"head": others[0], "last": others[1]})}),
            "mistakes": {"none": ("hand.default_none", {}),
                         **{choice: ("hand.default_other", {})
                            for choice in REMOVED_TWO_CHOICES if choice != rule}},
        }

    def _ask_removed(self, rng: random.Random) -> dict:
        """A table's house rule and its briscola card: which 2 leaves (a fixed 2), or which 2
        cannot leave ("a 2 not of briscola": the 2 of trumps)."""
        rule = rng.choice(REMOVED_TWO_CHOICES)
        game = ClassicGame.new(players=3, seed=rng.randrange(1, 10**6), removed_two=rule)
        gone, trump = game.view(0).out_of_play[0], game.trump
        twos = [Card(Rank.DUE, suit) for suit in Suit]
        common = {"rule": ("hand.rule_says_" + rule, {}), "card": game.briscola_card}
        if rule == "non_trump":
            answer = Card(Rank.DUE, trump)      # the one 2 the engine never takes out
            prompt = ("hand.stays_prompt", common)
            why = ("hand.stays_why", {"suit": trump, "two": answer, "out": gone,
                                      "cards": cards_in_play(game)})
            mistakes = {two.code(): ("hand.stays_wrong", {"chosen": two}) for two in twos}
        else:
            answer = gone
            prompt = ("hand.removed_prompt", common)
            key = "hand.removed_why_trump" if gone.suit is trump else "hand.removed_why"
            why = (key, {"two": gone, "cards": cards_in_play(game)})
            mistakes = {two.code(): ("hand.removed_wrong", {"chosen": two, "two": gone})
                        for two in twos}
        return {"prompt": prompt, "cards": [game.briscola_card],
                "captions": [("hand.briscola_caption", {})],
                "choices": [(("hand.card", {"card": two}), two.code()) for two in twos],
                "answer": answer.code(), "why": why, "mistakes": mistakes}

    def _ask_tricks(self, rng: random.Random) -> dict:
        rule = rng.choice(REMOVED_TWO_CHOICES)
        prompt: Say = ("hand.tricks_prompt_rule", {"rule": ("hand.rule_says_" + rule, {})})
        return self._tricks_question(3, rng, prompt, removed_two=rule)


class SixPlayersQuiz(TopicQuiz):
    """Lesson 06: six players, two teams of three with partners alternating; 36 cards; 6 tricks."""

    title_key = "hand.six_title"
    TOPICS = ("partners", "cards", "tricks")
    RULES = dict.fromkeys(TOPICS, "six_players")

    def _ask_partners(self, rng: random.Random) -> dict:
        """You are player k (as the learner counts, in order of play): who are your partners?
        The answer is your seat's view of the deal."""
        game = ClassicGame.new(players=6, seed=rng.randrange(1, 10**6))
        me = rng.randrange(6)
        view = game.view(me)
        partners = tuple(sorted(view.partners))
        pairs = [partners, ((me + 5) % 6, (me + 1) % 6), ((me + 1) % 6, (me + 3) % 6),
                 ((me + 3) % 6, (me + 5) % 6)]
        rng.shuffle(pairs)
        value = _pair_value
        mistakes: dict[str, Say] = {}
        for pair in pairs:
            foes = [seat for seat in pair if seat not in partners]
            if set(pair) == {(me + 1) % 6, (me + 5) % 6}:
                mistakes[value(pair)] = ("hand.partners_neighbours", {})
            elif foes:
                mistakes[value(pair)] = ("hand.partners_opponent", {"player": _the_player(foes[0])})
        team, other = view.sides[view.my_side], view.sides[1 - view.my_side]
        return {
            "prompt": ("hand.partners_prompt", {"me": me + 1}),
            "choices": [(_pair_label(pair), value(pair)) for pair in pairs],
            "answer": value(partners),
            "why": ("hand.partners_why", {"team": _numbers(team), "other": _numbers(other),
                                          "me": me + 1, "partners": _pair_label(partners)}),
            "mistakes": mistakes,
        }

    def _ask_cards(self, rng: random.Random) -> dict:
        game = ClassicGame.new(players=6, seed=rng.randrange(1, 10**6))
        cards = cards_in_play(game)
        others: dict[int, list[int]] = {}
        for n in PLAYER_COUNTS:
            others.setdefault(len(ClassicRules.make("classic", n).pack_cards()), []).append(n)
        return {
            "prompt": ("hand.cards_prompt", {"players": 6}),
            "choices": [(("hand.cards_label", {"n": n}), n) for n in sorted(others)],
            "answer": cards,
            "why": ("hand.cards_why_six", {"removed": list(game.view(0).out_of_play),
                                           "cards": cards}),
            "mistakes": {n: ("hand.cards_other", {"chosen": n,
                                                  "others": _numbers(players, "or", base=0)})
                         for n, players in others.items() if n != cards},
        }

    def _ask_tricks(self, rng: random.Random) -> dict:
        return self._tricks_question(6, rng)


# -- what a finished hand or a deal says in a lesson's note table --------------------------------

def drawing_order(game: Game, trick: int) -> tuple[int, ...]:
    """The seats in the order they drew after trick number ``trick`` (1 is the first), read
    from the hand's history."""
    taken, order = 0, []
    for event in game.history:
        if isinstance(event, TakeTrick):
            taken += 1
        elif isinstance(event, Draw) and taken == trick:
            order.append(event.seat)
    return tuple(order)


def cards_in_play(game: ClassicGame) -> int:
    """The cards dealt and left in the deck at the start of ``game``: 40 less the 2s out of
    play."""
    start = game.at(0).view(0)
    return sum(start.hand_sizes) + start.deck_count


def outcome_row(label: str, game: ClassicGame) -> list[Any]:
    """A note-table row for a finished hand: its label (a catalogue key), each side's points,
    and how it ended ("Vince il giocatore 1", "Pareggio")."""
    outcome = game.outcome()
    if outcome is None:
        raise ValueError("the hand is not over yet: its outcome has no row")
    if outcome.is_draw:
        result: Say = ("hand.draw_row", {})
    elif len(outcome.winners) == 1:
        result = ("hand.wins_row", {"n": outcome.winners[0] + 1})
    else:
        side = outcome.winning_side
        assert side is not None  # not a draw: one side won
        result = ("hand.team_wins_row", {"n": side + 1})
    return [(label, {}), *outcome.points_by_side, result]


def deck_row(game: ClassicGame) -> list[Any]:
    """A note-table row for a deal: players, the table's rule, the cards out of play, the
    cards in play and the tricks, as the engine has them."""
    out = list(game.view(0).out_of_play)
    if game.players == 3:
        rule: Say = ("hand.row_rule_" + game.rules.removed_two, {"suit": game.trump})
    else:
        rule = ("hand.row_rule_six" if out else "hand.row_rule_all", {})
    return [game.players, rule, out or ("hand.row_none", {}), cards_in_play(game),
            game.rules.tricks]


# -- small pieces of the texts ------------------------------------------------------------------

def _the_player(seat: int) -> Say:
    """A player in the middle of a sentence: "il giocatore 2" / "Player 2"."""
    return ("hand.the_player", {"n": seat + 1})


def _to_player(seat: int) -> Say:
    """ "al giocatore 2" / "Player 2" (the trick goes to him)."""
    return ("hand.to_player", {"n": seat + 1})


def _order_label(seats: Sequence[int]) -> Say:
    """ "prima il giocatore 2, poi 3, 1" """
    return ("hand.order", {"first": seats[0] + 1,
                           "rest": ", ".join(str(seat + 1) for seat in seats[1:])})


def _order_value(seats: Sequence[int]) -> str:
    return "-".join(str(seat + 1) for seat in seats)


def _pair_label(pair: Sequence[int]) -> Say:
    return ("hand.players_pair", {"a": pair[0] + 1, "b": pair[1] + 1})


def _pair_value(pair: Sequence[int]) -> str:
    return "+".join(str(seat + 1) for seat in sorted(pair))


def _numbers(seats: Sequence[int], word: str = "and", base: int = 1) -> Any:
    """Seats as the learner counts them ("1, 3 e 5"); ``base=0`` for numbers as they are."""
    numbers = [str(seat + base) for seat in seats]
    if len(numbers) == 1:
        return numbers[0]
    return ("hand.list_" + word, {"head": ", ".join(numbers[:-1]), "last": numbers[-1]})


def _points_list(points: Sequence[int]) -> Say:
    return ("hand.points_" + str(len(points)),
            {f"p{i + 1}": p for i, p in enumerate(points)})


def _close_two(rng: random.Random) -> tuple[int, ...]:
    return (61, 59) if rng.random() < 0.5 else (59, 61)


def _sixty_each(rng: random.Random) -> tuple[int, ...]:
    return (60, 60)


def _plain_two(rng: random.Random) -> tuple[int, ...]:
    first = rng.choice([p for p in range(25, 96) if p != 60])
    return (first, 120 - first)


def _three_top(rng: random.Random) -> tuple[int, ...]:
    while True:
        a, b = rng.randrange(10, 60), rng.randrange(10, 60)
        points = (a, b, 120 - a - b)
        if points[2] >= 5 and len(set(points)) == 3:
            return points


def _three_tie(rng: random.Random) -> tuple[int, ...]:
    top = rng.randrange(41, 58)
    points = [top, top, 120 - 2 * top]
    rng.shuffle(points)
    return tuple(points)


# quiz kind (as Lesson.quiz names it) -> class
KINDS: dict[str, type[Quiz]] = {"hand": WholeHandQuiz, "three": ThreePlayersQuiz,
                                "six": SixPlayersQuiz}

__all__ = ["KINDS", "SixPlayersQuiz", "ThreePlayersQuiz", "TopicQuiz", "WholeHandQuiz",
           "cards_in_play", "deck_row", "drawing_order", "outcome_row", "say"]
