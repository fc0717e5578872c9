"""General cards and skill sources: what a player's cards give them comes from the mode,
and every skill they have says where it comes from."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import FrozenInstanceError
from typing import Any

import pytest

from sgs.core import (
    FromEffect,
    FromEquip,
    FromGeneral,
    FromSkill,
    Game,
    Gender,
    GeneralCard,
    GeneralDef,
    Pack,
    Player,
    Position,
    Skill,
    ops,
)
from sgs.core.view import view
from sgs.modes.identity import IdentityMode, role_of
from sgs.testing import Table, table_ruleset

Flow = Generator[Any, Any, Any]


class Teacher(Skill):
    """Test only: gives its owner ``t_lesson`` (a skill given by another skill)."""

    id = "t_teacher"
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return not g.has_skill(owner.seat, "t_lesson")

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.acquire_skill(g, owner.seat, "t_lesson", source=FromSkill(self.id))


class Lesson(Skill):
    id = "t_lesson"


def _pack() -> Pack:
    p = Pack("t_generals")
    p.skills["t_teacher"] = Teacher()
    p.skills["t_lesson"] = Lesson()
    p.generals["teacher"] = GeneralDef("teacher", "qun", 4, Gender.MALE, ("t_teacher",))
    return p


# ---------------------------------------------------------------- identity: one card


def test_identity_seats_one_revealed_general_card() -> None:
    """Identity mode: each player holds one general card, face up, as the main general."""
    t = Table("薛宝钗", "贾珍")
    g = t.start()
    assert g.p(0).generals == (GeneralCard("xue_baochai", Position.MAIN, revealed=True),)
    assert g.p(1).general == "jia_zhen"
    with pytest.raises(FrozenInstanceError):
        g.p(0).generals[0].revealed = False  # type: ignore[misc]


def test_kingdom_gender_hp_and_skills_come_from_the_card() -> None:
    """薛宝钗: 薛府, female, 3 HP, 结姻 and 枭姬 — read through the player's traits."""
    g = Table("薛宝钗", "贾珍").start()
    p = g.p(0)
    assert (p.kingdom, p.gender, p.max_hp, p.hp) == ("xue", Gender.FEMALE, 3, 3)
    assert p.traits.kingdom == "xue" and p.traits.max_hp == 3
    assert p.skills == ("jieyin", "xiaoji") and g.skill_ids(0) == ("jieyin", "xiaoji")
    assert (g.p(1).kingdom, g.p(1).gender) == ("ningguo", Gender.MALE)


def test_lord_bonus_is_the_modes_traits() -> None:
    """Identity (rules §6): the lord gets +1 HP with more than 4 players; the table gives
    it when asked (``lord_bonus``), whatever the count."""
    t = Table("贾珍", "blank", lord_bonus=True)
    g = t.start()
    assert g.p(0).traits.max_hp == 5 and g.p(0).max_hp == g.p(0).hp == 5
    assert g.p(1).max_hp == 4
    g5 = Game(table_ruleset("honglou"), IdentityMode(generals={s: "blank" for s in range(5)}), 5, 1)
    lord = next(s for s in range(5) if role_of(g5, s) == "lord")
    assert g5.p(lord).traits.max_hp == 5
    assert all(g5.p(s).traits.max_hp == 4 for s in range(5) if s != lord)
    g4 = Game(table_ruleset("honglou"), IdentityMode(generals={s: "blank" for s in range(4)}), 4, 1)
    assert all(g4.p(s).max_hp == 4 for s in range(4))


def test_view_shows_the_general_cards() -> None:
    t = Table("薛宝钗", "贾珍")
    t.start()
    entry = t.view(1)["players"][0]
    assert entry["general"] == "xue_baochai" and entry["kingdom"] == "xue"
    assert entry["generals"] == [{"general": "xue_baochai", "position": "main",
                                  "revealed": True, "removed": False}]


