"""``sgs play``'s full-screen table: a client of the seat protocol, drawn with Textual.

The app drives its host one step at a time, in its own event loop (no
threads): a bot's request is answered through the host, then the table is
redrawn and, when something could be seen, it pauses ``Settings.pace``
seconds; the player's request is shown and the app waits for pointing (keys
or clicks), then submits the answer through the host.  A refusal is shown in
the player's language and the question asked again.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any, ClassVar

from rich.markup import escape
from rich.text import Text
from textual import events, on
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Static

from ..cli.client import pair_choices, paired
from ..cli.passing import still_passing
from ..cli.settings import save_settings
from ..cli.text import side_line
from .autopass import CardKey, Settings, automatic, card_in_play, nullification_window
from .choosing import FREE, OFF, Choice, Item, Note, Outcome, Submit, choice_for
from .choosing.base import card_id
from .keys import LETTERS, KeyRing
from .link import Connected, Ending, Host, NetStatus
from .net_table import ChatScreen, chat_text, status_markup
from .prompts import prompt_text
from .rules_text import entry_markup, pile_card_markup, seat_markup
from .screens import (
    DeadScreen,
    EndScreen,
    GeneralScreen,
    LeaveScreen,
    PairScreen,
    RulesScreen,
    SettingsScreen,
    change_pace,
)
from .seat_view import SeatView
from .widgets.chips import ChipBar
from .widgets.seats import SeatList, SeatRow
from .widgets.story import StoryLog

Json = dict[str, Any]
STALE = object()  # the answer of a question the server no longer asks


class TableScreen(Screen[None]):
    """The table: seats, the story and the rules text beside them, the question and the
    things to point at below.  Letters point at chips, digits at seats."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "app.confirm", show=False),
        Binding("escape", "app.cancel", show=False),
        Binding("x", "app.give_up", show=False),
        Binding("question_mark", "app.rules", show=False),
        Binding("f2", "app.settings", show=False),
        Binding("plus,equals_sign", "app.pace(1)", show=False),
        Binding("minus", "app.pace(-1)", show=False),
        Binding("pageup", "story(-1)", show=False),
        Binding("pagedown", "story(1)", show=False),
    ]

    def compose(self) -> ComposeResult:
        yield Static(id="top")
        with Horizontal(id="middle"):
            yield SeatList(id="seats")
            with Vertical(id="side"):
                yield StoryLog(id="story")
                yield Static(id="info")
        yield Static(id="prompt")
        yield ChipBar(id="chips")
        yield Static(id="hint")

    def on_mount(self) -> None:
        app = self.app
        assert isinstance(app, TableApp)
        self.query_one(StoryLog).border_title = app.view.ui("story")
        self.query_one("#info").border_title = app.view.ui("info")
        app.run_worker(app.drive(), exclusive=True, name="drive")

    def on_key(self, event: events.Key) -> None:
        app = self.app
        assert isinstance(app, TableApp)
        key = event.character
        if key is None:
            return
        if key == "q":  # back from the end screen q leaves; before the end it asks first
            event.stop()
            app.action_leave()
        elif key.isdigit():
            event.stop()
            app.point_seat(int(key))
        elif key in app.hotkeys:
            event.stop()
            app.point(app.hotkeys[key])
        elif key == "z":
            event.stop()
            app.action_pass_card()
        elif app.state == "asking" and key in LETTERS:
            event.stop()  # a letter that points at nothing here: say so
            app.note = app.view.ui("n.no_key", letter=key)
            app.redraw()
        elif app.note and key.isprintable():  # a key that points at nothing: the last
            app.note = ""                     # error no longer answers what was pressed
            app.redraw()

    def action_story(self, pages: int) -> None:
        story = self.query_one(StoryLog)
        story.scroll_to(y=story.scroll_y + pages * max(story.size.height - 1, 1), animate=False)


