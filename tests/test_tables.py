"""Tables in play: the computer's pace in a kernel, clicks that race the table, the result
panel, hands kept across reloads, the hand's mode, the Chiamata discards chosen by clicking,
every text in the learner's language, the pictures sent once per page, the hands' ids and
Briscola a 151's piles.

A kernel is an asyncio loop: the paced tests make their tables inside ``asyncio.run`` so that
the table sees a running loop, exactly as in Jupyter. A computer player is made slow with a
gate (``Gated``): its decision waits in the worker thread until the test lets it go, so what
happens meanwhile is fixed by the test, not by the clock. Where the pause between moves is
the point, the pacer's clock is a simulated one (``SimulatedTime``): nothing here asserts on
wall time, and waits use short pauses (``fast_gaps``).
"""

from __future__ import annotations

import asyncio
import html
import json
import re
import threading
import types

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as widgets  # noqa: E402

from briscola_teach.cards import DECK, Card  # noqa: E402
from briscola_teach.course import Lesson  # noqa: E402
from briscola_teach.games.base import Game  # noqa: E402
from briscola_teach.games.match import Match  # noqa: E402
from briscola_teach.history import Declare, Play  # noqa: E402
from briscola_teach.i18n import t  # noqa: E402
from briscola_teach.progress import Progress  # noqa: E402
from briscola_teach.widgets import ChiamataTable, MatchTable, PlayTable  # noqa: E402
from briscola_teach.widgets import pacing  # noqa: E402
from briscola_teach.widgets import table as table_module  # noqa: E402


from widget_state import fresh_widgets, synced_text  # noqa: E402,F401  (the fixture is autouse)


@pytest.fixture
def store(tmp_path):
    return Progress(tmp_path / "progress.sqlite")


# The pauses between computer moves, made short (the table reads them from ``pacing`` at
# each move).
FAST = 0.01


@pytest.fixture
def fast_gaps(monkeypatch):
    for name in ("MOVE_GAP", "TRICK_GAP", "BID_GAP"):
        monkeypatch.setattr(pacing, name, FAST)


# -- helpers ---------------------------------------------------------------------------------


def kept_text(store, key: str) -> str:
    """The game (or match) a table kept under ``key``: saved with the learner's seat."""
    return json.loads(store.saved_game(key))["game"]


def seen(table) -> None:
    """What the page says when the table first comes into view: paced, the computer waits
    for it."""
    table.board._received(table.board, {"event": "seen"}, [])


def history_of(table) -> list:
    return list(table.game.history)


def scenes_of(table) -> list[dict]:
    """The scene on show, then every scene the table sends from now on, in order."""
    scenes: list[dict] = [table.board.scene]
    table.board.observe(lambda change: scenes.append(change["new"]), "scene")
    return scenes


def plays_shown(scene: dict, players: int) -> int:
    """How many cards of the hand a scene has shown played: the tricks taken, the trick on."""
    taken = scene["last"]["number"] if scene["last"] else 0
    return taken * players + len(scene["trick"])


def newest_card(scene: dict, players: int):
    """(seat, code) of the last card shown played, None before the first."""
    if scene["trick"]:
        card = scene["trick"][-1]
    elif scene["last"]:
        card = scene["last"]["cards"][-1]
    else:
        return None
    return card["seat"], card["code"]


async def until(condition, what: str, timeout: float = 10.0) -> None:
    """Let the loop run until ``condition()`` holds (the timeout only stops a hung test)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        if loop.time() > end:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.005)


class Gated:
    """A computer player whose every decision waits, in the worker thread, until the test
    opens the gate: a slow bot whose slowness the test controls. ``extras`` (accusi, signs)
    are made on the spot, as the table asks them of the bot on the loop."""

    def __init__(self, bot, gate: threading.Event) -> None:
        self._bot, self._gate = bot, gate
        self.decisions: list = []
        self.waiting = threading.Event()

    def _slow(self, name: str, view):
        self.waiting.set()
        assert self._gate.wait(timeout=10), "the test never let the bot move"
        decision = getattr(self._bot, name)(view)
        self.decisions.append(decision)
        return decision

    def choose(self, view):
        return self._slow("choose", view)

    def bid(self, view):
        return self._slow("bid", view)

    def call(self, view):
        return self._slow("call", view)

    def discard(self, view):
        return self._slow("discard", view)

    def choose_partner(self, view):
        return self._slow("choose_partner", view)

    def __getattr__(self, name):
        return getattr(self._bot, name)


def play_unpaced_like(table_kind, choices: list[int], **options):
    """The same hand played at once, the learner choosing ``choices[i]``-th legal card."""
    other = table_kind(paced=False, **options)
    for index in choices:
        other.play(other.game.legal_plays()[index])
    return other


def drive_to_end(table) -> None:
    """The learner plays its first legal card (bids pass, calls the first card...) to the end."""
    game = table.game
    while not game.is_over:
        phase = getattr(game, "phase", "play")
        if phase == "auction":
            assert table.bid("pass")
        elif phase == "call":
            pending = game.pending
            if pending == "call":
                assert table.call(game.call_options()[0].code())
            elif pending == "discard":
                assert table.discard([c.code() for c in game.view(table.seat).hand[:game.rules.monte_size]])
            else:
                assert table.choose_partner("alone")
        else:
            assert table.play(game.legal_plays()[0]) is not None


def chiamata_learner_calls(seed: int, **options) -> ChiamataTable:
    """A Chiamata table where the learner stays in the auction to the end: the call is its."""
    table = ChiamataTable(seed=seed, opponents="easy", paced=False, **options)
    while table.game.phase == "auction":
        legal = table.game.legal_bids()
        assert table.bid(legal[1] if len(legal) > 1 else legal[0])
    assert table.game.caller == 0 and table.game.pending == "call"
    return table


def not_in_hand(table) -> Card:
    hand = set(table.game.view(table.seat).hand)
    return next(card for card in DECK if card not in hand)


def walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def buttons_in(box) -> list[widgets.Button]:
    return [w for w in walk(box) if isinstance(w, widgets.Button)]


# -- 1. the computer's pace in a kernel -------------------------------------------------------


def test_without_a_running_loop_the_computer_moves_at_once():
    """Plain Python (no loop): after the learner's card every computer card is made at once;
    in a kernel, ``paced=False`` does the same."""
    table = PlayTable(players=4, seed=3)
    assert not table._pacer.paced
    assert len(table.board.scene["trick"]) == 3, "the three before the learner played at once"
    table.play(table.game.legal_plays()[0])
    assert table.game.current_player == 0 and not table.busy
    assert table.board.scene["last"]["number"] == 1 and table.board.scene["mode"] == "play"

    async def main():
        table = PlayTable(players=4, seed=3, paced=False)
        assert not table._pacer.paced and len(table.board.scene["trick"]) == 3
        table.play(table.game.legal_plays()[0])
        return table.game.current_player, table.busy
    assert asyncio.run(main()) == (0, False)


@pytest.mark.parametrize("threads", [True, False], ids=["worker", "no-threads"])
@pytest.mark.parametrize("players", [2, 4])
def test_paced_the_learners_card_shows_first_then_one_computer_card_a_scene(players, fast_gaps,
                                                                              store, threads,
                                                                              monkeypatch):
    """In a kernel the learner's card is on the felt at once and no computer card with it;
    each computer card then comes in a scene of its own; the hand is the very hand played at
    once (the same deal, bots and choices), and it is saved after every move. The same where
    Python has no threads (Pyodide: the static site), the moves worked out on the loop."""
    monkeypatch.setattr(pacing, "THREADS", threads)
    seed = 5

    async def main():
        table = PlayTable(players=players, seed=seed, opponents="easy")
        seen(table)
        assert table._pacer.paced and table.board.scene["mode"] == "wait"
        assert plays_shown(table.board.scene, players) == 0, "the computer's first card comes later"
        table.keep_in(store, "paced")
        scenes = scenes_of(table)
        saved_at_each_scene = []
        table.board.observe(lambda _: saved_at_each_scene.append(
            Game.from_json(kept_text(store, "paced")).history == table.game.history), "scene")
        choices, waits = [], []
        while not table.game.is_over:
            await until(lambda: table.board.scene["mode"] in ("play", "over"), "the learner's turn")
            if table.game.is_over:
                break
            shown = plays_shown(table.board.scene, players)
            card = table.game.legal_plays()[0]
            choices.append(0)
            table.play(card)
            scene = table.board.scene
            assert plays_shown(scene, players) == shown + 1
            assert newest_card(scene, players) == (0, card.code()), "the learner's card, at once"
            assert isinstance(table.game.actions()[-1], Play) and table.game.actions()[-1].seat == 0
            if table.game.current_player not in (0, None):
                assert scene["mode"] == "wait" and table.busy
            waits.append(scene["mode"] == "wait")
        assert any(waits)
        return table, scenes, choices, saved_at_each_scene

    table, scenes, choices, saved = asyncio.run(main())
    counts = [plays_shown(scene, players) for scene in scenes]
    assert counts[-1] == 40
    assert all(b - a in (0, 1) for a, b in zip(counts, counts[1:])), \
        "each scene shows at most one more card than the scene before"
    computer_cards = [newest_card(b, players) for a, b in zip(scenes, scenes[1:])
                      if plays_shown(b, players) == plays_shown(a, players) + 1]
    assert sum(1 for seat, _ in computer_cards if seat != 0) == 40 - 40 // players
    assert all(saved), "the hand is saved before each scene shows it"
    unpaced = play_unpaced_like(PlayTable, choices, players=players, seed=seed, opponents="easy")
    assert table.game.history == unpaced.game.history


class SimulatedTime:
    """The pacer's clock, moved on only by the pauses the pacer asks for: each pause between
    two moves is then exactly what the pacer waited, whatever the machine's speed."""

    def __init__(self, monkeypatch, loop) -> None:
        self.now = 1000.0
        monkeypatch.setattr(pacing, "time", types.SimpleNamespace(monotonic=lambda: self.now))
        real_call_later = loop.call_later

        def call_later(delay, callback, *args, **kwargs):
            if getattr(callback, "__qualname__", "").startswith("Pacer.work.") \
                    and callback.__name__ == "finish":
                due = self.now + delay

                def fire():
                    self.now = max(self.now, due)
                    callback(*args)
                return real_call_later(0, fire)
            return real_call_later(delay, callback, *args, **kwargs)
        loop.call_later = call_later


