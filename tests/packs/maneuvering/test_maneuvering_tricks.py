"""火攻 and 兵粮寸断 (packs/maneuvering texts; rules/hegemony.md "Deck": "兵粮寸断
(distance 1) skips the draw phase unless the judgment is ♣; 火攻 (target shows a hand
card, you discard a card of the same suit to deal 1 fire damage)")."""

from __future__ import annotations

import pytest
from mv_support import damages, table

from sgs.core import IllegalAnswer, Zone
from sgs.testing import Table

# ---------------------------------------------------------------- 火攻


def _fire_attack(user_hand: list[str], target_hand: list[str], target: int = 1) -> Table:
    t = table("blank", "blank")
    t.set_hand(0, "fire_attack ♥2", *user_hand)
    if target != 0:
        t.set_hand(target, *target_hand)
    t.start()
    t.use("fire_attack", targets=[target])
    return t


def test_fire_attack_same_suit_discarded_deals_fire_damage() -> None:
    """火攻：目标角色展示一张手牌，然后若你弃置一张与所展示牌相同花色的手牌，则【火攻】对其
    造成1点火焰伤害。"""
    t = _fire_attack(["peach ♥3", "slash ♠7"], ["jink ♥2", "jink ♦3"])
    t.expect("cards", seat=1, reason="fire_attack")
    t.pick("jink ♥2")
    shown = t.log("show")[-1]
    assert shown["seat"] == 1 and shown["cards"] == [t.find("jink ♥2")]
    req = t.expect("cards", seat=0, reason="fire_attack")
    assert list(req.cards) == [t.find("peach ♥3")]  # hearts only
    t.pick("peach ♥3")
    assert damages(t) == [(1, 1, "fire", False)]
    discard = [r for r in t.log("move") if r["reason"] == "discard"]
    assert discard and discard[-1]["cards"] == [t.find("peach ♥3")]
    assert t.hand(1) == ["jink", "jink"]  # a shown card stays in the hand


def test_fire_attack_declined_deals_nothing() -> None:
    """若你弃置…… — you may decline: no discard, no damage."""
    t = _fire_attack(["peach ♥3"], ["jink ♥2"])
    t.expect("cards", seat=0, reason="fire_attack")
    t.pick()
    assert damages(t) == [] and t.hand(0) == ["peach"]


def test_fire_attack_without_a_same_suit_card_asks_nothing() -> None:
    """No hand card of the shown suit: nothing to discard, no damage, no question."""
    t = _fire_attack(["slash ♠7"], ["jink ♦3"])
    t.expect("play", seat=0)
    assert damages(t) == [] and t.log("show")[-1]["cards"] == [t.find("jink ♦3")]


def test_fire_attack_needs_a_target_with_a_hand_card() -> None:
    """火攻：对一名有手牌的角色使用 — not on a player with an empty hand."""
    t = table("blank", "blank")
    t.set_hand(0, "fire_attack ♥2")
    t.start()
    with pytest.raises(IllegalAnswer):
        t.use("fire_attack", targets=[1])


def test_fire_attack_on_yourself() -> None:
    """[choice] 一名有手牌的角色 includes you: you show, then may discard a card of that
    suit (the shown one too: it is still a hand card) and take the fire damage."""
    t = table("blank", "blank")
    t.set_hand(0, "fire_attack ♥2", "peach ♥3")
    t.start()
    t.use("fire_attack", targets=[0])
    t.expect("cards", seat=0, reason="fire_attack")  # which card to discard (only one shown)
    t.pick("peach ♥3")
    assert damages(t) == [(0, 1, "fire", False)] and t.hand(0) == []


def test_fire_attack_can_be_nullified() -> None:
    """A trick: 无懈可击 cancels it before anything is shown."""
    t = _fire_attack(["peach ♥3"], ["jink ♥2", "nullification ♠K"])
    t.expect("respond", seat=1, reason="nullification")
    t.respond("nullification", targets=[1])
    t.until("play", seat=0)
    assert t.log("show") == [] and damages(t) == []


# ---------------------------------------------------------------- 兵粮寸断


def test_supply_shortage_reaches_only_distance_one() -> None:
    """兵粮寸断：对距离为1的一名其他角色使用 — at distance 2 it is refused (out of reach),
    not on yourself."""
    t = table("blank", "blank", "blank", "blank", "blank")
    t.set_hand(0, "supply_shortage ♠10")
    t.start()
    with pytest.raises(IllegalAnswer) as err:
        t.use("supply_shortage", targets=[2])
    assert err.value.refusal is not None and err.value.refusal.code == "act.out_of_range"
    with pytest.raises(IllegalAnswer):
        t.use("supply_shortage", targets=[0])
    t.use("supply_shortage", targets=[4])
    assert t.judge_area(4) == ["supply_shortage"]


def test_supply_shortage_distance_counts_horses() -> None:
    """距离为1: a −1 horse brings a seat at distance 2 in reach; a +1 horse puts a
    neighbour out of it."""
    t = table("blank", "blank", "blank", "blank", "blank")
    t.set_hand(0, "supply_shortage ♠10", "supply_shortage ♣4")
    t.set_equip(0, "chitu ♥5").set_equip(1, "hualiu ♦K").set_equip(2, "jueying ♠5")
    t.start()
    with pytest.raises(IllegalAnswer):
        t.use("supply_shortage ♠10", targets=[2])  # 2 - 1 + 1 = 2
    t.use("supply_shortage ♠10", targets=[1])  # 1 - 1 + 1 = 1
    t.use("supply_shortage ♣4", targets=[3])  # 2 - 1 = 1
    assert t.judge_area(1) == ["supply_shortage"] and t.judge_area(3) == ["supply_shortage"]


def test_supply_shortage_not_club_skips_the_draw_phase() -> None:
    """兵粮寸断：其判定阶段进行判定：若结果不为梅花，其跳过此回合的摸牌阶段。然后将【兵粮寸断】
    置入弃牌堆。"""
    t = table("blank", "blank")
    t.set_judge(1, "supply_shortage ♠10").set_top("jink ♦3", "slash ♠7", "slash ♠8")
    t.start(seat=1, phase="judge")
    t.expect("play", seat=1)
    assert [r["phase"] for r in t.log("phase_skipped")] == ["draw"]
    assert t.hand(1) == []
    assert t.where("supply_shortage ♠10").zone is Zone.DISCARD


def test_supply_shortage_club_lets_them_draw() -> None:
    """若结果为梅花: the draw phase happens; the card is still discarded."""
    t = table("blank", "blank")
    t.set_judge(1, "supply_shortage ♠10").set_top("slash ♣2", "slash ♠7", "slash ♠8")
    t.start(seat=1, phase="judge")
    t.expect("play", seat=1)
    assert t.log("phase_skipped") == [] and len(t.hand(1)) == 2
    assert t.where("supply_shortage ♠10").zone is Zone.DISCARD


def test_supply_shortage_one_per_judgment_area() -> None:
    """One card of a name per judgment area (rules §2)."""
    t = table("blank", "blank")
    t.set_hand(0, "supply_shortage ♠10").set_judge(1, "supply_shortage ♣4")
    t.start()
    with pytest.raises(IllegalAnswer):
        t.use("supply_shortage", targets=[1])
