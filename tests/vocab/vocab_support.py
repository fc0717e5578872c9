"""Shared pieces of the seed-000 vocabulary tests: a probe skill and test-only cards.

The probe lets a test run any operation inside a real game: seat 0 plays
the ``prober`` general, whose active skill ``probe`` is always offered in
the play phase; :func:`run` stores a function and answers the play request
with the probe, whose ``activate`` runs it.  The operation's requests then
flow to the players as in a real game, and the table answers them.

The test-only cards (``t_delay``, ``t_armor``, ``t_weapon``, ``t_horse``)
keep these tests independent of the standard tricks and equipment.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from typing import Any

from sgs.core import (
    CardDef,
    DeckEntry,
    DelayedDef,
    EquipDef,
    EquipSlot,
    Game,
    Gender,
    GeneralDef,
    Pack,
    Player,
    Skill,
    Suit,
)
from sgs.core.events import CardUse
from sgs.testing import Table

Flow = Generator[Any, Any, Any]
Op = Callable[[Game], Flow]


class Probe(Skill):
    """Runs the operation a test stored in ``owner.marks['probe']``."""

    id = "probe"
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return True

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        fn: Op = owner.marks.pop("probe")
        owner.marks["probe_result"] = yield from fn(g)


class DelayCard(DelayedDef):
    """A delayed trick that only records who it was judged for."""

    name = "t_delay"

    def on_judge(self, g: Game, seat: int, card: int, face: Any, use: CardUse) -> Flow:
        g.p(seat).marks.setdefault("t_delay_judged", []).append(card)
        return None
        yield  # pragma: no cover


class ArmorCard(EquipDef):
    name = "t_armor"
    slot = EquipSlot.ARMOR


class WeaponCard(EquipDef):
    name = "t_weapon"
    slot = EquipSlot.WEAPON
    attack_range = 2


class HorseCard(EquipDef):
    name = "t_horse"
    slot = EquipSlot.DEFENSE_HORSE


TEST_CARDS: tuple[type[CardDef], ...] = (DelayCard, ArmorCard, WeaponCard, HorseCard)
# two of each test card: ♠3 and ♥4
TEST_DECK = [DeckEntry(c.name, s, r) for c in TEST_CARDS
             for s, r in ((Suit.SPADE, 3), (Suit.HEART, 4))]


def vocab_pack(*skills: type[Skill], generals: dict[str, tuple[str, ...]] | None = None,
               pack_id: str = "vocab_test") -> Pack:
    """The probe, the test cards, the ``prober`` general, and a test file's own skills.

    ``generals`` adds generals (4 HP, male, kingdom qun) with the given skills.
    """
    p = Pack(pack_id)
    for sk in (Probe, *skills):
        p.skills[sk.id] = sk()
    for c in TEST_CARDS:
        p.cards[c.name] = c()
    p.deck.extend(TEST_DECK)
    p.generals["prober"] = GeneralDef("prober", "qun", 4, Gender.MALE, ("probe",))
    for gid, sids in (generals or {}).items():
        p.generals[gid] = GeneralDef(gid, "qun", 4, Gender.MALE, sids)
    return p


def table(*generals: str, skills: Iterable[type[Skill]] = (),
          extra_generals: dict[str, tuple[str, ...]] | None = None, **kw: Any) -> Table:
    """A table whose generals default to ``prober`` at seat 0 and blanks elsewhere."""
    return Table(*generals, extra=vocab_pack(*skills, generals=extra_generals), **kw)


def run(t: Table, op: Op, seat: int = 0) -> None:
    """Run ``op`` inside the game, from ``seat``'s play phase (they must have the probe)."""
    t.game.p(seat).marks["probe"] = op
    t.use("skill:probe")


def result(t: Table, seat: int = 0) -> Any:
    """What the last finished probe operation of ``seat`` returned."""
    return t.game.p(seat).marks.get("probe_result")


def moves(t: Table, reason: str | None = None) -> list[dict[str, Any]]:
    """The ``move`` records of the log (of one reason), after the table was laid out."""
    return [r for r in t.log("move") if r["reason"] != "setup"
            and (reason is None or r["reason"] == reason)]


def refresh(t: Table, seat: int = 0) -> None:
    """Let ``seat`` (with the probe) be asked again, after a test changed the state
    behind the game's back (kingdoms): the play options are computed per request."""

    def nothing(g: Game) -> Flow:
        return None
        yield  # pragma: no cover

    run(t, nothing, seat)
