"""Nothing outside ``briscola_teach/games/`` reaches into a game's private state (issue 15).

The computer opponents, the widgets and the course read a game through its public surface:
the checked calls a learner's table makes (``play``, ``view``, ...) and, for the searches,
the unchecked fast path of ``games/tricks.py`` (``push``, ``hand``, ``trick_holder``, ...).
A name with one leading underscore that the game modules define (``_hands``, ``_play``,
``_truth_sides``, ...) is read or written only on ``self``, ``cls`` or ``super()``, inside
``games/``. The names are collected from the game modules themselves, so a private
attribute added tomorrow is covered at once, while other objects' own private names
(``Card._make``, an Enum member's ``_value_``) are not this check's business.

The second check holds every module of the package to the same manners: a private name is
reached on another object (``quiz._style``, ``getattr(widget, "_keep")``,
``box.__dict__``) only by the module that defines it (``Card._make`` in ``cards.py``) or by
a class that has it itself (``world()`` building a game of its own class). Another object's
private state is read through a public door: ``Quiz.card_style``, ``controls.keep``.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Iterable, Optional

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


# -- every module: no reach into another object's privates --------------------------------------


def is_sunder(name: str) -> bool:
    """``_value_``, ``_missing_``: names a library (Enum) defines for its users to touch."""
    return len(name) > 2 and name.startswith("_") and name.endswith("_") and not name.startswith("__")


def own_names(node: ast.AST) -> set[str]:
    """The private names ``node`` (a module or a class) defines: in its classes' bodies, and
    set on ``self`` or ``cls``."""
    names: set[str] = set()
    for inner in ast.walk(node):
        if isinstance(inner, ast.ClassDef):
            names.update(name for item in inner.body for name in _defined(item))
        elif (isinstance(inner, ast.Attribute) and isinstance(inner.ctx, (ast.Store, ast.Del))
              and _own(inner.value)):
            names.add(inner.attr)
    return {name for name in names if is_private(name)}


def module_path(path: Path, node: ast.ImportFrom) -> Optional[Path]:
    """The file of the package that ``from ... import`` in ``path`` reads, None outside it."""
    if node.level:
        folder = path.parent
        for _ in range(node.level - 1):
            folder = folder.parent
    elif (node.module or "").split(".")[0] == PACKAGE.name:
        folder = PACKAGE.parent
    else:
        return None
    base = folder.joinpath(*(node.module or "").split(".")) if node.module else folder
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def class_of(path: Path, name: str, seen: frozenset = frozenset()) -> Optional[tuple[Path, ast.ClassDef]]:
    """The class ``name`` means in ``path``: defined there, or imported from the package."""
    if (path, name) in seen:
        return None
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == name:
            return path, node
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if (alias.asname or alias.name) == name and (source := module_path(path, node)):
                    return class_of(source, alias.name, seen | {(path, name)})
    return None


def class_names(path: Path, node: ast.ClassDef) -> set[str]:
    """The private names a class has: its own and its bases' (those of the package)."""
    names = own_names(node)
    for base in node.bases:
        found = class_of(path, base.id) if isinstance(base, ast.Name) else None
        if found:
            names |= class_names(*found)
    return names


def reaches_out(path: Path) -> list[tuple[int, str]]:
    """(line, what) for each place the module at ``path`` reads or writes a private name on
    another object that neither the module nor the class around the place defines, or opens
    another object's ``__dict__`` outside a class."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, allowed: set[str]) -> None:
        if isinstance(node, ast.ClassDef):     # a class may copy one of its kind whole
            allowed = allowed | class_names(path, node) | {"__dict__"}
        for name, target in _touched(node):
            if _own(target) or name in allowed:
                continue
            if name == "__dict__" or (is_private(name) and not is_sunder(name)):
                found.append((node.lineno, f"{ast.unparse(target)}.{name}"))
        for child in ast.iter_child_nodes(node):
            visit(child, allowed)

    visit(tree, own_names(tree))
    return sorted(found)


def _touched(node: ast.AST) -> list[tuple[str, ast.expr]]:
    """(name, object) that ``node`` reaches: ``obj.name``, ``getattr(obj, "name")``."""
    if isinstance(node, ast.Attribute):
        return [(node.attr, node.value)]
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id in REFLECTION and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)):
        return [(node.args[1].value, node.args[0])]
    return []


def test_no_module_reaches_into_another_objects_privates():
    found = [f"briscola_teach/{path.relative_to(PACKAGE).as_posix()}:{line}: {what}"
             for path in sorted(PACKAGE.rglob("*.py")) for line, what in reaches_out(path)]
    assert not found, ("reaching into another object's private state: give it a public door "
                       "(a property, a method) or make the code a method:\n" + "\n".join(found))


PLANTED_PARENT = """
class Quiz:
    def __init__(self):
        self._style = "italian"
        self._asked = []

    def _row(self):
        return []
"""

PLANTED_CHILD = """
from .parent import Quiz
from enum import Enum


class WordQuiz(Quiz):
    def _row(self):
        return Quiz._row(self) + [other._style for other in self.others]  # its class's names


def row(quiz, widget, suit):
    quiz._asked = []                          # a module function, into a quiz
    quiz.__dict__.setdefault("_asked", [])    # the same, by its dictionary
    keep = getattr(widget, "_keep", False)    # a mark that no class here defines
    return quiz._style, widget.layout._keep, suit._value_, keep


class Keeper:
    def __init__(self, box):
        self._box = box
        self._box._keep = True                # into its own box's object: still another

    def clone(self):
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)   # a copy of its own kind, whole
        return twin
"""


def test_the_wider_check_finds_planted_reaches_and_spares_a_class_own(tmp_path):
    (tmp_path / "parent.py").write_text(PLANTED_PARENT)
    (tmp_path / "child.py").write_text(PLANTED_CHILD)
    found = reaches_out(tmp_path / "child.py")
    assert [what for _, what in found] == [
        "quiz._asked", "quiz.__dict__", "widget._keep", "quiz._style", "widget.layout._keep",
        "self._box._keep"]
    lines = PLANTED_CHILD.splitlines()
    for line, what in found:
        assert what.rpartition(".")[2].strip('"') in lines[line - 1]
    assert reaches_out(tmp_path / "parent.py") == []
