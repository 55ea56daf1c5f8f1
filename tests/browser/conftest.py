"""A Voila server and a headless Chromium for the browser tests.

The server is ``briscola_teach.server.start``: the same command, template and kernel culling
as ``briscola-teach serve``. Chromium is Debian's (/usr/bin/chromium, installed by
scripts/test); Playwright drives it and never downloads a browser of its own.
Screenshots go to test-artifacts/screenshots/.
"""

from __future__ import annotations

import os
import shutil
import socket
import time
from pathlib import Path

import pytest

from briscola_teach.server import start

ROOT = Path(__file__).resolve().parents[2]
PAGES = Path(__file__).resolve().parent / "pages"
SHOTS = ROOT / "test-artifacts" / "screenshots"
CHROMIUM = os.environ.get("BRISCOLA_CHROMIUM", "/usr/bin/chromium")
# Voila's own beacon when a page is left (a reload): refused for want of an xsrf argument
# (voila issue 1458), which is why the server culls idle kernels. Not the page's error.
SHUTDOWN = "/voila/api/shutdown/"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def pytest_collection_modifyitems(config, items):
    if os.environ.get("BRISCOLA_SKIP_BROWSER") == "1":
        skip = pytest.mark.skip(reason="BRISCOLA_SKIP_BROWSER=1")
        for item in items:
            if "browser" in str(item.fspath):
                item.add_marker(skip)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for_port(port: int, process, seconds: float = 90) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"Voila stopped at start (exit code {process.returncode})")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            time.sleep(0.3)
    raise RuntimeError(f"Voila did not open port {port} within {seconds} s")


def serve_folder(folder: Path, lang: str = "it"):
    port = free_port()
    process = start(folder, port, lang, quiet=True)
    try:
        wait_for_port(port, process)
    except Exception:
        process.kill()
        raise
    return process, f"http://127.0.0.1:{port}"


def stop(process) -> None:
    process.terminate()
    try:
        process.wait(timeout=20)
    except Exception:
        process.kill()


def learner_of(page) -> int:
    """The learner a page's browser is, on a class server: its HttpOnly cookie (which the
    page's own scripts cannot read, but the test's browser driver can) looked up in the
    store."""
    from briscola_teach.learners import Roster
    from briscola_teach.web import LEARNER_COOKIE
    key = next(c["value"] for c in page.context.cookies() if c["name"] == LEARNER_COOKIE)
    learner = Roster().learner_for_key(key)
    assert learner is not None, "the page's browser is no learner of the class"
    return learner


@pytest.fixture(scope="session")
def pages_url():
    process, url = serve_folder(PAGES)
    yield url
    stop(process)


# One browser a test module, not a session: while Playwright's sync API is open it leaves its
# event loop marked as running in this thread, and a table made meanwhile would take it for
# a kernel's loop and wait for it (tables pace their moves on a running loop).
@pytest.fixture(scope="module")
def browser():
    if not shutil.which(CHROMIUM) and not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium is needed at {CHROMIUM} (scripts/test installs Debian's chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        yield launched
        launched.close()


def beacon_refused(message) -> bool:
    """The console's line for Voila's refused shutdown beacon (it may come without the
    address it refers to)."""
    url = (message.location or {}).get("url", "")
    return SHUTDOWN in url or (not url.startswith("http") and "status of 403" in message.text)


@pytest.fixture
def page(browser, request):
    """A fresh page; console errors and page errors are collected in ``page.errors``."""
    context = browser.new_context(viewport={"width": 1280, "height": 1300})
    tab = context.new_page()
    tab.errors = []
    tab.on("console", lambda m: tab.errors.append(m.text) if m.type == "error"
           and not beacon_refused(m) else None)
    tab.on("pageerror", lambda e: tab.errors.append(str(e)))
    tab.on("response", lambda r: tab.errors.append(f"HTTP {r.status} {r.url}")
           if r.status >= 400 and SHUTDOWN not in r.url else None)
    tab.set_default_timeout(60_000)
    yield tab
    SHOTS.mkdir(parents=True, exist_ok=True)
    try:
        tab.screenshot(path=str(SHOTS / f"{request.node.name}-end.png"), full_page=True)
    finally:
        context.close()


@pytest.fixture
def shot():
    """``shot(page, name)`` keeps a screenshot as test-artifacts/screenshots/name.png."""
    def take(tab, name: str) -> None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        tab.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)
    SHOTS.mkdir(parents=True, exist_ok=True)
    take.folder = SHOTS
    return take
