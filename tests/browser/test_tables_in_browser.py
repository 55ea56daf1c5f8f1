"""Classmates at one table on one ``briscola-teach serve``, in Chromium: each learner a browser
context of their own, at 1366x900. Two learners play a whole four-player hand with two
computers, every trick shown on both screens with each card before its seat, and neither page
ever holds the other's cards; one reloads mid-hand, the other closes the page and comes back
after a computer took the seat. Three learners play a hand of Chiamata. A turn left to the
timer is played for the learner after the countdown. The table server is killed mid-hand and
the hand goes on in both browsers. Screenshots: test-artifacts/screenshots/tables-*.png.
"""

from __future__ import annotations

import os
import re
import signal

import pytest

from briscola_teach.server import descendants
from served import ClassServer

from .conftest import SHOTS
from .test_class import people, welcome  # noqa: F401  (people: the fixture)
from .test_widgets_in_browser import (GEOMETRY, assert_cards_lie_before_their_seats, hand, playable,
                                     tricks_taken)

NOTEBOOKS = ("00_index.ipynb", "tables.ipynb")
PARTNER = re.compile("Sei tu il compagno|You are the caller's partner")
GRACE = 4     # seconds a dropped learner's seat waits, shortened for the test (30 s served)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    running = ClassServer(tmp_path_factory.mktemp("tables"), NOTEBOOKS,
                          env={"BRISCOLA_TABLES_GRACE": str(GRACE)})
    yield running
    running.stop()


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"tables-{name}.png"))


def arrive(people, server, name: str, lang: str = "it"):
    page = people.open(name)
    welcome(page, server, name)
    if lang == "en":
        page.get_by_role("button", name="English").first.click()
        page.locator("a.bt-tables", has_text="Play with the class").wait_for()
    return page


def to_tables(page) -> None:
    """From the course map, by the bar's link."""
    page.locator("a.bt-tables").click()
    page.locator(".bt-class-tables button").first.wait_for()


def make_table(page, game: str, timer: str, listed: bool = True) -> str:
    """The creator's lobby, in Italian: the game, the time per card, in the class's list or
    private; the table's code."""
    tables = page.locator(".bt-class-tables")
    tables.locator("select").nth(0).select_option(label=game)
    tables.locator("select").nth(3).select_option(label=timer)
    if not listed:
        tables.get_by_label("Nella lista della classe").uncheck()
    tables.get_by_role("button", name="Crea il tavolo").click()
    given = tables.locator(".bt-code")
    try:
        given.wait_for()
    except Exception:
        shot(page, "make-table-failed")
        raise
    return given.inner_text().rsplit(":", 1)[1].strip()


def join_by_code(page, code: str, seat: str) -> None:
    tables = page.locator(".bt-class-tables")
    tables.locator("input[type=text]").fill(code.lower())
    tables.get_by_role("button", name=re.compile("^(Entra|Join)$")).click()
    tables.get_by_role("button", name=re.compile(seat)).click()
    tables.get_by_text(re.compile(f"(Tavolo|Table) {code}")).wait_for()


def felt(page):
    return page.locator(".bt-class-tables")


def codes_shown(page) -> set[str]:
    """Every card the page shows face up anywhere (hand, trick, piles, banners)."""
    return set(page.locator(".bt-class-tables [data-code]").evaluate_all(
        "nodes => nodes.map(n => n.getAttribute('data-code'))"))


def over(page) -> bool:
    return felt(page).locator(".bt-result").count() > 0


def play_when_due(pages: list, checked: list) -> None:
    """Whoever may play clicks a card; the card then shows on every other screen. Before
    that, no other page shows a card of the player's hand."""
    for page in pages:
        if over(page) or not playable(felt(page)).count():
            continue
        mine = set(hand(felt(page)))
        for other in pages:
            if other is not page:
                assert not mine & codes_shown(other), f"{other.who} sees {page.who}'s cards"
        card = playable(felt(page)).first
        code = card.get_attribute("data-code")
        try:
            card.click(timeout=2000)
        except Exception:      # the table moved under the click (a computer played): next round
            continue
        for other in pages:
            felt(other).locator(f".bt-played[data-code='{code}'], .bt-last [data-code='{code}'],"
                                f" .bt-result").first.wait_for(timeout=30_000)
        checked.append(code)