@pytest.mark.parametrize("kind", ["4 players", "chiamata"])
def test_paced_each_computer_move_waits_its_pause(kind, monkeypatch):
    """No computer move is shown sooner than MOVE_GAP after the move before it, TRICK_GAP
    after a finished trick, BID_GAP after a bid (simulated time: nothing rests on the clock)."""
    gaps = {"move": pacing.MOVE_GAP, "trick": pacing.TRICK_GAP, "bid": pacing.BID_GAP}
    assert gaps["trick"] > gaps["move"] > 0 and gaps["bid"] > 0

    async def main():
        clock = SimulatedTime(monkeypatch, asyncio.get_running_loop())
        if kind == "chiamata":
            table = ChiamataTable(seed=3, opponents="easy")
            seen(table)
        else:
            table = PlayTable(players=4, seed=5, opponents="easy")
            seen(table)
        moves = []     # (time shown, seat, the pause it owes the next move)

        def shown(_):
            game, done = table.game, len(moves)
            actions = game.actions()
            assert len(actions) - done <= 1, "two moves shown in one scene"
            if len(actions) > done:
                last = actions[-1]
                finished = isinstance(last, Play) and not game.table
                bidding = getattr(game, "phase", "play") not in ("play", "over")
                moves.append((clock.now, last.seat,
                              gaps["trick"] if finished else gaps["bid"] if bidding else gaps["move"]))
        table.board.observe(shown, "scene")
        while not table.game.is_over:
            await until(lambda: table.board.scene["mode"] not in ("wait",), "the learner's turn")
            if not table.game.is_over:
                drive_one_move(table)
                clock.now += 0.05               # the learner takes a moment
        return moves

    moves = asyncio.run(main())
    checked = 0
    for (before, _, pause), (at, seat, _) in zip(moves, moves[1:]):
        if seat != 0:
            assert at - before >= pause - 1e-9, f"a move of seat {seat} came {at - before:.2f}s " \
                                                 f"after the last, not {pause}s"
            checked += 1
    assert checked >= 25


def drive_one_move(table) -> None:
    game = table.game
    phase = getattr(game, "phase", "play")
    if phase == "auction":
        table.bid("pass")
    elif phase == "call":
        table.call(game.call_options()[0].code())
    else:
        table.play(game.legal_plays()[0])


def test_a_slow_computer_shows_thinking_and_the_kernel_stays_responsive(fast_gaps):
    """A bot slower than SLOW: "thinking" shows on its seat (only there) while its card is
    not yet on the felt; a language switch from another task meanwhile is drawn at once; the
    flag goes with the bot's card."""
    gate = threading.Event()

    async def main():
        table = PlayTable(players=2, seed=5, opponents="easy")
        seen(table)
        await until(lambda: table.board.scene["mode"] == "play", "the learner's turn")
        slow = table._bots[1] = Gated(table._bots[1], gate)
        scenes = scenes_of(table)
        while True:                         # to the first card the bot must answer
            mine = table.game.legal_plays()[0]
            table.play(mine)
            if table.busy:
                break
        shown = plays_shown(table.board.scene, 2)
        assert newest_card(table.board.scene, 2) == (0, mine.code())
        assert not any(seat["thinking"] for seat in table.board.scene["seats"])

        async def switch_language():
            await until(lambda: table.board.scene["seats"][1]["thinking"], "the thinking sign")
            table.lang = "en"

        try:
            await asyncio.wait_for(asyncio.create_task(switch_language()), timeout=10)
            scene = table.board.scene
            assert scene["lang"] == "en" and scene["status"] == t("table.their_turn", "en",
                                                                 player="Opponent")
            assert scene["seats"][1]["thinking"] and not scene["seats"][0]["thinking"]
            assert scene["labels"]["thinking"] == t("table.thinking", "en")
            assert plays_shown(scene, 2) == shown and newest_card(scene, 2) == (0, mine.code()), \
                "no computer card yet"
            assert table.busy and not slow.decisions
        finally:
            gate.set()
        await until(lambda: table.board.scene["mode"] == "play", "the learner's turn again")
        return table, scenes, slow, shown

    table, scenes, slow, shown = asyncio.run(main())
    assert slow.decisions
    theirs = next(i for i, s in enumerate(scenes) if plays_shown(s, 2) == shown + 1)
    first_english = next(i for i, s in enumerate(scenes) if s["lang"] == "en")
    first_thinking = next(i for i, s in enumerate(scenes) if s["seats"][1]["thinking"])
    assert first_thinking < first_english < theirs
    assert newest_card(scenes[theirs], 2) == (1, slow.decisions[0].code())
    assert not any(seat["thinking"] for s in scenes[theirs:] for seat in s["seats"])
    assert not any(s["seats"][0]["thinking"] for s in scenes)


@pytest.mark.parametrize("how", ["new_deal", "again", "start_over"])
def test_a_new_hand_while_a_bot_thinks_drops_its_late_decision(how, fast_gaps, monkeypatch):
    """The hand is replaced while a computer seat is still working out its card: the epoch
    goes up, and when the late decision comes nothing lands in the new hand (its own bots,
    held back, have not moved yet); then the new hand is exactly the one dealt fresh."""
    seed = 5
    other = 77 if how == "new_deal" else seed
    # A new hand passes the deal on: seat 1 deals the first hand here, so that the new one,
    # dealt by the learner, is led by seat 1, as the hand dealt again is.
    first = {"dealer": 1} if how == "new_deal" else {}
    old_gate, new_gate = threading.Event(), threading.Event()

    async def main():
        table = PlayTable(players=2, seed=seed, opponents="easy", **first)
        seen(table)
        await until(lambda: table.board.scene["mode"] == "play", "the learner's turn")
        slow = table._bots[1] = Gated(table._bots[1], old_gate)
        while not table.busy:
            table.play(table.game.legal_plays()[0])
        epoch = table._pacer.epoch
        await until(slow.waiting.is_set, "the bot to start thinking")
        await until(lambda: table.board.scene["seats"][1]["thinking"], "the thinking sign")
        real_make_bot, new_bots = table_module.make_bot, []

        def held_back(*args, **kwargs):
            new_bots.append(Gated(real_make_bot(*args, **kwargs), new_gate))
            return new_bots[-1]
        monkeypatch.setattr(table_module, "make_bot", held_back)
        try:
            {"new_deal": lambda: table.new_deal(other), "again": table.again,
             "start_over": table.start_over}[how]()
            assert table._pacer.epoch > epoch and new_bots
            assert not any(seat["thinking"] for seat in table.board.scene["seats"])
            assert table.game.actions() == () and table.busy, "the new hand's seat 1 leads"
            old_gate.set()
            await until(lambda: bool(slow.decisions), "the late decision")
            for _ in range(30):                    # time for a late decision to land, if it would
                await asyncio.sleep(FAST)
            assert table.game.actions() == (), "the old hand's decision landed in the new one"
            assert not any(bot.decisions for bot in new_bots)
        finally:
            old_gate.set()
            new_gate.set()
        await until(lambda: not table.busy, "the new hand's computer moves")
        return table

    table = asyncio.run(main())
    fresh = PlayTable(players=2, seed=other, opponents="easy", paced=False)
    assert table.game.history == fresh.game.history
    assert Game.from_json(table.game.to_json()).history == table.game.history
    assert not any(seat["thinking"] for seat in table.board.scene["seats"])


