"""A careful player's habits as plain functions of a hand and the trick on the table.

Used three ways: by the medium bot (with card counting on top), by the easy bot (with a
beginner's greed and blunders), and inside the hard bot's searches as the quick policy that
plays out the rest of a sampled hand. Nothing here sees more than the hand it is given and
the cards on the table.
"""

from __future__ import annotations

import random
from typing import Optional, Sequence

from ..cards import DECK, Card, Suit
from ..rules import beats, pile_points, winning_index


def winning_card(table: Sequence[Card], trump: Optional[Suit]) -> Card:
    """The card now holding the trick (``table`` in order of play, not empty)."""
    return table[winning_index(table, trump)]


def throw_cost(card: Card, trump: Optional[Suit]) -> float:
    """How much it hurts to give ``card`` away: points, then trump power, then strength."""
    cost = card.points * 3.0 + card.strength * 0.1
    if card.suit is trump:
        cost += 8 + card.strength
    return cost


def lead_cost(card: Card, trump: Optional[Suit]) -> float:
    """How much it risks to lead ``card``: lisci first, carichi and big trumps last."""
    if card.suit is trump:
        return 6 + card.strength + card.points * 2.0
    return card.points * 2.5 + card.strength * 0.1


def cheapest_throw(hand: Sequence[Card], trump: Optional[Suit]) -> Card:
    return min(hand, key=lambda card: throw_cost(card, trump))


def take_cost(card: Card, trump: Optional[Suit]) -> float:
    """The price of taking with ``card``: a trump spent (bigger trumps cost more)."""
    return 4 + card.strength + card.points if card.suit is trump else 0.0


def careful_choice(hand: Sequence[Card], table: Sequence[Card], trump: Optional[Suit],
                   partner_winning: bool, last: bool, partner_safe: bool = False) -> Card:
    """The careful player's card. ``table`` holds the cards already played in this trick;
    ``partner_winning``: a partner holds the trick; ``last``: nobody plays after this card;
    ``partner_safe``: the partner's card cannot be beaten by those still to play."""
    if len(hand) == 1:
        return hand[0]
    # The searches ask this at every card of every playout: the costs come from tables.
    lead_costs, throw_costs, take_costs = _COSTS[trump]
    if not table:
        return _cheapest(hand, lead_costs)
    if partner_winning:
        if last or partner_safe:  # load points onto the partner's trick, keeping trumps
            plain = [card for card in hand if card.suit is not trump] or list(hand)
            return max(plain, key=lambda card: (card.points, -card.strength))
        return _cheapest(hand, throw_costs)
    best = table[0] if len(table) == 1 else winning_card(table, trump)
    on_table = pile_points(table)
    winners = [card for card in hand if beats(card, best, trump)]
    if not winners:
        return _cheapest(hand, throw_costs)
    same_suit = [card for card in winners if card.suit is not trump]
    if same_suit:  # a strozzo: take with the led suit, the biggest if nobody follows
        if last:
            return max(same_suit, key=lambda card: (card.points, card.strength))
        return min(same_suit, key=lambda card: (card.points < 10, -card.points, card.strength)) \
            if on_table >= 10 else min(same_suit, key=lambda card: card.strength)
    throw = _cheapest(hand, throw_costs)
    trump_card = _cheapest(winners, take_costs)
    gain = on_table + trump_card.points
    worth = on_table >= 10 or (on_table >= 3 and trump_card.points == 0
                               and trump_card.strength <= 5) or throw.points >= 10
    if worth and gain + throw.points * 0.5 >= take_costs[trump_card.index] * 0.6:
        return trump_card
    return throw


def _cheapest(cards: Sequence[Card], costs: Sequence[float]) -> Card:
    """The first of ``cards`` with the lowest cost (``costs`` by card index), as ``min``."""
    found = cards[0]
    low = costs[found.index]
    for card in cards:
        cost = costs[card.index]
        if cost < low:
            found, low = card, cost
    return found


# (lead_cost, throw_cost, take_cost) of every card by its index, for each trump and for none.
_COSTS = {trump: tuple([cost(card, trump) for card in DECK] for cost in (lead_cost, throw_cost, take_cost))
          for trump in (*Suit, None)}


def greedy_choice(hand: Sequence[Card], table: Sequence[Card], trump: Optional[Suit],
                  rng: random.Random) -> Card:
    """A beginner: leads big cards, takes with the biggest card it can, wastes trumps."""
    if not table:
        if rng.random() < 0.5:
            return max(hand, key=lambda card: (card.points, card.strength))
        return rng.choice(list(hand))
    best = winning_card(table, trump)
    winners = [card for card in hand if beats(card, best, trump)]
    if winners and (pile_points(table) > 0 or rng.random() < 0.5):
        return max(winners, key=lambda card: (card.points, card.strength))
    return rng.choice(list(hand))


def is_top_of_suit(card: Card, unseen: set[Card]) -> bool:
    """No unseen card of its suit is stronger: only a trump can take it (a carta franca)."""
    return not any(beats(other, card, None) for other in unseen)   # None: leaving trumps aside

