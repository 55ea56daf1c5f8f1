"""The store's file: one SQLite database holding every learner's progress and who they are.

``progress.py`` reads and writes a learner's stars, results, flashcards, settings and kept
hands in it, ``learners.py`` the learners themselves (their classes, their browsers' keys,
their login codes). This module only keeps the file sound:

- **Many writers.** A class's thirty kernels write at once: the database is in WAL mode
  (readers never wait for a writer), every change is one short ``BEGIN IMMEDIATE``
  transaction, and a writer that finds the file locked waits for its turn (``BUSY_SECONDS``)
  instead of failing.
- **A file that cannot be read** (damaged, another program's, a newer version's) is set
  aside, never deleted, and a fresh store started: ``Opened.set_aside`` names where it went.
- **Versions.** ``PRAGMA user_version`` says which schema the file holds. A file of version
  1 (one learner's progress, before classes) is turned into version 2 in one transaction: its
  rows become the first learner's (``FIRST_LEARNER``).
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional

try:
    import sqlite3
except ImportError:     # Pyodide's core has no sqlite3: progress.py keeps a JSON file there
    sqlite3 = None      # type: ignore[assignment]  # a module or None: mypy knows no such type

VERSION = 2
# The learner a single-learner store's progress belongs to: the one learner of JupyterLab,
# Binder and the command line, and the first browser on a class server.
FIRST_LEARNER = 1
# A writer waits this long for the others before giving up (thirty kernels writing at once
# each hold the lock for a millisecond or two).
BUSY_SECONDS = 30

SCHEMA = """
CREATE TABLE stars (learner INTEGER NOT NULL, lesson TEXT NOT NULL, stars INTEGER NOT NULL,
                    at REAL NOT NULL, PRIMARY KEY (learner, lesson));
CREATE TABLE results (learner INTEGER NOT NULL, exercise TEXT NOT NULL, kind TEXT NOT NULL,
                      right INTEGER NOT NULL, total INTEGER NOT NULL, at REAL NOT NULL);
CREATE INDEX results_of ON results (learner, exercise);
CREATE TABLE flashcards (learner INTEGER NOT NULL, card TEXT NOT NULL, box INTEGER NOT NULL,
                         due REAL NOT NULL, PRIMARY KEY (learner, card));
CREATE TABLE settings (learner INTEGER NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
                       PRIMARY KEY (learner, key));
CREATE TABLE games (learner INTEGER NOT NULL, key TEXT NOT NULL, game TEXT NOT NULL,
                    at REAL NOT NULL, PRIMARY KEY (learner, key));
CREATE TABLE classes (id INTEGER PRIMARY KEY, started REAL NOT NULL, archived REAL);
CREATE TABLE learners (id INTEGER PRIMARY KEY AUTOINCREMENT, class INTEGER NOT NULL, name TEXT,
                       asked INTEGER NOT NULL DEFAULT 0, teacher INTEGER NOT NULL DEFAULT 0,
                       created REAL NOT NULL, seen REAL, page TEXT, removed REAL);
CREATE TABLE learner_keys (hash TEXT PRIMARY KEY, learner INTEGER NOT NULL, made REAL NOT NULL);
CREATE TABLE login_codes (code TEXT PRIMARY KEY, learner INTEGER NOT NULL, expires REAL NOT NULL);
CREATE TABLE server (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
TABLES = frozenset(("stars", "results", "flashcards", "settings", "games", "classes", "learners",
                    "learner_keys", "login_codes", "server"))
# Version 1's tables and their columns: a file with these (and nothing else) is one
# learner's progress from before classes.
VERSION_1 = {"stars": ["lesson", "stars", "at"], "results": ["exercise", "right", "total", "at"],
             "flashcards": ["card", "box", "due"], "settings": ["key", "value"],
             "games": ["key", "game", "at"]}


class UnreadableStore(Exception):
    """The file is not a store this program can use (damaged, foreign or newer)."""


@dataclass(frozen=True)
class Opened:
    """How the store was opened: ``set_aside`` names the unreadable file moved away, if any."""

    path: Path
    set_aside: Optional[Path] = None

    def message(self, lang: str = "it") -> str:
        from .i18n import t
        if self.set_aside is None:
            return ""
        return t("progress.set_aside", lang, path=str(self.set_aside))


class Database:
    """The store's file at ``path``, opened (checked, created or brought up to date) once per
    process: ``Database.at(path)``. ``write()`` and ``read()`` give a transaction."""

    _opened: dict[str, tuple[int, "Database"]] = {}

    @classmethod
    def at(cls, path: Path, clock: Callable[[], float]) -> "Database":
        """The store at ``path``, checked when this process first opens it, or when the file
        there is another one (replaced, or set aside meanwhile)."""
        key = str(Path(path).resolve())
        known = cls._opened.get(key)
        if known is None or known[0] != _inode(Path(path)) or known[1].clock is not clock:
            database = cls(Path(path), clock)
            cls._opened[key] = (_inode(Path(path)), database)
            return database
        return known[1]

    def __init__(self, path: Path, clock: Callable[[], float]) -> None:
        self.path = path
        self.clock = clock
        self._kept = threading.local()
        self.opened = self._open()

    def write(self) -> "_Transaction":
        """A transaction that changes the store: it holds the write lock from the start, so
        two kernels' read-then-write never interleave."""
        return _Transaction(self._connection(), "BEGIN IMMEDIATE", self._forget)

    def read(self) -> "_Transaction":
        return _Transaction(self._connection(), "BEGIN", self._forget)

    def _connection(self) -> "sqlite3.Connection":
        """This thread's connection, kept open: a page makes a few transactions as it opens,
        and closing the file's last connection checkpoints the WAL to disk each time (about
        20 ms apiece, measured)."""
        db = getattr(self._kept, "db", None)
        if db is None:
            db = self._kept.db = self._connect()
        return db

    def _forget(self) -> None:
        db, self._kept.db = getattr(self._kept, "db", None), None
        if db is not None:
            db.close()

    # -- opening ----------------------------------------------------------------------------

    def _open(self) -> Opened:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._bring_up_to_date()
            return Opened(self.path)
        except (UnreadableStore, sqlite3.DatabaseError):
            aside = self.path.with_name(f"{self.path.stem}.unreadable-{int(self.clock())}"
                                        f"{self.path.suffix}")
            self.path.rename(aside)
            for extra in ("-wal", "-shm"):
                stale = Path(str(self.path) + extra)
                if stale.exists():
                    stale.rename(Path(str(aside) + extra))
            self._bring_up_to_date()
            return Opened(self.path, aside)

    def _bring_up_to_date(self) -> None:
        with _Transaction(self._connect(), "BEGIN IMMEDIATE", close=True) as db:
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise UnreadableStore("quick_check failed")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE "
                                                   "type = 'table' AND name NOT LIKE 'sqlite_%'")}
            if version == VERSION and tables == TABLES:
                return
            if version == 0 and not tables:
                _create(db)
            elif version == 0 and _is_version_1(db, tables):
                _from_version_1(db, self.clock())
            else:
                raise UnreadableStore(f"version {version} with tables {sorted(tables)}")

    def _connect(self) -> "sqlite3.Connection":
        db = sqlite3.connect(self.path, timeout=BUSY_SECONDS, isolation_level=None)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            # In WAL mode this keeps every commit through a crash of the program (a server
            # killed mid-hand); only a power cut may lose the last moment.
            db.execute("PRAGMA synchronous=NORMAL")
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db


