"""Speed of the computer opponents and the advisor on this machine, one process.

    python benchmarks/ai.py [--quick] [--arena [--games 2000] [--jobs 2] [--seed 0]]
                            [--calibration [--auctions 600] [--jobs 2]]

Times are per decision with a real choice (two or more legal cards; every bid, the first
bid on a hand, which evaluates it by simulation, apart from the later ones), measured
over a few seeded games played through ``play_turn``: the hard bot in 2 and 4 players, in
Briscola Chiamata (play and bids), ``advise(view)`` in 2 and 4 players, and in Chiamata
``advise_call`` (the call, median <= 1 s), ``advise_bid`` (the learner's first bid in
seeded auctions of medium players, 20 views a lesson table, median <= 1 s) and ``review`` of
a hand. Targets
(issue 4): hard, 2 players, median <= 150 ms and 95th percentile <= 400 ms; 4 players median
<= 300 ms; Chiamata play and bids median <= 500 ms; the advisor within the same bounds.
The judge (issue 41): a hint median <= 300 ms at 2 players and <= 600 ms at 5 (the
Chiamata's play); the review of a two-player hand <= 1.5 s, of a Chiamata hand <= 3 s.
A default run takes a few minutes at most; ``--quick`` plays one game of each.

With ``--arena`` it also plays the issue's four strength targets with
``briscola_teach.ai.arena.arena(..., jobs=2)`` (duplicate deals, 2 players): hard vs random
>= 0.93, hard vs medium >= 0.60, medium vs easy >= 0.60, easy vs random >= 0.60. With the
default 2,000 games each, the two matches of the hard bot take the longest (tens of minutes).

With ``--calibration`` it checks the auction advice (issue 13): for each Chiamata table of
the lessons, ``--auctions`` seeded auctions (``briscola_teach.ai.calibration``: medium
players, the learner bids one of the bids weighed and plays it out with the advised call),
and a table of the chance ``advise_bid`` stated against the share made, by tenths, each
table's own and all together; a tenth of 20 auctions or more is "ok" within 10 in 100. The
default 600 auctions a table take a few minutes with 2 processes.
"""

from __future__ import annotations

import argparse
import math
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Callable, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from briscola_teach import new_game  # noqa: E402
from briscola_teach.ai import make_bot, play_turn  # noqa: E402
from briscola_teach.ai.advice import advise, advise_bid, advise_call, review  # noqa: E402
from briscola_teach.ai.arena import arena  # noqa: E402
from briscola_teach.ai.calibration import (LESSON_TABLES, bid_trials, calibration,  # noqa: E402
                                           learner_turn)

TIMED = ("choose", "bid", "call", "discard", "choose_partner")
# the first bid on a hand evaluates it by simulation; the later bids reuse the estimate
FIRST_BID = "first bid"


class Timed:
    """A bot for ``play_turn`` that notes how long each of its answers took (in seconds)."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.times: dict[str, list[float]] = {name: [] for name in TIMED + (FIRST_BID,)}
        self.hand = None

    def __getattr__(self, name: str):
        method = getattr(self.bot, name)
        if name not in TIMED:
            return method

        def timed(view):
            start = time.perf_counter()
            answer = method(view)
            elapsed = time.perf_counter() - start
            if name == "bid" and view.hand != self.hand:
                self.hand = view.hand
                self.times[FIRST_BID].append(elapsed)
            elif name != "choose" or len(view.legal_plays()) > 1:
                self.times[name].append(elapsed)
            return answer
        return timed


def percentile(values: list[float], share: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def line(label: str, seconds: list[float], median_target: Optional[float] = None,
         p95_target: Optional[float] = None) -> None:
    if not seconds:
        print(f"  {label:<36} (no decisions)")
        return
    ms = [s * 1000 for s in seconds]
    median, p95 = statistics.median(ms), percentile(ms, 0.95)
    text = (f"  {label:<36} median {median:8.1f} ms   p95 {p95:8.1f} ms   max {max(ms):8.1f} ms"
            f"   ({len(ms)} decisions)")
    targets = []
    if median_target is not None:
        targets.append(f"median <= {median_target:.0f} "
                       f"{'ok' if median <= median_target else 'OVER'}")
    if p95_target is not None:
        targets.append(f"p95 <= {p95_target:.0f} {'ok' if p95 <= p95_target else 'OVER'}")
    if targets:
        text += "   target: " + ", ".join(targets)
    print(text, flush=True)


def bot_games(make_game: Callable[[int], object], levels: list[str], seeds: range,
              timed_level: str = "hard") -> dict[str, list[float]]:
    """Play the seeded games, every seat at its level; the times of ``timed_level``'s seats."""
    times: dict[str, list[float]] = {name: [] for name in TIMED + (FIRST_BID,)}
    for seed in seeds:
        game = make_game(seed)
        bots = {seat: Timed(make_bot(level, seed=seed * 10 + seat))
                for seat, level in enumerate(levels)}
        while not game.is_over:
            play_turn(game, bots[game.current_player])
        for seat, bot in bots.items():
            if levels[seat] == timed_level:
                for name, values in bot.times.items():
                    times[name] += values
    return times


