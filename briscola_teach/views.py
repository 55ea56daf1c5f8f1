"""What one seat may see: the only door to hidden cards.

A ``SeatView`` is a frozen snapshot built by the game for one seat. It holds that seat's
own hand, everything public (the turned card, the trick on the table, every finished trick,
accusi, cards that became public in someone's hand), the partner signs it saw, and counts
for what is hidden. Computer opponents and widgets get views, never the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from .cards import DECK, Card, Suit
from .errors import InvalidOptionError
from .history import Declare
from .rules import Trick
from .signals import Sign, partner_reference, read_signs


class ViewBasics:
    """What every variant's view answers the same way."""

    seat: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    table: tuple[tuple[int, Card], ...]
    current_player: Optional[int]
    tricks: tuple[Trick, ...]
    legal: tuple[Card, ...]

    @property
    def players(self) -> int:
        return len(self.hand_sizes)

    @property
    def my_turn(self) -> bool:
        return self.current_player == self.seat

    def legal_plays(self) -> tuple[Card, ...]:
        """The cards this seat may play now (empty when it is not its turn)."""
        return self.legal

    def played_cards(self) -> tuple[Card, ...]:
        """Every card played so far in this hand, finished tricks first, then the table."""
        done = tuple(card for trick in self.tricks for _, card in trick.plays)
        return done + tuple(card for _, card in self.table)


@dataclass(frozen=True)
class SeatView(ViewBasics):
    seat: int
    rules: Any
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    briscola_card: Card
    trump: Suit
    deck_count: int
    table: tuple[tuple[int, Card], ...]
    leader: Optional[int]
    current_player: Optional[int]
    tricks: tuple[Trick, ...]
    sides: tuple[tuple[int, ...], ...]
    points_by_side: tuple[int, ...]
    # Each seat's points so far, its accusi included, and the accusi alone: the engine's own
    # counters, so nobody adds up tricks by hand. Summed over a side they give points_by_side.
    points_by_seat: tuple[int, ...]
    declared_by_seat: tuple[int, ...]
    declarations: tuple[Declare, ...]
    known_cards: tuple[tuple[Card, ...], ...]
    out_of_play: tuple[Card, ...]
    partner_hands: tuple[tuple[int, tuple[Card, ...]], ...]
    legal: tuple[Card, ...]
    legal_declarations: tuple[Suit, ...]
    can_swap_seven: bool
    is_over: bool
    # Partner signs (RULES.md section 5), empty without the house rule ``signals``:
    # (trick number, giver, sign) for every sign this seat saw: its own, its partners', and
    # the opponents' it intercepted; never one it did not see.
    signals: tuple[tuple[int, int, Sign], ...] = ()
    # (trick number, giver, sign, opponents who saw it) for every sign of this seat's side.
    intercepted: tuple[tuple[int, int, Sign, tuple[int, ...]], ...] = ()
    # The signs this seat may give now (empty when it is not its turn).
    legal_signals: tuple[Sign, ...] = ()

    def side_of(self, seat: int) -> int:
        """Index into ``sides`` of the side ``seat`` plays for."""
        for index, side in enumerate(self.sides):
            if seat in side:
                return index
        raise InvalidOptionError(f"seat {seat!r} is not at this table of {self.players}", "seat",
                                 value=repr(seat), players=self.players, what="seat")

    @property
    def my_side(self) -> int:
        return self.side_of(self.seat)

    @property
    def relative_signals(self) -> bool:
        return bool(getattr(self.rules, "relative_signals", False))

    def read_signals(self) -> list[tuple[int, int, Sign, Optional[Sign]]]:
        """The signs this seat saw, ``(trick, giver, sign, reference)``: with relative signs
        each with the partner's reference it answers (``signals.read_signs``)."""
        return read_signs(self.signals, self.side_of, self.relative_signals)

    def partner_reference(self) -> Optional[Sign]:
        """With relative signs, the partner's reference this seat's answer would answer."""
        return partner_reference(self.signals, self.seat, self.side_of, self.relative_signals)

    @property
    def partners(self) -> tuple[int, ...]:
        return tuple(s for s in self.sides[self.my_side] if s != self.seat)

    @property
    def briscola_under_deck(self) -> bool:
        """Whether the turned card is still lying under the deck (it is drawn last)."""
        return self.deck_count > 0

    def unseen_cards(self) -> frozenset[Card]:
        """Cards this seat cannot place: in other hands or in the deck, not yet seen.

        The turned card while under the deck and cards known to be in a hand are excluded.
        """
        seen = set(self.hand) | set(self.played_cards()) | set(self.out_of_play)
        for cards in self.known_cards:
            seen.update(cards)
        for _, cards in self.partner_hands:
            seen.update(cards)
        if self.deck_count > 0:
            seen.add(self.briscola_card)
        return frozenset(card for card in DECK if card not in seen)
