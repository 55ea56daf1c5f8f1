"""Small controls the widgets share: a button that calls a function, and a box whose
children are replaced without leaving the old ones open in the kernel."""

from __future__ import annotations

from typing import Any, Callable

import ipywidgets as widgets


def button(on_click: Callable[[], Any], **kwargs: Any) -> widgets.Button:
    kwargs.setdefault("layout", widgets.Layout(width="auto", min_width="7em"))
    widget = widgets.Button(**kwargs)
    widget.on_click(lambda _: on_click())
    return widget


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


__all__ = ["button", "close_tree", "show_in"]
