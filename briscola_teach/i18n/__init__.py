"""Every text a learner sees, in Italian and English, from one catalogue.

``t(key, lang, **params)`` looks a text up and fills in its ``{params}``. Each key holds both
languages side by side, so a translation cannot drift into a second copy; a test fails when a
key lacks a language.

>>> t("cli.takes", "en", player="Player 1", points=11)
'Player 1 takes the trick (11 points).'
>>> t("cli.plays", "it", player="Tu", card=Card.parse("1d"))
"Tu gioca l'Asso di Denari"

The catalogue holds the widgets', lessons' and CLI's texts, the course's lesson titles and
the card pictures' titles. Some names live beside the values they name instead, each with both
languages side by side:

- the suits and ranks (``cards.py``: ``Suit.name_in``, ``Rank.name_in``, ``Card.name``) and the
  French view's names (``decks.py``);
- the partner signs' gestures and meanings (``signals.py``);
- the Chiamata bids (``Bid.name`` in ``chiamata_rules.py``).

They are the engine's own vocabulary: its values name themselves in its errors, doctests and the
CLI, and the engine may not import this catalogue, which imports the engine to format cards
(``{card:the}``) and bids. ``tests/test_i18n.py`` checks that each has both languages.

``refusal(error, lang)`` says an engine error to the learner, from its ``code`` and ``details``:

>>> from briscola_teach.errors import IllegalPlayError
>>> refusal(IllegalPlayError("...", "discard_count", count=4, given=2), "it")
'Devi scartare esattamente 4 carte: ne hai scelte 2.'

"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, Optional

from ..cards import LANGUAGES, Card, Rank, Suit
from ..chiamata_rules import Bid
from ..errors import InvalidOptionError
from ..signals import Sign
from .rule_texts import TEXTS as _RULE_TEXTS
from .texts import TEXTS as _TEXTS

# The catalogue, from its files: each key is written in one of them only.
TEXTS: dict[str, dict[str, str]] = {**_TEXTS, **_RULE_TEXTS}
if len(TEXTS) != len(_TEXTS) + len(_RULE_TEXTS):
    raise RuntimeError(f"texts written twice: {sorted(set(_TEXTS) & set(_RULE_TEXTS))}")

if TYPE_CHECKING:
    from ..games.chiamata import Bid

# The Chiamata engine, imported by the pages that play or quiz the Chiamata only: a bid can
# only come from there, so the catalogue (which every page imports) looks for bids only
# once it is loaded.
_CHIAMATA = __name__.rsplit(".", 1)[0] + ".games.chiamata"


def _bid_class() -> Any:
    from ..games.chiamata import Bid
    return Bid

DEFAULT_LANGUAGE = "it"


def check_language(lang: Any) -> str:
    if lang not in LANGUAGES:
        raise InvalidOptionError(f"unknown language {lang!r}: expected one of {', '.join(LANGUAGES)}",
                                 "language", value=repr(lang), choices=list(LANGUAGES))
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

    def __str__(self) -> str:
        return self.card.name(self.lang)


def missing_texts() -> list[tuple[str, str]]:
    """(key, language) pairs that have no text: the catalogue's own check."""
    return [(key, lang) for key, texts in TEXTS.items() for lang in LANGUAGES
            if not isinstance(texts.get(lang), str) or not texts[lang].strip()]


__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "TEXTS", "bid_name", "check_language",
           "learner_value", "missing_texts", "named", "ProperName", "refusal", "signed", "t", "with_article"]


