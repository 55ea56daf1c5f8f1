"""Odd frames and odd requests at the real table server (issue 40): each is answered with
``refused`` and a code, changes no table, and the connection stays open, as the protocol
says of every refusal. Before, a credential with non-ASCII digits and JSON nested 5,000
deep dropped the connection with no answer, and a Chiamata table's house rules took a
deck of the creator's choosing."""

from __future__ import annotations

import asyncio
import itertools
import json
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tornado import websocket

from briscola_teach import DECK
from briscola_teach.tables.options import TableOptions
from briscola_teach.tables.protocol import FIELDS
from briscola_teach.tables.table import PHRASES
from briscola_teach.tables.table_client import TableClient
from test_table_server import server  # noqa: F401  (the fixture: the real table server)

ANNA, BRUNO = 1, 2
ANSWERS = ("ok", "refused", "created", "tables", "pong", "advice", "review")
PACE = 0.06        # under the server's 20 messages a second, so no frame is refused unread
IDS = itertools.count()


class Probe:
    """A raw connection to the real server, for a test that is not a coroutine (hypothesis
    calls it once an example): it runs its own event loop, or another probe's."""

    def __init__(self, served, learner=None, loop=None) -> None:
        self.served, self.learner = served, learner
        self.loop, self.own_loop = loop or asyncio.new_event_loop(), loop is None
        self.open()

    def run(self, work):
        async def running():
            return await work()
        return self.loop.run_until_complete(running())

    def open(self) -> None:
        self.socket = self.run(lambda: websocket.websocket_connect(self.served.url))
        self.opened = time.monotonic()
        if self.learner is not None:
            answer = self.ask({"t": "hello", "credential": self.served.credential(self.learner)})
            assert answer["t"] == "ok", answer

    def send(self, frame) -> None:
        time.sleep(PACE)
        self.run(lambda: self.socket.write_message(frame, binary=isinstance(frame, bytes)))

    def answer(self, request_id) -> dict:
        """The next answer to ``request_id`` (the events and states between passed over)."""
        async def read() -> dict:
            while True:
                text = await asyncio.wait_for(self.socket.read_message(), 10)
                assert text is not None, "the server closed the connection"
                message = json.loads(text)
                if message["t"] in ANSWERS and message.get("id") == request_id:
                    return message
        return self.run(read)

    def ask(self, request: dict) -> dict:
        request_id = f"p{next(IDS)}"
        self.send(json.dumps(dict(request, id=request_id)))
        return self.answer(request_id)

    def frame(self, frame) -> dict:
        """Send a frame as it is; it is answered, with its id when the server could read one."""
        self.send(frame)
        return self.answer(_id_in(frame))

    def still_open(self) -> None:
        assert self.ask({"t": "ping"})["t"] == "pong"

    def close(self) -> None:
        self.run(self._close)
        if self.own_loop:
            self.loop.close()

    async def _close(self) -> None:
        self.socket.close()


def _id_in(frame) -> object:
    try:
        request = json.loads(frame)
        request_id = request.get("id")
    except (ValueError, RecursionError, AttributeError, TypeError):
        return None
    ok = isinstance(request_id, int) and not isinstance(request_id, bool) or \
        isinstance(request_id, str) and len(request_id) <= 40
    return request_id if ok else None


def a_table_for_two(served) -> str:
    """Anna's table for two, started, Bruno in seat 1, no timer: while both are there
    (``at_the_table``), only Bruno's messages can change it."""
    async def make() -> str:
        anna = await TableClient(served.url, served.credential(ANNA)).connect()
        bruno = await TableClient(served.url, served.credential(BRUNO)).connect()
        code = await anna.create({"players": 2, "timer": 0})
        assert (await bruno.request({"t": "join", "table": code, "seat": 1}))["t"] == "ok"
        assert (await anna.request({"t": "start", "table": code}))["t"] == "ok"
        await anna.close()
        await bruno.close()
        return code
    return asyncio.run(make())


def at_the_table(served, code: str) -> tuple[Probe, Probe]:
    """Bruno, and Anna keeping her seat (on the same loop, so that the server's pings are
    answered): neither seat is ever away, so no computer takes one over after the grace."""
    bruno = Probe(served, BRUNO)
    anna = Probe(served, ANNA, bruno.loop)
    for probe in (anna, bruno):
        assert probe.ask({"t": "watch", "table": code})["t"] == "ok"
        probe.still_open()      # and the seat's return is stored by then
    return bruno, anna


