"""The table's parts under Textual's pilot: the general choice, rules text on demand,
reasons for what cannot be chosen, refusals, the story's new lines, the settings."""

from __future__ import annotations

from typing import Any

import pytest
from rich.text import Text
from textual.widget import Widget
from textual.widgets import Static
from tui_support import HostInFront, MakeApp, asked_until, end_shown, host_of, until, until_asked

from sgs.tui.app import TableApp
from sgs.tui.choosing import DIM
from sgs.tui.screens import (
    ConfirmScreen,
    DeadScreen,
    EndScreen,
    GeneralScreen,
    RulesScreen,
    SettingsScreen,
)
from sgs.tui.widgets.chips import ChipBar
from sgs.tui.widgets.seats import SeatRow
from sgs.tui.widgets.story import StoryLog

pytestmark = pytest.mark.asyncio

Json = dict[str, Any]


def shown(app: TableApp, selector: str) -> str:
    """The text a Static of the screen on top shows."""
    content = app.screen.query_one(selector, Static).render()
    return content.plain if isinstance(content, Text) else str(content)


def screen_text(app: TableApp) -> str:
    return "\n".join(shown_static(w) for w in app.screen.query(Static))


def shown_static(widget: Static) -> str:
    content = widget.render()
    return content.plain if isinstance(content, Text) else str(content)


