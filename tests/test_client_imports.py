"""The terminal game's human seat is a client of the seat protocol (docs/protocol.md):
it sees the game through observations and answers with JSON, so ``sgs.cli.play``
and the modules of ``sgs.cli`` it imports (text, narration) never import the
game itself (``sgs.core.Game``), the engine's views (``sgs.core.view``,
``visible_record``) or its request objects (``sgs.core.requests``).  The same
holds for every module of the full-screen table, ``sgs.tui``, and what it imports.

``sgs.cli.main`` creates the game — it is the host — and may import the engine,
and so may ``sgs.cli.table_host``, the table's host.
The check reads the syntax trees: ``import``/``from`` at any depth (a lazy or
type-checking import counts), relative imports resolved, and
``importlib.import_module("…")`` / ``__import__("…")`` with a literal name.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from import_support import SRC, imported_names, module_of

CLIENT = "sgs.cli.play"
TABLE = sorted(module_of(p) for p in (SRC / "tui").rglob("*.py"))
# what a client module may not import: the name itself, or anything under it
FORBIDDEN = ("sgs.core.Game", "sgs.core.game", "sgs.core.view", "sgs.core.visible_record",
             "sgs.core.requests")
# binding the engine's whole package would give Game and view as attributes
FORBIDDEN_EXACT = ("sgs.core",)


def _path(module: str) -> Path:
    base = SRC.parent.joinpath(*module.split("."))
    return base / "__init__.py" if base.is_dir() else base.with_suffix(".py")


def forbidden(names: set[str]) -> list[str]:
    return sorted(n for n in names if n in FORBIDDEN_EXACT
                  or any(n == f or n.startswith(f + ".") for f in FORBIDDEN))


def cli_modules_of(module: str) -> set[str]:
    """The ``sgs.cli`` and ``sgs.tui`` modules ``module`` imports, and theirs, and so on
    (with itself)."""
    seen: set[str] = set()
    todo = [module]
    while todo:
        mod = todo.pop()
        if mod in seen:
            continue
        seen.add(mod)
        path = _path(mod)
        for name in imported_names(path.read_text(encoding="utf-8"), mod,
                                   path.name == "__init__.py", with_modules=False):
            for cand in (name, name.rsplit(".", 1)[0]):  # a module, or a name in one
                if cand.startswith(("sgs.cli.", "sgs.tui.")) and _path(cand).is_file():
                    todo.append(cand)
                    break
    return seen


def test_the_client_modules_are_found() -> None:
    mods = cli_modules_of(CLIENT)
    assert {"sgs.cli.play", "sgs.cli.text", "sgs.cli.narrate"} <= mods
    assert "sgs.cli.main" not in mods  # the host: it creates the game


def test_the_table_modules_are_found() -> None:
    mods = set().union(*(cli_modules_of(m) for m in TABLE))
    assert {"sgs.tui.app", "sgs.tui.choosing", "sgs.cli.narrate"} <= mods
    assert "sgs.cli.table_host" not in mods  # the table's host: it creates the game


@pytest.mark.parametrize("module", sorted(set().union(
    cli_modules_of(CLIENT), *(cli_modules_of(m) for m in TABLE))))
def test_client_module_imports_no_game(module: str) -> None:
    path = _path(module)
    bad = forbidden(imported_names(path.read_text(encoding="utf-8"), module,
                                   path.name == "__init__.py", with_modules=False))
    assert not bad, f"{module} imports {', '.join(bad)}"


@pytest.mark.parametrize("source", [
    "from ..core import Game",
    "from ..core import view",
    "from ..core.view import visible_record",
    "from ..core.requests import ActRequest",
    "from .. import core",
    "import sgs.core",
    "import sgs.core.game",
    "from sgs.core import Game, Ruleset",
    "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..core import Game\n",
    "def f():\n    from ..core.view import view\n",
    "import importlib\nimportlib.import_module('sgs.core.requests')",
])
def test_the_check_catches(source: str) -> None:
    """Each way of reaching the game from ``sgs.cli.play`` is caught."""
    assert forbidden(imported_names(source, CLIENT, with_modules=False))


@pytest.mark.parametrize("source", [
    "from ..agents.legal import card_selections",
    "from ..host import Seats",
    "from .text import Names",
    "from ..core.refusals import CATALOGUE",
    "import re\nfrom rich.table import Table",
])
def test_the_check_lets_clients_import_the_rest(source: str) -> None:
    assert not forbidden(imported_names(source, CLIENT, with_modules=False))



@pytest.mark.parametrize("source", ["from ...core import Game", "from ...host import drive\n"
                                    "from ...core.view import view"])
def test_the_check_catches_the_table_reaching_the_game(source: str) -> None:
    assert forbidden(imported_names(source, "sgs.tui.widgets.seats", with_modules=False))
