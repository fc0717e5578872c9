"""宁国府 (seed 003, 2、宁国府): 贾珍, 贾蓉, 尤三姐, 焦大, 惜春, 尤二姐, 秦可卿.

Each test's docstring quotes the seed line it checks.  Tests marked
"(needs …)" use tricks or equipment of the standard pack.
"""

from __future__ import annotations

from typing import Any

from sgs.core import Place, Zone
from sgs.core.requests import ActRequest, ChooseCardOfRequest, ChooseCardsRequest
from sgs.testing import Table

DISCARD = Place(Zone.DISCARD)


def _hand(seat: int) -> Place:
    return Place(Zone.HAND, seat)


def _skill_log(t: Table, skill: str) -> list[dict[str, Any]]:
    return [r for r in t.log("skill") if r["skill"] == skill]


def _index(t: Table, pred: Any) -> int:
    return next(i for i, r in enumerate(t.game.log) if pred(r))


# ================================================================ 贾珍: 好色


def test_haose_gains_the_card_that_caused_the_damage() -> None:
    """好色――可以立即获得造成伤害的牌。"""
    t = Table("blank", "jia_zhen")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1)
    t.yes()
    assert t.hp(1) == 3
    assert t.where("slash ♠7") == _hand(1)
    assert _skill_log(t, "haose")


def test_haose_is_optional() -> None:
    """好色――可以立即获得造成伤害的牌。(可以: declining leaves the card to be discarded)"""
    t = Table("blank", "jia_zhen")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1)
    t.no()
    assert t.where("slash ♠7") == DISCARD
    assert not _skill_log(t, "haose")


def test_haose_needs_a_card_that_caused_the_damage() -> None:
    """好色――可以立即获得造成伤害的牌。(刚烈's damage has no card: nothing to gain, no question)"""
    t = Table("jia_zhen", "you_sanjie")
    t.set_hand(0, "slash ♠7").set_top("slash ♣2")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1)  # 刚烈
    t.yes()
    # ♣ is not ♥; 贾珍 has no hand card left, so he takes the damage (no choice to ask)
    assert t.hp(0) == 3
    assert t.log("damage")[-1]["card"] is None
    t.expect("play", seat=0)  # no 好色 question
    assert not _skill_log(t, "haose")


def test_haose_only_cards_still_in_the_processing_area() -> None:
    """好色――可以立即获得造成伤害的牌。(a 南蛮入侵 already taken by the first target is gone)
    (needs 南蛮入侵)"""
    t = Table("blank", "jia_zhen", "jia_zhen")
    t.set_hand(0, "savage_assault ♠7")
    t.start(seat=0, phase="play")
    t.use("savage_assault", targets=[])
    t.expect("confirm", seat=1)
    t.yes()
    assert t.where("savage_assault ♠7") == _hand(1)
    assert t.hp(2) == 3  # the second target is hit too, but has nothing to gain
    t.expect("play", seat=0)
    assert [r["seat"] for r in _skill_log(t, "haose")] == [1]


# ================================================================ 贾珍: 护主


def _huzhu_table(roles: list[str] | None = None) -> Table:
    """贾珍 the lord at seat 0, two 宁国府 players at seats 1 and 2, a 群 attacker at 3."""
    t = Table("jia_zhen", "jiao_da", "xi_chun", "blank", roles=roles)
    t.set_hand(3, "slash ♠7", "jink ♦5")
    return t


def test_huzhu_another_ningguo_player_provides_the_jink() -> None:
    """护主――主人技，当需要使用（或打出）一张【闪】时，可以发动护主。所有宁国府势力角色按行动顺序
    依次选择是否打出"提供"一张【闪】"""
    t = _huzhu_table()
    t.set_hand(1, "jink ♦3").set_hand(2, "jink ♦4")
    t.start(seat=3, phase="play")
    t.use("slash ♠7", targets=[0])
    t.expect("confirm", seat=0)
    t.yes()
    t.expect("respond", seat=1)
    t.respond("jink ♦3")
    assert t.hp(0) == 4
    assert t.where("jink ♦3") == DISCARD
    assert t.where("jink ♦4") == _hand(2)  # until one does: seat 2 is not asked
    played = t.log("respond")[-1]
    assert (played["seat"], played["card"], played["reason"]) == (1, "jink", "huzhu")
    used = [r for r in t.log("use") if r["card"] == "jink"]
    assert used and used[-1]["seat"] == 0 and used[-1]["skill"] == "huzhu"
    assert used[-1]["cards"] == []  # the lord's 闪 is a 视为 card
    t.expect("play", seat=3)


def test_huzhu_asks_in_seat_order_until_one_provides() -> None:
    """……所有宁国府势力角色按行动顺序依次选择是否打出"提供"一张【闪】，直到有一名角色……决定如此做
    时为止。"""
    t = _huzhu_table()
    t.set_hand(1, "jink ♦3").set_hand(2, "jink ♦4")
    t.start(seat=3, phase="play")
    t.use("slash ♠7", targets=[0])
    t.yes()
    t.expect("respond", seat=1)
    t.pass_()
    t.expect("respond", seat=2)
    t.respond("jink ♦4")
    assert t.hp(0) == 4
    assert t.where("jink ♦3") == _hand(1)
    assert t.where("jink ♦4") == DISCARD


