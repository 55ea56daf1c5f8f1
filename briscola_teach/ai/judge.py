"""The judge: which cards of a position are costly mistakes, said only when it is sure.

Every verdict of the course comes from here: the hint's ranking, the review after a hand,
the final tables' stars, the best-card exercises and the class tables' advice. One position
always gets one answer:

- **Paired.** Each sampled deal of the hidden cards is played out after every card, with
  the same stream of chance for each (``PairedChance``), and the judge weighs the
  *difference* between two cards deal by deal: its error is far smaller than either card's
  own (GNU Backgammon's rollouts on paired dice).
- **Sure, or silent.** A card is a costly mistake when it gives away against the best card
  at least ``COSTLY_WINS`` of winning or ``COSTLY_POINTS`` points, by ``SURE`` standard
  errors. Deals are added in batches until every card is decided one way or the other, or
  ``MOST_SAMPLES`` are spent; a card still undecided then is no mistake.
- **The same position, the same verdict.** The deals are drawn from a seed made of the
  position itself (``position_seed``: the seat's whole view), never from a page's deal
  number, and the budget is counted in deals, never in seconds.
- **Exact where nothing is hidden.** Two players with the deck used up and few cards left:
  the end is searched exactly (``endgame``), and the verdict is certain.
- **Forced plays are not judged**: a seat with one card to play made no decision.

The best card is the first by the figures a learner reads (deals won in 10, then points):
the hint names it, so a hint followed is never a mistake.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Union

from ..cards import Card
from ..views import ChiamataView, SeatView
from ..wire import format_view
from .opponent_model import careless_chance
from .search import CardStats, _exact_stats, _try
from .worlds import is_known_world, sample_world, sampler

View = Union[SeatView, ChiamataView]

# -- the one table of what a costly mistake is, and how sure the judge must be --------------
# Measured with benchmarks/judge.py (the course's computers in the learner's seat of lesson
# 05's final table): these thresholds leave the hard computer's plays unmarked in about 9
# hands of 10 and mark a random player's at least twice in about half of them.
# A costly mistake gives away one deal won in 10 ...
COSTLY_WINS = 0.1
# ... or this many card points, against the best card.
COSTLY_POINTS = 3
# The gap must clear the threshold by this many standard errors: about one chance in 160 at
# each look for a card exactly at the threshold, and the judge looks a few times.
SURE = 2.5
# Deals drawn before the first look, and between looks.
FIRST_LOOK = 48
BATCH = 24
# The budget, in deals, by table size: what the review of a hand affords on a 2-core laptop.
MOST_SAMPLES = {2: 240, 3: 192, 4: 192, 5: 144}
# The Chiamata's auction, sure or silent as for cards: a pass is a costly mistake only when a
# bid was there made surely more often than BID_CLEAR of the deals, and a bid only when it is
# surely made in fewer than BID_LOST: each chance less or plus SURE standard errors of its
# sampled deals (a chance read off 64 deals moves by a tenth from one opinion to the next).
BID_CLEAR = 0.55
BID_LOST = 0.25
# A gap that never varied on the deals drawn is not trusted beyond them: its spread is taken
# to be at least this (in wins, and in points).
ERROR_FLOOR = (0.1, 1.0)

# -- what the stars of a final table count ---------------------------------------------------
# A hand's stars count the points the learner's choices gave away against the best cards,
# summed over the hand (GNU Backgammon's error rate, in card points): a sum of many small
# gaps is steady from one opinion to the next where a count of mistakes near a threshold is
# not. A deal won in 10 given away counts as the points that make a costly mistake with it.
POINTS_PER_WIN = COSTLY_POINTS / COSTLY_WINS
# Three stars up to the first figure given away in the hand, two up to the second, else one.
# Measured with benchmarks/judge.py: the hard computer in the learner's seat stays within
# the first nearly always, a random player goes past the second in 9 hands of 10.
STAR_POINTS = (10, 14)
# Where a hint costs, each hint asked counts as this many points given away, and so does each
# costly bid or call of a Chiamata auction: one alone costs the third star, as a costly
# mistake did before the stars counted points.
HINT_POINTS = STAR_POINTS[0] + 1
AUCTION_POINTS = STAR_POINTS[0] + 1
# A hand's total within REFINE_MARGIN standard errors of a star's threshold is looked at
# again: each card played that was not the best is played out against the best on REFINE
# times the deals (the same deals first, then more). The stars then rest on figures a
# second opinion would repeat (benchmarks/judge.py: the same stars in 95% of hands, not 88%).
REFINE = 3
REFINE_MARGIN = 2.0


@dataclass(frozen=True)
class Gap:
    """One card against the best on the same deals: what it gives away, with its standard
    error (0 when exact), and the verdict."""

    wins: float          # chance of winning given away, 0..1 (negative: this card wins more)
    wins_error: float
    points: float        # card points given away
    points_error: float
    costly: bool         # sure to give away COSTLY_WINS or COSTLY_POINTS
    exact: bool
    ahead: float = 0.0   # share of the deals on which the best card did better (exact: 1 or 0)

    @property
    def given_away(self) -> float:
        """What the stars count for playing this card: its points given away, or its deals
        won given away in points, whichever is more (never below 0)."""
        return max(0.0, self.points, self.wins * POINTS_PER_WIN)

    @property
    def given_error(self) -> float:
        """The standard error of ``given_away``, from whichever figure gives it."""
        if self.points >= self.wins * POINTS_PER_WIN:
            return self.points_error
        return self.wins_error * POINTS_PER_WIN

    @property
    def sure_fine(self) -> bool:
        """Sure to give away less than either threshold (an exact gap: it does)."""
        return self.wins + SURE * self.wins_error < COSTLY_WINS and \
            self.points + SURE * self.points_error < COSTLY_POINTS


NO_GAP = Gap(0.0, 0.0, 0.0, 0.0, False, True)


@dataclass(frozen=True)
class Judgement:
    """Every playable card of a position, best first, with its gap to the best."""

    stats: tuple[CardStats, ...]
    gaps: dict[Card, Gap]
    samples: int          # deals played out after the best card (1 when exact)
    exact: bool
    forced: bool          # one card to play: nothing is judged
    # each card's outcomes on the deals it was played on, in order (``refine`` goes on from
    # them); not part of the verdict
    outcomes: dict[Card, tuple[tuple[float, float, float], ...]] = field(
        default_factory=dict, compare=False, repr=False)

    @property
    def best(self) -> Card:
        return self.stats[0].card

    def gap(self, card: Card) -> Gap:
        return self.gaps.get(card, NO_GAP)

    def costly(self, card: Card) -> bool:
        return self.gap(card).costly


# How often the better card did better, in a child's words: from this share of the deals
# "almost always", from the next "often", below it "in some deals".
OFTEN = (0.7, 0.4)


def how_often(gap: Gap) -> str:
    """"almost_always", "often" or "sometimes": the share of deals on which the best card did
    better than this one (``Gap.ahead``), for the review's words."""
    return "almost_always" if gap.ahead >= OFTEN[0] else "often" if gap.ahead >= OFTEN[1] \
        else "sometimes"


