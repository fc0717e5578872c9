"""Delayed tricks: 乐不思蜀 and 闪电 (rules/identity-and-cards.md §2, §3)."""

from __future__ import annotations

import pytest

from sgs.core import IllegalAnswer, Zone
from sgs.testing import Table


def skipped(t: Table, seat: int) -> list[str]:
    return [r["phase"] for r in t.log("phase_skipped") if r["seat"] == seat]


def judged(t: Table) -> list[str]:
    return [r["reason"] for r in t.log("judge")]


# ---------------------------------------------------------------- 乐不思蜀


def test_indulgence_placed_on_another_player() -> None:
    """乐不思蜀: on another player — it goes to their judgment area."""
    t = Table("blank", "blank")
    t.set_hand(0, "indulgence ♠6")
    t.start(seat=0)
    with pytest.raises(IllegalAnswer):
        t.use("indulgence", targets=[0])
    t.use("indulgence", targets=[1])
    assert t.judge_area(1) == ["indulgence"] and t.hand(0) == []


def test_indulgence_one_per_judgment_area() -> None:
    """One card of a name per judgment area."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "indulgence ♠6").set_judge(1, "indulgence ♥6")
    t.start(seat=0)
    with pytest.raises(IllegalAnswer):
        t.use("indulgence", targets=[1])
    t.use("indulgence", targets=[2])
    assert t.judge_area(2) == ["indulgence"]


def test_indulgence_not_heart_skips_play_phase() -> None:
    """乐不思蜀: judge; not ♥ → skip the play phase.  Discarded either way."""
    t = Table("blank", "blank")
    t.set_judge(1, "indulgence ♠6").set_top("jink ♦3")
    t.start(seat=1, phase="judge")
    t.expect("play", seat=0)  # seat 1's play phase was skipped; seat 0's turn
    assert skipped(t, 1) == ["play"]
    assert judged(t) == ["indulgence"]
    assert t.where("indulgence ♠6").zone is Zone.DISCARD
    assert t.where("jink ♦3").zone is Zone.DISCARD


def test_indulgence_heart_keeps_play_phase() -> None:
    """乐不思蜀: a ♥ judgment — the play phase happens; the card is still discarded."""
    t = Table("blank", "blank")
    t.set_judge(1, "indulgence ♠6").set_top("peach ♥3")
    t.start(seat=1, phase="judge")
    t.expect("play", seat=1)
    assert skipped(t, 1) == []
    assert t.where("indulgence ♠6").zone is Zone.DISCARD


def test_indulgence_nullified() -> None:
    """A delayed trick in the judgment phase gets a 无懈可击 window; cancelled, no judgment."""
    t = Table("blank", "blank")
    t.set_judge(1, "indulgence ♠6").set_hand(0, "nullification ♠J").set_top("jink ♦3")
    t.start(seat=1, phase="judge")
    req = t.expect("respond", seat=0)
    assert req.data["card"] == "indulgence" and req.data["effect_target"] == 1
    t.respond("nullification", targets=[1])
    t.expect("play", seat=1)
    assert judged(t) == [] and skipped(t, 1) == []
    assert t.where("indulgence ♠6").zone is Zone.DISCARD


def test_indulgence_nullification_countered() -> None:
    """A 无懈可击 against the delayed trick's window can itself be countered."""
    t = Table("blank", "blank")
    t.set_judge(1, "indulgence ♠6").set_hand(0, "nullification ♠J")
    t.set_hand(1, "nullification ♣Q").set_top("jink ♦3")
    t.start(seat=1, phase="judge")
    t.pass_()  # seat 1 (current) first: passes
    t.respond("nullification ♠J", targets=[1])
    t.expect("respond", seat=1)
    t.respond("nullification ♣Q", targets=[1])
    t.expect("play", seat=0)
    assert judged(t) == ["indulgence"] and skipped(t, 1) == ["play"]


# ---------------------------------------------------------------- 闪电


def test_lightning_only_on_yourself() -> None:
    """闪电: on yourself — it goes to your own judgment area."""
    t = Table("blank", "blank")
    t.set_hand(0, "lightning ♠A")
    t.start(seat=0)
    with pytest.raises(IllegalAnswer):
        t.use("lightning", targets=[1])
    t.use("lightning")
    assert t.judge_area(0) == ["lightning"] and t.judge_area(1) == []


def test_lightning_not_if_you_already_have_one() -> None:
    """闪电: not if you already have one."""
    t = Table("blank", "blank")
    t.set_hand(0, "lightning ♥Q").set_judge(0, "lightning ♠A")
    t.start(seat=0)
    assert "lightning" not in [o.label for o in t.expect("play").options]  # type: ignore


def test_lightning_strikes_on_spade_2_to_9() -> None:
    """闪电: judge ♠2–9 → 3 thunder damage with no source; the card is discarded."""
    t = Table("blank", "blank", "blank")
    t.set_judge(1, "lightning ♠A").set_top("slash ♠9")
    t.start(seat=1, phase="judge")
    t.expect("play", seat=1)
    assert t.hp(1) == 1
    dmg = t.log("damage")[-1]
    assert (dmg["source"], dmg["amount"], dmg["nature"]) == (None, 3, "thunder")
    assert t.where("lightning ♠A").zone is Zone.DISCARD


