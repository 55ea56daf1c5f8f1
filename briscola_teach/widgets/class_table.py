"""``ClassTables``: play with the class. The lobby (a new table, a table by its code, the
class's list) and the table, in the learner's own kernel.

The widget is one client of the table server (``briscola_teach/tables``): it sends what the
learner does and draws what the server sends this learner's seat, nothing else. The felt is
the lessons' card table (``Board`` and ``scene.table_scene``), drawn from the seat's view as
the server sent it (``wire.parse_view``), so the page can hold no card the seat may not see.
The server decides everything: whose turn it is, the time left, what a computer plays; the
kernel only counts the last seconds down on the screen.

The class's list is the server's: a couple of dozen tables at most, however many are open,
and a line saying how many more there are (a table's code joins any of them).

It needs the class server (``briscola-teach serve``), which tells each kernel where the
table server is (``BRISCOLA_TABLES``) and who the learner is (``learners.here()``).
"""

from __future__ import annotations

import html
import os
import time
from functools import partial
from typing import Any, Callable, Optional

import ipywidgets as widgets

from ..cards import Card
from ..errors import BriscolaError
from ..i18n import ProperName, check_language, named, refusal, t, table_line
from ..learners import here
from ..tables.identity import credential as sign_credential
from ..tables.options import (GOALS, OFFERED_LEVELS, SHORT_SECONDS, TABLE_KINDS, TIMER_CHOICES,
                              signs_allowed)
from ..hub import TOKEN_ENV
from ..tables import TABLES_ENV
from ..tables.table import CODE_LENGTH, CODE_LETTERS, PHRASES
from ..tables.table_client import TableClient
from ..views import ChiamataView
from ..wire import parse_view
from .board import Board, Presence, Row
from .controls import button, html_text, keep, shared, show_in
from .language import Translated
from .pacing import running_loop
from .chiamata import MAX_BID_BUTTONS, bid_button, point_choices, typed_total
from .scene import card_entry, card_name, status_text, table_scene

COUNTDOWN = 10          # the last seconds of a turn are counted on the screen (seed 003)
LOG_LINES = 4
# The kernel cannot see its page go (a crashed browser, a dropped network: Voila keeps the
# kernel), so the page says it is there every few seconds. After a silence the kernel leaves
# the table server, and the seat has its grace period as for a closed page. Chrome wakes a
# page that has been hidden a while once a minute, hence a silence longer than that.
BEAT_SECONDS = 10.0
SILENCE_SECONDS = 90.0
SILENCE_ENV = "BRISCOLA_TABLES_SILENCE"   # a test's class server shortens the silence


def credential_here() -> str:
    """This kernel's learner for the table server: signed on a class server; on a Hub, the
    user's own token (the service asks the Hub whose it is)."""
    learner = here()
    if learner.hub:
        return os.environ.get(TOKEN_ENV, "")
    return sign_credential(learner.id)


