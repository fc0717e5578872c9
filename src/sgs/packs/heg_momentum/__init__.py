"""Hegemony expansion 君临天下·势 (momentum): 李典, 臧霸, 马岱, 糜夫人, 孙策, 陈武董袭, 董卓, 张任.

Played with the hegemony set (set ``hegemony+momentum``; ``hegemony+expansions`` has all
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
