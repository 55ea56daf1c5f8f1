"""Small controls the widgets share: a button that calls a function, and a box whose
children are replaced without leaving the old ones open in the kernel."""

from __future__ import annotations

import asyncio
import weakref
from typing import Any, Callable

import ipywidgets as widgets
from ipywidgets.widgets.widget_string import HTMLStyle


# Layouts and styles the widgets of a page share: every widget of ipywidgets otherwise brings
# models of its own (about 1 KB each, to every page that loads), most of them alike.
_SHARED: dict[tuple, widgets.Widget] = {}
# The widgets ``keep`` marked for reuse. Weak, so one its owner lets go of is not held here.
_KEPT: weakref.WeakSet[widgets.Widget] = weakref.WeakSet()


def keep(*kept: widgets.Widget) -> None:
    """Mark ``kept`` for reuse (a shared layout, a box redrawn in place): ``close_tree``, and
    so ``show_in``, leaves them open when they come off a page."""
    _KEPT.update(kept)


def is_kept(widget: widgets.Widget) -> bool:
    """Whether ``keep`` marked ``widget`` for reuse."""
    return widget in _KEPT


def shared(kind: type, **traits: Any) -> Any:
    """The page's one ``kind`` (a ``Layout``, ``ButtonStyle``...) with ``traits``: made once
    a kernel (again if it was closed), never closed with a widget that uses it."""
    key = (kind, tuple(sorted(traits.items())))
    model = _SHARED.get(key)
    if model is None or getattr(model, "comm", None) is None:
        model = _SHARED[key] = kind(**traits)
        keep(model)
    return model


def button(on_click: Callable[[], Any], hideable: bool = False, **kwargs: Any) -> widgets.Button:
    """A button calling ``on_click()``; ``hideable`` gives it a layout of its own, to hide it
    (``layout.display``) without hiding every button of the page."""
    layout = widgets.Layout if hideable else lambda **traits: shared(widgets.Layout, **traits)
    kwargs.setdefault("layout", layout(width="auto", min_width="7em"))
    kwargs.setdefault("style", shared(widgets.ButtonStyle))
    widget = widgets.Button(**kwargs)
    widget.on_click(lambda _: on_click())
    return widget


def html_text(value: str = "", **kwargs: Any) -> widgets.HTML:
    """A piece of HTML text sharing the page's layout and style."""
    kwargs.setdefault("layout", shared(widgets.Layout))
    kwargs.setdefault("style", shared(HTMLStyle))
    return widgets.HTML(value, **kwargs)


def show_in(box: widgets.Box, children: Any) -> None:
    """Put ``children`` in ``box`` and close the widgets they replace: a widget left open
    stays in the kernel and is sent to every page that loads, so redraws must not pile up."""
    keep, old = set(map(id, children)), box.children
    box.children = tuple(children)       # first the page lets go of them, then they close
    gone = [widget for widget in old if id(widget) not in keep]
    if gone:
        close_soon(gone)


# A page still building the widgets it was sent (on load, or just after a quick redraw) must
# not find one of them closed under it ("widget model not found"): in a kernel, widgets taken
# off a page close this much later.
CLOSE_AFTER = 20.0


def close_soon(gone: list) -> None:
    """Close ``gone`` (and what they hold) once the page is surely done with them; at once
    when no event loop runs (tests, scripts)."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        loop = None
    for widget in gone:
        if loop is None:
            close_tree(widget)
        else:
            loop.call_later(CLOSE_AFTER, close_tree, widget)


def close_tree(widget: Any) -> None:
    """Close ``widget`` and what it holds, but not a widget marked to be kept for reuse."""
    if is_kept(widget):
        return
    for child in getattr(widget, "children", ()):
        close_tree(child)
    for part in ("layout", "style"):      # models of their own, left open by close()
        inner = getattr(widget, part, None)
        if isinstance(inner, widgets.Widget) and not is_kept(inner):
            inner.close()
    widget.close()


__all__ = ["button", "close_tree", "html_text", "is_kept", "keep", "shared", "show_in"]
