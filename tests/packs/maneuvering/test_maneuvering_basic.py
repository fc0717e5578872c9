"""Basic cards of the maneuvering (军争) expansion: 火杀, 雷杀, 酒 (packs/maneuvering texts;
rules/hegemony.md "Deck": "酒 gives +1 damage to the next 杀 this turn or recovers 1
when dying")."""

from __future__ import annotations

import pytest
from mv_support import damages, table

from sgs.core import IllegalAnswer
from sgs.core.events import CardUse

# ---------------------------------------------------------------- 火杀, 雷杀


def test_fire_slash_deals_fire_damage() -> None:
    """火杀：出牌阶段，对除你外你攻击范围内的一名角色使用，效果是对该角色造成1点火焰伤害。"""
    t = table("blank", "blank")
    t.set_hand(0, "火杀 ♥4")
    t.start()
    t.use("火杀", targets=[1])
    assert t.hp(1) == 3
    assert damages(t) == [(1, 1, "fire", False)]
    (use,) = t.log("use")
    assert use["card"] == "slash" and use["nature"] == "fire"


def test_thunder_slash_deals_thunder_damage() -> None:
    """雷杀：……效果是对该角色造成1点雷电伤害。"""
    t = table("blank", "blank")
    t.set_hand(0, "雷杀 ♠4")
    t.start()
    t.use("thunder_slash", targets=[1])
    assert damages(t) == [(1, 1, "thunder", False)]


def test_a_jink_answers_a_fire_slash() -> None:
    """火【杀】是【杀】: 闪 offsets it as any 杀."""
    t = table("blank", "blank")
    t.set_hand(0, "fire_slash ♥4").set_hand(1, "jink ♦3")
    t.start()
    t.use("fire_slash", targets=[1])
    req = t.expect("respond", seat=1, reason="slash")
    assert req.data["pattern"] == ["jink"]
    t.respond("jink")
    assert t.hp(1) == 4 and damages(t) == []


def test_natured_slashes_count_for_the_slash_limit() -> None:
    """雷【杀】是【杀】，计入每个出牌阶段使用【杀】的次数: after a 火杀, neither a 雷杀 nor a
    杀 may be used in the same play phase."""
    t = table("blank", "blank")
    t.set_hand(0, "fire_slash ♥4", "thunder_slash ♠4", "slash ♠7")
    t.start()
    t.use("fire_slash", targets=[1])
    req = t.expect("play", seat=0)
    assert not any(o.key.startswith("card:") for o in req.options)
    for spec in ("thunder_slash ♠4", "slash ♠7"):
        assert req.blocked[f"card:{t.find(spec)}"].code == "act.use_limit"
    with pytest.raises(IllegalAnswer):
        t.choose({"option": f"card:{t.find('thunder_slash ♠4')}", "targets": [1]})


def test_a_fire_slash_is_a_slash_to_play_in_a_duel() -> None:
    """A 火杀 is a 杀 wherever one is asked for: 打出 in a 决斗 (as a 杀, no damage of
    its own)."""
    t = table("blank", "blank")
    t.set_hand(0, "duel ♠A").set_hand(1, "fire_slash ♥4")
    t.start()
    t.use("duel", targets=[1])
    t.respond("fire_slash")
    assert t.hp(0) == 3 and t.hp(1) == 4
    assert damages(t) == [(0, 1, "normal", False)]


# ---------------------------------------------------------------- 酒


def _drink_then_slash(jink: bool = False) -> tuple:
    t = table("blank", "blank")
    t.set_hand(0, "analeptic ♠3", "slash ♠7", "slash ♠8").set_equip(0, "crossbow ♣A")
    if jink:
        t.set_hand(1, "jink ♦3")
    g = t.start()
    t.use("analeptic")
    return t, g


def test_analeptic_then_slash_deals_one_more() -> None:
    """酒：出牌阶段，对自己使用，令自己的下一张使用的【杀】造成的伤害+1."""
    t, _ = _drink_then_slash()
    t.use("slash ♠7", targets=[1])
    assert t.hp(1) == 2
    assert damages(t) == [(1, 2, "normal", False)]
    assert t.log("boost")[0]["seat"] == 0


