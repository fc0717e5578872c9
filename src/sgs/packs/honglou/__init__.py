"""The Red Chamber (红楼) set of seed 003: its generals, skills, deck, names and rules texts."""

from __future__ import annotations

from pathlib import Path

from ...core import Pack
from . import skills
from .builder import hl


def pack() -> Pack:
    return hl.build(Path(__file__).parent, skills)
