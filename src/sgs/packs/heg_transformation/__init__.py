"""Hegemony expansion 君临天下·变 (transformation): 荀攸, 卞夫人, 沙摩柯, 马谡, 凌统,
吕范, 左慈, 李傕郭汜 (edition [L]); and two generals DESIGNED HERE for issue 11, 徐庶
(加入副将: 荐贤) and 许劭 (事件: 月评).

Played with the hegemony set (set ``hegemony+transformation``; ``hegemony+expansions`` has all
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
