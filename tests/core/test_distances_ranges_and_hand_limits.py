"""Distances, attack ranges and hand limits found the short way equal the long way.

The short ways: constant distance changes declared as data (``Skill.distance_from``,
``distance_to``: ±1马, 马术) summed without a call per pair; distances' rows kept
until the next rebuild of the skill indexes when every distance skill is such a plain
constant (``Game._rows_keep``); no status lookup when no skill has the hook.  Checked
against a long way that asks every skill in effect (``Game.skill_works``) its
``distance_mod`` for each pair, at every decision of seeded games (each seat of a
window asking several is checked while the others are open), of the Red Chamber
set, the maneuvering deck and hegemony (formation skills, 青釭剑, 马术 …).
"""

from __future__ import annotations

from typing import Any

import pytest
from core_support import long_distance, skills_in_effect

from sgs.agents.rule import RuleBot
from sgs.core import EquipSlot, Game, Skill
from sgs.host import drive
from sgs.modes import make_mode
from sgs.packs import ruleset
from sgs.packs.standard.horses import DefenseHorseSkill, OffenseHorseSkill

GAMES = [("honglou", "identity", 5, range(3)), ("standard+maneuvering", "identity", 5, range(2)),
         ("hegemony", "hegemony", 6, range(2))]


def _check(g: Game) -> None:
    skills = skills_in_effect(g)
    for src in range(len(g.players)):
        row = g.distances(src)
        want = {dst: long_distance(g, skills, src, dst) for dst in g.alive_seats()
                if dst != src}
        assert row == want, (src, row, want)
        row[next(iter(row), src)] = 99  # a caller's change does not reach the kept row
        assert g.distances(src) == want
        for dst in range(len(g.players)):
            if dst != src:
                assert g.distance(src, dst) == long_distance(g, skills, src, dst)
        reach = 1
        weapon = g.players[src].areas.equip.get(EquipSlot.WEAPON)
        if weapon is not None:
            reach = g.cdef(g.cards[weapon].name).attack_range
        reach += sum(sk.attack_range_mod(g, p, src) for p, sk in skills)
        assert g.attack_range(src) == reach
        limit = max(g.players[src].hp, 0) + sum(sk.hand_limit_mod(g, p, src) for p, sk in skills)
        assert g.hand_limit(src) == max(limit, 0)


class _Checking(RuleBot):
    """A rule bot that checks the short ways at each of its decisions."""

    def act(self, observation: dict[str, Any], request: Any) -> Any:
        _check(self.game)
        return super().act(observation, request)

    game: Game


@pytest.mark.parametrize("name,mode,players,seeds", GAMES)
def test_short_ways_equal_the_long_way(name: str, mode: str, players: int,
                                       seeds: range) -> None:
    checked = 0
    for seed in seeds:
        g = Game(ruleset(name), make_mode(mode), players, seed)
        bots = [_Checking(1000 * seed + i) for i in range(players)]
        for b in bots:
            b.game = g
        drive(g, bots)
        checked += g.decisions
    assert checked > 100


def test_horses_declare_their_change_as_data() -> None:
    assert "distance_const" in DefenseHorseSkill.hooks()
    assert "distance_mod" not in OffenseHorseSkill.hooks()

    class Owner:
        seat = 2

    owner: Any = Owner()
    plus, minus = DefenseHorseSkill(), OffenseHorseSkill()
    g: Any = None
    # the default distance_mod says what the constants declare
    assert [plus.distance_mod(g, owner, s, 2) for s in (0, 2)] == [1, 0]
    assert plus.distance_mod(g, owner, 2, 0) == 0
    assert [minus.distance_mod(g, owner, 2, d) for d in (0, 2)] == [-1, 0]
    assert minus.distance_mod(g, owner, 0, 2) == 0


def test_an_override_wins_over_declared_constants() -> None:
    class Both(Skill):
        distance_from = -1

        def distance_mod(self, g: Game, owner: Any, src: int, dst: int) -> int:
            return 0

    assert Both.hooks() == frozenset({"distance_mod"})


def test_kept_rows_are_dropped_at_a_rebuild() -> None:
    g = Game(ruleset("honglou"), make_mode("identity"), 5, 0)
    assert g.distances(2) == {0: 2, 1: 1, 3: 1, 4: 2}
    assert g._rows is not None and 2 in g._rows
    g.players[3].alive = False  # (as ops.die: the skills marked changed)
    g.mark_skills_changed()
    assert g.distances(2) == {0: 2, 1: 1, 4: 1}
