"""Game modes: setup, sides, victory, and what a death brings."""

from __future__ import annotations

from typing import Any

from ..core import Mode
from ..core.errors import UnknownName


def make_mode(mode_id: str, options: dict[str, Any] | None = None) -> Mode:
    """A mode by id, with the options its log header recorded."""
    opts = dict(options or {})
    if mode_id == "identity":
        from .identity import IdentityMode

        generals = {int(k): v for k, v in (opts.pop("generals", None) or {}).items()}
        return IdentityMode(generals=generals, **opts)
    raise UnknownName(f"unknown mode {mode_id!r}; known: identity")
