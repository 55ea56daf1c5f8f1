"""A table every learner can follow, in Chromium: a whole hand played with the keyboard
alone (Tab to the hand, the arrows, Enter and the card's number, H for a hint), the focus
kept on the hand across the table's redrawings, the hand told to a screen reader (read from
the accessibility tree: each card the computer played and each trick's taker), the card
holding a four-player trick marked, and what a button opens coming into view at 1366×900
and 1366×768.
"""

from __future__ import annotations

import re

import pytest

from .test_widgets_in_browser import open_page, playable, tables, wait_turn

FOCUS = """() => { const a = document.activeElement;
  return a && a.classList.contains('bt-hand-card') ? a.dataset.code : (a ? a.className : ''); }"""
# Whether the element lies wholly inside the window, or fills it from the top when taller.
IN_VIEW = """(node) => { const r = node.getBoundingClientRect(), h = window.innerHeight;
  return r.height > 0 && r.top >= -1 && (r.bottom <= h + 1 || r.top <= 1); }"""


# The banner of a trick on show, and the names of the computer's cards on the felt.
FELT = """(root) => { const b = root.querySelector('.bt-banner');
  return { banner: b ? b.textContent : null,
           computer: [...root.querySelectorAll('.bt-played')].filter((c) => c.dataset.seat !== '0')
                       .map((c) => c.getAttribute('aria-label').split(' (')[0]) }; }"""


def focused(page) -> str:
    return page.evaluate(FOCUS)


def tab_to_the_hand(page, most: int = 12) -> int:
    """Tab from the top of the page until a card of the hand has the focus: the stops taken."""
    for stops in range(1, most + 1):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.classList.contains('bt-hand-card')"):
            return stops
    raise AssertionError(f"{most} presses of Tab never reached the hand")


def log_lines(table) -> list[str]:
    """The table's log as the accessibility tree has it (what a screen reader reads)."""
    tree = table.locator("[role=log]").aria_snapshot()
    return [line.split(":", 1)[1].strip().strip('"') for line in tree.splitlines() if "paragraph" in line]


def play_by_keyboard(page, table, players: int) -> dict:
    """Play the whole hand with keys only, the first card by its number, then Enter on the
    card the arrows reach. Returns what the felt showed of the computer's cards and the
    tricks' takers, for the log to be checked against."""
    seen = {"cards": set(), "takers": []}
    plays, total = 0, 40 // players
    use_number = True
    while not table.locator(".bt-result").count():
        felt = table.evaluate(FELT)          # read at one instant: the felt is redrawn often
        if felt["banner"] and (not seen["takers"] or seen["takers"][-1] != felt["banner"]):
            seen["takers"].append(felt["banner"])
        seen["cards"].update(felt["computer"])
        if not playable(table).count() or table.locator(".bt-showing").count():
            page.wait_for_timeout(60)
            continue
        code = focused(page)
        assert code in [c.get_attribute("data-code") for c in table.locator(".bt-hand-card").all()], \
            f"after play {plays} the focus left the hand: {code!r}"
        if use_number:
            index = [c.get_attribute("data-code") for c in table.locator(".bt-hand-card").all()].index(code)
            page.keyboard.press(str(index + 1))
        else:
            page.keyboard.press("ArrowRight")
            page.keyboard.press("ArrowLeft")
            page.keyboard.press("Enter")
        use_number = not use_number
        plays += 1
        page.wait_for_function("(code) => !document.querySelector(`.bt-hand-card[data-code='${code}']`)"
                               " || document.querySelector('.bt-result')", arg=code, timeout=30_000)
        assert plays <= total
    assert plays == total
    return seen


