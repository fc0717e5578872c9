"""Tables with the maneuvering (军争) cards: the ``standard+maneuvering`` set, its
160-card deck (the standard 108 and the expansion's 52), with the blank generals for
testing cards."""

from __future__ import annotations

from typing import Any

from sgs.testing import Table


def table(*generals: str, **kw: Any) -> Table:
    """A ``Table`` of the ``standard+maneuvering`` set."""
    return Table(*generals, pack="standard+maneuvering", **kw)


def chain(t: Table, *seats: int) -> None:
    """Lay these players' generals chained (横置) once the table has started (a test's
    layout, not a rule: the rules chain through ``ops.states.set_chained``)."""
    for s in seats:
        t.game.p(s).chained = True


def damages(t: Table) -> list[tuple[int, int, str, bool]]:
    """(target, amount, nature, chain transmission) of each damage dealt, in order."""
    return [(r["target"], r["amount"], r["nature"], bool(r.get("chained")))
            for r in t.log("damage")]


def recast_key(t: Table, spec: str) -> dict[str, Any]:
    """The answer recasting the hand card ``spec`` (a play-phase option)."""
    return {"option": f"recast:{t.find(spec)}"}