def test_huzhu_nobody_provides_then_the_lord_may_still_answer() -> None:
    """……直到有一名角色或没有任何角色决定如此做时为止。(nobody does: the lord is asked as usual)"""
    t = _huzhu_table()
    t.set_hand(0, "jink ♦6").set_hand(1, "jink ♦3").set_hand(2, "jink ♦4")
    t.start(seat=3, phase="play")
    t.use("slash ♠7", targets=[0])
    t.yes()
    t.expect("respond", seat=1)
    t.pass_()
    t.expect("respond", seat=2)
    t.pass_()
    t.expect("respond", seat=0)
    t.pass_()
    assert t.hp(0) == 3
    assert t.where("jink ♦3") == _hand(1) and t.where("jink ♦4") == _hand(2)


def test_huzhu_only_ningguo_players_are_asked() -> None:
    """所有宁国府势力角色……依次选择是否打出"提供"一张【闪】 (a 群 player with a 闪 is not asked)"""
    t = Table("jia_zhen", "blank", "xi_chun", "blank")
    t.set_hand(1, "jink ♦3").set_hand(2, "jink ♦4").set_hand(3, "slash ♠7")
    t.start(seat=3, phase="play")
    t.use("slash ♠7", targets=[0])
    t.expect("confirm", seat=0)
    t.yes()
    t.expect("respond", seat=2)  # seat 1 (群) is skipped
    t.respond("jink ♦4")
    assert t.hp(0) == 4
    assert t.where("jink ♦3") == _hand(1)


def test_huzhu_asks_in_turn_order_from_the_current_player() -> None:
    """所有宁国府势力角色按行动顺序依次选择是否打出"提供"一张【闪】 (行动顺序: from the player
    whose turn it is, like every poll of the game; here seat 3 comes before seat 1)
    (needs 青釭剑)"""
    t = Table("jia_zhen", "jiao_da", "blank", "xi_chun")
    t.set_hand(1, "jink ♦3").set_hand(2, "slash ♠7").set_hand(3, "jink ♦4")
    t.set_equip(2, "qinggang_sword ♠6")  # range 2 reaches the lord
    t.start(seat=2, phase="play")
    t.use("slash ♠7", targets=[0])
    t.expect("confirm", seat=0)
    t.yes()
    t.expect("respond", seat=3)
    t.pass_()
    t.expect("respond", seat=1)
    t.respond("jink ♦3")
    assert t.hp(0) == 4
    assert t.where("jink ♦4") == _hand(3)


def test_huzhu_is_a_lord_skill() -> None:
    """护主――主人技 (贾珍 not the lord: nobody is asked)"""
    t = _huzhu_table(roles=["rebel", "loyalist", "renegade", "lord"])
    t.set_hand(1, "jink ♦3")
    t.start(seat=3, phase="play")
    t.use("slash ♠7", targets=[0])
    assert t.hp(0) == 3  # no 闪 of his own: hit at once, nobody was asked
    assert t.where("jink ♦3") == _hand(1)
    assert not _skill_log(t, "huzhu")
    t.expect("confirm", seat=0)  # 好色 only
    assert t.pending.prompt == "skill.haose.ask"


def test_huzhu_is_optional() -> None:
    """……可以发动护主。"""
    t = _huzhu_table()
    t.set_hand(1, "jink ♦3")
    t.start(seat=3, phase="play")
    t.use("slash ♠7", targets=[0])
    t.expect("confirm", seat=0)
    t.no()
    assert t.hp(0) == 3
    assert t.where("jink ♦3") == _hand(1)


def test_huzhu_for_a_jink_to_be_played() -> None:
    """当需要使用（或打出）一张【闪】时 (打出 for 万箭齐发) (needs 万箭齐发)"""
    t = Table("jia_zhen", "jiao_da", "blank")
    t.set_hand(1, "jink ♦3").set_hand(2, "archery_attack ♥A")
    t.start(seat=2, phase="play")
    t.use("archery_attack", targets=[])
    t.expect("confirm", seat=0)
    t.yes()
    t.expect("respond", seat=1)
    t.respond("jink ♦3")
    assert t.hp(0) == 4
    lord = [r for r in t.log("respond") if r["seat"] == 0]
    assert lord and lord[-1]["card"] == "jink" and lord[-1]["skill"] == "huzhu"
    assert t.hp(1) == 3  # 焦大 gave his 闪 away and is hit himself


# ================================================================ 贾蓉: 反馈


