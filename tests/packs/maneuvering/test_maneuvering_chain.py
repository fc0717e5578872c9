"""铁索连环 (chain, reset, recast) and the chain rule: fire and thunder damage passing
along chained players (rules/hegemony.md "Deck": "chained players share attribute
damage (the first chained target takes it, then each other chained player in seat
order takes the same attribute damage, all are unchained)"; seed 002: 在伤害事件结算之后，
再将武将牌重置; seed 000: 重铸 is not a discard)."""

from __future__ import annotations

import pytest
from mv_support import chain, damages, recast_key, table

from sgs.core import IllegalAnswer, Zone
from sgs.core.events import CardUse
from sgs.testing import Table


def chained(t: Table, n: int) -> list[bool]:
    return [t.game.p(s).chained for s in range(n)]


# ---------------------------------------------------------------- 铁索连环


def test_iron_chain_chains_one_or_two_players() -> None:
    """铁索连环：出牌阶段，选择一至两名角色，分别横置或重置这些角色的武将牌。"""
    t = table("blank", "blank", "blank", "blank")
    t.set_hand(0, "iron_chain ♠J")
    t.start()
    t.use("iron_chain", targets=[2, 0])
    assert chained(t, 4) == [True, False, True, False]
    assert [(r["seat"], r["chained"]) for r in t.log("chain")] == [(0, True), (2, True)]
    assert t.where("iron_chain ♠J").zone is Zone.DISCARD


def test_iron_chain_resets_a_chained_player() -> None:
    """铁索连环：……横置或重置 — a chained target is reset (重置), an unchained one chained."""
    t = table("blank", "blank", "blank")
    t.set_hand(0, "iron_chain ♠J")
    t.start()
    chain(t, 1)
    t.use("iron_chain", targets=[1, 2])
    assert chained(t, 3) == [False, False, True]


def test_iron_chain_takes_at_most_two_targets() -> None:
    """一至两名角色: three are refused."""
    t = table("blank", "blank", "blank", "blank")
    t.set_hand(0, "iron_chain ♠J")
    t.start()
    with pytest.raises(IllegalAnswer):
        t.use("iron_chain", targets=[1, 2, 3])
    assert chained(t, 4) == [False] * 4


def test_iron_chain_is_nullified_target_by_target() -> None:
    """A trick: 无懈可击 cancels its effect on one target; the other is still chained."""
    t = table("blank", "blank", "blank")
    t.set_hand(0, "iron_chain ♠J").set_hand(1, "nullification ♠K")
    t.start()
    t.use("iron_chain", targets=[1, 2])
    t.expect("respond", seat=1, reason="nullification")
    t.respond("nullification", targets=[1])
    t.until("play", seat=0)
    assert chained(t, 3) == [False, False, True]


def test_recast_is_no_discard_and_no_use() -> None:
    """重铸 (seed 000): 被重鑄的牌是置入棄牌堆的 — not a discard (棄置); this card may be
    recast: put into the discard pile, then draw a card.  It is not used: no target, no
    use record, no 无懈可击 window."""
    t = table("blank", "blank")
    t.set_hand(0, "iron_chain ♠J").set_hand(1, "nullification ♠K").set_top("peach ♥3")
    t.start()
    req = t.expect("play", seat=0)
    assert any(o.key == f"recast:{t.find('iron_chain ♠J')}" for o in req.options)
    t.choose(recast_key(t, "iron_chain ♠J"))
    t.expect("play", seat=0)  # no window: seat 1 was not asked
    assert t.hand(0) == ["peach"] and t.hand(1) == ["nullification"]
    assert t.where("iron_chain ♠J").zone is Zone.DISCARD
    (moved,) = [r for r in t.log("move") if r["cards"] == [t.find("iron_chain ♠J")]
                and r["reason"] != "setup"]
    assert moved["reason"] == "recast" and moved["dst"]["zone"] == "discard"
    assert t.log("use") == [] and t.log("recast")[0]["seat"] == 0
    assert not any(isinstance(e, CardUse) for e in t.game.history)


