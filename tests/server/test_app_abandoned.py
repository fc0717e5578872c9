"""A room everyone leaves mid-game (docs/server.md, "The game in a room"): the game ends
as abandoned — its row is over with the result ``{"winners": [], "reason":
"abandoned"}``, its log so far is kept and downloadable, the room is closed — and a
server started again on the database resumes nothing of it.  On SQLite and PostgreSQL."""

from __future__ import annotations

import json

from app_support import connect, send, server, token, until

from sgs.server.store import Store


def test_a_game_everyone_left_is_ended_as_abandoned_its_log_kept(db_url: str) -> None:
    with server(memory=False, db=db_url) as c:
        a, b = token(c, "甲"), token(c, "乙")
        with connect(c, a) as wa, connect(c, b) as wb:
            send(wa, type="create_room", settings={"players": 3, "bots": ["rule"]})
            room = until(wa, "room")["room"]
            send(wb, type="join_room", code=room["code"])
            until(wb, "room")
            send(wb, type="ready", ready=True)
            until(wa, "room", where=lambda m: m["room"]["seats"][1]["ready"])
            send(wa, type="start")
            game_id = until(wa, "game")["game"]
            for ws in (wa, wb):
                send(ws, type="leave_room")
                until(ws, "left_room")
            assert c.get("/health").json()["games"] == 0
            got = c.get(f"/games/{game_id}/log")
            assert got.status_code == 200
            records = [json.loads(line) for line in got.text.splitlines()]
            assert records[0]["t"] == "header"  # what was played, for `sgs replay`
    with Store.open(db_url) as store:
        game = store.game(game_id)
        assert game is not None and game.state == "over"
        assert game.result == {"winners": [], "reason": "abandoned"}
        kept = store.room(room["id"])
        assert kept is not None and kept.state == "closed"
    with server(memory=False, db=db_url) as c, connect(c, a) as wa:  # resumes nothing
        until(wa, "lobby")
        assert c.get("/health").json() == {**c.get("/health").json(), "rooms": 0,
                                           "games": 0}


def test_a_playing_room_stored_with_nobody_in_it_is_abandoned_on_start(db_url: str) -> None:
    """A server killed between its last member's leaving and the room's closing: the
    next start finds a playing room with no members and ends its game as abandoned."""
    with server(memory=False, db=db_url) as c:
        a = token(c, "甲")
        with connect(c, a) as wa:
            send(wa, type="create_room", settings={"players": 2, "bots": ["rule"]})
            room = until(wa, "room")["room"]
            send(wa, type="start")
            game_id = until(wa, "game")["game"]
    with Store.open(db_url) as store:
        for pid in store.room_members(room["id"]):
            store.leave_room(room["id"], pid)
    with server(memory=False, db=db_url) as c:
        assert c.get("/health").json()["games"] == 0
        assert c.get(f"/games/{game_id}/log").status_code == 200
    with Store.open(db_url) as store:
        game = store.game(game_id)
        assert game is not None and game.result == {"winners": [], "reason": "abandoned"}
        kept = store.room(room["id"])
        assert kept is not None and kept.state == "closed"
