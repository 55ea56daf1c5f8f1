"""The class table widget (``widgets/class_table.py``) in a kernel's loop against a real table
server: two learners' widgets play a whole four-player hand by the browser's own messages,
and at every moment every learner's synced widget state holds no card but those of their
seat's view. Bad messages from the page change nothing. (Chromium plays it in
tests/browser/test_tables_in_browser.py.)"""

from __future__ import annotations

import asyncio
import json
import re

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as widgets  # noqa: E402

from briscola_teach.tables.identity import credential  # noqa: E402
from briscola_teach.widgets.class_table import ClassTables, TeacherTables, seat_name  # noqa: E402
from briscola_teach.widgets.scene import shown_hand  # noqa: E402
from test_table_server import server, until  # noqa: E402,F401  (server: the fixture)

CARD = re.compile(r"(?<![\w#])((?:[1-9]|10)[cdsb])(?![\w])")


def synced(widget) -> list[dict]:
    """The state the page is sent of ``widget`` and everything inside it (the page's kit of
    card pictures aside: each kernel has its own, holding the pictures its scenes showed)."""
    found, todo, seen = [], [widget], set()
    while todo:
        current = todo.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        state = {k: v for k, v in current.get_state().items() if k not in ("kit", "layout", "style")}
        found.append(state)
        todo += [child for child in getattr(current, "children", ()) if isinstance(child, widgets.Widget)]
    return found


def cards_in(data) -> set[str]:
    return set(CARD.findall(json.dumps(data)))


def check_hidden(table: ClassTables) -> None:
    state = table.state
    if state is None or state["view"] is None:
        return
    allowed = cards_in(state["view"])
    shown = set()
    for part in synced(table):
        shown |= cards_in(part)
    assert shown <= allowed, f"seat {state['you']}'s page holds {shown - allowed}"


async def four_at_one_table(server, bruno_lang: str = "en", bruno_seat: int = 1,
                            signs: bool = False, by_code: bool = False, teaching: bool = False):
    """Anna makes a four-player table without a timer and Bruno sits down (by the code, or
    from the seat he is given); the table has not started."""
    anna = ClassTables(server.url, server.credential(1), lang="it")
    bruno = ClassTables(server.url, server.credential(2), lang=bruno_lang)
    await until(lambda: anna.linked and bruno.linked)
    anna.game_menu.value = ("classic", 4)
    anna.timer_menu.value = 0
    anna.signs_box.value = signs
    anna.teaching_box.value = teaching
    anna.create()
    await until(lambda: anna.state is not None)
    code = anna.state["table"]
    if by_code:
        bruno.code_box.value = code
        bruno.join_by_code()
        await until(lambda: any(t["table"] == code for t in bruno.tables))
    bruno.sit(code, bruno_seat)
    await until(lambda: bruno.state is not None and
                bruno.state["seats"][bruno_seat]["kind"] == "learner")
    return anna, bruno


def test_two_learners_widgets_play_a_hand_and_hold_only_their_seats_cards(server):
    async def main():
        anna, bruno = await four_at_one_table(server, by_code=True)
        anna.start()
        await until(lambda: anna.state["status"] == "playing" and bruno.state["view"] is not None)
        for table in (anna, bruno):
            before = table.state["v"]
            table._on_board({"event": "play", "card": "<b>"})        # a forged card
            table._on_board({"event": "fly"})                        # an unknown event
            table._on_board({"event": "play", "card": 7})
            await asyncio.sleep(0.2)
            assert table.state["v"] == before or table.state["view"]["current_player"] != table.state["you"]
        checks = 0
        for _ in range(2000):
            await asyncio.sleep(0.02)
            for table in (anna, bruno):
                check_hidden(table)
                checks += 1
                state = table.state
                view = state["view"]
                if view["current_player"] == state["you"] and view["legal"] and not view["is_over"]:
                    table._on_board({"event": "play", "card": view["legal"][0]})
            if all(t.state["view"]["is_over"] for t in (anna, bruno)):
                break
        for table in (anna, bruno):
            assert table.state["view"]["is_over"]
            check_hidden(table)
            assert table.board.scene["result"]["title"]
        assert bruno.board.scene["lang"] == "en" and anna.board.scene["lang"] == "it"
        # The teacher watching the hand's end reads who won, not "your team won"
        teacher = TeacherTables(server.url, credential(99, teacher=True, key=server.key), lang="it")
        teacher.watch(anna.code)
        await until(lambda: teacher.board.scene.get("result"))
        result, outcome = teacher.board.scene["result"], anna.state["outcome"]
        won = [side for side in outcome["sides"] if set(side) & set(outcome["winners"])]
        names = [seat_name(teacher.watched, s, "it") for s in won[0]] if won else []
        assert all(name and name != "Tu" for name in names)
        assert result["title"] == ("Vince " + " + ".join(names) if won else "Pareggio!")
        assert not any(line["mine"] for line in result["lines"])
        for client in (anna.client, bruno.client, teacher.client):
            await client.close()
        return checks

    assert asyncio.run(main()) > 100


