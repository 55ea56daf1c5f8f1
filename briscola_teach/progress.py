"""The learner's progress: stars, exercise results, flashcards and language, kept in SQLite.

In the browser (the static site, on Pyodide, which has no ``sqlite3``) ``Progress()`` is a
``JsonProgress``: the same API, one JSON file in a folder kept in the browser's IndexedDB
(see ``JsonProgress``), so progress survives a reload and a closed browser.

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
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional

from .errors import InvalidOptionError, SaveFormatError
from .i18n import check_language

try:
    import sqlite3
except ImportError:     # Pyodide's core has no sqlite3: Progress() is then a JsonProgress
    sqlite3 = None      # type: ignore[assignment]  # a module or None: mypy knows no such type

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
    """One learner's progress store. Open it with ``Progress()`` (the default place) or a path.

    Where Python has no ``sqlite3`` (Pyodide) this gives a ``JsonProgress`` instead."""

    def __new__(cls, *args: Any, **kwargs: Any) -> "Progress":
        if cls is Progress and sqlite3 is None:
            return super().__new__(JsonProgress)
        return super().__new__(cls)

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

    def _connect(self) -> "_Transaction":
        # A connection per call: the store is used from widget callbacks and from two tabs
        # (two kernels); SQLite's lock and the timeout serialise their writes.
        db = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        try:
            db.execute("PRAGMA journal_mode=WAL")
        except sqlite3.DatabaseError:
            db.close()
            raise
        return _Transaction(db)

    # -- stars and results --------------------------------------------------------------------

    def record_stars(self, lesson: str, stars: int) -> int:
        """Keep ``stars`` (0-3) for ``lesson`` if better than before; returns the best."""
        lesson = _check_name(lesson, "lesson")
        _check_stars(stars)
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
        _check_result(right, total)
        with self._connect() as db:
            db.execute("INSERT INTO results VALUES (?, ?, ?, ?)", (exercise, right, total, self.clock()))

    def results(self, exercise: str) -> list[tuple[int, int]]:
        with self._connect() as db:
            return [(right, total) for right, total in db.execute(
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

    def flashcard_boxes(self) -> dict[str, int]:
        """The box of every card seen so far (a card not in it is in box 0), read at once."""
        with self._connect() as db:
            return dict(db.execute("SELECT card, box FROM flashcards").fetchall())

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
        _check_saved(game)
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


def _check_stars(stars: Any) -> None:
    if not isinstance(stars, int) or isinstance(stars, bool) or not 0 <= stars <= 3:
        raise InvalidOptionError(f"stars must be a number 0-3, not {stars!r}", "stars")


def _check_result(right: Any, total: Any) -> None:
    if not (isinstance(right, int) and isinstance(total, int) and 0 <= right <= total):
        raise InvalidOptionError(f"a result is right <= total, both counts, not "
                                 f"{right!r} of {total!r}", "result")


def _check_saved(game: Any) -> None:
    if not isinstance(game, str) or not game:
        raise InvalidOptionError(f"a saved game is the text of Game.to_json(), not {game!r:.40}",
                                 "saved_game")


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


# -- the store where Python has no sqlite3: the browser ----------------------------------------

IN_BROWSER = sys.platform == "emscripten"


def json_path() -> Path:
    return data_folder() / "progress.json"


def _empty() -> dict:
    return {"format": FORMAT, "version": VERSION, "stars": {}, "results": [], "flashcards": [],
            "settings": {}, "games": {}}


class JsonProgress(Progress):
    """``Progress`` as one JSON file, for a Python without ``sqlite3`` (Pyodide).

    Every call reads the file and every change writes it whole (atomically: a new file, then a
    rename), so two stores on one file in one process agree. A file that cannot be read is set
    aside, as the SQLite store does. In the browser the file is this page's working copy of the
    progress kept in IndexedDB (``BrowserCopy``): read from it when the page starts, merged with
    it and written back after each change, and read again when the page comes back into view,
    so two tabs open at once both keep what was done in them.
    """

    def __init__(self, path: Optional[Any] = None, clock: Callable[[], float] = time.time) -> None:
        self.path = Path(path) if path is not None else json_path()
        self.clock = clock
        self.browser = BrowserCopy.of(self.path) if IN_BROWSER else None
        self.opened = self._open()

    # -- the file ----------------------------------------------------------------------------------

    def _file(self) -> Path:
        return self.path

    def _open(self) -> Opened:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._read()
            return Opened(self.path)
        except SaveFormatError:
            source = self._file()
            aside = source.with_name(f"{source.stem}.unreadable-{int(self.clock())}{source.suffix}")
            source.rename(aside)
            self._sync()
            return Opened(self.path, aside)

    def _read(self) -> dict:
        source = self._file()
        if not source.exists():
            return _empty()
        data = read_export(source)
        games = data.get("games", {})
        if not (isinstance(games, dict) and all(isinstance(v, list) and len(v) == 2
                                                for v in games.values())):
            raise SaveFormatError(f"{source}: the saved hands are not in the expected shape",
                                  "progress_shape")
        return {**data, "games": games}

    def _write(self, data: dict) -> None:
        target = self._file()
        target.parent.mkdir(parents=True, exist_ok=True)
        fresh = target.with_name(target.name + ".new")
        fresh.write_text(json.dumps(data, indent=1), encoding="utf-8")
        os.replace(fresh, target)
        self._sync()

    def _sync(self) -> None:
        if self.browser is not None:
            self.browser.save()

    def _change(self, edit: Callable[[dict], Any]) -> Any:
        data = self._read()
        result = edit(data)
        self._write(data)
        return result

    # -- stars and results --------------------------------------------------------------------

    def record_stars(self, lesson: str, stars: int) -> int:
        lesson = _check_name(lesson, "lesson")
        _check_stars(stars)

        def edit(data: dict) -> int:
            data["stars"][lesson] = max(stars, data["stars"].get(lesson, 0))
            return data["stars"][lesson]
        return self._change(edit)

    def stars(self, lesson: str) -> int:
        return self._read()["stars"].get(lesson, 0)

    def all_stars(self) -> dict[str, int]:
        return dict(sorted(self._read()["stars"].items()))

    def record_result(self, exercise: str, right: int, total: int) -> None:
        exercise = _check_name(exercise, "exercise")
        _check_result(right, total)
        self._change(lambda data: data["results"].append([exercise, right, total, self.clock()]))

    def results(self, exercise: str) -> list[tuple[int, int]]:
        rows = sorted((r for r in self._read()["results"] if r[0] == exercise), key=lambda r: r[3])
        return [(r[1], r[2]) for r in rows]

    # -- flashcards -----------------------------------------------------------------------------

    def flashcard_answer(self, card: str, right: bool) -> float:
        card = _check_name(card, "card")

        def edit(data: dict) -> float:
            known = {row[0]: row for row in data["flashcards"]}
            old = known[card][1] if card in known else 0
            box = min(old + 1, len(BOX_SECONDS) - 1) if right else 0
            due = self.clock() + BOX_SECONDS[box]
            known[card] = [card, box, due]
            data["flashcards"] = list(known.values())
            return due
        return self._change(edit)

    def due_flashcards(self, cards: list[str]) -> list[str]:
        known = {row[0]: row[2] for row in self._read()["flashcards"]}
        now = self.clock()
        due = [c for c in cards if known.get(c, 0.0) <= now]
        return sorted(due, key=lambda c: (known.get(c, 0.0), cards.index(c)))

    def flashcard_box(self, card: str) -> int:
        return next((row[1] for row in self._read()["flashcards"] if row[0] == card), 0)

    def flashcard_boxes(self) -> dict[str, int]:
        return {row[0]: row[1] for row in self._read()["flashcards"]}

    # -- settings -------------------------------------------------------------------------------

    def language(self, default: str = "it") -> str:
        lang = self._read()["settings"].get("lang")
        return lang if lang in ("it", "en") else default

    def set_language(self, lang: str) -> None:
        lang = check_language(lang)
        self._change(lambda data: data["settings"].__setitem__("lang", lang))

    # -- hands at a table -----------------------------------------------------------------------

    def save_game(self, key: str, game: str) -> None:
        key = _check_name(key, "table")
        _check_saved(game)
        self._change(lambda data: data["games"].__setitem__(key, [game, self.clock()]))

    def saved_game(self, key: str) -> Optional[str]:
        kept = self._read()["games"].get(key)
        return kept[0] if kept else None

    def forget_game(self, key: str) -> None:
        self._change(lambda data: data["games"].pop(key, None))

    # -- export and import ----------------------------------------------------------------------

    def export(self, path: Any) -> Path:
        data = self._read()
        data.pop("games")
        target = Path(path)
        target.write_text(json.dumps(data, indent=1), encoding="utf-8")
        return target

    def import_file(self, path: Any) -> None:
        self._change(lambda data: merge(data, read_export(Path(path)), self.clock()))


def merge(data: dict, other: dict, now: float) -> None:
    """Merge ``other`` (an export, or the data of a store) into ``data``: the best stars win,
    results add up, flashcards, settings and saved hands of ``other`` replace those of
    ``data``."""
    for lesson, stars in other["stars"].items():
        data["stars"][lesson] = max(stars, data["stars"].get(lesson, 0))
    data["results"].extend(list(r) for r in other["results"])
    cards = {row[0]: list(row) for row in data["flashcards"]}
    cards.update({row[0]: list(row) for row in other["flashcards"]})
    data["flashcards"] = list(cards.values())
    data["settings"].update(other["settings"])
    data["games"].update(other.get("games", {}))


def merge_copies(base: dict, local: dict, remote: dict) -> dict:
    """Two copies of the progress that went apart from ``base`` (two tabs), made one: the best
    stars, every result of both, and for each flashcard, setting and saved hand the copy that
    changed it (this tab's, ``local``, if both did)."""
    merged = dict(local)
    lessons = set(local["stars"]) | set(remote["stars"])
    merged["stars"] = {k: max(local["stars"].get(k, 0), remote["stars"].get(k, 0)) for k in lessons}
    merged["results"] = local["results"] + [r for r in remote["results"] if r not in local["results"]]
    cards = [{row[0]: row for row in copy["flashcards"]} for copy in (base, local, remote)]
    merged["flashcards"] = list(_changed_where(*cards).values())
    for part in ("settings", "games"):
        merged[part] = _changed_where(base.get(part, {}), local.get(part, {}), remote.get(part, {}))
    return merged


def _changed_where(base: dict, local: dict, remote: dict) -> dict:
    """Each key as ``local`` has it where ``local`` changed it since ``base``, else as
    ``remote`` has it (a key removed stays removed)."""
    result = {}
    for key in set(base) | set(local) | set(remote):
        side = local if local.get(key) != base.get(key) else remote
        if key in side:
            result[key] = side[key]
    return result


# IndexedDB from the page's Python (the kernel runs in a web worker: IndexedDB is there,
# localStorage is not). One database, one store, the progress file's text under its name.
_IDB_JS = """({
  open() {
    return new Promise((ok, no) => {
      const r = indexedDB.open("briscola_teach", 1);
      r.onupgradeneeded = () => r.result.createObjectStore("files");
      r.onsuccess = () => ok(r.result);
      r.onerror = () => no(r.error);
    });
  },
  async get(key) {
    const db = await this.open();
    return new Promise((ok, no) => {
      const r = db.transaction("files").objectStore("files").get(key);
      r.onsuccess = () => { db.close(); ok(r.result === undefined ? null : r.result); };
      r.onerror = () => { db.close(); no(r.error); };
    });
  },
  async put(key, value) {
    const db = await this.open();
    return new Promise((ok, no) => {
      const t = db.transaction("files", "readwrite");
      t.objectStore("files").put(value, key);
      t.oncomplete = () => { db.close(); ok(true); };
      t.onerror = () => { db.close(); no(t.error); };
    });
  },
})"""


class BrowserCopy:
    """This page's copy of the progress file, kept in the browser's IndexedDB.

    Pyodide's files live in memory and are gone with the page. The text is read from
    IndexedDB when the page starts (``browser_ready``); after each change the stored text is
    read again, merged in if another tab changed it (``merge_copies``, from ``base``: the text
    this page last read or wrote), and the result written back, one write at a time.
    """

    _copies: dict[str, "BrowserCopy"] = {}

    @classmethod
    def of(cls, path: Path) -> "BrowserCopy":
        if str(path) not in cls._copies:
            cls._copies[str(path)] = cls(path)
        return cls._copies[str(path)]

    def __init__(self, path: Path) -> None:
        from pyodide.code import run_js

        self.path = path
        self.idb = run_js(_IDB_JS)
        self.base = _empty()
        self._saving = False
        self._again = False

    def _local(self) -> dict:
        try:
            return read_export(self.path) if self.path.exists() else _empty()
        except SaveFormatError:
            return _empty()

    async def _stored(self) -> Optional[dict]:
        text = await self.idb.get(self.path.name)
        if text is None:
            return None
        try:
            data = json.loads(str(text))
            data.setdefault("games", {})
            return data
        except ValueError:
            return None

    async def load(self) -> None:
        """The page starts: the stored progress becomes this page's file."""
        stored = await self._stored()
        if stored is not None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.path.write_text(json.dumps(stored, indent=1), encoding="utf-8")
            self.base = stored

    async def _merge_in(self) -> None:
        stored = await self._stored()
        if stored is not None and stored != self.base:
            merged = merge_copies(self.base, self._local(), stored)
            self.path.write_text(json.dumps(merged, indent=1), encoding="utf-8")
            self.base = stored

    def save(self) -> None:
        """After a change: write it back (in the background; a change meanwhile goes too)."""
        import asyncio
        if self._saving:
            self._again = True
            return
        self._saving = True
        asyncio.ensure_future(self._save())

    async def _save(self) -> None:
        try:
            self._again = True
            while self._again:
                self._again = False
                await self._merge_in()
                data = self._local()
                await self.idb.put(self.path.name, json.dumps(data))
                self.base = data
        finally:
            self._saving = False

    async def catch_up(self) -> None:
        """The page is back in view: what other tabs stored meanwhile joins this page's file."""
        if not self._saving:
            await self._merge_in()


def catch_up(then: Callable[[], None]) -> None:
    """Call ``then`` once this page's progress holds what other tabs stored meanwhile (in the
    browser); elsewhere the store is read at every call, and ``then`` runs at once."""
    if not IN_BROWSER:
        then()
        return
    import asyncio
    asyncio.ensure_future(BrowserCopy.of(json_path()).catch_up()).add_done_callback(lambda _: then())


async def browser_ready() -> None:
    """Read the progress kept in the browser's IndexedDB. Each page of the static site awaits
    this in a first cell of its own, so the course map and the stars show what the learner
    earned before; elsewhere there is nothing to wait for."""
    if IN_BROWSER:
        await BrowserCopy.of(json_path()).load()
