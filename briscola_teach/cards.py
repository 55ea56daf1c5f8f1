"""Suits, ranks and cards of the 40-card Italian pack, with their names in Italian and English.

There are exactly 40 ``Card`` objects: ``Card(rank, suit)`` and ``Card.parse(text)`` return the
same shared instance every time, so cards compare by identity (fast) and are immutable.

>>> Card.parse("1d")
Card.parse('1d')
>>> str(Card.parse("Re di Bastoni")), Card.parse("Knight of Cups").name("it")
('10b', 'Cavallo di Coppe')
>>> Card.parse("3s").points, Card.parse("3s").strength > Card.parse("10s").strength
(10, True)
"""

from __future__ import annotations

import re
from enum import Enum, IntEnum
from typing import Any, Iterable, Union

from .errors import InvalidCardError, InvalidOptionError

LANGUAGES = ("it", "en")


class Suit(str, Enum):
    """The four Italian suits; the value is the letter used in card codes."""

    COPPE = "c"
    DENARI = "d"
    SPADE = "s"
    BASTONI = "b"

    @property
    def letter(self) -> str:
        return self.value

    @property
    def index(self) -> int:  # type: ignore[override]  # the suit's place, not str.index
        return _SUIT_INDEX[self]

    def name_in(self, lang: str = "it") -> str:
        """The suit's name: ``Suit.DENARI.name_in("en") == "Coins"``."""
        return _SUIT_NAMES[_check_lang(lang)][self]

    @property
    def name_it(self) -> str:
        return self.name_in("it")

    @property
    def name_en(self) -> str:
        return self.name_in("en")

    @classmethod
    def parse(cls, text: Union[str, "Suit"]) -> "Suit":
        """Read a suit from its letter (``"d"``) or its name in Italian or English (``"Coins"``)."""
        if isinstance(text, Suit):
            return text
        if not isinstance(text, str):
            raise InvalidCardError(
                f"a suit must be a Suit or a string like 'd' or 'denari', not {type(text).__name__} {text!r}",
                "suit_type", value=repr(text))
        suit = _SUIT_WORDS.get(" ".join(text.lower().split()))
        if suit is None:
            raise InvalidCardError(
                f"{text!r} is not a suit: expected a letter b|c|d|s or a name such as "
                "'coppe', 'denari', 'spade', 'bastoni' (or 'cups', 'coins', 'swords', 'clubs')",
                "suit_unknown", value=text)
        return suit

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


class Rank(IntEnum):
    """Ranks 1-10 as printed on Italian cards: 8 Fante, 9 Cavallo, 10 Re."""

    ASSO = 1
    DUE = 2
    TRE = 3
    QUATTRO = 4
    CINQUE = 5
    SEI = 6
    SETTE = 7
    FANTE = 8
    CAVALLO = 9
    RE = 10

    @property
    def points(self) -> int:
        return _POINTS[self]

    @property
    def strength(self) -> int:
        """1 (the 2, weakest) to 10 (the Asso): higher takes within a suit."""
        return _STRENGTH[self]

    @property
    def category(self) -> str:
        """``"carico"`` (Asso, Tre), ``"figura"`` (Re, Cavallo, Fante) or ``"liscio"``."""
        if self in (Rank.ASSO, Rank.TRE):
            return "carico"
        return "figura" if self >= Rank.FANTE else "liscio"

    def name_in(self, lang: str = "it") -> str:
        return _RANK_NAMES[_check_lang(lang)][self]

    @classmethod
    def parse(cls, text: Union[int, str, "Rank"]) -> "Rank":
        """Read a rank from 1-10 or a name (``"Asso"``, ``"Knight"``, ``"Donna"``)."""
        if isinstance(text, Rank):
            return text
        if isinstance(text, int) and not isinstance(text, bool):
            if 1 <= text <= 10:
                return Rank(text)
            raise InvalidCardError(f"rank {text} is out of range: expected 1-10", "rank_range",
                                   value=text)
        if not isinstance(text, str):
            raise InvalidCardError(
                f"a rank must be a number 1-10 or a name, not {type(text).__name__} {text!r}",
                "rank_type", value=repr(text))
        rank = _RANK_WORDS.get(" ".join(text.lower().split()))
        if rank is None:
            raise InvalidCardError(
                f"{text!r} is not a rank: expected 1-10 or a name such as 'Asso', 'Fante', "
                "'Cavallo', 'Re' (or 'Ace', 'Jack', 'Knight', 'King')", "rank_unknown", value=text)
        return rank


