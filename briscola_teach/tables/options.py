"""A class table's settings, as its creator chose them, and the hands they give.

``TableOptions.parse(data)`` reads the settings a client sent (a JSON object) and
``format()`` writes them back; ``new_hands(seed)`` starts what is played at the table: a
``Match`` of classic Briscola or Briscola a 151, or ``ChiamataHands``, Chiamata hands with
the deal passing on and the table score kept. A table between learners deals from a secret
seed (``games.base.secret_seed``, the default), and each later hand from its own secret seed:
the table server keeps them and sends them to nobody, so no learner can try the seeds one
by one against their own cards.

The timer's length and the 10 s after repeated time-outs follow seed 003; how long a turn
lasts by default (30 s) and when the short time starts (after two time-outs in a row) are
the course's choices.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional, Union

from ..ai.bots import LEVELS
from ..chiamata_rules import ChiamataRules
from ..errors import BriscolaError, InvalidOptionError, SaveFormatError
from ..games.base import check_seed, hand_seed, secret_seed
from ..games.chiamata import ChiamataGame
from ..games.classic import PLAYER_COUNTS, ClassicRules
from ..games.match import Match, new_match
from ..history import seal, unseal

GAMES = ("classic", "151", "chiamata")
# The tables the lobby offers: (game, players), in the order of the lessons.
TABLE_KINDS = (("classic", 2), ("classic", 3), ("classic", 4), ("classic", 6), ("151", 2),
               ("151", 4), ("chiamata", 5), ("chiamata", 6), ("chiamata", 7))
CHIAMATA_PLAYERS = (5, 6, 7)      # five; six and seven col monte (RULES.md, Siciliana)
OFFERED_LEVELS = ("easy", "medium", "hard")
GOALS = {"classic": ("one_hand", "two_hands", "raggi"), "151": ("points",),
         "chiamata": ("one_hand", "round")}
# The house rules a table may set: the engine's, but the players (a table option itself).
HOUSE_RULES = {"classic": ClassicRules.HOUSE_RULES, "151": ClassicRules.HOUSE_RULES,
               "chiamata": tuple(name for name in ChiamataRules.OPTIONS if name != "players")}
TIMER_SECONDS = 30          # a turn, by default (0: no timer)
TIMER_CHOICES = (0, 20, 30, 60, 120, 300)
SHORT_SECONDS = 10          # a turn of a seat that let the time run out again and again
SHORT_AFTER = 2             # time-outs in a row before the turns are short


@dataclass(frozen=True)
class TableOptions:
    """What is played at a table and how. ``house`` holds the engine's house rules by name."""

    game: str = "classic"
    players: int = 2
    goal: str = "one_hand"
    house: tuple[tuple[str, Any], ...] = ()
    signs: bool = False
    level: str = "medium"
    listed: bool = True
    timer: int = TIMER_SECONDS
    hints: bool = False
    teaching: bool = False     # the teacher may open the hands, on their own screen only

    @classmethod
    def parse(cls, data: Any) -> "TableOptions":
        """The options a client sent, every one checked; an unknown or wrong one is refused
        with its name, and the default is taken for any left out."""
        if not isinstance(data, dict):
            raise _bad("options", data, "an object of table options")
        unknown = sorted(set(data) - set(cls.__dataclass_fields__))
        if unknown:
            raise InvalidOptionError(f"unknown table option {', '.join(map(repr, unknown))}: the "
                                     f"options are {', '.join(cls.__dataclass_fields__)}",
                                     "table_option", names=unknown)
        game = _choice(data, "game", GAMES, "classic")
        allowed_players = CHIAMATA_PLAYERS if game == "chiamata" else PLAYER_COUNTS
        players = _choice(data, "players", allowed_players, allowed_players[0])
        goal = _choice(data, "goal", GOALS[game], GOALS[game][0])
        house = data.get("house", {})
        if not isinstance(house, dict) or not all(isinstance(k, str) for k in house):
            raise _bad("house", house, "an object of house rules by name")
        names = HOUSE_RULES[game]
        unknown = sorted(set(house) - set(names))
        if unknown:      # nothing else gets through to the engine: a deck, a seed, a dealer
            raise InvalidOptionError(f"unknown house rule {', '.join(map(repr, unknown))} for "
                                     f"{game}: the house rules are {', '.join(names)}",
                                     "table_option", name="house", names=unknown)
        options = cls(game=game, players=players, goal=goal, house=tuple(sorted(house.items())),
                      signs=_flag(data, "signs", False),
                      level=_choice(data, "level", LEVELS, "medium"),
                      listed=_flag(data, "listed", True),
                      timer=_choice(data, "timer", TIMER_CHOICES, TIMER_SECONDS),
                      hints=_flag(data, "hints", False), teaching=_flag(data, "teaching", False))
        options.new_hands(1)   # the engine checks the house rules, the signs and the players
        return options

    def format(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "goal": self.goal,
                "house": dict(self.house), "signs": self.signs, "level": self.level,
                "listed": self.listed, "timer": self.timer, "hints": self.hints,
                "teaching": self.teaching}

    def house_rules(self) -> dict[str, Any]:
        rules = dict(self.house)
        if self.game != "chiamata" and self.signs:
            rules["signals"] = True
        if self.game == "chiamata" and self.players != 5:
            rules.update(players=self.players, col_monte=True)   # six or seven: col monte
        return rules

    def new_hands(self, seed: Optional[int] = None) -> "Hands":
        """The first hand dealt: the match, or the Chiamata hands, these options give, from
        ``seed`` (None: a secret seed, as at every table between learners)."""
        seed = secret_seed() if seed is None else seed
        if self.game == "chiamata":
            if self.signs:
                raise InvalidOptionError("Briscola Chiamata is played without signs", "table_signs")
            return ChiamataHands.new(self.goal, check_seed(seed), self.house_rules())
        return new_match(self.game, players=self.players, goal=self.goal, seed=seed,
                         **self.house_rules())


