"""吴 (hegemony, 君临天下·标准): the 15 wu generals, edition [M].

Each test's docstring quotes the text it checks (hegemony/texts_wu.toml); the readings
taken where a text is loose are in src/sgs/packs/hegemony/skills/wu.py.  Tables are
hegemony mode with the hegemony deck; the first reveal's 先驱 reward is off, so that
hand counts are the skill's alone.
"""

from __future__ import annotations

from typing import Any

import pytest

from sgs.core import IllegalAnswer, Place, Suit, Zone
from sgs.core.generals import GeneralCard, Position
from sgs.core.requests import (
    ActRequest,
    ChooseCardsRequest,
    ChooseOptionRequest,
    ChoosePlayersRequest,
)
from sgs.testing import Table

DISCARD = Place(Zone.DISCARD)
M, D = Position.MAIN, Position.DEPUTY


def up(main: str, deputy: str = "blank") -> list[GeneralCard]:
    """A seat's two general cards, both revealed."""
    return [GeneralCard(main, M, True), GeneralCard(deputy, D, True)]


def down(main: str, deputy: str = "blank") -> list[GeneralCard]:
    """A seat's two general cards, both face down."""
    return [GeneralCard(main, M, False), GeneralCard(deputy, D, False)]


def table(*seats: list[GeneralCard], **kw: Any) -> Table:
    return Table(*seats, pack="hegemony", mode="hegemony", options={"vanguard": False},
                 **kw)


def options(t: Table) -> list[str]:
    req = t.pending
    assert isinstance(req, ActRequest)
    return [o.key for o in req.options]


def has_option(t: Table, key: str) -> bool:
    return any(k == key or k.startswith(key + ":") for k in options(t))


def skill_log(t: Table, skill: str, seat: int | None = None) -> list[dict[str, Any]]:
    return [r for r in t.log("skill")
            if r["skill"] == skill and (seat is None or r["seat"] == seat)]


def hand_of(seat: int) -> Place:
    return Place(Zone.HAND, seat)


# ================================================================ generals


def test_the_wu_roster_and_its_companions() -> None:
    """吴: fifteen generals, HP in 阴阳鱼 as printed; 珠联璧合 listed on both sides."""
    from sgs.packs import ruleset

    rs = ruleset("hegemony")
    wu = {gid: g for gid, g in rs.generals.items() if g.kingdom == "wu"}
    assert set(wu) == {"sun_quan", "gan_ning", "lv_meng", "huang_gai", "zhou_yu", "da_qiao",
                       "lu_xun", "sun_shangxiang", "sun_jian", "xiao_qiao", "taishi_ci",
                       "zhou_tai", "lu_su", "erzhang", "ding_feng"}
    assert {gid: g.hp for gid, g in wu.items() if g.hp != 4} == {
        "zhou_yu": 3, "da_qiao": 3, "lu_xun": 3, "sun_shangxiang": 3, "xiao_qiao": 3,
        "lu_su": 3, "erzhang": 3}
    pairs = {(a, b) for a, g in wu.items() for b in g.companions}
    assert pairs == {(b, a) for a, b in pairs}  # symmetric
    assert pairs == {("sun_quan", "zhou_tai"), ("zhou_tai", "sun_quan"),
                     ("huang_gai", "zhou_yu"), ("zhou_yu", "huang_gai"),
                     ("zhou_yu", "xiao_qiao"), ("xiao_qiao", "zhou_yu"),
                     ("da_qiao", "xiao_qiao"), ("xiao_qiao", "da_qiao")}
    for gid, g in wu.items():
        for sid in g.skills:
            assert rs.text(sid, "zh") and rs.text(sid, "en"), sid
        assert rs.name(gid, "zh") != gid and rs.name(gid, "en") != gid


# ================================================================ 孙权


def test_zhiheng_discards_one_to_max_hp_cards_and_draws_as_many() -> None:
    """制衡――出牌阶段限一次，你可以弃置一至X张牌（X为你的体力上限），摸等量的牌。"""
    t = table(up("sun_quan"), up("blank"))
    five = ["slash ♠7", "jink ♦3", "jink ♦6", "peach ♥4", "peach ♥6"]
    t.set_hand(0, *five)
    g = t.start()
    assert g.p(0).max_hp == 4
    with pytest.raises(IllegalAnswer):  # five is more than X = 4
        t.use("skill:zhiheng", cards=five)
    t.use("skill:zhiheng", cards=five[:4])
    assert len(g.p(0).hand) == 5 and t.where("peach ♥6") == hand_of(0)
    assert all(t.where(c) == DISCARD for c in five[:4])
    assert not has_option(t, "skill:zhiheng")  # 限一次