def advisor_times(players: int, seeds: range) -> list[float]:
    """``advise`` at every decision of seat 0 in classic games played by medium bots."""
    return hint_times(lambda seed: new_game("classic", players=players, seed=seed), seeds)


def hint_times(deal, seeds: range) -> list[float]:
    """``advise`` (the judge's hint) at every card seat 0 chooses in the games ``deal(seed)``
    makes, played by medium bots (in the Chiamata, from the play on)."""
    seconds = []
    for seed in seeds:
        game = deal(seed)
        bots = {seat: make_bot("medium", seed=seed * 10 + seat) for seat in range(game.players)}
        while not game.is_over:
            view = game.view(game.current_player)
            if view.seat == 0 and getattr(game, "phase", "play") == "play" and \
                    len(set(view.legal_plays())) > 1:
                start = time.perf_counter()
                advise(view)
                seconds.append(time.perf_counter() - start)
            play_turn(game, bots[game.current_player])
    return seconds


def call_advice_times(options: dict, seeds: range) -> list[float]:
    """``advise_call`` for the caller of seeded Chiamata hands bid by medium bots."""
    seconds = []
    for seed in seeds:
        game = new_game("chiamata", seed=seed, **options)
        bots = {seat: make_bot("medium", seed=seed * 10 + seat) for seat in range(game.players)}
        while game.pending != "call":
            play_turn(game, bots[game.current_player])
        start = time.perf_counter()
        advise_call(game.view(game.caller), seed=seed)
        seconds.append(time.perf_counter() - start)
    return seconds


def bid_advice_times(options: dict, seeds: range) -> list[float]:
    """``advise_bid`` for the learner's first bid in seeded auctions of medium players (the
    views ``calibration`` weighs)."""
    seconds = []
    for seed in seeds:
        game, _ = learner_turn(seed, **options)
        start = time.perf_counter()
        advise_bid(game.view(0), seed=seed)
        seconds.append(time.perf_counter() - start)
    return seconds


def classic_review_times(players: int, seeds: range) -> list[float]:
    """``review`` of seat 0's plays in seeded classic hands of medium bots."""
    seconds = []
    for seed in seeds:
        game = new_game("classic", players=players, seed=seed)
        bots = {seat: make_bot("medium", seed=seed * 10 + seat) for seat in range(players)}
        while not game.is_over:
            play_turn(game, bots[game.current_player])
        start = time.perf_counter()
        review(game, 0)
        seconds.append(time.perf_counter() - start)
    return seconds


def chiamata_review_times(options: dict, seeds: range) -> list[float]:
    """``review`` of the caller's plays in seeded Chiamata hands of medium bots."""
    seconds = []
    for seed in seeds:
        game = new_game("chiamata", seed=seed, **options)
        bots = {seat: make_bot("medium", seed=seed * 10 + seat) for seat in range(game.players)}
        while not game.is_over:
            play_turn(game, bots[game.current_player])
        start = time.perf_counter()
        review(game, game.caller, seed=seed)
        seconds.append(time.perf_counter() - start)
    return seconds


def speeds(quick: bool) -> None:
    few = range(1, 2) if quick else range(1, 4)
    print("hard bot, time a decision (moves with two or more legal cards):", flush=True)
    times = bot_games(lambda s: new_game("classic", players=2, seed=s), ["hard", "hard"], few)
    line("classic, 2 players", times["choose"], 150, 400)
    times = bot_games(lambda s: new_game("classic", players=4, seed=s), ["hard"] * 4,
                      range(1, 2) if quick else range(1, 3))
    line("classic, 4 players", times["choose"], 300)
    for players in (() if quick else (3, 6)):
        seats = ["hard" if seat == 0 else "medium" for seat in range(players)]
        times = bot_games(lambda s: new_game("classic", players=players, seed=s), seats,
                          range(1, 2), timed_level="hard")
        line(f"classic, {players} players (one hard seat)", times["choose"])
    print("hard bot, Briscola Chiamata (5 players, every seat hard):", flush=True)
    times = bot_games(lambda s: new_game("chiamata", seed=s), ["hard"] * 5,
                      range(1, 2) if quick else range(1, 3))
    line("plain: play", times["choose"], 500)
    line("plain: first bid on a hand", times[FIRST_BID], 500)
    line("plain: later bids", times["bid"], 500)
    line("plain: call", times["call"])
    if not quick:
        times = bot_games(lambda s: new_game("chiamata", seed=s, col_monte=True, players=6),
                          ["hard"] * 6, range(1, 2))
        line("col monte, 6 players: play", times["choose"], 500)
        line("col monte, 6 players: first bids", times[FIRST_BID], 500)
        line("col monte, 6 players: later bids", times["bid"], 500)
    print("advisor, advise(view) for seat 0 in games of medium bots:", flush=True)
    line("classic, 2 players", advisor_times(2, few), 150, 400)
    line("classic, 4 players", advisor_times(4, range(1, 2)), 300)
    chiamata = range(1, 2 if quick else 4)
    line("Chiamata, 5 players, the play",
         hint_times(lambda seed: new_game("chiamata", seed=seed), chiamata), 600)
    line("review of a hand, classic, 2 players",
         classic_review_times(2, range(1, 3 if quick else 11)), 1500)
    print("advisor, Briscola Chiamata (the widgets call it from a button):", flush=True)
    line("advise_call, plain, 5 players", call_advice_times({}, range(1, 4 if quick else 11)), 1000)
    if not quick:
        line("advise_call, al buio", call_advice_times({"prima_mano_al_buio": True},
                                                       range(1, 11)), 1000)
        line("advise_call, col monte, 5 players (40 calls)",
             call_advice_times({"col_monte": True}, range(1, 11)), 1000)
    for name, options in LESSON_TABLES.items():
        if quick and name != "plain":
            continue
        line(f"advise_bid, {name}", bid_advice_times(options, range(5 if quick else 20)), 1000)
    line("review of the caller's hand, plain",
         chiamata_review_times({}, range(1, 2 if quick else 4)), 3000)
    if quick:
        return
    print("for comparison (no targets in the issue):", flush=True)
    for players in (2, 4, 6):
        seats = ["medium" if seat % 2 == 0 else "random" for seat in range(players)]
        times = bot_games(lambda s: new_game("classic", players=players, seed=s), seats,
                          range(1, 2), timed_level="medium")
        line(f"medium, classic, {players} players", times["choose"])
    game = new_game("151", players=2, seed=1)
    for _ in range(10):
        game.play(game.legal_plays()[0])
    view = game.view(game.current_player)
    seconds = []
    for seed in range(2):
        start = time.perf_counter()
        make_bot("hard", seed=seed).choose(view)
        seconds.append(time.perf_counter() - start)
    line("hard, Briscola a 151, 2 players", seconds, 150)