class ClassTables(Translated, widgets.VBox):
    """The lobby and one class table for the learner of this kernel."""

    def __init__(self, url: Optional[str] = None, credential: Optional[str] = None,
                 lang: str = "it", style: str = "italian") -> None:
        super().__init__(layout=shared(widgets.Layout))
        self.add_class("bt-class-tables")
        self._lang, self._style = check_language(lang), style
        self.url = url if url is not None else os.environ.get(TABLES_ENV)
        self.code: Optional[str] = None          # the table shown
        self.tables: list[dict[str, Any]] = []
        self.more = 0                 # the open tables the server's list left out
        self.linked = False
        self.heard: list[str] = []
        self._note = ""
        self._sent_at: Optional[tuple[int, str]] = None     # the version and kind last sent
        self._deadline: Optional[float] = None
        self._ticking = False
        self._showing_timer = False    # the menu is being set to the table's time, not chosen
        self.board = Board(on_event=self._on_board)
        # A study table is one a teacher may look into from the class page of a class server;
        # on a Hub the teacher's page shows no cards, so the choice is not offered there.
        self.study_tables = not here().hub
        # The last hint or review the server sent, and the moment it is for: the table's
        # version for a hint, the hand's number for the review.
        self.advice: Optional[tuple[str, Any, dict[str, Any]]] = None
        self.advice_row = Row(on_event=self._on_advice)
        self.chosen: list[str] = []     # col monte: the cards picked to lay aside
        self.silence = float(os.environ.get(SILENCE_ENV) or SILENCE_SECONDS)
        self._beat_at: Optional[float] = None      # the page's last beat, once it has beaten
        self.presence = Presence(self._beat, every=min(BEAT_SECONDS, self.silence / 3))
        self._build()
        self.client: Optional[TableClient] = None
        if self.url:
            self.client = TableClient(self.url, credential or credential_here(), self._heard,
                                      self._link)
            loop = running_loop()
            if loop is not None:
                loop.create_task(self.client.connect())
        self._render()

    @property
    def state(self) -> Optional[dict[str, Any]]:
        """The latest state the server sent of the table shown (the client keeps every
        table's: one may come before the answer that names the table)."""
        if self.client is None or self.code is None:
            return None
        return self.client.states.get(self.code)

    # -- what the learner does ---------------------------------------------------------

    def create(self) -> None:
        game, players = self.game_menu.value
        options = {"game": game, "players": players, "goal": self.goal_menu.value,
                   "level": self.level_menu.value, "listed": self.listed_box.value,
                   "timer": self.timer_menu.value, "hints": self.hints_box.value,
                   "teaching": self.study_tables and self.teaching_box.value,
                   "signs": bool(self.signs_box.value) and signs_allowed(game, players)}
        self._ask({"t": "create", "options": options, "seat": 0})

    def join_by_code(self) -> None:
        code = self.code_box.value.strip().upper()
        if len(code) != CODE_LENGTH or not set(code) <= set(CODE_LETTERS):
            self._say_note(t("ct.bad_code", self._lang))
            return
        self._ask({"t": "peek", "table": code})

    def sit(self, code: str, seat: int) -> None:
        self.code = code
        self._ask({"t": "join", "table": code, "seat": seat})

    def refresh(self) -> None:
        self._ask({"t": "list"})

    def start(self) -> None:
        self._ask({"t": "start", "table": self.code})

    def wait(self) -> None:
        """"Aspetta": the table starts by itself when a classmate sits down (again: not)."""
        if self.state is not None:
            self._ask({"t": "wait", "table": self.code, "waiting": not self.state["waiting"]})

    def next_hand(self) -> None:
        self._ask({"t": "next", "table": self.code})

    def leave(self) -> None:
        self._ask({"t": "stand", "table": self.code})
        self.to_lobby()

    def set_timer(self, seconds: int) -> None:
        """The creator's choice of a turn's time at the table (0: no limit)."""
        self._ask({"t": "timer", "table": self.code, "seconds": seconds})

    def _timer_chosen(self, change: dict) -> None:
        if not self._showing_timer and self.state is not None and \
                change["new"] != self.state.get("seconds"):
            self.set_timer(change["new"])

    def to_lobby(self) -> None:
        self.code = None
        self.refresh()
        self._render()

    def say(self, phrase: str) -> None:
        self._ask({"t": "say", "table": self.code, "phrase": phrase})

    def act(self, action: list) -> None:
        """Send an action of this learner's seat, one of a kind per version of the table (a
        second click while the first is on its way sends nothing; a sign takes no version,
        so the card after it goes too)."""
        if self.state is None:
            return
        sent = (self.state["v"], action[0])
        if self._sent_at == sent:
            return
        self._sent_at = sent
        self._ask({"t": "act", "table": self.code, "v": self.state["v"], "action": action})

    def hint(self) -> None:
        """At a table with hints: the advisor's ranking of the cards this seat may play."""
        if self.state is not None:
            self._ask({"t": "hint", "table": self.code})

    def review(self) -> None:
        """At a table with hints, once the hand is over: this seat's plays judged."""
        if self.state is not None:
            self._ask({"t": "review", "table": self.code})

    def pick(self, card: str) -> None:
        """Col monte, the caller choosing the discards: a click on a card of the hand picks
        it, a second puts it back."""
        view = self._view()
        if view is None or not _discarding(view) or card not in [c.code() for c in view.hand]:
            self._say_note(t("auction.pick_not_now", self._lang))
            return
        self.chosen = [c for c in self.chosen if c != card] if card in self.chosen \
            else self.chosen + [card]
        self._render()

    def discard(self) -> None:
        view = self._view()
        if view is not None and _discarding(view):
            self.act(["discard", view.seat, list(self.chosen)])

    def _view(self) -> Optional[Any]:
        return parse_view(self.state["view"]) if self.state and self.state.get("view") else None

    def play(self, card: str) -> None:
        if self.state is not None and self.state["you"] is not None:
            self.act(["play", self.state["you"], card])

    def _ask(self, message: dict[str, Any]) -> None:
        if self.client is None:
            return
        self._note = ""
        loop = running_loop()
        if loop is not None:
            loop.create_task(self._asked(message))

    async def _asked(self, message: dict[str, Any]) -> None:
        assert self.client is not None
        answer = await self.client.request(message)
        if answer["t"] == "refused":
            self._refused(answer)
            if message["t"] in ("join", "watch") and self.state is None:
                self.code = None          # that table is not this learner's to show
        elif answer["t"] == "created":
            self.code = answer["table"]
            self._timer_from(self.state)
        elif answer["t"] == "tables":
            self._listed(message, answer["tables"], answer.get("more", 0))
        elif answer["t"] in ("advice", "review") and self.state is not None \
                and answer.get("table") == self.code:
            self.advice = (answer["t"], self._advice_moment(answer["t"]), answer)
        self._render()

    # -- what the server says ----------------------------------------------------------

    def _link(self, up: bool) -> None:
        self.linked = up
        if up:
            self.refresh()
        self._render()

    def _heard(self, message: dict[str, Any]) -> None:
        kind = message["t"]
        if kind == "state" and message["table"] == self.code:
            self._timer_from(message)
            self._render()
        elif kind == "event" and message["table"] == self.code:
            self._logged(message["event"])
        elif kind == "refused" and message.get("id") is None:
            self._refused(message)
            self._render()

    def _listed(self, asked: dict[str, Any], tables: list[dict[str, Any]], more: Any) -> None:
        if asked["t"] == "peek":
            self.tables = tables + [t for t in self.tables if t["table"] != tables[0]["table"]]
        else:
            self.tables = tables
            self.more = more if isinstance(more, int) and not isinstance(more, bool) else 0
        mine = [t for t in tables if t.get("you") is not None]
        if self.code is None and mine and asked["t"] == "list":
            self.code = mine[0]["table"]   # back at one's own table after a reload: the newest
            loop = running_loop()
            if loop is not None and self.client is not None:
                loop.create_task(self.client.request({"t": "watch", "table": self.code}))

    def _refused(self, answer: dict[str, Any]) -> None:
        error = BriscolaError(answer.get("message", ""), answer.get("code", "unknown"),
                              **(answer.get("details") or {}))
        self._note = refusal(error, self._lang)
        self._sent_at = None

    def _logged(self, event: dict[str, Any]) -> None:
        line = self._event_line(event)
        if line:
            self.heard = (self.heard + [line])[-LOG_LINES:]

    def _event_line(self, event: dict[str, Any]) -> str:
        lang, kind = self._lang, event["kind"]
        seat = event.get("seat")
        name = self._plain_name(seat) if isinstance(seat, int) else ""
        if kind == "say" and event.get("phrase") in PHRASES:
            return t("ct.said", lang, name=name, phrase=t(f"ct.phrase.{event['phrase']}", lang))
        mine = self.state is not None and seat == self.state["you"]
        if kind == "time_out" and event.get("short"):
            return t("ct.time_out_short_you", lang, seconds=SHORT_SECONDS) if mine else \
                t("ct.time_out_short", lang, name=name, seconds=SHORT_SECONDS)
        if kind == "time_out":
            return t("ct.time_out_you", lang) if mine else t("ct.time_out", lang, name=name)
        if kind == "full_time":
            return t("ct.full_time_you", lang) if mine else t("ct.full_time", lang, name=name)
        if kind == "away":
            return t("ct.gone", lang, name=name)
        if kind == "back":
            return t("ct.back_you", lang) if mine else t("ct.back", lang, name=name)
        if kind == "computer_plays":
            return t("ct.computer_plays", lang, name=name)
        if kind == "timer_off" or kind == "timer" and event.get("seconds") == 0:
            return t("ct.timer_off", lang)
        if kind == "timer" and isinstance(event.get("seconds"), int):
            return t("ct.timer_set", lang, seconds=event["seconds"])
        if kind == "closed":
            return t("ct.closed", lang)
        return ""      # "waiting" too: the room says so while the table waits

    def _say_note(self, text: str) -> None:
        self._note = text
        self._render()

    # -- the hint and the review -----------------------------------------------------------

    def _advice_moment(self, kind: str) -> Any:
        assert self.state is not None
        return self.state["v"] if kind == "advice" else (self.state["table"], self.state["hand"])

    def _advice_items(self) -> Optional[tuple[str, list[dict[str, Any]]]]:
        """The panel's title and cards, while the hint or the review is for the table shown
        as it is now (a hint goes with the move it was for, a review with its hand)."""
        if self.advice is None or self.state is None:
            return None
        kind, moment, answer = self.advice
        if moment != self._advice_moment(kind):
            self.advice = None
            return None
        lang, style = self._lang, self._style
        if kind == "advice":
            cards = [card_entry(Card.parse(item["card"]), lang, style,
                                tone="best" if item["rank"] == 1 else "",
                                heading=f"{item['rank']}. "
                                        f"{card_name(Card.parse(item['card']), lang, style)}"
                                        f" · {item['figures'][lang]}",
                                note=item["reason"][lang]) for item in answer["cards"]]
            return t("table.hint_title", lang), cards
        cards = []
        if answer.get("summary"):
            heading = t("review.summary_title", lang)
            cards.append({"code": "", "label": heading, "heading": heading,
                          "note": answer["summary"][lang]})
        for item in answer["items"]:
            note = " ".join(filter(None, (item["text"][lang], item["cost"][lang])))
            cards.append(card_entry(Card.parse(item["card"]), lang, style, note=note,
                                    tone="mistake" if item["mistake"] else "good"))
        title = t("table.review_title", lang)
        if not any(item["mistake"] for item in answer["items"]):
            title += " · " + t("table.review_none", lang)
        return title, cards

    def _on_advice(self, content: dict) -> None:
        """The panel has nothing to press at a class table."""
        self._say_note(t("table.bad_event", self._lang))

    def _render_advice(self, view: Any) -> list[widgets.Widget]:
        """The hint and review buttons at a table made with them, and the panel."""
        assert self.state is not None
        if not self.state["options"].get("hints"):
            _show(self.hint_button, False)
            _show(self.review_button, False)
            return []
        lang, seat = self._lang, view.seat
        self.hint_button.description = t("table.hint", lang)
        self.review_button.description = t("table.review", lang)
        my_card = not view.is_over and view.current_player == seat and bool(view.legal) and \
            getattr(view, "phase", "play") == "play"
        _show(self.hint_button, not view.is_over)
        self.hint_button.disabled = not my_card
        _show(self.review_button, view.is_over)
        items = self._advice_items()
        if items is None:
            self.advice_row.scene = {}     # no old hint's cards stay in the page
            return []
        title, cards = items
        self.advice_row.scene = {"layout": "list", "title": title, "style": self._style,
                                 "size": "normal", "lang": lang, "cards": cards}
        return [self.advice_row]

    # -- the countdown -----------------------------------------------------------------

    def _timer_from(self, state: Optional[dict[str, Any]]) -> None:
        timer = state.get("timer") if state else None
        self._deadline = time.monotonic() + timer["left"] if timer else None
        self._tick_soon()

    def _seconds_left(self) -> Optional[int]:
        if self._deadline is None:
            return None
        return max(0, int(self._deadline - time.monotonic() + 0.999))

    def _tick_soon(self) -> None:
        loop = running_loop()
        if loop is None or self._ticking or self._deadline is None:
            return
        self._ticking = True

        def tick() -> None:
            self._ticking = False
            left = self._seconds_left()
            if left is not None and left <= COUNTDOWN:
                self._render()
            if left:
                self._tick_soon()
        loop.call_later(1.0, tick)

    # -- the browser's messages ----------------------------------------------------------

    def _beat(self) -> None:
        """The page is there: come back to the table server if the kernel had left it."""
        first = self._beat_at is None
        self._beat_at = time.monotonic()
        if self.client is not None and self.client.paused:
            self.client.resume()
            self._check_silence_soon()
        elif first:
            self._check_silence_soon()

    def _check_silence_soon(self) -> None:
        loop = running_loop()
        if loop is None:
            return

        def check() -> None:
            assert self._beat_at is not None
            if time.monotonic() - self._beat_at < self.silence:
                self._check_silence_soon()
            elif self.client is not None:
                self.client.pause()       # the next beat resumes it and checks again
        loop.call_later(self.silence / 3, check)

    def _on_board(self, content: dict) -> None:
        event = content.get("event")
        if event == "seen" and len(content) == 1:
            return
        if event == "play" and isinstance(content.get("card"), str):
            self.play(content["card"])
        elif event == "pick" and isinstance(content.get("card"), str):
            self.pick(content["card"])
        elif event == "next" and len(content) == 1:
            self.next_hand()
        else:
            self._say_note(t("table.bad_event", self._lang))

    # -- drawing -------------------------------------------------------------------------

    def _build(self) -> None:
        self.note = html_text()
        self.game_menu = widgets.Dropdown(layout=shared(widgets.Layout, width="auto"))
        self.goal_menu = widgets.Dropdown(layout=shared(widgets.Layout, width="auto"))
        self.level_menu = widgets.Dropdown(layout=shared(widgets.Layout, width="auto"))
        self.timer_menu = widgets.Dropdown(layout=shared(widgets.Layout, width="auto"))
        self.signs_box = widgets.Checkbox(value=False, indent=False,
                                          layout=shared(widgets.Layout, width="auto"))
        self.listed_box = widgets.Checkbox(value=True, indent=False,
                                           layout=shared(widgets.Layout, width="auto"))
        self.teaching_box = widgets.Checkbox(value=False, indent=False,
                                             layout=shared(widgets.Layout, width="auto"))
        self.hints_box = widgets.Checkbox(value=False, indent=False,
                                          layout=shared(widgets.Layout, width="auto"))
        self.game_menu.observe(lambda _: self._render(), names="value")
        self.level_menu.observe(lambda _: self._render(), names="value")
        self.create_button = button(self.create, button_style="success")
        self.code_box = widgets.Text(layout=shared(widgets.Layout, width="8em"))
        self.join_button = button(self.join_by_code)
        self.refresh_button = button(self.refresh, icon="refresh")
        self.start_button = button(self.start, hideable=True, button_style="success")
        self.wait_button = button(self.wait, hideable=True, icon="hourglass-half")
        self.next_button = button(self.next_hand, hideable=True, button_style="success")
        self.leave_button = button(self.leave, hideable=True)
        self.lobby_button = button(self.to_lobby, hideable=True)
        self.hint_button = button(self.hint, hideable=True, icon="lightbulb-o")
        self.review_button = button(self.review, hideable=True, icon="list")
        self.phrase_buttons = {p: button(partial(self.say, p)) for p in PHRASES}
        self.room_timer = widgets.Dropdown(layout=shared(widgets.Layout, width="auto"))
        self.room_timer.observe(self._timer_chosen, names="value")
        self.labels = {name: html_text() for name in
                       ("new", "game", "goal", "level", "timer", "code", "tables", "say",
                        "seats", "log", "give", "timer_note", "room_timer", "level_note")}
        labels = self.labels
        # The rows are made once: a row made anew at each drawing would close the old one,
        # and with it the menus and buttons inside (``show_in``).
        self.form_rows = {
            "game": _row(labels["game"], self.game_menu),
            "goal": _row(labels["goal"], self.goal_menu),
            "level": _row(labels["level"], self.level_menu),
            "timer": _row(labels["timer"], self.timer_menu),
            "code": _row(labels["code"], self.code_box, self.join_button)}
        self.say_row = _row(labels["say"], *self.phrase_buttons.values())
        self.timer_row = _row(self.labels["room_timer"], self.room_timer)
        self.button_row = _row(self.hint_button, self.review_button, self.start_button,
                               self.wait_button,
                               self.next_button, self.lobby_button, self.leave_button)
        self.table_list = widgets.VBox(layout=shared(widgets.Layout))
        self.auction = widgets.VBox(layout=shared(widgets.Layout))
        self.lobby = widgets.VBox(layout=shared(widgets.Layout))
        self.room = widgets.VBox(layout=shared(widgets.Layout))
        # Drawn again and again, in and out of view: never closed on the way out.
        keep(self.note, self.board, self.auction, self.lobby, self.room, self.table_list,
             self.say_row, self.button_row, self.timer_row, self.room_timer,
             *self.form_rows.values(), *self.labels.values(),
             self.game_menu, self.goal_menu, self.level_menu, self.timer_menu, self.signs_box,
             self.listed_box, self.teaching_box, self.hints_box, self.create_button, self.code_box, self.join_button,
             self.refresh_button, self.start_button, self.wait_button, self.next_button, self.leave_button,
             self.lobby_button, self.hint_button, self.review_button, self.advice_row,
             *self.phrase_buttons.values())

    def _render(self) -> None:
        if not hasattr(self, "room"):
            return
        lang = self._lang
        notes = []
        if self.client is None:
            notes.append(t("ct.no_server", lang))
        elif not self.linked:
            notes.append(t("ct.reconnecting" if self.state else "ct.connecting", lang))
        if self._note:
            notes.append(self._note)
        self.note.value = "".join(f"<p class='bt-note' role='status'>{html.escape(n)}</p>"
                                  for n in notes)
        if self.code is None or self.state is None:
            self._render_lobby()
            show_in(self, [self.presence, self.note, self.lobby])
        else:
            self._render_room()
            show_in(self, [self.presence, self.note, self.room])

    # the lobby

    def _render_lobby(self) -> None:
        lang = self._lang
        labels = self.labels
        labels["new"].value = f"<h4>{html.escape(t('ct.new_table', lang))}</h4>"
        for name, key in (("game", "ct.game"), ("goal", "ct.goal"), ("level", "ct.level"),
                          ("timer", "ct.timer"), ("code", "ct.code"), ("say", "ct.say")):
            labels[name].value = html.escape(t(key, lang))
        self.signs_box.description = t("ct.signs", lang)
        self.listed_box.description = t("ct.listed", lang)
        self.teaching_box.description = t("ct.teaching", lang)
        self.hints_box.description = t("ct.hints", lang)
        labels["tables"].value = f"<h4>{html.escape(t('ct.tables', lang))}</h4>"
        labels["timer_note"].value = \
            f"<small>{html.escape(t('ct.timer_note', lang, seconds=SHORT_SECONDS))}</small>"
        _set_options(self.game_menu, [(t(f"ct.game.{g}-{n}", lang), (g, n)) for g, n in TABLE_KINDS])
        game, players = self.game_menu.value
        _set_options(self.goal_menu, [(t(f"ct.goal.{g}", lang), g) for g in GOALS[game]])
        _set_options(self.level_menu, [(t(f"ct.level.{lv}", lang), lv) for lv in OFFERED_LEVELS],
                     default="medium")
        _set_options(self.timer_menu, [(_timer_name(s, lang), s) for s in TIMER_CHOICES],
                     default=30)
        about = level_note(self.level_menu.value, game, players, lang)
        labels["level_note"].value = f"<small>{html.escape(about)}</small>"
        signs = signs_allowed(game, players)
        self.create_button.description = t("ct.create", lang)
        self.join_button.description = t("ct.join", lang)
        self.refresh_button.description = t("ct.refresh", lang)
        rows = self.form_rows
        form = [labels["new"], rows["game"], rows["goal"], rows["level"], labels["level_note"],
                rows["timer"], labels["timer_note"]]
        if signs:
            form.append(self.signs_box)
        form += [self.hints_box, self.listed_box]
        if self.study_tables:
            form.append(self.teaching_box)
        form += [self.create_button, rows["code"]]
        self._render_list()
        show_in(self.lobby, form + [labels["tables"], self.table_list, self.refresh_button])

    def _render_list(self) -> None:
        lang, rows = self._lang, []
        for table in self.tables:
            game = t(f"ct.game.{table['game']}-{table['players']}", lang)
            sitting = [self._listed_name(n, k) for n, k in zip(table["names"], table["kinds"])
                       if k != "computer"]
            text = html.escape(f"{table['table']} · {game} · " + ", ".join(sitting))
            if table.get("waiting"):
                text += f" · <b>{html.escape(t('ct.waiting_listed', lang))}</b>"
            if table.get("teaching"):
                text += f"<br><i>{html.escape(t('ct.teaching_table', lang))}</i>"
            seats = [button(partial(self.sit, table["table"], seat),
                            description=self._seat_label(table, seat)) for seat in table["free"]]
            if table.get("you") is not None:
                seats = [button(partial(self._watch, table["table"]),
                                description=t("ct.table_code", lang, code=table["table"]))]
            rows.append(_row(html_text(text), *seats))
        if not rows:
            rows = [html_text(html.escape(t("ct.no_tables", lang)))]
        if self.more:
            rows.append(html_text(f"<p>{html.escape(t('ct.more_tables', lang, count=self.more))}</p>"))
        show_in(self.table_list, rows)

    def _watch(self, code: str) -> None:
        self.code = code
        self._ask({"t": "watch", "table": code})

    def _listed_name(self, name: Optional[str], kind: str) -> str:
        return name or t("ct.nameless", self._lang)

    def _seat_label(self, table: dict[str, Any], seat: int) -> str:
        team = _team_name(table.get("teams"), seat)
        if team is None:
            return t("ct.sit", self._lang, seat=seat + 1)
        return t("ct.sit_team", self._lang, seat=seat + 1, team=team)

    # the table

    def _render_room(self) -> None:
        assert self.state is not None
        state, lang = self.state, self._lang
        creator = state["seats"][0] if state["seats"] else None
        code = state["table"]
        title = t("ct.table_code", lang, code=code)
        score = self._score_text()
        header = f"<h4>{html.escape(title + (' · ' + score if score else ''))}</h4>"
        if state["options"].get("teaching"):
            header += f"<p><i>{html.escape(t('ct.teaching_table', lang))}</i></p>"
        if state["status"] == "open":
            header += f"<p class='bt-code'>{html.escape(t('ct.give_code', lang, code=code))}</p>"
        self.labels["give"].value = header
        self.labels["seats"].value = self._seats_html()
        self.labels["log"].value = "".join(f"<div>{html.escape(line)}</div>" for line in self.heard)
        self.labels["say"].value = html.escape(t("ct.say", lang))
        for phrase, widget in self.phrase_buttons.items():
            widget.description = t(f"ct.phrase.{phrase}", lang)
        self.start_button.description = t("ct.start", lang)
        self.next_button.description = t("ct.next_hand", lang)
        self.leave_button.description = t("ct.leave", lang)
        self.lobby_button.description = t("ct.lobby", lang)
        view = parse_view(state["view"]) if state.get("view") else None
        is_creator = state["you"] == 0 and creator is not None
        _show(self.start_button, state["status"] == "open" and is_creator)
        self.wait_button.description = t("ct.stop_waiting" if state["waiting"] else "ct.wait", lang)
        _show(self.wait_button, state["status"] == "open" and is_creator and
              any(info["kind"] == "computer" for info in state["seats"]))
        _show(self.next_button, view is not None and view.is_over and not state["over"]
              and state["status"] == "playing")
        parts: list[widgets.Widget] = [self.labels["give"]]
        if state["status"] == "open":
            wait = t("ct.start_note", lang) if is_creator else t(
                "ct.waiting", lang, name=self._seat_name(0))
            if state["waiting"]:
                wait = t("ct.waiting_classmate", lang)
            parts += [self.labels["seats"], html_text(f"<p>{html.escape(wait)}</p>")]
        if view is not None:
            self.board.scene = self._scene(view)
            self._render_actions(view)
            parts += [self.board, self.auction, *self._render_advice(view)]
        else:
            _show(self.hint_button, False)
            _show(self.review_button, False)
        if state["status"] in ("over", "closed"):
            key = "ct.closed" if state["status"] == "closed" else "ct.table_over"
            parts.append(html_text(f"<p>{html.escape(t(key, lang))}</p>"))
        parts += [self.labels["log"], self.say_row, self.button_row]
        if is_creator and state["status"] in ("open", "playing"):
            self.labels["room_timer"].value = html.escape(t("ct.timer", lang))
            self._showing_timer = True
            _set_options(self.room_timer, [(_timer_name(s, lang), s) for s in TIMER_CHOICES])
            if self.room_timer.value != state.get("seconds"):
                self.room_timer.value = state.get("seconds")
            self._showing_timer = False
            parts.append(self.timer_row)
        if state["status"] != "open":
            parts.append(self.labels["seats"])
        show_in(self.room, parts)

    def _seats_html(self) -> str:
        assert self.state is not None
        lang, state, lines = self._lang, self.state, []
        for seat, info in enumerate(state["seats"]):
            team = _team_name(state.get("teams"), seat)
            where = t("ct.seat", lang, seat=seat + 1) if team is None else t(
                "ct.seat_team", lang, seat=seat + 1, team=team)
            who = html.escape(self._seat_line(seat, info))
            lines.append(f"<li>{html.escape(where)}: {who}</li>")
        return f"<ul class='bt-seats'>{''.join(lines)}</ul>"

    def _seat_line(self, seat: int, info: dict[str, Any]) -> str:
        line = self._seat_who(seat, info)
        if info.get("short"):      # the server's word: this seat has the short time now
            return t("ct.short_seat", self._lang, name=line, seconds=SHORT_SECONDS)
        return line

    def _seat_who(self, seat: int, info: dict[str, Any]) -> str:
        lang = self._lang
        if info["kind"] == "computer":
            return self._seat_name(seat)
        name = self._learner_name(seat)
        if self.state is not None and seat == self.state["you"]:
            name = t("ct.you_named", lang, name=info["name"]) if info["name"] else t(
                "ct.you_nameless", lang)
        if info["joining"]:
            return t("ct.joining", lang, name=name)
        if info["kind"] == "away":
            return t("ct.computer_plays", lang, name=name)
        if not info["online"]:
            return t("ct.gone", lang, name=name)
        return name

    def _seat_name(self, seat: int) -> str:
        return seat_name(self.state, seat, self._lang)

    def _plain_name(self, seat: int) -> str:
        """The seat's name with no note on who plays it (for the lines of the log)."""
        if self.state is None or not 0 <= seat < len(self.state["seats"]) or \
                seat == self.state["you"] or self.state["seats"][seat]["kind"] == "computer":
            return self._seat_name(seat)
        return self._learner_name(seat)

    def _learner_name(self, seat: int) -> str:
        return learner_name(self.state, seat, self._lang)

    def _score_text(self) -> str:
        assert self.state is not None
        return score_text(self.state, self._lang)

    def _scene(self, view: Any) -> dict[str, Any]:
        assert self.state is not None
        names = {seat: self._seat_name(seat) for seat in range(view.players)}
        mine = view.current_player == view.seat and not view.is_over
        mode = "over" if view.is_over else ("play" if mine and view.legal else "wait")
        if isinstance(view, ChiamataView) and _discarding(view):
            mode = "pick"
        else:
            self.chosen = []
        message, kind = self._countdown(view, names), "note"
        if self._note:
            message, kind = self._note, "refusal"
        result = self._result(view, names) if view.is_over else None
        return table_scene(view, self._lang, self._style, names=names,
                           hand_id=f"{self.state['table']}:{self.state['hand']}", mode=mode,
                           status=turn_status(view, self._lang, names, len(self.chosen)),
                           message=message,
                           message_kind=kind, result=result, size=self.size,
                           notes=self._notes(view),
                           selected=[Card.parse(c) for c in self.chosen],
                           counterclockwise=getattr(getattr(view, "rules", None), "direction",
                                                    "counterclockwise") == "counterclockwise")

    def _countdown(self, view: Any, names: dict[int, str]) -> str:
        left = self._seconds_left()
        timer = self.state.get("timer") if self.state else None
        if left is None or left > COUNTDOWN or not timer:
            return ""
        if timer["seat"] == view.seat:
            return t("ct.countdown_you", self._lang, seconds=left)
        return t("ct.countdown", self._lang, name=names.get(timer["seat"], ""), seconds=left)

    def _result(self, view: Any, names: dict[int, str]) -> Optional[dict[str, Any]]:
        """The result panel, from the engine's outcome the server sent at the hand's end."""
        if self.state is None:
            return None
        buttons = []
        if not self.state["over"]:
            buttons.append({"event": "next", "label": t("ct.next_hand", self._lang), "main": True})
        return result_panel(self.state, view, names, self._lang, buttons=buttons)

    def _render_actions(self, view: Any) -> None:
        """What the learner may do besides a card: in Briscola a 151 the accusi and the sette
        leva, with signs a sign to the partner; in Chiamata the auction and the call."""
        if isinstance(view, ChiamataView):
            self._render_auction(view)
            return
        lang, seat, parts = self._lang, view.seat, []
        if view.current_player == seat and not view.is_over:
            for suit in view.legal_declarations:
                parts.append(button(partial(self.act, ["declare", seat, suit.value]),
                                    description=t("table.declare", lang, suit=suit.name_in(lang))))
            if view.can_swap_seven:
                parts.append(button(partial(self.act, ["swap_seven", seat]),
                                    description=t("table.swap_seven", lang)))
            if view.legal_signals:
                parts.append(html_text(html.escape(t("table.sign_prompt", lang))))
                reference = view.partner_reference()
                for sign in view.legal_signals:
                    parts.append(button(partial(self.act, ["signal", seat, sign.value]),
                                        description=sign.gesture(lang),
                                        tooltip=sign.meaning(lang, view.relative_signals,
                                                             reference)))
        show_in(self.auction, [_row(*parts)] if parts else [])

    def _notes(self, view: Any) -> dict[int, list[str]]:
        """On the seats: the signs of the trick under way as this learner saw them."""
        notes: dict[int, list[str]] = {}
        if not getattr(view, "signals", ()):
            return notes
        number = len(view.tricks) + 1
        for trick, giver, sign, reference in view.read_signals():
            if trick == number:
                notes.setdefault(giver, []).append(t(
                    "table.sign_seen", self._lang, gesture=sign.gesture(self._lang),
                    meaning=sign.meaning(self._lang, view.relative_signals, reference)))
        return notes

    def _bid_choices(self, view: Any) -> list[widgets.Widget]:
        """A button a bid, or, when the points bids are many, the pass, the next step and the
        jumps of ``point_choices`` and a box for any other total, as the lessons' Chiamata
        table offers them. A press sends the bid to the table server, which judges it."""
        lang, seat, legal = self._lang, view.seat, view.legal_bids
        col_monte = view.rules.col_monte
        send = (lambda bid: self.act(["bid", seat, str(bid)]))
        if len(legal) <= MAX_BID_BUTTONS:
            return [bid_button(bid, send, lang, col_monte) for bid in legal]
        choices = [bid_button(bid, send, lang, col_monte, jump)
                   for bid, jump in point_choices(legal, view.contract)]
        typed = typed_total([b.points for b in legal if b.points is not None], send, lang,
                            view.rules.point_step)
        return [*choices, _row(*typed)]          # the box and its button together

    def _render_auction(self, view: Any) -> None:
        """Chiamata: the bid buttons in the learner's turn of the auction, the call after."""
        lang, seat, parts = self._lang, view.seat, []
        if _is_partner(view):
            parts.append(html_text(f"<p><b>{html.escape(t('ct.partner_you', lang))}</b></p>"))
        mine = view.current_player == seat and getattr(view, "phase", None) in ("auction", "call")
        calls = self.state.get("call_options") if self.state else None
        if mine and view.phase == "auction" and view.legal_bids:
            parts.append(_row(html_text(html.escape(t("auction.your_bid", lang))),
                              *self._bid_choices(view)))
        elif mine and calls:
            cards = [Card.parse(code) for code in calls]
            if len(cards) <= MAX_BID_BUTTONS:
                choices = [button(partial(self.act, ["call", seat, card.code()]),
                                  description=t("ct.call_suit", lang, card=card)) for card in cards]
            else:       # col monte: any card may be called
                menu = widgets.Dropdown(options=[(card_name(c, lang, self._style), c.code())
                                                 for c in cards])
                choices = [menu, button(lambda: self.act(["call", seat, menu.value]),
                                        description=t("auction.call", lang))]
            parts.append(_row(*choices))
        elif _discarding(view):
            size = view.rules.monte_size
            go = button(self.discard, description=t("auction.discard_count", lang,
                                                    chosen=len(self.chosen), count=size),
                        button_style="success" if len(self.chosen) == size else "")
            go.disabled = len(self.chosen) != size
            parts.append(_row(html_text(html.escape(t("auction.discard_prompt", lang,
                                                      count=size))), go))
        elif mine and view.pending == "partner":
            parts.append(_row(html_text(html.escape(t("auction.partner_prompt", lang))),
                              *[button(partial(self.act, ["partner", seat, choice]),
                                       description=t(f"auction.{choice}", lang))
                                for choice in ("alone", "neighbour")]))
        show_in(self.auction, parts)