def test_off_a_class_server_the_widget_says_so_and_connects_nowhere(monkeypatch):
    monkeypatch.delenv("BRISCOLA_TABLES", raising=False)
    table = ClassTables(lang="en")
    assert table.client is None
    assert "teacher runs the course" in table.note.value


def test_the_teachers_list_shows_who_sits_where_and_closes_a_table_on_a_second_click(server):
    from briscola_teach.tables.identity import credential
    from briscola_teach.widgets.class_table import TeacherTables

    async def main():
        anna = ClassTables(server.url, server.credential(1), lang="it")
        await until(lambda: anna.linked)
        anna.listed_box.value = False          # a private table: the teacher sees it too
        anna.create()
        await until(lambda: anna.state is not None)
        code = anna.state["table"]
        teacher = TeacherTables(server.url, credential(99, teacher=True, key=server.key), lang="it")
        await until(lambda: teacher.tables)
        assert [t["table"] for t in teacher.tables] == [code]
        row = teacher.rows.children[0]
        assert code in row.children[0].value and "2 Computer" in row.children[0].value
        close = row.children[-1]
        assert close.description == "Chiudi il tavolo"
        close.click()                                         # asks first
        assert anna.state["status"] == "open"
        assert teacher.rows.children[0].children[-1].description == f"Sì, chiudi il tavolo {code}"
        teacher.rows.children[0].children[-1].click()
        await until(lambda: anna.state["status"] == "closed")
        await until(lambda: teacher.tables == [])
        shown = " ".join(str(part) for part in synced(anna))
        assert "Questo tavolo è stato chiuso." in shown
        await anna.client.close()
        await teacher.client.close()

    asyncio.run(main())


def test_at_a_table_with_signs_a_learner_signs_and_the_partner_sees_it_on_their_seat(server):
    async def main():
        # Bruno sits across the table: Anna's partner
        anna, bruno = await four_at_one_table(server, "it", bruno_seat=2, signs=True)
        anna.start()
        signed = None
        for _ in range(3000):
            await asyncio.sleep(0.02)
            for table, other in ((anna, bruno), (bruno, anna)):
                check_hidden(table)
                view = table.state["view"] if table.state else None
                if not view or view["is_over"] or view["current_player"] != table.state["you"]:
                    continue
                buttons = [b for row in table.auction.children for b in row.children
                           if isinstance(b, widgets.Button)]
                if buttons and signed is None:
                    buttons[0].click()                       # a sign to the partner
                    signed = (table, other)
                    await asyncio.sleep(0.3)
                elif view["legal"]:
                    table._on_board({"event": "play", "card": view["legal"][0]})
            if signed is not None and any(s["notes"] for s in signed[1].board.scene["seats"]):
                break
        assert signed is not None, "no sign could be made"
        giver, partner = signed
        seat = giver.state["you"]
        notes = {s["seat"]: s["notes"] for s in partner.board.scene["seats"]}
        assert notes[seat], "the partner does not see the sign"
        await anna.client.close()
        await bruno.client.close()

    asyncio.run(main())


