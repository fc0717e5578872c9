"""蜀 of the hegemony standard set (君临天下·标准, edition [M]): the 15 shu generals.

Each test's docstring quotes the skill's text (src/sgs/packs/hegemony/texts_shu.toml)
and checks its rule on a hegemony table.  A seat is a main and a deputy general;
``up`` lays them face up, ``down`` face down.  The 先驱 reward (the first reveal's
two cards) is off unless a test wants it.
"""

from __future__ import annotations

from typing import Any

import pytest

from sgs.core import Act, IllegalAnswer, Place, Zone
from sgs.core.events import DamageEvent
from sgs.core.generals import GeneralCard, Position
from sgs.core.requests import (
    ActRequest,
    ArrangeRequest,
    ChooseCardsRequest,
    ChoosePlayersRequest,
)
from sgs.packs import ruleset
from sgs.testing import Table

M, D = Position.MAIN, Position.DEPUTY
SHU = ("liu_bei", "guan_yu", "zhang_fei", "zhuge_liang", "zhao_yun", "ma_chao",
       "huang_yueying", "huang_zhong", "wei_yan", "pang_tong", "wolong", "liu_shan",
       "meng_huo", "zhu_rong", "gan_furen")


def up(main: str, deputy: str = "blank") -> list[GeneralCard]:
    return [GeneralCard(main, M, True), GeneralCard(deputy, D, True)]


def down(main: str, deputy: str = "blank") -> list[GeneralCard]:
    return [GeneralCard(main, M, False), GeneralCard(deputy, D, False)]


def table(*seats: list[GeneralCard], vanguard: bool = False, **kw: Any) -> Table:
    """A hegemony table of the hegemony set (its deck, the roster, the blank generals)."""
    return Table(*seats, pack="hegemony", mode="hegemony", options={"vanguard": vanguard},
                 **kw)


def skill_log(t: Table, skill: str) -> list[dict[str, Any]]:
    return [r for r in t.log("skill") if r["skill"] == skill]


def options(t: Table) -> list[str]:
    req = t.pending
    assert isinstance(req, ActRequest)
    return [o.key for o in req.options]


def damage_log(t: Table) -> list[dict[str, Any]]:
    return t.log("damage")


# ================================================================ the roster


def test_the_fifteen_shu_generals() -> None:
    """蜀: 阴阳鱼 as printed, gender, skills; companions symmetric and within the roster."""
    rs = ruleset("hegemony")
    hp = {"guan_yu": 5, "zhuge_liang": 3, "huang_yueying": 3, "pang_tong": 3, "wolong": 3,
          "liu_shan": 3, "gan_furen": 3}
    female = {"huang_yueying", "zhu_rong", "gan_furen"}
    for gid in SHU:
        g = rs.general(gid)
        assert g.kingdom == "shu" and g.hp == hp.get(gid, 4), gid
        assert (g.gender.value == "female") == (gid in female), gid
        for other in g.companions:
            assert gid in rs.general(other).companions, (gid, other)
            assert rs.general(other).kingdom == "shu"
    assert set(rs.general("liu_bei").companions) == {"guan_yu", "zhang_fei", "gan_furen"}
    assert set(rs.general("wolong").companions) == {"huang_yueying", "pang_tong"}
    assert rs.general("ma_chao").skills == ("mashu", "tieqi")


# ================================================================ 刘备 仁德


def test_rende_recovers_once_when_three_cards_are_given_in_the_phase() -> None:
    """仁德――出牌阶段，你可以将至少一张手牌交给一名角色，若你于此阶段内因发动“仁德”交给其他
    角色的手牌数不小于3，你回复1点体力（每阶段限一次）。"""
    t = table(up("liu_bei"), up("blank", "blank3"), up("blank", "blank3"))
    t.set_hp(0, 2).set_hand(0, "slash ♠7", "jink ♦2", "peach ♥4", "jink ♦3")
    t.start(seat=0, phase="play")
    t.use("skill:rende", cards=["slash ♠7", "jink ♦2"], targets=[1])
    assert t.hp(0) == 2
    t.use("skill:rende", cards=["peach ♥4"], targets=[2])
    assert t.hp(0) == 3
    t.use("skill:rende", cards=["jink ♦3"], targets=[1])
    assert t.hp(0) == 3
    assert sorted(t.hand(1)) == ["jink", "jink", "slash"] and t.hand(2) == ["peach"]
    with pytest.raises(IllegalAnswer):  # 交给……其他角色
        t.answer(Act("skill:rende", (), (0,)))


