"""A seat over the WebSocket (the clock injected): a time-out answers the request's
default, 托管 hands the seat to the bot and back, a person away past the grace has the
bot play for them, and a server started again on the same database resumes the game
from its stored answers; the clients reconnect to it and it ends, its log verifying."""

from __future__ import annotations

from pathlib import Path

from app_support import Clock, connect, drain, send, server, settle, tick, token, until
from test_app_game import Scripted, _play, _room
from typer.testing import CliRunner

from sgs.cli.main import app as cli
from sgs.server.store import Store


def test_a_request_not_answered_in_time_gets_its_default() -> None:
    clock = Clock()
    with server(clock=clock, seeds=lambda: 11) as c:
        ta, tb = token(c, "A"), token(c, "B")
        with connect(c, ta) as wa, connect(c, tb) as wb:
            _room(c, wa, wb, None, players=3, decision_seconds=5)
            view = until(wa, "game", where=lambda m: m["view"]["request_id"] is not None)
            rid, deadline = view["view"]["request_id"], view["view"]["deadline"]
            assert deadline is not None
            b = Scripted(wb, 2)
            while clock.now < deadline:  # B plays; A says nothing
                settle(c)
                if not b.read():
                    tick(c, clock)
            settle(c)
            later = [m["view"] for m in drain(wa) if m["type"] == "game"]
            assert later and later[-1]["request_id"] != rid
            send(wa, type="answer", id=rid, value=None)
            # the request is not open any more (its default answered it)
            assert until(wa, "refused")["refusal"]["code"] in ("request.stale", "request.none")


def test_auto_hands_the_seat_to_the_bot_at_once_and_back() -> None:
    clock = Clock()
    with server(clock=clock, seeds=lambda: 12) as c:
        ta, tb = token(c, "A"), token(c, "B")
        with connect(c, ta) as wa, connect(c, tb) as wb:
            _room(c, wa, wb, None, players=3)
            until(wa, "game", where=lambda m: m["view"]["request_id"] is not None)
            send(wa, type="auto", on=True)
            assert until(wa, "game", where=lambda m: m["view"]["auto"])
            b = Scripted(wb, 2)
            views = []
            for _ in range(3000):
                settle(c)
                did = b.read()
                views += [m["view"] for m in drain(wa) if m["type"] == "game"]
                if b.over:
                    break
                if not did:
                    tick(c, clock)
            assert b.over is not None and len(views) > 5
            # the bot answered every request of the seat at once: none waited for A
            assert all(v["auto"] and v["request_id"] is None for v in views)
        with connect(c, ta) as wa:
            until(wa, "welcome")


def test_taking_the_seat_back_from_the_bot_shows_auto_off() -> None:
    clock = Clock()
    with server(clock=clock, seeds=lambda: 13) as c:
        ta, tb = token(c, "A"), token(c, "B")
        with connect(c, ta) as wa, connect(c, tb) as wb:
            _room(c, wa, wb, None, players=3)
            until(wa, "game")
            send(wa, type="auto", on=True)
            until(wa, "game", where=lambda m: m["view"]["auto"])
            send(wa, type="auto", on=False)
            assert until(wa, "game", where=lambda m: not m["view"]["auto"])


def test_a_person_away_past_the_grace_is_played_by_the_bot_to_the_end(
        tmp_path: Path) -> None:
    clock = Clock()
    db = f"sqlite:///{tmp_path / 'sgs.db'}"
    with server(memory=False, db=db, clock=clock, seeds=lambda: 14, grace_seconds=10) as c:
        ta, tb = token(c, "A"), token(c, "B")
        with connect(c, tb) as wb:
            with connect(c, ta) as wa:
                _room(c, wa, wb, None, players=3, decision_seconds=60)
                view = until(wa, "game", where=lambda m: m["view"]["request_id"] is not None)
                gone_at, deadline = clock.now, view["view"]["deadline"]
                assert deadline > gone_at + 10
            b = Scripted(wb, 2)
            _play(c, clock, [b])  # A is gone: after 10 s the bot plays A's seat
            assert b.over is not None
    with Store.open(db) as store:
        first = next(a for a in store.answers(b.over["game"])
                     if a.seat == 0 and a.time >= gone_at)
    # the bot, after the grace — not the request's time-out at its deadline
    assert first.time <= gone_at + 10 < deadline


def test_a_game_goes_on_after_the_server_is_started_again(tmp_path: Path) -> None:
    clock = Clock()
    db = f"sqlite:///{tmp_path / 'sgs.db'}"
    with server(memory=False, db=db, clock=clock, seeds=lambda: 15) as c:
        ta, tb = token(c, "A"), token(c, "B")
        with connect(c, ta) as wa, connect(c, tb) as wb:
            _room(c, wa, wb, None, players=3)
            a, b = Scripted(wa, 1), Scripted(wb, 2)
            for _ in range(15):
                settle(c)
                if not any([a.read(), b.read()]):
                    tick(c, clock)
            assert a.over is None
            cursors = {"a": len(a.events), "b": len(b.events)}
    with server(memory=False, db=db, clock=clock) as c:
        assert c.get("/health").json()["games"] == 1
        with c.websocket_connect(f"/ws?cursor={cursors['a']}",
                                 headers={"authorization": f"Bearer {ta}"}) as wa, \
                c.websocket_connect(f"/ws?cursor={cursors['b']}",
                                    headers={"authorization": f"Bearer {tb}"}) as wb:
            a.ws, b.ws = wa, wb
            a.answered.clear()
            b.answered.clear()
            _play(c, clock, [a, b])
            assert a.over is not None
        text = c.get(a.over["log"]).text
    path = tmp_path / "resumed.jsonl"
    path.write_text(text, encoding="utf-8")
    res = CliRunner().invoke(cli, ["replay", "--verify", str(path)])
    assert res.exit_code == 0, res.output
