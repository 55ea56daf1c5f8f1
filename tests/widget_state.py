"""What the widget tests share: a fixture that starts each test with no live widget, and the
state the browser would be sent."""

from __future__ import annotations

import json

import pytest
from ipywidgets.widgets import widget as ipywidget

from briscola_teach.widgets.kit import Kit


@pytest.fixture(autouse=True)
def fresh_widgets():
    """Each test starts with no live widget, so the state collected is this test's own."""
    ipywidget.Widget.close_all()
    yield
    ipywidget.Widget.close_all()


def synced_text() -> str:
    """Every live widget's state, serialised as it is sent to the browser, but the page's
    kit's: it holds unnamed pictures of the cards the page has shown the learner, and nothing
    else (``test_the_kit_has_pictures_only_of_cards_the_learner_has_seen``)."""
    states = [w.get_state() for w in list(ipywidget._instances.values()) if not isinstance(w, Kit)]
    return json.dumps(states, ensure_ascii=False)


def specs(quiz, count: int) -> list[dict]:
    """The specs of ``count`` questions of ``quiz``, each answered right to move on."""
    seen = []
    for _ in range(count):
        seen.append(quiz.spec)
        quiz.answer(quiz.spec["answer"])
        if not quiz.done:
            quiz.next()
    return seen


def buttons_in(box) -> list:
    """Every button inside ``box``, however deep (the table's sign bar groups its buttons)."""
    from ipywidgets import Button
    found = []
    for child in getattr(box, "children", ()):
        found += [child] if isinstance(child, Button) else buttons_in(child)
    return found


def texts_in(box) -> list[str]:
    """The visible texts inside ``box``, in order: each button's label and each HTML's text
    without its tags."""
    import html
    import re
    from ipywidgets import Button, HTML
    found = []
    for child in getattr(box, "children", ()):
        if isinstance(child, Button):
            found.append(child.description)
        elif isinstance(child, HTML):
            found.append(html.unescape(re.sub(r"<[^>]+>", "", child.value)).strip())
        else:
            found += texts_in(child)
    return found
