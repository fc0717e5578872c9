"""蜀 (the standard edition): 刘备, 关羽, 张飞, 诸葛亮, 赵云, 马超, 黄月英.

Each test's docstring quotes the text it checks (standard_generals/texts.toml).
"""

from __future__ import annotations

import pytest
from std_support import DISCARD, finish_turn, hand_of, has_option, index, skill_log, table

from sgs.core import IllegalAnswer, Zone
from sgs.core.view import log_for

# ================================================================ 刘备: 仁德


def test_rende_gives_two_cards_and_recovers() -> None:
    """仁德――出牌阶段，你可以将任意数量的手牌以任意分配方式交给其他角色，若你给出的牌张数不少于
    两张时，你回复1点体力。"""
    t = table("liu_bei", "blank")
    t.set_hp(0, 3).set_hand(0, "slash ♠7", "jink ♦3", "peach ♥3")
    t.start(seat=0, phase="play")
    t.use("skill:rende", cards=["slash ♠7", "jink ♦3"], targets=[1])
    assert sorted(t.hand(1)) == ["jink", "slash"]
    assert t.hp(0) == 4
    t.expect("play", seat=0)


def test_rende_shared_out_over_several_uses_recovers_once() -> None:
    """仁德――……以任意分配方式交给其他角色，若你给出的牌张数不少于两张时，你回复1点体力。
    (one card to each of two players: the second reaches two; more cards recover no more)"""
    t = table("liu_bei", "blank", "blank")
    t.set_hp(0, 2).set_hand(0, "slash ♠7", "jink ♦3", "peach ♥3", "jink ♦4")
    t.start(seat=0, phase="play")
    t.use("skill:rende", cards=["slash ♠7"], targets=[1])
    assert t.hp(0) == 2
    t.use("skill:rende", cards=["jink ♦3"], targets=[2])
    assert t.hp(0) == 3
    t.use("skill:rende", cards=["jink ♦4", "peach ♥3"], targets=[1])
    assert t.hp(0) == 3
    assert sorted(t.hand(1)) == ["jink", "peach", "slash"] and t.hand(2) == ["jink"]


def test_rende_the_count_starts_again_next_turn() -> None:
    """仁德――若你给出的牌张数不少于两张时 (counted within one play phase)"""
    t = table("liu_bei", "blank")
    t.set_hp(0, 2).set_hand(0, "slash ♠7", "jink ♦3")
    t.start(seat=0, phase="play")
    t.use("skill:rende", cards=["slash ♠7"], targets=[1])
    finish_turn(t)  # seat 1's turn
    finish_turn(t)  # seat 0's next turn
    t.expect("play", seat=0)
    t.use("skill:rende", cards=["jink ♦3"], targets=[1])
    assert t.hp(0) == 2


