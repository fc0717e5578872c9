"""拼點 (seed 000): who may, face down at once, reveal, discard, then the result; ◆ death."""

from __future__ import annotations

from typing import Any

from vocab_support import moves, result, run, table

from sgs.core import Game, Player, Skill, Timing, Zone, ops
from sgs.core.events import PindianEvent
from sgs.core.view import log_for, view


class Pauser(Skill):
    """An optional skill at PINDIAN_PLACED: its question pauses the game there."""

    id = "t_pauser"
    timings = (Timing.PINDIAN_PLACED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return True


class Killer(Skill):
    """Kills the target of a 拼點 after the cards are placed, before the reveal."""

    id = "t_killer"
    timings = (Timing.PINDIAN_PLACED,)
    locked = True

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, PindianEvent) and g.p(ev.target).alive

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Any:
        yield from ops.die(g, ev.target, None, None)


GENERALS = {"pauser": ("t_pauser",), "killer": ("t_killer",)}


def _table(*generals: str) -> Any:
    return table(*generals, skills=(Pauser, Killer), extra_generals=GENERALS)


def _pindian(t: Any, source: int = 0, target: int = 1) -> None:
    run(t, lambda g: ops.pindian(g, source, target, "test"))


def test_needs_own_hand_and_a_target_with_hand() -> None:
    """角色發起拼點的條件是其有手牌。角色發起拼點的目標是一名有手牌的其他角色。"""
    t = _table("prober", "blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "slash ♣7")
    g = t.start(0, "play")
    assert ops.can_pindian(g, 0, 1)
    assert not ops.can_pindian(g, 0, 2)  # the target has no hand
    assert not ops.can_pindian(g, 2, 0)  # the source has no hand
    assert not ops.can_pindian(g, 0, 0)  # another player
    _pindian(t, 0, 2)
    assert result(t) is None and not t.log("pindian") and not moves(t, "pindian")


def test_higher_rank_wins() -> None:
    """若兩張牌點數不同，則拼點的牌點數較大的角色贏，拼點的牌點數較小的角色沒贏"""
    t = _table("prober", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥Q")
    t.start(0, "play")
    _pindian(t)
    ev = result(t)
    assert ev.winner == 1 and not ev.source_won
    rec = t.log("pindian")[-1]
    assert (rec["source_card"], rec["target_card"], rec["winner"]) == (
        t.find("slash ♠7"), t.find("peach ♥Q"), 1)


def test_equal_ranks_nobody_wins() -> None:
    """若兩張牌點數相同，則兩名角色都沒贏。"""
    t = _table("prober", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "slash ♣7")
    t.start(0, "play")
    _pindian(t)
    ev = result(t)
    assert ev.winner is None and not ev.source_won


def test_both_choose_before_any_card_moves() -> None:
    """拼點的發起者和目標角色首先同時將一張手牌背面朝上置入處理區"""
    t = _table("prober", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦3").set_hand(1, "peach ♥Q", "slash ♣7")
    t.start(0, "play")
    _pindian(t)
    t.expect("cards", seat=0)
    t.pick("jink ♦3")
    t.expect("cards", seat=1)
    assert t.where("jink ♦3").zone is Zone.HAND  # not placed before the other chose
    t.pick("slash ♣7")
    placed = [r for r in moves(t, "pindian") if r["dst"]["zone"] == "processing"]
    assert sorted(c for r in placed for c in r["cards"]) == sorted(
        [t.find("jink ♦3"), t.find("slash ♣7")])
    assert all(r["face_up"] is False for r in placed)
    assert result(t).winner == 1


def test_placed_cards_are_face_down_until_the_reveal() -> None:
    """…首先同時將一張手牌背面朝上置入處理區，然後同時亮出雙方拼點的牌以確定拼點結果"""
    t = _table("prober", "blank", "pauser")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥Q")
    g = t.start(0, "play")
    mine, theirs = t.find("slash ♠7"), t.find("peach ♥Q")
    _pindian(t)
    t.expect("confirm", seat=2)  # paused at PINDIAN_PLACED
    assert sorted(g.processing) == sorted([mine, theirs])
    assert [c["id"] for c in view(g, 2)["processing"]] == [None, None]
    ids0 = {c["id"] for c in view(g, 0)["processing"]}
    assert mine in ids0 and theirs not in ids0
    for seat, known in ((0, mine), (1, theirs), (2, None)):
        seen = {c for r in log_for(g, seat) if r["t"] == "move" and r["reason"] == "pindian"
                for c in r["cards"]}
        assert seen == {known, None} if known is not None else seen == {None}
    assert not t.log("pindian")
    t.no()
    rec = [r for r in log_for(g, 2) if r["t"] == "pindian"]
    assert (rec[0]["source_card"], rec[0]["target_card"]) == (mine, theirs)


def test_cards_are_discarded_together_before_the_result_applies() -> None:
    """再將處理區裡的兩張牌同時置入棄牌堆，最後根據拼點結果執行相應的效果。"""
    t = _table("prober", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥Q")
    g = t.start(0, "play")
    where: list[Zone] = []

    def op(g: Game) -> Any:
        ev = yield from ops.pindian(g, 0, 1, "test")
        where.extend(g.place[c].zone for c in (ev.source_card, ev.target_card))
        return ev

    run(t, op)
    assert where == [Zone.DISCARD, Zone.DISCARD]
    out = [r for r in moves(t, "pindian") if r["dst"]["zone"] == "discard"]
    assert len(out) == 1 and len(out[0]["cards"]) == 2 and out[0]["visible"] is None
    assert g.processing == []


def test_dead_players_card_is_still_revealed_and_decides() -> None:
    """◆若拼點的兩名角色中，有一名在雙方亮出拼點的牌前死亡，則之後系統會亮出死亡角色拼點的牌來確定拼點的結果。"""
    t = _table("prober", "blank", "killer")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥Q", "jink ♦3")
    g = t.start(0, "play")
    _pindian(t)
    t.pick("peach ♥Q")
    assert not g.p(1).alive
    ev = result(t)
    assert ev.target_card == t.find("peach ♥Q") and ev.winner == 1
    rec = t.log("pindian")[-1]
    assert rec["target_card"] == t.find("peach ♥Q") and rec["winner"] == 1
    assert t.where("peach ♥Q").zone is Zone.DISCARD
    # the death discarded the rest of the hand, not the placed card: it was revealed after
    kinds = [r["t"] for r in t.log() if r["t"] in ("death", "pindian")]
    assert kinds == ["death", "pindian"]
