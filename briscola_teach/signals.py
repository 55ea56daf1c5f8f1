"""The conventional signs (segni) partners give each other at 4 and 6 players (RULES.md section 5).

Each ``Sign`` says what its giver holds and carries its gesture in Italian (seed 001) and
English (RULES.md). ``true_signs`` is the convention itself: the signs a hand may truthfully give.

>>> from briscola_teach.signals import Sign, true_signs
>>> true_signs(["1d", "3c", "7s"], "d")          # the Asso of briscola and a carico
(Sign.ASSO, Sign.CARICO)
>>> Sign.parse("in chiesa").gesture_en
'a wink, a puff of breath'
"""

from __future__ import annotations

from enum import Enum
from typing import Any, Iterable, Union

from .cards import Card, Rank, Suit, _check_lang
from .errors import InvalidOptionError

_TRUMP_RANKS = (Rank.ASSO, Rank.TRE, Rank.RE, Rank.CAVALLO, Rank.FANTE)
_LISCI = (Rank.SETTE, Rank.SEI, Rank.CINQUE, Rank.QUATTRO, Rank.DUE)
_CARICHI = (Rank.ASSO, Rank.TRE)


class Sign(str, Enum):
    """A conventional sign; the value is the word saved in JSON (``"asso"``, ``"carico"``)."""

    meaning_it: str
    meaning_en: str
    gesture_it: str
    gesture_en: str

    def __new__(cls, value: str, meaning_it: str, meaning_en: str, gesture_it: str,
                gesture_en: str) -> "Sign":
        sign = str.__new__(cls, value)
        sign._value_ = value
        sign.meaning_it, sign.meaning_en = meaning_it, meaning_en
        sign.gesture_it, sign.gesture_en = gesture_it, gesture_en
        return sign

    ASSO = ("asso", "Asso di briscola", "the Asso of briscola",
            "labbra chiuse in fuori (quasi a lanciare un bacino)",
            "closed lips pushed out (a small kiss)")
    TRE = ("tre", "Tre di briscola", "the Tre of briscola",
           "lieve deformazione della bocca", "a slight twist of the mouth")
    RE = ("re", "Re di briscola", "the Re of briscola", "occhi al cielo", "eyes to the sky")
    CAVALLO = ("cavallo", "Cavallo (Donna) di briscola", "the Cavallo (Donna) of briscola",
               "alzata di spalla", "a shrug of the shoulder")
    FANTE = ("fante", "Fante di briscola", "the Fante of briscola",
             "punta della lingua fuori dalle labbra, all'angolo della bocca",
             "tip of the tongue out at the corner of the mouth")
    LISCIO = ("liscio", "un liscio di briscola (7, 6, 5, 4 o 2)",
              "a liscio of briscola (7, 6, 5, 4 or 2)",
              "pollice e indice sfregati velocemente", "thumb and forefinger rubbed quickly")
    CARICO = ("carico", "un carico (Asso o Tre) non di briscola",
              "a carico (Asso or Tre) not of briscola",
              "rapida apertura delle labbra, rigonfiamento delle guance",
              "lips opened quickly, cheeks puffed")
    NESSUNA_BRISCOLA = ("nessuna_briscola", "nessuna briscola (in chiesa)",
                        "no briscola at all (in chiesa)", "strizzatina d'occhio, soffio",
                        "a wink, a puff of breath")

    def meaning(self, lang: str = "it") -> str:
        """What the sign says its giver holds, in ``lang`` ("it" or "en")."""
        return self.meaning_it if _check_lang(lang) == "it" else self.meaning_en

    def gesture(self, lang: str = "it") -> str:
        """How the sign is made at the table, in ``lang`` ("it" or "en")."""
        return self.gesture_it if _check_lang(lang) == "it" else self.gesture_en

    def is_true_for(self, hand: Iterable[Union[Card, str]], trump: Union[Suit, str]) -> bool:
        """Whether a player holding ``hand`` may truthfully give this sign."""
        return self in true_signs(hand, trump)

    @classmethod
    def parse(cls, text: Any) -> "Sign":
        """Read a sign from its value (``"nessuna_briscola"``), its name (``"NESSUNA_BRISCOLA"``,
        spaces or hyphens for underscores) or its meaning in Italian or English."""
        if isinstance(text, Sign):
            return text
        if not isinstance(text, str):
            raise InvalidOptionError(
                f"a sign must be a Sign or a word like 'asso' or 'carico', not "
                f"{type(text).__name__} {text!r}", "sign_type", value=repr(text))
        sign = _WORDS.get(_clean(text))
        if sign is None:
            raise InvalidOptionError(
                f"{text!r} is not a sign: expected one of {', '.join(s.value for s in cls)}",
                "sign_unknown", value=text)
        return sign

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Sign.{self.name}"


def true_signs(hand: Iterable[Union[Card, str]], trump: Union[Suit, str]) -> tuple[Sign, ...]:
    """The signs a player holding ``hand`` may truthfully give when ``trump`` is briscola,
    in the order of the table of RULES.md section 5."""
    cards = [Card.parse(card) for card in hand]
    trump = Suit.parse(trump)
    trump_ranks = {card.rank for card in cards if card.suit is trump}
    signs = [Sign.ASSO, Sign.TRE, Sign.RE, Sign.CAVALLO, Sign.FANTE]
    found = [sign for sign, rank in zip(signs, _TRUMP_RANKS) if rank in trump_ranks]
    if trump_ranks & set(_LISCI):
        found.append(Sign.LISCIO)
    if any(card.rank in _CARICHI and card.suit is not trump for card in cards):
        found.append(Sign.CARICO)
    if not trump_ranks:
        found.append(Sign.NESSUNA_BRISCOLA)
    return tuple(found)


def describe_false_sign(sign: Sign, hand: Iterable[Card], trump: Suit) -> str:
    """Why ``sign`` is not true for ``hand``: the sentence a learner reads."""
    trump_name = f"{trump.name_en} (briscola)"
    if sign is Sign.NESSUNA_BRISCOLA:
        held = " ".join(card.code() for card in hand if card.suit is trump)
        return f"it says 'no briscola at all', but the hand holds briscola ({held})"
    if sign is Sign.LISCIO:
        return f"it says 'a 7, 6, 5, 4 or 2 of {trump_name}', and the hand holds none"
    if sign is Sign.CARICO:
        return "it says 'an Asso or Tre not of briscola', and the hand holds none"
    rank = _TRUMP_RANKS[[Sign.ASSO, Sign.TRE, Sign.RE, Sign.CAVALLO, Sign.FANTE].index(sign)]
    return f"it says '{Card(rank, trump).name('en')}' (briscola), and the hand does not hold it"


def _clean(text: str) -> str:
    return "_".join(text.lower().replace("-", " ").replace("_", " ").replace("(", " ")
                    .replace(")", " ").replace(",", " ").split())


_WORDS: dict[str, Sign] = {}
for _sign in Sign:
    for _word in (_sign.value, _sign.name, _sign.meaning_it, _sign.meaning_en):
        _WORDS[_clean(_word)] = _sign
_WORDS.update({_clean(word): Sign.NESSUNA_BRISCOLA
               for word in ("in chiesa", "no briscola", "no trump", "no trumps", "nessuna")})
_WORDS[_clean("donna")] = Sign.CAVALLO