# ================================================================ 关羽 武圣, 张飞 咆哮


def test_wusheng_a_red_card_as_slash() -> None:
    """武圣――你可以将一张红色牌当【杀】使用或打出。"""
    t = table(up("guan_yu"), up("blank", "blank3"))
    t.set_hand(0, "peach ♥4", "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("skill:wusheng", cards=["peach ♥4"], targets=[1])
    assert t.hp(1) == 2
    use = t.log("use")[-1]
    assert use["card"] == "slash" and use["skill"] == "wusheng"
    with pytest.raises(IllegalAnswer):  # a black card is not
        t.use("skill:wusheng", cards=["slash ♠7"], targets=[1])


def test_paoxiao_any_number_of_slashes() -> None:
    """咆哮――你使用【杀】无次数限制。"""
    t = table(up("zhang_fei"), up("blank", "blank"))
    t.set_hand(0, "slash ♠7", "slash ♠8", "slash ♠9")
    t.start(seat=0, phase="play")
    for spec in ("slash ♠7", "slash ♠8", "slash ♠9"):
        t.use(spec, targets=[1])
    assert t.hp(1) == 1


# ================================================================ 诸葛亮 观星 空城


def test_guanxing_looks_at_as_many_cards_as_players_alive() -> None:
    """观星――准备阶段开始时，你可以观看牌堆顶的X张牌（X为全场角色数且至多为5）并改变其中任意
    数量的牌的顺序并将其余的牌置于牌堆底。"""
    t = table(up("zhuge_liang"), up("blank"), up("blank"))
    t.set_top("peach ♥4", "jink ♦2", "slash ♠7", "slash ♠8")
    t.start(seat=0, phase="start")
    t.expect("confirm", seat=0, reason="guanxing")
    t.yes()
    req = t.expect("arrange", seat=0, reason="guanxing")
    top3 = [t.find("peach ♥4"), t.find("jink ♦2"), t.find("slash ♠7")]
    assert isinstance(req, ArrangeRequest) and list(req.cards) == top3
    t.answer([[top3[2]], [top3[0], top3[1]]])
    assert t.game.draw_pile[-2:] == top3[:2]
    assert top3[2] in t.game.p(0).hand  # drawn first in the draw phase


def test_kongcheng_cancels_itself_as_target_of_slash_and_duel() -> None:
    """空城――锁定技，每当你成为【杀】或【决斗】的目标时，若你没有手牌，你取消自己。"""
    t = table(up("blank", "blank3"), up("zhuge_liang"))
    t.set_hand(0, "slash ♠7", "duel ♠A")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    assert t.log("use")[-1]["targets"] == [1]  # it was aimed at him
    assert t.hp(1) == 3 and not damage_log(t) and skill_log(t, "kongcheng")
    t.use("duel ♠A", targets=[1])
    assert t.hp(1) == 3 and not damage_log(t) and len(skill_log(t, "kongcheng")) == 2


def test_kongcheng_only_with_an_empty_hand() -> None:
    """空城――……若你没有手牌，你取消自己。"""
    t = table(up("blank", "blank3"), up("zhuge_liang"))
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥4")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 2 and not skill_log(t, "kongcheng")


def test_a_face_down_zhuge_liang_reveals_to_use_kongcheng() -> None:
    """空城 of a face-down 诸葛亮 (seed 001: 当暗置的武将牌发动技能时，将武将牌明置，然后发动
    相应的技能): he is asked whether to reveal; revealing cancels the 杀, and is the game's
    first reveal (先驱: he draws 2)."""
    t = table(up("blank", "blank3"), down("zhuge_liang", "huang_yueying"), vanguard=True)
    t.set_hand(0, "slash ♠7", "slash ♠8")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    req = t.expect("confirm", seat=1, reason="kongcheng")
    assert req.prompt == "skill.reveal" and req.data["general"] == "zhuge_liang"
    t.yes()
    p = t.game.p(1)
    assert p.generals[0].revealed and not p.generals[1].revealed
    assert p.kingdom == "shu" and "kongcheng" in p.skill_ids
    assert t.log("reveal_general")[-1]["general"] == "zhuge_liang"
    assert not damage_log(t) and skill_log(t, "kongcheng")
    assert len(p.hand) == 2  # 先驱


def test_a_face_down_zhuge_liang_may_stay_hidden_and_be_hit() -> None:
    t = table(up("blank", "blank3"), down("zhuge_liang", "huang_yueying"))
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="kongcheng")
    t.no()
    assert not t.game.p(1).generals[0].revealed and t.hp(1) == 2


