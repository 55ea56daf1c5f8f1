"""Every lesson as a learner meets it: served by ``briscola-teach serve``'s own command,
opened in Chromium, its widgets shown, one exercise answered (or a card played), the
language switched, and no error in the console. Screenshots: test-artifacts/screenshots/.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from briscola_teach.course import COURSE

from .conftest import serve_folder, stop

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
NOTEBOOKS = sorted(p.name for p in LESSONS.glob("*.ipynb"))


@pytest.fixture(scope="module")
def lessons_url():
    process, url = serve_folder(LESSONS)
    yield url
    stop(process)


def test_the_address_opens_the_course_map(page, lessons_url, shot):
    page.goto(lessons_url + "/")
    page.locator(".bt-course").wait_for(timeout=90_000)
    assert "00_index.ipynb" in page.url
    links = page.locator("a.bt-lesson")
    assert links.count() == len(COURSE)
    shot(page, "lesson-00-map")
    links.first.click()
    page.locator(".bt-quiz, .bt-root").first.wait_for(timeout=90_000)
    assert page.url.endswith("01_deck.ipynb")
    assert page.errors == []


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_each_lesson_loads_answers_and_switches_language(page, lessons_url, shot, notebook):
    page.goto(f"{lessons_url}/voila/render/{notebook}")
    page.get_by_role("button", name="English").first.wait_for(timeout=90_000)
    page.wait_for_load_state("networkidle")
    # The language is remembered across pages: start each lesson in Italian.
    page.get_by_role("button", name="Italiano").first.click()
    if page.locator(".bt-it").count():
        page.locator(".bt-it").first.wait_for(state="visible")
    stem = notebook.split(".")[0]
    shot(page, f"lesson-{stem}-it")
    interact(page)
    assert page.locator(".bt-it").first.is_hidden() or not page.locator(".bt-it").count() \
        or page.locator(".bt-it").first.is_visible()    # before the switch: Italian is shown
    page.get_by_role("button", name="English").first.click()
    if page.locator(".bt-en").count():
        page.locator(".bt-en").first.wait_for(state="visible")
        assert page.locator(".bt-it").first.is_hidden()
    if notebook != "00_index.ipynb":
        page.get_by_text("Your stars:").wait_for()        # the widgets follow the page
    shot(page, f"lesson-{stem}-en")
    assert page.errors == []


def interact(page) -> None:
    """The lesson's first exercise: a card played on a table, or a quiz answered."""
    if page.locator(".bt-hand-card.bt-playable").count():
        card = page.locator(".bt-hand-card.bt-playable").first.element_handle()
        card.click()
        card.wait_for_element_state("hidden")
        return
    quiz = page.locator(".bt-quiz").first
    if not quiz.count():
        return                                                # the course map: links only
    choice = quiz.locator(".widget-hbox button").first
    if quiz.locator("button.bt-row-card").count():
        # A who-takes quiz is answered by one card; an order quiz needs every card in turn.
        for _ in range(4):
            if quiz.locator(".bt-feedback").count() or not quiz.locator("button.bt-row-card").count():
                break
            before = quiz.locator("button.bt-row-card").count()
            quiz.locator("button.bt-row-card").first.click()
            page.wait_for_function(
                "([el, n]) => el.querySelectorAll('button.bt-row-card').length < n "
                "|| el.querySelector('.bt-feedback')", arg=[quiz.element_handle(), before])
    else:
        choice.click()
    quiz.locator(".bt-feedback").wait_for()
