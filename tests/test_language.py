"""The catalogue's language as a careful reader checks it (issue 13): Italian that agrees with
its cards, English that names the cards in English, one word for a partner, no developer
words, and a practice quiz that does not show stars it will not give."""

from __future__ import annotations

import itertools
import random
import re

import pytest

pytest.importorskip("ipywidgets")

from briscola_teach.cards import DECK, Suit  # noqa: E402
from briscola_teach.course import COURSE, Lesson  # noqa: E402
from briscola_teach.errors import InvalidOptionError  # noqa: E402
from briscola_teach.explain import why_trick_winner  # noqa: E402
from briscola_teach.i18n import TEXTS  # noqa: E402
from briscola_teach.progress import Progress  # noqa: E402
from briscola_teach.signals import Sign  # noqa: E402
from briscola_teach.widgets.quiz import NameCardQuiz, TrueSignQuiz  # noqa: E402

from widget_state import fresh_widgets  # noqa: E402,F401  (the fixture is autouse)

ITALIAN = {key: texts["it"] for key, texts in TEXTS.items()}
ENGLISH = {key: texts["en"] for key, texts in TEXTS.items()}

# Every Italian card name is masculine (l'Asso, il Tre, il Re, il Cavallo, il Fante, il Sette):
# a pronoun standing for a card placeholder is "lo", never "la".
FEMININE_PRONOUN = re.compile(r"\{(card|best|played|seven|taken)[^}]*\}[^.;]*?\bla (batte|prende|supera)\b")
# Italian card and suit names that have an English name; phrases that are names of variants
# or rules (taught in Italian in both languages) are removed before looking.
ITALIAN_NAMES = re.compile(r"\b(Asso|Tre|Re|Cavallo|Fante|Coppe|Denari|Spade|Bastoni|Sette|Due)\b")
TERMS = ("Subito al Due", "sette leva", "Sette leva", "Prima mano al buio")


def bare(text: str) -> str:
    """A text without its ``{params}``."""
    return re.sub(r"\{[^}]*\}", "", text)


def test_no_italian_text_calls_a_card_she():
    assert not FEMININE_PRONOUN.search("{card:The} vince: nessuna briscola lo batte.")
    assert FEMININE_PRONOUN.search("Prende {card:the}: nessuna briscola la batte.")  # the check bites
    wrong = {key: text for key, text in ITALIAN.items() if FEMININE_PRONOUN.search(text)}
    assert wrong == {}


def test_trick_explanations_read_right_for_every_led_card():
    """Every card that takes a trick without a trump on the table: the Italian explanation
    never says «la batte» of it, and the English one names it in English."""
    for card, other, trump in itertools.product(DECK, DECK[:10], Suit):
        if card is other or trump in (card.suit, other.suit):
            continue
        italian = why_trick_winner([card, other], trump, "it")
        english = why_trick_winner([card, other], trump, "en")
        assert " la batte" not in italian, italian
        assert not ITALIAN_NAMES.search(english), english
        assert "nessuno ha giocato una briscola" in italian, italian


def test_english_names_the_cards_in_english():
    wrong = {}
    for key, text in ENGLISH.items():
        plain = bare(text)
        for term in TERMS:
            plain = plain.replace(term, "")
        if ITALIAN_NAMES.search(plain) or re.search(r"\bof briscola\b|\bthe Asso\b", plain):
            wrong[key] = text
    assert wrong == {}


def test_one_word_for_partner():
    """«compagno» in Italian, "partner" in English; never «socio»."""
    wrong = {key: text for key, text in ITALIAN.items() if re.search(r"\bsoci[oa]?\b", text, re.I)}
    assert wrong == {}
    for info in COURSE:
        assert "socio" not in info.summary["it"], info.number


def test_the_imperative_of_dire_has_its_apostrophe():
    wrong = {key: text for key, text in ITALIAN.items() if re.search(r"\bdì\b", text)}
    assert wrong == {}


def test_face_cards_are_figures_in_english_and_pips_are_not_figure_in_italian():
    """English calls the King, Knight and Jack "figures" (a text may gloss it as a face card);
    Italian never calls the suit signs on a card «figure»."""
    summaries = [info.summary["en"] for info in COURSE]
    for text in list(ENGLISH.values()) + summaries:
        if "face card" in text:
            assert "figure" in text, text
    assert any("figures" in text for text in summaries)
    for text in list(ITALIAN.values()) + [info.summary["it"] for info in COURSE]:
        assert "figure del seme" not in text and "figure di " not in text, text


