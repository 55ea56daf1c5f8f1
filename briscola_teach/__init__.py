"""briscola_teach: learn Briscola, from the first card to the Chiamata auction.

The engine (cards, rules, games, views, history) is plain Python with no dependencies.

>>> from briscola_teach import Card, trick_winner, new_game
>>> trick_winner(["3c", "1c"], "d")
1
"""

from .cards import DECK, Card, Rank, Suit, format_cards, parse_cards
from .decks import FRENCH, REGIONAL_DECKS, FrenchView, RegionalDeck
from .errors import (BriscolaError, IllegalPlayError, InvalidBidError, InvalidCardError,
                     InvalidOptionError, SaveFormatError)
from .games import (ClassicGame, ClassicRules, Game, Match, MatchOutcome, Outcome, new_game,
                    new_match)
from .rules import Trick, trick_winner
from .signals import Sign, true_signs
from .views import SeatView

__version__ = "0.1.0"

__all__ = [
    "DECK", "Card", "Rank", "Suit", "format_cards", "parse_cards",
    "FRENCH", "REGIONAL_DECKS", "FrenchView", "RegionalDeck",
    "BriscolaError", "IllegalPlayError", "InvalidBidError", "InvalidCardError", "InvalidOptionError", "SaveFormatError",
    "ClassicGame", "ClassicRules", "Game", "Match", "MatchOutcome", "Outcome", "new_game",
    "new_match",
    "Trick", "trick_winner", "SeatView", "Sign", "true_signs",
]
