"""Letters for the chips that stay put: a card keeps its letter while it is in view.

Renumbering after every card was one of the complaints the table answers: a
letter is given to a chip the first time it is shown and taken back only when
the chip is gone; a letter just taken back is the last to be given again, so
pressing ``e`` twice never uses two different cards by surprise.  A skill's letter
is its own for the whole game (``sticky``): revealing a general or a play phase
ending never moves 奋迅 from ``k`` to ``m``.
"""

from __future__ import annotations

from collections.abc import Callable

# not n, q, x, y, z: x passes, y and n say yes and no, q leaves, z passes a whole card
LETTERS = "abcdefghijklmoprstuvw"


def is_skill(key: str) -> bool:
    """A skill's chip (its letter stays with it all game)."""
    return key.startswith("opt:skill:")


class KeyRing:
    """Chip key → letter, kept while the chip stays on the table."""

    def __init__(self, letters: str = LETTERS,
                 sticky: Callable[[str], bool] = is_skill) -> None:
        self.held: dict[str, str] = {}
        self.sticky = sticky
        self.free: list[str] = list(letters)  # the longest free first

    def assign(self, keys: list[str]) -> dict[str, str]:
        """Letters for ``keys`` (those shown now): old ones kept, new ones given the
        longest-free letters, in order.  A key left without a letter (too many) gets none."""
        shown = set(keys)
        for key in [k for k in self.held if k not in shown and not self.sticky(k)]:
            self.free.append(self.held.pop(key))
        for key in keys:
            if key not in self.held and self.free:
                self.held[key] = self.free.pop(0)
        return {k: self.held[k] for k in keys if k in self.held}
