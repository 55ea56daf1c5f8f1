"""The course's JupyterHub service, ``briscola-teach hub-service``: one process the Hub
starts, restarts when it dies, and proxies at ``/services/briscola/``.

It serves, under its prefix:

- ``tables``: the class tables' WebSocket (``tables/table_server.py``), its clients known
  by the Hub (``users.HubUsers``). Learners on any user server, on any machine, reach it
  through the Hub's proxy, so they sit at one table.
- ``progress``: ``POST`` of a learner's ``report.Report``, with their own token. A learner can
  run code in their own server, so every field is checked (``Report.parse``) and a bad report
  refused with a clear error (400).
- the teacher's page (``/services/briscola/``): the Hub logs the teacher in (OAuth). It shows
  the classes the teacher's role reads (``users.teacher_classes``): each learner's stars,
  exercises, hands, last report and the page open now, and the class's tables. Anyone else
  sees a sentence and nothing of anyone. The page is written here, every name escaped, in
  the teacher's language (``?lang=en``), and it reloads itself. A row of ``hub.sqlite3`` that
  cannot be read (changed by hand or by an older version) is marked on the page
  («dati non leggibili»); the rest of the class shows.
- ``health``: the number of tables and connections.

Everything it keeps is in its own folder (``$BRISCOLA_DATA``): ``tables.sqlite3`` and
``hub.sqlite3``. It never reads a learner's home.
"""

from __future__ import annotations

import html
import logging
import os
import re
import secrets
import time
from datetime import datetime
from typing import Any, Optional
from urllib.parse import urlparse

from jupyterhub.services.auth import HubOAuth, HubOAuthCallbackHandler, HubOAuthenticated
from tornado import web

from ..errors import InvalidOptionError
from ..i18n import LANGUAGES, ago, page_now, t, table_line
from ..store import default_folder
from ..syllabus import LEARNER_LESSONS
from ..tables.run import GRACE_ENV
from ..tables.table import GRACE_SECONDS, Table
from ..tables.table_server import BOT_SECONDS, TableServer, make_app, run
from . import SERVICE
from .report import Report
from .users import ClassBook, Hub, HubUsers, teacher_classes

log = logging.getLogger("briscola_teach.hub")
MOST_REPORT = 16 * 1024
REFRESH_SECONDS = 20
PRESENT_SECONDS = 75        # a page in view reports every 30 s (learners.PRESENT_SECONDS)
LESSONS = LEARNER_LESSONS


class ProgressHandler(web.RequestHandler):
    """``POST progress``: a learner's report, with their own token."""

    def initialize(self, hub: Hub, book: ClassBook) -> None:
        self.hub, self.book = hub, book

    async def post(self) -> None:
        found = re.fullmatch(r"(?:token|bearer)\s+(\S+)",
                             self.request.headers.get("Authorization", ""), re.IGNORECASE)
        model = await self.hub.user(found.group(1) if found else None)
        if model is None:
            return self._answer(403, "credential")
        if len(self.request.body) > MOST_REPORT:
            return self._answer(413, "report")
        try:
            report = Report.parse(self.request.body.decode("utf-8", "replace"))
        except InvalidOptionError as error:
            return self._answer(400, "report", str(error))
        self.book.keep(str(model["name"]), report)
        self._answer(200)

    def _answer(self, status: int, error: Optional[str] = None, message: str = "") -> None:
        self.set_status(status)
        self.finish({"ok": True} if error is None else {"error": error, "message": message})