def test_fankui_gains_a_random_hand_card_of_the_source() -> None:
    """反馈――可以立即从造成伤害的来源处获得一张牌。……若选择手牌则从对方手里随机抽取"""
    t = Table("blank", "jia_rong")
    t.set_hand(0, "slash ♠7", "peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1)
    t.yes()
    # only the hand to take from: the area needs no choice, the card is random
    assert t.where("peach ♥3") == _hand(1)
    assert t.hand(0) == []
    assert t.hp(1) == 2


def test_fankui_chooses_an_equipment_card() -> None:
    """若选择手牌则从对方手里随机抽取，选择面前的装备则任选。 (needs equipment: 青釭剑)"""
    t = Table("blank", "jia_rong")
    t.set_hand(0, "slash ♠7", "peach ♥3").set_equip(0, "qinggang_sword ♠6")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.yes()
    req = t.expect("card_of", seat=1)
    # the hand is offered blind (a random card), the equipment by name
    assert isinstance(req, ChooseCardOfRequest)
    assert req.hand_count == 1 and req.visible == [t.find("qinggang_sword ♠6")]
    t.pick("qinggang_sword ♠6")
    assert t.where("qinggang_sword ♠6") == _hand(1)
    assert t.where("peach ♥3") == _hand(0)


def test_fankui_one_card_however_much_damage() -> None:
    """一次无论受到多少点伤害，只能获得一张牌"""
    t = Table("xi_chun", "jia_rong")
    t.set_hand(0, "slash ♠7", "peach ♥3", "peach ♥4").set_top("jink ♦3")
    t.start(seat=0, phase="draw")
    t.expect("confirm", seat=0)  # 裸衣
    t.yes()
    t.use("slash ♠7", targets=[1])
    assert t.log("damage")[-1]["amount"] == 2
    t.expect("confirm", seat=1)
    t.yes()
    assert len(t.hand(1)) == 1
    assert len(t.hand(0)) == 2
    assert len(_skill_log(t, "fankui")) == 1
    t.expect("play", seat=0)


def test_fankui_needs_a_card_to_take() -> None:
    """反馈――可以立即从造成伤害的来源处获得一张牌。(a source with no card: no question)"""
    t = Table("blank", "jia_rong")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 2
    t.expect("play", seat=0)
    assert not _skill_log(t, "fankui")


# ================================================================ 贾蓉: 鬼才


def test_guicai_replaces_another_players_judgment() -> None:
    """鬼才――在任意角色的判定牌生效前，可以打出一张手牌代替之。"""
    t = Table("jia_rong", "you_sanjie")
    t.set_hand(0, "slash ♠7", "peach ♥3").set_top("slash ♣2")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1)  # 刚烈
    t.yes()
    req = t.expect("cards", seat=0)  # 鬼才: choose a hand card, or none
    assert isinstance(req, ChooseCardsRequest) and req.min == 0
    t.pick("peach ♥3")
    judged = t.log("judge")[-1]
    assert (judged["seat"], judged["name"], judged["suit"]) == (1, "peach", "heart")
    # ♥: 刚烈 does nothing to 贾蓉
    assert t.hp(0) == 3
    assert t.where("peach ♥3") == DISCARD
    assert _skill_log(t, "guicai")
    t.expect("play", seat=0)


def test_guicai_replaced_card_goes_to_the_discard_pile() -> None:
    """鬼才――……可以打出一张手牌代替之。(代替: the old judgment card goes to the discard pile,
    the new one is the judgment card; here 秦可卿's 兼美 gains the new black one)"""
    t = Table("qin_keqing", "jia_rong")
    t.set_hand(1, "slash ♠7").set_top("slash ♣2")
    t.start(seat=0, phase="start")
    t.expect("confirm", seat=0)  # 兼美
    t.yes()
    t.expect("cards", seat=1)
    t.pick("slash ♠7")
    assert t.where("slash ♣2") == DISCARD
    assert t.where("slash ♠7") == _hand(0)
    t.expect("confirm", seat=0)  # 兼美: judge again?
    t.no()


def test_guicai_may_decline() -> None:
    """鬼才――……可以打出一张手牌代替之。(可以: choosing no card keeps the judgment)"""
    t = Table("jia_rong", "you_sanjie")
    t.set_hand(0, "slash ♠7", "peach ♥3").set_top("slash ♣2")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.yes()
    t.expect("cards", seat=0)
    t.choose(())
    assert t.log("judge")[-1]["name"] == "slash"
    # not ♥: the source (贾蓉, one hand card) must take 1 damage
    assert t.hp(0) == 2
    assert t.where("peach ♥3") == _hand(0)
    assert not _skill_log(t, "guicai")


def test_guicai_uses_a_hand_card_only() -> None:
    """鬼才――……可以打出一张手牌代替之。(seed: a hand card, not equipment) (needs 青釭剑)"""
    t = Table("jia_rong", "you_sanjie")
    t.set_hand(0, "slash ♠7", "peach ♥3").set_equip(0, "qinggang_sword ♠6")
    t.set_top("slash ♣2")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.yes()
    req = t.expect("cards", seat=0)
    assert isinstance(req, ChooseCardsRequest)
    assert req.cards == [t.find("peach ♥3")]


def test_guicai_without_a_hand_card_is_not_asked() -> None:
    """鬼才――……可以打出一张手牌代替之。(no hand card: nothing to 打出)"""
    t = Table("qin_keqing", "jia_rong")
    t.set_top("slash ♣2", "peach ♥3")
    t.start(seat=0, phase="start")
    t.yes()  # 兼美
    t.expect("confirm", seat=0)  # straight to "again?": 贾蓉 was not asked
    assert not _skill_log(t, "guicai")


