"""Which 无懈可击 windows a seat passes without being asked, decided from its observation
alone (the request's data, ``table.resolving``, ``you.allies``): the same rule at the
full-screen table (:mod:`sgs.tui.autopass`) and in the line mode (:mod:`sgs.cli.play`).

An AoE or a delayed trick asks once per target (nine questions before a new player's
first turn in hegemony), so a player may pass the rest of a card with one key, and may
choose to be asked only when a 无懈可击 could matter to them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

CardKey = tuple[Any, ...]  # a card being resolved: (turn, card, user, targets)


def nullification_window(req: Mapping[str, Any]) -> bool:
    return req.get("kind") == "respond" and req.get("reason") == "nullification" and \
        bool(req.get("can_pass"))


def card_in_play(table: Mapping[str, Any]) -> CardKey | None:
    """The card whose effects are being resolved (the outermost use of
    ``table.resolving``: the AoE, not the 无懈可击 chain on it), as a key; None when none."""
    for frame in table.get("resolving") or ():
        if isinstance(frame, Mapping) and frame.get("t") == "use":
            return (table.get("turn"), frame.get("card"), frame.get("user"),
                    tuple(frame.get("targets") or ()))
    return None


def matters(req: Mapping[str, Any], seat: int | None, you: Mapping[str, Any],
            table: Mapping[str, Any]) -> bool:
    """Whether a 无懈可击 window could matter to ``seat``: the effect's target is the seat
    or a known ally (``you.allies``), or the card being cancelled stands against a card
    the seat or an ally used (someone's 无懈可击 on your 过河拆桥).  An opponent's own
    gain (their 无中生有) does not count: only known allies are known."""
    mine = {seat, *(you.get("allies") or ())}
    data = req.get("data") or {}
    if data.get("effect_target") in mine:
        return True
    uses = [f for f in table.get("resolving") or ()
            if isinstance(f, Mapping) and f.get("t") == "use"]
    # the window counters the last use; the ones under it are what that use cancels
    return any(f.get("user") in mine for f in uses[:-1])


def still_passing(passing: CardKey | None, events: Iterable[Mapping[str, Any]]) -> \
        CardKey | None:
    """The card passed (``z``) after these log records: none once another card is used."""
    if passing is not None and any(e.get("t") == "use" and e.get("card") != "nullification"
                                   for e in events):
        return None
    return passing


def pass_without_asking(req: Mapping[str, Any], seat: int | None, you: Mapping[str, Any],
                        table: Mapping[str, Any], nullify_matters: bool,
                        passing: CardKey | None = None) -> str | None:
    """Why this request is passed without asking — ``"card"``: a window of the card the
    player passes (``passing``, while it is the card in play); ``"not_yours"``: with
    ``nullify_matters``, a window that cannot matter to the seat — or None to ask."""
    if not nullification_window(req):
        return None
    if passing is not None and passing == card_in_play(table):
        return "card"
    if nullify_matters and not matters(req, seat, you, table):
        return "not_yours"
    return None
