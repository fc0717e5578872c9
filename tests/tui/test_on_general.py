"""Cards on a general card (seed 002, issue 9 item 4) at the full-screen table: each
pile's cards (face up by face, face down by face and marked for a seat that may look,
else a card back ``?``), the 垂置 badge, the frozen HP display (the others see it
marked frozen, the owner the true HP and what the table sees), the questions of the
new requests, and the rules text of a card on a general — as each seat sees them,
with the room setting ``face_down_view`` ``all`` and ``owner``.

The tables are laid out with ``sgs.testing.Table`` and handed to the table's host as
they stand: the player's own request is open, so nothing moves while it looks.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.text import Text
from textual.pilot import Pilot
from textual.widgets import Static
from tui_support import asked_until, host_of, until_asked

from sgs.cli.agents import make_agent
from sgs.cli.session import PlayOptions
from sgs.cli.table_host import GameHost, new_host
from sgs.host import Seats
from sgs.testing import Table
from sgs.tui.app import TableApp
from sgs.tui.autopass import Settings
from sgs.tui.choosing import FREE
from sgs.tui.on_general import BACK
from sgs.tui.seat_view import SeatView
from sgs.tui.widgets.chips import ChipBar
from sgs.tui.widgets.seats import SeatRow, seat_markup

pytestmark = pytest.mark.asyncio

SET = "standard+maneuvering+wind_mountain"
VIEWS = ["all", "owner"]


def shown(widget: Static) -> str:
    content = widget.render()
    return content.plain if isinstance(content, Text) else str(content)


def row(app: TableApp, seat: int) -> str:
    return shown(app.screen.query_one(f"#seat-{seat}", SeatRow))


def info(app: TableApp) -> str:
    return shown(app.screen.query_one("#info", Static))


async def hover(pilot: Pilot[None], app: TableApp, key: str) -> None:
    """The mouse over a chip (its rules text is told, nothing is chosen)."""
    where = app.screen.query_one(ChipBar).where(key)
    assert where is not None
    await pilot.hover("#chips", offset=where)
    await pilot.pause()


def back() -> str:
    return Text.from_markup(BACK).plain


def layout(view: str) -> Table:
    """Seat 0 holds two 杀; seat 1 is 曹仁 with a card lying 垂置 on his general; seat 2
    has two cards face down on his general (覆盖); seat 3 is 周泰 with two 不屈 cards."""
    t = Table("blank", "cao_ren", "blank", "zhou_tai", pack=SET,
              game_options={"face_down_view": view})
    t.set_hand(0, "slash ♠7", "slash ♠8")
    t.set_pile(1, "test", "jink ♦3", perpendicular=True)
    t.set_pile(2, "test", "peach ♥3", "jink ♦4", face_up=False)
    t.set_pile(3, "buqu", "slash ♠9", "jink ♥J")
    return t


def table_app(t: Table, seat: int, lang: str = "zh") -> TableApp:
    """The table at ``seat`` of the game ``t`` laid out (its request open); the other
    seats are rule bots.  No answer is given by itself: the state stays as it is."""
    g = t.game
    agents = {s: make_agent("rule", s) for s in range(len(g.players)) if s != seat}
    host = GameHost(Seats(g, agents, max_refusals=None), seat, "test", None)
    return TableApp(host, lang, Settings(own_trick=False, forced=False, pace=0))


def slashed(view: str) -> Table:
    """Seat 0 has hit 曹仁 with a 杀: 3 HP, the table still sees 4; seat 0 plays on."""
    t = layout(view)
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.until("play", seat=0)
    assert t.game.p(1).hp == 3
    return t


@pytest.mark.parametrize("view", VIEWS)
async def test_another_seat_sees_the_frozen_hp_the_badge_and_the_piles(view: str) -> None:
    app = table_app(slashed(view), 0)
    async with app.run_test(size=(120, 40)) as pilot:
        await until_asked(pilot, app)
        cao_ren = row(app, 1)
        assert "♥♥♥♥ (冻结)" in cao_ren and "♡" not in cao_ren  # the frozen display
        assert "垂置" in cao_ren and "test: 闪 ♦3" in cao_ren
        covered = row(app, 2)
        if view == "all":  # anyone may look: the faces, marked face down
            assert "test: 桃 ♥3(背面) 闪 ♦4(背面)" in covered
            assert back() not in covered
        else:  # only the owner may: card backs
            assert f"test: {back()} {back()}" in covered
            assert "桃" not in covered and "♦4" not in covered
        zhou_tai = row(app, 3)
        assert "不屈: 杀 ♠9 闪 ♥J" in zhou_tai and "垂置" not in zhou_tai
        assert "(冻结)" not in row(app, 0) + covered + zhou_tai
        await pilot.press("1")  # pointing at a seat tells it all
        told = info(app)
        assert "体力 4/4 (冻结)" in told and "3/4" not in told
        assert "垂置：" + app.view.ui("r.perpendicular") in told.replace("\n", "")


@pytest.mark.parametrize("view", VIEWS)
async def test_the_owner_sees_the_true_hp_and_what_the_table_sees(view: str) -> None:
    """曹仁's own turn: his true HP beside the frozen display; seat 2 turned one card
    face up at the turn start (桃), the other still lies face down."""
    t = slashed(view)
    t.until("play", seat=1)
    app = table_app(t, 1, "en")
    async with app.run_test(size=(120, 40)) as pilot:
        await until_asked(pilot, app)
        mine = row(app, 1)
        assert "♥♥♥♡ (table sees 4)" in mine and "crosswise" in mine
        covered = row(app, 2)
        assert ("test: Peach ♥3 Dodge ♦4 (face down)" if view == "all"
                else f"test: Peach ♥3 {back()}") in covered
        await pilot.press("1")
        told = info(app)
        assert "HP 3/4 (table sees 4)" in told
        assert "crosswise: the general is locked" in told


@pytest.mark.parametrize("view", VIEWS)
async def test_the_owner_of_face_down_cards_is_asked_to_turn_one_up(view: str) -> None:
    """At 曹仁's turn start, seat 2 (覆盖) chooses a card to turn face up: the question,
    the cards marked face down and where they lie, their rules text; the chosen card
    then shows face up."""
    t = slashed(view)
    t.until("cards", seat=2)
    app = table_app(t, 2)
    async with app.run_test(size=(120, 40)) as pilot:
        await until_asked(pilot, app)
        assert app.view.request is not None
        assert app.view.request["prompt"] == "turn_face_up"
        prompt = shown(app.screen.query_one("#prompt", Static))
        assert "回合开始：选择你武将牌上一张背面朝上的牌，翻至正面朝上" in prompt
        # the owner may always look at his own cards
        assert "test: 桃 ♥3(背面) 闪 ♦4(背面)" in row(app, 2)
        chips = shown(app.screen.query_one("#chips", Static))
        assert "桃 ♥3(背面) (武将牌上)" in chips and "闪 ♦4(背面) (武将牌上)" in chips
        items = [i for i in app.items() if i.state == FREE]
        peach = next(i for i in items if "桃" in i.label)
        letter = next(k for k, v in app.hotkeys.items() if v == peach.key)
        await pilot.press(letter, "enter")  # one card waits for Enter (issue 22, item 9)
        await until_asked(pilot, app)
        assert t.game.p(2).areas.piles["test"][0].face_up
        told = [line for line in app.story.plain() if "翻至正面朝上" in line]
        assert told and "桃 ♥3" in told[0] and "♦4" not in told[0]
        assert "test: 桃 ♥3" in row(app, 2)


async def test_pointing_at_a_face_down_card_tells_it_has_no_function() -> None:
    t = slashed("owner")
    t.until("cards", seat=2)
    app = table_app(t, 2, "en")
    async with app.run_test(size=(120, 40)) as pilot:
        await until_asked(pilot, app)
        prompt = shown(app.screen.query_one("#prompt", Static))
        assert "Turn start: choose a face-down card on your general card" in prompt
        jink = next(i for i in app.items() if "Dodge" in i.label)
        await hover(pilot, app, jink.key)
        told = info(app).replace("\n", " ")
        assert "Dodge ♦4 (face down)" in told and "on your general card · test" in told
        assert "Face down: no suit, rank, name or function" in told
        assert app.view.text("jink").split("\n")[0] in info(app)  # what it is once face up


@pytest.mark.parametrize("lang", ["zh", "en"])
async def test_buqu_asks_which_card_leaves_on_a_recovery(lang: str) -> None:
    """周泰 below 1 HP with two 不屈 cards drinks a 桃: which card goes (skill.buqu.remove);
    pointing at one tells 不屈's text and the card's; his HP shows its number."""
    t = Table("zhou_tai", "blank", pack=SET)
    t.set_hp(0, -1).set_hand(0, "peach ♥3")
    t.set_pile(0, "buqu", "slash ♠9", "jink ♥J")
    t.start(0, "play")
    t.use("peach ♥3")
    req = t.until("cards", seat=0)
    assert req.prompt == "skill.buqu.remove"
    app = table_app(t, 0, lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await until_asked(pilot, app)
        prompt = shown(app.screen.query_one("#prompt", Static))
        asked = "【不屈】：回复了体力，选择一张不屈牌置入弃牌堆" if lang == "zh" \
            else "Unyielding: you recovered HP; choose a card"
        assert prompt.startswith(f"» {asked}")
        assert "0/4" in row(app, 0)  # below 1 the hearts say nothing: the number does
        slash = next(i for i in app.items() if i.state == FREE and "♠9" in i.label)
        assert app.view.ui("zone.pile") in slash.label
        letter = next(k for k, v in app.hotkeys.items() if v == slash.key)
        await pilot.press(letter, "enter")  # one card waits for Enter too (issue 22, item 9)
        await until_asked(pilot, app)
        # the seat asked again or went on; the card is gone from the general either way
        assert [pc.id for pc in t.game.p(0).areas.piles.get("buqu", ())] == [t.find("jink ♥J")]


async def test_pointing_at_a_pile_card_tells_the_piles_skill() -> None:
    t = Table("zhou_tai", "blank", pack=SET)
    t.set_hp(0, -1).set_hand(0, "peach ♥3")
    t.set_pile(0, "buqu", "slash ♠9", "jink ♥J")
    t.start(0, "play")
    t.use("peach ♥3")
    t.until("cards", seat=0)
    app = table_app(t, 0)
    async with app.run_test(size=(120, 40)) as pilot:
        await until_asked(pilot, app)
        item = next(i for i in app.items() if "♥J" in i.label)
        await hover(pilot, app, item.key)  # hovered: told, not chosen
        told = info(app)
        assert "闪 ♥J" in told and "不屈" in told
        assert app.view.text("buqu").split("\n")[0] in told
        assert "背面" not in told


# ---------------------------------------------------------------- a whole game


def locked(app: TableApp) -> Callable[[Any], bool]:
    """Whether the player's general lies 垂置 (its HP display frozen), for any request."""
    return lambda _: app.view.me.get("placement") == "perpendicular"


