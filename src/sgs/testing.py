"""A scripted table for rule tests, for this project and for designers of new sets.

    >>> from sgs.testing import Table
    >>> t = Table("jia_zhen", "xia_jingui")           # seat 0 lord, seat 1 rebel
    >>> t.set_hand(0, "slash ♠7"); t.set_hand(1, "jink ♦2")
    >>> g = t.start(seat=0, phase="play")
    >>> t.use("slash", targets=[1])                    # seat 0 uses 杀 on seat 1
    >>> t.respond("jink")                              # seat 1 uses 闪
    >>> t.hp(1)
    3

See docs/testing.md.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from typing import Any

from .core import (
    Act,
    EquipSlot,
    Game,
    Gender,
    GeneralDef,
    IllegalAnswer,
    Pack,
    Place,
    Ruleset,
    Zone,
    ops,
    view,
)
from .core.requests import (
    ActRequest,
    ChooseCardOfRequest,
    ChooseCardsRequest,
    Request,
)
from .modes.identity import LORD, REBEL, IdentityMode
from .packs import set_packs
from .packs.base import parse_card

Flow = Generator[Any, Any, Any]


def blank_pack() -> Pack:
    """Generals with no skills, for testing cards: ``blank`` (male, 4 HP) and
    ``blank_f`` (female, 4 HP), ``blank3`` (male, 3 HP)."""
    p = Pack("testing")
    p.generals["blank"] = GeneralDef("blank", "qun", 4, Gender.MALE, ())
    p.generals["blank_f"] = GeneralDef("blank_f", "qun", 4, Gender.FEMALE, ())
    p.generals["blank3"] = GeneralDef("blank3", "qun", 3, Gender.MALE, ())
    return p


def table_ruleset(card_set: str, *extra: Pack) -> Ruleset:
    """A card set's ruleset plus the blank generals, then any ``extra`` packs.

    An extra pack adds test-only cards (its ``deck`` entries join the deck),
    skills, generals and rules; later packs win on a shared name.
    """
    return Ruleset(*set_packs(card_set), blank_pack(), *extra)


def parse_spec(spec: str) -> tuple[str, Any, int | None]:
    """"slash ♠7" → ("slash", Suit.SPADE, 7); "slash" → ("slash", None, None)."""
    parts = spec.split()
    name = parts[0]
    if len(parts) == 1:
        return name, None, None
    suit, rank = parse_card(parts[1])
    return name, suit, rank


class _TableMode(IdentityMode):
    """Identity rules with a table laid out by the test instead of dealt."""

    def __init__(self, table: Table) -> None:
        super().__init__(generals=dict(enumerate(table.generals)), roles=table.roles)
        self.table = table

    def setup(self, g: Game) -> Flow:
        t = self.table
        for seat, gid in enumerate(t.generals):
            self.seat_general(g, seat, gid)
            if seat in t.hps:
                hp, max_hp = t.hps[seat]
                g.p(seat).max_hp = max_hp if max_hp is not None else g.p(seat).max_hp
                g.p(seat).hp = hp
        g.emit("generals", seats=[{"seat": p.seat, "general": p.general, "role": p.role,
                                   "hp": p.hp, "max_hp": p.max_hp} for p in g.players])
        taken: set[int] = set()

        def pick(spec: str) -> int:
            name, suit, rank = parse_spec(spec)
            for cid in g.draw_pile:
                c = g.card(cid)
                if cid in taken or c.name != name:
                    continue
                if (suit is None or c.suit is suit) and (rank is None or c.rank == rank):
                    taken.add(cid)
                    return cid
            raise ValueError(f"no card {spec!r} left in the deck for this table")

        for seat, specs in t.hands.items():
            yield from ops.move(g, [pick(s) for s in specs], Place(Zone.HAND, seat), "setup")
        for seat, specs in t.equips.items():
            for s in specs:
                yield from ops.move(g, [pick(s)], Place(Zone.EQUIP, seat), "setup")
        for seat, specs in t.judges.items():
            for s in specs:
                cid = pick(s)
                yield from ops.move(g, [cid], Place(Zone.JUDGE, seat), "setup")
        tops = [pick(s) for s in t.tops]
        for cid in reversed(tops):
            g.draw_pile.remove(cid)
            g.draw_pile.insert(0, cid)

    def first_seat(self, g: Game) -> int:
        return self.table.start_seat


class Table:
    """Seat chosen generals, lay out cards, start at a phase, script the answers."""

    def __init__(self, *generals: str, roles: Iterable[str] | None = None,
                 pack: str = "honglou", seed: int = 0,
                 extra: Pack | Iterable[Pack] = ()) -> None:
        """``extra``: packs of test-only cards, skills or generals (see table_ruleset)."""
        self.generals = list(generals)
        self.extra = [extra] if isinstance(extra, Pack) else list(extra)
        self.roles = list(roles) if roles is not None else \
            [LORD] + [REBEL] * (len(self.generals) - 1)
        self.pack = pack
        self.seed = seed
        self.hps: dict[int, tuple[int, int | None]] = {}
        self.hands: dict[int, list[str]] = {}
        self.equips: dict[int, list[str]] = {}
        self.judges: dict[int, list[str]] = {}
        self.tops: list[str] = []
        self.start_seat = 0
        self.g: Game | None = None

    # ------------------------------------------------------------------ laying out
    def set_hp(self, seat: int, hp: int, max_hp: int | None = None) -> Table:
        self.hps[seat] = (hp, max_hp)
        return self

    def set_hand(self, seat: int, *cards: str) -> Table:
        self.hands.setdefault(seat, []).extend(cards)
        return self

    def set_equip(self, seat: int, *cards: str) -> Table:
        self.equips.setdefault(seat, []).extend(cards)
        return self

    def set_judge(self, seat: int, *cards: str) -> Table:
        self.judges.setdefault(seat, []).extend(cards)
        return self

    def set_top(self, *cards: str) -> Table:
        """Cards on top of the draw pile, the first given on top."""
        self.tops.extend(cards)
        return self

    def start(self, seat: int = 0, phase: str = "play") -> Game:
        self.start_seat = seat
        self.g = Game(table_ruleset(self.pack, *self.extra), _TableMode(self),
                      len(self.generals), self.seed, {"start_phase": phase})
        return self.g

    # ------------------------------------------------------------------ reading
    @property
    def game(self) -> Game:
        assert self.g is not None, "call start() first"
        return self.g

    @property
    def pending(self) -> Request:
        req = self.game.pending
        assert req is not None, "the game is over"
        return req

    def hp(self, seat: int) -> int:
        return self.game.p(seat).hp

    def hand(self, seat: int) -> list[str]:
        return [self.game.card(c).name for c in self.game.p(seat).hand]

    def equipment(self, seat: int) -> dict[str, str]:
        return {slot.value: self.game.card(c).name
                for slot, c in self.game.p(seat).areas.equip.items()}

    def judge_area(self, seat: int) -> list[str]:
        return [f.name for _, f in self.game.p(seat).areas.judge]

    def discard_names(self) -> list[str]:
        return [self.game.card(c).name for c in self.game.discard_pile]

    def find(self, spec: str) -> int:
        """The id of the card ``spec`` ("slash ♠7"); the first match if ambiguous."""
        name, suit, rank = parse_spec(spec)
        for c in self.game.cards:
            if c.name == name and (suit is None or c.suit is suit) and \
                    (rank is None or c.rank == rank):
                return c.id
        raise KeyError(spec)

    def where(self, spec: str | int) -> Place:
        cid = spec if isinstance(spec, int) else self.find(spec)
        return self.game.place[cid]

    def log(self, t: str | None = None) -> list[dict[str, Any]]:
        return [r for r in self.game.log if t is None or r["t"] == t]

    def view(self, seat: int) -> dict[str, Any]:
        return view(self.game, seat)

    def weapon(self, seat: int) -> str | None:
        cid = self.game.equip(seat, EquipSlot.WEAPON)
        return None if cid is None else self.game.card(cid).name

    # ------------------------------------------------------------------ answering
    def answer(self, value: Any) -> None:
        self.game.answer(value)

    def expect(self, kind: str, seat: int | None = None) -> Request:
        req = self.pending
        assert req.kind == kind and (seat is None or req.seat == seat), \
            f"expected {kind} for seat {seat}, pending is {req.kind} for seat {req.seat}" \
            f" ({req.prompt})"
        return req

    def _ids(self, specs: Iterable[str | int], pool: Iterable[int]) -> tuple[int, ...]:
        pool = list(pool)
        out: list[int] = []
        for spec in specs:
            if isinstance(spec, int):
                out.append(spec)
                continue
            name, suit, rank = parse_spec(spec)
            for cid in pool:
                c = self.game.card(cid)
                if cid not in out and c.name == name and (suit is None or c.suit is suit) \
                        and (rank is None or c.rank == rank):
                    out.append(cid)
                    break
            else:
                raise IllegalAnswer(f"no {spec!r} among the cards offered")
        return tuple(out)

    def _act(self, what: str, targets: Iterable[int], cards: Iterable[str | int]) -> Act:
        req = self.pending
        assert isinstance(req, ActRequest), f"pending is {req.kind}, not a card request"
        if what.startswith("skill:"):
            opts = [o for o in req.options if o.key == what or o.key.startswith(what + ":")]
            if not opts:
                raise IllegalAnswer(f"no option {what}: {[o.key for o in req.options]}")
            opt = opts[0]
            ids = self._ids(cards, opt.card_pool)
            return Act(opt.key, ids, tuple(targets))
        name, suit, rank = parse_spec(what)
        for opt in req.options:
            if not opt.fixed_cards:
                continue
            c = self.game.card(opt.fixed_cards[0])
            face = self.game.face(c.id)
            if face.name == name and (suit is None or c.suit is suit) and \
                    (rank is None or c.rank == rank):
                return Act(opt.key, opt.fixed_cards, tuple(targets))
        raise IllegalAnswer(f"no option to use {what!r}: {[o.key for o in req.options]}")

    def use(self, what: str, targets: Iterable[int] = (), cards: Iterable[str | int] = (),
            ) -> None:
        """Use a card by spec ("slash ♠7"), or a skill ("skill:qixi") with ``cards``."""
        self.answer(self._act(what, targets, cards))

    def respond(self, what: str, cards: Iterable[str | int] = (),
                targets: Iterable[int] = ()) -> None:
        self.answer(self._act(what, targets, cards))

    def pass_(self) -> None:
        self.answer(None)

    def yes(self) -> None:
        self.answer(True)

    def no(self) -> None:
        self.answer(False)

    def choose(self, value: Any) -> None:
        self.answer(value)

    def pick(self, *specs: str | int) -> None:
        """Answer a card choice by specs, among the cards offered."""
        req = self.pending
        if isinstance(req, ChooseCardsRequest):
            self.answer(self._ids(specs, req.cards))
        elif isinstance(req, ChooseCardOfRequest):
            (spec,) = specs
            self.answer(spec if spec == "hand" else self._ids([spec], req.visible)[0])
        else:
            raise AssertionError(f"pending is {req.kind}, not a card choice")

    def end_play(self) -> None:
        self.expect("play")
        self.answer(None)
