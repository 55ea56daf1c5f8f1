"""The ``briscola-teach`` command.

``briscola-teach demo``   plays a narrated hand in the terminal (seeded: the same deal again).
``briscola-teach play``   a hand against the computer in the terminal.
``briscola-teach arena``  computer players against each other on duplicate deals.
``briscola-teach binder-links OWNER/REPO``  the Binder link of every lesson of that repository.
``briscola-teach serve``  the lessons as apps in the browser (Voila).
``briscola-teach teacher-link``  a new address of the teacher's page for the class served.
``briscola-teach lab``    the lessons in JupyterLab, the code showing.
``briscola-teach tables`` the class tables' server alone (``serve`` starts it itself).
``briscola-teach hub-config``  a school's JupyterHub configuration for the course (``hub/``);
``hub-service`` and ``singleuser`` are what that configuration has the Hub run.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
from pathlib import Path
from typing import Callable, Optional, Sequence, TextIO

from . import __version__
from .ai import play_turn
from .ai.bots import LEVELS, Bot, make_bot
from .cards import Card
from .errors import InvalidCardError
from .explain import Narrator
from .games.base import MAX_SEED
from .games.classic import PLAYER_COUNTS, ClassicGame
from .i18n import DEFAULT_LANGUAGE, LANGUAGES, t

Turn = Callable[[ClassicGame], None]


def run_hand(game: ClassicGame, turns: dict[int, Turn], lang: str, out: TextIO,
             human: Optional[int] = None) -> None:
    """Play ``game`` to the end, each seat's turn taken by ``turns[seat]``, narrating it."""
    narrator = Narrator(game, lang, out, human)
    narrator.opening()
    while not game.is_over:
        if not game.table:
            narrator.trick_header()
        seat = game.current_player
        assert seat is not None
        turns[seat](game)
        narrator.catch_up()
    narrator.ending()


def bot_turn(bot: Bot) -> Turn:
    """A computer seat: the bot sees only that seat's view."""
    return lambda game: play_turn(game, bot)


