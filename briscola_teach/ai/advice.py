"""The advisor: every playable card ranked, with the idea that decides it, its numbers and
what it costs, in words a learner can read.

``advise(view)`` runs the hard bot's search for the seat of ``view`` and explains each card:
first the idea of the lessons that decides it, found by looking at the position through the
view (``ideas.py``: "a liscio risks nothing", "the Ace of trumps is still out", "strozzo"...),
then its numbers, always shown one way ("in 10 deals like this one, you win 8"; once every card
is known, exact statements such as "this guarantees 61"), then what it costs against the
best card, worked out from those same figures.
``review(game, seat)`` replays a hand and asks the advisor about each of that seat's plays,
to show the learner the mistakes that cost the most (classic games and Chiamata), and says
in two sentences why a finished hand went as it did.
In Briscola Chiamata, ``advise_bid(view)`` weighs each bid of the auction and
``advise_call(view)`` each card the auction's winner may call; ``review_auction(game, seat)``
judges afterwards the bids and the call that seat made, on those same figures.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field, replace
from typing import Any, Optional, Union

from ..cards import DECK, STRENGTH_ORDER, Card, Suit
from ..games.chiamata import Bid, ChiamataGame
from ..games.classic import ClassicGame
from ..history import BidMade, Call as CallMade, Play
from ..i18n import LANGUAGES, TEXTS, bid_name, check_language, learner_value, t
from ..views import ChiamataView, SeatView
from .bidding import (BID_SAMPLES, bid_chances, call_candidates, call_position, chance,
                      likely_call, play_call)
from .heuristics import careful_choice
from .ideas import Idea, exception, idea_for, read_position
from .judge import (BID_CLEAR, BID_LOST, ERROR_FLOOR, NO_GAP, REFINE_MARGIN, STAR_POINTS, SURE,
                    Gap, Judgement, how_often, judge, paired_gap, position_seed, refine,
                    wins_in_10)
from .search import CardStats

# The auction, in deals made of 10: the pass suggests a bid only from BID_WORTH (clearly
# better than even; the medium players bid from 6 in 10 too, ``bots.MediumBot``); a bid made
# in BID_RISK or fewer is said to be a risk, in BID_HOPELESS or fewer nearly always lost.
BID_WORTH = 6
BID_RISK = 5
BID_HOPELESS = 2


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
    idea: Optional[Idea] = None  # what decides the card (``ideas.idea_for``)

    def reason(self, lang: str = "it") -> str:
        return self.reasons[lang]

    @property
    def wins_in_10(self) -> int:
        """The chance of winning as the learner reads it: deals won in 10."""
        return wins_in_10(self.win)

    @property
    def points_shown(self) -> int:
        return round(self.points)

    def figures(self, lang: str = "it") -> str:
        """The card's numbers as the hint list shows them, the same as in its reason."""
        if self.exact:
            return t("advice.figures_exact", lang, result=_result_name(self.win, lang),
                     points=self.points_shown)
        return t("advice.figures" + ("_one" if self.wins_in_10 == 1 else ""), lang,
                 wins=self.wins_in_10, points=self.points_shown)


@dataclass(frozen=True)
class Advice:
    seat: int
    cards: tuple[CardAdvice, ...]   # best first
    samples: int
    # why the best card may break a tip of the lessons here (``ideas.exception``), "" if not
    exception: str = ""
    # the judge's verdict on every card (``judge.py``): its gap to the best, costly or not
    judgement: Optional[Judgement] = None

    @property
    def best(self) -> CardAdvice:
        return self.cards[0]

    def for_card(self, card: Card) -> CardAdvice:
        card = Card.parse(card)
        for advice in self.cards:
            if advice.card is card:
                return advice
        raise ValueError(f"{card} is not one of the cards the advisor ranked")

    def costly(self, card: Card) -> bool:
        """Whether the judge is sure ``card`` is a costly mistake here."""
        return self.judgement is not None and self.judgement.costly(self.for_card(card).card)


