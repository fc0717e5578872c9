"""The browser tests' harness: a real ``sgs serve`` process, Debian's Chromium driven by
Playwright (launched by its path: never a browser download), and the checks every page
takes — no horizontal scroll, big enough buttons, named controls, text contrast — and
``shot`` for the screenshots committed as ``docs/web-*.png``.

The table's tests import these after the merge; nothing here knows a page's markup
beyond the ``data-*`` hooks of docs/server.md's "The web pages".
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

CHROMIUM = os.environ.get("SGS_TEST_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
DOCS = Path(__file__).resolve().parents[2] / "docs"
GUARD = 60  # seconds: only so that a broken server fails the test instead of hanging
WAIT = 30_000  # ms: Playwright's waits for a condition (a liveness guard, never a timing)


@contextmanager
def serve(data: Path, *args: str) -> Iterator[str]:
    """A real ``sgs serve`` on a free loopback port with its database in ``data``;
    yields its URL (``http://127.0.0.1:PORT/``).  Short waiting-rule segments by default
    so that games with bots end quickly."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "sgs.cli.main", "serve", "--port", "0", "--data", str(data),
         "--window-seconds", "0.02", "--turn-seconds", "0.05", *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=os.environ)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        found = re.search(r"listening at (http://127\.0\.0\.1:\d+/)", line)
        assert found, (line, proc.stderr.read() if proc.poll() is not None else "")
        yield found.group(1)
    finally:
        if proc.poll() is None:
            proc.terminate()
        proc.wait(GUARD)


def launch(playwright: Any) -> Any:
    """Debian's Chromium, headless, with the network-quiet flags."""
    if not Path(CHROMIUM).exists():
        raise AssertionError(f"{CHROMIUM} is missing: install Debian's chromium "
                             "(.ci/install-chromium)")
    return playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)


def context(browser: Any, viewport: dict[str, int] = DESKTOP, locale: str = "zh-CN") -> Any:
    ctx = browser.new_context(viewport=viewport, locale=locale,
                              is_mobile=viewport["width"] < 600, has_touch=True)
    ctx.set_default_timeout(WAIT)
    return ctx


def shot(page: Any, name: str) -> Path:
    """The page as seen, written as ``docs/web-<name>-<width>.png``."""
    width = page.viewport_size["width"]
    path = DOCS / f"web-{name}-{width}.png"
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


# -- checks every page takes (each returns what is wrong: an empty list when right)
def horizontal_overflow(page: Any) -> int:
    """How many pixels the page is wider than the window (0: no horizontal scroll)."""
    return int(page.evaluate(
        "document.documentElement.scrollWidth - window.innerWidth"))


_SMALL = """(min) => [...document.querySelectorAll(
  'button, a.button, input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select')]
  .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
  .filter(e => e.getBoundingClientRect().height < min)
  .map(e => `${e.tagName} ${e.textContent || e.name} ${e.getBoundingClientRect().height}`)"""


def small_controls(page: Any, least: int = 40) -> list[str]:
    """The visible buttons and fields shorter than ``least`` px (a finger's target)."""
    return list(page.evaluate(_SMALL, least))


_UNNAMED = """() => {
  const name = (e) => {
    const by = e.getAttribute('aria-labelledby');
    const fromIds = by ? by.split(/\\s+/).map(i => document.getElementById(i)?.textContent || '').join(' ') : '';
    const labels = e.labels ? [...e.labels].map(l => l.textContent).join(' ') : '';
    const own = ['BUTTON', 'A'].includes(e.tagName) ? e.textContent : '';
    return (e.getAttribute('aria-label') || fromIds || labels || own || e.title || '').trim();
  };
  return [...document.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea')]
    .filter(e => e.getClientRects().length)
    .filter(e => !name(e)).map(e => e.outerHTML.slice(0, 120));
}"""


def unnamed_controls(page: Any) -> list[str]:
    """The visible controls without an accessible name (aria-label, a label, their text)."""
    return list(page.evaluate(_UNNAMED))


_CONTRAST = """() => {
  const rgba = (text) => (text.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => {
    const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const background = (e) => {
    for (let n = e; n; n = n.parentElement) {
      const c = rgba(getComputedStyle(n).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const e = t.parentElement;
    if (!t.textContent.trim() || !e || !e.getClientRects().length) continue;
    const s = getComputedStyle(e);
    if (s.visibility === 'hidden' || e.closest('[hidden], .sr-only')) continue;
    const fg = rgba(s.color).slice(0, 3), bg = background(e);
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    const size = parseFloat(s.fontSize), bold = Number(s.fontWeight) >= 700;
    const need = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    if (ratio < need) out.push(`${t.textContent.trim().slice(0, 30)}: ${ratio.toFixed(2)} < ${need}`);
  }
  return out;
}"""


def low_contrast(page: Any) -> list[str]:
    """The visible texts whose contrast with their background (computed styles, WCAG's
    formula) is under 4.5:1 (3:1 for large text)."""
    return list(page.evaluate(_CONTRAST))


def layout_problems(page: Any) -> list[str]:
    """Horizontal scroll, small controls, unnamed controls and low contrast, in one list."""
    out = [f"scrolls sideways by {px} px" for px in [horizontal_overflow(page)] if px > 0]
    return [*out, *small_controls(page), *unnamed_controls(page), *low_contrast(page)]
