"""A class on one ``briscola-teach serve``, in Chromium: each learner a fresh browser
context, the teacher in another. Each learner's stars, language and kept hand are their own;
the teacher's page lists them with the right stars, its CSV agrees with it, and a login code
carries a learner to a second browser. A name typed as markup shows as text and runs
nothing. Screenshots at 1366x900: test-artifacts/screenshots/class-*.png.
"""

from __future__ import annotations

import base64
import csv
import io
import re
import sqlite3
import urllib.parse

import pytest

from briscola_teach.page_kernels import PAGES_PER_LEARNER

from served import ClassServer

from .conftest import SHOTS, SHUTDOWN, beacon_refused
from .test_widgets_in_browser import hand, piles, play_a_trick_and_see_it, tables, wait_turn

MARKUP = "<img src=x onerror=alert(1)>"
NOTEBOOKS = ("00_index.ipynb", "01_deck.ipynb", "05_first_game.ipynb", "12_teacher.ipynb",
             "class.ipynb")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    running = ClassServer(tmp_path_factory.mktemp("class"), NOTEBOOKS)
    yield running
    running.stop()


class Browsers:
    """One browser context a person: ``open(name)`` gives their page (console errors and
    dialogs collected), ``shot(page, name)`` keeps a screenshot."""

    def __init__(self, browser) -> None:
        self.browser, self.contexts = browser, []

    def open(self, who: str):
        context = self.browser.new_context(viewport={"width": 1366, "height": 900},
                                           accept_downloads=True)
        self.contexts.append(context)
        page = context.new_page()
        page.who, page.errors, page.dialogs = who, [], []
        page.on("console", lambda m: page.errors.append(m.text) if m.type == "error"
                and not beacon_refused(m) else None)
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        page.on("response", lambda r: page.errors.append(f"HTTP {r.status} {r.url}")
                if r.status >= 400 and SHUTDOWN not in r.url else None)
        page.on("dialog", lambda d: (page.dialogs.append(d.message), d.dismiss()))
        page.set_default_timeout(90_000)
        return page

    def close(self) -> None:
        for context in self.contexts:
            context.close()


@pytest.fixture
def people(browser):
    found = Browsers(browser)
    yield found
    found.close()


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"class-{name}.png"), full_page=True)


def welcome(page, server, name=None) -> None:
    """A new learner arrives at the course map and answers the name question."""
    page.goto(server.url + "/")
    page.locator(".bt-welcome h2").wait_for()
    if name is None:
        page.locator(".bt-welcome .bt-wplain").click()
    else:
        page.locator(".bt-welcome input").first.fill(name)
        page.locator(".bt-welcome .bt-wmain").first.click()
    page.locator(".bt-whello").wait_for()


def answer_the_name_quiz_right(page) -> None:
    """Lesson 01's final check: each card named right (its picture says its name; the page
    keeps the card's code for its picture, and the name until answered is «la carta da
    indovinare»)."""
    from briscola_teach.cards import Card
    quiz = page.locator(".bt-quiz").last
    for question in range(6):
        code = quiz.locator(".bt-row-card").first.get_attribute("data-code")
        quiz.get_by_role("button", name=Card.parse(code).name("it"), exact=True).click()
        quiz.locator(".bt-feedback").wait_for()
        if question < 5:
            quiz.locator(".widget-hbox button").filter(has_text=re.compile("^(Avanti|Next)$")).click()
            quiz.locator(".bt-feedback").wait_for(state="detached")


def in_view(table):
    """A table plays once the learner can see it: scrolled into the window."""
    table.locator(".bt-felt").wait_for()
    table.scroll_into_view_if_needed()
    return table


def map_stars(page) -> list[str]:
    page.locator(".bt-course").wait_for()
    return page.locator(".bt-lesson-stars").all_inner_texts()


def teacher_page(people, server):
    page = people.open("teacher")
    key = server.fresh_teacher_key()
    page.goto(f"{server.url}/teacher#key={key}")
    page.locator(".bt-class .bt-ccount").wait_for()
    assert "key" not in page.url and key not in page.url
    assert key not in page.evaluate("document.referrer + location.href")
    return page


def class_rows(page) -> dict[str, list[str]]:
    """The teacher's table: each learner's name and the cells of their row."""
    rows = {}
    for row in page.locator(".bt-ctable tbody tr").all():
        name = row.locator("th").inner_text().strip()
        rows[name] = [cell.inner_text().strip() for cell in row.locator("td").all()]
    return rows


