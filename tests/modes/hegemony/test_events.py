"""Seed 001 权: 事件 — started by a skill, three random event cards, one given, the
performer may refuse unless forced; the five events (sgs.packs.hegemony.events)."""

from __future__ import annotations

import pytest
from heg_support import run, shown, table

from sgs.core.protocol import observe
from sgs.packs.hegemony import events as ev


def _table():  # type: ignore[no-untyped-def]
    # 0: the starter (wei); 1: the performer (shu); 2: shu too; 3: wu
    return table(shown("prober", "wei1"), shown("shu1", "shu2"), shown("shu3", "shu4"),
                 shown("wu1", "wu2"), options={"vanguard": False})


def test_the_starter_gets_three_of_the_five_and_gives_one_the_performer_may_refuse() -> None:
    """发起"事件"的角色随机获得三张"事件牌"，然后选择其中一张交给进行"事件"的角色，该角色决定
    是否进行"事件"."""
    t = _table()
    g = t.start()
    run(t, lambda g: ev.start_event(g, 0, 1, "t_probe"))
    req = t.expect("option", seat=0, reason="t_probe")
    assert len(req.options) == 3 and set(req.options) <= set(ev.EVENTS)
    t.choose(req.options[0])
    t.expect("confirm", seat=1, reason="t_probe")
    hp, hand = g.p(1).hp, len(g.p(1).hand)
    t.no()
    assert (g.p(1).hp, len(g.p(1).hand)) == (hp, hand)
    assert t.log("event_refused")[-1]["event"] == req.options[0]
    # the three offered are the starter's alone; the one given is public
    offers = [r for r in observe(g, 0)["events"] if r["t"] == "view" and "events" in r]
    assert offers and offers[-1]["events"] == req.options
    assert not [r for r in observe(g, 1)["events"] if r["t"] == "view"]
    assert [r["event"] for r in observe(g, 1)["events"] if r["t"] == "event"] == \
        [req.options[0]]


def test_a_forced_event_is_performed_without_asking() -> None:
    """有些发起者可以强制进行者进行"事件"."""
    t = _table()
    g = t.start()
    run(t, lambda g: ev.start_event(g, 0, 1, "t_probe", forced=True))
    req = t.expect("option", seat=0, reason="t_probe")
    pick = req.options[0]
    t.choose(pick)
    t.until("play", seat=0)
    assert not [r for r in g.log if r["t"] == "answer" and r["seat"] == 1]  # never asked
    assert t.log("event")[-1] == {"t": "event", "seat": 0, "performer": 1, "event": pick,
                                   "forced": True}


def test_event_1_overturns_then_discards_to_the_hand_limit() -> None:
    """1，进行者武将牌将处于叠置状态，若已处于叠置状态，其将手牌弃至手牌上限张数."""
    t = _table()
    t.set_hand(1, "杀", "闪", "桃", "杀", "闪", "桃").set_hp(1, 2)
    g = t.start()
    run(t, lambda g: ev.perform(g, 0, 1, ev.OVERTURN))
    assert g.p(1).face_down and len(g.p(1).hand) == 6
    run(t, lambda g: ev.perform(g, 0, 1, ev.OVERTURN))
    t.expect("cards", seat=1)
    t.pick(*t.hand(1)[:4])
    assert g.p(1).face_down and len(g.p(1).hand) == 2  # down to the limit (HP 2)


def test_event_2_the_starter_picks_a_player_of_the_performers_kingdom() -> None:
    """2，进行者对发起者指定的进行者势力的一名角色造成1点伤害."""
    t = _table()
    t.start()
    run(t, lambda g: ev.perform(g, 0, 1, ev.STRIKE))
    req = t.expect("players", seat=0)
    assert list(req.seats) == [1, 2]  # 蜀: the performer and seat 2
    t.choose([2])
    (dmg,) = t.log("damage")
    assert (dmg["source"], dmg["target"], dmg["amount"]) == (1, 2, 1)


def test_event_3_draw_one_then_give_the_starter_two() -> None:
    """3，进行者摸一张牌，交给发起者两张手牌."""
    t = _table()
    t.set_hand(1, "杀", "闪")
    g = t.start()
    before = len(g.p(0).hand)
    run(t, lambda g: ev.perform(g, 0, 1, ev.TRIBUTE))
    t.expect("cards", seat=1)
    t.pick(*t.hand(1)[:2])
    assert len(g.p(1).hand) == 1 and len(g.p(0).hand) == before + 2


def test_event_4_loses_every_equipment_card() -> None:
    """4，进行者失去装备区里的所有牌."""
    t = _table()
    t.set_equip(1, "赤兔", "八卦阵")
    g = t.start()
    run(t, lambda g: ev.perform(g, 0, 1, ev.DISARM))
    assert not g.p(1).areas.equip and sorted(t.discard_names()) == ["chitu", "eight_diagram"]
    assert not [r for r in t.log("move") if r["reason"] == "discard"]  # lost, not discarded


def test_event_5_loses_one_hp() -> None:
    """5，进行者失去1点体力."""
    t = _table()
    g = t.start()
    hp = g.p(1).hp
    run(t, lambda g: ev.perform(g, 0, 1, ev.BLEED))
    assert g.p(1).hp == hp - 1 and not t.log("damage")


def test_a_table_lays_out_the_event_cards_offered() -> None:
    """The harness fixes the three event cards each event offers (Table.set_events);
    past the last entry they are random again."""
    t = _table()
    t.set_events((ev.BLEED, ev.STRIKE, ev.DISARM), (ev.OVERTURN, ev.TRIBUTE, ev.BLEED))
    t.start()
    run(t, lambda g: ev.start_event(g, 0, 1, "t_probe"))
    assert t.expect("option", seat=0).options == [ev.BLEED, ev.STRIKE, ev.DISARM]
    t.choose(ev.BLEED)
    t.no()
    run(t, lambda g: ev.start_event(g, 0, 1, "t_probe"))
    assert t.expect("option", seat=0).options == [ev.OVERTURN, ev.TRIBUTE, ev.BLEED]
    t.choose(ev.BLEED)
    t.no()
    run(t, lambda g: ev.start_event(g, 0, 1, "t_probe"))
    assert len(t.expect("option", seat=0).options) == 3
    with pytest.raises(ValueError, match="three different event cards"):
        _table().set_events((ev.BLEED, ev.BLEED, ev.STRIKE))
