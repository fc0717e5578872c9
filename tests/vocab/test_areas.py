"""置入判定區 (legality first), 置入裝備區 and 置於 (seed 000)."""

from __future__ import annotations

from typing import Any

import pytest
from vocab_support import moves, result, run, table

from sgs.core import CardFace, EquipSlot, Game, IllegalAnswer, Place, Player, Skill, Zone, ops
from sgs.core.events import MoveEvent
from sgs.core.view import view


class Modest(Skill):
    """谦逊-like: you cannot be the target of a t_delay."""

    id = "t_modest"
    locked = True

    def prohibits(self, g: Game, owner: Player, user: int, target: int,
                  face: CardFace) -> bool:
        return target == owner.seat and face.name == "t_delay"


def _table(*generals: str) -> Any:
    return table(*generals, skills=(Modest,), extra_generals={"modest": ("t_modest",)})


def _place(t: Any, cid: int, target: int = 1, face: CardFace | None = None) -> Any:
    run(t, lambda g: ops.move_to_judge(g, 0, target, cid, face))
    return result(t)


# ---------------------------------------------------------------- 置入判定區


def test_place_in_judgment_area() -> None:
    """置入判定區: 只有一名角色通過了對其使用延時類錦囊牌的合法性檢測，
    才能將此牌置入該角色的判定區。"""
    t = _table("prober", "blank")
    t.set_hand(0, "t_delay ♠3")
    t.start(0, "play")
    assert _place(t, t.find("t_delay ♠3")) is True
    assert t.judge_area(1) == ["t_delay"]
    (mv,) = moves(t, "judge_area")
    assert mv["dst"] == {"zone": "judge", "seat": 1} and mv["visible"] is None


def test_second_same_delayed_trick_cannot_be_placed() -> None:
    """置入判定區: …通過了…合法性檢測 — a second card of the same name is not legal."""
    t = _table("prober", "blank")
    t.set_hand(0, "t_delay ♥4").set_judge(1, "t_delay ♠3")
    t.start(0, "play")
    cid = t.find("t_delay ♥4")
    assert not ops.can_place_in_judge(t.game, 0, 1, CardFace.of(t.game.card(cid)))
    assert _place(t, cid) is False
    assert t.judge_area(1) == ["t_delay"] and t.where(cid).zone is Zone.HAND
    assert not moves(t, "judge_area")


def test_prohibited_target_cannot_receive_it() -> None:
    """置入判定區: …通過了對其使用延時類錦囊牌的合法性檢測 — 谦逊 makes it illegal."""
    t = _table("prober", "modest")
    t.set_hand(0, "t_delay ♠3")
    t.start(0, "play")
    assert _place(t, t.find("t_delay ♠3")) is False
    assert t.judge_area(1) == [] and not moves(t, "judge_area")


def test_dead_player_or_a_non_delayed_card_cannot_be_placed() -> None:
    """置入判定區: 只有…通過了對其使用延時類錦囊牌的合法性檢測 — a dead player; a 杀."""
    t = _table("prober", "blank", "blank")
    t.set_hand(0, "t_delay ♠3", "slash ♠7")
    t.start(0, "play")
    assert _place(t, t.find("slash ♠7")) is False
    run(t, lambda g: ops.die(g, 2, None, None))
    assert _place(t, t.find("t_delay ♠3"), target=2) is False
    assert not moves(t, "judge_area")


def test_using_a_delayed_trick_checks_legality_first() -> None:
    """置入判定區: 只有一名角色通過了對其使用延時類錦囊牌的合法性檢測"""
    t = _table("prober", "blank", "modest")
    t.set_hand(0, "t_delay ♠3").set_judge(1, "t_delay ♥4")
    t.start(0, "play")
    with pytest.raises(IllegalAnswer):
        t.use("t_delay", targets=[1])  # already has one
    with pytest.raises(IllegalAnswer):
        t.use("t_delay", targets=[2])  # prohibited
    t.use("t_delay", targets=[0])
    assert t.judge_area(0) == ["t_delay"]


