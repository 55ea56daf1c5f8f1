"""The table protocol: what a client and the table server say to each other.

One WebSocket connection per client, at ``ws://HOST:PORT/tables``. Every message is one
JSON object in a text frame, with its kind in ``"t"``. A request may carry an ``"id"`` (a
number or a short string of the client's choosing); the server answers it with ``ok`` or
``refused`` carrying the same id (``list``, ``peek`` and ``ping`` with their own reply,
carrying the id; ``hint`` and ``review`` with ``advice`` and ``review``).

Client to server:

============  ==========================================  ====================================
``t``         fields                                      what it does
============  ==========================================  ====================================
``hello``     ``credential``                              says who the client is: first, once
``list``                                                  the class's listed tables
``peek``      ``table``                                   one table by its code (private too)
``create``    ``options`` (``TableOptions``), ``seat``     a new table, the creator seated
``join``      ``table``, ``seat``                         sit down (mid-hand: from the next)
``watch``     ``table``, ``v`` (the last version seen)    follow a table again, catching up
``start``     ``table``                                   the creator starts; computers sit in
                                                          every empty seat
``wait``      ``table``, ``waiting`` (true or false)      "aspetta": the creator's table not
                                                          yet started starts by itself when
                                                          the next learner sits down
``act``       ``table``, ``v``, ``action``                an action of one's own seat,
                                                          ``["play", seat, "3c"]``, chosen on
                                                          the table at version ``v``
``next``      ``table``                                   deal the next hand
``say``       ``table``, ``phrase``                       one of the set phrases (``PHRASES``)
``stand``     ``table``                                   leave the seat to a computer
``timer``     ``table``, ``seconds``                      the creator or the teacher sets a
                                                          turn's time (0: no timer)
``close``     ``table``                                   the creator or the teacher closes it
``hint``      ``table``                                   at a table with ``hints``: the
                                                          advisor's ranking of the cards one
                                                          may play now, from one's own view
``review``    ``table``                                   at a table with ``hints``, the hand
                                                          over: one's own plays judged
``ping``                                                  answered with ``pong``
============  ==========================================  ====================================

Server to client:

- ``welcome`` ``learner``, ``name``, ``teacher``: the hello was accepted.
- ``created`` ``table``: the code of the new table.
- ``tables`` ``tables``, ``more``, ``id``: the list (code, game, players, who sits where,
  the free seats, the hand, the score, ``you``: one's own seat or null): the class's listed
  tables and one's own; the teacher's, all; at most ``LIST_LENGTH`` of them (see below),
  and ``more``, how many were left out.
- ``event`` ``table``, ``v``, ``event``: one numbered change (``Table`` names the kinds). A
  played card is in its event; nothing else hidden ever is.
- ``state`` ``table``, ``v``, ... ``view``: the table as this client's seat may see it, after
  the events just sent (``Table.state_for``); ``view`` is ``wire.format_view`` of the seat's
  view. ``resync`` true: the events missed could not all be sent, and this state replaces
  what the client had. A watcher (the teacher) gets ``view`` null and ``public``, the table
  with every hand hidden; at a table made with ``teaching``, the teacher's state also has
  ``hands``, every hand, for the teacher's own screen.
- The turn timer, in a ``state``: ``timer`` is ``seat`` (whose turn's time runs) and
  ``left`` (its seconds left), or null when no time runs; ``seconds`` is a turn's time at
  the table (0: none); each of ``seats`` has ``short``, true while that seat has only
  ``SHORT_SECONDS`` (10) a turn because its time ran out ``SHORT_AFTER`` (2) turns in a row
  (``options.py``). Events: ``time_out`` ``seat``, ``short`` (a computer played the late
  seat's turn; ``short``: that seat now has the short time), ``full_time`` ``seat`` (the
  seat played in time and has the whole time again), ``timer`` ``seconds`` (the creator or
  the teacher set a new time: no seat keeps the short time), ``timer_off`` (every learner
  asked for no timer). Every seat is told the same: the timer is public.
- ``advice`` ``table``, ``id``, ``cards``: the answer to ``hint``, best first; each card
  has ``card``, ``rank``, and ``figures`` and ``reason`` in every language.
- ``review`` ``table``, ``id``, ``summary`` (in every language, or null), ``items``: the
  answer to ``review``, each of the seat's plays with ``card``, ``trick``, ``mistake``, and
  ``text`` and ``cost`` in every language (``cost``: what a costly mistake cost and the
  points the play gave away, "" for the best card). Both are worked out from the seat's own view
  at each moment, as in the lessons' tables.
- ``refused`` ``id``, ``code``, ``details``, ``message``: the request changed nothing.
  ``code`` is the engine's or the table's error code (``wrong_turn``, ``not_in_hand``,
  ``stale_state``, ``not_your_seat``, ...), or the protocol's for a message that cannot be
  read (``not_text``, ``not_json``, ``too_long`` past ``MAX_TEXT`` characters, ``too_deep``
  past ``MAX_DEPTH`` lists and objects within each other, ``bad_field``...). The connection
  stays open. (A frame too big for any message, past 64 KiB, closes it: code 1009.)

Bounds, however many tables learners make (``table_server.py``):

- A ``list`` sends at most ``LIST_LENGTH`` (24) tables: one's own first, then those with a
  free seat (those waiting to start before those playing), each group the newest first.
  A table left out is still joined by its code (``peek``, then ``join``).
- ``create`` is refused with ``too_many_tables`` when the learner already has
  ``TABLES_EACH`` (3) tables of their making open (waiting to start, or playing; the
  teacher has no such bound), with ``tables_too_often`` when they made ``NEW_TABLES`` (10)
  in the last ``NEW_TABLES_SECONDS`` (10 minutes), and with ``tables_full`` when the server
  has ``MAX_TABLES`` (200) open in all. A finished, closed or left table makes room: a table
  no learner sits at any more closes (``stand``).
- A table's deals come from a secret seed that no message carries (``options.py``).

Reconnecting: open a new connection, say ``hello``, then ``watch`` each table with the last
``v`` seen. Versions a client was not told of (another pair's partner sign) are skipped.
"""

