"""The Chiamata table's auction as a learner reads it (issue 25): the long hand sorted, bids in
points as a few buttons and a typed total, the status naming the step under way, the partner
named once. No browser: the buttons are clicked as the front end would."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as widgets  # noqa: E402

from briscola_teach.cards import Card  # noqa: E402
from briscola_teach.games.chiamata import Bid  # noqa: E402
from briscola_teach.i18n import refusal, t  # noqa: E402
from briscola_teach.widgets import ChiamataTable, PlayTable  # noqa: E402
from briscola_teach.widgets.chiamata import point_choices  # noqa: E402
from briscola_teach.widgets.scene import shown_hand  # noqa: E402

from widget_state import fresh_widgets  # noqa: E402,F401  (the fixture is autouse)


def walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def bid_buttons(table) -> dict[str, widgets.Button]:
    return {w.description: w for w in walk(table._controls) if isinstance(w, widgets.Button)}


def total_box(table) -> widgets.BoundedIntText:
    boxes = [w for w in walk(table._controls) if isinstance(w, widgets.BoundedIntText)]
    assert len(boxes) == 1, "one box for a typed total"
    return boxes[0]


def history_of(table):
    return tuple(table.game.history)


# -- the hand -------------------------------------------------------------------------------------


def test_a_long_hand_is_shown_by_suit_strongest_first_and_three_cards_stay_put():
    cards = [Card.parse(code) for code in ("2b", "1c", "5d", "3c", "10b", "7s", "1b", "4c")]
    shown = shown_hand(cards)
    assert [c.code() for c in shown] == ["1c", "3c", "4c", "5d", "7s", "1b", "10b", "2b"]
    three = cards[:3]
    assert shown_hand(three) == three, "keys 1-3 play the cards where the engine keeps them"


def test_the_chiamata_table_sends_its_hand_sorted_and_a_classic_table_as_dealt():
    table = ChiamataTable(seed=3, opponents="easy")
    hand = table.game.view(table.seat).hand
    codes = [c["code"] for c in table.board.scene["hand"]]
    assert len(hand) == 8 and codes == [c.code() for c in sorted(hand, key=lambda c: c.sort_key)]
    classic = PlayTable(players=2, seed=3, opponents="easy")
    assert [c["code"] for c in classic.board.scene["hand"]] == \
        [c.code() for c in classic.game.view(classic.seat).hand]


# -- bids in points -----------------------------------------------------------------------------


def totals(low: int, high: int = 120) -> tuple[Bid, ...]:
    return (Bid.PASS,) + tuple(Bid(points=p) for p in range(low, high + 1))


def test_point_choices_are_the_pass_the_next_step_and_the_legal_jumps_once():
    assert point_choices(totals(71), Bid(points=70)) == (
        (Bid.PASS, 0), (Bid(points=71), 0), (Bid(points=75), 5), (Bid(points=80), 10))
    # near the top only the jumps the engine offers: 112 + 10 is past 120
    assert point_choices(totals(113), Bid(points=112)) == (
        (Bid.PASS, 0), (Bid(points=113), 0), (Bid(points=117), 5))
    # a step of 5: the next step is the +5 jump, offered once
    assert point_choices(totals(75), Bid(points=70)) == (
        (Bid.PASS, 0), (Bid(points=75), 0), (Bid(points=80), 10))
    # no total yet (after the 2): the jumps count from the lowest total
    assert point_choices(totals(61), Bid(rank=None, points=None)) == (
        (Bid.PASS, 0), (Bid(points=61), 0), (Bid(points=66), 5), (Bid(points=71), 10))
    assert point_choices((Bid.PASS,), Bid(points=120)) == ((Bid.PASS, 0),)


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_points_auction_offers_buttons_named_as_bids_and_no_menu(lang):
    table = ChiamataTable(seed=1, opponents="easy", subito_al_due=True, lang=lang)
    view = table.game.view(table.seat)
    assert table.game.current_player == table.seat and view.contract.points is not None
    high = view.contract.points
    legal = table.game.legal_bids()
    assert len(legal) > 12
    names = list(bid_buttons(table))
    step = Bid(points=legal[1].points).name(lang)
    assert names == [Bid.PASS.name(lang), step,
                     t("auction.jump", lang, bid=Bid(points=high + 5).name(lang), jump=5),
                     t("auction.jump", lang, bid=Bid(points=high + 10).name(lang), jump=10),
                     t("auction.bid_typed", lang)]
    assert not [w for w in walk(table._controls) if isinstance(w, widgets.Dropdown)]
    box = total_box(table)
    assert (box.min, box.max) == (legal[1].points, 120)


def test_a_jump_button_bids_that_total_through_the_engine():
    table = ChiamataTable(seed=1, opponents="easy", subito_al_due=True, paced=False)
    high = table.game.view(table.seat).contract.points
    label = t("auction.jump", "it", bid=Bid(points=high + 10).name("it"), jump=10)
    bid_buttons(table)[label].click()
    mine = [bid for seat, bid in table.game.bids if seat == table.seat]
    assert mine[-1] == Bid(points=high + 10)


def test_a_typed_total_is_bid_and_an_illegal_one_refused_with_nothing_changed():
    for lang in ("it", "en"):
        table = ChiamataTable(seed=1, opponents="easy", subito_al_due=True, lang=lang)
        low = table.game.legal_bids()[1].points
        before = history_of(table)
        box = total_box(table)
        box.min = 61            # a box left from an earlier turn: its bounds no longer hold
        box.value = low - 1
        bid_buttons(table)[t("auction.bid_typed", lang)].click()
        assert history_of(table) == before, "a refused total changes nothing"
        message = table.board.scene["message"]
        try:
            table.game.verify_bid(Bid(points=low - 1))
        except Exception as error:   # the engine's own reason, in the learner's words
            assert message == refusal(error, lang)
        assert str(low) in message
        box = total_box(table)
        box.value = low + 7
        bid_buttons(table)[t("auction.bid_typed", lang)].click()
        assert table.game.history[len(before)].bid == Bid(points=low + 7)


def test_point_choices_on_a_tables_ladder_offer_only_its_totals():
    """W1: at a table of fives from 61 (61, 65, 70...) the jumps are the nearest rungs."""
    ladder = (Bid.PASS,) + tuple(Bid(points=p) for p in (61, *range(65, 121, 5)))
    assert point_choices(ladder, Bid(rank=None, points=None)) == (
        (Bid.PASS, 0), (Bid(points=61), 0), (Bid(points=70), 9), (Bid(points=75), 14))


def test_a_typed_total_off_the_tables_step_is_refused_with_nothing_changed():
    """W1: a table of steps of 2 (too many totals for buttons): the box says the step and
    walks it; a total typed off the step is refused in the learner's words, and changes
    nothing; one on the step is bid."""
    for lang in ("it", "en"):
        table = ChiamataTable(seed=1, opponents="easy", subito_al_due=True, point_step=2,
                              lang=lang)
        assert table.game.current_player == table.seat
        box = total_box(table)
        assert box.step == 2 and box.min % 2 == 0
        assert box.description == t("auction.type_total_step", lang, low=box.min, high=120, step=2)
        before = history_of(table)
        box.value = box.min + 1
        bid_buttons(table)[t("auction.bid_typed", lang)].click()
        assert history_of(table) == before, "a refused total changes nothing"
        message = table.board.scene["message"]
        assert str(box.min + 1) in message and ("di 2 in 2" if lang == "it" else "steps of 2") \
            in message
        box = total_box(table)
        box.value = box.min + 2
        bid_buttons(table)[t("auction.bid_typed", lang)].click()
        assert table.game.history[len(before)].bid == Bid(points=box.value)


def test_rank_bids_keep_one_button_a_bid():
    table = ChiamataTable(seed=3, opponents="easy")
    assert list(bid_buttons(table)) == [b.name("it") for b in table.game.legal_bids()]
    assert not [w for w in walk(table._controls) if isinstance(w, widgets.BoundedIntText)]


# -- the status -----------------------------------------------------------------------------------


def bid_until_seat_2_calls(table) -> None:
    """Every seat's bids made straight through the engine, seat 2 outbidding and the others
    passing, then the table drawn: its computers move only after the learner's own press."""
    game = table.game
    while game.phase == "auction":
        legal = game.legal_bids()
        game.bid(legal[1] if game.current_player == 2 else Bid.PASS)
    table._render()


