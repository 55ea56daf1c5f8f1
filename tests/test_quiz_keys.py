"""Every question of every seeded quiz in the lessons, its answer key checked again here
without the quiz's own ``spec["answer"]``: a plain re-implementation of RULES.md in strings
(who takes, how many points, which order, which signs are true)."""

from __future__ import annotations

import ast
from pathlib import Path

import nbformat
import pytest

from briscola_teach.widgets.exercises import QUIZZES

from conftest import naive_winner

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
POINTS = {"1": 11, "3": 10, "10": 4, "9": 3, "8": 2}              # RULES.md section 1
STRONG_TO_WEAK = ["1", "3", "10", "9", "8", "7", "6", "5", "4", "2"]


def lesson_quizzes() -> list[tuple[str, str, dict]]:
    """(lesson file, kind, keyword arguments) of each ``lesson.quiz(...)`` call."""
    found = []
    for path in sorted(LESSONS.glob("*.ipynb")):
        for cell in nbformat.read(path, as_version=4).cells:
            if cell.cell_type != "code":
                continue
            for node in ast.walk(ast.parse(cell.source)):
                if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "quiz":
                    kind = ast.literal_eval(node.args[0])
                    options = {k.arg: ast.literal_eval(k.value) for k in node.keywords}
                    options.pop("final", None)
                    found.append((path.name, kind, options))
    return found


def codes(cards) -> list[str]:
    return [card.code() for card in cards]


def who(spec: dict) -> str:
    played = codes(spec["cards"])
    return played[naive_winner(played, spec["trump"].letter)]


def count(spec: dict) -> int:
    return sum(POINTS.get(code[:-1], 0) for code in codes(spec["cards"]))


def order(spec: dict) -> list[str]:
    return sorted(codes(spec["cards"]), key=lambda code: STRONG_TO_WEAK.index(code[:-1]))


def name(spec: dict) -> str:
    return codes(spec["cards"])[0]


TRUMP_SIGNS = {"1": "asso", "3": "tre", "10": "re", "9": "cavallo", "8": "fante"}


def true_signs(spec: dict) -> set[str]:
    """RULES.md section 5's table, read plainly."""
    trump = spec["trump"].letter
    held = codes(spec["cards"])
    ranks = {code[:-1] for code in held if code[-1] == trump}
    signs = {TRUMP_SIGNS[rank] for rank in ranks if rank in TRUMP_SIGNS}
    if ranks - set(TRUMP_SIGNS):
        signs.add("liscio")
    if any(code[:-1] in ("1", "3") and code[-1] != trump for code in held):
        signs.add("carico")
    if not ranks:
        signs.add("nessuna_briscola")
    return signs


def check(kind: str, spec: dict, quiz) -> None:
    if "part" in spec:        # a mixed final: each question is one of another quiz's kind
        kind = next(k for k, cls in QUIZZES.items() if cls is spec["part"])
    if kind == "who":
        assert spec["answer"] == who(spec)
    elif kind == "count":
        assert spec["answer"] == count(spec) and count(spec) in spec["options"]
    elif kind == "order":
        assert spec["answer"] == order(spec)
    elif kind == "name":
        assert spec["answer"] == name(spec) and codes(spec["options"]).count(name(spec)) == 1
    elif kind == "sign":
        assert spec["answer"] == spec["sign"].value and spec["sign"] in spec["options"]
    elif kind == "true_sign":
        assert {sign.value for sign in spec["true"]} == true_signs(spec)
        assert [s.value in true_signs(spec) for s in spec["options"]].count(True) == 1
    elif kind == "best":
        # The advisor's choice: at least a card of the hand, and the best of its own ranking.
        assert spec["answer"] in codes(spec["cards"])
        assert spec["advice"].best.card.code() == spec["answer"]
    elif kind in ("hand", "three", "six"):
        from test_hand_quiz import expected_answer   # the whole-hand quizzes' own reading
        assert spec["answer"] == expected_answer(spec)
    elif kind in ("table_score", "auction", "monte_deal"):
        from test_chiamata_quiz import expected_answer as chiamata_answer   # RULES.md section 6
        assert spec["answer"] == chiamata_answer(kind, spec)
    elif kind == "match":
        from test_match_quiz import referee              # RULES.md sections 3 and 4
        assert spec["answer"] == referee(spec)
    elif kind in ("table_word", "saying"):
        from test_word_quiz import oracle                 # RULES.md section 7, seed 000
        options = [value for _, value in quiz.options(spec, "it")]
        assert [value for value in options if oracle(value, spec["scene"])] == [spec["answer"]]
    elif kind == "saying_play":
        from test_word_quiz import right_cards
        assert set(spec["right"]) == right_cards(spec["play"].key, spec["scene"])
        assert spec["answer"] in spec["right"]
    elif kind == "relative_sign":
        from test_word_quiz import expected_relative      # RULES.md section 5
        assert spec["answer"] == expected_relative(spec["cards"], spec["trump"], spec["reference"])
    elif kind == "rule":
        from test_rule_quiz import expected as rule_answer   # RULES.md, topic by topic
        assert spec["answer"] == rule_answer(spec)
    else:
        raise AssertionError(f"no independent check of the {kind!r} quiz's answers: add one here")


QUIZ_CALLS = lesson_quizzes()


@pytest.mark.parametrize("file,kind,options", QUIZ_CALLS,
                         ids=[f"{f[:2]}-{o.get('seed')}-{k}" for f, k, o in QUIZ_CALLS])
def test_every_answer_key_of_the_lessons_quizzes(file, kind, options):
    quiz = QUIZZES[kind](lang="it", **options)
    for _ in range(quiz.total):
        check(kind, quiz.spec, quiz)
        assert quiz.answer(quiz.spec["answer"]) is True, f"{file}: the key is not taken as right"
        quiz.next()
    assert quiz.done and quiz.stars == 3


def test_the_check_catches_a_wrong_key():
    quiz = QUIZZES["who"](lang="it", questions=1, seed=1, players=4)
    wrong = dict(quiz.spec, answer=next(c for c in codes(quiz.spec["cards"]) if c != who(quiz.spec)))
    with pytest.raises(AssertionError):
        check("who", wrong, quiz)
