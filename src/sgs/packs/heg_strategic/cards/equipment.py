"""The equipment of 君临天下·势备篇: 明光铠, 护心镜 (armour), 青龙偃月刀 and 方天画戟 (the 势
editions of the weapons), 惊帆 (−1 horse), 玉玺 and 木牛流马 (treasures).  The readings taken are in
this package's docstring."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, ClassVar

from ....core import CardFace, EquipDef, EquipSlot, Game, Player, Refusal, Skill, Timing, ops
from ....core.events import CardUse, DamageEvent, PhaseEvent
from ....core.ops.use import target_legal
from ....core.zones import equip_place
from ...hegemony import relations as rel
from ...standard.armor import Armor, ArmorSkill
from ...standard.horses import OffenseHorse, OffenseHorseSkill
from ...standard.weapons import Weapon, WeaponSkill
from ..builder import hs
from .tricks import shown

Flow = Generator[Any, Any, Any]


def _own_slash(owner: Player, ev: Any) -> bool:
    return isinstance(ev, CardUse) and ev.user == owner.seat and ev.face.name == "slash"


# ---------------------------------------------------------------- 明光铠

FIRE_PROOF = ("burning_camps", "fire_attack")


@hs.skill
class IronArmorSkill(ArmorSkill):
    """明光铠 (locked): when you become a target of 火烧连营, 火攻 or a fire 杀, you cancel
    yourself as its target; while you are of a small kingdom, your general cannot be
    chained (横置)."""

    id = "iron_armor"
    locked = True
    timings = (Timing.TARGETING,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not isinstance(ev, CardUse) or owner.seat not in ev.targets:
            return False
        face = ev.face
        return face.name in FIRE_PROOF or (face.name == "slash" and face.nature == "fire")

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.targets = [t for t in ev.targets if t != owner.seat]
        return None
        yield  # pragma: no cover

    def forbids_chain(self, g: Game, owner: Player, seat: int) -> bool:
        return seat == owner.seat and rel.is_small(g, seat)


hs.card_like(Armor, "iron_armor", skill="iron_armor")


# ---------------------------------------------------------------- 护心镜


@hs.skill
class BreastplateSkill(ArmorSkill):
    """护心镜: when you take damage no less than your HP, you may put this card from your
    equipment area into the discard pile to prevent that damage."""

    id = "breastplate"
    priority = -1  # after the skills that add to the damage (藤甲's fire +1)
    timings = (Timing.DAMAGE_INFLICTED,)

    def _card(self, g: Game, owner: Player) -> int | None:
        cid = g.equip(owner.seat, EquipSlot.ARMOR)
        return cid if cid is not None and g.card(cid).name == self.id else None

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DamageEvent) and ev.target == owner.seat and not ev.prevented
                and ev.amount > 0 and ev.amount >= owner.hp
                and self._card(g, owner) is not None)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        cid = self._card(g, owner)
        if cid is None:
            return None
        yield from ops.to_discard(g, [cid], self.id, by=owner.seat)
        ev.prevented = True
        return None


hs.card_like(Armor, "breastplate", skill="breastplate")


# ---------------------------------------------------------------- 青龙偃月刀 (势)

BLADE = "heg_blade"


@hs.skill
class HegBladeSkill(WeaponSkill):
    """青龙偃月刀 (势, locked): when you use a 杀, its targets cannot reveal generals until
    it has finished."""

    id = BLADE
    locked = True
    timings = (Timing.CARD_USING,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _own_slash(owner, ev) and any(
            not c.revealed and not c.removed for t in ev.targets for c in g.p(t).generals)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.extra[BLADE] = tuple(ev.targets)
        return None
        yield  # pragma: no cover

    def forbids_reveal(self, g: Game, owner: Player, seat: int) -> bool:
        return any(isinstance(ev, CardUse) and _own_slash(owner, ev)
                   and seat in ev.extra.get(BLADE, ()) for ev in g.stack)


hs.card_like(Weapon, BLADE, attack_range=3, skill=BLADE)


# ---------------------------------------------------------------- 方天画戟 (势)

HALBERD = "heg_halberd"


def _kingdoms_apart(g: Game, seats: list[int]) -> bool:
    """No two of ``seats`` share a kingdom (players with none, and careerists, are free)."""
    sides = [rel.side(g, s) for s in seats]
    known = [s for s in sides if s is not None]
    return len(set(known)) == len(known)


@hs.skill
class HegHalberdSkill(WeaponSkill):
    """方天画戟 (势): the 杀 you use may target any number of players whose kingdoms all
    differ, and players with no kingdom; when a 闪 offsets it for one target, it has no
    effect on its other targets."""

    id = HALBERD
    timings = (Timing.TARGETING,)

    def _more(self, g: Game, owner: Player, use: CardUse) -> list[int]:
        chosen = tuple(use.targets)
        return [s for s in g.seats_from(owner.seat)
                if s != owner.seat and s not in chosen
                and _kingdoms_apart(g, [*chosen, s])
                and target_legal(g, owner.seat, use.face, chosen, s)]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (_own_slash(owner, ev) and not ev.extra.get(HALBERD)
                and _kingdoms_apart(g, ev.targets) and bool(self._more(g, owner, ev)))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        """Add targets one at a time; choosing nobody first declines."""
        added: list[int] = []
        while True:
            more = self._more(g, owner, ev)
            if not more:
                break
            picked = yield from g.ask_players(owner.seat, more, f"skill.{self.id}.ask",
                                              reason=self.id, lo=0, hi=1)
            if not picked:
                break
            added.append(picked[0])
            ev.targets.append(picked[0])
        if not added:
            return False
        order = g.seats_from(ev.user, include_dead=True)
        ev.targets.sort(key=order.index)
        ev.extra[HALBERD] = tuple(added)
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        return None
        yield  # pragma: no cover


@hs.rule
class HegHalberdOffset(Skill):
    """方天画戟 (势): once a 闪 offsets a 杀 its targets were added to, the 杀 has no effect
    on its targets still to resolve."""

    id = "heg_halberd_offset"
    timings = (Timing.CARD_OFFSET,)
    locked = True

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardUse) and bool(ev.extra.get(HALBERD))
                and ev.extra.get("offset_target") in ev.targets)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        t = ev.extra["offset_target"]
        later = [s for s in ev.targets[ev.targets.index(t) + 1:] if s not in ev.nullified]
        if later:
            ev.nullified.update(later)
            g.announce_skill(ev.user, HALBERD, targets=later)
        return None
        yield  # pragma: no cover


hs.card_like(Weapon, HALBERD, attack_range=4, skill=HALBERD)


# ---------------------------------------------------------------- 惊帆

hs.skill_like(OffenseHorseSkill, "jingfan")
hs.card_like(OffenseHorse, "jingfan", skill="jingfan")


# ---------------------------------------------------------------- 玉玺

JADE_SEAL = "jade_seal"


class Treasure(EquipDef):
    slot = EquipSlot.TREASURE


class TreasureSkill(Skill):
    equip_slot: ClassVar[str | None] = "treasure"


@hs.skill
class JadeSealSkill(TreasureSkill):
    """玉玺 (locked), while you have a revealed general: your kingdom is the only big one
    (``relations.big_sides`` reads ``sole_big_kingdom``); you draw one more card in your
    draw phase; at the start of your play phase you are 視為 using 知己知彼."""

    id = JADE_SEAL
    locked = True
    sole_big_kingdom = True
    timings = (Timing.DRAW_COUNT, Timing.PHASE_BEGIN)

    def _targets(self, g: Game, owner: Player) -> list[int]:
        face = CardFace.virtual("known_both", self.id)
        return [s for s in g.seats_from(owner.seat)
                if s != owner.seat and target_legal(g, owner.seat, face, (), s)]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not isinstance(ev, PhaseEvent) or ev.seat != owner.seat or not shown(g, owner.seat):
            return False
        if timing is Timing.DRAW_COUNT:
            return True
        return ev.phase == "play" and not ev.skipped and bool(self._targets(g, owner))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.DRAW_COUNT:
            ev.draw_count += 1
            return None
        targets = self._targets(g, owner)
        if not targets:
            return None
        (to,) = yield from g.ask_players(owner.seat, targets, f"skill.{self.id}.target",
                                         reason=self.id)
        yield from ops.use_virtual(g, owner.seat, "known_both", [to], skill=self.id)
        return None


hs.card_like(Treasure, JADE_SEAL, skill=JADE_SEAL)


# ---------------------------------------------------------------- 木牛流马

WOODEN_OX = "wooden_ox"
WOODEN_OX_CAP = 5  # [choice] the source's limit: at most five cards under it


def _ox(g: Game, owner: Player) -> int | None:
    """The 木牛流马 in ``owner``'s treasure slot."""
    cid = g.equip(owner.seat, EquipSlot.TREASURE)
    return cid if cid is not None and g.card(cid).name == WOODEN_OX else None


