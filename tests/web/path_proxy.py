"""One address in front of several servers, routed by the path's first segment as
docs/server.md's nginx example does: ``/a/…`` goes to the server named ``a`` with the
prefix taken off, any other path to the default one.  HTTP requests are sent one per
connection (``Connection: close``) so that each is routed by its own path; a WebSocket's
upgrade is piped both ways as it is.  The Host header is kept, as ``proxy_set_header Host
$host`` keeps it (the servers' Origin check compares the two)."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    while data := await reader.read(1 << 16):
        writer.write(data)
        await writer.drain()


class PathProxy:
    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.routes: dict[str, int] = {}  # first path segment -> the server's port
        self.default: int | None = None
        self.url = f"http://127.0.0.1:{sock.getsockname()[1]}/"

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
            first, *headers = [line for line in head.split("\r\n") if line]
            method, target, version = first.split(" ", 2)
            segment = target.split("/")[1] if target.startswith("/") else ""
            port = self.routes.get(segment)
            if port is not None:
                target = target[len(segment) + 1:] or "/"
            else:
                port = self.default
            if port is None:
                return
            if not any(h.lower().startswith("upgrade:") for h in headers):
                headers = [h for h in headers if not h.lower().startswith("connection:")]
                headers.append("Connection: close")
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", port)
            up_writer.write(("\r\n".join([f"{method} {target} {version}", *headers])
                             + "\r\n\r\n").encode("latin-1"))
            ways = [asyncio.ensure_future(_pipe(reader, up_writer)),
                    asyncio.ensure_future(_pipe(up_reader, writer))]
            await asyncio.wait(ways, return_when=asyncio.FIRST_COMPLETED)
            for way in ways:
                way.cancel()
            up_writer.close()
        except (OSError, asyncio.IncompleteReadError, ValueError):
            pass
        finally:
            writer.close()


@contextmanager
def path_proxy() -> Iterator[PathProxy]:
    """A proxy on a free loopback port (its routes set by the caller), in a thread."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    proxy = PathProxy(sock)
    loop = asyncio.new_event_loop()
    started = threading.Event()

    async def run() -> None:
        server = await asyncio.start_server(proxy.serve, sock=sock)
        started.set()
        with contextlib.suppress(asyncio.CancelledError):
            async with server:
                await server.serve_forever()

    thread = threading.Thread(target=lambda: loop.run_until_complete(run()), daemon=True)
    thread.start()
    started.wait(30)
    try:
        yield proxy
    finally:
        def cancel() -> None:
            for task in asyncio.all_tasks():
                task.cancel()

        loop.call_soon_threadsafe(cancel)
        thread.join(30)
        with contextlib.suppress(Exception):
            loop.close()
        sock.close()
