"""Imports only go down the layers (docs/architecture.md): core < packs < modes < agents < surfaces.

``sgs.testing`` sits beside the content (it builds tables from packs and the
identity mode); nothing below it may import it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from import_support import SRC, imported_names, module_of

# what each layer must never import
FORBIDDEN = {
    "core": ("sgs.packs", "sgs.modes", "sgs.agents", "sgs.cli", "sgs.replay", "sgs.testing"),
    "packs": ("sgs.modes", "sgs.agents", "sgs.cli", "sgs.replay", "sgs.testing"),
    "modes": ("sgs.agents", "sgs.cli", "sgs.replay", "sgs.testing"),
    "agents": ("sgs.cli", "sgs.replay"),
}


def imports_of(path: Path) -> set[str]:
    """Absolute names of the modules a file imports (relative imports resolved)."""
    return imported_names(path.read_text(encoding="utf-8"), module_of(path),
                          is_package=path.name == "__init__.py")


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
