"""Basic cards: 杀, 闪, 药 (桃) and the dying sequence (seed 003 一; rules §2, §5).

Each test quotes the seed line (or the rules reference line) it checks.
"""

from __future__ import annotations

from typing import Any

import pytest

from sgs.core import IllegalAnswer, Player, Skill, Timing, Zone
from sgs.core.events import CardUse, DamageEvent
from sgs.core.requests import Request
from sgs.testing import Table


def play_labels(t: Table) -> list[str]:
    return [o.label for o in t.expect("play").options]  # type: ignore[attr-defined]


def requests_until(t: Table, answer: Any, stop: Any) -> list[Request]:
    """Answer pending requests with ``answer(req)`` until ``stop(req)``; return them."""
    seen: list[Request] = []
    while not stop(t.pending):
        seen.append(t.pending)
        answer(t.pending)
    return seen


# ---------------------------------------------------------------- 杀


def test_slash_in_attack_range_not_self() -> None:
    """杀：出牌阶段，攻击范围内对除自己以外的一名角色使用，效果是对该角色造成1点伤害。"""
    t = Table("blank", "blank", "blank", "blank")
    t.set_hand(0, "slash ♠7")
    t.start()
    with pytest.raises(IllegalAnswer):
        t.use("slash", targets=[0])
    with pytest.raises(IllegalAnswer):
        t.use("slash", targets=[2])  # distance 2
    t.use("slash", targets=[3])
    assert t.hp(3) == 3
    dmg = t.log("damage")[-1]
    assert (dmg["source"], dmg["target"], dmg["amount"]) == (0, 3, 1)


def test_attack_range_starts_at_one() -> None:
    """游戏开始时攻击范围是1。"""
    t = Table(*["blank"] * 5)
    g = t.start()
    assert all(g.attack_range(s) == 1 for s in range(5))
    assert [g.in_range(0, s) for s in range(1, 5)] == [True, False, False, True]


