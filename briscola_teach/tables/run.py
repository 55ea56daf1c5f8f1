"""Starting the table server: alone (``briscola-teach tables``), or beside the lessons."""


from __future__ import annotations

import logging
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Optional

from ..learners import Roster
from ..store import default_folder
from . import TABLES_ENV
from .identity import SignedLearners
from .table import GRACE_SECONDS
from .table_server import BOT_SECONDS, PATH, run

STORE_FILE = "tables.sqlite3"


def store_path() -> Path:
    return default_folder() / STORE_FILE


def tables_url(port: int, ip: str = "127.0.0.1") -> str:
    host = "127.0.0.1" if ip in ("0.0.0.0", "") else ip
    return f"ws://{host}:{port}{PATH}"


# A test's class server can shorten the grace period of a dropped learner (30 s).
GRACE_ENV = "BRISCOLA_TABLES_GRACE"
# A test's table server can run the tables' clock faster (turns of 20 s that last 2 s at
# 10): the timer's rules are then tried on the real server in seconds. Never in a class.
SPEED_ENV = "BRISCOLA_TABLES_SPEED"
_EPOCH = 1.7e9      # a fast clock counts from here, so it goes on forward across restarts


def table_clock(speed: float) -> Callable[[], float]:
    """The tables' clock: the time, or at ``speed`` times its pace."""
    if speed == 1:
        return time.time
    if not speed > 0:
        raise ValueError(f"{SPEED_ENV} must be a number above 0, not {speed!r}")
    return lambda: _EPOCH + (time.time() - _EPOCH) * speed


def run_tables(port: int, ip: str = "127.0.0.1", bot_seconds: Optional[float] = None) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s tables: %(message)s")
    grace = float(os.environ.get(GRACE_ENV) or GRACE_SECONDS)
    clock = table_clock(float(os.environ.get(SPEED_ENV) or 1))
    run(port, store_path(), SignedLearners(roster=Roster()), ip,
        BOT_SECONDS if bot_seconds is None else bot_seconds, grace, clock=clock)
    return 0


def tables_command(port: int, ip: str = "127.0.0.1",
                   bot_seconds: Optional[float] = None) -> list[str]:
    command = [sys.executable, "-m", "briscola_teach.cli", "tables", f"--port={port}", f"--ip={ip}"]
    if bot_seconds is not None:
        command.append(f"--bot-seconds={bot_seconds}")
    return command


def start_tables(port: int, ip: str = "127.0.0.1", bot_seconds: Optional[float] = None,
                 log: Optional[Path] = None) -> subprocess.Popen:
    """Start the table server in the background (for tests and benchmarks)."""
    command = tables_command(port, ip, bot_seconds)
    if log is None:
        return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    with open(log, "ab") as output:   # the server keeps its own copy of the file
        return subprocess.Popen(command, stdout=output, stderr=subprocess.STDOUT)