@pytest.mark.parametrize("lang, auction, call", [
    ("it", "Tocca al giocatore 2: dichiara", "Il giocatore 3 chiama una carta"),
    ("en", "Player 2 to bid", "Player 3 calls a card")])
def test_the_status_names_the_step_of_whoever_takes_it(lang, auction, call):
    table = ChiamataTable(seed=3, opponents="easy", lang=lang, paced=False)
    game = table.game
    assert game.current_player == table.seat
    assert table.board.scene["status"] == t("auction.status_auction", lang)
    game.bid(game.legal_bids()[1])
    table._render()
    assert game.current_player == 1 and table.board.scene["status"] == auction
    bid_until_seat_2_calls(table)
    assert game.caller == 2 and game.pending == "call"
    assert table.board.scene["status"] == call


@pytest.mark.parametrize("lang, discard, partner", [
    ("it", "Il giocatore 3 scarta 4 carte", "Il giocatore 3 sceglie: da solo o col vicino"),
    ("en", "Player 3 lays aside 4 cards", "Player 3 chooses: alone or with the neighbour")])
def test_the_status_of_the_discards_and_the_partner_choice(lang, discard, partner):
    table = ChiamataTable(seed=1, players=6, col_monte=True, opponents="easy", lang=lang,
                          paced=False)
    game = table.game
    bid_until_seat_2_calls(table)
    assert game.caller == 2
    own = game.view(2).hand[0]      # the caller calls its own card: then it chooses a partner
    game.call(own.code())
    table._render()
    assert game.pending == "discard" and table.board.scene["status"] == discard
    game.discard([c for c in game.view(2).hand if c != own][:game.rules.monte_size])
    table._render()
    assert game.pending == "partner" and table.board.scene["status"] == partner


