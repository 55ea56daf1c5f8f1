"""The variants: classic Briscola and Briscola a 151 (``classic``), matches (``match``)."""

from ..views import ChiamataView  # the view lives with SeatView; kept here for old imports
from .base import Game, Outcome, new_game
from .chiamata import Bid, ChiamataGame, ChiamataOutcome, ChiamataRules
from .classic import ClassicGame, ClassicRules
from .match import Match, MatchOutcome, new_match

__all__ = ["Bid", "ChiamataGame", "ChiamataOutcome", "ChiamataRules", "ChiamataView",
           "Game", "Outcome", "new_game", "ClassicGame", "ClassicRules", "Match", "MatchOutcome",
           "new_match"]
