"""群 (hegemony, 君临天下·标准, edition [M]): the skills of the 15 qun generals.

Each test's docstring quotes the text it checks (packs/hegemony/texts_qun.toml, [M]'s
wording).  Tables seat the qun generals beside plain test generals of each kingdom
(``wei1``.., ``shu1``..: no skill, male, 4 阴阳鱼), in hegemony mode with the hegemony
deck.  (The file is not test_qun.py: tests/packs/honglou has one, and test folders are
not packages, so two modules of that name cannot be collected together.)
"""

from __future__ import annotations

from typing import Any

import pytest

from sgs.core import Gender, GeneralDef, IllegalAnswer, Pack, ops
from sgs.core.generals import GeneralCard, Position
from sgs.core.requests import (
    ActRequest,
    ChooseCardsRequest,
    ChooseOptionRequest,
    ChoosePlayersRequest,
    DistributeRequest,
    Request,
)
from sgs.core.zones import DISCARD, Place, Zone
from sgs.testing import Table

M, D = Position.MAIN, Position.DEPUTY


def _plain() -> Pack:
    """TEST CONTENT: plain generals ``wei1``..``qun6`` (no skill, male, 4 阴阳鱼)."""
    p = Pack("hegemony_qun_test")
    for k in ("wei", "shu", "wu", "qun"):
        for i in range(1, 7):
            p.generals[f"{k}{i}"] = GeneralDef(f"{k}{i}", k, 4, Gender.MALE, ())
    return p


def up(main: str, deputy: str) -> list[GeneralCard]:
    """A seat with both generals revealed."""
    return [GeneralCard(main, M, True), GeneralCard(deputy, D, True)]


def down(main: str, deputy: str) -> list[GeneralCard]:
    """A seat with both generals face down."""
    return [GeneralCard(main, M, False), GeneralCard(deputy, D, False)]


def half(main: str, deputy: str, *, main_up: bool = True) -> list[GeneralCard]:
    """A seat with one general revealed (the main, or the deputy)."""
    return [GeneralCard(main, M, main_up), GeneralCard(deputy, D, not main_up)]


def table(*seats: list[GeneralCard], **kw: Any) -> Table:
    return Table(*seats, pack="hegemony", mode="hegemony", extra=_plain(), **kw)


def options(t: Table) -> list[str]:
    req = t.pending
    assert isinstance(req, ActRequest)
    return [o.key for o in req.options]


def choices(req: Request) -> list[Any]:
    """What a request offers: its options, seats or cards."""
    if isinstance(req, ChooseOptionRequest):
        return list(req.options)
    if isinstance(req, ChoosePlayersRequest):
        return list(req.seats)
    assert isinstance(req, ChooseCardsRequest | DistributeRequest)
    return list(req.cards)


def has_option(t: Table, key: str) -> bool:
    return any(k == key or k.startswith(key + ":") for k in options(t))


def skill_log(t: Table, sid: str, seat: int | None = None) -> list[dict[str, Any]]:
    return [r for r in t.log("skill") if r["skill"] == sid
            and (seat is None or r["seat"] == seat)]


def revealed(t: Table, seat: int) -> list[bool]:
    return [c.revealed for c in t.game.p(seat).generals]


# ================================================================ 华佗


def test_jijiu_a_red_card_as_peach_outside_his_turn() -> None:
    """急救：你于回合外可以将一张红色牌当【桃】使用。"""
    t = table(up("wei1", "wei2"), up("hua_tuo", "qun1"), up("shu1", "shu2"))
    t.set_hand(0, "杀 ♠7").set_equip(1, "赤兔").set_hp(2, 1)
    t.start(seat=0)
    t.use("杀 ♠7", [2])
    t.expect("respond", seat=1, reason="dying")
    t.respond("skill:jijiu", cards=["赤兔"], targets=[2])
    assert t.hp(2) == 1 and t.game.p(2).alive
    assert [r["skill"] for r in t.log("use") if r["card"] == "peach"] == ["jijiu"]


def test_jijiu_not_in_his_own_turn() -> None:
    """急救：你于回合外 (in his own turn a red card is no 桃)"""
    t = table(up("hua_tuo", "qun1"), up("wei1", "wei2"))
    t.set_hp(0, 2).set_hand(0, "闪 ♦2")
    t.start(seat=0)
    assert not has_option(t, "skill:jijiu")


def test_qingnang_heals_a_wounded_player_once_a_phase() -> None:
    """青囊：出牌阶段限一次，你可以弃置一张手牌并选择一名已受伤的角色，令其回复1点体力。"""
    t = table(up("hua_tuo", "qun1"), up("wei1", "wei2"))
    t.set_hp(1, 2).set_hand(0, "杀 ♠7", "闪 ♦2")
    t.start(seat=0)
    with pytest.raises(IllegalAnswer):  # 已受伤的角色: not seat 0, at full HP
        t.use("skill:qingnang", cards=["杀 ♠7"], targets=[0])
    t.use("skill:qingnang", cards=["杀 ♠7"], targets=[1])
    assert t.hp(1) == 3 and t.where("杀 ♠7") == DISCARD
    assert not has_option(t, "skill:qingnang")


# ================================================================ 吕布


def test_wushuang_a_slash_needs_two_jinks() -> None:
    """无双：锁定技，每当你使用【杀】指定一个目标后，你将其抵消此【杀】的方式改为依次使用两张【闪】"""
    t = table(up("lv_bu", "qun1"), up("wei1", "wei2"))
    t.set_hand(0, "杀 ♠7").set_hand(1, "闪 ♦2", "闪 ♦3")
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    t.respond("闪 ♦2")
    t.expect("respond", seat=1)
    t.respond("闪 ♦3")
    assert t.hp(1) == 4 and skill_log(t, "wushuang", 0)


