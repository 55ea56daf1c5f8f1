"""A class table (``briscola_teach/tables/table.py``) as the table server keeps it: seats,
numbered changes, stale and forged actions refused with nothing changed, computers in the
empty seats, the grace period, the server's timer, set phrases, and a table saved and read
back exactly. No server here: ``test_table_server.py`` runs the real one."""

from __future__ import annotations

import json
import random
import re

import pytest

from briscola_teach.ai import carry_out, decide
from briscola_teach.ai.bots import make_bot
from briscola_teach.errors import BriscolaError
from briscola_teach.tables.options import SHORT_SECONDS, TableOptions
from briscola_teach.tables.table import (CODE_LETTERS, GRACE_SECONDS, Table, TableError,
                                         new_code)
from briscola_teach.wire import format_view, parse_view

ANNA, BRUNO, CARLA = 11, 12, 13
KINDS = [{"players": 2}, {"players": 3}, {"players": 4, "signs": True}, {"players": 6},
         {"game": "151", "players": 2}, {"game": "chiamata", "players": 5},
         {"game": "chiamata", "players": 6}]


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def table_of(options: dict, learners=((ANNA, 0), (BRUNO, 1)), seed: int = 7,
             clock=None, start: bool = True) -> Table:
    clock = clock or Clock()
    (first, seat), *others = learners
    table = Table.create("ABCDE", TableOptions.parse(options), first, "Anna", seat, seed, clock)
    for learner, seat in others:
        table.sit(learner, f"L{learner}", seat)
    if start:
        table.start(first)
    return table


def chosen_action(table: Table, seat: int, level: str = "easy") -> list:
    """What a learner in ``seat`` might do now, as the list the protocol sends."""
    copy = table.game.at(len(table.game.actions()))
    carry_out(copy, seat, decide(make_bot(level, seed=seat), copy.view(seat)))
    return copy.actions()[-1].saved()


def cards_in(data) -> set[str]:
    return set(re.findall(r'"((?:[1-9]|10)[cdsb])"', json.dumps(data)))


def step(table: Table) -> None:
    """One move at the table: the next hand, a computer's move, or a learner's choice (as a
    computer would choose)."""
    if table.game.is_over:
        table.next_hand(table.learners()[0])
    elif table.computer_to_act() is not None:
        table.computer_turn()
    else:
        seat = table.game.current_player
        table.act(table.seats[seat].learner, table.version, chosen_action(table, seat))


def moments(table: Table, limit: int = 400):
    """Each moment of the table until it ends (a move is made after each)."""
    for _ in range(limit):
        if table.status != "playing":
            return
        yield
        step(table)


def play_out(table: Table, clock: Clock, limit: int = 3000) -> None:
    """Play the table to its end."""
    for _ in moments(table, limit):
        clock.now += 1
    assert table.status != "playing", "the table never ended"


@pytest.mark.parametrize("options", KINDS, ids=lambda o: f"{o.get('game', 'classic')}-{o['players']}")
def test_every_kind_of_table_plays_to_its_end_and_reads_back_exactly(options):
    clock = Clock()
    table = table_of(options, clock=clock)
    play_out(table, clock)
    assert table.status == "over" and table.hands.is_over
    again = Table.from_json(table.to_json(), clock)
    assert again.to_json() == table.to_json()
    assert again.state_for(0) == table.state_for(0)


def test_a_table_read_back_mid_hand_is_the_same_table():
    clock = Clock()
    table = table_of({"players": 4}, clock=clock)
    for _ in range(9):
        table.computer_turn() or table.act(
            table.seats[table.game.current_player].learner, table.version,
            chosen_action(table, table.game.current_player))
    again = Table.from_json(table.to_json(), clock)
    assert again.game == table.game and again.version == table.version
    assert [again.state_for(s) for s in range(4)] == [table.state_for(s) for s in range(4)]


def test_the_creator_starts_and_computers_take_the_empty_seats():
    table = table_of({"players": 4}, start=False)
    assert table.status == "open" and table.free_seats() == [2, 3]
    with pytest.raises(TableError) as refused:
        table.start(BRUNO)
    assert refused.value.code == "not_creator"
    table.start(ANNA)
    kinds = [seat["kind"] for seat in table.state_for(0)["seats"]]
    assert kinds == ["learner", "learner", "computer", "computer"]
    with pytest.raises(TableError) as refused:
        table.start(ANNA)
    assert refused.value.code == "table_started"


