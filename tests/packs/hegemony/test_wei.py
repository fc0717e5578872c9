"""魏 (hegemony, 君临天下·标准, edition [M]): 曹操 司马懿 夏侯惇 张辽 许褚 郭嘉 甄姬 夏侯渊
张郃 徐晃 曹仁 典韦 荀彧 曹丕 乐进.

Each test's docstring quotes the [M] text it checks (hegemony/texts_wei.toml).  Seats
are [main, deputy]; ``blank`` (qun, 4 阴阳鱼, no skill) fills a deputy or a seat.  The
first reveal's 先驱 reward is off, so that hand counts are the skills' own.
"""

from __future__ import annotations

from typing import Any

import pytest

from sgs.core import IllegalAnswer, Place, Zone
from sgs.core.generals import GeneralCard, Position
from sgs.core.requests import (
    ActRequest,
    ChooseCardsRequest,
    ChoosePlayersRequest,
    DistributeRequest,
    Request,
)
from sgs.core.view import log_for
from sgs.packs import ruleset
from sgs.testing import Table

M, D = Position.MAIN, Position.DEPUTY
DISCARD = Place(Zone.DISCARD)
WEI = ("cao_cao", "sima_yi", "xiahou_dun", "zhang_liao", "xu_chu", "guo_jia", "zhen_ji",
       "xiahou_yuan", "zhang_he", "xu_huang", "cao_ren", "dian_wei", "xun_yu", "cao_pi",
       "yue_jin")


def up(main: str, deputy: str = "blank") -> list[GeneralCard]:
    """A seat with both generals revealed."""
    return [GeneralCard(main, M, True), GeneralCard(deputy, D, True)]


def down(main: str, deputy: str = "blank") -> list[GeneralCard]:
    """A seat with both generals face down."""
    return [GeneralCard(main, M, False), GeneralCard(deputy, D, False)]


def table(*seats: list[GeneralCard], **kw: Any) -> Table:
    return Table(*seats, pack="hegemony", mode="hegemony", options={"vanguard": False}, **kw)


def hand_of(seat: int) -> Place:
    return Place(Zone.HAND, seat)


def skill_log(t: Table, skill: str, seat: int | None = None) -> list[dict[str, Any]]:
    return [r for r in t.log("skill")
            if r["skill"] == skill and (seat is None or r["seat"] == seat)]


def seats_of(req: Request) -> list[int]:
    assert isinstance(req, ChoosePlayersRequest)
    return list(req.seats)


def cards_of(req: Request) -> list[int]:
    assert isinstance(req, ChooseCardsRequest | DistributeRequest)
    return list(req.cards)


def blanks(n: int) -> list[list[GeneralCard]]:
    return [up("blank") for _ in range(n)]


# ================================================================ the generals


def test_the_wei_roster_hp_gender_and_companions() -> None:
    """[M] standard-wei-generals.cpp: HP in 阴阳鱼, 甄姬 female, companions 曹操–典韦,
    曹操–许褚, 夏侯惇–夏侯渊, 曹丕–甄姬 (both sides)."""
    rs = ruleset("hegemony")
    gens = {gid: rs.general(gid) for gid in WEI}
    assert all(g.kingdom == "wei" for g in gens.values())
    assert {gid for gid, g in gens.items() if g.hp == 3} == \
        {"sima_yi", "guo_jia", "zhen_ji", "xun_yu", "cao_pi"}
    assert all(g.hp == 4 for gid, g in gens.items()
               if gid not in ("sima_yi", "guo_jia", "zhen_ji", "xun_yu", "cao_pi"))
    assert [gid for gid, g in gens.items() if g.gender.value == "female"] == ["zhen_ji"]
    pairs = {frozenset((gid, c)) for gid, g in gens.items() for c in g.companions}
    assert pairs == {frozenset(p) for p in (("cao_cao", "dian_wei"), ("cao_cao", "xu_chu"),
                                            ("xiahou_dun", "xiahou_yuan"),
                                            ("cao_pi", "zhen_ji"))}
    for gid, g in gens.items():
        for c in g.companions:
            assert gid in gens[c].companions, (gid, c)
        for sid in g.skills:
            assert rs.text(sid, "zh") and rs.text(sid, "en"), sid


