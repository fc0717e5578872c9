"""A tiny Playwright harness for the table's tests (until the shared one of
``tests/web/browser.py`` replaces it): Debian's Chromium by its path, the table's modules
served to it from the package folder by request routing (nothing is fetched from
outside), a test page that mounts the table and takes the server's messages from the
test, and the page checks (what is highlighted, sizes, names, contrast)."""

from __future__ import annotations

import mimetypes
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[3]
WEB = ROOT / "src" / "sgs" / "server" / "web"
PAGE = Path(__file__).with_name("page.html")
CHECKS = Path(__file__).with_name("checks.js")
ORIGIN = "http://table.test"
CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
GUARD_MS = 60_000  # only so that a broken page fails instead of hanging
Json = dict[str, Any]


@contextmanager
def chromium() -> Iterator[Any]:
    sync_api = pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed (.ci/install-chromium)")
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


def _serve(route: Any) -> None:
    path = route.request.url[len(ORIGIN):].split("?")[0]
    if path in ("/", "/index.html"):
        file = PAGE
    else:
        file = (WEB / path.lstrip("/")).resolve()
        if WEB not in file.parents or not file.is_file():
            route.fulfill(status=404, body="not found")
            return
    kind = "text/javascript" if file.suffix == ".js" else mimetypes.guess_type(file.name)[0]
    route.fulfill(status=200, body=file.read_bytes(), content_type=kind or "text/plain")


def table_page(browser: Any, send: Callable[[int, Any], None], width: int = 1280,
               height: int = 800, lang: str = "zh") -> Any:
    """A page with the table mounted; ``send(request_id, value)`` gets its answers."""
    context = browser.new_context(viewport={"width": width, "height": height},
                                  has_touch=width < 600)
    context.route("**/*", lambda route: _serve(route) if route.request.url.startswith(ORIGIN)
                  else route.abort())
    context.add_init_script(path=str(CHECKS))
    page = context.new_page()
    page.set_default_timeout(GUARD_MS)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.expose_function("sgsSend", send)
    page.expose_function("sgsAuto", lambda on: None)
    page.goto(f"{ORIGIN}/?lang={lang}")
    page.wait_for_function("window.sgsReady === true")
    page.errors = errors  # read by the tests: a script error fails them
    return page


def feed(page: Any, msg: Json) -> None:
    page.evaluate("m => window.feed(m)", msg)
    assert not page.errors, page.errors


def highlighted(page: Any) -> dict[str, list[int]]:
    """The hand cards, other cards and seats the table offers now (``choosable``)."""
    return dict(page.evaluate("() => sgsChecks.highlighted()"))


def sizes_and_scroll(page: Any) -> Json:
    """Whether the page scrolls sideways, and every visible control smaller than 40 px."""
    return dict(page.evaluate("() => sgsChecks.sizes()"))


def unnamed_controls(page: Any) -> list[str]:
    """Controls without an accessible name (label or text)."""
    return list(page.evaluate("() => sgsChecks.unnamed()"))


def low_contrast(page: Any) -> list[Json]:
    """Text whose colour against its background is below 4.5:1 (checks.js says how)."""
    return list(page.evaluate("() => sgsChecks.lowContrast()"))


def pending(page: Any) -> bool:
    """The table shows an open request not answered yet."""
    return bool(page.evaluate("() => sgsChecks.pending()"))
