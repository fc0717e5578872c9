"""The screens over the table: choosing a general, rules text, a confirmation before
hurting a friend, the settings, and the end of the game."""

from __future__ import annotations

from typing import ClassVar

from rich.markup import escape
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ..cli.session import replay_hint
from .autopass import Settings
from .keys import LETTERS
from .link import Ending
from .rules_text import everything_markup, general_markup
from .seat_view import SeatView


def _static(markup: str, id: str | None = None, classes: str | None = None) -> Static:
    return Static(Text.from_markup(markup), id=id, classes=classes)


class GeneralScreen(ModalScreen[str]):
    """The generals offered at setup, each with its skills' text: a letter or a click."""

    def __init__(self, options: list[str], view: SeatView) -> None:
        super().__init__()
        self.options, self.view = options, view

    def compose(self) -> ComposeResult:
        v = self.view
        with Vertical(id="dialog"):
            role = v.ui("g.role", role=v.names.role(v.me.get("role")))
            head = f"[bold]{v.ui('g.title')}[/bold]  {role}"
            yield _static(f"{head}\n[dim]{v.ui('g.hint')}[/dim]")
            with VerticalScroll():
                for key, gid in zip(LETTERS, self.options, strict=False):
                    yield _static(f"[reverse bold] {key} [/] {general_markup(gid, v)}",
                                  id=f"general-{gid}", classes="general")

    def on_key(self, event: events.Key) -> None:
        if event.character and event.character in LETTERS[:len(self.options)]:
            event.stop()
            self.dismiss(self.options[LETTERS.index(event.character)])

    def on_click(self, event: events.Click) -> None:
        widget = event.widget
        while widget is not None and not (widget.id or "").startswith("general-"):
            widget = widget.parent  # type: ignore[assignment]
        if widget is not None:
            self.dismiss(str(widget.id)[len("general-"):])


class RulesScreen(ModalScreen[None]):
    """Every skill at the table and every card in play, with its text."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,question_mark,q", "close", "close")]

    def __init__(self, view: SeatView) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield _static(f"[bold]{self.view.ui('r.title')}[/bold]")
            with VerticalScroll():
                yield _static(everything_markup(self.view))

    def action_close(self) -> None:
        self.dismiss(None)


class ConfirmScreen(ModalScreen[bool]):
    """Yes or no before an answer that hurts a player known to be on your side."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "yes"), Binding("n,escape", "answer(False)", "no")]

    def __init__(self, text: str, view: SeatView) -> None:
        super().__init__()
        self.text, self.view = text, view

    def compose(self) -> ComposeResult:
        v = self.view
        with Vertical(id="dialog", classes="small"):
            yield _static(f"[bold red]{v.ui('harm.title')}[/bold red]\n{self.text}")
            yield _static(f"[reverse] {v.ui('yes')} [/]   [reverse] {v.ui('no')} [/]")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class SettingsScreen(ModalScreen[None]):
    """The player's settings: what is answered without asking, and the bots' pace."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("1", "switch('own_trick')", show=False),
                Binding("2", "switch('forced')", show=False),
                Binding("plus,equals_sign", "pace(1)", show=False),
                Binding("minus", "pace(-1)", show=False),
                Binding("escape,f2,q", "close", "close")]

    def __init__(self, settings: Settings, view: SeatView) -> None:
        super().__init__()
        self.settings, self.view = settings, view

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="small"):
            yield Static(id="settings")

    def on_mount(self) -> None:
        self._show()

    def _show(self) -> None:
        s, v = self.settings, self.view

        def box(on: bool) -> str:
            return "[green]\\[x][/green]" if on else "\\[ ]"

        self.query_one("#settings", Static).update(Text.from_markup("\n".join([
            f"[bold]{v.ui('s.title')}[/bold]", "",
            f"1 {box(s.own_trick)} {v.ui('s.own_trick')}",
            f"2 {box(s.forced)} {v.ui('s.forced')}",
            f"  {v.ui('s.pace', pace=f'{s.pace:g}')}"])))

    def action_switch(self, name: str) -> None:
        setattr(self.settings, name, not getattr(self.settings, name))
        self._show()

    def action_pace(self, step: int) -> None:
        self.settings.pace = change_pace(self.settings.pace, step)
        self._show()

    def action_close(self) -> None:
        self.dismiss(None)


_PACES = (0.0, 0.2, 0.4, 0.6, 1.0, 1.5, 2.0, 3.0)


def change_pace(pace: float, step: int) -> float:
    """The next pace up or down the ladder from ``pace``."""
    i = min(range(len(_PACES)), key=lambda k: abs(_PACES[k] - pace))
    return _PACES[max(0, min(len(_PACES) - 1, i + step))]


class EndScreen(ModalScreen[None]):
    """The result, the winners, every seat's role, how to play this deal again and where
    the log is.  Esc goes back to the table (to read the story; Enter there comes back
    here); q leaves."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "table"), Binding("q,enter", "app.quit", "quit")]

    def __init__(self, view: SeatView, ending: Ending) -> None:
        super().__init__()
        self.view, self.ending = view, ending

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            with VerticalScroll():
                yield _static(end_markup(self.view, self.ending), id="end")
            # below the scroll, so a short terminal still shows how to leave
            yield _static(f"[dim]{self.view.ui('end.keys')}[/dim]", id="end-keys")

    def action_close(self) -> None:
        self.dismiss(None)


def end_markup(view: SeatView, ending: Ending) -> str:
    v = view
    winners = [int(s) for s in v.table.get("winners") or ()]
    result = "m.result_draw" if not winners else \
        "m.result_win" if v.seat in winners else "m.result_lose"
    colour = "green" if result == "m.result_win" else "red" if winners else "white"
    lines = [f"[bold]{v.ui('end.title')}[/bold]", f"[bold {colour}]{v.ui(result)}[/]"]
    if winners:
        lines.append(v.ui("m.winners", list=v.names.join(v.who(s) for s in winners)))
    lines += ["", f"[bold]{v.ui('m.roles')}[/bold]"]
    for p in v.players:
        general = v.name(p["general"]) if p.get("general") else "—"
        star = " [yellow]★[/yellow]" if p["seat"] in winners else ""
        state = "" if p.get("alive", True) else f" [dim]{v.ui('dead')}[/dim]"
        you = f" ({v.ui('you_tag')})" if p["seat"] == v.seat else ""
        lines.append(f"  {p['seat']} {general}{you}  {v.names.role(p.get('role'))}{state}{star}")
    lines += ["", v.ui("end.again"), f"  [bold]{escape(ending.command)}[/bold]"]
    if ending.log_path is not None:
        lines += [v.ui("end.watch"),
                  f"  [bold]{escape(replay_hint(ending.log_path, ending.seat, v.lang))}[/bold]",
                  v.ui("end.log", path=escape(ending.log_path))]
    else:
        lines.append(v.ui("end.no_log"))
    return "\n".join(lines)

