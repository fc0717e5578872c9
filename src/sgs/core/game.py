"""The game: state, the driver, skill lookup and the status queries.

A game is driven from outside.  ``pending`` is the request waiting for an
answer; ``answer(value)`` checks it (raising :class:`IllegalAnswer` and
changing nothing if it is wrong) and runs the rules until the next request.
The rules are generators that ``yield`` requests, so nested steps read in
the order the rulebook tells them.
"""

from __future__ import annotations

import random
import weakref
from collections import Counter
from collections.abc import (
    Callable,
    Collection,
    Container,
    Generator,
    Iterable,
    Iterator,
    Mapping,
)
from typing import Any

from .carddef import CardDef
from .cards import Card, CardFace, EquipSlot
from .content import Mode, Ruleset
from .errors import ConfigError, IllegalAnswer, NoPendingRequest
from .events import CardUse, Event, PhaseEvent, Timing, TurnEvent
from .frozen import FrozenDict, freeze, frozen_ints
from .generals import FromEquip, GeneralCard, Position, SkillGrant, SkillSource
from .log import LOG_VERSION, answer_to_json
from .player import Player
from .protocol import PARTS, Observer, observe
from .refusals import Refusal, show
from .requests import (
    Act,
    ChooseCardOfRequest,
    ChooseCardsRequest,
    ChooseOptionRequest,
    ChoosePlayersRequest,
    ConfirmRequest,
    PlayRequest,
    Request,
    Window,
)
from .skill import Skill
from .view import FILTERED, seen_alike
from .zones import DRAW, PileCard, Place, Zone

Flow = Generator[Any, Any, Any]


class GameOver(Exception):
    """Raised inside the rules when the game is decided; caught by the driver."""

    def __init__(self, winners: list[int], reason: str) -> None:
        super().__init__(reason)
        self.winners = winners
        self.reason = reason


Holder = tuple[Player, Skill, int | None]  # owner, skill, the equipment card giving it
# the room setting for who may look at face-down cards on generals (Game.face_down_open)
FACE_DOWN_VIEWS = ("all", "owner")


