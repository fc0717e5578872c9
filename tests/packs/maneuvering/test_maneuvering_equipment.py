"""Equipment of the maneuvering expansion: 古锭刀, 朱雀羽扇, 藤甲, 白银狮子, 骅骝
(packs/maneuvering texts; rules/hegemony.md "Deck": "藤甲 nullifies normal 杀, 南蛮入侵
and 万箭齐发 and takes +1 fire damage; 白银狮子 caps damage at 1 and recovers 1 when
lost; 朱雀羽扇 may turn a normal 杀 into a 火杀")."""

from __future__ import annotations

import pytest
from mv_support import damages, table

from sgs.core import IllegalAnswer, Suit
from sgs.core.events import CardUse

# ---------------------------------------------------------------- 古锭刀


def test_guding_blade_with_an_empty_hand_adds_one() -> None:
    """古锭刀：锁定技，当你使用的【杀】造成伤害时，若指定目标没有手牌，该伤害+1。"""
    t = table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_equip(0, "guding_blade ♠A")
    t.start()
    t.use("slash", targets=[1])
    assert damages(t) == [(1, 2, "normal", False)]
    assert [r["skill"] for r in t.log("skill")] == ["guding_blade"]


def test_guding_blade_target_with_a_hand_card_takes_one() -> None:
    """若指定目标没有手牌 — with a card in hand (here one that cannot answer), the usual 1."""
    t = table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_equip(0, "guding_blade ♠A").set_hand(1, "peach ♥3")
    t.start()
    t.use("slash", targets=[1])
    assert damages(t) == [(1, 1, "normal", False)] and t.log("skill") == []


def test_guding_blade_is_only_for_slash() -> None:
    """当你使用的【杀】…… — a 决斗's damage to an empty-handed player is not raised."""
    t = table("blank", "blank")
    t.set_hand(0, "duel ♠A").set_equip(0, "guding_blade ♠A")
    t.start()
    t.use("duel", targets=[1])
    assert damages(t) == [(1, 1, "normal", False)]


def test_guding_blade_range_is_two() -> None:
    """古锭刀's attack range is 2."""
    t = table(*["blank"] * 7)
    t.set_equip(0, "guding_blade ♠A")
    g = t.start()
    assert g.attack_range(0) == 2 and g.in_range(0, 2) and not g.in_range(0, 3)


# ---------------------------------------------------------------- 朱雀羽扇


def test_fan_converts_a_normal_slash_into_a_fire_slash() -> None:
    """朱雀羽扇：你可以将你的任一普通【杀】当具火焰伤害的【杀】来使用 — 将A当B: the card keeps
    its suit and rank, the 杀 deals fire damage."""
    t = table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_equip(0, "fan ♦A")
    t.start()
    t.use("skill:fan", targets=[1], cards=["slash ♠7"])
    (use,) = [e for e in t.game.history if isinstance(e, CardUse)]
    assert use.face.name == "slash" and use.face.nature == "fire"
    assert use.face.skill == "fan" and use.face.suit is Suit.SPADE and use.face.rank == 7
    assert damages(t) == [(1, 1, "fire", False)]
    assert t.log("use")[0]["nature"] == "fire"


def test_fan_converted_slash_counts_for_the_limit() -> None:
    """The converted 杀 is a 杀: one per play phase, as ever."""
    t = table("blank", "blank")
    t.set_hand(0, "slash ♠7", "slash ♠8").set_equip(0, "fan ♦A")
    t.start()
    t.use("skill:fan", targets=[1], cards=["slash ♠7"])
    req = t.expect("play", seat=0)
    assert not [o.key for o in req.options if o.key.startswith("skill:fan")]
    assert req.blocked[f"card:{t.find('slash ♠8')}"].code == "act.use_limit"


def test_fan_is_not_offered_to_play_a_slash_in_a_duel() -> None:
    """朱雀羽扇：…当具火焰伤害的【杀】来使用 — used only: to 打出 a 杀 in a 决斗 the fan is not
    offered (the plain 杀 is); it is again when a 杀 is used."""
    t = table("blank", "blank")
    t.set_hand(0, "duel ♠A").set_hand(1, "slash ♠7", "slash ♠8").set_equip(1, "fan ♦A")
    t.start()
    t.use("duel", targets=[1])
    req = t.expect("respond", seat=1)
    keys = [o.key for o in req.options]
    assert not [k for k in keys if k.startswith("skill:fan")] and len(keys) == 2


