"""What the class tables teach is what they do (issue 42, review section 5, seed 003).

- **The timer's rules.** Two turns in a row whose time runs out give a seat 10 seconds a
  card until it plays in time again; the server owns it, tells every seat, keeps it through
  a restart, and no other seat's message changes it. Tried on a ``Table`` with a test clock,
  then on the real table server with a fast clock.
- **The computer levels.** Each level's words, where a learner chooses one, in both
  languages, and a behavioural test for each thing the words say a level does.
"""

from __future__ import annotations

import asyncio
import json

import pytest

from briscola_teach.tables.options import SHORT_AFTER, SHORT_SECONDS, TableOptions
from briscola_teach.tables.table import Table
from test_class_tables import ANNA, BRUNO, Clock, chosen_action, table_of

# -- the timer on a Table --------------------------------------------------------------


def run_out(table: Table, clock: Clock, late: int, times: int) -> list[dict]:
    """Let ``late``'s time run out on its next ``times`` turns, every other learner playing in
    time and the computers playing theirs; the events of the time-outs."""
    events = []
    while times:
        seat = table.game.current_player
        if seat == late:
            clock.now = table.deadline + 0.1
            changes = table.tick()
            events += [c.event for c in changes if c.event["kind"] == "time_out"]
            times -= 1
        elif table.seats[seat].plays_itself:
            table.act(table.seats[seat].learner, table.version, chosen_action(table, seat))
        else:
            table.computer_turn()
    return events


def to_turn_of(table: Table, seat: int) -> None:
    """Play on (the others in time, the computers) until it is ``seat``'s turn."""
    while table.game.current_player != seat:
        other = table.game.current_player
        if table.seats[other].plays_itself:
            table.act(table.seats[other].learner, table.version, chosen_action(table, other))
        else:
            table.computer_turn()


def test_two_time_outs_in_a_row_give_ten_seconds_a_card_until_a_card_in_time():
    clock = Clock()
    table = table_of({"players": 2, "timer": 30}, clock=clock)
    anna = table.seat_of(ANNA)
    events = run_out(table, clock, anna, SHORT_AFTER)
    assert [e["short"] for e in events] == [False] * (SHORT_AFTER - 1) + [True]
    to_turn_of(table, anna)
    assert table.deadline == pytest.approx(clock.now + SHORT_SECONDS)
    for seat in range(2):         # every seat is told whose time is short
        assert [s["short"] for s in table.state_for(seat)["seats"]] == \
            [seat_ == anna for seat_ in range(2)]
    clock.now += SHORT_SECONDS - 1
    changes = table.act(ANNA, table.version, chosen_action(table, anna))
    assert {"kind": "full_time", "seat": anna} in [c.event for c in changes]
    assert not any(s["short"] for s in table.state_for(anna)["seats"])
    to_turn_of(table, anna)
    assert table.deadline == pytest.approx(clock.now + 30)


def test_a_time_out_between_two_cards_in_time_gives_no_short_time():
    clock = Clock()
    table = table_of({"players": 2, "timer": 20}, clock=clock)
    anna = table.seat_of(ANNA)
    run_out(table, clock, anna, 1)
    to_turn_of(table, anna)
    table.act(ANNA, table.version, chosen_action(table, anna))
    [event] = run_out(table, clock, anna, 1)
    assert event == {"kind": "time_out", "seat": anna, "short": False}
    to_turn_of(table, anna)
    assert table.deadline == pytest.approx(clock.now + 20)


def short_at_a_sign() -> tuple[Table, Clock]:
    """A four-player table with signs where Anna, on the short time, may give a sign."""
    for seed in range(40):
        clock = Clock()
        table = table_of({"players": 4, "signs": True, "timer": 20}, seed=seed, clock=clock)
        run_out(table, clock, table.seat_of(ANNA), SHORT_AFTER)
        to_turn_of(table, 0)
        if table.game.view(0).legal_signals:
            return table, clock
    raise AssertionError("no deal gives Anna a sign on the short time")


def test_a_sign_before_the_card_is_not_the_turn_played_in_time():
    table, clock = short_at_a_sign()
    sign = table.game.view(0).legal_signals[0]
    changes = table.act(ANNA, table.version, ["signal", 0, sign.value])
    assert table.short_time(0) and "full_time" not in [c.event["kind"] for c in changes]
    assert table.deadline <= clock.now + SHORT_SECONDS


def test_a_new_time_for_the_table_ends_the_short_time_and_a_voted_off_timer_runs_again():
    clock = Clock()
    table = table_of({"players": 2, "timer": 20}, clock=clock)
    run_out(table, clock, 0, SHORT_AFTER)
    table.set_timer(ANNA, 60)
    assert not table.short_time(0)
    for learner in (ANNA, BRUNO):
        clock.now += 5
        table.say(learner, "timer_off")
    assert table.deadline is None and table.state_for(0)["seconds"] == 0
    [change] = table.set_timer(ANNA, 30)
    assert change.event == {"kind": "timer", "seconds": 30}
    assert table.state_for(1)["seconds"] == 30 and table.deadline == pytest.approx(clock.now + 30)