def test_companions_reward_when_cao_cao_and_dian_wei_are_revealed() -> None:
    """珠联璧合: 曹操 and 典韦 revealed together at the start of the 准备 phase: draw 2."""
    t = table(down("cao_cao", "dian_wei"), up("blank"))
    t.start(0, "start")
    t.expect("option", seat=0, reason="reveal")
    t.choose("both")
    assert [r["reward"] for r in t.log("reward")] == ["companion"]
    assert len([c for r in t.log("move") if r["reason"] == "companion" for c in r["cards"]]) == 2


# ================================================================ 曹操


def test_jianxiong_takes_the_card_that_dealt_the_damage() -> None:
    """奸雄――每当你受到伤害后，你可以获得造成此伤害的牌。"""
    t = table(up("blank"), up("cao_cao"))
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="奸雄")
    t.yes()
    assert t.hp(1) == 3 and t.where("slash ♠7") == hand_of(1)


# ================================================================ 司马懿


def test_fankui_takes_a_card_of_the_source() -> None:
    """反馈――每当你受到伤害后，你可以获得来源的一张牌。"""
    t = table(up("blank"), up("sima_yi"))
    t.set_hand(0, "slash ♠7", "peach ♥6")
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="反馈")
    t.yes()
    assert t.where("peach ♥6") == hand_of(1)


def test_guicai_replaces_a_judgment_card_with_a_hand_card() -> None:
    """鬼才――每当一名角色的判定牌生效前，你可以打出手牌代替之。"""
    t = table(up("blank"), up("sima_yi"))
    t.set_judge(0, "indulgence ♣6").set_hand(1, "peach ♥6").set_top("slash ♠7")
    t.start(0, "judge")
    t.expect("cards", seat=1, reason="鬼才")
    t.pick("peach ♥6")
    t.expect("play", seat=0)  # ♥: 乐不思蜀 has no effect
    assert t.where("slash ♠7") == DISCARD and t.where("peach ♥6") == DISCARD
    assert [r["seat"] for r in t.log("respond") if r["reason"] == "guicai"] == [1]


def test_a_hidden_sima_yi_reveals_when_he_replaces_a_judgment() -> None:
    """暗置的武将牌…发动技能时明置: 鬼才 asks its card first, then the card is revealed."""
    t = table(up("blank"), down("sima_yi"))
    t.set_judge(0, "indulgence ♣6").set_hand(1, "peach ♥6").set_top("slash ♠7")
    t.start(0, "judge")
    t.expect("cards", seat=1, reason="鬼才")
    assert not t.game.p(1).generals[0].revealed
    t.pick("peach ♥6")
    p = t.game.p(1)
    assert p.generals[0].revealed and not p.generals[1].revealed and p.kingdom == "wei"
    assert t.log("reveal_general")[-1]["general"] == "sima_yi"


# ================================================================ 夏侯惇


def test_ganglie_the_source_takes_a_damage_or_discards_two() -> None:
    """刚烈――每当你受到伤害后，你可以判定，若结果不为红桃，来源选择一项：1.弃置两张手牌；
    2.受到你造成的1点伤害。"""
    t = table(up("blank"), up("xiahou_dun"))
    t.set_hand(0, "slash ♠7", "jink ♦3", "jink ♦6").set_top("slash ♣2")
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="刚烈")
    t.yes()
    req = t.expect("option", seat=0, reason="ganglie")
    assert sorted(req.choices() or []) == ["damage", "discard"]
    t.choose("damage")
    assert t.hp(0) == 3 and t.hp(1) == 3


# ================================================================ 张辽


def test_tuxi_takes_a_hand_card_from_each_of_two_instead_of_drawing() -> None:
    """突袭――摸牌阶段开始时，你可以放弃摸牌并选择一至两名有手牌的其他角色，获得这些角色的
    各一张手牌。"""
    t = table(up("zhang_liao"), up("blank"), up("blank"))
    t.set_hand(1, "jink ♦3").set_hand(2, "peach ♥6").set_top("slash ♠7", "slash ♠8")
    t.start(0, "draw")
    t.expect("players", seat=0, reason="突袭")
    t.choose((1, 2))
    assert sorted(t.hand(0)) == ["jink", "peach"] and t.where("slash ♠7").zone is Zone.DRAW
    t.expect("play", seat=0)


# ================================================================ 许褚


