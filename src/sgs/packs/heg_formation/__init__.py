"""Hegemony expansion 君临天下·阵 (formation): 曹洪, 姜维, 蒋琬费祎, 蒋钦, 徐盛, 于吉, 何太后, 邓艾.

Played with the hegemony set (set ``hegemony+formation``; ``hegemony+expansions`` has all
three), in hegemony mode.  Sources: rules/hegemony-generals.md; a general's ``hp``
is in 阴阳鱼.
"""

from __future__ import annotations

from pathlib import Path

from ...core import Pack
from . import skills
from .builder import hx


def pack() -> Pack:
    return hx.build(Path(__file__).parent, skills)
