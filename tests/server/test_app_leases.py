"""Room leases between two servers on one database, in process (docs/server.md,
"Several instances"): the instance that lost a room's lease never forks its game — a
journal conflict stops its table, its answer is not acknowledged, and its client is
sent to the instance that runs the room now."""

from __future__ import annotations

import time
from typing import Any

from app_support import Clock, connect, send, server, token, until

from sgs.server.store import Store


def _answers(db_url: str, game: str) -> int:
    with Store(db_url) as store:
        return store.answer_count(game)


def test_an_instance_that_lost_the_lease_stops_its_table_on_a_journal_conflict(
        db_url: str) -> None:
    """A's lease runs out and B takes the room over; B's bot answers the person's open
    request (answer n); the person's answer to A is then refused by the journal (n is
    taken): A drops the room — no ack, no second game — and tells the client where."""
    clock = Clock()
    common: dict[str, Any] = {"memory": False, "db": db_url, "clock": clock,
                              "survey_seconds": 3600.0,  # the test moves the leases
                              "grace_seconds": 0.0,  # (a game's settings: B's too)
                              "window_seconds": 0.0, "turn_seconds": 0.0}
    with server(instance="http://a.example/#a", **common) as a, \
            server(instance="http://b.example/#b", **common) as b:
        tok = token(a, "甲")
        with connect(a, tok) as ws:
            until(ws, "lobby")
            send(ws, type="create_room", settings={"players": 3, "card_set": "standard",
                                                   "bots": ["rule"], "decision_seconds": 60})
            room = until(ws, "room")["room"]
            send(ws, type="start")
            asked = until(ws, "game", where=lambda m: m["view"]["request_id"] is not None)
            game = asked["game"]
            before = _answers(db_url, game)

            clock.now += 7  # A's lease (6 s) has run out: B takes the room over
            b_server = b.app.state.server  # type: ignore[attr-defined]
            taken = b.portal.call(b_server.leases.claim, room["id"])  # type: ignore[union-attr]
            assert taken is not None and room["id"] in b_server.games.live
            end = time.monotonic() + 120  # (a guard, not a speed): B's bot plays the seat
            while _answers(db_url, game) == before:
                assert time.monotonic() < end, "B's bot never answered"
                time.sleep(0.05)
            written = _answers(db_url, game)

            view = asked["view"]
            send(ws, type="answer", id=view["request_id"], value=view["request"]["default"])
            told = until(ws, "closed")
            assert told["code"] == "room.elsewhere"
            assert told["params"]["url"] == "http://b.example/"

        a_server = a.app.state.server  # type: ignore[attr-defined]
        assert room["id"] not in a_server.games.live  # stopped, not resumed (no fork)
        assert room["id"] not in a_server.lobby.rooms
        assert room["id"] in b_server.games.live
        assert _answers(db_url, game) >= written  # only B writes the game from here


def test_a_room_made_on_one_instance_is_listed_by_the_other(db_url: str) -> None:
    """The lobby is shared: B lists A's public room after its survey; a private one is
    not listed."""
    clock = Clock()
    common: dict[str, Any] = {"memory": False, "db": db_url, "clock": clock,
                              "survey_seconds": 3600.0}
    with server(instance="http://a.example/#a", **common) as a, \
            server(instance="http://b.example/#b", **common) as b, \
            connect(a, token(a, "甲")) as ws1, connect(a, token(a, "乙")) as ws2:
        until(ws1, "lobby")
        until(ws2, "lobby")
        send(ws1, type="create_room", settings={"players": 3})
        public = until(ws1, "room")["room"]
        send(ws2, type="create_room", settings={"players": 3, "private": True})
        until(ws2, "room")
        b_server = b.app.state.server  # type: ignore[attr-defined]
        b.portal.call(b_server.leases.survey)  # type: ignore[union-attr]
        listed = b.get("/rooms").json()["rooms"]
        assert [r["id"] for r in listed] == [public["id"]]
        assert listed[0]["host"]["name"] == "甲"


def test_a_person_reconnecting_to_the_other_instance_is_told_where_then_served(
        db_url: str) -> None:
    """While A holds the room's lease, B tells the person in one message where the room
    is; once A's lease has run out, B takes the room over as the person connects and
    serves them their game."""
    clock = Clock()
    common: dict[str, Any] = {"memory": False, "db": db_url, "clock": clock,
                              "survey_seconds": 3600.0}
    with server(instance="http://a.example/#a", **common) as a, \
            server(instance="http://b.example/#b", **common) as b:
        tok = token(a, "甲")
        with connect(a, tok) as ws:
            until(ws, "lobby")
            send(ws, type="create_room", settings={"players": 3, "card_set": "standard",
                                                   "bots": ["rule"], "decision_seconds": 60})
            room = until(ws, "room")["room"]
            send(ws, type="start")
            game = until(ws, "game")["game"]
        b_server = b.app.state.server  # type: ignore[attr-defined]
        b.portal.call(b_server.leases.survey)  # type: ignore[union-attr]
        with connect(b, tok) as ws:
            until(ws, "welcome")
            told = until(ws, "closed")
            assert told["code"] == "room.elsewhere"
            assert told["params"]["url"] == "http://a.example/"
        clock.now += 7  # A's lease has run out, unrenewed (as if A had died)
        with connect(b, tok) as ws:
            got = until(ws, "room")["room"]
            assert got["id"] == room["id"] and got["game"] == game
            back = until(ws, "game")
            assert back["game"] == game and "catalogue" in back["view"]


def test_the_survey_reads_again_only_the_rooms_that_changed(db_url: str) -> None:
    """Each look reads every room's version and lease; a room's whole record (settings,
    seats) only when it is new to the instance or changed since its last look."""
    clock = Clock()
    common: dict[str, Any] = {"memory": False, "db": db_url, "clock": clock,
                              "survey_seconds": 3600.0}
    with server(instance="http://a.example/#a", **common) as a, \
            server(instance="http://b.example/#b", **common) as b:
        wss = [connect(a, token(a, name)) for name in ("甲", "乙", "丙")]
        rooms = []
        for ws in wss:
            ws.__enter__()
            until(ws, "lobby")
            send(ws, type="create_room", settings={"players": 3})
            rooms.append(until(ws, "room")["room"])
        b_server = b.app.state.server  # type: ignore[attr-defined]
        store = b_server.store
        read: list[str] = []
        for name in ("rooms", "rooms_by_id", "room"):
            real = getattr(store, name)

            def counted(*args: Any, _real: Any = real, **kw: Any) -> Any:
                got = _real(*args, **kw)
                records = got if isinstance(got, list) else [got] if got else []
                read.extend(r.id for r in records)
                return got

            setattr(store, name, counted)

        def survey() -> list[str]:
            read.clear()
            b.portal.call(b_server.leases.survey)
            return sorted(read)

        assert survey() == sorted(r["id"] for r in rooms)  # all new to B
        assert survey() == []  # nothing changed
        send(wss[1], type="take_seat", seat=2)
        until(wss[1], "room", where=lambda m: m["room"]["seats"][2]["player"] is not None)
        assert survey() == [rooms[1]["id"]]
        listed = {r["id"]: r for r in b.get("/rooms").json()["rooms"]}
        assert set(listed) == {r["id"] for r in rooms}
        assert listed[rooms[1]["id"]]["seated"] == 1
        send(wss[2], type="leave_room")
        until(wss[2], "left_room")
        survey()
        assert {r["id"] for r in b.get("/rooms").json()["rooms"]} == \
            {rooms[0]["id"], rooms[1]["id"]}  # a closed room is no longer listed
        for ws in wss:
            ws.__exit__(None, None, None)
