"""A learner's progress, told to the school's service: the teacher reads it from there, never
from the learner's home.

The learner's kernel posts a ``Report`` (their ``progress.Summary`` and the page open now) to
``$BRISCOLA_PROGRESS`` with ``Authorization: token $JUPYTERHUB_API_TOKEN``, the token the Hub
gave the learner's server. The service asks the Hub whose token it is (``users.py``) and keeps
the report under that user. A report is the whole summary, not a change: one that is lost
(the service restarting) is made good by the next, sent at every page opened and every result.

>>> report = Report({"05": 2}, 10, 7, 3, 1, "05")
>>> Report.parse(report.format()) == report
True

A learner can run code in their own server, so their reports can be forged by them: the
service checks every field (``Report.parse``) and refuses a bad report with a clear error. A
consistent forgery cannot be told from the truth: on a Hub the teacher reads what each
learner's own server says.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from dataclasses import dataclass, field
from typing import Any, Optional

from ..errors import InvalidOptionError
from ..progress import Summary
from ..syllabus import COURSE
from . import PROGRESS_ENV, TOKEN_ENV

log = logging.getLogger("briscola_teach.hub")
# A year of every exercise every day is some 3,000 results of up to 50 questions.
MOST_COUNT = 1_000_000
LESSONS = frozenset(info.number for info in COURSE)
# The pages a learner may have open: the course map, a lesson, the class page, the tables.
PAGES = frozenset(("00", "class", "tables", *LESSONS))
POST_SECONDS = 5.0


@dataclass(frozen=True)
class Report:
    """One learner's progress at a glance, as their kernel reports it."""

    stars: dict[str, int] = field(default_factory=dict)
    answered: int = 0
    right: int = 0
    hands: int = 0
    won: int = 0
    page: Optional[str] = None

    @classmethod
    def of(cls, summary: Summary, page: Optional[str]) -> "Report":
        return cls(dict(summary.stars), summary.answered, summary.right, summary.hands,
                   summary.won, page)

    def format(self) -> str:
        return json.dumps({"stars": self.stars, "answered": self.answered, "right": self.right,
                           "hands": self.hands, "won": self.won, "page": self.page},
                          sort_keys=True)

    @classmethod
    def parse(cls, text: Any) -> "Report":
        """A report as sent; refused, naming what is wrong: anything but the fields above,
        stars other than 0-3 for a lesson of the course, counts that are no whole numbers up
        to ``MOST_COUNT`` (right at most answered, won at most hands), a page the course has
        not. A learner's kernel is theirs to change: every field is checked."""
        try:
            body = json.loads(text, parse_constant=_no_constant)
        except (TypeError, ValueError, RecursionError):
            raise InvalidOptionError(f"a report is JSON, not {str(text)[:40]!r}", "report",
                                     value=repr(str(text)[:40])) from None
        if not isinstance(body, dict) or set(body) != {"stars", "answered", "right", "hands",
                                                       "won", "page"}:
            raise InvalidOptionError("a report has stars, answered, right, hands, won and page",
                                     "report", value=repr(sorted(body)[:8] if isinstance(body, dict)
                                                          else type(body).__name__))
        stars = body["stars"]
        if not isinstance(stars, dict) or not all(
                key in LESSONS and _count(value, 3) for key, value in stars.items()):
            raise InvalidOptionError(f"a report's stars are 0-3 for the course's lessons "
                                     f"{min(LESSONS)}-{max(LESSONS)}, not {str(stars)[:60]}",
                                     "report", value=str(stars)[:60])
        counts = [body[key] for key in ("answered", "right", "hands", "won")]
        if not all(_count(value, MOST_COUNT) for value in counts) or counts[1] > counts[0] \
                or counts[3] > counts[2]:
            raise InvalidOptionError(f"a report's counts are whole numbers up to {MOST_COUNT}, "
                                     f"right at most answered and won at most hands, not "
                                     f"{str(counts)[:80]}", "report", value=str(counts)[:80])
        page = body["page"]
        if page is not None and (not isinstance(page, str) or page not in PAGES):
            raise InvalidOptionError(f"a report's page is a page of the course, not {page!r:.20}",
                                     "report", value=repr(page)[:20])
        answered, right, hands, won = counts
        return cls(dict(sorted(stars.items())), answered, right, hands, won, page)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is no number of JSON")


def _count(value: Any, most: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= most


def reporting(environ: Optional[dict] = None) -> bool:
    """Whether this kernel has a service to report to (a user's server on the Hub)."""
    env = os.environ if environ is None else environ
    return bool(env.get(PROGRESS_ENV) and env.get(TOKEN_ENV))


def send(report: Report) -> threading.Thread:
    """Post ``report`` in the background: a page never waits for the service, and a service
    that is down costs the learner nothing (the next report carries everything)."""
    url, token = os.environ.get(PROGRESS_ENV, ""), os.environ.get(TOKEN_ENV, "")
    thread = threading.Thread(target=_post, args=(url, token, report.format()), daemon=True,
                              name="briscola-report")
    thread.start()
    return thread


def _post(url: str, token: str, body: str) -> None:
    import urllib.request   # only on a Hub: a lesson's page loads sooner without it
    request = urllib.request.Request(url, data=body.encode("utf-8"), method="POST", headers={
        "Authorization": f"token {token}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=POST_SECONDS) as answer:
            answer.read()
    except OSError as error:          # the service is away: the next report makes it good
        log.info("progress not reported: %s", error)
