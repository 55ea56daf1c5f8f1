"""How fast each lesson becomes usable, and how many bytes of widget messages it costs.

    python benchmarks/lessons.py [--runs 3] [--byte-runs 2] [--no-nbval]
                                 [--bytes-only | --no-bytes] [--detail]

Timing (skipped with --bytes-only): for every notebook in lessons/ and for a one-button
ipywidgets notebook, the median time from navigation to the first interactive widget
(Voila + headless Chromium), and the ratio to the trivial page (target: each lesson within
1.5 times). Then the time of the whole nbval suite over lessons/ (every lesson run
headless), unless --no-nbval or --bytes-only.

Bytes (skipped with --no-bytes): for every lesson, the median over --byte-runs visits of
  * load: the bytes of the frames the page receives on the kernel's websocket
    (``/api/kernels/<id>/channels``) from navigation until the page has settled (the first
    interactive widget visible, the network idle, then no websocket frame for 2 s);
  * switch: the bytes received from a click on "English" (on a page first set to Italian,
    then left quiet for 2 s) until 2 s without a frame;
  * html: the size of the page's HTML itself, apart.
A frame's size is its payload as Chromium reports it (Playwright's ``framereceived``):
``len`` of the bytes, or of the text encoded as UTF-8. With jupyter_server 2 the kernel
websocket speaks the binary ``v1.kernel.websocket.jupyter.org`` protocol, so this is every
received message whole (channel, headers, content, buffers): the widgets' comm messages
and the kernel's status and reply messages around them. Frames the page sends are not
counted.

Widget state in the HTML: Voila 0.5.13 does not embed it. Its ``lab`` template (which the
course's ``briscola`` template extends) empties nbconvert's ``jupyter_widgets`` block and
replaces the ``footer`` block that would write the notebook's saved
``application/vnd.jupyter.widget-state+json``; the HTML only carries each output's
``application/vnd.jupyter.widget-view+json`` (a model id), and the page asks the kernel for
every widget's state over the websocket (one ``jupyter.widget.control`` reply, the bulk of
the load bytes). The script still looks for embedded state in each page: if some is
found, its bytes are added to the load figure and the line says so.

The server is started with the package beside this script first on PYTHONPATH (so the
server and its kernels import that checkout: a copy of this script in a git worktree
measures that worktree), with a fresh, empty progress store ($BRISCOLA_DATA). The script
prints the file the kernels import ``briscola_teach`` from. Between lessons the page is
switched back to Italian (not counted), so every lesson loads in Italian.

BEFORE holds the same figures measured on an earlier commit; the script prints the new
ones next to them, with the ratio now / before.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import Counter
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import nbformat  # noqa: E402

from pages import ARGS, CHROMIUM, INTERACTIVE, serve  # noqa: E402

TRIVIAL = "zz_trivial.ipynb"
WHERE = "zz_where.ipynb"          # prints where the kernels import briscola_teach from
QUIET_SECONDS = 2.0               # no websocket frame for this long: the page has settled
SETTLE_LIMIT_SECONDS = 90.0       # a page still receiving frames after this is reported
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"

# Today's figures: commit a474996 ("server: no unused import"), measured 2026-12-01 with
# this script (--bytes-only: median of 2 visits per lesson, Voila 0.5.13, ipywidgets 8.1.9).
# Bytes received on the kernel websocket: (load, switch to English). From one visit to the
# next the switch was the same to the byte, the load within a few hundred bytes (a
# kernel_info_reply of varying length, and now and then a 355-byte "No such comm" stderr
# message about the page's widget-control comm).
BEFORE: dict[str, tuple[int, int]] = {
    "00_index.ipynb": (47_334, 10_303),
    "01_deck.ipynb": (278_976, 188_045),
    "02_strength_points.ipynb": (471_317, 352_521),
    "03_trick.ipynb": (299_410, 150_367),
    "04_whole_hand.ipynb": (390_728, 244_667),
    "05_first_game.ipynb": (188_190, 71_170),
    "06_more_players.ipynb": (388_672, 216_753),
    "07_signals.ipynb": (399_950, 235_185),
    "08_strategy.ipynb": (511_037, 314_869),
    "09_chiamata.ipynb": (527_471, 626_662),
    "10_chiamata_variants.ipynb": (457_689, 471_948),
    "11_matches_151.ipynb": (345_961, 215_103),
    "12_teacher.ipynb": (141_611, 53_990),
}
# The HTML of each page at the same commit, in bytes (no widget state in it).
BEFORE_HTML: dict[str, int] = {
    "00_index.ipynb": 30_328, "01_deck.ipynb": 46_250, "02_strength_points.ipynb": 55_934,
    "03_trick.ipynb": 54_856, "04_whole_hand.ipynb": 54_772, "05_first_game.ipynb": 41_690,
    "06_more_players.ipynb": 62_842, "07_signals.ipynb": 56_917, "08_strategy.ipynb": 89_687,
    "09_chiamata.ipynb": 63_527, "10_chiamata_variants.ipynb": 57_114,
    "11_matches_151.ipynb": 56_013, "12_teacher.ipynb": 53_438,
}


def folder_with_trivial_page() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="briscola-bench-"))
    for notebook in (ROOT / "lessons").glob("*.ipynb"):
        shutil.copy(notebook, folder)
    book = nbformat.v4.new_notebook()
    book.cells = [nbformat.v4.new_code_cell("import ipywidgets\nipywidgets.Button(description='OK')")]
    nbformat.write(book, folder / TRIVIAL)
    where = nbformat.v4.new_notebook()
    where.cells = [nbformat.v4.new_code_cell(
        "import briscola_teach\nprint('BRISCOLA_TEACH_FROM', briscola_teach.__file__)")]
    nbformat.write(where, folder / WHERE)
    return folder


def time_pages(base: str, names: list[str], runs: int) -> dict[str, list[float]]:
    from playwright.sync_api import sync_playwright

    times: dict[str, list[float]] = {name: [] for name in names}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        for _ in range(runs):
            for name in names:
                context = browser.new_context()
                page = context.new_page()
                began = time.perf_counter()
                page.goto(f"{base}/voila/render/{name}", wait_until="commit")
                page.locator(INTERACTIVE).first.wait_for(state="visible", timeout=120_000)
                times[name].append(time.perf_counter() - began)
                context.close()
        browser.close()
    return times


# -- bytes of widget messages ----------------------------------------------------------------

def payload_size(payload: Any) -> int:
    return len(payload.encode("utf-8")) if isinstance(payload, str) else len(payload)


def message_kind(payload: Any) -> str:
    """"channel msg_type" of a kernel websocket frame (for comm messages, the method too),
    in the binary v1 protocol or the older JSON one."""
    try:
        if isinstance(payload, str):
            message = json.loads(payload)
            channel, header, content = message.get("channel"), message["header"], message["content"]
        else:
            count = int.from_bytes(payload[:8], "little")
            offsets = [int.from_bytes(payload[8 * (i + 1):8 * (i + 2)], "little")
                       for i in range(count)]
            parts = [payload[offsets[i]:offsets[i + 1] if i + 1 < count else len(payload)]
                     for i in range(count)]
            channel = parts[0].decode()
            header, content = json.loads(parts[1]), json.loads(parts[4])
        kind = f"{channel} {header['msg_type']}"
        method = (content.get("data") or {}).get("method") if isinstance(content, dict) else None
        return f"{kind} {method}" if method else kind
    except Exception:      # a frame this decoder does not know: counted all the same
        return "?"


class KernelFrames:
    """The frames a page receives on its kernel websocket(s), counted as they come."""

    def __init__(self, page: Any, detail: bool = False) -> None:
        self.received = 0
        self.last = self.last_received = time.monotonic()
        self.detail = detail
        self.kinds: Counter = Counter()
        page.on("websocket", self._opened)

    def _opened(self, socket: Any) -> None:
        if re.search(r"/api/kernels/[^/]+/channels", socket.url):
            socket.on("framereceived", self._received)
            socket.on("framesent", self._sent)

    def _received(self, payload: Any) -> None:
        size = payload_size(payload)
        self.received += size
        self.last = self.last_received = time.monotonic()
        if self.detail:
            self.kinds[message_kind(payload)] += size

    def _sent(self, _payload: Any) -> None:
        self.last = time.monotonic()

    def settle(self, page: Any, since: Optional[float] = None) -> bool:
        """Wait until no frame has come for QUIET_SECONDS (counting from ``since``, a click,
        and once a frame has come after it); False if the page was still busy after
        SETTLE_LIMIT_SECONDS."""
        began = time.monotonic()
        mark = since if since is not None else began
        while time.monotonic() - began < SETTLE_LIMIT_SECONDS:
            quiet = time.monotonic() - max(self.last, mark)
            # after a click, the kernel's first answer is waited for (10 s at most)
            answered = since is None or self.last_received > since or quiet >= 10
            if quiet >= QUIET_SECONDS and answered:
                return True
            page.wait_for_timeout(max(50, int((QUIET_SECONDS - quiet) * 1000) + 20))
        return False


def embedded_state_bytes(html: bytes) -> int:
    """Bytes of widget state written into the page itself (none with Voila 0.5.13)."""
    pattern = rb'<script type="' + WIDGET_STATE.encode() + rb'">(.*?)</script>'
    return sum(len(found) for found in re.findall(pattern, html, re.S))


def language_button(page: Any, name: str) -> Any:
    # The page's own switch comes first; the tables' own switches are hidden.
    return page.get_by_role("button", name=name, exact=True).first


def choose(page: Any, frames: KernelFrames, name: str) -> bool:
    """Click the language button ``name`` unless it is already chosen; wait for quiet."""
    button = language_button(page, name)
    if "mod-active" in (button.get_attribute("class") or ""):
        return True
    clicked = time.monotonic()
    button.click()
    page.wait_for_function("b => b.classList.contains('mod-active')", arg=button.element_handle(),
                           timeout=60_000)
    return frames.settle(page, since=clicked)


def measure_page(browser: Any, base: str, name: str, switch: bool, detail: bool,
                 problems: list[str]) -> Optional[dict[str, Any]]:
    """One visit: the bytes of the load (and of a switch to English), or None if the page
    failed (the reason goes to ``problems``)."""
    context = browser.new_context()
    page = context.new_page()
    page.on("console", lambda message: message.type == "error" and problems.append(
        f"{name}: console error: {message.text[:300]}"))
    page.on("pageerror", lambda error: problems.append(f"{name}: page error: {str(error)[:300]}"))
    frames = KernelFrames(page, detail)
    result: dict[str, Any] = {}
    try:
        response = page.goto(f"{base}/voila/render/{name}", wait_until="commit")
        page.locator(INTERACTIVE).first.wait_for(state="visible", timeout=120_000)
        page.wait_for_load_state("networkidle")
        if not frames.settle(page):
            problems.append(f"{name}: still receiving frames "
                            f"{SETTLE_LIMIT_SECONDS:.0f} s after load")
        html = response.body() if response else b""
        state = embedded_state_bytes(html)
        result.update(html=len(html), state=state, load=frames.received + state,
                      load_kinds=Counter(frames.kinds))
        if switch:
            if not choose(page, frames, "Italiano"):
                problems.append(f"{name}: no quiet after choosing Italian")
            before, frames.kinds = frames.received, Counter()
            if not choose(page, frames, "English"):
                problems.append(f"{name}: still receiving frames {SETTLE_LIMIT_SECONDS:.0f} s "
                                "after the switch")
            result.update(switch=frames.received - before, switch_kinds=Counter(frames.kinds))
            try:
                choose(page, frames, "Italiano")     # the next lesson opens in Italian again
            except Exception as error:
                problems.append(f"{name}: back to Italian: {type(error).__name__}")
    except Exception as error:                   # the page broke: said, and left out
        problems.append(f"{name}: {type(error).__name__}: {str(error).splitlines()[0][:200]}")
        return None
    finally:
        context.close()
    return result


def kernel_package(base: str) -> str:
    """The file the server's kernels import briscola_teach from."""
    with urllib.request.urlopen(f"{base}/voila/render/{WHERE}", timeout=180) as answer:
        html = answer.read().decode("utf-8", "replace")
    found = re.search(r"BRISCOLA_TEACH_FROM ([^\s\"\\<]+)", html)
    return found.group(1) if found else "(not found in the page)"