# -- the partner named once ---------------------------------------------------------------------


def play_until_the_partner_shows(table, bidding: bool) -> None:
    """The learner bids to the end (``bidding``: the call is its) or passes at once."""
    game = table.game
    while game.view(table.seat).partner is None and not game.is_over:
        if game.phase == "auction":
            table.bid(game.legal_bids()[1] if bidding and len(game.legal_bids()) > 1 else Bid.PASS)
        elif game.pending == "call":
            table.call(game.call_options()[0].code())
        else:
            table.play(game.legal_plays()[0])


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_partner_and_the_caller_are_named_once_in_the_info(lang):
    badges = [t(key, lang, name="").strip() for key in ("auction.caller_badge", "auction.partner_badge")]
    seen = set()
    for seed in range(1, 30):
        table = ChiamataTable(seed=seed, opponents="easy", lang=lang, paced=False)
        play_until_the_partner_shows(table, bidding=seed % 2 == 0)
        view = table.game.view(table.seat)
        if view.partner is None or view.alone:
            continue
        info = table.board.scene["info"]
        assert not [line for line in info for badge in badges if badge in line], info
        player = t("auction.player", lang, n=view.partner + 1)
        if view.partner == table.seat:
            kind, line = "me", t("auction.partner_is_you", lang)
        elif view.caller == table.seat:
            kind, line = "mine", t("auction.partner_yours", lang, player=player)
        else:
            kind, line = "theirs", t("auction.partner_is", lang, player=player)
        assert line in info
        seen.add(kind)
        if len(seen) == 3:
            break
        if kind != "me":    # the seats on the felt still wear the badge
            assert any(badges[1] in s["name"] for s in table.board.scene["seats"])
    assert {"mine", "theirs"} <= seen
