"""What the two page benchmarks share: a served folder and a headless Chromium.

The server is ``briscola_teach.server.start`` (the command, template and kernel culling of
``briscola-teach serve``); Chromium is Debian's /usr/bin/chromium, driven by Playwright.
"""

from __future__ import annotations

import os
import socket
import subprocess
import time
from pathlib import Path
from typing import Optional

from briscola_teach.server import start, voila_command, voila_env

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
# The first widget a learner can use on a page: a card, a button of the course's widgets.
INTERACTIVE = ".bt-root button, .bt-quiz button, .bt-course a, .widget-button"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def serve(folder: Path, lang: str = "it", log: Optional[Path] = None, plain: bool = False):
    """Start the server on ``folder``; returns (process, base address) once it answers.
    The server's messages go to ``log`` if given. ``plain``: Voila as it comes (``-m
    voila``, with serve's options), not the class server: the floor any Voila page pays."""
    port = free_port()
    if plain:
        command = voila_command(folder, port)
        command[1:3] = ["-m", "voila"]
        sink = open(log, "ab") if log else subprocess.DEVNULL
        process = subprocess.Popen(command, env=voila_env(lang), stdout=sink,
                                   stderr=subprocess.STDOUT)
    else:
        process = start(folder, port, lang, quiet=True, log=log)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return process, f"http://127.0.0.1:{port}"
        except OSError:
            time.sleep(0.3)
    process.kill()
    raise RuntimeError("the server did not start")


def kernel_pids() -> list[int]:
    """Process ids of running Jupyter kernels (read from /proc): plain Voila's, and the class
    server's (``briscola_teach.kernel``)."""
    return pids_running(b"ipykernel_launcher") + pids_running(b"briscola_teach.kernel")


def pids_running(word: bytes) -> list[int]:
    """Process ids whose command line holds ``word``."""
    pids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ")
            except OSError:
                continue
            if word in command:
                pids.append(int(entry.name))
    return pids


def cpu_seconds(pids: list[int]) -> float:
    """CPU time (user and system) the processes have used so far."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0
