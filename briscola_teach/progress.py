"""The learners' progress: stars, exercise results, flashcards, settings and kept hands.

``Progress(learner=N)`` is one learner's progress in the store's SQLite file (``store.py``:
every learner of a class server in one file, WAL, set aside if unreadable); without a
``learner`` it is the first learner's, the one learner of JupyterLab, Binder and the command
line. Who the learner is, is ``learners.py``'s business: a lesson asks it, then opens
``Progress(learner=...)``. ``summaries`` is the query the teacher's page reads: each
learner's stars, exercises, hands and last change, and nothing that would let a page change
them.

In the browser (the static site, on Pyodide, which has no ``sqlite3``) ``Progress()`` is a
``JsonProgress``: the same API for the one learner of that browser, one JSON file in a
folder kept in the browser's IndexedDB (see ``JsonProgress``), so progress survives a reload
and a closed browser.

The store lives in the user's data folder (``$BRISCOLA_DATA``, else ``$XDG_DATA_HOME`` or
``~/.local/share``, then ``briscola_teach/progress.sqlite3``), so it survives kernel restarts.
Many kernels may write at once: every change is one short transaction, and stars only ever
go up. ``export`` / ``import_file`` move one learner's progress as a JSON file
(``progress_file``: every field of a file to import is checked against the course, and a bad
file is refused whole, naming what is wrong and where). On a class server progress moves by
login code only: a file is written by whoever holds it, so its page offers no import
(``course.Lesson.progress_file``).

``summaries`` never fails on a row the store holds in a shape no version wrote (a file changed
by hand or by an older version): it leaves the row out and marks the learner ``unreadable``.

>>> import tempfile, pathlib
>>> store = Progress(pathlib.Path(tempfile.mkdtemp()) / "p.sqlite3")
>>> store.record_stars("01", 2)
2
>>> store.record_stars("01", 1)     # stars only go up
2
"""

from __future__ import annotations

import json
import math
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Optional

from .errors import InvalidOptionError, SaveFormatError
from .i18n import check_language
from .progress_file import (BOX_SECONDS, FORMAT, MOST_QUESTIONS, VERSION, read_export,
                            read_kept)
from .store import FIRST_LEARNER, Database, Opened, default_folder, default_path
from .syllabus import RESULT_KINDS

try:
    import sqlite3
except ImportError:     # Pyodide's core has no sqlite3: Progress() is then a JsonProgress
    sqlite3 = None      # type: ignore[assignment]  # a module or None: mypy knows no such type

# What a result is of: a quiz's questions, a hand at a practice table, or a whole match.
KINDS = ("exercise", "hand", "match")


def data_folder() -> Path:
    return default_folder()


@dataclass(frozen=True)
class Summary:
    """One learner's progress at a glance, for the teacher's page: the stars of each lesson,
    the exercises' questions answered and answered right, the hands played and won at the
    practice tables, and when the learner last changed anything (None: never)."""

    learner: int
    stars: dict[str, int] = field(default_factory=dict)
    answered: int = 0
    right: int = 0
    hands: int = 0
    won: int = 0
    last_change: Optional[float] = None
    unreadable: bool = False     # some of the learner's rows could not be read: left out

    @property
    def total_stars(self) -> int:
        return sum(self.stars.values())


