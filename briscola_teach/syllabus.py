"""The syllabus: the course's lessons in order, and each rule of RULES.md, the lesson that
teaches it and the exercise that checks it.

``COURSE`` lists the lessons (``COURSE_MAP`` is the index page before them): the lesson pages
(``course``), the Binder links (``binder``) and the static site read it from here.

``SYLLABUS`` is the course's coverage table. A test holds it to RULES.md and to the lessons:
every section and every option RULES.md names has a line here, each line's ``phrase`` is
found in RULES.md, and its lesson asks its exercise (``lesson.quiz(kind, exercise, ...)``), a
quiz whose kind declares that it judges the line's topic (``Quiz.asks(**options)``). A game at
a table judges no rule, so a line never names one.
The teacher's lesson shows it as a table (``syllabus.<topic>`` texts name each topic).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import LANGUAGES
from .i18n import t


@dataclass(frozen=True)
class LessonInfo:
    number: str
    file: str

    @property
    def title(self) -> dict[str, str]:
        """The lesson's title in each language (the catalogue's ``lesson.NN.title``)."""
        return {lang: t(f"lesson.{self.number}.title", lang) for lang in LANGUAGES}

    @property
    def summary(self) -> dict[str, str]:
        return {lang: t(f"lesson.{self.number}.summary", lang) for lang in LANGUAGES}


COURSE: tuple[LessonInfo, ...] = (
    LessonInfo("01", "01_deck.ipynb"),
    LessonInfo("02", "02_strength_points.ipynb"),
    LessonInfo("03", "03_trick.ipynb"),
    LessonInfo("04", "04_whole_hand.ipynb"),
    LessonInfo("05", "05_first_game.ipynb"),
    LessonInfo("06", "06_more_players.ipynb"),
    LessonInfo("07", "07_signals.ipynb"),
    LessonInfo("08", "08_strategy.ipynb"),
    LessonInfo("09", "09_chiamata.ipynb"),
    LessonInfo("10", "10_chiamata_variants.ipynb"),
    LessonInfo("11", "11_matches_151.ipynb"),
    LessonInfo("12", "12_teacher.ipynb"),
)

# The lessons a learner earns stars in, as the teacher's pages show them: the teacher's own
# lesson (12) is not one.
LEARNER_LESSONS: tuple[LessonInfo, ...] = tuple(info for info in COURSE if info.number != "12")

COURSE_MAP = "00_index.ipynb"
# The teacher's page of a class server, beside the lessons (not on the static site, which
# has no class): see ``course.Lesson.class_page``.
CLASS_NOTEBOOK = "class.ipynb"
# The class tables of a class server (``Lesson("tables")``): play with the class.
TABLES_NOTEBOOK = "tables.ipynb"
# The pages only a class server has (the static site and Binder have no class).
CLASS_SERVER_PAGES = (CLASS_NOTEBOOK, TABLES_NOTEBOOK)


@dataclass(frozen=True)
class Topic:
    section: str      # RULES.md section number
    topic: str        # the catalogue's ``syllabus.<topic>`` names it
    phrase: str       # words of RULES.md this line stands for
    lesson: str       # the lesson that teaches it
    exercise: str     # the exercise of that lesson that checks it
    # what it is: "rule" (of Briscola, as the seeds give it), "rule_course" (a rule whose
    # details the course chose: when an accuso is made, the auction's points after the Two),
    # "custom" (tables differ: the course has an option or says which it plays), "course"
    # (where RULES.md says the course chose or read it: taught as the course's). The
    # teacher's table shows it.
    kind: str = "rule"


SYLLABUS: tuple[Topic, ...] = (
    Topic("1", "suits_ranks", "four suits", "01", "check"),
    Topic("1", "french", "French cards (seed 003 option)", "01", "names_french", kind="custom"),
    Topic("1", "strength", "Strength (order of taking)", "02", "order"),
    Topic("1", "points", "Points: Asso 11, Tre 10", "02", "check"),
    Topic("2", "trick", "Who takes the trick", "03", "check"),
    Topic("2", "no_obligation", "There is no obligation", "03", "no_obligation"),
    Topic("2", "deal", "It lies under the deck and is the **last card", "04", "deal"),
    Topic("2", "deal_draw", "each player draws one card,", "04", "draws"),
    Topic("2", "direction", "plays clockwise from the dealer's left", "04", "direction",
          kind="custom"),
    Topic("2", "dealer_rotates", "changes after each hand", "04", "dealer", kind="custom"),
    Topic("2", "tricks", "2 players: 20 tricks", "04", "tricks"),
    Topic("2", "scoring", "61 or more wins; 60 each is a draw", "04", "results"),
    Topic("2", "three_players", "3 players: one 2 leaves the deck", "06", "three", kind="custom"),
    Topic("2", "six_players", "two teams of three with partners alternating", "06", "six",
          kind="course"),
    Topic("2", "teams", "4 (two teams, partners", "06", "teams"),
    Topic("2", "partners_talk", "partners see each other's hands in the last", "07", "partners",
          kind="custom"),
    Topic("2", "perfect_information", "perfect information", "08", "habits"),
    Topic("2", "no_counting", "Counting taken points during play is not allowed", "08", "habits"),
    Topic("3", "one_or_two_hands", "two hands to 121", "11", "match_hands", kind="custom"),
    Topic("3", "raggi", "winning it N to 0 is **cappotto**", "11", "match_raggi", kind="course"),
    Topic("4", "five_cards", "Five cards a player instead of three", "11", "five_cards"),
    Topic("4", "accuso", "**Accuso**", "11", "accuso", kind="rule_course"),
    Topic("4", "sette_leva", "**Sette leva**", "11", "sette_leva", kind="course"),
    Topic("4", "briscola_151", "Hands are played until a side reaches **151**", "11", "match_151",
          kind="rule_course"),
    Topic("5", "signs", "The conventional table", "07", "sign", kind="custom"),
    Topic("5", "first_trick_sign", "No signal in", "07", "first_sign", kind="custom"),
    Topic("5", "relative_signs", "Relative signals", "07", "relative", kind="custom"),
    Topic("5", "chiamata_no_signs", "In Briscola Chiamata signals are **forbidden**", "07", "first_sign"),
    Topic("6", "chiamata_deal", "**8 each**, dealt counterclockwise; no card is turned", "09",
          "chiamata_deal"),
    Topic("6", "auction", "**Auction**", "09", "bids", kind="rule_course"),
    Topic("6", "must_reach_bid", "must reach that total", "09", "bids", kind="custom"),
    Topic("6", "redeal", "If all five pass, the hand is redealt", "09", "redeal", kind="course"),
    Topic("6", "call", "**The call**", "09", "call"),
    Topic("6", "chiamata_play", "Play: 8 tricks, the dealer's right leads first", "09",
          "chiamata_play"),
    Topic("6", "table_score", "Table score", "09", "scores"),
    Topic("6", "subito_al_due", "**Subito al Due**", "10", "subito_bids", kind="custom"),
    Topic("6", "al_buio", "**Prima mano al buio**", "10", "al_buio", kind="custom"),
    Topic("6", "monte_deal", "5 players get 7 cards each", "10", "monte_deal", kind="course"),
    Topic("6", "col_monte", "**Siciliana col monte**", "10", "col_monte", kind="custom"),
    Topic("7", "words", "*Strozzo*", "08", "words"),
    Topic("7", "sayings", "the other sayings in seed", "08", "sayings"),
    Topic("7", "sayings_play", "each a\nsmall scenario", "08", "plays"),
)


# Each lesson's exercises, as its notebook names them: the results a progress file may hold
# ("01:check"). A quiz's result is right answers of its questions; a hand at a table
# (``lesson.table``, ``lesson.chiamata``) is won or not, 1 or 0 of 1; a match
# (``lesson.match``) keeps each hand under its name and the match under its name + "-match".
# tests/test_syllabus.py holds these to the notebooks.
QUIZ_EXERCISES: dict[str, tuple[str, ...]] = {
    "01": ("names", "names_french", "check"),
    "02": ("order", "count", "check"),
    "03": ("review", "no_obligation", "who-mid", "who-2", "who-4", "check"),
    "04": ("deal", "draws", "direction", "dealer", "tricks", "count", "results", "check"),
    "05": ("leads",),
    "06": ("three", "who-4", "teams", "six", "best-4", "check"),
    "07": ("sign", "first_sign", "true_sign", "relative", "partners", "check"),
    "08": ("words_basics", "words_strozzo", "plays_prop", "sayings_lis", "sayings_trumps",
           "plays_trumps", "sayings_fante", "words_franca", "plays", "sayings_first",
           "sayings_end", "words", "sayings", "habits", "best-lead", "best-2", "best-4", "check"),
    "09": ("chiamata_deal", "redeal", "bid_order", "two_at_61", "bids", "call", "scores",
           "chiamata_play"),
    "10": ("subito_bids", "house_bids", "al_buio", "monte_deal", "col_monte"),
    "11": ("count", "match_hands", "match_raggi", "five_cards", "match_151", "accuso",
           "sette_leva", "match121"),
    "12": ("try",),
}
HAND_EXERCISES: dict[str, tuple[str, ...]] = {
    "05": ("easy_hand", "medium_hand"),
    "06": ("four_hand",),
    "07": ("signs_hand", "relative_hand"),
    "09": ("hand", "check"),
    "10": ("subito", "buio", "monte", "check"),
    "11": ("151",),
    "12": ("demo",),
}
MATCH_EXERCISES: dict[str, tuple[str, ...]] = {"11": ("match",)}
MATCH_SUFFIX = "-match"


def _result_kinds() -> dict[str, str]:
    kinds = {}
    for lesson, names in QUIZ_EXERCISES.items():
        kinds.update({f"{lesson}:{name}": "exercise" for name in names})
    for lesson, names in HAND_EXERCISES.items():
        kinds.update({f"{lesson}:{name}": "hand" for name in names})
    for lesson, names in MATCH_EXERCISES.items():
        kinds.update({f"{lesson}:{name}": "hand" for name in names})
        kinds.update({f"{lesson}:{name}{MATCH_SUFFIX}": "match" for name in names})
    return kinds


# Every result the course keeps ("05:easy_hand") and its kind: "exercise" (a quiz), "hand" or
# "match" (``progress.KINDS``).
RESULT_KINDS: dict[str, str] = _result_kinds()


KINDS = ("rule", "rule_course", "custom", "course")

__all__ = ["COURSE", "COURSE_MAP", "SYLLABUS", "LessonInfo", "Topic", "RESULT_KINDS"]
