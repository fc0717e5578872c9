"""Hegemony card expansion 君临天下·势备篇 (Mogara's ``strategic_advantage`` card pack):
its deck and its new cards — 挟天子以令诸侯, 火烧连营, 勠力同心, 联军盛宴, 水淹七军, 敕令,
调虎离山, 明光铠, 青龙偃月刀 (势), 惊帆, 玉玺, 木牛流马, 护心镜, 方天画戟 (势).

Played with the hegemony set (set ``hegemony+strategic``; ``hegemony+expansions`` has it
too), in hegemony mode.  The basic cards and the two 无懈可击 are the standard,
maneuvering and hegemony packs' (their ids).  The copies marked ``*`` in deck.toml carry
seed 000's 連橫 mark.  Readings taken on purpose are listed in ``cards/__init__.py``.
"""

from __future__ import annotations

from pathlib import Path

from ...core import Pack
from . import cards
from .builder import hs


def pack() -> Pack:
    return hs.build(Path(__file__).parent, cards)
