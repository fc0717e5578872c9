"""周泰 不屈 (风, classic): cards on the general, and seed 002's FAQ on face-down cards.

不屈――每当你扣减1点体力后，若你当前的体力值为0：你可以从牌堆顶亮出一张牌置于你的武将牌
上，若此牌的点数与你武将牌上已有的任何一张牌都不同，你不会死亡；若出现相同点数的牌，你进入
濒死状态。  (Readings: wind_mountain/skills.py.)
"""

from __future__ import annotations

from wm_support import pile, run, table

from sgs.core import Place, Zone, ops

DISCARD = Place(Zone.DISCARD)


def test_a_new_rank_keeps_him_alive() -> None:
    """若此牌的点数与你武将牌上已有的任何一张牌都不同，你不会死亡"""
    t = table("blank", "zhou_tai")
    t.set_hp(1, 1).set_hand(0, "slash ♠7").set_top("peach ♥3")
    g = t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.expect("confirm", seat=1, reason="不屈")
    t.yes()
    assert g.p(1).alive and g.p(1).hp == 0
    assert pile(t, 1, "buqu") == [("peach heart 3", True)]
    assert [r["seat"] for r in t.log("dying")] == [1]
    t.expect("play", seat=0)  # nobody was asked to rescue him
    assert not [r for r in t.log("answer") if r["kind"] == "respond" and r["seat"] == 0]


def test_a_repeated_rank_makes_him_dying() -> None:
    """若出现相同点数的牌，你进入濒死状态。 (nobody saves him: he dies)"""
    t = table("blank", "zhou_tai", "blank")
    t.set_hp(1, 0).set_pile(1, "buqu", "slash ♠7").set_hand(0, "slash ♦7")
    t.set_top("jink ♦7")
    g = t.start(0, "play")
    t.use("slash ♦7", targets=[1])
    t.yes()
    assert not g.p(1).alive
    assert t.log("death")[-1]["seat"] == 1


def test_a_repeated_rank_can_still_be_rescued() -> None:
    """若出现相同点数的牌，你进入濒死状态。 (dying as anyone: a 桃 to 1 HP saves him; each
    point recovered puts one 不屈 card into the discard pile [choice])"""
    t = table("blank", "zhou_tai", "blank")
    t.set_hp(1, 1).set_pile(1, "buqu", "slash ♠7").set_hand(0, "slash ♦8")
    t.set_hand(2, "peach ♥3").set_top("jink ♦7", "jink ♦8")
    g = t.start(0, "play")
    t.use("slash ♦8", targets=[1])  # 1 → 0: ♦7 repeats ♠7
    t.yes()
    t.expect("respond", seat=2, reason="dying")
    t.respond("peach ♥3", targets=[1])
    t.expect("cards", seat=1, reason="不屈")  # the 桃 brought 1 HP: one card goes
    t.pick("slash ♠7")
    assert g.p(1).alive and g.p(1).hp == 1
    assert pile(t, 1, "buqu") == [("jink diamond 7", True)]
    assert t.where("slash ♠7") == DISCARD


def test_each_point_lost_reveals_a_card() -> None:
    """每当你扣减1点体力后 … (2 damage from 1 HP: two points at 0 or below, two cards)"""
    t = table("wm_prober", "zhou_tai")
    t.set_hp(1, 1).set_top("peach ♥3", "jink ♦4", "jink ♦5")
    g = t.start(0, "play")
    run(t, lambda g: ops.damage(g, 0, 1, 2))
    t.yes()
    assert g.p(1).alive and g.p(1).hp == -1
    assert pile(t, 1, "buqu") == [("peach heart 3", True), ("jink diamond 4", True)]
    assert g.draw_pile[0] == t.find("jink ♦5")


def test_hp_loss_counts_too() -> None:
    """每当你扣减1点体力后 (扣减: losing HP as well as taking damage)"""
    t = table("wm_prober", "zhou_tai")
    t.set_hp(1, 1).set_top("peach ♥3")
    g = t.start(0, "play")
    run(t, lambda g: ops.lose_hp(g, 1, 1))
    t.expect("confirm", seat=1, reason="不屈")
    t.yes()
    assert g.p(1).alive and pile(t, 1, "buqu") == [("peach heart 3", True)]


def test_declining_is_dying_as_anyone() -> None:
    """你可以从牌堆顶亮出一张牌… (declined: dying, and with no 桃 he dies)"""
    t = table("blank", "zhou_tai", "blank")
    t.set_hp(1, 1).set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.no()
    assert not g.p(1).alive


def test_face_down_cards_of_the_same_rank_do_not_kill_him() -> None:
    """FAQ：“失去属性”就是说，背面朝上的卡牌不存在花色、点数和牌面信息。因此，发动“不屈”的
    周泰，武将牌上即使存在点数相同的牌，也不会死去。"""
    t = table("blank", "zhou_tai", "blank")
    t.set_hp(1, 1).set_pile(1, "buqu", "slash ♠7", face_up=False).set_hand(0, "slash ♦8")
    t.set_top("jink ♦7")
    g = t.start(0, "play")
    t.use("slash ♦8", targets=[1])
    t.yes()
    assert g.p(1).alive and g.p(1).hp == 0
    # the ♦7 matched no rank; a covered general takes no face-up card: it was discarded
    assert pile(t, 1, "buqu") == [("slash spade 7", False)]
    assert t.where("jink ♦7") == DISCARD


def test_a_face_up_card_of_the_same_rank_would_have() -> None:
    """The same table with the ♠7 face up: the ranks repeat and he dies (the FAQ's
    contrast: only the face-down card spares him)."""
    t = table("blank", "zhou_tai", "blank")
    t.set_hp(1, 1).set_pile(1, "buqu", "slash ♠7").set_hand(0, "slash ♦8")
    t.set_top("jink ♦7")
    g = t.start(0, "play")
    t.use("slash ♦8", targets=[1])
    t.yes()
    assert not g.p(1).alive
