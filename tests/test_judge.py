"""The judge (``ai/judge.py``): the same position gets the same verdict, a hint followed is
never a mistake, a position with nothing hidden is judged exactly, a forced play is not
judged, and a card is called costly only when its gap clears the threshold surely."""

from __future__ import annotations

import copy
import random

import pytest

from briscola_teach import new_game
from briscola_teach.ai import make_bot, play_turn
from briscola_teach.ai.advice import advise, review
from briscola_teach.ai.endgame import solve
from briscola_teach.ai.judge import (COSTLY_POINTS, COSTLY_WINS, SURE, judge, position_seed)
from briscola_teach.ai.worlds import is_known_world

MOST = 48   # the tests' budget of deals: the properties hold at any budget


def positions(players: int, count: int, seed: int):
    """Mid-hand positions of medium computers, the seat to move's view."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        game = new_game("classic", players=players, seed=rng.randrange(10**6))
        bots = {s: make_bot("medium", seed=s) for s in range(players)}
        for _ in range(rng.randrange(0, 40 - 2 * players)):
            if game.is_over:
                break
            play_turn(game, bots[game.current_player])
        if not game.is_over:
            found.append(game)
    return found


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_same_position_gets_the_same_verdict_whatever_came_before(players):
    for game in positions(players, 6, players):
        view = game.view(game.current_player)
        first = judge(view, most=MOST)
        random.seed(99)                          # the process's own random state plays no part
        again = judge(copy.deepcopy(game).view(game.current_player), most=MOST)
        assert first == again
        assert position_seed(view) == position_seed(copy.deepcopy(view))


def test_a_second_opinion_draws_other_deals():
    game = positions(2, 1, 7)[0]
    view = game.view(game.current_player)
    assert position_seed(view, 0) != position_seed(view, 1)


@pytest.mark.parametrize("players", [2, 4])
def test_following_the_hints_is_never_a_mistake(players):
    game = new_game("classic", players=players, seed=11)
    bots = {s: make_bot("medium", seed=s) for s in range(players)}
    while not game.is_over:
        if game.current_player == 0:
            game.play(advise(game.view(0), samples=MOST).best.card)
        else:
            play_turn(game, bots[game.current_player])
    result = review(game, 0, samples=MOST)
    assert all(item.played is item.best and not item.is_mistake for item in result.items)


def test_with_nothing_hidden_the_verdict_is_exact():
    rng = random.Random(5)
    checked = 0
    for seed in range(40):
        game = new_game("classic", players=2, seed=seed)
        while game.deck_count or len(game.view(game.current_player).legal_plays()) < 2:
            if game.is_over:
                break
            game.play(rng.choice(game.legal_plays()))
        if game.is_over:
            continue
        view = game.view(game.current_player)
        assert is_known_world(view)
        judged = judge(view)
        assert judged.exact and judged.samples == 1
        values = solve(game, view.my_side)     # every card's end, searched exactly
        best = max(values.values())
        for card, gap in judged.gaps.items():
            assert gap.exact and gap.wins_error == gap.points_error == 0
            assert gap.costly == (gap.wins >= COSTLY_WINS or gap.points >= COSTLY_POINTS)
        assert values[judged.best] == best
        checked += 1
    assert checked >= 10


def test_a_forced_play_is_not_judged():
    game = new_game("classic", players=2, seed=3)
    while len(game.legal_plays()) > 1 or game.deck_count:
        game.play(game.legal_plays()[0])
    assert len(game.legal_plays()) == 1
    judged = judge(game.view(game.current_player))
    assert not judged.gaps and not judged.costly(game.legal_plays()[0])


@pytest.mark.parametrize("players", [2, 4])
def test_a_costly_card_clears_the_threshold_by_sure_errors(players):
    costly = 0
    for game in positions(players, 12, 20 + players):
        judged = judge(game.view(game.current_player), most=96)
        for card, gap in judged.gaps.items():
            if gap.costly and not gap.exact:
                costly += 1
                assert gap.wins - SURE * gap.wins_error >= COSTLY_WINS or \
                    gap.points - SURE * gap.points_error >= COSTLY_POINTS
            assert judged.best not in judged.gaps
    assert costly, "some position has a costly card"


def test_a_play_the_judge_cannot_blame_is_neither_praised_nor_blamed():
    """A card behind the best but not surely costly: neither praise nor blame, naming the
    best card; the best card itself: "the right choice"."""
    for game in positions(2, 12, 31):
        seat = game.current_player
        judged = judge(game.view(seat), most=MOST)
        fine = [card for card, gap in judged.gaps.items() if not gap.costly]
        if not fine:
            continue
        for card, words in ((fine[0], "cannot be said for sure to have been a costly mistake"),
                            (judged.best, "was the right choice")):
            played = copy.deepcopy(game)
            played.play(card)
            item = next(i for i in review(played, seat, samples=MOST).items
                        if i.played is card and i.trick == len(game.tricks) + 1)
            assert words in item.text("en") and not item.is_mistake
        return
    pytest.fail("no position with a card behind the best and not costly")


def test_a_finished_hands_review_says_luck_apart_from_play():
    """GNU Backgammon's luck: the result is the chance at the first card, less what the
    choices gave away, plus luck. Played well and lost, the cards were against you; luck is
    named only when it shows whatever the judge's noise."""
    from briscola_teach.ai.advice import LUCK_SAID
    from briscola_teach.ai.judge import wins_in_10
    from briscola_teach.i18n import t
    said = set()
    for seed in range(5):
        game = new_game("classic", players=2, seed=seed)
        bots = {0: make_bot("hard", seed=1), 1: make_bot("medium", seed=2)}
        while not game.is_over:
            play_turn(game, bots[game.current_player])
        result = review(game, 0, samples=MOST)
        outcome = game.outcome()
        start = wins_in_10(result.items[0].advice.best.win)
        gaps = [item.advice.judgement.gap(item.played) for item in result.items]
        least = wins_in_10(sum(max(0.0, g.wins - SURE * g.wins_error) for g in gaps))
        most = wins_in_10(sum(max(0.0, g.wins) for g in gaps))
        score = 10 if 0 in outcome.winners else 5 if outcome.is_draw else 0
        word = "review.luck_for" if score - start + least >= LUCK_SAID else \
            "review.luck_against" if score - start + most <= -LUCK_SAID else "review.luck_even"
        for lang in ("it", "en"):
            assert result.summary(lang).endswith(t(word, lang))
            assert f"{start} " in result.summary(lang).split(t(word, lang))[0][-400:]
        said.add(word)
        if 0 not in outcome.winners and not result.mistakes:
            assert word != "review.luck_for"      # lost, no mistake: never "luck helped"
    assert "review.luck_against" in said, "a hand lost to the cards is among these"


