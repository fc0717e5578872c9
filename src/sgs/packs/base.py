"""Building a pack: decorators that register cards, skills and rules, and data files."""

from __future__ import annotations

import importlib
import pkgutil
import tomllib
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar, cast

from ..core import CardDef, DeckEntry, Gender, GeneralDef, Pack, Skill, Suit

C = TypeVar("C", bound=type[CardDef])
S = TypeVar("S", bound=type[Skill])

SUITS = {"♠": Suit.SPADE, "♥": Suit.HEART, "♣": Suit.CLUB, "♦": Suit.DIAMOND,
         "spade": Suit.SPADE, "heart": Suit.HEART, "club": Suit.CLUB, "diamond": Suit.DIAMOND}
RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}


class PackBuilder:
    """Collects a pack's content as its modules are imported."""

    def __init__(self, pack_id: str) -> None:
        self.pack = Pack(pack_id)
        self._built = False

    def build(self, folder: Path, *packages: ModuleType) -> Pack:
        """The pack, built the first time it is asked for: every module of ``packages``
        imported (a module registers its content as it loads), then the data files
        the folder has, in this order: generals, deck, names, texts — each
        ``<kind>.toml`` and any ``<kind>_<part>.toml`` (a pack split in parts)."""
        if not self._built:
            for package in packages:
                for mod in pkgutil.iter_modules(package.__path__):
                    importlib.import_module(f"{package.__name__}.{mod.name}")
            for stem, load in (("generals", self.load_generals),
                               ("deck", self.load_deck),
                               ("names", self.load_names),
                               ("texts", self.load_texts)):
                # names.toml, then names_<part>.toml files (a pack split by kingdom)
                for path in sorted(folder.glob(f"{stem}*.toml")):
                    load(path)
            self._built = True
        return self.pack

    def card(self, cls: C) -> C:
        self.pack.cards[cls.name] = cls()
        return cls

    def card_like(self, base: type[CardDef], name: str, **attrs: Any) -> None:
        """Register a card that only differs from ``base`` by data (a horse, a weapon)."""
        self.card(cast(type[CardDef], type(name, (base,), {"name": name, **attrs})))

    def skill_like(self, base: type[Skill], sid: str, **attrs: Any) -> None:
        """Register a skill that only differs from ``base`` by its id (and data)."""
        self.skill(cast(type[Skill], type(f"{sid}_skill", (base,), {"id": sid, **attrs})))

    def skill(self, cls: S) -> S:
        self.pack.skills[cls.id] = cls()
        return cls

    def rule(self, cls: S) -> S:
        self.pack.rules.append(cls())
        return cls

    def load_names(self, path: Path) -> None:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for lang, table in data.items():
            self.pack.names.setdefault(lang, {}).update(table)

    def load_texts(self, path: Path) -> None:
        """Rules texts of cards and skills: a table per language, id -> text."""
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for lang, table in data.items():
            self.pack.texts.setdefault(lang, {}).update(table)

    def load_generals(self, path: Path) -> None:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for gid, g in data.items():
            self.pack.generals[gid] = GeneralDef(gid, g["kingdom"], int(g["hp"]),
                                                 Gender(g["gender"]), tuple(g["skills"]),
                                                 tuple(g.get("companions", ())),
                                                 g.get("sub_kingdom"))

    def load_deck(self, path: Path) -> None:
        data: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8"))
        for name, spec in data["cards"].items():
            for token in spec.split():
                marked = token.endswith("*")  # a 連橫 copy
                suit, rank = parse_card(token.rstrip("*"))
                self.pack.deck.append(DeckEntry(name, suit, rank, marked))


def parse_card(token: str) -> tuple[Suit, int]:
    """"♠7" or "♥Q" → (suit, rank)."""
    suit = SUITS[token[0]]
    r = token[1:]
    return suit, RANKS.get(r) or int(r)
