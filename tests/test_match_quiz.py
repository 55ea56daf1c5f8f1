"""The match quiz of lesson 11 (``widgets/match_quiz.py``): a match to 61 or 121 with the
tie-break, for raggi with the cappotto, or Briscola a 151.

The answer key is checked against a referee written here from RULES.md sections 3 and 4,
reading only the points of the hands the question shows, not the quiz's own verdict; the quiz
is answered right and wrong, and bad answers and options are refused.
"""

from __future__ import annotations

import html
from pathlib import Path

import nbformat
import pytest

pytest.importorskip("ipywidgets")

from briscola_teach.course import Lesson  # noqa: E402
from briscola_teach.errors import InvalidOptionError  # noqa: E402
from briscola_teach.progress import Progress  # noqa: E402
from briscola_teach.widgets.exercises import QUIZZES  # noqa: E402
from briscola_teach.widgets.match_quiz import GOALS, MatchQuiz  # noqa: E402

from widget_state import specs, fresh_widgets  # noqa: E402,F401  (the fixture is autouse)

LESSONS = Path(__file__).resolve().parents[1] / "lessons"


def hand_winner(us: int, them: int):
    """RULES.md section 2: 61 or more wins a hand; 60 each is a draw. (At 151, with accusi,
    a hand may pass 120: the higher total wins it.)"""
    return None if us == them else "us" if us > them else "them"


def referee(spec: dict) -> str:
    """RULES.md sections 3 and 4, from the hands' points alone."""
    hands, goal = spec["hands"], spec["goal"]
    if goal in ("one_hand", "two_hands"):
        first = 1 if goal == "one_hand" else 2
        us = sum(h[0] for h in hands[:first])
        them = sum(h[1] for h in hands[:first])
        verdict = hand_winner(us, them)
        for tie_break in hands[first:]:       # a drawn match goes to a further hand
            assert verdict is None, "a tie-break after a decided match"
            verdict = hand_winner(*tie_break)
        return verdict or "more"
    if goal == "raggi":
        won = {"us": 0, "them": 0}
        for hand in hands:
            side = hand_winner(*hand)
            if side:
                won[side] += 1
        for side, other in (("us", "them"), ("them", "us")):
            if won[side] == spec["raggi"]:
                # seed 000: the cappotto is four to nil, «i classici 4 raggi»
                return side + ("_cappotto" if won[other] == 0 and spec["raggi"] == 4 else "")
        return "more"
    us, them = sum(h[0] for h in hands), sum(h[1] for h in hands)
    if max(us, them) < 151 or us == them:
        return "more"
    return "us" if us > them else "them"


def said(quiz) -> str:
    return html.unescape(quiz.feedback.value)



def test_the_answers_follow_the_rules():
    seen = specs(MatchQuiz(questions=50, seed=1), 50)
    for spec in seen:
        assert spec["answer"] == referee(spec), spec
        assert spec["answer"] in spec["options"]
    asked = {(s["goal"], s["answer"]) for s in seen}
    for case in [("one_hand", "more"), ("two_hands", "more"), ("raggi", "more"),
                 ("points", "more")]:
        assert case in asked, f"never asked: {case}"
    assert any(goal == "raggi" and answer.endswith("_cappotto") for goal, answer in asked)
    assert any(goal == "raggi" and answer in ("us", "them") for goal, answer in asked)
    for spec in seen:          # a cappotto is offered, and asked, only at four raggi
        cappotto = any(option.endswith("_cappotto") for option in spec["options"])
        assert cappotto == (spec["goal"] == "raggi" and spec["raggi"] == 4), spec
    assert any(s["goal"] == "two_hands" and len(s["hands"]) == 3 for s in seen), "no tie-break"
    assert any(s["goal"] == "two_hands" and len(s["hands"]) == 2 and s["answer"] != "more"
               for s in seen)


@pytest.mark.parametrize("lang", ["it", "en"])
def test_two_hands_to_121_right_and_wrong(lang):
    quiz = MatchQuiz(questions=2, seed=3, lang=lang, goals=["two_hands"])
    while quiz.spec["answer"] == "more" or len(quiz.spec["hands"]) != 2:
        quiz.restart()
    (a, b), (c, d) = quiz.spec["hands"]
    assert quiz.answer(quiz.spec["answer"]) is True
    feedback = said(quiz)
    assert f"{a} + {c} = {a + c}" in feedback and f"{b} + {d} = {b + d}" in feedback
    assert "121" in feedback
    quiz.next()
    wrong = next(v for v in quiz.spec["options"] if v != quiz.spec["answer"])
    assert quiz.answer(wrong) is False
    assert ("Non proprio" if lang == "it" else "Not quite") in said(quiz)
    assert quiz.results == [True, False] and quiz.stars == 1


