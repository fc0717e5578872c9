"""Driving the table under Textual's own harness: a player that answers every question
by pressing keys (or clicking) on what the table shows."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.pilot import Pilot

from sgs.cli.agents import make_agent
from sgs.cli.table_host import GameHost
from sgs.tui.app import TableApp
from sgs.tui.choosing import FREE, Choice, Submit
from sgs.tui.screens import ConfirmScreen, DeadScreen, EndScreen, GeneralScreen, PairScreen

MakeApp = Callable[..., TableApp]


def host_of(app: TableApp) -> GameHost:
    assert isinstance(app.host, GameHost)
    return app.host


async def until_asked(pilot: Pilot[None], app: TableApp) -> None:
    """Let the bots play until the table asks the player something (or the game ends)."""
    while app.state == "busy" and not isinstance(app.screen, ConfirmScreen | DeadScreen):
        await pilot.pause()
    await pilot.pause()


class HostInFront:
    """A host in front of a :class:`GameHost` whose own seat a bot answers while the test
    wants it to: ``waiting`` is the subclass's; the rest is the host's."""

    def __init__(self, host: GameHost) -> None:
        self.host, self.seat = host, host.seat
        host.seats.agents[self.seat] = make_agent("rule", 99)

    def answer_bot(self, seat: int) -> None:
        self.host.answer_bot(seat)

    def observe(self) -> dict[str, Any]:
        return self.host.observe()

    def submit(self, answer: Any) -> dict[str, Any] | None:
        return self.host.submit(answer)

    def finish(self) -> Any:
        return self.host.finish()


class KeyPlayer:
    """Answers by what the table shows: a free seat, else a free chip, else Enter when
    the choice is complete, else pass or cancel; every third pointing is a click.
    Gives up on a question (pass, else cancel) after ``patience`` pointings."""

    def __init__(self, pilot: Pilot[None], app: TableApp, patience: int = 12) -> None:
        self.pilot, self.app, self.patience = pilot, app, patience
        self.presses = 0
        self.asked = 0
        self._choice: object = None
        self._tries = 0

    async def press(self, key: str) -> None:
        self.presses += 1
        await self.pilot.press(key)

    async def click_chip(self, key: str) -> None:
        bar = self.app.screen.query_one("#chips")
        where = bar.where(key)  # type: ignore[attr-defined]
        assert where is not None, key
        self.presses += 1
        await self.pilot.click("#chips", offset=where)

    async def step(self) -> None:
        app, screen = self.app, self.app.screen
        if isinstance(screen, GeneralScreen):
            self.asked += 1
            await self.press("a")
            return
        if isinstance(screen, PairScreen):  # hegemony: a main, then a deputy
            self.asked += screen.main is None
            await self.press("a")
            return
        if isinstance(screen, DeadScreen):  # the player died: watch on
            await self.press("enter")
            return
        if isinstance(screen, ConfirmScreen):
            await self.press("y" if self.presses % 2 else "n")
            return
        if app.pending is not None:  # the warning beside the prompt: yes or no
            await self.press("y" if self.presses % 2 else "n")
            return
        choice = app.choice
        assert choice is not None and app.state == "asking"
        if choice is not self._choice:
            self._choice, self._tries = choice, 0
            self.asked += 1
        self._tries += 1
        if self._tries > self.patience:
            await self.press("x" if choice.can_pass else "escape")
            if self._tries > 2 * self.patience:
                await self.press("enter")
            return
        by_click = self.presses % 3 == 2
        seats = [s for s, m in choice.seat_marks().items() if m == FREE]
        items = {i.key: i for i in choice.items()}
        chips = [(k, key) for k, key in app.hotkeys.items()
                 if items.get(key) is not None and items[key].state == FREE
                 and not key.startswith("seat:")]
        if seats:
            if by_click:
                self.presses += 1
                await self.pilot.click(f"#seat-{seats[0]}")
            else:
                await self.press(str(seats[0]))
        elif chips and not (choice.ready() and self._tries > 3):
            letter, key = chips[(self._tries - 1) % len(chips)]
            await (self.click_chip(key) if by_click else self.press(letter))
        elif choice.ready():
            await (self.click_chip("cmd:confirm") if by_click else self.press("enter"))
        else:
            await self.press("x" if choice.can_pass else "escape")

    async def play(self, max_presses: int = 5000) -> None:
        """Answer until the game is over."""
        while self.presses < max_presses:
            await until_asked(self.pilot, self.app)
            if self.app.state == "over":
                return
            await self.step()
        raise AssertionError(f"the game did not end within {max_presses} key presses")


async def until(pilot: Pilot[None], done: Callable[[], bool], pauses: int = 2000) -> None:
    """Pause until ``done()`` holds: a screen pushed is on the stack before it is composed
    and laid out, so a test looks at it only once what it reads is there (under load
    that takes more than one pause)."""
    for _ in range(pauses):
        if done():
            return
        await pilot.pause()
    raise AssertionError(f"still not so after {pauses} pauses")


def end_shown(app: TableApp) -> bool:
    """The end screen is up, composed and laid out (its key line has a place)."""
    screen = app.screen
    if not isinstance(screen, EndScreen):
        return False
    keys = screen.query("#end-keys")
    return bool(keys) and keys.first().region.area > 0


def finished(app: TableApp) -> bool:
    return app.state == "over" and isinstance(app.screen, EndScreen)


def answer_by_pointing(choice: Choice, turn: int = 0) -> Any:
    """Answer ``choice`` as a player pointing would, without the screen: seats first,
    then chips (a different one on each ``turn``), Enter once complete, else pass or
    start over.  Fails when no answer comes within a hundred pointings."""
    for tries in range(100):
        marks = choice.seat_marks()
        seats = [s for s, m in marks.items() if m == FREE]
        chips = [i.key for i in choice.items() if i.state == FREE]
        if seats:
            outcome = choice.pick_seat(seats[(turn + tries) % len(seats)])
        elif chips and not (choice.ready() and tries > 3):
            outcome = choice.pick(chips[(turn + tries) % len(chips)])
        elif choice.ready():
            outcome = choice.confirm()
        elif tries > 50 or choice.can_pass:
            outcome = choice.give_up() if choice.can_pass else choice.back()
        else:
            outcome = choice.back()
        if isinstance(outcome, Submit):
            return outcome.value
    raise AssertionError(f"no answer to {choice.req}")


async def asked_until(pilot: Pilot[None], app: TableApp, wanted: Callable[[Any], bool],
                      max_presses: int = 3000) -> Any:
    """Play by keys until the table asks a request ``wanted`` accepts; that request."""
    player = KeyPlayer(pilot, app)
    while player.presses < max_presses:
        await until_asked(pilot, app)
        req = app.view.request
        if app.state == "over":
            break
        if req is not None and app.choice is not None and wanted(req):
            return req
        await player.step()
    raise AssertionError("the table never asked it")