def whole_trick_before_seats(pages: list, players: int, seen: set) -> None:
    """When a finished trick comes on show on a page, each card lies before its seat (looked
    at once the last card has slid in, as the lessons' test does)."""
    for page in pages:
        banner = felt(page).locator(".bt-banner")
        texts = banner.all_inner_texts()      # at once: the banner may go while it is read
        if not texts:
            continue
        key = (page.who, texts[0], tricks_taken(felt(page)))
        if key in seen:
            continue
        page.wait_for_timeout(450)
        geometry = felt(page).locator(".bt-table").evaluate(GEOMETRY)
        if banner.count() and len(geometry["cards"]) == players:
            assert_cards_lie_before_their_seats(geometry, players)
            seen.add(key)


def play_out(pages: list, players: int, until=None, limit_ms: int = 240_000) -> list:
    checked: list = []
    waited, seen = 0, set()
    while not all(over(p) for p in pages) and (until is None or not until()):
        play_when_due(pages, checked)
        whole_trick_before_seats(pages, players, seen)
        pages[0].wait_for_timeout(150)
        waited += 150
        if waited >= limit_ms:
            for page in pages:
                shot(page, f"stuck-{page.who}")
            raise AssertionError("the hand did not end")
    return checked


def test_two_learners_play_a_hand_of_four_with_a_reload_and_a_dropped_seat(people, server):
    anna = arrive(people, server, "Anna")
    bob = arrive(people, server, "Bob", "en")
    to_tables(anna)
    shot(anna, "lobby-it")
    code = make_table(anna, "Briscola a quattro, in coppia", "senza limite", listed=False)
    assert re.fullmatch(r"[A-Z0-9]{5}", code)
    shot(anna, "waiting-it")
    to_tables(bob)
    assert not felt(bob).get_by_text(code).count()      # a private table is in no list
    join_by_code(bob, code, "Sit in seat 2")
    felt(anna).get_by_text("Bob").first.wait_for()
    felt(anna).get_by_role("button", name="Si comincia").click()
    for page in (anna, bob):
        felt(page).locator(".bt-felt").wait_for()
    pages = [anna, bob]

    # a few cards, then Anna reloads: her seat and her cards come back
    play_out(pages, 4, until=lambda: len(hand(felt(anna))) == 2 and len(hand(felt(bob))) == 2)
    shot(anna, "play-it")
    shot(bob, "play-en")
    held = sorted(hand(felt(anna)))
    anna.reload()
    felt(anna).locator(".bt-felt").wait_for()
    felt(anna).locator(".bt-hand-card").first.wait_for()
    assert sorted(hand(felt(anna))) == held or len(hand(felt(anna))) == 3   # a card drawn since

    # Bob closes his page: after the grace period a computer plays for him
    context = bob.context
    bob.close(run_before_unload=True)     # as a closed tab: Voila shuts its kernel down
    felt(anna).get_by_text(re.compile("Bob: per ora gioca il computer")).first.wait_for(
        timeout=60_000)
    shot(anna, "dropped-it")
    bob = context.new_page()
    bob.who, bob.errors = "Bob", []
    bob.set_default_timeout(90_000)
    bob.goto(server.url + "/voila/render/tables.ipynb")
    felt(bob).locator(".bt-felt").wait_for()
    felt(anna).get_by_text(re.compile("Posto 2, squadra B: Bob$")).wait_for(timeout=30_000)
    pages = [anna, bob]
    play_out(pages, 4)
    for page in pages:
        felt(page).locator(".bt-result").wait_for()
    shot(anna, "result-it")
    shot(bob, "result-en")
    assert anna.errors == [] and bob.errors == []