class Game:
    def __init__(self, ruleset: Ruleset, mode: Mode, players: int, seed: int = 0,
                 options: dict[str, Any] | None = None) -> None:
        if isinstance(players, bool) or not isinstance(players, int) or \
                not mode.min_players <= players <= mode.max_players:
            raise ConfigError("mode.takes", mode=mode.id, lo=mode.min_players,
                              hi=mode.max_players, got=repr(players))
        ruleset = ruleset.with_skills(mode.id, mode.skills())
        self.ruleset = ruleset
        self.mode = mode
        self.seed = seed
        self.options: dict[str, Any] = dict(options or {})
        if self.options.get("face_down_view", "all") not in FACE_DOWN_VIEWS:
            raise ConfigError("game.face_down_view", choices=", ".join(FACE_DOWN_VIEWS),
                              got=repr(self.options["face_down_view"]))
        self.rng = random.Random(seed)
        self.players = [Player(i) for i in range(players)]
        # g.p(seat): the player at a seat; a C call (no Python frame: it runs many
        # times a decision), on the list that stays the game's players
        self.p: Callable[[int], Player] = self.players.__getitem__
        # each seat's turn order, dead included (seats_from filters the living)
        self._rings = [[(s + i) % players for i in range(players)] for s in range(players)]
        # cards: ids are positions in the ruleset's deck list
        table = _card_table(ruleset)
        self.cards = list(table.cards)
        self._faces = list(table.faces)
        # id -> its face's name, for the cards whose face has another name
        self.renamed_faces: Mapping[int, str] = table.renamed
        self.card_json: list[dict[str, Any]] = list(table.json)
        self._header_cards = table.header
        # the copies with seed 000's 連橫 mark (ids: positions in the deck)
        self.lianheng_cards = table.lianheng
        # g.cdef(name): a card name's definition (UnknownName for a name not in the
        # set); a C call, as g.p
        self.cdef: Callable[[str], CardDef] = _CardDefs(ruleset).__getitem__
        self.place: dict[int, Place] = {}
        self.draw_pile: list[int] = []  # index 0 is the top
        self.discard_pile: list[int] = []
        self.processing: list[int] = []
        self.void: list[int] = []
        # how many cards lie under equipment cards (Zone.UNDER; Areas.under): while
        # none do, a move need not look for them (ops.moves)
        self.cards_under = 0
        # cards lying face down in a public zone (拼點 cards before the reveal,
        # exchanged hands): id -> the seats that know the face
        self.hidden: dict[int, frozenset[int]] = {}
        # hand cards 展示ed and kept face up while the event that showed them
        # (None: no event) resolves, so later operations on them are public
        self.shown: dict[int, Event | None] = {}
        # face-down general cards someone other than their owner has looked at (知己知彼)
        # or everyone saw shown (a deputy found by a search): (seat, position) -> the
        # seats that know it (None among them: the spectators too)
        self.general_knowers: dict[tuple[int, Position], set[int | None]] = {}
        # 剩余武将牌堆: the generals not at the table, index 0 on top (the mode fills
        # it at setup); hidden: views give its size only
        self.general_pile: list[str] = []
        self.log: list[dict[str, Any]] = []
        # the positions in the log of the records not every seat sees as they are
        # (answer, view, a hidden move ...: not view.seen_alike), which the protocol's
        # cursors look at one by one (SeatLog)
        self.restricted: list[int] = []
        self.history: list[Event] = []  # finished events of the current turn
        self.phase_history: list[Event] = []
        self.stack: list[Event] = []
        self.turn: TurnEvent | None = None
        self.phase: PhaseEvent | None = None
        self.current: int = 0
        self.turn_count = 0
        self.round = 0
        self.winners: list[int] | None = None
        self.end_reason: str | None = None
        self.decisions = 0
        # skill announcements: this turn's per (seat, skill id), this phase's, and the
        # game's (限定技)
        self.skill_uses_turn: Counter[tuple[int, str]] = Counter()
        self.skill_uses_phase: Counter[tuple[int, str]] = Counter()
        self.skill_uses_game: Counter[tuple[int, str]] = Counter()
        self._holders: dict[Timing, list[Holder]] = {}
        self._status: dict[str, list[Holder]] = {}
        self._latent: dict[Timing, list[Holder]] = {}
        # the timings something is hooked on (a base rule, a skill, a face-down card's
        # skill): ops.trigger makes nothing of the others; made with the indexes, and
        # every timing while they are stale (_skills_dirty), so that ``t in _hooked``
        # false means "nothing fires" without a rebuild (callers skip ops.trigger)
        self._hooked: Container[Timing] = _EVERYTHING
        # the status hooks some skill implements (the keys of _status), and every hook
        # while the indexes are stale: ``hook not in g.status_hooks`` means that
        # ``g.status(hook)`` finds nothing, known without a call nor a rebuild
        self.status_hooks: Container[str] = _EVERYTHING
        self._skills_dirty = True
        # distances' rows by seat (ignoring no card), kept until the next rebuild when
        # that is right (_rows_keep), else None; _rows_from: what they were measured from
        self._rows: dict[int, dict[int, int]] | None = None
        self._rows_from: tuple[Any, ...] | None = None
        # each seat's equipment holders, as the last indexes have them (equipment_changed)
        self._equip_held: list[list[Holder]] = [[] for _ in self.players]
        # the mode's base rules join the packs' (after them); the mode's own state
        self.rules_by_timing = _with_rules(ruleset.rules_by_timing, mode.rules())
        self.mode_state: Any = mode.new_state(self)
        # the open requests, one per seat asked, in the order of asking (a window asks
        # several at once); answers already given to an open window wait in _held
        self._open: dict[int, Request] = {}
        self._held: dict[int, Any] = {}
        self._window: Window | None = None
        # (what a viewer was last shown is the protocol's: sgs.core.viewcache)
        # the stops so far (each time the game waits, and its end) and the last public
        # one: a stop whose existence follows from public information alone (is_public);
        # at the others a seat not asked learns nothing (protocol.Observer)
        self.stops = 0
        self.public_stop = 0
        # the observers brought up to date at each public stop (Observer(follow=True)),
        # by weak reference: an observer holds its game, and a game that held its
        # observers would be a cycle that only the collector frees (sgs.server.heap)
        self.followers: list[weakref.ref[Observer]] = []
        self._flow = self._main()
        self._advance(None)

    # ------------------------------------------------------------------ driving
    @property
    def over(self) -> bool:
        return self.winners is not None

    @property
    def pending(self) -> Request | None:
        """The first open request (the only one, unless a window asks several seats)."""
        for req in self._open.values():
            return req
        return None

    def open_requests(self) -> list[Request]:
        """Every request waiting for an answer, in the order of asking."""
        return list(self._open.values())

    def request_for(self, seat: int) -> Request | None:
        return self._open.get(seat)

    def observe(self, seat: int | None, since: int = 0,
                parts: Collection[str] = PARTS, lazy: bool = False) -> dict[str, Any]:
        """What ``seat`` may know now, as JSON (the seat protocol, docs/protocol.md)."""
        return observe(self, seat, since, parts, lazy)

    def answer(self, value: Any) -> None:
        """Answer the pending request; an illegal answer raises and changes nothing."""
        req = self.pending
        if req is None:
            raise NoPendingRequest("the game is over; nothing is pending")
        self.submit(req.seat, value)

    def submit(self, seat: int, value: Any) -> None:
        """Answer ``seat``'s open request.  A seat not asked, or an illegal answer, raises
        :class:`IllegalAnswer` and changes nothing."""
        if not self._open:
            raise NoPendingRequest("the game is over; nothing is pending")
        req = self._open.get(seat) if isinstance(seat, int) and \
            not isinstance(seat, bool) else None
        if req is None:
            raise IllegalAnswer(Refusal.of("seat.not_asked", seat=show(seat)),
                                self.ruleset.name)
        try:
            normalized = req.validate(value)
        except IllegalAnswer as refused:
            refused.names = self.ruleset.name
            raise
        self.decisions += 1
        del self._open[seat]
        req.close()
        if self._window is None:
            self._log_answer(req, normalized)
            self._advance(normalized)
            return
        self._held[seat] = normalized
        if not self._open:
            # the window closes: its answers are logged in the order of asking, so the
            # log does not depend on the order in which they arrived
            window, held = self._window, self._held
            self._window, self._held = None, {}
            for r in window.requests:
                self._log_answer(r, held[r.seat])
            self._advance(held)

    def _log_answer(self, req: Request, value: Any) -> None:
        # (emit's record, made frozen here: the keys in its order, "t" last)
        t = type(value)
        if t in _ATOMS:
            # an atom answered before (a pass, yes or no, an option) by the seat to a
            # request of the kind has that record again: a container fewer kept for the
            # garbage collector; keyed by the atom's type too (True and 1 are equal
            # keys).  (Acts repeat less within a game: keying them cost more than it saved)
            key = (req.seat, req.kind, t, value)
            record = _ANSWERS.get(key)
            if record is None:
                if len(_ANSWERS) > 16384:  # seats, kinds and atoms: bounded all the same
                    _ANSWERS.clear()
                record = _ANSWERS[key] = FrozenDict(seat=req.seat, kind=req.kind,
                                                    value=value, t="answer")
        else:
            if t is Act:  # answer_to_json's mapping, made frozen (the commonest)
                value = FrozenDict(option=value.option, cards=frozen_ints(value.cards),
                                   targets=frozen_ints(value.targets))
            else:
                value = freeze(answer_to_json(value))
            record = FrozenDict(seat=req.seat, kind=req.kind, value=value, t="answer")
        self.restricted.append(len(self.log))  # only its seat sees it (protocol)
        self.log.append(record)

    def _advance(self, value: Any) -> None:
        self.stops += 1
        try:
            asked = self._flow.send(value)
        except StopIteration:
            self._open = {}
            self._public()  # the end: every seat sees the final table
            return
        if isinstance(asked, Window):
            self._window = asked
            self._open = {r.seat: r for r in asked.requests}
            assert len(self._open) == len(asked.requests), "one request per seat in a window"
            if is_public(asked.requests[0]):
                self._public()
        else:
            self._open = {asked.seat: asked}
            if is_public(asked):
                self._public()

    @property
    def at_public_stop(self) -> bool:
        """Whether the game waits at a public stop (or is over): one that every world
        with the same public information has (:func:`is_public`)."""
        return self.public_stop == self.stops

    def _public(self) -> None:
        self.public_stop = self.stops
        alive = []
        for ref in self.followers:
            follower = ref()
            if follower is not None:
                follower.capture()
                alive.append(ref)
        self.followers = alive

    def _main(self) -> Flow:
        from . import ops

        self.mode.prepare(self)
        self.emit("header", version=LOG_VERSION, mode=self.mode.id,
                  packs=[p.id for p in self.ruleset.packs], seed=self.seed,
                  players=len(self.players), options=self.options,
                  cards=self._header_cards,
                  **self.mode.header(self))
        for c in self.cards:
            self.place[c.id] = DRAW  # places are values: one for every card in the pile
        self.draw_pile = [c.id for c in self.cards]
        self.rng.shuffle(self.draw_pile)
        try:
            yield from self.mode.setup(self)
            yield from ops.run_game(self)
        except GameOver as over:
            self.winners = over.winners
            self.end_reason = over.reason
            self.emit("game_over", winners=over.winners, reason=over.reason,
                      **self.mode.final(self, over.winners))
        return None

    def ask(self, req: Request) -> Flow:
        """Yield a request; answer it at once when it has a single legal answer."""
        only = req.single()
        if only is not None:
            return req.validate(only)
        return (yield req)

    def ask_all(self, reqs: list[Request]) -> Flow:
        """Ask several seats at once (a :class:`Window`); returns ``{seat: answer}``.

        Requests with a single legal answer are answered by the engine, as in
        :meth:`ask`; the others are open together until all have answered."""
        answers: dict[int, Any] = {}
        open_: list[Request] = []
        for req in reqs:
            only = req.single()
            if only is not None:
                answers[req.seat] = req.validate(only)
            else:
                open_.append(req)
        if len(open_) == 1:
            answers[open_[0].seat] = yield open_[0]
        elif open_:
            answers.update((yield Window(open_)))
        return answers

    # ------------------------------------------------------------------ the log
    def emit(self, t: str, **data: Any) -> None:
        data["t"] = t
        if t in FILTERED and not seen_alike(data):  # seats see it otherwise (protocol)
            self.restricted.append(len(self.log))
        self.log.append(freeze(data))

    def emit_frozen(self, record: FrozenDict) -> None:
        """:meth:`emit` of a record made frozen already, with its ``t`` (last, as emit
        puts it)."""
        if record["t"] in FILTERED and not seen_alike(record):
            self.restricted.append(len(self.log))
        self.log.append(record)

    # ------------------------------------------------------------------ lookups
    def card(self, cid: int) -> Card:
        return self.cards[cid]

    def face(self, cid: int) -> CardFace:
        """A card's face as its holder sees it, after 锁定视为 filters."""
        face = self._faces[cid]
        if self._skills_dirty:
            self._rebuild()
        holders = self._status.get("filter_face")
        if not holders:
            return face
        pl = self.place[cid]
        # (a card under an equipment card is used as a hand card: 木牛流马)
        if (pl.zone is Zone.HAND or pl.zone is Zone.UNDER) and pl.seat is not None:
            for owner, sk, _ in holders:
                if owner.seat == pl.seat:
                    f = sk.filter_face(self, owner, face)
                    if f is not None:
                        face = f
        return face

    def alive(self) -> list[Player]:
        return [p for p in self.players if p.alive]

    def alive_seats(self) -> list[int]:
        return [p.seat for p in self.players if p.alive]

    def seats_from(self, seat: int, include_dead: bool = False) -> list[int]:
        """Seats in turn order starting with ``seat``."""
        order = self._rings[seat]
        if include_dead:
            return list(order)
        players = self.players
        return [s for s in order if players[s].alive]

    def ring_seats(self) -> list[int]:
        """The seats counted in seat order: the living, less the removed (调离)."""
        return [p.seat for p in self.players if p.alive and not p.removed]

    def next_alive(self, seat: int) -> int:
        """下家: the next seat counted in seat order (a removed one is passed over)."""
        n = len(self.players)
        for i in range(1, n + 1):
            s = (seat + i) % n
            p = self.players[s]
            if p.alive and not p.removed:
                return s
        return seat

    def as_hand(self, seat: int) -> list[int]:
        """The cards ``seat`` may use and play (使用, 打出) as hand cards: the hand, then
        the cards under an equipment card of theirs whose skill says so and is in
        effect (``Skill.under_as_hand``: 木牛流马).  The hand list itself when there are
        none (not to be changed)."""
        p = self.players[seat]
        a = p.areas
        if not a.under:
            return a.hand
        out = list(a.hand)
        for host, cards in a.under.items():
            sid = self.cdef(self.cards[host].name).skill
            sk = self.ruleset.skills.get(sid) if sid else None
            if sk is not None and sk.under_as_hand and self.skill_works(p, sk, host):
                out.extend(cards)
        return out

    def hand_and_equip(self, seat: int) -> list[int]:
        a = self.players[seat].areas
        return a.hand + list(a.equip.values())

    def all_cards_of(self, seat: int) -> list[int]:
        a = self.players[seat].areas
        return a.hand + list(a.equip.values()) + a.judge_ids()

    def equip(self, seat: int, slot: EquipSlot) -> int | None:
        return self.players[seat].areas.equip.get(slot)

    def pile(self, seat: int, name: str) -> list[PileCard]:
        """Every card of a pile on ``seat``'s general, face up or down."""
        return self.players[seat].areas.piles.get(name, [])

    def pile_ids(self, seat: int, name: str) -> list[int]:
        """The face-up cards of a pile on ``seat``'s general: what a skill may count,
        compare or use (seed 002: a face-down card has no suit, rank or name, is no
        mark and has no function)."""
        return [pc.id for pc in self.players[seat].areas.piles.get(name, ()) if pc.face_up]

    @property
    def face_down_open(self) -> bool:
        """Who may look at face-down cards on generals (the room setting, game option
        ``face_down_view``): ``"all"`` (the default, seed 002: 任何角色可以在任何时刻查看),
        or ``"owner"``: the player whose general they are on (and whoever saw them)."""
        return bool(self.options.get("face_down_view", "all") != "owner")

    # ------------------------------------------------------------------ skills
    def skill_ids(self, seat: int) -> tuple[str, ...]:
        """The skills ``seat`` has, owned then 視為擁有 (equipment's not included)."""
        return self.players[seat].skill_ids

    def has_skill(self, seat: int, sid: str) -> bool:
        return sid in self.players[seat].skill_ids

    def skill_grants(self, seat: int) -> list[SkillGrant]:
        """Every skill ``seat`` has with its source: the player's (general cards,
        gained), then the equipment's."""
        p = self.players[seat]
        out = list(p.grants)
        for cid in p.areas.equip.values():
            sid = self.cdef(self.cards[cid].name).skill
            if sid:
                out.append(SkillGrant(sid, FromEquip(cid)))
        return out

    def skill_source(self, seat: int, sid: str) -> SkillSource | None:
        """Where ``seat``'s skill ``sid`` comes from (the first source, if several); None
        if they do not have it."""
        return next((gr.source for gr in self.skill_grants(seat) if gr.skill == sid), None)

    def set_generals(self, seat: int, cards: Iterable[GeneralCard], *,
                     reset_hp: bool = False) -> None:
        """Give ``seat`` these general cards; the mode says what they give (kingdom,
        gender, max HP, skills).  ``reset_hp``: HP and max HP become what the cards
        are worth (seating a general); otherwise they stay (a reveal)."""
        p = self.players[seat]
        p.generals = tuple(cards)
        p.traits = self.mode.traits(self, seat, p.generals)
        p.refresh_skills()
        if reset_hp:
            p.max_hp = p.hp = p.traits.max_hp
        self.mark_skills_changed()

    def check_victory(self) -> None:
        """The mode's victory check, run after every death and every reveal: raises
        :class:`GameOver` when the game is decided."""
        winners = self.mode.winners(self)
        if winners is not None:
            raise GameOver(winners, "victory")

    def mark_skills_changed(self) -> None:
        self._skills_dirty = True
        self._hooked = self.status_hooks = _EVERYTHING

    def _holders_all(self) -> list[Holder]:
        """Every player's skills and its equipment's, living or not (a list made in
        loops: cheaper than a generator's steps)."""
        skills, cdef, cards = self.ruleset.skills, self.cdef, self.cards
        out: list[Holder] = []
        for p in self.players:
            for sid in p.skill_ids:
                out.append((p, skills[sid], None))
            for cid in p.areas.equip.values():
                sid2 = cdef(cards[cid].name).skill
                if sid2:
                    out.append((p, skills[sid2], cid))
        return out

    def _rebuild(self) -> None:
        holders: dict[Timing, list[Holder]] = {}
        status: dict[str, list[Holder]] = {}
        latent: dict[Timing, list[Holder]] = {}
        equipped: list[list[Holder]] = [[] for _ in self.players]
        hooks_cache = _HOOK_CACHE
        for h in self._holders_all():
            sk = h[1]
            if h[2] is not None:
                equipped[h[0].seat].append(h)
            for t in sk.timings:
                found = holders.get(t)
                if found is None:
                    holders[t] = [h]
                else:
                    found.append(h)
            hooks = hooks_cache.get(type(sk))
            for hook in _hooks_of(sk) if hooks is None else hooks:
                found2 = status.get(hook)
                if found2 is None:
                    status[hook] = [h]
                else:
                    found2.append(h)
        skills = self.ruleset.skills
        for p in self.players:
            for sid in p.latent_ids:
                sk = skills[sid]
                for t in sk.timings:
                    latent.setdefault(t, []).append((p, sk, None))
        self._holders, self._status, self._latent = holders, status, latent
        self._equip_held = equipped
        self._indexed()

    def _indexed(self) -> None:
        """The indexes are made: what is read from them without a rebuild follows."""
        self._hooked = frozenset((*self.rules_by_timing, *self._holders, *self._latent))
        self.status_hooks = self._status
        self._rows = self._rows_kept()
        self._skills_dirty = False

    def equipment_changed(self, seats: Iterable[int]) -> None:
        """Cards moved into or out of the equipment areas of ``seats``: the skills their
        equipment grants are indexed again (the others stay as they are), where a
        rebuild (:meth:`mark_skills_changed`) would index every player's skills.  Each
        list of an index holds the players in seat order, each player's own skills then
        its equipment's in slot order, as a rebuild makes them; a list that changes is a
        new list (one taken before stays as it was, as after a rebuild)."""
        if self._skills_dirty:
            return  # a rebuild is due anyway
        skills, cdef, cards = self.ruleset.skills, self.cdef, self.cards
        held = self._equip_held
        touched: set[Any] = set()  # the keys whose lists changed
        keys_changed = False  # a key came or went: the hooked timings change
        for seat in seats:
            p = self.players[seat]
            new: list[Holder] = []
            for cid in p.areas.equip.values():
                sid = cdef(cards[cid].name).skill
                if sid:
                    new.append((p, skills[sid], cid))
            old = held[seat]
            if old == new:  # (the same player, skills and cards: tuples of the same)
                continue  # (no skill among them, or the same in the same order)
            held[seat] = new
            # the lists to make again: those of the holders that came or went, unless
            # those staying changed order (every list of the seat's equipment then)
            stay = [h for h in old if h in new]
            changed = old + new if stay != [h for h in new if h in old] else \
                [h for h in old if h not in stay] + [h for h in new if h not in stay]
            for index, keys_of in ((self._holders, _timings_of), (self._status, _hooks_of)):
                keys: set[Any] = set()
                for h in changed:
                    keys.update(keys_of(h[1]))
                touched |= keys
                for key in keys:
                    was = index.get(key)
                    kept = [h for h in was or () if h[0] is not p or h[2] is None]
                    at = len(kept)
                    for i, h in enumerate(kept):  # (after the players up to p)
                        if h[0].seat > seat:
                            at = i
                            break
                    kept[at:at] = [h for h in new if key in keys_of(h[1])]
                    if kept:
                        index[key] = kept
                        keys_changed = keys_changed or was is None
                    elif was is not None:
                        del index[key]
                        keys_changed = True
        # (what _indexed makes from the indexes, made again only where it may change:
        # the kept distance rows depend on these hooks' holders and on who is alive,
        # which changes only with a rebuild)
        if keys_changed:
            self._hooked = frozenset((*self.rules_by_timing, *self._holders, *self._latent))
        if not touched.isdisjoint(_ROWS_HOOKS):
            self._rows = self._rows_kept()

    def _rows_kept(self) -> dict[int, dict[int, int]] | None:
        """The rows :meth:`distances` keeps after a rebuild: None unless it may keep any
        (:meth:`_rows_keep`); the last ones again when what a row is measured from then
        is the same (who is alive and counted, and each ``distance_const`` holder's seat and
        constants: status drops none of them but the dead), as after most equipment
        moves; else none yet."""
        if not self._rows_keep():
            self._rows_from = None
            return None
        made_from = (tuple([p.alive and not p.removed for p in self.players]),
                     tuple([(o.seat, sk.distance_from, sk.distance_to)
                            for o, sk, _ in self._status.get("distance_const", ())]))
        if self._rows is not None and made_from == self._rows_from:
            return self._rows
        self._rows_from = made_from
        return {}

    def _rows_keep(self) -> bool:
        """May :meth:`distances` keep its rows until the next rebuild?  Yes when every
        skill changing distances declares a constant (``distance_const``) and is in
        effect exactly while its owner lives (no lord skill, no 阵法技, none that
        another skill could invalidate): then a row depends only on who is alive and
        on the holders, and both change only with a rebuild (``die`` and equipment
        moves mark the skills changed)."""
        st = self._status
        if "distance_fixed" in st or "distance_mod" in st:
            return False
        const = st.get("distance_const", ())
        for _, sk, _ in const:
            if sk.lord or sk.formation:
                return False
        for _, inv, _ in st.get("invalidates", ()):
            slot = inv.invalidates_slot
            if slot is None or any(sk.equip_slot == slot for _, sk, _ in const):
                return False
        return True

    def holders(self, timing: Timing) -> list[Holder]:
        if self._skills_dirty:
            self._rebuild()
        return self._holders.get(timing, [])

    def latent_holders(self, timing: Timing) -> list[Holder]:
        """Trigger skills hooked on ``timing`` that their owners could use by revealing
        a face-down general card (``Player.latent_ids``); status hooks of face-down
        cards never work."""
        if self._skills_dirty:
            self._rebuild()
        return self._latent.get(timing, [])

    def _status_holders(self, hook: str) -> list[Holder]:
        if self._skills_dirty:
            self._rebuild()
        return self._status.get(hook, [])

    def skill_works(self, owner: Player, skill: Skill, card: int | None = None,
                    ignore: Iterable[int] = ()) -> bool:
        """Is ``skill`` of ``owner`` in effect now (lord skills, invalidity, ignored cards)?"""
        if card is not None and card in ignore:
            return False
        if skill.lord and not self.mode.lord_skills_work(self, owner.seat):
            return False
        if skill.formation and len(self.alive_seats()) <= 3:
            return False  # seed 001: 阵法技 work while more than 3 players are alive
        if self._skills_dirty:
            self._rebuild()
        invalidating = self._status.get("invalidates")
        if invalidating:
            for o, sk, _ in invalidating:
                if sk is not skill and o.alive and sk.invalidates(self, o, owner.seat, skill):
                    return False
        return True

    # ------------------------------------------------------------------ held still
    # While the table is held still (held_still: a request's options and their trees
    # are made, which changes nothing), pure queries asked again and again keep their
    # answers in _memo; _equipped: the cards in equipment areas, found when first needed
    _memo: dict[Any, Any] | None = None
    _equipped: frozenset[int] | None = None
    # the set's cards that may save, for its count of cards (kept by ops.hp.rescue_names)
    _rescuers: tuple[int, list[Any]] | None = None

    def held_still(self) -> _HeldStill:
        """``with g.held_still():`` keeps the answers of pure queries (:meth:`in_range`)
        until the block ends: the caller promises that nothing on the table changes
        meanwhile.  A nested block shares the outer one's answers."""
        return _HeldStill(self)

    def status(self, hook: str, ignore: Iterable[int] = ()) -> list[tuple[Player, Skill]]:
        """Living players' skills implementing a status hook, that are in effect."""
        if self._skills_dirty:
            self._rebuild()
        holders = self._status.get(hook)
        if not holders:
            return []
        ignore = tuple(ignore)
        out = []
        invalidating = self._status.get("invalidates")
        for owner, sk, cid in holders:
            # skill_works, inlined (a loop, no comprehension: the lists are short)
            if not owner.alive or (cid is not None and cid in ignore):
                continue
            if sk.lord and not self.mode.lord_skills_work(self, owner.seat):
                continue
            if sk.formation and len(self.alive_seats()) <= 3:
                continue
            if invalidating:
                for o, other, _ in invalidating:
                    if other is not sk and o.alive and other.invalidates(self, o, owner.seat, sk):
                        break
                else:
                    out.append((owner, sk))
                continue
            out.append((owner, sk))
        return out

    def usable_skills(self, seat: int) -> Iterator[Skill]:
        """The skills of ``seat`` in effect (for active and view-as lookups)."""
        p = self.players[seat]
        for sid in p.skill_ids:
            sk = self.ruleset.skill(sid)
            if self.skill_works(p, sk):
                yield sk
        for cid in p.areas.equip.values():
            sid2 = self.cdef(self.cards[cid].name).skill
            if sid2:
                sk = self.ruleset.skill(sid2)
                if self.skill_works(p, sk, cid):
                    yield sk

    def latent_skills(self, seat: int) -> Iterator[Skill]:
        """The skills of ``seat``'s face-down general cards that would be in effect
        once revealed (active and view-as lookups offer them to their owner); none
        while the player may not reveal (``ops.can_reveal``)."""
        p = self.players[seat]
        if not p.latent_ids:
            return
        from .ops.generals import can_reveal  # (ops imports the game's modules)

        if not can_reveal(self, seat):
            return
        for sid in p.latent_ids:
            sk = self.ruleset.skill(sid)
            if self.skill_works(p, sk):
                yield sk

    def announce_skill(self, seat: int, sid: str, **data: Any) -> None:
        """A skill is used: log it and count it (per turn, per phase, and per game for
        限定技)."""
        self.emit("skill", seat=seat, skill=sid, **data)
        self.skill_uses_turn[(seat, sid)] += 1
        self.skill_uses_phase[(seat, sid)] += 1
        self.skill_uses_game[(seat, sid)] += 1

    def skill_available(self, seat: int, skill: Skill) -> bool:
        """Not spent: a 限定技 used once in the game, or a skill at its per-turn or
        per-phase limit."""
        # (Counter.get: a count not there yet is 0 without Counter.__missing__'s call)
        if skill.limited and self.skill_uses_game.get((seat, skill.id), 0):
            return False
        if skill.per_phase and \
                self.skill_uses_phase.get((seat, skill.id), 0) >= skill.per_phase:
            return False
        return not skill.per_turn or \
            self.skill_uses_turn.get((seat, skill.id), 0) < skill.per_turn

    def has_armor(self, seat: int) -> bool:
        """Has an armour in effect: one equipped or 視為 equipped (seed 000, 視為 ◆5)."""
        return any(sk.equip_slot == "armor" for sk in self.usable_skills(seat))

    # ------------------------------------------------------------------ distance
    def distance(self, src: int, dst: int, ignore: Iterable[int] = ()) -> int:
        if src == dst:
            return 0
        ignore = tuple(ignore)
        if self._memo is not None:
            d = self._held_row(src, ignore)[0].get(dst)
            if d is not None:  # (a dead dst is not in the row: measured the long way)
                return d
        if self._skills_dirty:
            self._rebuild()
        rows = self._rows
        if rows is not None and (not ignore or not self._any_equipped(ignore)):
            row = rows.get(src)  # (a kept row, as distances keeps it)
            if row is None:
                row = rows[src] = self._distances(src, ())
            d = row.get(dst)
            if d is not None:
                return d
        status = self._status
        if "distance_fixed" in status:
            for owner, sk in self.status("distance_fixed", ignore):
                d = sk.distance_fixed(self, owner, src, dst)
                if d is not None:
                    return d
        # the ring of the living (a dead end of the measure, killed by a blow, keeps its
        # seat); conditionals, not min/max: this is asked for every target considered
        # (a removed player, 调离, is not counted either)
        ring = [p.seat for p in self.players
                if (p.alive and not p.removed) or p.seat == src or p.seat == dst]
        steps = ring.index(src) - ring.index(dst)
        if steps < 0:
            steps = -steps
        around = len(ring) - steps
        n = steps if steps < around else around
        if "distance_const" in status:
            for owner, sk in self.status("distance_const", ignore):
                if owner.seat == src:
                    n += sk.distance_from
                elif owner.seat == dst:
                    n += sk.distance_to
        if "distance_mod" in status:
            for owner, sk in self.status("distance_mod", ignore):
                n += sk.distance_mod(self, owner, src, dst)
        return n if n > 1 else 1

    def distances(self, src: int, ignore: Iterable[int] = ()) -> dict[int, int]:
        """The distance from ``src`` to each other living player, the skills that
        change distances looked up once."""
        if ignore:
            ignore = tuple(ignore)
            if self._any_equipped(ignore):
                if self._skills_dirty:
                    self._rebuild()
                return self._distances(src, ignore)
        # (ignoring cards no one has equipped ignores no skill: a kept row holds)
        row = self.kept_row(src)
        if row is not None:
            return row.copy()
        return self._distances(src, ignore)

    def kept_row(self, src: int) -> dict[int, int] | None:
        """The row :meth:`distances` keeps for ``src`` (the same object while it is
        kept; never to be changed), or None when rows are not kept now."""
        if self._skills_dirty:
            self._rebuild()
        rows = self._rows
        if rows is None:
            return None
        row = rows.get(src)
        if row is None:
            row = rows[src] = self._distances(src, ())
        return row

    def _any_equipped(self, cards: Iterable[int]) -> bool:
        """Is one of ``cards`` in an equipment area (where a card's skill is held)?"""
        place = self.place
        for c in cards:
            pl = place.get(c)
            if pl is not None and pl.zone is _EQUIP:
                return True
        return False

    def _distances(self, src: int, ignore: Iterable[int]) -> dict[int, int]:
        ring = [p.seat for p in self.players if (p.alive and not p.removed) or p.seat == src]
        status = self._status
        at, n = ring.index(src), len(ring)
        if "distance_fixed" not in status and "distance_mod" not in status \
                and "distance_const" not in status:
            # no skill changes distances: the ring's measure
            return {dst: max(1, min(abs(at - i), n - abs(at - i)))
                    for i, dst in enumerate(ring) if dst != src}
        ignore = tuple(ignore)
        fixed = self.status("distance_fixed", ignore) if "distance_fixed" in status else ()
        mods = self.status("distance_mod", ignore) if "distance_mod" in status else ()
        # the constant changes (distance_const), summed once: src's own from its
        # skills, and each other owner's to it
        shift, to = 0, [0] * len(self.players)
        if "distance_const" in status:
            for owner, sk in self.status("distance_const", ignore):
                if owner.seat == src:
                    shift += sk.distance_from
                else:
                    to[owner.seat] += sk.distance_to
        out = {}
        for i, dst in enumerate(ring):  # (distance's measure, the ring's positions known)
            if dst == src:
                continue
            for owner, sk in fixed:
                d = sk.distance_fixed(self, owner, src, dst)
                if d is not None:
                    break
            else:
                d = abs(at - i)
                if n - d < d:
                    d = n - d
                d += shift + to[dst]
                for owner, sk in mods:
                    d += sk.distance_mod(self, owner, src, dst)
                if d < 1:
                    d = 1
            out[dst] = d
        return out

    def attack_range(self, seat: int, ignore: Iterable[int] = ()) -> int:
        if ignore:
            ignore = tuple(ignore)
        weapon = self.players[seat].areas.equip.get(_WEAPON)
        rng = 1
        if weapon is not None and weapon not in ignore:
            rng = self.cdef(self.cards[weapon].name).attack_range
        if "attack_range_mod" in self.status_hooks:
            for owner, sk in self.status("attack_range_mod", ignore):
                rng += sk.attack_range_mod(self, owner, seat)
        return rng

    def in_range(self, src: int, dst: int, ignore: Iterable[int] = ()) -> bool:
        if src == dst:
            return False
        ignore = tuple(ignore)
        if self._memo is not None:
            dists, reach = self._held_row(src, ignore)
            d = dists.get(dst)
            if d is not None:
                return d <= reach
        return self.distance(src, dst, ignore) <= self.attack_range(src, ignore)

    def _held_row(self, src: int, ignore: tuple[int, ...]) -> tuple[dict[int, int], int]:
        """While held still: the distances from ``src`` to the other living players and
        its attack range, ignoring ``ignore``, found once.  ``ignore`` changes them only
        through equipped cards (the only ones holding skills or a weapon's reach), so the
        row is kept for the equipped ones among them."""
        memo = self._memo
        assert memo is not None
        if ignore:
            equipped = self._equipped
            if equipped is None:
                equipped = self._equipped = frozenset(
                    c for p in self.players for c in p.areas.equip.values())
            if not equipped or equipped.isdisjoint(ignore):
                ignore = ()  # (none equipped: the row of nothing ignored, no set made)
                key = (src, _NO_CARDS)
            else:
                key = (src, equipped.intersection(ignore))
        else:
            key = (src, _NO_CARDS)
        row: tuple[dict[int, int], int] | None = memo.get(key)
        if row is None:
            row = memo[key] = (self.distances(src, ignore), self.attack_range(src, ignore))
        return row

    def hand_limit(self, seat: int) -> int:
        limit = self.players[seat].hp
        if limit < 0:
            limit = 0
        if "hand_limit_mod" not in self.status_hooks:  # (no skill changes it: no call)
            return limit
        for owner, sk in self.status("hand_limit_mod"):
            limit += sk.hand_limit_mod(self, owner, seat)
        return max(limit, 0)

    def card_forbidden(self, seat: int, face: CardFace) -> Skill | None:
        """The skill that forbids ``seat`` to use or play ``face`` now (the
        ``forbids_card`` status hook: 潜袭), or None."""
        if "forbids_card" not in self.status_hooks:
            return None
        for o, sk in self.status("forbids_card"):
            if sk.forbids_card(self, o, seat, face):
                return sk
        return None

    def prohibited(self, user: int, target: int, face: CardFace) -> bool:
        if self.players[target].removed:  # 调离: no card's legal target
            return True
        if "prohibits" not in self.status_hooks:
            return False
        found = self.status("prohibits")
        return bool(found) and \
            any(sk.prohibits(self, o, user, target, face) for o, sk in found)

    # ------------------------------------------------------------------ history
    def record(self, ev: Event) -> None:
        self.history.append(ev)
        self.phase_history.append(ev)

    def uses_this_phase(self, seat: int, name: str) -> int:
        n = 0
        for e in self.phase_history:  # (a loop: no generator frame per event)
            if isinstance(e, CardUse) and e.user == seat and e.counted \
                    and e.face.name == name:
                n += 1
        return n

    # ------------------------------------------------------------------ asking
    # (the ask_* helpers return ask's flow, not a flow of their own: one generator and
    # one level of ``yield from`` less each time, the caller's ``yield from`` runs it)
    def ask_confirm(self, seat: int, prompt: str, reason: str = "", **data: Any) -> Flow:
        return self.ask(ConfirmRequest(seat, prompt, reason, data))

    def ask_option(self, seat: int, options: list[str], prompt: str, reason: str = "", *,
                   least: str | None = None,
                   unavailable: Mapping[str, Refusal] | None = None, **data: Any) -> Flow:
        """``least``: the option that does nothing, if one does (the default answer);
        ``unavailable``: options not offered now, each with the rule that keeps it back."""
        return self.ask(ChooseOptionRequest(seat, prompt, reason, data, options=options,
                                            least=least, unavailable=unavailable or {}))

    def ask_players(self, seat: int, seats: list[int], prompt: str, reason: str = "",
                    lo: int = 1, hi: int = 1, **data: Any) -> Flow:
        req = ChoosePlayersRequest(seat, prompt, reason, data, seats=seats, min=lo, max=hi)
        return self.ask(req)

    def ask_cards(self, seat: int, cards: list[int], prompt: str, reason: str = "",
                  lo: int = 1, hi: int = 1, rule: Any = None, **data: Any) -> Flow:
        req = ChooseCardsRequest(seat, prompt, reason, data, cards=cards, min=lo, max=hi,
                                 rule=rule)
        return self.ask(req)

    def ask_card_of(self, seat: int, target: int, areas: str, prompt: str,
                    reason: str = "", **data: Any) -> Flow:
        """Choose a card of ``target`` in ``areas`` (letters h, e, j): an id, or None."""
        a = self.players[target].areas
        hand = len(a.hand) if "h" in areas else 0
        visible = (list(a.equip.values()) if "e" in areas else []) + \
            (a.judge_ids() if "j" in areas else [])
        if not hand and not visible:
            return None
        req = ChooseCardOfRequest(seat, prompt, reason, data, target=target,
                                  hand_count=hand, visible=visible)
        choice = yield from self.ask(req)
        if choice == "hand":
            return self.rng.choice(a.hand)
        return int(choice)