def test_wushuang_one_jink_is_not_enough() -> None:
    """无双：依次使用两张【闪】 (one 闪 alone does not offset it)"""
    t = table(up("lv_bu", "qun1"), up("wei1", "wei2"))
    t.set_hand(0, "杀 ♠7").set_hand(1, "闪 ♦2")
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    t.respond("闪 ♦2")
    assert t.hp(1) == 3


def test_wushuang_in_a_duel_his_opponent_plays_two_slashes() -> None:
    """无双：每当你使用【决斗】指定一个目标后…你将其执行此【决斗】中打出【杀】的效果改为依次
    打出两张【杀】。"""
    t = table(up("lv_bu", "qun1"), up("wei1", "wei2"))
    t.set_hand(0, "决斗 ♠A").set_hand(1, "杀 ♠7")
    t.start(seat=0)
    t.use("决斗 ♠A", [1])
    t.respond("杀 ♠7")  # one 杀 of the two: the duel is lost anyway
    assert t.hp(1) == 3


# ================================================================ 貂蝉


def test_lijian_two_other_males_duel() -> None:
    """离间：出牌阶段限一次，你可以弃置一张牌并选择两名其他男性角色，令其中的一名男性角色视为对
    另一名男性角色使用【决斗】。"""
    t = table(up("diao_chan", "qun1"), up("wei1", "wei2"), up("shu1", "shu2"))
    t.set_hand(0, "闪 ♦2")
    t.start(seat=0)
    t.use("skill:lijian", cards=["闪 ♦2"], targets=[1, 2])
    duel = t.log("use")[-1]
    assert (duel["card"], duel["seat"], duel["targets"]) == ("duel", 1, [2])
    assert t.hp(2) == 3 and t.where("闪 ♦2") == DISCARD
    assert not has_option(t, "skill:lijian")


def test_lijian_not_yourself_nor_a_player_with_no_gender() -> None:
    """离间：两名其他男性角色 (貂蝉 as deputy of a male main is male, yet not "other"; a
    player with every general face down has no gender, seed 001)"""
    t = table(up("qun1", "diao_chan"), up("wei1", "wei2"), down("shu1", "shu2"),
              up("wu1", "wu2"))
    t.set_hand(0, "闪 ♦2")
    t.start(seat=0)
    assert t.game.p(0).gender is Gender.MALE
    for pair in ([0, 1], [1, 2]):
        with pytest.raises(IllegalAnswer):
            t.use("skill:lijian", cards=["闪 ♦2"], targets=pair)
    t.use("skill:lijian", cards=["闪 ♦2"], targets=[1, 3])


def test_lijian_duel_can_be_nullified() -> None:
    """离间：视为…使用【决斗】 ([M] does not shield it from 无懈可击, unlike the Red Chamber's)"""
    t = table(up("diao_chan", "qun1"), up("wei1", "wei2"), up("shu1", "shu2"))
    t.set_hand(0, "闪 ♦2").set_hand(2, "无懈可击 ♠J")
    t.start(seat=0)
    t.use("skill:lijian", cards=["闪 ♦2"], targets=[1, 2])
    t.expect("respond", seat=2, reason="nullification")
    t.respond("无懈可击 ♠J", targets=[2])
    assert t.hp(1) == 4 and t.hp(2) == 4


def test_biyue_draws_at_the_finish_phase() -> None:
    """闭月：结束阶段开始时，你可以摸一张牌。"""
    t = table(up("diao_chan", "qun1"), up("wei1", "wei2"))
    t.start(seat=0, phase="finish")
    t.expect("confirm", seat=0, reason="biyue")
    t.yes()
    assert len(t.game.p(0).hand) == 1


# ================================================================ 袁绍


def test_luanji_two_hand_cards_of_one_suit_as_archery_attack() -> None:
    """乱击：你可以将两张花色相同的手牌当【万箭齐发】使用。"""
    t = table(up("yuan_shao", "qun1"), up("wei1", "wei2"))
    t.set_hand(0, "杀 ♠7", "杀 ♠8", "闪 ♦2")
    t.start(seat=0)
    with pytest.raises(IllegalAnswer):
        t.use("skill:luanji", cards=["杀 ♠7", "闪 ♦2"])
    t.use("skill:luanji", cards=["杀 ♠7", "杀 ♠8"])
    use = t.log("use")[-1]
    assert (use["card"], use["skill"], use["color"]) == ("archery_attack", "luanji", "black")
    assert t.hp(1) == 3


# ================================================================ 颜良文丑


def test_shuangxiong_judge_instead_of_drawing_then_duel_with_the_other_colour() -> None:
    """双雄：摸牌阶段开始时，你可以放弃摸牌，判定，当判定牌生效后，你获得之，若如此做，你于此回合
    内可以将一张与之颜色不同的手牌当【决斗】使用。"""
    t = table(up("yanliang_wenchou", "qun1"), up("wei1", "wei2"))
    t.set_hand(0, "闪 ♦2", "杀 ♣2").set_top("杀 ♠7", "杀 ♠8")
    t.start(seat=0, phase="draw")
    t.expect("confirm", seat=0, reason="shuangxiong")
    t.yes()
    assert sorted(t.hand(0)) == ["jink", "slash", "slash"]  # no draw, the judgment card
    assert t.where("杀 ♠7") == Place(Zone.HAND, 0)
    t.expect("play", seat=0)
    with pytest.raises(IllegalAnswer):  # a black card: the judgment card's colour
        t.use("skill:shuangxiong", cards=["杀 ♣2"], targets=[1])
    t.use("skill:shuangxiong", cards=["闪 ♦2"], targets=[1])
    assert t.log("use")[-1]["card"] == "duel" and t.hp(1) == 3


