"""A scripted table for rule tests, for this project and for designers of new sets.

    >>> from sgs.testing import Table
    >>> t = Table("贾珍", "xia_jingui")                # seat 0 lord, seat 1 rebel
    >>> t.set_hand(0, "杀 ♠7"); t.set_hand(1, "jink ♦3")
    >>> g = t.start(seat=0, phase="play")
    >>> t.use("slash", targets=[1])                    # seat 0 uses 杀 on seat 1
    >>> t.respond("闪")                                # seat 1 uses 闪
    >>> t.hp(1)
    3

Wherever a spec takes an id (a general, a card, a skill, a request's
reason) it also takes the printed name, in any language of the packs'
name tables.  See docs/testing.md.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Sequence
from dataclasses import replace
from typing import Any

from .core import (
    Act,
    Card,
    CardFace,
    EquipSlot,
    Game,
    Gender,
    GeneralDef,
    IllegalAnswer,
    Mode,
    Pack,
    Place,
    Player,
    Ruleset,
    Skill,
    Suit,
    Zone,
    ops,
    view,
)
from .core.events import DeathEvent
from .core.generals import GeneralCard, Traits
from .core.requests import (
    ActOption,
    ActRequest,
    ChooseCardOfRequest,
    ChooseCardsRequest,
    Request,
)
from .core.zones import PileCard, Placement
from .modes import make_mode
from .modes.identity import LORD, LOYALIST, REBEL, RENEGADE
from .packs import set_packs
from .packs.base import RANKS, SUITS
from .packs.hegemony.events import EVENTS
from .packs.hegemony.events import LAID as EVENTS_LAID

Flow = Generator[Any, Any, Any]

_SUIT_SYMBOLS = "♠♥♣♦"


class AmbiguousName(ValueError):
    """A printed name that several ids share (the message names them)."""


class AmbiguousCard(LookupError):
    """A card spec that names several cards and no rule picks one (see ``Table.find``)."""


def blank_pack() -> Pack:
    """Generals with no skills, for testing cards: ``blank`` (male, 4 HP) and
    ``blank_f`` (female, 4 HP), ``blank3`` (male, 3 HP)."""
    p = Pack("testing")
    p.generals["blank"] = GeneralDef("blank", "qun", 4, Gender.MALE, ())
    p.generals["blank_f"] = GeneralDef("blank_f", "qun", 4, Gender.FEMALE, ())
    p.generals["blank3"] = GeneralDef("blank3", "qun", 3, Gender.MALE, ())
    return p


class Probe(Skill):
    """TEST ONLY: an active skill, usable any number of times, that runs inside the
    game the operation a test hands it (:meth:`Table.run`), as a skill's effect would;
    what the operation returns is kept in the owner's marks (``probe_result``)."""

    id = "probe"
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return True  # (the play request is made before a test hands the operation)

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        op = owner.marks.pop("probe")
        owner.marks["probe_result"] = yield from op(g)


def probe_pack(*generals: GeneralDef, skills: Iterable[Skill] = ()) -> Pack:
    """A pack with :class:`Probe`, the general ``prober`` (wei, male, 4 HP: 探子,
    Prober) that has it, and ``generals`` and ``skills`` a test adds."""
    p = Pack("testing_probe")
    for sk in (Probe(), *skills):
        p.skills[sk.id] = sk
    for gd in (GeneralDef("prober", "wei", 4, Gender.MALE, (Probe.id,)), *generals):
        p.generals[gd.id] = gd
    for lang, name in (("zh", "探子"), ("en", "Prober")):
        p.names.setdefault(lang, {}).update({"prober": name, Probe.id: name})
    return p


def table_ruleset(card_set: str, *extra: Pack) -> Ruleset:
    """A card set's ruleset plus the blank generals, then any ``extra`` packs.

    An extra pack adds test-only cards (its ``deck`` entries join the deck),
    skills, generals and rules; later packs win on a shared name.
    """
    return Ruleset(*set_packs(card_set), blank_pack(), *extra)


def parse_spec(spec: str) -> tuple[str, Suit | None, int | None]:
    """"slash ♠7" → ("slash", Suit.SPADE, 7); "slash" → ("slash", None, None).

    The name is everything before the suit symbol, so printed names with
    spaces work ("Green Dragon Blade ♠5"); the rank may be left out ("杀 ♠").
    """
    s = " ".join(spec.split())
    at = next((i for i, ch in enumerate(s) if ch in _SUIT_SYMBOLS), len(s))
    name = s[:at].strip()
    if not name:
        raise ValueError(f"card spec {spec!r} has no card name")
    if at == len(s):
        return name, None, None
    token = s[at:].replace(" ", "")
    rank_text = token[1:]
    try:
        rank = (RANKS.get(rank_text) or int(rank_text)) if rank_text else None
    except ValueError:
        raise ValueError(f"card spec {spec!r}: bad rank {rank_text!r}") from None
    if rank is not None and not 1 <= rank <= 13:
        raise ValueError(f"card spec {spec!r}: bad rank {rank_text!r}")
    return name, SUITS[token[0]], rank


def _key(text: str) -> str:
    return " ".join(text.split()).casefold()


