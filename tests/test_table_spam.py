"""Table spam (issue 40, finding 8), against the real table server: one learner's clicks made
any number of listed tables, and 1,000 of them made a classmate's lobby need 6,203 widgets.
Now a learner has at most ``TABLES_EACH`` tables of their making open and the server
``MAX_TABLES``; the list sends ``LIST_LENGTH`` tables at most and how many more there are,
and the lobby and the teacher's list draw no more than that."""

from __future__ import annotations

import asyncio

import pytest

pytest.importorskip("ipywidgets")

from briscola_teach.i18n import TEXTS  # noqa: E402
from briscola_teach.tables.identity import credential  # noqa: E402
from briscola_teach.tables.table_client import TableClient  # noqa: E402
from briscola_teach.tables.table_server import (LIST_LENGTH, MAX_TABLES, NEW_TABLES,  # noqa: E402
                                                TABLES_EACH)
from briscola_teach.widgets.class_table import ClassTables, TeacherTables  # noqa: E402
from test_class_table_widget import synced  # noqa: E402
from test_table_server import server, until  # noqa: E402,F401  (server: the fixture)

ANNA, BRUNO, TEACHER = 1, 2, 9
SPAMMERS = range(100, 100 + 1000 // TABLES_EACH + 1)     # enough learners for 1,000 tables
# A row of the lobby's list: its box, its text, a button for each free seat (six at most).
ROW_WIDGETS = 2 + 6


def open_tables(served) -> dict:
    return {code: t for code, t in served.tables().items() if t.status in ("open", "playing")}


def stored(served) -> dict:
    return {code: t.to_json() for code, t in served.tables().items()}


def test_a_learner_past_their_open_tables_is_refused_until_they_close_or_leave_one(server):
    async def main():
        anna = await TableClient(server.url, server.credential(ANNA)).connect()
        codes = [await anna.create({"players": 2}) for _ in range(TABLES_EACH)]
        await anna.request({"t": "ping"})       # the last table is stored by now
        before = stored(server)
        refused = await anna.request({"t": "create", "options": {"players": 2}})
        assert (await anna.request({"t": "ping"}))["t"] == "pong"        # still open
        after = stored(server)
        # Closing one makes room; so does leaving one that nobody else sits at (it closes).
        assert (await anna.request({"t": "close", "table": codes[0]}))["t"] == "ok"
        again = await anna.create({"players": 2})
        assert (await anna.request({"t": "stand", "table": codes[1]}))["t"] == "ok"
        await anna.create({"players": 4})
        last = await anna.request({"t": "create", "options": {"players": 2}})
        # A table a classmate still sits at stays open when its maker leaves.
        bruno = await TableClient(server.url, server.credential(BRUNO)).connect()
        await bruno.request({"t": "join", "table": again, "seat": 1})
        await anna.request({"t": "stand", "table": again})
        teacher = await TableClient(server.url, credential(TEACHER, teacher=True,
                                                           key=server.key)).connect()
        for _ in range(TABLES_EACH + 1):         # the teacher is not held to a learner's number
            await teacher.create({"players": 2})
        for client in (anna, bruno, teacher):
            await client.close()
        return codes, again, refused, last, before, after

    codes, again, refused, last, before, after = asyncio.run(main())
    assert refused["t"] == "refused" and refused["code"] == "too_many_tables"
    assert refused["details"] == {"limit": TABLES_EACH}
    assert after == before and len(before) == TABLES_EACH      # nothing was made
    assert last["code"] == "too_many_tables"
    tables = server.tables()
    assert tables[codes[0]].status == "closed" and tables[codes[1]].status == "closed"
    assert tables[again].status == "open" and tables[again].learners() == [BRUNO]
    made = [t for t in open_tables(server).values() if t.creator == TEACHER]
    assert len(made) == TABLES_EACH + 1


def test_making_and_leaving_tables_at_a_message_s_pace_is_refused(server):
    """A table made and left at once closes, but is kept: a learner who makes one after
    another is stopped after ``NEW_TABLES`` of them, and nothing more is kept."""
    async def main():
        anna = await TableClient(server.url, server.credential(ANNA)).connect()
        for _ in range(NEW_TABLES):
            code = await anna.create({"players": 2})
            assert (await anna.request({"t": "stand", "table": code}))["t"] == "ok"
        await anna.request({"t": "ping"})
        before = stored(server)
        refused = await anna.request({"t": "create", "options": {"players": 2}})
        await anna.request({"t": "ping"})
        after = stored(server)
        await anna.close()
        return refused, before, after

    refused, before, after = asyncio.run(main())
    assert refused["code"] == "tables_too_often" and refused["details"]["limit"] == NEW_TABLES
    assert after == before and len(before) == NEW_TABLES and not open_tables(server)


def test_the_lobby_says_why_the_table_was_refused_and_what_to_do(server):
    """Anna makes a table from the lobby, Bruno sits down, Anna leaves it to him, three
    times: her fourth table is refused, and her lobby says why, in her language."""
    async def main():
        anna = ClassTables(server.url, server.credential(ANNA), lang="it")
        bruno = await TableClient(server.url, server.credential(BRUNO)).connect()
        await until(lambda: anna.linked)
        for _ in range(TABLES_EACH):
            anna.create()
            await until(lambda: anna.state is not None)
            await bruno.request({"t": "join", "table": anna.code, "seat": 1})
            anna.leave()
            await until(lambda: anna.state is None and anna.tables)
        anna.create()
        await until(lambda: bool(anna._note))
        english = ClassTables(server.url, server.credential(ANNA), lang="en")   # another page
        await until(lambda: english.linked)
        english.create()
        await until(lambda: bool(english._note))
        await bruno.close()
        return anna.note.value, english.note.value, anna

    italian, english, anna = asyncio.run(main())
    for lang, shown in (("it", italian), ("en", english)):
        assert TEXTS["refusal.too_many_tables"][lang].format(limit=TABLES_EACH) in \
            shown.replace("&#x27;", "'")
    assert anna.code is None and anna.lobby in anna.children       # still in the lobby
    assert len(open_tables(server)) == TABLES_EACH


def test_many_learners_tables_stop_at_the_server_s_bound_and_every_list_stays_short(server):
    async def main():
        answers = []
        for learner in SPAMMERS:
            spammer = await TableClient(server.url, server.credential(learner)).connect()
            for _ in range(TABLES_EACH):
                answers.append(await spammer.request({"t": "create", "options": {
                    "players": 6 if learner % 2 else 2}}))
            await spammer.close()
        carla = await TableClient(server.url, server.credential(ANNA)).connect()
        listed = await carla.request({"t": "list"})
        lobby = ClassTables(server.url, server.credential(BRUNO), lang="it")
        teacher = TeacherTables(server.url, credential(TEACHER, teacher=True, key=server.key))
        await until(lambda: lobby.tables and teacher.tables)
        await carla.close()
        return answers, listed, lobby, teacher

    answers, listed, lobby, teacher = asyncio.run(main())
    codes = [a["code"] for a in answers if a["t"] == "refused"]
    assert len(answers) >= 1000
    assert sum(a["t"] == "created" for a in answers) == MAX_TABLES
    assert set(codes) == {"tables_full"} and len(codes) == len(answers) - MAX_TABLES
    assert len(open_tables(server)) == MAX_TABLES
    assert len(listed["tables"]) == LIST_LENGTH and listed["more"] == MAX_TABLES - LIST_LENGTH
    # with a free seat first, the newest first
    created = [server.tables()[t["table"]].created for t in listed["tables"]]
    assert created == sorted(created, reverse=True)
    assert len(lobby.tables) == LIST_LENGTH and lobby.more == MAX_TABLES - LIST_LENGTH
    drawn = synced(lobby.table_list)
    assert len(drawn) <= LIST_LENGTH * ROW_WIDGETS + 2
    more = TEXTS["ct.more_tables"]["it"].format(count=MAX_TABLES - LIST_LENGTH)
    assert any(more in str(part.get("value", "")) for part in drawn)
    assert len(teacher.tables) == LIST_LENGTH and teacher.more == MAX_TABLES - LIST_LENGTH
    assert len(synced(teacher.rows)) <= LIST_LENGTH * 6 + 2