def test_shuangxiong_declined_draws_as_usual_and_gives_no_duel() -> None:
    """双雄：你可以放弃摸牌 (declined: the usual two cards, no 决斗)"""
    t = table(up("yanliang_wenchou", "qun1"), up("wei1", "wei2"))
    t.set_hand(0, "闪 ♦2")
    t.start(seat=0, phase="draw")
    t.expect("confirm", seat=0, reason="shuangxiong")
    t.no()
    assert len(t.game.p(0).hand) == 3
    assert not has_option(t, "skill:shuangxiong")


# ================================================================ 贾诩


def test_wansha_others_cannot_save_with_peach_in_his_turn() -> None:
    """完杀：锁定技，不处于濒死状态的其他角色于你的回合内不能使用【桃】。"""
    t = table(up("jia_xu", "qun1"), up("wei1", "wei2"), up("shu1", "shu2"),
              up("wu1", "wu2"))
    t.set_hand(0, "杀 ♠7").set_hand(2, "桃 ♥4").set_hp(1, 1)
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    assert not t.game.p(1).alive  # seat 2 was never asked for its 桃
    assert not [r for r in t.log("answer") if r["seat"] == 2]
    assert t.where("桃 ♥4") == Place(Zone.HAND, 2)


def test_wansha_the_dying_player_may_save_himself() -> None:
    """完杀：不处于濒死状态的其他角色 (the dying one is not barred)"""
    t = table(up("jia_xu", "qun1"), up("wei1", "wei2"), up("shu1", "shu2"))
    t.set_hand(0, "杀 ♠7").set_hand(1, "桃 ♥4").set_hp(1, 1)
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    t.expect("respond", seat=1, reason="dying")
    t.respond("桃 ♥4", targets=[1])
    assert t.game.p(1).alive and t.hp(1) == 1


def test_wansha_a_face_down_jia_xu_may_reveal_it_when_someone_is_dying() -> None:
    """完杀 ([M]: it fires when a player is dying in your turn; a face-down 贾诩 reveals it
    then)"""
    t = table(down("jia_xu", "qun1"), up("wei1", "wei2"), up("shu1", "shu2"))
    t.set_hand(0, "杀 ♠7").set_hand(2, "桃 ♥4").set_hp(1, 1)
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    req = t.expect("confirm", seat=0, reason="wansha")
    assert req.prompt == "skill.reveal"
    t.yes()
    assert revealed(t, 0) == [True, False]
    assert not t.game.p(1).alive


def test_luanwu_each_other_slashes_the_nearest_or_loses_hp() -> None:
    """乱武：限定技，出牌阶段，你可以选择所有其他角色，这些角色各需对距离最小的另一名角色使用
    【杀】，否则失去1点体力。"""
    t = table(up("jia_xu", "qun1"), up("wei1", "wei2"), up("shu1", "shu2"),
              up("wu1", "wu2"))
    t.set_hand(1, "杀 ♠7")
    t.start(seat=0)
    t.use("skill:luanwu")
    # seat 1: seats 0 and 2 are both at distance 1: it chooses, then uses its 杀
    req = t.expect("players", seat=1, reason="luanwu")
    assert sorted(choices(req)) == [0, 2]
    t.choose([2])
    t.expect("respond", seat=1, reason="luanwu")
    t.respond("杀 ♠7", targets=[2])
    # the 杀 hit seat 2, which then had no 杀 and lost 1 HP; so did seat 3
    t.expect("play", seat=0)
    assert [t.hp(s) for s in range(4)] == [3, 4, 2, 3]
    assert not has_option(t, "skill:luanwu")  # 限定技


def test_luanwu_the_slash_needs_the_nearest_player_in_attack_range() -> None:
    """乱武：这些角色各需对距离最小的另一名角色使用【杀】，否则失去1点体力。 (used as any 杀:
    a nearest player out of attack range cannot be its target; [M] asks for it with the
    distance limit on)"""
    t = table(up("jia_xu", "qun1"), up("wei1", "wei2"), up("shu1", "shu2"),
              up("wu1", "wu2"))
    t.set_hand(1, "杀 ♠7").set_equip(0, "绝影").set_equip(2, "爪黄飞电")
    t.start(seat=0)
    assert t.game.distances(1) == {0: 2, 2: 2, 3: 2}  # all nearest, none in range 1
    t.use("skill:luanwu")
    t.expect("play", seat=0)  # seat 1 was not asked: it could reach nobody
    assert not [r for r in t.log("answer") if r["seat"] == 1]
    assert t.hp(1) == 3 and t.where("杀 ♠7") == Place(Zone.HAND, 1)


