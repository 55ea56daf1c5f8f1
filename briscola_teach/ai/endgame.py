"""Exact play once every card is known and no more are drawn (2 players: the deck used up).

``solve(game, side)`` gives, for each card the player to move may play, the points ``side``
ends the hand with when everyone then plays perfectly (each side for itself; in three
players the other two are taken as one side against ``side``). Who takes a trick is decided
by ``rules.winning_index`` and ``rules.beats``, the engine's one rule for it; the search only
walks the choices, on the hands the engine's fast path shows (``TrickPlay.hand``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Optional, Sequence

from ..cards import DECK, Card, Suit
from ..rules import beats, pile_points, winning_index

# Exact search stays quick (a few milliseconds) up to this many cards in all hands: the last
# three tricks of four players, the last five of Briscola a 151 for two. Past it, it is not.
EXACT_CARDS = 12


def small_enough(hand_sizes: Sequence[int]) -> bool:
    return sum(hand_sizes) <= EXACT_CARDS


class _Solver:
    def __init__(self, trump: Optional[Suit], players: int, mine: frozenset[int]) -> None:
        self.trump, self.n, self.mine = trump, players, mine
        self.future = lru_cache(maxsize=None)(self._future)

    def _future(self, hands: tuple[frozenset[Card], ...], leader: int) -> int:
        """Points ``mine`` takes from here on, from the start of a trick."""
        if not hands[leader]:
            return 0
        return self.trick(hands, leader, ())

    def trick(self, hands: tuple[frozenset[Card], ...], leader: int,
              table: tuple[Card, ...]) -> int:
        """Best value for ``mine`` of the rest of the hand with ``table`` already played."""
        seat = (leader + len(table)) % self.n
        ours = seat in self.mine
        best: Optional[int] = None
        for card in hands[seat]:
            value = self.after(hands, leader, table, seat, card)
            if best is None or (value > best if ours else value < best):
                best = value
        return best  # type: ignore[return-value]  # the seat to move holds a card

    def after(self, hands: tuple[frozenset[Card], ...], leader: int, table: tuple[Card, ...],
              seat: int, card: Card) -> int:
        """Value for ``mine`` after ``seat`` plays ``card``."""
        rest = hands[:seat] + (hands[seat] - {card},) + hands[seat + 1:]
        played = table + (card,)
        if len(played) < self.n:
            return self.trick(rest, leader, played)
        winner = (leader + winning_index(played, self.trump)) % self.n
        points = pile_points(played) if winner in self.mine else 0
        return points + self.future(rest, winner)


def solve_position(hands: Sequence[Sequence[Card]], table: Sequence[Card], leader: int,
                   trump: Optional[Suit], mine: Sequence[int]) -> dict[Card, int]:
    """For each card of the seat to move, the points ``mine`` takes from here on."""
    solver = _Solver(trump, len(hands), frozenset(mine))
    frozen = tuple(frozenset(hand) for hand in hands)
    seat = (leader + len(table)) % len(hands)
    return {card: solver.after(frozen, leader, tuple(table), seat, card)
            for card in sorted(frozen[seat], key=lambda c: c.index)}


def solve(game, side: int) -> dict[Card, int]:
    """Exact final points of ``game``'s side ``side`` for each legal card (the deck empty)."""
    if game.deck_count:
        raise ValueError("solve needs a position with no cards left to draw")
    mine = game.sides[side]
    hands = [game.hand(seat) for seat in range(game.players)]
    taken = game.points_by_side()[side]
    future = solve_position(hands, game.trick_cards, game.leader, game.trump, mine)
    return {card: taken + points for card, points in future.items()}


def value(game, side: int) -> int:
    """Exact final points of ``side`` with perfect play from here (the deck empty)."""
    table = game.trick_cards
    hands = [game.hand(seat) for seat in range(game.players)]
    if game.players == 2:
        return game.points_by_side()[side] + duel_value(
            hands, game.leader, table, game.trump, game.sides[side][0])
    solver = _Solver(game.trump, game.players, frozenset(game.sides[side]))
    frozen = tuple(frozenset(hand) for hand in hands)
    future = solver.trick(frozen, game.leader, table)
    return game.points_by_side()[side] + future


