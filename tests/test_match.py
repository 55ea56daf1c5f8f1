"""Matches (RULES.md sections 3 and 4): one hand, two hands, raggi, Briscola a 151 to a target;
the tie-break hand, cappotto, the rotating deal, saving and tampering.

A match deals its own hands from its seed, so a test that needs a particular result plays
seeded matches with a deterministic policy and takes the first seed that gives it."""

from __future__ import annotations

import json

import pytest

from briscola_teach import (IllegalPlayError, InvalidOptionError, Match, MatchOutcome,
                            SaveFormatError, new_match)
from briscola_teach.history import seal
from conftest import lowest


def step(game) -> None:
    """Deterministic: declare every accuso, take the sette leva, else play the lowest index."""
    if game.legal_declarations():
        game.declare(game.legal_declarations()[0])
    elif game.can_swap_seven():
        game.swap_seven()
    else:
        game.play(lowest(game))


def finish_hand(match) -> None:
    while not match.game.is_over:
        step(match.game)


def play_match(match, limit=60) -> Match:
    while not match.is_over:
        if match.game.is_over:
            match.next_hand()
        finish_hand(match)
        assert len(match.games) <= limit
    return match


def first_seed(wanted, limit=4000):
    """The first seed for which ``wanted(seed)`` is true (it plays the match it needs)."""
    for seed in range(limit):
        if wanted(seed):
            return seed
    pytest.fail("no seed found")  # pragma: no cover


def hand_results(match):
    return [game.outcome().winning_side for game in match.games if game.is_over]


# -- one hand -------------------------------------------------------------------------------

def test_one_hand_is_the_default():
    def decided(seed):
        match = new_match("classic", players=2, seed=seed)
        finish_hand(match)
        return not match.game.outcome().is_draw
    match = new_match("classic", players=2, seed=first_seed(decided))
    assert match.goal == "one_hand" and match.variant == "classic" and len(match.games) == 1
    assert match.outcome() is None and not match.is_over
    finish_hand(match)
    first = match.games[0].outcome()
    assert match.is_over and not first.is_draw
    outcome = match.outcome()
    assert isinstance(outcome, MatchOutcome)
    assert outcome.winners == first.winners and outcome.hands == 1
    assert outcome.points_by_side == first.points_by_side
    assert sum(outcome.hands_won) == 1 and not outcome.cappotto


def test_one_hand_draw_goes_to_a_tie_break():
    def drawn_first(seed):
        match = new_match("classic", players=2, seed=seed)
        finish_hand(match)
        return match.game.outcome().is_draw
    match = new_match("classic", players=2, seed=first_seed(drawn_first))
    finish_hand(match)
    assert match.game.outcome().points_by_side == (60, 60)
    assert not match.is_over and match.outcome() is None
    while not match.is_over:
        match.next_hand()
        finish_hand(match)
    last = match.game.outcome()
    assert len(match.games) >= 2 and not last.is_draw
    assert all(game.outcome().is_draw for game in match.games[:-1])
    assert match.outcome().winners == last.winners
    assert match.outcome().hands == len(match.games)


# -- two hands -----------------------------------------------------------------------------

def test_two_hands_totals():
    def decided(seed):
        match = new_match("classic", players=2, goal="two_hands", seed=seed)
        finish_hand(match)
        match.next_hand()
        finish_hand(match)
        return match.points_by_side()[0] != 120
    match = new_match("classic", players=2, goal="two_hands", seed=first_seed(decided))
    finish_hand(match)
    assert not match.is_over                      # whatever the first hand gave
    with pytest.raises(IllegalPlayError):
        match.game.play("1d")
    match.next_hand()
    finish_hand(match)
    totals = tuple(a + b for a, b in zip(match.games[0].outcome().points_by_side,
                                         match.games[1].outcome().points_by_side))
    assert match.points_by_side() == totals and sum(totals) == 240
    assert match.is_over
    winner = 0 if totals[0] > totals[1] else 1
    assert match.outcome().winners == match.sides[winner] and max(totals) >= 121
    assert match.outcome().hands == 2


