"""Seed 001 双: 双势力武将只能为副将，且在主将未明置过的情况下，双势力武将不得明置。主势技：
根据主将原本国籍来确定双势力角色拥有相应国籍的技能，势力的归属不影响国籍的技能。"""

from __future__ import annotations

import pytest
from heg_support import hidden, shown, table

from sgs.core import ConfigError, ops
from sgs.core.generals import Position


def test_a_dual_general_is_a_deputy_only_and_pairs_with_either_kingdom() -> None:
    g = table(hidden("wei1", "wei2"), hidden("shu1", "shu2")).start()
    mode = g.mode
    pairs = mode.inner._pairs(g, ["twofold", "wei1", "shu1", "wu1"])  # type: ignore[attr-defined]
    assert set(pairs) == {"wei1+twofold", "shu1+twofold"}  # never as main; 吴 never
    with pytest.raises(ConfigError, match="dual-kingdom"):
        mode.inner._check_pair(g, ["twofold", "wei1"])  # type: ignore[attr-defined]


def test_no_reveal_of_the_dual_deputy_before_the_main_general() -> None:
    """在主将未明置过的情况下，双势力武将不得明置: not at 准备, not by its skills."""
    t = table(hidden("shu1", "twofold"), hidden("wu1", "wu2"), options={"vanguard": False})
    g = t.start(phase="start")
    req = t.expect("option", seat=0, reason="reveal")
    assert req.options == ["main", "both", "none"]  # not the deputy alone
    assert g.p(0).latent_ids == ()  # its skills are not offered either
    assert not list(ops.reveal_general(g, 0, Position.DEPUTY)) and \
        not g.p(0).generals[1].revealed
    t.choose("main")
    assert "t_count" in g.p(0).latent_ids  # now it may be revealed
    ops.hide_general(g, 0, Position.MAIN)  # 主将未明置过: it has been, once
    assert g.mode.may_reveal(g, 0, g.p(0).generals[1])


def test_both_at_once_reveals_the_main_first() -> None:
    t = table(hidden("shu1", "twofold"), hidden("wu1", "wu2"), options={"vanguard": False})
    g = t.start(phase="start")
    t.choose("both")
    assert [c.revealed for c in g.p(0).generals] == [True, True]
    assert g.p(0).kingdom == "shu"


@pytest.mark.parametrize(("main", "has", "lacks"), [("shu1", "t_shu_side", "t_wei_side"),
                                                    ("wei1", "t_wei_side", "t_shu_side")])
def test_the_main_generals_printed_kingdom_picks_the_side_skill(main: str, has: str,
                                                               lacks: str) -> None:
    g = table(shown(main, "twofold"), hidden("wu1", "wu2")).start()
    assert has in g.skill_ids(0) and lacks not in g.skill_ids(0)


def test_a_careerist_keeps_the_side_skill_of_its_main_generals_kingdom() -> None:
    """势力的归属不影响国籍的技能: a 蜀 main whose player became a careerist still has
    the 蜀 skill."""
    t = table(shown("shu2", "shu3"), shown("shu4", "shu5"), shown("shu1", "twofold"),
              hidden("wu1", "wu2"))
    g = t.start()
    assert g.p(2).kingdom == "careerist"
    assert "t_shu_side" in g.skill_ids(2) and "t_wei_side" not in g.skill_ids(2)
