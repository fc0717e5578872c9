"""曹仁 据守 (风, classic): 翻面 through the engine's one flip, and seed 002's 垂置 lock.

据守――回合结束阶段开始时，你可以摸三张牌，然后将你的武将牌翻面。
"""

from __future__ import annotations

from wm_support import pile, table


def test_jushou_draws_three_and_flips() -> None:
    """据守――回合结束阶段开始时，你可以摸三张牌，然后将你的武将牌翻面。"""
    t = table("cao_ren", "blank")
    g = t.start(0, "finish")
    t.expect("confirm", seat=0, reason="据守")
    t.yes()
    assert len(t.hand(0)) == 3 and g.p(0).face_down
    assert t.log("flip")[-1] == {"t": "flip", "seat": 0, "face_down": True, "by": 0,
                                 "reason": "jushou"}


def test_jushou_a_flipped_cao_ren_skips_his_next_turn() -> None:
    """翻面: a face-down player turns back up instead of taking his next turn."""
    t = table("cao_ren", "blank")
    g = t.start(0, "finish")
    t.yes()
    t.until("play", seat=1)
    t.pass_()
    t.until("play", seat=1)  # seat 0's turn was skipped: seat 1 plays again
    assert not g.p(0).face_down
    assert [r["face_down"] for r in t.log("flip") if r["seat"] == 0] == [True, False]


def test_jushou_is_optional() -> None:
    """据守――…你可以摸三张牌 (declined: no card, no flip)"""
    t = table("cao_ren", "blank")
    g = t.start(0, "finish")
    t.no()
    assert t.hand(0) == [] and not g.p(0).face_down


def test_jushou_on_a_perpendicular_general_turns_its_cards() -> None:
    """Seed 002, 2.翻面。武将牌上有卡牌的角色需执行翻面时，除非武将牌上的卡牌全部背面朝上，
    则将其翻至正面朝上，否则将武将牌上正面朝上的卡牌翻至背面朝上。 (曹仁 垂置: 据守 turns
    his cards face down; he is not flipped and takes his next turn)"""
    t = table("cao_ren", "blank")
    t.set_pile(0, "test", "slash ♠7", perpendicular=True)
    g = t.start(0, "finish")
    t.yes()
    assert len(t.hand(0)) == 3 and not g.p(0).face_down
    assert not t.log("flip")
    cid = t.find("slash ♠7")
    turned = [(r["cards"], r["face_up"], r["reason"]) for r in t.log("pile_turn")]
    assert turned[0] == ([cid], False, "jushou")
    # (at the next turn's start, covered now, he turns it back up: 每回合开始时 …)
    assert turned[1:] == [([cid], True, "turn_start")]
    assert pile(t, 0, "test") == [("slash spade 7", True)]
