"""移除 (seed 001 势) as the 势 generals use it: 暴凌 removes 董卓's own deputy, 穿心 a
target's, 存嗣 糜夫人 herself.

:func:`remove_deputy` is the engine's ``ops.deputy.remove_deputy`` (the deputy goes to
the bottom of the remaining-generals pile, a soldier card of its kingdom and gender,
face up or down as the deputy lay, takes its place) followed by the pack's own timing
:data:`DEPUTY_REMOVED`, so that a skill of the removed general can answer its removal
(闺秀: 当你移除此武将牌后，你可以回复1点体力).  The removed general's skills are gone by
then, so that answer is a rule of the pack (``skills/momentum.py``, ``GuixiuRemoved``),
not a trigger of the player.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from ...core import Game, Timing, ops
from ...core.events import Event

Flow = Generator[Any, Any, Any]

DEPUTY_REMOVED = Timing.declare("heg_momentum.deputy_removed",
                                "after a deputy general was removed (移除)")


@dataclass(slots=True)
class DeputyRemoved(Event):
    """A deputy general removed: whose, which, whether it lay face up, and why."""

    seat: int
    general: str
    revealed: bool
    reason: str


def remove_deputy(g: Game, seat: int, reason: str) -> Flow:
    """移除 ``seat``'s deputy general, then fire :data:`DEPUTY_REMOVED`.  False if the
    player has no deputy (a soldier card counts as none)."""
    old = ops.deputy.deputy_of(g, seat)
    if old is None:
        return False
    done = yield from ops.deputy.remove_deputy(g, seat)
    if not done:
        return False
    ev = DeputyRemoved(seat, old.general, old.revealed, reason,
                       parent=g.stack[-1] if g.stack else None)
    yield from ops.trigger(g, DEPUTY_REMOVED, ev)
    g.record(ev)
    return True
