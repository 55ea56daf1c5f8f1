"""The class server's page kernels: one per open page, gone when the page is, a few per learner.

Voila starts a kernel for every page request and never shuts one down itself (voila issue
1458: its beacon on leaving a page is refused). ``serve`` has the kernel manager cull idle
kernels of closed pages, but "idle" is the kernel's own activity, and a page that keeps its
kernel busy after it closed was never idle: the teacher's page follows the class tables, so
its kernel talked on, and every visit left one (62 MB) for good. ``PageKernels`` is Voila's
kernel manager with two bounds of its own:

- **A closed page's kernel goes.** A kernel whose page had a websocket and has had none for
  ``cull_idle_timeout`` seconds is shut down, however busy it is. (A kernel whose page never
  connected, one still being rendered on a busy server, is left to the usual idle rule.)
- **A few pages per learner.** The kernel of each page is the learner's (Voila starts it with
  the learner's number in its environment: ``learners.LEARNER_ENV``). When a learner opens
  more than ``pages_per_learner`` pages at once (twenty tabs started twenty kernels, 1.2 GB,
  and slowed every classmate's page), the oldest gives way: a page already closed first,
  else the oldest open one, whose websocket is closed with ``PAGE_REPLACED`` so the page
  tells the learner why (the course's page template shows the note ``page.replaced``).

``PageSocket`` is Voila's kernel websocket, which registers each open socket for that, and
refuses a socket to a kernel that is another learner's page (a kernel's id is in its page
only; this makes a leaked id useless).
"""

from __future__ import annotations

import time
from typing import Any, Optional

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado import web
from traitlets import Integer
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

from .connections import PacedMessages
from .learners import LEARNER_ENV

# A page's websocket closed by the server because the learner opened too many pages (the
# WebSocket close codes 4000-4999 are the application's own).
PAGE_REPLACED = 4001
PAGES_PER_LEARNER = 4


class PageKernels(AsyncMappingKernelManager):
    """Voila's kernel manager, with the class server's bounds (see the module's notes)."""

    pages_per_learner = Integer(PAGES_PER_LEARNER, config=True,
                                help="pages one learner may have open at once")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.owners: dict[str, str] = {}      # kernel id: its learner's number
        self.started: dict[str, float] = {}
        self.left: dict[str, float] = {}      # kernel id: when its last websocket closed
        self.going: set[str] = set()          # kernels being shut down: no new socket

    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:  # type: ignore[override]  # jupyter_server's is async too
        kernel_id = await super().start_kernel(*args, **kwargs)
        learner = (kwargs.get("env") or {}).get(LEARNER_ENV)
        if learner:
            self.owners[kernel_id], self.started[kernel_id] = learner, time.monotonic()
            await self._make_room(learner, kernel_id)
        return kernel_id

    def owner(self, kernel_id: str) -> Optional[str]:
        return self.owners.get(kernel_id)

    def takes_sockets(self, kernel_id: str) -> bool:
        """Whether a page may connect to the kernel: it runs and is not going. (A page whose
        socket was just closed reconnects at once; a handshake to a kernel shutting down
        would hang, and Chromium opens one socket to a host at a time: the learner's next
        page would wait on it.)"""
        return kernel_id in self and kernel_id not in self.going

    def notify_connect(self, kernel_id: str) -> None:
        super().notify_connect(kernel_id)
        self.left.pop(kernel_id, None)

    def notify_disconnect(self, kernel_id: str) -> None:
        super().notify_disconnect(kernel_id)
        if self._kernel_connections.get(kernel_id, 1) == 0:
            self.left[kernel_id] = time.monotonic()

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        left = self.left.get(kernel_id)
        if left is not None and time.monotonic() - left > self.cull_idle_timeout:
            self.log.info("Shutting down the kernel of a page closed %d s ago",
                          time.monotonic() - left)
            await self.shutdown_kernel(kernel_id)
            return
        await super().cull_kernel_if_idle(kernel_id)

    async def shutdown_kernel(self, kernel_id: str, *args: Any,  # type: ignore[override]  # async, as jupyter_server's
                              **kwargs: Any) -> None:
        self.going.add(kernel_id)
        try:
            await super().shutdown_kernel(kernel_id, *args, **kwargs)
        finally:
            for known in (self.owners, self.started, self.left):
                known.pop(kernel_id, None)
            self.going.discard(kernel_id)

    async def _make_room(self, learner: str, newest: str) -> None:
        """Shut the learner's oldest pages down until ``pages_per_learner`` are left."""
        others = [k for k, who in self.owners.items() if who == learner and k != newest
                  and k in self]
        # Closed pages go first (False sorts before True), then the oldest.
        others.sort(key=lambda k: (self._kernel_connections.get(k, 0) > 0, self.started[k]))
        for kernel_id in others[:max(0, len(others) + 1 - self.pages_per_learner)]:
            self.going.add(kernel_id)
            PageSocket.close_all(kernel_id, PAGE_REPLACED, "page_replaced")
            self.log.info("A learner opened more than %d pages: the oldest gives way",
                          self.pages_per_learner)
            await self.shutdown_kernel(kernel_id)


class PageSocket(PacedMessages, VoilaKernelWebsocketHandler):
    """A page's websocket to its kernel: only the kernel's own learner's browser may open it,
    the server can close it with a reason the page shows, and its messages are read no faster
    than a page sends (``connections.PacedMessages``, counted per kernel however many
    sockets it has)."""

    open_sockets: dict[str, set["PageSocket"]] = {}

    def pace_key(self) -> str:
        return self.kernel_id

    async def pre_get(self) -> None:
        if not self.kernel_manager.takes_sockets(self.kernel_id):
            raise web.HTTPError(404)
        owner = self.kernel_manager.owner(self.kernel_id)
        if owner is not None and self.settings["briscola_learner_of"](self) != owner:
            raise web.HTTPError(403)
        await super().pre_get()

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        """A refusal in plain words (Jupyter's error page needs settings Voila has not,
        and wrote a traceback to the log for every refused socket)."""
        self.set_header("Content-Type", "text/plain")
        self.finish(f"{status_code}: this page's kernel cannot be reached\n")

    async def open(self, kernel_id: str) -> None:
        self.open_sockets.setdefault(kernel_id, set()).add(self)
        await super().open(kernel_id)

    def on_close(self) -> None:
        sockets = self.open_sockets.get(self.kernel_id, set())
        sockets.discard(self)
        if not sockets:
            self.open_sockets.pop(self.kernel_id, None)
        super().on_close()

    @classmethod
    def close_all(cls, kernel_id: str, code: int, reason: str) -> None:
        for socket in list(cls.open_sockets.get(kernel_id, ())):
            socket.close(code, reason)
