"""Horses (seed 003 五(2)): +1 horses defend, −1 horses attack.

Different names, same effect (不同名称的±1马，其效果是相同的): each card
grants a skill of its own id (for display), all sharing one class per kind.
A player has one slot of each kind, so one +1 and one −1 at most.
"""

from __future__ import annotations

from typing import ClassVar

from ...core import EquipDef, EquipSlot, Skill
from .builder import std


class DefenseHorseSkill(Skill):
    """+1马: 其他角色计算与你的距离时，始终＋1."""

    equip_slot: ClassVar[str | None] = "+1"
    distance_to: ClassVar[int] = 1


class OffenseHorseSkill(Skill):
    """−1马: 你计算与其他角色的距离时，始终－1."""

    equip_slot: ClassVar[str | None] = "-1"
    distance_from: ClassVar[int] = -1


class DefenseHorse(EquipDef):
    slot = EquipSlot.DEFENSE_HORSE


class OffenseHorse(EquipDef):
    slot = EquipSlot.OFFENSE_HORSE


for _name in ("jueying", "dilu", "zhuahuang"):
    std.skill_like(DefenseHorseSkill, _name)
    std.card_like(DefenseHorse, _name, skill=_name)
for _name in ("chitu", "dayuan", "zixing"):
    std.skill_like(OffenseHorseSkill, _name)
    std.card_like(OffenseHorse, _name, skill=_name)
