"""Reading what a module imports from its syntax tree, for the import-rule tests."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "sgs"


def module_of(path: Path) -> str:
    """``src/sgs/agents/legal.py`` → ``sgs.agents.legal``."""
    return ".".join(path.relative_to(SRC.parent).with_suffix("").parts)


def imported_names(source: str, module: str, is_package: bool = False,
                   with_modules: bool = True) -> set[str]:
    """Absolute names ``source`` imports, at any depth (a lazy import inside a function
    counts), relative ones resolved: ``m`` for ``import m`` and for
    ``import_module("m")``/``__import__("m")`` with a literal name, ``m.x`` for
    ``from m import x`` — and ``m`` itself too when ``with_modules``."""
    package = module if is_package else module.rsplit(".", 1)[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            if with_modules:
                out.add(name)
            out.update(f"{name}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Call) and node.args:
            f = node.func
            called = f.attr if isinstance(f, ast.Attribute) else \
                f.id if isinstance(f, ast.Name) else ""
            arg = node.args[0]
            if called in ("import_module", "__import__") and isinstance(arg, ast.Constant) \
                    and isinstance(arg.value, str):
                out.add(arg.value)
    return out
