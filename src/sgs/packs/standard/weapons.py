"""Weapons (seed 003 五(1) and 七; ranges from rules/identity-and-cards.md §4).

Each weapon is an :class:`EquipDef` naming the skill it grants while
equipped; the skill's id is the card's id, so display names come for free.
Only the weapon's skill knows the rule; the engine only knows the slot.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, ClassVar

from ...core import CardFace, EquipDef, EquipSlot, Game, Gender, Player, Skill, ops
from ...core.events import CardUse, DamageEvent, Timing
from ...core.ops.use import Pattern, act_options
from .builder import std

Flow = Generator[Any, Any, Any]

SLASH = Pattern.of("slash")


class Weapon(EquipDef):
    slot = EquipSlot.WEAPON


class WeaponSkill(Skill):
    equip_slot: ClassVar[str | None] = "weapon"


def _own_slash(owner: Player, use: Any) -> bool:
    """``use`` is a 杀 that ``owner`` uses."""
    return isinstance(use, CardUse) and use.user == owner.seat and use.face.name == "slash"


def _slash_damage(owner: Player, ev: Any) -> bool:
    """``ev`` is damage that a 杀 used by ``owner`` is about to deal."""
    return (isinstance(ev, DamageEvent) and ev.source == owner.seat and ev.card is not None
            and ev.card.name == "slash" and ev.use is not None and ev.use.user == owner.seat
            and not ev.prevented)


def _offset_target(owner: Player, ev: Any) -> int | None:
    """The target whose 闪 just offset ``owner``'s 杀, if any (Timing.CARD_OFFSET)."""
    if not _own_slash(owner, ev):
        return None
    t = ev.extra.get("offset_target")
    return t if isinstance(t, int) and t in ev.offset else None


# ---------------------------------------------------------------- 连弩


@std.skill
class CrossbowSkill(WeaponSkill):
    """连弩: 出牌阶段，你可以使用任意数量的【杀】 (locked)."""

    id = "crossbow"
    locked = True

    def extra_uses(self, g: Game, owner: Player, user: int, face: CardFace) -> int:
        return 999 if user == owner.seat and face.name == "slash" else 0


# ---------------------------------------------------------------- 青釭剑


@std.skill
class QinggangSkill(WeaponSkill):
    """青釭剑: 锁定技，每当你使用【杀】时，无视目标角色的防具.

    While one of the owner's 杀 resolves against a player, that player's
    armour skills do not work (also armour 視為 equipped, seed 000 ◆).
    """

    id = "qinggang_sword"
    locked = True
    invalidates_slot = "armor"

    def invalidates(self, g: Game, owner: Player, seat: int, skill: Skill) -> bool:
        if skill.equip_slot != "armor" or seat == owner.seat:
            return False
        for ev in g.stack:
            if _own_slash(owner, ev):
                assert isinstance(ev, CardUse)
                if ev.current_target == seat or (ev.current_target is None
                                                 and seat in ev.targets):
                    return True
        return False


# ---------------------------------------------------------------- 鸳鸯剑


def _opposite(a: Player, b: Player) -> bool:
    return {a.gender, b.gender} == {Gender.MALE, Gender.FEMALE}


@std.skill
class DoubleSwordSkill(WeaponSkill):
    """鸳鸯剑: after your 杀 targets a player of the other gender, before it resolves,
    you may make them choose: discard a hand card, or you draw one."""

    id = "double_sword"
    timings = (Timing.TARGET_CONFIRMED,)

    def _candidates(self, g: Game, owner: Player, use: CardUse) -> list[int]:
        return [t for t in use.targets if g.p(t).alive and _opposite(owner, g.p(t))]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _own_slash(owner, ev) and bool(self._candidates(g, owner, ev))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        cands = self._candidates(g, owner, ev)
        if len(cands) == 1:
            ok = yield from g.ask_confirm(owner.seat, "skill.double_sword.ask",
                                          reason=self.id, target=cands[0])
            chosen: list[int] = cands if ok else []
        else:  # 方天画戟: one choice per opposite-gender target
            picked = yield from g.ask_players(owner.seat, cands, "skill.double_sword.ask",
                                              reason=self.id, lo=0, hi=len(cands))
            chosen = [t for t in cands if t in picked]
        ev.extra[self.id] = chosen
        return bool(chosen)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        for t in ev.extra.pop(self.id, []):
            if not g.p(t).alive:
                continue
            options = (["discard"] if g.p(t).hand else []) + ["draw"]
            pick = yield from g.ask_option(t, options, "skill.double_sword.choose",
                                           reason=self.id, source=owner.seat)
            if pick == "discard":
                yield from ops.ask_discard(g, t, 1, "h", reason=self.id)
            elif g.p(owner.seat).alive:
                yield from ops.draw(g, owner.seat, 1, self.id)


# ---------------------------------------------------------------- 贯石斧


