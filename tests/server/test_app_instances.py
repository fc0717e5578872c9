"""Two real ``sgs serve`` processes on one real PostgreSQL (docs/server.md, "Several
instances"): they show one lobby; a room lives on the instance holding its lease and a
client of the other is told where; when that instance is killed the other takes the
room over from its stored answers and the clients, reconnecting to it, finish the game,
whose log ``sgs replay --verify`` accepts."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from contextlib import AbstractContextManager, ExitStack, suppress
from pathlib import Path
from typing import Any

import httpx
from database_support import postgres_database
from serve_support import GUARD, QUICK, Served, sgs_serve
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

Json = dict[str, Any]


def instance(db: str, data: Path) -> AbstractContextManager[Served]:
    return sgs_serve(data, "--db", db, *QUICK)


def _session(url: str, name: str) -> str:
    return str(httpx.post(url + "session", json={"name": name}, timeout=GUARD).json()["token"])


OPEN = ExitStack()  # the connections a test opened, closed at its end


def _ws(url: str, tok: str, cursor: int = 0) -> ClientConnection:
    return OPEN.enter_context(connect(
        f"ws{url[4:]}ws?cursor={cursor}", open_timeout=GUARD,
        additional_headers={"Authorization": f"Bearer {tok}"}))


def _recv_until(ws: ClientConnection, *kinds: str) -> Json:
    for _ in range(5000):
        msg: Json = json.loads(ws.recv(GUARD))
        if msg["type"] in kinds:
            return msg
    raise AssertionError(f"no {kinds}")


def _until(what: Any, seconds: float = GUARD) -> Any:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if got := what():
            return got
        time.sleep(0.2)
    raise AssertionError("never")


class Person:
    """A scripted person: answers every request with its default."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.acks = 0
        self.first: Json | None = None  # the first game message
        self.over: Json | None = None

    def poll(self) -> None:
        """Read what has come (for a moment), answering a request."""
        try:
            msg: Json = json.loads(self.ws.recv(0.02))
        except TimeoutError:
            return
        self.last = msg
        if msg["type"] == "game":
            self.first = self.first or msg
            view = msg["view"]
            if view.get("request_id") is not None:
                self.ws.send(json.dumps({"type": "answer", "id": view["request_id"],
                                         "value": view["request"]["default"]}))
        elif msg["type"] == "ack":
            self.acks += 1
        elif msg["type"] == "game_over":
            self.over = msg
        elif msg["type"] == "closed":
            raise AssertionError(msg)


def _play(people: list[Person], done: Any, seconds: float) -> None:
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, ("the game did not get there",
                                        [getattr(p, "last", None) for p in people])
        for person in people:
            person.poll()


def _reconnect(url: str, tok: str, cursor: int) -> tuple[ClientConnection, Json]:
    """Connect until the instance serves the room (told ``room.elsewhere`` meanwhile:
    the dead instance's lease has not run out yet)."""
    told: list[str] = []
    end = time.monotonic() + GUARD
    while time.monotonic() < end:
        ws = _ws(url, tok, cursor)
        assert _recv_until(ws, "welcome")
        msg = _recv_until(ws, "room", "closed", "lobby")
        if msg["type"] == "room":
            return ws, msg
        told.append(msg.get("code", msg["type"]))
        ws.close()
        time.sleep(0.3)
    raise AssertionError(f"never served: {told}")


