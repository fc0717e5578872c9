"""The rule bot's fifth round: a bot is freed by reference counting; the hand
values read a piece of equipment I wear without its calls.

The bot's readers once held a method of the bot itself (a cycle), so every bot
lived until the cycle collector's next pass; they now hold the bot's answer
sets instead.  The keep-values are compared, at every decision of seeded games,
with the long way (each piece of equipment valued as any other card).
"""

from __future__ import annotations

import gc
from typing import Any

from rule_support import long_keep_values

from sgs.agents.rule import RuleBot
from sgs.agents.rule.sight import Sight
from sgs.core import Game
from sgs.host import Seats, drive
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset


def test_a_bot_that_played_dies_without_the_cycle_collector() -> None:
    g = Game(ruleset("honglou"), IdentityMode(), 5, 3)
    bots = [RuleBot(i) for i in range(5)]
    seats = Seats(g, bots)
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        for _ in range(200):
            if not seats.step():
                break
        assert all(b._readers for b in bots)  # (the readers were made)
        del seats, bots
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()


Json = dict[str, Any]


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


def test_hand_values_are_the_long_way() -> None:
    checks: list[tuple[bool, bool]] = []
    for seed in range(3):
        g = Game(ruleset("honglou"), IdentityMode(), 5, seed)
        drive(g, [Checker(100 * seed + i, checks) for i in range(5)])
    assert len(checks) > 500 and all(same for same, _ in checks)
    assert sum(worn for _, worn in checks) > 100  # (the shortcut was taken)
