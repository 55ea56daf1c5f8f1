"""The course: ``Lesson``, what a lesson notebook calls, over the lessons in order
(``COURSE``, kept in ``syllabus`` and named here too).

A lesson notebook is prose in Markdown cells, each text in both languages side by side
(``<div class="bt-it">`` and ``<div class="bt-en">`` blocks), and short code cells that
show the package's widgets. ``Lesson`` gives the page its bar (the language switch, which
also hides the other language's text, and the stars earned), keeps every widget in the
learner's language, and records results and stars in the progress store.
"""

from __future__ import annotations

import html
import os
import sys
from typing import Any, Callable, Iterable, Optional, Union

import ipywidgets as widgets

from .binder import BinderLinks, this_copy
from .cards import LANGUAGES, parse_cards
from .errors import InvalidOptionError
from .i18n import check_language, t
from .hub.report import Report, reporting, send
from .learners import Learner, Roster, here, teacher_here
from .tables import TABLES_ENV
from .progress import Progress, catch_up, summaries
from .syllabus import (CLASS_NOTEBOOK, COURSE, COURSE_MAP, LEARNER_LESSONS, SYLLABUS,
                       TABLES_NOTEBOOK, LessonInfo)
from .widgets.board import Bar
from .widgets.card_rows import CardRow, Example
from .widgets.controls import html_text, shared
from .widgets.course_map import CourseMap, ProgressFile, next_to_do
from .widgets.exercises import QUIZZES
from .widgets.language import LANGUAGE_NAMES, Translated, language_style
from .widgets.quiz import Quiz
from .widgets.text_tables import RegionalDecks, SignsTable


# The teacher's page of a class server: ``Lesson("class")`` in ``CLASS_NOTEBOOK``.
CLASS_PAGE = "class"
# The class tables of a class server: ``Lesson("tables")`` in ``TABLES_NOTEBOOK``.
TABLES_PAGE = "tables"
# In the browser (the static site, Pyodide) every lesson is an app page NN.html beside the others.
IN_BROWSER = sys.platform == "emscripten"


def page_href(file: str) -> str:
    """The address of a lesson's page from another lesson's: the notebook, or on the static
    site its app page."""
    return file.removesuffix(".ipynb") + ".html" if IN_BROWSER else file

# The prose of one language only, in the notebook that holds the switch (widgets.language).
LANG_CSS = {lang: language_style(lang) for lang in LANGUAGES}


def lesson_info(number: str) -> LessonInfo:
    for info in COURSE:
        if info.number == number:
            return info
    known = ", ".join(info.number for info in COURSE)
    raise InvalidOptionError(f"no lesson {number!r} in the course: expected one of {known}",
                             "lesson", value=repr(number))


def decision_stars(given_away: Union[int, float]) -> int:
    """A final table's stars from the points the learner's decisions gave away in the hand
    against the best ones (``ai.judge``: the cards played, the bids and the call, and each
    hint asked where hints cost): three up to 10, two up to 14, else one for finishing.
    The result of the hand does not count: it rests on the deal and on the computer's play.

    >>> [decision_stars(points) for points in (0, 10, 12.5, 40)]
    [3, 3, 2, 1]
    """
    if not isinstance(given_away, (int, float)) or isinstance(given_away, bool) or \
            not given_away >= 0:
        raise InvalidOptionError(f"the points given away are a number, 0 or more, not "
                                 f"{given_away!r}", "given_away", value=repr(given_away))
    from .ai.judge import stars     # here: a lesson without a table imports no computer player
    return stars(given_away)


def check_star_options(stars_by_result: Any, stars_by_play: Any) -> None:
    """Each star option is True or False, and a table gives its stars one way only."""
    for name, value in (("stars_by_result", stars_by_result), ("stars_by_play", stars_by_play)):
        if not isinstance(value, bool):
            raise InvalidOptionError(f"{name} must be True or False, not {value!r}", name,
                                     value=repr(value))
    if stars_by_result and stars_by_play:
        raise InvalidOptionError("choose stars_by_result or stars_by_play, not both",
                                 "stars_by_play", value="True")


