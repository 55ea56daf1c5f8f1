"""The variants: classic Briscola and Briscola a 151 (``classic``), matches (``match``)."""

from .base import Game, Outcome, new_game
from .classic import ClassicGame, ClassicRules
from .match import Match, MatchOutcome, new_match

__all__ = ["Game", "Outcome", "new_game", "ClassicGame", "ClassicRules", "Match", "MatchOutcome",
           "new_match"]