def stars(given_away: float) -> int:
    """A final table's stars from the points a hand's choices gave away (``STAR_POINTS``).

    >>> [stars(points) for points in (0, 10, 10.5, 14, 30)]
    [3, 3, 2, 2, 1]
    """
    return 3 if given_away <= STAR_POINTS[0] else 2 if given_away <= STAR_POINTS[1] else 1


def shown_order(stats: CardStats) -> tuple:
    """Best first by the figures shown (deals won in 10, then points), then the finer
    score, then the deck's order: the order of the hint's list."""
    return (-wins_in_10(stats.win), -round(stats.points), -stats.score, stats.card.index)


def wins_in_10(win: float) -> int:
    """A chance of winning in deals out of 10, rounded half up: every text and the ranking
    use this one figure, so a card is never listed below one that shows less.

    >>> wins_in_10(0.85), wins_in_10(0.849), wins_in_10(1.0)
    (9, 8, 10)
    """
    return math.floor(win * 10 + 0.5 + 1e-9)


def position_seed(view: View, salt: int = 0) -> int:
    """A seed made of the whole view (every card seen, the scores, whose turn): the same
    position always draws the same deals. ``salt`` gives a second opinion (benchmarks)."""
    text = json.dumps(format_view(view), sort_keys=True, separators=(",", ":"))
    digest = hashlib.sha256(f"{salt}|{text}".encode()).digest()
    return int.from_bytes(digest[:16], "big")


