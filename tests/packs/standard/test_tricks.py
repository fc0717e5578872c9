"""Trick cards (rules/identity-and-cards.md §3; seed 003 lost its trick section).

One test per rule point.  Quoted seed lines are from seed 000 (vocabulary)
or seed 003 (skills that touch these cards).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from sgs.core import (
    CardType,
    Gender,
    GeneralDef,
    IllegalAnswer,
    Pack,
    Player,
    Skill,
    Timing,
    Zone,
)
from sgs.core.events import CardUse
from sgs.core.requests import ChooseCardOfRequest, Request
from sgs.testing import Table

DECK = Path(__file__).parents[3] / "src/sgs/packs/honglou/deck.toml"


# ---------------------------------------------------------------- helpers


def grant(t: Table, seat: int, skill: Skill) -> None:
    """Give ``seat`` a test-only skill (standing in for a general's skill)."""
    g = t.game
    g.ruleset.skills[skill.id] = skill
    g.p(seat).add_skill(skill.id)
    g.mark_skills_changed()


class DoubleDuel(Skill):
    """Like 醉卧's second half: the owner's 决斗 opponent must play two 杀 each time."""

    id = "test_double_duel"
    timings = (Timing.TARGET_CONFIRMED,)
    locked = True

    def can_trigger(self, g: Any, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, CardUse) and ev.face.name == "duel" and owner.seat == ev.user

    def effect(self, g: Any, owner: Player, timing: Timing, ev: Any) -> Any:
        for t in ev.targets:
            ev.responses_needed[t] = 2
        return None
        yield


class Unnullifiable(Skill):
    """Like 离间: the owner's 决斗 cannot be answered by 无懈可击."""

    id = "test_unnullifiable"
    timings = (Timing.CARD_USING,)
    locked = True

    def can_trigger(self, g: Any, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, CardUse) and ev.face.name == "duel" and owner.seat == ev.user

    def effect(self, g: Any, owner: Player, timing: Timing, ev: Any) -> Any:
        ev.unanswerable_with.add("nullification")
        return None
        yield


def requests_until(t: Table, answer: Any, stop: Any) -> list[Request]:
    """Answer pending requests with ``answer(req)`` until ``stop(req)``; return them."""
    seen: list[Request] = []
    while not stop(t.pending):
        seen.append(t.pending)
        answer(t.pending)
    return seen


def uses(t: Table, name: str) -> list[dict[str, Any]]:
    return [r for r in t.log("use") if r["card"] == name]


def play_options(t: Table) -> list[str]:
    return [o.label for o in t.expect("play").options]  # type: ignore[attr-defined]


# ---------------------------------------------------------------- 决斗


def test_duel_target_without_slash_takes_damage_from_user() -> None:
    """决斗: the first who does not 打出 a 杀 takes 1 damage from the other."""
    t = Table("blank", "blank")
    t.set_hand(0, "duel ♠A")
    t.start(seat=0)
    t.use("duel", targets=[1])
    assert t.hp(1) == 3 and t.hp(0) == 4
    dmg = t.log("damage")[-1]
    assert (dmg["source"], dmg["target"], dmg["card"]) == (0, 1, "duel")


def test_duel_starts_with_target_and_alternates() -> None:
    """决斗: starting with the target, target and user alternately 打出 a 杀."""
    t = Table("blank", "blank")
    t.set_hand(0, "duel ♠A", "slash ♠7").set_hand(1, "slash ♠8", "slash ♠9")
    t.start(seat=0)
    t.use("duel", targets=[1])
    t.expect("respond", seat=1)
    t.respond("slash ♠8")
    t.expect("respond", seat=0)
    t.respond("slash ♠7")
    t.expect("respond", seat=1)
    t.respond("slash ♠9")
    # seat 0 has no 杀 left: it is not asked, and takes the damage from seat 1
    t.expect("play", seat=0)
    assert t.hp(0) == 3 and t.hp(1) == 4
    assert t.log("damage")[-1]["source"] == 1
    assert [r["seat"] for r in t.log("respond")] == [1, 0, 1]


def test_duel_slashes_are_played_not_used() -> None:
    """使用 vs 打出: 杀 for 决斗 is 打出 — it is not a use and not counted as one."""
    t = Table("blank", "blank")
    t.set_hand(0, "duel ♠A", "slash ♠7").set_hand(1, "slash ♠8")
    t.start(seat=0)
    t.use("duel", targets=[1])
    t.respond("slash ♠8")
    t.respond("slash ♠7")
    assert uses(t, "slash") == []
    assert [r["reason"] for r in t.log("respond")] == ["duel", "duel"]
    assert t.hp(1) == 3


def test_duel_any_distance_not_self() -> None:
    """决斗: one other player, at any distance."""
    t = Table("blank", "blank", "blank", "blank", "blank")
    t.set_hand(0, "duel ♠A")
    t.start(seat=0)
    with pytest.raises(IllegalAnswer):
        t.use("duel", targets=[0])
    t.use("duel", targets=[2])  # distance 2
    assert t.hp(2) == 3


def test_duel_needs_two_slashes_one_is_wasted() -> None:
    """醉卧: "若对方只有一张【闪】或【杀】则即便使用（打出）了也无效。" """
    t = Table("blank", "blank")
    t.set_hand(0, "duel ♠A").set_hand(1, "slash ♠8")
    t.start(seat=0)
    grant(t, 0, DoubleDuel())
    t.use("duel", targets=[1])
    t.respond("slash ♠8")
    assert t.hand(1) == [] and t.hp(1) == 3
    assert t.log("damage")[-1]["source"] == 0


def test_duel_needs_two_slashes_each_time() -> None:
    """醉卧: "进行【决斗】的角色每次需连续打出两张【杀】。" (use.responses_needed)"""
    t = Table("blank", "blank")
    t.set_hand(0, "duel ♠A", "slash ♠7").set_hand(1, "slash ♠8", "slash ♠9")
    t.start(seat=0)
    grant(t, 0, DoubleDuel())
    t.use("duel", targets=[1])
    t.respond("slash ♠8")
    t.expect("respond", seat=1)  # a second 杀 from the same side
    t.respond("slash ♠9")
    t.expect("respond", seat=0)  # the user still needs only one
    t.respond("slash ♠7")
    t.expect("play", seat=0)  # seat 1 has no 杀 left
    assert t.hp(1) == 3 and t.hp(0) == 4


# ---------------------------------------------------------------- 过河拆桥


def test_dismantlement_hand_is_blind() -> None:
    """棄置 (seed 000): "若你選擇的是其手牌，則你隨機將其中一張置入棄牌堆；若你選擇的是
    其裝備區或判定區，則你將其中任意一張置入棄牌堆。" """
    t = Table("blank", "blank")
    t.set_hand(0, "dismantlement ♠3").set_hand(1, "peach ♥3", "jink ♦2")
    t.set_judge(1, "indulgence ♠6")
    t.start(seat=0)
    hand = list(t.game.p(1).hand)
    t.use("dismantlement", targets=[1])
    req = t.expect("card_of", seat=0)
    assert isinstance(req, ChooseCardOfRequest)
    assert req.hand_count == 2 and req.visible == [t.find("indulgence ♠6")]
    assert not set(hand) & set(req.to_json()["visible"])  # the hand stays hidden
    t.pick("hand")
    gone = [c for c in hand if c not in t.game.p(1).hand]
    assert len(gone) == 1 and t.where(gone[0]).zone is Zone.DISCARD
    assert t.judge_area(1) == ["indulgence"]
    moved = next(r for r in t.log("move") if r["reason"] == "discard")
    assert moved["cards"] == gone and moved["by"] == 0


def test_dismantlement_takes_a_chosen_visible_card() -> None:
    """过河拆桥: the user discards one of the cards in the equipment or judgment area."""
    t = Table("blank", "blank")
    t.set_hand(0, "dismantlement ♠3").set_hand(1, "jink ♦2")
    t.set_equip(1, "crossbow ♣A").set_judge(1, "indulgence ♠6")
    t.start(seat=0)
    t.use("dismantlement", targets=[1])
    t.pick("crossbow ♣A")
    assert t.equipment(1) == {} and t.hand(1) == ["jink"]
    assert "crossbow" in t.discard_names()


def test_dismantlement_needs_a_target_with_cards() -> None:
    """过河拆桥: another player with a card in hand, equipment or judgment area."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "dismantlement ♠3").set_hand(2, "jink ♦2")
    t.start(seat=0)
    with pytest.raises(IllegalAnswer):
        t.use("dismantlement", targets=[1])
    with pytest.raises(IllegalAnswer):
        t.use("dismantlement", targets=[0])
    t.use("dismantlement", targets=[2])  # one hand card: the choice is forced
    assert t.hand(2) == []


# ---------------------------------------------------------------- 顺手牵羊


def test_snatch_gains_a_card_at_distance_one() -> None:
    """顺手牵羊: another player at distance ≤ 1 with cards; the user gains one."""
    t = Table("blank", "blank", "blank", "blank")
    t.set_hand(0, "snatch ♠3").set_hand(1, "peach ♥3")
    t.start(seat=0)
    t.use("snatch", targets=[1])
    assert t.hand(0) == ["peach"] and t.hand(1) == []


def test_snatch_refused_at_distance_two() -> None:
    """顺手牵羊: distance ≤ 1 — a player at distance 2 cannot be chosen."""
    t = Table("blank", "blank", "blank", "blank")
    t.set_hand(0, "snatch ♠3").set_hand(2, "peach ♥3")
    t.start(seat=0)
    assert t.game.distance(0, 2) == 2
    with pytest.raises(IllegalAnswer):
        t.use("snatch", targets=[2])
    assert t.hand(0) == ["snatch"]


def test_snatch_from_judgment_area() -> None:
    """獲得 (seed 000): "若此區域對選擇者可見（裝備區或判定區），則任意獲得一張。" """
    t = Table("blank", "blank")
    t.set_hand(0, "snatch ♠3").set_hand(1, "jink ♦2").set_judge(1, "indulgence ♠6")
    t.start(seat=0)
    t.use("snatch", targets=[1])
    t.pick("indulgence ♠6")
    assert t.hand(0) == ["indulgence"] and t.judge_area(1) == []


# ---------------------------------------------------------------- 无中生有


def test_ex_nihilo_draws_two() -> None:
    """无中生有: on yourself, draw 2."""
    t = Table("blank", "blank")
    t.set_hand(0, "ex_nihilo ♥7").set_top("peach ♥3", "jink ♦2")
    t.start(seat=0)
    t.use("ex_nihilo")
    assert sorted(t.hand(0)) == ["jink", "peach"]
    assert t.discard_names() == ["ex_nihilo"]


# ---------------------------------------------------------------- 借刀杀人


def test_collateral_slash_on_victim_not_counted() -> None:
    """借刀杀人: A uses a 杀 on B (not counted against A's limit)."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "collateral ♣Q").set_hand(1, "slash ♠7").set_equip(1, "crossbow ♣A")
    t.start(seat=0)
    t.use("collateral", targets=[1, 2])
    assert uses(t, "collateral")[0]["targets"] == [1]
    assert uses(t, "collateral")[0]["victim"] == 2
    t.expect("respond", seat=1)
    t.respond("slash", targets=[2])
    assert t.hp(2) == 3
    assert t.log("damage")[-1]["source"] == 1
    slash = next(e for e in t.game.history
                 if isinstance(e, CardUse) and e.face.name == "slash")
    assert slash.user == 1 and slash.targets == [2] and not slash.counted
    assert t.weapon(1) == "crossbow"


def test_collateral_declined_gives_the_weapon() -> None:
    """借刀杀人: … or gives its weapon to the user."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "collateral ♣Q").set_hand(1, "slash ♠7").set_equip(1, "crossbow ♣A")
    t.start(seat=0)
    t.use("collateral", targets=[1, 2])
    t.pass_()
    assert t.weapon(1) is None and t.hand(0) == ["crossbow"] and t.hp(2) == 4


def test_collateral_without_slash_gives_the_weapon() -> None:
    """借刀杀人: A with no 杀 is not asked; the weapon goes to the user."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "collateral ♣Q").set_equip(1, "crossbow ♣A")
    t.start(seat=0)
    t.use("collateral", targets=[1, 2])
    assert t.hand(0) == ["crossbow"]


def test_collateral_victim_in_range_and_a_has_weapon() -> None:
    """借刀杀人: A another player with a weapon; B a legal 杀 target in A's range."""
    t = Table("blank", "blank", "blank", "blank", "blank")
    t.set_hand(0, "collateral ♣Q").set_equip(1, "crossbow ♣A")
    t.start(seat=0)
    with pytest.raises(IllegalAnswer):
        t.use("collateral", targets=[1, 3])  # distance 2 from A, crossbow range 1
    with pytest.raises(IllegalAnswer):
        t.use("collateral", targets=[2, 1])  # seat 2 has no weapon
    with pytest.raises(IllegalAnswer):
        t.use("collateral", targets=[1])  # the victim is required
    t.use("collateral", targets=[1, 0])  # the user may be the victim
    assert uses(t, "collateral")[0]["victim"] == 0


# ---------------------------------------------------------------- 无懈可击


def test_nullification_cancels_the_effect() -> None:
    """无懈可击: cancels a trick's effect on one target."""
    t = Table("blank", "blank")
    t.set_hand(0, "ex_nihilo ♥7").set_hand(1, "nullification ♠J")
    t.start(seat=0)
    t.use("ex_nihilo")
    req = t.expect("respond", seat=1)
    assert req.data["effect_target"] == 0 and req.data["card"] == "ex_nihilo"
    t.respond("nullification", targets=[0])
    assert t.hand(0) == [] and t.hand(1) == []
    null = uses(t, "nullification")[0]
    assert null["targets"] == [0]
    assert t.log("nullified")[0]["seat"] == 0


def test_nullification_use_records_what_it_counters() -> None:
    """无懈可击 is used on the affected target seat and marks that it targets an effect."""
    t = Table("blank", "blank")
    t.set_hand(0, "ex_nihilo ♥7").set_hand(1, "nullification ♠J")
    t.start(seat=0)
    t.use("ex_nihilo")
    t.respond("nullification", targets=[0])
    null = next(e for e in t.game.history
                if isinstance(e, CardUse) and e.face.name == "nullification")
    assert null.targets == [0] and null.extra["targets_effect"]
    assert null.responding_to is not None and null.responding_to.face.name == "ex_nihilo"


def test_nullification_chain_of_two() -> None:
    """无懈可击 can answer another 无懈可击; the chain alternates, the effect stands."""
    t = Table("blank", "blank")
    t.set_hand(0, "ex_nihilo ♥7", "nullification ♣Q").set_hand(1, "nullification ♠J")
    t.set_top("peach ♥3", "jink ♦2")
    t.start(seat=0)
    t.use("ex_nihilo")
    t.expect("respond", seat=0)  # the current player is polled first: passes
    t.pass_()
    t.respond("nullification ♠J", targets=[0])  # seat 1 against the 无中生有
    t.expect("respond", seat=0)  # the nested window, from the current player
    t.respond("nullification ♣Q", targets=[0])  # seat 0 against seat 1's 无懈可击
    t.expect("play", seat=0)
    assert sorted(t.hand(0)) == ["jink", "peach"]
    nulls = [e for e in t.game.history
             if isinstance(e, CardUse) and e.face.name == "nullification"]
    first = next(n for n in nulls if n.user == 1)
    assert 0 in first.nullified  # the first 无懈可击 was cancelled


def test_nullification_polls_again_while_the_effect_stands() -> None:
    """After a 无懈可击 is itself cancelled the original effect stands: poll again."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "ex_nihilo ♥7", "nullification ♣Q").set_hand(1, "nullification ♠J")
    t.set_hand(2, "nullification ♣K")
    t.start(seat=0)
    t.use("ex_nihilo")
    assert [r.seat for r in t.game.open_requests()] == [0, 1, 2]  # one window, all asked
    t.pass_()                                   # seat 0
    t.respond("nullification ♠J", targets=[0])  # seat 1
    t.expect("respond", seat=2)
    t.pass_()
    t.expect("respond", seat=0)                 # the window against seat 1's
    t.respond("nullification ♣Q", targets=[0])  # cancels seat 1's
    t.expect("respond", seat=2)
    t.pass_()
    t.expect("respond", seat=2)  # the window against seat 0's: seat 2 passes
    t.pass_()
    # back in the first window, the 无中生有 still stands: everyone is asked again
    t.expect("respond", seat=2)
    t.respond("nullification ♣K", targets=[0])
    t.expect("play", seat=0)
    assert t.hand(0) == [] and t.hp(0) == 4


def test_nullification_polled_from_current_player_only_holders() -> None:
    """Poll in seat order from the current player; only players who can play one are asked."""
    t = Table("blank", "blank", "blank", "blank")
    t.set_hand(1, "ex_nihilo ♥7").set_hand(0, "nullification ♠J")
    t.set_hand(3, "nullification ♣Q")
    t.start(seat=1)
    t.use("ex_nihilo")
    seen = requests_until(t, lambda r: t.pass_(), lambda r: r.kind == "play")
    assert [r.seat for r in seen] == [3, 0]


def test_nullification_on_one_target_of_savage_assault() -> None:
    """Each target has its own 无懈可击 window: cancelling one leaves the others."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "savage_assault ♠7").set_hand(1, "nullification ♠J")
    t.start(seat=0)
    t.use("savage_assault")
    req = t.expect("respond", seat=1)
    assert req.data["effect_target"] == 1
    t.respond("nullification", targets=[1])
    t.expect("play", seat=0)
    assert t.hp(1) == 4 and t.hp(2) == 3


def test_nullification_cannot_be_used_at_play_phase() -> None:
    """无懈可击 is only used against an effect, never on its own."""
    t = Table("blank", "blank")
    t.set_hand(0, "nullification ♠J")
    t.start(seat=0)
    assert "nullification" not in play_options(t)


def test_unnullifiable_duel_gets_no_window() -> None:
    """离间: "额外的，此【决斗】不能被【无懈可击】响应。" (use.unanswerable_with)"""
    t = Table("blank", "blank")
    t.set_hand(0, "duel ♠A").set_hand(1, "nullification ♠J", "slash ♠7")
    t.start(seat=0)
    grant(t, 0, Unnullifiable())
    t.use("duel", targets=[1])
    req = t.expect("respond", seat=1)
    assert req.data["pattern"] == ["slash"]


def test_delayed_trick_placement_has_no_window() -> None:
    """A delayed trick gets its 无懈可击 window at judgment, not when it is placed."""
    t = Table("blank", "blank")
    t.set_hand(0, "indulgence ♠6").set_hand(1, "nullification ♠J")
    t.start(seat=0)
    t.use("indulgence", targets=[1])
    t.expect("play", seat=0)
    assert t.judge_area(1) == ["indulgence"]


# ---------------------------------------------------------------- 南蛮入侵 / 万箭齐发


def test_savage_assault_each_other_plays_slash_or_is_hurt() -> None:
    """南蛮入侵: each other player 打出 a 杀 or takes 1 damage from the user."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "savage_assault ♠7").set_hand(1, "slash ♠8").set_hand(2, "jink ♦2")
    t.start(seat=0)
    t.use("savage_assault")
    t.expect("respond", seat=1)
    t.respond("slash")
    t.expect("play", seat=0)  # seat 2 holds no 杀: not asked
    assert (t.hp(0), t.hp(1), t.hp(2)) == (4, 4, 3)
    assert t.log("damage")[-1]["source"] == 0
    assert uses(t, "slash") == [] and t.log("respond")[0]["reason"] == "savage_assault"


def test_multi_target_resolves_in_seat_order_from_user() -> None:
    """Multi-target cards resolve target by target in seat order from the user."""
    t = Table("blank", "blank", "blank", "blank")
    t.set_hand(2, "savage_assault ♠7")
    t.start(seat=2)
    t.use("savage_assault")
    assert [d["target"] for d in t.log("damage")] == [3, 0, 1]
    assert uses(t, "savage_assault")[0]["targets"] == [3, 0, 1]


def test_archery_attack_jink_is_played() -> None:
    """万箭齐发: each other player 打出 a 闪 (not used) or takes 1 damage from the user."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "archery_attack ♥A").set_hand(1, "jink ♦2").set_hand(2, "slash ♠8")
    t.start(seat=0)
    t.use("archery_attack")
    t.expect("respond", seat=1)
    t.respond("jink")
    assert (t.hp(1), t.hp(2)) == (4, 3)
    assert uses(t, "jink") == [] and t.log("respond")[0]["card"] == "jink"


# ---------------------------------------------------------------- 桃园结义


def test_god_salvation_heals_wounded_skips_unwounded() -> None:
    """桃园结义: each wounded player recovers 1 (unwounded: skipped, no 无懈 window)."""
    t = Table("blank", "blank", "blank")
    t.set_hp(1, 2).set_hp(2, 3)
    t.set_hand(0, "god_salvation ♥A").set_hand(1, "nullification ♠J")
    t.start(seat=0)
    t.use("god_salvation")
    seen = requests_until(t, lambda r: t.pass_(), lambda r: r.kind == "play")
    assert [r.data["effect_target"] for r in seen] == [1, 2]  # none for seat 0
    assert (t.hp(0), t.hp(1), t.hp(2)) == (4, 3, 4)
    assert [r["seat"] for r in t.log("recover")] == [1, 2]


# ---------------------------------------------------------------- 五谷丰登


def test_amazing_grace_reveals_and_picks_from_user_on() -> None:
    """五谷丰登: reveal N (= targets) cards; from the user on, each picks one."""
    t = Table("blank", "blank", "blank")
    t.set_hand(1, "amazing_grace ♥3").set_top("peach ♥4", "slash ♠7", "jink ♦3")
    t.start(seat=1)
    t.use("amazing_grace")
    revealed = [t.find("peach ♥4"), t.find("slash ♠7"), t.find("jink ♦3")]
    assert all(t.where(c).zone is Zone.PROCESSING for c in revealed)
    req = t.expect("cards", seat=1)
    assert sorted(req.cards) == sorted(revealed)  # type: ignore[attr-defined]
    t.pick("peach ♥4")
    req = t.expect("cards", seat=2)
    assert len(req.cards) == 2  # type: ignore[attr-defined]
    t.pick("jink ♦3")
    # the last card goes to seat 0 without a choice
    t.expect("play", seat=1)
    assert (t.hand(1), t.hand(2), t.hand(0)) == (["peach"], ["jink"], ["slash"])


def test_amazing_grace_revealed_cards_go_to_processing() -> None:
    """亮出 (seed 000): "從牌堆頂亮出的牌須置入處理區。" """
    t = Table("blank", "blank")
    t.set_hand(0, "amazing_grace ♥3").set_top("peach ♥4", "slash ♠7")
    t.start(seat=0)
    t.use("amazing_grace")
    move = next(r for r in t.log("move") if r["reason"] == "amazing_grace")
    assert move["dst"] == {"zone": "processing"} and move["visible"] is None
    assert sorted(move["cards"]) == sorted([t.find("peach ♥4"), t.find("slash ♠7")])


def test_amazing_grace_leftovers_discarded() -> None:
    """五谷丰登: leftovers are discarded (a target whose pick was cancelled)."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "amazing_grace ♥3").set_hand(1, "nullification ♠J")
    t.set_top("peach ♥4", "slash ♠7", "jink ♦3")
    t.start(seat=0)
    t.use("amazing_grace")
    t.pass_()  # seat 1 lets seat 0's pick stand
    t.pick("peach ♥4")
    t.pass_()  # and its own
    t.pick("slash ♠7")
    t.expect("respond", seat=1)
    t.respond("nullification", targets=[2])
    t.expect("play", seat=0)
    assert t.hand(2) == []
    assert t.where("jink ♦3").zone is Zone.DISCARD
    assert t.game.processing == []


# ---------------------------------------------------------------- the deck


TRICKS = {"dismantlement", "snatch", "duel", "collateral", "ex_nihilo", "nullification",
          "savage_assault", "archery_attack", "god_salvation", "amazing_grace",
          "indulgence", "lightning"}


def test_every_trick_in_the_deck_has_a_definition() -> None:
    """Every trick card of the Red Chamber deck (rules §1) has a card definition."""
    names = set(tomllib.loads(DECK.read_text(encoding="utf-8"))["cards"])
    assert names >= TRICKS
    t = Table("blank", "blank")
    t.start(seat=0)
    rs = t.game.ruleset
    for name in TRICKS:
        cdef = rs.card(name)
        want = CardType.DELAYED if name in ("indulgence", "lightning") else CardType.TRICK
        assert cdef.type is want, name
        assert cdef.nullifiable, name
    defined = {n for n in names if n in rs.cards
               and rs.cards[n].type in (CardType.TRICK, CardType.DELAYED)}
    assert defined == TRICKS


# ---------------------------------------------------------------- more corners


def test_dismantlement_any_distance() -> None:
    """过河拆桥: "other player with a card in hand/equip/judge area" — no distance limit."""
    t = Table(*["blank"] * 6)
    t.set_hand(0, "dismantlement ♠3").set_hand(3, "jink ♦2").set_equip(3, "jueying")
    g = t.start(seat=0)
    assert g.distance(0, 3) == 4
    t.use("dismantlement", targets=[3])
    t.pick("jueying")
    assert t.equipment(3) == {}


def test_snatch_distance_counts_horses() -> None:
    """顺手牵羊: "distance ≤ 1" — the distance with horses: 计算与其他角色的距离时，始终－1
    (－1马) brings a player two seats away within reach."""
    t = Table("blank", "blank", "blank", "blank", "blank")
    t.set_hand(0, "snatch ♠3").set_equip(0, "chitu").set_hand(2, "jink ♦2")
    g = t.start(seat=0)
    assert g.distance(0, 2) == 1
    t.use("snatch", targets=[2])
    assert t.hand(0) == ["jink"]


def test_snatch_neighbour_with_plus_one_horse_out_of_reach() -> None:
    """顺手牵羊: "distance ≤ 1" — 其他角色计算距离时，始终＋1 (＋1马): a neighbour with one is
    at distance 2."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "snatch ♠3").set_equip(1, "dilu").set_hand(2, "jink ♦2")
    t.start(seat=0)
    with pytest.raises(IllegalAnswer):
        t.use("snatch", targets=[1])
    t.use("snatch", targets=[2])
    assert t.hand(0) == ["jink"]


def test_collateral_nullified_nothing_happens() -> None:
    """借刀杀人 + 无懈可击: the effect on A is cancelled — A neither uses a 杀 nor gives up the
    weapon."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "collateral ♣Q").set_hand(1, "slash ♠7", "nullification ♠J")
    t.set_equip(1, "crossbow ♣A")
    t.start(seat=0)
    t.use("collateral", targets=[1, 2])
    t.expect("respond", seat=1)
    t.respond("nullification", targets=[1])
    t.expect("play", seat=0)
    assert t.weapon(1) == "crossbow" and t.hand(1) == ["slash"] and t.hp(2) == 4


def test_collateral_slash_only_at_the_victim() -> None:
    """借刀杀人: "A uses a 杀 on B" — B and nobody else."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "collateral ♣Q").set_hand(1, "slash ♠7").set_equip(1, "blade")
    t.start(seat=0)
    t.use("collateral", targets=[1, 2])
    t.expect("respond", seat=1)
    with pytest.raises(IllegalAnswer):
        t.respond("slash", targets=[0])
    t.respond("slash", targets=[2])
    assert (t.hp(0), t.hp(2)) == (4, 3)


class NoSlashOnMe(Skill):
    """A test skill (like 空城 for 杀): the owner cannot be the target of a 杀."""

    id = "test_no_slash_on_me"

    def prohibits(self, g: Any, owner: Player, user: int, target: int, face: Any) -> bool:
        return target == owner.seat and face.name == "slash"


def test_collateral_victim_must_be_a_legal_slash_target() -> None:
    """借刀杀人: "B: a legal 杀 target in A's range" — a player who cannot be targeted by 杀
    cannot be B."""
    # the skill is seat 2's from the start: a pending request describes the table as
    # it was asked (the answer is checked against that description)
    shield = Pack("t_no_slash", skills={NoSlashOnMe.id: NoSlashOnMe()}, generals={
        "t_unslashable": GeneralDef("t_unslashable", "qun", 4, Gender.MALE,
                                    (NoSlashOnMe.id,))})
    t = Table("blank", "blank", "t_unslashable", extra=shield)
    t.set_hand(0, "collateral ♣Q").set_equip(1, "crossbow ♣A")
    t.start(seat=0)
    with pytest.raises(IllegalAnswer):
        t.use("collateral", targets=[1, 2])
    t.use("collateral", targets=[1, 0])
    assert t.hand(0) == ["crossbow"]


def test_nullification_chain_of_three_cancels() -> None:
    """无懈可击 chains alternate: three in a row — the first stands again after the third
    cancels the second, so the trick is cancelled."""
    t = Table("blank", "blank")
    t.set_hand(0, "ex_nihilo ♥7", "nullification ♣Q")
    t.set_hand(1, "nullification ♠J", "nullification ♣K").set_top("peach ♥3", "jink ♦2")
    t.start(seat=0)
    t.use("ex_nihilo")
    t.pass_()  # seat 0 first
    t.respond("nullification ♠J", targets=[0])  # 1st: against the 无中生有
    t.respond("nullification ♣Q", targets=[0])  # 2nd: seat 0 against the 1st
    t.expect("respond", seat=1)  # seat 1 is in that window too, after seat 0: passes
    t.pass_()
    t.expect("respond", seat=1)  # the window against the 2nd: seat 0 has none left
    t.respond("nullification ♣K", targets=[0])  # 3rd: against the 2nd
    t.expect("play", seat=0)
    assert t.hand(0) == [] and t.where("peach ♥3").zone is Zone.DRAW