def test_luanwu_a_weapon_brings_the_nearest_into_range() -> None:
    """乱武 (with a weapon of range 2 the same nearest players are in reach)"""
    t = table(up("jia_xu", "qun1"), up("wei1", "wei2"), up("shu1", "shu2"),
              up("wu1", "wu2"))
    t.set_hand(1, "杀 ♠7").set_equip(0, "绝影").set_equip(2, "爪黄飞电")
    t.set_equip(1, "青釭剑")
    t.start(seat=0)
    t.use("skill:luanwu")
    req = t.expect("players", seat=1, reason="luanwu")
    assert sorted(choices(req)) == [0, 2, 3]
    t.choose([3])
    t.respond("杀 ♠7", targets=[3])
    assert t.hp(1) == 4 and t.hp(3) == 2  # hit, then no 杀 of its own: 1 HP lost too


def test_weimu_cancels_himself_as_target_of_a_black_trick() -> None:
    """帷幕：锁定技，每当你成为黑色锦囊牌的目标时，你取消自己。"""
    t = table(up("wei1", "wei2"), up("jia_xu", "qun1"))
    t.set_hand(0, "过河拆桥 ♠3", "乐不思蜀 ♣6", "过河拆桥 ♥Q").set_hand(1, "闪 ♦2")
    t.start(seat=0)
    t.use("过河拆桥 ♠3", [1])
    assert t.hand(1) == ["jink"] and skill_log(t, "weimu", 1)
    t.use("乐不思蜀 ♣6", [1])  # a delayed trick too
    assert t.judge_area(1) == [] and t.where("乐不思蜀 ♣6") == DISCARD
    t.use("过河拆桥 ♥Q", [1])  # a red one works (his one card: nothing to choose)
    assert t.hand(1) == []


def test_weimu_a_face_down_jia_xu_reveals_to_use_it() -> None:
    """帷幕 of a face-down 贾诩: he is asked, reveals the card, and is no longer a target
    (seed 001: 当暗置的武将牌发动技能时，将武将牌明置)."""
    t = table(up("wei1", "wei2"), down("qun1", "jia_xu"))
    t.set_hand(0, "过河拆桥 ♠3").set_hand(1, "闪 ♦2")
    t.start(seat=0)
    t.use("过河拆桥 ♠3", [1])
    req = t.expect("confirm", seat=1, reason="weimu")
    assert req.prompt == "skill.reveal"
    t.yes()
    assert revealed(t, 1) == [False, True] and t.game.p(1).kingdom == "qun"
    assert "jink" in t.hand(1)


# ================================================================ 庞德


def test_mengjin_discards_a_card_of_the_target_who_dodged() -> None:
    """猛进：每当你使用的【杀】被目标角色使用的【闪】抵消时，你可以弃置其一张牌。"""
    t = table(up("pang_de", "qun1"), up("wei1", "wei2"))
    t.set_hand(0, "杀 ♠7").set_hand(1, "闪 ♦2").set_equip(1, "赤兔", "绝影")
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    t.respond("闪 ♦2")
    t.expect("confirm", seat=0, reason="mengjin")
    t.yes()
    t.expect("card_of", seat=0, reason="mengjin")
    t.pick("赤兔")
    assert t.equipment(1) == {"+1": "jueying"} and t.hp(1) == 4


# ================================================================ 张角


def test_leiji_a_spade_judgment_deals_two_thunder_damage() -> None:
    """雷击：每当你使用或打出【闪】时，你可以令一名角色判定，若结果为黑桃，你对其造成2点雷电伤害。"""
    t = table(up("wei1", "wei2"), up("zhang_jiao", "qun1"))
    t.set_hand(0, "杀 ♠7").set_hand(1, "闪 ♦2").set_top("杀 ♠8")
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    t.respond("闪 ♦2")
    t.expect("players", seat=1, reason="leiji")
    t.choose([0])
    dmg = t.log("damage")[-1]
    assert (dmg["source"], dmg["target"], dmg["amount"], dmg["nature"]) == (1, 0, 2, "thunder")


def test_leiji_when_playing_a_jink_too() -> None:
    """雷击：使用或打出【闪】 (打出 against 万箭齐发); not a spade: nothing"""
    t = table(up("wei1", "wei2"), up("zhang_jiao", "qun1"))
    t.set_hand(0, "万箭齐发 ♥A").set_hand(1, "闪 ♦2").set_top("杀 ♥10")
    t.start(seat=0)
    t.use("万箭齐发 ♥A")
    t.until("respond", seat=1, reason="archery_attack")
    t.respond("闪 ♦2")
    t.expect("players", seat=1, reason="leiji")
    t.choose([0])
    assert t.log("judge")[-1]["suit"] == "heart" and t.hp(0) == 4 and t.hp(1) == 3


def test_guidao_replaces_a_judgment_with_a_black_card_and_takes_the_old_one() -> None:
    """鬼道：每当一名角色的判定牌生效前，你可以打出黑色牌替换之。"""
    t = table(up("wei1", "wei2"), up("zhang_jiao", "qun1"))
    t.set_hand(0, "杀 ♠7").set_hand(1, "闪 ♦2", "杀 ♠8").set_top("杀 ♥10")
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    t.respond("闪 ♦2")
    t.choose([0])  # 雷击 on seat 0
    req = t.expect("cards", seat=1, reason="guidao")
    assert choices(req) == [t.find("杀 ♠8")]  # black cards only
    t.pick("杀 ♠8")  # asked again only with a black card left (鬼才's rule): none
    assert t.where("杀 ♥10") == Place(Zone.HAND, 1)  # 替换: the old card is his
    assert t.log("judge")[-1]["suit"] == "spade" and t.hp(0) == 2


# ================================================================ 蔡文姬


