"""Two study widgets: flashcards that come back when forgotten, and a hand replayed step by
step. Both are thin: the progress store keeps the flashcard schedule, the engine and the
bots play the hand, the terminal's narrator tells it. (The replay imports the game, the bots
and the narrator itself: a page of flashcards needs none of them.)
"""

from __future__ import annotations

import html
import io
from typing import TYPE_CHECKING, Any, Optional

import ipywidgets as widgets

from ..cards import DECK, Card
from ..i18n import check_language, t
from ..progress import Progress
from .board import Board, Row
from .language import Translated
from .controls import button, html_text
from .scene import card_entry, card_name, check_style, named, table_scene

if TYPE_CHECKING:
    from ..games.classic import ClassicGame


class Flashcards(Translated, widgets.VBox):
    """A card's picture; the learner recalls its name, then says whether they knew it.
    Known cards come back later and later, forgotten ones at once (Leitner boxes)."""

    def __init__(self, store: Progress, cards: Any = None, lang: str = "it",
                 style: str = "italian") -> None:
        self.store = store
        self.cards = [Card.parse(c).code() for c in (cards if cards is not None else DECK)]
        self._lang, self._style = check_language(lang), check_style(style)
        self.picture = Row()
        self.answer = html_text()
        self.show_button = button(self.reveal)
        self.knew_button = button(lambda: self.grade(True))
        self.forgot_button = button(lambda: self.grade(False))
        self.status = html_text()
        super().__init__([self.picture, self.answer,
                          widgets.HBox([self.show_button, self.knew_button, self.forgot_button]),
                          self.status])
        self.add_class("bt-flashcards")
        self._next()

    def reveal(self) -> None:
        """Show the name of the card on view."""
        self.revealed = self.current is not None
        self._render()
        if self.revealed:               # the pressed button is disabled: focus is not lost
            self.knew_button.focus()

    def grade(self, knew: bool) -> None:
        """The learner knew the card (it comes back later) or not (it comes back soon)."""
        if self.current is None or not self.revealed:
            self._message = t("flash.reveal_first", self._lang)
            self._render()
            return
        self.store.flashcard_answer(self.current, bool(knew))
        self._next()
        if self.current is not None:
            self.show_button.focus()

    def _next(self) -> None:
        due = self.store.due_flashcards(self.cards)
        self.current: Optional[str] = due[0] if due else None
        self.revealed, self._message = False, ""
        self._render()

    def _render(self) -> None:
        lang = self._lang
        self.show_button.description = t("flash.show", lang)
        self.knew_button.description = t("flash.knew", lang)
        self.forgot_button.description = t("flash.forgot", lang)
        due = len(self.store.due_flashcards(self.cards))
        boxes = self.store.flashcard_boxes()
        learned = sum(1 for c in self.cards if boxes.get(c, 0) >= 3)
        self.status.value = html.escape(self._message or t("flash.status", lang, due=due,
                                                            learned=learned, total=len(self.cards)))
        if self.current is None:
            self.picture.scene = {"cards": [], "lang": lang}
            self.answer.value = f"<p style='font-size:18px'>{html.escape(t('flash.none_due', lang))}</p>"
            for b in (self.show_button, self.knew_button, self.forgot_button):
                b.disabled, b.button_style = True, ""
            return
        card = Card.parse(self.current)
        entry = card_entry(card, lang, self._style, enabled=False)
        if not self.revealed:
            entry["label"] = t("flash.which", lang)   # the accessible name would give it away
        self.picture.scene = {"size": "projector", "style": self._style, "lang": lang, "cards": [entry]}
        self.answer.value = (f"<p style='font-size:22px'><b>{html.escape(card_name(card, lang, self._style))}"
                             f"</b></p>" if self.revealed else
                             f"<p style='font-size:18px'>{html.escape(t('flash.which', lang))}</p>")
        self._style_buttons()

    def _style_buttons(self) -> None:
        """The one button to press stands out: "show the name" first, then the two grades.
        Until the name is shown the grades are plain grey: in their colours, disabled, they
        looked already pressed."""
        revealed = self.revealed
        self.show_button.disabled = revealed
        self.show_button.button_style = "" if revealed else "primary"
        self.knew_button.disabled = self.forgot_button.disabled = not revealed
        self.knew_button.button_style = "success" if revealed else ""
        self.forgot_button.button_style = "warning" if revealed else ""


