"""Questions the player chose not to be asked, answered by themselves.

Settings the player controls (F2): never 无懈可击 your own card (its window is
passed), never be asked when only one answer is legal (it is given), and be asked
about 无懈可击 only when it could matter to you.  Besides, ``z`` at a 无懈可击
window passes every later window of the same card (an AoE asks once per target:
nine questions before a new player's first turn).  Each decides from the seat's
observation alone: the request's data and ``table.resolving``, ``you.allies``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cli.client import only_answer, own_card_window
from ..cli.passing import (
    CardKey,
    card_in_play,
    matters,
    nullification_window,
    pass_without_asking,
)
from ..cli.settings import Settings
from .seat_view import SeatView

# (the 无懈可击 rules and the settings are shared with the line mode: sgs.cli.passing,
# sgs.cli.settings; their names stay importable from here)
__all__ = ["Auto", "CardKey", "Settings", "automatic", "card_in_play", "matters",
           "nullification_window"]

Json = dict[str, Any]


@dataclass(frozen=True)
class Auto:
    """An answer given for the player, and why (shown in the log)."""

    value: Any
    why: str


def automatic(req: Json, view: SeatView, settings: Settings,
              passing: CardKey | None = None) -> Auto | None:
    """The answer to give without asking, or None to ask.  ``passing``: the card whose
    windows the player passes (``z``)."""
    if settings.own_trick and own_card_window(req, view.seat):
        card = (req.get("data") or {}).get("card")
        return Auto(None, view.ui("n.auto_pass_own", card=view.names.card(str(card))))
    why = pass_without_asking(req, view.seat, view.you, view.table,
                              settings.nullify_matters, passing)
    if why == "card" and passing is not None:
        return Auto(None, view.ui("n.auto_pass_card", card=view.names.card(str(passing[1]))))
    if why == "not_yours":
        return Auto(None, view.ui("n.auto_not_yours"))
    if settings.forced and req.get("prompt") not in ("choose_general", "choose_generals"):
        found, value = only_answer(req)
        if found:
            return Auto(value, view.ui("n.auto_only"))
    return None
