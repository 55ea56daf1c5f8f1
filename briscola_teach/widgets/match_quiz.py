"""Quizzes on matches (lesson 11): one hand to 61, two hands to 121 with the tie-break, raggi
and cappotto, Briscola a 151 (RULES.md sections 3 and 4).

Each question is a real match of ``games/match.py`` between two players, its hands played
out at random on seeded deals (in Briscola a 151 every accuso is declared). The learner reads
the points of the hands played so far and says how the match stands; the key is the match's
own verdict: ``match.outcome()`` (who won), or None while another hand is to be played (a
tie-break, or the match goes on).

The cappotto is the classic one of seed 000 and the lessons: four raggi to nil
(``CAPPOTTO_RAGGI``). A match of 2 or 3 raggi won without losing one is just won, and its
question offers no cappotto. What the seeds leave open is said as the course's choice in
the explanations: a drawn hand counts for nobody, and at 151 both sides past the target in
one hand go to the higher total.
"""

from __future__ import annotations

import html
import random
from typing import Any, Optional, Sequence

from ..errors import InvalidOptionError
from ..games.classic import ClassicGame
from ..games.match import Match, new_match
from ..i18n import t
from .quiz import Quiz

GOALS = ("one_hand", "two_hands", "raggi", "points")
# Seed 000: «la partita è vinta per quattro a zero, cioè sono stati vinti i classici 4 raggi».
CAPPOTTO_RAGGI = 4
MAX_TRIES = 400       # seeded matches tried before a wanted case (a tie, a cappotto) is given up
SEEDS = 10**6
# The hands a match to 61 or 121 is decided on; any played after them are tie-break hands.
_FIRST_HANDS = {"one_hand": 1, "two_hands": 2}


def play_hand(match: Match, rng: random.Random) -> None:
    """Play the match's current hand to the end at random, declaring every accuso."""
    game = match.game
    while not game.is_over:
        for suit in game.legal_declarations():
            game.declare(suit)
        game.play(rng.choice(game.legal_plays()))


def verdict(match: Match) -> str:
    """The match's own verdict: "us" or "them" (seat 0's side or the other), with
    "_cappotto" for a match of the classic four raggi won four to nil; "more" while another
    hand is to be played."""
    outcome = match.outcome()
    if outcome is None:
        return "more"
    side = "us" if outcome.winners == match.sides[0] else "them"
    return side + ("_cappotto" if outcome.cappotto and match.raggi == CAPPOTTO_RAGGI else "")


def _hands(match: Match, rng: random.Random, stop: float) -> Match:
    """Play hands until the match is over, or (with chance ``stop`` after each hand) stop
    while it goes on."""
    while True:
        play_hand(match, rng)
        if match.is_over or rng.random() < stop:
            return match
        match.next_hand()


def _match_for(goal: str, rng: random.Random) -> Match:
    """A match of ``goal`` stopped at a moment worth asking about: a tie (and maybe its
    tie-break) now and then, a cappotto now and then, a match still going on now and then."""
    tie = goal in _FIRST_HANDS and rng.random() < 0.45
    cappotto = goal == "raggi" and rng.random() < 0.4
    # a cappotto is asked for at the classic four raggi only
    raggi = CAPPOTTO_RAGGI if cappotto else rng.choice((2, 3, 4))
    match: Optional[Match] = None
    for _ in range(MAX_TRIES):
        match = new_match("151" if goal == "points" else "classic", players=2, goal=goal,
                          raggi=raggi, seed=rng.randrange(1, SEEDS), dealer=rng.randrange(2))
        if goal in _FIRST_HANDS:
            play_hand(match, rng)
            for _ in range(_FIRST_HANDS[goal] - 1):
                match.next_hand()
                play_hand(match, rng)
            if (not match.is_over) != tie:     # the engine's verdict: a tied match goes on
                continue
            if tie and rng.random() < 0.5:   # and the tie-break hand, played
                match.next_hand()
                play_hand(match, rng)
            return match
        _hands(match, rng, stop=0.0 if cappotto else 0.25)
        if not cappotto or verdict(match).endswith("_cappotto"):
            return match
    assert match is not None  # MAX_TRIES > 0: at least one match was played
    return match


def _points(game: ClassicGame) -> tuple[int, ...]:
    """The points of each side in a hand played out."""
    outcome = game.outcome()
    assert outcome is not None  # _match_for plays every hand it deals to the end
    return outcome.points_by_side


def _tie_broken(spec: dict) -> bool:
    """Whether a match to 61 or 121 went on to tie-break hands."""
    return spec["goal"] in _FIRST_HANDS and len(spec["hands"]) > _FIRST_HANDS[spec["goal"]]