def test_the_short_time_is_kept_when_the_table_is_stored_and_read_back():
    clock = Clock()
    table = table_of({"players": 2, "timer": 20}, clock=clock)
    run_out(table, clock, 0, SHORT_AFTER)
    to_turn_of(table, 0)
    again = Table.from_json(table.to_json(), clock)
    assert again.seats[0].timeouts == SHORT_AFTER and again.short_time(0)
    assert again.deadline == pytest.approx(clock.now + SHORT_SECONDS)   # the turn starts anew


def test_the_timer_rule_is_the_options_and_the_protocol_says_it():
    from briscola_teach.tables import protocol
    assert (SHORT_SECONDS, SHORT_AFTER) == (10, 2)
    doc = " ".join(protocol.__doc__.split())
    for words in ("``short``", "``full_time``", "``SHORT_SECONDS`` (10)", "``SHORT_AFTER`` (2)"):
        assert words in doc


# -- the timer on the real table server ------------------------------------------------

SPEED = 10     # the server's clock: a turn of 20 s lasts 2 s, the short time 1 s


@pytest.fixture
def fast_server(tmp_path):
    from test_table_server import Server
    served = Server(tmp_path)
    served.env = {"BRISCOLA_TABLES_SPEED": str(SPEED)}
    served.start()
    yield served
    served.stop()


def events_of(messages: list[dict], code: str, kind: str) -> list[dict]:
    return [m["event"] for m in messages
            if m["t"] == "event" and m["table"] == code and m["event"]["kind"] == kind]


def test_on_the_real_server_two_time_outs_short_time_a_restart_and_back_to_the_whole_time(
        fast_server):
    """Anna (the creator, seat 0) lets her time run out twice; Bruno plays in time. Anna has
    10 seconds a card, both are told; Bruno's forged messages change nothing of it; the
    server is killed and comes back with it; Anna plays in time and has her 20 s again."""
    from test_table_server import ask, raw, until
    from briscola_teach.tables.table_client import TableClient
    server = fast_server

    async def main() -> None:
        heard: dict[int, list[dict]] = {1: [], 2: []}
        anna = await TableClient(server.url, server.credential(1), heard[1].append).connect()
        bruno = await TableClient(server.url, server.credential(2), heard[2].append).connect()
        code = await anna.create({"players": 2, "timer": 20})
        await bruno.request({"t": "join", "table": code, "seat": 1})
        await anna.request({"t": "start", "table": code})
        playing = True

        async def bruno_plays_in_time() -> None:
            asked = set()
            while playing:
                await asyncio.sleep(0.01)
                state = bruno.states.get(code)
                if state and state["view"] and state["view"]["current_player"] == 1 and \
                        state["v"] not in asked:
                    asked.add(state["v"])
                    bruno.send({"t": "act", "table": code, "v": state["v"],
                                "action": ["play", 1, state["view"]["legal"][0]]})
        asyncio.ensure_future(bruno_plays_in_time())
        await until(lambda: len(events_of(heard[2], code, "time_out")) >= SHORT_AFTER, 30)
        outs = events_of(heard[2], code, "time_out")
        assert [e["seat"] for e in outs[:SHORT_AFTER]] == [0] * SHORT_AFTER
        assert [e["short"] for e in outs[:SHORT_AFTER]] == [False, True]
        await until(lambda: anna.states[code]["view"]["current_player"] == 0 and
                    anna.states[code]["timer"] is not None, 10)
        for learner in (anna, bruno):     # both are told, with the time left
            state = learner.states[code]
            assert [s["short"] for s in state["seats"]] == [True, False]
        assert 0 < anna.states[code]["timer"]["left"] <= SHORT_SECONDS

        # Bruno's forged messages: Anna's card, the creator's timer, a field of the server's
        forger = await raw(server)
        await ask(forger, {"t": "hello", "credential": server.credential(2)})
        state = bruno.states[code]
        forged = {
            "not_your_seat": {"t": "act", "table": code, "v": state["v"],
                              "action": ["play", 0, anna.states[code]["view"]["hand"][0]]},
            "not_creator": {"t": "timer", "table": code, "seconds": 20},
            "unknown_field": {"t": "act", "table": code, "v": state["v"],
                              "action": ["play", 1, "1d"], "short": False},
            "unknown_kind": {"t": "full_time", "table": code, "seat": 0}}
        for expected, message in forged.items():
            answer = await ask(forger, message)
            assert (answer["t"], answer["code"]) == ("refused", expected)
        forger.close()
        assert server.tables()[code].seats[0].timeouts >= SHORT_AFTER

        playing = False
        server.kill()
        kept = server.tables()[code]
        assert kept.seats[0].timeouts >= SHORT_AFTER
        server.start()
        watcher = await raw(server)
        await ask(watcher, {"t": "hello", "credential": server.credential(2)})
        watcher.write_message(json.dumps({"t": "watch", "table": code}))
        while True:
            message = json.loads(await asyncio.wait_for(watcher.read_message(), 10))
            if message["t"] == "state":
                break
        assert message["seats"][0]["short"] is True
        watcher.close()

        # Anna plays in time: the whole time is hers again, and everyone is told.
        playing = True
        asyncio.ensure_future(bruno_plays_in_time())
        played = len(events_of(heard[1], code, "full_time"))
        while not events_of(heard[1], code, "full_time")[played:]:
            await until(lambda: anna.states[code]["view"]["current_player"] == 0 and
                        anna.states[code]["timer"] is not None, 15)
            state = anna.states[code]
            await anna.request({"t": "act", "table": code, "v": state["v"],
                                "action": ["play", 0, state["view"]["legal"][0]]})
            await asyncio.sleep(0.05)
        await until(lambda: events_of(heard[2], code, "full_time"), 5)
        await until(lambda: anna.states[code]["view"]["current_player"] == 0 and
                    anna.states[code]["timer"] is not None, 10)
        assert not any(s["short"] for s in anna.states[code]["seats"])
        assert anna.states[code]["timer"]["left"] > SHORT_SECONDS
        playing = False
        await anna.close()
        await bruno.close()

    asyncio.run(main())