def test_paced_chiamata_auction_and_a_bid_while_a_bot_thinks(fast_gaps):
    """A Chiamata hand in a kernel: the bids come one a scene ("wait" meanwhile, "bid" on
    the learner's turn), the learner's bid out of turn is refused with a message and changes
    nothing; the hand ends as the same hand played at once."""
    async def main():
        table = ChiamataTable(seed=3, opponents="easy")
        seen(table)
        steps = []                 # (actions shown, mode, phase) at each scene
        table.board.observe(lambda change: steps.append(
            (len(table.game.actions()), change["new"]["mode"], table.game.phase)), "scene")
        while not table.game.is_over:
            await until(lambda: table.board.scene["mode"] != "wait", "the learner's turn")
            if not table.game.is_over:
                drive_one_move(table)
                if table.busy:
                    before = history_of(table)
                    assert table.bid("pass") is False
                    assert table.board.scene["message"] and history_of(table) == before
        return table, steps

    table, steps = asyncio.run(main())
    counts = [count for count, _, _ in steps]
    assert all(b - a in (0, 1) for a, b in zip(counts, counts[1:])), "one move a scene"
    auction = {mode for _, mode, phase in steps if phase == "auction"}
    assert auction == {"bid", "wait"}
    unpaced = ChiamataTable(seed=3, opponents="easy", paced=False)
    drive_to_end(unpaced)
    assert table.game.history == unpaced.game.history


# -- 2. clicks that race the table ------------------------------------------------------------


def click(table, code: str, event: str = "play") -> None:
    table.board._received(table.board, {"event": event, "card": code}, [])


def test_clicks_that_race_the_computer_are_ignored_silently(fast_gaps):
    """While the computer is to move, a click on any card, or a second click on the card just
    played, changes nothing and says nothing (no new scene at all); a forged event still
    gets its message."""
    async def main():
        table = PlayTable(players=4, seed=5, opponents="easy")
        seen(table)
        await until(lambda: table.board.scene["mode"] == "play", "the learner's turn")
        hand = table.game.view(0).hand
        click(table, hand[0].code())
        assert table.busy, "the three others answer in the background"
        scenes = scenes_of(table)
        before = history_of(table)
        for code in (hand[0].code(), hand[1].code(), "zz"):        # double click, impatience
            click(table, code)
        assert len(scenes) == 1 and history_of(table) == before
        assert table.board.scene["message"] == ""
        table.board._received(table.board, {"event": "hack"}, [])
        assert table.board.scene["message"] and history_of(table) == before
        await until(lambda: table.board.scene["mode"] == "play", "the learner's turn again")
        return table, hand[0]

    table, played = asyncio.run(main())
    assert [e for e in table.game.actions() if isinstance(e, Play) and e.seat == 0] == \
        [Play(seat=0, card=played)]


def test_a_second_click_on_a_card_played_is_ignored_but_a_wrong_card_is_refused():
    """At once (no loop): the learner's turn again, a click on a card played tricks ago is a
    late double click, ignored silently; a card not in hand, or not a card, is refused."""
    table = PlayTable(players=2, seed=7)
    first = table.game.view(0).hand[0]
    click(table, first.code())
    table.play(table.game.legal_plays()[0])
    assert table.game.current_player == 0
    scenes, before = scenes_of(table), history_of(table)
    click(table, first.code())
    assert len(scenes) == 1 and history_of(table) == before
    outside = not_in_hand(table)
    assert outside != first
    click(table, outside.code())
    assert table.board.scene["message"] == t("refusal.not_in_hand", "it", card=outside)
    click(table, "99x")
    assert table.board.scene["message"] and history_of(table) == before
    table.step(-1)                            # looking back: a click is refused, not ignored
    click(table, table.game.view(0).hand[0].code())
    assert table.board.scene["message"] == t("table.watching", "it")
    assert history_of(table) == before


# -- 3. the result panel ----------------------------------------------------------------------


def result_of(table) -> dict:
    result = table.board.scene["result"]
    assert result is not None
    return result


def test_the_result_panel_of_a_hand():
    table = PlayTable(players=2, seed=10, lang="en")
    assert table.board.scene["result"] is None
    outcomes = []
    table.on_end(outcomes.append)
    drive_to_end(table)
    result, outcome = result_of(table), outcomes[0]
    assert set(result) == {"title", "won", "lines", "standing", "stars", "stars_label", "buttons",
                           "link"}
    mine, theirs = outcome.score_of(0)
    won = None if outcome.is_draw else 0 in outcome.winners
    assert result["won"] is won
    assert result["title"] == t({True: "table.result_you_won", False: "table.result_you_lost",
                                 None: "table.result_draw"}[won], "en")
    assert result["lines"] == [
        {"who": "You", "points": f"{mine} points", "mine": True},
        {"who": "Opponent", "points": f"{theirs} points", "mine": False}]
    assert result["standing"] == "" and result["stars"] is None and result["link"] is None
    assert result["stars_label"] == t("table.stars_earned", "en")
    assert [b["event"] for b in result["buttons"]] == ["review", "again", "new"]
    assert [b for b in result["buttons"] if b.get("main")] == [result["buttons"][-1]]
    table.next_lesson = ("03-strategy.ipynb", {"it": "Strategia", "en": "Strategy"})
    table.lang = "en"
    assert result_of(table)["link"] == {"href": "03-strategy.ipynb",
                                        "label": t("table.next_lesson", "en", title="Strategy")}


def test_the_result_panels_buttons_send_bare_events_and_nothing_else():
    table = PlayTable(players=2, seed=10)
    drive_to_end(table)
    board, before, deal = table.board, history_of(table), table.deal
    for forged in ({"event": "again", "card": "1d"}, {"event": "review", "x": 1},
                   {"event": "new", "seed": 3}, {"event": "Again"}, {"event": ["again"]}):
        board._received(board, forged, [])
        assert board.scene["message"] and history_of(table) == before
        assert not table.panel.children
    board._received(board, {"event": "review"}, [])
    assert table.panel.children and table._advice.scene["title"].startswith(t("table.review_title"))
    old_id = board.scene["id"]
    board._received(board, {"event": "again"}, [])
    assert table.deal == deal and board.scene["result"] is None and board.scene["id"] != old_id
    assert len(table.game.actions()) <= 1
    drive_to_end(table)
    board._received(board, {"event": "new"}, [])
    assert board.scene["result"] is None and not table.game.is_over


def test_the_result_panel_of_a_match():
    table = MatchTable(players=2, seed=2, variant="classic", goal="two_hands", lang="en")
    drive_to_end(table)
    result = result_of(table)
    assert not table.match.is_over
    assert [b["event"] for b in result["buttons"]] == ["review", "new"]
    mine, theirs = table.score()
    assert result["standing"] == t("match.score_hands" if table.match.goal != "points"
                                   else "match.score_points", "en", mine=mine, theirs=theirs,
                                   hand=1, target=table.match.target)
    table.board._received(table.board, {"event": "new_match", "x": 1}, [])
    assert len(table.match.games) == 1 and table.board.scene["message"]
    table.board._received(table.board, {"event": "new"}, [])
    assert len(table.match.games) == 2 and table.board.scene["result"] is None
    while not table.match.is_over:
        drive_to_end(table)
        if not table.match.is_over:
            table.new_deal()
    result = result_of(table)
    assert [b["event"] for b in result["buttons"]] == ["review", "new_match"]
    won = 0 in table.match.outcome().winners
    assert result["standing"] == t("match.won" if won else "match.lost", "en",
                                   mine=table.score()[0], theirs=table.score()[1])
    table.board._received(table.board, {"event": "new_match"}, [])
    assert len(table.match.games) == 1 and not table.match.is_over


