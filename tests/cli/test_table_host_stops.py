"""The full-screen table's host hands its seat observations through the seat's Observer
(docs/protocol.md, "Stops"): nothing new at a stop where only a bot is asked privately.

The game of issue 22, item 6: hegemony, 4 players, seed 39, random bots seeded
``seed*16+seat``; 刘禅 (seat 3, face down) is asked ``skill.reveal`` for 享乐.
"""

from __future__ import annotations

from sgs.agents import RandomBot
from sgs.cli.table_host import GameHost
from sgs.core import Game
from sgs.host import Seats
from sgs.modes.hegemony import HegemonyMode
from sgs.packs import ruleset

SEED = 39


def _at_xiangle(g: Game) -> bool:
    return any(r.prompt == "skill.reveal" and r.reason == "xiangle"
               for r in g.open_requests())


def test_the_table_host_shows_nothing_at_a_bot_s_private_stop() -> None:
    """The full-screen table's host observes its seat after each bot's answer: at 享乐's
    question it tells nothing (the table neither shows nor pauses there)."""
    g = Game(ruleset("hegemony"), HegemonyMode(), 4, SEED)
    me = 1
    bots = {s: RandomBot(SEED * 16 + s) for s in range(4) if s != me}
    host = GameHost(Seats(g, bots), me, "sgs play", None)
    mine = RandomBot(SEED * 16 + me)
    before = obs = host.observe()
    while not _at_xiangle(g):
        waiting = host.waiting()
        if me in waiting:
            assert host.submit(mine.act(obs, obs["request"])) is None
        else:
            host.answer_bot(waiting[0])
        before, obs = obs, host.observe()
    # the first observation at the question: nothing since the one before
    assert obs["events"] == [] and obs["request"] is None
    assert obs["table"] == before["table"]
    assert not any(e["t"] == "use" and e["current"] is None
                   for e in obs["table"]["resolving"])
