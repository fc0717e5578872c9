"""群 (the standard edition): 华佗, 吕布, 貂蝉.

Each test's docstring quotes the text it checks (standard_generals/texts.toml).
"""

from __future__ import annotations

import pytest
from std_support import DISCARD, has_option, skill_log, table

from sgs.core import IllegalAnswer

# ================================================================ 华佗


def test_jijiu_red_card_as_peach_outside_his_turn() -> None:
    """急救――你的回合外，你可以将你的任意红色牌当【桃】使用。"""
    t = table("blank", "hua_tuo", "blank")
    t.set_hand(0, "slash ♠7").set_equip(1, "chitu ♥5").set_hp(2, 1)
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[2])
    t.expect("respond", seat=1, reason="dying")
    t.respond("skill:jijiu", cards=["chitu ♥5"], targets=[2])
    assert t.hp(2) == 1 and t.game.p(2).alive
    used = [r for r in t.log("use") if r["card"] == "peach"]
    assert used[-1]["skill"] == "jijiu"


def test_jijiu_not_in_his_own_turn() -> None:
    """急救――你的回合外 (in his own turn a red card is no 桃)"""
    t = table("hua_tuo", "blank")
    t.set_hp(0, 2).set_hand(0, "jink ♦3")
    t.start(seat=0, phase="play")
    assert not has_option(t, "skill:jijiu")


def test_qingnang_discards_a_hand_card_to_heal_once_per_turn() -> None:
    """青囊――出牌阶段，你可以主动弃掉一张手牌，令任一目标角色回复1点体力。每回合限用一次。"""
    t = table("hua_tuo", "blank")
    t.set_hp(1, 2).set_hand(0, "slash ♠7", "jink ♦3")
    t.start(seat=0, phase="play")
    t.use("skill:qingnang", cards=["slash ♠7"], targets=[1])
    assert t.hp(1) == 3 and t.where("slash ♠7") == DISCARD
    assert not has_option(t, "skill:qingnang")


def test_qingnang_only_a_wounded_player() -> None:
    """青囊――令任一目标角色回复1点体力 (a player at full HP cannot be chosen: nothing to
    recover)"""
    t = table("hua_tuo", "blank")
    t.set_hp(0, 2).set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:qingnang", cards=["slash ♠7"], targets=[1])
    t.use("skill:qingnang", cards=["slash ♠7"], targets=[0])
    assert t.hp(0) == 3


# ================================================================ 吕布


def test_wushuang_slash_needs_two_jinks() -> None:
    """无双――锁定技，当你使用【杀】时，目标角色需连续使用两张【闪】才能抵消"""
    t = table("lv_bu", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2", "jink ♦3")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.respond("jink ♦2")
    t.expect("respond", seat=1)
    t.respond("jink ♦3")
    assert t.hp(1) == 4
    assert skill_log(t, "wushuang", seat=0)


def test_wushuang_a_single_jink_is_used_in_vain() -> None:
    """无双――若对方只有一张【闪】或【杀】则即便使用（打出）了也无效。"""
    t = table("lv_bu", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.respond("jink ♦2")
    assert t.hp(1) == 3 and t.where("jink ♦2") == DISCARD


def test_wushuang_duel_opponent_plays_two_slashes() -> None:
    """无双――与你进行【决斗】的角色每次需连续打出两张【杀】。"""
    t = table("blank", "lv_bu")
    t.set_hand(0, "duel ♠A", "slash ♠7").set_hand(1, "slash ♠8")
    t.start(seat=0, phase="play")
    t.use("duel", targets=[1])
    t.expect("respond", seat=1)
    t.respond("slash ♠8")
    t.expect("respond", seat=0)
    t.respond("slash ♠7")  # one of two: in vain
    assert t.hp(0) == 3 and t.hp(1) == 4


# ================================================================ 貂蝉


def test_lijian_two_men_duel_unnullifiable() -> None:
    """离间――出牌阶段，你可以弃一张牌并选择两名男性角色。若如此做，视为其中一名男性角色对另一名
    男性角色使用一张【决斗】。（此【决斗】不能被【无懈可击】响应）每回合限用一次。"""
    t = table("diao_chan", "blank", "blank", "blank_f")
    t.set_hand(0, "jink ♦3", "jink ♦4").set_hand(1, "slash ♠7").set_hand(3, "nullification ♠J")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:lijian", cards=["jink ♦3"], targets=[1, 3])
    t.use("skill:lijian", cards=["jink ♦3"], targets=[1, 2])
    use = t.log("use")[-1]
    assert (use["seat"], use["card"], use["targets"]) == (1, "duel", [2])
    assert t.hp(2) == 3 and t.hand(3) == ["nullification"]
    assert not has_option(t, "skill:lijian")


def test_lijian_she_decides_who_uses_the_duel() -> None:
    """离间――使用离间时，由你决定是由哪个角色对另一个角色使用【决斗】。"""
    t = table("diao_chan", "blank", "blank")
    t.set_hand(0, "jink ♦3").set_hand(1, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("skill:lijian", cards=["jink ♦3"], targets=[2, 1])
    use = t.log("use")[-1]
    assert (use["seat"], use["targets"]) == (2, [1])


def test_biyue_draws_one_at_the_finish_phase() -> None:
    """闭月――回合结束阶段，你可以摸一张牌。"""
    t = table("diao_chan", "blank")
    t.set_top("peach ♥3")
    t.start(seat=0, phase="finish")
    t.expect("confirm", seat=0, reason="闭月")
    t.yes()
    assert t.hand(0) == ["peach"]