def test_zhiheng_request_lists_the_pool_once_with_the_bound() -> None:
    """X depends on the owner: the request says "any 1..X of these cards" (one node)
    rather than every subset, which grew with the hand."""
    t = table(up("sun_quan"), up("blank"))
    t.set_hand(0, "slash ♠7", "jink ♦3", "jink ♦6", "peach ♥4", "peach ♥6", "slash ♠8")
    t.start()
    opt = next(o for o in t.pending.to_json()["options"] if o["key"] == "skill:zhiheng")
    assert opt["tree"]["min"] == 1 and opt["tree"]["max"] == 4
    assert len(opt["tree"]["any"]) == 6


def test_zhiheng_of_a_face_down_general_reveals_it() -> None:
    """孙权、甘宁等，在出牌阶段发动技能时明置武将牌 (seed 001): 制衡 is offered to the
    owner of the face-down card, and using it reveals the card."""
    t = table(down("sun_quan", "zhou_tai"), up("blank"))
    t.set_hand(0, "slash ♠7")
    g = t.start()
    assert "zhiheng" not in g.p(0).skill_ids and g.p(0).kingdom is None
    t.use("skill:zhiheng", cards=["slash ♠7"])
    p = g.p(0)
    assert p.generals[0].revealed and not p.generals[1].revealed
    assert p.kingdom == "wu" and len(p.hand) == 1
    assert t.log("reveal_general")[-1]["general"] == "sun_quan"


# ================================================================ 甘宁, 吕蒙, 黄盖


def test_qixi_black_card_as_dismantlement() -> None:
    """奇袭――你可以将一张黑色牌当【过河拆桥】使用。"""
    t = table(up("gan_ning"), up("blank"))
    t.set_hand(0, "slash ♣2", "jink ♦2").set_hand(1, "jink ♦3")
    t.start()
    with pytest.raises(IllegalAnswer):
        t.use("skill:qixi", cards=["jink ♦2"], targets=[1])
    t.use("skill:qixi", cards=["slash ♣2"], targets=[1])
    assert t.where("jink ♦3") == DISCARD
    use = t.log("use")[-1]
    assert (use["card"], use["skill"]) == ("dismantlement", "qixi")


def test_keji_skips_the_discard_phase_without_a_slash() -> None:
    """克己――若你未于出牌阶段内使用或打出【杀】，你可以跳过弃牌阶段。"""
    t = table(up("lv_meng"), up("blank"))
    t.set_hp(0, 1).set_hand(0, "jink ♦2", "jink ♦3", "peach ♥4")
    g = t.start()
    t.end_play()
    t.expect("confirm", seat=0, reason="keji")
    t.yes()
    assert len(g.p(0).hand) == 3
    assert [r["phase"] for r in t.log("phase_skipped")] == ["discard"]


def test_keji_not_after_a_slash() -> None:
    """克己――若你未于出牌阶段内使用或打出【杀】 (he used one: the discard phase comes)"""
    t = table(up("lv_meng"), up("blank"))
    t.set_hp(0, 1).set_hand(0, "slash ♠7", "jink ♦2", "jink ♦3", "peach ♥4")
    t.start()
    t.use("slash ♠7", targets=[1])
    t.end_play()
    t.expect("cards", seat=0, reason="discard_phase")
    assert not skill_log(t, "keji")


def test_kurou_loses_one_hp_and_draws_two_as_often_as_wanted() -> None:
    """苦肉――出牌阶段，你可以失去1点体力，摸两张牌。"""
    t = table(up("huang_gai"), up("blank"))
    g = t.start()
    t.use("skill:kurou")
    t.use("skill:kurou")
    assert g.p(0).hp == 2 and len(g.p(0).hand) == 4
    assert has_option(t, "skill:kurou")


# ================================================================ 周瑜


