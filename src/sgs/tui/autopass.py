"""Questions the player chose not to be asked, answered by themselves.

Two settings the player controls (F2): never 无懈可击 your own card (its window
is passed), and never be asked when only one answer is legal (it is given).
"""

from __future__ import annotations

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


@dataclass(frozen=True)
class Auto:
    """An answer given for the player, and why (shown in the log)."""

    value: Any
    why: str


def automatic(req: Json, view: SeatView, settings: Settings) -> Auto | None:
    """The answer to give without asking, or None to ask."""
    if settings.own_trick and own_card_window(req, view.seat):
        card = (req.get("data") or {}).get("card")
        return Auto(None, view.ui("n.auto_pass_own", card=view.names.card(str(card))))
    if settings.forced and req.get("prompt") not in ("choose_general", "choose_generals"):
        found, value = only_answer(req)
        if found:
            return Auto(value, view.ui("n.auto_only"))
    return None
