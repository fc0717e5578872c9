"""The table as the player sees it, at 80×24 and 120×40, in zh and en (pytest-textual-
snapshot; after a change that is meant, look at the report and accept with
``pytest tests/tui --snapshot-update``).

Seed 7, seat 2, 林黛玉: at the first play phase the player points at 葬花 and a
闪 to discard for it, so the seats it may target are lit and the others dimmed.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from test_nullify_flood import BotUntilTheAoE
from textual.pilot import Pilot
from tui_support import MakeApp, asked_until, host_of, until_asked

from sgs.tui.app import TableApp
from sgs.tui.autopass import Settings


def point_at_zanghua(app: TableApp) -> Callable[[Pilot[None]], object]:
    async def run_before(pilot: Pilot[None]) -> None:
        await asked_until(pilot, app, lambda r: r["kind"] == "play")
        letters = {key: letter for letter, key in app.hotkeys.items()}
        await pilot.press(letters["opt:skill:zanghua"])
        jink = next(i.key for i in app.items() if i.about == "jink")
        await pilot.press(letters[jink])
        await pilot.pause()

    return run_before


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
def test_the_table(snap_compare: Callable[..., bool], make_app: MakeApp, lang: str,
                   size: tuple[int, int]) -> None:
    app = make_app(lang=lang)
    assert snap_compare(app, terminal_size=size, run_before=point_at_zanghua(app))


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
def test_a_nullification_window_offers_to_pass_the_whole_card(
        snap_compare: Callable[..., bool], make_app: MakeApp, lang: str,
        size: tuple[int, int]) -> None:
    """Seed 7, 8 players, seat 2: the window of 桃园结义 for its first target, with
    ``z`` beside ``x`` (issue 22, item 7)."""
    made = make_app(seed=7, players=8, seat=2, lang=lang, general=None)
    host = BotUntilTheAoE(host_of(made)).reach()
    app = TableApp(host, lang, Settings(pace=0))

    async def run_before(pilot: Pilot[None]) -> None:
        await until_asked(pilot, app)

    assert snap_compare(app, terminal_size=size, run_before=run_before)
