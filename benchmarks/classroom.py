"""A classroom on one ``briscola-teach serve``: 20 learners open a page within 10 seconds.

    python benchmarks/classroom.py [--learners 20] [--lesson 05_first_game.ipynb] [--wait 75]

The same class arrives twice, each time at a fresh server started the way
``briscola-teach serve`` starts it: first at a one-cell notebook (one button: the floor any
Voila page pays), then at the lesson. Each learner is a fresh Chromium context. The script
prints, for each learner, when their first widget became usable; how many got an interactive
page; the median against the one-cell notebook's (target: at most 1.2 times); the CPU time
spent by the server, the kernels and the browsers (a real classroom's browsers run on the
learners' own machines, here they share the server's two cores); the memory of the kernels;
then, with the learners still on the page, whether their kernels survive ``--read`` seconds
of reading, and after they leave, how many kernels are left as time passes (target: none
after a minute). ``--log FILE`` keeps the server's messages.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from briscola_teach.server import descendants  # noqa: E402
from pages import (ARGS, CHROMIUM, INTERACTIVE, cpu_seconds, kernel_pids,  # noqa: E402
                   pids_running, rss_mb, serve)

ONE_CELL = "one_cell.ipynb"


class CpuWatch:
    """CPU seconds used by the server, the kernels and Chromium, sampled every 2 s (a
    kernel that has gone is counted up to its last sample)."""

    def __init__(self, server_pid: int) -> None:
        self.server_pid = server_pid
        self.seen: dict[str, dict[int, float]] = {"server": {}, "kernels": {}, "browser": {}}
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _groups(self) -> dict[str, list[int]]:
        """This run's own processes only (other programs may run Chromium or kernels too)."""
        ours = set(descendants(os.getpid()))
        server = set(descendants(self.server_pid))
        return {"server": [self.server_pid],
                "kernels": [pid for pid in kernel_pids() if pid in server],
                "browser": [pid for pid in pids_running(b"/usr/lib/chromium/") if pid in ours]}

    def _run(self) -> None:
        while not self.stop.wait(2.0):
            self.sample()

    def sample(self) -> None:
        for name, pids in self._groups().items():
            for pid in pids:
                self.seen[name][pid] = cpu_seconds([pid])

    def totals(self) -> dict[str, float]:
        self.sample()
        return {name: sum(found.values()) for name, found in self.seen.items()}


def one_cell_folder() -> Path:
    """A folder holding the one-cell notebook: a single button."""
    import nbformat

    folder = Path(tempfile.mkdtemp(prefix="classroom-"))
    notebook = nbformat.v4.new_notebook()
    notebook.cells.append(nbformat.v4.new_code_cell(
        "import ipywidgets\nipywidgets.Button(description='OK')"))
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}
    nbformat.write(notebook, folder / ONE_CELL)
    return folder


def arrive(browser: Any, base: str, notebook: str, args: argparse.Namespace) -> list:
    """The class opens ``notebook``: learner k comes at k/n of the window. Returns the pages
    with each learner's seconds to an interactive page (None: never)."""
    pages = []
    began = time.perf_counter()
    for learner in range(args.learners):
        time.sleep(max(0.0, began + args.within * learner / args.learners - time.perf_counter()))
        context = browser.new_context()
        page = context.new_page()
        page.goto(f"{base}/voila/render/{notebook}", wait_until="commit")
        pages.append([learner, time.perf_counter(), context, page, None])
    deadline = time.perf_counter() + args.timeout
    for entry in pages:
        try:
            entry[3].locator(INTERACTIVE).first.wait_for(
                state="visible", timeout=max(1.0, deadline - time.perf_counter()) * 1000)
            entry[4] = time.perf_counter() - entry[1]
        except Exception:
            pass
    return pages