def test_only_iron_chain_may_be_recast_and_only_in_the_play_phase() -> None:
    """重铸 is this card's: other cards have no recast option; when a card is asked for
    (a response), no recast is offered."""
    t = table("blank", "blank")
    t.set_hand(0, "slash ♠7", "iron_chain ♠J").set_hand(1, "duel ♠A")
    t.start(seat=1)
    t.use("duel", targets=[0])
    req = t.expect("respond", seat=0)
    assert not any(o.key.startswith("recast:") for o in req.options)
    t.respond("slash")
    req = t.until("play", seat=1)
    t.end_play()
    req = t.until("play", seat=0)
    assert [o.key for o in req.options if o.key.startswith("recast:")] == \
        [f"recast:{t.find('iron_chain ♠J')}"]


# ---------------------------------------------------------------- the chain rule


def _fire_slash_into_chain(seats: int, user: int, target: int, *links: int) -> Table:
    t = table(*["blank"] * seats)
    t.set_hand(user, "fire_slash ♥4").set_equip(user, "fan ♦A")  # range 4: all in reach
    t.start(seat=user)
    chain(t, target, *links)
    t.use("fire_slash", targets=[target])
    return t


def test_fire_damage_passes_to_every_other_chained_player() -> None:
    """Chained players share attribute damage: the first chained target takes it, then
    each other chained player takes the same attribute damage; all are unchained."""
    t = _fire_slash_into_chain(4, 0, 1, 2, 3)
    assert damages(t) == [(1, 1, "fire", False), (2, 1, "fire", True), (3, 1, "fire", True)]
    assert [t.hp(s) for s in range(4)] == [4, 3, 3, 3]
    assert chained(t, 4) == [False] * 4


def test_chain_transmission_order_starts_from_the_current_player() -> None:
    """…then each other chained player in seat order (from the current player): seat 1's
    turn, seat 3 hit, seats 0 and 2 chained — seat 2 before seat 0 (from seat 3 it would
    be 0 then 2)."""
    t = _fire_slash_into_chain(4, 1, 3, 0, 2)
    assert [(s, c) for s, _, _, c in damages(t)] == [(3, False), (2, True), (0, True)]


def test_the_reset_comes_after_the_damage_event() -> None:
    """Seed 002: 受到1点属性伤害。则扣减体力后……在伤害事件结算之后，再将武将牌重置 — the reset
    is written after the damage's own records, then the transmissions follow."""
    t = _fire_slash_into_chain(3, 0, 1, 2)
    kinds = [(r["t"], r.get("target", r.get("seat"))) for r in t.game.log
             if r["t"] in ("damage", "chain")]
    assert kinds == [("damage", 1), ("chain", 1), ("damage", 2), ("chain", 2)]


def test_normal_damage_does_not_pass_on() -> None:
    """Only attribute damage (火焰, 雷电) passes: a normal 杀 on a chained player hurts only
    them, and they stay chained."""
    t = table("blank", "blank", "blank")
    t.set_hand(0, "slash ♠7")
    t.start()
    chain(t, 1, 2)
    t.use("slash", targets=[1])
    assert damages(t) == [(1, 1, "normal", False)]
    assert chained(t, 3) == [False, True, True]


def test_unchained_target_passes_nothing() -> None:
    """The damage passes only from a chained player: an unchained target takes it alone."""
    t = _fire_slash_into_chain(3, 0, 1)
    chain(t, 2)  # seat 2 chained after the fact changes nothing
    assert damages(t) == [(1, 1, "fire", False)]


def test_thunder_from_lightning_passes_with_no_source() -> None:
    """闪电's 3 thunder damage has no source and passes along the chain all the same."""
    t = table("blank", "blank", "blank")
    t.set_judge(0, "lightning ♠A").set_top("slash ♠7")
    t.start(seat=2, phase="play")
    chain(t, 0, 2)
    t.end_play()
    t.until("play", seat=0)
    assert damages(t) == [(0, 3, "thunder", False), (2, 3, "thunder", True)]
    assert [r["source"] for r in t.log("damage")] == [None, None]
    assert [t.hp(s) for s in range(3)] == [1, 4, 1]


def test_transmission_is_not_passed_on_again() -> None:
    """A transmitted damage is not transmitted again: three chained players take it once
    each, not once per link."""
    t = _fire_slash_into_chain(5, 0, 2, 1, 3, 4)
    assert sorted(s for s, _, _, _ in damages(t)) == [1, 2, 3, 4]
    assert len(damages(t)) == 4


