"""The advisor: every playable card ranked, with numbers and a reason a learner can read.

``advise(view)`` runs the hard bot's search for the seat of ``view`` and turns its numbers
into sentences in Italian and English ("in 7 of 10 possible deals the other side takes your
Asso"; once every card is known, exact statements such as "this guarantees 61").
``review(game, seat)`` replays a finished hand and asks the advisor about each of that seat's
plays, to show the learner the mistakes that cost the most.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional, Union

from ..cards import Card
from ..games.chiamata import Bid, ChiamataView
from ..games.classic import ClassicGame
from ..history import Declare, Play, SwapSeven
from ..i18n import LANGUAGES, t
from ..views import SeatView
from .bidding import bid_ranks, call_candidates, chance, estimate
from .bots import HardBot
from .search import CardStats, evaluate

# A play is worth showing a learner when it cost this much against the advisor's best card.
MISTAKE_CHANCE = 0.10
MISTAKE_POINTS = 8.0


@dataclass(frozen=True)
class CardAdvice:
    """One playable card as the advisor sees it."""

    card: Card
    rank: int            # 1 = best
    win: float           # chance of winning the hand (a draw counts half)
    points: float        # expected points of your side at the end
    takes: float         # chance your side takes this trick
    exact: bool          # every card is known: the numbers are certain
    reasons: dict[str, str]  # language -> text

    def reason(self, lang: str = "it") -> str:
        return self.reasons[lang]


@dataclass(frozen=True)
class Advice:
    seat: int
    cards: tuple[CardAdvice, ...]   # best first
    samples: int

    @property
    def best(self) -> CardAdvice:
        return self.cards[0]

    def for_card(self, card: Card) -> CardAdvice:
        card = Card.parse(card)
        for advice in self.cards:
            if advice.card is card:
                return advice
        raise ValueError(f"{card} is not one of the cards the advisor ranked")


def advise(view: Union[SeatView, ChiamataView], seed: int = 0, samples: Optional[int] = None) -> Advice:
    """Rank every card ``view``'s seat may play now. Deterministic for a given ``seed``."""
    if not isinstance(view, (SeatView, ChiamataView)):
        raise ValueError(f"advise needs a seat's view (game.view(seat)), not {type(view).__name__}")
    if isinstance(view, ChiamataView) and view.called_card is None:
        raise ValueError("in Briscola Chiamata the advisor helps once the card is called")
    if not view.legal_plays():
        raise ValueError(f"seat {view.seat} has no card to play now: it is not its turn")
    count = samples if samples is not None else HardBot.samples.get(view.players, 48)
    ranked = evaluate(view, random.Random(seed), samples=count)
    best = ranked[0]
    # "61" names the win only where two sides share 120 points (no accusi, not three players)
    sixty_one = view.players != 3 and getattr(view.rules, "variant", "") == "classic"
    cards = tuple(CardAdvice(stats.card, i + 1, stats.win, stats.points, stats.takes,
                             stats.exact, {lang: _reason(stats, best, lang, sixty_one)
                                           for lang in LANGUAGES})
                  for i, stats in enumerate(ranked))
    return Advice(view.seat, cards, ranked[0].samples)


def _reason(stats: CardStats, best: CardStats, lang: str, sixty_one: bool = True) -> str:
    card = stats.card
    if stats.exact:
        suffix = "" if sixty_one else "_any"
        key = {1.0: "advice.exact_win" + suffix,
               0.5: "advice.exact_draw" + suffix}.get(stats.win, "advice.exact_loss")
        parts = [t(key, lang, card=card, points=round(stats.points))]
    else:
        parts = [t("advice.chance", lang, card=card, wins=round(stats.win * 10),
                   points=round(stats.points))]
        if card.points >= 3 and stats.takes <= 0.7:
            parts.append(t("advice.taken", lang, card=card, count=round((1 - stats.takes) * 10)))
        elif stats.takes >= 0.3:
            parts.append(t("advice.takes", lang, count=round(stats.takes * 10)))
    if stats is best:
        parts.append(t("advice.best", lang))
    else:
        chance = max(0, round((best.win - stats.win) * 100))
        points = max(0, round(best.points - stats.points))
        if chance or points:
            key = "advice.costs_one" if points == 1 else "advice.costs"
            parts.append(t(key, lang, chance=chance, points=points))
    return " ".join(parts)