def run_class(folder: Path, notebook: str, args: argparse.Namespace, title: str) -> dict:
    from playwright.sync_api import sync_playwright

    print(f"\n== {title}: {args.learners} learners open {notebook} within {args.within:.0f} s",
          flush=True)
    process, base = serve(folder, log=args.log)
    watch = CpuWatch(process.pid)
    mine = lambda: [pid for pid in kernel_pids() if pid in set(descendants(process.pid))]  # noqa: E731
    cpu_start = watch.totals()
    figures: dict[str, Any] = {}
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            pages = arrive(browser, base, notebook, args)
            for learner, _, _, _, seconds in pages:
                state = f"interactive after {seconds:.1f} s" if seconds else "NOT interactive"
                print(f"  learner {learner + 1}: {state}", flush=True)
            cpu = watch.totals()
            kernels = mine()
            memory = [rss_mb(pid) for pid in kernels]
            ok = [p[4] for p in pages if p[4]]
            figures = {"ok": len(ok), "median": statistics.median(ok) if ok else None,
                       "slowest": max(ok) if ok else None}
            print(f"  {len(ok)} of {args.learners} got an interactive page; median "
                  f"{figures['median'] or 0:.1f} s, slowest {figures['slowest'] or 0:.1f} s")
            used = {name: cpu[name] - cpu_start.get(name, 0.0) for name in cpu}
            print("  CPU seconds while they arrived and loaded: " + ", ".join(
                f"{name} {seconds:.0f}" for name, seconds in used.items()))
            print(f"  server and kernels: {(used['server'] + used['kernels']) / args.learners:.2f}"
                  f" CPU s per learner; the browsers: {used['browser'] / args.learners:.2f}")
            if memory:
                print(f"  kernels: {len(kernels)}, memory each: median "
                      f"{statistics.median(memory):.0f} MB, total {sum(memory):.0f} MB")
            figures["read"] = read(mine, args)
            for _, _, context, _, _ in pages:
                context.close()
            left_at = time.perf_counter()
            browser.close()
        figures["left"] = leave(mine, left_at, args)
    finally:
        watch.stop.set()
        process.terminate()
        process.wait(30)
    return figures


def read(mine, args: argparse.Namespace) -> int:
    """The learners read for ``args.read`` seconds; returns how many of their kernels are
    still up."""
    learners = mine()
    time.sleep(args.read)
    up = [pid for pid in learners if pid in set(mine())]
    print(f"  after {args.read:.0f} s of reading: {len(up)} of {len(learners)} kernels still up",
          flush=True)
    return len(up)


def leave(mine, left_at: float, args: argparse.Namespace) -> int:
    """The learners have closed their pages: their kernels should go. Returns how many are
    left."""
    print("  after they left, kernels still running:")
    alive: list[int] = []
    while time.perf_counter() - left_at < args.wait:
        time.sleep(15)
        alive = mine()
        print(f"    after {time.perf_counter() - left_at:4.0f} s: {len(alive)}", flush=True)
    return len(alive)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=20)
    parser.add_argument("--lesson", default="05_first_game.ipynb")
    parser.add_argument("--within", type=float, default=10.0, help="seconds over which they arrive")
    parser.add_argument("--read", type=float, default=90.0, help="seconds they read on the page")
    parser.add_argument("--wait", type=float, default=75.0, help="seconds to watch after they leave")
    parser.add_argument("--timeout", type=float, default=240.0,
                        help="seconds a learner waits for an interactive page")
    parser.add_argument("--log", type=Path, help="keep the server's messages in this file")
    parser.add_argument("--lesson-only", action="store_true", help="skip the one-cell notebook")
    args = parser.parse_args()
    floor = None
    if not args.lesson_only:
        floor = run_class(one_cell_folder(), ONE_CELL, args, "the one-cell notebook")
    lesson = run_class(ROOT / "lessons", args.lesson, args, f"the lesson {args.lesson}")
    print("\n== Summary")
    if floor and floor["median"] and lesson["median"]:
        print(f"  median time to an interactive page: lesson {lesson['median']:.1f} s, one-cell "
              f"notebook {floor['median']:.1f} s: {lesson['median'] / floor['median']:.2f} times "
              "(target: at most 1.2)")
    print(f"  lesson: {lesson['ok']} of {args.learners} interactive, {lesson['read']} kernels up "
          f"after {args.read:.0f} s of reading, {lesson['left']} left "
          f"{args.wait:.0f} s after they went")
    return 0


if __name__ == "__main__":
    sys.exit(main())
