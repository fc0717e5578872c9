"""Game modes: each a registry entry (``register_mode``) owning its state, base rules,
setup, sides and what each seat sees of them, victory, and what a death brings.

``make_mode(id, options)`` builds any registered mode; a replay builds it from
the header's ``mode_options``.  Identity mode registers itself here.
"""

from __future__ import annotations

from . import hegemony as _hegemony  # noqa: F401  (registers "hegemony")
from . import identity as _identity  # noqa: F401  (registers "identity")
from .registry import MODES, ModeEntry, make_mode, mode_entry, register_mode

__all__ = ["MODES", "ModeEntry", "make_mode", "mode_entry", "register_mode"]
