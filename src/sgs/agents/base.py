"""The interface every agent implements: the seat protocol (docs/protocol.md)."""

from __future__ import annotations

from typing import Any, Protocol


class Agent(Protocol):
    """An agent may also have ``observes``, the parts of an observation it reads
    (``sgs.core.protocol.PARTS``; all when absent), and ``refused(refusal)``, which
    takes a refusal and has the host ask again (``sgs.host``)."""

    def act(self, observation: dict[str, Any], request: dict[str, Any]) -> Any:
        """An answer (JSON) to ``request``, this agent's seat's open request, given what
        the seat has observed since it was last asked (``observation``)."""
        ...
