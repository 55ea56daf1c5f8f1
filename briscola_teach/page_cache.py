"""The class server's caches for Voila's rendering, shared by every page request.

Voila (0.5) makes a new ``VoilaExporter`` for every page request, so every request builds a
new Jinja environment and compiles the page's templates again (``lab/index.html.j2``, the
nbconvert base templates and their macros: about 0.1 CPU s a page, the largest part of the
server's own work for a one-cell notebook), and converts every Markdown cell to HTML again.
With a class arriving at once those seconds are the server's cores. ``install()`` (called by
``web.ClassVoila`` at start) gives every exporter two caches:

- ``TEMPLATES``: a Jinja bytecode cache in memory. An environment finds the compiled code of
  a template there instead of parsing and compiling its source. Jinja checks each template's
  source against its checksum on every load, so an edited template is compiled afresh.
- ``markdown_html``: the HTML of a Markdown cell, by its source, for cells with no
  attachments and no image (Voila inlines images from the contents manager: a changed image
  file must show).

Each page is byte for byte the page Voila makes without them (``benchmarks/voila_cache.py``
measures both and compares).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import jinja2


class MemoryBytecodeCache(jinja2.BytecodeCache):
    """Compiled templates kept in this process, shared by every environment given it."""

    def __init__(self) -> None:
        self.store: dict[str, bytes] = {}

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        code = self.store.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)   # Jinja drops it if the checksum differs

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        self.store[bucket.key] = bucket.bytecode_to_string()

    def clear(self) -> None:
        self.store.clear()


TEMPLATES = MemoryBytecodeCache()


@lru_cache(maxsize=4096)
def _markdown(source: str, anchor_link_text: str) -> str:
    from nbconvert.filters.markdown_mistune import MarkdownWithMath
    from voila.exporter import VoilaMarkdownRenderer

    renderer = VoilaMarkdownRenderer(escape=False, attachments={}, contents_manager=None,
                                     anchor_link_text=anchor_link_text)
    return MarkdownWithMath(renderer=renderer).render(source)


def cacheable(cell: Any, source: str) -> bool:
    """A cell whose HTML depends on its source alone: no attachments, no image."""
    return not cell.get("attachments") and "![" not in source and "<img" not in source.lower()


def make_cached_exporter() -> type:
    from jinja2 import pass_context
    from voila.exporter import VoilaExporter

    class CachedExporter(VoilaExporter):
        """Voila's exporter with the server's shared caches."""

        def _create_environment(self) -> jinja2.Environment:
            environment = super()._create_environment()
            environment.bytecode_cache = TEMPLATES
            return environment

        @pass_context
        def markdown2html(self, context: Any, source: str) -> str:
            cell = context["cell"]
            if not cacheable(cell, source):
                return super().markdown2html.__wrapped__(self, context, source)
            return _markdown(source, self.anchor_link_text)

    return CachedExporter


def use_template_cache(exporter: Any) -> None:
    """Give one exporter the shared template cache (before its first render)."""
    exporter.environment.bytecode_cache = TEMPLATES


def install() -> None:
    """Every exporter Voila makes from now on uses the caches."""
    import voila.exporter
    import voila.notebook_renderer

    cached = make_cached_exporter()
    voila.notebook_renderer.VoilaExporter = cached
    voila.exporter.VoilaExporter = cached