def test_lightning_dying_needs_two_peaches() -> None:
    """药: "例如，一名角色的剩余体力为2点，此时受到【闪电】造成的3点伤害，此时该角色处于濒死状态，
    该角色或其他任何人合计需使用2张【药】才能救回（2－3＋2＝1）。" """
    t = Table("blank", "blank", "blank")
    t.set_hp(1, 2).set_judge(1, "lightning ♠A").set_top("slash ♠9")
    t.set_hand(1, "peach ♥3").set_hand(2, "peach ♥4")
    t.start(seat=1, phase="judge")
    t.expect("respond", seat=1)
    t.respond("peach", targets=[1])
    t.expect("respond", seat=2)  # asked in the same window: seat 1 comes first in order,
    t.pass_()                    # so seat 2's answer is not used and it is asked again
    assert t.hp(1) == 0
    t.expect("respond", seat=2)
    t.respond("peach", targets=[1])
    assert t.hp(1) == 1 and t.game.p(1).alive
    assert t.log("death") == []


def test_lightning_moves_on_when_it_misses() -> None:
    """闪电: otherwise it moves to the next living player (♠10 and ♥5 miss)."""
    for top in ("slash ♠10", "kylin_bow ♥5", "duel ♠A"):
        t = Table("blank", "blank", "blank")
        t.set_judge(1, "lightning ♠A")
        t.set_top(top)
        t.start(seat=1, phase="judge")
        assert t.hp(1) == 4, top
        assert t.judge_area(2) == ["lightning"] and t.judge_area(1) == [], top


def test_lightning_skips_a_player_who_has_one() -> None:
    """闪电 moves to the next living player who can take it (not one who already has one)."""
    t = Table("blank", "blank", "blank")
    t.set_judge(1, "lightning ♠A").set_judge(2, "lightning ♥Q").set_top("slash ♠10")
    t.start(seat=1, phase="judge")
    assert t.where("lightning ♠A").seat == 0
    assert t.judge_area(2) == ["lightning"] and t.judge_area(1) == []


def test_lightning_skips_the_dead() -> None:
    """闪电 moves to the next *living* player."""
    t = Table("blank", "blank", "blank", "blank")
    t.set_hp(2, 1).set_hand(0, "duel ♠A").set_judge(1, "lightning ♠A")
    # seat 0 draws 3 for killing a rebel; then seat 1 judges the ♠10
    t.set_top("jink ♦3", "jink ♦4", "jink ♦5", "slash ♠10")
    t.start(seat=0)
    t.use("duel", targets=[2])
    assert not t.game.p(2).alive
    t.end_play()
    t.expect("play", seat=1)
    assert judged(t) == ["lightning"]
    assert t.where("lightning ♠A").seat == 3


def test_lightning_nullified_moves_on_without_judgment() -> None:
    """闪电: if cancelled by 无懈可击, it moves on without a judgment."""
    t = Table("blank", "blank", "blank")
    t.set_judge(1, "lightning ♠A").set_hand(0, "nullification ♠J").set_top("slash ♠9")
    t.start(seat=1, phase="judge")
    t.respond("nullification", targets=[1])
    assert judged(t) == [] and t.hp(1) == 4
    assert t.judge_area(2) == ["lightning"]


def test_lightning_stays_when_nobody_else_can_take_it() -> None:
    """闪电 goes back to its player when every other one already has a 闪电."""
    t = Table("blank", "blank")
    t.set_judge(1, "lightning ♠A").set_judge(0, "lightning ♥Q").set_top("slash ♠10")
    t.start(seat=1, phase="judge")
    assert t.judge_area(1) == ["lightning"] and t.judge_area(0) == ["lightning"]


def test_last_placed_is_judged_first() -> None:
    """Judgment area: last placed is judged first."""
    t = Table("blank", "blank", "blank")
    t.set_judge(1, "indulgence ♠6", "lightning ♠A").set_top("slash ♠10", "peach ♥3")
    t.start(seat=1, phase="judge")
    assert judged(t) == ["lightning", "indulgence"]
    t.expect("play", seat=1)  # the ♥ went to 乐不思蜀


@pytest.mark.parametrize(("top", "strikes"), [
    ("double_sword ♠2", True), ("slash ♠9", True), ("lightning ♠A", False),
    ("slash ♠10", False), ("dilu ♣5", False), ("jink ♦5", False)])
def test_lightning_spade_2_to_9_boundaries(top: str, strikes: bool) -> None:
    """闪电: "judge ♠2–9 → 3 thunder damage" — ♠2 and ♠9 strike; ♠A, ♠10 and other suits
    of the same ranks do not."""
    t = Table("blank", "blank", "blank")
    t.set_judge(1, "lightning ♥Q").set_top(top)
    t.start(seat=1, phase="judge")
    assert t.hp(1) == (1 if strikes else 4)
    assert (t.judge_area(2) == ["lightning"]) is not strikes


def test_lightning_death_has_no_killer() -> None:
    """闪电: "3 thunder damage with no source"; "No killer for 闪电" (rules §5) — a rebel
    killed by it rewards nobody."""
    t = Table("blank", "blank", "blank", "blank", roles=["lord", "rebel", "rebel", "renegade"])
    t.set_hp(1, 1).set_judge(1, "lightning ♠A").set_top("slash ♠9")
    t.start(seat=1, phase="judge")
    (death,) = t.log("death")
    assert (death["seat"], death["killer"]) == (1, None)
    assert [len(t.game.p(s).hand) for s in (0, 3)] == [0, 0]
