"""The store's Alembic migrations, run from code: the script directory is the package's
``migrations`` folder, so nobody needs an alembic.ini."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util.exc import CommandError
from sqlalchemy import Engine, text
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError

from .engine import WRITE
from .errors import StoreError

SCRIPTS = Path(__file__).parent / "migrations"
# PostgreSQL advisory lock key: two instances starting at once migrate one after the other
LOCK_KEY = 0x5367_7300


def config(connection: Connection | None = None) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(SCRIPTS))
    cfg.attributes["connection"] = connection
    return cfg


def scripts() -> ScriptDirectory:
    return ScriptDirectory.from_config(config())


def head() -> str:
    """The newest revision this sgs knows."""
    heads = scripts().get_heads()
    assert len(heads) == 1, f"the store's migrations have several heads: {heads}"
    return heads[0]


def known_revisions() -> list[str]:
    """Every revision this sgs knows, oldest first."""
    return [s.revision for s in reversed(list(scripts().walk_revisions()))]


def current_revision(connection: Connection) -> str | None:
    """The revision the database is at (``None``: never migrated)."""
    heads = MigrationContext.configure(connection).get_current_heads()
    return heads[0] if heads else None


def upgrade(engine: Engine, shown_url: str, target: str = "head") -> str:
    """Bring the database to ``target`` (the newest by default) in one transaction, under
    a lock; refuse one made by a newer sgs.  Returns the revision it is at.  A database
    that cannot be reached (wrong password, no server, not a database file) raises
    :class:`StoreError` too, one line."""
    try:
        return _upgrade(engine, shown_url, target)
    except DBAPIError as e:
        reason = str(e.orig).strip().splitlines()[0] if str(e.orig).strip() else repr(e.orig)
        raise StoreError(f"cannot open the database at {shown_url}: {reason}") from e


def _upgrade(engine: Engine, shown_url: str, target: str) -> str:
    with engine.connect().execution_options(**{WRITE: True}) as connection, \
            connection.begin():
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": LOCK_KEY})
        current = current_revision(connection)
        if current is not None and current not in known_revisions():
            raise StoreError(
                f"the database at {shown_url} was made by a newer sgs (revision {current});"
                f" this sgs knows {head()}")
        try:
            command.upgrade(config(connection), target)
        except CommandError as e:
            raise StoreError(f"cannot migrate the database at {shown_url}: {e}") from e
        return current_revision(connection) or ""
