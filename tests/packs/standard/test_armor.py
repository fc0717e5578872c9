"""Armour of the Red Chamber deck: 护官符 (八卦阵) and 仁王盾 (seed 003 六, 七; rules §4)."""

from __future__ import annotations

from typing import Any

import pytest

from sgs.core import Player, Skill, Source, Timing
from sgs.core.events import CardUse
from sgs.core.zones import Zone
from sgs.testing import Table


def jink_uses(t: Table) -> list[CardUse]:
    return [e for e in t.game.history if isinstance(e, CardUse) and e.face.name == "jink"]


# ---------------------------------------------------------------- 护官符


def _slash_at_eight_diagram(top: str) -> Table:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_equip(1, "eight_diagram").set_hand(1, "jink ♦3")
    t.set_top(top)
    t.start()
    t.use("slash", targets=[1])
    req = t.expect("confirm", seat=1)
    assert req.reason == "eight_diagram"
    t.yes()
    return t


def test_eight_diagram_red_counts_as_jink() -> None:
    """护官符：每当需要使用（或打出）一张【闪】时，可以进行一次判定：若结果为红色，
    则视为使用（或打出）了一张【闪】。"""
    t = _slash_at_eight_diagram("peach ♥3")
    assert t.hp(1) == 4
    assert t.hand(1) == ["jink"]  # the hand 闪 was not needed
    (use,) = jink_uses(t)
    assert use.user == 1 and use.face.skill == "eight_diagram"
    assert t.log("judge")[-1]["suit"] == "heart"
    t.expect("play", seat=0)


def test_eight_diagram_jink_is_not_a_hand_card() -> None:
    """由八卦阵使用或打出的闪，并非从手牌中使用或打出。"""
    t = _slash_at_eight_diagram("peach ♥3")
    (use,) = jink_uses(t)
    assert use.face.subcards == ()
    assert use.source is Source.OTHER
    assert use.responding_to is not None and use.responding_to.face.name == "slash"


def test_eight_diagram_black_may_still_use_hand_jink() -> None:
    """护官符：若为黑色，则仍可以从手牌里使用（或打出）。"""
    t = _slash_at_eight_diagram("slash ♠10")
    t.expect("respond", seat=1)
    t.respond("jink")
    assert t.hp(1) == 4 and t.hand(1) == []
    (use,) = jink_uses(t)
    assert use.source is Source.HAND


def test_eight_diagram_black_then_no_jink_takes_damage() -> None:
    """护官符 black, and no 闪 played from the hand: the 杀 hits."""
    t = _slash_at_eight_diagram("slash ♠10")
    t.pass_()
    assert t.hp(1) == 3


def test_eight_diagram_is_optional() -> None:
    """护官符：可以进行一次判定 — the owner may skip the judgment."""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_equip(1, "eight_diagram").set_hand(1, "jink ♦3")
    t.set_top("peach ♥3")
    t.start()
    t.use("slash", targets=[1])
    t.no()
    t.expect("respond", seat=1)
    assert not t.log("judge")
    assert t.where("peach ♥3").zone is Zone.DRAW


def test_eight_diagram_plays_jink_for_archery_attack() -> None:
    """护官符：…视为使用（或打出）了一张【闪】 — 打出 against 万箭齐发."""
    t = Table("blank", "blank")
    t.set_hand(0, "archery_attack").set_equip(1, "eight_diagram")
    t.set_top("peach ♥3")
    t.start()
    t.use("archery_attack")
    t.yes()
    assert t.hp(1) == 4
    (rec,) = t.log("respond")
    assert rec["card"] == "jink" and rec["cards"] == [] and rec["skill"] == "eight_diagram"


def test_eight_diagram_each_jink_asked() -> None:
    """护官符：每当需要…一张【闪】时 — each time: a second judgment for a second need."""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7", "slash ♣2").set_equip(0, "crossbow")
    t.set_equip(1, "eight_diagram").set_top("peach ♥3", "jink ♦3")
    t.start()
    t.use("slash ♠7", targets=[1])
    t.yes()
    t.use("slash ♣2", targets=[1])
    t.yes()
    assert t.hp(1) == 4 and len(t.log("judge")) == 2


# ---------------------------------------------------------------- 仁王盾


def test_renwang_shield_stops_black_slash() -> None:
    """仁王盾：锁定技，对你使用的黑色【杀】都无效。"""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♣2").set_equip(1, "renwang_shield").set_hand(1, "jink ♦3")
    t.start()
    t.use("slash", targets=[1])
    t.expect("play", seat=0)  # no 闪 is asked for: the 杀 has no effect
    assert t.hp(1) == 4 and t.hand(1) == ["jink"]
    assert any(r.get("skill") == "renwang_shield" for r in t.log("skill"))


def test_renwang_shield_not_red_slash() -> None:
    """仁王盾：…黑色【杀】 — a red 杀 is not stopped."""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♥10").set_equip(1, "renwang_shield")
    t.start()
    t.use("slash", targets=[1])
    assert t.hp(1) == 3


