"""The seat protocol (docs/protocol.md): what a seat observes, and how it answers.

Every consumer — bots, the terminal table, a server, a learning agent, the
hidden-information tests — sees a game only through :func:`observe` and acts
only through :meth:`Game.submit`.  An observation is plain JSON: the table as
the seat may see it, the log records it may see since its cursor, and its
open request, which describes every legal answer by itself.

The cursor counts the records *this seat* may see, not the game's records:
a raw position would tell a seat how many things happened out of its sight.
"""

from __future__ import annotations

import weakref
from bisect import bisect_left
from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from .cards import EquipSlot
from .events import CardUse, DamageEvent, DyingEvent, JudgeEvent
from .frozen import FrozenDict, FrozenList, freeze
from .requests import ActRequest, copy_json
from .view import view, visible_record
from .viewcache import ViewCache, kept_cache

if TYPE_CHECKING:
    from .content import Ruleset
    from .game import Game

# 2: the any node of an act option's tree; 3: cards on generals (seed 002); 4: hidden
# generals (hegemony): latent_skills, companions and slot/formation in the catalogue
PROTOCOL_VERSION = 5


def events(g: Game, seat: int | None, since: int = 0, records: bool = True,
           cache: ViewCache | None = None) -> tuple[list[dict[str, Any]], int]:
    """The records ``seat`` may see from its ``since``-th on, filtered (none when not
    ``records``: only the cursor), and the new cursor.  ``cache``: the seat's (None:
    the one kept for the game and seat, :func:`~sgs.core.viewcache.kept_cache`)."""
    index = (kept_cache(g, seat) if cache is None else cache).log
    log, restricted = g.log, g.restricted
    scanned, done, hidden = index.scanned, index.done, index.hidden
    if not records:
        return [], index.catch_up(g, seat)
    fresh = True  # the records from ``scanned`` on were never looked at for the seat
    if since != scanned - len(hidden):  # not where the last read ended (a client's restart)
        index.catch_up(g, seat)
        scanned = index.start(since)
        done = bisect_left(restricted, scanned)
        fresh = False
    n = len(log)
    if done == len(restricted):  # (the records every seat sees as they are: one slice)
        out = log[scanned:n]
    else:
        out = []
        append = out.append
        start = scanned
        for at in restricted[done:]:
            if start < at:
                out.extend(log[start:at])
            start = at + 1
            rec = log[at]
            # visible_record, its common cases inlined
            t = rec["t"]
            if t == "answer":
                if seat is not None and rec["seat"] == seat:
                    append(rec)
                elif fresh:
                    hidden.append(at)
            elif t == "move":
                append(rec if seat in rec["visible"]
                       else dict(rec, cards=[None] * len(rec["cards"])))
            else:
                got = visible_record(g, rec, seat)
                if got is not None:
                    append(got)
                elif fresh:
                    hidden.append(at)
        if start < n:
            out.extend(log[start:n])
    index.scanned, index.done = n, len(restricted)
    return out, n - len(hidden)


# the parts of an observation a client may ask for (all by default); "blocked" is a
# part of the request: what the seat cannot use now and why
PARTS = frozenset({"events", "table", "you", "request", "blocked", "catalogue"})


