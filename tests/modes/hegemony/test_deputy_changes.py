"""Seed 001 势/变: 移除, 变更 and 加入 a deputy general (sgs.core.ops.deputy)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from heg_support import hidden, run, shown, table

from sgs.core import Gender, ops
from sgs.core.content import soldier_id
from sgs.core.events import DeputyChangedEvent
from sgs.core.generals import GeneralCard, Position
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


def test_the_search_finds_a_dual_kingdom_general_by_either_kingdom() -> None:
    """变更…直到亮出一张与你势力相同的武将牌; 双: 拥有双重国籍的武将牌为双势力武将 — a shu
    player's search stops at a wei/shu general (twofold), as a pair at setup may hold it."""
    t = table(shown("shu1", "shu2"), shown("wei1", "wei2"))
    g = t.start()
    g.general_pile[:] = ["wu1", "twofold", "shu3"]
    assert done(D.change_deputy(g, 0)) == "twofold"
    assert t.log("general_search")[-1]["shown"] == ["wu1", "twofold"]
    assert g.p(0).generals[1] == GeneralCard("twofold", Position.DEPUTY, True)


def test_a_dual_kingdom_general_found_before_the_main_was_ever_revealed_lies_face_down(
) -> None:
    """双: 在主将未明置过的情况下，双势力武将不得明置 — a player whose kingdom came from the
    deputy changes it for a dual-kingdom general: it was shown to all (亮出) but may not be
    face up, so it lies face down, known to every seat, until the main is revealed."""
    t = table(shown("wei1", "wei3", main_up=False), shown("shu1", "shu2"),
              options={"vanguard": False})
    g = t.start()
    g.general_pile[:] = ["twofold"]
    assert done(D.change_deputy(g, 0)) == "twofold"
    p = g.p(0)
    assert p.generals[1] == GeneralCard("twofold", Position.DEPUTY, False)
    assert p.kingdom == "wei" and "t_count" not in p.skill_ids
    for viewer in (1, None):  # every seat and the spectators saw it shown
        assert observe(g, viewer)["table"]["players"][0]["generals"][1]["general"] == "twofold"
    assert t.log("change_deputy")[-1]["face_down"] is True
    assert done(ops.reveal_general(g, 0, Position.DEPUTY)) is False
    assert done(ops.reveal_general(g, 0, Position.MAIN)) is True
    assert done(ops.reveal_general(g, 0, Position.DEPUTY)) is True


def test_a_main_revealed_once_lets_a_dual_kingdom_deputy_be_revealed_after_hiding() -> None:
    """未明置过: a main general revealed and hidden again (暗置, 倾城) has been revealed."""
    t = table(shown("wei1", "wei3"), shown("shu1", "shu2"), options={"vanguard": False})
    g = t.start()
    assert ops.hide_general(g, 0, Position.MAIN)
    g.general_pile[:] = ["twofold"]
    assert done(D.change_deputy(g, 0)) == "twofold"
    assert g.p(0).generals[1].revealed


def test_added_dual_kingdom_deputy_waits_face_down_and_brings_its_rewards_when_revealed(
) -> None:
    """加入…注1：新的副将会触发珠联璧合、单独阴阳鱼摸牌的效果 — given when both are first face
    up; a dual-kingdom deputy found before the main was ever revealed gives them then."""
    t = table(shown("wei_odd", "wei3", main_up=False), shown("shu1", "shu2"),
              options={"vanguard": False})
    g = t.start()
    done(D.remove_deputy(g, 0))
    g.general_pile[:] = ["twofold"]
    assert done(D.add_deputy(g, 0)) == "twofold"  # no reward asked yet
    assert g.p(0).max_hp == 3 and not g.p(0).generals[1].revealed  # (3 + 4) // 2
    assert t.log("add_deputy")[-1]["face_down"] is True
    assert done(ops.reveal_general(g, 0, Position.MAIN)) is True  # one face up: nothing
    req = next(ops.reveal_general(g, 0, Position.DEPUTY))  # both now: 7 阴阳鱼, one over
    assert req.reason == "leftover"


def test_after_a_removal_revealing_the_other_card_gives_no_pair_reward() -> None:
    """移除: the deputy 视为离开本局游戏 and the soldier card has no skill; the pair whose
    first full reveal would have given 珠联璧合 or the leftover 阴阳鱼 is gone
    (rules/hegemony-generals.md, [L]: pending 阴阳鱼/珠联璧合 bonuses are cleared)."""
    t = table(shown("wei_odd", "scholar", deputy_up=False), shown("shu1", "shu2"),
              options={"vanguard": False})
    g = t.start()
    done(D.remove_deputy(g, 0))
    assert g.p(0).max_hp == 3  # (3 + 3) // 2: unchanged; 3 alone would leave one over
    assert done(ops.reveal_general(g, 0, Position.DEPUTY)) is True  # the soldier: asks nothing
    assert not t.log("reward")
