"""Where a table's answers are kept: every answer (a person's, a bot's, a time-out's
default) in the order it was given, so that a game can be rebuilt by replay.

The store implements :class:`Journal` on its ``answers`` table; :class:`MemoryJournal`
is the same contract in a list (tests, a server run without a database).
"""

from __future__ import annotations

from typing import Protocol


class JournalConflict(Exception):
    """An answer numbered ``n`` is there already (another instance wrote it), or ``n``
    leaves a gap: this table must stop and be resumed from the journal."""


class Journal(Protocol):
    """The answers of one game, in order."""

    def append(self, n: int, seat: int, value_json: str) -> None:
        """Keep the ``n``-th answer (0-based) of ``seat`` (JSON text); durable when it
        returns.  A second answer numbered ``n`` raises :class:`JournalConflict`."""
        ...

    def answers(self) -> list[tuple[int, str]]:
        """Every answer kept, in order: (seat, value as JSON text)."""
        ...


class MemoryJournal:
    """A journal in a list: real (it refuses a repeated or out-of-order ``n``), not
    durable past the process."""

    def __init__(self, answers: list[tuple[int, str]] | None = None) -> None:
        self.kept: list[tuple[int, str]] = list(answers or [])

    def append(self, n: int, seat: int, value_json: str) -> None:
        if n != len(self.kept):
            raise JournalConflict(f"answer {n} given, answer {len(self.kept)} expected")
        self.kept.append((seat, value_json))

    def answers(self) -> list[tuple[int, str]]:
        return list(self.kept)