def is_public(req: Request) -> bool:
    """Whether the game stopping at ``req`` follows from public information alone: the
    current player's play-phase request (the play phase is public, and an act request
    is never answered by the engine: ``ActRequest.single``) and the setup's picks (the
    mode asks them of every game).  Every other stop may exist because of something a
    seat cannot see (a 闪 in a hand, a face-down general's trigger skill), so a seat not
    asked there is told nothing new (docs/protocol.md, "Stops")."""
    return type(req) is PlayRequest or req.reason == "setup"


class _CardDefs(dict[str, CardDef]):
    """The set's card definitions by name (``Game.cdef``): a name not in the set is
    looked up in the set itself, which raises UnknownName (or finds a card added to
    the set since; the set's cards do not otherwise change during a game)."""

    def __init__(self, ruleset: Ruleset) -> None:
        super().__init__(ruleset.cards)
        self.ruleset = ruleset

    def __missing__(self, name: str) -> CardDef:
        return self.ruleset.card(name)


class _CardTable:
    """A deck's cards, their faces and JSON (all immutable), made once per ruleset and
    shared by its games; made again if the ruleset's deck or card definitions were
    changed since."""

    __slots__ = ("cards", "deck", "defs", "faces", "header", "json", "lianheng", "renamed")

    def __init__(self, ruleset: Ruleset) -> None:
        self.deck = tuple(ruleset.deck)
        self.defs = _defs_of(ruleset, self.deck)
        self.cards = tuple(Card(i, e.name, e.suit, e.rank, *_known_as(ruleset, e.name))
                           for i, e in enumerate(self.deck))
        self.faces = tuple(CardFace.of(c) for c in self.cards)
        # the cards whose face has another name than the card (a 火杀 known as slash)
        self.renamed: Mapping[int, str] = {
            c.id: f.name for c, f in zip(self.cards, self.faces, strict=True)
            if f.name != c.name}
        self.json = tuple(freeze({"id": c.id, "name": c.name, "suit": c.suit.value,
                                  "rank": c.rank}) for c in self.cards)
        # the header's cards, frozen (a record is frozen as it is written)
        self.header = freeze([[c.id, c.name, c.suit.value, c.rank] for c in self.cards])
        self.lianheng = frozenset(i for i, e in enumerate(self.deck) if e.lianheng)


