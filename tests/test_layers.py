"""Imports only go down the layers (docs/architecture.md): core < packs < modes < agents < surfaces.

``sgs.testing`` sits beside the content (it builds tables from packs and the
identity mode); nothing below it may import it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "sgs"

# what each layer must never import
FORBIDDEN = {
    "core": ("sgs.packs", "sgs.modes", "sgs.agents", "sgs.cli", "sgs.replay", "sgs.testing"),
    "packs": ("sgs.modes", "sgs.agents", "sgs.cli", "sgs.replay", "sgs.testing"),
    "modes": ("sgs.agents", "sgs.cli", "sgs.replay", "sgs.testing"),
    "agents": ("sgs.cli", "sgs.replay"),
}


def imports_of(path: Path) -> set[str]:
    """Absolute names of the modules a file imports (relative imports resolved)."""
    module = ".".join(path.relative_to(SRC.parent).with_suffix("").parts)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            out.add(name)
            out.update(f"{name}.{a.name}" for a in node.names)
    return out


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_imports_only_go_down(layer: str) -> None:
    bad = []
    for path in sorted((SRC / layer).rglob("*.py")):
        for name in imports_of(path):
            if name.startswith(FORBIDDEN[layer]):
                bad.append(f"{path.relative_to(SRC)} imports {name}")
    assert not bad, "\n".join(bad)


def test_the_check_sees_relative_imports() -> None:
    names = imports_of(SRC / "packs" / "standard" / "basic.py")
    assert "sgs.core" in names and "sgs.packs.standard.builder" in names
