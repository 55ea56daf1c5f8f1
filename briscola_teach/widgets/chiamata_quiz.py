"""Quizzes on Briscola Chiamata (lessons 09 and 10): the table score, which bids are legal, col monte."""

from __future__ import annotations

from .quiz import Quiz

# quiz kind (as Lesson.quiz names it) -> class
KINDS: dict[str, type[Quiz]] = {}
