"""A delayed trick used passes 成为目标时 and 成为目标后 like any card with a target
(rules/identity-and-cards.md §7: 使用时 → 指定目标时 / 成为目标时 → 指定目标后 / 成为目标后 →
生效), its effect being its placing in the judgment area.  谦逊, 帷幕 and 千幻 cancel
their owner (or a friend) there, after the card's 使用时, not as it is used.

A watcher at 使用时 (a test skill of a seat after the target in turn order, so that it
runs after the target's own 使用时 skills would) sees the target still targeted.
"""

from __future__ import annotations

from typing import Any

from sgs.core import CardType, Player, Skill, Timing, Zone
from sgs.core.events import CardUse
from sgs.core.generals import GeneralCard, Position
from sgs.core.zones import DISCARD
from sgs.testing import Table

M, D = Position.MAIN, Position.DEPUTY


def up(main: str, deputy: str = "blank") -> list[GeneralCard]:
    return [GeneralCard(main, M, True), GeneralCard(deputy, D, True)]


def table(*seats: list[GeneralCard]) -> Table:
    return Table(*seats, pack="hegemony+expansions", mode="hegemony",
                 options={"vanguard": False})


class Watcher(Skill):
    """At 使用时 of any delayed trick: note its targets then."""

    id = "test_watch_delayed"
    timings = (Timing.CARD_USING,)
    locked = True

    def can_trigger(self, g: Any, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, CardUse) and g.cdef(ev.face.name).type is CardType.DELAYED

    def effect(self, g: Any, owner: Player, timing: Timing, ev: Any) -> Any:
        owner.marks.setdefault("seen", []).append(list(ev.targets))
        return None
        yield


def watch(t: Table, seat: int) -> list[list[int]]:
    g = t.game
    g.ruleset.skills[Watcher.id] = Watcher()
    g.p(seat).add_skill(Watcher.id)
    g.mark_skills_changed()
    seen: list[list[int]] = g.p(seat).marks.setdefault("seen", [])
    return seen


def skill_log(t: Table, skill: str) -> list[dict[str, Any]]:
    return [r for r in t.log("skill") if r["skill"] == skill]


def test_qianxun_cancels_indulgence_when_he_becomes_its_target() -> None:
    """谦逊――锁定技，每当你成为【顺手牵羊】或【乐不思蜀】的目标时，你取消自己。  At the
    乐不思蜀's 使用时 he is its target still; then he cancels himself and it is discarded."""
    t = table(up("blank"), up("lu_xun", "blank3"), up("cao_cao"), up("liu_bei"))
    t.set_hand(0, "indulgence ♣6")
    g = t.start()
    seen = watch(t, 2)
    t.use("indulgence ♣6", targets=[1])
    assert seen == [[1]]
    assert skill_log(t, "qianxun") and not g.p(1).areas.judge
    assert t.where("indulgence ♣6") == DISCARD


def test_weimu_cancels_a_black_delayed_trick_when_he_becomes_its_target() -> None:
    """帷幕――锁定技，每当你成为黑色锦囊牌的目标时，你取消自己。  兵粮寸断 ♣10 is a black
    trick: after its 使用时, he is no longer its target."""
    t = table(up("blank"), up("jia_xu", "blank3"), up("cao_cao"), up("liu_bei"))
    t.set_hand(0, "supply_shortage ♣10")
    g = t.start()
    seen = watch(t, 2)
    t.use("supply_shortage ♣10", targets=[1])
    assert seen == [[1]]
    assert skill_log(t, "weimu") and not g.p(1).areas.judge
    assert t.where("supply_shortage ♣10") == DISCARD


def test_qianhuan_cancels_a_friend_as_a_delayed_tricks_sole_target() -> None:
    """千幻――…每当与你势力相同的一名角色成为基本牌或锦囊牌的目标时，若目标数为1，你可以将一张
    “幻”置入弃牌堆，取消该角色。  乐不思蜀 on a 群 player: 于吉 is asked once its 使用时 has
    passed (the watcher, after 于吉 in seat order, saw the target)."""
    t = table(up("xu_chu"), up("blank3"), up("yu_ji", "blank"), up("cao_cao"))
    t.set_hand(0, "indulgence ♣6").set_pile(2, "huan", "peach ♥4")
    g = t.start()
    seen = watch(t, 3)
    t.use("indulgence ♣6", targets=[1])
    t.expect("cards", seat=2, reason="qianhuan")
    assert seen == [[1]]
    t.pick("peach ♥4")
    assert not g.p(1).areas.judge and t.where("indulgence ♣6") == DISCARD
    assert t.where("peach ♥4").zone is Zone.DISCARD


def test_fengshih_after_a_delayed_trick_targets_the_other_player() -> None:
    """锋势――①当你使用牌指定其他角色为唯一目标后，若其手牌数小于你且你与其均有牌，你可以弃置
    你与其各一张牌…: 乐不思蜀 is a card used with a sole target too (指定目标后)."""
    t = table(up("zhang_fei", "mifang_fushiren"), up("sun_quan", "huang_gai"),
              up("dian_wei", "xu_huang"), up("zhang_jiao", "blank"))
    t.set_hand(0, "indulgence ♣6", "peach", "analeptic").set_hand(1, "dismantlement ♠3")
    g = t.start()
    t.use("indulgence ♣6", targets=[1])
    t.expect("confirm", seat=0, reason="fengshih")
    t.yes()
    t.expect("cards", seat=0, reason="fengshih")
    t.pick("analeptic")
    assert not g.p(1).hand and [n for n in t.judge_area(1)] == ["indulgence"]