class TeacherPage(HubOAuthenticated, web.RequestHandler):
    """The teacher's page: the classes the teacher's token may read, and nothing else."""

    def initialize(self, hub: Hub, book: ClassBook, server: TableServer) -> None:
        self.hub_auth = hub.auth
        self.hub, self.book, self.server = hub, book, server

    @web.authenticated
    async def get(self) -> None:
        model = self.current_user
        lang = self.get_argument("lang", None)
        lang = lang if lang in LANGUAGES else os.environ.get("BRISCOLA_LANG", "it")
        lang = lang if lang in LANGUAGES else "it"
        classes = teacher_classes(model)
        self.set_header("Cache-Control", "no-store")
        self.set_header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
        if not classes:
            self.set_status(403)
            home = html.escape(self.hub_auth.hub_prefix + "home")
            body = (f"<p class='note'>{html.escape(t('hub.not_teacher', lang))}</p>"
                    f"<p><a href='{home}'>{html.escape(t('hub.to_home', lang))}</a></p>")
            self.finish(page(lang, body, refresh=False))
            return
        parts = []
        for name in classes:
            members = [user for user in await self.hub.members(name) if user != model["name"]]
            parts.append(self._class(name, members, lang))
        now = datetime.now().strftime("%H:%M")
        parts.append(f"<p class='updated'>{html.escape(t('hub.updated', lang, time=now, seconds=REFRESH_SECONDS))}</p>")
        self.finish(page(lang, "".join(parts)))

    def _class(self, name: str, members: list[str], lang: str) -> str:
        reports = self.book.reports(members)
        now = time.time()
        out = [f"<section><h2>{html.escape(t('hub.class', lang, name=name))}</h2>"]
        if not members:
            out.append(f"<p class='note'>{html.escape(t('hub.no_learners', lang))}</p>")
        else:
            out.append(learners_table(members, reports, now, lang))
        numbers = set(self.book.numbers(members))
        tables = [table for table in self.server.tables.values()
                  if table.status in ("open", "playing") and
                  (name in (table.classes or ()) or numbers & set(table.learners()))]
        out.append(f"<h3>{html.escape(t('ct.tables', lang))}</h3>")
        if not tables:
            out.append(f"<p class='note'>{html.escape(t('ct.no_tables', lang))}</p>")
        out.append("<ul class='tables'>" + "".join(table_item(table, lang) for table in tables)
                   + "</ul></section>")
        return "".join(out)


def learners_table(members: list[str], reports: dict[str, Any], now: float, lang: str) -> str:
    heads = [t("class.name", lang)] + [info.number for info in LESSONS] + [
        t(f"class.{key}", lang) for key in ("stars", "exercises", "hands", "seen", "now")]
    titles = [""] + [t("class.lesson_head", lang, n=int(info.number), title=info.title[lang])
                     for info in LESSONS] + [""] * 5
    head = "".join(f"<th scope='col' title='{html.escape(title)}'>{html.escape(text)}</th>"
                   for text, title in zip(heads, titles))
    rows = []
    for member in members:
        found = reports.get(member)
        cells = [f"<th scope='row'>{html.escape(member)}</th>"]
        if found is None or found.report is None:
            note, kind = ("hub.no_report", "note") if found is None else ("class.unreadable", "bad")
            cells.append(f"<td colspan='{len(LESSONS) + 5}' class='{kind}'>"
                         f"{html.escape(t(note, lang))}</td>")
        else:
            cells += learner_cells(found.report, now - found.at, lang)
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def learner_cells(report: Report, age: float, lang: str) -> list[str]:
    cells = []
    for info in LESSONS:
        stars = report.stars.get(info.number, 0)
        label = t("hub.lesson_stars", lang, n=int(info.number), stars=stars)
        cells.append(f"<td class='star s{stars}' title='{html.escape(label)}' "
                     f"aria-label='{html.escape(label)}'>{'★' * stars or '·'}</td>")
    now = page_now(report.page, lang) if age <= PRESENT_SECONDS else ""
    texts = [str(sum(report.stars.values())),
             t("class.of", lang, right=report.right, total=report.answered),
             t("class.of", lang, right=report.won, total=report.hands), ago(age, lang), now]
    return cells + [f"<td>{html.escape(text)}</td>" for text in texts]