def test_two_learners_and_their_teacher(people, server):
    anna = people.open("anna")
    welcome(anna, server, "Anna")
    shot(anna, "anna-welcomed")
    anna.get_by_role("link", name=re.compile("^01")).click()
    anna.locator(".bt-quiz").last.wait_for()
    answer_the_name_quiz_right(anna)
    anna.wait_for_function("document.querySelector('.bt-barstars .bt-stars').textContent === '★★★'")
    anna.get_by_role("button", name="English").first.click()
    anna.locator(".bt-bar[lang='en']").wait_for()

    # A second learner: Italian, no stars, nobody's name asked of them but their own.
    bruno = people.open("bruno")
    bruno.goto(server.url + "/")
    bruno.locator(".bt-welcome h2").wait_for()
    assert bruno.locator(".bt-welcome h2").inner_text() == "Ti diamo il benvenuto nel corso di Briscola!"
    assert bruno.locator(".bt-bar").get_attribute("lang") == "it"
    assert all(stars == "☆☆☆" for stars in map_stars(bruno))
    assert "Anna" not in bruno.locator("body").inner_text()
    shot(bruno, "bruno-map")
    bruno.locator(".bt-welcome .bt-wplain").click()
    bruno.locator(".bt-whello").wait_for()
    anna.goto(server.url + "/")
    assert map_stars(anna)[0] == "★★★" and anna.locator(".bt-bar").get_attribute("lang") == "en"
    assert not anna.locator(".bt-welcome h2").count()              # asked once

    # Anna plays two tricks of lesson 05; her reload brings the hand back, Bruno's is new.
    anna.goto(f"{server.url}/voila/render/05_first_game.ipynb")
    table = in_view(tables(anna).first)
    for _ in range(2):
        play_a_trick_and_see_it(table)
    wait_turn(table)
    held = hand(table)
    kept = piles(table)
    anna.reload()
    table = in_view(tables(anna).first)
    wait_turn(table)
    assert hand(table) == held
    assert piles(table) == kept
    assert "Here is the hand you were playing" in table.locator(".bt-message").inner_text()
    shot(anna, "anna-hand-kept")
    bruno.goto(f"{server.url}/voila/render/05_first_game.ipynb")
    fresh = in_view(tables(bruno).first)
    wait_turn(fresh)
    assert all(re.search(r"\b0\b", text) for text in piles(fresh))
    assert "Ecco la smazzata che stavi giocando" not in fresh.locator(".bt-message").inner_text()
    assert bruno.locator(".bt-bar").get_attribute("lang") == "it"

    # The teacher sees both, Anna on lesson 5 now, and exports the class.
    teacher = teacher_page(people, server)
    teacher.wait_for_function("document.querySelectorAll('.bt-ctable tbody tr').length >= 2")
    rows = class_rows(teacher)
    assert rows["Anna"][:3] == ["★★★", "·", "·"] and rows["Anna"][11] == "3"
    assert rows["Allievo 2"][11] == "0"
    teacher.wait_for_function("[...document.querySelectorAll('.bt-cnow')].some(c => c.textContent === 'Lezione 5')")
    shot(teacher, "teacher-it")
    teacher.get_by_role("button", name="Esporta CSV").click()
    link = teacher.locator(".bt-cdownload")
    href = link.get_attribute("href")
    assert href.startswith("data:text/csv") and link.get_attribute("download").endswith(".csv")
    text = base64.b64decode(urllib.parse.unquote(href.split(",", 1)[1])).decode("utf-8")
    lines = list(csv.reader(io.StringIO(text)))
    assert lines[0][0] == "allievo" and len(lines) == 1 + len(rows)
    for line in lines[1:]:
        shown = rows[line[0]]
        assert line[1:12] == [str(cell.count("★")) for cell in shown[:11]]
        assert line[12] == shown[11]
    teacher.get_by_role("button", name="English").first.click()
    teacher.get_by_role("columnheader", name="Stars").wait_for()
    shot(teacher, "teacher-en")

    # Anna carries on from a second computer with a code from her course map.
    anna.goto(server.url + "/")
    anna.get_by_role("button", name="Make a code").click()
    code = anna.locator(".bt-rowbox b, b").filter(has_text=re.compile(r"^[A-Z0-9]{5}$")).first.inner_text()
    shot(anna, "anna-code")
    second = people.open("anna-2")
    second.goto(server.url + "/")
    second.locator(".bt-welcome summary").click()
    second.locator(".bt-wother input").fill(code.lower())
    second.locator(".bt-wother .bt-wmain").click()
    second.wait_for_function("document.querySelector('.bt-bar') && document.querySelector('.bt-bar').lang === 'en'")
    assert map_stars(second)[0] == "★★★" and not second.locator(".bt-welcome h2").count()
    shot(second, "anna-second-computer")
    for page in (anna, bruno, teacher, second):
        assert page.errors == [] and page.dialogs == [], (page.who, page.errors, page.dialogs)


def newest_learner(server) -> int:
    return max(row.id for row in server.roster().rows())