# ================================================================ 赵云 龙胆


def test_longdan_jink_as_slash_and_slash_as_jink() -> None:
    """龙胆――你可以将一张【杀】当【闪】使用或打出；你可以将一张【闪】当【杀】使用或打出。"""
    t = table(up("zhao_yun"), up("blank", "blank3"))
    t.set_hand(0, "jink ♦2", "slash ♠7").set_hand(1, "slash ♠8")
    t.start(seat=0, phase="play")
    t.use("skill:longdan", cards=["jink ♦2"], targets=[1])
    assert t.log("use")[-1]["card"] == "slash" and t.hp(1) == 2
    t.end_play()
    t.until("play", seat=1)
    t.use("slash ♠8", targets=[0])
    t.expect("respond", seat=0)
    t.respond("skill:longdan", cards=["slash ♠7"])
    assert t.hp(0) == 4 and t.log("use")[-1]["card"] == "jink"


# ================================================================ 马超 马术 铁骑


def test_mashu_distance_to_others_minus_one() -> None:
    """马术――锁定技，你与其他角色的距离-1。"""
    t = table(up("ma_chao"), up("blank"), up("blank"), up("blank"), up("blank"))
    g = t.start(seat=0, phase="play")
    assert g.distance(0, 2) == 1 and g.distance(2, 0) == 2


def test_tieqi_red_judgment_no_jink() -> None:
    """铁骑――每当你使用【杀】指定一个目标后，你可以判定，若结果为红色，其不能使用【闪】响应
    此【杀】。"""
    t = table(up("ma_chao"), up("blank", "blank3"))
    t.set_hand(0, "slash ♠7", "slash ♠8").set_hand(1, "jink ♦2", "jink ♦3")
    t.set_top("peach ♥4", "slash ♠9")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=0, reason="tieqi")
    t.yes()
    assert t.hp(1) == 2 and len(t.hand(1)) == 2  # not asked for a 闪


def test_tieqi_black_judgment_jink_allowed() -> None:
    t = table(up("ma_chao"), up("blank", "blank3"))
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    t.set_top("slash ♠9")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.yes()
    t.expect("respond", seat=1)
    t.respond("jink ♦2")
    assert t.hp(1) == 3


# ================================================================ 黄月英 集智 奇才


def test_jizhi_draws_for_a_trick_used_as_itself() -> None:
    """集智――每当你使用非转化的非延时类锦囊牌时，你可以摸一张牌。"""
    t = table(up("huang_yueying", "wolong"), up("blank", "blank3"))
    t.set_hand(0, "ex_nihilo ♥7")
    t.start(seat=0, phase="play")
    t.use("ex_nihilo ♥7")
    t.expect("confirm", seat=0, reason="jizhi")
    t.yes()
    assert len(t.hand(0)) == 3


def test_jizhi_not_for_a_converted_trick() -> None:
    """集智――……非转化的…… (卧龙's 火计 turns a red card into 火攻: no draw)"""
    t = table(up("huang_yueying", "wolong"), up("blank", "blank3"))
    t.set_hand(0, "peach ♥4", "jink ♦2").set_hand(1, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("skill:huoji", cards=["peach ♥4"], targets=[1])
    assert t.log("use")[-1]["card"] == "fire_attack"
    assert t.pending.reason != "jizhi"
    assert not skill_log(t, "jizhi")


def test_qicai_tricks_without_distance_limit() -> None:
    """奇才――锁定技，你使用锦囊牌无距离限制。"""
    t = table(up("huang_yueying"), up("blank"), up("blank"), up("blank"), up("blank"))
    t.set_hand(0, "snatch ♠3").set_hand(2, "peach ♥4")
    g = t.start(seat=0, phase="play")
    assert g.distance(0, 2) == 2
    t.use("snatch ♠3", targets=[2])
    t.expect("confirm", seat=0, reason="jizhi")  # (黄月英's other skill)
    t.no()
    assert t.hand(0) == ["peach"]


# ================================================================ 黄忠 烈弓


def test_liegong_when_hand_count_at_least_your_hp() -> None:
    """烈弓――每当你于出牌阶段内使用【杀】指定一个目标后，若其手牌数不小于你的体力值或不大于
    你的攻击范围，你可以令其不能使用【闪】响应此【杀】。"""
    t = table(up("huang_zhong"), up("blank", "blank3"))
    t.set_hand(0, "slash ♠7")
    t.set_hand(1, "jink ♦2", "jink ♦3", "jink ♦6", "jink ♦7")  # 4 ≥ HP 4
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=0, reason="liegong")
    t.yes()
    assert t.hp(1) == 2 and len(t.hand(1)) == 4  # not asked for a 闪
    assert skill_log(t, "liegong")


