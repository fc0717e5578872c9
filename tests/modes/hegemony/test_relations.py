"""Seed 001's relation words, each in a case where it differs from its neighbours."""

from __future__ import annotations

from heg_support import hidden, shown, table

from sgs.packs.hegemony import relations as rel


def _game():  # type: ignore[no-untyped-def]
    # 0 魏 revealed, 1 魏 revealed, 2 蜀 revealed, 3 hidden (魏 generals), 4 吴 revealed
    return table(shown("wei1", "wei2"), shown("wei3", "wei4", deputy_up=False),
                 shown("shu1", "shu2"), hidden("wei5", "weif"), shown("wu1", "wu2")).start()


def test_your_kingdom() -> None:
    """你势力：你以及目标有势力，与你势力相同。"""
    g = _game()
    assert rel.same_kingdom(g, 0, 1) and rel.same_kingdom(g, 0, 0)
    assert not rel.same_kingdom(g, 0, 2)
    assert not rel.same_kingdom(g, 0, 3)  # hidden: no kingdom, though its generals are 魏
    assert not rel.same_kingdom(g, 3, 3)  # nor is a kingdomless player "of its own"


def test_other_kingdom_unknown_and_not_yours() -> None:
    """其他势力：目标有势力，与你势力不相同。未知势力：目标无势力。非你势力：为其他势力或未知势力。"""
    g = _game()
    assert rel.other_kingdom(g, 0, 2) and not rel.other_kingdom(g, 0, 3)
    assert rel.unknown_kingdom(g, 3) and not rel.unknown_kingdom(g, 2)
    assert rel.not_your_kingdom(g, 0, 2) and rel.not_your_kingdom(g, 0, 3)
    assert not rel.not_your_kingdom(g, 0, 1)
    # a player with no kingdom: everyone with one is of another kingdom to them
    assert rel.other_kingdom(g, 3, 0) and rel.not_your_kingdom(g, 3, 0)


def test_same_different_and_not_one_kingdom() -> None:
    """同一势力：多名角色有势力且相同。不同势力：多名角色有势力且皆不相同。
    不为同一势力：多名角色中存在未知势力。"""
    g = _game()
    assert rel.all_same_kingdom(g, [0, 1])
    assert not rel.all_same_kingdom(g, [0, 1, 2])
    assert rel.all_different_kingdoms(g, [0, 2, 4])
    assert not rel.all_different_kingdoms(g, [0, 1, 2])  # neither same nor different
    assert not rel.all_different_kingdoms(g, [0, 2, 3])  # 3 has no kingdom
    assert rel.not_one_kingdom(g, [0, 2, 3])
    assert not rel.not_one_kingdom(g, [0, 2])  # different, but all known


def test_big_and_small_kingdoms() -> None:
    """大势力/小势力 (rules/hegemony.md): the most living revealed players, at least 2."""
    g = _game()
    assert rel.big_sides(g) == {"wei"}
    assert rel.is_big(g, 0) and rel.is_small(g, 2) and rel.is_small(g, 3)
    assert not rel.is_big(g, 3)
    g2 = table(shown("wei1", "wei2"), shown("shu1", "shu2"), hidden("wu1", "wu2")).start()
    assert rel.big_sides(g2) == set() and not rel.is_small(g2, 1)  # no big: no small
