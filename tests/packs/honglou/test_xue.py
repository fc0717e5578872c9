"""薛府 (seed 003, section 3): each skill of the eight Xue generals and its rulings.

Some tests use cards written elsewhere (决斗, 过河拆桥, 顺手牵羊, 乐不思蜀,
无懈可击, weapons and horses); they pass once those exist.
"""

from __future__ import annotations

import pytest

from sgs.core import (
    CardFace,
    Game,
    Gender,
    GeneralDef,
    IllegalAnswer,
    Pack,
    Place,
    Player,
    Skill,
    Zone,
    ops,
)
from sgs.core.requests import ActRequest
from sgs.core.skill import Flow
from sgs.testing import Table


def option_keys(t: Table) -> list[str]:
    req = t.pending
    assert isinstance(req, ActRequest)
    return [o.key for o in req.options]


def has_option(t: Table, prefix: str) -> bool:
    return any(k == prefix or k.startswith(prefix + ":") for k in option_keys(t))


def has_card_option(t: Table, name: str) -> bool:
    req = t.pending
    assert isinstance(req, ActRequest)
    return any(o.label == name for o in req.options)


def skill_used(t: Table, seat: int, sid: str) -> int:
    return sum(1 for r in t.log("skill") if r["seat"] == seat and r["skill"] == sid)


def finish_turn(t: Table) -> None:
    """End the current play phase and pass every later request until a play request."""
    t.end_play()
    while t.pending.kind != "play":
        t.answer(t.pending.default())


# ---------------------------------------------------------------- 制衡