def advise(view: Union[SeatView, ChiamataView], seed: int = 0, samples: Optional[int] = None) -> Advice:
    """Rank every card ``view``'s seat may play now, as the judge (``judge.py``) finds them.
    The same position always gets the same advice: the judge's deals are drawn from the
    position itself; ``seed`` only asks a second opinion (benchmarks), and ``samples`` caps
    the deals (tests).

    Cards are ranked as the learner reads them: deals won in 10 (``wins_in_10``), then
    average points rounded, then the search's own score. Each reason names first the idea
    that decides the card (``ideas.py``, from the view alone), then its numbers, then what it
    costs against the best card, worked out from the figures shown.

    In Briscola Chiamata: in the play phase, and al buio also in the first trick, before the
    call, when nobody knows the trump suit (``_blind_trials``)."""
    if not isinstance(view, (SeatView, ChiamataView)):
        raise ValueError(f"advise needs a seat's view (game.view(seat)), not {type(view).__name__}")
    blind_view = view if isinstance(view, ChiamataView) and view.called_card is None else None
    blind = blind_view is not None
    if blind_view is not None and blind_view.phase != "play":
        raise ValueError("in Briscola Chiamata the advisor helps once the card is called "
                         "(advise_bid in the auction, advise_call at the call)")
    if not view.legal_plays():
        raise ValueError(f"seat {view.seat} has no card to play now: it is not its turn")
    if blind_view is not None:
        judgement = judge(view, seed, samples, *_blind_trials(blind_view))
    else:
        judgement = judge(view, seed, samples)
    ranked = list(judgement.stats)
    position = read_position(view)
    ideas = {stats.card: idea_for(position, stats.card, stats.exact) for stats in ranked}
    why = exception(position, ideas[ranked[0].card], *_standing_out(ranked))
    if why == "count" and _close(ranked):
        why = "close"     # the tip is broken by a hair: say so rather than praise the card
    # "61" names the win only where two sides share 120 points (no accusi, not three players)
    sixty_one = view.players != 3 and getattr(view.rules, "variant", "") == "classic"
    cards = tuple(CardAdvice(stats.card, i + 1, stats.win, stats.points, stats.takes,
                             stats.exact, {lang: (t("advice.blind", lang) + " " if blind else "")
                                           + _reason(stats, ranked[0], ideas[stats.card],
                                                     why if i == 0 else "", lang, sixty_one,
                                                     judgement.costly(stats.card))
                                           for lang in LANGUAGES}, ideas[stats.card])
                  for i, stats in enumerate(ranked))
    return Advice(view.seat, cards, judgement.samples, why, judgement)



def _close(ranked: list[CardStats]) -> bool:
    """The next card shows the same deals won and at most 2 points fewer."""
    return len(ranked) > 1 and wins_in_10(ranked[0].win) == wins_in_10(ranked[1].win) \
        and round(ranked[0].points) - round(ranked[1].points) <= 2


def _standing_out(ranked: list[CardStats]) -> tuple[bool, bool]:
    """(only the best card wins the hand, it wins clearly more often than any other: by two
    deals in 10 or more), by the figures shown."""
    best, rest = wins_in_10(ranked[0].win), [wins_in_10(s.win) for s in ranked[1:]]
    if not rest:
        return False, False
    only = best > 0 and max(rest) == 0 if not ranked[0].exact else \
        ranked[0].win == 1.0 and all(s.win < 1.0 for s in ranked[1:])
    return only, best >= max(rest) + 2


def _blind_trials(view: ChiamataView) -> tuple[Any, Any]:
    """Al buio, the first trick, before the call: the judge's draw and trial. Each deal
    shuffles the unseen cards; a card is played, the trick is finished by the careful
    player's habits without trumps, the caller calls the 2 of the suit he is longest and
    strongest in (``likely_call``) and the hand is played out as ``advise_call`` plays it.
    The sides are only known after the call: win, points and the trick taken are counted
    for this seat's side as it turns out."""
    seen = set(view.hand) | set(view.played_cards())
    unseen = [card for card in DECK if card not in seen]
    rank = view.rules.called_rank(view.contract)
    target = view.target if view.target is not None else 61

    def draw(rng: random.Random) -> Any:
        rng.shuffle(unseen)
        return call_position(view, unseen)

    def trial(position: Any, card: Card) -> tuple[float, float, float]:
        game = position.clone()
        game.play(card, seat=view.seat)
        while game.phase == "play":
            table = [played for _, played in game.table]
            game.play(careful_choice(game.legal_plays(), table, None, False,
                                     len(table) == game.players - 1))
        hand = game.hand(game.caller)  # the auction is won
        called = likely_call(hand, call_candidates(view, rank))
        made = play_call(game, called)
        callers = game.true_sides[0]
        ours = view.seat in callers
        return (float((made >= target) == ours), float(made if ours else game.points_by_side()[1]),
                float((game.tricks[0].winner in callers) == ours))

    return draw, trial


# -- the reason: the idea, the numbers, the cost against the best ---------------------------

