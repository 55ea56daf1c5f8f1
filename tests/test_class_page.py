"""The class's widgets without a browser: the welcome's name question, the carry-on code, the
teacher's page (its rows, sorting, CSV, renaming, removing with undo, codes, a new class) and
the messages a forged page could send them. A lesson on a class server works for its
learner only. The browser walk is tests/browser/test_class.py."""

from __future__ import annotations

import base64
import csv
import io

import pytest

from briscola_teach.course import COURSE, Lesson
from briscola_teach.learners import LEARNER_ENV, TEACHER_ENV, Roster
from briscola_teach.progress import Progress
from briscola_teach.widgets.class_page import ClassPage
from briscola_teach.widgets.welcome import CarryOn, Welcome

MARKUP = "<img src=x onerror=alert(1)>"
LESSONS = [info for info in COURSE if info.number != "12"]


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("BRISCOLA_DATA", str(tmp_path))
    return tmp_path / "progress.sqlite3"


@pytest.fixture
def roster(data):
    return Roster(data)


def send(widget, **content):
    """What the browser would send: a message to the widget's Python side."""
    widget._received(widget, content, [])


def class_of(roster, data):
    anna, _ = roster.new_learner()
    bruno, _ = roster.new_learner()
    carla, _ = roster.new_learner()
    roster.set_name(anna, "Anna")
    roster.set_name(carla, MARKUP)
    Progress(data, learner=anna).record_stars("01", 3)
    Progress(data, learner=anna).record_stars("02", 2)
    Progress(data, learner=bruno).record_stars("01", 1)
    Progress(data, learner=anna).record_result("01:check", 5, 6)
    Progress(data, learner=bruno).record_result("05:medium_hand", 1, 1, kind="hand")
    roster.is_here(bruno, "05")
    return anna, bruno, carla


# -- the welcome ------------------------------------------------------------------------------


def test_the_welcome_takes_a_name_and_says_hello(roster):
    learner, _ = roster.new_learner()
    welcome = Welcome(roster, roster.learner(learner), "/briscola/login")
    welcome.lang = "en"
    assert not welcome.scene["done"] and welcome.scene["title"]
    send(welcome, event="name", name="  Anna  ")
    assert welcome.scene == {"lang": "en", "done": True, "hello": "Hello, Anna! Enjoy the lessons."}
    assert roster.learner(learner).name == "Anna"
    send(welcome, event="name", name="Bruno")                 # done: nothing changes any more
    assert roster.learner(learner).name == "Anna"


@pytest.mark.parametrize("typed", ["", "A" * 80, "x\x07y", None, ["Anna"], {"a": 1}])
def test_the_welcome_refuses_a_bad_name_in_the_learners_words(roster, typed):
    learner, _ = roster.new_learner()
    welcome = Welcome(roster, roster.learner(learner), "/briscola/login")
    welcome.lang = "it"
    send(welcome, event="name", name=typed)
    assert not welcome.scene["done"] and welcome.scene["error"]
    assert "name" not in welcome.scene["error"] and roster.learner(learner).name is None


def test_the_welcome_lets_a_learner_go_on_without_a_name(roster):
    learner, _ = roster.new_learner()
    welcome = Welcome(roster, roster.learner(learner), "/briscola/login")
    welcome.lang = "it"
    send(welcome, event="skip")
    assert welcome.scene["done"] and roster.learner(learner).asked
    assert roster.learner(learner).name is None


def test_forged_messages_to_the_welcome_change_nothing(roster):
    learner, _ = roster.new_learner()
    welcome = Welcome(roster, roster.learner(learner), "/briscola/login")
    welcome.lang = "it"
    for content in ([1, 2], "name", None, {"event": "rename", "name": "X"}, {"event": 3}):
        welcome._received(welcome, content, [])
    assert not roster.learner(learner).asked


def test_carry_on_gives_the_learner_a_code_for_another_device(roster):
    learner, _ = roster.new_learner()
    roster.set_name(learner, MARKUP)
    box = CarryOn(roster, roster.learner(learner))
    box.lang = "it"
    assert "&lt;img" in box.who.value and "<img" not in box.who.value
    box.make.click()
    assert box.code is not None and box.code.code in box.said.value
    assert roster.redeem(box.code.code)[0] == learner


