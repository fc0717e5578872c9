"""The rule bot's watcher, play plans, target trees, suit guesses and answer check
are the rules written out.

At every decision of seeded games of rule bots: the watcher (fed only the records
that tell it something, reading a card's damage, an hp record, a use's targets and
a skill's seat without its helpers) keeps the state of one fed every record the
long way; the 杀 plans of one decision, sharing their targets' values, are the plans
each option makes alone; an option's target tree found one step below the root is
the one ``card_node`` finds; the likeliest suit is the one counting the unseen cards
one by one finds; the check of an act answer, reusing the card nodes the bot read,
is the check made from the request alone.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from rule_support import feed, new_watcher, watcher_state

from sgs.agents.legal import _one_card_node, card_node, node_targets, problem
from sgs.agents.rule import RuleBot
from sgs.agents.rule.beliefs import Watcher, _int, _ints, _multiset_perms, role_orders
from sgs.agents.rule.choices import likely_suit
from sgs.agents.rule.options import Option
from sgs.agents.rule.play import option_parts, plan_option
from sgs.agents.rule.sight import Sight
from sgs.core import Game
from sgs.host import drive
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset

Json = dict[str, Any]
Plan = tuple[float, Json] | None
Act = tuple[Json, Any, list[Option]]


class LongWatcher(Watcher):
    """The watcher reading the long way: every record read, seats read first (with
    _int and _ints)."""

    def _damage(self, r: dict[str, object]) -> None:
        src, dst = _int(r.get("source")), _int(r.get("target"))
        if src is not None and dst is not None and r.get("card") is None:
            self.beliefs.observe(src, dst, True, 0.5)

    def _hp(self, r: dict[str, object]) -> None:
        s, hp = _int(r.get("seat")), _int(r.get("hp"))
        if s is not None and hp is not None and hp >= 1:
            self.dying.discard(s)

    def _use(self, r: dict[str, object]) -> None:
        user = _int(r.get("seat"))
        if user is None:
            return
        card = str(r.get("card"))
        if card != "nullification":
            self.mass_heal = card in {"god_salvation"}
        skill = r.get("skill")
        if skill == "lijian" and self.last_skill is not None \
                and self.last_skill[1] == skill:
            for t in [user, *_ints(r.get("targets"))]:
                self.beliefs.observe(self.last_skill[0], t, True, 0.6)
            return
        w = {"slash": 1.0, "duel": 1.0, "indulgence": 1.2, "dismantlement": 0.7,
             "snatch": 0.7, "collateral": 0.3}.get(card)
        if w is not None:
            for t in _ints(r.get("targets")):
                self.beliefs.observe(user, t, True, w)
            victim = _int(r.get("victim"))
            if victim is not None:
                self.beliefs.observe(user, victim, True, 0.8)

    def _skill(self, r: dict[str, object]) -> None:
        seat, sid = _int(r.get("seat")), r.get("skill")
        if seat is None or not isinstance(sid, str):
            return
        self.last_skill = (seat, sid)
        if sid == "fanjian":
            for t in _ints(r.get("targets")):
                self.beliefs.observe(seat, t, True, 1.0)


def plans(s: Sight, options: list[Option]) -> list[Plan]:
    """Each option's plan, as best_play makes them (the sight shared by all)."""
    values = s.my_values()
    parts = [option_parts(s, o) for o in options]
    s.play_names = frozenset(p[1] for p in parts)
    return [plan_option(s, o, values, *p) for o, p in zip(options, parts, strict=True)]


