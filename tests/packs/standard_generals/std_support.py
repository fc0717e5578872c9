"""Helpers shared by the standard generals' rule tests."""

from __future__ import annotations

from typing import Any

from sgs.core import Place, Zone
from sgs.core.requests import ActRequest
from sgs.testing import Table

DISCARD = Place(Zone.DISCARD)


def table(*generals: str, **kw: Any) -> Table:
    """A table of the standard set (its 108 cards, the 25 generals and the blank ones)."""
    return Table(*generals, pack="standard", **kw)


def hand_of(seat: int) -> Place:
    return Place(Zone.HAND, seat)


def skill_log(t: Table, skill: str, seat: int | None = None) -> list[dict[str, Any]]:
    return [r for r in t.log("skill")
            if r["skill"] == skill and (seat is None or r["seat"] == seat)]


def has_option(t: Table, key: str) -> bool:
    """The pending act request offers ``key`` (``skill:x``, or ``skill:x:card``)."""
    req = t.pending
    assert isinstance(req, ActRequest)
    return any(o.key == key or o.key.startswith(key + ":") for o in req.options)


def index(t: Table, pred: Any) -> int:
    """The position in the log of the first record ``pred`` accepts."""
    return next(i for i, r in enumerate(t.game.log) if pred(r))


def finish_turn(t: Table) -> None:
    """End the current play phase and answer every later request by default until the
    next play request."""
    t.end_play()
    while t.pending.kind != "play":
        t.answer(t.pending.default())