def _reason(stats: CardStats, best: CardStats, idea: Idea, why: str, lang: str,
            sixty_one: bool = True, costly: bool = False) -> str:
    """The idea, the numbers, the cost. A reason never argues against its verdict: the best
    card's warning comes with why the card is best all the same (``why``), and a costly
    mistake's good side is not praised: the reason says a better card was there."""
    if stats is best and why and idea.tip:
        # The idea is a tip of the lessons this card breaks: name the tip, then say in the
        # learner's words why it is broken here (what the card gains).
        parts = [t("advice.tip_close" if why == "close" else "advice.tip_broken", lang,
                   tip=tip_text(idea, lang), why=exception_text(why, idea, lang))]
    elif stats is best and why:
        parts = [idea_text(idea, lang), t("advice.still_close" if why == "close" else
                                          "advice.still_best", lang,
                                          why=exception_text(why, idea, lang))]
    elif costly and idea.praises:
        parts = [t("advice.worse", lang, card=stats.card, best=best.card)]
    else:
        parts = [idea_text(idea, lang)]
    if stats.exact:
        suffix = "" if sixty_one else "_any"
        key = {1.0: "advice.exact_win" + suffix,
               0.5: "advice.exact_draw" + suffix}.get(stats.win, "advice.exact_loss")
        parts.append(t(key, lang, card=stats.card, points=round(stats.points)))
    else:
        wins = wins_in_10(stats.win)
        parts.append(t("advice.chance" + ("_one" if wins == 1 else ""), lang, wins=wins,
                       points=round(stats.points)))
    if stats is best:
        parts.append(t("advice.best", lang))
    else:
        cost = cost_text(best, stats, lang)
        parts.append(t("advice.costs", lang, what=cost) if cost else t("advice.as_good", lang))
    return " ".join(parts)


def cost_text(best: Union[CardStats, CardAdvice], mine: Union[CardStats, CardAdvice],
              lang: str) -> str:
    """What ``mine`` gives away against ``best``, from the figures shown ("2 fewer wins in 10
    deals and 5 points less"); "" when the figures are the same."""
    wins = wins_in_10(best.win) - wins_in_10(mine.win)
    points = round(best.points) - round(mine.points)
    clauses = []
    if wins and best.exact and mine.exact:
        clauses.append(t("advice.cost_result", lang, mine=_result_name(mine.win, lang),
                         best=_result_name(best.win, lang)))
    elif wins:
        clauses.append(_counted("advice.cost_wins", wins, lang))
    if points > 0:
        clauses.append(_counted("advice.cost_points", points, lang))
    elif points < 0 and clauses:
        return clauses[0] + ", " + _counted("advice.gain_points", -points, lang)
    if len(clauses) == 2:
        return t("advice.both", lang, first=clauses[0], second=clauses[1])
    return clauses[0] if clauses else ""


def _counted(key: str, count: int, lang: str) -> str:
    return t(key + "_one" if count == 1 else key, lang, count=count)


def tip_text(idea: Idea, lang: str) -> str:
    """The lesson tip ``idea`` breaks, as lesson 5 says it: «non sprecare le briscole»."""
    return t("advice.tip_" + idea.tip, lang)


def exception_text(why: str, idea: Idea, lang: str) -> str:
    """Why the best card may break its tip here (``ideas.exception``), in the learner's words.
    A trump that takes a cheap trick because every other card costs more says what it gains:
    it surely keeps the trick, and its own points come home."""
    key = "advice.except_" + why
    if why in ("no_cheaper_take", "no_cheaper_gives") and not idea.card.points:
        key += "_nothing"
    them = t("advice.to_them_one" if idea.one_opponent else "advice.to_them", lang)
    return t(key, lang, card=idea.card, points=idea.card.points, them=them)


def _result_name(win: float, lang: str) -> str:
    return t({1.0: "advice.result_win", 0.5: "advice.result_draw"}.get(win, "advice.result_loss"),
             lang)


def idea_text(idea: Idea, lang: str) -> str:
    """The idea in words (``advice.idea_<name>``), with the cards still out that could take
    the card when it is not safe."""
    name = idea.name + ("_nothing" if idea.name == "save_trump" and not idea.points else "")
    key = "advice.idea_" + name
    if idea.one_opponent and key + "_one" in TEXTS:   # a table of two: "l'avversario"
        key += "_one"
    text = t(key, lang, card=idea.card, points=idea.points,
             other=idea.other, out=_still_out(idea, lang))
    if idea.name == "strozzo" and idea.threats:
        text += " " + t("advice.risk", lang, out=_still_out(idea, lang))
    return text


# Up to this many trumps still out are named one by one; more are counted.
NAMED_TRUMPS = 3


def _still_out(idea: Idea, lang: str) -> str:
    """"the Ace and the Three of trumps are still out", "the Ace of the same suit and 7
    trumps are still out": the cards that could take ``idea.card``."""
    if not idea.threats:
        return ""
    trumps = [c for c in idea.threats if c.suit is idea.trump]
    plain = [c for c in idea.threats if c.suit is not idea.trump]
    # Named by rank only: "the Ace of the same suit", "the Three of trumps". A card still out
    # is never named in full, as if it were seen (widgets keep hidden cards off the page).
    pieces = [t("advice.suit_named", lang, ranks=_ranks_named(plain, lang))] if plain else []
    if trumps and len(trumps) <= NAMED_TRUMPS and not plain:
        pieces.append(t("advice.trumps_named", lang, ranks=_ranks_named(trumps, lang)))
    elif trumps:
        pieces.append(_counted("advice.trumps_count", len(trumps), lang))
    key = "advice.out_one" if len(idea.threats) == 1 else "advice.out_many"
    return t(key, lang, cards=_joined(pieces, lang))


