"""The game's public story, scrollable; what happened since your last answer stands out."""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from ..wrapping import break_offsets

# a bar in the margin marks the lines told since you last answered; older ones are dimmed
_FRESH_BAR = Segment("▍", Style(color="yellow", bold=True))
_OLD_BAR = Segment(" ")
_OLD = Style(dim=True)


class StoryLog(ScrollView, can_focus=False):
    """Lines of Rich markup, wrapped to the width; the latest ones highlighted.

    Lines are wrapped once when added and again when the width changes, so a
    long game stays cheap to draw: only the visible lines are rendered.
    """

    DEFAULT_CSS = """
    StoryLog { overflow-x: hidden; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.entries: list[Text] = []
        self.fresh_from = 0  # entries from here on are new since the last answer
        self._rows: list[tuple[Strip, int]] = []  # a wrapped row and its entry
        self._wrapped_at = 0
        self._follow = True  # keep the latest line in sight, unless the player scrolled up

    @property
    def text_width(self) -> int:
        return max(self.scrollable_content_region.width - 1, 10)  # the margin bar

    def add(self, markup_lines: list[str]) -> None:
        """Append lines (Rich markup) and follow the end if we were there."""
        if not markup_lines:
            return
        self._rewrap()
        for markup in markup_lines:
            text = Text.from_markup(markup) if markup else Text("")
            self.entries.append(text)
            self._wrap(len(self.entries) - 1)
        self._resize()

    def add_text(self, lines: list[Text]) -> None:
        """Append lines that are text, not markup (a chat line, as typed)."""
        if not lines:
            return
        self._rewrap()
        for text in lines:
            self.entries.append(text)
            self._wrap(len(self.entries) - 1)
        self._resize()

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        self._follow = new_value >= self.max_scroll_y - 0.5

    def mark_read(self) -> None:
        """Everything told so far has been seen: only later lines stand out."""
        if self.fresh_from != len(self.entries):
            self.fresh_from = len(self.entries)
            self.refresh()

    def plain(self) -> list[str]:
        return [t.plain for t in self.entries]

    # ------------------------------------------------------------ drawing
    def _rewrap(self) -> None:
        """Wrap every line again when the width is not the one they were wrapped at."""
        if self.text_width != self._wrapped_at:
            self._wrapped_at = self.text_width
            self._rows = []
            for i in range(len(self.entries)):
                self._wrap(i)

    def _wrap(self, index: int) -> None:
        width = self._wrapped_at
        text = self.entries[index]
        # broken where a line may break: a seat's name stays whole (tui.wrapping)
        lines = list(text.divide(break_offsets(text.plain, width))) if text.plain else [text]
        for line in lines:
            segments = list(line.render(self.app.console))
            self._rows.append((Strip(segments).crop_extend(0, width, None), index))

    def _resize(self) -> None:
        follow = self._follow
        self.virtual_size = Size(self.text_width + 1, len(self._rows))
        if follow:
            self.scroll_end(animate=False, force=True, immediate=True)
        self.refresh()

    def on_resize(self) -> None:
        self._rewrap()
        self._resize()  # and follow the end again when the panel got shorter

    def render_line(self, y: int) -> Strip:
        _, top = self.scroll_offset
        width = self.scrollable_content_region.width
        index = top + y
        if index >= len(self._rows):
            return Strip.blank(width, self.rich_style)
        strip, entry = self._rows[index]
        if entry >= self.fresh_from:
            return Strip([_FRESH_BAR, *strip]).crop_extend(0, width, None)
        return Strip([_OLD_BAR, *strip.apply_style(_OLD)]).crop_extend(0, width, None)
