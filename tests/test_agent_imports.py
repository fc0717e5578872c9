"""Agents are clients of the seat protocol (docs/protocol.md): they see a game only
through its observations and answer with JSON, so nothing under ``sgs.agents``
may import the engine or anything built on it.

The check reads every module's syntax tree: ``import``/``from`` statements at
any depth (a lazy import inside a function counts), relative ones resolved,
and ``importlib.import_module("…")`` / ``__import__("…")`` with a literal name.
An agent may import the standard library and ``sgs.agents`` itself; any other
``sgs`` module (the engine ``sgs.core``, content, modes, the host, surfaces)
is refused.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from import_support import SRC, imported_names, module_of

AGENTS = SRC / "agents"
ALLOWED = ("sgs.agents",)


def forbidden(names: set[str]) -> list[str]:
    """The names that reach into ``sgs`` outside the agents."""
    return sorted(n for n in names if (n == "sgs" or n.startswith("sgs."))
                  and not any(n == a or n.startswith(a + ".") for a in ALLOWED))


def agent_modules() -> list[Path]:
    return sorted(AGENTS.rglob("*.py"))


@pytest.mark.parametrize("path", agent_modules(), ids=lambda p: str(p.relative_to(SRC)))
def test_agent_module_imports_nothing_of_the_engine(path: Path) -> None:
    names = imported_names(path.read_text(encoding="utf-8"), module_of(path),
                           path.name == "__init__.py")
    bad = forbidden(names)
    assert not bad, f"{path.relative_to(SRC)} imports {', '.join(bad)}"


def test_there_are_agents_to_check() -> None:
    mods = {module_of(p) for p in agent_modules()}
    assert {"sgs.agents.random_bot", "sgs.agents.rule.bot", "sgs.agents.legal"} <= mods


@pytest.mark.parametrize("source", [
    "from ...core import Game",
    "from ...core.events import CardUse",
    "from ... import core",
    "import sgs.core.game",
    "from sgs.core.view import view",
    "def f():\n    from ...modes.identity import roles_for\n",
    "from ...host import Seats",
    "import importlib\nimportlib.import_module('sgs.core')",
    "__import__('sgs.packs')",
])
def test_the_check_catches(source: str) -> None:
    """Each way of reaching the engine from ``sgs.agents.rule.x`` is caught."""
    assert forbidden(imported_names(source, "sgs.agents.rule.x"))


@pytest.mark.parametrize("source", [
    "from ..legal import card_selections",
    "from .sight import Sight",
    "import random\nfrom collections import Counter",
    "from sgs.agents.legal import problem",
])
def test_the_check_lets_agents_import_agents(source: str) -> None:
    assert not forbidden(imported_names(source, "sgs.agents.rule.x"))