def observe(g: Game, seat: int | None, since: int = 0,
            parts: Collection[str] = PARTS, lazy: bool = False,
            cache: ViewCache | None = None) -> dict[str, Any]:
    """What ``seat`` (None: a spectator, who sees no hand) may know now, as JSON.

    ``since`` is the ``cursor`` of this seat's previous observation (0: from the
    start); ``request`` is the seat's open request, or None.  ``parts`` names the
    parts wanted (:data:`PARTS`): a client that reads only its request need not
    have the table built for it; the others are left out (an act request without
    ``blocked`` has no reasons made for it).  ``lazy``: an act option's ``tree`` is
    made when first read (``sgs.core.requests.Lazy``; an in-process client that reads
    few trees), else it is JSON like the rest.

    ``cache`` holds what this viewer was last shown (:class:`~sgs.core.viewcache.
    ViewCache`, made for ``seat``), to make again only what changed: an
    :class:`Observer` passes its own.  Without one, the cache kept for the game and
    seat beside the game (:func:`~sgs.core.viewcache.kept_cache`) is used: a caller
    that passes only a cursor (``Game.observe``, a test, a tool) still reads the log
    from where it stopped.  Either way the observation is the same.
    """
    # (a plain int, the common case, checked by its type alone: no isinstance calls)
    if seat is not None and not (type(seat) is int and 0 <= seat < len(g.players)) and (
            isinstance(seat, bool) or not isinstance(seat, int)
            or not 0 <= seat < len(g.players)):
        raise ValueError(f"no seat {seat!r} at this table")
    if type(since) is not int and (isinstance(since, bool) or not isinstance(since, int)):
        raise ValueError(f"a cursor is a whole number, not {since!r}")
    if parts is not PARTS and not PARTS.issuperset(parts):
        raise ValueError(f"no observation part {sorted(set(parts) - PARTS)}")
    if cache is None:
        cache = kept_cache(g, seat)
    elif cache.seat != seat:
        raise ValueError(f"a cache of seat {cache.seat!r} used for seat {seat!r}")
    records, cursor = events(g, seat, since, "events" in parts, cache)
    out: dict[str, Any] = {"protocol": PROTOCOL_VERSION, "seat": seat, "cursor": cursor}
    if "events" in parts:
        out["events"] = records
    if "table" in parts:
        table = view(g, seat, False, cache)
        del table["pending"]
        table["resolving"] = resolving(g, seat)
        out["table"] = table
    if "you" in parts:
        out["you"] = None if seat is None else _you(g, seat, cache)
    if "request" in parts:
        out["request"] = _request(g, seat, parts, lazy)
    if since == 0 and "catalogue" in parts:
        out["catalogue"] = catalogue(g)
    return out


def _request(g: Game, seat: int | None, parts: Collection[str], lazy: bool,
             ) -> dict[str, Any] | None:
    """``seat``'s open request as JSON (an observation's ``request``), or None."""
    req = g.request_for(seat) if seat is not None else None
    if req is None:
        return None
    if isinstance(req, ActRequest):
        return req.to_json(g.ruleset.name, lazy=lazy, blocked="blocked" in parts)
    return req.to_json(g.ruleset.name)


# the parts of an observation that say what the game's state is (not the request)
_STATE_PARTS = frozenset({"events", "table", "you"})


