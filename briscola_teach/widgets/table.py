"""``PlayTable``: a learner against computer players, with hints, review and a teacher's tools.

The widget is thin: the engine game (``table.game``) holds the rules, the bots choose from
their own seat's view, the advisor explains, and the browser gets a scene built from the
learner's view. ``table.play(card)`` is exactly what a click on that card does.
"""

from __future__ import annotations

import html
from typing import Any, Callable, Optional

import ipywidgets as widgets

from ..ai import make_bot, play_turn
from ..ai.advice import advise, review
from ..ai.bots import LEVELS
from ..cards import LANGUAGES, Card
from ..errors import BriscolaError, InvalidCardError, InvalidOptionError
from ..games.base import check_seat, new_game
from ..history import Play
from ..i18n import check_language, t
from ..pictures import card_svg
from .board import Board
from .language import Translated
from .scene import STYLES, card_name, named, seat_names, table_scene


def check_style(style: Any) -> str:
    if style not in STYLES:
        raise InvalidOptionError(f"unknown card style {style!r}: expected one of "
                                 f"{', '.join(STYLES)}", "style", value=repr(style))
    return style


def check_levels(opponents: Any, players: int, seat: int) -> dict[int, str]:
    """One level for every computer seat: a level for all, or a list in seat order."""
    computers = [s for s in range(players) if s != seat]
    if isinstance(opponents, str):
        opponents = [opponents] * len(computers)
    if not isinstance(opponents, (list, tuple)) or len(opponents) != len(computers):
        raise InvalidOptionError(f"opponents must be a level ({', '.join(LEVELS)}) or a list of "
                                 f"{len(computers)} levels, not {opponents!r}", "opponents")
    for level in opponents:
        if level not in LEVELS:
            raise InvalidOptionError(f"unknown level {level!r} in opponents: expected one of "
                                     f"{', '.join(LEVELS)}", "opponents", value=repr(level))
    return dict(zip(computers, opponents))


def show_in(box: widgets.Box, children: Any) -> None:
    """Put ``children`` in ``box`` and close the widgets they replace: a widget left open
    stays in the kernel and is sent to every page that loads, so redraws must not pile up."""
    keep = set(map(id, children))
    for old in box.children:
        if id(old) not in keep:
            close_tree(old)
    box.children = tuple(children)


def close_tree(widget: Any) -> None:
    """Close ``widget`` and what it holds, but not a widget marked to be kept for reuse."""
    if getattr(widget, "_bt_keep", False):
        return
    for child in getattr(widget, "children", ()):
        close_tree(child)
    for part in ("layout", "style"):      # models of their own, left open by close()
        inner = getattr(widget, part, None)
        if isinstance(inner, widgets.Widget):
            inner.close()
    widget.close()


def button(on_click: Callable[[], Any], **kwargs: Any) -> widgets.Button:
    kwargs.setdefault("layout", widgets.Layout(width="auto", min_width="7em"))
    widget = widgets.Button(**kwargs)
    widget.on_click(lambda _: on_click())
    return widget


