"""The table server under a class's load: 200 tables at once, then a kill.

    python benchmarks/tables.py [--tables 200] [--seconds 60] [--think 1.0] [--bot 0.8]
                                [--via-proxy]

A fresh ``briscola-teach tables`` on an empty store; this process plays every learner, as
clients of the table protocol (no browsers, no kernels). The tables are a mix: a third
two-player, a third four-player, a third Chiamata, each with two learners and medium
computers in the other seats, no timer, each a match (to four raggi; a round of Chiamata).
A learner plays ``--think`` seconds after its turn comes (the first legal card; in
Chiamata's auction it passes); the computers play at the server's pace (``--bot``).

It prints:

- the time from a learner's play leaving its client to the other learner of the table
  receiving it, median and 95th percentile (goal: p95 at most 100 ms); the pacing is not in
  it, since the other learner is told at once;
- the server's CPU time over the run (per table and second) and its memory (per table);
- then the server is killed (SIGKILL) with every table mid-hand and started again: the time
  until it answers again, and until every learner's client has reconnected by itself and holds
  its table's state again (goal: all 200 back within 5 s), and whether every table came back
  exactly as it was (same cards, same turn, same score).

``--via-proxy`` puts JupyterHub's proxy (configurable-http-proxy from npm, in ``.tools/``, as
scripts/test installs it) between the learners and the server, as on a Hub, where every
message goes through it: the same numbers then include the proxy's hop, and its own CPU and
memory are printed beside the server's. (On this machine's two cores the proxy, the server and
the learners' clients share the cores: the numbers are an upper bound of a Hub's.)
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from briscola_teach.tables.identity import credential, table_key  # noqa: E402
from briscola_teach.tables.table_client import TableClient  # noqa: E402
from briscola_teach.tables.table import Table  # noqa: E402
from briscola_teach.tables.table_store import TableStore  # noqa: E402

# Matches (to 4 raggi; a round of Chiamata), so that every table is still playing at the kill.
MIX = ({"players": 2, "goal": "raggi"}, {"players": 4, "goal": "raggi"},
       {"game": "chiamata", "players": 5, "goal": "round"})
TICKS = os.sysconf("SC_CLK_TCK")
PROXY = ROOT / ".tools" / "node_modules" / ".bin" / "configurable-http-proxy"
PAUSED = False      # the learners stop playing while the server is killed and started again


def free_port() -> int:
    import socket
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start(folder: Path, port: int, bot: float) -> subprocess.Popen:
    env = dict(os.environ, BRISCOLA_DATA=str(folder))
    process = subprocess.Popen([sys.executable, "-m", "briscola_teach.cli", "tables",
                                f"--port={port}", f"--bot-seconds={bot}"], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return process


def start_proxy(port: int, target: int) -> subprocess.Popen:
    """JupyterHub's proxy on ``port``, sending everything to the table server on ``target``
    (a Hub adds a route per service; one default route is the same hop)."""
    if not PROXY.exists():
        raise SystemExit(f"--via-proxy needs {PROXY}: npm install --prefix .tools "
                         "configurable-http-proxy@5.3.0 (scripts/test does)")
    env = dict(os.environ, CONFIGPROXY_AUTH_TOKEN=os.urandom(16).hex())
    return subprocess.Popen([str(PROXY), f"--port={port}", "--ip=127.0.0.1",
                             f"--api-port={free_port()}", "--log-level=error",
                             f"--default-target=http://127.0.0.1:{target}"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def wait_answering(port: int, process: subprocess.Popen) -> None:
    while True:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2)
            return
        except OSError:
            if process.poll() is not None:
                raise SystemExit("the table server stopped")
            time.sleep(0.01)


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


class Learner:
    """A learner at one table: plays its own turn after ``think`` seconds; times the other
    learner's plays from their sending to their arrival here."""

    def __init__(self, url: str, key: bytes, number: int, think: float, sent: dict,
                 delays: list) -> None:
        self.client = TableClient(url, credential(number, key=key), self._heard)
        self.think, self.sent, self.delays = think, sent, delays
        self.table = ""
        self.pending = None
        self.first: dict | None = None     # the first state heard after the restart

    def _heard(self, message: dict) -> None:
        if message["t"] == "event" and message["event"].get("action") == "play":
            sent = self.sent.pop((message["table"], message["v"]), None)
            if sent is not None and sent[1] is not self:
                self.delays.append(time.monotonic() - sent[0])
        if message["t"] == "state" and message["table"] == self.table:
            if self.first is None:
                self.first = message
            self._maybe_play(message)

    def _maybe_play(self, state: dict) -> None:
        view = state["view"]
        if state["status"] != "playing" or view is None:
            return
        if view["is_over"]:
            if state["you"] == 0:
                self.client.send({"t": "next", "table": self.table})
            return
        if view["current_player"] != state["you"] or self.pending == state["v"]:
            return
        self.pending = state["v"]
        asyncio.get_running_loop().call_later(self.think, self._play, state)

    def _play(self, state: dict) -> None:
        view, seat = state["view"], state["you"]
        if PAUSED:
            return
        if self.client.states.get(self.table, {}).get("v") != state["v"]:
            return
        if view["kind"] == "chiamata" and view["phase"] == "auction":
            action = ["bid", seat, "pass"]
        elif view["legal"]:
            action = ["play", seat, view["legal"][0]]
            self.sent[(self.table, state["v"] + 1)] = (time.monotonic(), self)
        else:
            return
        self.client.send({"t": "act", "table": self.table, "v": state["v"], "action": action})


