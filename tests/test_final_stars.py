"""The stars of the final tables of lessons 05, 09 and 10 (issue 24): they measure the
learner's decisions, judged on the cards by the advisor, not a lucky deal or the computers'
play; a hint asked at a final table costs the third star, and the table says so
before the first one; practice tables keep their hints free.

The hands are seeded; "playing well" is the advisor's own choice worked out here, as the
review judges it, without pressing Hint.
"""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest

pytest.importorskip("ipywidgets")

from briscola_teach.ai.advice import advise, advise_call, review_auction  # noqa: E402
from briscola_teach.ai.judge import (COSTLY_POINTS, HINT_POINTS, STAR_POINTS,  # noqa: E402
                                     AUCTION_POINTS)
from briscola_teach.course import Lesson, decision_stars  # noqa: E402
from briscola_teach.errors import InvalidOptionError  # noqa: E402
from briscola_teach.i18n import t  # noqa: E402
from briscola_teach.progress import Progress  # noqa: E402
from briscola_teach.widgets.table import Judgement, judgement_text  # noqa: E402

from widget_state import fresh_widgets  # noqa: E402,F401  (the fixture is autouse)

LESSONS = Path(__file__).resolve().parents[1] / "lessons"


@pytest.fixture
def store(tmp_path):
    return Progress(tmp_path / "progress.sqlite3")


def final(number: str, store, lang: str = "en", **changes: str):
    """The final table exactly as the lesson's notebook builds it (``changes``: words of the
    cell replaced, to seat other computer players at the same deal)."""
    book = nbformat.read(next(LESSONS.glob(f"{number}_*.ipynb")), as_version=4)
    cell = next(c.source for c in book.cells if c.cell_type == "code" and "stars_by" in c.source)
    for old, new in changes.items():
        assert old in cell
        cell = cell.replace(old, new)
    lesson = Lesson(number, store=store, lang=lang)
    names = {"lesson": lesson}
    exec(cell, names)
    table = next(value for name, value in names.items() if name not in ("lesson", "__builtins__"))
    return lesson, table


def advice_now(table):
    return advise(table.game.view(table.seat))


def costly(advice, card) -> bool:
    """The judge is sure ``card`` is a costly mistake (``ai/judge.py``)."""
    return advice.costly(card)


def play_out(table, mistakes: int = 0, hints: int = 0) -> None:
    """Play the hand to its end with the advisor's choices, but ``mistakes`` times its worst
    card where that is a costly mistake, and pressing Hint (and following it) ``hints``
    times. Auctions are made before."""
    while not table.game.is_over:
        if getattr(table.game, "pending", None) == "call":
            assert table.call(advise_call(table.game.view(table.seat))[0].card)
            continue
        advice = advice_now(table)
        card = advice.best.card
        if hints:
            card, hints = table.hint().best.card, hints - 1
        elif mistakes and costly(advice, advice.cards[-1].card):
            card, mistakes = advice.cards[-1].card, mistakes - 1
        assert table.play(card) is not None
    assert mistakes == 0 and hints == 0, "the hand had fewer moments than asked"


# -- the rule ----------------------------------------------------------------------------------

def test_stars_count_the_points_given_away():
    three, two = STAR_POINTS
    assert [decision_stars(p) for p in (0, three, three + 0.5, two, two + 0.5, 60)] == \
        [3, 3, 2, 2, 1, 1]
    judged = Judgement(plays=1, auction=1, hints=1, played_away=4.5)
    assert judged.given_away == 4.5 + HINT_POINTS + AUCTION_POINTS
    assert Judgement(plays=0, hints=1).stars == 2      # a hint alone costs the third star
    for bad in (-1, True, "0", float("nan"), None):
        with pytest.raises(InvalidOptionError, match="given away"):
            decision_stars(bad)


def test_bad_star_options_are_still_refused(store):
    lesson = Lesson("05", store=store, lang="en")
    with pytest.raises(InvalidOptionError, match="stars_by_play"):
        lesson.table("x", stars_by_play="yes", seed=1)
    with pytest.raises(InvalidOptionError, match="stars_by_result"):
        lesson.table("x", stars_by_result=1, seed=1)
    with pytest.raises(InvalidOptionError, match="stars_by_play"):
        lesson.table("x", stars_by_play=True, stars_by_result=True, seed=1)


# -- lesson 05: a classic hand against the medium computer -------------------------------------

