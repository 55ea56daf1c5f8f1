"""The trick mechanics every variant shares: play a card, settle the trick, lead the next.

A variant keeps its hands, the trick on the table and the finished tricks in the attributes
below and says what happens after a trick in ``_after_trick`` (drawing in the classic game,
the call al buio or the monte's discards in Chiamata). This is the engine's one copy of how
a trick is taken; searches in the computer opponents go through it too.
"""

from __future__ import annotations

from typing import Optional

from ..cards import Card, Suit
from ..history import Event, Play, TakeTrick
from ..rules import Trick


class TrickPlay:
    _n: int
    _hands: list[list[Card]]
    _trick: list[Card]
    _best: int
    _leader: int
    _current: Optional[int]
    _tricks: list[Trick]
    _points: list[int]
    _history: list[Event]
    trump: Optional[Suit]  # None while no trump is known (Chiamata, first trick al buio)
    # Sampled positions in a search keep no history: nobody will replay them.
    _record = True

    @property
    def players(self) -> int:
        return self._n

    @property
    def leader(self) -> int:
        """The seat that led (or will lead) the trick on the table."""
        return self._leader

    @property
    def table(self) -> tuple[tuple[int, Card], ...]:
        """The trick being played: (seat, card) in order of play."""
        return tuple(((self._leader + i) % self._n, card) for i, card in enumerate(self._trick))

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The finished tricks, in order."""
        return tuple(self._tricks)

    def clone(self):  # type: ignore[no-untyped-def]
        """An independent copy with the same state and history (for searches)."""
        twin = object.__new__(type(self))
        state = {name: value.copy() if isinstance(value, (list, set, dict)) else value
                 for name, value in self.__dict__.items()}
        state["_hands"] = [list(hand) for hand in self._hands]
        if "_known" in state:
            state["_known"] = [set(cards) for cards in state["_known"]]
        twin.__dict__.update(state)
        return twin

    def _play(self, seat: int, card: Card) -> Play:
        """Play a card already checked as legal; settle the trick when it is complete."""
        self._hands[seat].remove(card)
        event = Play(seat, card)
        if self._record:
            self._history.append(event)
        self._on_play(seat, card)
        trick = self._trick
        if not trick:
            self._best = 0
        else:
            best = trick[self._best]
            if (card.strength > best.strength) if card.suit is best.suit else card.suit is self.trump:
                self._best = len(trick)
        trick.append(card)
        if len(trick) == self._n:
            self._end_trick()
        else:
            self._current = (seat + 1) % self._n
        return event

    def _on_play(self, seat: int, card: Card) -> None:
        """A hook for what a variant notes when a card is played."""

    def _end_trick(self) -> None:
        n, leader, cards = self._n, self._leader, tuple(self._trick)
        winner = (leader + self._best) % n
        points = sum(card.points for card in cards)
        trick = Trick(leader, tuple(((leader + i) % n, c) for i, c in enumerate(cards)), winner, points)
        self._tricks.append(trick)
        self._points[winner] += points
        if self._record:
            self._history.append(TakeTrick(winner, cards, points))
        self._trick = []
        self._leader = winner
        self._after_trick(trick)

    def _after_trick(self, trick: Trick) -> None:
        """What follows a trick: by default the winner leads, until the hands are empty."""
        self._current = trick.winner if self._hands[trick.winner] else None