def test_the_result_panel_at_a_lesson_links_on_and_shows_the_stars(store):
    lesson = Lesson("02", store=store, lang="it")
    table = lesson.table("practice", stars_by_result=True, players=2, seed=10, opponents="easy")
    drive_to_end(table)
    result, following = result_of(table), lesson.next_lesson()
    assert result["stars"] == table.stars_earned and result["stars"] in (1, 2, 3)
    assert result["link"] == {"href": following.file, "label": t(
        "table.next_lesson", "it", title=following.title["it"])}
    lesson.lang = "en"
    assert result_of(table)["link"]["label"] == t("table.next_lesson", "en",
                                                  title=following.title["en"])
    assert result_of(table)["stars_label"] == t("table.stars_earned", "en")


# -- 4. hands kept across reloads ---------------------------------------------------------------


def saved_history(store, key):
    return Game.from_json(kept_text(store, key)).history


def test_a_hand_is_saved_after_every_move_and_a_new_table_takes_it_up(store):
    table = PlayTable(players=3, seed=8, opponents="easy")
    table.keep_in(store, "05:practice")
    assert saved_history(store, "05:practice") == table.game.history
    assert not table._restored
    for _ in range(4):
        table.play(table.game.legal_plays()[0])
        assert saved_history(store, "05:practice") == table.game.history
    reloaded = PlayTable(players=3, seed=8, opponents="easy")
    reloaded.keep_in(store, "05:practice")
    assert reloaded.game.history == table.game.history and reloaded._restored
    assert reloaded.board.scene["message"] == t("table.restored", "it")
    assert reloaded.board.scene["message_kind"] == "note"
    assert reloaded.board.scene["mode"] == "play"
    reloaded.play(reloaded.game.legal_plays()[0])          # the hand goes on from there
    table.play(table.game.legal_plays()[0])
    assert reloaded.game.history == table.game.history


def test_a_cell_run_again_with_another_seed_deals_that_seed_and_not_the_kept_hand(store):
    # In JupyterLab a learner edits the lesson's cell: seed=8 becomes seed=9.
    table = PlayTable(players=2, seed=8, opponents="easy")
    table.keep_in(store, "k")
    table.play(table.game.legal_plays()[0])
    table.new_deal()                  # a new deal at the same table is still kept across a reload
    table.play(table.game.legal_plays()[0])
    reloaded = PlayTable(players=2, seed=8, opponents="easy")
    reloaded.keep_in(store, "k")
    assert reloaded._restored and reloaded.game.history == table.game.history
    edited = PlayTable(players=2, seed=9, opponents="easy")
    edited.keep_in(store, "k")
    assert not edited._restored
    assert edited.game.history == PlayTable(players=2, seed=9, opponents="easy").game.history
    assert saved_history(store, "k") == edited.game.history


def test_start_over_deals_as_the_table_first_did(store):
    table = PlayTable(players=2, seed=8, opponents="easy")
    table.keep_in(store, "k")
    table.play(table.game.legal_plays()[0])
    reloaded = PlayTable(players=2, seed=8, opponents="easy")
    reloaded.keep_in(store, "k")
    assert reloaded._restored
    reloaded.start_over()
    assert reloaded.game.history == PlayTable(players=2, seed=8, opponents="easy").game.history
    assert not reloaded._restored
    assert saved_history(store, "k") == reloaded.game.history


@pytest.mark.parametrize("players", [2, 4])
def test_each_new_hand_is_dealt_by_the_next_seat_and_the_learner_sometimes_leads(players):
    # RULES.md section 2: the dealer changes after each hand; the seat after the dealer leads.
    table = PlayTable(players=players, seed=8, opponents="easy")
    first = table.game.history[0]
    assert table.game.dealer == 0 and table.game.actions()[0].seat == 1   # the learner dealt
    dealers, learner_led = [], []
    for _ in range(players):
        table.new_deal()
        dealers.append(table.game.dealer)
        learner_led.append(not table.game.actions())       # nobody moved: the learner leads
    assert dealers == [1, 2, 3, 0][:players - 1] + [0]
    assert learner_led == [dealer == players - 1 for dealer in dealers]
    assert any(learner_led)
    table.new_deal(99)                                      # a chosen deal is a new hand too
    assert table.deal == 99 and table.game.dealer == 1
    table.play(table.game.legal_plays()[0])
    table.again()                                           # the same hand: the same dealer
    assert table.deal == 99 and table.game.dealer == 1
    assert table.game.history[0] == PlayTable(players=players, seed=99, dealer=1).game.history[0]
    table.start_over()                                      # the table's first hand, as it was
    assert table.game.history[0] == first


def test_a_chiamata_table_passes_the_deal_on_from_the_dealer_it_was_given():
    table = ChiamataTable(seed=63, dealer=4, opponents="easy", paced=False)
    assert table.game.dealer == 4
    table.new_deal()
    assert table.game.dealer == 0 and table.game.actions()[0].seat == 1   # the auction opens
    table.start_over()
    assert table.game.dealer == 4 and table.deal == 63


def test_a_lessons_first_hand_is_still_dealt_by_the_learner(store):
    # Lessons 05, 06, 07 and 11 say of their first hand: «Le carte le hai date tu».
    lesson = Lesson("05", store=store, lang="it")
    table = lesson.table("easy_hand", opponents="easy", seed=13, hints=True)
    assert table.game.dealer == table.seat and table.deal == 13
    table.new_deal()
    assert table.game.dealer != table.seat and table.game.current_player == table.seat


def test_a_hand_dealt_by_another_seat_comes_back_after_a_reload_with_its_dealer(store):
    table = PlayTable(players=2, seed=8, opponents="easy")
    table.keep_in(store, "k")
    table.new_deal()
    table.play(table.game.legal_plays()[0])
    dealer, hand = table.game.dealer, table.game.view(0).hand
    assert dealer == 1
    reloaded = PlayTable(players=2, seed=8, opponents="easy")
    reloaded.keep_in(store, "k")
    assert reloaded._restored and reloaded.game.history == table.game.history
    assert reloaded.game.dealer == dealer and reloaded.game.view(0).hand == hand
    reloaded.new_deal()                           # the deal passes on from the hand kept
    assert reloaded.game.dealer == 0


def corrupted(text: str, where: float) -> str:
    """``text`` with one character changed, at ``where`` (a fraction of its length)."""
    at = min(int(len(text) * where), len(text) - 1)
    new = "0" if text[at] != "0" else "1"
    if text[at] in "{}[]\",:":
        new = {"{": "[", "}": "]", "[": "{", "]": "}", '"': "'", ",": ";", ":": ","}[text[at]]
    return text[:at] + new + text[at + 1:]


@pytest.mark.parametrize("where", [0.0, 0.1, 0.33, 0.5, 0.75, 0.9, 0.999])
def test_a_corrupt_saved_hand_gives_a_fresh_hand_and_a_note(store, where):
    table = PlayTable(players=2, seed=8, opponents="easy")
    table.keep_in(store, "k")
    for _ in range(3):
        table.play(table.game.legal_plays()[0])
    text = store.saved_game("k")
    broken = corrupted(text, where)
    assert broken != text and len(broken) == len(text)
    store.save_game("k", broken)
    reloaded = PlayTable(players=2, seed=8, opponents="easy")
    reloaded.keep_in(store, "k")                            # never an exception
    assert reloaded.game.history == PlayTable(players=2, seed=8, opponents="easy").game.history
    assert not reloaded._restored
    assert reloaded.board.scene["message"] == t("table.restore_failed", "it")
    assert saved_history(store, "k") == reloaded.game.history, "the fresh hand is kept instead"


@pytest.mark.parametrize("saved, opened", [
    (lambda: PlayTable(players=4, seed=8), lambda: PlayTable(players=2, seed=8)),
    (lambda: PlayTable(players=2, seed=8), lambda: PlayTable(players=2, seed=8, variant="151")),
    (lambda: PlayTable(players=4, seed=8, signals=True), lambda: PlayTable(players=4, seed=8)),
    (lambda: PlayTable(players=2, seed=8), lambda: ChiamataTable(seed=8, opponents="easy")),
    (lambda: ChiamataTable(seed=8, opponents="easy"),
     lambda: ChiamataTable(seed=8, players=6, col_monte=True, opponents="easy")),
    (lambda: MatchTable(players=2, seed=8), lambda: PlayTable(players=2, seed=8)),
    (lambda: PlayTable(players=2, seed=8, variant="151"), lambda: MatchTable(players=2, seed=8)),
    (lambda: MatchTable(players=2, seed=8), lambda: MatchTable(players=2, seed=8, target=121)),
], ids=["4 to 2", "classic to 151", "signals to none", "classic to chiamata",
        "chiamata to col monte", "match to hand", "hand to match", "151 to 121"])
