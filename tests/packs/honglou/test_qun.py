"""群 (seed 003, 4、群): 林黛玉, 史湘云, 柳湘莲, 蒋玉涵, 妙玉.

Each test's docstring quotes the seed line it checks.
"""

from __future__ import annotations

import pytest

from sgs.core import IllegalAnswer
from sgs.core.requests import ActRequest
from sgs.testing import Table


def _option(t: Table, prefix: str) -> list[str]:
    req = t.pending
    assert isinstance(req, ActRequest)
    return [o.key for o in req.options if o.key.startswith(prefix)]


def _skill_log(t: Table, skill: str) -> list[dict[str, object]]:
    return [r for r in t.log("skill") if r["skill"] == skill]


# ---------------------------------------------------------------- 急救


def test_jijiu_red_hand_card_saves_a_dying_player() -> None:
    """急救――除自己的回合外，可以将任意红色牌当【药】使用。(hand card, someone dying)"""
    t = Table("blank", "lin_daiyu", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "slash ♥10").set_hp(2, 1)
    t.start(seat=0, phase="play")
    t.use("slash", targets=[2])
    # seat 0 has nothing to save with: 林黛玉 is asked next
    t.expect("respond", seat=1)
    t.respond("skill:jijiu", cards=["slash ♥10"], targets=[2])
    assert t.hp(2) == 1 and t.game.p(2).alive
    assert t.hand(1) == []
    assert _skill_log(t, "jijiu")
    used = [r for r in t.log("use") if r["card"] == "peach"]
    assert used and used[-1]["skill"] == "jijiu" and used[-1]["targets"] == [2]


def test_jijiu_red_equipment_card() -> None:
    """急救――……可以将任意红色牌当【药】使用。(a red card in the equipment area counts)"""
    t = Table("blank", "lin_daiyu", "blank")
    t.set_hand(0, "slash ♠7").set_equip(1, "chitu ♥5").set_hp(2, 1)
    t.start(seat=0, phase="play")
    t.use("slash", targets=[2])
    t.expect("respond", seat=1)
    t.respond("skill:jijiu", cards=["chitu ♥5"], targets=[2])
    assert t.hp(2) == 1
    assert t.equipment(1) == {}
    assert "chitu" in t.discard_names()


def test_jijiu_saves_herself_outside_her_turn() -> None:
    """急救――除自己的回合外……当【药】使用。(her own rescue in another's turn)"""
    t = Table("blank", "lin_daiyu")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2").set_hp(1, 1)
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.expect("respond", seat=1)
    t.pass_()  # no 闪: she is hit, then dying
    t.expect("respond", seat=1)
    t.respond("skill:jijiu", cards=["jink ♦2"], targets=[1])
    assert t.hp(1) == 1


def test_jijiu_only_red_cards() -> None:
    """急救――……可以将任意红色牌当【药】使用。(a black card is not offered)"""
    t = Table("blank", "lin_daiyu", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "slash ♠8", "jink ♦2").set_hp(2, 1)
    t.start(seat=0, phase="play")
    t.use("slash", targets=[2])
    req = t.expect("respond", seat=1)
    assert isinstance(req, ActRequest)
    (opt,) = [o for o in req.options if o.key == "skill:jijiu:peach"]
    names = {t.game.card(c).name for c in opt.selectable_cards(())}
    assert names == {"jink"}
    with pytest.raises(IllegalAnswer):
        t.respond("skill:jijiu", cards=["slash ♠8"], targets=[2])


def test_jijiu_not_in_her_own_turn() -> None:
    """急救――除自己的回合外……(in her own turn her red cards are no 药)"""
    t = Table("lin_daiyu", "blank", "blank")
    t.set_hand(0, "slash ♠7", "jink ♥2").set_hp(1, 1)
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    # no one can save seat 1: 林黛玉 is not even asked
    assert not t.game.p(1).alive
    assert not _skill_log(t, "jijiu")
    assert "jink" in t.hand(0)


# ---------------------------------------------------------------- 葬花