def test_luoyi_draws_one_fewer_and_its_slash_deals_one_more() -> None:
    """裸衣――摸牌阶段，你可以少摸一张牌，若如此做，每当你于此回合内使用【杀】或【决斗】对
    目标角色造成伤害时，此伤害+1。"""
    t = table(up("xu_chu"), up("blank"))
    t.set_hand(0, "slash ♠7").set_top("jink ♦3", "jink ♦6")
    t.start(0, "draw")
    t.expect("confirm", seat=0, reason="裸衣")
    t.yes()
    assert sorted(t.hand(0)) == ["jink", "slash"]
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 2


def test_luoyi_works_all_turn_not_only_in_the_play_phase() -> None:
    """裸衣――每当你于此回合内使用【杀】…造成伤害时: the 杀 of 神速 (same player, the play
    phase skipped) deals 2."""
    t = table(up("xu_chu", "xiahou_yuan"), up("blank"))
    t.set_equip(0, "chitu ♥5").set_top("jink ♦3", "jink ♦6")
    t.start(0, "draw")
    t.expect("confirm", seat=0, reason="裸衣")
    t.yes()
    t.expect("cards", seat=0, reason="神速")
    t.pick("chitu ♥5")
    t.expect("players", seat=0, reason="神速")
    t.choose((1,))
    assert t.hp(1) == 2
    assert [r["phase"] for r in t.log("phase_skipped")] == ["play"]


# ================================================================ 郭嘉


def test_tiandu_takes_his_judgment_card() -> None:
    """天妒――每当你的判定牌生效后，你可以获得之。"""
    t = table(up("guo_jia"), up("blank"))
    t.set_judge(0, "indulgence ♣6").set_top("slash ♠7")
    t.start(0, "judge")
    t.expect("confirm", seat=0, reason="天妒")
    t.yes()
    assert t.where("slash ♠7") == hand_of(0) and t.where("indulgence ♣6") == DISCARD


def test_yiji_looks_at_the_top_two_and_gives_them_out() -> None:
    """遗计――每当你受到1点伤害后，你可以观看牌堆顶的两张牌，然后将其中的一张牌交给一名角色，
    将另一张牌交给一名角色。"""
    t = table(up("blank"), up("guo_jia"), up("blank"))
    t.set_hand(0, "slash ♠7").set_top("jink ♦3", "peach ♥6")
    g = t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="遗计")
    t.yes()
    req = t.expect("distribute", seat=1, reason="遗计")
    jink, peach = t.find("jink ♦3"), t.find("peach ♥6")
    assert sorted(cards_of(req)) == sorted([jink, peach])
    assert [r["seat"] for r in t.log("view")] == [1]  # only he looks at them
    t.choose({2: (peach,), 1: (jink,)})
    assert t.where(peach) == hand_of(2) and t.where(jink) == hand_of(1)
    # each receiver sees their own card, 郭嘉 both, the others neither
    moves = [r for r in log_for(g, 0) if r["t"] == "move" and r["reason"] == "yiji"]
    assert [c for r in moves for c in r["cards"]] == [None, None]
    seen = {s: {c for r in log_for(g, s) if r["t"] == "move" and r["reason"] == "yiji"
                for c in r["cards"] if c is not None} for s in (1, 2)}
    assert seen == {1: {jink, peach}, 2: {peach}}


def test_yiji_once_for_each_point_of_damage() -> None:
    """遗计――每当你受到1点伤害后 (2 damage: offered twice; declining ends it)."""
    t = table(up("xu_chu"), up("guo_jia"))
    t.set_hand(0, "slash ♠7").set_top("jink ♦3", "peach ♥6", "slash ♣2", "jink ♦6", "slash ♣3")
    t.start(0, "draw")
    t.yes()  # 裸衣: the 杀 deals 2
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="遗计")
    t.yes()
    t.choose({1: (t.find("peach ♥6"), t.find("slash ♣2"))})
    t.expect("confirm", seat=1, reason="遗计")  # the second point
    t.yes()
    t.choose({0: (t.find("jink ♦6"),), 1: (t.find("slash ♣3"),)})
    assert sorted(t.hand(1)) == ["peach", "slash", "slash"]
    assert len(skill_log(t, "yiji", seat=1)) == 2 and t.hp(1) == 1


