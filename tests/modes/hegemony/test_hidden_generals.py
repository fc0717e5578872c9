"""Seed 001 暗将规则: a face-down general gives no skill, gender or kingdom; it is revealed
at the start of the 准备 phase or as part of using one of its skills."""

from __future__ import annotations

from heg_support import hidden, shown, table

from sgs.core import Gender
from sgs.core.generals import GeneralCard, Position
from sgs.core.protocol import observe
from sgs.testing import Table


def test_a_hidden_general_gives_no_skill_gender_or_kingdom() -> None:
    """处于暗置状态的武将牌没有任何武将技能、性别以及势力。"""
    g = table(hidden("scholar", "wei1"), hidden("shu1", "shu2")).start()
    p = g.p(0)
    assert (p.kingdom, p.gender, p.skill_ids) == (None, Gender.NONE, ())
    assert set(p.latent_ids) == {"t_read", "t_count"}  # usable by revealing


def test_gender_with_none_one_and_two_revealed() -> None:
    """没有明置武将牌的角色没有性别…有一张武将牌明置时，角色性别与明置的武将牌相同。当一名
    角色的两张武将牌均亮明后，性别与主将的武将牌相同。"""
    g = table(hidden("wei1", "weif"), shown("weif", "wei2", main_up=False),
              shown("wei3", "weif"), hidden("shu1", "shu2")).start()
    assert g.p(0).gender is Gender.NONE
    assert g.p(1).gender is Gender.MALE  # only the deputy (male) revealed
    assert g.p(2).gender is Gender.MALE  # both: the main general's


def test_a_gender_effect_cannot_affect_a_player_with_none_revealed() -> None:
    """任何与性别有关的技能和武器效果均不能对其发动: 雌雄双股剑 against a hidden player."""
    t = table(shown("weif", "wei2"), hidden("shu1", "shu2"))
    t.set_equip(0, "雌雄双股剑").set_hand(0, "杀")
    t.start()
    hand = len(t.game.p(0).hand)
    t.use("杀", [1])
    assert not [r for r in t.log("skill") if r["skill"] == "double_sword"]
    assert t.hp(1) == t.game.p(1).max_hp - 1 and len(t.game.p(0).hand) == hand - 1


def test_using_a_hidden_generals_trigger_skill_reveals_it_first() -> None:
    """郭嘉、司马懿等，受到伤害后发动技能时明置武将牌: the owner is asked, the card is
    revealed, then the skill resolves."""
    t = table(shown("shu1", "shu2"), hidden("scholar", "wei1"))
    t.set_hand(0, "杀")
    t.start()
    t.use("杀", [1])
    t.until("confirm", seat=1, reason="t_read")
    req = t.pending
    assert req.prompt == "skill.reveal" and req.data["general"] == "scholar"
    hand = len(t.game.p(1).hand)
    t.yes()
    p = t.game.p(1)
    assert p.generals[0].revealed and not p.generals[1].revealed
    assert p.kingdom == "wei" and "t_read" in p.skill_ids
    assert len(p.hand) == hand + 1 + 2  # 读's card, and 先驱 for the game's first reveal
    reveal = t.log("reveal_general")[-1]
    assert reveal["general"] == "scholar" and reveal["kingdom"] == "wei"


def test_declining_keeps_the_general_hidden() -> None:
    t = table(shown("shu1", "shu2"), hidden("scholar", "wei1"))
    t.set_hand(0, "杀")
    t.start()
    t.use("杀", [1])
    t.until("confirm", seat=1, reason="t_read")
    t.no()
    assert not t.game.p(1).generals[0].revealed and t.game.p(1).kingdom is None


def test_an_active_skill_of_a_hidden_general_is_offered_and_reveals() -> None:
    """孙权、甘宁等，在出牌阶段发动技能时明置武将牌."""
    t = table(hidden("wei1", "scholar"), shown("shu1", "shu2"))
    t.start()
    req = t.expect("play", seat=0)
    assert "skill:t_count" in [o.key for o in req.options]
    t.use("skill:t_count")
    p = t.game.p(0)
    assert p.generals[1].revealed and not p.generals[0].revealed
    assert p.kingdom == "wei" and p.gender is Gender.MALE


def test_hidden_skills_are_shown_to_their_owner_only() -> None:
    g = table(hidden("scholar", "wei1"), hidden("shu1", "shu2")).start()
    mine = observe(g, 0)["table"]["players"][0]
    theirs = observe(g, 1)["table"]["players"][0]
    assert set(mine["latent_skills"]) == {"t_read", "t_count"}
    assert theirs["latent_skills"] is None
    assert [c["general"] for c in mine["generals"]] == ["scholar", "wei1"]
    assert [c["general"] for c in theirs["generals"]] == [None, None]
    assert observe(g, None)["table"]["players"][0]["generals"][0]["general"] is None


