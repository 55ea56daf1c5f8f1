"""Widgets shown in the learner's language and size: setting ``lang`` or ``big`` redraws them."""

from __future__ import annotations

from ..i18n import LANGUAGES, check_language

# The languages by their own names: a language switch shows each in itself.
LANGUAGE_NAMES = (("it", "Italiano"), ("en", "English"))


def language_style(lang: str) -> str:
    """The style element that shows a notebook's prose in ``lang`` only: the other language's
    blocks (``bt-it``, ``bt-en``) are hidden. It is put on the page by the lesson's language
    switch (an HTML widget), so it works in any front end that shows widgets.

    The rule is confined to the notebook that holds this element (``.jp-Notebook:has(...)``):
    JupyterLab keeps several notebooks in one page, each with its own switch, and a rule for
    the whole page would hide both languages once two lessons were in different ones. In
    Voila the page's body is the notebook; it has a rule of its own too, for a browser
    without ``:has`` (Firefox before 121), where a page holds one lesson anyway.

    >>> print(language_style("en"))
    <style data-bt-lang="en">.jp-Notebook:has(style[data-bt-lang="en"]) .bt-it { display: none !important; }
    body[data-voila] .bt-it { display: none !important; }</style>
    """
    lang = check_language(lang)
    others = [other for other in LANGUAGES if other != lang]
    in_notebook = ", ".join(f'.jp-Notebook:has(style[data-bt-lang="{lang}"]) .bt-{other}'
                            for other in others)
    in_voila = ", ".join(f"body[data-voila] .bt-{other}" for other in others)
    return (f'<style data-bt-lang="{lang}">{in_notebook} {{ display: none !important; }}\n'
            f'{in_voila} {{ display: none !important; }}</style>')


def unswitched_style(lang: str) -> str:
    """The style sheet for a notebook front end before a lesson's switch has run (JupyterLab
    shows a notebook's prose before its cells are run): only ``lang`` is shown. Once the
    switch is on the page, its own ``language_style`` decides.

    >>> unswitched_style("it")
    '.jp-Notebook:not(:has(style[data-bt-lang])) .bt-en { display: none !important; }'
    """
    lang = check_language(lang)
    hidden = ", ".join(f".jp-Notebook:not(:has(style[data-bt-lang])) .bt-{other}"
                       for other in LANGUAGES if other != lang)
    return f"{hidden} {{ display: none !important; }}"


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
