"""The Chiamata quizzes of lessons 09 and 10 (``widgets/chiamata_quiz.py``) and lesson 09's
final hand, whose stars judge the learner's decisions (tests/test_final_stars.py has more).

Every answer key is checked against a second opinion written here from RULES.md section 6
(the table of scores, the order of the bids, the deal col monte), not against the quiz's
own spec; each quiz is answered right and wrong, and bad answers are refused.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import nbformat
import pytest

pytest.importorskip("ipywidgets")

from briscola_teach.ai.advice import advise, advise_call  # noqa: E402
from briscola_teach.course import Lesson  # noqa: E402
from briscola_teach.errors import InvalidOptionError  # noqa: E402
from briscola_teach.games.chiamata import Bid  # noqa: E402
from briscola_teach.progress import Progress  # noqa: E402
from briscola_teach.widgets.chiamata_quiz import (AuctionQuiz, MonteDealQuiz,  # noqa: E402
                                                  TableScoreQuiz)
from briscola_teach.widgets.exercises import QUIZZES  # noqa: E402
from briscola_teach.widgets.table import Judgement  # noqa: E402

from widget_state import specs, fresh_widgets  # noqa: E402,F401  (the fixture is autouse)

LESSONS = Path(__file__).resolve().parents[1] / "lessons"

# RULES.md section 6, the table score: (caller, partner, each opponent); cappotto doubles.
RULES_SCORES = {("pair", True): (2, 1, -1), ("pair", False): (-2, -1, 1),
                ("alone", True): (4, None, -1), ("alone", False): (-4, None, 1)}
# RULES.md section 6: bids from the weakest (Asso) to the strongest (2), by rank number.
RULES_BID_ORDER = [1, 3, 10, 9, 8, 7, 6, 5, 4, 2]
# RULES.md section 6, col monte: players -> (cards each, cards in the monte).
RULES_MONTE = {5: (7, 5), 6: (6, 4), 7: (5, 5)}


@pytest.fixture
def store(tmp_path):
    return Progress(tmp_path / "progress.sqlite3")


def said(quiz) -> str:
    """The feedback as the learner reads it."""
    return html.unescape(quiz.feedback.value)


def answer_wrong(quiz):
    """Answer the question with its first wrong choice, which must be judged wrong; the choice."""
    spec = quiz.spec
    wrong = next(v for v in spec["options"] if v != spec["answer"])
    assert quiz.answer(wrong) is False
    return wrong


def skip_to(quiz, form: str) -> None:
    """Answer right and move on until the question is of ``form`` ("legal" or "target")."""
    while quiz.spec["form"] != form:
        quiz.answer(quiz.spec["answer"])
        quiz.next()



# -- the table score -------------------------------------------------------------------------

def rules_score(spec: dict) -> int:
    """What RULES.md gives the role asked about, from what the question tells the learner."""
    target = spec["contract"].points if spec["contract"].points is not None else 61
    assert spec["target"] == target
    won = spec["points"] >= target
    caller, partner, opponent = RULES_SCORES[("alone" if spec["alone"] else "pair", won)]
    score = {"caller": caller, "partner": partner, "opponent": opponent}[spec["role"]]
    cappotto = spec["tricks"] in (0, 8)
    return score * (2 if cappotto else 1)


def rules_target(spec: dict) -> int:
    """RULES.md: the pair needs 61, or the total bid (unless the table's house rule says 61
    is always enough)."""
    contract = [bid for _, bid in spec["bids"] if not bid.is_pass][-1]
    if contract.points is not None and spec["game"].rules.must_reach_bid:
        return contract.points
    return 61


def expected_answer(kind: str, spec: dict):
    """The key RULES.md gives a question of ``kind`` (``tests/test_quiz_keys.py`` asks too)."""
    if kind == "table_score":
        return rules_score(spec)
    if kind == "monte_deal":
        return "%d+%d" % RULES_MONTE[spec["players"]]
    if spec["form"] == "target":
        return rules_target(spec)
    rules = spec["game"].rules          # the table's house rules, said in the question
    legal = [v for v in spec["options"] if rules_legal(
        spec["bids"], Bid.parse(v), rules.subito_al_due, rules.min_points, rules.point_step)]
    assert len(legal) == 1, (spec["bids"], spec["options"], legal)
    return legal[0]


def test_table_score_answers_follow_the_rules_table():
    quiz = TableScoreQuiz(questions=40, seed=1)
    seen = specs(quiz, 40)
    for spec in seen:
        assert spec["answer"] == expected_answer("table_score", spec), spec
        assert spec["answer"] in spec["options"]
        assert spec["role"] != "partner" or not spec["alone"]
    kinds = {(s["alone"], s["tricks"] in (0, 8), s["points"] >= s["target"]) for s in seen}
    assert {(False, False, True), (False, False, False), (True, False, True),
            (True, False, False), (False, True, True), (True, True, True)} <= kinds
    assert any(s["contract"].points is not None for s in seen), "no contract on points asked"


@pytest.mark.parametrize("lang", ["it", "en"])
def test_table_score_right_and_wrong(lang):
    quiz = TableScoreQuiz(questions=2, seed=3, lang=lang)
    spec = quiz.spec
    assert quiz.answer(spec["answer"]) is True
    feedback = said(quiz)
    assert ("Giusto" if lang == "it" else "Right") in feedback
    assert ("Al tavolo" if lang == "it" else "At the table") in feedback or \
        ("Da solo" if lang == "it" else "Alone") in feedback
    quiz.next()
    wrong = answer_wrong(quiz)
    feedback = said(quiz)
    assert ("Non proprio" if lang == "it" else "Not quite") in feedback
    assert f"{wrong:+d}".replace("-", "\u2212") in feedback     # what the wrong value is
    assert quiz.results == [True, False] and quiz.done and quiz.stars == 1


def test_table_score_refuses_bad_answers():
    quiz = TableScoreQuiz(questions=1, seed=2)
    for bad in ("+2", True, 3, None, [2]):
        assert quiz.answer(bad) is None
        assert quiz.results == []
        assert said(quiz)      # a message, and nothing else changes
    assert quiz.answer(quiz.spec["answer"]) is True
    assert quiz.answer(quiz.spec["answer"]) is None and quiz.results == [True]


# -- the auction -------------------------------------------------------------------------------

def rules_legal(bids, bid: Bid, subito: bool = False, low: int = 61, step: int = 1) -> bool:
    """RULES.md: a rank weaker than the last bid; after a 2 (or in Subito al Due) a total
    above the last one on the table's ladder (``low``, then the multiples of ``step``: seed
    004's «70, 75, 80»); nothing before the first bid but a rank (or a total of the ladder, in
    Subito al Due)."""
    said = [b for _, b in bids if not b.is_pass]
    last = said[-1] if said else None
    if bid.rank is not None:
        if subito:
            return False
        if last is None:
            return True
        if last.points is not None or int(last.rank) == 2:
            return False
        return RULES_BID_ORDER.index(int(bid.rank)) > RULES_BID_ORDER.index(int(last.rank))
    on_ladder = bid.points == low or (bid.points > low and bid.points % step == 0)  # 70, 75, 80
    if last is None:
        return subito and on_ladder
    if last.rank is not None:
        return int(last.rank) == 2 and on_ladder
    return on_ladder and bid.points > last.points


@pytest.mark.parametrize("rules", [{}, {"subito_al_due": True, "min_points": 70, "point_step": 5}],
                         ids=["rank auction", "subito at 70 by 5"])
def test_auction_answers_follow_the_rules(rules):
    quiz = AuctionQuiz(questions=40, seed=5, **rules)
    seen = specs(quiz, 40)
    subito = rules.get("subito_al_due", False)
    legal_forms = [s for s in seen if s["form"] == "legal"]
    assert legal_forms and len(legal_forms) < len(seen)
    for spec in seen:
        assert spec["answer"] == expected_answer("auction", spec), spec
    for spec in legal_forms:
        assert spec["me"] not in {seat for seat, bid in spec["bids"] if bid.is_pass}
        verdicts = [rules_legal(spec["bids"], Bid.parse(v), subito, rules.get("min_points", 61),
                                rules.get("point_step", 1)) for v in spec["options"]]
        assert verdicts.count(True) == 1, (spec["bids"], spec["options"], verdicts)
        assert spec["options"][verdicts.index(True)] == spec["answer"]
        assert [quiz.is_right(spec, v) for v in spec["options"]] == verdicts
    if not subito:
        assert any(s["form"] == "legal" and Bid.parse(s["answer"]).points is not None for s in seen)


@pytest.mark.parametrize("rules", [{"subito_al_due": True, "min_points": 70, "point_step": 5},
                                   {"subito_al_due": True, "point_step": 5},
                                   {"point_step": 10}],
                         ids=["subito at 70 by 5", "subito at 61 by 5", "ranks, then by 10"])
def test_no_sample_auction_breaks_the_tables_step(rules):
    """W1: the auctions a question shows, and the bids it takes as right, are all on the
    table's ladder (70, 75, 80...); an off-step total offered is wrong, and said why."""
    quiz = AuctionQuiz(questions=40, seed=5, **rules)
    low, step = rules.get("min_points", 61), rules["point_step"]
    on_ladder = (lambda p: p == low or (p > low and p % step == 0))
    off_step_asked = 0
    for spec in specs(quiz, 40):
        said_totals = [bid.points for _, bid in spec["bids"] if bid.points is not None]
        assert all(on_ladder(p) for p in said_totals), spec["bids"]
        if spec["form"] == "target":
            continue
        assert on_ladder(Bid.parse(spec["answer"]).points or low)
        totals_now = any(bid.points for bid in spec["game"].legal_bids())   # past the Two
        for value in spec["options"]:
            points = Bid.parse(value).points
            if totals_now and points is not None and not on_ladder(points) and \
                    points > max(said_totals + [0]):
                off_step_asked += 1
                assert "di %d in %d" % (step, step) in quiz.explanation(spec, value, "it")
    assert off_step_asked, "no question offers a total off the table's steps"