def test_guicai_his_own_judgment_too() -> None:
    """鬼才――在任意角色的判定牌生效前…… (任意角色: his own 乐不思蜀 judgment as well)
    (needs 乐不思蜀)"""
    t = Table("jia_rong", "blank")
    t.set_judge(0, "indulgence ♠6").set_hand(0, "peach ♥3").set_top("slash ♠7")
    t.start(seat=0, phase="judge")
    t.expect("cards", seat=0)
    t.pick("peach ♥3")
    assert t.log("judge")[-1]["suit"] == "heart"
    assert t.where("slash ♠7") == DISCARD
    t.expect("play", seat=0)  # ♥: the play phase is not skipped


def test_guicai_the_replacing_card_is_played() -> None:
    """鬼才――在任意角色的判定牌生效前，可以打出一张手牌代替之。(打出: the card is played, so it
    is logged and counted as one; a 杀 打出 this way in his play phase is a 杀 打出 there,
    as 克己's test reads it)"""
    from sgs.core.events import Respond
    from sgs.packs.honglou.skills.qun import slash_in_own_play_phase

    t = Table("jia_rong", "you_sanjie")
    t.set_hand(0, "duel ♠A", "slash ♥10").set_top("slash ♣2")
    t.start(seat=0, phase="play")
    t.use("duel ♠A", targets=[1])  # 尤三姐 has no 杀: she is hit
    t.expect("confirm", seat=1)  # 刚烈
    t.yes()
    t.expect("cards", seat=0)
    t.pick("slash ♥10")
    played = [r for r in t.log("respond") if r["seat"] == 0]
    assert len(played) == 1
    assert (played[0]["card"], played[0]["skill"], played[0]["suit"]) == \
        ("slash", "guicai", "heart")
    (cid,) = played[0]["cards"]
    assert [e.seat for e in t.game.history if isinstance(e, Respond)] == [0]
    assert slash_in_own_play_phase(t.game, 0)
    # the played card is the judgment card (♥: 刚烈 does nothing), then discarded
    assert t.log("judge")[-1]["suit"] == "heart"
    assert t.hp(0) == 3 and t.hp(1) == 3
    assert t.where(cid) == DISCARD
    assert t.where("slash ♣2") == DISCARD


def test_guicai_replaces_again_until_out_of_hand_cards() -> None:
    """鬼才――在任意角色的判定牌生效前，可以打出一张手牌代替之。(rules §7: 判定牌生效前 (鬼才 may
    replace, repeatedly): he replaces his own replacement, and is asked again while he has a
    hand card)"""
    t = Table("jia_rong", "you_sanjie")
    t.set_hand(0, "slash ♠7", "jink ♦3", "peach ♥3").set_top("slash ♣2")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1)  # 刚烈
    t.yes()
    t.expect("cards", seat=0)
    t.pick("jink ♦3")
    req = t.expect("cards", seat=0)  # 鬼才 again, on his own replacement
    assert isinstance(req, ChooseCardsRequest) and req.cards == [t.find("peach ♥3")]
    t.pick("peach ♥3")
    # no hand card left: not asked a third time; the ♥ result leaves him unharmed
    (judged,) = t.log("judge")
    assert (judged["name"], judged["suit"]) == ("peach", "heart")
    assert len(_skill_log(t, "guicai")) == 2
    assert t.where("slash ♣2") == DISCARD and t.where("jink ♦3") == DISCARD
    assert t.where("peach ♥3") == DISCARD
    assert t.hp(0) == 3
    t.expect("play", seat=0)


def test_guicai_again_stops_when_he_declines() -> None:
    """鬼才――……可以打出一张手牌代替之。(可以, repeatedly: after one replacement he is asked
    again, and choosing no card ends it)"""
    t = Table("jia_rong", "you_sanjie")
    t.set_hand(0, "slash ♠7", "jink ♦3", "peach ♥3").set_top("slash ♣2")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.yes()  # 刚烈
    t.pick("peach ♥3")
    t.expect("cards", seat=0)
    t.choose(())
    assert [(r["name"], r["suit"]) for r in t.log("judge")] == [("peach", "heart")]
    assert len(_skill_log(t, "guicai")) == 1
    assert t.where("jink ♦3") == _hand(0)
    assert t.hp(0) == 3
    t.expect("play", seat=0)


# ================================================================ 尤三姐: 刚烈


def _ganglie_table(*hand: str, top: str) -> Table:
    t = Table("blank", "you_sanjie")
    t.set_hand(0, "slash ♠7", *hand).set_top(top)
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1)
    t.yes()
    return t


def test_ganglie_source_discards_two_hand_cards() -> None:
    """刚烈――每受到一次伤害，可进行一次判定：若结果不为红桃，则目标来源必须进行二选一：弃两张手牌
    或受到对其造成的1点伤害。(the source discards)"""
    t = _ganglie_table("peach ♥3", "peach ♥4", "jink ♦3", top="slash ♣2")
    req = t.expect("option", seat=0)
    assert sorted(req.choices() or []) == ["damage", "discard"]
    t.choose("discard")
    t.pick("peach ♥3", "peach ♥4")
    assert t.hand(0) == ["jink"]
    assert t.hp(0) == 4
    assert t.where("peach ♥3") == DISCARD and t.where("peach ♥4") == DISCARD