def test_two_hands_tie_goes_to_a_tie_break():
    def tied(seed):
        match = new_match("classic", players=2, goal="two_hands", seed=seed)
        finish_hand(match)
        match.next_hand()
        finish_hand(match)
        return match.points_by_side() == (120, 120)
    seed = first_seed(tied)
    match = new_match("classic", players=2, goal="two_hands", seed=seed)
    finish_hand(match)
    match.next_hand()
    finish_hand(match)
    assert match.points_by_side() == (120, 120) and not match.is_over
    play_match(match)
    assert len(match.games) >= 3
    decider = match.game.outcome()
    assert match.outcome().winners == decider.winners and not decider.is_draw


# -- raggi -----------------------------------------------------------------------------------

def test_raggi_first_to_n():
    kinds = set()
    for seed in range(30):
        match = play_match(new_match("classic", players=2, goal="raggi", raggi=3, seed=seed))
        outcome = match.outcome()
        won = outcome.hands_won
        results = hand_results(match)
        assert won == (results.count(0), results.count(1))
        assert max(won) == 3 and min(won) < 3
        assert outcome.winners == match.sides[won.index(3)]
        assert outcome.hands == len(match.games) == sum(won) + results.count(None)
        # The match ended the moment a side reached 3.
        assert results[-1] == won.index(3)
        assert outcome.cappotto == (min(won) == 0)
        kinds.add((outcome.cappotto, None in results))
    assert (True, False) in kinds and (False, False) in kinds


def test_raggi_drawn_hands_count_for_nobody():
    def has_draw(seed):
        match = play_match(new_match("classic", players=2, goal="raggi", raggi=2, seed=seed))
        return None in hand_results(match)
    seed = first_seed(has_draw, limit=1000)
    match = play_match(new_match("classic", players=2, goal="raggi", raggi=2, seed=seed))
    results = hand_results(match)
    assert match.hands_won() == (results.count(0), results.count(1))
    assert sum(match.hands_won()) == len(match.games) - results.count(None)


def test_raggi_cappotto_and_four_by_default():
    match = new_match("classic", players=4, goal="raggi", seed=2)
    assert match.raggi == 4
    play_match(match)
    outcome = match.outcome()
    assert max(outcome.hands_won) == 4 and outcome.winners in ((0, 2), (1, 3))
    assert outcome.cappotto == (min(outcome.hands_won) == 0)


def test_raggi_three_players():
    match = play_match(new_match("classic", players=3, goal="raggi", raggi=2, seed=4))
    outcome = match.outcome()
    assert len(outcome.hands_won) == 3 and outcome.hands_won.count(2) == 1
    assert outcome.winners == (outcome.hands_won.index(2),)


# -- Briscola a 151 ------------------------------------------------------------------------

def test_151_to_target_with_accusi():
    declared = 0
    for seed in range(6):
        match = play_match(new_match("151", players=2, seed=seed))
        assert match.goal == "points" and match.target == 151
        totals = match.points_by_side()
        bonus = sum(d.points for g in match.games for d in g.view(0).declarations)
        declared += bonus
        assert sum(totals) == 120 * len(match.games) + bonus
        assert totals == tuple(sum(g.outcome().points_by_side[i] for g in match.games)
                               for i in range(2))
        assert max(totals) >= 151 and totals[0] != totals[1]
        assert match.outcome().winners == match.sides[totals.index(max(totals))]
        # It ended with the first hand that took a side to the target.
        before = [sum(g.outcome().points_by_side[i] for g in match.games[:-1]) for i in range(2)]
        assert max(before) < 151
    assert declared > 0