def test_a_face_down_general_is_hidden_from_others() -> None:
    """A face-down general card (hegemony's 暗将) gives nothing and shows to its holder
    only: no kingdom, no gender, no skills (seed 001)."""
    t = Table([GeneralCard("blank"), GeneralCard("xue_baochai", Position.DEPUTY,
                                                 revealed=False)], "blank")
    g = t.start()
    p = g.p(0)
    assert p.kingdom == "qun" and p.skills == ()  # the main general's; the deputy gives none
    mine, theirs = view(g, 0)["players"][0], view(g, 1)["players"][0]
    assert mine["generals"][1]["general"] == "xue_baochai"
    assert theirs["generals"][1] == {"general": None, "position": "deputy",
                                     "revealed": False, "removed": False}


# ---------------------------------------------------------------- skill sources


def test_a_general_skill_says_its_card() -> None:
    g = Table("薛宝钗", "blank").start()
    assert g.skill_source(0, "xiaoji") == FromGeneral("xue_baochai", Position.MAIN)
    assert g.skill_source(1, "xiaoji") is None


def test_an_equipment_skill_says_its_card() -> None:
    t = Table("blank", "blank")
    t.set_equip(0, "护官符")
    g = t.start()
    assert g.skill_source(0, "eight_diagram") == FromEquip(t.find("护官符"))
    assert [gr.skill for gr in g.skill_grants(0)] == ["eight_diagram"]
    assert g.skill_ids(0) == ()  # an equipment's skill is the card's, not the player's


def test_a_skill_given_by_another_skill_says_which() -> None:
    t = Table("teacher", "blank", extra=_pack())
    g = t.start()
    t.use("skill:t_teacher")
    assert g.has_skill(0, "t_lesson")
    assert g.skill_source(0, "t_lesson") == FromSkill("t_teacher")
    assert g.skill_source(0, "t_teacher") == FromGeneral("teacher", Position.MAIN)
    assert t.log("skill_gained")[-1] == {"t": "skill_gained", "seat": 0, "skill": "t_lesson",
                                         "fixed": False}


def test_a_lost_general_skill_stays_lost_and_can_be_gained_again() -> None:
    """失去技能 of a general's skill: gone; 獲得 again, it has the new source."""
    g = Table("薛宝钗", "blank").start()
    p = g.p(0)
    assert list(ops.lose_skill(g, 0, "xiaoji")) == []
    assert not g.has_skill(0, "xiaoji") and p.skills == ("jieyin",)
    assert "xiaoji" in p.lost
    assert list(ops.acquire_skill(g, 0, "xiaoji", source=FromEffect("test"))) == []
    assert g.skill_source(0, "xiaoji") == FromEffect("test")
    assert p.skills == ("jieyin", "xiaoji")


def test_fixed_skill_keeps_its_source_and_cannot_be_lost() -> None:
    """◆角色視為擁有的技能只能被使用，無法失去。 (seed 000 視為 ◆8), with a source."""
    g = Table("blank", "blank", extra=_pack()).start()
    list(ops.acquire_skill(g, 0, "t_lesson", fixed=True, source=FromSkill("t_teacher")))
    assert g.p(0).fixed_skills == ("t_lesson",) and g.p(0).skills == ()
    assert g.skill_source(0, "t_lesson") == FromSkill("t_teacher")
    assert g.p(0).remove_skill("t_lesson") is False and g.has_skill(0, "t_lesson")


def test_set_generals_derives_again() -> None:
    """Changing a player's cards (``Game.set_generals``) asks the mode again: HP stays
    unless asked (``reset_hp``)."""
    g = Table("blank", "blank").start()
    g.p(0).hp = 2
    g.set_generals(0, [GeneralCard("xue_baochai")])
    p = g.p(0)
    assert (p.kingdom, p.gender, p.skills, p.hp, p.max_hp) == \
        ("xue", Gender.FEMALE, ("jieyin", "xiaoji"), 2, 4)
    g.set_generals(0, [GeneralCard("xue_baochai")], reset_hp=True)
    assert (p.hp, p.max_hp) == (3, 3)
    assert any(sk.id == "xiaoji" for sk in g.usable_skills(0))
