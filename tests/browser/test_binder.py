"""Binder, rehearsed here: what Binder (repo2docker) builds from ``binder/``, started the way
Binder starts it, and opened in Chromium.

The build: a fresh virtual environment with ``binder/requirements.txt`` installed from PyPI,
then ``binder/postBuild`` run from the repository's root with that environment first on PATH
and a home of its own. The server: ``jupyter lab`` from the repository's root, no token,
with the Voila server extension its installation enabled. A lesson opened as an app must
show its widgets, answer a click and wear the course's page template; a lesson opened in
JupyterLab must show its cells. The build takes about a minute (the network to PyPI is
needed), once for this module.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

import pytest

from .conftest import free_port, stop
from .test_lessons_in_browser import interact

ROOT = Path(__file__).resolve().parents[2]
BINDER = ROOT / "binder"
# What the test's own environment must not lend the rehearsal: Binder has none of these.
NOT_ON_BINDER = ("PYTHONPATH", "VIRTUAL_ENV", "BRISCOLA_DATA", "BRISCOLA_LANG", "JUPYTER_PATH",
                 "JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR",
                 "JUPYTER_CONFIG_PATH")
TEMPLATE_WIDTH = "1180px"     # the course template's page width (share/.../index.html.j2)


def run(command: list[str], env: dict[str, str], what: str, seconds: int = 900) -> str:
    """Run a build step; a failure shows the end of its output."""
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=seconds)
    if done.returncode != 0:
        pytest.fail(f"{what} failed (exit {done.returncode}):\n{(done.stdout + done.stderr)[-3000:]}")
    return done.stdout


class Build:
    """The environment Binder would build: its venv, its home, the environment variables."""

    def __init__(self, folder: Path) -> None:
        self.venv, self.home = folder / "venv", folder / "home"
        self.home.mkdir()
        self.bin = self.venv / "bin"
        base = {name: value for name, value in os.environ.items() if name not in NOT_ON_BINDER}
        self.env = {**base, "PATH": f"{self.bin}{os.pathsep}{base.get('PATH', '')}",
                    "HOME": str(self.home)}
        # pip's downloads stay in the machine's cache (Binder's build step is not at stake).
        self.install_env = {**self.env, "HOME": os.environ.get("HOME", str(self.home))}


@pytest.fixture(scope="module")
def build(tmp_path_factory) -> Build:
    made = Build(tmp_path_factory.mktemp("binder"))
    run([sys.executable, "-m", "venv", str(made.venv)], made.env, "python -m venv")
    run([str(made.bin / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "-r", str(BINDER / "requirements.txt")], made.install_env,
        "pip install -r binder/requirements.txt")
    run([str(BINDER / "postBuild")], made.env, "binder/postBuild")     # as repo2docker runs it
    return made


@pytest.fixture(scope="module")
def binder_url(build):
    port = free_port()
    command = [str(build.bin / "jupyter"), "lab", "--no-browser", "--ip=127.0.0.1",
               f"--port={port}", "--ServerApp.port_retries=0", "--IdentityProvider.token=",
               "--ServerApp.password="]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")          # a container's root; Binder's user is not
    log = build.home.parent / "jupyter.log"
    # The server's folder is a copy of the checkout's lessons: JupyterLab writes checkpoints
    # and may autosave an opened notebook, which must not touch the repository's own.
    served = build.home.parent / "repository"
    shutil.copytree(ROOT / "lessons", served / "lessons")
    with open(log, "wb") as output:
        process = subprocess.Popen(command, cwd=served, env=build.env, stdout=output,
                                   stderr=subprocess.STDOUT)
    try:
        wait_until_serving(port, process, log)
    except Exception:
        stop(process)
        raise
    yield f"http://127.0.0.1:{port}"
    stop(process)


def wait_until_serving(port: int, process: subprocess.Popen, log: Path, seconds: float = 120) -> None:
    import urllib.request
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"jupyter lab stopped (exit {process.returncode}):\n"
                               f"{log.read_text(errors='replace')[-3000:]}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/status", timeout=2):
                return
        except OSError:
            time.sleep(0.5)
    raise RuntimeError(f"jupyter lab did not answer within {seconds} s:\n"
                       f"{log.read_text(errors='replace')[-3000:]}")


def only_local(page) -> list[str]:
    """Every address the page asks for; the caller checks none is off this machine."""
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    return asked


def foreign(asked: list[str]) -> list[str]:
    """The addresses off this machine (the course's template removes the fonts Voila's lab
    template takes from a CDN; postBuild, the MathJax Voila fetches in a Jupyter server)."""
    return [url for url in asked
            if urlparse(url).scheme in ("http", "https", "ws", "wss")
            and urlparse(url).hostname != "127.0.0.1"]


# -- the build ------------------------------------------------------------------------------------


def test_the_build_has_every_dependency_the_extension_and_the_template(build):
    run([str(build.bin / "python"), "-m", "pip", "check"], build.env, "pip check")
    run([str(build.bin / "python"), "-c", "import briscola_teach.course, voila, jupyterlab"],
        build.env, "importing the course")
    enabled = json.loads((build.venv / "etc" / "jupyter" / "jupyter_server_config.d" / "voila.json")
                         .read_text(encoding="utf-8"))
    assert enabled["ServerApp"]["jpserver_extensions"]["voila.server_extension"] is True
    listed = subprocess.run([str(build.bin / "jupyter"), "server", "extension", "list"], cwd=ROOT,
                            env=build.env, capture_output=True, text=True, timeout=120)
    assert "voila.server_extension enabled" in _plain(listed.stdout + listed.stderr)
    share = build.home / ".local" / "share" / "jupyter"
    assert (share / "voila" / "templates" / "briscola" / "index.html.j2").is_file()
    assert (share / "nbconvert" / "templates" / "briscola" / "conf.json").is_file()
    settings = build.home / ".jupyter" / "briscola_lab"     # as `briscola-teach lab` writes them
    assert (settings / "overrides.json").is_file() and (settings / "custom" / "custom.css").is_file()


def _plain(text: str) -> str:
    """Jupyter's listing without its colours."""
    import re
    return re.sub(r"\x1b\[[0-9;]*m", "", text)


