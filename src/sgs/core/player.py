"""A seat at the table."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .generals import (
    NO_TRAITS,
    FromEffect,
    Gender,
    GeneralCard,
    Position,
    SkillGrant,
    SkillSource,
    Traits,
)
from .zones import Areas, Placement

__all__ = ["Gender", "Player"]


@dataclass(slots=True)
class Player:
    """A seat: its general cards and what they give, HP, areas and skills.

    ``generals`` and ``traits`` change together through ``Game.set_generals``
    (the mode derives the traits); ``kingdom``, ``gender`` and ``general`` read
    them.  Skills: those of the general cards (``traits.skills``) less the ones
    lost in play, then those gained in play (``gained``); ``grants`` and
    ``skill_ids`` are that list, computed again whenever it changes
    (``refresh_skills``), never on a read.
    """

    seat: int
    generals: tuple[GeneralCard, ...] = ()
    traits: Traits = NO_TRAITS
    hp: int = 0
    max_hp: int = 0
    alive: bool = True
    # 调离 (调虎离山): alive, yet not counted in distances nor seat order (下家, 上家,
    # 队列, 围攻), no card's legal target and using no card; ends with the turn
    removed: bool = False
    areas: Areas = field(default_factory=Areas)
    # skills gained in play (獲得技能), with their source, in the order gained
    gained: list[SkillGrant] = field(default_factory=list)
    # skills of the general cards lost in play (失去技能)
    lost: set[str] = field(default_factory=set)
    chained: bool = False
    face_down: bool = False  # 翻面
    # seed 002: how the cards on the general lie (None: no card on it); while 垂置 the
    # HP shown to the table is frozen at ``shown_hp`` (None: the display follows ``hp``)
    placement: Placement | None = None
    shown_hp: int | None = None
    # free-form per-player marks that content keeps (counters, flags with a turn scope)
    marks: dict[str, Any] = field(default_factory=dict)
    # every skill the player has, with its source: owned ones first, then those only
    # 視為擁有 (derived; see refresh_skills)
    grants: tuple[SkillGrant, ...] = field(default=(), init=False, repr=False)
    skill_ids: tuple[str, ...] = field(default=(), init=False, repr=False)
    # skills of face-down general cards the player may use by revealing them (hegemony)
    latent_ids: tuple[str, ...] = field(default=(), init=False, repr=False)

    # ------------------------------------------------------------------ general cards
    @property
    def general(self) -> str | None:
        """The main general's id (the first card if none is a main; None: no card)."""
        for c in self.generals:
            if c.position is Position.MAIN and not c.removed:
                return c.general
        return self.generals[0].general if self.generals else None

    @property
    def kingdom(self) -> str | None:
        return self.traits.kingdom

    @property
    def gender(self) -> Gender:
        return self.traits.gender

    # ------------------------------------------------------------------ skills
    @property
    def skills(self) -> tuple[str, ...]:
        """The skills the player has (擁有): those of the cards, then gained ones."""
        return tuple(g.skill for g in self.grants if not g.fixed)

    @property
    def fixed_skills(self) -> tuple[str, ...]:
        """The skills the player 視為擁有 (seed 000 視為 ◆8: never lost)."""
        return tuple(g.skill for g in self.gained if g.fixed)

    def add_skill(self, sid: str, source: SkillSource | None = None,
                  fixed: bool = False) -> bool:
        """Gain ``sid`` (as ``ops.acquire_skill`` does, without its record); ``source``
        defaults to an effect.  False if the player had it already (as owned, or as
        fixed when ``fixed``)."""
        if sid in (self.fixed_skills if fixed else self.skills):
            return False
        self.gained.append(SkillGrant(sid, source if source is not None else FromEffect(),
                                      fixed))
        self.refresh_skills()
        return True

    def remove_skill(self, sid: str) -> bool:
        """Lose ``sid`` (as ``ops.lose_skill`` does, without its record).  A skill only
        視為擁有 is never lost, nor one the player does not have: False."""
        if sid in self.fixed_skills or sid not in self.skills:
            return False
        self.gained = [gr for gr in self.gained if gr.skill != sid]
        if any(gr.skill == sid for gr in self.traits.skills):
            self.lost.add(sid)
        self.refresh_skills()
        return True

    def refresh_skills(self) -> None:
        """Compute ``grants`` and ``skill_ids`` again (after traits, ``gained`` or
        ``lost`` change).  A skill had twice is listed once, owned before fixed."""
        owned = [g for g in self.traits.skills if g.skill not in self.lost]
        owned += [g for g in self.gained if not g.fixed]
        out: list[SkillGrant] = []
        seen: set[str] = set()
        for g in owned + [g for g in self.gained if g.fixed]:
            if g.skill not in seen:
                seen.add(g.skill)
                out.append(g)
        self.grants = tuple(out)
        self.skill_ids = tuple(g.skill for g in out)
        self.latent_ids = tuple(g.skill for g in self.traits.latent
                                if g.skill not in self.lost and g.skill not in seen)

    # ------------------------------------------------------------------ HP
    @property
    def hand(self) -> list[int]:
        return self.areas.hand

    @property
    def wounded(self) -> bool:
        return self.hp < self.max_hp

    @property
    def lost_hp(self) -> int:
        return self.max_hp - self.hp

    @property
    def displayed_hp(self) -> int:
        """The HP the table sees: frozen while the general is 垂置 (seed 002)."""
        return self.hp if self.shown_hp is None else self.shown_hp

    # ------------------------------------------------------------------ cards on the general
    @property
    def covered(self) -> bool:
        """覆盖状态 (seed 002): a card lies face down on the general."""
        return any(not pc.face_up for pile in self.areas.piles.values() for pc in pile)

    @property
    def locked(self) -> bool:
        """垂置 (seed 002): the general card is locked and cannot change."""
        return self.placement is Placement.PERPENDICULAR

    def cards_on_general(self) -> list[int]:
        """Every card on the general, face up or down, pile by pile."""
        return [pc.id for pile in self.areas.piles.values() for pc in pile]
