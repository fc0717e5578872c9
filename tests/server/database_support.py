"""The databases the server tests run on: a fresh SQLite file, and a fresh database on
the PostgreSQL that ``SGS_TEST_POSTGRES`` names (``.ci/run`` starts one and sets it).

Every PostgreSQL test gets a database of its own (made and dropped around it), so tests
running in parallel (``pytest -n``) never see each other's rows."""

from __future__ import annotations

import os
import secrets
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from sgs.server.store import normalise_url

ENV = "SGS_TEST_POSTGRES"
HOW = (
    f"{ENV} is not set: the store's tests run on a real PostgreSQL too. Start one and name a"
    " role that may create databases, e.g. (as root) `pg_ctlcluster 15 main start`, then"
    " `su postgres -c \"psql -c \\\"CREATE ROLE sgs_test LOGIN PASSWORD 'sgs_test'"
    " CREATEDB\\\"\"; su postgres -c 'createdb -O sgs_test sgs_test'` and"
    f" `export {ENV}=postgresql://sgs_test:sgs_test@127.0.0.1:5432/sgs_test`"
    f" (.ci/run does this).  To leave PostgreSQL out on purpose: {ENV}=skip."
)
BACKENDS = ("sqlite", "postgresql")


def sqlite_url(folder: Path) -> str:
    return "sqlite:///" + str(folder / "sgs.db")


@contextmanager
def postgres_database() -> Iterator[str]:
    """A new, empty database on the test server; its URL.  Dropped afterwards."""
    import psycopg

    admin = os.environ.get(ENV, "")
    if not admin:
        pytest.fail(HOW)
    if admin == "skip":
        pytest.skip(f"{ENV}=skip: PostgreSQL left out")
    url = make_url(normalise_url(admin))
    name = "sgs_t_" + secrets.token_hex(6)
    dsn = url.set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(dsn, autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    try:
        yield url.set(database=name).render_as_string(hide_password=False)
    finally:
        drop(dsn, name)


def drop(dsn: str, name: str) -> None:
    """Drop the test database.  Not WITH (FORCE): that would terminate the server's own
    autovacuum worker, which a test role may not; a plain DROP makes it stop.  A session
    of the test still closing (a killed child's) is waited for."""
    import psycopg
    from psycopg import errors

    deadline = time.monotonic() + 30
    with psycopg.connect(dsn, autocommit=True) as connection:
        while True:
            try:
                connection.execute(f'DROP DATABASE IF EXISTS "{name}"')
                return
            except errors.ObjectInUse:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
