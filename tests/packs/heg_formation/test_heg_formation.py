"""君临天下·阵 (formation, edition [M]): 邓艾 曹洪 姜维 蒋琬费祎 蒋钦 徐盛 于吉 何太后.

Each test's docstring quotes the [M] text it checks (heg_formation/texts.toml).  Seats
are [main, deputy]; ``up`` lays them face up, ``down`` face down; ``blank`` (qun, 4
阴阳鱼, no skill) fills a deputy or a seat.  The 先驱 reward is off, so hand counts are
the skills' own.  A kingdom is fixed in seat order as the table is laid out: more than
half of the table of one kingdom makes the later ones careerists, so six-player tables
carry the three-player formations.
"""

from __future__ import annotations

from typing import Any

import pytest

from sgs.agents import RandomBot
from sgs.agents.legal import problem
from sgs.core import Game, IllegalAnswer, Place, Zone
from sgs.core.generals import GeneralCard, Position
from sgs.core.requests import ActRequest, ArrangeRequest, ChooseCardsRequest, ChoosePlayersRequest
from sgs.host import drive
from sgs.modes import make_mode
from sgs.packs import ruleset
from sgs.packs.hegemony import relations as rel
from sgs.testing import Table

M, D = Position.MAIN, Position.DEPUTY
FORMATION = ("deng_ai", "cao_hong", "jiang_wei", "jiangwan_feiyi", "jiang_qin", "xu_sheng",
             "yu_ji", "he_taihou")
SET = "hegemony+formation"


def up(main: str, deputy: str = "blank") -> list[GeneralCard]:
    return [GeneralCard(main, M, True), GeneralCard(deputy, D, True)]


def down(main: str, deputy: str = "blank") -> list[GeneralCard]:
    return [GeneralCard(main, M, False), GeneralCard(deputy, D, False)]


def table(*seats: list[GeneralCard], **kw: Any) -> Table:
    return Table(*seats, pack=SET, mode="hegemony", options={"vanguard": False}, **kw)


def skill_log(t: Table, skill: str, seat: int | None = None) -> list[dict[str, Any]]:
    return [r for r in t.log("skill")
            if r["skill"] == skill and (seat is None or r["seat"] == seat)]


def options(t: Table) -> list[str]:
    req = t.pending
    assert isinstance(req, ActRequest)
    return [o.key for o in req.options]


def hand_of(seat: int) -> Place:
    return Place(Zone.HAND, seat)


def kill(t: Table, seat: int) -> None:
    """Take a player out of the ring (as the mode's own formation tests do)."""
    t.game.p(seat).alive = False
    t.game.mark_skills_changed()


# ================================================================ the roster


def test_the_formation_roster_hp_gender_slots_and_companions() -> None:
    """[M] formation.cpp: 4 阴阳鱼 but 蒋琬费祎, 于吉, 何太后 (3); 何太后 female; 邓艾 −1 as
    main (急袭), 姜维 −1 as deputy (遗志); companions 曹洪–曹仁, 姜维–诸葛亮, 蒋琬费祎–
    诸葛亮, 蒋钦–周泰, 徐盛–丁奉 (on this side)."""
    rs = ruleset(SET)
    gens = {gid: rs.general(gid) for gid in FORMATION}
    assert {gid: g.kingdom for gid, g in gens.items()} == {
        "deng_ai": "wei", "cao_hong": "wei", "jiang_wei": "shu", "jiangwan_feiyi": "shu",
        "jiang_qin": "wu", "xu_sheng": "wu", "yu_ji": "qun", "he_taihou": "qun"}
    assert {gid for gid, g in gens.items() if g.hp == 3} == \
        {"jiangwan_feiyi", "yu_ji", "he_taihou"}
    assert [gid for gid, g in gens.items() if g.gender.value == "female"] == ["he_taihou"]
    assert {(gid, c) for gid, g in gens.items() for c in g.companions} == {
        ("cao_hong", "cao_ren"), ("jiang_wei", "zhuge_liang"),
        ("jiangwan_feiyi", "zhuge_liang"), ("jiang_qin", "zhou_tai"),
        ("xu_sheng", "ding_feng")}
    for g in gens.values():
        for c in g.companions:
            assert rs.general(c).kingdom == g.kingdom
        for sid in g.skills:
            assert rs.text(sid, "zh") and rs.text(sid, "en"), sid
    t = table(up("deng_ai", "xu_chu"), up("xu_chu", "deng_ai"), up("jiang_wei", "huang_zhong"),
              up("huang_zhong", "jiang_wei"))
    g = t.start()
    assert [g.p(s).max_hp for s in range(4)] == [3, 4, 4, 3]
    assert "jixi" in g.skill_ids(0) and "ziliang" not in g.skill_ids(0)
    assert "ziliang" in g.skill_ids(1) and "jixi" not in g.skill_ids(1)
    assert "tianfu" in g.skill_ids(2) and "yizhi" not in g.skill_ids(2)
    assert "yizhi" in g.skill_ids(3) and "tianfu" not in g.skill_ids(3)


