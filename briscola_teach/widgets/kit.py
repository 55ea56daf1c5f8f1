"""What every drawn widget on a page shares, sent to the browser once: the front end's code,
its styles and the card pictures.

A page may hold a card table and twenty card rows. Each of them is a small model that carries
its scene (card codes and texts) and a reference to the page's one ``Kit``; the kit carries
the code that draws them (``cards.js``, ``table.js``, ``row.js``, ``bar.js``), the style sheet,
and the pictures, named nowhere, so that a language switch sends texts only. Each picture is a
trait of its own (``italian_1d``...), empty until a scene first shows that card: the page gets
the pictures of the cards it shows, each once, and a card never shown is never sent. The suit
signs the pictures repeat come once too (``shapes``), and the pictures refer to them.

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
from ..pictures import STYLES, back_face, card_face, shared_shapes

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
    returns a drawing function for each kind), without its comments and indentation: it
    travels to every page. (No string in it spans lines, so lines are kept as they are.)"""
    lines = "\n".join(_read(name) for name in ("cards.js", "table.js", "row.js", "bar.js", "kit.js"))
    kept = (line.strip() for line in lines.splitlines())
    return "\n".join(line for line in kept if line and not line.startswith("//"))


def style_sheet() -> str:
    """Every widget's styles, each scoped to its root, and the animations they share."""
    roots = [root for root, _own in KINDS.values()]
    parts = [_read("kit.css"), scoped(_read("cards.css"), f":is({', '.join(roots)})")]
    parts += [scoped(_read(f"{own}.css"), root) for root, own in KINDS.values()]
    return _compact("\n".join(parts))


def _compact(css: str) -> str:
    """The style sheet without comments and spare spaces (it travels to every page)."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    css = re.sub(r"\s+", " ", css)
    return re.sub(r"\s*([{};,])\s*", r"\1", css).strip()


def picture_name(style: str, code: str) -> str:
    """The kit's trait that holds a card's picture: ``italian_1d``."""
    return f"{style}_{code}"


def pictures_shown(scene: Any) -> set[str]:
    """The codes of the cards a scene shows, wherever they are in it."""
    found: set[str] = set()
    if isinstance(scene, dict):
        code = scene.get("code")
        if isinstance(code, str) and code:
            found.add(code)
        for value in scene.values():
            found |= pictures_shown(value)
    elif isinstance(scene, list):
        for value in scene:
            found |= pictures_shown(value)
    return found


class _KitBase(anywidget.AnyWidget):
    """The page's shared front end: code, styles and pictures (never shown by itself)."""

    _esm = front_end_code()
    _css = style_sheet()
    back = traitlets.Unicode().tag(sync=True)
    shapes = traitlets.Unicode().tag(sync=True)     # the suit signs the pictures refer to

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(back=back_face(), shapes=shared_shapes(), **kwargs)

    def need(self, scene: Any) -> None:
        """Make sure the pictures of the cards ``scene`` shows are in the browser."""
        style = scene.get("style", "italian") if isinstance(scene, dict) else "italian"
        if style not in STYLES:
            return
        with self.hold_sync():   # the scene's new pictures in one message
            for code in pictures_shown(scene):
                name = picture_name(style, code)
                if self.has_trait(name) and not getattr(self, name):
                    setattr(self, name, card_face(code, style, shared=True))

    def shown(self) -> dict[str, set[str]]:
        """The codes whose pictures the page has, by style."""
        return {style: {card.code() for card in DECK if getattr(self, picture_name(style, card.code()))}
                for style in STYLES}


# One trait a picture, each sent the first time a scene shows its card.
Kit: type[_KitBase] = type("Kit", (_KitBase,), {
    "__doc__": _KitBase.__doc__, "__module__": __name__,
    **{picture_name(style, card.code()): traitlets.Unicode("").tag(sync=True)
       for style in STYLES for card in DECK}})


_kit: Optional[_KitBase] = None


def page_kit() -> _KitBase:
    """The kit of this kernel's page, made again if it was closed."""
    global _kit
    if _kit is None or getattr(_kit, "comm", None) is None:
        _kit = Kit()
    return _kit


__all__ = ["KINDS", "Kit", "page_kit", "picture_name", "pictures_shown", "scoped", "style_sheet"]