def test_a_spear_is_offered_to_play_a_slash() -> None:
    """丈八蛇矛：当你需要使用（或打出）一张【杀】时，你可以将两张手牌当一张【杀】使用（或打出）:
    offered to 打出 one in a 决斗, unlike 朱雀羽扇."""
    t = table("blank", "blank")
    t.set_hand(0, "duel ♠A").set_hand(1, "jink ♦3", "peach ♥3").set_equip(1, "spear ♠Q")
    t.start()
    t.use("duel", targets=[1])
    req = t.expect("respond", seat=1)
    assert [o.key for o in req.options if o.key.startswith("skill:")] == ["skill:spear:slash"]


def test_fan_takes_only_a_normal_slash() -> None:
    """普通【杀】: a 雷杀 cannot be turned into a 火杀, nor a card that is no 杀."""
    t = table("blank", "blank")
    t.set_hand(0, "thunder_slash ♠4", "jink ♦3").set_equip(0, "fan ♦A")
    t.start()
    req = t.expect("play", seat=0)
    assert not [o.key for o in req.options if o.key.startswith("skill:fan")]
    with pytest.raises(IllegalAnswer):
        t.use("skill:fan", targets=[1], cards=["thunder_slash ♠4"])


def test_fan_fire_slash_burns_a_vine() -> None:
    """朱雀羽扇 against 藤甲: a normal 杀 would be void, the converted 火杀 hits for 2."""
    t = table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_equip(0, "fan ♦A").set_equip(1, "vine ♠2")
    t.start()
    t.use("skill:fan", targets=[1], cards=["slash ♠7"])
    assert damages(t) == [(1, 2, "fire", False)]


def test_fan_range_is_four() -> None:
    """朱雀羽扇's attack range is 4."""
    t = table(*["blank"] * 9)
    t.set_equip(0, "fan ♦A")
    g = t.start()
    assert g.attack_range(0) == 4 and g.in_range(0, 4) and g.in_range(0, 5)


# ---------------------------------------------------------------- 藤甲


def test_vine_voids_a_normal_slash() -> None:
    """藤甲：锁定技，【南蛮入侵】、【万箭齐发】和普通【杀】对你无效 — no 闪 is asked for, no
    damage; the 杀 was used all the same."""
    t = table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_equip(1, "vine ♠2").set_hand(1, "jink ♦3")
    t.start()
    t.use("slash", targets=[1])
    t.expect("play", seat=0)
    assert t.hp(1) == 4 and t.hand(1) == ["jink"]
    assert t.log("use")[0]["card"] == "slash"


def test_vine_takes_fire_slash_plus_one() -> None:
    """藤甲：你每次受到火焰伤害时，该伤害+1 — and a 火杀 is no normal 杀: it takes effect."""
    t = table("blank", "blank")
    t.set_hand(0, "fire_slash ♥4").set_equip(1, "vine ♠2")
    t.start()
    t.use("fire_slash", targets=[1])
    assert damages(t) == [(1, 2, "fire", False)] and t.hp(1) == 2


def test_vine_does_not_stop_a_thunder_slash() -> None:
    """普通【杀】 only: a 雷杀 takes effect, for its usual 1."""
    t = table("blank", "blank")
    t.set_hand(0, "thunder_slash ♠4").set_equip(1, "vine ♠2")
    t.start()
    t.use("thunder_slash", targets=[1])
    assert damages(t) == [(1, 1, "thunder", False)]


@pytest.mark.parametrize("card", ["savage_assault ♠7", "archery_attack ♥A"])
def test_vine_voids_savage_assault_and_archery_attack(card: str) -> None:
    """【南蛮入侵】、【万箭齐发】……对你无效 — void as the wearer becomes a target, so no
    无懈可击 window opens for it and nothing is asked of them."""
    t = table("blank", "blank", "blank")
    t.set_hand(0, card).set_equip(1, "vine ♠2").set_hand(1, "nullification ♠K")
    t.start()
    t.use(card.split()[0])
    # the first window is about seat 2's effect: seat 1's own, void, opened none
    req = t.expect("respond", seat=1, reason="nullification")
    assert req.data["effect_target"] == 2
    t.pass_()
    t.expect("play", seat=0)  # seat 2, with nothing to answer, took 1; seat 1 nothing
    assert t.hp(1) == 4 and t.hp(2) == 3 and t.hand(1) == ["nullification"]


