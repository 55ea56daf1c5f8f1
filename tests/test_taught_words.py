"""Issue 42, lesson 08's words and the statements fixed in lessons 01, 02, 03, 07 and 08.

- Lesson 08's section quizzes offer only words and sayings the lesson has taught before them,
  in every round a learner plays ("Ricomincia"), in both languages: what counts as taught is read
  in the lesson's own text, not in the quiz's options.
- «Mètagh un puntalèn» asks for a small trump, a liscio of trumps, never a Tre or a Fante.
- Each statement fixed for the review of 2026-12-07 stays fixed: the old wording is looked for
  in every lesson and every text of the catalogues, in both languages.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from briscola_teach.i18n import t  # noqa: E402
from briscola_teach.widgets.word_quiz import KINDS, SAYINGS, WORDS, SayingPlayQuiz  # noqa: E402

from widget_state import fresh_widgets  # noqa: E402,F401  (the fixture is autouse)

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
STRATEGY = LESSONS / "08_strategy.ipynb"
ROUNDS = 40              # rounds of "Ricomincia" played on each section quiz
LABELS = {entry.key: entry for entry in WORDS + SAYINGS}
# where the lesson teaches a word in another form than the option shows it
TAUGHT_AS = {("figura", "it"): ("figura", "figure")}


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def block(cell: dict, lang: str) -> str:
    """A markdown cell's text in ``lang``, its spaces and line breaks made single spaces."""
    if cell["cell_type"] != "markdown":
        return ""
    found = re.search(rf'<div class="bt-{lang}">(.*?)</div>', "".join(cell["source"]), re.S)
    return re.sub(r"\s+", " ", found.group(1)) if found else ""


def taught_before(book: list[dict], index: int, lang: str) -> set[str]:
    """The entries whose label the lesson's text gives before cell ``index``; the opening
    cell («Imparerai: …») only announces words, it does not teach them."""
    text = " ".join(block(cell, lang) for cell in book[:index]
                    if "Imparerai:" not in block(cell, "it")).lower()
    return {key for key in LABELS
            if any(form.lower() in text
                   for form in TAUGHT_AS.get((key, lang), (t(f"words.{key}.label", lang),)))}


def section_quizzes() -> list[tuple[int, str, dict]]:
    """(cell, kind, options) of lesson 08's word and saying quizzes that keep to a section."""
    found = []
    for index, cell in enumerate(cells(STRATEGY)):
        if cell["cell_type"] != "code":
            continue
        for node in ast.walk(ast.parse("".join(cell["source"]))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "quiz":
                kind = ast.literal_eval(node.args[0])
                options = {k.arg: ast.literal_eval(k.value) for k in node.keywords}
                if kind in ("table_word", "saying") and "entries" in options:
                    found.append((index, kind, options))
    return found


def test_lesson_08_has_its_section_quizzes():
    assert [index for index, _, _ in section_quizzes()] == [5, 13, 23, 27, 33, 41, 51, 55]


@pytest.mark.parametrize("lang", ["it", "en"])
@pytest.mark.parametrize("index,kind,options", section_quizzes(), ids=lambda v: str(v)
                         if isinstance(v, int) else None)
def test_a_section_quiz_offers_only_what_the_lesson_taught_before_it(index, kind, options, lang):
    """The review's finding (§7): «carta franca» offered at cell 5, «briscolina» at cell 13.
    Every option of every question, over many rounds of "Ricomincia", is taught above."""
    taught = taught_before(cells(STRATEGY), index, lang)
    quiz = KINDS[kind](lang=lang, **options)
    for _ in range(ROUNDS):
        while True:
            offered = [key for _, key in quiz.options(quiz.spec, lang)]
            untaught = [t(f"words.{key}.label", lang) for key in offered if key not in taught]
            assert not untaught, f"cell {index}, round from seed {quiz.seed}: {untaught}"
            assert len(offered) >= 2
            quiz.answer(quiz.spec["answer"])
            if quiz.done:
                break
            quiz.next()
        quiz.again_button.click()          # what "Ricomincia" does


def test_the_mixed_reviews_come_after_every_word_is_taught():
    """Cells 57 and 59 (and the final check) ask every entry: all are taught by then."""
    book = cells(STRATEGY)
    for lang in ("it", "en"):
        assert taught_before(book, 57, lang) == set(LABELS)


# -- «Mètagh un puntalèn» (W3) -------------------------------------------------------------

def test_the_puntello_is_always_a_liscio_of_trumps_and_a_real_choice():
    """Seed 000: the trick «messa sotto protezione da una piccola briscola». The review saw a
    Fante, Cavallo, Re or Tre of trumps as the answer in 22 % of 2,000 questions."""
    quiz = SayingPlayQuiz(questions=1, seed=0, entries=("play_prop",))
    for seed in range(3000):
        quiz.restart(seed)
        spec = quiz.spec
        scene, (right,) = spec["scene"], spec["right"]
        hand = {card.code(): card for card in scene.hand}
        trumps = [card for card in scene.hand if card.suit is scene.trump]
        assert hand[right].suit is scene.trump and hand[right].points == 0, (seed, right)
        assert any(card.points > 0 for card in trumps), seed     # a big trump to refuse
        assert len(trumps) < len(scene.hand), seed              # and a card of another suit
        led = scene.cards[0]
        assert not any(card.suit is led.suit and card.rank.value in (1, 3)
                       for card in scene.hand), seed            # sotto strozzo: not yours


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_puntello_asks_for_a_small_trump_in_words(lang):
    asks = t("words.play_prop.asks", lang)
    assert ("piccola briscola" in asks and "liscio di briscola" in asks) if lang == "it" else \
        ("small trump" in asks and "liscio of trumps" in asks)
    assert "più piccola" not in asks and "smallest" not in asks
