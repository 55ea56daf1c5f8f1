"""Every text a learner sees, in Italian and English, from one catalogue.

``t(key, lang, **params)`` looks a text up and fills in its ``{params}``. Each key holds both
languages side by side, so a translation cannot drift into a second copy; a test fails when a
key lacks a language.

>>> t("cli.takes", "en", player="Player 1", points=11)
'Player 1 takes the trick (11 points).'
>>> t("cli.plays", "it", player="Tu", card=Card.parse("1d"))
"Tu gioca l'Asso di Denari"

"""

from __future__ import annotations

from typing import Any

from ..cards import LANGUAGES, Card
from .texts import TEXTS

DEFAULT_LANGUAGE = "it"


def check_language(lang: Any) -> str:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: expected one of {', '.join(LANGUAGES)}")
    return lang


def t(key: str, lang: str = DEFAULT_LANGUAGE, **params: Any) -> str:
    """The text ``key`` in ``lang`` with ``params`` filled in; cards are named in ``lang``."""
    check_language(lang)
    try:
        text = TEXTS[key][lang]
    except KeyError:
        raise KeyError(f"no text {key!r} in language {lang!r}") from None
    named = {name: _CardName(value, lang) if isinstance(value, Card) else value
             for name, value in params.items()}
    return text.format(**named)


def with_article(card: Card, lang: str = DEFAULT_LANGUAGE) -> str:
    """The card's name with its definite article: "l'Asso di Denari", "il Re di Coppe"."""
    name = card.name(check_language(lang))
    if lang == "en":
        return "the " + name
    return ("l'" if name.startswith("Asso") else "il ") + name


class _CardName:
    """A card in a text: ``{card}`` gives its name, ``{card:the}`` adds the article."""

    def __init__(self, card: Card, lang: str) -> None:
        self.card, self.lang = card, lang

    def __format__(self, spec: str) -> str:
        if spec == "the":
            return with_article(self.card, self.lang)
        if spec == "The":
            text = with_article(self.card, self.lang)
            return text[0].upper() + text[1:]
        return format(self.card.name(self.lang), spec)


def missing_texts() -> list[tuple[str, str]]:
    """(key, language) pairs that have no text: the catalogue's own check."""
    return [(key, lang) for key, texts in TEXTS.items() for lang in LANGUAGES
            if not isinstance(texts.get(lang), str) or not texts[lang].strip()]


__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "TEXTS", "check_language", "missing_texts", "named", "t",
           "with_article"]


_ARTICLES = {"": ("l'", "il "), "a": ("all'", "al "), "di": ("dell'", "del ")}


def named(name: str, lang: str, preposition: str = "") -> str:
    """A seat's name in a sentence: Italian adds the article, joined to ``preposition`` ("a",
    "di"): "l'avversario", "al giocatore 2", "del compagno". English leaves it as it is."""
    if lang != "it" or not name or name == t("table.you", lang):
        return name
    vowel, consonant = _ARTICLES[preposition]
    article = vowel if name[0].lower() in "aeiou" else consonant
    return article + name[0].lower() + name[1:]
