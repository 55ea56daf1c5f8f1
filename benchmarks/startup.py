"""Where a lesson kernel's start-up time goes: starting the kernel, importing the package,
running each cell (what a learner waits for on a server before the page is interactive).

    python benchmarks/startup.py [lessons/03_trick.ipynb ...]

For each lesson (default: all) the kernel is started and the lesson run with nbclient, the
way Voila runs it; the script prints the seconds to start the kernel, the first cell (the
import and the lesson's bar), the other cells together, and the slowest cell. Then, in fresh
processes, the import alone: the course helper, and the computer players it leaves out of
pages with no table.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def seconds(cell) -> float:
    timing = cell.metadata.get("execution", {})
    start, end = timing.get("iopub.execute_input"), timing.get("shell.execute_reply")
    if not (start and end):
        return 0.0
    parse = lambda stamp: datetime.fromisoformat(stamp.replace("Z", ""))  # noqa: E731
    return (parse(end) - parse(start)).total_seconds()


def run_lesson(path: Path) -> str:
    import nbformat
    from nbclient import NotebookClient

    notebook = nbformat.read(path, 4)
    client = NotebookClient(notebook, timeout=300, kernel_name="python3", record_timing=True,
                            resources={"metadata": {"path": str(path.parent)}})
    began = time.perf_counter()
    with client.setup_kernel():
        started = time.perf_counter() - began
        for index, cell in enumerate(notebook.cells):
            client.execute_cell(cell, index)
    cells = [(seconds(c), c.source.splitlines()[0][:40]) for c in notebook.cells
             if c.cell_type == "code"]
    first, rest = cells[0][0], sum(s for s, _ in cells[1:])
    slow = max(cells[1:], default=(0.0, ""))
    return (f"{path.name:28} kernel {started:5.2f} s  first cell {first:5.2f} s  other cells "
            f"{rest:5.2f} s  (slowest {slow[0]:.2f} s: {slow[1]})")


def import_seconds(statement: str, runs: int = 5) -> float:
    """Median wall seconds of ``python -c statement`` minus a bare interpreter's."""
    def median(code: str) -> float:
        found = []
        for _ in range(runs):
            began = time.perf_counter()
            subprocess.run([sys.executable, "-c", code], check=True)
            found.append(time.perf_counter() - began)
        return statistics.median(found)
    base = "import ipykernel.kernelapp, ipywidgets"
    return median(f"{base}; {statement}") - median(base)


def main() -> int:
    paths = [Path(p) for p in sys.argv[1:]] or sorted((ROOT / "lessons").glob("*.ipynb"))
    os.environ.setdefault("BRISCOLA_DATA", tempfile.mkdtemp(prefix="startup-"))
    print("A lesson run as Voila runs it (one fresh kernel each):")
    for path in paths:
        print("  " + run_lesson(path), flush=True)
    print("Importing, beyond ipykernel and ipywidgets (median of 5 fresh processes):")
    print(f"  the course helper (pages with cards and quizzes): "
          f"{import_seconds('import briscola_teach.course'):.2f} s")
    print(f"  with the table and the computer players: "
          f"{import_seconds('import briscola_teach.course, briscola_teach.widgets.table'):.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
