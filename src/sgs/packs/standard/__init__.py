"""The standard cards: basics, tricks, equipment; shared by the sets built on them."""

from __future__ import annotations

import sys
from pathlib import Path

from ...core import Pack
from .builder import std


def pack() -> Pack:
    return std.build(Path(__file__).parent, sys.modules[__name__])
