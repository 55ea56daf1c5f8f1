"""How every quiz asks (issue 42, the fresh reading): a question that asks a card's name does
not give it away on the page (F25), no question comes back in the same round while others
remain (F26), and the texts a quiz puts together read as sentences (F23).

The questions are read as the page gets them: the widgets' state, the prompt's HTML and the
row's scene, not the quiz's spec.
"""

from __future__ import annotations

import html
import json
import random
import re
import tempfile
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from ipywidgets import Button  # noqa: E402
from ipywidgets.widgets import widget as ipywidget  # noqa: E402

from briscola_teach.cards import Card  # noqa: E402
from briscola_teach.i18n import TEXTS, t  # noqa: E402
from briscola_teach.widgets.chiamata_quiz import TableScoreQuiz  # noqa: E402
from briscola_teach.widgets.hand_quiz import SixPlayersQuiz, WholeHandQuiz  # noqa: E402
from briscola_teach.widgets.kit import Kit  # noqa: E402
from briscola_teach.widgets.match_quiz import MatchQuiz  # noqa: E402
from briscola_teach.widgets.quiz import BestCardQuiz, CountQuiz, NameCardQuiz  # noqa: E402
from briscola_teach.widgets.rule_quiz import RuleQuiz  # noqa: E402
from briscola_teach.widgets.scene import card_name  # noqa: E402
from briscola_teach.widgets.word_quiz import MixedQuiz  # noqa: E402

from widget_state import fresh_widgets  # noqa: E402,F401  (the fixture is autouse)

LESSONS = Path(__file__).resolve().parents[1] / "lessons"