def _inode(path: Path) -> int:
    try:
        return path.stat().st_ino
    except OSError:
        return -1


def _create(db: "sqlite3.Connection") -> None:
    for statement in SCHEMA.split(";"):
        if statement.strip():
            db.execute(statement)
    db.execute(f"PRAGMA user_version = {VERSION}")


def _is_version_1(db: "sqlite3.Connection", tables: set[str]) -> bool:
    if not tables <= set(VERSION_1):
        return False
    return all([row[1] for row in db.execute(f"PRAGMA table_info({table})")] == VERSION_1[table]
               for table in tables)


def _from_version_1(db: "sqlite3.Connection", now: float) -> None:
    """One learner's progress becomes the first learner's, in the first class."""
    for table in VERSION_1:
        db.execute(f"CREATE TABLE IF NOT EXISTS {table} "
                   f"({', '.join(VERSION_1[table])})")
        db.execute(f"ALTER TABLE {table} RENAME TO old_{table}")
    _create(db)
    one = FIRST_LEARNER
    db.execute("INSERT INTO classes VALUES (1, ?, NULL)", (now,))
    db.execute("INSERT INTO learners (id, class, created) VALUES (?, 1, ?)", (one, now))
    db.execute("INSERT INTO stars SELECT ?, lesson, stars, at FROM old_stars", (one,))
    # A practice table kept its hand under the name its results have: those are hands.
    db.execute("INSERT INTO results SELECT ?, exercise, CASE WHEN exercise LIKE '%-match' "
               "THEN 'match' WHEN exercise IN (SELECT key FROM old_games) THEN 'hand' "
               "ELSE 'exercise' END, right, total, at FROM old_results", (one,))
    db.execute("INSERT INTO flashcards SELECT ?, card, box, due FROM old_flashcards", (one,))
    db.execute("INSERT INTO settings SELECT ?, key, value FROM old_settings", (one,))
    db.execute("INSERT INTO games SELECT ?, key, game, at FROM old_games", (one,))
    for table in VERSION_1:
        db.execute(f"DROP TABLE old_{table}")


class _Transaction:
    """``with database.write() as db``: one transaction that commits, or rolls back on
    error. A connection that fails, or one opened with ``close=True``, is closed after;
    ``broken`` is told, so that a kept connection is not used again."""

    def __init__(self, db: "sqlite3.Connection", begin: str,
                 broken: Callable[[], None] = lambda: None, close: bool = False) -> None:
        self.db, self.begin, self.broken, self.close = db, begin, broken, close

    def __enter__(self) -> "sqlite3.Connection":
        try:
            self.db.execute(self.begin)
        except BaseException:
            self._end(failed=True)
            raise
        return self.db

    def __exit__(self, kind: Any, *_: Any) -> None:
        failed = True
        try:
            self.db.execute("ROLLBACK" if kind else "COMMIT")
            failed = False
        finally:
            self._end(failed)

    def _end(self, failed: bool) -> None:
        if failed:
            self.broken()
        if failed or self.close:
            self.db.close()


def default_folder() -> Path:
    """Where the store lives: ``$BRISCOLA_DATA``, else ``$XDG_DATA_HOME`` or ``~/.local/share``,
    then ``briscola_teach``."""
    base = os.environ.get("BRISCOLA_DATA")
    if base:
        return Path(base)
    xdg = os.environ.get("XDG_DATA_HOME")
    return (Path(xdg) if xdg else Path.home() / ".local" / "share") / "briscola_teach"


def default_path() -> Path:
    return default_folder() / "progress.sqlite3"
