"""The parts every game shares: the variant registry, seeds, reading cards and seats, saving.

Each variant is a subclass of ``Game`` registered under a name; ``new_game(name, ...)`` and
``Game.from_json`` find it there.

Seeds: a deal number (1..``MAX_SEED``) is for the lessons, shown so the same deal can be
played again; anyone can try them all, so a table between learners (a class table, a
tournament) deals from ``secret_seed()`` instead, kept on the server and never sent.
``hand_seed`` gives each hand of a match or a round its own seed of the same kind.
"""

from __future__ import annotations

import hashlib
import random
import secrets
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Iterable, Optional, TypeVar

from ..cards import Card
from ..errors import BriscolaError, IllegalPlayError, InvalidCardError, InvalidOptionError, SaveFormatError
from ..history import Deal, Event, seal, unseal

_VARIANTS: dict[str, type["Game"]] = {}
# A variant's class: ``ClassicGame.from_json`` and ``game.at(n)`` give a game of that class.
G = TypeVar("G", bound="Game")

# Deal numbers are shown to learners ("deal 48213") so the same deal can be played again.
MAX_SEED = 999_999
# Seeds from ``secret_seed`` are this or more (and below twice this): 128 random bits on top.
SECRET_SEEDS = 2 ** 128


def register(*names: str):
    def decorate(cls: type["Game"]) -> type["Game"]:
        for name in names:
            _VARIANTS[name] = cls
        return cls
    return decorate


def variant_class(name: Any) -> type["Game"]:
    if not isinstance(name, str) or name.lower() not in _VARIANTS:
        known = ", ".join(sorted(_VARIANTS))
        raise InvalidOptionError(f"unknown variant {name!r}: expected one of {known}",
                                 "variant_unknown", value=repr(name), choices=sorted(_VARIANTS))
    return _VARIANTS[name.lower()]


def new_game(variant: str = "classic", **options: Any) -> "Game":
    """Start a hand of ``variant`` ("classic", "151"); the options are the variant's."""
    return variant_class(variant).new(variant=variant.lower(), **options)


def check_seed(seed: Any) -> int:
    """A deal number: the one given (a non-negative int) or a fresh random one."""
    if seed is None:
        return random.SystemRandom().randint(1, MAX_SEED)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise InvalidOptionError(f"seed must be a non-negative integer or None, not {seed!r}",
                                 "seed", value=repr(seed))
    return seed


def secret_seed() -> int:
    """A seed for a deal between learners: 128 bits from ``secrets``, which nobody can guess
    or try one by one (a deal number's million can be tried in seconds, against one's own
    cards). Whoever knows it knows every hand it deals: keep it on the server."""
    return SECRET_SEEDS + secrets.randbits(128)


def hand_seed(seed: int, number: int) -> int:
    """The seed of hand ``number`` (0 first) of a match or a round of hands started from
    ``seed``. From a deal number, a deal number: draw ``number`` (0 first) of
    ``random.Random(seed)``, as ever, so a lesson's match plays the same hands again. From a
    secret seed (``secret_seed``), a secret seed: SHA-256 of it and the number, so no hand
    falls back into a space one can search, and no hand tells of another."""
    if seed >= SECRET_SEEDS:
        digest = hashlib.sha256(f"hand {number} of {seed}".encode("ascii")).digest()
        return int.from_bytes(digest, "big")
    draws = random.Random(seed)
    return [draws.randint(1, MAX_SEED) for _ in range(number + 1)][-1]


def check_seat(seat: Any, players: int, what: str = "seat") -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        raise InvalidOptionError(f"{what} must be a seat number 0-{players - 1}, not {seat!r}",
                                 "seat", value=repr(seat), players=players, what=what)
    return seat


def allowed(verify: Callable[..., Any], *args: Any) -> bool:
    """Whether ``verify(*args)`` passes: the ``can_x`` of a ``verify_x`` (never raises)."""
    try:
        verify(*args)
    except BriscolaError:
        return False
    return True