def refused_unchanged(table: Table, call) -> str:
    """``call`` is refused, and the table is as it was; the refusal's code."""
    before = table.to_json()
    with pytest.raises(BriscolaError) as refused:
        call()
    assert table.to_json() == before
    return refused.value.code


def test_forged_stale_and_illegal_actions_are_refused_and_change_nothing():
    table = table_of({"players": 2})
    seat = table.game.current_player
    mine, theirs = table.seats[seat].learner, table.seats[1 - seat].learner
    card = table.game.view(seat).legal[0].code()
    other_hand = table.game.view(1 - seat).hand[0].code()
    v = table.version
    assert refused_unchanged(table, lambda: table.act(theirs, v, ["play", seat, card])) == \
        "not_your_seat"
    assert refused_unchanged(table, lambda: table.act(theirs, v, ["play", 1 - seat, other_hand])) \
        == "wrong_turn"
    assert refused_unchanged(table, lambda: table.act(mine, v, ["play", seat, other_hand])) in \
        ("card_not_in_hand", "not_in_hand")
    assert refused_unchanged(table, lambda: table.act(mine, v - 1, ["play", seat, card])) == \
        "stale_state"
    assert refused_unchanged(table, lambda: table.act(mine, True, ["play", seat, card])) == \
        "stale_state"
    assert refused_unchanged(table, lambda: table.act(CARLA, v, ["play", seat, card])) == \
        "not_seated"
    for garbage in (None, "play", [], ["play"], ["play", True, card], ["fly", seat, card],
                    ["play", seat, "9z"], ["play", seat, card, "extra"]):
        assert refused_unchanged(table, lambda: table.act(mine, v, garbage))
    table.act(mine, v, ["play", seat, card])
    # the same action again, as a second click sends it: stale
    assert refused_unchanged(table, lambda: table.act(mine, v, ["play", seat, card])) == \
        "stale_state"


def test_a_finished_table_refuses_every_action():
    clock = Clock()
    table = table_of({"players": 2}, clock=clock)
    play_out(table, clock)
    assert refused_unchanged(table, lambda: table.act(ANNA, table.version, ["play", 0, "1d"])) \
        == "table_over"
    assert refused_unchanged(table, lambda: table.next_hand(ANNA)) == "table_over"
    assert refused_unchanged(table, lambda: table.sit(CARLA, "C", 1)) == "table_over"


def test_a_learner_who_sits_down_mid_hand_plays_from_the_next_hand():
    clock = Clock()
    table = table_of({"players": 2, "goal": "raggi"}, learners=((ANNA, 0),), clock=clock)
    table.sit(BRUNO, "Bruno", 1)
    assert table.seats[1].joining and table.state_for(0)["seats"][1]["joining"]
    while not table.game.is_over:
        if table.computer_to_act() is not None:
            table.computer_turn()       # a computer still plays seat 1 this hand
        else:
            table.act(ANNA, table.version, chosen_action(table, 0))
    table.next_hand(BRUNO)
    assert not table.seats[1].joining and table.seats[1].plays_itself


def test_an_away_learners_seat_waits_then_a_computer_plays_it_until_they_come_back():
    clock = Clock()
    table = table_of({"players": 2, "timer": 0}, clock=clock)
    bruno = 1
    table.away(BRUNO)
    assert table.state_for(0)["seats"][bruno]["online"] is False
    clock.now += GRACE_SECONDS - 1
    assert table.tick() == [] and table.seats[bruno].plays_itself
    clock.now += 2
    assert [c.event["kind"] for c in table.tick()] == ["computer_plays"]
    assert table.state_for(0)["seats"][bruno]["kind"] == "away"
    if table.game.current_player == bruno:
        assert table.computer_turn()
    hand = table.game.view(bruno).hand
    table.back(BRUNO)
    assert table.seats[bruno].plays_itself and table.game.view(bruno).hand == hand


def test_the_timer_runs_only_with_two_learners_and_plays_for_a_late_seat():
    clock = Clock()
    alone = table_of({"players": 2}, learners=((ANNA, 0),), clock=clock)
    assert alone.deadline is None and alone.state_for(0)["timer"] is None
    table = table_of({"players": 2, "timer": 20}, clock=clock)
    seat = table.game.current_player
    assert table.state_for(seat)["timer"] == {"seat": seat, "left": 20.0}
    clock.now += 19.5
    assert table.tick() == []
    clock.now += 1
    kinds = [c.event["kind"] for c in table.tick()]
    assert kinds[:2] == ["time_out", "action"] and len(table.game.actions()) == 1
    assert table.seats[seat].timeouts == 1


