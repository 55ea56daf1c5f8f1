"""Bad input everywhere: the right error class (all ``ValueError``s), a message that names the
input, and a game unchanged afterwards. Corrupt and tampered saves are refused."""

from __future__ import annotations

import json
from contextlib import contextmanager

import pytest

from briscola_teach import (DECK, BriscolaError, ClassicGame, Game, IllegalPlayError,
                            InvalidCardError, InvalidOptionError, SaveFormatError, Suit, new_game)
from briscola_teach.history import seal
from conftest import C, build_deck, lowest, play_out


@contextmanager
def unchanged(game):
    """The game (its save and every seat's view) is the same after the block."""
    before = game.to_json()
    views = [game.view(seat) for seat in range(game.players)]
    history = game.history
    yield
    assert game.to_json() == before
    assert [game.view(seat) for seat in range(game.players)] == views
    assert game.history == history


def refused(error_class, game, call, *words):
    """``call()`` raises ``error_class`` naming every word, and leaves ``game`` unchanged."""
    with unchanged(game):
        with pytest.raises(error_class) as info:
            call()
    assert isinstance(info.value, ValueError) and isinstance(info.value, BriscolaError)
    message = str(info.value)
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"
    return info.value


def test_error_classes():
    for cls in (InvalidCardError, IllegalPlayError, InvalidOptionError, SaveFormatError):
        assert issubclass(cls, BriscolaError) and issubclass(cls, ValueError)
    error = InvalidCardError("x", "card_unknown", value="zz")
    assert error.code == "card_unknown" and error.details == {"value": "zz"}


# -- new_game options ---------------------------------------------------------------------------

@pytest.mark.parametrize("variant", ["poker", "", "CLASSIC 2", 5, None, ["classic"]])
def test_bad_variant(variant):
    with pytest.raises(InvalidOptionError) as info:
        new_game(variant, players=2, seed=1)
    assert repr(variant) in str(info.value) and "classic" in str(info.value)


@pytest.mark.parametrize("players", [1, 5, 7, 0, -2, "2", 2.0, True, None, [2]])
def test_bad_player_count(players):
    with pytest.raises(InvalidOptionError) as info:
        new_game("classic", players=players, seed=1)
    assert repr(players) in str(info.value) and "2, 3, 4 or 6" in str(info.value)
    with pytest.raises(InvalidOptionError):
        new_game("151", players=players, seed=1)


@pytest.mark.parametrize("options,words", [
    ({"foo": 1}, ["'foo'", "house rule"]),
    ({"removed_2": "coppe"}, ["'removed_2'"]),
    ({"removed_two": "spade"}, ["'spade'", "removed_two"]),
    ({"removed_two": None}, ["None", "removed_two"]),
    ({"direction": "left"}, ["'left'", "direction"]),
    ({"direction": 1}, ["1", "direction"]),
    ({"partners_see_last_tricks": "yes"}, ["'yes'", "partners_see_last_tricks"]),
    ({"partners_see_last_tricks": 1}, ["1", "partners_see_last_tricks"]),
    ({"accusi": True}, ["accusi", "151"]),
    ({"sette_leva": True}, ["sette leva", "151"]),
    ({"accusi": 0}, ["accusi", "True or False"]),
])
def test_bad_house_rules(options, words):
    with pytest.raises(InvalidOptionError) as info:
        new_game("classic", players=3, seed=1, **options)
    for word in words:
        assert word in str(info.value), str(info.value)


@pytest.mark.parametrize("value", ["yes", 1, None])
def test_bad_151_rule_values(value):
    with pytest.raises(InvalidOptionError, match="accusi"):
        new_game("151", players=2, seed=1, accusi=value)
    with pytest.raises(InvalidOptionError, match="sette_leva"):
        new_game("151", players=2, seed=1, sette_leva=value)


@pytest.mark.parametrize("dealer", [2, -1, "0", None, 1.5, True, [0]])
def test_bad_dealer(dealer):
    with pytest.raises(InvalidOptionError) as info:
        new_game("classic", players=2, seed=1, dealer=dealer)
    assert repr(dealer) in str(info.value) and "dealer" in str(info.value)


def test_dealer_range_follows_player_count():
    assert new_game("classic", players=6, seed=1, dealer=5).dealer == 5
    with pytest.raises(InvalidOptionError, match="0-5, not 6"):
        new_game("classic", players=6, seed=1, dealer=6)


@pytest.mark.parametrize("seed", [-1, "7", 1.5, True, [1], {}])
def test_bad_seed(seed):
    with pytest.raises(InvalidOptionError) as info:
        new_game("classic", players=2, seed=seed)
    assert repr(seed) in str(info.value) and "seed" in str(info.value)
    with pytest.raises(InvalidOptionError):           # also beside a given deck
        new_game("classic", players=2, seed=seed, deck=DECK)


