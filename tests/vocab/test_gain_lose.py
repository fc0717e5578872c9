"""獲得 and 失去 (seed 000): gaining another's card (area first, blind hand), gains and
losses read from moves, judged by where the card was before."""

from __future__ import annotations

from typing import Any

from vocab_support import moves, result, run, table

from sgs.core import Game, Place, Player, Skill, Timing, Zone, ops
from sgs.core.events import MoveEvent
from sgs.core.view import log_for


class Watcher(Skill):
    """Keeps every CARDS_MOVED event (never fires)."""

    id = "t_watcher"
    timings = (Timing.CARDS_MOVED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        owner.marks.setdefault("moved", []).append(ev)
        return False


def _table(*generals: str) -> Any:
    return table(*generals, skills=(Watcher,),
                 extra_generals={"watcher": ("t_watcher",), "pw": ("probe", "t_watcher")})


def _events(g: Game, seat: int) -> list[MoveEvent]:
    return list(g.p(seat).marks.pop("moved", []))


# ---------------------------------------------------------------- 獲得


def test_gain_of_chooses_area_first_hand_blind() -> None:
    """◆當角色執行獲得一名其他角色區域裡的一張牌的效果時，若能選擇多個區域，則先選擇一個區域：
    若此區域對選擇者不可見（手牌），則隨機獲得一張"""
    t = _table("prober", "blank", "blank")
    t.set_hand(1, "slash ♠7", "jink ♦3").set_equip(1, "t_armor ♠3")
    g = t.start(0, "play")
    hand = list(g.p(1).hand)
    run(t, lambda g: ops.gain_of(g, 0, 1, "he"))
    req = t.expect("card_of", seat=0)
    assert req.choices() == ["hand", t.find("t_armor ♠3")]
    t.choose("hand")
    cid = result(t)
    assert cid in hand and g.place[cid] == Place(Zone.HAND, 0)
    (mv,) = moves(t, "gain")
    assert mv["visible"] == [0, 1]
    seen = next(r for r in log_for(g, 2) if r["t"] == "move" and r["reason"] == "gain")
    assert seen["cards"] == [None]


def test_gain_of_visible_area_is_chosen() -> None:
    """◆…若此區域對選擇者可見（裝備區或判定區），則任意獲得一張。"""
    t = _table("prober", "blank")
    t.set_hand(1, "slash ♠7").set_equip(1, "t_armor ♠3", "t_weapon ♠3").set_judge(
        1, "t_delay ♠3")
    t.start(0, "play")
    run(t, lambda g: ops.gain_of(g, 0, 1, "hej"))
    t.choose(t.find("t_delay ♠3"))
    assert result(t) == t.find("t_delay ♠3") and t.hand(0) == ["t_delay"]
    assert t.judge_area(1) == []
    (mv,) = moves(t, "gain")
    assert mv["visible"] is None


def test_gained_card_is_known_to_the_effect() -> None:
    """◆在某牌或技能的使用結算中，A獲得了B的一張牌，若後續效果中須對此牌進行操作，則A在將此牌加入手牌時不能與其他手牌混在一起。"""
    t = _table("prober", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦3").set_hand(1, "peach ♥3")
    g = t.start(0, "play")

    def gain_then_show(g: Game) -> Any:
        cid = yield from ops.gain_of(g, 0, 1, "h")
        return ops.show(g, 0, [cid], "test")

    run(t, gain_then_show)
    assert result(t) == [t.find("peach ♥3")]
    assert t.log("show")[-1]["faces"] == [["peach", "heart", 3]]
    assert len(g.p(0).hand) == 3


def test_drawing_is_gaining() -> None:
    """獲得（牌） 2、一張牌移動到角色的手牌裡，即此操作的結果是該角色因此操作而獲得了一張牌，
    一般用於表示條件、時機等。"""
    t = _table("pw", "blank")
    t.set_top("peach ♥3")
    g = t.start(0, "play")
    _events(g, 0)
    run(t, lambda g: ops.draw(g, 0, 1))
    (ev,) = _events(g, 0)
    assert [m.card for m in ev.gained_by(0)] == [t.find("peach ♥3")]


def test_equipment_back_to_hand_is_a_gain_of_a_hand_card() -> None:
    """獲得（牌） 2、一張牌移動到角色的手牌裡 — from one's own equipment area too."""
    t = _table("pw", "blank")
    t.set_equip(0, "t_armor ♠3")
    g = t.start(0, "play")
    _events(g, 0)
    cid = t.find("t_armor ♠3")
    run(t, lambda g: ops.move(g, [cid], Place(Zone.HAND, 0), "test", by=0))
    (ev,) = _events(g, 0)
    assert [m.card for m in ev.gained_by(0)] == [cid]
    assert ev.lost_by(0) == [] and [m.card for m in ev.lost_by(0, Zone.EQUIP)] == [cid]


# ---------------------------------------------------------------- 失去


def test_owned_card_leaving_is_lost() -> None:
    """失去牌: 一名角色擁有的牌移動到除該角色的手牌和裝備區外的區域，即該角色失去此牌"""
    t = _table("prober", "watcher")
    t.set_hand(1, "slash ♠7").set_equip(1, "t_armor ♠3")
    g = t.start(0, "play")
    _events(g, 1)
    run(t, lambda g: ops.ask_discard(g, 1, 2, "he"))
    (ev,) = _events(g, 1)
    assert sorted(m.card for m in ev.lost_by(1)) == sorted(
        [t.find("slash ♠7"), t.find("t_armor ♠3")])
    assert [m.card for m in ev.lost_by(1, Zone.HAND)] == [t.find("slash ♠7")]
    assert [m.card for m in ev.lost_by(1, Zone.EQUIP)] == [t.find("t_armor ♠3")]


def test_hand_card_into_own_equipment_is_a_lost_hand_card_only() -> None:
    """失去: 一名角色的手牌移動，即該角色失去此手牌 — though it still owns the card."""
    t = _table("pw", "blank")
    t.set_hand(0, "t_weapon ♠3")
    g = t.start(0, "play")
    _events(g, 0)
    t.use("t_weapon")
    evs = _events(g, 0)
    lost_hand = [m.card for ev in evs for m in ev.lost_by(0, Zone.HAND)]
    lost_any = [m.card for ev in evs for m in ev.lost_by(0)]
    assert lost_hand == [t.find("t_weapon ♠3")]
    # used: it went hand → processing → equipment; as a card it was lost on the way
    assert lost_any == [t.find("t_weapon ♠3")]
    assert t.where("t_weapon ♠3").zone is Zone.EQUIP


def test_direct_move_into_own_equipment_keeps_the_card() -> None:
    """失去牌: …移動到除該角色的手牌和裝備區外的區域 — hand to own equipment is not losing it."""
    t = _table("pw", "blank")
    t.set_hand(0, "t_horse ♠3")
    g = t.start(0, "play")
    _events(g, 0)
    cid = t.find("t_horse ♠3")
    run(t, lambda g: ops.move_to_equip(g, 0, cid))
    (ev,) = _events(g, 0)
    assert ev.lost_by(0) == [] and [m.card for m in ev.lost_by(0, Zone.HAND)] == [cid]


def test_judgment_area_card_is_not_owned() -> None:
    """失去牌: 一名角色擁有的牌 — a card in the judgment area is not one's own card."""
    t = _table("prober", "watcher")
    t.set_judge(1, "t_delay ♠3")
    g = t.start(0, "play")
    _events(g, 1)
    run(t, lambda g: ops.discard_of(g, 0, 1, "j"))
    (ev,) = _events(g, 1)
    assert ev.lost_by(1) == [] and ev.moves[0].src.zone is Zone.JUDGE


def test_lost_card_is_judged_by_its_area_before_the_move() -> None:
    """◆ “失去…牌”中的“…牌”是指此牌在失去前是…牌。"""
    t = _table("prober", "watcher")
    t.set_hand(1, "jink ♦3").set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    _events(g, 1)
    t.use("slash ♠7", targets=[1])
    t.respond("jink")
    cid = t.find("jink ♦3")
    lost = [(m.card, m.src.zone) for ev in _events(g, 1) for m in ev.lost_by(1, Zone.HAND)]
    assert lost == [(cid, Zone.HAND)]
    assert g.place[cid].zone is Zone.DISCARD  # now a discarded card, lost as a hand card
