"""The progress file: what ``Progress.export`` writes and ``Progress.import_file`` reads.

It is JSON, one learner's progress::

    {"format": "briscola-teach progress", "version": 1,
     "stars": {"01": 3},                               lesson: 0-3
     "results": [["01:check", 5, 6, 1767000000.5]],    exercise, right, of, when (seconds)
     "hands": ["05:easy_hand"],                        the results that are hands at a table
     "flashcards": [["1d", 2, 1767000600.0]],          card, box 0-5, when it is due
     "settings": {"lang": "en", "big": "0"}}

``read_export(path, now)`` reads a file to import, written by whoever holds it: every field
is checked, its type (a bool is no number), its range (stars 0-3, right at most of, a hand 0
or 1 of 1, times in the past give or take ``CLOCK_SKEW``), its names (the lessons, exercises
and cards the course has: ``syllabus``, ``cards.DECK``; the settings the course keeps) and
its size (the file, the entries, the texts). A bad file raises a ``SaveFormatError`` that
names what is wrong and where (``results[3]: the time is a number of seconds, not
'tomorrow'``); its ``code`` and ``details`` let a page say it in the learner's language
(``refusal.progress_*``), and nothing is stored.

``read_kept(path)`` reads the static site's own store (``progress.JsonProgress``), the same
shape with the hands kept at tables (``games``). That file is this program's own: it is
checked for the shapes and types the store needs, not against the course of today, so a
renamed exercise or a clock set back never sets a learner's progress aside.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any, Collection, NoReturn, Optional

from .cards import DECK, LANGUAGES
from .errors import SaveFormatError
from .syllabus import COURSE, RESULT_KINDS

FORMAT = "briscola-teach progress"
VERSION = 1
# Leitner boxes: a card answered right moves up a box and comes back after this many
# seconds; a wrong answer sends it back to the first box, due again at once.
BOX_SECONDS = (0, 60, 10 * 60, 24 * 3600, 3 * 24 * 3600, 7 * 24 * 3600)
PARTS = ("format", "version", "stars", "results", "hands", "flashcards", "settings")
# The most a file to import may hold: a learner who did every exercise of the course every
# day for a school year has about 3,000 results (150 days, 20 a day), a file of 400 kB.
MOST_BYTES = 2_000_000
MOST_RESULTS = 20_000
MOST_QUESTIONS = 50          # a quiz asks 1-50 questions (widgets.quiz.Quiz)
# A file made on another computer whose clock is a little ahead is still taken.
CLOCK_SKEW = 15 * 60
MOST_TEXT = 100              # a name in the store's own file (lesson, exercise, card, setting)
SETTINGS = {"lang": LANGUAGES, "big": ("0", "1")}
LESSONS = frozenset(info.number for info in COURSE)
CARDS = frozenset(card.code() for card in DECK)


def read_export(path: Path, now: float) -> dict:
    """A progress file to import, checked field by field against the course (``now``: the
    time of the import, the latest a result may be of)."""
    return _Reader(path, now).read(_text(path))


def read_kept(path: Path) -> dict:
    """The static site's own store file, checked for shape and types (with its ``games``)."""
    return _Reader(path, None).read(path.read_text(encoding="utf-8") if path.exists() else "")


