"""Who a client of the course's service is, as the Hub says; and the service's own file.

``HubUsers`` is the table server's ``Identity`` on a JupyterHub: a client's credential is the
user's own API token (a kernel's ``$JUPYTERHUB_API_TOKEN``). The Hub says whose token it is
(``HubAuth.user_for_token``, cached a few minutes) and whether it may use the service
(``access:services!service=briscola``); the service's own token then reads the user's groups,
which are the classes. Nothing the client says of itself is taken: a forged or stolen-looking
token, a service's token, or a user without access is refused.

``ClassBook`` is the service's SQLite file: each Hub user's number (the tables know learners
by number) and the last progress report of each (``report.py``). The learners' homes are never
read.
"""

from __future__ import annotations

import json
import math
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional

from jupyterhub.services.auth import HubAuth
from jupyterhub.utils import url_path_join
from tornado import web
from tornado.httpclient import AsyncHTTPClient, HTTPClientError

from ..errors import InvalidOptionError
from ..tables.identity import Person
from ..tables.table import TableError
from .report import Report

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL);
CREATE TABLE IF NOT EXISTS reports (user INTEGER PRIMARY KEY REFERENCES users(id),
                                    report TEXT NOT NULL, at REAL NOT NULL);
"""
# A token's length as the Hub makes them (32 hex digits) with room: anything else is no
# token, and the Hub is not asked.
TOKEN_LENGTHS = range(16, 257)


@dataclass(frozen=True)
class Reported:
    """A learner's last report, and when it came; ``report`` None: the row the file holds
    cannot be read (changed by hand, or by an older version), and the page says so."""

    name: str
    report: Optional[Report]
    at: float


class ClassBook:
    """The service's file: Hub users' numbers and their last reports."""

    def __init__(self, path: Path, clock: Callable[[], float] = time.time) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.clock = clock
        self.lock = threading.Lock()
        self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.executescript(SCHEMA)

    def number(self, name: str) -> int:
        """The Hub user's number, the same ever after (made on first sight)."""
        with self.lock:
            self.db.execute("INSERT OR IGNORE INTO users (name) VALUES (?)", (name,))
            return int(self.db.execute("SELECT id FROM users WHERE name = ?", (name,)).fetchone()[0])

    def numbers(self, names: list[str]) -> list[int]:
        """The numbers of those of ``names`` the service has seen (none is made)."""
        marks = ",".join("?" * len(names))
        with self.lock:
            return [row[0] for row in self.db.execute(
                f"SELECT id FROM users WHERE name IN ({marks})", names)] if names else []

    def keep(self, name: str, report: Report) -> None:
        user = self.number(name)
        with self.lock:
            self.db.execute("INSERT INTO reports VALUES (?, ?, ?) ON CONFLICT(user) DO UPDATE "
                            "SET report = excluded.report, at = excluded.at",
                            (user, report.format(), self.clock()))

    def reports(self, names: list[str]) -> dict[str, Reported]:
        """The last report of each of ``names`` that has sent one."""
        if not names:
            return {}
        marks = ",".join("?" * len(names))
        with self.lock:
            rows = self.db.execute(f"SELECT name, report, at FROM reports JOIN users ON "
                                   f"users.id = reports.user WHERE name IN ({marks})",
                                   names).fetchall()
        return {name: _reported(name, text, at) for name, text, at in rows}

    def close(self) -> None:
        self.db.close()


def _reported(name: str, text: Any, at: Any) -> Reported:
    """A row of the file, read as far as it can be: one bad row never stops the page."""
    try:
        report: Optional[Report] = Report.parse(text)
    except InvalidOptionError:
        report = None
    if not (isinstance(at, (int, float)) and not isinstance(at, bool) and math.isfinite(at)):
        return Reported(name, None, 0.0)
    return Reported(name, report, float(at))


class Hub:
    """The Hub as the service asks it: whose a token is, and with the service's own token,
    a user's groups and a group's members."""

    def __init__(self, auth: Optional[HubAuth] = None) -> None:
        self.auth = auth or HubAuth()

    async def user(self, token: Any) -> Optional[dict[str, Any]]:
        """The user whose ``token`` it is, if it may use the service; else None."""
        if not isinstance(token, str) or len(token) not in TOKEN_LENGTHS or not token.isascii() \
                or not token.isprintable():
            return None
        model = await self.auth.user_for_token(token, sync=False)
        if not model or model.get("kind", "user") != "user":
            return None
        if not self.auth.check_scopes(self.auth.access_scopes, model):
            return None
        return model

    async def get(self, *path: str) -> Optional[dict[str, Any]]:
        url = url_path_join(self.auth.api_url, *path)
        try:
            answer = await AsyncHTTPClient().fetch(url, headers={
                "Authorization": f"token {self.auth.api_token}"})
        except HTTPClientError as error:
            if error.code == 404:
                return None
            raise
        found = json.loads(answer.body)
        return found if isinstance(found, dict) else None

    async def groups_of(self, name: str) -> frozenset[str]:
        model = await self.get("users", name)
        return frozenset(model.get("groups", ())) if model else frozenset()

    async def members(self, group: str) -> list[str]:
        model = await self.get("groups", group)
        return sorted(model.get("users", ())) if model else []


class HubUsers:
    """The tables' identity on a JupyterHub: a credential is the user's API token."""

    def __init__(self, hub: Hub, book: ClassBook) -> None:
        self.hub, self.book = hub, book

    async def who(self, credential: Any) -> Person:
        try:
            model = await self.hub.user(credential)
            if model is None:
                raise TableError("the credential is no token of a user of this service",
                                 "credential")
            name = str(model["name"])
            classes = await self.hub.groups_of(name)
        except (web.HTTPError, HTTPClientError, OSError):    # the Hub is away or slow
            raise TableError("the Hub did not say who you are: try again", "hub_away") from None
        return Person(self.book.number(name), name, classes=classes)


def teacher_classes(model: dict[str, Any]) -> list[str]:
    """The classes (Hub groups) a user teaches: those whose learners their token may read,
    ``read:users!group=G``. The Hub gives the teacher's page a token with the scopes the
    service asks (``hub-config`` asks this for every class) that the user also holds: a
    learner's own ``read:users!user=NAME`` never reads as a class."""
    prefix = "read:users!group="
    return sorted({scope[len(prefix):] for scope in model.get("scopes", ())
                   if isinstance(scope, str) and scope.startswith(prefix)})
