"""Bots against bots on duplicate deals: every deal is played twice, seats (or teams) swapped,
so the luck of the cards cancels out.

A deal's two games give A a score of 1 for a win, ½ for a draw, 0 for a loss each; the
arena reports A's mean score with a 95% interval (normal approximation over the deals, whose
two games are not independent), A's mean point difference, and the milliseconds each bot
spent a move.
"""

from __future__ import annotations

import math
import time
from dataclasses import asdict, dataclass
from multiprocessing import get_context
from typing import Any, Optional

from ..games.base import Outcome, new_game
from ..games.classic import ClassicGame
from . import play_turn
from .bots import LEVELS, make_bot


@dataclass(frozen=True)
class DealResult:
    """A's results on one deal: (score, point difference) for each of the two games."""

    deal: int
    scores: tuple[float, float]
    differences: tuple[int, int]
    seconds: tuple[float, float]   # time spent choosing by A, by B
    moves: tuple[int, int]


@dataclass(frozen=True)
class ArenaResult:
    a: str
    b: str
    players: int
    games: int
    score: float
    low: float
    high: float
    point_difference: float
    ms_per_move_a: float
    ms_per_move_b: float

    def text(self) -> str:
        return (f"{self.a} vs {self.b}, {self.players} players, {self.games} games on "
                f"{self.games // 2} duplicate deals\n"
                f"score of {self.a}: {self.score:.3f} (95% interval {self.low:.3f}-{self.high:.3f})\n"
                f"mean point difference: {self.point_difference:+.1f}\n"
                f"ms a move: {self.a} {self.ms_per_move_a:.2f}, {self.b} {self.ms_per_move_b:.2f}")

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def play_deal(a: str, b: str, players: int, seed: int, deal: int) -> DealResult:
    """Play deal number ``deal`` twice: A on the game's first side, then on its second."""
    scores, differences, seconds, moves = [], [], [0.0, 0.0], [0, 0]
    deal_seed = seed * 100_003 + deal
    for a_side in (0, 1):
        game = new_game("classic", players=players, seed=deal_seed)
        assert isinstance(game, ClassicGame)   # what "classic" names
        a_seats = game.sides[a_side]
        bots = {seat: make_bot(a if seat in a_seats else b, seed=deal_seed * 10 + seat)
                for seat in range(players)}
        while game.current_player is not None:
            seat = game.current_player
            who = 0 if seat in a_seats else 1
            start = time.perf_counter()
            play_turn(game, bots[seat])
            seconds[who] += time.perf_counter() - start
            moves[who] += 1
        outcome = game.outcome()
        assert outcome is not None
        score, difference = side_result(outcome, a_side)
        scores.append(score)
        differences.append(difference)
    return DealResult(deal, (scores[0], scores[1]), (differences[0], differences[1]),
                      (seconds[0], seconds[1]), (moves[0], moves[1]))


def side_result(outcome: Outcome, side: int) -> tuple[float, int]:
    """(1, ½ or 0 for a win, draw or loss; the points ahead of the best other side) of
    ``outcome``'s side ``side``, as the game's own winners say."""
    mine, theirs = outcome.score_of(outcome.sides[side][0])
    won = outcome.winners == outcome.sides[side]
    return (1.0 if won else 0.5 if outcome.is_draw else 0.0), mine - theirs


def _play_deal(arguments: tuple) -> DealResult:
    return play_deal(*arguments)


def summarise(a: str, b: str, players: int, deals: list[DealResult]) -> ArenaResult:
    """The arena's arithmetic: mean score, its 95% interval, point difference, timings."""
    if not deals:
        raise ValueError("no deals were played")
    per_deal = [sum(d.scores) / 2 for d in deals]
    n = len(per_deal)
    mean = sum(per_deal) / n
    spread = math.sqrt(sum((x - mean) ** 2 for x in per_deal) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * spread / math.sqrt(n)
    difference = sum(sum(d.differences) for d in deals) / (2 * n)
    seconds = [sum(d.seconds[i] for d in deals) for i in (0, 1)]
    moves = [sum(d.moves[i] for d in deals) for i in (0, 1)]
    return ArenaResult(a, b, players, 2 * n, mean, max(0.0, mean - half), min(1.0, mean + half),
                       difference, 1000 * seconds[0] / max(1, moves[0]),
                       1000 * seconds[1] / max(1, moves[1]))


def arena(a: str, b: str, players: int = 2, games: int = 200, seed: int = 0,
          jobs: Optional[int] = 1) -> ArenaResult:
    """Play ``games`` games (half as many deals, each twice; an odd number is rounded up) of
    level ``a`` against ``b``."""
    for level in (a, b):
        if level not in LEVELS:
            raise ValueError(f"unknown bot level {level!r}: expected one of {', '.join(LEVELS)}")
    if players not in (2, 4, 6):
        raise ValueError(f"the arena plays 2, 4 or 6 players (two sides), not {players!r}")
    if not isinstance(games, int) or games < 2:
        raise ValueError(f"games must be a whole number of at least 2, not {games!r}")
    tasks = [(a, b, players, seed, deal) for deal in range((games + 1) // 2)]
    if jobs == 1:
        deals = [_play_deal(task) for task in tasks]
    else:
        with get_context("spawn").Pool(jobs) as pool:
            deals = pool.map(_play_deal, tasks, chunksize=4)
    return summarise(a, b, players, deals)
