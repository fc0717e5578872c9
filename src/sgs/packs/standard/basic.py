"""Basic cards: 杀, 闪, 桃 (药 in the Red Chamber set)."""

from __future__ import annotations

from typing import Any

from ...core import CardDef, CardFace, CardType, Game, Player, ops
from ...core.events import CardUse, Timing
from ...core.ops.trigger import trigger
from ...core.ops.use import Pattern
from ...core.refusals import Refusal
from .builder import std

Flow = Any

SLASH = Pattern.of("slash")
JINK = Pattern.of("jink")


def slash_limit(g: Game, seat: int, face: CardFace) -> int:
    """How many 杀 ``seat`` may use this play phase: one, plus what skills add."""
    if "extra_uses" not in g.status_hooks:  # (no skill adds any: no status call)
        return 1
    return 1 + sum(sk.extra_uses(g, o, seat, face) for o, sk in g.status("extra_uses"))


@std.card
class Slash(CardDef):
    """杀: a player in attack range other than you; they use a 闪 or take 1 damage."""

    name = "slash"
    harms_targets = True
    type = CardType.BASIC
    # (target_ok reads the subcards only for the attack range, and whether there are any)
    hand_subcards_alike = True

    def usable(self, g: Game, user: Player, face: CardFace) -> bool:
        return g.uses_this_phase(user.seat, "slash") < slash_limit(g, user.seat, face)

    def why_unusable(self, g: Game, user: Player, face: CardFace) -> Refusal:
        return Refusal.of("act.use_limit", card=self.name, n=slash_limit(g, user.seat, face))

    def why_not_target(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                       seat: int) -> Refusal | None:
        if seat == user.seat:
            return Refusal.of("act.not_self", card=self.name)
        if not g.in_range(user.seat, seat, face.subcards):
            return Refusal.of("act.out_of_attack_range", card=self.name, seat=seat,
                              distance=g.distance(user.seat, seat, face.subcards),
                              range=g.attack_range(user.seat, face.subcards))
        return None

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        if seat == user.seat:
            return False
        # seed 000 視為 ◆2: a 杀 used by 視為 has no distance limit
        if not face.subcards:  # (face.is_virtual, read directly)
            return True
        if "ignores_distance" in g.status_hooks:  # (else no status call)
            for o, sk in g.status("ignores_distance"):
                if sk.ignores_distance(g, o, user.seat, face, seat):
                    return True
        return g.in_range(user.seat, seat, face.subcards)

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        if target not in use.undodgeable:
            need = use.responses_needed.get(target, 1)
            for _ in range(need):
                face = yield from ops.ask_for_card(g, target, JINK, use=True, reason="slash",
                                                   responding_to=use, source=use.user)
                if face is None or not g.p(target).alive:
                    break
            else:
                use.offset.add(target)
                use.extra["offset_target"] = target
                yield from trigger(g, Timing.CARD_OFFSET, use)
                # a skill (贯石斧) may make the 杀 hit anyway
                if target in use.offset:
                    return None
        # a 火杀 or 雷杀 (a 杀 with a nature) deals damage of its nature
        yield from ops.damage(g, use.user, target, 1 + use.extra_damage,
                              nature=use.face.nature, card=use.face, use=use)
        return None


@std.card
class Jink(CardDef):
    """闪: only used in response, to offset a 杀."""

    name = "jink"
    type = CardType.BASIC

    def usable(self, g: Game, user: Player, face: CardFace) -> bool:
        return False

    def why_unusable(self, g: Game, user: Player, face: CardFace) -> Refusal:
        return Refusal.of("act.response_only", card=self.name)

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        return None
        yield  # pragma: no cover


@std.card
class Peach(CardDef):
    """桃 / 药: recover 1 in your play phase if wounded, or save a dying player."""

    name = "peach"
    type = CardType.BASIC
    auto_targets = "self"

    def usable(self, g: Game, user: Player, face: CardFace) -> bool:
        return user.wounded

    def why_unusable(self, g: Game, user: Player, face: CardFace) -> Refusal:
        return Refusal.of("act.not_wounded", card=self.name)

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return seat == user.seat and user.wounded

    def can_save(self, g: Game, user: Player, dying: int) -> bool:
        return True

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        yield from ops.recover(g, target, 1, source=use.user, card=use.face, use=use)
