"""The 无懈可击 flood (issue 22, item 7): an AoE asks once per target.  ``z`` passes the
rest of the card; a setting asks only when a 无懈可击 could matter to the seat (decided
from its observation: the request's data, ``table.resolving`` and ``you.allies``)."""

from __future__ import annotations

from typing import Any

import pytest
from tui_support import HostInFront, MakeApp, host_of, until_asked

from sgs.core.protocol import Observer
from sgs.tui.app import TableApp
from sgs.tui.autopass import Settings, automatic, card_in_play, matters
from sgs.tui.seat_view import SeatView

Json = dict[str, Any]

AOE = ("savage_assault", "archery_attack", "god_salvation", "amazing_grace")


def window(card: str, user: int, target: int) -> Json:
    return {"kind": "respond", "reason": "nullification", "can_pass": True,
            "prompt": "respond.nullification", "options": [], "default": None,
            "data": {"card": card, "user": user, "effect_target": target}}


def table(*uses: tuple[str, int, list[int]]) -> Json:
    return {"turn": 3, "resolving": [{"t": "use", "card": c, "user": u, "targets": ts,
                                      "current": ts[0]} for c, u, ts in uses]}


def test_it_matters_when_you_or_a_known_ally_is_the_target() -> None:
    you = {"allies": [0]}
    aoe = table(("savage_assault", 1, [2, 3, 4, 0]))
    assert matters(window("savage_assault", 1, 2), 2, you, aoe)  # you
    assert matters(window("savage_assault", 1, 0), 2, you, aoe)  # the lord, your ally
    assert not matters(window("savage_assault", 1, 3), 2, you, aoe)  # someone else


def test_it_matters_when_someone_cancels_your_card() -> None:
    """Your 过河拆桥 on seat 4 and seat 3's 无懈可击 on it: the window to counter that
    无懈可击 is about your card."""
    chain = table(("dismantlement", 2, [4]), ("nullification", 3, [4]))
    assert matters(window("nullification", 3, 4), 2, {"allies": []}, chain)
    other = table(("dismantlement", 1, [4]), ("nullification", 3, [4]))
    assert not matters(window("nullification", 3, 4), 2, {"allies": []}, other)


def test_the_rest_of_a_card_is_passed_and_the_next_card_is_asked_again() -> None:
    view = SeatView("en")
    view.seat, view.you = 2, {"allies": []}
    view.table = table(("savage_assault", 1, [3, 4, 0, 2]))
    req = window("savage_assault", 1, 4)
    settings = Settings(forced=False)
    assert automatic(req, view, settings) is None  # asked
    passing = card_in_play(view.table)
    auto = automatic(req, view, settings, passing)
    assert auto is not None and auto.value is None
    view.table = table(("archery_attack", 1, [3, 4, 0, 2]))  # another card: asked again
    assert automatic(req, view, settings, passing) is None


def test_the_setting_passes_only_what_does_not_matter() -> None:
    view = SeatView("en")
    view.seat, view.you = 2, {"allies": [0]}
    view.table = table(("savage_assault", 1, [3, 4, 0, 2]))
    settings = Settings(forced=False, nullify_matters=True)
    assert automatic(window("savage_assault", 1, 3), view, settings) is not None
    assert automatic(window("savage_assault", 1, 0), view, settings) is None
    assert automatic(window("savage_assault", 1, 2), view, settings) is None
    settings.nullify_matters = False  # the default asks every window
    assert automatic(window("savage_assault", 1, 3), view, settings) is None


class BotUntilTheAoE(HostInFront):
    """A host whose own seat a rule bot answers until a 无懈可击 window of an AoE with
    more targets to come: from there the table asks (seed 7, 8 players, seat 2: 桃园结义
    of seat 1 on all eight, the window for seat 1)."""

    reached = False

    def waiting(self) -> list[int]:
        while not self.reached and self.seat in self.host.waiting():
            r = next(r for r in self.host.g.open_requests() if r.seat == self.seat)
            if r.reason == "nullification" and r.data.get("card") in AOE:
                self.reached = True
                break
            self.host.seats.answer(r)
        return self.host.waiting()

    def reach(self) -> BotUntilTheAoE:
        """Play to the window before the table starts; the table then observes the whole
        game from its start (the bot at the seat took the observations so far)."""
        while not self.reached:
            waiting = self.waiting()
            if not self.reached:
                self.host.answer_bot(next(s for s in waiting if s != self.seat))
        # a new observer, following the game from its first record
        self.host.seats.observers[self.seat] = Observer(self.host.g, self.seat, follow=True)
        return self


@pytest.mark.asyncio
async def test_z_passes_the_rest_of_the_card(make_app: MakeApp) -> None:
    made = make_app(seed=7, players=8, seat=2, lang="en", general=None)
    host = BotUntilTheAoE(host_of(made)).reach()
    app = TableApp(host, "en", Settings(pace=0))
    async with app.run_test(size=(120, 40)) as pilot:
        await until_asked(pilot, app)
        req = app.view.request
        assert req is not None and req.get("reason") == "nullification"
        key = card_in_play(app.view.table)
        assert key is not None and any(i.key == "cmd:pass_card" for i in app.commands())
        told = len(app.story.entries)
        await pilot.press("z")
        await until_asked(pilot, app)
        # no later window of this card was asked: each was passed, and the log says so
        req = app.view.request
        assert not (req and req.get("reason") == "nullification" and
                    card_in_play(app.view.table) == key)
        passed = [e.plain for e in app.story.entries[told:] if "passing the rest" in e.plain]
        assert len(passed) >= 2  # the z itself and the windows after it
