"""A classroom on one ``briscola-teach serve``: 20 learners open a page within 10 seconds.

    python benchmarks/classroom.py [--clients chromium|protocol [--assets]] [--learners 20]
                                   [--lesson 05_first_game.ipynb] [--read 90] [--wait 75]

The same class arrives twice, each time at a fresh server with an empty progress store:
first at a one-cell notebook (one button) in plain Voila, started with ``serve``'s options
(the floor any Voila page pays), then at the lesson on the class server, started as
``briscola-teach serve`` starts it (each learner a new browser: a learner of their own). The
learners are

- ``--clients chromium`` (the default): each a fresh Chromium context on this machine, timed
  to the first usable widget. The browsers share the server's two cores, as they would not in
  a classroom, where each learner's browser runs on their own device.
- ``--clients protocol``: no browser, only what a browser asks of the server
  (``protocol.py``): the page read to its end, the kernel's websocket, ``kernel_info`` and the
  widget manager's ``request_states``, timed to every widget's state; all learners are
  coroutines of this process. This is the server's load in a real classroom. With
  ``--assets`` each also fetches the static files of a first visit (recorded beforehand by
  one Chromium visit on a server of its own).

The script prints, for each learner, when their page became usable; how many got one; the
median against the one-cell notebook's (target: at most 1.2 times); the CPU time spent by the
server, the kernels and the clients; the memory of the kernels; then, with the learners still
on the page, whether their kernels survive ``--read`` seconds of reading, and after they
leave, how many kernels are left as time passes (target: none after a minute). ``--log FILE``
keeps the server's messages.

While the lesson's class arrives, a probe writes to the class's store as a kernel does (a
result of a learner of its own, every 0.2 s) and prints the store's write time under that
load: the kernels' own writes (each page records its learner as there, and the flashcards
and results) share the file with it.

For finding where the time goes: ``--profile DIR`` samples the server and its kernels with
py-spy while the class arrives (``server_phases.py DIR`` sorts the samples into phases; py-spy
itself then takes a core, so the times are not the class's). ``phases.py`` splits a lone
kernel's CPU time by phase; ``voila_cache.py`` what the class server's rendering caches save.

    python benchmarks/classroom.py --clients protocol --lesson 01_deck.ipynb --read 10 --wait 0
"""

from __future__ import annotations

import argparse
import asyncio
import compileall
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Optional, Sequence

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from briscola_teach.server import descendants  # noqa: E402
from pages import (ARGS, CHROMIUM, INTERACTIVE, cpu_seconds, kernel_pids,  # noqa: E402
                   pids_running, rss_mb, serve)
from protocol import Learner, Visit, record_assets  # noqa: E402

ONE_CELL = "one_cell.ipynb"


class StoreProbe:
    """Writes a result to the class's store every ``every`` seconds, as a kernel does, from a
    thread, and keeps each write's time."""

    def __init__(self, data: Path, every: float = 0.2) -> None:
        from briscola_teach.progress import Progress
        self.store = Progress(data / "progress.sqlite3", learner=10_000)
        self.every, self.seconds = every, []
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while not self.stop.wait(self.every):
            began = time.perf_counter()
            self.store.record_result("00:probe", 1, 1)
            self.seconds.append(time.perf_counter() - began)

    def report(self) -> dict:
        self.stop.set()
        self.thread.join(10)
        found = sorted(self.seconds)
        figures = {"writes": len(found), "median_ms": 1000 * statistics.median(found),
                   "p95_ms": 1000 * found[int(0.95 * (len(found) - 1))], "max_ms": 1000 * found[-1]}
        print(f"  the store's write time while they arrived: {figures['writes']} writes, median "
              f"{figures['median_ms']:.1f} ms, 95% within {figures['p95_ms']:.1f} ms, slowest "
              f"{figures['max_ms']:.1f} ms")
        return figures


