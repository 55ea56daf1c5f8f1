"""A classmate's lesson page while one learner tries to take the class server down.

    python benchmarks/dos.py [--lesson 01_deck.ipynb] [--visits 3] [--warmup 10]
                             [--attacks slowloris,comm_open,...]

For each attack of issue 40, a fresh ``briscola-teach serve`` (as a teacher starts it, with
the table server and an empty store of its own) is first timed quiet, then attacked: the
attacker, a process of its own from 127.0.0.2, gets going for ``--warmup`` seconds, and a
classmate from 127.0.0.3 opens the lesson ``--visits`` times, one visit after the other, each
a new browser. A visit is ``protocol.Learner``'s: the page read, its kernel's socket open and
every widget's state received (what a browser needs before the page can be used). The
attacker is niced: in a classroom it runs on the learner's own machine, not on the server's
cores (here they share this machine's two).

The attacks:

- ``slowloris``: 5,000 connections that send half a request's headers and then nothing, each
  opened again as soon as the server closes it.
- ``comm_open``: the attacker's own page, its kernel's socket flooded with ``comm_open``: widgets
  of 20 kB and 1 MB, the widget manager's control comm with 1 MB of data and with none, and a
  message of 9 MB (which closes the socket: it connects again and goes on).
- ``fake_learners``: requests for the lesson without a cookie, HEAD, OPTIONS and GET, 16 at a
  time.
- ``big_bodies``: four posts of 95 MB at a time, again and again.
- ``many_tabs``: one learner with 20 tabs of the lesson open, each opened again if it closes.
- ``table_spam``: one learner on the class tables' page, clicking "new table" again and again;
  the classmate then opens the class tables' page too (timed quiet as well).

It prints, per attack, the classmate's median time to a usable page quiet and attacked and
their ratio (the issue's goal: at most 2), what the attack did, and how much the server's log
and memory grew. Against fake learners the classmate comes twice: while the attacker's
learners allowed at once (a class behind one address: 60) open their pages, as a class
arriving would, and after them (90 s on), when a few a minute are all the attacker gets.
"""

from __future__ import annotations

import argparse
import asyncio
import compileall
import json
import logging
import os
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from briscola_teach.i18n import t  # noqa: E402
from briscola_teach.server import descendants  # noqa: E402
from pages import free_port, rss_mb  # noqa: E402
from protocol import Learner  # noqa: E402

ATTACKER, CLASSMATE = "127.0.0.2", "127.0.0.3"
TABLES_PAGE = "tables.ipynb"
CONTROL = "jupyter.widget.control"


# -- the server ----------------------------------------------------------------------------

class Served:
    """``briscola-teach serve`` on the lessons, with a store and a log of its own."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="dos-"))
        self.log = self.folder / "serve.log"
        self.port = free_port()
        env = dict(os.environ, BRISCOLA_DATA=str(self.folder / "data"), HOME=str(self.folder),
                   JUPYTER_RUNTIME_DIR=str(self.folder / "runtime"))
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "briscola_teach.cli", "serve", "--port", str(self.port),
                 "--tables-port", str(free_port()), "--lessons", str(ROOT / "lessons")],
                env=env, stdout=log, stderr=subprocess.STDOUT)
        self.base = f"http://127.0.0.1:{self.port}"
        deadline = time.monotonic() + 90
        while "running at" not in self.log.read_text(errors="replace"):
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"serve did not start:\n{self.log.read_text()}")
            time.sleep(0.3)

    def voila(self) -> int:
        return next(pid for pid in descendants(self.process.pid)
                    if b"briscola_teach.web" in Path(f"/proc/{pid}/cmdline").read_bytes())

    def learners(self) -> int:
        from briscola_teach.learners import Roster
        return len(Roster(self.folder / "data" / "progress.sqlite3").rows())

    def stop(self) -> None:
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(30)
        except subprocess.TimeoutExpired:
            self.process.kill()


# -- the classmate -------------------------------------------------------------------------

def visits(base: str, notebook: str, count: int, timeout: float = 120) -> list[Optional[float]]:
    """The classmate opens ``notebook`` ``count`` times, one after the other; the seconds to
    every widget's state (None: not within ``timeout``)."""
    async def one() -> Optional[float]:
        learner = Learner(base, notebook, source=CLASSMATE)
        visit = await learner.visit_page(timeout)
        learner.leave()
        if visit.error:
            print(f"    a visit failed: {visit.error}", flush=True)
        return None if visit.error else visit.states

    async def all_of_them() -> list[Optional[float]]:
        return [await one() for _ in range(count)]

    return asyncio.run(all_of_them())


def median(seconds: list[Optional[float]]) -> Optional[float]:
    done = [s for s in seconds if s is not None]
    return statistics.median(done) if len(done) == len(seconds) else None


