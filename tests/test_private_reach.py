"""Nothing outside ``briscola_teach/games/`` reaches into a game's private state (issue 15).

The computer opponents, the widgets and the course read a game through its public surface:
the checked calls a learner's table makes (``play``, ``view``, ...) and, for the searches,
the unchecked fast path of ``games/tricks.py`` (``push``, ``hand``, ``trick_holder``, ...).
A name with one leading underscore that the game modules define (``_hands``, ``_play``,
``_truth_sides``, ...) is read or written only on ``self``, ``cls`` or ``super()``, inside
``games/``. The names are collected from the game modules themselves, so a private
attribute added tomorrow is covered at once, while other objects' own private names
(``Card._make``, an Enum member's ``_value_``, an ipywidgets model's ``_bt_keep``) are not
this test's business.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Iterable

PACKAGE = Path(__file__).resolve().parent.parent / "briscola_teach"
GAMES = PACKAGE / "games"
REFLECTION = ("getattr", "setattr", "hasattr", "delattr")

# (file under briscola_teach/, attribute) that may still reach into a game: to be cleared in
# issue 15. Empty: nothing outside games/ does.
ALLOWED: set[tuple[str, str]] = set()


def is_private(name: str) -> bool:
    """One leading underscore: ``_hands``, not ``__init__``."""
    return name.startswith("_") and not name.startswith("__")


def game_private_names(sources: Iterable[str]) -> set[str]:
    """The private names the game modules define: methods, class attributes and annotations
    in their classes, and attributes set on any object (``self._x = ...``, and the
    ``game._x = ...`` of ``world()``)."""
    names: set[str] = set()
    for source in sources:
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ClassDef):
                names.update(name for item in node.body for name in _defined(item))
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, (ast.Store, ast.Del)):
                names.add(node.attr)
    return {name for name in names if is_private(name)}


def _defined(item: ast.stmt) -> list[str]:
    """The names a statement of a class body defines: a method, assigned or annotated names."""
    if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return [item.name]
    if isinstance(item, ast.Assign):
        targets = item.targets
    elif isinstance(item, ast.AnnAssign):
        targets = [item.target]
    else:
        return []
    return [node.id for target in targets for node in ast.walk(target) if isinstance(node, ast.Name)]


def _own(node: ast.expr) -> bool:
    """``self``, ``cls`` or ``super()``: an object reaching into itself."""
    if isinstance(node, ast.Name):
        return node.id in ("self", "cls")
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"


def reaches(source: str, names: set[str]) -> list[tuple[int, str]]:
    """(line, name) for each place ``source`` reads or writes one of ``names`` on another
    object (``game._hands``, ``getattr(game, "_revealed")``), or imports a private name from
    a game module (``from ..games.chiamata import _check_pack``)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in names and not _own(node.value):
            found.append((node.lineno, node.attr))
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in REFLECTION and len(node.args) >= 2
              and isinstance(node.args[1], ast.Constant) and node.args[1].value in names
              and not _own(node.args[0])):
            found.append((node.lineno, node.args[1].value))
        elif isinstance(node, ast.ImportFrom) and "games" in (node.module or "").split("."):
            found += [(node.lineno, alias.name) for alias in node.names if is_private(alias.name)]
    return sorted(found)


def outside_the_games() -> list[Path]:
    return sorted(path for path in PACKAGE.rglob("*.py") if GAMES not in path.parents)


def test_nothing_outside_the_games_reaches_into_a_game():
    names = game_private_names(path.read_text(encoding="utf-8") for path in GAMES.glob("*.py"))
    assert {"_hands", "_play", "_record", "_truth_sides", "_n"} <= names   # the names are found
    found, allowed_seen = [], set()
    for path in outside_the_games():
        where = path.relative_to(PACKAGE).as_posix()
        for line, name in reaches(path.read_text(encoding="utf-8"), names):
            if (where, name) in ALLOWED:
                allowed_seen.add((where, name))
            else:
                found.append(f"briscola_teach/{where}:{line}: .{name}")
    assert not found, ("reaching into a game's private state: use its public surface (or the "
                       "fast path in games/tricks.py):\n" + "\n".join(found))
    assert allowed_seen == ALLOWED, f"cleared, take them off ALLOWED: {ALLOWED - allowed_seen}"


PLANTED_GAME = """
class Game:
    _record = True
    _n: int

    def _play(self, card):
        self._hands[0].remove(card)
        self.__secret = 1

def world(view):
    game._best = 0
"""

PLANTED_BOT = """
from ..games.chiamata import Bid, _check_pack
from ..cards import Card

class Bot:
    def choose(self, game, table):
        self._hands = []                      # its own
        super()._play(1)                      # its own
        first = Card._make(1, 2)              # not a game's name
        game._record = False                  # writes a game's flag
        hand = game._hands[0]                 # reads a hand
        table.game._play(0, first)            # calls a game's private method, deep down
        return getattr(game, "_best", 0) + hasattr(self, "_n")
"""


def test_the_check_finds_planted_reaches_and_spares_the_rest():
    names = game_private_names([PLANTED_GAME])
    assert names == {"_record", "_n", "_play", "_best"}   # _hands is only read; __secret mangled
    names.add("_hands")
    lines = PLANTED_BOT.splitlines()
    found = reaches(PLANTED_BOT, names)
    assert [name for _, name in found] == ["_check_pack", "_record", "_hands", "_play", "_best"]
    for line, name in found:
        assert name in lines[line - 1]


def test_the_names_of_the_real_games_cover_what_the_searches_used_to_reach():
    names = game_private_names(path.read_text(encoding="utf-8") for path in GAMES.glob("*.py"))
    old_reaches = """
def careful_move(game):
    seat, table = game._current, game._trick
    winner = (game._leader + game._best) % game._n
    game._side_of = [0, 1]
    return game._hands[seat], game._stock, game._truth_sides(), game._points
"""
    assert {name for _, name in reaches(old_reaches, names)} == {
        "_current", "_trick", "_leader", "_best", "_n", "_side_of", "_hands", "_stock",
        "_truth_sides", "_points"}
