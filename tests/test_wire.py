"""The wire form of a seat's view (``briscola_teach.wire``): exact round trips through JSON in
thousands of random positions of every table kind, no card the seat may not see, and bad
messages refused by the path of what is wrong."""

from __future__ import annotations

import json
import random

import pytest

from briscola_teach import new_game
from briscola_teach.errors import ProtocolError
from briscola_teach.wire import format_view, parse_view
from conftest import cards_in, hands_of, positions
from test_chiamata import VARIANTS as CHIAMATA_VARIANTS, random_policy
from test_classic import HIDDEN_CASES

CLASSIC_CASES = HIDDEN_CASES + [("classic", 4, {"signals": True, "intercept_chance": 0.3}),
                                ("151", 4, {"signals": True, "relative_signals": True})]


def sent(view) -> dict:
    """What a seat's client receives: the view formatted, through JSON text."""
    return json.loads(json.dumps(format_view(view)))


def assert_carried_exactly(view) -> dict:
    data = sent(view)
    assert parse_view(data) == view
    assert sorted(map(str, cards_in(data))) == sorted(map(str, cards_in(view))), "the wire adds nothing"
    return data


@pytest.mark.parametrize("variant,players,house", CLASSIC_CASES)
def test_classic_views_cross_the_wire_exactly_and_show_no_hidden_card(variant, players, house):
    rng = random.Random(f"wire-{variant}-{players}-{sorted(house.items())}")
    for game in positions(rng, 6, variant, players, **house):
        for seat in range(players):
            view = game.view(seat)
            leaked = set(cards_in(assert_carried_exactly(view))) & view.unseen_cards()
            assert not leaked, f"seat {seat} is sent {leaked}"


@pytest.mark.parametrize("options", CHIAMATA_VARIANTS)
def test_chiamata_views_cross_the_wire_exactly_and_show_no_other_hand(options):
    rng = random.Random(f"wire-chiamata-{sorted(options.items())}")
    act = random_policy(rng)
    for _ in range(4):
        game = new_game("chiamata", seed=rng.randrange(10**6), **options)
        while True:
            hands = hands_of(game)
            for seat in range(game.players):
                view = game.view(seat)
                data = assert_carried_exactly(view)
                others = {card for other, hand in enumerate(hands) if other != seat for card in hand}
                shown = set(cards_in(data)) - {view.called_card}   # the call is public
                assert not shown & others, f"seat {seat} is sent {shown & others}"
            if game.is_over:
                break
            act(game)


def test_the_message_is_plain_json_named_by_its_kind():
    view = new_game("classic", players=2, seed=7).view(0)
    data = format_view(view)
    assert data["kind"] == "seat" and data["hand"] == [card.code() for card in view.hand]
    assert data["trump"] == view.trump.value and data["rules"]["players"] == 2
    assert sent(new_game("chiamata", seed=7).view(3))["kind"] == "chiamata"


def good() -> dict:
    return sent(new_game("classic", players=2, seed=7).view(0))


def changed(**fields) -> dict:
    data = good()
    data.update(fields)
    return data


BAD = [
    ("not a view", "a view is an object whose 'kind'"),
    ([], "a view is an object whose 'kind'"),
    (changed(kind="poker"), "'kind' is one of seat, chiamata"),
    ({k: v for k, v in good().items() if k != "hand"}, r"view: expected the fields of a SeatView; missing hand"),
    (changed(cheat=[1]), "unknown cheat"),
    (changed(hand=["1d", 5]), r"view.hand\[1\]: expected a card code like '1d', not 5"),
    (changed(hand=["1d", "zz"]), r"view.hand\[1\]: expected a card code"),
    (changed(hand="1d"), "view.hand: expected a list, not '1d'"),
    (changed(seat=True), "view.seat: expected a whole number, not True"),
    (changed(seat="0"), "view.seat: expected a whole number"),
    (changed(trump="x"), "view.trump: expected one of"),
    (changed(current_player=None, dealer=None), "view.dealer: expected a whole number, not None"),
    (changed(table=[[0]]), r"view.table\[0\]: expected a list of 2"),
    (changed(rules={"players": 2}), "view.rules: expected the fields of a ClassicRules; missing"),
]


@pytest.mark.parametrize("data,message", BAD)
def test_a_bad_message_is_refused_by_the_path_of_what_is_wrong(data, message):
    with pytest.raises(ProtocolError, match=message) as refused:
        parse_view(data)
    assert refused.value.code.startswith("wire_")


def test_a_long_bad_value_is_cut_in_the_message():
    with pytest.raises(ProtocolError) as refused:
        parse_view(changed(hand="x" * 500))
    assert len(str(refused.value)) < 120


@pytest.mark.parametrize("value", [None, "view", new_game("classic", players=2, seed=1)])
def test_only_a_view_is_formatted(value):
    with pytest.raises(ProtocolError, match="format_view needs a SeatView or a ChiamataView"):
        format_view(value)