# Order of taking, strongest first (RULES.md section 1).
STRENGTH_ORDER = (Rank.ASSO, Rank.TRE, Rank.RE, Rank.CAVALLO, Rank.FANTE,
                  Rank.SETTE, Rank.SEI, Rank.CINQUE, Rank.QUATTRO, Rank.DUE)
_STRENGTH = {rank: 10 - i for i, rank in enumerate(STRENGTH_ORDER)}
_POINTS = {rank: 0 for rank in Rank}
_POINTS.update({Rank.ASSO: 11, Rank.TRE: 10, Rank.RE: 4, Rank.CAVALLO: 3, Rank.FANTE: 2})
_SUIT_INDEX = {suit: i for i, suit in enumerate(Suit)}

_SUIT_NAMES = {
    "it": {Suit.COPPE: "Coppe", Suit.DENARI: "Denari", Suit.SPADE: "Spade", Suit.BASTONI: "Bastoni"},
    "en": {Suit.COPPE: "Cups", Suit.DENARI: "Coins", Suit.SPADE: "Swords", Suit.BASTONI: "Clubs"},
}
_RANK_NAMES = {
    "it": dict(zip(Rank, ["Asso", "Due", "Tre", "Quattro", "Cinque", "Sei", "Sette",
                          "Fante", "Cavallo", "Re"])),
    "en": dict(zip(Rank, ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
                          "Jack", "Knight", "King"])),
}
# Words accepted when reading; the usual French-view suit words map as RULES.md's default.
_SUIT_WORDS: dict[str, Suit] = {suit.value: suit for suit in Suit}
for _lang in LANGUAGES:
    _SUIT_WORDS.update({name.lower(): suit for suit, name in _SUIT_NAMES[_lang].items()})
_SUIT_WORDS.update({
    "coppa": Suit.COPPE, "denaro": Suit.DENARI, "ori": Suit.DENARI, "spada": Suit.SPADE,
    "bastone": Suit.BASTONI, "cup": Suit.COPPE, "coin": Suit.DENARI, "sword": Suit.SPADE,
    "club": Suit.BASTONI, "batons": Suit.BASTONI, "hearts": Suit.COPPE, "heart": Suit.COPPE,
    "diamonds": Suit.DENARI, "diamond": Suit.DENARI, "spades": Suit.SPADE, "cuori": Suit.COPPE,
    "quadri": Suit.DENARI, "picche": Suit.SPADE, "fiori": Suit.BASTONI,
})
_RANK_WORDS: dict[str, Rank] = {str(rank.value): rank for rank in Rank}
for _lang in LANGUAGES:
    _RANK_WORDS.update({name.lower(): rank for rank, name in _RANK_NAMES[_lang].items()})
_RANK_WORDS.update({
    "uno": Rank.ASSO, "one": Rank.ASSO, "a": Rank.ASSO, "donna": Rank.CAVALLO,
    "regina": Rank.CAVALLO, "queen": Rank.CAVALLO, "horse": Rank.CAVALLO, "cavaliere": Rank.CAVALLO,
    "knave": Rank.FANTE, "j": Rank.FANTE, "q": Rank.CAVALLO, "k": Rank.RE,
})

_CODE = re.compile(r"^(10|[1-9])\s*([bcds])$")
_NAME = re.compile(r"^(.+?)\s+(?:di|de|of)\s+(.+)$")


def _check_lang(lang: str) -> str:
    if lang not in LANGUAGES:
        raise InvalidOptionError(
            f"unknown language {lang!r}: expected one of {', '.join(LANGUAGES)}", "lang_unknown",
            value=repr(lang), choices=list(LANGUAGES))
    return lang


