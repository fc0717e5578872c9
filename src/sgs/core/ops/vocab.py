"""The rule vocabulary of seed 000, each term an operation built on moves.

Docstrings quote the seed's term; tests in tests/vocab cite its ◆ rulings.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING, Any

from ..cards import CardFace, CardType
from ..events import PindianEvent, Timing
from ..requests import ArrangeRequest, DistributeRequest
from ..zones import (
    DISCARD,
    PROCESSING,
    VOID,
    Place,
    Placement,
    Zone,
    equip_place,
    hand_place,
)
from .moves import PUBLIC, draw, move, move_many, take_top
from .states import can_place
from .trigger import trigger

if TYPE_CHECKING:
    from ..game import Game

Flow = Generator[Any, Any, Any]


def _own(g: Game, seat: int, areas: str) -> list[int]:
    a = g.p(seat).areas
    return (a.hand if "h" in areas else []) + \
        (list(a.equip.values()) if "e" in areas else []) + \
        (a.judge_ids() if "j" in areas else [])


# ---------------------------------------------------------------- 棄置


def ask_discard(g: Game, seat: int, n: int, areas: str = "he", reason: str = "",
                optional: bool = False, prompt: str = "", rule: Any = None) -> Flow:
    """A令B棄置: B chooses and discards ``n`` of its cards (fewer than n: all, ◆2).

    With ``optional`` B may decline (returns ``()``); then nothing is discarded.
    """
    pool = _own(g, seat, areas)
    want = min(n, len(pool))
    if want <= 0 or (optional and len(pool) < n):
        return ()
    if want == len(pool) and not optional and rule is None:
        chosen: tuple[int, ...] = tuple(pool)
    else:
        chosen = yield from g.ask_cards(seat, pool, prompt or f"discard.{reason or 'cards'}",
                                        reason, lo=0 if optional else want, hi=want,
                                        rule=rule, count=want)
        if optional and len(chosen) < want:
            return ()
    yield from move(g, chosen, DISCARD, "discard", by=seat, visible=PUBLIC)
    return chosen


def discard_of(g: Game, by: int, target: int, areas: str = "hej", n: int = 1,
               reason: str = "") -> Flow:
    """A棄置B的牌: A picks an area, then a card of it (a random one from the hand), n times.

    B having fewer than ``n`` such cards loses them all (◆2).  When A and B are
    the same player, A sees their own hand and simply chooses.
    """
    done: list[int] = []
    if by == target:
        pool = _own(g, by, areas)
        want = min(n, len(pool))
        if want <= 0:
            return done
        chosen = yield from g.ask_cards(by, pool, f"discard_of.{reason or 'card'}", reason,
                                        lo=want, hi=want)
        yield from move(g, chosen, DISCARD, "discard", by=by, visible=PUBLIC)
        return list(chosen)
    for _ in range(n):
        if not g.p(target).alive:
            break
        cid = yield from g.ask_card_of(by, target, areas, f"discard_of.{reason or 'card'}",
                                       reason)
        if cid is None:
            break
        yield from move(g, [cid], DISCARD, "discard", by=by, visible=PUBLIC)
        done.append(cid)
    return done


def discard_all(g: Game, seat: int, areas: str = "he", reason: str = "") -> Flow:
    """Discard all such cards; with none, the operation did not happen (returns False)."""
    cards = _own(g, seat, areas)
    if not cards:
        return False
    yield from move(g, cards, DISCARD, "discard", by=seat, visible=PUBLIC)
    return True


# ---------------------------------------------------------------- 重鑄, 連橫


def recast(g: Game, seat: int, cid: int) -> Flow:
    """重鑄: declare a card, put it into the discard pile (not a discard), draw one."""
    g.emit("recast", seat=seat, card=cid)
    yield from move(g, [cid], DISCARD, "recast", by=seat, visible=PUBLIC)
    yield from draw(g, seat, 1, "recast")


def can_lianheng(g: Game, seat: int, to: int) -> bool:
    """連橫's receiver: another living player of a kingdom not yours (the mode says
    which are one kingdom: two careerists are not), or with no kingdom."""
    if to == seat or not g.p(to).alive:
        return False
    return not g.mode.same_kingdom(g, seat, to)


def lianheng(g: Game, seat: int, cid: int, to: int) -> Flow:
    """連橫: give a declared card to a player of another kingdom and draw one; or give
    it to another player with no kingdom (no draw).

    A target of the same kingdom is illegal (check with ``can_lianheng`` when
    offering targets): the operation then does nothing and returns False.
    """
    if not can_lianheng(g, seat, to):
        return False
    draws = g.p(to).kingdom is not None
    g.emit("lianheng", seat=seat, card=cid, to=to)
    yield from move(g, [cid], hand_place(to), "lianheng", by=seat, visible=PUBLIC)
    if draws:
        yield from draw(g, seat, 1, "lianheng")
    return True


# ---------------------------------------------------------------- 交給, 獲得


def give(g: Game, giver: int, cards: Sequence[int], receiver: int, reason: str = "give",
         face_up: bool = False) -> Flow:
    """將…交給: face down (giver and receiver see it) unless its face matters."""
    if not cards:
        return None
    yield from move(g, cards, hand_place(receiver), reason, by=giver,
                    visible=PUBLIC if face_up else "auto")
    return None


def give_among(g: Game, giver: int, pool: list[int], n: int, seats: list[int],
               reason: str = "give", prompt: str = "") -> Flow:
    """將X張牌交給其他角色 (◆): choose X cards and 1..X receivers, each gets at least one,
    all given at once."""
    n = min(n, len(pool))
    if n <= 0 or not seats:
        return {}
    req = DistributeRequest(giver, prompt or f"distribute.{reason}", reason, {}, cards=pool,
                            seats=seats, min_cards=n, max_cards=n, max_targets=n)
    plan: dict[int, tuple[int, ...]] = yield from g.ask(req)
    yield from move_many(g, [(cards, hand_place(s)) for s, cards in plan.items()],
                         reason, by=giver)
    return plan


def gain_of(g: Game, by: int, target: int, areas: str = "hej", reason: str = "") -> Flow:
    """獲得 one of another player's cards: area first; a hand card is taken at random (◆1)."""
    cid = yield from g.ask_card_of(by, target, areas, f"gain_of.{reason or 'card'}", reason)
    if cid is None:
        return None
    yield from move(g, [cid], hand_place(by), "gain", by=by)
    return cid