def test_companions_reward_cao_hong_beside_cao_ren() -> None:
    """珠联璧合 曹洪–曹仁 (listed on 曹洪's side only): revealed together, draw 2."""
    t = table(down("cao_hong", "cao_ren"), up("blank"))
    t.start(0, "start")
    t.expect("option", seat=0, reason="reveal")
    t.choose("both")  # (unwounded: drawing two is the only choice)
    assert [r["reward"] for r in t.log("reward")] == ["companion"]
    assert len([c for r in t.log("move") if r["reason"] == "companion" for c in r["cards"]]) == 2


# ================================================================ 邓艾


def test_tuntian_judges_outside_the_turn_and_a_field_shortens_distance() -> None:
    """屯田――每当你于回合外失去牌后，你可以判定，当非红桃的判定牌生效后，你可以将之置于武将
    牌上，称为“田”；你与其他角色的距离-X（X为“田”数）。"""
    t = table(up("blank"), up("deng_ai", "xu_chu"), up("blank"), up("blank"))
    t.set_hand(0, "slash ♠8").set_hand(1, "jink ♦2").set_top("slash ♣2")
    g = t.start(seat=0, phase="play")
    assert g.distance(1, 3) == 2
    t.use("slash ♠8", targets=[1])
    t.respond("jink")
    t.expect("confirm", seat=1, reason="tuntian")
    t.yes()
    req = t.expect("confirm", seat=1, reason="tuntian")  # ♣: may become a 田
    assert req.prompt == "skill.tuntian.field"
    t.yes()
    assert g.pile_ids(1, "tian") == [t.find("slash ♣2")]
    assert g.distance(1, 3) == 1 and g.distance(3, 1) == 2


def test_tuntian_a_heart_is_no_field_and_a_kept_field_is_optional() -> None:
    """屯田: a ♥ result is no 田; a non-♥ one may be left to the discard pile."""
    t = table(up("blank"), up("deng_ai", "xu_chu"), up("blank"), up("blank"))
    t.set_hand(0, "slash ♠8", "slash ♠9").set_hand(1, "jink ♦2", "jink ♦3")
    t.set_equip(0, "crossbow ♦A").set_top("peach ♥4", "slash ♣2")
    g = t.start(seat=0, phase="play")
    t.use("slash ♠8", targets=[1])
    t.respond("jink ♦2")
    t.expect("confirm", seat=1, reason="tuntian")
    t.yes()  # ♥4: nothing to keep
    t.use("slash ♠9", targets=[1])
    t.respond("jink ♦3")
    t.expect("confirm", seat=1, reason="tuntian")
    t.yes()
    t.expect("confirm", seat=1, reason="tuntian")
    t.no()  # ♣2 not kept
    assert g.pile_ids(1, "tian") == []
    assert t.where("peach ♥4") == Place(Zone.DISCARD) and t.where("slash ♣2") == Place(Zone.DISCARD)


def test_tuntian_not_in_his_own_turn() -> None:
    """屯田: 于回合外 only — discarding in his own turn asks nothing."""
    t = table(up("deng_ai", "xu_chu"), up("blank"))
    t.set_hand(0, "slash ♠8").set_hand(1, "dismantlement ♠3")
    t.start(seat=0, phase="play")
    t.use("slash ♠8", targets=[1])
    assert not skill_log(t, "tuntian")


def test_jixi_uses_a_field_as_snatch_as_main_general() -> None:
    """急袭――主将技，此武将牌上单独的阴阳鱼个数-1；主将技，你可以将一张“田”当【顺手牵羊】
    使用。"""
    t = table(up("deng_ai", "xu_chu"), up("blank"), up("blank"), up("blank"))
    t.set_pile(0, "tian", "slash ♣2").set_hand(2, "peach ♥4")
    g = t.start(seat=0, phase="play")
    assert g.distance(0, 2) == 1  # 田 −1
    t.use("skill:jixi", cards=["slash ♣2"], targets=[2])  # (her one card: taken)
    assert t.where("peach ♥4") == hand_of(0) and t.where("slash ♣2") == Place(Zone.DISCARD)
    use = t.log("use")[-1]
    assert use["card"] == "snatch" and use["skill"] == "jixi"


def test_a_face_down_deng_ai_reveals_by_using_jixi() -> None:
    """急袭 of a face-down 邓艾 (main): offered in the play phase, revealing him as used."""
    t = table(down("deng_ai", "xu_chu"), up("blank"))
    t.set_pile(0, "tian", "slash ♣2").set_hand(1, "peach ♥4")
    g = t.start(seat=0, phase="play")
    t.use("skill:jixi", cards=["slash ♣2"], targets=[1])
    assert g.p(0).generals[0].revealed and not g.p(0).generals[1].revealed
    assert g.p(0).kingdom == "wei" and t.where("peach ♥4") == hand_of(0)


