"""Widgets for Jupyter and Voila: the card table, quizzes, the Chiamata auction.

Every widget is thin over the engine: it holds a game, shows a scene built from the learner's
own view, and checks every click in Python before anything changes.
"""

from .auction import ChiamataTable
from .board import Board, Row
from .match import MatchTable
from .quiz import CountQuiz, NameCardQuiz, OrderQuiz, Quiz, WhoTakesQuiz
from .table import PlayTable

__all__ = ["Board", "ChiamataTable", "CountQuiz", "MatchTable", "NameCardQuiz", "OrderQuiz",
           "PlayTable", "Quiz", "Row", "WhoTakesQuiz"]
