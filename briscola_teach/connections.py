"""The class server's connections: how many one client address may hold, how many in all, how
long a request's headers and body may take, how big they and a websocket's messages may be,
and how fast one address is served.

A learner who opens thousands of connections and never finishes their headers (slowloris)
used to take every file the server could open: no classmate's page opened. Here

- a request's headers must come within ``HEADER_SECONDS`` (also the time a kept-alive
  connection may wait for its next request), its body within ``BODY_SECONDS``;
- headers are at most ``HEADER_BYTES``; a body over ``BODY_BYTES`` is refused (400) from its
  ``Content-Length``, before it is read (the class server takes only small JSON posts:
  widgets, an uploaded file among them, speak over the kernel's websocket);
- one client address holds at most ``PER_ADDRESS`` connections, websockets included: a school
  NAT puts a whole class behind one address, 30 browsers of about 6 connections and a socket
  a page each; a connection beyond it is closed at once;
- the server holds at most half the files the process may open (the rest are its kernels'
  sockets and its files), raised at start from the system's soft limit toward its hard one;
- requests from one address beyond ``REQUESTS_AT_ONCE``, then ``REQUESTS_PER_SECOND``, wait
  before they are handled (and their connections are not read meanwhile): a script asking
  for pages, or anything, as fast as it can gets the server's time a class would, no more;
- a websocket's message is at most ``MESSAGE_BYTES`` (a bigger one closes the socket), and
  a page's messages beyond ``MESSAGES`` and ``MESSAGE_VOLUME`` wait before they are read
  (``PacedMessages``): a flood costs the server and the kernel little more than a page does.

The bounds are per address: classmates behind the same NAT as the one who attacks share
theirs. What this does not stop: a learner with many addresses can still fill the server's
share of connections (then every new connection is closed until theirs time out), and
anyone can still fill the school's network itself.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any, Optional

from tornado import httputil
from tornado.httpserver import HTTPServer
from tornado.ioloop import PeriodicCallback
from tornado.iostream import IOStream
from tornado.web import Application

from .limits import TokenBucket

HEADER_SECONDS = 20.0
BODY_SECONDS = 20.0
HEADER_BYTES = 32 * 1024
BODY_BYTES = 64 * 1024
PER_ADDRESS = 400
# Requests from one client address, at once and then a second: a class behind one NAT opening
# its first page fetches about 100 files each; then a page is a few requests.
REQUESTS_AT_ONCE = 3000
REQUESTS_PER_SECOND = 100.0
# A websocket's message: the biggest a page sends its kernel is a progress file chosen for
# import (a course's export is well under 1 MB); a bigger one closes the socket unread.
MESSAGE_BYTES = 4 * 1024 * 1024
# What a page's socket may send its kernel, at once and then a second: messages, and bytes.
# A page sends a few small messages as its learner clicks, and a file now and then.
MESSAGES = (100, 20.0)
MESSAGE_VOLUME = (2 * MESSAGE_BYTES, 1024 * 1024.0)
MESSAGE_BUDGET = "briscola_message_budget"    # the application setting holding their buckets
# No more open files than this asked for (the system's hard limit can be a million).
FILES_WANTED = 65536
# Connections whose count went stale (closed since) are found again at most this often.
RECOUNT_SECONDS = 0.5


def raise_file_limit() -> int:
    """Raise this process's soft limit of open files toward its hard one (at most
    ``FILES_WANTED``); returns the soft limit now."""
    try:
        import resource
    except ImportError:       # not a Unix: the system's own limit
        return 2 * FILES_WANTED
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = FILES_WANTED if hard == resource.RLIM_INFINITY else min(hard, FILES_WANTED)
    if wanted > soft:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass
    return soft


class OpenStreams:
    """The open connections, by client address. A closed connection is found by looking
    (``IOStream.closed()``), when an address, or the whole, seems full."""

    def __init__(self, per_address: int, in_all: int, clock: Any = time.monotonic) -> None:
        self.per_address, self.in_all, self.clock = per_address, in_all, clock
        self.by_address: dict[str, list[IOStream]] = {}
        self.count = 0
        self.full_until: dict[Optional[str], float] = {}   # None: the whole server

    def admit(self, address: str, stream: IOStream) -> str:
        """Count ``stream`` from ``address`` if there is room for it; if not, say where
        there is none."""
        if len(self.by_address.get(address, ())) >= self.per_address:
            if not self._recount(address, lambda: self._drop_closed(address)):
                return f"that address holds {self.per_address} already"
        if self.count >= self.in_all:
            if not self._recount(None, self.sweep):
                return f"the server holds {self.in_all} already"
        self.by_address.setdefault(address, []).append(stream)
        self.count += 1
        return ""

    def _recount(self, which: Optional[str], recount: Any) -> bool:
        """Look again for closed connections (not more often than ``RECOUNT_SECONDS`` while
        still full, so that a flood of connections costs little more than their accept);
        True if there is room now."""
        now = self.clock()
        if now < self.full_until.get(which, 0.0):
            return False
        recount()
        full = (self.count >= self.in_all if which is None
                else len(self.by_address.get(which, ())) >= self.per_address)
        if full:
            self.full_until[which] = now + RECOUNT_SECONDS
        else:
            self.full_until.pop(which, None)
        return not full

    def _drop_closed(self, address: str) -> None:
        streams = self.by_address.pop(address, [])
        open_ = [stream for stream in streams if not stream.closed()]
        self.count -= len(streams) - len(open_)
        if open_:
            self.by_address[address] = open_

    def sweep(self) -> None:
        """Forget every closed connection (and the addresses left with none)."""
        for address in list(self.by_address):
            self._drop_closed(address)


class Paced(httputil.HTTPMessageDelegate):
    """A request handled ``seconds`` after its headers came."""

    def __init__(self, delegate: httputil.HTTPMessageDelegate, seconds: float) -> None:
        self.delegate, self.seconds = delegate, seconds

    async def headers_received(self, start_line: Any, headers: httputil.HTTPHeaders) -> None:
        await asyncio.sleep(self.seconds)
        received = self.delegate.headers_received(start_line, headers)
        if received is not None:
            await received

    def data_received(self, chunk: bytes) -> Any:
        return self.delegate.data_received(chunk)

    def finish(self) -> None:
        self.delegate.finish()

    def on_connection_close(self) -> None:
        self.delegate.on_connection_close()


def message_budget() -> tuple[TokenBucket, TokenBucket]:
    """The buckets of ``PacedMessages``: messages, and bytes (an application's setting
    ``MESSAGE_BUDGET``, with ``websocket_max_message_size`` at ``MESSAGE_BYTES``)."""
    return TokenBucket(*MESSAGES), TokenBucket(*MESSAGE_VOLUME)


class PacedMessages:
    """For a websocket handler: its messages are read no faster than the budget allows, counted
    by ``pace_key()`` (one key for all the sockets of a page's kernel). Beyond it the next
    message waits before it is read, and the sender's socket fills up."""

    settings: dict

    def pace_key(self) -> Any:
        return getattr(self, "request").remote_ip

    async def on_message(self, message: Any) -> None:
        messages, volume = self.settings[MESSAGE_BUDGET]
        key = self.pace_key()
        wait = max(messages.wait(key), volume.wait(key, len(message)))
        if wait:
            await asyncio.sleep(wait)
        if getattr(self, "ws_connection", None) is not None:     # (closed while it waited)
            super().on_message(message)  # type: ignore[misc]  # a mixin: the handler is after it


class BoundedHTTPServer(HTTPServer):
    """Tornado's HTTP server, with the bounds of this module on its connections."""

    def initialize(self, *args: Any, per_address: int = PER_ADDRESS, in_all: int = 1000,
                   requests: tuple[int, float] = (REQUESTS_AT_ONCE, REQUESTS_PER_SECOND),
                   log: Optional[logging.Logger] = None, **kwargs: Any) -> None:
        super().initialize(*args, **kwargs)
        self.streams = OpenStreams(per_address, in_all)
        self.pace = TokenBucket(*requests)
        self.log = log or logging.getLogger("tornado.general")
        self.sweeper = PeriodicCallback(self.streams.sweep, 10_000)
        self.sweeper.start()

    def handle_stream(self, stream: IOStream, address: Any) -> None:
        host = address[0] if isinstance(address, tuple) and address else "local"
        full = self.streams.admit(host, stream)
        if full:
            stream.close()
            self.log.warning("Refused a connection from %s: %s", host, full)
            return
        super().handle_stream(stream, address)

    def start_request(self, server_conn: object,
                      request_conn: httputil.HTTPConnection) -> httputil.HTTPMessageDelegate:
        delegate = super().start_request(server_conn, request_conn)
        context = getattr(request_conn, "context", None)
        wait = self.pace.wait(getattr(context, "remote_ip", None) or "local")
        return Paced(delegate, wait) if wait else delegate

    def stop(self) -> None:
        self.sweeper.stop()
        super().stop()


def listen(app: Application, port: int, address: str = "",
           requests: tuple[int, float] = (REQUESTS_AT_ONCE, REQUESTS_PER_SECOND),
           log: Optional[logging.Logger] = None, **_options: Any) -> BoundedHTTPServer:
    """``Application.listen``, with the bounds of this module: the server listening."""
    files = raise_file_limit()
    server = BoundedHTTPServer(app, idle_connection_timeout=HEADER_SECONDS,
                               body_timeout=BODY_SECONDS, max_header_size=HEADER_BYTES,
                               max_body_size=BODY_BYTES, per_address=PER_ADDRESS,
                               in_all=max(PER_ADDRESS, files // 2), requests=requests, log=log)
    server.listen(port, address)
    return server
