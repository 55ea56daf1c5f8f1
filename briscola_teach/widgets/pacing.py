"""The computer's turns at a table, at a pace a learner can follow.

In a Jupyter kernel (an event loop is running) a table plays the computer's moves one at a
time: each move is worked out in a worker thread from the bot's own view, so the kernel keeps
answering the page (a hint, a language switch) meanwhile, and it is shown no sooner than a
short pause after the move before it, a longer one after a finished trick (the front end shows
the trick whole, then lets it be taken). A move that takes longer than ``SLOW`` gets a
"thinking…" sign on its seat. Outside a kernel (tests, scripts) there is no loop: the moves
are made at once, one after the other.

Where Python has no threads (Pyodide, in the browser: the static site) the move is worked out
on the loop itself when its pause is over: the page waits for it meanwhile, and a hard move
shows no "thinking…" sign (the page cannot be told while the move is being worked out).

A table's ``epoch`` goes up whenever its hand is replaced; a move worked out for an older
epoch is dropped, so a new deal never receives a card meant for the last one.
"""

from __future__ import annotations

import asyncio
import sys
import time
import traceback
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, Optional

from ..errors import InvalidOptionError

MOVE_GAP = 0.7     # seconds from one move shown to the next computer move shown
TRICK_GAP = 1.6    # after a finished trick: shown whole 1.1 s, taken in 0.4 s (table.js)
BID_GAP = 0.45     # between two bids of the auction
SLOW = 0.3         # a move still being worked out after this long shows "thinking…"

# One worker for the kernel: the bots of every table on the page take turns in it. Pyodide
# (WebAssembly in a browser) cannot start threads: there the loop works the moves out itself.
THREADS = sys.platform != "emscripten"
_WORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="briscola-bot")


def running_loop() -> Optional[asyncio.AbstractEventLoop]:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class Pacer:
    """Runs one table's computer moves: paced on the running loop, or at once without one.

    ``paced`` None: paced when a loop is running (a kernel); False: always at once."""

    def __init__(self, paced: Optional[bool] = None) -> None:
        self.loop = running_loop() if paced is not False else None
        self.epoch = 0
        self._last_move = 0.0
        self._gap = 0.0

    @property
    def paced(self) -> bool:
        return self.loop is not None

    def pace(self, paced: bool) -> None:
        """Pace the moves from now on (needs a running loop), or make them at once."""
        loop = running_loop() if paced else None
        if paced and loop is None:
            raise InvalidOptionError("a paced table needs a running event loop, as in a Jupyter "
                                     "kernel", "paced")
        self.loop = loop
        self.epoch += 1          # a move under way for the old pace is dropped

    def restart(self) -> int:
        """A new hand: what was under way for the old one is dropped."""
        self.epoch += 1
        self._last_move, self._gap = 0.0, 0.0
        return self.epoch

    def moved(self, gap: float) -> None:
        """A move was just shown; the next computer move waits ``gap`` seconds after it."""
        self._last_move, self._gap = time.monotonic(), gap

    def work(self, epoch: int, think: Callable[[], Any], done: Callable[[Any], None],
             slow: Callable[[], None]) -> None:
        """Work out ``think()`` in the worker; then ``done(result)`` on the loop, no sooner
        than the pause after the last move. ``slow()`` is called once if the work is still
        going after ``SLOW`` seconds. Nothing is called once the epoch has moved on."""
        loop = self.loop
        assert loop is not None, "work() is for a paced table"
        started = time.monotonic()
        due = max(started, self._last_move + self._gap)
        outcome: dict[str, Any] = {}

        def finish() -> None:
            if epoch != self.epoch or "result" not in outcome or outcome.get("done"):
                return
            wait = due - time.monotonic()
            if wait > 0:
                loop.call_later(wait, finish)
                return
            outcome["done"] = True
            done(outcome["result"])

        def worked(future: Any) -> None:
            try:
                outcome["result"] = future.result()
            except Exception:   # a bot's failure must not stall the table: report it, go on
                traceback.print_exc(file=sys.stderr)
                outcome["result"] = None
            finish()

        def still_working() -> None:
            if epoch == self.epoch and "result" not in outcome:
                slow()

        if not THREADS:
            loop.call_later(max(0.0, due - started), self._work_here, epoch, think, outcome,
                            finish)
            return
        loop.run_in_executor(_WORKER, think).add_done_callback(worked)
        loop.call_later(SLOW, still_working)

    def _work_here(self, epoch: int, think: Callable[[], Any], outcome: dict,
                   finish: Callable[[], None]) -> None:
        """Without threads: work the move out on the loop once its pause is over."""
        if epoch != self.epoch:
            return
        try:
            outcome["result"] = think()
        except Exception:   # as in the worker: report it, and let the table go on
            traceback.print_exc(file=sys.stderr)
            outcome["result"] = None
        finish()


__all__ = ["BID_GAP", "MOVE_GAP", "Pacer", "SLOW", "THREADS", "TRICK_GAP", "running_loop"]