def test_reveal_at_the_start_of_the_prepare_phase() -> None:
    """暗置的武将牌只有两个时机可以将武将牌明置：1.准备阶段开始时."""
    t = table(hidden("wei1", "wei2"), hidden("shu1", "shu2"))
    t.start(phase="start")
    req = t.expect("option", seat=0, reason="reveal")
    assert req.options == ["main", "deputy", "both", "none"]
    t.choose("deputy")
    p = t.game.p(0)
    assert [c.revealed for c in p.generals] == [False, True]
    assert p.generals[1].position is Position.DEPUTY


def test_the_same_weapon_works_once_the_target_has_a_gender() -> None:
    """The control of the test above: a revealed male target is offered 雌雄's choice."""
    t = table(shown("weif", "wei2"), shown("shu1", "shu2", deputy_up=False))
    t.set_equip(0, "雌雄双股剑").set_hand(0, "杀")
    t.start()
    t.use("杀", [1])
    t.expect("confirm", seat=0, reason="雌雄双股剑")


def test_the_catalogue_does_not_count_the_generals_at_the_table() -> None:
    """Identity's catalogue counts the dealt roles; in hegemony even the count of each
    general at the table would tell which are in play: nothing is told."""
    g = table(hidden("scholar", "wei1"), hidden("shu1", "shu2")).start()
    assert observe(g, 1, parts=frozenset({"catalogue"}))["catalogue"]["dealt"] == {}
    entries = [e for r in observe(g, 1)["events"] if r["t"] == "generals"
               for e in r["seats"] if e["seat"] == 0]
    assert entries and all(e["main"] is None and e["deputy"] is None for e in entries)
    mine = [e for r in observe(g, 0)["events"] if r["t"] == "generals"
            for e in r["seats"] if e["seat"] == 0]
    assert mine[0]["main"] == "scholar"


def test_a_status_skill_of_a_hidden_general_is_used_by_revealing_it() -> None:
    """A face-down 张飞's 咆哮 does not work while hidden; in the play phase he may use it
    — which reveals the card — and then use a second 杀."""
    M, D = Position.MAIN, Position.DEPUTY
    t = Table([GeneralCard("zhang_fei", M, False), GeneralCard("guan_yu", D, False)],
              [GeneralCard("cao_cao", M, True), GeneralCard("xu_chu", D, True)],
              pack="hegemony", mode="hegemony", options={"vanguard": False})
    t.set_hand(0, "杀", "杀")
    g = t.start()
    t.use("杀", [1])
    t.until("play", seat=0)
    keys = [o.key for o in t.pending.options]
    assert not any(k.startswith("card:") for k in keys)  # one 杀 a phase while hidden
    assert "skill:paoxiao" in keys
    t.use("skill:paoxiao")
    assert g.p(0).generals[0].revealed and "paoxiao" in g.skill_ids(0)
    assert any(k.startswith("card:") for k in (o.key for o in t.pending.options))


def _wolong_targeted() -> Table:
    M, D = Position.MAIN, Position.DEPUTY
    t = Table([GeneralCard("cao_cao", M, True), GeneralCard("xu_chu", D, True)],
              [GeneralCard("wolong", M, False), GeneralCard("pang_tong", D, False)],
              pack="hegemony", mode="hegemony", options={"vanguard": False})
    t.set_hand(0, "杀").set_top("桃 ♥4")
    t.start()
    t.use("杀", [1])
    return t


def test_a_locked_skill_with_its_own_question_asks_once_and_reveals_only_when_used() -> None:
    """暗置的武将牌只有两个时机可以将武将牌明置：1.准备阶段开始时；2.发动武将牌的技能时。
    A face-down 卧龙's 八阵 (锁定技, 视为装备【八卦阵】, whose judgment is optional): its
    owner says once whether to use it; yes reveals the card and judges.  Asking "reveal?"
    and then "judge?" would let a "no" to the second leave the card face up with no
    skill used — a reveal at neither moment."""
    t = _wolong_targeted()
    t.expect("confirm", seat=1, reason="bazhen")
    t.yes()
    g = t.game
    assert g.p(1).generals[0].revealed
    assert [r["reason"] for r in t.log("judge")] == ["bazhen"]  # judged at once
    assert t.hp(1) == g.p(1).max_hp  # ♥: counts as a 闪


def test_declining_a_face_down_locked_skill_keeps_the_card_hidden() -> None:
    t = _wolong_targeted()
    t.expect("confirm", seat=1, reason="bazhen")
    t.no()
    g = t.game
    assert not any(c.revealed for c in g.p(1).generals) and not t.log("judge")
    assert t.hp(1) == g.p(1).max_hp - 1
