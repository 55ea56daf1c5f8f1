"""The class server's kernel: ipykernel as Voila starts it, without its debugger, with the
course's modules imported while it waits for its page, and with bounds on what its page may
open.

A Voila page is never debugged, yet ipykernel imports debugpy (and pydevd under it) at every
start: about a third of a kernel's start-up CPU (``benchmarks/phases.py``), paid by every
learner of a class arriving at once. Marking the module absent makes ipykernel start without
a debugger, as it does wherever debugpy is not installed. Nor does a page need IPython's
input history, which every kernel writes, cell by cell, into one SQLite file shared by all
kernels of the server: it is kept in memory instead.

Every page of the class server is a page of the course, whose first cell imports it. Once the
kernel is made (its shell exists, so ipywidgets finds it), a thread imports the course while
the kernel answers Voila's first requests: Voila spends that time on its side, and the first
cell then finds the import done, or waits for it on Python's import lock. No work is added,
and none is done twice. ``web.PageKernelSpecs`` names this module in the class server's
``python3`` kernel spec.

The page's socket reaches the kernel's comms (Voila lets nothing else through), and a
learner can write to it what they like: ``comm_open`` of a 9 MB widget, again and again,
once took a kernel from 56 MB to 1.2 GB in 13 s. A page of the course opens one comm from
the browser each time it connects (ipywidgets' ``jupyter.widget.control``: it asks for every
widget's state, and closes it), and no other: every widget of a page is made here. So
``PageComms`` refuses a ``comm_open`` from the page for any other target (a widget made from
the browser's side would stay in the kernel even once its comm is closed) or with data
bigger than a page's ever is, and the page is told with a ``comm_close``; beyond a few
control comms open at once, the oldest is closed. Repeated log lines are left out (``limits.RepeatFilter``): the kernel's
log is the server's.

    python -m briscola_teach.kernel -f CONNECTION_FILE
"""

from __future__ import annotations

import importlib
import json
import os
import sys
import threading
from typing import Any

from .limits import guard_loggers

# What a page's first cell imports (``from briscola_teach.course import Lesson``).
COURSE = "briscola_teach.course"
# What the browser's side may open: the control comm ipywidgets' manager opens at each
# connection, a few at once (a page connecting again while its last one is still closing;
# beyond them the oldest is closed).
CONTROL_TARGET = "jupyter.widget.control"
CONTROLS_AT_ONCE = 4
COMM_OPEN_BYTES = 64 * 1024


class PageComms:
    """The ``comm_open`` messages of the page, passed on to the kernel's comm manager within
    this module's bounds."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel
        self.open = kernel.shell_handlers["comm_open"]
        self.controls: list[str] = []     # the control comms the page opened, while open

    def install(self) -> None:
        self.kernel.shell_handlers["comm_open"] = self.comm_open

    def comm_open(self, stream: Any, ident: Any, msg: dict) -> Any:
        content = msg.get("content") or {}
        refused = self.refusal(content, msg.get("buffers") or [])
        if refused:
            self.kernel.log.warning("Refused a comm_open from the page: %s", refused)
            self._close(content.get("comm_id"), msg)
            return None
        self._make_room()
        self.controls.append(content["comm_id"])
        return self.open(stream, ident, msg)

    def _make_room(self) -> None:
        """The oldest control comms still open give way to a new one."""
        comms = self.kernel.comm_manager.comms
        self.controls = [control for control in self.controls if control in comms]
        while len(self.controls) >= CONTROLS_AT_ONCE:
            comms[self.controls.pop(0)].close()

    def refusal(self, content: dict, buffers: list) -> str:
        """Why a ``comm_open`` of the page is refused ("" if it is not)."""
        if content.get("target_name") != CONTROL_TARGET:
            return f"only {CONTROL_TARGET} is opened from a page"
        comms = self.kernel.comm_manager.comms
        comm_id = content.get("comm_id")
        if not isinstance(comm_id, str) or not comm_id or comm_id in comms:
            return "its comm id is not a new one"
        try:
            size = sum(len(buffer) for buffer in buffers) + len(json.dumps(content.get("data")))
        except (TypeError, ValueError, RecursionError):
            return "its data is not JSON"
        if size > COMM_OPEN_BYTES:
            return f"its data is {size} bytes, more than {COMM_OPEN_BYTES}"
        return ""

    def _close(self, comm_id: Any, msg: dict) -> None:
        """Tell the page its comm is closed, as the comm manager does for a target it lacks."""
        if isinstance(comm_id, str):
            self.kernel.session.send(self.kernel.iopub_socket, "comm_close",
                                     {"comm_id": comm_id, "data": {}}, parent=msg,
                                     ident=f"comm-{comm_id}".encode())


def main() -> None:
    # As ipykernel_launcher does: the page's folder is put back on the path by the shell.
    if sys.path and sys.path[0] in ("", os.getcwd()):
        del sys.path[0]
    sys.modules["debugpy"] = None  # type: ignore[assignment]  # None: import raises ImportError
    from ipykernel.kernelapp import IPKernelApp
    from traitlets.config import Config

    config = Config()
    config.HistoryManager.enabled = False
    app = IPKernelApp.instance(config=config)
    app.initialize()
    PageComms(app.kernel).install()
    guard_loggers([app.log, "Comm", "ipykernel.comm", "asyncio"])
    threading.Thread(target=importlib.import_module, args=(COURSE,), daemon=True,
                     name="course-import").start()
    app.start()


if __name__ == "__main__":
    main()