def test_ganglie_source_takes_one_damage() -> None:
    """……则目标来源必须进行二选一：弃两张手牌或受到对其造成的1点伤害。(the source takes damage)"""
    t = _ganglie_table("peach ♥3", "peach ♥4", top="slash ♣2")
    t.choose("damage")
    assert t.hp(0) == 3
    dmg = t.log("damage")[-1]
    assert (dmg["source"], dmg["target"], dmg["amount"]) == (1, 0, 1)
    assert len(t.hand(0)) == 2


def test_ganglie_heart_does_nothing() -> None:
    """……若结果不为红桃，则…… (♥: nothing happens)"""
    t = _ganglie_table("peach ♥3", "peach ♥4", top="peach ♥6")
    t.expect("play", seat=0)
    assert t.hp(0) == 4 and len(t.hand(0)) == 2


def test_ganglie_source_with_fewer_than_two_hand_cards_takes_the_damage() -> None:
    """……二选一：弃两张手牌或受到对其造成的1点伤害。(fewer than two hand cards: only the damage)"""
    t = _ganglie_table("peach ♥3", top="slash ♣2")
    assert t.hp(0) == 3
    assert t.where("peach ♥3") == _hand(0)
    assert not [r for r in t.log("answer") if r["kind"] == "option"]


def test_ganglie_one_judgment_per_damage() -> None:
    """刚烈――每受到一次伤害，可进行一次判定 (2 points of damage at once: one judgment)"""
    t = Table("xi_chun", "you_sanjie")
    t.set_hand(0, "slash ♠7").set_top("jink ♦3", "slash ♣2", "slash ♣3")
    t.start(seat=0, phase="draw")
    t.yes()  # 裸衣: draws only 闪 ♦3
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 2
    t.expect("confirm", seat=1)
    t.yes()
    assert len(t.log("judge")) == 1
    assert t.hp(0) == 3  # one hand card: the damage
    t.expect("play", seat=0)


def test_ganglie_is_optional() -> None:
    """刚烈――每受到一次伤害，可进行一次判定"""
    t = Table("blank", "you_sanjie")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.no()
    assert not t.log("judge")
    assert t.hp(0) == 4


# ================================================================ 焦大: 醉骂


def _zuima_slash(target_hand: list[str], hp: int | None = None,
                 weapon: str | None = None) -> Table:
    t = Table("jiao_da", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, *target_hand)
    if hp is not None:
        t.set_hp(0, hp)
    if weapon is not None:
        t.set_equip(0, weapon)
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    return t


def test_zuima_target_hand_at_least_your_hp() -> None:
    """醉骂--出牌阶段，以下两种情况，使用的【杀】不可被闪避。1）目标角色的手牌数大于或等于你的
    体力值。"""
    t = _zuima_slash(["jink ♦3", "peach ♥3", "peach ♥4", "peach ♥6"])
    assert t.hp(1) == 3  # four cards ≥ 4 HP: no 闪 asked
    assert t.where("jink ♦3") == _hand(1)
    assert _skill_log(t, "zuima")
    t.expect("play", seat=0)


def test_zuima_compares_with_current_hp() -> None:
    """1）目标角色的手牌数大于或等于你的体力值。(焦大 at 2 HP: two cards are enough)"""
    t = _zuima_slash(["jink ♦3", "peach ♥3"], hp=2)
    assert t.hp(1) == 3
    assert t.where("jink ♦3") == _hand(1)


def test_zuima_target_hand_at_most_your_attack_range() -> None:
    """2）目标角色的手牌数小于或等于你的攻击范围。"""
    t = _zuima_slash(["jink ♦3"])
    assert t.hp(1) == 3
    assert t.where("jink ♦3") == _hand(1)


def test_zuima_otherwise_the_slash_can_be_dodged() -> None:
    """醉骂--出牌阶段，以下两种情况，使用的【杀】不可被闪避。(neither case: a 闪 works)"""
    t = _zuima_slash(["jink ♦3", "peach ♥3"])  # 2 < 4 HP and 2 > range 1
    t.expect("respond", seat=1)
    t.respond("jink ♦3")
    assert t.hp(1) == 4
    assert not _skill_log(t, "zuima")


def test_zuima_attack_range_counts_the_weapon() -> None:
    """2）目标角色的手牌数小于或等于你的攻击范围。(青龙刀 gives range 3) (needs 青龙刀)"""
    t = _zuima_slash(["jink ♦3", "peach ♥3", "peach ♥4"], weapon="blade ♠5")
    assert t.hp(1) == 3
    assert t.where("jink ♦3") == _hand(1)


def test_zuima_is_locked_no_question() -> None:
    """醉骂--……使用的【杀】不可被闪避。(no "may": it is not asked)"""
    t = _zuima_slash(["jink ♦3"])
    assert not [r for r in t.log("answer") if r["kind"] == "confirm"]