async def seat_everyone(url: str, key: bytes, tables: int, think: float, sent: dict,
                        delays: list) -> list[Learner]:
    learners = []
    for number in range(tables):
        first = Learner(url, key, 2 * number + 1, think, sent, delays)
        second = Learner(url, key, 2 * number + 2, think, sent, delays)
        await first.client.connect()
        await second.client.connect()
        options = dict(MIX[number % len(MIX)], timer=0)
        code = await first.client.create(options)
        first.table = second.table = code
        await second.client.request({"t": "join", "table": code, "seat": 1})
        await first.client.request({"t": "start", "table": code})
        learners += [first, second]
    return learners


async def run(args: argparse.Namespace, folder: Path) -> None:
    port = free_port()
    key = table_key(folder)
    process = start(folder, port, args.bot)
    wait_answering(port, process)
    proxy = None
    if args.via_proxy:
        front = free_port()
        proxy = start_proxy(front, port)
        wait_answering(front, proxy)
        print("through JupyterHub's proxy (configurable-http-proxy)", flush=True)
    url = f"ws://127.0.0.1:{front if proxy else port}/tables"
    sent: dict = {}
    delays: list[float] = []
    began = time.monotonic()
    learners = await seat_everyone(url, key, args.tables, args.think, sent, delays)
    print(f"{args.tables} tables made and started in {time.monotonic() - began:.1f} s; "
          f"playing for {args.seconds} s", flush=True)
    delays.clear()
    cpu0, wall0, ours0 = cpu_seconds(process.pid), time.monotonic(), time.process_time()
    proxy0 = cpu_seconds(proxy.pid) if proxy else 0.0
    await asyncio.sleep(args.seconds)
    cpu, wall = cpu_seconds(process.pid) - cpu0, time.monotonic() - wall0
    ours = time.process_time() - ours0
    ordered = sorted(delays)
    p95 = ordered[int(0.95 * (len(ordered) - 1))] if ordered else float("nan")
    print(f"plays timed: {len(ordered)}; from a learner's play to the other learner: "
          f"median {1000 * statistics.median(ordered):.1f} ms, p95 {1000 * p95:.1f} ms, "
          f"slowest {1000 * ordered[-1]:.1f} ms (goal: p95 <= 100 ms)")
    print(f"server CPU: {cpu / wall:.2f} cores ({1000 * cpu / wall / args.tables:.2f} ms per table "
          f"per second); memory {rss_mb(process.pid):.0f} MB "
          f"({1024 * rss_mb(process.pid) / args.tables:.0f} KB per table); the {2 * args.tables} "
          f"learners' clients took {ours / wall:.2f} cores of the machine's two", flush=True)
    if proxy:
        hop = cpu_seconds(proxy.pid) - proxy0
        print(f"the proxy: {hop / wall:.2f} cores ({1000 * hop / wall / args.tables:.2f} ms per "
              f"table per second); memory {rss_mb(proxy.pid):.0f} MB", flush=True)

    global PAUSED
    PAUSED = True
    await asyncio.sleep(0.5)
    process.send_signal(signal.SIGKILL)
    process.wait()
    store = TableStore(folder / "tables.sqlite3")
    before = {t.code: t.to_json() for t in store.load()}
    store.close()
    mid_hand = sum(1 for learner in learners[::2]
                   if learner.client.states[learner.table]["status"] == "playing")
    for learner in learners:
        learner.client.states.pop(learner.table, None)
        learner.first = None
    killed = time.monotonic()
    process = start(folder, port, args.bot)
    wait_answering(port, process)
    answering = time.monotonic() - killed
    while not all(learner.table in learner.client.states for learner in learners):
        await asyncio.sleep(0.01)
    back = time.monotonic() - killed
    versions = {code: Table.from_json(text).version for code, text in before.items()}
    same = sum(1 for learner in learners if learner.first is not None and
               learner.first["v"] == versions[learner.table])
    print(f"killed with {mid_hand} of {args.tables} tables mid-hand: the server answered again "
          f"{answering:.2f} s after the restart began, and all {len(learners)} learners held "
          f"their table again after {back:.2f} s (goal: within 5 s); {same} of {len(learners)} "
          f"learners found it at the version it had when it was killed")
    for learner in learners:
        await learner.client.close()
    process.terminate()
    process.wait()
    if proxy:
        proxy.terminate()
        proxy.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--think", type=float, default=1.0)
    parser.add_argument("--bot", type=float, default=0.8)
    parser.add_argument("--via-proxy", action="store_true",
                        help="through JupyterHub's proxy, as on a Hub")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="tables-bench-"))
    try:
        asyncio.run(run(args, folder))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
