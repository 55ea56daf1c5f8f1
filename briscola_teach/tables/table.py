"""One class table: its seats, its hands, and every change to it, numbered.

A ``Table`` is the authority on one table (as boardgame.io's master is on a match): learners
sit, the creator starts, each action is checked here and by the engine, computers play the
empty seats, and the server's clock runs the grace periods and the turn timer (``tick``).
It does no input or output: ``table_server.py`` keeps it, stores it before it tells anyone,
and sends each seat ``state_for(seat)``.

- **Versions.** Every change anyone may know of takes the next number, ``version``, as
  lichess numbers a game's events. An action names the version it was chosen at: one chosen
  on an older table (a second click, a message sent twice) is refused as stale. A partner
  sign is the one change that takes no number: only the seats that saw it are told of it,
  so the others cannot count it.
- **Seats.** A seat is a learner's, a computer's, or a learner's played by a computer while
  they are away (after ``GRACE_SECONDS``; they take it back, cards and all, on return). A
  learner who sits down during a hand takes over a computer's seat at the next hand, as in
  Colyseus's card demo.
- **The turn timer.** It runs when two learners or more sit at the table (seed 003: there
  is no timer against the computer), for the seats learners play. A turn whose time runs out
  is played by a computer. A seat whose time ran out ``SHORT_AFTER`` turns in a row has
  ``SHORT_SECONDS`` a turn until it plays in time again (a card, a bid, a call: a sign or an
  accuso before the card is not the turn played); everyone's state says so (``short``).
  The count is the seat's, kept with the table through a restart; only the timer's own
  clock adds to it, and only the seat's own move in time, or a new time for the table,
  clears it.
- **Hidden cards.** ``state_for(seat)`` holds only ``game.view(seat)`` (``wire.format_view``)
  and what every player sees; the computers decide from their seat's view alone. Every hand
  is dealt from a secret seed (``games.base.secret_seed``, 128 bits), which is kept with the
  table (``to_json``, for the store) and is in nothing a client is sent: a learner cannot try
  seeds against their own cards to work out the others'.
"""

from __future__ import annotations

import copy
import secrets
import time
from collections import deque
from dataclasses import asdict, dataclass
from typing import Any, Callable, Iterable, Optional, Union

from ..ai import decide, make_extras, carry_out
from ..ai.bots import Bot, make_bot
from ..errors import BriscolaError
from ..games.chiamata import ChiamataGame
from ..games.classic import ClassicGame
from ..history import SignalGiven, seal, unseal
from ..wire import format_view
from .options import (SHORT_AFTER, SHORT_SECONDS, TIMER_CHOICES, Hands, TableOptions,
                      hand_scores, hands_from_json, teams)

# Table codes: as the login codes, five letters and digits with no look-alikes.
CODE_LETTERS = "ACEFHJKMNPRWXY3479"
CODE_LENGTH = 5
GRACE_SECONDS = 30.0        # a dropped learner's seat waits this long before a computer plays it
LOG_LENGTH = 64             # the events kept for a client catching up after a short drop
PHRASES = ("hello", "wait", "well_done", "your_turn", "thanks", "another", "timer_off",
           "good_luck", "oops", "bye")
SAY_SECONDS = 3.0           # a seat says one phrase at most this often
# Actions a seat takes before its card: they do not end the turn, so not the short time.
EXTRAS = ("declare", "swap_seven", "signal")
STATUSES = ("open", "playing", "over", "closed")


# The fields of a view anyone at or around the table sees (``public``); every other field of
# a view is the seat's own and goes to a watcher blank (``WATCHER_BLANKS``), so a watcher's
# view has the shape of a seat's and the lessons' felt draws it.
PUBLIC_CLASSIC = ("rules", "dealer", "hand_sizes", "briscola_card", "trump", "deck_count",
                  "table", "leader", "current_player", "tricks", "sides", "points_by_side",
                  "points_by_seat", "declared_by_seat", "declarations", "is_over")
