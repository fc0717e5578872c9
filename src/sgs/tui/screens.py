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

from ..cli.client import dual_deputies, pair_choices, pair_mains
from ..cli.session import replay_hint
from ..cli.text import pair_text
from .autopass import Settings
from .keys import LETTERS
from .link import Ending
from .rules_text import everything_markup, general_markup
from .seat_view import SeatView
from .wrapping import home_short, shell_lines


def _static(markup: str, id: str | None = None, classes: str | None = None) -> Static:
    return Static(Text.from_markup(markup), id=id, classes=classes)


# the table's keys that still make sense while a setup pick covers it (the hint bar
# under the dialog lists them): every rules text, the settings, the pace
_TABLE_KEYS: list[BindingType] = [
    Binding("question_mark", "app.rules", show=False),
    Binding("f2", "app.settings", show=False),
    Binding("plus,equals_sign", "app.pace(1)", show=False),
    Binding("minus", "app.pace(-1)", show=False),
]


class GeneralScreen(ModalScreen[str]):
    """The generals offered at setup, each with its skills' text: a letter or a click."""

    BINDINGS: ClassVar[list[BindingType]] = _TABLE_KEYS

    def __init__(self, options: list[str], view: SeatView) -> None:
        super().__init__()
        self.options, self.view = options, view

    def compose(self) -> ComposeResult:
        v = self.view
        with Vertical(id="dialog"):
            role = v.ui("g.role", role=v.names.role(v.me.get("role")))
            head = f"[bold]{v.ui('g.title')}[/bold]  {role}"
            yield _static(f"{head}\n[dim]{v.ui('g.hint')} · {v.ui('g.scroll')}[/dim]")
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


class PairScreen(ModalScreen[str]):
    """Hegemony's pick at setup, in two steps: the main general (each candidate that has
    a partner of its kingdom, with its kingdom, 阴阳鱼 and skills), then a deputy of the
    same kingdom (each with the HP the two make).  A letter or a click; Esc goes back to
    the main.  Answers ``main+deputy``."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", show=False),
                                             *_TABLE_KEYS]

    def __init__(self, options: list[str], view: SeatView) -> None:
        super().__init__()
        self.view = view
        self.pairs = pair_choices(options)
        self.mains = pair_mains(view.catalogue, self.pairs)
        self.main: str | None = None
        self._rows: dict[Static, str] = {}

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(id="pair-head")
            yield VerticalScroll(id="pair-list")

    def on_mount(self) -> None:
        self._show()

    def choices(self) -> list[str]:
        """What a letter picks now: the mains, then the main's deputies."""
        if self.main is None:
            return self.mains
        return [b for a, b in self.pairs if a == self.main]

    def _show(self) -> None:
        v = self.view
        if self.main is None:
            step = v.ui("h.choose_main")
        else:
            step = v.ui("h.choose_deputy", main=f"[bold]{v.name(self.main)}[/bold]")
        head = f"[bold]{v.ui('g.pair_title')}[/bold]\n{step}\n" \
            f"[dim]{v.ui('g.pair_hint')} · {v.ui('g.scroll')}[/dim]"
        duals = dual_deputies(v.catalogue, self.pairs)
        if duals and self.main is None:  # 双势力 deputies: listed under each main's kingdom
            gens = v.catalogue.get("generals", {})
            paren = "（{}）" if v.lang == "zh" else " ({})"
            names = v.names.join(v.name(d) + paren.format(v.names.kingdoms_of(gens.get(d)))
                                 for d in duals)
            head += f"\n[magenta]{v.ui('g.duals', list=names)}[/magenta]"
        self.query_one("#pair-head", Static).update(Text.from_markup(head))
        box = self.query_one("#pair-list", VerticalScroll)
        box.remove_children()
        self._rows = {}
        for key, gid in zip(LETTERS, self.choices(), strict=False):
            body = general_markup(gid, v) if self.main is None else \
                f"{pair_text(v.names, v.catalogue, self.main, gid)}\n{general_markup(gid, v)}"
            row = _static(f"[reverse bold] {key} [/] {body}", classes="general")
            self._rows[row] = gid
        box.mount_all(list(self._rows))
        box.scroll_home(animate=False)

    def pick(self, gid: str) -> None:
        if self.main is None:
            self.main = gid
            self._show()
        else:
            self.dismiss(f"{self.main}+{gid}")

    def action_back(self) -> None:
        if self.main is not None:
            self.main = None
            self._show()

    def on_key(self, event: events.Key) -> None:
        choices = self.choices()
        if event.character and event.character in LETTERS[:len(choices)]:
            event.stop()
            self.pick(choices[LETTERS.index(event.character)])

    def on_click(self, event: events.Click) -> None:
        widget = event.widget
        while widget is not None and widget not in self._rows:
            widget = widget.parent  # type: ignore[assignment]
        if isinstance(widget, Static) and widget in self._rows:
            self.pick(self._rows[widget])


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
    """Yes (y) or no (n, Esc) over the table: ``title``, ``text`` and the keys' line."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "yes"), Binding("n,escape", "answer(False)", "no")]

    def __init__(self, text: str, view: SeatView, title: str = "", keys: str = "") -> None:
        super().__init__()
        self.text, self.view = text, view
        self.title_text = title or view.ui("harm.title")
        self.keys = keys or f"[reverse] {view.ui('yes')} [/]   [reverse] {view.ui('no')} [/]"

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="small"):
            yield _static(f"[bold red]{self.title_text}[/bold red]\n{self.text}")
            yield _static(self.keys)

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class LeaveScreen(ConfirmScreen):
    """q before the game is over: leave (the log is saved) or stay."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,q", "answer(True)", "leave"), Binding("n,escape", "answer(False)", "stay")]

    def __init__(self, view: SeatView) -> None:
        super().__init__(view.ui("q.text"), view, view.ui("q.title"),
                         f"[dim]{view.ui('q.keys')}[/dim]")


