"""The static site (``briscola-teach build-site``) as a learner meets it: built once, served by
a plain file server, every lesson page opened in Chromium with its Python running in the page
(Pyodide), one exercise answered or one card played, the language switched, and no request to
any host but the site's. Progress survives a reload and a closed browser (IndexedDB).

The build tools live in their own venv (``.venv-site``, made by scripts/test and scripts/site:
their JupyterLab extensions would break Voila's pages in the test venv). Screenshots:
test-artifacts/screenshots/site-*.png.
"""

from __future__ import annotations

import functools
import http.server
import os
import subprocess
import threading
from pathlib import Path
from urllib.parse import urlparse

import pytest

from briscola_teach.course import COURSE

from .conftest import SHOTS
from .test_lessons_in_browser import NOTEBOOKS, assert_reads_as_prose, interact
from .test_widgets_in_browser import hand, piles, play_a_trick_and_see_it, tables, wait_turn

ROOT = Path(__file__).resolve().parents[2]
SITE_PYTHON = Path(os.environ.get("BRISCOLA_SITE_PYTHON", ROOT / ".venv-site" / "bin" / "python"))
# A first load fetches Pyodide (14 MB) and starts Python in the page.
LOAD = 150_000


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


def build(out: Path) -> None:
    if not SITE_PYTHON.exists():
        pytest.fail(f"the site's build tools are needed at {SITE_PYTHON}: scripts/test makes "
                    f".venv-site (python -m venv .venv-site && .venv-site/bin/pip install -e \".[site]\")")
    done = subprocess.run([str(SITE_PYTHON), "-m", "briscola_teach.cli", "build-site", str(out),
                           "--lessons", str(ROOT / "lessons")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]


@pytest.fixture(scope="module")
def site_url(tmp_path_factory):
    out = tmp_path_factory.mktemp("site") / "site"
    build(out)
    handler = functools.partial(QuietHandler, directory=str(out))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="module")
def learner(browser):
    """One learner's browser for the module: its cache is shared by the pages, as when a
    learner goes from lesson to lesson."""
    context = browser.new_context(viewport={"width": 1280, "height": 1300})
    yield context
    context.close()


def watched(context, site: str, name: str):
    """A new tab that collects errors and every request to another host in ``tab.errors``."""
    tab = context.new_page()
    tab.errors = []
    host = urlparse(site).netloc

    def request(r) -> None:
        if not r.url.startswith(("data:", "blob:")) and urlparse(r.url).netloc != host:
            tab.errors.append(f"request to another host: {r.url}")
    tab.on("request", request)
    context.on("request", request)          # the kernel's worker fetches too
    tab.on("console", lambda m: tab.errors.append(f"{m.text} ({(m.location or {}).get('url')})")
           if m.type == "error" else None)
    tab.on("pageerror", lambda e: tab.errors.append(str(e)))
    tab.on("response", lambda r: tab.errors.append(f"HTTP {r.status} {r.url}") if r.status >= 400 else None)
    tab.set_default_timeout(60_000)
    tab.shot_name = name
    return tab


def shoot(tab, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SHOTS / f"site-{name}.png"), full_page=True)


def html_page(notebook: str) -> str:
    return notebook.replace(".ipynb", ".html")


def test_the_site_address_opens_the_course_map_and_its_links_lead_to_pages(learner, site_url):
    tab = watched(learner, site_url, "map")
    tab.goto(site_url + "/")
    tab.locator(".bt-course").wait_for(timeout=LOAD)
    assert tab.url.endswith("/voici/render/00_index.html")
    links = tab.locator("a.bt-lesson")
    assert links.count() == len(COURSE)
    assert links.first.get_attribute("href") == "01_deck.html"
    shoot(tab, "map")
    links.nth(2).click()
    tab.wait_for_url("**/voici/render/03_trick.html")
    tab.locator(".bt-navlink").first.wait_for(timeout=LOAD)
    following = tab.locator(".bt-navlink[href='04_whole_hand.html']")
    assert following.count() == 1
    assert tab.errors == []
    tab.close()


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_each_lesson_page_runs_in_the_browser(learner, site_url, notebook):
    stem = notebook.split(".")[0]
    tab = watched(learner, site_url, stem)
    tab.goto(f"{site_url}/voici/render/{html_page(notebook)}")
    tab.get_by_role("button", name="English").first.wait_for(timeout=LOAD)
    tab.get_by_role("button", name="Italiano").first.click()
    tab.locator(".bt-bar[lang='it']").first.wait_for()
    assert_reads_as_prose(tab, notebook, "it")
    interact(tab)
    tab.get_by_role("button", name="English").first.click()
    tab.locator(".bt-bar[lang='en']").first.wait_for()
    if tab.locator(".bt-en").count():
        tab.locator(".bt-en").first.wait_for(state="visible")
        assert tab.locator(".bt-it").first.is_hidden()
    assert_reads_as_prose(tab, notebook, "en")
    shoot(tab, stem)
    assert tab.errors == []
    tab.close()


