"""What the browser is sent: a plain dict built from one seat's view, and nothing else.

A scene is everything the card table draws: seats around the table with their card counts,
the learner's hand face up, the trick, the deck with the briscola card, the piles, the
status, a refusal or a note, and at the end the result. It is built from
``game.view(seat)``, so what the view hides the scene cannot show; the one exception is
``open_hands``, which a teacher passes on purpose. Cards travel as codes with their names in
the learner's language; their pictures reach the page once, in the page's kit (``kit.py``).
"""

from __future__ import annotations

import math
from typing import Any, Iterable, Mapping, Optional, Union

from ..cards import Card, Suit
from ..decks import FRENCH
from ..errors import InvalidOptionError
from ..i18n import bid_name, named, t
from ..rules import holding_play

STYLES = ("italian", "french")
# What a click on the learner's hand does: play a card, pick one (a discard), or nothing
# now (the others' turn, a finished trick on show, the auction, a past moment, the end).
MODES = ("play", "pick", "wait", "bid", "watch", "over")


def check_style(style: Any) -> str:
    if style not in STYLES:
        raise InvalidOptionError(f"unknown card style {style!r}: expected one of "
                                 f"{', '.join(STYLES)}", "style", value=repr(style))
    return style


def card_name(card: Card, lang: str, style: str = "italian") -> str:
    """The card's name as the chosen pack shows it."""
    return FRENCH.name(card, lang) if style == "french" else card.name(lang)


def rank_name(card: Card, lang: str, style: str = "italian") -> str:
    """The card's rank as the chosen pack names it: "Cavallo", or "Donna" in a French pack."""
    return FRENCH.rank_name(card.rank, lang) if style == "french" else card.rank.name_in(lang)


def card_entry(card: Card, lang: str, style: str, **extra: Any) -> dict[str, Any]:
    """One face-up card for the browser: its code (the kit has its picture) and its name."""
    return {"code": card.code(), "label": card_name(card, lang, style), **extra}


def seat_names(players: int, me: int, partners: Iterable[int], lang: str) -> dict[int, str]:
    """"Tu" for the learner, "Compagno"/"Avversario" (numbered when there are several)."""
    partners = set(partners)
    others = [(me + k) % players for k in range(1, players)]
    opponents = [s for s in others if s not in partners]
    friends = [s for s in others if s in partners]
    names = {me: t("table.you", lang)}
    for group, key in ((opponents, "table.opponent"), (friends, "table.partner")):
        for number, seat in enumerate(group, 1):
            names[seat] = t(key, lang) + (f" {number}" if len(group) > 1 else "")
    return names


def seat_places(players: int, me: int, counterclockwise: bool = True) -> dict[int, tuple[float, float]]:
    """Where each seat sits, as (x, y) percentages of the table: the learner at the bottom,
    the next to play on the right when play goes counterclockwise (on the left otherwise)."""
    places = {}
    for k in range(players):
        angle = math.pi / 2 + 2 * math.pi * k / players   # 90°: bottom of the screen
        x = 50 + 42 * math.cos(angle) * (-1 if counterclockwise else 1)
        y = 50 + 40 * math.sin(angle)
        places[(me + k) % players] = (round(x, 1), round(y, 1))
    return places


def trick_spot(place: tuple[float, float], players: int) -> tuple[float, float]:
    """Where a card played from ``place`` lies: on the way from the middle of the table to
    that seat, so it is nearer its own seat than any other, and clear of the seat's name,
    cards and pile (the felt is about twice as wide as high: the trick spreads sideways)."""
    x, y = place
    across, down = (0.45, 0.4) if players <= 4 else (0.5, 0.5)   # 5 to 7: a taller felt
    return round(50 + (x - 50) * across, 1), round(50 + (y - 50) * down, 1)


