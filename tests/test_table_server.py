"""The table server, really started (``briscola-teach tables``), with clients that speak its
protocol: learners play whole hands of each kind, every message each of them receives holds
only what their seat may see, bad and forged messages are refused without closing the
connection, a flood is slowed without slowing the others, and a server killed mid-hand
comes back with every table as it was while the clients reconnect by themselves."""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from tornado import websocket

from briscola_teach.tables.identity import credential, table_key
from briscola_teach.tables.table_client import TableClient
from briscola_teach.tables.table_store import TableStore
from briscola_teach.wire import parse_view
from test_server_stop import free_port

ASKED = itertools.count()
CARD = re.compile(r'"(?:[1-9]|10)[cdsb]"')


class Server:
    """A table server in its own process, on its own store."""

    def __init__(self, folder: Path) -> None:
        self.folder, self.port = folder, free_port()
        self.url = f"ws://127.0.0.1:{self.port}/tables"
        self.key = table_key(folder)
        self.process: subprocess.Popen | None = None
        self.env: dict[str, str] = {}     # more for the server's process (a faster clock)

    def start(self) -> None:
        env = {"BRISCOLA_DATA": str(self.folder), "PATH": "/usr/bin:/bin", "HOME": str(self.folder),
               **self.env}
        with open(self.folder / "log", "ab") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "briscola_teach.cli", "tables", f"--port={self.port}",
                 "--bot-seconds=0.02"], env=env, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{self.port}/health", timeout=2)
                return
            except OSError:
                assert self.process.poll() is None, (self.folder / "log").read_text()
                assert time.monotonic() < deadline, "the table server did not start"
                time.sleep(0.05)

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)

    def tables(self):
        store = TableStore(self.folder / "tables.sqlite3")
        try:
            return {table.code: table for table in store.load()}
        finally:
            store.close()

    def credential(self, learner: int) -> str:
        return credential(learner, key=self.key)


@pytest.fixture
def server(tmp_path):
    served = Server(tmp_path)
    served.start()
    yield served
    served.stop()


class Learner:
    """A client that plays its own seat whenever its state says it is its turn: the first
    legal card, and in Chiamata's auction a pass (as a hurried learner would)."""

    def __init__(self, server: Server, learner: int) -> None:
        self.messages: list[dict] = []
        self.client = TableClient(server.url, server.credential(learner), self.messages.append)
        self.playing = True

    async def start(self) -> "Learner":
        await self.client.connect()
        asyncio.ensure_future(self._play())
        return self

    async def _play(self) -> None:
        asked: set[tuple] = set()
        while self.playing:
            await asyncio.sleep(0.01)
            for code, state in list(self.client.states.items()):
                if (code, state["v"]) in asked:
                    continue
                action = my_action(state)
                if action is not None:
                    self.client.send({"t": "act", "table": code, "v": state["v"], "action": action})
                elif state["status"] == "playing" and state["view"]["is_over"]:
                    self.client.send({"t": "next", "table": code})    # the match goes on
                else:
                    continue
                asked.add((code, state["v"]))


def my_action(state: dict) -> list | None:
    view = state["view"]
    if state["status"] != "playing" or view is None or view["current_player"] != state["you"]:
        return None
    if state["seats"][state["you"]]["kind"] != "learner":
        return None
    seat = state["you"]
    if view["kind"] == "chiamata" and view["phase"] == "auction":
        return ["bid", seat, "pass"]     # the computers bid, call and lead the hand
    return ["play", seat, view["legal"][0]] if view["legal"] else None


