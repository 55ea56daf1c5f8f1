"""The advisor: every playable card ranked, with numbers and a reason a learner can read.

``advise(view)`` runs the hard bot's search for the seat of ``view`` and turns its numbers
into sentences in Italian and English ("in 7 of 10 possible deals the other side takes your
Asso"; once every card is known, exact statements such as "this guarantees 61").
``review(game, seat)`` replays a finished hand and asks the advisor about each of that seat's
plays, to show the learner the mistakes that cost the most (classic games and Chiamata).
In Briscola Chiamata, ``advise_bid(view)`` weighs each bid of the auction and
``advise_call(view)`` each card the auction's winner may call.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional, Union

from ..cards import DECK, STRENGTH_ORDER, Card, Suit
from ..games.chiamata import Bid, ChiamataGame, ChiamataView
from ..games.classic import ClassicGame
from ..history import Play
from ..i18n import LANGUAGES, t
from ..views import SeatView
from .bidding import (bid_ranks, call_candidates, call_position, chance, estimate, likely_call,
                      play_call)
from .bots import HardBot
from .heuristics import careful_choice
from .search import CardStats, _ranked, evaluate

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
    """Rank every card ``view``'s seat may play now. Deterministic for a given ``seed``.

    In Briscola Chiamata: in the play phase, and al buio also in the first trick, before the
    call, when nobody knows the trump suit (``_blind_ranked``)."""
    if not isinstance(view, (SeatView, ChiamataView)):
        raise ValueError(f"advise needs a seat's view (game.view(seat)), not {type(view).__name__}")
    blind = isinstance(view, ChiamataView) and view.called_card is None
    if blind and view.phase != "play":  # type: ignore[union-attr]
        raise ValueError("in Briscola Chiamata the advisor helps once the card is called "
                         "(advise_bid in the auction, advise_call at the call)")
    if not view.legal_plays():
        raise ValueError(f"seat {view.seat} has no card to play now: it is not its turn")
    count = samples if samples is not None else HardBot.samples.get(view.players, 48)
    if blind:
        ranked = _blind_ranked(view, random.Random(seed), count)  # type: ignore[arg-type]
    else:
        ranked = evaluate(view, random.Random(seed), samples=count)
    best = ranked[0]
    # "61" names the win only where two sides share 120 points (no accusi, not three players)
    sixty_one = view.players != 3 and getattr(view.rules, "variant", "") == "classic"
    cards = tuple(CardAdvice(stats.card, i + 1, stats.win, stats.points, stats.takes,
                             stats.exact, {lang: (t("advice.blind", lang) + " " if blind else "")
                                           + _reason(stats, best, lang, sixty_one)
                                           for lang in LANGUAGES})
                  for i, stats in enumerate(ranked))
    return Advice(view.seat, cards, ranked[0].samples)


def _blind_ranked(view: ChiamataView, rng: random.Random, samples: int) -> list[CardStats]:
    """Al buio, the first trick, before the call: each card played on ``samples`` deals of
    the unseen cards; the trick is finished by the careful player's habits without trumps,
    the caller calls the 2 of the suit he is longest and strongest in (``likely_call``) and
    the hand is played out as ``advise_call`` plays it. The sides are only known after the
    call: win, points and the trick taken are counted for this seat's side as it turns out."""
    legal = view.legal_plays()
    seen = set(view.hand) | set(view.played_cards())
    unseen = [card for card in DECK if card not in seen]
    rank = view.rules.called_rank(view.contract)
    target = view.target if view.target is not None else 61
    totals = {card: [0.0, 0.0, 0.0] for card in legal}
    for _ in range(samples):
        rng.shuffle(unseen)
        position = call_position(view, unseen)
        for card in legal:
            game = position.clone()
            game.play(card, seat=view.seat)
            while game.phase == "play":
                table = [played for _, played in game.table]
                game.play(careful_choice(game.legal_plays(), table, None, False,
                                         len(table) == game.players - 1))
            hand = game._hands[game.caller]  # type: ignore[index]
            called = likely_call(hand, call_candidates(view, rank))
            made = play_call(game, called)
            ours = view.seat in game._truth_sides()[0]
            total = totals[card]
            total[0] += (made >= target) == ours
            total[1] += made if ours else sum(game._points) - made
            total[2] += (game.tricks[0].winner in game._truth_sides()[0]) == ours
    return _ranked([CardStats(card, t[0] / samples, t[1] / samples, t[2] / samples, samples,
                              False) for card, t in totals.items()])


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