class Names:
    """Printed names → ids, from a ruleset's name tables (every language).

    ``resolve(text, kinds)``: an id of one of ``kinds`` ("card", "skill",
    "general", "role") is returned as it is; a printed name (case and spacing
    ignored) is returned as the id it names among those kinds; anything else
    unchanged, for the caller's own error.  A printed name that two ids of
    those kinds share raises :class:`AmbiguousName` naming them.
    """

    def __init__(self, ruleset: Ruleset) -> None:
        self.ids: dict[str, set[str]] = {
            "card": set(ruleset.cards), "skill": set(ruleset.skills),
            "general": set(ruleset.generals), "role": {LORD, LOYALIST, REBEL, RENEGADE}}
        self.printed: dict[str, dict[str, list[str]]] = {}  # key -> id -> ["zh 杀", …]
        for lang, table in ruleset.names.items():
            for ident, name in table.items():
                self.printed.setdefault(_key(name), {}).setdefault(ident, []).append(
                    f"{lang} {name}")

    def resolve(self, text: str, *kinds: str) -> str:
        text = text.strip()
        known: set[str] = set().union(*(self.ids[k] for k in kinds))
        if text in known:
            return text
        found = {i: where for i, where in self.printed.get(_key(text), {}).items()
                 if i in known}
        if len(found) > 1:
            named = "; ".join(f"{i} ({', '.join(w)})" for i, w in sorted(found.items()))
            raise AmbiguousName(f"the printed name {text!r} is shared by {named}: "
                                "use the id")
        return next(iter(found), text)


SeatSpec = str | GeneralCard | Sequence[str | GeneralCard]


class _TableMode(Mode):
    """A registered mode with a table laid out by the test instead of dealt: every
    hook is the mode's, but the setup seats the table's generals (through the
    mode's ``general_cards``, so it decides what they give) and lays the cards out,
    and the first turn is the table's."""

    def __init__(self, table: Table, inner: Mode,
                 seats: list[tuple[str, ...] | tuple[GeneralCard, ...]]) -> None:
        self.table = table
        self.inner = inner
        self.seats = seats
        self.id = inner.id
        self.min_players = inner.min_players
        self.max_players = inner.max_players

    # the table's own
    def setup(self, g: Game) -> Flow:
        t = self.table
        for seat, spec in enumerate(self.seats):
            cards = [c for c in spec if isinstance(c, GeneralCard)]
            if len(cards) != len(spec):
                cards = list(self.inner.general_cards(g, seat, [str(c) for c in spec]))
            g.set_generals(seat, cards, reset_hp=True)
            if seat in t.hps:
                hp, max_hp = t.hps[seat]
                g.p(seat).max_hp = max_hp if max_hp is not None else g.p(seat).max_hp
                g.p(seat).hp = hp
        g.emit("generals", seats=[{"seat": p.seat, "general": _shown_general(p),
                                   **self.inner.seat_info(g, p.seat),
                                   "hp": p.hp, "max_hp": p.max_hp} for p in g.players])
        yield from t._lay_out(g)

    def first_seat(self, g: Game) -> int:
        return self.table.start_seat

    # the mode's
    def new_state(self, g: Game) -> Any:
        return self.inner.new_state(g)

    def rules(self) -> Sequence[Skill]:
        return self.inner.rules()

    def skills(self) -> Sequence[Skill]:
        return self.inner.skills()

    def prepare(self, g: Game) -> None:
        self.inner.prepare(g)

    def header(self, g: Game) -> dict[str, Any]:
        return self.inner.header(g)

    def general_cards(self, g: Game, seat: int, generals: Sequence[str],
                      ) -> tuple[GeneralCard, ...]:
        return self.inner.general_cards(g, seat, generals)

    def traits(self, g: Game, seat: int, cards: Sequence[GeneralCard]) -> Traits:
        return self.inner.traits(g, seat, cards)

    def lord_skills_work(self, g: Game, seat: int) -> bool:
        return self.inner.lord_skills_work(g, seat)

    def seat_info(self, g: Game, seat: int) -> dict[str, Any]:
        return self.inner.seat_info(g, seat)

    def seat_view(self, g: Game, viewer: int | None, seat: int) -> dict[str, Any]:
        return self.inner.seat_view(g, viewer, seat)

    def seat_views(self, g: Game, viewer: int | None) -> list[dict[str, Any]]:
        return self.inner.seat_views(g, viewer)

    def reveal_at_death(self, g: Game, seat: int) -> dict[str, Any]:
        return self.inner.reveal_at_death(g, seat)

    def on_reveal(self, g: Game, seat: int, card: GeneralCard) -> dict[str, Any]:
        return self.inner.on_reveal(g, seat, card)

    def may_reveal(self, g: Game, seat: int, card: GeneralCard) -> bool:
        return self.inner.may_reveal(g, seat, card)

    def final(self, g: Game, winners: list[int]) -> dict[str, Any]:
        return self.inner.final(g, winners)

    def known_allies(self, g: Game, seat: int) -> list[int]:
        return self.inner.known_allies(g, seat)

    def dealt(self, g: Game) -> dict[str, dict[str, int]]:
        return self.inner.dealt(g)

    def same_kingdom(self, g: Game, a: int, b: int) -> bool:
        return self.inner.same_kingdom(g, a, b)

    def winners(self, g: Game) -> list[int] | None:
        return self.inner.winners(g)

    def on_death(self, g: Game, death: DeathEvent) -> Flow:
        return self.inner.on_death(g, death)