def test_05_a_lost_hand_played_well_earns_three_stars(store):
    lesson, table = final("05", store, **{"seed=29": "seed=4"})   # a deal lost however played
    play_out(table)
    assert table.seat not in table.outcome.winners
    assert table.judgement() == Judgement(plays=0)
    assert table.stars_earned == 3 and store.stars("05") == 3


def test_05_one_costly_mistake_counts_the_points_it_gave_away(store):
    lesson, table = final("05", store)
    play_out(table, mistakes=1)
    judged = table.judgement()
    assert judged.plays == 1 and judged.hints == 0
    [mistake] = [item for item in table._hand_review().items if item.played is not item.best]
    assert judged.played_away == mistake.given_away >= COSTLY_POINTS
    assert table.stars_earned == decision_stars(judged.given_away) == store.stars("05")


def test_05_a_hint_asked_costs_the_third_star(store):
    lesson, table = final("05", store)
    table.hint()
    table.hint()                                   # asked again at the same moment: once
    assert table.hints_asked == 1
    assert table.play(table.hint().best.card) is not None
    play_out(table, hints=1)
    assert table.hints_asked == 2
    assert table.judgement() == Judgement(plays=0, hints=2)
    assert table.judgement().given_away == 2 * HINT_POINTS
    assert table.stars_earned == 1 and store.stars("05") == 1


def test_a_deal_won_with_careless_play_earns_one_star(store):
    """Fishing for a deal that wins does not pay: the stars judge the cards played."""
    lesson = Lesson("05", store=store, lang="en")
    table = lesson.table("deal", stars_by_play=True, opponents="random", seed=1, paced=False)
    while not table.game.is_over:
        table.play(advice_now(table).cards[-1].card)
    assert table.seat in table.outcome.winners
    assert table.judgement().plays >= 2 and table.judgement().given_away > STAR_POINTS[1]
    assert table.stars_earned == 1


def test_the_final_table_says_a_hint_costs_before_the_first(tmp_path):
    for lang in ("it", "en"):
        lesson, table = final("05", Progress(tmp_path / f"{lang}.sqlite3"), lang=lang)
        assert t("table.hint_costs", lang, each=HINT_POINTS) in table.board.scene["info"]
        assert table.hint_button.tooltip == t("table.hint_costs_title", lang, each=HINT_POINTS)
        table.hint()
        assert t("table.hint_costs_asked", lang, count=1, each=HINT_POINTS) in \
            table.board.scene["info"]


def test_a_practice_table_keeps_hints_free(store):
    lesson = Lesson("05", store=store, lang="en")
    table = lesson.table("practice", opponents="medium", seed=29, paced=False)
    assert not table.hints_cost and table.hint_button.tooltip == ""
    assert not any("hint" in line.lower() for line in table.board.scene["info"])
    play_out(table, hints=3)
    assert table.hints_asked == 3 and table.judgement() == Judgement(plays=0, hints=0)
    assert table.stars_earned is None and store.stars("05") == 0


def test_hints_asked_are_kept_with_the_hand_across_a_reload(store):
    lesson, table = final("05", store)
    moment = len(table.game.actions())
    table.hint()
    assert table.play(advice_now(table).best.card) is not None
    saved = json.loads(store.saved_game("05:medium_hand"))
    assert saved["hints"] == [moment]
    again, table = final("05", store)
    assert table.hints_asked == 1 and \
        t("table.hint_costs_asked", "en", count=1, each=HINT_POINTS) in table.board.scene["info"]
    table.new_deal()                                 # a new hand: its own hints
    assert table.hints_asked == 0


def test_a_hand_kept_before_hints_were_counted_still_comes_back(store):
    lesson, table = final("05", store)
    assert table.play(advice_now(table).best.card) is not None
    kept = json.loads(store.saved_game("05:medium_hand"))
    del kept["hints"]
    store.save_game("05:medium_hand", json.dumps(kept))
    again, table = final("05", store)
    assert len(table.game.actions()) >= 1 and table.hints_asked == 0


def test_the_review_at_a_final_table_says_what_the_stars_counted(store):
    lesson, table = final("05", store)
    play_out(table, mistakes=1)
    table.review()
    notes = [card["note"] for card in table._advice.scene["cards"]]
    judged = table.judgement()
    assert judgement_text(judged, "en") in notes
    said = judgement_text(judged, "en")
    assert f"about {round(judged.played_away)} points" in said and "Costly mistakes: 1." in said
    assert f"three stars up to {STAR_POINTS[0]}, two up to {STAR_POINTS[1]}" in said
    assert f"(winning 1 deal in 10 fewer counts as {COSTLY_POINTS} points)" in said


