"""Properties over thousands of random hands, for 2, 3, 4 and 6 players, classic and 151
(with random accusi and sette leva): conservation of cards and points, trick counts, the draw,
the trick chain, hand sizes, JSON round trips, replay and clone."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from briscola_teach import (DECK, Card, ClassicGame, Game, InvalidCardError, SaveFormatError,
                            new_game, trick_winner)
from briscola_teach.history import Draw
from conftest import TRICKS, apply_action, random_action, random_game, stock_from_history

CONFIGS = [(variant, players) for variant in ("classic", "151") for players in (2, 3, 4, 6)]


def check_moment(game) -> None:
    """Everything that must hold at any moment of a hand."""
    n = game.players
    views = [game.view(seat) for seat in range(n)]
    public = views[0]
    hands = [view.hand for view in views]
    stock = stock_from_history(game.history)
    table = public.table
    played = [card for trick in game.tricks for card in trick.cards]
    everything = ([c for hand in hands for c in hand] + played + [c for _, c in table] + stock
                  + list(public.out_of_play))
    # Every card exactly once across hands, tricks, the table, the stock and out of play.
    assert sorted(everything, key=lambda c: c.index) == list(DECK)
    assert len(stock) == game.deck_count == public.deck_count
    if stock:
        assert stock[-1] is public.briscola_card            # the turned card lies at the bottom
    # Points: the tricks taken plus the accusi.
    bonus = sum(d.points for d in public.declarations)
    assert sum(public.points_by_side) == sum(t.points for t in game.tricks) + bonus
    assert sum(t.points for t in game.tricks) == sum(c.points for c in played)
    # The trick chain: the seat after the dealer leads first, each winner leads the next.
    leader = (game.dealer + 1) % n
    for trick in game.tricks:
        assert trick.leader == leader
        assert [seat for seat, _ in trick.plays] == [(leader + k) % n for k in range(n)]
        assert trick.winner == trick.plays[trick_winner(trick.cards, public.trump)][0]
        assert trick.points == sum(c.points for c in trick.cards)
        leader = trick.winner
    # Hand sizes: full hands while the stock lasts, then one fewer a trick.
    in_table = {seat for seat, _ in table}
    size = game.rules.hand_size if stock else TRICKS[n] - len(game.tricks)
    for seat in range(n):
        assert len(hands[seat]) == size - (seat in in_table)
        assert public.hand_sizes[seat] == len(hands[seat])
    if game.is_over:
        assert len(game.tricks) == TRICKS[n] and table == () and not stock
    else:
        assert public.leader == leader
        assert game.current_player == (leader + len(table)) % n
        assert [seat for seat, _ in table] == [(leader + k) % n for k in range(len(table))]


def check_end(game) -> None:
    n = game.players
    outcome = game.outcome()
    bonus = sum(d.points for d in game.view(0).declarations)
    assert len(game.tricks) == TRICKS[n]
    assert sum(outcome.points_by_seat.values()) == 120 + bonus
    assert sum(outcome.points_by_side) == 120 + bonus
    draws = [e for e in game.history if isinstance(e, Draw)]
    assert draws[-1].card is game.view(0).briscola_card        # the briscola card is drawn last
    assert len(draws) == len(stock_from_history(game.history[:1])) - (
        1 if game.players == 3 and game.rules.removed_two == "non_trump" else 0)
    top = max(outcome.points_by_side)
    leaders = [i for i, p in enumerate(outcome.points_by_side) if p == top]
    assert outcome.winners == (outcome.sides[leaders[0]] if len(leaders) == 1 else ())
    assert ClassicGame.replay(game.history) == game
    assert Game.from_json(game.to_json()) == game


@pytest.mark.parametrize("variant,players", CONFIGS)
def test_invariants_at_every_moment(variant, players):
    rng = random.Random(f"moment-{variant}-{players}")
    for _ in range(60):
        house = {}
        if players == 3:
            house["removed_two"] = rng.choice(["denari", "coppe", "non_trump"])
        game = random_game(rng, players, variant, **house)
        while not game.is_over:
            check_moment(game)
            random_action(game, rng)
        check_moment(game)
        check_end(game)


@pytest.mark.parametrize("variant,players", CONFIGS)
def test_thousands_of_hands(variant, players):
    """Cheaper checks over many more hands: points, tricks, the last draw, the trick chain."""
    rng = random.Random(f"many-{variant}-{players}")
    declared = swapped = 0
    for _ in range(400):
        game = random_game(rng, players, variant)
        while not game.is_over:
            action = random_action(game, rng)
            declared += action[0] == "declare"
            swapped += action[0] == "swap"
        outcome = game.outcome()
        bonus = sum(d.points for d in game.view(0).declarations)
        assert sum(outcome.points_by_seat.values()) == 120 + bonus
        assert len(game.tricks) == TRICKS[players]
        played = [c for t in game.tricks for c in t.cards]
        assert len(set(played)) == len(played) == len(DECK) - len(game.view(0).out_of_play)
        draws = [e for e in game.history if isinstance(e, Draw)]
        assert draws[-1].card is game.view(0).briscola_card
        for before, after in zip(game.tricks, game.tricks[1:]):
            assert after.leader == before.winner
    if variant == "151":
        assert declared > 0 and swapped > 0        # the random policy exercised both
    else:
        assert declared == swapped == 0


@pytest.mark.parametrize("variant,players", CONFIGS)
def test_json_round_trips_at_random_moments(variant, players):
    rng = random.Random(f"json-{variant}-{players}")
    for _ in range(25):
        game = random_game(rng, players, variant)
        stop = rng.randrange(TRICKS[players] * players + 1)
        steps = 0
        while not game.is_over and steps < stop:
            random_action(game, rng)
            steps += 1
        text = game.to_json()
        copy = Game.from_json(text)
        assert copy == game and copy.to_json() == text and type(copy) is ClassicGame
        assert ClassicGame.replay(game.history) == game
        for seat in range(players):
            assert copy.view(seat) == game.view(seat)
        assert copy.outcome() == game.outcome()
        # Both continue identically.
        while not game.is_over:
            action = random_action(game, rng)
            apply_action(copy, action)
            assert copy.current_player == game.current_player
        assert copy == game and copy.outcome() == game.outcome()
        assert copy.to_json() == game.to_json()


def check_fast_path(game) -> None:
    """The searches' unchecked accessors say what the checked public surface says."""
    table = game.table
    assert game.trick_cards == tuple(card for _, card in table)
    holder = table[trick_winner(game.trick_cards, game.trump)][0] if table else None
    assert game.trick_holder == holder
    for seat in range(game.players):
        assert game.hand(seat) == game.view(seat).hand
    taken = sum(trick.points for trick in game.tricks)
    assert game.points_left() == 120 - taken


