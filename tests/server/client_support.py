"""Helpers of the client tests: a real server (uvicorn, the real WebSocket path) on a
loopback port in a thread of the test's process, with a clock that runs faster than the
wall's, so that a whole game's padded waits (docs/server.md, "The waiting rule") take
seconds, not minutes."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn

from sgs.server.app import ServerConfig, create_app

GUARD = 120.0  # seconds: only so that a broken test fails instead of hanging


class FastClock:
    """Wall time, ``speed`` times as fast (the server's decision and padding clocks)."""

    def __init__(self, speed: float) -> None:
        self.speed = speed
        self.start = time.time()

    def __call__(self) -> float:
        return self.start + (time.time() - self.start) * self.speed


@contextmanager
def live_server(speed: float = 1.0, name: str | None = None,
                **config: Any) -> Iterator[str]:
    """A server in this process on a free loopback port: its ``http://`` address
    (``name``: an instance of several, its id its own address and ``#name``)."""
    config.setdefault("memory", True)
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    sock.listen(128)
    port = sock.getsockname()[1]
    if name is not None:
        config["instance"] = f"http://127.0.0.1:{port}/#{name}"
    app = create_app(ServerConfig(clock=FastClock(speed), **config))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + GUARD
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise AssertionError("the server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(GUARD)
        sock.close()
