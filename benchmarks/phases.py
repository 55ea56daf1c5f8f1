"""Where a page's kernel spends its CPU, phase by phase: one kernel alone, run as Voila runs it.

    python benchmarks/phases.py [--runs 3] [--profile] [lessons/01_deck.ipynb ...]

For the one-cell notebook of ``classroom.py`` (on plain Voila's kernel, then on the class
server's, which starts without a debugger) and each lesson given (default: lesson 01, on the
class server's kernel), a fresh kernel (the environment of ``briscola-teach serve``: its language, an empty progress
store) is started and the CPU seconds of its process are read after each phase:

- start: the interpreter and ipykernel, up to the first ``kernel_info`` reply;
- ipywidgets: ``import ipywidgets`` (every page pays it);
- course import: ``import briscola_teach.course`` (lessons only);
- first cell: the rest of the lesson's first cell (the ``Lesson`` and its bar);
- other cells: the lesson's widgets made, cell by cell;
- states: what the page asks once it has loaded: ``kernel_info``, then the widget manager's
  ``request_states``, answered with every widget's state (its size is printed, with the kit's
  share: the front end's code, styles and card pictures).

The imports are run as cells of their own before the notebook's first cell, which then finds
them done: the sum is what the page costs. Medians of ``--runs`` kernels. ``--profile``
prints, for the last run, the functions that took the kernel's time in the notebook's cells
and in the states reply (cProfile inside the kernel).
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from briscola_teach.server import voila_env  # noqa: E402
from pages import cpu_seconds  # noqa: E402

PROFILE_ON = "import cProfile as _cp; _prof = _cp.Profile(); _prof.enable()"
PROFILE_OFF = ("_prof.disable(); import pstats as _ps, io as _io; _out = _io.StringIO(); "
               "_ps.Stats(_prof, stream=_out).sort_stats('cumulative').print_stats({top}); "
               "print(_out.getvalue()[:{chars}])")


class Kernel:
    """A kernel started as Voila starts one, with its process's CPU seconds at hand: plain
    Voila's (``ipykernel_launcher``), or with ``classroom`` the class server's
    (``briscola_teach.kernel``, no debugger)."""

    def __init__(self, folder: Path, classroom: bool) -> None:
        from jupyter_client import KernelManager
        from jupyter_client.kernelspec import KernelSpecManager

        from briscola_teach.web import PageKernelSpecs

        env = voila_env("it")
        env["BRISCOLA_DATA"] = tempfile.mkdtemp(prefix="phases-")
        specs = PageKernelSpecs() if classroom else KernelSpecManager()
        self.manager = KernelManager(kernel_name="python3", kernel_spec_manager=specs)
        self.manager.start_kernel(env=env, cwd=str(folder))
        self.client = self.manager.client()
        self.client.start_channels()
        self.client.wait_for_ready(timeout=120)
        self.pid = self.manager.provisioner.process.pid

    def cpu(self) -> float:
        time.sleep(0.05)   # let the kernel's other threads finish what the reply started
        return cpu_seconds([self.pid])

    def run(self, code: str) -> str:
        printed: list[str] = []

        def output(msg: dict) -> None:
            if msg["header"]["msg_type"] == "stream":
                printed.append(msg["content"]["text"])
            elif msg["header"]["msg_type"] == "error":
                raise RuntimeError("\n".join(msg["content"]["traceback"]))

        self.client.execute_interactive(code, timeout=300, output_hook=output, store_history=False)
        return "".join(printed)

    def states(self) -> tuple[int, int, dict[str, int]]:
        """What the page asks at its start: kernel_info, then every widget's state. Returns
        the number of widgets, the reply's size in bytes, and the bytes by model name."""
        client, session = self.client, self.client.session
        client.kernel_info()
        client.get_shell_msg(timeout=60)
        control = uuid.uuid4().hex
        client.shell_channel.send(session.msg("comm_open", {
            "comm_id": control, "target_name": "jupyter.widget.control", "data": {}},
            metadata={"version": "1.0.0"}))
        ask = session.msg("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
        client.shell_channel.send(ask)
        while True:
            msg = client.get_iopub_msg(timeout=120)
            if (msg["header"]["msg_type"] == "comm_msg"
                    and msg["parent_header"].get("msg_id") == ask["header"]["msg_id"]):
                break
        client.shell_channel.send(session.msg("comm_close", {"comm_id": control, "data": {}}))
        states = msg["content"]["data"]["states"]
        by_model: dict[str, int] = {}
        for state in states.values():
            name = state["model_name"]
            by_model[name] = by_model.get(name, 0) + len(json.dumps(state))
        return len(states), len(json.dumps(msg["content"])), by_model

    def stop(self) -> None:
        self.client.stop_channels()
        self.manager.shutdown_kernel(now=True)


def code_cells(path: Path) -> list[str]:
    import nbformat

    notebook = nbformat.read(path, 4)
    return [cell.source for cell in notebook.cells if cell.cell_type == "code"]


def measure(path: Path, cells: list[str], profile: bool,
            classroom: bool) -> tuple[dict[str, float], tuple]:
    began = time.perf_counter()
    kernel = Kernel(path.parent, classroom)
    try:
        phases = {"start": kernel.cpu()}
        wall = {"start": time.perf_counter() - began}

        def phase(name: str, code: str) -> None:
            before, at = kernel.cpu(), time.perf_counter()
            kernel.run(code)
            phases[name] = phases.get(name, 0.0) + kernel.cpu() - before
            wall[name] = wall.get(name, 0.0) + time.perf_counter() - at

        phase("voila's preamble", "import os\nos.environ['VOILA_KERNEL_ID'] = 'x'")
        phase("ipywidgets", "import ipywidgets")
        if "briscola_teach" in cells[0]:
            phase("course import", "import briscola_teach.course")
        if profile:
            kernel.run(PROFILE_ON)
        phase("first cell", cells[0])
        for cell in cells[1:]:
            phase("other cells", cell)
        report = kernel.run(PROFILE_OFF.format(top=25, chars=6000)) if profile else ""
        if profile:
            kernel.run(PROFILE_ON)
        before, at = kernel.cpu(), time.perf_counter()
        sizes = kernel.states()
        phases["states"], wall["states"] = kernel.cpu() - before, time.perf_counter() - at
        if profile:
            report += "\n-- the states reply --\n" + kernel.run(PROFILE_OFF.format(top=20, chars=4000))
        phases["total"] = kernel.cpu()
        return phases, (sizes, wall, report)
    finally:
        kernel.stop()


def main() -> int:
    from classroom import ONE_CELL, one_cell_folder

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lessons", nargs="*", type=Path, default=[ROOT / "lessons" / "01_deck.ipynb"])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    compileall.compile_dir(ROOT / "briscola_teach", quiet=1)   # as classroom.py does
    os.environ.setdefault("BRISCOLA_DATA", tempfile.mkdtemp(prefix="phases-"))
    one_cell = one_cell_folder() / ONE_CELL
    pages = [(one_cell, False), (one_cell, True)] + [(path, True) for path in args.lessons]
    for path, classroom in pages:
        cells = code_cells(path)
        runs = [measure(path, cells, args.profile and i == args.runs - 1, classroom)
                for i in range(args.runs)]
        names = list(runs[0][0])
        server = "the class server's kernel" if classroom else "plain Voila's kernel"
        print(f"\n== {path.name}, {server}: kernel CPU seconds by phase, median of {args.runs} "
              "(min-max); wall seconds")
        for name in names:
            found = [r[0][name] for r in runs]
            walls = [r[1][1].get(name, 0.0) for r in runs]
            print(f"  {name:18} {statistics.median(found):5.2f} ({min(found):.2f}-{max(found):.2f})"
                  + (f"   wall {statistics.median(walls):5.2f}" if name != "total" else ""))
        (widgets, size, by_model), _, report = runs[-1][1]
        top = ", ".join(f"{name} {b / 1000:.0f} kB" for name, b in
                        sorted(by_model.items(), key=lambda item: -item[1])[:6])
        print(f"  states: {widgets} widgets, {size / 1000:.0f} kB ({top})")
        if report:
            print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
