"""The teacher's page: the class at a glance, kept up to date while it is open.

One row per learner: the name (or "Learner 3"), the stars of each lesson as a grid of
coloured squares that reads from the back of the room, the exercises' answers right, the
hands won at the practice tables, when the learner was last seen and the lesson open now.
Sorted by name, by stars or by last seen. The teacher exports the class as CSV (names, or
numbers instead), renames or removes a learner (asked first; undone while the page is open),
gives a learner a login code, and starts a new class (the old one is archived). "Esci" logs
the teacher out (``web.LogoutHandler``): every page of that session then shows nothing.

It reads the store through its public queries only (``learners.Roster``,
``progress.summaries``). Every message from the page is checked: a learner it does not list,
a name that is refused, an unknown action change nothing. Names are sent as text and drawn
as text (``textContent``), never as markup.

It never fails on one learner: a row the store holds in a shape no version wrote (a file
changed by hand or by sqlite3) is shown as far as it can be read and marked «dati non
leggibili», and the rest of the class, the CSV and every button stay. Two learners whose names
read alike (``names.same_name``, from a store of before names were told apart) show their
numbers beside their names. Strangers (``learners.STRANGER_SECONDS``: a browser that opened
one page, gave no name and never came back) are left out, counted in one quiet line.

The CSV is for a spreadsheet opened with «;» or «,» between fields: every field is quoted,
and a cell that would start a formula (= + - @, a tab, a carriage return) starts with «'».
"""

from __future__ import annotations

import base64
import csv
import io
import logging
import time
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Optional

import anywidget
import ipywidgets as widgets
import traitlets

from ..errors import InvalidOptionError
from ..i18n import ago, page_now, refusal, t
from ..learners import LearnerRow, Roster
from ..names import keys
from ..progress import Summary, summaries
from .controls import shared
from .language import Translated

log = logging.getLogger("briscola_teach.class_page")
HERE = Path(__file__).parent
SORTS = ("name", "stars", "seen")
# A spreadsheet runs a cell that starts with one of these as a formula: such a cell is
# written with a quote in front.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


