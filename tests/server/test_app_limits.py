"""Bad clients (issue 23 item 9): garbage and wrong types get one line and change
nothing, a huge message or a flood gets a reason and then a close, a browser from
another origin is refused, and one client's failure touches nobody else."""

from __future__ import annotations

import json

import pytest
from app_support import Clock, connect, drain, recv, send, server, settle, token, until
from starlette.websockets import WebSocketDisconnect

from sgs.server.ws import CLOSE_RATE, CLOSE_SIZE, Limits


@pytest.mark.parametrize(("text", "code"), [
    ("not json{", "msg.not_json"),
    ("[1, 2]", "msg.not_object"),
    ('{"no": "type"}', "msg.not_object"),
    ('{"type": 7}', "msg.not_object"),
    ('{"type": "launch_missiles"}', "msg.unknown_type"),
    ('{"type": "take_seat", "seat": "3"}', "msg.invalid"),
    ('{"type": "take_seat", "seat": true}', "msg.invalid"),
    ('{"type": "take_seat", "seat": 99}', "msg.invalid"),
    ('{"type": "chat", "text": ""}', "msg.invalid"),
    ('{"type": "chat", "text": "' + "x" * 301 + '"}', "msg.invalid"),
    ('{"type": "chat", "text": "hi", "room": "elsewhere"}', "msg.invalid"),
    ('{"type": "answer", "id": -1, "value": null}', "msg.invalid"),
    ('{"type": "create_room", "settings": {"players": "5"}}', "msg.invalid"),
    ("[" * 5000 + "]" * 5000, "msg.not_json"),
])
def test_a_bad_message_gets_one_error_line_and_the_connection_goes_on(text: str,
                                                                      code: str) -> None:
    with server() as c:
        with connect(c, token(c, "A")) as ws:
            until(ws, "lobby")
            ws.send_text(text)
            err = recv(ws)
            assert err["type"] == "error" and err["code"] == code
            assert err["zh"] and err["en"]
            send(ws, type="ping")
            assert recv(ws)["type"] == "pong"
        assert c.get("/health").json()["rooms"] == 0


def test_a_message_over_the_size_limit_is_told_then_closed() -> None:
    with server(limits=Limits(message_bytes=1000)) as c, connect(c, token(c, "A")) as ws:
        until(ws, "lobby")
        send(ws, type="chat", text="好" * 400)  # 400 characters, 1200 bytes
        msg = until(ws, "closed")
        assert msg["code"] == "limit.size" and msg["params"] == {"max": 1000}
        assert recv(ws) == {"type": "websocket.close", "code": CLOSE_SIZE}


def test_a_flood_is_told_then_closed_and_a_paced_client_is_not() -> None:
    clock = Clock()
    with server(clock=clock, limits=Limits(rate=2, burst=5)) as c:
        with connect(c, token(c, "slow")) as ws:
            for _ in range(20):  # two a second, as the limit allows
                clock.now += 0.5
                send(ws, type="ping")
                until(ws, "pong")
        with connect(c, token(c, "flood")) as ws:
            for _ in range(6):  # the sixth at once is past the burst
                send(ws, type="ping")
            kinds = [recv(ws)["type"] for _ in range(9)]
            assert kinds == ["welcome", "lobby", *["pong"] * 5, "closed", "websocket.close"]


def test_the_flood_close_code_says_rate() -> None:
    with (server(clock=Clock(), limits=Limits(rate=1, burst=1)) as c,
          connect(c, token(c, "A")) as ws):
        until(ws, "lobby")
        send(ws, type="ping")
        send(ws, type="ping")
        assert until(ws, "closed")["code"] == "limit.rate"
        assert recv(ws)["code"] == CLOSE_RATE


def test_a_browser_of_another_origin_is_refused_at_the_handshake() -> None:
    with server() as c:
        tok = token(c, "A")
        with pytest.raises(WebSocketDisconnect), connect(c, tok, origin="http://evil.example"):
            pass
        with connect(c, tok, origin="http://testserver") as ws:  # the server's own host
            assert until(ws, "welcome")
    with (server(origins=frozenset({"http://friend.example"})) as c,
          connect(c, token(c, "A"), origin="http://friend.example") as ws):
        assert until(ws, "welcome")


def test_binary_frames_are_refused_in_one_line() -> None:
    with server() as c, connect(c, token(c, "A")) as ws:
        until(ws, "lobby")
        ws.send_bytes(json.dumps({"type": "ping"}).encode())
        assert recv(ws)["code"] == "msg.binary"


def test_a_bad_client_in_one_room_leaves_another_room_alone() -> None:
    with server() as c:
        a, b = token(c, "A"), token(c, "B")
        with connect(c, a) as wa, connect(c, b) as wb:
            send(wa, type="create_room")
            ra = until(wa, "room")["room"]
            send(wb, type="create_room", settings={"players": 3})
            rb = until(wb, "room")["room"]
            for text in ("]", '{"type": "take_seat", "seat": 1, "room": "' + ra["id"] + '"}',
                         '{"type": "ready", "ready": 1}'):
                wb.send_text(text)
                assert until(wb, "error")
            # B's seat change lands in B's room only
            send(wb, type="take_seat", seat=2)
            assert until(wb, "room")["room"]["id"] == rb["id"]
            send(wa, type="chat", text="still here")
            assert until(wa, "chat")["text"] == "still here"
            settle(c)
            assert not [m for m in drain(wb) if m["type"] == "chat"]  # A's room only
            mine = c.get("/rooms").json()["rooms"]
            assert {r["id"]: r["seated"] for r in mine} == {ra["id"]: 1, rb["id"]: 1}


def test_binary_frames_count_against_the_rate_too() -> None:
    with (server(clock=Clock(), limits=Limits(rate=1, burst=2)) as c,
          connect(c, token(c, "A")) as ws):
        until(ws, "lobby")
        for _ in range(3):
            ws.send_bytes(b"\x00" * 10)
        assert until(ws, "closed")["code"] == "limit.rate"