def test_renwang_shield_not_colourless_slash() -> None:
    """仁王盾 only stops black 杀; a colourless one (丈八蛇矛 with a red and a black card,
    视为无色的【杀】) is not black."""
    t = Table("blank", "blank")
    t.set_equip(0, "spear").set_hand(0, "peach ♥3", "slash ♠7")
    t.set_equip(1, "renwang_shield")
    t.start()
    t.use("skill:spear", targets=[1], cards=["peach ♥3", "slash ♠7"])
    assert t.hp(1) == 3


def test_renwang_shield_black_spear_slash_stopped() -> None:
    """仁王盾：黑色【杀】 — two black cards make a black 杀, which is stopped."""
    t = Table("blank", "blank")
    t.set_equip(0, "spear").set_hand(0, "slash ♠7", "dismantlement ♣3")
    t.set_equip(1, "renwang_shield")
    t.start()
    t.use("skill:spear", targets=[1], cards=["slash ♠7", "dismantlement ♣3"])
    assert t.hp(1) == 4


@pytest.mark.parametrize("renwang_at", [0, 1])
def test_renwang_shield_not_in_duel(renwang_at: int) -> None:
    """【决斗】过程中【仁王盾】无效。 (the black 杀 打出 in a 决斗 are not stopped,
    whoever wears the shield)"""
    t = Table("blank", "blank")
    t.set_hand(0, "duel ♠A", "slash ♠7").set_hand(1, "slash ♣2")
    t.set_equip(renwang_at, "renwang_shield")
    t.start()
    t.use("duel", targets=[1])
    t.respond("slash ♣2")  # seat 1
    t.respond("slash ♠7")  # seat 0
    assert t.hp(1) == 3 and t.hp(0) == 4


# ---------------------------------------------------------------- the slot and the need


def test_one_armour_the_new_one_replaces_the_old() -> None:
    """防具…装备区里始终只能放有一张防具牌。 (the old one goes to the discard pile and its
    effect ends with it)"""
    t = Table("blank", "blank")
    t.set_equip(1, "renwang_shield").set_hand(1, "eight_diagram ♠2")
    g = t.start(seat=1)
    t.use("eight_diagram")
    assert t.equipment(1) == {"armor": "eight_diagram"}
    assert t.where("renwang_shield").zone is Zone.DISCARD
    assert [sk.id for sk in g.usable_skills(1)] == ["eight_diagram"]


class _TwoJinks(Skill):
    """A test skill like 醉卧: the owner's 杀 needs two 闪 from each target."""

    id = "test_two_jinks"
    timings = (Timing.TARGET_CONFIRMED,)
    locked = True

    def can_trigger(self, g: Any, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, CardUse) and ev.face.name == "slash" and ev.user == owner.seat

    def effect(self, g: Any, owner: Player, timing: Timing, ev: Any) -> Any:
        for s in ev.targets:
            ev.responses_needed[s] = 2
        return None
        yield


class _Undodgeable(Skill):
    """A test skill like 醉骂/冷面: the owner's 杀 cannot be dodged."""

    id = "test_undodgeable"
    timings = (Timing.TARGET_CONFIRMED,)
    locked = True

    def can_trigger(self, g: Any, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, CardUse) and ev.face.name == "slash" and ev.user == owner.seat

    def effect(self, g: Any, owner: Player, timing: Timing, ev: Any) -> Any:
        ev.undodgeable.update(ev.targets)
        return None
        yield


def _grant(t: Table, seat: int, skill: Skill) -> None:
    g = t.game
    g.ruleset.skills[skill.id] = skill
    g.p(seat).add_skill(skill.id)
    g.mark_skills_changed()


def test_eight_diagram_for_each_of_two_jinks() -> None:
    """护官符："每当需要使用（或打出）一张【闪】时，可以进行一次判定" — a 杀 that needs two
    闪 (醉卧) needs two: a judgment for each."""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_equip(1, "eight_diagram").set_top("peach ♥3", "jink ♦3")
    t.start()
    _grant(t, 0, _TwoJinks())
    t.use("slash", targets=[1])
    t.yes()
    t.expect("confirm", seat=1)  # the second 闪 is needed: a second judgment
    t.yes()
    assert t.hp(1) == 4 and len(t.log("judge")) == 2
    assert len(jink_uses(t)) == 2


def test_eight_diagram_second_judgment_black_hits() -> None:
    """护官符 with two 闪 needed: red then black, and no hand 闪 — "若对方只有一张【闪】…则即便
    使用（打出）了也无效" (醉卧): the 杀 hits."""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_equip(1, "eight_diagram").set_top("peach ♥3", "slash ♠10")
    t.start()
    _grant(t, 0, _TwoJinks())
    t.use("slash", targets=[1])
    t.yes()
    t.yes()
    assert t.hp(1) == 3


def test_eight_diagram_not_when_no_jink_is_needed() -> None:
    """护官符："每当需要使用（或打出）一张【闪】时" — a 杀 that cannot be dodged needs no 闪:
    no judgment is offered."""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_equip(1, "eight_diagram").set_top("peach ♥3")
    t.start()
    _grant(t, 0, _Undodgeable())
    t.use("slash", targets=[1])
    t.expect("play", seat=0)
    assert t.hp(1) == 3 and not t.log("judge")