def test_liegong_when_hand_count_at_most_your_attack_range() -> None:
    t = table(up("huang_zhong"), up("blank", "blank3"))
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")  # 1 ≤ range 1
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=0, reason="liegong")
    t.no()
    t.expect("respond", seat=1)


def test_liegong_not_for_a_target_between_range_and_hp() -> None:
    t = table(up("huang_zhong"), up("blank", "blank3"))
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦8", "jink ♦9")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("respond", seat=1)  # no 烈弓 question: asked for a 闪 at once


def test_liegong_only_in_the_play_phase() -> None:
    """烈弓――每当你于出牌阶段内…… (借刀杀人 makes him use a 杀 in another player's play
    phase: no 烈弓)"""
    t = table(up("blank", "blank3"), up("huang_zhong"))
    t.set_hand(0, "collateral ♣Q").set_equip(1, "qinggang_sword")
    t.set_hand(1, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("collateral ♣Q", targets=[1, 0])
    t.until("respond", seat=1)
    t.respond("slash ♠7", targets=[0])
    assert not skill_log(t, "liegong") and t.hp(0) == 2


# ================================================================ 魏延 狂骨


def test_kuanggu_recovers_after_damage_at_distance_one() -> None:
    """狂骨――每当你对一名角色造成1点伤害后，若你与其的距离于其因受到此伤害而扣减体力前不大于1，
    你回复1点体力。"""
    t = table(up("wei_yan"), up("blank"), up("blank"), up("blank"))
    t.set_hp(0, 2).set_hand(0, "slash ♠7", "slash ♠8").set_equip(0, "qinggang_sword")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 3 and t.hp(0) == 3  # no question: it is shown
    t.end_play()


def test_kuanggu_not_at_distance_two() -> None:
    t = table(up("wei_yan"), up("blank"), up("blank"), up("blank"))
    t.set_hp(0, 2).set_hand(0, "slash ♠7").set_equip(0, "qinggang_sword")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[2])
    assert t.hp(2) == 3 and t.hp(0) == 2 and not skill_log(t, "kuanggu")


# ================================================================ 庞统 连环 涅槃


def test_lianhuan_club_hand_card_as_iron_chain() -> None:
    """连环――你可以将一张梅花手牌当【铁索连环】使用；你能重铸梅花手牌。"""
    t = table(up("pang_tong"), up("blank"), up("blank"))
    t.set_hand(0, "slash ♣2", "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("skill:lianhuan", cards=["slash ♣2"], targets=[1, 2])
    assert t.log("use")[-1]["card"] == "iron_chain"
    assert t.game.p(1).chained and t.game.p(2).chained
    with pytest.raises(IllegalAnswer):
        t.use("skill:lianhuan", cards=["slash ♠7"], targets=[1])


def test_lianhuan_recasts_a_club_hand_card() -> None:
    """连环――……你能重铸梅花手牌。"""
    t = table(up("pang_tong"), up("blank"))
    t.set_hand(0, "slash ♣2", "slash ♠7")
    t.start(seat=0, phase="play")
    club = t.find("slash ♣2")
    t.answer(Act("skill:lianhuan", (club,), ()))
    assert t.where(club).zone is Zone.DISCARD and len(t.hand(0)) == 2
    assert t.log("recast")[-1]["card"] == club
    with pytest.raises(IllegalAnswer):  # a ♠ card is not recast
        t.answer(Act("skill:lianhuan", (t.find("slash ♠7"),), ()))


def test_niepan_when_dying() -> None:
    """涅槃――限定技，当你处于濒死状态时，你可以弃置你区域里的所有牌，然后恢复至平置状态并重置，
    摸三张牌，将体力值回复至3点。"""
    t = table(up("blank"), up("pang_tong", "blank3"))
    t.set_hp(1, 1).set_hand(0, "slash ♠7", "slash ♠8")
    t.set_hand(1, "peach ♥4").set_equip(1, "qinggang_sword").set_judge(1, "indulgence ♣6")
    t.set_chained(1).set_face_down(1)
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="niepan")
    t.yes()
    p = t.game.p(1)
    assert p.alive and t.hp(1) == 3 and len(p.hand) == 3 and "peach" not in t.hand(1)
    assert not p.areas.equip and not p.areas.judge
    assert not p.chained and not p.face_down
    assert len(skill_log(t, "niepan")) == 1
    niepan = t.game.ruleset.skill("niepan")
    assert not t.game.skill_available(1, niepan)  # 限定技: once a game