def _ranks_named(cards: list[Card], lang: str) -> str:
    """"the Ace and the Three": the ranks of ``cards`` with their articles."""
    return _joined([format(learner_value(c.rank, lang), "the") for c in cards], lang)


def _joined(names: list[str], lang: str) -> str:
    """"A, B and C" / "A, B e C"."""
    if len(names) == 1:
        return names[0]
    return t("advice.both", lang, first=", ".join(names[:-1]), second=names[-1])


# -- the review -----------------------------------------------------------------------------

@dataclass(frozen=True)
class ReviewItem:
    """One play of the reviewed seat, with what the advisor would have played. The costs are
    worked out from the figures the hint shows (deals won in 10, points)."""

    trick: int           # 1-based
    played: Card
    best: Card
    win_cost: float      # chance of winning given away against the best card (in tenths)
    points_cost: float   # points given away
    is_mistake: bool
    advice: Advice
    refined: Optional[Gap] = None    # the gap looked at again (``judge.refine``), if it was

    @property
    def gap(self) -> Gap:
        """The played card against the best, as the stars count it."""
        if self.advice.judgement is None or self.played is self.best:
            return NO_GAP
        return self.refined or self.advice.judgement.gap(self.played)

    @property
    def given_away(self) -> float:
        """What this play counts for the stars (``Gap.given_away``): 0 for the best card."""
        return self.gap.given_away

    def text(self, lang: str = "it") -> str:
        if self.played is self.best:
            return t("review.good", lang, trick=self.trick, played=self.played)
        if not self.is_mistake:   # the judge cannot call it costly: no praise, no blame
            return t("review.fine", lang, trick=self.trick, played=self.played, best=self.best)
        line = t("review.mistake", lang, trick=self.trick, played=self.played, best=self.best)
        idea = self.why()
        if idea is not None:
            return line + " " + idea_text(idea, lang)
        best = self.advice.best.idea
        if self.advice.exception and best is not None:
            why = exception_text(self.advice.exception, best, lang)
            if best.tip:
                return line + " " + t("review.exception", lang, best=self.best,
                                      tip=tip_text(best, lang), why=why)
            return line + " " + t("review.still_best", lang, best=self.best, why=why)
        return line + " " + t("review.count", lang, best=self.best)

    def why(self) -> Optional[Idea]:
        """The idea that explains the mistake: the played card's when it speaks against it,
        else the better card's when it speaks for it (None: the better card has a drawback
        too, and ``advice.exception`` or the count of deals says why it is better)."""
        mine, best = self.advice.for_card(self.played).idea, self.advice.best.idea
        if mine is not None and mine.warns:
            return mine
        return best if best is not None and not best.warns else None

    def cost(self, lang: str = "it") -> str:
        """What the play cost: as the hint's figures show it for a costly mistake, then the
        points the stars count for it ("" for the best card, or one that gave away less than
        half a point)."""
        what = cost_text(self.advice.best, self.advice.for_card(self.played), lang)
        said = [t("review.cost", lang, what=what)] if what and self.is_mistake else []
        if self.is_mistake:
            said.append(t("review.how_often", lang, best=self.best,
                          often=t("review.often_" + how_often(self.gap), lang)))
        if round(self.given_away):
            said.append(t("review.given_away", lang, points=round(self.given_away)))
        return " ".join(said)


@dataclass(frozen=True)
class Review:
    seat: int
    items: tuple[ReviewItem, ...]
    # language -> why the hand went as it did (a finished hand; "" while it is played)
    summaries: dict[str, str] = field(default_factory=dict)

    @property
    def given_away(self) -> float:
        """The points the seat's plays gave away against the best cards, over the hand."""
        return sum(item.given_away for item in self.items)

    @property
    def mistakes(self) -> tuple[ReviewItem, ...]:
        """The plays worth showing a learner, costliest first."""
        worst = [item for item in self.items if item.is_mistake]
        return tuple(sorted(worst, key=lambda i: (-i.win_cost, -i.points_cost, i.trick)))

    def summary(self, lang: str = "it") -> str:
        """Why the hand went as it did: the cards each side got, the richest tricks and the
        costliest choice ("" for a hand not over)."""
        return self.summaries.get(check_language(lang), "")