# A card code ("2d", "10b", "7s"); "the 2s", "the four 2s" are English plurals, not codes.
CARD_CODE = re.compile(r"\b(10|[1-9])[cdbCDB]\b|(?<!the )(?<!four )(?<!three )(?<!two )\b(10|[1-9])[sS]\b")


def test_no_developer_words_in_the_catalogue():
    """No option names (``min_points``), card codes (``2d``) or Python quotes (``!r``)."""
    assert CARD_CODE.search("scrivi 2d o 7s") and not CARD_CODE.search("All four 2s, the 2s")
    wrong = {}
    for key, texts in TEXTS.items():
        for lang, text in texts.items():
            plain = bare(text)
            if "!r}" in text or re.search(r"\b[a-z]+_[a-z_]+\b", plain) or CARD_CODE.search(plain):
                wrong[key, lang] = text
    assert wrong == {}


def true_sign_quiz_asking(sign: Sign) -> TrueSignQuiz:
    """A true-sign quiz whose hand may truthfully give ``sign``."""
    for seed in range(500):
        quiz = TrueSignQuiz(questions=1, seed=seed, lang="it")
        if sign in quiz.spec["true"]:
            return quiz
    raise AssertionError(f"no hand among 500 deals may give {sign}")


def test_the_no_trump_sign_is_explained_in_plain_italian():
    quiz = true_sign_quiz_asking(Sign.NESSUNA_BRISCOLA)
    assert quiz.answer(Sign.NESSUNA_BRISCOLA.value) is True
    said = quiz.feedback.value
    assert "hai nessuna" not in said and "Sì" in said and "nessuna briscola" in said
    # a hand holding a trump, asked about the no-trump sign: "non hai nessuna briscola" would
    # say the opposite of the truth
    for seed in range(500):
        quiz = TrueSignQuiz(questions=1, seed=seed, lang="it")
        if Sign.NESSUNA_BRISCOLA in quiz.spec["options"] and Sign.NESSUNA_BRISCOLA not in quiz.spec["true"]:
            break
    assert quiz.answer(Sign.NESSUNA_BRISCOLA.value) is False
    assert "non hai nessuna" not in quiz.feedback.value and "No" in quiz.feedback.value


def answer_all(quiz, right: bool = True) -> None:
    for _ in range(quiz.total):
        spec = quiz.spec
        wrong = next(v for _, v in quiz.options(spec, quiz.lang) if v != spec["answer"])
        quiz.answer(spec["answer"] if right else wrong)
        quiz.next()


@pytest.mark.parametrize("lang, star_word", [("it", "Stelle"), ("en", "Stars")])
def test_a_practice_quiz_shows_no_stars(tmp_path, lang, star_word):
    lesson = Lesson("01", store=Progress(tmp_path / "p.sqlite3"), lang=lang)
    quiz = lesson.quiz("name", "practice", questions=3, seed=2)
    answer_all(quiz)
    assert quiz.done and not quiz.final
    score = quiz.score.value
    assert star_word not in score and "★" not in score and "☆" not in score
    assert "3" in score                                       # the score itself is shown
    assert ("esercizio" if lang == "it" else "practice") in score
    assert lesson.store.stars("01") == 0                      # and indeed no stars were given


def test_a_final_quiz_shows_its_stars(tmp_path):
    lesson = Lesson("01", store=Progress(tmp_path / "p.sqlite3"), lang="en")
    quiz = lesson.quiz("name", "check", questions=3, seed=2, final=True)
    answer_all(quiz)
    assert quiz.final and "Stars: 3 of 3" in quiz.score.value and "★★★" in quiz.score.value
    assert lesson.store.stars("01") == 3


def test_a_practice_quiz_with_mistakes_invites_another_try():
    quiz = NameCardQuiz(questions=2, seed=4, lang="en")
    answer_all(quiz, right=False)
    assert quiz.right == 0 and "Stars" not in quiz.score.value
    assert "Start again" in quiz.score.value and "practice" in quiz.score.value


def test_final_must_be_true_or_false():
    with pytest.raises(InvalidOptionError, match="final"):
        NameCardQuiz(final="yes")


def test_random_tricks_name_their_cards_in_the_language():
    rng = random.Random(13)
    for _ in range(300):
        cards = rng.sample(DECK, 4)
        trump = rng.choice(list(Suit))
        chosen = rng.randrange(4)
        english = why_trick_winner(cards, trump, "en", chosen=chosen)
        assert not ITALIAN_NAMES.search(english), english
