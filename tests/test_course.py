"""The course: lessons on disk in both languages, the progress store, the study widgets."""

from __future__ import annotations

import json
import multiprocessing
import re
from pathlib import Path

import nbformat
import pytest

from briscola_teach.course import COURSE, Lesson, course_map
from briscola_teach.errors import InvalidOptionError, SaveFormatError
from briscola_teach.progress import BOX_SECONDS, Progress
from briscola_teach.widgets.study import Flashcards, HandReplay

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
NOTEBOOKS = sorted(LESSONS.glob("*.ipynb"))
BLOCK = re.compile(r'<div class="bt-(it|en)">(.*?)</div>', re.S)


@pytest.fixture
def store(tmp_path):
    return Progress(tmp_path / "progress.sqlite3")


# -- the lessons on disk -----------------------------------------------------------------------


def test_every_lesson_of_the_course_is_a_notebook():
    names = {p.name for p in NOTEBOOKS}
    assert "00_index.ipynb" in names
    for info in COURSE:
        assert info.file in names, f"lesson {info.number} ({info.file}) is missing"
        assert info.title["it"] and info.title["en"] and info.summary["it"] and info.summary["en"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_text_of_a_lesson_is_in_both_languages(path):
    book = nbformat.read(path, as_version=4)
    for number, cell in enumerate(book.cells):
        if cell.cell_type != "markdown":
            continue
        blocks = dict((lang, text.strip()) for lang, text in BLOCK.findall(cell.source))
        assert set(blocks) == {"it", "en"}, f"{path.name} cell {number}: needs an Italian and " \
                                            "an English block"
        assert blocks["it"] and blocks["en"], f"{path.name} cell {number}: an empty language"
        assert blocks["it"] != blocks["en"], f"{path.name} cell {number}: not translated"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_lessons_read_like_prose_with_short_code_cells(path):
    book = nbformat.read(path, as_version=4)
    code = [cell.source for cell in book.cells if cell.cell_type == "code"]
    assert code, f"{path.name} shows nothing"
    for source in code:
        lines = [line for line in source.splitlines() if line.strip()]
        assert len(lines) <= 5, f"{path.name}: a code cell of {len(lines)} lines:\n{source}"
        assert not re.search(r"^\s*(def|class|for|while)\b", source, re.M), \
            f"{path.name}: game logic belongs in the package, not a notebook:\n{source}"
    number = path.name[:2]
    if number != "00":
        assert f'Lesson("{number}")' in code[0], f"{path.name} must open with Lesson({number!r})"
        assert any(re.search(r"final=True|stars_by_(result|play)=True", s) for s in code), \
            f"{path.name} has no final check that records its stars"


# -- the progress store ------------------------------------------------------------------------


def test_stars_only_go_up_and_survive_reopening(tmp_path):
    path = tmp_path / "p.sqlite3"
    Progress(path).record_stars("02", 2)
    Progress(path).record_stars("02", 1)
    assert Progress(path).stars("02") == 2
    assert Progress(path).all_stars() == {"02": 2}


@pytest.mark.parametrize("bad", [-1, 4, 2.5, "3", None, True])
def test_bad_stars_are_refused_naming_them(store, bad):
    with pytest.raises(InvalidOptionError, match=re.escape(repr(bad))):
        store.record_stars("01", bad)
    assert store.all_stars() == {}


def _writer(path: str, lesson: str) -> None:
    store = Progress(path)
    for _ in range(40):
        store.record_result(lesson, 1, 2)
    store.record_stars(lesson, 3)


def test_two_tabs_writing_at_once_lose_nothing(tmp_path):
    path = str(tmp_path / "p.sqlite3")
    Progress(path)
    context = multiprocessing.get_context("spawn")
    writers = [context.Process(target=_writer, args=(path, name)) for name in ("01", "02")]
    for process in writers:
        process.start()
    for process in writers:
        process.join(60)
        assert process.exitcode == 0
    store = Progress(path)
    assert len(store.results("01")) == len(store.results("02")) == 40
    assert store.all_stars() == {"01": 3, "02": 3}


def test_a_corrupt_store_is_set_aside_not_deleted(tmp_path):
    path = tmp_path / "progress.sqlite3"
    path.write_bytes(b"this is not a database" * 50)
    store = Progress(path, clock=lambda: 1234.0)
    aside = store.opened.set_aside
    assert aside is not None and aside.exists()
    assert aside.read_bytes().startswith(b"this is not a database")
    assert str(aside) in store.opened.message("en") and "set aside" in store.opened.message("en")
    store.record_stars("01", 1)
    assert store.stars("01") == 1


def test_export_and_import_move_progress(tmp_path, store):
    store.record_stars("03", 2)
    store.record_result("03:who", 4, 5)
    store.flashcard_answer("1d", True)
    store.set_language("en")
    other = Progress(tmp_path / "other.sqlite3")
    other.record_stars("03", 3)
    other.import_file(store.export(tmp_path / "mine.json"))
    assert other.stars("03") == 3                       # the better stars stay
    assert other.results("03:who") == [(4, 5)]
    assert other.flashcard_box("1d") == 1 and other.language() == "en"


@pytest.mark.parametrize("content", ["not json", "[]", json.dumps({"format": "other"}),
                                     json.dumps({"format": "briscola-teach progress", "version": 9}),
                                     json.dumps({"format": "briscola-teach progress", "version": 1,
                                                 "stars": {"01": 7}, "results": [],
                                                 "flashcards": [], "settings": {}})])
def test_a_bad_export_file_is_refused_clearly(tmp_path, store, content):
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    with pytest.raises(SaveFormatError, match="bad.json"):
        store.import_file(bad)
    assert store.all_stars() == {}


def test_flashcards_come_back_when_forgotten(tmp_path):
    now = [1000.0]
    store = Progress(tmp_path / "p.sqlite3", clock=lambda: now[0])
    cards = Flashcards(store, cards=["1d", "2d"], lang="en")
    first = cards.current
    cards.grade(True)                                  # not revealed yet: refused
    assert cards.current == first and "first" in cards.status.value
    cards.reveal()
    cards.grade(True)
    assert cards.current != first                      # known: it waits
    cards.reveal()
    cards.grade(False)                                 # forgotten: due again at once
    assert store.flashcard_box(cards.current) == 0
    assert set(store.due_flashcards(["1d", "2d"])) == {cards.current}
    now[0] += BOX_SECONDS[1] + 1
    assert set(store.due_flashcards(["1d", "2d"])) == {"1d", "2d"}


def test_a_hidden_flashcard_does_not_say_its_name(store):
    cards = Flashcards(store, cards=["10c"], lang="en")
    entry = cards.picture.scene["cards"][0]
    assert "King" not in entry["label"] and "King" not in cards.answer.value
    cards.reveal()
    assert "King of Cups" in cards.answer.value


# -- lessons at work -----------------------------------------------------------------------------


def test_the_language_switch_reaches_every_widget_and_is_remembered(store):
    lesson = Lesson("02", store=store)
    row = lesson.cards(["1d", "3d"], captions="points")
    quiz = lesson.quiz("count", "pile", questions=2, seed=1)
    lesson.bar()
    lesson.lang = "en"
    assert row.scene["cards"][0]["caption"] == "11 points"
    assert "points" in quiz.prompt.value
    assert store.language() == "en"
    assert Lesson("03", store=store).lang == "en"


def test_a_final_quiz_records_the_lessons_stars(store):
    lesson = Lesson("03", store=store)
    quiz = lesson.quiz("who", "check", questions=2, seed=5, final=True, players=2)
    for _ in range(2):
        quiz.answer(quiz.spec["answer"])
        quiz.next()
    assert store.stars("03") == 3
    assert store.results("03:check") == [(2, 2)]


def test_unknown_lessons_and_quizzes_are_named(store):
    with pytest.raises(InvalidOptionError, match="'99'"):
        Lesson("99", store=store)
    with pytest.raises(InvalidOptionError, match="'riddle'"):
        Lesson("01", store=store).quiz("riddle", "x")


def test_the_course_map_shows_stars_and_links(store):
    store.record_stars("01", 2)
    page = course_map(store=store, lang="en")
    html = page.children[1].value
    assert "href='01_deck.ipynb'" in html and "★★☆" in html and "The deck" in html


def test_a_replay_steps_through_a_whole_hand():
    replay = HandReplay(players=2, seed=3, lang="en")
    assert replay.back_button.disabled and "briscola card" in replay.story.value
    replay.step(1)
    assert "plays" in replay.story.value
    replay.show(replay.total)
    assert replay.forward_button.disabled
    assert "points" in replay.story.value
    replay.show(-5)
    assert replay.moment == 0


def test_progress_can_be_exported_and_imported_from_the_course_map(tmp_path, store):
    store.record_stars("01", 3)
    keeper = course_map(store=store, lang="en").children[2]
    keeper.export()
    assert "base64," in keeper.link.value and "Download" in keeper.link.value
    encoded = keeper.link.value.split("base64,")[1].split("'")[0]
    import base64
    other = Progress(tmp_path / "other.sqlite3")
    other_keeper = course_map(store=other, lang="en").children[2]
    other_keeper.import_upload([{"name": "p.json", "content": memoryview(base64.b64decode(encoded))}])
    assert other.stars("01") == 3 and "imported" in other_keeper.message.value
    other_keeper.import_upload([{"name": "junk.json", "content": memoryview(b"junk")}])
    assert "junk.json" in other_keeper.message.value and other.stars("01") == 3

