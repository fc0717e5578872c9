"""Seed 001 阵: 相邻, 队列, 围攻, 阵法技 (only with more than 3 alive) and 阵法召唤."""

from __future__ import annotations

from heg_support import hidden, shown, table

from sgs.core.generals import GeneralCard, Position
from sgs.packs.hegemony import relations as rel
from sgs.testing import Table


def test_adjacent_skips_the_dead() -> None:
    """相邻：两名角色间没有其他角色."""
    g = table(*[shown(f"wei{i}", "weif") for i in (1, 2, 3, 4)]).start()
    assert rel.adjacent(g, 0, 1) and rel.adjacent(g, 3, 0) and not rel.adjacent(g, 0, 2)
    g.p(1).alive = False
    assert rel.adjacent(g, 0, 2)


def test_a_formation_is_broken_by_a_hidden_or_careerist_neighbour() -> None:
    """队列：连续相邻的若干名（至少2名）势力相同的角色: a hidden player between two of 魏
    breaks it, and so does a careerist."""
    g = table(shown("marshal", "wei1"), shown("wei2", "wei3"), hidden("wei4", "weif"),
              shown("wei5", "wei_odd"), shown("shu1", "shu2"), shown("wu1", "wu2")).start()
    assert rel.formation_of(g, 0) == [0, 1]
    assert rel.formation_of(g, 3) == []  # alone: seat 2 is hidden
    assert g.attack_range(1) == 2  # 翼: +1 for the other members
    assert g.attack_range(0) == 1


def test_a_careerist_breaks_a_formation() -> None:
    t = table(shown("marshal", "wei1"), shown("wei2", "wei3"), shown("wei4", "weif"),
              shown("shu1", "shu2"), hidden("wu1", "wu2"), hidden("wu3", "wu4"))
    g = t.start()  # 6 players: the 4th 魏 is a careerist
    assert rel.formation_of(g, 0) == [0, 1, 2]
    g2 = table(shown("marshal", "wei1"), shown("wei2", "wei3"), shown("wei4", "weif"),
               shown("wei5", "wei_odd"), shown("shu1", "shu2"), hidden("wu1", "wu2")).start()
    assert g2.p(3).kingdom == "careerist"
    assert rel.formation_of(g2, 0) == [0, 1, 2]  # seat 3 is not of it


def test_siege_and_formation_skills_need_more_than_three_alive() -> None:
    """围攻：一名角色的上家和下家为两名势力相同的角色且与该角色势力不同; 阵法技：在全场存活
    角色数多于3时锁定生效的技能."""
    g = table(shown("marshal", "wei1"), shown("shu1", "shu2"), shown("wei2", "wei3"),
              shown("wu1", "wu2")).start()
    assert rel.besiegers(g, 1) == (0, 2)
    assert rel.besiegers(g, 3) == (2, 0)
    assert g.hand_limit(1) == g.p(1).hp - 1  # besieged by the marshal: −1
    g.p(3).alive = False  # three alive: the siege stands, the formation skill is off
    g.mark_skills_changed()
    assert rel.besiegers(g, 1) == (0, 2)
    assert g.hand_limit(1) == g.p(1).hp


def test_summon_asks_hidden_players_who_would_complete_it_in_turn_order() -> None:
    """阵法召唤：…满足此阵法技条件的未确定势力角色均可按逆时针顺序一次明置其一张武将牌."""
    t = table(shown("marshal", "wei1"), hidden("wei2", "wei3"), hidden("wei4", "weif"),
              hidden("shu1", "shu2"), hidden("wu1", "wu2"), hidden("wei5", "wei_odd"),
              options={"vanguard": False})
    t.start()
    req = t.expect("play", seat=0)
    assert "skill:formation_summon" in [o.key for o in req.options]
    t.use("skill:formation_summon")
    asked = t.expect("option", seat=1, reason="formation_summon")
    assert asked.options == ["main", "deputy", "none"]
    t.choose("deputy")
    t.expect("option", seat=2, reason="formation_summon")  # now adjacent to the run
    t.choose("none")
    t.expect("option", seat=5, reason="formation_summon")  # the other end of the run
    t.choose("main")
    g = t.game
    assert g.p(1).generals[1].revealed and not g.p(1).generals[0].revealed
    assert rel.formation_of(g, 0) == [5, 0, 1]
    req = t.expect("play", seat=0)
    assert "skill:formation_summon" not in [o.key for o in req.options]  # once a phase


