"""How fast each lesson becomes usable, against a trivial ipywidgets page served the same way.

    python benchmarks/lessons.py [--runs 3] [--no-nbval]

For every notebook in lessons/ and for a one-button ipywidgets notebook, it prints the
median time from navigation to the first interactive widget (Voila + headless Chromium),
and the ratio to the trivial page (target: each lesson within 1.5 times). Then the time of
the whole nbval suite over lessons/ (every lesson run headless), unless --no-nbval.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import nbformat  # noqa: E402

from pages import ARGS, CHROMIUM, INTERACTIVE, serve  # noqa: E402

TRIVIAL = "zz_trivial.ipynb"


def folder_with_trivial_page() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="briscola-bench-"))
    for notebook in (ROOT / "lessons").glob("*.ipynb"):
        shutil.copy(notebook, folder)
    book = nbformat.v4.new_notebook()
    book.cells = [nbformat.v4.new_code_cell("import ipywidgets\nipywidgets.Button(description='OK')")]
    nbformat.write(book, folder / TRIVIAL)
    return folder


def time_pages(base: str, names: list[str], runs: int) -> dict[str, list[float]]:
    from playwright.sync_api import sync_playwright

    times: dict[str, list[float]] = {name: [] for name in names}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        for _ in range(runs):
            for name in names:
                context = browser.new_context()
                page = context.new_page()
                began = time.perf_counter()
                page.goto(f"{base}/voila/render/{name}", wait_until="commit")
                page.locator(INTERACTIVE).first.wait_for(state="visible", timeout=120_000)
                times[name].append(time.perf_counter() - began)
                context.close()
        browser.close()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-nbval", action="store_true")
    args = parser.parse_args()
    folder = folder_with_trivial_page()
    names = [TRIVIAL] + sorted(p.name for p in folder.glob("*.ipynb") if p.name != TRIVIAL)
    process, base = serve(folder)
    try:
        times = time_pages(base, names, args.runs)
    finally:
        process.terminate()
        process.wait(20)
        shutil.rmtree(folder, ignore_errors=True)
    floor = statistics.median(times[TRIVIAL])
    print(f"From navigation to the first interactive widget (median of {args.runs}):")
    print(f"  {'trivial ipywidgets page':28s} {floor:6.2f} s")
    worst = 0.0
    for name in names[1:]:
        median = statistics.median(times[name])
        worst = max(worst, median / floor)
        flag = "ok" if median <= 1.5 * floor else "SLOW"
        print(f"  {name:28s} {median:6.2f} s  x{median / floor:4.2f}  {flag}")
    print(f"  worst ratio: x{worst:.2f} (target: x1.50)")
    if not args.no_nbval:
        began = time.perf_counter()
        code = subprocess.call([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                                "--nbval-lax", str(ROOT / "lessons")], cwd=ROOT,
                               stdout=subprocess.DEVNULL)
        print(f"nbval over lessons/: {time.perf_counter() - began:.1f} s (exit code {code})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
