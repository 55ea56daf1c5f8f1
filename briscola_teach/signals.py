"""The conventional signs (segni) partners give each other at 4 and 6 players (RULES.md section 5).

Each ``Sign`` says what its giver holds and carries its gesture in Italian (seed 001) and
English (RULES.md). ``true_signs`` is the convention itself: the signs a hand may truthfully give.

>>> from briscola_teach.signals import Sign, true_signs
>>> true_signs(["1d", "3c", "7s"], "d")          # the Ace of trumps and a carico
(Sign.ASSO, Sign.CARICO)
>>> Sign.parse("in chiesa").gesture_en
'a wink, a puff of breath'
"""

from __future__ import annotations

from enum import Enum
from typing import Any, Iterable, Optional, Sequence, Union

from .cards import STRENGTH_ORDER, Card, Rank, Suit, _check_lang
from .errors import InvalidCardError

_TRUMP_RANKS = (Rank.ASSO, Rank.TRE, Rank.RE, Rank.CAVALLO, Rank.FANTE)
_LISCI = frozenset(rank for rank in Rank if rank.category == "liscio")
_CARICHI = frozenset(rank for rank in Rank if rank.category == "carico")


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

    ASSO = ("asso", "l'Asso di briscola", "the Ace of trumps",
            "labbra chiuse in fuori (quasi a lanciare un bacino)",
            "closed lips pushed out (a small kiss)")
    TRE = ("tre", "il Tre di briscola", "the Three of trumps",
           "lieve deformazione della bocca", "a slight twist of the mouth")
    RE = ("re", "il Re di briscola", "the King of trumps", "occhi al cielo", "eyes to the sky")
    CAVALLO = ("cavallo", "il Cavallo (o Donna) di briscola", "the Knight (or Donna) of trumps",
               "alzata di spalla", "a shrug of the shoulder")
    FANTE = ("fante", "il Fante di briscola", "the Jack of trumps",
             "punta della lingua fuori dalle labbra, all'angolo della bocca",
             "tip of the tongue out at the corner of the mouth")
    LISCIO = ("liscio", "un liscio di briscola (7, 6, 5, 4 o 2)",
              "a liscio of trumps (7, 6, 5, 4 or 2)",
              "pollice e indice sfregati velocemente", "thumb and forefinger rubbed quickly")
    CARICO = ("carico", "un carico (Asso o Tre) non di briscola",
              "a carico (Ace or Three) that is not a trump",
              "rapida apertura delle labbra, rigonfiamento delle guance",
              "lips opened quickly, cheeks puffed")
    NESSUNA_BRISCOLA = ("nessuna_briscola", "nessuna briscola (in chiesa)",
                        "no trump at all (in chiesa)", "strizzatina d'occhio, soffio",
                        "a wink, a puff of breath")
    # Relative signs (seed 001, RULES.md section 5): the partner's answer to a reference sign
    # is a word said aloud, not a gesture: «due sopra», «due sotto».
    DUE_SOPRA = ("due_sopra", "la briscola due sopra il segno di riferimento del compagno",
                 "the trump two above the partner's reference sign",
                 "«due sopra», detto a voce", "“two above”, said aloud")
    DUE_SOTTO = ("due_sotto", "la briscola due sotto il segno di riferimento del compagno",
                 "the trump two below the partner's reference sign",
                 "«due sotto», detto a voce", "“two below”, said aloud")

    def meaning(self, lang: str = "it", relative: bool = False,
                reference: Optional["Sign"] = None) -> str:
        """What the sign says its giver holds, in ``lang`` ("it" or "en"). With ``relative``
        signs a named briscola is a reference for the partner's answer, and says nothing; an
        answer to a known ``reference`` names its card.

        >>> Sign.DUE_SOPRA.meaning("en", relative=True, reference=Sign.CAVALLO)
        'two above the reference Knight, that is the Three of trumps'
        >>> Sign.DUE_SOTTO.meaning("it", relative=True, reference=Sign.CAVALLO)
        'due sotto il Cavallo di riferimento, cioè il Sette di briscola'
        """
        lang = _check_lang(lang)
        if relative and self in REFERENCES:
            rank = _TRUMP_RANKS[REFERENCES.index(self)]
            return (f"segno di riferimento: {_article(rank)}" if lang == "it"
                    else f"a reference sign: the {rank.name_in('en')}")
        answered = answer_rank(reference, self) if relative else None
        if answered is not None:
            base = _TRUMP_RANKS[REFERENCES.index(reference)]
            if lang == "it":
                where = "sopra" if self is Sign.DUE_SOPRA else "sotto"
                return (f"due {where} {_article(base)} di riferimento, cioè "
                        f"{_article(answered)} di briscola")
            where = "above" if self is Sign.DUE_SOPRA else "below"
            return (f"two {where} the reference {base.name_in('en')}, that is the "
                    f"{answered.name_in('en')} of trumps")
        return self.meaning_it if lang == "it" else self.meaning_en

    def gesture(self, lang: str = "it") -> str:
        """How the sign is made at the table, in ``lang`` ("it" or "en")."""
        return self.gesture_it if _check_lang(lang) == "it" else self.gesture_en

    def is_true_for(self, hand: Iterable[Union[Card, str]], trump: Union[Suit, str]) -> bool:
        """Whether a player holding ``hand`` may truthfully give this sign."""
        return self in true_signs(hand, trump)

    @classmethod
    def parse(cls, text: Any) -> "Sign":
        """Read a sign from its value (``"nessuna_briscola"``), its name (``"NESSUNA_BRISCOLA"``,
        spaces or hyphens for underscores) or its meaning in Italian or English.

        Bad notation raises ``InvalidCardError`` (code ``sign_type`` or ``sign_unknown``), as
        ``Card.parse`` does for a card: one error for every piece of notation a learner types."""
        if isinstance(text, Sign):
            return text
        if not isinstance(text, str):
            raise InvalidCardError(
                f"a sign must be a Sign or a word like 'asso' or 'carico', not "
                f"{type(text).__name__} {text!r}", "sign_type", value=repr(text))
        sign = _WORDS.get(_clean(text))
        if sign is None:
            raise InvalidCardError(
                f"{text!r} is not a sign: expected one of {', '.join(s.value for s in cls)}",
                "sign_unknown", value=text, choices=[s.value for s in cls])
        return sign

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Sign.{self.name}"