# -- the pages ------------------------------------------------------------------------------------


def test_a_lesson_opens_as_an_app_answers_and_wears_the_course_template(page, binder_url, shot):
    asked = only_local(page)
    page.goto(f"{binder_url}/voila/render/lessons/03_trick.ipynb")
    page.get_by_role("button", name="Italiano").first.wait_for(timeout=120_000)
    page.wait_for_load_state("networkidle")
    page.get_by_role("button", name="Italiano").first.click()
    page.wait_for_function("document.title === 'Briscola · Lezione 3 · La presa'")
    # The course's template: its page width, and none of the fonts Voila's own lab template
    # fetches from a CDN (a classroom may have no internet).
    assert page.evaluate("getComputedStyle(document.querySelector('#rendered_cells')).maxWidth") \
        == TEMPLATE_WIDTH
    assert page.locator("link[href*='cdn.jsdelivr.net']").count() == 0
    quiz = page.locator(".bt-quiz").first
    quiz.wait_for()
    interact(page)
    assert quiz.locator(".bt-feedback").first.inner_text().strip()
    shot(page, "binder-03-app")
    assert foreign(asked) == []
    assert page.errors == []


def test_a_lesson_opens_in_jupyterlab_with_its_cells(page, binder_url, shot):
    page.goto(f"{binder_url}/lab/tree/lessons/05_first_game.ipynb")
    notebook = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook")
    notebook.wait_for(timeout=120_000)
    first_code = notebook.locator(".jp-CodeCell .jp-InputArea-editor").first
    first_code.wait_for()
    assert 'Lesson("05")' in first_code.inner_text()
    # Before its cells run, the lesson's prose shows in one language (the course's style sheet).
    notebook.get_by_role("heading", name="Lezione 5 · La tua prima partita").wait_for()
    assert notebook.get_by_role("heading", name="Lesson 5 · Your first game").is_hidden()
    page.wait_for_load_state("networkidle")
    assert page.get_by_text("official Jupyter news").count() == 0     # no question of Jupyter's
    assert page.locator(".jp-mod-current[role='tab'], .lm-TabBar-tab.lm-mod-current") \
        .filter(has_text="05_first_game.ipynb").count()
    shot(page, "binder-05-lab")
    assert page.errors == []