def _under_ox(g: Game, owner: Player) -> list[int]:
    cid = _ox(g, owner)
    return [] if cid is None else list(owner.areas.under.get(cid, ()))


@hs.skill
class WoodenOxSkill(TreasureSkill):
    """木牛流马 (宝物): "出牌阶段限一次，你可以将一张手牌置于木牛流马下，然后你可以将木牛流马移动
    到一名其他角色的装备区里；你可以将木牛流马下的牌如手牌般使用或打出。当你失去装备区里的木牛流马
    时，若木牛流马未移动到其他角色的装备区，你将木牛流马下的所有牌置入弃牌堆。"

    Once in each play phase (``per_phase``) a hand card goes under it (``ops.put_under``:
    its holder alone sees it), then its holder may move it into the equipment area of
    another player whose treasure slot is empty; its cards go with it, are used and
    played as the holder's hand cards (``under_as_hand``), and go to the discard pile
    when it is lost otherwise (the engine's ``Zone.UNDER``).  The readings taken are
    in this package's docstring."""

    id = WOODEN_OX
    active = True
    per_phase = 1
    under_as_hand = True
    card_limit = 1

    def can_activate(self, g: Game, owner: Player) -> bool:
        return (bool(owner.hand) and _ox(g, owner) is not None
                and len(_under_ox(g, owner)) < WOODEN_OX_CAP)

    def why_not_activate(self, g: Game, owner: Player, asked: bool = False) -> Refusal | None:
        if _ox(g, owner) is not None and len(_under_ox(g, owner)) >= WOODEN_OX_CAP:
            return Refusal.of("act.under_full", skill=self.id, card=WOODEN_OX,
                              n=WOODEN_OX_CAP)
        return None

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return list(owner.hand)

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        return not chosen and cid in owner.hand

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        ox = _ox(g, owner)
        if ox is None:
            return None
        yield from ops.put_under(g, owner.seat, ox, list(cards), self.id)
        seats = [s for s in g.seats_from(owner.seat) if s != owner.seat
                 and g.equip(s, EquipSlot.TREASURE) is None]
        if not seats:
            return None
        picked = yield from g.ask_players(owner.seat, seats, f"skill.{self.id}.move",
                                          reason=self.id, lo=0, hi=1)
        if picked and _ox(g, owner) == ox:
            yield from ops.move(g, [ox], equip_place(picked[0]), self.id, by=owner.seat,
                                visible=ops.PUBLIC)
        return None


hs.card_like(Treasure, WOODEN_OX, skill=WOODEN_OX)
