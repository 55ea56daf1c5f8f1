"""Random full games a second through the public API, one process (one core).

    python benchmarks/engine.py [--seconds 2]

Each game: ``new_game(...)`` with a seed, then ``play(random choice of legal_plays())``
until ``is_over``, then ``outcome()``. Also timed: ``view()`` for every seat at every move
(what a bot or a widget pays), ``to_json``/``from_json`` and ``clone``. Target (issue 2):
at least 2,000 random 2-player games a second. Also the searches' unchecked fast path
(``games/tricks.py``): a ``simulation()`` of a dealt hand played to the end with ``push``.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from briscola_teach import Game, new_game  # noqa: E402


def random_games(variant: str, players: int, seconds: float) -> tuple[int, float]:
    rng = random.Random(1)
    games, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = new_game(variant, players=players, seed=games)
        while not game.is_over:
            if variant == "151":
                for suit in game.legal_declarations():
                    game.declare(suit)
                if game.can_swap_seven():
                    game.swap_seven()
            game.play(rng.choice(game.legal_plays()))
        game.outcome()
        games += 1
    return games, time.perf_counter() - start


def pushed_games(players: int, seconds: float) -> tuple[int, float]:
    """As ``random_games``, through the fast path the searches use: no checks, no history."""
    rng = random.Random(1)
    games, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = new_game("classic", players=players, seed=games).simulation()
        while game.current_player is not None:
            game.push(rng.choice(game.hand(game.current_player)))
        game.outcome()
        games += 1
    return games, time.perf_counter() - start


def chiamata_games(options: dict, seconds: float) -> tuple[int, float]:
    """Random bids (passing half the time), random calls, discards and plays."""
    rng = random.Random(1)
    games, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = new_game("chiamata", seed=games, **options)
        while not game.is_over:
            if game.phase == "auction":
                bids = game.legal_bids()
                game.bid(bids[0] if rng.random() < 0.5 or len(bids) == 1 else rng.choice(bids[1:4]))
            elif game.pending == "call":
                game.call(rng.choice(game.call_options()))
            elif game.pending == "discard":
                hand = game.view(game.current_player).hand
                game.discard(rng.sample(hand, game.rules.monte_size))
            elif game.pending == "partner":
                game.choose_partner(rng.choice(("alone", "neighbour")))
            else:
                game.play(rng.choice(game.legal_plays()))
        game.outcome()
        games += 1
    return games, time.perf_counter() - start


def per_call(label: str, func, repeat: int) -> None:
    start = time.perf_counter()
    for _ in range(repeat):
        func()
    micros = (time.perf_counter() - start) / repeat * 1e6
    print(f"  {label:<38} {micros:10.1f} µs")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time for each measurement")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, one process")
    print("random full games a second (new_game + play to the end + outcome):")
    for variant, players in (("classic", 2), ("classic", 3), ("classic", 4), ("classic", 6),
                             ("151", 2), ("151", 4)):
        games, elapsed = random_games(variant, players, args.seconds)
        rate = games / elapsed
        note = "   target >= 2000" if (variant, players) == ("classic", 2) else ""
        print(f"  {variant:<8} {players} players {rate:10.0f} games/s "
              f"({1e6 / rate:7.0f} µs a game){note}")
    print("the same through the searches' fast path (simulation(), push() to the end):")
    for players in (2, 4):
        games, elapsed = pushed_games(players, args.seconds)
        rate = games / elapsed
        print(f"  classic  {players} players {rate:10.0f} games/s ({1e6 / rate:7.0f} µs a game)")
    print("random Briscola Chiamata hands a second (auction, call, monte, play to the end):")
    for label, options in (("chiamata", {}), ("subito al due", {"subito_al_due": True}),
                           ("al buio", {"prima_mano_al_buio": True}),
                           ("col monte, 5", {"col_monte": True}),
                           ("col monte, 7", {"col_monte": True, "players": 7})):
        games, elapsed = chiamata_games(options, args.seconds)
        print(f"  {label:<17} {games / elapsed:10.0f} hands/s ({elapsed / games * 1e6:7.0f} µs a hand)")
    game = new_game("classic", players=4, seed=3)
    for _ in range(13):
        game.play(game.legal_plays()[0])
    text = game.to_json()
    print("single calls, a 4-player game after 13 plays:")
    per_call("view(seat)", lambda: game.view(1), 20000)
    per_call("clone()", game.clone, 20000)
    per_call("simulation()", game.simulation, 20000)
    per_call("to_json()", game.to_json, 2000)
    per_call("Game.from_json(text)", lambda: Game.from_json(text), 2000)


if __name__ == "__main__":
    main()
