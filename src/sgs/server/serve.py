"""``sgs serve``: the application under uvicorn on a socket of its own, and the
address to open printed once it listens."""

from __future__ import annotations

import socket
import sys
from pathlib import Path

from .app import ServerConfig, create_app
from .heap import Collector
from .instance_ids import InstanceIdError, check_instance, check_url
from .store import StoreError

# uvicorn's own frame limit is above ours, so that an oversized message gets our
# one-line reason before the close (ws.Limits.message_bytes), not a bare 1009
UVICORN_WS_MAX = 1 << 20


def listen(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(512)
    sock.set_inheritable(True)
    return sock


def address(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def run(host: str = "127.0.0.1", port: int = 8765, db: str | None = None,
        data: Path | None = None, accounts: bool = False,
        origins: tuple[str, ...] = (), public_url: str | None = None,
        instance: str | None = None,
        window_seconds: float | None = None, turn_seconds: float | None = None) -> int:
    import uvicorn

    try:  # what names this instance in the database, refused before anything starts
        if instance is not None:
            check_instance(instance)
        if public_url is not None:
            check_url(public_url)
    except InstanceIdError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    sock = listen(host, port)  # first: the instance's URL names the port it got
    port = sock.getsockname()[1]
    try:
        public_url = check_url(public_url or address(host, port), "the address (--host)")
    except InstanceIdError as exc:  # a long IPv6 address with a zone: say --public-url
        sock.close()
        print(f"error: {exc}; give --public-url", file=sys.stderr)
        return 2
    config = ServerConfig(db=db, data=data, accounts=accounts,
                          origins=frozenset(o.rstrip("/") for o in origins),
                          public_url=public_url,
                          instance=instance,
                          window_seconds=window_seconds, turn_seconds=turn_seconds)
    try:
        app = create_app(config)
    except StoreError as exc:  # a database of a newer sgs, or none to be reached
        sock.close()
        print(f"error: {exc}", file=sys.stderr)
        return 1
    where = app.state.server.store.url
    url = address(host, port)
    print(f"sgs serve: listening at {url}  (WebSocket ws://{url[7:]}ws; data: {where};"
          f" Ctrl+C stops)\n  play there: open {url} in a browser and send friends the"
          f" room's link,\n  or from a terminal: sgs play --connect {url}"
          f"   (a friend: add --room CODE)", flush=True)
    Collector().install()  # short pauses of the collector (heap.py)
    server = uvicorn.Server(uvicorn.Config(
        app, log_level="warning", ws_max_size=UVICORN_WS_MAX, lifespan="on",
        proxy_headers=True))
    server.run(sockets=[sock])
    sys.stdout.flush()
    return 0