def seat_name(state: Optional[dict[str, Any]], seat: int, lang: str) -> str:
    """A seat's name at the table in ``state``: the learner's own name, "Tu", "Computer 3"."""
    if state is None or not 0 <= seat < len(state["seats"]):
        return ""
    info = state["seats"][seat]
    if seat == state["you"]:
        return t("table.you", lang)
    if info["kind"] == "computer":
        return f"{t('ct.computer', lang)} {seat + 1}"
    name = learner_name(state, seat, lang)
    if info["kind"] == "away":        # a computer plays the seat until its learner is back
        away = t("ct.away_name", lang, name=name)
        return ProperName(away) if isinstance(name, ProperName) else away
    return name


def score_text(state: dict[str, Any], lang: str) -> str:
    """The hand's number and, in a match, the score so far."""
    score = state["score"]
    hand = t("ct.hand_number", lang, number=state["hand"])
    if "table_scores" in score:
        scores = ", ".join(f"{seat_name(state, s, lang)} {v:+d}" for s, v in
                           enumerate(score["table_scores"]))
        return f"{hand} · " + t("ct.table_scores", lang, scores=scores)
    if state["options"]["goal"] in ("raggi", "two_hands", "points"):
        key = "ct.points" if state["options"]["goal"] != "raggi" else "ct.hands_won"
        values = score["points_by_side"] if key == "ct.points" else score["hands_won"]
        return f"{hand} · " + t(key, lang, scores=" – ".join(map(str, values)))
    return ""