# -- the teacher's page --------------------------------------------------------------------------


def test_the_class_page_lists_each_learner_with_their_progress(roster, data):
    anna, bruno, carla = class_of(roster, data)
    page = ClassPage(roster, LESSONS)
    page.lang = "it"
    rows = {row["id"]: row for row in page.scene["rows"]}
    assert set(rows) == {anna, bruno, carla}
    assert rows[anna]["stars"][:3] == [3, 2, 0] and rows[anna]["total"] == 5
    assert rows[anna]["right"] == "5 su 6" and rows[bruno]["hands"] == "1 su 1"
    assert rows[bruno]["label"] == "Allievo 2" and not rows[bruno]["named"]
    assert rows[bruno]["now"] == "Lezione 5" and rows[anna]["now"] == ""
    assert rows[carla]["label"] == MARKUP          # sent as text; the page sets textContent
    assert len(page.scene["lessons"]) == 11


def test_the_class_page_sorts_by_name_stars_and_last_seen(roster, data):
    anna, bruno, carla = class_of(roster, data)
    page = ClassPage(roster, LESSONS)
    page.lang = "en"
    order = lambda: [row["id"] for row in page.scene["rows"]]   # noqa: E731
    assert order() == [carla, anna, bruno]             # "<img", "Anna", "Learner 2"
    send(page, event="sort", by="stars")
    assert order() == [anna, bruno, carla]
    send(page, event="sort", by="seen")
    assert order()[0] == bruno                         # seen last, on lesson 5
    send(page, event="sort", by="__class__")           # not a way to sort: kept as it was
    assert page.sort == "seen"


def test_the_csv_agrees_with_the_page_names_or_numbers(roster, data):
    anna, bruno, carla = class_of(roster, data)
    roster.set_name(bruno, "=HYPERLINK(\"http://x\")")
    page = ClassPage(roster, LESSONS)
    page.lang = "it"
    send(page, event="export", numbers=False)
    lines = list(csv.reader(io.StringIO(page.csv_text(False))))
    assert lines[0][0] == "allievo" and lines[0][1] == "stelle lezione 01" and len(lines) == 4
    by_name = {line[0]: line for line in lines[1:]}
    assert by_name["Anna"][1:4] == ["3", "2", "0"] and by_name["Anna"][12] == "5"
    assert "'=HYPERLINK(\"http://x\")" in by_name            # no formula in a spreadsheet
    assert MARKUP in by_name
    anonymous = list(csv.reader(io.StringIO(page.csv_text(True))))
    assert sorted(line[0] for line in anonymous[1:]) == ["Allievo 1", "Allievo 2", "Allievo 3"]
    assert page.scene["download"]["href"].startswith("data:text/csv;charset=utf-8;base64,")
    page.lang = "en"                                  # the file offered follows the page
    offered = page.scene["download"]
    text = base64.b64decode(offered["href"].split(",", 1)[1]).decode("utf-8")
    assert offered["file"].startswith("class-") and text.startswith("learner,stars lesson 01")


def test_renaming_checks_the_name_and_the_learner(roster, data):
    anna, bruno, _ = class_of(roster, data)
    page = ClassPage(roster, LESSONS)
    page.lang = "it"
    send(page, event="rename", learner=bruno, name="Bruno")
    assert roster.learner(bruno).name == "Bruno" and page.scene["message"] == ""
    send(page, event="rename", learner=bruno, name="")
    assert roster.learner(bruno).name == "Bruno" and page.scene["message"]
    for forged in (999, "2", None, [anna]):
        send(page, event="rename", learner=forged, name="Hacker")
    assert "Hacker" not in {row.name for row in roster.rows()}


def test_removing_asks_in_the_page_and_can_be_undone_until_the_page_is_left(roster, data):
    anna, bruno, _ = class_of(roster, data)
    page = ClassPage(roster, LESSONS)
    page.lang = "it"
    send(page, event="remove", learner=anna)
    assert anna not in {row["id"] for row in page.scene["rows"]}
    assert page.scene["pending"][0]["id"] == anna
    send(page, event="undo", learner=anna)
    assert anna in {row["id"] for row in page.scene["rows"]} and page.scene["pending"] == []
    send(page, event="remove", learner=anna)
    again = ClassPage(roster, LESSONS)                 # the page was left: gone for good
    again.lang = "it"
    send(again, event="undo", learner=anna)
    assert anna not in {row["id"] for row in again.scene["rows"]}
    assert Progress(data, learner=anna).all_stars() == {}