class CpuWatch:
    """CPU seconds used by the server, the kernels and the clients (Chromium's processes, or
    this one's coroutines), sampled every 2 s (a kernel that has gone is counted up to its
    last sample)."""

    def __init__(self, server_pid: int, clients: str) -> None:
        self.server_pid, self.clients = server_pid, clients
        self.seen: dict[str, dict[int, float]] = {"server": {}, "kernels": {}, "clients": {}}
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _groups(self) -> dict[str, list[int]]:
        """This run's own processes only (other programs may run Chromium or kernels too)."""
        ours = set(descendants(os.getpid()))
        server = set(descendants(self.server_pid))
        browser = [pid for pid in pids_running(b"/usr/lib/chromium/") if pid in ours]
        return {"server": [self.server_pid],
                "kernels": [pid for pid in kernel_pids() if pid in server],
                "clients": browser if self.clients == "chromium" else [os.getpid()]}

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

    @staticmethod
    def machine() -> float:
        """CPU seconds the whole machine has used (every process: other work shows here)."""
        fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
        busy = sum(int(f) for i, f in enumerate(fields) if i not in (3, 4))  # not idle, iowait
        return busy / os.sysconf("SC_CLK_TCK")


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


class ChromiumClass:
    """The learners as fresh Chromium contexts, timed to their first usable widget."""

    def __init__(self, base: str, notebook: str, args: argparse.Namespace) -> None:
        from playwright.sync_api import sync_playwright

        self.base, self.notebook, self.args = base, notebook, args
        self.playwright = sync_playwright().start()
        self.browser = self.playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                       args=ARGS)
        self.pages: list = []

    def arrive(self) -> list[Optional[float]]:
        """The class opens the page: learner k comes at k/n of the window. Returns each
        learner's seconds to an interactive page (None: never)."""
        args, began = self.args, time.perf_counter()
        for learner in range(args.learners):
            time.sleep(max(0.0, began + args.within * learner / args.learners - time.perf_counter()))
            context = self.browser.new_context()
            page = context.new_page()
            page.goto(f"{self.base}/voila/render/{self.notebook}", wait_until="commit")
            self.pages.append([time.perf_counter(), context, page, None])
        deadline = time.perf_counter() + args.timeout
        for entry in self.pages:
            try:
                entry[2].locator(INTERACTIVE).first.wait_for(
                    state="visible", timeout=max(1.0, deadline - time.perf_counter()) * 1000)
                entry[3] = time.perf_counter() - entry[0]
            except Exception:
                pass
        return [entry[3] for entry in self.pages]

    def describe(self, learner: int) -> str:
        seconds = self.pages[learner][3]
        return f"interactive after {seconds:.1f} s" if seconds else "NOT interactive"

    def stay(self, seconds: float) -> None:
        time.sleep(seconds)

    def leave(self) -> None:
        for _, context, _, _ in self.pages:
            context.close()
        self.browser.close()
        self.playwright.stop()


class ProtocolClass:
    """The learners as the requests their pages make (``protocol.Learner``), all coroutines
    of one event loop; timed to every widget's state."""

    def __init__(self, base: str, notebook: str, args: argparse.Namespace,
                 assets: Sequence[str] = ()) -> None:
        self.base, self.notebook, self.args, self.assets = base, notebook, args, assets
        self.loop = asyncio.new_event_loop()
        self.learners: list[Learner] = []
        self.visits: list[Visit] = []

    def arrive(self) -> list[Optional[float]]:
        self.visits = self.loop.run_until_complete(self._arrive())
        return [None if v.error else v.states for v in self.visits]

    async def _arrive(self) -> list[Visit]:
        args, began, visits = self.args, time.perf_counter(), []
        for learner in range(args.learners):
            await asyncio.sleep(max(0.0, began + args.within * learner / args.learners
                                    - time.perf_counter()))
            self.learners.append(Learner(self.base, self.notebook, self.assets))
            visits.append(asyncio.ensure_future(self.learners[-1].visit_page(args.timeout)))
        return list(await asyncio.gather(*visits))

    def describe(self, learner: int) -> str:
        v = self.visits[learner]
        if v.error:
            return f"NO widgets ({v.error})"
        assets = (f", static files {v.assets_read:.1f} s ({v.asset_bytes / 1e6:.1f} MB)"
                  if self.assets else "")
        return (f"widgets' states after {v.states:.1f} s (first byte {v.first_byte:.1f} s, page "
                f"read {v.page_read:.1f} s{assets}, kernel_info {v.kernel_info:.1f} s; "
                f"{v.widgets} widgets, {v.page_bytes / 1000:.0f} kB page, "
                f"{v.socket_bytes / 1000:.0f} kB socket)")

    def summary(self) -> str:
        done = [v for v in self.visits if not v.error]
        if not done:
            return ""
        median = lambda name: statistics.median(getattr(v, name) for v in done)  # noqa: E731
        return (f"  medians: first byte {median('first_byte'):.1f} s, page read "
                f"{median('page_read'):.1f} s, states {median('states'):.1f} s")

    def stay(self, seconds: float) -> None:
        """The learners read: their sockets stay open and answered (pings)."""
        self.loop.run_until_complete(asyncio.sleep(seconds))

    def leave(self) -> None:
        for learner in self.learners:
            learner.leave()
        self.loop.run_until_complete(asyncio.sleep(0.5))   # the closing frames go out
        self.loop.close()


