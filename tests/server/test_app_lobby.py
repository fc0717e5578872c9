"""The lobby and rooms over the real app (in process): sessions, rooms with their
settings, join codes, seats, ready, the host, chat, and a room that empties closing."""

from __future__ import annotations

import pytest
from app_support import connect, send, server, token, until
from starlette.websockets import WebSocketDisconnect


def test_health_says_ok_with_the_version_and_counts() -> None:
    with server() as c:
        got = c.get("/health").json()
    assert got["status"] == "ok" and got["rooms"] == 0 and got["games"] == 0
    assert isinstance(got["version"], str)


def test_a_name_gets_a_token_that_names_the_player_back() -> None:
    with server() as c:
        tok = token(c, "  小明 ")
        me = c.get("/me", headers={"authorization": f"Bearer {tok}"}).json()
        assert me["player"]["name"] == "小明" and me["room"] is None
        assert c.get("/me", headers={"authorization": f"Bearer {tok}x"}).status_code == 401


@pytest.mark.parametrize(("name", "code"), [("", "name.empty"), ("x" * 25, "name.long"),
                                            ("a\u0000b", "name.control"),
                                            ("a\nb", "name.control")])
def test_a_bad_name_is_refused_in_one_line(name: str, code: str) -> None:
    with server() as c:
        got = c.post("/session", json={"name": name})
    assert got.status_code == 400 and got.json()["code"] == code
    assert got.json()["zh"] and got.json()["en"]


def test_a_connection_without_a_valid_token_is_told_and_closed() -> None:
    with server() as c:
        for headers in ({}, {"authorization": "Bearer forged.token"}):
            with c.websocket_connect("/ws", headers=headers) as ws:
                msg = ws.receive_json()
                assert msg["type"] == "closed" and msg["code"] == "conn.token"
                with pytest.raises(WebSocketDisconnect):
                    ws.receive_json()


def test_a_room_is_listed_joined_seated_readied_and_chatted_in() -> None:
    with server() as c:
        a, b = token(c, "甲"), token(c, "乙")
        with connect(c, a) as wa, connect(c, b) as wb:
            assert until(wa, "welcome")["player"]["name"] == "甲"
            assert until(wb, "lobby")["rooms"] == []
            send(wa, type="create_room", settings={"players": 4, "decision_seconds": 20,
                                                   "bots": ["rule", "random"]})
            room = until(wa, "room")["room"]
            assert room["host"]["name"] == "甲" and room["seats"][0]["player"]["name"] == "甲"
            assert (room["players"], room["decision_seconds"], room["bots"]) == \
                (4, 20, ["rule", "random"])
            listed = until(wb, "lobby")["rooms"]
            assert [r["id"] for r in listed] == [room["id"]] and "code" not in listed[0]
            send(wb, type="join_room", room=room["id"])
            joined = until(wb, "room")["room"]
            assert joined["seats"][1]["player"]["name"] == "乙"
            send(wb, type="take_seat", seat=3)
            send(wb, type="ready")
            seen = until(wa, "room", where=lambda m: m["room"]["seats"][3]["ready"])["room"]
            assert seen["seats"][1]["player"] is None
            send(wb, type="chat", text="<b>你好</b>")
            line = until(wa, "chat")
            assert line["text"] == "<b>你好</b>" and line["from"]["name"] == "乙"


def test_the_host_leaving_hands_the_room_on_and_the_last_one_closes_it() -> None:
    with server() as c:
        a, b = token(c, "A"), token(c, "B")
        with connect(c, a) as wa, connect(c, b) as wb:
            send(wa, type="create_room")
            rid = until(wa, "room")["room"]["id"]
            send(wb, type="join_room", room=rid)
            until(wb, "room")
            send(wa, type="leave_room")
            assert until(wa, "left_room")["room"] == rid
            assert until(wb, "room")["room"]["host"]["name"] == "B"
            send(wb, type="leave_room")
            until(wb, "left_room")
            until(wa, "lobby", where=lambda m: m["rooms"] == [])
            assert c.get("/health").json()["rooms"] == 0


def test_a_private_room_is_not_listed_and_is_joined_by_its_code_only() -> None:
    with server() as c:
        a, b = token(c, "A"), token(c, "B")
        with connect(c, a) as wa, connect(c, b) as wb:
            send(wa, type="create_room", settings={"private": True})
            room = until(wa, "room")["room"]
            assert c.get("/rooms").json()["rooms"] == []
            send(wb, type="join_room", room=room["id"])
            assert until(wb, "error")["code"] == "room.none"
            send(wb, type="join_room", code=room["code"].lower())
            assert until(wb, "room")["room"]["id"] == room["id"]


def test_only_the_host_starts_and_only_when_the_seated_are_ready() -> None:
    with server() as c:
        a, b = token(c, "A"), token(c, "B")
        with connect(c, a) as wa, connect(c, b) as wb:
            send(wa, type="create_room")
            rid = until(wa, "room")["room"]["id"]
            send(wb, type="join_room", room=rid)
            until(wb, "room")
            send(wb, type="start")
            assert until(wb, "error")["code"] == "room.not_host"
            send(wa, type="start")
            assert until(wa, "error")["code"] == "room.not_ready"


@pytest.mark.parametrize(("settings", "why"), [
    ({"mode": "nope"}, "mode"), ({"card_set": "nope"}, "card_set"),
    ({"bots": ["nobody"]}, "bots"), ({"players": 11}, "players"),
    ({"decision_seconds": 1}, "decision_seconds")])
def test_room_settings_the_engine_does_not_know_are_refused(settings: dict[str, object],
                                                            why: str) -> None:
    with server() as c:
        with connect(c, token(c, "A")) as wa:
            send(wa, type="create_room", settings=settings)
            err = until(wa, "error")
            assert why in (err["en"] + str(err["params"]))
            send(wa, type="ping")
            assert until(wa, "pong")
        assert c.get("/health").json()["rooms"] == 0


def test_the_newest_connection_of_a_player_wins_and_the_older_is_told_why() -> None:
    with server() as c:
        a = token(c, "A")
        with connect(c, a) as old:
            until(old, "welcome")
            with connect(c, a) as new:
                until(new, "welcome")
                msg = until(old, "closed")
                assert msg["code"] == "conn.replaced" and msg["en"]
                send(new, type="ping")
                assert until(new, "pong")