def result_panel(state: dict[str, Any], view: Any, names: dict[int, str], lang: str,
                 watching: bool = False, buttons: Optional[list[dict[str, Any]]] = None
                 ) -> Optional[dict[str, Any]]:
    """The result panel of a hand, from the engine's outcome in the server's state: for the
    seat of ``view``, or for someone ``watching`` who sits nowhere (who won, not "you won")."""
    outcome = state.get("outcome")
    if not outcome:
        return None
    sides, points = outcome["sides"], outcome["points_by_side"]
    mine = None if watching else next(i for i, side in enumerate(sides) if view.seat in side)
    if watching:
        winners = [i for i, side in enumerate(sides) if set(side) & set(outcome["winners"])]
        won = None
        key = "table.result_draw" if not winners else "ct.result_won_by"
        title = t(key, lang, who=" + ".join(names[s] for s in sides[winners[0]]) if winners else "")
    else:
        won = None if not outcome["winners"] else view.seat in outcome["winners"]
        team = len(sides[mine]) > 1
        key = "table.result_draw" if won is None else \
            f"table.result_{'team_' if team else 'you_'}{'won' if won else 'lost'}"
        title = t(key, lang)
    declared = getattr(view, "declared_by_seat", None) or [0] * view.players
    lines = []
    for index in sorted(range(len(sides)), key=lambda i: i != mine):
        extra = sum(declared[s] for s in sides[index])
        lines.append({"who": " + ".join(names[s] for s in sides[index]), "mine": index == mine,
                      "points": t("table.result_points_declared" if extra else
                                  "table.result_points", lang, points=points[index],
                                  declared=extra)})
    return {"title": title, "won": won, "lines": lines, "standing": score_text(state, lang),
            "stars": None, "stars_label": "", "buttons": buttons or [], "link": None}


