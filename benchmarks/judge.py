"""Does the judge measure decisions? Stability and strength of the final table's stars.

    python benchmarks/judge.py [--hands 50] [--players hard,medium,easy,random]

Lesson 05's final table: two players, the learner against the medium computer, stars from
the costly mistakes the review finds (``course.decision_stars``). The course's own players
sit in the learner's seat:

- **Stability.** Each hand is reviewed twice, with the judge's second opinion (another
  ``seed``: other deals drawn): the share of hands whose stars agree. Goal: 95% or more.
- **Strength.** Mean stars per player; the share of 3 stars for the hard computer (goal:
  80% or more) and of 1 star for a player choosing at random (goal: 90% or more); the means
  in the order random < easy < medium < hard.

Prints one line per player and the seconds a review took (median, slowest).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from briscola_teach import new_game  # noqa: E402
from briscola_teach.ai import make_bot, play_turn  # noqa: E402
from briscola_teach.ai.advice import review  # noqa: E402
from briscola_teach.course import decision_stars  # noqa: E402

LEARNER = 0


class RandomPlayer:
    """Any card it may play, at random."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def play(self, game) -> None:
        game.play(self.rng.choice(game.legal_plays()))


class CoursePlayer:
    """One of the course's computers, seeing the learner's view only."""

    def __init__(self, level: str, seed: int) -> None:
        self.bot = make_bot(level, seed=seed)

    def play(self, game) -> None:
        play_turn(game, self.bot)


def player(name: str, seed: int):
    return RandomPlayer(seed) if name == "random" else CoursePlayer(name, seed)


def hand(name: str, number: int):
    """Hand ``number`` of lesson 05's final table, the learner's seat played by ``name``."""
    game = new_game("classic", players=2, seed=1000 + number)
    learner, computer = player(name, 7 * number + 1), make_bot("medium", seed=number)
    while not game.is_over:
        if game.current_player == LEARNER:
            learner.play(game)
        else:
            play_turn(game, computer)
    return game


def stars_of(game, seed: int, times: list[float]) -> int:
    start = time.perf_counter()
    mistakes = len(review(game, LEARNER, seed=seed).mistakes)
    times.append(time.perf_counter() - start)
    return decision_stars(mistakes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=50)
    parser.add_argument("--players", default="hard,medium,easy,random")
    args = parser.parse_args()
    times: list[float] = []
    print(f"lesson 05's final table, {args.hands} hands a player, each reviewed twice")
    print(f"{'player':>8} {'mean stars':>10} {'3 stars':>8} {'1 star':>7} {'same stars':>10}")
    for name in args.players.split(","):
        first, second = [], []
        for number in range(args.hands):
            game = hand(name, number)
            first.append(stars_of(game, 0, times))
            second.append(stars_of(game, 1, times))
        both = first + second
        print(f"{name:>8} {statistics.mean(both):>10.2f} {both.count(3) / len(both):>8.0%} "
              f"{both.count(1) / len(both):>7.0%} "
              f"{sum(a == b for a, b in zip(first, second)) / len(first):>10.0%}", flush=True)
    print(f"review of a hand: median {statistics.median(times):.2f} s, "
          f"slowest {max(times):.2f} s ({len(times)} reviews)")


if __name__ == "__main__":
    main()
