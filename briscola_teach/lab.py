"""``briscola-teach lab``: the lessons in JupyterLab, code and all.

``serve`` shows each lesson as an app with no code; here a learner sees the notebook, can
change a cell (another seed, another variant) and run it again. JupyterLab is started on the
lessons folder with a few settings of the course's own, written to a folder of their own for
the run (JupyterLab's *app settings*: defaults, so anything the learner sets still wins):

- no news and no update checks: a learner is asked nothing the course did not put there, and a
  classroom may have no internet;
- closing a lesson's tab shuts its kernel down (JupyterLab keeps it running otherwise);
- a style sheet (``custom.css``) that shows the prose in the learner's language before the
  cells are run: JupyterLab shows a notebook's Markdown at once, both languages side by side,
  and the lesson's language switch (``widgets.language``) only takes over once it runs.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, Optional, Sequence

from .i18n import check_language
from .progress import Progress
from .server import check_port, encryption_options, lessons_dir
from .widgets.language import unswitched_style

INDEX = "00_index.ipynb"

# Defaults for JupyterLab's plugins (a learner's own settings still win over them).
SETTINGS: dict[str, dict[str, Any]] = {
    # No "Would you like to receive official Jupyter news?" and no update check.
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    # The extension manager asks about third-party extensions and searches PyPI: not a lesson.
    "@jupyterlab/extensionmanager-extension:plugin": {"enabled": False},
    # A closed lesson lets its kernel go, as a closed page does under ``serve``.
    "@jupyterlab/notebook-extension:tracker": {"kernelShutdown": True},
}


def learner_language(lang: str) -> str:
    """The language a lesson will start in: the one the learner chose last (kept in the
    progress store), else ``lang``; the same choice as ``course.starting_language``."""
    lang = check_language(lang)
    try:
        return Progress().language(lang)
    except (OSError, sqlite3.Error):   # a store out of reach: the lesson will say so itself
        return lang


def write_settings(folder: Path, lang: str) -> Path:
    """Write the course's JupyterLab settings (``overrides.json``) and style sheet
    (``custom/custom.css``) into ``folder``; returns ``folder``."""
    lang = check_language(lang)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "overrides.json").write_text(json.dumps(SETTINGS, indent=1), encoding="utf-8")
    custom = folder / "custom"
    custom.mkdir(exist_ok=True)
    (custom / "custom.css").write_text(
        "/* briscola_teach: before a lesson is run, its prose in one language only. */\n"
        + unswitched_style(lang) + "\n", encoding="utf-8")
    return folder


def lab_command(lessons: Path, port: int, settings: Path, ip: str = "127.0.0.1",
                open_browser: bool = True, token: Optional[str] = None) -> list[str]:
    """The command that starts JupyterLab on ``lessons`` with the settings in ``settings``
    (see ``write_settings``). ``token=None`` keeps Jupyter's own token (it prints the
    address to open); ``token=""`` turns it off, for a test on this machine only."""
    command = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={lessons}",
               f"--ServerApp.port={check_port(port)}", "--ServerApp.port_retries=0",
               f"--ServerApp.ip={ip}", f"--LabApp.default_url=/lab/tree/{INDEX}",
               f"--LabApp.app_settings_dir={settings}",
               # custom.css is looked for in the folder the web app's settings name (the
               # server's own option for it cannot be set from the command line).
               "--LabApp.custom_css=True",
               f"--ServerApp.tornado_settings=static_custom_path={settings / 'custom'}",
               # The announcements feed, fetched from the internet, is not asked for.
               "--LabApp.news_url=None",
               # The lab as ``window.jupyterapp``: a lesson's links open the other lesson in a
               # tab of the lab through it, instead of loading the whole lab again (bar.js).
               "--LabApp.expose_app_in_browser=True",
               f"--ServerApp.open_browser={open_browser}",
               # One Ctrl-C stops it (kernels shut down), without a yes/no question first.
               "--ServerApp.answer_yes=True"] + encryption_options()
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        # In a container (Docker, CI) the learner is root, and Jupyter refuses to start as
        # root unless told: its refusal would only stop the course from opening.
        command.append("--ServerApp.allow_root=True")
    if token is not None:
        command.append(f"--IdentityProvider.token={token}")
    return command


def lab_env(lang: str) -> dict[str, str]:
    """The environment: the language a lesson starts in when the learner has chosen none
    (``BRISCOLA_LANG``); ``BRISCOLA_DATA`` and the rest are passed on as they are."""
    env = dict(os.environ)
    env["BRISCOLA_LANG"] = check_language(lang)
    return env


def start(lessons: Path, port: int, lang: str, settings: Path, ip: str = "127.0.0.1",
          token: Optional[str] = None, env: Optional[dict[str, str]] = None,
          log: Optional[Path] = None) -> subprocess.Popen:
    """Start JupyterLab in the background, no browser opened (for tests); the caller stops
    it. ``env`` is added to ``lab_env``'s; messages go to ``log``, else nowhere."""
    write_settings(settings, lang)
    command = lab_command(lessons, port, settings, ip, open_browser=False, token=token)
    environment = {**lab_env(lang), **(env or {})}
    if log:
        with open(log, "ab") as output:   # the server keeps its own copy of the file
            return subprocess.Popen(command, env=environment, stdout=output, stderr=subprocess.STDOUT)
    return subprocess.Popen(command, env=environment, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)


def lab(port: int = 8888, lang: str = "it", lessons: Optional[str] = None, ip: str = "127.0.0.1",
        open_browser: bool = True, argv_extra: Sequence[str] = ()) -> int:
    """Open the lessons in JupyterLab until Ctrl-C (the browser opens on the course map)."""
    folder = lessons_dir(lessons)
    with tempfile.TemporaryDirectory(prefix="briscola-lab-") as settings:
        write_settings(Path(settings), learner_language(lang))
        command = lab_command(folder, port, Path(settings), ip, open_browser) + list(argv_extra)
        print(f"Briscola: the lessons in {folder}, in JupyterLab  (Ctrl-C to stop)", flush=True)
        print("  in each lesson: Run > Run All Cells", flush=True)
        if not open_browser:
            print("  open the address with ?token= that Jupyter prints below", flush=True)
        return run_until_stopped(command, lab_env(lang))


def run_until_stopped(command: list[str], env: dict[str, str], grace: float = 30) -> int:
    """Run JupyterLab until it stops. Ctrl-C in the terminal reaches JupyterLab too, which
    (``answer_yes``) then shuts its kernels down and stops: wait ``grace`` seconds for that
    before asking it again (SIGTERM), so that neither it nor a kernel outlives the command."""
    process = subprocess.Popen(command, env=env)
    try:
        return process.wait()
    except KeyboardInterrupt:
        try:
            process.wait(timeout=grace)
        except (subprocess.TimeoutExpired, KeyboardInterrupt):
            process.terminate()
            process.wait()
        return 0
