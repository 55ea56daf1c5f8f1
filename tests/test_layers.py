"""The package's layers, as pyproject.toml's import-linter contracts state them: the engine
(cards, rules, games, views) imports no computer player, widget, course, CLI or server; the
computer players import no widgets; the widgets import no CLI. Indirect imports count too."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINT = ("import sys; from importlinter.cli import lint_imports; "
        "sys.exit(lint_imports(config_filename='pyproject.toml', no_cache=True, no_logo=True))")


def lint(root: Path) -> subprocess.CompletedProcess:
    """import-linter over the package found in ``root`` (its own copy comes first)."""
    return subprocess.run([sys.executable, "-c", LINT], cwd=root, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(root)}, timeout=300)


def test_the_package_keeps_its_layers():
    run = lint(ROOT)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "3 kept, 0 broken" in run.stdout


def planted(tmp_path: Path, module: str, line: str) -> Path:
    """A copy of the package and its contracts with ``line`` added to ``module``."""
    shutil.copytree(ROOT / "briscola_teach", tmp_path / "briscola_teach",
                    ignore=shutil.ignore_patterns("__pycache__", "share"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    path = tmp_path / "briscola_teach" / module
    path.write_text(path.read_text() + f"\n{line}\n")
    return tmp_path


def test_an_engine_module_that_reaches_a_widget_indirectly_breaks_the_contract(tmp_path):
    # views -> signals -> widgets: the contract follows the chain.
    run = lint(planted(tmp_path, "signals.py", "from .widgets import controls"))
    assert run.returncode != 0
    assert "the engine (cards, rules, games, views) imports no outer layer BROKEN" in run.stdout


def test_a_widget_that_imports_the_command_line_breaks_the_contract(tmp_path):
    run = lint(planted(tmp_path, "widgets/note.py", "from ..cli import main"))
    assert run.returncode != 0
    assert "the widgets import no command line BROKEN" in run.stdout
