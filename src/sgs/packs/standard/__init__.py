"""The standard cards: basics, tricks, equipment; shared by the sets built on them."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from ...core import Pack
from .builder import std

_loaded = False


def pack() -> Pack:
    global _loaded
    if not _loaded:
        for mod in pkgutil.iter_modules([str(Path(__file__).parent)]):
            if mod.name not in ("builder",):
                importlib.import_module(f"{__name__}.{mod.name}")
        std.load_names(Path(__file__).parent / "names.toml")
        std.load_texts(Path(__file__).parent / "texts.toml")
        _loaded = True
    return std.pack