# The conventional table (RULES.md section 5), and the named briscole that relative signs
# use as references; a rank's place in the order of strength, weakest first.
CONVENTIONAL = tuple(sign for sign in Sign if sign not in (Sign.DUE_SOPRA, Sign.DUE_SOTTO))
REFERENCES = (Sign.ASSO, Sign.TRE, Sign.RE, Sign.CAVALLO, Sign.FANTE)
_BY_STRENGTH = STRENGTH_ORDER[::-1]


def true_signs(hand: Iterable[Union[Card, str]], trump: Union[Suit, str],
               relative: bool = False, reference: Optional[Sign] = None) -> tuple[Sign, ...]:
    """The signs a player holding ``hand`` may truthfully give when ``trump`` is briscola,
    in the order of the table of RULES.md section 5.

    With ``relative`` signs the five named briscole are references, true for any hand, and
    ``reference`` (the partner's latest one) may be answered "two above" or "two below" by
    the holder of the briscola two steps stronger or weaker:

    >>> true_signs(["3d", "7s", "1c"], "d", relative=True, reference=Sign.CAVALLO)[5:]
    (Sign.DUE_SOPRA, Sign.CARICO)
    """
    cards = [Card.parse(card) for card in hand]
    trump = Suit.parse(trump)
    trump_ranks = {card.rank for card in cards if card.suit is trump}
    if relative:
        found = list(REFERENCES)
        found += [answer for answer in (Sign.DUE_SOPRA, Sign.DUE_SOTTO)
                  if answer_rank(reference, answer) in trump_ranks]
    else:
        found = [sign for sign, rank in zip(REFERENCES, _TRUMP_RANKS) if rank in trump_ranks]
    if trump_ranks & _LISCI:
        found.append(Sign.LISCIO)
    if any(card.rank in _CARICHI and card.suit is not trump for card in cards):
        found.append(Sign.CARICO)
    if not trump_ranks:
        found.append(Sign.NESSUNA_BRISCOLA)
    return tuple(found)


