"""Running a timing: find the skills that trigger, order them, run each."""

from __future__ import annotations

from collections.abc import Generator
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, Any

from ..events import DeathEvent, Timing
from ..flow import NOTHING
from .generals import can_reveal, latent_cost

if TYPE_CHECKING:
    from ..game import Game, Holder
    from ..player import Player
    from ..skill import Skill

Flow = Generator[Any, Any, Any]


_NOTHING = NOTHING  # (returned where nothing fires)


def trigger(g: Game, timing: Timing, ev: Any) -> Flow:
    """Fire every skill hooked on ``timing`` that can trigger, once each (see
    :func:`_trigger`).  Callers run the flow at once (``yield from``), so what is
    found here still holds when it runs: the base rules and skills that would trigger
    are looked for now, and a timing where none would (most of them) makes no flow.
    A hot caller may skip the call when ``timing not in g._hooked`` (which holds
    every timing while the indexes are stale: it needs no rebuild first)."""
    if timing not in g._hooked:
        return _NOTHING
    if g._skills_dirty:
        g._rebuild()
        if timing not in g._hooked:
            return _NOTHING
    rules = g.rules_by_timing.get(timing)
    if rules:
        current = g.players[g.current]
        for i, rule in enumerate(rules):
            if rule.can_trigger(g, current, timing, ev):
                return _trigger(g, timing, ev, i)
    holders, latent = g._holders.get(timing), g._latent.get(timing)
    if not holders and not latent:
        return _NOTHING
    ready = _ready_now(g, timing, ev, holders or _NONE, latent, _NOT_FIRED)
    return _fire(g, timing, ev, ready, set()) if ready else _NOTHING


def _trigger(g: Game, timing: Timing, ev: Any, ready_rule: int = -1) -> Flow:
    """Fire every skill hooked on ``timing`` that can trigger, once each.

    Base rules first (the packs', then the mode's), then by priority, then
    in seat order from the current player; a player with several ready at
    once chooses the order.  The candidates are found again after each
    skill, since each may change the state.  A ``repeatable`` skill that
    fired stays a candidate (it may fire again); once its owner declines it,
    it is done for this timing.  ``ready_rule``: the first base rule that
    triggers, found by :func:`trigger` (those before it do not).
    """
    for i, rule in enumerate(g.rules_by_timing.get(timing, ())):
        if i == ready_rule or (i > ready_rule and
                               rule.can_trigger(g, g.p(g.current), timing, ev)):
            yield from rule.effect(g, g.p(g.current), timing, ev)
    holders, latent = _holders(g, timing)
    if not holders and not latent:
        return
    fired: set[tuple[int, str]] = set()
    ready = _ready_now(g, timing, ev, holders, latent, fired)
    if ready:
        yield from _fire(g, timing, ev, ready, fired)


def _fire(g: Game, timing: Timing, ev: Any, ready: list[tuple[Player, Skill, bool]],
          fired: set[tuple[int, str]]) -> Flow:
    """Run the ``ready`` skills of ``timing`` (not empty) one by one, the candidates
    found again after each (:func:`_trigger`)."""
    n, cur = len(g.players), g.current
    while ready:
        if len(ready) > 1:
            ready.sort(key=lambda h: (-h[1].priority, (h[0].seat - cur) % n))
        owner, sk, hidden = ready[0]
        mine = [(s, h) for o, s, h in ready if o is owner and s.priority == sk.priority]
        if len(mine) > 1:
            pick = yield from g.ask_option(owner.seat, [s.id for s, _ in mine],
                                           "trigger.order", reason="order")
            sk, hidden = next((s, h) for s, h in mine if s.id == pick)
        if not sk.repeatable:
            fired.add((owner.seat, sk.id))
        if hidden:  # a face-down card's skill: revealing it is part of using it
            paid = yield from latent_cost(g, owner, sk, timing, ev)
        else:
            paid = yield from sk.cost(g, owner, timing, ev)
        if not paid:  # declined: a repeatable skill is done too
            fired.add((owner.seat, sk.id))
        else:
            g.announce_skill(owner.seat, sk.id)
            yield from sk.effect(g, owner, timing, ev)
        holders, latent = _holders(g, timing)
        ready = _ready_now(g, timing, ev, holders, latent, fired)


_NONE: list[Holder] = []
_NOT_FIRED: frozenset[tuple[int, str]] = frozenset()


def _holders(g: Game, timing: Timing) -> tuple[list[Holder], list[Holder]]:
    """``g.holders(timing)`` and ``g.latent_holders(timing)``, looked up together."""
    if g._skills_dirty:
        g._rebuild()
    return g._holders.get(timing, _NONE), g._latent.get(timing, _NONE)


def _ready_now(g: Game, timing: Timing, ev: Any, holders: list[Holder],
               latent: list[Holder] | None, fired: AbstractSet[tuple[int, str]],
               ) -> list[tuple[Player, Skill, bool]]:
    """The skills of ``holders`` and ``latent`` that trigger now."""
    ready: list[tuple[Player, Skill, bool]] = []
    _ready(g, timing, ev, holders, False, fired, ready)
    if latent:
        _ready(g, timing, ev, latent, True, fired, ready)
    return ready


def _ready(g: Game, timing: Timing, ev: Any, found: list[Holder], hidden: bool,
           fired: AbstractSet[tuple[int, str]], ready: list[tuple[Player, Skill, bool]],
           ) -> None:
    """Add to ``ready`` the skills of ``found`` that trigger now (a face-down card's
    (``hidden``) only while its owner may reveal it)."""
    for owner, sk, cid in found:
        if not owner.alive and not (isinstance(ev, DeathEvent) and ev.seat == owner.seat):
            continue
        if fired and (owner.seat, sk.id) in fired:
            continue
        if sk.can_trigger(g, owner, timing, ev) and g.skill_works(owner, sk, cid) \
                and g.skill_available(owner.seat, sk) \
                and (not hidden or can_reveal(g, owner.seat)):
            ready.append((owner, sk, hidden))
