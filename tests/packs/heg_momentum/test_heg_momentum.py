"""君临天下·势 (momentum, edition [M]): 李典 臧霸 马岱 糜夫人 孙策 陈武董袭 董卓 张任.

Each test's docstring quotes the [M] text it checks (heg_momentum/texts.toml).  Seats are
[main, deputy]; ``blank`` (qun, 4 阴阳鱼, no skill) fills a deputy or a seat.  The first
reveal's 先驱 reward is off, so that hand counts are the skills' own.  移除 (seed 001 势)
is checked through 暴凌, 穿心 and 存嗣: the soldier card's gender and kingdom, the removed
general at the bottom of the remaining-generals pile, a face-down deputy removed face
down, a soldier that counts as no deputy.
"""

from __future__ import annotations

from typing import Any

import pytest

from sgs.core import Gender, IllegalAnswer, Place, Zone
from sgs.core.content import soldier_id
from sgs.core.generals import GeneralCard, Position
from sgs.core.requests import ActRequest, ChooseCardsRequest, ChoosePlayersRequest, Request
from sgs.packs import ruleset
from sgs.testing import Table

M, D = Position.MAIN, Position.DEPUTY
SET = "hegemony+momentum"
MOMENTUM = ("li_dian", "zang_ba", "ma_dai", "mi_furen", "sun_ce", "chenwu_dongxi",
            "dong_zhuo", "zhang_ren")


def up(main: str, deputy: str = "blank") -> list[GeneralCard]:
    """A seat with both generals revealed."""
    return [GeneralCard(main, M, True), GeneralCard(deputy, D, True)]


def down(main: str, deputy: str = "blank") -> list[GeneralCard]:
    """A seat with both generals face down."""
    return [GeneralCard(main, M, False), GeneralCard(deputy, D, False)]


def mixed(main: str, deputy: str, main_up: bool = True,
          deputy_up: bool = False) -> list[GeneralCard]:
    return [GeneralCard(main, M, main_up), GeneralCard(deputy, D, deputy_up)]


def table(*seats: list[GeneralCard], **kw: Any) -> Table:
    return Table(*seats, pack=SET, mode="hegemony", options={"vanguard": False}, **kw)


def hand_of(seat: int) -> Place:
    return Place(Zone.HAND, seat)


def skill_log(t: Table, skill: str, seat: int | None = None) -> list[dict[str, Any]]:
    return [r for r in t.log("skill")
            if r["skill"] == skill and (seat is None or r["seat"] == seat)]


def seats_of(req: Request) -> list[int]:
    assert isinstance(req, ChoosePlayersRequest)
    return list(req.seats)


def options_of(req: Request) -> list[str]:
    assert isinstance(req, ActRequest)
    return [o.key for o in req.options]


def deputy(t: Table, seat: int) -> GeneralCard:
    return next(c for c in t.game.p(seat).generals if c.position is D)


# ================================================================ the generals


def test_the_momentum_roster_hp_gender_kingdoms_and_companions() -> None:
    """[M] momentum.cpp: 李典 wei 3, 臧霸 wei 4, 马岱 shu 4, 糜夫人 shu 3 female, 孙策 wu 4
    (副将 −1), 陈武董袭 wu 4, 董卓 qun 4, 张任 qun 4; 珠联璧合 李典–乐进, 臧霸–张辽,
    马岱–马超, 孙策–周瑜/太史慈/大乔; every skill has zh and en text."""
    rs = ruleset(SET)
    gens = {gid: rs.general(gid) for gid in MOMENTUM}
    assert {gid: (g.kingdom, g.hp) for gid, g in gens.items()} == {
        "li_dian": ("wei", 3), "zang_ba": ("wei", 4), "ma_dai": ("shu", 4),
        "mi_furen": ("shu", 3), "sun_ce": ("wu", 4), "chenwu_dongxi": ("wu", 4),
        "dong_zhuo": ("qun", 4), "zhang_ren": ("qun", 4)}
    assert [gid for gid, g in gens.items() if g.gender is Gender.FEMALE] == ["mi_furen"]
    pairs = {frozenset((gid, c)) for gid, g in gens.items() for c in g.companions}
    assert pairs == {frozenset(p) for p in (("li_dian", "yue_jin"), ("zang_ba", "zhang_liao"),
                                            ("ma_dai", "ma_chao"), ("sun_ce", "zhou_yu"),
                                            ("sun_ce", "taishi_ci"), ("sun_ce", "da_qiao"))}
    for gid, g in gens.items():
        for c in g.companions:
            assert rs.general(c).kingdom == g.kingdom, (gid, c)
        for sid in g.skills:
            assert rs.text(sid, "zh") and rs.text(sid, "en"), sid
    assert rs.skill("hunshang").slot == "deputy" and rs.skill("hunshang").slot_hp == -1
    assert rs.skill("baoling").slot == "main" and rs.skill("baoling").locked
    assert rs.skill("fengshi").formation == "siege"


