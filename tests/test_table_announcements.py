"""What a screen reader is told of a hand (``scene.announcements``), the card holding a trick
under way (``holding``), the H key and what comes into view on a press. The browser's half,
read from Chromium's accessibility tree, is tests/browser/test_table_by_keyboard.py."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets")

from briscola_teach.games.base import new_game  # noqa: E402
from briscola_teach.rules import holding_play  # noqa: E402
from briscola_teach.widgets import ChiamataTable, PlayTable  # noqa: E402

from test_tables import drive_to_end  # noqa: E402
from widget_state import fresh_widgets  # noqa: E402,F401  (the fixture is autouse)

CODE = re.compile(r"\b(?:10|[1-9])[dcsb]\b")     # a card code, never shown to a learner


def said(table) -> list[dict]:
    return table.board.scene["announce"]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("lang", ["it", "en"])
def test_a_whole_hand_is_told_each_card_and_each_taker_once(players, lang):
    table = PlayTable(players=players, seed=players * 7, lang=lang, paced=False)
    ids: list[str] = []
    while not table.game.is_over:
        before = {item["id"] for item in said(table)}
        table.play(table.game.legal_plays()[0])
        now = [item["id"] for item in said(table)]
        assert before <= set(now), "an item said before was dropped"
        ids += [i for i in now if i not in before]
    assert len(ids) == len(set(ids))
    items = {item["id"]: item["text"] for item in said(table)}
    tricks = table.game.view(0).tricks
    assert [i for i in items if i.startswith("t")] == [f"t{n}" for n in range(1, len(tricks) + 1)]
    for number, trick in enumerate(tricks, 1):
        for seat, card in trick.plays:
            text = items[f"p{number}-{seat}"]
            assert card.name(lang) in text
            if seat == 0:
                assert text.startswith("Hai giocato" if lang == "it" else "You played")
        assert str(trick.points) in items[f"t{number}"]
    assert list(items)[-1] == "end"
    assert items["end"].startswith(table.board.scene["result"]["title"])
    assert ids.index("deck") > ids.index("t1")
    assert not any(CODE.search(text) for text in items.values())


def test_what_is_told_comes_from_the_view_only():
    """Mid-hand, the announcements name no card that is not face up on the table or in a
    finished trick: none of another seat's hand, none of the deck."""
    table = PlayTable(players=4, seed=3, paced=False)
    for _ in range(3):
        table.play(table.game.legal_plays()[0])
    view = table.game.view(0)
    shown = {card.name("it") for card in view.played_cards()} | {c.name("it") for c in view.hand}
    hidden = {c.name("it") for s in (1, 2, 3) for c in table.game.view(s).hand} - shown
    text = " ".join(item["text"] for item in said(table))
    for name in hidden:
        assert not re.search(rf"\b{re.escape(name)}\b", text), name


def test_a_chiamata_auction_tells_each_bid_and_the_call():
    table = ChiamataTable(seed=11, paced=False, opponents="easy")
    drive_to_end(table)
    view = table.game.view(0)
    items = {item["id"]: item["text"] for item in said(table)}
    others = [(i, seat) for i, (seat, _bid) in enumerate(view.bids) if seat != 0]
    assert [k for k in items if k.startswith("b")] == [f"b{i}" for i, _seat in others]
    assert all("dichiara:" in items[f"b{i}"] for i, _seat in others)
    assert view.called_card.name("it") in items["call"]
    assert "deck" not in items                          # no deck in Chiamata


def test_the_card_holding_a_trick_under_way_is_marked():
    table = PlayTable(players=4, seed=12, paced=False)
    view = table.game.view(0)
    scene = table.board.scene
    if len(view.table) >= 2:
        assert scene["holding"] == holding_play(view.table, view.trump)[0]
    game = new_game(players=4, seed=12)
    while len(game.table) < 2:
        game.play(game.legal_plays()[0])
    from briscola_teach.widgets.scene import _holding
    assert _holding(game.view(0)) == holding_play(game.table, game.view(0).trump)[0]
    game.play(game.legal_plays()[0])
    game.play(game.legal_plays()[0])          # the trick is full, then taken: nothing holds
    assert _holding(game.view(0)) is None


def test_a_two_player_table_never_marks_a_holder():
    table = PlayTable(players=2, seed=5, paced=False)
    while not table.game.is_over:
        assert table.board.scene["holding"] is None
        table.play(table.game.legal_plays()[0])


def test_the_h_key_asks_a_hint_where_hints_are_given():
    table = PlayTable(players=2, seed=4, paced=False)
    assert table.board.scene["hints"] is True
    table._on_board({"event": "hint"})
    assert table._panel_kind == "hint"
    assert table._advice.scene["reveal"] == 1           # the panel comes into view
    quiet = PlayTable(players=2, seed=4, paced=False, hints=False)
    assert quiet.board.scene["hints"] is False
    assert "H" not in quiet.board.scene["labels"]["keys"]
    quiet._on_board({"event": "hint"})
    assert quiet._panel_kind is None and quiet.board.scene["message"] == ""
    table._on_board({"event": "hint", "card": "1d"})    # a forged message: refused, unchanged
    assert table.board.scene["message"] and table._panel_kind == "hint"


def test_an_earlier_trick_from_the_review_brings_the_felt_into_view():
    table = PlayTable(players=2, seed=4, paced=False)
    drive_to_end(table)
    before = table.board.scene["reveal"]
    table.review()
    table._on_advice({"event": "action", "index": 2})
    assert table.board.scene["reveal"] == before + 1
    assert table.board.scene["mode"] == "watch"


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_keys_are_said_in_the_learners_language(lang):
    labels = PlayTable(players=2, seed=4, paced=False, lang=lang).board.scene["labels"]
    assert labels["keys"].startswith("Tasti" if lang == "it" else "Keys")
    assert labels["log"] and labels["holding"]
