"""Skill usage limits kept by the engine: 限定技 (once per game) and per-turn limits."""

from __future__ import annotations

from typing import Any

from sgs.core import Game, Gender, GeneralDef, Pack, Player, Skill, Timing, ops
from sgs.testing import Table


class Spark(Skill):
    """A test 限定技: once per game, in the play phase, draw two."""

    id = "spark"
    active = True
    limited = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return True

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Any:
        yield from ops.draw(g, owner.seat, 2)


class Twice(Skill):
    """A test active skill usable twice per turn: draw one."""

    id = "twice"
    active = True
    per_turn = 2

    def can_activate(self, g: Game, owner: Player) -> bool:
        return True

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Any:
        yield from ops.draw(g, owner.seat, 1)


class Flare(Skill):
    """A test 限定技 that triggers: at the start of your finish phase, draw one."""

    id = "flare"
    limited = True
    timings = (Timing.PHASE_BEGIN,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return ev.seat == owner.seat and ev.phase == "finish"

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Any:
        yield from ops.draw(g, owner.seat, 1)


def _pack() -> Pack:
    p = Pack("limits")
    for sk in (Spark(), Twice(), Flare()):
        p.skills[sk.id] = sk
    p.generals["limiter"] = GeneralDef("limiter", "qun", 4, Gender.MALE,
                                      ("spark", "twice", "flare"))
    return p


def _options(t: Table) -> list[str]:
    return [o.key for o in t.expect("play", 0).options]  # type: ignore[attr-defined]


def test_limited_skill_is_spent_for_the_rest_of_the_game() -> None:
    t = Table("limiter", "blank", extra=_pack())
    t.start(seat=0, phase="play")
    assert "skill:spark" in _options(t)
    t.use("skill:spark")
    assert "skill:spark" not in _options(t)
    t.end_play()
    # the finish phase's limited trigger fires once, then never again
    t.yes()
    while t.pending.seat != 0 or t.pending.kind != "play":
        t.answer(t.pending.default())
    assert "skill:spark" not in _options(t)
    assert sum(1 for r in t.log("skill") if r["skill"] == "flare") == 1
    t.end_play()
    while t.pending.seat != 1:
        assert t.pending.reason != "flare", "a spent 限定技 must not be offered again"
        t.answer(t.pending.default())


def test_per_turn_limit_resets_each_turn() -> None:
    t = Table("limiter", "blank", extra=_pack())
    t.start(seat=0, phase="play")
    t.use("skill:twice")
    t.use("skill:twice")
    assert "skill:twice" not in _options(t)
    t.end_play()
    while t.pending.seat != 0 or t.pending.kind != "play":
        t.answer(t.pending.default())
    assert "skill:twice" in _options(t)
