"""Who the learner is: the one learner of one's own machine, or a learner per browser on a
class server.

``here()`` is the one question a page asks: it returns the ``Learner`` this kernel works for.

- On one's own machine (JupyterLab, Binder, the command line, plain Python) there is one
  learner, the store's first, and no name is asked.
- On a class server (``briscola-teach serve``) each browser is a learner. The server knows
  the browser by an unguessable key in a cookie only it reads (``web.py``); it keeps only the
  key's hash (``key_hash``), and tells the page's kernel the learner's number, never the key
  (``LEARNER_ENV``). A stale, forged or unknown key makes a new learner.
- In a user's server on a JupyterHub (``JUPYTERHUB_USER`` is set) the Hub user is the
  learner: the one learner of the store in their home, named by the Hub, no name asked
  (``HubLearner``). The Hub said who they are when they logged in.

``Roster`` is the class as the store keeps it: the classes, each learner's name, browsers'
keys and short login codes, and the teacher's key. Names are shown only to the teacher (and
later to tablemates), always as text; no IP address or browser fingerprint is kept. A name is
checked as ``names.py`` says, and refused when another learner of the class has one that
reads the same (``name_taken``).

``Roster.rows`` is the teacher's list. It reads each field as far as it can: a row the store
holds in a shape no version wrote (a file changed by hand) is marked ``unreadable``, never an
error. A *stranger* (``STRANGER_SECONDS``: a browser that opened one page, gave no name,
skipped none, did nothing and never came back) is marked so the teacher's page can leave it
out; ``forget_strangers`` deletes those a day old when a server starts.
"""

from __future__ import annotations

import hashlib
import math
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional, Protocol

from .errors import InvalidOptionError
from .names import NAME_LENGTH, check_name, same_name, seen
from .store import FIRST_LEARNER, Database, default_path

# What the class server tells a page's kernel (Voila passes these request headers on as
# environment variables, HTTP_...): the learner's number, and whether the teacher is asking.
# The server sets them itself on every page request, after throwing away any the browser
# sent.
LEARNER_HEADER = "X-Briscola-Learner"
TEACHER_HEADER = "X-Briscola-Teacher"
LEARNER_ENV = "HTTP_X_BRISCOLA_LEARNER"
TEACHER_ENV = "HTTP_X_BRISCOLA_TEACHER"
HUB_USER_ENV = "JUPYTERHUB_USER"    # set by JupyterHub in each user's server

# Login codes: five letters and digits with no look-alikes (no 0/O/Q/D, 1/I/L/T, 2/Z, 5/S,
# 6/G, 8/B, U/V), valid for 15 minutes, used once (as lichess's quick login codes).
CODE_LETTERS = "ACEFHJKMNPRWXY3479"
CODE_LENGTH = 5
CODE_SECONDS = 15 * 60
# A learner "has a lesson open" while its page has said so within this many seconds (a
# page in view says so every 30 s).
PRESENT_SECONDS = 75
# The store's ``server`` rows of open teacher's sessions: this prefix and the session's id.
TEACHER_SESSION = "teacher_session:"
# A stranger: a browser that opened one page and never came back to it or to another (its
# page in view would have said so within 30 s), gave no name, skipped none and did nothing.
# The teacher's page leaves strangers out; a server starting forgets those a day old.
STRANGER_SECONDS = 30
STRANGER_FORGOTTEN = 24 * 3600
# A time the store holds may be this far after now (the clock set back a little) and still
# be read as a time.
CLOCK_SKEW = 24 * 3600
# The pages a learner may have open, as ``is_here`` keeps them.
PAGES = ("class", "tables")


@dataclass(frozen=True)
class Learner:
    """The learner a page works for: their number in the store, their name (None: not given),
    whether the name was asked already, whether they are on a class server (where names
    are asked and login codes work), and whether they are a user of a JupyterHub."""

    id: int
    name: Optional[str] = None
    asked: bool = True
    in_class: bool = False
    hub: bool = False


@dataclass(frozen=True)
class LoginCode:
    code: str
    expires: float


