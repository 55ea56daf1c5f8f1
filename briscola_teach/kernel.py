"""The class server's kernel: ipykernel as Voila starts it, without its debugger.

A Voila page is never debugged, yet ipykernel imports debugpy (and pydevd under it) at every
start: about a fifth of a kernel's start-up CPU (``benchmarks/phases.py``), paid by every
learner of a class arriving at once. Marking the module absent makes ipykernel start without
a debugger, as it does wherever debugpy is not installed. ``server.kernel_spec_folder()``
names this module in the class server's ``python3`` kernel spec.

    python -m briscola_teach.kernel -f CONNECTION_FILE
"""

from __future__ import annotations

import os
import sys


def main() -> None:
    # As ipykernel_launcher does: the page's folder is put back on the path by the shell.
    if sys.path and sys.path[0] in ("", os.getcwd()):
        del sys.path[0]
    sys.modules["debugpy"] = None  # type: ignore[assignment]  # None: import raises ImportError
    from ipykernel import kernelapp
    kernelapp.launch_new_instance()


if __name__ == "__main__":
    main()