def test_rende_the_receiver_cannot_refuse_and_only_they_see_the_cards() -> None:
    """仁德――分出的牌，对方无法拒绝。(no question to the receiver; a third player does not
    see which cards were given)"""
    t = table("liu_bei", "blank", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦3")
    g = t.start(seat=0, phase="play")
    t.use("skill:rende", cards=["slash ♠7"], targets=[1])
    t.expect("play", seat=0)
    gift = [r for r in log_for(g, 2) if r["t"] == "move" and r["reason"] == "rende"]
    assert gift and all(c is None for r in gift for c in r["cards"])
    mine = [r for r in log_for(g, 1) if r["t"] == "move" and r["reason"] == "rende"]
    assert [c for r in mine for c in r["cards"]] == [t.find("slash ♠7")]


def test_rende_gives_to_others_only() -> None:
    """仁德――……交给其他角色"""
    t = table("liu_bei", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:rende", cards=["slash ♠7"], targets=[0])
    with pytest.raises(IllegalAnswer):
        t.use("skill:rende", cards=[], targets=[1])


# ================================================================ 刘备: 激将


def test_jijiang_a_shu_player_plays_the_slash_for_the_lord() -> None:
    """激将――主公技，当你需要使用（或打出）一张【杀】时，你可以发动激将。所有蜀势力角色按行动
    顺序依次选择是否打出“提供”一张【杀】 (打出 for 南蛮入侵)"""
    t = table("liu_bei", "guan_yu", "blank")
    t.set_hand(1, "slash ♠8").set_hand(2, "savage_assault ♠7")
    t.start(seat=2, phase="play")
    t.use("savage_assault")
    t.expect("confirm", seat=0, reason="激将")
    t.yes()
    t.expect("respond", seat=1, reason="jijiang")
    t.respond("slash ♠8")
    assert t.hp(0) == 4
    lord = [r for r in t.log("respond") if r["seat"] == 0]
    assert lord and (lord[-1]["card"], lord[-1]["skill"]) == ("slash", "jijiang")
    assert t.hp(1) == 3  # 关羽 gave his 杀 away and is hit himself


def test_jijiang_in_the_play_phase_the_lord_uses_the_slash() -> None:
    """激将――当你需要使用……一张【杀】时 (in his play phase: the targets first, then the
    helpers are asked; the 杀 provided is his, on those targets)"""
    t = table("liu_bei", "zhang_fei", "blank")
    t.set_hand(1, "slash ♥10")
    t.start(seat=0, phase="play")
    t.use("skill:jijiang", targets=[2])
    t.expect("respond", seat=1, reason="jijiang")
    t.respond("slash ♥10")
    assert t.hp(2) == 3
    use = [r for r in t.log("use") if r["card"] == "slash"][-1]
    assert (use["seat"], use["targets"], use["skill"], use["suit"]) == (0, [2], "jijiang", "heart")
    dmg = t.log("damage")[-1]
    assert (dmg["source"], dmg["target"]) == (0, 2)


def test_jijiang_slash_counts_against_the_lords_limit() -> None:
    """激将――……一张【杀】 (the 杀 provided is the lord's one 杀 of the phase)"""
    t = table("liu_bei", "zhang_fei", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "slash ♥10", "slash ♠8")
    t.start(seat=0, phase="play")
    t.use("skill:jijiang", targets=[2])
    t.respond("slash ♥10")
    t.expect("play", seat=0)
    assert not has_option(t, "skill:jijiang")
    with pytest.raises(IllegalAnswer):
        t.use("slash ♠7", targets=[2])


def test_jijiang_nobody_provides_then_not_offered_again_that_phase() -> None:
    """激将――……直到有一名角色或没有任何角色决定如此做时为止。(nobody did: no 杀; [choice]
    激将 is not offered again in that play phase)"""
    t = table("liu_bei", "zhang_fei", "blank")
    t.set_hand(1, "slash ♥10")
    t.start(seat=0, phase="play")
    t.use("skill:jijiang", targets=[2])
    t.expect("respond", seat=1)
    t.pass_()
    t.expect("play", seat=0)
    assert t.hp(2) == 4 and t.hand(1) == ["slash"]
    assert not has_option(t, "skill:jijiang")


def test_jijiang_targets_in_the_lords_attack_range() -> None:
    """激将――当你需要使用……一张【杀】时 (a 杀 of his: a target in his attack range)"""
    t = table("liu_bei", "zhang_fei", "blank", "blank")
    t.set_hand(1, "slash ♥10")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:jijiang", targets=[2])  # distance 2, range 1
    t.use("skill:jijiang", targets=[3])
    t.respond("slash ♥10")
    assert t.hp(3) == 3


def test_jijiang_black_slash_provided_is_stopped_by_renwang_shield() -> None:
    """激将――打出“提供”一张【杀】 ([choice] the 杀 keeps the provided card's colour: a black
    one has no effect on 仁王盾, a red one does)"""
    for card, hurt in (("slash ♠8", False), ("slash ♥10", True)):
        t = table("liu_bei", "zhang_fei", "blank")
        t.set_hand(1, card).set_equip(2, "renwang_shield ♣2")
        t.start(seat=0, phase="play")
        t.use("skill:jijiang", targets=[2])
        t.respond(card)
        assert t.hp(2) == (3 if hurt else 4), card


def test_jijiang_only_shu_players_and_only_for_the_lord() -> None:
    """激将――主公技……所有蜀势力角色 (no 蜀 helper, or 刘备 not the lord: not offered)"""
    t = table("liu_bei", "blank", "blank")
    t.set_hand(1, "slash ♥10")
    t.start(seat=0, phase="play")
    assert not has_option(t, "skill:jijiang")
    t2 = table("liu_bei", "zhang_fei", "blank", roles=["loyalist", "rebel", "lord"])
    t2.set_hand(1, "slash ♥10")
    t2.start(seat=0, phase="play")
    assert not has_option(t2, "skill:jijiang")


# ================================================================ 关羽


def test_wusheng_red_card_used_as_slash() -> None:
    """武圣――你可以将你的任意一张红色牌当【杀】使用或打出。"""
    t = table("guan_yu", "blank")
    t.set_hand(0, "peach ♥3")
    t.start(seat=0, phase="play")
    t.use("skill:wusheng", cards=["peach ♥3"], targets=[1])
    assert t.hp(1) == 3
    use = t.log("use")[-1]
    assert (use["card"], use["skill"], use["suit"]) == ("slash", "wusheng", "heart")


def test_wusheng_red_card_played_as_slash_and_equipment_too() -> None:
    """武圣――你可以将你的任意一张红色牌当【杀】使用或打出。(打出 for 南蛮入侵; an equipped
    red card)"""
    t = table("guan_yu", "blank")
    t.set_equip(0, "chitu ♥5").set_hand(1, "savage_assault ♠7")
    t.start(seat=1, phase="play")
    t.use("savage_assault")
    t.expect("respond", seat=0)
    t.respond("skill:wusheng", cards=["chitu ♥5"])
    assert t.hp(0) == 4 and t.equipment(0) == {}


def test_wusheng_not_a_black_card() -> None:
    """武圣――红色牌 (a black card cannot)"""
    t = table("guan_yu", "blank")
    t.set_hand(0, "jink ♦3", "duel ♠A")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:wusheng", cards=["duel ♠A"], targets=[1])


def test_wusheng_not_the_red_weapon_whose_range_it_needs() -> None:
    """武圣――若同时用到当前装备的红色装备效果时，不可把这张装备牌当【杀】来使用或打出。"""
    t = table("guan_yu", "blank", "blank", "blank", "blank")
    t.set_equip(0, "kylin_bow ♥5").set_hand(0, "jink ♦3")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):  # distance 2: only the bow's range 5 reaches
        t.use("skill:wusheng", cards=["kylin_bow ♥5"], targets=[2])
    t.use("skill:wusheng", cards=["jink ♦3"], targets=[2])
    assert t.hp(2) == 3


# ================================================================ 张飞


def test_paoxiao_any_number_of_slashes() -> None:
    """咆哮――出牌阶段，你可以使用任意数量的【杀】。"""
    t = table("zhang_fei", "blank")
    t.set_hand(0, "slash ♠7", "slash ♠8", "slash ♠9")
    t.start(seat=0, phase="play")
    for spec in ("slash ♠7", "slash ♠8", "slash ♠9"):
        t.use(spec, targets=[1])
    assert t.hp(1) == 1


# ================================================================ 诸葛亮


def test_guanxing_arranges_the_top_cards() -> None:
    """观星――回合开始阶段，你可以观看牌堆顶的X张牌（X为存活角色的数量且最多为5），将其中任意
    数量的牌以任意顺序置于牌堆顶，其余以任意顺序置于牌堆底。"""
    t = table("zhuge_liang", "blank", "blank")
    t.set_top("slash ♠7", "jink ♦3", "peach ♥3")
    g = t.start(seat=0, phase="start")
    t.expect("confirm", seat=0, reason="观星")
    t.yes()
    req = t.expect("arrange", seat=0)
    slash, jink, peach = t.find("slash ♠7"), t.find("jink ♦3"), t.find("peach ♥3")
    assert sorted(req.cards) == sorted([slash, jink, peach])  # type: ignore[attr-defined]
    t.choose(((peach, slash), (jink,)))
    assert g.draw_pile[-1] == jink
    t.expect("play", seat=0)  # the draw phase drew the two put on top
    assert sorted(t.hand(0)) == ["peach", "slash"]


def test_guanxing_at_most_five() -> None:
    """观星――X为存活角色的数量且最多为5"""
    t = table("zhuge_liang", *["blank"] * 6)
    t.start(seat=0, phase="start")
    t.yes()
    req = t.expect("arrange", seat=0)
    assert len(req.cards) == 5  # type: ignore[attr-defined]


def test_guanxing_counts_only_living_players() -> None:
    """观星――X为存活角色的数量 (a dead player does not count)"""
    t = table("zhuge_liang", "blank", "blank", "blank")
    t.set_hand(0, "slash ♠7").set_hp(3, 1)
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[3])
    assert not t.game.p(3).alive
    t.end_play()
    t.until("confirm", seat=0, reason="观星")  # 诸葛亮's next start phase
    t.yes()
    req = t.expect("arrange", seat=0)
    assert len(req.cards) == 3  # type: ignore[attr-defined]