class ClassPage(Translated, anywidget.AnyWidget):
    """The class of ``roster``'s store, for the teacher. ``lessons`` are the course's lessons
    for learners (``LessonInfo``s, whose stars the grid shows)."""

    _esm = (HERE / "class_page.js").read_text(encoding="utf-8")
    _css = (HERE / "class_page.css").read_text(encoding="utf-8")
    scene = traitlets.Dict().tag(sync=True)

    def __init__(self, roster: Roster, lessons: Any, clock: Callable[[], float] = time.time,
                 still_teacher: Callable[[], bool] = lambda: True) -> None:
        super().__init__(layout=shared(widgets.Layout))
        self.roster, self.lessons, self.clock = roster, tuple(lessons), clock
        # Asked before each of the page's messages: the teacher may have logged out (on this
        # page or another), and then the page shows nothing of anyone any more.
        self.still_teacher = still_teacher
        # Learners removed from an earlier page are gone for good; this page's can be undone.
        roster.forget_removed(clock())
        self.showing: Optional[int] = None          # a class's number; None: the class of now
        self.sort, self.numbers = "name", False
        self.pending: list[LearnerRow] = []         # removed on this page: undo is offered
        self.code: Optional[tuple[int, Any]] = None
        self.download: Optional[dict] = None
        self.asking: Optional[str] = None           # a message for the teacher (a refusal)
        self.twins: set[int] = set()                # learners whose names read alike
        self.strangers = 0                          # learners left out of the list
        self.on_msg(self._received)

    # -- what the page asks -------------------------------------------------------------------

    def _received(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        actions = {"refresh": self._render, "sort": self.sort_by, "rename": self.rename,
                   "remove": self.remove, "undo": self.undo, "code": self.give_code,
                   "export": self.export, "new_class": self.new_class, "show": self.show_class}
        action = actions.get(str(content.get("event")))
        if action is None:
            return
        if not self.still_teacher():
            self.scene = {"lang": self._lang, "out": t("class.logged_out", self._lang)}
            return
        arguments = {key: value for key, value in content.items() if key != "event"}
        try:
            action(**arguments)
        except TypeError:           # arguments the action does not take: ignored
            return

    def sort_by(self, by: Any = None) -> None:
        if by in SORTS:
            self.sort = by
        self._render()

    def _row(self, learner: Any, current: bool = True) -> Optional[LearnerRow]:
        """The listed learner numbered ``learner``; None for any other value. Changes are
        for the class of now only."""
        if current and self.showing is not None:
            return None
        return next((row for row in self._rows() if row.id == learner), None)

    def rename(self, learner: Any = None, name: Any = None) -> None:
        row = self._row(learner)
        if row is None:
            return
        try:
            self.roster.rename(row.id, name)
            self.asking = None
        except InvalidOptionError as error:
            self.asking = refusal(error, self._lang)
        self._render()

    def remove(self, learner: Any = None) -> None:
        row = self._row(learner)
        if row is None:
            return
        self.roster.remove(row.id)
        self.pending.append(row)
        if self.code is not None and self.code[0] == row.id:
            self.code = None
        self._render()

    def undo(self, learner: Any = None) -> None:
        row = next((row for row in self.pending if row.id == learner), None)
        if row is None:
            return
        self.roster.restore(row.id)
        self.pending.remove(row)
        self._render()

    def give_code(self, learner: Any = None) -> None:
        row = self._row(learner)
        if row is None:
            return
        self.code = (row.id, self.roster.new_code(row.id))
        self._render()

    def export(self, numbers: Any = False) -> None:
        """The class as a CSV file to download: a header line, then a line per learner, as
        the page shows them (names, or with ``numbers`` their numbers)."""
        self.numbers = numbers is True
        self.download = self._csv_file()
        self._render()

    def _csv_file(self) -> dict:
        text = self.csv_text(self.numbers)
        encoded = base64.b64encode(text.encode("utf-8")).decode("ascii")
        name = f"{t('class.csv_file', self._lang)}-{datetime.now():%Y-%m-%d}.csv"
        return {"href": "data:text/csv;charset=utf-8;base64," + encoded, "file": name,
                "lang": self._lang}

    def new_class(self) -> None:
        if self.showing is not None:
            return
        self.roster.new_class()
        self.pending, self.code, self.download = [], None, None
        self._render()

    def show_class(self, klass: Any = None) -> None:
        known = {info.id: info for info in self.roster.classes()}
        if klass in known:
            self.showing = None if known[klass].archived is None else klass
            self.code, self.download = None, None
        self._render()

    # -- what the page shows --------------------------------------------------------------------

    def _rows(self) -> list[LearnerRow]:
        """The learners listed: strangers left out (``strangers`` counts them)."""
        everyone = self.roster.rows(self.showing)
        listed = [row for row in everyone if not row.stranger]
        self.strangers = len(everyone) - len(listed)
        return listed

    def table(self) -> list[tuple[LearnerRow, Summary]]:
        """The learners shown, each with their progress, in the chosen order."""
        rows = self._rows()
        found = summaries([row.id for row in rows], self.roster.path)
        paired = [(row, found[row.id]) for row in rows]
        self.twins = _twins(rows)
        if self.sort == "stars":
            paired.sort(key=lambda pair: (-self._stars(pair[1]), pair[0].number))
        elif self.sort == "seen":
            paired.sort(key=lambda pair: (-(pair[0].seen or 0), pair[0].number))
        else:
            paired.sort(key=lambda pair: (self.label(pair[0]).casefold(), pair[0].number))
        return paired

    def _stars(self, summary: Summary) -> int:
        return sum(summary.stars.get(info.number, 0) for info in self.lessons)

    def label(self, row: LearnerRow, numbers: bool = False) -> str:
        """The learner as the page names them: their name, with their number beside it when
        another listed learner's name reads the same; or "Allievo 3"."""
        if row.name and not numbers:
            if row.id in self.twins:
                return t("class.same_name", self._lang, name=row.name, n=row.number)
            return row.name
        return t("class.learner", self._lang, n=row.number)

    def _note(self, row: LearnerRow, summary: Summary) -> str:
        return t("class.unreadable", self._lang) if row.unreadable or summary.unreadable else ""

    def csv_text(self, numbers: bool) -> str:
        lang = self._lang
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\r\n", quoting=csv.QUOTE_ALL)
        writer.writerow([t("class.csv_learner", lang)]
                        + [t("class.csv_lesson", lang, n=info.number) for info in self.lessons]
                        + [t(f"class.csv_{key}", lang) for key in
                           ("stars", "answered", "right", "hands", "won", "seen", "note")])
        for row, summary in self.table():
            seen = "" if row.seen is None else f"{datetime.fromtimestamp(row.seen):%Y-%m-%d %H:%M}"
            stars = [summary.stars.get(info.number, 0) for info in self.lessons]
            writer.writerow(_cell(value) for value in (
                [self.label(row, numbers), *stars, self._stars(summary), summary.answered,
                 summary.right, summary.hands, summary.won, seen, self._note(row, summary)]))
        return out.getvalue()

    def _seen(self, seen: Optional[float]) -> str:
        return ago(None if seen is None else self.clock() - seen, self._lang)

    def _now(self, page: Optional[str]) -> str:
        return page_now(page, self._lang)

    def _classes(self) -> list[dict]:
        lang, shown = self._lang, []
        for info in self.roster.classes():
            started = t("class.started", lang, date=_date(info.started, lang))
            if info.archived is not None:
                started += ", " + t("class.archived", lang, date=_date(info.archived, lang))
            shown.append({"id": info.id, "label": f"{info.id} · {started}",
                          "current": info.archived is None})
        return shown

    def _texts(self) -> dict[str, str]:
        keys = ("title", "empty", "name", "stars", "exercises", "hands", "seen", "now", "sort",
                "sort_name", "sort_stars", "sort_seen", "rename", "rename_save", "cancel",
                "remove", "yes_remove", "undo", "code", "export", "export_numbers", "new",
                "new_ask", "yes_new", "showing", "live", "pick_hint", "logout")
        return {key: t(f"class.{key}", self._lang) for key in keys}

    def _render(self) -> None:
        lang = self._lang
        if self.download is not None and self.download["lang"] != lang:
            self.download = self._csv_file()     # the file offered speaks the page's language
        rows = [self._row_scene(row, summary) for row, summary in self.table()]
        code = None
        holder = self._row(self.code[0]) if self.code is not None else None
        if self.code is not None and holder is not None:
            until = f"{datetime.fromtimestamp(self.code[1].expires):%H:%M}"
            code = {"id": holder.id, "code": self.code[1].code,
                    "text": t("class.code_for", lang, name=self.label(holder),
                              code=self.code[1].code, until=until)}
        self.scene = {
            "lang": lang, "texts": self._texts(), "sort": self.sort, "numbers": self.numbers,
            "count": t("class.count", lang, n=len(rows)),
            "strangers": t("class.strangers", lang, n=self.strangers) if self.strangers else "",
            "lessons": [{"n": info.number, "title": t("class.lesson_head", lang,
                                                      n=int(info.number), title=info.title[lang])}
                        for info in self.lessons],
            "rows": rows, "current": self.showing is None, "classes": self._classes(),
            "showing": self.showing, "code": code,
            "download": None if self.download is None else {
                **self.download, "label": t("class.download", lang, file=self.download["file"])},
            "message": self.asking or "",
            "pending": [{"id": row.id, "text": t("class.removed", lang, name=self.label(row)),
                         "undo": t("class.undo", lang)} for row in self.pending]}

    def _row_scene(self, row: LearnerRow, summary: Summary) -> dict[str, Any]:
        """One learner's row as the page draws it. A field that cannot be shown (a store
        changed by hand, in a way ``learners`` and ``progress`` did not foresee) marks the row
        instead of stopping the page."""
        lang, label = self._lang, self.label(row)
        named = {"id": row.id, "label": label, "named": bool(row.name),
                 "remove_ask": t("class.remove_ask", lang, name=label)}
        try:
            return {**named, "stars": [summary.stars.get(info.number, 0) for info in self.lessons],
                    "total": self._stars(summary),
                    "right": t("class.of", lang, right=summary.right, total=summary.answered),
                    "hands": t("class.of", lang, right=summary.won, total=summary.hands),
                    "seen": self._seen(row.seen), "now": self._now(row.page),
                    "note": self._note(row, summary)}
        except (TypeError, ValueError, OverflowError, KeyError) as error:
            log.warning("learner %s: a row the page cannot show: %r", row.id, error)
            return {**named, "stars": [0 for _ in self.lessons], "total": 0, "right": "",
                    "hands": "", "seen": "", "now": "", "note": t("class.unreadable", lang)}


def _twins(rows: list[LearnerRow]) -> set[int]:
    """The learners of ``rows`` whose name reads as another's (``names.keys``)."""
    seen: dict[str, list[int]] = {}
    for row in rows:
        if row.name:
            for key in set(keys(row.name)):
                seen.setdefault(key, []).append(row.id)
    return {learner for ids in seen.values() if len(ids) > 1 for learner in ids}


def _cell(value: Any) -> str:
    """A CSV cell a spreadsheet shows as text: one that would start a formula gets a «'»."""
    text = str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def _date(at: float, lang: str) -> str:
    """A day as each language writes it: 02/12/2026, 2026-12-02."""
    return datetime.fromtimestamp(at).strftime("%d/%m/%Y" if lang == "it" else "%Y-%m-%d")
