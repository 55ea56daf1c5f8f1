"""What the browser is sent: a plain dict built from one seat's view, and nothing else.

A scene is everything the card table draws: seats around the table with their card counts,
the learner's hand face up, the trick, the deck with the briscola card, the piles, the
messages. It is built from ``game.view(seat)``, so what the view hides the scene cannot
show; the one exception is ``open_hands``, which a teacher passes on purpose.
"""

from __future__ import annotations

import math
from typing import Any, Iterable, Mapping, Optional

from ..cards import Card
from ..decks import FRENCH
from ..i18n import named, t
from ..pictures import back_svg, card_svg

STYLES = ("italian", "french")


def card_name(card: Card, lang: str, style: str = "italian") -> str:
    """The card's name as the chosen pack shows it."""
    return FRENCH.name(card, lang) if style == "french" else card.name(lang)


def card_entry(card: Card, lang: str, style: str, **extra: Any) -> dict[str, Any]:
    """One face-up card for the browser: its code, picture and accessible name."""
    return {"code": card.code(), "svg": card_svg(card, style=style, lang=lang),
            "label": card_name(card, lang, style), **extra}


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


def table_scene(view: Any, lang: str, style: str = "italian", *, names: Mapping[int, str],
                show_points: bool = True, open_hands: Optional[Mapping[int, Iterable[Card]]] = None,
                playable: bool = True, message: str = "", info: Iterable[str] = (),
                signs: Optional[Mapping[int, str]] = None, size: str = "normal",
                counterclockwise: bool = True) -> dict[str, Any]:
    """The scene for ``view``'s seat. ``playable`` False shows the hand without letting it be
    clicked (a past moment, the hand over); ``signs`` puts a sign's text on a seat's face."""
    me, players = view.seat, view.players
    legal = set(view.legal_plays()) if playable else set()
    places = seat_places(players, me, counterclockwise)
    seats = []
    for seat in range(players):
        x, y = places[seat]
        won = [trick for trick in view.tricks if trick.winner == seat]
        seats.append({
            "seat": seat, "name": names[seat], "me": seat == me, "x": x, "y": y,
            "count": view.hand_sizes[seat], "turn": view.current_player == seat,
            "tricks": len(won),
            "points": sum(trick.points for trick in won) if show_points else None,
            "sign": (signs or {}).get(seat),
            "open": [card_entry(c, lang, style) for c in (open_hands or {}).get(seat, ())]
            if seat != me else [],
        })
    return {
        "lang": lang, "style": style, "size": size,
        "seats": seats,
        "hand": [card_entry(card, lang, style, playable=card in legal) for card in view.hand],
        "trick": [card_entry(card, lang, style, seat=seat) for seat, card in view.table],
        "last": _last_trick(view, lang, style, names),
        "deck": _deck(view, lang, style, places),
        "back": back_svg(lang),
        "info": list(info),
        "message": message,
        "status": _status(view, lang, names),
        "over": bool(view.is_over),
        "labels": {"hand": t("table.your_hand", lang), "points": t("table.points", lang),
                   "tricks": t("table.tricks", lang)},
    }


def _last_trick(view: Any, lang: str, style: str, names: Mapping[int, str]) -> Optional[dict]:
    if not view.tricks:
        return None
    trick = view.tricks[-1]
    return {"number": len(view.tricks), "winner": trick.winner,
            "cards": [card_entry(card, lang, style, seat=seat) for seat, card in trick.plays],
            "text": t("table.takes_you", lang, points=trick.points) if trick.winner == view.seat
            else t("table.takes", lang, player=named(names[trick.winner], lang), points=trick.points)}


# Corners of the table the deck may lie in; it goes to the one farthest from every seat.
DECK_CORNERS = ((13.0, 80.0), (87.0, 80.0), (13.0, 20.0), (87.0, 20.0),
                (28.0, 86.0), (72.0, 86.0), (28.0, 14.0), (72.0, 14.0))


def _deck(view: Any, lang: str, style: str,
          places: Mapping[int, tuple[float, float]]) -> Optional[dict]:
    """The deck and the briscola card under it; Chiamata has none (col monte: the monte)."""
    briscola = getattr(view, "briscola_card", None)
    if briscola is None:
        return None
    count = view.deck_count
    x, y = max(DECK_CORNERS, key=lambda corner: min(
        math.dist(corner, place) for place in places.values()))
    return {"count": count, "x": x, "y": y,
            "briscola": card_entry(briscola, lang, style) if count else None,
            "label": t("table.deck_left", lang, count=count) if count else t("table.deck_empty", lang),
            "trump": t("table.trump", lang, suit=_suit_name(briscola, lang, style))}


def _suit_name(card: Card, lang: str, style: str) -> str:
    return FRENCH.suit_name(card.suit, lang) if style == "french" else card.suit.name_in(lang)


def _status(view: Any, lang: str, names: Mapping[int, str]) -> str:
    if view.is_over:
        return t("table.over", lang)
    if view.current_player is None:
        return ""
    if view.current_player == view.seat:
        return t("table.your_turn", lang)
    return t("table.their_turn", lang, player=named(names[view.current_player], lang, "a"))