class Asked:
    """A question the game asked (:attr:`Table.asked`): the request, and the answer the
    engine gave it itself when it had a single legal one (``alone``)."""

    __slots__ = ("alone", "answer", "request")

    def __init__(self, request: Request, alone: bool, answer: Any = None) -> None:
        self.request, self.alone, self.answer = request, alone, answer

    def __repr__(self) -> str:
        r = self.request
        return (f"Asked({r.kind} for seat {r.seat} from {r.reason!r}"
                + (f", answered alone: {self.answer!r})" if self.alone else ")"))


class _TableGame(Game):
    """A game that keeps every question it asks through ``ask``/``ask_all`` (those with
    one legal answer too, which the engine answers itself and does not log), for the
    table only: the game's log is untouched."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        self.asked: list[Asked] = []
        super().__init__(*args, **kw)

    def ask(self, req: Request) -> Flow:
        only = req.single()
        self.asked.append(Asked(req, only is not None, only))
        return (yield from super().ask(req))

    def ask_all(self, reqs: list[Request]) -> Flow:
        for req in reqs:
            only = req.single()
            self.asked.append(Asked(req, only is not None, only))
        return (yield from super().ask_all(reqs))


def trade_with_pile(g: Game, seat: int, index: int,
                    prefer: Callable[[str], int] = lambda gid: 0) -> str | None:
    """Hegemony: trade ``seat``'s face-down general at ``index`` for one of the remaining
    generals pile that public information cannot tell from it — the same kingdom, no
    second kingdom, the same 阴阳鱼 in that slot — the least by ``prefer`` (the first of
    the pile among equals); the pile gets the traded one in its place.  For the worlds
    of hidden-information tests.  The general now in the slot, or None when none fits."""
    mode = g.mode
    half_hp = getattr(mode, "half_hp", None)
    if half_hp is None:
        raise TypeError("trade_with_pile: the game's mode has no generals pile to trade with")
    p = g.p(seat)
    c = p.generals[index]
    kingdom = g.ruleset.general(c.general).kingdom
    fits = [k for k, h in enumerate(g.general_pile)
            if (hd := g.ruleset.general(h)).kingdom == kingdom and hd.sub_kingdom is None
            and half_hp(g, GeneralCard(h, c.position, False)) == half_hp(g, c)]
    if not fits:
        return None
    k = min(fits, key=lambda k: prefer(g.general_pile[k]))
    other = g.general_pile[k]
    g.general_pile[k] = c.general
    cards = list(p.generals)
    cards[index] = GeneralCard(other, c.position, False)
    g.set_generals(seat, cards)
    return other


def _shown_general(p: Player) -> str | None:
    """The main general's id if its card is face up (a record tells no hidden one)."""
    gid = p.general
    return gid if any(c.general == gid and c.revealed for c in p.generals) else None


