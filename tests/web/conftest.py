"""The browser tests' fixtures: one Chromium per session, one ``sgs serve`` per module,
browser contexts (each a separate person: its own cookie) closed after each test."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from browser import DESKTOP, context, launch
from serve_support import QUICK, sgs_serve


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    yield from launch()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real ``sgs serve`` with its database in a temporary folder: its URL."""
    with sgs_serve(Path(tmp_path_factory.mktemp("sgs-web")), *QUICK) as (url, _):
        yield url


@pytest.fixture
def people(browser: Any) -> Iterator[Callable[..., Any]]:
    """``people(viewport=DESKTOP, locale="zh-CN")``: a new browser context (a person),
    closed at the test's end."""
    made: list[Any] = []
    errors: list[str] = []

    def make(viewport: dict[str, int] = DESKTOP, locale: str = "zh-CN") -> Any:
        ctx = context(browser, viewport, locale)
        ctx.on("page", lambda page: page.on("pageerror", lambda e: errors.append(str(e))))
        made.append(ctx)
        return ctx

    yield make
    for ctx in made:
        ctx.close()
    assert errors == [], "the pages raised"
