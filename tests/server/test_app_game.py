"""A room's game over the WebSocket (in process, a real SQLite database, the clock
injected): two scripted people, bots in the other seats and a spectator play a game to
the end; its log downloaded from ``GET /games/{id}/log`` verifies with ``sgs replay
--verify``.  Refusals go to the client that sent the answer alone; a reconnection
with the cursor it had gets the rest, no record twice and none missing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from app_support import Clock, Json, connect, drain, send, server, settle, tick, token, until
from starlette.testclient import TestClient, WebSocketTestSession
from typer.testing import CliRunner

from sgs.agents import RandomBot
from sgs.cli.main import app as cli
from sgs.server.store import Store


class Scripted:
    """A person's client: answers each request it is shown with a seeded random bot's
    choice; keeps every message and the records in order."""

    def __init__(self, ws: WebSocketTestSession, seed: int) -> None:
        self.ws, self.bot = ws, RandomBot(seed)
        self.got: list[Json] = []
        self.events: list[Json] = []
        self.answered: set[int] = set()
        self.over: Json | None = None

    def read(self) -> bool:
        """Read what came; answer an open request; True if something was done."""
        did = False
        for msg in drain(self.ws):
            self.got.append(msg)
            if msg["type"] == "game_over":
                self.over = msg
            if msg["type"] != "game":
                continue
            view = msg["view"]
            self.events.extend(view["events"])
            rid = view["request_id"]
            if rid is not None and rid not in self.answered:
                self.answered.add(rid)
                send(self.ws, type="answer", id=rid, value=self.bot.act(view, view["request"]))
                did = True
        return did


def _room(c: TestClient, wa: WebSocketTestSession, wb: WebSocketTestSession,
          spectator: WebSocketTestSession | None, **settings: Any) -> Json:
    send(wa, type="create_room", settings={"players": 4, "card_set": "standard",
                                           "bots": ["rule"], **settings})
    room = until(wa, "room")["room"]
    send(wb, type="join_room", code=room["code"])
    until(wb, "room")
    send(wb, type="take_seat", seat=2)
    send(wb, type="ready")
    until(wb, "room", where=lambda m: m["room"]["seats"][2]["ready"])
    if spectator is not None:
        send(spectator, type="join_room", room=room["id"], watch=True)
        until(spectator, "room")
    send(wa, type="start")
    return room


def _play(c: TestClient, clock: Clock, clients: list[Scripted], limit: int = 20_000) -> None:
    for _ in range(limit):
        settle(c)
        did = [cl.read() for cl in clients]
        if all(cl.over for cl in clients):
            return
        if not any(did) and not tick(c, clock):
            settle(c)
            if not any(cl.read() for cl in clients):
                raise AssertionError("the game waits for nobody")
    raise AssertionError("the game did not end")


def test_two_people_bots_and_a_spectator_play_to_the_end_and_the_log_verifies(
        tmp_path: Path) -> None:
    clock = Clock()
    db = f"sqlite:///{tmp_path / 'sgs.db'}"
    with server(memory=False, db=db, clock=clock, seeds=lambda: 20261206) as c:
        ta, tb, ts = token(c, "甲"), token(c, "乙"), token(c, "看客")
        with connect(c, ta) as wa, connect(c, tb) as wb, connect(c, ts) as wsp:
            _room(c, wa, wb, wsp)
            a, b, spec = Scripted(wa, 1), Scripted(wb, 2), Scripted(wsp, 3)
            _play(c, clock, [a, b, spec])
            assert a.over is not None and a.over == b.over == spec.over
            games = [m for m in a.got if m["type"] == "game"]
            assert {m["view"]["seat"] for m in games} == {0}
            assert {m["view"]["seat"] for m in b.got if m["type"] == "game"} == {2}
            seen = [m["view"] for m in spec.got if m["type"] == "game"]
            assert seen and all(v["seat"] is None and v["request"] is None for v in seen)
            acks = [m for m in a.got if m["type"] in ("ack", "refused")]
            assert acks and all(m["type"] == "ack" for m in acks)
            assert a.events[-1]["t"] == "game_over" == spec.events[-1]["t"]
            assert "catalogue" in games[0]["view"]
            assert all("catalogue" not in m["view"] for m in games[1:])
            settle(c)
            a.read()
            back = [m["room"] for m in a.got if m["type"] == "room"][-1]
            assert back["state"] == "open" and back["game"] == a.over["game"]
        got = c.get(a.over["log"])
        assert got.status_code == 200 and got.headers["content-type"].startswith(
            "application/x-ndjson")
        assert c.get("/health").json()["games"] == 0
        seat_two = c.get(a.over["log"] + "?seat=2").text
        assert c.get(a.over["log"] + "?seat=9").json()["code"] == "seat.range"
        assert c.get("/games/nothing/log").status_code == 404
    path = tmp_path / "game.jsonl"
    path.write_text(got.text, encoding="utf-8")
    res = CliRunner().invoke(cli, ["replay", "--verify", str(path)])
    assert res.exit_code == 0, res.output
    assert "✓" in res.output
    # the replay from seat 2's point of view: what B was shown, record for record
    assert [json.loads(line) for line in seat_two.splitlines()] == b.events


def test_a_spectator_who_comes_in_during_the_game_gets_the_whole_view() -> None:
    clock = Clock()
    with server(clock=clock, seeds=lambda: 5) as c:
        ta, tb, ts = token(c, "A"), token(c, "B"), token(c, "S")
        with connect(c, ta) as wa, connect(c, tb) as wb:
            _room(c, wa, wb, None, players=3)
            a, b = Scripted(wa, 1), Scripted(wb, 2)
            for _ in range(10):
                settle(c)
                if not any([a.read(), b.read()]):
                    tick(c, clock)
            code = [m["room"] for m in a.got if m["type"] == "room"][-1]["code"]
            with connect(c, ts) as wsp:
                send(wsp, type="join_room", code=code)
                assert until(wsp, "room")["room"]["state"] == "playing"
                first = until(wsp, "game")["view"]
                assert first["seat"] is None and first["request"] is None
                assert "catalogue" in first and first["events"]


def test_only_a_connection_that_asks_for_words_is_sent_the_story_and_prompts() -> None:
    clock = Clock()
    with server(clock=clock, seeds=lambda: 11) as c:
        ta, tb = token(c, "A"), token(c, "B")
        with connect(c, ta) as wa, connect(c, tb, "?words=1") as wb:
            _room(c, wa, wb, None, players=3)
            a, b = Scripted(wa, 1), Scripted(wb, 2)
            for _ in range(30):
                settle(c)
                if not any([a.read(), b.read()]):
                    tick(c, clock)
            plain = [m for m in a.got if m["type"] == "game"]
            worded = [m for m in b.got if m["type"] == "game"]
            assert plain and not any("story" in m or "prompt" in m for m in plain)
            assert worded and all("story" in m and "prompt" in m for m in worded)
            lines = [line for m in worded for line in m["story"]]
            assert lines and all(line["zh"] and line["en"] for line in lines)
            asked = [m["prompt"] for m in worded if m["view"]["request"] is not None]
            assert asked and all(p["zh"] and p["en"] for p in asked)


def test_refusals_go_to_the_sender_alone_and_change_nothing() -> None:
    clock = Clock()
    with server(clock=clock, seeds=lambda: 3) as c:
        ta, tb, ts = token(c, "A"), token(c, "B"), token(c, "S")
        with connect(c, ta) as wa, connect(c, tb) as wb, connect(c, ts) as wsp:
            _room(c, wa, wb, wsp, players=3)
            # the first request of seat 0 (the game's setup asks each person)
            view = until(wa, "game", where=lambda m: m["view"]["request_id"] is not None)
            rid = view["view"]["request_id"]
            send(wa, type="answer", id=rid + 5, value=None)
            stale = until(wa, "refused")
            assert stale["refusal"]["code"] == "request.stale" and stale["refusal"]["zh"]
            send(wa, type="answer", id=rid, value={"what": [1, 2, 3]})
            bad = until(wa, "refused")["refusal"]
            assert bad["code"] and bad["en"]
            send(wsp, type="answer", id=rid, value=None)  # a watcher has no seat
            assert until(wsp, "error")["code"] == "game.not_yours"
            settle(c)
            assert not [m for m in drain(wb) if m["type"] in ("refused", "error")]
            # nothing changed: the same request is open, and a good answer is taken
            bot = RandomBot(0)
            send(wa, type="answer", id=rid, value=bot.act(view["view"], view["view"]["request"]))
            assert until(wa, "ack")["id"] == rid


def test_a_reconnection_with_its_cursor_gets_the_rest_once() -> None:
    clock = Clock()
    with server(clock=clock, seeds=lambda: 7) as c:
        ta, tb = token(c, "A"), token(c, "B")
        with connect(c, ta) as wa, connect(c, tb) as wb:
            _room(c, wa, wb, None, players=3)
            a, b = Scripted(wa, 1), Scripted(wb, 2)
            for _ in range(30):  # some way into the game
                settle(c)
                if not any([a.read(), b.read()]):
                    tick(c, clock)
            cursor = sum(1 for _ in a.events)
            before = list(a.events)
        with connect(c, tb) as wb, c.websocket_connect(
                f"/ws?cursor={cursor}", headers={"authorization": f"Bearer {ta}"}) as wa:
            a.ws, b.ws = wa, wb
            until(wa, "room")
            first = until(wa, "game")["view"]
            assert "catalogue" not in first
            assert first["cursor"] >= cursor
            a.events = before + first["events"]
            if first["request_id"] is not None:
                a.answered.discard(first["request_id"])
            for _ in range(10):
                settle(c)
                if not any([a.read(), b.read()]):
                    tick(c, clock)
            assert a.over is None
        with connect(c, ta) as fresh:
            whole = until(fresh, "game")["view"]
            assert "catalogue" in whole
            settle(c)
            later = [m["view"]["events"] for m in drain(fresh) if m["type"] == "game"]
            got = whole["events"] + [e for evs in later for e in evs]
            assert got[:len(a.events)] == a.events


def test_a_person_who_left_during_the_game_comes_back_to_their_seat() -> None:
    clock = Clock()
    with server(clock=clock, seeds=lambda: 6) as c:
        ta, tb = token(c, "A"), token(c, "B")
        with connect(c, ta) as wa, connect(c, tb) as wb:
            room = _room(c, wa, wb, None, players=3, spectators=False)
            until(wb, "game")
            send(wb, type="leave_room")
            until(wb, "left_room")
            send(wb, type="join_room", code=room["code"])
            back = until(wb, "game")["view"]
            assert back["seat"] == 2 and "catalogue" in back
            send(wb, type="resume", cursor=0)
            again = until(wb, "game")["view"]
            assert again["events"] == back["events"][:len(again["events"])]
            assert again["seat"] == 2


def test_a_hegemony_room_plays_to_the_end_and_its_log_verifies(tmp_path: Path) -> None:
    clock = Clock()
    with server(clock=clock, seeds=lambda: 4242) as c:
        ta, tb = token(c, "A"), token(c, "B")
        with connect(c, ta) as wa, connect(c, tb) as wb:
            _room(c, wa, wb, None, players=4, mode="hegemony", card_set="hegemony")
            a, b = Scripted(wa, 1), Scripted(wb, 2)
            _play(c, clock, [a, b])
            assert a.over is not None
        text = c.get(a.over["log"]).text
    path = tmp_path / "heg.jsonl"
    path.write_text(text, encoding="utf-8")
    res = CliRunner().invoke(cli, ["replay", "--verify", str(path)])
    assert res.exit_code == 0, res.output


def test_nothing_of_a_game_is_sent_before_the_answers_behind_it_are_committed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 23 item 6: an answer is stored before it is acknowledged — and before
    anything that follows from it is shown.  The store's writer commits in its own
    thread; at every ``ack`` and every ``game`` message the server sends, another
    connection to the database already reads every answer the table has taken."""
    clock = Clock()
    db = f"sqlite:///{tmp_path / 'sgs.db'}"
    checked: list[str] = []
    with server(memory=False, db=db, clock=clock, seeds=lambda: 7) as c, \
            Store.open(db) as other:
        srv = c.app.state.server  # type: ignore[attr-defined]
        send_to = srv.hub.to_player

        def spy(player_id: str, msg: Json) -> None:
            if msg["type"] in ("ack", "game"):
                for game in srv.games.live.values():
                    taken = len(game.journal.answers())
                    assert len(other.answers(game.id)) == taken, msg["type"]
                checked.append(msg["type"])
            send_to(player_id, msg)

        monkeypatch.setattr(srv.hub, "to_player", spy)
        ta, tb = token(c, "甲"), token(c, "乙")
        with connect(c, ta) as wa, connect(c, tb) as wb:
            _room(c, wa, wb, None, players=3)
            a, b = Scripted(wa, 1), Scripted(wb, 2)
            _play(c, clock, [a, b])
    assert checked.count("ack") > 10 and checked.count("game") > 10