def test_sun_ce_is_worth_one_yin_yang_fish_less_as_deputy() -> None:
    """魂殇――副将技，此武将牌上单独的阴阳鱼个数-1: 孙策 (4) as deputy beside 周瑜 (3) makes
    6 阴阳鱼, 3 HP; as main beside 周瑜, 7: 3 HP and one left over."""
    t = table(up("zhou_yu", "sun_ce"), up("sun_ce", "zhou_yu"))
    g = t.start(0, "play")
    assert g.p(0).max_hp == 3 and "hunshang" in g.p(0).skill_ids
    assert g.p(1).max_hp == 3 and "hunshang" not in g.p(1).skill_ids


def test_companions_of_sun_ce_and_zhou_yu_are_rewarded() -> None:
    """珠联璧合 (one-sided: 孙策 lists 周瑜): revealing both draws 2 or recovers 1."""
    t = table(down("zhou_yu", "sun_ce"), up("blank"))
    t.start(0, "start")
    t.expect("option", seat=0, reason="reveal")
    t.choose("both")  # at full HP drawing two is the only reward: not asked
    assert [r["reward"] for r in t.log("reward")] == ["companion"]


# ================================================================ 李典


def test_xunxun_takes_two_of_the_top_four_and_puts_the_rest_at_the_bottom() -> None:
    """恂恂――摸牌阶段开始时，你可以放弃摸牌，观看牌堆顶的四张牌并获得其中的两张牌，然后将
    其余的牌置于牌堆底。"""
    t = table(up("li_dian"), up("blank"))
    t.set_top("slash ♠7", "jink ♦3", "peach ♥6", "duel ♠A")
    g = t.start(0, "draw")
    t.expect("confirm", seat=0, reason="恂恂")
    t.yes()
    req = t.expect("cards", seat=0, reason="恂恂")
    assert isinstance(req, ChooseCardsRequest) and len(req.cards) == 4
    t.pick("peach ♥6", "duel ♠A")
    t.expect("cards", seat=0, reason="恂恂")
    t.pick("slash ♠7")  # the lowest
    assert sorted(t.hand(0)) == ["duel", "peach"]
    assert g.draw_pile[-2:] == [t.find("jink ♦3"), t.find("slash ♠7")]
    assert not [r for r in t.log("move") if r["reason"] == "draw_phase"]  # no drawing
    # the others saw neither the cards taken nor the ones put at the bottom
    theirs = [r for r in t.log("move") if r["reason"] == "xunxun"]
    assert all(r["visible"] == [0] for r in theirs)


def test_xunxun_declined_draws_as_usual() -> None:
    """恂恂――…你可以…: declined, the draw phase draws two."""
    t = table(up("li_dian"), up("blank"))
    t.start(0, "draw")
    t.expect("confirm", seat=0, reason="恂恂")
    t.no()
    t.expect("play", seat=0)
    assert len(t.hand(0)) == 2


def test_wangxi_after_dealing_damage_both_draw() -> None:
    """忘隙――每当你对其他角色造成1点伤害后，…若其存活，你可以令你与其各摸一张牌。"""
    t = table(up("li_dian"), up("blank"))
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=0, reason="忘隙")
    t.yes()
    assert t.hp(1) == 3 and len(t.hand(0)) == 1 and len(t.hand(1)) == 1


def test_wangxi_after_taking_two_damage_is_offered_per_point() -> None:
    """忘隙――…或受到其他角色造成的1点伤害后…: 2 damage, asked twice; the second no stops."""
    t = table(up("blank"), up("li_dian"))
    t.set_hand(0, "analeptic ♠9", "slash ♠7")
    t.start(0, "play")
    t.use("analeptic")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="忘隙")
    t.yes()
    t.expect("confirm", seat=1, reason="忘隙")
    t.no()
    assert t.hp(1) == 1 and len(t.hand(0)) == 1 and len(t.hand(1)) == 1
    assert len(skill_log(t, "wangxi")) == 1


# ================================================================ 臧霸


