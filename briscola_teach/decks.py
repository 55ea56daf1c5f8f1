"""Regional decks and the French view: other pictures and names for the same 40 cards.

None of this changes the game. A regional deck only changes the pictures; the French view
names a card as a player with a French pack would (the 8, 9 and 10 are dropped from that
pack and the Jack, Queen and King stand for the Fante, Cavallo and Re).

>>> FRENCH.label(Card.parse("9c")), FRENCH.name(Card.parse("9c"), "en")
('Q♥', 'Queen of Hearts')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping

from .cards import Card, Rank, Suit, _check_lang
from .errors import InvalidCardError, InvalidOptionError


@dataclass(frozen=True)
class RegionalDeck:
    """An Italian regional pattern: same suits and ranks, different pictures."""

    key: str
    name: str
    region_it: str
    region_en: str
    nine_called: str = "Cavallo"

    def region(self, lang: str = "it") -> str:
        return self.region_it if _check_lang(lang) == "it" else self.region_en


REGIONAL_DECKS: tuple[RegionalDeck, ...] = (
    RegionalDeck("napoletane", "Napoletane", "Campania e Sud Italia", "Campania and the South"),
    RegionalDeck("piacentine", "Piacentine", "Emilia e Nord Italia", "Emilia and the North"),
    RegionalDeck("siciliane", "Siciliane", "Sicilia", "Sicily"),
    RegionalDeck("bergamasche", "Bergamasche", "Lombardia (Bergamo)", "Lombardy (Bergamo)"),
    RegionalDeck("bresciane", "Bresciane", "Lombardia (Brescia)", "Lombardy (Brescia)"),
    RegionalDeck("trevigiane", "Trevigiane", "Veneto (Treviso)", "Veneto (Treviso)"),
    RegionalDeck("romagnole", "Romagnole", "Romagna", "Romagna"),
    RegionalDeck("fiorentine", "Fiorentine", "Toscana", "Tuscany"),
)
"""The Italian regional decks RULES.md names. Only the pictures differ. Players also call the
Cavallo "Donna" or "Regina" (seeds 001, 002, 004), whatever the deck: no source ties those names
to one deck, so the table says "Cavallo" for every deck."""

SPANISH_DECK = RegionalDeck("spagnole", "Spagnole", "Spagna e America Latina",
                            "Spain and Latin America")
"""The Spanish deck: the same suits and ranks (RULES.md section 1), and some play Briscola with
it (seed 003), but it is no Italian regional deck: where it is played the game is Brisca, which
differs «nel mazzo e nelle regole» (seed 003). Lesson 01 says so beside the regional table."""


def regional_deck(key: str) -> RegionalDeck:
    """Look a regional deck up by its key (``"napoletane"``)."""
    for deck in REGIONAL_DECKS:
        if deck.key == str(key).lower():
            return deck
    known = ", ".join(deck.key for deck in REGIONAL_DECKS)
    raise InvalidOptionError(f"unknown regional deck {key!r}: expected one of {known}", "deck_unknown",
                             value=key, choices=[deck.key for deck in REGIONAL_DECKS])


_FRENCH_SUITS = ("hearts", "diamonds", "spades", "clubs")
_FRENCH_SUIT_NAMES = {
    "it": {"hearts": "Cuori", "diamonds": "Quadri", "spades": "Picche", "clubs": "Fiori"},
    "en": {"hearts": "Hearts", "diamonds": "Diamonds", "spades": "Spades", "clubs": "Clubs"},
}
_FRENCH_SYMBOLS = {"hearts": "♥", "diamonds": "♦", "spades": "♠", "clubs": "♣"}
_FRENCH_RANK_LABELS = {Rank.ASSO: "A", Rank.FANTE: "J", Rank.CAVALLO: "Q", Rank.RE: "K"}
_FRENCH_RANK_NAMES = {
    "it": {Rank.ASSO: "Asso", Rank.FANTE: "Fante", Rank.CAVALLO: "Donna", Rank.RE: "Re"},
    "en": {Rank.ASSO: "Ace", Rank.FANTE: "Jack", Rank.CAVALLO: "Queen", Rank.RE: "King"},
}
DEFAULT_FRENCH_MAPPING: Mapping[Suit, str] = {
    Suit.COPPE: "hearts", Suit.DENARI: "diamonds", Suit.SPADE: "spades", Suit.BASTONI: "clubs"}


@dataclass(frozen=True)
class FrenchView:
    """Names and labels of the 40 cards as a French pack shows them.

    ``mapping`` gives the French suit for each Italian suit (RULES.md's usual mapping by default).
    """

    mapping: Mapping[Suit, str] = field(default_factory=lambda: dict(DEFAULT_FRENCH_MAPPING))

    def __post_init__(self) -> None:
        problem = f"a French mapping must pair each Italian suit with a different French suit " \
                  f"({', '.join(_FRENCH_SUITS)}), not {self.mapping!r}"
        try:
            pairs = {Suit.parse(suit): french for suit, french in dict(self.mapping).items()}
        except (InvalidCardError, TypeError, ValueError):
            raise InvalidOptionError(problem, "french_mapping") from None
        values = sorted(pairs.values(), key=repr)  # any type: a bad value is refused below
        if set(pairs) != set(Suit) or values != sorted(_FRENCH_SUITS, key=repr):
            raise InvalidOptionError(problem, "french_mapping")
        # A private, read-only copy: the caller's dict may change, this view may not.
        object.__setattr__(self, "mapping", MappingProxyType(pairs))

    def __hash__(self) -> int:
        return hash(tuple(sorted((suit.value, french) for suit, french in self.mapping.items())))

    def suit(self, suit: Suit) -> str:
        """The French suit key shown for an Italian suit."""
        return self.mapping[Suit.parse(suit)]

    def symbol(self, suit: Suit) -> str:
        return _FRENCH_SYMBOLS[self.suit(suit)]

    def suit_name(self, suit: Suit, lang: str = "it") -> str:
        return _FRENCH_SUIT_NAMES[_check_lang(lang)][self.suit(suit)]

    def rank_label(self, rank: Rank) -> str:
        """``"A"``, ``"2"`` ... ``"7"``, ``"J"``, ``"Q"``, ``"K"``."""
        rank = Rank.parse(rank)
        return _FRENCH_RANK_LABELS.get(rank, str(int(rank)))

    def label(self, card: Card) -> str:
        """Corner index: ``"Q♥"`` for the Cavallo di Coppe."""
        card = Card.parse(card)
        return self.rank_label(card.rank) + self.symbol(card.suit)

    def rank_name(self, rank: Rank, lang: str = "it") -> str:
        """``"Donna"`` / ``"Queen"`` for the Cavallo; the other ranks as an Italian pack names
        them (``"Asso"``, ``"Sette"``)."""
        rank = Rank.parse(rank)
        return _FRENCH_RANK_NAMES[_check_lang(lang)].get(rank) or rank.name_in(lang)

    def name(self, card: Card, lang: str = "it") -> str:
        """``"Donna di Cuori"`` / ``"Queen of Hearts"`` for the Cavallo di Coppe."""
        card = Card.parse(card)
        joiner = " di " if _check_lang(lang) == "it" else " of "
        return self.rank_name(card.rank, lang) + joiner + self.suit_name(card.suit, lang)


FRENCH = FrenchView()
"""The French view with the usual mapping: hearts = coppe, diamonds = denari, spades, clubs."""
