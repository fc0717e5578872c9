"""野心家 (wild) generals in hegemony mode: [L] lord_ex's rule (rules/hegemony-generals.md
§7, lysair/hegemony new_hegemony_mode.lua and hegemony_rule.lua).

[L]: 特别的，野心家势力武将仅可以做主将，其副将可以是任意势力武将 — a wild general (printed
kingdom "wild") is a main general only and pairs with any deputy that is not wild; the
starting kingdom comes from the deputy (while only it is revealed, the usual rule,
careerists included); 明置野心家武将牌 makes the player a careerist (野心家) at once, with
one 野心家 mark: 你可弃一枚“野心家”，视为使用【桃】 (野心[桃]), or 执行“先驱”、“阴阳鱼”或
“珠联璧合”的效果 (野心[牌]: draw up to 4 and look at a face-down general / draw 1 / draw
2), or at the discard phase 此回合手牌上限+2.

Test generals (beside heg_support's): ``schemer`` and ``rogue`` (wild, 4 阴阳鱼, male,
``t_count``).
"""

from __future__ import annotations

from typing import Any

import pytest
from heg_support import hidden, pack, run, shown

from sgs.core import ConfigError, Game, Gender, GeneralDef, Pack, ops
from sgs.core.game import GameOver
from sgs.core.generals import GeneralCard, Position
from sgs.core.requests import ActRequest
from sgs.modes import make_mode
from sgs.modes.hegemony import CAREERIST
from sgs.modes.hegemony.mode import WILD
from sgs.modes.hegemony.state import state
from sgs.packs.hegemony import relations as rel
from sgs.testing import Table

M, D = Position.MAIN, Position.DEPUTY


def wild_pack() -> Pack:
    p = Pack("wild_test")
    for gid in ("schemer", "rogue"):
        p.generals[gid] = GeneralDef(gid, WILD, 4, Gender.MALE, ("t_count",))
    return p


def table(*seats: list[GeneralCard], **kw: Any) -> Table:
    kw.setdefault("options", {"vanguard": False})
    return Table(*seats, pack="standard+maneuvering", mode="hegemony",
                 extra=[pack(), wild_pack()], **kw)


def options(t: Table) -> list[str]:
    req = t.pending
    assert isinstance(req, ActRequest)
    return [o.key for o in req.options]


def marks(g: Game, seat: int) -> int:
    return state(g).wild_marks[seat]


# ---------------------------------------------------------------- pairing


def test_a_wild_general_is_a_main_only_and_pairs_with_any_other_deputy() -> None:
    """野心家势力武将仅可以做主将，其副将可以是任意势力武将: a dual-kingdom deputy too; never
    two wild generals, never a wild deputy."""
    g = table(hidden("wei1", "wei2"), hidden("shu1", "shu2")).start()
    mode = g.mode.inner  # type: ignore[attr-defined]
    pairs = set(mode._pairs(g, ["schemer", "rogue", "wei1", "qun1", "twofold"]))
    assert {p for p in pairs if p.startswith("schemer+")} == \
        {"schemer+wei1", "schemer+qun1", "schemer+twofold"}
    assert not any(p.endswith(("+schemer", "+rogue")) for p in pairs)
    with pytest.raises(ConfigError, match="wild one a main only"):
        mode._check_pair(g, ["wei1", "schemer"])
    with pytest.raises(ConfigError):
        mode._check_pair(g, ["schemer", "rogue"])


def test_deals_full_of_wild_and_dual_generals_still_give_everyone_a_pair() -> None:
    """Every hand dealt holds a legal pair, even from a pool crowded with wild (main
    only) and dual-kingdom (deputy only) generals: the mode deals again until it does."""
    extra = Pack("crowd")
    for i in range(12):
        extra.generals[f"w{i}"] = GeneralDef(f"w{i}", WILD, 4, Gender.MALE, ())
    from sgs.testing import table_ruleset

    rs = table_ruleset("standard+maneuvering", pack(), extra)
    for seed in range(6):
        g = Game(rs, make_mode("hegemony", {"candidates": 5}), 8, seed)
        for req in g.open_requests():
            assert req.options, req.data["candidates"]


# ---------------------------------------------------------------- kingdoms


def test_the_deputy_revealed_first_gives_its_kingdom_by_the_usual_rule() -> None:
    """The starting kingdom comes from the deputy: 魏 — and the careerist count applies to
    it (a third 魏 of four players is a careerist)."""
    t = table(hidden("schemer", "wei1"), hidden("wei2", "wei3"), hidden("wei4", "wei5"),
              hidden("shu1", "shu2"))
    g = t.start()
    list(ops.reveal_general(g, 0, D))
    assert g.p(0).kingdom == "wei" and marks(g, 0) == 0
    list(ops.reveal_general(g, 1, M))
    assert rel.same_kingdom(g, 0, 1)
    list(ops.reveal_general(g, 2, M))
    assert g.p(2).kingdom == CAREERIST  # 魏 would be 3 of 4