def test_a_saved_hand_of_another_kind_of_table_is_not_taken_up(store, saved, opened):
    first = saved()
    first.keep_in(store, "k")
    drive_one_move(first)
    assert len(first.game.actions()) >= 1
    table = opened()
    fresh = history_of(table)
    table.keep_in(store, "k")
    assert history_of(table) == fresh and not table._restored
    assert table.board.scene["message"] == t("table.restore_failed", "it")


def test_a_match_is_kept_whole(store):
    table = MatchTable(players=2, seed=4, variant="classic", goal="two_hands", opponents="easy")
    table.keep_in(store, "m")
    drive_to_end(table)
    table.new_deal()
    for _ in range(3):
        table.play(table.game.legal_plays()[0])
    assert Match.from_json(kept_text(store, "m")).to_json() == table.match.to_json()
    reloaded = MatchTable(players=2, seed=4, variant="classic", goal="two_hands", opponents="easy")
    reloaded.keep_in(store, "m")
    assert reloaded._restored and len(reloaded.match.games) == 2
    assert reloaded.match.to_json() == table.match.to_json()
    assert reloaded.game.history == table.game.history and reloaded.score() == table.score()
    assert reloaded.board.scene["info"] == table.board.scene["info"]
    reloaded.start_over()
    assert len(reloaded.match.games) == 1 and not reloaded._restored
    assert reloaded.game.history == MatchTable(players=2, seed=4, variant="classic",
                                               goal="two_hands", opponents="easy").game.history


@pytest.mark.parametrize("options", [dict(seed=2), dict(seed=1, players=6, col_monte=True),
                                     dict(seed=1, players=7, col_monte=True)],
                         ids=["plain", "col monte 6", "col monte 7"])
def test_a_chiamata_hand_is_kept(store, options):
    table = chiamata_learner_calls(**options) if options.get("col_monte") else \
        ChiamataTable(opponents="easy", paced=False, **options)
    table.keep_in(store, "c")
    if options.get("col_monte"):
        table.call(table.game.call_options()[0].code())
        assert table.game.pending == "discard"
    else:
        table.bid("pass")
    reloaded = ChiamataTable(opponents="easy", **options)
    reloaded.keep_in(store, "c")
    assert reloaded._restored and reloaded.game.history == table.game.history
    assert reloaded.board.scene["mode"] == table.board.scene["mode"]
    drive_to_end(reloaded)
    assert saved_history(store, "c") == reloaded.game.history


def test_a_finished_hand_taken_up_is_not_counted_again(store):
    """The on_end callbacks ran when the hand ended; a reload shows its result, nothing more."""
    lesson = Lesson("02", store=store, lang="it")
    table = lesson.table("final", stars_by_result=True, players=2, seed=12, opponents="easy")
    drive_to_end(table)
    assert len(store.results("02:final")) == 1
    stars = store.stars("02")
    again = Lesson("02", store=store, lang="it").table("final", stars_by_result=True, players=2,
                                                        seed=12, opponents="easy")
    assert again._restored and again.game.is_over
    assert again.board.scene["mode"] == "over" and again.board.scene["result"]
    assert len(store.results("02:final")) == 1 and store.stars("02") == stars
    ends = []
    table = PlayTable(players=2, seed=12, opponents="easy")
    table.on_end(ends.append)
    table.keep_in(store, "02:final")
    assert table.game.is_over and ends == []
    table.again()                                           # a new hand does count
    drive_to_end(table)
    assert len(ends) == 1


def test_a_lesson_keeps_each_table_under_its_number_and_exercise(store):
    lesson = Lesson("04", store=store, lang="en")
    table = lesson.table("practice", players=2, seed=3, opponents="easy")
    match = lesson.match("whole", players=2, seed=3, opponents="easy")
    chiamata = lesson.chiamata("five", seed=3, opponents="easy")
    table.play(table.game.legal_plays()[0])
    assert saved_history(store, "04:practice") == table.game.history
    assert Match.from_json(kept_text(store, "04:whole")).to_json() == match.match.to_json()
    assert saved_history(store, "04:five") == chiamata.game.history
    assert store.saved_game("practice") is None
    again = Lesson("04", store=store, lang="en").table("practice", players=2, seed=3,
                                                        opponents="easy")
    assert again._restored and again.game.history == table.game.history
    other = Lesson("05", store=store, lang="en").table("practice", players=2, seed=3,
                                                        opponents="easy")
    assert not other._restored


# -- 5. the hand's mode -------------------------------------------------------------------------


def test_the_hands_mode_play_wait_watch_over(fast_gaps):
    async def main():
        table = PlayTable(players=3, seed=4, opponents="easy")
        seen(table)
        modes = set()
        table.board.observe(lambda change: modes.add(change["new"]["mode"]), "scene")
        while not table.game.is_over:
            await until(lambda: table.board.scene["mode"] != "wait", "the learner's turn")
            scene = table.board.scene
            if table.game.is_over:
                break
            assert scene["mode"] == "play" and table.game.current_player == 0
            assert any(card["playable"] for card in scene["hand"])
            table.play(table.game.legal_plays()[0])
            if table.busy:
                assert table.board.scene["mode"] == "wait"
                assert not any(card["playable"] for card in table.board.scene["hand"])
                table.step(-1)
                assert table.board.scene["mode"] == "watch"
                table.show_moment(None)
                assert table.board.scene["mode"] == "wait"
        assert table.board.scene["mode"] == "over"
        table.step(-1)
        assert table.board.scene["mode"] == "watch"
        table.show_moment(None)
        assert table.board.scene["mode"] == "over"
        return modes

    assert asyncio.run(main()) == {"play", "wait", "watch", "over"}


@pytest.mark.parametrize("options", [dict(seed=1), dict(seed=1, players=6, col_monte=True),
                                     dict(seed=1, players=7, col_monte=True)],
                         ids=["plain", "col monte 6", "col monte 7"])
def test_the_chiamata_modes_bid_pick_play_over(options):
    table = ChiamataTable(opponents="easy", paced=False, **options)
    game = table.game
    while game.phase == "auction":
        assert table.board.scene["mode"] == "bid"
        legal = game.legal_bids()
        table.bid(legal[1] if len(legal) > 1 else legal[0])
    assert game.caller == 0 and game.pending == "call"
    assert table.board.scene["mode"] == "bid", "the call is made with the auction's buttons"
    table.call(game.call_options()[0].code())
    if game.rules.col_monte:
        assert game.pending == "discard" and table.board.scene["mode"] == "pick"
        assert all(card["playable"] for card in table.board.scene["hand"])
        table.step(-1)
        assert table.board.scene["mode"] == "watch"
        table.show_moment(None)
        assert table.board.scene["mode"] == "pick"
        table.discard([c.code() for c in game.view(0).hand[:game.rules.monte_size]])
    if game.phase == "call" and game.pending == "partner":
        assert table.board.scene["mode"] == "bid"
        table.choose_partner("alone")
    assert game.phase == "play" and table.board.scene["mode"] == "play"
    drive_to_end(table)
    assert table.board.scene["mode"] == "over"


# -- 6. the Chiamata discards, chosen by clicking ---------------------------------------------


def discard_button(table) -> widgets.Button:
    # the auction's column, beside the felt
    found = [b for b in buttons_in(table._auction_box) if b.description.startswith(
        t("auction.discard_count", table.lang, chosen=0, count=0).split("(")[0].strip())]
    assert len(found) == 1, [b.description for b in buttons_in(table._auction_box)]
    return found[0]


@pytest.mark.parametrize("players", [6, 7])
def test_col_monte_discards_are_chosen_by_clicking_cards(players):
    table = chiamata_learner_calls(seed=1, players=players, col_monte=True)
    game = table.game
    table.call(game.call_options()[0].code())
    assert game.pending == "discard"
    size, hand = game.rules.monte_size, game.view(0).hand
    assert len(hand) > size
    button = discard_button(table)
    assert button.disabled and button.description == t("auction.discard_count", "it", chosen=0,
                                                        count=size)
    before = history_of(table)
    button.click()
    assert history_of(table) == before
    chosen = list(hand[:size + 1])
    for number, card in enumerate(chosen, 1):
        if number % 2:
            table.pick(card)
        else:
            click(table, card.code(), event="pick")
        scene = table.board.scene
        assert table._selected == set(chosen[:number])
        assert {c["code"] for c in scene["hand"] if c["selected"]} == {c.code() for c in chosen[:number]}
        assert scene["status"] == t("auction.status_discard", "it", chosen=number, count=size)
        assert discard_button(table).disabled == (number != size)
        assert scene["message"] == "" and history_of(table) == before
    table.pick(chosen[0])                                    # a second click puts it back
    table.pick(chosen[-1].code())
    assert table._selected == set(chosen[1:size])
    click(table, chosen[0].code(), event="pick")
    assert table._selected == set(chosen[:size])
    go = discard_button(table)
    assert not go.disabled and go.description == t("auction.discard_count", "it", chosen=size,
                                                   count=size)
    go.click()
    assert game.phase in ("call", "play") and game.pending != "discard"
    assert set(game.view(0).discards) == set(chosen[:size])
    assert not table._selected and not any(c["selected"] for c in table.board.scene["hand"])


