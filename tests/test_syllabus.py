"""The coverage table (``briscola_teach.syllabus``): every rule of RULES.md is taught by a
lesson and checked by an exercise of that lesson."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from briscola_teach.course import COURSE
from briscola_teach.i18n import TEXTS
from briscola_teach.syllabus import SYLLABUS

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
RULES = Path(__file__).resolve().parents[2] / "shared" / "RULES.md"
# Lines of RULES.md that name an option or a house rule: each needs a line of the syllabus.
OPTION = re.compile(r"\*\*\(default\)\*\*|\ban option\b|^\s+- \*\*")


def rules_text() -> str:
    if not RULES.exists():
        pytest.skip("RULES.md is not beside this checkout (../shared/RULES.md)")
    return RULES.read_text(encoding="utf-8")


def exercises(number: str) -> set[str]:
    """The exercises lesson ``number`` asks: the names its code cells give them."""
    file = next(info.file for info in COURSE if info.number == number)
    book = nbformat.read(LESSONS / file, as_version=4)
    code = "\n".join(cell.source for cell in book.cells if cell.cell_type == "code")
    names = re.findall(r'lesson\.quiz\(\s*"[^"]+",\s*"([^"]+)"', code)
    names += re.findall(r'lesson\.(?:table|chiamata|match)\(\s*"([^"]+)"', code)
    return set(names)


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


@pytest.mark.parametrize("topic", SYLLABUS, ids=lambda topic: topic.topic)
def test_each_topic_is_checked_by_an_exercise_of_its_lesson(topic):
    asked = exercises(topic.lesson)
    assert topic.exercise in asked, f"lesson {topic.lesson} asks no exercise {topic.exercise!r} " \
                                    f"(it asks {sorted(asked)}) for {topic.topic!r}"


def test_each_topic_is_named_in_both_languages():
    for topic in SYLLABUS:
        assert f"syllabus.{topic.topic}" in TEXTS, f"no text syllabus.{topic.topic}"
