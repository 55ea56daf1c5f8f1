"""Lessons 01-06: the whole-hand quizzes (widgets/hand_quiz.py), the name quiz's explanations,
the replay played clockwise, the notes' rows, and the facts the lessons were corrected on,
each checked against the engine.

``expected_answer`` works a question's answer out again from what the learner is shown (its
prompt's numbers, its cards), as RULES.md says it, without the quiz's own key;
tests/test_quiz_keys.py uses it for the lessons' seeded quizzes too.
"""

from __future__ import annotations

import html
import itertools
import json
import random
import re
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from briscola_teach import new_game  # noqa: E402
from briscola_teach.cards import DECK, Card, Rank, Suit  # noqa: E402
from briscola_teach.course import Lesson  # noqa: E402
from briscola_teach.widgets.text_tables import RegionalDecks  # noqa: E402
from briscola_teach.decks import REGIONAL_DECKS  # noqa: E402
from briscola_teach.errors import InvalidOptionError  # noqa: E402
from briscola_teach.games.classic import ClassicRules  # noqa: E402
from briscola_teach.i18n import t  # noqa: E402
from briscola_teach.progress import Progress  # noqa: E402
from briscola_teach.rules import trick_winner  # noqa: E402
from briscola_teach.widgets.exercises import QUIZZES  # noqa: E402
from briscola_teach.widgets.hand_quiz import (KINDS, SixPlayersQuiz, ThreePlayersQuiz,  # noqa: E402
                                              WholeHandQuiz, cards_in_play, deck_row,
                                              drawing_order, outcome_row, say)
from briscola_teach.widgets.quiz import NameCardQuiz, stars_for  # noqa: E402
from briscola_teach.widgets.study import HandReplay  # noqa: E402

from conftest import naive_winner, play_out  # noqa: E402
from widget_state import fresh_widgets  # noqa: E402,F401  (the fixture is autouse)

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
# RULES.md section 2, read plainly: cards in play and tricks for each number of players.
CARDS = {2: 40, 3: 39, 4: 40, 6: 36}
TRICKS = {2: 20, 3: 13, 4: 10, 6: 6}
TOPICS = [(cls, topic) for cls in (WholeHandQuiz, ThreePlayersQuiz, SixPlayersQuiz)
          for topic in cls.TOPICS]


# -- an independent answer key --------------------------------------------------------------

def expected_answer(spec: dict) -> object:
    """The answer of a whole-hand question, from its prompt and cards only (RULES.md)."""
    key, params = spec["prompt"]
    if key == "hand.draw_prompt":
        seats = [caption[1]["n"] for caption in spec["captions"]]       # players 1, 2, ...
        codes = [card.code() for card in spec["cards"]]
        first = seats[naive_winner(codes, params["suit"].letter)]
        n = params["players"]
        return "-".join(str((first - 1 + i) % n + 1) for i in range(n))
    if key == "hand.tricks_prompt":
        return TRICKS[params["players"]]
    if key == "hand.tricks_prompt_rule":
        return 39 // 3
    if key == "hand.cards_prompt":
        return CARDS[params["players"]]
    if key == "hand.winner_prompt":
        points = list(params["points"][1].values())
        if len(points) == 2:
            return "1" if points[0] >= 61 else "2" if points[1] >= 61 else "draw"
        top = max(points)
        return str(points.index(top) + 1) if points.count(top) == 1 else "draw"
    if key == "hand.direction_prompt":
        # Italian tables: counterclockwise, the dealer's right leads; cardgames.io: his left.
        return "right" if params["turn"][0].endswith("_counterclockwise") else "left"
    if key == "hand.default_prompt":
        return "denari"
    if key == "hand.removed_prompt":                    # a fixed 2, whatever the trump suit
        return "2" + {"denari": "d", "coppe": "c"}[params["rule"][0].rsplit("_", 1)[1]]
    if key == "hand.stays_prompt":                      # "a 2 not of briscola": the trump 2 stays
        return "2" + params["card"].suit.letter
    if key == "hand.partners_prompt":
        me = params["me"]
        return "+".join(str(n) for n in range(1, 7) if n != me and n % 2 == me % 2)
    raise AssertionError(f"no independent answer for {key!r}")