class Observer:
    """One seat's observations of a game (``seat`` None: a spectator's), as a host hands
    them out stop after stop (docs/protocol.md, "Stops").

    Whether the game stops at all may depend on what a seat cannot see: a face-down
    general's trigger skill asks its owner ``skill.reveal``, a 闪 request stops only
    when the target holds one.  At such a *private* stop the state (the records up to
    it, the card being resolved, the phase) is one that, in a world differing only in
    what the seat cannot see, it never sees.  So a seat is shown the game's state only
    at the stops visible to it — the public ones (``Game.at_public_stop``: the play
    phase's requests, the setup, the end) and its own (its open request) — and at any
    other stop it gets the observation it last had: no new records (the cursor
    stays), the same ``table`` and ``you``, ``request`` null.

    A *following* observer (``follow``) is brought up to date by the game at each
    public stop (:meth:`capture`): whenever it observes, it gets the records and the
    table of the last stop visible to it even if it did not observe there (a client
    that connects or looks only now and then).  One that does not follow (a bot,
    which observes only at its own requests) shows, at another seat's private stop,
    the state it last observed — older, never newer than what it may see.  An
    observer's first reading is the live state wherever it is made: a host makes its
    observers when the game first waits (the setup's picks, a public stop).

    The observer keeps the seat's cursor and its :class:`~sgs.core.viewcache.ViewCache`
    (what it was last shown, to make again only what changed): a host keeps one per
    seat (and per spectator) for the whole game, across a client's connections.
    """

    __slots__ = ("__weakref__", "at", "cache", "cursor", "fresh", "g", "held", "lazy",
                 "parts", "seat", "shared", "table", "you")

    def __init__(self, g: Game, seat: int | None, parts: Collection[str] = PARTS,
                 lazy: bool = False, follow: bool = False) -> None:
        self.g = g
        self.seat = seat
        self.parts = parts
        self.lazy = lazy
        self.cursor = 0  # the records handed out (the seat's cursor)
        self.held: list[dict[str, Any]] = []  # records read at a capture, not handed out
        self.table: dict[str, Any] | None = None  # the state as last read …
        self.you: dict[str, Any] | None = None
        self.at = -1  # … at this stop (Game.stops)
        self.shared = False  # table and you handed out already (copied when again)
        self.fresh = True  # nothing handed out yet: the next observation has the catalogue
        self.cache = ViewCache(seat)
        if follow:
            g.followers.append(weakref.ref(self))
            if g.at_public_stop:
                self.capture()

    def unfollow(self) -> None:
        """Stop being brought up to date (the client is gone for good)."""
        self.g.followers = [r for r in self.g.followers if r() is not self]

    def capture(self) -> None:
        """Read the game's state now (a stop visible to the seat), to hand out later."""
        parts = self.parts
        obs = observe(self.g, self.seat, self.cursor,
                      _STATE_PARTS if parts is PARTS else _STATE_PARTS.intersection(parts),
                      cache=self.cache)
        self.cursor = obs["cursor"]
        if "events" in obs:
            self.held.extend(obs["events"])
        self.table, self.you, self.at = obs.get("table"), obs.get("you"), self.g.stops
        self.shared = False

    def observe(self) -> dict[str, Any]:
        """The seat's observation now (the shape of :func:`observe`'s, its ``events``
        those since the last one this observer handed out)."""
        g, seat = self.g, self.seat
        now = g.stops
        mine = seat is not None and seat in g._open
        # a stop visible to the seat not read yet (the common case: read it now, as
        # observe does); never read: an observer made at another seat's private stop
        # starts from the live state (hosts make theirs when the game first waits)
        if (mine or g.public_stop == now or self.at < 0) and self.at != now:
            obs = observe(g, seat, self.cursor, self.parts, self.lazy, self.cache)
            self.cursor, self.at = obs["cursor"], now
            self.table, self.you, self.shared = obs.get("table"), obs.get("you"), True
            if self.held and "events" in obs:
                obs["events"] = [*self.held, *obs["events"]]
            self.held = []
            if self.fresh:
                self.fresh = False
                if "catalogue" in self.parts and "catalogue" not in obs:
                    obs["catalogue"] = catalogue(g)
            return obs
        # the state last read: at a private stop not the seat's, nothing new
        parts = self.parts
        out: dict[str, Any] = {"protocol": PROTOCOL_VERSION, "seat": seat,
                               "cursor": self.cursor}
        if "events" in parts:
            out["events"], self.held = self.held, []
        shared, self.shared = self.shared, True
        if "table" in parts:
            out["table"] = copy_json(self.table) if shared else self.table
        if "you" in parts:
            out["you"] = copy_json(self.you) if shared else self.you
        if "request" in parts:
            out["request"] = _request(g, seat, parts, self.lazy) if mine else None
        if self.fresh:
            self.fresh = False
            if "catalogue" in parts:
                out["catalogue"] = catalogue(g)
        return out


_WEAPON = EquipSlot.WEAPON

# str(seat) of the usual seats, made once (a JSON object's keys are text)
_SEAT_KEYS = tuple(str(s) for s in range(16))