def test_revealing_the_wild_main_makes_a_careerist_at_once_with_one_mark() -> None:
    """明置野心家武将牌: the player's 魏 from the deputy gives way to 野心家 at once — of no
    kingdom but its own — and it gets one 野心家 mark (the reveal's record says so)."""
    t = table(hidden("schemer", "wei1"), hidden("wei2", "wei3"), hidden("shu1", "shu2"),
              hidden("qun1", "qun2"))
    g = t.start()
    list(ops.reveal_general(g, 0, D))
    list(ops.reveal_general(g, 1, M))
    assert rel.same_kingdom(g, 0, 1)
    list(ops.reveal_general(g, 0, M))
    assert g.p(0).kingdom == CAREERIST and marks(g, 0) == 1
    assert not rel.same_kingdom(g, 0, 1) and rel.other_kingdom(g, 1, 0)
    rec = t.log("reveal_general")[-1]
    assert rec["kingdom"] == CAREERIST and rec["wild_mark"] == 1
    assert {"wild_peach", "wild_draw", "wild_limit"} <= set(g.skill_ids(0))


def test_a_wild_main_revealed_first_makes_a_careerist_and_claims_no_kingdom() -> None:
    """A wild general is of no kingdom: the players of 魏 counted for the careerist rule
    do not grow when it is revealed first, with its 魏 deputy after it."""
    t = table(hidden("schemer", "wei1"), hidden("wei2", "wei3"), hidden("wei4", "wei5"),
              hidden("shu1", "shu2"))
    g = t.start()
    list(ops.reveal_general(g, 0, M))
    list(ops.reveal_general(g, 0, D))
    assert g.p(0).kingdom == CAREERIST and state(g).claims.get("wei", 0) == 0
    list(ops.reveal_general(g, 1, M))
    list(ops.reveal_general(g, 2, M))
    assert [g.p(s).kingdom for s in (1, 2)] == ["wei", "wei"]


def test_hidden_and_revealed_again_gives_no_second_mark() -> None:
    """One 野心家 mark a game: a wild main hidden (倾城) and revealed again gives none."""
    t = table(hidden("schemer", "wei1"), hidden("shu1", "shu2"))
    g = t.start()
    list(ops.reveal_general(g, 0, M))
    ops.hide_general(g, 0, M)
    list(ops.reveal_general(g, 0, M))
    assert marks(g, 0) == 1 and g.p(0).kingdom == CAREERIST


def test_a_face_down_wild_main_is_revealed_by_using_its_skill() -> None:
    """A face-down wild card's skill is offered; using it reveals the card: a careerist."""
    t = table(hidden("schemer", "wei1"), hidden("shu1", "shu2"))
    g = t.start()
    assert "skill:t_count" in options(t)
    t.use("skill:t_count")
    assert g.p(0).generals[0].revealed and g.p(0).kingdom == CAREERIST
    assert marks(g, 0) == 1


def test_a_death_shows_the_wild_main_and_the_victim_is_a_careerist() -> None:
    """A dead player's generals are all revealed: a wild main makes the victim a careerist,
    so its 魏 killer is no kingdom-mate (no punishment) and draws 1 (a careerist victim)."""
    t = table(shown("prober", "wei2"), shown("schemer", "wei1", main_up=False),
              hidden("shu1", "shu2"), hidden("qun1", "qun2"))
    t.set_hp(1, 1)
    g = t.start()
    assert g.p(1).kingdom == "wei" and rel.same_kingdom(g, 0, 1)
    before = len(g.p(0).hand)
    run(t, lambda g: ops.damage(g, 0, 1, 1))
    assert not g.p(1).alive and g.p(1).kingdom == CAREERIST
    assert len(g.p(0).hand) == before + 1


# ---------------------------------------------------------------- victory


def test_a_face_down_wild_main_keeps_a_one_kingdom_table_going() -> None:
    """Only the players certainly of one side end the game: a 魏 player whose wild main is
    still face down is not (its reveal would make a careerist)."""
    t = table(shown("prober", "wei2"), shown("schemer", "wei1", main_up=False),
              hidden("shu1", "shu2"))
    t.set_hp(2, 1)
    g = t.start()
    run(t, lambda g: ops.damage(g, 0, 2, 1))
    assert not g.p(2).alive and not g.over


def test_a_lone_survivor_with_a_face_down_wild_main_wins_alone() -> None:
    """野心家需要消灭所有其他角色: the last player alive wins alone, shown as a careerist; its
    dead 魏 kingdom-mate of the moment does not win with it."""
    t = table(shown("prober", "wei2"), shown("schemer", "wei1", main_up=False),
              shown("wei3", "wei4"))
    t.set_hp(2, 1)
    g = t.start(seat=1)
    g.p(0).alive = False
    g.mark_skills_changed()
    with pytest.raises(GameOver) as over:
        list(ops.die(g, 2, 1, None))
    assert over.value.winners == [1]


# ---------------------------------------------------------------- the mark


