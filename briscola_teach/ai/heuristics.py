"""A careful player's habits as plain functions of a hand and the trick on the table.

Used three ways: by the medium bot (with card counting on top), by the easy bot (with a
beginner's greed and blunders), and inside the hard bot's searches as the quick policy that
plays out the rest of a sampled hand. Nothing here sees more than the hand it is given and
the cards on the table.
"""

from __future__ import annotations

import random
from typing import Optional, Sequence

from ..cards import Card, Suit
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
    if not table:
        return min(hand, key=lambda card: lead_cost(card, trump))
    if partner_winning:
        if last or partner_safe:  # load points onto the partner's trick, keeping trumps
            plain = [card for card in hand if card.suit is not trump] or list(hand)
            return max(plain, key=lambda card: (card.points, -card.strength))
        return cheapest_throw(hand, trump)
    best = winning_card(table, trump)
    on_table = pile_points(table)
    winners = [card for card in hand if beats(card, best, trump)]
    same_suit = [card for card in winners if card.suit is not trump]
    if same_suit:  # a strozzo: take with the led suit, the biggest if nobody follows
        if last:
            return max(same_suit, key=lambda card: (card.points, card.strength))
        return min(same_suit, key=lambda card: (card.points < 10, -card.points, card.strength)) \
            if on_table >= 10 else min(same_suit, key=lambda card: card.strength)
    throw = cheapest_throw(hand, trump)
    if winners:
        trump_card = min(winners, key=lambda card: take_cost(card, trump))
        gain = on_table + trump_card.points
        worth = on_table >= 10 or (on_table >= 3 and trump_card.points == 0
                                   and trump_card.strength <= 5) or throw.points >= 10
        if worth and gain + throw.points * 0.5 >= take_cost(trump_card, trump) * 0.6:
            return trump_card
    return throw


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

