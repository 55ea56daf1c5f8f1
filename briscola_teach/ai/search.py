"""The hard bot's search: deal the hidden cards many ways, play each card on, count results.

For each sampled position (``worlds.sample_world``) every playable card is tried and the
hand is played out: by exact search once nothing is drawn any more (two players), else by
the careful player's habits. The same samples serve every card, so the comparison is fair.
When the view leaves nothing hidden the answer is exact and says so.

The sampled positions are played on through the engine's unchecked fast path, a
``Playout`` of each (``games.tricks``): the same rules as a learner's game in plain lists,
without the checks, history and records a learner's card needs. ``tests/test_playouts.py``
holds it to the public, checked ``play()``: the same cards, points and results.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable, Optional, Union

from ..cards import Card
from ..games.chiamata import ChiamataGame
from ..games.classic import ClassicGame
from ..games.tricks import Playout
from ..views import ChiamataView, SeatView
from .endgame import duel_value, solve
from .heuristics import careful_choice
from .opponent_model import careless_chance
from .worlds import is_known_world, sample_world, sampler


# A whole position to play on: a sampled classic deal or Chiamata hand, or a simulation.
Position = Union[ClassicGame, ChiamataGame]

POINT_WEIGHT = 100
# Rollouts finish exactly (two players, nothing left to draw) from this many cards in hand:
# the last three tricks. Larger endgames (Briscola a 151) would cost a search per sample.
ROLLOUT_EXACT_CARDS = 6
# The other side's moves in playouts are random this often: None reads it from the other
# side's own plays (``opponent_model.careless_chance``); a number fixes it (experiments).
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


def result(game: Position, side: int) -> tuple[float, int]:
    """(1, ½ or 0 for a win, draw or loss; points) for ``side`` at the end of ``game``."""
    outcome = game.outcome()
    assert outcome is not None
    won = outcome.winners == outcome.sides[side]
    return (1.0 if won else 0.5 if not outcome.winners else 0.0), outcome.points_by_side[side]


def careful_move(game: Position) -> Card:
    """The careful player's card for the seat to move in a sampled position, knowing the
    sides only as that seat may (``knows_partner``): as the computer players play."""
    seat = game.current_player
    assert seat is not None, "the hand is over: nobody is to move"
    table, players = game.trick_cards, game.players
    partner_winning = False
    if table and players > 2:  # with two, the card on the table is the opponent's
        holder = game.trick_holder  # never the seat to move: it has not played yet
        partner_winning = holder is not None and game.side_of(holder) == game.side_of(seat) \
            and knows_partner(game, seat)
    return careful_choice(game.hand(seat), table, game.trump, partner_winning,
                          len(table) == players - 1)


def knows_partner(game: Position, seat: int) -> bool:
    """Whether ``seat`` knows who plays on its side: always, but in Briscola Chiamata while
    the called card is hidden only its holder does (his side is the caller). Playing out a
    hand as if the caller and the others knew the partner from the first trick made the
    caller's side 1 to 7 points in 100 less likely to make it than at a table of computer
    players (``ai.calibration``), col monte the most."""
    if not isinstance(game, ChiamataGame):
        return True
    return game.alone is not None or game.called_card in game.hand(seat)


def play_out(game: Playout, side: int, exact_when_known: bool,
             rng: Optional[random.Random] = None, noise: float = 0.0) -> tuple[float, int]:
    """Finish ``game`` (a sampled position, ``Position.playout()``) and give ``result`` for
    ``side``. With ``rng``, the other side plays any card with chance ``noise``: not every
    opponent is careful, and a plan that only works against careful play is worth less
    against a careless one."""
    exact = exact_when_known and game.players == 2
    if _play_on(game, side, rng, noise, ROLLOUT_EXACT_CARDS if exact else -1):
        return _exact_result(game, side)
    return _result(game, side)


def finish(game: Playout) -> None:
    """Play ``game`` to the end, every seat careful and knowing the sides only as it may
    (``knows_partner``): as the computer players play."""
    _play_on(game, 0, None, 0.0, -1)


def _play_on(game: Playout, side: int, rng: Optional[random.Random], noise: float,
             exact_from: int, trick_only: bool = False) -> bool:
    """Play ``game`` on, each seat careful or (the other side, with ``rng``) now and then
    any card: to the end, to the end of the trick with ``trick_only``, or until nothing is
    left to draw and two hands hold ``exact_from`` cards or fewer (then True: the rest is for
    the exact search). One loop with everything in local names: the searches' hot spot."""
    hands, sides, players, trump, push = game.hands, game.side, game.players, game.trump, game.push
    while True:
        seat = game.current
        if seat is None:
            return False
        table = game.trick
        if trick_only and not table:
            return False
        if exact_from >= 0 and not game.stock and len(hands[0]) + len(hands[1]) <= exact_from:
            return True
        if rng is not None and sides[seat] != side and rng.random() < noise:
            push(rng.choice(hands[seat]))
            continue
        partner_winning = False
        if table and players > 2:  # with two, the card on the table is the opponent's
            partner_winning = sides[(game.leader + game.best) % players] == sides[seat] and (
                game.revealed or game.called in hands[seat])  # and the seat knows it
        push(careful_choice(hands[seat], table, trump, partner_winning,
                            len(table) == players - 1))


