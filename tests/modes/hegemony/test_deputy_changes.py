"""Seed 001 势/变: 移除, 变更 and 加入 a deputy general (sgs.core.ops.deputy)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from heg_support import hidden, run, shown, table

from sgs.core import Gender, ops
from sgs.core.content import soldier_id
from sgs.core.events import DeputyChangedEvent
from sgs.core.protocol import observe

D = ops.deputy


def done(flow: Generator[Any, Any, Any]) -> Any:
    """Run an operation that asks nothing to its end; what it returned."""
    try:
        req = next(flow)
    except StopIteration as stop:
        return stop.value
    raise AssertionError(f"the operation asked {req}")


def test_remove_a_face_down_deputy_leaves_a_face_down_soldier() -> None:
    """移除…你的副将不必以明置状态移除，你的副将置入剩余武将牌牌底，视为离开本局游戏。被移除武将
    牌的角色用一张"士兵牌"来代替…"士兵牌"的性别、国籍与被移除的武将牌相同，但没有技能。"""
    t = table(shown("prober", "scholar", deputy_up=False), shown("shu1", "shu2"))
    g = t.start()
    g.general_pile[:] = ["wu1", "qun1"]
    max_hp = g.p(0).max_hp
    assert run(t, lambda g: D.remove_deputy(g, 0)) is True
    p = g.p(0)
    assert g.general_pile == ["wu1", "qun1", "scholar"]  # to the bottom
    soldier = p.generals[1]
    assert soldier.general == soldier_id("wei", Gender.MALE) and not soldier.revealed
    assert p.latent_ids == () and p.max_hp == max_hp
    theirs = observe(g, 1)
    assert "scholar" not in str(theirs["table"]) and "scholar" not in str(theirs["events"])
    assert not D.can_remove_deputy(g, 0)  # a soldier is no deputy
    assert not D.can_change_deputy(g, 0) and D.can_add_deputy(g, 0)


def test_a_revealed_soldier_has_the_gender_and_kingdom_but_no_skill() -> None:
    t = table(shown("wei1", "weif", main_up=False), shown("shu1", "shu2"))
    g = t.start()
    done(D.remove_deputy(g, 0))
    p = g.p(0)
    assert p.generals[1].revealed and p.gender is Gender.FEMALE and p.kingdom == "wei"
    assert p.skill_ids == () and t.log("remove_deputy")[-1]["general"] == "weif"


def test_change_searches_from_the_top_and_puts_the_rest_back_shuffled_at_the_bottom() -> None:
    """变更…从剩余武将牌堆的牌堆顶开始连续亮出武将牌，直到亮出一张与你势力相同的武将牌。你将现有
    的副将和其他亮出的武将牌洗混并置入剩余武将牌堆底…注1：变更副将不会影响体力上限，且新的副将不
    会触发珠联璧合."""
    t = table(shown("wei1", "prober"), shown("shu1", "shu2"))
    g = t.start()
    g.general_pile[:] = ["shu3", "wu1", "wei2", "qun1", "wu2"]
    max_hp = g.p(0).max_hp
    assert run(t, lambda g: D.change_deputy(g, 0)) == "wei2"
    search = t.log("general_search")[-1]
    assert search["shown"] == ["shu3", "wu1", "wei2"] and search["found"] == "wei2"
    assert g.general_pile[:2] == ["qun1", "wu2"]  # untouched, on top
    assert sorted(g.general_pile[2:]) == ["prober", "shu3", "wu1"]
    p = g.p(0)
    assert p.generals[1].general == "wei2" and p.generals[1].revealed
    assert p.max_hp == max_hp and not t.log("reward")  # wei1+wei2 are companions


def test_a_change_that_finds_no_general_of_the_kingdom_changes_nothing() -> None:
    t = table(shown("wei1", "prober"), shown("shu1", "shu2"))
    g = t.start()
    g.general_pile[:] = ["shu3", "wu1"]
    assert run(t, lambda g: D.change_deputy(g, 0)) is None
    assert g.p(0).generals[1].general == "prober"
    assert sorted(g.general_pile) == ["shu3", "wu1"]
    assert t.log("general_search")[-1]["found"] is None


def test_no_change_without_a_kingdom() -> None:
    t = table(hidden("wei1", "wei3"), shown("shu1", "shu2"))
    g = t.start()
    g.general_pile[:] = ["wei2"]
    assert not D.can_change_deputy(g, 0)
    assert done(D.change_deputy(g, 0)) is None and g.general_pile == ["wei2"]
    assert not t.log("general_search")


def test_add_recomputes_max_hp_and_can_bring_the_companion_reward() -> None:
    """加入…无副将的角色才能加入副将…注1：加入副将会影响体力上限，且新的副将会触发珠联璧合、
    单独阴阳鱼摸牌的效果。"""
    t = table(shown("prober", "wei_odd"), shown("shu1", "shu2"), options={"vanguard": False})
    g = t.start()
    g.general_pile[:] = ["shu3", "wei2"]
    done(D.remove_deputy(g, 0))
    assert g.p(0).max_hp == 3  # (4 + 3) // 2, unchanged by the removal
    assert D.can_add_deputy(g, 0)
    hp = g.p(0).hp
    run(t, lambda g: D.add_deputy(g, 0))
    req = t.expect("option", seat=0, reason="companion")  # prober + wei2
    assert req.options == ["draw_two", "recover"]  # 3 of 4 HP now: wounded
    t.choose("draw_two")
    p = g.p(0)
    assert p.generals[1].general == "wei2" and p.max_hp == 4 and p.hp == hp
    assert g.general_pile == ["wei_odd", "shu3"]
    assert t.log("add_deputy")[-1]["max_hp"] == 4


def test_every_change_fires_deputy_changed_with_what_left_and_what_came() -> None:
    """A skill of the general that left may answer its removal (闺秀): the engine fires
    DEPUTY_CHANGED after 移除, 变更 and 加入."""
    t = table(shown("wei1", "scholar", deputy_up=False), shown("shu1", "shu2"))
    g = t.start()
    g.general_pile[:] = ["wei3", "wei4"]
    done(D.remove_deputy(g, 0, "t_probe"))
    done(D.add_deputy(g, 0))
    done(D.change_deputy(g, 0))
    seen = [(e.kind, e.old, e.old_revealed, e.new, e.reason) for e in g.history
            if isinstance(e, DeputyChangedEvent)]
    assert seen == [("remove", "scholar", False, soldier_id("wei", Gender.MALE), "t_probe"),
                    ("add", None, False, "wei3", ""), ("change", "wei3", True, "wei4", "")]
