"""Seed 002 with real cards (the set standard+maneuvering+wind_mountain): 铁索连环 and
fire damage on 邓艾's 田 and 周泰's 不屈 cards lock the general 垂置.

垂置、顺置 — 当武将牌处于“顺置状态”时（意味着此时武将牌上有卡牌），将武将牌或卡牌旋转90°
（如武将牌被横置或重置），使得武将牌与卡牌呈垂直状态，意味着武将牌进入“垂置状态”。
"""

from __future__ import annotations

from sgs.core.view import view
from sgs.core.zones import Placement
from sgs.testing import Table

SET = "standard+maneuvering+wind_mountain"


def test_iron_chain_on_deng_ai_with_fields_locks_him() -> None:
    """处于“顺置状态”的武将牌被横置或重置，则进入“垂置状态”。 (铁索连环 on 邓艾, whose 田
    lie 顺置: he is chained and 垂置; a second 铁索连环 rotates the 田 back instead of
    resetting him)"""
    t = Table("blank", "deng_ai", pack=SET)
    t.set_pile(1, "tian", "slash ♠7").set_hand(0, "iron_chain ♠J", "iron_chain ♠Q")
    g = t.start(0, "play")
    t.use("iron_chain ♠J", targets=[1])
    t.until("play", seat=0)
    assert g.p(1).chained and g.p(1).placement is Placement.PERPENDICULAR
    t.use("iron_chain ♠Q", targets=[1])
    t.until("play", seat=0)
    assert g.p(1).chained and g.p(1).placement is Placement.PARALLEL  # 卡牌旋转90°


def test_the_worked_example_with_a_fire_slash() -> None:
    """例子：武将A同时处于“顺置状态”和“连环状态”，受到1点属性伤害。则扣减体力后，应移动
    武将牌遮挡血牌。在伤害事件结算之后，再将武将牌重置，此时武将A进入“垂置状态”。 (A is
    邓艾, his 田 顺置, chained; a 火杀 hits him)"""
    t = Table("blank", "deng_ai", pack=SET)
    t.set_pile(1, "tian", "slash ♠7").set_chained(1).set_hand(0, "fire_slash ♥4")
    g = t.start(0, "play")
    t.use("fire_slash ♥4", targets=[1])
    t.until("play", seat=0)
    assert g.p(1).hp == 3 and not g.p(1).chained
    assert g.p(1).placement is Placement.PERPENDICULAR
    assert view(g, 0)["players"][1]["hp"] == 3  # the display followed the damage, then froze
    damage = next(i for i, r in enumerate(g.log) if r["t"] == "damage")
    assert g.log[damage + 1] == {"t": "hp", "seat": 1, "hp": 3, "max_hp": 4}
    locked = next(i for i, r in enumerate(g.log) if r["t"] == "placement"
                  and r["placement"] == "perpendicular")
    assert locked > damage


def test_a_locked_zhou_tai_keeps_showing_his_hp() -> None:
    """3.遮挡血牌 with 不屈: 周泰 垂置 at 2 HP takes 2 damage — he really is at 0 and 不屈
    keeps him alive; the others still see 2."""
    t = Table("blank", "zhou_tai", "blank", pack=SET)
    t.set_hp(1, 2).set_pile(1, "buqu", "slash ♠7", perpendicular=True)
    t.set_hand(0, "fire_slash ♥4", "analeptic ♠3").set_top("jink ♦5", "jink ♦6")
    g = t.start(0, "play")
    t.use("analeptic")
    t.use("fire_slash ♥4", targets=[1])
    t.until("confirm", seat=1, reason="不屈")
    t.yes()
    t.until("play", seat=0)
    assert g.p(1).alive and g.p(1).hp == 0
    assert view(g, 2)["players"][1]["hp"] == 2 and view(g, 1)["players"][1]["hp"] == 0