def test_beige_heart_the_damaged_player_recovers() -> None:
    """悲歌：每当一名角色受到【杀】造成的伤害后，若其存活，你可以弃置一张牌，令其判定，若结果为：
    红桃，其回复1点体力；"""
    t = table(up("wei1", "wei2"), up("shu1", "shu2"), up("cai_wenji", "qun1"))
    t.set_hand(0, "杀 ♠7").set_hand(2, "闪 ♦2").set_top("桃 ♥4")
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    t.expect("cards", seat=2, reason="beige")
    t.pick("闪 ♦2")
    assert t.hp(1) == 4 and t.where("闪 ♦2") == DISCARD


def test_beige_spade_the_source_turns_over() -> None:
    """悲歌：黑桃，来源叠置。"""
    t = table(up("wei1", "wei2"), up("shu1", "shu2"), up("cai_wenji", "qun1"))
    t.set_hand(0, "杀 ♠7").set_hand(2, "闪 ♦7").set_top("杀 ♠9")
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    t.pick("闪 ♦7")
    assert t.game.p(0).face_down and t.hp(1) == 3


def test_beige_club_the_source_discards_two_diamond_the_target_draws_two() -> None:
    """悲歌：方块，其摸两张牌；梅花，来源弃置两张牌"""
    t = table(up("wei1", "wei2"), up("shu1", "shu2"), up("cai_wenji", "qun1"))
    t.set_hand(0, "杀 ♠7", "闪 ♦2", "闪 ♦3", "杀 ♠8").set_hand(2, "闪 ♦7")
    t.set_top("杀 ♣2")
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    t.pick("闪 ♦7")
    t.expect("cards", seat=0, reason="beige")  # the source discards two
    t.pick("闪 ♦2", "闪 ♦3")
    assert t.hand(0) == ["slash"]
    t2 = table(up("wei1", "wei2"), up("shu1", "shu2"), up("cai_wenji", "qun1"))
    t2.set_hand(0, "杀 ♠7").set_hand(2, "闪 ♦7").set_top("闪 ♦8")
    t2.start(seat=0)
    t2.use("杀 ♠7", [1])
    t2.pick("闪 ♦7")
    assert len(t2.game.p(1).hand) == 2


def test_beige_declined_with_no_card_chosen() -> None:
    """悲歌：你可以弃置一张牌 (none chosen: nothing happens)"""
    t = table(up("wei1", "wei2"), up("shu1", "shu2"), up("cai_wenji", "qun1"))
    t.set_hand(0, "杀 ♠7").set_hand(2, "闪 ♦2")
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    t.expect("cards", seat=2, reason="beige")
    t.choose(())
    assert t.hand(2) == ["jink"] and not t.log("judge")


def test_duanchang_the_killer_loses_the_skills_of_the_chosen_general() -> None:
    """断肠：锁定技，当你死亡时，你令杀死你的角色失去你选择的其一张武将牌的技能。"""
    t = table(up("cai_wenji", "qun1"), up("lv_bu", "hua_tuo"), up("wei1", "wei2"),
              up("shu1", "shu2"))
    t.set_hand(1, "杀 ♠7").set_hp(0, 1)
    t.start(seat=1)
    t.use("杀 ♠7", [0])
    req = t.expect("option", seat=0, reason="duanchang")
    assert choices(req) == ["main", "deputy"]
    t.choose("main")
    p = t.game.p(1)
    assert "wushuang" not in p.skill_ids and "jijiu" in p.skill_ids
    assert [r["skill"] for r in t.log("skill_lost") if r["seat"] == 1] == ["wushuang"]


def test_duanchang_a_face_down_general_of_the_killer_loses_its_skills_quietly() -> None:
    """断肠：其一张武将牌 (a face-down one too: revealed later, it gives no skill; no
    record names its skills, which would tell the hidden general)"""
    t = table(up("cai_wenji", "qun1"), half("lv_bu", "hua_tuo"), up("wei1", "wei2"),
              up("shu1", "shu2"))
    t.set_hand(1, "杀 ♠7").set_hp(0, 1)
    t.start(seat=1)
    assert "jijiu" in t.game.p(1).latent_ids
    t.use("杀 ♠7", [0])
    t.expect("option", seat=0, reason="duanchang")
    t.choose("deputy")
    p = t.game.p(1)
    assert "jijiu" not in p.latent_ids and "wushuang" in p.skill_ids
    assert not t.log("skill_lost")
    t.until("play", seat=1)
    assert ops.can_reveal(t.game, 1)
    t.game.set_generals(1, [GeneralCard("lv_bu", M, True), GeneralCard("hua_tuo", D, True)])
    assert "jijiu" not in t.game.p(1).skill_ids and "qingnang" not in t.game.p(1).skill_ids


# ================================================================ 马腾


def test_xiongyi_the_kingdom_draws_three_and_the_fewest_recovers() -> None:
    """雄异：限定技，出牌阶段，你可以令与你势力相同的所有角色各摸三张牌，然后若你的势力是角色最少
    的势力，你回复1点体力。"""
    t = table(up("ma_teng", "qun1"), up("qun2", "qun3"), up("wei1", "wei2"),
              up("wei3", "wei4"), up("shu1", "shu2"))
    t.set_hp(0, 2)
    t.start(seat=0)
    t.use("skill:xiongyi")
    assert [len(p.hand) for p in t.game.players] == [3, 3, 0, 0, 0]
    assert t.hp(0) == 2  # 群 2, 魏 2, 蜀 1: not the fewest
    assert not has_option(t, "skill:xiongyi")


