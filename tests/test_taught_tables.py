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

        def anna_to_play() -> bool:
            state = anna.states[code]
            return state["view"]["current_player"] == 0 and state["timer"] is not None

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
        # both are told (each client reads its own messages: the wait is for the slower)
        await until(lambda: all([s["short"] for s in learner.states[code]["seats"]] ==
                                [True, False] for learner in (anna, bruno)), 10)
        await until(lambda: anna_to_play() and anna.states[code]["seats"][0]["short"], 10)
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
            await until(anna_to_play, 15)
            state = anna.states[code]
            await anna.request({"t": "act", "table": code, "v": state["v"],
                                "action": ["play", 0, state["view"]["legal"][0]]})
            await asyncio.sleep(0.05)
        await until(lambda: events_of(heard[2], code, "full_time"), 5)
        # her next turn has the whole time (a state sent as her turn starts)
        await until(lambda: anna_to_play() and not anna.states[code]["seats"][0]["short"], 10)
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


# -- the computer levels: the words where a learner chooses one ----------------------------

LEVEL_WORDS = {  # a phrase of each claim, as the lobby says it
    "it": {"easy": ("senza troppa attenzione",
                    "tra le carte che prendono, quella con più punti",
                    "spreca le briscole anche sulle prese senza punti", "una carta a caso"),
           "medium": ("apre con le carte lisce", "un carico che ormai nessuno può prendere",
                      "non spreca le briscole sulle prese senza punti",
                      "usa la più bassa che basta", "la carica di punti"),
           "hard": ("le carte che non vede (mai quelle già uscite)",
                    "gioca la smazzata fino in fondo", "sceglie quella che va meglio")},
    "en": {"easy": ("without much care",
                    "of the cards that take it, the one with the most points",
                    "wastes trumps even on tricks with no points", "a card at random"),
           "medium": ("leads with lisci", "a carico nobody can take any more",
                      "does not waste trumps on tricks with no points",
                      "uses the lowest one that is enough", "loads it with points"),
           "hard": ("the cards it cannot see may lie (never those already played)",
                    "plays the hand out with each of its cards", "picks the one that does best")}}
AT_TWO = {"it": "sa quali carte hai in mano e gioca le ultime prese alla perfezione",
          "en": "it knows which cards you hold and plays the last tricks perfectly"}
NO_PEEKING = {"it": "A nessun livello il computer vede le tue carte.",
              "en": "At no level does the computer see your cards."}


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_lobby_says_under_the_level_what_the_chosen_computer_does(lang):
    import html
    from briscola_teach.tables.options import OFFERED_LEVELS, TABLE_KINDS
    from briscola_teach.widgets.class_table import ClassTables
    lobby = ClassTables(url="", lang=lang)
    assert [value for _, value in lobby.level_menu.options] == list(OFFERED_LEVELS)
    assert lobby.labels["level_note"] in lobby.lobby.children
    for kind in TABLE_KINDS:
        lobby.game_menu.value = kind
        for level in OFFERED_LEVELS:
            lobby.level_menu.value = level
            note = html.unescape(lobby.labels["level_note"].value)
            assert all(words in note for words in LEVEL_WORDS[lang][level]), (kind, level, note)
            assert NO_PEEKING[lang] in note
            # the end worked out exactly: at two players, by the two careful levels
            assert (AT_TWO[lang] in note) == (kind[1] == 2 and level != "easy"), (kind, level)


def test_the_level_descriptions_are_in_both_languages_and_not_each_others():
    from briscola_teach.i18n.texts import TEXTS
    for key in ("ct.level_about.easy", "ct.level_about.medium", "ct.level_about.hard",
                "ct.level_end.medium", "ct.level_end.two", "ct.level_note"):
        assert TEXTS[key]["it"] != TEXTS[key]["en"] and all(TEXTS[key].values()), key


# -- the computer levels: each claim held to the bots' play --------------------------------

PLAYED = [("classic", 2), ("classic", 3), ("classic", 4), ("classic", 6), ("151", 2),
          ("151", 4), ("chiamata", 5)]


