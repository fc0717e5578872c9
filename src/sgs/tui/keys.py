"""Letters for the chips that stay put: a card keeps its letter while it is in view.

Renumbering after every card was one of the complaints the table answers: a
letter is given to a chip the first time it is shown and taken back only when
the chip is gone, so the ``c`` card is still ``c`` after ``a`` was played.
"""

from __future__ import annotations

LETTERS = "abcdefghijklmnopqrstuvw"  # x passes; y and n say yes and no


class KeyRing:
    """Chip key → letter, kept while the chip stays on the table."""

    def __init__(self, letters: str = LETTERS) -> None:
        self.letters = letters
        self.held: dict[str, str] = {}

    def assign(self, keys: list[str]) -> dict[str, str]:
        """Letters for ``keys`` (those shown now): old ones kept, new ones given the
        first free letters, in order.  A key left without a letter (too many) gets none."""
        shown = set(keys)
        self.held = {k: v for k, v in self.held.items() if k in shown}
        free = [c for c in self.letters if c not in self.held.values()]
        for k in keys:
            if k not in self.held and free:
                self.held[k] = free.pop(0)
        return {k: self.held[k] for k in keys if k in self.held}