class TableApp(App[None]):
    """A game seen from the host's seat ``host.seat``, in ``lang``."""

    CSS_PATH = "table.tcss"
    TITLE = "sgs"
    # at a server, on every screen (a setup pick covers the table for a while): F3 托管,
    # / the chat (not while the chat line is being typed: check_action)
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f3", "auto", show=False, priority=True),
        Binding("slash", "chat", show=False, priority=True)]

    def __init__(self, host: Host, lang: str = "zh", settings: Settings | None = None,
                 settings_file: Path | None = None, first_note: str = "") -> None:
        super().__init__()
        self.host = host
        self.view = SeatView(lang)
        self.settings = settings or Settings()
        self.settings_file = settings_file  # where a changed setting is saved (None: not)
        self.first_note = first_note  # told once the table is up (a settings file ignored)
        self.pending: Submit | None = None  # an answer waiting for y/n beside the prompt
        self.passing: CardKey | None = None  # z: the card whose 无懈可击 windows are passed
        self.watching = ""  # after the player died: "" (not asked yet), "on", "fast", "skip"
        self.choice: Choice | None = None
        self.hotkeys: dict[str, str] = {}  # letter → chip key
        self.keyring = KeyRing()
        self.state = "busy"  # busy (the others play), asking (the player), over
        self.note = ""
        self.ending: Ending | None = None
        self._told = False  # the side panel has shown something the player pointed at
        self._answer: asyncio.Future[Any] | None = None
        # a game on a server: the time left, 托管, the chat (None: a local game)
        self.net: Connected | None = host if isinstance(host, Connected) else None
        self.net_status: NetStatus | None = None
        self._asked_id: int | None = None  # the server's id of the request being asked

    def get_default_screen(self) -> Screen[None]:
        return TableScreen()

    def on_mount(self) -> None:
        self.title = self.view.ui("title")
        if self.first_note:
            self.notify(self.first_note, timeout=6)
        if self.net is not None:
            self.set_interval(0.5, self.net_tick)

    def save_settings(self) -> None:
        """Remember the settings for the next game (when the table has a file for them)."""
        if self.settings_file is not None:
            save_settings(self.settings_file, self.settings)

    def pace_now(self) -> float:
        """The pause after a bot action: the setting, shorter when watching on fast."""
        if self.watching == "skip":
            return 0.0
        if self.watching == "fast":
            return min(self.settings.pace, 0.2)
        return self.settings.pace

    # ------------------------------------------------------------ the game
    @property
    def story(self) -> StoryLog:
        return self.screen_stack[0].query_one(StoryLog)

    def take(self, obs: Json) -> bool:
        """Take in an observation; whether it told anything."""
        lines = self.view.absorb(obs)
        self.passing = still_passing(self.passing, obs.get("events", ()))
        self.story.add(lines)
        return bool(lines)

    async def drive(self) -> None:
        """Play the game to its end: the bots through the host, the player here."""
        host = self.host
        self.take(host.observe())
        self.redraw()
        while True:
            waiting = host.waiting()
            if not waiting:
                break
            bot = next((s for s in waiting if s != host.seat), None)
            if bot is None:
                await self.play_turn()
                continue
            host.answer_bot(bot)
            told = self.take(host.observe())
            if not self.watching and not self.view.me.get("alive", True):
                await self.after_death()
            if told and self.pace_now() > 0:
                self.redraw()
                await asyncio.sleep(self.pace_now())
            else:
                await asyncio.sleep(0)  # let keys and the screen through
        self.take(host.observe())
        self.state = "over"
        self.choice = self.pending = None
        self.ending = host.finish()
        self.redraw()
        await self.push_screen(EndScreen(self.view, self.ending))

    async def after_death(self) -> None:
        """The player is out: watch on (at this pace or faster) or skip to the result."""
        self.redraw()
        self.watching = await self.push_screen(DeadScreen(self.view), wait_for_dismiss=True)
        if self.watching == "skip":
            self.story.add([f"[italic]{self.view.ui('dead.skipping')}[/]"])
        self.redraw()

    async def play_turn(self) -> None:
        """Answer the player's open request: by itself when the settings say so, else by
        asking; a refused answer is explained and asked again."""
        self.take(self.host.observe())
        req = self.view.request
        if req is None:  # at a server: gone meanwhile (its time ran out, or 托管)
            return
        if self.net is not None:
            self.net_status = self.net.status()
            self._asked_id = self.net_status.request_id
        if self.passing is not None and self.passing != card_in_play(self.view.table):
            self.passing = None
        auto = automatic(req, self.view, self.settings, self.passing)
        if auto is not None:
            what = f"{describe(auto.value, req, self.view)} · {auto.why}"
            self.story.add([f"[italic]{self.view.ui('n.auto', what=what)}[/]"])
            refusal = self.host.submit(auto.value)
            if refusal is None:
                return
            self.show_refusal(refusal)
        while True:
            value = await self.ask(req)
            if value is STALE:
                self.story.add([f"[italic]{self.view.ui('net.stale')}[/]"])
                break
            refusal = self.host.submit(value)
            if refusal is None:
                break
            self.show_refusal(refusal)
        self.choice, self.pending, self.note, self.state = None, None, "", "busy"
        self._asked_id = None
        self.story.mark_read()

    async def ask(self, req: Json) -> Any:
        """Wait for the player's answer to ``req``."""
        if req.get("prompt") == "choose_general" and req.get("kind") == "option":
            self.state = "asking"
            self.redraw()
            return await self.push_screen(GeneralScreen(list(req["options"]), self.view),
                                          wait_for_dismiss=True)
        if req.get("prompt") == "choose_generals" and req.get("kind") == "option" and \
                pair_choices(req.get("options") or ()):
            self.state = "asking"
            self.redraw()
            return await self.push_screen(PairScreen(list(req["options"]), self.view),
                                          wait_for_dismiss=True)
        skill = (req.get("data") or {}).get("skill")
        if req.get("prompt") == "skill.reveal" and isinstance(skill, str) and \
                skill in self.view.catalogue.get("skills", {}):
            self.tell(entry_markup(skill, self.view))  # 明置…以发动: the skill's text
        rules = rule_texts(req, self.view)
        if rules:  # an event or 合纵/连横: what each choice does, beside the table
            self.tell(rules)
        self.choice = choice_for(req, self.view, self.settings.forced)
        self._answer = asyncio.get_running_loop().create_future()
        self.state = "asking"
        self.redraw()
        try:
            return await self._answer
        finally:
            self._answer = None

    def show_refusal(self, refusal: Json) -> None:
        msg = refusal.get(self.view.lang) or refusal.get("en") or refusal.get("code")
        self.note = self.view.ui("n.refused", msg=escape(str(msg)))

    # ------------------------------------------------------------ pointing
    def settle(self, outcome: Outcome) -> None:
        """Act on what a pointing gave: answer, explain, or just redraw."""
        self.note = outcome.text if isinstance(outcome, Note) else ""
        if isinstance(outcome, Submit):
            if outcome.warn is None:
                self._give(outcome.value)
            else:  # asked beside the prompt (y / n), the seats stay in sight
                self.pending = outcome
        self.redraw()

    def answer_warning(self, yes: bool) -> None:
        """y or n to the warning of the answer waiting beside the prompt."""
        pending, self.pending = self.pending, None
        if pending is None:
            return
        if yes:
            self._give(pending.value)
        elif self.choice is not None:
            self.choice.declined()
        self.redraw()

    def _give(self, value: Any) -> None:
        if self._answer is not None and not self._answer.done():
            self._answer.set_result(value)

    def point(self, key: str) -> None:
        """A chip pointed at, by its key or a click."""
        if key.startswith("warn:"):
            self.answer_warning(key == "warn:yes")
            return
        if key.startswith("cmd:"):
            {"cmd:confirm": self.action_confirm, "cmd:pass": self.action_give_up,
             "cmd:back": self.action_cancel, "cmd:pass_card": self.action_pass_card}[key]()
            return
        if self.pending is not None:
            self._ask_yes_no()
            return
        item = next((i for i in self.items() if i.key == key), None)
        about = self.about(item) if item is not None else ""
        if about:
            self.tell(about)
        if key.startswith("seat:"):
            self.point_seat(int(key[5:]))
        elif self.choice is not None and self.state == "asking":
            before = [(i.key, i.state) for i in self.choice.items()]
            outcome = self.choice.pick(key)
            if outcome is None and item is not None and item.state == OFF and \
                    before == [(i.key, i.state) for i in self.choice.items()]:
                # nothing changed: a card shown only to be seen (五谷丰登 lists your hand)
                outcome = Note(self.view.ui("n.not_offered", what=item.label))
            self.settle(outcome)

    def _ask_yes_no(self) -> None:
        self.note = self.view.ui("harm.keys")
        self.redraw()

    def point_seat(self, seat: int) -> None:
        if not self.view.player(seat):
            return
        if self.pending is not None:
            self._ask_yes_no()
            return
        self.tell(seat_markup(seat, self.view))
        if self.choice is not None and self.state == "asking":
            self.settle(self.choice.pick_seat(seat))

    def action_confirm(self) -> None:
        if self.state == "over" and self.ending is not None and \
                not isinstance(self.screen, EndScreen):
            self.push_screen(EndScreen(self.view, self.ending))
        elif self.pending is not None:
            self._ask_yes_no()
        elif self.choice is not None and self.state == "asking":
            self.settle(self.choice.confirm())

    def action_cancel(self) -> None:
        if self.pending is not None:
            self.answer_warning(False)
        elif self.choice is not None and self.state == "asking":
            self.settle(self.choice.back())

    def action_give_up(self) -> None:
        if self.pending is not None:
            self.answer_warning(False)
        elif self.choice is not None and self.state == "asking":
            self.settle(self.choice.give_up())

    def action_pass_card(self) -> None:
        """z: pass this 无懈可击 window and every later one of the same card."""
        v, req = self.view, self.view.request
        key = card_in_play(v.table)
        if self.pending is not None or self.choice is None or self.state != "asking" or \
                req is None or not nullification_window(req) or key is None:
            if self.state == "asking":
                self.note = v.ui("n.no_key", letter="z")
                self.redraw()
            return
        self.passing = key
        what = v.ui("n.auto_pass_card", card=v.names.card(str(key[1])))
        self.story.add([f"[italic]{v.ui('n.auto', what=what)}[/]"])
        self._give(None)

    def action_leave(self) -> None:
        """q: leave; before the game is over, only once the player says yes."""
        if self.state == "over":
            self.exit()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.exit()

        self.push_screen(LeaveScreen(self.view), answered)

    def action_rules(self) -> None:
        self.push_screen(RulesScreen(self.view))

    # ------------------------------------------------------------ at a server
    def net_tick(self) -> None:
        """Twice a second at a server: the chat, the time left, the connection — and a
        question the server no longer asks (its time ran out, or 托管) is dropped."""
        if self.net is None or self.state == "over":
            return
        lines = self.net.new_chat()
        if lines:
            self.story.add_text([chat_text(line, self.view) for line in lines])
        before, status = self.net_status, self.net.status()
        self.net_status = status
        if before is not None and before.link == "reconnecting" and status.link == "ok":
            self.notify(self.view.ui("net.back"), timeout=3)
        if self.state == "asking" and self._asked_id is not None and \
                status.request_id != self._asked_id:
            self.drop_question()
        self.screen_stack[0].query_one("#prompt", Static).update(
            Text.from_markup(self.prompt()))

    def drop_question(self) -> None:
        """The question being asked is over at the server: stop asking it."""
        self._asked_id = None
        self.pending = None
        if isinstance(self.screen, GeneralScreen | PairScreen):
            self.screen.dismiss(STALE)  # type: ignore[arg-type]
        self._give(STALE)

    def action_auto(self) -> None:
        """F3 at a server: 托管 — the server's bot plays the seat — or take it back."""
        if self.net is None or self.state == "over":
            return
        on = not self.net.status().auto
        self.net.set_auto(on)
        self.net_status = self.net.status()
        self.notify(self.view.ui("net.auto_on" if on else "net.auto_off"), timeout=3)
        self.redraw()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "chat":  # "/" is the chat's key only at a server, and is typed there
            return self.net is not None and not isinstance(self.screen, ChatScreen)
        return True

    def action_chat(self) -> None:
        """/ at a server: a line to the room's chat."""
        net = self.net
        if net is None:
            return

        def said(text: str | None) -> None:
            if text:
                net.say(text)

        self.push_screen(ChatScreen(self.view), said)

    def action_settings(self) -> None:
        def closed(_: None) -> None:
            self.save_settings()
            self.redraw()

        self.push_screen(SettingsScreen(self.settings, self.view), closed)

    def action_pace(self, step: int) -> None:
        self.settings.pace = change_pace(self.settings.pace, step)
        self.save_settings()
        self.redraw()
        # the pace is shown nowhere on the table: say what the key did
        self.notify(self.view.ui("s.pace", pace=f"{self.settings.pace:g}"), timeout=2)

    @on(ChipBar.Picked)
    def _chip_clicked(self, message: ChipBar.Picked) -> None:
        self.point(message.key)

    @on(ChipBar.Hovered)
    def _chip_hovered(self, message: ChipBar.Hovered) -> None:
        item = next((i for i in self.items() if i.key == message.key), None)
        about = self.about(item) if item is not None else ""
        if item is not None and (about or item.reason):
            why = f"[bold red]✗ {item.reason}[/bold red]\n" if item.reason else ""
            self.tell(why + about)
        elif message.key and message.key.startswith("seat:"):
            self.tell(seat_markup(int(message.key[5:]), self.view))

    @on(SeatRow.Clicked)
    def _seat_clicked(self, message: SeatRow.Clicked) -> None:
        self.point_seat(message.seat)

    @on(SeatRow.Hovered)
    def _seat_hovered(self, message: SeatRow.Hovered) -> None:
        self.tell(seat_markup(message.seat, self.view))

    def about(self, item: Item) -> str:
        """The rules text of what ``item`` points at: a card on a general tells where it
        lies and how (seed 002), else the text of its catalogue entry; "" for none."""
        cid = card_id(item.key)
        if cid is not None and self.view.on_general(cid) is not None:
            return pile_card_markup(cid, self.view)
        return entry_markup(item.about, self.view) if item.about else ""

    # ------------------------------------------------------------ drawing
    def tell(self, markup: str) -> None:
        """Show a rules text in the side panel."""
        self._told = True
        self.screen_stack[0].query_one("#info", Static).update(Text.from_markup(markup))

    def items(self) -> list[Item]:
        v = self.view
        if self.pending is not None:  # the warning beside the prompt: yes or no
            return [Item("warn:yes", v.ui("c.yes"), hotkey="y"),
                    Item("warn:no", v.ui("c.no"), hotkey="n")]
        if self.choice is not None and self.state == "asking":
            return self.choice.items()
        return Choice({}, self.view).items()

    def commands(self) -> list[Item]:
        """Enter, pass and cancel as chips, for pointing with the mouse."""
        choice, v = self.choice, self.view
        if choice is None or self.state != "asking" or self.pending is not None:
            return []
        out = [Item("cmd:confirm", v.ui("b.confirm"), FREE if choice.ready() else OFF,
                    hotkey="⏎")]
        kind = choice.req.get("kind")
        if choice.can_pass and kind != "confirm":  # (a yes/no question has its own n chip)
            word = "c.pass_play" if kind == "play" else "c.pass_respond" \
                if kind == "respond" else "c.pass"
            out.append(Item("cmd:pass", v.ui(word), FREE, hotkey="x"))
        if nullification_window(choice.req) and card_in_play(v.table) is not None:
            out.append(Item("cmd:pass_card", v.ui("c.pass_card"), FREE, hotkey="z"))
        out.append(Item("cmd:back", v.ui("b.back"), FREE, hotkey="Esc"))
        return out

    def redraw(self) -> None:
        screen = self.screen_stack[0]
        v = self.view
        marks = self.choice.seat_marks() if self.choice is not None and \
            self.state == "asking" else {}
        screen.query_one(SeatList).show(v, marks)
        top = screen.query_one("#top", Static)
        top.update(Text.from_markup(self.header(top.size.width)))
        screen.query_one("#prompt", Static).update(Text.from_markup(self.prompt()))
        items = self.items()
        lettered = self.keyring.assign([i.key for i in items if i.hotkey is None])
        chips: list[tuple[Item, str | None]] = [
            (i, i.hotkey or lettered.get(i.key)) for i in items]
        self.hotkeys = {key: i.key for i, key in chips if key is not None}
        chips += [(item, item.hotkey) for item in self.commands()]
        screen.query_one(ChipBar).show(chips)
        hint = v.ui("hint") + (f" · {v.ui('net.hint')}" if self.net is not None else "")
        screen.query_one("#hint", Static).update(Text.from_markup(f"[dim]{hint}[/dim]"))
        if not self._told and v.seat is not None and (v.me.get("general") or
                                                      v.me.get("generals")):
            self.tell(seat_markup(v.seat, v))
            self._told = False  # until the player points at something

    def header(self, width: int = 0) -> str:
        """The top line; where it would not fit ``width`` (0: no limit), whose turn it
        is is told by seat, not by the general's name."""
        line = top_line(self.view, short=False)
        if width and Text.from_markup(line).cell_len > width:
            line = top_line(self.view, short=True)
        return line

    def prompt(self) -> str:
        line = self._prompt()
        st = self.net_status
        extra = status_markup(st, self.view, self.state == "asking") \
            if st is not None and self.state != "over" else ""
        if not extra:
            return line
        first, nl, rest = line.partition("\n")  # beside the question, on its line
        return f"{first}  {extra}{nl}{rest}"

    def _prompt(self) -> str:
        v = self.view
        if self.state == "over":
            return f"[bold]{v.ui('over')}[/bold]\n[dim]{v.ui('end.back')}[/dim]"
        if self.state != "asking" or v.request is None:
            if self.watching == "skip":
                return f"[dim]{v.ui('dead.skipping')}[/dim]"
            return f"[dim]{v.ui('waiting')}[/dim]"
        lines = [f"[bold yellow]» {prompt_text(v.request, v)}[/bold yellow]"]
        if self.pending is not None and self.pending.warn:  # beside the prompt, not over
            lines.append(f"[bold red]{v.ui('harm.title')}: {self.pending.warn}[/bold red]")
        status = self.choice.status() if self.choice is not None else ""
        if self.note:
            status = f"{status}  [bold red]✗ {self.note}[/bold red]" if status else \
                f"[bold red]✗ {self.note}[/bold red]"
        lines.append(status)
        return "\n".join(lines)