def ago(seconds: Optional[float], lang: str = DEFAULT_LANGUAGE) -> str:
    """How long ago something was, as the teacher's pages say it (None: never).

    >>> ago(150, "it"), ago(7200, "en"), ago(None, "en")
    ('2 min fa', '2 h ago', 'never')
    """
    if seconds is None:
        return t("class.never", lang)
    minutes = int(max(0.0, seconds) // 60)
    if minutes < 1:
        return t("class.just_now", lang)
    if minutes < 60:
        return t("class.minutes_ago", lang, n=minutes)
    if minutes < 48 * 60:
        return t("class.hours_ago", lang, n=minutes // 60)
    return t("class.days_ago", lang, n=minutes // (24 * 60))


def page_now(page: Optional[str], lang: str = DEFAULT_LANGUAGE) -> str:
    """The page a learner has open, as the teacher's pages say it ("00": the course map, a
    lesson's number, "tables": playing with the class, else the class's page); "" for none."""
    if page is None:
        return ""
    if page == "00":
        return t("class.on_map", lang)
    if page.isdigit():
        return t("class.on_lesson", lang, n=int(page))
    if page == "tables":
        return t("ct.title", lang)
    return t("class.on_class", lang)


def table_line(listing: dict[str, Any], lang: str = DEFAULT_LANGUAGE) -> tuple[str, str, str]:
    """A class table as the teacher's pages list it, from its ``Table.listing``: the game,
    the hand, and who sits where ("1 Anna, 2 Computer")."""
    game = t(f"ct.game.{listing['game']}-{listing['players']}", lang)
    seats = ", ".join(f"{seat + 1} " + (t("ct.computer", lang) if kind == "computer" else
                                        (name or t("ct.nameless", lang)))
                      for seat, (name, kind) in enumerate(zip(listing["names"], listing["kinds"])))
    return game, t("ct.hand_number", lang, number=listing["hand"]), seats


def signed(score: int) -> str:
    """A table score as a scorer writes it: "+2", "−1" (a real minus sign).

    >>> signed(-1), signed(2)
    ('−1', '+2')
    """
    return f"{score:+d}".replace("-", "\u2212")


def bid_name(bid: Bid, lang: str = DEFAULT_LANGUAGE, col_monte: bool = False) -> str:
    """A bid as the learner reads it: col monte a total is just points (any card is called:
    "75 punti"), elsewhere the bid's own name ("Asso", "2 a 70")."""
    if col_monte and bid.points is not None:
        return t("auction.points", lang, points=bid.points)
    return bid.name(lang)


def learner_value(value: Any, lang: str = DEFAULT_LANGUAGE) -> Any:
    """A value as a text says it to a learner in ``lang``: a card by its name (``{card:the}``
    adds the article), a list of cards as their names joined with commas and "e"/"and", a
    suit, rank, bid or sign by its name; numbers and text stay as they are.

    >>> print(learner_value([Card.parse("1d"), Card.parse("2c")], "it"))
    Asso di Denari e Due di Coppe
    """
    if isinstance(value, Card):
        return _CardName(value, lang)
    if isinstance(value, Suit):
        return value.name_in(lang)
    if isinstance(value, Rank):
        return _Named(value.name_in(lang), _article(value.name_in(lang), lang))
    if _CHIAMATA in sys.modules and isinstance(value, _bid_class()):
        return _Named(value.name(lang), _article(value.name(lang), lang))
    if isinstance(value, Sign):
        return value.meaning(lang)
    # a list of signs too (a Sign is a str: the words saved in JSON)
    if isinstance(value, (list, tuple)) and value and (
            isinstance(value[0], Sign) or not isinstance(value[0], (int, float, str))):
        return _Names([learner_value(item, lang) for item in value], lang, last=True)
    return value


_ARTICLES = {"": ("l'", "il "), "a": ("all'", "al "), "di": ("dell'", "del ")}


class ProperName(str):
    """A person's own name (a classmate's, at a class table): in a sentence it takes no
    article and keeps its capital, "Tocca a Bob", "di Anna"."""


def named(name: str, lang: str, preposition: str = "") -> str:
    """A seat's name in a sentence: Italian adds the article, joined to ``preposition`` ("a",
    "di"): "l'avversario", "al giocatore 2", "del compagno"; a ``ProperName`` takes the bare
    preposition, "a Bob". English leaves it as it is."""
    if lang != "it" or not name or name == t("table.you", lang):
        return name
    if isinstance(name, ProperName):
        return f"{preposition} {name}" if preposition else str(name)
    vowel, consonant = _ARTICLES[preposition]
    article = vowel if name[0].lower() in "aeiou" else consonant
    return article + name[0].lower() + name[1:]


# -- refusals: the engine's errors said to the learner ----------------------------------------

# Which details of an engine error name what (errors.py: ``code`` and ``details`` are data).
_CARD_DETAILS = frozenset({"card"})
_CARD_LIST_DETAILS = frozenset({"cards", "missing", "extra", "repeated"})
_SIGN_DETAILS = frozenset({"sign", "given"})
_SEAT_DETAILS = frozenset({"seat", "current"})
_BID_DETAILS = frozenset({"bid", "contract"})
_CHOICE_DETAILS = frozenset({"choices"})
# Texts that agree with how many cards were chosen: ``refusal.<code>.none`` / ``.one``.
_COUNTED = {0: "none", 1: "one"}


def refusal(error: BaseException, lang: str = DEFAULT_LANGUAGE) -> str:
    """The learner's sentence for an engine error, in ``lang``: the catalogue's text
    ``refusal.<code>`` with its ``{params}`` filled from ``error.details``.

    Cards, suits, bids, ranks and signs in the details are named in ``lang`` (``{card:the}``
    gives "l'Asso di Denari", a list of cards is their names joined with commas), seats
    become the players' numbers 1, 2, ... An error without a known code, or one whose details
    do not fit its text, gets the general ``refusal.unknown``: never the English message and
    never the raw code.

    >>> from briscola_teach import new_game
    >>> game = new_game("classic", players=2, seed=7)
    >>> game.can_play("1d")
    False
    >>> try:
    ...     game.play("1d")
    ... except ValueError as error:
    ...     print(refusal(error, "it"))
    ...     print(refusal(error, "en"))
    L'Asso di Denari non è nella tua mano.
    The Ace of Coins is not in your hand.
    """
    check_language(lang)
    code = getattr(error, "code", None)
    details = getattr(error, "details", None)
    key = f"refusal.{code}"
    if not isinstance(code, str) or key not in TEXTS or not isinstance(details, dict):
        return TEXTS["refusal.unknown"][lang]
    given = details.get("given")
    if isinstance(given, int) and f"{key}.{_COUNTED.get(given)}" in TEXTS:
        key = f"{key}.{_COUNTED[given]}"
    try:
        params = {name: _learner_value(name, value, lang) for name, value in details.items()}
        return TEXTS[key][lang].format(**params)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return TEXTS["refusal.unknown"][lang]


def _learner_value(name: str, value: Any, lang: str) -> Any:
    """One detail of an error as a learner reads it: read as what its name says, then named
    by ``learner_value`` (lists joined with commas only); anything not recognised stays as
    it is."""
    if isinstance(value, bool) or value is None:
        return value
    try:
        if name in _CARD_DETAILS and isinstance(value, (str, Card)):
            return learner_value(Card.parse(value), lang)
        if name in _CARD_LIST_DETAILS and isinstance(value, (list, tuple)):
            return _Names([learner_value(Card.parse(card), lang) for card in value], lang)
        if name == "suit" and isinstance(value, (str, Suit)):
            return learner_value(Suit.parse(value), lang)
        if name == "rank" and isinstance(value, (int, Rank)):
            return learner_value(Rank.parse(value), lang)
        if name in _BID_DETAILS and (isinstance(value, str) or (
                _CHIAMATA in sys.modules and isinstance(value, _bid_class()))):
            return learner_value(_bid_class().parse(value), lang)
        if name in _SIGN_DETAILS and isinstance(value, str):
            return learner_value(Sign.parse(value), lang)
        if name == "true" and isinstance(value, (list, tuple)):
            return _Names([learner_value(Sign.parse(sign), lang) for sign in value], lang)
        if name in _SEAT_DETAILS and isinstance(value, int):
            return value + 1  # seats are 0-based in the engine, players 1, 2, ... to a learner
        if name in _CHOICE_DETAILS and isinstance(value, (list, tuple)):
            words = [str(choice) for choice in value]
            last = " o " if lang == "it" else " or "
            return words[0] if len(words) == 1 else ", ".join(words[:-1]) + last + words[-1]
    except ValueError:  # a detail that does not read as what its name says: keep it raw
        return value
    return value


def _article(name: str, lang: str) -> str:
    """A rank or bid name with its definite article: "l'Asso", "il Re", "the King"."""
    if lang == "en":
        return "the " + name
    return ("l'" if name[:1].lower() in "aeiou" else "il ") + name


class _Named:
    """A name in a text: ``{x}`` gives it, ``{x:the}`` with its article, ``{x:The}`` capitalised."""

    def __init__(self, plain: str, with_article: str) -> None:
        self.plain, self.with_article = plain, with_article

    def __format__(self, spec: str) -> str:
        if spec == "the":
            return self.with_article
        if spec == "The":
            return self.with_article[:1].upper() + self.with_article[1:]
        return format(self.plain, spec)

    def __str__(self) -> str:
        return self.plain


class _Names:
    """Several names in a text, joined with commas; a format spec applies to each."""

    def __init__(self, items: list, lang: str, last: bool = False) -> None:
        self.items, self.lang, self.last = items, lang, last

    def __format__(self, spec: str) -> str:
        parts = [format(item, spec if i == 0 or spec != "The" else "the")
                 for i, item in enumerate(self.items)]
        if self.last and len(parts) > 1:   # "A, B e C" rather than "A, B, C"
            return ", ".join(parts[:-1]) + (" e " if self.lang == "it" else " and ") + parts[-1]
        return ", ".join(parts)

    def __str__(self) -> str:
        return format(self, "")
