"""The rule bot's values, estimates and target choices are the rules written out.

What the bot reads at a decision (keep values by card name, equipment ranks and
gains, the wants of each role and each seat's hostility, the roles left, a target's
chances to answer a 杀, the legal check's lists of numbers) and the targets it picks
(an option's target tree, its pool of cards) are compared, at every decision of
seeded games of rule bots, with the plain computation written out again.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from rule_support import long_gain, long_keep_values, long_want

from sgs.agents.legal import OptionTree, _int_list, _is_int, card_node, node_targets
from sgs.agents.rule import RuleBot
from sgs.agents.rule.beliefs import LORD, LOYALIST, REBEL, RENEGADE
from sgs.agents.rule.bot import plain
from sgs.agents.rule.options import Option, Scored, Targets, options_of, pick_targets
from sgs.agents.rule.sight import (
    ARMOR_RANK,
    HORSE_RANK,
    JINK_SHARE,
    NATURED_SLASHES,
    SLASH_SHARE,
    WEAPON_RANK,
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
    """A rule bot that keeps each decision's sight and request."""

    def __init__(self, seed: int, seen: list[tuple[Sight, Json]]) -> None:
        super().__init__(seed)
        self.seen = seen

    def act(self, observation: Json, request: Json | None) -> Any:
        answer = super().act(observation, request)
        if request is not None:
            self.seen.append((Sight(self._memory, observation), request))  # type: ignore[arg-type]
        return answer


def decisions(seeds: range = range(3)) -> Iterator[tuple[Sight, Json]]:
    """Every decision of seeded five-player Red Chamber games of rule bots (a fresh
    sight of each, nothing cached yet)."""
    for seed in seeds:
        seen: list[tuple[Sight, Json]] = []
        g = Game(ruleset("honglou"), IdentityMode(), 5, seed)
        drive(g, [Recorder(100 * seed + i, seen) for i in range(5)])
        yield from seen


@pytest.fixture(scope="module")
def recorded() -> list[tuple[Sight, Json]]:
    got = list(decisions())
    assert len(got) > 300
    return got


@pytest.fixture(scope="module")
def sights() -> list[Sight]:
    """A fresh sight of every decision of the same games played again (nothing read
    from them by the other tests)."""
    return [s for s, _ in decisions()]


# ---------------------------------------------------------------- the long ways


def long_rank(s: Sight, name: str | None) -> float:
    """The worth of having ``name`` in play, read from the catalogue at each call."""
    slot = None if name is None else s.slot_of(name)
    if name is None or slot is None:
        return 0.0
    if slot == "weapon":
        bonus = 1.5 if name == "crossbow" and s.count_named("slash") >= 2 else 0.0
        return WEAPON_RANK.get(name, 2.5) + bonus
    if slot == "armor":
        return ARMOR_RANK.get(name, 3.5)
    return HORSE_RANK.get(slot, 2.5)


def long_pick_targets(opt: Option, cards: Targets, value: Callable[[int], float],
                      floor: float) -> Scored | None:
    """Greedy targets, each step asking the option from its tree's root."""
    chosen: Targets = ()
    total = 0.0
    while True:
        scored = [(value(t), t) for t in opt.selectable_targets(cards, chosen)]
        worth = [x for x in scored if x[0] > floor]
        if not worth:
            break
        v, t = max(worth)
        chosen = (*chosen, t)
        total += v
    return (total, chosen) if chosen and opt.targets_done(cards, chosen) else None


# ---------------------------------------------------------------- the tests


def test_hostility_reads_the_wants_worked_out_once(recorded: list[tuple[Sight, Json]]) -> None:
    for s, _ in recorded:
        for seat in s.others():
            probs = s.beliefs.probs(seat)
            want = sum(pr * long_want(s, r) for r, pr in probs.items())
            assert s.hostility(seat) == pytest.approx(want, abs=1e-12)
            for r in probs:
                assert s.want(r) == long_want(s, r)


def test_keep_values_by_name_are_the_values_card_by_card(
        recorded: list[tuple[Sight, Json]]) -> None:
    checked = 0
    for s, _ in recorded:
        cards = s.hand + s.my_equips()
        want = long_keep_values(s, cards)
        got = s.my_values()
        assert got == want and list(got) == list(want)  # the same values, in order
        assert s.keep_values(s.hand) == long_keep_values(s, s.hand)
        for p in s.alive_seats():
            for name in s.equip(p).values():
                assert s.equip_rank(name) == long_rank(s, name)
        checked += len(cards)
    assert checked > 1000


def test_fixed_cards_have_one_target_tree(recorded: list[tuple[Sight, Json]]) -> None:
    fixed = 0
    for s, req in recorded:
        if req["kind"] not in ("play", "respond"):
            continue
        for opt in options_of(req, s.hand_order):
            if not opt.fixed_cards:
                continue
            fixed += 1
            want = node_targets(card_node(opt.tree, opt.fixed_cards))
            assert opt.targets_of(()) is want and opt.targets_of(opt.fixed_cards) is want
            fresh = OptionTree(req["options"][0])
            assert fresh.targets_of((1, 2)) == node_targets(
                card_node(fresh.tree, fresh.fixed_cards or (1, 2)))
    assert fixed > 300


