"""Content packs: cards, generals and skills, each pack a folder.

A *set* is what a game is played with: a list of packs merged into one
ruleset (the Red Chamber set is the standard cards plus the ``honglou``
pack).  Designers add their own with :func:`register_pack` and
:func:`register_set`, from their code or from an installed package that
declares an ``sgs.packs`` entry point (a function that registers them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from importlib.metadata import entry_points

from ..core import Pack, Ruleset
from ..core.errors import ConfigError, UnknownName


def _standard() -> Pack:
    from .standard import pack

    return pack()


def _honglou() -> Pack:
    from .honglou import pack

    return pack()


def _wind_mountain() -> Pack:
    from .wind_mountain import pack

    return pack()


def _standard_generals() -> Pack:
    from .standard_generals import pack

    return pack()


def _maneuvering() -> Pack:
    from .maneuvering import pack

    return pack()


def _maneuvering_cards() -> Pack:
    """The maneuvering cards without the expansion's deck (a set with a deck of its
    own uses them: hegemony's)."""
    from dataclasses import replace

    return replace(_maneuvering(), id="maneuvering_cards", deck=[])


def _hegemony() -> Pack:
    from .hegemony import pack

    return pack()


def _heg_formation() -> Pack:
    from .heg_formation import pack

    return pack()


def _heg_momentum() -> Pack:
    from .heg_momentum import pack

    return pack()


def _heg_transformation() -> Pack:
    from .heg_transformation import pack

    return pack()


def _heg_lord_ex() -> Pack:
    from .heg_lord_ex import pack

    return pack()


def _heg_strategic() -> Pack:
    from .heg_strategic import pack

    return pack()


PACKS: dict[str, Callable[[], Pack]] = {"standard": _standard, "honglou": _honglou,
                                        "standard_generals": _standard_generals,
                                        "maneuvering": _maneuvering,
                                        "wind_mountain": _wind_mountain,
                                    "maneuvering_cards": _maneuvering_cards,
                                    "hegemony": _hegemony,
                                    "heg_formation": _heg_formation,
                                    "heg_momentum": _heg_momentum,
                                    "heg_transformation": _heg_transformation,
                                    "heg_lord_ex": _heg_lord_ex,
                                    "heg_strategic": _heg_strategic}
_HEG = ("standard", "maneuvering_cards", "hegemony")
SETS: dict[str, tuple[str, ...]] = {"honglou": ("standard", "honglou"),
                                    "standard": ("standard", "standard_generals"),
                                    "standard+maneuvering": ("standard", "maneuvering",
                                                             "standard_generals"),
                                    "standard+wind_mountain": ("standard", "standard_generals",
                                                               "wind_mountain"),
                                    # seed 002 in full: 铁索连环 on 周泰's and 邓艾's cards
                                    "standard+maneuvering+wind_mountain": (
                                        "standard", "maneuvering", "standard_generals",
                                        "wind_mountain"),
                                    # hegemony mode's: its own deck and roster
                                    "hegemony": _HEG,
                                    # the 阵, 势 and 变 expansions beside the standard roster
                                    "hegemony+formation": (*_HEG, "heg_formation"),
                                    "hegemony+momentum": (*_HEG, "heg_momentum"),
                                    "hegemony+transformation": (*_HEG, "heg_transformation"),
                                    # 君临天下·EX/不臣篇: dual-kingdom and wild generals
                                    "hegemony+lord_ex": (*_HEG, "heg_lord_ex"),
                                    # the 势备篇 cards with the standard deck and roster
                                    "hegemony+strategic": (*_HEG, "heg_strategic"),
                                    "hegemony+expansions": (*_HEG, "heg_formation",
                                                            "heg_momentum",
                                                            "heg_transformation",
                                                            "heg_lord_ex",
                                                            "heg_strategic")}
_plugins_loaded = False


def register_pack(pack_id: str, loader: Callable[[], Pack]) -> None:
    """Make a pack known by id; ``loader`` builds it (once, when a game needs it)."""
    PACKS[pack_id] = loader


def register_set(name: str, pack_ids: Iterable[str]) -> None:
    """Make a card set known: the packs it merges, in order (later ones override names)."""
    ids = tuple(pack_ids)
    missing = [p for p in ids if p not in PACKS]
    if missing:
        raise ConfigError("set.unknown_packs", name=repr(name), missing=missing,
                          known=sorted(PACKS))
    SETS[name] = ids


def load_plugins() -> None:
    """Let installed packages register their packs and sets (their ``sgs.packs``
    entry points), once."""
    global _plugins_loaded
    if not _plugins_loaded:
        _plugins_loaded = True
        for ep in entry_points(group="sgs.packs"):
            ep.load()()


def set_packs(name: str) -> list[Pack]:
    """The packs of a card set, built, in order."""
    if name not in SETS:
        load_plugins()
    try:
        ids = SETS[name]
    except KeyError:
        raise UnknownName(f"unknown card set {name!r}; known: {', '.join(SETS)}") from None
    return [PACKS[p]() for p in ids]


def set_name(pack_ids: Iterable[str]) -> str | None:
    """The card set (its name, as ``--deck`` takes it) made of exactly these packs in
    this order, e.g. ``["standard", "honglou"]`` -> ``"honglou"``; None when no set is."""
    ids = tuple(pack_ids)
    if ids not in SETS.values():
        load_plugins()  # perhaps a set an installed package registers (once)
    return next((name for name, packs in SETS.items() if packs == ids), None)


def ruleset(name: str) -> Ruleset:
    """The merged ruleset of a card set (e.g. "honglou")."""
    return Ruleset(*set_packs(name))
