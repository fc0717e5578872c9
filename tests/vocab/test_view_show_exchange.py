"""觀看, 展示 and 交換 (seed 000)."""

from __future__ import annotations

from typing import Any

from vocab_support import moves, result, run, table

from sgs.core import Game, Player, Skill, Timing, Zone, ops
from sgs.core.events import MoveEvent
from sgs.core.view import log_for, view


class MoveWatcher(Skill):
    """Keeps every CARDS_MOVED event it sees (never fires)."""

    id = "t_move_watcher"
    timings = (Timing.CARDS_MOVED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        owner.marks.setdefault("moved", []).append(ev)
        return False


def _table(*generals: str) -> Any:
    return table(*generals, skills=(MoveWatcher,), extra_generals={"mover": ("t_move_watcher",)})


# ---------------------------------------------------------------- 觀看


def test_view_only_the_viewer_sees() -> None:
    """觀看: 你觀看指定的牌時，不可以讓其他玩家看見"""
    t = _table("prober", "blank", "blank")
    t.set_hand(1, "slash ♠7", "peach ♥3")
    g = t.start(0, "play")
    hand = list(g.p(1).hand)
    ops.view_cards(g, 0, hand, reason="test")
    assert [r["cards"] for r in log_for(g, 0) if r["t"] == "view"] == [hand]
    assert not [r for r in log_for(g, 1) if r["t"] == "view"]
    assert not [r for r in log_for(g, 2) if r["t"] == "view"]
    assert not [r for r in log_for(g, None) if r["t"] == "view"]


def test_viewed_cards_stay_where_they_are() -> None:
    """觀看: …並且此牌依然處於原本所在的區域。"""
    t = _table("prober", "mover")
    t.set_hand(1, "slash ♠7")
    g = t.start(0, "play")
    assert "moved" not in g.p(1).marks  # the table lays its cards out without triggers
    n_moves = len(moves(t))
    ops.view_cards(g, 0, list(g.p(1).hand))
    assert t.where("slash ♠7").zone is Zone.HAND and t.where("slash ♠7").seat == 1
    assert len(moves(t)) == n_moves and "moved" not in g.p(1).marks


def test_view_top_of_the_draw_pile_keeps_the_order() -> None:
    """觀看: …此牌依然處於原本所在的區域 — the top of the draw pile stays on top."""
    t = _table("prober", "blank")
    t.set_top("peach ♥3", "slash ♠7")
    g = t.start(0, "play")
    top = g.draw_pile[:2]
    ops.view_cards(g, 0, top)
    assert g.draw_pile[:2] == top


# ---------------------------------------------------------------- 展示


def test_shown_hand_card_stays_in_hand() -> None:
    """◆展示角色的手牌時，此牌依然為該角色的手牌，並未失去。"""
    t = _table("prober", "mover")
    t.set_hand(1, "slash ♠7")
    g = t.start(0, "play")
    assert "moved" not in g.p(1).marks  # the table lays its cards out without triggers
    cid = t.find("slash ♠7")
    run(t, lambda g: _show(g, 1, [cid]))
    assert g.p(1).hand == [cid]
    assert "moved" not in g.p(1).marks  # no move: nothing lost


def _show(g: Game, seat: int, cards: list[int]) -> Any:
    return ops.show(g, seat, cards, "test")
    yield  # pragma: no cover


def test_show_is_seen_by_everyone() -> None:
    """展示: 將背面朝上的牌翻轉至正面朝上的動作"""
    t = _table("prober", "blank", "blank")
    t.set_hand(1, "slash ♠7")
    g = t.start(0, "play")
    cid = t.find("slash ♠7")
    ops.show(g, 1, [cid], "test")
    for seat in (0, 1, 2, None):
        (rec,) = [r for r in log_for(g, seat) if r["t"] == "show"]
        assert rec["cards"] == [cid] and rec["faces"] == [["slash", "spade", 7]]


def test_shown_card_can_still_be_operated_on() -> None:
    """◆在某牌或技能的使用結算中，一名角色的一張手牌被展示，若後續效果中須對此牌進行操作，則不能將此牌翻轉至背面朝上。"""
    t = _table("prober", "blank", "blank")
    t.set_hand(1, "slash ♠7", "peach ♥3")
    t.start(0, "play")
    cid = t.find("slash ♠7")

    def show_then_gain(g: Game) -> Any:
        shown = ops.show(g, 1, [cid], "test")
        yield from ops.move(g, shown, ops.vocab.Place(Zone.HAND, 0), "gain", by=0)
        return shown

    run(t, show_then_gain)
    assert t.where(cid).seat == 0
    # still face up: the other player sees which card it was
    seen = [r for r in log_for(t.game, 2) if r["t"] == "move" and r["reason"] == "gain"]
    assert seen[-1]["cards"] == [cid]


def test_shown_card_is_face_down_again_after_the_resolution() -> None:
    """展示: 將背面朝上的牌翻轉至正面朝上的動作，然後須翻轉至背面朝上。"""
    t = _table("prober", "prober", "blank")
    t.set_hand(1, "slash ♠7", "peach ♥3")
    g = t.start(0, "play")
    cid = t.find("slash ♠7")
    run(t, lambda g: _show(g, 1, [cid]))
    t.end_play()  # seat 0's play phase (the event that showed it) is over
    t.expect("play", seat=1)
    run(t, lambda g: ops.give(g, 1, [cid], 0), seat=1)
    seen = [r for r in log_for(g, 2) if r["t"] == "move" and r["reason"] == "give"]
    assert seen[-1]["cards"] == [None]


def test_revealed_from_the_pile_goes_to_processing() -> None:
    """◆從牌堆頂亮出的牌須置入處理區。"""
    t = _table("prober", "blank")
    t.set_top("peach ♥3", "slash ♠7")
    t.start(0, "play")
    seen_at: list[list[int]] = []

    def reveal(g: Game) -> Any:
        cards = yield from ops.reveal_top(g, 0, 2, "test")
        seen_at.append(list(g.processing))
        return cards

    run(t, reveal)
    cards = result(t)
    assert cards == [t.find("peach ♥3"), t.find("slash ♠7")] and seen_at == [cards]
    (mv,) = moves(t, "test")
    assert mv["src"] == {"zone": "draw"} and mv["dst"] == {"zone": "processing"}
    assert mv["visible"] is None


# ---------------------------------------------------------------- 交換


def test_exchange_hands_through_processing() -> None:
    """交換: 交換的雙方先同時將自己的所有手牌/裝備區裡的牌移動到處理區，
    然後同時將原本為對方所擁有的牌從處理區移動到自己的手牌/裝備區裡。"""
    t = _table("prober", "mover")
    t.set_hand(0, "slash ♠7", "jink ♦3").set_hand(1, "peach ♥3")
    g = t.start(0, "play")
    mine, theirs = list(g.p(0).hand), list(g.p(1).hand)
    run(t, lambda g: ops.exchange(g, 0, 1, "hand"))
    assert sorted(g.p(0).hand) == sorted(theirs) and sorted(g.p(1).hand) == sorted(mine)
    evs = [e for e in g.p(1).marks["moved"] if isinstance(e, MoveEvent)
           and e.reason == "exchange"]
    assert len(evs) == 2  # both at once into processing, then both at once out
    assert {m.dst.zone for m in evs[0].moves} == {Zone.PROCESSING}
    assert {m.src.zone for m in evs[1].moves} == {Zone.PROCESSING}
    assert t.log("exchange")[-1] == {"t": "exchange", "a": 0, "b": 1, "area": "hand"}


def test_exchange_hands_face_down() -> None:
    """◆交換手牌/身份牌時須背面朝上交換。"""
    t = _table("prober", "blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥3")
    g = t.start(0, "play")
    run(t, lambda g: ops.exchange(g, 0, 1, "hand"))
    ex = moves(t, "exchange")
    # into processing face down: each sees only their own; then the taker sees them too
    assert [(r["visible"], r["face_up"]) for r in ex] == [
        ([0], False), ([1], False), ([0, 1], True), ([0, 1], True)]
    assert all(c is None for r in log_for(g, 2) if r["t"] == "move"
               and r["reason"] == "exchange" for c in r["cards"])
    assert view(g, 2)["players"][0]["hand"] is None


def test_exchange_equipment_face_up() -> None:
    """交換: …所有手牌/裝備區裡的牌 — equipment is exchanged in the open."""
    t = _table("prober", "blank")
    t.set_equip(0, "t_armor ♠3").set_equip(1, "t_weapon ♠3", "t_horse ♠3")
    t.start(0, "play")
    run(t, lambda g: ops.exchange(g, 0, 1, "equip"))
    assert sorted(t.equipment(0)) == ["+1", "weapon"] and sorted(t.equipment(1)) == ["armor"]
    assert all(r["visible"] is None for r in moves(t, "exchange"))


def test_exchange_with_one_side_empty_still_happens() -> None:
    """◆交換的其中一方可以沒有指定交換的牌"""
    t = _table("prober", "blank")
    t.set_hand(1, "peach ♥3")
    t.start(0, "play")
    run(t, lambda g: ops.exchange(g, 0, 1, "hand"))
    assert result(t) is True and t.hand(0) == ["peach"] and t.hand(1) == []
    assert t.log("exchange")


def test_exchange_with_both_sides_empty_still_happens() -> None:
    """◆…也可以雙方都沒有指定交換的牌（此情況依然視為執行了交換的效果）。"""
    t = _table("prober", "blank")
    t.start(0, "play")
    run(t, lambda g: ops.exchange(g, 0, 1, "hand"))
    assert result(t) is True
    assert t.log("exchange") == [{"t": "exchange", "a": 0, "b": 1, "area": "hand"}]
    assert not moves(t, "exchange")