def test_hengjiang_lowers_the_current_players_hand_limit_and_draws_at_turn_end() -> None:
    """横江――每当你受到1点伤害后，你可以令当前回合角色的手牌上限于此回合内-1，…此回合结束时，
    若其未于弃牌阶段内弃置过其牌，你摸一张牌。"""
    t = table(up("blank"), up("zang_ba"))
    t.set_hand(0, "slash ♠7", "jink ♦3", "jink ♦6", "peach ♥6")
    g = t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.until("confirm", seat=1, reason="横江")
    t.yes()
    assert g.hand_limit(0) == 3  # 4 HP, -1
    assert "hengjiang_limit" in g.p(0).skill_ids
    t.end_play()  # 3 cards, limit 3: nothing to discard
    t.until("play", seat=1)
    drawn = [c for r in t.log("move") if r["reason"] == "hengjiang" for c in r["cards"]]
    assert len(drawn) == 1 and t.where(drawn[0]) == hand_of(1)
    assert len(skill_log(t, "hengjiang")) == 2  # used, then the draw at the turn's end
    assert "hengjiang_limit" not in g.p(0).skill_ids and g.hand_limit(0) == 4


def test_hengjiang_no_draw_when_the_current_player_discarded() -> None:
    """横江――…若其未于弃牌阶段内弃置过其牌…: the limit made them discard: no draw."""
    t = table(up("blank"), up("zang_ba"))
    t.set_hand(0, "slash ♠7", "jink ♦3", "jink ♦6", "peach ♥6", "peach ♥7")
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.until("confirm", seat=1, reason="横江")
    t.yes()
    t.end_play()
    t.expect("cards", seat=0)  # 4 cards, limit 3
    t.pick("jink ♦3")
    t.until("play", seat=1)
    assert not [r for r in t.log("move") if r["reason"] == "hengjiang"]
    assert len(skill_log(t, "hengjiang")) == 1


def test_hengjiang_draws_at_the_end_of_a_turn_whose_player_died() -> None:
    """横江――…此回合结束时，若其未于弃牌阶段内弃置过其牌，你摸一张牌。  The current player
    dies in their play phase (a 决斗 lost): their turn is over, it still ends, and 臧霸
    draws (a dead player has no discard phase, so discarded nothing in it)."""
    t = table(up("blank"), up("zang_ba"), up("liu_bei", "guan_yu"), up("sun_quan", "zhou_tai"))
    t.set_hand(0, "slash ♠7", "duel ♠1").set_hand(2, "slash ♠8").set_hp(0, 1)
    g = t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.until("confirm", seat=1, reason="横江")
    t.yes()
    t.use("duel ♠1", targets=[2])
    t.until("respond", seat=2)
    t.respond("slash ♠8")
    t.until("play", seat=1)
    assert not g.p(0).alive
    drawn = [c for r in t.log("move") if r["reason"] == "hengjiang" for c in r["cards"]]
    assert len(drawn) == 1 and t.where(drawn[0]) == hand_of(1)


# ================================================================ 马岱


def test_qianxi_bans_a_colour_of_hand_cards_for_a_player_at_distance_one() -> None:
    """潜袭――准备阶段开始时，你可以判定，然后令距离为1的一名角色于此回合内不能使用或打出与
    结果颜色相同的手牌。"""
    t = table(up("ma_dai"), up("blank"), up("blank"), up("blank"), up("blank"))
    t.set_top("peach ♥6").set_hand(0, "slash ♠7").set_hand(1, "jink ♦3")
    g = t.start(0, "start")
    t.until("confirm", seat=0, reason="潜袭")
    t.yes()
    req = t.expect("players", seat=0, reason="潜袭")
    assert seats_of(req) == [1, 2, 3, 4]  # 马术: 2 and 3 at distance 1 too
    t.choose([1])
    assert "qianxi_ban" in g.p(1).skill_ids
    t.until("play", seat=0)
    t.use("slash ♠7", targets=[1])
    # a red 闪 in hand cannot be used: nobody is asked
    assert t.hp(1) == 3 and t.where("jink ♦3") == hand_of(1)


def test_qianxi_leaves_the_other_colour_usable_and_ends_with_the_turn() -> None:
    """潜袭――…与结果颜色相同的手牌: a black judgment leaves a red 闪 usable."""
    t = table(up("ma_dai"), up("blank"), up("blank"))
    t.set_top("slash ♠8").set_hand(0, "slash ♠7").set_hand(1, "jink ♦3", "slash ♣2")
    g = t.start(0, "start")
    t.until("confirm", seat=0, reason="潜袭")
    t.yes()
    t.expect("players", seat=0, reason="潜袭")
    t.choose([1])
    t.until("play", seat=0)
    t.use("slash ♠7", targets=[1])
    t.expect("respond", seat=1)
    t.respond("jink ♦3")
    assert t.hp(1) == 4
    t.end_play()
    t.until("play", seat=1)
    assert "qianxi_ban" not in g.p(1).skill_ids
    t.use("slash ♣2", targets=[0])  # black: usable again in its own turn


