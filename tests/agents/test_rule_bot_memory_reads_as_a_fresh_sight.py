"""What the rule bot keeps from one decision to the next reads as a fresh sight.

The memory keeps, across decisions, each seat's rules and equipment names, the
hostilities, the hand values and, for all the bots of a ruleset, the tables the
catalogue and the header's card rows make.  At every decision of seeded games a new
sight of the same observation is compared with the plain computation written out:
rules, equipment, hand values, wants and hostilities, and the role guesses' chances
(added up seat by seat).  An act is sent with the very JSON types plain() gives.
"""

from __future__ import annotations

import json
import math
from typing import Any

from rule_support import long_keep_values, long_want

from sgs.agents.rule import RuleBot
from sgs.agents.rule.beliefs import Beliefs
from sgs.agents.rule.sight import (
    BASE_VALUE,
    WANTS,
    Memory,
    Sight,
    card_table,
    name_tables,
    slot_rank,
)
from sgs.agents.rule.twins import rules_of
from sgs.core import Game
from sgs.host import drive
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset

Json = dict[str, Any]


def long_marginals(b: Beliefs) -> dict[int, dict[str, float]]:
    """Each unknown seat's chances of each role: each assignment's share added seat by
    seat."""
    if not b.assignments:
        return {}
    top = max(b.loglik)
    weights = [math.exp(ll - top) for ll in b.loglik]
    total = sum(weights)
    out: dict[int, dict[str, float]] = {s: {} for s in b.unknown}
    for a, w in zip(b.assignments, weights, strict=True):
        for s, r in zip(b.unknown, a, strict=True):
            out[s][r] = out[s].get(r, 0.0) + w / total
    return out


def exact(x: Any) -> Any:
    """``x`` with the type of every part (JSON alone would equal 1 and True)."""
    if isinstance(x, dict):
        return {k: exact(v) for k, v in x.items()}
    if isinstance(x, list | tuple):
        return (type(x), [exact(v) for v in x])
    return (type(x), x)


class Checker(RuleBot):
    """A rule bot that compares, after each decision, what a new sight of the same
    observation reads from the memory with the long way."""

    def __init__(self, seed: int, counts: dict[str, int]) -> None:
        super().__init__(seed)
        self.counts = counts

    def act(self, observation: Json, request: Json | None) -> Any:
        answer = super().act(observation, request)
        if request is None:
            return answer
        memory = self._memory
        assert memory is not None
        count = self.counts
        count["decisions"] += 1
        if request["kind"] in ("play", "respond") and answer is not None:
            # an act as made: JSON, the very types plain() would give
            assert exact(answer) == exact(json.loads(json.dumps(answer)))
            assert type(answer["cards"]) is list and type(answer["targets"]) is list
            count["acts"] += 1
        s = Sight(memory, observation)
        long = Sight(memory, observation)
        players = s.players
        for p in players:
            seat = p["seat"]
            assert s.rules(seat) == rules_of(p["skills"])
            assert s.equip(seat) == {slot: c["name"] for slot, c in p["equip"].items()}
        mine = s.rules(s.me)
        assert s.value_skills() == ("qingguo" in mine, "jijiu" in mine, "youling" in mine)
        cards = long.hand + long.my_equips()
        values = s.my_values()
        assert list(values.items()) == list(long_keep_values(long, cards).items())
        # the wants are one of the tables, and each seat's hostility the long way's
        wants = s.wants()
        assert any(wants is w for w in WANTS.values())
        for seat in s.others():
            probs = s.beliefs.probs(seat)
            want = 0.0
            for r, pr in probs.items():
                want += pr * long_want(s, r)
            assert s.hostility(seat) == want
        beliefs = memory.beliefs
        long_probs = long_marginals(beliefs)
        for seat in beliefs.unknown:
            assert list(beliefs.probs(seat).items()) == list(long_probs.get(seat, {}).items())
            count["guessed"] += 1
        return answer


def test_a_new_sight_of_what_the_memory_keeps_reads_as_written_out() -> None:
    counts = dict.fromkeys(("decisions", "acts", "guessed"), 0)
    for seed in range(3):
        g = Game(ruleset("honglou"), IdentityMode(), 5, seed)
        drive(g, [Checker(100 * seed + i, counts) for i in range(5)])
    assert counts["decisions"] > 500
    assert counts["acts"] > 200 and counts["guessed"] > 500


def test_the_tables_a_catalogue_and_a_header_make_are_written_out() -> None:
    g = Game(ruleset("honglou"), IdentityMode(), 5, 0)
    bots = [RuleBot(i) for i in range(5)]
    drive(g, bots)
    memories = [b._memory for b in bots]
    assert all(isinstance(m, Memory) for m in memories)
    first = memories[0]
    assert first is not None
    kinds = first.card_kinds
    ranks = {name: slot_rank(name, kind.get("slot")) for name, kind in kinds.items()}
    plain = dict(BASE_VALUE)
    for name, kind in kinds.items():
        if kind.get("type") != "equip":
            plain.setdefault(name, 3.0)
    assert first.ranks == ranks and first.plain_values == plain
    header = next(r for r in g.log if r.get("t") == "header")
    rows = header["cards"]
    assert first.cards == {cid: (name, suit, rank) for cid, name, suit, rank in rows}
    # every seat of the game reads the same tables
    assert all(m is not None and m.cards == first.cards and m.ranks == first.ranks
               and m.plain_values == first.plain_values for m in memories)
    # another object, even an equal one, gives the same tables
    assert card_table([list(r) for r in rows]) == first.cards
    assert name_tables(dict(kinds)) == (ranks, plain)
