"""Content registries: what packs give the engine, and the mode hooks."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .carddef import CardDef
from .cards import Suit
from .errors import UnknownName
from .events import Timing
from .generals import FromGeneral, Gender, GeneralCard, Position, SkillGrant, Traits
from .skill import Skill

if TYPE_CHECKING:
    from .events import DeathEvent
    from .game import Game

Flow = Generator[Any, Any, Any]


@dataclass(frozen=True, slots=True)
class GeneralDef:
    """A general as printed.  ``hp``: 体力, or, for a mode that counts half-HP
    (hegemony's 阴阳鱼), the half-units printed; ``companions``: the generals it
    forms a 珠联璧合 pair with; ``sub_kingdom``: the second kingdom of a 双势力
    general (seed 001), None for most."""

    id: str
    kingdom: str
    hp: int
    gender: Gender
    skills: tuple[str, ...]
    companions: tuple[str, ...] = ()
    sub_kingdom: str | None = None

    @property
    def kingdoms(self) -> tuple[str, ...]:
        return (self.kingdom,) if self.sub_kingdom is None else (self.kingdom,
                                                                 self.sub_kingdom)


SOLDIER = "soldier"  # 士兵牌: general ids "soldier:<kingdom>:<gender>"


def soldier_id(kingdom: str, gender: Gender) -> str:
    """The 士兵牌 with this kingdom and gender (seed 001 移除: 性别、国籍与被移除的武将牌相同，
    但没有技能)."""
    return f"{SOLDIER}:{kingdom}:{gender.value}"


def is_soldier(gid: str) -> bool:
    return gid.startswith(SOLDIER + ":")


def soldier_def(gid: str) -> GeneralDef:
    """A soldier card as a general: its kingdom and gender, no skill, worth no HP."""
    _, kingdom, gender = gid.split(":")
    return GeneralDef(gid, kingdom, 0, Gender(gender), ())


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """A card of a deck; ``lianheng``: this copy carries seed 000's 連橫 mark (it may
    be given away in the play phase; deck.toml marks it with a trailing ``*``)."""

    name: str
    suit: Suit
    rank: int
    lianheng: bool = False


@dataclass(slots=True)
class Pack:
    """A set of cards, skills and generals, with display names and rules texts."""

    id: str
    cards: dict[str, CardDef] = field(default_factory=dict)
    skills: dict[str, Skill] = field(default_factory=dict)
    generals: dict[str, GeneralDef] = field(default_factory=dict)
    deck: list[DeckEntry] = field(default_factory=list)
    rules: list[Skill] = field(default_factory=list)  # base rules every game has
    names: dict[str, dict[str, str]] = field(default_factory=dict)  # lang -> id -> name
    texts: dict[str, dict[str, str]] = field(default_factory=dict)  # lang -> id -> rules text


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
        self.texts: dict[str, dict[str, str]] = {}
        self._extended: dict[str, Ruleset] = {}
        for p in packs:
            self.cards.update(p.cards)
            self.skills.update(p.skills)
            self.generals.update(p.generals)
            self.deck.extend(p.deck)
            self.rules.extend(p.rules)
            for lang, table in p.names.items():
                self.names.setdefault(lang, {}).update(table)
            for lang, table in p.texts.items():
                self.texts.setdefault(lang, {}).update(table)
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
            if gid.startswith(SOLDIER + ":"):
                return soldier_def(gid)
            known = ", ".join(sorted(self.generals))
            raise UnknownName(f"unknown general {gid!r}; known: {known}") from None

    def name(self, ident: str, lang: str = "zh") -> str:
        if ident.startswith(SOLDIER + ":"):
            ident = SOLDIER
        return self.names.get(lang, {}).get(ident, ident)

    def text(self, ident: str, lang: str = "zh") -> str:
        """The rules text of a card or skill as the packs print it ("" when none)."""
        return self.texts.get(lang, {}).get(ident, "")

    def with_skills(self, owner: str, skills: Sequence[Skill]) -> Ruleset:
        """This ruleset with more skills a mode gives players (made once per owner)."""
        if not skills:
            return self
        made = self._extended.get(owner)
        if made is None:
            made = self._extended[owner] = Ruleset(*self.packs, Pack(
                f"mode:{owner}", skills={sk.id: sk for sk in skills}))
            made.packs = self.packs  # the header names the packs a game chose
        return made


class Mode:
    """A game mode: its own state and base rules, the setup, what general cards
    give, the sides and what each seat may see of them, victory, and what a
    death brings.

    A mode is made for one game from its options (``sgs.modes.make_mode``,
    which also re-creates it for a replay from the header's ``mode_options``);
    what changes during the game lives in its state (``g.mode_state``, made by
    ``new_state``), not on the mode object.
    """

    id = "base"
    min_players = 1
    max_players = 10

    # ------------------------------------------------------------------ state, rules
    def new_state(self, g: Game) -> Any:
        """The mode's own state for game ``g`` (``g.mode_state``); None: it keeps none."""
        return None

    def rules(self) -> Sequence[Skill]:
        """Base rules every game of this mode has, run after the packs' (``Pack.rules``)."""
        return ()

    def skills(self) -> Sequence[Skill]:
        """Skills the mode gives players besides their generals' (hegemony's 阵法召唤),
        known to the game's ruleset as the packs' are."""
        return ()

    # ------------------------------------------------------------------ setup
    def prepare(self, g: Game) -> None:
        """What is dealt before anyone decides (identity: the sides); the header
        follows."""

    def header(self, g: Game) -> dict[str, Any]:
        """Fields of the header record: what re-creates this mode (``mode_options``)
        and what was dealt before anyone decided."""
        return {}

    def setup(self, g: Game) -> Flow:
        """The rest of the setup, which may ask players (choosing generals)."""
        return None
        yield  # pragma: no cover

    def first_seat(self, g: Game) -> int:
        return 0

    # ------------------------------------------------------------------ general cards
    def general_cards(self, g: Game, seat: int, generals: Sequence[str],
                      ) -> tuple[GeneralCard, ...]:
        """The cards a seat holds when it is given ``generals`` (picked, or laid out by a
        test table): the first as the main general, a second as the deputy, face up."""
        return tuple(GeneralCard(gid, Position.MAIN if i == 0 else Position.DEPUTY)
                     for i, gid in enumerate(generals))

    def traits(self, g: Game, seat: int, cards: Sequence[GeneralCard]) -> Traits:
        """What ``cards`` give their holder (``Game.set_generals`` asks whenever they
        change).  Here: kingdom and gender of the revealed cards, the main one's
        first (seed 001: with both revealed, the main general's gender); max HP the
        main general's; the skills of every revealed card."""
        shown = sorted((c for c in cards if c.revealed and not c.removed),
                       key=lambda c: c.position is not Position.MAIN)
        defs = [g.ruleset.general(c.general) for c in shown]
        main = next((c for c in cards if c.position is Position.MAIN and not c.removed),
                    None)
        return Traits(
            kingdom=defs[0].kingdom if defs else None,
            gender=defs[0].gender if defs else Gender.NONE,
            max_hp=g.ruleset.general(main.general).hp if main is not None else 0,
            skills=tuple(SkillGrant(sid, FromGeneral(c.general, c.position))
                         for c, d in zip(shown, defs, strict=True) for sid in d.skills))

    def lord_skills_work(self, g: Game, seat: int) -> bool:
        """Do 主公技 of ``seat`` work?"""
        return False

    # ------------------------------------------------------------------ sides, sight
    def seat_info(self, g: Game, seat: int) -> dict[str, Any]:
        """The mode's facts about a seat, in full (identity: ``{"role": ...}``): the
        header's and ``generals`` records' entries carry them."""
        return {}

    def seat_view(self, g: Game, viewer: int | None, seat: int) -> dict[str, Any]:
        """``seat_info`` as ``viewer`` (None: a spectator) may know it now: the same
        keys, None where hidden.  Views and filtered logs ask it."""
        return self.seat_info(g, seat)

    def seat_views(self, g: Game, viewer: int | None) -> list[dict[str, Any]]:
        """:meth:`seat_view` of every seat, in seat order, for one viewer (a view asks
        for every seat at every decision: a mode may answer all at once)."""
        return [self.seat_view(g, viewer, seat) for seat in range(len(g.players))]

    def dealt(self, g: Game) -> dict[str, dict[str, int]]:
        """What everyone knows of the deal (the catalogue's ``dealt``): here, how many
        seats hold each value of each fact of ``seat_info`` (identity: how many lords,
        loyalists, rebels, renegades), not who holds what.  A mode whose facts are
        secret even as a count (hegemony's generals) says less."""
        out: dict[str, dict[str, int]] = {}
        for seat in range(len(g.players)):
            for key, value in self.seat_info(g, seat).items():
                if isinstance(value, str):
                    table = out.setdefault(key, {})
                    table[value] = table.get(value, 0) + 1
        return out

    def reveal_at_death(self, g: Game, seat: int) -> dict[str, Any]:
        """A player dies: what the mode shows of them now (identity: the role), as
        fields of the ``death`` record."""
        return {}

    def may_reveal(self, g: Game, seat: int, card: GeneralCard) -> bool:
        """May this face-down card be revealed now (by the mode's rules)?  Hegemony: a
        双势力 deputy not while the main general has never been revealed."""
        return True

    def on_reveal(self, g: Game, seat: int, card: GeneralCard) -> dict[str, Any]:
        """``seat`` reveals ``card`` (明置): the mode updates its state before the cards'
        traits are derived again (hegemony fixes a kingdom at the first reveal) and
        returns fields for the ``reveal_general`` record."""
        return {}

    def same_kingdom(self, g: Game, a: int, b: int) -> bool:
        """Are ``a`` and ``b`` of one kingdom (势力相同)?  Here: both have a kingdom and
        it is the same; a mode whose kingdoms are not just names says otherwise
        (hegemony: a careerist is of no one's kingdom but their own)."""
        ka = g.p(a).kingdom
        return ka is not None and ka == g.p(b).kingdom

    def known_allies(self, g: Game, seat: int) -> list[int]:
        """The other living seats that ``seat`` knows for sure are on its side, from
        what it may see now (a client asks before its player harms one of them)."""
        return []

    def final(self, g: Game, winners: list[int]) -> dict[str, Any]:
        """The game is over: fields for the ``game_over`` record (what the mode shows
        at the end; the state may change)."""
        return {}

    # ------------------------------------------------------------------ victory, rewards
    def winners(self, g: Game) -> list[int] | None:
        """The winning seats if the game is decided now, else None.  The engine asks
        after every death and every reveal (``Game.check_victory``)."""
        return None

    def on_death(self, g: Game, death: DeathEvent) -> Flow:
        """After a death's cards are handled: rewards and punishments."""
        return None
        yield  # pragma: no cover
