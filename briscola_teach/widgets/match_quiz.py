"""Quizzes on matches (lesson 11): to 121 with the tie-break, raggi and cappotto."""

from __future__ import annotations

from .quiz import Quiz

# quiz kind (as Lesson.quiz names it) -> class
KINDS: dict[str, type[Quiz]] = {}
