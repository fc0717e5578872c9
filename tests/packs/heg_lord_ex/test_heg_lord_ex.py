"""君临天下·EX/不臣篇 (lord_ex, edition [L]): 士燮 糜芳傅士仁 文钦 孟达 (双势力), 钟会 公孙渊
(野心家).

Each test's docstring quotes the [L] text it checks (heg_lord_ex/texts.toml).  Seats are
[main, deputy]; ``up`` lays them face up, ``down`` face down.  A dual-kingdom general
sits as a deputy under a main of one of its kingdoms, a wild one as a main (the mode's
rule).  The 先驱 reward is off, so hand counts are the skills' own.  Plain mains:
张飞 (蜀, 咆哮), 孙权 (吴), 典韦 (魏), ``blank`` (群, no skill).
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from sgs.agents import RandomBot
from sgs.agents.legal import problem
from sgs.core import Game, Place, Zone
from sgs.core.generals import GeneralCard, Position
from sgs.core.requests import ActRequest
from sgs.host import drive
from sgs.modes import make_mode
from sgs.modes.hegemony import CAREERIST
from sgs.modes.hegemony.state import state
from sgs.packs import SETS, ruleset
from sgs.testing import Table

M, D = Position.MAIN, Position.DEPUTY
SET = "hegemony+lord_ex"
DUAL = ("shi_xie", "mifang_fushiren", "wen_qin", "meng_da", "liu_qi")
WILD = ("zhong_hui", "gongsun_yuan")


def up(main: str, deputy: str = "blank") -> list[GeneralCard]:
    return [GeneralCard(main, M, True), GeneralCard(deputy, D, True)]


def down(main: str, deputy: str = "blank") -> list[GeneralCard]:
    return [GeneralCard(main, M, False), GeneralCard(deputy, D, False)]


def table(*seats: list[GeneralCard], **kw: Any) -> Table:
    return Table(*seats, pack=SET, mode="hegemony", options={"vanguard": False}, **kw)


def options(t: Table) -> list[str]:
    req = t.pending
    assert isinstance(req, ActRequest)
    return [o.key for o in req.options]


def skill_log(t: Table, skill: str) -> list[dict[str, Any]]:
    return [r for r in t.log("skill") if r["skill"] == skill]


# four plain seats of four kingdoms (no careerist among them)
WU = up("sun_quan", "huang_gai")
WEI = up("dian_wei", "xu_huang")
QUN = up("blank", "blank_f")


# ================================================================ the roster


def test_the_roster_kingdoms_hp_and_companions() -> None:
    """[L] lord_ex init.lua: 士燮 群/吴 3, 糜芳傅士仁 蜀/吴 4, 文钦 魏/吴 4, 孟达 蜀/魏 4, 刘琦
    群/蜀 3; 钟会 and 公孙渊 wild 4; 钟会's 珠联璧合 is 姜维."""
    rs = ruleset(SET)
    got = {gid: (rs.general(gid).kingdom, rs.general(gid).sub_kingdom, rs.general(gid).hp)
           for gid in (*DUAL, *WILD)}
    assert got == {"shi_xie": ("qun", "wu", 3), "mifang_fushiren": ("shu", "wu", 4),
                   "wen_qin": ("wei", "wu", 4), "meng_da": ("shu", "wei", 4),
                   "liu_qi": ("qun", "shu", 3), "zhong_hui": ("wild", None, 4),
                   "gongsun_yuan": ("wild", None, 4)}
    assert rs.general("zhong_hui").companions == ("jiang_wei",)
    assert "heg_lord_ex" in SETS["hegemony+expansions"]


# ================================================================ 士燮 礼下 避乱


def _shixie(equip: bool = True) -> Table:
    t = table(up("blank", "shi_xie"), WEI, WU, up("zhang_fei", "guan_yu"))
    if equip:
        t.set_equip(0, "renwang_shield")
    return t


@pytest.mark.parametrize("choice", ["lixia_draw", "lixia_discard"])
def test_lixia_a_foreign_player_out_of_reach_chooses(choice: str) -> None:
    """礼下: 锁定技，其他势力角色的准备阶段，若你不在其攻击范围内，该角色须选择一项：1.令你摸一张
    牌；2.弃置你装备区内的一张牌，该角色失去1点体力。"""
    t = _shixie()
    g = t.start(seat=2, phase="start")
    req = t.expect("option", seat=2, reason="lixia")
    assert req.options == ["lixia_draw", "lixia_discard"]  # type: ignore[attr-defined]
    before = len(g.p(0).hand)
    t.choose(choice)
    if choice == "lixia_draw":
        assert len(g.p(0).hand) == before + 1 and g.p(2).hp == 4
    else:  # his one equipment card: the engine picks it
        assert not g.p(0).areas.equip and g.p(2).hp == 3
    assert skill_log(t, "lixia")


