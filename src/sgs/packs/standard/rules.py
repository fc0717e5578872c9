"""Base rules of the standard cards, written as skills every game has.

``NullificationWindow``: before a trick takes effect on a target (生效前), anyone
may use 无懈可击 to cancel that effect (rules/identity-and-cards.md §3).
``LeftoversDiscarded``: cards a trick revealed (五谷丰登) that nobody took are
discarded when it finishes (结算完毕).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ...core import CardType, Game, Player, Skill, Timing, ops
from ...core.events import CardUse
from ...core.ops.use import Pattern
from ...core.zones import PROCESSING
from .builder import std
from .tricks import TrickDef

Flow = Generator[Any, Any, Any]

NULLIFICATION = Pattern.of("nullification")
_TRICK = CardType.TRICK  # (a constant: an Enum member lookup is slow on Python 3.11)


def nullifiable_now(g: Game, use: CardUse) -> bool:
    """Does the effect of ``use`` on its current target get a 无懈可击 window?

    Tricks marked ``nullifiable`` and the judgment phase's delayed tricks do,
    unless no one may answer it with 无懈可击 (不可被响应, 离间's 决斗: see
    CardUse.may_respond) or the effect would change nothing (桃园结义 on an
    unwounded player).
    """
    t = use.current_target
    if t is None or t in use.nullified:
        return False
    if (use.unrespondable or use.unanswerable_with) and not any(
            use.may_respond(s, NULLIFICATION.names) for s in g.alive_seats()):
        return False
    if use.extra.get("delayed"):
        return True
    cdef = g.cdef(use.face.name)
    if cdef.type is not _TRICK or not cdef.nullifiable:
        return False
    return not isinstance(cdef, TrickDef) or cdef.affects(g, use, t)


@std.rule
class NullificationWindow(Skill):
    """Ask everyone holding a 无懈可击 at once whether to use it against this effect; the
    first to say yes in seat order from the current player uses theirs.

    A 无懈可击 is itself a trick aimed at the same target seat, so its own
    生效前 opens a nested window (a chain alternates).  When one resolves and
    the original effect still stands, everyone is asked again; the window
    closes when nobody uses one.
    """

    id = "nullification_window"
    timings = (Timing.EFFECT_BEFORE,)
    locked = True

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, CardUse) and nullifiable_now(g, ev)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        use: CardUse = ev
        t = use.current_target
        assert t is not None
        # a delayed trick judged in its judgment phase: the question names the card in
        # the target's judgment area, not a user (whoever placed it, it is judged now)
        where = {"delayed": True} if use.extra.get("delayed") else {}
        while t not in use.nullified and g.p(t).alive:
            asks = [(seat, NULLIFICATION) for seat in g.seats_from(g.current)]
            used = yield from ops.ask_first_card(
                g, asks, use=True, reason="nullification", responding_to=use, target=t,
                extra={"targets_effect": True}, card=use.face.name, user=use.user,
                effect_target=t, **where)
            if used is None:
                return None
        return None


@std.rule
class LeftoversDiscarded(Skill):
    """结算完毕: revealed cards still in the processing area go to the discard pile."""

    id = "leftovers_discarded"
    timings = (Timing.CARD_FINISHED,)
    locked = True

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, CardUse) and bool(ev.extra.get("revealed"))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        left = [c for c in ev.extra["revealed"] if g.place[c] == PROCESSING]
        if left:
            yield from ops.to_discard(g, left, ev.face.name, by=ev.user)
