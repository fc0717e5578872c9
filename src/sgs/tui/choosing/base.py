"""What every choice shares: the states of what may be pointed at, the outcomes of a
pointing, and the base :class:`Choice` (nothing to point at but the hand)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..on_general import card_markup
from ..seat_view import SeatView

Json = dict[str, Any]

FREE, PICKED, DIM, OFF = "free", "picked", "dim", "off"


@dataclass
class Item:
    """Something to point at.  ``state``: FREE (may be chosen), PICKED (chosen),
    DIM (cannot be chosen; ``reason`` says why) or OFF (not part of this choice).
    ``about``: the catalogue id whose rules text tells about it; ``hotkey``: a key
    of its own (else the table gives it a letter); ``mark``: a badge (order …)."""

    key: str
    label: str
    state: str = FREE
    reason: str = ""
    about: str | None = None
    row: str = "extra"
    hotkey: str | None = None
    mark: str = ""


@dataclass
class Submit:
    """The answer is complete.  ``warn``: ask the player to confirm first (why)."""

    value: Any
    warn: str | None = None


@dataclass
class Note:
    text: str


Outcome = Submit | Note | None


@dataclass
class Choice:
    """The base: a request, the seat's view, and nothing to point at."""

    req: Json
    view: SeatView
    forced: bool = True  # fill in a lone target by itself

    @property
    def can_pass(self) -> bool:
        return False

    def ready(self) -> bool:
        """Enter would answer now."""
        return False

    def items(self) -> list[Item]:
        return self.hand_items({})

    def seat_marks(self) -> dict[int, str]:
        return {}

    def pick(self, key: str) -> Outcome:
        return None

    def pick_seat(self, seat: int) -> Outcome:
        return None

    def confirm(self) -> Outcome:
        return Note(self.view.ui("n.not_complete"))

    def back(self) -> Outcome:
        return None

    def give_up(self) -> Outcome:
        return Note(self.view.ui("n.cannot_pass"))

    def declined(self) -> None:
        """The player said no to the warning of a :class:`Submit`: choose again."""

    def status(self) -> str:
        return ""

    # ------------------------------------------------------------ helpers
    def hand_items(self, states: dict[int, tuple[str, str]]) -> list[Item]:
        """Every hand card, in the state ``states`` gives it (OFF when not given)."""
        out = []
        for cid in self.view.hand:
            state, reason = states.get(cid, (OFF, ""))
            out.append(Item(f"card:{cid}", self.view.card(cid), state, reason,
                            self.view.card_name(cid), row="hand"))
        return out

    def card_item(self, cid: int, state: str, mark: str = "") -> Item:
        """A card that may be outside the hand: its place is told beside it (a card on a
        general lying face down is marked so)."""
        on_general = self.view.on_general(cid)
        label = card_markup(on_general[2], self.view) if on_general is not None \
            else self.view.card(cid)
        place = self.view.place(cid)
        if place not in (None, "hand"):
            label += f" [dim]({self.view.ui(f'zone.{place}')})[/dim]"
        row = "hand" if place == "hand" else "extra"
        return Item(f"card:{cid}", label, state, about=self.view.card_name(cid), row=row,
                    mark=mark)

    def seat_item(self, seat: int, state: str, mark: str = "") -> Item:
        return Item(f"seat:{seat}", self.view.who(seat), state, hotkey=str(seat), mark=mark)


def card_id(key: str) -> int | None:
    return int(key[5:]) if key.startswith("card:") and key[5:].isdigit() else None


def need_text(lo: int, hi: int, view: SeatView) -> str:
    return str(lo) if lo == hi else view.ui("n.need_range", lo=lo, hi=hi)