def rule_texts(req: Json, view: SeatView) -> str:
    """The texts the surfaces keep of rules the catalogue has no entry for, that a
    request is about (markup): the event cards offered or given (seed 001 事件), 合纵
    or 连横; "" for another request."""
    data = req.get("data") or {}
    idents = [str(o) for o in req.get("options") or () if isinstance(o, str)]
    idents += [str(x) for x in (data.get("event"), req.get("reason")) if isinstance(x, str)]
    told = [i for i in dict.fromkeys(idents) if view.names.rule(i)]
    return "\n".join(entry_markup(i, view) for i in told)


def describe(value: Any, req: Json, view: SeatView) -> str:
    """An answer given without asking, in words: passing, cards, seats, an option."""
    kind = req.get("kind")
    if value is None or value == []:
        return view.ui("c.pass_play" if kind == "play" else "c.pass")
    if isinstance(value, bool):
        return view.ui("c.yes" if value else "c.no")
    if isinstance(value, str):
        return view.ui("hand_blind", n=req.get("hand_count", "?")) if value == "hand" \
            else view.name(value)
    if isinstance(value, int):
        return view.card(value)
    if isinstance(value, list) and kind == "players":
        return view.names.join(view.who(int(s)) for s in value)
    if isinstance(value, list) and all(isinstance(c, int) for c in value):
        return view.names.join(view.card(c) for c in value)
    if isinstance(value, dict) and "option" in value:
        cards = value.get("cards") or []
        return view.names.join(view.card(int(c)) for c in cards) or view.name(value["option"])
    return ""


def top_line(v: SeatView, short: bool) -> str:
    """The table's top line: whose turn and phase, your side, the piles."""
    t = v.table
    if not t:
        return v.ui("title")
    parts = []
    if t.get("turn"):
        current = int(t["current"])
        who = v.who(current) if not short else v.ui("you") if current == v.seat else \
            v.ui("seat", seat=current)
        parts.append(v.ui("turn_of", n=t["turn"], who=who,
                          phase=v.names.phase(t.get("phase"))))
    if paired(v.me) and "role" not in v.me:  # hegemony: short, the top line is one row
        parts.append(v.ui("your_kingdom", kingdom=v.side(v.me)))
    else:
        parts.append(side_line(v.names, v.catalogue, v.me))
    parts.append(v.ui("header_piles", draw=t.get("draw_count", 0),
                      discard=len(t.get("discard", ()))))
    if v.hegemony and t.get("general_pile_count"):  # the remaining generals: a count
        parts[-1] += f" · {v.ui('general_pile', n=t['general_pile_count'])}"
    return " │ ".join(parts)
