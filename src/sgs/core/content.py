"""Content registries: what packs give the engine, and the mode hooks."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .carddef import CardDef
from .cards import Suit
from .errors import UnknownName
from .events import Timing
from .player import Gender
from .skill import Skill

if TYPE_CHECKING:
    from .events import DeathEvent
    from .game import Game

Flow = Generator[Any, Any, Any]


@dataclass(frozen=True, slots=True)
class GeneralDef:
    id: str
    kingdom: str
    hp: int
    gender: Gender
    skills: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DeckEntry:
    name: str
    suit: Suit
    rank: int


@dataclass(slots=True)
class Pack:
    """A set of cards, skills and generals, with display names."""

    id: str
    cards: dict[str, CardDef] = field(default_factory=dict)
    skills: dict[str, Skill] = field(default_factory=dict)
    generals: dict[str, GeneralDef] = field(default_factory=dict)
    deck: list[DeckEntry] = field(default_factory=list)
    rules: list[Skill] = field(default_factory=list)  # base rules every game has
    names: dict[str, dict[str, str]] = field(default_factory=dict)  # lang -> id -> name


class Ruleset:
    """The merged content of the packs a game plays with."""

    def __init__(self, *packs: Pack) -> None:
        self.packs = packs
        self.cards: dict[str, CardDef] = {}
        self.skills: dict[str, Skill] = {}
        self.generals: dict[str, GeneralDef] = {}
        self.deck: list[DeckEntry] = []
        self.rules: list[Skill] = []
        self.rules_by_timing: dict[Timing, list[Skill]] = {}
        self.names: dict[str, dict[str, str]] = {}
        for p in packs:
            self.cards.update(p.cards)
            self.skills.update(p.skills)
            self.generals.update(p.generals)
            self.deck.extend(p.deck)
            self.rules.extend(p.rules)
            for lang, table in p.names.items():
                self.names.setdefault(lang, {}).update(table)
        for rule in self.rules:
            for t in rule.timings:
                self.rules_by_timing.setdefault(t, []).append(rule)

    def card(self, name: str) -> CardDef:
        try:
            return self.cards[name]
        except KeyError:
            raise UnknownName(f"unknown card {name!r}") from None

    def skill(self, sid: str) -> Skill:
        try:
            return self.skills[sid]
        except KeyError:
            raise UnknownName(f"unknown skill {sid!r}") from None

    def general(self, gid: str) -> GeneralDef:
        try:
            return self.generals[gid]
        except KeyError:
            known = ", ".join(sorted(self.generals))
            raise UnknownName(f"unknown general {gid!r}; known: {known}") from None

    def name(self, ident: str, lang: str = "zh") -> str:
        return self.names.get(lang, {}).get(ident, ident)


class Mode:
    """A game mode's hooks: setup, sides, victory, death's consequences."""

    id = "base"
    min_players = 1
    max_players = 10

    def prepare(self, g: Game) -> None:
        """What is dealt before anyone decides (identity: roles); the header follows."""

    def setup(self, g: Game) -> Flow:
        """The rest of the setup, which may ask players (choosing generals)."""
        return None
        yield  # pragma: no cover

    def first_seat(self, g: Game) -> int:
        return 0

    def lord_skills_work(self, g: Game, seat: int) -> bool:
        return False

    def on_death(self, g: Game, death: DeathEvent) -> Flow:
        """After a death's cards are handled: rewards and punishments."""
        return None
        yield  # pragma: no cover

    def winners(self, g: Game) -> list[int] | None:
        """The winning seats if the game is decided now, else None."""
        return None

    def role_visible(self, g: Game, viewer: int | None, seat: int) -> bool:
        return True

    def header(self, g: Game) -> dict[str, Any]:
        return {}