def test_yingzi_draws_one_more() -> None:
    """英姿――摸牌阶段，你可以多摸一张牌。"""
    t = table(up("zhou_yu", "blank3"), up("blank"))
    g = t.start(phase="draw")
    t.expect("confirm", seat=0, reason="yingzi")
    t.yes()
    assert len(g.p(0).hand) == 3


def test_fanjian_target_gains_the_card_first_then_shows_it() -> None:
    """反间――…令一名其他角色选择一种花色，然后其先获得你的一张手牌再展示之，若此牌的花色
    与其所选的不同，你对其造成1点伤害。"""
    t = table(up("zhou_yu", "blank3"), up("blank"))
    t.set_hand(0, "slash ♠7")
    g = t.start()
    t.use("skill:fanjian", targets=[1])
    t.expect("option", seat=1, reason="fanjian")
    t.choose("heart")
    assert t.where("slash ♠7") == hand_of(1)
    assert g.p(1).hp == g.p(1).max_hp - 1
    kinds = [r["t"] for r in g.log if r["t"] in ("move", "show", "damage")]
    assert kinds[-3:] == ["move", "show", "damage"]  # gained, then shown, then the blow
    assert not has_option(t, "skill:fanjian")  # 限一次, and no hand left


def test_fanjian_the_right_suit_costs_nothing() -> None:
    """反间――若此牌的花色与其所选的不同，你对其造成1点伤害 (the same suit: no damage;
    the target keeps the card)"""
    t = table(up("zhou_yu", "blank3"), up("blank"))
    t.set_hand(0, "slash ♠7")
    g = t.start()
    t.use("skill:fanjian", targets=[1])
    t.choose("spade")
    assert g.p(1).hp == g.p(1).max_hp and t.where("slash ♠7") == hand_of(1)


# ================================================================ 大乔


def test_guose_diamond_as_indulgence() -> None:
    """国色――你可以将一张方块牌当【乐不思蜀】使用。"""
    t = table(up("da_qiao", "blank3"), up("blank"))
    t.set_hand(0, "jink ♦3", "slash ♠7")
    g = t.start()
    with pytest.raises(IllegalAnswer):
        t.use("skill:guose", cards=["slash ♠7"], targets=[1])
    t.use("skill:guose", cards=["jink ♦3"], targets=[1])
    assert [f.name for _, f in g.p(1).areas.judge] == ["indulgence"]


def test_liuli_passes_the_slash_on() -> None:
    """流离――每当你成为【杀】的目标时，你可以弃置一张牌并选择你攻击范围内的一名角色，将此
    【杀】转移给该角色。"""
    t = table(up("blank"), up("da_qiao", "blank3"), up("blank"))
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥4")
    g = t.start()
    t.use("slash ♠7", targets=[1])
    t.expect("cards", seat=1, reason="liuli")
    t.pick("peach ♥4")  # the 杀's user cannot take it: seat 2 is the only choice
    assert g.p(1).hp == g.p(1).max_hp and g.p(2).hp == g.p(2).max_hp - 1
    assert t.where("peach ♥4") == DISCARD


# ================================================================ 陆逊


def test_qianxun_cancels_him_as_the_target_of_snatch() -> None:
    """谦逊――锁定技，每当你成为【顺手牵羊】或【乐不思蜀】的目标时，你取消自己。 (the card
    is used all the same: it goes to the discard pile and takes nothing)"""
    t = table(up("blank"), up("lu_xun", "blank3"))
    t.set_hand(0, "snatch ♠3").set_hand(1, "jink ♦3")
    t.start()
    t.use("snatch ♠3", targets=[1])
    assert t.where("jink ♦3") == hand_of(1) and t.where("snatch ♠3") == DISCARD
    assert skill_log(t, "qianxun", seat=1)
    assert not [r for r in t.log("answer") if r["seat"] == 1]  # 锁定技: not asked


def test_qianxun_cancels_him_as_the_target_of_indulgence() -> None:
    """谦逊――每当你成为【乐不思蜀】的目标时，你取消自己。"""
    t = table(up("blank"), up("lu_xun", "blank3"))
    t.set_hand(0, "indulgence ♣6")
    g = t.start()
    t.use("indulgence ♣6", targets=[1])
    assert not g.p(1).areas.judge and t.where("indulgence ♣6") == DISCARD