ARENA_TARGETS = (("hard", "random", 0.93), ("hard", "medium", 0.60),
                 ("medium", "easy", 0.60), ("easy", "random", 0.60))


def arenas(games: int, jobs: int, seed: int) -> None:
    print(f"arena, 2 players, {games} games each (duplicate deals), {jobs} processes:",
          flush=True)
    for a, b, target in ARENA_TARGETS:
        start = time.perf_counter()
        result = arena(a, b, players=2, games=games, seed=seed, jobs=jobs)
        elapsed = time.perf_counter() - start
        verdict = "ok" if result.score >= target else "BELOW"
        print(result.text())
        print(f"target: score >= {target:.2f} {verdict} (interval {result.low:.3f}-"
              f"{result.high:.3f}); {elapsed:.0f} s\n", flush=True)


def calibration_tables(auctions: int, jobs: int) -> None:
    """The auction advice's chance against the share made, by tenths, for each lesson table
    and for all of them together."""
    print(f"auction advice, {auctions} seeded auctions a lesson table, {jobs} processes:",
          flush=True)
    everything = []
    for name, options in LESSON_TABLES.items():
        start = time.perf_counter()
        trials = bid_trials(range(auctions), jobs=jobs, **options)
        everything += trials
        print_tenths(f"{name} ({time.perf_counter() - start:.0f} s)", trials)
    print_tenths("all the lesson tables", everything)


def print_tenths(title: str, trials: list) -> None:
    stated = sum(trial.predicted for trial in trials) / len(trials)
    made = sum(trial.made for trial in trials) / len(trials)
    print(f"{title}: {len(trials)} auctions, chance stated {stated:.2f}, made {made:.2f}")
    print("  tenth      hands  stated   made   luck (1 s.e.)")
    for tenth in calibration(trials):
        verdict = ""
        if tenth.hands >= 20:
            verdict = "ok" if abs(tenth.actual - tenth.predicted) <= 0.10 else "OFF"
        print(f"  {tenth.low:.1f}-{tenth.high:.1f}  {tenth.hands:6d}   {tenth.predicted:5.2f}  "
              f"{tenth.actual:5.2f}   {tenth.spread:5.2f}   {verdict}")
    print(flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one game of each measurement")
    parser.add_argument("--arena", action="store_true",
                        help="also play the four arena targets of the issue (long)")
    parser.add_argument("--games", type=int, default=2000, help="arena games per target")
    parser.add_argument("--jobs", type=int, default=2, help="arena and calibration processes")
    parser.add_argument("--calibration", action="store_true",
                        help="also check the auction advice's chances over seeded auctions")
    parser.add_argument("--auctions", type=int, default=600,
                        help="calibration auctions per lesson table")
    parser.add_argument("--seed", type=int, default=0, help="arena seed")
    args = parser.parse_args()
    if args.games < 2 or args.jobs < 1 or args.auctions < 1:
        parser.error("--games must be at least 2, --jobs and --auctions at least 1")
    print(f"Python {platform.python_version()} on {platform.machine()}, one process")
    start = time.perf_counter()
    speeds(args.quick)
    print(f"({time.perf_counter() - start:.0f} s)\n", flush=True)
    if args.arena:
        arenas(args.games, args.jobs, args.seed)
    if args.calibration:
        calibration_tables(args.auctions, args.jobs)


if __name__ == "__main__":
    main()
