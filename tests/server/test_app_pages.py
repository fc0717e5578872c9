"""The web pages' side of the server (issue 24, item 1; docs/web.md): the files of
``web/`` at ``/`` with a policy that lets a page load nothing from elsewhere, the
lobby form's ``GET /choices``, and the replay viewer's ``GET /games/{id}/replay`` — a
finished game step by step as one seat saw it, its own hand and no other's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app_support import Clock, Json, connect, drain, send, server, settle, tick, token, until

from sgs.agents import RandomBot


def test_the_pages_are_served_at_the_root_and_may_load_nothing_from_elsewhere() -> None:
    with server() as c:
        page = c.get("/")
        assert page.status_code == 200 and "<main" in page.text
        assert "default-src 'self'" in page.headers["content-security-policy"]
        assert page.headers["x-content-type-options"] == "nosniff"
        for path in ("/app.js", "/table/index.js"):
            got = c.get(path)
            assert got.status_code == 200 and "javascript" in got.headers["content-type"]
        assert c.get("/health").json()["status"] == "ok"  # the routes win over files
        assert c.get("/nothing.js").status_code == 404


def test_choices_list_the_modes_sets_and_bots_a_room_may_have() -> None:
    with server() as c:
        got = c.get("/choices").json()
    modes = {m["id"]: m for m in got["modes"]}
    assert {"identity", "hegemony"} <= set(modes)
    assert modes["identity"]["min_players"] <= 5 <= modes["identity"]["max_players"]
    assert "standard" in got["card_sets"] and "rule" in got["bots"]


def _finished_game(c: Any, clock: Clock) -> Json:
    """One person and three bots play to the end; the game_over message."""
    with connect(c, token(c, "甲")) as ws:
        send(ws, type="create_room", settings={"players": 4, "card_set": "standard",
                                               "bots": ["rule"]})
        until(ws, "room")
        send(ws, type="start")
        bot, answered = RandomBot(3), set()
        for _ in range(20_000):
            settle(c)
            for msg in drain(ws):
                if msg["type"] == "game_over":
                    return msg
                view = msg.get("view")
                if msg["type"] == "game" and view["request_id"] not in (None, *answered):
                    answered.add(view["request_id"])
                    send(ws, type="answer", id=view["request_id"],
                         value=bot.act(view, view["request"]))
            tick(c, clock)
    raise AssertionError("the game did not end")


def test_the_replay_steps_show_a_seat_its_own_hand_and_no_other(tmp_path: Path) -> None:
    clock = Clock()
    with server(clock=clock, seeds=lambda: 7) as c:
        over = _finished_game(c, clock)
        base = f"/games/{over['game']}/replay"
        seat1 = c.get(base + "?seat=1").json()
        watch = c.get(base).json()
        assert c.get(base + "?seat=9").json()["code"] == "seat.range"
        assert c.get("/games/nothing/replay").status_code == 404
    assert seat1["seat"] == 1 and watch["seat"] is None
    assert seat1["result"]["winners"] == over["result"]["winners"]
    assert len(seat1["steps"]) > 10
    hands = [{p["seat"] for p in step["table"]["players"] if p.get("hand")}
             for step in seat1["steps"] if step["table"]]
    assert hands and all(h <= {1} for h in hands) and any(h == {1} for h in hands)
    assert all(not p.get("hand") for step in watch["steps"] if step["table"]
               for p in step["table"]["players"])
    told = [line for step in seat1["steps"] for line in step["lines"]["zh"]]
    assert told and all(isinstance(line, str) for line in told)
    assert any(step["lines"]["en"] for step in seat1["steps"])