def test_a_hidden_guo_jia_is_revealed_by_yiji() -> None:
    """郭嘉、司马懿等，受到伤害后发动技能时明置武将牌."""
    t = table(up("blank"), down("guo_jia"))
    t.set_hand(0, "slash ♠7").set_top("jink ♦3", "peach ♥6")
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    req = t.until("confirm", seat=1, reason="遗计")
    assert req.prompt == "skill.reveal"
    t.yes()
    assert t.game.p(1).generals[0].revealed and t.game.p(1).kingdom == "wei"
    t.expect("distribute", seat=1, reason="遗计")


# ================================================================ 甄姬


def _luoshen_gained(t: Table) -> list[int]:
    return [c for r in t.log("move") if r["reason"] == "luoshen" and r["dst"]["zone"] == "hand"
            for c in r["cards"]]


def test_luoshen_judges_until_red_and_gains_the_black_cards_at_the_end() -> None:
    """洛神――准备阶段开始时，你可以判定，若结果为黑色，你可以重复此流程。最后你获得所有的
    黑色判定牌。"""
    t = table(up("zhen_ji"), up("blank"))
    t.set_top("slash ♠7", "slash ♣2", "jink ♦3")
    t.start(0, "start")
    t.expect("confirm", seat=0, reason="洛神")
    t.yes()
    t.expect("confirm", seat=0, reason="洛神")  # black: again?
    assert t.hand(0) == [] and t.where("slash ♠7").zone is Zone.VOID  # not gained yet
    t.yes()
    t.yes()
    assert _luoshen_gained(t) == [t.find("slash ♠7"), t.find("slash ♣2")]
    assert t.where("jink ♦3") == DISCARD
    assert len([r for r in t.log("judge") if r["reason"] == "luoshen"]) == 3


def test_luoshen_stopping_gains_the_black_cards_so_far() -> None:
    """洛神――若结果为黑色，你可以重复此流程 (she stops after one)."""
    t = table(up("zhen_ji"), up("blank"))
    t.set_top("slash ♠7", "slash ♣2")
    t.start(0, "start")
    t.yes()
    t.no()
    assert _luoshen_gained(t) == [t.find("slash ♠7")]
    assert len([r for r in t.log("judge") if r["reason"] == "luoshen"]) == 1


def test_qingguo_a_black_hand_card_as_jink() -> None:
    """倾国――你可以将一张黑色手牌当【闪】使用或打出。"""
    t = table(up("blank"), up("zhen_ji"))
    t.set_hand(0, "slash ♠7").set_hand(1, "slash ♣2")
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.respond("skill:qingguo", cards=["slash ♣2"])
    assert t.hp(1) == 3
    assert [r["skill"] for r in t.log("use") if r["card"] == "jink"] == ["qingguo"]


# ================================================================ 夏侯渊


def test_shensu_skips_judge_and_draw_for_a_slash_with_no_distance_limit() -> None:
    """神速――你可以跳过判定阶段和摸牌阶段，视为使用【杀】 (seat 2 is at distance 2)."""
    t = table(up("xiahou_yuan"), *blanks(3))
    t.set_judge(0, "indulgence ♣6").set_top("jink ♦3", "jink ♦6")
    t.start(0, "judge")
    req = t.expect("players", seat=0, reason="神速")
    assert 2 in seats_of(req)
    t.choose((2,))
    assert t.hp(2) == 3
    (use,) = [r for r in t.log("use") if r["card"] == "slash"]
    assert (use["skill"], use["cards"], use["targets"]) == ("shensu", [], [2])
    assert [r["phase"] for r in t.log("phase_skipped")] == ["judge", "draw"]
    t.expect("play", seat=0)
    assert t.hand(0) == [] and t.judge_area(0) == ["indulgence"]


def test_shensu_skips_play_and_discards_an_equipment_card_for_a_slash() -> None:
    """神速――你可以跳过出牌阶段并弃置一张装备牌，视为使用【杀】。"""
    t = table(up("xiahou_yuan"), *blanks(3))
    t.set_hand(0, "kylin_bow ♥5", "slash ♠7")
    t.start(0, "play")
    t.expect("cards", seat=0, reason="神速")
    t.pick("kylin_bow ♥5")
    t.choose((2,))
    assert t.hp(2) == 3 and t.where("kylin_bow ♥5") == DISCARD
    assert [r["phase"] for r in t.log("phase_skipped")] == ["play"]
    assert t.hand(0) == ["slash"]


