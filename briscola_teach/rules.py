"""What every variant shares: who takes a trick, the record of a trick, the sides at the table.

Who takes a trick is decided in one place: ``beats`` compares two cards, ``winning_index``
walks a trick with it (unchecked, for the engine and the searches) and ``trick_winner`` is the
same with every argument checked (for learners' calls). A pile's points are counted in one
place too: ``pile_points``.

>>> trick_winner(["7c", "1c", "2d"], "d")   # a low trump beats the Asso of the suit led
2
>>> trick_winner(["7c", "1s"], "d")         # a card of another suit never wins
0
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional, Sequence, Union

from .cards import Card, Suit
from .errors import InvalidCardError

CardLike = Union[Card, str]
SuitLike = Union[Suit, str]

MAX_PLAYERS = 7


def beats(card: Card, best: Card, trump: Optional[Suit]) -> bool:
    """Whether ``card`` takes the trick from ``best``, the card now holding it: the one
    comparison every part of the package decides a trick with.

    ``best`` is always of the suit led or a trump, so: a higher card of the same suit wins,
    a trump wins over a non-trump, and anything else loses. ``trump`` is None while no trump
    is known (Chiamata al buio, the first trick).
    """
    if card.suit is best.suit:
        return card.strength > best.strength
    return card.suit is trump


def pile_points(cards: Iterable[Card]) -> int:
    """The points of a pile of cards: a trick, what a side took, what is still to be won.
    Each card counts its own points (Asso 11, Tre 10, Re 4, Cavallo 3, Fante 2, the rest 0).

    >>> pile_points(Card.parse(code) for code in ("1c", "3c", "7d"))
    21
    """
    total = 0
    for card in cards:  # a loop: twice as quick as sum() over a generator for a trick
        total += card.points
    return total


def winning_index(cards: Sequence[Card], trump: Optional[Suit]) -> int:
    """Index in ``cards`` (in order of play, not empty) of the card holding the trick.

    Unchecked: ``trick_winner`` without its checks, for the engine and the searches, which
    pass ``Card`` objects of a real trick.
    """
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump):
            best = i
    return best


def holding_play(table: Sequence[tuple[int, Card]], trump: Optional[Suit]) -> tuple[int, Card]:
    """The (seat, card) now holding a trick: ``table`` is its (seat, card) plays in order, not
    empty. Unchecked, as ``winning_index``.

    >>> holding_play([(3, Card.parse("7c")), (4, Card.parse("1c")), (0, Card.parse("2d"))], Suit.DENARI)
    (0, Card.parse('2d'))
    """
    return table[winning_index([card for _, card in table], trump)]


def trick_winner(cards: Sequence[CardLike], briscola_suit: SuitLike) -> int:
    """Index in ``cards`` of the card that takes the trick; ``cards[0]`` was led.

    Cards may be ``Card`` objects or codes/names; the suit a ``Suit``, a letter or a name.
    """
    trump = Suit.parse(briscola_suit)
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
        raise InvalidCardError(
            f"trick_winner needs a list of the cards played, not {type(cards).__name__} {cards!r}",
            "trick_type", value=repr(cards))
    played = [Card.parse(card) for card in cards]
    if not 1 <= len(played) <= MAX_PLAYERS:
        raise InvalidCardError(
            f"a trick has 1 to {MAX_PLAYERS} cards, not {len(played)}", "trick_size",
            size=len(played), most=MAX_PLAYERS)
    if len(set(played)) != len(played):
        repeated = sorted({str(c) for c in played if played.count(c) > 1})
        raise InvalidCardError(
            f"a trick cannot hold the same card twice: {', '.join(repeated)}", "trick_repeat",
            cards=repeated)
    return winning_index(played, trump)


def sides_for(players: int) -> tuple[tuple[int, ...], ...]:
    """The sides of the classic game: alone in 2 and 3, partners alternating in 4 and 6."""
    if players in (4, 6):
        return (tuple(range(0, players, 2)), tuple(range(1, players, 2)))
    return tuple((seat,) for seat in range(players))


@dataclass(frozen=True, init=False)
class Trick:
    """A completed trick: who led, who played what in order, who took it, its points."""

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    points: int

    def __init__(self, leader: int, plays: tuple[tuple[int, Card], ...], winner: int,
                 points: int) -> None:
        # The searches settle thousands of tricks a move: filling the fields at once takes
        # half the time of a frozen dataclass's own __init__, which sets them one by one.
        self.__dict__.update(leader=leader, plays=plays, winner=winner, points=points)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)

    def card_of(self, seat: int) -> Card:
        for who, card in self.plays:
            if who == seat:
                return card
        raise KeyError(f"seat {seat} did not play in this trick")