@dataclass
class ChiamataHands:
    """Hands of Briscola Chiamata at one table: the deal passes on, the table score adds up.
    ``goal`` is one hand, or a round (each seat deals once)."""

    goal: str
    seed: int
    house: dict[str, Any]
    games: list[ChiamataGame] = field(default_factory=list)

    @classmethod
    def new(cls, goal: str, seed: int, house: dict[str, Any]) -> "ChiamataHands":
        hands = cls(goal, seed, dict(house))
        hands.games.append(hands.deal_hand(0))
        return hands

    def deal_hand(self, number: int) -> ChiamataGame:
        """Hand ``number`` (0 first) of this table: its deal follows from the table's seed."""
        players = self.house.get("players", 5)
        return ChiamataGame.new(seed=hand_seed(self.seed, number), dealer=number % players,
                                **self.house)

    @property
    def game(self) -> ChiamataGame:
        return self.games[-1]

    @property
    def is_over(self) -> bool:
        hands = 1 if self.goal == "one_hand" else self.game.rules.players
        return len(self.games) >= hands and self.game.is_over

    def next_hand(self) -> ChiamataGame:
        if not self.game.is_over or self.is_over:
            raise BriscolaError("the next hand comes once this one is over, while the table "
                                "plays on", "hand_not_over")
        self.games.append(self.deal_hand(len(self.games)))
        return self.game

    def table_scores(self) -> tuple[int, ...]:
        """Each seat's table score over the finished hands."""
        totals = [0] * self.game.rules.players
        for game in self.games:
            outcome = game.outcome()
            if outcome is not None:
                for seat, score in outcome.table_scores.items():
                    totals[seat] += score
        return tuple(totals)

    def to_json(self) -> str:
        return seal("chiamata_hands", {"goal": self.goal, "seed": self.seed, "house": self.house,
                                       "hands": [game.to_json() for game in self.games]})

    @classmethod
    def from_json(cls, text: str) -> "ChiamataHands":
        body = unseal("chiamata_hands", text)
        hands = cls(body.get("goal", ""), body.get("seed", 0), body.get("house", {}))
        hands.games = [ChiamataGame.from_json(hand) for hand in body.get("hands", [])]
        for number, game in enumerate(hands.games):
            if game.history[0] != hands.deal_hand(number).history[0]:
                raise SaveFormatError(f"hand {number + 1} of the saved table is not the deal its "
                                      "seed gives", "bad_hands")
        if not hands.games:
            raise SaveFormatError("the saved table has no hand", "bad_hands")
        return hands


Hands = Union[Match, ChiamataHands]


def signs_allowed(game: str, players: int) -> bool:
    """Whether partner signs go with this game (the engine's rules decide: pairs and teams)."""
    if game == "chiamata":
        return False
    try:
        ClassicRules.make(game, players, signals=True)
    except InvalidOptionError:
        return False
    return True


def teams(hands: Hands) -> Optional[list[int]]:
    """Each seat's team (0, 1, ...) at a table of pairs or teams, as the engine's rules seat
    them; None where everyone plays alone, and in Chiamata, whose sides are a secret."""
    if isinstance(hands, ChiamataHands):
        return None
    sides = hands.game.sides
    if all(len(side) == 1 for side in sides):
        return None
    return [next(i for i, side in enumerate(sides) if seat in side)
            for seat in range(hands.players)]


def hands_from_json(options: TableOptions, text: str) -> Hands:
    if options.game == "chiamata":
        return ChiamataHands.from_json(text)
    return Match.from_json(text)


def hand_scores(hands: Hands) -> dict[str, Any]:
    """The score on the felt between hands: hands won and points by side (a match), or the
    table score by seat (Chiamata)."""
    if isinstance(hands, ChiamataHands):
        return {"table_scores": list(hands.table_scores())}
    return {"hands_won": list(hands.hands_won()), "points_by_side": list(hands.points_by_side())}


def _choice(data: dict, name: str, choices: tuple, default: Any) -> Any:
    value = data.get(name, default)
    if isinstance(value, bool) or value not in choices:
        raise _bad(name, value, "one of " + ", ".join(map(repr, choices)))
    return value


def _flag(data: dict, name: str, default: bool) -> bool:
    value = data.get(name, default)
    if not isinstance(value, bool):
        raise _bad(name, value, "true or false")
    return value


def _bad(name: str, value: Any, expected: str) -> InvalidOptionError:
    return InvalidOptionError(f"table option {name} must be {expected}, not {value!r}",
                              "table_option", name=name, value=repr(value))