@pytest.mark.parametrize("lang", ["it", "en"])
def test_auction_right_and_wrong_with_the_engines_reason(lang):
    quiz = AuctionQuiz(questions=20, seed=8, lang=lang)
    skip_to(quiz, "legal")
    answer_wrong(quiz)
    assert ("Ora si passa" if lang == "it" else "Now you pass") in said(quiz)
    quiz.next()
    skip_to(quiz, "legal")
    name = Bid.parse(quiz.spec["answer"]).name(lang)
    assert quiz.answer(quiz.spec["answer"]) is True
    assert name in said(quiz)


def test_auction_target_right_and_wrong():
    quiz = AuctionQuiz(questions=20, seed=8, lang="en")
    skip_to(quiz, "target")
    assert "How many points" in html.unescape(quiz.prompt.value)
    answer_wrong(quiz)
    assert "61" in said(quiz)
    assert quiz.results[-1] is False


def test_auction_refuses_bad_answers_and_bad_options():
    quiz = AuctionQuiz(questions=1, seed=1)
    for bad in ("pass", "zzz", 61, None, True):
        if quiz.spec["form"] == "target" and bad == 61 and 61 in quiz.spec["options"]:
            continue
        assert quiz.answer(bad) is None
    assert quiz.results == []
    with pytest.raises(InvalidOptionError, match="min_points"):
        AuctionQuiz(min_points=50)
    with pytest.raises(InvalidOptionError, match="subito_al_due"):
        AuctionQuiz(subito_al_due="yes")
    with pytest.raises(TypeError, match="col_monte"):
        AuctionQuiz(col_monte=True)