@dataclass(frozen=True)
class ReviewItem:
    """One play of the reviewed seat, with what the advisor would have played."""

    trick: int           # 1-based
    played: Card
    best: Card
    win_cost: float      # chance of winning given away against the best card
    points_cost: float   # expected points given away
    is_mistake: bool
    advice: Advice

    def text(self, lang: str = "it") -> str:
        if self.played is self.best or not self.is_mistake:
            return t("review.good", lang, trick=self.trick, played=self.played)
        return t("review.mistake", lang, trick=self.trick, played=self.played, best=self.best)


@dataclass(frozen=True)
class Review:
    seat: int
    items: tuple[ReviewItem, ...]

    @property
    def mistakes(self) -> tuple[ReviewItem, ...]:
        """The plays worth showing a learner, costliest first."""
        worst = [item for item in self.items if item.is_mistake]
        return tuple(sorted(worst, key=lambda i: (-i.win_cost, -i.points_cost, i.trick)))


def review(game: ClassicGame, seat: int, seed: int = 0, samples: Optional[int] = None) -> Review:
    """Replay ``game`` and ask the advisor about each card ``seat`` played. The advice at a
    moment uses the seed ``seed`` + the number of actions before it, as a hint asked then
    with ``advise(view, seed=seed + len(game.actions()))`` does: following the hints is
    never marked a mistake."""
    if not isinstance(game, ClassicGame):
        raise ValueError(f"review needs a classic game, not {type(game).__name__}")
    game.view(seat)  # checks the seat
    history = game.history
    replay = ClassicGame(history[0])  # type: ignore[arg-type]
    items: list[ReviewItem] = []
    moment = 0
    for event in history[1:]:
        if event.is_action:
            moment += 1
        if isinstance(event, Play):
            if event.seat == seat:
                items.append(_judge(replay.view(seat), event.card, len(replay.tricks) + 1,
                                    seed + moment - 1, samples))
            replay.play(event.card, seat=event.seat)
        elif isinstance(event, Declare):
            replay.declare(event.suit, seat=event.seat)
        elif isinstance(event, SwapSeven):
            replay.swap_seven(seat=event.seat)
    return Review(seat, tuple(items))


def _judge(view: SeatView, played: Card, trick: int, seed: int,
           samples: Optional[int]) -> ReviewItem:
    advice = advise(view, seed=seed, samples=samples)
    best, mine = advice.best, advice.for_card(played)
    win_cost = max(0.0, best.win - mine.win)
    points_cost = max(0.0, best.points - mine.points)
    mistake = mine.rank > 1 and (win_cost >= MISTAKE_CHANCE or points_cost >= MISTAKE_POINTS)
    return ReviewItem(trick, played, best.card, win_cost, points_cost, mistake, advice)


@dataclass(frozen=True)
class BidAdvice:
    """One bid of the Chiamata auction as the advisor sees it (``chance`` of making it with
    the best call; a pass has none)."""

    bid: Bid
    chance: Optional[float]
    call: Optional[Card]
    reasons: dict[str, str]

    def reason(self, lang: str = "it") -> str:
        return self.reasons[lang]


def advise_bid(view: ChiamataView, seed: int = 0, samples: int = 8) -> tuple[BidAdvice, ...]:
    """Each bid the seat may make now, with its chance of being made by simulation; the
    pass comes first and says whether any bid is worth it."""
    if not isinstance(view, ChiamataView) or not view.legal_bids:
        raise ValueError("advise_bid needs the view of the seat to bid in a Chiamata auction")
    estimates = estimate(view, random.Random(seed), samples, bid_ranks(view.rules))
    advice = []
    for bid in view.legal_bids[1:]:
        target = view.rules.target(bid)
        options = call_candidates(view, view.rules.called_rank(bid))
        best = max(options, key=lambda card: (chance(estimates[card], target), -card.index))
        odds = chance(estimates[best], target)
        key = "advice.bid_alone" if best in view.hand else "advice.bid"
        advice.append(BidAdvice(bid, odds, best, {
            lang: t(key, lang, bid=bid.name(lang), card=best, count=round(odds * 10))
            for lang in LANGUAGES}))
    worth = [a for a in advice if a.chance is not None and a.chance >= 0.5]
    strongest = worth[-1] if worth else None
    passing = BidAdvice(view.legal_bids[0], None, None, {
        lang: t("advice.pass", lang) if strongest is None else
        t("advice.pass_could", lang, bid=strongest.bid.name(lang),
          count=round((strongest.chance or 0) * 10)) for lang in LANGUAGES})
    return (passing, *advice)
