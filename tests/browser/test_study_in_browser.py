"""Lesson 01's flashcards in Chromium: before the name is shown only «Mostra il nome» has a
colour (the grades, disabled in green and orange, looked already pressed), and the keyboard
goes through a card with Enter alone: focus moves on when the pressed button is disabled."""

from __future__ import annotations

from .test_widgets_in_browser import open_page

COLOURED = "(node) => [...node.classList].filter((c) => c.startsWith('mod-'))"


def test_flashcards_colour_only_the_button_to_press_and_keep_the_focus(page, pages_url, shot):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_page(page, pages_url, "flashcards.ipynb", ".bt-flashcards .bt-row-card")
    cards = page.locator(".bt-flashcards")
    show = cards.get_by_role("button", name="Mostra il nome")
    knew = cards.get_by_role("button", name="Lo sapevo", exact=True)
    forgot = cards.get_by_role("button", name="Non lo sapevo")
    assert show.evaluate(COLOURED) == ["mod-primary"] and show.is_enabled()
    for grade in (knew, forgot):
        assert grade.is_disabled() and grade.evaluate(COLOURED) == []
    cards.screenshot(path=str(shot.folder / "flashcards-before.png"))
    show.focus()
    page.keyboard.press("Enter")
    cards.get_by_text("Asso di Denari").wait_for()
    page.wait_for_function("document.activeElement && document.activeElement.textContent === 'Lo sapevo'")
    assert knew.evaluate(COLOURED) == ["mod-success"] and forgot.evaluate(COLOURED) == ["mod-warning"]
    assert show.is_disabled() and show.evaluate(COLOURED) == []
    cards.screenshot(path=str(shot.folder / "flashcards-shown.png"))
    page.keyboard.press("Enter")                        # «Lo sapevo»: the next card
    cards.get_by_text("Che carta è?").wait_for()
    page.wait_for_function("document.activeElement && document.activeElement.textContent === 'Mostra il nome'")
    assert knew.is_disabled() and knew.evaluate(COLOURED) == []
    assert page.errors == []