def test_lixia_without_equipment_only_the_draw() -> None:
    t = _shixie(equip=False)
    g = t.start(seat=2, phase="start")  # a single option: the engine answers it
    t.until("play", seat=2)
    assert len(g.p(0).hand) == 1 and skill_log(t, "lixia")


def test_lixia_not_when_within_reach_nor_for_a_kingdom_mate() -> None:
    """若你不在其攻击范围内: 士燮 next to seat 1 (range 1, no equipment: distance 1) is in
    reach; a 群 player (seat 2, out of reach) is no 其他势力角色."""
    t = table(up("blank", "shi_xie"), WEI, QUN, WU)
    t.start(seat=1, phase="start")
    t.until("play", seat=1)
    assert not skill_log(t, "lixia")
    t2 = table(up("blank", "shi_xie"), WEI, QUN, WU)
    g2 = t2.start(seat=2, phase="start")
    assert not g2.in_range(2, 0)
    t2.until("play", seat=2)
    assert not skill_log(t2, "lixia")


def test_biluan_distance_to_shixie_grows_with_his_equipment() -> None:
    """避乱: 锁定技，其他角色计算与你的距离+X（X为你装备区内的牌数）。"""
    t = _shixie()
    t.set_equip(0, "qinggang_sword")
    g = t.start()
    assert g.distance(1, 0) == 3 and g.distance(2, 0) == 4 and g.distance(0, 1) == 1


# ================================================================ 糜芳傅士仁 锋势


def test_fengshih_as_user_both_discard_and_the_card_deals_one_more() -> None:
    """锋势①: 当你使用牌指定其他角色为唯一目标后，若其手牌数小于你且你与其均有牌，你可以弃置你与
    其各一张牌，然后此牌造成伤害值+1."""
    t = table(up("zhang_fei", "mifang_fushiren"), WU, WEI, QUN)
    t.set_hand(0, "slash ♠7", "peach", "analeptic")
    t.set_hand(1, "dismantlement")
    g = t.start()
    t.use("slash ♠7", [1])
    t.expect("confirm", seat=0, reason="fengshih")
    t.yes()
    t.expect("cards", seat=0, reason="fengshih")
    t.pick("analeptic")  # then seat 1's one hand card: the engine takes it
    assert g.p(1).hp == 2 and not g.p(1).hand  # 2 damage, its card discarded
    assert "analeptic" in t.discard_names() and "dismantlement" in t.discard_names()


def test_fengshih_not_when_the_target_holds_as_many() -> None:
    t = table(up("zhang_fei", "mifang_fushiren"), WU, WEI, QUN)
    t.set_hand(0, "slash ♠7", "peach")
    t.set_hand(1, "dismantlement")
    g = t.start()
    t.use("slash ♠7", [1])
    assert not skill_log(t, "fengshih") and g.p(1).hp == 3


def test_fengshih_as_target_the_user_decides() -> None:
    """锋势②: 当你成为其他角色使用牌的唯一目标后，若你手牌数小于其且你与其均有牌，其可以令你弃置
    你与其各一张牌，然后此牌造成伤害值+1."""
    t = table(up("zhang_fei", "mifang_fushiren"), WU, WEI, QUN)
    t.set_hand(0, "dismantlement")
    t.set_hand(1, "slash ♠7", "peach", "analeptic")
    g = t.start(seat=1)
    t.use("slash ♠7", [0])
    t.expect("confirm", seat=1, reason="fengshih")
    t.yes()  # 糜芳傅士仁 discards his one card, then one of seat 1's hand (at random)
    assert g.p(0).hp == 2 and len(g.p(1).hand) == 1 and not g.p(0).hand
    assert "dismantlement" in t.discard_names()


def test_fengshih_as_target_not_while_face_down() -> None:
    """②'s choice is the user's, who cannot reveal 糜芳傅士仁's card: not while it is down."""
    t = table([GeneralCard("zhang_fei", M, True), GeneralCard("mifang_fushiren", D, False)],
              WU, WEI, QUN)
    t.set_hand(0, "dismantlement")
    t.set_hand(1, "slash ♠7", "peach", "analeptic")
    g = t.start(seat=1)
    t.use("slash ♠7", [0])
    assert not skill_log(t, "fengshih") and g.p(0).hp == 3