def test_two_instances_share_the_lobby_and_one_takes_over_a_killed_ones_game_spectators_too(
        tmp_path: Path) -> None:
    with postgres_database() as db, instance(db, tmp_path / "a") as (a, proc_a), \
            instance(db, tmp_path / "b") as (b, _), OPEN:
        tok1, tok2 = _session(a, "甲"), _session(b, "乙")  # tokens: the database's secret
        tok3 = _session(a, "丙")  # watches the game
        p1 = Person(_ws(a, tok1))
        _recv_until(p1.ws, "lobby")
        p1.ws.send(json.dumps({"type": "create_room", "settings": {
            "players": 3, "card_set": "standard", "bots": ["rule"]}}))
        room = _recv_until(p1.ws, "room")["room"]

        # one lobby: B lists A's room (from the database)
        listed = _until(lambda: [r["id"] for r in httpx.get(
            b + "rooms", timeout=GUARD).json()["rooms"]] or None)
        assert listed == [room["id"]]
        assert [r["id"] for r in httpx.get(a + "rooms", timeout=GUARD).json()["rooms"]] \
            == listed

        # B does not run A's room: joining it there says where it lives, in one line
        ws = _ws(b, tok2)
        _recv_until(ws, "lobby")
        ws.send(json.dumps({"type": "join_room", "code": room["code"]}))
        err = _recv_until(ws, "error")
        assert err["code"] == "room.elsewhere" and err["params"]["url"] == a
        ws.close()

        p2 = Person(_ws(a, tok2))
        _recv_until(p2.ws, "lobby")
        p2.ws.send(json.dumps({"type": "join_room", "code": room["code"]}))
        _recv_until(p2.ws, "room")
        p2.ws.send(json.dumps({"type": "ready", "ready": True}))
        _recv_until(p2.ws, "room")
        p3 = Person(_ws(a, tok3))
        _recv_until(p3.ws, "lobby")
        p3.ws.send(json.dumps({"type": "join_room", "code": room["code"], "watch": True}))
        _recv_until(p3.ws, "room")
        p1.ws.send(json.dumps({"type": "start"}))
        _play([p1, p2, p3], lambda: p1.acks + p2.acks >= 4 and p3.first is not None,
              GUARD)  # stored, acked on A; the watcher sees the game
        assert p3.first is not None and p3.first["view"]["seat"] is None
        game = _until(lambda: httpx.get(a + "health", timeout=GUARD).json()["games"])
        assert game == 1

        os.kill(proc_a.pid, signal.SIGKILL)
        killed_at = time.time()
        proc_a.wait(GUARD)
        for person in (p1, p2, p3):
            with suppress(ConnectionClosed, OSError):
                person.ws.close()

        # the watcher reconnects to B first (the database keeps who is in the room, not
        # only who sits): B takes the room over once A's lease has run out and serves
        # the watcher the spectator's view of the same game
        ws3, room3 = _reconnect(b, tok3, 0)
        assert room3["room"]["id"] == room["id"]
        assert [w["name"] for w in room3["room"]["watchers"]] == ["丙"]
        q3 = Person(ws3)
        _play([q3], lambda: q3.first is not None, GUARD)
        assert q3.first is not None and q3.first["view"]["seat"] is None
        assert q3.first["game"] == room3["room"]["game"]
        # the people reconnect to B too
        ws1, room1 = _reconnect(b, tok1, 0)
        ws2, room2 = _reconnect(b, tok2, 0)
        assert room1["room"]["id"] == room2["room"]["id"] == room["id"]
        assert room1["room"]["state"] == "playing"
        game_id = room1["room"]["game"]
        q1, q2 = Person(ws1), Person(ws2)
        _play([q1, q2], lambda: q1.first is not None, GUARD)
        assert q1.first is not None
        print(f"takeover: B served the game {q1.first['now'] - killed_at:.1f} s (B's clock)"
              " after A was killed")
        assert "catalogue" in q1.first["view"]  # cursor 0: the whole view again

        # the game goes on on B: the people answer, then hand their seats to the bot
        # (托管) so that the game comes to its end soon
        _play([q1, q2], lambda: q1.acks + q2.acks >= 3 or q1.over is not None, GUARD)
        for q in (q1, q2):
            q.ws.send(json.dumps({"type": "auto", "on": True}))
        _play([q1, q2, q3], lambda: q1.over is not None and q2.over is not None
              and q3.over is not None, 300)
        assert q1.over is not None and q1.over["game"] == game_id
        assert q3.over is not None and q3.over["game"] == game_id  # watched to the end
        text = httpx.get(b + f"games/{game_id}/log", timeout=GUARD).text
        log_file = tmp_path / "game.jsonl"
        log_file.write_text(text, encoding="utf-8")
        checked = subprocess.run([sys.executable, "-m", "sgs.cli.main", "replay", "--verify",
                                  str(log_file)], capture_output=True, text=True,
                                 timeout=GUARD)
        assert checked.returncode == 0, checked.stdout + checked.stderr
        ws1.close()
        ws2.close()
        ws3.close()


def test_a_player_in_a_room_on_one_instance_cannot_join_or_make_one_on_the_other(
        tmp_path: Path) -> None:
    """One room at a time per player (docs/server.md, "Limits") holds on the shared
    database: 甲, in a room on A, is refused B's room and a new room on B with
    ``room.in_one``; once 甲 has left, B takes them."""
    with postgres_database() as db, instance(db, tmp_path / "a") as (a, _), \
            instance(db, tmp_path / "b") as (b, _), OPEN:
        tok1, tok2 = _session(a, "甲"), _session(b, "乙")
        on_a, on_b = _ws(a, tok1), _ws(b, tok1)  # 甲 on both, in no room yet
        _recv_until(on_a, "lobby")
        _recv_until(on_b, "lobby")
        other = _ws(b, tok2)
        _recv_until(other, "lobby")
        other.send(json.dumps({"type": "create_room", "settings": {"players": 3}}))
        room_b = _recv_until(other, "room")["room"]
        on_a.send(json.dumps({"type": "create_room", "settings": {"players": 3}}))
        _recv_until(on_a, "room")

        on_b.send(json.dumps({"type": "join_room", "code": room_b["code"]}))
        assert _recv_until(on_b, "error", "room")["code"] == "room.in_one"
        on_b.send(json.dumps({"type": "create_room", "settings": {"players": 3}}))
        assert _recv_until(on_b, "error", "room")["code"] == "room.in_one"

        on_a.send(json.dumps({"type": "leave_room"}))
        _recv_until(on_a, "left_room")
        on_b.send(json.dumps({"type": "join_room", "code": room_b["code"]}))
        joined = _recv_until(on_b, "error", "room")
        assert joined["type"] == "room" and joined["room"]["id"] == room_b["id"]