def test_151_tie_at_the_top_over_the_target_plays_on():
    def tied(seed):
        match = new_match("151", players=2, target=60, seed=seed)
        finish_hand(match)
        return match.points_by_side()[0] == match.points_by_side()[1]
    seed = first_seed(tied)
    match = new_match("151", players=2, target=60, seed=seed)
    finish_hand(match)
    totals = match.points_by_side()
    assert totals[0] == totals[1] >= 60
    assert not match.is_over and match.outcome() is None
    play_match(match)
    final = match.points_by_side()
    assert final[0] != final[1] and match.outcome().winners == match.sides[final.index(max(final))]


def test_151_four_players_sides():
    match = play_match(new_match("151", players=4, seed=3))
    assert match.sides == ((0, 2), (1, 3))
    assert match.outcome().winners in match.sides and max(match.points_by_side()) >= 151


def test_points_goal_for_classic():
    match = play_match(new_match("classic", players=3, goal="points", target=100, seed=7))
    assert max(match.points_by_side()) >= 100 and sum(match.points_by_side()) == 120 * len(match.games)


# -- the deal passes on; next_hand ------------------------------------------------------

@pytest.mark.parametrize("players,dealer", [(2, 0), (2, 1), (3, 2), (4, 1), (6, 4)])
def test_dealer_rotates(players, dealer):
    match = new_match("classic", players=players, goal="raggi", raggi=3, seed=11, dealer=dealer)
    play_match(match)
    assert match.first_dealer == dealer
    for number, game in enumerate(match.games):
        assert game.dealer == (dealer + number) % players
        assert game.history[0].dealer == game.dealer
        assert game.tricks[0].leader == (game.dealer + 1) % players


def test_hands_differ_and_keep_house_rules():
    match = new_match("classic", players=4, goal="raggi", raggi=2, seed=3,
                      partners_see_last_tricks=True, direction="clockwise")
    play_match(match)
    packs = [g.history[0].pack for g in match.games]
    assert len(set(packs)) == len(packs)
    for game in match.games:
        assert game.rules.partners_see_last_tricks and game.rules.direction == "clockwise"


def test_next_hand_refused_while_playing_and_after_the_end():
    match = new_match("classic", players=2, seed=1)
    before = match.to_json()
    with pytest.raises(IllegalPlayError, match="still being played"):
        match.next_hand()
    assert match.to_json() == before
    step(match.game)
    with pytest.raises(IllegalPlayError, match="hand 1"):
        match.next_hand()
    play_match(match)
    before = match.to_json()
    with pytest.raises(IllegalPlayError, match="match is over"):
        match.next_hand()
    assert match.to_json() == before and len(match.games) == len(json.loads(before)["hands"])


@pytest.mark.parametrize("options,words", [
    ({"goal": "forever"}, ["'forever'", "one_hand"]),
    ({"goal": "raggi", "raggi": 0}, ["raggi", "0"]),
    ({"goal": "raggi", "raggi": "4"}, ["raggi", "'4'"]),
    ({"goal": "raggi", "raggi": True}, ["raggi", "True"]),
    ({"goal": "points", "target": -1}, ["target", "-1"]),
    ({"players": 5}, ["5"]),
    ({"seed": "x"}, ["seed", "'x'"]),
    ({"dealer": 3}, ["dealer", "3"]),
    ({"foo": 1}, ["'foo'"]),
])
def test_bad_match_options(options, words):
    options = {"players": 2, **options}
    with pytest.raises(InvalidOptionError) as info:
        new_match("classic", **options)
    for word in words:
        assert word in str(info.value), str(info.value)


# -- saving ---------------------------------------------------------------------------------------

def test_match_json_round_trip_at_every_stage():
    match = new_match("151", players=3, seed=21, dealer=1, removed_two="coppe")
    stages = 0
    while True:
        text = match.to_json()
        copy = Match.from_json(text)
        assert copy.to_json() == text
        assert copy.games == match.games and copy.is_over == match.is_over
        assert copy.points_by_side() == match.points_by_side()
        assert copy.hands_won() == match.hands_won() and copy.outcome() == match.outcome()
        stages += 1
        if match.is_over:
            break
        if match.game.is_over:
            match.next_hand()
            copy.next_hand()                 # the copy deals the same next hand
            assert copy.game == match.game
        for _ in range(7):
            if not match.game.is_over:
                step(match.game)
    assert stages > 5 and len(match.games) >= 2