def test_shensu_is_not_offered_before_play_without_equipment() -> None:
    """神速――…并弃置一张装备牌 (none: the play phase goes on)."""
    t = table(up("xiahou_yuan"), up("blank"))
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    t.expect("play", seat=0)


# ================================================================ 张郃


def test_qiaobian_discards_a_hand_card_to_skip_the_judgment_phase() -> None:
    """巧变――你可以弃置一张手牌，跳过一个阶段（准备阶段和结束阶段除外）."""
    t = table(up("zhang_he"), up("blank"))
    t.set_judge(0, "indulgence ♣6").set_hand(0, "jink ♦3").set_top("slash ♠7", "slash ♠8")
    t.start(0, "judge")
    t.expect("cards", seat=0, reason="巧变")
    t.pick("jink ♦3")
    assert t.where("jink ♦3") == DISCARD and t.judge_area(0) == ["indulgence"]
    t.expect("cards", seat=0, reason="巧变")  # the draw phase: no, draw
    t.choose(())
    assert t.hand(0) == ["slash", "slash"]
    assert [r["phase"] for r in t.log("phase_skipped")] == ["judge"]


def test_qiaobian_skipping_draw_takes_a_hand_card_from_one_or_two() -> None:
    """巧变――跳过摸牌阶段，你可以选择有手牌的一至两名其他角色，然后获得这些角色的各一张
    手牌。"""
    t = table(up("zhang_he"), up("blank"), up("blank"))
    t.set_hand(0, "jink ♦3").set_hand(1, "peach ♥6").set_hand(2, "slash ♣2")
    t.start(0, "draw")
    t.pick("jink ♦3")
    t.expect("players", seat=0, reason="巧变")
    t.choose((1, 2))
    assert sorted(t.hand(0)) == ["peach", "slash"]


def test_qiaobian_skipping_play_moves_a_card_on_the_field() -> None:
    """巧变――跳过出牌阶段，你可以将一名角色判定区/装备区里的一张牌置入另一名角色的判定区/
    装备区。"""
    t = table(up("zhang_he"), up("blank"), up("blank"), up("blank"))
    t.set_hand(0, "jink ♦3").set_equip(1, "chitu ♥5").set_equip(2, "dayuan ♠K")
    t.start(0, "play")
    t.pick("jink ♦3")
    req = t.expect("cards", seat=0, reason="巧变")
    assert set(cards_of(req)) == {t.find("chitu ♥5"), t.find("dayuan ♠K")}
    t.pick("chitu ♥5")
    to = t.expect("players", seat=0, reason="巧变")
    assert seats_of(to) == [0, 3]  # seat 2's slot is taken
    t.choose((3,))
    assert t.equipment(3) == {"-1": "chitu"} and t.equipment(1) == {}
    assert [r["phase"] for r in t.log("phase_skipped")] == ["play"]


def test_qiaobian_moves_a_delayed_trick_to_another_judgment_area() -> None:
    """巧变――将一名角色判定区…里的一张牌置入另一名角色的判定区 (not one that holds a card of
    that name already)."""
    t = table(up("zhang_he"), up("blank"), up("blank"), up("blank"))
    t.set_hand(0, "jink ♦3").set_judge(0, "indulgence ♣6").set_judge(2, "indulgence ♥6")
    t.start(0, "play")
    t.pick("jink ♦3")
    t.pick("indulgence ♣6")
    to = t.expect("players", seat=0, reason="巧变")
    assert seats_of(to) == [1, 3]
    t.choose((1,))
    (move,) = [r for r in t.log("move") if r["reason"] == "qiaobian"]
    assert move["cards"] == [t.find("indulgence ♣6")]
    assert (move["src"], move["dst"]) == ({"zone": "judge", "seat": 0},
                                          {"zone": "judge", "seat": 1})
    # seat 1's turn comes: the 乐不思蜀 is judged there
    assert next(r["seat"] for r in t.log("judge") if r["reason"] == "indulgence") == 1


