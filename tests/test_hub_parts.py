"""The JupyterHub parts that need no Hub: the progress report's parse/format pair and its
refusals, the configuration hub-config writes, the lessons copied into a home, and the table
server with an identity that asks someone (as ``HubUsers`` asks the Hub): messages sent
before the answer wait for it, a refused or failed hello leaves nothing held, and a table
listed for a class shows only to that class."""

from __future__ import annotations

import asyncio
import json
import os

import pytest
from tornado import websocket
from traitlets.config import Config

from briscola_teach.errors import InvalidOptionError
from briscola_teach.hub.config import HubPlan, config_text, parse_groups
from briscola_teach.hub.report import Report
from briscola_teach.hub.service import listening_host
from briscola_teach.hub.singleuser import copy_lessons
from briscola_teach.hub.users import teacher_classes
from briscola_teach.tables.identity import Person
from briscola_teach.tables.options import TableOptions
from briscola_teach.tables.table import Table, TableError
from briscola_teach.tables.table_server import TableServer, make_app
from briscola_teach.tables.table_store import TableStore
from test_server_stop import free_port

GOOD = {"stars": {"01": 3, "05": 1}, "answered": 10, "right": 7, "hands": 3, "won": 1,
        "page": "05"}


def test_a_report_reads_back_as_written():
    report = Report.parse(json.dumps(GOOD))
    assert report == Report({"01": 3, "05": 1}, 10, 7, 3, 1, "05")
    assert Report.parse(report.format()) == report


@pytest.mark.parametrize("change", [
    {"stars": {"01": 4}}, {"stars": {"00": 1}}, {"stars": {"1": 1}}, {"stars": []},
    {"right": 11}, {"won": 4}, {"answered": -1}, {"hands": True}, {"answered": 1.5},
    {"page": "<script>"}, {"page": 5}, {"learner": 2}, {"name": "bruno"},
    {"stars": {"99": 3}}, {"stars": {"13": 1}}, {"page": "99"}, {"page": ["05"]},
    {"page": {"a": 1}}, {"answered": 2_000_000, "right": 0}, {"stars": {"01": True}}])
def test_a_bad_report_is_refused_by_name(change):
    with pytest.raises(InvalidOptionError) as refused:
        Report.parse(json.dumps({**GOOD, **change}))
    assert refused.value.code == "report"


@pytest.mark.parametrize("text", ["", "not json", "[]", "null", json.dumps({"stars": {}}),
                                  "[" * 16_000, json.dumps(GOOD).replace("10", "NaN"),
                                  json.dumps(GOOD).replace("10", "Infinity")])
def test_a_report_that_is_no_report_is_refused(text):
    with pytest.raises(InvalidOptionError):
        Report.parse(text)


def test_a_teacher_is_one_whose_token_reads_a_class_and_a_learner_never_is():
    teacher = {"scopes": ["read:users!group=class-a", "read:users:name!group=class-a",
                          "access:services!service=briscola"]}
    learner = {"scopes": ["read:users!user=anna", "access:services!service=briscola"]}
    assert teacher_classes(teacher) == ["class-a"]
    assert teacher_classes(learner) == [] and teacher_classes({}) == []


def test_hub_config_writes_the_service_classes_roles_and_servers(tmp_path):
    plan = HubPlan(parse_groups(["class-a=anna,bruno", "class-b=dario"]),
                   parse_groups(["class-a=carla"]), "http://127.0.0.1:9000", 10111,
                   tmp_path / "service", tmp_path, "en")
    c = Config()
    exec(config_text(plan), {"get_config": lambda: c})
    [service] = c.JupyterHub.services.get_value([])
    assert service["name"] == "briscola" and service["url"] == "http://127.0.0.1:10111"
    assert service["command"][-1] == "hub-service"
    assert "read:users!group=class-b" in service["oauth_client_allowed_scopes"]
    assert c.JupyterHub.load_groups.get_value({}) == {"class-a": {"users": ["anna", "bruno"]},
                                                      "class-b": {"users": ["dario"]}}
    roles = {role["name"]: role for role in c.JupyterHub.load_roles.get_value([])}
    assert roles["briscola-teacher-class-a"]["users"] == ["carla"]
    assert "read:users!group=class-a" in roles["briscola-teacher-class-a"]["scopes"]
    assert "briscola-teacher-class-b" not in roles
    assert "access:services!service=briscola" in roles["user"]["scopes"]
    env = c.Spawner.environment.get_value({})
    assert env["BRISCOLA_TABLES"] == "ws://127.0.0.1:9000/services/briscola/tables"
    assert env["BRISCOLA_PROGRESS"] == "http://127.0.0.1:9000/services/briscola/progress"
    assert c.Spawner.cmd[-1] == "singleuser" and c.Spawner.cmd[0] == service["command"][0]
    assert c.Spawner.default_url == "/voila/render/briscola/00_index.ipynb"
    # The users' servers in an image of their own (Zero to JupyterHub): their own Python.
    other = Config()
    exec(config_text(HubPlan(user_python="/opt/conda/bin/python", service_host="hub")),
         {"get_config": lambda: other})
    assert other.Spawner.cmd[0] == "/opt/conda/bin/python"
    assert other.JupyterHub.services.get_value([])[0]["url"] == "http://hub:10101"
    assert [listening_host(h) for h in ("127.0.0.1", "localhost", None, "hub")] == [
        "127.0.0.1", "127.0.0.1", "127.0.0.1", "0.0.0.0"]
    assert other.JupyterHub.services.get_value([])[0]["command"][0] == service["command"][0]


