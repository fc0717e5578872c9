"""判定 (seed 000): the top card, revealed, nobody's, the result, then the discard pile."""

from __future__ import annotations

from typing import Any

from vocab_support import moves, result, run, table

from sgs.core import Game, Place, Player, Skill, Suit, Timing, Zone, ops
from sgs.core.events import JudgeEvent


class Inspector(Skill):
    """At JUDGE_BEFORE, notes where the judgment card is and who owns it (never fires)."""

    id = "t_inspector"
    timings = (Timing.JUDGE_BEFORE,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if isinstance(ev, JudgeEvent) and ev.card is not None:
            owners = [p.seat for p in g.players if ev.card in g.all_cards_of(p.seat)]
            owner.marks["seen"] = (g.place[ev.card], owners, list(g.processing))
        return False


class Taker(Skill):
    """兼美-like: after the result, takes the judgment card into the owner's hand."""

    id = "t_taker"
    timings = (Timing.JUDGE_RESULT,)
    locked = True

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, JudgeEvent) and ev.card is not None

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Any:
        yield from ops.move(g, [ev.card], Place(Zone.HAND, owner.seat), "take", by=owner.seat)


def _table(*generals: str) -> Any:
    return table(*generals, skills=(Inspector, Taker),
                 extra_generals={"inspector": ("t_inspector",), "taker": ("t_taker",)})


def _judge(t: Any, seat: int = 0, good: Any = None) -> JudgeEvent:
    run(t, lambda g: ops.judge(g, seat, "test", good))
    ev: JudgeEvent = result(t)
    return ev


def test_judgment_reveals_the_top_card() -> None:
    """判定: 執行的方法是亮出牌堆頂的一張牌（稱為“判定”），等待生效。"""
    t = _table("prober", "blank")
    t.set_top("peach ♥3", "slash ♠7")
    t.start(0, "play")
    ev = _judge(t)
    assert ev.card == t.find("peach ♥3")
    first = moves(t, "judge")[0]
    assert first["src"] == {"zone": "draw"} and first["dst"] == {"zone": "processing"}
    assert first["visible"] is None
    assert t.game.draw_pile[0] == t.find("slash ♠7")


def test_judgment_card_is_nobodys() -> None:
    """判定: 當你執行判定動作時，該判定牌稱為“由你進行判定的牌”，簡稱“你的判定牌”，
    因此此牌並不是你擁有的牌。"""
    t = _table("prober", "inspector")
    t.set_top("peach ♥3")
    t.start(0, "play")
    ev = _judge(t)
    place, owners, processing = t.game.p(1).marks["seen"]
    assert place == Place(Zone.PROCESSING) and owners == [] and ev.card in processing


def test_result_is_the_cards_information() -> None:
    """判定: 生效後的判定牌的花色、點數、名稱等資訊即為此次判定的結果。"""
    t = _table("prober", "blank")
    t.set_top("peach ♥3")
    t.start(0, "play")
    ev = _judge(t, good=lambda f: f.suit is Suit.HEART)
    assert ev.face is not None
    assert (ev.face.name, ev.face.suit, ev.face.rank) == ("peach", Suit.HEART, 3)
    rec = t.log("judge")[-1]
    assert (rec["seat"], rec["name"], rec["suit"], rec["rank"], rec["result"]) == (
        0, "peach", "heart", 3, True)


def test_judgment_card_goes_to_the_discard_pile() -> None:
    """判定: 當判定牌生效後須將之置入棄牌堆。"""
    t = _table("prober", "blank")
    t.set_top("peach ♥3")
    t.start(0, "play")
    ev = _judge(t)
    assert t.where(ev.card).zone is Zone.DISCARD  # type: ignore[arg-type]
    last = moves(t, "judge")[-1]
    assert last["dst"] == {"zone": "discard"}
    assert not moves(t, "discard")  # not a discard: nobody's card was 棄置


def test_judgment_card_taken_after_the_result() -> None:
    """判定: …當判定牌生效後須將之置入棄牌堆 — unless a skill took it after it took effect."""
    t = _table("prober", "taker")
    t.set_top("peach ♥3")
    t.start(0, "play")
    ev = _judge(t)
    assert t.hand(1) == ["peach"] and ev.card == t.find("peach ♥3")
    assert not [r for r in moves(t, "judge") if r["dst"]["zone"] == "discard"]