def _you(g: Game, seat: int, cache: ViewCache) -> dict[str, Any]:
    """What a seat knows of its own position: reach to each living player, its attack
    range and hand limit, and how its skills make its hand cards look (锁定视为)."""
    # (Game.kept_row, its common case inlined; after it the indexes are fresh, and
    # status_hooks says which hooks some skill has)
    rows = None if g._skills_dirty else g._rows
    row = None if rows is None else rows.get(seat)
    if row is None:
        row = g.kept_row(seat)
    hooks = g.status_hooks
    p = g.players[seat]
    if "attack_range_mod" in hooks:
        reach = g.attack_range(seat)
    else:  # (Game.attack_range without a skill changing it: the weapon's, or 1)
        weapon = p.areas.equip.get(_WEAPON)
        reach = 1 if weapon is None else g.cdef(g.cards[weapon].name).attack_range
    # (Game.hand_limit without a skill changing it: the HP, with no call)
    hp = p.hp
    limit = g.hand_limit(seat) if "hand_limit_mod" in hooks else hp if hp > 0 else 0
    # the distances' JSON, made again only when the row kept for the seat (the same
    # object until the distances may change: Game.kept_row) or its reach changed;
    # frozen, and shown to this seat only
    kept = cache.you
    if row is not None and kept is not None and kept[0] is row and kept[1] == reach:
        by_seat, in_range = kept[2], kept[3]
    else:
        # Game.in_range, each distance and the range measured once (one loop: a
        # comprehension makes a function at each call)
        by_seat = {}
        in_range = []
        keys = _SEAT_KEYS
        for s, d in (g.distances(seat) if row is None else row).items():
            by_seat[keys[s] if s < len(keys) else str(s)] = d
            if d <= reach:
                in_range.append(s)
        by_seat, in_range = FrozenDict(by_seat), FrozenList(in_range)
        if row is not None:
            cache.you = (row, reach, by_seat, in_range)
    # (g.face without 锁定视为 skills is the card's own face, whose name is the card's
    # but for the few renamed: none in most decks)
    faces = {}
    # (the cards it may use as hand cards: the hand, and those under 木牛流马)
    hand = p.areas.hand if not p.areas.under else g.as_hand(seat)
    if "filter_face" in hooks:
        cards = g.cards
        for c in hand:
            name = g.face(c).name
            if name != cards[c].name:
                faces[str(c)] = name
    elif g.renamed_faces:
        renamed = g.renamed_faces
        for c in hand:
            if c in renamed:
                faces[str(c)] = renamed[c]
    return {
        "attack_range": reach,
        "hand_limit": limit,
        "distance": by_seat,
        "in_range": in_range,
        "allies": g.mode.known_allies(g, seat),
        "faces": faces,
    }


# the kinds of events resolving shows; by event type: whether it is one of them
# (found once a type: most of the stack is turns, phases … it does not show)
_SHOWN_KINDS = (CardUse, DamageEvent, DyingEvent, JudgeEvent)
_SHOWN: dict[type, bool] = {}


def resolving(g: Game, seat: int | None) -> list[dict[str, Any]]:
    """The events being resolved, outermost first, as the whole table sees them (the
    card in the processing area and its targets, a damage, a judgment, a dying player).
    A judgment says, for the cards ``seat`` can see, which would give a good result."""
    out: list[dict[str, Any]] = []
    for ev in g.stack:
        shown = _SHOWN.get(type(ev))
        if shown is None:
            shown = _SHOWN[type(ev)] = isinstance(ev, _SHOWN_KINDS)
        if not shown:
            continue
        if isinstance(ev, CardUse):
            out.append({"t": "use", "card": ev.face.name, "user": ev.user,
                        "targets": list(ev.targets), "current": ev.current_target,
                        "skill": ev.skill, "nullified": sorted(ev.nullified),
                        # how many cards a target must give to answer it (醉卧: two)
                        "responses_needed": {str(s): n for s, n in
                                             sorted(ev.responses_needed.items())}})
        elif isinstance(ev, DamageEvent):
            out.append({"t": "damage", "source": ev.source, "target": ev.target,
                        "amount": ev.amount, "nature": ev.nature,
                        "card": None if ev.card is None else ev.card.name})
        elif isinstance(ev, DyingEvent):
            out.append({"t": "dying", "seat": ev.seat})
        elif isinstance(ev, JudgeEvent):
            entry: dict[str, Any] = {"t": "judge", "seat": ev.seat, "reason": ev.reason,
                                     "card": ev.card}
            if ev.good is not None and seat is not None:
                known = [*g.hand_and_equip(seat), *([ev.card] if ev.card is not None else [])]
                entry["good"] = {str(c): bool(ev.good(g.face(c))) for c in known}
            out.append(entry)
    return out