@pytest.mark.parametrize("python", ["python3", "/opt/py thon", "/x'); import os; ('", ""])
def test_hub_config_refuses_a_users_python_that_is_no_absolute_path(python):
    with pytest.raises(InvalidOptionError, match="absolute path"):
        HubPlan(user_python=python)


@pytest.mark.parametrize("host", ["", "hub:1", "h/x", "a'b", "-x"])
def test_hub_config_refuses_a_service_host_that_is_no_name(host):
    with pytest.raises(InvalidOptionError, match="service's host"):
        HubPlan(service_host=host)


@pytest.mark.parametrize("classes, teachers, url", [
    (["a=x;import os"], [], "http://h:1"), (["a b=x"], [], "http://h:1"),
    (["a=x"], ["b=y"], "http://h:1"), (["a=x"], [], "http://h:1'); import os; ('"),
    (["no-equals"], [], "http://h:1")])
def test_hub_config_refuses_what_would_not_be_a_name_or_an_address(classes, teachers, url):
    with pytest.raises(InvalidOptionError):
        HubPlan(parse_groups(classes), parse_groups(teachers), url)


def test_the_lessons_are_copied_into_a_home_and_only_what_changed_again(tmp_path):
    source, home = tmp_path / "lessons", tmp_path / "home" / "briscola"
    (source / "pictures").mkdir(parents=True)
    (source / "01.ipynb").write_text("one")
    (source / "pictures" / "a.svg").write_text("<svg/>")
    (source / ".ipynb_checkpoints").mkdir()
    (source / ".ipynb_checkpoints" / "x.ipynb").write_text("old")
    assert copy_lessons(source, home) == 2
    (home / "mine.ipynb").write_text("the learner's own")
    assert copy_lessons(source, home) == 0
    (source / "01.ipynb").write_text("one, better")
    assert copy_lessons(source, home) == 1
    assert (home / "01.ipynb").read_text() == "one, better"
    assert (home / "mine.ipynb").read_text() == "the learner's own"
    assert not (home / ".ipynb_checkpoints").exists()


def test_a_table_listed_for_a_class_shows_to_that_class_and_keeps_it_when_stored(tmp_path):
    table = Table.create("KMPXR", TableOptions.parse({"players": 2}), 1, "anna",
                         classes=("class-a",))
    assert table.listed_for(frozenset({"class-a"}))
    assert not table.listed_for(frozenset({"class-b"})) and not table.listed_for(frozenset())
    assert Table.from_json(table.to_json()).classes == ("class-a",)
    everyone = Table.create("KMPXA", TableOptions.parse({"players": 2}), 1, "anna")
    assert everyone.classes is None and everyone.listed_for(None)   # a class server's
    assert Table.from_json(everyone.to_json()).classes is None
    nobody = Table.create("KMPXN", TableOptions.parse({"players": 2}), 1, "eve", classes=())
    assert not nobody.listed_for(frozenset({"class-a"})) and not nobody.listed_for(None)
    assert Table.from_json(nobody.to_json()).classes == ()


class AskingIdentity:
    """Answers after a while, as the Hub does: two learners of class A, one of class B."""

    PEOPLE = {"tok-anna": Person(1, "anna", classes=frozenset({"class-a"})),
              "tok-bruno": Person(2, "bruno", classes=frozenset({"class-a"})),
              "tok-dario": Person(3, "dario", classes=frozenset({"class-b"})),
              "tok-eve": Person(4, "eve", classes=frozenset())}      # a Hub user in no class

    async def who(self, credential):
        await asyncio.sleep(0.05)
        if credential == "tok-away":
            raise TableError("the Hub did not say who you are: try again", "hub_away")
        if credential not in self.PEOPLE:
            raise TableError("the credential is no token of a user of this service", "credential")
        return self.PEOPLE[credential]