class PlayTable(Translated, widgets.VBox):
    """A hand of Briscola for one learner (``seat``) against computer players.

    ``opponents`` is a level for every computer seat (partners included) or a list of
    levels in seat order; ``seed`` is the deal number (None: a fresh one, shown on the
    table); other keywords are the variant's house rules (``signals=True``, ...).
    """

    def __init__(self, players: int = 2, opponents: Any = "easy", seed: Optional[int] = None,
                 variant: str = "classic", seat: int = 0, lang: str = "it",
                 style: str = "italian", show_points: bool = True, hints: bool = True,
                 teacher: bool = False, projector: bool = False, **house_rules: Any) -> None:
        self._lang = check_language(lang)
        self._style = check_style(style)
        self._options = {"variant": variant, "players": players, **house_rules}
        game = self._deal_game(seed)                    # checks variant, players, rules
        self.seat = check_seat(seat, game.players, "seat")
        self._levels = check_levels(opponents, game.players, self.seat)
        self.show_points, self.hints, self.teacher = bool(show_points), bool(hints), bool(teacher)
        self._projector = bool(projector)
        self._on_end: list[Callable[[Any], None]] = []
        self._panel_kind: Optional[str] = None
        self.board = Board(on_event=self._on_board)
        self._build_controls()
        super().__init__(children=[self.board, self.actions, self.bar, self.teacher_bar,
                                   self.panel])
        self.add_class("bt-play-table")
        self._start(game)

    # -- public: what a click does, callable from a cell -----------------------------------

    @property
    def deal(self) -> int:
        """The deal number: the same number deals the same cards."""
        return self.game.history[0].seed

    @property
    def outcome(self) -> Any:
        return self.game.outcome()

    @property
    def big(self) -> bool:
        return self.projector.value

    @big.setter
    def big(self, big: bool) -> None:
        self.projector.value = bool(big)

    def on_end(self, callback: Callable[[Any], None]) -> None:
        """Call ``callback(outcome)`` when a hand on this table ends."""
        self._on_end.append(callback)

    def play(self, card: Any) -> Optional[Play]:
        """Play ``card`` for the learner, as a click on it does. A card that may not be played
        now gets a message on the table and changes nothing; the play made is returned."""
        problem = self._refusal(card)
        if problem:
            self._render(message=problem)
            return None
        event = self.game.play(Card.parse(card), seat=self.seat)
        self._advance()
        return event

    def new_deal(self, number: Optional[int] = None) -> None:
        """Deal again: a fresh deal, or deal ``number`` (the same cards as before)."""
        self._start(self._deal_game(number))

    def _deal_game(self, seed: Optional[int]) -> Any:
        """A hand to play (deal ``seed``, or a fresh one); a match table takes its match's."""
        return new_game(seed=seed, **self._options)

    def again(self) -> None:
        """Play the same deal again from the start."""
        self.new_deal(self.deal)

    def hint(self) -> Any:
        """Show (and return) the advisor's ranking of the learner's cards, or None when it is
        not the learner's turn."""
        if not self._can_act():
            self._render(message=self._why_not() or t("table.hint_wait", self._lang))
            return None
        advice = advise(self.game.view(self.seat), seed=self.deal + len(self.game.actions()))
        self._show_panel("hint", advice)
        return advice

    def review(self) -> Any:
        """Show (and return) the review of the learner's plays once the hand is over."""
        if not self.game.is_over:
            self._render(message=t("table.review_wait", self._lang))
            return None
        # The same seeds and samples as the hints: a hint followed is never a mistake.
        result = review(self.game, self.seat, seed=self.deal)
        self._show_panel("review", result)
        return result

    def step(self, delta: int) -> None:
        """Look ``delta`` actions back (negative) or forward through the hand."""
        total = len(self.game.actions())
        now = total if self._moment is None else self._moment
        moment = min(max(0, now + int(delta)), total)
        self.show_moment(None if moment == total else moment)

    def show_moment(self, moment: Optional[int]) -> None:
        """Show the hand after its first ``moment`` actions (None: the game as it stands)."""
        self._past = None if moment is None else self.game.at(moment)
        self._moment = moment
        self._render()

    @property
    def open_hands(self) -> bool:
        return self.open_toggle.value

    @open_hands.setter
    def open_hands(self, value: bool) -> None:
        self.open_toggle.value = bool(value)

    # -- the flow of the hand --------------------------------------------------------------

    def _start(self, game: Any) -> None:
        self.game = game
        self._bots = {seat: make_bot(level, seed=self.deal * 10 + seat)
                      for seat, level in self._levels.items()}
        self._moment, self._past, self._ended = None, None, False
        self._panel_kind = None
        self._advance()

    def _advance(self) -> None:
        """Let the computer players act until it is the learner's turn or the hand is over."""
        while not self.game.is_over and self.game.current_player != self.seat:
            play_turn(self.game, self._bots[self.game.current_player])
        self._panel_kind = None if self._panel_kind in ("hint", "bids") else self._panel_kind
        message = ""
        if self.game.is_over and not self._ended:
            self._ended = True
            message = self._result_text()
            for callback in self._on_end:
                callback(self.game.outcome())
        self._render(message=message)

    def _refusal(self, card: Any) -> str:
        """Why ``card`` may not be played by the learner now ('' if it may)."""
        why = self._why_not() or self._why_not_play()
        if why:
            return why
        try:
            card = Card.parse(card)
        except (InvalidCardError, TypeError):
            return t("table.not_a_card", self._lang, text=str(card)[:40])
        if card not in self.game.view(self.seat).hand:
            return t("table.not_in_hand", self._lang, card=card)
        if card not in self.game.legal_plays():
            return t("table.not_legal", self._lang, card=card)
        return ""

    def _why_not(self) -> str:
        if self._moment is not None:
            return t("table.watching", self._lang)
        if self.game.is_over:
            return t("table.hand_is_over", self._lang)
        if self.game.current_player != self.seat:
            return t("table.not_your_turn", self._lang,
                     player=named(self._names()[self.game.current_player], self._lang, "a"))
        return ""

    def _why_not_play(self) -> str:
        """Why no card may be played now, beyond the turn ('' if one may)."""
        return ""

    def _can_act(self) -> bool:
        return not self._why_not()

    def _result_text(self) -> str:
        outcome = self.game.outcome()
        mine, theirs = outcome.score_of(self.seat)
        team = any(self.seat in seats and len(seats) > 1 for seats in outcome.sides)
        if outcome.is_draw:
            key = "table.drawn"
        elif self.seat in outcome.winners:
            key = "table.team_won" if team else "table.you_won"
        else:
            key = "table.team_lost" if team else "table.you_lost"
        text = t(key, self._lang, mine=mine, theirs=theirs)
        return text + " " + t("table.review_hint", self._lang) if self.hints and self._reviewable() else text

    def _on_board(self, content: dict) -> None:
        """A click in the browser: only a play of a card code is understood."""
        if content.get("event") == "play" and isinstance(content.get("card"), str):
            self.play(content["card"])
        else:
            self._render(message=t("table.bad_event", self._lang,
                                   event=html.escape(repr(content.get("event")))[:40]))

    # -- drawing ---------------------------------------------------------------------------

    def _names(self) -> dict[int, str]:
        view = self.game.view(self.seat)
        return seat_names(view.players, self.seat, view.partners, self._lang)

    def _shown_game(self) -> Any:
        return self._past if self._past is not None else self.game

    def _render(self, message: str = "") -> None:
        game = self._shown_game()
        view = game.view(self.seat)
        open_hands = ({s: game.view(s).hand for s in range(view.players)}
                      if self.open_toggle.value else None)
        self.board.scene = table_scene(
            view, self._lang, self._style, names=self._names(), show_points=self.show_points,
            open_hands=open_hands, playable=self._moment is None, message=message,
            signs=self._signs(view), size="projector" if self.projector.value else "normal",
            counterclockwise=getattr(view.rules, "direction", "counterclockwise") == "counterclockwise",
            info=self._info(view))
        self._update_controls(view)

    def _info(self, view: Any) -> list[str]:
        lines = [t("table.deal", self._lang, number=self.deal)]
        if self._moment is not None:
            lines.append(t("table.moment", self._lang, step=self._moment,
                           total=len(self.game.actions())))
        number = len(view.tricks) + 1
        names = self._names()
        seen = sorted({s for trick, _giver, _sign, seen_by in getattr(view, "intercepted", ())
                       if trick == number for s in seen_by})
        if seen:
            key = "table.intercepted" if len(seen) == 1 else "table.intercepted_many"
            lines.append(t(key, self._lang, players=", ".join(names[s] for s in seen)))
        return lines

    def _signs(self, view: Any) -> dict[int, str]:
        """The sign each seat gave in the trick under way, as this learner saw it."""
        if not getattr(view, "signals", ()):   # none in Briscola Chiamata
            return {}
        number = len(view.tricks) + 1
        return {giver: t("table.sign_seen", self._lang, gesture=sign.gesture(self._lang),
                         meaning=sign.meaning(self._lang, view.relative_signals, reference))
                for trick, giver, sign, reference in view.read_signals() if trick == number}

    # -- controls --------------------------------------------------------------------------

    def _build_controls(self) -> None:
        self.hint_button = button(self.hint, icon="lightbulb-o")
        self.review_button = button(self.review, icon="list")
        self.new_button = button(self.new_deal, icon="refresh")
        self.again_button = button(self.again, icon="repeat")
        self.language = widgets.ToggleButtons(options=[("Italiano", "it"), ("English", "en")],
                                              value=self._lang, style={"button_width": "6em"})
        self.language.observe(lambda change: setattr(self, "lang", change["new"]), "value")
        self.pack = widgets.ToggleButtons(options=[("🂡 ita", "italian"), ("♥ fra", "french")],
                                          value=self._style, style={"button_width": "5em"})
        self.pack.observe(self._set_style, "value")
        self.projector = widgets.ToggleButton(value=self._projector, icon="arrows-alt")
        self.projector.observe(lambda _: self._render(), "value")
        self.back_button = button(lambda: self.step(-1))
        self.forward_button = button(lambda: self.step(1))
        self.live_button = button(lambda: self.show_moment(None))
        self.open_toggle = widgets.ToggleButton(value=False, icon="eye")
        self.open_toggle.observe(lambda _: self._render(), "value")
        self.actions = widgets.HBox()
        self.bar = widgets.HBox([self.hint_button, self.review_button, self.new_button,
                                 self.again_button, self.language, self.pack, self.projector],
                                layout=widgets.Layout(flex_flow="row wrap"))
        self.teacher_bar = widgets.HBox([self.back_button, self.forward_button, self.live_button,
                                         self.open_toggle],
                                        layout=widgets.Layout(flex_flow="row wrap"))
        self.panel = widgets.VBox()
        self._note = widgets.HTML()      # the hint's text, redrawn in place
        self._note._bt_keep = True

    def _set_style(self, change: dict) -> None:
        self._style = change["new"]
        self._render()

    def _update_controls(self, view: Any) -> None:
        lang = self._lang
        self.language.value = lang
        for widget, key in ((self.hint_button, "table.hint"), (self.review_button, "table.review"),
                            (self.new_button, "table.new_deal"), (self.again_button, "table.again"),
                            (self.back_button, "table.back"), (self.forward_button, "table.forward"),
                            (self.live_button, "table.live"), (self.open_toggle, "table.open_hands"),
                            (self.projector, "table.projector")):
            widget.description = t(key, lang)
        self.hint_button.layout.display = None if self.hints else "none"
        self.review_button.layout.display = None if self.hints and self._reviewable() else "none"
        self.hint_button.disabled = not self._can_act()
        self.review_button.disabled = not self.game.is_over
        self.live_button.disabled = self._moment is None
        self.open_toggle.layout.display = None if self.teacher else "none"
        show_in(self.actions, self._action_buttons(view))
        self._draw_panel()

    def _reviewable(self) -> bool:
        return True

    def _action_buttons(self, view: Any) -> tuple:
        """Accusi, the sette leva and partner signs, when the learner may make them now."""
        if not self._can_act() or self._moment is not None:
            return ()
        lang, game, found = self._lang, self.game, []
        for suit in getattr(view, "legal_declarations", ()):
            found.append(button(lambda s=suit: self._act(game.declare, s),
                                description=t("table.declare", lang, suit=suit.name_in(lang))))
        if getattr(view, "can_swap_seven", False):
            found.append(button(lambda: self._act(game.swap_seven),
                                description=t("table.swap_seven", lang)))
        signs = getattr(view, "legal_signals", ())
        if signs:
            found.append(widgets.HTML(html.escape(t("table.sign_prompt", lang))))
            relative, reference = view.relative_signals, view.partner_reference()
            for sign in signs:
                meaning = sign.meaning(lang, relative, reference)
                found.append(button(lambda s=sign, m=meaning: self._act(
                    game.signal, s, message=t("table.sign_sent", lang, meaning=m)),
                    description=sign.gesture(lang), tooltip=meaning))
        return tuple(found)

    def _act(self, action: Callable[..., Any], *args: Any, message: str = "") -> None:
        if self._why_not():
            self._render(message=self._why_not())
            return
        try:
            action(*args, seat=self.seat)
        except BriscolaError as error:
            self._render(message=str(error))
            return
        self._render(message=message)

    # -- the hint and review panel ---------------------------------------------------------

    def _show_panel(self, kind: str, content: Any) -> None:
        self._panel_kind, self._panel_content = kind, content
        self._render()

    def _draw_panel(self) -> None:
        if self._panel_kind == "hint":
            self._note.value = self._hint_html(self._panel_content)
            show_in(self.panel, (self._note,))
        elif self._panel_kind == "review":
            show_in(self.panel, self._review_widgets(self._panel_content))
        else:
            show_in(self.panel, ())
        if self._panel_kind != "hint":
            self._note.value = ""   # a hidden hint keeps no old hand's cards in the browser

    def _hint_html(self, advice: Any) -> str:
        lang, rows = self._lang, []
        for item in advice.cards:
            rows.append(f'<div class="bt-advice"><span class="bt-mini">{self._mini(item.card)}</span>'
                        f'<span><b>{item.rank}. {html.escape(card_name(item.card, lang, self._style))}'
                        f'</b> · {round(item.win * 100)}% · {round(item.points)} '
                        f'{t("table.points", lang)}<br>{html.escape(item.reason(lang))}</span></div>')
        return _PANEL_CSS + f'<div class="bt-panel"><h4>{html.escape(t("table.hint_title", lang))}</h4>' \
            + "".join(rows) + "</div>"

    def _review_widgets(self, result: Any) -> tuple:
        lang = self._lang
        head = f'<h4>{html.escape(t("table.review_title", lang))}</h4>'
        items: list[Any] = [widgets.HTML(_PANEL_CSS + head)]
        for item in result.items:
            cost = ""
            if item.is_mistake:
                cost = "<br>" + html.escape(t("table.review_cost", lang,
                                              chance=round(item.win_cost * 100),
                                              points=round(item.points_cost)))
            css = "bt-mistake" if item.is_mistake else "bt-good"
            text = widgets.HTML(f'<div class="bt-advice {css}"><span class="bt-mini">'
                                f'{self._mini(item.played)}</span><span>'
                                f'{html.escape(item.text(lang))}{cost}</span></div>')
            show = button(lambda n=item.trick: self.show_moment(self._moment_of_trick(n)),
                          description=t("table.replay_trick", lang, trick=item.trick))
            items.append(widgets.HBox([text, show], layout=widgets.Layout(align_items="center")))
        if not result.mistakes:
            items.append(widgets.HTML(html.escape(t("table.review_none", lang))))
        return tuple(items)

    def _moment_of_trick(self, number: int) -> int:
        """The moment just before the learner's card in trick ``number`` (1-based)."""
        plays = 0
        for index, event in enumerate(self.game.actions()):
            if isinstance(event, Play):
                if event.seat == self.seat and plays // self.game.players == number - 1:
                    return index
                plays += 1
        raise ValueError(f"the learner played no card in trick {number!r}")

    def _mini(self, card: Card) -> str:
        return card_svg(card, style=self._style, lang=self._lang)


_PANEL_CSS = """<style>
.bt-panel h4 { margin: 10px 0 6px; }
.bt-advice { display: flex; gap: 12px; align-items: center; margin: 6px 0; font-size: 15px; line-height: 1.35; }
.bt-mini svg { height: 64px; width: auto; display: block; }
.bt-mistake { background: #fdecea; border-radius: 8px; padding: 4px 8px; }
.bt-good { opacity: 0.85; }
</style>"""

__all__ = ["PlayTable", "check_levels", "check_style", "LANGUAGES"]
