"""Issue 22 items 1 and 2: a refused target gives the rule the engine applied — 顺手牵羊
and 兵粮寸断 reach distance 1 (seed 000: 距離為1), a 杀 the attack range — with the
numbers, in zh and en; a card with no target says which limit left none."""

from __future__ import annotations

import pytest

from sgs.core import IllegalAnswer
from sgs.testing import Table


def _table(*hand: str) -> Table:
    t = Table("blank", "blank", "blank", "blank", "blank", pack="standard+maneuvering")
    t.set_hand(0, *hand)
    for s in (1, 2, 3, 4):
        t.set_hand(s, "jink")
    t.start(seat=0, phase="play")
    return t


def _refusal(t: Table, card: str, seat: int) -> IllegalAnswer:
    with pytest.raises(IllegalAnswer) as err:
        t.answer({"option": f"card:{t.find(card)}", "targets": [seat]})
    return err.value


def test_snatch_out_of_reach_names_distance_one_not_the_attack_range() -> None:
    """顺手牵羊：对距离为1的一名区域内有牌的其他角色使用 — seat 2 is at distance 2."""
    t = _table("snatch")
    err = _refusal(t, "snatch", 2)
    assert err.refusal is not None and err.refusal.code == "act.out_of_range"
    assert dict(err.refusal.params) == {"card": "snatch", "seat": 2, "reach": 1, "distance": 2}
    assert err.text("zh") == "顺手牵羊：只能指定距离为1以内的角色为目标，2号位与你的距离为2"
    assert "attack range" not in err.text("en")


def test_supply_shortage_names_distance_one() -> None:
    t = _table("supply_shortage")
    err = _refusal(t, "supply_shortage", 3)
    assert err.refusal is not None and err.refusal.code == "act.out_of_range"
    assert "距离为1以内" in err.text("zh") and "distance 1 or less" in err.text("en")


def test_slash_out_of_reach_names_the_attack_range() -> None:
    t = _table("slash")
    err = _refusal(t, "slash", 2)
    assert err.refusal is not None and err.refusal.code == "act.out_of_attack_range"
    assert dict(err.refusal.params)["range"] == 1
    assert _refusal(t, "slash", 0).refusal.code == "act.not_self"  # type: ignore[union-attr]


def test_the_first_target_steps_refusals_travel_with_the_request() -> None:
    """refused_targets (docs/protocol.md): each seat the first step does not offer, with
    the reason the engine gives when it is answered."""
    t = _table("snatch", "slash")
    req = t.game.observe(0)["request"]
    snatch = req["refused_targets"][f"card:{t.find('snatch')}"]
    assert set(snatch) == {"0", "2", "3"}
    assert snatch["2"]["code"] == snatch["3"]["code"] == "act.out_of_range"
    slash = req["refused_targets"][f"card:{t.find('slash')}"]
    assert slash["2"]["code"] == "act.out_of_attack_range"
    assert slash["2"]["zh"] == _refusal(t, "slash", 2).text("zh")


def test_a_snatch_with_everyone_too_far_is_blocked_by_its_distance() -> None:
    """Both neighbours ride a +1 horse (距离+1): every other player is at distance 2, and
    the blocked 顺手牵羊 says that nobody is within distance 1."""
    t = Table("blank", "blank", "blank", "blank", pack="standard")
    t.set_hand(0, "snatch")
    t.set_equip(1, "jueying").set_equip(3, "dilu")
    t.set_hand(2, "jink")
    t.start(seat=0, phase="play")
    why = t.game.observe(0)["request"]["blocked"][f"card:{t.find('snatch')}"]
    assert why["code"] == "act.none_in_reach" and why["params"]["reach"] == 1
    assert why["zh"] == "顺手牵羊：与你距离为1以内的角色中没有合法目标"


def test_a_target_beyond_the_cards_limit_says_the_limit() -> None:
    """A 杀 has one target (seed 000): a second one is refused by that limit, not by reach."""
    t = Table("blank", "blank", "blank", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(seat=0, phase="play")
    with pytest.raises(IllegalAnswer) as err:
        t.answer({"option": f"card:{t.find('slash ♠7')}", "targets": [1, 3]})
    assert err.value.refusal is not None and err.value.refusal.code == "act.too_many_targets"
    assert err.value.text("zh") == "杀：至多指定1名目标"
