"""A learner's name on a class server: checked when it is given, and told apart from the
others of the class.

``check_name`` takes a first name as a person writes it: letters of one script (Latin with its
accents, or Cyrillic, Greek, Arabic, Hebrew, Chinese, Japanese, Korean ... each on its own),
with spaces, apostrophes, hyphens, a full stop after an initial and digits after a letter.
It refuses, each with its own ``code`` (``refusal.<code>`` says it to the learner):

- ``name_empty``, ``name_long``: no letter, more than ``NAME_LENGTH`` characters;
- ``name_chars``: anything else, control characters, symbols and markup among them;
- ``name_blank``: letters and marks that draw nothing (the Hangul fillers U+3164, U+115F,
  U+1160, U+FFA0, the blank Braille pattern U+2800, variation selectors ...);
- ``name_scripts``: letters of two scripts (a Cyrillic «А» in "Аnna" looks Latin);
- ``name_marks``: more than ``MOST_MARKS`` accents on one letter (stacks that spill over the
  lines around: "zalgo" text);
- ``name_course``: a name the course's pages give to someone else (a computer, a seat, a
  player, a learner without a name, the teacher), in either language, any case, with or
  without a number after it ("Computer 2", "Giocatore 3", "Tu", "Insegnante").

``same_name(a, b)``: whether two names would be read as one on the teacher's list: compared
without case, accents and look-alike letters ("Anna", "ANNA", "Ànna", "Аnna" with a
Cyrillic «А»; "Ivan" and "lvan"). ``learners.Roster.set_name`` refuses such a name in the same
class (``name_taken``); the teacher's page shows the learner's number beside names kept alike
before. ``seen(name)``: whether a name kept before draws anything (else the page names the
learner by number).

Look-alike letters are those of Cyrillic and Greek drawn like Latin ones, fonts' variants
(full-width, mathematical bold: NFKC) and I, l, 1, O, 0: no table of every confusable of
Unicode. A name of one other script that happens to look Latin is still taken.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from .errors import InvalidOptionError
from .i18n import t

NAME_LENGTH = 40
MOST_MARKS = 2               # accents on one Latin letter (Vietnamese has two)
APOSTROPHES = "'\u2019\u02bc"
SIGNS = APOSTROPHES + "-\u2010\u2011."
# Letters and marks that draw nothing, or look like a space: a name of them is invisible.
BLANK = frozenset([0x00AD, 0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, *range(0x180B, 0x1810),
                   *range(0x200B, 0x200E), 0x2060, 0x2800, 0x3164, 0xFEFF, 0xFFA0,
                   *range(0xFE00, 0xFE10), *range(0xE0100, 0xE01F0)])
# Scripts written together in one name: Chinese characters with Japanese kana or Korean Hangul.
SCRIPT_OF = {"CJK": "CJK", "IDEOGRAPHIC": "CJK", "HIRAGANA": "CJK", "KATAKANA": "CJK",
             "KATAKANA-HIRAGANA": "CJK", "HANGUL": "CJK"}
# Letters of other scripts drawn like Latin ones, each as it looks (case kept).
LOOK_ALIKE = str.maketrans({
    **dict(zip("АВЕІЈКМНОРСЅТХУҮԚԜӀ", "ABEIJKMHOPCSTXYYQWI")),     # Cyrillic capitals
    **dict(zip("аеіјкорсѕухһԁԛԝӏү", "aeijkopcsyxhdqwly")),         # Cyrillic small letters
    **dict(zip("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧϹ", "ABEZHIKMNOPTYXC")),               # Greek capitals
    **dict(zip("αορικνυχϲ", "aopikvuxc")),                          # Greek small letters
    **dict(zip("ıɑɡ", "iag")),                                       # Latin look-alikes
})
# Drawn alike in most fonts, within Latin: capital I, small l and the digit 1; O and 0.
SHAPES = str.maketrans({"I": "l", "1": "l", "0": "O"})
# The pages' names for others than a learner: numbered ones take any number after them.
NUMBERED = ("cli.player", "hand.player", "auction.player", "ct.seat", "class.learner")
PLAIN = ("ct.computer", "ct.nameless", "cli.you", "table.you", "ct.you_nameless")
# The teacher, as learners call them (no page names the teacher at a table).
TEACHER = ("insegnante", "maestra", "maestro", "prof", "professore", "professoressa",
           "docente", "teacher")


def check_name(name: Any) -> str:
    """A learner's first name, trimmed and in one normal form (NFKC: a «ｆｕｌｌ» or «𝐛𝐨𝐥𝐝»
    letter becomes the letter itself); refused as the module says."""
    if not isinstance(name, str):
        raise InvalidOptionError(f"a name is a text, not {name!r:.40}", "name_empty",
                                 value=repr(name)[:40])
    name = " ".join(unicodedata.normalize("NFKC", name).split())
    if len(name) > NAME_LENGTH:
        raise InvalidOptionError(f"a name has at most {NAME_LENGTH} characters, not {len(name)}",
                                 "name_long", most=NAME_LENGTH, length=len(name))
    if any(ord(c) in BLANK for c in name):
        raise InvalidOptionError(f"a name is seen: {name!r} has a character that draws nothing",
                                 "name_blank", value=repr(name))
    if not any(unicodedata.category(c).startswith("L") for c in name):
        raise InvalidOptionError(f"a name needs at least one letter, not {name!r}", "name_empty",
                                 value=repr(name))
    _check_shape(name)
    _check_marks(name)
    _check_scripts(name)
    _check_not_the_course(name)
    return name


def _kind(c: str) -> str:
    """L a letter, M a mark on it, D a digit, P a sign, " " a space, ? anything else."""
    category = unicodedata.category(c)
    if c in SIGNS:
        return "P"
    if category.startswith("L"):
        return "L" if not unicodedata.name(c, "").startswith("MODIFIER LETTER") else "?"
    if category in ("Mn", "Mc"):
        return "M"
    if c in "0123456789":
        return "D"
    return " " if c == " " else "?"


def _check_shape(name: str) -> None:
    """Words of letters (and digits after a letter), one sign or space between words, a full
    stop after an initial."""
    kinds = "".join(_kind(c) for c in name)
    if "?" in kinds:
        odd = name[kinds.index("?")]
        raise InvalidOptionError(f"a name has letters, spaces, apostrophes and hyphens, not "
                                 f"{odd!r} (in {name!r})", "name_chars", value=repr(name))
    if not re.fullmatch(r"L[LMD]*(?:(?:P|P? )[LD][LMD]*)*P?", kinds):
        raise InvalidOptionError(f"a name starts with a letter and has one sign or space between "
                                 f"words: {name!r}", "name_chars", value=repr(name))


def _check_marks(name: str) -> None:
    """Accents apart (NFD), a letter has at most ``MOST_MARKS`` of them (one more in the
    scripts that write vowels as marks: Hebrew's points and a dagesh, Indic vowel signs)."""
    run, most = 0, MOST_MARKS
    for c in unicodedata.normalize("NFD", name):
        if unicodedata.category(c) not in ("Mn", "Mc"):
            run, most = 0, MOST_MARKS + (_script(c) not in ("LATIN", "GREEK", "CYRILLIC"))
            continue
        run += 1
        if run > most:
            raise InvalidOptionError(f"a letter has at most {MOST_MARKS} accents: {name!r}",
                                     "name_marks", most=MOST_MARKS)


def _script(c: str) -> str:
    first = unicodedata.name(c, "?").split(" ")[0]
    return SCRIPT_OF.get(first, first)


def _check_scripts(name: str) -> None:
    scripts = sorted({_script(c) for c in name if unicodedata.category(c).startswith("L")})
    if len(scripts) > 1:
        raise InvalidOptionError(f"a name is written in one script, not in {' and '.join(scripts)}:"
                                 f" {name!r}", "name_scripts", value=repr(name))


def seen(name: str) -> bool:
    """Whether a name draws anything: a letter, digit, sign or symbol that is no blank (a name
    kept by an older version may be all Hangul fillers)."""
    return any(unicodedata.category(c)[0] in "LNPS" and ord(c) not in BLANK for c in name)


def keys(name: str) -> tuple[str, str]:
    """What a name reads as, twice: without case, accents, signs and look-alike letters of
    other scripts; and also with I, l and 1, O and 0 taken as one."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", name)
                   if not unicodedata.category(c).startswith("M") and c not in SIGNS)
    bare = " ".join(bare.translate(LOOK_ALIKE).split())
    return bare.casefold(), bare.translate(SHAPES).casefold().replace("rn", "m")


def same_name(first: str, second: str) -> bool:
    """Whether two names would be read as one (see ``keys``)."""
    return any(a == b for a, b in zip(keys(first), keys(second)))


def _course_names() -> frozenset[str]:
    names = list(TEACHER)
    for lang in ("it", "en"):
        names += [t(key, lang) for key in PLAIN]
        names += [t(key, lang, n=0, seat=0).rstrip("0 ") for key in NUMBERED]
    return frozenset(key.replace(" ", "") for name in names for key in keys(name))


COURSE_NAMES = _course_names()


def _check_not_the_course(name: str) -> None:
    """Neither reading of the name, without spaces and a number after it (digits, or I and l
    read as 1), is one of the course's names."""
    if any(key.replace(" ", "").rstrip("0123456789l") in COURSE_NAMES for key in keys(name)):
        raise InvalidOptionError(f"{name!r} is a name the course's pages give to a computer, a "
                                 "seat, a player or the teacher", "name_course", name=name)


__all__ = ["NAME_LENGTH", "check_name", "keys", "same_name", "seen"]
