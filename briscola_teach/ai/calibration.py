"""Is the auction advice honest? Seeded auctions, each bid's stated chance against the hand
played out.

In each seeded hand the learner sits at seat 0, the dealer moves round with the seed (so the
learner bids first, last or in between), and computer players of one level bid until it is
the learner's turn, as at a lesson table. The advisor (``bidding.bid_chances``, what
``advise_bid`` says) weighs the learner's bids; one of them is picked at random and played:
the learner bids it and wins the auction (the others pass), calls the advised card and the
hand is played out by the same computer players, the learner's seat too. ``calibration``
groups the trials by the chance stated, in tenths, and sets the share made beside it.

Over 600 auctions of each lesson table with medium players (``benchmarks/ai.py
--calibration`` prints the tables), the 2,400 together were made within 7 in 100 of the
chance stated in every tenth; of each table's own tenths of 20 auctions or more, all but one
were within 10 in 100 (Subito al Due, chances of 0.5-0.6: 37 auctions made 12 in 100 less
often, one and a half times what luck alone moves a share of 37).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from multiprocessing import get_context
from typing import Any, Iterable, Optional, Sequence

from ..cards import Card
from ..games.chiamata import Bid, ChiamataGame
from . import play_turn
from .bidding import BID_SAMPLES, BidChance, bid_chances
from .bots import LEVELS, Bot, make_bot

# The house rules of the Chiamata tables in the lessons (09 and 10).
LESSON_TABLES: dict[str, dict[str, Any]] = {
    "plain": {},
    "subito al due": {"subito_al_due": True},
    "al buio": {"prima_mano_al_buio": True},
    "col monte, 6 players": {"col_monte": True, "players": 6, "min_points": 70,
                             "point_step": 5},
}

# Points auctions: the bid tried is at most this far above the lowest total on offer (the
# totals beyond are near hopeless, and would fill the lowest tenth alone).
POINTS_SPAN = 30


@dataclass(frozen=True)
class BidTrial:
    """One seeded auction: the bid tried, the chance the advisor stated, and the result."""

    seed: int
    bid: Bid
    call: Card
    predicted: float
    made: bool
    points: int          # the caller's side's points at the end
    target: int


@dataclass(frozen=True)
class Tenth:
    """The trials whose stated chance fell in [low, high): how many, stated and made."""

    low: float
    high: float
    hands: int
    predicted: float     # the mean chance stated
    actual: float        # the share made

    @property
    def spread(self) -> float:
        """How far the share made strays from the chance by luck alone (one standard error
        of a share of ``hands`` hands, each made with the chance stated)."""
        return math.sqrt(self.predicted * (1 - self.predicted) / self.hands)


def learner_turn(seed: int, level: str = "medium",
                 **options: Any) -> tuple[ChiamataGame, dict[int, Bot]]:
    """The seeded hand at the learner's (seat 0's) first bid, the others' bids made by
    computer players of ``level``, and those players."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}: expected one of {', '.join(LEVELS)}")
    game = ChiamataGame.new(seed=seed, dealer=seed % options.get("players", 5), **options)
    bots = {seat: make_bot(level, seed=seed * 10 + seat) for seat in range(game.players)}
    while game.current_player != 0:
        _turn(game, bots)
    return game, bots


def _turn(game: ChiamataGame, bots: dict[int, Bot]) -> None:
    """The computer player of the seat to move acts (the hand goes on)."""
    seat = game.current_player
    assert seat is not None, "the hand is over"
    play_turn(game, bots[seat])


def bid_trial(seed: int, samples: int = BID_SAMPLES, level: str = "medium",
              **options: Any) -> BidTrial:
    """The seeded auction ``seed`` of a Chiamata hand with ``options`` (its house rules)."""
    game, bots = learner_turn(seed, level, **options)
    offered = bid_chances(game.view(0), seed=seed, samples=samples)
    tried = random.Random(seed).choice(_worth_trying(offered))
    game.bid(tried.bid, seat=0)
    while game.phase == "auction":
        game.bid(Bid(), seat=game.current_player)
    while game.phase == "play":     # al buio the first trick comes before the call
        _turn(game, bots)
    game.call(tried.call, seat=0)
    while not game.is_over:
        _turn(game, bots)
    outcome = game.outcome()
    assert outcome is not None
    points = outcome.points_by_side[0]
    return BidTrial(seed, tried.bid, tried.call, tried.chance, outcome.made,
                    points, outcome.target)


def _worth_trying(offered: Sequence[BidChance]) -> list[BidChance]:
    """Every rank bid; of the totals, those within ``POINTS_SPAN`` of the lowest."""
    low = offered[0].bid.points
    return [item for item in offered
            if low is None or item.bid.points is None or item.bid.points <= low + POINTS_SPAN]


def _trial(arguments: tuple) -> BidTrial:
    seed, samples, level, options = arguments
    return bid_trial(seed, samples, level, **options)


def bid_trials(seeds: Iterable[int], samples: int = BID_SAMPLES, level: str = "medium",
               jobs: Optional[int] = 1, **options: Any) -> list[BidTrial]:
    """``bid_trial`` for each seed, in ``jobs`` processes (None: one a core)."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}: expected one of {', '.join(LEVELS)}")
    tasks = [(seed, samples, level, options) for seed in seeds]
    if jobs == 1:
        return [_trial(task) for task in tasks]
    with get_context("spawn").Pool(jobs) as pool:
        return pool.map(_trial, tasks, chunksize=4)


def calibration(trials: Sequence[BidTrial]) -> list[Tenth]:
    """The trials grouped by the stated chance in tenths (a chance of 1 counts in the
    last), each tenth with its mean stated chance and the share made; empty tenths left out.

    >>> from briscola_teach.cards import Card
    >>> trial = lambda chance, made: BidTrial(0, Bid(points=61), Card.parse("2c"), chance,
    ...                                       made, 61 if made else 60, 61)
    >>> [(t.low, t.hands, t.predicted, t.actual)
    ...  for t in calibration([trial(0.25, True), trial(0.375, False), trial(0.3125, True)])]
    [(0.2, 1, 0.25, 1.0), (0.3, 2, 0.34375, 0.5)]
    """
    tenths = []
    for i in range(10):
        group = [trial for trial in trials if min(9, int(trial.predicted * 10 + 1e-9)) == i]
        if group:
            tenths.append(Tenth(i / 10, (i + 1) / 10, len(group),
                                sum(trial.predicted for trial in group) / len(group),
                                sum(trial.made for trial in group) / len(group)))
    return tenths
