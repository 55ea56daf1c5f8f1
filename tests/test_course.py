"""The course: lessons on disk in both languages, the progress store, the study widgets."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import nbformat
import pytest

from briscola_teach.course import CLASS_NOTEBOOK, COURSE, Lesson, course_map
from briscola_teach.syllabus import TABLES_NOTEBOOK
from briscola_teach.errors import InvalidOptionError
from briscola_teach.i18n import t
from briscola_teach.progress import Progress
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
    if path.name == CLASS_NOTEBOOK:            # the teacher's page: no stars of its own
        assert 'Lesson("class")' in code[0] and "lesson.class_page()" in code
    elif path.name == TABLES_NOTEBOOK:         # the class's tables: no stars either
        assert 'Lesson("tables")' in code[0] and "lesson.class_tables()" in code
    elif number != "00":
        assert f'Lesson("{number}")' in code[0], f"{path.name} must open with Lesson({number!r})"
        assert any(re.search(r"final=True|stars_by_(result|play)=True", s) for s in code), \
            f"{path.name} has no final check that records its stars"


# -- the study widgets (the progress store itself: test_progress.py) -------------------------


def test_a_hidden_flashcard_does_not_say_its_name(store):
    cards = Flashcards(store, cards=["10c"], lang="en")
    entry = cards.picture.scene["cards"][0]
    assert "King" not in entry["label"] and "King" not in cards.answer.value
    cards.reveal()
    assert "King of Cups" in cards.answer.value


def test_the_flashcard_grades_look_pressable_only_once_the_name_is_shown(store):
    """Before the name is shown the grades were green and orange, disabled: they looked
    already pressed. Now only the button to press has a colour, at each step."""
    cards = Flashcards(store, cards=["10c", "1d"], lang="it")
    styles = lambda: [(b.button_style, b.disabled) for b in
                      (cards.show_button, cards.knew_button, cards.forgot_button)]
    assert styles() == [("primary", False), ("", True), ("", True)]
    cards.reveal()
    assert styles() == [("", True), ("success", False), ("warning", False)]
    cards.grade(True)                                   # the next card: back to the start
    assert styles() == [("primary", False), ("", True), ("", True)]
    cards.reveal()
    cards.grade(True)                                   # none due: nothing looks pressed
    assert cards.current is None
    assert styles() == [("", True), ("", True), ("", True)]


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


def map_next_link(lesson) -> dict:
    (link,) = [link for link in lesson._bar.scene["links"] if link["kind"] == "next"]
    return link


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_maps_way_forward_is_the_learners_next_lesson_to_do_named(store, lang):
    lesson = Lesson("00", store=store, lang=lang)
    lesson.bar()
    first, second, fourth = COURSE[0], COURSE[1], COURSE[3]
    assert map_next_link(lesson) == {"href": first.file, "kind": "next", "label": t(
        "course.start_with", lang, n=1, title=first.title[lang])}
    for number in ("01", "02", "03"):
        store.record_stars(number, 2)                   # earned on the lessons' pages
    lesson._refresh()                                   # the map comes back into view
    assert map_next_link(lesson)["href"] == fourth.file
    assert map_next_link(lesson)["label"] == t("course.go_on", lang, n=4, title=fourth.title[lang])
    assert map_next_link(lesson)["label"].startswith("Continua" if lang == "it" else "Go on")
    assert second.file not in str(lesson._bar.scene)      # done lessons are not the way on


def test_the_map_leads_to_a_lesson_skipped_and_to_none_once_all_have_stars(store):
    learners = [info for info in COURSE if info.number != "12"]
    for info in learners:
        if info.number != "05":
            store.record_stars(info.number, 1)
    lesson = Lesson("00", store=store)
    lesson.bar()
    assert map_next_link(lesson)["href"] == COURSE[4].file
    store.record_stars("05", 1)
    lesson._refresh()
    assert [link["kind"] for link in lesson._bar.scene["links"]].count("next") == 0


def test_an_import_updates_the_map_stars_and_way_forward_in_place(tmp_path, store):
    """It said «ricarica la pagina»: now the page's widgets read the store again."""
    import base64
    store.record_stars("01", 3)
    store.record_stars("02", 2)
    keeper = course_map(store=store).children[2]
    keeper.export()
    data = base64.b64decode(keeper.link.value.split("base64,")[1].split("'")[0])

    other = Progress(tmp_path / "other.sqlite3")
    lesson = Lesson("00", store=other)
    bar, lessons, progress = lesson.bar(), lesson.lessons(), lesson.progress_file()
    assert "★★★" not in lessons.value and map_next_link(lesson)["href"] == COURSE[0].file
    progress.upload.on_file("mine.json", data)          # what the page's file picker sends
    assert "★★★" in lessons.value and "★★☆" in lessons.value
    assert map_next_link(lesson)["href"] == COURSE[2].file
    assert progress.message.value == t("course.import_done", "it")
    assert "ricarica" not in progress.message.value