# A trial: a card played in a drawn world, the hand finished -> (win, points, took the trick).
Trial = Callable[[Any, Card], tuple[float, float, float]]
Draw = Callable[[random.Random], Any]


def judge(view: View, salt: int = 0, most: Optional[int] = None,
          draw: Optional[Draw] = None, trial: Optional[Trial] = None) -> Judgement:
    """Judge every card ``view``'s seat may play now (see the module's docstring).
    ``most`` caps the deals (tests); ``draw`` and ``trial`` replace the sampled world and
    the play-out (al buio in Chiamata, ``advice._blind_trials``)."""
    legal = list(dict.fromkeys(view.legal_plays()))
    if not legal:
        raise ValueError(f"seat {view.seat} has no card to play now: it is not its turn")
    if draw is None and isinstance(view, SeatView) and is_known_world(view):
        return _exact(view, legal)
    if draw is None or trial is None:
        draw, trial = _classic_trials(view)
    rng = random.Random(position_seed(view, salt))
    if len(legal) == 1:
        outcomes = _play(legal, draw(rng), trial)
        return Judgement((_stats(legal[0], [outcomes[legal[0]]]),), {}, 1, False, True)
    budget = most if most is not None else MOST_SAMPLES.get(view.players, 144)
    return _sampled(legal, rng, draw, trial, max(2, budget))


def refine(view: View, best: Card, played: Card, salt: int = 0,
           draw: Optional[Draw] = None, trial: Optional[Trial] = None,
           known: Optional[Judgement] = None) -> Gap:
    """``played`` against ``best`` on ``REFINE`` times the judge's deals (its own deals first:
    the same position, the same answer), for the stars of a hand near a threshold. The
    outcomes ``known`` from the judge's look at the same position and salt are not played
    again."""
    if draw is None or trial is None:
        draw, trial = _classic_trials(view)
    rng = random.Random(position_seed(view, salt))
    deals = REFINE * MOST_SAMPLES.get(view.players, 144)
    seen = known.outcomes if known is not None else {}
    outcomes: dict[Card, list[tuple[float, float, float]]] = {
        best: list(seen.get(best, ())), played: list(seen.get(played, ()))}
    for number in range(deals):
        drawn = draw(rng)      # every deal is drawn, to keep the stream the judge's
        for card in (best, played):
            if len(outcomes[card]) == number:
                outcomes[card].append(trial(drawn, card))
    return paired_gap(outcomes[best], outcomes[played])


def _classic_trials(view: View) -> tuple[Draw, Trial]:
    """Worlds sampled from the view; each card played and the hand finished as the hard
    bot's search does, the other side careless as often as it has shown itself to be."""
    noise = careless_chance(view)
    seat, deal = view.seat, sampler(view)

    def draw(rng: random.Random) -> Any:
        world = deal(rng)
        return world, world.side_of(seat), (rng.random() if noise else None)

    def trial(drawn: Any, card: Card) -> tuple[float, float, float]:
        world, side, chance = drawn
        total = [0.0, 0.0, 0.0, 0]
        _try(world, card, side, True, total, None if chance is None else PairedChance(chance),
             noise)
        return total[0], total[1], total[2]

    return draw, trial


class PairedChance(random.Random):
    """The careless moves' chance, the same for every card tried on a deal: the k-th move of
    the other side draws the k-th pair of numbers, whether it turns out careless or not (a
    plain ``random.Random`` would draw once more after a careless move and leave the cards'
    play-outs on different chances from then on)."""

    def __init__(self, seed: float) -> None:
        super().__init__(seed)
        self._pairs: list[tuple[float, float]] = []
        self._next = 0
        self._choice = 0.0

    def random(self) -> float:
        if self._next == len(self._pairs):
            self._pairs.append((super().random(), super().random()))
        careless, self._choice = self._pairs[self._next]
        self._next += 1
        return careless

    def choice(self, seq: Any) -> Any:
        return seq[int(self._choice * len(seq))]


