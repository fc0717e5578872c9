"""Alembic's script directory for the store, run by :mod:`sgs.server.store.migrate` (no
alembic.ini to find).  A new revision: a file in ``versions/`` whose ``down_revision`` is
the previous head; never edit a revision once it is on main."""
