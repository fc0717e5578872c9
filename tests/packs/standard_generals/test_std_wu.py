"""吴 (the standard edition): 孙权, 甘宁, 吕蒙, 黄盖, 周瑜, 大乔, 陆逊, 孙尚香.

Each test's docstring quotes the text it checks (standard_generals/texts.toml).
"""

from __future__ import annotations

import pytest
from std_support import DISCARD, hand_of, has_option, index, skill_log, table

from sgs.core import IllegalAnswer, Place, Zone
from sgs.testing import Table

# ================================================================ 孙权


def test_zhiheng_discards_then_draws_as_many_once_per_turn() -> None:
    """制衡――出牌阶段，你可以弃掉任意数量的牌，然后摸取等量的牌。每回合限用一次。"""
    t = table("sun_quan", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦3").set_equip(0, "chitu ♥5")
    t.set_top("peach ♥3", "peach ♥4")
    t.start(seat=0, phase="play")
    t.use("skill:zhiheng", cards=["slash ♠7", "chitu ♥5"])
    assert sorted(t.hand(0)) == ["jink", "peach", "peach"]
    assert t.where("chitu ♥5") == DISCARD
    assert not has_option(t, "skill:zhiheng")


def _lord_dying(saver: str, roles: list[str] | None = None) -> Table:
    """Seat 1 brings the 1-HP 孙权 (seat 0) to dying; seat 2 holds a 桃."""
    t = table("sun_quan", "blank", saver, roles=roles)
    t.set_hp(0, 1).set_hand(1, "slash ♠7").set_hand(2, "peach ♥3")
    t.start(seat=1, phase="play")
    t.use("slash", targets=[0])
    t.expect("respond", seat=2, reason="dying")
    t.respond("peach", targets=[0])
    return t


def test_jiuyuan_a_wu_players_peach_recovers_one_more() -> None:
    """救援――主公技，锁定技，其他吴势力角色在你濒死状态下对你使用【桃】时，你额外回复1点体力。"""
    t = _lord_dying("gan_ning")
    assert t.hp(0) == 2
    assert skill_log(t, "jiuyuan", seat=0)


def test_jiuyuan_not_for_another_kingdoms_peach() -> None:
    """救援――其他吴势力角色 (a 群 player's 桃 recovers 1 as usual)"""
    t = _lord_dying("blank")
    assert t.hp(0) == 1 and not skill_log(t, "jiuyuan")


def test_jiuyuan_only_for_the_lord() -> None:
    """救援――主公技 (孙权 not the lord: 1 as usual)"""
    t = _lord_dying("gan_ning", roles=["rebel", "lord", "loyalist"])
    assert t.hp(0) == 1 and not skill_log(t, "jiuyuan")


# ================================================================ 甘宁, 吕蒙


def test_qixi_black_card_as_dismantlement() -> None:
    """奇袭――出牌阶段，你可以将你的任意黑色牌当【过河拆桥】使用。"""
    t = table("gan_ning", "blank")
    t.set_hand(0, "slash ♣2", "jink ♦2").set_hand(1, "jink ♦3")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:qixi", cards=["jink ♦2"], targets=[1])
    t.use("skill:qixi", cards=["slash ♣2"], targets=[1])
    assert t.where("jink ♦3") == DISCARD
    assert (t.log("use")[-1]["card"], t.log("use")[-1]["skill"]) == ("dismantlement", "qixi")


def test_keji_skips_the_discard_phase() -> None:
    """克己――若你于出牌阶段未使用或打出过任何一张【杀】，你可以跳过此回合的弃牌阶段。
    换言之，此回合手牌无上限。"""
    t = table("lv_meng", "blank")
    t.set_hp(0, 2).set_hand(0, "jink ♦2", "jink ♦3", "peach ♥3", "peach ♥4", "jink ♦4")
    t.start(seat=0, phase="play")
    t.end_play()
    t.expect("confirm", seat=0, reason="克己")
    t.yes()
    t.expect("play", seat=1)
    assert len(t.hand(0)) == 5


def test_keji_not_after_a_slash() -> None:
    """克己――若你于出牌阶段未使用……过任何一张【杀】 (he used one: he discards)"""
    t = table("lv_meng", "blank")
    t.set_hp(0, 2).set_hand(0, "slash ♠7", "jink ♦2", "jink ♦3", "peach ♥3", "jink ♦4")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.end_play()
    t.expect("cards", seat=0)


# ================================================================ 黄盖


def test_kurou_loses_one_hp_then_draws_two_repeatedly() -> None:
    """苦肉――出牌阶段，你可以失去1点体力，然后摸两张牌。每回合中，你可以多次使用苦肉。"""
    t = table("huang_gai", "blank")
    t.start(seat=0, phase="play")
    t.use("skill:kurou")
    assert t.hp(0) == 3 and len(t.hand(0)) == 2
    assert t.log("lose_hp")[-1]["seat"] == 0 and t.log("damage") == []
    t.use("skill:kurou")
    assert t.hp(0) == 2 and len(t.hand(0)) == 4
    assert has_option(t, "skill:kurou")


def test_kurou_at_one_hp_dying_first_then_draws() -> None:
    """苦肉――你可以失去1点体力，然后摸两张牌。(the last HP: dying first; saved, then he draws)"""
    t = table("huang_gai", "blank")
    t.set_hp(0, 1).set_hand(0, "peach ♥3")
    t.start(seat=0, phase="play")
    t.use("skill:kurou")
    t.expect("respond", seat=0, reason="dying")
    t.respond("peach", targets=[0])
    assert t.hp(0) == 1 and len(t.hand(0)) == 2
    saved = index(t, lambda r: r["t"] == "recover")
    drew = index(t, lambda r: r["t"] == "move" and r["reason"] == "kurou")
    assert saved < drew


def test_kurou_not_saved_no_draw() -> None:
    """苦肉――……然后摸两张牌。(he dies of it: nothing is drawn)"""
    t = table("huang_gai", "blank", "blank", roles=["rebel", "lord", "rebel"])
    t.set_hp(0, 1)
    t.start(seat=0, phase="play")
    t.use("skill:kurou")
    assert not t.game.p(0).alive
    assert not [r for r in t.log("move") if r["reason"] == "kurou"]


# ================================================================ 周瑜


def test_yingzi_draws_one_more() -> None:
    """英姿――摸牌阶段，你可以额外摸一张牌。"""
    t = table("zhou_yu", "blank")
    t.start(seat=0, phase="draw")
    t.expect("confirm", seat=0, reason="英姿")
    t.yes()
    assert len(t.hand(0)) == 3


def test_fanjian_wrong_suit_damages_then_they_gain_it() -> None:
    """反间――出牌阶段，你可以令另一名角色选择一种花色，抽取你的一张手牌并亮出，若此牌与所选
    花色不吻合，则你对该角色造成1点伤害。然后不论结果，该角色都获得此牌。每回合限用一次。"""
    t = table("zhou_yu", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦3")
    t.start(seat=0, phase="play")
    t.use("skill:fanjian", targets=[1])
    t.expect("option", seat=1, reason="fanjian")
    t.choose("heart")
    assert t.hp(1) == 3 and len(t.hand(1)) == 1 and len(t.hand(0)) == 1
    dmg = t.log("damage")[-1]
    assert (dmg["source"], dmg["target"]) == (0, 1)
    assert not has_option(t, "skill:fanjian")


# ================================================================ 大乔


def test_guose_diamond_card_as_indulgence() -> None:
    """国色――出牌阶段，你可以将你任意方块花色的牌当【乐不思蜀】使用。"""
    t = table("da_qiao", "blank")
    t.set_hand(0, "jink ♦3", "peach ♥3")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:guose", cards=["peach ♥3"], targets=[1])
    t.use("skill:guose", cards=["jink ♦3"], targets=[1])
    assert t.judge_area(1) == ["indulgence"]
    assert t.where("jink ♦3") == Place(Zone.JUDGE, 1)


def test_liuli_passes_the_slash_on() -> None:
    """流离――当你成为【杀】的目标时，你可以弃一张牌，并将此【杀】转移给你攻击范围内的另一名
    角色。（该角色不得是【杀】的使用者）"""
    t = table("blank", "da_qiao", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.expect("cards", seat=1, reason="流离")
    t.pick("peach ♥3")  # seat 2 is the only one it can go to
    assert t.hp(2) == 3 and t.hp(1) == 3
    assert t.log("retarget")[-1]["new"] == 2


# ================================================================ 陆逊


def test_qianxun_not_a_target_of_snatch_or_indulgence() -> None:
    """谦逊――锁定技，你不能成为【顺手牵羊】和【乐不思蜀】的目标。"""
    t = table("blank", "lu_xun")
    t.set_hand(0, "snatch ♠3", "indulgence ♠6", "dismantlement ♠4").set_hand(1, "jink ♦3")
    t.start(seat=0, phase="play")
    for card in ("snatch ♠3", "indulgence ♠6"):
        with pytest.raises(IllegalAnswer):
            t.use(card, targets=[1])
    t.use("dismantlement ♠4", targets=[1])
    assert t.where("jink ♦3") == DISCARD


def test_lianying_draws_when_the_last_hand_card_goes() -> None:
    """连营――每当你失去最后一张手牌时，可立即摸一张牌。"""
    t = table("lu_xun", "blank")
    t.set_hand(0, "slash ♠7").set_top("peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=0, reason="连营")
    t.yes()
    assert t.where("peach ♥3") == hand_of(0)


# ================================================================ 孙尚香


def test_jieyin_both_recover() -> None:
    """结姻――出牌阶段，你可以弃两张手牌并选择一名受伤的男性角色：你和目标角色各回复1点体力。
    每回合限用一次。"""
    t = table("sun_shangxiang", "blank", "blank_f")
    t.set_hp(0, 2).set_hp(1, 2).set_hp(2, 2)
    t.set_hand(0, "jink ♦3", "jink ♦4", "slash ♠7", "slash ♠8")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):  # a woman
        t.use("skill:jieyin", cards=["jink ♦3", "jink ♦4"], targets=[2])
    t.use("skill:jieyin", cards=["jink ♦3", "jink ♦4"], targets=[1])
    assert (t.hp(0), t.hp(1)) == (3, 3)
    assert not has_option(t, "skill:jieyin")


def test_jieyin_she_need_not_be_wounded() -> None:
    """结姻――使用结姻的条件是“有受伤的男性角色”，与你是否受伤无关。"""
    t = table("sun_shangxiang", "blank")
    t.set_hp(1, 2).set_hand(0, "jink ♦3", "jink ♦4")
    t.start(seat=0, phase="play")
    t.use("skill:jieyin", cards=["jink ♦3", "jink ♦4"], targets=[1])
    assert (t.hp(0), t.hp(1)) == (3, 3)


def test_xiaoji_draws_two_when_equipment_is_lost() -> None:
    """枭姬――当你失去一张装备区里的牌时，你可以立即摸两张牌。例如这些时机：受到【顺手牵羊】、
    【过河拆桥】等锦囊的影响以及自己替换装备时。"""
    t = table("blank", "sun_shangxiang")
    t.set_hand(0, "dismantlement ♠3").set_equip(1, "chitu ♥5")
    t.start(seat=0, phase="play")
    t.use("dismantlement", targets=[1])
    t.expect("confirm", seat=1, reason="枭姬")
    t.yes()
    assert t.equipment(1) == {} and len(t.hand(1)) == 2
