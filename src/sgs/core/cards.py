"""Physical cards, the faces a card is used as, and card categories."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Color(StrEnum):
    RED = "red"
    BLACK = "black"
    NONE = "none"


class Suit(StrEnum):
    SPADE = "spade"
    HEART = "heart"
    CLUB = "club"
    DIAMOND = "diamond"
    NONE = "none"

    @property
    def color(self) -> Color:
        return _COLOR_OF[self]

    @property
    def symbol(self) -> str:
        return _SYMBOLS[self]


# Enum members as module constants too, for hot code: on Python 3.11 a read through
# the class (``Suit.HEART``) goes through EnumType.__getattr__'s hook (~900
# instructions), a module global is one load.  Each enum's members follow it.
RED, BLACK, NO_COLOR = Color.RED, Color.BLACK, Color.NONE
SPADE, HEART, CLUB, DIAMOND, NO_SUIT = Suit.SPADE, Suit.HEART, Suit.CLUB, Suit.DIAMOND, Suit.NONE
_COLOR_OF = {SPADE: BLACK, CLUB: BLACK, HEART: RED, DIAMOND: RED, NO_SUIT: NO_COLOR}
_SYMBOLS = {SPADE: "♠", HEART: "♥", CLUB: "♣", DIAMOND: "♦", NO_SUIT: ""}
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}


def rank_name(rank: int) -> str:
    return RANK_NAMES.get(rank, str(rank)) if rank else ""


class CardType(StrEnum):
    BASIC = "basic"
    TRICK = "trick"
    DELAYED = "delayed"
    EQUIP = "equip"


class EquipSlot(StrEnum):
    WEAPON = "weapon"
    ARMOR = "armor"
    DEFENSE_HORSE = "+1"
    OFFENSE_HORSE = "-1"
    # 宝物: a fifth slot, for the treasures of hegemony's 势备篇 (玉玺); a set with no
    # treasure never fills it
    TREASURE = "treasure"


WEAPON, ARMOR, TREASURE = EquipSlot.WEAPON, EquipSlot.ARMOR, EquipSlot.TREASURE
DEFENSE_HORSE, OFFENSE_HORSE = EquipSlot.DEFENSE_HORSE, EquipSlot.OFFENSE_HORSE


@dataclass(frozen=True, slots=True)
class Card:
    """A physical card: its id is stable for the whole game.

    ``name`` is the card as printed (``fire_slash``); the rules may know it by
    another name with a damage nature (a 火杀 is a 杀 of fire: ``as_name``
    "slash", ``nature`` "fire"; ``CardDef.rules_name`` and ``CardDef.nature``).
    """

    id: int
    name: str
    suit: Suit
    rank: int
    as_name: str = ""  # the name the rules know it by; "" for its own
    nature: str = "normal"  # the damage nature it carries (normal | fire | thunder)

    @property
    def color(self) -> Color:
        return self.suit.color


class Source(StrEnum):
    """Where the subcards of a used card came from (seed 000, 將A當B ◆4)."""

    HAND = "hand"
    EQUIP = "equip"
    OTHER = "other"  # mixed hand+equipment, other areas, or no subcards (視為)


@dataclass(frozen=True, slots=True)
class CardFace:
    """What a card is used or played as.

    A physical card used as itself has one subcard and ``skill`` None.  A
    converted card (將A當B) names the skill that converted it; a card used by
    視為 has no subcards, no suit and no colour (seed 000, 視為 ◆2).  ``name`` is
    the rules name (a 火杀 is a ``slash``) and ``nature`` the damage nature the
    card deals (normal, fire, thunder).
    """

    name: str
    suit: Suit
    color: Color
    rank: int
    subcards: tuple[int, ...]
    skill: str | None = None
    converted: bool = False
    nature: str = "normal"

    @staticmethod
    def of(card: Card) -> CardFace:
        return CardFace(card.as_name or card.name, card.suit, card.suit.color, card.rank,
                        (card.id,), nature=card.nature)

    @staticmethod
    def convert(name: str | None, cards: list[Card], skill: str | None,
                suit: Suit | None = None, rank: int | None = None,
                nature: str = "normal") -> CardFace:
        """將A當B: what B does not say comes from the card (seed 000 ◆1): one card
        keeps suit, rank and colour, or its name and nature when B gives only a suit
        or rank (``name`` None); several keep only a shared colour (◆3).  B's nature
        is ``nature`` (a 杀 is a normal one unless B says otherwise: 火杀)."""
        if len(cards) == 1:
            c = cards[0]
            s = c.suit if suit is None else suit
            return CardFace((c.as_name or c.name) if name is None else name, s, s.color,
                            c.rank if rank is None else rank, (c.id,), skill, True,
                            c.nature if name is None else nature)
        assert name is not None, "several cards are converted into a named card"
        colors = {c.color for c in cards}
        color = colors.pop() if len(colors) == 1 else NO_COLOR
        return CardFace(name, NO_SUIT, color, 0, tuple(c.id for c in cards), skill, True,
                        nature)

    @staticmethod
    def virtual(name: str, skill: str | None = None, nature: str = "normal") -> CardFace:
        """視為使用: no subcards, colourless and suitless (seed 000, 視為 ◆2).  One face
        for each name, skill and nature, made once: a face is a value nobody can
        change, and skills ask for one in hot checks (is a 杀 legal here?), where
        making a frozen dataclass again costs a call for each field."""
        key = (name, skill, nature)
        face = _VIRTUAL.get(key)
        if face is None:
            if len(_VIRTUAL) > 4096:  # names and skills are content's: bounded all the same
                _VIRTUAL.clear()
            face = _VIRTUAL[key] = CardFace(name, NO_SUIT, NO_COLOR, 0, (), skill, True, nature)
        return face

    @property
    def is_virtual(self) -> bool:
        return not self.subcards

    @property
    def is_black(self) -> bool:
        return self.color is BLACK

    @property
    def is_red(self) -> bool:
        return self.color is RED


_VIRTUAL: dict[tuple[str, str | None, str], CardFace] = {}  # CardFace.virtual's faces