def test_qiaobian_a_delayed_trick_moved_to_lu_xun_is_cancelled_by_qianxun() -> None:
    """巧变――将一名角色判定区里的一张牌置入另一名角色的判定区 (he becomes its target:
    谦逊――锁定技，每当你成为【顺手牵羊】或【乐不思蜀】的目标时，你取消自己; [M] fires
    成为目标时 for the moved card and nullifies it: it is discarded)"""
    t = table(up("zhang_he"), up("lu_xun"), up("blank"))
    t.set_hand(0, "jink ♦3").set_judge(2, "indulgence ♣6")
    t.start(0, "play")
    t.pick("jink ♦3")
    t.pick("indulgence ♣6")
    t.expect("players", seat=0, reason="巧变")
    t.choose((1,))
    assert skill_log(t, "qianxun", 1)
    assert t.judge_area(1) == [] and t.where("indulgence ♣6") == Place(Zone.DISCARD)


def test_qiaobian_a_black_delayed_trick_moved_to_a_face_down_jia_xu() -> None:
    """巧变 onto 贾诩 (帷幕――锁定技，每当你成为黑色锦囊牌的目标时，你取消自己): face down, he
    is asked to reveal it; declining, the 兵粮寸断 stays in his judgment area."""
    t = table(up("zhang_he"), down("jia_xu"), up("blank"))
    t.set_hand(0, "jink ♦3").set_judge(2, "supply_shortage ♠10")
    t.start(0, "play")
    t.pick("jink ♦3")
    t.pick("supply_shortage ♠10")
    t.choose((1,))
    req = t.expect("confirm", seat=1, reason="weimu")
    assert req.prompt == "skill.reveal"
    t.no()
    assert t.judge_area(1) == ["supply_shortage"]
    assert not t.game.p(1).generals[0].revealed


def test_a_hidden_zhang_he_chooses_the_card_then_is_revealed() -> None:
    """暗置的武将牌…发动技能时明置 (巧变 asks for its card before the reveal)."""
    t = table(down("zhang_he"), up("blank"))
    t.set_hand(0, "jink ♦3").set_top("slash ♠7", "slash ♠8")
    t.start(0, "judge")
    t.expect("cards", seat=0, reason="巧变")
    assert t.game.p(0).kingdom is None
    t.pick("jink ♦3")
    assert t.game.p(0).generals[0].revealed and t.game.p(0).kingdom == "wei"


# ================================================================ 徐晃


def test_duanliang_a_black_basic_card_as_supply_shortage_at_distance_2() -> None:
    """断粮――你可以将一张不为锦囊牌的黑色牌当【兵粮寸断】使用；你能对距离为2的角色使用
    【兵粮寸断】。"""
    t = table(up("xu_huang"), *blanks(5))
    t.set_hand(0, "slash ♣2")
    t.start(0, "play")
    with pytest.raises(IllegalAnswer):  # distance 3
        t.use("skill:duanliang", targets=[3], cards=["slash ♣2"])
    t.use("skill:duanliang", targets=[2], cards=["slash ♣2"])
    assert t.judge_area(2) == ["supply_shortage"] and t.where("slash ♣2").seat == 2
    assert [r["skill"] for r in t.log("use") if r["card"] == "supply_shortage"] == \
        ["duanliang"]


def test_duanliang_takes_a_black_equipment_card_but_no_red_card_or_trick() -> None:
    """断粮――一张不为锦囊牌的黑色牌 (an equipped black armour; not ♥, not a trick)."""
    t = table(up("xu_huang"), up("blank"))
    t.set_hand(0, "peach ♥6", "dismantlement ♠3").set_equip(0, "eight_diagram ♠2")
    t.start(0, "play")
    for bad in ("peach ♥6", "dismantlement ♠3"):
        with pytest.raises(IllegalAnswer):
            t.use("skill:duanliang", targets=[1], cards=[bad])
    t.use("skill:duanliang", targets=[1], cards=["eight_diagram ♠2"])
    assert t.judge_area(1) == ["supply_shortage"] and t.equipment(0) == {}


# ================================================================ 曹仁


def test_jushou_draws_three_then_turns_over() -> None:
    """据守――结束阶段开始时，你可以摸三张牌，然后叠置。"""
    t = table(up("cao_ren"), up("blank"))
    t.start(0, "finish")
    t.expect("confirm", seat=0, reason="据守")
    t.yes()
    assert len(t.hand(0)) == 3 and t.game.p(0).face_down


# ================================================================ 典韦


