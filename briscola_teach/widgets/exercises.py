"""Every kind of quiz a lesson can ask (``Lesson.quiz(kind, ...)``), from the modules that
define them: the card quizzes of ``quiz.py`` and the topic quizzes beside it.

A topic module is imported only when one of its kinds is first asked for (or the whole list
is): a page of card quizzes never imports the hand, word, Chiamata and match quizzes, nor the
games they play.
"""

from __future__ import annotations

from importlib import import_module
from typing import Iterator, Mapping

from .quiz import QUIZZES as CARD_QUIZZES, Quiz

# The modules whose ``KINDS`` add to the card quizzes, in the order they are looked in.
TOPICS = ("hand_quiz", "word_quiz", "chiamata_quiz", "match_quiz", "rule_quiz")


class Kinds(Mapping[str, "type[Quiz]"]):
    """The quiz classes by kind; each topic module is imported the first time it is needed."""

    def __init__(self) -> None:
        self._found: dict[str, type[Quiz]] = dict(CARD_QUIZZES)
        self._todo = list(TOPICS)

    def _load_next(self) -> None:
        module = import_module(f".{self._todo.pop(0)}", __package__)
        clash = set(module.KINDS) & set(self._found)
        if clash:
            raise RuntimeError(f"quiz kinds defined twice: {sorted(clash)}")
        self._found.update(module.KINDS)

    def __getitem__(self, kind: str) -> type[Quiz]:
        while kind not in self._found and self._todo:
            self._load_next()
        return self._found[kind]

    def _all(self) -> dict[str, type[Quiz]]:
        while self._todo:
            self._load_next()
        return self._found

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


QUIZZES: Mapping[str, type[Quiz]] = Kinds()

__all__ = ["QUIZZES"]
