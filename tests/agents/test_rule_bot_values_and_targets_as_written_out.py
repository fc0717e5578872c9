"""The rule bot's shortcuts give what the long way gives.

The bot caches what it works out once per decision (values by card name, the
wants of each role, an option's target tree) and reads some of the trees
directly; each test here plays seeded games with rule bots and compares the
shortcut, at every decision, with the plain computation written out again.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from rule_support import long_keep_values, long_want

from sgs.agents.legal import OptionTree, card_node, node_targets
from sgs.agents.rule import RuleBot
from sgs.agents.rule.bot import plain
from sgs.agents.rule.options import Option, Scored, Targets, options_of, pick_targets
from sgs.agents.rule.sight import ARMOR_RANK, HORSE_RANK, WEAPON_RANK, Sight
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


def test_an_any_node_offers_its_pool_without_walking() -> None:
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
