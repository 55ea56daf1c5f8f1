"""A class at one table, walked in Chromium at 1366x900: three learners (Anna and Carla in
Italian, Bruno in English) and their teacher. Anna makes a study table with hints, a timer of
20 s, and waits for a classmate; Carla joins by the code, Bruno from the list, and the table
starts by itself. Bruno says «Good luck!» and Anna reads «Buona fortuna!». The teacher
watches with every hand hidden, then opens them on their own screen only. Anna asks a hint,
Carla lets the time run out after the countdown, Anna reloads, and Bruno's browser dies
without closing the page (Voila keeps his kernel: only the page's silence tells): the others
are told, a computer plays his seat, and he takes it back. At the end Anna reads her review.
Screenshots: test-artifacts/screenshots/walk-*.png."""
from __future__ import annotations

import re
import time

import pytest

from served import ClassServer

from .conftest import SHOTS
from .test_class import people, welcome  # noqa: F401
from .test_tables_in_browser import (arrive, codes_shown, felt, join_by_code, over, playable,
                                     to_tables)

NOTEBOOKS = ("00_index.ipynb", "tables.ipynb", "12_teacher.ipynb", "class.ipynb")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    running = ClassServer(tmp_path_factory.mktemp("walk"), NOTEBOOKS,
                          env={"BRISCOLA_TABLES_GRACE": "6", "BRISCOLA_TABLES_SILENCE": "6"})   # 30 s, 90 s served
    yield running
    running.stop()


def shot(page, name, at=".bt-table .bt-status"):
    SHOTS.mkdir(parents=True, exist_ok=True)
    if at and page.locator(at).count():
        page.locator(at).first.evaluate("e => e.scrollIntoView({block: 'center'})")
        page.wait_for_timeout(300)
    page.screenshot(path=str(SHOTS / f"walk-{name}.png"), full_page=True)


def open_cards(page) -> int:
    """Cards shown face up in the other seats' hands."""
    return page.locator(".bt-fan [data-code]").count()