def test_kongcheng_no_hand_no_slash_or_duel_target() -> None:
    """空城――锁定技，当你没有手牌时，你不能成为【杀】或【决斗】的目标。"""
    t = table("blank", "zhuge_liang")
    t.set_hand(0, "slash ♠7", "duel ♠A", "dismantlement ♠3").set_equip(1, "chitu ♥5")
    t.start(seat=0, phase="play")
    for card in ("slash ♠7", "duel ♠A"):
        with pytest.raises(IllegalAnswer):
            t.use(card, targets=[1])
    t.use("dismantlement ♠3", targets=[1])  # other cards still may
    assert t.equipment(1) == {}


def test_kongcheng_with_a_hand_card_he_can_be_targeted() -> None:
    """空城――当你没有手牌时 (with a hand card he can be)"""
    t = table("blank", "zhuge_liang")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 2


def test_kongcheng_a_duel_under_way_still_hurts() -> None:
    """空城――当你在【决斗】过程中没有手牌无法打出【杀】时，仍然会受到【决斗】的伤害。"""
    t = table("blank", "zhuge_liang")
    t.set_hand(0, "duel ♠A", "slash ♠7").set_hand(1, "slash ♠8")
    t.start(seat=0, phase="play")
    t.use("duel ♠A", targets=[1])
    t.respond("slash ♠8")
    t.expect("respond", seat=0)
    t.respond("slash ♠7")
    assert t.hp(1) == 2 and t.hand(1) == []


