"""Hegemony mode's own state in a game (``g.mode_state``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core import Game
from ..stalemate import Quiet


@dataclass(slots=True)
class HegemonyState:
    """``players``: how many started (the careerist rule counts against it);
    ``kingdoms``: each seat's kingdom once fixed by its first reveal (or
    ``"careerist"``); ``claims``: per kingdom, how many players have revealed a
    general of it so far, alive or dead, careerists included; ``both_shown``: both
    of a seat's generals have been revealed (its reveal rewards are given);
    ``leftover``: a 阴阳鱼 was left over when the seat's max HP was counted;
    ``vanguard``: the first reveal's reward (先驱) is still to be taken; ``deputies``:
    each seat's deputy general as the mode last saw it ("" before it is seated, None
    for no deputy), to tell a deputy 加入ed from one 变更d; ``wild_marks``: each
    seat's 野心家 marks not yet spent; ``wild_given``: the seat has had its one 野心家
    mark (a wild general's first reveal gives it, once a game); ``main_shown``: the
    seat's main general has been face up at some time (seed 001 双: 主将未明置过);
    ``quiet``: the stalemate rule's count (``sgs.modes.stalemate``)."""

    players: int = 0
    kingdoms: list[str | None] = field(default_factory=list)
    claims: dict[str, int] = field(default_factory=dict)
    both_shown: list[bool] = field(default_factory=list)
    leftover: list[bool] = field(default_factory=list)
    vanguard: bool = True
    deputies: list[str | None] = field(default_factory=list)
    wild_marks: list[int] = field(default_factory=list)
    wild_given: list[bool] = field(default_factory=list)
    main_shown: list[bool] = field(default_factory=list)
    quiet: Quiet = field(default_factory=Quiet)


def state(g: Game) -> HegemonyState:
    st = g.mode_state
    if not isinstance(st, HegemonyState):
        raise TypeError(f"game of mode {g.mode.id!r} has no hegemony state")
    return st