from __future__ import annotations

import json
from typing import Any, Optional

from ..errors import BriscolaError, ProtocolError
from ..i18n import LANGUAGES

# The fields each request may carry, and their JSON types.
FIELDS: dict[str, dict[str, tuple[type, ...]]] = {
    "hello": {"credential": (str,)},
    "list": {},
    "peek": {"table": (str,)},
    "create": {"options": (dict,), "seat": (int,)},
    "join": {"table": (str,), "seat": (int,)},
    "watch": {"table": (str,), "v": (int,)},
    "start": {"table": (str,)},
    "wait": {"table": (str,), "waiting": (bool,)},
    "act": {"table": (str,), "v": (int,), "action": (list,)},
    "next": {"table": (str,)},
    "say": {"table": (str,), "phrase": (str,)},
    "stand": {"table": (str,)},
    "timer": {"table": (str,), "seconds": (int,)},
    "close": {"table": (str,)},
    "hint": {"table": (str,)},
    "review": {"table": (str,)},
    "ping": {},
}
REQUIRED = {"hello": ("credential",), "peek": ("table",), "join": ("table", "seat"),
            "watch": ("table",),
            "start": ("table",), "act": ("table", "v", "action"), "next": ("table",),
            "say": ("table", "phrase"), "stand": ("table",), "close": ("table",),
            "timer": ("table", "seconds"), "hint": ("table",), "wait": ("table", "waiting"), "review": ("table",)}
MAX_TEXT = 16 * 1024
MAX_DEPTH = 8           # lists and objects within each other: the deepest request needs 4