def test_ziliang_gives_a_field_to_a_damaged_player_of_the_kingdom() -> None:
    """资粮――副将技，每当与你势力相同的一名角色受到伤害后，你可以将一张“田”交给该角色。"""
    t = table(up("zhang_liao", "deng_ai"), up("xu_chu"), up("blank"), up("blank"))
    t.set_pile(0, "tian", "slash ♣2", "jink ♦3").set_hand(2, "slash ♠8", "slash ♠9")
    t.set_equip(2, "crossbow ♦A")
    t.start(seat=2, phase="play")
    t.use("slash ♠8", targets=[1])
    req = t.expect("cards", seat=0, reason="ziliang")
    assert isinstance(req, ChooseCardsRequest) and req.min == 0
    t.pick("jink ♦3")
    assert t.where("jink ♦3") == hand_of(1) and t.hp(1) == 3
    t.use("slash ♠9", targets=[3])  # a qun player: not of his kingdom
    assert len(skill_log(t, "ziliang")) == 1 and t.game.pile_ids(0, "tian")


# ================================================================ 曹洪


def test_huyuan_places_an_equipment_then_discards_near_it() -> None:
    """护援――结束阶段开始时，你可以将一张装备牌置入一名角色的装备区，若如此做，你可以弃置
    其距离为1的一名角色的一张牌。"""
    t = table(up("cao_hong"), up("blank"), up("blank"), up("blank"))
    t.set_hand(0, "eight_diagram ♠2", "jink ♦2").set_hand(2, "peach ♥4")
    t.set_equip(1, "renwang_shield ♣2")  # seat 1's armour slot is taken
    t.start(seat=0, phase="finish")
    req = t.expect("cards", seat=0, reason="huyuan")
    t.pick("eight_diagram ♠2")
    req = t.expect("players", seat=0, reason="huyuan")
    assert isinstance(req, ChoosePlayersRequest) and 1 not in req.seats
    t.choose((3,))
    assert t.equipment(3) == {"armor": "eight_diagram"}
    req = t.expect("players", seat=0, reason="huyuan")
    assert isinstance(req, ChoosePlayersRequest) and sorted(req.seats) == [0, 2]
    t.choose((2,))  # (her one card is discarded)
    assert t.where("peach ♥4") == Place(Zone.DISCARD)


# ================================================================ 鹤翼: the formation rules


def _wei_row(seat1: list[GeneralCard]) -> Table:
    """Six seats: 曹洪 at 0, ``seat1`` at 1, two 魏 at 2 and 3, then 蜀 and 吴."""
    return table(up("cao_hong"), seat1, up("xu_chu"), up("zhang_liao"), up("huang_zhong"),
                 up("zhou_tai"))


def test_heyi_the_other_members_of_the_formation_are_further_away() -> None:
    """鹤翼――阵法技，与你处于同一队列的其他角色视为拥有“飞影”（锁定技，其他角色与你的距离
    +1）。  队列 0–1–2 of 魏 (6 players, 3 of them 魏): +1 to 1 and 2, not to 曹洪."""
    t = table(up("cao_hong"), up("xu_chu"), up("zhang_liao"), up("huang_zhong"), up("zhou_tai"),
              up("blank"))
    g = t.start(seat=0, phase="play")
    assert rel.formation_of(g, 0) == [0, 1, 2]
    assert g.distance(4, 1) == 4 and g.distance(4, 2) == 3  # 3 and 2, each +1
    assert g.distance(4, 0) == 2 and g.distance(4, 3) == 1
    assert g.distance(1, 2) == 2 and g.distance(2, 1) == 2  # members too
    assert g.distance(0, 1) == 2


def test_heyi_is_broken_by_a_hidden_player_and_a_careerist_and_summoned_back() -> None:
    """队列 (seed 001): 连续相邻的若干名势力相同的角色 — a face-down player between 曹洪 and
    the other 魏 breaks it; revealed as a careerist (the fourth 魏 of six) he still does;
    阵法召唤 asks only a hidden player whose reveal would make him 魏."""
    t = _wei_row(down("xu_huang", "yue_jin"))
    g = t.start(seat=0, phase="play")
    assert rel.formation_of(g, 0) == [] and rel.formation_of(g, 2) == [2, 3]
    assert g.distance(4, 2) == 2  # no 鹤翼 for the 魏 beyond the hidden seat
    assert "skill:formation_summon" in options(t)
    t.use("skill:formation_summon")  # seat 1 would be a careerist: nobody is asked
    t.expect("play", seat=0)
    assert not any(c.revealed for c in g.p(1).generals)
    t.end_play()
    t.until("option", seat=1, reason="reveal")  # seat 1's turn: he reveals anyway
    t.choose("main")
    assert g.p(1).kingdom == "careerist"
    assert rel.formation_of(g, 0) == [] and g.distance(4, 2) == 2