def test_zuima_only_in_the_play_phase() -> None:
    """醉骂--出牌阶段…… (a 杀 used for 借刀杀人 in another's turn can be dodged)
    (needs 借刀杀人 and a weapon)"""
    t = Table("blank", "jiao_da", "blank")
    t.set_hand(0, "collateral ♣Q").set_equip(1, "qinggang_sword ♠6")
    t.set_hand(1, "slash ♠7").set_hand(2, "jink ♦3")
    t.start(seat=0, phase="play")
    t.use("collateral", targets=[1, 2])
    t.expect("respond", seat=1)
    t.respond("slash ♠7", targets=[2])
    # one card ≤ range 2 would be undodgeable in his play phase; here it is not
    t.expect("respond", seat=2)
    t.respond("jink ♦3")
    assert t.hp(2) == 4


# ================================================================ 惜春: 裸衣


def test_luoyi_draws_one_fewer_and_slash_deals_one_more() -> None:
    """裸衣――摸牌阶段，可以少摸一张牌；若如此做，该回合的出牌阶段，使用【杀】……造成的伤害＋1。"""
    t = Table("xi_chun", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="draw")
    t.expect("confirm", seat=0)
    t.yes()
    assert len(t.hand(0)) == 2
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 2


def test_luoyi_declined_draws_two_and_no_bonus() -> None:
    """裸衣――摸牌阶段，可以少摸一张牌；若如此做…… (not done: no bonus)"""
    t = Table("xi_chun", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="draw")
    t.no()
    assert len(t.hand(0)) == 3
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 3


def test_luoyi_duel_deals_one_more() -> None:
    """……使用【杀】或【决斗】（为伤害来源时）造成的伤害＋1。(needs 决斗)"""
    t = Table("xi_chun", "blank")
    t.set_hand(0, "duel ♠A").set_top("peach ♥3")
    t.start(seat=0, phase="draw")
    t.yes()
    t.use("duel ♠A", targets=[1])
    assert t.hp(1) == 2


def test_luoyi_only_as_the_source() -> None:
    """……使用【杀】或【决斗】（为伤害来源时）造成的伤害＋1。(惜春 loses her 决斗: 1 damage)
    (needs 决斗)"""
    t = Table("xi_chun", "blank")
    t.set_hand(0, "duel ♠A").set_hand(1, "slash ♣2").set_top("peach ♥3")
    t.start(seat=0, phase="draw")
    t.yes()
    t.use("duel ♠A", targets=[1])
    t.expect("respond", seat=1)
    t.respond("slash ♣2")
    # 惜春 has no 杀 to answer with: she takes the damage, from seat 1
    assert t.hp(0) == 3
    assert t.hp(1) == 4


def test_luoyi_not_other_cards() -> None:
    """……使用【杀】或【决斗】……造成的伤害＋1。(南蛮入侵 gets no bonus) (needs 南蛮入侵)"""
    t = Table("xi_chun", "blank")
    t.set_hand(0, "savage_assault ♠7").set_top("peach ♥3")
    t.start(seat=0, phase="draw")
    t.yes()
    t.use("savage_assault", targets=[])
    assert t.hp(1) == 3


def test_luoyi_not_on_a_prevented_damage() -> None:
    """……使用【杀】……造成的伤害＋1。(a damage 寒冰剑 has already prevented deals nothing:
    裸衣 has nothing to add to, is not announced, and does not bring it back) (needs 寒冰剑)"""
    t = Table("xi_chun", "blank")
    t.set_hand(0, "slash ♠7").set_equip(0, "ice_sword")
    t.set_hand(1, "peach ♥3").set_equip(1, "jueying").set_top("peach ♥4")
    t.start(seat=0, phase="draw")
    t.yes()  # 裸衣
    t.use("slash ♠7", targets=[1])
    t.expect("option", seat=0)  # 裸衣 and 寒冰剑 are both ready: she orders them
    t.choose("ice_sword")
    t.expect("confirm", seat=0)
    t.yes()
    t.pick("jueying")  # then the hand card, the only one left
    assert t.hp(1) == 4 and t.hand(1) == [] and t.equipment(1) == {}
    assert t.log("damage_prevented") and not t.log("damage")
    assert len(_skill_log(t, "luoyi")) == 1  # the draw phase's only
    t.expect("play", seat=0)


def test_luoyi_only_this_turns_play_phase() -> None:
    """……该回合的出牌阶段…… (in the next player's turn her 决斗 damage is normal) (needs 决斗)"""
    t = Table("xi_chun", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "duel ♠A")
    t.set_top("peach ♥3", "peach ♥4", "peach ♥6")
    t.start(seat=0, phase="draw")
    t.yes()
    t.end_play()
    # discard phase: 2 cards ≤ 4 HP; then seat 1's turn, drawing two 药
    t.expect("play", seat=1)
    t.use("duel ♠A", targets=[0])
    t.expect("respond", seat=0)
    t.respond("slash ♠7")
    assert t.hp(1) == 3  # 惜春 was the source, but not in her own turn


def test_luoyi_bonus_is_for_that_turn_only() -> None:
    """……若如此做，该回合的出牌阶段…… (her next turn, without 裸衣, has no bonus)"""
    t = Table("xi_chun", "blank")
    t.set_hand(0, "slash ♠7")
    t.set_top("peach ♥3", "peach ♥4", "peach ♥6", "peach ♥7", "peach ♥8")
    t.start(seat=0, phase="draw")
    t.yes()
    t.end_play()  # the 杀 is kept for the next turn
    t.end_play()  # seat 1's turn
    t.expect("confirm", seat=0)  # 裸衣 again, in her next turn: declined
    t.no()
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 3


