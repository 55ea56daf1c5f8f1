"""Small tables of texts in the learner's language: the regional decks, the partner signs."""

from __future__ import annotations

import html

import ipywidgets as widgets

from ..decks import REGIONAL_DECKS
from ..i18n import t
from ..signals import CONVENTIONAL
from .language import Translated

class TextTable(Translated, widgets.HTML):
    """A small table of texts in the learner's language: ``columns`` name the columns and
    ``rows(lang)`` gives the cells; the first ``bold`` column is bold."""

    columns: tuple[str, ...] = ()
    bold = 0

    def __init__(self) -> None:
        super().__init__()
        self.lang = "it"

    def rows(self, lang: str) -> list[tuple[str, ...]]:
        raise NotImplementedError

    def _render(self) -> None:
        lang = self._lang
        head = "".join(f"<th style='text-align:left'>{html.escape(t(key, lang))}</th>" for key in self.columns)
        body = "".join("<tr>" + "".join(
            f"<td><b>{html.escape(cell)}</b></td>" if i == self.bold else f"<td>{html.escape(cell)}</td>"
            for i, cell in enumerate(row)) + "</tr>" for row in self.rows(lang))
        self.value = ("<table style='font-size:16px;border-collapse:collapse' cellpadding='6'>"
                      f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")


class RegionalDecks(TextTable):
    """The regional decks RULES.md names, and where they are played. (No column names the 9:
    it is the Cavallo in every deck, and no source ties "Donna" or "Regina" to one deck.)"""

    columns = ("course.deck", "course.region")

    def rows(self, lang: str) -> list[tuple[str, ...]]:
        return [(deck.name, deck.region(lang)) for deck in REGIONAL_DECKS]


class SignsTable(TextTable):
    """The partner signs of RULES.md section 5: the gesture and what it says."""

    columns = ("course.gesture", "course.meaning")
    bold = 1

    def rows(self, lang: str) -> list[tuple[str, ...]]:
        return [(sign.gesture(lang), sign.meaning(lang)) for sign in CONVENTIONAL]
