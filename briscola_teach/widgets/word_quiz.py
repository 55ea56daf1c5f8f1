"""Quizzes on the words of the table, the sayings and relative signs (lessons 07 and 08)."""

from __future__ import annotations

from .quiz import Quiz

# quiz kind (as Lesson.quiz names it) -> class
KINDS: dict[str, type[Quiz]] = {}