# ================================================================ 卧龙 八阵 火计 看破


def test_bazhen_counts_as_eight_diagram_without_armor() -> None:
    """八阵――锁定技，若你的装备区里没有防具牌，你视为装备着【八卦阵】。"""
    t = table(up("blank"), up("wolong"))
    t.set_hand(0, "slash ♠7").set_top("peach ♥4")
    g = t.start(seat=0, phase="play")
    assert g.has_armor(1)
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="bazhen")
    t.yes()
    assert t.hp(1) == 3 and t.log("judge")[-1]["reason"] == "bazhen"


def test_bazhen_not_with_an_armor_of_ones_own() -> None:
    t = table(up("blank"), up("wolong"))
    t.set_hand(0, "slash ♠7").set_equip(1, "eight_diagram")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="eight_diagram")


def test_bazhen_ignored_by_qinggang_sword() -> None:
    """八阵: a 视为 armour, which 青釭剑 ignores."""
    t = table(up("blank"), up("wolong"))
    t.set_hand(0, "slash ♠7").set_equip(0, "qinggang_sword")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 2 and not skill_log(t, "bazhen")


def test_huoji_red_hand_card_as_fire_attack() -> None:
    """火计――你可以将一张红色手牌当【火攻】使用。"""
    t = table(up("wolong"), up("blank", "blank3"))
    t.set_hand(0, "peach ♥4", "jink ♦2", "slash ♠7").set_hand(1, "jink ♦3")
    t.start(seat=0, phase="play")
    assert "skill:huoji:fire_attack" in options(t)
    with pytest.raises(IllegalAnswer):
        t.use("skill:huoji", cards=["slash ♠7"], targets=[1])
    t.use("skill:huoji", cards=["peach ♥4"], targets=[1])
    assert t.log("use")[-1]["card"] == "fire_attack"
    t.until("cards", seat=0)  # the target showed its ♦; discard a ♦ to burn
    t.pick("jink ♦2")
    assert t.hp(1) == 2 and damage_log(t)[-1]["nature"] == "fire"


def test_kanpo_black_hand_card_as_nullification() -> None:
    """看破――你可以将一张黑色手牌当【无懈可击】使用。"""
    t = table(up("wolong"), up("blank"))
    t.set_hand(0, "slash ♠7", "peach ♥4").set_hand(1, "snatch ♠3")
    t.start(seat=1, phase="play")
    t.use("snatch ♠3", targets=[0])
    t.expect("respond", seat=0, reason="nullification")
    with pytest.raises(IllegalAnswer):
        t.respond("skill:kanpo", cards=["peach ♥4"], targets=[0])
    t.respond("skill:kanpo", cards=["slash ♠7"], targets=[0])
    assert t.log("use")[-1]["card"] == "nullification"
    assert t.hand(0) == ["peach"] and t.hand(1) == []


# ================================================================ 刘禅 享乐 放权


def test_xiangle_slash_has_no_effect_unless_a_basic_card_is_discarded() -> None:
    """享乐――锁定技，每当你成为其他角色使用【杀】的目标时，你令其选择是否弃置一张基本牌，若其
    选择否或其已死亡，此次对你结算的此【杀】对你无效。"""
    t = table(up("blank"), up("liu_shan"))
    t.set_hand(0, "slash ♠7", "slash ♠8", "jink ♦2", "peach ♥4")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    req = t.expect("cards", seat=0, reason="xiangle")
    assert isinstance(req, ChooseCardsRequest)
    assert sorted(t.game.card(c).name for c in req.cards) == ["jink", "peach", "slash"]
    t.choose([])
    assert t.hp(1) == 3 and not damage_log(t)