def table_scene(view: Any, lang: str, style: str = "italian", *, names: Mapping[int, str],
                hand_id: str, mode: str, status: str, show_points: bool = True,
                open_hands: Optional[Mapping[int, Iterable[Card]]] = None,
                message: str = "", message_kind: str = "refusal", info: Iterable[str] = (),
                notes: Optional[Mapping[int, Iterable[str]]] = None, thinking: Optional[int] = None,
                selected: Iterable[Card] = (), result: Optional[dict] = None,
                size: str = "normal", counterclockwise: bool = True,
                watching: bool = False, reveal: int = 0, hints: bool = False) -> dict[str, Any]:
    """The scene for ``view``'s seat (``watching``: for someone who sits nowhere, the teacher
    at a class table, who is given a view of nobody's hand: every seat is drawn as another's). ``hand_id`` names the hand (a new one starts the
    front end's count of tricks again); ``mode`` says what a click on the hand does (``MODES``);
    ``notes`` puts short texts on a seat (a sign, a bid, an accuso); ``thinking`` is the
    computer seat working out its move; ``reveal`` counts the times the table was asked to
    come into view (an earlier trick shown from the review); ``hints``: the H key asks one."""
    if mode not in MODES:
        raise ValueError(f"unknown hand mode {mode!r}: expected one of {', '.join(MODES)}")
    players = view.players
    me = None if watching else view.seat
    legal = set(view.legal_plays())
    places = seat_places(players, view.seat, counterclockwise)
    chosen = set(selected)
    seats = []
    for seat in range(players):
        x, y = places[seat]
        tx, ty = trick_spot((x, y), players)
        seats.append({
            "seat": seat, "name": names[seat], "me": seat == me, "x": x, "y": y, "tx": tx, "ty": ty,
            "count": view.hand_sizes[seat], "turn": view.current_player == seat,
            "thinking": seat == thinking, "pile": pile_text(view, seat, lang, show_points),
            "notes": list((notes or {}).get(seat, ())),
            "open": [card_entry(c, lang, style) for c in (open_hands or {}).get(seat, ())]
            if seat != me else [],
        })
    return {
        "id": hand_id, "lang": lang, "style": style, "size": size, "mode": mode,
        "seats": seats,
        "hand": [card_entry(card, lang, style, playable=card in legal or mode == "pick",
                            selected=card in chosen) for card in shown_hand(view.hand)],
        "trick": [card_entry(card, lang, style, seat=seat) for seat, card in view.table],
        "last": _last_trick(view, lang, style, names, me),
        "deck": _deck(view, lang, style, places),
        "info": list(info),
        "status": status,
        "message": message, "message_kind": message_kind,
        "result": result,
        "holding": _holding(view),
        "announce": announcements(view, lang, style, names, me, result),
        "reveal": reveal, "hints": hints,
        "labels": {"hand": t("table.your_hand", lang), "thinking": t("table.thinking", lang),
                   "holding": t("table.holding", lang), "keys": t("table.keys" if hints else "table.keys_no_hint", lang),
                   "log": t("table.log", lang)},
    }


def shown_hand(hand: Iterable[Card]) -> list[Card]:
    """The hand in the order the learner sees it: a long hand (Chiamata's 8, col monte's) by
    suit, strongest first in each (``Card.sort_key``), as card tables show it; a hand of 3 or
    fewer as the engine keeps it, for keys 1-3 play the cards where they lie."""
    hand = list(hand)
    return sorted(hand, key=lambda card: card.sort_key) if len(hand) > 3 else hand


def pile_text(view: Any, seat: int, lang: str, show_points: bool = True) -> str:
    """"Prese: 3 · 24 punti", with the accusi in the points when there are any, and said to
    be in them ("44 punti (di cui 20 dagli accusi)": not 44 + 20). The points are the
    engine's (``view.points_by_seat``), never added up here."""
    tricks = sum(1 for trick in view.tricks if trick.winner == seat)
    if not show_points:
        return t("table.pile_tricks", lang, tricks=tricks)
    points, declared = view.points_by_seat[seat], view.declared_by_seat[seat]
    if declared:
        return t("table.pile_declared", lang, tricks=tricks, points=points, declared=declared)
    return t("table.pile", lang, tricks=tricks, points=points)


def _last_trick(view: Any, lang: str, style: str, names: Mapping[int, str],
                me: Optional[int]) -> Optional[dict]:
    if not view.tricks:
        return None
    trick = view.tricks[-1]
    return {"number": len(view.tricks), "winner": trick.winner,
            "cards": [card_entry(card, lang, style, seat=seat) for seat, card in trick.plays],
            "text": t("table.takes_you", lang, points=trick.points) if trick.winner == me
            else t("table.takes", lang, player=named(names[trick.winner], lang), points=trick.points)}


# Corners of the table the deck may lie in; it goes to the one farthest from every seat and
# from every card of the trick.
DECK_CORNERS = ((13.0, 80.0), (87.0, 80.0), (13.0, 20.0), (87.0, 20.0),
                (28.0, 86.0), (72.0, 86.0), (28.0, 14.0), (72.0, 14.0))


