"""The first table: 杀 against 闪, 杀 that hits, and an illegal answer."""

import pytest

from sgs.core import IllegalAnswer
from sgs.testing import Table


def test_slash_dodged_by_jink() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.expect("respond", seat=1)
    t.respond("jink")
    assert t.hp(1) == 4
    assert t.hand(0) == [] and t.hand(1) == []
    assert sorted(t.discard_names()) == ["jink", "slash"]


def test_slash_hits_when_not_dodged() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    t.pass_()
    assert t.hp(1) == 3
    dmg = t.log("damage")[-1]
    assert (dmg["source"], dmg["target"], dmg["amount"], dmg["card"]) == (0, 1, 1, "slash")


def test_illegal_answer_changes_nothing() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7", "slash ♠8")
    g = t.start(seat=0, phase="play")
    before = (len(g.log), list(g.p(0).hand))
    with pytest.raises(IllegalAnswer):
        t.use("slash", targets=[0])  # not yourself
    with pytest.raises(IllegalAnswer):
        t.answer({"option": "card:999"})
    assert (len(g.log), list(g.p(0).hand)) == before
    t.expect("play", seat=0)


def test_one_slash_per_play_phase() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7", "slash ♠8")
    t.start(seat=0, phase="play")
    t.use("slash ♠7", targets=[1])
    req = t.expect("play", seat=0)
    assert not [o for o in req.options if o.label == "slash"]
