"""Chiamata bidding by simulation: how many points would this hand make calling that card?

For a hand, every card that could be called is tried on a few deals of the other cards:
the hand bids, everyone else passes, the card is called and the hand is played out by the
careful player's habits, each player knowing the sides only as far as he may (the partner
knows the caller; the others learn who the partner is when the called card shows), as the
computer players play, and as the advisor's search plays out (``search.finish``). The
points the caller's side made in each deal tell the chance of reaching any total, so the
bot can bid as far as its chance stays above a threshold. Nothing but the bot's own hand
(and the public rules) goes in.

``bid_chances`` is the advisor's word on each bid (``advise_bid``): the call is chosen on
some deals and its chance counted on others, so the chance stated is the one met at the
table (``ai.calibration`` checks it over seeded auctions).

At the call step itself (al buio, after the first trick) ``call_position`` deals the unseen
cards around what the caller's view shows and replays the auction and the cards played, and
``play_call`` plays a call out on it: the advisor's ``advise_call`` ranks the calls so.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterator, Mapping, Optional, Sequence

from ..cards import DECK, Card, Rank, Suit
from ..games.chiamata import Bid, ChiamataGame, ChiamataRules, stacked_pack
from ..views import ChiamataView
from .heuristics import throw_cost
from .search import finish


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


def deal_hands(view: ChiamataView, others: Sequence[Card]) -> ChiamataGame:
    """The hand ``view`` shows at the start of the auction, with the other cards dealt in
    the order of ``others`` (the unseen cards this seat could be dealt against)."""
    rules, n, me = view.rules, view.players, view.seat
    rest = list(others)
    hands = [list(view.hand) if seat == me else [rest.pop() for _ in range(rules.hand_size)]
             for seat in range(n)]
    game = ChiamataGame.new(deck=stacked_pack(hands, view.dealer, rest), dealer=view.dealer,
                            **rules.house_rules())
    return game.simulation()  # a simulation keeps no history of its plays


def won_auction(dealt: ChiamataGame, seat: int, rank: Optional[Rank]) -> ChiamataGame:
    """``dealt`` (changed in place) after an auction ``seat`` wins alone, bidding ``rank``
    (or the lowest total), and al buio after the first trick too: the call is next."""
    rules = dealt.rules
    opening = Bid(points=rules.min_points) if rules.auction_on_points else Bid(rank=rank)
    while dealt.phase == "auction":
        mine = dealt.current_player == seat and dealt.contract is None
        dealt.bid(opening if mine else Bid())
    while dealt.phase == "play":  # al buio: a first trick before the call, no trump known
        dealt.play(min(dealt.legal_plays(), key=lambda c: throw_cost(c, None)))
    return dealt


def play_call(game: ChiamataGame, called: Card) -> int:
    """Points of the caller's side when the caller of ``game`` (at its call step) calls
    ``called``: col monte the bot's discards and partner choice, then everybody plays
    carefully, knowing the sides as far as each may (``search.knows_partner``; the game's
    ``side_of`` is the truth, which a seat trusts only as far as it may know it)."""
    game.call(called)
    if game.pending == "discard":
        hand = game.hand(game.caller)  # type: ignore[arg-type]  # the call step has a caller
        game.discard(choose_discards(hand, game.trump, game.rules.monte_size))
    if game.pending == "partner":
        hand = game.hand(game.caller)  # type: ignore[arg-type]  # the call step has a caller
        game.choose_partner("alone" if goes_alone(hand, game.trump) else "neighbour")
    position = game.playout()
    finish(position)
    return position.points_by_side()[0]


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
    game = ChiamataGame.new(deck=stacked_pack(hands, view.dealer, rest), dealer=view.dealer,
                            **rules.house_rules())
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
             ranks: Sequence[Optional[Rank]]) -> "Estimate":
    """For each candidate call, the caller's side points over ``samples`` simulated deals
    (the same deals for every candidate, so they compare fairly)."""
    return Estimate(view, deals(view, rng, samples),
                    {rank: call_candidates(view, rank) for rank in ranks})


def deals(view: ChiamataView, rng: random.Random, samples: int) -> list[list[Card]]:
    """``samples`` orders of the cards ``view`` does not show, to deal them in."""
    unseen = [card for card in DECK if card not in view.hand]
    orders = []
    for _ in range(samples):
        rng.shuffle(unseen)
        orders.append(list(unseen))
    return orders


class Estimate(Mapping[Card, list[int]]):
    """The caller's side points for each call of ``calls`` (the cards to try for each rank
    bid) over the deals ``orders``, the same deals for all. A rank's calls are played out
    the first time one of them is looked up: a bot that finds the Asso worth bidding never
    plays out the lower ranks."""

    def __init__(self, view: ChiamataView, orders: Sequence[Sequence[Card]],
                 calls: Mapping[Optional[Rank], Sequence[Card]]) -> None:
        self._view, self._orders = view, orders
        self._calls = {rank: list(cards) for rank, cards in calls.items()}
        self._rank_of = {card: rank for rank, cards in calls.items() for card in cards}
        self._dealt: dict[int, ChiamataGame] = {}
        self._points: dict[Card, list[int]] = {}

    def __getitem__(self, card: Card) -> list[int]:
        if card not in self._points:
            self._play(self._rank_of[card])
        return self._points[card]

    def __contains__(self, card: object) -> bool:
        return card in self._rank_of

    def __iter__(self) -> Iterator[Card]:
        return iter(self._rank_of)

    def __len__(self) -> int:
        return len(self._rank_of)

    def _play(self, rank: Optional[Rank]) -> None:
        view = self._view
        for i, order in enumerate(self._orders):
            if i not in self._dealt:
                self._dealt[i] = deal_hands(view, order)
            position = won_auction(self._dealt[i].clone(), view.seat, rank)
            for card in self._calls[rank]:
                self._points.setdefault(card, []).append(play_call(position.clone(), card))


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


# -- the advisor's chance of each bid ---------------------------------------------------------

# Deals to state a bid's chance on; a third as many more choose the call (see bid_chances).
# 64 keep the hint near a quarter of a second in plain Chiamata (10 ranks x 4 calls to
# choose from) on a 2-core machine; benchmarks/ai.py prints the time.
BID_SAMPLES = 64


@dataclass(frozen=True)
class BidChance:
    """One bid as the advisor weighs it: the call to make with it, and how often the
    caller's side reaches the bid's target with that call (over ``samples`` deals)."""

    bid: Bid
    call: Card
    chance: float
    points: float        # the caller's side's average points with that call
    samples: int


def bid_chances(view: ChiamataView, seed: int = 0,
                samples: int = BID_SAMPLES) -> tuple[BidChance, ...]:
    """Every bid ``view``'s seat may make now but the pass, weakest first, with its chance.

    Two sets of deals of the unseen cards, played out as ``estimate`` plays them: on the
    first (a third as many) every card of the bid's rank is tried and the call that makes
    the most points on average is chosen; on the second that call alone is played again and
    the share of deals reaching the target is the chance. Choosing and counting on the
    same deals would promise too much: the call that was luckiest on a few deals wins the
    choice, and its luck would be counted as its chance (with 8 deals for both, as the
    advisor once did, bids said to be made 6 times in 10 were made 4 or 5 times). The
    share is drawn a little toward one half (``fair_chance``). Deterministic for a ``seed``.

    >>> from briscola_teach import new_game
    >>> view = new_game("chiamata", seed=3).view(1)    # the first to bid
    >>> chances = bid_chances(view, seed=1, samples=6)
    >>> [item.bid.name("en") for item in chances[:3]]
    ['Ace', 'Three', 'King']
    >>> all(item.call.rank is item.bid.rank and 0 < item.chance < 1 for item in chances)
    True
    """
    rng = random.Random(seed)
    rules, bids = view.rules, view.legal_bids[1:]
    ranks = list(dict.fromkeys(rules.called_rank(bid) for bid in bids))
    trial = estimate(view, rng, max(1, samples // 3), ranks)
    calls = {rank: max(call_candidates(view, rank), key=lambda card: (
        sum(trial[card]), -card.index)) for rank in ranks}
    counted = Estimate(view, deals(view, rng, samples),
                       {rank: [card] for rank, card in calls.items()})
    chances = []
    for bid in bids:
        call = calls[rules.called_rank(bid)]
        points = counted[call]
        chances.append(BidChance(bid, call, fair_chance(points, rules.target(bid)),
                                 sum(points) / len(points), len(points)))
    return tuple(chances)