def test_a_seat_that_times_out_again_and_again_gets_ten_seconds():
    clock = Clock()
    table = table_of({"players": 2, "timer": 60}, clock=clock)
    late = table.game.current_player
    while table.seats[late].timeouts < 2:
        if table.game.current_player == late:
            clock.now = table.deadline + 0.1
            table.tick()
        else:
            other = table.game.current_player
            table.act(table.seats[other].learner, table.version, chosen_action(table, other))
    while table.game.current_player != late:
        other = table.game.current_player
        table.act(table.seats[other].learner, table.version, chosen_action(table, other))
    assert table.deadline == pytest.approx(clock.now + SHORT_SECONDS)
    table.act(table.seats[late].learner, table.version, chosen_action(table, late))
    assert table.seats[late].timeouts == 0     # playing in time gives the whole time back


def test_the_learners_can_vote_the_timer_off():
    clock = Clock()
    table = table_of({"players": 2}, clock=clock)
    table.say(ANNA, "timer_off")
    assert table.deadline is not None
    clock.now += 5
    kinds = [c.event["kind"] for c in table.say(BRUNO, "timer_off")]
    assert kinds == ["say", "timer_off"] and table.deadline is None and table.timer_off


def test_phrases_are_the_set_ones_and_not_too_often():
    clock = Clock()
    table = table_of({"players": 2}, clock=clock)
    [change] = table.say(ANNA, "well_done")
    assert change.event == {"kind": "say", "seat": 0, "phrase": "well_done"}
    assert refused_unchanged(table, lambda: table.say(ANNA, "thanks")) == "phrase_too_soon"
    clock.now += 5
    for bad in ("<b>hi</b>", "", None, 3, "Well done"):
        assert refused_unchanged(table, lambda: table.say(ANNA, bad)) == "phrase"
    assert refused_unchanged(table, lambda: table.say(CARLA, "thanks")) == "not_seated"


def test_a_partner_sign_is_told_only_to_the_seats_that_saw_it_and_takes_no_number():
    clock = Clock()
    table = table_of({"players": 4, "signs": True, "house": {"intercept_chance": 0.0}},
                     learners=((ANNA, 0), (BRUNO, 1)), clock=clock)
    while table.game.current_player not in (0, 1) or \
            not table.game.view(table.game.current_player).legal_signals:   # none in trick 1
        if not table.computer_turn():
            seat = table.game.current_player
            table.act(table.seats[seat].learner, table.version, chosen_action(table, seat))
    seat = table.game.current_player
    sign = table.game.view(seat).legal_signals[0]
    v = table.version
    opponents = [table.state_for(s) for s in ((seat + 1) % 4, (seat + 3) % 4)]
    [change] = table.act(table.seats[seat].learner, v, ["signal", seat, sign.value])
    assert table.version == v and change.audience == frozenset({seat, (seat + 2) % 4})
    assert change.event == {"kind": "sign", "seat": seat}
    assert table.changes_since(v, (seat + 1) % 4) == []
    # nothing the opponents are sent changed: not even a count says a sign was made
    assert [table.state_for(s) for s in ((seat + 1) % 4, (seat + 3) % 4)] == opponents


def test_each_seat_is_sent_its_own_view_and_only_played_cards_in_events():
    """The hidden-card promise, at the table: in seeded games of every kind, each seat's
    state holds exactly ``game.view(seat)`` and no other card, and an event names a card
    only when it was played face up."""
    rng = random.Random(23)
    for options in KINDS:
        clock = Clock()
        table = table_of(options, seed=rng.randint(1, 10 ** 6), clock=clock)
        for _ in moments(table):
            for seat in range(len(table.seats)):
                state = table.state_for(seat)
                assert parse_view(state["view"]) == table.game.view(seat)
                # the cards the caller may name are the engine's list, no one's hand
                calls = table.game.call_options() if hasattr(table.game, "call_options") else ()
                assert state["call_options"] in (None, [c.code() for c in calls])
                rest = {k: v for k, v in state.items() if k not in ("view", "call_options")}
                assert not cards_in(rest), rest
            for change in table.log:
                assert set(change.event) <= {"kind", "seat", "action", "card", "number", "phrase"}
                if "card" in change.event:
                    assert change.event["action"] == "play"