def summaries(learners: Iterable[int], path: Optional[Any] = None) -> dict[int, Summary]:
    """The ``Summary`` of each of ``learners`` (learner numbers), read in one transaction. A
    row no version of the course wrote (a text for a time, 7 stars, more right than asked) is
    left out, and its learner's summary marked ``unreadable``."""
    wanted = [_check_learner(n) for n in learners]
    found: dict[int, dict[str, Any]] = {n: {"stars": {}, "counts": {}, "last": None, "bad": False}
                                        for n in wanted}
    if not wanted:
        return {}
    marks = ",".join("?" * len(wanted))
    database = Database.at(Path(path) if path is not None else default_path(), time.time)
    with database.read() as db:
        for learner, lesson, stars, at in db.execute(
                f"SELECT learner, lesson, stars, at FROM stars WHERE learner IN ({marks})", wanted):
            part = found[learner]
            if not (isinstance(lesson, str) and _is_count(stars) and stars <= 3 and _is_time(at)):
                part["bad"] = True
                continue
            part["stars"][lesson] = stars
            part["last"] = max(part["last"] or at, at)
        for learner, kind, right, total, tries, at in db.execute(
                f"SELECT learner, kind, sum(right), sum(total), count(*), max(at) FROM results "
                f"WHERE learner IN ({marks}) AND {_GOOD_RESULT} GROUP BY learner, kind",
                (*wanted, MOST_QUESTIONS)):
            found[learner]["counts"][kind] = (right, total, tries)
            found[learner]["last"] = max(found[learner]["last"] or at, at)
        for (learner,) in db.execute(
                f"SELECT DISTINCT learner FROM results WHERE learner IN ({marks}) AND NOT "
                f"{_GOOD_RESULT}", (*wanted, MOST_QUESTIONS)):
            found[learner]["bad"] = True
    return {n: _summary(n, part) for n, part in found.items()}


