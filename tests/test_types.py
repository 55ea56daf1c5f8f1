"""mypy over the package (pyproject.toml's ``[tool.mypy]``), and every ``# type: ignore`` left
names its error code and says why it is needed."""

from __future__ import annotations

import re
from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "briscola_teach"
# "# type: ignore[code]  # why", the reason on the same line.
EXPLAINED = re.compile(r"#\s*type:\s*ignore\[[a-z-]+(,\s*[a-z-]+)*\]\s+#\s*\S")


def test_the_package_type_checks():
    out, err, status = api.run(["--config-file", str(ROOT / "pyproject.toml"),
                                "--cache-dir", str(ROOT / ".mypy_cache"), str(PACKAGE)])
    assert status == 0, out + err


def unexplained_ignores(text: str) -> list[int]:
    """The line numbers of ``# type: ignore`` comments without an error code and a reason."""
    return [number for number, line in enumerate(text.splitlines(), 1)
            if re.search(r"#\s*type:\s*ignore", line) and not EXPLAINED.search(line)]


def test_every_type_ignore_says_why():
    found = {f"{path.relative_to(ROOT)}:{number}"
             for path in sorted(PACKAGE.rglob("*.py"))
             for number in unexplained_ignores(path.read_text(encoding="utf-8"))}
    assert not found, sorted(found)


def test_an_ignore_without_its_reason_is_found():
    assert unexplained_ignores("x = f()  # type: ignore[arg-type]\n"
                               "y = g()  # type: ignore\n"
                               "z = h()  # type: ignore[misc]  # h's stub is wrong\n") == [1, 2]