def shown(quiz) -> str:
    """The feedback as the learner reads it (the widget holds escaped HTML)."""
    return html.unescape(quiz.feedback.value)


def values(quiz) -> list:
    return [value for _, value in quiz.options(quiz.spec, quiz.lang)]


def wrong_value(quiz):
    return next(value for value in values(quiz) if value != quiz.spec["answer"])


def first_question(cls, topic: str, wanted=lambda spec: True, lang: str = "en"):
    """A quiz of ``cls`` whose first question is of ``topic`` and as ``wanted``."""
    for seed in range(400):
        quiz = cls(questions=2, seed=seed, lang=lang, topics=[topic])
        if wanted(quiz.spec):
            return quiz
    raise AssertionError(f"no seed below 400 asks such a {topic!r} question")


# -- each exercise answered right and wrong ----------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("cls,topic", TOPICS, ids=[f"{c.__name__}-{t}" for c, t in TOPICS])
def test_each_question_type_answered_right_then_wrong(cls, topic, lang):
    quiz = cls(questions=2, seed=5, lang=lang, topics=[topic])
    assert quiz.spec["topic"] == topic and quiz.spec["answer"] == expected_answer(quiz.spec)
    why = say(quiz.spec["why"], lang)
    assert quiz.answer(quiz.spec["answer"]) is True
    assert t("quiz.right", lang) in shown(quiz)
    assert why.split(":")[0] in shown(quiz)
    assert quiz.results == [True] and not quiz.done
    quiz.next()
    wrong = wrong_value(quiz)
    mistake = quiz.spec["mistakes"].get(wrong)
    assert mistake, f"{topic}: the wrong answer {wrong!r} has no explanation of its own"
    assert quiz.answer(wrong) is False
    feedback = shown(quiz)
    assert t("quiz.wrong", lang) in feedback
    assert say(mistake, lang)[1:12] in feedback
    assert quiz.results == [True, False] and quiz.done
    assert quiz.stars == stars_for(1, 2) == 1


@pytest.mark.parametrize("cls", [WholeHandQuiz, ThreePlayersQuiz, SixPlayersQuiz])
def test_every_answer_key_agrees_with_an_independent_reading(cls):
    quiz = cls(questions=50, seed=77, lang="it")
    seen = set()
    for _ in range(quiz.total):
        spec = quiz.spec
        seen.add(spec["topic"])
        offered = values(quiz)
        assert spec["answer"] == expected_answer(spec)
        assert offered.count(spec["answer"]) == 1 and len(set(offered)) == len(offered)
        for value in offered:           # every answer, right or wrong, is explained
            assert quiz.explanation(spec, value, "it") and quiz.explanation(spec, value, "en")
        quiz.answer(spec["answer"])
        quiz.next()
    assert seen == set(cls.TOPICS) and quiz.stars == 3


def test_the_independent_key_can_fail():
    quiz = WholeHandQuiz(questions=1, seed=3, topics=["winner"])
    assert expected_answer(dict(quiz.spec, answer=wrong_value(quiz))) != wrong_value(quiz)
    draw = WholeHandQuiz(questions=1, seed=3, topics=["draw"])
    shuffled = dict(draw.spec, captions=draw.spec["captions"][1:] + draw.spec["captions"][:1])
    assert expected_answer(shuffled) != draw.spec["answer"]


# -- what each question teaches, against the engine ------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_winner_of_a_trick_draws_first_then_the_others_in_order_of_play(players):
    quiz = first_question(WholeHandQuiz, "draw", lambda s: s["prompt"][1]["players"] == players)
    spec = quiz.spec
    assert spec["answer"].split("-")[0] == str(spec["captions"][naive_winner(
        [c.code() for c in spec["cards"]], spec["prompt"][1]["suit"].letter)][1]["n"])
    game = new_game("classic", players=players, seed=9)
    while len(game.tricks) < 2:
        game.play(game.legal_plays()[0])
    winner = game.tricks[1].winner
    assert drawing_order(game, 2) == tuple((winner + i) % players for i in range(players))
    quiz.answer(spec["answer"])
    assert "draws first" in shown(quiz)