def test_a_face_down_mifang_fushiren_reveals_for_fengshih() -> None:
    """Using 锋势① of the face-down deputy (its main revealed) reveals it."""
    t = table([GeneralCard("zhang_fei", M, True), GeneralCard("mifang_fushiren", D, False)],
              WU, WEI, QUN)
    t.set_hand(0, "slash ♠7", "peach", "analeptic")
    t.set_hand(1, "dismantlement")
    g = t.start()
    t.use("slash ♠7", [1])
    t.expect("confirm", seat=0, reason="fengshih")
    t.yes()
    assert g.p(0).generals[1].revealed
    t.pick("analeptic")
    assert g.p(1).hp == 2


# ================================================================ 文钦 矜伐


def test_jinfa_a_spade_equipment_given_then_a_slash_at_wenqin() -> None:
    """矜伐: 出牌阶段限一次，你可弃置一张牌并选择一名其他角色，令其选择一项：1.令你获得其一张牌；
    2.交给你一张装备牌，若此装备牌为♠，其视为对你使用一张【杀】。"""
    t = table(up("dian_wei", "wen_qin"), WU, WEI, QUN)
    t.set_hand(0, "peach")
    t.set_equip(1, "qinggang_sword")
    g = t.start()
    t.use("skill:jinfa", [1], ["peach"])
    t.expect("cards", seat=1, reason="jinfa")
    t.pick("qinggang_sword")
    assert t.hand(0) == ["qinggang_sword"] and g.p(0).hp == 3  # the 杀 of 矜伐 hit
    assert [r["skill"] for r in t.log("use")] == ["jinfa"]
    assert "skill:jinfa" not in options(t)


def test_jinfa_declining_lets_wenqin_take_a_card() -> None:
    t = table(up("dian_wei", "wen_qin"), WU, WEI, QUN)
    t.set_hand(0, "peach")
    t.set_hand(1, "jink")
    t.set_equip(1, "crossbow")
    g = t.start()
    t.use("skill:jinfa", [1], ["peach"])
    t.choose(())
    t.expect("card_of", seat=0, reason="jinfa")
    t.pick("crossbow")
    assert t.hand(0) == ["crossbow"] and g.p(0).hp == 4


def test_jinfa_a_red_equipment_brings_no_slash() -> None:
    t = table(up("dian_wei", "wen_qin"), WU, WEI, QUN)
    t.set_hand(0, "peach")
    t.set_equip(1, "crossbow")
    g = t.start()
    t.use("skill:jinfa", [1], ["peach"])
    t.pick("crossbow")
    assert t.hand(0) == ["crossbow"] and g.p(0).hp == 4 and not t.log("use")


# ================================================================ 孟达 求安 量反


def test_qiuan_the_damaging_card_becomes_a_letter_and_the_damage_is_prevented() -> None:
    """求安: 当你受到伤害时，若没有“函”，你可将造成此伤害的牌置于武将牌上，称为“函”，然后防止此
    伤害。"""
    t = table(up("zhang_fei", "meng_da"), WU, WEI, QUN)
    t.set_hand(1, "slash ♠7")
    g = t.start(seat=1)
    t.use("slash ♠7", [0])
    t.expect("confirm", seat=0, reason="qiuan")
    t.yes()
    assert g.p(0).hp == 4 and [g.card(c).name for c in g.pile_ids(0, "mengda_han")] == \
        ["slash"]


def test_qiuan_not_with_a_letter_already() -> None:
    t = table(up("zhang_fei", "meng_da"), up("zhang_fei", "guan_yu"), WEI, QUN)
    t.set_pile(0, "mengda_han", "jink")
    t.set_hand(1, "slash ♠7")
    g = t.start(seat=1)
    t.use("slash ♠7", [0])
    assert g.p(0).hp == 3 and not skill_log(t, "qiuan")


def test_liangfan_takes_the_letter_loses_hp_and_its_damage_takes_a_card() -> None:
    """量反: 锁定技，准备阶段，若你有“函”，你获得之，然后失去1点体力，当你于此回合内使用以此法获得
    的牌造成伤害后，你可以获得受伤角色的一张牌。"""
    t = table(up("zhang_fei", "meng_da"), WU, WEI, QUN)
    t.set_pile(0, "mengda_han", "slash ♠7")
    t.set_hand(1, "peach")
    g = t.start(seat=0, phase="start")
    t.until("play", seat=0)
    assert g.p(0).hp == 3 and not g.pile_ids(0, "mengda_han")
    t.use("slash ♠7", [1])
    t.expect("confirm", seat=0, reason="liangfan")
    t.yes()
    assert g.p(1).hp == 3 and "peach" in t.hand(0) and not g.p(1).hand