def test_main_and_deputy_skills_follow_the_slot() -> None:
    """主将技：此武将牌为主将时才能使用的技能。副将技：此武将牌为副武将才能使用的技能;
    a main-general skill may make the card worth one 阴阳鱼 less in that slot."""
    g = table(shown("veteran", "shu1"), shown("shu2", "veteran")).start()
    assert "t_front" in g.skill_ids(0) and "t_rear" not in g.skill_ids(0)
    assert "t_rear" in g.skill_ids(1) and "t_front" not in g.skill_ids(1)
    assert g.attack_range(0) == 2 and g.attack_range(1) == 1
    assert g.p(0).max_hp == 3 and g.p(1).max_hp == 4  # (4−1+4)//2 and (4+4)//2
    assert g.mode_state.leftover == [True, False]
    assert g.p(0).generals[0].position is Position.MAIN


def _summon_offered(neighbour: list[GeneralCard]) -> tuple[bool, Table]:
    t = table(shown("marshal", "wei1"), neighbour, shown("shu1", "shu2"),
              shown("wu1", "wu2"), hidden("qun1", "qun2"), options={"vanguard": False})
    t.start()
    keys = [o.key for o in t.expect("play", seat=0).options]
    return "skill:formation_summon" in keys, t


def test_the_summon_is_offered_by_what_the_summoner_sees_not_by_hidden_generals() -> None:
    """拥有阵法技的角色可在其准备阶段开始时或出牌阶段发起"阵法召唤" — whatever the face-down
    generals beside them are; only those 满足此阵法技条件的未确定势力角色 are asked.  Were it
    offered only when a hidden neighbour is of the summoner's kingdom, the offer would
    show that neighbour's kingdom (issue 10: nobody learns a hidden general except
    through an effect that shows it)."""
    ours, _ = _summon_offered(hidden("wei2", "wei3"))
    theirs, t = _summon_offered(hidden("shu3", "shu4"))
    assert ours and theirs
    t.use("skill:formation_summon")  # the 蜀 neighbour would not complete it: no one asked
    t.expect("play", seat=0)
    assert not any(c.revealed for c in t.game.p(1).generals)
    keys = [o.key for o in t.pending.options]
    assert "skill:formation_summon" not in keys  # once a phase, called or not answered


def test_no_summon_without_a_hidden_player_where_one_could_complete_it() -> None:
    """The offer needs a face-down player whose reveal could join the 队列 or 围攻: with
    the neighbours revealed (of other kingdoms) there is none."""
    t = table(shown("marshal", "wei1"), shown("shu3", "shu4"), shown("shu1", "shu2"),
              shown("wu1", "wu2"), shown("qun1", "qun2"), options={"vanguard": False})
    t.start()
    assert "skill:formation_summon" not in [o.key for o in t.expect("play", seat=0).options]


def test_summon_for_a_siege_asks_the_hidden_player_across_the_besieged() -> None:
    """阵法召唤 for a 围攻 skill: the face-down player on the other side of a revealed
    player of another kingdom completes the siege by revealing, and is asked; once it is
    revealed, the siege stands."""
    t = table(shown("marshal", "wei1"), shown("shu1", "shu2"), hidden("wei2", "wei3"),
              shown("wu1", "wu2"), shown("qun1", "qun2"), options={"vanguard": False})
    g = t.start()
    assert rel.besiegers(g, 1) is None
    t.use("skill:formation_summon")
    t.expect("option", seat=2, reason="formation_summon")
    t.choose("main")
    assert g.p(2).kingdom == "wei" and rel.besiegers(g, 1) == (0, 2)


def test_summon_reaches_out_on_both_sides_of_the_formation() -> None:
    """满足此阵法技条件的未确定势力角色均可按逆时针顺序一次明置其一张武将牌: the 队列 grows on
    both sides.  Seat 4 joins only once seat 5 (beside the summoner, on its other side)
    has revealed: it is then asked too, as seat 2 is once seat 1 has (the test above);
    nobody is asked twice."""
    t = table(shown("marshal", "wei1"), shown("shu1", "shu2"), shown("shu3", "shu4"),
              shown("wu1", "wu2"), hidden("wei2", "wei3"), hidden("wei4", "weif"),
              options={"vanguard": False})
    g = t.start()
    t.use("skill:formation_summon")
    t.expect("option", seat=5, reason="formation_summon")
    t.choose("main")
    t.expect("option", seat=4, reason="formation_summon")
    t.choose("deputy")
    assert rel.formation_of(g, 0) == [4, 5, 0]
    t.expect("play", seat=0)