def test_the_count_of_tricks_is_the_engines_for_every_table():
    for players in (2, 3, 4, 6):
        quiz = first_question(WholeHandQuiz, "tricks", lambda s: s["prompt"][1]["players"] == players)
        game = play_out(new_game("classic", players=players, seed=2))
        assert quiz.spec["answer"] == len(game.tricks) == game.rules.tricks == TRICKS[players]
        quiz.answer(quiz.spec["answer"])
        assert f"{CARDS[players]} divided by {players} makes {TRICKS[players]} tricks" in shown(quiz)


@pytest.mark.parametrize("points,answer,words", [
    ((61, 59), "1", "61 or more wins"), ((59, 61), "2", "61 or more wins"),
    ((60, 60), "draw", "sessanta e sessanta")])
def test_who_won_a_two_player_hand(points, answer, words):
    quiz = first_question(WholeHandQuiz, "winner",
                          lambda s: tuple(s["prompt"][1]["points"][1].values()) == points)
    assert quiz.spec["answer"] == answer
    quiz.answer(answer)
    assert words in shown(quiz)


def test_who_won_a_three_player_hand_and_a_shared_top():
    top = first_question(WholeHandQuiz, "winner", lambda s: len(s["prompt"][1]["points"][1]) == 3
                         and s["answer"] != "draw")
    points = list(top.spec["prompt"][1]["points"][1].values())
    assert top.spec["answer"] == str(points.index(max(points)) + 1)
    tie = first_question(WholeHandQuiz, "winner", lambda s: len(s["prompt"][1]["points"][1]) == 3
                         and s["answer"] == "draw")
    shared = list(tie.spec["prompt"][1]["points"][1].values())
    leader = str(shared.index(max(shared)) + 1)
    assert tie.answer(leader) is False
    assert "but not alone" in shown(tie) and "It is a draw" in shown(tie)


@pytest.mark.parametrize("direction,side", [("counterclockwise", "right"), ("clockwise", "left")])
def test_who_leads_depends_on_the_direction_of_play(direction, side):
    quiz = first_question(WholeHandQuiz, "direction",
                          lambda s: s["prompt"][1]["turn"][0].endswith("_" + direction))
    assert quiz.spec["answer"] == side
    assert quiz.answer("dealer") is False
    assert "does not lead" in shown(quiz) and f"dealer's {side} leads" in shown(quiz)


def test_three_players_the_course_default_is_the_engines():
    quiz = first_question(ThreePlayersQuiz, "default")
    assert quiz.spec["answer"] == ClassicRules().removed_two == "denari"
    assert new_game("classic", players=3, seed=1).view(0).out_of_play == (Card.parse("2d"),)
    assert quiz.answer("coppe") is False
    assert "not this course's rule" in shown(quiz)
    assert "only its own choice" in shown(quiz) and "the 2 of Cups" in shown(quiz)


def test_three_players_a_fixed_two_leaves_even_when_it_is_a_trump():
    quiz = first_question(ThreePlayersQuiz, "removed", lambda s: s["prompt"][0] == "hand.removed_prompt"
                          and s["prompt"][1]["card"].suit.letter == s["answer"][-1])
    quiz.answer(quiz.spec["answer"])
    assert "even though this time it is a trump" in shown(quiz)


def test_three_players_the_two_of_trumps_stays_with_the_non_trump_rule():
    quiz = first_question(ThreePlayersQuiz, "removed", lambda s: s["prompt"][0] == "hand.stays_prompt")
    trump = quiz.spec["prompt"][1]["card"].suit
    assert quiz.spec["answer"] == Card(Rank.DUE, trump).code()
    other = next(v for v in values(quiz) if v != quiz.spec["answer"])
    assert quiz.answer(other) is False
    assert "is not a trump: it may well be the 2 that leaves" in shown(quiz)