def test_heyi_summon_lets_a_hidden_wei_reveal_and_join() -> None:
    """阵法召唤: 曹洪 calls it in his play phase; the face-down 魏 beside him (the third 魏
    of six) reveals a general and the 队列 0–1–2 stands: 鹤翼 is in effect for 1 and 2."""
    t = table(up("cao_hong"), down("xu_huang", "yue_jin"), up("xu_chu"), up("huang_zhong"),
              up("zhou_tai"), up("blank"))
    g = t.start(seat=0, phase="play")
    assert g.distance(4, 2) == 2
    t.use("skill:formation_summon")
    t.expect("option", seat=1, reason="formation_summon")
    t.choose("deputy")
    assert g.p(1).kingdom == "wei" and rel.formation_of(g, 0) == [0, 1, 2]
    assert g.distance(4, 2) == 3 and g.distance(4, 1) == 4


def test_heyi_needs_more_than_three_alive() -> None:
    """阵法技：在全场存活角色数多于3时锁定生效 — with three alive, 鹤翼 stops."""
    t = table(up("cao_hong"), up("xu_chu"), up("huang_zhong"), up("zhou_tai"))
    g = t.start(seat=0, phase="play")
    assert g.distance(2, 1) == 2
    kill(t, 3)
    assert rel.formation_of(g, 0) == [0, 1] and g.distance(2, 1) == 1


def test_a_face_down_cao_hong_gives_no_heyi() -> None:
    """A face-down card's 阵法技 gives nothing (nor is 曹洪 in any 队列 without a kingdom)."""
    t = table(down("cao_hong", "xu_chu"), up("zhang_liao"), up("huang_zhong"), up("zhou_tai"))
    g = t.start(seat=2, phase="play")
    assert g.distance(2, 1) == 1


# ================================================================ 姜维


def test_tiaoxin_the_target_slashes_or_loses_a_card() -> None:
    """挑衅――出牌阶段限一次，你可以令攻击范围内含有你的一名角色选择是否对你使用【杀】，若其
    选择否，你弃置其一张牌。"""
    t = table(up("jiang_wei", "huang_zhong"), up("blank"), up("blank"), up("blank"))
    t.set_hand(1, "slash ♠8", "peach ♥4").set_hand(2, "peach ♥6")
    t.start(seat=0, phase="play")
    assert "skill:tiaoxin" in options(t)
    with pytest.raises(IllegalAnswer):  # seat 2 (distance 2, range 1) cannot reach him
        t.use("skill:tiaoxin", targets=[2])
    t.use("skill:tiaoxin", targets=[1])
    t.expect("respond", seat=1, reason="tiaoxin")
    t.respond("slash ♠8", targets=[0])
    assert t.hp(0) == 3 and not t.log("discard_of")
    assert "skill:tiaoxin" not in options(t)  # once a phase
    t2 = table(up("jiang_wei", "huang_zhong"), up("blank"), up("blank"), up("blank"))
    t2.set_hand(1, "slash ♠8", "peach ♥4")
    t2.start(seat=0, phase="play")
    t2.use("skill:tiaoxin", targets=[1])
    t2.expect("respond", seat=1, reason="tiaoxin")
    t2.pass_()  # no 杀: 姜维 discards one of his cards (a blind hand card)
    assert len(t2.hand(1)) == 1 and len(t2.game.discard_pile) == 1
    assert t2.hp(0) == 4


def test_a_face_down_jiang_wei_reveals_by_using_tiaoxin() -> None:
    """挑衅 of a face-down 姜维: using it reveals him (发动武将牌的技能时明置)."""
    t = table(down("jiang_wei", "huang_zhong"), up("blank"))
    t.set_hand(1, "peach ♥4")
    g = t.start(seat=0, phase="play")
    t.use("skill:tiaoxin", targets=[1])
    # no 杀 to use: not asked; his one card is discarded
    assert g.p(0).generals[0].revealed and not g.p(0).generals[1].revealed
    assert [r["skill"] for r in skill_log(t, "tiaoxin")] == ["tiaoxin"]


def test_yizhi_makes_zhuge_liangs_guanxing_five_cards() -> None:
    """遗志――副将技，此武将牌上单独的阴阳鱼个数-1；副将技，若你的主将有“观星”，此“观星”描述
    中的X视为5，否则你视为拥有“观星”。  诸葛亮 (3) + 姜维 (4−1): 3 HP; with four alive, his
    观星 looks at 5 cards (遗志 plays it, so 观星 is not asked again)."""
    t = table(up("zhuge_liang", "jiang_wei"), up("blank"), up("blank"), up("blank"))
    g = t.start(seat=0, phase="start")
    assert g.p(0).max_hp == 3
    req = t.expect("arrange", seat=0, reason="guanxing")
    assert isinstance(req, ArrangeRequest) and len(req.cards) == 5
    t.answer(req.default())
    t.expect("play", seat=0)
    assert [r["skill"] for r in t.log("skill")] == ["yizhi"]