# ================================================================ 尤二姐: 天妒


def test_tiandu_gains_own_judgment_card() -> None:
    """天妒――在判定牌生效时，可以立即获得它。(needs 乐不思蜀)"""
    t = Table("you_erjie", "blank")
    t.set_judge(0, "indulgence ♠6").set_top("slash ♠7")
    t.start(seat=0, phase="judge")
    t.expect("confirm", seat=0)
    t.yes()
    assert t.where("slash ♠7") == _hand(0)
    assert t.where("indulgence ♠6") == DISCARD


def test_tiandu_after_the_result_is_decided() -> None:
    """判定牌生效时即判定结果决定后。(the result stands: ♠ still skips the play phase)
    (needs 乐不思蜀)"""
    t = Table("you_erjie", "blank")
    t.set_judge(0, "indulgence ♠6").set_top("slash ♠7")
    t.start(seat=0, phase="judge")
    t.yes()
    judged = _index(t, lambda r: r["t"] == "judge")
    took = _index(t, lambda r: r["t"] == "skill" and r["skill"] == "tiandu")
    assert judged < took
    assert not [r for r in t.log("phase") if r["seat"] == 0 and r["phase"] == "play"]


def test_tiandu_is_optional() -> None:
    """天妒――在判定牌生效时，可以立即获得它。(可以) (needs 乐不思蜀)"""
    t = Table("you_erjie", "blank")
    t.set_judge(0, "indulgence ♠6").set_top("slash ♠7")
    t.start(seat=0, phase="judge")
    t.no()
    assert t.where("slash ♠7") == DISCARD


def test_tiandu_only_own_judgment() -> None:
    """天妒――在判定牌生效时…… (another player's judgment card is not hers) (needs 乐不思蜀)"""
    t = Table("blank", "you_erjie")
    t.set_judge(0, "indulgence ♠6").set_top("slash ♠7")
    t.start(seat=0, phase="judge")
    assert t.where("slash ♠7") == DISCARD
    assert not _skill_log(t, "tiandu")


# ================================================================ 尤二姐: 遗计


def test_yiji_draws_two_and_gives_each_to_any_player() -> None:
    """遗计――每受到1点伤害，可摸两张牌，将其中的一张交给任意一名角色，然后将另一张交给任意一名角色。"""
    t = Table("blank", "you_erjie", "blank")
    t.set_hand(0, "slash ♠7").set_top("peach ♥3", "jink ♦3")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1)
    t.yes()
    t.expect("cards", seat=1)
    t.pick("jink ♦3")
    t.expect("players", seat=1)
    t.choose([2])
    # the other one needs no choice of card; then whom
    t.expect("players", seat=1)
    t.choose([0])
    assert t.where("jink ♦3") == _hand(2)
    assert t.where("peach ♥3") == _hand(0)
    assert t.hand(1) == []


def test_yiji_may_keep_cards() -> None:
    """……交给任意一名角色 (任意: yourself too)"""
    t = Table("blank", "you_erjie")
    t.set_hand(0, "slash ♠7").set_top("peach ♥3", "jink ♦3")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.yes()
    t.pick("peach ♥3")
    t.choose([1])
    t.choose([0])
    assert t.where("peach ♥3") == _hand(1)
    assert t.where("jink ♦3") == _hand(0)
    t.expect("play", seat=0)


def test_yiji_each_point_of_damage() -> None:
    """遗计――每受到1点伤害，可摸两张牌…… (2 damage: twice)"""
    t = Table("xi_chun", "you_erjie")
    t.set_hand(0, "slash ♠7")
    t.set_top("slash ♣2", "peach ♥3", "jink ♦3", "peach ♥4", "jink ♦4")
    t.start(seat=0, phase="draw")
    t.yes()  # 裸衣: draws 杀 ♣2
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 1
    t.expect("confirm", seat=1)
    t.yes()
    t.pick("peach ♥3")
    t.choose([1])
    t.choose([1])
    t.expect("confirm", seat=1)  # the second point
    t.yes()
    t.pick("peach ♥4")
    t.choose([1])
    t.choose([0])
    assert sorted(t.hand(1)) == ["jink", "peach", "peach"]
    assert t.where("jink ♦4") == _hand(0)
    assert len(_skill_log(t, "yiji")) == 2


def test_yiji_each_point_is_optional() -> None:
    """遗计――每受到1点伤害，可摸两张牌 (可: the second point may be declined)"""
    t = Table("xi_chun", "you_erjie")
    t.set_hand(0, "slash ♠7")
    t.set_top("slash ♣2", "peach ♥3", "jink ♦3", "peach ♥4", "jink ♦4")
    t.start(seat=0, phase="draw")
    t.yes()
    t.use("slash ♠7", targets=[1])
    t.yes()
    t.pick("peach ♥3")
    t.choose([1])
    t.choose([1])
    t.expect("confirm", seat=1)
    t.no()
    assert len(t.hand(1)) == 2
    assert t.game.draw_pile[0] == t.find("peach ♥4")