@pytest.mark.parametrize("players,deck,error,words", [
    (2, list(DECK[:39]), InvalidOptionError, ["40 cards", "got 39", "missing: 10b"]),
    (2, list(DECK) + [DECK[0]], InvalidOptionError, ["got 41", "repeated: 1c"]),
    (2, list(DECK[:39]) + [DECK[0]], InvalidOptionError, ["repeated: 1c", "missing: 10b"]),
    (2, [], InvalidOptionError, ["got 0"]),
    (3, list(DECK), InvalidOptionError, ["39 cards", "got 40"]),
    (3, [c for c in DECK if str(c) != "2c"], InvalidOptionError, ["not in this pack: 2d", "missing: 2c"]),
    (6, list(DECK[:36]), InvalidOptionError, ["36 cards", "not in this pack"]),
    (4, list(DECK[:20]) * 2, InvalidOptionError, ["repeated"]),
    (2, "1c 2c 3c", InvalidOptionError, ["list of cards", "'1c 2c 3c'"]),
    (2, 40, InvalidOptionError, ["list of cards", "40"]),
    (2, ["zz"] + [str(c) for c in DECK[1:]], InvalidCardError, ["'zz'", "card 1 of the deck"]),
    (2, [str(c) for c in DECK[:5]] + [None] + [str(c) for c in DECK[6:]], InvalidCardError,
     ["None", "card 6 of the deck"]),
])
def test_bad_deck(players, deck, error, words):
    with pytest.raises(error) as info:
        new_game("classic", players=players, deck=deck)
    for word in words:
        assert word in str(info.value), str(info.value)


def test_deck_for_three_players_with_coppe_rule():
    pack = [c for c in DECK if str(c) != "2c"]
    assert new_game("classic", players=3, deck=pack, removed_two="coppe").deck_count == 30
    with pytest.raises(InvalidOptionError, match="not in this pack: 2c"):
        new_game("classic", players=3, deck=[c for c in DECK if str(c) != "2d"], removed_two="coppe")


# -- calls on a game -----------------------------------------------------------------------------

@pytest.fixture
def game():
    g = new_game("classic", players=2, seed=17)
    g.play(lowest(g))
    return g


@pytest.mark.parametrize("bad", [5, None, 1.5, ["1d"], "zz", "11d", "", "Asso di Nulla", Suit.DENARI])
def test_play_bad_card(game, bad):
    refused(InvalidCardError, game, lambda: game.play(bad), repr(bad), "card to play")
    assert not game.can_play(bad)


def test_play_card_not_held(game):
    seat = game.current_player
    mine = set(game.view(seat).hand)
    other = next(c for c in DECK if c not in mine)
    error = refused(IllegalPlayError, game, lambda: game.play(other), str(other),
                    other.name("en"), f"seat {seat}", "not in their hand")
    assert error.code == "not_in_hand" and not game.can_play(other)
    # The card the other seat holds, the card on the table, a card already taken: all refused.
    table_card = game.view(0).table[0][1]
    refused(IllegalPlayError, game, lambda: game.play(table_card), str(table_card))


@pytest.mark.parametrize("wrong", ["other", 7, -1, "0", "1", 1.5])
def test_play_wrong_turn(game, wrong):
    seat = game.current_player
    card = game.legal_plays()[0]
    wrong = 1 - seat if wrong == "other" else wrong
    error = refused(IllegalPlayError, game, lambda: game.play(card, seat=wrong), repr(wrong),
                    f"seat {seat}'s turn")
    assert error.code == "wrong_turn"
    assert game.play(card, seat=seat).seat == seat            # the right seat may


def test_finished_game_refuses_everything():
    game = play_out(new_game("151", players=2, seed=5))
    refused(IllegalPlayError, game, lambda: game.play("1d"), "1d", "over")
    refused(IllegalPlayError, game, lambda: game.play("1d", seat=0), "over")
    refused(IllegalPlayError, game, lambda: game.declare("c"), "over")
    refused(IllegalPlayError, game, lambda: game.swap_seven())
    refused(InvalidCardError, game, lambda: game.play("zz"), "'zz'")
    assert game.legal_plays() == () and game.legal_declarations() == ()
    assert not game.can_play("1d") and not game.can_swap_seven()


@pytest.mark.parametrize("seat", [2, -1, "0", None, 0.0, True])
def test_view_and_side_of_bad_seat(game, seat):
    refused(InvalidOptionError, game, lambda: game.view(seat), repr(seat))
    refused(InvalidOptionError, game, lambda: game.side_of(seat), repr(seat))