def lesson_quizzes(kind: str = "", lang: str = "it"):
    """Every quiz of the lessons (of ``kind``, if given), made as its cell makes it."""
    from briscola_teach.course import Lesson
    from briscola_teach.progress import Progress
    start = f'lesson.quiz("{kind}"' if kind else "lesson.quiz("
    for path in sorted(LESSONS.glob("[0-9]*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        for number, cell in enumerate(cells):
            source = "".join(cell["source"]).strip()
            if cell["cell_type"] == "code" and source.startswith(start):
                store = Progress(Path(tempfile.mkdtemp()) / "p.sqlite3")
                lesson = Lesson(path.name[:2], store=store, lang=lang)
                yield f"{path.name} cell {number}", eval(source, {"lesson": lesson})


def answered_right(quiz) -> None:
    """Answer the question right and move on, as a learner who knows."""
    quiz.answer(quiz.spec["answer"])
    if not quiz.done:
        quiz.next()


def page_state_but_choices() -> str:
    """Every live widget's state as the page gets it, but the kit's (unnamed pictures) and the
    choice buttons' (a name quiz offers four names: choosing among them is the question)."""
    states = [w.get_state() for w in list(ipywidget._instances.values())
              if not isinstance(w, (Kit, Button))]
    return json.dumps(states, ensure_ascii=False)


# -- F25: the name of the card to name ------------------------------------------------------------

@pytest.mark.parametrize("lang", ["it", "en"])
def test_a_card_to_name_keeps_its_name_from_the_page_until_answered(lang):
    """Lesson 01's name quizzes (cells 9, 17 and 21, the last the final): the card drawn had its
    name as tooltip and accessible name. Until the answer the page gets only «La carta da
    indovinare»; the name comes with the answer."""
    quizzes = list(lesson_quizzes("name", lang))
    assert len(quizzes) == 3
    hidden = t("quiz.card_to_name", lang)
    for where, quiz in quizzes:
        for number in range(quiz.total):
            card = quiz.spec["cards"][0]
            names = {card_name(card, language, quiz.card_style) for language in ("it", "en")}
            state = page_state_but_choices()
            assert not any(name in state for name in names), (where, number, names)
            assert [entry["label"] for entry in quiz.cards.scene["cards"]] == [hidden], where
            quiz.answer(quiz.spec["answer"])
            shown = card_name(card, lang, quiz.card_style)
            assert [entry["label"] for entry in quiz.cards.scene["cards"]] == [shown], where
            if not quiz.done:
                quiz.next()


def test_a_mixed_quiz_hides_a_name_only_where_its_part_asks_it():
    """The rule is the base class's, read through a mixed check's parts: a name question hides
    the name, a counting question beside it names its cards."""
    class PointsAndNames(MixedQuiz):
        PARTS = (CountQuiz, NameCardQuiz)

    quiz = PointsAndNames(questions=2, seed=3, lang="en")
    labels = [entry["label"] for entry in quiz.cards.scene["cards"]]
    assert labels == [card_name(card, "en", "italian") for card in quiz.spec["cards"]]
    answered_right(quiz)
    assert [entry["label"] for entry in quiz.cards.scene["cards"]] == ["The card to name"]


def test_other_quizzes_still_name_their_cards():
    """A card's name is its accessible name wherever the question is not its name."""
    quiz = CountQuiz(questions=1, seed=4, lang="it")
    labels = [entry["label"] for entry in quiz.cards.scene["cards"]]
    assert labels == [card_name(card, "it", "italian") for card in quiz.spec["cards"]]


# -- F26: no question twice ------------------------------------------------------------------------

def asked(quiz) -> tuple:
    """The question as the page shows it: the prompt (with its facts) and the cards drawn."""
    return quiz.prompt.value, tuple(entry["code"] for entry in quiz.cards.scene["cards"])


def test_no_lesson_quiz_asks_a_question_twice():
    """The fresh reading found the same question straight back after its answer (07 cell 6,
    07 cell 12, 04 cell 23, 06 cell 22, 09 cell 33, 11 cell 31). Every quiz of the lessons, as
    its cell makes it, asks each question once."""
    for where, quiz in lesson_quizzes():
        seen: list[tuple] = []
        for number in range(quiz.total):
            question = asked(quiz)
            assert question not in seen, f"{where}: question {number + 1} is question " \
                                         f"{seen.index(question) + 1} again"
            seen.append(question)
            answered_right(quiz)


def test_the_table_score_asks_no_two_hands_that_end_the_same_way():
    """09 cell 33 asked the opponents' score of a caller alone who made cappotto twice, with a
    Sette of another suit: the same question in other words. A round asks each way a hand ends
    (alone or not, made or not, cappotto or not, whose score) once."""
    for seed in (4, 11, 27):
        quiz = TableScoreQuiz(questions=8, seed=seed)
        ends = []
        for _ in range(quiz.total):
            spec = quiz.spec
            ends.append((spec["alone"], spec["won"], spec["tricks"] in (0, spec["all_tricks"]),
                         spec["role"]))
            answered_right(quiz)
        assert len(set(ends)) == len(ends), (seed, ends)


def test_a_quiz_of_few_questions_asks_each_before_any_comes_back():
    """Three possible questions (the tricks of 2, 3 and 4 players): the first three are the
    three, and after them none follows itself."""
    quiz = WholeHandQuiz(questions=9, seed=2, topics=["tricks"], players=[2, 3, 4])
    questions = []
    for _ in range(quiz.total):
        questions.append(asked(quiz))
        answered_right(quiz)
    assert len(set(questions[:3])) == 3
    assert all(a != b for a, b in zip(questions, questions[1:])), questions


def test_a_quiz_of_one_question_asks_it_again():
    """A quiz with a single possible question asks it each time rather than fail."""
    quiz = SixPlayersQuiz(questions=3, seed=5, topics=["cards"])
    questions = []
    for _ in range(quiz.total):
        questions.append(asked(quiz))
        answered_right(quiz)
    assert len(set(questions)) == 1 and quiz.done


def test_a_seed_gives_the_same_questions_again():
    def round_of(quiz) -> list[tuple]:
        questions = []
        for _ in range(quiz.total):
            questions.append(asked(quiz))
            answered_right(quiz)
        return questions

    first = round_of(NameCardQuiz(questions=12, seed=101))
    assert round_of(NameCardQuiz(questions=12, seed=101)) == first
    quiz = NameCardQuiz(questions=12, seed=7)
    round_of(quiz)
    quiz.restart(101)                      # a new round: the questions of its seed
    assert round_of(quiz) == first


def test_a_best_card_puzzle_is_as_it_was_seeded():
    """A round that never drew a question twice draws exactly what it drew before the check:
    lesson 05's lead puzzle (seed 270) still opens with a lead from this hand."""
    quiz = BestCardQuiz(questions=2, seed=270, players=2, leads="always")
    assert not quiz.spec["table"] and len(quiz.spec["cards"]) == 3


# -- F23: sentences a quiz puts together -----------------------------------------------------------

def catalogue_and_lessons() -> list[str]:
    """Every text a learner may read: the catalogues and the lessons' markdown."""
    texts = [text for entry in TEXTS.values() for text in entry.values()]
    for path in sorted(LESSONS.glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        texts += ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown"]
    return texts


def test_the_cards_still_out_are_said_in_a_sentence():
    """«Ancora fuori: le carte né in mano tua, né giocate, né la carta girata» had no verb."""
    old = re.compile(r"né in mano tua, né giocate|not in your hand, not played and not", re.I)
    assert not [text for text in catalogue_and_lessons() if old.search(text)]
    verbs = {"it": re.compile(r"\b(?:hai|ha|sono)\b"), "en": re.compile(r"\b(?:do|has|are)\b")}
    for key in ("quiz.best_out", "quiz.best_out_theirs"):
        for lang, verb in verbs.items():
            assert verb.search(t(key, lang)), (key, lang)
    for seed, key in ((5, "quiz.best_out_theirs"), (6, "quiz.best_out")):
        quiz = BestCardQuiz(questions=1, seed=seed, players=2, lang="it")
        text = html.unescape(re.sub(r"<[^>]+>", "", quiz.prompt.value))
        assert f"Ancora fuori: {t(key, 'it')}" in text, (seed, text)


@pytest.mark.parametrize("lang", ["it", "en"])
def test_a_used_up_deck_is_said_so_not_counted_as_zero(lang):
    """Lesson 07's partners question said «nel mazzo restano 0 carte»."""
    zero = re.compile(r"\b0 carte|\b0 cards")
    over = t("rule.deck_over", lang)
    said_over = 0
    for seed in range(40):
        quiz = RuleQuiz(questions=1, seed=seed, lang=lang, topics=["partners_talk"])
        prompt = html.unescape(quiz.prompt.value)
        assert not zero.search(prompt), (seed, prompt)
        said_over += over in prompt
    assert said_over, "no question of these seeds had the deck used up"


def test_a_result_ending_a_sentence_adds_no_second_stop():
    """Lesson 11's raggi quiz explained «4 a 0: è cappotto!.» (EN «a cappotto!.»): a result is
    put before the full stop of a ``mq.why_*`` sentence, so it carries no stop of its own; and
    no explanation of the match quiz doubles its punctuation."""
    results = [key for key in TEXTS if key.startswith("mq.result_")]
    for key in results:
        for lang, text in TEXTS[key].items():
            assert not re.search(r"[.!?]$", text), (key, lang, text)
    doubled = re.compile(r"[.!?;:,]\s*[.!?]|\s[.!?]")
    cappotto = 0
    for seed in range(30):
        for lang in ("it", "en"):
            quiz = MatchQuiz(questions=1, seed=seed, lang=lang, goals=["raggi"] if seed % 2 else
                             ["one_hand", "two_hands", "raggi", "points"])
            spec = quiz.spec
            cappotto += spec["answer"].endswith("cappotto")
            for value in spec["options"]:
                text = quiz.explanation(spec, value, lang)
                assert not doubled.search(text), (seed, lang, value, text)
    assert cappotto, "no cappotto among these seeds: the check would not see «!.»"


def test_lesson_11_raggi_question_ends_once():
    for where, quiz in lesson_quizzes("match"):
        for _ in range(quiz.total):
            quiz.answer(quiz.spec["answer"])
            feedback = html.unescape(re.sub(r"<[^>]+>", "", quiz.feedback.value))
            assert "!." not in feedback, (where, feedback)
            if not quiz.done:
                quiz.next()
