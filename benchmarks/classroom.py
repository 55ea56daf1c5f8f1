"""A classroom on one ``briscola-teach serve``: 20 learners open a lesson within 10 seconds.

    python benchmarks/classroom.py [--learners 20] [--lesson 01_deck.ipynb] [--wait 150]

Each learner is a fresh Chromium context opening the lesson; the script prints how many got
an interactive page and how long each took, the memory of the kernels per learner, and then,
after every learner has left, how many of their kernels are still running as time passes
(the server culls a closed page's kernel after a minute idle; target: none left after two
minutes).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from pages import ARGS, CHROMIUM, INTERACTIVE, kernel_pids, rss_mb, serve  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=20)
    parser.add_argument("--lesson", default="01_deck.ipynb")
    parser.add_argument("--within", type=float, default=10.0, help="seconds over which they arrive")
    parser.add_argument("--wait", type=float, default=150.0, help="seconds to watch after they leave")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    before = set(kernel_pids())
    process, base = serve(ROOT / "lessons")
    results: list[tuple[int, float, bool]] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            pages = []
            began = time.perf_counter()
            for learner in range(args.learners):
                # Arrivals spread over the window: learner k comes at k/n of it.
                time.sleep(max(0.0, began + args.within * learner / args.learners - time.perf_counter()))
                context = browser.new_context()
                page = context.new_page()
                page.goto(f"{base}/voila/render/{args.lesson}", wait_until="commit")
                pages.append((learner, time.perf_counter(), context, page))
            for learner, start, context, page in pages:
                try:
                    page.locator(INTERACTIVE).first.wait_for(state="visible", timeout=120_000)
                    results.append((learner, time.perf_counter() - start, True))
                    print(f"  learner {learner + 1}: interactive after {results[-1][1]:.1f} s", flush=True)
                except Exception:
                    results.append((learner, time.perf_counter() - start, False))
            kernels = [pid for pid in kernel_pids() if pid not in before]
            memory = [rss_mb(pid) for pid in kernels]
            for _, _, context, _ in pages:
                context.close()
            left_at = time.perf_counter()
            browser.close()
        ok = [seconds for _, seconds, good in results if good]
        print(f"{len(ok)} of {args.learners} learners got an interactive page "
              f"(arriving over {args.within:.0f} s)")
        if ok:
            print(f"  time to interactive: median {statistics.median(ok):.1f} s, "
                  f"slowest {max(ok):.1f} s")
        if memory:
            print(f"  kernels: {len(kernels)}, memory per learner's kernel: median "
                  f"{statistics.median(memory):.0f} MB, total {sum(memory):.0f} MB")
        print(f"  server process: {rss_mb(process.pid):.0f} MB")
        print("After the learners left, their kernels still running:")
        while time.perf_counter() - left_at < args.wait:
            time.sleep(15)
            alive = [pid for pid in kernel_pids() if pid not in before]
            print(f"  after {time.perf_counter() - left_at:5.0f} s: {len(alive)}", flush=True)
        alive = [pid for pid in kernel_pids() if pid not in before]
        print(f"Left after {args.wait:.0f} s: {len(alive)} (target: 0)")
    finally:
        process.terminate()
        process.wait(30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
