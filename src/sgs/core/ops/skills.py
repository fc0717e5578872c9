"""Gaining and losing skills.

Seed 000, 視為 ◆8: a skill a player has (擁有) can be used and lost; one
they only 視為擁有 (``fixed``) can be used but never lost.  A gained skill
keeps its source (``sgs.core.generals``: another skill, an effect …), as the
skills of the general cards keep theirs.  Both are generators like every
operation, so timings can hook them later.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from ..generals import SkillSource

if TYPE_CHECKING:
    from ..game import Game

Flow = Generator[Any, Any, Any]


def acquire_skill(g: Game, seat: int, sid: str, fixed: bool = False,
                  source: SkillSource | None = None) -> Flow:
    """獲得技能 ``sid``; ``fixed``: the player 視為擁有 it.  ``source``: what gives it
    (default: ``FromEffect()``, an effect).  False if they had it already."""
    g.ruleset.skill(sid)  # an unknown id fails before anything changes
    if not g.p(seat).add_skill(sid, source, fixed):
        return False
    g.mark_skills_changed()
    g.emit("skill_gained", seat=seat, skill=sid, fixed=fixed)
    return True
    yield  # pragma: no cover


def lose_skill(g: Game, seat: int, sid: str) -> Flow:
    """失去技能 ``sid``.  A skill the player 視為擁有 is not lost (◆8): returns
    False and changes nothing; so does a skill they do not have."""
    if not g.p(seat).remove_skill(sid):
        return False
    g.mark_skills_changed()
    g.emit("skill_lost", seat=seat, skill=sid)
    return True
    yield  # pragma: no cover
