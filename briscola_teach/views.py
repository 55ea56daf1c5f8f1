"""What one seat may see: the only door to hidden cards.

A ``SeatView`` (classic Briscola and Briscola a 151) or a ``ChiamataView`` is a frozen
snapshot built by the game for one seat. It holds that seat's own hand, everything public
(the turned card, the trick on the table, every finished trick, accusi, cards that became
public in someone's hand, the points each seat took), the partner signs it saw, and counts
for what is hidden. Computer opponents and widgets get views, never the game.

This module sits beside ``games`` in the engine and imports nothing from it: the games
import their views from here, and the Chiamata terms a view names (``Bid``,
``ChiamataRules``) come from ``chiamata_rules``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from .cards import DECK, Card, Suit
from .chiamata_rules import Bid, ChiamataRules
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
    def known_partners(self) -> tuple[int, ...]:
        """The seats this seat knows play on its side: here every partner, the sides being
        fixed by the seats (``ChiamataView.known_partners`` answers the same question)."""
        return self.partners

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


@dataclass(frozen=True)
class ChiamataView(ViewBasics):
    """What one Chiamata seat may see. The partner is None until the called card shows, and
    so are the sides and their points: a view never tells who the partner is before the
    table knows (``known_partners`` adds what this seat alone knows, holding the card)."""

    seat: int
    rules: ChiamataRules
    dealer: int
    phase: str
    pending: Optional[str]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    bids: tuple[tuple[int, Bid], ...]
    passed: tuple[int, ...]
    contract: Optional[Bid]
    caller: Optional[int]
    target: Optional[int]
    called_card: Optional[Card]
    trump: Optional[Suit]
    partner: Optional[int]
    alone: Optional[bool]
    monte_count: int
    discards: tuple[Card, ...]
    table: tuple[tuple[int, Card], ...]
    leader: Optional[int]
    current_player: Optional[int]
    tricks: tuple[Trick, ...]
    # Each seat's points, the engine's own counter: public, the tricks taken lie face up.
    points_by_seat: tuple[int, ...]
    # (the caller's side, the others) and their points, once the called card is out; None
    # before, since the sides would name the partner.
    sides: Optional[tuple[tuple[int, ...], ...]]
    points_by_side: Optional[tuple[int, ...]]
    legal: tuple[Card, ...]
    legal_bids: tuple[Bid, ...]
    is_over: bool

    @property
    def holds_called_card(self) -> bool:
        return self.called_card is not None and self.called_card in self.hand

    @property
    def declared_by_seat(self) -> tuple[int, ...]:
        """No accusi in Chiamata: zero for each seat, so a table reads any view alike."""
        return (0,) * self.players

    @property
    def known_partners(self) -> tuple[int, ...]:
        """The seats this seat knows play on its side, in seat order.

        Once the called card is out everyone knows the sides (a caller alone has none, and
        the four others are partners). Before, only the holder of the called card knows
        something: the caller is its partner. The caller and the others know nobody yet.
        """
        caller, partner = self.caller, self.partner
        if caller is None:
            return ()
        others = [s for s in range(self.players) if s != self.seat]
        if self.alone:
            return () if self.seat == caller else tuple(s for s in others if s != caller)
        if partner is not None:
            side = (caller, partner)
            mine = self.seat in side
            return tuple(s for s in others if (s in side) == mine)
        if self.holds_called_card and self.seat != caller:
            return (caller,)
        return ()
