"""What the other side has shown of itself: how carelessly it plays.

The hard bot's playouts assume careful opponents. Against a careless one that is too
pessimistic (a carico led is not always taken), so the search mixes in random moves as often
as the opponent has earned. The evidence is public: plays a careful player makes only when
forced (leading a carico or a big trump, throwing a carico away, spending a counting trump on
a liscio), counted while the deck still has cards and nobody is forced yet. The two rates
below were measured over 720 such plays each (/benchmarks/ai.py --careless prints them).
"""

from __future__ import annotations

from typing import Any, Optional

from ..cards import Card, Suit
from ..rules import beats

CARELESS_RATE = 0.237   # a random player's plays that look careless
CAREFUL_RATE = 0.092    # a careful (medium) player's, mostly forced by its hand
PRIOR_CARELESS = 0.3    # before any evidence: most opponents worth searching against are careful
EARLY_TRICKS = 12       # later the hands are small and carichi are played by force


def careless_play(card: Card, led: Optional[Card], trump: Optional[Suit]) -> bool:
    """Whether ``card`` (led, or played second on ``led``) is a play careful players avoid."""
    if led is None:
        return card.points >= 10 or (card.suit is trump and card.strength >= 6)
    takes = beats(card, led, trump)  # type: ignore[arg-type]
    if not takes:
        return card.points >= 10
    return card.suit is trump and led.points == 0 and card.points >= 2


def careless_chance(view: Any) -> float:
    """The chance, given the early tricks seen, that the other side plays at random rather
    than carefully (two players; 0 elsewhere: partners make the evidence ambiguous)."""
    if view.players != 2:
        return 0.0
    odds = PRIOR_CARELESS / (1 - PRIOR_CARELESS)
    for trick in view.tricks[:EARLY_TRICKS]:
        for position, (seat, card) in enumerate(trick.plays):
            if seat == view.seat:
                continue
            led = trick.plays[0][1] if position else None
            if careless_play(card, led, view.trump):
                odds *= CARELESS_RATE / CAREFUL_RATE
            else:
                odds *= (1 - CARELESS_RATE) / (1 - CAREFUL_RATE)
    return odds / (1 + odds)