def duel_value(hands: Sequence[Sequence[Card]], leader: int, table: Sequence[Card],
               trump: Optional[Suit], me: int) -> int:
    """Points seat ``me`` takes from here in a two-player endgame, both playing perfectly:
    the same answer as ``_Solver``, walked with plain tuples and alpha-beta cuts because the
    hard bot's playouts ask it tens of thousands of times a move."""
    lead = follow = 0  # the hands as sets of card indices: the answer does not hang on order
    for card in hands[leader]:
        lead |= 1 << card.index
    for card in hands[1 - leader]:
        follow |= 1 << card.index
    return _known_duel(lead, follow, table[0].index if table else -1, leader == me, trump)


# The same endgames come back again and again: in a search's samples that differ only in cards
# already played, and from one move to the next. A few thousand answers are kept.
@lru_cache(maxsize=1 << 14)
def _known_duel(lead: int, follow: int, led: int, mine: bool, trump: Optional[Suit]) -> int:
    """``duel_value`` for hands given as sets of card indices (bits) and the card led (-1:
    none yet)."""
    if led >= 0:
        return _follow(DECK[led], _cards(lead), _cards(follow), mine, trump, -1, 121)
    return _duel(_cards(lead), _cards(follow), mine, trump, -1, 121)


def _cards(bits: int) -> tuple[Card, ...]:
    """The cards whose indices are the bits set in ``bits``."""
    cards = []
    while bits:
        low = bits & -bits
        cards.append(DECK[low.bit_length() - 1])
        bits ^= low
    return tuple(cards)


def _duel(lead: tuple, follow: tuple, mine: bool, trump, alpha: int, beta: int) -> int:
    """My points from a trick's start (``mine``: I lead), searched within (alpha, beta)."""
    if len(lead) == 1:  # the last trick: one card each, no choice left to search
        led, card = lead[0], follow[0]
        points = led.points + card.points
        if beats(card, led, trump):
            return 0 if mine else points
        return points if mine else 0
    if not lead:
        return 0
    best = -1 if mine else 121
    for i, card in enumerate(lead):
        v = _follow(card, lead[:i] + lead[i + 1:], follow, mine, trump, alpha, beta)
        # alpha < beta on entry: a cut can only follow a bound that moved
        if mine:
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        elif v < best:
            best = v
            if v < beta:
                beta = v
                if alpha >= beta:
                    break
    return best


def _follow(led: Card, lead_rest: tuple, follow: tuple, mine: bool, trump, alpha: int,
            beta: int) -> int:
    """My points once ``led`` is on the table and the follower (me if not ``mine``) answers."""
    if not lead_rest:  # the last trick: the follower's one card, no choice left to search
        card = follow[0]
        points = led.points + card.points
        if beats(card, led, trump):
            return 0 if mine else points
        return points if mine else 0
    best = 121 if mine else -1
    led_points = led.points
    for j, card in enumerate(follow):
        rest = follow[:j] + follow[j + 1:]
        points = led_points + card.points
        if beats(card, led, trump):     # the follower takes the trick and leads next
            if mine:
                v = _duel(rest, lead_rest, False, trump, alpha, beta)
            else:
                v = points + _duel(rest, lead_rest, True, trump, alpha - points, beta - points)
        elif mine:                      # the leader takes it and leads again
            v = points + _duel(lead_rest, rest, True, trump, alpha - points, beta - points)
        else:
            v = _duel(lead_rest, rest, False, trump, alpha, beta)
        if mine:                    # the follower is my opponent: it keeps my points low
            if v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        elif v > best:
            best = v
            if v > alpha:
                alpha = v
                if alpha >= beta:
                    break
    return best