def review(game: Union[ClassicGame, ChiamataGame], seat: int, seed: int = 0,
           samples: Optional[int] = None) -> Review:
    """Replay ``game`` (finished or not) and ask the advisor about each card ``seat`` played.

    The advice at a moment uses the seed ``seed`` + the number of actions before it, as a
    hint asked then with ``advise(view, seed=seed + len(game.actions()))`` does (the tables
    pass their deal number as ``seed``): following the hints is never marked a mistake.

    Only the cards played are judged: accusi, the sette leva and signs are replayed, not
    judged; in Briscola Chiamata neither are the bids, the call, the discards col monte nor
    the choice of partner (``advise_bid`` and ``advise_call`` help with the first two while
    they are made). Al buio the first trick, played before the call, is judged too, by what
    ``advise`` finds when nobody knows the trump suit yet. ``trick`` is the trick's number
    in the hand (after a redeal, in the deal that was played).
    """
    if not isinstance(game, (ClassicGame, ChiamataGame)):
        raise ValueError(f"review needs a classic or Chiamata game, not {type(game).__name__}")
    game.view(seat)  # checks the seat
    replay = type(game)(game.history[0])  # type: ignore[arg-type]
    items: list[ReviewItem] = []
    for moment, action in enumerate(game.actions()):
        if isinstance(action, Play) and action.seat == seat:
            items.append(_judge(replay.view(seat), action.card, len(replay.tricks) + 1,
                                seed + moment, samples))
        replay._apply_saved(action.saved())  # every action, as a saved game replays it
    return Review(seat, tuple(items))


