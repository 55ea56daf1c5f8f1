"""Does the judge measure decisions? Stability and strength of the final table's stars.

    python benchmarks/judge.py [--hands 50] [--players hard,medium,easy,random]
    python benchmarks/judge.py --false-mistakes 500
    python benchmarks/judge.py --chiamata [--hands 20]

Lesson 05's final table: two players, the learner against the medium computer, stars from
the points the learner's plays gave away against the best cards, as the review finds them
(``course.decision_stars``, no hints asked). The course's own players
sit in the learner's seat:

- **Stability.** Each hand is reviewed twice, with the judge's second opinion (another
  ``seed``: other deals drawn): the share of hands whose stars agree. Goal: 95% or more.
- **Strength.** Mean stars per player; the share of 3 stars for the hard computer (goal:
  80% or more) and of 1 star for a player choosing at random (goal: 90% or more); the means
  in the order random < easy < medium < hard.

Prints one line per player and the seconds a review took (median, slowest).

``--chiamata``: the same for lesson 09's final table (five players, the medium computers
around, the deal's dealer seat 4 so that the learner opens the auction), the bids and the
call judged too (``review_auction``: each costly one counts ``AUCTION_POINTS``).

``--false-mistakes N``: N mid-hand positions of medium computers at two players, each card
judged, and the same cards played out on 20 times the judge's deals (the reference). Of the
cards within half a deal in 10 and 3 points of the reference's best, the share the judge calls
costly. Goal: 2% at most.
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
from briscola_teach.ai.advice import review, review_auction  # noqa: E402
from briscola_teach.ai.judge import (AUCTION_POINTS, MOST_SAMPLES, _classic_trials, judge,  # noqa: E402
                                     position_seed, shown_order)
from briscola_teach.ai.search import CardStats  # noqa: E402
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


def chiamata_hand(name: str, number: int):
    """Hand ``number`` of lesson 09's final table, the learner's seat played by ``name``
    (the random player: the course's random computer, which also bids and calls)."""
    game = new_game("chiamata", players=5, seed=2000 + number, dealer=4)
    learner = make_bot(name, seed=7 * number + 1)
    bots = {seat: make_bot("medium", seed=10 * number + seat) for seat in range(1, 5)}
    while not game.is_over:
        seat = game.current_player
        play_turn(game, learner if seat == LEARNER else bots[seat])
    return game


def stars_of(game, seed: int, times: list[float]) -> int:
    start = time.perf_counter()
    given_away = review(game, LEARNER, seed=seed).given_away
    if game.variant == "chiamata":
        auction = review_auction(game, LEARNER, seed=seed or None)
        given_away += AUCTION_POINTS * sum(item.is_mistake for item in auction)
    times.append(time.perf_counter() - start)
    return decision_stars(given_away)


def positions(count: int):
    """Mid-hand views of medium computers at two players (deck not yet used up)."""
    rng = random.Random(2026)
    while count:
        game = new_game("classic", players=2, seed=rng.randrange(10**6))
        bots = {s: make_bot("medium", seed=s) for s in range(2)}
        for _ in range(rng.randrange(0, 30)):
            play_turn(game, bots[game.current_player])
        view = game.view(game.current_player)
        if len(set(view.legal_plays())) > 1 and view.deck_count:
            count -= 1
            yield view


def reference(view, deals: int) -> list[CardStats]:
    """Every card played out on ``deals`` deals of another seed, best first."""
    draw, trial = _classic_trials(view)
    rng = random.Random(position_seed(view, salt=20))
    legal = list(dict.fromkeys(view.legal_plays()))
    totals = {card: [0.0, 0.0, 0.0] for card in legal}
    for _ in range(deals):
        drawn = draw(rng)
        for card in legal:
            for i, value in enumerate(trial(drawn, card)):
                totals[card][i] += value
    return sorted((CardStats(c, t[0] / deals, t[1] / deals, t[2] / deals, deals, False)
                   for c, t in totals.items()), key=shown_order)


def false_mistakes(count: int) -> None:
    close = called = costly = 0
    deals = 20 * MOST_SAMPLES[2]
    for view in positions(count):
        judged, ref = judge(view), reference(view, deals)
        best = ref[0]
        for stats in ref:
            costly += judged.costly(stats.card)
            if best.win - stats.win <= 0.05 and best.points - stats.points <= 3:
                close += 1
                called += judged.costly(stats.card)
    print(f"{count} positions, reference of {deals} deals: {close} cards within half a deal in "
          f"10 and 3 points of the reference's best, {called} of them called costly "
          f"({called / max(1, close):.1%}); {costly} costly cards in all")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=50)
    parser.add_argument("--players", default="hard,medium,easy,random")
    parser.add_argument("--false-mistakes", type=int, default=0)
    parser.add_argument("--chiamata", action="store_true")
    args = parser.parse_args()
    if args.false_mistakes:
        false_mistakes(args.false_mistakes)
        return
    times: list[float] = []
    table, deal = ("lesson 09's", chiamata_hand) if args.chiamata else ("lesson 05's", hand)
    print(f"{table} final table, {args.hands} hands a player, each reviewed twice")
    print(f"{'player':>8} {'mean stars':>10} {'3 stars':>8} {'1 star':>7} {'same stars':>10}")
    for name in args.players.split(","):
        first, second = [], []
        for number in range(args.hands):
            game = deal(name, number)
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
