"""Questions the player chose not to be asked, answered by themselves.

Settings the player controls (F2): never 无懈可击 your own card (its window is
passed), never be asked when only one answer is legal (it is given), and be asked
about 无懈可击 only when it could matter to you.  Besides, ``z`` at a 无懈可击
window passes every later window of the same card (an AoE asks once per target:
nine questions before a new player's first turn).  Each decides from the seat's
observation alone: the request's data and ``table.resolving``, ``you.allies``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..cli.client import only_answer, own_card_window
from .seat_view import SeatView

Json = dict[str, Any]


@dataclass
class Settings:
    own_trick: bool = True  # pass the 无懈可击 windows of your own cards
    forced: bool = True  # answer when only one answer is legal; fill in a lone target
    pace: float = 0.6  # seconds of pause after each bot action that shows something
    nullify_matters: bool = False  # ask about 无懈可击 only when it could matter to you


@dataclass(frozen=True)
class Auto:
    """An answer given for the player, and why (shown in the log)."""

    value: Any
    why: str


CardKey = tuple[Any, ...]


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


def automatic(req: Json, view: SeatView, settings: Settings,
              passing: CardKey | None = None) -> Auto | None:
    """The answer to give without asking, or None to ask.  ``passing``: the card whose
    windows the player passes (``z``)."""
    if settings.own_trick and own_card_window(req, view.seat):
        card = (req.get("data") or {}).get("card")
        return Auto(None, view.ui("n.auto_pass_own", card=view.names.card(str(card))))
    if nullification_window(req):
        if passing is not None and passing == card_in_play(view.table):
            return Auto(None, view.ui("n.auto_pass_card", card=view.names.card(
                str(passing[1]))))
        if settings.nullify_matters and not matters(req, view.seat, view.you, view.table):
            return Auto(None, view.ui("n.auto_not_yours"))
    if settings.forced and req.get("prompt") not in ("choose_general", "choose_generals"):
        found, value = only_answer(req)
        if found:
            return Auto(value, view.ui("n.auto_only"))
    return None
