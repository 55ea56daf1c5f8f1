"""Widgets shown in the learner's language: setting ``lang`` redraws them."""

from __future__ import annotations

from ..i18n import check_language


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

    def _render(self) -> None:
        raise NotImplementedError