async def until(condition, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited in vain"
        await asyncio.sleep(0.02)


def check_every_message(learners: dict[int, Learner], table) -> None:
    """Each state a learner received is exactly its seat's view of the game at that moment;
    nothing else in any message names a card, but a played card in its event."""
    for learner in learners.values():
        states = [m for m in learner.messages if m["t"] == "state" and m["view"] is not None
                  and m["table"] == table.code]
        assert states
        for message in learner.messages:
            if message.get("table") not in (None, table.code):
                continue
            if message["t"] == "state":
                # (the cards a caller may name are no one's hand: the engine's list, by rank)
                rest = {k: v for k, v in message.items() if k not in ("view", "call_options")}
                assert not CARD.search(json.dumps(rest))
                if message["view"] is not None:
                    # some moment of that hand (the state does not say which: counting the
                    # actions would tell of another pair's sign)
                    game = table.hands.games[message["hand"] - 1]
                    view = parse_view(message["view"])
                    assert any(game.at(k).view(message["you"]) == view
                               for k in range(len(game.actions()) + 1))
            elif message["t"] == "event":
                event = dict(message["event"])
                if event.get("action") == "play":
                    event.pop("card")
                assert not CARD.search(json.dumps(event))
            else:
                assert not CARD.search(json.dumps(message))


def test_two_learners_play_a_four_player_hand_and_each_hears_only_their_own_seat(server):
    async def main():
        anna, bruno = await Learner(server, 1).start(), await Learner(server, 2).start()
        code = await anna.client.create({"players": 4, "timer": 0})
        assert (await bruno.client.request({"t": "join", "table": code, "seat": 1}))["t"] == "ok"
        assert (await anna.client.request({"t": "start", "table": code}))["t"] == "ok"
        await until(lambda: bruno.client.states.get(code, {}).get("status") == "over")
        await until(lambda: anna.client.states[code]["v"] == bruno.client.states[code]["v"])
        for learner in (anna, bruno):
            learner.playing = False
            await learner.client.close()
        return code, {1: anna, 2: bruno}

    code, learners = asyncio.run(main())
    table = server.tables()[code]
    assert table.status == "over" and len(table.game.actions()) == 40
    check_every_message(learners, table)
    # (this table's: a table of an earlier test with bruno at it may still be playing on)
    seen = [m["event"] for m in learners[2].messages if m["t"] == "event" and m["table"] == code]
    plays = [e for e in seen if e.get("action") == "play"]
    assert [e["card"] for e in plays] == [a.saved()[2] for a in table.game.actions()]


def test_three_learners_and_two_computers_play_a_hand_of_chiamata(server):
    async def main():
        learners = {n: await Learner(server, n).start() for n in (1, 2, 3)}
        code = await learners[1].client.create({"game": "chiamata", "players": 5, "timer": 0})
        for n, seat in ((2, 2), (3, 4)):
            assert (await learners[n].client.request(
                {"t": "join", "table": code, "seat": seat}))["t"] == "ok"
        await learners[1].client.request({"t": "start", "table": code})
        await until(lambda: all(l.client.states[code]["status"] == "over" and
                                l.client.states[code]["v"] == learners[1].client.states[code]["v"]
                                for l in learners.values()))
        for learner in learners.values():
            learner.playing = False
            await learner.client.close()
        return code, learners

    code, learners = asyncio.run(main())
    check_every_message(learners, server.tables()[code])


def raw(server: Server):
    return websocket.websocket_connect(server.url)


async def ask(connection, message) -> dict:
    """Send ``message`` and read the answer to it (the table's events and states between
    are passed over)."""
    request_id = None
    if isinstance(message, dict):
        request_id = message.get("id", f"q{next(ASKED)}")
        message = json.dumps({**message, "id": request_id})
    connection.write_message(message, binary=isinstance(message, bytes))
    while True:
        answer = json.loads(await asyncio.wait_for(connection.read_message(), 10))
        if answer["t"] not in ("event", "state") and answer.get("id") == request_id:
            return answer


def test_bad_and_forged_messages_are_refused_by_code_and_the_connection_stays_open(server):
    async def main():
        bruno = await raw(server)
        assert (await ask(bruno, {"t": "list"}))["code"] == "hello_first"
        assert (await ask(bruno, {"t": "hello", "credential": "l1.0123"}))["code"] == "credential"
        forged = server.credential(1).replace("l1.", "l2.")
        assert (await ask(bruno, {"t": "hello", "credential": forged}))["code"] == "credential"
        assert (await ask(bruno, {"t": "hello", "credential": server.credential(2)}))["t"] == "ok"
        anna = await TableClient(server.url, server.credential(1)).connect()
        code = await anna.create({"players": 2, "timer": 0})
        assert (await ask(bruno, {"t": "join", "table": code, "seat": 1, "id": 1}))["t"] == "ok"
        await anna.request({"t": "start", "table": code})
        await until(lambda: anna.states[code]["status"] == "playing")
        state = anna.states[code]
        turn = state["view"]["current_player"]
        mine = state["view"]["hand"][0]
        cases = {
            b"\x00\xff garbage": "not_text", "{not json": "not_json", "[1, 2]": "not_object",
            json.dumps({"t": "fly"}): "unknown_kind",
            json.dumps({"t": "act", "table": code}): "missing_field",
            json.dumps({"t": "act", "table": code, "v": "x", "action": []}): "bad_field",
            json.dumps({"t": "act", "table": code, "v": True, "action": []}): "bad_field",
            json.dumps({"t": "list", "spy": 1}): "unknown_field",
            json.dumps({"t": "act", "table": "ZZZZZ", "v": 1, "action": []}): "no_table",
            # Bruno, in seat 1, plays Anna's seat and Anna's card
            json.dumps({"t": "act", "table": code, "v": state["v"],
                        "action": ["play", 0, mine]}): "not_your_seat",
            json.dumps({"t": "act", "table": code, "v": state["v"] - 1,
                        "action": ["play", 1, "1d"]}): "stale_state",
            json.dumps({"t": "say", "table": code, "phrase": "<script>x</script>"}): "phrase",
            json.dumps({"t": "start", "table": code}): "not_creator",
            json.dumps({"t": "hello", "credential": server.credential(1)}): "hello_again",
            "x" * 20000: "too_long",
        }
        for message, code_expected in cases.items():
            if code_expected is None:
                continue
            answer = await ask(bruno, message)
            assert answer["t"] == "refused" and answer["code"] == code_expected, (message, answer)
        if turn == 1:
            answer = await ask(bruno, {"t": "act", "table": code, "v": state["v"],
                                       "action": ["play", 1, mine]})
            assert answer["code"] in ("card_not_in_hand", "not_in_hand")
        else:
            answer = await ask(bruno, {"t": "act", "table": code, "v": state["v"],
                                       "action": ["play", 1, mine]})
            assert answer["code"] == "wrong_turn"
        assert (await ask(bruno, {"t": "ping"}))["t"] == "pong"    # still open
        table = server.tables()[code]
        assert not table.game.actions() and table.version == state["v"]    # nothing changed
        await anna.close()
        bruno.close()

    asyncio.run(main())


def test_a_flooding_client_is_slowed_and_the_others_at_its_table_play_on(server):
    async def main():
        anna = await Learner(server, 1).start()
        flood = await raw(server)
        await ask(flood, {"t": "hello", "credential": server.credential(2)})
        code = await anna.client.create({"players": 2, "timer": 0})
        await ask(flood, {"t": "join", "table": code, "seat": 1})
        await anna.client.request({"t": "start", "table": code})
        for _ in range(150):
            flood.write_message(json.dumps({"t": "say", "table": code, "phrase": "hello"}))
        answers = []
        while True:
            text = await asyncio.wait_for(flood.read_message(), 10)
            answers.append(json.loads(text))
            if answers[-1].get("code") == "too_fast":
                break
        assert (await anna.client.request({"t": "ping"}))["t"] == "pong"
        assert (await anna.client.request({"t": "say", "table": code, "phrase": "thanks"}))["t"] \
            == "ok"
        anna.playing = False
        await anna.client.close()
        flood.close()
        return answers

    answers = asyncio.run(main())
    assert answers[-1]["code"] == "too_fast"
    handled = [a for a in answers if a.get("code") == "phrase_too_soon" or
               a["t"] == "event" and a["event"]["kind"] == "say"]
    assert len(handled) <= 45     # about the bucket's worth was read; the rest were not


def test_a_server_killed_mid_hand_comes_back_with_every_table_and_the_clients_reconnect(server):
    async def main():
        anna, bruno = await Learner(server, 1).start(), await Learner(server, 2).start()
        codes = []
        for options in ({"players": 2, "timer": 0}, {"players": 4, "timer": 0},
                        {"game": "151", "players": 2, "timer": 0}):
            code = await anna.client.create(options)
            await bruno.client.request({"t": "join", "table": code, "seat": 1})
            await anna.client.request({"t": "start", "table": code})
            codes.append(code)
        await until(lambda: all(anna.client.states[c]["view"] is not None and
                                len(anna.client.states[c]["view"]["tricks"]) >= 3 for c in codes))
        anna.playing = bruno.playing = False
        await asyncio.sleep(0.3)
        before = {c: t.to_json() for c, t in server.tables().items()}
        server.kill()
        after = {c: t.to_json() for c, t in server.tables().items()}
        assert after == before
        server.start()
        anna.playing = bruno.playing = True
        asyncio.ensure_future(anna._play())
        asyncio.ensure_future(bruno._play())
        await until(lambda: all(bruno.client.states[c]["status"] == "over" for c in codes))
        for learner in (anna, bruno):
            learner.playing = False
            await learner.client.close()
        return codes, {1: anna, 2: bruno}

    codes, learners = asyncio.run(main())
    tables = server.tables()
    for code in codes:
        check_every_message(learners, tables[code])
    for learner in learners.values():
        kinds = [m["t"] for m in learner.messages]
        again = len(kinds) - kinds[::-1].index("welcome")     # after the second hello
        assert kinds.count("welcome") == 2
        # Each table caught up from the version the client had seen: its missed events (the
        # computers may have moved while the server died), then its state, not a resync.
        # Other tables' events may come in between: the learners play on as soon as they can.
        states = {}
        for message in learner.messages[again:]:
            if message["t"] == "state" and message["table"] not in states:
                states[message["table"]] = message
        assert set(states) == set(codes)
        assert not any(message["resync"] for message in states.values())


def test_a_client_that_drops_catches_up_from_the_last_version_it_saw(server):
    async def main():
        anna = await Learner(server, 1).start()
        bruno = await TableClient(server.url, server.credential(2)).connect()
        code = await anna.client.create({"players": 2, "timer": 0})
        await bruno.request({"t": "join", "table": code, "seat": 1})
        await anna.client.request({"t": "start", "table": code})
        await until(lambda: code in bruno.states and bruno.states[code]["status"] == "playing")
        seen = bruno.states[code]["v"]
        later = await raw(server)
        await ask(later, {"t": "hello", "credential": server.credential(2)})
        await until(lambda: anna.client.states[code]["v"] >= seen + 1 or
                    anna.client.states[code]["view"]["current_player"] == 1)
        later.write_message(json.dumps({"t": "watch", "table": code, "v": seen}))
        messages = [json.loads(await later.read_message())]
        while messages[-1]["t"] != "state":
            messages.append(json.loads(await later.read_message()))
        anna.playing = False
        await anna.client.close()
        await bruno.close()
        later.close()
        return seen, messages

    seen, messages = asyncio.run(main())
    events = [m for m in messages if m["t"] == "event"]
    assert [m["v"] for m in events] == list(range(seen + 1, messages[-1]["v"] + 1))
    assert messages[-1]["resync"] is False


def test_the_teacher_lists_and_watches_every_table_with_the_hands_hidden_and_can_close_one(server):
    async def main():
        anna = await TableClient(server.url, server.credential(1)).connect()
        carla = await raw(server)
        await ask(carla, {"t": "hello", "credential": server.credential(3)})
        teacher = await raw(server)
        await ask(teacher, {"t": "hello", "credential": credential(9, teacher=True, key=server.key)})
        private = await anna.create({"players": 2, "listed": False})
        listed = await anna.create({"players": 2})
        await anna.request({"t": "start", "table": private})
        seen_by_carla = (await ask(carla, {"t": "list"}))["tables"]
        assert [t["table"] for t in seen_by_carla] == [listed]
        seen_by_teacher = (await ask(teacher, {"t": "list"}))["tables"]
        assert {t["table"] for t in seen_by_teacher} == {private, listed}
        assert (await ask(carla, {"t": "watch", "table": private}))["code"] == "not_seated"
        assert (await ask(carla, {"t": "close", "table": private}))["code"] == "not_creator"
        teacher.write_message(json.dumps({"t": "watch", "table": private}))
        state = json.loads(await teacher.read_message())
        assert state["t"] == "state" and state["view"] is None and state["hands"] is None
        # (three cards each, or the computer, first to play, has already played one)
        assert state["public"]["hand_sizes"] in ([3, 3], [3, 2], [2, 3])
        await until(lambda: anna.states[private]["view"] is not None)
        held = set(anna.states[private]["view"]["hand"])
        assert not held & set(CARD.findall(json.dumps(state)))
        assert (await ask(teacher, {"t": "close", "table": private}))["t"] == "ok"
        await until(lambda: anna.states[private]["status"] == "closed")
        answer = await anna.request({"t": "act", "table": private, "v": anna.states[private]["v"],
                                     "action": ["play", 0, "1d"]})
        assert answer["code"] == "table_closed"
        await anna.close()
        carla.close()
        teacher.close()

    asyncio.run(main())


def test_at_a_table_with_hints_a_learner_is_advised_from_their_own_view_and_reviewed_after(server):
    """Hints and the review are a table setting: refused at a table without them, out of
    turn, before the hand's end and to someone not seated; Anna follows every hint and the
    review then finds no mistake (the same seeds as the lessons' tables). (Out of turn:
    tests/test_class_tables.py.)"""
    async def main():
        anna = await TableClient(server.url, server.credential(1)).connect()
        bruno = await TableClient(server.url, server.credential(2)).connect()
        plain = await anna.create({"players": 2, "timer": 0})
        await anna.request({"t": "start", "table": plain})
        await until(lambda: anna.states[plain]["status"] == "playing")
        refused = {"plain": (await anna.request({"t": "hint", "table": plain}))["code"]}
        code = await anna.create({"players": 2, "timer": 0, "hints": True})
        await anna.request({"t": "start", "table": code})
        refused["stranger"] = (await bruno.request({"t": "hint", "table": code}))["code"]
        refused["early"] = (await anna.request({"t": "review", "table": code}))["code"]
        hints = 0
        while not anna.states[code]["view"]["is_over"]:
            await asyncio.sleep(0.02)
            state = anna.states[code]
            view = state["view"]
            if view["is_over"] or view["current_player"] != 0:
                continue
            advice = await anna.request({"t": "hint", "table": code})
            assert advice["t"] == "advice", advice
            assert {c["card"] for c in advice["cards"]} == set(view["legal"])
            assert advice["cards"][0]["rank"] == 1 and advice["cards"][0]["reason"]["en"]
            hints += 1
            await anna.request({"t": "act", "table": code, "v": state["v"],
                                "action": ["play", 0, advice["cards"][0]["card"]]})
            await until(lambda: anna.states[code]["v"] > state["v"])
        result = await anna.request({"t": "review", "table": code})
        await anna.close()
        await bruno.close()
        return refused, hints, result

    refused, hints, result = asyncio.run(main())
    assert refused == {"plain": "hints_off", "stranger": "not_seated", "early": "hand_not_over"}
    assert result["t"] == "review" and len(result["items"]) == hints == 20
    assert not any(item["mistake"] for item in result["items"]), result["items"]
    assert result["summary"]["it"] and result["summary"]["en"]
