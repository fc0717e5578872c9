"""移出遊戲, cards on a general, "A操作…牌" and "A操作…所有…牌" (seed 000)."""

from __future__ import annotations

from typing import Any

from vocab_support import moves, result, run, table

from sgs.core import Game, Player, Skill, Timing, Zone, ops
from sgs.core.events import MoveEvent
from sgs.core.view import log_for, view


class Watcher(Skill):
    id = "t_watcher"
    timings = (Timing.CARDS_MOVED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        owner.marks.setdefault("moved", []).append(ev)
        return False


def _table(*generals: str) -> Any:
    return table(*generals, skills=(Watcher,), extra_generals={"pw": ("probe", "t_watcher")})


def _owned(g: Game, cid: int) -> list[int]:
    return [p.seat for p in g.players if cid in g.all_cards_of(p.seat)]


def test_removed_card_is_set_aside_face_up() -> None:
    """移出遊戲: 有些效果會讓某些牌移出遊戲，即把這些牌放到一旁 ◆移出遊戲的牌須正面朝上放置。"""
    t = _table("prober", "blank", "blank")
    t.set_hand(1, "slash ♠7")
    g = t.start(0, "play")
    cid = t.find("slash ♠7")
    run(t, lambda g: ops.remove_from_game(g, [cid], by=0))
    assert g.place[cid].zone is Zone.VOID and g.void == [cid]
    (mv,) = moves(t, "remove")
    assert mv["visible"] is None and mv["face_up"] is True
    assert [c["id"] for c in view(g, 2)["void"]] == [cid]


def test_removed_card_is_owned_by_nobody() -> None:
    """◆移出遊戲的牌不為任何角色所擁有。"""
    t = _table("pw", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    assert "moved" not in g.p(0).marks  # the table lays its cards out without triggers
    cid = t.find("slash ♠7")
    run(t, lambda g: ops.remove_from_game(g, [cid], by=0))
    assert _owned(g, cid) == []
    (ev,) = g.p(0).marks["moved"]
    assert [m.card for m in ev.lost_by(0)] == [cid]


def test_cards_on_a_general_are_out_of_the_game() -> None:
    """◆置於武將牌上/旁的牌都是移出遊戲的牌。"""
    t = _table("pw", "blank", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦3")
    g = t.start(0, "play")
    assert "moved" not in g.p(0).marks  # the table lays its cards out without triggers
    cards = list(g.p(0).hand)
    run(t, lambda g: ops.put_on_general(g, 0, "t_pile", cards))
    assert result(t) is True
    assert [pc.id for pc in g.pile(0, "t_pile")] == cards
    assert all(_owned(g, c) == [] for c in cards)
    (ev,) = g.p(0).marks["moved"]
    assert sorted(m.card for m in ev.lost_by(0)) == sorted(cards)


def test_cards_on_a_general_are_face_up() -> None:
    """◆移出遊戲的牌須正面朝上放置。 (on a general: everyone sees them)"""
    t = _table("prober", "blank", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    cid = t.find("slash ♠7")
    run(t, lambda g: ops.put_on_general(g, 0, "t_pile", [cid]))
    assert view(g, 2)["players"][0]["piles"] == {
        "t_pile": [{"id": cid, "name": "slash", "suit": "spade", "rank": 7}]}
    assert [r for r in log_for(g, 2) if r["t"] == "move"][-1]["cards"] == [cid]


def test_put_on_general_is_on_ones_own_general() -> None:
    """◆一名角色將…牌置於武將牌上/旁，默認是指置於該角色的武將牌上/旁。"""
    t = _table("prober", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    run(t, lambda g: ops.put_on_general(g, 0, "t_pile", [t.find("slash ♠7")]))
    assert g.place[t.find("slash ♠7")].seat == 0 and g.p(1).areas.piles == {}


# ---------------------------------------------------------------- A操作…(所有)…牌


def test_operating_on_cards_means_ones_own() -> None:
    """A操作…牌/A將…牌操作: 若未說明此牌是哪名角色的，則默認是A的。"""
    t = _table("prober", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦3", "peach ♥3")
    t.start(0, "play")
    run(t, lambda g: ops.ask_discard(g, 0, 1, "h"))
    assert t.hand(0) == [] and len(t.hand(1)) == 2


def test_all_cards_when_there_are_none_is_not_performed() -> None:
    """A操作…所有…牌: 若A沒有這樣的牌，視為A未執行此操作。"""
    t = _table("pw", "blank")
    g = t.start(0, "play")
    g.p(0).marks.pop("moved", None)
    n = len(g.log)
    run(t, lambda g: ops.vocab.discard_all(g, 0, "he"))
    assert result(t) is False
    assert [r["t"] for r in g.log[n:]] == ["answer", "skill"]  # the probe itself, nothing more
    assert "moved" not in g.p(0).marks


def test_all_cards_when_there_are_some() -> None:
    """A操作…所有…牌 — with such cards, all of them go at once."""
    t = _table("pw", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦3").set_equip(0, "t_armor ♠3")
    g = t.start(0, "play")
    g.p(0).marks.pop("moved", None)
    run(t, lambda g: ops.discard_all(g, 0, "he"))
    assert result(t) is True and g.p(0).hand == [] and t.equipment(0) == {}
    (ev,) = g.p(0).marks["moved"]
    assert isinstance(ev, MoveEvent) and len(ev.moves) == 3 and ev.reason == "discard"
