"""The frozen events of a game's history, and the checksummed JSON envelope games are saved in.

A history starts with the ``Deal`` (chance: the order of the pack). Actions (``Play``,
``Declare``, ``SwapSeven``, ``SignalGiven``) are what players chose; the other events
(``Removed``, ``TakeTrick``, ``Draw``) follow from the rules and are recorded so a hand can
be narrated.
Replaying the deal and the actions rebuilds the same game.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any, ClassVar, Optional

from .cards import Card, Suit
from .errors import SaveFormatError
from .signals import Sign


@dataclass(frozen=True)
class Event:
    is_action: ClassVar[bool] = False

    def saved(self) -> list:
        """An action as saved in JSON: [name, seat, arguments...] (actions only)."""
        raise TypeError(f"{type(self).__name__} is not an action: it follows from the rules")


@dataclass(frozen=True)
class Deal(Event):
    """The pack, top card first, as the dealer dealt it; ``rules`` are the game's options."""

    rules: Any
    dealer: int
    pack: tuple[Card, ...]
    seed: Optional[int] = None


@dataclass(frozen=True)
class Removed(Event):
    """A 2 left the pack (3 players, "a 2 not of the trump suit"); a holder drew in its place."""

    card: Card
    seat: Optional[int] = None
    replacement: Optional[Card] = None


@dataclass(frozen=True)
class Play(Event):
    is_action: ClassVar[bool] = True
    seat: int
    card: Card

    def saved(self) -> list:
        return ["play", self.seat, self.card.code()]


@dataclass(frozen=True)
class Declare(Event):
    """An accuso (Briscola a 151): Cavallo and Re of ``suit`` held together."""

    is_action: ClassVar[bool] = True
    seat: int
    suit: Suit
    points: int

    def saved(self) -> list:
        return ["declare", self.seat, self.suit.value]


@dataclass(frozen=True)
class SwapSeven(Event):
    """The sette leva (Briscola a 151): the 7 of briscola taken for the turned card."""

    is_action: ClassVar[bool] = True
    seat: int
    seven: Card
    taken: Card

    def saved(self) -> list:
        return ["swap_seven", self.seat]


@dataclass(frozen=True)
class SignalGiven(Event):
    """A partner sign (RULES.md section 5): ``seen_by`` are the other seats that saw it, the
    giver's partners always, each opponent by the game's seeded chance of intercepting."""

    is_action: ClassVar[bool] = True
    seat: int
    sign: Sign
    seen_by: tuple[int, ...]

    def saved(self) -> list:
        return ["signal", self.seat, self.sign.value]


@dataclass(frozen=True)
class TakeTrick(Event):
    seat: int
    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True)
class Draw(Event):
    seat: int
    card: Card


# -- the saved-file envelope --------------------------------------------------------------

def _digest(body: dict) -> str:
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def seal(kind: str, body: dict) -> str:
    """JSON text of ``body`` with its ``format`` and a checksum that reveals later edits."""
    body = {"format": f"briscola-teach/{kind}", "version": 1, **body}
    return json.dumps({**body, "checksum": _digest(body)}, indent=1, ensure_ascii=False)


def unseal(kind: str, text: Any) -> dict:
    """The body of a sealed JSON text, or a ``SaveFormatError`` saying what is wrong."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="replace")
    if not isinstance(text, str):
        raise SaveFormatError(f"a saved {kind} is JSON text, not {type(text).__name__}", "not_text",
                              kind=kind)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveFormatError(
            f"this is not a saved {kind}: the JSON is broken at line {error.lineno}, "
            f"column {error.colno} ({error.msg})", "bad_json", kind=kind, line=error.lineno,
            column=error.colno) from None
    except (ValueError, RecursionError) as error:  # numbers too long, nesting too deep
        raise SaveFormatError(f"this is not a saved {kind}: the JSON cannot be read ({error})",
                              "bad_json", kind=kind) from None
    if not isinstance(data, dict):
        raise SaveFormatError(f"this is not a saved {kind}: expected a JSON object", "not_object",
                              kind=kind)
    if data.get("format") != f"briscola-teach/{kind}":
        raise SaveFormatError(
            f"this is not a saved {kind}: its format is {data.get('format')!r}, expected "
            f"'briscola-teach/{kind}'", "wrong_format", kind=kind,
            found=repr(data.get("format")))
    if data.get("version") != 1:
        raise SaveFormatError(f"saved {kind} version {data.get('version')!r} is not supported "
                              "(expected 1)", "wrong_version", kind=kind,
                              version=repr(data.get("version")))
    checksum = data.pop("checksum", None)
    if checksum != _digest(data):
        raise SaveFormatError(
            f"the saved {kind} was changed after it was saved (its checksum does not match); "
            "it cannot be trusted", "checksum", kind=kind)
    return data


def field(body: dict, name: str, kind: type, where: str = "saved game") -> Any:
    """``body[name]`` if it is of ``kind``, else a ``SaveFormatError`` naming the field."""
    value = body.get(name)
    ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
    if not ok:
        raise SaveFormatError(
            f"the {where}'s field {name!r} should be {kind.__name__}, found {value!r}",
            "bad_field", field=name, expected=kind.__name__)
    return value


# -- Briscola Chiamata ----------------------------------------------------------------------

@dataclass(frozen=True)
class BidMade(Event):
    """A bid in the Chiamata auction (a pass, a rank or a points total)."""

    is_action: ClassVar[bool] = True
    seat: int
    bid: Any

    def saved(self) -> list:
        return ["bid", self.seat, str(self.bid)]


@dataclass(frozen=True)
class Call(Event):
    """The auction's winner names the trump suit and the called card."""

    is_action: ClassVar[bool] = True
    seat: int
    card: Card

    def saved(self) -> list:
        return ["call", self.seat, self.card.code()]


@dataclass(frozen=True)
class TakeMonte(Event):
    """Col monte: the caller takes the face-down cards (unseen by the others)."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Discard(Event):
    """Col monte: the caller lays as many cards face down; they go to the last trick's taker."""

    is_action: ClassVar[bool] = True
    seat: int
    cards: tuple[Card, ...]

    def saved(self) -> list:
        return ["discard", self.seat, [card.code() for card in self.cards]]


@dataclass(frozen=True)
class ChoosePartner(Event):
    """Col monte, the called card being the caller's: alone (None) or the right-hand neighbour."""

    is_action: ClassVar[bool] = True
    seat: int
    partner: Optional[int]

    def saved(self) -> list:
        return ["partner", self.seat, "alone" if self.partner is None else "neighbour"]


@dataclass(frozen=True)
class Reveal(Event):
    """The partner becomes known to all: the called card was played or shown."""

    partner: Optional[int]
    alone: bool


@dataclass(frozen=True)
class TakeDiscards(Event):
    """Col monte: the taker of the last trick takes the caller's discards."""

    seat: int
    cards: tuple[Card, ...]
    points: int
