"""Big cards for a projector, in a real browser at 1366x768 (issue 25): every kind of table,
2 to 7 seats, fits the window with its felt, its hand and its row of buttons, in the normal
size and with big cards, and big cards are clearly bigger; the Chiamata auction sits beside
the felt, so felt, hand and bids are on one screen (at 1366x900 too), and what the table knows
after the call never covers a seat's name; the choice holds on the learner's next page, and on
a page opened before it.

The pages (pages/big_*.ipynb) are lessons' pages. The big-cards choice is kept in the
learner's store, so this module serves them with a store of its own: the choice made here
never reaches another test's pages.
"""

from __future__ import annotations

import os
import re

import pytest

from .conftest import PAGES, SHOTS, serve_folder, stop
from .test_widgets_in_browser import (GEOMETRY, assert_cards_lie_before_their_seats, in_italian,
                                      playable, tables, wait_turn)

WIDE, LOW, HIGH = 1366, 768, 900
KINDS = [2, 3, 4, 6, 5, 6, 7]     # classic 2, 3, 4, 6; Chiamata 5; col monte 6 and 7
BIG = "Carte grandi"

# The parts of a table that must be in view together, measured after its top is scrolled to
# the top of the window: the felt, the hand, the row of buttons under it (the row that holds
# the pack's switch) and, on a Chiamata table, the auction's buttons.
PARTS = """(table) => {
  const box = (node) => { const r = node.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height}; };
  const row = [...table.children].find((child) => child.querySelector('.widget-toggle-buttons'));
  return {felt: box(table.querySelector('.bt-felt')), hand: box(table.querySelector('.bt-hand')),
          card: box(table.querySelector('.bt-hand-card')), buttons: box(row),
          bids: [...table.querySelectorAll('.bt-auction button')].map(box)};
}"""


@pytest.fixture(scope="module")
def big_url(tmp_path_factory):
    before = os.environ.get("BRISCOLA_DATA")
    os.environ["BRISCOLA_DATA"] = str(tmp_path_factory.mktemp("big-cards"))
    try:
        process, url = serve_folder(PAGES)
    finally:
        if before is None:
            del os.environ["BRISCOLA_DATA"]
        else:
            os.environ["BRISCOLA_DATA"] = before
    yield url
    stop(process)


def open_lesson(page, url: str, name: str) -> None:
    page.goto(f"{url}/voila/render/{name}")
    in_italian(page)


def big_switch(page):
    return page.get_by_role("button", name=BIG).first


def is_big(page) -> bool:
    return "mod-active" in (big_switch(page).get_attribute("class") or "")


def choose_big(page, big: bool) -> None:
    """The lesson bar's switch, pressed if need be; every table on the page follows."""
    if is_big(page) != big:
        big_switch(page).click()
    size = "projector" if big else "normal"
    page.wait_for_function("(size) => [...document.querySelectorAll('.bt-table')].every("
                           "(t) => t.classList.contains('bt-size-' + size))", arg=size)
    page.wait_for_timeout(900)                      # a smooth scroll to the table ends