async def _served(tmp_path):
    server = TableServer(TableStore(tmp_path / "tables.sqlite3"), AskingIdentity())
    port = free_port()
    http = make_app(server, "/services/briscola").listen(port, "127.0.0.1")
    return server, http, f"ws://127.0.0.1:{port}/services/briscola/tables"


async def _say(url, *messages):
    socket = await websocket.websocket_connect(url)
    for message in messages:
        socket.write_message(json.dumps(message))
    return socket


async def _read(socket, count):
    return [json.loads(await asyncio.wait_for(socket.read_message(), 5)) for _ in range(count)]


def test_what_comes_before_the_hub_answers_waits_and_a_class_table_shows_to_its_class(tmp_path):
    async def run():
        server, http, url = await _served(tmp_path)
        anna = await _say(url, {"t": "hello", "credential": "tok-anna"},
                          {"t": "create", "id": 1, "options": {"players": 2}})
        welcome, created = await _read(anna, 2)
        assert welcome["t"] == "welcome" and welcome["name"] == "anna"
        assert created["t"] == "created"
        code = created["table"]
        assert server.tables[code].classes == ("class-a",)
        seen = {}
        for name in ("bruno", "dario"):
            other = await _say(url, {"t": "hello", "credential": f"tok-{name}"},
                               {"t": "list", "id": 7})
            found = [m for m in await _read(other, 2) if m["t"] == "tables"]
            seen[name] = [t["table"] for t in found[0]["tables"]]
            other.close()
        assert seen == {"bruno": [code], "dario": []}
        anna.close()
        http.stop()
    asyncio.run(run())


def test_a_hub_user_in_no_class_lists_a_table_to_nobody_but_gives_its_code(tmp_path):
    """A Hub user in no group has no class: their "listed" table is in no class's list (it
    would be in every class's), and a classmate still sits at it by its code."""
    async def run():
        server, http, url = await _served(tmp_path)
        eve = await _say(url, {"t": "hello", "credential": "tok-eve"},
                         {"t": "create", "id": 1, "options": {"players": 2, "listed": True}})
        _, created = await _read(eve, 2)
        code = created["table"]
        assert server.tables[code].classes == ()
        bruno = await _say(url, {"t": "hello", "credential": "tok-bruno"},
                           {"t": "list", "id": 2}, {"t": "peek", "id": 3, "table": code})
        _, listed, peeked = await _read(bruno, 3)
        assert listed["tables"] == [] and [t["table"] for t in peeked["tables"]] == [code]
        eve.close()
        bruno.close()
        http.stop()
    asyncio.run(run())


@pytest.mark.parametrize("credential, code", [("tok-forged", "credential"),
                                              ("tok-away", "hub_away")])
def test_a_refused_hello_holds_nothing_back_and_acts_for_nobody(tmp_path, credential, code):
    async def run():
        server, http, url = await _served(tmp_path)
        forger = await _say(url, {"t": "hello", "credential": "tok-anna", "learner": 1},
                            {"t": "hello", "credential": credential},
                            {"t": "create", "id": 2, "options": {"players": 2}})
        [claimed] = await _read(forger, 1)         # a learner named in the message: refused
        assert claimed["code"] == "unknown_field"
        refused, after = await _read(forger, 2)
        assert refused["t"] == after["t"] == "refused"
        assert refused["code"] == code and after["code"] == "hello_first"
        assert server.tables == {}
        # The same connection may say hello again, rightly this time.
        forger.write_message(json.dumps({"t": "hello", "credential": "tok-bruno"}))
        [welcome] = await _read(forger, 1)
        assert welcome["t"] == "welcome" and welcome["learner"] == 2
        forger.close()
        http.stop()
    asyncio.run(run())


def test_a_connection_closed_before_the_hub_answers_is_never_seated(tmp_path):
    async def run():
        server, http, url = await _served(tmp_path)
        anna = await _say(url, {"t": "hello", "credential": "tok-anna"},
                          {"t": "create", "id": 1, "options": {"players": 2}})
        anna.close()
        await asyncio.sleep(0.3)
        assert server.tables == {}
        http.stop()
    asyncio.run(run())


