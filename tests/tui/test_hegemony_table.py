"""Hegemony mode (国战) at the table: a 6-player game driven by keys to its end, where the
rendered screen never names another player's face-down general until it is revealed;
the pick of a main and a deputy; the end screen's kingdoms and generals."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from tui_support import KeyPlayer, finished, host_of, until_asked

from sgs.cli.session import PlayOptions
from sgs.cli.table_host import new_host
from sgs.core import Game
from sgs.replay import load, verify
from sgs.tui.app import TableApp
from sgs.tui.autopass import Settings
from sgs.tui.screens import EndScreen, PairScreen


def hegemony_app(tmp_path: Path, seed: int, lang: str = "zh", seat: int = 2,
                 players: int = 6) -> TableApp:
    opts = PlayOptions(players=players, seat=seat, seed=seed, lang=lang, bots="rule",
                       card_set="hegemony", mode="hegemony", extra=("--pace", "0"))
    host = new_host(opts, tmp_path / f"heg-{seed}.jsonl")
    return TableApp(host, lang, Settings(pace=0))


def rendered(app: TableApp) -> str:
    """Every character the terminal shows: each screen of the stack as drawn (a modal
    screen over the table draws the table too)."""
    rows = []
    for screen in app.screen_stack:
        rows += ["".join(seg.text for seg in strip)
                 for strip in screen._compositor.render_strips()]
    return "\n".join(rows)


def hidden_names(g: Game, seat: int, lang: str) -> dict[str, tuple[int, str]]:
    """The names of the other seats' general cards that ``seat`` may not know: face down,
    never revealed (a card turned face down again, 倾城's, was seen by all) and not
    looked at (知己知彼); name → (seat, id)."""
    once = {(r["seat"], r["general"]) for r in g.log if r.get("t") == "reveal_general"}
    out = {}
    for p in g.players:
        if p.seat == seat:
            continue
        for c in p.generals:
            knows = seat in g.general_knowers.get((p.seat, c.position), ()) or \
                (p.seat, c.general) in once
            if not c.revealed and not knows:
                out[g.ruleset.name(c.general, lang)] = (p.seat, c.general)
    return out


def shown_names(g: Game, seat: int, lang: str) -> set[str]:
    return {g.ruleset.name(c.general, lang) for p in g.players if p.seat != seat
            for c in p.generals if c.revealed}


async def check_screen(pilot: Pilot[None], app: TableApp, lang: str) -> tuple[int, int]:
    """No hidden general of another seat on the screen; how many revealed ones are."""
    await pilot.pause()
    g = host_of(app).g
    text = rendered(app)
    hidden = hidden_names(g, app.host.seat, lang)
    # a name that is also printed for something else (a revealed general's) may show
    seen_elsewhere = shown_names(g, app.host.seat, lang) | {
        g.ruleset.name(c.general, lang) for c in g.p(app.host.seat).generals}
    leaked = [name for name in hidden if name in text and name not in seen_elsewhere]
    assert not leaked, (leaked, [hidden[x] for x in leaked],
                        [row for row in text.splitlines() if any(x in row for x in leaked)])
    revealed = [x for x in shown_names(g, app.host.seat, lang) if x in text]
    return len(hidden), len(revealed)


@pytest.mark.asyncio
async def test_a_hegemony_game_by_keys_never_shows_a_hidden_general(tmp_path: Path) -> None:
    app = hegemony_app(tmp_path, seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await until_asked(pilot, app)
        # setup: the pick of a main, then a deputy of its kingdom
        assert isinstance(app.screen, PairScreen)
        text = rendered(app)
        assert "选择主将与副将" in text and "阴阳鱼" in text
        await check_screen(pilot, app, "zh")
        await pilot.press("a")
        assert isinstance(app.screen, PairScreen) and app.screen.main is not None
        main = app.screen.main
        assert "再选择副将" in rendered(app) and "体力" in rendered(app)
        await pilot.press("escape")  # back to the mains
        assert isinstance(app.screen, PairScreen) and app.screen.main is None
        player = KeyPlayer(pilot, app)
        checked = hidden_seen = revealed_seen = 0
        while player.presses < 5000:
            await until_asked(pilot, app)
            if app.state == "over":
                break
            hidden, revealed = await check_screen(pilot, app, "zh")
            checked += 1
            hidden_seen += hidden > 0
            revealed_seen += revealed > 0
            await player.step()
        assert finished(app)
        assert checked > 10 and hidden_seen > 0 and revealed_seen > 0
        g = host_of(app).g
        me = g.p(app.host.seat)
        assert me.generals[0].general == main
        # the end: every seat's kingdom and both generals, all revealed now
        end = str(app.screen.query_one("#end").render())
        assert "势力与武将" in end
        for p in g.players:
            for c in p.generals:
                assert g.ruleset.name(c.general, "zh") in end
            assert g.ruleset.name(str(p.kingdom), "zh") in end
        log_path = host_of(app).finish().log_path
        assert log_path is not None and "--mode hegemony" in end
        await pilot.press("q")
    assert verify(load(log_path)).finished


@pytest.mark.asyncio
async def test_the_table_in_english_shows_backs_and_your_face_down_generals(
        tmp_path: Path) -> None:
    app = hegemony_app(tmp_path, seed=9, lang="en", seat=0, players=4)
    async with app.run_test(size=(100, 30)) as pilot:
        await until_asked(pilot, app)
        assert isinstance(app.screen, PairScreen)
        assert "Choose a main and a deputy general" in rendered(app)
        await pilot.press("b")
        await pilot.press("a")
        await until_asked(pilot, app)  # the first question after the setup
        assert not isinstance(app.screen, PairScreen)
        text = rendered(app)
        me = host_of(app).g.p(0)
        assert all(not c.revealed for c in me.generals)  # nothing revealed before a turn
        assert "(face down)" in text and "Your kingdom: unknown (" in text
        assert "▒▒" in text  # another seat's face-down card is a card back
        await check_screen(pilot, app, "en")
        assert not isinstance(app.screen, EndScreen)


def test_a_hegemony_row_puts_hp_and_hand_before_the_long_names() -> None:
    """Two generals' names (yours marked face down) are long: at 80 columns the row's
    end is cut, so HP and the hand come first; a seat with no skill to show ends with
    no stray separator."""
    from rich.text import Text

    from sgs.core.generals import GeneralCard, Position
    from sgs.testing import Table
    from sgs.tui.seat_view import SeatView
    from sgs.tui.widgets.seats import seat_markup

    m, d = Position.MAIN, Position.DEPUTY
    t = Table([GeneralCard("wolong", m, False), GeneralCard("zhuge_liang", d, False)],
              [GeneralCard("cao_cao", m, False), GeneralCard("xu_chu", d, False)],
              pack="hegemony", mode="hegemony")
    g = t.start(0, "play")
    view = SeatView("en")
    view.absorb(g.observe(0))
    mine = Text.from_markup(seat_markup(view.player(0), view)).plain.splitlines()
    assert mine[0].index("hand") < mine[0].index("Zhuge Liang")
    theirs = Text.from_markup(seat_markup(view.player(1), view)).plain.splitlines()
    assert not any(line.rstrip().endswith("·") for line in theirs), theirs


@pytest.mark.asyncio
async def test_the_pick_takes_the_keys_its_hint_bar_lists(tmp_path: Path) -> None:
    """The hint bar under the setup pick lists ? (rules), F2 (settings) and +/- (pace):
    they work there too, and the pick is still waiting after them."""
    from sgs.tui.screens import RulesScreen, SettingsScreen

    app = hegemony_app(tmp_path, seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await until_asked(pilot, app)
        assert isinstance(app.screen, PairScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("f2")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("plus")
        await pilot.pause()
        assert app.settings.pace > 0 and isinstance(app.screen, PairScreen)