def learner_name(state: Optional[dict[str, Any]], seat: int, lang: str) -> str:
    name = state["seats"][seat]["name"] if state else None
    return ProperName(name) if name else t("auction.player", lang, n=seat + 1)


def turn_status(view: Any, lang: str, names: dict[int, str], chosen: int = 0,
                watching: bool = False) -> str:
    """Whose turn it is; in Chiamata before the play, to do what, in the words of the
    lessons' Chiamata table: "Tocca al computer 2: dichiara", "Bruno chiama una carta"
    (``chosen``: the cards the caller has picked to lay aside)."""
    step = None
    if isinstance(view, ChiamataView) and not view.is_over and view.current_player is not None:
        step = "auction" if view.phase == "auction" else view.pending
    if step is None:
        return status_text(view, lang, names, watching)
    if view.current_player == view.seat and not watching:
        return t(f"auction.status_{step}", lang, count=view.rules.monte_size, chosen=chosen)
    who = named(names[view.current_player], lang, "a" if step == "auction" else "")
    text = t(f"auction.status_their_{step}", lang, count=view.rules.monte_size, player=who)
    return text[:1].upper() + text[1:]


def _discarding(view: Any) -> bool:
    """Col monte: this seat, the caller, has taken the monte and lays cards aside now."""
    return isinstance(view, ChiamataView) and view.pending == "discard" and \
        view.current_player == view.seat