class DeadScreen(ModalScreen[str]):
    """The player has died: watch on faster (w), at this pace (Enter, Esc) or skip to the
    result (s).  Answers "fast", "on" or "skip"."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("w", "answer('fast')", "faster"), Binding("enter,escape", "answer('on')", "on"),
        Binding("s", "answer('skip')", "skip")]

    def __init__(self, view: SeatView) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        v = self.view
        with Vertical(id="dialog", classes="small"):
            yield _static(f"[bold red]{v.ui('dead.title')}[/bold red]\n{v.ui('dead.text')}")
            yield _static(f"[dim]{v.ui('dead.keys')}[/dim]")

    def action_answer(self, how: str) -> None:
        self.dismiss(how)


class SettingsScreen(ModalScreen[None]):
    """The player's settings: what is answered without asking, and the bots' pace."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("1", "switch('own_trick')", show=False),
                Binding("2", "switch('forced')", show=False),
                Binding("3", "switch('nullify_matters')", show=False),
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
            f"3 {box(s.nullify_matters)} {v.ui('s.nullify_matters')}",
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
                yield _static("", id="end")
            # below the scroll, so a short terminal still shows how to leave
            yield _static(f"[dim]{self.view.ui('end.keys')}[/dim]", id="end-keys")

    def on_resize(self) -> None:
        # the commands are broken to the dialog's width (less its padding and scrollbar)
        width = self.query_one("#end", Static).size.width or 76
        self.query_one("#end", Static).update(
            Text.from_markup(end_markup(self.view, self.ending, width)))

    def action_close(self) -> None:
        self.dismiss(None)


def _command(command: str, width: int) -> list[str]:
    """A command to copy, indented, broken between its arguments (``\\`` continues it)."""
    return [f"  [bold]{escape(line)}[/bold]" for line in shell_lines(command, width - 2)]


def end_markup(view: SeatView, ending: Ending, width: int = 76) -> str:
    """The end screen's text, its commands broken to fit ``width`` cells."""
    v = view
    winners = [int(s) for s in v.table.get("winners") or ()]
    result = "m.result_draw" if not winners else \
        "m.result_win" if v.seat in winners else "m.result_lose"
    colour = "green" if result == "m.result_win" else "red" if winners else "white"
    lines = [f"[bold]{v.ui('end.title')}[/bold]", f"[bold {colour}]{v.ui(result)}[/]"]
    if winners:
        lines.append(v.ui("m.winners", list=v.names.join(v.who(s) for s in winners)))
    roles = any("role" in p for p in v.players)
    lines += ["", f"[bold]{v.ui('m.roles' if roles else 'm.kingdoms')}[/bold]"]
    for p in v.players:
        general = v.general_label(p, sep=" / ") if p.get("general") or p.get("generals") \
            else "—"
        star = " [yellow]★[/yellow]" if p["seat"] in winners else ""
        state = "" if p.get("alive", True) else f" [dim]{v.ui('dead')}[/dim]"
        you = f" ({v.ui('you_tag')})" if p["seat"] == v.seat else ""
        lines.append(f"  {p['seat']} {general}{you}  {v.side(p)}{state}{star}")
    lines += ["", v.ui("end.again"), *_command(ending.command, width)]
    if ending.log_path is not None:
        lines += [v.ui("end.watch"),
                  *_command(replay_hint(ending.log_path, ending.seat, v.lang), width),
                  v.ui("end.log", path=escape(home_short(ending.log_path)))]
    else:
        lines.append(v.ui("end.no_log"))
    return "\n".join(lines)

