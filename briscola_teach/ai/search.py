"""The hard bot's search: deal the hidden cards many ways, play each card on, count results.

For each sampled position (``worlds.sample_world``) every playable card is tried and the
hand is played out: by exact search once nothing is drawn any more (two players), else by
the careful player's habits. The same samples serve every card, so the comparison is fair.
When the view leaves nothing hidden the answer is exact and says so.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable, Optional

from ..cards import Card
from ..games.classic import ClassicGame
from ..views import SeatView
from .endgame import solve, value
from .heuristics import careful_choice
from .opponents import careless_chance
from .worlds import is_known_world, sample, sample_world


POINT_WEIGHT = 100
# Rollouts finish exactly (two players, nothing left to draw) from this many cards in hand:
# the last three tricks. Larger endgames (Briscola a 151) would cost a search per sample.
ROLLOUT_EXACT_CARDS = 6
# The other side's moves in playouts are random this often: None reads it from the other
# side's own plays (``opponents.careless_chance``); a number fixes it (experiments).
ROLLOUT_NOISE: Optional[float] = None


@dataclass(frozen=True)
class CardStats:
    """What the search found for one card."""

    card: Card
    win: float          # chance of winning the hand (a draw counts half)
    points: float       # expected points of the player's side at the end
    takes: float        # how often the player's side takes the trick this card is played to
    samples: int
    exact: bool         # every card known: win and points are certain, not estimates

    @property
    def score(self) -> float:
        """Win first, then points. Estimated chances are noisy and the points steady, so one
        point weighs as one percent of winning; exact results compare win first."""
        return self.win + self.points / (1000 if self.exact else POINT_WEIGHT)


def result(game: ClassicGame, side: int, points: Optional[int] = None) -> tuple[float, int]:
    """(1, ½ or 0 for a win, draw or loss; points) for ``side`` at the end of ``game``, or
    with ``points`` the exact final points of ``side`` in a two-sided classic game."""
    if points is None:
        outcome = game.outcome()
        assert outcome is not None
        won = outcome.winners == outcome.sides[side]
        return (1.0 if won else 0.5 if not outcome.winners else 0.0), outcome.points_by_side[side]
    total = sum(game.points_by_side()) + _left(game)
    return (1.0 if points * 2 > total else 0.5 if points * 2 == total else 0.0), points


def _left(game: ClassicGame) -> int:
    """Points still in hands, on the table and in the deck."""
    cards = [c for hand in game._hands for c in hand] + list(game._trick) + list(game._stock)
    return sum(card.points for card in cards)


def careful_move(game: ClassicGame) -> Card:
    """The careful player's card for the seat to move in a sampled position, knowing the
    sides only as that seat may (``knows_partner``): as the computer players play."""
    seat = game._current
    n, table = game._n, game._trick
    side_of = game._side_of
    winner = (game._leader + game._best) % n if table else None
    partner_winning = winner is not None and winner != seat and side_of[winner] == side_of[seat] \
        and knows_partner(game, seat)
    return careful_choice(game._hands[seat], table, game.trump, partner_winning,
                          len(table) == n - 1)


def knows_partner(game: ClassicGame, seat: int) -> bool:
    """Whether ``seat`` knows who plays on its side: always, but in Briscola Chiamata while
    the called card is hidden only its holder does (his side is the caller). Playing out a
    hand as if the caller and the others knew the partner from the first trick made the
    caller's side 1 to 7 points in 100 less likely to make it than at a table of computer
    players (``ai.calibration``), col monte the most."""
    return getattr(game, "_revealed", True) or \
        getattr(game, "called_card", None) in game._hands[seat]


def play_out(game: ClassicGame, side: int, exact_when_known: bool,
             rng: Optional[random.Random] = None, noise: float = 0.0) -> tuple[float, int]:
    """Finish ``game`` (a sampled position) and give ``result`` for ``side``. With ``rng``,
    the other side plays any card with chance ``noise``: not every opponent is careful, and
    a plan that only works against careful play is worth less against a careless one."""
    while game._current is not None:
        if exact_when_known and game._n == 2 and not game._stock and \
                len(game._hands[0]) + len(game._hands[1]) <= ROLLOUT_EXACT_CARDS:
            return result(game, side, value(game, side))
        _step(game, side, rng, noise)
    return result(game, side)


def _step(game: ClassicGame, side: int, rng: Optional[random.Random], noise: float) -> None:
    """One card by the seat to move: careful, or for the other side now and then any card."""
    seat = game._current
    if rng is not None and game._side_of[seat] != side and rng.random() < noise:
        game._play(seat, rng.choice(game._hands[seat]))
    else:
        game._play(seat, careful_move(game))


def evaluate(view: SeatView, rng: random.Random, samples: int = 40,
             budget: Optional[float] = None, exact_rollouts: bool = True,
             clock: Callable[[], float] = time.perf_counter) -> list[CardStats]:
    """Every playable card with its chance of winning and expected points, best first.

    ``samples`` positions are dealt (fewer if ``budget`` seconds run out first: then the
    answer depends on the machine's speed, so bots that must repeat themselves give none).
    """
    legal = view.legal_plays()
    if isinstance(view, SeatView) and is_known_world(view):
        world = sample_world(view, rng)
        return _ranked([_exact_stats(world, card, view.my_side) for card in legal])
    totals = {card: [0.0, 0.0, 0.0, 0] for card in legal}
    alive = list(legal)
    noise = careless_chance(view) if ROLLOUT_NOISE is None else ROLLOUT_NOISE
    start, done = clock(), 0
    while done < samples and (budget is None or done < 4 or clock() - start < budget):
        if done == samples // 2:
            alive = _survivors(totals, alive)
        world = sample(view, rng)
        side = world._side_of[view.seat]
        # One stream of chance per sample, the same for every card: a fair comparison.
        chance_seed = rng.random() if noise else None
        for card in alive:
            _try(world, view.seat, card, side, exact_rollouts, totals[card],
                 None if chance_seed is None else random.Random(chance_seed), noise)
        done += 1
    return _ranked([CardStats(card, t[0] / t[3], t[1] / t[3], t[2] / t[3], t[3], False)
                    for card, t in totals.items()])


# Halfway through the samples, cards this far behind the best (in score: a win is 1, a
# point 0.01) are dropped, so the second half sharpens the comparison that matters.
PRUNE_MARGIN = 0.25


def _survivors(totals: dict[Card, list], alive: list[Card]) -> list[Card]:
    scores = {card: (totals[card][0] + totals[card][1] / POINT_WEIGHT) / max(1, totals[card][3])
              for card in alive}
    best = max(scores.values())
    return [card for card in alive if scores[card] >= best - PRUNE_MARGIN]


def _try(world, seat: int, card: Card, side: int, exact_rollouts: bool, total: list,
         rng: Optional[random.Random] = None, noise: float = 0.0) -> None:
    """Play ``card`` in a copy of ``world``, finish the hand, add the result to ``total``."""
    game = world.clone()
    tricks_before = len(game._tricks)
    game._play(seat, card)
    while len(game._tricks) == tricks_before and game._current is not None:
        _step(game, side, rng, noise)
    taker = game._tricks[tricks_before].winner
    win, points = play_out(game, side, exact_rollouts, rng, noise)
    total[0] += win
    total[1] += points
    total[2] += game._side_of[taker] == side
    total[3] += 1


def _exact_stats(world: ClassicGame, card: Card, side: int) -> CardStats:
    """Play ``card``, then the best line for everyone (each side for itself) to the end."""
    game = world.clone()
    tricks_before = len(game._tricks)
    game._play(game._current, card)  # type: ignore[arg-type]
    while game._current is not None:
        values = solve(game, side)
        pick = max if game._current in game._sides[side] else min
        game._play(game._current, pick(values, key=lambda c: (values[c], -c.index)))
    win, points = result(game, side)
    takes = float(game._side_of[game._tricks[tricks_before].winner] == side)
    return CardStats(card, win, points, takes, 1, True)


def _ranked(stats: list[CardStats]) -> list[CardStats]:
    return sorted(stats, key=lambda s: (-s.score, s.card.index))
