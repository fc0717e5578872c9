"""General cards in play: revealing one (明置).

What a player's cards give is the mode's (``Mode.traits``); an operation
changes the cards through ``Game.set_generals``, which derives it again.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..events import RevealEvent, Timing
from ..generals import Position
from .trigger import trigger

if TYPE_CHECKING:
    from ..game import Game

Flow = Generator[Any, Any, Any]


def reveal_general(g: Game, seat: int, position: Position = Position.MAIN) -> Flow:
    """明置 ``seat``'s face-down general card at ``position``: the mode derives what
    the cards now give, the ``reveal_general`` record is written, the victory
    check runs (it may end the game), then ``GENERAL_REVEALED`` fires.  False
    if there is no such face-down card; True when revealed."""
    p = g.p(seat)
    cards = list(p.generals)
    at = next((i for i, c in enumerate(cards) if c.position is position
               and not c.revealed and not c.removed), None)
    if at is None:
        return False
    card = cards[at] = replace(cards[at], revealed=True)
    g.set_generals(seat, cards)
    g.emit("reveal_general", seat=seat, general=card.general, position=position.value)
    g.check_victory()
    ev = RevealEvent(seat, card.general, position.value,
                     parent=g.stack[-1] if g.stack else None)
    yield from trigger(g, Timing.GENERAL_REVEALED, ev)
    g.record(ev)
    return True