def test_qianxun_of_a_face_down_lu_xun_reveals_him() -> None:
    """谦逊 on a face-down card (seed 001: 当暗置的武将牌发动技能时，将武将牌明置): the owner
    may reveal it to cancel himself; declining, the 顺手牵羊 takes its card."""
    t = table(up("blank"), down("lu_xun", "blank3"))
    t.set_hand(0, "snatch ♠3", "snatch ♠4").set_hand(1, "jink ♦3", "jink ♦6")
    g = t.start()
    t.use("snatch ♠4", targets=[1])
    req = t.expect("confirm", seat=1, reason="qianxun")
    assert req.prompt == "skill.reveal" and req.data["general"] == "lu_xun"
    t.no()
    assert len(g.p(0).hand) == 2 and not g.p(1).generals[0].revealed  # it took a card
    t.use("snatch ♠3", targets=[1])
    t.expect("confirm", seat=1, reason="qianxun")
    t.yes()
    assert g.p(1).generals[0].revealed and g.p(1).kingdom == "wu"
    assert t.where("snatch ♠3") == DISCARD and t.log("reveal_general")[-1]["seat"] == 1
    assert len(g.p(1).hand) == 1


def test_duoshi_red_hand_card_as_await_exhausted_four_times_a_phase() -> None:
    """度势――你可以将一张红色手牌当【以逸待劳】使用。每阶段限四次。"""
    t = table(up("lu_xun", "blank3"), up("blank"))
    reds = ["peach ♥4", "peach ♥6", "peach ♥7", "jink ♦3", "jink ♦6"]
    t.set_hand(0, "slash ♠7", *reds)
    t.set_top("slash ♠8", "slash ♠9", "slash ♠10", "slash ♠J", "slash ♣3", "slash ♣4",
              "slash ♣5", "slash ♣8")
    g = t.start()
    with pytest.raises(IllegalAnswer):  # a black card
        t.use("skill:duoshi", cards=["slash ♠7"])
    for card in reds[:4]:
        t.use("skill:duoshi", cards=[card])
        use = t.log("use")[-1]
        assert (use["card"], use["skill"], use["targets"]) == ("await_exhausted", "duoshi", [0])
        # 以逸待劳: he draws two (black ones), then discards two: those two
        t.expect("cards", seat=0, reason="await_exhausted")
        t.choose(g.p(0).hand[-2:])
    assert g.p(0).hand == [t.find("slash ♠7"), t.find("jink ♦6")]
    assert not has_option(t, "skill:duoshi")  # four this phase, a red card left


# ================================================================ 孙尚香


def test_jieyin_both_recover() -> None:
    """结姻――出牌阶段限一次，你可以弃置两张手牌并选择一名已受伤的其他男性角色，令你与其各
    回复1点体力。"""
    t = table(up("sun_shangxiang", "blank3"), up("blank"))
    t.set_hp(0, 1).set_hp(1, 2).set_hand(0, "slash ♠7", "jink ♦3")
    g = t.start()
    t.use("skill:jieyin", cards=["slash ♠7", "jink ♦3"], targets=[1])
    assert (g.p(0).hp, g.p(1).hp) == (2, 3)


def test_jieyin_not_on_herself_when_she_counts_as_male() -> None:
    """结姻――…一名已受伤的其他男性角色 (with a male main general revealed the player is
    male: still not a target of her own 结姻)"""
    t = table(up("blank", "sun_shangxiang"), up("blank_f"))
    t.set_hp(0, 1).set_hp(1, 2).set_hand(0, "slash ♠7", "jink ♦3")
    t.start()
    with pytest.raises(IllegalAnswer):
        t.use("skill:jieyin", cards=["slash ♠7", "jink ♦3"], targets=[0])
    with pytest.raises(IllegalAnswer):  # a woman
        t.use("skill:jieyin", cards=["slash ♠7", "jink ♦3"], targets=[1])


def test_xiaoji_draws_two_once_per_loss() -> None:
    """枭姬――每当你失去装备区里的装备牌后，你可以摸两张牌。 (two at once: one loss, asked
    once, two cards)"""
    t = table(up("sun_quan", "sun_shangxiang"), up("blank"))
    t.set_equip(0, "crossbow ♦A", "renwang_shield ♣2")
    g = t.start()
    t.use("skill:zhiheng", cards=["crossbow ♦A", "renwang_shield ♣2"])
    t.expect("confirm", seat=0, reason="xiaoji")
    t.yes()
    t.expect("play", seat=0)
    assert len(g.p(0).hand) == 4  # 制衡's two and 枭姬's two
    assert len(skill_log(t, "xiaoji")) == 1