def test_yizhi_gives_guanxing_of_the_living_players() -> None:
    """遗志 …否则你视为拥有“观星”: beside a main with no 观星, X is the living players
    (at most 5): four here."""
    t = table(up("huang_zhong", "jiang_wei"), up("blank"), up("blank"), up("blank"))
    t.start(seat=0, phase="start")
    req = t.expect("arrange", seat=0, reason="guanxing")
    assert isinstance(req, ArrangeRequest) and len(req.cards) == 4


def test_yizhi_of_a_face_down_jiang_wei_asks_to_reveal() -> None:
    """遗志 of a face-down deputy 姜维 beside a revealed 诸葛亮: 观星 (four cards) or 遗志
    (revealing him, five cards), in the order the player chooses."""
    t = table([GeneralCard("zhuge_liang", M, True), GeneralCard("jiang_wei", D, False)],
              up("blank"), up("blank"), up("blank"))
    g = t.start(seat=0, phase="start")
    t.expect("option", seat=0, reason="reveal")
    t.choose("none")
    t.expect("option", seat=0, reason="order")
    t.choose("yizhi")
    t.expect("confirm", seat=0, reason="yizhi")
    t.yes()
    assert g.p(0).generals[1].revealed
    req = t.expect("arrange", seat=0, reason="guanxing")
    assert isinstance(req, ArrangeRequest) and len(req.cards) == 5
    t.answer(req.default())
    t.expect("play", seat=0)  # 观星 is 遗志's now: no second look


def _shu_row(jiang_wei: list[GeneralCard]) -> Table:
    """Six seats: 姜维 at 0, 蜀 at 1, then 吴 at 2, 魏 3, 群 4, 魏 5."""
    return table(jiang_wei, up("huang_zhong"), up("zhou_tai"), up("xu_chu"), up("blank"),
                 up("zhang_liao"))


def test_tianfu_kanpo_during_the_turn_of_a_formation_member() -> None:
    """天覆――主将技，阵法技，若当前回合角色为你所在队列里的角色，你视为拥有“看破”。  In 黄忠's
    turn (队列 姜维–黄忠) a black hand card is 无懈可击; in 周泰's turn it is not."""
    t = _shu_row(up("jiang_wei", "huang_zhong"))
    t.set_hand(0, "slash ♠7", "peach ♥4").set_hand(1, "dismantlement ♠3")
    g = t.start(seat=1, phase="play")
    assert rel.formation_of(g, 0) == [0, 1]
    t.use("dismantlement ♠3", targets=[0])
    t.expect("respond", seat=0, reason="nullification")
    t.respond("skill:tianfu", cards=["slash ♠7"], targets=[0])
    assert t.log("use")[-1]["card"] == "nullification"
    assert t.log("use")[-1]["skill"] == "tianfu" and t.hand(0) == ["peach"]
    t2 = _shu_row(up("jiang_wei", "huang_zhong"))
    t2.set_hand(0, "slash ♠7", "peach ♥4").set_hand(2, "dismantlement ♠3")
    t2.start(seat=2, phase="play")
    t2.use("dismantlement ♠3", targets=[0])  # nobody could answer with 无懈可击
    t2.expect("play", seat=2)
    assert len(t2.hand(0)) == 1 and "nullification" not in [r["card"] for r in t2.log("use")]


def test_tianfu_needs_the_formation_and_four_alive() -> None:
    """天覆 stops when the 队列 is broken (a hidden neighbour) or three are alive."""
    t = _shu_row(up("jiang_wei", "huang_zhong"))
    t.set_hand(0, "slash ♠7").set_hand(1, "dismantlement ♠3")
    g = t.start(seat=1, phase="play")
    for s in (3, 4, 5):
        kill(t, s)
    assert rel.formation_of(g, 0) == [0, 1]
    t.use("dismantlement ♠3", targets=[0])  # no window: 天覆 is off
    t.expect("play", seat=1)
    assert t.hand(0) == [] and "nullification" not in [r["card"] for r in t.log("use")]
    t3 = table(up("jiang_wei", "huang_zhong"), down("huang_zhong", "wei_yan"), up("zhou_tai"),
               up("xu_chu"), up("blank"), up("zhang_liao"))
    t3.set_hand(0, "slash ♠7").set_hand(1, "dismantlement ♠3")
    t3.start(seat=1, phase="play")
    t3.use("dismantlement ♠3", targets=[0])  # seat 1 is face down: no 队列
    t3.expect("play", seat=1)
    assert t3.hand(0) == []


# ================================================================ 蒋琬费祎


def test_shengxi_draws_two_after_a_play_phase_without_damage() -> None:
    """生息――出牌阶段结束时，若你未于此阶段内造成过伤害，你可以摸两张牌。"""
    t = table(up("jiangwan_feiyi", "zhao_yun"), up("blank"))
    t.start(seat=0, phase="play")
    t.end_play()
    t.expect("confirm", seat=0, reason="shengxi")
    t.yes()
    assert len(t.hand(0)) == 2
    t2 = table(up("jiangwan_feiyi", "zhao_yun"), up("blank"))
    t2.set_hand(0, "slash ♠8")
    t2.start(seat=0, phase="play")
    t2.use("slash ♠8", targets=[1])
    t2.end_play()
    assert not skill_log(t2, "shengxi") and t2.hp(1) == 3


