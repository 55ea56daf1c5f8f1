"""The package's layers, as pyproject.toml's import-linter contracts state them: the engine
(cards, rules, games, views) imports no computer player, widget, course, CLI or server; the
computer players import no widgets; the widgets import no CLI. Indirect imports count too.
And the imports go one way: no module reaches itself (``tests/import_contracts.py``), no part
of a package imports another that imports it back (import-linter's ``acyclic_siblings``)."""

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
    """import-linter over the package found in ``root`` (its own copy comes first), its
    report unwrapped (200 columns), so a test finds a line whole."""
    return subprocess.run([sys.executable, "-c", LINT], cwd=root, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(root), "COLUMNS": "200"},
                          timeout=300)


def test_the_package_keeps_its_layers():
    run = lint(ROOT)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "10 kept, 0 broken" in run.stdout


def with_contracts(root: Path) -> Path:
    """``root`` given the project's own contract type, as the repository's root has it."""
    (root / "tests").mkdir()
    shutil.copy(ROOT / "tests" / "import_contracts.py", root / "tests")
    return root


def planted(tmp_path: Path, module: str, line: str) -> Path:
    """A copy of the package and its contracts with ``line`` added to ``module``."""
    shutil.copytree(ROOT / "briscola_teach", tmp_path / "briscola_teach",
                    ignore=shutil.ignore_patterns("__pycache__", "share"))
    shutil.copy(ROOT / "pyproject.toml", with_contracts(tmp_path))
    path = tmp_path / "briscola_teach" / module
    path.write_text(path.read_text() + f"\n{line}\n")
    return tmp_path


def test_an_engine_module_that_reaches_a_widget_indirectly_breaks_the_contract(tmp_path):
    # views -> signals -> widgets: the contract follows the chain.
    run = lint(planted(tmp_path, "signals.py", "from .widgets import controls"))
    assert run.returncode != 0
    assert "the engine (cards, rules, games, views, wire) imports no outer layer BROKEN" in run.stdout


def test_a_widget_that_imports_the_command_line_breaks_the_contract(tmp_path):
    run = lint(planted(tmp_path, "widgets/note.py", "from ..cli import main"))
    assert run.returncode != 0
    assert "the widgets import no command line BROKEN" in run.stdout


def test_a_lazy_import_that_closes_a_circle_breaks_both_circle_contracts(tmp_path):
    # games.classic imports rules; a function of rules importing it back closes the circle.
    run = lint(planted(tmp_path, "rules.py", "def _circle():\n    from .games import classic"))
    assert run.returncode != 0
    assert "no module imports itself round a circle BROKEN" in run.stdout
    assert "no package's parts import one another round a circle BROKEN" in run.stdout
    assert "briscola_teach.rules -> briscola_teach.games.classic" in run.stdout
    assert "from .games import classic" in run.stdout        # the line that closes it


FAKE_CONTRACTS = """
[tool.importlinter]
root_package = "fake"
contract_types = ["acyclic_modules: tests.import_contracts.AcyclicModulesContract"]

[[tool.importlinter.contracts]]
name = "modules"
type = "acyclic_modules"

[[tool.importlinter.contracts]]
name = "siblings"
type = "acyclic_siblings"
ancestors = ["fake"]
"""


def fake_package(tmp_path: Path, files: dict[str, str]) -> Path:
    """A small package ``fake`` of ``files`` (path: source) with both circle contracts."""
    for name, source in {"__init__.py": "", **files}.items():
        path = tmp_path / "fake" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source)
    (tmp_path / "pyproject.toml").write_text(FAKE_CONTRACTS)
    return with_contracts(tmp_path)


def test_a_circle_through_a_packages_own_init_is_caught_by_the_module_contract(tmp_path):
    # Each module whole, the circle is games/__init__ -> chiamata -> games; taken as packages
    # it lies inside one part of "fake", so acyclic_siblings sees nothing.
    run = lint(fake_package(tmp_path, {
        "games/__init__.py": "from .chiamata import Game\n",
        "games/chiamata.py": "class Game:\n    def view(self):\n        from fake import games\n",
        "views.py": "from .games import chiamata\n",
    }))
    assert "modules BROKEN" in run.stdout and "siblings KEPT" in run.stdout, run.stdout
    assert "A circle of 2 modules: fake.games -> fake.games.chiamata -> fake.games" in run.stdout
    assert run.returncode != 0


def test_imports_that_go_one_way_keep_both_circle_contracts(tmp_path):
    run = lint(fake_package(tmp_path, {
        "games/__init__.py": "from .chiamata import Game\n",
        "games/chiamata.py": "from ..views import View\n\nclass Game:\n    pass\n",
        "views.py": "class View:\n    pass\n",
    }))
    assert run.returncode == 0, run.stdout + run.stderr
    assert "2 kept, 0 broken" in run.stdout


def test_a_table_server_module_that_imports_a_widget_breaks_the_contract(tmp_path):
    run = lint(planted(tmp_path, "tables/table.py", "from ..widgets import note"))
    assert run.returncode != 0
    assert "the table server imports no widgets, course, web front or command line BROKEN" in \
        run.stdout