def test_xiangle_paid_with_a_basic_card() -> None:
    t = table(up("blank"), up("liu_shan"))
    t.set_hand(0, "slash ♠7", "jink ♦2")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("cards", seat=0, reason="xiangle")
    t.pick("jink ♦2")
    assert t.hp(1) == 2 and t.where("jink ♦2").zone is Zone.DISCARD


def test_fangquan_skips_the_play_phase_for_an_extra_turn() -> None:
    """放权――你可以跳过出牌阶段，若如此做，此回合结束时，你可以弃置一张手牌并选择一名其他角色，
    若如此做，其获得一个额外的回合。"""
    t = table(up("liu_shan"), up("blank"), up("blank"), up("blank"))
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="draw")
    t.expect("confirm", seat=0, reason="fangquan")
    t.yes()
    t.until("cards", seat=0, reason="fangquan")  # the end of the turn
    assert t.log("phase_skipped")[-1]["phase"] == "play"
    t.pick("slash ♠7")
    t.expect("players", seat=0, reason="fangquan")
    t.choose([2])
    assert t.where("slash ♠7").zone is Zone.DISCARD
    t.until("play", seat=2)  # the extra turn
    t.end_play()
    t.until("play")
    assert t.pending.seat == 1  # then play goes on after 刘禅
    assert [r["seat"] for r in t.log("turn")] == [0, 2, 1]


def test_fangquan_extra_turn_is_a_turn_of_its_own() -> None:
    """放权――其获得一个额外的回合 (a turn of its own: numbered after 刘禅's, its 出牌阶段
    限一次 skills fresh and not spent for the player's next own turn; then play goes on
    after 刘禅)"""
    t = table(up("liu_shan"), up("blank"), up("sun_quan"), up("blank"))
    t.set_hand(0, "slash ♠7").set_hand(2, "jink ♦2", "jink ♦3")
    t.start(seat=0, phase="draw")
    t.expect("confirm", seat=0, reason="fangquan")
    t.yes()
    t.until("cards", seat=0, reason="fangquan")
    t.pick("slash ♠7")
    t.choose([2])
    t.until("play", seat=2)  # the extra turn
    t.use("skill:zhiheng", cards=["jink ♦2"])
    assert "skill:zhiheng" not in options(t)  # once in this play phase
    t.end_play()
    t.until("play", seat=1)  # back in 刘禅's turn, which ends; then the next player
    t.end_play()
    t.until("play", seat=2)  # 孙权's own turn: 制衡 is there again
    assert "skill:zhiheng" in options(t)
    turns = t.log("turn")
    assert [r["seat"] for r in turns] == [0, 2, 1, 2]
    assert [r["number"] for r in turns] == sorted({r["number"] for r in turns})


def test_fangquan_declined_at_the_end_of_the_turn() -> None:
    t = table(up("liu_shan"), up("blank"), up("blank"))
    t.start(seat=0, phase="draw")
    t.yes()
    t.until("cards", seat=0, reason="fangquan")
    t.choose([])
    t.until("play")
    assert t.pending.seat == 1 and [r["seat"] for r in t.log("turn")] == [0, 1]


# ================================================================ 孟获 祸首 再起


def test_huoshou_immune_and_the_source_of_savage_assault_damage() -> None:
    """祸首――锁定技，【南蛮入侵】对你无效；锁定技，每当其他角色使用【南蛮入侵】指定目标后，你代替
    其成为此【南蛮入侵】造成的伤害的来源。"""
    t = table(up("meng_huo"), up("blank"), up("blank"))
    t.set_hand(1, "savage_assault ♠K")
    t.start(seat=1, phase="play")
    t.use("savage_assault ♠K")
    assert t.hp(0) == 4 and t.hp(2) == 3
    (dmg,) = damage_log(t)
    assert dmg["source"] == 0 and dmg["target"] == 2


def test_zaiqi_reveals_lost_hp_cards_recovers_per_heart() -> None:
    """再起――摸牌阶段开始时，若你已受伤，你可以放弃摸牌，亮出牌堆顶的X张牌（X为你已损失的体力
    值），然后回复等同于其中红桃牌数的体力，将这些红桃牌置入弃牌堆，获得其余的牌。"""
    t = table(up("meng_huo"), up("blank"))
    t.set_hp(0, 2).set_top("peach ♥4", "slash ♠7", "jink ♦2")
    t.start(seat=0, phase="draw")
    t.expect("confirm", seat=0, reason="zaiqi")
    t.yes()
    assert t.hp(0) == 3 and t.hand(0) == ["slash"]
    assert t.where("peach ♥4").zone is Zone.DISCARD
    assert t.game.draw_pile[0] == t.find("jink ♦2")  # no drawing


