"""Helpers for the 风/山 generals' rule tests: the set standard+wind_mountain, and a
probe (test only) that runs an operation inside a game."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from sgs.core import Game, Gender, GeneralDef, Pack, Player, Skill
from sgs.testing import Table

Flow = Generator[Any, Any, Any]


class Probe(Skill):
    """TEST ONLY: runs the operation a test stored in ``owner.marks['probe']``."""

    id = "wm_probe"
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return True

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        owner.marks["probe_result"] = yield from owner.marks.pop("probe")(g)


def probe_pack() -> Pack:
    p = Pack("wm_probe")
    p.skills[Probe.id] = Probe()
    p.generals["wm_prober"] = GeneralDef("wm_prober", "qun", 4, Gender.MALE, (Probe.id,))
    # TEST ONLY: 邓艾 as he is once 凿险 woke (屯田 and 急袭), to lay out any 田 pile
    p.generals["wm_deng_ai_awake"] = GeneralDef("wm_deng_ai_awake", "wei", 3, Gender.MALE,
                                                ("tuntian", "jixi"))
    return p


def table(*generals: str, **kw: Any) -> Table:
    """A table of the set standard+wind_mountain (the standard deck and generals, 周泰,
    曹仁, 邓艾), the blank generals and the test-only prober."""
    return Table(*generals, pack="standard+wind_mountain", extra=probe_pack(), **kw)


def run(t: Table, op: Callable[[Game], Flow], seat: int = 0) -> None:
    """Start ``op`` from ``seat``'s play phase (its general is the prober)."""
    t.game.p(seat).marks["probe"] = op
    t.use("skill:wm_probe")


def pile(t: Table, seat: int, name: str) -> list[tuple[str, bool]]:
    """A pile on a general as (card spec, face up)."""
    out = []
    for pc in t.game.pile(seat, name):
        c = t.game.card(pc.id)
        out.append((f"{c.name} {c.suit.value} {c.rank}", pc.face_up))
    return out