def review(game: Union[ClassicGame, ChiamataGame], seat: int, seed: int = 0,
           samples: Optional[int] = None, counted: float = 0.0) -> Review:
    """Replay ``game`` (finished or not) and ask the advisor about each card ``seat`` played;
    a finished hand also gets a summary of why it went as it did (``Review.summary``), from
    the whole record: the hand is over, nothing is hidden any more.

    Each play is judged as a hint asked at that moment (``advise``, the judge): the same
    position gets the same verdict, so following the hints is never marked a mistake, and a
    play is a mistake only when the judge is sure it was costly (``judge.py``). ``seed``
    asks the judge's second opinion (benchmarks); ``samples`` caps its deals (tests).
    A hand whose points given away (with ``counted``, the points the stars add for hints
    and the auction) lie near a star's line is looked at again (``judge.refine``).

    Only the cards played are judged: accusi, the sette leva and signs are replayed, not
    judged; in Briscola Chiamata neither are the bids, the call, the discards col monte nor
    the choice of partner (``advise_bid`` and ``advise_call`` help with the first two while
    they are made, and ``review_auction`` judges them afterwards). Al buio the first trick, played before the call, is judged too, by what
    ``advise`` finds when nobody knows the trump suit yet. ``trick`` is the trick's number
    in the hand (after a redeal, in the deal that was played).
    """
    if not isinstance(game, (ClassicGame, ChiamataGame)):
        raise ValueError(f"review needs a classic or Chiamata game, not {type(game).__name__}")
    game.view(seat)  # checks the seat
    replay = type(game)(game.history[0])  # type: ignore[arg-type]  # built from the Deal
    items: list[ReviewItem] = []
    views = []
    for moment, action in enumerate(game.actions()):
        if isinstance(action, Play) and action.seat == seat:
            views.append(replay.view(seat))
            items.append(_judge(views[-1], action.card, len(replay.tricks) + 1, seed, samples))
        replay.replay_action(action)  # every action, as a saved game replays it
    if samples is None and _near_a_threshold(items, counted):
        items = [_refined(item, view, seed) for item, view in zip(items, views)]
    result = Review(seat, tuple(items))
    if not game.is_over:
        return result
    return Review(seat, result.items, {lang: _summary(game, seat, result.items, lang)
                                       for lang in LANGUAGES})


def _judge(view: Union[SeatView, ChiamataView], played: Card, trick: int, seed: int,
           samples: Optional[int]) -> ReviewItem:
    advice = advise(view, seed=seed, samples=samples)
    best, mine = advice.best, advice.for_card(played)
    wins = max(0, best.wins_in_10 - mine.wins_in_10)
    points = max(0, best.points_shown - mine.points_shown)
    return ReviewItem(trick, played, best.card, wins / 10, float(points),
                      advice.costly(played), advice)


def _near_a_threshold(items: list[ReviewItem], counted: float = 0.0) -> bool:
    """The hand's points given away (and ``counted``: the hints and the auction, where the
    stars count them) are within ``REFINE_MARGIN`` errors of a star's line."""
    total = counted + sum(item.given_away for item in items)
    error = math.sqrt(sum(item.gap.given_error ** 2 for item in items))
    return any(abs(total - line) < REFINE_MARGIN * error for line in STAR_POINTS)


def _refined(item: ReviewItem, view: Union[SeatView, ChiamataView], seed: int) -> ReviewItem:
    """``item`` with its gap looked at on more deals (a card not the best, not exact)."""
    judged = item.advice.judgement
    if judged is None or judged.exact or item.played is item.best:
        return item
    blind = isinstance(view, ChiamataView) and view.called_card is None
    draw, trial = _blind_trials(view) if blind else (None, None)  # type: ignore[arg-type]  # al buio
    return replace(item, refined=refine(view, item.best, item.played, seed, draw, trial,
                                        known=judged))


# The two richest tricks of a hand are named in its summary.
SWING_TRICKS = 2


