"""The table server: every class table, one authority, over WebSocket.

``briscola-teach tables --port N`` runs it alone; ``briscola-teach serve`` starts it beside
the lessons, and again if it dies. Page kernels, tests and benchmarks are its clients
(``table_client.py``); the protocol is in ``protocol.py``.

How it keeps its promises:

- **One action at a time.** The server is one process with one event loop: each message
  is handled to the end before the next, so a table changes one action at a time, and the
  table's version refuses an action chosen on an older table.
- **Nothing lost.** Changes are not sent as they happen. The tables they touched are
  marked, and at the end of the loop's pass (``_flush``) every marked table is written to the
  store in one transaction; only then is anyone told.
- **Hidden cards.** What a connection is sent is built by ``Table.state_for`` for the seat
  of the learner it speaks for, and a partner sign's event only to the seats that saw it.
- **The clock.** A sweep every ``SWEEP_SECONDS`` runs each table's clock (grace periods,
  the turn timer) and lets computers act, ``BOT_SECONDS`` after the table last changed.
- **Floods.** Each connection has a bucket of ``BURST`` messages, refilled at ``RATE`` a
  second; a message over it is refused unread, and a connection refused ``CUT_OFF`` times
  in a row is closed. Nobody else's messages wait for it.
- **Table spam.** A learner has at most ``TABLES_EACH`` tables of their making open (not
  started, or playing) at once, makes at most ``NEW_TABLES`` in ``NEW_TABLES_SECONDS`` (a
  table made and left at once closes, but is kept), and the server has ``MAX_TABLES`` open
  in all; a ``create`` past any is refused (``too_many_tables``, ``tables_too_often``,
  ``tables_full``). The list sends at most ``LIST_LENGTH`` tables, however many there are,
  and says how many more.
"""

from __future__ import annotations

import asyncio
from collections import deque
import inspect
import json
import logging
from concurrent.futures import ThreadPoolExecutor
import signal
import time
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from tornado import ioloop, web, websocket

from ..errors import BriscolaError
from .identity import Identity, Person
from .options import TableOptions
from ..ai.advice import advise, review
from .protocol import MAX_TEXT, advice_message, read_message, refusal, review_message
from .table import GRACE_SECONDS, Change, Table, TableError, new_code
from .table_store import TableStore

log = logging.getLogger("briscola_teach.tables")

PATH = "/tables"
SWEEP_SECONDS = 0.1
SWEEP_BUDGET = 0.01
BOT_SECONDS = 0.8           # a computer's pace: it acts this long after the table last changed
TRICK_PAUSE = 2.0           # and twice as long after a trick, shown whole meanwhile (table.js)
RATE, BURST, CUT_OFF = 20.0, 40, 200
# A frame holds any message of ``MAX_TEXT`` characters (4 bytes each at most in UTF-8): a
# longer message is refused (``too_long``); a frame past this closes the connection (1009).
MAX_MESSAGE = 4 * MAX_TEXT
HELLO_SECONDS = 10.0        # a connection that has not said who it is by then is closed
# Requests whose reply carries their id (no "ok" besides).
ANSWERED = ("ping", "list", "peek", "hint", "review")
# Open tables: a learner's own (leave one alone, close it or finish it to make another), and
# the server's. A class of 30 at tables for two needs 15, and 90 if each made three; 200
# leaves room for a few classes on one Hub. Past it, the server would keep, clock and list
# them all: 1,000 listed tables kept a classmate's lobby loading for 17 s.
TABLES_EACH = 3
MAX_TABLES = 200
# New tables a learner makes: a table made and left at once closes, but the server keeps it
# (and the store, a week), so making and leaving them must not go on at a message's pace.
NEW_TABLES, NEW_TABLES_SECONDS = 10, 600.0
# The tables a list sends: one's own first, then those with a free seat, the newest first.
LIST_LENGTH = 24


