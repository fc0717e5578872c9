"""``sgs serve`` as a real process on a loopback port: it prints the address to open,
answers ``/health``, and plays the lobby over a real WebSocket; without the server
extra the command says in one line how to install it."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
from serve_support import GUARD, sgs_serve
from websockets.sync.client import connect


def test_sgs_serve_prints_its_address_and_serves_the_lobby(tmp_path: Path) -> None:
    with sgs_serve(tmp_path) as (url, _):
        assert httpx.get(url + "health", timeout=GUARD).json()["status"] == "ok"
        tok = httpx.post(url + "session", json={"name": "甲"}, timeout=GUARD).json()["token"]
        ws_url = "ws" + url[4:] + "ws"
        with connect(ws_url, additional_headers={"Authorization": f"Bearer {tok}"},
                     open_timeout=GUARD) as ws:
            assert json.loads(ws.recv(GUARD))["type"] == "welcome"
            ws.send(json.dumps({"type": "create_room", "settings": {"players": 3}}))
            while (msg := json.loads(ws.recv(GUARD)))["type"] != "room":
                pass
            assert msg["room"]["players"] == 3
        listed = httpx.get(url + "rooms", timeout=GUARD).json()["rooms"]
        assert [r["id"] for r in listed] == [msg["room"]["id"]]
    assert (tmp_path / "sgs.db").exists()  # the default database, in --data


def test_a_token_outlives_a_restart_of_the_server(tmp_path: Path) -> None:
    with sgs_serve(tmp_path) as (url, _):
        tok = httpx.post(url + "session", json={"name": "乙"}, timeout=GUARD).json()["token"]
    with sgs_serve(tmp_path) as (url, _):
        me = httpx.get(url + "me", headers={"authorization": f"Bearer {tok}"}, timeout=GUARD)
        assert me.json()["player"]["name"] == "乙"


def test_without_the_server_extra_serve_says_how_to_install_it() -> None:
    code = ("import sys; sys.modules['fastapi'] = None\n"
            "from sgs.cli.main import app\n"
            "app(['serve'])")
    got = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=GUARD)
    assert got.returncode == 1
    lines = got.stderr.strip().splitlines()
    assert len(lines) == 1 and "pip install 'sgs[server]'" in lines[0]


def _recv_until(ws: Any, kind: str, where: Any = lambda m: True) -> dict[str, Any]:
    for _ in range(500):
        msg: dict[str, Any] = json.loads(ws.recv(GUARD))
        if msg["type"] == kind and where(msg):
            return msg
    raise AssertionError(f"no {kind}")


def test_a_game_over_the_real_wire_survives_sigkill(tmp_path: Path) -> None:
    """A person's answer is acknowledged (stored first); the server killed with SIGKILL
    and started again has the game, and the person reconnecting is in it, asked."""
    with sgs_serve(tmp_path) as (url, proc):
        tok = httpx.post(url + "session", json={"name": "甲"}, timeout=GUARD).json()["token"]
        headers = {"Authorization": f"Bearer {tok}"}
        with connect("ws" + url[4:] + "ws", additional_headers=headers,
                     open_timeout=GUARD) as ws:
            ws.send(json.dumps({"type": "create_room", "settings": {
                "players": 3, "card_set": "standard", "bots": ["rule"]}}))
            _recv_until(ws, "room")
            ws.send(json.dumps({"type": "start"}))
            view = _recv_until(ws, "game", lambda m: m["view"]["request_id"] is not None)
            game = view["game"]
            v = view["view"]
            ws.send(json.dumps({"type": "answer", "id": v["request_id"],
                                "value": v["request"]["default"]}))
            assert _recv_until(ws, "ack")["id"] == v["request_id"]
        proc.send_signal(signal.SIGKILL)
    with sgs_serve(tmp_path) as (url, _):
        assert httpx.get(url + "health", timeout=GUARD).json()["games"] == 1
        with connect("ws" + url[4:] + "ws", additional_headers=headers,
                     open_timeout=GUARD) as ws:
            room = _recv_until(ws, "room")["room"]
            assert room["state"] == "playing" and room["game"] == game
            back = _recv_until(ws, "game")
            assert back["game"] == game and "catalogue" in back["view"]
            assert back["view"]["request_id"] != v["request_id"]


def test_serve_on_a_database_of_a_newer_sgs_says_so_in_one_line(tmp_path: Path) -> None:
    from sqlalchemy import text

    from sgs.server.store import Store

    with Store.open(f"sqlite:///{tmp_path / 'sgs.db'}") as store, \
            store.engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = 'f00dcafe'"))
    got = subprocess.run([sys.executable, "-m", "sgs.cli.main", "serve", "--port", "0",
                          "--data", str(tmp_path)], capture_output=True, text=True,
                         timeout=GUARD)
    assert got.returncode == 1
    lines = got.stderr.strip().splitlines()
    assert len(lines) == 1 and "newer sgs (revision f00dcafe)" in lines[0]


def test_the_real_server_tells_an_oversized_message_then_closes(tmp_path: Path) -> None:
    from websockets.exceptions import ConnectionClosed

    with sgs_serve(tmp_path) as (url, _):
        tok = httpx.post(url + "session", json={"name": "A"}, timeout=GUARD).json()["token"]
        with connect("ws" + url[4:] + "ws", additional_headers={
                "Authorization": f"Bearer {tok}"}, open_timeout=GUARD) as ws:
            _recv_until(ws, "lobby")
            ws.send(json.dumps({"type": "chat", "text": "x" * 40_000}))
            assert _recv_until(ws, "closed")["code"] == "limit.size"
            try:
                ws.recv(GUARD)
                raise AssertionError("still open")
            except ConnectionClosed as closed:
                assert closed.rcvd is not None and closed.rcvd.code == 4009
        # a browser page of another site is refused at the handshake
        from websockets.exceptions import InvalidStatus

        try:
            connect("ws" + url[4:] + "ws", additional_headers={
                "Authorization": f"Bearer {tok}", "Origin": "http://evil.example"},
                open_timeout=GUARD)
            raise AssertionError("let in")
        except InvalidStatus as refused:
            assert refused.response.status_code == 403


def _refused(tmp_path: Path, *args: str) -> str:
    """``sgs serve`` with ``args``: it must stop at once with exit code 2 and one line."""
    got = subprocess.run([sys.executable, "-m", "sgs.cli.main", "serve", "--port", "0",
                          "--data", str(tmp_path), *args], capture_output=True, text=True,
                         timeout=20)
    lines = got.stderr.strip().splitlines()
    assert got.returncode == 2 and len(lines) == 1, (got.returncode, got.stderr)
    assert not got.stdout  # it never listened
    return lines[0]


def test_serve_refuses_an_instance_id_longer_than_its_database_column(tmp_path: Path) -> None:
    """The lease owner id is written in ``rooms.lease_owner`` (64 characters): a longer
    ``--instance``, or a ``--public-url`` that with its "#" and 8-character suffix would
    not fit, is refused at start — not when PostgreSQL refuses the first room's save."""
    from sgs.server.store.models import OWNER

    assert OWNER == 64
    url = "https://play.example/" + "a" * 34  # 55 characters: URL#suffix is 64
    assert len(url) == 55
    line = _refused(tmp_path, "--public-url", url + "b")
    assert "--public-url is 56 characters long: at most 55" in line
    line = _refused(tmp_path, "--instance", url + "#" + "n" * 9)
    assert "--instance is 65 characters long: at most 64" in line
    assert not (tmp_path / "sgs.db").exists()  # refused before the database is opened


def test_serve_refuses_an_instance_id_that_is_no_url_and_name(tmp_path: Path) -> None:
    """Its URL part is what clients are told to reconnect to (``room.elsewhere``)."""
    assert "'\\n' is not a character of a URL" in _refused(
        tmp_path, "--public-url", "http://a.example/\nx")
    assert "is not an http:// or https:// URL" in _refused(
        tmp_path, "--public-url", "ftp://a.example/")
    assert "is not URL#NAME" in _refused(tmp_path, "--instance", "http://a.example/")
    assert "NAME may have letters" in _refused(tmp_path, "--instance",
                                               "http://a.example/#a b")
    assert "' ' is not a character of a URL" in _refused(tmp_path, "--instance",
                                                         "http://a .example/#a")