def test_xiongyi_recovers_when_tied_for_the_fewest() -> None:
    """雄异：若你的势力是角色最少的势力，你回复1点体力 (a tie for the fewest counts)"""
    t = table(up("ma_teng", "qun1"), up("qun2", "qun3"), up("wei1", "wei2"),
              up("wei3", "wei4"))
    t.set_hp(0, 2)
    t.start(seat=0)
    t.use("skill:xiongyi")
    assert t.hp(0) == 3


# ================================================================ 孔融


def test_mingshi_damage_from_a_source_with_a_hidden_general_is_reduced() -> None:
    """名士：锁定技，每当你受到伤害时，若来源有暗置的武将牌，你令此伤害-1。"""
    t = table(half("wei1", "wei2"), up("kong_rong", "qun1"), up("shu1", "shu2"))
    t.set_hand(0, "杀 ♠7").set_hand(2, "杀 ♠8")
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    assert t.hp(1) == 3 and skill_log(t, "mingshi", 1)
    assert t.log("damage_prevented")[-1]["target"] == 1


def test_mingshi_not_from_a_source_with_both_revealed() -> None:
    """名士：若来源有暗置的武将牌 (a source with both revealed: full damage)"""
    t = table(up("wei1", "wei2"), up("kong_rong", "qun1"))
    t.set_hand(0, "杀 ♠7")
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    assert t.hp(1) == 2 and not skill_log(t, "mingshi")


def test_mingshi_a_face_down_kong_rong_reveals_to_use_it() -> None:
    """名士 of a face-down card: a locked skill is still the owner's choice to reveal."""
    t = table(half("wei1", "wei2"), down("kong_rong", "qun1"))
    t.set_hand(0, "杀 ♠7")
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    req = t.expect("confirm", seat=1, reason="mingshi")
    assert req.prompt == "skill.reveal"
    t.yes()
    assert revealed(t, 1) == [True, False] and t.hp(1) == 3


def test_lirang_gives_his_discarded_cards_to_others() -> None:
    """礼让：每当你的一张被弃置的牌置入弃牌堆后，你可以将之交给一名其他角色。"""
    t = table(up("wei1", "wei2"), up("kong_rong", "qun1"), up("shu1", "shu2"))
    t.set_hand(0, "过河拆桥 ♠3").set_equip(1, "八卦阵")
    t.start(seat=0)
    t.use("过河拆桥 ♠3", [1])  # his one card: no choice to make
    req = t.expect("distribute", seat=1, reason="lirang")
    assert isinstance(req, DistributeRequest) and req.seats == [2, 0]
    assert choices(req) == [t.find("八卦阵")]
    t.choose({2: [t.find("八卦阵")]})
    assert t.where("八卦阵") == Place(Zone.HAND, 2)


def test_lirang_in_the_discard_phase_shared_out_or_kept_in_the_pile() -> None:
    """礼让 in his discard phase: the discarded cards may go to several players; giving
    none declines."""
    t = table(up("kong_rong", "qun1"), up("wei1", "wei2"), up("shu1", "shu2"))
    t.set_hand(0, "杀 ♠7", "杀 ♠8", "闪 ♦2", "闪 ♦3", "闪 ♦6").set_hp(0, 2)
    t.start(seat=0, phase="discard")
    t.expect("cards", seat=0)
    t.pick("杀 ♠7", "杀 ♠8", "闪 ♦2")
    t.expect("distribute", seat=0, reason="lirang")
    t.choose({1: [t.find("杀 ♠7")], 2: [t.find("杀 ♠8")]})
    assert t.where("杀 ♠7") == Place(Zone.HAND, 1)
    assert t.where("杀 ♠8") == Place(Zone.HAND, 2)
    assert t.where("闪 ♦2") == DISCARD


# ================================================================ 纪灵


def test_shuangren_a_win_slashes_the_loser_or_one_of_his_kingdom() -> None:
    """双刃：出牌阶段开始时，你可以与一名角色拼点：当你赢后，你视为对其或一名与其势力相同的其他
    角色使用【杀】"""
    t = table(up("ji_ling", "qun1"), up("wei1", "wei2"), up("shu1", "shu2"),
              up("wei3", "wei4"))
    t.set_hand(0, "南蛮入侵 ♠K", "闪 ♦2").set_hand(1, "杀 ♠5")
    t.start(seat=0, phase="play")
    t.expect("players", seat=0, reason="shuangren")
    t.choose([1])
    t.until("cards", seat=0, reason="shuangren")
    t.pick("南蛮入侵 ♠K")
    req = t.expect("players", seat=0, reason="shuangren")
    assert sorted(choices(req)) == [1, 3]  # the loser and his kingdom, out of range too
    t.choose([3])
    use = t.log("use")[-1]
    assert (use["card"], use["targets"], use["skill"]) == ("slash", [3], "shuangren")
    assert t.hp(3) == 3
    t.expect("play", seat=0)


def test_shuangren_not_winning_ends_the_play_phase() -> None:
    """双刃：当你没赢后，你结束出牌阶段。"""
    t = table(up("ji_ling", "qun1"), up("wei1", "wei2"))
    t.set_hand(0, "杀 ♠5", "闪 ♦2").set_hand(1, "南蛮入侵 ♠K")
    t.start(seat=0, phase="play")
    t.choose([1])
    t.pick("杀 ♠5")
    t.expect("play", seat=1)  # seat 0's play phase ended: the next turn is on
    assert not [r for r in t.log("answer") if r["kind"] == "play" and r["seat"] == 0]
    assert t.hand(0) == ["jink"]


# ================================================================ 田丰


