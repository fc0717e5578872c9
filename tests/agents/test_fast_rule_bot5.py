"""The rule bot's fifth round: a bot is freed by reference counting.

The bot's readers once held a method of the bot itself (a cycle), so every bot
lived until the cycle collector's next pass; they now hold the bot's answer
sets instead.
"""

from __future__ import annotations

import gc

from sgs.agents.rule import RuleBot
from sgs.core import Game
from sgs.host import Seats
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
