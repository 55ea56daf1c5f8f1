"""Cards shown in a row in a lesson's prose: pictures with captions, or with a sentence."""

from __future__ import annotations

from typing import Any, Callable, Optional

from ..cards import parse_cards
from ..decks import FRENCH
from ..errors import InvalidOptionError
from ..i18n import t
from .board import Row
from .language import Translated
from .scene import card_entry, card_name

CAPTIONS = ("name", "suit", "rank", "points", "strength")


class CardRow(Translated, Row):
    """Card pictures in a row (not clickable). ``captions``: a list of texts, or one of
    "name", "suit", "rank", "points", "strength" to caption each card in the learner's
    language."""

    def __init__(self, cards: Any, captions: Any = None,
                 style: str = "italian", size: str = "normal", lang: str = "it",
                 marks: Optional[dict[int, str]] = None) -> None:
        self._cards = parse_cards(cards)
        self._marks = dict(marks or {})   # card index -> "winner", "wrong", "chosen"
        if isinstance(captions, str):
            if captions not in CAPTIONS:
                raise InvalidOptionError(f"unknown captions {captions!r}: expected a list or one "
                                         f"of {', '.join(CAPTIONS)}", "captions")
            self._captions: Any = captions
        else:
            self._captions = list(captions) if captions is not None else None
            if self._captions is not None and len(self._captions) != len(self._cards):
                raise InvalidOptionError(f"{len(self._captions)} captions for {len(self._cards)} "
                                         "cards", "captions")
        super().__init__()
        self._pack, self._size = style, size
        self.lang = lang

    def _render(self) -> None:
        lang = self._lang
        self.scene = {"size": self.size if self._size == "normal" else self._size, "style": self._pack,
                      "lang": lang, "cards": [
            card_entry(card, lang, self._pack, enabled=False, caption=self._caption(i, card, lang),
                       mark=self._marks.get(i, ""))
            for i, card in enumerate(self._cards)], **self._more(lang)}

    def _more(self, lang: str) -> dict[str, Any]:
        """What else the scene holds (a sentence under the cards, for ``Example``)."""
        return {}

    def _caption(self, i: int, card: Any, lang: str) -> str:
        kind = self._captions
        if kind is None:
            return ""
        if not isinstance(kind, str):
            return kind[i]
        if kind == "name":
            return card_name(card, lang, self._pack)
        if kind == "suit":
            return FRENCH.suit_name(card.suit, lang) if self._pack == "french" else card.suit.name_in(lang)
        if kind == "rank":
            return card.rank.name_in(lang)
        if kind == "points":
            return t("course.points", lang, points=card.points)
        return t("course.strength", lang, n=11 - card.strength)


class Example(CardRow):
    """Cards with a sentence about them, both in the learner's language: one widget, so a
    lesson full of examples stays light in the browser."""

    def __init__(self, cards: Any, text: Callable[[str], str], captions: Any = None,
                 order: bool = False, marks: Optional[dict[int, str]] = None) -> None:
        self._order, self._text = order, text
        super().__init__(cards, captions=None if order else captions, marks=marks)

    def _render(self) -> None:
        if self._order:
            self._captions = [t("quiz.order", self._lang, n=i + 1) for i in range(len(self._cards))]
        super()._render()

    def _more(self, lang: str) -> dict[str, Any]:
        return {"text": self._text(lang)}