def test_the_teacher_gives_a_learner_their_code(roster, data):
    anna, _, _ = class_of(roster, data)
    page = ClassPage(roster, LESSONS)
    page.lang = "en"
    send(page, event="code", learner=anna)
    code = page.scene["code"]
    assert code["id"] == anna and code["code"] in code["text"] and "Anna" in code["text"]
    assert roster.redeem(code["code"])[0] == anna


def test_a_new_class_archives_the_old_one_which_can_still_be_read(roster, data):
    anna, _, _ = class_of(roster, data)
    page = ClassPage(roster, LESSONS)
    page.lang = "it"
    old = roster.current_class()
    send(page, event="new_class")
    assert page.scene["rows"] == [] and len(page.scene["classes"]) == 2
    send(page, event="show", klass=old)
    assert anna in {row["id"] for row in page.scene["rows"]} and not page.scene["current"]
    send(page, event="remove", learner=anna)           # an archived class is read only
    send(page, event="rename", learner=anna, name="X")
    assert roster.learner(anna).name == "Anna" and anna in {r.id for r in roster.rows(old)}
    send(page, event="show", klass=12345)
    assert page.showing == old


@pytest.mark.parametrize("content", [None, [], "remove", {"event": "remove"},
                                     {"event": "remove", "learner": 1, "extra": 2},
                                     {"event": "__init__"}, {"event": ["sort"]}])
def test_forged_messages_to_the_class_page_change_nothing(roster, data, content):
    class_of(roster, data)
    page = ClassPage(roster, LESSONS)
    page.lang = "it"
    before = list(roster.rows())
    page._received(page, content, [])
    assert roster.rows() == before


# -- a lesson on a class server -----------------------------------------------------------------


def served(monkeypatch, learner: int, teacher: bool = False) -> None:
    monkeypatch.setenv(LEARNER_ENV, str(learner))
    if teacher:
        monkeypatch.setenv(TEACHER_ENV, "1")
    else:
        monkeypatch.delenv(TEACHER_ENV, raising=False)


def test_a_lesson_on_a_class_server_works_for_its_learner_only(roster, data, monkeypatch):
    anna, _ = roster.new_learner()
    bruno, _ = roster.new_learner()
    served(monkeypatch, anna)
    lesson = Lesson("02")
    assert lesson.store.learner == anna
    lesson.record("check", 5, 6, stars=3)
    lesson.lang = "en"
    lesson._set_big(True)
    served(monkeypatch, bruno)
    other = Lesson("02")
    assert other.store.all_stars() == {} and other.lang == "it" and not other.store.big_cards()
    assert roster.rows()[1].page == "02"
    served(monkeypatch, anna)
    again = Lesson("02")
    assert again.lang == "en" and again.store.big_cards() and again._big_switch.value


def test_the_first_page_asks_a_new_learner_for_a_name_once(roster, data, monkeypatch):
    anna, _ = roster.new_learner()
    served(monkeypatch, anna)
    bar = Lesson("00").bar()
    assert any(isinstance(child, Welcome) for child in bar.children)
    roster.skip_name(anna)
    assert not any(isinstance(child, Welcome) for child in Lesson("03").bar().children)


def test_ones_own_machine_asks_no_name_and_has_no_class_page(data, monkeypatch):
    monkeypatch.delenv(LEARNER_ENV, raising=False)
    lesson = Lesson("00")
    assert not any(isinstance(child, Welcome) for child in lesson.bar().children)
    assert "one learner" in repr(Lesson("class").class_page())


def test_the_class_page_shows_nothing_of_anyone_without_the_teachers_key(roster, data, monkeypatch):
    anna, _ = roster.new_learner()
    roster.set_name(anna, "Anna")
    served(monkeypatch, anna)
    shown = Lesson("class").class_page()
    assert not isinstance(shown, ClassPage) and "Anna" not in repr(shown)
    served(monkeypatch, anna, teacher=True)
    assert isinstance(Lesson("class").class_page(), ClassPage)
