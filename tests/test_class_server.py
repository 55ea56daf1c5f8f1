"""The class server as a browser meets it, and as an attacker would try it: ``briscola-teach
serve`` started for real, spoken to over HTTP. Each browser becomes a learner by an HttpOnly
cookie; a forged header, cookie or key opens nobody; the teacher's key opens the class page
and nothing says whether a learner exists; no secret appears in the server's log."""

from __future__ import annotations

import json
import time

import psutil
import pytest

from briscola_teach.learners import LEARNER_HEADER, TEACHER_HEADER
from briscola_teach.server import descendants
from briscola_teach.limits import GUESSES_PER_MINUTE
from briscola_teach.web import LEARNER_COOKIE, TEACHER_COOKIE

from served import ClassServer
NOT_TEACHER = "This page is for the teacher"      # (the outputs travel JSON-encoded in the page)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    running = ClassServer(tmp_path_factory.mktemp("class-server"), ("00_index.ipynb", "class.ipynb"))
    yield running
    running.stop()


def learner_cookie(cookies: dict) -> str:
    value, header = cookies[LEARNER_COOKIE]
    assert "HttpOnly" in header and "SameSite=Lax" in header
    return value


def test_a_browser_becomes_a_learner_by_a_cookie_its_pages_cannot_read(server):
    before = len(server.roster().rows())
    status, _, cookies = server.page()
    assert status == 200
    key = learner_cookie(cookies)
    learner = server.roster().learner_for_key(key)
    assert learner is not None and len(server.roster().rows()) == before + 1
    status, _, again = server.page(cookies={LEARNER_COOKIE: key})
    assert status == 200 and LEARNER_COOKIE not in again           # known: no new learner
    assert len(server.roster().rows()) == before + 1
    row = next(row for row in server.roster().rows() if row.id == learner)
    assert row.page == "00"                                        # its kernel knew who it was


@pytest.mark.parametrize("forged", ["x" * 43, "", "; briscola_learner=1", "../../etc"])
def test_a_forged_or_stale_cookie_makes_a_new_learner(server, forged):
    before = {row.id for row in server.roster().rows()}
    _, _, cookies = server.page(cookies={LEARNER_COOKIE: forged})
    new = server.roster().learner_for_key(learner_cookie(cookies))
    assert new is not None and new not in before


def test_a_forged_learner_header_acts_for_nobody(server):
    _, _, cookies = server.page()
    victim = server.roster().learner_for_key(learner_cookie(cookies))
    server.roster().set_name(victim, "Vittima")
    seen = next(row.seen for row in server.roster().rows() if row.id == victim)
    time.sleep(1.1)
    _, _, other = server.page(headers={LEARNER_HEADER: str(victim), TEACHER_HEADER: "1"})
    intruder = server.roster().learner_for_key(learner_cookie(other))
    assert intruder != victim
    rows = {row.id: row for row in server.roster().rows()}
    assert rows[victim].seen == seen                         # the victim's page was not opened
    assert rows[intruder].page == "00"


def test_the_class_page_shows_nothing_without_the_teachers_key(server):
    server.roster().set_name(server.roster().new_learner()[0], "Segreta")
    status, text, _ = server.page("class.ipynb", headers={TEACHER_HEADER: "1"})
    assert status == 200 and NOT_TEACHER in text and "Segreta" not in text
    status, text, _ = server.page("class.ipynb", cookies={TEACHER_COOKIE: "guess" * 9})
    assert NOT_TEACHER in text


def test_a_wrong_teacher_key_is_refused_saying_nothing_of_the_class(server):
    answers = set()
    for key in ("nope", "x" * 43, server.teacher_key[:-2], None):
        status, text, cookies = server.request("POST", "/briscola/teacher", {"key": key})
        answers.add((status, text))
        assert TEACHER_COOKIE not in cookies
    assert answers == {(403, '{"error": "teacher_key"}')}


def test_the_teachers_key_opens_the_class_page(server):
    status, text, cookies = server.request("POST", "/briscola/teacher",
                                           {"key": server.fresh_teacher_key()})
    assert status == 200 and json.loads(text) == {"ok": True}
    value, header = cookies[TEACHER_COOKIE]
    assert "HttpOnly" in header and "SameSite=Strict" in header
    _, text, _ = server.page("class.ipynb", cookies={TEACHER_COOKIE: value})
    assert NOT_TEACHER not in text


def test_the_teachers_address_page_keeps_the_key_out_of_every_request(server):
    status, text, _ = server.request("GET", "/teacher")
    assert status == 200 and "location.hash" in text and "history.replaceState" in text


@pytest.mark.parametrize("body, headers, status", [
    (b"code=ABCDE", {"Content-Type": "application/x-www-form-urlencoded"}, 415),
    ({"code": "ABCDE"}, {"Origin": "http://evil.example"}, 403),
    (b"{not json", {}, 400),
    ({"code": ["A"]}, {}, 400),
])
def test_a_login_post_from_elsewhere_or_malformed_is_refused(server, body, headers, status):
    got, _, cookies = server.request("POST", "/briscola/login", body,
                                     headers={**as_a_learner(server), **headers})
    assert got == status and LEARNER_COOKIE not in cookies


def as_a_learner(server) -> dict:
    """The headers of a browser that has opened a page: a learner's cookie (the page that
    asks for a login code was opened with it)."""
    return {"Cookie": f"{LEARNER_COOKIE}={learner_cookie(server.page()[2])}"}


def test_a_login_code_gives_this_browser_the_codes_learner(server):
    roster = server.roster()
    learner, _ = roster.new_learner()
    code = roster.new_code(learner)
    browser = as_a_learner(server)
    status, text, cookies = server.request("POST", "/briscola/login", {"code": code.code},
                                           headers=browser)
    assert status == 200 and json.loads(text) == {"ok": True}
    assert server.roster().learner_for_key(learner_cookie(cookies)) == learner
    status, text, _ = server.request("POST", "/briscola/login", {"code": code.code},
                                     headers=browser)
    assert status == 400 and json.loads(text) == {"error": "code_unknown"}


def test_guessing_codes_is_slowed_down(server):
    browser = as_a_learner(server)
    replies = [server.request("POST", "/briscola/login", {"code": "AAAAA"}, headers=browser)[0]
               for _ in range(GUESSES_PER_MINUTE + 2)]
    assert 429 in replies and replies[0] in (400, 429)


def test_no_secret_reaches_the_servers_log(server):
    roster = server.roster()
    learner, _ = roster.new_learner()
    code = roster.new_code(learner).code
    server.request("POST", "/briscola/login", {"code": code}, headers=as_a_learner(server))
    _, _, cookies = server.page()
    key = learner_cookie(cookies)
    log = server.log.read_text()
    # The teacher's address is printed once, on the terminal, as Jupyter prints its token.
    assert log.count(server.teacher_key) == 1
    assert key not in log and code not in log


def test_the_pages_kernels_start_without_a_debugger(server):
    """The class server's kernels are ``briscola_teach.kernel``: ipykernel without debugpy,
    which no page uses and every start paid for."""
    assert server.page()[0] == 200
    commands = [" ".join(psutil.Process(pid).cmdline()) for pid in descendants(server.process.pid)
                if psutil.pid_exists(pid)]
    kernels = [command for command in commands if " -f " in command]
    assert kernels and all("-m briscola_teach.kernel" in command for command in kernels), commands
