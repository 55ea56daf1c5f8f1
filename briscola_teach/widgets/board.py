"""The one drawn widget: a card table or a row of cards, sent to the browser as a scene.

Everything the browser shows is in ``scene`` (see ``scene.py``); everything it can do is a
message (``{"event": "play", "card": code}`` or ``{"event": "pick", ...}``) that Python checks
before anything changes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Optional

import anywidget
import traitlets

HERE = Path(__file__).parent


class Board(anywidget.AnyWidget):
    """``kind="table"`` draws a card table from a table scene; ``kind="row"`` a row of cards."""

    _esm = HERE / "board.js"
    _css = HERE / "board.css"
    kind = traitlets.Unicode("table").tag(sync=True)
    scene = traitlets.Dict().tag(sync=True)

    def __init__(self, kind: str = "table", on_event: Optional[Callable[[dict], None]] = None,
                 **kwargs: Any) -> None:
        super().__init__(kind=kind, **kwargs)
        self._on_event = on_event
        self.on_msg(self._received)

    def _received(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A message from the browser: passed on only if it is a dict, as the front end
        sends; anything else is dropped (a page cannot make Python fail)."""
        if isinstance(content, dict) and self._on_event is not None:
            self._on_event(content)