# -- col monte -------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["it", "en"])
def test_monte_deal_right_and_wrong(lang):
    quiz = MonteDealQuiz(questions=12, seed=4, lang=lang)
    asked = set()
    for number in range(12):
        spec = quiz.spec
        assert spec["answer"] == expected_answer("monte_deal", spec)
        asked.add(spec["players"])
        if number % 2:
            assert quiz.answer(spec["answer"]) is True
        else:
            answer_wrong(quiz)
            assert ("non 40" if lang == "it" else "not 40") in said(quiz) or \
                ("niente monte" if lang == "it" else "no monte") in said(quiz)
        if spec["players"] > 5:
            assert ("lettura del corso" if lang == "it" else "course's own reading") in \
                said(quiz)
        if not quiz.done:
            quiz.next()
    assert asked == {5, 6, 7}
    assert quiz.stars == 1   # half right: one star


def test_monte_deal_refuses_bad_input():
    quiz = MonteDealQuiz(questions=1, seed=1, players=[5])
    assert quiz.spec["players"] == 5
    for bad in ("7 + 5", 12, None):
        assert quiz.answer(bad) is None
    assert quiz.results == []
    for bad in ([4], "5", [], [5, 8], [True]):
        with pytest.raises(InvalidOptionError, match="players"):
            MonteDealQuiz(players=bad)


