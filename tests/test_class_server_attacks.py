"""The class server against a learner who wants to take it down (issue 40): ``briscola-teach
serve`` started for real, attacked over the network as a learner's machine would, while a
classmate (another client address: on Linux all of 127.0.0.0/8 is this machine) still gets
their page.

- connections that never finish their headers (slowloris), thousands from one address;
- the log flooded by that attack's errors;
- a body of 95 MB posted to the server;
- ``comm_open`` flooded on one's own page's kernel socket (200 MB), and a message of 9 MB;
- thousands of requests without a cookie, each of which made a learner;
- requests from one address as fast as a script can send them;
- wrong login codes from one learner, which locked out the classmates behind the same address;
- the teacher's page framed by another site.
"""

from __future__ import annotations

import asyncio
import errno
import http.client
import json
import socket
import sys
import threading
import time
import uuid
from pathlib import Path

import pytest
from tornado.websocket import WebSocketClosedError

from briscola_teach.limits import GUESSES_PER_MINUTE
from briscola_teach.web import LEARNER_COOKIE, TEACHER_COOKIE

from served import ClassServer, memory_mb

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
from protocol import Learner, unpack  # noqa: E402

ATTACKER, CLASSMATE = "127.0.0.2", "127.0.0.3"
WIDGETS = "application/vnd.jupyter.widget-view+json"     # a page whose cells ran
LESSON = "00_index.ipynb"
CONTROL = "jupyter.widget.control"      # what ipywidgets' manager opens from the page


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    running = ClassServer(tmp_path_factory.mktemp("attacked"), (LESSON,))
    yield running
    running.stop()


def learner_cookie(server: ClassServer) -> str:
    """A new learner's cookie, as a browser gets it by opening a page."""
    _, _, cookies = server.page()
    return cookies[LEARNER_COOKIE][0]


# -- connections ---------------------------------------------------------------------------

def hold_connections(port: int, count: int, source: str) -> list[socket.socket]:
    """``count`` connections from ``source`` that send half a request's headers and then
    nothing (non-blocking: a server that no longer accepts leaves them pending)."""
    held = []
    for _ in range(count):
        sock = socket.socket()
        sock.setblocking(False)
        sock.bind((source, 0))
        if sock.connect_ex(("127.0.0.1", port)) not in (0, errno.EINPROGRESS):
            sock.close()
            continue
        held.append(sock)
    time.sleep(1)
    for sock in held:
        try:
            sock.send(b"GET /voila/render/00_index.ipynb HTTP/1.1\r\nHost: x\r\n")
        except OSError:
            pass
    return held


def test_connections_that_never_finish_their_headers_leave_a_classmate_room(tmp_path):
    """A desktop's 1,024 open files, and 3,000 connections from one address that never
    finish their headers: the classmate's page still opens, and the log stays small."""
    server = ClassServer(tmp_path, (LESSON,), files=1024)
    held: list[socket.socket] = []
    try:
        before = server.log.stat().st_size
        held = hold_connections(server.port, 3000, ATTACKER)
        time.sleep(3)
        try:
            status, page, _ = server.page(LESSON, source=CLASSMATE, timeout=90)
        except OSError as error:
            pytest.fail(f"the classmate's page did not open: {error!r}")
        assert status == 200 and WIDGETS in page
        grown = server.log.stat().st_size - before
        assert grown < 30_000, f"the log grew by {grown} bytes:\n{server.log.read_text()[-3000:]}"
    finally:
        for sock in held:
            sock.close()
        server.stop()


# -- bodies ----------------------------------------------------------------------------------