# ---------------------------------------------------------------- 拼點


def can_pindian(g: Game, source: int, target: int) -> bool:
    """拼點: the source has a hand card; the target is another living player with one."""
    return (source != target and g.p(source).alive and g.p(target).alive
            and bool(g.p(source).hand) and bool(g.p(target).hand))


def pindian(g: Game, source: int, target: int, reason: str) -> Flow:
    """拼點: both put a hand card face down in the processing area, then reveal.

    If one of them dies before the reveal, their card is still revealed to
    decide the result (◆).  Equal ranks: nobody wins.
    """
    if not can_pindian(g, source, target):
        return None
    ev = PindianEvent(source, target, reason, parent=g.stack[-1] if g.stack else None)
    a = yield from g.ask_cards(source, list(g.p(source).hand), "pindian.card", reason)
    b = yield from g.ask_cards(target, list(g.p(target).hand), "pindian.card", reason)
    ev.source_card, ev.target_card = a[0], b[0]
    # face down: each card is known only to the one who placed it until the reveal
    yield from move_many(g, [([a[0]], PROCESSING), ([b[0]], PROCESSING)], "pindian",
                         by=source, visible="auto", face_up=False)
    g.stack.append(ev)
    try:
        yield from trigger(g, Timing.PINDIAN_PLACED, ev)
        for c in (a[0], b[0]):
            g.hidden.pop(c, None)  # revealed, even a dead player's card (◆)
        printed = g.card(a[0]).rank, g.card(b[0]).rank
        ev.source_rank, ev.target_rank = printed
        yield from trigger(g, Timing.PINDIAN_SHOWN, ev)  # the ranks may change (鹰扬)
        ra, rb = ev.source_rank, ev.target_rank
        ev.winner = source if ra > rb else target if rb > ra else None
        changed = {} if (ra, rb) == printed else {"ranks": [ra, rb]}
        g.emit("pindian", source=source, target=target, source_card=a[0], target_card=b[0],
               winner=ev.winner, reason=reason, **changed)
        left = [c for c in (a[0], b[0]) if g.place[c] == PROCESSING]
        yield from move(g, left, DISCARD, "pindian", visible=PUBLIC)
        yield from trigger(g, Timing.PINDIAN_REVEALED, ev)
    finally:
        g.stack.pop()
    g.record(ev)
    return ev