class Card:
    """One of the 40 cards. Immutable and shared: ``Card(1, "d") is Card.parse("1d")``."""

    __slots__ = ("rank", "suit", "points", "strength", "index", "_code")
    rank: Rank
    suit: Suit
    points: int
    strength: int
    index: int
    _code: str

    def __new__(cls, rank: Union[int, str, Rank], suit: Union[str, Suit]) -> "Card":
        return _BY_KEY[Rank.parse(rank), Suit.parse(suit)]

    @classmethod
    def _make(cls, rank: Rank, suit: Suit) -> "Card":
        card = object.__new__(cls)
        for name, value in (("rank", rank), ("suit", suit), ("points", rank.points),
                            ("strength", rank.strength), ("index", suit.index * 10 + rank - 1),
                            ("_code", f"{int(rank)}{suit.value}")):
            object.__setattr__(card, name, value)
        return card

    @classmethod
    def parse(cls, text: Union[str, "Card"]) -> "Card":
        """Read a card from its code (``"1d"``, ``"10B"``) or its Italian or English name."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise InvalidCardError(
                f"a card must be a Card or a string like '1d' or 'Asso di Denari', "
                f"not {type(text).__name__} {text!r}", "card_type", value=repr(text))
        cleaned = " ".join(text.lower().split())
        found = _PARSED.get(cleaned)
        if found is not None:
            return found
        match = _CODE.match(cleaned) or _NAME.match(cleaned)
        try:
            if match is None:
                raise InvalidCardError("no match", "card_unknown")
            card = _BY_KEY[Rank.parse(match.group(1)), Suit.parse(match.group(2))]
        except InvalidCardError:
            raise InvalidCardError(
                f"{text!r} is not a card: expected a code like '1d' or '10b' (rank 1-10, suit "
                "b|c|d|s) or a name like 'Asso di Denari' or 'Ace of Coins'",
                "card_unknown", value=text) from None
        return card

    @classmethod
    def from_index(cls, index: int) -> "Card":
        """The card with ``card.index == index`` (0-39: suit by suit, Asso to Re)."""
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < 40:
            raise InvalidCardError(f"card index {index!r} is out of range: expected 0-39",
                                   "index_range", value=repr(index))
        return DECK[index]

    def code(self) -> str:
        """The compact code, the inverse of ``Card.parse``: ``"1d"``, ``"10b"``."""
        return self._code

    def name(self, lang: str = "it") -> str:
        """``"Asso di Denari"`` in Italian, ``"Ace of Coins"`` in English."""
        joiner = " di " if _check_lang(lang) == "it" else " of "
        return self.rank.name_in(lang) + joiner + self.suit.name_in(lang)

    @property
    def name_it(self) -> str:
        return self.name("it")

    @property
    def name_en(self) -> str:
        return self.name("en")

    @property
    def category(self) -> str:
        """``"carico"``, ``"figura"`` or ``"liscio"``."""
        return self.rank.category

    @property
    def sort_key(self) -> tuple[int, int]:
        """Suit by suit, strongest first: a tidy order for showing a hand."""
        return (self.suit.index, -self.strength)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"Card is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Card is immutable: cannot delete {name!r}")

    def __hash__(self) -> int:
        return self.index

    def __reduce__(self) -> tuple:
        return (Card, (int(self.rank), self.suit.value))

    def __copy__(self) -> "Card":
        return self

    def __deepcopy__(self, memo: dict) -> "Card":
        return self

    def __str__(self) -> str:
        return self._code

    def __repr__(self) -> str:
        return f"Card.parse({self._code!r})"


DECK: tuple[Card, ...] = tuple(Card._make(rank, suit) for suit in Suit for rank in Rank)
"""All 40 cards, suit by suit (coppe, denari, spade, bastoni), Asso to Re."""
_BY_KEY: dict[tuple[Rank, Suit], Card] = {(card.rank, card.suit): card for card in DECK}
_PARSED: dict[str, Card] = {}
for _card in DECK:
    _PARSED[_card.code()] = _card
    for _lang in LANGUAGES:
        _PARSED[_card.name(_lang).lower()] = _card


def parse_cards(cards: Union[str, Iterable[Union[str, Card]]]) -> tuple[Card, ...]:
    """Read several cards: a space- or comma-separated string of codes, or an iterable."""
    if isinstance(cards, str):
        items: Iterable[Any] = cards.replace(",", " ").split()
    else:
        try:
            items = list(cards)
        except TypeError:
            raise InvalidCardError(
                f"expected a list of cards or a string of codes, not {type(cards).__name__} {cards!r}",
                "cards_type", value=repr(cards)) from None
    return tuple(Card.parse(item) for item in items)


def format_cards(cards: Iterable[Card]) -> str:
    """The inverse of ``parse_cards``: codes separated by spaces."""
    return " ".join(card.code() for card in cards)