def test_the_kinds_are_registered():
    for kind, cls in (("table_score", TableScoreQuiz), ("auction", AuctionQuiz),
                      ("monte_deal", MonteDealQuiz)):
        assert QUIZZES[kind] is cls


# -- lesson 09's final hand: the learner wins the auction, stars by play ------------------------

def final_cell(number: str, name: str) -> str:
    file = next(LESSONS.glob(f"{number}_*.ipynb"))
    book = nbformat.read(file, as_version=4)
    return next(c.source for c in book.cells
                if c.cell_type == "code" and f'lesson.chiamata("{name}"' in c.source)


def final_table(store, lang: str = "it"):
    """The final table exactly as lesson 09's notebook builds it."""
    lesson = Lesson("09", store=store, lang=lang)
    names = {"lesson": lesson}
    exec(final_cell("09", "check"), names)
    return lesson, names["check"]


def follow_hints(table) -> None:
    """Press Hint and play the advisor's best card (and call) until the hand is over."""
    while not table.game.is_over:
        if table.game.pending == "call":
            assert table.call(table.hint()[0].card)
        else:
            assert table.play(table.hint().best.card) is not None


def best_choice(table):
    """The advisor's call or card now, worked out as the review judges it, without pressing
    Hint (at a final table a hint costs)."""
    view = table.game.view(table.seat)
    if table.game.pending == "call":
        return advise_call(view)[0].card
    return advise(view).best.card      # the judge's own verdict, as the review finds it


def play_well(table) -> None:
    """The advisor's choices until the hand is over, no hint asked."""
    while not table.game.is_over:
        if table.game.pending == "call":
            assert table.call(best_choice(table))
        else:
            assert table.play(best_choice(table)) is not None


def test_the_final_deal_is_won_by_the_learner_opening_with_the_two(store):
    _, table = final_table(store)
    game = table.game
    assert game.phase == "auction" and game.current_player == table.seat  # the learner opens
    assert table.bid("2")
    assert game.phase == "call" and game.caller == table.seat
    assert [str(bid) for seat, bid in game.bids if seat != table.seat] == ["pass"] * 4


def test_sound_winning_play_earns_three_stars(store):
    lesson, table = final_table(store)
    assert table.bid("2")
    play_well(table)
    assert table.seat in table.outcome.winners
    assert table.judgement() == Judgement(plays=0, auction=0, hints=0)
    assert table.stars_earned == 3 and store.stars("09") == 3


