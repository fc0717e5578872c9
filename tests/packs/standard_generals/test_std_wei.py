"""魏 (the standard edition): 曹操, 司马懿, 夏侯惇, 张辽, 许褚, 郭嘉, 甄姬.

Each test's docstring quotes the text it checks (standard_generals/texts.toml).
"""

from __future__ import annotations

from std_support import DISCARD, hand_of, skill_log, table

from sgs.core import Zone
from sgs.testing import Table

# ================================================================ 曹操


def test_jianxiong_gains_the_card_that_dealt_the_damage() -> None:
    """奸雄――你可以立即获得对你造成伤害的牌。"""
    t = table("blank", "cao_cao")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="奸雄")
    t.yes()
    assert t.hp(1) == 3
    assert t.where("slash ♠7") == hand_of(1)
    assert skill_log(t, "jianxiong", seat=1)


def test_jianxiong_is_optional() -> None:
    """奸雄――你可以立即获得……(declined: the 杀 goes to the discard pile)"""
    t = table("blank", "cao_cao")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.no()
    assert t.where("slash ♠7") == DISCARD



def test_hujia_a_wei_player_provides_the_jink() -> None:
    """护驾――主公技，当你需要使用（或打出）一张【闪】时，你可以发动护驾。所有魏势力角色按行动
    顺序依次选择是否打出“提供”一张【闪】"""
    t = table("cao_cao", "zhang_liao", "xu_chu", "blank")
    t.set_hand(1, "jink ♦3").set_hand(2, "jink ♦4").set_hand(3, "slash ♠7")
    t.start(seat=3, phase="play")
    t.use("slash ♠7", targets=[0])
    t.expect("confirm", seat=0, reason="护驾")
    t.yes()
    t.expect("respond", seat=1, reason="hujia")
    t.respond("jink ♦3")
    assert t.hp(0) == 4
    assert t.where("jink ♦4") == hand_of(2)  # until one does: seat 2 is not asked
    used = [r for r in t.log("use") if r["card"] == "jink"]
    assert (used[-1]["seat"], used[-1]["skill"], used[-1]["cards"]) == (0, "hujia", [])
    assert used[-1]["suit"] == "diamond"  # the 闪 provided keeps its suit


def test_hujia_nobody_provides_then_the_lord_may_still_answer() -> None:
    """护驾――……直到有一名角色或没有任何角色决定如此做时为止。"""
    t = table("cao_cao", "zhang_liao", "blank")
    t.set_hand(0, "jink ♦5").set_hand(1, "jink ♦3").set_hand(2, "slash ♠7")
    t.start(seat=2, phase="play")
    t.use("slash ♠7", targets=[0])
    t.yes()
    t.expect("respond", seat=1)
    t.pass_()
    t.expect("respond", seat=0, reason="slash")
    t.respond("jink ♦5")
    assert t.hp(0) == 4 and t.where("jink ♦3") == hand_of(1)


def test_hujia_only_wei_players_are_asked() -> None:
    """护驾――所有魏势力角色 (a 群 player holding a 闪 is not asked)"""
    t = table("cao_cao", "blank", "xu_chu", "blank")
    t.set_hand(1, "jink ♦3").set_hand(2, "jink ♦4").set_hand(3, "slash ♠7")
    t.start(seat=3, phase="play")
    t.use("slash ♠7", targets=[0])
    t.yes()
    t.expect("respond", seat=2)
    t.respond("jink ♦4")
    assert t.where("jink ♦3") == hand_of(1)


def test_hujia_works_only_for_the_lord() -> None:
    """护驾――主公技 (曹操 not the lord: nobody is asked)"""
    t = table("cao_cao", "zhang_liao", "blank", roles=["rebel", "loyalist", "lord"])
    t.set_hand(1, "jink ♦3").set_hand(2, "slash ♠7")
    t.start(seat=2, phase="play")
    t.use("slash ♠7", targets=[0])
    assert t.hp(0) == 3
    assert t.where("jink ♦3") == hand_of(1)
    assert not skill_log(t, "hujia")


# ================================================================ 司马懿