class MatchQuiz(Quiz):
    """The hands of a match so far: who has won it, or is another hand to be played?"""

    title_key = "mq.title"
    # goal -> the syllabus topic a question of that match judges
    RULES = {"one_hand": "one_or_two_hands", "two_hands": "one_or_two_hands", "raggi": "raggi",
             "points": "briscola_151"}

    @classmethod
    def asks(cls, goals: Sequence[str] = GOALS, **options: Any) -> frozenset[str]:
        return frozenset(cls.RULES[goal] for goal in goals if goal in cls.RULES)

    def __init__(self, goals: Sequence[str] = GOALS, **kwargs: Any) -> None:
        if isinstance(goals, (str, bytes)) or not isinstance(goals, Sequence) or not goals \
                or any(goal not in GOALS for goal in goals):
            raise InvalidOptionError(f"goals must be a list of {', '.join(GOALS)}, not {goals!r}",
                                     "goals", value=repr(goals), choices=list(GOALS))
        self.goals = tuple(goals)
        super().__init__(**kwargs)

    def make_spec(self, rng: random.Random) -> dict:
        goal = self.unasked(rng, list(self.goals))      # each goal once before any twice
        match = _match_for(goal, rng)
        hands = [_points(game) for game in match.games]
        options = ["us", "them", "us_cappotto", "them_cappotto", "more"] \
            if goal == "raggi" and match.raggi == CAPPOTTO_RAGGI else ["us", "them", "more"]
        return {"cards": [], "goal": goal, "raggi": match.raggi, "target": match.target,
                "hands": hands, "won": match.hands_won(), "totals": match.points_by_side(),
                "options": options, "answer": verdict(match)}

    def prompt_text(self, spec: dict, lang: str) -> str:
        intro = t(f"mq.goal_{spec['goal']}", lang, n=spec["raggi"], target=spec["target"])
        rows = "".join(f"<tr><td>{html.escape(self._hand_label(spec, i, lang))}</td>"
                       f"<td>{us}</td><td>{them}</td></tr>"
                       for i, (us, them) in enumerate(spec["hands"]))
        head = (f"<tr><th></th><th>{html.escape(t('mq.us', lang))}</th>"
                f"<th>{html.escape(t('mq.them', lang))}</th></tr>")
        table = (f"<table style='border-collapse:collapse;margin:6px 0' cellpadding='4'>"
                 f"{head}{rows}</table>")
        return f"{html.escape(intro)}{table}{html.escape(t('mq.prompt', lang))}"

    @staticmethod
    def _hand_label(spec: dict, i: int, lang: str) -> str:
        """ "Smazzata 2", or "Spareggio" for a hand played after a tied match."""
        if i >= _FIRST_HANDS.get(spec["goal"], len(spec["hands"])):
            return t("mq.tie_break_hand", lang)
        return t("mq.hand", lang, n=i + 1)

    def options(self, spec: dict, lang: str) -> list[tuple[str, Any]]:
        more = "mq.more_tie" if spec["goal"] in _FIRST_HANDS else "mq.more"
        return [(t(more if value == "more" else f"mq.{value}_win", lang), value)
                for value in spec["options"]]

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        parts = [self._why(spec, lang)]
        if value != spec["answer"]:
            parts.append(self._why_not(spec, value, lang))
        return " ".join(part for part in parts if part)

    def _why(self, spec: dict, lang: str) -> str:
        goal, answer = spec["goal"], spec["answer"]
        both_over = goal == "points" and min(spec["totals"]) >= spec["target"]
        if answer == "more":   # a tie-break, or the match goes on
            answer += "_" + {"raggi": "raggi", "points": "both_over" if both_over else "points"
                             }.get(goal, "tie")
        result = t(f"mq.result_{answer}", lang, n=spec["raggi"], target=spec["target"])
        hands = spec["hands"]
        if goal == "raggi":
            draws = len(hands) - sum(spec["won"])
            why = t("mq.why_raggi", lang, n=spec["raggi"], us=spec["won"][0],
                    them=spec["won"][1], draws=t("mq.draws", lang, count=draws) if draws else "",
                    result=result)
            if answer in ("us", "them") and min(spec["won"]) == 0:   # 2 or 3 to nil
                why += t("mq.only_four", lang)
            return why
        if goal == "points":
            if both_over and answer != "more_both_over":
                result = t("mq.both_over", lang, target=spec["target"], result=result)
            return t("mq.why_points", lang, us=spec["totals"][0], them=spec["totals"][1],
                     target=spec["target"], result=result)
        if _tie_broken(spec):
            us, them = hands[-1]
            return t("mq.why_tie_break", lang, us=us, them=them, result=result)
        if goal == "one_hand":
            (us, them), = hands
            return t("mq.why_one", lang, us=us, them=them, result=result)
        (a, b), (c, d) = hands
        us, them = spec["totals"]
        return t("mq.why_two", lang, a=a, c=c, us=us, b=b, d=d, them=them, result=result)

    @staticmethod
    def _why_not(spec: dict, value: str, lang: str) -> str:
        answer = spec["answer"]
        if answer == "more":
            return t("mq.not_over", lang)
        if value == "more":
            return t("mq.over", lang)
        if value.split("_")[0] == answer.split("_")[0]:
            return t("mq.not_cappotto" if value.endswith("_cappotto") else "mq.is_cappotto",
                     lang, n=spec["raggi"])
        return t("mq.wrong_side_tie_break" if _tie_broken(spec) else
                 f"mq.wrong_side_{spec['goal']}", lang)


# quiz kind (as Lesson.quiz names it) -> class
KINDS: dict[str, type[Quiz]] = {"match": MatchQuiz}

__all__ = ["GOALS", "KINDS", "MatchQuiz", "play_hand", "verdict"]