def stored(served) -> dict[str, str]:
    return {code: table.to_json() for code, table in served.tables().items()}


# -- the findings, and odd frames like them ----------------------------------------------------

NON_ASCII_DIGITS = ("١٢٣", "²", "１", "߁", "৩", "𝟏")


def test_a_credential_with_non_ascii_digits_is_refused_and_the_connection_stays(server):
    probe = Probe(server)
    real = server.credential(ANNA)
    body, mac = real.split(".")
    for digits in NON_ASCII_DIGITS:
        for credential in (f"l{digits}.{mac}", f"t{digits}.{mac}", f"l{digits}", f"l1{digits}.{mac}",
                           f"{body}.{mac[:-1]}{digits}"):
            answer = probe.ask({"t": "hello", "credential": credential})
            assert answer["t"] == "refused" and answer["code"] == "credential", (credential, answer)
    assert probe.ask({"t": "list"})["code"] == "hello_first"      # open, and nobody yet
    assert probe.ask({"t": "hello", "credential": real})["t"] == "ok"
    probe.close()


def test_deep_and_odd_json_is_refused_with_a_code_and_changes_nothing(server):
    code = a_table_for_two(server)
    probe, anna = at_the_table(server, code)
    before = stored(server)
    deep = "[" * 5000 + "]" * 5000
    cases = {
        deep: "too_deep",
        "x" * 20_000: "too_long",
        json.dumps({"t": "say", "table": code, "phrase": "é" * 17_000}, ensure_ascii=False):
            "too_long",
        '{"t": "list", "id": "deep", "x": ' + deep + "}": "too_deep",
        "{" * 3000: "not_json",
        json.dumps({"t": "act", "table": code, "v": 1, "action": [[[[[[[["play"]]]]]]]]}):
            "too_deep",
        '{"t": "ping", "id": ' + "9" * 5000 + "}": "not_json",
        '\ufeff{"t": "ping"}': "not_json",
        '{"t": "say", "table": "' + code + '", "phrase": "\\ud800"}': "phrase",
        '{"t": "join", "table": "\\u0000", "seat": 1}': "no_table",
        '{"t": "watch", "table": "' + code + '", "v": NaN}': "bad_field",
        '{"t": "timer", "table": "' + code + '", "seconds": Infinity}': "bad_field",
        '{"t": "ping", "id": NaN}': "bad_field",
        '{"t": "ping", "t": "fly"}': "unknown_kind",
        json.dumps({"t": "create", "options": {"game": "chiamata", "players": 5,
                                               "house": {"deck": ["1d"] * 40}}}): "table_option",
        # the creator's own deck: they would know every hand at their table
        json.dumps({"t": "create", "options": {"game": "chiamata", "players": 5, "house": {
            "deck": [card.code() for card in DECK]}}}): "table_option",
        json.dumps({"t": "create", "options": {"house": {"seed": 7}}}): "table_option",
        json.dumps({"t": "create", "options": {"house": {"players": 4}}}): "table_option",
        json.dumps({"t": "create", "options": {"house": {"variant": "151"}}}): "table_option",
        json.dumps({"t": "create", "options": {"game": "chiamata", "house": {"dealer": 2}}}):
            "table_option",
        json.dumps({"t": "act", "table": code, "v": 2,
                    "action": ["play", 1, "1d", "2d", {"x": []}]}): None,
    }
    for frame, expected in cases.items():
        answer = probe.frame(frame)
        assert answer["t"] == "refused", (frame[:80], answer)
        assert expected is None or answer["code"] == expected, (frame[:80], answer)
    probe.still_open()
    assert stored(server) == before
    anna.close()
    probe.close()


# -- fuzzed: the hello and every kind of message ------------------------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-2 ** 70, 2 ** 70) | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=8)
DIGITS = st.text(alphabet="0123456789" + "".join(NON_ASCII_DIGITS), max_size=6)
CREDENTIALS = st.builds("{}{}.{}".format, st.sampled_from(["l", "t", "L", "", "x"]), DIGITS,
                        st.text(alphabet="0123456789abcdef", max_size=34) | st.text(max_size=34))
