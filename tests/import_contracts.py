"""The project's own import-linter contract: no module imports itself round a circle.

import-linter's ``acyclic_siblings`` forbids circles between the parts of each package (its
subpackages and modules, each taken whole), but not one through a package's own
``__init__``: ``games/__init__.py`` importing ``games.chiamata`` that imports ``games`` back
passes it. ``acyclic_modules`` takes every module on its own, so that circle and any other
fails, lazy imports (inside a function) and ``TYPE_CHECKING`` ones included, as grimp counts
them all.

pyproject.toml registers it (``contract_types``); lint-imports finds ``tests.import_contracts``
because it runs from the repository's root, which it puts first on ``sys.path``.
"""

from __future__ import annotations

from grimp import ImportGraph
from importlinter import Contract, ContractCheck, output


class AcyclicModulesContract(Contract):
    """Kept when no module of the root packages reaches itself through its imports."""

    type_name = "acyclic_modules"

    def check(self, graph: ImportGraph, verbose: bool) -> ContractCheck:
        found = circles(graph)
        lines = [[describe(graph, importer, imported) for importer, imported in steps(circle)]
                 for circle in found]
        return ContractCheck(kept=not found, metadata={"circles": found, "lines": lines})

    def render_broken_contract(self, check: ContractCheck) -> None:
        for circle, lines in zip(check.metadata["circles"], check.metadata["lines"]):
            route = " -> ".join(circle + circle[:1])
            output.print_error(f"A circle of {len(circle)} modules: {route}")
            for line in lines:
                output.print_error(f"    {line}", bold=False)
            output.new_line()


def circles(graph: ImportGraph) -> list[tuple[str, ...]]:
    """One shortest circle through each group of modules that reach one another, in the
    order of the groups' first modules; empty when the imports go one way only."""
    found, seen = [], set()
    for module in sorted(graph.modules):
        circle = shortest_circle(graph, module) if module not in seen else None
        if circle:
            found.append(circle)
            seen |= group(graph, module)
    return found


def shortest_circle(graph: ImportGraph, module: str) -> tuple[str, ...] | None:
    """The modules of the shortest circle from ``module`` back to it, ``module`` first; None
    when none returns. A module importing itself is no circle."""
    best = None
    for imported in sorted(graph.find_modules_directly_imported_by(module) - {module}):
        back = graph.find_shortest_chain(importer=imported, imported=module)
        if back and (best is None or len(back) < len(best)):
            best = (module,) + back[:-1]
    return best


def group(graph: ImportGraph, module: str) -> set[str]:
    """``module`` and every module it reaches that reaches it back."""
    # grimp refuses a chain from a module to itself, so the module is left out of the search.
    return {module} | {other for other in graph.modules - {module}
                       if graph.chain_exists(importer=module, imported=other)
                       and graph.chain_exists(importer=other, imported=module)}


def steps(circle: tuple[str, ...]) -> list[tuple[str, str]]:
    """Each (importer, imported) of ``circle``, the last back to the first."""
    return list(zip(circle, circle[1:] + circle[:1]))


def describe(graph: ImportGraph, importer: str, imported: str) -> str:
    """"importer -> imported (l. 12: from .x import y)": where the import is written."""
    details = graph.get_import_details(importer=importer, imported=imported)
    where = "; ".join(f"l. {each['line_number']}: {each['line_contents']}" for each in details)
    return f"{importer} -> {imported}" + (f" ({where})" if where else "")