def test_qiangxi_loses_1_hp_to_deal_1_damage_in_range_once_a_phase() -> None:
    """强袭――出牌阶段限一次，你可以失去1点体力或弃置一张武器牌，并选择你攻击范围内的一名
    角色，对其造成1点伤害。"""
    t = table(up("dian_wei"), *blanks(3))
    t.start(0, "play")
    with pytest.raises(IllegalAnswer):  # out of range
        t.use("skill:qiangxi", targets=[2])
    t.use("skill:qiangxi", targets=[1])
    assert t.hp(0) == 3 and t.hp(1) == 3
    assert [r["seat"] for r in t.log("lose_hp")] == [0]
    req = t.expect("play", seat=0)
    assert isinstance(req, ActRequest)
    assert not [o for o in req.options if o.key == "skill:qiangxi"]


def test_qiangxi_discarding_the_equipped_weapon_leaves_its_range() -> None:
    """强袭――弃置一张武器牌，并选择你攻击范围内的一名角色 (the discarded weapon's range no
    longer counts; a weapon in the hand keeps the equipped one's)."""
    t = table(up("dian_wei"), *blanks(3))
    t.set_equip(0, "kylin_bow ♥5").set_hand(0, "qinggang_sword ♠6")
    t.start(0, "play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:qiangxi", targets=[2], cards=["kylin_bow ♥5"])
    t.use("skill:qiangxi", targets=[2], cards=["qinggang_sword ♠6"])
    assert t.hp(0) == 4 and t.hp(2) == 3 and t.where("qinggang_sword ♠6") == DISCARD


def test_a_hidden_dian_wei_is_offered_qiangxi_and_revealed_by_it() -> None:
    """孙权、甘宁等，在出牌阶段发动技能时明置武将牌."""
    t = table(down("dian_wei"), up("blank"))
    t.start(0, "play")
    t.use("skill:qiangxi", targets=[1])
    p = t.game.p(0)
    assert p.generals[0].revealed and not p.generals[1].revealed and p.kingdom == "wei"
    assert t.hp(1) == 3


# ================================================================ 荀彧


def test_quhu_won_the_tiger_hurts_a_player_in_its_range_of_his_choice() -> None:
    """驱虎――出牌阶段限一次，你可以与一名体力值大于你的角色拼点：当你赢后，其对其攻击范围内
    你选择的一名角色造成1点伤害"""
    t = table(up("xun_yu"), up("blank"), up("blank"))
    t.set_hand(0, "peach ♥Q").set_hand(1, "slash ♠7")
    t.start(0, "play")
    assert t.hp(0) == 3 and t.hp(1) == 4
    t.use("skill:quhu", targets=[1])
    req = t.expect("players", seat=0, reason="驱虎")
    assert sorted(seats_of(req)) == [0, 2]
    t.choose((2,))
    (dmg,) = t.log("damage")
    assert (dmg["source"], dmg["target"]) == (1, 2)


def test_quhu_not_won_the_tiger_hurts_him() -> None:
    """驱虎――当你没赢后，其对你造成1点伤害。"""
    t = table(up("xun_yu"), up("blank"))
    t.set_hand(0, "jink ♦3").set_hand(1, "slash ♠7")
    t.start(0, "play")
    t.use("skill:quhu", targets=[1])
    t.until("play", seat=0)  # 节命 declined
    (dmg,) = t.log("damage")
    assert (dmg["source"], dmg["target"]) == (1, 0)


def test_quhu_only_a_player_with_more_hp() -> None:
    """驱虎――与一名体力值大于你的角色拼点 (not one with equal HP)."""
    t = table(up("xun_yu"), up("blank"))
    t.set_hand(0, "jink ♦3").set_hand(1, "slash ♠7").set_hp(1, 3)
    t.start(0, "play")
    with pytest.raises(IllegalAnswer):
        t.use("skill:quhu", targets=[1])


def test_jieming_a_player_draws_up_to_their_max_hp_at_most_5() -> None:
    """节命――每当你受到1点伤害后，你可以令一名角色将手牌补至X张（X为其体力上限且至多为5）。"""
    t = table(up("blank"), up("xun_yu"), up("blank"))
    t.set_hand(0, "slash ♠7").set_hand(2, "jink ♦3").set_hp(2, 6, 6)
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.expect("players", seat=1, reason="节命")
    t.choose((2,))
    assert len(t.hand(2)) == 5


