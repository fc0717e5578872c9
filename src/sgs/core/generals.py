"""General cards (武将牌), what they give a player, and where each skill comes from.

A player holds general cards: identity mode deals one, face up; hegemony
deals two (a main and a deputy general), face down until revealed.  What
the cards give — kingdom, gender, max HP, skills — is the mode's to say
(``Mode.traits``); the engine asks it whenever a player's cards change
(``Game.set_generals``) and keeps the answer in ``Player.traits``, so
reading a kingdom or looking a skill up costs no more than an attribute.

Every skill a player has is a :class:`SkillGrant`: the skill and its
source — a general card, an equipment card, another skill, or an effect.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Gender(StrEnum):
    MALE = "male"
    FEMALE = "female"
    NONE = "none"


# (as module constants too, for hot code: see sgs.core.cards)
MALE, FEMALE = Gender.MALE, Gender.FEMALE


class Position(StrEnum):
    MAIN = "main"  # 主将
    DEPUTY = "deputy"  # 副将


@dataclass(frozen=True, slots=True)
class GeneralCard:
    """One general card a player holds.  ``revealed``: face up (明置); ``removed``:
    taken out of the game (移除), kept so that the record of it stays."""

    general: str
    position: Position = Position.MAIN
    revealed: bool = True
    removed: bool = False

    def to_json(self, known: bool = True) -> dict[str, Any]:
        """As a view or record shows it; ``known`` False hides a face-down general."""
        return {"general": self.general if known or self.revealed else None,
                "position": str(self.position), "revealed": self.revealed,
                "removed": self.removed}


# ---------------------------------------------------------------- skill sources


@dataclass(frozen=True, slots=True)
class FromGeneral:
    """Printed on a general card the player holds."""

    general: str
    position: Position


@dataclass(frozen=True, slots=True)
class FromEquip:
    """The skill of an equipment card in the player's equipment area."""

    card: int


@dataclass(frozen=True, slots=True)
class FromSkill:
    """Given by another skill (a skill that 獲得s it for its owner, or lends it)."""

    skill: str


@dataclass(frozen=True, slots=True)
class FromEffect:
    """Gained by an effect that is not a skill's: a card's, a rule's, the mode's
    (``reason`` says which)."""

    reason: str = ""


SkillSource = FromGeneral | FromEquip | FromSkill | FromEffect


@dataclass(frozen=True, slots=True)
class SkillGrant:
    """A skill a player has, and why.  ``fixed``: they only 視為擁有 it (seed 000
    視為 ◆8): it can be used but never lost."""

    skill: str
    source: SkillSource
    fixed: bool = False


@dataclass(frozen=True, slots=True)
class Traits:
    """What a player's general cards give them, as the mode computed it.

    ``max_hp`` is what the cards are worth when they are seated; the player's
    own ``max_hp`` starts there and then changes in play (lose_max_hp).
    ``latent``: the skills of the face-down cards (their sources say which card),
    offered to the player alone; using one reveals its card (``ops.reveal_for``)."""

    kingdom: str | None = None
    gender: Gender = Gender.NONE
    max_hp: int = 0
    skills: tuple[SkillGrant, ...] = ()
    # skills of face-down general cards: not the player's, but the player may use one
    # by revealing its card first (seed 001: 当暗置的武将牌发动技能时，将武将牌明置)
    latent: tuple[SkillGrant, ...] = ()


NO_TRAITS = Traits()
