"""Every request kind the engine can ask is answerable in the page (issue 24, item 3;
docs/protocol.md, "Requests": play, respond, cards, card_of, players, option, confirm,
arrange, distribute).  The whole-game test meets the kinds seeded games ask of its seat;
here the others are put to the page as the protocol's own examples are shaped (on a real
table's view), answered by clicks alone, undone a step, and the answers sent are legal
by ``sgs.agents.legal``."""

from __future__ import annotations

from typing import Any

import pytest
from browser import feed, highlighted, table_page

from sgs.agents.legal import problem
from sgs.server.journal import MemoryJournal
from sgs.server.story import Story, words_of
from sgs.server.table import Table, TableSettings

Json = dict[str, Any]


@pytest.fixture(scope="module")
def setting(browser: Any) -> Any:
    """A page showing seat 0 of a real table, and a way to put a request to it."""
    table = Table.start(TableSettings(players=5, seed=3, hold=False,
                                      bots={s: "rule" for s in range(1, 5)}), MemoryJournal(), 0.0)
    now = 0.0
    for _ in range(1000):  # on to seat 0's first play phase: it holds a hand
        ask0 = table.view(0, 0)
        if ask0["request"] is not None and ask0["request"]["kind"] == "play":
            break
        if ask0["request"] is not None:
            table.answer(0, ask0["request_id"], ask0["request"]["default"], now)
        else:
            now += 1.0
            table.advance(now)
    view = table.view(0, 0)
    words = words_of({0: Story()}, 0, view, lambda c: table.view(0, c))
    sent: list[Any] = []
    page = table_page(browser, lambda _id, value: sent.append(value))
    feed(page, {"type": "game", "game": "g", "room": "r", "now": 0.0, "view": view, **words})
    hand = [c["id"] for c in view["table"]["players"][0]["hand"]]
    ids = iter(range(100, 1000))

    def ask(req: Json) -> Json:
        req = {"seat": 0, "prompt": "test", "reason": "test", "data": {}, **req}
        msg = {**view, "events": [], "request": req, "request_id": next(ids),
               "deadline": 30.0}
        msg.pop("catalogue", None)
        sent.clear()
        feed(page, {"type": "game", "game": "g", "room": "r", "now": 0.0, "view": msg,
                    "story": [], "prompt": {"zh": "测试", "en": "test"}})
        ask.last = msg  # type: ignore[attr-defined]
        return req

    yield page, ask, sent, hand
    page.context.close()


def answered(page: Any, sent: list[Any], req: Json) -> Any:
    page.wait_for_function("() => window.sgsTable.state.sent")
    assert len(sent) == 1 and problem(req, sent[0]) is None, sent
    return sent[0]


def test_players_card_of_and_confirm_are_answered_by_clicks(setting: Any) -> None:
    page, ask, sent, _ = setting
    req = ask({"kind": "players", "seats": [1, 2, 4], "min": 1, "max": 1, "default": [1]})
    assert sorted(highlighted(page)["seats"]) == [1, 2, 4]
    page.click('.seat-head[data-seat="2"]')
    assert highlighted(page)["seats"] == []  # (max 1: no more)
    page.click(".t-choose .send")
    assert answered(page, sent, req) == [2]

    req = ask({"kind": "card_of", "target": 2, "hand_count": 4, "visible": [],
               "default": "hand"})
    page.click(".t-choose .opt")
    page.click(".t-choose .send")
    assert answered(page, sent, req) == "hand"

    req = ask({"kind": "confirm", "default": False})
    page.click('.t-choose [data-key="yes"]')
    assert answered(page, sent, req) is True


def test_cards_of_fixed_sets_offer_only_what_completes_a_set(setting: Any) -> None:
    page, ask, sent, hand = setting
    a, b, c = hand[:3]
    req = ask({"kind": "cards", "cards": [a, b, c], "min": 1, "max": 2,
               "sets": [[a, b], [c]], "default": [c]})
    assert sorted(highlighted(page)["hand"]) == sorted([a, b, c])
    page.click(f'.t-hand .card[data-card="{a}"]')
    assert highlighted(page)["hand"] == [b]
    assert page.is_disabled(".t-choose .send")  # [a] is no set
    page.click(f'.t-hand .card[data-card="{b}"]')
    page.click(".t-choose .send")
    assert sorted(answered(page, sent, req)) == sorted([a, b])


def test_arrange_moves_cards_between_top_and_bottom(setting: Any) -> None:
    page, ask, sent, hand = setting
    a, b, c = hand[:3]
    req = ask({"kind": "arrange", "cards": [a, b, c], "bottom_allowed": True,
               "default": [[a, b, c], []]})
    page.click(f'.t-choose [data-key="side:{a}"]')
    page.click(f'.t-choose [data-key="up:{c}"]')
    page.click(".t-choose .send")
    assert answered(page, sent, req) == [[c, b], [a]]


def test_distribute_gives_cards_seat_by_seat_and_undoes_a_step(setting: Any) -> None:
    page, ask, sent, hand = setting
    a, b, c = hand[:3]
    req = ask({"kind": "distribute", "cards": [a, b, c], "seats": [1, 2, 3], "min_cards": 3,
               "max_cards": 3, "max_targets": 2, "default": {"1": [a, b, c]}})
    assert highlighted(page)["hand"] == []  # a receiver first
    page.click('.seat-head[data-seat="1"]')
    page.click(f'.t-hand .card[data-card="{a}"]')
    page.click('.seat-head[data-seat="2"]')
    page.click(f'.t-hand .card[data-card="{b}"]')
    assert highlighted(page)["seats"] == [1]  # two receive at most: seat 3 is out
    page.click(f'.t-hand .card[data-card="{c}"]')
    page.keyboard.press("Escape")  # undo: c is not given
    assert page.is_disabled(".t-choose .send")
    page.click(f'.t-hand .card[data-card="{c}"]')
    page.click(".t-choose .send")
    assert answered(page, sent, req) == {"1": [a], "2": [b, c]}


def test_an_update_leaves_in_place_the_controls_it_does_not_change(setting: Any) -> None:
    """A button is not made again by an update that does not change it: a click that
    falls between two updates of a fast game (press on one, release on its copy) is not
    lost, and the keyboard's focus stays."""
    page, ask, sent, _ = setting
    req = ask({"kind": "confirm", "default": False})
    page.evaluate("""() => { window.kept = [...document.querySelectorAll(
        '.t-choose [data-key="yes"], .t-status .auto, .t-hand .card')]; }""")
    status = page.inner_text(".t-status .where")
    msg = {**ask.last, "table": {**ask.last["table"],  # type: ignore[attr-defined]
                                 "draw_count": ask.last["table"]["draw_count"] - 7}}
    feed(page, {"type": "game", "game": "g", "room": "r", "now": 1.0, "view": msg,
                "story": [], "prompt": {"zh": "测试", "en": "test"}})
    assert page.inner_text(".t-status .where") != status  # the update was shown
    assert page.evaluate("() => window.kept.length") >= 3
    assert page.evaluate("() => window.kept.every((e) => e.isConnected)")
    page.click('.t-choose [data-key="yes"]')
    assert answered(page, sent, req) is True
