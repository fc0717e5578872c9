"""One SQLAlchemy engine per store, set up for its database.

SQLite: WAL (readers never wait for the writer), ``synchronous=FULL`` (a committed answer
survives a power cut, not only a SIGKILL), foreign keys on, and writes that begin with
``BEGIN IMMEDIATE`` (they take the write lock at once, so two writers queue on the busy
timeout instead of failing half-way with "database is locked").
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.pool import QueuePool

# an execution option of the store's write transactions
WRITE = "sgs_write"
BUSY_SECONDS = 30.0


def make_engine(url: str) -> Engine:
    """The engine for a normalised URL (see :func:`.urls.normalise_url`)."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        # up to 30 connections: the app's worker threads call the store at once
        return create_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=20)
    memory = parsed.database in (None, "", ":memory:")
    if not memory and parsed.database is not None:
        Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(
        url,
        connect_args={"check_same_thread": False, "timeout": BUSY_SECONDS},
        # a memory database lives in one connection (each other one is another
        # database), and a transaction belongs to the connection, not to the thread:
        # lent to one thread at a time, from a pool of that one connection
        **({"poolclass": QueuePool, "pool_size": 1, "max_overflow": 0,
            "pool_timeout": BUSY_SECONDS} if memory else {}),
    )
    event.listen(engine, "connect", _sqlite_connect)
    event.listen(engine, "begin", _sqlite_begin)
    return engine


def _sqlite_connect(dbapi_connection: Any, _record: Any) -> None:
    # the driver's own transaction handling off: _sqlite_begin says BEGIN itself
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    _wal(cursor)
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _wal(cursor: Any) -> None:
    """Put the file in WAL mode (it stays so).  A new file that other connections are
    opening at that moment refuses ("locked", or its old mode back) without waiting on
    the busy timeout: try again for a while.  A memory database keeps its own mode."""
    deadline = time.monotonic() + BUSY_SECONDS
    while True:
        try:
            mode = str(cursor.execute("PRAGMA journal_mode=WAL").fetchone()[0]).lower()
        except sqlite3.OperationalError as e:
            if "locked" not in str(e) or time.monotonic() > deadline:
                raise
            mode = ""
        if mode in ("wal", "memory") or time.monotonic() > deadline:
            return
        time.sleep(0.01)


def _sqlite_begin(connection: Connection) -> None:
    write = connection.get_execution_options().get(WRITE, False)
    connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")
