"""What the table shows of a game on a server (``sgs play --connect``) that a local one
does not need: the time left on the seat's decision, 托管, a lost connection, and the
room's chat — shown as text, never as markup (a line is what its sayer typed)."""

from __future__ import annotations

from typing import ClassVar

from rich.markup import escape
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from .link import ChatLine, NetStatus
from .seat_view import SeatView

CHAT_MOST = 300  # characters: the server's limit of a chat line (docs/server.md, Limits)


def chat_text(line: ChatLine, view: SeatView) -> Text:
    """A chat line for the story: the name, then the words exactly as typed."""
    who = view.ui("chat.you") if line.mine else line.name
    return Text.assemble(("💬 ", ""), (who, "bold cyan"), ": ", line.text)


def status_markup(status: NetStatus, view: SeatView, asking: bool) -> str:
    """The prompt's extra line (markup): the connection, 托管, the time left."""
    if status.link == "reconnecting":
        return f"[bold red]{escape(view.ui('net.reconnecting', n=status.tries))}[/bold red]"
    if status.link == "gone":
        return f"[bold red]{escape(view.ui('net.gone'))}[/bold red]"
    if status.auto:
        return f"[bold magenta]{escape(view.ui('net.auto'))}[/bold magenta]"
    if asking and status.seconds_left is not None:
        left = int(status.seconds_left + 0.999)  # 0.2 s left reads "1 s", not "0 s"
        colour = "bold red" if left <= 5 else "yellow"
        return f"[{colour}]⏱ {escape(view.ui('net.left', s=left))}[/{colour}]"
    return ""


class ChatScreen(ModalScreen[str | None]):
    """A line to the room's chat: Enter sends it (``None``: Esc, or nothing typed)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", show=False)]

    def __init__(self, view: SeatView) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        v = self.view
        with Vertical(id="dialog", classes="small"):
            yield Static(Text(v.ui("chat.title"), style="bold"))
            yield Input(max_length=CHAT_MOST, id="chat-line")
            yield Static(Text(v.ui("chat.keys"), style="dim"))

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        self.dismiss(text or None)

    def action_cancel(self) -> None:
        self.dismiss(None)