def test_a_class_plays_a_hand_with_a_hint_the_timer_a_reload_a_dead_browser_and_the_teacher(
        people, server):
    anna = arrive(people, server, "Anna")
    bruno = arrive(people, server, "Bruno", "en")
    carla = arrive(people, server, "Carla")
    for p in (anna, bruno, carla):
        to_tables(p)
    shot(anna, "01-lobby-it")
    shot(bruno, "02-lobby-en")
    tables = felt(anna)
    tables.locator("select").nth(0).select_option(label="Briscola a quattro, in coppia")
    tables.locator("select").nth(3).select_option(label="20 secondi")
    tables.get_by_label(re.compile("Consigli e revisione")).check()
    tables.get_by_label(re.compile("Tavolo di studio")).check()
    shot(anna, "03-lobby-filled-it")
    tables.get_by_role("button", name="Crea il tavolo").click()
    given = tables.locator(".bt-code")
    given.wait_for()
    code = given.inner_text().rsplit(":", 1)[1].strip()
    join_by_code(carla, code, "2")
    felt(anna).get_by_role("button", name="Aspetta un compagno").click()
    felt(anna).get_by_text("Si aspetta un compagno").first.wait_for()
    shot(anna, "04-waiting-it")
    felt(bruno).get_by_role("button", name="Refresh the list").click()
    felt(bruno).get_by_text("waiting for a classmate").first.wait_for()
    shot(bruno, "05-list-en")
    felt(bruno).get_by_role("button", name=re.compile("Sit in seat 3")).first.click()
    for p in (anna, bruno, carla):
        felt(p).locator(".bt-table").wait_for()
    shot(bruno, "06-started-en")
    shot(carla, "07-started-it")
    # Parla
    felt(bruno).get_by_role("button", name="Good luck!").click()
    felt(anna).get_by_text(re.compile("Buona fortuna")).first.wait_for()
    shot(anna, "08-parla-it")
    # the teacher watches, then opens the hands
    teacher = people.open("teacher")
    teacher.goto(f"{server.url}/teacher#key={server.fresh_teacher_key()}")
    try:
        teacher.get_by_role("button", name="Guarda").first.wait_for(timeout=60_000)
    except Exception:
        shot(teacher, "09-teacher-failed")
        print(teacher.locator("body").inner_text()[-3000:])
        raise
    teacher.get_by_role("button", name="Guarda").first.click()
    teacher.locator(".bt-teacher-tables .bt-table").wait_for()
    teacher.wait_for_timeout(1500)
    shot(teacher, "09-teacher-watch-it")
    assert open_cards(teacher) == 0 and teacher.locator(".bt-hand-card").count() == 0
    teacher.get_by_role("button", name="Scopri le mani").click()
    teacher.locator(".bt-fan [data-code]").first.wait_for()
    teacher.wait_for_timeout(1500)
    shot(teacher, "10-teacher-open-it")
    assert open_cards(teacher) >= 4           # every hand, on the teacher's screen only
    for p in (anna, bruno, carla):
        assert open_cards(p) == 0
    # a hint on Anna's turn, a timer running out for Carla, the rest played
    hinted = timed = reloaded = dropped = False
    start = time.monotonic()
    while not all(over(p) for p in (anna, bruno, carla)) and time.monotonic() - start < 400:
        for p in (anna, bruno, carla):
            if over(p) or not playable(felt(p)).count():
                continue
            if p is anna and not hinted:
                mine = {c for c in codes_shown(anna)}
                felt(anna).get_by_role("button", name="Consiglio").click()
                felt(anna).get_by_text("Il consiglio").first.wait_for()
                shot(anna, "11-hint-it")
                assert codes_shown(anna) <= mine           # the hint names only her cards
                hinted = True
            if p is carla and not timed:
                felt(carla).get_by_text(re.compile("per giocare")).first.wait_for(timeout=30_000)
                shot(carla, "12-countdown-it")
                shot(anna, "13-countdown-other-it")
                felt(carla).get_by_text(re.compile("Tempo scaduto")).first.wait_for(timeout=30_000)
                shot(carla, "14-timed-out-it")
                timed = True
                continue
            if p is anna and hinted and not reloaded:
                anna.reload()
                felt(anna).locator(".bt-table").wait_for()
                anna.wait_for_timeout(1500)
                shot(anna, "15-reloaded-it")
                reloaded = True
                continue
            if p is bruno and not dropped and reloaded:
                ctx = bruno.context
                bruno.close()           # no unload: his kernel lives on, his page is silent
                felt(anna).get_by_text(re.compile("Bruno: connessione persa")).first.wait_for(timeout=60_000)
                shot(anna, "16-bruno-gone-it")
                felt(anna).get_by_text(re.compile("Bruno: per ora gioca il computer")).first.wait_for(timeout=60_000)
                shot(anna, "17-bruno-computer-it")
                felt(carla).get_by_text(re.compile("Bruno: per ora gioca il computer")).first.wait_for()
                bruno = ctx.new_page()
                bruno.who, bruno.errors = "Bruno", []
                bruno.goto(server.url + "/")
                bruno.locator("a.bt-tables").click()
                felt(bruno).locator(".bt-table").wait_for()
                felt(anna).get_by_text(re.compile("Bruno: di nuovo al tavolo")).first.wait_for()
                bruno.wait_for_timeout(1500)
                shot(bruno, "18-bruno-back-en")
                dropped = True
                continue
            try:
                playable(felt(p)).first.click(timeout=2000)
            except Exception:
                pass
        anna.wait_for_timeout(300)
    for p, name in ((anna, "19-over-it"), (bruno, "20-over-en"), (carla, "21-over-it")):
        p.wait_for_timeout(1500)
        shot(p, name)
    felt(anna).get_by_role("button", name="Revisione").click()
    felt(anna).get_by_text("Revisione della smazzata").first.wait_for()
    shot(anna, "22-review-it")
    shot(teacher, "23-teacher-end-it")
    assert hinted and timed and reloaded and dropped
    for p in (anna, bruno, carla, teacher):
        assert p.errors == [], (p.who, p.errors)
