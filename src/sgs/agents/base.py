"""The interface every agent implements."""

from __future__ import annotations

from typing import Any, Protocol

from ..core import Game, Request


class Agent(Protocol):
    def act(self, g: Game, req: Request) -> Any:
        """An answer to ``req`` (pending for this agent's seat)."""
        ...


def drive(g: Game, agents: dict[int, Agent] | list[Agent], max_decisions: int = 100_000) -> None:
    """Run a game to its end, each pending request answered by the seat's agent."""
    n = 0
    while g.pending is not None:
        req = g.pending
        g.answer(agents[req.seat].act(g, req))
        n += 1
        if n >= max_decisions:
            raise RuntimeError(f"the game did not end within {max_decisions} decisions")