# ================================================================ 秦可卿: 倾国


def test_qingguo_black_hand_card_as_jink() -> None:
    """倾国――可以将黑色手牌当【闪】使用（或打出）。(使用 against 杀)"""
    t = Table("blank", "qin_keqing")
    t.set_hand(0, "slash ♠7").set_hand(1, "slash ♣2")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    t.expect("respond", seat=1)
    t.respond("skill:qingguo", cards=["slash ♣2"])
    assert t.hp(1) == 3
    used = [r for r in t.log("use") if r["card"] == "jink"]
    assert used and used[-1]["skill"] == "qingguo" and used[-1]["cards"] == [t.find("slash ♣2")]
    assert t.where("slash ♣2") == DISCARD


def test_qingguo_red_cards_are_not_offered() -> None:
    """倾国――可以将黑色手牌当【闪】使用 (a red card cannot)"""
    t = Table("blank", "qin_keqing")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥3", "slash ♣2")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    req = t.expect("respond", seat=1)
    assert isinstance(req, ActRequest)
    (opt,) = [o for o in req.options if o.key == "skill:qingguo:jink"]
    assert opt.selectable_cards(()) == [t.find("slash ♣2")]


def test_qingguo_only_red_in_hand_no_jink() -> None:
    """倾国――可以将黑色手牌当【闪】使用 (only red cards: nothing to answer with)"""
    t = Table("blank", "qin_keqing")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥3")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 2
    t.expect("play", seat=0)


def test_qingguo_played_as_jink() -> None:
    """倾国――可以将黑色手牌当【闪】使用（或打出）。(打出 for 万箭齐发) (needs 万箭齐发)"""
    t = Table("blank", "qin_keqing")
    t.set_hand(0, "archery_attack ♥A").set_hand(1, "slash ♣2")
    t.start(seat=0, phase="play")
    t.use("archery_attack", targets=[])
    t.expect("respond", seat=1)
    t.respond("skill:qingguo", cards=["slash ♣2"])
    assert t.hp(1) == 3
    played = t.log("respond")[-1]
    assert (played["seat"], played["card"], played["skill"]) == (1, "jink", "qingguo")


def test_qingguo_hand_cards_only() -> None:
    """倾国――可以将黑色手牌当【闪】…… (a black equipment card cannot) (needs 青釭剑)"""
    t = Table("blank", "qin_keqing")
    t.set_hand(0, "slash ♠7").set_equip(1, "qinggang_sword ♠6")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 2  # nothing to answer with: no request
    t.expect("play", seat=0)


# ================================================================ 秦可卿: 兼美


def test_jianmei_repeats_until_red() -> None:
    """兼美――回合开始阶段，可以进行判定：若为黑色，立即获得此生效后的判定牌，并可以再次使用洛神――
    如此反复，直到出现红色……为止。"""
    t = Table("qin_keqing", "blank")
    t.set_top("slash ♠7", "slash ♣2", "peach ♥3")
    t.start(seat=0, phase="start")
    t.expect("confirm", seat=0)
    t.yes()
    assert t.where("slash ♠7") == _hand(0)
    t.expect("confirm", seat=0)
    t.yes()
    assert t.where("slash ♣2") == _hand(0)
    t.expect("confirm", seat=0)
    t.yes()
    assert t.where("peach ♥3") == DISCARD  # red: not gained, and it stops
    assert len(t.log("judge")) == 3
    t.expect("play", seat=0)


def test_jianmei_stop_when_unwilling() -> None:
    """……如此反复，直到出现红色或不愿意判定了为止。"""
    t = Table("qin_keqing", "blank")
    t.set_top("slash ♠7", "slash ♣2")
    t.start(seat=0, phase="start")
    t.yes()
    t.expect("confirm", seat=0)
    t.no()
    assert t.where("slash ♠7") == _hand(0)
    assert len(t.log("judge")) == 1
    assert t.where("slash ♣2") == _hand(0)  # drawn in the draw phase, not judged
    t.expect("play", seat=0)


def test_jianmei_is_optional() -> None:
    """兼美――回合开始阶段，可以进行判定"""
    t = Table("qin_keqing", "blank")
    t.start(seat=0, phase="start")
    t.expect("confirm", seat=0)
    t.no()
    assert not t.log("judge")
    t.expect("play", seat=0)


def test_jianmei_gains_the_card_after_it_takes_effect() -> None:
    """若为黑色，立即获得此生效后的判定牌 (the result comes first, then the card is gained)"""
    t = Table("qin_keqing", "blank")
    t.set_top("slash ♠7", "peach ♥3")
    t.start(seat=0, phase="start")
    t.yes()
    cid = t.find("slash ♠7")
    judged = _index(t, lambda r: r["t"] == "judge" and r["card"] == cid)
    gained = _index(t, lambda r: r["t"] == "move" and r["cards"] == [cid]
                    and r["dst"] == {"zone": "hand", "seat": 0})
    assert judged < gained
    assert t.game.log[gained]["reason"] == "jianmei"