def _summary(game: Union[ClassicGame, ChiamataGame], seat: int,
             items: tuple[ReviewItem, ...], lang: str) -> str:
    """Three sentences: the result with the trumps and card points each side got over the
    hand; the richest tricks and who took them, and the costliest choice; luck apart from
    play (``_luck``)."""
    mistakes = Review(seat, items).mistakes
    outcome, view = game.outcome(), game.view(seat)
    assert outcome is not None, "a summary is for a finished hand"
    ours = next(side for side in outcome.sides if seat in side)
    held = {True: [0, 0], False: [0, 0]}           # our side or not -> [card points, trumps]
    for trick in view.tricks:
        for who, card in trick.plays:
            held[who in ours][0] += card.points
            held[who in ours][1] += card.suit is view.trump
    lost = not outcome.is_draw and seat not in outcome.winners
    key = "review.draw" if outcome.is_draw else "review.lost" if lost else "review.won"
    one = "_one" if view.players == 2 else ""      # a table of two: "l'avversario"
    first = t(key, lang, score=_score(outcome, seat, lang), my_cards=held[True][0],
              their_cards=held[False][0], my_trumps=_counted("review.trumps", held[True][1], lang),
              their_trumps=_counted("review.trumps", held[False][1], lang),
              them=t("review.them" + one, lang))
    richest = sorted(enumerate(view.tricks, 1), key=lambda pair: (-pair[1].points, pair[0]))
    tricks = [t("review.trick_ours" if trick.winner in ours else "review.trick_theirs" + one,
                lang, trick=number, points=trick.points)
              for number, trick in richest[:SWING_TRICKS] if trick.points]
    if mistakes:
        worst = mistakes[0]
        choice = t("review.costliest", lang, played=worst.played, trick=worst.trick,
                   best=worst.best, cost=cost_text(worst.advice.best,
                                                   worst.advice.for_card(worst.played), lang))
    else:
        choice = t("review.no_costly_lost" if lost else "review.no_costly", lang)
    swing = t("review.swing", lang, tricks=", ".join(tricks), choice=choice)
    return first + " " + swing + _luck(items, outcome, seat, lang)


# Luck counts as having helped or hurt from this many deals won in 10.
LUCK_SAID = 3


def _luck(items: tuple[ReviewItem, ...], outcome: Any, seat: int, lang: str) -> str:
    """Luck said apart from play, as GNU Backgammon's luck analysis does: the result is the
    chance at the learner's first card, less what their choices gave away (the judge's gaps),
    plus luck, the rest: the cards drawn and the cards the others held and played.

    The choices gave away at least the gaps less ``SURE`` errors (the figure said) and at
    most about the gaps themselves (their noise counted as losses). Luck is said to have
    helped only if it did with the least, to have hurt only if it did with the most."""
    if not items:
        return ""
    start = wins_in_10(items[0].advice.best.win)
    gaps = [item.gap for item in items]
    least = wins_in_10(sum(max(0.0, gap.wins - SURE * gap.wins_error) for gap in gaps))
    most = wins_in_10(sum(max(0.0, gap.wins) for gap in gaps))
    result = 5 if outcome.is_draw else 10 if seat in outcome.winners else 0
    word = "review.luck_for" if result - start + least >= LUCK_SAID else \
        "review.luck_against" if result - start + most <= -LUCK_SAID else "review.luck_even"
    return " " + t("review.luck" if least else "review.luck_none", lang, start=start,
                   lost=least, luck=t(word, lang))


def _score(outcome: Any, seat: int, lang: str) -> str:
    """"52 to 68"; in Chiamata with a contract above 61, and the target."""
    mine, theirs = outcome.score_of(seat)
    target = getattr(outcome, "target", 61)
    if target > 61:
        return t("review.score_target", lang, mine=mine, theirs=theirs, target=target)
    return t("review.score", lang, mine=mine, theirs=theirs)


@dataclass(frozen=True)
class BidAdvice:
    """One bid of the Chiamata auction as the advisor sees it: the card to call with it,
    the ``chance`` that the caller's side reaches the bid's target with that call and its
    average ``points`` (``bidding.bid_chances``); a pass has none of them."""

    bid: Bid
    chance: Optional[float]
    call: Optional[Card]
    reasons: dict[str, str]
    points: Optional[float] = None
    samples: int = 0        # the deals the chance was read off

    def reason(self, lang: str = "it") -> str:
        return self.reasons[lang]

    @property
    def wins_in_10(self) -> Optional[int]:
        """The chance as the learner reads it: deals in 10 that make the bid."""
        return None if self.chance is None else wins_in_10(self.chance)


def advise_bid(view: ChiamataView, seed: Optional[int] = None,
               samples: int = BID_SAMPLES) -> tuple[BidAdvice, ...]:
    """Each bid the seat may make now, the pass first, with the card to call and how often
    the caller's side makes it over ``samples`` simulated deals (``bidding.bid_chances``:
    the hand played out as the computer players at the table play, the same playouts as
    ``advise`` in the play). The pass names the strongest bid made in ``BID_WORTH`` deals of
    10 or more, if any: a bid made about half the time or less is never suggested, and its
    own reason says plainly that it is a risk (``BID_RISK``). The chance is honest: over seeded auctions at the lesson tables the bids were
    made as often as stated, tenth by tenth (``ai.calibration``, ``benchmarks/ai.py
    --calibration``).

    >>> from briscola_teach import new_game
    >>> view = new_game("chiamata", seed=3).view(1)
    >>> advice = advise_bid(view, seed=1, samples=6)
    >>> [a.bid for a in advice] == list(view.legal_bids)
    True
    >>> advice[1].reason("en").startswith("Ace: if you call the Ace of")
    True
    """
    if not isinstance(view, ChiamataView) or not view.legal_bids:
        raise ValueError("advise_bid needs the view of the seat to bid in a Chiamata auction")
    if not isinstance(samples, int) or isinstance(samples, bool) or samples < 1:
        raise ValueError(f"samples must be a whole number of deals, at least 1, not {samples!r}")
    # The same position, the same advice: the deals come from the position itself
    # (``judge.position_seed``) unless a seed asks for another opinion.
    seed = position_seed(view) if seed is None else seed
    advice = [BidAdvice(item.bid, item.chance, item.call,
                        {lang: _bid_reason(view, item, lang) for lang in LANGUAGES}, item.points,
                        item.samples)
              for item in bid_chances(view, seed, samples)]
    worth = [a for a in advice if (a.wins_in_10 or 0) >= BID_WORTH]
    strongest = worth[-1] if worth else None
    passing = BidAdvice(view.legal_bids[0], None, None, {
        lang: t("advice.pass", lang) if strongest is None else
        t("advice.pass_could", lang, bid=bid_name(strongest.bid, lang, view.rules.col_monte),
          odds=_bid_odds(strongest.chance or 0.0, lang))
        for lang in LANGUAGES})
    return (passing, *advice)


