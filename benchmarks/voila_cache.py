"""What the class server's rendering caches (``briscola_teach/page_cache.py``) save, page by
page, and that the page stays the same.

    python benchmarks/voila_cache.py [--renders 20] [lessons/01_deck.ipynb ...]

For one-cell notebooks and lessons: the CPU seconds to render one page as Voila does it,
with the templates compiled once, with the Markdown converted once, and with both.
The page each learner gets is byte for byte the same (``main`` checks it).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from briscola_teach.page_cache import TEMPLATES, _markdown, make_cached_exporter  # noqa: E402


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
