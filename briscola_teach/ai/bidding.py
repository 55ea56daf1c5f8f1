"""Chiamata bidding by simulation: how many points would this hand make calling that card?

For a hand, every card that could be called is tried on a few deals of the other cards:
the hand bids, everyone else passes, the card is called and the hand is played out by the
careful player's habits. The points the caller's side made in each deal tell the chance of
reaching any total, so the bot can bid as far as its chance stays above a threshold.
Nothing but the bot's own hand (and the public rules) goes in.

At the call step itself (al buio, after the first trick) ``call_position`` deals the unseen
cards around what the caller's view shows and replays the auction and the cards played, and
``play_call`` plays a call out on it: the advisor's ``advise_call`` ranks the calls so.
"""

from __future__ import annotations

import random
from typing import Optional, Sequence

from ..cards import DECK, Card, Rank, Suit
from ..games.chiamata import Bid, ChiamataGame, ChiamataRules, ChiamataView
from .heuristics import throw_cost
from .search import careful_move


def with_sides(game: ChiamataGame) -> ChiamataGame:
    """Give a simulated game the seat-to-side table the quick policy reads (its truth)."""
    ours = game._truth_sides()[0]
    game._side_of = [0 if seat in ours else 1 for seat in range(game.players)]
    return game


def choose_discards(hand: Sequence[Card], trump: Optional[Suit], count: int) -> list[Card]:
    """Col monte: lay down the cards least worth keeping (the discards' points go to the
    last trick's taker, so lisci of plain suits first, never trumps while others remain)."""
    ranked = sorted(hand, key=lambda card: (throw_cost(card, trump), card.index))
    return ranked[:count]


def goes_alone(hand: Sequence[Card], trump: Optional[Suit]) -> bool:
    """Col monte with the called card in hand: alone with a hand rich in trumps and carichi."""
    trumps = [card for card in hand if card.suit is trump]
    carichi = sum(1 for card in hand if card.points >= 10)
    return len(trumps) >= 5 or (len(trumps) >= 4 and carichi >= 3)


def simulate(view: ChiamataView, called: Card, others: Sequence[Card],
             rng: random.Random) -> int:
    """Points of the caller's side when ``view.seat`` calls ``called``, the other cards
    dealt in the order of ``others``, and everybody plays carefully."""
    rules, n, me = view.rules, view.players, view.seat
    rest = list(others)
    hands = [list(view.hand) if seat == me else [rest.pop() for _ in range(rules.hand_size)]
             for seat in range(n)]
    leader = (view.dealer + 1) % n
    pack = [hands[(leader + i) % n][i // n] for i in range(n * rules.hand_size)] + rest
    game = ChiamataGame.new(deck=pack, dealer=view.dealer, **rules.house_rules())
    opening = Bid(rank=called.rank) if not rules.auction_on_points else Bid(points=rules.min_points)
    while game.phase == "auction":
        game.bid(opening if game.current_player == me and game.contract is None else Bid())
    if game.phase == "play":  # al buio: a first trick before the call
        while game.phase == "play":
            seat = game.current_player
            game.play(min(game.legal_plays(), key=lambda c: throw_cost(c, None)), seat=seat)
    return play_call(game, called)


def play_call(game: ChiamataGame, called: Card) -> int:
    """Points of the caller's side when the caller of ``game`` (at its call step) calls
    ``called``: col monte the bot's discards and partner choice, then everybody plays
    carefully, knowing the sides."""
    game.call(called)
    hand = game._hands[game.caller]  # type: ignore[index]
    if game.pending == "discard":
        game.discard(choose_discards(hand, game.trump, game.rules.monte_size))
    if game.pending == "partner":
        game.choose_partner("alone" if goes_alone(hand, game.trump) else "neighbour")
    with_sides(game)
    while game._current is not None:
        game._play(game._current, careful_move(game))
    return game.points_by_side()[0]


def call_position(view: ChiamataView, unseen: Sequence[Card]) -> ChiamataGame:
    """The whole hand as it stands in ``view``, after the auction and before the call (the
    call step, or al buio the first trick), as far as the view allows: the cards in
    ``unseen`` (every card this seat has not seen, in the order to deal them) fill the other
    hands and the monte, then the auction and the cards played so far are replayed as they
    went. Try a call with ``play_call`` on a ``clone()`` of it."""
    if view.caller is None or view.called_card is not None:
        raise ValueError(f"seat {view.seat}'s view is not between the auction and the call")
    rules, n = view.rules, view.players
    played: list[list[Card]] = [[] for _ in range(n)]
    plays = [play for trick in view.tricks for play in trick.plays] + list(view.table)
    for seat, card in plays:
        played[seat].append(card)
    rest = list(unseen)
    if len(rest) != len(DECK) - len(view.hand) - len(plays):
        raise ValueError(f"{len(rest)} unseen cards do not fill the hands of this view")
    hands = [played[seat] + (list(view.hand) if seat == view.seat else
                             [rest.pop() for _ in range(rules.hand_size - len(played[seat]))])
             for seat in range(n)]
    leader = (view.dealer + 1) % n
    pack = [hands[(leader + i) % n][i // n] for i in range(n * rules.hand_size)] + rest
    game = ChiamataGame.new(deck=pack, dealer=view.dealer, **rules.house_rules())
    for seat, bid in view.bids:
        game.bid(bid, seat=seat)
    for seat, card in plays:
        game.play(card, seat=seat)
    return game


def likely_call(hand: Sequence[Card], candidates: Sequence[Card]) -> Card:
    """A quick guess at a call: the candidate of the suit ``hand`` is longest and strongest
    in (a bot that did not simulate the hand, the advisor's playouts of the first trick al
    buio)."""
    return max(candidates, key=lambda card: (
        sum(3 + c.strength for c in hand if c.suit is card.suit), -card.index))


def call_candidates(view: ChiamataView, rank: Optional[Rank]) -> list[Card]:
    """The cards worth trying as a call: all four of a rank, or (col monte) the top cards."""
    if rank is not None:
        return [Card(rank, suit) for suit in Suit]
    return [card for card in DECK if card.rank in (Rank.ASSO, Rank.TRE, Rank.RE)]


def estimate(view: ChiamataView, rng: random.Random, samples: int,
             ranks: Sequence[Optional[Rank]]) -> dict[Card, list[int]]:
    """For each candidate call, the caller's side points over ``samples`` simulated deals
    (the same deals for every candidate, so they compare fairly)."""
    unseen = [card for card in DECK if card not in view.hand]
    deals = []
    for _ in range(samples):
        rng.shuffle(unseen)
        deals.append(list(unseen))
    points: dict[Card, list[int]] = {}
    for rank in ranks:
        for card in call_candidates(view, rank):
            if card not in points:
                points[card] = [simulate(view, card, deal, rng) for deal in deals]
    return points


def chance(points: Sequence[int], target: int) -> float:
    return sum(1 for p in points if p >= target) / len(points)


def fair_chance(points: Sequence[int], target: int) -> float:
    """The chance of reaching ``target`` from a few simulated deals, drawn toward one half
    (Laplace's rule): 5 of 5 deals say 86%, not a certainty."""
    return (sum(1 for p in points if p >= target) + 1) / (len(points) + 2)


def bid_ranks(rules: ChiamataRules) -> list[Optional[Rank]]:
    """The ranks a call may be made with: the 2 always in Subito al Due, any card col monte."""
    if rules.col_monte:
        return [None]
    if rules.subito_al_due:
        return [Rank.DUE]
    return list(Rank)
