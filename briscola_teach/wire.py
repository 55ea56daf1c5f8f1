"""A seat's view on the wire: the JSON a table server sends one seat, and its reading back.

``format_view(view)`` gives plain JSON data (dicts, lists, strings, numbers, booleans, None)
and ``parse_view(data)`` the same ``SeatView`` or ``ChiamataView`` again:
``parse_view(format_view(view)) == view``. Cards travel as their codes (``"1d"``), suits,
signs and ranks as their values, every other value as it is in the view.

Both sides walk the view's own fields and their types, and nothing else: the wire carries
what ``game.view(seat)`` allows and can add nothing to it, so a seat's view stays the only
door to hidden cards for every message a server sends. A field the view gains later travels
without a change here; a type the walk does not know is refused, never sent as a guess.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from enum import Enum
from typing import Any, Union

from .cards import Card
from .errors import InvalidCardError, ProtocolError
from .games.classic import ClassicRules
from .views import ChiamataView, SeatView

View = Union[SeatView, ChiamataView]

# The wire's name of each kind of view, the first field of its message.
KINDS: dict[str, type] = {"seat": SeatView, "chiamata": ChiamataView}
# Fields typed ``Any`` in a view, with the type they hold.
ANY_FIELDS: dict[tuple[type, str], type] = {(SeatView, "rules"): ClassicRules}


def format_view(view: View) -> dict:
    """``view`` as JSON data: ``{"kind": "seat" or "chiamata", ...its fields}``."""
    for kind, cls in KINDS.items():
        if type(view) is cls:
            return {"kind": kind, **_format(view, "view")}
    raise ProtocolError(f"format_view needs a SeatView or a ChiamataView, not {view!r}",
                        "wire_view", value=repr(view))


def parse_view(data: Any) -> View:
    """The view ``format_view`` made ``data`` of; anything else is refused by its path."""
    if not isinstance(data, dict) or data.get("kind") not in KINDS:
        raise ProtocolError(f"a view is an object whose 'kind' is one of {', '.join(KINDS)}, "
                            f"not {_short(data)}", "wire_kind", value=_short(data))
    fields = {key: value for key, value in data.items() if key != "kind"}
    return _parse(KINDS[data["kind"]], fields, "view")


def _format(value: Any, where: str) -> Any:
    if isinstance(value, Card):
        return value.code()
    if isinstance(value, Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _format(getattr(value, f.name), f"{where}.{f.name}")
                for f in dataclasses.fields(value)}
    if isinstance(value, tuple):
        return [_format(item, f"{where}[{i}]") for i, item in enumerate(value)]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise ProtocolError(f"{where}: the wire does not carry a {type(value).__name__}",
                        "wire_type", where=where, found=type(value).__name__)


def _parse(kind: Any, data: Any, where: str) -> Any:
    origin, arguments = typing.get_origin(kind), typing.get_args(kind)
    if origin in (Union, types.UnionType):
        if data is None and type(None) in arguments:
            return None
        (inner,) = [a for a in arguments if a is not type(None)]
        return _parse(inner, data, where)
    if origin is tuple:
        return _parse_tuple(arguments, data, where)
    if kind is Card:
        return _parse_card(data, where)
    if isinstance(kind, type) and issubclass(kind, Enum):
        return _parse_enum(kind, data, where)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return _parse_dataclass(kind, data, where)
    return _parse_plain(kind, data, where)


def _parse_tuple(arguments: tuple, data: Any, where: str) -> tuple:
    if not isinstance(data, list):
        raise _wrong(where, "a list", data)
    if len(arguments) == 2 and arguments[1] is Ellipsis:
        return tuple(_parse(arguments[0], item, f"{where}[{i}]") for i, item in enumerate(data))
    if len(data) != len(arguments):
        raise _wrong(where, f"a list of {len(arguments)}", data)
    return tuple(_parse(a, item, f"{where}[{i}]") for i, (a, item) in enumerate(zip(arguments, data)))


def _parse_card(data: Any, where: str) -> Card:
    if not isinstance(data, str):
        raise _wrong(where, "a card code like '1d'", data)
    try:
        return Card.parse(data)
    except InvalidCardError:
        raise _wrong(where, "a card code like '1d'", data) from None


def _parse_enum(kind: type[Enum], data: Any, where: str) -> Enum:
    if isinstance(data, bool) or not isinstance(data, (str, int)):
        raise _wrong(where, f"a {kind.__name__} value", data)
    try:
        return kind(data)
    except ValueError:
        choices = ", ".join(repr(member.value) for member in kind)
        raise _wrong(where, f"one of {choices}", data) from None


@functools.lru_cache(maxsize=None)
def _field_types(kind: type) -> dict[str, Any]:
    """Each field's type, ``Any`` fields given theirs: read once a class (it is slow)."""
    hints = typing.get_type_hints(kind)
    return {f.name: ANY_FIELDS.get((kind, f.name), hints[f.name]) for f in dataclasses.fields(kind)}


def _parse_dataclass(kind: type, data: Any, where: str) -> Any:
    fields = _field_types(kind)
    if not isinstance(data, dict) or set(data) != set(fields):
        missing = sorted(set(fields) - set(data)) if isinstance(data, dict) else sorted(fields)
        extra = sorted(set(data) - set(fields)) if isinstance(data, dict) else []
        raise ProtocolError(f"{where}: expected the fields of a {kind.__name__}"
                            + (f"; missing {', '.join(missing)}" if missing else "")
                            + (f"; unknown {', '.join(extra)}" if extra else ""),
                            "wire_fields", where=where, missing=missing, unknown=extra)
    return kind(**{name: _parse(hint, data[name], f"{where}.{name}")
                   for name, hint in fields.items()})


def _parse_plain(kind: Any, data: Any, where: str) -> Any:
    if kind is float and isinstance(data, int) and not isinstance(data, bool):
        return float(data)              # JSON writes 0.0 as 0 in some encoders
    if kind in (bool, int, float, str) and type(data) is kind:
        return data
    raise _wrong(where, {bool: "true or false", int: "a whole number", float: "a number",
                         str: "a string"}.get(kind, repr(kind)), data)


def _wrong(where: str, expected: str, data: Any) -> ProtocolError:
    return ProtocolError(f"{where}: expected {expected}, not {_short(data)}", "wire_value",
                         where=where, expected=expected, value=_short(data))


def _short(data: Any) -> str:
    text = repr(data)
    return text if len(text) <= 60 else text[:57] + "..."


__all__ = ["KINDS", "format_view", "parse_view"]
