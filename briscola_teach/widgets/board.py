"""The drawn widgets: a card table (``Board``) and a row of cards (``Row``), each sent to the
browser as a scene.

Everything the browser shows is in ``scene`` (see ``scene.py``); everything it can do is a
message (``{"event": "play", "card": code}`` or ``{"event": "pick", ...}``) that Python checks
before anything changes. Each widget's code travels with every instance of it, so a row (a
lesson may hold twenty) carries only the little a row needs, not the table's code.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Optional

import anywidget
import traitlets

HERE = Path(__file__).parent


def _joined(*names: str) -> str:
    """The front end's files, shared part first, as one module or one style sheet."""
    return "\n".join((HERE / name).read_text(encoding="utf-8") for name in names)


class _Drawn(anywidget.AnyWidget):
    scene = traitlets.Dict().tag(sync=True)

    def __init__(self, on_event: Optional[Callable[[dict], None]] = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._on_event = on_event
        self.on_msg(self._received)

    def _received(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A message from the browser: passed on only if it is a dict, as the front end
        sends; anything else is dropped (a page cannot make Python fail)."""
        if isinstance(content, dict) and self._on_event is not None:
            self._on_event(content)


class Board(_Drawn):
    """A card table, drawn from a table scene (``scene.table_scene``)."""

    _esm = _joined("cards.js", "table.js")
    _css = _joined("cards.css", "table.css")


class Row(_Drawn):
    """A row of cards: ``scene = {"size": ..., "cards": [card_entry(...), ...]}``; a card
    with ``enabled`` is a button that reports a pick."""

    _esm = _joined("cards.js", "row.js")
    _css = _joined("cards.css", "row.css")
