"""Bounds that keep one client from taking a shared server's time, memory or log: counted in
memory only, by a key the caller chooses (a browser's learner, a client address, a log line),
each with its own clock so that tests need not wait.

- ``TokenBucket``: so many at once, then a steady rate (new learners per address: a class
  behind one NAT arrives at once, a script cannot make thousands; what a page's socket may
  send its kernel: a flood waits).
- ``Guesses``: wrong guesses in the last minute, per browser, with a much looser bound per
  address behind it (login codes and the teacher's key).
- ``Slots``: so many at once per key, the rest waiting their turn (pages being made per
  address: a page starts a kernel, the costliest thing a request can ask).
- ``RepeatFilter``: a logging filter that lets a few alike lines through in a while, leaves
  the rest out, and later says how many it left out (a flood of one error, thousands of lines
  a second, must not fill the teacher's disk).

The class server's web front (``web``) and its page kernels (``kernel``) use them; this module
imports nothing of the course.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterable, Optional, Union

Clock = Callable[[], float]


class TokenBucket:
    """Per key, up to ``at_once`` takes at once, then ``per_second`` more each second."""

    def __init__(self, at_once: int, per_second: float, clock: Clock = time.monotonic) -> None:
        self.at_once, self.per_second, self.clock = at_once, per_second, clock
        self.buckets: dict[Hashable, tuple[float, float]] = {}    # key: (tokens, when)

    def take(self, key: Hashable) -> bool:
        """One token for ``key`` if it has one; False (and nothing taken) if not."""
        now = self.clock()
        tokens = self._tokens(key, now)
        if tokens < 1:
            return False
        self.buckets[key] = (tokens - 1, now)
        if len(self.buckets) > 10_000:
            self._forget_full(now)
        return True

    def wait(self, key: Hashable, amount: float = 1) -> float:
        """Take ``amount`` tokens for ``key``, into debt if need be; returns the seconds until
        the debt is paid (0 if there was no debt): how long the taker should wait."""
        now = self.clock()
        tokens = self._tokens(key, now) - amount
        self.buckets[key] = (tokens, now)
        if len(self.buckets) > 10_000:
            self._forget_full(now)
        return max(0.0, -tokens / self.per_second)

    def _tokens(self, key: Hashable, now: float) -> float:
        tokens, when = self.buckets.get(key, (self.at_once, now))
        return min(self.at_once, tokens + (now - when) * self.per_second)

    def _forget_full(self, now: float) -> None:
        """A full bucket is the same as none: forgotten, so that memory stays bounded."""
        for key in [k for k in self.buckets if self._tokens(k, now) >= self.at_once]:
            del self.buckets[key]


class Slots:
    """Per key, at most ``at_once`` holders at once; the next wait in turn, at most
    ``waiting`` of them (``take`` answers False beyond: the caller refuses)."""

    def __init__(self, at_once: int, waiting: int) -> None:
        self.at_once, self.waiting = at_once, waiting
        self.held: dict[Hashable, int] = {}
        self.queues: dict[Hashable, list] = {}

    async def take(self, key: Hashable) -> bool:
        if self.held.get(key, 0) < self.at_once and not self.queues.get(key):
            self.held[key] = self.held.get(key, 0) + 1
            return True
        queue = self.queues.setdefault(key, [])
        if len(queue) >= self.waiting:
            return False
        turn = asyncio.get_running_loop().create_future()
        queue.append(turn)
        try:
            await turn          # ``give`` hands its slot over: ``held`` stays as it was
        except asyncio.CancelledError:
            if turn in queue:
                queue.remove(turn)
            elif not turn.cancelled():
                self.give(key)  # handed over as it was cancelled: pass it on
            raise
        return True

    def give(self, key: Hashable) -> None:
        queue = self.queues.get(key, [])
        while queue:
            turn = queue.pop(0)
            if not turn.done():
                turn.set_result(None)
                return
        self.queues.pop(key, None)
        self.held[key] = self.held.get(key, 1) - 1
        if self.held[key] <= 0:
            del self.held[key]


# Wrong guesses in a minute: per browser, and from one address (many browsers behind a
# school's NAT, each with its own count, and one who makes new browsers to guess on).
GUESSES_PER_MINUTE = 10
GUESSES_PER_ADDRESS = 100


class Guesses:
    """Wrong guesses in the last minute, per browser and per address, in memory only (no
    address is ever stored elsewhere). A browser is any stable key (its learner); None for
    one the server does not know, which the address alone then bounds."""

    def __init__(self, per_browser: int = GUESSES_PER_MINUTE,
                 per_address: int = GUESSES_PER_ADDRESS, clock: Clock = time.monotonic) -> None:
        self.per_browser, self.per_address, self.clock = per_browser, per_address, clock
        self.seen: dict[tuple[str, Hashable], list[float]] = {}

    def too_many(self, browser: Optional[Hashable], address: str) -> bool:
        return (len(self._recent(("address", address))) >= self.per_address
                or (browser is not None
                    and len(self._recent(("browser", browser))) >= self.per_browser))

    def wrong(self, browser: Optional[Hashable], address: str) -> None:
        now = self.clock()
        self.seen.setdefault(("address", address), []).append(now)
        if browser is not None:
            self.seen.setdefault(("browser", browser), []).append(now)

    def _recent(self, key: tuple[str, Hashable]) -> list[float]:
        now = self.clock()
        recent = [at for at in self.seen.get(key, []) if now - at < 60]
        if recent:
            self.seen[key] = recent
        else:
            self.seen.pop(key, None)
        return recent


# Log lines alike (the same logger, level, error and words, whatever their numbers) let
# through in a window; lines of one logger let through in a shorter one (an attacker can
# vary the words: an address asked for, a message type).
ALIKE_LINES, ALIKE_SECONDS = 5, 60.0
LOGGER_LINES, LOGGER_SECONDS = 200, 10.0
# Set on a record that says what was left out: it always passes.
SUMMARY = "briscola_left_out"
_NUMBERS = re.compile(r"\d+")


@dataclass
class _Window:
    began: float
    logger: str
    level: int
    what: str                 # the first line, or the logger's name
    passed: int = 0
    left_out: int = 0


class RepeatFilter(logging.Filter):
    """Lets at most ``alike`` lines alike through in ``alike_seconds``, and ``per_logger``
    lines of one logger in ``logger_seconds``; when a window that left lines out is over, the
    next line (or ``report()``) says once how many, and of what."""

    def __init__(self, alike: int = ALIKE_LINES, alike_seconds: float = ALIKE_SECONDS,
                 per_logger: int = LOGGER_LINES, logger_seconds: float = LOGGER_SECONDS,
                 clock: Clock = time.monotonic) -> None:
        super().__init__()
        self.bounds = {"alike": (alike, alike_seconds), "logger": (per_logger, logger_seconds)}
        self.clock = clock
        self.windows: dict[tuple[str, Any], _Window] = {}
        self.next_report = 0.0

    def filter(self, record: logging.LogRecord) -> bool:
        # Debug lines are shown only to whoever asked for them (a kernel's logger makes one of
        # every message it gets, which only its handler drops): they pass unread.
        if record.levelno < logging.INFO or getattr(record, SUMMARY, False):
            return True
        now = self.clock()
        if now >= self.next_report:
            self.report()
        text = _message(record)[:500]
        alike = (record.name, record.levelno, record.exc_info and record.exc_info[0],
                 _NUMBERS.sub("#", text))
        return (self._admit(("alike", alike), record, f"like «{text[:200]}»", now)
                and self._admit(("logger", record.name), record, f"of the log {record.name}", now))

    def _admit(self, key: tuple[str, Any], record: logging.LogRecord, what: str,
               now: float) -> bool:
        most, seconds = self.bounds[key[0]]
        window = self.windows.get(key)
        if window is None or now - window.began >= seconds:
            if window is not None and window.left_out:
                self._say(window)
            window = self.windows[key] = _Window(now, record.name, record.levelno, what)
        window.passed += 1
        if window.passed <= most:
            return True
        window.left_out += 1
        return False

    def report(self) -> None:
        """Say what the windows that are over left out, and forget them."""
        now = self.clock()
        self.next_report = now + 1.0
        for key, window in list(self.windows.items()):
            if now - window.began >= self.bounds[key[0]][1]:
                self.windows.pop(key, None)
                if window.left_out:
                    self._say(window)

    def _say(self, window: _Window) -> None:
        logging.getLogger(window.logger).log(
            window.level, "(%d more lines %s were left out)", window.left_out, window.what,
            extra={SUMMARY: True})


def guard_loggers(loggers: Iterable[Union[logging.Logger, str]]) -> RepeatFilter:
    """One ``RepeatFilter`` on each of ``loggers`` (loggers or their names); returns it. (A
    logger's filter sees what is logged on it, not on the loggers below it.)"""
    repeats = RepeatFilter()
    for logger in loggers:
        (logging.getLogger(logger) if isinstance(logger, str) else logger).addFilter(repeats)
    return repeats


def _message(record: logging.LogRecord) -> str:
    try:
        return record.getMessage()
    except Exception:     # a record whose arguments do not fit: its template then
        return str(record.msg)