def test_three_learners_play_a_hand_of_chiamata(people, server):
    learners = [arrive(people, server, name, lang)
                for name, lang in (("Carla", "it"), ("Dario", "en"), ("Elena", "it"))]
    carla, dario, elena = learners
    to_tables(carla)
    code = make_table(carla, "Briscola Chiamata, a cinque", "senza limite")
    to_tables(dario)
    join_by_code(dario, code, "Sit in seat 3")
    to_tables(elena)
    felt(elena).get_by_role("button", name="Aggiorna la lista").click()
    felt(elena).get_by_role("button", name="Siediti al posto 5").click()     # from the list
    felt(carla).get_by_text("Elena").first.wait_for()
    felt(carla).get_by_role("button", name="Si comincia").click()
    waited, partner_shot = 0, None
    while not all(over(p) for p in learners):
        for page in learners:
            passing = felt(page).get_by_role("button", name=re.compile("^(Passo|Pass)$"))
            if passing.count():
                passing.first.click()
        play_when_due(learners, [])
        told = [p.who for p in learners if felt(p).get_by_text(PARTNER).count()]
        assert len(told) <= 1, f"more than one learner is told they are the partner: {told}"
        if told and not partner_shot:
            partner_shot = next(p for p in learners if p.who == told[0])
            shot(partner_shot, "chiamata-partner")
        carla.wait_for_timeout(200)
        waited += 200
        assert waited < 300_000, "the hand of Chiamata did not end"
    for page in learners:
        assert page.errors == []
    shot(dario, "chiamata-en")


def test_a_turn_left_to_the_timer_is_played_after_the_countdown(people, server):
    fede = arrive(people, server, "Fede")
    gino = arrive(people, server, "Gino")
    to_tables(fede)
    code = make_table(fede, "Briscola a due", "20 secondi")
    to_tables(gino)
    join_by_code(gino, code, "Siediti al posto 2")
    felt(fede).get_by_role("button", name="Si comincia").click()
    late = None
    for _ in range(300):
        for page in (fede, gino):
            if playable(felt(page)).count():
                late = page
        if late:
            break
        fede.wait_for_timeout(100)
    assert late is not None
    before = len(hand(felt(late)))
    felt(late).get_by_text(re.compile(r"Ancora \d+ s per giocare")).wait_for(timeout=30_000)
    shot(late, "countdown-it")
    felt(late).get_by_text("Tempo scaduto: una carta è stata giocata per te.").wait_for(
        timeout=30_000)
    assert len(hand(felt(late))) < before or felt(late).locator(".bt-played").count()


def test_a_table_server_killed_mid_hand_comes_back_and_the_hand_goes_on(people, server):
    hana = arrive(people, server, "Hana")
    ivo = arrive(people, server, "Ivo", "en")
    to_tables(hana)
    code = make_table(hana, "Briscola a due", "senza limite")
    to_tables(ivo)
    join_by_code(ivo, code, "Sit in seat 2")
    felt(hana).get_by_role("button", name="Si comincia").click()
    pages = [hana, ivo]
    play_out(pages, 2, until=lambda: tricks_taken(felt(hana)) >= 2)
    [helper] = [pid for pid in descendants(server.process.pid)
                if b"briscola_teach.cli\x00tables" in open(f"/proc/{pid}/cmdline", "rb").read()]
    os.kill(helper, signal.SIGKILL)
    for page in pages:
        felt(page).get_by_text(re.compile("^(Riconnessione…|Reconnecting…)$")).wait_for(
            timeout=30_000)
    shot(hana, "reconnecting-it")
    for page in pages:
        felt(page).get_by_text(re.compile("^(Riconnessione…|Reconnecting…)$")).wait_for(
            state="detached", timeout=60_000)
    play_out(pages, 2)
    for page in pages:
        felt(page).locator(".bt-result").wait_for()
        assert page.errors == []

