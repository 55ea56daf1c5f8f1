"""The widgets in a real browser: Voila renders a page, Chromium clicks through it.

These check what a person sees and does: a whole hand played by clicking, a hint, the
review, a quiz answered right and wrong, an auction bid, the language switch, and no error
in the page's console. Screenshots are kept in test-artifacts/screenshots/.
"""

from __future__ import annotations

import re

END = re.compile(r"Hai vinto|Hai perso|Pareggio")


def open_page(page, url: str, name: str, ready: str) -> None:
    page.goto(f"{url}/voila/render/{name}")
    page.wait_for_selector(ready, timeout=90_000)


def play_one_card(page) -> None:
    """Click the first playable card and wait until the table has answered."""
    card = page.locator(".bt-hand-card.bt-playable").first
    handle = card.element_handle()
    handle.click()
    handle.wait_for_element_state("hidden")      # the hand is redrawn from the new scene


def test_a_whole_hand_by_clicks_with_hint_review_and_languages(page, pages_url, shot):
    open_page(page, pages_url, "play_table.ipynb", ".bt-hand-card.bt-playable")
    assert page.locator(".bt-hand-card").count() == 3
    # the opponent's three cards: face down in its hand, or the one it led on the table
    assert page.locator(".bt-seat .bt-back").count() + page.locator(".bt-played").count() == 3
    shot(page, "table-start")

    page.get_by_role("button", name="Consiglio").click()
    page.get_by_text("Il consiglio: le tue carte dalla migliore").wait_for()
    assert page.locator(".bt-advice").count() == 3
    shot(page, "table-hint")

    page.get_by_role("button", name="English").click()
    page.locator(".bt-status", has_text="Your turn").wait_for()
    page.get_by_role("button", name="Italiano").click()
    page.locator(".bt-status", has_text="Tocca a te").wait_for()

    plays = 0
    while not END.search(page.locator(".bt-message").inner_text()):
        if page.locator(".bt-hand-card.bt-playable").count():
            play_one_card(page)
            plays += 1
            if plays == 4:
                page.wait_for_timeout(500)                            # a trick shown whole
                shot(page, "table-trick")
        else:
            page.wait_for_timeout(100)
        assert plays <= 20
    assert plays == 20
    shot(page, "table-end")

    page.get_by_role("button", name="Revisione").click()
    page.get_by_text("Revisione della mano").wait_for(timeout=60_000)
    assert page.get_by_role("button", name=re.compile("Rivedi la presa")).count() == 20
    page.get_by_role("button", name="Rivedi la presa 5").click()
    page.locator(".bt-info", has_text="Mossa").wait_for()
    shot(page, "table-review")
    assert page.errors == []


def test_the_keyboard_plays_a_card(page, pages_url, shot):
    open_page(page, pages_url, "play_table.ipynb", ".bt-hand-card.bt-playable")
    first = page.locator(".bt-hand-card").first.element_handle()
    page.locator(".bt-root").first.focus()
    page.keyboard.press("1")
    first.wait_for_element_state("hidden")
    page.locator(".bt-pile").first.wait_for()
    assert page.errors == []


def test_a_quiz_answered_right_and_wrong(page, pages_url, shot):
    open_page(page, pages_url, "quiz.ipynb", ".bt-row-card")
    quiz = page.locator(".bt-quiz").first
    name = quiz.locator(".bt-row-card").first.get_attribute("aria-label")
    quiz.get_by_role("button", name=name, exact=True).click()
    quiz.get_by_text("Giusto!").wait_for()
    shot(page, "quiz-right")
    quiz.get_by_role("button", name="Avanti").click()
    quiz.locator(".bt-feedback").wait_for(state="detached")     # the next question is up
    name = quiz.locator(".bt-row-card").first.get_attribute("aria-label")
    choices = quiz.locator(".widget-hbox button")
    wrong = next(text for text in choices.all_inner_texts() if text.strip() and text != name
                 and text not in ("Avanti", "Ricomincia"))
    quiz.get_by_role("button", name=wrong, exact=True).click()
    quiz.get_by_text("Non proprio.").wait_for()
    assert name in quiz.locator(".bt-feedback").inner_text()
    shot(page, "quiz-wrong")

    who = page.locator(".bt-quiz").nth(1)
    who.locator("button.bt-row-card").first.click()
    who.locator(".bt-feedback").wait_for()
    assert "Prende" in who.locator(".bt-feedback").inner_text()
    shot(page, "quiz-who-takes")
    assert page.errors == []


def test_an_auction_bid(page, pages_url, shot):
    open_page(page, pages_url, "auction.ipynb", ".bt-felt")
    page.get_by_text("La tua dichiarazione:").wait_for()
    shot(page, "auction-start")
    page.get_by_role("button", name="Fante", exact=True).click()
    page.get_by_text(re.compile(r"Tu: Fante")).wait_for()
    shot(page, "auction-bid")
    assert page.errors == []
