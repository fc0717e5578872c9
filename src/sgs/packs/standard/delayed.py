"""Delayed tricks (延时锦囊): 乐不思蜀 and 闪电 (rules/identity-and-cards.md §2, §3).

Using one puts it in a judgment area (core's ``DelayedDef``).  In its
owner's judgment phase it goes to the processing area, gets a 无懈可击 window
(``rules.py``), and then ``on_judge`` runs; what is still in the processing
area afterwards is discarded by the judgment phase.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ...core import CardFace, DelayedDef, Game, Player, Suit, ops
from ...core.events import CardUse
from ...core.ops.vocab import can_place_in_judge, move_to_judge
from ...core.zones import PROCESSING
from .builder import std

Flow = Generator[Any, Any, Any]


def _heart(face: CardFace) -> bool:
    return face.suit is Suit.HEART


def _strikes(face: CardFace) -> bool:
    """闪电 hits on ♠2–9."""
    return face.suit is Suit.SPADE and 2 <= face.rank <= 9


@std.card
class Indulgence(DelayedDef):
    """乐不思蜀: on another player; judge, and unless ♥ they skip their play phase."""

    name = "indulgence"
    harms_targets = True
    nullifiable = True

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return seat != user.seat and super().target_ok(g, user, face, chosen, seat)

    def on_judge(self, g: Game, seat: int, card: int, face: CardFace, use: CardUse) -> Flow:
        if seat in use.nullified:
            return None
        ev = yield from ops.judge(g, seat, "indulgence", good=_heart)
        assert ev.face is not None
        if not _heart(ev.face) and g.turn is not None:
            g.turn.skip_phases.add("play")
        return None


@std.card
class Lightning(DelayedDef):
    """闪电: on yourself (not if you have one); judge ♠2–9 → 3 thunder damage with no
    source; otherwise, or if cancelled, it moves on to the next player who can take it."""

    name = "lightning"
    nullifiable = True
    auto_targets = "self"

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return seat == user.seat and super().target_ok(g, user, face, chosen, seat)

    def on_judge(self, g: Game, seat: int, card: int, face: CardFace, use: CardUse) -> Flow:
        if seat not in use.nullified:
            ev = yield from ops.judge(g, seat, "lightning",
                                      good=lambda f: not _strikes(f))
            assert ev.face is not None
            if _strikes(ev.face):
                yield from ops.damage(g, None, seat, 3, nature="thunder", card=face)
                return None
        yield from pass_on(g, seat, card, face)
        return None


def pass_on(g: Game, seat: int, card: int, face: CardFace) -> Flow:
    """闪电 moves to the next living player who can take it (none has one already,
    nothing prohibits it); if nobody else can, it goes back to ``seat``."""
    if g.place[card] != PROCESSING:
        return None
    for cand in [*g.seats_from(seat)[1:], seat]:
        if g.p(cand).alive and can_place_in_judge(g, cand, cand, face):
            yield from move_to_judge(g, cand, cand, card, face)
            return cand
    return None
