"""A learner's page without a browser: the requests a Voila page makes, from one coroutine.

What Voila 0.5's page does, read from its bundle (``voila/labextensions/widgets-manager8``:
the widget manager plugin, ``@jupyterlab/services``' ``KernelConnection`` and
``@jupyter-widgets/base-manager``'s ``_loadFromKernel``), and what ``Learner.visit`` does:

1. GET the page. Voila streams it while the kernel runs the cells; the page's scripts (and
   so everything below) start only once it has been read to the end. The kernel's id is in
   the page's ``jupyter-config-data``.
2. GET ``api/kernels/<id>`` (``KernelAPI.getKernelModel``).
3. Open ``api/kernels/<id>/channels?session_id=<uuid>`` with the subprotocol
   ``v1.kernel.websocket.jupyter.org`` (binary frames) and send ``kernel_info_request``;
   the messages asked for meanwhile are held until its reply.
4. The widget manager: ``comm_open`` on target ``jupyter.widget.control`` (data ``{}``,
   metadata ``{"version": "1.0.0"}``), then a ``comm_msg`` ``{"method": "request_states"}``
   on it; the kernel answers on iopub with one ``comm_msg`` ``update_states`` holding every
   widget's state (and its binary buffers). The page then closes that comm (``comm_close``)
   and makes a model of each state, which sends nothing: from here on the page has its
   widgets, and the browser draws them with no further request to the server.

With ``assets`` (paths recorded from a real page by ``record_assets``), the learner also
fetches the page's static files after reading it, six at a time as a browser does over
HTTP/1.1: what a first visit, with an empty browser cache, adds to the server's load (about
100 files, 5 MB, for a lesson).

The learner then stays on the page (the socket open) until ``leave``.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
import uuid
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Callable, Optional, Sequence

from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import WebSocketClientConnection, websocket_connect

PROTOCOL = "v1.kernel.websocket.jupyter.org"
CONFIG = re.compile(rb'<script id="jupyter-config-data" type="application/json">(.*?)</script>', re.S)


def pack(channel: str, parts: list[bytes]) -> bytes:
    """A message as the v1 websocket protocol frames it: the offsets, the channel, the parts
    (header, parent header, metadata, content, buffers)."""
    name = channel.encode()
    offsets = [8 * (len(parts) + 3), 8 * (len(parts) + 3) + len(name)]
    for part in parts:
        offsets.append(offsets[-1] + len(part))
    head = len(offsets).to_bytes(8, "little") + b"".join(o.to_bytes(8, "little") for o in offsets)
    return head + name + b"".join(parts)


def unpack(frame: bytes) -> tuple[str, list[bytes]]:
    count = int.from_bytes(frame[:8], "little")
    offsets = [int.from_bytes(frame[8 * (i + 1):8 * (i + 2)], "little") for i in range(count)]
    parts = [frame[offsets[i]:offsets[i + 1]] for i in range(1, count - 1)]
    return frame[offsets[0]:offsets[1]].decode(), parts


@dataclass
class Visit:
    """One learner's page load: seconds from arriving, and what came."""

    arrived: float                      # perf_counter() when the learner asked for the page
    first_byte: Optional[float] = None
    page_read: Optional[float] = None   # the page read to its end
    assets_read: Optional[float] = None  # its static files too (with ``assets``)
    connected: Optional[float] = None   # the kernel's websocket open
    kernel_info: Optional[float] = None
    states: Optional[float] = None      # every widget's state arrived: the page is usable
    widgets: int = 0
    page_bytes: int = 0
    asset_bytes: int = 0
    socket_bytes: int = 0               # what the kernel's socket brought until then
    error: str = ""


