"""Widgets shown in the learner's language and size: setting ``lang`` or ``big`` redraws them."""

from __future__ import annotations

from ..i18n import check_language

# The languages by their own names: a language switch shows each in itself.
LANGUAGE_NAMES = (("it", "Italiano"), ("en", "English"))


class Translated:
    """Mixed into a widget with a ``_render()`` that draws it in ``self._lang``."""

    _lang = "it"

    @property
    def lang(self) -> str:
        return self._lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self._lang = check_language(lang)
        self._render()

    _big = False

    @property
    def big(self) -> bool:
        """Big cards, for a projector."""
        return self._big

    @big.setter
    def big(self, big: bool) -> None:
        self._big = bool(big)
        self._render()

    @property
    def size(self) -> str:
        """The card size the browser draws: "projector" when big."""
        return "projector" if self._big else "normal"

    def _render(self) -> None:
        raise NotImplementedError