async def test_a_game_of_the_set_reaches_a_locked_zhou_tai_and_shows_it(tmp_path: Path) -> None:
    """Seed 002's states in a real game of standard+maneuvering+wind_mountain, played by
    keys as 周泰: his 不屈 cards, once they lie 垂置 (chained, then reset by the chain
    rule), with his HP as he sees it; and the same seat's row as another seat's table
    draws it from that seat's observation (the frozen display)."""
    for seed in (3, 5, 1):
        opts = PlayOptions(players=5, seat=0, seed=seed, lang="zh", general="zhou_tai",
                           card_set=SET, extra=("--pace", "0"))
        app = TableApp(new_host(opts, tmp_path / f"{seed}.jsonl"), "zh", Settings(pace=0))
        async with app.run_test(size=(120, 40)) as pilot:
            try:
                await asked_until(pilot, app, locked(app), max_presses=1500)
            except AssertionError:
                continue
            me = app.view.me
            mine = row(app, 0)
            cards = " ".join(Text.from_markup(app.view.names.card_json(c)).plain
                             for c in me["piles"]["buqu"])
            assert f"不屈: {cards}" in mine and "垂置" in mine
            shown_hp = me["shown_hp"]
            assert shown_hp is not None
            assert (f"(牌桌显示 {shown_hp})" if shown_hp != me["hp"] else "(冻结)") in mine
            # another seat's table: the frozen display, marked frozen
            other = SeatView("zh")
            other.absorb(host_of(app).g.observe(1))
            theirs = Text.from_markup(seat_markup(other.player(0), other)).plain
            assert f"{'♥' * max(shown_hp, 0)}" in theirs and "(冻结)" in theirs
            assert f"不屈: {cards}" in theirs and "垂置" in theirs
            return
    pytest.fail("no seed reached a locked 周泰")