PUBLIC_CHIAMATA = ("rules", "dealer", "phase", "hand_sizes", "bids", "passed", "contract",
                   "caller", "target", "called_card", "trump", "monte_count", "table", "leader",
                   "current_player", "tricks", "points_by_seat", "sides", "points_by_side",
                   "is_over")
WATCHER_BLANKS: dict[str, dict[str, Any]] = {
    "seat": {"seat": 0, "hand": [], "known_cards": [], "out_of_play": [], "partner_hands": [],
             "legal": [], "legal_declarations": [], "can_swap_seven": False, "signals": [],
             "intercepted": [], "legal_signals": []},
    "chiamata": {"seat": 0, "pending": None, "hand": [], "partner": None, "alone": None,
                 "discards": [], "legal": [], "legal_bids": []}}


class TableError(BriscolaError):
    """A request the table refuses: not seated, not your seat, stale, over..."""


def new_code(taken: Callable[[str], bool]) -> str:
    """A table code no table has: unguessable enough for a class (18^5, about 1.9 million),
    and short enough to read out."""
    while True:
        code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
        if not taken(code):
            return code


@dataclass
class Seat:
    """Who sits in a seat. ``learner`` None is a computer's seat."""

    learner: Optional[int] = None
    name: Optional[str] = None
    joining: bool = False          # sat down during a hand: theirs from the next hand
    away_since: Optional[float] = None
    computer_plays: bool = False   # away past the grace period
    timeouts: int = 0              # turns in a row the timer ran out on

    @property
    def plays_itself(self) -> bool:
        """A learner plays this seat now (not a computer, not one standing in)."""
        return self.learner is not None and not self.joining and not self.computer_plays

    def kind(self) -> str:
        if self.learner is None:
            return "computer"
        return "away" if self.computer_plays else "learner"


@dataclass(frozen=True)
class Change:
    """One change to a table: ``event`` is what the seats are told (only public facts);
    ``audience`` None is everyone, else only those seats (a partner sign)."""

    version: int
    event: dict[str, Any]
    audience: Optional[frozenset[int]] = None

    def for_seat(self, seat: Optional[int]) -> bool:
        return self.audience is None or (seat is not None and seat in self.audience)