def _is_partner(view: ChiamataView) -> bool:
    """This seat is the caller's partner: it holds the called card (or has played it).
    Nobody else is told until the card is played (``view.partner`` stays None till then)."""
    if view.caller is None or view.caller == view.seat or view.called_card is None:
        return False
    return view.called_card in view.hand or view.partner == view.seat


def _row(*children: widgets.Widget) -> widgets.HBox:
    return widgets.HBox(list(children), layout=shared(widgets.Layout, flex_flow="row wrap",
                                                      align_items="center"))


def _show(widget: widgets.Widget, shown: bool) -> None:
    widget.layout.display = "" if shown else "none"


def _set_options(menu: widgets.Dropdown, options: list[tuple[str, Any]],
                 default: Any = None) -> None:
    """New labels (a language switch) or choices, keeping the value chosen when it is still
    one of them."""
    value = menu.value
    if list(menu.options) == options:
        return
    values = [v for _, v in options]
    menu.options = options
    menu.value = value if value in values else (default if default in values else values[0])


def level_note(level: str, game: str, players: int, lang: str) -> str:
    """What the computers of ``level`` do at a table of ``game`` for ``players``, in the
    learner's words: their habits, how they end a hand (not in Chiamata: no deck, and neither
    computer works the end out there), and that none of them sees anyone's cards."""
    if level not in OFFERED_LEVELS:
        raise ValueError(f"level must be one of {', '.join(OFFERED_LEVELS)}, not {level!r}")
    parts = [t(f"ct.level_about.{level}", lang)]
    if game != "chiamata" and level != "easy":
        if players == 2:
            parts.append(t("ct.level_end.two", lang))
        elif level == "medium":
            parts.append(t("ct.level_end.medium", lang))
    parts.append(t("ct.level_note", lang))
    return " ".join(parts)