def read_card(card: Any, where: str) -> Card:
    """``Card.parse`` with the situation added to the message."""
    try:
        return Card.parse(card)
    except InvalidCardError as error:
        raise InvalidCardError(f"{error} ({where})", error.code, **error.details) from None


class Game:
    """A hand being played. Subclasses hold the rules of one variant."""

    kind: ClassVar[str] = "game"
    _history: list[Event]
    _n: int   # the number of seats

    @classmethod
    def new(cls, **options: Any) -> "Game":
        raise NotImplementedError

    @property
    def history(self) -> tuple[Event, ...]:
        """Every event so far, the deal first."""
        return tuple(self._history)

    @property
    def is_over(self) -> bool:
        return self.current_player is None

    @property
    def current_player(self) -> Optional[int]:
        """The seat to act, or None when the hand is over."""
        return self._current

    def to_json(self) -> str:
        """The game as checksummed JSON text: rules, the deal and every action."""
        return seal(self.kind, self._json_body())

    def _json_body(self) -> dict:
        raise NotImplementedError

    @classmethod
    def from_json(cls: type[G], text: str) -> G:
        """Rebuild a game saved with ``to_json``; a changed or broken file is refused."""
        body = unseal("game", text)
        try:
            game_cls = variant_class(body.get("variant"))
        except InvalidOptionError as error:
            raise SaveFormatError(f"the saved game names {error}", "variant",
                                  found=repr(body.get("variant"))) from None
        if cls is not Game and not issubclass(game_cls, cls):
            raise SaveFormatError(f"the saved game is a {body.get('variant')!r} game, not a "
                                  f"{cls.__name__}", "variant", found=repr(body.get("variant")),
                                  expected=cls.__name__)
        game = game_cls._from_json_body(body)
        assert isinstance(game, cls)   # game_cls is cls or one of its variants, checked above
        return game

    @classmethod
    def _from_json_body(cls, body: dict) -> "Game":
        raise NotImplementedError

    def _actions(self) -> dict[str, Callable[..., Any]]:
        """The actions a saved game may hold, by the name ``Event.saved`` gives them."""
        raise NotImplementedError

    def _saved_actions(self) -> list[list]:
        return [event.saved() for event in self._history if event.is_action]

    def _apply_saved(self, action: Any) -> None:
        """Carry out one saved action ``[name, seat, arguments...]``, checked like any call."""
        if not isinstance(action, list) or len(action) < 2 or not isinstance(action[0], str):
            raise InvalidOptionError("an action is a list like ['play', seat, 'card']", "action")
        kind, seat, arguments = action[0], action[1], action[2:]
        method = self._actions().get(kind)
        if method is None:
            raise InvalidOptionError(f"unknown action {kind!r}", "action", name=kind)
        try:
            method(*arguments, seat=seat)
        except TypeError:
            raise InvalidOptionError(f"action {kind!r} does not take {len(arguments)} "
                                     "argument(s)", "action", name=kind,
                                     count=len(arguments)) from None

    def apply(self, action: Any) -> None:
        """Carry out one action written as a list, ``[name, seat, arguments...]``: the form a
        saved game keeps (``Event.saved()``) and the table server receives, e.g. ``["play", 1,
        "3c"]``. The seat must be given; the action is checked like the call it names, and a
        refused one changes nothing."""
        if isinstance(action, list) and len(action) >= 2:
            check_seat(action[1], self._n, "the action's seat")
        self._apply_saved(action)

    def replay_action(self, action: Event) -> None:
        """Carry out ``action``, an event of another game's ``actions()`` (a play, a bid, an
        accuso...), for the seat that took it: to step a copy of a hand through its record.
        Checked like any call; what followed from it (draws, tricks) follows here too."""
        if not isinstance(action, Event) or not action.is_action:
            raise InvalidOptionError(f"replay_action needs an action of a game's actions(), "
                                     f"not {action!r}", "action")
        self._apply_saved(action.saved())

    @classmethod
    def replay(cls: type[G], history: Iterable[Event]) -> G:
        """Rebuild a game from its history: the deal, then every action in order. What
        follows from the rules (draws, tricks, redeals, reveals) must come out the same."""
        events = list(history)
        if not events or not isinstance(events[0], Deal):
            raise SaveFormatError("a history starts with its Deal", "bad_history")
        game = cls(events[0])  # type: ignore[call-arg]  # each variant is built from its Deal
        for event in events[1:]:
            if event.is_action:
                game._apply_saved(event.saved())
        if game._history != events:
            raise SaveFormatError("the history's draws, tricks and reveals do not follow from "
                                  "its deal and actions", "bad_history")
        return game

    def actions(self) -> tuple[Event, ...]:
        """The actions taken so far (plays, bids, ...), without what followed from them."""
        return tuple(event for event in self._history if event.is_action)

    def at(self: G, actions: Any) -> G:
        """A new game: this hand as it stood after its first ``actions`` actions (0 is the
        deal). For stepping back and forward through a hand; this game is not changed."""
        total = len(self.actions())
        if not isinstance(actions, int) or isinstance(actions, bool) or not 0 <= actions <= total:
            raise InvalidOptionError(f"a moment of this hand is a number of actions 0-{total}, "
                                     f"not {actions!r}", "moment", value=repr(actions),
                                     last=total)
        game = type(self)(self._history[0])  # type: ignore[call-arg]  # built from its Deal
        for event in self.actions()[:actions]:
            game._apply_saved(event.saved())
        return game

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return type(self) is type(other) and self._history == other._history

    __hash__ = None  # type: ignore[assignment]  # a game changes as it is played

    _current: Optional[int]

    def _seat_to_act(self) -> int:
        """The seat to act, once a ``verify_`` has refused every action of a finished hand."""
        assert self._current is not None, "the hand is over"
        return self._current

    def _check_turn(self, seat: Any, what: str) -> None:
        """Refuse an action named for ``seat`` when it is not that seat's turn (None: any)."""
        if seat is None:
            return
        if not isinstance(seat, int) or isinstance(seat, bool) or seat != self._current:
            if self._current is None:
                raise IllegalPlayError(f"seat {seat!r} cannot {what}: the hand is over",
                                       "game_over", seat=_seat_data(seat))
            raise IllegalPlayError(f"seat {seat!r} cannot {what}: it is seat {self._current}'s "
                                   "turn", "wrong_turn", seat=_seat_data(seat),
                                   current=self._current)


