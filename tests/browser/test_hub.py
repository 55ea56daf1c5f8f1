"""The course on a real JupyterHub (``hub_school.School``: jupyterhub from PyPI, the proxy from
npm, the dummy authenticator, one local process per user's server), in Chromium, each person
a browser context of their own at 1366x900.

Class A is Anna and Bruno, with Carla their teacher; Dario is in class B. The learners are
the Hub's users, asked no name. Each keeps their own stars and kept hand in lesson 05, across
a reload and their server stopped and started again. Anna and Bruno, each on their own
server, sit at one class table and play; Dario sees no class-A table. The teacher's page
lists exactly Anna and Bruno with their stars, and shows nothing of anyone to a learner or to
Dario. The table service is killed and the Hub starts it again: the table comes back and the
hand goes on. Forged hellos and reports are refused. The Hub then stops with nothing left
running and its ports free. Screenshots: test-artifacts/screenshots/hub-*.png.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import sqlite3
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest
from tornado import websocket

from hub_school import PASSWORD, School, port_free

from .conftest import SHOTS
from .test_class import people  # noqa: F401  (the fixture)
from .test_tables_in_browser import felt, make_table, play_out, to_tables
from .test_widgets_in_browser import (hand, piles, play_a_trick_and_see_it, play_the_hand_out,
                                     tables, wait_turn)

CLASSES = {"class-a": ["anna", "bruno", "carla"], "class-b": ["dario"]}
TEACHERS = {"class-a": ["carla"]}
LESSON_05 = "briscola/05_first_game.ipynb"
KEPT = re.compile("Ecco la smazzata che stavi giocando|Here is the hand you were playing")
RECONNECTING = re.compile("^(Riconnessione…|Reconnecting…)$")


@pytest.fixture(scope="module")
def school(tmp_path_factory):
    running = School(tmp_path_factory.mktemp("school"), CLASSES, TEACHERS).start()
    yield running
    running.stop()
    running.kill_leftovers()


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"hub-{name}.png"), full_page=True)


def log_in(people, school, name: str):
    """The Hub's login page, then the user's own server opens the course map in Voila."""
    page = people.open(name)
    page.goto(school.url + "/hub/login")
    page.fill("#username_input", name)
    page.fill("#password_input", PASSWORD)
    page.click("#login_submit")
    page.wait_for_url(f"**/user/{name}/voila/**", timeout=180_000)
    page.locator(".bt-course").wait_for(timeout=120_000)
    return page


def lesson(page, school, name: str, notebook: str = LESSON_05) -> None:
    page.goto(f"{school.url}/user/{name}/voila/render/{notebook}")
    page.locator(".bt-bar").wait_for()


def bar_stars(page) -> str:
    return page.locator(".bt-barstars .bt-stars").inner_text()


def hub_api(school, method: str, path: str, token: str = "", body=None):
    request = urllib.request.Request(
        f"{school.url}/hub/api/{path}", method=method,
        data=None if body is None else json.dumps(body).encode(),
        headers={"Authorization": f"token {token}"} if token else {})
    with urllib.request.urlopen(request, timeout=30) as answer:
        text = answer.read()
        return answer.status, (json.loads(text) if text else None)


def token_of(school, name: str) -> str:
    """A user's own API token, as the Hub gives one to whoever logs in as them (the dummy
    authenticator's password, in the request's body)."""
    _, model = hub_api(school, "POST", f"users/{name}/tokens",
                       body={"auth": {"username": name, "password": PASSWORD}, "note": "test"})
    return model["token"]


def restart_server(school, name: str) -> None:
    """The user's server stopped, as the Hub's culler would, and started again."""
    token = token_of(school, name)
    hub_api(school, "DELETE", f"users/{name}/server", token)
    school.wait(lambda: not hub_api(school, "GET", f"users/{name}", token)[1]["servers"],
                90, f"{name}'s server to stop")
    hub_api(school, "POST", f"users/{name}/server", token)
    school.wait(lambda: hub_api(school, "GET", f"users/{name}", token)[1]["servers"]
                .get("", {}).get("ready"), 180, f"{name}'s server to start again")


def learners_rows(page) -> dict[str, list[str]]:
    rows = {}
    for row in page.locator("table tbody tr").all():
        rows[row.locator("th").inner_text().strip()] = [
            cell.inner_text().strip() for cell in row.locator("td").all()]
    return rows


def teacher_page(page, school, lang: str = "it") -> int:
    answer = page.goto(school.service_url() + ("?lang=en" if lang == "en" else ""))
    page.locator("h1").wait_for()
    return answer.status


def test_learners_are_hub_users_each_with_their_own_stars_and_hand(people, school):
    anna = log_in(people, school, "anna")
    assert not anna.locator(".bt-welcome").count()           # the Hub said who she is
    shot(anna, "anna-map")
    lesson(anna, school, "anna")
    easy, medium = tables(anna).nth(0), tables(anna).nth(1)
    for _ in range(2):
        play_a_trick_and_see_it(easy)
    wait_turn(easy)
    held, kept = hand(easy), piles(easy)
    wait_turn(medium)
    assert play_the_hand_out(medium) == 20
    anna.wait_for_function("document.querySelector('.bt-barstars .bt-stars').textContent.includes('★')")
    stars = bar_stars(anna)
    shot(anna, "anna-lesson-05")

    anna.reload()
    easy = tables(anna).nth(0)
    wait_turn(easy)
    assert (hand(easy), piles(easy)) == (held, kept)
    assert KEPT.search(easy.locator(".bt-message").inner_text())
    assert bar_stars(anna) == stars

    bruno = log_in(people, school, "bruno")
    assert not bruno.locator(".bt-welcome").count()
    lesson(bruno, school, "bruno")
    fresh = tables(bruno).nth(0)
    wait_turn(fresh)
    assert all(re.search(r"\b0\b", text) for text in piles(fresh))
    assert not KEPT.search(fresh.locator(".bt-message").inner_text())
    assert bar_stars(bruno) == "☆☆☆"
    shot(bruno, "bruno-lesson-05")

    for page in (anna, bruno):
        assert page.errors == [] and page.dialogs == [], (page.who, page.errors)

    # Anna's server is stopped (as when it is culled) and started again: all is in her home.
    # (Her open page's calls to the stopped server fail meanwhile: the Hub answers 424.)
    restart_server(school, "anna")
    lesson(anna, school, "anna")
    anna.errors.clear()
    easy = tables(anna).nth(0)
    wait_turn(easy)
    assert (hand(easy), piles(easy)) == (held, kept)
    assert bar_stars(anna) == stars
    assert (school.homes / "anna" / "briscola" / "05_first_game.ipynb").exists()
    assert anna.errors == [], anna.errors


def test_the_teacher_sees_her_class_and_a_learner_sees_nobody(people, school):
    carla = log_in(people, school, "carla")
    assert teacher_page(carla, school) == 200
    carla.get_by_role("heading", name="Classe class-a").wait_for()
    rows = learners_rows(carla)
    assert sorted(rows) == ["anna", "bruno"]                  # not the teacher, not Dario
    assert rows["anna"][4].count("★") == int(rows["anna"][11]) >= 1   # lesson 05, and in all
    assert rows["anna"][0] == "·"
    assert rows["bruno"][11] == "0"
    assert "dario" not in carla.locator("body").inner_text()
    shot(carla, "teacher-it")
    assert teacher_page(carla, school, "en") == 200
    carla.get_by_role("columnheader", name="Stars").wait_for()
    shot(carla, "teacher-en")

    for name in ("dario", "anna"):
        page = log_in(people, school, name)
        assert teacher_page(page, school) == 403
        text = page.locator("body").inner_text()
        assert "Questa pagina è per chi insegna" in text
        assert not page.locator("table").count() and "bruno" not in text and "anna" not in text
        shot(page, f"{name}-no-teacher-page")


def test_classmates_on_two_servers_play_at_one_class_table_through_a_service_restart(people, school):
    anna, bruno = log_in(people, school, "anna"), log_in(people, school, "bruno")
    to_tables(anna)
    code = make_table(anna, "Briscola a due", "senza limite")
    to_tables(bruno)
    felt(bruno).get_by_role("button", name="Aggiorna la lista").click()
    felt(bruno).get_by_text(re.compile(f"^{code} · Briscola a due · anna")).wait_for()   # listed
    felt(bruno).get_by_role("button", name="Siediti al posto 2").click()
    felt(bruno).get_by_text(f"Tavolo {code}").first.wait_for()
    felt(anna).get_by_text("bruno").first.wait_for()
    felt(anna).get_by_role("button", name="Si comincia").click()
    pages = [anna, bruno]
    for page in pages:
        felt(page).locator(".bt-felt").wait_for()
    play_out(pages, 2, until=lambda: sum(int(re.search(r"(\d+)", t).group(1))
                                         for t in piles(felt(anna))) >= 1)
    shot(anna, "table-anna")
    shot(bruno, "table-bruno")

    # Dario, in class B, sees no class-A table, in English.
    dario = log_in(people, school, "dario")
    dario.get_by_role("button", name="English").first.click()
    dario.locator(".bt-bar[lang='en']").wait_for()
    to_tables(dario)
    felt(dario).get_by_role("button", name="Refresh the list").click()
    dario.wait_for_timeout(1500)
    assert code not in felt(dario).inner_text()
    shot(dario, "dario-lobby-en")

    # The teacher's page shows the class's table.
    carla = log_in(people, school, "carla")
    teacher_page(carla, school)
    carla.get_by_text(f"Tavolo {code}").wait_for()

    # The service is killed: the Hub starts it again, and the hand goes on.
    before = school.service_pids()
    assert before
    for pid in before:
        os.kill(pid, signal.SIGKILL)
    for page in pages:
        felt(page).get_by_text(RECONNECTING).wait_for(timeout=30_000)
    for page in pages:
        felt(page).get_by_text(RECONNECTING).wait_for(state="detached", timeout=120_000)
    after = school.service_pids()
    assert after and not set(after) & set(before)
    assert school.health()["tables"] >= 1
    play_out(pages, 2, until=lambda: sum(int(re.search(r"(\d+)", t).group(1))
                                         for t in piles(felt(anna))) >= 2)
    shot(anna, "table-after-restart")
    for page in (anna, bruno, dario):
        assert page.errors == [], (page.who, page.errors)


def say(url: str, *messages) -> list[dict]:
    """``_say`` in a thread of its own: Playwright's loop runs in this one."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, _say(url, *messages)).result()


