"""The static site's figures on this machine: bytes, time to the first widget, and the hard
bot's speed in the browser beside CPython's.

    .venv/bin/python benchmarks/site.py [--pages 03_trick,05_first_game] [--games 3]

It builds the course (with ``.venv-site``'s ``briscola-teach build-site``, as scripts/site
does) plus one page that times the hard bot, serves it with a plain file server and opens it
in Debian's Chromium (Playwright), one fresh browser profile a page:

- **bytes**: the site on disk; what a first visit transfers (every response, as served
  without compression, and as gzip -6 would send it: GitHub Pages and most hosts compress);
  each lesson's own page (its HTML, the rest is shared and cached by the browser);
- **first widget**: from the address to the lesson's bar on the page, on a first visit (empty
  cache) and on a reload. Targets (issue 14): <= 15 s and <= 8 s; transfer <= 15 MB compressed;
- **hard bot**: the median and 95th percentile time of a decision with a real choice, 2
  players, hard against hard on ``--games`` seeded deals, in the page (Pyodide) and here;
- **the judge**: its hint at each real choice of a two-player hand and its review of the
  finished hand (issue 41's budget: each within 2 times its CPython figure).
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import unquote, urlparse

ROOT = Path(__file__).resolve().parent.parent
SITE_PYTHON = Path(os.environ.get("BRISCOLA_SITE_PYTHON", ROOT / ".venv-site" / "bin" / "python"))
CHROMIUM = os.environ.get("BRISCOLA_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
BENCH_PAGE = "99_bot_speed"

# Run as it is both here and in the page: the hard bot's decisions with a real choice, in ms.
BOT_CODE = '''
import time
from briscola_teach import new_game
from briscola_teach.ai import make_bot, play_turn


class Timed:
    def __init__(self, bot):
        self.bot, self.times = bot, []

    def __getattr__(self, name):
        return getattr(self.bot, name)

    def choose(self, view):
        start = time.perf_counter()
        answer = self.bot.choose(view)
        if len(view.legal_plays()) > 1:
            self.times.append((time.perf_counter() - start) * 1000)
        return answer


def hard_move_times(games):
    times = []
    for seed in range(1, games + 1):
        game = new_game("classic", players=2, seed=seed)
        bots = [Timed(make_bot("hard", seed=seed * 10 + seat)) for seat in range(2)]
        while not game.is_over:
            play_turn(game, bots[game.current_player])
        times += bots[0].times + bots[1].times
    return times


def judge_times(games):
    """The judge's hint at each of seat 0's choices, and the review of each finished hand,
    2 players, medium computers on both seats (ms)."""
    from briscola_teach.ai.advice import advise, review
    hints, reviews = [], []
    for seed in range(1, games + 1):
        game = new_game("classic", players=2, seed=100 + seed)
        bots = [make_bot("medium", seed=seed * 10 + seat) for seat in range(2)]
        while not game.is_over:
            view = game.view(game.current_player)
            if game.current_player == 0 and len(set(view.legal_plays())) > 1:
                start = time.perf_counter()
                advise(view)
                hints.append((time.perf_counter() - start) * 1000)
            play_turn(game, bots[game.current_player])
        start = time.perf_counter()
        review(game, 0)
        reviews.append((time.perf_counter() - start) * 1000)
    return {"hint": hints, "review": reviews}


def all_times(games):
    return {"hard bot": hard_move_times(games), **judge_times(games)}
'''


def bench_notebook(games: int) -> dict:
    show = ("import json\nfrom IPython.display import HTML, display\n"
            f"display(HTML(\"<pre id='bt-bench'>\" + json.dumps(all_times({games})) + \"</pre>\"))")
    cells = [{"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {},
              "outputs": [], "source": source} for i, source in enumerate((BOT_CODE, show))]
    return {"cells": cells, "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                                          "language": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


def build(out: Path, games: int) -> float:
    lessons = out.parent / "lessons"
    shutil.copytree(ROOT / "lessons", lessons, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    (lessons / f"{BENCH_PAGE}.ipynb").write_text(json.dumps(bench_notebook(games)), encoding="utf-8")
    if not SITE_PYTHON.exists():
        sys.exit(f"the site tools are needed at {SITE_PYTHON}: run scripts/site once")
    start = time.perf_counter()
    subprocess.run([str(SITE_PYTHON), "-m", "briscola_teach.cli", "build-site", str(out),
                    "--lessons", str(lessons)], check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def serve(out: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args) -> None:
            pass
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                             functools.partial(Quiet, directory=str(out)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def gzipped(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), compresslevel=6))


def visit(browser, out: Path, url: str, page: str, ready: str, timeout: float) -> dict:
    """A first visit in a fresh profile, then a reload: seconds to ``ready``, and the files
    the first visit fetched."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    tab = context.new_page()
    fetched, others = set(), set()
    host = urlparse(url).netloc

    def seen(request) -> None:
        where = urlparse(request.url)
        if where.scheme in ("data", "blob"):
            return
        if where.netloc != host:
            others.add(request.url)
        else:
            fetched.add(unquote(where.path))
    context.on("request", seen)
    figures = {}
    for visit_kind in ("first", "reload"):
        start = time.perf_counter()
        if visit_kind == "first":
            tab.goto(f"{url}/voici/render/{page}.html")
        else:
            tab.reload()
        tab.locator(ready).first.wait_for(timeout=timeout * 1000)
        figures[visit_kind] = time.perf_counter() - start
        if visit_kind == "first":
            tab.wait_for_load_state("networkidle")
            first_files = set(fetched)
    files = [out / path.lstrip("/") for path in first_files]
    files = [f for f in files if f.is_file()]
    figures["bytes"] = sum(f.stat().st_size for f in files)
    figures["gzip"] = sum(gzipped(f) for f in files)
    figures["others"] = sorted(others)
    figures["tab"] = tab
    figures["context"] = context
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", default="03_trick,05_first_game",
                        help="the lessons timed to their first widget")
    parser.add_argument("--games", type=int, default=3, help="seeded hard-bot games timed")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="briscola-site-bench-") as work:
        out = Path(work) / "site"
        seconds = build(out, args.games)
        server, url = serve(out)
        total = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
        print(f"Site built in {seconds:.1f} s: {total / 1e6:.1f} MB on disk "
              f"({len(list((out / 'voici' / 'render').glob('*.html'))) - 1} lesson pages)")
        print("Each lesson's own page (the rest is shared and cached):")
        for page in sorted((out / "voici" / "render").glob("*.html")):
            if page.stem != BENCH_PAGE:
                print(f"  {page.stem:<22} {page.stat().st_size / 1e3:7.0f} kB, "
                      f"{gzipped(page) / 1e3:5.0f} kB gzip")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            print("A first visit and a reload (target: first widget <= 15 s first, <= 8 s reload;"
                  " transfer <= 15 MB gzip):")
            for page in args.pages.split(","):
                got = visit(browser, out, url, page, ".bt-bar", 300)
                print(f"  {page:<22} first widget {got['first']:5.1f} s, reload {got['reload']:5.1f} s;"
                      f" first visit {got['bytes'] / 1e6:5.1f} MB, {got['gzip'] / 1e6:5.1f} MB gzip;"
                      f" other hosts: {len(got['others'])}")
                for other in got["others"][:5]:
                    print(f"      {other}")
                got["context"].close()
            got = visit(browser, out, url, BENCH_PAGE, "#bt-bench", 900)
            in_page = json.loads(got["tab"].locator("#bt-bench").inner_text())
            got["context"].close()
            browser.close()
        server.shutdown()
    namespace: dict = {}
    exec(BOT_CODE, namespace)
    here = namespace["all_times"](args.games)
    print(f"2 players, {args.games} games: the hard bot's decisions with a real choice; the "
          "judge's hint at each choice of seat 0 and its review of the hand (medium bots):")
    for what in here:
        for label, times in (("in the page (Pyodide)", in_page[what]),
                             (f"CPython {sys.version.split()[0]}", here[what])):
            ordered = sorted(times)
            p95 = ordered[max(0, int(0.95 * len(ordered) + 0.5) - 1)]
            print(f"  {what:<9} {label:<24} median {statistics.median(times):7.1f} ms, "
                  f"p95 {p95:7.1f} ms ({len(times)})")
        print(f"  {what:<9} ratio of medians: "
              f"{statistics.median(in_page[what]) / statistics.median(here[what]):.2f}")


if __name__ == "__main__":
    main()