def test_a_learner_who_drops_and_comes_back_is_said_so_to_the_others(server):
    async def main():
        anna, bruno = await four_at_one_table(server, "it")
        await bruno.client.close()
        await until(lambda: any("connessione persa" in line for line in anna.heard))
        again = ClassTables(server.url, server.credential(2), lang="it")
        await until(lambda: any("di nuovo al tavolo" in line for line in anna.heard))
        assert again.code == anna.code          # back at his own table, by himself
        await anna.client.close()
        await again.client.close()

    asyncio.run(main())


def test_a_page_gone_silent_leaves_the_table_and_its_next_beat_takes_the_seat_back(server):
    """A crashed browser: Voila keeps the kernel, but the page stops beating."""
    async def main():
        anna, bruno = await four_at_one_table(server, "it")
        bruno.silence = 0.3
        seat = bruno.state["you"]
        online = lambda: anna.state["seats"][seat]["online"]   # noqa: E731
        bruno.presence._handle_custom_msg({"event": "beat"}, [])
        await asyncio.sleep(0.2)
        bruno.presence._handle_custom_msg({"event": "beat"}, [])   # still there
        await asyncio.sleep(0.2)
        assert online() and not bruno.client.paused
        await until(lambda: not online())            # silent: the seat waits for him
        assert bruno.client.paused
        bruno.presence._handle_custom_msg({"event": "beat"}, [])
        await until(online)
        assert not bruno.client.paused and bruno.code == anna.code
        bruno.to_lobby()            # the list of tables beats too: the lobby keeps its link
        assert bruno.presence in bruno.children
        await anna.client.close()
        await bruno.client.close()

    asyncio.run(main())


def test_a_refused_seat_leaves_the_learner_in_the_lobby_with_the_reason(server):
    async def main():
        anna, bruno = await four_at_one_table(server, "it")
        carla = ClassTables(server.url, server.credential(3), lang="it")
        await until(lambda: carla.linked)
        carla.sit(anna.state["table"], 1)             # Bruno's seat
        await until(lambda: carla.code is None)
        assert "Quel posto è già preso." in carla.note.value
        for table in (anna, bruno, carla):
            await table.client.close()

    asyncio.run(main())


def test_in_chiamata_only_the_holder_of_the_called_card_is_told_it_is_the_partner():
    """The partner's own screen says so from the call on (the views keep ``partner`` empty
    until the called card is played); the caller and the others are told nothing."""
    from briscola_teach import new_game
    from briscola_teach.ai.bots import EasyBot
    from briscola_teach.widgets.class_table import _is_partner
    for seed in range(6):
        game, bot = new_game("chiamata", seed=seed), EasyBot(seed=seed)
        told = []
        while not game.is_over:
            seat = game.current_player
            view = game.view(seat)
            if view.phase == "auction":
                game.apply(["bid", seat, str(bot.bid(view))])
            elif view.phase == "call":
                game.apply(["call", seat, bot.call(view).code()])
            else:
                game.apply(["play", seat, bot.choose(view).code()])
            if game.view(0).called_card is not None:
                told.append({s for s in range(5) if _is_partner(game.view(s))})
        caller, card = game.view(0).caller, game.view(0).called_card
        holder = next(s for s in range(5) for t in game.view(0).tricks for who, c in t.plays
                      if c == card and who == s)
        expected = set() if holder == caller else {holder}
        assert told and all(seen == expected for seen in told), (seed, told[:3], expected)


