"""Cards on a general card (seed 002, issue 9 item 1): 覆盖, 顺置/垂置 and what 垂置
locks — chaining and resetting, 翻面, the HP display.  Each test quotes the seed
clause it checks (rules reference: ../shared/rules/cards-on-generals.md)."""

from __future__ import annotations

from typing import Any

import pytest
from cover_support import run, table

from sgs.core import Game, IllegalAnswer, Zone, ops
from sgs.core.requests import ActRequest
from sgs.core.view import log_for, view
from sgs.core.zones import Placement


def _options(t: Any) -> set[str]:
    req = t.pending
    assert isinstance(req, ActRequest)
    return {o.key for o in req.options}


def _pile(g: Game, seat: int, name: str) -> list[tuple[int, bool]]:
    return [(pc.id, pc.face_up) for pc in g.pile(seat, name)]


def _placements(t: Any) -> list[tuple[int, str | None, str]]:
    return [(r["seat"], r["placement"], r["reason"]) for r in t.log("placement")]


# ---------------------------------------------------------------- 覆盖


def test_cards_are_placed_face_up_by_default() -> None:
    """覆盖: 一般的，应当将卡牌正面朝上置于武将牌上。"""
    t = table("t_prober", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    cid = t.find("slash ♠7")
    assert run(t, lambda g: ops.put_on_general(g, 0, "p", [cid])) is True
    assert _pile(g, 0, "p") == [(cid, True)]
    assert not g.p(0).covered


def test_covering_is_refused_on_a_general_with_a_face_up_card() -> None:
    """将卡牌背面朝上直接置于武将牌上的动作称为“覆盖”，前提是目标武将牌上没有正面朝上的
    卡牌。"""
    t = table("t_prober", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦3").set_pile(0, "p", "peach ♥3")
    g = t.start(0, "play")
    cid = t.find("jink ♦3")
    n = len(g.log)
    assert run(t, lambda g: ops.put_on_general(g, 0, "p", [cid], face_up=False)) is False
    assert g.place[cid].zone is Zone.HAND and len(_pile(g, 0, "p")) == 1
    assert [r["t"] for r in g.log[n:]] == ["answer", "skill"]  # the probe, nothing moved
    # the skill that covers is not offered either, and the move primitive refuses too
    assert "skill:t_bury" not in _options(t)
    run(t, lambda g: ops.move(g, [cid], ops.moves.Place(Zone.PILE, 0, "p"), "test",
                              face_up=False))
    assert g.place[cid].zone is Zone.HAND


def test_covering_a_general_with_no_face_up_card() -> None:
    """“覆盖” … 背面朝上的卡牌称为“覆盖牌”; 当武将牌上有卡牌背面朝上放置时，武将牌处于
    “覆盖状态”。"""
    t = table("t_prober", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦3")
    g = t.start(0, "play")
    t.use("skill:t_bury", cards=["slash ♠7"])
    assert _pile(g, 0, "t_bury") == [(t.find("slash ♠7"), False)]
    assert g.p(0).covered
    (mv,) = [r for r in t.log("move") if r["reason"] == "put_on_general"]
    assert mv["face_up"] is False


def test_no_face_up_card_on_a_covered_general() -> None:
    """武将牌处于“覆盖状态”的角色，不能被正面朝上放置卡牌。"""
    t = table("t_prober", "blank")
    t.set_hand(0, "slash ♠7").set_pile(0, "p", "peach ♥3", face_up=False)
    g = t.start(0, "play")
    cid = t.find("slash ♠7")
    assert run(t, lambda g: ops.put_on_general(g, 0, "q", [cid])) is False
    assert g.place[cid].zone is Zone.HAND
    # a second face-down card is fine: the general has no face-up card
    assert run(t, lambda g: ops.put_on_general(g, 0, "p", [cid], face_up=False)) is True
    assert [up for _, up in _pile(g, 0, "p")] == [False, False]


def test_a_face_down_card_loses_every_attribute_and_function() -> None:
    """背面朝上的卡牌失去一切属性和功能。 (FAQ: “失去属性”就是说，背面朝上的卡牌不存在
    花色、点数和牌面信息 … “失去功能”则是说，这些牌不能作为标记存在，也不能发挥其他任何
    功能。)"""
    t = table("t_burier", "blank", game_options={"face_down_view": "owner"})
    t.set_pile(0, "t_bury", "peach ♥3", face_up=False)
    g = t.start(0, "play")
    assert g.pile_ids(0, "t_bury") == []  # no mark, nothing a skill may count or use
    assert "skill:t_unearth" not in _options(t)  # nothing to take back
    assert view(g, 1)["players"][0]["piles"] == {"t_bury": [{"id": None, "face_down": True}]}


def test_at_each_turn_start_a_covered_player_turns_one_card_face_up() -> None:
    """每回合开始时，该角色选择一张背面朝上的卡牌翻至正面朝上。 [choice: every turn, each
    player in 覆盖状态, in seat order from the current player]"""
    t = table("blank", "blank", "t_prober")
    t.set_pile(2, "p", "peach ♥3", "jink ♦3", face_up=False)
    t.set_pile(0, "p", "slash ♠7", face_up=False)
    g = t.start(0, "finish")
    # seat 1's turn: seat 2 chooses (two cards), then seat 0 (one card: no question)
    req = t.expect("cards", seat=2, reason="face_down")
    assert sorted(req.cards) == sorted([t.find("peach ♥3"), t.find("jink ♦3")])
    assert g.current == 1
    t.pick("jink ♦3")
    turned = [(r["seat"], r["cards"], r["face_up"], r["reason"]) for r in t.log("pile_turn")]
    assert turned == [(2, [t.find("jink ♦3")], True, "turn_start"),
                      (0, [t.find("slash ♠7")], True, "turn_start")]
    assert _pile(g, 2, "p") == [(t.find("peach ♥3"), False), (t.find("jink ♦3"), True)]
    assert not g.p(0).covered and g.p(2).covered
    assert view(g, 1)["players"][2]["piles"]["p"][1]["name"] == "jink"


def test_anyone_may_look_at_face_down_cards_by_default() -> None:
    """原则上，任何角色可以在任何时刻查看这些牌。 (the room setting's default)"""
    t = table("t_prober", "blank", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    cid = t.find("slash ♠7")
    run(t, lambda g: ops.put_on_general(g, 0, "p", [cid], face_up=False))
    (mv,) = [r for r in t.log("move") if r["reason"] == "put_on_general"]
    assert mv["visible"] is None and mv["face_up"] is False
    for seat in (None, 0, 1, 2):
        assert view(g, seat)["players"][0]["piles"] == {"p": [
            {"id": cid, "name": "slash", "suit": "spade", "rank": 7, "face_down": True}]}


def test_the_room_may_let_only_the_owner_look() -> None:
    """但在实际面杀过程中，应当有所限制，这一点可以由玩家在游戏前自行商讨决定。 (game
    option face_down_view "owner": a face-down card is the owner's secret)"""
    t = table("t_prober", "blank", "blank", game_options={"face_down_view": "owner"})
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    cid = t.find("slash ♠7")
    run(t, lambda g: ops.put_on_general(g, 0, "p", [cid], face_up=False))
    (mv,) = [r for r in t.log("move") if r["reason"] == "put_on_general"]
    assert mv["visible"] == [0]
    assert view(g, 0)["players"][0]["piles"]["p"][0]["id"] == cid
    for seat in (None, 1, 2):
        assert view(g, seat)["players"][0]["piles"] == {"p": [{"id": None, "face_down": True}]}
        seen = [r for r in log_for(g, seat) if r["t"] == "move"
                and r["reason"] == "put_on_general"]
        assert seen[0]["cards"] == [None]
    # turned face up, everyone sees it
    ops.turn_cards(g, 0, [cid], True, "test")
    assert view(g, 1)["players"][0]["piles"]["p"][0]["id"] == cid
    assert next(r for r in log_for(g, 1) if r["t"] == "pile_turn")["cards"] == [cid]


def test_the_room_setting_is_checked() -> None:
    """The room setting has two values; anything else is refused when the game is made."""
    t = table("blank", "blank", game_options={"face_down_view": "nobody"})
    with pytest.raises(Exception, match="face_down_view"):
        t.start(0, "play")


# ---------------------------------------------------------------- 顺置 and 垂置


def test_the_first_card_lies_parallel_even_on_a_chained_general() -> None:
    """当放置第一张卡牌时，卡牌方向应与武将牌方向一致（即卡牌的四边与武将牌的四边平行），
    此种放置卡牌的方式称为“顺置”，此时武将牌处于“顺置状态”。"""
    t = table("t_prober", "blank")
    t.set_hand(0, "slash ♠7").set_chained(0)
    g = t.start(0, "play")
    assert g.p(0).placement is None
    run(t, lambda g: ops.put_on_general(g, 0, "p", [t.find("slash ♠7")]))
    assert g.p(0).placement is Placement.PARALLEL and g.p(0).chained
    assert _placements(t) == [(0, "parallel", "put_on_general")]
    assert view(g, 1)["players"][0]["placement"] == "parallel"


@pytest.mark.parametrize("perpendicular", [False, True])
def test_later_cards_follow_the_first(perpendicular: bool) -> None:
    """当放置第二张或更多卡牌时，方向应与之前放置的卡牌一致。"""
    t = table("t_prober", "blank")
    t.set_hand(0, "slash ♠7").set_pile(0, "p", "peach ♥3", perpendicular=perpendicular)
    g = t.start(0, "play")
    before = g.p(0).placement
    run(t, lambda g: ops.put_on_general(g, 0, "p", [t.find("slash ♠7")]))
    assert g.p(0).placement is before is \
        (Placement.PERPENDICULAR if perpendicular else Placement.PARALLEL)
    assert len(g.pile(0, "p")) == 2


@pytest.mark.parametrize("chained", [False, True])
def test_chaining_or_resetting_a_parallel_general_makes_it_perpendicular(chained: bool) -> None:
    """处于“顺置状态”的武将牌被横置或重置，则进入“垂置状态”。"""
    t = table("t_prober", "blank")
    t.set_pile(0, "p", "peach ♥3").set_chained(0, chained)
    g = t.start(0, "play")
    assert run(t, lambda g: ops.set_chained(g, 0, not chained, reason="test")) is True
    assert g.p(0).chained is not chained
    assert g.p(0).placement is Placement.PERPENDICULAR and g.p(0).locked
    assert [(r["seat"], r["chained"]) for r in t.log("chain") if r["reason"] == "test"] == \
        [(0, not chained)]
    assert _placements(t)[-1] == (0, "perpendicular", "test")


@pytest.mark.parametrize("chained", [False, True])
def test_a_perpendicular_general_is_not_turned_its_cards_rotate(chained: bool) -> None:
    """处于“垂置状态”的武将牌，如须重置或横置，则将卡牌旋转90°，使之与武将牌平行，令武将牌
    进入“顺置状态”。 (its chained state is unchanged)"""
    t = table("t_prober", "blank")
    t.set_pile(0, "p", "peach ♥3", perpendicular=True).set_chained(0, chained)
    g = t.start(0, "play")
    n = len(t.log("chain"))
    assert run(t, lambda g: ops.set_chained(g, 0, not chained, reason="test")) is True
    assert g.p(0).chained is chained  # the general did not turn
    assert len(t.log("chain")) == n
    assert g.p(0).placement is Placement.PARALLEL and not g.p(0).locked
    assert _placements(t)[-1] == (0, "parallel", "test")


def test_nothing_happens_when_the_general_is_already_so() -> None:
    """横置 a chained general (重置 an unchained one): nothing to do, nothing rotates."""
    t = table("t_prober", "blank")
    t.set_pile(0, "p", "peach ♥3").set_chained(0)
    g = t.start(0, "play")
    assert run(t, lambda g: ops.set_chained(g, 0, True)) is False
    assert g.p(0).placement is Placement.PARALLEL and g.p(0).chained


def test_some_skills_place_cards_perpendicular_directly() -> None:
    """特别的，某些情况下，某些武将可以直接将卡牌垂置于武将牌上，前提是目标武将牌上没有
    卡牌。"""
    t = table("t_prober", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦3").set_hp(0, 3)
    g = t.start(0, "play")
    t.use("skill:t_cross", cards=["slash ♠7"])
    assert g.p(0).placement is Placement.PERPENDICULAR
    assert _placements(t) == [(0, "perpendicular", "put_on_general")]
    assert g.p(0).shown_hp == 3  # the display froze as the general was locked
    # with a card on the general, no direct 垂置
    cid = t.find("jink ♦3")
    assert run(t, lambda g: ops.put_on_general(g, 0, "q", [cid], perpendicular=True)) is False
    assert g.place[cid].zone is Zone.HAND


def test_a_general_with_no_card_has_no_placement_state() -> None:
    """When the last card leaves a general, it has no placement state (rules reference);
    a 垂置 general's frozen HP display catches up."""
    t = table("t_prober", "blank")
    t.set_pile(0, "p", "peach ♥3", perpendicular=True)
    g = t.start(0, "play")
    run(t, lambda g: ops.lose_hp(g, 0, 1))
    assert view(g, 1)["players"][0]["hp"] == 4
    run(t, lambda g: ops.to_discard(g, [t.find("peach ♥3")], "test"))
    assert g.p(0).placement is None and g.p(0).shown_hp is None
    assert _placements(t)[-1] == (0, None, "test")
    assert t.log("hp")[-1] == {"t": "hp", "seat": 0, "hp": 3, "max_hp": 4}
    assert view(g, 1)["players"][0]["hp"] == 3
    assert [r["hp"] for r in log_for(g, 1) if r["t"] == "hp"][-1] == 3


# ---------------------------------------------------------------- what 垂置 locks: 翻面


def test_flipping_a_perpendicular_general_turns_its_face_up_cards_down() -> None:
    """2.翻面。武将牌上有卡牌的角色需执行翻面时，除非武将牌上的卡牌全部背面朝上，则将其
    翻至正面朝上，否则将武将牌上正面朝上的卡牌翻至背面朝上。 (a mixed pile)"""
    t = table("t_prober", "blank")
    t.set_pile(0, "p", "peach ♥3", "jink ♦3", face_up=False, perpendicular=True)
    g = t.start(0, "play")
    up = t.find("jink ♦3")
    ops.turn_cards(g, 0, [up], True, "test")  # one turned up (as at a turn start)
    assert run(t, lambda g: ops.flip(g, 0, reason="test")) is False
    assert not g.p(0).face_down  # the general was not flipped
    assert [up_ for _, up_ in _pile(g, 0, "p")] == [False, False]
    assert t.log("flip") == []
    assert t.log("pile_turn")[-1]["cards"] == [up]
    assert t.log("pile_turn")[-1]["face_up"] is False


def test_flipping_a_perpendicular_general_with_all_cards_face_down_turns_them_up() -> None:
    """2.翻面。…除非武将牌上的卡牌全部背面朝上，则将其翻至正面朝上 … (all face down)"""
    t = table("t_prober", "blank")
    t.set_pile(0, "p", "peach ♥3", "jink ♦3", face_up=False, perpendicular=True)
    g = t.start(0, "play")
    assert run(t, lambda g: ops.flip(g, 0)) is False
    assert not g.p(0).face_down
    assert [up for _, up in _pile(g, 0, "p")] == [True, True]
    assert not g.p(0).covered


def test_flipping_a_perpendicular_general_with_all_cards_face_up_turns_them_down() -> None:
    """2.翻面。…否则将武将牌上正面朝上的卡牌翻至背面朝上。 (all face up)"""
    t = table("t_prober", "blank")
    t.set_pile(0, "p", "peach ♥3", perpendicular=True)
    g = t.start(0, "play")
    run(t, lambda g: ops.flip(g, 0))
    assert _pile(g, 0, "p") == [(t.find("peach ♥3"), False)]
    assert g.p(0).covered and not g.p(0).face_down


def test_a_parallel_general_flips_as_usual() -> None:
    """Only 垂置 locks the general: a 顺置 one is turned over (翻面)."""
    t = table("t_prober", "blank")
    t.set_pile(0, "p", "peach ♥3")
    g = t.start(0, "play")
    assert run(t, lambda g: ops.flip(g, 0, by=0, reason="test")) is True
    assert g.p(0).face_down and _pile(g, 0, "p") == [(t.find("peach ♥3"), True)]
    assert t.log("flip")[-1] == {"t": "flip", "seat": 0, "face_down": True, "by": 0,
                                 "reason": "test"}


def test_a_face_down_perpendicular_general_cannot_turn_back_up() -> None:
    """武将牌处于“垂置状态”，则武将牌被锁定，不能发生任何变动。 (a player turned face down
    would turn back up instead of taking the turn: locked, its cards turn instead, and the
    turn is still not taken)"""
    t = table("blank", "blank")
    t.set_pile(1, "p", "peach ♥3", perpendicular=True).set_face_down(1)
    g = t.start(0, "finish")
    t.until("play", seat=0)  # seat 1's turn was skipped; seat 0 plays again
    assert g.p(1).face_down  # still: it could not turn back up
    cid = t.find("peach ♥3")
    # its turn: the card turned face down instead; then at seat 0's turn start seat 1,
    # covered now, turned it face up again (每回合开始时 …)
    assert [(r["seat"], r["cards"], r["face_up"], r["reason"]) for r in t.log("pile_turn")] \
        == [(1, [cid], False, "flip"), (1, [cid], True, "turn_start")]
    assert [r["seat"] for r in t.log("turn")] == [0, 1, 0]
    assert not [r for r in t.log("phase") if r["seat"] == 1]  # seat 1 took no turn


# ---------------------------------------------------------------- what 垂置 locks: the HP display


def test_the_hp_display_is_frozen_under_damage_loss_and_recovery() -> None:
    """3.遮挡血牌。…处于“垂置状态”的武将牌不能移动以遮挡血牌，意味着即使发生伤害事件或者
    体力流失事件，尽管事件正常结算，但最终的结果不能通过标记显示出来。也即该武将的当前
    体力值和已损失的体力值最终并不变化，但该武将确实已经失去了相应数量的体力。 [choice:
    the others see the frozen value; the owner sees both]"""
    t = table("t_prober", "blank", "blank")
    t.set_pile(1, "p", "peach ♥3", perpendicular=True)
    g = t.start(0, "play")
    run(t, lambda g: ops.damage(g, 0, 1, 1))
    run(t, lambda g: ops.lose_hp(g, 1, 1))
    assert g.p(1).hp == 2  # really lost
    for seat in (None, 0, 2):
        entry = view(g, seat)["players"][1]
        assert (entry["hp"], entry["shown_hp"]) == (4, 4)
        assert [r["hp"] for r in log_for(g, seat) if r["t"] == "hp"][-2:] == [4, 4]
    own = view(g, 1)["players"][1]
    assert (own["hp"], own["shown_hp"]) == (2, 4)
    assert [(r["hp"], r["shown"]) for r in log_for(g, 1) if r["t"] == "hp"][-2:] == \
        [(3, 4), (2, 4)]
    # recovery does not move the display either: the general cannot move
    run(t, lambda g: ops.recover(g, 1, 1))
    assert g.p(1).hp == 3 and view(g, 0)["players"][1]["hp"] == 4
    # the lock ends (the cards rotate back): the display catches up
    run(t, lambda g: ops.set_chained(g, 1, True))
    assert view(g, 0)["players"][1]["hp"] == 3 and g.p(1).shown_hp is None
    assert [r["hp"] for r in log_for(g, 0) if r["t"] == "hp"][-1] == 3


def test_dying_follows_the_true_hp() -> None:
    """3.遮挡血牌。…但该武将确实已经失去了相应数量的体力。 (dying and death follow the true
    HP, whatever the display shows)"""
    t = table("t_prober", "blank", "blank")
    t.set_hp(1, 2).set_pile(1, "p", "peach ♥3", perpendicular=True)
    g = t.start(0, "play")
    run(t, lambda g: ops.damage(g, 0, 1, 2))
    assert [r["seat"] for r in t.log("dying")] == [1]
    assert not g.p(1).alive


def test_the_worked_example_of_the_seed() -> None:
    """例子：武将A同时处于“顺置状态”和“连环状态”，受到1点属性伤害。则扣减体力后，应移动
    武将牌遮挡血牌。在伤害事件结算之后，再将武将牌重置，此时武将A进入“垂置状态”。"""
    t = table("t_prober", "blank", "blank")
    t.set_pile(1, "p", "peach ♥3").set_chained(1)
    g = t.start(0, "play")
    run(t, lambda g: ops.damage(g, 0, 1, 1, nature="fire"))
    # the HP dropped and the display followed: the damage's hp record has no frozen value
    damage_at = next(i for i, r in enumerate(g.log) if r["t"] == "damage")
    assert g.log[damage_at + 1] == {"t": "hp", "seat": 1, "hp": 3, "max_hp": 4}
    # then, after the damage event, the chain rule reset A, and A entered 垂置
    (reset,) = [r for r in t.log("chain") if r["reason"] != "setup"]
    assert g.log.index(reset) > damage_at and reset["chained"] is False
    assert not g.p(1).chained
    assert g.p(1).placement is Placement.PERPENDICULAR and g.p(1).shown_hp == 3
    # from now on the display stays at 3 for the others
    run(t, lambda g: ops.lose_hp(g, 1, 1))
    assert view(g, 2)["players"][1]["hp"] == 3 and g.p(1).hp == 2


def test_twist_offers_chain_and_flip() -> None:
    """The test general 垂置者's 扭 reaches the one 横置/重置 and 翻面 of the engine."""
    t = table("t_crosser", "blank")
    t.set_pile(1, "p", "peach ♥3")
    g = t.start(0, "play")
    t.use("skill:t_twist", targets=[1])
    t.expect("option", seat=0, reason="t_twist")
    t.choose("chain")
    assert g.p(1).chained and g.p(1).locked
    with pytest.raises(IllegalAnswer):
        t.use("skill:t_twist", targets=[1])  # once per turn
