"""補至X張, 代替 and 替換 (seed 000)."""

from __future__ import annotations

from typing import Any

from vocab_support import moves, result, run, table

from sgs.core import Game, Player, Skill, Timing, Zone, ops
from sgs.core.events import JudgeEvent, MoveEvent
from sgs.core.ops.judge import replace_judge


class Replacer(Skill):
    """Before a judgment card takes effect, puts the owner's first hand card in its place:
    代替 (the old card to the discard pile), or 替換 when ``keep`` (the owner gains it)."""

    id = "t_replacer"
    timings = (Timing.JUDGE_BEFORE,)
    locked = True
    keep = False

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, JudgeEvent) and bool(owner.hand)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Any:
        yield from replace_judge(g, ev, owner.seat, owner.hand[0], keep_old=self.keep)


class Swapper(Replacer):
    id = "t_swapper"
    keep = True


def _table(*generals: str) -> Any:
    return table(*generals, skills=(Replacer, Swapper),
                 extra_generals={"replacer": ("t_replacer",), "swapper": ("t_swapper",)})


# ---------------------------------------------------------------- 補至X張


def test_fill_draws_the_difference() -> None:
    """將…牌補至X張: 若該角色的…牌數小於X，則摸（X－該角色的…牌數）張牌"""
    t = _table("prober", "blank")
    t.set_hand(1, "slash ♠7").set_top("peach ♥3", "peach ♥4", "peach ♥6")
    t.start(0, "play")
    run(t, lambda g: ops.fill_hand_to(g, 1, 3))
    assert t.hand(1) == ["slash", "peach", "peach"]
    assert result(t) == [t.find("peach ♥3"), t.find("peach ♥4")]


def test_fill_does_nothing_at_or_above_x() -> None:
    """若該角色的…牌數不小於X，則不執行此操作。"""
    t = _table("prober", "blank")
    t.set_hand(1, "slash ♠7", "slash ♣2")
    t.start(0, "play")
    for x in (2, 1):
        run(t, lambda g, x=x: ops.fill_hand_to(g, 1, x))
        assert result(t) == []
    assert len(t.hand(1)) == 2 and not moves(t, "fill")


# ---------------------------------------------------------------- 代替


def test_replace_judgment_card() -> None:
    """代替: 角色用/打出A牌代替B牌即將A牌置入B牌所在區域同時將B牌置入棄牌堆。"""
    t = _table("prober", "replacer")
    t.set_hand(1, "peach ♥Q").set_top("slash ♠7")
    g = t.start(0, "play")
    run(t, lambda g: ops.judge(g, 0, "test"))
    ev = result(t)
    assert ev.card == t.find("peach ♥Q") and ev.face.name == "peach"
    assert t.where("slash ♠7").zone is Zone.DISCARD
    batch = [e for e in g.history if isinstance(e, MoveEvent) and e.reason == "judge_replace"]
    assert len(batch) == 1  # at the same time: one move
    assert {(m.card, m.dst.zone) for m in batch[0].moves} == {
        (t.find("peach ♥Q"), Zone.PROCESSING), (t.find("slash ♠7"), Zone.DISCARD)}
    assert t.log("judge")[-1]["name"] == "peach"


def test_replace_equipment_card() -> None:
    """代替: 將A牌置入B牌所在區域同時將B牌置入棄牌堆 — not a discard."""
    t = _table("prober", "blank")
    t.set_hand(0, "t_armor ♥4").set_equip(0, "t_armor ♠3")
    t.start(0, "play")
    new, old = t.find("t_armor ♥4"), t.find("t_armor ♠3")
    run(t, lambda g: ops.replace_with(g, 0, new, old))
    assert t.where(new).zone is Zone.EQUIP and t.where(old).zone is Zone.DISCARD
    assert {r["reason"] for r in moves(t)} == {"replace"}


# ---------------------------------------------------------------- 替換


def test_swap_judgment_card() -> None:
    """替換: 角色用/打出A牌替換B牌即將A牌置入B牌所在區域同時獲得B牌 。"""
    t = _table("prober", "swapper")
    t.set_hand(1, "peach ♥Q").set_top("slash ♠7")
    g = t.start(0, "play")
    run(t, lambda g: ops.judge(g, 0, "test"))
    assert result(t).face.name == "peach"
    assert t.hand(1) == ["slash"]
    batch = [e for e in g.history if isinstance(e, MoveEvent) and e.reason == "judge_replace"]
    assert len(batch) == 1 and [m.card for m in batch[0].gained_by(1)] == [t.find("slash ♠7")]


def test_swap_equipment_card() -> None:
    """替換: 將A牌置入B牌所在區域同時獲得B牌"""
    t = _table("prober", "blank")
    t.set_hand(0, "t_armor ♥4").set_equip(0, "t_armor ♠3")
    t.start(0, "play")
    new, old = t.find("t_armor ♥4"), t.find("t_armor ♠3")
    run(t, lambda g: ops.swap_with(g, 0, new, old))
    assert t.where(new).zone is Zone.EQUIP
    assert t.where(old).zone is Zone.HAND and t.where(old).seat == 0
    assert t.discard_names() == []