@std.skill
class AxeSkill(WeaponSkill):
    """贯石斧: when a 闪 offsets your 杀, you may discard two cards (not the axe itself)
    and the 杀 hits anyway."""

    id = "axe"
    timings = (Timing.CARD_OFFSET,)

    def _pool(self, g: Game, owner: Player) -> list[int]:
        axe = g.equip(owner.seat, EquipSlot.WEAPON)
        return [c for c in g.hand_and_equip(owner.seat)
                if not (c == axe and g.card(c).name == self.id)]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        t = _offset_target(owner, ev)
        return t is not None and g.p(t).alive and len(self._pool(g, owner)) >= 2

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        """One step: choose two cards to discard, or none to decline."""
        chosen = yield from g.ask_cards(owner.seat, self._pool(g, owner), "skill.axe.ask",
                                        reason=self.id, lo=0, hi=2,
                                        rule=lambda ch: len(ch) != 1,
                                        target=ev.extra["offset_target"])
        if len(chosen) != 2:
            return False
        yield from ops.discard(g, owner.seat, chosen, reason="discard")
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.offset.discard(ev.extra["offset_target"])
        return None
        yield  # pragma: no cover


# ---------------------------------------------------------------- 青龙刀


@std.skill
class BladeSkill(WeaponSkill):
    """青龙刀: when a 闪 offsets your 杀, you may use another 杀 on the same target,
    until one takes effect or you stop (each new 杀 offset triggers this again).

    Reading: the follow-up 杀 ignores range — 立即对相同的目标 names its target,
    so it goes to that player wherever they stand (after 流离 moved the 杀 out
    of your range, or a horse changed the distance).  The request forces the
    target, and a forced target is not checked against distance or range.
    """

    id = "blade"
    timings = (Timing.CARD_OFFSET,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        t = _offset_target(owner, ev)
        if t is None or not g.p(t).alive:
            return False
        return bool(act_options(g, owner.seat, play=False, pattern=SLASH, forced_targets=[t]))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.ask_for_card(g, owner.seat, SLASH, use=True, reason=self.id,
                                    target=ev.extra["offset_target"])


# ---------------------------------------------------------------- 丈八蛇矛


@std.skill
class SpearSkill(WeaponSkill):
    """丈八蛇矛: two hand cards as one 杀, used or 打出; its colour is their shared
    colour, else colourless (seed 000 將A當B ◆3)."""

    id = "spear"
    view_as = True

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return ("slash",) if len(owner.hand) >= 2 else ()

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return cid in owner.hand and len(chosen) < 2

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        if len(chosen) != 2 or any(c not in owner.hand for c in chosen):
            return None
        return CardFace.convert("slash", [g.card(c) for c in chosen], self.id)


# ---------------------------------------------------------------- 方天画戟


@std.skill
class HalberdSkill(WeaponSkill):
    """方天画戟: if the 杀 you use is your last hand card, up to three targets
    (seed 003's wording), resolved in turn order."""

    id = "halberd"
    # (whether the 杀's subcards are the whole hand: for subcards all in the user's hand,
    # a matter of their number)
    hand_subcards_alike = True

    def extra_targets(self, g: Game, owner: Player, user: int, face: CardFace) -> int:
        if user != owner.seat or face.name != "slash" or not face.subcards:
            return 0
        return 2 if set(face.subcards) == set(owner.hand) else 0


# ---------------------------------------------------------------- 麒麟弓

HORSE_SLOTS = (EquipSlot.DEFENSE_HORSE, EquipSlot.OFFENSE_HORSE)


@std.skill
class KylinBowSkill(WeaponSkill):
    """麒麟弓: when your 杀 deals damage, you may discard a horse of the target's."""

    id = "kylin_bow"
    timings = (Timing.DAMAGE_CAUSING,)

    def _horses(self, g: Game, seat: int) -> list[int]:
        return [c for s in HORSE_SLOTS if (c := g.equip(seat, s)) is not None]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _slash_damage(owner, ev) and bool(self._horses(g, ev.target))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        horses = self._horses(g, ev.target)
        if not horses:
            return
        (cid,) = yield from g.ask_cards(owner.seat, horses, "skill.kylin_bow.choose",
                                        reason=self.id, target=ev.target)
        yield from ops.discard(g, ev.target, [cid], by=owner.seat)


# ---------------------------------------------------------------- 寒冰剑 (EX)


@std.skill
class IceSwordSkill(WeaponSkill):
    """寒冰剑: when your 杀 would deal damage, you may prevent it and discard two of the
    target's cards instead, one then the other, hand or equipment, never the judgment
    area (相当于两张【过河拆桥】)."""

    id = "ice_sword"
    timings = (Timing.DAMAGE_CAUSING,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _slash_damage(owner, ev) and bool(g.hand_and_equip(ev.target))

    def ask_data(self, g: Game, owner: Player, timing: Timing, ev: Any) -> dict[str, Any]:
        return {"target": ev.target}

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.prevented = True
        yield from ops.discard_of(g, owner.seat, ev.target, "he", n=2, reason=self.id)


# ---------------------------------------------------------------- the cards

RANGES = {  # rules/identity-and-cards.md §4
    "crossbow": 1,
    "qinggang_sword": 2,
    "double_sword": 2,
    "axe": 3,
    "blade": 3,
    "spear": 3,
    "halberd": 4,
    "kylin_bow": 5,
    "ice_sword": 2,
}

for _name, _range in RANGES.items():
    std.card_like(Weapon, _name, attack_range=_range, skill=_name)
