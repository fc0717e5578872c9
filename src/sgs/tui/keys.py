"""Letters for the chips that stay put: a card keeps its letter while it is in view.

Renumbering after every card was one of the complaints the table answers: a
letter is given to a chip the first time it is shown and taken back only when
the chip is gone; a letter just taken back is the last to be given again, so
pressing ``e`` twice never uses two different cards by surprise.
"""

from __future__ import annotations

LETTERS = "abcdefghijklmopqrstuvw"  # not n, x, y: x passes, y and n say yes and no


class KeyRing:
    """Chip key → letter, kept while the chip stays on the table."""

    def __init__(self, letters: str = LETTERS) -> None:
        self.held: dict[str, str] = {}
        self.free: list[str] = list(letters)  # the longest free first

    def assign(self, keys: list[str]) -> dict[str, str]:
        """Letters for ``keys`` (those shown now): old ones kept, new ones given the
        longest-free letters, in order.  A key left without a letter (too many) gets none."""
        shown = set(keys)
        for key in [k for k in self.held if k not in shown]:
            self.free.append(self.held.pop(key))
        for key in keys:
            if key not in self.held and self.free:
                self.held[key] = self.free.pop(0)
        return {k: self.held[k] for k in keys if k in self.held}