def test_qinggang_sword_ignores_the_vine() -> None:
    """青釭剑：无视目标角色的防具 — the normal 杀 takes effect on the 藤甲 wearer."""
    t = table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_equip(0, "qinggang_sword ♠6").set_equip(1, "vine ♠2")
    t.start()
    t.use("slash", targets=[1])
    assert damages(t) == [(1, 1, "normal", False)]


def test_qinggang_fire_slash_skips_the_vine_bonus() -> None:
    """青釭剑 ignores 藤甲 while its 杀 resolves: no +1 for the fire."""
    t = table("blank", "blank")
    t.set_hand(0, "fire_slash ♥4").set_equip(0, "qinggang_sword ♠6").set_equip(1, "vine ♠2")
    t.start()
    t.use("fire_slash", targets=[1])
    assert damages(t) == [(1, 1, "fire", False)]


def test_vine_fire_attack_plus_one() -> None:
    """火焰伤害 from a trick: 火攻 burns a 藤甲 wearer for 2."""
    t = table("blank", "blank")
    t.set_hand(0, "fire_attack ♥2", "peach ♥3").set_equip(1, "vine ♠2")
    t.set_hand(1, "jink ♥2")
    t.start()
    t.use("fire_attack", targets=[1])
    t.pick("peach ♥3")
    assert damages(t) == [(1, 2, "fire", False)]


# ---------------------------------------------------------------- 白银狮子


def test_silver_lion_caps_damage_at_one() -> None:
    """白银狮子：锁定技，每次你受到伤害时，最多承受1点伤害（防止多余的伤害）."""
    t = table("blank", "blank")
    t.set_hand(0, "analeptic ♠3", "slash ♠7").set_equip(1, "silver_lion ♣A")
    t.start()
    t.use("analeptic")
    t.use("slash", targets=[1])
    assert damages(t) == [(1, 1, "normal", False)] and t.hp(1) == 3


def test_silver_lion_lets_one_damage_through() -> None:
    """最多承受1点 — a single damage is taken in full."""
    t = table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_equip(1, "silver_lion ♣A")
    t.start()
    t.use("slash", targets=[1])
    assert damages(t) == [(1, 1, "normal", False)]
    assert "silver_lion" not in [r["skill"] for r in t.log("skill")]


def test_silver_lion_lost_recovers_one() -> None:
    """当你失去装备区里的【白银狮子】时，你回复1点体力 — discarded by 过河拆桥."""
    t = table("blank", "blank")
    t.set_hand(0, "dismantlement ♠3").set_equip(1, "silver_lion ♣A").set_hp(1, 2)
    t.start()
    t.use("dismantlement", targets=[1])
    assert t.hp(1) == 3
    assert [r["seat"] for r in t.log("recover")] == [1]


def test_silver_lion_replaced_recovers_one() -> None:
    """[choice] replaced by another armour is losing it too: +1 HP."""
    t = table("blank", "blank")
    t.set_hand(1, "vine ♠2").set_equip(1, "silver_lion ♣A").set_hp(1, 3)
    t.start(seat=1)
    t.use("vine")
    assert t.equipment(1) == {"armor": "vine"} and t.hp(1) == 4


def test_silver_lion_lost_at_full_hp_recovers_nothing() -> None:
    """回复 never goes above the maximum: at full HP nothing changes."""
    t = table("blank", "blank")
    t.set_hand(0, "dismantlement ♠3").set_equip(1, "silver_lion ♣A")
    t.start()
    t.use("dismantlement", targets=[1])
    assert t.hp(1) == 4 and t.log("recover") == []


# ---------------------------------------------------------------- 骅骝


def test_hualiu_is_a_plus_one_horse() -> None:
    """骅骝：其他角色计算与你的距离时，始终＋1。"""
    t = table("blank", "blank", "blank", "blank")
    t.set_equip(1, "hualiu ♦K")
    g = t.start()
    assert g.distance(0, 1) == 2 and g.distance(1, 0) == 1 and g.distance(2, 1) == 2
    assert not g.in_range(0, 1)
