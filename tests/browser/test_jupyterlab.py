"""A lesson in JupyterLab, as a learner meets it through ``briscola-teach lab``.

JupyterLab is started by ``briscola_teach.lab``'s own command and settings (token-less here,
on a free port, its settings, workspaces, runtime and progress folders in tmp_path, on a copy
of the lessons so that nothing the test runs is saved into the course). Chromium opens
lesson 5 at /lab/tree/..., runs every cell from the Run menu, plays a card on the table,
switches to English, changes a cell and runs it again, as a learner trying another example
would, then follows the lesson bar's link to the next lesson (a tab of the lab, this lesson's
outputs kept). Screenshots (1366x900): test-artifacts/screenshots/jupyterlab-05-it.png and -en.png.
"""

from __future__ import annotations

import http.cookiejar
import json
import shutil
import urllib.request
from pathlib import Path

import pytest

from briscola_teach import lab
from briscola_teach.server import lessons_dir

from .conftest import SHOTS, free_port, stop, wait_for_port

LESSON = "05_first_game.ipynb"
NEXT = "06_more_players.ipynb"
# Console errors that say nothing about the course, each with the reason. JupyterLab's own
# noise (news, update checks, the extension manager) is turned off by the lab command's
# settings, so none of it is seen.
HARMLESS = (
    # JupyterLite's Pyodide kernel extension (the static site's tools, when they share the
    # environment) only works inside JupyterLite: JupyterLab loads every installed extension,
    # this one fails at once and is left out. No kernel or widget of the course depends on it.
    "Shared module @jupyterlite/server doesn't exist in shared scope",
)


@pytest.fixture
def lab_url(tmp_path, monkeypatch):
    """JupyterLab on a copy of the lessons; every kernel and the server stopped at the end."""
    lessons = tmp_path / "lessons"
    shutil.copytree(lessons_dir(), lessons)
    for name, folder in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"),
                         ("JUPYTER_RUNTIME_DIR", "runtime"), ("JUPYTERLAB_SETTINGS_DIR", "user-settings"),
                         ("JUPYTERLAB_WORKSPACES_DIR", "workspaces"), ("BRISCOLA_DATA", "progress")):
        monkeypatch.setenv(name, str(tmp_path / folder))
    port = free_port()
    log = tmp_path / "lab.log"
    process = lab.start(lessons, port, "it", tmp_path / "settings", token="", log=log)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_for_port(port, process, seconds=180)
        yield url
        api = _Api(url)
        for kernel in api.call("/api/kernels"):
            api.call(f"/api/kernels/{kernel['id']}", "DELETE")
        assert api.call("/api/kernels") == [], "a kernel outlived the test"
    finally:
        stop(process)
        if process.returncode not in (0, -15):
            print(log.read_text(errors="replace")[-4000:])


class _Api:
    """Jupyter's REST API as the page uses it: a change needs the page's xsrf cookie echoed
    in a header (a token-less server still checks it)."""

    def __init__(self, url: str) -> None:
        self.url, self.cookies = url, http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.cookies))
        self.opener.open(f"{url}/lab", timeout=60).read()          # sets the _xsrf cookie

    def call(self, path: str, method: str = "GET") -> object:
        xsrf = next((c.value for c in self.cookies if c.name == "_xsrf"), "")
        request = urllib.request.Request(self.url + path, method=method, headers={"X-XSRFToken": xsrf})
        with self.opener.open(request, timeout=60) as answer:
            body = answer.read()
        return json.loads(body) if body else None


def _cell(page, source_start: str):
    """The notebook's code cell whose code starts with ``source_start``, found once: it stays
    the same cell when its code is changed."""
    editors = page.locator(".jp-Notebook .jp-CodeCell .jp-InputArea .cm-content")
    editors.filter(has_text=source_start).first.wait_for(state="attached")  # the notebook is drawn
    sources = editors.all_inner_texts()
    index = next(i for i, source in enumerate(sources) if source.startswith(source_start))
    return page.locator(".jp-Notebook .jp-CodeCell").nth(index)