def test_six_players_partners_alternate():
    for me in range(1, 7):
        quiz = first_question(SixPlayersQuiz, "partners", lambda s: s["prompt"][1]["me"] == me)
        game = new_game("classic", players=6, seed=1)
        partners = "+".join(str(s + 1) for s in sorted(game.view(me - 1).partners))
        assert quiz.spec["answer"] == partners == expected_answer(quiz.spec)
    assert game.rules.sides == ((0, 2, 4), (1, 3, 5))
    quiz = first_question(SixPlayersQuiz, "partners", lambda s: s["prompt"][1]["me"] == 1)
    assert quiz.answer("2+6") is False
    assert "beside you" in shown(quiz) and "Players 1, 3 and 5 against Players 2, 4 and 6" \
        in shown(quiz)


def test_six_players_cards_and_tricks():
    quiz = first_question(SixPlayersQuiz, "cards")
    assert quiz.spec["answer"] == 36 == cards_in_play(new_game("classic", players=6, seed=3))
    assert quiz.answer(40) is False
    assert "2 or 4 players" in shown(quiz) and "the four 2s leave" in shown(quiz)
    tricks = first_question(SixPlayersQuiz, "tricks")
    assert tricks.spec["answer"] == 6
    assert tricks.answer(6) is True


# -- bad input ---------------------------------------------------------------------------------

@pytest.mark.parametrize("cls", [WholeHandQuiz, ThreePlayersQuiz, SixPlayersQuiz])
def test_an_answer_that_is_not_offered_is_refused_and_changes_nothing(cls):
    quiz = cls(questions=2, seed=4, lang="en")
    before = quiz.spec
    for bad in ("nonsense", None, 999, ["1"]):
        assert quiz.answer(bad) is None
        assert "is not one of the answers offered" in shown(quiz)
        assert quiz.results == [] and quiz.spec is before
    quiz.answer(quiz.spec["answer"])
    assert quiz.answer(quiz.spec["answer"]) is None and "already answered" in shown(quiz)
    assert quiz.results == [True]


@pytest.mark.parametrize("topics,named", [("draw", "'draw'"), ([], "[]"), (["draw", "poker"], "'poker'"),
                                          (5, "5")])
def test_bad_topics_are_refused_naming_them(topics, named, tmp_path):
    with pytest.raises(InvalidOptionError, match=re.escape(named)) as error:
        WholeHandQuiz(topics=topics)
    assert "draw, tricks, winner, direction" in str(error.value)
    lesson = Lesson("04", store=Progress(tmp_path / "p.sqlite3"))
    with pytest.raises(InvalidOptionError, match=re.escape(named)):
        lesson.quiz("hand", "x", topics=topics)
    assert lesson.store.results("04:x") == []


def test_the_kinds_are_registered_for_the_lessons(tmp_path):
    assert {"hand", "three", "six"} <= set(QUIZZES) and KINDS["hand"] is WholeHandQuiz
    lesson = Lesson("04", store=Progress(tmp_path / "p.sqlite3"), lang="en")
    quiz = lesson.quiz("hand", "check", questions=1, seed=120, final=True)
    quiz.answer(quiz.spec["answer"])
    assert lesson.store.stars("04") == 3 and lesson.store.results("04:check") == [(1, 1)]


# -- lesson 01: the name quiz explains by suit and rank ----------------------------------------

def name_quiz(card: str, lang: str = "en", style: str = "italian") -> NameCardQuiz:
    for seed in range(300):
        quiz = NameCardQuiz(questions=1, seed=seed, lang=lang, style=style)
        if quiz.spec["answer"] == card:
            return quiz
    raise AssertionError(f"no seed asks {card}")


def test_the_name_quiz_explains_a_wrong_rank_by_the_figure_not_by_points():
    quiz = name_quiz("9d")
    wrong = next(c.code() for c in quiz.spec["options"] if c.suit is Suit.DENARI and c.code() != "9d")
    assert quiz.answer(wrong) is False
    feedback = shown(quiz)
    assert "That is the Knight of Coins, not the" in feedback
    assert "The suit is right: gold coins, so Coins" in feedback
    assert "the rank is the Knight: a rider on his horse" in feedback
    assert "point" not in feedback


def test_the_name_quiz_explains_a_wrong_suit_by_the_sign_drawn():
    quiz = name_quiz("3c", lang="it")
    wrong = next(c.code() for c in quiz.spec["options"] if c.rank is Rank.TRE and c.code() != "3c")
    quiz.answer(wrong)
    feedback = shown(quiz)
    assert "Questa carta è il Tre di Coppe" in feedback and "La carta è giusta, il Tre" in feedback
    assert "il seme è il segno disegnato: qui le coppe (i calici), cioè Coppe" in feedback
    assert "punti" not in feedback