def in_the_store(server, *statements) -> None:
    """Rows written straight into the server's SQLite file: by hand, by sqlite3 on the file,
    or by an older version of the course."""
    db = sqlite3.connect(server.data / "progress.sqlite3")
    with db:
        for statement, values in statements:
            db.execute(statement, values)
    db.close()


def test_a_name_typed_as_markup_is_refused_and_one_kept_before_shows_as_text(people, server):
    learner = people.open("markup")
    learner.goto(server.url + "/")
    learner.locator(".bt-welcome h2").wait_for()
    learner.locator(".bt-welcome input").first.fill(MARKUP)
    learner.locator(".bt-welcome .bt-wmain").first.click()
    learner.get_by_text("Il nome può avere lettere, spazi, apostrofi, trattini").wait_for()
    assert learner.locator(".bt-welcome img").count() == 0 and not learner.locator(".bt-whello").count()
    learner.locator(".bt-welcome .bt-wplain").click()
    learner.locator(".bt-whello").wait_for()
    # A name an older version kept, before markup was refused: shown as text all the same.
    in_the_store(server, ("UPDATE learners SET name = ? WHERE id = ?", (MARKUP, newest_learner(server))))
    teacher = teacher_page(people, server)
    teacher.get_by_role("button", name=MARKUP).wait_for()
    assert teacher.locator(".bt-class img").count() == 0
    teacher.get_by_role("button", name=MARKUP).click()
    assert MARKUP in teacher.locator(".bt-cactions").inner_text()
    shot(teacher, "teacher-markup-name")
    assert learner.dialogs == [] and teacher.dialogs == []


def test_the_teacher_renames_removes_with_undo_and_gives_a_code(people, server):
    learner = people.open("carla")
    welcome(learner, server, "Carla")
    teacher = teacher_page(people, server)
    teacher.get_by_role("button", name="Carla", exact=True).click()
    teacher.get_by_role("button", name="Rinomina").click()
    teacher.locator(".bt-cactions input").fill("Carla R.")
    teacher.get_by_role("button", name="Salva").click()
    teacher.locator(".bt-cchosen", has_text="Carla R.").wait_for()    # still the one chosen
    teacher.get_by_role("button", name="Carla R.", exact=True).wait_for()
    teacher.get_by_role("button", name="Codice").click()
    code = teacher.locator(".bt-ccode").inner_text()
    assert re.search(r"\b[A-Z0-9]{5}\b", code) and "Carla R." in code
    teacher.get_by_role("button", name="Togli").click()
    teacher.get_by_text("Togliere Carla R. dalla classe").wait_for()
    teacher.get_by_role("button", name="Sì, togli").click()
    teacher.get_by_text("Hai tolto Carla R. dalla classe.").wait_for()
    assert not teacher.get_by_role("button", name="Carla R.", exact=True).count()
    shot(teacher, "teacher-removed")
    teacher.get_by_role("button", name="Annulla").click()
    teacher.get_by_role("button", name="Carla R.", exact=True).wait_for()
    assert teacher.errors == []


def test_a_learner_opening_the_class_page_sees_nobody(people, server):
    learner = people.open("curious")
    welcome(learner, server, None)
    learner.goto(f"{server.url}/voila/render/class.ipynb")
    learner.get_by_text("Questa pagina è per l'insegnante").wait_for()
    assert not learner.locator(".bt-class").count()
    assert "Anna" not in learner.locator("body").inner_text()
    learner.goto(f"{server.url}/teacher#key=wrong-key-{'x' * 30}")
    learner.get_by_text("Questa chiave non apre la pagina").wait_for()
    learner.get_by_text("This key does not open the page").wait_for()    # in each language shown
    assert "wrong-key" not in learner.url
    shot(learner, "wrong-teacher-key")


def test_a_learners_oldest_page_gives_way_to_one_too_many_and_says_why(people, server):
    first = people.open("many-tabs")
    welcome(first, server, None)
    later = []
    for _ in range(PAGES_PER_LEARNER):
        page = first.context.new_page()
        page.set_default_timeout(90_000)
        page.goto(server.url + "/")
        page.locator(".bt-course").wait_for()
        later.append(page)
    note = first.locator(".bt-page-note")
    note.wait_for()
    assert note.get_attribute("role") == "alert"
    said = note.inner_text()
    assert "troppe pagine del corso" in said and "This page" not in said   # the page's language
    shot(first, "page-gave-way")
    assert not any(page.locator(".bt-page-note").count() for page in later)
    first.get_by_role("button", name="Ricarica la pagina").click()
    first.locator(".bt-course").wait_for()
    later[0].locator(".bt-page-note").wait_for()         # now the oldest gives way
    assert not first.locator(".bt-page-note").count()


