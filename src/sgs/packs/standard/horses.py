"""Horses (seed 003 五(2)): +1 horses defend, −1 horses attack.

Different names, same effect (不同名称的±1马，其效果是相同的): each card
grants a skill of its own id (for display), all sharing one class per kind.
A player has one slot of each kind, so one +1 and one −1 at most.
"""

from __future__ import annotations

from ...core import EquipDef, EquipSlot, Game, Player, Skill
from .builder import std


class DefenseHorseSkill(Skill):
    """+1马: 其他角色计算与你的距离时，始终＋1."""

    equip_slot = "+1"

    def distance_mod(self, g: Game, owner: Player, src: int, dst: int) -> int:
        return 1 if dst == owner.seat and src != owner.seat else 0


class OffenseHorseSkill(Skill):
    """−1马: 你计算与其他角色的距离时，始终－1."""

    equip_slot = "-1"

    def distance_mod(self, g: Game, owner: Player, src: int, dst: int) -> int:
        return -1 if src == owner.seat and dst != owner.seat else 0


class DefenseHorse(EquipDef):
    slot = EquipSlot.DEFENSE_HORSE


class OffenseHorse(EquipDef):
    slot = EquipSlot.OFFENSE_HORSE


# ---------------------------------------------------------------- +1 horses


@std.skill
class JueyingSkill(DefenseHorseSkill):
    id = "jueying"


@std.card
class Jueying(DefenseHorse):
    name = "jueying"
    skill = "jueying"


@std.skill
class DiluSkill(DefenseHorseSkill):
    id = "dilu"


@std.card
class Dilu(DefenseHorse):
    name = "dilu"
    skill = "dilu"


@std.skill
class ZhuahuangSkill(DefenseHorseSkill):
    id = "zhuahuang"


@std.card
class Zhuahuang(DefenseHorse):
    name = "zhuahuang"
    skill = "zhuahuang"


# ---------------------------------------------------------------- −1 horses


@std.skill
class ChituSkill(OffenseHorseSkill):
    id = "chitu"


@std.card
class Chitu(OffenseHorse):
    name = "chitu"
    skill = "chitu"


@std.skill
class DayuanSkill(OffenseHorseSkill):
    id = "dayuan"


@std.card
class Dayuan(OffenseHorse):
    name = "dayuan"
    skill = "dayuan"


@std.skill
class ZixingSkill(OffenseHorseSkill):
    id = "zixing"


@std.card
class Zixing(OffenseHorse):
    name = "zixing"
    skill = "zixing"
