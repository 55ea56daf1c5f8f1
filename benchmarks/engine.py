"""Random full games a second through the public API, one process (one core).

    python benchmarks/engine.py [--seconds 2]

Each game: ``new_game(...)`` with a seed, then ``play(random choice of legal_plays())``
until ``is_over``, then ``outcome()``. Also timed: ``view()`` for every seat at every move
(what a bot or a widget pays), ``to_json``/``from_json`` and ``clone``. Target (issue 2):
at least 2,000 random 2-player games a second. Also the searches' unchecked fast path
(``games/tricks.py``): a ``simulation()`` of a dealt hand played to the end with ``push``.

Playouts (issue 41): whole hands played to the end by the careful player's habits
(``heuristics.careful_choice``), the same cards three ways on the same deals: (a) through
the public, checked ``play()`` with what the seat's ``view()`` shows; (b) a rollout written
as simply as possible, plain lists and ``winning_index`` at the end of each trick; (c) the
searches' fast path, ``playout()`` and ``search.finish``. (For comparison the engine's own
unchecked ``simulation()`` and ``push(careful_move(...))``, the searches' path before.)
Every path must end every hand with the same points. Then the search itself:
``search.evaluate`` on mid-hand views, milliseconds a call at the hard bot's sample counts.
These two count the process's CPU time (``time.process_time``), steadier than the wall
clock on a machine whose two cores are shared.
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
from briscola_teach.ai import make_bot, play_turn  # noqa: E402
from briscola_teach.ai.heuristics import careful_choice  # noqa: E402
from briscola_teach.ai.search import careful_move, evaluate, finish  # noqa: E402
from briscola_teach.games.chiamata import ChiamataGame  # noqa: E402
from briscola_teach.rules import holding_play, winning_index  # noqa: E402


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


# -- playouts: the same careful hands three ways ----------------------------------------------

def dealt(kind: str, count: int) -> list:
    """``count`` hands at their first card: classic deals, or Chiamata hands after an auction
    the leader wins alone and a call of the Asso of the suit its hand is longest in."""
    games = []
    for seed in range(1, count + 1):
        if kind == "chiamata":
            game = new_game("chiamata", seed=seed)
            while game.phase == "auction":
                game.bid(game.legal_bids()[1] if not game.bids else "pass")
            hand = game.view(game.current_player).hand
            game.call(max(game.call_options(), key=lambda card: sum(
                c.suit is card.suit for c in hand)))
        else:
            game = new_game("classic", players=int(kind), seed=seed)
        games.append(game)
    return games


def public_rollout(game) -> tuple[int, ...]:
    """(a) Through the public, checked API: each seat reads its ``view()`` and ``play()``s
    the careful card."""
    game = game.clone()
    while not game.is_over:
        view = game.view(game.current_player)
        table = [card for _, card in view.table]
        partner_winning = bool(table) and holding_play(view.table, view.trump)[0] in \
            view.known_partners
        game.play(careful_choice(view.legal_plays(), table, view.trump, partner_winning,
                                 len(table) == view.players - 1))
    return game.outcome().points_by_side


def simple_rollout(game) -> tuple[int, ...]:
    """(b) A rollout written as simply as possible: the hands and the cards to draw as
    plain lists (read from the deal), the trick settled by ``winning_index`` when full."""
    n, trump = game.players, game.trump
    if isinstance(game, ChiamataGame):
        hands = [list(game.hand(seat)) for seat in range(n)]
        stock: list = []
        holder = next(s for s in range(n) if game.called_card in hands[s])
        ours = {game.caller, holder}
        revealed = False
    else:
        pack = game.history[0].pack
        size = game.rules.hand_size
        hands = [[] for _ in range(n)]
        for i in range(n * size):
            hands[(game.leader + i) % n].append(pack[i])
        stock = list(pack[n * size + 1:]) + [pack[n * size]]
        ours = set(game.sides[0])
        revealed = True
    points = [0] * n
    leader, table = game.leader, []
    while hands[leader] or table:
        seat = (leader + len(table)) % n
        holder = (leader + winning_index(table, trump)) % n if table else None
        knows = revealed or game.called_card in hands[seat]
        partner_winning = n > 2 and holder is not None and knows and \
            (holder in ours) == (seat in ours)
        card = careful_choice(hands[seat], table, trump, partner_winning, len(table) == n - 1)
        hands[seat].remove(card)
        table.append(card)
        revealed = revealed or card is game.called_card
        if len(table) == n:
            leader = (leader + winning_index(table, trump)) % n
            points[leader] += sum(card.points for card in table)
            table = []
            for i in range(n if stock else 0):
                hands[(leader + i) % n].append(stock.pop(0))
    if isinstance(game, ChiamataGame):
        return (sum(points[s] for s in ours), sum(points) - sum(points[s] for s in ours))
    return tuple(sum(points[s] for s in side) for side in game.sides)


def pushed_rollout(game) -> tuple[int, ...]:
    """The engine's unchecked path: ``simulation()`` and ``push(careful_move(...))``."""
    game = game.simulation()
    while game.current_player is not None:
        game.push(careful_move(game))
    return game.points_by_side()


