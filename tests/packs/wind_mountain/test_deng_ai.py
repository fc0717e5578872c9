"""邓艾 屯田 凿险 急袭 (山, classic): the 田 pile, and seed 002's FAQ on face-down cards.

屯田――你的回合外，当你失去牌时，你可以进行一次判定，将非红桃结果的判定牌置于你的武将牌上，
称为“田”；每有一张“田”，你计算的与其他角色的距离便-1。
凿险――觉醒技，回合开始阶段开始时，若“田”的数量达到3或更多，你须减1点体力上限，并获得技能
“急袭”。
急袭――你可以将一张“田”当【顺手牵羊】使用。
"""

from __future__ import annotations

import pytest
from wm_support import pile, table

from sgs.core import IllegalAnswer, Place, Zone
from sgs.core.requests import ActRequest

DISCARD = Place(Zone.DISCARD)


def _options(t: object) -> set[str]:
    req = t.pending  # type: ignore[attr-defined]
    assert isinstance(req, ActRequest)
    return {o.key for o in req.options}


def test_tuntian_a_non_heart_judgment_becomes_a_field() -> None:
    """屯田――你的回合外，当你失去牌时，你可以进行一次判定，将非红桃结果的判定牌置于你的
    武将牌上，称为“田”"""
    t = table("blank", "deng_ai")
    t.set_hand(0, "dismantlement ♠3").set_hand(1, "jink ♦3").set_top("slash ♠7")
    g = t.start(0, "play")
    t.use("dismantlement ♠3", targets=[1])
    t.until("confirm", seat=1, reason="屯田")
    t.yes()
    assert pile(t, 1, "tian") == [("slash spade 7", True)]
    (judge,) = t.log("judge")
    assert judge["reason"] == "tuntian" and judge["result"] is True
    # straight from the processing area: the card never reached the discard pile
    assert not [r for r in t.log("move") if t.find("slash ♠7") in r["cards"]
                and r["dst"]["zone"] == "discard"]
    assert g.p(1).placement is not None


def test_tuntian_a_heart_is_discarded() -> None:
    """屯田――…将非红桃结果的判定牌置于你的武将牌上 (a heart: nothing)"""
    t = table("blank", "deng_ai")
    t.set_hand(0, "dismantlement ♠3").set_hand(1, "jink ♦3").set_top("peach ♥3")
    t.start(0, "play")
    t.use("dismantlement ♠3", targets=[1])
    t.until("confirm", seat=1, reason="屯田")
    t.yes()
    assert pile(t, 1, "tian") == []
    assert t.where("peach ♥3") == DISCARD


def test_tuntian_not_in_his_own_turn() -> None:
    """屯田――你的回合外 (using a card in his own turn: no judgment)"""
    t = table("deng_ai", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.expect("play", seat=0)
    assert not t.log("judge")


def test_tuntian_each_face_up_field_shortens_his_distances() -> None:
    """每有一张“田”，你计算的与其他角色的距离便-1。 (a face-down 田 has no function: seed
    002, 这些牌不能作为标记存在，也不能发挥其他任何功能)"""
    t = table("deng_ai", "blank", "blank", "blank", "blank")
    t.set_pile(0, "tian", "slash ♠7", "jink ♦4")
    g = t.start(0, "play")
    assert [g.distance(0, s) for s in (1, 2, 3, 4)] == [1, 1, 1, 1]  # 1, 2, 2, 1 less 2
    assert g.distance(2, 0) == 2  # others' distances to him are unchanged
    t2 = table("deng_ai", "blank", "blank", "blank", "blank")
    t2.set_pile(0, "tian", "slash ♠7", "jink ♦4", face_up=False)
    g2 = t2.start(0, "play")
    assert [g2.distance(0, s) for s in (1, 2, 3, 4)] == [1, 2, 2, 1]


def test_zaoxian_wakes_with_three_fields() -> None:
    """凿险――觉醒技，回合开始阶段开始时，若“田”的数量达到3或更多，你须减1点体力上限，并
    获得技能“急袭”。"""
    t = table("blank", "deng_ai")
    t.set_pile(1, "tian", "slash ♠7", "jink ♦4", "slash ♣5").set_hand(0, "jink ♦3")
    g = t.start(0, "finish")
    t.until("play", seat=1)
    assert g.p(1).max_hp == 3 and g.p(1).hp == 3
    assert "jixi" in g.p(1).skills
    assert [r["skill"] for r in t.log("skill_gained")] == ["jixi"]
    assert any(k.startswith("skill:jixi") for k in _options(t))


def test_zaoxian_not_with_two_fields_or_face_down_ones() -> None:
    """凿险――…若“田”的数量达到3或更多 (two face-up 田 and a face-down card: two 田)"""
    t = table("blank", "deng_ai")
    t.set_pile(1, "tian", "slash ♠7", "jink ♦4", "slash ♣5", face_up=False)
    g = t.start(0, "finish")
    t.until("cards", seat=1, reason="face_down")  # his covered general: one turns up
    t.pick("slash ♠7")
    t.until("play", seat=1)
    assert g.p(1).max_hp == 4 and "jixi" not in g.p(1).skills


def test_jixi_uses_a_field_as_snatch() -> None:
    """急袭――你可以将一张“田”当【顺手牵羊】使用。"""
    t = table("wm_deng_ai_awake", "blank")
    t.set_pile(0, "tian", "slash ♠7").set_hand(1, "jink ♦3")
    t.start(0, "play")
    t.use("skill:jixi:snatch", cards=["slash ♠7"], targets=[1])  # (his only card: taken)
    assert t.hand(0) == ["jink"] and pile(t, 0, "tian") == []
    (use,) = [r for r in t.log("use") if r["card"] == "snatch"]
    assert use["skill"] == "jixi" and use["cards"] == [t.find("slash ♠7")]


def test_jixi_cannot_use_a_face_down_field() -> None:
    """FAQ：“失去功能”则是说，这些牌不能作为标记存在，也不能发挥其他任何功能。例如邓艾不能
    用于发动急袭。"""
    t = table("wm_deng_ai_awake", "blank")
    t.set_pile(0, "tian", "slash ♠7", face_up=False).set_hand(1, "jink ♦3")
    g = t.start(0, "play")
    assert not any(k.startswith("skill:jixi") for k in _options(t))
    with pytest.raises(IllegalAnswer):
        g.answer({"option": "skill:jixi:snatch", "cards": [t.find("slash ♠7")],
                  "targets": [1]})
    assert g.pile(0, "tian")[0].face_up is False
