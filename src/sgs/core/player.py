"""A seat at the table."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .zones import Areas


class Gender(StrEnum):
    MALE = "male"
    FEMALE = "female"
    NONE = "none"


@dataclass(slots=True)
class Player:
    seat: int
    general: str | None = None
    gender: Gender = Gender.NONE
    kingdom: str | None = None
    hp: int = 0
    max_hp: int = 0
    alive: bool = True
    role: str | None = None
    role_shown: bool = False
    areas: Areas = field(default_factory=Areas)
    # skills this player has (ids, in the order gained) and those 視為擁有
    # (seed 000: such skills cannot be lost)
    skills: list[str] = field(default_factory=list)
    fixed_skills: list[str] = field(default_factory=list)
    chained: bool = False
    face_down: bool = False  # 翻面
    # free-form per-player marks that content keeps (counters, flags with a turn scope)
    marks: dict[str, Any] = field(default_factory=dict)

    @property
    def hand(self) -> list[int]:
        return self.areas.hand

    @property
    def wounded(self) -> bool:
        return self.hp < self.max_hp

    @property
    def lost_hp(self) -> int:
        return self.max_hp - self.hp