def moments(kind: str, players: int, seeds) -> list:
    """(game, seat) at every card a seat plays in whole hands of medium computers, the game
    a copy as it stood then."""
    from briscola_teach import new_game
    from briscola_teach.ai import make_bot, play_turn
    from briscola_teach.views import ChiamataView
    found = []
    for seed in seeds:
        game = new_game("chiamata", seed=seed) if kind == "chiamata" else \
            new_game(kind, players=players, seed=seed)
        bots = {s: make_bot("medium", seed=seed * 10 + s) for s in range(game.players)}
        while not game.is_over:
            seat = game.current_player
            view = game.view(seat)
            if (not isinstance(view, ChiamataView) or view.phase == "play") and \
                    len(view.legal_plays()) > 1:
                found.append((game.at(len(game.actions())), seat))
            play_turn(game, bots[seat])
    return found


def works_out_the_end(view) -> bool:
    """Where the medium computer leaves its habits and works the last tricks out: the deck
    used up and few cards in hand (``ct.level_end.medium``, ``ct.level_end.two``)."""
    from briscola_teach.ai.endgame import small_enough
    from briscola_teach.views import ChiamataView
    return not isinstance(view, ChiamataView) and view.deck_count == 0 and \
        small_enough(view.hand_sizes)


def trick_facts(view):
    """(the cards on the table, the card holding the trick, a partner this seat knows holds it)."""
    from briscola_teach.rules import holding_play
    table = [card for _, card in view.table]
    if not table:
        return table, None, False
    holder, best = holding_play(view.table, view.trump)
    return table, best, holder != view.seat and holder in view.known_partners


def is_liscio(card, trump) -> bool:
    return card.suit is not trump and card.points == 0


def nobody_can_take(view, card) -> bool:
    """``card`` is a carico no card this seat has not seen can take: no trump is left to
    come, nor a stronger card of its suit (in Chiamata nothing says so: False)."""
    from briscola_teach.rules import beats
    from briscola_teach.views import ChiamataView
    if isinstance(view, ChiamataView) or card.points < 10 or card.suit is view.trump or \
            view.deck_count:
        return False
    return not any(c.suit is view.trump or beats(c, card, view.trump)
                   for c in view.unseen_cards())


def test_the_medium_computer_keeps_each_habit_its_words_name():
    from briscola_teach.ai import make_bot
    from briscola_teach.rules import beats, pile_points
    checked = dict.fromkeys(("lead", "pointless", "trump", "load"), 0)
    for kind, players in PLAYED:
        for game, seat in moments(kind, players, range(3)):
            view = game.view(seat)
            if works_out_the_end(view):
                continue
            card, trump = make_bot("medium", seed=1).choose(view), view.trump
            legal = view.legal_plays()
            table, best, partner_holds = trick_facts(view)
            where = (kind, players, game.seed, len(game.actions()), card)
            if not table and any(is_liscio(c, trump) for c in legal):
                checked["lead"] += 1      # a liscio, or a carico nobody can take any more
                assert is_liscio(card, trump) or nobody_can_take(view, card), where
            if table and not partner_holds and pile_points(table) == 0 and \
                    any(is_liscio(c, trump) for c in legal):
                checked["pointless"] += 1
                assert card.suit is not trump, where
            if table and not partner_holds and card.suit is trump and beats(card, best, trump):
                checked["trump"] += 1
                assert not any(c.suit is trump and beats(c, best, trump) and
                               c.strength < card.strength for c in legal), where
            if partner_holds and len(table) == view.players - 1:
                checked["load"] += 1
                plain = [c for c in legal if c.suit is not trump] or list(legal)
                assert card.points == max(c.points for c in plain), where
    assert min(checked.values()) >= 20, checked


def test_the_easy_computer_takes_with_its_biggest_card_wastes_trumps_and_plays_at_random():
    from briscola_teach.ai import make_bot
    from briscola_teach.rules import beats, pile_points
    takes = biggest = pointless = trumps = medium_trumps = 0
    for kind, players in (("classic", 2), ("classic", 4), ("chiamata", 5)):
        for game, seat in moments(kind, players, range(3)):
            view = game.view(seat)
            table, best, _ = trick_facts(view)
            if not table:
                continue
            legal, trump = view.legal_plays(), view.trump
            winners = [c for c in legal if beats(c, best, trump)]
            for seed in range(4):
                card = make_bot("easy", seed=seed).choose(view)
                if card in winners:
                    takes += 1
                    biggest += card == max(winners, key=lambda c: (c.points, c.strength))
                if pile_points(table) == 0 and any(is_liscio(c, trump) for c in legal) and \
                        winners and all(c.suit is trump for c in winners):
                    pointless += 1
                    trumps += card.suit is trump
                    medium_trumps += make_bot("medium", seed=seed).choose(view).suit is trump \
                        and not works_out_the_end(view)
    assert biggest >= 0.75 * takes and takes >= 100, (biggest, takes)
    assert trumps >= 0.3 * pointless and pointless >= 40, (trumps, pointless)
    assert medium_trumps == 0
    # now and then a card at random: where its habit names one card, not always that card
    game, seat = next((g, s) for g, s in moments("classic", 2, [5])
                      if _habit_is_sure(g.view(s)))
    view = game.view(seat)
    choices = [make_bot("easy", seed=seed).choose(view) for seed in range(60)]
    habit = max(choices, key=choices.count)
    assert 0.03 <= 1 - choices.count(habit) / len(choices) <= 0.4, choices


