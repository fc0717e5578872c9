"""Seed 002's example generals, classic editions: 周泰 (不屈) and 曹仁 (据守) of the 风
expansion, 邓艾 (屯田, 凿险, 急袭) of the 山 expansion — the generals that place cards on
their general card (不屈's cards, the 田) and flip it.  Generals only: the set
``standard+wind_mountain`` plays them with the standard generals and deck.
Skills and readings: skills.py; tests: tests/packs/wind_mountain/.
"""

from __future__ import annotations

from pathlib import Path

from ...core import Pack
from . import skills  # noqa: F401  (registers the skills)
from .builder import wm


def pack() -> Pack:
    return wm.build(Path(__file__).parent)