def test_progress_survives_a_reload_and_a_closed_browser(browser, learner, site_url):
    """A hand half played and the language chosen are kept in the browser's IndexedDB."""
    tab = watched(learner, site_url, "kept")
    page = f"{site_url}/voici/render/05_first_game.html"
    tab.goto(page)
    table = tables(tab).first
    wait_turn(table, timeout=LOAD)
    tab.get_by_role("button", name="Italiano").first.click()
    play_a_trick_and_see_it(table)
    wait_turn(table)
    held = hand(table)
    kept = piles(table)
    tab.reload()
    table = tables(tab).first
    wait_turn(table, timeout=LOAD)
    assert hand(table) == held
    assert piles(table) == kept
    assert "Ecco la smazzata che stavi giocando" in table.locator(".bt-message").inner_text()
    tab.get_by_role("button", name="English").first.click()
    tab.locator(".bt-bar[lang='en']").first.wait_for()
    tab.wait_for_timeout(1500)              # IndexedDB is written after each change
    saved = learner.storage_state(indexed_db=True)
    assert tab.errors == []
    tab.close()

    # The browser closed and opened again: a new context holding only what was stored.
    again = browser.new_context(viewport={"width": 1280, "height": 1300}, storage_state=saved)
    try:
        assert_kept_in_english(again, site_url, held, "kept-after-closing")
    finally:
        again.close()


def test_two_tabs_at_once_both_keep_what_was_done_in_them(browser, site_url):
    """One tab plays a hand while another switches the language: each tab holds its own copy
    of the progress, and each change is merged with the other's in IndexedDB."""
    context = browser.new_context(viewport={"width": 1280, "height": 1300})
    try:
        table_tab = watched(context, site_url, "two-tabs-table")
        table_tab.goto(f"{site_url}/voici/render/05_first_game.html")
        table = tables(table_tab).first
        wait_turn(table, timeout=LOAD)
        words = watched(context, site_url, "two-tabs-words")
        words.goto(f"{site_url}/voici/render/03_trick.html")
        words.get_by_role("button", name="English").first.wait_for(timeout=LOAD)
        words.get_by_role("button", name="English").first.click()
        words.locator(".bt-bar[lang='en']").first.wait_for()
        words.wait_for_timeout(1500)
        # Back to the first tab, which has not seen the language change: it plays on.
        table_tab.bring_to_front()
        table_tab.evaluate("window.dispatchEvent(new Event('focus'))")
        play_a_trick_and_see_it(table)
        wait_turn(table)
        held = hand(table)
        table_tab.wait_for_timeout(1500)
        assert table_tab.errors == [] and words.errors == []
        table_tab.close()
        words.close()

        # A new tab: the hand played in one tab, the language chosen in the other.
        assert_kept_in_english(context, site_url, held, "two-tabs-after")
    finally:
        context.close()


def assert_kept_in_english(context, site_url: str, held: list, name: str) -> None:
    """Lesson 5 opened anew shows the hand kept, in English, and says it is the one from before."""
    tab = watched(context, site_url, name)
    tab.goto(f"{site_url}/voici/render/05_first_game.html")
    table = tables(tab).first
    wait_turn(table, timeout=LOAD)
    tab.locator(".bt-bar[lang='en']").first.wait_for()
    assert hand(table) == held
    assert "Here is the hand you were playing" in table.locator(".bt-message").inner_text()
    shoot(tab, name)
    assert tab.errors == []