def test_a_face_down_ma_dai_reveals_to_use_qianxi() -> None:
    """暗将: 马岱 face down is asked to reveal for 潜袭; using it reveals the card."""
    t = table(down("ma_dai"), up("blank"))
    t.set_top("peach ♥6")
    g = t.start(0, "start")
    t.expect("option", seat=0, reason="reveal")  # the 准备 phase's own reveal: no
    t.choose("none")
    t.expect("confirm", seat=0, reason="潜袭")
    assert not g.p(0).generals[0].revealed
    t.yes()
    assert g.p(0).generals[0].revealed and g.p(0).kingdom == "shu"
    assert "qianxi_ban" in g.p(1).skill_ids  # the one player at distance 1: not asked
    assert [r["general"] for r in t.log("reveal_general")] == ["ma_dai"]


def test_qianxi_forbids_a_conversion_of_a_banned_hand_card() -> None:
    """潜袭――不能使用或打出与结果颜色相同的手牌: 倾国 cannot make a 闪 of a black hand card."""
    t = table(up("ma_dai"), up("zhen_ji"), up("blank"))
    t.set_top("slash ♠8").set_hand(0, "slash ♠7").set_hand(1, "slash ♣2")
    t.start(0, "start")
    t.until("confirm", seat=0, reason="潜袭")
    t.yes()
    t.expect("players", seat=0, reason="潜袭")
    t.choose([1])
    t.until("play", seat=0)
    t.use("slash ♠7", targets=[1])
    t.expect("play", seat=0)  # 甄姬 is not asked: her only way to a 闪 is banned
    assert t.hp(1) == 2 and t.where("slash ♣2") == hand_of(1)


# ================================================================ 糜夫人


def test_guixiu_draws_two_when_mi_furen_is_revealed() -> None:
    """闺秀――每当你明置此武将牌后，你可以摸两张牌…"""
    t = table(down("mi_furen", "ma_dai"), up("blank"))
    t.start(0, "start")
    t.expect("option", seat=0, reason="reveal")
    t.choose("main")
    t.expect("confirm", seat=0, reason="闺秀")
    t.yes()
    assert len(t.hand(0)) == 2


def test_cunsi_removes_mi_furen_for_a_soldier_and_gives_yongjue() -> None:
    """存嗣――出牌阶段，你可以移除此武将牌并选择一名角色，令其获得"勇决"…然后若其不为你，
    其摸两张牌。  移除: the removed general to the bottom of the remaining pile; a soldier
    card of her gender and kingdom in her place; 闺秀: 当你移除此武将牌后，你可以回复1点体力。"""
    t = table(up("ma_dai", "mi_furen"), up("blank"))
    t.set_hp(0, 1)
    g = t.start(0, "play")
    g.general_pile[:] = ["zang_ba"]
    t.use("skill:存嗣", targets=[1])
    t.expect("confirm", seat=0, reason="闺秀")
    t.yes()
    assert t.hp(0) == 2
    assert g.general_pile == ["zang_ba", "mi_furen"]
    card = deputy(t, 0)
    assert card.general == soldier_id("shu", Gender.FEMALE) and card.revealed
    p = g.p(0)
    assert p.kingdom == "shu" and p.gender is Gender.MALE  # the main's, 马岱
    assert "cunsi" not in p.skill_ids and "guixiu" not in p.skill_ids
    assert "yongjue" in g.p(1).skill_ids and len(t.hand(1)) == 2
    assert t.log("remove_deputy")[-1]["general"] == "mi_furen"


def test_a_face_down_mi_furen_reveals_to_use_cunsi() -> None:
    """存嗣 of a face-down 糜夫人: using it reveals her (闺秀: 每当你明置此武将牌后，你可以摸两张
    牌), then she is removed; her soldier card lies face up, as she did."""
    t = table(mixed("ma_dai", "mi_furen"), up("blank"))
    g = t.start(0, "play")
    assert "skill:cunsi" in options_of(t.expect("play", seat=0))
    t.use("skill:存嗣", targets=[1])
    t.expect("confirm", seat=0, reason="leftover")  # 4 + 3 阴阳鱼: one left over
    t.no()
    t.expect("confirm", seat=0, reason="闺秀")
    t.yes()
    assert len(t.hand(0)) == 2 and len(t.hand(1)) == 2
    assert [r["general"] for r in t.log("reveal_general")] == ["mi_furen"]
    card = deputy(t, 0)
    assert card.general == soldier_id("shu", Gender.FEMALE) and card.revealed
    assert g.general_pile == ["mi_furen"] and "yongjue" in g.p(1).skill_ids