# A result row as the course writes it: an exercise's name, a kind, whole counts with right
# at most total (at most ``MOST_QUESTIONS`` questions, a hand or match 1), a time. SQLite
# keeps what it is given (a text where a number belongs): the teacher's page counts only
# these rows (a NULL, where a table was made again without its NOT NULL, is no such row).
# The "?" is MOST_QUESTIONS.
_GOOD_RESULT = ("coalesce(typeof(exercise) = 'text' AND typeof(right) = 'integer' AND "
                "typeof(total) = 'integer' AND typeof(at) IN ('integer', 'real') AND 0 <= right "
                "AND right <= total AND (kind = 'exercise' AND total <= ? OR kind IN ('hand', "
                "'match') AND total <= 1), 0)")


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _is_time(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _summary(learner: int, part: dict) -> Summary:
    right, answered, _ = part["counts"].get("exercise", (0, 0, 0))
    won, _, hands = part["counts"].get("hand", (0, 0, 0))
    return Summary(learner, dict(sorted(part["stars"].items())), answered, right, hands, won,
                   part["last"], part["bad"])


class Progress:
    """One learner's progress. Open it with ``Progress()`` (the default place, the first
    learner) or a path, and ``learner=`` a learner's number (``learners.py`` says which).

    Where Python has no ``sqlite3`` (Pyodide) this gives a ``JsonProgress`` instead."""

    def __new__(cls, *args: Any, **kwargs: Any) -> "Progress":
        if cls is Progress and sqlite3 is None:
            return super().__new__(JsonProgress)
        return super().__new__(cls)

    def __init__(self, path: Optional[Any] = None, clock: Callable[[], float] = time.time,
                 learner: int = FIRST_LEARNER) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.clock = clock
        self.learner = _check_learner(learner)
        self.database = Database.at(self.path, clock)
        self.opened = self.database.opened

    def _writing(self) -> Any:
        return self.database.write()

    def _reading(self) -> Any:
        return self.database.read()

    def _one(self, query: str, *args: Any) -> Any:
        """The first column of the first row of a query on this learner's rows, or None."""
        with self._reading() as db:
            row = db.execute(query, (self.learner, *args)).fetchone()
        return row[0] if row else None

    # -- stars and results --------------------------------------------------------------------

    def record_stars(self, lesson: str, stars: int) -> int:
        """Keep ``stars`` (0-3) for ``lesson`` if better than before; returns the best."""
        lesson = _check_name(lesson, "lesson")
        _check_stars(stars)
        with self._writing() as db:
            db.execute("INSERT INTO stars VALUES (?, ?, ?, ?) ON CONFLICT(learner, lesson) DO "
                       "UPDATE SET stars = max(stars, excluded.stars), at = excluded.at",
                       (self.learner, lesson, stars, self.clock()))
        return self.stars(lesson)

    def stars(self, lesson: str) -> int:
        return self._one("SELECT stars FROM stars WHERE learner = ? AND lesson = ?", lesson) or 0

    def all_stars(self) -> dict[str, int]:
        with self._reading() as db:
            return dict(db.execute("SELECT lesson, stars FROM stars WHERE learner = ? "
                                   "ORDER BY lesson", (self.learner,)).fetchall())

    def record_result(self, exercise: str, right: int, total: int, kind: str = "exercise") -> None:
        """Keep a result: ``right`` of ``total`` questions of an exercise, or (``kind="hand"``,
        ``"match"``) a hand or a match at a practice table, 1 of 1 if won, 0 of 1 if not."""
        exercise = _check_name(exercise, "exercise")
        _check_result(right, total, kind)
        with self._writing() as db:
            db.execute("INSERT INTO results VALUES (?, ?, ?, ?, ?, ?)",
                       (self.learner, exercise, kind, right, total, self.clock()))

    def results(self, exercise: str) -> list[tuple[int, int]]:
        with self._reading() as db:
            return [(right, total) for right, total in db.execute(
                "SELECT right, total FROM results WHERE learner = ? AND exercise = ? ORDER BY at",
                (self.learner, exercise))]

    # -- flashcards -----------------------------------------------------------------------------

    def flashcard_answer(self, card: str, right: bool) -> float:
        """Move ``card`` up a box (right) or back to the first (wrong); returns when it is due."""
        card = _check_name(card, "card")
        with self._writing() as db:
            row = db.execute("SELECT box FROM flashcards WHERE learner = ? AND card = ?",
                             (self.learner, card)).fetchone()
            box = min((row[0] if row else 0) + 1, len(BOX_SECONDS) - 1) if right else 0
            due = self.clock() + BOX_SECONDS[box]
            db.execute("INSERT INTO flashcards VALUES (?, ?, ?, ?) ON CONFLICT(learner, card) "
                       "DO UPDATE SET box = excluded.box, due = excluded.due",
                       (self.learner, card, box, due))
        return due

    def due_flashcards(self, cards: list[str]) -> list[str]:
        """Of ``cards``, those due now: never seen, or their time has come (oldest first)."""
        with self._reading() as db:
            known = dict(db.execute("SELECT card, due FROM flashcards WHERE learner = ?",
                                    (self.learner,)).fetchall())
        now = self.clock()
        due = [c for c in cards if known.get(c, 0.0) <= now]
        return sorted(due, key=lambda c: (known.get(c, 0.0), cards.index(c)))

    def flashcard_box(self, card: str) -> int:
        return self._one("SELECT box FROM flashcards WHERE learner = ? AND card = ?", card) or 0

    def flashcard_boxes(self) -> dict[str, int]:
        """The box of every card seen so far (a card not in it is in box 0), read at once."""
        with self._reading() as db:
            return dict(db.execute("SELECT card, box FROM flashcards WHERE learner = ?",
                                   (self.learner,)).fetchall())

    # -- settings -------------------------------------------------------------------------------

    def _setting(self, key: str) -> Optional[str]:
        return self._one("SELECT value FROM settings WHERE learner = ? AND key = ?", key)

    def _set(self, key: str, value: str) -> None:
        with self._writing() as db:
            db.execute("INSERT INTO settings VALUES (?, ?, ?) ON CONFLICT(learner, key) DO "
                       "UPDATE SET value = excluded.value", (self.learner, key, value))

    def language(self, default: str = "it") -> str:
        lang = self._setting("lang")
        return lang if lang in ("it", "en") else default

    def set_language(self, lang: str) -> None:
        self._set("lang", check_language(lang))

    def big_cards(self) -> bool:
        """Whether the learner chose big cards (for a projector): kept for every page."""
        return self._setting("big") == "1"

    def set_big_cards(self, big: bool) -> None:
        self._set("big", _check_flag(big, "big_cards"))

    # -- hands at a table, kept across reloads -------------------------------------------------

    def save_game(self, key: str, game: str) -> None:
        """Keep the saved text of the hand (or match) on the table ``key`` ("05:final"), in
        place of the one kept before: a reload or a kernel restart takes it up again."""
        key = _check_name(key, "table")
        _check_saved(game)
        with self._writing() as db:
            db.execute("INSERT INTO games VALUES (?, ?, ?, ?) ON CONFLICT(learner, key) DO "
                       "UPDATE SET game = excluded.game, at = excluded.at",
                       (self.learner, key, game, self.clock()))

    def saved_game(self, key: str) -> Optional[str]:
        """The text kept for the table ``key``, or None. It is read back with the engine's
        ``from_json``, which refuses a text that was changed or broken."""
        return self._one("SELECT game FROM games WHERE learner = ? AND key = ?", key)

    def forget_game(self, key: str) -> None:
        with self._writing() as db:
            db.execute("DELETE FROM games WHERE learner = ? AND key = ?", (self.learner, key))

    # -- export and import ----------------------------------------------------------------------

    def export(self, path: Any) -> Path:
        """Write all of this learner's progress to ``path`` as JSON (to move it elsewhere)."""
        me = (self.learner,)
        with self._reading() as db:
            data = {"format": FORMAT, "version": VERSION,
                    "stars": dict(db.execute("SELECT lesson, stars FROM stars WHERE learner = ?",
                                             me).fetchall()),
                    "results": [list(r) for r in db.execute(
                        "SELECT exercise, right, total, at FROM results WHERE learner = ? "
                        "ORDER BY at", me)],
                    "hands": [r[0] for r in db.execute(
                        "SELECT DISTINCT exercise FROM results WHERE learner = ? AND kind != 'exercise'",
                        me)],
                    "flashcards": [list(r) for r in db.execute(
                        "SELECT card, box, due FROM flashcards WHERE learner = ?", me)],
                    "settings": dict(db.execute("SELECT key, value FROM settings WHERE learner = ?",
                                                me).fetchall())}
        target = Path(path)
        target.write_text(json.dumps(data, indent=1), encoding="utf-8")
        return target

    def import_file(self, path: Any) -> None:
        """Merge progress exported by ``export``: the best stars win, results add up. A file
        that is not one the course could have written is refused whole
        (``progress_file.read_export``): nothing changes."""
        data = read_export(Path(path), self.clock())
        me, now = self.learner, self.clock()
        with self._writing() as db:
            for lesson, stars in data["stars"].items():
                db.execute("INSERT INTO stars VALUES (?, ?, ?, ?) ON CONFLICT(learner, lesson) DO "
                           "UPDATE SET stars = max(stars, excluded.stars)", (me, lesson, stars, now))
            db.executemany("INSERT INTO results VALUES (?, ?, ?, ?, ?, ?)",
                           [(me, r[0], RESULT_KINDS[r[0]], *r[1:]) for r in data["results"]])
            db.executemany("INSERT INTO flashcards VALUES (?, ?, ?, ?) ON CONFLICT(learner, card) "
                           "DO UPDATE SET box = excluded.box, due = excluded.due",
                           [(me, *row) for row in data["flashcards"]])
            for key, value in data["settings"].items():
                db.execute("INSERT INTO settings VALUES (?, ?, ?) ON CONFLICT(learner, key) DO "
                           "UPDATE SET value = excluded.value", (me, key, value))


def _check_name(name: Any, what: str) -> str:
    if not isinstance(name, str) or not name.strip() or len(name) > 100:
        raise InvalidOptionError(f"a {what} is named by a short text, not {name!r}", what)
    return name


def _check_stars(stars: Any) -> None:
    if not isinstance(stars, int) or isinstance(stars, bool) or not 0 <= stars <= 3:
        raise InvalidOptionError(f"stars must be a number 0-3, not {stars!r}", "stars")


def _check_result(right: Any, total: Any, kind: Any) -> None:
    if kind not in KINDS:
        raise InvalidOptionError(f"a result is of an exercise, a hand or a match, not {kind!r}",
                                 "result_kind", value=repr(kind))
    most = MOST_QUESTIONS if kind == "exercise" else 1
    if not (_is_count(right) and _is_count(total) and right <= total <= most):
        raise InvalidOptionError(f"a result is right <= total <= {most}, both counts, not "
                                 f"{right!r} of {total!r}", "result")


def _check_saved(game: Any) -> None:
    if not isinstance(game, str) or not game:
        raise InvalidOptionError(f"a saved game is the text of Game.to_json(), not {game!r:.40}",
                                 "saved_game")


def _check_learner(learner: Any) -> int:
    if not isinstance(learner, int) or isinstance(learner, bool) or learner < 1:
        raise InvalidOptionError(f"a learner is a number from 1, not {learner!r}", "learner",
                                 value=repr(learner))
    return learner


def _check_flag(flag: Any, what: str) -> str:
    if not isinstance(flag, bool):
        raise InvalidOptionError(f"{what} is True or False, not {flag!r}", what, value=repr(flag))
    return "1" if flag else "0"


# -- the store where Python has no sqlite3: the browser ----------------------------------------

IN_BROWSER = sys.platform == "emscripten"


def json_path() -> Path:
    return data_folder() / "progress.json"


def _empty() -> dict:
    return {"format": FORMAT, "version": VERSION, "stars": {}, "results": [], "flashcards": [],
            "settings": {}, "games": {}, "hands": []}


class JsonProgress(Progress):
    """``Progress`` as one JSON file, for a Python without ``sqlite3`` (Pyodide).

    Every call reads the file and every change writes it whole (atomically: a new file, then a
    rename), so two stores on one file in one process agree. A file that cannot be read is set
    aside, as the SQLite store does. In the browser the file is this page's working copy of the
    progress kept in IndexedDB (``BrowserCopy``): read from it when the page starts, merged with
    it and written back after each change, and read again when the page comes back into view,
    so two tabs open at once both keep what was done in them.
    """

    def __init__(self, path: Optional[Any] = None, clock: Callable[[], float] = time.time,
                 learner: int = FIRST_LEARNER) -> None:
        if _check_learner(learner) != FIRST_LEARNER:
            raise InvalidOptionError(f"a browser's store holds one learner, not learner {learner}",
                                     "learner", value=repr(learner))
        self.learner = learner
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
        data = read_kept(source)
        return {**data, "games": data.get("games", {})}

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

    def record_result(self, exercise: str, right: int, total: int, kind: str = "exercise") -> None:
        exercise = _check_name(exercise, "exercise")
        _check_result(right, total, kind)

        def edit(data: dict) -> None:
            data["results"].append([exercise, right, total, self.clock()])
            if kind != "exercise" and exercise not in data.setdefault("hands", []):
                data["hands"].append(exercise)
        self._change(edit)

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

    def _setting(self, key: str) -> Optional[str]:
        return self._read()["settings"].get(key)

    def _set(self, key: str, value: str) -> None:
        self._change(lambda data: data["settings"].__setitem__(key, value))

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
        other = read_export(Path(path), self.clock())
        self._change(lambda data: merge(data, other, self.clock()))


def merge(data: dict, other: dict, now: float) -> None:
    """Merge ``other`` (an export, or the data of a store) into ``data``: the best stars win,
    results add up, flashcards, settings and saved hands of ``other`` replace those of
    ``data``."""
    for lesson, stars in other["stars"].items():
        data["stars"][lesson] = max(stars, data["stars"].get(lesson, 0))
    data["results"].extend(list(r) for r in other["results"])
    data["hands"] = sorted(set(data.get("hands", [])) | set(other.get("hands", [])))
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
    merged["hands"] = sorted(set(local.get("hands", [])) | set(remote.get("hands", [])))
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
            return read_kept(self.path) if self.path.exists() else _empty()
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
