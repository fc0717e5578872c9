"""Nothing a client sends can raise inside the server (issue 23 item 9): hundreds of
seeded random messages — every type, fields of the wrong kind, random JSON answers for
real and made-up request ids — sent by a seated person and a watcher of a running game
each get a reply that is not ``server.internal``, and the game and the other room go
on."""

from __future__ import annotations

import json
import random
from typing import Any

from app_support import Clock, connect, drain, recv, send, server, settle, token, until
from test_app_game import _room

from sgs.server.messages import TYPES

FIELDS = ("settings", "room", "code", "watch", "seat", "ready", "text", "id", "value",
          "on", "cursor", "type", "players")


def _junk(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(9 if depth < 3 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False])
    if kind == 2:
        return rng.choice([0, 1, -1, 7, 2**70, 3.5, -0.0])
    if kind == 3:
        return rng.choice(["", "a", "好" * 30, "\u0000", "slash:1", "K7QXPM", "none"])
    if kind == 4:
        return rng.randrange(-3, 40)
    if kind == 5:
        return "x" * rng.randrange(0, 400)
    if kind == 6:
        return [_junk(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice([*FIELDS, "option", "targets", "cards"]): _junk(rng, depth + 1)
            for _ in range(rng.randrange(4))}


def _message(rng: random.Random, rid: int | None) -> dict[str, Any]:
    msg: dict[str, Any] = {"type": rng.choice([*TYPES, "nope"])}
    for _ in range(rng.randrange(4)):
        msg[rng.choice(FIELDS[:-2])] = _junk(rng)
    if msg["type"] == "answer" and rng.random() < 0.6:
        msg = {"type": "answer", "id": rid if rid is not None and rng.random() < 0.7
               else rng.randrange(50), "value": _junk(rng)}
    return msg


def test_random_messages_never_fail_inside_the_server() -> None:
    rng = random.Random(23)
    clock = Clock()
    with server(clock=clock, seeds=lambda: 9) as c:
        ta, tb, ts, tx = (token(c, n) for n in ("A", "B", "S", "X"))
        with connect(c, ta) as wa, connect(c, tb) as wb, connect(c, ts) as wsp, \
                connect(c, tx) as wx:
            send(wx, type="create_room", settings={"players": 3})
            other = until(wx, "room")["room"]
            room = _room(c, wa, wb, wsp, players=3)
            rid = until(wa, "game", where=lambda m: m["view"]["request_id"] is not None
                        )["view"]["request_id"]
            replies: list[dict[str, Any]] = []
            for n in range(400):
                ws = wa if n % 2 else wsp
                clock.now += 0.1  # within the rate limit
                ws.send_text(json.dumps(_message(rng, rid)))
                settle(c)
                for msg in drain(wa) + drain(wsp):
                    replies.append(msg)
                    if msg["type"] == "game" and msg["view"]["request_id"] is not None:
                        rid = msg["view"]["request_id"]
            kinds = {m["type"] for m in replies}
            assert "error" in kinds and "refused" in kinds
            assert not [m for m in replies if m.get("code") == "server.internal"]
            assert not [m for m in replies if m["type"] in ("closed", "websocket.close")]
            # the other room is as it was, and the server answers
            send(wx, type="ping")
            assert until(wx, "pong")
            listed = {r["id"]: r for r in c.get("/rooms").json()["rooms"]}
            assert listed[other["id"]]["seated"] == 1
            assert c.get("/health").json()["status"] == "ok"
            send(wb, type="ping")
            assert recv(wb) and until(wb, "pong")
            assert room["id"]