class Connection(websocket.WebSocketHandler):
    """One client: who it speaks for, the tables it follows, its flood bucket."""

    server: "TableServer"

    def initialize(self, server: "TableServer") -> None:
        self.server = server
        self.person: Optional[Person] = None
        # While the identity asks who the credential is (the Hub), what else comes waits here.
        self.held: Optional[list[dict[str, Any]]] = None
        self.following: set[str] = set()
        self.tokens, self.refill_at, self.refused_in_a_row = float(BURST), time.monotonic(), 0

    def check_origin(self, origin: str) -> bool:
        # Clients are page kernels and programs, not browsers: a browser page of another
        # site must not open a connection in a learner's name.
        return not origin

    def open(self, *args: Any, **kwargs: Any) -> None:
        self.server.connections.add(self)
        ioloop.IOLoop.current().call_later(HELLO_SECONDS, self._hello_due)

    def _hello_due(self) -> None:
        if self.person is None and self.ws_connection is not None:
            self.close(1008, "no hello")

    def on_message(self, message: Any) -> None:
        if not self._take_token():
            return
        try:
            request = read_message(message)
            if self.held is not None:
                self.held.append(request)
                return
            self.server.handle(self, request)
        except BriscolaError as error:
            request_id = getattr(error, "request_id", None)
            self.send(refusal(error, request_id))

    def _take_token(self) -> bool:
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.refill_at) * RATE)
        self.refill_at = now
        if self.tokens >= 1:
            self.tokens -= 1
            self.refused_in_a_row = 0
            return True
        self.refused_in_a_row += 1
        if self.refused_in_a_row >= CUT_OFF:
            self.close(1008, "too many messages")
        elif self.refused_in_a_row == 1:
            self.send(refusal(TableError("too many messages: slow down", "too_fast")))
        return False

    def send(self, message: dict[str, Any]) -> None:
        if self.ws_connection is None or self.ws_connection.is_closing():
            return
        try:
            self.write_message(json.dumps(message, separators=(",", ":")))
        except websocket.WebSocketClosedError:
            pass

    def on_close(self) -> None:
        self.server.connections.discard(self)
        self.server.closed(self)


class Health(web.RequestHandler):
    def initialize(self, server: "TableServer") -> None:
        self.server = server

    def get(self) -> None:
        self.write({"tables": len(self.server.tables), "connections": len(self.server.connections)})