async def test_the_general_choice_shows_every_skill_text(make_app: MakeApp) -> None:
    app = make_app(seed=7, seat=0, general=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await until_asked(pilot, app)
        assert isinstance(app.screen, GeneralScreen)
        options = app.screen.options
        text = screen_text(app)
        for gid in options:
            assert app.view.name(gid) in text
            for sid in app.view.catalogue["generals"][gid]["skills"]:
                assert app.view.text(sid).split("\n")[0] in text
        await pilot.press("b")
        await until_asked(pilot, app)
        assert app.view.me["general"] == options[1]


async def test_rules_text_on_a_key_and_beside_the_table(make_app: MakeApp) -> None:
    app = make_app(lang="en")
    async with app.run_test(size=(120, 40)) as pilot:
        await until_asked(pilot, app)
        await pilot.press("question_mark")
        assert isinstance(app.screen, RulesScreen)
        text = screen_text(app)
        for p in app.view.players:
            for sid in p["skills"]:
                assert app.view.name(sid) in text
        assert "Burying Flowers" in text  # the seat's own general's skills, in English
        await pilot.press("escape")
        assert not isinstance(app.screen, RulesScreen)
        await pilot.click("#seat-4")
        general = app.view.player(4)["general"]
        info = shown(app, "#info")
        assert app.view.name(general) in info
        for sid in app.view.catalogue["generals"][general]["skills"]:
            assert app.view.name(sid) in info


def dimmed(app: TableApp) -> list[str]:
    """The hand cards the table shows dimmed: blocked, and usable by no skill either."""
    assert app.choice is not None
    return [i.key for i in app.choice.items() if i.state == DIM and i.row == "hand"]


async def test_a_blocked_card_says_why_in_the_players_language(make_app: MakeApp) -> None:
    app = make_app(lang="en")
    async with app.run_test(size=(120, 40)) as pilot:
        req = await asked_until(pilot, app, lambda r: r["kind"] == "play" and bool(dimmed(app)))
        key = dimmed(app)[0]
        why = req["blocked"][key]
        letter = next(ltr for ltr, k in app.hotkeys.items() if k == key)
        await pilot.press(letter)
        assert why["en"] in shown(app, "#prompt")
        assert app.choice is not None and app.choice.req is req  # still asking


async def test_a_refused_answer_is_explained_and_asked_again(make_app: MakeApp) -> None:
    app = make_app(lang="zh")
    host = host_of(app)
    refusals = [{"code": "test", "params": {}, "zh": "测试：不行", "en": "test: no"}]
    submit = host.submit

    def refuse_once(answer: Any) -> Json | None:
        return refusals.pop() if refusals else submit(answer)

    async with app.run_test(size=(120, 40)) as pilot:
        await asked_until(pilot, app, lambda r: r["kind"] == "play")
        host.submit = refuse_once  # type: ignore[method-assign]
        asked = app.view.request
        await pilot.press("x")  # end the play phase: refused once
        await pilot.pause()
        assert "不合法：测试：不行" in shown(app, "#prompt")
        assert app.state == "asking" and app.view.request is asked
        await pilot.press("x")
        await pilot.pause()
        assert not refusals and "测试" not in shown(app, "#prompt")


async def test_the_story_marks_what_happened_since_your_answer(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await until_asked(pilot, app)
        story = app.screen.query_one(StoryLog)
        assert story.fresh_from == 0 and story.entries
        await pilot.press("x")  # pass: what comes next is new
        await until_asked(pilot, app)
        told = len(story.entries)
        assert 0 < story.fresh_from <= told
        plain = story.plain()
        assert any("你" in line for line in plain[:story.fresh_from])


async def test_the_settings_are_the_players(make_app: MakeApp) -> None:
    app = make_app(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await until_asked(pilot, app)
        await pilot.press("f2")
        assert isinstance(app.screen, SettingsScreen)
        assert app.settings.own_trick and app.settings.forced
        await pilot.press("1", "2", "plus", "plus")
        assert not app.settings.own_trick and not app.settings.forced
        assert app.settings.pace == 0.4
        await pilot.press("escape")
        assert not isinstance(app.screen, SettingsScreen)
        await pilot.press("minus")
        assert app.settings.pace == 0.2


def slash_with_choices(app: TableApp) -> str | None:
    """The key of a 杀 of the open play request that has more than one target."""
    req = app.view.request
    if req is None or req["kind"] != "play":
        return None
    return next((o["key"] for o in req["options"] if o["label"] == "slash"
                 and o["key"].startswith("card:")
                 and len(next(iter(o["tree"]["cards"].values()))["targets"]["next"]) > 1),
                None)


async def test_hurting_a_known_friend_is_confirmed_first(make_app: MakeApp) -> None:
    app = make_app(seed=2, general=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await asked_until(pilot, app, lambda _: slash_with_choices(app) is not None)
        slash = slash_with_choices(app)
        await pilot.press(next(k for k, v in app.hotkeys.items() if v == slash))
        assert app.choice is not None
        target = next(s for s, m in app.choice.seat_marks().items() if m == "free")
        for p in app.view.table["players"]:  # as if the seat were a loyalist, the target the lord
            p["role"] = {app.view.seat: "loyalist", target: "lord"}.get(p["seat"])
        app.view.you = dict(app.view.you, allies=[target])
        await pilot.press(str(target))
        # asked beside the prompt, the seats in sight (not a dialog over them)
        assert not isinstance(app.screen, ConfirmScreen) and app.pending is not None
        assert app.view.ui("harm.title") in shown(app, "#prompt")
        await pilot.press("n")  # not sent: still choosing
        assert app.pending is None
        assert app.state == "asking" and app.view.request is not None
        asked = app.view.request
        await pilot.press(str(target))
        await pilot.press("y")
        await until_asked(pilot, app)
        assert app.view.request is not asked
        assert any(str(target) in line for line in app.story.plain()[-8:])


async def test_hovering_a_card_shows_its_text(make_app: MakeApp) -> None:
    app = make_app(lang="en")
    async with app.run_test(size=(120, 40)) as pilot:
        await asked_until(pilot, app, lambda r: r["kind"] == "play")
        bar = app.screen.query_one(ChipBar)
        item = next(i for i in app.items() if i.about and i.row == "hand")
        where = bar.where(item.key)
        assert where is not None and item.about is not None
        await pilot.hover("#chips", offset=where)
        await pilot.pause()
        assert app.view.text(item.about).split("\n")[0] in shown(app, "#info")


@pytest.mark.parametrize(("players", "lines"), [(5, 3), (10, 1)])
async def test_every_seat_is_in_sight_at_80_by_24(make_app: MakeApp, players: int,
                                                  lines: int) -> None:
    app = make_app(players=players, seat=1, seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_asked(pilot, app)
        seats = app.screen.query_one("#seats").region
        rows = list(app.screen.query(SeatRow))
        assert len(rows) == players
        for row in rows:
            assert row.region.height == lines
            assert seats.contains_region(row.region)


class OwnSeatByBot(HostInFront):
    """A host whose own seat is answered by a rule bot too: the table only watches, so a
    game reaches its end screen in a few seconds."""

    def waiting(self) -> list[int]:
        while self.seat in (waiting := self.host.waiting()):
            self.host.seats.answer(next(r for r in self.host.g.open_requests()
                                        if r.seat == self.seat))
        return waiting


async def test_the_end_screen_says_how_to_leave_and_comes_back(make_app: MakeApp) -> None:
    """At 80×24 the keys of the end screen stay in sight below its scrolling text; back
    at the table (Esc), Enter shows the result again and q leaves."""
    made = make_app(seed=3, players=4, lang="en")
    app = TableApp(OwnSeatByBot(host_of(made)), "en", made.settings)
    async with app.run_test(size=(80, 24)) as pilot:
        # (pushed is not yet composed); the seat dies first: skip to the result
        await until(pilot, lambda: end_shown(app) or isinstance(app.screen, DeadScreen))
        if isinstance(app.screen, DeadScreen):
            await pilot.press("s")
            await until(pilot, lambda: end_shown(app))
        keys = next(w for w in app.screen.query(Static)
                    if app.view.ui("end.keys") in shown_static(w))
        around = keys.parent
        assert isinstance(around, Widget) and around.region.contains_region(keys.region)
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, EndScreen))
        assert app.view.ui("end.back") in shown(app, "#prompt")
        await pilot.press("enter")
        await until(pilot, lambda: end_shown(app))
        assert isinstance(app.screen, EndScreen)
        await pilot.press("escape", "q")
        assert app.return_code == 0


async def test_the_pace_keys_say_what_they_did(make_app: MakeApp) -> None:
    app = make_app(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await until_asked(pilot, app)
        said: list[str] = []  # (what is told, not what is still shown: a note expires)
        notify = app.notify
        app.notify = lambda message, **kw: (said.append(str(message)),  # type: ignore
                                            notify(message, **kw))[1]
        await pilot.press("plus")
        await pilot.pause()
        assert said == [app.view.ui("s.pace", pace="0.2")]


async def test_a_seat_cut_short_tells_everything_when_pointed_at(make_app: MakeApp) -> None:
    """Ten players at 80×24 leave one line a seat: its equipment and judgment area fall
    off the row's end, so pointing at the seat (its digit) tells them beside the table."""
    app = make_app(players=10, seat=1, seed=5, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await until_asked(pilot, app)
        card = app.view.me["hand"][0]
        far = next(p for p in app.view.table["players"] if p["seat"] == 7)
        far["equip"], far["judge"] = {"armor": card}, [dict(card, as_="indulgence")]
        app.redraw()
        await pilot.press("7")
        info = shown(app, "#info")
        assert Text.from_markup(app.view.names.card_json(card)).plain in info
        assert app.view.name("indulgence") in info


async def test_a_key_that_points_at_nothing_clears_the_last_error(make_app: MakeApp) -> None:
    """An error stays under the question until a key does something else: one that
    points at nothing clears it, so it never seems to answer that key."""
    app = make_app(lang="en")
    async with app.run_test(size=(120, 40)) as pilot:
        await until_asked(pilot, app)
        while app.view.request is None or app.view.request.get("kind") != "play":
            await pilot.press("x")  # (pass what comes before the play phase)
            await until_asked(pilot, app)
        await pilot.press("3")  # a seat before any card: told to pick a card first
        await pilot.pause()
        assert app.note == app.view.ui("n.pick_card_first")
        await pilot.press("z")
        await pilot.pause()
        # the old error is gone; the note now says the key does nothing (issue 22, item 9)
        assert app.note == app.view.ui("n.no_key", letter="z")
