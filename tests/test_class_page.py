"""The class's widgets without a browser: the welcome's name question, the carry-on code, the
teacher's page (its rows, sorting, CSV, renaming, removing with undo, codes, a new class) and
the messages a forged page could send them. A lesson on a class server works for its
learner only. The browser walk is tests/browser/test_class.py."""

from __future__ import annotations

import base64
import csv
import io
import sqlite3

import pytest

from briscola_teach.course import COURSE, Lesson
from briscola_teach.i18n import t
from briscola_teach.learners import LEARNER_ENV, TEACHER_ENV, Roster
from briscola_teach.progress import Progress, summaries
from briscola_teach.widgets.class_page import FORMULA_STARTS, ClassPage
from briscola_teach.widgets.course_map import FilePicker
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


def kept_name(data, learner: int, name: str) -> None:
    """A name as an older version kept it, before names were checked as they are now (markup
    is refused now; a page still shows a name kept before as text)."""
    db = sqlite3.connect(data)
    with db:
        db.execute("UPDATE learners SET name = ?, asked = 1 WHERE id = ?", (name, learner))
    db.close()


def class_of(roster, data):
    anna, _ = roster.new_learner()
    bruno, _ = roster.new_learner()
    carla, _ = roster.new_learner()
    roster.set_name(anna, "Anna")
    kept_name(data, carla, MARKUP)
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


def test_carry_on_gives_the_learner_a_code_for_another_device(roster, data):
    learner, _ = roster.new_learner()
    kept_name(data, learner, MARKUP)
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
    kept_name(data, bruno, "=HYPERLINK(\"http://x\")")
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
    assert offered["file"].startswith("class-") and text.startswith('"learner","stars lesson 01"')


# Rows no version of the course wrote: a store changed by hand, by sqlite3 on the file or by an
# older version. Each learner gets one bad row; "anna" has none.
BAD_ROWS = {
    "bruno": "INSERT INTO results VALUES ({id}, '01:check', 'exercise', 1, 1, 'tomorrow')",
    "carla": "UPDATE stars SET stars = 7 WHERE learner = {id}",
    "dario": "INSERT INTO results VALUES ({id}, '01:check', 'exercise', 9, 2, 1000.0)",
    "elena": "INSERT INTO results VALUES ({id}, '01:check', 'exercise', 'x', X'00ff', 1000.0)",
    "fabio": "UPDATE learners SET seen = 'yesterday', page = 5, created = 'x' WHERE id = {id}",
    "gina": "UPDATE learners SET name = X'00ff' WHERE id = {id}",
    "ugo": "INSERT INTO results VALUES ({id}, '01:check', 'exercise', 9223372036854775807, "
           "9223372036854775807, 1000.0)",
}


def class_with_bad_rows(roster, data) -> dict[str, int]:
    """A class of eight, seven of them with a bad row put straight into the SQLite file."""
    ids = {}
    for name in ("anna", *BAD_ROWS):
        ids[name], _ = roster.new_learner()
        roster.set_name(ids[name], name.capitalize())
        Progress(data, learner=ids[name]).record_stars("01", 2)
        Progress(data, learner=ids[name]).record_result("01:check", 5, 6)
    db = sqlite3.connect(data)
    with db:
        for name, statement in BAD_ROWS.items():
            db.execute(statement.format(id=ids[name]))
        db.execute("INSERT INTO results VALUES (?, '01:check', 'exercise', 9223372036854775807, "
                   "9223372036854775807, 1000.0)", (ids["ugo"],))   # a sum past SQLite's integers
        db.execute("UPDATE classes SET started = 'x'")
        db.execute("INSERT INTO classes VALUES (99, 1e300, 'soon')")  # an archived class of no date
    db.close()
    return ids


def test_the_class_page_lists_every_other_learner_and_marks_one_with_bad_rows(roster, data):
    ids = class_with_bad_rows(roster, data)
    page = ClassPage(roster, LESSONS)
    page.lang = "it"
    rows = {row["id"]: row for row in page.scene["rows"]}
    assert set(rows) == set(ids.values())
    anna = rows[ids["anna"]]
    assert anna["note"] == "" and anna["stars"][0] == 2 and anna["right"] == "5 su 6"
    for name in BAD_ROWS:
        assert rows[ids[name]]["note"] == "dati non leggibili", name
        assert all(0 <= stars <= 3 for stars in rows[ids[name]]["stars"])
    assert rows[ids["bruno"]]["right"] == "5 su 6"                  # the good rows still count
    assert rows[ids["carla"]]["stars"][0] == 0 and rows[ids["gina"]]["label"] == "Allievo 7"
    page.lang = "en"
    assert {row["note"] for row in page.scene["rows"]} == {"", "unreadable data"}
    found = summaries(ids.values(), data)
    assert [n for n in ids if found[ids[n]].unreadable] == list(BAD_ROWS)[:4] + ["ugo"]


def test_with_bad_rows_the_csv_and_every_button_still_work(roster, data):
    ids = class_with_bad_rows(roster, data)
    page = ClassPage(roster, LESSONS)
    page.lang = "it"
    lines = list(csv.reader(io.StringIO(page.csv_text(False))))
    assert len(lines) == 1 + len(ids) and lines[0][-1] == "nota"
    assert sorted(line[-1] for line in lines[1:]) == [""] + ["dati non leggibili"] * len(BAD_ROWS)
    send(page, event="rename", learner=ids["fabio"], name="Fabio R.")
    assert roster.learner(ids["fabio"]).name == "Fabio R." and page.scene["message"] == ""
    send(page, event="code", learner=ids["carla"])
    assert page.scene["code"]["id"] == ids["carla"]
    send(page, event="remove", learner=ids["bruno"])
    assert ids["bruno"] not in {row["id"] for row in page.scene["rows"]}
    send(page, event="undo", learner=ids["bruno"])
    send(page, event="sort", by="seen")
    send(page, event="sort", by="stars")
    assert len(page.scene["rows"]) == len(ids)
    send(page, event="new_class")
    assert page.scene["rows"] == []


