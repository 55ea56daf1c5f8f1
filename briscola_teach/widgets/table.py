"""``PlayTable``: a learner against computer players, with hints, review and a teacher's tools.

The widget is thin: the engine game (``table.game``) holds the rules, the bots choose from
their own seat's view, the advisor explains, and the browser gets a scene built from the
learner's view. ``table.play(card)`` is exactly what a click on that card does.

In a kernel the computer's moves come one at a time (``pacing.py``): the learner's card lands
at once, each computer card follows, and a slow move shows "thinking…" on its seat. A table
kept in a progress store (``keep_in``) comes back as it was after a reload.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, Optional

import ipywidgets as widgets

from ..ai import carry_out, decide, make_bot, make_extras, play_turn
from ..ai.advice import advise, review
from ..ai.bots import LEVELS
from ..ai.judge import (AUCTION_POINTS, COSTLY_POINTS, HINT_POINTS, POINTS_PER_WIN,
                        STAR_POINTS, stars)
from ..cards import LANGUAGES, Card
from ..errors import BriscolaError, InvalidOptionError, SaveFormatError
from ..games.base import Game, check_seat, new_game
from ..games.chiamata import ChiamataGame
from ..games.classic import ClassicGame
from ..history import Declare, Play, SignalGiven, SwapSeven, TakeTrick
from ..i18n import check_language, refusal, t
from ..signals import REFERENCES
from .board import Board, Row
from .controls import button, html_text, keep, shared, show_in
from .language import LANGUAGE_NAMES, Translated
from . import pacing
from .pacing import Pacer
from .scene import (STYLES, card_entry, card_name, check_style, named, seat_names, status_text,
                    table_scene)


@dataclass(frozen=True)
class Judgement:
    """The learner's decisions in one finished hand, as a final table counts them for the
    stars (``ai.judge.stars``): the points the cards played gave away against the best ones
    (``ai.advice.review``), and ``HINT_POINTS`` for each hint asked where a hint costs
    (``PlayTable.hints_cost``) and ``AUCTION_POINTS`` for each costly bid or call (Chiamata,
    ``ai.advice.review_auction``). The costly mistakes are counted for the text."""

    plays: int               # costly mistakes among the cards played
    auction: int = 0         # costly bids and calls
    hints: int = 0           # hints asked, where a hint costs
    played_away: float = 0.0  # points the cards played gave away

    @property
    def given_away(self) -> float:
        return self.played_away + self.hints * HINT_POINTS + self.auction * AUCTION_POINTS

    @property
    def stars(self) -> int:
        return stars(self.given_away)


def judgement_text(judged: Judgement, lang: str) -> str:
    """What a final table's stars counted, and the rule that turned it into stars."""
    return t("table.judgement", lang, given=round(judged.played_away), hints=judged.hints,
             total=round(judged.given_away), plays=judged.plays, each=HINT_POINTS,
             per_win=round(POINTS_PER_WIN / 10), three=STAR_POINTS[0], two=STAR_POINTS[1],
             points=COSTLY_POINTS)


# The panels that show a hint: the cards (``hint``), and in Chiamata the bids and the calls.
HINT_PANELS = ("hint", "bids", "calls")


def check_levels(opponents: Any, players: int, seat: int) -> dict[int, str]:
    """One level for every computer seat: a level for all, or a list in seat order."""
    computers = [s for s in range(players) if s != seat]
    if isinstance(opponents, str):
        opponents = [opponents] * len(computers)
    if not isinstance(opponents, (list, tuple)) or len(opponents) != len(computers):
        raise InvalidOptionError(f"opponents must be a level ({', '.join(LEVELS)}) or a list of "
                                 f"{len(computers)} levels, not {opponents!r}", "opponents")
    for level in opponents:
        if level not in LEVELS:
            raise InvalidOptionError(f"unknown level {level!r} in opponents: expected one of "
                                     f"{', '.join(LEVELS)}", "opponents", value=repr(level))
    return dict(zip(computers, opponents))