@pytest.mark.parametrize("lang, said", [
    ("it", "«mine.json» non è stato importato, e nulla è cambiato. Nel risultato n. 2 l'ora "
           "non è un momento già passato: «tomorrow»."),
    ("en", "“mine.json” was not imported, and nothing changed. In result no. 2 the time is "
           "not a moment already past: “tomorrow”.")])
def test_the_import_box_says_what_is_wrong_with_a_file_in_the_learners_language(store, lang, said):
    """The attack of issue 40: a result with the time «tomorrow» stopped the teacher's page."""
    keeper = Lesson("00", store=store, lang=lang).progress_file()
    data = {"format": "briscola-teach progress", "version": 1, "stars": {"01": 3},
            "results": [["01:check", 6, 6, 1000.0], ["01:check", 1, 1, "tomorrow"]],
            "flashcards": [], "settings": {}}
    keeper.upload.on_file("mine.json", json.dumps(data).encode())   # as the file picker sends it
    assert keeper.message.value == html.escape(said)
    assert store.all_stars() == {} and store.results("01:check") == []


def test_the_import_button_shows_its_name_and_no_count(store):
    """ipywidgets' FileUpload wrote «Importa un file (0)»: the file picker shows its label."""
    from briscola_teach.widgets.course_map import FilePicker
    progress = Lesson("00", store=store, lang="en").progress_file()
    assert isinstance(progress.upload, FilePicker)
    assert progress.upload.description == "Import a file"
    assert "(0)" not in progress.upload._esm and "description" in progress.upload._esm
    progress.upload._received(progress.upload, {"event": "file", "name": "x.json"}, [b"junk"])
    assert "x.json" in progress.message.value                   # a bad file is named



# What a page of cards and quizzes leaves out: every kernel of a class arriving at once pays
# for each module it imports (benchmarks/phases.py, classroom.py --clients protocol).
NOT_FOR_LESSON_01 = ("briscola_teach.games", "briscola_teach.ai", "briscola_teach.history",
                     "briscola_teach.views", "briscola_teach.widgets.word_quiz",
                     "briscola_teach.widgets.hand_quiz", "briscola_teach.widgets.chiamata_quiz",
                     "briscola_teach.widgets.match_quiz", "briscola_teach.widgets.table",
                     "xml.sax", "urllib.request")


def test_lesson_01_imports_no_game_no_computer_player_and_no_topic_quiz(tmp_path):
    import os
    import subprocess
    import sys

    run = ("import json, sys, nbformat\n"
           f"cells = [c.source for c in nbformat.read({str(LESSONS / '01_deck.ipynb')!r}, 4).cells"
           " if c.cell_type == 'code']\n"
           "for cell in cells:\n    exec(cell)\n"
           "print(json.dumps(sorted(sys.modules)))")
    env = {**os.environ, "BRISCOLA_DATA": str(tmp_path), "PYTHONPATH": str(LESSONS.parent)}
    done = subprocess.run([sys.executable, "-c", run], cwd=LESSONS, env=env, capture_output=True,
                          text=True, timeout=300, check=True)
    loaded = json.loads(done.stdout.splitlines()[-1])
    assert "briscola_teach.widgets.study" in loaded     # the flashcards ran
    assert [m for m in loaded if m.startswith(NOT_FOR_LESSON_01)] == []