@dataclass(frozen=True)
class LearnerRow:
    """A learner as the teacher's page lists them."""

    id: int
    number: int          # the learner's place in the class, 1, 2, ...: their name in an
    name: Optional[str]  # anonymous export, and on the page when they gave none
    created: float
    seen: Optional[float]
    page: Optional[str]  # the lesson open now ("05"), or None
    removed: bool = False
    stranger: bool = False      # opened one page and did nothing more (``STRANGER_SECONDS``)
    unreadable: bool = False    # a field of the store could not be read: shown as far as it can


@dataclass(frozen=True)
class ClassInfo:
    id: int
    started: float
    archived: Optional[float]


class Source(Protocol):
    """Where a kernel learns who it works for."""

    def learner(self) -> Learner: ...


def check_code(code: Any) -> str:
    """A login code as typed: spaces dropped, any case; five of ``CODE_LETTERS``."""
    text = "".join(code.split()).upper() if isinstance(code, str) else ""
    if len(text) != CODE_LENGTH or any(c not in CODE_LETTERS for c in text):
        raise InvalidOptionError(f"a login code is {CODE_LENGTH} letters and digits, not "
                                 f"{code!r:.20}", "code_shape", length=CODE_LENGTH)
    return text


def key_hash(key: str) -> str:
    """What the store keeps of a browser's key or the teacher's: its SHA-256, so the file
    alone opens nobody's progress."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def new_key() -> str:
    return secrets.token_urlsafe(32)


class Roster:
    """The learners in the store at ``path`` (the default store if None)."""

    def __init__(self, path: Optional[Any] = None, clock: Callable[[], float] = time.time) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.clock = clock
        self.database = Database.at(self.path, clock)

    # -- classes ------------------------------------------------------------------------------

    def current_class(self) -> int:
        """The class learners join now (made if there is none)."""
        with self.database.write() as db:
            return self._current(db)

    def _current(self, db: Any) -> int:
        row = db.execute("SELECT id FROM classes WHERE archived IS NULL ORDER BY id DESC").fetchone()
        if row:
            return int(row[0])
        return _new_row(db.execute("INSERT INTO classes (started) VALUES (?)", (self.clock(),)))

    def new_class(self) -> int:
        """Archive the class of now (its learners and progress stay in the store, listed
        under it) and start an empty one; returns its number."""
        with self.database.write() as db:
            db.execute("UPDATE classes SET archived = ? WHERE archived IS NULL", (self.clock(),))
            return _new_row(db.execute("INSERT INTO classes (started) VALUES (?)", (self.clock(),)))

    def classes(self) -> list[ClassInfo]:
        with self.database.read() as db:
            found = db.execute("SELECT id, started, archived FROM classes ORDER BY id").fetchall()
        # A time that is no time (a store changed by hand) reads as the epoch: still a date.
        latest = self.clock() + CLOCK_SKEW
        return [ClassInfo(klass, _time(started, latest) or 0.0,
                          None if archived is None else _time(archived, latest) or 0.0)
                for klass, started, archived in found]

    # -- a browser arriving (the server) ------------------------------------------------------

    def learner_for_key(self, key: Any) -> Optional[int]:
        """The learner whose browser holds ``key``: one of the class of now, not removed;
        else None."""
        if not isinstance(key, str) or not 20 <= len(key) <= 100:
            return None
        with self.database.read() as db:
            row = db.execute(
                "SELECT learners.id FROM learner_keys JOIN learners ON learners.id = "
                "learner_keys.learner JOIN classes ON classes.id = learners.class WHERE hash = ? "
                "AND learners.removed IS NULL AND classes.archived IS NULL",
                (key_hash(key),)).fetchone()
        return row[0] if row else None

    def new_learner(self) -> tuple[int, str]:
        """A browser the class does not know: a new learner and the key for its cookie. The
        store's first learner, whose progress may come from before classes, goes to the first
        browser of the first class."""
        key = new_key()
        now = self.clock()
        with self.database.write() as db:
            klass = self._current(db)
            first = db.execute(
                "SELECT id FROM learners WHERE id = ? AND class = ? AND removed IS NULL AND NOT "
                "EXISTS (SELECT 1 FROM learner_keys WHERE learner = ?)",
                (FIRST_LEARNER, klass, FIRST_LEARNER)).fetchone()
            learner = int(first[0]) if first else _new_row(db.execute(
                "INSERT INTO learners (class, created, seen) VALUES (?, ?, ?)", (klass, now, now)))
            db.execute("INSERT INTO learner_keys VALUES (?, ?, ?)", (key_hash(key), learner, now))
        return learner, key

    def redeem(self, code: Any) -> tuple[int, str]:
        """A login code typed on another device: the learner it belongs to and a new key for
        this browser. The code is used up. Refused: ``code_shape``, ``code_unknown`` (never
        made, used, or expired: a guess learns nothing more)."""
        text = check_code(code)
        key, now = new_key(), self.clock()
        with self.database.write() as db:
            row = db.execute("SELECT learner, expires FROM login_codes WHERE code = ?",
                             (text,)).fetchone()
            db.execute("DELETE FROM login_codes WHERE code = ? OR expires < ?", (text, now))
            if row is None or row[1] < now or not self._is_active(db, row[0]):
                raise InvalidOptionError(f"no login code {text} waits to be used",
                                         "code_unknown", value=text)
            db.execute("INSERT INTO learner_keys VALUES (?, ?, ?)", (key_hash(key), row[0], now))
        return row[0], key

    def _is_active(self, db: Any, learner: int) -> bool:
        return db.execute("SELECT 1 FROM learners JOIN classes ON classes.id = learners.class "
                          "WHERE learners.id = ? AND removed IS NULL AND archived IS NULL",
                          (learner,)).fetchone() is not None

    # -- the teacher's key and sessions ----------------------------------------------------------

    def new_teacher_key(self) -> str:
        """A new key for the teacher's address (returned; the server prints it). It works once:
        ``use_teacher_key`` trades it for a session. An older key that was not used stops
        working; the sessions already open go on."""
        key = new_key()
        with self.database.write() as db:
            db.execute("INSERT INTO server VALUES ('teacher', ?) ON CONFLICT(key) DO UPDATE SET "
                       "value = excluded.value", (key_hash(key),))
        return key

    def is_teacher_key(self, key: Any) -> bool:
        """Whether ``key`` is the teacher's address's key, not used yet."""
        if not _fits_key(key):
            return False
        with self.database.read() as db:
            row = db.execute("SELECT value FROM server WHERE key = 'teacher'").fetchone()
        return row is not None and secrets.compare_digest(row[0], key_hash(key))

    def use_teacher_key(self, key: Any) -> Optional[str]:
        """The teacher's address opened: the key is used up, and a new session's token (for
        the browser's cookie) is returned; None for any other key. A key left in a shared
        computer's history, or copied, then opens nothing."""
        if not _fits_key(key):
            return None
        token = new_key()
        with self.database.write() as db:
            row = db.execute("SELECT value FROM server WHERE key = 'teacher'").fetchone()
            if row is None or not secrets.compare_digest(row[0], key_hash(key)):
                return None
            db.execute("DELETE FROM server WHERE key = 'teacher'")
            db.execute("INSERT INTO server VALUES (?, ?)",
                       (TEACHER_SESSION + secrets.token_hex(8), key_hash(token)))
        return token

    def teacher_session(self, token: Any) -> Optional[str]:
        """The open teacher's session whose cookie holds ``token``: its id (not a secret; it
        tells a page's kernel which session asked), else None."""
        if not _fits_key(token):
            return None
        with self.database.read() as db:
            row = db.execute("SELECT key FROM server WHERE key LIKE ? AND value = ?",
                             (TEACHER_SESSION + "%", key_hash(token))).fetchone()
        return row[0][len(TEACHER_SESSION):] if row else None

    def is_teacher_session(self, session: Any) -> bool:
        """Whether the teacher's session ``session`` (an id) is still open."""
        if not isinstance(session, str) or not session.isascii() or not session.isalnum():
            return False
        with self.database.read() as db:
            return db.execute("SELECT 1 FROM server WHERE key = ?",
                              (TEACHER_SESSION + session,)).fetchone() is not None

    def end_teacher_session(self, token: Any) -> None:
        """The teacher logs out: the session of ``token`` ends, on every page it opened."""
        if _fits_key(token):
            with self.database.write() as db:
                db.execute("DELETE FROM server WHERE key LIKE ? AND value = ?",
                           (TEACHER_SESSION + "%", key_hash(token)))

    def set_address(self, address: str) -> None:
        """Where the class is served (``http://HOST:PORT``), for ``teacher-link``."""
        with self.database.write() as db:
            db.execute("INSERT INTO server VALUES ('address', ?) ON CONFLICT(key) DO UPDATE SET "
                       "value = excluded.value", (address,))

    def address(self) -> str:
        with self.database.read() as db:
            row = db.execute("SELECT value FROM server WHERE key = 'address'").fetchone()
        return row[0] if row else "http://127.0.0.1:8866"

    def end_teacher_sessions(self) -> None:
        """Every teacher's session ends (the server starts again)."""
        with self.database.write() as db:
            db.execute("DELETE FROM server WHERE key LIKE ?", (TEACHER_SESSION + "%",))

    def make_teacher(self, learner: int) -> None:
        """The teacher's own browser: not listed among the learners."""
        with self.database.write() as db:
            db.execute("UPDATE learners SET teacher = 1 WHERE id = ?", (learner,))

    # -- a learner's own page (their kernel) ---------------------------------------------------

    def learner(self, learner: int, in_class: bool = True) -> Learner:
        with self.database.read() as db:
            row = db.execute("SELECT name, asked FROM learners WHERE id = ?", (learner,)).fetchone()
        if row is None:
            return Learner(learner, None, not in_class, in_class)
        return Learner(learner, _name(row[0]), bool(row[1]) or not in_class, in_class)

    def set_name(self, learner: int, name: Any) -> str:
        """The learner's first name, checked (``names.check_name`` says what is refused), and
        refused as ``name_taken`` when another learner of the class has it or one read the
        same (``names.same_name``)."""
        name = check_name(name)
        with self.database.write() as db:
            others = db.execute(
                "SELECT name FROM learners WHERE class = (SELECT class FROM learners WHERE id = ?) "
                "AND id != ? AND removed IS NULL AND teacher = 0 AND typeof(name) = 'text'",
                (learner, learner)).fetchall()
            if any(same_name(other, name) for (other,) in others):
                raise InvalidOptionError(f"{name!r} reads as the name of another learner of the "
                                         "class", "name_taken", name=name)
            db.execute("UPDATE learners SET name = ?, asked = 1 WHERE id = ?", (name, learner))
        return name

    def skip_name(self, learner: int) -> None:
        """The learner goes on without a name: it is not asked again."""
        self._update(learner, "asked = 1")

    def is_here(self, learner: int, page: Optional[str]) -> None:
        """The learner's page is open (``page``: the lesson's number, "00" for the map)."""
        self._update(learner, "seen = ?, page = ?", self.clock(), page)

    def _update(self, learner: int, assignments: str, *values: Any) -> None:
        with self.database.write() as db:
            db.execute(f"UPDATE learners SET {assignments} WHERE id = ?", (*values, learner))

    def new_code(self, learner: int) -> LoginCode:
        """A login code for ``learner``, to carry on from another device: 15 minutes, once."""
        now = self.clock()
        with self.database.write() as db:
            db.execute("DELETE FROM login_codes WHERE expires < ? OR learner = ?", (now, learner))
            while True:
                code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
                if not db.execute("SELECT 1 FROM login_codes WHERE code = ?", (code,)).fetchone():
                    break
            db.execute("INSERT INTO login_codes VALUES (?, ?, ?)", (code, learner, now + CODE_SECONDS))
        return LoginCode(code, now + CODE_SECONDS)

    # -- the teacher's page ----------------------------------------------------------------------

    def rows(self, klass: Optional[int] = None, removed: bool = False) -> list[LearnerRow]:
        """The learners of ``klass`` (the class of now if None), in the order they came,
        the teacher's own browser left out; with ``removed``, the removed ones too. Strangers
        are marked (``STRANGER_SECONDS``). A field the store holds in a shape no version
        wrote (a file changed by hand) is left out and the row marked ``unreadable``."""
        now = self.clock()
        with self.database.read() as db:
            if klass is None:
                klass = self._current_or_none(db)
            found = db.execute(f"SELECT id, name, created, seen, page, removed, asked, {_BUSY} "
                               "FROM learners WHERE class = ? AND teacher = 0 ORDER BY id",
                               (klass,)).fetchall()
        rows = []
        for number, (learner, *fields) in enumerate(found, start=1):
            row = _row(learner, number, now, *fields)
            if removed or not row.removed:
                rows.append(row)
        return rows

    def _current_or_none(self, db: Any) -> Optional[int]:
        row = db.execute("SELECT id FROM classes WHERE archived IS NULL ORDER BY id DESC").fetchone()
        return row[0] if row else None

    def rename(self, learner: int, name: Any) -> str:
        return self.set_name(learner, name)

    def remove(self, learner: int) -> None:
        """Take ``learner`` off the class: their browsers are strangers from now on. Their
        progress stays until ``forget_removed`` (the teacher may undo meanwhile)."""
        self._update(learner, "removed = ?", self.clock())
        with self.database.write() as db:
            db.execute("DELETE FROM login_codes WHERE learner = ?", (learner,))

    def restore(self, learner: int) -> None:
        self._update(learner, "removed = NULL")

    def forget_strangers(self, now: float) -> int:
        """Delete the strangers who came ``STRANGER_FORGOTTEN`` or more before ``now`` (a
        server starting): their keys and settings go with them. Returns how many."""
        with self.database.write() as db:
            gone = [row[0] for row in db.execute(
                f"SELECT id FROM learners WHERE {_STRANGER} AND created < ?",
                (STRANGER_SECONDS, now - STRANGER_FORGOTTEN))]
            for learner in gone:
                for table in ("settings", "learner_keys", "login_codes"):
                    db.execute(f"DELETE FROM {table} WHERE learner = ?", (learner,))
                db.execute("DELETE FROM learners WHERE id = ?", (learner,))
        return len(gone)

    def forget_removed(self, before: float) -> int:
        """Delete, progress and all, the learners removed before ``before``; returns how many."""
        tables = ("stars", "results", "flashcards", "settings", "games", "learner_keys",
                  "login_codes")
        with self.database.write() as db:
            gone = [row[0] for row in db.execute(
                "SELECT id FROM learners WHERE removed IS NOT NULL AND removed < ?", (before,))]
            for learner in gone:
                for table in tables:
                    db.execute(f"DELETE FROM {table} WHERE learner = ?", (learner,))
                db.execute("DELETE FROM learners WHERE id = ?", (learner,))
        return len(gone)


def _fits_key(key: Any) -> bool:
    """A key or token could be one of ours (``new_key``'s length, URL-safe base64)."""
    return isinstance(key, str) and 20 <= len(key) <= 100 and key.isascii()


def _new_row(cursor: Any) -> int:
    """The number SQLite gave the row just inserted."""
    return int(cursor.lastrowid)


# Whether a learner did anything the teacher's page shows (stars, results, flashcards, a hand
# kept at a table), and whether they are a stranger (``STRANGER_SECONDS``, the first "?").
_BUSY = ("(EXISTS (SELECT 1 FROM stars WHERE learner = learners.id) OR EXISTS (SELECT 1 FROM "
         "results WHERE learner = learners.id) OR EXISTS (SELECT 1 FROM flashcards WHERE learner "
         "= learners.id) OR EXISTS (SELECT 1 FROM games WHERE learner = learners.id))")
_STRANGER = (f"name IS NULL AND asked = 0 AND teacher = 0 AND removed IS NULL AND NOT {_BUSY} "
             "AND typeof(created) IN ('integer', 'real') AND (seen IS NULL OR "
             "typeof(seen) IN ('integer', 'real') AND seen - created < ?)")


def _time(value: Any, latest: float) -> Optional[float]:
    """A time the store holds, if it is one: a number of seconds, not after ``latest``."""
    if isinstance(value, (int, float)) and not isinstance(value, bool) \
            and math.isfinite(value) and 0 <= value <= latest:
        return float(value)
    return None


def _name(value: Any) -> Optional[str]:
    """A name the store holds, if a version of the course could have kept it (a text of 1 to
    ``NAME_LENGTH`` printable characters) and it draws something."""
    if isinstance(value, str) and 0 < len(value) <= NAME_LENGTH and value.isprintable() \
            and seen(value):
        return value
    return None


def _blank(value: Any) -> bool:
    """A name an older version kept that draws nothing: shown as "Learner 3", not an error."""
    return isinstance(value, str) and value.isprintable() and not seen(value)


def _page(value: Any) -> Optional[str]:
    if isinstance(value, str) and (value in PAGES or len(value) == 2 and value.isdigit()):
        return value
    return None


def _row(learner: int, number: int, now: float, name: Any, created: Any, seen: Any, page: Any,
         removed: Any, asked: Any, busy: Any) -> LearnerRow:
    """One learner of the teacher's list, each field read as far as it can be."""
    latest = now + CLOCK_SKEW
    made, last = _time(created, latest), _time(seen, latest)
    shown, open_now = _name(name), _page(page)
    unreadable = (made is None or (name is not None and shown is None and not _blank(name))
                  or (seen is not None and last is None) or (page is not None and open_now is None))
    present = open_now if last is not None and now - last <= PRESENT_SECONDS else None
    stranger = (name is None and not asked and not busy and made is not None
                and (seen is None or last is not None and last - made < STRANGER_SECONDS))
    return LearnerRow(learner, number, shown, made or 0.0, last, present, removed is not None,
                      stranger and not unreadable, unreadable)


# -- where a kernel learns who it works for ---------------------------------------------------

class OneLearner:
    """One's own machine: the store's first learner, no name asked."""

    def learner(self) -> Learner:
        return Learner(FIRST_LEARNER)


class ServedLearner:
    """A page of a class server: the learner the server named in the kernel's environment."""

    def __init__(self, number: int) -> None:
        self.number = number

    def learner(self) -> Learner:
        return Roster().learner(self.number)


class HubLearner:
    """A user's server on a JupyterHub: the user, the one learner of the store in their home."""

    def __init__(self, user: str) -> None:
        self.user = user

    def learner(self) -> Learner:
        return Learner(FIRST_LEARNER, self.user, hub=True)


def source(environ: Optional[dict] = None) -> Source:
    """Who this kernel works for, from its environment: a Hub user, a class server's
    learner, else the one learner of this machine."""
    env = os.environ if environ is None else environ
    if env.get(HUB_USER_ENV):
        return HubLearner(env[HUB_USER_ENV])
    number = env.get(LEARNER_ENV, "")
    if number.isdigit() and int(number) >= 1:
        return ServedLearner(int(number))
    return OneLearner()


def here() -> Learner:
    """The learner this kernel works for."""
    return source().learner()


def teacher_here(environ: Optional[dict] = None) -> bool:
    """Whether the class server let the teacher open this page (their session was checked),
    and the teacher has not logged out since."""
    env = os.environ if environ is None else environ
    session = env.get(TEACHER_ENV, "")
    return bool(session) and env.get(LEARNER_ENV, "").isdigit() and \
        Roster().is_teacher_session(session)


__all__ = ["Learner", "LearnerRow", "LoginCode", "Roster", "Source", "check_code", "check_name",
           "here", "source", "teacher_here"]