def test_sijian_losing_the_last_hand_card_discards_anothers_card() -> None:
    """死谏：每当你失去所有手牌后，你可以弃置一名其他角色的一张牌。"""
    t = table(up("tian_feng", "qun1"), up("wei1", "wei2"))
    t.set_hand(0, "杀 ♠7").set_equip(1, "赤兔", "青釭剑")
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    t.expect("players", seat=0, reason="sijian")
    t.choose([1])
    t.pick("赤兔")
    assert t.equipment(1) == {"weapon": "qinggang_sword"}


def test_suishi_draws_when_his_kingdom_brings_someone_dying() -> None:
    """随势：锁定技，每当其他角色因受到伤害而进入濒死状态时，若来源与你势力相同，你摸一张牌"""
    t = table(up("tian_feng", "qun1"), up("qun2", "qun3"), up("wei1", "wei2"),
              up("shu1", "shu2"))
    t.set_hand(1, "杀 ♠7").set_hp(2, 1)
    t.start(seat=1)
    t.use("杀 ♠7", [2])
    assert len(t.game.p(0).hand) == 1 and skill_log(t, "suishi", 0)


def test_suishi_loses_hp_when_one_of_his_kingdom_dies() -> None:
    """随势：锁定技，每当其他与你势力相同的角色死亡时，你失去1点体力。 (and a source of
    another kingdom brings no card)"""
    t = table(up("tian_feng", "qun1"), up("qun2", "qun3"), up("wei1", "wei2"),
              up("shu1", "shu2"))
    t.set_hand(2, "杀 ♠7").set_hp(1, 1)
    t.start(seat=2)
    t.use("杀 ♠7", [1])
    assert not t.game.p(1).alive
    assert t.hp(0) == 2 and len(t.game.p(0).hand) == 0


def test_suishi_a_face_down_tian_feng_reveals_to_draw() -> None:
    """随势：锁定技，每当其他角色因受到伤害而进入濒死状态时，若来源与你势力相同，你摸一张牌
    (a face-down 田丰 is asked to reveal it: the source is of the kingdom his reveal gives
    him, as [M]'s 将与你势力相同 reads it)"""
    t = table(down("tian_feng", "qun1"), up("qun2", "qun3"), up("wei1", "wei2"),
              up("shu1", "shu2"), options={"vanguard": False})
    t.set_hand(1, "杀 ♠7").set_hp(2, 1)
    t.start(seat=1)
    t.use("杀 ♠7", [2])
    req = t.expect("confirm", seat=0, reason="suishi")
    assert req.prompt == "skill.reveal"
    t.yes()
    assert revealed(t, 0) == [True, False] and t.game.p(0).kingdom == "qun"
    assert len(t.game.p(0).hand) == 1 and skill_log(t, "suishi", 0)


def test_suishi_a_face_down_tian_feng_is_not_asked_for_another_kingdom() -> None:
    """随势 (a source of another kingdom than his reveal would give: nothing to reveal for)"""
    t = table(down("tian_feng", "qun1"), up("wei3", "wei4"), up("wei1", "wei2"),
              up("shu1", "shu2"), options={"vanguard": False})
    t.set_hand(1, "杀 ♠7").set_hp(2, 1)
    t.start(seat=1)
    t.use("杀 ♠7", [2])
    assert not [r for r in t.log("answer") if r["seat"] == 0]
    assert revealed(t, 0) == [False, False]


# ================================================================ 潘凤


def test_kuangfu_takes_an_equipment_card_into_an_empty_slot_or_discards_it() -> None:
    """狂斧：每当你使用【杀】对目标角色造成伤害后，你可以选择一项：1.将其装备区里的一张牌置入你的
    装备区；2.弃置其装备区里的一张牌。"""
    t = table(up("pan_feng", "qun1"), up("wei1", "wei2"))
    t.set_hand(0, "杀 ♥10").set_equip(0, "八卦阵").set_equip(1, "仁王盾", "赤兔")
    t.start(seat=0)
    t.use("杀 ♥10", [1])
    t.expect("confirm", seat=0, reason="kuangfu")
    t.yes()
    t.pick("仁王盾")  # his armour slot is taken: discarding is the one choice left
    assert t.where("仁王盾") == DISCARD and t.equipment(0) == {"armor": "eight_diagram"}


def test_kuangfu_moves_into_an_empty_slot() -> None:
    """狂斧：将其装备区里的一张牌置入你的装备区"""
    t = table(up("pan_feng", "qun1"), up("wei1", "wei2"))
    t.set_hand(0, "杀 ♠7").set_equip(1, "赤兔")
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    t.yes()
    t.expect("option", seat=0, reason="kuangfu")
    t.choose("kuangfu_move")
    assert t.equipment(0) == {"-1": "chitu"} and t.equipment(1) == {}


def test_kuangfu_not_after_a_damage_moved_to_another_player() -> None:
    """狂斧：每当你使用【杀】对目标角色造成伤害后 (天香 moves it to a player who is no
    target of the 杀: nothing of theirs is taken; [M] leaves out transferred damage)"""
    t = table(up("pan_feng", "qun1"), up("xiao_qiao", "wu1"), up("wei1", "wei2"))
    t.set_hand(0, "杀 ♠7").set_hand(1, "桃 ♥4").set_equip(2, "赤兔")
    t.start(seat=0)
    t.use("杀 ♠7", [1])
    t.expect("cards", seat=1, reason="tianxiang")
    t.pick("桃 ♥4")
    t.choose([2])
    t.expect("play", seat=0)  # no 狂斧 question
    assert t.hp(2) == 3 and t.equipment(2) == {"-1": "chitu"}
    assert not skill_log(t, "kuangfu")


