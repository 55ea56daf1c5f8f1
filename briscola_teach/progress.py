"""The learner's progress: stars, exercise results, flashcards and language, kept in SQLite.

The store lives in the user's data folder (``$BRISCOLA_DATA``, else ``$XDG_DATA_HOME`` or
``~/.local/share``, then ``briscola_teach/progress.sqlite3``), so it survives kernel restarts.
Two tabs may write at once: every change is one short transaction, and stars only ever go
up. A store that cannot be read is set aside, never deleted, with a message saying where,
and a fresh one is started. ``export`` / ``import_file`` move progress as a JSON file.

>>> import tempfile, pathlib
>>> store = Progress(pathlib.Path(tempfile.mkdtemp()) / "p.sqlite3")
>>> store.record_stars("01", 2)
2
>>> store.record_stars("01", 1)     # stars only go up
2
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional

from .errors import InvalidOptionError, SaveFormatError
from .i18n import check_language

FORMAT = "briscola-teach progress"
VERSION = 1
# Leitner boxes: a card answered right moves up a box and comes back after this many
# seconds; a wrong answer sends it back to the first box, due again at once.
BOX_SECONDS = (0, 60, 10 * 60, 24 * 3600, 3 * 24 * 3600, 7 * 24 * 3600)

SCHEMA = """
CREATE TABLE IF NOT EXISTS stars (lesson TEXT PRIMARY KEY, stars INTEGER NOT NULL, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS results (exercise TEXT NOT NULL, right INTEGER NOT NULL,
                                    total INTEGER NOT NULL, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS flashcards (card TEXT PRIMARY KEY, box INTEGER NOT NULL, due REAL NOT NULL);
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (key TEXT PRIMARY KEY, game TEXT NOT NULL, at REAL NOT NULL);
"""


def data_folder() -> Path:
    base = os.environ.get("BRISCOLA_DATA")
    if base:
        return Path(base)
    xdg = os.environ.get("XDG_DATA_HOME")
    return (Path(xdg) if xdg else Path.home() / ".local" / "share") / "briscola_teach"


def default_path() -> Path:
    return data_folder() / "progress.sqlite3"


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


class Progress:
    """One learner's progress store. Open it with ``Progress()`` (the default place) or a path."""

    def __init__(self, path: Optional[Any] = None, clock: Callable[[], float] = time.time) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.clock = clock
        self.opened = self._open()

    # -- opening, and setting a broken store aside -------------------------------------------

    def _open(self) -> Opened:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._check_and_create()
            return Opened(self.path)
        except sqlite3.DatabaseError:
            aside = self.path.with_name(f"{self.path.stem}.unreadable-{int(self.clock())}"
                                        f"{self.path.suffix}")
            self.path.rename(aside)
            for extra in ("-wal", "-shm"):
                stale = Path(str(self.path) + extra)
                if stale.exists():
                    stale.rename(Path(str(aside) + extra))
            self._check_and_create()
            return Opened(self.path, aside)

    def _check_and_create(self) -> None:
        with self._connect() as db:
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("quick_check failed")
            for statement in SCHEMA.split(";"):
                if statement.strip():
                    db.execute(statement)

    def _connect(self) -> sqlite3.Connection:
        # A connection per call: the store is used from widget callbacks and from two tabs
        # (two kernels); SQLite's lock and the timeout serialise their writes.
        db = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        try:
            db.execute("PRAGMA journal_mode=WAL")
        except sqlite3.DatabaseError:
            db.close()
            raise
        return _Transaction(db)  # type: ignore[return-value]

    # -- stars and results --------------------------------------------------------------------

    def record_stars(self, lesson: str, stars: int) -> int:
        """Keep ``stars`` (0-3) for ``lesson`` if better than before; returns the best."""
        lesson = _check_name(lesson, "lesson")
        if not isinstance(stars, int) or isinstance(stars, bool) or not 0 <= stars <= 3:
            raise InvalidOptionError(f"stars must be a number 0-3, not {stars!r}", "stars")
        with self._connect() as db:
            db.execute("INSERT INTO stars VALUES (?, ?, ?) ON CONFLICT(lesson) DO UPDATE SET "
                       "stars = max(stars, excluded.stars), at = excluded.at",
                       (lesson, stars, self.clock()))
        return self.stars(lesson)

    def stars(self, lesson: str) -> int:
        with self._connect() as db:
            row = db.execute("SELECT stars FROM stars WHERE lesson = ?", (lesson,)).fetchone()
        return row[0] if row else 0

    def all_stars(self) -> dict[str, int]:
        with self._connect() as db:
            return dict(db.execute("SELECT lesson, stars FROM stars ORDER BY lesson").fetchall())

    def record_result(self, exercise: str, right: int, total: int) -> None:
        exercise = _check_name(exercise, "exercise")
        if not (isinstance(right, int) and isinstance(total, int) and 0 <= right <= total):
            raise InvalidOptionError(f"a result is right <= total, both counts, not "
                                     f"{right!r} of {total!r}", "result")
        with self._connect() as db:
            db.execute("INSERT INTO results VALUES (?, ?, ?, ?)", (exercise, right, total, self.clock()))

    def results(self, exercise: str) -> list[tuple[int, int]]:
        with self._connect() as db:
            return [tuple(r) for r in db.execute(  # type: ignore[misc]
                "SELECT right, total FROM results WHERE exercise = ? ORDER BY at", (exercise,))]

    # -- flashcards -----------------------------------------------------------------------------

    def flashcard_answer(self, card: str, right: bool) -> float:
        """Move ``card`` up a box (right) or back to the first (wrong); returns when it is due."""
        card = _check_name(card, "card")
        with self._connect() as db:
            row = db.execute("SELECT box FROM flashcards WHERE card = ?", (card,)).fetchone()
            box = min((row[0] if row else 0) + 1, len(BOX_SECONDS) - 1) if right else 0
            due = self.clock() + BOX_SECONDS[box]
            db.execute("INSERT INTO flashcards VALUES (?, ?, ?) ON CONFLICT(card) DO UPDATE SET "
                       "box = excluded.box, due = excluded.due", (card, box, due))
        return due

    def due_flashcards(self, cards: list[str]) -> list[str]:
        """Of ``cards``, those due now: never seen, or their time has come (oldest first)."""
        with self._connect() as db:
            known = dict(db.execute("SELECT card, due FROM flashcards").fetchall())
        now = self.clock()
        due = [c for c in cards if known.get(c, 0.0) <= now]
        return sorted(due, key=lambda c: (known.get(c, 0.0), cards.index(c)))

    def flashcard_box(self, card: str) -> int:
        with self._connect() as db:
            row = db.execute("SELECT box FROM flashcards WHERE card = ?", (card,)).fetchone()
        return row[0] if row else 0

    # -- settings -------------------------------------------------------------------------------

    def language(self, default: str = "it") -> str:
        with self._connect() as db:
            row = db.execute("SELECT value FROM settings WHERE key = 'lang'").fetchone()
        return row[0] if row and row[0] in ("it", "en") else default

    def set_language(self, lang: str) -> None:
        lang = check_language(lang)
        with self._connect() as db:
            db.execute("INSERT INTO settings VALUES ('lang', ?) ON CONFLICT(key) DO UPDATE SET "
                       "value = excluded.value", (lang,))

    # -- hands at a table, kept across reloads -------------------------------------------------

    def save_game(self, key: str, game: str) -> None:
        """Keep the saved text of the hand (or match) on the table ``key`` ("05:final"), in
        place of the one kept before: a reload or a kernel restart takes it up again."""
        key = _check_name(key, "table")
        if not isinstance(game, str) or not game:
            raise InvalidOptionError(f"a saved game is the text of Game.to_json(), not {game!r:.40}",
                                     "saved_game")
        with self._connect() as db:
            db.execute("INSERT INTO games VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET "
                       "game = excluded.game, at = excluded.at", (key, game, self.clock()))

    def saved_game(self, key: str) -> Optional[str]:
        """The text kept for the table ``key``, or None. It is read back with the engine's
        ``from_json``, which refuses a text that was changed or broken."""
        with self._connect() as db:
            row = db.execute("SELECT game FROM games WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def forget_game(self, key: str) -> None:
        with self._connect() as db:
            db.execute("DELETE FROM games WHERE key = ?", (key,))

    # -- export and import ----------------------------------------------------------------------

    def export(self, path: Any) -> Path:
        """Write all progress to ``path`` as JSON (to move it to another machine)."""
        with self._connect() as db:
            data = {"format": FORMAT, "version": VERSION,
                    "stars": dict(db.execute("SELECT lesson, stars FROM stars").fetchall()),
                    "results": [list(r) for r in db.execute("SELECT * FROM results ORDER BY at")],
                    "flashcards": [list(r) for r in db.execute("SELECT * FROM flashcards")],
                    "settings": dict(db.execute("SELECT key, value FROM settings").fetchall())}
        target = Path(path)
        target.write_text(json.dumps(data, indent=1), encoding="utf-8")
        return target

    def import_file(self, path: Any) -> None:
        """Merge progress exported by ``export``: the best stars win, results add up."""
        data = read_export(Path(path))
        with self._connect() as db:
            for lesson, stars in data["stars"].items():
                db.execute("INSERT INTO stars VALUES (?, ?, ?) ON CONFLICT(lesson) DO UPDATE SET "
                           "stars = max(stars, excluded.stars)", (lesson, stars, self.clock()))
            db.executemany("INSERT INTO results VALUES (?, ?, ?, ?)", data["results"])
            db.executemany("INSERT INTO flashcards VALUES (?, ?, ?) ON CONFLICT(card) DO UPDATE "
                           "SET box = excluded.box, due = excluded.due", data["flashcards"])
            for key, value in data["settings"].items():
                db.execute("INSERT INTO settings VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET "
                           "value = excluded.value", (key, value))


def read_export(path: Path) -> dict:
    """An export file, checked: a clear SaveFormatError names what is wrong and where."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise SaveFormatError(f"{path} is not a progress export: {error}", "progress_unreadable") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFormatError(f"{path} is not a progress export (no format {FORMAT!r})", "progress_format")
    if data.get("version") != VERSION:
        raise SaveFormatError(f"{path} has progress version {data.get('version')!r}; this "
                              f"program reads version {VERSION}", "progress_version")
    ok = (isinstance(data.get("stars"), dict)
          and all(isinstance(k, str) and isinstance(v, int) and 0 <= v <= 3 for k, v in data["stars"].items())
          and isinstance(data.get("results"), list)
          and all(isinstance(r, list) and len(r) == 4 for r in data["results"])
          and isinstance(data.get("flashcards"), list)
          and all(isinstance(r, list) and len(r) == 3 for r in data["flashcards"])
          and isinstance(data.get("settings"), dict))
    if not ok:
        raise SaveFormatError(f"{path}: the stars, results, flashcards or settings are not in "
                              "the expected shape", "progress_shape")
    return data


def _check_name(name: Any, what: str) -> str:
    if not isinstance(name, str) or not name.strip() or len(name) > 100:
        raise InvalidOptionError(f"a {what} is named by a short text, not {name!r}", what)
    return name


class _Transaction:
    """``with store._connect() as db``: one transaction that commits, or rolls back on error,
    and always closes the connection."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> sqlite3.Connection:
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, kind: Any, *_: Any) -> None:
        try:
            self.db.execute("ROLLBACK" if kind else "COMMIT")
        finally:
            self.db.close()