def test_fankui_gains_a_card_of_the_source() -> None:
    """反馈――你可以立即从对你造成伤害的来源处获得一张牌。"""
    t = table("blank", "sima_yi")
    t.set_hand(0, "slash ♠7", "peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="反馈")
    t.yes()
    assert t.where("peach ♥3") == hand_of(1)  # his only card: a blind hand card


def test_fankui_chooses_an_equipped_card() -> None:
    """反馈――若选择手牌则从对方手里随机抽取，选择面前的装备则任选。"""
    t = table("blank", "sima_yi")
    t.set_hand(0, "slash ♠7", "peach ♥3").set_equip(0, "chitu ♥5")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.yes()
    t.expect("card_of", seat=1)
    t.pick("chitu ♥5")
    assert t.where("chitu ♥5") == hand_of(1) and t.where("peach ♥3") == hand_of(0)


def test_guicai_replaces_a_judgment_card_with_a_hand_card() -> None:
    """鬼才――在任意角色的判定牌生效前，你可以打出一张手牌代替之。"""
    t = table("blank", "sima_yi")
    t.set_judge(0, "indulgence ♠6").set_hand(1, "peach ♥3").set_top("slash ♠7")
    t.start(seat=0, phase="judge")
    t.expect("cards", seat=1, reason="鬼才")
    t.pick("peach ♥3")
    # the ♥ result: 乐不思蜀 fails, seat 0 plays
    t.expect("play", seat=0)
    assert t.where("slash ♠7") == DISCARD and t.where("peach ♥3") == DISCARD
    assert [r["seat"] for r in t.log("respond") if r["reason"] == "guicai"] == [1]


# ================================================================ 夏侯惇


def test_ganglie_source_takes_a_damage_or_discards_two() -> None:
    """刚烈――你每受到一次伤害，可进行一次判定：若结果不为红桃，则目标来源必须进行二选一：弃两张
    手牌或受到你对其造成的1点伤害。"""
    t = table("blank", "xiahou_dun")
    t.set_hand(0, "slash ♠7", "jink ♦3", "jink ♦4").set_top("slash ♣2")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="刚烈")
    t.yes()
    req = t.expect("option", seat=0, reason="ganglie")
    assert sorted(req.choices() or []) == ["damage", "discard"]
    t.choose("damage")
    assert t.hp(0) == 3 and t.hp(1) == 3


