"""Armour (seed 003 六 and 七): 护官符 (八卦阵) and 仁王盾 (EX).

Armour skills carry ``equip_slot = "armor"`` so that 青釭剑 can switch them
off while its 杀 resolves (``Skill.invalidates``).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ...core import CardFace, EquipDef, EquipSlot, Game, Player, Skill, ops
from ...core.events import CardAsked, CardUse, Timing
from .builder import std

Flow = Generator[Any, Any, Any]


class Armor(EquipDef):
    slot = EquipSlot.ARMOR


class ArmorSkill(Skill):
    equip_slot = "armor"


# ---------------------------------------------------------------- 护官符 / 八卦阵


@std.skill
class EightDiagramSkill(ArmorSkill):
    """护官符: when you need to use or 打出 a 闪, you may judge: red counts as a 闪;
    black, you may still play one from your hand.

    The 闪 is 視為: no subcards, so it is not a hand card (seed: 由八卦阵使用或
    打出的闪，并非从手牌中使用或打出).
    """

    id = "eight_diagram"
    timings = (Timing.CARD_ASKED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardAsked) and ev.seat == owner.seat and ev.provided is None
                and ev.pattern.matches(g, CardFace.virtual("jink", self.id)))

    def ask_data(self, g: Game, owner: Player, timing: Timing, ev: Any) -> dict[str, Any]:
        return {"card": "jink"}

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        result = yield from ops.judge(g, owner.seat, self.id, good=lambda f: f.is_red)
        if result.face is not None and result.face.is_red:
            ev.provided = CardFace.virtual("jink", self.id)
            ev.provider = owner.seat


@std.card
class EightDiagram(Armor):
    name = "eight_diagram"
    skill = "eight_diagram"


# ---------------------------------------------------------------- 仁王盾 (EX)


@std.skill
class RenwangShieldSkill(ArmorSkill):
    """仁王盾: 锁定技，对你使用的黑色【杀】都无效.

    Checked before the effect on you; a colourless 杀 (two cards of both colours)
    is not black.  In a 决斗 the 杀 are 打出, not used on you, so nothing here
    applies (seed: 【决斗】过程中【仁王盾】无效).
    """

    id = "renwang_shield"
    locked = True
    timings = (Timing.EFFECT_BEFORE,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardUse) and ev.current_target == owner.seat
                and ev.face.name == "slash" and ev.face.is_black
                and owner.seat not in ev.nullified)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.nullified.add(owner.seat)
        return None
        yield  # pragma: no cover


@std.card
class RenwangShield(Armor):
    name = "renwang_shield"
    skill = "renwang_shield"
