"""The rule bot's third round of shortcuts gives what the long way gives.

The check of an act answer reuses the card nodes of the options the bot read;
``RuleBot.see`` skips the watcher for the moves and phases that tell it
nothing; the watcher tells a card's damage and an hp record with no one dying
apart before reading seats.  Each test plays seeded games with rule bots and
compares, at every decision, with the long way written out again.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from rule_support import feed, new_watcher, watcher_state

from sgs.agents.legal import problem
from sgs.agents.rule import RuleBot
from sgs.agents.rule.beliefs import Watcher, _int
from sgs.agents.rule.options import Option
from sgs.core import Game
from sgs.host import drive
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset

Json = dict[str, Any]


class LongWatcher(Watcher):
    """The watcher as it was: every record read, seats read first."""

    def _damage(self, r: dict[str, object]) -> None:
        src, dst = _int(r.get("source")), _int(r.get("target"))
        if src is not None and dst is not None and r.get("card") is None:
            self.beliefs.observe(src, dst, True, 0.5)

    def _hp(self, r: dict[str, object]) -> None:
        s, hp = _int(r.get("seat")), _int(r.get("hp"))
        if s is not None and hp is not None and hp >= 1:
            self.dying.discard(s)


class Recorder(RuleBot):
    """A rule bot that keeps each act decision (request, answer, the options it read),
    and checks its watcher against one fed every record the long way."""

    def __init__(self, seed: int, acts: list[tuple[Json, Any, list[Option]]],
                 states: list[bool]) -> None:
        super().__init__(seed)
        self.acts = acts
        self.states = states
        self.long: Watcher | None = None

    def act(self, observation: Json, request: Json | None) -> Any:
        if "catalogue" in observation:
            self.long = new_watcher(LongWatcher, observation)
        answer = super().act(observation, request)
        assert self.long is not None and self._watcher is not None
        feed(self.long, observation)
        self.states.append(watcher_state(self.long) == watcher_state(self._watcher))
        if request is not None and request["kind"] in ("play", "respond") \
                and self._read is not None:
            self.acts.append((request, answer, self._read))
        return answer


def games(seeds: range = range(3)) -> Iterator[tuple[list[Any], list[bool]]]:
    for seed in seeds:
        acts: list[Any] = []
        states: list[bool] = []
        g = Game(ruleset("honglou"), IdentityMode(), 5, seed)
        drive(g, [Recorder(100 * seed + i, acts, states) for i in range(5)])
        yield acts, states


@pytest.fixture(scope="module")
def played() -> tuple[list[Any], list[bool]]:
    acts: list[Any] = []
    states: list[bool] = []
    for a, s in games():
        acts += a
        states += s
    assert len(acts) > 200
    return acts, states


def test_see_keeps_the_watcher_as_reading_every_record(
        played: tuple[list[Any], list[bool]]) -> None:
    _, states = played
    assert len(states) > 300 and all(states)


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


def test_problem_with_the_trees_read_as_the_long_way(
        played: tuple[list[Any], list[bool]]) -> None:
    acts, _ = played
    checked = 0
    for request, answer, trees in acts:
        for a in variants(request, answer):
            assert problem(request, a, trees) == problem(request, a), (request, a)
            checked += 1
    assert checked > 2000
