"""Seed 001 野心家规则: when a first reveal would make a kingdom's players more than half
of the players at the start, the player is a careerist, and so is every later one."""

from __future__ import annotations

import pytest
from heg_support import hidden, table

from sgs.core import ops
from sgs.core.generals import Position
from sgs.modes.hegemony import CAREERIST
from sgs.packs.hegemony import relations as rel


@pytest.mark.parametrize(("players", "nth"), [(4, 3), (5, 3), (6, 4), (8, 5), (9, 5)])
def test_the_nth_revealed_of_one_kingdom_is_the_first_careerist(players: int, nth: int,
                                                              ) -> None:
    """The careerist count of issue 10: at 4, 5, 6, 8 and 9 players the 3rd, 3rd, 4th,
    5th, 5th revealed of one kingdom (该势力的角色超过了总游戏人数的一半)."""
    seats = [hidden(f"wei{i % 5 + 1}", "weif") for i in range(players)]
    t = table(*seats, options={"vanguard": False})
    g = t.start()
    kingdoms = []
    for seat in range(players):
        g.p(seat).hand.clear()
        list(ops.reveal_general(g, seat, Position.MAIN))
        kingdoms.append(g.p(seat).kingdom)
        if g.over:
            break
    first = kingdoms.index(CAREERIST) + 1
    assert first == nth
    assert all(k == CAREERIST for k in kingdoms[nth - 1:])


def test_dead_players_count_for_the_kingdom() -> None:
    """Counting dead players: a dead 魏 player still counts toward the half."""
    t = table(hidden("wei1", "wei2"), hidden("wei3", "wei4"), hidden("shu1", "shu2"),
              hidden("wei5", "weif"), options={"vanguard": False})
    g = t.start()
    list(ops.reveal_general(g, 0, Position.MAIN))
    g.p(0).alive = False  # as if dead (revealed at death)
    list(ops.reveal_general(g, 1, Position.MAIN))
    list(ops.reveal_general(g, 3, Position.MAIN))
    assert [g.p(s).kingdom for s in (0, 1, 3)] == ["wei", "wei", CAREERIST]


def test_careerists_are_of_different_kingdoms_from_everyone_and_each_other() -> None:
    """野心家为单独的一种势力，与其他角色的势力均不同…野心家与野心家之间也是不同势力。"""
    t = table(hidden("wei1", "wei2"), hidden("wei3", "wei4"), hidden("wei5", "weif"),
              hidden("wei_odd", "wei1"), hidden("shu1", "shu2"), options={"vanguard": False})
    g = t.start()
    for s in range(4):
        list(ops.reveal_general(g, s, Position.MAIN))
    assert [g.p(s).kingdom for s in range(4)] == ["wei", "wei", CAREERIST, CAREERIST]
    assert rel.same_kingdom(g, 0, 1) and not rel.same_kingdom(g, 2, 3)
    assert rel.same_kingdom(g, 2, 2)  # a careerist is of its own kingdom
    assert rel.other_kingdom(g, 2, 3) and rel.other_kingdom(g, 0, 2)
    assert rel.all_different_kingdoms(g, [0, 2, 3])


def test_lianheng_may_go_to_another_careerist() -> None:
    """連橫 (seed 000): 交給一名與自己勢力不同的角色 — two careerists are of different
    kingdoms (野心家與野心家之間也是不同勢力), one player of your kingdom is not."""
    t = table(hidden("wei1", "wei2"), hidden("wei3", "wei4"), hidden("wei5", "weif"),
              hidden("wei_odd", "wei1"), hidden("shu1", "shu2"), options={"vanguard": False})
    g = t.start()
    for s in range(4):
        list(ops.reveal_general(g, s, Position.MAIN))
    assert ops.can_lianheng(g, 2, 3) and ops.can_lianheng(g, 0, 2)
    assert not ops.can_lianheng(g, 0, 1)
    assert ops.can_lianheng(g, 0, 4)  # no kingdom
