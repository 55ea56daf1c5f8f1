"""Every lesson as a learner meets it: served by ``briscola-teach serve``'s own command,
opened in Chromium, its widgets shown, one exercise answered (or a card played), the
language switched, and no error in the console. Screenshots: test-artifacts/screenshots/.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from briscola_teach.course import COURSE
from briscola_teach.syllabus import CLASS_SERVER_PAGES

from .conftest import learner_of, serve_folder, stop

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
# The lessons and the course map (a class server's pages have tests of their own:
# test_class.py, test_class_tables.py).
NOTEBOOKS = sorted(p.name for p in LESSONS.glob("*.ipynb") if p.name not in CLASS_SERVER_PAGES)


@pytest.fixture(scope="module")
def lessons_url():
    process, url = serve_folder(LESSONS)
    yield url
    stop(process)


def test_the_address_opens_the_course_map(page, lessons_url, shot):
    page.goto(lessons_url + "/")
    page.locator(".bt-course").wait_for(timeout=90_000)
    assert "00_index.ipynb" in page.url
    page.get_by_role("button", name="Italiano").first.click()
    page.wait_for_function("document.title === 'Briscola · Mappa del corso'")
    links = page.locator("a.bt-lesson")
    assert links.count() == len(COURSE)
    # The title and the introduction come before the list of lessons.
    title = page.get_by_role("heading", name="Impara la Briscola").bounding_box()
    assert title["y"] < page.locator(".bt-course").bounding_box()["y"]
    shot(page, "lesson-00-map")
    links.first.click()
    page.locator(".bt-quiz, .bt-root").first.wait_for(timeout=90_000)
    assert page.url.endswith("01_deck.ipynb")
    page.wait_for_function("document.title === 'Briscola · Lezione 1 · Il mazzo'")
    assert page.errors == []


def test_lesson_links_lead_where_they_say(page, lessons_url, shot):
    page.goto(f"{lessons_url}/voila/render/03_trick.ipynb")
    page.locator(".bt-navlink").first.wait_for(timeout=90_000)
    page.get_by_role("button", name="Italiano").first.click()
    following = page.get_by_role("link", name="Lezione 4: Una smazzata intera →")
    assert following.get_attribute("href") == "04_whole_hand.ipynb"
    following.click()
    page.wait_for_url("**/04_whole_hand.ipynb")
    page.wait_for_function("document.title === 'Briscola · Lezione 4 · Una smazzata intera'", timeout=90_000)
    page.get_by_role("link", name="← Mappa del corso").click()
    page.wait_for_url("**/00_index.ipynb")
    page.locator(".bt-course").wait_for(timeout=90_000)
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
    number = stem[:2]
    info = next((i for i in COURSE if i.number == number), None)
    italian = f"Briscola · Lezione {int(number)} · {info.title['it']}" if info else "Briscola · Mappa del corso"
    page.wait_for_function("(t) => document.title === t", arg=italian)
    shot(page, f"lesson-{stem}-it")
    assert_reads_as_prose(page, notebook, "it")
    interact(page)
    assert page.locator(".bt-it").first.is_hidden() or not page.locator(".bt-it").count() \
        or page.locator(".bt-it").first.is_visible()    # before the switch: Italian is shown
    page.get_by_role("button", name="English").first.click()
    if page.locator(".bt-en").count():
        page.locator(".bt-en").first.wait_for(state="visible")
        assert page.locator(".bt-it").first.is_hidden()
    if notebook != "00_index.ipynb":
        page.get_by_text("Your stars:").wait_for()        # the widgets follow the page
    english = f"Briscola · Lesson {int(number)} · {info.title['en']}" if info else "Briscola · Course map"
    page.wait_for_function("(t) => document.title === t", arg=english)
    shot(page, f"lesson-{stem}-en")
    assert_reads_as_prose(page, notebook, "en")
    assert page.errors == []


# What a developer writes and a learner should never read: option names, card codes, Python
# values (tuples, lists, None/True/False, object reprs), runs of bare numbers ("pass 1 3 10 9").
CODE_LIKE = {
    "an option name": re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b"),
    # (an English "the 2s" is a plural, so "s" codes count on the Italian page only)
    "a card code": re.compile(r"(?<![\w.,'’-])(?:10|[1-9])[cdb](?![\w'’])"),
    "a Python tuple or list": re.compile(r"[(\[]\s*(?:\d+|'[^']*')(?:,\s*(?:\d+|'[^']*'))+,?\s*[)\]]"),
    "a Python value": re.compile(r"[(\[,=:]\s*(?:None|True|False)\b|object at 0x|<[a-z_.]+ object"),
    "bare numbers in a row": re.compile(r"(?<![\d,.:–-])(?:\d+ ){4,}\d+"),
    "sign names as the engine saves them": re.compile(
        r"\b(?:asso|tre|re|cavallo|fante|liscio|carico)(?: (?:asso|tre|re|cavallo|fante|liscio|carico)\b)+"),
    "an error": re.compile(r"Traceback|Error:|Exception"),
}


ITALIAN_ONLY = {"a card code of Swords": re.compile(r"(?<![\w.,'’-])(?:10|[1-9])s(?![\w'’])"),
                "an English word of Python": re.compile(r"\b(?:None|True|False)\b")}
# The teacher's page names the commands and folders that run the course: only values and
# errors are checked there.
TEACHER = ("a Python tuple or list", "a Python value", "an error")


def assert_reads_as_prose(page, notebook: str, lang: str) -> None:
    """The page's visible text, in the language shown, has nothing code-like in it."""
    text = page.locator("body").inner_text()
    patterns = {**CODE_LIKE, **(ITALIAN_ONLY if lang == "it" else {})}
    if notebook.startswith("12"):
        patterns = {what: patterns[what] for what in TEACHER}
    for what, pattern in patterns.items():
        found = pattern.search(text)
        assert not found, f"{notebook}: {what} on the page: ...{text[max(0, found.start() - 60):found.end() + 60]}..."
    if notebook.startswith("12"):
        return           # the teacher's page shows the commands that start the course
    shown_code = page.locator(".jp-RenderedMarkdown code:visible, .jp-OutputArea code:visible")
    assert not shown_code.count(), f"{notebook}: code font in the prose: {shown_code.first.inner_text()!r}"


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


def test_stars_earned_in_another_tab_show_up_without_a_reload(page, lessons_url, shot):
    """Another tab (here: this test, writing to the same learner's progress) earns stars;
    when the page comes back into view its bar shows them."""
    from briscola_teach.progress import Progress
    page.goto(f"{lessons_url}/voila/render/02_strength_points.ipynb")
    stars = page.locator(".bt-barstars .bt-stars")
    stars.wait_for(timeout=90_000)
    before = stars.inner_text().count("★")
    Progress(learner=learner_of(page)).record_stars("02", 3)
    page.evaluate("window.dispatchEvent(new Event('focus'))")
    page.wait_for_function("document.querySelector('.bt-barstars .bt-stars').textContent === '★★★'")
    assert before < 3
    assert page.errors == []