def _timer_name(seconds: int, lang: str) -> str:
    if seconds == 0:
        return t("ct.timer.0", lang)
    if seconds >= 120:
        return t("ct.timer.minutes", lang, minutes=seconds // 60)
    return t("ct.timer.seconds", lang, seconds=seconds)


def _team_name(teams: Optional[list[int]], seat: int) -> Optional[str]:
    """A seat's team as the table names it (A, B, ...), at a table of pairs or teams."""
    return None if not teams else "ABC"[teams[seat]]



class TeacherTables(Translated, widgets.VBox):
    """The teacher's list of the class's tables: who sits where, the hand, the score; a
    table can be closed (a second click confirms). Kept up to date every few seconds while
    the page is open."""

    REFRESH_SECONDS = 5.0

    def __init__(self, url: Optional[str] = None, credential: Optional[str] = None,
                 lang: str = "it", still_teacher: Callable[[], bool] = lambda: True) -> None:
        super().__init__(layout=shared(widgets.Layout))
        self.add_class("bt-teacher-tables")
        # Asked before every refresh and action: once the teacher logged out (here or on
        # another page), the list is emptied and the table server left.
        self.still_teacher = still_teacher
        self._lang = check_language(lang)
        self.url = url if url is not None else os.environ.get(TABLES_ENV)
        self.tables: list[dict[str, Any]] = []
        self.more = 0                             # the open tables the server's list left out
        self.closing: Optional[str] = None        # the table whose closing waits for a second click
        self.watching: Optional[str] = None       # the table whose felt is shown
        self.hands_open = False                   # a teaching table's hands, on this screen only
        self.title = html_text()
        self.rows = widgets.VBox(layout=shared(widgets.Layout))
        self.felt_title = html_text()
        self.board = Board(on_event=lambda content: None)   # the teacher only looks
        self.hands_button = button(self.toggle_hands, hideable=True)
        # The felt stays after its table leaves the list (its hand is over): stop here too.
        self.stop_button = button(lambda: self.watch(self.watching or ""), icon="eye-slash")
        self.felt_buttons = _row(self.hands_button, self.stop_button)
        self.felt = widgets.VBox(layout=shared(widgets.Layout))
        keep(self.title, self.rows, self.felt_title, self.board, self.hands_button,
             self.stop_button, self.felt_buttons, self.felt)
        self.client: Optional[TableClient] = None
        if self.url:
            self.client = TableClient(self.url, credential or _teacher_credential(),
                                      on_message=self._heard,
                                      on_link=lambda up: self.refresh() if up else None)
            loop = running_loop()
            if loop is not None:
                loop.create_task(self.client.connect())
                loop.call_later(self.REFRESH_SECONDS, self._again)
        self._render()

    def refresh(self) -> None:
        loop = running_loop()
        if loop is not None and self.client is not None and self._teaching():
            loop.create_task(self._listed())

    def _again(self) -> None:
        self.refresh()
        loop = running_loop()
        if loop is not None and self.comm is not None and self.client is not None:
            loop.call_later(self.REFRESH_SECONDS, self._again)    # until the page is closed

    def _teaching(self) -> bool:
        """Whether the teacher is still logged in; if not, the tables are left for good."""
        if self.still_teacher():
            return True
        client, self.client = self.client, None
        self.tables, self.more, self.watching = [], 0, None
        loop = running_loop()
        if client is not None and loop is not None:
            loop.create_task(client.close())
        show_in(self, [])
        return False

    async def _listed(self) -> None:
        assert self.client is not None
        answer = await self.client.request({"t": "list"})
        if answer["t"] == "tables":
            self.tables = answer["tables"]
            more = answer.get("more", 0)
            self.more = more if isinstance(more, int) and not isinstance(more, bool) else 0
            self._render()

    @property
    def watched(self) -> Optional[dict[str, Any]]:
        """The latest state of the table watched, every hand hidden (at a teaching table the
        teacher's state also holds the hands, drawn only when opened)."""
        if self.client is None or self.watching is None:
            return None
        return self.client.states.get(self.watching)

    def watch(self, code: str) -> None:
        """Show a table's felt as anyone watching sees it; a second click stops."""
        if not self._teaching():
            return
        self.watching = None if self.watching == code else code
        self.hands_open = False
        loop = running_loop()
        if self.watching and loop is not None and self.client is not None:
            loop.create_task(self.client.request({"t": "watch", "table": code}))
        self._render()

    def toggle_hands(self) -> None:
        self.hands_open = not self.hands_open
        self._render()

    def _heard(self, message: dict[str, Any]) -> None:
        if message.get("t") == "state" and message.get("table") == self.watching:
            self._render()

    def close_table(self, code: str) -> None:
        """A first click asks; the second closes the table for everyone at it."""
        if not self._teaching():
            return
        if self.closing != code:
            self.closing = code
            self._render()
            return
        self.closing = None
        loop = running_loop()
        if loop is not None and self.client is not None:
            loop.create_task(self._close(code))

    async def _close(self, code: str) -> None:
        assert self.client is not None
        await self.client.request({"t": "close", "table": code})
        await self._listed()

    def _render(self) -> None:
        if not hasattr(self, "rows") or (self.url and self.client is None):
            return                                  # (a teacher who logged out: nothing)
        lang = self._lang
        self.title.value = f"<h3>{html.escape(t('ct.tables', lang))}</h3>"
        rows: list[widgets.Widget] = []
        for table in self.tables:
            rows.append(self._row(table))
        if not rows:
            rows = [html_text(html.escape(t("ct.no_tables" if self.client else "ct.no_server",
                                            lang)))]
        if self.more:
            rows.append(html_text(html.escape(t("ct.more_tables_teacher", lang, count=self.more))))
        show_in(self.rows, rows)
        self._render_felt()
        show_in(self, [self.title, self.rows, self.felt])

    def _render_felt(self) -> None:
        state, lang = self.watched, self._lang
        if state is None or not state.get("public"):
            self.board.scene = {}
            show_in(self.felt, [])
            return
        view = parse_view(state["public"])
        names = {seat: seat_name(state, seat, lang) for seat in range(view.players)}
        hands = state.get("hands")
        teaching = bool(hands)
        opened = {seat: [Card.parse(c) for c in hand] for seat, hand in enumerate(hands or [])} \
            if teaching and self.hands_open else None
        self.board.scene = table_scene(
            view, lang, names=names, hand_id=f"{state['table']}:{state['hand']}",
            mode="over" if view.is_over else "watch", watching=True, open_hands=opened,
            result=result_panel(state, view, names, lang, watching=True) if view.is_over else None,
            status=turn_status(view, lang, names, watching=True),
            counterclockwise=getattr(view.rules, "direction",
                                     "counterclockwise") == "counterclockwise")
        key = "ct.watching_open" if opened else "ct.watching"
        self.felt_title.value = (f"<h4>{html.escape(t('ct.table_code', lang, code=state['table']))}"
                                 f"</h4><p>{html.escape(t(key, lang))}</p>")
        self.hands_button.description = t("ct.hide_hands" if opened else "ct.show_hands", lang)
        _show(self.hands_button, teaching)
        self.stop_button.description = t("ct.stop_watching", lang)
        show_in(self.felt, [self.felt_title, self.board, self.felt_buttons])

    def _row(self, table: dict[str, Any]) -> widgets.Widget:
        lang = self._lang
        game, hand, seats = table_line(table, lang)
        text = f"<b>{html.escape(table['table'])}</b> · {html.escape(game)} · {html.escape(hand)}"
        text += f"<br>{html.escape(seats)}"
        close = button(partial(self.close_table, table["table"]),
                       description=t("ct.close_confirm" if self.closing == table["table"]
                                     else "ct.close", lang, code=table["table"]),
                       button_style="danger" if self.closing == table["table"] else "")
        no_timer = button(partial(self.no_timer, table["table"]),
                          description=t("ct.no_timer", lang))
        watch = button(partial(self.watch, table["table"]), icon="eye",
                       description=t("ct.stop_watching" if self.watching == table["table"]
                                     else "ct.watch", lang))
        if table.get("teaching"):
            text += f"<br><i>{html.escape(t('ct.teaching_table', lang))}</i>"
        return _row(html_text(text), watch, no_timer, close)

    def no_timer(self, code: str) -> None:
        loop = running_loop()
        if loop is not None and self.client is not None and self._teaching():
            loop.create_task(self.client.request({"t": "timer", "table": code, "seconds": 0}))


def _teacher_credential() -> str:
    return sign_credential(here().id, teacher=True)
