"""Matches: several hands at one table with the deal passing on (RULES.md sections 3 and 4).

Goals:
- ``"one_hand"``: one hand to 61 (the default); a drawn hand is followed by a tie-break hand.
- ``"two_hands"``: two hands to 121; a drawn total goes to tie-break hands.
- ``"raggi"``: the first side to win ``raggi`` hands (4 by default); N to 0 is cappotto.
- ``"points"``: Briscola a 151, hands until a side reaches ``target`` (151) over the hands.

>>> match = new_match("classic", players=2, goal="raggi", raggi=2, seed=3)
>>> while not match.is_over:
...     if match.game.is_over:
...         _ = match.next_hand()
...     _ = match.game.play(match.game.legal_plays()[0])
>>> max(match.outcome().hands_won)
2
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from ..errors import IllegalPlayError, InvalidOptionError, SaveFormatError
from ..history import field, seal, unseal
from .base import Outcome, best_side, check_seat, check_seed, hand_seed, side_against_rest
from .classic import ClassicGame, ClassicRules

GOALS = ("one_hand", "two_hands", "raggi", "points")


@dataclass(frozen=True)
class MatchOutcome:
    """How a match ended: the winning seats and the record of every hand."""

    winners: tuple[int, ...]
    sides: tuple[tuple[int, ...], ...]
    hands_won: tuple[int, ...]
    points_by_side: tuple[int, ...]
    hands: int
    cappotto: bool


class Match:
    """Hands of one variant at one table until the goal is reached. Start with ``new_match``."""

    def __init__(self, variant: str, players: int, goal: str, raggi: int, target: int, seed: int,
                 dealer: int, house_rules: dict[str, Any]) -> None:
        self.variant, self.players, self.goal = variant, players, goal
        self.raggi, self.target, self.seed, self.first_dealer = raggi, target, seed, dealer
        self.house_rules = dict(house_rules)
        self.games: list[ClassicGame] = []
        self._start_hand()

    def _start_hand(self) -> ClassicGame:
        dealer = (self.first_dealer + len(self.games)) % self.players
        game = ClassicGame.new(self.variant, players=self.players,
                               seed=hand_seed(self.seed, len(self.games)), dealer=dealer,
                               **self.house_rules)
        self.games.append(game)
        return game

    @property
    def game(self) -> ClassicGame:
        """The hand being played (or the last one, once the match is over)."""
        return self.games[-1]

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        return self.game.sides

    def next_hand(self) -> ClassicGame:
        """Deal the next hand; the deal passes to the next seat in order of play."""
        if not self.game.is_over:
            raise IllegalPlayError(f"hand {len(self.games)} is still being played", "hand_not_over",
                                   number=len(self.games))
        if self.is_over:
            raise IllegalPlayError("the match is over", "match_over")
        return self._start_hand()

    def hands_won(self) -> tuple[int, ...]:
        """Finished hands won by each side (drawn hands count for no one)."""
        won = [0] * len(self.sides)
        for outcome in self._outcomes():
            side = outcome.winning_side
            if side is not None:
                won[side] += 1
        return tuple(won)

    def points_by_side(self) -> tuple[int, ...]:
        """Points of each side added over the finished hands (accusi included)."""
        totals = [0] * len(self.sides)
        for outcome in self._outcomes():
            for side, points in enumerate(outcome.points_by_side):
                totals[side] += points
        return tuple(totals)

    def score_of(self, seat: int) -> tuple[int, int]:
        """How the match stands for ``seat``: (its side, the best other side), in points over
        the finished hands for a match to a target, else in hands won."""
        totals = self.points_by_side() if self.goal == "points" else self.hands_won()
        return side_against_rest(self.sides, totals, check_seat(seat, self.players))

    def _finished(self) -> list[ClassicGame]:
        return [game for game in self.games if game.is_over]

    def _outcomes(self) -> list[Outcome]:
        """How each finished hand ended, in order."""
        return [outcome for outcome in (game.outcome() for game in self.games)
                if outcome is not None]

    def _winning_side(self) -> Optional[int]:
        finished = self._finished()
        if not finished or not self.game.is_over:
            return None
        if self.goal == "one_hand" or (self.goal == "two_hands" and len(finished) > 2):
            return self._outcomes()[-1].winning_side
        if self.goal == "two_hands":
            return best_side(self.points_by_side()) if len(finished) == 2 else None
        if self.goal == "raggi":
            won = self.hands_won()
            return won.index(self.raggi) if self.raggi in won else None
        totals = self.points_by_side()
        return best_side(totals) if max(totals) >= self.target else None

    @property
    def is_over(self) -> bool:
        return self._winning_side() is not None

    def outcome(self) -> Optional[MatchOutcome]:
        """None while the match goes on; then who won it and how."""
        side = self._winning_side()
        if side is None:
            return None
        won = self.hands_won()
        cappotto = self.goal == "raggi" and all(w == 0 for i, w in enumerate(won) if i != side)
        return MatchOutcome(winners=self.sides[side], sides=self.sides, hands_won=won,
                            points_by_side=self.points_by_side(), hands=len(self.games),
                            cappotto=cappotto)

    def to_json(self) -> str:
        """The match as checksummed JSON: its options and every hand."""
        return seal("match", {
            "variant": self.variant, "players": self.players, "goal": self.goal,
            "raggi": self.raggi, "target": self.target, "seed": self.seed,
            "dealer": self.first_dealer, "house_rules": self.house_rules,
            "hands": [game.to_json() for game in self.games]})

    @classmethod
    def from_json(cls, text: str) -> "Match":
        """Rebuild a match saved with ``to_json``; a changed or broken file is refused."""
        body = unseal("match", text)
        hands = field(body, "hands", list, "saved match")
        try:
            match = new_match(body.get("variant"), players=body.get("players"),
                              goal=body.get("goal"), raggi=body.get("raggi"),
                              target=body.get("target"), seed=body.get("seed"),
                              dealer=body.get("dealer"), **field(body, "house_rules", dict,
                                                                 "saved match"))
        except InvalidOptionError as error:
            raise SaveFormatError(f"the saved match's options are not valid: {error}",
                                  "bad_options", cause=error.code) from None
        games = [ClassicGame.from_json(hand) for hand in hands]
        if not games or any(game.rules != match.game.rules for game in games):
            raise SaveFormatError("the saved match's hands do not match its options", "bad_hands")
        for number, game in enumerate(games, start=1):
            if number < len(games) and not game.is_over:
                raise SaveFormatError(f"hand {number} of the saved match was never finished",
                                      "bad_hands")
            expected = match.games[0] if number == 1 else match._start_hand()
            if game.history[0] != expected.history[0]:
                raise SaveFormatError(f"hand {number} of the saved match is not the deal its "
                                      "seed and dealer give", "bad_hands")
        match.games = games
        return match

    def __repr__(self) -> str:
        return (f"<Match {self.variant} {self.players} players, {self.goal}, hand {len(self.games)}, "
                f"hands won {self.hands_won()}, points {self.points_by_side()}>")


def new_match(variant: Any = "classic", players: Any = 2, goal: Optional[str] = None,
              raggi: Any = 4, target: Any = 151, seed: Any = None, dealer: Any = 0,
              **house_rules: Any) -> Match:
    """Start a match. ``goal`` defaults to one hand ("classic") or 151 points ("151").
    ``seed``: a deal number (the lessons), or ``secret_seed()`` between learners; each hand
    takes its own seed of the same kind from it (``hand_seed``)."""
    variant = variant.lower() if isinstance(variant, str) else variant
    rules = ClassicRules.make(variant, players, **house_rules)
    goal = goal if goal is not None else ("points" if variant == "151" else "one_hand")
    if goal not in GOALS:
        raise InvalidOptionError(f"goal must be one of {', '.join(GOALS)}, not {goal!r}", "goal",
                                 value=repr(goal), choices=list(GOALS))
    for name, value in (("raggi", raggi), ("target", target)):
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise InvalidOptionError(f"{name} must be a positive whole number, not {value!r}",
                                     "match_number", name=name, value=repr(value))
    return Match(variant, rules.players, goal, raggi, target, check_seed(seed),
                 check_seat(dealer, rules.players, "dealer"), rules.house_rules())
