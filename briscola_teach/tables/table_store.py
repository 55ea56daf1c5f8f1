"""Where the class tables are kept: one SQLite file beside the progress store.

The table server writes every accepted change here before it tells anyone of it, so a table
killed mid-hand comes back as it was. Each table is one row: the whole table as sealed
JSON (``Table.to_json``: its seats, its version and every hand's deal and actions). The
changes of one pass of the server's loop are written in one transaction (a group commit);
WAL mode with ``synchronous=NORMAL`` survives the process being killed at any moment.

A row that cannot be read back (damaged, or from a newer version) is left in the file and
named in ``unreadable``; the other tables come back.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Callable, Iterable

from ..errors import BriscolaError
from .table import Table

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (code TEXT PRIMARY KEY, status TEXT NOT NULL,
                                   saved REAL NOT NULL, state TEXT NOT NULL);
"""
# Closed and finished tables stay this long (the teacher's list shows them), then go.
KEEP_SECONDS = 7 * 24 * 3600


class TableStore:
    def __init__(self, path: Path, clock: Callable[[], float] = time.time) -> None:
        self.path, self.clock = Path(path), clock
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(self.path), isolation_level=None, timeout=30)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)
        self.unreadable: list[str] = []

    def save(self, tables: Iterable[Table]) -> None:
        """Write these tables, all in one transaction."""
        rows = [(t.code, t.status, self.clock(), t.to_json()) for t in tables]
        if not rows:
            return
        self.db.execute("BEGIN IMMEDIATE")
        try:
            self.db.executemany("INSERT OR REPLACE INTO tables VALUES (?, ?, ?, ?)", rows)
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def load(self, clock: Callable[[], float] = time.time) -> list[Table]:
        """Every table kept, but those closed or over for longer than ``KEEP_SECONDS``."""
        self.db.execute("DELETE FROM tables WHERE status IN ('closed', 'over') AND saved < ?",
                        (self.clock() - KEEP_SECONDS,))
        tables, self.unreadable = [], []
        for code, state in self.db.execute("SELECT code, state FROM tables ORDER BY saved"):
            try:
                tables.append(Table.from_json(state, clock))
            except (BriscolaError, KeyError, TypeError, ValueError):
                self.unreadable.append(code)
        return tables

    def codes(self) -> set[str]:
        return {code for (code,) in self.db.execute("SELECT code FROM tables")}

    def close(self) -> None:
        self.db.close()
