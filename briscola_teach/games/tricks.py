"""The trick mechanics every variant shares: play a card, settle the trick, lead the next.

A variant keeps its hands, the trick on the table and the finished tricks in the attributes
below and says what happens after a trick in ``_after_trick`` (drawing in the classic game,
the call al buio or the monte's discards in Chiamata). Who takes a trick is decided by
``rules.beats``, the one comparison: each card played is held against the card holding the
trick, so the holder is always known (``trick_holder``); a table laid down whole, in a
sampled position, is judged by ``rules.winning_index``, beats over the table. The same rule
``rules.trick_winner`` checks for learners, and the computer opponents' habits
(``heuristics.winning_card``) and exact search (``endgame``) use.

Two ways to play a card. A learner's card goes through the variant's ``play()``: checked,
recorded, answered with its event. The computer opponents' searches play thousands of hands
a move from positions they sampled (``ClassicGame.world``, ``ChiamataGame.world``) and go
through the fast path below instead, as python-chess's ``push`` stands beside its checked
``push_san``: ``push``, ``hand``, ``trick_cards``, ``trick_holder``, ``side_of``,
``points_left`` and ``simulation``; quickest, ``playout()``, the position in plain lists (a
``Playout``) to play to the end, which the searches' rollouts use. It checks nothing: a card
that may not be played leaves the game broken.
"""

from __future__ import annotations

import random
from typing import Iterable, Optional, TypeVar

from ..cards import DECK, Card, Suit
from ..history import Event, Play, TakeTrick
from ..rules import Trick, beats, pile_points, winning_index
from .base import best_side

# The card points of every pack: the cards some games leave out are 2s, worth nothing.
PACK_POINTS = pile_points(DECK)

Position = TypeVar("Position", bound="TrickPlay")


class TrickPlay:
    _n: int
    _hands: list[list[Card]]
    _trick: list[Card]
    _best = 0  # index in _trick of the card holding it, kept up to date card by card
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

    @property
    def deck_count(self) -> int:
        """Cards left to draw: none, unless the variant draws after each trick."""
        return 0

    def side_of(self, seat: int) -> int:
        """The side ``seat`` plays on, an index into the variant's sides."""
        raise NotImplementedError

    def clone(self: Position) -> Position:
        """An independent copy with the same state and history (for searches)."""
        twin = object.__new__(type(self))
        # Containers are copied, and a game's own generator too (Chiamata's redeals, the
        # interception of signs): shared, one game's draws would change the other's.
        state = {name: value.copy() if isinstance(value, (list, set, dict))
                 else _generator_copy(value) if isinstance(value, random.Random) else value
                 for name, value in self.__dict__.items()}
        state["_hands"] = [list(hand) for hand in self._hands]
        known = self.__dict__.get("_known")  # the classic game's public cards in hands
        if known is not None:
            state["_known"] = [set(cards) for cards in known]
        twin.__dict__.update(state)
        return twin

    # -- the fast path. Unchecked: for searches; learners' calls go through play() ----------

    def push(self, card: Card) -> None:
        """The seat to move plays ``card``, which must be one of ``legal_plays()``.

        Unchecked: for searches; learners' calls go through ``play()``. Nothing is checked
        and no event is returned; the trick is settled when it is complete, as in ``play()``.
        """
        seat: int = self._current  # type: ignore[assignment]  # the seat to move: never None
        self._hands[seat].remove(card)
        if self._record:
            self._history.append(Play(seat, card))
        self._on_play(seat, card)
        trick = self._trick
        if not trick:
            self._best = 0
        elif beats(card, trick[self._best], self.trump):
            self._best = len(trick)
        trick.append(card)
        if len(trick) == self._n:
            self._end_trick()
        else:
            self._current = (seat + 1) % self._n

    def hand(self, seat: int) -> tuple[Card, ...]:
        """Every card ``seat`` holds, as dealt and drawn. Unchecked: for searches; a player
        sees its own hand in ``view(seat)``."""
        return tuple(self._hands[seat])

    @property
    def trick_cards(self) -> tuple[Card, ...]:
        """The cards on the table in order of play: ``table`` without the seats."""
        return tuple(self._trick)

    @property
    def trick_holder(self) -> Optional[int]:
        """The seat whose card now holds the trick on the table; None when it is empty."""
        return (self._leader + self._best) % self._n if self._trick else None

    def points_left(self) -> int:
        """Card points nobody has taken yet: in hands, on the table, still to draw (and in
        Chiamata col monte the caller's discards). Accusi are not card points."""
        return PACK_POINTS - sum(self._points)

    def playout(self) -> "Playout":
        """This position as a ``Playout``: the same state in plain lists, to play to the end
        quickly. Unchecked: for searches; learners' calls go through ``play()``."""
        twin = _NEW(Playout)
        twin.players, twin.trump = self._n, self.trump
        twin.hands = [list(hand) for hand in self._hands]
        twin.trick, twin.best = list(self._trick), self._best
        twin.leader, twin.current, twin.points = self._leader, self._current, list(self._points)
        self._fill_playout(twin)
        return twin

    def _fill_playout(self, playout: "Playout") -> None:
        """The variant's part of ``playout()``: the sides, the stock, what scores at the end."""
        raise NotImplementedError

    def simulation(self: Position) -> Position:
        """An independent copy that records nothing from here on: nobody will replay a hand
        a search plays out. Unchecked: for searches; learners' calls go through ``play()``."""
        twin = self.clone()
        twin._record = False
        return twin

    # -- the mechanics ----------------------------------------------------------------------

    def _play(self, seat: int, card: Card) -> Play:
        """Play a card already checked as legal for ``seat``, the seat to move: ``push`` it.
        Returns the ``Play`` event (equal to the one recorded)."""
        self.push(card)
        return Play(seat, card)

    def _lay_table(self, cards: Iterable[Card]) -> None:
        """Put ``cards`` on the table as the trick so far, in order of play (a sampled
        position; ``trump`` is already set)."""
        self._trick = list(cards)
        self._best = winning_index(self._trick, self.trump) if self._trick else 0

    def _on_play(self, seat: int, card: Card) -> None:
        """A hook for what a variant notes when a card is played."""

    def _end_trick(self) -> None:
        n, leader, cards = self._n, self._leader, tuple(self._trick)
        winner = (leader + self._best) % n
        points = pile_points(cards)
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