def test_liangfan_another_card_takes_nothing() -> None:
    t = table(up("zhang_fei", "meng_da"), WU, WEI, QUN)
    t.set_pile(0, "mengda_han", "jink")
    t.set_hand(0, "slash ♠7")
    t.set_hand(1, "peach")
    g = t.start(seat=0, phase="start")
    t.until("play", seat=0)
    t.use("slash ♠7", [1])
    assert g.p(1).hp == 3 and not skill_log(t, "liangfan")[1:]


# ================================================================ 钟会 权计 排异


def test_quanji_after_dealing_damage_draw_and_put_a_power_once_a_turn() -> None:
    """权计: 每回合各限一次，当你受到伤害或造成伤害后，你可摸一张牌，然后将一张牌置于武将牌上，
    称为“权”；你的手牌上限+X（X为“权”的数量）。"""
    t = table(up("zhong_hui", "zhang_fei"), WU, WEI, QUN)
    t.set_hand(0, "slash ♠7", "slash ♠8", "peach")
    g = t.start()
    t.use("slash ♠7", [1])
    t.expect("confirm", seat=0, reason="quanji")
    t.yes()
    t.expect("cards", seat=0, reason="quanji")
    t.pick("peach")
    assert [g.card(c).name for c in g.pile_ids(0, "zhonghui_quan")] == ["peach"]
    assert g.hand_limit(0) == g.p(0).hp + 1
    t.use("slash ♠8", [1])  # 咆哮: a second 杀; no second 权计 for dealing damage
    assert len(skill_log(t, "quanji")) == 1 and g.p(1).hp == 2


def test_quanji_after_taking_damage_too() -> None:
    t = table(up("zhong_hui", "zhang_fei"), up("zhang_fei", "guan_yu"), WEI, QUN)
    t.set_hand(1, "slash ♠7")
    g = t.start(seat=1)
    t.use("slash ♠7", [0])
    t.expect("confirm", seat=0, reason="quanji")
    t.yes()  # the card drawn is his only one: it is the 权
    assert len(g.pile_ids(0, "zhonghui_quan")) == 1 and not g.p(0).hand


def test_paiyi_discard_a_power_the_target_draws_and_may_be_damaged() -> None:
    """排异: 出牌阶段限一次，你可将一张“权”置入弃牌堆并选择一名角色，其摸X张牌，若其手牌数大于你，
    你对其造成1点伤害（X为“权”的数量且至多为7）。"""
    t = table(up("zhong_hui", "zhang_fei"), WU, WEI, QUN)
    t.set_pile(0, "zhonghui_quan", "peach", "jink ♥2", "jink ♥J")
    t.set_hand(1, "slash ♠7")
    g = t.start()
    t.use("skill:paiyi", [1], ["peach"])
    t.expect("confirm", seat=0, reason="quanji")  # 排异's damage is his: 权计 may follow
    t.no()
    assert len(g.p(1).hand) == 3 and g.p(1).hp == 3  # drew 2; 3 > 0 hand cards
    assert "peach" in t.discard_names() and len(g.pile_ids(0, "zhonghui_quan")) == 2
    assert "skill:paiyi" not in options(t)


def test_paiyi_no_damage_when_the_target_holds_no_more() -> None:
    t = table(up("zhong_hui", "zhang_fei"), WU, WEI, QUN)
    t.set_pile(0, "zhonghui_quan", "peach", "jink ♥2")
    t.set_hand(0, "slash ♠7", "slash ♠8", "jink ♦2")
    g = t.start()
    t.use("skill:paiyi", [0], ["peach"])  # 钟会 himself: draws 1, 4 > 4 is false
    assert len(g.p(0).hand) == 4 and g.p(0).hp == 4


def test_a_face_down_zhonghui_reveals_for_paiyi_and_is_a_careerist() -> None:
    """Using 排异 of the face-down wild main reveals it: its player is a careerist at once,
    with a 野心家 mark."""
    t = table(down("zhong_hui", "zhang_fei"), WU, WEI, QUN)
    t.set_pile(0, "zhonghui_quan", "peach", "jink ♥2")
    g = t.start()
    t.use("skill:paiyi", [2], ["peach"])
    assert g.p(0).generals[0].revealed and g.p(0).kingdom == CAREERIST
    assert state(g).wild_marks[0] == 1


