"""A person's seat at the table (issue 23, item 4): time limits answering the request's
default, 托管 by hand, after a disconnect's grace, after three time-outs in a row; and
refused answers, which change nothing."""

from __future__ import annotations

import json
from typing import Any

from table_support import Person, play

from sgs.server.journal import MemoryJournal
from sgs.server.table import Table, TableSettings

Json = dict[str, Any]


def settings(**kw: Any) -> TableSettings:
    base: dict[str, Any] = {"mode": "identity", "card_set": "standard", "players": 5,
                            "seed": 5, "bots": {1: "rule", 2: "random", 3: "rule",
                                                4: "random"}}
    base.update(kw)
    return TableSettings(**base)


def seat_answers(journal: MemoryJournal, seat: int) -> list[Any]:
    return [json.loads(v) for s, v in journal.answers() if s == seat]


def test_time_outs_answer_the_default_and_three_in_a_row_hand_the_seat_to_the_bot() -> None:
    """"A decision's time limit answers the request's default when it runs out (a
    default must do the least: passing, not revealing a general or using a skill) …
    three time-outs in a row hand the seat to the bot too."  Seat 0 (the lord) never
    answers: each of its requests is answered at its deadline with its default (a
    play request: pass), and after its third public request has timed out the seat is
    under 托管."""
    journal = MemoryJournal()
    table = Table.start(settings(), journal, 0.0)
    shown: dict[int, Json] = {}
    public_timeouts = 0
    now = 0.0
    while not table.view(0)["auto"]:
        msg = table.view(0)
        if msg["request_id"] is not None:
            shown[msg["request_id"]] = msg
        due = table.next_deadline()
        assert due is not None
        before = len(seat_answers(journal, 0))
        now = due
        table.advance(now)
        if msg["request_id"] is not None and len(seat_answers(journal, 0)) > before:
            # answered at its deadline, with its default
            assert msg["deadline"] == now
            assert seat_answers(journal, 0)[msg["request_id"] - 1] == \
                msg["request"]["default"]
            req = msg["request"]
            if req["kind"] == "play" or req["reason"] == "setup":
                public_timeouts += 1
            if req["kind"] == "play":
                assert req["default"] is None  # passing does the least
            if public_timeouts < 3:
                assert not table.view(0)["auto"]
    assert public_timeouts == 3
    # from now on the bot plays seat 0, at once: no request of it waits
    for _ in range(200):
        due = table.next_deadline()
        if due is None or table.over:
            break
        table.advance(due)
        assert table.view(0)["request_id"] is None


def test_auto_by_hand_mid_game_and_taking_the_seat_back() -> None:
    """"A player may hand their seat to the rule bot and take it back at any decision":
    托管 answers the open request at once and every later one; taken back, the next
    request waits for the person again, with the next id."""
    journal = MemoryJournal()
    table = Table.start(settings(), journal, 0.0)
    person = Person(0, think=1.0, seed=7)
    now = play(table, [person], until=lambda t: t.view(0)["request_id"] is not None
               and t.view(0)["request"]["kind"] == "play")
    rid = table.view(0)["request_id"]
    n = len(seat_answers(journal, 0))
    table.set_auto(0, True, now)
    msg = table.view(0)
    assert msg["auto"] and msg["request_id"] is None
    assert len(seat_answers(journal, 0)) == n + 1  # answered at once, by the bot
    assert table.answer(0, rid, None, now)["code"] == "request.none"  # type: ignore[index]
    person.due = None
    # a few rounds under 托管: seat 0 never waits
    start = len(journal.answers())
    while len(journal.answers()) < start + 60 and not table.over:
        due = table.next_deadline()
        assert due is not None
        now = due
        table.advance(now)
        assert table.view(0)["request_id"] is None
    assert len(seat_answers(journal, 0)) > n + 1
    asked = table._count[0]
    table.set_auto(0, False, now)
    assert not table.view(0)["auto"]
    now = play(table, [person], now, until=lambda t: t.view(0)["request_id"] is not None)
    assert table.view(0)["request_id"] == asked + 1  # the seat's next request, the person's
    seen = len(seat_answers(journal, 0))
    play(table, [person], now)
    assert table.over and len(seat_answers(journal, 0)) > seen and not person.refused


def test_a_disconnected_seat_is_played_by_the_bot_after_the_grace_until_it_connects(
        ) -> None:
    """"A disconnected player's seat is played by the rule bot after a grace period
    (default 30 s) until they return"."""
    s = settings(decision_seconds=90.0, grace_seconds=30.0)
    journal = MemoryJournal()
    table = Table.start(s, journal, 0.0)
    person = Person(0, think=1.0, seed=7)
    now = play(table, [person], until=lambda t: t.view(0)["request_id"] is not None
               and t.view(0)["request"]["kind"] == "play")
    n = len(seat_answers(journal, 0))
    table.disconnect(0, now)
    person.due = None
    assert table.next_deadline() == now + 30.0
    table.advance(now + 29.5)
    assert len(seat_answers(journal, 0)) == n and table.view(0)["request_id"] is not None
    table.advance(now + 30.0)
    assert len(seat_answers(journal, 0)) == n + 1 and table.view(0)["request_id"] is None
    now += 30.0
    for _ in range(40):  # the bot goes on playing the seat
        due = table.next_deadline()
        assert due is not None
        now = due
        table.advance(now)
        assert table.view(0)["request_id"] is None
    table.connect(0, now)
    now = play(table, [person], now, until=lambda t: t.view(0)["request_id"] is not None)
    rid = table.view(0)["request_id"]
    deadline = table.view(0)["deadline"]
    assert deadline > now  # the person's again: it waits for them
    table.advance(deadline - 0.5)
    assert table.view(0)["request_id"] == rid


def test_refused_answers_change_nothing() -> None:
    """"A refused one (wrong seat, stale request id, malformed, illegal) gets the
    engine's refusal (code, zh, en) back to that client alone, with nothing changed."""
    s = settings(bots={1: "rule", 3: "rule", 4: "random"})
    journal = MemoryJournal()
    table = Table.start(s, journal, 0.0)
    people = [Person(0, think=1.0, seed=1), Person(2, think=1.0, seed=2)]
    now = play(table, people, until=lambda t: t.view(0)["request_id"] is not None
               and t.view(0)["request"]["kind"] == "play" and t.view(0)["request_id"] > 2)
    rid = table.view(0)["request_id"]

    def state() -> str:
        return json.dumps([journal.answers(), table.game.decisions, len(table.game.log),
                           [table.stamp(v) for v in (0, 2, None)],
                           [table.view(v) for v in (0, 2, None)]], default=str)

    before = state()
    tries: list[tuple[int, Any, Any, str]] = [
        (0, rid - 1, None, "request.stale"),  # an answered request
        (0, rid + 1, None, "request.stale"),  # one not asked yet
        (0, "1", None, "request.bad_id"),
        (2, rid, None, "request.none"),  # seat 2 answering seat 0's request
        (1, rid, None, "seat.not_person"),  # a bot's seat
        (0, rid, {"option": 5}, "shape."),  # malformed
        (0, rid, [[[[[[[[1]]]]]]]], "shape."),
        (0, rid, {"option": "card:9999"}, "act."),  # illegal: not an option
    ]
    for seat, r, value, code in tries:
        got = table.answer(seat, r, value, now)
        assert got is not None, (seat, r, value)
        assert str(got["code"]).startswith(code), got
        assert got["zh"] and got["en"] and isinstance(got["params"], dict)
        assert state() == before, (seat, r, value)
    play(table, people, now)
    assert table.over