def test_shoucheng_a_kingdom_mate_who_loses_the_last_hand_card_draws() -> None:
    """守成――每当与你势力相同的一名角色于其回合外失去所有手牌后，你可以令其摸一张牌。"""
    t = table(up("blank"), up("wei_yan"), up("jiangwan_feiyi", "zhao_yun"), up("blank"))
    t.set_hand(0, "dismantlement ♠3", "dismantlement ♠4").set_hand(1, "peach ♥4")
    t.set_hand(3, "jink ♦2")
    t.start(seat=0, phase="play")
    t.use("dismantlement ♠3", targets=[1])  # (his one card: taken blind)
    t.expect("confirm", seat=2, reason="shoucheng")
    t.yes()
    assert len(t.hand(1)) == 1 and t.hand(1) != ["peach"]
    t.use("dismantlement ♠4", targets=[3])  # a qun player: not of his kingdom
    assert len(skill_log(t, "shoucheng")) == 1


# ================================================================ 蒋钦


def test_shangyi_hand_choice_shows_both_hands_and_discards_a_black_card() -> None:
    """尚义――出牌阶段限一次，你可以令一名其他角色观看你的所有手牌，你选择一项：1.观看其手牌
    并可以弃置其中的一张黑色牌；2.观看其所有暗置的武将牌。"""
    t = table(up("jiang_qin", "zhou_tai"), down("wei_yan", "liu_shan"))
    t.set_hand(0, "peach ♥4").set_hand(1, "slash ♠8", "jink ♦2")
    t.start(seat=0, phase="play")
    t.use("skill:shangyi", targets=[1])
    req = t.expect("option", seat=0, reason="shangyi")
    assert req.options == ["shangyi_hand", "shangyi_generals"]
    t.choose("shangyi_hand")
    req = t.expect("cards", seat=0, reason="shangyi")
    assert isinstance(req, ChooseCardsRequest) and req.cards == [t.find("slash ♠8")]
    t.pick("slash ♠8")
    assert t.hand(1) == ["jink"]
    views = t.log("view")
    assert [(r["seat"], r["cards"]) for r in views] == [
        (1, [t.find("peach ♥4")]), (0, [t.find("slash ♠8"), t.find("jink ♦2")])]
    assert "skill:shangyi" not in options(t)


def test_shangyi_generals_choice_looks_at_the_face_down_generals() -> None:
    """尚义 …2.观看其所有暗置的武将牌: seat 0 sees both of seat 1's hidden generals."""
    t = table(up("jiang_qin", "zhou_tai"), down("wei_yan", "liu_shan"), up("blank"))
    t.set_hand(0, "peach ♥4").set_hand(1, "slash ♠8")
    t.start(seat=0, phase="play")
    t.use("skill:shangyi", targets=[1])
    t.choose("shangyi_generals")
    g = t.game
    seen = g.mode.seat_view(g, 0, 1)
    assert seen == {"main": "wei_yan", "deputy": "liu_shan"}
    assert g.mode.seat_view(g, 2, 1) == {"main": None, "deputy": None}


def _siege(seat2: list[GeneralCard]) -> Table:
    """蒋钦 (吴) at 0, 蜀 at 1, ``seat2`` at 2, 群 at 3: 0 and 2 besiege 1 when 2 is 吴."""
    return table(up("jiang_qin", "zhou_tai"), up("huang_zhong"), seat2, up("blank"))


def test_niaoxiang_the_besieged_needs_two_jinks() -> None:
    """鸟翔――阵法技，在你为围攻角色的围攻关系中，每当围攻角色使用【杀】指定一个被围攻的目标
    后，该围攻角色将该被围攻角色抵消此【杀】的方式改为依次使用两张【闪】。  Both besiegers'
    杀: one 闪 is not enough."""
    t = _siege(up("sun_quan"))
    t.set_hand(0, "slash ♠8").set_hand(1, "jink ♦2", "jink ♦3", "jink ♦6")
    g = t.start(seat=0, phase="play")
    assert rel.besiegers(g, 1) == (0, 2)
    t.use("slash ♠8", targets=[1])
    t.expect("respond", seat=1)
    t.respond("jink ♦2")
    t.expect("respond", seat=1)
    t.pass_()  # only one: hit
    assert t.hp(1) == 3 and skill_log(t, "niaoxiang", 0)
    t2 = _siege(up("sun_quan"))
    t2.set_hand(2, "slash ♠8").set_hand(1, "jink ♦2", "jink ♦3")
    t2.start(seat=2, phase="play")
    t2.use("slash ♠8", targets=[1])  # the other besieger's 杀
    t2.respond("jink ♦2")
    t2.expect("respond", seat=1)
    t2.respond("jink ♦3")
    assert t2.hp(1) == 4


