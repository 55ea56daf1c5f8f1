"""What every drawn widget on a page shares, sent to the browser once: the front end's code,
its styles and the card pictures.

A page may hold a card table and twenty card rows. Each of them is a small model that carries
its scene (card codes and texts) and a reference to the page's one ``Kit``; the kit carries
the code that draws them (``cards.js``, ``table.js``, ``row.js``, ``bar.js``), the style sheet,
and a picture of every card of a pack, named nowhere, so that a language switch sends texts
only. The French pack is added the first time a scene asks for it.

Each widget's styles are scoped to its own root class (``.bt-table``, ``.bt-rowbox``,
``.bt-bar``): a rule of one widget cannot reach into another (``scoped``).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Optional

import anywidget
import traitlets

from ..cards import DECK
from ..pictures import STYLES, back_face, card_face

HERE = Path(__file__).parent

# Each kind of drawn widget: its root class, and its own files besides the shared ones.
KINDS = {"table": (".bt-table", "table"), "row": (".bt-rowbox", "row"), "bar": (".bt-bar", "bar")}


def _read(name: str) -> str:
    return (HERE / name).read_text(encoding="utf-8")


def scoped(css: str, root: str) -> str:
    """``css`` with every rule confined to ``root``: ``.bt-root`` names the root itself,
    any other selector is looked for inside it. At-rules with rules inside (``@media``) are
    scoped within; ``@keyframes`` are left as they are (their names start with ``bt-``).

    >>> scoped(".bt-root { color: red } .bt-card, .bt-root.big p { top: 0 }", ".bt-row")
    '.bt-row { color: red }\\n.bt-row .bt-card, .bt-row.big p { top: 0 }'
    """
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    out, at = [], 0
    while True:
        start = css.find("{", at)
        if start < 0:
            break
        head = css[at:start].strip()
        end = _block_end(css, start)
        body = css[start + 1:end]
        if head.startswith("@keyframes") or head.startswith("@font-face"):
            out.append(f"{head} {{{body}}}")
        elif head.startswith("@"):
            out.append(f"{head} {{\n{scoped(body, root)}\n}}")
        else:
            selectors = ", ".join(_scope_one(s.strip(), root) for s in head.split(","))
            out.append(f"{selectors} {{{body}}}")
        at = end + 1
    return "\n".join(out)


def _block_end(css: str, start: int) -> int:
    depth = 0
    for i in range(start, len(css)):
        depth += {"{": 1, "}": -1}.get(css[i], 0)
        if depth == 0:
            return i
    raise ValueError(f"unbalanced braces in a style sheet after {css[start:start + 40]!r}")


def _scope_one(selector: str, root: str) -> str:
    if selector.startswith(".bt-root"):
        return root + selector[len(".bt-root"):]
    return f"{root} {selector}"


def front_end_code() -> str:
    """The one module that draws every kind of widget (its default export's ``initialize``
    returns a drawing function for each kind)."""
    return "\n".join(_read(name) for name in ("cards.js", "table.js", "row.js", "bar.js", "kit.js"))


def style_sheet() -> str:
    """Every widget's styles, each scoped to its root, and the animations they share."""
    parts = [_read("kit.css")]
    for root, own in KINDS.values():
        parts.append(scoped(_read("cards.css") + _read(f"{own}.css"), root))
    return "\n".join(parts)


def pack(style: str) -> dict[str, str]:
    """Every card's picture in ``style``, by code: the whole pack, the same for every deal."""
    return {card.code(): card_face(card, style) for card in DECK}


class Kit(anywidget.AnyWidget):
    """The page's shared front end: code, styles and pictures (never shown by itself)."""

    _esm = front_end_code()
    _css = style_sheet()
    italian = traitlets.Dict().tag(sync=True)
    french = traitlets.Dict().tag(sync=True)
    back = traitlets.Unicode().tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(italian=pack("italian"), back=back_face(), **kwargs)

    def need(self, style: Any) -> None:
        """Make sure the pictures of ``style`` are in the browser (the French pack is sent
        only to a page that shows it)."""
        if style in STYLES and not getattr(self, style):
            setattr(self, style, pack(style))


_kit: Optional[Kit] = None


def page_kit() -> Kit:
    """The kit of this kernel's page, made again if it was closed."""
    global _kit
    if _kit is None or getattr(_kit, "comm", None) is None:
        _kit = Kit()
    return _kit


__all__ = ["KINDS", "Kit", "pack", "page_kit", "scoped", "style_sheet"]