def deck_place(places: Mapping[int, tuple[float, float]]) -> tuple[float, float]:
    players = len(places)
    spots = list(places.values()) + [trick_spot(p, players) for p in places.values()]
    return max(DECK_CORNERS, key=lambda corner: min(math.dist(corner, spot) for spot in spots))


def _deck(view: Any, lang: str, style: str,
          places: Mapping[int, tuple[float, float]]) -> Optional[dict]:
    """The deck and the briscola card under it; Chiamata has none (col monte: the monte)."""
    briscola = getattr(view, "briscola_card", None)
    if briscola is None:
        return None
    count = view.deck_count
    x, y = deck_place(places)
    return {"count": count, "x": x, "y": y,
            "briscola": card_entry(briscola, lang, style) if count else None,
            "label": t("table.deck_left", lang, count=count) if count else t("table.deck_empty", lang),
            "trump": t("table.trump", lang, suit=suit_name(briscola, lang, style))}


def suit_name(card: Union[Card, Suit], lang: str, style: str = "italian") -> str:
    """A card's suit, or a suit, as the chosen pack names it: "Coppe", "Cuori" in a French
    pack."""
    suit = card.suit if isinstance(card, Card) else card
    return FRENCH.suit_name(suit, lang) if style == "french" else suit.name_in(lang)


def status_text(view: Any, lang: str, names: Mapping[int, str], watching: bool = False) -> str:
    """Whose turn it is, in a few words."""
    if view.is_over:
        return t("table.over", lang)
    if view.current_player is None:
        return ""
    if view.current_player == view.seat and not watching:
        return t("table.your_turn", lang)
    return t("table.their_turn", lang, player=named(names[view.current_player], lang, "a"))


def _holding(view: Any) -> Optional[int]:
    """The seat whose card holds the trick under way, once two cards or more are on it (a
    trick of two is over at two players: the banner says who took it)."""
    if len(view.table) < 2 or len(view.table) >= view.players:
        return None
    return holding_play(view.table, view.trump)[0]


def announcements(view: Any, lang: str, style: str, names: Mapping[int, str],
                  me: Optional[int], result: Optional[dict] = None) -> list[dict[str, str]]:
    """What a screen reader says of the hand so far, each item once (the front end keeps the
    ``id``s it said): the bids, the call, each card played, each trick's taker and points,
    the end of the deck and the result. Built from the view, so it tells only what the table
    shows."""
    said: list[dict[str, str]] = []
    for index, (seat, bid) in enumerate(getattr(view, "bids", ())):
        if seat != me:
            said.append({"id": f"b{index}", "text": t(
                "table.say_bid", lang, player=names[seat],
                bid=bid_name(bid, lang, view.rules.col_monte))})
    called = getattr(view, "called_card", None)
    if called is not None and view.caller is not None:
        said.append({"id": "call", "text": t("table.say_call", lang, player=names[view.caller],
                                             card=card_name(called, lang, style))})
    for number, trick in enumerate(view.tricks, 1):
        said += _plays_said(trick.plays, number, lang, style, names, me)
        text = t("table.takes_you", lang, points=trick.points) if trick.winner == me else \
            t("table.takes", lang, player=named(names[trick.winner], lang), points=trick.points)
        said.append({"id": f"t{number}", "text": text})
    said += _plays_said(view.table, len(view.tricks) + 1, lang, style, names, me)
    if getattr(view, "briscola_card", None) is not None and view.deck_count == 0:
        said.append({"id": "deck", "text": t("table.say_deck_empty", lang)})
    if result:
        lines = "; ".join(f"{line['who']}: {line['points']}" for line in result["lines"])
        text = ". ".join(part for part in (result["title"], lines, result.get("standing")) if part)
        said.append({"id": "end", "text": text})
    return said


def _plays_said(plays: Iterable[tuple[int, Card]], number: int, lang: str, style: str,
                names: Mapping[int, str], me: Optional[int]) -> list[dict[str, str]]:
    return [{"id": f"p{number}-{seat}",
             "text": t("table.say_you_play", lang, card=card_name(card, lang, style)) if seat == me
             else t("table.say_play", lang, player=names[seat], card=card_name(card, lang, style))}
            for seat, card in plays]