def test_analeptic_damage_passes_on_whole() -> None:
    """酒 raises the 杀's damage itself (伤害值基数+1): the chained players take 2 each."""
    t = table("blank", "blank", "blank")
    t.set_hand(0, "analeptic ♠3", "thunder_slash ♠4")
    t.start()
    chain(t, 1, 2)
    t.use("analeptic")
    t.use("thunder_slash", targets=[1])
    assert damages(t) == [(1, 2, "thunder", False), (2, 2, "thunder", True)]


def test_first_players_vine_bonus_is_not_passed_on() -> None:
    """[choice] the same damage is the damage as caused: 藤甲's +1 is its wearer's
    (受到伤害时); the other chained player takes the 1 the 火杀 dealt."""
    t = table("blank", "blank", "blank")
    t.set_hand(0, "fire_slash ♥4").set_equip(1, "vine ♠2")
    t.start()
    chain(t, 1, 2)
    t.use("fire_slash", targets=[1])
    assert damages(t) == [(1, 2, "fire", False), (2, 1, "fire", True)]


def test_a_vine_down_the_chain_burns_too() -> None:
    """A chained 藤甲 wearer taking the transmitted fire damage takes +1 themself."""
    t = table("blank", "blank", "blank")
    t.set_hand(0, "fire_slash ♥4").set_equip(2, "vine ♣2")
    t.start()
    chain(t, 1, 2)
    t.use("fire_slash", targets=[1])
    assert damages(t) == [(1, 1, "fire", False), (2, 2, "fire", True)]


def test_silver_lion_caps_only_its_wearer() -> None:
    """白银狮子 caps what its wearer takes; the chain passes on the damage as caused (2)."""
    t = table("blank", "blank", "blank")
    t.set_hand(0, "analeptic ♠3", "fire_slash ♥4").set_equip(1, "silver_lion ♣A")
    t.start()
    chain(t, 1, 2)
    t.use("analeptic")
    t.use("fire_slash", targets=[1])
    assert damages(t) == [(1, 1, "fire", False), (2, 2, "fire", True)]


def test_the_chain_goes_on_when_the_first_player_dies() -> None:
    """The first chained player dying of the damage does not stop it passing on."""
    t = table("blank", "blank", "blank", roles=["lord", "rebel", "rebel"])
    t.set_hand(0, "fire_slash ♥4").set_hp(1, 1)
    t.start()
    chain(t, 1, 2)
    t.use("fire_slash", targets=[1])
    assert not t.game.p(1).alive
    assert damages(t) == [(1, 1, "fire", False), (2, 1, "fire", True)]
    assert t.hp(2) == 3 and not t.game.p(2).chained


def test_a_dodged_natured_slash_passes_nothing() -> None:
    """No damage, nothing to pass on: a 闪 against the 火杀 leaves the chain as it was."""
    t = table("blank", "blank", "blank")
    t.set_hand(0, "fire_slash ♥4").set_hand(1, "jink ♦3")
    t.start()
    chain(t, 1, 2)
    t.use("fire_slash", targets=[1])
    t.respond("jink")
    assert damages(t) == [] and chained(t, 3) == [False, True, True]


def test_guding_blade_adds_nothing_to_a_transmission() -> None:
    """古锭刀：当你使用的【杀】造成伤害时，若指定目标没有手牌 — the chained player is no target
    of the 杀: the +1 counts once, in the damage as caused."""
    t = table("blank", "blank", "blank")
    t.set_hand(0, "fire_slash ♥4").set_equip(0, "guding_blade ♠A")
    t.start()
    chain(t, 1, 2)
    t.use("fire_slash", targets=[1])
    assert damages(t) == [(1, 2, "fire", False), (2, 2, "fire", True)]
    assert [r["skill"] for r in t.log("skill")].count("guding_blade") == 1


def test_unknown_deck_card_is_refused() -> None:
    """The deck with the maneuvering pack: a 铁索连环 ♠J is in it, a ♠2 one is not."""
    t = table("blank", "blank")
    t.set_hand(0, "iron_chain ♠2")
    with pytest.raises(ValueError):
        t.start()
