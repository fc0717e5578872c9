"""重鑄 and 連橫 (seed 000), each offered by a test-only active skill as content would."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from typing import Any

import pytest
from vocab_support import moves, refresh, result, run, table

from sgs.core import Game, IllegalAnswer, Player, Skill, ops
from sgs.core.view import log_for

Flow = Generator[Any, Any, Any]


class Recaster(Skill):
    """Recast one of your cards (hand or equipment) at the play phase's idle point."""

    id = "t_recast"
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(g.hand_and_equip(owner.seat))

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        return not chosen

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.recast(g, owner.seat, cards[0])


class Lianheng(Skill):
    """連橫 one card to a legal player (ops.can_lianheng decides who is legal)."""

    id = "t_lianheng"
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(g.hand_and_equip(owner.seat))

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        return not chosen

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return not chosen and ops.can_lianheng(g, owner.seat, seat)

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.lianheng(g, owner.seat, cards[0], targets[0])


GENERALS = {"recaster": ("t_recast", "probe"), "hengist": ("t_lianheng", "probe")}


def _table(first: str, *others: str) -> Any:
    return table(first, *others, skills=(Recaster, Lianheng), extra_generals=GENERALS)


# ---------------------------------------------------------------- 重鑄


def test_recast_puts_the_card_into_the_discard_pile_then_draws_one() -> None:
    """重鑄: 角色在出牌階段的閒置時間點聲明一張牌並將之置入棄牌堆，然後摸一張牌。"""
    t = _table("recaster", "blank")
    t.set_hand(0, "slash ♠7").set_top("peach ♥3")
    t.start(0, "play")
    t.use("skill:t_recast", cards=["slash ♠7"])
    assert t.hand(0) == ["peach"]
    assert t.discard_names() == ["slash"]
    kinds = [r["t"] for r in t.log() if r["t"] in ("recast", "move")][-3:]
    assert kinds == ["recast", "move", "move"]  # declared, put into the discard pile, drawn
    (mv,) = moves(t, "recast")[:1]
    assert mv["dst"]["zone"] == "discard" and mv["visible"] is None
    assert moves(t, "recast")[1]["dst"] == {"zone": "hand", "seat": 0}


def test_recast_is_declared_to_everyone() -> None:
    """重鑄: 聲明一張牌 — the other players see which card was recast."""
    t = _table("recaster", "blank", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    t.use("skill:t_recast", cards=["slash ♠7"])
    rec = [r for r in log_for(t.game, 2) if r["t"] == "recast"]
    assert rec == [{"t": "recast", "seat": 0, "card": t.find("slash ♠7")}]


def test_recast_equipment_card() -> None:
    """重鑄: 聲明一張牌 — an equipment card can be recast too; it is not a discard."""
    t = _table("recaster", "blank")
    t.set_equip(0, "t_armor ♠3")
    t.start(0, "play")
    t.use("skill:t_recast", cards=["t_armor ♠3"])
    assert t.equipment(0) == {} and len(t.hand(0)) == 1
    assert not moves(t, "discard")


def test_recast_only_at_the_play_phase_idle_point() -> None:
    """重鑄: 角色在出牌階段的閒置時間點 — an active skill is offered only there."""
    t = _table("recaster", "recaster")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    t.start(0, "play")
    assert [o.key for o in t.expect("play", seat=0).options if o.key == "skill:t_recast"]
    t.use("slash ♠7", targets=[1])
    req = t.expect("respond", seat=1)
    assert [o.key for o in req.options] == [f"card:{t.game.p(1).hand[0]}"]


# ---------------------------------------------------------------- 連橫


def _kingdoms(t: Any, *kingdoms: str | None) -> None:
    for seat, k in enumerate(kingdoms):
        p = t.game.p(seat)
        p.traits = replace(p.traits, kingdom=k)
    refresh(t)  # the play options are computed again with these kingdoms


def test_lianheng_to_other_kingdom_draws() -> None:
    """連橫: 聲明一張牌並將之交給一名與自己勢力不同的角色，然後摸一張牌"""
    t = _table("hengist", "blank")
    t.set_hand(0, "slash ♠7").set_top("peach ♥3")
    t.start(0, "play")
    _kingdoms(t, "wei", "shu")
    t.use("skill:t_lianheng", cards=["slash ♠7"], targets=[1])
    assert t.hand(1) == ["slash"] and t.hand(0) == ["peach"]
    (give,) = moves(t, "lianheng")[:1]
    assert give["visible"] is None  # declared: a public gift


def test_lianheng_to_player_without_kingdom_does_not_draw() -> None:
    """連橫: …；或將之交給一名沒有勢力的其他角色。 (no draw then)"""
    t = _table("hengist", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    _kingdoms(t, "wei", None)
    t.use("skill:t_lianheng", cards=["slash ♠7"], targets=[1])
    assert t.hand(1) == ["slash"] and t.hand(0) == []
    assert [r["dst"]["zone"] for r in moves(t, "lianheng")] == ["hand"]


def test_lianheng_same_kingdom_is_illegal() -> None:
    """連橫: 交給一名與自己勢力不同的角色 — the same kingdom is not a legal choice."""
    t = _table("hengist", "blank", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    _kingdoms(t, "wei", "wei", "shu")
    assert not ops.can_lianheng(t.game, 0, 1) and ops.can_lianheng(t.game, 0, 2)
    before = len(t.game.log)
    with pytest.raises(IllegalAnswer):
        t.use("skill:t_lianheng", cards=["slash ♠7"], targets=[1])
    assert len(t.game.log) == before and t.hand(0) == ["slash"]


def test_lianheng_op_refuses_an_illegal_target() -> None:
    """連橫: 交給一名與自己勢力不同的角色 — called anyway, the operation does nothing."""
    t = _table("hengist", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    _kingdoms(t, "wei", "wei")
    run(t, lambda g: ops.lianheng(g, 0, t.find("slash ♠7"), 1))
    assert result(t) is False
    assert t.hand(0) == ["slash"] and not moves(t, "lianheng")
    assert not t.log("lianheng")


def test_lianheng_not_to_yourself() -> None:
    """連橫: 或將之交給一名沒有勢力的其他角色 — another player, never yourself."""
    t = _table("hengist", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    _kingdoms(t, None, "wei")
    assert not ops.can_lianheng(t.game, 0, 0)


def test_lianheng_without_own_kingdom_to_a_kingdom_draws() -> None:
    """連橫: 與自己勢力不同的角色 — seed 001: 其他势力：目标有势力，与你势力不相同。"""
    t = _table("hengist", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    _kingdoms(t, None, "wei")
    t.use("skill:t_lianheng", cards=["slash ♠7"], targets=[1])
    assert t.hand(1) == ["slash"] and len(t.hand(0)) == 1  # it drew one
