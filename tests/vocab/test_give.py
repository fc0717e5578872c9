"""將…牌交給A (seed 000): face down between the two, face up when the face matters,
X cards to Y players at once."""

from __future__ import annotations

from typing import Any

import pytest
from vocab_support import moves, result, run, table

from sgs.core import Game, IllegalAnswer, Player, Skill, Timing, ops
from sgs.core.events import MoveEvent
from sgs.core.view import log_for


class MoveCounter(Skill):
    """Counts the CARDS_MOVED events of gifts it sees (never fires)."""

    id = "t_move_counter"
    timings = (Timing.CARDS_MOVED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if isinstance(ev, MoveEvent) and ev.reason == "give":
            owner.marks.setdefault("gift_events", []).append(len(ev.moves))
        return False


def _table(*generals: str) -> Any:
    return table(*generals, skills=(MoveCounter,), extra_generals={"counter": ("t_move_counter",)})


def test_give_is_face_down() -> None:
    """將不是A擁有的牌以背面朝上的方式移動到A的手牌。"""
    t = _table("prober", "blank", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦3")
    t.start(0, "play")
    cid = t.find("slash ♠7")
    run(t, lambda g: ops.give(g, 0, [cid], 1))
    assert t.where(cid).seat == 1 and t.hand(1) == ["slash"]
    (mv,) = moves(t, "give")
    assert mv["visible"] == [0, 1] and mv["by"] == 0
    assert mv["src"] == {"zone": "hand", "seat": 0} and mv["dst"] == {"zone": "hand", "seat": 1}
    others = [r for r in log_for(t.game, 2) if r["t"] == "move" and r["reason"] == "give"]
    assert others[0]["cards"] == [None]
    mine = [r for r in log_for(t.game, 1) if r["t"] == "move" and r["reason"] == "give"]
    assert mine[0]["cards"] == [cid]


def test_give_face_up_when_the_face_matters() -> None:
    """若對此牌的牌面資訊有要求，須以正面朝上的方式移動到A的手牌。"""
    t = _table("prober", "blank", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    cid = t.find("slash ♠7")
    run(t, lambda g: ops.give(g, 0, [cid], 1, face_up=True))
    (mv,) = moves(t, "give")
    assert mv["visible"] is None
    assert [r for r in log_for(t.game, 2) if r["t"] == "move"][-1]["cards"] == [cid]


def test_give_not_a_card_of_the_receiver() -> None:
    """將不是A擁有的牌…移動到A的手牌 — the receiver gains it (it was not theirs)."""
    t = _table("prober", "counter")
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    cid = t.find("slash ♠7")
    run(t, lambda g: ops.give(g, 0, [cid], 1))
    ev = next(e for e in t.game.history if isinstance(e, MoveEvent) and e.reason == "give")
    assert [m.card for m in ev.gained_by(1)] == [cid]
    assert [m.card for m in ev.lost_by(0)] == [cid]


def test_give_x_cards_to_y_players_at_once() -> None:
    """◆“將…牌交給其他角色”是指你選擇X張…牌，同時選擇Y名其他角色作為目標（1≤Y≤X），…
    然後將這些牌按照確定好的分配方式同時交給這些目標角色。"""
    t = _table("prober", "counter", "blank", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦3", "peach ♥3", "slash ♣2")
    t.start(0, "play")
    pool = list(t.game.p(0).hand)
    run(t, lambda g: ops.give_among(g, 0, pool, 3, [1, 2, 3]))
    req = t.expect("distribute", seat=0)
    a, b, c = t.find("slash ♠7"), t.find("jink ♦3"), t.find("peach ♥3")
    t.choose({1: [a], 2: [b, c]})
    assert t.hand(1) == ["slash"] and sorted(t.hand(2)) == ["jink", "peach"] and t.hand(3) == []
    assert t.game.p(1).marks["gift_events"] == [3]  # one batch: all three at once
    assert req.to_json()["min_cards"] == 3 == req.to_json()["max_cards"]
    assert result(t) == {1: (a,), 2: (b, c)}


def test_each_receiver_sees_only_their_cards() -> None:
    """將…以背面朝上的方式移動到A的手牌 — with several receivers, each sees only their own."""
    t = _table("prober", "blank", "blank", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦3")
    t.start(0, "play")
    pool = list(t.game.p(0).hand)
    run(t, lambda g: ops.give_among(g, 0, pool, 2, [1, 2, 3]))
    a, b = t.find("slash ♠7"), t.find("jink ♦3")
    t.choose({1: [a], 2: [b]})
    gifts = moves(t, "give")
    assert sorted(r["visible"] for r in gifts) == [[0, 1], [0, 2]]
    for seat, mine, theirs in ((1, a, b), (2, b, a)):
        seen = [c for r in log_for(t.game, seat) if r["t"] == "move" and r["reason"] == "give"
                for c in r["cards"]]
        assert mine in seen and theirs not in seen
    seen3 = [c for r in log_for(t.game, 3) if r["t"] == "move" and r["reason"] == "give"
             for c in r["cards"]]
    assert seen3 == [None, None]


@pytest.mark.parametrize("plan", [
    {1: ["A"], 2: []},        # a chosen player gets no card
    {1: ["A"]},               # fewer than X cards
    {1: ["A", "B"], 2: ["A"]},  # a card given twice
    {0: ["A", "B"]},          # not to yourself
])
def test_illegal_distributions(plan: dict[int, list[str]]) -> None:
    """◆…須確保交給每名目標角色至少一張牌，且合計交給所有目標角色X張牌"""
    t = _table("prober", "blank", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦3")
    t.start(0, "play")
    pool = list(t.game.p(0).hand)
    run(t, lambda g: ops.give_among(g, 0, pool, 2, [1, 2]))
    ids = {"A": t.find("slash ♠7"), "B": t.find("jink ♦3")}
    with pytest.raises(IllegalAnswer):
        t.choose({s: [ids[c] for c in cs] for s, cs in plan.items()})
    t.expect("distribute", seat=0)
    assert len(t.game.p(0).hand) == 2


def test_give_nothing_is_no_move() -> None:
    """將…牌交給A — with no card, nothing is given (no move at all)."""
    t = _table("prober", "blank")
    t.start(0, "play")
    run(t, lambda g: ops.give(g, 0, [], 1))
    assert not moves(t, "give")
