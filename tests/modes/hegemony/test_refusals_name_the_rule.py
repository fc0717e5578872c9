"""Issue 22 item 1: a refusal in hegemony names the rule it enforces, in zh and en —
a reveal outside its two moments, a second 阵法召唤, a 双势力 deputy before the main,
and 連橫 to one's own kingdom — and each is a code with parameters."""

from __future__ import annotations

import pytest
from heg_support import hidden, shown, table

from sgs.core import IllegalAnswer
from sgs.core.requests import Act
from sgs.host import refusal_json
from sgs.packs import ruleset
from sgs.testing import Table

HEGEMONY_NAMES = ruleset("hegemony").name


def _refused(t: Table, answer: object) -> dict[str, object]:
    """The refusal of ``answer`` to the pending request, as a client gets it; the log
    does not change."""
    before = len(t.game.log)
    with pytest.raises(IllegalAnswer) as err:
        t.answer(answer)
    assert len(t.game.log) == before
    return refusal_json(err.value, t.game)


def test_revealing_at_will_in_the_play_phase_names_the_two_moments() -> None:
    """Seed 001: 暗置的武将牌只有两个时机可以将武将牌明置：1.准备阶段开始时；2.发动武将牌的
    技能时 — a reveal asked for in the play phase is refused with that rule."""
    t = table(hidden("wei1", "wei2"), shown("shu1", "shu2"), options={"vanguard": False})
    t.start()
    t.expect("play", seat=0)
    why = _refused(t, {"option": "reveal:main"})
    assert why["code"] == "reveal.when"
    assert "暗置的武将牌只有两个时机可以明置" in str(why["zh"])
    assert "准备阶段开始时" in str(why["zh"]) and "preparation phase" in str(why["en"])


def test_a_face_down_generals_trigger_skill_is_not_used_from_the_play_phase() -> None:
    """当暗置的武将牌发动技能时，将武将牌明置 — a trigger skill (读: after you take damage)
    waits for its moment: asked for in the play phase, the refusal says so."""
    t = table(hidden("scholar", "wei2"), shown("shu1", "shu2"), options={"vanguard": False})
    t.start()
    t.expect("play", seat=0)
    why = _refused(t, {"option": "skill:t_read"})
    assert why["code"] == "reveal.skill_moment"
    assert why["params"] == {"skill": "t_read"}
    assert "只有准备阶段开始时或发动其技能时可以明置" in str(why["zh"])


def test_a_second_formation_summon_in_a_phase_is_blocked_with_its_limit() -> None:
    """拥有阵法技的角色可在其准备阶段开始时或出牌阶段发起"阵法召唤" (once a phase,
    rules.py): once called, the play request lists it as blocked, as a spent per-turn
    skill is, and answering with it names the limit."""
    t = table(shown("marshal", "wei1"), hidden("wei2", "wei3"), hidden("shu1", "shu2"),
              hidden("wu1", "wu2"), hidden("wei4", "weif"), options={"vanguard": False})
    t.start()
    t.expect("play", seat=0)
    t.use("skill:formation_summon")
    t.expect("option", seat=1, reason="formation_summon")
    t.choose("none")
    t.until("play", seat=0)
    while t.pending is not None and t.pending.kind != "play":
        t.choose("none")
    req = t.expect("play", seat=0)
    blocked = req.to_json(HEGEMONY_NAMES)["blocked"]  # (the test table's packs name no skill
    assert blocked["skill:formation_summon"]["code"] == "summon.once"  # of the mode's)
    assert blocked["skill:formation_summon"]["zh"] == "阵法召唤：每个阶段限一次，本阶段已经发起过"
    why = _refused(t, {"option": "skill:formation_summon"})
    assert why["code"] == "summon.once" and "once a phase" in str(why["en"])


def test_a_summon_nobody_could_answer_says_why() -> None:
    """满足此阵法技条件的未确定势力角色 answer a summon: with every neighbour revealed,
    nobody could, and the refusal says so rather than "not something you can do"."""
    t = table(shown("marshal", "wei1"), shown("shu1", "shu2"), shown("wu1", "wu2"),
              shown("qun1", "qun2"), options={"vanguard": False})
    t.start()
    t.expect("play", seat=0)
    why = _refused(t, {"option": "skill:formation_summon"})
    assert why["code"] == "summon.nobody"
    assert "未确定势力" in str(why["zh"]) and "formation" in str(why["en"])


def test_a_dual_kingdom_deputy_before_the_main_is_refused_with_the_rule() -> None:
    """Seed 001 双: 在主将未明置过的情况下，双势力武将不得明置 — at the 准备 phase's reveal
    the deputy is not offered, and answering with it names that rule (it used to list
    the choices: choose one of ['main', 'both', 'none'], not 'deputy')."""
    t = table(hidden("wei1", "twofold"), shown("shu1", "shu2"))
    t.start(phase="start")
    req = t.expect("option", seat=0, reason="reveal")
    assert "deputy" not in req.options
    why = _refused(t, "deputy")
    assert why["code"] == "reveal.dual_deputy"
    assert why["params"] == {"general": "twofold"}
    assert "在主将未明置过的情况下，双势力武将不得明置" in str(why["zh"])
    assert "dual-kingdom" in str(why["en"])
    assert _refused(t, "nonsense")["code"] == "pick.option"  # anything else: the choices


def test_lianheng_to_ones_own_kingdom_names_the_receivers_rule() -> None:
    """連橫 (seed 000): 將之交給一名與自己勢力不同的角色，然後摸一張牌；或將之交給一名沒有
    勢力的其他角色 — seat 1 (蜀, as seat 0) is refused with that rule, and so is oneself."""
    t = table(shown("shu1", "shu2"), shown("shu3", "shu4"), shown("wei1", "wei2"),
              hidden("wu1", "wu2"), options={"vanguard": False})
    t.set_hand(0, "杀 ♣K")
    t.start()
    marked = t.find("杀 ♣K")
    why = _refused(t, Act(f"lianheng:{marked}", (marked,), (1,)))
    assert why["code"] == "lianheng.own_kingdom" and why["params"] == {"seat": 1}
    assert "与自己势力不同的角色或一名没有势力的其他角色" in str(why["zh"])
    assert "1号位与你势力相同" in str(why["zh"])
    assert _refused(t, Act(f"lianheng:{marked}", (marked,), (0,)))["code"] == "lianheng.self"


def test_a_spent_skill_says_its_limit() -> None:
    """A per-turn skill once used is blocked with its limit (was "used as often as it may
    be"): 算 ``t_count`` is 限一次."""
    t = table(shown("scholar", "wei2"), shown("shu1", "shu2"), options={"vanguard": False})
    t.start()
    t.expect("play", seat=0)
    t.use("skill:t_count")
    req = t.expect("play", seat=0)
    why = req.to_json()["blocked"]["skill:t_count"]
    assert why["code"] == "act.skill_per_turn" and why["params"] == {"skill": "t_count", "n": 1}
    assert why["en"] == "t_count: only 1 per turn"