def test_cunsi_is_not_offered_to_mi_furen_as_the_main_general() -> None:
    """存嗣――移除此武将牌: seed 001 removes only deputies (有副将的角色才能移除副将)."""
    t = table(up("mi_furen", "ma_dai"), up("blank"))
    t.start(0, "play")
    assert "skill:cunsi" not in options_of(t.expect("play", seat=0))


def test_yongjue_takes_back_the_first_slash_of_the_play_phase() -> None:
    """勇决――每当与你势力相同的一名角色于其出牌阶段内使用的【杀】因结算完毕而置入弃牌堆后，
    若此【杀】为其于此阶段内使用的首张牌，其可以获得之。  (存嗣 on herself: no draw.)"""
    t = table(up("ma_dai", "mi_furen"), up("blank"), up("blank"))
    t.set_hand(0, "slash ♠7", "slash ♣2")
    g = t.start(0, "play")
    t.use("skill:存嗣", targets=[0])
    assert "yongjue" in g.p(0).skill_ids and len(t.hand(0)) == 2
    t.use("slash ♠7", targets=[1])
    t.until("confirm", seat=0, reason="勇决")
    t.yes()
    assert t.where("slash ♠7") == hand_of(0)
    assert sorted(t.hand(0)) == ["slash", "slash"]


def test_yongjue_not_for_a_slash_that_is_not_the_first_card() -> None:
    """勇决――若此【杀】为其于此阶段内使用的首张牌: a 杀 after a 酒 is not."""
    t = table(up("ma_dai", "mi_furen"), up("blank"))
    t.set_hand(0, "analeptic ♠9", "slash ♠7")
    g = t.start(0, "play")
    t.use("skill:存嗣", targets=[0])
    t.use("analeptic")
    t.use("slash ♠7", targets=[1])
    t.until("play", seat=0)
    assert t.where("slash ♠7") == Place(Zone.DISCARD) and not skill_log(t, "yongjue")
    assert "yongjue" in g.p(0).skill_ids


def test_yongjue_works_for_a_player_of_the_holders_kingdom_only() -> None:
    """勇决――与你势力相同的一名角色: a shu player's first 杀 is his to take; a qun player's
    is not."""
    t = table(up("ma_dai", "mi_furen"), up("ma_chao"), up("blank"), up("blank"),
              up("blank"))
    t.set_hand(1, "slash ♠7").set_hand(2, "slash ♣2")
    g = t.start(0, "play")
    t.use("skill:存嗣", targets=[0])
    t.end_play()
    t.until("play", seat=1)
    t.use("slash ♠7", targets=[2])
    t.expect("confirm", seat=1, reason="铁骑")
    t.no()
    t.until("confirm", seat=1, reason="勇决")
    t.yes()
    assert t.where("slash ♠7") == hand_of(1)
    assert skill_log(t, "yongjue") == [{**skill_log(t, "yongjue")[0], "seat": 0}]
    t.end_play()
    t.until("play", seat=2)
    t.use("slash ♣2", targets=[3])
    t.until("play", seat=2)
    assert t.where("slash ♣2") == Place(Zone.DISCARD) and g.p(2).kingdom == "qun"


# ================================================================ 孙策


def test_jiang_draws_for_a_red_slash_used_and_for_a_duel_aimed_at_him() -> None:
    """激昂――每当你使用【决斗】/红色【杀】指定目标后，或成为一张【决斗】/红色【杀】的目标后，
    你可以摸一张牌。"""
    t = table(up("sun_ce"), up("blank"))
    t.set_hand(0, "slash ♥10").set_hand(1, "duel ♠A")
    t.start(0, "play")
    t.use("slash ♥10", targets=[1])
    t.expect("confirm", seat=0, reason="激昂")
    t.yes()
    assert len(t.hand(0)) == 1
    t.end_play()
    t.until("play", seat=1)
    t.use("duel", targets=[0])
    t.expect("confirm", seat=0, reason="激昂")
    t.yes()
    assert len(t.hand(0)) == 2


