"""A row of things to point at — cards, skills, answers — each with its key.

The chips are laid out by hand, never split across lines, so a chip's place
is known: a click or the mouse over it is found by position.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widgets import Static

from ..choosing import DIM, FREE, OFF, PICKED, Item

_STYLES = {
    FREE: Style(color="white", bgcolor="#1f4e79", bold=True),
    PICKED: Style(color="black", bgcolor="#e0b000", bold=True),
    DIM: Style(color="#7a7a7a", strike=True),
    OFF: Style(color="#b0b0b0"),
}
_KEY = Style(color="black", bgcolor="#9ad0ff", bold=True)
_KEY_OFF = Style(color="#7a7a7a")


@dataclass(frozen=True)
class Spot:
    key: str
    x0: int
    x1: int
    y: int


def chip_text(item: Item, hotkey: str | None) -> Text:
    """`` a 杀 ♠7 `` with its key badge, styled by its state."""
    label = Text.from_markup(item.label)
    label.stylize(_STYLES[item.state])
    if item.state == PICKED:
        label.stylize(Style(color="black"))
    chip = Text()
    if hotkey:
        chip.append(f"{hotkey}", _KEY if item.state in (FREE, PICKED) else _KEY_OFF)
    body = Text(" ", _STYLES[item.state]) + label
    if item.mark:
        body.append(f" {item.mark}", _STYLES[item.state] + Style(italic=True))
    body.append(" ", _STYLES[item.state])
    chip.append_text(body)
    return chip


class ChipBar(Static):
    """Chips wrapped to the width, two cells apart."""

    class Picked(Message):
        def __init__(self, key: str) -> None:
            super().__init__()
            self.key = key

    class Hovered(Message):
        def __init__(self, key: str | None) -> None:
            super().__init__()
            self.key = key

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.chips: list[tuple[Item, str | None]] = []
        self.spots: list[Spot] = []
        self._hover: str | None = None

    def show(self, chips: list[tuple[Item, str | None]]) -> None:
        self.chips = chips
        self._layout()

    def _layout(self) -> None:
        width = max(self.content_region.width, 20)
        out, spots = Text(), []
        x = y = 0
        for item, hotkey in self.chips:
            chip = chip_text(item, hotkey)
            if x and x + 2 + chip.cell_len > width:
                out.append("\n")
                x, y = 0, y + 1
            elif x:
                out.append("  ")
                x += 2
            out.append_text(chip)
            spots.append(Spot(item.key, x, x + chip.cell_len, y))
            x += chip.cell_len
        self.spots = spots
        self.update(out)

    def on_resize(self) -> None:
        self._layout()

    def spot_at(self, x: int, y: int) -> str | None:
        return next((s.key for s in self.spots if s.y == y and s.x0 <= x < s.x1), None)

    def where(self, key: str) -> tuple[int, int] | None:
        """The offset of a chip inside the bar (for a pointer to click it)."""
        spot = next((s for s in self.spots if s.key == key), None)
        if spot is None:
            return None
        left, top = self.content_region.x - self.region.x, self.content_region.y - self.region.y
        return left + spot.x0 + 1, top + spot.y

    def _local(self, event: events.MouseEvent) -> tuple[int, int]:
        left, top = self.content_region.x - self.region.x, self.content_region.y - self.region.y
        return event.x - left, event.y - top

    def on_click(self, event: events.Click) -> None:
        key = self.spot_at(*self._local(event))
        if key is not None:
            event.stop()
            self.post_message(self.Picked(key))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        key = self.spot_at(*self._local(event))
        if key != self._hover:
            self._hover = key
            self.post_message(self.Hovered(key))