def _generator_copy(generator: random.Random) -> random.Random:
    """A generator that will draw what ``generator`` draws, independently of it."""
    # Not random.Random(): it would seed itself from the system (15 µs) only to be set anew.
    twin = random.Random.__new__(random.Random)
    twin.setstate(generator.getstate())
    return twin


class Playout:
    """A position cut down to what playing it to the end needs, in plain lists: for searches.

    The hard bot's and the advisor's searches finish thousands of sampled hands a move. A
    ``Playout`` (``game.playout()``) plays on by the rules of ``push``, that is of ``play()``:
    who takes is ``rules.beats`` card by card; the taker scores the trick, draws first (the
    others in order of play) and leads; col monte the caller's discards go with the last
    trick. It keeps no history, no ``Trick`` records and no views, and checks nothing: a card
    that may not be played leaves it broken. Making one is as cheap as copying a list or two.

    The state is plain attributes, for a search's loop to read: ``hands`` (seat by seat, each
    in the game's order), ``stock`` (the cards to draw, the next one last), ``trick`` (the
    cards on the table in order of play), ``best`` (the index in ``trick`` of the card
    holding it), ``leader``, ``current`` (None at the end) and ``points`` (card points taken,
    by seat). Fixed for the hand: ``players``, ``trump``, ``sides`` and ``side`` (each seat's
    index into ``sides``), the truth as the game's ``side_of``; ``called``, Chiamata's called
    card (else None), and ``revealed``: whether everyone knows who holds it (at once in the
    classic game; in Chiamata once it is played); ``bonus``, ``last_trick`` and ``target``
    for the score (below).
    """

    __slots__ = ("players", "trump", "sides", "side", "called", "revealed", "hands", "stock",
                 "trick", "best", "leader", "current", "points", "bonus", "last_trick", "target")

    players: int
    trump: Optional[Suit]
    sides: tuple[tuple[int, ...], ...]
    side: list[int]
    called: Optional[Card]
    revealed: bool
    hands: list[list[Card]]
    stock: list[Card]
    trick: list[Card]
    best: int
    leader: int
    current: Optional[int]
    points: list[int]
    bonus: list[int]          # points that are no cards, by seat: the accusi of Briscola a 151
    last_trick: int           # points that go with the last trick: col monte, the discards
    target: Optional[int]     # Chiamata: the callers' side wins with this many; else most wins

    def push(self, card: Card) -> None:
        """The seat to move plays ``card``, a card of its hand. Unchecked, as ``TrickPlay.push``."""
        seat: int = self.current  # type: ignore[assignment]  # the seat to move: never None
        hands, trick, n = self.hands, self.trick, self.players
        hands[seat].remove(card)
        if not trick:
            self.best = 0
        elif beats(card, trick[self.best], self.trump):
            self.best = len(trick)
        trick.append(card)
        if card is self.called:
            self.revealed = True
        if len(trick) < n:
            self.current = (seat + 1) % n
            return
        winner = (self.leader + self.best) % n
        self.points[winner] += pile_points(trick)
        self.trick = []
        self.leader = winner
        stock = self.stock
        if stock:  # the taker draws first, then the others in order of play
            for i in range(n):
                hands[(winner + i) % n].append(stock.pop())
        if hands[winner]:
            self.current = winner
        else:
            self.current = None
            self.points[winner] += self.last_trick
            self.revealed = True

    def points_by_side(self) -> tuple[int, ...]:
        """The points each side has taken (accusi included), as the game's ``points_by_side``."""
        points, bonus = self.points, self.bonus
        return tuple(sum(points[seat] + bonus[seat] for seat in side) for side in self.sides)

    def points_left(self) -> int:
        """Card points nobody has taken yet, as the game's ``points_left``."""
        return PACK_POINTS - sum(self.points)

    def winning_side(self) -> Optional[int]:
        """At the end, the index in ``sides`` of the winners, as the game's ``outcome()``: the
        most points (None for a draw), or in Chiamata whether the callers reached the target."""
        by_side = self.points_by_side()
        if self.target is not None:
            return 0 if by_side[0] >= self.target else 1
        return best_side(by_side)


_NEW = object.__new__
