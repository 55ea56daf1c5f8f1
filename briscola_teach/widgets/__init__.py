"""Widgets for Jupyter and Voila: the card table, quizzes, the Chiamata table.

Every widget is thin over the engine: it holds a game, shows a scene built from the learner's
own view, and checks every click in Python before anything changes.

The names are loaded when first asked for: a lesson page with no table (only cards and
quizzes) never imports the computer players, which keeps a class's kernels quick to start.
"""

from importlib import import_module
from typing import Any

_HOMES = {"ChiamataTable": "chiamata", "Board": "board", "Row": "board", "MatchTable": "match",
          "CountQuiz": "quiz", "NameCardQuiz": "quiz", "OrderQuiz": "quiz", "Quiz": "quiz",
          "WhoTakesQuiz": "quiz", "PlayTable": "table", "CardRow": "card_rows",
          "Example": "card_rows", "RegionalDecks": "text_tables", "SignsTable": "text_tables",
          "CourseMap": "course_map", "ProgressFile": "course_map"}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f".{_HOMES[name]}", __name__), name)