def fast_rollout(game) -> tuple[int, ...]:
    """(c) The searches' fast path: ``playout()``, played on by ``search.finish``."""
    position = game.playout()
    finish(position)
    return position.points_by_side()


ROLLOUTS = (("(a) public play() and view()", public_rollout),
            ("(b) simplest rollout", simple_rollout),
            ("    engine simulation() + push()", pushed_rollout),
            ("(c) fast path: playout()", fast_rollout))


def playouts(seconds: float) -> None:
    print("careful playouts of whole hands a second (the same deals and cards every way):")
    for kind, label in (("2", "classic, 2 players"), ("4", "classic, 4 players"),
                        ("chiamata", "chiamata, 5 players")):
        games = dealt(kind, 40)
        results = {}
        for name, rollout in ROLLOUTS:
            results[name] = [rollout(game) for game in games]
            count, start = 0, time.process_time()
            while time.process_time() - start < seconds:
                rollout(games[count % len(games)])
                count += 1
            rate = count / (time.process_time() - start)
            print(f"  {label:<20} {name:<32} {rate:8.0f} playouts/s ({1e6 / rate:6.0f} µs)")
        agree = all(points == results[ROLLOUTS[0][0]] for points in results.values())
        print(f"  {label:<20} every path ends every hand with the same points: {agree}")
        if not agree:
            raise SystemExit("the playout paths disagree")


def mid_hand_views(kind: str, count: int) -> list:
    """Views of the seat to move at random points of hands of medium players."""
    rng, views = random.Random(5), []
    seed = 0
    while len(views) < count:
        seed += 1
        game = new_game("chiamata", seed=seed) if kind == "chiamata" else \
            new_game("classic", players=int(kind), seed=seed)
        bots = {seat: make_bot("medium", seed=seat) for seat in range(game.players)}
        stop = rng.randrange(40 if kind == "2" else 30)
        while not game.is_over and (getattr(game, "phase", "play") != "play" or stop):
            stop -= getattr(game, "phase", "play") == "play"
            play_turn(game, bots[game.current_player])
        if not game.is_over and len(game.legal_plays()) > 1:
            views.append(game.view(game.current_player))
    return views


def evaluations(seconds: float) -> None:
    print("search.evaluate on mid-hand views (the hard bot's samples):")
    for kind, label, samples in (("2", "classic, 2 players", 96), ("3", "classic, 3 players", 64),
                                 ("4", "classic, 4 players", 96),
                                 ("chiamata", "chiamata, 5 players", 64)):
        views = mid_hand_views(kind, 20)
        count, start = 0, time.process_time()
        while time.process_time() - start < seconds or count < len(views):
            evaluate(views[count % len(views)], random.Random(count), samples=samples)
            count += 1
        ms = (time.process_time() - start) / count * 1000
        print(f"  {label:<20} {samples:3d} samples {ms:8.1f} ms a call")


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
    playouts(args.seconds)
    evaluations(args.seconds)
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
