"""What the store raises: one line a person can read, never a driver's traceback."""

from __future__ import annotations


class StoreError(Exception):
    """The database cannot be used as asked (a newer schema, a missing record, bad input)."""


class StoreConflict(StoreError):
    """Someone else got there first: an answer with that number exists, the room changed
    since it was read, the lease is held by another instance.  Nothing was written."""