def test_niaoxiang_not_without_the_siege_nor_with_three_alive() -> None:
    """鸟翔 stops when a hidden player breaks the siege, or with three alive."""
    t = _siege(down("sun_quan", "zhou_tai"))
    t.set_hand(0, "slash ♠8").set_hand(1, "jink ♦2")
    g = t.start(seat=0, phase="play")
    assert rel.besiegers(g, 1) is None
    t.use("slash ♠8", targets=[1])
    t.respond("jink ♦2")
    assert t.hp(1) == 4 and not skill_log(t, "niaoxiang")
    t2 = _siege(up("sun_quan"))
    t2.set_hand(0, "slash ♠8").set_hand(1, "jink ♦2")
    g2 = t2.start(seat=0, phase="play")
    kill(t2, 3)
    assert rel.besiegers(g2, 1) == (0, 2)
    t2.use("slash ♠8", targets=[1])
    t2.respond("jink ♦2")
    assert t2.hp(1) == 4 and not skill_log(t2, "niaoxiang")


def test_niaoxiang_summon_completes_the_siege() -> None:
    """阵法召唤 for 鸟翔: the face-down 吴 across the besieged reveals; the siege stands and
    the next 杀 needs two 闪."""
    t = _siege(down("sun_quan", "zhou_tai"))
    t.set_hand(0, "slash ♠8").set_hand(1, "jink ♦2")
    g = t.start(seat=0, phase="play")
    t.use("skill:formation_summon")
    t.expect("option", seat=2, reason="formation_summon")
    t.choose("main")
    assert g.p(2).kingdom == "wu" and rel.besiegers(g, 1) == (0, 2)
    t.use("slash ♠8", targets=[1])
    t.respond("jink ♦2")
    assert t.hp(1) == 3


# ================================================================ 徐盛


def test_yicheng_a_targeted_kingdom_mate_draws_then_discards() -> None:
    """疑城――每当与你势力相同的一名角色成为【杀】的目标后，你可以令其摸一张牌，然后其弃置
    一张牌。"""
    t = table(up("blank"), up("zhou_tai"), up("xu_sheng", "sun_quan"), up("blank"))
    t.set_hand(0, "slash ♠8", "slash ♠9").set_hand(1, "jink ♦2").set_top("peach ♥4")
    t.set_equip(0, "crossbow ♦A")
    t.start(seat=0, phase="play")
    t.use("slash ♠8", targets=[1])
    t.expect("confirm", seat=2, reason="yicheng")
    t.yes()
    t.expect("cards", seat=1, reason="yicheng")
    t.pick("peach ♥4")
    assert t.where("peach ♥4") == Place(Zone.DISCARD)
    t.respond("jink ♦2")
    t.use("slash ♠9", targets=[3])  # a qun player: no 疑城
    assert len(skill_log(t, "yicheng")) == 1


# ================================================================ 于吉


def test_qianhuan_places_an_illusion_and_discards_a_repeated_suit() -> None:
    """千幻――每当与你势力相同的一名角色受到伤害后，若其存活，你可以将牌堆顶的一张牌置于武将
    牌上，称为“幻”，若此“幻”与另一张“幻”花色相同，你将此“幻”置入弃牌堆；…"""
    t = table(up("xu_chu"), up("blank3"), up("yu_ji", "blank"), up("zhou_tai"))
    t.set_hand(0, "slash ♠8", "slash ♠9").set_equip(0, "crossbow ♦A")
    t.set_top("peach ♥4", "jink ♥2")
    g = t.start(seat=0, phase="play")
    t.use("slash ♠8", targets=[1])
    t.expect("confirm", seat=2, reason="qianhuan")
    t.yes()
    assert g.pile_ids(2, "huan") == [t.find("peach ♥4")]
    t.use("slash ♠9", targets=[1])
    t.expect("cards", seat=2, reason="qianhuan")  # a 幻 could cancel this 杀: kept
    t.choose(())
    t.expect("confirm", seat=2, reason="qianhuan")
    t.yes()
    assert g.pile_ids(2, "huan") == [t.find("peach ♥4")]
    assert t.where("jink ♥2") == Place(Zone.DISCARD)
    assert t.hp(1) == 1


def test_qianhuan_cancels_a_sole_target_of_the_kingdom() -> None:
    """千幻 …每当与你势力相同的一名角色成为基本牌或锦囊牌的目标时，若目标数为1，你可以将一张
    “幻”置入弃牌堆，取消该角色。"""
    t = table(up("xu_chu"), up("blank3"), up("yu_ji", "blank"), up("zhou_tai"))
    t.set_pile(2, "huan", "peach ♥4", "jink ♦2").set_hand(0, "slash ♠8", "savage_assault ♠K")
    g = t.start(seat=0, phase="play")
    t.use("slash ♠8", targets=[1])
    t.expect("cards", seat=2, reason="qianhuan")
    t.pick("peach ♥4")
    assert t.hp(1) == 3 and t.where("peach ♥4") == Place(Zone.DISCARD)
    assert not t.log("damage")
    t.use("savage_assault ♠K")  # several targets: no cancelling
    assert len(skill_log(t, "qianhuan")) == 1 and g.pile_ids(2, "huan") == [t.find("jink ♦2")]