class Learner:
    """One learner's browser tab, as far as the server can tell."""

    def __init__(self, base: str, notebook: str, assets: Sequence[str] = (),
                 source: Optional[str] = None, cookie: str = "") -> None:
        """``source``: the address the learner's requests come from (one of this machine's:
        on Linux, any of 127.0.0.0/8), as a classmate on another device would; ``cookie``:
        what the browser sends (none: a new browser)."""
        self.base, self.notebook, self.assets, self.source = base, notebook, assets, source
        self.cookie = cookie
        self.session = uuid.uuid4().hex
        self.socket: Optional[WebSocketClientConnection] = None
        self.kernel = ""                    # the page's kernel's id, once the page is read
        self.visit = Visit(arrived=time.perf_counter())

    def _since(self) -> float:
        return time.perf_counter() - self.visit.arrived

    async def visit_page(self, timeout: float) -> Visit:
        """Load the page as a browser does, up to the widgets' states (or ``timeout``)."""
        try:
            await asyncio.wait_for(self._visit(), timeout)
        except asyncio.TimeoutError:
            self.visit.error = "timed out"
        except Exception as error:  # a learner's failure is reported, not raised
            self.visit.error = f"{type(error).__name__}: {error}"
        return self.visit

    async def _visit(self) -> None:
        visit, chunks = self.visit, []

        def received(chunk: bytes) -> None:
            if visit.first_byte is None:
                visit.first_byte = self._since()
            chunks.append(chunk)

        http = AsyncHTTPClient(force_instance=True, max_body_size=1 << 30)
        try:
            response = await http.fetch(self.request(f"{self.base}/voila/render/{self.notebook}",
                                                     streaming_callback=received))
            self.keep_cookies(response.headers.get_list("Set-Cookie"))
            page = b"".join(chunks)
            visit.page_read, visit.page_bytes = self._since(), len(page)
            found = CONFIG.search(page)
            if not found:
                raise RuntimeError("no jupyter-config-data in the page")
            self.kernel = json.loads(found.group(1))["kernelId"]
            if self.assets:
                await self._fetch_assets(http)
                visit.assets_read = self._since()
            await http.fetch(self.request(f"{self.base}/api/kernels/{self.kernel}"))
        finally:
            http.close()
        await self.connect()
        visit.connected = self._since()
        await self.ask("shell", "kernel_info_request", {}, answer="kernel_info_reply")
        visit.kernel_info = self._since()
        visit.widgets = len(await self.states())
        visit.states = self._since()

    def keep_cookies(self, set_cookies: Sequence[str]) -> None:
        """What a browser keeps of the server's Set-Cookie headers (the class server knows a
        browser, and lets it open its own page's socket, by its learner's cookie)."""
        kept = dict(part.split("=", 1) for part in self.cookie.split("; ") if "=" in part)
        for header in set_cookies:
            name, _, rest = header.partition("=")
            kept[name.strip()] = rest.split(";", 1)[0]
        self.cookie = "; ".join(f"{name}={value}" for name, value in kept.items())

    def request(self, url: str, **options) -> HTTPRequest:
        return HTTPRequest(url, request_timeout=3600, network_interface=self.source,
                           headers={"Cookie": self.cookie} if self.cookie else None, **options)

    async def connect(self) -> None:
        """Open (again) the page's socket to its kernel, as the page does."""
        address = self.base.replace("http", "ws", 1)
        self.socket = await websocket_connect(
            self.request(f"{address}/api/kernels/{self.kernel}/channels?session_id={self.session}"),
            subprotocols=[PROTOCOL], max_message_size=1 << 30)

    async def states(self) -> dict:
        """What the widget manager asks first: every widget's state, by its id."""
        control = uuid.uuid4().hex
        self.send("shell", "comm_open", {"comm_id": control, "target_name": "jupyter.widget.control",
                                         "data": {}}, metadata={"version": "1.0.0"})
        reply = await self.ask("shell", "comm_msg", {"comm_id": control,
                                                     "data": {"method": "request_states"}},
                               answer="comm_msg", on="iopub",
                               when=lambda c: c.get("comm_id") == control)
        self.send("shell", "comm_close", {"comm_id": control, "data": {}})
        return reply["content"]["data"].get("states", {})

    async def _fetch_assets(self, http: AsyncHTTPClient, at_once: int = 6) -> None:
        todo = list(self.assets)

        async def worker() -> None:
            while todo:
                response = await http.fetch(self.request(self.base + todo.pop(0)))
                self.visit.asset_bytes += len(response.body)

        await asyncio.gather(*(worker() for _ in range(at_once)))

    def send(self, channel: str, kind: str, content: dict, metadata: Optional[dict] = None,
             buffers: Sequence[bytes] = ()) -> str:
        """Send a message on the socket; returns its id."""
        assert self.socket is not None
        msg_id = uuid.uuid4().hex
        header = {"msg_id": msg_id, "msg_type": kind, "session": self.session, "username": "",
                  "date": datetime.now(timezone.utc).isoformat(), "version": "5.2"}
        parts = [json.dumps(p).encode() for p in (header, {}, metadata or {}, content)]
        self.socket.write_message(pack(channel, parts + list(buffers)), binary=True)
        return msg_id

    async def ask(self, channel: str, kind: str, content: dict, answer: str,
                   on: Optional[str] = None, when: Callable[[dict], bool] = lambda c: True) -> dict:
        """Send a message and read the socket until the answer to it comes: a message of type
        ``answer`` (on channel ``on`` if given) whose parent is ours and whose content passes
        ``when``."""
        assert self.socket is not None
        msg_id = self.send(channel, kind, content)
        while True:
            frame = await self.socket.read_message()
            if frame is None:
                raise RuntimeError("the kernel's socket closed")
            if isinstance(frame, str):
                raise RuntimeError("the server chose the legacy text protocol")
            self.visit.socket_bytes += len(frame)
            got_channel, parts = unpack(frame)
            header, parent = json.loads(parts[0]), json.loads(parts[1])
            if (header["msg_type"] == answer and parent.get("msg_id") == msg_id
                    and on in (None, got_channel)):
                message = {"header": header, "content": json.loads(parts[3])}
                if when(message["content"]):
                    return message

    def leave(self) -> None:
        """The learner closes the tab."""
        if self.socket is not None:
            self.socket.close()
            self.socket = None


def record_assets(base: str, notebook: str) -> list[str]:
    """The paths (with their queries) of the static files a real page of ``notebook`` fetches
    from the server: one visit with Chromium, before the class. Everything but the page, the
    kernel's API and its socket."""
    from pages import ARGS, CHROMIUM, INTERACTIVE
    from playwright.sync_api import sync_playwright

    found: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        page = browser.new_context().new_page()
        page.on("request", lambda request: found.append(request.url))
        page.goto(f"{base}/voila/render/{notebook}", wait_until="commit")
        page.locator(INTERACTIVE).first.wait_for(state="visible", timeout=120_000)
        page.wait_for_timeout(2000)
        browser.close()
    paths = [url[len(base):] for url in found if url.startswith(base)]
    return [path for path in dict.fromkeys(paths)
            if not path.startswith(("/voila/render/", "/api/kernels/"))]