def _bid_reason(view: ChiamataView, item: Any, lang: str) -> str:
    """"Ace: calling the Ace of Cups, your side reaches 61 points in 6 deals out of 10 like
    this one (66 on average)", or the called card is the bidder's own: alone (col monte, alone or
    with the neighbour)."""
    key = "advice.bid"
    if item.call in view.hand:
        key = "advice.bid_own_monte" if view.rules.col_monte else "advice.bid_alone"
    text = t(key, lang, bid=bid_name(item.bid, lang, view.rules.col_monte), card=item.call,
             target=view.rules.target(item.bid), odds=_bid_odds(item.chance, lang),
             points=round(item.points))
    made = wins_in_10(item.chance)
    if made <= BID_HOPELESS:
        text += " " + t("advice.bid_hopeless", lang)
    elif made <= BID_RISK:
        text += " " + t("advice.bid_risk", lang, count=10 - made)
    return text


def _bid_odds(chance: float, lang: str) -> str:
    """"in 6 deals out of 10 like this one": the chance as the play hints show it."""
    count = wins_in_10(chance)
    return t("advice.bid_odds_one", lang) if count == 1 else t("advice.bid_odds", lang, count=count)



# -- the auction judged afterwards ---------------------------------------------------------

@dataclass(frozen=True)
class AuctionItem:
    """One decision of the reviewed seat before the play in Briscola Chiamata: a bid (the
    pass too) or the call, judged on the hint's own figures at that moment."""

    kind: str                          # "bid" or "call"
    chosen: Union[Bid, Card]
    better: Union[Bid, Card, None]     # the bid a pass gave away, the best call; None if none
    made_in_10: Optional[int]          # the chosen bid's or call's deals made in 10 (a pass: None)
    is_mistake: bool
    texts: dict[str, str]              # language -> what the review says of it

    def text(self, lang: str = "it") -> str:
        return self.texts[check_language(lang)]


def review_auction(game: ChiamataGame, seat: int,
                   seed: Optional[int] = None) -> tuple[AuctionItem, ...]:
    """Judge each bid and the call ``seat`` made in ``game``, as the hints judge them
    (``advise_bid`` and ``advise_call``, their deals drawn from the position: ``seed``
    asks another opinion), so a hint followed is never a mistake.

    A bid the advisor finds surely made less often than ``BID_LOST`` is a costly mistake, and
    so is a pass when a bid surely made more often than ``BID_CLEAR`` was there (both in
    ``judge.py``); a pass with a weak
    hand is right. A call is a costly mistake by the judge's rule for cards: sure to give
    away ``COSTLY_WINS`` of reaching the target or ``COSTLY_POINTS`` points against the best
    call, on the same deals. The discards and the partner col monte have no advice and are
    not judged."""
    if not isinstance(game, ChiamataGame):
        raise ValueError(f"review_auction needs a Chiamata game, not {type(game).__name__}")
    game.view(seat)  # checks the seat
    replay = type(game)(game.history[0])  # type: ignore[arg-type]  # built from the Deal
    items: list[AuctionItem] = []
    for action in game.actions():
        if getattr(action, "seat", None) == seat and isinstance(action, BidMade):
            items.append(_judge_bid(replay.view(seat), action.bid, seed))
        elif getattr(action, "seat", None) == seat and isinstance(action, CallMade):
            items.append(_judge_call(replay.view(seat), action.card, seed))
        replay.replay_action(action)
    return tuple(items)