# ================================================================ 孙坚


def test_yinghun_draw_one_discard_x() -> None:
    """英魂――准备阶段开始时，若你已受伤，你可以选择一项：…2.令一名其他角色摸一张牌，然后
    其弃置X张牌。（X为你已损失的体力值）"""
    t = table(up("sun_jian"), up("blank"))
    t.set_hp(0, 2).set_hand(1, "slash ♠7", "jink ♦3")
    g = t.start(phase="start")
    t.expect("players", seat=0, reason="yinghun")
    t.choose([1])
    req = t.expect("option", seat=0, reason="yinghun")
    assert isinstance(req, ChooseOptionRequest)
    assert req.options == ["yinghun_draw_x", "yinghun_discard_x"]
    t.choose("yinghun_discard_x")
    t.expect("cards", seat=1, reason="yinghun")
    t.pick("slash ♠7", "jink ♦3")
    assert len(g.p(1).hand) == 1


def test_yinghun_draw_x_discard_one() -> None:
    """英魂――1.令一名其他角色摸X张牌，然后其弃置一张牌"""
    t = table(up("sun_jian"), up("blank"))
    t.set_hp(0, 2)
    g = t.start(phase="start")
    t.choose([1])
    t.choose("yinghun_draw_x")
    t.expect("cards", seat=1, reason="yinghun")
    t.answer(t.pending.default())
    assert len(g.p(1).hand) == 1


def test_yinghun_with_x_one_asks_no_option_and_not_when_unhurt() -> None:
    """英魂――若你已受伤 … (X = 1: both options are the same, none is asked)"""
    t = table(up("sun_jian"), up("blank"))
    t.set_hp(0, 3).set_hand(1, "slash ♠7")
    g = t.start(phase="start")
    t.choose([1])
    t.expect("cards", seat=1, reason="yinghun")  # drew 1, discards 1
    t.answer(t.pending.default())
    assert len(g.p(1).hand) == 1
    t2 = table(up("sun_jian"), up("blank"))
    t2.start(phase="start")
    assert not skill_log(t2, "yinghun") and t2.pending.reason != "yinghun"


# ================================================================ 小乔


def test_tianxiang_moves_the_damage_and_the_taker_draws_lost_hp() -> None:
    """天香――每当你受到伤害时，你可以弃置一张红桃手牌并选择一名其他角色，将此伤害转移给该
    角色，若如此做，当其因此而受到伤害进行的伤害结算结束时，其摸X张牌（X为其已损失的体力值）。"""
    t = table(up("blank"), up("xiao_qiao", "blank3"), up("blank"))
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥4").set_hp(2, 3)
    g = t.start()
    t.use("slash ♠7", targets=[1])
    t.expect("cards", seat=1, reason="tianxiang")
    t.pick("peach ♥4")
    t.expect("players", seat=1, reason="tianxiang")
    t.choose([2])
    assert g.p(1).hp == g.p(1).max_hp and t.where("peach ♥4") == DISCARD
    assert g.p(2).hp == 2 and len(g.p(2).hand) == 2  # lost 2 HP in all: draws 2
    dmg = [r for r in t.log("damage")]
    assert [(r["source"], r["target"]) for r in dmg] == [(0, 2)]


def test_tianxiang_moved_damage_is_not_caused_again() -> None:
    """The damage moved by 天香 was caused once: 裸衣's +1 counts once (2, not 3), and the
    record says it was transferred."""
    t = table(up("xu_chu"), up("xiao_qiao", "blank3"), up("blank"))
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥4").set_top("jink ♦3", "jink ♦6")
    g = t.start(0, "draw")
    t.expect("confirm", seat=0, reason="裸衣")
    t.yes()
    t.use("slash ♠7", targets=[1])
    t.expect("cards", seat=1, reason="tianxiang")
    t.pick("peach ♥4")
    t.choose([2])
    assert g.p(2).hp == g.p(2).max_hp - 2
    (dmg,) = t.log("damage")
    assert dmg["amount"] == 2 and dmg["transferred"] is True


