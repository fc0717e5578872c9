"""Hosting a game: each seat is handed out through the seat protocol and nothing else.

A host owns the :class:`~sgs.core.Game`; an agent gets its seat's observation
(what it may see since it was last asked, and its open request) and returns
an answer, which the host submits for that seat.  A window asks several
seats at once: each answers in turn, and the order does not matter.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from .agents.base import Agent
from .core import Game, Request


@runtime_checkable
class GameReader(Protocol):
    """An agent that still reads the whole game (the rule bot, until it is moved onto
    the protocol: issue 7).  Nothing new may be written this way."""

    def act_on_game(self, g: Game, req: Request) -> Any: ...


Bot = Agent | GameReader


class Seats:
    """The agents of a game's seats and each seat's cursor in the protocol."""

    def __init__(self, g: Game, agents: Mapping[int, Bot] | Sequence[Bot]) -> None:
        self.g = g
        self.agents = dict(agents) if isinstance(agents, Mapping) else dict(enumerate(agents))
        self.cursors: dict[int, int] = {}

    def step(self) -> bool:
        """Ask every seat with an open request once; False when the game waits for nobody."""
        g = self.g
        open_ = g.open_requests()
        if not open_:
            return False
        for req in open_:
            self.answer(req)
        return True

    def answer(self, req: Request) -> None:
        """Have the agent of ``req``'s seat answer it."""
        g, seat = self.g, req.seat
        agent = self.agents[seat]
        if isinstance(agent, GameReader):
            g.submit(seat, agent.act_on_game(g, req))
            return
        obs = g.observe(seat, since=self.cursors.get(seat, 0))
        self.cursors[seat] = obs["cursor"]
        g.submit(seat, agent.act(obs, obs["request"]))


def drive(g: Game, agents: Mapping[int, Bot] | Sequence[Bot],
          max_decisions: int = 100_000) -> None:
    """Run a game to its end, each open request answered by its seat's agent."""
    seats = Seats(g, agents)
    start = g.decisions
    while seats.step():
        if g.decisions - start >= max_decisions:
            raise RuntimeError(f"the game did not end within {max_decisions} decisions")
