"""``briscola-teach serve`` held against a second serve and against one learner's many pages,
started for real: a second ``serve`` of a class already served is refused and writes nothing;
the address is printed when the server answers; a learner's pages are bounded and a page's
kernel socket is its own browser's; a closed page's kernel goes even while it is busy."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from tornado.httpclient import HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

from briscola_teach.learners import LEARNER_ENV
from briscola_teach.page_kernels import PAGES_PER_LEARNER
from briscola_teach.server import CULL_ENV, descendants
from briscola_teach.web import LEARNER_COOKIE

from served import ClassServer
from test_server_stop import free_port

CULL_SECONDS = 6


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    running = ClassServer(tmp_path_factory.mktemp("guarded"), ("00_index.ipynb", "class.ipynb"),
                          env={CULL_ENV: str(CULL_SECONDS)})
    yield running
    running.stop()


def serve_again(server: ClassServer, tmp: Path, port: int, tables: int, data: Path):
    env = dict(server.env, BRISCOLA_DATA=str(data))
    return subprocess.run(
        [sys.executable, "-m", "briscola_teach.cli", "serve", "--port", str(port),
         "--tables-port", str(tables), "--lessons", str(tmp / "lessons")],
        env=env, capture_output=True, text=True, timeout=60)


def store_state(server: ClassServer) -> dict:
    return {path.name: path.stat().st_mtime_ns for path in server.data.iterdir()
            if path.is_file() and path.suffix != ".lock"}


@pytest.mark.parametrize("clash", ["port", "tables", "data"])
def test_a_second_serve_of_a_served_class_is_refused_and_writes_nothing(server, tmp_path, clash):
    (tmp_path / "lessons").mkdir()
    port = server.port if clash == "port" else free_port()
    tables = server.tables_port if clash == "tables" else free_port()
    data = server.data if clash == "data" else tmp_path / "other"
    before = store_state(server)
    done = serve_again(server, tmp_path, port, tables, data)
    assert done.returncode == 1 and done.stdout == ""
    sentence = done.stderr.strip()
    assert sentence.count("\n") == 0 and sentence.startswith("Briscola: ")
    assert {"port": "--port", "tables": "--tables-port", "data": "BRISCOLA_DATA"}[clash] in sentence
    assert store_state(server) == before
    if clash != "data":
        assert not (tmp_path / "other").exists() or not any((tmp_path / "other").iterdir())
    # The running class still opens its teacher's page with a key it hands out.
    status, _, _ = server.request("POST", "/briscola/teacher", {"key": server.fresh_teacher_key()})
    assert status == 200


def test_the_address_is_printed_once_the_server_answers(server):
    # The ClassServer waited for the printed address only: the server answered at once.
    status, _, _ = server.request("GET", "/teacher")
    assert status == 200
    log = server.log.read_text()
    assert log.index("open http://127.0.0.1") > log.index("Briscola: the lessons")


def page_kernels(server: ClassServer) -> dict[int, str]:
    """The server's page kernels now: pid and the learner each works for."""
    found = {}
    for pid in descendants(server.process.pid):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
            environ = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if b"briscola_teach.kernel" in command:
            learner = [v for v in environ if v.startswith(LEARNER_ENV.encode() + b"=")]
            found[pid] = learner[0].split(b"=", 1)[1].decode() if learner else ""
    return found


def kernel_id(page: str) -> str:
    config = re.search(r'<script id="jupyter-config-data" type="application/json">\s*(\{.*?\})\s*</script>',
                       page, re.S)
    return json.loads(config.group(1))["kernelId"]


def socket_opens(server: ClassServer, kernel: str, cookie: str) -> int:
    """Open a page's kernel socket as the page does, and close it: 101, or the refusal."""
    request = HTTPRequest(f"ws://127.0.0.1:{server.port}/api/kernels/{kernel}/channels",
                          headers={"Cookie": f"{LEARNER_COOKIE}={cookie}"})

    async def connect() -> int:
        try:
            socket = await websocket_connect(request)
        except HTTPClientError as refused:
            return refused.code
        socket.close()
        await asyncio.sleep(0.2)
        return 101

    return asyncio.run(connect())


def test_a_learner_has_a_few_pages_at_once_the_oldest_giving_way(server):
    _, _, cookies = server.page()
    cookie = cookies[LEARNER_COOKIE][0]
    learner = str(server.roster().learner_for_key(cookie))
    for _ in range(PAGES_PER_LEARNER + 3):
        status, _, _ = server.page(cookies={LEARNER_COOKIE: cookie})
        assert status == 200
    mine = [pid for pid, who in page_kernels(server).items() if who == learner]
    assert len(mine) == PAGES_PER_LEARNER
    # A classmate's page is not one of those that gave way.
    _, _, other = server.page()
    assert server.roster().learner_for_key(other[LEARNER_COOKIE][0]) != int(learner)


def test_a_pages_kernel_socket_opens_only_for_its_own_browser(server):
    _, page, cookies = server.page()
    mine = cookies[LEARNER_COOKIE][0]
    _, _, others = server.page()
    assert socket_opens(server, kernel_id(page), others[LEARNER_COOKIE][0]) == 403
    assert socket_opens(server, kernel_id(page), "forged" * 8) == 403
    assert socket_opens(server, kernel_id(page), mine) == 101


BUSY = """import threading, time
import ipywidgets
label = ipywidgets.Label("0")
def tick():
    while True:
        label.value = str(int(label.value) + 1)
        time.sleep(0.5)
threading.Thread(target=tick, daemon=True).start()
label"""


def test_a_closed_pages_kernel_goes_even_while_busy(server):
    """A page whose kernel keeps talking (the teacher's page follows the class tables) kept
    its kernel for good after it closed: Voila's culling waits for the kernel to be quiet."""
    import nbformat
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(BUSY)])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}
    nbformat.write(notebook, server.data.parent / "lessons" / "busy.ipynb")
    _, _, cookies = server.page()
    cookie = cookies[LEARNER_COOKIE][0]
    learner = str(server.roster().learner_for_key(cookie))
    _, page, _ = server.page("busy.ipynb", cookies={LEARNER_COOKIE: cookie})
    assert socket_opens(server, kernel_id(page), cookie) == 101   # the page opened, then closed
    deadline = time.monotonic() + CULL_SECONDS + 30
    while any(who == learner for who in page_kernels(server).values()):
        assert time.monotonic() < deadline, "the closed page's kernel is still running"
        time.sleep(1)


def test_a_table_server_that_keeps_dying_is_started_again_later_each_time():
    from briscola_teach.server import Restarts
    restarts, now, waits = Restarts(), 1000.0, []
    for _ in range(8):
        restarts.died(now)
        start = now
        while not restarts.due(now):
            now += 0.1
        waits.append(round(now - start))
        now += 0.5                       # it dies again half a second after its start
    assert waits == [0, 1, 2, 4, 8, 16, 30, 30]
    restarts.died(now + 120)             # a death long after the last start: at once again
    assert restarts.due(now + 120)