def test_jiang_not_for_a_black_slash() -> None:
    """激昂――…红色【杀】: a black 杀 brings nothing."""
    t = table(up("sun_ce"), up("blank"))
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.expect("play", seat=0)
    assert not skill_log(t, "jiang")


def test_yingyang_raises_the_rank_of_his_pindian_card() -> None:
    """鹰扬――每当你拼点的牌亮出后，你可以令此牌的点数于此次拼点中+3或-3。  太史慈's 天义
    against 孙策: his 7 becomes 10 and beats her 9."""
    t = table(up("taishi_ci"), up("sun_ce"))
    t.set_hand(0, "analeptic ♠9").set_hand(1, "slash ♠7")
    t.start(0, "play")
    t.use("skill:天义", targets=[1])
    req = t.expect("option", seat=1, reason="鹰扬")
    assert req.data["rank"] == 7 and req.data["other_rank"] == 9
    t.choose("yingyang_plus")
    pd = t.log("pindian")[-1]
    assert pd["winner"] == 1 and pd["ranks"] == [9, 10]


def test_yingyang_minus_three_stays_at_least_one() -> None:
    """鹰扬――…-3: the rank never goes below 1 ([M] clamps it); declined, nothing changes."""
    t = table(up("sun_ce"), up("taishi_ci"))
    t.set_hand(0, "analeptic ♠9").set_hand(1, "duel ♠A")
    t.start(1, "play")
    t.use("skill:天义", targets=[0])
    t.expect("option", seat=0, reason="鹰扬")
    t.choose("yingyang_minus")
    pd = t.log("pindian")[-1]
    assert pd["ranks"] == [1, 6] and pd["winner"] == 0


def test_hunshang_lends_yingzi_and_yinghun_at_1_hp_until_the_turn_ends() -> None:
    """魂殇――副将技，准备阶段开始时，若你的体力值为1，你于此回合内拥有"英姿"和"英魂"。"""
    t = table(up("zhou_yu", "sun_ce"), up("blank"))
    t.set_hp(0, 1)
    g = t.start(0, "start")
    t.until("players", seat=0, reason="英魂")  # 英魂, lent, works in this very phase
    assert "yinghun" in g.p(0).skill_ids and "yingzi" in g.p(0).skill_ids
    t.choose([1])
    t.until("confirm", seat=0, reason="英姿")  # 周瑜's own 英姿, not lent a second time
    t.yes()
    assert len(t.hand(0)) == 3
    t.until("play", seat=1)
    assert "yinghun" not in g.p(0).skill_ids and "yingzi" in g.p(0).skill_ids


def test_hunshang_not_above_1_hp_nor_as_main() -> None:
    """魂殇――若你的体力值为1…; 副将技: 孙策 as main has no 魂殇."""
    t = table(up("sun_ce", "zhou_yu"), up("zhou_yu", "sun_ce"))
    t.set_hp(0, 1).set_hp(1, 2)
    g = t.start(0, "start")
    assert "hunshang" not in g.p(0).skill_ids
    t.until("play", seat=0)
    assert "yinghun" not in g.p(0).skill_ids


# ================================================================ 陈武董袭


def test_duanxie_chains_another_player_then_himself() -> None:
    """断绁――出牌阶段限一次，你可以令一名其他角色横置，若如此做，你横置。"""
    t = table(up("chenwu_dongxi"), up("blank"), up("blank"))
    g = t.start(0, "play")
    t.use("skill:断绁", targets=[2])
    assert g.p(2).chained and g.p(0).chained and not g.p(1).chained
    assert "skill:duanxie" not in options_of(t.expect("play", seat=0))  # once a phase


def test_fenming_discards_a_card_of_each_chained_player() -> None:
    """奋命――结束阶段开始时，若你处于连环状态，你可以弃置处于连环状态的每名角色的一张牌。"""
    t = table(up("chenwu_dongxi"), up("blank"), up("blank"))
    t.set_chained(0).set_chained(2)
    t.set_hand(0, "jink ♦3").set_equip(2, "chitu ♥5").set_hand(1, "peach ♥6")
    t.start(0, "finish")
    t.expect("confirm", seat=0, reason="奋命")
    t.yes()  # his own single card, and 2's single one, go without a question
    assert sorted(t.discard_names()) == ["chitu", "jink"]
    assert t.where("peach ♥6") == hand_of(1)  # not chained


def test_fenming_not_while_unchained() -> None:
    """奋命――若你处于连环状态: unchained, nothing is asked."""
    t = table(up("chenwu_dongxi"), up("blank"))
    t.set_chained(1).set_hand(1, "peach ♥6")
    t.start(0, "finish")
    t.until("play", seat=1)
    assert not skill_log(t, "fenming")


