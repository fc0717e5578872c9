"""A room everyone leaves mid-game (docs/server.md, "The game in a room"): the game ends
as abandoned — its row is over with the result ``{"winners": [], "reason":
"abandoned"}``, its log so far is kept and downloadable, the room is closed — and a
server started again on the database resumes nothing of it.  On SQLite and PostgreSQL."""

from __future__ import annotations

import json
from dataclasses import replace

from app_support import connect, send, server, settle, token, until

from sgs.agents import RandomBot
from sgs.core.log import dumps
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


def test_a_running_game_of_a_closed_room_is_ended_as_abandoned_on_start(db_url: str) -> None:
    """A server killed between closing the room its last member left (``Lobby.leave``
    saves it) and ending its game (``Games.left``): the database holds a closed room
    with a running game.  The next start ends the game as ``Games.abandon`` would have
    — the result ``{"winners": [], "reason": "abandoned"}``, the log so far kept."""
    with server(memory=False, db=db_url) as c:
        a = token(c, "甲")
        with connect(c, a) as wa:
            send(wa, type="create_room", settings={"players": 3, "bots": ["rule"]})
            room = until(wa, "room")["room"]
            send(wa, type="start")
            # the person's first request (a setup pick: public, its whole time) answered
            view = until(wa, "game", where=lambda m: m["view"]["request_id"] is not None)
            v = view["view"]
            send(wa, type="answer", id=v["request_id"], value=RandomBot(7).act(v, v["request"]))
            until(wa, "ack")
            settle(c)
            game = c.app.state.server.games.live[room["id"]]  # type: ignore[attr-defined]
    # its table as the stopped server left it (every answer of it written on the stop)
    game_id, so_far = game.id, "".join(dumps(r) + "\n" for r in game.table.log)
    with Store.open(db_url) as store:  # the room closed, its game not ended
        assert store.answer_count(game_id) >= 1
        kept = store.room(room["id"])
        assert kept is not None and kept.state == "playing"
        store.save_room(replace(kept, state="closed"))
        got = store.game(game_id)
        assert got is not None and got.state == "running"
    with server(memory=False, db=db_url) as c:
        assert c.get("/health").json()["games"] == 0
        log = c.get(f"/games/{game_id}/log")
        assert log.status_code == 200 and log.text == so_far
    with Store.open(db_url) as store:
        got = store.game(game_id)
        assert got is not None and got.state == "over"
        assert got.result == {"winners": [], "reason": "abandoned"}
