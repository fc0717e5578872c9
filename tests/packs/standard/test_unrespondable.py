"""不可被响应: a card use that some seats (or everyone) may not respond to.

The printed texts that need it: 问计 ([L] 刘琦, 君临天下·EX): "你于此回合内使用此牌无距离与
次数限制且不能被响应"; 离间 (seed 003): "此【决斗】不能被【无懈可击】响应".  A response is
any card used or played in answer to the card: 闪 to a 杀, 杀 in a 决斗 or to 南蛮入侵,
无懈可击 to its effect (CardUse.unrespondable, CardUse.unanswerable_with).
"""

from __future__ import annotations

from typing import Any

from sgs.core import Player, Skill, Timing
from sgs.core.events import CardUse
from sgs.testing import Table


class Unrespondable(Skill):
    """Like 问计's card: the owner's cards 不能被响应 (by the seats ``barred``, or anyone)."""

    id = "test_unrespondable"
    timings = (Timing.CARD_USING,)
    locked = True

    def __init__(self, barred: tuple[int, ...] | None = None) -> None:
        self.barred = barred

    def can_trigger(self, g: Any, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, CardUse) and owner.seat == ev.user

    def effect(self, g: Any, owner: Player, timing: Timing, ev: Any) -> Any:
        ev.unrespondable.update(range(len(g.players)) if self.barred is None else self.barred)
        return None
        yield


def grant(t: Table, seat: int, skill: Skill) -> None:
    g = t.game
    g.ruleset.skills[skill.id] = skill
    g.p(seat).add_skill(skill.id)
    g.mark_skills_changed()


def test_an_unrespondable_slash_asks_for_no_jink() -> None:
    """问计――…使用此牌…不能被响应: the target holding a 闪 is not asked, and is hit."""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦3")
    t.start(seat=0)
    grant(t, 0, Unrespondable())
    t.use("slash", targets=[1])
    t.expect("play", seat=0)
    assert t.hp(1) == 3 and t.hand(1) == ["jink"]


def test_no_armour_answers_for_a_player_who_may_not_respond() -> None:
    """不能被响应: 护官符 (八卦阵) answers a request for 闪 (每当需要使用（或打出）一张【闪】时);
    there is none, so it is not offered."""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_equip(1, "eight_diagram").set_top("peach ♥3")
    t.start(seat=0)
    grant(t, 0, Unrespondable())
    t.use("slash", targets=[1])
    t.expect("play", seat=0)
    assert t.hp(1) == 3 and not t.log("judge")


def test_an_unrespondable_duel_is_lost_by_its_target_at_once() -> None:
    """不能被响应: in a 决斗 the target may not play 杀 in answer, so takes the damage."""
    t = Table("blank", "blank")
    t.set_hand(0, "duel ♠A").set_hand(1, "slash ♠8")
    t.start(seat=0)
    grant(t, 0, Unrespondable())
    t.use("duel", targets=[1])
    t.expect("play", seat=0)
    assert t.hp(1) == 3 and t.hand(1) == ["slash"]


def test_an_unrespondable_trick_opens_no_nullification_window() -> None:
    """不能被响应: nobody may use 无懈可击 against 过河拆桥's effect."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "dismantlement ♠3").set_hand(1, "peach ♥6", "nullification ♠J")
    t.set_hand(2, "nullification ♦Q")
    t.start(seat=0)
    grant(t, 0, Unrespondable())
    t.use("dismantlement", targets=[1])
    asked = []
    while t.pending.kind != "play":
        asked.append(t.pending.reason)
        t.answer(t.pending.default())
    assert "nullification" not in asked and len(t.hand(1)) == 1


def test_a_seat_not_barred_may_still_respond() -> None:
    """Barred seats only: seat 1 may not answer the 过河拆桥 aimed at it, seat 2 still may
    use 无懈可击 (and only seat 2 is asked)."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "dismantlement ♠3").set_hand(1, "peach ♥6", "nullification ♠J")
    t.set_hand(2, "nullification ♦Q")
    t.start(seat=0)
    grant(t, 0, Unrespondable(barred=(1,)))
    t.use("dismantlement", targets=[1])
    t.expect("respond", seat=2, reason="nullification")
    assert [r.seat for r in t.game.open_requests()] == [2]


def test_savage_assault_unrespondable_for_everyone_hurts_every_target() -> None:
    """不能被响应: 南蛮入侵's targets may not play 杀 in answer."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "savage_assault ♠7").set_hand(1, "slash ♠8").set_hand(2, "slash ♠9")
    t.start(seat=0)
    grant(t, 0, Unrespondable())
    t.use("savage_assault")
    t.expect("play", seat=0)
    assert (t.hp(1), t.hp(2)) == (3, 3) and not t.log("respond")
