"""Seed 001 联: 合纵连横规则 — every qualifying player has 合纵 (small kingdom) or 连横 (big
kingdom), used at the end of their turn (sgs.modes.hegemony.alliance)."""

from __future__ import annotations

import pytest
from heg_support import hidden, shown, table

from sgs.core import IllegalAnswer
from sgs.core.requests import Act
from sgs.testing import Table


def _moved(t: Table, reason: str) -> list[tuple[int | None, int]]:
    """(from seat, to seat) of the hand moves for ``reason`` (None: the draw pile)."""
    return [(r["src"].get("seat"), r["dst"]["seat"]) for r in t.log("move")
            if r["reason"] == reason]


def _table() -> Table:
    # 蜀 0, 1 (small) · 魏 2, 3, 4 (big) · 吴 5 (small)
    return table(shown("shu1", "shu2"), shown("shu3", "shu4"), shown("wei1", "wei3"),
                 shown("wei4", "wei5"), shown("weif", "wei_odd"), shown("wu1", "wu2"),
                 options={"vanguard": False})


def test_hezong_gives_to_a_small_kingdom_and_draws_when_theirs_is_no_smaller() -> None:
    """合纵：你为小势力的角色。回合结束时，你可以将一张手牌交给小势力的一名其他角色，若其势力
    的角色数不少于你势力，你摸一张牌。"""
    t = _table()
    t.set_hand(0, "杀")
    t.start(0, "finish")
    t.expect("cards", seat=0, reason="alliance_hezong")
    t.pick("杀")
    req = t.expect("players", seat=0, reason="alliance_hezong")
    assert list(req.seats) == [1, 5]  # small, other: not the big 魏
    t.choose([1])  # 蜀 has 2, as many as yours
    assert _moved(t, "alliance_hezong") == [(0, 1), (None, 0)]  # given, then drawn


def test_hezong_no_draw_for_a_smaller_kingdom() -> None:
    t = _table()
    t.set_hand(0, "杀")
    g = t.start(0, "finish")
    t.pick("杀")
    t.choose([5])  # 吴 has 1, fewer than 蜀's 2
    assert _moved(t, "alliance_hezong") == [(0, 5)]
    assert g.p(0).hand == []


def test_hezong_may_be_declined() -> None:
    t = _table()
    t.set_hand(0, "杀")
    g = t.start(0, "finish")
    t.expect("cards", seat=0, reason="alliance_hezong")
    t.pick()
    assert len(g.p(0).hand) == 1 and not t.log("skill")


def test_lianheng_the_receiver_discards_a_slash() -> None:
    """连横：你为大势力的角色。回合结束时，你可以将一张手牌交给小势力的一名角色，其选择一项：
    1.弃置一张【杀】；2.令你观看牌堆顶两张牌并获得其中的一张。"""
    t = _table()
    t.set_hand(2, "闪").set_hand(5, "杀")
    g = t.start(2, "finish")
    t.expect("cards", seat=2, reason="alliance_lianheng")
    t.pick("闪")
    req = t.expect("players", seat=2, reason="alliance_lianheng")
    assert list(req.seats) == [0, 1, 5]
    t.choose([5])
    req = t.expect("option", seat=5, reason="alliance_lianheng")
    assert req.options == ["discard_slash", "take_top"]
    t.choose("discard_slash")  # the one 杀: no question which
    assert t.discard_names() == ["slash"] and [g.card(c).name for c in g.p(5).hand] == ["jink"]


def test_lianheng_the_giver_looks_at_two_and_takes_one() -> None:
    t = _table()
    t.set_hand(2, "闪").set_top("桃", "无中生有")
    g = t.start(2, "finish")
    t.pick("闪")
    t.choose([0])
    # seat 0 has no 杀 to discard: letting seat 2 look is its only choice
    req = t.expect("cards", seat=2, reason="alliance_lianheng")
    assert sorted(g.card(c).name for c in req.cards) == ["ex_nihilo", "peach"]
    t.pick("无中生有")
    assert [g.card(c).name for c in g.p(2).hand] == ["ex_nihilo"]
    # the other stayed on top: the next player (seat 3) drew it first
    assert t.where("桃").seat == 3


def test_no_alliance_without_a_big_kingdom() -> None:
    """小势力/大势力 need a big kingdom: with none, nobody has either skill."""
    t = table(shown("shu1", "shu2"), shown("wei1", "wei3"), shown("wu1", "wu2"),
              shown("qun1", "qun2"), options={"vanguard": False})
    t.set_hand(0, "杀")
    t.start(0, "finish")
    t.until("play", seat=1)
    assert not [r for r in t.game.log if r["t"] == "answer" and r["seat"] == 0]


def test_lianheng_card_action_gives_a_marked_card_and_draws() -> None:
    """連橫 (seed 000): 角色在出牌階段的閒置時間點聲明一張牌並將之交給一名與自己勢力不同的角色，
    然後摸一張牌；或將之交給一名沒有勢力的其他角色."""
    t = table(shown("shu1", "shu2"), shown("shu3", "shu4"), shown("wei1", "wei2"),
              hidden("wu1", "wu2"), options={"vanguard": False})
    t.set_hand(0, "杀 ♣K", "杀 ♠7")
    g = t.start()
    marked = t.find("杀 ♣K")
    opts = {o.key: o for o in t.pending.options}
    assert f"lianheng:{marked}" in opts and f"lianheng:{t.find('杀 ♠7')}" not in opts
    node = t.pending.to_json()["options"]
    tree = next(o for o in node if o["key"] == f"lianheng:{marked}")
    assert tree["fixed_cards"] == [marked]
    with pytest.raises(IllegalAnswer):  # not to one of your own kingdom
        t.answer(Act(f"lianheng:{marked}", (marked,), (1,)))
    t.answer(Act(f"lianheng:{marked}", (marked,), (2,)))  # 魏: another kingdom
    assert t.where("杀 ♣K").seat == 2 and len(g.p(0).hand) == 2  # drew one


def test_lianheng_to_a_player_with_no_kingdom_draws_nothing() -> None:
    t = table(shown("shu1", "shu2"), shown("shu3", "shu4"), shown("wei1", "wei2"),
              hidden("wu1", "wu2"), options={"vanguard": False})
    t.set_hand(0, "杀 ♣K")
    g = t.start()
    marked = t.find("杀 ♣K")
    opt = next(o for o in t.pending.options if o.key == f"lianheng:{marked}")
    assert [s for s in opt.seats if opt.target_ok((marked,), (), s)] == [2, 3]
    t.answer(Act(f"lianheng:{marked}", (marked,), (3,)))
    assert t.where("杀 ♣K").seat == 3 and g.p(0).hand == []