def _judge(view: Union[SeatView, ChiamataView], played: Card, trick: int, seed: int,
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


# Simulated deals for each call, the same deals for every card: 4 calls x 128 deals took
# 0.13-0.2 s (median of 10 deals) on the 2-core machine this was written on, col monte all
# 40 cards x 40 deals 0.3-0.5 s (benchmarks/ai.py prints them).
CALL_SAMPLES = 128
CALL_SAMPLES_MONTE = 40


@dataclass(frozen=True)
class CallAdvice:
    """One card the caller may call, as the advisor sees it: over the same simulated deals
    of the cards the caller cannot see, how often the caller's side reaches the contract's
    target, and its average points."""

    card: Card
    rank: int            # 1 = best
    chance: float        # share of the simulated deals in which the contract is made
    points: float        # the caller's side's average points
    in_hand: bool        # the caller holds it: alone (col monte: alone or with the neighbour)
    alone: bool          # calling it the caller surely plays alone: he holds it (col monte
    #                      he may still take the neighbour), or al buio he played it in trick 1
    trumps: tuple[Card, ...]  # the caller's cards of its suit, strongest first
    samples: int
    reasons: dict[str, str]  # language -> text

    def reason(self, lang: str = "it") -> str:
        return self.reasons[lang]


def advise_call(view: ChiamataView, seed: int = 0,
                samples: Optional[int] = None) -> tuple[CallAdvice, ...]:
    """Every card the auction's winner may call now, best first, with a reason.

    The cards the caller has not seen are dealt ``samples`` ways (``CALL_SAMPLES``, col monte
    ``CALL_SAMPLES_MONTE``); on each deal the auction (and al buio the first trick) is
    replayed as it went, each call is tried and the hand is played out by the careful
    player's habits (col monte with the bots' discards and choice of partner). Calls are
    ranked by the chance of reaching ``view.target``, then by the average points.
    Deterministic for a given ``seed``; only the view is read.

    >>> from briscola_teach import new_game
    >>> game = new_game("chiamata", seed=5)
    >>> while game.phase == "auction":
    ...     _ = game.bid("1" if game.contract is None else "pass")
    >>> calls = advise_call(game.view(game.caller), seed=1, samples=8)
    >>> sorted(str(advice.card) for advice in calls)
    ['1b', '1c', '1d', '1s']
    >>> calls[0].rank, calls[0].chance >= calls[-1].chance
    (1, True)
    """
    if not isinstance(view, ChiamataView):
        raise ValueError(f"advise_call needs a Chiamata seat's view (game.view(seat)), not "
                         f"{type(view).__name__}")
    if view.pending != "call":
        step = view.pending or view.phase
        raise ValueError(f"advise_call helps at the call step; this hand is at {step!r}")
    if view.seat != view.caller:
        raise ValueError(f"seat {view.seat} does not call: seat {view.caller} won the auction")
    monte = view.rules.col_monte
    count = samples if samples is not None else CALL_SAMPLES_MONTE if monte else CALL_SAMPLES
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise ValueError(f"samples must be a whole number of deals, at least 1, not {count!r}")
    rank = view.rules.called_rank(view.contract)
    options = list(DECK) if monte else call_candidates(view, rank)
    target = view.target if view.target is not None else 61
    rng = random.Random(seed)
    seen = set(view.hand) | set(view.played_cards())
    unseen = [card for card in DECK if card not in seen]
    points: dict[Card, list[int]] = {card: [] for card in options}
    for _ in range(count):
        rng.shuffle(unseen)
        position = call_position(view, unseen)
        for card in options:
            points[card].append(play_call(position.clone(), card))
    stats = sorted(((card, chance(points[card], target), sum(points[card]) / count)
                    for card in options), key=lambda s: (-s[1], -s[2], s[0].index))
    best = stats[0]
    return tuple(CallAdvice(card, i + 1, odds, average, card in view.hand,
                            card in view.hand and not monte or _played_by_caller(view, card),
                            _trumps(view, card.suit), count,
                            {lang: _call_reason(view, card, odds, average, best, lang)
                             for lang in LANGUAGES})
                 for i, (card, odds, average) in enumerate(stats))


def _played_by_caller(view: ChiamataView, card: Card) -> bool:
    """Al buio the caller may have played a 2 as the last card of the first trick."""
    return any((view.seat, card) in trick.plays for trick in view.tricks)


def _trumps(view: ChiamataView, suit: Suit) -> tuple[Card, ...]:
    return tuple(sorted((card for card in view.hand if card.suit is suit),
                        key=lambda card: -card.strength))


def _ranks(cards: tuple[Card, ...], lang: str) -> str:
    return ", ".join(card.rank.name_in(lang) for card in cards)


def _call_reason(view: ChiamataView, card: Card, odds: float, average: float,
                 best: tuple[Card, float, float], lang: str) -> str:
    """Why this call: what it makes of the hand (trump suit, partner or alone, the trumps
    held, the strongest trumps on the caller's side), then the numbers against the best."""
    suit, monte = card.suit, view.rules.col_monte
    name = suit.name_in(lang)
    mine = _trumps(view, suit)
    in_hand = card in view.hand
    if in_hand:
        parts = [t("advice.call_monte_own" if monte else "advice.call_alone", lang,
                   card=card, suit=name)]
    elif _played_by_caller(view, card):
        parts = [t("advice.call_alone_played", lang, card=card, suit=name)]
    else:
        parts = [t("advice.call_monte" if monte else "advice.call_partner", lang,
                   card=card, suit=name)]
    longest = all(len(mine) > len(_trumps(view, other)) for other in Suit if other is not suit)
    if not mine:
        parts.append(t("advice.call_no_trumps_monte" if monte else "advice.call_no_trumps",
                       lang, suit=name))
    elif len(mine) == 1:
        parts.append(t("advice.call_trumps_one", lang, cards=_ranks(mine, lang)))
    else:
        parts.append(t("advice.call_trumps_longest" if longest else "advice.call_trumps", lang,
                       suit=name, count=len(mine), cards=_ranks(mine, lang)))
    # The strongest trumps still to be played that are surely on the caller's side: his own
    # and the called card (the partner's, or col monte maybe the monte's: his then).
    gone = tuple(sorted((c for c in view.played_cards() if c.suit is suit),
                        key=lambda c: -c.strength))
    ours = set(mine) | {card}
    top: list[Card] = []
    for rank in STRENGTH_ORDER:
        trump = Card(rank, suit)
        if trump in gone:
            continue
        if trump not in ours:
            break
        top.append(trump)
    if len(top) == 1:
        parts.append(t("advice.call_top_one", lang, card=top[0]))
    elif top:
        parts.append(t("advice.call_top", lang, count=len(top), cards=_ranks(tuple(top), lang)))
    if gone:
        parts.append(t("advice.call_gone", lang, suit=name, cards=_ranks(gone, lang)))
    tenths = round(odds * 10)
    parts.append(t("advice.call_odds_one" if tenths == 1 else "advice.call_odds", lang,
                   count=tenths, target=view.target or 61, points=round(average)))
    best_card, best_odds, best_points = best
    if card is best_card:
        parts.append(t("advice.call_best", lang))
    elif round(best_odds * 100) > round(odds * 100):
        parts.append(t("advice.call_costs", lang, best=best_card, chance=round(best_odds * 100),
                       mine=round(odds * 100)))
    elif round(best_points - average) >= 1:
        parts.append(t("advice.call_costs_points", lang, best=best_card,
                       points=round(best_points - average)))
    else:
        parts.append(t("advice.call_as_good", lang, best=best_card))
    return " ".join(parts)
