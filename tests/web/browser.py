"""The browser tests' harness (the real ``sgs serve`` they drive is
tests/serve_support.py's): Debian's Chromium driven by Playwright (launched by its path:
never a browser download), and the checks every page takes — no horizontal scroll, big
enough buttons, named controls, text contrast — and ``shot`` for the screenshots
committed as ``docs/web-*.png``.

The page checks themselves are checks.js, loaded into every page.  ``table_page`` mounts
the table alone on a test page (tests/web/table) that the test feeds.
"""

from __future__ import annotations

import mimetypes
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = os.environ.get("SGS_TEST_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
WEB = ROOT / "src" / "sgs" / "server" / "web"
CHECKS = Path(__file__).with_name("checks.js")  # loaded into every page
TABLE_PAGE = Path(__file__).parent / "table" / "page.html"
TABLE_ORIGIN = "http://table.test"
GUARD = 60  # seconds: only so that a broken server fails the test instead of hanging
WAIT = 30_000  # ms: Playwright's waits for a condition (a liveness guard, never a timing)


def missing(what: str) -> None:
    """A browser test cannot run: it fails on CI (``CI=true``: .ci/run installs the
    browser, so its absence is a fault) and is skipped elsewhere."""
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{what} is missing (.ci/install-chromium; the dev extra)", pytrace=False)
    pytest.skip(f"{what} is missing")


def launch() -> Iterator[Any]:
    """Debian's Chromium (the only launcher of the browser tests), headless, with the
    network-quiet flags."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing("Python's playwright")
    if not Path(CHROMIUM).exists():
        missing(f"Debian's chromium ({CHROMIUM})")
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            yield chromium
        finally:
            chromium.close()


def context(browser: Any, viewport: dict[str, int] = DESKTOP, locale: str = "zh-CN") -> Any:
    ctx = browser.new_context(viewport=viewport, locale=locale,
                              is_mobile=viewport["width"] < 600, has_touch=True)
    ctx.set_default_timeout(WAIT)
    ctx.add_init_script(path=str(CHECKS))
    return ctx


def shot(page: Any, name: str, at: Any = None) -> Path:
    """The page as seen, written as ``docs/web-<name>-<width>.png``: from its top, or
    scrolled to show the locator ``at``."""
    width = page.viewport_size["width"]
    path = DOCS / f"web-{name}-{width}.png"
    if at is None:
        page.evaluate("() => window.scrollTo(0, 0)")
    else:
        at.scroll_into_view_if_needed()
    page.screenshot(path=str(path), full_page=False, animations="disabled", caret="initial")
    return path


# -- the shell's steps, as a person does them
def sign_in(page: Any, url: str, name: str, hash_: str = "") -> None:
    """Open the site (at ``hash_``, e.g. a room's link) and enter with ``name``."""
    page.goto(url + hash_)
    page.locator("[data-form=name] input[name=name]").fill(name)
    page.locator("[data-form=name] [data-action=enter]").click()
    page.locator("body[data-conn=open]").wait_for()


def create_room(page: Any, **settings: Any) -> str:
    """Fill the lobby's form with ``settings`` (players, bots=[…], spectators, …), create
    the room; returns its code once the room page shows it."""
    form = page.locator("[data-form=create]")
    form.wait_for()
    for key, value in settings.items():
        if key == "bots":
            for box in form.locator("input[type=checkbox][name^=bot_]").all():
                box.set_checked(box.get_attribute("value") in value)
        elif isinstance(value, bool):
            form.locator(f"input[name={key}]").set_checked(value)
        elif key in ("mode", "card_set", "face_down_view"):
            form.locator(f"select[name={key}]").select_option(str(value))
        else:
            form.locator(f"input[name={key}]").fill(str(value))
    form.locator("[data-action=create]").click()
    code = page.locator("[data-page=room] h1[data-code]")
    code.wait_for()
    return str(code.get_attribute("data-code"))


# -- checks every page takes (checks.js; each returns what is wrong: empty when right)
def horizontal_overflow(page: Any) -> int:
    """How many pixels the page is wider than the window (0: no horizontal scroll)."""
    return int(page.evaluate("() => sgsChecks.overflow()"))


def small_controls(page: Any, least: int = 40) -> list[str]:
    """The visible buttons and fields narrower or shorter than ``least`` px (a finger's
    target)."""
    return list(page.evaluate("least => sgsChecks.small(least)", least))


def unnamed_controls(page: Any) -> list[str]:
    """The visible controls without an accessible name (aria-label, a label, their text)."""
    return list(page.evaluate("() => sgsChecks.unnamed()"))


def low_contrast(page: Any) -> list[str]:
    """The visible texts whose contrast with their background (computed styles, WCAG's
    formula) is under 4.5:1 (3:1 for large text), or that an opacity dims."""
    return list(page.evaluate("() => sgsChecks.lowContrast()"))


def layout_problems(page: Any) -> list[str]:
    """Horizontal scroll, small controls, unnamed controls and low contrast, in one list."""
    out = [f"scrolls sideways by {px} px" for px in [horizontal_overflow(page)] if px > 0]
    return [*out, *small_controls(page), *unnamed_controls(page), *low_contrast(page)]


def highlighted(page: Any) -> dict[str, list[int]]:
    """The table's hand cards, other cards and seats offered now (``choosable``)."""
    return dict(page.evaluate("() => sgsChecks.highlighted()"))


def pending(page: Any) -> bool:
    """The table shows an open request not answered yet."""
    return bool(page.evaluate("() => sgsChecks.pending()"))


# -- the table alone, on a test page fed by the test (tests/web/table)
def _serve_table(route: Any) -> None:
    path = route.request.url[len(TABLE_ORIGIN):].split("?")[0]
    if path in ("/", "/index.html"):
        file = TABLE_PAGE
    else:
        file = (WEB / path.lstrip("/")).resolve()
        if WEB not in file.parents or not file.is_file():
            route.fulfill(status=404, body="not found")
            return
    kind = "text/javascript" if file.suffix == ".js" else mimetypes.guess_type(file.name)[0]
    route.fulfill(status=200, body=file.read_bytes(), content_type=kind or "text/plain")


def table_page(browser: Any, send: Callable[[int, Any], None],
               viewport: dict[str, int] = DESKTOP, lang: str = "zh") -> Any:
    """A page with only the table mounted (the package's modules, routed: nothing is
    fetched from outside); ``send(request_id, value)`` gets its answers, ``feed`` gives
    it the server's messages.  Its context is closed with the browser."""
    ctx = context(browser, viewport)
    ctx.route("**/*", lambda route: _serve_table(route)
              if route.request.url.startswith(TABLE_ORIGIN) else route.abort())
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.expose_function("sgsSend", send)
    page.expose_function("sgsAuto", lambda on: None)
    page.goto(f"{TABLE_ORIGIN}/?lang={lang}")
    page.wait_for_function("window.sgsReady === true")
    page.errors = errors  # read by feed: a script error fails the test
    return page


def feed(page: Any, msg: dict[str, Any]) -> None:
    page.evaluate("m => window.feed(m)", msg)
    assert not page.errors, page.errors


AUTO = "[data-page=game] .sgs-table button.auto"  # the table's 托管 button


def hand_to_bot(page: Any, tries: int = 5) -> None:
    """托管 by the table's button, until the table shows it taken (or the game is over:
    the end takes the button away).  A click can miss as a person's can — the page sends
    nothing while its connection is being opened again, and a busy table may move the
    button — so this clicks again (each click asks for 托管 on: the same again)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    done = (f"() => !window.sgsTable || sgsTable.state.over"
            f" || Boolean(document.querySelector('{AUTO}[aria-pressed=true]'))")
    for _ in range(tries):
        page.evaluate(f"() => {{ const b = document.querySelector('{AUTO}');"
                      f" if (b && b.getAttribute('aria-pressed') !== 'true') b.click(); }}")
        try:
            page.wait_for_function(done, timeout=WAIT // 3)
            return
        except PlaywrightTimeout:
            continue
    raise AssertionError(f"托管 not taken after {tries} clicks")
