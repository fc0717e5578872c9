"""Fixtures of the server tests: ``db_url`` is a fresh, empty database, once on SQLite and
once on PostgreSQL (tests/server/database_support.py says how PostgreSQL is found);
``store`` is a migrated :class:`~sgs.server.store.Store` on it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from database_support import BACKENDS, postgres_database, sqlite_url

from sgs.server.store import Store


@pytest.fixture(params=BACKENDS)
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield sqlite_url(tmp_path)
    else:
        with postgres_database() as url:
            yield url


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    with Store.open(db_url) as opened:
        yield opened