# -- the attacks (run in the attacker's process) -------------------------------------------

async def slowloris(base: str, notebook: str) -> None:
    host, port = base.split("//")[1].split(":")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))

    async def hold() -> None:
        while True:
            try:
                reader, writer = await asyncio.open_connection(host, int(port),
                                                               local_addr=(ATTACKER, 0))
                writer.write(b"GET /voila/render/" + notebook.encode() + b" HTTP/1.1\r\nHost: x\r\n")
                await reader.read()          # until the server closes it
                writer.close()
            except OSError:
                await asyncio.sleep(0.1)

    await asyncio.gather(*(hold() for _ in range(min(5000, hard - 100))))


async def comm_open(base: str, notebook: str) -> None:
    learner = Learner(base, notebook, source=ATTACKER)
    visit = await learner.visit_page(300)
    if visit.error:
        raise RuntimeError(visit.error)

    def opens(count: int, target: str, data: dict) -> None:
        for _ in range(count):
            learner.send("shell", "comm_open", {"comm_id": uuid.uuid4().hex,
                                                "target_name": target, "data": data},
                         metadata={"version": "2.1.0" if target == "jupyter.widget" else "1.0.0"})

    widget = {"state": {"_model_name": "TextModel", "_model_module": "@jupyter-widgets/controls",
                        "_model_module_version": "2.0.0", "value": "x" * 20_000},
              "buffer_paths": []}
    while True:
        opens(200, "jupyter.widget", widget)
        opens(20, "jupyter.widget", {**widget, "state": {**widget["state"], "value": "x" * 10**6}})
        opens(20, CONTROL, {"x": "x" * 10**6})
        opens(50, CONTROL, {})
        try:
            await learner.ask("shell", "kernel_info_request", {}, answer="kernel_info_reply")
            opens(1, "jupyter.widget", {**widget, "state": {**widget["state"], "value": "x" * 9 * 10**6}})
            await learner.ask("shell", "kernel_info_request", {}, answer="kernel_info_reply")
        except Exception:        # the socket closed: as a page, connect again
            await learner.connect()


async def fake_learners(base: str, notebook: str) -> None:
    from tornado.httpclient import AsyncHTTPClient, HTTPRequest

    client = AsyncHTTPClient(force_instance=True, max_clients=16)

    async def worker(method: str) -> None:
        while True:
            try:
                await client.fetch(HTTPRequest(f"{base}/voila/render/{notebook}", method=method,
                                               network_interface=ATTACKER,
                                               request_timeout=300, allow_nonstandard_methods=True),
                                   raise_error=False)
            except Exception:
                await asyncio.sleep(0.1)

    await asyncio.gather(*(worker(("HEAD", "OPTIONS", "GET")[n % 3]) for n in range(16)))


