"""After you die the table offers to watch on faster or skip to the result; q asks before
leaving a game in progress (issue 22, item 10); a key that does nothing says so."""

from __future__ import annotations

import pytest
from test_table import OwnSeatByBot
from tui_support import MakeApp, end_shown, host_of, until, until_asked

from sgs.tui.app import TableApp
from sgs.tui.screens import DeadScreen, LeaveScreen

pytestmark = pytest.mark.asyncio


class DiesFirst(OwnSeatByBot):
    """The own seat played by a bot (so it can die without being asked)."""


@pytest.mark.parametrize(("key", "watching"), [("s", "skip"), ("w", "fast"),
                                               ("enter", "on")])
async def test_after_dying_the_table_offers_to_watch_or_skip(make_app: MakeApp, key: str,
                                                             watching: str) -> None:
    made = make_app(seed=3, players=4, lang="en")
    app = TableApp(DiesFirst(host_of(made)), "en", made.settings)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, DeadScreen) or end_shown(app))
        assert isinstance(app.screen, DeadScreen)  # seed 3: seat 2 dies before the end
        assert not app.view.me.get("alive", True)
        app.settings.pace = 0.6  # (the game so far without pauses)
        await pilot.press(key)
        await until(pilot, lambda: not isinstance(app.screen, DeadScreen))
        assert app.watching == watching
        assert app.pace_now() == {"skip": 0.0, "fast": 0.2, "on": 0.6}[watching]
        assert app.settings.pace == 0.6  # the setting itself is kept for the next game
        if watching == "skip":
            await until(pilot, lambda: end_shown(app))
        else:
            app.settings.pace = 0  # the rest of the game without pauses


async def test_q_asks_before_leaving_a_game_in_progress(make_app: MakeApp) -> None:
    app = make_app(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await until_asked(pilot, app)
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, LeaveScreen))
        await pilot.press("n")  # stay
        await until(pilot, lambda: not isinstance(app.screen, LeaveScreen))
        assert app.is_running and app.state == "asking"
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, LeaveScreen))
        await pilot.press("y")
        await until(pilot, lambda: not app.is_running)


async def test_a_letter_that_points_at_nothing_says_so(make_app: MakeApp) -> None:
    app = make_app(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await until_asked(pilot, app)
        unused = next(c for c in "wvutsrp" if c not in app.hotkeys)
        await pilot.press(unused)
        await pilot.pause()
        assert app.note == app.view.ui("n.no_key", letter=unused)
        await pilot.press("z")  # not a 无懈可击 window: z does nothing either
        await pilot.pause()
        assert app.note == app.view.ui("n.no_key", letter="z")