class Recorder(RuleBot):
    """A rule bot that checks, at each decision, its watcher against one reading the
    long way, and its play plans against plans each made on a sight of its own; and
    keeps each act decision (request, answer, the options it read)."""

    def __init__(self, seed: int, checks: dict[str, list[bool]], acts: list[Act]) -> None:
        super().__init__(seed)
        self.checks = checks
        self.acts = acts
        self.long: Watcher | None = None

    def act(self, observation: Json, request: Json | None) -> Any:
        if "catalogue" in observation:
            self.long = new_watcher(LongWatcher, observation)
        answer = super().act(observation, request)
        assert self.long is not None and self._watcher is not None
        feed(self.long, observation)
        self.checks["watcher"].append(watcher_state(self.long) == watcher_state(self._watcher))
        self._check_suits(observation)
        if request is not None and request["kind"] == "play":
            self._check_plans(observation, request)
            self._check_trees(request)
        if request is not None and request["kind"] in ("play", "respond") \
                and self._read is not None:
            self.acts.append((request, answer, self._read))
        return answer

    def _check_plans(self, observation: Json, request: Json) -> None:
        assert self._memory is not None
        shared = Sight(self._memory, observation)
        options = self._options(shared, request)
        together = plans(shared, options)
        apart = []
        for i in range(len(options)):
            s = Sight(self._memory, observation)
            apart.append(plans(s, self._options(s, request))[i])
        self.checks["plans"].append(together == apart)
        self.checks["slashes"].append(sum(o.label == "slash" for o in options) > 1)

    def _check_suits(self, observation: Json) -> None:
        assert self._memory is not None
        s = Sight(self._memory, observation)
        for options in (SUITS, SUITS[::-1], SUITS[:2]):
            self.checks["suits"].append(likely_suit(s, options) == long_suit(s, options))

    def _check_trees(self, request: Json) -> None:
        for o in request["options"]:
            tree = o["tree"]
            opt = Option(o, {})
            fixed = tuple(o.get("fixed_cards") or ())
            if fixed:
                self.checks["trees"].append(
                    opt.targets_of(()) == node_targets(card_node(tree, fixed)))
            for c in [*opt.pool, -1]:
                self.checks["trees"].append(_one_card_node(tree, c) == card_node(tree, (c,)))


SUITS = ["spade", "heart", "club", "diamond"]


def long_suit(s: Sight, options: list[str]) -> str:
    """likely_suit as it was: the unseen cards counted one by one."""
    seen: set[int] = set(s.hand)
    for c in s.view["discard"]:
        seen.add(c["id"])
    for p in s.players:
        seen.update(c["id"] for c in p["equip"].values())
        seen.update(j["id"] for j in p["judge"])
    counts: Counter[str] = Counter()
    for cid, (_, suit, _) in s.memory.cards.items():
        if cid not in seen:
            counts[suit] += 1
    return max(options, key=lambda o: (counts.get(o, 0), o))


def games(seeds: range = range(3)) -> Iterator[tuple[dict[str, list[bool]], list[Act]]]:
    for seed in seeds:
        checks: dict[str, list[bool]] = {"watcher": [], "plans": [], "slashes": [],
                                         "trees": [], "suits": []}
        acts: list[Act] = []
        g = Game(ruleset("honglou"), IdentityMode(), 5, seed)
        drive(g, [Recorder(100 * seed + i, checks, acts) for i in range(5)])
        yield checks, acts


@pytest.fixture(scope="module")
def games_played() -> tuple[dict[str, list[bool]], list[Act]]:
    out: dict[str, list[bool]] = {"watcher": [], "plans": [], "slashes": [], "trees": [],
                                 "suits": []}
    acts: list[Act] = []
    for checks, a in games():
        for k, v in checks.items():
            out[k] += v
        acts += a
    assert len(acts) > 200
    return out, acts


@pytest.fixture(scope="module")
def played(games_played: tuple[dict[str, list[bool]], list[Act]]) -> dict[str, list[bool]]:
    return games_played[0]


def test_the_watcher_keeps_the_state_of_one_reading_every_record(
        played: dict[str, list[bool]]) -> None:
    assert len(played["watcher"]) > 300 and all(played["watcher"])


def test_shared_target_values_plan_as_each_option_alone(
        played: dict[str, list[bool]]) -> None:
    assert len(played["plans"]) > 100 and all(played["plans"])
    assert sum(played["slashes"]) > 10  # (decisions where 杀 options shared values)


def test_one_card_step_finds_the_node_card_node_finds(
        played: dict[str, list[bool]]) -> None:
    assert len(played["trees"]) > 1000 and all(played["trees"])