def _text(path: Path) -> str:
    try:
        if path.stat().st_size > MOST_BYTES:
            raise SaveFormatError(f"{path} is larger than a progress file ({MOST_BYTES} bytes at "
                                  "most)", "progress_big", most=MOST_BYTES // 1000)
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise SaveFormatError(f"{path} is not a progress export: {error}",
                              "progress_unreadable") from None


def _no_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is no number of JSON")


def shown(value: Any) -> str:
    """A value of the file as a learner may read it: a text as it is, anything else as JSON,
    short, with nothing unprintable."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    text = "".join(c if c.isprintable() else "?" for c in text)
    return text if len(text) <= 40 else text[:39] + "…"


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


class _Reader:
    """One file read: ``now`` None for the store's own file (shapes and types only). Each
    refusal is raised where it is found, its code written out (``tests/test_refusals.py``
    holds every code to a sentence for the learner)."""

    def __init__(self, path: Path, now: Optional[float]) -> None:
        self.path, self.now, self.strict = path, now, now is not None

    def at(self, where: str, message: str) -> str:
        return f"{self.path}: {where}: {message}"

    def read(self, text: str) -> dict:
        try:
            data = json.loads(text, parse_constant=_no_constant)
        except (ValueError, RecursionError) as error:
            raise SaveFormatError(f"{self.path} is not a progress export: {error}",
                                  "progress_unreadable") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveFormatError(f"{self.path} is not a progress export (no format {FORMAT!r})",
                                  "progress_format")
        if data.get("version") != VERSION:
            raise SaveFormatError(f"{self.path} has progress version {data.get('version')!r}; "
                                  f"this program reads version {VERSION}", "progress_version",
                                  version=shown(data.get("version")))
        self.parts(data)
        self.stars(data["stars"])
        self.results(data["results"])
        self.hands(data.get("hands", []))
        self.flashcards(data["flashcards"])
        self.settings(data["settings"])
        if not self.strict:
            self.games(data.get("games", {}))
        return data

    # -- what is checked of every field --------------------------------------------------------

    def unknown(self, value: Any, known: Collection[str]) -> Optional[str]:
        """Why ``value`` is no name of a lesson, exercise, card or setting the course has;
        None if it is one."""
        if not isinstance(value, str) or not value or len(value) > MOST_TEXT:
            return f"expected a short text, not {shown(value)!r}"
        if self.strict and value not in known:
            return f"the course has no {value!r}"
        return None

    def untimely(self, at: Any, ahead: float) -> Optional[str]:
        """Why ``at`` is no time in seconds (in a file to import, none after ``now`` +
        ``ahead``, give or take ``CLOCK_SKEW``); None if it is one."""
        latest = math.inf if self.now is None else self.now + ahead + CLOCK_SKEW
        if _number(at) and 0 <= at <= latest:
            return None
        late = " (later than now)" if _number(at) and at > latest else ""
        return f"the time is a number of seconds, not {shown(at)!r}{late}"

    # -- the parts ---------------------------------------------------------------------------

    def parts(self, data: dict) -> None:
        kinds = {"stars": dict, "results": list, "hands": list, "flashcards": list,
                 "settings": dict}
        for part, kind in kinds.items():
            if not isinstance(data.get(part, [] if part == "hands" else None), kind):
                raise SaveFormatError(self.at(part, f"expected a JSON {kind.__name__}, not "
                                                    f"{shown(data.get(part))!r}"), "progress_shape")
        known = PARTS if self.strict else PARTS + ("games",)
        extra = sorted(set(data) - set(known))
        if extra:
            raise SaveFormatError(self.at(shown(extra[0]), f"a progress file has "
                                          f"{', '.join(PARTS[2:])} only"), "progress_shape")
        most = {"stars": len(LESSONS), "results": MOST_RESULTS, "hands": len(RESULT_KINDS),
                "flashcards": len(CARDS), "settings": len(SETTINGS)}
        for part, entries in most.items():
            if self.strict and len(data.get(part, ())) > entries:
                raise SaveFormatError(self.at(part, f"at most {entries} entries, not "
                                                    f"{len(data[part])}"), "progress_many",
                                      most=entries)

    def stars(self, stars: dict) -> None:
        for lesson, got in stars.items():
            where = f"stars[{lesson!r}]"
            wrong = self.unknown(lesson, LESSONS)
            if wrong:
                raise SaveFormatError(self.at(where, wrong), "progress_lesson", value=shown(lesson))
            if not _count(got) or got > 3:
                raise SaveFormatError(self.at(where, f"stars are 0-3, not {shown(got)!r}"),
                                      "progress_stars", lesson=shown(lesson), value=shown(got))

    def results(self, results: list) -> None:
        for index, entry in enumerate(results):
            where, n = f"results[{index}]", index + 1
            if not isinstance(entry, list) or len(entry) != 4:
                raise SaveFormatError(self.at(where, "a result is [exercise, right, of, time]"),
                                      "progress_result", n=n)
            exercise, right, total, at = entry
            wrong = self.unknown(exercise, RESULT_KINDS)
            if wrong:
                raise SaveFormatError(self.at(where, wrong), "progress_exercise", n=n,
                                      value=shown(exercise))
            most = MOST_QUESTIONS if RESULT_KINDS.get(exercise, "exercise") == "exercise" else 1
            if not (_count(right) and _count(total) and right <= total
                    and (not self.strict or 1 <= total <= most)):
                raise SaveFormatError(self.at(where, f"{shown(right)} right of {shown(total)}: "
                                                     f"right is a count at most of, of is 1-{most}"),
                                      "progress_count", n=n, right=shown(right),
                                      total=shown(total))
            wrong = self.untimely(at, 0)
            if wrong:
                raise SaveFormatError(self.at(where, wrong), "progress_time", n=n, value=shown(at))

    def hands(self, hands: list) -> None:
        played = frozenset(key for key, kind in RESULT_KINDS.items() if kind != "exercise")
        for index, exercise in enumerate(hands):
            wrong = self.unknown(exercise, played)
            if wrong:
                raise SaveFormatError(self.at(f"hands[{index}]", wrong), "progress_hand",
                                      n=index + 1, value=shown(exercise))

    def flashcards(self, cards: list) -> None:
        for index, entry in enumerate(cards):
            where, n = f"flashcards[{index}]", index + 1
            if not isinstance(entry, list) or len(entry) != 3:
                raise SaveFormatError(self.at(where, "a flashcard is [card, box, due]"),
                                      "progress_flashcard", n=n)
            card, box, due = entry
            wrong = self.unknown(card, CARDS)
            if wrong:
                raise SaveFormatError(self.at(where, wrong), "progress_card", n=n, value=shown(card))
            if not _count(box) or box >= len(BOX_SECONDS):
                raise SaveFormatError(self.at(where, f"a box is 0-{len(BOX_SECONDS) - 1}, not "
                                                     f"{shown(box)!r}"), "progress_box", n=n,
                                      value=shown(box))
            wrong = self.untimely(due, BOX_SECONDS[-1])
            if wrong:
                raise SaveFormatError(self.at(where, wrong), "progress_due", n=n, value=shown(due))

    def settings(self, settings: dict) -> None:
        for key, value in settings.items():
            where = f"settings[{key!r}]"
            wrong = self.unknown(key, SETTINGS)
            if not wrong and (not isinstance(value, str) or len(value) > MOST_TEXT
                              or self.strict and value not in SETTINGS[key]):
                wrong = f"expected one of {SETTINGS.get(key)}, not {shown(value)!r}"
            if wrong:
                raise SaveFormatError(self.at(where, wrong), "progress_setting",
                                      value=shown(f"{key}: {shown(value)}"))

    def games(self, games: Any) -> None:
        if not (isinstance(games, dict) and all(
                isinstance(key, str) and isinstance(kept, list) and len(kept) == 2
                and isinstance(kept[0], str) and _number(kept[1]) for key, kept in games.items())):
            raise SaveFormatError(self.at("games", "the saved hands are not in the expected shape"),
                                  "progress_shape")
