"""Horses (seed 003 五(2); rules §4): +1 horses defend, −1 horses attack."""

from __future__ import annotations

import pytest

from sgs.core import IllegalAnswer
from sgs.core.zones import Zone
from sgs.testing import Table

PLUS = ("jueying", "dilu", "zhuahuang")
MINUS = ("chitu", "dayuan", "zixing")


@pytest.mark.parametrize("horse", PLUS)
def test_plus_one_horse(horse: str) -> None:
    """＋1马：其他角色计算距离时，始终＋1。不同名称的＋1马，其效果是相同的。"""
    t = Table("blank", "blank", "blank", "blank")
    t.set_equip(2, horse)
    g = t.start()
    assert [g.distance(s, 2) for s in (0, 1, 3)] == [3, 2, 2]
    assert [g.distance(2, s) for s in (0, 1, 3)] == [2, 1, 1]  # its own distances unchanged


@pytest.mark.parametrize("horse", MINUS)
def test_minus_one_horse(horse: str) -> None:
    """－1马：计算与其他角色的距离时，始终－1。不同名称的－1马，其效果是相同的。"""
    t = Table("blank", "blank", "blank", "blank", "blank", "blank")
    t.set_equip(0, horse)
    g = t.start()
    assert [g.distance(0, s) for s in range(1, 6)] == [1, 1, 2, 1, 1]  # never below 1
    assert [g.distance(s, 0) for s in range(1, 6)] == [1, 2, 3, 2, 1]


def test_seed_example_plus_one_horse() -> None:
    """以“玩家间的距离”段落的图为例，当D装备＋1马时，C和E看D的距离变成了2，B和F看D的距离变成了3，
    A看D的距离变成了4，而D看其他人的距离仍然不变。

    The figure is not in the seed.  The distances imply six players A..F in a
    ring: C and E sit next to D (1 → 2), B and F two steps away (2 → 3), A
    opposite (3 → 4).  With seven players a G would also sit three steps from D
    and the example would name it; with five A would be two steps away.  So
    A..F are seats 0..5 and D is seat 3.
    """
    a, b, c, d, e, f = range(6)
    t = Table(*["blank"] * 6)
    t.set_equip(d, "jueying")
    g = t.start()
    assert g.distance(c, d) == 2 and g.distance(e, d) == 2
    assert g.distance(b, d) == 3 and g.distance(f, d) == 3
    assert g.distance(a, d) == 4
    assert [g.distance(d, s) for s in (a, b, c, e, f)] == [3, 2, 1, 1, 2]


def test_one_plus_and_one_minus_together() -> None:
    """可以在装备区里放置一张＋1马和一张－1马（不论是何名称）。"""
    t = Table("blank", "blank", "blank", "blank")
    t.set_equip(0, "chitu").set_hand(0, "dilu")
    g = t.start()
    t.use("dilu")
    assert t.equipment(0) == {"-1": "chitu", "+1": "dilu"}
    assert g.distance(0, 2) == 1 and g.distance(2, 0) == 3


@pytest.mark.parametrize(("old", "new"), [("jueying", "dilu"), ("chitu", "zixing")])
def test_not_two_horses_of_a_kind(old: str, new: str) -> None:
    """但不可以放置两张－1马或两张＋1马（尽管名称不同）。 (the new one replaces the old)"""
    t = Table(*["blank"] * 6)
    t.set_equip(0, old).set_hand(0, new)
    g = t.start()
    t.use(new)
    assert list(t.equipment(0).values()) == [new]
    assert t.where(old).zone is Zone.DISCARD
    # one horse's worth of distance, not two (seat 3 sits opposite, 3 steps away)
    assert (g.distance(0, 3), g.distance(3, 0)) == ((3, 4) if new in PLUS else (2, 3))


def test_minus_one_horse_brings_target_into_range() -> None:
    """－1马：（可以理解为一种进攻上的优势） — a 杀 reaches a player two seats away."""
    t = Table("blank", "blank", "blank", "blank")
    t.set_equip(0, "dayuan").set_hand(0, "slash ♠7")
    t.start()
    t.use("slash", targets=[2])
    assert t.hp(2) == 3


def test_plus_one_horse_keeps_attacker_out_of_range() -> None:
    """＋1马：（可以理解为一种防御上的优势） — a neighbour's 杀 no longer reaches."""
    t = Table("blank", "blank", "blank")
    t.set_equip(1, "zhuahuang").set_hand(0, "slash ♠7")
    t.start()
    with pytest.raises(IllegalAnswer):
        t.use("slash", targets=[1])
    t.use("slash", targets=[2])
    assert t.hp(2) == 3


def test_horses_cancel_out() -> None:
    """A −1 horse against a +1 horse: the plain distance again."""
    t = Table("blank", "blank", "blank")
    t.set_equip(0, "chitu").set_equip(1, "jueying")
    g = t.start()
    assert g.distance(0, 1) == 1 and g.distance(1, 0) == 1 and g.distance(2, 1) == 2