def human_turn(lang: str, read: Callable[[str], str], out: TextIO, human: int) -> Turn:
    def turn(game: ClassicGame) -> None:
        for suit in game.legal_declarations():  # an accuso is always worth declaring
            game.declare(suit)
        if game.can_swap_seven():
            game.swap_seven()
        view = game.view(human)
        print(t("cli.on_table", lang, cards=", ".join(card.name(lang) for _, card in view.table)
                or "-"), file=out)
        hand = view.legal_plays()
        listing = "  ".join(f"{i}) {card.name(lang)} [{card}]" for i, card in enumerate(hand, 1))
        print(t("cli.your_hand", lang, cards=listing), file=out)
        while True:
            answer = read(t("cli.ask", lang, count=len(hand))).strip()
            if answer.isdigit() and 1 <= int(answer) <= len(hand):
                game.play(hand[int(answer) - 1])
                return
            try:
                card = Card.parse(answer)
            except InvalidCardError:
                print(t("cli.bad_choice", lang, answer=answer), file=out)
                continue
            if game.can_play(card):
                game.play(card)
                return
            print(t("cli.not_in_hand", lang, card=card), file=out)
    return turn


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="briscola-teach", description="Learn Briscola.")
    parser.add_argument("--version", action="version", version=f"briscola-teach {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    for name, text in (("demo", "play a narrated hand between computer players"),
                       ("play", "play a hand against the computer")):
        command = commands.add_parser(name, help=text, description=text)
        command.add_argument("--players", type=int, choices=PLAYER_COUNTS, default=2)
        command.add_argument("--variant", choices=("classic", "151"), default="classic")
        command.add_argument("--seed", type=int, default=None, help="deal number (same deal again)")
        command.add_argument("--lang", choices=LANGUAGES, default=DEFAULT_LANGUAGE)
        command.add_argument("--level", choices=LEVELS, default="medium" if name == "demo" else "easy",
                             help="the computer players' level")
    arena = commands.add_parser("arena", help="computer players against each other on duplicate deals",
                                description="Bots against bots: every deal played twice with the "
                                            "seats or teams swapped.")
    arena.add_argument("a", choices=LEVELS)
    arena.add_argument("b", choices=LEVELS)
    arena.add_argument("--players", type=int, choices=(2, 4, 6), default=2)
    arena.add_argument("--games", type=int, default=200, help="games (two per deal)")
    arena.add_argument("--seed", type=int, default=0)
    arena.add_argument("--jobs", type=int, default=1, help="processes (this machine: 2 cores)")
    arena.add_argument("--json", action="store_true", help="print the result as JSON")
    serve = commands.add_parser("serve", help="serve the lessons as apps in the browser",
                                description="Serve lessons/ as Voila apps; the address opens "
                                            "the course map.")
    _server_options(serve, 8866)
    serve.add_argument("--tables-port", type=int, default=None,
                       help="the class tables' server (default: the port after --port)")
    commands.add_parser("teacher-link", help="a new teacher's address for the class served",
                        description="Print a new address of the teacher's page for the class "
                                    "served from this data folder (each address works once).")
    tables = commands.add_parser("tables", help="run the table server alone",
                                 description="Run the class tables' server (serve starts it "
                                             "itself): WebSocket at ws://IP:PORT/tables.")
    tables.add_argument("--port", type=int, default=8867)
    tables.add_argument("--ip", default="127.0.0.1", help="address to listen on")
    tables.add_argument("--bot-seconds", type=float, default=None,
                        help="how long a computer waits before it plays (default 0.8)")
    hub = commands.add_parser("hub-config", help="write a JupyterHub configuration for the course",
                              description="Write jupyterhub_config.py: the course's service "
                                          "(class tables, progress, the teacher's page), the "
                                          "classes as groups, the teachers' roles, the users' "
                                          "servers with the lessons.")
    hub.add_argument("--out", default=None, help="the file, or its folder (default: here)")
    hub.add_argument("--class", dest="classes", action="append", default=[],
                     metavar="NAME=USER,USER", help="a class (a Hub group) and its learners")
    hub.add_argument("--teacher", dest="teachers", action="append", default=[],
                     metavar="NAME=USER", help="who teaches a class")
    hub.add_argument("--hub-url", default="http://127.0.0.1:8000",
                     help="the Hub's address as the users' servers reach it")
    hub.add_argument("--port", type=int, default=10101, help="the service's port")
    hub.add_argument("--data", default=None, help="the service's folder (tables, reports)")
    hub.add_argument("--lessons", default=None, help="the lessons folder (default: lessons/)")
    hub.add_argument("--service-host", default="127.0.0.1",
                     help="where the Hub's proxy reaches the service (default: this machine)")
    hub.add_argument("--user-python", default=None,
                     help="the Python of the users' servers, if not this one (another image)")
    hub.add_argument("--lang", choices=LANGUAGES, default=DEFAULT_LANGUAGE)
    service = commands.add_parser("hub-service", help="the course's JupyterHub service (the Hub "
                                                      "runs it)")
    service.add_argument("--bot-seconds", type=float, default=None)
    # Read before the parser (main): every argument after it is jupyterhub-singleuser's.
    commands.add_parser("singleuser", help="a user's server on the Hub (the Hub runs it)")
    links = commands.add_parser("binder-links", help="print the Binder link of every lesson",
                                description="Print each lesson's number, title and the "
                                            "mybinder.org address that opens it, for a copy "
                                            "of the course on GitHub.")
    links.add_argument("repo", help="the GitHub repository, owner/name (e.g. you/briscola_teach)")
    links.add_argument("--ref", default="main", help="the branch, tag or commit (default: main)")
    links.add_argument("--lab", action="store_true",
                       help="links that open the lessons in JupyterLab, the code showing")
    links.add_argument("--lang", choices=LANGUAGES, default=DEFAULT_LANGUAGE,
                       help="the language of the titles")
    lab = commands.add_parser("lab", help="open the lessons in JupyterLab (the code shows)",
                              description="Open lessons/ in JupyterLab on the course map; in a "
                                          "lesson, Run > Run All Cells.")
    _server_options(lab, 8888)
    lab.add_argument("--no-browser", dest="browser", action="store_false",
                     help="do not open a browser (the address is printed)")
    site = commands.add_parser("build-site", help="build the course as a static website",
                               description="Build every lesson as an app page that runs in the "
                                           "browser (Pyodide): serve OUT with any web server, "
                                           "e.g. python -m http.server -d OUT. Needs the site "
                                           "tools: pip install \"briscola-teach[site]\", and npm.")
    site.add_argument("out", help="the folder to build into (made anew)")
    site.add_argument("--lessons", default=None, help="the lessons folder (default: lessons/)")
    return parser


def _server_options(command: argparse.ArgumentParser, port: int) -> None:
    """What serve and lab share: where they listen, the language, the lessons."""
    command.add_argument("--port", type=int, default=port)
    command.add_argument("--lang", choices=LANGUAGES, default=DEFAULT_LANGUAGE)
    command.add_argument("--lessons", default=None, help="the lessons folder (default: lessons/)")
    command.add_argument("--ip", default="127.0.0.1", help="address to listen on (0.0.0.0: the "
                                                           "classroom's network)")


