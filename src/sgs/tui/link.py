"""What the table needs from its host: the seat protocol, one step at a time.

The host owns the game and the bots; the table sees only JSON.  It asks the
host which seats are waiting, lets the host answer a bot's request (so it can
pause between bot actions and show what happened), observes its own seat and
submits its own answers.  A refused answer comes back as the refusal's JSON
(``code``, ``params``, ``zh``, ``en``; see ``sgs.host.refusal_json``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

Json = dict[str, Any]


@dataclass(frozen=True)
class Ending:
    """What the end screen tells besides the table: how to play this deal again and
    where the log went (``None``: not saved)."""

    command: str
    log_path: str | None
    seat: int


class Host(Protocol):
    """A game seen through one seat (``seat``), driven by the table."""

    seat: int

    def waiting(self) -> list[int]:
        """The seats with an open request, in seat order; empty when the game is over."""
        ...

    def answer_bot(self, seat: int) -> None:
        """Have the bot at ``seat`` answer its open request."""
        ...

    def observe(self) -> Json:
        """This seat's observation since the last one (docs/protocol.md): at a stop
        where only another seat is asked privately, nothing new ("Stops")."""
        ...

    def submit(self, answer: Any) -> Json | None:
        """Answer this seat's open request: ``None`` when taken, else the refusal."""
        ...

    def finish(self) -> Ending:
        """Save the log (once) and say how to replay the game."""
        ...


@dataclass(frozen=True)
class NetStatus:
    """A table at a server, as of now: the connection (``link``: "ok", "reconnecting"
    with the ``tries`` so far, "gone"), whether 托管 is on, the seconds left on the
    seat's open request and its id (``None``: none open)."""

    link: str
    tries: int
    auto: bool
    seconds_left: float | None
    request_id: int | None


@dataclass(frozen=True)
class ChatLine:
    """A line of the room's chat: who said it and what, as typed (text, not markup)."""

    name: str
    text: str
    mine: bool = False


@runtime_checkable
class Connected(Protocol):
    """A host whose game is on a server (``sgs play --connect``): besides the game, the
    table shows the time left, 托管 and the room's chat."""

    def status(self) -> NetStatus:
        ...

    def set_auto(self, on: bool) -> None:
        """托管: the server's bot plays the seat (``on``), or the player takes it back."""
        ...

    def say(self, text: str) -> None:
        """Send a line to the room's chat."""
        ...

    def new_chat(self) -> list[ChatLine]:
        """The chat lines come since the last call."""
        ...
