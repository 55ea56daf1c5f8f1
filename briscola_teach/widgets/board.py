"""The drawn widgets: a card table (``Board``), a row of cards (``Row``) and a lesson's bar
(``Bar``), each sent to the browser as a scene.

Everything the browser shows is in ``scene`` (see ``scene.py``): card codes and texts in the
learner's language, never a hidden card. Everything it can do is a message
(``{"event": "play", "card": code}``, ``{"event": "pick", ...}``...) that Python checks before
anything changes. The code that draws them, their styles and the card pictures come once per
page from the page's ``Kit``; each widget carries only a few lines that hand it over.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

import anywidget
import ipywidgets as widgets
import traitlets

from .controls import shared
from .kit import Kit, page_kit


def _stub(kind: str) -> str:
    """A widget's own module: it asks the page's kit to draw it."""
    return ("export default { async render({ model, el, host }) {\n"
            "  const kit = await host.getWidget(model.get('kit'));\n"
            f"  return kit.exports.{kind}({{ model, el }});\n"
            "} };\n")


class _Drawn(anywidget.AnyWidget):
    scene = traitlets.Dict().tag(sync=True)
    kit = anywidget.WidgetTrait().tag(sync=True)

    def __init__(self, on_event: Optional[Callable[[dict], None]] = None, **kwargs: Any) -> None:
        kwargs.setdefault("layout", shared(widgets.Layout))
        super().__init__(kit=page_kit(), **kwargs)
        self._on_event = on_event
        self.on_msg(self._received)

    @traitlets.validate("scene")
    def _pictures_first(self, proposal: Any) -> dict:
        """The pictures of the cards a scene shows reach the page before the scene does."""
        scene = proposal["value"]
        if not isinstance(self.kit, Kit) or getattr(self.kit, "comm", None) is None:
            self.kit = page_kit()
        self.kit.need(scene)
        return scene

    def _received(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A message from the browser: passed on only if it is a dict, as the front end
        sends; anything else is dropped (a page cannot make Python fail)."""
        if isinstance(content, dict) and self._on_event is not None:
            self._on_event(content)


class Board(_Drawn):
    """A card table, drawn from a table scene (``scene.table_scene``)."""

    _esm = _stub("table")


class Row(_Drawn):
    """A row of cards: ``scene = {"size": ..., "style": ..., "cards": [card_entry(...), ...]}``;
    a card with ``enabled`` is a button that reports a pick. ``"layout": "list"`` puts each
    card beside its ``note``, with an optional ``action`` button (hints, reviews)."""

    _esm = _stub("row")


class Bar(_Drawn):
    """A lesson's bar: links to the course map and the next lesson, the stars, the page's
    title; it asks for fresh stars when the page comes back into view."""

    _esm = _stub("bar")


class Reveal(anywidget.AnyWidget):
    """Nothing to see: put after something that appears on a press (a quiz's feedback and
    score), it brings that part of the page into the window each time ``show()`` is called,
    so the answer to a press is never below the window unseen. It looks again a little later:
    on a busy computer the feedback may be laid out after the first look, pushing the score
    below the window ('nearest' does not move a page already showing it)."""

    _esm = ("export default { render({ model, el }) {\n"
            "  const go = () => el.scrollIntoView({ block: 'nearest', behavior: 'smooth' });\n"
            "  const later = () => { setTimeout(go, 80); setTimeout(go, 700); };\n"
            "  model.on('change:asked', later);\n"
            "  return () => model.off('change:asked', later);\n"
            "} };\n")
    asked = traitlets.Int(0).tag(sync=True)

    def __init__(self) -> None:
        super().__init__(layout=shared(widgets.Layout, height="1px", overflow="hidden"))

    def show(self) -> None:
        self.asked += 1


class Presence(anywidget.AnyWidget):
    """Nothing to see: while its page is open it says so to Python every ``every`` seconds
    (``on_beat``). A kernel cannot otherwise tell a dead browser from a quiet one."""

    _esm = ("export default { render({ model, el }) {\n"
            "  const beat = () => model.send({ event: 'beat' });\n"
            "  beat();\n"
            "  const timer = setInterval(beat, 1000 * model.get('every'));\n"
            "  return () => clearInterval(timer);\n"
            "} };\n")
    every = traitlets.Float(10.0).tag(sync=True)

    def __init__(self, on_beat: Callable[[], None], every: float = 10.0) -> None:
        super().__init__(every=every, layout=widgets.Layout(height="0", overflow="hidden"))
        self.on_msg(lambda _widget, content, _buffers: on_beat()
                    if content == {"event": "beat"} else None)
