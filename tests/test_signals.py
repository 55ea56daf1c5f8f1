"""Partner signs (segni), RULES.md section 5 and issue 4: the table of signs, the house rules
``signals`` and ``intercept_chance``, the action and its refusals, who sees each sign, saving
and replaying, and views that show a seat only the signs it saw."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from briscola_teach import (ClassicGame, Game, IllegalPlayError, InvalidCardError,
                            InvalidOptionError, SaveFormatError, Sign, new_game, new_match, true_signs)
from briscola_teach.history import SignalGiven, TakeTrick, seal
from briscola_teach.signals import CONVENTIONAL, REFERENCES, answer_rank, read_signs
from conftest import build_deck, cards, cards_in, hands_of

# -- the table of RULES.md section 5 -----------------------------------------------------------

GESTURES = {
    Sign.ASSO: ("closed lips pushed out (a small kiss)", "labbra chiuse in fuori"),
    Sign.TRE: ("a slight twist of the mouth", "lieve deformazione della bocca"),
    Sign.RE: ("eyes to the sky", "occhi al cielo"),
    Sign.CAVALLO: ("a shrug of the shoulder", "alzata di spalla"),
    Sign.FANTE: ("tip of the tongue out at the corner of the mouth", "punta della lingua"),
    Sign.LISCIO: ("thumb and forefinger rubbed quickly", "pollice e indice sfregati"),
    Sign.CARICO: ("lips opened quickly, cheeks puffed", "rapida apertura delle labbra"),
    Sign.NESSUNA_BRISCOLA: ("a wink, a puff of breath", "strizzatina d'occhio, soffio"),
}


def test_eight_signs_with_their_gestures():
    assert CONVENTIONAL == tuple(GESTURES) and set(Sign) - set(CONVENTIONAL) == {
        Sign.DUE_SOPRA, Sign.DUE_SOTTO}
    for sign, (english, italian) in GESTURES.items():
        assert sign.gesture_en == sign.gesture("en") == english
        assert sign.gesture_it.startswith(italian) and sign.gesture("it") == sign.gesture_it
        assert sign.meaning_it and sign.meaning_en and sign.meaning("en") == sign.meaning_en
        assert Sign.parse(sign.value) is sign and str(sign) == sign.value
        assert eval(repr(sign)) is sign
    assert "briscola" in Sign.LISCIO.meaning_it and "7, 6, 5, 4" in Sign.LISCIO.meaning_en
    assert "chiesa" in Sign.NESSUNA_BRISCOLA.meaning_it


@pytest.mark.parametrize("text,sign", [
    ("asso", Sign.ASSO), ("ASSO", Sign.ASSO), (Sign.TRE, Sign.TRE), ("Re", Sign.RE),
    ("cavallo", Sign.CAVALLO), ("Donna", Sign.CAVALLO), ("FANTE", Sign.FANTE),
    ("liscio", Sign.LISCIO), ("Carico", Sign.CARICO), ("nessuna_briscola", Sign.NESSUNA_BRISCOLA),
    ("NESSUNA_BRISCOLA", Sign.NESSUNA_BRISCOLA), ("nessuna briscola", Sign.NESSUNA_BRISCOLA),
    ("in chiesa", Sign.NESSUNA_BRISCOLA), ("Asso di briscola", Sign.ASSO),
    ("the Tre of briscola", Sign.TRE), ("  re  ", Sign.RE),
])
def test_parse_values_and_names(text, sign):
    assert Sign.parse(text) is sign


@pytest.mark.parametrize("text", ["wink", "", "asso di coppe", "1d", 1, None, True, ["asso"]])
def test_parse_refuses_with_the_input_named(text):
    # Bad notation: the same error as Card.parse, with a code and the input in the details.
    with pytest.raises(InvalidCardError) as info:
        Sign.parse(text)
    assert repr(text) in str(info.value)
    expected = "sign_unknown" if isinstance(text, str) else "sign_type"
    assert info.value.code == expected
    assert info.value.details["value"] == (text if isinstance(text, str) else repr(text))


TABLE = [
    # hand, trump, the signs it may truthfully give
    ("1c 3d 7s", "c", "asso carico"),                      # the brief's example, trump coppe
    ("1d 3c 7s", "d", "asso carico"),
    ("3d 4b 5b", "d", "tre"),
    ("10s 9s 8s", "s", "re cavallo fante"),
    ("9b 2c 4c", "b", "cavallo"),
    ("8c 6s 6b", "c", "fante"),
    ("7d 4c 5c", "d", "liscio"), ("6d 4c 5c", "d", "liscio"), ("5d 4c 5c", "d", "liscio"),
    ("4d 4c 5c", "d", "liscio"), ("2d 4c 5c", "d", "liscio"),
    ("7d 6d 2d", "d", "liscio"),                           # several lisci: one sign
    ("1s 3s 2b", "b", "liscio carico"),                    # carichi of other suits
    ("1s 4b 5b", "b", "liscio carico"),
    ("4c 5s 6b", "d", "nessuna_briscola"),                 # in chiesa
    ("1c 3c 1s", "d", "carico nessuna_briscola"),          # carichi and no briscola
    ("10c 9c 8c", "d", "nessuna_briscola"),                # figures of other suits say nothing
    ("1d 3d 10d 9d 8d", "d", "asso tre re cavallo fante"),  # Briscola a 151: five cards
    ("1d 3d 10d 9d 7d", "d", "asso tre re cavallo liscio"),
    ("1b 3s 7b 4c 2b", "b", "asso liscio carico"),
    ("", "d", "nessuna_briscola"),
]


@pytest.mark.parametrize("hand,trump,expected", TABLE)
def test_true_signs_follow_the_table(hand, trump, expected):
    found = true_signs(cards(hand), trump)
    assert found == tuple(Sign.parse(word) for word in expected.split())
    assert true_signs(hand.split(), trump) == found          # codes work as well as cards
    for sign in Sign:
        assert sign.is_true_for(hand.split(), trump) == (sign in found)


def naive_signs(codes, trump):
    """The table written again with strings only, as a second opinion."""
    trumps = {code[:-1] for code in codes if code[-1] == trump}
    words = [word for word, rank in (("asso", "1"), ("tre", "3"), ("re", "10"), ("cavallo", "9"),
                                     ("fante", "8")) if rank in trumps]
    if trumps & {"7", "6", "5", "4", "2"}:
        words.append("liscio")
    if any(code[:-1] in ("1", "3") and code[-1] != trump for code in codes):
        words.append("carico")
    if not trumps:
        words.append("nessuna_briscola")
    return words


def test_true_signs_against_a_second_opinion():
    rng = random.Random(5)
    deck = [f"{rank}{suit}" for suit in "cdsb" for rank in range(1, 11)]
    for _ in range(2000):
        hand = rng.sample(deck, rng.choice((1, 2, 3, 5)))
        trump = rng.choice("cdsb")
        assert [s.value for s in true_signs(hand, trump)] == naive_signs(hand, trump)


# -- the house rules ---------------------------------------------------------------------------

@pytest.mark.parametrize("variant", ["classic", "151"])
@pytest.mark.parametrize("players", [4, 6])
def test_signals_at_four_and_six(variant, players):
    game = new_game(variant, players=players, seed=3, signals=True, intercept_chance=0.25)
    assert game.rules.signals and game.rules.intercept_chance == 0.25
    assert game.rules.house_rules()["signals"] is True
    assert game.rules.house_rules()["intercept_chance"] == 0.25
    plain = new_game(variant, players=players, seed=3)
    assert not plain.rules.signals and plain.rules.intercept_chance == 0.0
    assert "signals" not in plain.rules.house_rules()       # saved as before the house rule
    assert new_game(variant, players=players, seed=3, signals=True).rules.intercept_chance == 0.0


@pytest.mark.parametrize("chance", [0, 1, 0.0, 1.0, 0.5])
def test_chance_is_kept_as_a_float(chance):
    rules = new_game("classic", players=4, seed=1, signals=True, intercept_chance=chance).rules
    assert rules.intercept_chance == chance and isinstance(rules.intercept_chance, float)


@pytest.mark.parametrize("variant", ["classic", "151"])
@pytest.mark.parametrize("players", [2, 3])
def test_signals_refused_without_partners(variant, players):
    with pytest.raises(InvalidOptionError) as info:
        new_game(variant, players=players, seed=1, signals=True)
    message = str(info.value)
    assert "signals" in message and "4 or 6 players" in message and str(players) in message
    assert new_game(variant, players=players, seed=1, signals=False).rules.signals is False


@pytest.mark.parametrize("options,words", [
    ({"signals": True, "intercept_chance": -0.1}, ["-0.1", "intercept_chance", "0.0 to 1.0"]),
    ({"signals": True, "intercept_chance": 1.01}, ["1.01", "intercept_chance"]),
    ({"signals": True, "intercept_chance": 2}, ["2", "intercept_chance"]),
    ({"signals": True, "intercept_chance": "0.5"}, ["'0.5'", "intercept_chance"]),
    ({"signals": True, "intercept_chance": None}, ["None", "intercept_chance"]),
    ({"signals": True, "intercept_chance": True}, ["True", "intercept_chance"]),
    ({"signals": True, "intercept_chance": float("nan")}, ["nan", "intercept_chance"]),
    ({"signals": True, "intercept_chance": float("inf")}, ["inf", "intercept_chance"]),
    ({"intercept_chance": 0.5}, ["intercept_chance", "signals=True"]),
    ({"signals": "yes"}, ["'yes'", "signals", "True or False"]),
    ({"signals": 1}, ["1", "signals"]),
    ({"signal": True}, ["'signal'", "house rule"]),
])
def test_bad_signal_options(options, words):
    with pytest.raises(InvalidOptionError) as info:
        new_game("classic", players=4, seed=1, **options)
    for word in words:
        assert word in str(info.value), str(info.value)


def test_no_signals_in_chiamata():
    with pytest.raises(InvalidOptionError, match="'signals'"):
        new_game("chiamata", seed=1, signals=True)


# -- a table set up for trick 2 ----------------------------------------------------------------

# Dealer 0: seat 1 leads. Trump denari. After trick 1 (seat 0 trumps with the Fante and takes;
# the draws go 0, 1, 2, 3) the hands are:
#   seat 0: 10d 3d 6s  -> tre, re           seat 1: 1d 3c 7s -> asso, carico
#   seat 2: 5c 6c 5b   -> nessuna_briscola  seat 3: 7d 9d 6b -> cavallo, liscio
HANDS = {1: "1d 3c 4s", 2: "4c 5c 6c", 3: "7d 9d 5s", 0: "10d 3d 8d"}
TRUE = {0: "tre re", 1: "asso carico", 2: "nessuna_briscola", 3: "cavallo liscio"}


def table(players=4, chance=0.0, signals=True, **house):
    if signals:
        house.update(signals=True, intercept_chance=chance)
    deck = build_deck(HANDS, "2d", "6s 7s 5b 6b", players=4, **house)
    return new_game("classic", players=players, deck=deck, **house)


def trick_two(chance=0.0, **house):
    game = table(chance=chance, **house)
    for card in ("4s", "4c", "5s", "8d"):
        game.play(card)
    assert game.tricks[0].winner == 0 and game.current_player == 0
    return game


def signs(words):
    return tuple(Sign.parse(word) for word in words.split())


def state(game):
    """Everything a refused call must leave as it was, the interception generator included."""
    rng = game._signal_rng.getstate() if game._signal_rng is not None else None
    return (game.to_json(), game.history, [game.view(s) for s in range(game.players)], rng)


def refused(game, call, *words, error=IllegalPlayError):
    before = state(game)
    with pytest.raises(error) as info:
        call()
    assert state(game) == before
    for word in words:
        assert word in str(info.value), str(info.value)
    return info.value


def test_legal_signals_are_the_true_ones_from_trick_two():
    game = trick_two()
    for seat in (0, 1, 2, 3):
        assert game.current_player == seat
        assert game.legal_signals() == signs(TRUE[seat])
        assert game.view(seat).legal_signals == signs(TRUE[seat])
        assert all(game.view(s).legal_signals == () for s in range(4) if s != seat)
        for sign in Sign:
            assert game.can_signal(sign) == (sign in signs(TRUE[seat]))
        game.play(game.legal_plays()[0])


def test_no_sign_in_the_first_trick():
    game = table()
    for seat in (1, 2, 3, 0):
        assert game.legal_signals() == () and game.view(seat).legal_signals == ()
        true = true_signs(game.view(seat).hand, "d")
        assert not game.can_signal(true[0])
        error = refused(game, lambda: game.signal(true[0]), "first trick", f"'{true[0].value}'")
        assert error.code == "first_trick"
        game.play(game.legal_plays()[0])
    assert game.legal_signals() != ()                        # trick 2: signs are allowed


def test_one_sign_a_trick():
    game = trick_two()
    event = game.signal("tre")
    assert event == SignalGiven(0, Sign.TRE, (2,))
    assert game.legal_signals() == () and not game.can_signal("re")
    assert game.current_player == 0                          # a sign is not a play
    error = refused(game, lambda: game.signal("re"), "'re'", "already gave 'tre'", "trick 2",
                    "one sign a trick")
    assert error.code == "one_sign_a_trick"
    refused(game, lambda: game.signal("tre"), "already gave 'tre'")
    game.play("6s")
    assert game.signal("asso").seat == 1                     # the next player signs in turn
    for _ in range(3):
        game.play(game.legal_plays()[0])
    assert len(game.tricks) == 2
    seat = game.current_player
    assert game.legal_signals() == true_signs(game.view(seat).hand, "d")   # a new trick


@pytest.mark.parametrize("seat,sign,words", [
    (0, "asso", ["Ace of Coins", "does not hold it", "'tre', 're'"]),
    (0, "liscio", ["7, 6, 5, 4 or 2", "holds none"]),
    (0, "nessuna_briscola", ["'no briscola at all'", "10d 3d"]),
    (0, "carico", ["Asso or Tre not of briscola", "holds none"]),
    (1, "tre", ["Three of Coins", "'asso', 'carico'"]),
    (2, "liscio", ["holds none", "'nessuna_briscola'"]),
    (3, "fante", ["Jack of Coins", "'cavallo', 'liscio'"]),
    (3, "nessuna_briscola", ["7d 9d"]),
])
def test_a_false_sign_is_refused_with_the_reason(seat, sign, words):
    game = trick_two()
    while game.current_player != seat:
        game.play(game.legal_plays()[0])
    assert not game.can_signal(sign)
    error = refused(game, lambda: game.signal(sign), f"seat {seat}", f"'{sign}'",
                    "tells the partner the truth", *words)
    assert error.code == "false_sign" and error.details["sign"] == sign
    assert game.signal(TRUE[seat].split()[0]).seat == seat   # a true sign is still allowed


def test_other_refusals_name_the_input_and_change_nothing():
    game = trick_two()
    refused(game, lambda: game.signal("wink"), "'wink'", error=InvalidCardError)
    refused(game, lambda: game.signal(7), "7", error=InvalidCardError)
    assert not game.can_signal("wink") and not game.can_signal(None)
    refused(game, lambda: game.signal("carico", seat=1), "seat 1", "seat 0's turn")
    refused(game, lambda: game.signal("tre", seat="0"), "'0'")
    refused(game, lambda: game.signal("tre", seat=True), "True")
    assert game.signal("re", seat=0).sign is Sign.RE


def test_no_signs_without_the_house_rule():
    game = trick_two(signals=False)
    assert game.legal_signals() == () and not game.can_signal("tre")
    refused(game, lambda: game.signal("tre"), "no signals", "signals=True")
    view = game.view(0)
    assert view.signals == () and view.intercepted == () and view.legal_signals == ()


def test_no_signs_once_the_hand_is_over():
    game = trick_two()
    while not game.is_over:
        game.play(game.legal_plays()[0])
    assert game.legal_signals() == () and not game.can_signal("tre")
    refused(game, lambda: game.signal("tre"), "hand is over")
    refused(game, lambda: game.signal("tre", seat=0), "hand is over")


# -- who sees a sign ---------------------------------------------------------------------------

def test_chance_zero_only_partners_see():
    game = trick_two(chance=0.0)
    assert game.signal("re").seen_by == (2,)
    game.play("6s")
    assert game.signal("carico").seen_by == (3,)
    game.play("7s")
    assert game.signal("nessuna_briscola").seen_by == (0,)
    assert [game.view(s).signals for s in range(4)] == [
        ((2, 0, Sign.RE), (2, 2, Sign.NESSUNA_BRISCOLA)),
        ((2, 1, Sign.CARICO),),
        ((2, 0, Sign.RE), (2, 2, Sign.NESSUNA_BRISCOLA)),
        ((2, 1, Sign.CARICO),)]
    assert game.view(0).intercepted == ((2, 0, Sign.RE, ()), (2, 2, Sign.NESSUNA_BRISCOLA, ()))
    assert game.view(3).intercepted == ((2, 1, Sign.CARICO, ()),)


def test_chance_one_everyone_sees():
    game = trick_two(chance=1.0)
    assert game.signal("re").seen_by == (1, 2, 3)
    game.play("6s")
    assert game.signal("asso").seen_by == (0, 2, 3)
    expected = ((2, 0, Sign.RE), (2, 1, Sign.ASSO))
    assert all(game.view(s).signals == expected for s in range(4))
    assert game.view(2).intercepted == ((2, 0, Sign.RE, (1, 3)),)
    assert game.view(1).intercepted == ((2, 1, Sign.ASSO, (0, 2)),)


@pytest.mark.parametrize("chance", [0.0, 1.0])
def test_six_players_partners_are_the_team(chance):
    game = new_game("classic", players=6, seed=12, signals=True, intercept_chance=chance)
    for _ in range(6):
        game.play(game.legal_plays()[0])
    for _ in range(6):
        seat = game.current_player
        event = game.signal(game.legal_signals()[0])
        partners = tuple(s for s in range(6) if s % 2 == seat % 2 and s != seat)
        opponents = tuple(s for s in range(6) if s % 2 != seat % 2)
        assert event.seen_by == (tuple(sorted(partners + opponents)) if chance else partners)
        game.play(game.legal_plays()[0])


def signal_everything(seed, chance, players=4):
    """A hand where every player gives the first legal sign whenever allowed."""
    game = new_game("classic", players=players, seed=seed, signals=True, intercept_chance=chance)
    while not game.is_over:
        if game.legal_signals():
            game.signal(game.legal_signals()[0])
        game.play(game.legal_plays()[0])
    return game


def given(game):
    return [event for event in game.history if isinstance(event, SignalGiven)]


def test_half_chance_intercepts_about_half():
    seen = Counter()
    for seed in range(20):
        for event in given(signal_everything(seed, 0.5)):
            opponents = [s for s in event.seen_by if s % 2 != event.seat % 2]
            seen[len(opponents)] += 1
    total = sum(seen.values())
    assert total > 400
    assert 0.4 < (seen[1] + 2 * seen[2]) / (2 * total) < 0.6
    assert seen[0] and seen[1] and seen[2]


def test_interceptions_are_seeded_by_the_deal():
    first = [e.seen_by for e in given(signal_everything(77, 0.5))]
    assert first == [e.seen_by for e in given(signal_everything(77, 0.5))]
    others = {tuple(e.seen_by for e in given(signal_everything(seed, 0.5))) for seed in range(5)}
    assert len(others) == 5


def test_one_draw_per_opponent_whatever_the_chance():
    # Same deal, same signs: the draws are the same, so a higher chance sees a superset.
    for seed in range(10):
        low, high = given(signal_everything(seed, 0.3)), given(signal_everything(seed, 0.7))
        assert [(e.seat, e.sign) for e in low] == [(e.seat, e.sign) for e in high]
        assert all(set(a.seen_by) <= set(b.seen_by) for a, b in zip(low, high))
        assert any(set(a.seen_by) < set(b.seen_by) for a, b in zip(low, high))


def test_clone_draws_the_same_interceptions():
    game = trick_two(chance=0.5)
    game.signal("tre")
    game.play("6s")
    twin = game.clone()
    assert twin.signal("carico") == game.signal("carico")
    twin.play("7s")
    assert len(twin.history) == len(game.history) + 1 and twin.current_player == 2


# -- saving and replaying ----------------------------------------------------------------------

def random_hand(rng, chance, players=4, variant="classic", p_sign=0.6):
    game = new_game(variant, players=players, seed=rng.randrange(10**6),
                    dealer=rng.randrange(players), signals=True, intercept_chance=chance)
    while not game.is_over:
        legal = game.legal_signals()
        if legal and rng.random() < p_sign:
            game.signal(rng.choice(legal))
        if game.legal_declarations() and rng.random() < 0.5:
            game.declare(game.legal_declarations()[0])
        game.play(rng.choice(game.legal_plays()))
    return game


@pytest.mark.parametrize("chance", [0.0, 0.5, 1.0])
def test_json_and_replay_reproduce_who_saw_each_sign(chance):
    rng = random.Random(chance)
    for _ in range(4):
        game = random_hand(rng, chance)
        text = game.to_json()
        actions = json.loads(text)["actions"]
        signed = [a for a in actions if a[0] == "signal"]
        assert signed == [["signal", e.seat, e.sign.value] for e in given(game)] and signed
        loaded = Game.from_json(text)
        assert loaded == game and given(loaded) == given(game)
        assert loaded.to_json() == text
        assert ClassicGame.replay(game.history) == game
        for seat in range(4):
            assert loaded.view(seat) == game.view(seat)
    # Half played: the reloaded game draws the same interceptions from then on.
    game = trick_two(chance=0.5)
    game.signal("tre")
    loaded = Game.from_json(game.to_json())
    game.play("6s")
    loaded.play("6s")
    assert loaded.signal("asso") == game.signal("asso")


def test_replay_refuses_a_changed_interception():
    game = trick_two(chance=0.5)
    event = game.signal("tre")
    history = list(game.history)
    index = history.index(event)
    other = (1, 2) if event.seen_by != (1, 2) else (2,)
    history[index] = SignalGiven(0, Sign.TRE, other)
    with pytest.raises(SaveFormatError, match="do not follow"):
        ClassicGame.replay(history)
    history[index] = SignalGiven(0, Sign.ASSO, event.seen_by)     # a false sign
    with pytest.raises(IllegalPlayError, match="Ace of Coins"):
        ClassicGame.replay(history)


def body_of(game):
    body = json.loads(game.to_json())
    for key in ("format", "version", "checksum"):
        body.pop(key)
    return body


@pytest.mark.parametrize("action,words", [
    (["signal", 0, "asso"], ["action 5", "Ace of Coins", "does not hold it"]),
    (["signal", 0, "wink"], ["action 5", "'wink'"]),
    (["signal", 1, "carico"], ["action 5", "turn"]),
    (["signal", 0], ["action 5", "'signal'"]),
])
def test_resealed_saves_with_a_bad_sign(action, words):
    body = body_of(trick_two())
    body["actions"].append(action)
    with pytest.raises(SaveFormatError) as info:
        Game.from_json(seal("game", body))
    for word in words:
        assert word in str(info.value), str(info.value)


def test_resealed_save_with_a_sign_in_the_first_trick():
    body = body_of(table())
    body["actions"].insert(0, ["signal", 1, "asso"])
    with pytest.raises(SaveFormatError, match="first trick"):
        Game.from_json(seal("game", body))
    body = body_of(trick_two(signals=False))
    body["actions"].append(["signal", 0, "tre"])
    with pytest.raises(SaveFormatError, match="no signals"):
        Game.from_json(seal("game", body))


def test_a_match_with_signals():
    match = new_match("classic", players=4, seed=8, signals=True, intercept_chance=0.5)
    rng = random.Random(1)
    while not match.game.is_over:
        if match.game.legal_signals() and rng.random() < 0.5:
            match.game.signal(rng.choice(match.game.legal_signals()))
        match.game.play(rng.choice(match.game.legal_plays()))
    assert given(match.game) and match.game.rules.signals
    loaded = type(match).from_json(match.to_json())
    assert loaded.games == match.games and loaded.house_rules == match.house_rules


# -- views: a seat sees only the signs it saw --------------------------------------------------

def expected_views(game, seat):
    """(signals, intercepted) for ``seat``, worked out from the history."""
    side = seat % 2
    trick, seen, mine = 1, [], []
    for event in game.history:
        if isinstance(event, TakeTrick):
            trick += 1
        elif isinstance(event, SignalGiven):
            if event.seat == seat or seat in event.seen_by:
                seen.append((trick, event.seat, event.sign))
            if event.seat % 2 == side:
                mine.append((trick, event.seat, event.sign,
                             tuple(s for s in event.seen_by if s % 2 != side)))
    return tuple(seen), tuple(mine)


def check_views(game):
    players = game.players
    hands = hands_of(game)
    for seat in range(players):
        view = game.view(seat)
        assert (view.signals, view.intercepted) == expected_views(game, seat)
        for trick, giver, sign in view.signals:
            assert trick >= 2
        assert view.legal_signals == (game.legal_signals() if game.current_player == seat else ())
        # No card leaks either: a view holds its own hand and public cards only.
        hidden = {c for s in range(players) if s != seat for c in hands[s]}
        hidden -= {c for cs in view.known_cards for c in cs}
        hidden -= {c for _, cs in view.partner_hands for c in cs}
        assert not set(cards_in(view)) & hidden


@pytest.mark.parametrize("chance", [0.0, 0.5, 1.0])
def test_views_show_only_the_signs_each_seat_saw(chance):
    rng = random.Random(f"views-{chance}")
    opponents_saw = 0
    for number in range(6):
        players = 6 if number == 5 else 4
        game = new_game("classic", players=players, seed=rng.randrange(10**6),
                        dealer=rng.randrange(players), signals=True, intercept_chance=chance,
                        partners_see_last_tricks=number % 2 == 0)
        while not game.is_over:
            check_views(game)
            if game.legal_signals() and rng.random() < 0.7:
                event = game.signal(rng.choice(game.legal_signals()))
                opponents_saw += sum(1 for s in event.seen_by if s % 2 != event.seat % 2)
                check_views(game)
            game.play(rng.choice(game.legal_plays()))
        check_views(game)
        for seat in range(players):
            view = game.view(seat)
            for trick, giver, sign in view.signals:
                if giver % 2 != seat % 2:
                    assert chance > 0.0, "an opponent's sign seen at chance 0"
            if chance == 1.0:
                assert len(view.signals) == len(given(game))
    assert (opponents_saw > 0) == (chance > 0.0)


# -- many random hands -------------------------------------------------------------------------

def test_random_hands_with_signs_keep_every_invariant():
    rng = random.Random(2024)
    total_signs = 0
    for number in range(300):
        players = 6 if number % 10 == 9 else 4
        variant = "151" if number % 7 == 6 else "classic"
        chance = rng.choice((0.0, 0.25, 0.5, 1.0))
        game = new_game(variant, players=players, seed=rng.randrange(10**6),
                        dealer=rng.randrange(players), signals=True, intercept_chance=chance)
        trump = game.trump.value
        trick_signers = set()
        while not game.is_over:
            seat = game.current_player
            hand = [c.code() for c in game.view(seat).hand]
            legal = game.legal_signals()
            if not game.tricks or (len(game.tricks), seat) in trick_signers:
                assert legal == ()
            else:
                assert [s.value for s in legal] == naive_signs(hand, trump)
            if legal and rng.random() < 0.6:
                event = game.signal(rng.choice(legal))
                trick_signers.add((len(game.tricks), seat))
                partners = {s for s in range(players) if s % 2 == seat % 2} - {seat}
                assert partners <= set(event.seen_by) and seat not in event.seen_by
                assert list(event.seen_by) == sorted(set(event.seen_by))
                assert game.legal_signals() == ()
            game.play(rng.choice(game.legal_plays()))
        total_signs += len(given(game))
        tricks = {4: 10, 6: 6}[players]
        assert len(game.tricks) == tricks and all(len(t.plays) == players for t in game.tricks)
        played = [c for t in game.tricks for c in t.cards]
        assert len(played) == len(set(played)) == tricks * players
        assert sum(t.points for t in game.tricks) == 120
        assert sum(game.outcome().points_by_side) == 120
        assert all(size == 0 for size in game.view(0).hand_sizes) and game.deck_count == 0
    assert total_signs > 2000


# -- relative signs (seed 001): a reference, answered "two above" or "two below" -------------

STRENGTH_ORDER = "2 4 5 6 7 8 9 10 3 1".split()   # RULES.md: the 2 weakest, the Asso strongest


@pytest.mark.parametrize("reference", REFERENCES)
def test_two_above_and_two_below_count_steps_of_strength(reference):
    number = {Sign.ASSO: "1", Sign.TRE: "3", Sign.RE: "10", Sign.CAVALLO: "9",
              Sign.FANTE: "8"}[reference]
    at = STRENGTH_ORDER.index(number)
    for answer, step in ((Sign.DUE_SOPRA, 2), (Sign.DUE_SOTTO, -2)):
        rank = answer_rank(reference, answer)
        want = STRENGTH_ORDER[at + step] if 0 <= at + step < 10 else None
        assert (None if rank is None else str(rank.value)) == want


def test_the_seeds_example_cavallo_two_above_is_the_tre_two_below_the_seven():
    assert answer_rank(Sign.CAVALLO, Sign.DUE_SOPRA).value == 3
    assert answer_rank(Sign.CAVALLO, Sign.DUE_SOTTO).value == 7
    assert answer_rank(None, Sign.DUE_SOPRA) is None and answer_rank(Sign.LISCIO, Sign.DUE_SOTTO) is None


def test_relative_true_signs_references_always_answers_only_when_held():
    assert true_signs("4c 5s 6b".split(), "d", relative=True) == REFERENCES + (Sign.NESSUNA_BRISCOLA,)
    hand = "3d 7d 1c".split()
    assert Sign.DUE_SOPRA in true_signs(hand, "d", True, Sign.CAVALLO)      # the Tre
    assert Sign.DUE_SOTTO in true_signs(hand, "d", True, Sign.CAVALLO)      # the 7
    assert Sign.DUE_SOPRA not in true_signs(hand, "d", True, Sign.RE)       # the Asso: not held
    assert Sign.DUE_SOPRA not in true_signs(hand, "d", True, None)          # nothing to answer
    assert Sign.ASSO not in true_signs(hand, "d")                           # the plain table


def relative_table(seed=5, chance=0.0):
    game = new_game("classic", players=4, signals=True, relative_signals=True, seed=seed,
                    intercept_chance=chance)
    game.play(game.legal_plays()[0])
    while game.current_player != game._tricks[0].winner if game._tricks else True:
        game.play(game.legal_plays()[0])
    return game


def test_a_reference_is_answered_by_the_partner_only_and_truthfully():
    for seed in range(30):
        game = relative_table(seed)
        leader = game.current_player
        game.signal("cavallo")
        assert game.view(leader).signals[-1][2] is Sign.CAVALLO
        game.play(game.legal_plays()[0])
        opponent = game.current_player
        assert game.partner_reference(opponent) is None
        assert Sign.DUE_SOPRA not in game.legal_signals()
        game.play(game.legal_plays()[0])
        partner = game.current_player
        assert game.partner_reference(partner) is Sign.CAVALLO
        hand = {card.code() for card in game._hands[partner]}
        trump = game.trump.value
        for answer, number in ((Sign.DUE_SOPRA, "3"), (Sign.DUE_SOTTO, "7")):
            held = number + trump in hand
            assert game.can_signal(answer) == held
            if not held:
                before = json.dumps(game.to_json(), sort_keys=True) if hasattr(game, "to_json") else None
                with pytest.raises(IllegalPlayError, match="two .* the reference cavallo"):
                    game.signal(answer)
                if before is not None:
                    assert json.dumps(game.to_json(), sort_keys=True) == before


def test_relative_signals_need_signals():
    with pytest.raises(InvalidOptionError, match="relative_signals.*signals=True"):
        new_game("classic", players=4, relative_signals=True)
    with pytest.raises(InvalidOptionError, match="True or False"):
        new_game("classic", players=4, signals=True, relative_signals="yes")


def test_read_signs_pairs_each_answer_with_the_partners_latest_reference():
    side = lambda seat: seat % 2
    seen = [(2, 0, Sign.CAVALLO), (2, 1, Sign.RE), (3, 2, Sign.DUE_SOPRA), (3, 0, Sign.RE),
            (4, 2, Sign.DUE_SOTTO), (4, 0, Sign.DUE_SOPRA)]
    read = read_signs(seen, side, relative=True)
    assert [r[3] for r in read] == [None, None, Sign.CAVALLO, None, Sign.RE, None]
    assert all(r[3] is None for r in read_signs(seen, side, relative=False))


def test_bots_give_references_and_answers_and_the_hard_bot_places_the_named_card():
    from briscola_teach.ai import make_bot, play_turn
    from briscola_teach.ai.worlds import signalled_cards
    answers = placed = 0
    for seed in range(25):
        game = new_game("classic", players=4, signals=True, relative_signals=True, seed=seed)
        bots = [make_bot("medium", seed=s) for s in range(4)]
        while not game.is_over:
            seat = game.current_player
            view = game.view(seat)
            for giver, cards_ in signalled_cards(view, set(view.unseen_cards())).items():
                for card in cards_:     # a card the signs place is in that hand, for true
                    assert card in game._hands[giver]
                    placed += 1
            play_turn(game, bots[seat])
        answers += sum(e.sign in (Sign.DUE_SOPRA, Sign.DUE_SOTTO) for _, e in game._signals)
    assert answers >= 5 and placed >= 5
