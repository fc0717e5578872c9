"""Basic cards of the maneuvering expansion: 火杀, 雷杀 and 酒.

A 火杀 or 雷杀 is a 杀 with a damage nature: its faces carry the rules name
``slash`` (``CardDef.rules_name``) and the nature, so the standard 杀 resolves it
— the limit of one per play phase, 闪 against it, the weapons — and deals damage
of its nature.  Only the printed card (its id, names, text) is its own.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ...core import CardDef, CardFace, CardType, Game, Player, Skill, Timing, ops
from ...core.events import CardUse, DyingEvent
from ...core.refusals import Refusal
from ..standard.basic import Slash
from .builder import mv

Flow = Generator[Any, Any, Any]

# player mark: the turn in which a 酒 was drunk whose +1 waits for the next 杀
BOOST = "analeptic"


@mv.card
class FireSlash(Slash):
    """火杀: a 杀 that deals fire damage."""

    name = "fire_slash"
    rules_name = "slash"
    nature = "fire"


@mv.card
class ThunderSlash(Slash):
    """雷杀: a 杀 that deals thunder damage."""

    name = "thunder_slash"
    rules_name = "slash"
    nature = "thunder"


def drunk_this_turn(g: Game, seat: int) -> bool:
    """Has ``seat`` used a 酒 for its +1 this turn (the 每回合限一次 of the first use;
    one drunk to save oneself while dying does not count)?"""
    return any(isinstance(e, CardUse) and e.user == seat and e.face.name == Analeptic.name
               and not isinstance(e.parent, DyingEvent) for e in g.history)


@mv.card
class Analeptic(CardDef):
    """酒: in the play phase, on yourself, once a turn: the next 杀 you use this turn
    deals 1 more damage; while you are dying, on yourself: recover 1 HP."""

    name = "analeptic"
    type = CardType.BASIC
    auto_targets = "self"

    def usable(self, g: Game, user: Player, face: CardFace) -> bool:
        return not drunk_this_turn(g, user.seat)

    def why_unusable(self, g: Game, user: Player, face: CardFace) -> Refusal:
        return Refusal.of("act.turn_limit", card=self.name, n=1)

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return seat == user.seat

    def can_save(self, g: Game, user: Player, dying: int) -> bool:
        return user.seat == dying  # only the dying player drinks, for themself

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        if isinstance(use.parent, DyingEvent):
            yield from ops.recover(g, target, 1, source=use.user, card=use.face, use=use)
            return None
        g.p(target).marks[BOOST] = g.turn_count
        return None


@mv.rule
class AnalepticBoost(Skill):
    """酒's first use: the next 杀 its drinker uses this turn deals 1 more damage
    (伤害值基数+1).  Used is spent: the +1 goes with that 杀 whether it hits or not,
    and is gone when the turn ends."""

    id = "analeptic_boost"
    timings = (Timing.CARD_USING,)
    locked = True

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardUse) and ev.face.name == "slash"
                and g.p(ev.user).marks.get(BOOST) == g.turn_count)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        g.p(ev.user).marks.pop(BOOST, None)
        ev.extra_damage += 1
        ev.extra[BOOST] = True
        g.emit("boost", seat=ev.user, card=ev.face.name, by="analeptic", amount=1)
        return None
        yield  # pragma: no cover