def _seat_data(seat: Any) -> Any:
    """A seat for an error's details: the number given, or its ``repr`` when it is not one."""
    return seat if isinstance(seat, int) and not isinstance(seat, bool) else repr(seat)


@dataclass(frozen=True)
class Outcome:
    """How a hand ended. ``winners`` are the seats of the winning side, empty for a draw."""

    points_by_seat: dict[int, int]
    winners: tuple[int, ...]
    sides: tuple[tuple[int, ...], ...]
    points_by_side: tuple[int, ...]
    tricks_by_side: tuple[int, ...]

    @property
    def is_draw(self) -> bool:
        return not self.winners

    @property
    def winning_side(self) -> Optional[int]:
        """Index into ``sides`` of the winners, or None for a draw."""
        return self.sides.index(self.winners) if self.winners else None

    @property
    def cappotto(self) -> bool:
        """One side took every trick."""
        return sum(1 for tricks in self.tricks_by_side if tricks) == 1

    def score_of(self, seat: int) -> tuple[int, int]:
        """(points of ``seat``'s side, the best points of any other side)."""
        return side_against_rest(self.sides, self.points_by_side, seat)


def side_against_rest(sides: tuple[tuple[int, ...], ...], totals: tuple[int, ...],
                      seat: int) -> tuple[int, int]:
    """(the total of ``seat``'s side, the best total of any other side)."""
    side = next(i for i, seats in enumerate(sides) if seat in seats)
    return totals[side], max(v for i, v in enumerate(totals) if i != side)


def best_side(points_by_side: tuple[int, ...]) -> Optional[int]:
    """The side with the most points, or None when the top is shared (a draw)."""
    top = max(points_by_side)
    leaders = [i for i, points in enumerate(points_by_side) if points == top]
    return leaders[0] if len(leaders) == 1 else None