class PlayTable(Translated, widgets.VBox):
    """A hand of Briscola for one learner (``seat``) against computer players.

    ``opponents`` is a level for every computer seat (partners included) or a list of
    levels in seat order; ``seed`` is the deal number (None: a fresh one); other keywords
    are the variant's house rules (``signals=True``, ...). ``paced`` None plays the
    computer's moves one at a time in a kernel and at once elsewhere; False: always at once.
    ``switches`` False hides the table's own language and big-cards switches (a lesson page
    has its own).
    """

    # What a hand kept from before says when it comes back (it names the restart button).
    _restored_note = "table.restored"

    def __init__(self, players: int = 2, opponents: Any = "easy", seed: Optional[int] = None,
                 variant: str = "classic", seat: int = 0, lang: str = "it",
                 style: str = "italian", show_points: bool = True, hints: bool = True,
                 teacher: bool = False, projector: bool = False, paced: Optional[bool] = None,
                 switches: bool = True, **house_rules: Any) -> None:
        self._lang = check_language(lang)
        self._style = check_style(style)
        self._options = {"variant": variant, "players": players, **house_rules}
        game = self._deal_game(seed)                    # checks variant, players, rules
        self.seat = check_seat(seat, game.players, "seat")
        self._levels = check_levels(opponents, game.players, self.seat)
        self.show_points, self.hints, self.teacher = bool(show_points), bool(hints), bool(teacher)
        self._projector, self._switches = bool(projector), bool(switches)
        self._first_seed = seed
        self._on_end: list[Callable[[Any], None]] = []
        self._panel_kind: Optional[str] = None
        # How often the felt and the hint/review panel were asked to come into view: the
        # front end scrolls when the count changes.
        self._reveals, self._panel_reveals = 0, 0
        self._pacer = Pacer(paced)
        self._thinking: Optional[int] = None
        # Paced, the computer waits until the table is first seen on the page (not while the
        # learner is still reading above it), and makes one move at a time.
        self._seen, self._moving = False, False
        self._note_key = ""
        self._hands_dealt = 0                 # numbers each hand for the front end (hand id)
        self._keep: Optional[tuple[Any, str]] = None
        self._restored = False
        # (address, {language: title}) of the lesson after this one, set by a lesson page
        self.next_lesson: Optional[tuple[str, dict[str, str]]] = None
        self.stars_earned: Optional[int] = None              # set by an on_end callback
        # A final table (set by a lesson page): each hint asked counts as a costly mistake,
        # and the table says so before the first one. Practice tables keep hints free.
        self.hints_cost = False
        self._hinted: set[int] = set()        # the moments (actions so far) a hint was shown
        # The deals (deal number, dealer) finished at this table: playing one again is
        # playing from memory, so at a final table it earns no stars (``replay``).
        self._finished: set[tuple[int, int]] = set()
        self.replay = False
        self._reviewed: Optional[Any] = None  # the finished hand's review, worked out once
        self.board = Board(on_event=self._on_board)
        self._build_controls()
        super().__init__(children=[self.board, self.actions, self.bar, self.teacher_bar,
                                   self.panel])
        self.add_class("bt-play-table")
        self._start(game)

    # -- public: what a click does, callable from a cell -----------------------------------

    @property
    def deal(self) -> int:
        """The deal number: the same number deals the same cards."""
        return self.game.history[0].seed

    @property
    def outcome(self) -> Any:
        return self.game.outcome()

    @property
    def big(self) -> bool:
        return self._projector

    @big.setter
    def big(self, big: bool) -> None:
        big, changed = bool(big), bool(big) != self._projector
        self._projector = big
        if self._switches and self.projector.value != big:
            self.projector.value = big        # its observer comes back here, with no change
        if changed:
            self._render()

    @property
    def paced(self) -> bool:
        """Whether the computer's moves come one at a time (in a kernel) or all at once."""
        return self._pacer.paced

    @paced.setter
    def paced(self, paced: bool) -> None:
        self._pacer.pace(bool(paced))
        self._advance()

    @property
    def busy(self) -> bool:
        """Whether computer players are still to move before the learner's turn (a paced
        table plays them in the background)."""
        return self._computer_to_act()

    def on_end(self, callback: Callable[[Any], None]) -> None:
        """Call ``callback(outcome)`` when a hand on this table ends."""
        self._on_end.append(callback)

    def play(self, card: Any) -> Optional[Play]:
        """Play ``card`` for the learner, as a click on it does. A card that may not be played
        now gets a message on the table and changes nothing; the play made is returned."""
        problem = self._refused(self.game.verify_play, card)
        if problem:
            self._render(message=problem)
            return None
        event = self.game.play(card, seat=self.seat)
        self._learner_acted()
        return event

    def declare(self, suit: Any) -> None:
        """Declare an accuso (Briscola a 151), as its button does."""
        self._act(self.game.verify_declare, self.game.declare, suit)

    def swap_seven(self) -> None:
        """The sette leva (Briscola a 151), as its button does."""
        self._act(self.game.verify_swap_seven, self.game.swap_seven)

    def signal(self, sign: Any) -> None:
        """Give a sign to the partner (house rule ``signals``), as its button does."""
        self._act(self.game.verify_signal, self.game.signal, sign)

    def new_deal(self, number: Optional[int] = None) -> None:
        """Deal again: a fresh deal, or deal ``number`` (the same cards as before). A new hand
        is dealt by the next seat (RULES.md section 2: the dealer changes after each hand),
        so the learner does not always deal, and sometimes leads the first trick."""
        self._start(self._deal_game(number, dealer=self.next_dealer()))

    def again(self) -> None:
        """Play the same deal again from the start, by the same dealer: the same hand."""
        self._start(self._deal_game(self.deal, dealer=self.game.dealer))

    def start_over(self) -> None:
        """Leave the hand in play (one kept from before too) and deal as the table first did:
        the first deal, by the first dealer (a lesson's words about its first hand, «le carte
        le hai date tu», are true of it). A call for a cell or a lesson: the table has no
        button for it, as a learner's «start again» is ``again`` (the hand in play) or
        ``new_deal``, and a third way back read as one of those."""
        self._start(self._deal_game(self._first_seed))

    def next_dealer(self) -> int:
        """Who deals the next hand: the seat after this hand's dealer, the one who led its
        first trick (the deal passes on in the order of play, as a match's hands do)."""
        return (self.game.dealer + 1) % self.game.players

    def keep_in(self, store: Any, key: str) -> None:
        """Save this table's hand in ``store`` (a ``Progress``) under ``key`` after every move,
        and take up the hand saved there, if any: a reload or a kernel restart finds the hand
        as it was, to carry on or play again from its start."""
        self._keep = (store, key)
        saved = store.saved_game(key)
        if saved is None or self._kept_for_another_deal(saved):
            self._save()
            return
        try:
            game = self._restore(self._saved_for_this_seat(saved))
        except (SaveFormatError, InvalidOptionError):
            self._save()
            self._note_key = "table.restore_failed"
            self._render()
            return
        self._finished = self._saved_finished(saved)
        # A hand the learner has not touched yet comes back without a word.
        self._start(game, restored=self._touched(game), hinted=self._saved_hints(saved, game))

    @staticmethod
    def _saved_finished(saved: str) -> set[tuple[int, int]]:
        """The deals finished before, as kept (none in a hand kept before they were)."""
        finished = json.loads(saved).get("finished", [])
        if not isinstance(finished, list):
            return set()
        return {(deal, dealer) for deal, dealer in
                (pair for pair in finished if isinstance(pair, list) and len(pair) == 2)
                if isinstance(deal, int) and isinstance(dealer, int)}

    @staticmethod
    def _saved_hints(saved: str, game: Any) -> frozenset[int]:
        """The moments a hint was asked in the kept hand (none in a hand saved before hints
        were kept, or in a broken list): a reload does not make the hints asked free."""
        hints = json.loads(saved).get("hints", [])
        total = len(game.actions())
        if not isinstance(hints, list):
            return frozenset()
        return frozenset(h for h in hints
                         if isinstance(h, int) and not isinstance(h, bool) and 0 <= h <= total)

    @property
    def hints_asked(self) -> int:
        """The hints asked in this hand (several at one moment count once)."""
        return len(self._hinted)

    def judgement(self) -> Judgement:
        """The learner's costly decisions in the finished hand (``Judgement``): the hints
        asked count only where a hint costs."""
        if not self.game.is_over:
            raise InvalidOptionError("a hand is judged once it is over", "judgement")
        reviewed = self._hand_review()
        return Judgement(len(reviewed.mistakes), self._auction_mistakes(),
                         self.hints_asked if self.hints_cost else 0, reviewed.given_away)

    def _auction_mistakes(self) -> int:
        """The costly decisions before the play (Chiamata: the bids and the call)."""
        return 0

    def _hand_review(self) -> Any:
        """The review of the finished hand, worked out once (the stars and the Review button
        share it)."""
        if self._reviewed is None:
            # The same judge as the hints: a hint followed is never a mistake. The hints and
            # the auction's mistakes count with the plays for the stars' lines.
            counted = HINT_POINTS * (self.hints_asked if self.hints_cost else 0) + \
                AUCTION_POINTS * self._auction_mistakes()
            self._reviewed = review(self.game, self.seat, counted=counted)
        return self._reviewed

    def _touched(self, game: Any) -> bool:
        """Whether the learner has made a move in the kept ``game``."""
        return any(getattr(event, "seat", None) == self.seat for event in game.actions())

    def hint(self) -> Any:
        """Show (and return) the advisor's ranking of the learner's cards, or None when it is
        not the learner's turn."""
        if not self._can_act():
            self._render(message=self._why_not() or t("table.hint_wait", self._lang))
            return None
        advice = advise(self.game.view(self.seat))
        self._show_panel("hint", advice)
        return advice

    def review(self) -> Any:
        """Show (and return) the review of the learner's plays once the hand is over."""
        if not self.game.is_over:
            self._render(message=t("table.review_wait", self._lang))
            return None
        result = self._hand_review()
        self._show_panel("review", result)
        return result

    def step(self, delta: int) -> None:
        """Look ``delta`` actions back (negative) or forward through the hand."""
        total = len(self.game.actions())
        now = total if self._moment is None else self._moment
        moment = min(max(0, now + int(delta)), total)
        self.show_moment(None if moment == total else moment)

    def show_moment(self, moment: Optional[int]) -> None:
        """Show the hand after its first ``moment`` actions (None: the game as it stands)."""
        self._past = None if moment is None else self.game.at(moment)
        self._moment = moment
        self._render()

    @property
    def open_hands(self) -> bool:
        """Every hand face up, for a teacher explaining a hand (a ``teacher=True`` table)."""
        return self._open_hands

    @open_hands.setter
    def open_hands(self, value: bool) -> None:
        if not self.teacher:
            raise InvalidOptionError("open hands are for a teacher's table: PlayTable(teacher=True)",
                                     "open_hands")
        self._open_hands = bool(value)
        self.open_toggle.value = self._open_hands
        self._render()

    # -- the flow of the hand --------------------------------------------------------------

    def _deal_game(self, seed: Optional[int], dealer: Optional[int] = None) -> Any:
        """A hand to play (deal ``seed``, or a fresh one) dealt by ``dealer`` (None: the
        table's first dealer, its ``dealer`` option or seat 0); a match table takes its
        match's."""
        options = self._options if dealer is None else {**self._options, "dealer": dealer}
        return new_game(seed=seed, **options)

    def _kept_for_another_deal(self, saved: str) -> bool:
        """Whether the kept hand was dealt for another first deal than this table's (a learner
        in JupyterLab changed the seed in the cell): then the new deal is what they asked for."""
        try:
            kept = json.loads(saved)
        except ValueError:
            return False
        return isinstance(kept, dict) and "first" in kept and kept["first"] != self._first_seed

    def _saved_for_this_seat(self, saved: str) -> str:
        """The saved game's text, if it was this learner's seat (a broken envelope or another
        seat: refused like a broken game)."""
        try:
            kept = json.loads(saved)
        except ValueError:
            kept = None
        if not isinstance(kept, dict) or kept.get("seat") != self.seat or not isinstance(kept.get("game"), str):
            raise SaveFormatError("the kept hand is not this learner's seat's", "saved_seat")
        return kept["game"]

    def _restore(self, saved: str) -> Any:
        """The game of a saved text, if it is a hand of this table's kind."""
        game = Game.from_json(saved)
        if not isinstance(game, (ClassicGame, ChiamataGame)):
            raise InvalidOptionError("the saved hand is of another kind of table", "saved_kind")
        if game.rules != self._deal_game(game.seed if game.seed is not None else 0).rules:
            raise InvalidOptionError("the saved hand is of another kind of table", "saved_kind")
        return game

    def _saved_text(self) -> str:
        return self.game.to_json()

    def _save(self) -> None:
        if self._keep is not None:
            store, key = self._keep
            store.save_game(key, json.dumps({"first": self._first_seed, "seat": self.seat,
                                             "game": self._saved_text(),
                                             "hints": sorted(self._hinted),
                                             "finished": sorted(self._finished)}))

    def _start(self, game: Any, restored: bool = False, hinted: frozenset[int] = frozenset()) -> None:
        self.game = game
        self._pacer.restart()
        self._moving = False                     # a move under way for the last hand is dropped
        self._hands_dealt += 1
        self._bots = {seat: make_bot(level, seed=self.deal * 10 + seat)
                      for seat, level in self._levels.items()}
        self._moment, self._past, self._thinking = None, None, None
        self._ended = restored and game.is_over      # a finished hand kept: already counted
        self._restored = restored
        self._panel_kind = None
        self._hinted, self._reviewed = set(hinted), None
        self.replay = self._deal_key() in self._finished
        self._selected: set[Card] = set()
        # What the table says until the learner's next move, in whatever language is on (a
        # finished hand kept says nothing: its result is on the felt).
        self._note_key = self._restored_note if restored and not game.is_over else ""
        self._advance()

    def _learner_acted(self) -> None:
        """After the learner's move: the hint was for the last position; the others answer."""
        self._note_key = ""
        if self._panel_kind in HINT_PANELS:
            self._panel_kind = None
        self._moved()
        self._advance()

    def _moved(self) -> None:
        """A move was made: keep the hand, and give the next computer move its pause (a
        longer one when the move finished a trick: the front end shows it whole first)."""
        self._save()
        actions = self.game.actions()
        finished = bool(actions) and isinstance(actions[-1], Play) and not self.game.table
        bidding = getattr(self.game, "phase", "play") != "play"
        self._pacer.moved(pacing.TRICK_GAP if finished else pacing.BID_GAP if bidding else pacing.MOVE_GAP)

    def _computer_to_act(self) -> bool:
        return not self.game.is_over and self.game.current_player != self.seat

    def _advance(self) -> None:
        """Let the computer players act until it is the learner's turn or the hand is over:
        at once, or (paced) one move at a time in the background."""
        if self._computer_to_act():
            if self._pacer.paced:
                self._render()
                if self._seen and not self._moving:
                    self._next_computer_move()
                return
            while self._computer_to_act():
                play_turn(self.game, self._bots[self.game.current_player])
            self._save()
        self._settle()

    def _next_computer_move(self) -> None:
        self._moving = True
        seat, epoch = self.game.current_player, self._pacer.epoch
        bot = self._bots[seat]
        make_extras(self.game, seat, bot)        # accusi, the sette leva, a sign: on the spot
        view = self.game.view(seat)
        self._pacer.work(epoch, lambda: decide(bot, view),
                         lambda decision: self._computer_moved(seat, decision),
                         lambda: self._show_thinking(seat))

    def _show_thinking(self, seat: int) -> None:
        self._thinking = seat
        self._render()

    def _computer_moved(self, seat: int, decision: Any) -> None:
        self._thinking, self._moving = None, False
        if self.game.current_player != seat:
            return
        try:
            carry_out(self.game, seat, decision)
        except (BriscolaError, TypeError, ValueError):
            # a bot that failed or chose wrong: the simplest legal move instead
            carry_out(self.game, seat, decide(make_bot("random", seed=self.deal), self.game.view(seat)))
        self._moved()
        self._advance()

    def _settle(self) -> None:
        """The learner's turn, or the end of the hand."""
        self._thinking = None
        if self.game.is_over and not self._ended:
            self._ended = True
            self.stars_earned = None
            for callback in self._on_end:
                callback(self.game.outcome())
            self._finished.add(self._deal_key())
        self._render()

    def _deal_key(self) -> tuple[int, int]:
        return (self.deal, self.game.dealer)

    def _refused(self, verify: Callable[..., Any], *args: Any) -> str:
        """Why the learner may not do this now ('' if they may): the table's own reasons (a
        past moment on show, the turn), then the engine's answer (``verify``), in the
        learner's words."""
        why = self._why_not()
        if why:
            return why
        try:
            verify(*args)
        except BriscolaError as error:
            return refusal(error, self._lang)
        return ""

    def _why_not(self) -> str:
        if self._moment is not None:
            return t("table.watching", self._lang)
        if self.game.is_over:
            return t("table.hand_is_over", self._lang)
        if self.game.current_player != self.seat:
            return t("table.not_your_turn", self._lang,
                     player=named(self._names()[self.game.current_player], self._lang, "a"))
        return ""

    def _can_act(self) -> bool:
        return not self._why_not()

    def _on_board(self, content: dict) -> None:
        """A message from the browser: a card to play or pick, or a result panel's button."""
        event = content.get("event")
        if event == "seen" and len(content) == 1:
            self._first_seen()
        elif event == "hint" and len(content) == 1:
            if self.hints:                # the H key; a table without hints has nothing to say
                self.hint()
        elif event in ("play", "pick") and isinstance(content.get("card"), str):
            if self._late_click(content["card"]):
                return
            (self.play if event == "play" else self.pick)(content["card"])
        elif isinstance(event, str) and event in self._panel_events() and len(content) == 1:
            self._panel_events()[event]()
        else:
            self._render(message=t("table.bad_event", self._lang))

    def _panel_events(self) -> dict[str, Callable[[], Any]]:
        """What the result panel's buttons send (bare events), and what each does."""
        return {"review": self.review, "again": self.again, "new": self.new_deal}

    def _first_seen(self) -> None:
        """The table came into view on the page: the computer may start moving."""
        if not self._seen:
            self._seen = True
            self._advance()

    def pick(self, card: Any) -> None:
        """A card picked in the hand (Chiamata col monte: the discards); nothing here."""
        self._render(message=t("table.bad_event", self._lang))

    def _late_click(self, code: str) -> bool:
        """A click that raced the table: sent while the computer was moving, or a second
        click on a card already played. Nothing to do, and nothing to say."""
        if self._moment is not None or self.game.is_over:
            return False
        if self.game.current_player != self.seat:
            return True
        played = {event.card.code() for event in self.game.actions()
                  if isinstance(event, Play) and event.seat == self.seat}
        return code in played

    # -- drawing ---------------------------------------------------------------------------

    def _names(self) -> dict[int, str]:
        view = self.game.view(self.seat)
        return seat_names(view.players, self.seat, view.partners, self._lang)

    def _shown_game(self) -> Any:
        return self._past if self._past is not None else self.game

    def _hand_id(self) -> str:
        return f"{self.deal}:{self._hands_dealt}"

    def _render(self, message: str = "", kind: str = "refusal") -> None:
        if not message and self._note_key:
            message, kind = t(self._note_key, self._lang), "note"
        game = self._shown_game()
        view = game.view(self.seat)
        # A teacher opens every hand; at a table where partners show each other their cards
        # in the last three tricks, the view holds the partner's hand then.
        open_hands = ({s: game.view(s).hand for s in range(view.players)}
                      if self._open_hands else dict(getattr(view, "partner_hands", ())) or None)
        self.board.scene = table_scene(
            view, self._lang, self._style, names=self._names(), hand_id=self._hand_id(),
            mode=self._mode(view), status=self._status(view), show_points=self.show_points,
            open_hands=open_hands, message=message, message_kind=kind, info=self._info(view),
            notes=self._notes(view), thinking=self._thinking, selected=self._selected,
            result=self._result() if self._moment is None else None,
            size="projector" if self._projector else "normal", reveal=self._reveals, hints=self.hints,
            counterclockwise=getattr(view.rules, "direction", "counterclockwise") == "counterclockwise")
        self._update_controls(view)

    def _mode(self, view: Any) -> str:
        """What a click on the learner's hand does now (scene.MODES)."""
        if self._moment is not None:
            return "watch"
        if self.game.is_over:
            return "over"
        return "play" if self.game.current_player == self.seat else "wait"

    def _status(self, view: Any) -> str:
        if self._moment is not None:
            return t("table.status_watching", self._lang, step=self._moment,
                     total=len(self.game.actions()))
        return status_text(view, self._lang, self._names())

    def _info(self, view: Any) -> list[str]:
        lines = [t("table.deal", self._lang, number=self.deal)] if self.teacher else []
        if self.hints_cost and self.replay and not self.game.is_over:
            lines.append(t("table.replay_no_stars", self._lang))
        elif self.hints_cost and self.hints and not self.game.is_over:
            # said before the first hint is asked, and counted after
            lines.append(t("table.hint_costs_asked", self._lang, count=self.hints_asked,
                           each=HINT_POINTS)
                         if self._hinted else t("table.hint_costs", self._lang, each=HINT_POINTS))
        number = len(view.tricks) + 1
        names = self._names()
        seen = sorted({s for trick, _giver, _sign, seen_by in getattr(view, "intercepted", ())
                       if trick == number for s in seen_by})
        if seen:
            key = "table.intercepted" if len(seen) == 1 else "table.intercepted_many"
            lines.append(t(key, self._lang, players=", ".join(names[s] for s in seen)))
        return lines

    def _notes(self, view: Any) -> dict[int, list[str]]:
        """Short texts on the seats: the sign each gave in the trick under way, as this
        learner saw it, and the accusi declared in it."""
        notes: dict[int, list[str]] = {}
        number = len(view.tricks) + 1
        for trick, giver, sign, reference in (view.read_signals() if getattr(view, "signals", ()) else ()):
            if trick == number:
                notes.setdefault(giver, []).append(t(
                    "table.sign_seen", self._lang, gesture=sign.gesture(self._lang),
                    meaning=sign.meaning(self._lang, view.relative_signals, reference)))
        for declared in self._fresh_declarations():
            # on the learner's own seat, "You declared"; on the others', "Declared"
            key = "table.declared_you" if declared.seat == self.seat else "table.declared"
            notes.setdefault(declared.seat, []).append(t(
                key, self._lang, suit=declared.suit.name_in(self._lang), points=declared.points))
        return notes

    def _fresh_declarations(self) -> list[Any]:
        """The accusi declared in the trick under way (each shown on its seat until the
        trick is taken; the pile line keeps their points)."""
        found = []
        for event in reversed(self._shown_game().history):
            if isinstance(event, TakeTrick):
                break
            if isinstance(event, Declare):
                found.append(event)
        return found[::-1]

    # -- the result panel on the felt ------------------------------------------------------

    def _result(self) -> Optional[dict]:
        if not self.game.is_over:
            return None
        outcome = self.game.outcome()
        won = None if outcome.is_draw else self.seat in outcome.winners
        return {"title": self._result_title(outcome, won), "won": won,
                "lines": self._result_lines(outcome), "standing": self._standing(outcome),
                "stars": self.stars_earned, "stars_label": t("table.stars_earned", self._lang),
                "buttons": self._result_buttons(), "link": self._next_link()}

    def _team(self, outcome: Any) -> bool:
        return any(self.seat in seats and len(seats) > 1 for seats in outcome.sides)

    def _result_title(self, outcome: Any, won: Optional[bool]) -> str:
        team = "team_" if self._team(outcome) else "you_"
        key = "table.result_draw" if won is None else f"table.result_{team}{'won' if won else 'lost'}"
        return t(key, self._lang)

    def _result_lines(self, outcome: Any) -> list[dict]:
        """Each side with its points, the learner's side first; accusi named where made."""
        view, names, lang = self.game.view(self.seat), self._names(), self._lang
        declared = view.declared_by_seat   # every view has it (Chiamata: zeros)
        lines = []
        order = sorted(range(len(outcome.sides)), key=lambda i: self.seat not in outcome.sides[i])
        for index in order:
            seats = outcome.sides[index]
            points, extra = outcome.points_by_side[index], sum(declared[s] for s in seats)
            text = t("table.result_points_declared" if extra else "table.result_points", lang,
                     points=points, declared=extra)
            lines.append({"who": self._side_name(seats, names), "points": text,
                          "mine": self.seat in seats})
        return lines

    def _side_name(self, seats: Any, names: dict[int, str]) -> str:
        lang = self._lang
        if self.seat in seats:
            return names[self.seat] if len(seats) == 1 else t(
                "table.side_you_partner" if len(seats) == 2 else "table.side_your_team", lang)
        if len(seats) == 1:
            return names[seats[0]]
        return t("table.side_opponents", lang)

    def _standing(self, outcome: Any) -> str:
        return ""

    def _result_buttons(self) -> list[dict]:
        lang, found = self._lang, list[dict[str, Any]]()
        if self.hints and self._reviewable():
            found.append({"event": "review", "label": t("table.review", lang)})
        found.append({"event": "again", "label": t("table.again", lang),
                      "title": self._restart_title("again")})
        found.append({"event": "new", "label": t("table.new_deal", lang), "main": True,
                      "title": self._restart_title("new")})
        return found

    def _restart_title(self, event: str) -> str:
        """The tooltip of a restart button ("again" or "new"), the same on the bar and on the
        result panel; at a final table, replaying a hand is said to earn no stars."""
        if event == "new":
            return t("table.new_deal_title", self._lang)
        key = "table.again_title_final" if self.hints_cost else "table.again_title"
        return t(key, self._lang, number=self.deal)

    def _next_link(self) -> Optional[dict]:
        if self.next_lesson is None:
            return None
        href, titles = self.next_lesson
        return {"href": href, "label": t("table.next_lesson", self._lang, title=titles[self._lang])}

    # -- controls --------------------------------------------------------------------------

    def _build_controls(self) -> None:
        self.hint_button = button(self.hint, hideable=True, icon="lightbulb-o")
        self.review_button = button(self.review, hideable=True, icon="list")
        self.new_button = button(self.new_deal, icon="refresh")
        self.again_button = button(self.again, hideable=True, icon="repeat")
        # One line beside the two restart buttons says how they differ (their tooltips, too).
        self.restart_note = html_text(layout=widgets.Layout(margin="0 0 0 6px"))
        self.pack = widgets.ToggleButtons(options=[("", "italian"), ("", "french")],
                                          value=self._style, style={"button_width": "6.5em"})
        self.pack_label = html_text(layout=shared(widgets.Layout, margin="0 4px 0 14px"))
        self._relabelling = False
        self.pack.observe(self._set_style, "value")
        switches: list[Any] = []
        if self._switches:           # a lesson page has its own: a table on its own needs these
            self.language = widgets.ToggleButtons(
                options=[(name, lang) for lang, name in LANGUAGE_NAMES], value=self._lang,
                style={"button_width": "6em"})
            self.language.observe(lambda change: setattr(self, "lang", change["new"]), "value")
            self.projector = widgets.ToggleButton(value=self._projector, icon="arrows-alt")
            self.projector.observe(lambda change: setattr(self, "big", change["new"]), "value")
            switches = [self.language, self.projector]
        self._open_hands = False
        teachers: list[Any] = []
        if self.teacher:             # the teacher's tools exist on a teacher's table only
            self.back_button = button(lambda: self.step(-1))
            self.forward_button = button(lambda: self.step(1))
            self.live_button = button(lambda: self.show_moment(None))
            self.open_toggle = widgets.ToggleButton(value=False, icon="eye")
            self.open_toggle.observe(lambda change: setattr(self, "open_hands", change["new"]), "value")
            teachers = [self.back_button, self.forward_button, self.live_button, self.open_toggle]
        self.actions = widgets.HBox(layout=shared(widgets.Layout, flex_flow="row wrap", align_items="center"))
        self.bar = widgets.HBox([self.hint_button, self.review_button, self.new_button,
                                 self.again_button, self.restart_note, self.pack_label,
                                 self.pack, *switches],
                                layout=shared(widgets.Layout, flex_flow="row wrap", align_items="center"))
        self.teacher_bar = widgets.HBox(teachers, layout=shared(widgets.Layout, flex_flow="row wrap"))
        self.panel = widgets.VBox()
        self._shown_actions: Optional[tuple] = None
        self._advice = Row(on_event=self._on_advice)   # the hint or the review, redrawn in place
        keep(self._advice)
        self._advice_actions: list[Callable[[], None]] = []

    def _set_style(self, change: dict) -> None:
        if self._relabelling or change["new"] == self._style:
            return
        self._style = change["new"]
        self._render()

    def _update_controls(self, view: Any) -> None:
        lang = self._lang
        if self._switches:
            self.language.value = lang
        labels = [(self.hint_button, "table.hint"), (self.review_button, "table.review"),
                  (self.new_button, "table.new_deal"), (self.again_button, "table.again")]
        if self._switches:
            labels.append((self.projector, "table.projector"))
        if self.teacher:
            labels += [(self.back_button, "table.back"), (self.forward_button, "table.forward"),
                       (self.live_button, "table.live"), (self.open_toggle, "table.open_hands")]
        for widget, key in labels:
            widget.description = t(key, lang)
        self.pack_label.value = html.escape(t("table.pack", lang)) + ":"
        options = ((t("table.pack_italian", lang), "italian"), (t("table.pack_french", lang), "french"))
        if tuple(self.pack.options) != options:
            self._relabelling = True       # new options reset the value: not the learner's choice
            self.pack.options = options
            self.pack.value = self._style
            self._relabelling = False
        self.again_button.tooltip = self._restart_title("again")
        self.new_button.tooltip = self._restart_title("new")
        self.restart_note.value = f'<small>{html.escape(t("table.restart_note", lang))}</small>'
        self.hint_button.tooltip = t("table.hint_costs_title", lang, each=HINT_POINTS) if self.hints_cost else ""
        self.hint_button.layout.display = None if self.hints else "none"
        self.review_button.layout.display = None if self.hints and self._reviewable() else "none"
        self.hint_button.disabled = not self._can_act()
        self.review_button.disabled = not self.game.is_over
        if self.teacher:
            self.live_button.disabled = self._moment is None
        (self.add_class if self._projector else self.remove_class)("bt-big")
        actions_key = self._actions_key()
        if actions_key != self._shown_actions:   # rebuilt only when they change: no churn of widgets
            self._shown_actions = actions_key
            show_in(self.actions, self._action_buttons(view))
        self._draw_panel()

    def _actions_key(self) -> tuple:
        """What the action buttons depend on."""
        return (self._lang, self._style, self._moment, len(self.game.history), self._can_act(),
                frozenset(self._selected))

    def _reviewable(self) -> bool:
        return True

    def _action_buttons(self, view: Any) -> tuple:
        """Accusi, the sette leva and partner signs, when the learner may make them now; while
        an earlier moment is on show, the way back and forth through the hand and back to it."""
        if self._moment is not None:
            return self._watch_buttons(self._moment)
        if not self._can_act():
            return ()
        lang, found = self._lang, []
        for suit in getattr(view, "legal_declarations", ()):
            found.append(button(partial(self.declare, suit),
                                description=t("table.declare", lang, suit=suit.name_in(lang))))
        if getattr(view, "can_swap_seven", False):
            found.append(button(self.swap_seven, description=t("table.swap_seven", lang)))
        found.extend(self._sign_buttons(view))
        return tuple(found)

    def _sign_buttons(self, view: Any) -> tuple:
        """The signs the learner may give now, each a button (the gesture) beside what it
        says. With relative signs the five references are offered whatever the hand holds (a
        reference claims no card): they stand apart from the signs about the learner's own
        cards, under a line that says why."""
        signs = getattr(view, "legal_signals", ())
        if not signs:
            return ()
        lang, relative, reference = self._lang, view.relative_signals, view.partner_reference()
        chips = {sign: self._sign_chip(sign, sign.meaning(lang, relative, reference))
                 for sign in signs}
        row = partial(widgets.HBox, layout=shared(widgets.Layout, flex_flow="row wrap",
                                                  align_items="center"))
        if not relative:
            box = row([html_text(f"<b>{html.escape(t('table.sign_prompt', lang))}</b>"),
                       *chips.values()])
            box.add_class("bt-signs")
            return (box,)
        own = [chip for sign, chip in chips.items() if sign not in REFERENCES]
        references = [chip for sign, chip in chips.items() if sign in REFERENCES]
        heading = f"<b>{html.escape(t('table.sign_own', lang))}</b>"
        if not own:
            heading += " " + html.escape(t("table.sign_own_none", lang))
        why = (f"<div style='line-height:1.35;margin:2px 0'><b>"
               f"{html.escape(t('table.sign_references', lang))}</b> "
               f"{html.escape(t('table.sign_references_why', lang))}</div>")
        # each group framed on its left, the references in the colour of a note
        group = lambda colour: shared(widgets.Layout, border_left=f"4px solid {colour}",
                                      padding="0 0 0 8px", margin="4px 0")
        box = widgets.VBox([widgets.VBox([row([html_text(heading), *own])],
                                         layout=group("#2e7d4f")),
                            widgets.VBox([html_text(why), row(references)],
                                         layout=group("#d4a017"))],
                           layout=shared(widgets.Layout, width="100%"))
        box.add_class("bt-signs")
        return (box,)

    def _sign_chip(self, sign: Any, meaning: str) -> widgets.Widget:
        """One sign: its gesture on the button, what it says in view beside it."""
        press = button(partial(self.signal, sign), description=sign.gesture(self._lang),
                       tooltip=meaning)
        said = html_text(f"<span style='opacity:.8'>{html.escape(meaning)}</span>")
        return widgets.HBox([press, said], layout=shared(widgets.Layout, align_items="center",
                                                         margin="0 14px 0 0"))

    def _watch_buttons(self, moment: int) -> tuple:
        lang, total = self._lang, len(self.game.actions())
        back = button(lambda: self.step(-1), description=t("table.back", lang))
        forward = button(lambda: self.step(1), description=t("table.forward", lang))
        live = button(lambda: self.show_moment(None), description=t("table.live", lang),
                      button_style="success")
        back.disabled = moment == 0
        forward.disabled = moment >= total
        return (back, forward, live)

    def _act(self, verify: Callable[..., Any], action: Callable[..., Any], *args: Any) -> None:
        """An action besides a card (an accuso, the sette leva, a sign), asked of the engine."""
        why = self._refused(verify, *args)
        if why:
            self._render(message=why)
            return
        event = action(*args, seat=self.seat)
        self._save()
        self._render(message=self._acted_note(event), kind="note")

    def _acted_note(self, event: Any) -> str:
        """What the table says after an accuso, the sette leva or a sign."""
        lang = self._lang
        if isinstance(event, SignalGiven):
            view = self.game.view(self.seat)
            meaning = event.sign.meaning(lang, view.relative_signals, view.partner_reference())
            return t("table.sign_sent", lang, meaning=meaning)
        if isinstance(event, SwapSeven):
            # the cards as this pack names them (a French pack's "Donna", not "Cavallo")
            return t("table.swapped_seven", lang, seven=card_name(event.seven, lang, self._style),
                     taken=card_name(event.taken, lang, self._style))
        return ""

    # -- the hint and review panel ---------------------------------------------------------

    def _show_panel(self, kind: str, content: Any) -> None:
        self._panel_kind, self._panel_content = kind, content
        self._panel_reveals += 1          # the panel comes into view where it opens
        if kind in HINT_PANELS and len(self.game.actions()) not in self._hinted:
            self._hinted.add(len(self.game.actions()))
            self._save()              # kept with the hand: a reload does not forget it
        self._render()

    def _draw_panel(self) -> None:
        items = self._panel_items()
        if items is None:
            self._advice.scene = {}      # a hidden hint keeps no old hand's cards in the browser
            self._advice_actions = []
            show_in(self.panel, ())
            return
        title, cards, actions = items
        self._advice_actions = actions
        self._advice.scene = {"layout": "list", "title": title, "style": self._style,
                              "size": "projector" if self._projector else "normal",
                              "lang": self._lang, "cards": cards, "reveal": self._panel_reveals}
        show_in(self.panel, (self._advice,))

    def _panel_items(self) -> Optional[tuple[str, list[dict], list[Callable[[], None]]]]:
        """The panel under the table: (title, cards with notes, what each card's button does)."""
        lang = self._lang
        if self._panel_kind == "hint":
            # the figures beside each card are the reason's own: one way of showing a chance
            cards = [card_entry(item.card, lang, self._style, tone="best" if item.rank == 1 else "",
                                heading=f"{item.rank}. {card_name(item.card, lang, self._style)}"
                                        f" · {item.figures(lang)}",
                                note=item.reason(lang))
                     for item in self._panel_content.cards]
            return t("table.hint_title", lang), cards, []
        if self._panel_kind == "review":
            return self._review_items(self._panel_content)
        return None

    def _review_items(self, result: Any) -> tuple[str, list[dict], list[Callable[[], None]]]:
        """Why the hand went as it did on top (an entry with no card and nothing to press),
        then each play of the learner, the mistakes with what they cost."""
        lang, cards, actions = self._lang, [], []
        if result.summary(lang):
            heading = t("review.summary_title", lang)
            cards.append({"code": "", "label": heading, "heading": heading,
                          "note": result.summary(lang)})
            actions.append(lambda: self._render(message=t("table.bad_event", self._lang)))
        if self.hints_cost:         # a final table: what its stars counted
            heading, judged = t("table.judgement_title", lang), self.judgement()
            cards.append({"code": "", "label": heading, "heading": heading,
                          "note": self._judgement_text(judged)})
            actions.append(lambda: self._render(message=t("table.bad_event", self._lang)))
        for item in result.items:
            note = " ".join(filter(None, (item.text(lang), item.cost(lang))))
            cards.append(card_entry(item.played, lang, self._style, note=note,
                                    tone="mistake" if item.is_mistake else "good",
                                    action=t("table.replay_trick", lang, trick=item.trick)))
            actions.append(partial(self._show_trick, item.trick))
        title = t("table.review_title", lang)
        if not result.mistakes:
            title += " · " + t("table.review_none", lang)
        return title, cards, actions

    def _judgement_text(self, judged: Judgement) -> str:
        return judgement_text(judged, self._lang)

    def _on_advice(self, content: dict) -> None:
        """A button in the review: show that trick again."""
        index = content.get("index")
        if content.get("event") == "action" and isinstance(index, int) and not isinstance(index, bool) \
                and 0 <= index < len(self._advice_actions):
            self._advice_actions[index]()
        else:
            self._render(message=t("table.bad_event", self._lang))

    def _show_trick(self, number: int) -> None:
        """An earlier trick from the review, on the felt: the felt comes into view (it may
        have scrolled off above the review)."""
        self._reveals += 1
        self.show_moment(self._moment_of_trick(number))

    def _moment_of_trick(self, number: int) -> int:
        """The moment just before the learner's card in trick ``number`` (1-based)."""
        plays = 0
        for index, event in enumerate(self.game.actions()):
            if isinstance(event, Play):
                if event.seat == self.seat and plays // self.game.players == number - 1:
                    return index
                plays += 1
        raise ValueError(f"the learner played no card in trick {number!r}")

__all__ = ["HINT_PANELS", "LANGUAGES", "Judgement", "PlayTable", "check_levels", "check_style"]
