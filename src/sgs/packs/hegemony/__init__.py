"""The hegemony (国战) set's own content: the 108-card deck and its new cards, and the
standard roster of 60 generals (君临天下·标准, 15 per kingdom) with their companions.

Sources: seed 001, rules/hegemony.md (deck, cards), rules/hegemony-generals.md
(the roster; the edition of each general is stated in generals_<kingdom>.toml).
A general's ``hp`` here is in 阴阳鱼 (half-HP units): hegemony mode adds a main and
a deputy and halves the sum.  Played with the standard pack's cards and the
maneuvering cards (the set ``hegemony``), in hegemony mode.
"""

from __future__ import annotations

from pathlib import Path

from ...core import Pack
from . import skills
from .builder import hg


def pack() -> Pack:
    from . import cards  # noqa: F401  (registers the hegemony cards)

    return hg.build(Path(__file__).parent, skills)
