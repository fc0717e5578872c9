"""The interface every agent implements: the seat protocol (docs/protocol.md)."""

from __future__ import annotations

from typing import Any, Protocol


class Agent(Protocol):
    def act(self, observation: dict[str, Any], request: dict[str, Any]) -> Any:
        """An answer (JSON) to ``request``, this agent's seat's open request, given what
        the seat has observed since it was last asked (``observation``)."""
        ...
