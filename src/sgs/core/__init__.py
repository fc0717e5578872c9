"""The engine: state, cards and zones, moves, events and timings, skills,
requests, views and the log.  It knows no pack, mode, bot or surface."""

from .carddef import CardDef, DelayedDef, EquipDef
from .cards import Card, CardFace, CardType, Color, EquipSlot, Source, Suit
from .content import DeckEntry, GeneralDef, Mode, Pack, Ruleset
from .errors import ConfigError, IllegalAnswer, NoPendingRequest, SgsError, UnknownName
from .events import Timing
from .game import Game, GameOver
from .generals import (
    FromEffect,
    FromEquip,
    FromGeneral,
    FromSkill,
    GeneralCard,
    Position,
    SkillGrant,
    SkillSource,
    Traits,
)
from .player import Gender, Player
from .refusals import Refusal
from .requests import Act, Request
from .skill import Skill
from .view import view
from .zones import Place, Zone

__all__ = [
    "Act",
    "Card",
    "CardDef",
    "CardFace",
    "CardType",
    "Color",
    "ConfigError",
    "DeckEntry",
    "DelayedDef",
    "EquipDef",
    "EquipSlot",
    "FromEffect",
    "FromEquip",
    "FromGeneral",
    "FromSkill",
    "Game",
    "GameOver",
    "Gender",
    "GeneralCard",
    "GeneralDef",
    "IllegalAnswer",
    "Mode",
    "NoPendingRequest",
    "Pack",
    "Place",
    "Player",
    "Position",
    "Refusal",
    "Request",
    "Ruleset",
    "SgsError",
    "Skill",
    "SkillGrant",
    "SkillSource",
    "Source",
    "Suit",
    "Timing",
    "Traits",
    "UnknownName",
    "Zone",
    "view",
]