def _judge_bid(view: ChiamataView, bid: Bid, seed: Optional[int]) -> AuctionItem:
    advice, monte = advise_bid(view, seed=seed), view.rules.col_monte
    if bid.is_pass:
        clear = [a for a in advice[1:] if _surely(a, above=BID_CLEAR)]
        texts = {lang: t("review.auction_pass", lang, bid=bid_name(clear[-1].bid, lang, monte),
                         odds=_bid_odds(clear[-1].chance or 0.0, lang)) if clear else
                 t("review.auction_good", lang, bid=bid_name(bid, lang, monte))
                 for lang in LANGUAGES}
        return AuctionItem("bid", bid, clear[-1].bid if clear else None, None, bool(clear), texts)
    mine = next(a for a in advice if a.bid == bid)
    made = mine.wins_in_10 or 0
    hopeless = _surely(mine, below=BID_LOST)
    texts = {lang: t("review.auction_hopeless" if hopeless else "review.auction_good", lang,
                     bid=bid_name(bid, lang, monte), odds=_bid_odds(mine.chance or 0.0, lang))
             for lang in LANGUAGES}
    return AuctionItem("bid", bid, None, made, hopeless, texts)


def _surely(advice: BidAdvice, above: float = 1.0, below: float = 0.0) -> bool:
    """The bid's chance is surely above ``above`` or below ``below``: by ``SURE`` standard
    errors of its sampled deals (a spread of at least ``ERROR_FLOOR``, as for cards)."""
    if advice.chance is None:
        return False
    spread = max(advice.chance * (1 - advice.chance), ERROR_FLOOR[0] ** 2)
    error = SURE * math.sqrt(spread / max(1, advice.samples))
    return advice.chance - error >= above or advice.chance + error < below


def _judge_call(view: ChiamataView, card: Card, seed: Optional[int]) -> AuctionItem:
    calls = advise_call(view, seed=seed)
    best, mine = calls[0], next(a for a in calls if a.card is card)
    wins = wins_in_10(best.chance) - wins_in_10(mine.chance)
    points = round(best.points) - round(mine.points)
    mistake = mine.gap.costly
    # the figure said: the chance when it shows a difference, else the points
    key = "review.call_good" if not mistake else \
        "review.call_costly" if wins > 0 else "review.call_costly_points"
    texts = {lang: t(key, lang, card=card, best=best.card, chance=wins_in_10(best.chance),
                     mine=wins_in_10(mine.chance), points=points) for lang in LANGUAGES}
    return AuctionItem("call", card, best.card, wins_in_10(mine.chance), mistake, texts)


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
    gap: Gap = NO_GAP    # against the best call on the same deals (the best: none)

    def reason(self, lang: str = "it") -> str:
        return self.reasons[lang]


def advise_call(view: ChiamataView, seed: Optional[int] = None,
                samples: Optional[int] = None) -> tuple[CallAdvice, ...]:
    """Every card the auction's winner may call now, best first, with a reason.

    The cards the caller has not seen are dealt ``samples`` ways (``CALL_SAMPLES``, col monte
    ``CALL_SAMPLES_MONTE``); on each deal the auction (and al buio the first trick) is
    replayed as it went, each call is tried and the hand is played out by the careful
    player's habits (col monte with the bots' discards and choice of partner). Calls are
    ranked by the chance of reaching ``view.target``, then by the average points. Each call
    has its ``gap`` to the best on the same deals, and is a costly mistake only when the
    judge is sure of it (``judge.paired_gap``). The deals come from the position itself
    (``judge.position_seed``), or from ``seed`` for another opinion; only the view is read.

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
    rng = random.Random(position_seed(view) if seed is None else seed)
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
    outcomes = {card: [(float(p >= target), float(p), 0.0) for p in points[card]]
                for card in options}
    return tuple(CallAdvice(card, i + 1, odds, average, card in view.hand,
                            card in view.hand and not monte or _played_by_caller(view, card),
                            _trumps(view, card.suit), count,
                            {lang: _call_reason(view, card, odds, average, best, lang)
                             for lang in LANGUAGES},
                            paired_gap(outcomes[best[0]], outcomes[card]) if i else NO_GAP)
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
    # one scale, as every hint says it: deals in 10 (``wins_in_10``)
    tenths = wins_in_10(odds)
    parts.append(t("advice.call_odds_one" if tenths == 1 else "advice.call_odds", lang,
                   count=tenths, target=view.target or 61, points=round(average)))
    best_card, best_odds, best_points = best
    if card is best_card:
        parts.append(t("advice.call_best", lang))
    elif wins_in_10(best_odds) > tenths:
        parts.append(t("advice.call_costs", lang, best=best_card, chance=wins_in_10(best_odds),
                       mine=tenths))
    elif round(best_points - average) >= 1:
        parts.append(t("advice.call_costs_points", lang, best=best_card,
                       points=round(best_points - average)))
    else:
        parts.append(t("advice.call_as_good", lang, best=best_card))
    return " ".join(parts)