# ---------------------------------------------------------------- 補至, 代替, 替換


def fill_hand_to(g: Game, seat: int, x: int) -> Flow:
    """將手牌補至X張: draw the difference; with X or more, nothing happens."""
    n = x - len(g.p(seat).hand)
    if n <= 0:
        return []
    return (yield from draw(g, seat, n, "fill"))


def replace_with(g: Game, seat: int, new: int, old: int, reason: str = "replace") -> Flow:
    """代替: the new card goes where the old one is; the old one to the discard pile."""
    dst = g.place[old]
    yield from move_many(g, [([old], DISCARD), ([new], dst)], reason, by=seat, visible=PUBLIC)


def swap_with(g: Game, seat: int, new: int, old: int, reason: str = "swap") -> Flow:
    """替換: the new card goes where the old one is; ``seat`` gains the old one."""
    dst = g.place[old]
    yield from move_many(g, [([old], hand_place(seat)), ([new], dst)], reason,
                         by=seat, visible=PUBLIC)


# ---------------------------------------------------------------- 觀看, 展示, 交換


def view_cards(g: Game, viewer: int, cards: Sequence[int], reason: str = "") -> list[int]:
    """觀看: only the viewer sees them; the cards stay where they are."""
    g.emit("view", seat=viewer, cards=list(cards), reason=reason, visible=[viewer])
    return list(cards)


def arrange_top(g: Game, seat: int, n: int, reason: str, bottom_allowed: bool = True) -> Flow:
    """觀看牌堆頂的X張牌, then put them back on the top and/or the bottom of the draw
    pile in any order (觀星-like).  Only ``seat`` sees them; the table learns how many
    went to the top and how many to the bottom."""
    cards = take_top(g, n)
    view_cards(g, seat, cards, reason)
    req = ArrangeRequest(seat, f"arrange.{reason}", reason, {}, cards=list(cards),
                         bottom_allowed=bottom_allowed)
    top, bottom = yield from g.ask(req)
    rest = [c for c in g.draw_pile if c not in cards]
    g.draw_pile[:] = [*top, *rest, *bottom]
    g.emit("arrange", seat=seat, top=len(top), bottom=len(bottom), reason=reason)
    return top, bottom


def show(g: Game, seat: int, cards: Sequence[int], reason: str = "") -> list[int]:
    """展示: everyone sees the cards; a shown hand card is still in the hand (◆2).

    While the event that showed them resolves, shown hand cards stay face up
    (◆1): moving one on is public.  Afterwards they are hand cards like others.
    """
    g.emit("show", seat=seat, cards=list(cards), reason=reason,
           faces=[[g.card(c).name, g.card(c).suit.value, g.card(c).rank] for c in cards])
    top = g.stack[-1] if g.stack else None
    for c in cards:
        if g.place[c].zone is Zone.HAND:
            g.shown[c] = top
    return list(cards)


def reveal_top(g: Game, seat: int, n: int, reason: str) -> Flow:
    """亮出 cards from the top of the draw pile: they go to the processing area (◆3)."""
    cards = take_top(g, n)
    yield from move(g, cards, PROCESSING, reason, by=seat, visible=PUBLIC)
    return cards