def test_a_drawn_match_goes_to_the_tie_break():
    quiz = MatchQuiz(questions=1, seed=0, lang="it", goals=["one_hand"])
    while quiz.spec["hands"] != [(60, 60)]:
        quiz.restart()
    assert "Pari: si gioca lo spareggio" in [c.description for c in quiz.choices.children]
    assert quiz.answer("us") is False
    assert "spareggio" in said(quiz) and "non è ancora decisa" in said(quiz)


def test_raggi_four_to_nil_is_cappotto():
    quiz = MatchQuiz(questions=1, seed=0, lang="en", goals=["raggi"])
    while not quiz.spec["answer"].endswith("_cappotto"):
        quiz.restart()
    assert quiz.spec["raggi"] == 4
    side = quiz.spec["answer"].split("_")[0]
    assert quiz.answer(side) is False            # the right side, but not the cappotto
    assert "4 to nil is a cappotto" in said(quiz)
    quiz.restart(quiz.seed)
    assert quiz.answer(quiz.spec["answer"]) is True
    assert "cappotto" in said(quiz) and quiz.stars == 3


def test_fewer_raggi_to_nil_is_no_cappotto():
    """Seed 000 and lesson 11: the cappotto is four to nil; 2 or 3 to nil is a plain win,
    and the explanation says why it is not a cappotto."""
    quiz = MatchQuiz(questions=1, seed=0, lang="it", goals=["raggi"])
    while not (quiz.spec["raggi"] < 4 and quiz.spec["answer"] != "more"
               and min(quiz.spec["won"]) == 0):
        quiz.restart()
    assert "us_cappotto" not in quiz.spec["options"]
    assert quiz.answer(quiz.spec["answer"]) is True
    assert "il cappotto è solo il quattro a zero" in said(quiz)


def test_the_course_s_choices_are_said_as_such():
    """RULES.md section 3 and 4: a drawn hand of raggi, and both past 151 in one hand, are
    the course's choices, and the explanation says so."""
    quiz = MatchQuiz(questions=1, seed=0, lang="it", goals=["raggi"])
    while len(quiz.spec["hands"]) == sum(quiz.spec["won"]):     # no drawn hand
        quiz.restart()
    quiz.answer(quiz.spec["answer"])
    assert "in questo corso una smazzata pari non conta" in said(quiz)
    quiz = MatchQuiz(questions=1, seed=0, lang="en", goals=["points"])
    while min(quiz.spec["totals"]) < 151:
        quiz.restart()
    quiz.answer(quiz.spec["answer"])
    assert "in this course" in said(quiz) and "other tables may differ" in said(quiz)


def test_151_counts_the_declarations_over_the_hands():
    quiz = MatchQuiz(questions=1, seed=0, lang="it", goals=["points"])
    while quiz.spec["answer"] == "more":
        quiz.restart()
    us, them = quiz.spec["totals"]
    assert (us, them) == tuple(sum(h[i] for h in quiz.spec["hands"]) for i in (0, 1))
    assert quiz.answer("more") is False
    assert f"Noi {us}, Loro {them}" in said(quiz) and "già decisa" in said(quiz)


def test_bad_answers_and_options_are_refused():
    quiz = MatchQuiz(questions=1, seed=2)
    for bad in ("noi", 1, None, ["us"], "us_cappotto" if quiz.spec["goal"] != "raggi" else "x"):
        assert quiz.answer(bad) is None
        assert quiz.results == [] and said(quiz)
    for bad in ("raggi", ["raggi", "tennis"], [], None):
        with pytest.raises(InvalidOptionError, match="goals"):
            MatchQuiz(goals=bad)
    assert QUIZZES["match"] is MatchQuiz and set(GOALS) == {"one_hand", "two_hands", "raggi",
                                                            "points"}


def test_lesson_11_final_is_the_match_quiz(tmp_path):
    """The lesson's stars come from the match quiz; the 151 hand is practice."""
    book = nbformat.read(next(LESSONS.glob("11_*.ipynb")), as_version=4)
    code = [c.source for c in book.cells if c.cell_type == "code"]
    finals = [src for src in code if "final=True" in src or "stars_by" in src]
    assert finals == ['lesson.quiz("match", "match121", questions=10, seed=21, final=True)']
    store = Progress(tmp_path / "p.sqlite3")
    lesson = Lesson("11", store=store, lang="en")
    quiz = eval(finals[0], {"lesson": lesson})
    for _ in range(10):
        quiz.answer(quiz.spec["answer"])
        if not quiz.done:
            quiz.next()
    assert store.stars("11") == 3


def test_the_referee_catches_a_wrong_key():
    for seed in range(5):
        spec = MatchQuiz(questions=1, seed=seed).spec
        for wrong in (o for o in spec["options"] if o != spec["answer"]):
            assert referee(dict(spec, answer=wrong)) != wrong
