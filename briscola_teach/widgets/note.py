"""What a lesson works out with the engine and says to the learner, in both languages.

A ``Note`` is shown like the lesson's prose: one block a language (``bt-it``, ``bt-en``),
the lesson bar's switch hides the other. It is no widget: its text is in the notebook's
output, so nbval checks it (``# NBVAL_CHECK_OUTPUT``) the way it checked the ``print``
outputs a learner should never see ("2d 39 13", "(8, 8, 8, 8, 8)").

>>> from briscola_teach.cards import Card
>>> Note("note.example", card=Card.parse("1d"), count=3)
L'Asso di Denari vale 11 punti; 3 carte.
The Ace of Coins is worth 11 points; 3 cards.
"""

from __future__ import annotations

import html
from typing import Any, Sequence

from ..cards import LANGUAGES
from ..i18n import learner_value, t


class Note:
    """The catalogue's text ``key`` with ``params`` (cards, lists of cards, suits, bids, signs
    and numbers, each named in the language it is said in)."""

    def __init__(self, key: str, **params: Any) -> None:
        self.texts = {lang: t(key, lang, **{name: learner_value(value, lang)
                                             for name, value in params.items()})
                      for lang in LANGUAGES}

    def _repr_html_(self) -> str:
        return "".join(f"<div class='bt-{lang} bt-note' style='font-size:17px;margin:6px 0'>"
                       f"{html.escape(text)}</div>" for lang, text in self.texts.items())

    def __repr__(self) -> str:
        return "\n".join(self.texts.values())


class NoteLink(Note):
    """A link whose words are the catalogue's text ``key``, shown like the prose."""

    def __init__(self, key: str, href: str) -> None:
        super().__init__(key)
        self.href = href

    def _repr_html_(self) -> str:
        return "".join(f"<div class='bt-{lang} bt-note' style='font-size:18px;margin:10px 0'>"
                       f"<a href='{html.escape(self.href, quote=True)}' style='color:#1f5c39;"
                       f"font-weight:600'>{html.escape(text)}</a></div>"
                       for lang, text in self.texts.items())


class NoteTable:
    """A small table: ``columns`` are catalogue keys (the headings), each row a list of
    values named in the language shown (numbers, cards, lists of cards, suits, bids, or a
    catalogue key given as ``("key", {params})``, a param maybe ``{"it": ..., "en": ...}``)."""

    def __init__(self, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
        if any(len(row) != len(columns) for row in rows):
            raise ValueError(f"every row needs {len(columns)} values, one for each of {list(columns)}")
        self.cells = {lang: [[t(key, lang) for key in columns]]
                      + [[_cell(value, lang) for value in row] for row in rows]
                      for lang in LANGUAGES}

    def _repr_html_(self) -> str:
        blocks = []
        for lang, (head, *body) in self.cells.items():
            heads = "".join(f"<th style='text-align:left;padding:4px 14px 4px 0'>{html.escape(h)}</th>"
                            for h in head)
            rows = "".join("<tr>" + "".join(f"<td style='text-align:left;padding:4px 14px 4px 0'>{html.escape(c)}</td>"
                                            for c in row) + "</tr>" for row in body)
            blocks.append(f"<div class='bt-{lang} bt-note'><table style='font-size:17px;"
                          f"border-collapse:collapse;margin:6px 0'><tr>{heads}</tr>{rows}</table></div>")
        return "".join(blocks)

    def __repr__(self) -> str:
        return "\n".join(" | ".join(row) for lang in LANGUAGES for row in self.cells[lang])


def _cell(value: Any, lang: str) -> str:
    if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str) \
            and isinstance(value[1], dict):
        key, params = value
        return t(key, lang, **{name: learner_value(_in(v, lang), lang) for name, v in params.items()})
    return format(learner_value(value, lang))


def _in(value: Any, lang: str) -> Any:
    """A value given in each language (``{"it": ..., "en": ...}``) in ``lang``; others as they are."""
    return value[lang] if isinstance(value, dict) and set(value) == set(LANGUAGES) else value


__all__ = ["Note", "NoteTable"]