# ================================================================ 公孙渊 怀异 恣睢


def test_huaiyi_discard_a_colour_then_take_from_as_many_players() -> None:
    """怀异: 出牌阶段限一次，你可展示所有手牌，若其中包含两种颜色，则你弃置其中一种颜色的牌，
    然后获得至多X名角色的各一张牌（X为你以此法弃置的手牌数）。你将以此法获得的装备牌置于武将牌
    上，称为“异”。"""
    t = table(up("gongsun_yuan", "zhang_fei"), WU, WEI, QUN)
    t.set_hand(0, "peach", "slash ♠7", "slash ♠8")
    t.set_equip(1, "crossbow")
    t.set_hand(2, "jink")
    g = t.start()
    t.use("skill:huaiyi")
    assert t.log("show")
    t.expect("option", seat=0, reason="huaiyi")
    t.choose("black")
    req = t.expect("players", seat=0, reason="huaiyi")
    assert req.max == 2  # type: ignore[attr-defined]
    t.choose([1, 2])  # one card each: the engine takes them
    assert [g.card(c).name for c in g.pile_ids(0, "gongsunyuan_yi")] == ["crossbow"]
    assert sorted(t.hand(0)) == ["jink", "peach"]
    assert "skill:huaiyi" not in options(t)


def test_huaiyi_one_colour_only_shows() -> None:
    t = table(up("gongsun_yuan", "zhang_fei"), WU, WEI, QUN)
    t.set_hand(0, "slash ♠7", "slash ♠8")
    g = t.start()
    t.use("skill:huaiyi")
    assert len(g.p(0).hand) == 2 and not t.log("discard")


def test_zisui_draws_more_for_each_treason() -> None:
    """恣睢: 锁定技，①摸牌阶段，你多摸X张牌；②结束阶段，若X大于你的体力上限，你死亡（X为“异”的
    数量）。"""
    t = table(up("gongsun_yuan", "zhang_fei"), WU, WEI, QUN)
    t.set_pile(0, "gongsunyuan_yi", "crossbow", "qinggang_sword")
    g = t.start(phase="draw")
    t.until("play", seat=0)
    assert len(g.p(0).hand) == 4


def test_zisui_dies_at_the_finish_phase_with_more_treason_than_max_hp() -> None:
    t = table(up("gongsun_yuan", "zhang_fei"), WU, WEI, QUN)
    t.set_pile(0, "gongsunyuan_yi", "crossbow", "qinggang_sword", "spear")
    t.set_hp(0, 2, 2)
    g = t.start(phase="finish")
    t.until(seat=1)
    assert not g.p(0).alive
    death = t.log("death")[-1]
    assert death["seat"] == 0 and death["killer"] is None


def test_zisui_lives_with_as_many_treason_as_max_hp() -> None:
    t = table(up("gongsun_yuan", "zhang_fei"), WU, WEI, QUN)
    t.set_pile(0, "gongsunyuan_yi", "crossbow", "qinggang_sword")
    t.set_hp(0, 2, 2)
    g = t.start(phase="finish")
    t.until(seat=1)
    assert g.p(0).alive


# ================================================================ 刘琦 问计 屯江

SHU = up("liu_bei", "guan_yu")


def test_wenji_a_card_from_ones_kingdom_is_used_unanswerable_and_unlimited() -> None:
    """问计――出牌阶段开始时，你可令一名角色交给你一张牌，然后若其：与你势力相同或未确定势力，你于
    此回合内使用此牌无距离与次数限制且不能被响应…: the 蜀 player's 杀 reaches a player out
    of range, who holds a 闪 and is not asked; it is not counted, so a 杀 of 刘琦's own is
    still usable."""
    t = table(up("zhang_fei", "liu_qi"), SHU, WU, WEI, QUN)
    t.set_hand(0, "slash ♠7").set_hand(1, "slash ♠8").set_hand(3, "jink ♦2")
    t.set_equip(3, "jueying")
    g = t.start(seat=0, phase="play")
    t.expect("players", seat=0, reason="wenji")
    t.choose([1])  # (its one card: given without a question)
    assert t.where("slash ♠8") == Place(Zone.HAND, 0)
    assert g.distance(0, 3) > g.attack_range(0)
    t.use("slash ♠8", [3])
    t.expect("play", seat=0)
    assert g.p(3).hp == g.p(3).max_hp - 1 and t.where("jink ♦2") == Place(Zone.HAND, 3)
    t.use("slash ♠7", [1])  # (the 杀 limit untouched: one more 杀)
    assert t.log("use")[-1]["card"] == "slash"