def test_zanghua_discard_a_hand_card_a_player_recovers() -> None:
    """葬花――出牌阶段，可以主动弃掉一张手牌，令任一目标角色回复1点体力。"""
    t = Table("lin_daiyu", "blank")
    t.set_hand(0, "slash ♠7").set_hp(1, 2)
    t.start(seat=0, phase="play")
    t.use("skill:zanghua", cards=["slash ♠7"], targets=[1])
    assert t.hp(1) == 3
    assert t.hand(0) == [] and t.discard_names() == ["slash"]
    assert _skill_log(t, "zanghua")


def test_zanghua_on_herself() -> None:
    """葬花――……令任一目标角色回复1点体力。(任一: she may choose herself)"""
    t = Table("lin_daiyu", "blank")
    t.set_hand(0, "slash ♠7").set_hp(0, 1)
    t.start(seat=0, phase="play")
    t.use("skill:zanghua", cards=["slash ♠7"], targets=[0])
    assert t.hp(0) == 2


def test_zanghua_once_per_turn() -> None:
    """葬花――……每回合限用一次。"""
    t = Table("lin_daiyu", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦2").set_hp(0, 1).set_hp(1, 1)
    t.start(seat=0, phase="play")
    assert _option(t, "skill:zanghua")
    t.use("skill:zanghua", cards=["slash ♠7"], targets=[1])
    assert not _option(t, "skill:zanghua")
    with pytest.raises(IllegalAnswer):
        t.use("skill:zanghua", cards=["jink ♦2"], targets=[0])


def test_zanghua_needs_a_wounded_target() -> None:
    """葬花――……令任一目标角色回复1点体力。(our reading: the target must be wounded,
    else the discard does nothing; with nobody wounded the skill is not offered)"""
    t = Table("lin_daiyu", "blank", "blank")
    t.set_hand(0, "slash ♠7").set_hp(2, 3)
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:zanghua", cards=["slash ♠7"], targets=[1])
    t.use("skill:zanghua", cards=["slash ♠7"], targets=[2])
    assert t.hp(2) == 4

    t2 = Table("lin_daiyu", "blank")
    t2.set_hand(0, "slash ♠7")
    t2.start(seat=0, phase="play")
    assert not _option(t2, "skill:zanghua")


def test_zanghua_hand_cards_only() -> None:
    """葬花――……可以主动弃掉一张手牌……(an equipment card cannot pay for it)"""
    t = Table("lin_daiyu", "blank")
    t.set_hand(0, "slash ♠7").set_equip(0, "chitu ♥5").set_hp(1, 2)
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:zanghua", cards=["chitu ♥5"], targets=[1])
    assert t.hp(1) == 2


# ---------------------------------------------------------------- 醉卧


def test_zuiwo_slash_needs_two_jinks() -> None:
    """醉卧――锁定技，使用【杀】时，目标角色需连续使用两张【闪】才能抵消"""
    t = Table("shi_xiangyun", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2", "jink ♦3")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.respond("jink ♦2")
    t.expect("respond", seat=1)
    t.respond("jink ♦3")
    assert t.hp(1) == 4
    assert _skill_log(t, "zuiwo")


def test_zuiwo_a_single_jink_is_used_in_vain() -> None:
    """若对方只有一张【闪】或【杀】则即便使用（打出）了也无效。(闪 against her 杀)"""
    t = Table("shi_xiangyun", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.respond("jink ♦2")
    assert t.hp(1) == 3
    assert t.hand(1) == [] and "jink" in t.discard_names()


def test_zuiwo_not_on_a_slash_against_her() -> None:
    """醉卧――锁定技，使用【杀】时……(only her own 杀; one 闪 still answers a 杀 on her)"""
    t = Table("blank", "shi_xiangyun")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.respond("jink ♦2")
    assert t.hp(1) == 4


def test_zuiwo_duel_she_uses_opponent_plays_two_slashes() -> None:
    """醉卧――……进行【决斗】的角色每次需连续打出两张【杀】。(her 决斗)"""
    t = Table("shi_xiangyun", "blank")
    t.set_hand(0, "duel ♠A", "slash ♠7").set_hand(1, "slash ♠8", "slash ♠9")
    t.start(seat=0, phase="play")
    t.use("duel", targets=[1])
    t.expect("respond", seat=1)
    t.respond("slash ♠8")
    t.expect("respond", seat=1)  # a second 杀 for the same round
    t.respond("slash ♠9")
    t.expect("respond", seat=0)  # she needs only one
    t.respond("slash ♠7")
    # seat 1 has no 杀 left: it takes the damage
    assert t.hp(1) == 3 and t.hp(0) == 4


def test_zuiwo_duel_single_slash_is_played_in_vain() -> None:
    """若对方只有一张【闪】或【杀】则即便使用（打出）了也无效。(杀 in her 决斗)"""
    t = Table("shi_xiangyun", "blank")
    t.set_hand(0, "duel ♠A").set_hand(1, "slash ♠8")
    t.start(seat=0, phase="play")
    t.use("duel", targets=[1])
    t.respond("slash ♠8")
    assert t.hp(1) == 3 and t.hp(0) == 4
    assert t.hand(1) == [] and "slash" in t.discard_names()


def test_zuiwo_duel_used_on_her() -> None:
    """醉卧――……进行【决斗】的角色每次需连续打出两张【杀】。(a 决斗 used on her)"""
    t = Table("blank", "shi_xiangyun")
    t.set_hand(0, "duel ♠A", "slash ♠8").set_hand(1, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("duel", targets=[1])
    t.expect("respond", seat=1)
    t.respond("slash ♠7")  # one is enough for her
    t.expect("respond", seat=0)
    t.respond("slash ♠8")  # the user needs two and has one: in vain
    assert t.hp(0) == 3 and t.hp(1) == 4
    assert t.hand(0) == []


# ---------------------------------------------------------------- 马术


def test_mashu_distance_minus_one() -> None:
    """马术――锁定技，始终可视为装备有一匹-1马。"""
    t = Table("liu_xianglian", "blank", "blank", "blank", "blank", "blank")
    g = t.start(seat=0, phase="play")
    assert g.distance(0, 3) == 2 and g.distance(0, 2) == 1 and g.distance(0, 1) == 1
    # others' distance to him is unchanged
    assert g.distance(3, 0) == 3 and g.distance(2, 0) == 2


def test_mashu_slash_reaches_further() -> None:
    """马术――锁定技，始终可视为装备有一匹-1马。(a 杀 reaches a player two seats away)"""
    t = Table("liu_xianglian", "blank", "blank", "blank", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[2])
    t.no()  # 冷面 not used
    assert t.hp(2) == 3

    t2 = Table("blank", "blank", "blank", "blank", "blank")
    t2.set_hand(0, "slash ♠7")
    t2.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t2.use("slash", targets=[2])


def test_mashu_stacks_with_a_real_minus_one_horse() -> None:
    """马术的效果与装备－1马时效果一样，但仍然可以装备一匹－1马。"""
    t = Table("liu_xianglian", "blank", "blank", "blank", "blank", "blank")
    t.set_hand(0, "chitu ♥5")
    g = t.start(seat=0, phase="play")
    t.use("chitu")  # he may still equip a −1 horse
    assert t.equipment(0) == {"-1": "chitu"}
    assert g.distance(0, 3) == 1 and g.distance(0, 2) == 1


# ---------------------------------------------------------------- 冷面


def test_lengmian_red_judgment_cannot_be_dodged() -> None:
    """冷面――当使用【杀】指定一名角色为目标后，可以进行判定，若结果为红色，此【杀】不可被闪避。"""
    t = Table("liu_xianglian", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2").set_top("peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.expect("confirm", seat=0)
    t.yes()
    assert t.hp(1) == 3
    assert t.hand(1) == ["jink"]  # never asked for a 闪
    judge = t.log("judge")[-1]
    assert (judge["seat"], judge["name"], judge["reason"]) == (0, "peach", "lengmian")


def test_lengmian_black_judgment_can_be_dodged() -> None:
    """冷面――……若结果为红色，此【杀】不可被闪避。(black: the 杀 can still be dodged)"""
    t = Table("liu_xianglian", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2").set_top("slash ♣2")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.yes()
    t.expect("respond", seat=1)
    t.respond("jink")
    assert t.hp(1) == 4


def test_lengmian_is_optional() -> None:
    """冷面――……可以进行判定……(he may decline: no judgment)"""
    t = Table("liu_xianglian", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2").set_top("peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.no()
    t.expect("respond", seat=1)
    t.respond("jink")
    assert t.hp(1) == 4
    assert not t.log("judge") and not _skill_log(t, "lengmian")


# ---------------------------------------------------------------- 优伶


def test_youling_jink_used_as_slash() -> None:
    """优伶――可以将手牌的……【闪】当【杀】使用……"""
    t = Table("jiang_yuhan", "blank")
    t.set_hand(0, "jink ♦2")
    t.start(seat=0, phase="play")
    t.use("skill:youling:slash", cards=["jink ♦2"], targets=[1])
    assert t.hp(1) == 3
    use = [r for r in t.log("use") if r["seat"] == 0][-1]
    assert (use["card"], use["skill"], use["suit"]) == ("slash", "youling", "diamond")


def test_youling_slash_from_jink_counts_against_the_limit() -> None:
    """优伶――……【闪】当【杀】使用……(it is a 杀: one per play phase)"""
    t = Table("jiang_yuhan", "blank")
    t.set_hand(0, "jink ♦2", "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("skill:youling:slash", cards=["jink ♦2"], targets=[1])
    t.expect("play", seat=0)
    assert not _option(t, "skill:youling")
    with pytest.raises(IllegalAnswer):
        t.use("slash ♠7", targets=[1])


def test_youling_slash_used_as_jink() -> None:
    """优伶――可以将手牌的【杀】当【闪】……使用……"""
    t = Table("blank", "jiang_yuhan")
    t.set_hand(0, "slash ♠7").set_hand(1, "slash ♠8")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.respond("skill:youling:jink", cards=["slash ♠8"])
    assert t.hp(1) == 4 and t.hand(1) == []


def test_youling_jink_played_as_slash() -> None:
    """优伶――……【闪】当【杀】……打出。(to 南蛮入侵)"""
    t = Table("blank", "jiang_yuhan")
    t.set_hand(0, "savage_assault ♠7").set_hand(1, "jink ♦2")
    t.start(seat=0, phase="play")
    t.use("savage_assault")
    t.expect("respond", seat=1)
    t.respond("skill:youling:slash", cards=["jink ♦2"])
    assert t.hp(1) == 4
    played = t.log("respond")[-1]
    assert (played["card"], played["skill"]) == ("slash", "youling")


def test_youling_slash_played_as_jink() -> None:
    """优伶――……【杀】当【闪】……打出。(to 万箭齐发)"""
    t = Table("blank", "jiang_yuhan")
    t.set_hand(0, "archery_attack ♥A").set_hand(1, "slash ♠8")
    t.start(seat=0, phase="play")
    t.use("archery_attack")
    t.expect("respond", seat=1)
    t.respond("skill:youling:jink", cards=["slash ♠8"])
    assert t.hp(1) == 4


def test_youling_hand_cards_only_and_only_the_swap() -> None:
    """优伶――可以将手牌的【杀】当【闪】、【闪】当【杀】……(a 药 is neither)"""
    t = Table("jiang_yuhan", "blank")
    t.set_hand(0, "peach ♥3", "jink ♦2")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:youling:slash", cards=["peach ♥3"], targets=[1])
    assert t.hp(1) == 4


# ---------------------------------------------------------------- 克己


def _miao_yu_table(*hand: str) -> Table:
    t = Table("miao_yu", "blank")
    t.set_hand(0, *hand)
    return t


def test_keji_skips_the_discard_phase() -> None:
    """克己――若于出牌阶段未使用或打出过任何一张【杀】，可以跳过此回合的弃牌阶段。"""
    t = _miao_yu_table("jink ♦2", "jink ♦3", "peach ♥3", "peach ♥4", "jink ♦4", "jink ♦5")
    t.start(seat=0, phase="play")
    t.end_play()
    t.expect("confirm", seat=0)
    t.yes()
    assert any(r["phase"] == "discard" and r["seat"] == 0 for r in t.log("phase_skipped"))
    assert _skill_log(t, "keji")


def test_keji_hand_has_no_limit_this_turn() -> None:
    """换言之，此回合手牌无上限。"""
    t = _miao_yu_table("jink ♦2", "jink ♦3", "peach ♥3", "peach ♥4", "jink ♦4", "jink ♦5")
    t.set_hp(0, 2)
    t.start(seat=0, phase="play")
    t.end_play()
    t.yes()
    t.expect("play", seat=1)  # her turn is over
    assert len(t.hand(0)) == 6


def test_keji_declined_discards_as_usual() -> None:
    """克己――……可以跳过此回合的弃牌阶段。(she may decline)"""
    t = _miao_yu_table("jink ♦2", "jink ♦3", "peach ♥3", "peach ♥4", "jink ♦4", "jink ♦5")
    t.start(seat=0, phase="play")
    t.end_play()
    t.no()
    t.expect("cards", seat=0)
    t.pick("jink ♦2", "jink ♦3")
    assert len(t.hand(0)) == 4


def test_keji_not_after_using_a_slash() -> None:
    """克己――若于出牌阶段未使用……过任何一张【杀】……(she used one: no skipping)"""
    t = _miao_yu_table("slash ♠7", "jink ♦2", "jink ♦3", "peach ♥3", "peach ♥4", "jink ♦4")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.end_play()
    t.expect("cards", seat=0)  # the discard phase, no 克己 question
    assert not _skill_log(t, "keji")


def test_keji_not_after_playing_a_slash_in_a_duel() -> None:
    """克己――若于出牌阶段未……打出过任何一张【杀】……(打出 in her 决斗 counts)"""
    t = _miao_yu_table("duel ♠A", "slash ♠7", "jink ♦2", "jink ♦3", "peach ♥3", "peach ♥4",
                       "jink ♦4")
    t.set_hand(1, "slash ♠8")
    t.start(seat=0, phase="play")
    t.use("duel", targets=[1])
    t.respond("slash ♠8")
    t.expect("respond", seat=0)
    t.respond("slash ♠7")
    assert t.hp(1) == 3
    t.end_play()
    t.expect("cards", seat=0)
    assert not _skill_log(t, "keji")


def test_keji_slash_played_outside_her_play_phase_does_not_count() -> None:
    """克己――若于出牌阶段未使用或打出过……(a 杀 打出 to 南蛮入侵 in another turn)"""
    t = Table("blank", "miao_yu")
    t.set_hand(0, "savage_assault ♠7").set_hand(1, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("savage_assault")
    t.respond("slash ♠7")
    t.end_play()
    # her turn: start, judge, draw, play
    t.expect("play", seat=1)
    t.end_play()
    t.expect("confirm", seat=1)
    assert t.pending.prompt == "skill.keji.ask"


def test_keji_when_the_play_phase_was_skipped() -> None:
    """克己――若于出牌阶段未使用或打出过任何一张【杀】 (no play phase at all, under 乐不思蜀:
    no 杀 was used, she may skip) (needs 乐不思蜀)"""
    t = _miao_yu_table("slash ♠7", "jink ♦2", "jink ♦3", "peach ♥3", "peach ♥4")
    t.set_judge(0, "indulgence ♠6").set_top("slash ♣2")
    t.start(seat=0, phase="judge")
    t.expect("confirm", seat=0)
    assert t.pending.prompt == "skill.keji.ask"
    assert not [r for r in t.log("phase") if r["seat"] == 0 and r["phase"] == "play"]
    t.yes()
    t.expect("play", seat=1)
    assert len(t.hand(0)) == 7
