"""Sampling the hidden cards: whole positions that agree with everything one seat has seen.

A bot never sees the game. To search, it deals the cards it cannot see (other hands, the
order of the deck) at random among the places they may be, keeping every public fact: hand
sizes, cards known to be in a hand (an accuso, the turned card drawn, a partner's hand shown),
the turned card at the bottom of the deck. Each sample is a ``ClassicGame`` to play on.
"""

from __future__ import annotations

import random
from typing import Callable, Union

from ..cards import DECK, Card
from ..games.chiamata import ChiamataGame
from ..games.classic import ClassicGame
from ..rules import beats, holding_play
from ..signals import claimed_rank
from ..views import ChiamataView, SeatView
from .endgame import small_enough


def sample_world(view: SeatView, rng: random.Random) -> ClassicGame:
    """One position consistent with ``view``; the hidden cards dealt uniformly at random."""
    return world_sampler(view)(rng)


def world_sampler(view: SeatView) -> Callable[[random.Random], ClassicGame]:
    """``sample_world`` for ``view``, to call once a sample: what the view fixes (the unseen
    cards, the cards known or signalled in a hand) is read once, not at every sample."""
    unseen = sorted(view.unseen_cards(), key=lambda card: card.index)
    shown = dict(view.partner_hands)
    signalled = signalled_cards(view, set(unseen))
    known = [list(shown.get(seat, view.known_cards[seat])) for seat in range(view.players)]

    def sample_one(rng: random.Random) -> ClassicGame:
        pool = unseen[:]
        rng.shuffle(pool)
        hands: list[list[Card]] = []
        for seat, size in enumerate(view.hand_sizes):
            if seat == view.seat:
                hands.append(list(view.hand))
                continue
            hand = known[seat][:]
            for card in signalled.get(seat, ()):
                if card in pool and card not in hand and len(hand) < size:
                    pool.remove(card)
                    hand.append(card)
            while len(hand) < size:
                hand.append(pool.pop())
            hands.append(hand)
        stock: list[Card] = []
        if view.deck_count:
            stock = [pool.pop() for _ in range(view.deck_count - 1)] + [view.briscola_card]
        if pool:
            raise AssertionError(f"{len(pool)} unseen cards left over: the view is inconsistent")
        return ClassicGame.world(view, hands, stock)
    return sample_one


def signalled_cards(view: SeatView, unseen: set[Card]) -> dict[int, list[Card]]:
    """Cards that signs this seat saw place in a hand: a sign for a named trump (the Asso,
    Tre, Re, Cavallo or Fante of briscola) holds until that card is played. With relative
    signs the named trumps are references, and "two above" or "two below" the latest
    reference of the giver's partner names the card instead."""
    placed: dict[int, list[Card]] = {}
    for _, giver, sign, reference in view.read_signals():
        rank = claimed_rank(sign, reference, view.relative_signals)
        card = Card(rank, view.trump) if rank is not None else None
        if giver != view.seat and card in unseen:
            placed.setdefault(giver, []).append(card)
    return placed


def is_known_world(view: SeatView) -> bool:
    """Whether the view leaves nothing hidden that matters (2 players, the deck used up) and
    the rest is small enough to search exactly."""
    hidden = sum(view.hand_sizes) - len(view.hand) - sum(len(k) for k in view.known_cards)
    hidden -= sum(len(cards) for _, cards in view.partner_hands)
    return view.deck_count == 0 and (view.players == 2 or hidden == 0) and \
        small_enough(view.hand_sizes)


def sample_chiamata_world(view: ChiamataView, rng: random.Random) -> ChiamataGame:
    """One Chiamata position consistent with ``view`` (play phase): the other hands and,
    col monte, the caller's discards dealt at random from the cards this seat has not seen."""
    return chiamata_sampler(view)(rng)


def chiamata_sampler(view: ChiamataView) -> Callable[[random.Random], ChiamataGame]:
    """``sample_chiamata_world`` for ``view``, to call once a sample: what the view fixes
    (the unseen cards, the evidence of who holds the called card) is read once."""
    seen = set(view.hand) | set(view.played_cards()) | set(view.discards)
    unseen = [card for card in DECK if card not in seen]
    called = view.called_card
    # who holds the called card, when this seat cannot tell: weigh the evidence
    weighed = view.alone is None and called in unseen
    shown = view.alone is False and called in unseen and view.caller is not None
    seats = [s for s in range(view.players) if s != view.seat and view.hand_sizes[s]]
    weights: list[float] = []
    if weighed:
        evidence = partner_weights(view)
        weights = [evidence[s] * view.hand_sizes[s] for s in seats]

    def sample_one(rng: random.Random) -> ChiamataGame:
        pool = unseen[:]
        rng.shuffle(pool)
        hands: list[list[Card]] = [list(view.hand) if seat == view.seat else []
                                   for seat in range(view.players)]
        discards = list(view.discards)
        if weighed:
            assert called is not None  # weighed: the called card is among the unseen
            holder = rng.choices(seats, weights)[0]
            pool.remove(called)
            # col monte, a caller playing alone (his secret) may have laid it among his discards
            monte = view.rules.monte_size if holder == view.caller and not discards else 0
            if rng.random() * (view.hand_sizes[holder] + monte) < monte:
                discards.append(called)
            else:
                hands[holder].append(called)
        elif shown:  # col monte: shown, in the caller's hand
            assert called is not None and view.caller is not None  # shown: both are known
            pool.remove(called)
            hands[view.caller].append(called)
        for seat, size in enumerate(view.hand_sizes):
            while seat != view.seat and len(hands[seat]) < size:
                hands[seat].append(pool.pop())
        if not view.discards:
            discards += [pool.pop() for _ in range(view.rules.monte_size - len(discards))]
        if pool:
            raise AssertionError(f"{len(pool)} unseen cards left over: the view is inconsistent")
        return ChiamataGame.world(view, hands, discards)
    return sample_one


def partner_weights(view: ChiamataView) -> list[float]:
    """How likely each seat is to hold the called card, from how it played so far: giving
    points to a trick the caller held hints at a partner, taking one from him at an opponent.
    (Each seat starts equal; the caller himself stands for "alone".)"""
    weights = [1.0] * view.players
    for trick in view.tricks:
        plays = list(trick.plays)
        for i, (seat, card) in enumerate(plays):
            if seat == view.caller or i == 0:
                continue
            holder, best = holding_play(plays[:i], view.trump)
            if holder == view.caller:
                if beats(card, best, view.trump):
                    weights[seat] *= 0.4
                elif card.points >= 3:
                    weights[seat] *= 2.5
    return weights


def sample(view: Union[SeatView, ChiamataView], rng: random.Random) -> Union[ClassicGame,
                                                                             ChiamataGame]:
    """A sampled position for either kind of view."""
    return sampler(view)(rng)


def sampler(view: Union[SeatView, ChiamataView]) -> Callable[[random.Random], Union[
        ClassicGame, ChiamataGame]]:
    """``sample`` for ``view``, to call once a sample (``world_sampler``, ``chiamata_sampler``)."""
    if isinstance(view, ChiamataView):
        return chiamata_sampler(view)
    return world_sampler(view)
