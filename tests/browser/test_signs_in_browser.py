"""Lesson 07's relative-signs table in Chromium: the sign bar sets the five references apart
from the signs about the learner's own cards, each sign with its meaning in view (not only
in a tooltip), under a line that says why the references are always offered."""

from __future__ import annotations

from briscola_teach.cards import Card
from briscola_teach.signals import REFERENCES
from briscola_teach.widgets import PlayTable

from .test_widgets_in_browser import open_page, playable, tables, wait_turn


def test_the_relative_sign_bar_sets_the_references_apart_with_their_meanings(page, pages_url, shot):
    page.set_viewport_size({"width": 1366, "height": 900})
    open_page(page, pages_url, "relative_signs.ipynb", ".bt-hand-card")
    table = tables(page).first
    twin = PlayTable(players=4, opponents="medium", seed=22, signals=True, relative_signals=True,
                     paced=False)
    wait_turn(table)
    assert table.locator(".bt-signs").count() == 0        # no signs in the first trick
    card = playable(table).first
    code = card.get_attribute("data-code")
    card.click()
    twin.play(Card.parse(code))
    bar = table.locator(".bt-signs")
    bar.wait_for()
    view = twin.game.view(0)
    assert len(view.tricks) == 1 and view.legal_signals
    reference = view.partner_reference()
    own = [s for s in view.legal_signals if s not in REFERENCES]
    heading, references = bar.locator(":scope > .widget-box").nth(0), bar.locator(":scope > .widget-box").nth(1)
    why = references.locator(".widget-html").first
    assert heading.inner_text().startswith("Un segno sulle tue carte:")
    assert "si possono fare sempre" in why.inner_text()
    assert "non dice niente delle tue carte" in why.inner_text()
    # each sign: its gesture on the button, its meaning beside it, visible
    for group, signs in ((heading, own), (references, REFERENCES)):
        for sign in signs:
            meaning = sign.meaning("it", True, reference)
            button = group.get_by_role("button", name=sign.gesture("it"), exact=True)
            assert button.is_visible(), sign
            assert group.get_by_text(meaning, exact=True).is_visible(), meaning
        assert group.get_by_role("button").count() == len(signs)
    # the references lie below the own signs, after the line that explains them
    box = lambda locator: locator.bounding_box()
    assert box(heading)["y"] + box(heading)["height"] <= box(why)["y"] + 1
    first_reference = references.get_by_role("button").first
    assert box(why)["y"] + box(why)["height"] <= box(first_reference)["y"] + 1
    bar.evaluate("(node) => node.scrollIntoView({block: 'end'})")
    page.screenshot(path=str(shot.folder / "relative-signs-bar.png"))
    bar.screenshot(path=str(shot.folder / "relative-signs-bar-only.png"))

    # (after an element's screenshot, a press on a button at the window's bottom edge was
    # lost in headless Chromium: the button is put in the middle of the window first)
    ace = references.get_by_role("button", name=REFERENCES[0].gesture("it"), exact=True)
    ace.evaluate("(node) => node.scrollIntoView({block: 'center'})")
    ace.click()
    table.get_by_text("Hai fatto il segno: segno di riferimento: l'Asso.").wait_for()
    bar.wait_for(state="detached")                       # one sign a trick
    assert page.errors == []
