"""Helpers of the app's tests: a server in process (starlette's TestClient, one event
loop for every connection), players with tokens, and reading a WebSocket until a
message of a type comes (with a guard against a test that would wait for ever)."""

from __future__ import annotations

import asyncio
import json
import time
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import anyio

with warnings.catch_warnings():  # starlette would have httpx2; httpx is what dev installs
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from starlette.testclient import TestClient, WebSocketTestSession

from sgs.server.app import ServerConfig, create_app

Json = dict[str, Any]
GUARD_SECONDS = 20  # only so that a broken test fails instead of hanging


class Clock:
    """The server's time, moved by the test."""

    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@contextmanager
def server(**config: Any) -> Iterator[TestClient]:
    config.setdefault("memory", True)
    with TestClient(create_app(ServerConfig(**config))) as client:
        yield client


def token(client: TestClient, name: str) -> str:
    got = client.post("/session", json={"name": name})
    assert got.status_code == 200, got.text
    return str(got.json()["token"])


def connect(client: TestClient, tok: str, query: str = "",
            **headers: str) -> WebSocketTestSession:
    return client.websocket_connect(f"/ws{query}", headers={
        "authorization": f"Bearer {tok}", **headers})


def recv(ws: WebSocketTestSession) -> Json:
    async def one() -> Any:
        with anyio.fail_after(GUARD_SECONDS):
            return await ws._send_rx.receive()

    message = ws.portal.call(one)
    if message["type"] == "websocket.close":
        return {"type": "websocket.close", "code": message.get("code")}
    data: Json = json.loads(message["text"])
    return data


def recv_text(ws: WebSocketTestSession) -> str:
    """The next message's text, as sent (a close is ``""``)."""
    async def one() -> Any:
        with anyio.fail_after(GUARD_SECONDS):
            return await ws._send_rx.receive()

    message = ws.portal.call(one)
    return "" if message["type"] == "websocket.close" else str(message["text"])


def until(ws: WebSocketTestSession, kind: str, limit: int = 500,
          where: Callable[[Json], bool] = lambda _: True) -> Json:
    """The next message of type ``kind`` (for which ``where`` holds; those before it
    skipped)."""
    for _ in range(limit):
        msg = recv(ws)
        if msg["type"] == kind and where(msg):
            return msg
        if msg["type"] == "websocket.close":
            raise AssertionError(f"closed ({msg['code']}) while waiting for {kind}")
    raise AssertionError(f"no {kind} in {limit} messages")


def send(ws: WebSocketTestSession, **msg: Any) -> None:
    ws.send_text(json.dumps(msg))


def settle(client: TestClient) -> None:
    """Let the server's event loop send everything it has queued, once the answers it
    holds back are written (the store's writer thread commits them)."""
    server = client.app.state.server  # type: ignore[attr-defined]
    hub, games = server.hub, server.games

    async def idle() -> None:
        deadline = time.monotonic() + 120  # a liveness guard: a loaded machine is slow
        while time.monotonic() < deadline:
            if any(g.journal.pending for g in games.live.values()):
                await asyncio.sleep(0.001)  # the writer's thread, then its callbacks
                continue
            for _ in range(5):
                await asyncio.sleep(0)
            if not any(c.out.qsize() for c in hub.conns.values()) and \
                    not any(g.journal.pending for g in games.live.values()):
                return

    client.portal.call(idle)  # type: ignore[union-attr]


def drain(ws: WebSocketTestSession) -> list[Json]:
    """The messages that have arrived (after :func:`settle`), none waited for."""
    def now() -> list[Any]:
        got = []
        while True:
            try:
                got.append(ws._send_rx.receive_nowait())
            except anyio.WouldBlock:
                return got

    out = []
    for message in ws.portal.call(now):
        if message["type"] == "websocket.close":
            out.append({"type": "websocket.close", "code": message.get("code")})
        else:
            out.append(json.loads(message["text"]))
    return out


def drain_text(ws: WebSocketTestSession) -> list[str]:
    """The texts of the messages that have arrived (after :func:`settle`), as sent: the
    bytes a client gets (a close is ``""``)."""
    def now() -> list[Any]:
        got = []
        while True:
            try:
                got.append(ws._send_rx.receive_nowait())
            except anyio.WouldBlock:
                return got

    return [m.get("text", "") if m["type"] != "websocket.close" else ""
            for m in ws.portal.call(now)]


def tick(client: TestClient, clock: Clock) -> bool:
    """Move the server's clock to the soonest table deadline and run what is due;
    False when no table waits for time."""
    games = client.app.state.server.games  # type: ignore[attr-defined]
    soonest = client.portal.call(games.tick)  # type: ignore[union-attr]
    if soonest is None:
        return False
    clock.now = max(clock.now, soonest)
    client.portal.call(games.tick)  # type: ignore[union-attr]
    return True