class TableServer:
    """Every table and who follows it; ``handle`` answers a connection's message."""

    def __init__(self, store: TableStore, identity: Identity, bot_seconds: float = BOT_SECONDS,
                 clock: Callable[[], float] = time.time, grace: float = GRACE_SECONDS) -> None:
        self.store, self.identity, self.clock = store, identity, clock
        self.bot_seconds, self.grace = bot_seconds, grace
        self.tables: dict[str, Table] = {t.code: t for t in store.load(clock)}
        self.connections: set[Connection] = set()
        self.pending: dict[str, list[Change]] = {}
        self.unsaved: set[str] = set()
        # After a restart the computers wait their pace too, as after any change.
        self.changed_at: dict[str, float] = {code: clock() for code in self.tables}
        self._flush_planned = False
        self._sweep_from = 0
        # The advisor's sampling takes a while: one thread works it out, off the loop that
        # runs every table.
        self.advisor = ThreadPoolExecutor(1, thread_name_prefix="advisor")
        # When each learner made their last ``NEW_TABLES`` tables.
        self.made: dict[int, deque[float]] = {}
        for code in store.unreadable:
            log.warning("table %s could not be read back from the store", code)

    # -- messages -----------------------------------------------------------------------

    def handle(self, connection: Connection, request: dict[str, Any]) -> None:
        kind, request_id = request["t"], request.get("id")
        try:
            if kind == "hello":
                self._hello(connection, request)
            elif connection.person is None:
                raise TableError("say hello first, with your credential", "hello_first")
            else:
                getattr(self, "_" + kind)(connection, connection.person, request)
        except BriscolaError as error:
            connection.send(refusal(error, request_id))
            return
        # What a learner is told was done is stored first: a server killed right after an
        # answer must not lose the table or the move it answered for.
        self._save()
        if request_id is not None and kind not in ANSWERED and connection.held is None:
            connection.send({"t": "ok", "id": request_id})

    def _hello(self, connection: Connection, request: dict[str, Any]) -> None:
        if connection.person is not None or connection.held is not None:
            raise TableError("this connection has said who it is already", "hello_again")
        found = self.identity.who(request.get("credential"))
        if not inspect.isawaitable(found):
            self._welcome(connection, found)
            return
        connection.held = []

        async def asked() -> None:
            try:
                person = await found
            except BriscolaError as error:
                connection.send(refusal(error, request.get("id")))
                person = None
            finally:     # whatever happened, the connection stops holding its messages
                held, connection.held = connection.held or [], None
            if connection.ws_connection is None:   # closed meanwhile: nobody to act for
                return
            if person is not None:
                self._welcome(connection, person)
            for waiting in held:
                self.handle(connection, waiting)
        asyncio.ensure_future(asked())

    def _welcome(self, connection: Connection, person: Person) -> None:
        connection.person = person
        connection.send({"t": "welcome", "learner": person.learner, "name": person.name,
                         "teacher": person.teacher})

    def _list(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        """The tables ``person`` may see, the most useful ``LIST_LENGTH`` of them: their
        own, then those with a free seat (waiting to start first), each the newest first."""
        shown = [(t, t.seat_of(person.learner)) for t in self.tables.values()
                 if t.status in ("open", "playing") and
                 (t.listed_for(person.classes) or person.teacher or
                  t.seat_of(person.learner) is not None)]
        shown.sort(key=lambda pair: (pair[1] is None, not pair[0].free_seats(),
                                     pair[0].status != "open", -pair[0].created))
        listed = [dict(table.listing(), you=seat) for table, seat in shown[:LIST_LENGTH]]
        connection.send({"t": "tables", "tables": listed, "more": len(shown) - len(listed),
                         "id": request.get("id")})

    def _peek(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        """The listing of the table whose code the learner was given (a private one too)."""
        table = self._table(request)
        table.check_open_table()
        connection.send({"t": "tables", "id": request.get("id"),
                         "tables": [dict(table.listing(), you=table.seat_of(person.learner))]})

    def _create(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        options = TableOptions.parse(request.get("options", {}))
        self._check_room(person)
        code = new_code(lambda c: c in self.tables or c in self.store.codes())
        table = Table.create(code, options, person.learner, person.name,
                             seat=request.get("seat", 0), clock=self.clock,
                             classes=person.classes)
        self.tables[code] = table
        self.made.setdefault(person.learner, deque(maxlen=NEW_TABLES)).append(self.clock())
        connection.following.add(code)
        self._changed(table, [])
        self._save()
        connection.send({"t": "created", "table": code, "id": request.get("id")})

    def _check_room(self, person: Person) -> None:
        """Refuse a new table past the learner's own ``TABLES_EACH`` or ``NEW_TABLES`` (the
        teacher has no such bounds) or the server's ``MAX_TABLES``."""
        open_tables = [t for t in self.tables.values() if t.status in ("open", "playing")]
        mine = sum(1 for t in open_tables if t.creator == person.learner)
        if not person.teacher and mine >= TABLES_EACH:
            raise TableError(f"you have {mine} tables of your making open: close, leave or "
                             "finish one to make another", "too_many_tables", limit=TABLES_EACH)
        made = self.made.get(person.learner, deque())
        if not person.teacher and len(made) == NEW_TABLES and \
                self.clock() - made[0] < NEW_TABLES_SECONDS:
            raise TableError(f"you made {NEW_TABLES} tables in {NEW_TABLES_SECONDS / 60:.0f} "
                             "minutes: wait a little", "tables_too_often", limit=NEW_TABLES,
                             minutes=round(NEW_TABLES_SECONDS / 60))
        if len(open_tables) >= MAX_TABLES:
            raise TableError(f"the class's tables are full: {len(open_tables)} are open",
                             "tables_full", limit=MAX_TABLES)

    def _join(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        table = self._table(request)
        self._changed(table, table.sit(person.learner, person.name, request.get("seat")))
        connection.following.add(table.code)

    def _watch(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        """Follow a table (after a reload or a lost connection: from version ``v`` on)."""
        table = self._table(request)
        seat = table.seat_of(person.learner)
        if seat is None and not person.teacher:
            raise TableError(f"you have no seat at table {table.code}", "not_seated")
        connection.following.add(table.code)
        since = request.get("v")
        missed = table.changes_since(since, seat) if isinstance(since, int) else None
        for change in missed or []:
            connection.send(_event(table.code, change))
        connection.send(dict(t="state", resync=missed is None,
                             **table.state_for(seat, teacher=person.teacher)))
        self._changed(table, table.back(person.learner))

    def _start(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        table = self._table(request)
        self._changed(table, table.start(person.learner))

    def _wait(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        table = self._table(request)
        self._changed(table, table.wait(person.learner, request.get("waiting")))

    def _act(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        table = self._table(request)
        self._changed(table, table.act(person.learner, request.get("v"), request.get("action")))

    def _next(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        table = self._table(request)
        self._changed(table, table.next_hand(person.learner))

    def _say(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        table = self._table(request)
        self._changed(table, table.say(person.learner, request.get("phrase")))

    def _stand(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        table = self._table(request)
        self._changed(table, table.stand(person.learner))
        connection.following.discard(table.code)

    def _timer(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        table = self._table(request)
        self._changed(table, table.set_timer(person.learner, request.get("seconds"),
                                             teacher=person.teacher))

    def _close(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        table = self._table(request)
        if not person.teacher and person.learner != table.creator:
            raise TableError("only the teacher or the table's creator can close it", "not_creator")
        self._changed(table, table.close())

    def _hint(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        game, seat = self._table(request).for_advice(person.learner, "hint")
        # the judge draws its deals from the position, never from the table's secret seed: the
        # review then never blames a hint followed
        self._advise(connection, request, lambda: advice_message(advise(game.view(seat))))

    def _review(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        game, seat = self._table(request).for_advice(person.learner, "review")
        self._advise(connection, request, lambda: review_message(review(game, seat)))

    def _advise(self, connection: Connection, request: dict[str, Any],
                work: Callable[[], dict[str, Any]]) -> None:
        async def answer() -> None:
            try:
                found = await asyncio.get_running_loop().run_in_executor(self.advisor, work)
            except (BriscolaError, ValueError) as error:
                connection.send(refusal(TableError(str(error), "no_advice"), request.get("id")))
                return
            connection.send(dict(found, table=request["table"], id=request.get("id")))
        asyncio.ensure_future(answer())

    def _ping(self, connection: Connection, person: Person, request: dict[str, Any]) -> None:
        connection.send({"t": "pong", "id": request.get("id")})

    def _table(self, request: dict[str, Any]) -> Table:
        code = request.get("table")
        table = self.tables.get(code) if isinstance(code, str) else None
        if table is None:
            raise TableError(f"there is no table {code!r}", "no_table", value=repr(code))
        return table

    def closed(self, connection: Connection) -> None:
        """A connection closed: its learner is away from the tables no other of theirs follows."""
        person = connection.person
        if person is None:
            return
        for code in connection.following:
            table = self.tables.get(code)
            if table is None:
                continue
            others = [c for c in self.connections if c.person is not None and
                      c.person.learner == person.learner and code in c.following]
            if not others:
                self._changed(table, table.away(person.learner))

    # -- telling ------------------------------------------------------------------------

    def _changed(self, table: Table, changes: list[Change]) -> None:
        """Mark ``table`` to be stored and its changes told, at the end of this pass."""
        self.pending.setdefault(table.code, []).extend(changes)
        self.unsaved.add(table.code)
        self.changed_at[table.code] = self.clock()
        if not self._flush_planned:
            self._flush_planned = True
            ioloop.IOLoop.current().add_callback(self._flush)

    def _flush(self) -> None:
        """Store every changed table in one transaction, then tell each follower."""
        self._flush_planned = False
        self._save()
        pending, self.pending = self.pending, {}
        tables = [self.tables[code] for code in pending]
        followers: dict[str, list[Connection]] = {}
        for connection in self.connections:
            for code in connection.following & pending.keys():
                followers.setdefault(code, []).append(connection)
        for table in tables:
            self._tell(table, pending[table.code], followers.get(table.code, []))

    def _save(self) -> None:
        """Store every table changed since the last save, in one transaction."""
        if self.unsaved:
            self.store.save([self.tables[code] for code in sorted(self.unsaved)])
            self.unsaved.clear()

    def _tell(self, table: Table, changes: list[Change], connections: list[Connection]) -> None:
        states: dict[tuple[Optional[int], bool], dict[str, Any]] = {}
        for connection in connections:
            assert connection.person is not None
            seat = table.seat_of(connection.person.learner)
            if seat is None and not connection.person.teacher:
                continue
            told = [change for change in changes if change.for_seat(seat)]
            for change in told:
                connection.send(_event(table.code, change))
            if told or not changes:
                key = (seat, connection.person.teacher)
                if key not in states:
                    states[key] = dict(t="state", **table.state_for(seat, teacher=key[1]))
                connection.send(states[key])

    # -- the clock ----------------------------------------------------------------------

    def sweep(self) -> None:
        """Run every table's clock, and let a computer act where one is due. A pass stops
        after ``SWEEP_BUDGET`` seconds (a computer thinking at the end of a hand can take tens
        of milliseconds) and the next one goes on from there, so that the learners' messages
        are never kept waiting behind a crowd of computers."""
        now, began = self.clock(), time.perf_counter()
        tables = list(self.tables.values())
        start = self._sweep_from % len(tables) if tables else 0
        for done, table in enumerate(tables[start:] + tables[:start]):
            if time.perf_counter() - began > SWEEP_BUDGET:
                self._sweep_from = start + done
                return
            if table.status != "playing":
                continue
            try:
                changes = table.tick(self.grace)
                pause = self.bot_seconds * (TRICK_PAUSE if table.trick_just_taken() else 1)
                if table.computer_to_act() is not None and \
                        now - self.changed_at.get(table.code, 0.0) >= pause:
                    changes += table.computer_turn()
            except BriscolaError:      # a computer's move refused: a bug, never a reason to stop
                log.exception("table %s: the computer's move was refused", table.code)
                continue
            if changes:
                self._changed(table, changes)
        self._sweep_from = 0


def _event(code: str, change: Change) -> dict[str, Any]:
    return {"t": "event", "table": code, "v": change.version, "event": change.event}


def make_app(server: TableServer, prefix: str = "", handlers: Sequence[Any] = (),
             **settings: Any) -> web.Application:
    """The table server's routes under ``prefix`` (a JupyterHub service's "/services/NAME"),
    then ``handlers`` of a program that serves more beside the tables."""
    return web.Application([(prefix + PATH, Connection, {"server": server}),
                            (prefix + "/health", Health, {"server": server}), *handlers],
                           websocket_max_message_size=MAX_MESSAGE,
                           websocket_ping_interval=10, websocket_ping_timeout=10, **settings)


def run(port: int, store_path: Path, identity: Identity, ip: str = "127.0.0.1",
        bot_seconds: float = BOT_SECONDS, grace: float = GRACE_SECONDS,
        app_for: Callable[[TableServer], web.Application] = make_app,
        clock: Callable[[], float] = time.time) -> None:
    """Serve until SIGTERM or Ctrl-C. Every change is already stored, so stopping loses
    nothing: the connections are closed, and the clients come back to the next server."""
    started = time.monotonic()
    server = TableServer(TableStore(store_path), identity, bot_seconds, clock=clock, grace=grace)
    app = app_for(server)
    http = app.listen(port, address=ip, xheaders=False)
    loop = ioloop.IOLoop.current()
    ioloop.PeriodicCallback(server.sweep, SWEEP_SECONDS * 1000).start()

    def stop(*_: Any) -> None:
        loop.add_callback_from_signal(loop.stop)

    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, stop)
    print(f"Briscola tables on ws://{ip}:{port}{PATH}: {len(server.tables)} tables back in "
          f"{time.monotonic() - started:.2f} s", flush=True)
    loop.start()
    http.stop()
    for connection in list(server.connections):
        connection.close(1001, "the table server is stopping")
    server.store.close()