def test_discard_with_no_argument_lays_aside_the_cards_chosen():
    table = chiamata_learner_calls(seed=1, players=6, col_monte=True)
    game = table.game
    table.call(game.call_options()[0].code())
    size, hand = game.rules.monte_size, game.view(0).hand
    before = history_of(table)
    assert table.discard() is False                          # nothing chosen yet
    assert table.board.scene["message"] and history_of(table) == before
    for card in hand[-size:]:
        table.pick(card)
    assert table.discard() is True
    assert set(game.view(0).discards) == set(hand[-size:])


def test_a_pick_outside_the_discard_step_changes_nothing():
    plain = ChiamataTable(seed=2, opponents="easy", paced=False)
    monte = chiamata_learner_calls(seed=1, players=6, col_monte=True)
    classic = PlayTable(players=2, seed=2)
    for table in (plain, monte, classic):
        card = table.game.view(0).hand[0]
        before, selected = history_of(table), set(table._selected)
        table.pick(card)
        assert table.board.scene["message"] and history_of(table) == before
        assert table._selected == selected
        assert not any(c["selected"] for c in table.board.scene["hand"])
    assert plain.board.scene["message"] == t("auction.pick_not_now", "it")
    assert monte.board.scene["message"] == t("auction.pick_not_now", "it")   # at the call
    monte.call(monte.game.call_options()[0].code())
    monte.pick(not_in_hand(monte))                            # in the step, not in the hand
    assert monte.board.scene["message"] == t("auction.pick_not_now", "it") and not monte._selected
    for card in monte.game.view(0).hand[:monte.game.rules.monte_size]:
        monte.pick(card)
    monte.discard()
    if monte.game.phase == "call":
        monte.choose_partner("alone")
    assert monte.game.phase == "play"
    card = monte.game.view(0).hand[0]
    monte.pick(card)
    assert monte.board.scene["message"] == t("auction.pick_not_now", "it") and not monte._selected


# -- 7. every text in the learner's language --------------------------------------------------

CARD_CODE = re.compile(r"\b(10|[1-9])[dcsbDCSB]\b")
SNAKE_CASE = re.compile(r"\b[A-Za-z]+_[A-Za-z0-9_]+\b")
CATALOGUE_KEY = re.compile(r"\b(?:table|auction|match|refusal|course|cli|explain)\.[a-z_]+\b")
ENTITY = re.compile(r"&(?:#x?[0-9a-f]+|[a-z]+);", re.I)     # the page shows texts as text
ENGLISH = re.compile(r"\b(the|you|your|cannot|card|cards|trick|tricks|seat|hand|play|pick|bid|"
                     r"turn|not|of|and|pass)\b", re.I)
ITALIAN = re.compile(r"\b(carta|carte|mano|tocca|presa|prese|non|della|del|di|il|la|punti|tua|"
                     r"tuo|giocatore|avversario|avversari|compagno|smazzata|scarta|chiama|"
                     r"dichiara|asta|hai|sei|è|ora|passo)\b", re.I)
FOREIGN = {"it": ENGLISH, "en": ITALIAN}


def plain(markup: str) -> str:
    """The text an HTML widget shows."""
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


def learner_texts(table) -> list[tuple[str, str]]:
    """(where, text) for every text the learner can read on the table now: the scene's, the
    result panel's, the hint or review panel's, and the widgets' under the felt."""
    scene = table.board.scene
    found = [("status", scene["status"]), ("message", scene["message"])]
    found += [("info", line) for line in scene["info"]]
    found += [("label", text) for text in scene["labels"].values()]
    for seat in scene["seats"]:
        found += [("seat name", seat["name"]), ("pile", seat["pile"])]
        found += [("seat note", note) for note in seat["notes"]]
        found += [("open card", card["label"]) for card in seat["open"]]
    found += [("card", card["label"]) for card in scene["hand"] + scene["trick"]]
    if scene["last"]:
        found.append(("last trick", scene["last"]["text"]))
    if scene["deck"]:
        found += [("deck", scene["deck"]["label"]), ("trump", scene["deck"]["trump"])]
    result = scene["result"]
    if result:
        found += [("result title", result["title"]), ("result standing", result["standing"]),
                  ("result stars", result["stars_label"])]
        for line in result["lines"]:
            found += [("result who", line["who"]), ("result points", line["points"])]
        for button in result["buttons"]:
            found += [("result button", button["label"]), ("result button", button.get("title", ""))]
        if result["link"]:
            found.append(("result link", result["link"]["label"]))
    advice = table._advice.scene
    if advice:
        found.append(("panel title", advice.get("title", "")))
        for card in advice.get("cards", ()):
            found += [("panel " + key, card[key]) for key in ("label", "note", "heading", "action")
                      if card.get(key)]
    for box in (table.actions, table.bar, table.teacher_bar):
        for widget in walk(box):
            if isinstance(widget, (widgets.Button, widgets.ToggleButton)):
                found += [("button", widget.description), ("tooltip", widget.tooltip or "")]
            elif isinstance(widget, (widgets.ToggleButtons, widgets.Dropdown)):
                if widget is not table.language:        # each language named in itself
                    found += [("option", label) for label in widget._options_labels]
            elif isinstance(widget, widgets.HTML):
                found.append(("html", plain(widget.value)))
    return [(where, text) for where, text in found if text]


QUOTED = re.compile(r"«([^»]*)»|“([^”]*)”")


def language_problems(table, lang: str, typed: frozenset = frozenset()) -> set[tuple[str, str, str]]:
    """(where, text, what is wrong) for each text not plainly in ``lang``. What the learner
    typed (``typed``) may be quoted back as it was: «zz» is not a card."""
    problems = set()
    for where, text in learner_texts(table):
        text = QUOTED.sub(lambda m: "«»" if (m.group(1) or m.group(2) or "") in typed else m.group(0),
                          text)
        for name, pattern in (("a card code", CARD_CODE), ("a snake_case code", SNAKE_CASE),
                              ("a catalogue key", CATALOGUE_KEY), ("an HTML entity", ENTITY),
                              ("a word of the other language", FOREIGN[lang])):
            found = pattern.search(text)
            if found:
                problems.add((where, text, f"{name}: {found.group(0)!r}"))
    return problems


# Forged or stray messages a page could send.
FORGED = [{"event": "hack"}, {"event": "play"}, {"event": "play", "card": 3},
          {"event": "play", "card": "99x"}, {"event": "review", "x": 1},
          {"event": "again", "card": "1d"}, {"event": "new", "seed": 5}, {}, {"event": None},
          {"card": "1d"}, {"event": "bid", "bid": "pass"}]


class Tormentor:
    """Drives a table through bad inputs at every step, collecting every text shown."""

    def __init__(self, table, lang: str) -> None:
        self.table, self.lang = table, lang
        self.problems: set = set()
        self.typed: set[str] = set()
        self.steps = 0

    def check(self) -> None:
        self.steps += 1
        self.problems |= language_problems(self.table, self.lang, frozenset(self.typed))

    def typing(self, *inputs) -> None:
        """Inputs the learner typed in a cell: a refusal may quote them back."""
        self.typed |= {str(value) for value in inputs}

    def unchanged(self, action) -> None:
        """``action`` is refused: the hand stays as it was, and the refusal is checked."""
        before = history_of(self.table)
        action()
        self.check()
        assert history_of(self.table) == before, "a refused input changed the hand"

    def forged(self) -> None:
        board = self.table.board
        for content in FORGED:
            self.unchanged(lambda c=content: board._received(board, dict(c), []))

    def bad_plays(self) -> None:
        table = self.table
        outside = not_in_hand(table)
        bad_inputs = (outside, outside.code(), "zz", "11x", "1d 2d", "", None, 5, ["1d"])
        self.typing(*bad_inputs[2:])
        for bad in bad_inputs:
            self.unchanged(lambda b=bad: table.play(b))
        self.unchanged(lambda: table.board._received(
            table.board, {"event": "play", "card": outside.code()}, []))

    def looking_back(self) -> None:
        table = self.table
        table.step(-1)
        self.check()
        self.unchanged(lambda: table.play(table.game.view(table.seat).hand[0]))
        self.unchanged(lambda: table.hint())
        table.show_moment(None)
        self.check()

    def at_the_end(self, review: bool) -> None:
        table = self.table
        assert table.game.is_over
        self.check()
        self.unchanged(lambda: table.play("1d"))
        self.unchanged(lambda: table.hint())
        self.forged()
        if review:                           # slow (the advisor judges every card): twice
            table.review()
            self.check()
        table.step(-3)
        self.check()
        table.show_moment(None)
        self.check()


