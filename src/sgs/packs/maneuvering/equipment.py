"""Equipment of the maneuvering expansion: 古锭刀, 朱雀羽扇, 藤甲, 白银狮子, 骅骝.

As in the standard pack, each card grants the skill of its own id while it is
equipped; armour skills carry ``equip_slot = "armor"`` (青釭剑 ignores them).
白银狮子's recovery is a base rule: it happens after the card has left, when its
skill is no longer the player's.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ...core import CardFace, Game, Player, Skill, Timing, Zone, ops
from ...core.events import CardUse, DamageEvent, MoveEvent
from ..standard.armor import Armor, ArmorSkill
from ..standard.horses import DefenseHorse, DefenseHorseSkill
from ..standard.weapons import Weapon, WeaponSkill
from .builder import mv

Flow = Generator[Any, Any, Any]


# ---------------------------------------------------------------- 古锭刀


@mv.skill
class GudingBladeSkill(WeaponSkill):
    """古锭刀: locked; when the 杀 you use would deal damage to its target and that
    target has no hand card, the damage is +1 (造成伤害时)."""

    id = "guding_blade"
    locked = True
    timings = (Timing.DAMAGE_CAUSING,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DamageEvent) and ev.source == owner.seat and not ev.prevented
                and ev.card is not None and ev.card.name == "slash" and ev.use is not None
                and ev.use.user == owner.seat and ev.target in ev.use.targets
                and not g.p(ev.target).hand)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.amount += 1
        return None
        yield  # pragma: no cover


# ---------------------------------------------------------------- 朱雀羽扇


def _normal_slash(g: Game, cid: int) -> bool:
    face = g.face(cid)
    return face.name == "slash" and face.nature == "normal"


@mv.skill
class FanSkill(WeaponSkill):
    """朱雀羽扇: you may use any normal 杀 of your hand as a fire 杀 (將A當B: the
    card keeps its suit and rank, the 杀 becomes one of fire); used only, never 打出."""

    id = "fan"
    view_as = True
    view_play = False  # 当具火焰伤害的【杀】来使用

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return ("slash",) if any(_normal_slash(g, c) for c in owner.hand) else ()

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return not chosen and cid in owner.hand and _normal_slash(g, cid)

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        if len(chosen) != 1 or chosen[0] not in owner.hand or not _normal_slash(g, chosen[0]):
            return None
        return CardFace.convert("slash", [g.card(chosen[0])], self.id, nature="fire")


# ---------------------------------------------------------------- 藤甲

VINE_PROOF = ("savage_assault", "archery_attack")


@mv.skill
class VineSkill(ArmorSkill):
    """藤甲: locked; 南蛮入侵, 万箭齐发 and normal 杀 have no effect on you; fire
    damage you take is +1 (受到伤害时)."""

    id = "vine"
    locked = True
    timings = (Timing.TARGET_CONFIRMED, Timing.DAMAGE_INFLICTED)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if timing is Timing.TARGET_CONFIRMED:
            if not isinstance(ev, CardUse) or owner.seat not in ev.targets \
                    or owner.seat in ev.nullified:
                return False
            face = ev.face
            return face.name in VINE_PROOF or (face.name == "slash"
                                               and face.nature == "normal")
        return (isinstance(ev, DamageEvent) and ev.target == owner.seat
                and ev.nature == "fire" and not ev.prevented and ev.amount > 0)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.TARGET_CONFIRMED:
            ev.nullified.add(owner.seat)
        else:
            ev.amount += 1
        return None
        yield  # pragma: no cover


# ---------------------------------------------------------------- 白银狮子


@mv.skill
class SilverLionSkill(ArmorSkill):
    """白银狮子: locked; when you would take more than 1 damage, you take 1 (受到伤害时,
    after what adds to it)."""

    id = "silver_lion"
    locked = True
    priority = -1  # after the skills that add to the damage at the same timing
    timings = (Timing.DAMAGE_INFLICTED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DamageEvent) and ev.target == owner.seat
                and not ev.prevented and ev.amount > 1)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.amount = 1
        return None
        yield  # pragma: no cover


@mv.rule
class SilverLionRecovery(Skill):
    """白银狮子: when you lose it from your equipment area (discarded, taken, replaced),
    you recover 1 HP."""

    id = "silver_lion_recovery"
    timings = (Timing.CARDS_MOVED,)
    locked = True

    @staticmethod
    def _losers(g: Game, ev: MoveEvent) -> list[int]:
        return [m.src.seat for m in ev.moves
                if m.src.zone is Zone.EQUIP and m.src.seat is not None
                and g.card(m.card).name == SilverLionSkill.id
                and not (m.dst.zone is Zone.EQUIP and m.dst.seat == m.src.seat)]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, MoveEvent) and bool(self._losers(g, ev))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        for seat in self._losers(g, ev):
            if g.p(seat).alive:
                g.announce_skill(seat, SilverLionSkill.id)
                yield from ops.recover(g, seat, 1)


# ---------------------------------------------------------------- the cards

mv.card_like(Weapon, "guding_blade", attack_range=2, skill="guding_blade")
mv.card_like(Weapon, "fan", attack_range=4, skill="fan")
mv.card_like(Armor, "vine", skill="vine")
mv.card_like(Armor, "silver_lion", skill="silver_lion")
mv.skill_like(DefenseHorseSkill, "hualiu")
mv.card_like(DefenseHorse, "hualiu", skill="hualiu")
