"""Distances, attack ranges, in_range and hand limits equal the long way.

The long way asks every skill in effect (``Game.skill_works``) its ``distance_mod``
for each pair.  The engine's short ways: constant distance changes declared as data
(``Skill.distance_from``, ``distance_to``: ±1马, 马术) summed without a call per
pair; distances' rows kept until the skills change when every distance skill is such
a plain constant, and served for ignored cards none of which is equipped; no status
lookup when no skill has the hook.  Checked at every decision of seeded games (each
seat of a window asking several is checked while the others are open), of the Red
Chamber set, the maneuvering deck and hegemony (formation skills, 青釭剑, 马术 …).
"""

from __future__ import annotations

from typing import Any

import pytest
from core_support import checked_games, long_distance, skills_in_effect

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
def test_distances_ranges_and_limits_are_the_long_way(name: str, mode: str, players: int,
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


def test_a_death_changes_the_distances_asked_before() -> None:
    g = Game(ruleset("honglou"), make_mode("identity"), 5, 0)
    assert g.distances(2) == {0: 2, 1: 1, 3: 1, 4: 2}
    assert g.distances(2) == {0: 2, 1: 1, 3: 1, 4: 2}  # (asked again: the same)
    g.players[3].alive = False  # (as ops.die: the skills marked changed)
    g.mark_skills_changed()
    assert g.distances(2) == {0: 2, 1: 1, 4: 1}


def test_distances_ignoring_cards_are_the_long_way() -> None:
    """distances and distance ignoring some cards (a 杀's hand subcards, equipped
    cards, one of each; any iterable) equal the long way without the ignored cards'
    skills, at every decision of each kind."""
    seen = {"hand only": 0, "equipped": 0}

    def check(g: Game) -> None:
        if g._memo is not None:
            return
        for src in g.alive_seats():
            a = g.p(src).areas
            equipped = list(a.equip.values())
            for ignore in (tuple(a.hand), tuple(equipped), tuple(a.hand[:1] + equipped[:1])):
                row = g.distances(src, iter(ignore))  # (any iterable)
                skills = skills_in_effect(g, ignore)
                want = {d: long_distance(g, skills, src, d) for d in g.alive_seats()
                        if d != src}
                assert row == want, (src, ignore, row, want)
                for dst in range(len(g.players)):
                    if dst != src:
                        assert g.distance(src, dst, ignore) == \
                            long_distance(g, skills, src, dst)
                seen["equipped" if any(c in equipped for c in ignore) else "hand only"] += 1

    checked_games(check)
    assert seen["hand only"] > 100 and seen["equipped"] > 100


def _in_range_all(g: Game) -> dict[tuple[int, int, str], bool]:
    """in_range between all living players, ignoring nothing, their hand cards, their
    equipped cards (asked in one go: what is kept for one is not the others')."""
    out = {}
    for src in g.alive_seats():
        p = g.p(src)
        ignores = {"none": [], "hand": list(p.hand), "equip": list(p.areas.equip.values())}
        for dst in g.alive_seats():
            for of, ignore in ignores.items():
                out[src, dst, of] = g.in_range(src, dst, ignore)
    return out


def test_in_range_held_still_is_in_range_asked_anew() -> None:
    """Held still (Game.held_still), in_range ignoring nothing, hand cards or equipped
    ones answers as it does asked anew, with and without equipment on the table."""
    seen = {"bare": 0, "equipped": 0}

    def check(g: Game) -> None:
        if g._memo is not None:
            return
        bare = not any(p.areas.equip for p in g.players)
        long_way = _in_range_all(g)
        with g.held_still():
            assert _in_range_all(g) == long_way
        seen["bare" if bare else "equipped"] += 1

    checked_games(check)
    assert seen["bare"] and seen["equipped"]