# ================================================================ 祝融 巨象 烈刃


def test_juxiang_immune_and_takes_the_finished_savage_assault() -> None:
    """巨象――锁定技，【南蛮入侵】对你无效；锁定技，每当其他角色使用的【南蛮入侵】因结算完毕而
    置入弃牌堆后，你获得之。"""
    t = table(up("zhu_rong"), up("blank"), up("blank"))
    t.set_hand(1, "savage_assault ♠K")
    t.start(seat=1, phase="play")
    t.use("savage_assault ♠K")
    assert t.hp(0) == 4 and t.hp(2) == 3
    assert t.hand(0) == ["savage_assault"]
    assert t.where("savage_assault ♠K").seat == 0


def test_juxiang_not_for_her_own() -> None:
    t = table(up("zhu_rong"), up("blank"))
    t.set_hand(0, "savage_assault ♠K")
    t.start(seat=0, phase="play")
    t.use("savage_assault ♠K")
    assert t.where("savage_assault ♠K").zone is Zone.DISCARD


def test_lieren_pindian_after_slash_damage() -> None:
    """烈刃――每当你使用【杀】对目标角色造成伤害后，你可以与其拼点，当你赢后，你获得其一张牌。"""
    t = table(up("zhu_rong"), up("blank"))
    t.set_hand(0, "slash ♠7", "jink ♥K").set_hand(1, "peach ♥4")
    t.set_equip(1, "qinggang_sword")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=0, reason="lieren")
    t.yes()
    assert t.log("pindian")[-1]["winner"] == 0
    # its hand went into the 拼点: the 青釭剑 is the one card left to take
    assert t.where("qinggang_sword") == Place(Zone.HAND, 0)


def test_lieren_lost_pindian_takes_nothing() -> None:
    t = table(up("zhu_rong"), up("blank"))
    t.set_hand(0, "slash ♠7", "jink ♦2").set_hand(1, "peach ♥4")
    t.set_equip(1, "qinggang_sword")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.yes()
    assert t.log("pindian")[-1]["winner"] == 1
    assert t.where("qinggang_sword").seat == 1


def test_lieren_not_after_a_damage_moved_to_another_player() -> None:
    """烈刃――每当你使用【杀】对目标角色造成伤害后 (天香 moves the damage to a player who
    is no target of the 杀: no 拼点 with them; [M] leaves out transferred damage)"""
    t = table(up("zhu_rong"), up("xiao_qiao", "blank3"), up("blank"))
    t.set_hand(0, "slash ♠7", "slash ♠8").set_hand(1, "peach ♥4").set_hand(2, "jink ♦2")
    g = t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("cards", seat=1, reason="tianxiang")
    t.pick("peach ♥4")
    t.choose([2])
    assert g.p(2).hp == g.p(2).max_hp - 1
    (moved,) = [e for e in g.history if isinstance(e, DamageEvent)]
    assert moved.transferred and moved.target == 2
    t.expect("play", seat=0)  # no 烈刃 question
    assert not skill_log(t, "lieren") and not t.log("pindian")


# ================================================================ 甘夫人 淑慎 神智


def test_shushen_an_ally_draws_per_point_recovered() -> None:
    """淑慎――每当你回复1点体力后，你可以令与你势力相同的一名其他角色摸一张牌。"""
    t = table(up("gan_furen"), up("blank"), up("liu_bei"), up("blank"))
    t.set_hp(0, 1).set_hand(0, "peach ♥4")
    t.start(seat=0, phase="play")
    t.use("peach ♥4")
    req = t.expect("players", seat=0, reason="shushen")
    assert isinstance(req, ChoosePlayersRequest) and req.seats == [2]  # the shu one, not the others
    t.choose([2])
    assert t.hp(0) == 2 and len(t.hand(2)) == 1