def test_wenji_a_card_from_another_kingdom_is_paid_back() -> None:
    """问计――…与你势力不同，你交给其另一张牌: the 吴 player gives a card and gets another back;
    the card given is an ordinary one (its 杀 may be dodged)."""
    t = table(up("zhang_fei", "liu_qi"), WU, SHU, WEI, QUN)
    t.set_hand(0, "peach", "analeptic").set_hand(1, "slash ♠8", "jink ♦2")
    g = t.start(seat=0, phase="play")
    t.expect("players", seat=0, reason="wenji")
    t.choose([1])
    t.expect("cards", seat=1, reason="wenji")
    t.pick("slash ♠8")
    req = t.expect("cards", seat=0, reason="wenji")
    assert t.find("slash ♠8") not in req.cards  # type: ignore[attr-defined]
    t.pick("peach")
    assert t.hand(1) == ["jink", "peach"]
    t.use("slash ♠8", [1])
    t.expect("respond", seat=1, reason="slash")
    assert g.p(0).marks.get("wenji.card") is None


def test_tunjiang_draws_one_per_kingdom_after_targeting_no_other() -> None:
    """屯江――结束阶段，若你于此回合的出牌阶段内使用过牌且未指定过其他角色为目标，你可摸X张牌
    （X为场上势力数）: a 无中生有 on himself; five kingdoms on the field (蜀 with him)."""
    t = table(up("zhang_fei", "liu_qi"), WU, WEI, QUN, SHU)
    t.set_hand(0, "ex_nihilo ♥7")
    g = t.start(seat=0, phase="play")  # (nobody has a card to give: no 问计)
    t.use("ex_nihilo ♥7")
    t.end_play()
    t.until("confirm", seat=0, reason="tunjiang")
    before = len(g.p(0).hand)
    t.yes()
    assert len(g.p(0).hand) == before + 4  # 蜀 吴 魏 群


def test_tunjiang_not_after_targeting_another_player() -> None:
    """屯江: …且未指定过其他角色为目标 — a 杀 on another player: no draw."""
    t = table(up("zhang_fei", "liu_qi"), WU, WEI, QUN)
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", [1])
    t.end_play()
    t.until(seat=1)
    assert not skill_log(t, "tunjiang")


# ================================================================ whole games


class _Checked:
    """A random bot whose every answer is checked against its request's own rules."""

    def __init__(self, seed: int) -> None:
        self.inner = RandomBot(seed)

    def act(self, observation: dict[str, Any], request: dict[str, Any]) -> Any:
        answer = self.inner.act(observation, request)
        assert problem(request, answer) is None, (request["kind"], request["prompt"], answer)
        return answer


@pytest.mark.parametrize("seed", [5, 12])
def test_whole_games_with_the_lord_ex_generals_seated(seed: int) -> None:
    """Random bots play the set with the seven generals seated (the wild ones as mains,
    the dual ones as deputies): every answer legal, and the game is won."""
    pairs = [["zhong_hui", "shi_xie"], ["gongsun_yuan", "meng_da"],
             ["sun_quan", "mifang_fushiren"], ["dian_wei", "wen_qin"]]
    fixed = {str(2 * i): pair for i, pair in enumerate(pairs)}
    fixed["1"] = ["zhang_jiao", "liu_qi"]
    g = Game(ruleset(SET), make_mode("hegemony", {"generals": fixed}), 8, seed)
    drive(g, [_Checked(seed * 10 + s) for s in range(8)], max_decisions=30_000)
    assert g.over and g.end_reason == "victory"



# SGS_LORD_EX_GAMES=100 runs the hundred games (4, 6 and 8 players in turn)
_GAMES = int(os.environ.get("SGS_LORD_EX_GAMES", "3"))


@pytest.mark.parametrize("seed", range(_GAMES))
def test_random_games_of_the_set(seed: int) -> None:
    """Random bots deal, pick and play the set at 4, 6 and 8 players: no exception, and
    every game is won."""
    players = (4, 6, 8)[seed % 3]
    g = Game(ruleset(SET), make_mode("hegemony"), players, seed)
    drive(g, [RandomBot(seed * 10 + s) for s in range(players)], max_decisions=30_000)
    assert g.over and g.end_reason == "victory"
