"""棄置 (seed 000): who chooses, areas first, blind hand, fewer than X, what is not a discard."""

from __future__ import annotations

import pytest
from vocab_support import moves, result, run, table

from sgs.core import IllegalAnswer, Zone, ops
from sgs.core.events import MoveEvent
from sgs.core.view import log_for


def test_a_makes_b_discard_b_chooses() -> None:
    """◆A令B棄置牌，是由B執行棄置的操作，即由B自己選擇棄置的牌"""
    t = table("prober", "blank")
    t.set_hand(1, "slash ♠7", "jink ♦2", "peach ♥3")
    t.start(0, "play")
    run(t, lambda g: ops.ask_discard(g, 1, 2, "h", reason="test"))
    req = t.expect("cards", seat=1)
    assert sorted(req.cards) == sorted(t.game.p(1).hand)
    assert (req.min, req.max) == (2, 2)
    t.pick("slash ♠7", "peach ♥3")
    assert t.hand(1) == ["jink"]
    assert sorted(t.discard_names()) == ["peach", "slash"]
    (mv,) = moves(t, "discard")
    assert mv["by"] == 1
    t.expect("play", seat=0)


def test_a_discards_b_card_a_chooses() -> None:
    """◆A棄置B的牌，是由A執行棄置的操作，即由A選擇棄置的牌。"""
    t = table("prober", "blank")
    t.set_hand(1, "slash ♠7", "jink ♦2").set_equip(1, "t_armor ♠3")
    t.start(0, "play")
    run(t, lambda g: ops.discard_of(g, 0, 1, "he", reason="test"))
    req = t.expect("card_of", seat=0)
    armor = t.find("t_armor ♠3")
    assert req.choices() == ["hand", armor]
    t.choose(armor)
    assert t.equipment(1) == {} and t.where(armor).zone is Zone.DISCARD
    (mv,) = moves(t, "discard")
    assert mv["by"] == 0 and mv["cards"] == [armor]
    assert result(t) == [armor]


def test_other_players_hand_cards_are_not_offered_by_id() -> None:
    """當你棄置其他角色區域裡的一張牌時，若可選擇多個區域，你先從這些區域中選擇一個：
    若你選擇的是其手牌，則你隨機將其中一張置入棄牌堆"""
    t = table("prober", "blank")
    t.set_hand(1, "slash ♠7", "jink ♦2").set_equip(1, "t_armor ♠3")
    t.start(0, "play")
    run(t, lambda g: ops.discard_of(g, 0, 1, "he"))
    req = t.expect("card_of", seat=0)
    hand = list(t.game.p(1).hand)
    assert req.to_json()["hand_count"] == 2
    assert not set(hand) & set(req.to_json()["visible"])
    with pytest.raises(IllegalAnswer):
        t.choose(hand[0])  # a hand card cannot be named: the area is chosen, then chance
    t.choose("hand")
    (gone,) = result(t)
    assert gone in hand and t.where(gone).zone is Zone.DISCARD


def test_hand_card_is_random() -> None:
    """若你選擇的是其手牌，則你隨機將其中一張置入棄牌堆 (the game's seeded chance picks it)."""
    gone = set()
    for seed in range(12):
        t = table("prober", "blank", seed=seed)
        t.set_hand(1, "slash ♠7", "jink ♦2", "peach ♥3")
        t.start(0, "play")
        run(t, lambda g: ops.discard_of(g, 0, 1, "h"))  # one area only: no question
        (cid,) = result(t)
        gone.add(t.game.card(cid).name)
    assert len(gone) > 1


def test_equipment_or_judgment_card_is_chosen() -> None:
    """若你選擇的是其裝備區或判定區，則你將其中任意一張置入棄牌堆。"""
    t = table("prober", "blank")
    t.set_equip(1, "t_armor ♠3", "t_weapon ♠3").set_judge(1, "t_delay ♠3")
    t.start(0, "play")
    run(t, lambda g: ops.discard_of(g, 0, 1, "hej"))
    req = t.expect("card_of", seat=0)
    delay = t.find("t_delay ♠3")
    assert "hand" not in req.choices() and delay in req.choices()
    t.choose(delay)
    assert t.judge_area(1) == [] and sorted(t.equipment(1)) == ["armor", "weapon"]


def test_fewer_than_x_discards_all_without_asking() -> None:
    """◆角色執行一次棄置X張牌的技能效果時，如果其牌的數量小於X，則全部棄置。"""
    t = table("prober", "blank")
    t.set_hand(1, "slash ♠7").set_equip(1, "t_armor ♠3")
    t.start(0, "play")
    run(t, lambda g: ops.ask_discard(g, 1, 3, "he"))
    t.expect("play", seat=0)  # seat 1 was not asked
    assert t.hand(1) == [] and t.equipment(1) == {}
    assert sorted(result(t)) == sorted([t.find("slash ♠7"), t.find("t_armor ♠3")])