def test_a_face_down_yu_ji_reveals_for_qianhuan() -> None:
    """千幻 of a face-down 于吉: asked about a damaged 群 player; yes reveals him."""
    t = table(up("xu_chu"), up("blank3"), down("yu_ji", "blank"), up("zhou_tai"))
    t.set_hand(0, "slash ♠8").set_top("peach ♥4")
    g = t.start(seat=0, phase="play")
    t.use("slash ♠8", targets=[1])
    t.expect("confirm", seat=2, reason="qianhuan")
    t.yes()
    assert g.p(2).generals[0].revealed and g.p(2).kingdom == "qun"
    assert g.pile_ids(2, "huan") == [t.find("peach ♥4")]


# ================================================================ 何太后


def test_zhendu_wine_then_one_damage() -> None:
    """鸩毒――其他角色的出牌阶段开始时，你可以弃置一张手牌，令其视为以方法Ⅰ使用【酒】，然后
    你对其造成1点伤害。"""
    t = table(up("xu_chu"), up("he_taihou", "blank"), up("zhou_tai"), up("wei_yan"))
    t.set_hand(1, "jink ♦2").set_hand(0, "slash ♠8")
    t.start(seat=0, phase="play")
    t.expect("cards", seat=1, reason="zhendu")
    t.pick("jink ♦2")
    assert t.hp(0) == 3
    wine = [r for r in t.log("use") if r["card"] == "analeptic"]
    assert [(r["seat"], r["skill"]) for r in wine] == [(0, "zhendu")]
    t.use("slash ♠8", targets=[3])  # the 酒's +1
    assert t.hp(3) == 2


def _drawn(t: Table, reason: str) -> int:
    return len([c for r in t.log("move") if r["reason"] == reason for c in r["cards"]])


def test_qiluan_draws_three_after_a_turn_she_killed_in() -> None:
    """戚乱――一名角色的回合结束后，若你于此回合内杀死过角色，你可以摸三张牌。  Her 鸩毒 kills
    the current player: their turn is over, and she draws three."""
    t = table(up("xu_chu"), up("he_taihou", "blank"), up("huang_zhong"), up("zhou_tai"),
              up("zhang_liao"), up("sun_quan"))
    t.set_hand(1, "jink ♦2").set_hp(0, 1)
    g = t.start(seat=0, phase="play")
    t.expect("cards", seat=1, reason="zhendu")
    t.pick("jink ♦2")
    assert not g.p(0).alive
    t.expect("confirm", seat=1, reason="qiluan")
    t.yes()
    assert _drawn(t, "qiluan") == 3


def test_qiluan_at_the_end_of_her_own_turn() -> None:
    """戚乱: she kills in her own turn; after it ends she may draw three (once)."""
    t = table(up("he_taihou", "blank"), up("xu_chu"), up("huang_zhong"), up("zhou_tai"),
              up("zhang_liao"), up("sun_quan"))
    t.set_hand(0, "slash ♠8").set_hp(1, 1)
    g = t.start(seat=0, phase="play")
    t.use("slash ♠8", targets=[1])
    assert not g.p(1).alive
    t.end_play()
    t.until("confirm", seat=0, reason="qiluan")
    t.yes()
    assert _drawn(t, "qiluan") == 3
    t.until("play", seat=2)
    assert len(skill_log(t, "qiluan")) == 1


# ================================================================ whole games


class _Checked:
    """A random bot whose every answer is checked against its request's own rules."""

    def __init__(self, seed: int) -> None:
        self.inner = RandomBot(seed)
        self.answers = 0

    def act(self, observation: dict[str, Any], request: dict[str, Any]) -> Any:
        answer = self.inner.act(observation, request)
        assert problem(request, answer) is None, (request["kind"], request["prompt"], answer)
        self.answers += 1
        return answer


@pytest.mark.parametrize("seed", [3, 8])
def test_whole_games_with_the_formation_generals_seated(seed: int) -> None:
    """Random bots play the set with the eight generals seated in pairs (each as main and
    as deputy across the seeds): every answer legal, and the game is won."""
    pairs = [["deng_ai", "cao_hong"], ["jiang_wei", "jiangwan_feiyi"],
             ["jiang_qin", "xu_sheng"], ["yu_ji", "he_taihou"]]
    if seed % 2:
        pairs = [[b, a] for a, b in pairs]
    fixed = {str(2 * i): pair for i, pair in enumerate(pairs)}
    g = Game(ruleset(SET), make_mode("hegemony", {"generals": fixed}), 8, seed)
    drive(g, [_Checked(seed * 10 + s) for s in range(8)], max_decisions=30_000)
    assert g.over and g.end_reason == "victory"
