"""What one player may know: the table from their seat, and the log filtered for them.

A view never holds another player's hand, the order of the draw pile, a
face-down card (on a general, or lying face down in the processing area
before a 拼點 reveal), a face-down general card or a fact the mode keeps
hidden (``Mode.seat_view``); tests check this
against the full state (tests/core/test_views.py).  The log filtered for a
seat drops what that seat did not see: the cards of moves it did not see,
other players' answers and 觀看, and the seed (with which the whole deck
order could be recomputed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .frozen import FrozenDict, FrozenList, freeze
from .generals import GeneralCard, Position
from .viewcache import ViewCache, kept_cache
from .zones import PileCard

if TYPE_CHECKING:
    from .game import Game
    from .player import Player


def card_json(g: Game, cid: int) -> dict[str, Any]:
    """A physical card as JSON; frozen and made once per card (a face never changes)."""
    return g.card_json[cid]


def _pile(g: Game, piles: dict[str, tuple[list[int], list[dict[str, Any]]]], name: str,
          cards: list[int]) -> list[dict[str, Any]]:
    """A public pile's cards as JSON, made again only when the pile changed since it
    was listed in ``piles`` (a viewer's, ViewCache.piles): the discard pile is listed
    in every observation and grows to a hundred cards."""
    got = piles.get(name)
    if got is None or got[0] != cards:  # (a list compared with a list: no copy made)
        # (a copy kept: the pile changes in place; map: the JSON looked up in C)
        got = piles[name] = (cards.copy(), FrozenList(map(g.card_json.__getitem__, cards)))
    return got[1]


def _public_card(g: Game, cid: int, seat: int | None) -> dict[str, Any]:
    """A card in a public zone: its face, unless it lies face down and ``seat`` does
    not know it."""
    knowers = g.hidden.get(cid)
    if knowers is None:
        return card_json(g, cid)
    if seat is not None and seat in knowers:
        return dict(card_json(g, cid), face_down=True)
    return {"id": None, "face_down": True}


def _pile_card(g: Game, pc: PileCard, seat: int | None) -> dict[str, Any]:
    """A card on a general: its face; a face-down one (覆盖牌) marked ``face_down``, and
    without its id for a seat that may not look at it (the room setting)."""
    if pc.face_up:
        return g.card_json[pc.id]
    knowers = g.hidden.get(pc.id)
    if knowers is None or (seat is not None and seat in knowers):
        return dict(g.card_json[pc.id], face_down=True)
    return {"id": None, "face_down": True}


def _knows(g: Game, viewer: int | None, seat: int, position: Position) -> bool:
    """Has ``viewer`` looked at ``seat``'s face-down general at ``position``?"""
    knowers = g.general_knowers.get((seat, position))
    return knowers is not None and viewer in knowers


def _general_json(card: GeneralCard, known: bool) -> dict[str, Any]:
    """``card.to_json(known)`` (a face-down general hidden unless ``known``); the
    revealed ones are known to all, so ``known`` is asked only for the others."""
    return {"general": card.general if known else None, "position": str(card.position),
            "revealed": card.revealed, "removed": card.removed}


# by the id of a player's general cards (a tuple, replaced when they change): the
# cards themselves (kept, so the id stays theirs while here: a lookup is checked
# with ``is``, with no hash of the cards made), the main general's id, whether every
# card is face up, and the cards' JSON as the whole table sees them then (frozen)
_GENERALS: dict[int, tuple[tuple[GeneralCard, ...], str | None, bool,
                           list[dict[str, Any]]]] = {}


def _generals(cards: tuple[GeneralCard, ...],
              ) -> tuple[tuple[GeneralCard, ...], str | None, bool, list[dict[str, Any]]]:
    """What a view shows of ``cards`` when every one is known (:data:`_GENERALS`): the
    cards change a few times a game, a view is made at every decision."""
    got = _GENERALS.get(id(cards))
    if got is None or got[0] is not cards:
        main = None
        for c in cards:  # Player.general
            if c.position is Position.MAIN and not c.removed:
                main = c.general
                break
        else:
            main = cards[0].general if cards else None
        if len(_GENERALS) >= 4096:
            _GENERALS.clear()
        got = _GENERALS[id(cards)] = (cards, main, all(c.revealed for c in cards),
                                      freeze([_general_json(c, True) for c in cards]))
    return got


# the empty containers of a table entry (frozen: shared by every entry)
_NO_CARDS: list[dict[str, Any]] = FrozenList()
_NO_EQUIP: dict[str, Any] = FrozenDict()


def _entry(g: Game, p: Player, seat: int | None, me: bool, main: str | None,
           generals: list[dict[str, Any]], facts: dict[str, Any]) -> dict[str, Any]:
    """``p``'s entry in the table as ``seat`` sees it (``me``: it is ``p``), its
    general cards as the viewer sees them given; what it holds is frozen (an entry is
    kept, and its parts handed out again: see :func:`view`)."""
    cj = g.card_json  # card_json(g, c), looked up directly: a table has many cards
    a = p.areas
    equip = _NO_EQUIP
    if a.equip:  # (a loop, not a comprehension: no function made for each player)
        made = {}
        for slot, c in a.equip.items():
            made[slot._value_] = cj[c]  # (a StrEnum's str(), read directly)
        equip = FrozenDict(made)
    traits = p.traits
    shown_hp = p.shown_hp
    placement = p.placement
    return {
        "seat": p.seat,
        "general": main,
        "generals": generals,
        "kingdom": traits.kingdom,
        # (str() of a StrEnum: its value, read without the enum's slower .value)
        "gender": traits.gender._value_,
        # 垂置 (seed 002): the others see the frozen HP; the owner the true one, and
        # what the table sees in shown_hp (null when the display follows the HP)
        "hp": p.hp if me or shown_hp is None else shown_hp,
        "shown_hp": shown_hp,
        "max_hp": p.max_hp,
        "alive": p.alive,
        **facts,  # the mode's facts about the seat
        "hand_count": len(a.hand),
        "hand": FrozenList(map(cj.__getitem__, a.hand)) if me else None,
        "equip": equip,
        "judge": FrozenList([FrozenDict(cj[c], as_=f.name) for c, f in a.judge])
        if a.judge else _NO_CARDS,
        "piles": {name: [cj[pc.id] if pc.face_up else _pile_card(g, pc, seat)
                         for pc in pile] for name, pile in a.piles.items()}
        if a.piles else {},
        # the cards under equipment cards, by the host's slot: their holder sees them,
        # everyone else how many (木牛流马)
        "under": _under(g, p, me) if a.under else {},
        "placement": None if placement is None else str(placement),
        "chained": p.chained,
        "face_down": p.face_down,
        "skills": FrozenList(p.skill_ids),
        # the skills of its face-down generals, which a player may use by revealing
        "latent_skills": FrozenList(p.latent_ids) if me else None,
    }


def _under(g: Game, p: Player, me: bool) -> dict[str, Any]:
    """``p``'s cards under equipment cards (``Zone.UNDER``), by the slot of the card
    they lie under: ``count``, and ``cards`` for their holder (None for the others)."""
    cj = g.card_json
    out: dict[str, Any] = {}
    for slot, host in p.areas.equip.items():
        cards = p.areas.under.get(host)
        if cards:
            out[slot._value_] = {"card": host, "count": len(cards),
                                 "cards": [cj[c] for c in cards] if me else None}
    return out


def view(g: Game, seat: int | None, with_request: bool = True,
         cache: ViewCache | None = None) -> dict[str, Any]:
    """The state as ``seat`` sees it (``None``: a spectator who sees no hand);
    ``with_request``: include the seat's pending request (the protocol sends it apart);
    ``cache``: what was last shown to the viewer (None: the one kept for the game and
    seat, :func:`~sgs.core.viewcache.kept_cache`).

    A player's entry is kept (``ViewCache.entries``, as the viewer sees it) with every
    value it was made from, and handed out again (a copy: its parts are frozen)
    while they are all the same: an entry is made from
    the player's general cards, traits, HP, areas, states and skills, and the mode's
    facts about the seat (asked each time), and from nothing else, but for the cards
    on the general and face-down general cards, whose knowers vary by viewer (an
    entry with those is made each time).  Most players do not change between two
    views."""
    if cache is None:
        cache = kept_cache(g, seat)
    elif cache.seat != seat:
        raise ValueError(f"a cache of seat {cache.seat!r} used for seat {seat!r}")
    kept = cache.entries
    players: list[dict[str, Any]] = []
    append = players.append
    views = g.mode.seat_views(g, seat)
    for p in g.players:
        s = p.seat
        me = s == seat
        cards = p.generals
        a = p.areas
        old = kept.get(s)
        # (an entry is kept only when the viewer knows every general card, and the
        # cards are replaced as a tuple when one changes: while the kept entry's cards
        # are these, they are known still, and need not be looked at)
        if old is None or old[0][0] is not cards or a.piles or a.under:
            got = _GENERALS.get(id(cards))  # (_generals, its common case inlined)
            if got is None or got[0] is not cards:
                got = _generals(cards)
            _, main, revealed, generals = got
            if a.piles or a.under or not (me or revealed):  # made for this viewer only
                if not (me or revealed):  # a face-down card: known to its owner and who looked
                    if main is not None and not any(c.general == main and c.revealed
                                                    for c in cards):
                        main = None  # a face-down main general
                    generals = [_general_json(c, c.revealed or _knows(g, seat, s, c.position))
                                for c in cards]
                append(_entry(g, p, seat, me, main, generals, views[s]))
                continue
        # every value the entry is made from, but the areas' (compared with copies);
        # the HP and the hand's size last: what changes most (see below)
        hp = p.hp
        key = (cards, p.traits, p.shown_hp, p.max_hp, p.alive, views[s], p.placement,
               p.chained, p.face_down, p.skill_ids, p.latent_ids if me else None,
               hp, len(a.hand))
        if old is not None and old[0] == key and old[1] == a.equip and old[2] == a.judge \
                and (not me or old[3] == a.hand):
            entry = old[4]
        elif old is not None and old[0][:11] == key[:11] and old[1] == a.equip \
                and old[2] == a.judge:
            # only the HP or the hand changed (most changes): the kept entry with those
            # made again, as _entry makes them
            entry = old[4].copy()
            shown_hp = p.shown_hp
            entry["hp"] = hp if me or shown_hp is None else shown_hp
            entry["hand_count"] = len(a.hand)
            if me:
                entry["hand"] = FrozenList(map(g.card_json.__getitem__, a.hand))
            kept[s] = (key, old[1], old[2], a.hand.copy() if me else None, entry)
        else:
            _, main, _, generals = _generals(cards)
            entry = _entry(g, p, seat, me, main, generals, views[s])
            kept[s] = (key, a.equip.copy(), a.judge.copy(), a.hand.copy() if me else None,
                       entry)
        append(entry.copy())  # (the copy the viewer's own to change)
    # the public piles (_pile, its common case inlined: the pile as last listed)
    piles = cache.piles
    discard, void = g.discard_pile, g.void
    got_d, got_v = piles.get("discard"), piles.get("void")
    winners = g.winners
    pending = g.pending
    own = g.request_for(seat) if with_request and seat is not None else None
    return {
        "seat": seat,
        "current": g.current,
        "phase": g.phase.phase if g.phase else None,
        "turn": g.turn_count,
        "draw_count": len(g.draw_pile),
        "general_pile_count": len(g.general_pile),
        "discard": got_d[1] if got_d is not None and got_d[0] == discard
        else _pile(g, piles, "discard", discard),
        "processing": [_public_card(g, c, seat) for c in g.processing]
        if g.processing else [],  # (mostly empty: no comprehension made then)
        "void": got_v[1] if got_v is not None and got_v[0] == void
        else _pile(g, piles, "void", void),
        "players": players,
        "pending": own.to_json() if with_request and own is not None else None,
        # whom the game waits for, only where that tells nothing hidden: the play
        # phase is public, but being asked in a 无懈可击 window would betray a card —
        # so would being the first asked in a window (the seat itself, when it is asked)
        "waiting_for": seat if seat is not None and g.request_for(seat) is not None
        else pending.seat if pending is not None and pending.kind == "play" else None,
        "over": winners is not None,  # (g.over, read directly)
        "winners": None if winners is None else list(winners),
    }


# header fields a player's log does not get: the seed recomputes every shuffle,
# and the mode's options may fix what the mode hides
_PRIVATE_HEADER = ("seed", "mode_options")


def visible_record(g: Game, record: dict[str, Any], seat: int | None) -> dict[str, Any] | None:
    """A log record as ``seat`` may see it, or None if they see nothing of it.  Records
    are frozen (``sgs.core.frozen.freeze``): what a consumer receives it cannot change.

    ``g``'s mode answers which of its facts about each seat ``seat`` may see
    now (``Mode.seat_view``): a fact shown at death is then shown in the early
    records too, as the death record shows it anyway.

    ``protocol.events`` hands out the records for which :func:`seen_alike` holds as
    they are, and inlines the common cases of the others.
    """
    t = record.get("t")
    if t == "answer":
        return record if seat is not None and record.get("seat") == seat else None
    if t == "view":
        return record if seat is not None and seat in record.get("visible", []) else None
    if t == "header":
        out = {k: v for k, v in record.items() if k not in _PRIVATE_HEADER}
        if "seats" in record:
            out["seats"] = _seat_entries(g, record["seats"], seat)
        return out
    if t == "move":
        vis = record.get("visible")
        if vis is not None and seat not in vis:
            return dict(record, cards=[None] * len(record["cards"]))
        return record
    if t == "skill" and record.get("cards") and record.get("seat") != seat:
        # an active skill's chosen cards: what becomes public shows in the moves
        return dict(record, cards=[None] * len(record["cards"]))
    if t == "generals":
        return dict(record, seats=_seat_entries(g, record["seats"], seat))
    if t == "hp" and "shown" in record and record.get("seat") != seat:
        # 垂置 (seed 002): the others see the frozen display, the owner the true HP too
        return dict(record, hp=record["shown"])
    return record


# the kinds of records visible_record may change or withhold
FILTERED = frozenset({"answer", "view", "header", "move", "skill", "generals", "hp"})


def seen_alike(record: dict[str, Any]) -> bool:
    """Whether every seat (and a spectator) sees ``record`` as it is: whether
    :func:`visible_record` gives it back itself whoever asks, now and later."""
    t = record.get("t")
    if t == "move":
        return record.get("visible") is None
    if t == "skill":
        return not record.get("cards")
    if t == "hp":
        return "shown" not in record
    return t not in FILTERED


def _seat_entries(g: Game, entries: list[dict[str, Any]], viewer: int | None,
                  ) -> list[dict[str, Any]]:
    """Per-seat entries (the header's ``seats``, a ``generals`` record) as ``viewer``
    may see them: each fact of the mode it may not know now is ``None``."""
    out = []
    for e in entries:
        hidden = [k for k, v in g.mode.seat_view(g, viewer, e["seat"]).items()
                  if v is None and k in e]
        out.append(dict(e, **dict.fromkeys(hidden)) if hidden else e)
    return out


def log_for(g: Game, seat: int | None) -> list[dict[str, Any]]:
    """The log as ``seat`` may see it (``None``: a spectator)."""
    out = []
    for r in g.log:
        v = visible_record(g, r, seat)
        if v is not None:
            out.append(v)
    return out