class Table:
    """A class table. Make one with ``Table.create``, or ``Table.from_json`` from the store."""

    def __init__(self, code: str, options: TableOptions, creator: int, hands: Hands,
                 clock: Callable[[], float] = time.time) -> None:
        self.code, self.options, self.creator, self.hands = code, options, creator, hands
        self.clock = clock
        self.seats = [Seat() for _ in range(options.players)]
        self.status = "open"
        self.version = 0
        self.deadline: Optional[float] = None
        self.timer = options.timer      # a turn's seconds: the creator or the teacher may change it
        self.timer_off = False
        self.timer_votes: set[int] = set()
        self.waiting = False            # "aspetta": the table starts when a classmate sits down
        self.said_at: dict[int, float] = {}
        self.created = clock()
        self.log: deque[Change] = deque(maxlen=LOG_LENGTH)
        self._bots: dict[int, Bot] = {}
        self._turn: Optional[tuple[int, int]] = None   # the turn the deadline is for
        # The classes a listed table is listed for (on a JupyterHub: its creator's Hub groups,
        # none for a creator in no group); None: everyone (a class server is one class).
        self.classes: Optional[tuple[str, ...]] = None

    @classmethod
    def create(cls, code: str, options: TableOptions, creator: int, name: Optional[str],
               seat: int = 0, seed: Optional[int] = None,
               clock: Callable[[], float] = time.time,
               classes: Optional[Iterable[str]] = None) -> "Table":
        """A new table, its creator seated; ``seed`` None (the table server's way) deals
        from a secret seed, a number a test's fixed deal."""
        table = cls(code, options, creator, options.new_hands(seed), clock)
        table.classes = None if classes is None else tuple(sorted(classes))
        table.sit(creator, name, seat)
        return table

    # -- who sits where -----------------------------------------------------------------

    @property
    def game(self) -> Union[ClassicGame, ChiamataGame]:
        return self.hands.game

    def seat_of(self, learner: int) -> Optional[int]:
        return next((i for i, seat in enumerate(self.seats) if seat.learner == learner), None)

    def learners(self) -> list[int]:
        return [seat.learner for seat in self.seats if seat.learner is not None]

    def free_seats(self) -> list[int]:
        """Seats a learner may take: any computer's seat (during a hand, from the next one)."""
        return [i for i, seat in enumerate(self.seats) if seat.learner is None]

    def sit(self, learner: int, name: Optional[str], seat: Any) -> list[Change]:
        """``learner`` takes ``seat``; a learner already seated here keeps their own seat."""
        self.check_open_table()
        mine = self.seat_of(learner)
        if mine is not None:
            return self.back(learner)
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.seats):
            raise TableError(f"seat must be a seat number 0-{len(self.seats) - 1}, not {seat!r}",
                             "seat", value=repr(seat))
        if self.seats[seat].learner is not None:
            raise TableError(f"seat {seat} is taken", "seat_taken", seat=seat)
        self.seats[seat] = Seat(learner, name, joining=self.status == "playing")
        changes = [self._change({"kind": "sit", "seat": seat})]
        if self.waiting and self.status == "open":
            changes += self.start(self.creator)      # the classmate waited for is here
        return changes

    def stand(self, learner: int) -> list[Change]:
        """``learner`` leaves the table for good: the seat is a computer's again. A table no
        learner sits at any more closes (nobody could go on with it, or start it)."""
        seat = self._seat(learner)
        self.seats[seat] = Seat()
        self.timer_votes.discard(learner)
        self._set_deadline()
        changes = [self._change({"kind": "stand", "seat": seat})]
        if not self.learners() and self.status in ("open", "playing"):
            changes += self.close()
        return changes

    def away(self, learner: int) -> list[Change]:
        """``learner``'s last connection closed: the seat waits ``GRACE_SECONDS`` for them."""
        seat = self.seat_of(learner)
        if seat is None or self.seats[seat].away_since is not None:
            return []
        self.seats[seat].away_since = self.clock()
        return [self._change({"kind": "away", "seat": seat})]

    def back(self, learner: int) -> list[Change]:
        """``learner`` is connected again: the seat is theirs, cards and all."""
        seat = self.seat_of(learner)
        if seat is None or (self.seats[seat].away_since is None and
                            not self.seats[seat].computer_plays):
            return []
        self.seats[seat].away_since = None
        self.seats[seat].computer_plays = False
        self._set_deadline()
        return [self._change({"kind": "back", "seat": seat})]

    # -- playing ------------------------------------------------------------------------

    def start(self, learner: int) -> list[Change]:
        """The creator starts the table: every empty seat is a computer's."""
        if learner != self.creator:
            raise TableError("only the table's creator can start it", "not_creator")
        if self.status != "open":
            raise TableError(f"the table is {self.status}, not waiting to start", "table_started",
                             status=self.status)
        self.status, self.waiting = "playing", False
        self._set_deadline()
        return [self._change({"kind": "start"})]

    def wait(self, learner: int, waiting: Any) -> list[Change]:
        """The creator of a table not yet started waits for a classmate (``waiting`` True):
        the table starts by itself when the next learner sits down. False: wait no more."""
        if learner != self.creator:
            raise TableError("only the table's creator can wait for a classmate", "not_creator")
        if self.status != "open":
            raise TableError(f"the table is {self.status}, not waiting to start", "table_started",
                             status=self.status)
        if not isinstance(waiting, bool):
            raise TableError(f"waiting is true or false, not {waiting!r}", "waiting",
                             value=repr(waiting))
        if not self.free_seats():
            raise TableError("every seat is taken: the table can start", "table_full")
        if waiting == self.waiting:
            return []
        self.waiting = waiting
        return [self._change({"kind": "waiting", "waiting": waiting})]

    def act(self, learner: int, version: Any, action: Any) -> list[Change]:
        """Carry out ``action`` (``[name, seat, arguments...]``) for ``learner``'s seat, chosen
        on the table as it was at ``version``."""
        seat = self._seat(learner)
        self._check_playing()
        if not isinstance(action, list) or len(action) < 2:
            raise TableError(f"an action is a list like ['play', {seat}, '1d'], not {action!r}",
                             "action")
        if action[1] != seat or isinstance(action[1], bool):
            raise TableError(f"seat {seat} is yours, not seat {action[1]!r}", "not_your_seat",
                             seat=repr(action[1]))
        if not self.seats[seat].plays_itself:
            raise TableError(f"a computer plays seat {seat} for now", "seat_not_yours_yet")
        if version != self.version or isinstance(version, bool):
            raise TableError(f"the action was chosen at version {version!r}, and the table is "
                             f"at {self.version}", "stale_state", version=repr(version),
                             current=self.version)
        was_short = self.short_time(seat)

        def apply() -> None:
            self.game.apply(list(action))
            if action[0] not in EXTRAS:     # the turn played in time: the whole time back,
                self.seats[seat].timeouts = 0   # before the next turn's time is set
        changes = self._record(seat, apply)
        if was_short and not self.short_time(seat):
            changes.append(self._change({"kind": "full_time", "seat": seat}))
        return changes

    def next_hand(self, learner: int) -> list[Change]:
        """Deal the next hand (any learner at the table may ask, once the hand is over)."""
        self._seat(learner)
        self._check_playing()
        if not self.game.is_over:
            raise TableError("the hand is still being played", "hand_not_over")
        if self.hands.is_over:
            raise TableError("the table's games are over", "table_over")
        self.hands.next_hand()
        for seat in self.seats:
            seat.joining = False
        self._set_deadline()
        return [self._change({"kind": "hand", "number": self.hand_number()})]

    def hand_number(self) -> int:
        return len(self.hands.games)

    def trick_just_taken(self) -> bool:
        """The last action finished a trick: it is on show, whole, for a moment."""
        actions = self.game.actions()
        return bool(actions) and not self.game.view(0).table and \
            actions[-1].saved()[0] == "play" and not self.game.is_over

    def computer_to_act(self) -> Optional[int]:
        """The seat a computer must act for now, if any."""
        if self.status != "playing" or self.game.is_over:
            return None
        seat = self.game.current_player
        assert seat is not None
        return None if self.seats[seat].plays_itself else seat

    def computer_turn(self) -> list[Change]:
        """A computer takes the turn of the seat to act (its own, or one standing in)."""
        seat = self.computer_to_act()
        if seat is None:
            return []
        return self._bot_acts(seat)

    def _bot_acts(self, seat: int) -> list[Change]:
        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = make_bot(self.options.level, seed=seat + 1)

        def act() -> None:
            make_extras(self.game, seat, bot)
            carry_out(self.game, seat, decide(bot, self.game.view(seat)))
        return self._record(seat, act)

    def tick(self, grace: float = GRACE_SECONDS) -> list[Change]:
        """What the clock brings: seats whose ``grace`` seconds ran out, a turn whose time
        ran out."""
        now, changes = self.clock(), []
        for number, seat in enumerate(self.seats):
            if seat.away_since is not None and not seat.computer_plays and \
                    now - seat.away_since >= grace:
                seat.computer_plays = True
                changes.append(self._change({"kind": "computer_plays", "seat": number}))
        if self.deadline is not None and now >= self.deadline and self.status == "playing":
            late = self.game.current_player
            if late is not None:
                self.seats[late].timeouts += 1
                changes.append(self._change({"kind": "time_out", "seat": late,
                                             "short": self.short_time(late)}))
                changes += self._bot_acts(late)
        if changes:
            self._set_deadline()
        return changes

    def say(self, learner: int, phrase: Any) -> list[Change]:
        """A set phrase from ``learner`` to the table; "timer_off" is also a vote."""
        seat = self._seat(learner)
        if phrase not in PHRASES:
            raise TableError(f"phrase must be one of {', '.join(PHRASES)}, not {phrase!r}",
                             "phrase", value=repr(phrase))
        now = self.clock()
        if now - self.said_at.get(seat, -SAY_SECONDS) < SAY_SECONDS:
            raise TableError("one phrase every few seconds", "phrase_too_soon")
        self.said_at[seat] = now
        changes = [self._change({"kind": "say", "seat": seat, "phrase": phrase})]
        if phrase == "timer_off" and not self.timer_off:
            self.timer_votes.add(learner)
            if set(self.learners()) <= self.timer_votes:
                self.timer_off = True
                changes.append(self._change({"kind": "timer_off"}))
                self._set_deadline()
        return changes

    def set_timer(self, learner: int, seconds: Any, teacher: bool = False) -> list[Change]:
        """The creator or the teacher makes a turn longer, or turns the timer off (0): WCAG
        2.2.1, a time limit one can adjust or switch off. A new time starts everyone afresh:
        no seat keeps the short time, and a timer the learners voted off runs again."""
        if not teacher and learner != self.creator:
            raise TableError("only the table's creator or the teacher can change the timer",
                             "not_creator")
        if seconds not in TIMER_CHOICES or isinstance(seconds, bool):
            raise TableError(f"a turn's time is one of {', '.join(map(str, TIMER_CHOICES))} "
                             f"seconds, not {seconds!r}", "timer_seconds", value=repr(seconds))
        self.check_open_table()
        self.timer, self._turn = seconds, None
        self.timer_off, self.timer_votes = False, set()
        for seat in self.seats:
            seat.timeouts = 0
        self._set_deadline()
        return [self._change({"kind": "timer", "seconds": seconds})]

    def close(self) -> list[Change]:
        self.status = "closed"
        self.deadline = None
        return [self._change({"kind": "closed"})]

    # -- what each seat is told ---------------------------------------------------------

    def public(self) -> Optional[dict[str, Any]]:
        """What anyone watching the table sees, with every hand hidden: the cards face up on
        the table and in the tricks, how many cards each holds, the deck, the briscola card,
        the auction and the call. Taken from a seat's view, field by field: nothing a view
        keeps for its own seat (the hand, the legal moves, the signs, a Chiamata partner not
        yet known) is copied, and those fields are blank: ``wire.parse_view`` reads it as a
        view of nobody's hand."""
        if self.status == "open":
            return None
        view = format_view(self.game.view(0))
        kind = view["kind"]
        fields = PUBLIC_CHIAMATA if kind == "chiamata" else PUBLIC_CLASSIC
        public = {"kind": kind, **WATCHER_BLANKS[kind], **{name: view[name] for name in fields}}
        if self.game.is_over and kind == "chiamata":
            public["partner"], public["alone"] = view["partner"], view["alone"]   # told at the end
        return public

    def open_hands(self) -> Optional[list[list[str]]]:
        """Every hand, for the teacher's own screen at a teaching table (None elsewhere)."""
        if not self.options.teaching or self.status == "open":
            return None
        return [[card.code() for card in self.game.view(s).hand] for s in range(len(self.seats))]

    def state_for(self, seat: Optional[int], teacher: bool = False) -> dict[str, Any]:
        """The table as ``seat`` may see it (None: a watcher, the teacher, who sees no hand;
        at a teaching table the teacher's state also holds every hand)."""
        state = self._state_for(seat)
        if seat is None:
            state["public"] = self.public()
            if teacher:
                state["hands"] = self.open_hands()
        return state

    def _state_for(self, seat: Optional[int]) -> dict[str, Any]:
        view = self.game.view(seat) if seat is not None and self.status != "open" else None
        timer = None
        if self.deadline is not None:
            timer = {"seat": self.game.current_player,
                     "left": round(max(0.0, self.deadline - self.clock()), 1)}
        return {"table": self.code, "v": self.version, "status": self.status,
                "options": self.options.format(), "you": seat,
                "seats": [{"name": s.name, "kind": s.kind(), "joining": s.joining,
                           "online": s.learner is not None and s.away_since is None,
                           "short": self.short_time(i)}
                          for i, s in enumerate(self.seats)],
                "hand": self.hand_number(), "waiting": self.waiting,
                "score": hand_scores(self.hands), "over": self.hands.is_over,
                "timer": timer, "seconds": 0 if self.timer_off else self.timer,
                "teams": teams(self.hands), "outcome": self._outcome(),
                "call_options": self._call_options(seat),
                "view": None if view is None else format_view(view)}

    def _outcome(self) -> Optional[dict[str, Any]]:
        """How the hand ended, the engine's word (all of it public once the hand is over)."""
        outcome = self.game.outcome() if self.status != "open" else None
        if outcome is None:
            return None
        return {"winners": list(outcome.winners), "sides": [list(s) for s in outcome.sides],
                "points_by_side": list(outcome.points_by_side)}

    def _call_options(self, seat: Optional[int]) -> Optional[list[str]]:
        """The cards the caller may call, for the caller alone, when the call is theirs."""
        if seat is None or self.status != "playing" or self.game.current_player != seat:
            return None
        options = getattr(self.game, "call_options", None)
        return [card.code() for card in options()] if options is not None and options() else None

    def listing(self) -> dict[str, Any]:
        """The table in the class's list: its code, game, players, who sits where, the free
        seats, the hand and the score."""
        return {"table": self.code, "game": self.options.game, "players": self.options.players,
                "status": self.status, "free": self.free_seats(),
                "names": [seat.name for seat in self.seats],
                "kinds": [seat.kind() for seat in self.seats], "teams": teams(self.hands),
                "hand": self.hand_number(),
                "score": hand_scores(self.hands), "teaching": self.options.teaching,
                "waiting": self.waiting}

    def listed_for(self, classes: Optional[frozenset[str]]) -> bool:
        """Whether the class's list shows this table to a learner of ``classes``."""
        if not self.options.listed:
            return False
        return self.classes is None or bool(set(classes or ()) & set(self.classes))

    def changes_since(self, version: int, seat: Optional[int]) -> Optional[list[Change]]:
        """The changes after ``version`` that ``seat`` may know of, or None when the log no
        longer reaches back so far (the client then takes the whole state)."""
        if version == self.version:
            return []
        if not self.log or self.log[0].version > version + 1 or version > self.version:
            return None
        return [c for c in self.log if c.version > version and c.for_seat(seat)]

    # -- saving -------------------------------------------------------------------------

    def to_json(self) -> str:
        return seal("table", {
            "code": self.code, "options": self.options.format(), "creator": self.creator,
            "seats": [asdict(seat) for seat in self.seats], "status": self.status,
            "v": self.version, "timer_off": self.timer_off, "timer": self.timer,
            "timer_votes": sorted(self.timer_votes), "created": self.created,
            "waiting": self.waiting, "classes": None if self.classes is None else list(self.classes),
            "hands": self.hands.to_json()})

    @classmethod
    def from_json(cls, text: str, clock: Callable[[], float] = time.time) -> "Table":
        body = unseal("table", text)
        options = TableOptions.parse(body["options"])
        table = cls(body["code"], options, body["creator"], hands_from_json(options, body["hands"]),
                    clock)
        table.seats = [Seat(**seat) for seat in body["seats"]]
        table.status, table.version = body["status"], body["v"]
        table.timer_off, table.timer_votes = body["timer_off"], set(body["timer_votes"])
        table.timer = body.get("timer", options.timer)
        table.created = body["created"]
        table.waiting = bool(body.get("waiting", False))
        classes = body.get("classes")
        table.classes = None if classes is None else tuple(str(name) for name in classes)
        table._set_deadline()   # a turn under way gets its whole time again after a restart
        return table

    # -- inside -------------------------------------------------------------------------

    def _seat(self, learner: int) -> int:
        seat = self.seat_of(learner)
        if seat is None:
            raise TableError(f"you have no seat at table {self.code}", "not_seated")
        return seat

    def for_advice(self, learner: int, kind: str) -> tuple[Union[ClassicGame, ChiamataGame], int]:
        """A copy of the game and ``learner``'s seat, for a hint (the
        seat's turn to play a card) or the review (the hand over), at a table made with
        hints. The advisor reads the seat's own view at each moment, never another's."""
        seat = self._seat(learner)
        if not self.options.hints:
            raise TableError("this table was made without hints and review", "hints_off")
        if self.status not in ("playing", "over"):
            self._check_playing()
        view = self.game.view(seat)
        if kind == "hint" and (self.game.is_over or self.game.current_player != seat or
                               not view.legal_plays() or getattr(view, "phase", "play") != "play"):
            raise TableError(f"seat {seat} has no card to play now", "no_hint_now", seat=seat)
        if kind == "review" and not self.game.is_over:
            raise TableError("the review comes once the hand is over", "hand_not_over")
        return copy.deepcopy(self.game), seat

    def check_open_table(self) -> None:
        """Refuse what only an open or playing table allows."""
        if self.status == "over":
            raise TableError("the table's games are over", "table_over")
        if self.status == "closed":
            raise TableError("the table was closed", "table_closed")

    def _check_playing(self) -> None:
        self.check_open_table()
        if self.status != "playing":
            raise TableError("the table has not started yet", "table_open")

    def _change(self, event: dict[str, Any], audience: Optional[frozenset[int]] = None) -> Change:
        if audience is None:
            self.version += 1
        change = Change(self.version, event, audience)
        self.log.append(change)
        return change

    def _record(self, seat: int, act: Callable[[], None]) -> list[Change]:
        """Run ``act`` (one or more engine actions for ``seat``) and number what it did."""
        before = len(self.game.actions())
        act()
        changes = []
        for event in self.game.actions()[before:]:
            saved = event.saved()
            if isinstance(event, SignalGiven):
                changes.append(self._change({"kind": "sign", "seat": event.seat},
                                            frozenset((event.seat, *event.seen_by))))
                continue
            public = {"kind": "action", "seat": saved[1], "action": saved[0]}
            if saved[0] == "play":
                public["card"] = saved[2]    # a played card lies face up for all to see
            changes.append(self._change(public))
        if self.game.is_over:
            changes.append(self._change({"kind": "hand_over", "number": self.hand_number()}))
            if self.hands.is_over:
                self.status = "over"
                changes.append(self._change({"kind": "table_over"}))
        self._set_deadline()
        return changes

    def _set_deadline(self) -> None:
        """Start the turn's time for the seat to act, when the timer runs at this table."""
        seat = self.game.current_player if self.status == "playing" else None
        if seat is None or not self.timer_runs() or not self.seats[seat].plays_itself:
            self.deadline, self._turn = None, None
            return
        turn = (self.hand_number(), len(self.game.actions()))
        if turn == self._turn and self.deadline is not None:
            return        # the same turn goes on: its time is not started again
        self._turn = turn
        seconds = SHORT_SECONDS if self.short_time(seat) else self.timer
        self.deadline = self.clock() + seconds

    def short_time(self, seat: int) -> bool:
        """Whether ``seat`` has only ``SHORT_SECONDS`` a turn: its time ran out
        ``SHORT_AFTER`` turns in a row, and the timer runs."""
        return self.timer_runs() and self.seats[seat].timeouts >= SHORT_AFTER

    def timer_runs(self) -> bool:
        """The timer runs with two learners or more at the table, unless they turned it off
        (seed 003: there is no timer against the computer)."""
        return self.timer > 0 and not self.timer_off and len(self.learners()) >= 2