def test_the_name_quiz_right_answer_names_suit_and_rank():
    quiz = name_quiz("1b")
    quiz.answer("1b")
    assert "It is the Ace of Clubs. The suit is the sign drawn: clubs (wooden cudgels), so Clubs" \
        in shown(quiz)
    assert "a single large sign of the suit in the middle" in shown(quiz)
    french = name_quiz("9c", lang="it", style="french")
    french.answer("9c")
    assert "È la Donna di Cuori" in shown(french) and "la lettera Q" in shown(french)


# -- the replay: a table that plays clockwise ------------------------------------------------

@pytest.mark.parametrize("direction,next_side", [("counterclockwise", "right"), ("clockwise", "left")])
def test_the_replay_seats_the_players_in_their_order_of_play(direction, next_side):
    replay = HandReplay(players=4, seed=5, direction=direction, lang="en")
    assert replay.game.rules.direction == direction
    replay.show(3)
    seats = {seat["seat"]: (seat["x"], seat["y"]) for seat in replay.board.scene["seats"]}
    dealer, leader = replay.game.dealer, (replay.game.dealer + 1) % 4
    assert seats[dealer] == (50.0, 90.0)             # Player 1 deals, at the bottom
    assert (seats[leader][0] > 50) == (next_side == "right")
    # Round the table in order of play: dealer, then leader, then the seat opposite.
    assert seats[(dealer + 2) % 4] == (50.0, 10.0)
    assert (seats[(dealer + 3) % 4][0] > 50) == (next_side == "left")
    played = [card["seat"] for card in replay.board.scene["trick"]]
    assert played == [1, 2, 3] and replay.game.at(3).current_player == 0


@pytest.mark.parametrize("direction,first_x", [("counterclockwise", 92.0), ("clockwise", 8.0)])
def test_the_play_table_seats_the_next_player_on_the_side_play_goes(direction, first_x):
    from briscola_teach.widgets.table import PlayTable
    table = PlayTable(players=4, seed=3, direction=direction, lang="en", paced=False)
    seats = {seat["seat"]: seat["x"] for seat in table.board.scene["seats"]}
    assert seats[0] == 50.0 and seats[1] == first_x and seats[3] == 100.0 - first_x
    assert [card["seat"] for card in table.board.scene["trick"]] == [1, 2, 3]


def test_a_lesson_replays_a_clockwise_hand_and_refuses_a_bad_direction(tmp_path):
    lesson = Lesson("04", store=Progress(tmp_path / "p.sqlite3"), lang="en")
    replay = lesson.replay(players=4, seed=5, direction="clockwise", start=3)
    assert replay.moment == 3 and replay.game.rules.direction == "clockwise"
    with pytest.raises(InvalidOptionError, match="'sideways'"):
        lesson.replay(players=4, seed=5, direction="sideways")


# -- the lessons' note tables ------------------------------------------------------------------

def test_outcome_rows_say_how_a_hand_ended():
    game = play_out(new_game("classic", players=2, seed=18))
    row = outcome_row("note.04_first", game)
    outcome = game.outcome()
    assert row[1:3] == list(outcome.points_by_side)
    expected = "hand.draw_row" if outcome.is_draw else "hand.wins_row"
    assert row[3][0] == expected
    with pytest.raises(ValueError, match="not over"):
        outcome_row("note.04_first", new_game("classic", players=2, seed=18))


def test_deck_rows_for_each_house_rule_and_six_players():
    for rule in ("denari", "coppe", "non_trump"):
        game = new_game("classic", players=3, seed=4, removed_two=rule)
        players, said, out, in_play, tricks = deck_row(game)
        assert (players, in_play, tricks) == (3, 39, 13) and len(out) == 1
        assert said[0] == "hand.row_rule_" + rule
    six = deck_row(new_game("classic", players=6, seed=4))
    assert six[0] == 6 and set(six[2]) == {Card(Rank.DUE, suit) for suit in Suit} and six[3:] == [36, 6]