def measure_bytes(base: str, names: list[str], runs: int, detail: bool,
                  problems: list[str]) -> dict[str, list[dict[str, Any]]]:
    from playwright.sync_api import sync_playwright

    visits: dict[str, list[dict[str, Any]]] = {name: [] for name in names}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        for run in range(runs):
            for name in names:
                print(f"  bytes: {name} ({run + 1}/{runs})", file=sys.stderr, flush=True)
                visit = measure_page(browser, base, name, name != TRIVIAL, detail, problems)
                if visit is not None:
                    visits[name].append(visit)
        browser.close()
    return visits


def print_bytes(visits: dict[str, list[dict[str, Any]]], runs: int, detail: bool) -> None:
    def median(name: str, key: str) -> int:
        return round(statistics.median(v[key] for v in visits[name]))

    def cell(now: Optional[int], before: Optional[int], width: int = 10) -> str:
        shown = "failed" if now is None else str(now)
        ratio = f"x{now / before:.2f}" if now is not None and before else "-"
        return f"{shown:>{width}} {before or '-':>{width}} {ratio:>6}"

    print(f"Bytes of widget messages received on the kernel websocket, median of {runs} "
          "(now, before, now / before):")
    print(f"  {'':26s} {'load':>10s} {'before':>10s} {'ratio':>6s}   {'switch':>10s} "
          f"{'before':>10s} {'ratio':>6s}   {'html':>8s} {'before':>8s}")
    totals = [0, 0, 0, 0]
    for name, rows in visits.items():
        if name == TRIVIAL:
            if rows:
                print(f"  {'trivial ipywidgets page':26s} {median(name, 'load'):>10d}"
                      f"{'':56s}{median(name, 'html'):>8d}")
            continue
        load = median(name, "load") if rows else None
        switch = median(name, "switch") if rows else None
        html = median(name, "html") if rows else None
        old_load, old_switch = BEFORE.get(name, (0, 0))
        if load is not None and switch is not None:
            totals = [totals[0] + load, totals[1] + old_load,
                      totals[2] + switch, totals[3] + old_switch]
        print(f"  {name:26s} {cell(load, old_load)}   {cell(switch, old_switch)}   "
              f"{html if html is not None else 'failed':>8} {BEFORE_HTML.get(name) or '-':>8}")
        if rows and max(v["state"] for v in rows):
            print(f"  {'':26s} (the load counts {median(name, 'state')} bytes of widget state "
                  "embedded in the HTML)")
    print(f"  {'all lessons measured':26s} {cell(totals[0], totals[1])}   "
          f"{cell(totals[2], totals[3])}")
    if detail:
        print("Where the bytes go (first visit; channel, message type, comm method: bytes):")
        for name, rows in visits.items():
            for key in ("load_kinds", "switch_kinds"):
                if rows and key in rows[0]:
                    parts = ", ".join(f"{kind}: {size}"
                                      for kind, size in rows[0][key].most_common())
                    print(f"  {name} {key.split('_')[0]}: {parts}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="visits per page for the timing")
    parser.add_argument("--byte-runs", type=int, default=2, help="visits per page for the bytes")
    parser.add_argument("--no-nbval", action="store_true")
    only = parser.add_mutually_exclusive_group()
    only.add_argument("--bytes-only", action="store_true",
                      help="only the bytes of widget messages (no timing, no nbval)")
    only.add_argument("--no-bytes", action="store_true", help="no bytes of widget messages")
    parser.add_argument("--detail", action="store_true",
                        help="also print the bytes by message type")
    args = parser.parse_args()
    data = Path(tempfile.mkdtemp(prefix="briscola-bench-data-"))
    os.environ["BRISCOLA_DATA"] = str(data)           # a fresh progress store, for the server
    os.environ["PYTHONPATH"] = os.pathsep.join(       # its kernels import this checkout
        p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    folder = folder_with_trivial_page()
    lessons = sorted(p.name for p in (ROOT / "lessons").glob("*.ipynb"))
    names = [TRIVIAL] + lessons
    problems: list[str] = []
    times: dict[str, list[float]] = {}
    visits: dict[str, list[dict[str, Any]]] = {}
    process, base = serve(folder)
    try:
        if not args.bytes_only:
            times = time_pages(base, names, args.runs)
        if not args.no_bytes:
            print(f"The kernels import briscola_teach from {kernel_package(base)}", flush=True)
            began = time.perf_counter()
            visits = measure_bytes(base, names, args.byte_runs, args.detail, problems)
            took = time.perf_counter() - began
    finally:
        process.terminate()
        process.wait(20)
        shutil.rmtree(folder, ignore_errors=True)
        shutil.rmtree(data, ignore_errors=True)
    if times:
        floor = statistics.median(times[TRIVIAL])
        print(f"From navigation to the first interactive widget (median of {args.runs}):")
        print(f"  {'trivial ipywidgets page':28s} {floor:6.2f} s")
        worst = 0.0
        for name in names[1:]:
            median = statistics.median(times[name])
            worst = max(worst, median / floor)
            flag = "ok" if median <= 1.5 * floor else "SLOW"
            print(f"  {name:28s} {median:6.2f} s  x{median / floor:4.2f}  {flag}")
        print(f"  worst ratio: x{worst:.2f} (target: x1.50)")
    if visits:
        print_bytes(visits, args.byte_runs, args.detail)
        print(f"  ({took:.0f} s for the byte counts)")
        for problem in dict.fromkeys(problems):
            print(f"  ! {problem}")
    if not args.no_nbval and not args.bytes_only:
        began = time.perf_counter()
        code = subprocess.call([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                                "--nbval-lax", str(ROOT / "lessons")], cwd=ROOT,
                               stdout=subprocess.DEVNULL)
        print(f"nbval over lessons/: {time.perf_counter() - began:.1f} s (exit code {code})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