def torment_classic(table, lang: str, review: bool = False) -> Tormentor:
    me = Tormentor(table, lang)
    me.check()
    me.unchanged(lambda: table.review())
    me.forged()
    me.unchanged(lambda: table.board._received(
        table.board, {"event": "pick", "card": table.game.view(0).hand[0].code()}, []))
    table.hint()
    me.check()
    me.bad_plays()
    me.typing("zz", "nonsense", 7, "1d")
    for bad in ("zz", 7, None, "1d"):                  # accusi and signs as typed in a cell
        me.unchanged(lambda b=bad: table.declare(b))
        me.unchanged(lambda b=bad: table.signal(b))
    me.unchanged(lambda: table.swap_seven())
    table.play(table.game.legal_plays()[0])
    me.check()
    me.looking_back()
    me.bad_plays()
    while not table.game.is_over:
        for button in [b for b in buttons_in(table.actions) if not b.disabled][:1]:
            button.click()                 # an accuso, the sette leva or a sign
            me.check()
        table.play(table.game.legal_plays()[0])
        me.check()
        if isinstance(table, MatchTable) and table.game.is_over and not table.match.is_over:
            me.unchanged(lambda: table.again())
            table.new_deal()
            me.check()
            me.unchanged(lambda: table.new_deal())
    me.at_the_end(review)
    return me


def illegal_bid(game):
    from briscola_teach.games.chiamata import Bid
    from briscola_teach.cards import Rank
    candidates = [Bid(rank=rank) for rank in Rank] + [Bid(points=p) for p in (61, 70, 120)]
    return next(bid for bid in candidates if bid not in game.legal_bids())


def torment_chiamata(table, lang: str, caller: bool, review: bool = False) -> Tormentor:
    me = Tormentor(table, lang)
    game = table.game
    me.check()
    me.forged()
    hand = game.view(0).hand
    me.unchanged(lambda: table.play(hand[0]))                      # not in the auction
    me.unchanged(lambda: table.call("d"))
    me.unchanged(lambda: table.discard([hand[0].code()]))
    me.unchanged(lambda: table.choose_partner("alone"))
    me.unchanged(lambda: table.pick(hand[0].code()))
    me.unchanged(lambda: table.pick("zz"))
    me.typing("zz", "nonsense", "7s", None, 11, "Asso di niente", "12d", ["1d"], "maybe", "1d")
    for bad in ("nonsense", Card.parse("1d"), "7s", None, 11, illegal_bid(game)):
        me.unchanged(lambda b=bad: table.bid(b))
    while game.phase == "auction":
        legal = game.legal_bids()
        table.bid(legal[1] if caller and len(legal) > 1 else "pass")
        me.check()
        if game.phase == "auction":
            me.unchanged(lambda: table.bid(illegal_bid(game)))
    if caller:
        assert game.caller == 0 and game.pending == "call"
        for bad in ("zz", "Asso di niente", None, 5, "12d", ["1d"]):
            me.unchanged(lambda b=bad: table.call(b))
        me.unchanged(lambda: table.play(game.view(0).hand[0]))
        me.unchanged(lambda: table.bid("pass"))
        me.unchanged(lambda: table.pick(game.view(0).hand[0].code()))
        table.call(game.call_options()[0].code())
        me.check()
    while game.phase == "call" and game.current_player == 0:
        if game.pending == "discard":
            size = game.rules.monte_size
            hand = game.view(0).hand
            me.unchanged(lambda: table.discard())
            me.unchanged(lambda: table.pick("zz"))
            me.unchanged(lambda: table.pick(not_in_hand(table).code()))
            me.unchanged(lambda: table.discard([c.code() for c in hand[:size - 1]]))
            me.unchanged(lambda: table.discard([not_in_hand(table).code()] * size))
            me.unchanged(lambda: table.discard("1d"))
            me.unchanged(lambda: table.choose_partner("alone"))
            for card in hand[:size]:
                table.board._received(table.board, {"event": "pick", "card": card.code()}, [])
                me.check()
            assert table.discard()
        elif game.pending == "partner":
            me.unchanged(lambda: table.choose_partner("maybe"))
            table.choose_partner("alone")
        me.check()
    assert game.phase in ("play", "over")
    while not game.is_over:
        me.unchanged(lambda: table.bid("pass"))
        me.unchanged(lambda: table.call("1d"))
        me.unchanged(lambda: table.pick(game.view(0).hand[0].code()))
        me.bad_plays()
        table.play(game.legal_plays()[0])
        me.check()
    me.at_the_end(review)
    return me


TABLE_KINDS = {
    "2 players": lambda lang: PlayTable(players=2, seed=1, lang=lang, teacher=True),
    "3 players": lambda lang: PlayTable(players=3, seed=3, lang=lang),
    "4 with signals": lambda lang: PlayTable(players=4, seed=4, lang=lang, signals=True,
                                              intercept_chance=0.5),
    "6 players": lambda lang: PlayTable(players=6, seed=5, lang=lang),
    "151": lambda lang: PlayTable(players=2, seed=6, lang=lang, variant="151"),
    "match": lambda lang: MatchTable(players=2, seed=2, lang=lang, variant="classic",
                                     goal="two_hands"),
    "chiamata": lambda lang: ChiamataTable(seed=2, lang=lang, opponents="easy"),
    "chiamata col monte 6": lambda lang: ChiamataTable(seed=1, lang=lang, opponents="easy",
                                                      players=6, col_monte=True),
    "chiamata col monte 7": lambda lang: ChiamataTable(seed=1, lang=lang, opponents="easy",
                                                      players=7, col_monte=True),
}


@pytest.mark.parametrize("lang", ["it", "en"])
@pytest.mark.parametrize("kind", list(TABLE_KINDS))
def test_every_text_at_every_kind_of_table_is_in_the_learners_language(kind, lang):
    """Bad cards, bad bids and calls, wrong discards, picks out of step, plays in the wrong
    phase, forged events: every text the table shows, all along, is in the learner's words:
    no raw card code, no code name, no catalogue key, no HTML entity shown as text, and no
    word of the other language."""
    table = TABLE_KINDS[kind](lang)
    review = kind in ("3 players", "chiamata")
    if isinstance(table, ChiamataTable):
        me = torment_chiamata(table, lang, caller=table.game.rules.col_monte, review=review)
    else:
        me = torment_classic(table, lang, review=review)
    assert me.steps > 30
    assert not me.problems, "\n".join(f"{where}: {text!r}: {what}"
                                      for where, text, what in sorted(me.problems))



@pytest.mark.parametrize("lang", ["it", "en"])
@pytest.mark.parametrize("content", [{"event": "hack"}, {"event": "play", "card": 3},
                                     {"event": "again", "card": "1d"}, {"event": "pick", "card": "1d"}],
                         ids=["unknown", "play without a card", "again with a card", "pick"])
def test_a_forged_event_is_answered_in_plain_words(content, lang):
    """The page shows a message as text (table.js: ``textContent``): no HTML entity in it,
    and no code word of the page's protocol ("play", "pick") in an Italian sentence."""
    table = PlayTable(players=2, seed=3, lang=lang)
    table.board._received(table.board, content, [])
    message = table.board.scene["message"]
    assert message
    assert not ENTITY.search(message), message
    assert not SNAKE_CASE.search(message) and not FOREIGN[lang].search(message), message

# -- 8. the pictures, once per page -----------------------------------------------------------


def codes_in(scene) -> set[str]:
    """The codes of every card a scene shows, wherever in it."""
    if isinstance(scene, dict):
        own = {scene["code"]} if isinstance(scene.get("code"), str) and scene["code"] else set()
        return own.union(*(codes_in(value) for value in scene.values()))
    if isinstance(scene, list):
        return set().union(*(codes_in(value) for value in scene))
    return set()


