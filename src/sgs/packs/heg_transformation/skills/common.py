"""What several 君临天下·变 skills share: "与你势力相同" for a face-down owner, and the
变更副将 clause of 奇策, 制蛮 and 典财.

- **[choice]** A face-down owner has no kingdom, but using the skill reveals the
  card: while all its generals are face down, "与你势力相同的角色" are the owner and
  the revealed players of the kingdom its reveal would give it (the mode's
  ``known_allies``; none when it would be a careerist), as hegemony's 随势 reads it.
- **[choice]** 变更副将 (seed 001 变) is ``ops.deputy.change_deputy``: the search from
  the top of the remaining-generals pile for the player's kingdom, the old deputy and
  the others shown shuffled to the bottom, no max-HP change, no 珠联璧合 or 阴阳鱼
  reward.  Each skill's 变更 clause works once per game for its owner, as [L] plays
  it (its ``@@*_transform`` marks; [M] has no limit), and is offered only to a player
  who can change (a deputy that is a general, not a soldier, and a kingdom).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ....core import Game, Player, ops
from ...hegemony import relations as rel

Flow = Generator[Any, Any, Any]


def mates(g: Game, owner: Player) -> list[int]:
    """The living players of the owner's kingdom, the owner included, in seat order from
    the owner (a face-down owner: itself and the revealed players its reveal would join)."""
    if owner.kingdom is None:
        allies = set(g.mode.known_allies(g, owner.seat))
        return [s for s in g.seats_from(owner.seat) if s == owner.seat or s in allies]
    return [s for s in g.seats_from(owner.seat)
            if s == owner.seat or rel.same_kingdom(g, owner.seat, s)]


def change_offered(g: Game, owner: Player, seat: int, sid: str) -> bool:
    """May ``seat`` change its deputy by ``owner``'s skill ``sid`` now (its once-per-game
    clause unspent)?"""
    return (not owner.marks.get(f"{sid}.changed") and g.p(seat).alive
            and ops.deputy.can_change_deputy(g, seat))


def may_change_deputy(g: Game, owner: Player, seat: int, sid: str) -> Flow:
    """``seat`` may change its deputy (asked; the clause is spent when it does).  The new
    general's id, or None."""
    if not change_offered(g, owner, seat, sid):
        return None
    ok = yield from g.ask_confirm(seat, "skill.change_deputy", reason=sid)
    if not ok:
        return None
    owner.marks[f"{sid}.changed"] = True
    return (yield from ops.deputy.change_deputy(g, seat))