class Table:
    """Seat chosen generals, lay out cards, start at a phase, script the answers.

    ``mode``: any registered mode (``sgs.modes.register_mode``), with its
    ``options``; each seat's general is a general id or printed name, or a
    sequence of them (main general first) for a mode that seats several, or
    ``GeneralCard``s as they are.  Identity mode (the default) takes ``roles``
    (default: the lord at seat 0, rebels elsewhere) and ``lord_bonus``: give the
    lord +1 HP and maximum (identity mode does with more than 4 players; a
    table only when asked).  ``setup_triggers``: lay the cards out through
    ``ops.move``, firing ``CARDS_MOVED`` for each batch; by default they are
    put in place without firing anything (the ``move`` records are written
    either way, with reason ``setup``).
    """

    def __init__(self, *generals: SeatSpec, roles: Iterable[str] | None = None,
                 pack: str = "honglou", seed: int = 0,
                 extra: Pack | Iterable[Pack] = (), lord_bonus: bool = False,
                 setup_triggers: bool = False, mode: str = "identity",
                 options: dict[str, Any] | None = None,
                 game_options: dict[str, Any] | None = None) -> None:
        """``extra``: packs of test-only cards, skills or generals (see table_ruleset);
        ``game_options``: the game's own options beside ``start_phase`` (e.g.
        ``{"face_down_view": "owner"}``)."""
        self.generals = list(generals)
        self.extra = [extra] if isinstance(extra, Pack) else list(extra)
        self.mode = mode
        self.options = dict(options or {})
        self.game_options = dict(game_options or {})
        if mode != "identity" and roles is not None:
            raise ValueError(f"roles are identity mode's; give {mode} mode its options")
        self.roles = list(roles) if roles is not None else \
            [LORD] + [REBEL] * (len(self.generals) - 1)
        self.pack = pack
        self.seed = seed
        self.lord_bonus = lord_bonus
        self.setup_triggers = setup_triggers
        self.hps: dict[int, tuple[int, int | None]] = {}
        self.hands: dict[int, list[str]] = {}
        self.equips: dict[int, list[str]] = {}
        self.judges: dict[int, list[str]] = {}
        # cards on generals: seat -> [(pile, specs, face up, 垂置)]
        self.piles: dict[int, list[tuple[str, list[str], bool, bool]]] = {}
        self.unders: dict[int, list[tuple[str, list[str]]]] = {}
        self.states: dict[int, dict[str, bool]] = {}  # seat -> chained / face_down
        self.discards: list[str] = []
        self.tops: list[str] = []
        self.dead: list[int] = []
        self.general_pile: list[str] | None = None
        self.draw_size: int | None = None
        self.discard_size: int | None = None
        self.start_seat = 0
        self.g: Game | None = None
        self.laid: dict[int, str] = {}  # card id -> the layout spec that took it
        self._names: Names | None = None

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

    def set_pile(self, seat: int, pile: str, *cards: str, face_up: bool = True,
                 perpendicular: bool = False) -> Table:
        """Cards on ``seat``'s general, in the pile ``pile`` (seed 002: face down with
        ``face_up=False``; the first cards on a general lie 顺置, or 垂置 with
        ``perpendicular``, which freezes the HP display at the table's HP)."""
        self.piles.setdefault(seat, []).append((pile, list(cards), face_up, perpendicular))
        return self

    def set_under(self, seat: int, host: str, *cards: str) -> Table:
        """Cards under the equipment card ``host`` (a spec the seat's ``set_equip``
        names too): out of the game, seen by the holder alone (``Zone.UNDER``: 木牛流马)."""
        self.unders.setdefault(seat, []).append((host, list(cards)))
        return self

    def set_chained(self, seat: int, chained: bool = True) -> Table:
        """The general card lies chained (横置) from the start."""
        self.states.setdefault(seat, {})["chained"] = chained
        return self

    def set_face_down(self, seat: int, face_down: bool = True) -> Table:
        """The general card lies turned over (翻面) from the start."""
        self.states.setdefault(seat, {})["face_down"] = face_down
        return self

    def set_top(self, *cards: str) -> Table:
        """Cards on top of the draw pile, the first given on top.  Before ``start``:
        taken from the deck as the table is laid out; after: taken from the draw pile
        at once (each spec names a card still in it: the first that fits)."""
        if self.g is None:
            self.tops.extend(cards)
            return self
        g = self.g
        tops: list[int] = []
        for spec in cards:
            name, suit, rank = self._spec(spec)
            cid = next((c for c in g.draw_pile if c not in tops and
                        _matches(g.card(c), name, suit, rank)), None)
            if cid is None:
                raise ValueError(f"no card {spec!r} in the draw pile")
            tops.append(cid)
        g.draw_pile[:] = tops + [c for c in g.draw_pile if c not in tops]
        return self

    def set_dead(self, *seats: int) -> Table:
        """These seats are dead from the start (no cards, 0 HP, a ``death`` record with
        what the mode shows of a death, reason ``setup``); nothing fires and no
        victory is checked."""
        self.dead.extend(seats)
        return self

    def set_events(self, *offers: Sequence[str]) -> Table:
        """The event cards offered (seed 001 事件): the n-th event started offers the
        n-th three given (ids, e.g. ``("event_strike", "event_bleed", "event_disarm")``),
        in that order; after the last, at random.  Before ``start`` (a game option)."""
        if self.g is not None:
            raise ValueError("set_events() comes before start()")
        laid = [list(o) for o in offers]
        for o in laid:
            if len(o) != 3 or len(set(o)) != 3 or not set(o) <= set(EVENTS):
                raise ValueError(f"an offer is three different event cards of {EVENTS}, "
                                 f"not {o}")
        self.game_options[EVENTS_LAID] = laid
        return self

    def set_general_pile(self, *generals: str) -> Table:
        """The remaining-generals pile (剩余武将牌堆, ``Game.general_pile``), the first
        given on top.  A table seats its generals without dealing, so the pile is empty
        unless a test lays it out.  Before ``start`` or after (at once)."""
        ids = [self.names.resolve(x, "general") if self._names else x for x in generals]
        if self.g is None:
            self.general_pile = list(generals)
        else:
            self.g.general_pile[:] = ids
        return self

    def set_discard(self, *cards: str) -> Table:
        """Cards in the discard pile, the last given on top."""
        self.discards.extend(cards)
        return self

    def trim_draw(self, n: int) -> Table:
        """Keep only the top ``n`` cards of the draw pile (0 empties it); the rest
        leave the game (to the void), quietly.  Before ``start``: once the table
        is laid out (the ``set_top`` cards are the top ones); after: at once."""
        if n < 0:
            raise ValueError("a pile cannot keep fewer than 0 cards")
        if self.g is None:
            self.draw_size = n
        else:
            self._trim(self.g, Zone.DRAW, n, "test")
        return self

    def trim_discard(self, n: int) -> Table:
        """Keep only the top ``n`` (the latest) cards of the discard pile (0 empties
        it); the rest leave the game (to the void), quietly.  Before or after
        ``start``, as ``trim_draw``."""
        if n < 0:
            raise ValueError("a pile cannot keep fewer than 0 cards")
        if self.g is None:
            self.discard_size = n
        else:
            self._trim(self.g, Zone.DISCARD, n, "test")
        return self

    def start(self, seat: int = 0, phase: str = "play") -> Game:
        self.start_seat = seat
        ruleset = table_ruleset(self.pack, *self.extra)
        self._names = Names(ruleset)
        seats = [self._seat(spec) for spec in self.generals]
        options = dict(self.options)
        if self.mode == "identity":
            options.setdefault("roles", [self._names.resolve(r, "role") for r in self.roles])
            options.setdefault("lord_bonus", self.lord_bonus)
            if all(len(s) == 1 and isinstance(s[0], str) for s in seats):
                options.setdefault("generals", {i: s[0] for i, s in enumerate(seats)})
        self.laid = {}
        mode = _TableMode(self, make_mode(self.mode, options), seats)
        self.g = _TableGame(ruleset, mode, len(self.generals), self.seed,
                      {"start_phase": phase, **self.game_options})
        return self.g

    def _seat(self, spec: SeatSpec) -> tuple[str, ...] | tuple[GeneralCard, ...]:
        """A seat's generals by id (printed names resolved), or its cards as given."""
        items = [spec] if isinstance(spec, str | GeneralCard) else list(spec)
        if all(isinstance(i, str) for i in items):
            return tuple(self.names.resolve(str(i), "general") for i in items)
        if all(isinstance(i, GeneralCard) for i in items):
            return tuple(replace(i, general=self.names.resolve(i.general, "general"))
                         for i in items if isinstance(i, GeneralCard))
        raise ValueError(f"a seat is general ids or GeneralCards, not both: {spec!r}")

    # the layout, run by the mode's setup inside the game
    def _lay_out(self, g: Game) -> Flow:
        def pick(spec: str) -> int:
            name, suit, rank = self._spec(spec)
            for cid in g.draw_pile:
                if cid not in self.laid and _matches(g.card(cid), name, suit, rank):
                    self.laid[cid] = spec
                    return cid
            raise ValueError(f"no card {spec!r} left in the deck for this table")

        for seat, specs in self.hands.items():
            yield from self._place(g, [pick(s) for s in specs], Place(Zone.HAND, seat))
        for seat, specs in self.equips.items():
            for s in specs:
                yield from self._place(g, [pick(s)], Place(Zone.EQUIP, seat))
        for seat, specs in self.judges.items():
            for s in specs:
                yield from self._place(g, [pick(s)], Place(Zone.JUDGE, seat))
        for seat, unders in self.unders.items():
            for host_spec, specs in unders:
                name, suit, rank = self._spec(host_spec)
                hosts = [c for c in g.p(seat).areas.equip.values()
                         if _matches(g.card(c), name, suit, rank)]
                if not hosts:
                    raise ValueError(f"seat {seat} has no {host_spec!r} equipped to lay "
                                     "cards under")
                yield from self._place(g, [pick(s) for s in specs],
                                       Place(Zone.UNDER, seat, card=hosts[0]))
        for seat, states in self.states.items():
            p = g.p(seat)
            if "chained" in states:
                p.chained = states["chained"]
                g.emit("chain", seat=seat, chained=p.chained, by=None, reason="setup")
            if "face_down" in states:
                p.face_down = states["face_down"]
                g.emit("flip", seat=seat, face_down=p.face_down, reason="setup")
        for seat, piles in self.piles.items():
            for pile, specs, face_up, perpendicular in piles:
                yield from self._place(g, [pick(s) for s in specs], Place(Zone.PILE, seat, pile),
                                       face_up, perpendicular)
        if self.discards:
            yield from self._place(g, [pick(s) for s in self.discards], Place(Zone.DISCARD))
        tops = [pick(s) for s in self.tops]
        for cid in reversed(tops):
            g.draw_pile.remove(cid)
            g.draw_pile.insert(0, cid)
        if self.general_pile is not None:
            g.general_pile[:] = [self.names.resolve(x, "general") for x in self.general_pile]
        for seat in self.dead:
            p = g.p(seat)
            a = p.areas
            if a.hand or a.equip or a.judge or any(a.piles.values()):
                raise ValueError(f"seat {seat} is dead from the start: lay no card out there")
            p.alive, p.hp = False, 0
            g.mark_skills_changed()
            g.emit("death", seat=seat, killer=None, reason="setup",
                   **g.mode.reveal_at_death(g, seat))
        if self.draw_size is not None:
            self._trim(g, Zone.DRAW, self.draw_size, "setup")
        if self.discard_size is not None:
            self._trim(g, Zone.DISCARD, self.discard_size, "setup")

    def _place(self, g: Game, cards: list[int], dst: Place, face_up: bool = True,
               perpendicular: bool = False) -> Flow:
        placement = Placement.PERPENDICULAR if perpendicular else None
        if self.setup_triggers:
            yield from ops.move(g, cards, dst, "setup", face_up=face_up, placement=placement)
        else:
            _put_quietly(g, cards, dst, "setup", face_up, placement)

    def _trim(self, g: Game, zone: Zone, n: int, reason: str) -> None:
        if zone is Zone.DRAW:
            surplus = g.draw_pile[n:]
        else:
            surplus = g.discard_pile[:max(len(g.discard_pile) - n, 0)]
        _put_quietly(g, surplus, Place(Zone.VOID), reason)

    # ------------------------------------------------------------------ names
    @property
    def names(self) -> Names:
        """The printed-name index of the table's ruleset (after ``start``)."""
        assert self._names is not None, "call start() first"
        return self._names

    def id_of(self, name: str, *kinds: str) -> str:
        """The id a printed name (or id) stands for: ``t.id_of("护官符")`` →
        ``"eight_diagram"``; ``kinds`` narrows the search (default: all)."""
        return self.names.resolve(name, *(kinds or ("card", "skill", "general", "role")))

    def _spec(self, spec: str) -> tuple[str, Suit | None, int | None]:
        name, suit, rank = parse_spec(spec)
        return self.names.resolve(name, "card"), suit, rank

    def _option(self, what: str) -> str:
        """ "skill:枭姬" → "skill:xiaoji"; "skill:奇袭:过河拆桥" → "skill:qixi:dismantlement"."""
        _, _, rest = what.partition(":")
        sid, sep, card = rest.partition(":")
        key = "skill:" + self.names.resolve(sid, "skill")
        return key + (":" + self.names.resolve(card, "card") if sep else "")

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

    def find_all(self, spec: str) -> list[int]:
        """The ids of every card of the deck that ``spec`` fits, in deck order."""
        name, suit, rank = self._spec(spec)
        return [c.id for c in self.game.cards if _matches(c, name, suit, rank)]

    def find(self, spec: str) -> int:
        """The id of the card ``spec`` names ("slash ♠7", "杀 ♠7").

        The one card of the deck it fits; where it fits several, the one of
        them the layout took (``set_hand`` …) if exactly one was; otherwise
        :class:`AmbiguousCard`, naming the candidates and where they are.
        """
        ids = self.find_all(spec)
        if not ids:
            raise KeyError(spec)
        if len(ids) == 1:
            return ids[0]
        laid = [c for c in ids if c in self.laid]
        if len(laid) == 1:
            return laid[0]
        g = self.game
        cands = ", ".join(f"{c} ({_card_text(g.card(c))} in {_place_text(g.place[c])}"
                          + (f", laid out as {self.laid[c]!r}" if c in self.laid else "")
                          + ")" for c in ids)
        raise AmbiguousCard(f"{spec!r} fits {len(ids)} cards and "
                            f"{'none' if not laid else len(laid)} of them laid out: "
                            f"{cands}; name one card or use its id")

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

    def asked(self, kind: str | None = None, seat: int | None = None,
              reason: str | None = None) -> list[Asked]:
        """The questions the game asked so far that fit (all given must), in order —
        those it answered itself because they had one legal answer too (``alone``),
        which the log does not keep.  (The play phase's own requests are not among
        them: the turn asks them itself.)"""
        return [a for a in self._asked() if self._fits(a.request, kind, seat, reason)]

    def expect_asked(self, kind: str | None = None, seat: int | None = None,
                     reason: str | None = None) -> Asked:
        """Assert that a fitting question was asked (even one the engine answered
        itself) and return the last such one."""
        found = self.asked(kind, seat, reason)
        assert found, f"no {self._describe(kind, seat, reason)} was asked; asked: " \
            f"{self._asked()}"
        return found[-1]

    def _asked(self) -> list[Asked]:
        g = self.game
        assert isinstance(g, _TableGame)
        return g.asked

    # ------------------------------------------------------------------ answering
    def _request(self, seat: int | None) -> Request:
        """``seat``'s open request (a window asks several), or the pending one."""
        if seat is None:
            return self.pending
        req = self.game.request_for(seat)
        assert req is not None, f"seat {seat} is not asked; open: " \
            f"{[(r.kind, r.seat) for r in self.game.open_requests()]}"
        return req

    def answer(self, value: Any, seat: int | None = None) -> None:
        """Answer the pending request, or ``seat``'s open one (in a window)."""
        if seat is None:
            self.game.answer(value)
        else:
            self.game.submit(seat, value)

    def open_seats(self) -> list[int]:
        """The seats asked now, in the order of asking (several in a window)."""
        return [r.seat for r in self.game.open_requests()]

    def answer_window(self, answers: dict[int, Any] | None = None) -> None:
        """Answer every seat a window asks at once: ``answers[seat]`` for the seats
        given (a card spec for a card request, as :meth:`respond` takes, or a raw
        answer; None passes), every other asked seat its ``default()`` (the least:
        pass).  The window closes when the last has answered."""
        answers = dict(answers or {})
        open_ = self.game.open_requests()
        unknown = set(answers) - {r.seat for r in open_}
        assert not unknown, f"seats {sorted(unknown)} are not asked; open: " \
            f"{[r.seat for r in open_]}"
        for req in open_:
            value = answers.get(req.seat, req.default())
            if isinstance(value, str) and isinstance(req, ActRequest):
                value = self._act(value, (), (), req)
            self.game.submit(req.seat, value)

    def _fits(self, req: Request, kind: str | None, seat: int | None,
              reason: str | None) -> bool:
        return (kind is None or req.kind == kind) and (seat is None or req.seat == seat) \
            and (reason is None or req.reason in (reason, self._reason(reason)))

    def _reason(self, reason: str) -> str:
        return self.names.resolve(reason, "card", "skill")

    def _describe(self, kind: str | None, seat: int | None, reason: str | None) -> str:
        words = [kind or "any request"]
        if seat is not None:
            words.append(f"for seat {seat}")
        if reason is not None:
            rid = self._reason(reason)
            words.append(f"from {rid!r}" + (f" ({reason})" if rid != reason else ""))
        return " ".join(words)

    def expect(self, kind: str, seat: int | None = None, reason: str | None = None,
               ) -> Request:
        """Assert what is pending (its kind, seat and the card or skill asking) and
        return it."""
        req = self.pending
        assert self._fits(req, kind, seat, reason), \
            f"expected {self._describe(kind, seat, reason)}, pending is {req.kind} for " \
            f"seat {req.seat} from {req.reason!r} ({req.prompt})"
        return req

    def until(self, kind: str | None = None, seat: int | None = None,
              reason: str | None = None, limit: int = 100) -> Request:
        """Answer each pending request with its ``default()`` until one of ``kind``
        for ``seat`` from ``reason`` is pending (given ones must all fit), and
        return it unanswered.  Fails if the game ends first or after ``limit``
        answers; the message lists what was answered."""
        if kind is None and seat is None and reason is None:
            raise ValueError("until() needs a kind, a seat or a reason")
        answered: list[str] = []
        while True:
            req = self.game.pending
            want = self._describe(kind, seat, reason)
            if req is None:
                raise AssertionError(f"the game ended before {want} came; "
                                     f"answered by default: {answered}")
            if self._fits(req, kind, seat, reason):
                return req
            if len(answered) >= limit:
                raise AssertionError(f"no {want} within {limit} requests; "
                                     f"answered by default: {answered}")
            answered.append(f"{req.kind} for seat {req.seat} from {req.reason!r}")
            self.answer(req.default())

    def _ids(self, specs: Iterable[str | int], pool: Iterable[int]) -> tuple[int, ...]:
        """Cards among ``pool`` by specs: the first offered that fits, preferring one
        the layout took (so that it is the card ``find`` names)."""
        pool = list(pool)
        out: list[int] = []
        for spec in specs:
            if isinstance(spec, int):
                out.append(spec)
                continue
            name, suit, rank = self._spec(spec)
            fits = [c for c in pool if c not in out and
                    _matches(self.game.card(c), name, suit, rank)]
            if not fits:
                raise IllegalAnswer(f"no {spec!r} among the cards offered")
            out.append(next((c for c in fits if c in self.laid), fits[0]))
        return tuple(out)

    def _act(self, what: str, targets: Iterable[int], cards: Iterable[str | int],
             req: Request | None = None) -> Act:
        req = self.pending if req is None else req
        assert isinstance(req, ActRequest), f"pending is {req.kind}, not a card request"
        if what.startswith("skill:"):
            key = self._option(what)
            opts = [o for o in req.options if o.key == key or o.key.startswith(key + ":")]
            if not opts:
                raise IllegalAnswer(f"no option {what}: {[o.key for o in req.options]}")
            opt = opts[0]
            ids = self._ids(cards, opt.card_pool)
            return Act(opt.key, ids, _targets(opt, ids, targets))
        name, suit, rank = self._spec(what)
        fits = []
        for opt in req.options:
            if not opt.fixed_cards:
                continue
            c = self.game.card(opt.fixed_cards[0])
            face = self.game.face(c.id)
            # by what the card counts as (杀 for a 火杀) or by its printed name
            if name in (face.name, c.name) and (suit is None or c.suit is suit) and \
                    (rank is None or c.rank == rank):
                fits.append(opt)
        if fits:
            opt = next((o for o in fits if o.fixed_cards[0] in self.laid), fits[0])
            return Act(opt.key, opt.fixed_cards, _targets(opt, opt.fixed_cards, targets))
        raise IllegalAnswer(f"no option to use {what!r}: {[o.key for o in req.options]}")

    def run(self, op: Callable[[Game], Flow], seat: int) -> None:
        """Run ``op`` (a game -> flow) as ``seat``'s :class:`Probe` skill, from the play
        request that seat is asked (it needs the skill: :func:`probe_pack`)."""
        self.game.p(seat).marks["probe"] = op
        self.use(f"skill:{Probe.id}")

    def use(self, what: str, targets: Iterable[int] = (), cards: Iterable[str | int] = (),
            seat: int | None = None) -> None:
        """Use a card by spec ("slash ♠7"), or a skill ("skill:qixi") with ``cards``.
        Without ``targets``, a card whose targets are fixed (the only legal choice:
        a 桃 for the dying, a 无懈可击 against the effect asked about) takes them."""
        self.answer(self._act(what, targets, cards, self._request(seat)), seat)

    def respond(self, what: str, cards: Iterable[str | int] = (),
                targets: Iterable[int] = (), seat: int | None = None) -> None:
        """Answer a ``respond`` request (in a window: ``seat``'s) as :meth:`use` does."""
        self.answer(self._act(what, targets, cards, self._request(seat)), seat)

    def pass_(self, seat: int | None = None) -> None:
        self.answer(None, seat)

    def yes(self, seat: int | None = None) -> None:
        self.answer(True, seat)

    def no(self, seat: int | None = None) -> None:
        self.answer(False, seat)

    def choose(self, value: Any, seat: int | None = None) -> None:
        self.answer(value, seat)

    def pick(self, *specs: str | int, seat: int | None = None) -> None:
        """Answer a card choice by specs, among the cards offered."""
        req = self._request(seat)
        if isinstance(req, ChooseCardsRequest):
            self.answer(self._ids(specs, req.cards), seat)
        elif isinstance(req, ChooseCardOfRequest):
            (spec,) = specs
            self.answer(spec if spec == "hand" else self._ids([spec], req.visible)[0], seat)
        else:
            raise AssertionError(f"pending is {req.kind}, not a card choice")

    def end_play(self) -> None:
        self.expect("play")
        self.answer(None)


