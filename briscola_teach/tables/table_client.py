"""A client of the table server, for page kernels, tests and benchmarks.

``TableClient`` keeps one connection open and opens it again when it drops (the server was
restarted, the network blinked): it says hello again and follows each of its tables from
the last version it saw, as lichess's socket does. Requests are sent with an id and
``request`` waits for the answer; everything the server sends is passed to ``on_message``
and the latest state of each table is kept in ``states``.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from typing import Any, Callable, Optional

from tornado import websocket

from .protocol import refusal
from .table import TableError

RETRY_SECONDS = (0.2, 0.5, 1.0, 2.0)    # waits between attempts to reconnect, then the last
ANSWER_SECONDS = 10.0
# What may answer a request.
ANSWERS = ("ok", "refused", "created", "pong", "tables", "advice", "review")

Listener = Callable[[dict[str, Any]], None]


class TableClient:
    def __init__(self, url: str, credential: str, on_message: Optional[Listener] = None,
                 on_link: Optional[Callable[[bool], None]] = None) -> None:
        """``on_message`` hears every message; ``on_link`` hears True when the connection is
        open (again) and False when it drops."""
        self.url, self.credential, self.on_message = url, credential, on_message
        self.on_link = on_link
        self.states: dict[str, dict[str, Any]] = {}
        self.following: set[str] = set()
        self.connected = asyncio.Event()
        self.me: Optional[dict[str, Any]] = None
        self._socket: Optional[websocket.WebSocketClientConnection] = None
        self._ids = itertools.count(1)
        self._answers: dict[Any, asyncio.Future] = {}
        self._reader: Optional[asyncio.Task] = None
        self._closing = False
        self._outbox: list[dict[str, Any]] = []
        self._resumed = asyncio.Event()     # clear while ``pause`` keeps the connection shut
        self._resumed.set()

    async def connect(self) -> "TableClient":
        """Open the connection (retrying until the server is there) and say hello."""
        await self._open()
        self._reader = asyncio.ensure_future(self._read_forever())
        return self

    async def _open(self) -> None:
        for attempt in itertools.count():
            try:
                self._socket = await websocket.websocket_connect(self.url)
                break
            except OSError:
                if self._closing:
                    raise
                await asyncio.sleep(RETRY_SECONDS[min(attempt, len(RETRY_SECONDS) - 1)])
        self._send({"t": "hello", "credential": self.credential})
        for code in sorted(self.following):
            message = {"t": "watch", "table": code}
            if code in self.states:
                message["v"] = self.states[code]["v"]
            self._send(message)
        self.connected.set()
        waiting, self._outbox = self._outbox, []
        for message in waiting:
            self._send(message)
        if self.on_link is not None:
            self.on_link(True)

    async def _read_forever(self) -> None:
        while not self._closing:
            assert self._socket is not None
            text = await self._socket.read_message()
            if text is None:        # the connection closed: open it again
                self.connected.clear()
                lost = refusal(TableError("the connection was lost", "connection_lost"))
                for future in self._answers.values():
                    if not future.done():
                        future.set_result(lost)
                self._answers.clear()
                if self._closing:
                    return
                if self.on_link is not None:
                    self.on_link(False)
                await self._resumed.wait()
                await self._open()
                continue
            self._received(json.loads(text))

    def _received(self, message: dict[str, Any]) -> None:
        kind = message.get("t")
        if kind == "welcome":
            self.me = message
        elif kind == "state":
            self.states[message["table"]] = message
        elif kind in ANSWERS and message.get("id") in self._answers:
            future = self._answers.pop(message["id"])
            if not future.done():
                future.set_result(message)
        if kind == "created":
            self.following.add(message["table"])
        if self.on_message is not None:
            self.on_message(message)

    def _send(self, message: dict[str, Any]) -> None:
        """Send now, or, while the connection is down, once it is open again (as lichess's
        socket resends what was sent while it connected)."""
        if self._socket is None or not self.connected.is_set() and message["t"] != "hello" \
                and message["t"] != "watch":
            self._outbox.append(message)
            return
        try:
            self._socket.write_message(json.dumps(message))
        except websocket.WebSocketClosedError:
            self._outbox.append(message)

    def send(self, message: dict[str, Any]) -> None:
        """Send without waiting for the answer."""
        self._send(message)

    async def request(self, message: dict[str, Any]) -> dict[str, Any]:
        """Send ``message`` and wait for its answer: ``ok``, ``created``, ``tables``, ``pong``
        or ``refused``."""
        await self.connected.wait()
        request_id = next(self._ids)
        future: asyncio.Future = asyncio.get_running_loop().create_future()
        self._answers[request_id] = future
        self._send(dict(message, id=request_id))
        table = message.get("table")
        if message.get("t") in ("join", "watch") and isinstance(table, str):
            self.following.add(table)
        return await asyncio.wait_for(future, ANSWER_SECONDS)

    async def create(self, options: dict[str, Any], seat: int = 0) -> str:
        answer = await self.request({"t": "create", "options": options, "seat": seat})
        if answer["t"] == "refused":
            raise RuntimeError(f"the table was refused: {answer['message']}")
        return answer["table"]

    async def act(self, table: str, action: list) -> dict[str, Any]:
        """An action of this client's seat, chosen on the latest state it has."""
        return await self.request({"t": "act", "table": table, "v": self.states[table]["v"],
                                   "action": action})

    @property
    def paused(self) -> bool:
        return not self._resumed.is_set()

    def pause(self) -> None:
        """Shut the connection until ``resume``: the page this kernel drew for is gone, and
        the server must see this learner leave (the seat's grace period starts)."""
        if self.paused or self._closing:
            return
        self._resumed.clear()
        if self._socket is not None:
            self._socket.close()

    def resume(self) -> None:
        """Open the connection again after ``pause``: the learner takes the seat back."""
        self._resumed.set()

    async def close(self) -> None:
        self._closing = True
        if self._socket is not None:
            self._socket.close()
        if self._reader is not None:
            self._reader.cancel()