def test_one_slash_per_play_phase_not_per_turn() -> None:
    """每个出牌阶段只能使用一张【杀】。 — one per play phase: at the player's next play
    phase a 杀 can be used again."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "slash ♠7", "slash ♠8")
    t.start()
    t.use("slash ♠7", targets=[1])
    assert "slash" not in play_labels(t)
    t.end_play()
    # seat 0's next turn: seats 1 and 2 pass their play phases
    for _ in range(2):
        t.expect("play")
        t.end_play()
        while t.pending.kind != "play":  # discard phases
            t.answer(t.pending.default())
    t.expect("play", seat=0)
    assert "slash" in play_labels(t)


def test_spear_slash_counts_against_the_limit() -> None:
    """每个出牌阶段只能使用一张【杀】 — a 杀 made of two cards (丈八蛇矛) is a 杀 too."""
    t = Table("blank", "blank")
    t.set_equip(0, "spear").set_hand(0, "slash ♠7", "peach ♥3", "jink ♦3")
    t.start()
    t.use("skill:spear", targets=[1], cards=["peach ♥3", "jink ♦3"])
    assert "slash" not in play_labels(t)


# ---------------------------------------------------------------- 闪


def test_jink_offsets_slash() -> None:
    """闪：当受到【杀】的攻击时，可以使用一张【闪】来抵消【杀】的效果。 (使用, not 打出)"""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    t.start()
    t.use("slash", targets=[1])
    t.respond("jink")
    assert t.hp(1) == 4
    jink = next(e for e in t.game.history if isinstance(e, CardUse) and e.face.name == "jink")
    assert jink.user == 1 and jink.responding_to is not None
    assert jink.responding_to.face.name == "slash"


def test_jink_not_usable_on_its_own() -> None:
    """闪通常情况下只能在回合外使用或打出。 (never at your play phase's idle point)"""
    t = Table("blank", "blank")
    t.set_hand(0, "jink ♦2", "slash ♠7")
    t.start()
    assert play_labels(t) == ["slash"]


def test_jink_in_your_own_turn_when_asked() -> None:
    """闪"通常情况下"只能在回合外使用 — usually, not always: in your own turn, when a 杀 is
    used on you (your own 借刀杀人 naming you as the victim), you may use a 闪."""
    t = Table("blank", "blank")
    t.set_hand(0, "collateral ♣Q", "jink ♦2").set_hand(1, "slash ♠7").set_equip(1, "blade")
    t.start(seat=0)
    t.use("collateral", targets=[1, 0])
    t.respond("slash", targets=[0])
    t.expect("respond", seat=0)
    t.respond("jink")
    assert t.hp(0) == 4 and t.hand(0) == []


# ---------------------------------------------------------------- 药


def test_peach_in_play_phase_recovers_one() -> None:
    """药：1）在出牌阶段，可以使用它来回复1点体力。"""
    t = Table("blank", "blank")
    t.set_hp(0, 2).set_hand(0, "peach ♥3", "peach ♥4")
    t.start()
    t.use("peach ♥3")
    assert t.hp(0) == 3
    t.use("peach ♥4")  # no limit on 药 in a phase
    assert t.hp(0) == 4
    assert t.discard_names() == ["peach", "peach"]


def test_peach_not_on_yourself_unwounded() -> None:
    """出牌阶段，若没有损失体力，不可以对自己使用【药】。"""
    t = Table("blank", "blank")
    t.set_hand(0, "peach ♥3")
    t.start()
    assert "peach" not in play_labels(t)
    with pytest.raises(IllegalAnswer):
        t.use("peach")


def test_peach_in_play_phase_only_on_yourself() -> None:
    """药 in the play phase: "回复1点体力" — your own (rules §5: "桃 in the play phase only
    on yourself"); a wounded other player cannot be chosen."""
    t = Table("blank", "blank")
    t.set_hp(0, 3).set_hp(1, 2).set_hand(0, "peach ♥3")
    t.start()
    with pytest.raises(IllegalAnswer):
        t.use("peach", targets=[1])
    t.use("peach")
    assert (t.hp(0), t.hp(1)) == (4, 2)


def test_peach_saves_a_dying_player() -> None:
    """药：2）当有角色处于濒死状态时，可以对该角色使用【药】，防止该角色的死亡。"""
    t = Table("blank", "blank", "blank")
    t.set_hp(1, 1).set_hand(0, "slash ♠7").set_hand(2, "peach ♥3")
    t.start()
    t.use("slash", targets=[1])
    assert t.hp(1) == 0
    req = t.expect("respond", seat=2)
    assert req.data["dying"] == 1
    t.respond("peach", targets=[1])
    assert t.hp(1) == 1 and t.game.p(1).alive
    rec = t.log("recover")[-1]
    assert (rec["seat"], rec["source"]) == (1, 2)


def test_peach_example_one_is_not_enough() -> None:
    """药："例如，一名角色的剩余体力为2点，此时受到【闪电】造成的3点伤害，此时该角色处于濒死状态，
    该角色或其他任何人合计需使用2张【药】才能救回（2－3＋2＝1）。" — with only one 药 the
    player stays at 0 and dies."""
    t = Table("blank", "blank", "blank")
    t.set_hp(1, 2).set_judge(1, "lightning ♠A").set_top("slash ♠9")
    t.set_hand(2, "peach ♥4")
    t.start(seat=1, phase="judge")
    t.expect("respond", seat=2)
    t.respond("peach", targets=[1])
    assert t.hp(1) == 0
    assert not t.game.p(1).alive
    assert t.log("death")[0]["seat"] == 1


def test_peach_example_one_player_uses_both() -> None:
    """药例："该角色或其他任何人合计需使用2张【药】" — the same player may use both, one
    after the other, without anyone else being asked in between."""
    t = Table("blank", "blank", "blank")
    t.set_hp(1, 2).set_judge(1, "lightning ♠A").set_top("slash ♠9")
    t.set_hand(2, "peach ♥3", "peach ♥4").set_hand(1, "peach ♥6")
    t.start(seat=1, phase="judge")
    t.pass_()  # seat 1, the current player, is asked first and keeps its 药
    t.expect("respond", seat=2)
    t.respond("peach ♥3", targets=[1])
    t.expect("respond", seat=2)
    t.respond("peach ♥4", targets=[1])
    assert t.hp(1) == 1 and t.where("peach ♥6").seat == 1


def test_dying_asks_from_the_current_player() -> None:
    """濒死: "Ask for 桃 from the current player around in seat order" (rules §5) — the
    current player first, then the others in turn order, the dying one in its place;
    nobody saves it, so it dies."""
    t = Table("blank", "blank", "blank", "blank", roles=["rebel", "lord", "rebel", "renegade"])
    t.set_hp(0, 1).set_hand(2, "duel ♠A")
    for seat, peach in enumerate(("peach ♥3", "peach ♥4", "peach ♥6", "peach ♥7")):
        t.set_hand(seat, peach)
    t.start(seat=2)
    t.use("duel", targets=[0])
    seen = requests_until(t, lambda r: t.pass_(), lambda r: r.kind == "play")
    assert [r.seat for r in seen if r.data.get("dying") == 0] == [2, 3, 0, 1]
    assert not t.game.p(0).alive


def test_dying_each_saver_may_use_several() -> None:
    """濒死: "each may use 桃 repeatedly until HP ≥ 1" (rules §5).  Everyone who could
    save is asked at once (one window); the first yes in seat order from the current
    player saves, and a saved player needs nothing more: the other yes is not used."""
    t = Table("blank", "blank", "blank")
    t.set_hp(1, 1).set_hand(0, "slash ♠7", "peach ♥3", "peach ♥4").set_hand(2, "peach ♥6")
    t.start(seat=0)
    t.use("slash", targets=[1])  # seat 1 has no 闪: not asked
    assert [r.seat for r in t.game.open_requests()] == [0, 2]
    t.game.submit(2, {"option": f"card:{t.find('peach ♥6')}", "targets": [1]})
    t.expect("respond", seat=0)
    t.respond("peach ♥3", targets=[1])
    assert t.hp(1) == 1
    t.expect("play", seat=0)
    assert t.hand(2) == ["peach"] and t.hand(0) == ["peach"]


class _HpWhenDamaged(Skill):
    """A test skill: records the owner's HP at 受到伤害后."""

    id = "test_hp_when_damaged"
    timings = (Timing.DAMAGED,)
    locked = True

    def can_trigger(self, g: Any, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, DamageEvent) and ev.target == owner.seat

    def effect(self, g: Any, owner: Player, timing: Timing, ev: Any) -> Any:
        owner.marks["hp_when_damaged"] = owner.hp
        return None
        yield


def test_dying_is_resolved_inside_the_damage() -> None:
    """濒死: "HP ≤ 0 → 濒死 at once, inside the damage sequence (before 造成/受到伤害后)"
    (rules §5) — 受到伤害后 sees the player already saved."""
    t = Table("blank", "blank")
    t.set_hp(1, 1).set_hand(0, "slash ♠7").set_hand(1, "peach ♥3")
    g = t.start()
    g.ruleset.skills[_HpWhenDamaged.id] = _HpWhenDamaged()
    g.p(1).add_skill(_HpWhenDamaged.id)
    g.mark_skills_changed()
    t.use("slash", targets=[1])  # seat 1 uses its 药 only when dying
    t.expect("respond", seat=1)
    t.respond("peach", targets=[1])
    assert g.p(1).marks["hp_when_damaged"] == 1


def test_card_in_processing_while_it_resolves() -> None:
    """Using a card: "declare (card to the processing area) → … → 结算完毕 (what is left in
    the processing area is discarded)" (rules §7)."""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    g = t.start()
    (jink,) = g.p(1).hand
    t.use("slash", targets=[1])
    t.expect("respond", seat=1)
    assert t.where("slash ♠7").zone is Zone.PROCESSING
    t.respond("jink")
    assert t.where("slash ♠7").zone is Zone.DISCARD
    assert t.where(jink).zone is Zone.DISCARD
    assert t.game.processing == []
