"""Tricks of the maneuvering expansion: 铁索连环, 火攻 and the delayed 兵粮寸断.

The 无懈可击 window of the standard rules opens before each target's effect,
as for every trick; 铁索连环 may also be recast (``CardDef.recastable``: the
play phase offers ``recast:<id>``, which is neither a use nor a discard).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ...core import CardFace, DelayedDef, Game, Player, Suit, ops
from ...core.events import CardUse
from ...core.ops.states import set_chained
from ..standard.tricks import TrickDef
from .builder import mv

Flow = Generator[Any, Any, Any]


@mv.card
class IronChain(TrickDef):
    """铁索连环: one or two players (any, yourself too); each target's general is
    chained (横置) if it was not, reset (重置) if it was.  May be recast instead."""

    name = "iron_chain"
    recastable = True

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return True

    def max_targets(self, g: Game, user: Player, face: CardFace) -> int:
        return 2

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        yield from set_chained(g, target, not g.p(target).chained, by=use.user,
                               reason=self.name)


@mv.card
class FireAttack(TrickDef):
    """火攻: a player with a hand card (yourself too) shows one of their hand cards;
    you may then discard a hand card of the same suit to deal them 1 fire damage."""

    name = "fire_attack"
    harms_targets = True

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return bool(g.p(seat).hand)

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        hand = list(g.p(target).hand)
        if not hand:
            return None
        (shown,) = yield from g.ask_cards(target, hand, "fire_attack.show", self.name,
                                          source=use.user)
        ops.show(g, target, [shown], self.name)
        suit = g.face(shown).suit
        user = g.p(use.user)
        pool = [c for c in user.hand if g.face(c).suit is suit]
        if not user.alive or not pool or suit is Suit.NONE:
            return None
        chosen = yield from g.ask_cards(use.user, pool, "fire_attack.discard", self.name,
                                        lo=0, hi=1, target=target, suit=suit.value)
        if not chosen:
            return None
        yield from ops.discard(g, use.user, chosen)
        yield from ops.damage(g, use.user, target, 1 + use.extra_damage, nature="fire",
                              card=use.face, use=use)
        return None


def _club(face: CardFace) -> bool:
    return face.suit is Suit.CLUB


@mv.card
class SupplyShortage(DelayedDef):
    """兵粮寸断: on another player at distance 1; in their judgment phase they judge,
    and unless it is a club they skip their draw phase."""

    name = "supply_shortage"
    harms_targets = True
    nullifiable = True
    max_distance = 1

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return seat != user.seat and super().target_ok(g, user, face, chosen, seat)

    def on_judge(self, g: Game, seat: int, card: int, face: CardFace, use: CardUse) -> Flow:
        if seat in use.nullified:
            return None
        ev = yield from ops.judge(g, seat, self.name, good=_club)
        assert ev.face is not None
        if not _club(ev.face) and g.turn is not None:
            g.turn.skip_phases.add("draw")
        return None