def test_placed_card_targets_its_new_owner() -> None:
    """置入判定區: 此操作執行完畢即其成為此牌的新目標。"""
    t = _table("prober", "blank")
    t.set_hand(0, "t_delay ♠3")
    g = t.start(0, "play")
    cid = t.find("t_delay ♠3")
    t.use("t_delay", targets=[1])
    assert t.judge_area(1) == ["t_delay"]
    t.end_play()
    t.expect("play", seat=1)  # seat 1's judgment phase has passed
    assert g.p(1).marks["t_delay_judged"] == [cid]
    assert t.where(cid).zone is Zone.DISCARD


def test_placed_as_another_card_keeps_that_face() -> None:
    """置入判定區 (將A當B): the card lies there as the delayed trick it was used as."""
    t = _table("prober", "blank")
    t.set_hand(0, "jink ♦3")
    g = t.start(0, "play")
    cid = t.find("jink ♦3")
    face = CardFace.convert("t_delay", [g.card(cid)], "t_test")
    assert _place(t, cid, face=face) is True
    assert t.judge_area(1) == ["t_delay"] and g.card(cid).name == "jink"
    assert view(g, 2)["players"][1]["judge"] == [
        {"id": cid, "name": "jink", "suit": "diamond", "rank": 3, "as_": "t_delay"}]


# ---------------------------------------------------------------- 置入裝備區


def test_equipment_goes_to_its_slot() -> None:
    """置入裝備區: 根據裝備牌的類別置於裝備區裡的相應空位。"""
    t = _table("prober", "blank")
    t.set_hand(0, "t_armor ♠3", "t_weapon ♠3", "t_horse ♠3")
    t.start(0, "play")
    for spec in ("t_armor ♠3", "t_weapon ♠3", "t_horse ♠3"):
        run(t, lambda g, spec=spec: ops.move_to_equip(g, 0, t.find(spec)))
    assert t.equipment(0) == {"armor": "t_armor", "weapon": "t_weapon", "+1": "t_horse"}
    assert {r["reason"] for r in moves(t)} == {"equip"}


def test_replaced_equipment_goes_to_the_discard_pile_not_discarded() -> None:
    """置入裝備區 — 棄置: （重鑄和替換裝備除外，…原裝備牌是置入棄牌堆的）"""
    t = _table("prober", "blank")
    t.set_hand(0, "t_armor ♥4").set_equip(0, "t_armor ♠3")
    g = t.start(0, "play")
    new, old = t.find("t_armor ♥4"), t.find("t_armor ♠3")
    run(t, lambda g: ops.move_to_equip(g, 0, new))
    assert g.equip(0, EquipSlot.ARMOR) == new
    assert t.where(old).zone is Zone.DISCARD
    (ev,) = [e for e in g.history if isinstance(e, MoveEvent)]
    assert ev.reason == "replace_equip" and [m.card for m in ev.lost_by(0)] == [old]
    assert not moves(t, "discard")


def test_using_equipment_puts_it_into_the_slot() -> None:
    """置入裝備區: 根據裝備牌的類別置於裝備區裡的相應空位。 (using the card)"""
    t = _table("blank", "blank")
    t.set_hand(0, "t_weapon ♠3").set_equip(0, "t_weapon ♥4")
    g = t.start(0, "play")
    t.use("t_weapon")
    assert g.equip(0, EquipSlot.WEAPON) == t.find("t_weapon ♠3")
    assert t.discard_names() == ["t_weapon"]
    assert g.attack_range(0) == 2


# ---------------------------------------------------------------- 置於


def test_put_on_top_of_the_draw_pile() -> None:
    """置於: 將牌移動到指定位置。"""
    t = _table("prober", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    cid = t.find("slash ♠7")
    run(t, lambda g: ops.move(g, [cid], Place(Zone.DRAW), "put", by=0))
    assert g.draw_pile[0] == cid
    (mv,) = moves(t, "put")
    assert mv["visible"] == [0]  # the one who put it there knows it; not the others


def test_put_at_the_bottom_of_the_draw_pile() -> None:
    """置於: 將牌移動到指定位置。 (the bottom)"""
    t = _table("prober", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    cid = t.find("slash ♠7")
    run(t, lambda g: ops.move(g, [cid], Place(Zone.DRAW), "put", by=0, bottom=True))
    assert g.draw_pile[-1] == cid