def test_the_teacher_watches_a_felt_with_the_hands_hidden_and_opens_a_teaching_tables_hands(server):
    """The teacher's felt holds no card of any hand; at a study table the hands open on the
    teacher's screen alone: the learners' pages hold nothing new."""
    from briscola_teach.tables.identity import credential
    from briscola_teach.widgets.class_table import TeacherTables

    async def main():
        anna, bruno = await four_at_one_table(server, "it", teaching=True)
        anna.start()
        await until(lambda: anna.state["status"] == "playing" and anna.state["view"])
        teacher = TeacherTables(server.url, credential(99, teacher=True, key=server.key), lang="it")
        await until(lambda: teacher.tables)
        code = anna.state["table"]
        watch = teacher.rows.children[0].children[1]
        assert watch.description == "Guarda" and "Tavolo di studio" in \
            teacher.rows.children[0].children[0].value
        watch.click()
        await until(lambda: teacher.board.scene.get("seats"))
        held = {c for who in (anna, bruno) for c in cards_in(who.state["view"]["hand"])}
        scene = teacher.board.scene
        assert not cards_in(scene) & held and scene["hand"] == []
        assert not any(seat["me"] for seat in scene["seats"])
        assert [seat["count"] for seat in scene["seats"]] == list(
            anna.state["view"]["hand_sizes"])
        before = [cards_in(synced(who)) for who in (anna, bruno)]
        assert teacher.hands_button.description == "Scopri le mani"
        teacher.hands_button.click()
        opened = teacher.board.scene
        assert held <= cards_in(opened["seats"])
        assert "solo sul tuo schermo" in teacher.felt_title.value
        assert [cards_in(synced(who)) for who in (anna, bruno)] == before
        teacher.rows.children[0].children[1].click()        # stop watching
        assert teacher.board.scene == {} and teacher.felt.children == ()
        for client in (anna.client, bruno.client, teacher.client):
            await client.close()

    asyncio.run(main())


def test_at_an_ordinary_table_the_teachers_state_has_no_hands_and_no_button_opens_them(server):
    from briscola_teach.tables.identity import credential
    from briscola_teach.widgets.class_table import TeacherTables

    async def main():
        anna, bruno = await four_at_one_table(server, "it")
        anna.start()
        await until(lambda: anna.state["status"] == "playing" and anna.state["view"])
        teacher = TeacherTables(server.url, credential(99, teacher=True, key=server.key), lang="en")
        await until(lambda: teacher.tables)
        teacher.watch(anna.state["table"])
        await until(lambda: teacher.board.scene.get("seats"))
        assert teacher.watched["hands"] is None
        assert teacher.hands_button.layout.display == "none"
        teacher.toggle_hands()                                   # a forged click: still hidden
        held = {c for who in (anna, bruno) for c in cards_in(who.state["view"]["hand"])}
        assert not cards_in(teacher.board.scene) & held
        assert "onlooker" in teacher.felt_title.value
        for client in (anna.client, bruno.client, teacher.client):
            await client.close()

    asyncio.run(main())


def test_at_a_table_with_hints_the_hint_shows_ones_own_cards_and_the_review_comes_at_the_end(server):
    async def main():
        anna = ClassTables(server.url, server.credential(1), lang="it")
        await until(lambda: anna.linked)
        assert anna.hints_box.value is False                  # off by default at class tables
        anna.timer_menu.value = 0
        anna.hints_box.value = True
        anna.create()
        await until(lambda: anna.state is not None)
        anna.start()
        hinted = 0
        while not (anna.state["view"] and anna.state["view"]["is_over"]):
            await asyncio.sleep(0.02)
            view = anna.state["view"]
            if not view or view["current_player"] != 0 or anna.hint_button.disabled:
                continue
            assert anna.hint_button.description == "Consiglio"
            anna.hint_button.click()
            await until(lambda: anna.advice_row.scene.get("cards"))
            shown = [c["code"] for c in anna.advice_row.scene["cards"]]
            assert set(shown) == set(view["legal"])
            check_hidden(anna)
            hinted += 1
            asked_at = anna.state["v"]
            anna.play(shown[0])
            await until(lambda: anna.state["v"] > asked_at)
            assert anna.advice is None and anna.advice_row.scene == {}    # it was for that move
        assert hinted >= 10
        assert anna.review_button.layout.display != "none"
        anna.review_button.click()
        await until(lambda: anna.advice_row.scene.get("cards"))
        scene = anna.advice_row.scene
        assert scene["title"].startswith("Revisione della smazzata")
        assert scene["cards"][0]["heading"] == "Com'è andata la smazzata"
        check_hidden(anna)
        await anna.client.close()

    asyncio.run(main())


