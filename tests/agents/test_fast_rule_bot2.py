"""The rule bot's flattened helpers give what the long way gives.

Keep-values read card names and equipment ranks without the call layers they
used to go through; the skill sets are built by a loop.  Each test plays
seeded games with rule bots and compares, at every decision, the helper with
the plain computation written out again.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from rule_support import long_gain, long_keep_values

from sgs.agents.legal import _int_list, _is_int
from sgs.agents.rule import RuleBot
from sgs.agents.rule.beliefs import LORD, LOYALIST, REBEL, RENEGADE
from sgs.agents.rule.sight import (
    JINK_SHARE,
    NATURED_SLASHES,
    SLASH_SHARE,
    Sight,
    at_least_one,
)
from sgs.agents.rule.twins import SAME_RULE, rule_of, rules_of
from sgs.core import Game
from sgs.host import drive
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset

Json = dict[str, Any]


class Recorder(RuleBot):
    """A rule bot that keeps a fresh sight (nothing cached yet) of each decision."""

    def __init__(self, seed: int, seen: list[Sight]) -> None:
        super().__init__(seed)
        self.seen = seen

    def act(self, observation: Json, request: Json | None) -> Any:
        answer = super().act(observation, request)
        if request is not None:
            self.seen.append(Sight(self._memory, observation))  # type: ignore[arg-type]
        return answer


def sights(seeds: range = range(3)) -> Iterator[Sight]:
    """A fresh sight of every decision of seeded five-player Red Chamber games."""
    for seed in seeds:
        seen: list[Sight] = []
        g = Game(ruleset("honglou"), IdentityMode(), 5, seed)
        drive(g, [Recorder(100 * seed + i, seen) for i in range(5)])
        yield from seen


@pytest.fixture(scope="module")
def recorded() -> list[Sight]:
    got = list(sights())
    assert len(got) > 300
    return got


def long_rules(sids: list[str]) -> frozenset[str]:
    return frozenset(sids) | {rule_of(s) for s in sids}


def test_rules_of_is_the_skills_and_their_twins() -> None:
    twins = list(SAME_RULE)
    assert rules_of(twins[:2]) == long_rules(twins[:2])
    assert rules_of(["fankui", twins[0]]) == long_rules(["fankui", twins[0]])
    assert rules_of([]) == frozenset()


def test_keep_values_as_the_long_way(recorded: list[Sight]) -> None:
    equipment = 0
    for s in recorded:
        cards = s.hand + [c["id"] for c in s.players[s.me]["equip"].values()]
        got = s.keep_values(cards)
        want = long_keep_values(s, cards)
        assert list(got.items()) == list(want.items())  # the same order too
        equipment += sum(1 for c in cards if s.card_type(s.name(c)) == "equip")
    assert equipment > 50  # the equipment path was walked


def test_equip_gain_and_skills_as_the_long_way(recorded: list[Sight]) -> None:
    for s in recorded:
        for p in s.players:
            seat = p["seat"]
            assert s.equip(seat) == {k: c["name"] for k, c in p["equip"].items()}
            assert s.rules(seat) == long_rules(p["skills"])
        mine = {rule_of(x) for x in s.players[s.me]["skills"]}
        assert s.value_skills() == ("qingguo" in mine, "jijiu" in mine, "youling" in mine)
        for name, kind in s.memory.card_kinds.items():
            if kind.get("slot") is not None:
                assert s.equip_gain(name) == long_gain(s, name)


def long_left(s: Sight) -> dict[str, float]:
    """Sight.left of a game with a count table, written out."""
    counts = s.memory.role_counts
    assert counts is not None
    dead = Counter(p.get("role") for p in s.players if not p["alive"] and p.get("role"))
    return {r: float(counts[r] - dead[r]) for r in (LORD, LOYALIST, REBEL, RENEGADE)}


def test_left_hostility_and_hand_order_as_the_long_way(recorded: list[Sight]) -> None:
    deaths = 0
    for s in recorded:
        assert s.left == long_left(s)
        deaths += any(not p["alive"] for p in s.players)
        wants, other = s.wants()
        for seat in s.others():
            probs = s.beliefs.probs(seat)
            assert s.hostility(seat) == sum(pr * wants.get(r, other) for r, pr in probs.items())
        cards = s.hand + [c["id"] for c in s.players[s.me]["equip"].values()]
        assert s.hand_order == {c: i for i, c in enumerate(cards)}
    assert deaths > 50  # the tables with the dead were read
    assert recorded[0].memory.roles_dealt == long_left(recorded[0])  # shared, unchanged


def long_jink_chance(s: Sight, seat: int, black: bool, need: int) -> float:
    """Sight.jink_chance written out with the plain helpers."""
    k = s.hand_count(seat)
    share = 0.5 if s.has_skill(seat, "qingguo") else \
        JINK_SHARE + SLASH_SHARE if s.has_skill(seat, "youling") else JINK_SHARE
    p = at_least_one(share, k)
    ignore = s.equip(s.me).get("weapon") == "qinggang_sword"
    if s.armor(seat) == "renwang_shield" and black and not ignore:
        return 1.0
    if s.armor(seat) == "eight_diagram" and not ignore:
        p = 1.0 - (1.0 - p) * 0.5
    return p * at_least_one(share, k - 1) * 0.8 if need > 1 else p


def test_target_estimates_as_the_long_way(recorded: list[Sight]) -> None:
    for s in recorded:
        for t in s.others():
            for black, need in ((False, 1), (True, 1), (True, 2)):
                assert s.jink_chance(t, black, need) == long_jink_chance(s, t, black, need)
            for dmg in (1, 2):
                hp = s.hp(t)
                assert s.kill_weight(t, dmg) == 1.0 + 1.2 / max(hp, 1) + (
                    0.8 if hp - dmg <= 0 else 0.0)
            vine = s.armor(t) == "vine" and s.equip(s.me).get("weapon") != "qinggang_sword"
            for c in s.hand[:2]:
                assert s.vine_stops(t, [c]) == (vine and s.printed(c) not in NATURED_SLASHES)


def test_int_list_as_the_long_way() -> None:
    """legal._int_list checks each item as _is_int does, written out."""
    for v in ([1, 2], [], (3,), [1, True], [False], [1, "2"], [1.0], 5, True, "7", None,
              [[1]], {1: 2}):
        want = [v] if _is_int(v) else (
            list(v) if isinstance(v, list | tuple) and all(_is_int(x) for x in v) else None)
        assert _int_list(v) == want