def test_declare_errors():
    classic = new_game("classic", players=2, seed=3)
    refused(IllegalPlayError, classic, lambda: classic.declare("c"), "151")
    refused(InvalidCardError, classic, lambda: classic.declare("x"), "'x'")
    deck = build_deck({1: "9c 10c 9s 4d 5d", 0: "10s 2b 3b 4b 5b"}, "1c", players=2, variant="151")
    game = new_game("151", players=2, deck=deck)
    refused(InvalidCardError, game, lambda: game.declare("x"), "'x'", "not a suit")
    refused(InvalidCardError, game, lambda: game.declare(9), "9")
    refused(InvalidCardError, game, lambda: game.declare(None), "None")
    refused(IllegalPlayError, game, lambda: game.declare("s"), "Swords", "seat 1")
    refused(IllegalPlayError, game, lambda: game.declare("d"), "Coins")
    refused(IllegalPlayError, game, lambda: game.declare("c", seat=0), "seat 0", "seat 1's turn")
    game.declare("c")
    refused(IllegalPlayError, game, lambda: game.declare("c"), "Cups", "once")


def test_swap_seven_errors():
    classic = new_game("classic", players=2, seed=3)
    refused(IllegalPlayError, classic, lambda: classic.swap_seven(), "sette leva")
    deck = build_deck({1: "7c 2b 3b 4b 5b", 0: "7s 2s 3s 4s 5s"}, "8c", players=2, variant="151")
    game = new_game("151", players=2, deck=deck)            # a Fante turned: no swap
    refused(IllegalPlayError, game, lambda: game.swap_seven(), "Re, Cavallo, Asso or Tre")
    deck = build_deck({1: "6c 2b 3b 4b 5b", 0: "7c 2s 3s 4s 5s"}, "1c", players=2, variant="151")
    game = new_game("151", players=2, deck=deck)            # seat 1 has no 7
    refused(IllegalPlayError, game, lambda: game.swap_seven(), "7 of briscola")
    refused(IllegalPlayError, game, lambda: game.swap_seven(seat=0), "seat 0", "seat 1's turn")


# -- saved games: corrupt and tampered -------------------------------------------------------

@pytest.fixture
def saved():
    game = new_game("151", players=2, seed=31)
    for _ in range(7):
        game.play(lowest(game))
    return game, game.to_json()


def body_of(text):
    body = json.loads(text)
    for key in ("format", "version", "checksum"):
        body.pop(key)
    return body


def test_a_good_save_loads(saved):
    game, text = saved
    assert Game.from_json(text) == game and ClassicGame.from_json(text) == game
    assert Game.from_json(text.encode("utf-8")) == game
    assert Game.from_json(seal("game", body_of(text))) == game


@pytest.mark.parametrize("text,words", [
    ("", ["not a saved game", "JSON is broken"]),
    ("{", ["JSON is broken", "line 1"]),
    ("hello", ["JSON is broken"]),
    ("[]", ["expected a JSON object"]),
    ("3", ["expected a JSON object"]),
    ("null", ["expected a JSON object"]),
    ('"text"', ["expected a JSON object"]),
    ("{}", ["format is None", "briscola-teach/game"]),
    ('{"format": "briscola-teach/match", "version": 1}', ["'briscola-teach/match'"]),
    ('{"format": "briscola-teach/game", "version": 2}', ["version 2"]),
    ('{"format": "briscola-teach/game", "version": 1}', ["checksum"]),
    (None, ["not NoneType"]),
    (42, ["not int"]),
    (b"\xff\xfe\x00junk", ["JSON is broken"]),
    ("[" * 100_000, ["not a saved game"]),
    ("1" * 5000, ["not a saved game"]),
    ('{"a": ' * 5000 + "1" + "}" * 5000, ["not a saved game"]),
], ids=lambda value: repr(value)[:24] if not isinstance(value, list) else None)
def test_corrupt_saves(text, words):
    with pytest.raises(SaveFormatError) as info:
        Game.from_json(text)
    for word in words:
        assert word in str(info.value), str(info.value)


