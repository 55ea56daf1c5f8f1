"""The class server's kernel: ipykernel as Voila starts it, without its debugger, and with the
course's modules imported while it waits for its page.

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

    python -m briscola_teach.kernel -f CONNECTION_FILE
"""

from __future__ import annotations

import importlib
import os
import sys
import threading

# What a page's first cell imports (``from briscola_teach.course import Lesson``).
COURSE = "briscola_teach.course"


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
    threading.Thread(target=importlib.import_module, args=(COURSE,), daemon=True,
                     name="course-import").start()
    app.start()


if __name__ == "__main__":
    main()
