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
    return page.evaluate("""() => ({
      hand: [...document.querySelectorAll('.t-hand .card.choosable')].map(e => +e.dataset.card),
      cards: [...document.querySelectorAll('.t-choose .card.choosable')].map(e => +e.dataset.card),
      seats: [...document.querySelectorAll('.seat.choosable .seat-head')].map(e => +e.dataset.seat),
    })""")


def sizes_and_scroll(page: Any) -> Json:
    """Whether the page scrolls sideways, and every visible control smaller than 40 px."""
    return page.evaluate("""() => {
      const small = [];
      for (const b of document.querySelectorAll('button, [role=button]')) {
        const r = b.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.width < 40 || r.height < 40) small.push([b.textContent.trim().slice(0, 30), r.width, r.height]);
      }
      const d = document.documentElement;
      return {scroll: d.scrollWidth > d.clientWidth, small};
    }""")


def unnamed_controls(page: Any) -> list[str]:
    """Controls without an accessible name (label or text)."""
    return page.evaluate("""() => [...document.querySelectorAll(
        'button, [role=button], [role=progressbar], [role=region], a, input, select')]
      .filter(e => !e.closest('[hidden]'))
      .filter(e => !((e.getAttribute('aria-label') || '').trim() || (e.textContent || '').trim()))
      .map(e => e.outerHTML.slice(0, 80))""")


def low_contrast(page: Any) -> list[Json]:
    """Text whose colour against its background (from computed styles, walking up to the
    first opaque background; no opacity is used) is below 4.5:1 (WCAG 2 formula)."""
    return page.evaluate("""() => {
      const rgb = s => (s.match(/[\\d.]+/g) || []).map(Number);
      const lum = ([r, g, b]) => {
        const f = c => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      const bgOf = e => {
        for (let n = e; n; n = n.parentElement) {
          const c = rgb(getComputedStyle(n).backgroundColor);
          if (c.length === 3 || (c.length === 4 && c[3] > 0.99)) return c.slice(0, 3);
        }
        return [255, 255, 255];
      };
      const bad = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        const e = t.parentElement;
        if (!t.textContent.trim() || !e || e.closest('[hidden]') || e.offsetParent === null) continue;
        const st = getComputedStyle(e);
        if (Number(st.opacity) < 1) { bad.push({text: t.textContent.slice(0, 20), why: 'opacity'}); continue; }
        const fg = rgb(st.color).slice(0, 3), bg = bgOf(e);
        const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
        const ratio = (a + 0.05) / (b + 0.05);
        if (ratio < 4.5) bad.push({text: t.textContent.slice(0, 20), ratio, fg: st.color});
      }
      return bad;
    }""")
