"""Where a card can be, and a player's areas."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from .cards import CardFace, EquipSlot
from .frozen import FrozenDict


class Zone(StrEnum):
    DRAW = "draw"
    DISCARD = "discard"
    PROCESSING = "processing"
    VOID = "void"  # out of game, not on any general card
    HAND = "hand"
    EQUIP = "equip"
    JUDGE = "judge"
    PILE = "pile"  # a named pile on a player's general card
    # under an equipment card (its host: ``Place.card``) in the player's equipment area:
    # out of the game, seen by the holder alone (木牛流马)
    UNDER = "under"

    @property
    def per_player(self) -> bool:
        return self in _PLAYER_ZONES


# the members as module constants too, for hot code (see sgs.core.cards: ``Zone.HAND``
# costs ~900 instructions on Python 3.11, a module global one load)
DRAW_ZONE, DISCARD_ZONE, PROCESSING_ZONE, VOID_ZONE = \
    Zone.DRAW, Zone.DISCARD, Zone.PROCESSING, Zone.VOID
HAND_ZONE, EQUIP_ZONE, JUDGE_ZONE, PILE_ZONE = Zone.HAND, Zone.EQUIP, Zone.JUDGE, Zone.PILE
UNDER_ZONE = Zone.UNDER
_PLAYER_ZONES = frozenset({HAND_ZONE, EQUIP_ZONE, JUDGE_ZONE, PILE_ZONE, UNDER_ZONE})


@dataclass(frozen=True, slots=True)
class Place:
    """A card's place: a zone, the seat for player zones, the pile name for piles, the
    host card's id for the cards under an equipment card."""

    zone: Zone
    seat: int | None = None
    pile: str | None = None
    card: int | None = None

    def to_json(self) -> dict[str, object]:
        """As records show it: frozen, and made once for each place (a move record has
        two)."""
        key = (self.zone, self.seat, self.pile, self.card)
        d = _PLACE_JSON.get(key)
        if d is None:
            made: dict[str, object] = {"zone": str(self.zone)}  # (str: the value, faster)
            if self.seat is not None:
                made["seat"] = self.seat
            if self.pile is not None:
                made["pile"] = self.pile
            if self.card is not None:
                made["card"] = self.card
            d = _PLACE_JSON[key] = FrozenDict(made)
            if len(_PLACE_JSON) > 4096:  # pile names are content's: bounded all the same
                _PLACE_JSON.clear()
        return d


_PLACE_JSON: dict[tuple[Zone, int | None, str | None, int | None], dict[str, object]] = {}


def hand_place(seat: int) -> Place:
    """``Place(Zone.HAND, seat)``, made once for each seat (a frozen dataclass costs a
    call for each field it sets; a place is a value nobody changes)."""
    got = _HANDS.get(seat)
    if got is None:
        got = _HANDS[seat] = Place(HAND_ZONE, seat)
    return got


def equip_place(seat: int) -> Place:
    """``Place(Zone.EQUIP, seat)``, made once for each seat (see :func:`hand_place`)."""
    got = _EQUIPS.get(seat)
    if got is None:
        got = _EQUIPS[seat] = Place(EQUIP_ZONE, seat)
    return got


_HANDS: dict[int, Place] = {}
_EQUIPS: dict[int, Place] = {}

DRAW = Place(Zone.DRAW)
DISCARD = Place(Zone.DISCARD)
PROCESSING = Place(Zone.PROCESSING)
VOID = Place(Zone.VOID)


@dataclass(slots=True)
class PileCard:
    """A card placed on a general card (seed 000 移出遊戲; seed 002 face state: a
    face-down card, 覆盖牌, has no suit, rank, name or function)."""

    id: int
    face_up: bool = True


class Placement(StrEnum):
    """How the cards on a general lie against it (seed 002 顺置/垂置).  A general with
    no card on it has no placement state (``None``)."""

    PARALLEL = "parallel"  # 顺置: the cards' edges parallel to the general's
    PERPENDICULAR = "perpendicular"  # 垂置: crosswise; the general card is locked


@dataclass(slots=True)
class Areas:
    """A player's card areas."""

    hand: list[int] = field(default_factory=list)
    equip: dict[EquipSlot, int] = field(default_factory=dict)
    # The judgment area holds delayed tricks with the face they were placed as
    # (a 国色 ♦ card stays a 乐不思蜀 there); last placed is judged first.
    judge: list[tuple[int, CardFace]] = field(default_factory=list)
    piles: dict[str, list[PileCard]] = field(default_factory=dict)
    # the cards under equipment cards (Zone.UNDER), by the host card's id, in the order
    # placed; they go with the host into another equipment area, else to the discard
    # pile (ops.moves)
    under: dict[int, list[int]] = field(default_factory=dict)

    def judge_ids(self) -> list[int]:
        return [cid for cid, _ in self.judge]