def test_pick_targets_walks_as_the_option_answers(recorded: list[tuple[Sight, Json]]) -> None:
    picked = 0
    for s, req in recorded:
        if req["kind"] != "play":
            continue
        for opt in options_of(req, s.hand_order):
            for cards in opt.card_sets(limit=4):
                for floor in (-2.0, 0.1):
                    def value(t: int, s: Sight = s) -> float:
                        return s.hostility(t) + 0.1 * s.hand_count(t)
                    got = pick_targets(opt, cards, value, floor)
                    assert got == long_pick_targets(opt, cards, value, floor)
                    picked += got is not None
    assert picked > 300


def test_an_any_node_offers_any_of_its_pool() -> None:
    """docs/protocol.md's any node: any lo..hi of its cards; the shortcut reads it."""
    tree = {"any": [4, 9, 2, 7], "min": 1, "max": 3, "targets": {"done": True, "next": {}}}
    opt = Option({"key": "skill:zhiheng", "label": "zhiheng", "tree": tree}, {2: 0, 7: 1})
    for chosen in [(), (2,), (9, 4), (4, 9, 2), (4, 4), (5,), (2, 7, 9, 4)]:
        long = [c for c in opt.card_pool
                if c not in chosen and card_node(tree, (*chosen, c)) is not None]
        assert opt.selectable_cards(chosen) == long
    assert opt.selectable_cards((9, 4)) == [2, 7]  # my hand's order first
    assert opt.selectable_cards((4, 9, 2)) == []  # three is the most


def test_plain_answers_are_json() -> None:
    """plain() passes scalars through in one pass and still turns what is nested."""
    answer = {"option": "card:3", 4: ((1, 2), [3, (4,)]), "x": [True, None, 1.5, "a"]}
    assert plain(answer) == json.loads(json.dumps(answer))
    assert plain([(1, 2), 3]) == [[1, 2], 3] and type(plain((1,))) is list


def long_rules(sids: list[str]) -> frozenset[str]:
    return frozenset(sids) | {rule_of(s) for s in sids}


def test_rules_of_is_the_skills_and_their_twins() -> None:
    twins = list(SAME_RULE)
    assert rules_of(twins[:2]) == long_rules(twins[:2])
    assert rules_of(["fankui", twins[0]]) == long_rules(["fankui", twins[0]])
    assert rules_of([]) == frozenset()


def test_keep_values_walk_the_equipment_as_any_card(sights: list[Sight]) -> None:
    equipment = 0
    for s in sights:
        cards = s.hand + [c["id"] for c in s.players[s.me]["equip"].values()]
        got = s.keep_values(cards)
        want = long_keep_values(s, cards)
        assert list(got.items()) == list(want.items())  # the same order too
        equipment += sum(1 for c in cards if s.card_type(s.name(c)) == "equip")
    assert equipment > 50  # the equipment path was walked


def test_equipment_gains_and_rules_are_read_as_written_out(sights: list[Sight]) -> None:
    for s in sights:
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


def test_roles_left_hostility_and_hand_order_are_read_as_written_out(sights: list[Sight]) -> None:
    deaths = 0
    for s in sights:
        assert s.left == long_left(s)
        deaths += any(not p["alive"] for p in s.players)
        wants, other = s.wants()
        for seat in s.others():
            probs = s.beliefs.probs(seat)
            assert s.hostility(seat) == sum(pr * wants.get(r, other) for r, pr in probs.items())
        cards = s.hand + [c["id"] for c in s.players[s.me]["equip"].values()]
        assert s.hand_order == {c: i for i, c in enumerate(cards)}
    assert deaths > 50  # the tables with the dead were read
    assert sights[0].memory.roles_dealt == long_left(sights[0])  # shared, unchanged


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


def test_target_estimates_are_read_as_written_out(sights: list[Sight]) -> None:
    for s in sights:
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


def test_int_list_takes_what_is_int_takes() -> None:
    """legal._int_list checks each item as _is_int does, written out."""
    for v in ([1, 2], [], (3,), [1, True], [False], [1, "2"], [1.0], 5, True, "7", None,
              [[1]], {1: 2}):
        want = [v] if _is_int(v) else (
            list(v) if isinstance(v, list | tuple) and all(_is_int(x) for x in v) else None)
        assert _int_list(v) == want


class Checker(RuleBot):
    """A rule bot that compares, at each decision, its hand values with the long way
    (each on a sight of its own)."""

    def __init__(self, seed: int, checks: list[tuple[bool, bool]]) -> None:
        super().__init__(seed)
        self.checks = checks

    def act(self, observation: Json, request: Json | None) -> Any:
        answer = super().act(observation, request)
        assert self._memory is not None
        fast = Sight(self._memory, observation)
        long = Sight(self._memory, observation)
        cards = long.hand + long.my_equips()
        worn = bool(long.my_equips())
        # (list(...items()): the order too, which ties among values may read)
        same = list(fast.my_values().items()) == list(long_keep_values(long, cards).items())
        self.checks.append((same, worn))
        return answer


def test_hand_values_at_each_decision_are_the_values_card_by_card() -> None:
    checks: list[tuple[bool, bool]] = []
    for seed in range(3):
        g = Game(ruleset("honglou"), IdentityMode(), 5, seed)
        drive(g, [Checker(100 * seed + i, checks) for i in range(5)])
    assert len(checks) > 500 and all(same for same, _ in checks)
    assert sum(worn for _, worn in checks) > 100  # (equipment I wear was valued)
