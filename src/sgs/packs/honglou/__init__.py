"""The Red Chamber (红楼) set of seed 003: its generals, skills, deck, names and rules texts."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from ...core import Pack
from . import skills
from .builder import hl

_HERE = Path(__file__).parent
_loaded = False


def pack() -> Pack:
    global _loaded
    if not _loaded:
        for mod in pkgutil.iter_modules(skills.__path__):
            importlib.import_module(f"{skills.__name__}.{mod.name}")
        hl.load_generals(_HERE / "generals.toml")
        hl.load_deck(_HERE / "deck.toml")
        hl.load_names(_HERE / "names.toml")
        hl.load_texts(_HERE / "texts.toml")
        _loaded = True
    return hl.pack