def test_changes_are_numbered_and_a_client_catches_up_from_its_last_version():
    clock = Clock()
    table = table_of({"players": 2, "timer": 0}, clock=clock)
    seen = table.version
    for _ in range(3):
        table.computer_turn() or table.act(
            table.seats[table.game.current_player].learner, table.version,
            chosen_action(table, table.game.current_player))
    missed = table.changes_since(seen, 0)
    assert [c.version for c in missed] == list(range(seen + 1, table.version + 1))
    assert table.changes_since(table.version, 0) == []
    assert table.changes_since(table.version + 5, 0) is None     # from another server's life


def test_table_options_are_checked_and_named():
    assert TableOptions.parse({}).format()["players"] == 2
    for bad, name in (({"players": 5}, "players"), ({"game": "poker"}, "game"),
                      ({"timer": 7}, "timer"), ({"signs": "yes"}, "signs"),
                      ({"level": "genius"}, "level"), ({"colour": 1}, "colour"),
                      ({"game": "chiamata", "players": 5, "signs": True}, "sign"),
                      ({"house": {"accusi": True}}, "accusi"), ([], "options")):
        with pytest.raises(BriscolaError) as refused:
            TableOptions.parse(bad)
        assert name in str(refused.value)


def test_table_codes_are_five_letters_without_look_alikes_and_never_reused():
    taken = {"AAAAA"}
    codes = {new_code(lambda c: c in taken) for _ in range(200)}
    assert all(len(c) == 5 and set(c) <= set(CODE_LETTERS) for c in codes)
    assert not set("0O1IL2Z5S8B") & set(CODE_LETTERS)
    assert "AAAAA" not in codes


def test_a_watcher_sees_the_table_with_every_hand_hidden():
    """The teacher watching (or anyone not seated) is sent the public table: in seeded games
    of every kind, no card of any hand is in it at any moment, and no view at all."""
    rng = random.Random(5)
    for options in KINDS:
        clock = Clock()
        table = table_of(options, seed=rng.randint(1, 10 ** 6), clock=clock)
        shown = set()
        for _ in moments(table):
            state = table.state_for(None, teacher=True)
            assert state["view"] is None and state["hands"] is None    # not a teaching table
            held = {card.code() for s in range(len(table.seats))
                    for card in table.game.view(s).hand}
            # the briscola card lies face up for all; the called card is named aloud (who
            # holds it is the secret, and no field says it)
            for name in ("briscola_card", "called_card"):
                named_card = getattr(table.game.view(0), name, None)
                held -= {named_card.code()} if named_card else set()
            assert not cards_in(state) & held, cards_in(state) & held
            shown |= cards_in(state["public"])
        assert len(shown) >= 10        # the played cards were shown


def test_at_a_teaching_table_only_the_teachers_state_holds_the_hands():
    table = table_of({"players": 4, "teaching": True})
    hands = table.state_for(None, teacher=True)["hands"]
    assert [set(h) for h in hands] == [{c.code() for c in table.game.view(s).hand}
                                       for s in range(4)]
    assert "hands" not in table.state_for(None, teacher=False)
    for seat in range(4):
        state = table.state_for(seat, teacher=True)     # a seat's state is that seat's alone
        assert "hands" not in state and "public" not in state


def test_the_creator_or_the_teacher_sets_the_time_and_no_one_else():
    clock = Clock()
    table = table_of({"players": 2, "timer": 30}, clock=clock)
    assert refused_unchanged(table, lambda: table.set_timer(BRUNO, 300)) == "not_creator"
    for bad in (7, -1, "60", True, None):
        assert refused_unchanged(table, lambda: table.set_timer(ANNA, bad)) == "timer_seconds"
    table.set_timer(ANNA, 300)
    assert table.deadline == pytest.approx(clock.now + 300)
    assert table.state_for(0)["seconds"] == 300
    table.set_timer(CARLA, 0, teacher=True)
    assert table.deadline is None and table.state_for(1)["timer"] is None
    assert Table.from_json(table.to_json(), clock).timer == 0


def test_the_teams_and_the_result_are_the_engines():
    four = table_of({"players": 4})
    assert four.listing()["teams"] == four.state_for(0)["teams"] == [0, 1, 0, 1]
    assert table_of({"players": 3}).listing()["teams"] is None
    assert table_of({"game": "chiamata", "players": 5}).listing()["teams"] is None  # a secret
    clock = Clock()
    table = table_of({"players": 2}, clock=clock)
    assert table.state_for(0)["outcome"] is None
    play_out(table, clock)
    outcome = table.game.outcome()
    assert table.state_for(1)["outcome"] == {
        "winners": list(outcome.winners), "sides": [list(s) for s in outcome.sides],
        "points_by_side": list(outcome.points_by_side)}