def test_hongyan_spades_in_hand_count_as_hearts() -> None:
    """红颜――锁定技，你的黑桃牌视为红桃牌。 (a ♠ hand card is a ♥ for 天香)"""
    t = table(up("blank"), up("xiao_qiao", "blank3"), up("blank"))
    t.set_hand(0, "slash ♠7").set_hand(1, "slash ♠8")
    g = t.start()
    assert g.face(t.find("slash ♠8")).suit is Suit.HEART
    assert g.face(t.find("slash ♠7")).suit is Suit.SPADE  # another player's
    t.use("slash ♠7", targets=[1])
    t.expect("cards", seat=1, reason="tianxiang")
    t.pick("slash ♠8")
    t.choose([2])
    assert g.p(1).hp == g.p(1).max_hp and g.p(2).hp == g.p(2).max_hp - 1


def test_hongyan_her_spade_judgment_is_a_heart() -> None:
    """红颜――你的黑桃牌视为红桃牌 (her judgment card, seed 000's 你的判定牌: 闪电's ♠5 is a
    ♥5 and does not strike)"""
    t = table(up("xiao_qiao", "blank3"), up("blank"))
    t.set_judge(0, "lightning ♠A").set_top("slash ♠5")
    g = t.start(phase="judge")
    t.until("play", seat=0)
    assert g.p(0).hp == g.p(0).max_hp
    judge = t.log("judge")[-1]
    assert (judge["suit"], judge["rank"], judge["result"]) == ("heart", 5, True)
    assert [f.name for _, f in g.p(1).areas.judge] == ["lightning"]  # passed on


def test_tianxiang_of_a_face_down_xiao_qiao_takes_a_spade_and_reveals_her() -> None:
    """天香 on a face-down card: she chooses first, the card is revealed with the skill;
    红颜 comes with it, so a ♠ hand card counts as ♥ for it."""
    t = table(up("blank"), down("xiao_qiao", "blank3"), up("blank"))
    t.set_hand(0, "slash ♠7").set_hand(1, "slash ♠8")
    g = t.start()
    t.use("slash ♠7", targets=[1])
    req = t.expect("cards", seat=1, reason="tianxiang")
    assert isinstance(req, ChooseCardsRequest)
    assert req.cards == [t.find("slash ♠8")]
    t.pick("slash ♠8")
    t.choose([2])
    p = g.p(1)
    assert p.generals[0].revealed and p.kingdom == "wu" and "hongyan" in p.skill_ids
    assert p.hp == p.max_hp and g.p(2).hp == g.p(2).max_hp - 1


# ================================================================ 太史慈


def test_tianyi_won_more_slash_no_distance_limit_one_more_target() -> None:
    """天义――…当你赢后，你于此回合内使用【杀】的额外次数上限+1且使用【杀】无距离限制且使用
    【杀】的额外目标数上限+1"""
    t = table(up("taishi_ci"), up("blank"), up("blank"), up("blank"))
    t.set_hand(0, "jink ♦K", "slash ♠7", "slash ♠8", "slash ♠9").set_hand(1, "jink ♦3")
    g = t.start()
    t.use("skill:tianyi", targets=[1])
    t.expect("cards", seat=0, reason="tianyi")
    t.pick("jink ♦K")
    assert t.log("pindian")[-1]["winner"] == 0
    t.use("slash ♠7", targets=[2, 1])  # seat 2 is at distance 2; two targets
    assert g.p(2).hp == g.p(2).max_hp - 1 and g.p(1).hp == g.p(1).max_hp - 1
    t.use("slash ♠8", targets=[2])  # a second 杀
    with pytest.raises(IllegalAnswer):
        t.use("slash ♠9", targets=[3])  # not a third


def test_tianyi_not_won_no_slash_this_turn() -> None:
    """天义――当你没赢后，你于此回合内不能使用【杀】。"""
    t = table(up("taishi_ci"), up("blank"))
    t.set_hand(0, "jink ♦3", "slash ♠7").set_hand(1, "jink ♦K")
    t.start()
    t.use("skill:tianyi", targets=[1])
    t.pick("jink ♦3")
    assert t.log("pindian")[-1]["winner"] == 1
    assert f"card:{t.find('slash ♠7')}" not in options(t)
    with pytest.raises(IllegalAnswer):
        t.use("slash ♠7", targets=[1])