def _play(cards: list[Card], drawn: Any, trial: Trial) -> dict[Card, tuple[float, float, float]]:
    return {card: trial(drawn, card) for card in cards}


def _sampled(legal: list[Card], rng: random.Random, draw: Draw, trial: Trial,
             budget: int) -> Judgement:
    """Deal on in batches until every card is decided (or the budget is spent). A card sure
    to be costly is played no more: its gap stays the one it was found with."""
    results: dict[Card, list[tuple[float, float, float]]] = {card: [] for card in legal}
    alive = list(legal)
    done = 0
    look = min(FIRST_LOOK, budget)
    while True:
        while done < look:
            for card, outcome in _play(alive, draw(rng), trial).items():
                results[card].append(outcome)
            done += 1
        stats = sorted((_stats(card, results[card]) for card in legal), key=shown_order)
        best = stats[0].card
        gaps = {s.card: paired_gap(results[best], results[s.card]) for s in stats[1:]}
        # A card once dropped stays dropped: its deals are the first ones, paired with the
        # first deals of the others.
        alive = [card for card in alive if card is best or not gaps[card].costly]
        if done >= budget or all(gaps[c].sure_fine for c in alive if c is not best):
            return Judgement(tuple(stats), gaps, done, False, False,
                             {card: tuple(results[card]) for card in legal})
        look = min(budget, done + BATCH)


def _stats(card: Card, outcomes: list[tuple[float, float, float]]) -> CardStats:
    n = len(outcomes)
    return CardStats(card, sum(o[0] for o in outcomes) / n, sum(o[1] for o in outcomes) / n,
                     sum(o[2] for o in outcomes) / n, n, False)


def paired_gap(best: list[tuple[float, float, float]],
               mine: list[tuple[float, float, float]]) -> Gap:
    """``mine`` against ``best``, outcomes (win, points, ...) on the same deals: the gap with
    its error and the verdict, over the deals both were played on (a card played no more was
    played on the first ones). Cards and the Chiamata's calls are judged by it."""
    n = min(len(best), len(mine))
    wins = _mean_error([best[i][0] - mine[i][0] for i in range(n)], ERROR_FLOOR[0])
    points = _mean_error([best[i][1] - mine[i][1] for i in range(n)], ERROR_FLOOR[1])
    costly = wins[0] - SURE * wins[1] >= COSTLY_WINS or points[0] - SURE * points[1] >= COSTLY_POINTS
    ahead = sum(1 for i in range(n) if POINTS_PER_WIN * (best[i][0] - mine[i][0]) +
                best[i][1] - mine[i][1] > 0) / n
    return Gap(wins[0], wins[1], points[0], points[1], costly, False, ahead)


def _mean_error(values: list[float], floor: float) -> tuple[float, float]:
    """The mean and its standard error; the spread is taken as at least ``floor``."""
    n = len(values)
    mean = sum(values) / n
    spread = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
    return mean, math.sqrt(max(spread, floor * floor) / n)


def _exact(view: SeatView, legal: list[Card]) -> Judgement:
    """Nothing hidden that matters: every card's end searched exactly."""
    world = sample_world(view, random.Random(0))   # the only world there is
    stats = sorted((_exact_stats(world, card, view.my_side) for card in legal), key=shown_order)
    best = stats[0]
    gaps = {s.card: _exact_gap(best, s) for s in stats[1:]}
    return Judgement(tuple(stats), gaps, 1, True, len(legal) == 1)


def _exact_gap(best: CardStats, mine: CardStats) -> Gap:
    wins, points = best.win - mine.win, best.points - mine.points
    return Gap(wins, 0.0, points, 0.0, wins >= COSTLY_WINS or points >= COSTLY_POINTS, True,
               float(POINTS_PER_WIN * wins + points > 0))
