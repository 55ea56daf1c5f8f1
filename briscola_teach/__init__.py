"""briscola_teach: learn Briscola, from the first card to the Chiamata auction.

The engine (cards, rules, games, views, history) is plain Python with no dependencies.

>>> from briscola_teach import Card, trick_winner, new_game
>>> trick_winner(["3c", "1c"], "d")
1

The names below are loaded from their modules when first asked for: a lesson page that shows
cards and quizzes never imports the games (``import briscola_teach.course`` goes through this
module first, and every kernel of a class pays for what it imports).
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .cards import DECK, Card, Rank, Suit, format_cards, parse_cards
    from .decks import FRENCH, REGIONAL_DECKS, FrenchView, RegionalDeck
    from .errors import (BriscolaError, IllegalPlayError, InvalidBidError, InvalidCardError,
                         InvalidOptionError, ProtocolError, SaveFormatError)
    from .games import (ClassicGame, ClassicRules, Game, Match, MatchOutcome, Outcome, new_game,
                        new_match)
    from .rules import Trick, trick_winner
    from .signals import Sign, true_signs
    from .views import SeatView

__version__ = "0.1.0"

_HOMES = {
    "cards": ("DECK", "Card", "Rank", "Suit", "format_cards", "parse_cards"),
    "decks": ("FRENCH", "REGIONAL_DECKS", "FrenchView", "RegionalDeck"),
    "errors": ("BriscolaError", "IllegalPlayError", "InvalidBidError", "InvalidCardError",
               "InvalidOptionError", "ProtocolError", "SaveFormatError"),
    "games": ("ClassicGame", "ClassicRules", "Game", "Match", "MatchOutcome", "Outcome",
              "new_game", "new_match"),
    "rules": ("Trick", "trick_winner"),
    "views": ("SeatView",),
    "signals": ("Sign", "true_signs"),
}
_HOME = {name: module for module, names in _HOMES.items() for name in names}

__all__ = [name for names in _HOMES.values() for name in names]


def __getattr__(name: str) -> Any:
    if name not in _HOME:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f".{_HOME[name]}", __name__), name)


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