async def big_bodies(base: str, notebook: str) -> None:
    host, port = base.split("//")[1].split(":")
    size, chunk = 95_000_000, b" " * (1 << 20)

    async def post() -> None:
        while True:
            try:
                reader, writer = await asyncio.open_connection(host, int(port),
                                                               local_addr=(ATTACKER, 0))
                writer.write(f"POST /briscola/login HTTP/1.1\r\nHost: {host}:{port}\r\n"
                             f"Content-Type: application/json\r\nContent-Length: {size}\r\n\r\n"
                             .encode())
                for _ in range(size // len(chunk)):
                    writer.write(chunk)
                    await writer.drain()
                await reader.read()
                writer.close()
            except OSError:
                await asyncio.sleep(0.05)

    await asyncio.gather(*(post() for _ in range(4)))


async def many_tabs(base: str, notebook: str, tabs: int = 20) -> None:
    from tornado.httpclient import AsyncHTTPClient, HTTPRequest

    answer = await AsyncHTTPClient(force_instance=True).fetch(
        HTTPRequest(f"{base}/voila/render/{notebook}", network_interface=ATTACKER,
                    request_timeout=300))
    cookie = "; ".join(value.split(";", 1)[0] for value in answer.headers.get_list("Set-Cookie"))

    async def tab() -> None:
        while True:
            learner = Learner(base, notebook, source=ATTACKER, cookie=cookie)
            await learner.visit_page(300)
            while learner.socket is not None and await learner.socket.read_message() is not None:
                pass          # the tab stays open until the server closes its socket

    await asyncio.gather(*(tab() for _ in range(tabs)))


async def table_spam(base: str, notebook: str) -> None:
    learner = Learner(base, TABLES_PAGE, source=ATTACKER)
    visit = await learner.visit_page(300)
    if visit.error:
        raise RuntimeError(visit.error)
    states = await learner.states()
    create = t("ct.create", os.environ.get("BRISCOLA_LANG", "it"))
    buttons = [model for model, state in states.items()
               if state.get("state", {}).get("description") == create]
    if not buttons:
        raise RuntimeError("no 'new table' button on the class tables' page")
    clicks = 0
    while True:
        for _ in range(10):
            learner.send("shell", "comm_msg", {"comm_id": buttons[0], "data": {
                "method": "custom", "content": {"event": "click"}}})
        clicks += 10
        await learner.ask("shell", "kernel_info_request", {}, answer="kernel_info_reply")
        if clicks % 100 == 0:
            print(f"  (the attacker has clicked 'new table' {clicks} times)", flush=True)


# Attacks whose classmate comes again later: fake learners make at most a class's worth at
# once, whose pages start as a class's do; after them, few.
LATER = {"fake_learners": [90.0]}
ATTACKS = {"slowloris": slowloris, "comm_open": comm_open, "fake_learners": fake_learners,
           "big_bodies": big_bodies, "many_tabs": many_tabs, "table_spam": table_spam}


def attacker(name: str, base: str, notebook: str) -> subprocess.Popen:
    """The attack in a process of its own, niced (see the module's notes)."""
    return subprocess.Popen([sys.executable, __file__, "--attacker", name, "--base", base,
                             "--lesson", notebook], preexec_fn=lambda: os.nice(15))


# -- the run -------------------------------------------------------------------------------

def run_attack(name: str, args: argparse.Namespace) -> dict[str, Any]:
    page = TABLES_PAGE if name == "table_spam" else args.lesson
    print(f"\n== {name}: the classmate opens {page}", flush=True)
    server = Served()
    try:
        visits(server.base, page, 1)                      # the server's first page: warm
        quiet = visits(server.base, page, args.visits)
        print("  quiet: " + ", ".join(f"{s:.1f} s" if s else "failed" for s in quiet), flush=True)
        voila, log_size = server.voila(), server.log.stat().st_size
        memory, learners = rss_mb(voila), server.learners()
        attack, began = attacker(name, server.base, page), time.monotonic()
        figures: dict[str, Any] = {"page": page, "quiet": median(quiet)}
        try:
            for when in [args.warmup] + LATER.get(name, []):
                time.sleep(max(0.0, began + when - time.monotonic()))
                attacked = visits(server.base, page, args.visits)
                print(f"  attacked, from {when:.0f} s on: "
                      + ", ".join(f"{s:.1f} s" if s else "failed" for s in attacked), flush=True)
                figures[f"attacked_{when:.0f}s"] = median(attacked)
        finally:
            attack.send_signal(signal.SIGTERM)
            attack.wait(30)
        figures.update(log_kb=(server.log.stat().st_size - log_size) / 1000,
                       server_mb=rss_mb(voila) - memory,
                       learners=server.learners() - learners - args.visits * (len(figures) - 2))
        print(f"  while attacked: the log grew by {figures['log_kb']:.0f} kB, the server's "
              f"memory by {figures['server_mb']:.0f} MB; the attacker made "
              f"{figures['learners']} learners", flush=True)
        return figures
    finally:
        server.stop()


def _seconds(value: Optional[float]) -> str:
    return f"{value:5.1f} s" if value else " failed"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lesson", default="01_deck.ipynb")
    parser.add_argument("--visits", type=int, default=3)
    parser.add_argument("--warmup", type=float, default=10.0,
                        help="seconds the attack runs before the classmate comes")
    parser.add_argument("--attacks", default=",".join(ATTACKS),
                        help="which, comma-separated: " + ", ".join(ATTACKS))
    parser.add_argument("--attacker", help=argparse.SUPPRESS)
    parser.add_argument("--base", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.attacker:                   # the attacker's own process
        signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
        logging.getLogger("asyncio").setLevel(logging.CRITICAL)   # its writes to closed sockets
        asyncio.run(ATTACKS[args.attacker](args.base, args.lesson))
        return 0
    compileall.compile_dir(ROOT / "briscola_teach", quiet=1)
    results = {name: run_attack(name, args) for name in args.attacks.split(",")}
    print("\n== Summary: the classmate's median seconds to a usable page (goal: attacked at "
          "most 2 times quiet)")
    for name, f in results.items():
        for phase in [key for key in f if key.startswith("attacked_")]:
            quiet, attacked = f["quiet"], f[phase]
            ratio = f"{attacked / quiet:.2f} times" if quiet and attacked else "NOT OPENED"
            print(f"  {name:14} {f['page']:15} quiet {_seconds(quiet)}  attacked (from "
                  f"{phase[9:]:>4} on) {_seconds(attacked)}  {ratio}")
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