def test_match_json_continues_identically():
    match = new_match("classic", players=2, goal="raggi", raggi=3, seed=8)
    finish_hand(match)
    copy = Match.from_json(match.to_json())
    play_match(match)
    play_match(copy)
    assert copy.to_json() == match.to_json() and copy.outcome() == match.outcome()


def _body(text):
    body = json.loads(text)
    for key in ("format", "version", "checksum"):
        body.pop(key)
    return body


@pytest.fixture
def two_hand_match():
    match = new_match("classic", players=2, goal="raggi", raggi=3, seed=8)
    finish_hand(match)
    match.next_hand()
    step(match.game)
    return match


def test_match_tampering_refused(two_hand_match):
    text = two_hand_match.to_json()
    with pytest.raises(SaveFormatError, match="changed after it was saved"):
        Match.from_json(text.replace('"raggi": 3', '"raggi": 2'))
    with pytest.raises(SaveFormatError, match="not a saved match"):
        Match.from_json(text[: len(text) // 2])
    with pytest.raises(SaveFormatError, match="briscola-teach/match"):
        Match.from_json(two_hand_match.game.to_json())
    with pytest.raises(SaveFormatError, match="not a saved match"):
        Match.from_json("[]")
    # A hand inside the match edited without its own checksum.
    body = _body(text)
    hand = json.loads(body["hands"][0])
    hand["actions"].pop()
    body["hands"][0] = json.dumps(hand)
    with pytest.raises(SaveFormatError, match="saved game was changed"):
        Match.from_json(seal("match", body))


@pytest.mark.parametrize("edit,words", [
    (lambda b: b.__setitem__("goal", "forever"), ["options are not valid", "'forever'"]),
    (lambda b: b.__setitem__("players", 4), ["do not match its options"]),
    (lambda b: b.__setitem__("dealer", 1), ["hand 1", "not the deal its seed and dealer give"]),
    (lambda b: b.__setitem__("seed", b["seed"] + 1), ["hand 1", "not the deal its seed"]),
    (lambda b: b["hands"].reverse(), ["hand 1", "never finished"]),
    (lambda b: b.__setitem__("hands", b["hands"][:1] * 2), ["hand 2", "not the deal its seed"]),
    (lambda b: b.__setitem__("hands", []), ["do not match"]),
    (lambda b: b.__setitem__("hands", None), ["'hands'"]),
    (lambda b: b["hands"].append(b["hands"][1]), ["never finished"]),
    (lambda b: b["house_rules"].__setitem__("direction", "clockwise"), ["do not match"]),
    (lambda b: b["hands"].__setitem__(0, "not json"), ["not a saved game"]),
])
def test_resealed_match_with_bad_content(two_hand_match, edit, words):
    body = _body(two_hand_match.to_json())
    edit(body)
    with pytest.raises(SaveFormatError) as info:
        Match.from_json(seal("match", body))
    for word in words:
        assert word in str(info.value), str(info.value)



def test_score_of_a_seat_is_its_side_against_the_best_other():
    points = new_match("151", players=4, seed=8)
    raggi = new_match("classic", players=2, goal="raggi", raggi=2, seed=3)
    for match in (points, raggi):
        while not match.is_over:
            if match.game.is_over:
                match.next_hand()
            match.game.play(match.game.legal_plays()[0])
    for seat in range(4):
        side = points.game.side_of(seat)
        assert points.score_of(seat) == (points.points_by_side()[side],
                                         points.points_by_side()[1 - side])
    assert sorted(raggi.score_of(0)) == sorted(raggi.hands_won()) and max(raggi.score_of(1)) == 2
    with pytest.raises(InvalidOptionError, match="seat"):
        raggi.score_of(5)