def test_zhiheng_discards_then_draws_as_many() -> None:
    """制衡――出牌阶段，可以弃掉任意数量的牌,然后摸取等量的牌"""
    t = Table("xue_yima", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦3", "peach ♥3").set_top("jink ♦4", "jink ♦5")
    t.start(seat=0, phase="play")
    t.use("skill:zhiheng", cards=["slash ♠7", "jink ♦3"])
    assert sorted(t.hand(0)) == ["jink", "jink", "peach"]
    assert t.where("slash ♠7").zone is Zone.DISCARD
    assert t.where("jink ♦3").zone is Zone.DISCARD
    assert t.where("jink ♦4") == Place(Zone.HAND, 0)
    assert t.where("jink ♦5") == Place(Zone.HAND, 0)


def test_zhiheng_needs_at_least_one_card() -> None:
    """制衡――可以弃掉任意数量的牌 (a discard of no card is no use of it)"""
    t = Table("xue_yima", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:zhiheng", cards=[])
    t.expect("play", seat=0)


def test_zhiheng_may_discard_equipment() -> None:
    """制衡――弃掉任意数量的牌 (牌: hand and equipment alike)"""
    t = Table("xue_yima", "blank")
    t.set_hand(0, "slash ♠7").set_equip(0, "chitu ♥5").set_top("jink ♦2", "jink ♦3")
    t.start(seat=0, phase="play")
    t.use("skill:zhiheng", cards=["chitu ♥5", "slash ♠7"])
    assert t.equipment(0) == {}
    assert sorted(t.hand(0)) == ["jink", "jink"]


def test_zhiheng_once_per_turn() -> None:
    """制衡――每回合限用一次。"""
    t = Table("xue_yima", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦2")
    t.start(seat=0, phase="play")
    assert has_option(t, "skill:zhiheng")
    t.use("skill:zhiheng", cards=["slash ♠7"])
    t.expect("play", seat=0)
    assert not has_option(t, "skill:zhiheng")
    finish_turn(t)  # seat 1's turn
    t.expect("play", seat=1)
    finish_turn(t)  # seat 0's next turn: usable again
    t.expect("play", seat=0)
    assert has_option(t, "skill:zhiheng")


# ---------------------------------------------------------------- 救援


def _lord_dying(saver: str, saver_peach: bool = True, lord_peach: bool = False,
                roles: list[str] | None = None) -> Table:
    """Seat 1 kills-to-dying the 1-HP 薛姨妈 at seat 0; seat 2 may hold a 药."""
    t = Table("xue_yima", "blank", saver, roles=roles)
    t.set_hp(0, 1)
    t.set_hand(1, "slash ♠7")
    if saver_peach:
        t.set_hand(2, "peach ♥3", "slash ♣2")
    if lord_peach:
        t.set_hand(0, "peach ♥4")
    t.start(seat=1, phase="play")
    t.use("slash", targets=[0])
    return t


def test_jiuyuan_peach_from_other_xue_recovers_one_more() -> None:
    """救援――主人技，锁定技，其他薛府势力角色在濒死状态下使用〔药〕时，额外回复1点体力。
    (rules §8 [choice]: a 药 another 薛府 player uses on the dying lord recovers 1 more)"""
    t = _lord_dying("bao_chan")
    t.expect("respond", seat=2)
    t.respond("peach", targets=[0])
    assert t.hp(0) == 2
    assert skill_used(t, 0, "jiuyuan") == 1
    t.expect("play", seat=1)


def test_jiuyuan_not_for_a_peach_from_another_kingdom() -> None:
    """救援――其他薛府势力角色 … (a 群 player's 药 recovers 1 as usual)"""
    t = _lord_dying("blank")
    t.respond("peach", targets=[0])
    assert t.hp(0) == 1
    assert skill_used(t, 0, "jiuyuan") == 0


def test_jiuyuan_not_for_the_lords_own_peach() -> None:
    """救援――其他薛府势力角色 … (其他: the lord's own 药 recovers 1 as usual)"""
    t = _lord_dying("bao_chan", saver_peach=False, lord_peach=True)
    t.expect("respond", seat=0)
    t.respond("peach", targets=[0])
    assert t.hp(0) == 1
    assert skill_used(t, 0, "jiuyuan") == 0


def test_jiuyuan_only_while_the_general_is_the_lord() -> None:
    """救援――主人技 (a lord skill does nothing for a 薛姨妈 who is not the lord)"""
    t = _lord_dying("bao_chan", roles=["rebel", "lord", "rebel"])
    t.respond("peach", targets=[0])
    assert t.hp(0) == 1
    assert skill_used(t, 0, "jiuyuan") == 0


# ---------------------------------------------------------------- 奇袭


def test_qixi_black_hand_card_as_dismantlement() -> None:
    """奇袭――出牌阶段，可以将任意黑色牌当【过河拆桥】使用。"""
    t = Table("bao_chan", "blank")
    t.set_hand(0, "slash ♣2").set_hand(1, "jink ♦3")
    t.start(seat=0, phase="play")
    t.use("skill:qixi", cards=["slash ♣2"], targets=[1])
    assert t.hand(1) == []
    assert t.where("jink ♦3").zone is Zone.DISCARD
    assert t.where("slash ♣2").zone is Zone.DISCARD
    use = t.log("use")[-1]
    assert (use["card"], use["skill"], use["targets"]) == ("dismantlement", "qixi", [1])


def test_qixi_black_equipment_card() -> None:
    """奇袭――可以将任意黑色牌当【过河拆桥】使用 (任意: an equipped black card too)"""
    t = Table("bao_chan", "blank")
    t.set_equip(0, "dayuan ♠K").set_hand(1, "jink ♦2")
    t.start(seat=0, phase="play")
    t.use("skill:qixi", cards=["dayuan ♠K"], targets=[1])
    assert t.equipment(0) == {}
    assert t.hand(1) == []


def test_qixi_not_a_red_card() -> None:
    """奇袭――可以将任意黑色牌当【过河拆桥】使用 (黑色: a red card cannot)"""
    t = Table("bao_chan", "blank")
    t.set_hand(0, "jink ♦2", "slash ♣2").set_hand(1, "jink ♦3")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:qixi", cards=["jink ♦2"], targets=[1])
    assert t.hand(1) == ["jink"]


def test_qixi_offers_nothing_with_red_cards_only() -> None:
    """奇袭――任意黑色牌 (with no black card there is no 奇袭 to use)"""
    t = Table("bao_chan", "blank")
    t.set_hand(0, "jink ♦2").set_hand(1, "jink ♦3")
    t.start(seat=0, phase="play")
    assert not has_option(t, "skill:qixi")


# ---------------------------------------------------------------- 离间


def _lijian_table() -> Table:
    """香菱 with a card to discard; two males (seat 1 has a 杀), a female with 无懈."""
    t = Table("xiang_ling", "blank", "blank", "blank_f")
    t.set_hand(0, "jink ♦3", "jink ♦4").set_hand(1, "slash ♠7")
    return t


def test_lijian_first_chosen_duels_the_second() -> None:
    """离间――出牌阶段，可以弃一张牌并选择两名男性角色。若如此作，视为其中一名男性角色
    对另一名男性角色使用一张【决斗】。"""
    t = _lijian_table()
    t.start(seat=0, phase="play")
    t.use("skill:lijian", cards=["jink ♦3"], targets=[1, 2])
    assert t.where("jink ♦3").zone is Zone.DISCARD
    use = t.log("use")[-1]
    assert (use["seat"], use["card"], use["targets"], use["cards"]) == (1, "duel", [2], [])
    # seat 2 answers first and has no 杀: seat 1 deals the damage
    dmg = t.log("damage")[-1]
    assert (dmg["source"], dmg["target"]) == (1, 2)
    assert t.hp(2) == 3 and t.hp(1) == 4
    t.expect("play", seat=0)


def test_lijian_order_decides_who_uses_the_duel() -> None:
    """使用离间时，决定是由哪个角色对另一个角色使用【决斗】。"""
    t = _lijian_table()
    t.start(seat=0, phase="play")
    t.use("skill:lijian", cards=["jink ♦3"], targets=[2, 1])
    use = t.log("use")[-1]
    assert (use["seat"], use["targets"]) == (2, [1])
    # now seat 1 answers first; it declines and takes the damage from seat 2
    t.expect("respond", seat=1)
    t.pass_()
    dmg = t.log("damage")[-1]
    assert (dmg["source"], dmg["target"]) == (2, 1)
    assert t.hp(1) == 3 and t.hp(2) == 4


def test_lijian_duel_cannot_be_nullified() -> None:
    """离间――额外的，此【决斗】不能被【无懈可击】响应。"""
    t = _lijian_table()
    t.set_hand(3, "nullification ♠J")
    t.start(seat=0, phase="play")
    t.use("skill:lijian", cards=["jink ♦3"], targets=[1, 2])
    # nobody is asked for 无懈可击: the duel resolves at once
    assert t.hp(2) == 3
    assert t.hand(3) == ["nullification"]
    t.expect("play", seat=0)


def test_lijian_a_plain_duel_can_be_nullified() -> None:
    """离间――此【决斗】不能被【无懈可击】响应 (control: an ordinary 决斗 can be)"""
    t = _lijian_table()
    t.set_hand(0, "duel ♠A").set_hand(3, "nullification ♠J")
    t.start(seat=0, phase="play")
    t.use("duel", targets=[2])
    t.expect("respond", seat=3)


def test_lijian_only_two_males() -> None:
    """离间――选择两名男性角色 (a female cannot be chosen; exactly two are chosen)"""
    t = _lijian_table()
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:lijian", cards=["jink ♦3"], targets=[1, 3])
    with pytest.raises(IllegalAnswer):
        t.use("skill:lijian", cards=["jink ♦3"], targets=[3, 1])
    with pytest.raises(IllegalAnswer):
        t.use("skill:lijian", cards=["jink ♦3"], targets=[1])
    with pytest.raises(IllegalAnswer):
        t.use("skill:lijian", cards=[], targets=[1, 2])
    assert t.hand(0) == ["jink", "jink"]


def test_lijian_once_per_turn() -> None:
    """离间――每回合限用一次。"""
    t = _lijian_table()
    t.start(seat=0, phase="play")
    t.use("skill:lijian", cards=["jink ♦3"], targets=[1, 2])
    t.expect("play", seat=0)
    assert not has_option(t, "skill:lijian")


# ---------------------------------------------------------------- 应怜


def test_yinglian_draws_one_at_the_finish_phase() -> None:
    """应怜――回合结束阶段，可以摸一张牌。"""
    t = Table("xiang_ling", "blank")
    t.set_top("peach ♥3")
    t.start(seat=0, phase="finish")
    t.expect("confirm", seat=0)
    t.yes()
    assert t.hand(0) == ["peach"]


def test_yinglian_may_be_declined() -> None:
    """应怜――可以摸一张牌 (可以: optional)"""
    t = Table("xiang_ling", "blank")
    t.set_top("peach ♥3")
    t.start(seat=0, phase="finish")
    t.no()
    assert t.hand(0) == []


def test_yinglian_only_at_her_own_finish_phase() -> None:
    """应怜――回合结束阶段 (her own turn's: another player's finish phase gives nothing)"""
    t = Table("xiang_ling", "blank")
    t.start(seat=1, phase="finish")
    # seat 1's finish phase passes without asking; seat 0's turn reaches its play phase
    t.expect("play", seat=0)
    assert skill_used(t, 0, "yinglian") == 0


# ---------------------------------------------------------------- 噬血


def test_shixue_recovers_per_damage_within_distance_one() -> None:
    """噬血：锁定技，任何时候，你对于距离为1以内的任何一名角色造成1点伤害，你回复1点体力。"""
    t = Table("xue_pan", "blank")
    t.set_hp(0, 2).set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    assert t.hp(1) == 3
    assert t.hp(0) == 3
    assert skill_used(t, 0, "shixue") == 1
    t.expect("play", seat=0)  # locked: nobody was asked


def test_shixue_not_beyond_distance_one() -> None:
    """噬血：你对于距离为1以内的任何一名角色 (distance 2: no recovery)"""
    t = Table("xue_pan", "blank", "blank", "blank")
    t.set_hp(0, 2).set_hand(0, "duel ♠A")
    t.start(seat=0, phase="play")
    t.use("duel", targets=[2])
    assert t.hp(2) == 3
    assert t.hp(0) == 2
    assert skill_used(t, 0, "shixue") == 0


def test_shixue_at_any_time() -> None:
    """噬血：任何时候 (also in another player's turn: a 决斗 he wins there)"""
    t = Table("xue_pan", "blank")
    t.set_hp(0, 2).set_hand(0, "slash ♠7").set_hand(1, "duel ♠A")
    t.start(seat=1, phase="play")
    t.use("duel", targets=[0])
    t.expect("respond", seat=0)
    t.respond("slash")
    assert t.hp(1) == 3
    assert t.hp(0) == 3


def test_shixue_counts_a_killing_blow() -> None:
    """噬血：你对于距离为1以内的任何一名角色造成1点伤害 (the damage that kills counts:
    the distance is the one at the moment of the damage)"""
    t = Table("xue_pan", "blank", "blank")
    t.set_hp(0, 2).set_hp(1, 1).set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    assert not t.game.p(1).alive
    assert t.hp(0) == 3


def test_shixue_distance_is_the_one_when_the_damage_is_dealt() -> None:
    """噬血：任何时候，你对于距离为1以内的任何一名角色造成1点伤害，你回复1点体力。
    (the distance when the damage is dealt: seat 1 stands at distance 2 behind a +1 horse;
    the blow kills him and the horse is discarded with his cards, which would bring him to
    distance 1 afterwards — no recovery) (needs 决斗 and a +1 horse)"""
    t = Table("xue_pan", "blank", "blank")
    t.set_hp(0, 2).set_hp(1, 1).set_hand(0, "duel ♠A").set_equip(1, "jueying")
    t.start(seat=0, phase="play")
    assert t.game.distance(0, 1) == 2
    t.use("duel", targets=[1])
    assert not t.game.p(1).alive
    assert t.where("jueying").zone is Zone.DISCARD
    assert t.hp(0) == 2
    assert skill_used(t, 0, "shixue") == 0


def test_shixue_unwounded_does_nothing() -> None:
    """噬血：你回复1点体力 (at full HP there is nothing to recover)"""
    t = Table("xue_pan", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    assert t.hp(0) == 4
    assert skill_used(t, 0, "shixue") == 0


# ---------------------------------------------------------------- 嫉妒


def test_jidu_draws_one_more() -> None:
    """嫉妒――摸牌阶段，可以额外摸一张牌。"""
    t = Table("xia_jingui", "blank")
    t.set_top("slash ♠7", "slash ♠8", "slash ♠9")
    t.start(seat=0, phase="draw")
    t.expect("confirm", seat=0)
    t.yes()
    assert t.hand(0) == ["slash", "slash", "slash"]
    t.expect("play", seat=0)


def test_jidu_may_be_declined() -> None:
    """嫉妒――可以额外摸一张牌 (可以: optional)"""
    t = Table("xia_jingui", "blank")
    t.start(seat=0, phase="draw")
    t.no()
    assert len(t.hand(0)) == 2


# ---------------------------------------------------------------- 反间


def _fanjian(suit: str, hand: tuple[str, ...] = ("slash ♠7",)) -> Table:
    t = Table("xia_jingui", "blank")
    t.set_hand(0, *hand)
    t.start(seat=0, phase="play")
    t.use("skill:fanjian", targets=[1])
    req = t.expect("option", seat=1)
    assert sorted(req.choices() or []) == ["club", "diamond", "heart", "spade"]
    t.choose(suit)
    return t


def test_fanjian_wrong_suit_damages_then_gains() -> None:
    """反间――出牌阶段，可以令另一名角色选择一种花色，抽取一张手牌并亮出，若此牌与所选
    花色不吻合，则对该角色造成1点伤害。"""
    t = _fanjian("heart")
    assert t.hp(1) == 3
    dmg = t.log("damage")[-1]
    assert (dmg["source"], dmg["target"]) == (0, 1)
    shown = t.log("show")[-1]
    assert shown["cards"] == [t.find("slash ♠7")]
    assert t.hand(1) == ["slash"] and t.hand(0) == []


def test_fanjian_right_suit_no_damage_still_gains() -> None:
    """反间――然后不论结果，该角色都获得此牌。"""
    t = _fanjian("spade")
    assert t.hp(1) == 4
    assert t.log("damage") == []
    assert t.hand(1) == ["slash"] and t.hand(0) == []


def test_fanjian_suit_choice_is_public() -> None:
    """反间――令另一名角色选择一种花色 (everyone learns the suit named)"""
    t = _fanjian("club")
    rec = t.log("choose_suit")[-1]
    assert (rec["seat"], rec["suit"]) == (1, "club")


def test_fanjian_takes_a_random_hand_card() -> None:
    """反间――抽取一张手牌 (blind: a random one of her hand cards, never chosen by sight)"""
    t = _fanjian("spade", hand=("slash ♠7", "jink ♦2", "peach ♥3"))
    assert len(t.hand(1)) == 1 and len(t.hand(0)) == 2
    assert not any(r["kind"] == "card_of" for r in t.log("answer"))


def test_fanjian_needs_a_hand_card_and_once_per_turn() -> None:
    """反间――每回合限用一次。 (and it needs a hand card to take)"""
    t = _fanjian("spade", hand=("slash ♠7", "jink ♦2"))
    t.expect("play", seat=0)
    assert not has_option(t, "skill:fanjian")
    t2 = Table("xia_jingui", "blank")
    t2.start(seat=0, phase="play")
    assert not has_option(t2, "skill:fanjian")


# ---------------------------------------------------------------- 国色


def test_guose_diamond_card_as_indulgence() -> None:
    """国色――出牌阶段，可以将任意方块花色的牌当【乐不思蜀】使用。"""
    t = Table("xue_baoqin", "blank")
    t.set_hand(0, "jink ♦3")
    t.start(seat=0, phase="play")
    t.use("skill:guose", cards=["jink ♦3"], targets=[1])
    assert t.judge_area(1) == ["indulgence"]
    assert t.where("jink ♦3") == Place(Zone.JUDGE, 1)


def test_guose_equipped_diamond_card() -> None:
    """国色――任意方块花色的牌 (an equipped ♦ card too)"""
    t = Table("xue_baoqin", "blank")
    t.set_equip(0, "zixing ♦K")
    t.start(seat=0, phase="play")
    t.use("skill:guose", cards=["zixing ♦K"], targets=[1])
    assert t.judge_area(1) == ["indulgence"]
    assert t.equipment(0) == {}


def test_guose_not_another_suit() -> None:
    """国色――方块花色 (a ♥ card cannot)"""
    t = Table("xue_baoqin", "blank")
    t.set_hand(0, "peach ♥3", "jink ♦2")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:guose", cards=["peach ♥3"], targets=[1])
    assert t.judge_area(1) == []


# ---------------------------------------------------------------- 流离


def test_liuli_passes_the_slash_on() -> None:
    """流离――当成为【杀】的目标时，可以弃一张牌，并将此【杀】转移给攻击范围内的另一名角色。"""
    t = Table("blank", "xue_baoqin", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.expect("cards", seat=1)
    t.pick("peach ♥3")  # only seat 2 can take it: chosen at once
    assert t.where("peach ♥3").zone is Zone.DISCARD
    assert t.hp(2) == 3 and t.hp(1) == 3
    dmg = t.log("damage")[-1]
    assert (dmg["source"], dmg["target"]) == (0, 2)


def test_liuli_may_be_declined() -> None:
    """流离――可以弃一张牌 (可以: optional)"""
    t = Table("blank", "xue_baoqin", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.pick()
    assert t.hp(1) == 2 and t.hp(2) == 4
    assert t.hand(1) == ["peach"]


def test_liuli_not_to_the_slash_user() -> None:
    """流离――（该角色不得是【杀】的使用者）"""
    t = Table("blank", "xue_baoqin")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    # the user is the only other player: 流离 is not offered, the 杀 hits
    assert t.hp(1) == 2
    assert t.hand(1) == ["peach"]
    t.expect("play", seat=0)


def test_liuli_only_within_her_attack_range() -> None:
    """流离――转移给攻击范围内的另一名角色 (seats 3 and 4 are at distance 2: only seat 2)"""
    t = Table("blank", "xue_baoqin", "blank", "blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.pick("peach ♥3")
    assert t.pending.kind != "players"
    assert t.hp(2) == 3 and t.hp(3) == 4 and t.hp(4) == 4


def test_liuli_weapon_widens_the_range() -> None:
    """流离――攻击范围内 (a range-2 weapon reaches seats 3 and 4)"""
    t = Table("blank", "xue_baoqin", "blank", "blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥3").set_equip(1, "qinggang_sword ♠6")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.pick("peach ♥3")
    req = t.expect("players", seat=1)
    assert sorted(req.choices()) == [(2,), (3,), (4,)]
    t.choose((4,))
    assert t.hp(4) == 3 and t.hp(1) == 3


def test_liuli_discarded_weapon_no_longer_counts() -> None:
    """流离――弃一张牌…攻击范围内 (discarding the weapon itself leaves range 1)"""
    t = Table("blank", "xue_baoqin", "blank", "blank", "blank")
    t.set_hand(0, "slash ♠7").set_equip(1, "qinggang_sword ♠6")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.pick("qinggang_sword ♠6")
    assert t.pending.kind != "players"
    assert t.hp(2) == 3


# ---------------------------------------------------------------- 谦逊


def test_qianxun_prohibits_snatch_and_indulgence() -> None:
    """谦逊――锁定技，不能成为【顺手牵羊】和【乐不思蜀】的目标。"""
    t = Table("blank", "xue_ke")
    g = t.start(seat=0, phase="play")
    assert g.prohibited(0, 1, CardFace.virtual("snatch"))
    assert g.prohibited(0, 1, CardFace.virtual("indulgence"))
    assert not g.prohibited(0, 1, CardFace.virtual("dismantlement"))
    assert not g.prohibited(1, 0, CardFace.virtual("snatch"))


def test_qianxun_cards_not_offered_against_him() -> None:
    """谦逊――不能成为【顺手牵羊】和【乐不思蜀】的目标 (not even a 国色 one)"""
    t = Table("xue_baoqin", "xue_ke")
    t.set_hand(0, "snatch ♠3", "indulgence ♠6", "jink ♦2", "dismantlement ♠4")
    t.set_hand(1, "slash ♠7")
    t.start(seat=0, phase="play")
    assert not has_card_option(t, "snatch")
    assert not has_card_option(t, "indulgence")
    assert not has_option(t, "skill:guose")
    assert has_card_option(t, "dismantlement")


# ---------------------------------------------------------------- 连营


def test_lianying_draws_after_the_last_hand_card_is_used() -> None:
    """连营――每当失去最后一张手牌时，可立即摸一张牌。"""
    t = Table("xue_ke", "blank")
    t.set_hand(0, "slash ♠7").set_top("peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.expect("confirm", seat=0)
    t.yes()
    assert t.hand(0) == ["peach"]
    assert t.hp(1) == 3


def test_lianying_out_of_turn_too() -> None:
    """连营――每当失去最后一张手牌时 (也在他人回合: his last 闪)"""
    t = Table("blank", "xue_ke")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2").set_top("peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.respond("jink")
    t.expect("confirm", seat=1)
    t.yes()
    assert t.hand(1) == ["peach"]
    assert t.hp(1) == 3


def test_lianying_not_while_cards_remain() -> None:
    """连营――失去最后一张手牌 (with a card left there is nothing to draw)"""
    t = Table("xue_ke", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦2")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.expect("play", seat=0)
    assert t.hand(0) == ["jink"]


def test_lianying_may_be_declined() -> None:
    """连营――可立即摸一张牌 (可: optional)"""
    t = Table("xue_ke", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.no()
    assert t.hand(0) == []


def test_lianying_when_the_last_card_is_dismantled() -> None:
    """连营――每当失去最后一张手牌时 (lost to another's 过河拆桥)"""
    t = Table("blank", "xue_ke")
    t.set_hand(0, "dismantlement ♠3").set_hand(1, "jink ♦2").set_top("peach ♥3")
    t.start(seat=0, phase="play")
    t.use("dismantlement", targets=[1])
    t.expect("confirm", seat=1)
    t.yes()
    assert t.hand(1) == ["peach"]


# ---------------------------------------------------------------- 结姻


def _jieyin_table(my_hp: int = 3) -> Table:
    t = Table("xue_baochai", "blank", "blank_f", "blank")
    t.set_hp(0, my_hp).set_hp(1, 2).set_hp(2, 2)
    t.set_hand(0, "slash ♠7", "jink ♦2", "peach ♥3")
    return t


def test_jieyin_both_recover() -> None:
    """结姻――出牌阶段，可以弃两张手牌并选择一名受伤的男性角色：和目标角色各回复1点体力。"""
    t = _jieyin_table(my_hp=2)
    t.start(seat=0, phase="play")
    t.use("skill:jieyin", cards=["slash ♠7", "jink ♦2"], targets=[1])
    assert t.hp(0) == 3 and t.hp(1) == 3
    assert t.hand(0) == ["peach"]
    assert t.where("slash ♠7").zone is Zone.DISCARD


def test_jieyin_she_need_not_be_wounded() -> None:
    """使用结姻的条件是“有受伤的男性角色”，与是否受伤无关。"""
    t = _jieyin_table(my_hp=3)
    t.start(seat=0, phase="play")
    assert has_option(t, "skill:jieyin")
    t.use("skill:jieyin", cards=["slash ♠7", "jink ♦2"], targets=[1])
    assert t.hp(1) == 3
    assert t.hp(0) == 3  # already full: nothing more


def test_jieyin_needs_a_wounded_male() -> None:
    """结姻――选择一名受伤的男性角色 (not a wounded female, not an unwounded male)"""
    t = _jieyin_table()
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:jieyin", cards=["slash ♠7", "jink ♦2"], targets=[2])
    with pytest.raises(IllegalAnswer):
        t.use("skill:jieyin", cards=["slash ♠7", "jink ♦2"], targets=[3])
    with pytest.raises(IllegalAnswer):
        t.use("skill:jieyin", cards=["slash ♠7"], targets=[1])
    assert len(t.hand(0)) == 3


def test_jieyin_hand_cards_only() -> None:
    """结姻――弃两张手牌 (equipment cannot pay for it)"""
    t = _jieyin_table()
    t.set_equip(0, "chitu ♥5")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:jieyin", cards=["slash ♠7", "chitu ♥5"], targets=[1])


def test_jieyin_once_per_turn() -> None:
    """结姻――每回合限用一次。"""
    t = _jieyin_table()
    t.set_hand(0, "jink ♦3")
    t.start(seat=0, phase="play")
    t.use("skill:jieyin", cards=["slash ♠7", "jink ♦2"], targets=[1])
    t.expect("play", seat=0)
    assert not has_option(t, "skill:jieyin")


# ---------------------------------------------------------------- 枭姬


def test_xiaoji_when_replacing_her_own_equipment() -> None:
    """枭姬――当失去一张装备区里的牌时，可以立即摸两张牌。
    例如这些时机：…以及自己替换装备时。"""
    t = Table("xue_baochai", "blank")
    t.set_equip(0, "qinggang_sword ♠6").set_hand(0, "blade ♠5")
    t.set_top("slash ♠7", "jink ♦2")
    t.start(seat=0, phase="play")
    t.use("blade")
    t.expect("confirm", seat=0)
    t.yes()
    assert t.weapon(0) == "blade"
    assert sorted(t.hand(0)) == ["jink", "slash"]


def test_xiaoji_when_dismantled() -> None:
    """枭姬――例如这些时机：受到【顺手牵羊】、【过河拆桥】等锦囊的影响"""
    t = Table("blank", "xue_baochai")
    t.set_hand(0, "dismantlement ♠3").set_equip(1, "chitu ♥5")
    t.start(seat=0, phase="play")
    t.use("dismantlement", targets=[1])
    t.expect("confirm", seat=1)
    t.yes()
    assert t.equipment(1) == {}
    assert len(t.hand(1)) == 2


def test_xiaoji_when_snatched() -> None:
    """枭姬――例如这些时机：受到【顺手牵羊】…等锦囊的影响"""
    t = Table("blank", "xue_baochai")
    t.set_hand(0, "snatch ♠3").set_equip(1, "chitu ♥5")
    t.start(seat=0, phase="play")
    t.use("snatch", targets=[1])
    t.expect("confirm", seat=1)
    t.yes()
    assert t.hand(0) == ["chitu"]
    assert len(t.hand(1)) == 2


def test_xiaoji_not_for_hand_cards() -> None:
    """枭姬――失去一张装备区里的牌 (a hand card lost is no trigger)"""
    t = Table("xue_baochai", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.expect("play", seat=0)
    assert skill_used(t, 0, "xiaoji") == 0


def test_xiaoji_may_be_declined() -> None:
    """枭姬――可以立即摸两张牌 (可以: optional)"""
    t = Table("blank", "xue_baochai")
    t.set_hand(0, "dismantlement ♠3").set_equip(1, "chitu ♥5")
    t.start(seat=0, phase="play")
    t.use("dismantlement", targets=[1])
    t.no()
    assert t.hand(1) == []


def test_xiaoji_two_cards_at_once_draw_twice() -> None:
    """枭姬――当失去一张装备区里的牌时，可以立即摸两张牌 (per card: two lost, four drawn)"""
    # 枭姬 with 制衡: a way to lose two equipment cards in one move
    extra = Pack("xue_test")
    extra.generals["baochai_zhiheng"] = GeneralDef("baochai_zhiheng", "xue", 3, Gender.FEMALE,
                                                   ("xiaoji", "zhiheng"))
    t = Table("baochai_zhiheng", "blank", extra=extra)
    t.set_equip(0, "chitu ♥5", "jueying ♠5")
    t.start(seat=0, phase="play")
    t.use("skill:zhiheng", cards=["chitu ♥5", "jueying ♠5"])
    t.expect("confirm", seat=0)
    t.yes()
    t.expect("confirm", seat=0)
    t.yes()
    assert len(t.hand(0)) == 2 + 4


# ---------------------------------------------------------------- audit additions


def _pack_with(gid: str, gender: Gender, *skills: str, kingdom: str = "xue",
               hp: int = 3) -> Pack:
    """A test-only general combining ``skills`` (to reach a corner one general lacks)."""
    extra = Pack(f"test_{gid}")
    extra.generals[gid] = GeneralDef(gid, kingdom, hp, gender, skills)
    return extra


class _Wear(Skill):
    """Test only: put an equipment card from your hand straight into your equipment area."""

    id = "test_wear"
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return True

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return list(owner.hand)

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        return not chosen and g.cdef(g.card(cid).name).slot is not None

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.move_to_equip(g, owner.seat, cards[0])


class _TakeBack(Skill):
    """Test only: take a card of your equipment area back into your hand."""

    id = "test_take_back"
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(owner.areas.equip)

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return list(owner.areas.equip.values())

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        return not chosen

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.move(g, list(cards), Place(Zone.HAND, owner.seat), "test",
                            by=owner.seat)


def test_lianying_last_card_played() -> None:
    """连营――每当失去最后一张手牌时，可立即摸一张牌。(打出: his last 杀 against 南蛮入侵)"""
    t = Table("blank", "xue_ke")
    t.set_hand(0, "savage_assault ♠7").set_hand(1, "slash ♠8").set_top("peach ♥3")
    t.start(seat=0, phase="play")
    t.use("savage_assault")
    t.expect("respond", seat=1)
    t.respond("slash ♠8")
    t.expect("confirm", seat=1)
    t.yes()
    assert t.hand(1) == ["peach"]
    assert t.hp(1) == 3


def test_lianying_last_cards_discarded_by_himself() -> None:
    """连营――每当失去最后一张手牌时 (弃置: 刚烈 makes him discard his last two)"""
    t = Table("xue_ke", "you_sanjie")
    t.set_hand(0, "slash ♠7", "jink ♦2", "jink ♦3").set_top("slash ♣2", "peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1)  # 刚烈
    t.yes()
    t.choose("discard")  # his only two hand cards: no choice of which
    t.expect("confirm", seat=0)  # 连营
    assert t.pending.prompt == "skill.lianying.ask"
    assert t.hand(0) == [] and t.discard_names()[-2:] == ["jink", "jink"]
    t.yes()
    assert t.hand(0) == ["peach"]


def test_lianying_last_card_taken() -> None:
    """连营――每当失去最后一张手牌时 (获得: 反馈 takes his last hand card)"""
    t = Table("xue_ke", "jia_rong")
    t.set_hand(0, "slash ♠7", "jink ♦2").set_top("peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1)  # 反馈
    t.yes()
    assert t.hand(1) == ["jink"]
    t.expect("confirm", seat=0)  # 连营
    t.yes()
    assert t.hand(0) == ["peach"]


def test_lianying_last_card_given() -> None:
    """连营――每当失去最后一张手牌时 (交给: he gives away the last of his 遗计 cards)"""
    extra = _pack_with("xueke_yiji", Gender.MALE, "lianying", "yiji")
    t = Table("blank", "xueke_yiji", extra=extra)
    t.set_hand(0, "slash ♠7").set_top("peach ♥3", "jink ♦3", "peach ♥4")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1)  # 遗计
    t.yes()
    t.pick("peach ♥3")
    t.choose([0])
    t.expect("players", seat=1)  # the other one, his last hand card
    t.choose([0])
    t.expect("confirm", seat=1)
    assert t.pending.prompt == "skill.lianying.ask"
    t.yes()
    assert t.hand(1) == ["peach"] and t.where("peach ♥4") == Place(Zone.HAND, 1)
    assert sorted(t.hand(0)) == ["jink", "peach"]


def test_lianying_last_hand_card_into_his_own_equipment_area() -> None:
    """连营――每当失去最后一张手牌时 (seed 000 失去手牌: 一名角色的手牌移動，即該角色失去此
    手牌 — even into his own equipment area)"""
    extra = _pack_with("xueke_wear", Gender.MALE, "lianying", "test_wear")
    extra.skills["test_wear"] = _Wear()
    t = Table("xueke_wear", "blank", extra=extra)
    t.set_hand(0, "chitu ♥5").set_top("peach ♥3")
    t.start(seat=0, phase="play")
    t.use("skill:test_wear", cards=["chitu ♥5"])
    assert t.equipment(0) == {"-1": "chitu"}
    t.expect("confirm", seat=0)
    assert t.pending.prompt == "skill.lianying.ask"
    t.yes()
    assert t.hand(0) == ["peach"]


def test_xiaoji_equipment_card_back_into_her_own_hand() -> None:
    """枭姬――当失去一张装备区里的牌时 (seed 000: 一名角色裝備區裡的牌移動，即該角色失去裝備區
    裡的此牌 — even into her own hand)"""
    extra = _pack_with("baochai_take", Gender.FEMALE, "xiaoji", "test_take_back")
    extra.skills["test_take_back"] = _TakeBack()
    t = Table("baochai_take", "blank", extra=extra)
    t.set_equip(0, "chitu ♥5").set_top("peach ♥3", "jink ♦3")
    t.start(seat=0, phase="play")
    t.use("skill:test_take_back", cards=["chitu ♥5"])
    t.expect("confirm", seat=0)
    assert t.pending.prompt == "skill.xiaoji.ask"
    t.yes()
    assert sorted(t.hand(0)) == ["chitu", "jink", "peach"]


def test_lijian_discarded_card_may_be_equipment() -> None:
    """离间――可以弃一张牌 (牌: an equipment card pays too)"""
    t = _lijian_table()
    t.set_equip(0, "chitu ♥5")
    t.start(seat=0, phase="play")
    t.use("skill:lijian", cards=["chitu ♥5"], targets=[1, 2])
    assert t.equipment(0) == {}
    assert t.hand(0) == ["jink", "jink"]
    assert t.hp(2) == 3


def test_lijian_needs_two_male_players() -> None:
    """离间――选择两名男性角色 (one male at the table: nothing to choose, not offered)"""
    t = Table("xiang_ling", "blank", "blank_f")
    t.set_hand(0, "jink ♦3")
    t.start(seat=0, phase="play")
    assert not has_option(t, "skill:lijian")


def test_lijian_needs_a_card() -> None:
    """离间――可以弃一张牌并选择两名男性角色 (no card: not offered)"""
    t = Table("xiang_ling", "blank", "blank")
    t.start(seat=0, phase="play")
    assert not has_option(t, "skill:lijian")


def test_fanjian_damage_comes_before_the_gain() -> None:
    """反间――若此牌与所选花色不吻合，则对该角色造成1点伤害。然后不论结果，该角色都获得此牌。
    (damage first, the card still hers meanwhile: 反馈 can take that very card)"""
    t = Table("xia_jingui", "jia_rong")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("skill:fanjian", targets=[1])
    t.choose("heart")
    t.expect("confirm", seat=1)  # 反馈: she still holds the shown card
    t.yes()
    assert t.hp(1) == 2
    assert t.hand(1) == ["slash"] and t.hand(0) == []
    cid = t.find("slash ♠7")
    dmg = next(i for i, r in enumerate(t.game.log) if r["t"] == "damage")
    took = next(i for i, r in enumerate(t.game.log)
                if r["t"] == "move" and r["cards"] == [cid] and r["dst"].get("seat") == 1)
    assert dmg < took


def test_shixue_one_recovery_per_point() -> None:
    """噬血：……造成1点伤害，你回复1点体力。(2 damage at once: 2 recovered; 裸衣 lent for it)"""
    extra = _pack_with("xuepan_luoyi", Gender.MALE, "shixue", "luoyi", hp=4)
    t = Table("xuepan_luoyi", "blank", extra=extra)
    t.set_hp(0, 1).set_hand(0, "slash ♠7")
    t.start(seat=0, phase="draw")
    t.expect("confirm", seat=0)  # 裸衣
    t.yes()
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 2
    assert t.hp(0) == 3


def test_shixue_within_distance_one_thanks_to_a_horse() -> None:
    """噬血：你对于距离为1以内的任何一名角色 (a −1 horse brings a player two seats away to 1)
    (needs a −1 horse)"""
    t = Table("xue_pan", "blank", "blank", "blank")
    t.set_hp(0, 2).set_hand(0, "duel ♠A").set_equip(0, "chitu ♥5")
    t.start(seat=0, phase="play")
    t.use("duel", targets=[2])
    assert t.hp(2) == 3
    assert t.hp(0) == 3


def test_jidu_and_luoyi_draw_counts_add_up() -> None:
    """嫉妒――摸牌阶段，可以额外摸一张牌。 / 裸衣――摸牌阶段，可以少摸一张牌 (both on one
    general: 2 + 1 − 1 = 2 cards, and 裸衣's bonus still holds)"""
    extra = _pack_with("jingui_luoyi", Gender.FEMALE, "jidu", "luoyi", hp=4)
    t = Table("jingui_luoyi", "blank", extra=extra)
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="draw")
    req = t.expect("option", seat=0)  # both ready: she orders them
    assert sorted(req.choices() or []) == ["jidu", "luoyi"]
    t.choose("jidu")
    t.yes()
    t.expect("confirm", seat=0)
    t.yes()
    assert len(t.hand(0)) == 1 + 2
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 2


def test_zhiheng_request_lists_the_pool_once() -> None:
    """制衡 may discard any number of cards: the request names the cards once with
    "any 1..n" (docs/protocol.md) instead of the 2^n subsets, whatever the hand."""
    t = Table("xue_yima", "blank")
    hand = [f"slash ♣{r}" for r in range(2, 10)] + [f"jink ♦{r}" for r in range(3, 11)]
    t.set_hand(0, *hand).set_equip(0, "chitu ♥5")
    t.start(seat=0, phase="play")
    request = t.game.observe(0)["request"]
    (opt,) = [o for o in request["options"] if o["key"] == "skill:zhiheng"]
    tree = opt["tree"]
    assert sorted(tree["any"]) == sorted([t.find(c) for c in [*hand, "chitu ♥5"]])
    assert (tree["min"], tree["max"]) == (1, 17) and "truncated" not in tree
    t.use("skill:zhiheng", cards=hand[:13])
    assert len(t.hand(0)) == 16