def test_a_creator_waits_for_a_classmate_and_the_table_starts_when_bruno_sits_down(server):
    async def main():
        anna = ClassTables(server.url, server.credential(1), lang="it")
        bruno = ClassTables(server.url, server.credential(2), lang="en")
        await until(lambda: anna.linked and bruno.linked)
        anna.timer_menu.value = 0
        anna.create()
        await until(lambda: anna.state is not None)
        assert anna.wait_button.description == "Aspetta un compagno"
        anna.wait_button.click()
        await until(lambda: anna.state["waiting"])
        assert anna.wait_button.description == "Non aspettare più"
        assert "Si aspetta un compagno" in " ".join(getattr(c, "value", "")
                                                   for c in anna.room.children)
        bruno.refresh()
        # bruno's list may already hold the table as it was before anna chose to wait: the
        # refreshed list comes after it
        await until(lambda: bruno.tables and "waiting for a classmate"
                    in bruno.table_list.children[0].children[0].value)
        bruno.sit(anna.state["table"], 1)
        await until(lambda: anna.state["status"] == "playing")
        assert anna.wait_button.layout.display == "none"
        await until(lambda: bruno.state is not None and bruno.state["status"] == "playing")
        for who in (anna, bruno):
            await who.client.close()

    asyncio.run(main())


def test_col_monte_for_six_the_caller_picks_the_discards_on_the_felt_and_lays_them_aside(server):
    from briscola_teach.wire import parse_view

    async def main():
        anna = ClassTables(server.url, server.credential(1), lang="it")
        await until(lambda: anna.linked)
        anna.game_menu.value = ("chiamata", 6)
        anna.timer_menu.value = 0
        anna.create()
        await until(lambda: anna.state is not None)
        assert len(anna.state["seats"]) == 6
        anna.start()
        steps = set()
        for _ in range(3000):
            await asyncio.sleep(0.02)
            view = anna._view()
            if view is None or view.current_player != 0:
                if view is not None and view.phase == "play":
                    break
                continue
            if view.phase == "auction" and "bid" not in steps:
                steps.add("bid")
                anna.act(["bid", 0, str(view.legal_bids[-1])])    # the highest: nobody outbids
            elif view.pending == "call" and "call" not in steps:
                steps.add("call")
                anna.act(["call", 0, anna.state["call_options"][0]])
            elif view.pending == "discard" and "discard" not in steps:
                size = view.rules.monte_size
                picked = [c.code() for c in view.hand[:size]]
                anna._on_board({"event": "pick", "card": picked[0]})
                anna._on_board({"event": "pick", "card": picked[0]})       # put back
                assert anna.chosen == [] and anna.board.scene["mode"] == "pick"
                for code in picked:
                    anna._on_board({"event": "pick", "card": code})
                assert [c["code"] for c in anna.board.scene["hand"] if c["selected"]] == \
                    [c.code() for c in shown_hand(view.hand) if c.code() in picked]   # sorted by suit
                [go] = [b for b in anna.auction.children[0].children if hasattr(b, "disabled")]
                assert not go.disabled
                steps.add("discard")
                go.click()
            elif view.pending == "partner" and "partner" not in steps:
                steps.add("partner")
                anna.auction.children[0].children[1].click()
            elif view.phase == "play":
                break
        view = parse_view(anna.state["view"])
        assert {"bid", "call", "discard"} <= steps and view.phase == "play"
        assert set(c.code() for c in view.discards) == set(picked)
        assert not set(picked) & {c.code() for c in view.hand}
        check_hidden(anna)
        await anna.client.close()

    asyncio.run(main())


def _walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _walk(child)