def test_jieming_once_for_each_point_of_damage() -> None:
    """节命――每当你受到1点伤害后 (2 damage: two players draw)."""
    t = table(up("xu_chu"), up("xun_yu"))
    t.set_hand(0, "slash ♠7").set_top("jink ♦3")
    t.start(0, "draw")
    t.yes()
    t.use("slash ♠7", targets=[1])
    t.expect("players", seat=1, reason="节命")
    t.choose((1,))
    assert len(t.hand(1)) == 3
    t.expect("players", seat=1, reason="节命")
    t.choose((0,))
    assert len(t.hand(0)) == 4 and len(skill_log(t, "jieming")) == 2


# ================================================================ 曹丕


def test_xingshang_takes_all_the_cards_of_a_player_who_dies() -> None:
    """行殇――每当其他角色死亡时，你可以获得其所有牌。"""
    t = table(up("blank"), up("blank"), up("cao_pi"))
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦3").set_equip(1, "chitu ♥5").set_hp(1, 1)
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.until("confirm", seat=2, reason="行殇")
    t.yes()
    assert not t.game.p(1).alive
    assert t.where("jink ♦3") == hand_of(2) and t.where("chitu ♥5") == hand_of(2)


def test_fangzhu_another_player_draws_the_lost_hp_and_turns_over() -> None:
    """放逐――每当你受到伤害后，你可以令一名其他角色摸X张牌（X为你已损失的体力值），然后其
    叠置。"""
    t = table(up("blank"), up("cao_pi"))
    t.set_hand(0, "slash ♠7").set_hp(1, 3, 4)
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.expect("players", seat=1, reason="放逐")
    t.choose((0,))
    assert len(t.hand(0)) == 2 and t.game.p(0).face_down  # lost 2 of 4


# ================================================================ 乐进


def test_xiaoguo_the_player_discards_an_equipment_card() -> None:
    """骁果――其他角色的结束阶段开始时，你可以弃置一张基本牌，令其选择一项：1.弃置一张装备牌；
    2.受到你造成的1点伤害。"""
    t = table(up("blank"), up("yue_jin"))
    t.set_hand(1, "jink ♦3").set_equip(0, "chitu ♥5")
    t.start(0, "finish")
    t.expect("cards", seat=1, reason="骁果")
    t.pick("jink ♦3")
    t.expect("cards", seat=0, reason="骁果")
    t.pick("chitu ♥5")
    assert t.where("chitu ♥5") == DISCARD and t.hp(0) == 4


def test_xiaoguo_the_player_takes_the_damage() -> None:
    """骁果――2.受到你造成的1点伤害 (declining to discard; with no equipment card, at once)."""
    t = table(up("blank"), up("yue_jin"))
    t.set_hand(1, "jink ♦3").set_equip(0, "chitu ♥5")
    t.start(0, "finish")
    t.pick("jink ♦3")
    t.choose(())
    assert t.hp(0) == 3 and t.equipment(0) == {"-1": "chitu"}
    t2 = table(up("blank"), up("yue_jin"))
    t2.set_hand(1, "slash ♠7")
    t2.start(0, "finish")
    t2.pick("slash ♠7")
    assert t2.hp(0) == 3


def test_xiaoguo_not_in_his_own_finish_phase() -> None:
    """骁果――其他角色的结束阶段开始时 (his own: nothing asked)."""
    t = table(up("yue_jin"), up("blank"))
    t.set_hand(0, "jink ♦3")
    t.start(0, "finish")
    assert not [r for r in t.log("answer")]
    assert t.game.current == 1


def test_duanliang_from_a_face_down_xu_huang_reaches_distance_two() -> None:
    """断粮: 你可以将一张黑色基本牌或黑色装备牌当【兵粮寸断】使用；你可以对距离为2的角色使用
    【兵粮寸断】.  Using it from a face-down 徐晃 reveals him, so its reach counts already."""
    t = table(down("xu_huang", "cao_ren"), up("liu_bei", "guan_yu"), up("sun_quan", "zhou_tai"),
              up("lv_bu", "diao_chan"))
    t.set_hand(0, "杀 ♠7")
    g = t.start()
    assert g.distance(0, 2) == 2
    t.use("skill:duanliang", [2], cards=["杀 ♠7"])
    assert g.p(0).generals[0].revealed
    assert [g.card(c).name for c, _ in g.p(2).areas.judge] == ["slash"]