def exchange(g: Game, a: int, b: int, area: str = "hand") -> Flow:
    """交換: both put their cards of ``area`` into the processing area, then each takes
    what the other had.  Either side (or both) may have none: the exchange still
    happened (◆2).  Hand cards are exchanged face down (◆1)."""
    zone = Zone.HAND if area == "hand" else Zone.EQUIP
    mine = list(g.p(a).hand) if zone is Zone.HAND else list(g.p(a).areas.equip.values())
    theirs = list(g.p(b).hand) if zone is Zone.HAND else list(g.p(b).areas.equip.values())
    hidden = zone is Zone.HAND
    # face down, each side's cards are seen by their holder, then by the taker too
    vis: frozenset[int] | str | None = "auto" if hidden else PUBLIC
    yield from move_many(g, [(mine, PROCESSING), (theirs, PROCESSING)], "exchange", by=a,
                         visible=vis, face_up=not hidden)
    yield from move_many(g, [(theirs, Place(zone, a)), (mine, Place(zone, b))], "exchange",
                         by=a, visible=vis)
    g.emit("exchange", a=a, b=b, area=area)
    return True


# ---------------------------------------------------------------- areas


def can_place_in_judge(g: Game, user: int, target: int, face: CardFace) -> bool:
    cdef = g.cdef(face.name)
    return (cdef.type is CardType.DELAYED and g.p(target).alive
            and not g.prohibited(user, target, face)
            and cdef.target_ok(g, g.p(user), face, (), target)
            and all(f.name != face.name for _, f in g.p(target).areas.judge))


def move_to_judge(g: Game, by: int, target: int, cid: int, face: CardFace | None = None) -> Flow:
    """置入判定區: only after the delayed trick passes the legality check for the target."""
    face = face or CardFace.of(g.card(cid))
    if not can_place_in_judge(g, by, target, face):
        return False
    yield from move(g, [cid], Place(Zone.JUDGE, target), "judge_area", by=by, visible=PUBLIC,
                    face=face)
    return True


def move_to_equip(g: Game, seat: int, cid: int, by: int | None = None) -> Flow:
    """置入裝備區: into the slot of the card's kind; an old card there is replaced
    (it goes to the discard pile, which is not a discard)."""
    slot = g.cdef(g.card(cid).name).slot
    assert slot is not None
    old = g.equip(seat, slot)
    batches: list[tuple[Sequence[int], Place]] = []
    if old is not None:
        batches.append(([old], DISCARD))
    batches.append(([cid], equip_place(seat)))
    if old is not None:
        # the old card leaves first: one batch, old first, so the slot is free
        yield from move_many(g, batches, "replace_equip", by=by if by is not None else seat,
                             visible=PUBLIC)
    else:
        yield from move(g, [cid], equip_place(seat), "equip",
                        by=by if by is not None else seat, visible=PUBLIC)


def put_on_general(g: Game, seat: int, pile: str, cards: Sequence[int],
                   face_up: bool = True, perpendicular: bool = False) -> Flow:
    """置於武將牌上: out of the game, owned by nobody, face up by default.

    Seed 002: a card can be placed face down (覆盖) only while no card on the
    general is face up, and none face up while any is face down; the first card
    lies 顺置 and later ones follow it, unless ``perpendicular``: a skill placing
    cards 垂置 directly, only onto a general with no card on it.  Refused (False,
    nothing moves) when the placement is not allowed; True when placed.
    """
    p = g.p(seat)
    if not cards or not can_place(g, seat, face_up) or \
            (perpendicular and p.areas.piles):
        return False
    yield from move(g, cards, Place(Zone.PILE, seat, pile), "put_on_general", by=seat,
                    face_up=face_up, placement=Placement.PERPENDICULAR if perpendicular
                    else None)
    return True


def put_under(g: Game, seat: int, host: int, cards: Sequence[int], reason: str) -> Flow:
    """置于(装备牌)下: out of the game, under the equipment card ``host`` of ``seat``'s
    equipment area, seen by its holder alone (木牛流马).  They go with the card into
    another equipment area, and to the discard pile when it leaves otherwise
    (``ops.moves``).  Nothing moves (False) when ``host`` is not equipped there."""
    if not cards or host not in g.p(seat).areas.equip.values():
        return False
    yield from move(g, cards, Place(Zone.UNDER, seat, card=host), reason, by=seat)
    return True


def remove_from_game(g: Game, cards: Sequence[int], by: int | None = None) -> Flow:
    """移出遊戲: set aside, owned by nobody, face up."""
    yield from move(g, cards, VOID, "remove", by=by, visible=PUBLIC)