def table_item(table: Table, lang: str) -> str:
    game, hand, seats = table_line(table.listing(), lang)
    return (f"<li><b>{html.escape(t('ct.table_code', lang, code=table.code))}</b> · "
            f"{html.escape(game)} · {html.escape(hand)}<br>{html.escape(seats)}</li>")


STYLE = """
body { font: 17px/1.5 system-ui, sans-serif; background: #f4efe3; color: #22302a; margin: 0; }
main { max-width: 1180px; margin: 0 auto; padding: 18px 24px 60px; }
h1 { color: #1f5c39; } h2 { color: #6b3f1f; margin-top: 1.6em; }
nav { float: right; } nav a { margin-left: 12px; }
table { border-collapse: collapse; background: #fff; }
th, td { border: 1px solid #d8cfbb; padding: 4px 8px; text-align: left; }
td.star { text-align: center; width: 2.6em; white-space: nowrap; }
.s0 { background: #eee; color: #777; } .s1 { background: #f6e3a1; }
.s2 { background: #efc75e; } .s3 { background: #d9a21b; color: #fff; }
.note, .updated { color: #555; }
.bad { color: #a3261c; font-weight: 600; }
"""


def page(lang: str, body: str, refresh: bool = True) -> str:
    """A whole page of the service, in ``lang``, with the language switch."""
    switch = " ".join(f"<a href='?lang={code}' lang='{code}'>{html.escape(name)}</a>"
                      for code, name in (("it", "Italiano"), ("en", "English")) if code != lang)
    reload = f"<meta http-equiv='refresh' content='{REFRESH_SECONDS}'>" if refresh else ""
    title = html.escape("Briscola · " + t("class.title", lang))
    return (f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'>{reload}"
            f"<meta name='viewport' content='width=device-width'><title>{title}</title>"
            f"<style>{STYLE}</style></head><body><main>"
            f"<nav aria-label='{html.escape(t('hub.language', lang))}'>{switch}</nav>"
            f"<h1>{title}</h1>{body}</main></body></html>")


def service_app(server: TableServer, hub: Hub, book: ClassBook, prefix: str) -> web.Application:
    return make_app(server, prefix, handlers=[
        (prefix + "/progress", ProgressHandler, {"hub": hub, "book": book}),
        (prefix + "/oauth_callback", HubOAuthCallbackHandler),
        (prefix + "/?", TeacherPage, {"hub": hub, "book": book, "server": server}),
    ], cookie_secret=secrets.token_bytes(32))


def listening_host(host: Optional[str]) -> str:
    """The service listens where its address says when that is this machine; a name of the
    Hub's pod (Zero to JupyterHub's ``hub``) is reached from the proxy's pod: all interfaces."""
    if not host or host in ("127.0.0.1", "localhost", "::1"):
        return "127.0.0.1"
    return "0.0.0.0"


def run_service(bot_seconds: Optional[float] = None) -> int:
    """Serve where the Hub says (``$JUPYTERHUB_SERVICE_URL``, under
    ``$JUPYTERHUB_SERVICE_PREFIX``), until the Hub stops it."""
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s briscola service: %(message)s")
    where = urlparse(os.environ.get("JUPYTERHUB_SERVICE_URL", "http://127.0.0.1:10101"))
    prefix = os.environ.get("JUPYTERHUB_SERVICE_PREFIX", f"/services/{SERVICE}/").rstrip("/")
    folder = default_folder()
    hub = Hub(HubOAuth.instance())
    book = ClassBook(folder / "hub.sqlite3")
    grace = float(os.environ.get(GRACE_ENV) or GRACE_SECONDS)
    try:
        run(where.port or 80, folder / "tables.sqlite3", HubUsers(hub, book),
            listening_host(where.hostname), BOT_SECONDS if bot_seconds is None else bot_seconds,
            grace, app_for=lambda server: service_app(server, hub, book, prefix))
    finally:
        book.close()
    return 0