# -- the timer in the widget and the lessons -------------------------------------------


def widget_at(table: Table, seat: int, lang: str):
    """A learner's class table widget showing ``table`` as the server sends it to ``seat``."""
    from types import SimpleNamespace
    from briscola_teach.widgets.class_table import ClassTables
    widget = ClassTables(url="", lang=lang)
    widget.client = SimpleNamespace(states={table.code: table.state_for(seat)})
    widget.code = table.code
    return widget


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_table_tells_each_seat_whose_time_is_short_and_when_it_is_whole_again(lang):
    from briscola_teach.i18n import t
    clock = Clock()
    table = table_of({"players": 2, "timer": 20}, clock=clock)
    events = run_out(table, clock, 0, SHORT_AFTER)
    to_turn_of(table, 0)
    anna, bruno = widget_at(table, 0, lang), widget_at(table, 1, lang)
    assert anna._event_line(events[-1]) == t("ct.time_out_short_you", lang, seconds=10)
    assert bruno._event_line(events[-1]) == t("ct.time_out_short", lang, name="Anna", seconds=10)
    assert anna._event_line(events[0]) == t("ct.time_out_you", lang)
    short = {"it": "10 secondi per carta", "en": "10 seconds a card"}[lang]
    for widget in (anna, bruno):
        lines = widget._seats_html().split("</li>")
        assert short in lines[0] and short not in lines[1]
    [back] = [c.event for c in table.act(ANNA, table.version, chosen_action(table, 0))
              if c.event["kind"] == "full_time"]
    assert anna._event_line(back) == t("ct.full_time_you", lang)
    assert bruno._event_line(back) == t("ct.full_time", lang, name="Anna")
    assert short not in widget_at(table, 1, lang)._seats_html()


LOBBY_TIMER = {"it": ("contro il solo computer non c'è", "due volte di fila",
                      "solo 10 secondi per carta finché non giochi di nuovo in tempo"),
               "en": ("against the computer alone there is none", "twice in a row",
                      "only 10 seconds a card until you play in time again")}
LESSON_TIMER = {"it": ("contro il solo computer non c'è fretta", "due volte di\nfila",
                       "solo 10 secondi per carta", "«Togliamo il timer?»", "«Parla»"),
                "en": ("against the computer alone there is no\nhurry", "twice in a row",
                       "only 10 seconds a card", "Shall we turn the timer off?", '"Say"')}


@pytest.mark.parametrize("lang", ["it", "en"])
def test_where_the_timer_is_chosen_and_in_the_tables_page_its_rules_are_taught(lang):
    import html
    from briscola_teach.widgets.class_table import ClassTables
    lobby = html.unescape(ClassTables(url="", lang=lang).labels["timer_note"].value)
    assert all(words in lobby for words in LOBBY_TIMER[lang]), lobby
    page = lesson_markdown("tables", lang)
    assert all(words in page for words in LESSON_TIMER[lang]), page


def lesson_markdown(name: str, lang: str) -> str:
    """The markdown of lesson ``name`` in ``lang`` (each cell's bt-it or bt-en part)."""
    from pathlib import Path
    cells = json.loads((Path(__file__).parent.parent / "lessons" / f"{name}.ipynb")
                       .read_text(encoding="utf-8"))["cells"]
    parts = []
    for cell in cells:
        if cell["cell_type"] == "markdown":
            text = "".join(cell["source"])
            start = text.find(f'<div class="bt-{lang}">')
            parts.append(text[start:text.find("</div>", start)])
    return "\n".join(parts)
