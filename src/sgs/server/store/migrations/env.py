"""Alembic's environment: always online, on the connection the store hands over (already
in a transaction, under the store's migration lock)."""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

from sgs.server.store.models import Base

connection = context.config.attributes["connection"]
assert isinstance(connection, Connection), "migrations run through sgs.server.store.migrate"
# batch mode: SQLite alters a table by copying it; PostgreSQL alters it in place
context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