def parts_at_the_top(table, page) -> dict:
    table.evaluate("(node) => node.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(250)
    return table.evaluate(PARTS)


def assert_in_window(parts: dict, height: int, what: str) -> None:
    for name in ("felt", "hand", "buttons"):
        box = parts[name]
        assert box["height"] > 0, f"{what}: no {name}"
        assert box["top"] >= -1 and box["bottom"] <= height, f"{what}: the {name} {box} is out of the window"
    for box in parts["bids"]:
        assert box["top"] >= 0 and box["bottom"] <= height and box["right"] <= WIDE, f"{what}: a bid {box}"


def test_big_cards_fit_every_table_kind(page, big_url, shot):
    page.set_viewport_size({"width": WIDE, "height": LOW})
    open_lesson(page, big_url, "big_tables.ipynb")
    choose_big(page, False)
    assert tables(page).count() == len(KINDS)
    normal = []
    for index, players in enumerate(KINDS):
        table = tables(page).nth(index)
        wait_turn(table)
        parts = parts_at_the_top(table, page)
        assert_in_window(parts, LOW, f"{players} seats, normal cards")
        normal.append(parts["card"]["height"])
    choose_big(page, True)
    for index, players in enumerate(KINDS):
        table = tables(page).nth(index)
        wait_turn(table)
        parts = parts_at_the_top(table, page)
        assert_in_window(parts, LOW, f"{players} seats, big cards")
        assert parts["card"]["height"] >= 1.24 * normal[index], (parts["card"], normal[index])
        # The learner plays the last card of the first trick: every card before its seat.
        playable(table).first.click()
        table.locator(".bt-banner").wait_for()
        page.wait_for_timeout(450)                   # the learner's card has slid in
        page.screenshot(path=str(SHOTS / f"big-cards-{index}-{players}-seats-1366x768.png"))
        assert_cards_lie_before_their_seats(table.locator(".bt-table").evaluate(GEOMETRY), players)
    assert page.errors == []


def test_big_cards_survive_a_page_change(page, big_url, shot):
    page.set_viewport_size({"width": WIDE, "height": LOW})
    open_lesson(page, big_url, "big_first.ipynb")
    choose_big(page, False)
    # A tab opened before the choice: the teacher has the day's next lesson ready.
    other = page.context.new_page()
    other.errors = []
    other.on("pageerror", lambda e: other.errors.append(str(e)))
    other.set_viewport_size({"width": WIDE, "height": LOW})
    open_lesson(other, big_url, "big_next.ipynb")
    assert other.locator(".bt-table.bt-size-normal").count() == 1
    normal = other.locator(".bt-hand-card").first.bounding_box()["height"]

    page.bring_to_front()
    choose_big(page, True)
    # The next page, opened from this one: big from the start, its switch pressed.
    page.goto(f"{big_url}/voila/render/big_next.ipynb")
    page.locator(".bt-table.bt-size-projector").wait_for(timeout=90_000)
    assert is_big(page)
    assert page.locator(".bt-hand-card").first.bounding_box()["height"] >= 1.24 * normal
    shot(page, "big-cards-next-page")
    # The tab opened before: big once the learner comes back to it.
    other.bring_to_front()
    other.evaluate("window.dispatchEvent(new Event('focus'))")
    other.locator(".bt-table.bt-size-projector").wait_for(timeout=30_000)
    assert is_big(other)
    # Normal cards again, on the first page: the next page opened follows that too.
    choose_big(other, False)
    page.reload()
    in_italian(page)
    page.locator(".bt-table.bt-size-normal").wait_for()
    assert not is_big(page)
    assert page.errors == [] and other.errors == []
    other.close()


def pass_until_the_play(page, table) -> None:
    for _ in range(300):
        if table.locator(".bt-facts", has_text="Contratto").count():
            return
        if page.get_by_text("La tua dichiarazione:").count():
            try:
                page.get_by_role("button", name="Passo", exact=True).click(timeout=2_000)
            except Exception:           # the buttons were redrawn meanwhile: press it again
                pass
        page.wait_for_timeout(200)


def test_the_chiamata_auction_sits_beside_the_felt(page, big_url, shot):
    page.set_viewport_size({"width": WIDE, "height": LOW})
    open_lesson(page, big_url, "big_auction.ipynb")
    table = tables(page).first
    page.get_by_text("La tua dichiarazione:").wait_for(timeout=60_000)
    for big, height in ((False, LOW), (True, LOW), (False, HIGH), (True, HIGH)):
        page.set_viewport_size({"width": WIDE, "height": height})
        choose_big(page, big)
        parts = parts_at_the_top(table, page)
        what = f"the auction at {WIDE}x{height}, {'big' if big else 'normal'} cards"
        assert len(parts["bids"]) >= 2, what
        assert_in_window(parts, height, what)
        # beside the felt, not under the hand
        assert min(b["left"] for b in parts["bids"]) >= parts["felt"]["right"], what
        assert min(b["top"] for b in parts["bids"]) < parts["hand"]["top"], what
        page.screenshot(path=str(SHOTS / f"big-cards-auction-{height}-{'big' if big else 'normal'}.png"))

    pass_until_the_play(page, table)
    facts = table.locator(".bt-facts", has_text="Contratto")
    facts.wait_for(timeout=10_000)
    table.locator(".bt-facts", has_text="Chiamata:").wait_for(timeout=60_000)   # the card called
    assert re.search(r"Chiamata: .+", facts.inner_text())
    for width in (WIDE, 900):
        page.set_viewport_size({"width": width, "height": HIGH})
        page.wait_for_timeout(400)
        table.locator(".bt-felt").evaluate("(node) => node.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(250)
        assert facts.is_visible()
        # Nothing written on the felt covers a seat's name (the known overlap at 900 px).
        covered = table.locator(".bt-table").evaluate("""(root) => {
          const boxes = (s) => [...root.querySelectorAll(s)].filter((n) => n.offsetParent !== null)
            .map((n) => n.getBoundingClientRect());
          const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          const names = boxes('.bt-name');
          return boxes('.bt-info').filter((info) => names.some((name) => meet(info, name))).length;
        }""")
        assert covered == 0, f"at {width} px the table's facts cover a seat's name"
        if width == WIDE:
            box = facts.bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= HIGH
        page.screenshot(path=str(SHOTS / f"big-cards-chiamata-called-{width}.png"))
    assert page.errors == []
