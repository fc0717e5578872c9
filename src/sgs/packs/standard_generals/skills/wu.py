"""吴: 孙权 制衡 救援 · 甘宁 奇袭 · 吕蒙 克己 · 黄盖 苦肉 · 周瑜 英姿 反间 ·
大乔 国色 流离 · 陆逊 谦逊 连营 · 孙尚香 结姻 枭姬.

All but 苦肉 are the Red Chamber's rules (薛府 and 妙玉's 克己): the honglou classes
are registered here, 英姿 under its own id (夏金桂's 嫉妒) and 救援 for 吴.
Tests: tests/packs/standard_generals/test_wu.py.
"""

from __future__ import annotations

from ....core import Game, Player, Skill, ops
from ....core.skill import Flow
from ...honglou.skills.qun import Keji
from ...honglou.skills.xue import (
    Fanjian,
    Guose,
    Jidu,
    Jieyin,
    Jiuyuan,
    Lianying,
    Liuli,
    Qianxun,
    Qixi,
    Xiaoji,
    Zhiheng,
)
from ..builder import sg

WU = "wu"

for _same in (Zhiheng, Qixi, Keji, Fanjian, Guose, Liuli, Qianxun, Lianying, Jieyin,
              Xiaoji):
    sg.skill(_same)


@sg.skill
class JiuyuanWu(Jiuyuan):
    """救援 (主公技, 锁定技): while you are dying, a 桃 another 吴 player uses on you
    recovers 1 more (薛姨妈's 救援, the same reading, rules §8)."""

    kingdom = WU


@sg.skill
class Yingzi(Jidu):
    """英姿 (夏金桂's 嫉妒): in your draw phase you may draw one more card."""

    id = "yingzi"


@sg.skill
class Kurou(Skill):
    """苦肉: in the play phase, as often as you like, lose 1 HP, then draw two cards.

    Losing the last HP makes you dying at once (失去体力, rules §5): you draw only
    if you are saved.
    """

    id = "kurou"
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return owner.hp > 0

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.lose_hp(g, owner.seat, 1)
        if owner.alive:
            yield from ops.draw(g, owner.seat, 2, self.id)