def _defs_of(ruleset: Ruleset, deck: tuple[Any, ...]) -> tuple[Any, ...]:
    """The definitions the deck's names have (a card's rules name and nature come
    from them)."""
    names = dict.fromkeys(e.name for e in deck)
    return tuple(ruleset.cards.get(n) for n in names)


_CARD_TABLES: dict[int, tuple[Ruleset, _CardTable]] = {}


def _card_table(ruleset: Ruleset) -> _CardTable:
    got = _CARD_TABLES.get(id(ruleset))
    if got is not None and got[0] is ruleset:
        table = got[1]
        if table.deck == tuple(ruleset.deck) and \
                all(a is b for a, b in zip(table.defs, _defs_of(ruleset, table.deck),
                                           strict=True)):
            return table
    if len(_CARD_TABLES) >= 64:
        _CARD_TABLES.clear()
    table = _CardTable(ruleset)
    _CARD_TABLES[id(ruleset)] = (ruleset, table)
    return table


def _known_as(ruleset: Ruleset, name: str) -> tuple[str, str]:
    """The name the rules know a printed card by, and its nature (a 火杀: "slash", "fire")."""
    cdef = ruleset.cards.get(name)
    if cdef is None:
        return "", "normal"
    return cdef.rules_name or "", cdef.nature