def test_ganglie_a_heart_does_nothing() -> None:
    """刚烈――若结果不为红桃 (a ♥: nothing happens)"""
    t = table("blank", "xiahou_dun")
    t.set_hand(0, "slash ♠7", "jink ♦3", "jink ♦4").set_top("peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.yes()
    t.expect("play", seat=0)
    assert t.hp(0) == 4 and len(t.hand(0)) == 2


# ================================================================ 张辽


def test_tuxi_takes_a_hand_card_from_each_of_two_instead_of_drawing() -> None:
    """突袭――摸牌阶段，你可以放弃摸牌，然后从至多两名（至少一名）角色的手里各抽取一张牌。"""
    t = table("zhang_liao", "blank", "blank")
    t.set_hand(1, "jink ♦3").set_hand(2, "peach ♥3").set_top("slash ♠7", "slash ♠8")
    t.start(seat=0, phase="draw")
    req = t.expect("players", seat=0, reason="突袭")
    assert (req.min, req.max) == (0, 2)  # type: ignore[attr-defined]
    t.choose((1, 2))
    assert sorted(t.hand(0)) == ["jink", "peach"]
    assert t.hand(1) == [] and t.hand(2) == []
    assert t.where("slash ♠7").zone is Zone.DRAW  # he drew nothing
    t.expect("play", seat=0)


def test_tuxi_from_one_player() -> None:
    """突袭――……从至多两名（至少一名）角色的手里各抽取一张牌。(one is enough)"""
    t = table("zhang_liao", "blank", "blank")
    t.set_hand(1, "jink ♦3", "jink ♦4").set_hand(2, "peach ♥3").set_top("slash ♠7")
    t.start(seat=0, phase="draw")
    t.choose((1,))
    assert t.hand(0) == ["jink"] and len(t.hand(1)) == 1 and t.hand(2) == ["peach"]


def test_tuxi_declined_draws_as_usual() -> None:
    """突袭――你可以放弃摸牌 (choosing nobody: he draws his two cards)"""
    t = table("zhang_liao", "blank")
    t.set_hand(1, "jink ♦3").set_top("slash ♠7", "slash ♠8")
    t.start(seat=0, phase="draw")
    t.choose(())
    assert t.hand(0) == ["slash", "slash"] and t.hand(1) == ["jink"]
    assert not skill_log(t, "tuxi")


def test_tuxi_only_players_with_hand_cards() -> None:
    """突袭――从……角色的手里各抽取一张牌 (only others with a hand card can be chosen)"""
    t = table("zhang_liao", "blank", "blank")
    t.set_hand(0, "jink ♦4").set_hand(2, "peach ♥3")
    t.start(seat=0, phase="draw")
    req = t.expect("players", seat=0)
    assert list(req.seats) == [2]  # type: ignore[attr-defined]


# ================================================================ 许褚


def test_luoyi_draws_one_fewer_and_slash_deals_one_more() -> None:
    """裸衣――摸牌阶段，你可以少摸一张牌；若如此做，该回合的出牌阶段，你使用【杀】或【决斗】
    （你为伤害来源时）造成的伤害＋1。"""
    t = table("xu_chu", "blank")
    t.set_hand(0, "slash ♠7").set_top("jink ♦3", "jink ♦4")
    t.start(seat=0, phase="draw")
    t.expect("confirm", seat=0, reason="裸衣")
    t.yes()
    assert sorted(t.hand(0)) == ["jink", "slash"]
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 2


# ================================================================ 郭嘉


def test_tiandu_gains_his_judgment_card() -> None:
    """天妒――在你的判定牌生效后，你可以立即获得它。"""
    t = table("guo_jia", "blank")
    t.set_judge(0, "indulgence ♠6").set_top("slash ♠7")
    t.start(seat=0, phase="judge")
    t.expect("confirm", seat=0, reason="天妒")
    t.yes()
    assert t.where("slash ♠7") == hand_of(0)
    assert t.where("indulgence ♠6") == DISCARD


def test_yiji_draws_two_and_gives_each_away() -> None:
    """遗计――你每受到1点伤害，可摸两张牌，将其中的一张交给任意一名角色，然后将另一张交给任意
    一名角色。"""
    t = table("blank", "guo_jia", "blank")
    t.set_hand(0, "slash ♠7").set_top("jink ♦3", "peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="遗计")
    t.yes()
    t.expect("cards", seat=1)
    t.pick("peach ♥3")
    t.expect("players", seat=1)
    t.choose((2,))
    t.expect("players", seat=1)  # the other card: to himself
    t.choose((1,))
    assert t.hand(2) == ["peach"] and t.hand(1) == ["jink"]


# ================================================================ 甄姬


def test_qingguo_black_hand_card_as_jink() -> None:
    """倾国――你可以将你的黑色手牌当【闪】使用（或打出）。"""
    t = table("blank", "zhen_ji")
    t.set_hand(0, "slash ♠7").set_hand(1, "slash ♣2")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.respond("skill:qingguo", cards=["slash ♣2"])
    assert t.hp(1) == 3
    used = [r for r in t.log("use") if r["card"] == "jink"]
    assert used[-1]["skill"] == "qingguo"


def _gained(t: Table) -> list[int]:
    return [c for r in t.log("move") if r["reason"] == "luoshen" for c in r["cards"]]


def test_luoshen_judges_until_red() -> None:
    """洛神――回合开始阶段，你可以进行判定：若为黑色，立即获得此生效后的判定牌，并可以再次使用
    洛神――如此反复，直到出现红色或你不愿意判定了为止。"""
    t = table("zhen_ji", "blank")
    t.set_top("slash ♠7", "slash ♣2", "jink ♦3")
    t.start(seat=0, phase="start")
    t.expect("confirm", seat=0, reason="洛神")
    t.yes()
    t.expect("confirm", seat=0, reason="洛神")  # black: again?
    t.yes()
    t.yes()
    # ♦: red ends it, the red card is not gained
    assert _gained(t) == [t.find("slash ♠7"), t.find("slash ♣2")]
    assert t.where("jink ♦3") == DISCARD


def test_luoshen_stops_when_she_will_not_judge() -> None:
    """洛神――……直到出现红色或你不愿意判定了为止。"""
    t = table("zhen_ji", "blank")
    t.set_top("slash ♠7", "slash ♣2")
    t.start(seat=0, phase="start")
    t.yes()
    t.no()
    assert _gained(t) == [t.find("slash ♠7")]
    assert len([r for r in t.log("judge") if r["reason"] == "luoshen"]) == 1
