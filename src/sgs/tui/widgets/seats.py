"""Every seat around the table, one row each, named by its seat number all game."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.containers import VerticalScroll
from textual.message import Message
from textual.widgets import Static

from ...cli.client import general_skills, paired
from ..on_general import hp_markup
from ..rules_text import seat_facts
from ..seat_view import SeatView

Json = dict[str, Any]

_MARKS = ("free", "picked", "dim")


def seat_markup(p: Json, view: SeatView, lines: int = 3) -> str:
    """Three lines: who and how they stand; reach, equipment and judgment; skills.
    Fewer ``lines`` when the table is crowded: the first ones, everything that does
    not fit on them joined to the last."""
    seat, table = int(p["seat"]), view.table
    current = table.get("current") == seat and bool(table.get("turn")) and p.get("alive")
    mine = seat == view.seat
    head = f"{'▶' if current else ' '}[bold]{seat}[/bold] "
    general = view.general_label(p)
    name = f"[bold cyan]{general}（{view.ui('you_tag')}）[/]" if mine and view.lang == "zh" \
        else f"[bold cyan]{general} ({view.ui('you_tag')})[/]" if mine else f"[bold]{general}[/]"
    vitals = f"{hp_markup(p, view)}  {view.ui('hand_n', n=p['hand_count'])}" \
        if p.get("alive", True) else f"[red]✝ {view.ui('dead')}[/red]"
    if paired(p):  # two generals' names are long: a narrow row cuts them, not the HP
        head += f"{vitals}  {view.side(p)}  {name}"
    else:
        head += f"{name}  {vitals}  {view.side(p)}"

    facts = seat_facts(p, view)
    working = set(p.get("skills") or ())
    skills = ("" if view.lang == "zh" else " · ").join(
        view.skill(s) if s in working or not paired(p) else f"[dim]{view.skill(s)}[/dim]"
        for s in general_skills(view.catalogue, p))
    kingdom = f"[dim]{view.name(p['kingdom'])}[/dim] " if p.get("kingdom") and \
        not paired(p) else ""
    rows = [head, " · ".join(facts), f"{kingdom}[italic]{skills}[/italic]" if kingdom or skills
            else ""]
    kept = [*rows[:lines - 1], " · ".join(r for r in rows[lines - 1:] if r)]
    return "\n".join([kept[0], *("   " + r for r in kept[1:])])


class SeatRow(Static):
    """One seat: click it to choose it as a target or to read its skills."""

    class Clicked(Message):
        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

    class Hovered(Message):
        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

    def __init__(self, seat: int) -> None:
        super().__init__(id=f"seat-{seat}", classes="seat")
        self.seat = seat

    def show(self, p: Json, view: SeatView, mark: str | None, lines: int = 3) -> None:
        self.update(Text.from_markup(seat_markup(p, view, lines)))
        self.styles.height = lines
        self.set_class(p["seat"] == view.seat, "me")
        self.set_class(not p.get("alive", True), "dead")
        self.set_class(view.table.get("current") == p["seat"] and bool(view.table.get("turn")),
                       "current")
        for m in _MARKS:
            self.set_class(mark == m, m)

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(self.Clicked(self.seat))

    def on_enter(self, event: events.Enter) -> None:
        self.post_message(self.Hovered(self.seat))


class SeatList(VerticalScroll, can_focus=False):
    """The seats in seat order; rows are made once the table is known."""

    _last: tuple[SeatView, dict[int, str]] | None = None

    def show(self, view: SeatView, marks: dict[int, str]) -> None:
        self._last = (view, marks)
        players = view.players
        rows = list(self.query(SeatRow))
        if len(rows) != len(players):
            self.remove_children()
            rows = [SeatRow(int(p["seat"])) for p in players]
            self.mount_all(rows)
        # three lines a seat when they all fit, else two, else one: every seat in sight
        room = self.size.height or 3 * len(players)
        lines = next((k for k in (3, 2) if k * len(players) <= room), 1)
        for row, p in zip(rows, players, strict=True):
            row.show(p, view, marks.get(int(p["seat"])), lines)

    def on_resize(self) -> None:
        if self._last is not None:
            self.show(*self._last)