def test_fewer_than_x_discard_of_takes_all() -> None:
    """◆角色執行一次棄置X張牌的技能效果時，如果其牌的數量小於X，則全部棄置。 (A棄置B的X張牌)"""
    t = table("prober", "blank")
    t.set_hand(1, "slash ♠7").set_equip(1, "t_armor ♠3")
    t.start(0, "play")
    run(t, lambda g: ops.discard_of(g, 0, 1, "he", n=3))
    t.choose(t.find("t_armor ♠3"))  # then only the hand is left: taken without a question
    t.expect("play", seat=0)
    assert len(result(t)) == 2 and t.hand(1) == [] and t.equipment(1) == {}


def test_discarding_own_cards_by_own_choice() -> None:
    """◆A棄置B的牌，是由A執行棄置的操作 — with A = B, A sees their hand and chooses."""
    t = table("prober", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦2")
    t.start(0, "play")
    run(t, lambda g: ops.discard_of(g, 0, 0, "h"))
    req = t.expect("cards", seat=0)
    assert sorted(req.cards) == sorted(t.game.p(0).hand)
    t.pick("jink ♦2")
    assert t.hand(0) == ["slash"]


def test_discard_goes_face_up_to_the_discard_pile() -> None:
    """棄置: 置入棄牌堆的一種特殊情況，特指將一名角色區域裡的牌置入棄牌堆 — everyone sees it."""
    t = table("prober", "blank", "blank")
    t.set_hand(1, "slash ♠7")
    t.start(0, "play")
    run(t, lambda g: ops.ask_discard(g, 1, 1, "h"))
    (mv,) = moves(t, "discard")
    assert mv["visible"] is None
    seen = [r for r in log_for(t.game, 2) if r["t"] == "move" and r["reason"] == "discard"]
    assert seen[0]["cards"] == [t.find("slash ♠7")]


def test_recast_and_replaced_equipment_are_not_discards() -> None:
    """（重鑄和替換裝備除外，被重鑄的牌和原裝備牌是置入棄牌堆的）"""
    t = table("prober", "blank")
    t.set_hand(0, "slash ♠7", "t_armor ♥4").set_equip(0, "t_armor ♠3")
    t.start(0, "play")
    run(t, lambda g: ops.recast(g, 0, t.find("slash ♠7")))
    run(t, lambda g: ops.move_to_equip(g, 0, t.find("t_armor ♥4")))
    assert sorted(t.discard_names()) == ["slash", "t_armor"]
    reasons = {r["reason"] for r in moves(t) if r["dst"]["zone"] == "discard"}
    assert reasons == {"recast", "replace_equip"}
    evs = [e for e in t.game.history if isinstance(e, MoveEvent)]
    assert not [e for e in evs if e.reason == "discard"]


def test_no_free_discard_outside_the_discard_phase() -> None:
    """除了棄牌階段你棄置超出手牌上限的手牌以外，你不可以在其他時候主動棄置牌"""
    t = table("blank", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦2", "jink ♦3")
    t.start(0, "play")
    req = t.expect("play", seat=0)
    assert all(o.key.startswith(("card:", "skill:")) for o in req.options)
    assert not [o for o in req.options if "discard" in o.key]


def test_discard_phase_discards_exactly_the_excess() -> None:
    """除了棄牌階段你棄置超出手牌上限的手牌以外 — the discard phase asks for the excess only."""
    t = table("blank", "blank")
    t.set_hp(0, 2)
    t.set_hand(0, "slash ♠7", "jink ♦2", "jink ♦3", "peach ♥3")
    t.start(0, "discard")
    req = t.expect("cards", seat=0)
    assert (req.min, req.max) == (2, 2) and sorted(req.cards) == sorted(t.game.p(0).hand)
    with pytest.raises(IllegalAnswer):
        t.pick("slash ♠7")
    t.pick("slash ♠7", "peach ♥3")
    assert sorted(t.hand(0)) == ["jink", "jink"]


def test_discard_phase_within_limit_asks_nothing() -> None:
    """除了棄牌階段你棄置超出手牌上限的手牌以外 — no excess, no discard."""
    t = table("blank", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦2")
    t.start(0, "discard")
    assert t.pending.seat == 1 and t.hand(0) == ["slash", "jink"]
    assert not moves(t, "discard")