def test_truncated_saves(saved):
    _, text = saved
    for cut in (1, 10, len(text) // 3, len(text) // 2, len(text) - 2, len(text) - 1):
        with pytest.raises(SaveFormatError, match="not a saved game|checksum"):
            Game.from_json(text[:cut])


def test_match_save_is_not_a_game(saved):
    _, text = saved
    with pytest.raises(SaveFormatError, match="briscola-teach/match"):
        Game.from_json(seal("match", body_of(text)))


@pytest.mark.parametrize("edit", [
    lambda b: b["actions"].__setitem__(0, ["play", b["actions"][0][1], b["pack"][1]]),
    lambda b: b["actions"][2].__setitem__(1, 1 - b["actions"][2][1]),
    lambda b: b["actions"].pop(),
    lambda b: b["pack"].reverse(),
    lambda b: b.__setitem__("dealer", 1),
    lambda b: b.__setitem__("seed", 32),
    lambda b: b["house_rules"].__setitem__("direction", "clockwise"),
])
def test_tampered_saves_fail_the_checksum(saved, edit):
    _, text = saved
    body = json.loads(text)
    edit(body)
    with pytest.raises(SaveFormatError, match="changed after it was saved"):
        Game.from_json(json.dumps(body))


def test_tampered_text_fails_the_checksum(saved):
    _, text = saved
    first = body_of(text)["actions"][0][2]             # change the first card played, as text
    start = text.index('"actions"')
    edited = text[:start] + text[start:].replace(f'"{first}"', '"2b"' if first != "2b" else '"3b"', 1)
    assert edited != text
    with pytest.raises(SaveFormatError, match="checksum"):
        Game.from_json(edited)
    with pytest.raises(SaveFormatError, match="checksum"):
        Game.from_json(text.replace('"version": 1', '"version": 1, "note": "hi"'))
    with pytest.raises(SaveFormatError, match="checksum"):
        Game.from_json(text.replace('"checksum": "', '"checksum": "0'))


@pytest.mark.parametrize("edit,words", [
    (lambda b: b["actions"].append(["play", 0, "1d"]), ["action 8", "cannot be replayed"]),
    (lambda b: b["actions"].__setitem__(0, ["play", 1 - b["actions"][0][1], b["actions"][0][2]]),
     ["action 1", "turn"]),
    (lambda b: b["actions"].__setitem__(0, ["fly", 0]), ["action 1", "'fly'"]),
    (lambda b: b["actions"].__setitem__(0, "play 1d"), ["action 1"]),
    (lambda b: b["actions"].__setitem__(0, ["play", b["actions"][0][1], "zz"]), ["'zz'"]),
    (lambda b: b["actions"].__setitem__(0, ["declare", b["actions"][0][1], "x"]), ["'x'"]),
    (lambda b: b["actions"].__setitem__(0, ["swap_seven", b["actions"][0][1]]), ["sette leva"]),
    (lambda b: b["actions"].__setitem__(0, []), ["action 1"]),
    (lambda b: b.__setitem__("actions", "none"), ["'actions'"]),
    (lambda b: b["pack"].__setitem__(0, b["pack"][1]), ["deal is not valid", "repeated"]),
    (lambda b: b["pack"].pop(), ["deal is not valid", "got 39"]),
    (lambda b: b.__setitem__("pack", None), ["'pack'"]),
    (lambda b: b.__setitem__("players", 5), ["deal is not valid", "5"]),
    (lambda b: b.__setitem__("players", "2"), ["deal is not valid"]),
    (lambda b: b.__setitem__("dealer", 9), ["deal is not valid", "9"]),
    (lambda b: b.__setitem__("seed", -3), ["deal is not valid", "-3"]),
    (lambda b: b.__setitem__("variant", "poker"), ["'poker'"]),
    (lambda b: b.__setitem__("variant", None), ["None"]),
    (lambda b: b["house_rules"].__setitem__("cheat", True), ["'cheat'"]),
    (lambda b: b["house_rules"].__setitem__("direction", "up"), ["'up'"]),
    (lambda b: b.__setitem__("house_rules", []), ["'house_rules'"]),
])
def test_resealed_saves_with_illegal_content(saved, edit, words):
    _, text = saved
    body = body_of(text)
    edit(body)
    with pytest.raises(SaveFormatError) as info:
        Game.from_json(seal("game", body))
    for word in words:
        assert word in str(info.value), str(info.value)


def test_replay_refuses_a_changed_history(saved):
    game, _ = saved
    history = list(game.history)
    assert ClassicGame.replay(history) == game
    with pytest.raises(SaveFormatError, match="starts with its Deal"):
        ClassicGame.replay(history[1:])
    with pytest.raises(SaveFormatError, match="starts with its Deal"):
        ClassicGame.replay([])
    draw = next(i for i, e in enumerate(history) if type(e).__name__ == "Draw")
    changed = history[:draw] + [type(history[draw])(history[draw].seat, C("1d")
                                if history[draw].card is not C("1d") else C("2d"))] + history[draw + 1:]
    with pytest.raises(SaveFormatError, match="do not follow"):
        ClassicGame.replay(changed)