def test_the_teachers_address_works_once_so_a_browsers_history_opens_nothing(people, server):
    """On a shared classroom computer the address bar offers ``/teacher#key=...`` to the next
    learner: Chromium's history keeps it whatever the page does."""
    key = server.fresh_teacher_key()
    teacher = people.open("teacher")
    teacher.goto(f"{server.url}/teacher#key={key}")
    teacher.locator(".bt-class .bt-ccount").wait_for()
    learner = people.open("next-at-the-computer")
    welcome(learner, server, None)
    learner.goto(f"{server.url}/teacher#key={key}")
    learner.get_by_text("è già stata usata").wait_for()
    learner.get_by_text("briscola-teach teacher-link").first.wait_for()
    assert "/teacher" in learner.url and key not in learner.url
    learner.goto(f"{server.url}/voila/render/class.ipynb")
    learner.get_by_text("Questa pagina è per l'insegnante").wait_for()
    shot(learner, "used-teacher-key")
    teacher.reload()
    teacher.locator(".bt-class .bt-ccount").wait_for()     # the teacher's own session goes on


def test_the_teachers_page_lists_every_other_learner_and_marks_one_whose_rows_are_bad(people, server):
    """The attack of issue 40: rows no version wrote (a time «tomorrow», 7 stars, more right
    than asked, a text for a count) stopped the class page for good. Now it shows the rest
    and marks that learner's row, and its CSV and buttons work."""
    giulia = people.open("giulia")
    welcome(giulia, server, "Giulia")
    # On a class server progress moves by login code: the map offers no import, and says so.
    giulia.get_by_text("Su questo server i progressi passano da un browser all'altro").wait_for()
    assert giulia.get_by_role("button", name="Importa un file").count() == 0
    assert giulia.get_by_role("button", name="Crea un codice").count() == 1
    piero = people.open("piero")
    welcome(piero, server, "Piero")
    broken = newest_learner(server)
    in_the_store(server,
                 ("INSERT INTO results VALUES (?, '01:final', 'exercise', 1, 1, 'tomorrow')", (broken,)),
                 ("INSERT INTO stars VALUES (?, '02', 7, 1.0)", (broken,)),
                 ("INSERT INTO results VALUES (?, '01:check', 'exercise', 1050, 51, 1.0)", (broken,)),
                 ("INSERT INTO results VALUES (?, '01:check', 'exercise', 'x', 'y', 1.0)", (broken,)))
    teacher = teacher_page(people, server)
    teacher.get_by_role("button", name="Giulia", exact=True).wait_for()
    def row_of(name):
        return teacher.locator(".bt-ctable tbody tr",
                               has=teacher.get_by_role("button", name=name, exact=True))
    assert row_of("Piero").locator(".bt-cbad").inner_text() == "dati non leggibili"
    assert row_of("Giulia").locator(".bt-cbad").count() == 0
    cells = row_of("Piero").locator("td").all_inner_texts()
    assert cells[:2] == ["·", "·"] and cells[12] == "0 su 0"      # the bad rows left out
    teacher.get_by_role("button", name="Esporta CSV").click()
    href = teacher.locator(".bt-cdownload").get_attribute("href")
    text = base64.b64decode(urllib.parse.unquote(href.split(",", 1)[1])).decode("utf-8")
    lines = list(csv.reader(io.StringIO(text)))
    assert [line[-1] for line in lines if line[0] == "Piero"] == ["dati non leggibili"]
    teacher.get_by_role("button", name="Piero", exact=True).click()
    teacher.get_by_role("button", name="Togli").click()
    teacher.get_by_role("button", name="Sì, togli").click()
    teacher.get_by_text("Hai tolto Piero dalla classe.").wait_for()
    shot(teacher, "teacher-bad-rows")
    assert teacher.errors == [] and "There was an error" not in teacher.locator("body").inner_text()


def test_the_teacher_logs_out_and_every_page_of_that_session_shows_nobody(people, server):
    anna = people.open("anna-logout")
    welcome(anna, server, "Annalisa")
    teacher = teacher_page(people, server)
    other_tab = teacher.context.new_page()
    other_tab.set_default_timeout(90_000)
    other_tab.goto(f"{server.url}/voila/render/class.ipynb")
    other_tab.get_by_role("button", name="Annalisa", exact=True).wait_for()
    teacher.get_by_role("button", name="Esci").click()
    teacher.locator(".bt-course").wait_for()                   # back on the course map
    assert "Annalisa" not in teacher.locator("body").inner_text()
    # The other tab's next refresh finds the session gone, and shows nobody.
    other_tab.get_by_text("Hai lasciato la pagina dell'insegnante").wait_for()
    other_tab.get_by_text("I tavoli della classe").wait_for(state="detached")
    assert "Annalisa" not in other_tab.locator("body").inner_text()
    shot(other_tab, "teacher-logged-out")
    teacher.goto(f"{server.url}/voila/render/class.ipynb")
    teacher.get_by_text("Questa pagina è per l'insegnante").wait_for()