def test_the_mark_as_a_peach_in_the_play_phase() -> None:
    """野心[桃]: 你可弃一枚“野心家”，视为使用【桃】 — while wounded; the mark is spent."""
    t = table(shown("schemer", "wei1"), hidden("shu1", "shu2"))
    t.set_hp(0, 2)
    g = t.start()
    t.use("skill:wild_peach:peach")
    assert g.p(0).hp == 3 and marks(g, 0) == 0
    assert not any(o.startswith("skill:wild_peach") for o in options(t))


def test_no_peach_of_the_mark_at_full_hp() -> None:
    t = table(shown("schemer", "wei1"), hidden("shu1", "shu2"))
    t.start()
    assert not any(o.startswith("skill:wild_peach") for o in options(t))


def test_the_mark_as_a_peach_saves_another_dying_player() -> None:
    """视为使用【桃】 for a dying player, as any 桃."""
    t = table(shown("prober", "wei2"), shown("schemer", "wei1"), hidden("shu1", "shu2"))
    t.set_hp(2, 1)
    g = t.start()
    t.game.p(0).marks["probe"] = lambda g: ops.damage(g, 0, 2, 1)
    t.use("skill:t_probe")
    req = t.until(seat=1, reason="dying")
    keys = [o.key for o in req.options]
    assert "skill:wild_peach:peach" in keys
    t.respond("skill:wild_peach:peach", targets=[2])
    assert g.p(2).alive and g.p(2).hp == 1 and marks(g, 1) == 0


@pytest.mark.parametrize(("choice", "drawn"), [("wild_companion", 2),
                                               ("wild_yinyangfish", 1)])
def test_the_mark_for_companions_or_a_half_hp_token(choice: str, drawn: int) -> None:
    """野心[牌]: 执行“珠联璧合”（摸两张牌）或“阴阳鱼”（摸一张牌）的效果."""
    t = table(shown("schemer", "wei1"), hidden("shu1", "shu2"))
    t.set_hand(0, "slash")
    g = t.start()
    t.use("skill:wild_draw")
    t.expect("option", seat=0, reason="wild_draw")
    t.choose(choice)
    assert len(g.p(0).hand) == 1 + drawn and marks(g, 0) == 0
    assert "skill:wild_draw" not in options(t)


def test_the_mark_for_vanguard_fills_the_hand_and_looks_at_a_general() -> None:
    """先驱: 将手牌摸至4张，观看一名其他角色的一张暗置武将牌."""
    t = table(shown("schemer", "wei1"), hidden("shu1", "shu2"), shown("qun1", "qun2"))
    t.set_hand(0, "slash")
    g = t.start()
    t.use("skill:wild_draw")
    t.choose("wild_vanguard")
    assert len(g.p(0).hand) == 4
    # seat 1 is the only other player with a face-down general: chosen by the engine
    t.expect("option", seat=0, reason="wild_draw")
    t.choose("deputy")
    assert 0 in g.general_knowers[(1, D)]
    assert t.view(0)["players"][1]["generals"][1]["general"] == "shu2"


def test_the_mark_raises_the_hand_limit_at_the_discard_phase() -> None:
    """弃牌阶段开始时，若手牌数大于手牌上限，你可弃一枚“野心家”，此回合手牌上限+2."""
    t = table(shown("schemer", "wei1"), hidden("shu1", "shu2"))
    t.set_hp(0, 2)
    t.set_hand(0, "slash", "slash", "slash", "jink")
    g = t.start(phase="discard")
    t.expect("confirm", seat=0, reason="wild_limit")
    t.yes()
    assert marks(g, 0) == 0 and g.p(0).marks["wild_limit.turn"] == 1
    assert len(g.p(0).hand) == 4  # a limit of 2 + 2: nothing was discarded
    assert not t.log("discard") and t.log("turn")[-1]["seat"] == 1


def test_no_mark_no_use() -> None:
    """One mark, one use: once it is spent, none of its uses is offered (wounded too)."""
    t = table(shown("schemer", "wei1"), hidden("shu1", "shu2"))
    t.set_hp(0, 2)
    g = t.start()
    assert {"skill:wild_peach:peach", "skill:wild_draw"} <= set(options(t))
    t.use("skill:wild_draw")
    t.choose("wild_yinyangfish")
    assert marks(g, 0) == 0
    assert not any(o.startswith(("skill:wild_peach", "skill:wild_draw")) for o in options(t))


def test_a_formation_summon_asks_a_wild_player_whose_deputy_would_join() -> None:
    """阵法召唤 asks 满足此阵法技条件的未确定势力角色: a hidden wild main over a 魏 deputy joins
    a 魏 formation by revealing the deputy (revealing the main would make a careerist)."""
    t = table(shown("marshal", "wei1"), hidden("schemer", "wei2"), hidden("shu1", "shu2"),
              hidden("wu1", "wu2"), hidden("qun1", "qun2"))
    g = t.start()
    t.use("skill:formation_summon")
    asked = t.expect("option", seat=1, reason="formation_summon")
    assert asked.options == ["main", "deputy", "none"]
    t.choose("deputy")
    assert g.p(1).kingdom == "wei" and rel.formation_of(g, 0) == [0, 1]
