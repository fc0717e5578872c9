"""The web pages at ``/``: the files of ``sgs/server/web/`` (plain ES modules and CSS,
shipped in the package, no build step), served by the server itself.

Each response says the page may load nothing from elsewhere (a Content-Security-Policy
of its own origin) and is checked again on each visit (``no-cache``: a new version of
the server is never mixed with an old module held by the browser).
"""

from __future__ import annotations

from pathlib import Path

from starlette.staticfiles import StaticFiles
from starlette.types import Message, Receive, Scope, Send

WEB = Path(__file__).with_name("web")
HEADERS = [
    (b"content-security-policy",
     b"default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; "
     b"object-src 'none'; base-uri 'none'; frame-ancestors 'none'"),
    (b"x-content-type-options", b"nosniff"),
    (b"cache-control", b"no-cache"),
]


class Pages(StaticFiles):
    """``web/`` with ``index.html`` at ``/`` and the headers above on every file."""

    def __init__(self) -> None:
        super().__init__(directory=WEB, html=True)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *HEADERS]
            await send(message)

        await super().__call__(scope, receive, with_headers)