def test_the_csv_quotes_every_field_and_no_cell_starts_a_formula(roster, data):
    names = ["Marco;=1+1;", "@SUM(A1)", "-2+3", "+39 333", "=cmd|' /C calc'!A0",
             'Quo"te;=2']
    for name in names:
        learner, _ = roster.new_learner()
        kept_name(data, learner, name)           # kept by an older version, before names were checked
    page = ClassPage(roster, LESSONS)
    page.lang = "it"
    text = page.csv_text(False)
    for separator in (";", ","):                 # Italian Excel splits on «;», others on «,»
        for line in csv.reader(io.StringIO(text), delimiter=separator):
            assert not any(cell.startswith(FORMULA_STARTS) for cell in line), (separator, line)
    read = [line[0] for line in csv.reader(io.StringIO(text))][1:]
    assert sorted(read) == sorted(("'" + name if name.startswith(FORMULA_STARTS) else name)
                                  for name in names)
    assert all(line.startswith('"') for line in text.splitlines())


def test_a_name_kept_before_that_draws_nothing_shows_as_the_learners_number(roster, data):
    learner, _ = roster.new_learner()
    kept_name(data, learner, "\u3164\u3164")          # Hangul fillers, once accepted
    page = ClassPage(roster, LESSONS)
    page.lang = "en"
    [row] = page.scene["rows"]
    assert row["label"] == "Learner 1" and not row["named"] and row["note"] == ""


def test_learners_already_kept_with_one_name_are_told_apart_by_their_number(roster, data):
    for name in ("Anna", "ANNA", "Bruno", "Ànna"):
        learner, _ = roster.new_learner()
        kept_name(data, learner, name)           # kept before a second «Anna» was refused
    page = ClassPage(roster, LESSONS)
    page.lang = "it"
    assert sorted(row["label"] for row in page.scene["rows"]) == [
        "ANNA (n. 2)", "Anna (n. 1)", "Bruno", "Ànna (n. 4)"]
    page.lang = "en"
    assert "Anna (no. 1)" in {row["label"] for row in page.scene["rows"]}
    assert "Anna (no. 1)" in page.csv_text(False)


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def test_strangers_are_left_out_of_the_list_and_forgotten_a_day_later(data):
    clock = Clock()
    roster = Roster(data, clock=clock)
    strangers = [roster.new_learner()[0] for _ in range(5)]     # one page each, nothing more
    named, _ = roster.new_learner()
    roster.set_name(named, "Anna")
    skipped, _ = roster.new_learner()
    roster.skip_name(skipped)
    worked, _ = roster.new_learner()
    Progress(data, learner=worked).record_result("01:names", 3, 5)
    back, _ = roster.new_learner()
    clock.now += 40
    roster.is_here(back, "01")                   # its page said so 40 s later: it came back
    page = ClassPage(roster, LESSONS, clock=clock)
    page.lang = "it"
    assert {row["id"] for row in page.scene["rows"]} == {named, skipped, worked, back}
    assert page.scene["strangers"] == t("class.strangers", "it", n=5)
    assert len(list(csv.reader(io.StringIO(page.csv_text(False))))) == 1 + 4
    send(page, event="remove", learner=strangers[0])            # not listed: not the page's
    assert len(roster.rows()) == 9
    assert roster.forget_strangers(clock.now) == 0              # a server starting: not a day yet
    clock.now += 24 * 3600
    assert roster.forget_strangers(clock.now) == 5
    assert {row.id for row in roster.rows()} == {named, skipped, worked, back}
    send(page, event="refresh")
    assert page.scene["strangers"] == ""


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
    if teacher:     # a teacher's session, opened by the key of the teacher's address
        roster = Roster()
        monkeypatch.setenv(TEACHER_ENV, roster.teacher_session(
            roster.use_teacher_key(roster.new_teacher_key())))
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


def test_on_a_class_server_progress_moves_by_login_code_only(roster, data, monkeypatch, tmp_path):
    """A file is written by whoever holds it: a class server offers no import, says how
    progress comes (a login code), and refuses an import asked all the same."""
    home = Progress(tmp_path / "home.sqlite3")
    home.record_stars("01", 3)
    home.record_result("01:check", 6, 6)
    exported = home.export(tmp_path / "home.json").read_bytes()
    anna, _ = roster.new_learner()
    served(monkeypatch, anna)
    lesson = Lesson("00", lang="en")
    carry, files = lesson.progress_file().children
    assert isinstance(carry, CarryOn) and files.upload is None
    assert not any(isinstance(part, FilePicker) for part in files.children)
    assert "Make a code" in files.message.value and "not a file" in files.message.value
    files.import_upload([{"name": "home.json", "content": exported}])   # a forged message
    assert Progress(data, learner=anna).all_stars() == {}
    assert "Make a code" in files.message.value
    lesson.lang = "it"
    assert "Crea un codice" in files.message.value
    files.export()                                                      # export stays
    assert "base64," in files.link.value


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