def test_a_face_down_gan_furen_is_asked_who_would_be_her_ally() -> None:
    """淑慎 of a face-down 甘夫人: her allies are those of the kingdom her reveal gives her;
    choosing one reveals her card."""
    t = table(down("gan_furen", "zhao_yun"), up("blank"), up("liu_bei"), up("blank"))
    t.set_hp(0, 1).set_hand(0, "peach ♥4")
    t.start(seat=0, phase="play")
    t.use("peach ♥4")
    req = t.expect("players", seat=0, reason="shushen")
    assert isinstance(req, ChoosePlayersRequest) and req.seats == [2]
    t.choose([2])
    assert t.game.p(0).generals[0].revealed and t.game.p(0).kingdom == "shu"
    assert len(t.hand(2)) == 1


def test_shenzhi_discards_the_hand_and_recovers() -> None:
    """神智――准备阶段开始时，你可以弃置所有手牌，然后若你以此法弃置的手牌数不小于X（X为你的
    体力值），你回复1点体力。"""
    t = table(up("gan_furen"), up("blank"))
    t.set_hp(0, 2).set_hand(0, "slash ♠7", "jink ♦2")
    t.start(seat=0, phase="start")
    t.expect("confirm", seat=0, reason="shenzhi")
    t.yes()
    assert t.where("slash ♠7").zone is Zone.DISCARD and t.where("jink ♦2").zone is Zone.DISCARD
    assert t.hp(0) == 3


def test_shenzhi_fewer_cards_than_hp_no_recovery() -> None:
    t = table(up("gan_furen"), up("blank"))
    t.set_hp(0, 2).set_hand(0, "slash ♠7")
    t.start(seat=0, phase="start")
    t.yes()
    assert t.where("slash ♠7").zone is Zone.DISCARD and t.hp(0) == 2


# ================================================================ face-down generals


def test_a_face_down_liu_bei_reveals_by_using_rende() -> None:
    """仁德 of a face-down 刘备 is offered in the play phase; using it reveals him (孙权、
    甘宁等，在出牌阶段发动技能时明置武将牌)."""
    t = table(down("liu_bei", "guan_yu"), up("blank"))
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("skill:rende", cards=["slash ♠7"], targets=[1])
    p = t.game.p(0)
    assert p.generals[0].revealed and not p.generals[1].revealed and p.kingdom == "shu"
    assert t.hand(1) == ["slash"]


def test_a_face_down_wolong_reveals_for_bazhen_then_judges() -> None:
    """八阵 of a face-down 卧龙: asked once, whether to judge (八卦阵's choice); a yes
    reveals him and judges (the engine asks a skill's own question instead of
    "reveal?", so a no leaves him face down)."""
    t = table(up("blank"), down("wolong", "pang_tong"))
    t.set_hand(0, "slash ♠7").set_top("peach ♥4")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    req = t.expect("confirm", seat=1, reason="bazhen")
    assert req.prompt == "skill.bazhen.ask"
    t.yes()
    assert t.game.p(1).generals[0].revealed
    assert t.hp(1) == 3


def test_a_face_down_wolong_declining_bazhen_stays_hidden() -> None:
    """八阵 of a face-down 卧龙 declined: no judgment, the card stays face down."""
    t = table(up("blank"), down("wolong", "pang_tong"))
    t.set_hand(0, "slash ♠7").set_top("peach ♥4")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="bazhen")
    t.no()
    assert not t.game.p(1).generals[0].revealed
    assert t.hp(1) == 2 and not t.log("judge")


def test_shushen_inside_its_own_reveal_companion_recovery() -> None:
    """淑慎 of a face-down 甘夫人: revealing her completes 刘备–甘夫人 (珠联璧合), whose
    recovery brings a 淑慎 of its own inside the first; each draws for its own pick."""
    t = table([GeneralCard("liu_bei", M, True), GeneralCard("gan_furen", D, False)],
              up("guan_yu", "zhang_fei"), up("cao_cao", "xu_chu"), up("sun_quan", "zhou_tai"))
    t.set_hand(0, "peach ♥4").set_hp(0, 1)
    g = t.start()
    t.use("peach ♥4")
    t.expect("players", seat=0, reason="shushen")
    t.choose([1])
    t.expect("option", seat=0, reason="companion")
    t.choose("recover")
    t.expect("players", seat=0, reason="shushen")
    t.choose([1])
    t.until("play", seat=0)
    assert g.p(0).hp == 3 and len(g.p(1).hand) == 2
    assert "shushen.to" not in g.p(0).marks