CARDS = st.sampled_from(["1d", "3c", "10b", "7s", "2x", "", "ad"]) | st.text(max_size=4)
ACTIONS = st.lists(st.sampled_from(["play", "bid", "call", "discard", "signal", "declare",
                                    "swap_seven", "partner"]) | st.integers(-1, 2) | CARDS | JSON,
                   max_size=5)
HOUSE = st.dictionaries(st.sampled_from(["seed", "deck", "dealer", "players", "variant", "goal",
                                         "signals", "col_monte", "direction", "x"]),
                        st.sampled_from([True, 3, 5, "151", "clockwise"]) | JSON, max_size=2)
OPTIONS = st.dictionaries(st.sampled_from(list(TableOptions.__dataclass_fields__) + ["x"]),
                          st.sampled_from(["classic", "151", "chiamata", 2, 4, 5, 7, True, 0,
                                           "raggi", "round", "hard", {}]) | HOUSE | JSON,
                          max_size=5)
# Options all right but for the house rules.
HOUSED = st.fixed_dictionaries({"game": st.sampled_from(["classic", "151", "chiamata"]),
                                "timer": st.just(0), "house": HOUSE})


def field_values(code: str) -> dict[str, st.SearchStrategy]:
    small = st.integers(-2, 8) | st.integers() | JSON
    return {"credential": CREDENTIALS | JSON, "table": st.sampled_from([code, code.lower(), "ZZZZZ",
                                                                         ""]) | JSON,
            "seat": small, "v": small, "seconds": st.sampled_from([0, 20, 7, -1]) | small,
            "action": ACTIONS | JSON, "options": OPTIONS | JSON,
            "phrase": st.sampled_from(PHRASES) | st.text(max_size=10) | JSON,
            "waiting": st.booleans() | JSON}


def requests(code: str, kinds=tuple(FIELDS)) -> st.SearchStrategy:
    values = field_values(code)

    def of(kind: str) -> st.SearchStrategy:
        fields = {name: values[name] for name in FIELDS[kind]}
        return st.fixed_dictionaries({"t": st.just(kind)},
                                     optional={**fields, "junk": JSON, "id": JSON})
    return st.sampled_from(kinds).flatmap(of)


SETTINGS = settings(max_examples=120, deadline=None, derandomize=True,
                    suppress_health_check=list(HealthCheck))


def check(probe: Probe, served, request) -> None:
    """``request`` is answered; refused, it changed no table; the connection stays open."""
    before = stored(served)
    frame = json.dumps(request)
    answer = probe.frame(frame)
    if answer["t"] == "refused":
        assert isinstance(answer["code"], str) and answer["message"], answer
        assert stored(served) == before, request
    else:
        probe.still_open()      # and whatever it changed is stored before the next example


def test_fuzzed_hellos_are_refused_and_the_connection_stays_open(server):
    probe = Probe(server)

    @SETTINGS
    @given(requests("ZZZZZ", ("hello",)))
    def hello(request) -> None:
        if time.monotonic() - probe.opened > 8:   # a connection says hello within 10 s
            probe.close()
            probe.__init__(server)
        answer = probe.frame(json.dumps(request))
        assert answer["t"] == "refused", (request, answer)

    hello()
    probe.close()


def test_fuzzed_requests_of_every_kind_are_answered_and_a_refused_one_changes_nothing(server):
    code = a_table_for_two(server)
    probe, anna = at_the_table(server, code)

    @SETTINGS
    @given(requests(code, tuple(kind for kind in FIELDS if kind != "hello")))
    def fuzz(request) -> None:
        check(probe, server, request)

    fuzz()
    probe.still_open()
    anna.close()
    probe.close()


def test_fuzzed_table_options_are_taken_or_refused_by_name_and_reach_nothing_else(server):
    """A new table's options, house rules and all: only the game's house rules get through
    to the engine (never its deck, seed, dealer or players)."""
    probe = Probe(server, ANNA)

    @SETTINGS
    @given(st.fixed_dictionaries({"t": st.just("create"), "options": OPTIONS | HOUSED}))
    def create(request) -> None:
        check(probe, server, request)

    create()
    for table in server.tables().values():
        assert table.hands.seed.bit_length() > 128      # dealt from a secret seed, no deck
    probe.close()