# ================================================================ 赵云


def test_longdan_jink_as_slash_and_slash_as_jink() -> None:
    """龙胆――你可以将你手牌的【杀】当【闪】、【闪】当【杀】使用或打出。"""
    t = table("zhao_yun", "blank")
    t.set_hand(0, "jink ♦3").set_hand(1, "slash ♠7", "slash ♠8")
    t.start(seat=0, phase="play")
    t.use("skill:longdan", cards=["jink ♦3"], targets=[1])
    assert t.hp(1) == 3
    assert t.log("use")[-1]["skill"] == "longdan"
    t2 = table("blank", "zhao_yun")
    t2.set_hand(0, "slash ♠7").set_hand(1, "slash ♠8")
    t2.start(seat=0, phase="play")
    t2.use("slash ♠7", targets=[1])
    t2.respond("skill:longdan", cards=["slash ♠8"])
    assert t2.hp(1) == 4


# ================================================================ 马超


def test_mashu_counts_as_a_minus_one_horse() -> None:
    """马术――锁定技，你始终视为装备有一匹－1马。马术的效果与装备－1马时效果一样，但仍然可以装备一匹
    －1马。"""
    t = table("ma_chao", "blank", "blank", "blank", "blank", "blank")
    g = t.start(seat=0, phase="play")
    assert g.distance(0, 2) == 1 and g.distance(0, 3) == 2 and g.distance(2, 0) == 2
    t2 = table("ma_chao", "blank", "blank", "blank", "blank", "blank")
    t2.set_equip(0, "chitu ♥5")
    g2 = t2.start(seat=0, phase="play")
    assert g2.distance(0, 3) == 1