def catalogue(g: Game) -> dict[str, Any]:
    """The game's content as data: each card name's kind, each skill's flags, each
    general, with printed names (zh, en), each card's and skill's rules text (zh,
    en), and how many seats were dealt each role (``dealt``).  The same for every
    seat; sent once.  All but ``dealt`` is the ruleset's, made once for it and
    frozen (:func:`_content`)."""
    content = _content(g.ruleset)
    return {"cards": content["cards"], "skills": content["skills"],
            "generals": content["generals"], "dealt": g.mode.dealt(g),
            # every printed name the packs give (kingdoms, roles, prompts' ids …), by language
            "names": content["names"]}


# the catalogue's content by ruleset (id): the ruleset, what its size was, the content
_CONTENT: dict[int, tuple[Ruleset, tuple[Any, ...], dict[str, Any]]] = {}


def _content(rs: Ruleset) -> dict[str, Any]:
    """The catalogue's cards, skills, generals and names of ``rs``, frozen; made again
    if the ruleset has grown or shrunk since."""
    size = (len(rs.cards), len(rs.skills), len(rs.generals),
            tuple((lang, len(t)) for lang, t in rs.names.items()),
            tuple((lang, len(t)) for lang, t in rs.texts.items()))
    got = _CONTENT.get(id(rs))
    if got is not None and got[0] is rs and got[1] == size:
        return got[2]

    def names(ident: str) -> dict[str, str]:
        return {"zh": rs.name(ident, "zh"), "en": rs.name(ident, "en")}

    def text(ident: str) -> dict[str, str]:
        return {"zh": rs.text(ident, "zh"), "en": rs.text(ident, "en")}

    content: dict[str, Any] = freeze({
        "cards": {n: {"type": d.type.value, "slot": None if d.slot is None else d.slot.value,
                      "attack_range": d.attack_range, "harms": d.harms_targets,
                      "names": names(n), "text": text(n)}
                  for n, d in sorted(rs.cards.items())},
        "skills": {sid: {"locked": sk.locked, "limited": sk.limited, "per_turn": sk.per_turn,
                         "per_phase": sk.per_phase,
                         "lord": sk.lord, "harms": sk.harms_targets, "slot": sk.slot,
                         "slot_hp": sk.slot_hp, "formation": sk.formation,
                         "main_kingdom": sk.main_kingdom,
                         "names": names(sid), "text": text(sid)}
                   for sid, sk in sorted(rs.skills.items())},
        "generals": {gid: {"kingdom": gd.kingdom, "hp": gd.hp, "gender": gd.gender.value,
                           "skills": list(gd.skills), "companions": list(gd.companions),
                           "sub_kingdom": gd.sub_kingdom,
                           "names": names(gid)}
                     for gid, gd in sorted(rs.generals.items())},
        "names": {lang: dict(sorted(table.items())) for lang, table in rs.names.items()},
    })
    if len(_CONTENT) >= 64:
        _CONTENT.clear()
    _CONTENT[id(rs)] = (rs, size, content)
    return content
