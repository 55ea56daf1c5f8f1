"""Where the server's (and the kernels') time went while a class arrived, from py-spy's samples.

    python benchmarks/server_phases.py DIR [--cpu one_cell=0.21,01_deck=0.33]

``DIR`` is what ``classroom.py --profile DIR`` wrote: one file of collapsed stacks per page
(py-spy ``--format raw``, the server and its kernels). Each sample of the Voila process is put
in the first phase below that one of its frames names; the kernels' samples likewise. With
``--cpu`` (the server's CPU seconds per learner that ``classroom.py`` printed) the shares are
turned into CPU seconds per learner.
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

# (phase, words any of which in a frame, "function (file:line)", puts a sample there), looked
# at in this order; "a>b" is b in a frame below one with a.
SERVER = [
    ("template compiled (jinja, every request)", ("Environment.compile (", "Environment._parse (",
                                                  "Environment._generate (", "Environment._compile (")),
    ("Markdown to HTML (nbconvert, mistune)", ("markdown2html", "mistune")),
    ("kernel started", ("start_kernel", "provisioner", "launch_kernel", "write_connection_file",
                        "async_start_new_kernel_client", "KernelManager._async_launch",
                        "wait_for_ready")),
    ("cells run (nbclient: requests, outputs)", ("nbclient", "VoilaExecutor", "execute_cell",
                                                 "_async_poll_output_msg", "output_hook")),
    ("page config, labextensions", ("get_page_config", "get_federated_extensions", "labextension")),
    ("template rendered (jinja, filters)", ("Template.generate_async", "generate_from_notebook_node",
                                            "jinja2", "nbconvert")),
    ("page sent (tornado write, flush)", ("RequestHandler.flush", "RequestHandler.write",
                                          "iostream")),
    ("static files", ("StaticFileHandler",)),
    ("kernel websockets (zmq <-> ws)", ("websocket", "Websocket", "ZMQChannels", "channels.py")),
    ("kernels watched (heartbeats, culling, activity)", ("HBChannel", "cull", "record_activity",
                                                         "_check_kernel_idle")),
]
KERNEL = [
    ("widgets' state sent on request", ("_handle_control_comm_msg", "get_manager_state")),
    ("cells: imports", ("execute_request>_find_and_load",)),
    ("cells: widgets made, messages sent", ("execute_request",)),
    ("start (interpreter, ipykernel, its imports)", ("IPKernelApp", "ipykernel_launcher",
                                                     "briscola_teach.kernel", "_find_and_load")),
]


def _found(word: str, stack: str) -> bool:
    """``word`` in the stack; "a>b": b in a frame called (at any depth) below one naming a."""
    if ">" in word:
        outer, inner = word.split(">")
        return outer in stack and inner in stack[stack.index(outer):]
    return word in stack


def phases(path: Path) -> dict[str, collections.Counter]:
    """Samples by process kind ("server", "kernel") and phase."""
    found = {"server": collections.Counter(), "kernel": collections.Counter()}
    for line in path.read_text().splitlines():
        stack, count = line.rsplit(" ", 1)
        frames = stack.split(";")
        kernel = any(f.startswith("process ") and ("ipykernel_launcher" in f
                                                   or "briscola_teach.kernel" in f)
                     for f in frames)
        rules, kind = (KERNEL, "kernel") if kernel else (SERVER, "server")
        frames = [f for f in frames if not f.startswith("process ")]
        joined = ";".join(frames)
        phase = next((name for name, words in rules
                      if any(_found(word, joined) for word in words)), "other")
        found[kind][phase] += int(count)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--cpu", default="", help="server CPU s per learner: page=seconds,...")
    args = parser.parse_args()
    cpu = {k: float(v) for k, v in (p.split("=") for p in args.cpu.split(",") if p)}
    for path in sorted(args.folder.glob("*.txt")):
        for kind, counts in phases(path).items():
            total = sum(counts.values())
            if not total:
                continue
            scale = cpu.get(path.stem) if kind == "server" else None
            print(f"\n== {path.stem}: {kind}, {total} samples"
                  + (f" = {scale:.2f} CPU s per learner" if scale else ""))
            for name, n in counts.most_common():
                share = n / total
                print(f"  {name:48} {100 * share:5.1f}%"
                      + (f"  {share * scale:.3f} s" if scale else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