def starting_language(store: Progress) -> str:
    """The learner's language: the one chosen last, else the server's (``serve --lang``)."""
    default = os.environ.get("BRISCOLA_LANG", "it")
    return store.language(default if default in LANGUAGES else "it")


class Lesson(Translated):
    """What a lesson notebook calls: ``lesson = Lesson("01")``, then ``lesson.bar()``."""

    def __init__(self, number: str, store: Optional[Progress] = None,
                 lang: Optional[str] = None) -> None:
        self.info = lesson_info(number) if number not in ("00", CLASS_PAGE, TABLES_PAGE) else None
        self.number = number
        self.learner = here() if store is None else Learner(store.learner)
        self.store = store if store is not None else Progress(learner=self.learner.id)
        self.roster = Roster(self.store.path) if self.learner.in_class else None
        self._is_here()
        self._lang = check_language(lang) if lang is not None else starting_language(self.store)
        self._widgets: list[Any] = []
        self._style = html_text(LANG_CSS[self._lang])
        self._switch = widgets.ToggleButtons(options=[(name, code) for code, name in LANGUAGE_NAMES],
                                             value=self._lang, style={"button_width": "7em"})
        self._switch.observe(lambda change: setattr(self, "lang", change["new"]), "value")
        self._big = self.store.big_cards()
        self._big_switch = widgets.ToggleButton(value=self._big, icon="arrows-alt",
                                                layout=shared(widgets.Layout, width="auto", margin="0 0 0 12px"))
        self._big_switch.observe(lambda change: self._set_big(change["new"]), "value")
        self._bar = Bar(on_event=self._on_bar)
        self._notice = html_text(html.escape(self.store.opened.message(self._lang)))
        self._with_table = False     # a practice table on the page: the class's tables too
        self._refresh_stars()

    # -- language -------------------------------------------------------------------------------

    def _render(self) -> None:
        lang = self._lang
        self.store.set_language(lang)
        self._switch.value = lang
        self._style.value = LANG_CSS[lang]
        self._big_switch.description = t("table.projector", lang)
        for widget in self._widgets:
            widget.lang = lang
        self._refresh_stars()

    def _set_big(self, big: bool) -> None:
        """Big cards everywhere on the page, for a projector; kept for the learner's next
        pages too."""
        self._big = bool(big)
        self.store.set_big_cards(self._big)
        for widget in self._widgets:
            if hasattr(widget, "big"):
                widget.big = self._big

    def use(self, widget: Any) -> Any:
        """Keep ``widget`` (anything with a ``lang`` property) in the learner's language, and
        its cards big if the learner chose so."""
        widget.lang = self._lang
        if self._big and hasattr(widget, "big"):
            widget.big = True
        self._widgets.append(widget)
        return widget

    def _is_here(self) -> None:
        """On a class server or a Hub: the teacher's page shows this lesson as the learner's
        page now."""
        if self.roster is not None:
            self.roster.is_here(self.learner.id, self.number)
        self._report()

    def _report(self) -> None:
        """On a Hub: the learner's progress, told to the course's service (``hub.report``),
        where the teacher reads it."""
        if self.learner.hub and reporting():
            summary = summaries([self.learner.id], self.store.path)[self.learner.id]
            send(Report.of(summary, self.number))

    # -- what a lesson shows ---------------------------------------------------------------------

    def bar(self) -> widgets.Widget:
        """The top of the page: the language switch, big cards, the way to the course map and
        to the next lesson, and the stars of this lesson; it also names the page."""
        self._big_switch.description = t("table.projector", self._lang)
        parts = [self._style, widgets.HBox([self._switch, self._big_switch],
                                           layout=shared(widgets.Layout, flex_flow="row wrap")),
                 self._bar, self._notice]
        if self.roster is not None and not self.learner.asked and not teacher_here():
            parts.append(self._welcome())
        return widgets.VBox(parts, layout=shared(widgets.Layout, margin="0 0 12px 0"))

    def _welcome(self) -> widgets.Widget:
        """A new learner on a class server: the name, asked once (``widgets.welcome``)."""
        from .widgets.welcome import Welcome
        assert self.roster is not None
        base = os.environ.get("VOILA_BASE_URL", "/")
        return self.use(Welcome(self.roster, self.learner, base + "briscola/login"))

    def next_lesson(self) -> Optional[LessonInfo]:
        """The lesson after this one in the course (None after the last)."""
        numbers = [info.number for info in COURSE]
        if self.number == "00":
            return COURSE[0]
        if self.number in (CLASS_PAGE, TABLES_PAGE):
            return None
        at = numbers.index(self.number)
        return COURSE[at + 1] if at + 1 < len(COURSE) else None

    def _bar_scene(self) -> dict[str, Any]:
        lang, links = self._lang, []
        following = self.next_lesson()
        if self.number == "00":
            title = t("course.map_title", lang)
        elif self.number in (CLASS_PAGE, TABLES_PAGE):
            key = "class.title" if self.number == CLASS_PAGE else "ct.title"
            title = "Briscola · " + t(key, lang)
            links.append({"href": page_href(COURSE_MAP), "label": t("course.to_map", lang), "kind": "map"})
        else:
            assert self.info is not None   # every lesson but the map has its info
            title = t("course.page_title", lang, n=int(self.number), title=self.info.title[lang])
            links.append({"href": page_href(COURSE_MAP), "label": t("course.to_map", lang), "kind": "map"})
        if self.number == "00":
            links += self._map_next_link()
        elif following is not None:
            links.append({"href": page_href(following.file), "kind": "next",
                          "label": t("course.to_next", lang, n=int(following.number),
                                     title=following.title[lang])})
        if self._class_tables_here() and (self.number == "00" or self._with_table):
            links.append({"href": page_href(TABLES_NOTEBOOK), "label": t("ct.title", lang),
                          "kind": "tables"})
        stars = None if self.info is None else self.store.stars(self.number)
        return {"lang": lang, "title": title, "links": links, "stars": stars,
                "stars_label": t("course.stars", lang)}

    def _map_next_link(self) -> list[dict[str, Any]]:
        """The map's way forward: the learner's next lesson to do (the first with no star),
        named; none once every lesson has its stars."""
        stars = self.store.all_stars()
        to_do = next_to_do(COURSE, stars)
        if to_do is None:
            return []
        key = "course.go_on" if any(stars.values()) else "course.start_with"
        return [{"href": page_href(to_do.file), "kind": "next",
                 "label": t(key, self._lang, n=int(to_do.number), title=to_do.title[self._lang])}]

    def _on_bar(self, content: dict) -> None:
        """The page came back into view: another tab may have earned stars meanwhile."""
        if content.get("event") == "refresh":
            self._is_here()
            catch_up(self._refresh)

    def _imported(self) -> None:
        """A progress file was imported: its stars show, and the teacher hears of them."""
        self._report()
        self._refresh()

    def _refresh(self) -> None:
        self._refresh_stars()
        # Big cards chosen on another page since this one opened (a teacher opens the day's
        # lessons in tabs, then presses it on one of them): here too, as on every page.
        big = self.store.big_cards()
        if big != self._big:
            self._big_switch.value = big        # its observer makes the cards big (_set_big)
        for widget in self._widgets:
            if hasattr(widget, "refresh"):
                widget.refresh()

    def cards(self, cards: Any, captions: Optional[Iterable[str]] = None,
              style: str = "italian", size: str = "normal") -> "CardRow":
        """A row of card pictures, named in the learner's language."""
        return self.use(CardRow(cards, captions=captions, style=style, size=size))

    def flashcards(self, cards: Any = None, style: str = "italian") -> Any:
        """Flashcards of ``cards`` (all 40 by default), scheduled in the progress store."""
        from .widgets.study import Flashcards
        return self.use(Flashcards(self.store, cards=cards, lang=self._lang, style=style))

    def replay(self, players: int = 2, seed: int = 1, level: str = "medium", start: int = 0,
               **options: Any) -> Any:
        """A whole hand between computer players, step by step, every card face up, opening
        at move ``start``."""
        from .widgets.study import HandReplay
        replay = HandReplay(players=players, seed=seed, level=level, lang=self._lang, **options)
        replay.show(start)
        return self.use(replay)

    def table(self, exercise: str, stars_by_result: bool = False, stars_by_play: bool = False,
              **options: Any) -> Any:
        """A hand against the computer (``PlayTable`` options). Each hand's result is saved
        as ``exercise``; with ``stars_by_result`` it gives the lesson's stars: three for a
        win, two for a draw or a loss by 10 points or less, one for finishing the hand; with
        ``stars_by_play``, the learner's decisions give them (``decision_stars``: the costly
        mistakes of the advisor's review, each hint asked counting as one), whatever the
        deal and the computer's play. The review takes about a second, once, at the end."""
        from .widgets.table import PlayTable
        check_star_options(stars_by_result, stars_by_play)
        table = PlayTable(lang=self._lang, switches=False, **options)
        table.hints_cost = stars_by_play

        def ended(outcome: Any) -> None:
            mine, best_other = outcome.score_of(table.seat)
            won = table.seat in outcome.winners
            stars: Optional[int] = None
            if stars_by_result:
                stars = 3 if won else 2 if outcome.is_draw or best_other - mine <= 10 else 1
            elif stars_by_play:
                # a deal played again from memory earns nothing (``PlayTable.replay``)
                stars = None if table.replay else decision_stars(table.judgement().given_away)
            self._completed(exercise, stars, int(won), 1, stars is not None, kind="hand")
            table.stars_earned = stars
        table.on_end(ended)
        return self._seat(table, exercise)

    def _class_tables_here(self) -> bool:
        """A class server with its table server: classmates can play each other."""
        return (self.roster is not None or self.learner.hub) and bool(os.environ.get(TABLES_ENV))

    def class_tables(self) -> Any:
        """Play with the class (``widgets.class_table``): the lobby and the table; off a
        class server, what the page is for."""
        from .widgets.note import Note
        if not self._class_tables_here():
            return Note("ct.no_server")
        from .widgets.class_table import ClassTables
        return self.use(ClassTables(lang=self._lang))

    def _seat(self, table: Any, exercise: str) -> Any:
        """A practice table on this page: in the learner's language, its hand kept across
        reloads, and at the end of a hand a way on to the next lesson (and, on a class server,
        to the class's tables, in the bar)."""
        if not self._with_table:
            self._with_table = True
            self._refresh_stars()
        following = self.next_lesson()
        if following is not None and self.number != "00":
            table.next_lesson = (page_href(following.file), following.title)
        self.use(table)
        table.keep_in(self.store, f"{self.number}:{exercise}")
        return table

    def match(self, exercise: str, **options: Any) -> Any:
        """A whole match against the computer (``MatchTable`` options: Briscola a 151 unless
        ``variant`` or ``goal`` say otherwise). Each hand's result is saved as ``exercise``,
        and the match's as ``exercise`` + "-match"."""
        from .widgets.match import MatchTable
        table = MatchTable(lang=self._lang, switches=False, **options)
        table.on_end(lambda outcome: self._completed(
            exercise, None, int(table.seat in outcome.winners), 1, False, kind="hand"))
        table.on_match_end(lambda outcome: self._completed(
            exercise + "-match", None, int(table.seat in outcome.winners), 1, False, kind="match"))
        return self._seat(table, exercise)

    def trick(self, cards: Any, trump: Any, chosen: Optional[int] = None) -> Any:
        """A finished trick (``cards`` in the order played) and why its winner takes it; with
        ``chosen`` (an index), also why that card does not (a beginner's mistake)."""
        from .explain import why_trick_winner
        from .cards import Suit
        from .rules import trick_winner
        played, suit = parse_cards(cards), Suit.parse(trump)
        marks = {trick_winner(played, suit): "winner"}   # also checks the trick now
        if chosen is not None and chosen not in marks:
            marks[chosen] = "wrong"
        return self.use(Example(played, lambda lang: t("course.trump_is", lang, suit=suit.name_in(lang))
                                + " " + why_trick_winner(played, suit, lang, chosen),
                                order=True, marks=marks))

    def count(self, cards: Any) -> Any:
        """Cards and how their points add up."""
        from .explain import count_text
        played = parse_cards(cards)
        return self.use(Example(played, lambda lang: count_text(played, lang), captions="points"))

    def chiamata(self, exercise: str, stars_by_result: bool = False, stars_by_play: bool = False,
                 **options: Any) -> Any:
        """A hand of Briscola Chiamata against computer players (``ChiamataTable`` options:
        ``players``, ``subito_al_due``, ``prima_mano_al_buio``, ``col_monte``, ``dealer``, ...).
        Its result is saved as ``exercise``. The lesson's stars, with ``stars_by_result``:
        three for a win, one for finishing the hand; with ``stars_by_play``, the learner's
        decisions, whatever the deal and the computers' play (``decision_stars``): the costly
        mistakes among the bids and the call (``ai.advice.review_auction``: a hopeless bid, a
        pass when a clearly good bid was there) and among the cards played
        (``ai.advice.review``), each hint asked counting as one. A learner who passes is
        judged on the auction and on their own cards as the caller's opponent or partner.
        The review takes one to two seconds, once, at the end of a hand."""
        from .widgets.chiamata import ChiamataTable
        check_star_options(stars_by_result, stars_by_play)
        table = ChiamataTable(lang=self._lang, switches=False, **options)
        table.hints_cost = stars_by_play

        def ended(outcome: Any) -> None:
            won = table.seat in outcome.winners
            stars = (3 if won else 1) if stars_by_result else None
            if stars_by_play:
                # a deal played again from memory earns nothing (``PlayTable.replay``)
                stars = None if table.replay else decision_stars(table.judgement().given_away)
            self._completed(exercise, stars, int(won), 1, stars is not None, kind="hand")
            table.stars_earned = stars
        table.on_end(ended)
        return self._seat(table, exercise)

    def note(self, key: str, **params: Any) -> Any:
        """A sentence of the catalogue worked out by the engine (``widgets.note.Note``),
        shown like the prose: in the learner's language, both kept in the page."""
        from .widgets.note import Note
        return Note(key, **params)

    def note_table(self, columns: Iterable[str], rows: Iterable[Iterable[Any]]) -> Any:
        """A small table worked out by the engine: headings are catalogue keys, cells are
        values named in the learner's language (``widgets.note.NoteTable``)."""
        from .widgets.note import NoteTable
        return NoteTable(list(columns), [list(row) for row in rows])

    def syllabus(self) -> Any:
        """The coverage table for a teacher: each topic of the course, whether it is a rule of
        the game, a custom that varies by table or the course's choice, and the lesson that
        teaches and checks it (``briscola_teach.syllabus``)."""
        from .widgets.note import NoteTable
        titles = {info.number: info for info in COURSE}
        rows = [[(f"syllabus.{topic.topic}", {}), (f"syllabus.kind.{topic.kind}", {}),
                 ("syllabus.where", {"n": int(topic.lesson), "title": titles[topic.lesson].title})]
                for topic in sorted(SYLLABUS, key=lambda topic: topic.lesson)]
        return NoteTable(["syllabus.rule", "syllabus.kind", "syllabus.lesson"], rows)

    def binder_links(self) -> Any:
        """The Binder link of every lesson for this copy of the course (``binder.this_copy``:
        Binder's own variables, else git's remote on GitHub), under a field where the teacher
        types another repository, or the first one when this copy does not say."""
        repo, ref = this_copy() or (None, "main")
        return self.use(BinderLinks(repo, ref))

    def lessons(self) -> Any:
        """The course map: each lesson with its stars and a link that opens it as an app."""
        return self.use(CourseMap(self.store, COURSE, page_href))

    def class_page(self) -> Any:
        """The teacher's page (``widgets.class_page``): the class, for the teacher only. A
        learner, or anyone without the teacher's key, sees a sentence and nothing of anyone;
        off a class server it says what the page is for."""
        from .widgets.note import Note
        if self.roster is None:
            return Note("class.not_served")
        if not teacher_here():
            return Note("class.not_teacher")
        from .widgets.class_page import ClassPage
        page = self.use(ClassPage(self.roster, LEARNER_LESSONS, still_teacher=teacher_here))
        if not self._class_tables_here():
            return page
        from .widgets.class_table import TeacherTables
        return widgets.VBox([page, self.use(TeacherTables(lang=self._lang,
                                                          still_teacher=teacher_here))])

    def class_page_link(self) -> Any:
        """For the teacher's lesson: the way to the class page on a class server or on a Hub,
        else what the page is for."""
        from .widgets.note import Note, NoteLink
        if self.learner.hub:
            from .hub import service_path
            return NoteLink("hub.open_page", service_path())
        if self.roster is None:
            return Note("class.not_served")
        return NoteLink("class.open_page", CLASS_NOTEBOOK)

    def progress_file(self) -> Any:
        """Export the learner's progress to a file, or import one; on a class server, a
        login code to carry on from another device instead of an import: there progress
        moves only by login code, which carries the server's own record, while a file is
        written by whoever holds it."""
        box = self.use(ProgressFile(self.store, on_import=self._imported,
                                    can_import=not self.learner.in_class))
        if self.roster is None:
            return box
        from .widgets.welcome import CarryOn
        return widgets.VBox([self.use(CarryOn(self.roster, self.learner)), box])

    def signs(self) -> Any:
        """The table of partner signs of RULES.md section 5: the gesture and what it says."""
        return self.use(SignsTable())

    def regional_decks(self) -> Any:
        """The regional decks RULES.md names, with where they are played."""
        return self.use(RegionalDecks())

    def quiz(self, kind: str, exercise: str, questions: int = 5, seed: int = 0,
             final: bool = False, **options: Any) -> Quiz:
        """A quiz ("name", "who", "count", "order") whose result is saved as ``exercise``;
        ``final=True``: its stars are the lesson's stars."""
        if kind not in QUIZZES:
            raise InvalidOptionError(f"unknown quiz {kind!r}: expected one of {', '.join(QUIZZES)}",
                                     "quiz", value=repr(kind))
        quiz = QUIZZES[kind](questions=questions, seed=seed, lang=self._lang, final=final,
                             **options)
        quiz.on_complete(lambda stars, right, total: self._completed(exercise, stars, right,
                                                                     total, final))
        return self.use(quiz)

    def record(self, exercise: str, right: int, total: int, stars: Optional[int] = None) -> None:
        """Save a result; with ``stars``, also the lesson's stars (kept if better)."""
        self._completed(exercise, stars, right, total, stars is not None)

    def _completed(self, exercise: str, stars: Optional[int], right: int, total: int,
                   final: bool, kind: str = "exercise") -> None:
        self.store.record_result(f"{self.number}:{exercise}", right, total, kind)
        if final and stars is not None and self.number != "00":
            self.store.record_stars(self.number, stars)
        self._report()
        self._refresh_stars()

    def _refresh_stars(self) -> None:
        scene = self._bar_scene()
        if scene != self._bar.scene:     # nothing is sent when nothing changed
            self._bar.scene = scene


def course_map(store: Optional[Progress] = None, lang: Optional[str] = None) -> widgets.Widget:
    """The index on its own: the bar, each lesson with its stars, the progress file (the
    course map notebook shows them in turn, with its prose between: ``Lesson("00")``)."""
    lesson = Lesson("00", store=store, lang=lang)
    return widgets.VBox([lesson.bar(), lesson.lessons(), lesson.progress_file()])


__all__ = ["COURSE", "Lesson", "check_star_options", "course_map", "decision_stars", "lesson_info"]
