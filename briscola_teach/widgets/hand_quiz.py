"""Quizzes on a whole hand and the deal (lessons 04 and 06): who draws first, how many tricks, who won, which cards leave the deck."""

from __future__ import annotations

from .quiz import Quiz

# quiz kind (as Lesson.quiz names it) -> class
KINDS: dict[str, type[Quiz]] = {}