# -- lesson 09: the learner opens the auction with a strong hand -------------------------------

def test_09_passing_with_a_clearly_good_bid_is_a_costly_mistake(store):
    lesson, table = final("09", store)
    assert table.bid("pass")
    while table.game.phase == "auction" and table.game.current_player == table.seat:
        assert table.bid("pass")
    play_out(table)
    assert table.judgement().auction == 1 and table.judgement().plays == 0
    assert table.stars_earned == 2
    said = table.auction_review()[0].text("en")
    assert said.startswith("Auction: you passed") and "costly mistake" in said
    table.review()
    notes = " ".join(card["note"] for card in table._advice.scene["cards"])
    assert t("table.judgement_auction", "en", auction=1, each=AUCTION_POINTS) in notes
    assert judgement_text(table.judgement(), "en") in notes
    assert said in notes


# -- lesson 10: a weak hand at Subito al Due ---------------------------------------------------

@pytest.mark.parametrize("level", ["random", "hard"])
def test_10_a_weak_hand_passed_and_played_well_earns_three_stars(store, level):
    """Whatever the computers do: a side that wins with random players, loses to hard ones."""
    lesson, table = final("10", store, **{"seed=40": f"seed=40, opponents={level!r}, paced=False"})
    assert table.bid("pass")
    play_out(table)
    assert (table.seat in table.outcome.winners) == (level == "random")
    assert table.judgement() == Judgement(plays=0, auction=0, hints=0)
    assert table.stars_earned == 3 and store.stars("10") == 3
    assert [item.is_mistake for item in table.auction_review()] == [False]


def test_10_a_hopeless_bid_is_a_costly_mistake(store):
    lesson, table = final("10", store)
    assert table.bid("100")
    while table.game.phase == "auction":
        assert table.bid("pass")
    play_out(table)
    items = review_auction(table.game, table.seat)
    assert items[0].is_mistake and items[0].made_in_10 <= 2
    assert table.judgement().auction >= 1 and table.stars_earned <= 2


def test_a_deal_played_again_from_memory_earns_no_stars(store):
    """«Rigioca» at a final: the learner knows the deal and its review; that hand is practice,
    the table says so, and the stars already earned stay. A reload does not forget it."""
    lesson, table = final("05", store, lang="it")
    play_out(table, hints=1)           # a hint costs the third star
    assert table.stars_earned == 2 and store.stars("05") == 2
    table.again()
    assert table.replay and t("table.replay_no_stars", "it") in table.board.scene["info"]
    again, table = final("05", store, lang="it")              # a reload mid-replay
    assert table.replay
    play_out(table)
    assert table.stars_earned is None and store.stars("05") == 2
    table.new_deal()                                            # a deal not played yet
    assert not table.replay
    assert t("table.replay_no_stars", "it") not in table.board.scene["info"]
    play_out(table)
    assert table.stars_earned == 3 and store.stars("05") == 3


def test_lesson_05_says_what_a_costly_mistake_is_as_the_judge_counts_it():
    """The lesson's promise and the final table's judgement name the judge's own threshold."""
    text = next(LESSONS.glob("05_*.ipynb")).read_text(encoding="utf-8")
    assert f"o {COSTLY_POINTS} punti in meno," in text
    assert f"or {COSTLY_POINTS} points fewer, than the best one" in text
    for lang in ("it", "en"):
        assert f"o {COSTLY_POINTS} punti in meno" in judgement_text(Judgement(0), "it")
        assert f"or {COSTLY_POINTS} points fewer" in judgement_text(Judgement(0), "en")


@pytest.mark.parametrize("number", ["05", "09", "10"])
def test_the_final_lessons_say_what_each_star_needs_as_the_stars_count_it(number):
    """Every final table's prose gives the judge's own figures, in both languages."""
    book = nbformat.read(next(LESSONS.glob(f"{number}_*.ipynb")), as_version=4)
    text = " ".join(" ".join(cell.source for cell in book.cells).split())
    three, two = STAR_POINTS
    assert f"stelle fino a {three} punti regalati" in text and f"fino a {two}" in text
    assert f"stars up to {three} points given away" in text and f"up to {two}" in text
    assert f"conta come {HINT_POINTS} punti regalati" in text
    assert f"counts as {HINT_POINTS} points given away" in text