# ================================================================ 邹氏


def test_huoshui_reveals_zou_shi_in_her_play_phase() -> None:
    """祸水：出牌阶段，你可以明置此武将牌 (a face-down card's skill used by revealing it)"""
    t = table(down("qun1", "zou_shi"), up("wei1", "wei2"))
    t.start(seat=0)
    assert has_option(t, "skill:huoshui")
    t.use("skill:huoshui")
    assert revealed(t, 0) == [False, True] and "huoshui" in t.game.p(0).skill_ids
    assert not has_option(t, "skill:huoshui")  # revealed: nothing more to use


def test_huoshui_others_cannot_reveal_during_her_turn() -> None:
    """祸水：其他角色于你的回合内不能明置其武将牌。 (no face-down skill offered: 名士 stays
    hidden and the damage is whole; after her turn they may again)"""
    t = table(up("zou_shi", "qun1"), half("wei1", "kong_rong", main_up=True),
              down("shu1", "shu2"))
    t.set_hand(0, "杀 ♠7")
    t.start(seat=0)
    g = t.game
    assert not ops.can_reveal(g, 1) and ops.can_reveal(g, 0)
    t.use("杀 ♠7", [1])
    assert t.hp(1) == 2 and revealed(t, 1) == [True, False]
    assert not [r for r in t.log("answer") if r["seat"] == 1]
    t.end_play()
    t.until(seat=1)
    assert ops.can_reveal(g, 1)


def _reveal(t: Table, seat: int, position: Position) -> bool:
    """Run ``ops.reveal_general`` outside the game's flow (it asks nothing)."""
    flow = ops.reveal_general(t.game, seat, position)
    with pytest.raises(StopIteration) as stop:
        next(flow)
    return bool(stop.value.value)


def test_huoshui_forbids_only_while_face_up_and_only_in_her_turn() -> None:
    """祸水：其他角色于你的回合内不能明置其武将牌。 (a status of a face-down card does
    nothing, seed 001; face up, another player's reveal fails in her turn)"""
    t = table(half("qun1", "zou_shi"), down("wei1", "wei2"), down("shu1", "shu2"))
    t.start(seat=0)
    assert ops.can_reveal(t.game, 1)  # 祸水 still face down
    t2 = table(up("zou_shi", "qun1"), down("wei1", "wei2"), down("shu1", "shu2"))
    t2.start(seat=0)
    assert not ops.can_reveal(t2.game, 1) and ops.can_reveal(t2.game, 0)
    assert not _reveal(t2, 1, M) and revealed(t2, 1) == [False, False]
    t2.end_play()
    req = t2.until("option", seat=1, reason="reveal")  # her turn is over
    assert choices(req) == ["main", "deputy", "both", "none"]


def test_qingcheng_turns_a_general_of_a_fully_revealed_player_face_down() -> None:
    """倾城：出牌阶段，你可以弃置一张装备牌并选择一名两张武将牌均明置的其他角色，暗置其一张武将牌。"""
    t = table(up("zou_shi", "qun1"), up("qun2", "lv_bu"), half("shu1", "shu2"),
              up("wu1", "wu2"))
    t.set_hand(0, "八卦阵", "杀 ♠7").set_equip(0, "赤兔")
    t.start(seat=0)
    with pytest.raises(IllegalAnswer):  # not an equipment card
        t.use("skill:qingcheng", cards=["杀 ♠7"], targets=[1])
    with pytest.raises(IllegalAnswer):  # seat 2 has a face-down general
        t.use("skill:qingcheng", cards=["八卦阵"], targets=[2])
    t.use("skill:qingcheng", cards=["八卦阵"], targets=[1])
    req = t.expect("option", seat=0, reason="qingcheng")
    assert choices(req) == ["main", "deputy"]
    t.choose("deputy")
    p = t.game.p(1)
    assert revealed(t, 1) == [True, False] and p.kingdom == "qun"
    assert "wushuang" not in p.skill_ids and "wushuang" in p.latent_ids
    assert t.log("hide_general")[-1] == {"t": "hide_general", "seat": 1,
                                         "general": "lv_bu", "position": "deputy"}
    t.use("skill:qingcheng", cards=["赤兔"], targets=[3])  # again, from the equip area
    t.choose("main")
    assert not has_option(t, "skill:qingcheng")  # nobody is fully revealed now


def test_qingcheng_the_kingdom_stays_and_the_general_may_be_revealed_again() -> None:
    """倾城：暗置其一张武将牌 (the player keeps the kingdom fixed at the first reveal; the
    card is revealed again at the start of their 准备 phase, with no new reward)"""
    t = table(up("zou_shi", "qun1"), up("wei1", "wei2"), up("shu1", "shu2"),
              options={"vanguard": False})
    t.set_hand(0, "八卦阵")
    t.start(seat=0)
    t.use("skill:qingcheng", cards=["八卦阵"], targets=[1])
    t.choose("main")
    assert revealed(t, 1) == [False, True] and t.game.p(1).kingdom == "wei"
    t.end_play()
    req = t.until("option", seat=1, reason="reveal")
    assert choices(req) == ["main", "none"]
    t.choose("main")
    assert revealed(t, 1) == [True, True] and t.game.p(1).kingdom == "wei"
    assert t.log("reveal_general")[-1]["seat"] == 1
    assert not [r for r in t.log("reward") if r["seat"] == 1]