def _result(game: Playout, side: int) -> tuple[float, int]:
    """``result`` at the end of a playout."""
    winners = game.winning_side()
    return (1.0 if winners == side else 0.5 if winners is None else 0.0), \
        game.points_by_side()[side]


def _exact_result(game: Playout, side: int) -> tuple[float, int]:
    """``result`` of two-player ``game`` played perfectly from here (``endgame.value``):
    more than half of all the points wins."""
    by_side = game.points_by_side()
    points = by_side[side] + duel_value(game.hands, game.leader, game.trick, game.trump,
                                        game.sides[side][0])
    total = sum(by_side) + game.points_left()
    return (1.0 if points * 2 > total else 0.5 if points * 2 == total else 0.0), points


def evaluate(view: Union[SeatView, ChiamataView], rng: random.Random, samples: int = 40,
             budget: Optional[float] = None, exact_rollouts: bool = True,
             clock: Callable[[], float] = time.perf_counter) -> list[CardStats]:
    """Every playable card with its chance of winning and expected points, best first.

    ``samples`` positions are dealt (fewer if ``budget`` seconds run out first: then the
    answer depends on the machine's speed, so bots that must repeat themselves give none).
    """
    legal = view.legal_plays()
    if isinstance(view, SeatView) and is_known_world(view):
        known = sample_world(view, rng)
        return _ranked([_exact_stats(known, card, view.my_side) for card in legal])
    totals = {card: [0.0, 0.0, 0.0, 0] for card in legal}
    alive = list(legal)
    noise = careless_chance(view) if ROLLOUT_NOISE is None else ROLLOUT_NOISE
    deal = sampler(view)
    start, done = clock(), 0
    while done < samples and (budget is None or done < 4 or clock() - start < budget):
        if done == samples // 2:
            alive = _survivors(totals, alive)
        world = deal(rng)
        side = world.side_of(view.seat)
        # One stream of chance per sample, the same for every card: a fair comparison.
        chance_seed = rng.random() if noise else None
        for card in alive:
            _try(world, card, side, exact_rollouts, totals[card],
                 None if chance_seed is None else random.Random(chance_seed), noise)
        done += 1
    return _ranked([CardStats(card, t[0] / t[3], t[1] / t[3], t[2] / t[3], int(t[3]), False)
                    for card, t in totals.items()])


# Halfway through the samples, cards this far behind the best (in score: a win is 1, a
# point 0.01) are dropped, so the second half sharpens the comparison that matters.
PRUNE_MARGIN = 0.25


def _survivors(totals: dict[Card, list], alive: list[Card]) -> list[Card]:
    scores = {card: (totals[card][0] + totals[card][1] / POINT_WEIGHT) / max(1, totals[card][3])
              for card in alive}
    best = max(scores.values())
    return [card for card in alive if scores[card] >= best - PRUNE_MARGIN]


def _try(world: Position, card: Card, side: int, exact_rollouts: bool, total: list,
         rng: Optional[random.Random] = None, noise: float = 0.0) -> None:
    """Play ``card`` for the seat to move in a copy of ``world`` (its ``playout()``), finish
    the hand, add the result to ``total``."""
    game = world.playout()
    game.push(card)
    _play_on(game, side, rng, noise, -1, trick_only=True)  # the others finish the trick
    taker = game.leader
    win, points = play_out(game, side, exact_rollouts, rng, noise)
    total[0] += win
    total[1] += points
    total[2] += game.side[taker] == side
    total[3] += 1


def _exact_stats(world: ClassicGame, card: Card, side: int) -> CardStats:
    """Play ``card``, then the best line for everyone (each side for itself) to the end."""
    game = world.clone()
    tricks_before = len(game.tricks)
    game.push(card)
    while game.current_player is not None:
        values = solve(game, side)
        pick = max if game.side_of(game.current_player) == side else min
        game.push(pick(values, key=lambda c: (values[c], -c.index)))
    win, points = result(game, side)
    takes = float(game.side_of(game.tricks[tricks_before].winner) == side)
    return CardStats(card, win, points, takes, 1, True)


def _ranked(stats: list[CardStats]) -> list[CardStats]:
    return sorted(stats, key=lambda s: (-s.score, s.card.index))
