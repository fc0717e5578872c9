"""Answering a request by pointing: one small state machine per request kind.

A :class:`Choice` is built from the request's JSON alone (docs/protocol.md).
It tells the table what may be pointed at now (:meth:`Choice.items` — cards,
skills, yes/no … — and :meth:`Choice.seat_marks`), takes one pointing at a
time (:meth:`pick`, :meth:`pick_seat`), Enter (:meth:`confirm`), Esc
(:meth:`back`) and pass (:meth:`give_up`), and answers with an
:class:`Outcome`: a :class:`Submit` once the answer is complete, a
:class:`Note` explaining why nothing happened, or ``None`` when only the
selection changed.  Seats are always named by their seat number.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..seat_view import SeatView
from .act import ActChoice
from .base import DIM, FREE, OFF, PICKED, Choice, Item, Note, Outcome, Submit
from .picks import (
    CardOfChoice,
    CardsChoice,
    ConfirmChoice,
    OptionChoice,
    OtherChoice,
    PlayersChoice,
)
from .placing import ArrangeChoice, DistributeChoice

__all__ = ["DIM", "FREE", "OFF", "PICKED", "ActChoice", "ArrangeChoice", "CardOfChoice",
           "CardsChoice", "Choice", "ConfirmChoice", "DistributeChoice", "Item", "Note",
           "OptionChoice", "OtherChoice", "Outcome", "PlayersChoice", "Submit", "choice_for"]

Json = dict[str, Any]

_KINDS: dict[str, Callable[..., Choice]] = {
    "play": ActChoice, "respond": ActChoice, "cards": CardsChoice, "card_of": CardOfChoice,
    "players": PlayersChoice, "option": OptionChoice, "confirm": ConfirmChoice,
    "arrange": ArrangeChoice, "distribute": DistributeChoice,
}


def choice_for(req: Json, view: SeatView, forced: bool = True) -> Choice:
    """The choice that answers ``req``."""
    return _KINDS.get(str(req.get("kind")), OtherChoice)(req, view, forced)