@pytest.mark.parametrize("variant,players", CONFIGS)
def test_push_plays_as_play(variant, players):
    """``push`` (unchecked, for searches) leaves a game exactly as ``play`` does, history
    included; a ``simulation()`` plays the same hand and records nothing more."""
    rng = random.Random(f"push-{variant}-{players}")
    for _ in range(20):
        game = random_game(rng, players, variant)
        twin, quiet = game.clone(), game.simulation()
        while not game.is_over:
            check_fast_path(game)
            action = random_action(game, rng)
            for copy in (twin, quiet):
                if action[0] == "play":
                    assert copy.push(action[1]) is None
                else:
                    apply_action(copy, action)
            assert twin == game and twin.current_player == game.current_player
        check_fast_path(game)
        assert twin.outcome() == game.outcome() == quiet.outcome()
        assert not any(event.is_action and event.saved()[0] == "play" for event in quiet.history)


@pytest.mark.parametrize("variant,players", CONFIGS)
def test_clone_is_independent(variant, players):
    rng = random.Random(f"clone-{variant}-{players}")
    for _ in range(20):
        game = random_game(rng, players, variant)
        for _ in range(rng.randrange(TRICKS[players] * players)):
            random_action(game, rng)
        before = game.to_json()
        views = [game.view(s) for s in range(players)]
        twin = game.clone()
        assert twin == game and twin is not game
        while not twin.is_over:                       # play the twin to the end
            random_action(twin, rng)
        assert game.to_json() == before
        assert [game.view(s) for s in range(players)] == views
        # The original and a second twin go on in step.
        twin = game.clone()
        while not game.is_over:
            apply_action(twin, random_action(game, rng))
        assert twin == game and twin.outcome() == game.outcome()


def test_same_seed_same_deal_and_seeds_differ():
    for players in (2, 3, 4, 6):
        a = new_game("classic", players=players, seed=123)
        b = new_game("classic", players=players, seed=123)
        c = new_game("classic", players=players, seed=124)
        assert a == b and a.seed == 123
        assert a.history[0].pack != c.history[0].pack
    packs = {new_game("classic", players=2, seed=s).history[0].pack for s in range(200)}
    assert len(packs) == 200
    # A fresh random deal when no seed is given, its number kept so it can be played again.
    game = new_game("classic", players=2)
    assert isinstance(game.seed, int) and game == new_game("classic", players=2, seed=game.seed)


# -- hypothesis ------------------------------------------------------------------------------------

@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(["classic", "151"]), players=st.sampled_from([2, 3, 4, 6]),
       seed=st.integers(0, 999_999), moves=st.integers(0, 40), choices=st.randoms(use_true_random=False))
def test_hypothesis_round_trip_and_conservation(variant, players, seed, moves, choices):
    game = new_game(variant, players=players, seed=seed, dealer=seed % players)
    for _ in range(moves):
        if game.is_over:
            break
        random_action(game, choices)
    check_moment(game)
    assert Game.from_json(game.to_json()) == game
    assert ClassicGame.replay(game.history) == game
    while not game.is_over:
        random_action(game, choices)
    check_end(game)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=30))
def test_hypothesis_parse_never_crashes(text):
    try:
        card = Card.parse(text)
    except InvalidCardError as error:
        assert repr(text) in str(error)
    else:
        assert card in DECK and Card.parse(str(card)) is card


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.text(max_size=200), st.binary(max_size=200),
                 st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                              lambda inner: st.lists(inner, max_size=4)
                              | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                              max_leaves=20).map(__import__("json").dumps)))
def test_hypothesis_junk_is_refused(text):
    with pytest.raises(SaveFormatError):
        Game.from_json(text)