# ================================================================ 董卓


def test_hengzheng_takes_a_card_of_each_other_player_with_no_hand() -> None:
    """横征――摸牌阶段开始时，若你的体力值为1或你没有手牌，你可以放弃摸牌，获得每名其他角色
    区域里的一张牌。"""
    t = table(up("dong_zhuo"), up("blank"), up("blank"), up("blank"))
    t.set_hand(1, "jink ♦3").set_judge(2, "indulgence ♣6").set_hand(3, "slash ♠7", "peach ♥6")
    g = t.start(0, "draw")
    t.expect("confirm", seat=0, reason="横征")
    t.yes()  # one card each: nothing to choose
    assert len(t.hand(0)) == 3 and len(t.hand(3)) == 1 and g.p(2).areas.judge == []
    assert t.where("jink ♦3") == hand_of(0) and t.where("indulgence ♣6") == hand_of(0)
    assert not [r for r in t.log("move") if r["reason"] == "draw_phase"]


def test_hengzheng_not_with_cards_in_hand_above_1_hp() -> None:
    """横征――若你的体力值为1或你没有手牌: 4 HP and a hand card: draws as usual."""
    t = table(up("dong_zhuo"), up("blank"))
    t.set_hand(0, "jink ♦3").set_hand(1, "peach ♥6")
    t.start(0, "draw")
    t.expect("play", seat=0)
    assert len(t.hand(0)) == 3


def test_baoling_removes_a_face_down_deputy_face_down() -> None:
    """暴凌――主将技，锁定技，出牌阶段结束时，若此武将牌已明置且你有副将，你移除副将的武将牌，
    然后加3点体力上限，回复3点体力，获得"崩坏"。  移除: 你的副将不必以明置状态移除…置入剩余
    武将牌牌底…"士兵牌"的性别、国籍与被移除的武将牌相同。"""
    t = table(mixed("dong_zhuo", "zhang_ren"), up("blank"))
    t.set_hp(0, 2)
    g = t.start(0, "play")
    g.general_pile[:] = ["li_dian", "sun_ce"]
    t.end_play()
    p = g.p(0)
    assert g.general_pile == ["li_dian", "sun_ce", "zhang_ren"]
    card = deputy(t, 0)
    assert card.general == soldier_id("qun", Gender.MALE) and not card.revealed
    assert p.max_hp == 4 + 3 and p.hp == 5 and "benghuai" in p.skill_ids
    assert p.latent_ids == ()  # 穿心 and 锋矢 went with the card
    assert t.log("remove_deputy")[-1]["general"] is None  # the others are not told
    assert [r["amount"] for r in t.log("gain_max_hp")] == [3]


def test_baoling_waits_while_dong_zhuo_is_face_down_and_a_soldier_is_no_deputy() -> None:
    """暴凌――若此武将牌已明置且你有副将: face down, nothing; with a soldier card as deputy
    (a soldier counts as no deputy), nothing either."""
    t = table(down("dong_zhuo", "zhang_ren"), up("blank"))
    g = t.start(0, "play")
    t.end_play()
    t.until("play", seat=1)
    assert not skill_log(t, "baoling") and deputy(t, 0).general == "zhang_ren"
    t2 = table([GeneralCard("dong_zhuo", M, True),
                GeneralCard(soldier_id("qun", Gender.MALE), D, True)], up("blank"))
    g = t2.start(0, "play")
    t2.end_play()
    t2.until("play", seat=1)
    assert not skill_log(t2, "baoling") and g.p(0).max_hp == 2


def test_benghuai_loses_hp_or_max_hp_when_not_the_lowest() -> None:
    """崩坏――锁定技，结束阶段开始时，若你不是体力值最小的角色，你选择一项：1.失去1点体力；
    2.减1点体力上限。"""
    t = table(up("dong_zhuo", "blank"), up("blank"))
    t.set_hp(1, 2)
    g = t.start(0, "play")
    t.end_play()  # 暴凌: blank removed, 7 max HP, 7 HP, 崩坏
    t.until("option", seat=0, reason="崩坏")
    t.choose("benghuai_max_hp")
    assert g.p(0).max_hp == 6 and g.p(0).hp == 6


# ================================================================ 张任