# ================================================================ 周泰


def test_buqu_keeps_him_out_of_dying_while_the_ranks_differ() -> None:
    """不屈――每当你扣减1点体力后，若你的体力值为0，你可以将牌堆顶的一张牌置于武将牌上，
    称为“创”，若所有“创”的点数均不同，你不进入濒死状态。"""
    t = table(up("blank"), up("zhou_tai"), up("blank"))
    t.set_hp(1, 1).set_hand(0, "slash ♠7").set_hand(2, "peach ♥4").set_top("jink ♦3")
    g = t.start()
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="buqu")
    t.yes()
    assert g.p(1).alive and g.p(1).hp == 0
    assert g.pile_ids(1, "buqu") == [t.find("jink ♦3")]
    t.expect("play", seat=0)  # nobody was asked to rescue him
    assert t.where("peach ♥4") == hand_of(2)


def test_buqu_an_averted_dying_is_no_dying_for_others() -> None:
    """不屈――若所有“创”的点数均不同，你不进入濒死状态。 (so 随势's 进入濒死状态时 does not
    see it: 田丰, the source, draws nothing, though he is asked first in seat order)"""
    t = table(up("tian_feng"), up("zhou_tai"), up("blank"))
    t.set_hp(1, 1).set_hand(0, "slash ♠7").set_top("jink ♦3")
    g = t.start()
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="buqu")
    t.yes()
    assert g.p(1).alive and g.p(1).hp == 0
    t.expect("play", seat=0)
    assert not skill_log(t, "suishi") and g.p(0).hand == []


def test_buqu_declined_he_enters_dying_and_suishi_draws() -> None:
    """不屈 declined: he enters the dying state, and 随势 (来源与你势力相同) draws."""
    t = table(up("tian_feng"), up("zhou_tai"), up("blank"))
    t.set_hp(1, 1).set_hand(0, "slash ♠7").set_top("jink ♦3")
    g = t.start()
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="buqu")
    t.no()
    assert skill_log(t, "suishi", 0)
    assert [r for r in t.log("move") if r.get("reason") == "suishi"]  # its one card
    assert not g.p(1).alive  # nobody saved him


# ================================================================ 鲁肃


def test_haoshi_draws_two_more_then_gives_half_to_the_fewest() -> None:
    """好施――摸牌阶段，你可以多摸两张牌，然后若你的手牌数大于5，你将一半的手牌交给一名手牌
    最少的其他角色。"""
    t = table(up("lu_su", "blank3"), up("blank"), up("blank"))
    t.set_hand(0, "slash ♠7", "jink ♦3").set_hand(1, "jink ♦6").set_hand(2, "jink ♦7",
                                                                         "jink ♦8")
    g = t.start(phase="draw")
    t.expect("confirm", seat=0, reason="haoshi")
    t.yes()
    req = t.expect("cards", seat=0, reason="haoshi")  # six cards: give three
    assert isinstance(req, ChooseCardsRequest)
    assert (req.min, req.max) == (3, 3)
    t.answer(t.pending.default())
    assert len(g.p(0).hand) == 3 and len(g.p(1).hand) == 4  # seat 1 had the fewest
    assert len(g.p(2).hand) == 2


def test_haoshi_keeps_all_with_five_or_fewer() -> None:
    """好施――然后若你的手牌数大于5 (five: nothing to give)"""
    t = table(up("lu_su", "blank3"), up("blank"))
    t.set_hand(0, "slash ♠7")
    g = t.start(phase="draw")
    t.yes()
    t.expect("play", seat=0)
    assert len(g.p(0).hand) == 5


def test_dimeng_discards_the_difference_and_they_swap_hands() -> None:
    """缔盟――出牌阶段限一次，你可以选择两名其他角色并弃置X张牌（X为这两名角色手牌数的差），
    令这两名角色交换手牌。"""
    t = table(up("lu_su", "blank3"), up("blank"), up("blank"), up("blank"))
    t.set_hand(0, "slash ♠7", "jink ♦3")
    t.set_hand(1, "jink ♦6", "jink ♦7", "jink ♦8").set_hand(2, "peach ♥4")
    t.start()
    with pytest.raises(IllegalAnswer):  # seat 3 has none: 3 cards more than seat 1
        t.use("skill:dimeng", targets=[1, 3])
    t.use("skill:dimeng", targets=[1, 2])
    assert t.where("slash ♠7") == DISCARD and t.where("jink ♦3") == DISCARD
    assert t.hand(1) == ["peach"] and sorted(t.hand(2)) == ["jink"] * 3
    assert not has_option(t, "skill:dimeng")


