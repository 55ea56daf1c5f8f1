"""The coverage table (``briscola_teach.syllabus``): every rule of RULES.md is taught by a
lesson and checked by an exercise of that lesson."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import nbformat
import pytest

from briscola_teach.course import COURSE
from briscola_teach.i18n import TEXTS
from briscola_teach.syllabus import RESULT_KINDS, SYLLABUS, Topic
from briscola_teach.widgets.exercises import QUIZZES

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
RULES = Path(__file__).resolve().parents[2] / "shared" / "RULES.md"
# Lines of RULES.md that name an option or a house rule: each needs a line of the syllabus.
OPTION = re.compile(r"\*\*\(default\)\*\*|\ban option\b|^\s+- \*\*")


def rules_text() -> str:
    if not RULES.exists():
        pytest.skip("RULES.md is not beside this checkout (../shared/RULES.md)")
    return RULES.read_text(encoding="utf-8")


def exercises(number: str) -> dict[str, tuple[str, dict]]:
    """The exercises lesson ``number`` asks, by name: the quiz kind (or "table game",
    "chiamata game", "match game" for a game) and the options its code gives as literals."""
    file = next(info.file for info in COURSE if info.number == number)
    book = nbformat.read(LESSONS / file, as_version=4)
    found: dict[str, tuple[str, dict]] = {}
    for cell in book.cells:
        if cell.cell_type != "code":
            continue
        for node in ast.walk(ast.parse(cell.source)):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and isinstance(node.func.value, ast.Name) and node.func.value.id == "lesson" \
                    and node.func.attr in ("quiz", "table", "chiamata", "match"):
                args = [ast.literal_eval(arg) for arg in node.args]
                kind, name = (args[0], args[1]) if node.func.attr == "quiz" else \
                    (f"{node.func.attr} game", args[0])
                found[name] = (kind, {k.arg: _literal(k.value) for k in node.keywords if k.arg})
    return found


def _literal(node: ast.AST) -> object:
    try:
        return ast.literal_eval(node)
    except ValueError:
        return None                    # an option worked out in the cell: not a declaration


def asked(kind: str, options: dict) -> frozenset[str]:
    """The syllabus topics an exercise judges: its quiz kind's declaration for its options; a
    game at a table judges none."""
    if kind.endswith(" game"):
        return frozenset()
    return QUIZZES[kind].asks(**options)


def unchecked(syllabus: tuple[Topic, ...]) -> list[str]:
    """The lines whose exercise is missing from its lesson, or does not judge the topic."""
    wrong = []
    for topic in syllabus:
        found = exercises(topic.lesson)
        if topic.exercise not in found:
            wrong.append(f"{topic.topic}: lesson {topic.lesson} asks no exercise {topic.exercise!r}")
            continue
        kind, options = found[topic.exercise]
        judged = asked(kind, options)
        if topic.topic not in judged:
            wrong.append(f"{topic.topic}: {topic.exercise!r} of lesson {topic.lesson} ({kind}) "
                         f"judges {sorted(judged) or 'no rule'}")
    return wrong


def test_every_section_of_the_rules_has_a_lesson():
    sections = re.findall(r"^## (\d+)\.", rules_text(), re.M)
    assert sections, "RULES.md has no numbered sections"
    missing = sorted(set(sections) - {topic.section for topic in SYLLABUS})
    assert not missing, f"RULES.md sections no lesson teaches: {missing}"


def test_every_line_of_the_syllabus_stands_for_words_of_the_rules():
    text = rules_text()
    for topic in SYLLABUS:
        assert topic.phrase in text, f"syllabus {topic.topic!r}: {topic.phrase!r} is not in RULES.md"


def test_every_option_of_the_rules_has_a_line_of_the_syllabus():
    lines = rules_text().splitlines()
    for number, line in enumerate(lines):
        if number < 8 or not OPTION.search(line) or line.rstrip().endswith(":"):  # a list's head
            continue
        near = " ".join(bullet(lines, number))
        assert any(topic.phrase in near for topic in SYLLABUS), \
            f"RULES.md line {number + 1} names an option no syllabus line covers: {line.strip()!r}"


def bullet(lines: list[str], number: int) -> list[str]:
    """The whole list item line ``number`` is part of."""
    start = number
    while start > 0 and not re.match(r"\s*- ", lines[start]):
        start -= 1
    end = number + 1
    while end < len(lines) and lines[end].strip() and not re.match(r"\s*- ", lines[end]):
        end += 1
    return lines[start:end]


def test_each_topic_is_judged_by_an_exercise_of_its_lesson():
    assert unchecked(SYLLABUS) == []


def test_a_line_that_names_a_game_is_caught():
    """A practice game judges nothing: naming it is not checking the rule."""
    planted = Topic("2", "no_obligation", "There is no obligation", "05", "medium_hand")
    assert unchecked((planted,)) == ["no_obligation: 'medium_hand' of lesson 05 (table game) judges no rule"]
    match_game = Topic("3", "raggi", "winning it N to 0 is **cappotto**", "11", "match")
    assert unchecked((match_game,)) == ["raggi: 'match' of lesson 11 (match game) judges no rule"]
    wrong_quiz = Topic("2", "teams", "4 (two teams, partners", "06", "three")
    assert unchecked((wrong_quiz,)) == ["teams: 'three' of lesson 06 (three) judges ['three_players']"]
    missing = Topic("1", "french", "French cards (seed 003 option)", "01", "nowhere")
    assert unchecked((missing,)) == ["french: lesson 01 asks no exercise 'nowhere'"]


def test_every_topic_a_quiz_declares_is_a_line_of_the_syllabus():
    """A declaration names syllabus topics, not words of its own."""
    topics = {topic.topic for topic in SYLLABUS}
    for kind, quiz in QUIZZES.items():
        declared = quiz.asks()
        assert declared <= topics, f"{kind} declares {sorted(declared - topics)}"


def test_each_topic_is_named_in_both_languages():
    for topic in SYLLABUS:
        assert f"syllabus.{topic.topic}" in TEXTS, f"no text syllabus.{topic.topic}"


@pytest.mark.parametrize("info", COURSE, ids=lambda info: info.number)
def test_the_results_a_progress_file_may_hold_are_the_exercises_of_the_notebooks(info):
    """A progress file is checked against ``syllabus``'s exercises (``progress_file``): they
    are the ones each lesson's notebook asks, each of its kind."""
    found = {}
    for name, (kind, _) in exercises(info.number).items():
        found[f"{info.number}:{name}"] = "exercise" if not kind.endswith(" game") else "hand"
        if kind == "match game":
            found[f"{info.number}:{name}-match"] = "match"
    kept = {key: kind for key, kind in RESULT_KINDS.items() if key.startswith(info.number + ":")}
    assert kept == found


