"""trick_winner (and winning_index, its unchecked form): RULES.md section 2 examples, every
way of naming cards and suits, a brute-force cross-check against an independent referee, and
bad input."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola_teach import DECK, Card, InvalidCardError, Suit, Trick, new_game, trick_winner
from briscola_teach.rules import winning_index
from conftest import cards, naive_winner


# -- the examples of RULES.md section 2 ------------------------------------------------------

def test_no_obligation_to_follow_any_card_may_be_played():
    # The player to move may play any card held: no obligation to follow, beat or trump.
    for players in (2, 3, 4, 6):
        game = new_game("classic", players=players, seed=11)
        for _ in range(12):
            seat = game.current_player
            hand = game.view(seat).hand
            assert set(game.legal_plays()) == set(hand) and len(game.legal_plays()) == len(hand)
            assert set(game.view(seat).legal_plays()) == set(hand)
            # Play the card least like "following": a card of another suit than the led one if any.
            table = game.view(seat).table
            led = table[0][1].suit if table else None
            off = [c for c in hand if c.suit is not led]
            game.play(min(off or hand, key=lambda c: c.index))


@pytest.mark.parametrize("trick,trump,winner", [
    (["1c", "2d", "3d"], "d", 2),          # the highest trump takes
    (["3d", "1c", "2d"], "d", 0),
    (["1c", "2d"], "d", 1),                # a low trump beats the Asso of the suit led
    (["7c", "1c", "2d"], "d", 2),
    (["5c", "3c", "1s"], "d", 1),          # no trump: the highest of the suit led
    (["5c", "10c", "9c", "8c"], "d", 1),
    (["2c", "1s"], "d", 0),                # a card of another suit never wins
    (["2c", "1s", "1d", "1b"], "c", 0),
    (["4s", "3b", "1b", "10b"], "c", 0),
    (["2d", "1d"], "d", 1),                # led suit = trump: the highest trump
    (["1d", "3d", "10d"], "d", 0),
    (["7d", "1c", "6d"], "d", 0),
    (["3b", "1b"], "b", 1),
    (["2s"], "c", 0),                      # a single card takes itself
])
def test_rules_examples(trick, trump, winner):
    assert trick_winner(trick, trump) == winner
    assert trick_winner(cards(" ".join(trick)), Suit.parse(trump)) == winner


def test_strength_within_suit():
    order = ["1c", "3c", "10c", "9c", "8c", "7c", "6c", "5c", "4c", "2c"]  # RULES.md
    for i, strong in enumerate(order):
        for weak in order[i + 1:]:
            assert trick_winner([weak, strong], "d") == 1
            assert trick_winner([strong, weak], "d") == 0
            assert trick_winner([weak, strong], "c") == 1


# -- the ways to name cards and suits ---------------------------------------------------------

@pytest.mark.parametrize("trump", ["d", "D", "denari", "Denari", "Coins", "coins", Suit.DENARI])
def test_suit_given_many_ways(trump):
    assert trick_winner(["1c", "2d"], trump) == 1


def test_cards_given_many_ways():
    mixed = [Card.parse("1c"), "Tre di Coppe", "Seven of Coins", "10C"]
    assert trick_winner(mixed, "d") == 2
    assert trick_winner(mixed, "s") == 0
    assert trick_winner(tuple(mixed), "bastoni") == 0
    assert trick_winner(iter(["2c", "Asso di Bastoni"]), "Clubs") == 1
    assert trick_winner(["King of Swords", "Knight of Swords", "3s"], "c") == 2


@pytest.mark.parametrize("size", [2, 3, 4, 5, 6, 7])
def test_tricks_of_every_table_size(size):
    # The winner is the one trump among non-trumps, wherever it sits.
    for where in range(size):
        trick = ["%dc" % r for r in (4, 5, 6, 7, 8, 9, 10)][:size]
        trick[where] = "2b"
        assert trick_winner(trick, "b") == where
    # No trump: the strongest of the led suit, with off-suit Assi around it.
    trick = ["5s", "1c", "6s", "1b", "4s", "3c", "2s"][:size]
    expected = 2 if size >= 3 else 0
    assert trick_winner(trick, "denari") == expected


def test_six_card_trick():
    assert trick_winner(["4c", "5c", "1c", "3d", "10c", "1s"], "s") == 5
    assert trick_winner(["4c", "5c", "1c", "3d", "10c", "9s"], "b") == 2
    assert trick_winner(["4c", "5c", "1c", "3d", "10c", "9s"], "d") == 3


# -- a brute-force cross-check -----------------------------------------------------------------

def test_against_an_independent_referee():
    rng = random.Random(20240601)
    for _ in range(5000):
        size = rng.choice([2, 3, 4, 6, 1, 5, 7])
        trick = rng.sample(DECK, size)
        trump = rng.choice("cdsb")
        codes = [card.code() for card in trick]
        expected = naive_winner(codes, trump)
        assert trick_winner(trick, trump) == expected, (codes, trump)
        assert trick_winner(codes, Suit.parse(trump)) == expected
        assert winning_index(trick, Suit.parse(trump)) == expected   # the unchecked form
        # The winner is the leader of the suit led unless a trump was played; it is always
        # of the suit led or a trump.
        won = trick[expected]
        assert won.suit is trick[0].suit or won.suit.value == trump


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=1, max_size=7, unique=True),
       st.sampled_from(list(Suit)))
def test_hypothesis_referee(trick, trump):
    assert trick_winner(trick, trump) == naive_winner([c.code() for c in trick], trump.value)
    # The winning card does not depend on the order the followers played in.
    winner = trick[trick_winner(trick, trump)]
    followers = list(reversed(trick[1:]))
    reordered = [trick[0]] + followers
    assert reordered[trick_winner(reordered, trump)] is winner


def test_engine_tricks_agree_with_trick_winner():
    game = new_game("classic", players=4, seed=5)
    while not game.is_over:
        game.play(game.legal_plays()[-1])
    trump = game.view(0).trump
    assert len(game.tricks) == 10
    for trick in game.tricks:
        assert isinstance(trick, Trick)
        index = trick_winner(trick.cards, trump)
        assert trick.winner == trick.plays[index][0]
        assert trick.points == sum(c.points for c in trick.cards)
        assert trick.card_of(trick.leader) is trick.cards[0]
        with pytest.raises(KeyError):
            trick.card_of(9)


# -- bad input ---------------------------------------------------------------------------------

@pytest.mark.parametrize("bad,trump,words", [
    ([], "d", ["1 to 7 cards", "not 0"]),
    (["1d", "2d", "1d"], "d", ["same card twice", "1d"]),
    (["Asso di Denari", "1d"], "c", ["same card twice", "1d"]),
    (["1c", "2c", "3c", "4c", "5c", "6c", "7c", "8c"], "d", ["1 to 7 cards", "not 8"]),
    ("1d 2d", "d", ["list of the cards", "'1d 2d'"]),
    (b"1d", "d", ["list of the cards"]),
    (5, "d", ["list of the cards", "5"]),
    (None, "d", ["list of the cards", "None"]),
    (["1d", "2d"], "x", ["'x'", "not a suit"]),
    (["1d", "2d"], "hearts and clubs", ["'hearts and clubs'", "not a suit"]),
    (["1d", "2d"], None, ["None"]),
    (["1d", "2d"], 3, ["3"]),
    (["1d", "zz"], "d", ["'zz'", "not a card"]),
    (["1d", None], "d", ["None"]),
    (["11d"], "d", ["'11d'"]),
])
def test_bad_input(bad, trump, words):
    with pytest.raises(InvalidCardError) as info:
        trick_winner(bad, trump)
    assert isinstance(info.value, ValueError)
    for word in words:
        assert word in str(info.value), str(info.value)