def test_pressing_hint_before_every_move_no_longer_earns_three_stars(store):
    """The old loophole: a hint followed is never a mistake, but at the final each hint
    asked counts as one."""
    lesson, table = final_table(store)
    assert table.bid("2")
    follow_hints(table)
    judged = table.judgement()
    assert judged.plays == 0 and judged.hints == 9        # the call and eight cards
    assert table.stars_earned == 1 and store.stars("09") == 1


def play_lost_deal(store, pick):
    """Seed 5, dealer 0: the learner passes and the others' pair wins whatever the learner
    plays; ``pick(table)`` chooses each of the learner's cards."""
    lesson = Lesson("09", store=store, lang="en")
    table = lesson.chiamata("lost", stars_by_play=True, opponents="medium", seed=5, paced=False)
    while table.game.phase == "auction":
        assert table.bid("pass")
    while not table.game.is_over:
        assert table.play(pick(table)) is not None
    assert table.seat not in table.outcome.winners
    return table


def test_sound_losing_play_earns_three_stars(store):
    """The result rests on the deal and the computers: a sound pass and sound cards in a lost
    hand are worth every star."""
    table = play_lost_deal(store, best_choice)
    assert table.judgement() == Judgement(plays=0, auction=0, hints=0)
    assert table.stars_earned == 3 and store.stars("09") == 3


def test_careless_losing_play_earns_one_star(store):
    def worst(table):
        view = table.game.view(table.seat)
        return advise(view).cards[-1].card
    table = play_lost_deal(store, worst)
    assert table.judgement().plays >= 2
    assert table.stars_earned == 1 and store.stars("09") == 1


def test_stars_by_play_refuses_bad_options(store):
    lesson = Lesson("09", store=store, lang="en")
    with pytest.raises(InvalidOptionError, match="stars_by_play"):
        lesson.chiamata("x", stars_by_play="yes", seed=5)
    with pytest.raises(InvalidOptionError, match="stars_by_play"):
        lesson.chiamata("x", stars_by_play=True, stars_by_result=True, seed=5)


def test_lesson_10_options_read_as_words():
    """Option names are no words for a learner: the lessons say them in plain words."""
    for number in ("09", "10", "11"):
        book = nbformat.read(next(LESSONS.glob(f"{number}_*.ipynb")), as_version=4)
        prose = "\n".join(c.source for c in book.cells if c.cell_type == "markdown")
        assert not re.search(r"`\w+_\w+`", prose), number
        assert "socio" not in prose
        assert not re.search(r"(to|at) the (Two|Five|Knight)!", prose), number


def test_the_second_opinion_catches_a_wrong_key():
    spec = TableScoreQuiz(questions=1, seed=1).spec
    assert expected_answer("table_score", dict(spec, answer=-spec["answer"])) == spec["answer"]
    doubled = dict(spec, tricks=8 if spec["tricks"] not in (0, 8) else 4)
    assert expected_answer("table_score", doubled) != spec["answer"]
    spec = MonteDealQuiz(questions=1, seed=1, players=[6]).spec
    assert expected_answer("monte_deal", spec) == "6+4" != "7+5"


def test_subito_al_due_targets_are_explained_as_points_from_the_start():
    """At Subito al Due every bid is on points: no "past the Two", no "like a plain Two"."""
    seen = 0
    for seed in range(60):
        quiz = AuctionQuiz(questions=1, seed=seed, lang="it", subito_al_due=True)
        if quiz.spec["form"] != "target":
            continue
        seen += 1
        for lang in ("it", "en"):
            text = quiz.explanation(quiz.spec, quiz.spec["answer"], lang)
            assert "Subito al Due" in text and "oltre il Due" not in text and "past the Two" not in text
            assert "dopo il Due" not in text and "after the Two" not in text
            assert "Due semplice" not in text and "plain Two" not in text
    assert seen >= 5