def test_tieji_red_judgment_cannot_be_dodged() -> None:
    """铁骑――当你使用【杀】指定一名角色为目标后，你可以进行判定，若结果为红色，此【杀】不可被
    闪避。"""
    t = table("ma_chao", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦3").set_top("peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=0, reason="铁骑")
    t.yes()
    assert t.hp(1) == 3 and t.hand(1) == ["jink"]


def test_tieji_black_judgment_may_be_dodged() -> None:
    """铁骑――若结果为红色 (black: the target may use a 闪)"""
    t = table("ma_chao", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦3").set_top("slash ♣2")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.yes()
    t.expect("respond", seat=1)
    t.respond("jink ♦3")
    assert t.hp(1) == 4


# ================================================================ 黄月英


def test_jizhi_draws_before_the_trick_resolves() -> None:
    """集智――每当你使用一张非延时类锦囊时，（在它结算之前）你可以立即摸一张牌。"""
    t = table("huang_yueying", "blank")
    t.set_hand(0, "ex_nihilo ♥7").set_top("slash ♠7", "jink ♦3", "peach ♥3")
    t.start(seat=0, phase="play")
    t.use("ex_nihilo")
    t.expect("confirm", seat=0, reason="集智")
    t.yes()
    assert sorted(t.hand(0)) == ["jink", "peach", "slash"]
    first = index(t, lambda r: r["t"] == "move" and r["reason"] == "jizhi")
    assert t.game.log[first]["cards"] == [t.find("slash ♠7")]
    assert skill_log(t, "jizhi", seat=0)


def test_jizhi_not_for_a_delayed_trick() -> None:
    """集智――非延时类锦囊 (乐不思蜀 draws nothing)"""
    t = table("huang_yueying", "blank")
    t.set_hand(0, "indulgence ♠6")
    t.start(seat=0, phase="play")
    t.use("indulgence", targets=[1])
    t.expect("play", seat=0)
    assert t.hand(0) == [] and not skill_log(t, "jizhi")


def test_qicai_tricks_have_no_distance_limit() -> None:
    """奇才――你使用任何锦囊无距离限制。(顺手牵羊 at distance 2)"""
    t = table("huang_yueying", "blank", "blank", "blank")
    t.set_hand(0, "snatch ♠3").set_hand(2, "jink ♦3")
    t.start(seat=0, phase="play")
    t.use("snatch", targets=[2])
    t.expect("confirm", seat=0, reason="集智")
    t.no()
    assert t.where("jink ♦3") == hand_of(0)
    t2 = table("blank", "blank", "blank", "blank")
    t2.set_hand(0, "snatch ♠3").set_hand(2, "jink ♦3")
    t2.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t2.use("snatch", targets=[2])


def test_qicai_not_for_a_slash() -> None:
    """奇才――你使用任何锦囊无距离限制。(锦囊 only: a 杀 still needs the range)"""
    t = table("huang_yueying", "blank", "blank", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("slash ♠7", targets=[2])
    assert t.where("slash ♠7") == hand_of(0) and DISCARD.zone is Zone.DISCARD