def _with_rules(by_timing: dict[Timing, list[Skill]], more: Iterable[Skill],
                ) -> dict[Timing, list[Skill]]:
    """A timing → rules index with ``more`` rules after those of ``by_timing``."""
    more = tuple(more)
    if not more:
        return by_timing
    out = {t: list(rules) for t, rules in by_timing.items()}
    for rule in more:
        for t in rule.timings:
            out.setdefault(t, []).append(rule)
    return out


class _Every(Container[Any]):
    """Holds everything: ``Game._hooked`` (every timing, a pack's declared later too)
    and ``Game.status_hooks`` while the indexes are stale."""

    def __contains__(self, item: object) -> bool:
        return True


_EVERYTHING = _Every()

# (a module constant: on Python 3.11 an Enum member lookup, ``EquipSlot.WEAPON``, goes
# through EnumType.__getattr__'s hook, ~900 instructions)
_WEAPON = EquipSlot.WEAPON
_EQUIP = Zone.EQUIP

_HOOK_CACHE: dict[type, frozenset[str]] = {}


def _timings_of(sk: Skill) -> tuple[Timing, ...]:
    return sk.timings


def _hooks_of(sk: Skill) -> frozenset[str]:
    cls = type(sk)
    hooks = _HOOK_CACHE.get(cls)
    if hooks is None:
        hooks = _HOOK_CACHE[cls] = cls.hooks()
    return hooks


_NO_CARDS: frozenset[int] = frozenset()
# the records of atom answers by seat, request kind and answer (Game._log_answer)
_ANSWERS: dict[tuple[Any, ...], FrozenDict] = {}
_ATOMS = frozenset({type(None), bool, int, str})
# the status hooks whose holders the kept distance rows depend on (Game._rows_kept)
_ROWS_HOOKS = frozenset({"distance_const", "distance_fixed", "distance_mod", "invalidates"})


class _HeldStill:
    """:meth:`Game.held_still`'s block: the answers kept from entry to exit (of the
    outermost block)."""

    __slots__ = ("g", "outer")

    def __init__(self, g: Game) -> None:
        self.g = g
        self.outer = g._memo is None

    def __enter__(self) -> None:
        if self.outer:
            self.g._memo = {}

    def __exit__(self, *exc: object) -> None:
        if self.outer:
            self.g._memo = self.g._equipped = None