def _replace_source(page, cell, source: str) -> None:
    """Put ``source`` in place of the cell's code and run the cell (Shift+Enter), as a learner
    would (pasted: typing would meet the editor's automatic brackets)."""
    prompt = cell.locator(".jp-InputPrompt")
    before = prompt.inner_text()
    cell.locator(".cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.insert_text(source)
    page.keyboard.press("Shift+Enter")
    # Run to its end: the prompt's number moves on ("[*]" while it runs).
    page.wait_for_function("([node, before]) => node.innerText !== before && !node.innerText.includes('*')",
                           arg=[prompt.element_handle(), before])


def _top_shot(page, name: str) -> None:
    """A screenshot of the lesson's top (its bar and title), as the window shows it."""
    page.locator(".jp-Notebook .jp-Cell").first.scroll_into_view_if_needed()
    page.locator(".jp-Notebook").first.evaluate("(n) => n.scrollTo(0, 0)")
    page.wait_for_timeout(500)     # the notebook scrolls smoothly
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def test_a_lesson_runs_plays_and_switches_language_in_jupyterlab(browser, lab_url):
    context = browser.new_context(viewport={"width": 1366, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    ignored: list[str] = []

    def console(message) -> None:
        if message.type == "error":
            (ignored if any(h in message.text for h in HARMLESS) else errors).append(message.text)
    page.on("console", console)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("response", lambda r: errors.append(f"HTTP {r.status} {r.url}") if r.status >= 400 else None)
    page.set_default_timeout(120_000)
    try:
        page.goto(f"{lab_url}/lab/tree/{LESSON}")
        title_it = page.get_by_role("heading", name="Lezione 5 · La tua prima partita")
        title_en = page.get_by_role("heading", name="Lesson 5 · Your first game")
        # Before anything runs, the prose is in one language (the course's style sheet).
        title_it.wait_for()
        assert title_en.is_hidden()

        trick = _cell(page, 'lesson.trick(["1s", "2d"], "d")')
        easy = _cell(page, 'easy = lesson.table("easy_hand"')
        # The kernel is up (the notebook's own indicator), then Run > Run All Cells.
        page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").wait_for()
        page.locator(".jp-Notebook .jp-InputPrompt").first.click()
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        page.get_by_role("button", name="English").wait_for()
        table = easy.locator(".bt-table")
        table.locator(".bt-felt").wait_for()
        table.scroll_into_view_if_needed()          # a table plays once it is in view
        table.locator(".bt-status", has_text="Tocca a te").wait_for()
        assert page.get_by_text("Le tue stelle:").is_visible()
        _top_shot(page, "jupyterlab-05-it")

        # A card played lands on the felt.
        table.scroll_into_view_if_needed()
        card = table.locator(".bt-hand-card.bt-playable").first
        code = card.get_attribute("data-code")
        card.click()
        table.locator(f".bt-played[data-code='{code}']").first.wait_for()

        # The switch: English prose and widgets, no Italian prose left.
        page.get_by_role("button", name="English").click()
        title_en.wait_for()
        assert title_it.is_hidden()
        assert page.locator(".jp-MarkdownCell .bt-it:visible").count() == 0
        assert page.locator(".jp-MarkdownCell .bt-en:visible").count() > 0
        easy.get_by_role("button", name="Hint").wait_for()
        _top_shot(page, "jupyterlab-05-en")

        # Another example typed in a cell and run: its cards and its sentence, in English.
        _replace_source(page, trick, 'lesson.trick(["3s", "1s"], "d")')
        text = trick.locator(".bt-row-text")
        text.filter(has_text="The Ace of Swords takes the trick").wait_for()
        assert [c.get_attribute("data-code") for c in trick.locator(".bt-row .bt-card").all()] == ["3s", "1s"]

        # The table's cell run again: a table that still plays.
        _replace_source(page, easy, 'easy = lesson.table("easy_hand", opponents="easy", seed=14, hints=True)\n'
                                    'easy')
        easy.get_by_role("button", name="Hint").wait_for()
        table.locator(".bt-felt").wait_for()
        table.scroll_into_view_if_needed()
        table.locator(".bt-status", has_text="Your turn").wait_for()
        card = table.locator(".bt-hand-card.bt-playable").first
        code = card.get_attribute("data-code")
        card.click()
        table.locator(f".bt-played[data-code='{code}']").first.wait_for()
        assert page.locator(".jp-MarkdownCell .bt-it:visible").count() == 0

        # The bar's link to the next lesson opens it in a tab of the lab, the lab not loaded
        # again (the page keeps what the test put in it): this lesson keeps its tab and outputs.
        page.evaluate("window.btSamePage = true")
        lesson_panel = page.locator(".jp-NotebookPanel", has=page.locator(".bt-table"))
        page.locator(".bt-bar a.bt-next").first.click()
        tab = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab")
        tab.filter(has_text=NEXT).wait_for()
        page.get_by_role("heading", name="Lezione 6 · Tre, quattro e sei giocatori").wait_for()
        assert page.evaluate("window.btSamePage") is True
        tab.filter(has_text=LESSON).click()
        lesson_panel.locator(".bt-row-text", has_text="The Ace of Swords takes the trick").wait_for()
        # ...and its table still plays.
        table.scroll_into_view_if_needed()
        table.locator(".bt-status", has_text="Your turn").wait_for()
        card = table.locator(".bt-hand-card.bt-playable").first
        code = card.get_attribute("data-code")
        card.click()
        table.locator(f".bt-played[data-code='{code}']").first.wait_for()
        page.screenshot(path=str(SHOTS / "jupyterlab-05-after-next.png"))
    finally:
        page.screenshot(path=str(SHOTS / "jupyterlab-05-end.png"))
        context.close()
    print("ignored console lines:", ignored)
    assert errors == []