def read_message(message: Any) -> dict[str, Any]:
    """A client's message as a checked request; anything else is refused with what is
    wrong and where (the error carries the request's id, when it could be read)."""
    if not isinstance(message, str):
        raise ProtocolError("a message is JSON text, not binary data", "not_text")
    if len(message) > MAX_TEXT:
        raise ProtocolError(f"a message is at most {MAX_TEXT} characters", "too_long")
    try:
        request = json.loads(message)
    except RecursionError:
        raise ProtocolError(f"a message nests lists and objects at most {MAX_DEPTH} deep",
                            "too_deep") from None
    except ValueError:
        raise ProtocolError(f"a message is a JSON object, not {message[:40]!r}",
                            "not_json") from None
    if _depth(request) > MAX_DEPTH:
        raise ProtocolError(f"a message nests lists and objects at most {MAX_DEPTH} deep",
                            "too_deep")
    if not isinstance(request, dict):
        raise ProtocolError(f"a message is a JSON object, not {type(request).__name__}",
                            "not_object")
    request_id = request.get("id")
    if request_id is not None and not (_is_int(request_id) or
                                       (isinstance(request_id, str) and len(request_id) <= 40)):
        raise ProtocolError("id must be a number or a short text", "bad_field", field="id")
    try:
        return _checked(request)
    except ProtocolError as error:
        setattr(error, "request_id", request_id)
        raise


def _checked(request: dict[str, Any]) -> dict[str, Any]:
    kind = request.get("t")
    if kind not in FIELDS:
        raise ProtocolError(f"t must be one of {', '.join(FIELDS)}, not {kind!r}", "unknown_kind",
                            value=repr(kind))
    fields = FIELDS[kind]
    unknown = sorted(set(request) - set(fields) - {"t", "id"})
    if unknown:
        raise ProtocolError(f"a {kind} message has no field {', '.join(map(repr, unknown))}",
                            "unknown_field", names=unknown)
    for name in REQUIRED.get(kind, ()):
        if name not in request:
            raise ProtocolError(f"a {kind} message needs {name}", "missing_field", field=name)
    for name, types in fields.items():
        if name in request:
            value = request[name]
            if not isinstance(value, types) or (int in types and isinstance(value, bool)):
                expected = " or ".join(_NAMES[t] for t in types)
                raise ProtocolError(f"{kind}.{name} must be {expected}, not {value!r:.40}",
                                    "bad_field", field=name)
    return request


_NAMES = {str: "text", int: "a whole number", list: "a list", dict: "an object",
          bool: "true or false"}


def _depth(value: Any) -> int:
    """How deep lists and objects lie within each other in ``value`` (a number: 0)."""
    deepest, level = 0, [(value, 1)]
    while level:
        item, depth = level.pop()
        inner = item.values() if isinstance(item, dict) else item if isinstance(item, list) \
            else None
        if inner is not None:
            deepest = max(deepest, depth)
            level.extend((child, depth + 1) for child in inner)
    return deepest


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def refusal(error: BriscolaError, request_id: Optional[Any] = None) -> dict[str, Any]:
    """The ``refused`` answer to a request: the error's code, its details (for the client's
    own sentence in the learner's language) and the English sentence."""
    return {"t": "refused", "id": request_id, "code": error.code,
            "details": {name: _plain(value) for name, value in error.details.items()},
            "message": str(error)}


def _plain(value: Any) -> Any:
    """A detail as JSON: cards by their codes, suits and signs by their values."""
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    code = getattr(value, "code", None)
    if callable(code):
        return code()
    return str(getattr(value, "value", value))


def advice_message(advice: Any) -> dict[str, Any]:
    """The ``advice`` answer: ``ai.advice.advise``'s ranking, every text in every language."""
    return {"t": "advice", "cards": [
        {"card": item.card.code(), "rank": item.rank,
         "figures": {lang: item.figures(lang) for lang in LANGUAGES},
         "reason": {lang: item.reason(lang) for lang in LANGUAGES}} for item in advice.cards]}


def review_message(review: Any) -> dict[str, Any]:
    """The ``review`` answer: ``ai.advice.review`` of one seat's plays, in every language."""
    summary = {lang: review.summary(lang) for lang in LANGUAGES}
    return {"t": "review", "summary": summary if any(summary.values()) else None,
            "items": [{"card": item.played.code(), "trick": item.trick,
                       "mistake": item.is_mistake,
                       "text": {lang: item.text(lang) for lang in LANGUAGES},
                       "cost": {lang: item.cost(lang) for lang in LANGUAGES}}
                      for item in review.items]}