def run_class(folder: Path, notebook: str, args: argparse.Namespace, title: str) -> dict:
    print(f"\n== {title}: {args.learners} learners ({args.clients}) open {notebook} within "
          f"{args.within:.0f} s", flush=True)
    assets = static_files(folder, notebook) if args.clients == "protocol" and args.assets else []
    data = Path(tempfile.mkdtemp(prefix="classroom-data-"))
    os.environ["BRISCOLA_DATA"] = str(data)  # an empty store
    plain = notebook == ONE_CELL
    process, base = serve(folder, log=args.log, plain=plain)
    probe = None if plain else StoreProbe(data)
    watch = CpuWatch(process.pid, args.clients)
    mine = lambda: [pid for pid in kernel_pids() if pid in set(descendants(process.pid))]  # noqa: E731
    cpu_start = {**watch.totals(), "machine": CpuWatch.machine()}
    spy = profile(process.pid, args.profile, notebook) if args.profile else None
    try:
        klass = (ChromiumClass(base, notebook, args) if args.clients == "chromium"
                 else ProtocolClass(base, notebook, args, assets))
        try:
            seconds = klass.arrive()
            cpu = {**watch.totals(), "machine": CpuWatch.machine()}
            if spy:
                spy.send_signal(signal.SIGINT)   # py-spy writes its file
                spy.wait(60)
            figures = arrived(klass, seconds, cpu, cpu_start, mine(), args)
            if probe is not None:
                figures["store"] = probe.report()
            figures["read"] = read(mine, klass, args)
        finally:
            klass.leave()
        figures["left"] = leave(mine, time.perf_counter(), args)
    finally:
        watch.stop.set()
        process.terminate()
        process.wait(30)
    return figures