def test_role_orders_are_the_multiset_perms() -> None:
    pools = [Counter({"loyalist": 1, "rebel": 2, "renegade": 1}),
             Counter({"rebel": 2, "renegade": 1, "loyalist": 0}),
             Counter({"loyalist": 2, "rebel": 3, "renegade": 1}), Counter({"rebel": 1})]
    for pool in pools:
        k = sum(pool.values())
        for _ in range(2):  # (made, then found)
            got = role_orders(pool, k)
            assert list(got) == list(_multiset_perms(Counter(pool), k)) and got
    assert role_orders(pools[0], 4) is role_orders(Counter(pools[0]), 4)


def test_plain_and_the_act_check_read_lists_of_ints() -> None:
    from sgs.agents.rule.bot import plain

    answer = {"option": "card:7", "cards": (7,), "targets": [2]}
    assert plain(answer) == {"option": "card:7", "cards": [7], "targets": [2]}
    assert plain([(1, 2), 3]) == [[1, 2], 3] and plain((1, True)) == [1, True]
    tree = {"cards": {"7": {"targets": {"done": False, "next": {"2": {"done": True,
                                                                      "next": {}}}}}}}
    req = {"kind": "play", "can_pass": True,
           "options": [{"key": "card:7", "label": "slash", "tree": tree}]}
    assert problem(req, {"option": "card:7", "cards": [7], "targets": [2]}) is None
    assert problem(req, {"option": "card:7", "cards": (7,), "targets": (2,)}) is None
    assert problem(req, {"option": "card:7", "cards": [True], "targets": [2]}) \
        == "cards and targets are lists of numbers"
    assert problem(req, {"option": "card:7", "cards": [7], "targets": [2, 2]}) \
        == "a card or target twice"
    assert problem(req, {"option": "card:7", "cards": [7], "targets": []}) \
        == "not a complete target selection"


def test_options_of_makes_the_options_the_constructor_makes() -> None:
    from sgs.agents.rule.options import options_of

    tree = {"cards": {"7": {"targets": {"done": True, "next": {}}}}}
    req = {"options": [{"key": "card:7", "label": "slash", "tree": tree, "fixed_cards": [7]},
                       {"key": "skill:x", "label": "x", "tree": tree}]}
    rank = {7: 0}
    made = options_of(req, rank)
    assert [type(o) for o in made] == [Option, Option]
    def fields(o: Option) -> dict[str, Any]:  # (an option has slots, no __dict__)
        return {k: getattr(o, k) for c in type(o).__mro__ for k in getattr(c, "__slots__", ())}

    assert [fields(o) for o in made] == [fields(Option(j, rank)) for j in req["options"]]
    assert made[1].targets_of((7,)) == {"done": True, "next": {}} and made[0].card_pool == [7]


def test_likely_suit_is_the_most_unseen_suit(played: dict[str, list[bool]]) -> None:
    assert len(played["suits"]) > 1000 and all(played["suits"])


def variants(request: Json, answer: Any) -> Iterator[Any]:
    """The bot's answer, and answers near it (legal or not)."""
    yield answer
    yield None
    if not isinstance(answer, dict):
        return
    cards, targets = answer["cards"], answer["targets"]
    yield {**answer, "cards": []}
    yield {**answer, "cards": cards[::-1]}
    yield {**answer, "cards": cards[:-1]}
    yield {**answer, "cards": [*cards, cards[0]] if cards else [0]}
    yield {**answer, "targets": targets[:-1]}
    yield {**answer, "targets": [*targets, 0]}
    yield {**answer, "targets": [*targets, 4]}
    for opt in request["options"]:
        yield {**answer, "option": opt["key"]}
        yield {"option": opt["key"], "cards": list(opt.get("fixed_cards") or ()),
               "targets": targets}
    yield {**answer, "option": "none"}


def test_the_act_check_with_the_trees_read_is_the_check_from_the_request(
        games_played: tuple[dict[str, list[bool]], list[Act]]) -> None:
    _, acts = games_played
    checked = 0
    for request, answer, trees in acts:
        for a in variants(request, answer):
            assert problem(request, a, trees) == problem(request, a), (request, a)
            checked += 1
    assert checked > 2000
