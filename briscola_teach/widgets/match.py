"""A whole match against the computer: hands at one table until the match's goal is reached.

``MatchTable`` is a ``PlayTable`` whose hands come from a ``Match`` (``games/match.py``): by
default Briscola a 151, hands until a side has 151 points over them (RULES.md section 4);
any goal of ``new_match`` works. The score over the hands is written on the table and in the
result of each hand, "Next hand" deals the next one (the deal passing on, as the match says),
and a hand once played stays played: there is no "play this deal again" in a match.
"""

from __future__ import annotations

from typing import Any, Optional

from ..errors import InvalidOptionError
from ..games.match import Match, new_match
from ..i18n import t
from .table import PlayTable


class MatchTable(PlayTable):
    """``MatchTable(players=2, opponents="easy", seed=None, variant="151", goal=None,
    target=151, raggi=4, **options)``; other options as ``PlayTable``'s. ``seed`` numbers
    the match: the same number deals the same hands."""

    _restored_note = "match.restored"     # no «Rigioca questa smazzata» in a match

    def __init__(self, players: int = 2, opponents: Any = "easy", seed: Optional[int] = None,
                 variant: str = "151", goal: Optional[str] = None, target: int = 151,
                 raggi: int = 4, **options: Any) -> None:
        table_options = {k: options.pop(k) for k in list(options) if k in _TABLE_OPTIONS}
        self._match_options = dict(variant=variant, players=players, goal=goal, target=target,
                                   raggi=raggi, **options)
        self.match = new_match(seed=seed, **self._match_options)
        self._on_match_end: list[Any] = []
        super().__init__(players=players, opponents=opponents, seed=self.match.game.seed,
                         variant=variant, **table_options, **options)
        self._first_seed = seed
        self.on_end(self._hand_ended)

    # -- public ------------------------------------------------------------------------------

    def new_deal(self, number: Optional[int] = None) -> None:
        """The next hand of the match, once this one is over (``number`` is not used: a
        match deals its own hands)."""
        if self.match.is_over:
            self._render(message=t("match.over", self._lang))
        elif not self.game.is_over:
            self._render(message=t("match.finish_hand", self._lang))
        else:
            self._start(self.match.next_hand())

    def again(self) -> None:
        self._render(message=t("match.no_again", self._lang))

    def new_match(self, seed: Optional[int] = None) -> None:
        """A new match from its first hand (``seed`` numbers it; None: a fresh one)."""
        self.match = new_match(seed=seed, **self._match_options)
        self._start(self.match.game)

    def start_over(self) -> None:
        """The match again from its first hand (a call for a cell: no button on the table)."""
        self.new_match(self._first_seed)

    def on_match_end(self, callback: Any) -> None:
        """Call ``callback(match_outcome)`` when the match is won."""
        self._on_match_end.append(callback)

    def score(self) -> tuple[int, int]:
        """(the learner's side, the best other side): ``Match.score_of``."""
        return self.match.score_of(self.seat)

    # -- the table's hooks -----------------------------------------------------------------

    def _deal_game(self, seed: Optional[int], dealer: Optional[int] = None) -> Any:
        return self.match.game            # the match deals its hands, and passes the deal on

    def _restore(self, saved: str) -> Any:
        match = Match.from_json(saved)
        kind = ("variant", "players", "goal", "target", "raggi", "house_rules")
        if any(getattr(match, k) != getattr(self.match, k) for k in kind):
            raise InvalidOptionError("the saved match is of another kind", "saved_kind")
        self.match = match
        return match.game

    def _touched(self, game: Any) -> bool:
        return len(self.match.games) > 1 or super()._touched(game)

    def _saved_text(self) -> str:
        return self.match.to_json()

    def _hand_id(self) -> str:
        return f"{self.match.seed}:{len(self.match.games)}:{self._hands_dealt}"

    def _info(self, view: Any) -> list[str]:
        return [self._score_line()] + super()._info(view)

    def _score_line(self) -> str:
        mine, theirs = self.score()
        key = "match.score_points" if self.match.goal == "points" else "match.score_hands"
        return t(key, self._lang, mine=mine, theirs=theirs, hand=len(self.match.games),
                 target=self.match.target)

    def _standing(self, outcome: Any) -> str:
        result = self.match.outcome()
        if result is None:
            return self._score_line()
        mine, theirs = self.score()
        won = self.seat in result.winners
        return t("match.won" if won else "match.lost", self._lang, mine=mine, theirs=theirs)

    def _result_buttons(self) -> list[dict]:
        found = [b for b in super()._result_buttons() if b["event"] == "review"]
        if self.match.is_over:
            found.append({"event": "new_match", "label": t("match.new_match", self._lang), "main": True})
        else:
            found.append({"event": "new", "label": t("match.next_hand", self._lang), "main": True})
        return found

    def _panel_events(self) -> dict:
        return {**super()._panel_events(), "new_match": self.new_match}

    def _hand_ended(self, _outcome: Any) -> None:
        if self.match.is_over:
            for callback in self._on_match_end:
                callback(self.match.outcome())

    def _update_controls(self, view: Any) -> None:
        super()._update_controls(view)
        self.new_button.description = t("match.next_hand", self._lang)
        self.new_button.disabled = self.match.is_over or not self.game.is_over
        self.again_button.layout.display = "none"
        self.restart_note.layout.display = "none"   # one restart button: its name says it


_TABLE_OPTIONS = ("seat", "lang", "style", "show_points", "hints", "teacher", "projector",
                  "paced", "switches")
