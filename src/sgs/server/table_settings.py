"""The settings of a room's game (:class:`TableSettings`): what the table makes the game
from, and its clocks."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class TableSettings:
    """One game of a room.

    ``bots``: seat → bot name (``rule``, ``random``) for the seats without a person; every
    other seat is a person's.  ``auto_bot`` plays a person's seat under 托管.
    ``mode_options`` go to the mode (identity's chosen generals …), ``options`` to the
    game (its log header's options, e.g. ``start_phase``); ``face_down_view`` is the
    room setting for face-down cards on generals (docs/protocol.md).

    The clocks, in seconds (docs/server.md, "The game in a room" and "The waiting
    rule"): ``decision_seconds`` for a request at a public stop (the play phase, the
    setup's picks); ``window_seconds`` is how long the table takes, every time, from
    an action in the play phase to the next public stop, and ``turn_seconds`` the same
    after the end of a play phase or a setup pick (the rest of the turn and the next
    one's start), ``turn_seconds`` more for each further turn between: every private
    decision between (a 闪, a 无懈可击, a rescue, a discard) is made within it, each in
    at most ``decision_seconds``.
    ``grace_seconds``: how long a disconnected person's seat waits before the bot plays
    it.
    """

    mode: str = "identity"
    card_set: str = ""  # "": the mode's own set, as sgs play picks it
    players: int = 5
    seed: int = 0
    bots: Mapping[int, str] = field(default_factory=dict)
    decision_seconds: float = 15.0
    window_seconds: float = 5.0
    turn_seconds: float = 20.0
    grace_seconds: float = 30.0
    face_down_view: str = "all"
    auto_bot: str = "rule"
    mode_options: Mapping[str, Any] = field(default_factory=dict)
    options: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.card_set:
            from ..cli.session import default_set

            object.__setattr__(self, "card_set", default_set(self.mode))
        bad = [s for s in self.bots if not (isinstance(s, int) and 0 <= s < self.players)]
        if bad:
            raise ValueError(f"bots for seats not at a table of {self.players}: {bad}")
        for name in ("decision_seconds", "window_seconds", "turn_seconds", "grace_seconds"):
            if not getattr(self, name) >= 0:
                raise ValueError(f"{name} must be a number of seconds, 0 or more")

    @property
    def persons(self) -> list[int]:
        """The seats played by people (no bot named for them)."""
        return [s for s in range(self.players) if s not in self.bots]

    def game_options(self) -> dict[str, Any]:
        """The game's options (its log header's)."""
        out = dict(self.options)
        if self.face_down_view != "all":
            out["face_down_view"] = self.face_down_view
        return out