@pytest.mark.parametrize("lang", ["it", "en"])
def test_an_auction_in_points_offers_the_jumps_and_a_press_sends_the_bid_to_the_server(server, lang):
    """Subito al due, the bids are totals: the class table offers the pass, the next step,
    the +5 and +10 jumps and a typed total (no menu of 60 totals), names the step in the
    status, and a jump's button bids that total at the table server."""
    from briscola_teach.games.chiamata import Bid
    from briscola_teach.i18n import t
    from briscola_teach.widgets.chiamata import point_choices

    async def main():
        anna = ClassTables(server.url, server.credential(1), lang=lang)
        await until(lambda: anna.linked)
        anna._ask({"t": "create", "seat": 0, "options": {
            "game": "chiamata", "players": 5, "timer": 0, "house": {"subito_al_due": True}}})
        await until(lambda: anna.state is not None)
        anna.start()
        await until(lambda: (view := anna._view()) is not None and
                    (view.current_player == 0 or view.phase != "auction"))
        view = anna._view()
        assert view.phase == "auction", "seat 0 bids before the auction can end"
        assert anna.board.scene["status"] == t("auction.status_auction", lang)
        shown = list(_walk(anna.auction))
        assert not any(isinstance(w, widgets.Dropdown) for w in shown)
        assert sum(isinstance(w, widgets.BoundedIntText) for w in shown) == 1
        buttons = {w.description: w for w in shown if isinstance(w, widgets.Button)}
        choices = point_choices(view.legal_bids, view.contract)
        ten = next(bid for bid, jump in choices if jump == 10)
        jump_name = t("auction.jump", lang, bid=ten.name(lang), jump=10)
        assert set(buttons) == {t("auction.bid_typed", lang), Bid.PASS.name(lang),
                                choices[1][0].name(lang), jump_name,
                                t("auction.jump", lang, bid=choices[2][0].name(lang), jump=5)}
        buttons[jump_name].click()
        await until(lambda: (0, ten) in anna._view().bids)
        assert anna._note == ""
        await anna.client.close()

    asyncio.run(main())


def test_the_status_names_the_step_of_the_auction_and_the_call_in_both_languages():
    """Before the play the status says what the seat to move does, with the lessons'
    Chiamata table's words; in the play it says whose turn it is, as before."""
    from briscola_teach import new_game
    from briscola_teach.i18n import ProperName
    from briscola_teach.widgets.class_table import turn_status

    game = new_game("chiamata", seed=4)
    names = {"it": {0: "Tu", 1: ProperName("Bruno"), 2: "Computer 3", 3: "Computer 4", 4: "Computer 5"},
             "en": {0: "You", 1: ProperName("Bruno"), 2: "Computer 3", 3: "Computer 4", 4: "Computer 5"}}

    def status(lang, seat=0, watching=False):
        return turn_status(game.view(seat), lang, names[lang], watching=watching)

    expected = {"it": {"mine": "Tocca a te: dichiara", 1: "Tocca a Bruno: dichiara",
                       2: "Tocca al computer 3: dichiara"},
                "en": {"mine": "Your bid", 1: "Bruno to bid", 2: "Computer 3 to bid"}}
    while game.phase == "auction":
        mover = game.current_player
        for lang in ("it", "en"):
            assert status(lang, mover) == expected[lang]["mine"]
            if mover in (1, 2):
                assert status(lang) == expected[lang][mover]
                assert status(lang, watching=True) == expected[lang][mover]
        game.apply(["bid", mover, "pass" if game.contract is not None else str(game.legal_bids()[1])])
    caller = game.current_player
    assert game.phase == "call" and caller is not None
    other = (caller + 1) % 5
    said = {lang: turn_status(game.view(other), lang, names[lang]) for lang in ("it", "en")}
    name_it = {0: "Tu", 1: "Bruno", 2: "Il computer 3", 3: "Il computer 4", 4: "Il computer 5"}
    assert caller == 1, "seed 4: seat 1 opens with the Asso and the others pass"
    assert said["it"] == f"{name_it[caller]} chiama una carta"
    assert said["en"] == f"{names['en'][caller]} calls a card"
    assert turn_status(game.view(caller), "it", names["it"]) == "Tocca a te: chiama una carta"
    assert turn_status(game.view(caller), "en", names["en"]) == "Your call: name a card"
    game.apply(["call", caller, game.call_options()[0].code()])
    assert game.phase == "play"
    player = game.current_player
    other = (player + 1) % 5
    assert turn_status(game.view(other), "en", names["en"]) == f"{names['en'][player]} to play"
    assert turn_status(game.view(player), "it", names["it"]) == "Tocca a te"
