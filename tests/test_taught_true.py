"""What the course teaches stays true as it grows (issue 42, the second reading of the lessons,
`../shared/reviews/lessons-2026-12-07.md`).

- Each wrong statement the reading found, and each slip of language, is fixed; a test here
  fails if it comes back, in any lesson or catalogue text, in either language.
- Each refusal and quiz text that states a house rule or a reading of the course says so
  («in questo corso», «al nostro tavolo»), as the lessons do: the catalogue's keys that state
  one of RULES.md's course choices are listed here, and a scan of every text for the words of
  those choices catches a new text that states one unlabelled.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from briscola_teach.i18n import TEXTS

LESSONS = Path(__file__).resolve().parents[1] / "lessons"


def lesson_texts() -> list[tuple[str, str, str]]:
    """(where, language, text) for every language block of every lesson's prose."""
    found = []
    for path in sorted(LESSONS.glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        for number, cell in enumerate(cells):
            if cell["cell_type"] != "markdown":
                continue
            source = "".join(cell["source"])
            for lang in ("it", "en"):
                for block in re.findall(rf'<div class="bt-{lang}">(.*?)</div>', source, re.S):
                    found.append((f"{path.name} cell {number}", lang, block))
    return found


def catalogue_texts() -> list[tuple[str, str, str]]:
    return [(f"text {key}", lang, value[lang]) for key, value in TEXTS.items()
            for lang in ("it", "en")]


def every_text() -> list[tuple[str, str, str]]:
    return lesson_texts() + catalogue_texts()


def flat(text: str) -> str:
    """One line, markdown's emphasis gone: a statement split over lines is still found."""
    return re.sub(r"\s+", " ", text.replace("**", "").replace("*", ""))


# A wrong statement or a slip the reading found, in the words that made it, and the finding.
WRONG = [
    ("it", r"non è mai al sicuro", "W5: a non-trump Ace is safe once the trumps are gone"),
    ("en", r"led that is not a trump is never safe", "W5"),
    ("it", r"vinta per un solo punto", "W6: lesson 04's first hand ended 61-59"),
    ("en", r"won by a single point", "W6"),
    ("it", r"\be è\b", "L1: «e è pari»"),
    ("en", r"so it is a tie, so", "E1: one «so»"),
    ("it", r"la bella", "L4: «la bella» is a decider after 1-1, not the tie-break"),
    ("en", r"la bella", "L4"),
    ("it", r"\bBenvenuto\b", "L11: a class has girls too"),
    ("it", r"suggeriment", "L3: the course says «consiglio»"),
    ("it", r"giocatore \d \{p\d\}|giocatore \d \d+,", "M7/L2: «giocatore 1: 41»"),
    ("en", r"Player \d \{p\d\}|Player \d \d+,", "M7/E2"),
    ("it", r"smazzat[ae] possibil[ei] su 10", "M8/L12: «su 10 smazzate come questa»"),
    ("en", r"of 10 possible deals", "M8/E6"),
    ("en", r"it is player \{current\}", "E3: «Player», as elsewhere"),
    ("it", r"abbassargli", "L6: «abbassare loro il morale»"),
    ("it", r"[Cc]hiamando[^.]*, la tua parte", "L5: a dangling gerund («se chiami …»)"),
    ("it", r"Napoli e in Sicilia", "fresh F17: no source names the Fante «donna»"),
    ("en", r"Naples and Sicily", "fresh F17"),
    ("it", r"\b(?:il|del|al) Hub\b", "fresh F18: «l'Hub»"),
    ("it", r"un altro «tagliare» da", "fresh F19"),
    ("it", r"come si usa di solito, nella prima presa", "fresh F5: the first trick's silence is a reading"),
    ("it", r"Di solito vale la regola «", "fresh F13: a tip is a «consiglio»"),
    ("en", r"The usual rule is “", "fresh F13"),
    ("it", r"non vale lo scambio", "fresh F14: the swap is not allowed, not «not worth it»"),
    ("it", r"Si sale un gradino alla volta", "second check N1: a bid may jump"),
    ("en", r"climb one step at a time", "second check N1"),
    ("it", r"Solo, non c'è", "second check N9"),
    ("it", r"Ad altri tavoli il riferimento è", "second check N4: a reading, not a fact of other tables"),
]


# A player is "they" in English (review E4); the only "his" left is the Knight's horse.
HE = re.compile(r"\b(?:he|him|his|himself)\b")
HIS_HORSE = "a rider on his horse"


def test_a_player_is_they_in_english():
    found = [(where, HE.search(flat(text).replace(HIS_HORSE, "")).group(0))
             for where, lang, text in every_text()
             if lang == "en" and HE.search(flat(text).replace(HIS_HORSE, ""))]
    assert not found, f"E4: he/him/his for a player in {found}"


@pytest.mark.parametrize("lang, pattern, finding", WRONG)
def test_a_fixed_statement_does_not_come_back(lang, pattern, finding):
    back = [where for where, text_lang, text in every_text()
            if text_lang == lang and re.search(pattern, flat(text))]
    assert not back, f"{finding}: back in {back}"


def test_the_only_trump_is_not_explained_twice():
    """L8: «una briscola batte qualunque carta di un altro seme. L'Asso … perde contro il Due
    …: una briscola batte ogni carta di un altro seme»."""
    from briscola_teach.explain import why_trick_winner
    for lang in ("it", "en"):
        text = why_trick_winner(["1c", "2s"], "s", lang, chosen=0)
        assert len(re.findall(r"(?:una briscola batte|a trump beats)", text)) == 1, text


LABEL = {"it": re.compile(r"in questo corso|al nostro tavolo|regola della casa|altri tavoli",
                          re.I),
         "en": re.compile(r"in this course|at our table|house rule|other tables", re.I)}

# Catalogue texts that state a house rule or a reading of the course (RULES.md: "the course's
# choice", "house rule", "the course's reading"), and the review's finding.
LABELLED_KEYS = {
    "refusal.first_trick": "C10: no sign in the first trick («generalmente», seed 001)",
    "refusal.one_sign_a_trick": "C10: one sign a trick",
    "refusal.false_sign": "C10: a sign always true",
    "refusal.accuso_repeated": "C10: each pair declared once (RULES.md 4)",
    "refusal.swap_low_card": "the sette leva without the Fante (RULES.md 4)",
    "mq.goal_raggi": "C2: raggi read as first to N",
    "ct.goal.raggi": "C2",
    "mq.why_raggi": "C2",
    "table.sign_references_why": "C4: a reference sign says nothing of the cards",
    "rule.dealer_prompt": "M6: the deal passes to the right",
    "rule.dealer_why": "the deal passes to the right (RULES.md 2)",
    "rule.leva_why_yes": "fresh reading F6: the sette leva's cards are the course's reading",
    "rule.leva_why_no": "F6, F14",
    "mq.only_four": "F8: a cappotto only at four to nil",
    "rule.partners_why": "partners see cards in the last three tricks",
    "hand.partners_why": "six players (RULES.md 2)",
    "hand.tricks_why_six": "six players (RULES.md 2)",
    "hand.cards_why_six": "six players (RULES.md 2)",
    "rule.redeal_why": "the redeal when all pass (RULES.md 6)",
}


@pytest.mark.parametrize("key", sorted(LABELLED_KEYS))
def test_a_house_rule_is_said_as_one(key):
    for lang in ("it", "en"):
        assert LABEL[lang].search(TEXTS[key][lang]), \
            f"{key} [{lang}] states a course choice unlabelled ({LABELLED_KEYS[key]}): " \
            f"{TEXTS[key][lang]!r}"


# The words that state one of RULES.md's course choices as a rule; a text that has them needs
# a label (in the same text: a lesson's cell, a catalogue entry).
STATES_A_CHOICE = [
    ("it", r"al compagno si dice sempre la verità", "a sign always true"),
    ("en", r"always tells your partner the truth", "a sign always true"),
    ("it", r"se ne fa uno per presa", "one sign a trick"),
    ("en", r"one sign (?:per|a) trick", "one sign a trick"),
    ("it", r"nella prima presa non si fanno segni", "no sign in the first trick"),
    ("en", r"no signs are (?:given|made) in the first trick", "no sign in the first trick"),
    ("it", r"ogni accuso si fa una volta sola", "each pair declared once"),
    ("en", r"each pair is declared once", "each pair declared once"),
    ("it", r"(?:va a|vince) chi (?:vince )?per primo \S+ smazzate", "raggi as first to N"),
    ("en", r"first (?:side )?to win \S+ hands", "raggi as first to N"),
    ("it", r"(?:lo scambio|si scambia)[^.]*finché c'è il mazzo", "when the sette leva swaps"),
    ("en", r"you swap on your turn, while the deck lasts", "when the sette leva swaps"),
    ("it", r"un riferimento non dice niente delle tue carte", "a reference sign"),
    ("en", r"a reference says nothing of your cards", "a reference sign"),
    ("it", r"il mazzo passa[^.]*destra|passa a chi siede alla (?:sua )?destra", "the deal passes right"),
    ("en", r"deck passes[^.]*right", "the deal passes right"),
]


@pytest.mark.parametrize("lang, pattern, choice", STATES_A_CHOICE)
def test_a_course_choice_is_never_stated_as_the_rule(lang, pattern, choice):
    bare = [where for where, text_lang, text in every_text()
            if text_lang == lang and re.search(pattern, flat(text), re.I)
            and not LABEL[lang].search(flat(text))]
    assert not bare, f"{choice}, stated as the rule of Briscola in {bare}"


def test_the_scan_finds_an_unlabelled_choice():
    """The scan above is not empty-handed by construction: the old refusal is caught."""
    old = "Il segno «{sign}» non è vero per la tua mano: al compagno si dice sempre la verità."
    pattern = STATES_A_CHOICE[0][1]
    assert re.search(pattern, flat(old), re.I) and not LABEL["it"].search(old)


def best_card_quizzes():
    """Every best-card quiz of the lessons, made as its cell makes it."""
    import tempfile
    from briscola_teach.course import Lesson
    from briscola_teach.progress import Progress
    for path in sorted(LESSONS.glob("[0-9]*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        for cell in cells:
            source = "".join(cell["source"])
            if cell["cell_type"] == "code" and 'lesson.quiz("best"' in source:
                lesson = Lesson(path.name[:2], store=Progress(Path(tempfile.mkdtemp()) / "p.sqlite3"))
                yield f"{path.name}: {source.strip()}", eval(source, {"lesson": lesson})


def test_a_best_card_question_can_be_answered_wrong():
    """The fresh reading (F1, F27): a best-card question whose every card counts as right
    teaches nothing and contradicts the tip the lesson just gave. Each question has a card the
    judge is sure is a costly mistake; a card behind the best that is not one is not greeted
    «Giusto!»."""
    for where, quiz in best_card_quizzes():
        for _ in range(quiz.total):
            advice = quiz.spec["advice"]
            behind = [card.card for card in advice.cards[1:]]
            assert any(advice.costly(card) for card in behind), f"{where}: every card is right"
            fine = [card for card in behind if not advice.costly(card)]
            if fine:
                key = quiz.verdict_key(quiz.spec, fine[0].code(), True)
                assert key in ("quiz.best_fine", "quiz.best_not_sure"), where
            quiz.answer(quiz.spec["answer"])
            if not quiz.done:
                quiz.next()