def test_scenes_carry_codes_and_labels_never_pictures():
    """Every scene of a hand, the hint and review panels' too, names its cards by code and
    label; the pictures travel in the page's one kit, shared by every table and row, and the
    kit has the picture of every card a scene has shown."""
    first = PlayTable(players=4, seed=6, opponents="easy", teacher=True)
    second = ChiamataTable(seed=2, opponents="easy", style="french")
    assert first.board.kit is second.board.kit is first._advice.kit is second._advice.kit
    kit = first.board.kit
    scenes = scenes_of(first) + scenes_of(second)
    first.hint()
    first.open_hands = True
    drive_to_end(first)
    first.review()
    drive_to_end(second)
    second.review()
    scenes += [second.board.scene, first._advice.scene, second._advice.scene]
    shown = {"italian": set(), "french": set()}
    for scene in scenes:
        text = json.dumps(scene)
        assert "<svg" not in text and "data:image" not in text
        for card in scene.get("hand", []) + scene.get("trick", []) + scene.get("cards", []):
            assert set(card) >= {"code", "label"} and card["label"]
        shown[scene["style"]] |= codes_in(scene)
    assert shown["italian"] and shown["french"]
    for style, codes in shown.items():
        assert codes <= kit.shown()[style], f"{style} pictures missing from the kit"
    assert "<svg" not in synced_text()


def test_the_french_pictures_reach_the_page_only_when_a_scene_shows_them():
    table = PlayTable(players=2, seed=6)
    kit = table.board.kit
    assert not kit.shown()["french"]
    assert codes_in(table.board.scene) <= kit.shown()["italian"]
    table.pack.value = "french"
    assert table.board.scene["style"] == "french"
    assert codes_in(table.board.scene) <= kit.shown()["french"]
    assert "<svg" not in json.dumps(table.board.scene)

# -- 9. hand ids --------------------------------------------------------------------------------


def test_the_hand_id_changes_with_each_new_hand_and_only_then():
    table = PlayTable(players=2, seed=6)
    ids = [table.board.scene["id"]]
    for _ in range(5):
        table.play(table.game.legal_plays()[0])
        assert table.board.scene["id"] == ids[-1], "one hand, one id"
    table.lang = "en"
    table.step(-2)
    assert table.board.scene["id"] == ids[-1]
    table.show_moment(None)
    table.again()
    ids.append(table.board.scene["id"])
    table.new_deal(6)
    ids.append(table.board.scene["id"])
    table.new_deal()
    ids.append(table.board.scene["id"])
    table.start_over()
    ids.append(table.board.scene["id"])
    assert len(set(ids)) == len(ids), ids


def test_a_match_and_chiamata_give_each_hand_its_id():
    match = MatchTable(players=2, seed=3, variant="classic", goal="two_hands")
    ids = [match.board.scene["id"]]
    drive_to_end(match)
    assert match.board.scene["id"] == ids[0]
    match.new_deal()
    ids.append(match.board.scene["id"])
    drive_to_end(match)
    match.new_match(3)
    ids.append(match.board.scene["id"])
    chiamata = ChiamataTable(seed=3, opponents="easy")
    ids.append(chiamata.board.scene["id"])
    chiamata.bid("pass")
    assert chiamata.board.scene["id"] == ids[-1]
    chiamata.again()
    ids.append(chiamata.board.scene["id"])
    assert len(set(ids[:3])) == 3 and ids[3] != ids[4]


# -- 10. Briscola a 151: the engine's points on the felt ----------------------------------------


def test_151_piles_show_the_engines_points_with_the_accusi():
    """Each seat's pile says the engine's points (accusi included) and names the accusi
    when there are any, all along the hand, the learner's own accusi (pressed) too."""
    declared_seen = learner_declared = 0
    for seed in range(1, 30):
        for lang in ("it", "en"):
            table = PlayTable(players=2, seed=seed, variant="151", opponents="easy", lang=lang)
            while True:
                view = table.game.view(0)
                for seat, pile in enumerate(table.board.scene["seats"]):
                    tricks = sum(1 for trick in view.tricks if trick.winner == seat)
                    points, declared = view.points_by_seat[seat], view.declared_by_seat[seat]
                    if declared:
                        declared_seen += 1
                        assert pile["pile"] == t("table.pile_declared", lang, tricks=tricks,
                                                 points=points, declared=declared)
                        assert str(declared) in pile["pile"] and str(points) in pile["pile"]
                    else:
                        assert pile["pile"] == t("table.pile", lang, tricks=tricks, points=points)
                if table.game.is_over:
                    break
                declare = [b for b in buttons_in(table.actions)
                           if b.description.startswith(t("table.declare", lang, suit="").strip())]
                if declare:
                    declare[0].click()
                    learner_declared += 1
                    continue
                table.play(table.game.legal_plays()[0])
            outcome = table.game.outcome()
            lines = result_of(table)["lines"]
            assert [line["mine"] for line in lines] == [True, False]
            for line, seat in zip(lines, (0, 1)):
                extra = table.game.view(0).declared_by_seat[seat]
                key = "table.result_points_declared" if extra else "table.result_points"
                assert line["points"] == t(key, lang, points=outcome.points_by_seat[seat],
                                           declared=extra)
        if declared_seen > 20 and learner_declared >= 2:
            break
    assert declared_seen > 20 and learner_declared >= 2


def points_from_the_table(game, seat: int) -> tuple[int, int]:
    """(trick points, accusi) of ``seat`` as a learner would count them: the cards of the
    tricks it took and the accusi it declared, not the engine's counters."""
    tricks = sum(trick.points for trick in game.tricks if trick.winner == seat)
    accusi = sum(e.points for e in game.history if isinstance(e, Declare) and e.seat == seat)
    return tricks, accusi


@pytest.mark.parametrize("seed", [23, 26, 38])   # the learner declares (40 in trump at 26, 38)
def test_151_a_seats_total_on_the_felt_counts_its_accusi(seed):
    """Issue 15: the 151 table once added up the tricks alone. Each seat's pile and, at the
    end, each side's line show the trick points plus the accusi, as counted at the table."""
    table = PlayTable(players=2, seed=seed, variant="151", opponents="easy", lang="en")
    accusi_seen = set()
    while True:
        scene = table.board.scene
        for seat, shown in enumerate(scene["seats"]):
            tricks, accusi = points_from_the_table(table.game, seat)
            taken = sum(1 for trick in table.game.tricks if trick.winner == seat)
            if accusi:
                accusi_seen.add(seat)
                assert shown["pile"] == t("table.pile_declared", "en", tricks=taken,
                                          points=tricks + accusi, declared=accusi)
            else:
                assert shown["pile"] == t("table.pile", "en", tricks=taken, points=tricks)
        if table.game.is_over:
            break
        view = table.game.view(0)
        if view.legal_declarations:
            table.declare(view.legal_declarations[0])
        else:
            table.play(view.legal_plays()[0])
    declared = {e.seat for e in table.game.history if isinstance(e, Declare)}
    assert 0 in accusi_seen and accusi_seen == declared
    for line, seat in zip(result_of(table)["lines"], (0, 1)):
        tricks, accusi = points_from_the_table(table.game, seat)
        key = "table.result_points_declared" if accusi else "table.result_points"
        assert line["points"] == t(key, "en", points=tricks + accusi, declared=accusi)
    assert sum(sum(points_from_the_table(table.game, seat)) for seat in (0, 1)) > 120


def test_151_piles_without_points_count_tricks_only():
    table = PlayTable(players=2, seed=6, variant="151", show_points=False)
    drive_to_end(table)
    view = table.game.view(0)
    for seat, pile in enumerate(table.board.scene["seats"]):
        tricks = sum(1 for trick in view.tricks if trick.winner == seat)
        assert pile["pile"] == t("table.pile_tricks", "it", tricks=tricks)


def test_a_hand_kept_for_another_seat_is_not_taken_up(store):
    table = PlayTable(players=2, seed=8, opponents="easy")
    table.keep_in(store, "k")
    table.play(table.game.legal_plays()[0])
    other = PlayTable(players=2, seed=8, seat=1, opponents="easy")
    other.keep_in(store, "k")
    assert not other._restored and len(other.game.actions()) < len(table.game.actions())
    assert json.loads(store.saved_game("k"))["seat"] == 1


def test_paced_the_computer_waits_until_the_table_is_seen(fast_gaps):
    """A lesson page may hold a table far below the prose: its computer players start when
    the page says the table came into view, so the learner sees their first cards."""
    async def main():
        table = PlayTable(players=4, seed=5, opponents="easy")
        assert table.busy
        await asyncio.sleep(0.3)
        waited = len(table.game.actions())
        seen(table)
        await until(lambda: not table.busy, "the learner's turn")
        return waited, len(table.game.actions())

    waited, moved = asyncio.run(main())
    assert waited == 0 and moved > 0