def answer_rank(reference: Optional[Sign], answer: Sign) -> Optional[Rank]:
    """The briscola rank that ``answer`` ("two above" or "two below") names, two steps of
    strength from the ``reference`` sign's rank; None if there is none (two above the Tre).

    >>> answer_rank(Sign.CAVALLO, Sign.DUE_SOPRA), answer_rank(Sign.CAVALLO, Sign.DUE_SOTTO)
    (<Rank.TRE: 3>, <Rank.SETTE: 7>)
    """
    if reference not in REFERENCES:
        return None
    strength = _BY_STRENGTH.index(_TRUMP_RANKS[REFERENCES.index(reference)])
    step = 2 if answer is Sign.DUE_SOPRA else -2 if answer is Sign.DUE_SOTTO else 0
    at = strength + step
    return _BY_STRENGTH[at] if step and 0 <= at < len(_BY_STRENGTH) else None


def partner_reference(signals: Sequence[tuple[int, int, Sign]], seat: int, side_of: Any,
                      relative: bool) -> Optional[Sign]:
    """With ``relative`` signs, the latest reference among ``signals`` (``(trick, giver,
    sign)`` in order) that a partner of ``seat`` gave: the one its "two above" or "two
    below" answers. None without relative signs or without such a reference."""
    if not relative:
        return None
    return next((sign for _, giver, sign in reversed(signals) if sign in REFERENCES
                 and giver != seat and side_of(giver) == side_of(seat)), None)


def read_signs(signals: Sequence[tuple[int, int, Sign]], side_of: Any,
               relative: bool) -> list[tuple[int, int, Sign, Optional[Sign]]]:
    """Signs as seen, ``(trick, giver, sign)`` in order, each with the reference it answers
    (``partner_reference`` at that moment; None without relative signs)."""
    return [(trick, giver, sign, partner_reference(signals[:i], giver, side_of, relative))
            for i, (trick, giver, sign) in enumerate(signals)]


def _article(rank: Rank) -> str:
    name = rank.name_in("it")
    return ("l'" if name[0] in "AEIOU" else "il ") + name


def claimed_rank(sign: Sign, reference: Optional[Sign] = None,
                 relative: bool = False) -> Optional[Rank]:
    """The rank of briscola a sign says its giver holds: a named briscola in the plain table,
    "two above" or "two below" ``reference`` with relative signs; None for every other sign.

    >>> claimed_rank(Sign.RE), claimed_rank(Sign.RE, relative=True)
    (<Rank.RE: 10>, None)
    """
    if relative:
        return answer_rank(reference, sign)
    return _TRUMP_RANKS[REFERENCES.index(sign)] if sign in REFERENCES else None


def describe_false_sign(sign: Sign, hand: Iterable[Card], trump: Suit,
                        reference: Optional[Sign] = None) -> str:
    """Why ``sign`` is not true for ``hand``: the sentence a learner reads."""
    trump_name = f"{trump.name_en} (briscola)"
    if sign in (Sign.DUE_SOPRA, Sign.DUE_SOTTO):
        rank = answer_rank(reference, sign)
        if reference is None:
            return "it answers a partner's reference sign, and the partner gave none"
        if rank is None:
            return f"nothing is {sign.value.replace('_', ' ')} the reference {reference.value}"
        return (f"it says '{Card(rank, trump).name('en')}' (two "
                f"{'above' if sign is Sign.DUE_SOPRA else 'below'} the reference "
                f"{reference.value}), and the hand does not hold it")
    if sign is Sign.NESSUNA_BRISCOLA:
        held = " ".join(card.code() for card in hand if card.suit is trump)
        return f"it says 'no briscola at all', but the hand holds briscola ({held})"
    if sign is Sign.LISCIO:
        return f"it says 'a 7, 6, 5, 4 or 2 of {trump_name}', and the hand holds none"
    if sign is Sign.CARICO:
        return "it says 'an Asso or Tre not of briscola', and the hand holds none"
    rank = _TRUMP_RANKS[REFERENCES.index(sign)]
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
for _sign, _rank in zip(REFERENCES, _TRUMP_RANKS):   # "Asso di briscola", "the Tre of briscola"
    for _word in (f"{_rank.name_in('it')} di briscola", f"the {_rank.name_in('it')} of briscola",
                  f"{_rank.name_in('en')} of trumps"):
        _WORDS[_clean(_word)] = _sign