def _habit_is_sure(view) -> bool:
    """The easy computer's habit names one card: points on the table and two cards or more
    that take it (it takes with the one worth the most)."""
    from briscola_teach.rules import beats, pile_points
    table, best, _ = trick_facts(view)
    return bool(table) and pile_points(table) > 0 and \
        sum(beats(c, best, view.trump) for c in view.legal_plays()) >= 2 and \
        len(view.legal_plays()) == 3


def best_points(game, side: int) -> int:
    """The points ``side`` ends with when everyone plays perfectly from here: every line of
    play tried by the engine itself (no search module's help)."""
    if game.is_over:
        return game.points_by_side()[side]
    results = []
    for card in game.legal_plays():
        after = game.clone()
        after.play(card)
        results.append(best_points(after, side))
    return max(results) if game.side_of(game.current_player) == side else min(results)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_at_two_players_once_the_deck_is_used_up_it_knows_your_cards_and_plays_perfectly(level):
    from briscola_teach.ai import make_bot
    checked = 0
    for kind in ("classic", "151"):
        for game, seat in moments(kind, 2, range(6)):
            view = game.view(seat)
            if view.deck_count or len(view.hand) > 3:
                continue
            other = 1 - seat
            assert set(view.unseen_cards()) | set(view.known_cards[other]) == \
                set(game.hand(other))
            side = game.side_of(seat)
            card = make_bot(level, seed=4).choose(view)
            after = game.clone()
            after.play(card)
            assert best_points(after, side) == best_points(game, side), (kind, game.seed, card)
            checked += 1
    assert checked >= 30


def test_the_strong_computer_never_imagines_a_played_card_and_plays_each_card_out():
    import random
    from briscola_teach.ai import make_bot
    from briscola_teach.ai.bots import HardBot
    from briscola_teach.ai.search import evaluate
    from briscola_teach.ai.worlds import sampler
    checked = 0
    for kind, players in (("classic", 2), ("classic", 4), ("chiamata", 5)):
        for game, seat in moments(kind, players, [1])[::4]:
            view = game.view(seat)
            if getattr(view, "called_card", True) is None:
                continue          # al buio: no trump yet, it plays by habit (not at our tables)
            gone = set(view.played_cards())
            deal = sampler(view)
            for _ in range(10):
                world = deal(random.Random(checked))
                assert set(world.hand(seat)) == set(view.hand)
                for other in range(view.players):
                    if other != seat:
                        assert not set(world.hand(other)) & (gone | set(view.hand))
            ranked = evaluate(view, random.Random(7), samples=HardBot.samples[view.players])
            assert {stats.card for stats in ranked} == set(view.legal_plays())
            assert all(stats.samples > 0 for stats in ranked)
            assert make_bot("hard", seed=7).choose(view) == ranked[0].card
            checked += 1
    assert checked >= 15


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_no_level_sees_anyone_elses_cards(level):
    """A computer's card is the same whatever the hidden cards are, as long as what its seat
    sees is the same (the table gives it that seat's view and nothing else)."""
    import random
    from briscola_teach.ai import make_bot
    from briscola_teach.ai.worlds import sample_world
    checked = 0
    for players in (2, 4):
        for game, seat in moments("classic", players, [2])[::5]:
            view = game.view(seat)
            world = sample_world(view, random.Random(len(game.actions())))
            hidden = [s for s in range(players) if s != seat]
            if world.view(seat) != view or all(world.hand(s) == game.hand(s) for s in hidden):
                continue          # the same cards dealt again: nothing to compare
            assert make_bot(level, seed=3).choose(world.view(seat)) == \
                make_bot(level, seed=3).choose(view)
            checked += 1
    assert checked >= 8
