"""Every kind of quiz a lesson can ask (``Lesson.quiz(kind, ...)``), from the modules that
define them: the card quizzes of ``quiz.py`` and the topic quizzes beside it."""

from __future__ import annotations

from . import chiamata_quiz, hand_quiz, match_quiz, word_quiz
from .quiz import QUIZZES as CARD_QUIZZES, Quiz

QUIZZES: dict[str, type[Quiz]] = {**CARD_QUIZZES, **hand_quiz.KINDS, **word_quiz.KINDS,
                                  **chiamata_quiz.KINDS, **match_quiz.KINDS}

__all__ = ["QUIZZES"]