def run_build_site(args: argparse.Namespace, out: TextIO) -> int:
    """Build the site; a missing tool or a failed build is named on stderr (exit 2)."""
    from .errors import InvalidOptionError
    from .site import build_site, describe_site

    try:
        folder = build_site(Path(args.out), lessons=args.lessons)
    except (InvalidOptionError, RuntimeError) as error:
        print(f"briscola-teach build-site: {error}", file=sys.stderr)
        return 2
    print(describe_site(folder), file=out)
    return 0


def run_hub(args: argparse.Namespace, out: TextIO) -> int:
    """The JupyterHub commands; a bad class, name or address is named on stderr (exit 2)."""
    if args.command == "hub-service":
        from .hub.service import run_service
        return run_service(args.bot_seconds)
    from .errors import InvalidOptionError
    from .hub.config import HubPlan, parse_groups, write_config

    try:
        plan = HubPlan(parse_groups(args.classes), parse_groups(args.teachers), args.hub_url,
                       args.port, lessons=Path(args.lessons).resolve() if args.lessons else None,
                       lang=args.lang, user_python=args.user_python,
                       service_host=args.service_host)
        if args.data:
            plan = dataclasses.replace(plan, data=Path(args.data).resolve())
        path = write_config(plan, Path(args.out) if args.out else None)
    except InvalidOptionError as error:
        print(f"briscola-teach hub-config: {error}", file=sys.stderr)
        return 2
    print(f"Wrote {path}: load it in the Hub's configuration (see the README's school section).",
          file=out)
    return 0


def run_teacher_link(out: TextIO) -> int:
    from .server import ServeRefused, teacher_link

    try:
        print(teacher_link(), file=out)
    except ServeRefused as refused:
        print(f"briscola-teach teacher-link: {refused}", file=sys.stderr)
        return 2
    return 0


def run_arena(args: argparse.Namespace, out: TextIO) -> int:
    from .ai.arena import arena  # the search is only loaded when asked for

    if args.games < 2 or args.jobs < 1:
        print("--games must be at least 2 and --jobs at least 1", file=sys.stderr)
        return 2
    result = arena(args.a, args.b, players=args.players, games=args.games, seed=args.seed,
                   jobs=args.jobs)
    print(json.dumps(result.as_dict(), indent=1) if args.json else result.text(), file=out)
    return 0


def run_binder_links(args: argparse.Namespace, out: TextIO) -> int:
    """Print the links; a repository or ref that is not one is named on stderr (exit 2)."""
    from .binder import binder_links, links_text
    from .errors import InvalidOptionError

    try:
        links = binder_links(args.repo, ref=args.ref, lab=args.lab)
    except InvalidOptionError as error:
        print(f"briscola-teach binder-links: {error}", file=sys.stderr)
        return 2
    print(links_text(links, args.lang), file=out)
    return 0


def main(argv: Optional[Sequence[str]] = None, out: TextIO = sys.stdout,
         read: Callable[[str], str] = input) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["singleuser"]:      # every other argument is jupyterhub-singleuser's
        from .hub.singleuser import run_singleuser
        run_singleuser(argv[1:])
    args = _parser().parse_args(argv)
    if args.command == "arena":
        return run_arena(args, out)
    if args.command == "binder-links":
        return run_binder_links(args, out)
    if args.command == "build-site":
        return run_build_site(args, out)
    if args.command == "serve":
        from .server import serve  # Voila is only needed here
        return serve(port=args.port, lang=args.lang, lessons=args.lessons, ip=args.ip,
                     tables_port=args.tables_port)
    if args.command == "teacher-link":
        return run_teacher_link(out)
    if args.command in ("hub-config", "hub-service"):
        return run_hub(args, out)
    if args.command == "tables":
        from .tables.run import run_tables
        return run_tables(args.port, args.ip, args.bot_seconds)
    if args.command == "lab":
        from .lab import lab  # JupyterLab is only needed here
        return lab(port=args.port, lang=args.lang, lessons=args.lessons, ip=args.ip,
                   open_browser=args.browser)
    seed = args.seed if args.seed is not None else random.SystemRandom().randint(1, MAX_SEED)
    if seed < 0:
        _parser().error("--seed must be 0 or more")
    game = ClassicGame.new(args.variant, players=args.players, seed=seed)
    turns = {seat: bot_turn(make_bot(args.level, seed=seed * 10 + seat))
             for seat in range(args.players)}
    human = None
    if args.command == "play":
        human = 0
        turns[0] = human_turn(args.lang, read, out, human)
    try:
        run_hand(game, turns, args.lang, out, human)
    except (KeyboardInterrupt, EOFError):
        print("\n" + t("cli.bye", args.lang), file=out)
        return 130
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