class HandReplay(Translated, widgets.VBox):
    """A whole hand between computer players, shown move by move with every card face up,
    told in words, with back and forward. ``house_rules`` are the engine's (``direction=
    "clockwise"``, ``removed_two=...``); the table seats the players the way they play."""

    def __init__(self, players: int = 2, seed: int = 1, level: str = "medium", lang: str = "it",
                 style: str = "italian", variant: str = "classic", **house_rules: Any) -> None:
        from ..ai import make_bot, play_turn
        from ..games.classic import ClassicGame

        # "classic" or "151": the narrator tells no other variant.
        self.game: ClassicGame = ClassicGame.new(variant, players=players, seed=seed, **house_rules)
        bots = {s: make_bot(level, seed=seed * 10 + s) for s in range(self.game.players)}
        while not self.game.is_over:
            seat = self.game.current_player
            assert seat is not None  # the hand is not over
            play_turn(self.game, bots[seat])
        self.total = len(self.game.actions())
        self._lang, self._style = check_language(lang), check_style(style)
        self.moment = 0
        self._told: dict[str, list[list[str]]] = {}
        self.board = Board()
        self.story = html_text()
        self.back_button = button(lambda: self.step(-1))
        self.forward_button = button(lambda: self.step(1))
        self.start_button = button(lambda: self.show(0))
        self.end_button = button(lambda: self.show(self.total))
        super().__init__([self.board, widgets.HBox([self.start_button, self.back_button,
                                                    self.forward_button, self.end_button]),
                          self.story])
        self.add_class("bt-replay")
        self._render()

    def step(self, delta: int) -> None:
        self.show(self.moment + int(delta))

    def show(self, moment: int) -> None:
        """The hand after ``moment`` moves (clamped to 0..the last move)."""
        self.moment = min(max(0, int(moment)), self.total)
        self._render()

    def _story(self, lang: str) -> list[list[str]]:
        """What the narrator says at the deal (index 0) and after each move, in ``lang``."""
        if lang not in self._told:
            from ..explain import Narrator

            out = io.StringIO()
            narrator = Narrator(self.game.at(0), lang, out, numbered=False)
            narrator.opening()
            told = [_lines(out)]
            for moment in range(1, self.total + 1):
                narrator.game = self.game.at(moment)
                narrator.catch_up()
                if moment == self.total:
                    narrator.ending()          # the count, and who wins
                told.append(_lines(out))
            self._told[lang] = told
        return self._told[lang]

    def _render(self) -> None:
        lang, past = self._lang, self.game.at(self.moment)
        names = {s: t("cli.player", lang, seat=s + 1) for s in range(past.players)}
        view = past.view(0)
        hands = {s: past.view(s).hand for s in range(past.players)}
        # Nobody at this table is "you": the status names the player to move.
        mover = past.current_player   # None once the hand is over
        status = (t("table.over", lang) if mover is None else
                  t("table.their_turn", lang, player=named(names[mover], lang, "a")))
        scene = table_scene(view, lang, self._style, names=names, hand_id=f"replay:{id(self.game)}",
                            mode="watch", status=status, open_hands=hands, size=self.size,
                            info=[t("table.moment", lang, step=self.moment, total=self.total)],
                            counterclockwise=getattr(past.rules, "direction",
                                                     "counterclockwise") == "counterclockwise")
        self.board.scene = scene
        told = self._story(lang)
        recent = told[0] if self.moment == 0 else [
            line for lines in told[max(1, self.moment - 1):self.moment + 1] for line in lines]
        self.story.value = "<div style='font-size:17px;line-height:1.5'>" + \
            "<br>".join(html.escape(line) for line in recent) + "</div>"
        for widget, key in ((self.back_button, "table.back"), (self.forward_button, "table.forward"),
                            (self.start_button, "replay.start"), (self.end_button, "replay.end")):
            widget.description = t(key, lang)
        self.back_button.disabled = self.start_button.disabled = self.moment == 0
        self.forward_button.disabled = self.end_button.disabled = self.moment == self.total


def _lines(out: io.StringIO) -> list[str]:
    """The lines written to ``out`` since the last call (and empty it)."""
    lines = [line.strip() for line in out.getvalue().splitlines() if line.strip()]
    out.seek(0)
    out.truncate()
    return lines
