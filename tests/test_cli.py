"""The terminal command: a narrated demo hand and a hand against the computer."""

import io
import re

import pytest

from briscola_teach import new_game
from briscola_teach.cli import main


def run(argv, answers=()):
    out = io.StringIO()
    feed = iter(answers)

    def read(prompt):
        out.write(prompt)
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    code = main(argv, out=out, read=read)
    return code, out.getvalue()


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_demo_narrates_a_whole_hand(players):
    code, text = run(["demo", "--players", str(players), "--seed", "11", "--lang", "en"])
    assert code == 0
    tricks = {2: 20, 3: 13, 4: 10, 6: 6}[players]
    assert text.count("Trick ") == tricks
    assert len(re.findall(r" plays the ", text)) == tricks * players
    points = [int(p) for p in re.findall(r": (\d+) points", text)]
    assert sum(points) == 120
    assert "deal no. 11" in text


def test_demo_is_the_same_deal_for_the_same_seed_and_speaks_italian():
    _, first = run(["demo", "--seed", "4", "--lang", "it"])
    _, second = run(["demo", "--seed", "4", "--lang", "it"])
    assert first == second
    assert "La briscola è" in first and "Presa 1:" in first
    game = new_game("classic", players=2, seed=4)
    assert game.briscola_card.name("it") in first


def test_demo_151_counts_accusi_in_the_total():
    code, text = run(["demo", "--variant", "151", "--players", "2", "--seed", "2", "--lang", "en"])
    assert code == 0
    declared = sum(int(p) for p in re.findall(r"declares Knight and King of \w+: (\d+) points", text))
    points = [int(p) for p in re.findall(r"\+?: (\d+) points\n", text)]
    assert sum(points[-2:]) == 120 + declared


def test_play_accepts_numbers_and_codes_and_explains_bad_answers():
    game = new_game("classic", players=2, seed=9)
    my_cards = game.view(0).hand
    answers = ["xyz", "9", my_cards[0].code()] + ["1"] * 30
    code, text = run(["play", "--seed", "9", "--lang", "en"], answers)
    assert code == 0
    assert "I do not understand “xyz”" in text
    assert text.count("Trick ") == 20
    assert "You" in text


def test_play_refuses_a_card_not_in_hand():
    game = new_game("classic", players=2, seed=9)
    not_mine = next(c for c in game.view(1).hand)
    code, text = run(["play", "--seed", "9", "--lang", "it"], [not_mine.code()] + ["1"] * 30)
    assert code == 0
    assert "non è nella tua mano" in text


def test_play_stops_cleanly_at_end_of_input():
    code, text = run(["play", "--seed", "9", "--lang", "en"], [])
    assert code == 130
    assert "Game stopped." in text


def test_bad_arguments_exit_with_usage():
    with pytest.raises(SystemExit) as exit_info:
        main(["demo", "--players", "5"], out=io.StringIO())
    assert exit_info.value.code == 2
