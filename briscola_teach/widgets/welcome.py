"""A class server's first page for a new learner (``Welcome``), and the course map's box for
carrying on from another device (``CarryOn``).

The welcome asks for a first name once, in the learner's language, and offers to go on
without one, or to type the login code made on another device (the page sends the code to
the server, which gives this browser that learner: ``web.LoginHandler``). The name is checked
here and kept by the store (``learners.Roster``); it is shown to the teacher only, as text.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any, Callable, Optional

import anywidget
import ipywidgets as widgets
import traitlets

from ..errors import InvalidOptionError
from ..i18n import refusal, t
from ..learners import CODE_LENGTH, NAME_LENGTH, Learner, Roster
from .controls import button, html_text, shared
from .language import Translated

HERE = Path(__file__).parent
# What the server may answer a login code with: refusals of the code (the engine's words,
# ``learners.Roster.redeem``), too many tries, or no answer at all.
CODE_REFUSALS = ("code_shape", "code_unknown")
CODE_TROUBLES = ("code_wait", "learner_unknown", "error")


class Welcome(Translated, anywidget.AnyWidget):
    """The name question, on whichever page a new learner opens first."""

    _esm = (HERE / "welcome.js").read_text(encoding="utf-8")
    _css = (HERE / "welcome.css").read_text(encoding="utf-8")
    scene = traitlets.Dict().tag(sync=True)

    def __init__(self, roster: Roster, learner: Learner, login_url: str,
                 on_done: Optional[Callable[[], None]] = None) -> None:
        super().__init__(layout=shared(widgets.Layout))
        self.roster, self.learner, self.login_url = roster, learner, login_url
        self.on_done = on_done
        self.done, self.name, self.error = learner.asked, learner.name, ""
        self.on_msg(self._received)

    def _received(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict) or self.done:
            return
        if content.get("event") == "name":
            self.give_name(content.get("name"))
        elif content.get("event") == "skip":
            self.skip()

    def give_name(self, name: Any) -> None:
        """The learner's name, as typed; a refused one gets a message and changes nothing."""
        try:
            self.name = self.roster.set_name(self.learner.id, name)
        except InvalidOptionError as error:
            self.error = refusal(error, self._lang)
            self._render()
            return
        self._finish()

    def skip(self) -> None:
        self.roster.skip_name(self.learner.id)
        self._finish()

    def _finish(self) -> None:
        self.done, self.error = True, ""
        self._render()
        if self.on_done is not None:
            self.on_done()

    def _render(self) -> None:
        lang = self._lang
        if self.done:
            hello = (t("welcome.hello", lang, name=self.name) if self.name
                     else t("welcome.hello_anonymous", lang))
            self.scene = {"lang": lang, "done": True, "hello": hello}
            return
        texts = {key: t(f"welcome.{key}", lang) for key in (
            "title", "explain", "name_label", "go", "skip", "have_code", "code_explain",
            "code_label", "code_go")}
        errors = {code: t(f"refusal.{code}", lang, length=CODE_LENGTH) for code in CODE_REFUSALS}
        errors.update({code: t(f"welcome.{code}", lang) for code in CODE_TROUBLES})
        self.scene = {"lang": lang, "done": False, **texts, "error": self.error,
                      "name_max": NAME_LENGTH, "login_url": self.login_url,
                      "code_errors": errors}


class CarryOn(Translated, widgets.VBox):
    """On the course map of a class server: who this browser is, and a login code to carry
    on from another device (15 minutes, once)."""

    def __init__(self, roster: Roster, learner: Learner) -> None:
        self.roster, self.learner = roster, learner
        self.title, self.who, self.said = html_text(), html_text(), html_text()
        self.make = button(self.new_code)
        self.code: Optional[Any] = None
        super().__init__([self.title, self.who, widgets.HBox([self.make]), self.said],
                         layout=shared(widgets.Layout, margin="24px 0 0 0"))

    def new_code(self) -> None:
        self.code = self.roster.new_code(self.learner.id)
        self._render()

    def _render(self) -> None:
        lang = self._lang
        name = self.roster.learner(self.learner.id).name
        self.title.value = f"<h3>{html.escape(t('carry.title', lang))}</h3>"
        self.who.value = ("<p style='font-size:17px;margin:0 0 8px'>" + html.escape(
            t("carry.you_are", lang, name=name) if name else t("carry.you_are_anonymous", lang))
            + "</p>")
        self.make.description = t("carry.make", lang)
        self.said.value = "" if self.code is None else (
            "<p style='font-size:18px'>" + html.escape(t("carry.code", lang)) +
            f" <b style='font-size:28px;letter-spacing:.15em'>{html.escape(self.code.code)}</b>"
            "<br>" + html.escape(t("carry.code_rule", lang)) + "</p>")