def test_analeptic_boosts_only_the_next_slash() -> None:
    """酒：……下一张使用的【杀】: the one after it deals its usual 1."""
    t, _ = _drink_then_slash()
    t.use("slash ♠7", targets=[1])
    t.use("slash ♠8", targets=[1])
    assert [a for _, a, _, _ in damages(t)] == [2, 1]


def test_analeptic_is_spent_by_a_dodged_slash() -> None:
    """酒's +1 goes with the next 杀 used, hit or not: dodged, it is gone."""
    t, _ = _drink_then_slash(jink=True)
    t.use("slash ♠7", targets=[1])
    t.respond("jink")
    t.use("slash ♠8", targets=[1])
    assert damages(t) == [(1, 1, "normal", False)]


def test_analeptic_once_per_turn() -> None:
    """酒：（每回合限使用1次）"""
    t = table("blank", "blank")
    t.set_hand(0, "analeptic ♠3", "analeptic ♠9")
    t.start()
    t.use("analeptic ♠3")
    req = t.expect("play", seat=0)
    assert req.blocked[f"card:{t.find('analeptic ♠9')}"].code == "act.turn_limit"
    with pytest.raises(IllegalAnswer):
        t.use("analeptic ♠9")


def test_analeptic_lapses_at_the_end_of_the_turn() -> None:
    """酒：令自己的下一张使用的【杀】…… — within this turn (本回合): a 杀 in a later turn
    deals 1."""
    t = table("blank", "blank")
    t.set_hand(0, "analeptic ♠3", "slash ♠7")
    # seat 1 draws no 闪 in its turn, seat 0 two cards of no use here
    t.set_top("peach ♥3", "peach ♥4", "ex_nihilo ♥7", "ex_nihilo ♥8")
    t.start()
    t.use("analeptic")
    t.end_play()
    t.until("play", seat=1)
    t.end_play()
    t.until("play", seat=0)
    t.use("slash ♠7", targets=[1])
    assert damages(t) == [(1, 1, "normal", False)]
    assert t.log("boost") == []


def test_analeptic_saves_its_drinker_while_dying() -> None:
    """酒：任何时候，当你处于濒死状态时，你可以使用【酒】回复1点体力。"""
    t = table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "analeptic ♠3").set_hp(1, 1)
    t.start()
    t.use("slash", targets=[1])
    t.expect("respond", seat=1, reason="dying")
    t.respond("analeptic", targets=[1])
    assert t.hp(1) == 1 and t.game.p(1).alive
    assert t.log("boost") == [] and t.game.p(1).marks.get("analeptic") is None


def test_analeptic_only_for_oneself_while_dying() -> None:
    """当你处于濒死状态时 — only the dying player drinks: another's 酒 cannot save them."""
    t = table("blank", "blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(2, "analeptic ♠3").set_hp(1, 1)
    t.start()
    t.use("slash", targets=[1])
    assert not t.game.p(1).alive  # nobody was asked: seat 2's 酒 is not a rescue for seat 1
    assert t.hand(2) == ["analeptic"]


def test_analeptic_drunk_while_dying_does_not_spend_the_turn_limit() -> None:
    """（每回合限使用1次） counts the first use only: saved by a 酒 in your own turn, you
    may still drink one in the play phase."""
    t = table("blank", "blank")
    t.set_hand(0, "duel ♠A", "analeptic ♠3", "analeptic ♠9").set_hand(1, "slash ♠7")
    t.set_hp(0, 1)
    t.start()
    t.use("duel", targets=[1])
    t.respond("slash")  # seat 1 plays a 杀; seat 0 has none: seat 0 takes 1, is dying
    t.expect("respond", seat=0, reason="dying")
    t.respond("analeptic ♠3", targets=[0])
    assert t.hp(0) == 1
    t.expect("play", seat=0)
    t.use("analeptic ♠9")
    drunk = [e for e in t.game.history
             if isinstance(e, CardUse) and e.face.name == "analeptic"]
    assert len(drunk) == 2 and t.game.p(0).marks.get("analeptic") == t.game.turn_count