def profile(pid: int, folder: Path, notebook: str) -> subprocess.Popen:
    """py-spy (``$PY_SPY``, else on the PATH) samples the server and its kernels while the
    class arrives, into ``folder/<notebook>.txt`` (collapsed stacks: ``server_phases.py``)."""
    folder.mkdir(parents=True, exist_ok=True)
    spy = os.environ.get("PY_SPY") or shutil.which("py-spy") or "py-spy"
    return subprocess.Popen([spy, "record", "--pid", str(pid), "--subprocesses", "--nonblocking",
                             "--rate", "50", "--format", "raw", "--full-filenames",
                             "-o", str(folder / f"{Path(notebook).stem}.txt")],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def static_files(folder: Path, notebook: str) -> list[str]:
    """The static files a page of ``notebook`` fetches, recorded on a server of its own (so
    that the class's server starts fresh)."""
    os.environ["BRISCOLA_DATA"] = tempfile.mkdtemp(prefix="classroom-data-")
    process, base = serve(folder)
    try:
        assets = record_assets(base, notebook)
    finally:
        process.terminate()
        process.wait(30)
    print(f"  (a first visit's static files: {len(assets)}, fetched by each learner)")
    return assets


def arrived(klass, seconds: list[Optional[float]], cpu: dict[str, float],
            cpu_start: dict[str, float], kernels: list[int], args: argparse.Namespace) -> dict:
    """Print how the class got its pages; returns the figures."""
    for learner in range(args.learners):
        print(f"  learner {learner + 1}: {klass.describe(learner)}", flush=True)
    memory = [rss_mb(pid) for pid in kernels]
    ok = [s for s in seconds if s]
    figures: dict[str, Any] = {"ok": len(ok), "median": statistics.median(ok) if ok else None,
                               "slowest": max(ok) if ok else None}
    print(f"  {len(ok)} of {args.learners} got a usable page; median "
          f"{figures['median'] or 0:.1f} s, slowest {figures['slowest'] or 0:.1f} s")
    if isinstance(klass, ProtocolClass):
        print(klass.summary())
    used = {name: cpu[name] - cpu_start.get(name, 0.0) for name in cpu}
    other = used.pop("machine") - sum(used.values())
    figures["cpu"] = {name: value / args.learners for name, value in used.items()}
    print("  CPU seconds while they arrived and loaded: " + ", ".join(
        f"{name} {value:.1f}" for name, value in used.items())
        + f"; the rest of the machine {max(0.0, other):.1f} (other work skews the figures)")
    print("  per learner: " + ", ".join(
        f"{name} {value:.2f}" for name, value in figures["cpu"].items()) + " CPU s")
    if memory:
        print(f"  kernels: {len(kernels)}, memory each: median "
              f"{statistics.median(memory):.0f} MB, total {sum(memory):.0f} MB")
    return figures


def read(mine, klass, args: argparse.Namespace) -> int:
    """The learners read for ``args.read`` seconds; returns how many of their kernels are
    still up."""
    learners = mine()
    klass.stay(args.read)
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
    parser.add_argument("--clients", choices=("chromium", "protocol"), default="chromium",
                        help="learners as Chromium pages, or as the requests a page makes")
    parser.add_argument("--assets", action="store_true",
                        help="protocol clients also fetch a first visit's static files")
    parser.add_argument("--learners", type=int, default=20)
    parser.add_argument("--lesson", default="05_first_game.ipynb")
    parser.add_argument("--within", type=float, default=10.0, help="seconds over which they arrive")
    parser.add_argument("--read", type=float, default=90.0, help="seconds they read on the page")
    parser.add_argument("--wait", type=float, default=75.0, help="seconds to watch after they leave")
    parser.add_argument("--timeout", type=float, default=240.0,
                        help="seconds a learner waits for a usable page")
    parser.add_argument("--log", type=Path, help="keep the server's messages in this file")
    parser.add_argument("--profile", type=Path, metavar="DIR",
                        help="sample the server and kernels with py-spy while the class arrives")
    parser.add_argument("--lesson-only", action="store_true", help="skip the one-cell notebook")
    args = parser.parse_args()
    # The package's byte code, as an installed package has it (a shell with
    # PYTHONDONTWRITEBYTECODE would otherwise have every kernel compile the package anew).
    compileall.compile_dir(ROOT / "briscola_teach", quiet=1)
    floor = None
    if not args.lesson_only:
        floor = run_class(one_cell_folder(), ONE_CELL, args, "the one-cell notebook")
    lesson = run_class(ROOT / "lessons", args.lesson, args, f"the lesson {args.lesson}")
    print("\n== Summary")
    if floor and floor["median"] and lesson["median"]:
        print(f"  median time to a usable page: lesson {lesson['median']:.1f} s, one-cell "
              f"notebook {floor['median']:.1f} s: {lesson['median'] / floor['median']:.2f} times "
              "(target: at most 1.2)")
        print("  CPU s per learner, lesson / one-cell: " + ", ".join(
            f"{name} {lesson['cpu'][name]:.2f} / {floor['cpu'][name]:.2f}" for name in lesson["cpu"]))
        # Steadier than the medians: the one-cell class runs below the server's capacity, a
        # heavier page near it, where a slightly slower machine makes the queue much longer.
        serving = {page: f["cpu"]["server"] + f["cpu"]["kernels"] for page, f in
                   (("lesson", lesson), ("floor", floor))}
        print(f"  server and kernels: {serving['lesson']:.2f} CPU s per learner against "
              f"{serving['floor']:.2f}: {serving['lesson'] / serving['floor']:.2f} times")
    print(f"  lesson: {lesson['ok']} of {args.learners} usable, {lesson['read']} kernels up "
          f"after {args.read:.0f} s of reading, {lesson['left']} left "
          f"{args.wait:.0f} s after they went")
    return 0


if __name__ == "__main__":
    sys.exit(main())
