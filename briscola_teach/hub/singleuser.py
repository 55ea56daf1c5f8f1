"""A user's server on the Hub, ``briscola-teach singleuser`` (the Hub's ``Spawner.cmd``).

Before it becomes ``jupyterhub-singleuser`` it puts the course's lessons in the user's home
(``~/briscola``: what the course has changed is brought up to date, anything else the user
made there stays), and puts the course's Voila template and settings on Jupyter's paths
(``share/hub/jupyter_server_config.json``: the template, no tracebacks, no MathJax fetched
from a CDN (a classroom may have no internet; the lessons have no formulas), and kernels of
closed pages culled). The user's progress is the one learner's store in their home
(``~/.local/share/briscola_teach``), so it follows them to any machine their home is on and
survives their server being culled.
"""

from __future__ import annotations

import filecmp
import os
import shutil
import sys
from pathlib import Path
from typing import NoReturn, Optional, Sequence

from ..server import SHARE, lessons_dir
from . import HOME_LESSONS, LESSONS_ENV

HUB_SHARE = SHARE.parent / "hub"
SKIPPED = (".ipynb_checkpoints", "__pycache__")


def copy_lessons(source: Path, target: Path) -> int:
    """Copy the lessons from ``source`` into ``target``, each file only if it differs;
    returns how many were copied."""
    copied = 0
    for path in sorted(source.rglob("*")):
        relative = path.relative_to(source)
        if path.is_dir() or any(part in SKIPPED for part in relative.parts):
            continue
        into = target / relative
        if into.exists() and filecmp.cmp(path, into, shallow=False):
            continue
        into.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, into)
        copied += 1
    return copied


def singleuser_env(environ: Optional[dict] = None) -> dict[str, str]:
    env = dict(os.environ if environ is None else environ)
    for name, folder in (("JUPYTER_PATH", SHARE), ("JUPYTER_CONFIG_PATH", HUB_SHARE)):
        env[name] = os.pathsep.join(p for p in (str(folder), env.get(name, "")) if p)
    return env


def run_singleuser(args: Sequence[str]) -> NoReturn:
    source = Path(os.environ.get(LESSONS_ENV) or lessons_dir())
    copy_lessons(source, Path.home() / HOME_LESSONS)
    program = Path(sys.executable).with_name("jupyterhub-singleuser")
    command = str(program) if program.exists() else "jupyterhub-singleuser"
    os.execvpe(command, [command, *args], singleuser_env())