@pytest.mark.parametrize("name,players", [("play_table.ipynb", 2), ("four_table.ipynb", 4)])
def test_a_whole_hand_by_keyboard_and_told_to_a_screen_reader(page, pages_url, shot, name, players):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_page(page, pages_url, name, ".bt-hand-card")
    table = tables(page).first
    stops = tab_to_the_hand(page)
    assert stops <= 3, f"{stops} Tab stops before the hand"
    wait_turn(table)
    shot(page, f"keyboard-{players}-focus")
    ring = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    assert ring == "solid", "the focused card shows no ring"
    assert table.locator(".bt-keys").is_visible()          # the keys, said while the hand has focus
    page.keyboard.press("h")                                 # H asks a hint
    hint = page.locator(".bt-rowbox.bt-list").first
    hint.wait_for()
    in_view(page, hint)
    assert focused(page), "the hint took the focus from the hand"
    seen = play_by_keyboard(page, table, players)
    result = table.locator(".bt-result")
    assert result.locator(".bt-button.bt-main").evaluate("(b) => b === document.activeElement"), \
        "the hand over, the focus is not on the result's main button"
    shot(page, f"keyboard-{players}-result")
    lines = log_lines(table)
    tricks = 40 // players
    takers = [line for line in lines if re.match(r"(Prende |Prendi tu)", line)]
    assert len(takers) == tricks, lines
    computer = [line for line in lines if re.match(r"(Avversario|Compagno)( \d)? gioca: ", line)]
    assert len(computer) == tricks * (players - 1), lines
    for card in seen["cards"]:
        assert any(line.endswith(": " + card) for line in computer), f"{card} never said"
    for taker in seen["takers"]:
        assert taker in takers
    assert len(set(computer)) == len(computer), "a card said twice"
    assert "Il mazzo è finito: si gioca con le carte in mano" in lines
    assert re.match(r"(Hai vinto|Hai perso|La tua squadra|Pareggio)", lines[-1]), lines[-1]
    assert page.errors == []


def in_view(page, locator) -> None:
    # a page scrolls what a press opens into view smoothly; on a loaded machine (the suite on
    # two workers) that can take seconds: wait, as a learner would
    page.wait_for_function(IN_VIEW, arg=locator.element_handle(), timeout=30_000)


@pytest.mark.parametrize("height", [900, 768])
def test_what_a_button_opens_comes_into_view(page, pages_url, shot, height):
    page.set_viewport_size({"width": 1366, "height": height})
    open_page(page, pages_url, "play_table.ipynb", ".bt-hand-card")
    table = tables(page).first
    wait_turn(table)
    page.mouse.wheel(0, -2000)                           # the learner reads the page's top
    page.get_by_role("button", name="Consiglio").click()
    hint = page.locator(".bt-rowbox.bt-list").first
    hint.wait_for()
    in_view(page, hint)
    while not table.locator(".bt-result").count():
        if playable(table).count() and not table.locator(".bt-showing").count():
            playable(table).first.click()
        page.wait_for_timeout(100)
    table.locator(".bt-result").get_by_role("button", name="Revisione").click()
    review = page.locator(".bt-rowbox.bt-list", has_text="Revisione della smazzata")
    review.wait_for(timeout=60_000)
    in_view(page, review)
    shot(page, f"review-in-view-{height}")
    button = page.get_by_role("button", name="Rivedi la presa 18")
    button.scroll_into_view_if_needed()
    button.click()
    table.locator(".bt-status", has_text="Stai rivedendo la smazzata").wait_for()
    in_view(page, table.locator(".bt-felt"))
    shot(page, f"trick-in-view-{height}")
    assert page.errors == []


def test_a_quizs_feedback_and_score_come_into_view(page, pages_url, shot):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_page(page, pages_url, "quiz_low.ipynb", ".bt-row-card")
    quiz = page.locator(".bt-quiz").first
    for _ in range(3):
        card = quiz.locator("button.bt-row-card").first
        # the answers at the window's foot: the feedback and the score below it, unseen
        card.evaluate("(n) => n.scrollIntoView({ block: 'end' })")
        assert not quiz.locator(".bt-score").evaluate(IN_VIEW)
        card.click()
        quiz.locator(".bt-feedback").wait_for()
        in_view(page, quiz.locator(".bt-score"))
        if quiz.get_by_role("button", name="Avanti").is_enabled():
            quiz.get_by_role("button", name="Avanti").click()
            quiz.locator(".bt-feedback").wait_for(state="detached")
    shot(page, "quiz-score-in-view")
    assert page.errors == []
