"""A classroom on one ``briscola-teach serve``: 20 learners open a lesson within 10 seconds.

    python benchmarks/classroom.py [--learners 20] [--lesson 01_deck.ipynb] [--wait 150]

Each learner is a fresh Chromium context opening the lesson. The script prints, for each
learner, when the server's page arrived, when the page finished loading and when its first
widget became usable; how many got an interactive page; the CPU time spent by the server,
the kernels and the browsers (a real classroom's browsers run on the learners' own
machines, here they share the server's cores); the memory of the kernels per learner; and,
after every learner has left, how many of their kernels are still running as time passes
(the server culls a closed page's kernel once it has been idle a while; target: none left
after two minutes). ``--log FILE`` keeps the server's messages.
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

from pages import (ARGS, CHROMIUM, INTERACTIVE, cpu_seconds, kernel_pids,  # noqa: E402
                   pids_running, rss_mb, serve)

TIMING = """() => { const t = performance.getEntriesByType('navigation')[0];
  return t ? [t.responseStart, t.responseEnd, t.loadEventEnd] : null; }"""


class CpuWatch:
    """CPU seconds used by the server, the kernels and Chromium, sampled every 2 s (a
    kernel that has gone is counted up to its last sample)."""

    def __init__(self, server_pid: int, before: set[int]) -> None:
        self.server_pid, self.before = server_pid, before
        self.seen: dict[str, dict[int, float]] = {"server": {}, "kernels": {}, "browser": {}}
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _groups(self) -> dict[str, list[int]]:
        return {"server": [self.server_pid],
                "kernels": [pid for pid in kernel_pids() if pid not in self.before],
                "browser": pids_running(b"/usr/lib/chromium/")}

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=20)
    parser.add_argument("--lesson", default="01_deck.ipynb")
    parser.add_argument("--within", type=float, default=10.0, help="seconds over which they arrive")
    parser.add_argument("--wait", type=float, default=150.0, help="seconds to watch after they leave")
    parser.add_argument("--timeout", type=float, default=240.0,
                        help="seconds a learner waits for an interactive page")
    parser.add_argument("--log", type=Path, help="keep the server's messages in this file")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    before = set(kernel_pids())
    process, base = serve(ROOT / "lessons", log=args.log)
    watch = CpuWatch(process.pid, before)
    cpu_start = watch.totals()
    results: list[tuple[int, float, bool, object]] = []
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
            deadline = time.perf_counter() + args.timeout
            for learner, start, context, page in pages:
                left = max(1.0, deadline - time.perf_counter())
                try:
                    page.locator(INTERACTIVE).first.wait_for(state="visible", timeout=left * 1000)
                    good = True
                except Exception:
                    good = False
                results.append((learner, time.perf_counter() - start, good, page.evaluate(TIMING)))
                stages = results[-1][3]
                staged = ("" if not stages else
                          f" (page from server {stages[0] / 1000:.1f} s, complete "
                          f"{stages[1] / 1000:.1f} s, loaded {stages[2] / 1000:.1f} s)")
                state = "interactive" if good else "NOT interactive"
                print(f"  learner {learner + 1}: {state} after {results[-1][1]:.1f} s{staged}",
                      flush=True)
            kernels = [pid for pid in kernel_pids() if pid not in before]
            memory = [rss_mb(pid) for pid in kernels]
            cpu = watch.totals()
            for _, _, context, _ in pages:
                context.close()
            left_at = time.perf_counter()
            browser.close()
        watch.stop.set()
        ok = [seconds for _, seconds, good, _ in results if good]
        print(f"{len(ok)} of {args.learners} learners got an interactive page "
              f"(arriving over {args.within:.0f} s)")
        if ok:
            print(f"  time to interactive: median {statistics.median(ok):.1f} s, "
                  f"slowest {max(ok):.1f} s")
        used = {name: cpu[name] - cpu_start.get(name, 0.0) for name in cpu}
        print("  CPU seconds while they arrived and loaded: " + ", ".join(
            f"{name} {seconds:.0f}" for name, seconds in used.items()))
        print(f"  server and kernels: {(used['server'] + used['kernels']) / args.learners:.1f} "
              f"CPU s per learner; the browsers: {used['browser'] / args.learners:.1f} "
              "(on the learners' own computers in a real class)")
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
        watch.stop.set()
        process.terminate()
        process.wait(30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