COURSE_CHOICE = re.compile(r"course's (choice|reading)")
TABLES_DIFFER = re.compile(r"\*\*\(default\)\*\*|house rule|\ban option\b|\(each an option\)")
# Rules that share their RULES.md list item with a choice that is not theirs.
SHARES_A_BULLET = {"teams": "the seats' item: the course's choice is six players'"}


def rules_bullet(phrase: str) -> str:
    """The words of RULES.md's list item (or paragraph) that holds ``phrase``."""
    text = rules_text()
    lines = text.splitlines()
    number = text[:text.index(phrase)].count("\n")
    start = number
    while start > 0 and lines[start - 1].strip() and not re.match(r"\s*- ", lines[start]):
        start -= 1
    end = number + 1
    while end < len(lines) and lines[end].strip() and not re.match(r"\s*- ", lines[end]):
        end += 1
    return " ".join(lines[start:end])


def test_what_each_line_is_follows_the_rules():
    """The teacher's table says what each topic is (review C1: six players, the redeal and
    the sette leva listed as "rules of the game"): where RULES.md says the course chose or
    read, the line is the course's; where it names a default or a house rule, not a rule."""
    from briscola_teach.syllabus import KINDS
    for topic in SYLLABUS:
        assert topic.kind in KINDS, f"syllabus {topic.topic!r}: kind {topic.kind!r} is not one of {KINDS}"
        words = rules_bullet(topic.phrase)
        if topic.topic in SHARES_A_BULLET:
            continue
        if COURSE_CHOICE.search(words) and topic.kind == "rule":
            pytest.fail(f"syllabus {topic.topic!r}: RULES.md calls it the course's, the table a rule")
        if TABLES_DIFFER.search(words) and topic.kind == "rule":
            pytest.fail(f"syllabus {topic.topic!r}: RULES.md says tables differ, the table a rule")
    for key in ("six_players", "redeal", "sette_leva"):
        assert next(t for t in SYLLABUS if t.topic == key).kind == "course"
    # the fresh reading's F10: a rule with the course's choices inside says so
    for key in ("accuso", "auction", "briscola_151"):
        assert next(t for t in SYLLABUS if t.topic == key).kind == "rule_course"


def test_the_teachers_table_shows_what_each_line_is():
    from briscola_teach.course import Lesson
    table = Lesson("12").syllabus()
    for lang, head in (("it", "Che cos'è"), ("en", "What it is")):
        rows = table.cells[lang]
        assert rows[0][1] == head
        six = next(row for row in rows if row[0].startswith(("In sei", "Six players")))
        assert six[1] == {"it": "scelta del corso", "en": "the course's choice"}[lang]
