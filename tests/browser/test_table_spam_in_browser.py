"""Table spam in Chromium (issue 40, finding 8): learners' programs try to make 1,000 tables on
a real ``briscola-teach serve``; a classmate's lobby then lists a couple of dozen of them, says
how many more are open and that a code joins any, and can still make a table of its own.
Screenshot: test-artifacts/screenshots/tables-spam.png."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest

from briscola_teach.tables.identity import credential, table_key
from briscola_teach.tables.table_client import TableClient
from briscola_teach.tables.table_server import LIST_LENGTH, MAX_TABLES, TABLES_EACH
from served import ClassServer

from .conftest import SHOTS
from .test_class import people, welcome  # noqa: F401  (people: the fixture)
from .test_tables_in_browser import NOTEBOOKS, to_tables

SPAMMERS = range(1000, 1000 + 1000 // TABLES_EACH + 1)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    running = ClassServer(tmp_path_factory.mktemp("spam"), NOTEBOOKS)
    yield running
    running.stop()


def spam(server) -> list[str]:
    """What each attempt got: ``created``, or the refusal's code."""
    url, key = f"ws://127.0.0.1:{server.tables_port}/tables", table_key(server.data)

    async def main() -> list[str]:
        got = []
        for learner in SPAMMERS:
            client = await TableClient(url, credential(learner, key=key)).connect()
            for _ in range(TABLES_EACH):
                answer = await client.request({"t": "create", "options": {"players": 2}})
                got.append(answer.get("code", answer["t"]))
            await client.close()
        return got
    with ThreadPoolExecutor(1) as thread:      # Playwright's own loop runs in this one
        return thread.submit(asyncio.run, main()).result()


def test_a_classmate_s_lobby_lists_a_few_of_a_thousand_tables_and_says_how_many_more(people,
                                                                                   server):
    got = spam(server)
    assert len(got) >= 1000 and got.count("created") == MAX_TABLES
    assert set(got) == {"created", "tables_full"}
    page = people.open("Carla")
    welcome(page, server, "Carla")
    to_tables(page)
    lobby = page.locator(".bt-class-tables")
    more = lobby.get_by_text(f"Altri tavoli aperti: {MAX_TABLES - LIST_LENGTH}.")
    more.wait_for()
    assert lobby.get_by_role("button", name="Siediti al posto 2").count() == LIST_LENGTH
    nodes = lobby.evaluate("node => node.querySelectorAll('*').length")
    print(f"the lobby's elements with {MAX_TABLES} tables open: {nodes}")
    assert nodes < 3000
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "tables-spam.png"), full_page=True)
    # The server is full: Carla's own table is refused, and her lobby says why.
    lobby.get_by_role("button", name="Crea il tavolo").click()
    lobby.get_by_text("I tavoli della classe sono pieni").wait_for()