# -- the facts the lessons were corrected on ----------------------------------------------------

@pytest.mark.parametrize("trump", list(Suit))
def test_the_ace_of_trumps_led_is_taken_by_no_card(trump):
    ace = Card(Rank.ASSO, trump)
    for other in DECK:
        if other is not ace:
            assert trick_winner([ace, other], trump) == 0
    rng = random.Random(trump.value)
    for _ in range(200):
        others = rng.sample([c for c in DECK if c is not ace], 3)
        assert trick_winner([ace, *others], trump) == 0


@pytest.mark.parametrize("trump", list(Suit))
def test_a_led_carico_not_of_trumps_falls_to_any_trump_and_the_three_of_trumps_only_to_the_ace(trump):
    for suit, rank in itertools.product([s for s in Suit if s is not trump], (Rank.ASSO, Rank.TRE)):
        for small in (c for c in DECK if c.suit is trump):
            assert trick_winner([Card(rank, suit), small], trump) == 1
    three = Card(Rank.TRE, trump)
    takers = [c for c in DECK if c is not three and trick_winner([three, c], trump) == 1]
    assert takers == [Card(Rank.ASSO, trump)]


@pytest.mark.parametrize("rule", ["denari", "coppe", "non_trump"])
def test_every_removed_two_rule_gives_39_cards_and_13_tricks(rule):
    for seed in range(12):
        game = new_game("classic", players=3, seed=seed, removed_two=rule)
        (gone,) = game.view(0).out_of_play
        assert gone.rank is Rank.DUE and cards_in_play(game) == 39
        if rule == "non_trump":
            assert gone.suit is not game.trump
        else:
            assert gone == Card(Rank.DUE, Suit.parse(rule))
        play_out(game)
        assert len(game.tricks) == 13 and sum(game.outcome().points_by_seat.values()) == 120


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_regional_decks_table_has_no_column_that_says_cavallo_on_every_row(lang):
    """The 9 is the Cavallo in every deck (no source ties "Donna" or "Regina" to one): a
    column for its name said the same on every row, so the table shows deck and region."""
    assert {deck.nine_called for deck in REGIONAL_DECKS} == {"Cavallo"}
    table = RegionalDecks()
    table.lang = lang
    for deck in REGIONAL_DECKS:
        assert f"<td><b>{deck.name}</b></td><td>{deck.region(lang)}</td></tr>" in table.value
    assert table.value.count("<th style") == 2
    assert "Cavallo" not in table.value and "Donna" not in table.value
    assert ("Dove si gioca" in table.value) == (lang == "it")
    assert ("Where it is played" in table.value) == (lang == "en")


def lesson_text(name: str) -> str:
    book = json.loads((LESSONS / name).read_text(encoding="utf-8"))
    return "\n".join("".join(cell["source"]) for cell in book["cells"] if cell["cell_type"] == "markdown")


def test_lesson_06_names_the_three_house_rules_and_the_engines_default_as_the_course_default():
    text = lesson_text("06_more_players.ipynb")
    assert "Di solito si toglie il **2 di Denari**" not in text
    for words in ("**2 di Denari**", "**2 di Coppe**", "**un 2 di un seme che non sia briscola**",
                  "**2 of Coins**", "**2 of Cups**", "**a 2 of a suit that is not trumps**"):
        assert words in text
    assert ClassicRules().removed_two == "denari" and "Ai tavoli di questo corso si toglie il **2 di Denari**" in text


def test_the_whole_hand_quiz_asks_only_the_table_sizes_it_is_given():
    quiz = WholeHandQuiz(questions=1, seed=1, topics=["tricks"], players=[2, 3, 4])
    for seed in range(40):
        quiz.restart(seed)
        assert quiz.spec["prompt"][1]["players"] in (2, 3, 4)
    six = WholeHandQuiz(questions=1, seed=3, topics=["tricks"], players=[6], lang="it")
    assert "In questo corso" in say(six.spec["why"], "it")
    for bad in ([], [5], "2", [True], None):
        with pytest.raises(InvalidOptionError, match="players"):
            WholeHandQuiz(questions=1, seed=1, players=bad)