# ================================================================ 张昭张纮


def test_zhijian_puts_equipment_into_anothers_area_and_draws() -> None:
    """直谏――出牌阶段，你可以将手牌区里的一张装备牌置入一名其他角色的装备区，摸一张牌。"""
    t = table(up("erzhang", "blank3"), up("blank"), up("blank"))
    t.set_hand(0, "crossbow ♦A", "slash ♠7").set_equip(2, "qinggang_sword ♠6")
    g = t.start()
    with pytest.raises(IllegalAnswer):  # seat 2's weapon slot is taken
        t.use("skill:zhijian", cards=["crossbow ♦A"], targets=[2])
    with pytest.raises(IllegalAnswer):  # not equipment
        t.use("skill:zhijian", cards=["slash ♠7"], targets=[1])
    t.use("skill:zhijian", cards=["crossbow ♦A"], targets=[1])
    assert t.weapon(1) == "crossbow" and len(g.p(0).hand) == 2


def test_guzheng_gives_one_back_and_takes_the_rest() -> None:
    """固政――其他角色的弃牌阶段结束时，你可以将弃牌堆里的一张其于此阶段内因其弃置而失去过的
    手牌交给该角色，若如此做，你可以获得弃牌堆里的其余于此阶段内弃置的牌。"""
    t = table(up("erzhang", "blank3"), up("blank"))
    t.set_hp(1, 1).set_hand(1, "slash ♠7", "jink ♦3", "peach ♥4")
    t.start(seat=1, phase="discard")
    t.expect("cards", seat=1, reason="discard_phase")
    t.pick("slash ♠7", "jink ♦3")
    req = t.expect("cards", seat=0, reason="guzheng")
    assert isinstance(req, ChooseCardsRequest)
    assert sorted(req.cards) == sorted([t.find("slash ♠7"), t.find("jink ♦3")])
    t.pick("jink ♦3")
    t.expect("confirm", seat=0, reason="guzheng")
    t.yes()
    assert t.where("jink ♦3") == hand_of(1) and t.where("slash ♠7") == hand_of(0)
    assert sorted(t.hand(1)) == ["jink", "peach"]
    assert [r["skill"] for r in t.log("skill")] == ["guzheng"]


# ================================================================ 丁奉


def test_duanbing_one_more_target_at_distance_one() -> None:
    """短兵――你使用【杀】能额外选择一名距离为1的角色为目标。"""
    t = table(up("ding_feng"), up("blank"), up("blank"), up("blank"))
    t.set_hand(0, "slash ♠7")
    g = t.start()
    t.use("slash ♠7", targets=[1])
    req = t.expect("players", seat=0, reason="duanbing")
    assert isinstance(req, ChoosePlayersRequest)
    assert req.seats == [3]  # seat 2 is at distance 2
    t.choose([3])
    assert t.log("use")[-1]["targets"] == [1]
    assert g.p(1).hp == g.p(1).max_hp - 1 and g.p(3).hp == g.p(3).max_hp - 1
    assert g.p(2).hp == g.p(2).max_hp


def test_fenxun_makes_the_distance_one_this_turn() -> None:
    """奋迅――出牌阶段限一次，你可以弃置一张牌并选择一名其他角色，令你与其的距离于此回合内
    视为1。"""
    t = table(up("ding_feng"), up("blank"), up("blank"), up("blank"))
    t.set_hand(0, "slash ♠7", "jink ♦3")
    g = t.start()
    assert g.distance(0, 2) == 2
    t.use("skill:fenxun", cards=["jink ♦3"], targets=[2])
    assert g.distance(0, 2) == 1 and t.where("jink ♦3") == DISCARD
    t.use("slash ♠7", targets=[2])
    t.until("play", seat=0)  # 短兵 may ask about a second target
    assert g.p(2).hp == g.p(2).max_hp - 1
    assert not has_option(t, "skill:fenxun")