def post_big_body(port: int, size: int) -> None:
    """POST ``size`` bytes to the login address, sent as long as the server takes them."""
    with socket.create_connection(("127.0.0.1", port), timeout=60) as sock:
        sock.sendall(f"POST /briscola/login HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                     f"Content-Type: application/json\r\nContent-Length: {size}\r\n\r\n".encode())
        chunk = b" " * (1 << 20)
        try:
            for _ in range(size // len(chunk)):
                sock.sendall(chunk)
            sock.recv(100)
        except OSError:   # refused: the server closed the connection
            pass


def test_a_big_body_is_refused_before_it_is_read(server):
    voila = server.voila_pid()
    peak = memory_mb(voila, "VmHWM")
    posts = [threading.Thread(target=post_big_body, args=(server.port, 95_000_000))
             for _ in range(4)]
    for post in posts:
        post.start()
    for post in posts:
        post.join(120)
    assert memory_mb(voila, "VmHWM") - peak < 40
    assert server.request("GET", "/teacher")[0] == 200


# -- the kernel's socket ---------------------------------------------------------------------

def text_widget(size: int) -> dict:
    """A comm_open's data making a Text widget of ``size`` characters, as a browser could."""
    return {"state": {"_model_name": "TextModel", "_model_module": "@jupyter-widgets/controls",
                      "_model_module_version": "2.0.0", "_view_name": "TextView",
                      "_view_module": "@jupyter-widgets/controls",
                      "_view_module_version": "2.0.0", "value": "x" * size},
            "buffer_paths": []}


def comm_open_flood(rounds: int) -> list[tuple[str, dict]]:
    """What a learner's script may send from their own page, round after round: a widget of
    1 MB and one of 20 kB, the widget manager's control comm with 1 MB of data and with none
    (left open)."""
    kinds = [("jupyter.widget", text_widget(1_000_000)), ("jupyter.widget", text_widget(20_000)),
             (CONTROL, {"x": "x" * 1_000_000}), (CONTROL, {})]
    return kinds * rounds


async def comm_closes(learner: Learner, ids: set[str], seconds: float) -> int:
    """How many of ``ids`` the kernel closed (refused, or closed for newer ones) within
    ``seconds``: the comm_opens it was given."""
    closed = 0

    async def read() -> None:
        nonlocal closed
        while True:
            frame = await learner.socket.read_message()
            if frame is None:
                return
            _, parts = unpack(frame)
            if (json.loads(parts[0])["msg_type"] == "comm_close"
                    and json.loads(parts[3]).get("comm_id") in ids):
                closed += 1

    try:
        await asyncio.wait_for(read(), seconds)
    except asyncio.TimeoutError:
        pass
    return closed


async def comm_open_attack(server: ClassServer) -> dict:
    """One's own page, then 100 rounds of ``comm_open_flood`` (about 200 MB) sent at once,
    and 15 s later a message of 9 MB on a new socket, and the page's widgets asked for on
    another."""
    learner = Learner(server.url, LESSON)
    visit = await learner.visit_page(180)
    assert not visit.error, visit.error
    kernel = server.kernel_pid(learner.kernel)
    found = {"kernel_before": memory_mb(kernel), "widgets_before": visit.widgets}
    ids = set()
    for target, data in comm_open_flood(100):
        comm_id = uuid.uuid4().hex
        ids.add(comm_id)
        learner.send("shell", "comm_open", {"comm_id": comm_id, "target_name": target,
                                            "data": data},
                     metadata={"version": "2.1.0" if target == "jupyter.widget" else "1.0.0"})
    found["handled"] = await comm_closes(learner, ids, 15)
    found["kernel_after"] = memory_mb(kernel)
    learner.leave()
    await learner.connect()
    learner.send("shell", "comm_open", {"comm_id": uuid.uuid4().hex, "target_name": CONTROL,
                                        "data": {"x": "x" * 9_000_000}})
    try:
        await asyncio.wait_for(
            learner.ask("shell", "kernel_info_request", {}, answer="kernel_info_reply"), 60)
        found["closed"] = False
    except (RuntimeError, WebSocketClosedError):     # the server closed the socket
        found["closed"] = True
    await learner.connect()     # as the page does when its socket drops
    found["widgets_after"] = len(await asyncio.wait_for(learner.states(), 60))
    learner.leave()
    return found


def test_a_comm_open_flood_leaves_the_kernel_small_and_the_page_working(server):
    found = asyncio.run(comm_open_attack(server))
    print(found)
    grown = found["kernel_after"] - found["kernel_before"]
    assert grown < 60, f"the kernel grew by {grown:.0f} MB"
    # Read no faster than a page sends: 8 MB at once, then 1 MB a second (2 MB a round).
    assert found["handled"] <= 4 * (8 + 15) / 2 + 8, found
    assert found["widgets_after"] == found["widgets_before"]
    assert found["closed"], "a message of 9 MB reached the kernel"


# -- learners ----------------------------------------------------------------------------------

def flood(server: ClassServer, method: str, count: int = 10**9, seconds: float = 600,
          at_once: int = 8) -> list[int]:
    """``count`` requests for a page without a cookie (or as many as go in ``seconds``), from
    the attacker's address; their statuses."""
    statuses: list[int] = []
    until = time.monotonic() + seconds

    def worker() -> None:
        for _ in range(count // at_once):
            if time.monotonic() > until:
                return
            statuses.append(server.request(method, f"/voila/render/{LESSON}", source=ATTACKER,
                                           timeout=120)[0])

    workers = [threading.Thread(target=worker) for _ in range(at_once)]
    for running in workers:
        running.start()
    for running in workers:
        running.join()
    return statuses


def test_requests_without_a_cookie_make_at_most_the_new_learners_allowed(tmp_path):
    """HEAD and OPTIONS make no learner; GETs without a cookie make learners as fast as
    the bucket lets (here 3 at once, then 1 a minute), and the rest get a page saying to
    try again."""
    server = ClassServer(tmp_path, (LESSON,), lang="en",
                         voila={"ClassVoila": {"new_learners_at_once": 3,
                                               "new_learners_per_minute": 1}})
    try:
        flood(server, "HEAD", 1000)
        flood(server, "OPTIONS", 1000)
        assert len(server.roster().rows()) == 0
        statuses = flood(server, "GET", 200)
        assert len(server.roster().rows()) <= 4 and statuses.count(200) <= 4
        status, page, cookies = server.page(source=ATTACKER)
        assert status == 429 and LEARNER_COOKIE not in cookies
        assert page.index("<section lang='en'") < page.index("<section lang='it'")
        assert "moment" in page and "momento" in page
        # A classmate behind another address still becomes a learner.
        assert server.page(source=CLASSMATE)[0] == 200
    finally:
        server.stop()


def test_a_flood_of_requests_from_one_address_waits_its_turn(tmp_path):
    """Requests from one address beyond those allowed at once (here 100, then 20 a second)
    wait: in 6 s a script gets at most what the bound allows, and a classmate at another
    address gets their page meanwhile."""
    server = ClassServer(tmp_path, (LESSON,),
                         voila={"ClassVoila": {"requests_at_once": 100,
                                               "requests_per_second": 20}})
    try:
        classmate: list[int] = []
        visit = threading.Thread(target=lambda: classmate.append(
            server.page(source=CLASSMATE, timeout=120)[0]))
        visit.start()
        statuses = flood(server, "HEAD", seconds=6)
        visit.join()
        assert len(statuses) <= 100 + 20 * 6 + 8 + 20, len(statuses)
        assert classmate == [200]
    finally:
        server.stop()


# -- guesses ---------------------------------------------------------------------------------

def test_one_learners_wrong_codes_do_not_lock_a_classmate_out(server):
    guesser, classmate = learner_cookie(server), learner_cookie(server)
    replies = [server.request("POST", "/briscola/login", {"code": "AAAAA"},
                              headers={"Cookie": f"{LEARNER_COOKIE}={guesser}"})[0]
               for _ in range(GUESSES_PER_MINUTE + 2)]
    assert replies[-1] == 429
    roster = server.roster()
    code = roster.new_code(roster.new_learner()[0]).code
    status, text, _ = server.request("POST", "/briscola/login", {"code": code},
                                     headers={"Cookie": f"{LEARNER_COOKIE}={classmate}"})
    assert status == 200, text


def test_a_login_without_a_learners_cookie_is_refused(server):
    roster = server.roster()
    code = roster.new_code(roster.new_learner()[0]).code
    status, text, cookies = server.request("POST", "/briscola/login", {"code": code})
    assert status == 403 and json.loads(text) == {"error": "learner_unknown"}
    assert LEARNER_COOKIE not in cookies and TEACHER_COOKIE not in cookies


# -- framing ---------------------------------------------------------------------------------

@pytest.mark.parametrize("method, path", [("GET", "/teacher"), ("GET", f"/voila/render/{LESSON}"),
                                          ("GET", "/nothing-here"),
                                          ("POST", "/briscola/login")])
def test_no_page_of_the_server_can_be_framed_by_another_site(server, method, path):
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=180)
    connection.request(method, path, body=b"{}" if method == "POST" else None,
                       headers={"Content-Type": "application/json"})
    reply = connection.getresponse()
    reply.read()
    connection.close()
    policy = reply.headers.get("Content-Security-Policy", "")
    assert "frame-ancestors 'self'" in policy or "frame-ancestors 'none'" in policy, policy
    assert reply.headers.get("X-Frame-Options") in ("SAMEORIGIN", "DENY")