def test_chuanxin_prevents_the_damage_and_the_target_removes_its_deputy() -> None:
    """穿心――每当你于出牌阶段内使用【杀】或【决斗】对与你势力不同的目标角色造成伤害时，若其
    有副将，你可以防止此伤害，令其选择一项：…2.移除副将的武将牌。"""
    t = table(up("zhang_ren"), up("li_dian", "zang_ba"))
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=0, reason="穿心")
    t.yes()  # no equipment: removing the deputy is all 李典 can choose, and is not asked
    assert t.hp(1) == 3 and g.general_pile[-1] == "zang_ba"
    assert deputy(t, 1).general == soldier_id("wei", Gender.MALE)
    assert "hengjiang" not in g.p(1).skill_ids


def test_chuanxin_discard_all_equipment_and_lose_1_hp() -> None:
    """穿心――…1.弃置装备区里的所有牌，若如此做，其失去1点体力。"""
    t = table(up("zhang_ren"), up("li_dian", "zang_ba"))
    t.set_hand(0, "duel ♠A").set_equip(1, "chitu ♥5", "renwang_shield ♣2")
    t.start(0, "play")
    t.use("duel", targets=[1])
    t.expect("confirm", seat=0, reason="穿心")
    t.yes()
    t.choose("chuanxin_discard")
    assert t.equipment(1) == {} and t.hp(1) == 2
    assert sorted(t.discard_names()) == ["chitu", "duel", "renwang_shield"]


def test_chuanxin_not_against_a_soldier_deputy_nor_its_own_kingdom() -> None:
    """穿心――若其有副将 (a soldier counts as none), 与你势力不同 (not a qun target)."""
    t = table(up("zhang_ren"), [GeneralCard("li_dian", M, True),
                                 GeneralCard(soldier_id("wei", Gender.MALE), D, True)],
              up("dong_zhuo"))
    t.set_hand(0, "slash ♠7", "slash ♠8").set_equip(0, "crossbow ♦A").set_hp(1, 3, 3)
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="忘隙")
    t.no()
    t.use("slash ♠8", targets=[2])
    t.until("play", seat=0)
    assert t.hp(1) == 2 and t.hp(2) == 3 and not skill_log(t, "chuanxin")


def test_chuanxin_removes_a_face_down_deputy_face_down() -> None:
    """穿心: the target's deputy face down is removed face down; its name is not told."""
    t = table(up("zhang_ren"), mixed("li_dian", "zang_ba"))
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=0, reason="穿心")
    t.yes()
    card = deputy(t, 1)
    assert card.general == soldier_id("wei", Gender.MALE) and not card.revealed
    assert g.general_pile == ["zang_ba"]


def test_fengshi_a_besieged_target_discards_an_equipment_card() -> None:
    """锋矢――阵法技，在你为围攻角色的围攻关系中，每当围攻角色使用【杀】指定一个被围攻的目标后，
    该围攻角色令该被围攻角色弃置装备区里的一张牌。  张任 and 董卓 besiege 李典."""
    t = table(up("zhang_ren"), up("li_dian", "zang_ba"), up("dong_zhuo"), up("ma_dai"))
    t.set_hand(0, "slash ♠7").set_hand(2, "slash ♠8")
    t.set_equip(1, "chitu ♥5", "renwang_shield ♣2")
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.expect("cards", seat=1, reason="锋矢")
    t.pick("renwang_shield ♣2")
    t.until("play", seat=0)
    assert list(t.equipment(1).values()) == ["chitu"]
    t.end_play()
    t.until("play", seat=2)
    t.use("slash ♠8", targets=[1])  # the other besieger's 杀 too
    t.until("play", seat=2)
    assert t.equipment(1) == {}


def test_fengshi_is_off_with_three_players_alive() -> None:
    """阵法技：在全场存活角色数多于3时锁定生效: the same siege once 马岱 is dead (3 alive):
    no discard."""
    t = table(up("zhang_ren"), up("li_dian", "zang_ba"), up("dong_zhuo"), up("ma_dai"))
    t.set_hand(0, "slash ♠7", "slash ♠8").set_equip(0, "crossbow ♦A")
    t.set_equip(1, "chitu ♥5").set_hp(3, 1)
    g = t.start(0, "play")
    t.use("slash ♠7", targets=[3])
    t.until("play", seat=0)
    assert not g.p(3).alive and len(g.alive_seats()) == 3
    t.use("slash ♠8", targets=[1])
    t.until("play", seat=0)
    assert list(t.equipment(1).values()) == ["chitu"] and not skill_log(t, "fengshi")


def test_illegal_cunsi_target_is_refused() -> None:
    """存嗣 chooses one living player."""
    t = table(up("ma_dai", "mi_furen"), up("blank"))
    t.start(0, "play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:存嗣", targets=[0, 1])
