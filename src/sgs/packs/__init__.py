"""Content packs: cards, generals and skills, each pack a folder."""

from __future__ import annotations

from collections.abc import Callable

from ..core import Pack, Ruleset
from ..core.errors import UnknownName


def _standard() -> Pack:
    from .standard import pack

    return pack()


def _honglou() -> Pack:
    from .honglou import pack

    return pack()


PACKS: dict[str, Callable[[], Pack]] = {"standard": _standard, "honglou": _honglou}
# the packs a game named by its set plays with
SETS: dict[str, tuple[str, ...]] = {"honglou": ("standard", "honglou")}


def ruleset(name: str) -> Ruleset:
    """The merged ruleset of a card set (e.g. "honglou")."""
    try:
        packs = SETS[name]
    except KeyError:
        raise UnknownName(f"unknown card set {name!r}; known: {', '.join(SETS)}") from None
    return Ruleset(*(PACKS[p]() for p in packs))