def test_a_watchers_view_copies_each_public_field_and_blanks_every_other():
    """Every field of a view is either public or blank for a watcher: a field added to the
    views must be placed on one side or the other (or this fails)."""
    import dataclasses
    from briscola_teach.tables.table import PUBLIC_CHIAMATA, PUBLIC_CLASSIC, WATCHER_BLANKS
    from briscola_teach.views import ChiamataView, SeatView
    from briscola_teach.wire import parse_view
    for kind, cls, public in (("seat", SeatView, PUBLIC_CLASSIC),
                              ("chiamata", ChiamataView, PUBLIC_CHIAMATA)):
        fields = {f.name for f in dataclasses.fields(cls)}
        assert set(public).isdisjoint(WATCHER_BLANKS[kind])
        assert set(public) | set(WATCHER_BLANKS[kind]) == fields, kind
    for options in KINDS:
        table = table_of(options, seed=9)
        for _ in moments(table):
            view = parse_view(table.public())
            assert view.hand == () and view.legal == ()
            assert view.hand_sizes == table.game.view(0).hand_sizes


def test_hints_are_for_the_seat_whose_turn_it_is_and_the_review_for_a_hand_over():
    table = table_of({"players": 2, "timer": 0, "hints": True})
    turn = table.game.current_player
    other = 1 - turn
    learner = {0: ANNA, 1: BRUNO}
    game, seat = table.for_advice(learner[turn], "hint")
    assert seat == turn and game is not table.game          # a copy: the loop plays on
    before = table.to_json()
    for who, kind, code in ((learner[other], "hint", "no_hint_now"),
                            (learner[turn], "review", "hand_not_over"), (99, "hint", "not_seated")):
        with pytest.raises(TableError) as error:
            table.for_advice(who, kind)
        assert error.value.code == code
    assert table.to_json() == before
    with pytest.raises(TableError) as error:
        table_of({"players": 2}).for_advice(ANNA, "hint")
    assert error.value.code == "hints_off"


def test_a_table_that_waits_for_a_classmate_starts_when_one_sits_down():
    table = table_of({"players": 4}, learners=((ANNA, 0),), start=False)
    before = table.to_json()
    for who, value, code in ((BRUNO, True, "not_creator"), (ANNA, "yes", "waiting"),
                             (ANNA, 1, "waiting")):
        with pytest.raises(TableError) as error:
            table.wait(who, value)
        assert error.value.code == code
    assert table.to_json() == before
    assert [c.event for c in table.wait(ANNA, True)] == [{"kind": "waiting", "waiting": True}]
    assert table.wait(ANNA, True) == []                         # a second click changes nothing
    again = Table.from_json(table.to_json(), table.clock)       # a restart keeps the wait
    assert again.waiting and again.listing()["waiting"] and again.state_for(0)["waiting"]
    kinds = [c.event["kind"] for c in again.sit(BRUNO, "Bruno", 2)]
    assert kinds == ["sit", "start"] and again.status == "playing" and not again.waiting
    with pytest.raises(TableError) as error:
        again.wait(ANNA, True)
    assert error.value.code == "table_started"
    full = table_of({"players": 2}, start=False)
    with pytest.raises(TableError) as error:
        full.wait(ANNA, True)
    assert error.value.code == "table_full"


def test_a_class_table_of_steps_refuses_an_off_step_bid_and_takes_one_on_its_ladder():
    """W1: the class tables play the engine's ladder: at a table of fives from 70 a typed
    72 (or 77) is refused with its reason and changes nothing; a total on the ladder is bid."""
    table = table_of({"game": "chiamata", "players": 5, "house": {
        "subito_al_due": True, "min_points": 70, "point_step": 5}})
    while table.computer_to_act() is not None and table.game.phase == "auction":
        table.computer_turn()
    assert table.game.phase == "auction"
    seat = table.game.current_player
    learner, v = table.seats[seat].learner, table.version
    legal = [bid.points for bid in table.game.legal_bids()[1:]]
    assert all(p == 70 or p % 5 == 0 for p in legal)
    for off in (legal[0] + 2, legal[0] + 7):
        if off <= 120:
            assert refused_unchanged(table, lambda: table.act(
                learner, v, ["bid", seat, str(off)])) == "bid_off_step"
    table.act(learner, v, ["bid", seat, str(legal[0])])
    assert table.game.bids[-1][1].points == legal[0]
