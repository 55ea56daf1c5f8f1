"""Server-side caches for Voila's rendering: a proof of concept, measured, not yet used by
``briscola-teach serve`` (``briscola_teach/server.py`` is untouched).

    python benchmarks/voila_cache.py [--renders 20] [lessons/01_deck.ipynb ...]

Voila (0.5) makes a new ``VoilaExporter`` for every page request, so every request builds a
new Jinja environment and compiles the page's templates again (``lab/index.html.j2``, the
nbconvert base templates and their macros: about 0.1 CPU s a page, the largest part of the
server's own work for a one-cell notebook, ``server_phases.py``), and converts every Markdown
cell to HTML again. Two caches, shared by every request of the server:

- ``TEMPLATES``: a Jinja bytecode cache in memory. An environment finds the compiled code of
  a template there instead of parsing and compiling its source. Jinja checks each template's
  source against its checksum on every load, so an edited template is compiled afresh.
- ``markdown_html``: the HTML of a Markdown cell, by its source, for cells with no
  attachments and no image (Voila inlines images from the contents manager: a changed image
  file must show).

How to hook them into the ``voila.app.Voila`` subclass that will start the server: Voila's
``NotebookRenderer.initialize`` makes its exporter with the name ``VoilaExporter`` of module
``voila.notebook_renderer``, so either

1. set that name once at start (``install()`` below does exactly this, plus the same for
   ``voila.exporter`` so other users get it too), in the subclass's ``initialize`` or
   ``start`` before the first request; or
2. in the subclass's own page handler, after ``await renderer.initialize(...)``, replace
   ``renderer.exporter`` by a ``CachedExporter`` made with the same arguments (or call
   ``use_template_cache(renderer.exporter)`` before the first render).

The page each learner gets is byte for byte the same (``main`` checks it).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


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
    voila.notebook_renderer.VoilaExporter = cached   # type: ignore[attr-defined]
    voila.exporter.VoilaExporter = cached            # type: ignore[attr-defined]
    print("voila_cache: templates and Markdown cached", file=sys.stderr, flush=True)


# -- the measurement: a page rendered as Voila renders it, the kernel replaced by its outputs ----

def executed(path: Path) -> Any:
    """The notebook with its outputs, run once (as Voila's kernel would)."""
    import nbformat
    from nbclient import NotebookClient

    notebook = nbformat.read(path, 4)
    NotebookClient(notebook, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    return notebook


async def render(path: Path, outputs: Any) -> str:
    """One page as Voila's handler renders it (``NotebookRenderer``), with the cells' outputs
    taken from ``outputs`` instead of a kernel."""
    from jupyter_client.kernelspec import KernelSpecManager
    from jupyter_server.services.contents.filemanager import FileContentsManager
    from voila.configuration import VoilaConfiguration
    from voila.notebook_renderer import NotebookRenderer
    from voila.paths import collect_template_paths

    configuration = VoilaConfiguration(template="briscola")
    renderer = NotebookRenderer(
        voila_configuration=configuration, traitlet_config=None, notebook_path=path.name,
        template_paths=collect_template_paths(["voila", "nbconvert"], "briscola"),
        contents_manager=FileContentsManager(root_dir=str(path.parent)), base_url="/",
        kernel_spec_manager=KernelSpecManager(),
        page_config={"fullStaticUrl": "/voila/static", "baseUrl": "/"})
    await renderer.initialize()

    async def kernel_start(nb: Any, kernel_id: Any = None, kernel_future: Any = None) -> str:
        return "kernel-id"

    async def cells(nb: Any, kernel_id: str) -> Any:
        for cell in outputs.cells:
            yield cell

    renderer._jinja_kernel_start = kernel_start
    renderer._jinja_cell_generator = cells
    return "".join([html async for html, _ in renderer.generate_content_generator("kernel-id")])


def cpu_per_render(path: Path, outputs: Any, renders: int) -> tuple[float, str]:
    found, page = [], ""
    for _ in range(renders):
        began = time.process_time()
        page = asyncio.run(render(path, outputs))
        found.append(time.process_time() - began)
    return statistics.median(found[1:] or found), page   # the first also imports


def main() -> int:
    from briscola_teach.server import voila_env

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path, default=[ROOT / "lessons" / "01_deck.ipynb"])
    parser.add_argument("--renders", type=int, default=20)
    args = parser.parse_args()
    os.environ.update(voila_env("it"))   # the course's template on Jupyter's path
    os.environ["BRISCOLA_DATA"] = os.environ.get("BRISCOLA_DATA") or __import__("tempfile").mkdtemp()
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from classroom import ONE_CELL, one_cell_folder

    import voila.exporter
    import voila.notebook_renderer
    plain = voila.notebook_renderer.VoilaExporter
    cached = make_cached_exporter()
    for path in [one_cell_folder() / ONE_CELL, *args.notebooks]:
        outputs = executed(path)
        markdown = sum(1 for cell in outputs.cells if cell.cell_type == "markdown")
        print(f"\n== {path.name} ({len(outputs.cells)} cells, {markdown} Markdown): CPU seconds "
              f"to render one page, median of {args.renders}")
        voila.notebook_renderer.VoilaExporter = plain
        base, page = cpu_per_render(path, outputs, args.renders)
        print(f"  Voila as it is:                 {base:.3f}")
        results = {}
        for name, templates, markdown_cache in (("templates compiled once", True, False),
                                                ("Markdown converted once", False, True),
                                                ("both", True, True)):
            class Partial(cached):   # type: ignore[misc, valid-type]
                pass
            if not templates:
                Partial._create_environment = plain._create_environment
            if not markdown_cache:
                Partial.markdown2html = plain.markdown2html
            voila.notebook_renderer.VoilaExporter = Partial
            TEMPLATES.clear()
            _markdown.cache_clear()
            results[name], other = cpu_per_render(path, outputs, args.renders)
            same = "the same page" if other == page else "A DIFFERENT PAGE"
            print(f"  {name + ':':31} {results[name]:.3f}  (saves {base - results[name]:.3f}; "
                  f"{same})")
        voila.notebook_renderer.VoilaExporter = plain
    return 0


if __name__ == "__main__":
    sys.exit(main())