def _targets(opt: ActOption, cards: tuple[int, ...], given: Iterable[int],
             ) -> tuple[int, ...]:
    """The targets given, or none given: the only complete choice when it names
    someone (a 桃 for the dying), else none."""
    given = tuple(given)
    if given:
        return given
    sets = list(opt.target_sets(cards, limit=2))
    return sets[0] if len(sets) == 1 else ()


def _matches(c: Card, name: str, suit: Suit | None, rank: int | None) -> bool:
    return c.name == name and (suit is None or c.suit is suit) and \
        (rank is None or c.rank == rank)


def _card_text(c: Card) -> str:
    symbol = {s: k for k, s in SUITS.items() if len(k) == 1}[c.suit]
    rank = {v: k for k, v in RANKS.items()}.get(c.rank, str(c.rank))
    return f"{c.name} {symbol}{rank}"


def _place_text(p: Place) -> str:
    return p.zone.value + (f" of seat {p.seat}" if p.seat is not None else "")


def _put_quietly(g: Game, cards: Sequence[int], dst: Place, reason: str,
                 face_up: bool = True, placement: Placement | None = None) -> None:
    """Put cards from the piles in place as ``ops.move`` would, and write the ``move``
    record, without firing ``CARDS_MOVED`` (the table's layout, trimming piles)."""
    hidden = dst.zone is Zone.PILE and not face_up and not g.face_down_open
    by_src: dict[Place, list[int]] = {}
    for cid in cards:
        src = g.place[cid]
        if src.zone is Zone.DRAW:
            g.draw_pile.remove(cid)
        elif src.zone is Zone.DISCARD:
            g.discard_pile.remove(cid)
        else:
            raise AssertionError(f"card {cid} is not in a pile")
        if dst.zone is Zone.HAND:
            assert dst.seat is not None
            g.p(dst.seat).areas.hand.append(cid)
        elif dst.zone is Zone.EQUIP:
            assert dst.seat is not None
            card = g.card(cid)
            slot = g.cdef(card.name).slot
            equip = g.p(dst.seat).areas.equip
            if slot is None:
                raise ValueError(f"{_card_text(card)} is not equipment")
            if slot in equip:
                raise ValueError(f"seat {dst.seat}'s {slot.value} slot is taken: "
                                 f"{_card_text(g.card(equip[slot]))}")
            equip[slot] = cid
            g.mark_skills_changed()
        elif dst.zone is Zone.JUDGE:
            assert dst.seat is not None
            g.p(dst.seat).areas.judge.append((cid, CardFace.of(g.card(cid))))
        elif dst.zone is Zone.DISCARD:
            g.discard_pile.append(cid)
        elif dst.zone is Zone.VOID:
            g.void.append(cid)
        elif dst.zone is Zone.UNDER:
            assert dst.seat is not None and dst.card is not None
            g.p(dst.seat).areas.under.setdefault(dst.card, []).append(cid)
            g.cards_under += 1
        elif dst.zone is Zone.PILE:
            assert dst.seat is not None and dst.pile is not None
            if not ops.states.can_place(g, dst.seat, face_up):
                raise ValueError(f"seat {dst.seat}'s general takes no card face "
                                 f"{'up' if face_up else 'down'} now (seed 002 覆盖)")
            g.p(dst.seat).areas.piles.setdefault(dst.pile, []).append(PileCard(cid, face_up))
            if hidden:
                g.hidden[cid] = frozenset({dst.seat})
        else:
            raise AssertionError(f"the table does not lay cards out in {dst.zone}")
        g.place[cid] = dst
        by_src.setdefault(src, []).append(cid)
    visible = [dst.seat] if dst.zone in (Zone.HAND, Zone.UNDER) or hidden else None
    for src, ids in by_src.items():
        g.emit("move", cards=ids, src=src.to_json(), dst=dst.to_json(), reason=reason,
               by=None, visible=visible, face_up=face_up)
    if dst.zone is Zone.PILE and cards:
        assert dst.seat is not None
        ops.states.placement_after_moves(g, [dst.seat], placement, reason)
