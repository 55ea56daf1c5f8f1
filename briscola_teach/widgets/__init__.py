"""Widgets for Jupyter and Voila: the card table, quizzes, the Chiamata auction.

Every widget is thin over the engine: it holds a game, shows a scene built from the learner's
own view, and checks every click in Python before anything changes.
"""

from .auction import ChiamataTable
from .board import Board, Row
from .quiz import CountQuiz, NameCardQuiz, OrderQuiz, Quiz, WhoTakesQuiz
from .table import PlayTable

__all__ = ["Board", "Row", "ChiamataTable", "CountQuiz", "NameCardQuiz", "OrderQuiz", "PlayTable", "Quiz",
           "WhoTakesQuiz"]
