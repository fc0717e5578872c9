"""Roles are identity mode's: the engine (sgs.core) has no role in its state or code.

The engine's code — names, attributes, arguments, string literals — never says
"role"; only a docstring of a generic mode hook may name identity's role as an
example of what a mode keeps.
"""

from __future__ import annotations

import ast
from pathlib import Path

from sgs.core import Game, Player
from sgs.modes.identity import IdentityState, role_of
from sgs.testing import Table

CORE = Path(__file__).resolve().parents[2] / "src" / "sgs" / "core"


def _docstrings(tree: ast.AST) -> set[int]:
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef |
                      ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                out.add(id(first.value))
    return out


def _words(source: str) -> list[tuple[int, str]]:
    """Every identifier and non-docstring string of a module, with its line."""
    tree = ast.parse(source)
    docs = _docstrings(tree)
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Name):
            out.append((line, node.id))
        elif isinstance(node, ast.Attribute):
            out.append((line, node.attr))
        elif isinstance(node, ast.arg | ast.keyword) and node.arg:
            out.append((line, node.arg))
        elif isinstance(node, ast.FunctionDef | ast.ClassDef):
            out.append((line, node.name))
        elif isinstance(node, ast.alias):
            out.append((line, node.asname or node.name))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docs:
            out.append((line, node.value))
    return out


def test_core_code_never_says_role() -> None:
    found = [f"{path.relative_to(CORE)}:{line}: {word!r}"
             for path in sorted(CORE.rglob("*.py"))
             for line, word in _words(path.read_text(encoding="utf-8"))
             if "role" in word.lower()]
    assert not found, "\n".join(found)


def test_the_check_would_see_a_role() -> None:
    source = '"""Doc about a role."""\nx = p.role\ny = {"role": 1}\ndef f(role): pass\n'
    assert [(n, w) for n, w in _words(source) if "role" in w] == \
        [(2, "role"), (3, "role"), (4, "role")]


def test_players_have_no_role_the_mode_state_has() -> None:
    t = Table("blank", "blank", roles=["rebel", "lord"])
    g: Game = t.start()
    assert not hasattr(g.p(0), "role") and "role" not in Player.__slots__
    assert isinstance(g.mode_state, IdentityState)
    assert [role_of(g, s) for s in (0, 1)] == ["rebel", "lord"]
    assert [p["role"] for p in t.view(0)["players"]] == ["rebel", "lord"]
    assert [p["role"] for p in t.view(None)["players"]] == [None, "lord"]
