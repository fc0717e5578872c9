"""Hegemony expansion 君临天下·EX/不臣篇 (lord_ex, edition [L]): dual-kingdom (双势力)
generals 士燮, 糜芳傅士仁, 文钦, 孟达, 刘琦, and the wild (野心家) generals 钟会 and 公孙渊.

Played with the hegemony set (set ``hegemony+lord_ex``; ``hegemony+expansions`` has it
with the other expansions), in hegemony mode, whose rules seat them: a dual-kingdom
general is a deputy only, a wild one a main only (its reveal makes a careerist with a
野心家 mark).  Sources: rules/hegemony-generals.md §7–8; a general's ``hp`` is in 阴阳鱼.
"""

from __future__ import annotations

from pathlib import Path

from ...core import Pack
from . import skills
from .builder import hx


def pack() -> Pack:
    return hx.build(Path(__file__).parent, skills)