# -- the stars: points given away, looked at again near a threshold ----------------------------

def test_a_gap_looked_at_again_is_steadier_and_the_same_every_time():
    from briscola_teach.ai.judge import refine
    for game in positions(2, 3, 5):
        view = game.view(game.current_player)
        judged = judge(view)
        if judged.forced or judged.exact or len(judged.stats) < 2:
            continue
        played = judged.stats[-1].card
        again = refine(view, judged.best, played)
        assert again == refine(copy.deepcopy(view), judged.best, played)
        assert again == refine(view, judged.best, played, known=judged)   # the judge's deals
        assert again.points_error < judged.gap(played).points_error


def test_a_hand_near_a_stars_line_is_looked_at_again_and_only_then():
    from briscola_teach.ai.advice import _near_a_threshold
    from briscola_teach.ai.judge import STAR_POINTS, stars
    looked = {True: 0, False: 0}
    for number in range(6):
        game = new_game("classic", players=2, seed=300 + number)
        bots = {0: make_bot("easy", seed=number), 1: make_bot("medium", seed=number)}
        while not game.is_over:
            play_turn(game, bots[game.current_player])
        first = review(game, 0)
        near = any(item.refined is not None for item in first.items)
        looked[near] += 1
        plain = [item.advice.judgement is not None and not item.advice.judgement.exact and
                 item.played is not item.best for item in first.items]
        if near:                 # every card not the best, not exact, was looked at again
            assert [item.refined is not None for item in first.items] == plain
        else:
            assert not _near_a_threshold(list(first.items))
        assert review(game, 0).given_away == first.given_away        # the same stars again
        assert stars(first.given_away) in (1, 2, 3) and STAR_POINTS[0] < STAR_POINTS[1]
    assert looked[True] or looked[False]


def test_a_costly_mistake_says_how_often_the_better_card_did_better():
    from briscola_teach.ai.judge import OFTEN, how_often
    from briscola_teach.i18n import t
    game = new_game("classic", players=2, seed=21)
    bots = {1: make_bot("medium", seed=1)}
    rng = random.Random(4)
    while not game.is_over:
        if game.current_player == 0:
            game.play(rng.choice(game.legal_plays()))
        else:
            play_turn(game, bots[1])
    mistakes = review(game, 0).mistakes
    assert mistakes
    for item in mistakes:
        gap = item.gap
        word = how_often(gap)
        assert word == ("almost_always" if gap.ahead >= OFTEN[0] else
                        "often" if gap.ahead >= OFTEN[1] else "sometimes")
        for lang in ("it", "en"):
            assert t("review.often_" + word, lang) in item.cost(lang)