def test_a_hub_user_is_the_learner_and_is_offered_no_study_table(monkeypatch):
    """On a Hub the teacher's page shows no cards: no study table is offered, and a page's
    forged tick of the hidden box makes none."""
    pytest.importorskip("ipywidgets")
    from briscola_teach.learners import here
    from briscola_teach.widgets.class_table import ClassTables
    monkeypatch.setenv("JUPYTERHUB_USER", "anna")
    monkeypatch.setenv("JUPYTERHUB_API_TOKEN", "t" * 32)
    learner = here()
    assert (learner.name, learner.hub) == ("anna", True)
    tables = ClassTables(url=None)
    assert tables.teaching_box not in tables.lobby.children
    sent = []
    tables._ask = sent.append
    tables.teaching_box.value = True
    tables.create()
    assert sent and sent[0]["options"]["teaching"] is False
    monkeypatch.delenv("JUPYTERHUB_USER")
    elsewhere = ClassTables(url=None)          # a class server, or one learner's computer
    assert elsewhere.teaching_box in elsewhere.lobby.children


@pytest.mark.parametrize("base, href", [(None, "/services/briscola/"),
                                        ("/school/", "/school/services/briscola/")])
def test_the_teachers_lesson_links_to_the_class_page_of_the_hub(monkeypatch, tmp_path, base, href):
    pytest.importorskip("ipywidgets")
    from briscola_teach.course import Lesson
    from briscola_teach.widgets.note import NoteLink
    monkeypatch.setenv("BRISCOLA_DATA", str(tmp_path))
    monkeypatch.setenv("JUPYTERHUB_USER", "carla")
    monkeypatch.delenv("BRISCOLA_PROGRESS", raising=False)
    if base is None:
        monkeypatch.delenv("JUPYTERHUB_BASE_URL", raising=False)
    else:
        monkeypatch.setenv("JUPYTERHUB_BASE_URL", base)
    link = Lesson("12").class_page_link()
    assert isinstance(link, NoteLink) and link.href == href
    shown = link._repr_html_()
    assert "Apri la pagina della classe" in shown and "Open the class page" in shown


def test_the_teachers_page_shows_names_as_text_and_stars_as_the_class_page_does():
    from briscola_teach.hub.service import learners_table, page
    markup = "<img src=x onerror=alert(1)>"
    report = Report.parse(json.dumps(GOOD))
    from briscola_teach.hub.users import Reported
    shown = page("it", learners_table([markup, "bruno"], {markup: Reported(markup, report, 0.0)},
                                      30.0, "it"))
    assert markup not in shown and "&lt;img src=x onerror=alert(1)&gt;" in shown
    assert ">★★★</td>" in shown and ">★</td>" in shown and ">·</td>" in shown
    assert "non ha ancora aperto una lezione" in shown          # bruno: no report yet
    assert "<script" not in shown


def test_the_teachers_page_marks_a_stored_report_it_cannot_read_and_shows_the_rest(tmp_path):
    """A row of the service's file changed by hand or by an older version: one learner's row
    is marked, the others show."""
    import sqlite3
    from briscola_teach.hub.service import learners_table, page
    from briscola_teach.hub.users import ClassBook
    book = ClassBook(tmp_path / "hub.sqlite3")
    for name in ("anna", "bruno", "carla", "dario"):
        book.keep(name, Report.parse(json.dumps(GOOD)))
    db = sqlite3.connect(tmp_path / "hub.sqlite3")
    with db:
        db.execute("UPDATE reports SET report = '{\"stars\": {\"01\": 7}}' WHERE user = "
                   "(SELECT id FROM users WHERE name = 'bruno')")
        db.execute("UPDATE reports SET at = 'tomorrow' WHERE user = "
                   "(SELECT id FROM users WHERE name = 'carla')")
        db.execute("UPDATE reports SET report = X'00ff' WHERE user = "
                   "(SELECT id FROM users WHERE name = 'dario')")
    db.close()
    members = ["anna", "bruno", "carla", "dario", "elena"]
    reports = book.reports(members)
    book.close()
    assert reports["anna"].report is not None and reports["bruno"].report is None
    shown = page("it", learners_table(members, reports, 30.0, "it"))
    rows = shown.split("<tr>")[2:]
    assert ">★★★</td>" in rows[0] and "dati non leggibili" not in rows[0]
    assert all("dati non leggibili" in row for row in rows[1:4])
    assert "non ha ancora aperto una lezione" in rows[4]
    assert "unreadable data" in page("en", learners_table(members, reports, 30.0, "en"))