async def _say(url: str, *messages) -> list[dict]:
    """Messages on one WebSocket through the Hub's proxy; the answers (all that come within
    a few seconds of the last)."""
    socket = await websocket.websocket_connect(url)
    for message in messages:
        socket.write_message(json.dumps(message))
    answers = []
    try:
        while True:
            text = await asyncio.wait_for(socket.read_message(), 5)
            if text is None:
                break
            answers.append(json.loads(text))
    except asyncio.TimeoutError:
        pass
    socket.close()
    return answers


def test_forged_hellos_and_reports_are_refused(school):
    url = school.service_url("tables").replace("http", "ws", 1)
    anna = token_of(school, "anna")
    answers = say(
        url, {"t": "hello", "credential": anna, "name": "bruno"},
        {"t": "hello", "credential": "f" * 32},
        {"t": "list", "id": 3})
    assert [a.get("code") for a in answers] == ["unknown_field", "credential", "hello_first"]
    [welcome, listed] = say(url, {"t": "hello", "credential": anna}, {"t": "list", "id": 4})
    assert (welcome["t"], welcome["name"]) == ("welcome", "anna")
    assert listed["t"] == "tables"

    report = {"stars": {"05": 3}, "answered": 0, "right": 0, "hands": 0, "won": 0, "page": "05"}
    book = sqlite3.connect(str(school.data / "hub.sqlite3"))
    before = book.execute("SELECT report FROM reports JOIN users ON users.id = reports.user "
                          "WHERE name = 'bruno'").fetchall()
    for token, body, status in ((None, report, 403), ("f" * 32, report, 403),
                                (anna, dict(report, user="bruno"), 400),
                                (anna, dict(report, stars={"99": 3}), 400),
                                (anna, dict(report, page="99"), 400),
                                (anna, "[" * 16_000, 400),                  # was a 500
                                (anna, json.dumps(report).replace('"won": 0', '"won": NaN'), 400)):
        request = urllib.request.Request(
            school.service_url("progress"), method="POST",
            data=(body if isinstance(body, str) else json.dumps(body)).encode(),
            headers={"Authorization": f"token {token}"} if token else {})
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=10)
        assert refused.value.code == status
    after = book.execute("SELECT report FROM reports JOIN users ON users.id = reports.user "
                         "WHERE name = 'bruno'").fetchall()
    book.close()
    assert after == before


def test_the_teachers_page_marks_a_stored_report_it_cannot_read_and_shows_the_rest(people, school):
    """A row of the service's file changed by hand (or by an older version): that learner's
    row is marked, the rest of the class shows."""
    book = sqlite3.connect(str(school.data / "hub.sqlite3"))
    with book:
        book.execute("UPDATE reports SET report = '{\"stars\": {\"01\": 7}}' WHERE user = "
                     "(SELECT id FROM users WHERE name = 'bruno')")
    book.close()
    carla = log_in(people, school, "carla")
    assert teacher_page(carla, school) == 200
    rows = learners_rows(carla)
    assert sorted(rows) == ["anna", "bruno"] and rows["bruno"] == ["dati non leggibili"]
    assert rows["anna"][11] != "" and "dati non leggibili" not in rows["anna"]
    shot(carla, "teacher-unreadable-row")


def test_the_hub_stops_with_nothing_left_running_and_its_ports_free(school):
    assert school.session_pids()
    school.stop()
    left = school.kill_leftovers()
    assert left == [], f"left running after the Hub stopped: {left}"
    deadline = time.monotonic() + 10
    while not all(port_free(port) for port in school.ports()) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert all(port_free(port) for port in school.ports())
