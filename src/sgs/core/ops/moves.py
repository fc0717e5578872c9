"""The move primitive: every card changes place through ``move_many``."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING, Any

from ..cards import CardFace
from ..events import CardMove, MoveEvent, MovingEvent, Timing
from ..flow import NOTHING
from ..frozen import FrozenDict, FrozenList, frozen_ints
from ..zones import DISCARD, DRAW, PROCESSING, PileCard, Place, Placement, Zone, hand_place
from .states import can_place, placement_after_moves
from .trigger import trigger

if TYPE_CHECKING:
    from ..game import Game

Flow = Generator[Any, Any, Any]
Visible = frozenset[int] | None
PUBLIC: Visible = None
_MOVING = Timing.CARDS_MOVING
_PUBLIC_ZONES = frozenset({Zone.DISCARD, Zone.PROCESSING, Zone.EQUIP, Zone.JUDGE, Zone.VOID})
# the zones as module constants: on Python 3.11 ``Zone.HAND`` goes through
# EnumType.__getattr__'s hook (~900 instructions a lookup), a global is one load
_DRAW, _DISCARD, _PROCESSING, _VOID = Zone.DRAW, Zone.DISCARD, Zone.PROCESSING, Zone.VOID
_HAND, _EQUIP, _JUDGE, _PILE = Zone.HAND, Zone.EQUIP, Zone.JUDGE, Zone.PILE
_UNDER = Zone.UNDER

def _face_up_at(g: Game, cid: int, at: Place) -> bool:
    """Is the card's face known to everyone where it is (public zones and the cards on
    generals, unless laid face down out of some seats' sight)?"""
    if at.zone in _PUBLIC_ZONES or at.zone is _PILE:
        return cid not in g.hidden
    if at.zone is _HAND and cid in g.shown:  # 展示 ◆1: kept face up
        ev = g.shown[cid]
        return ev is None or any(e is ev for e in g.stack)
    return False


def _default_visible(g: Game, cid: int, dst: Place, face_up: bool) -> Visible:
    """Who sees a card's face as it moves.  Face up into a public place, or out of
    one where it lay face up: everyone.  Otherwise whoever held it or knew it,
    and the player whose hand (or pile) receives it; a card laid face down
    (拼點, 交換手牌) stays known only to those.  A card laid face down on a general
    (覆蓋) follows the room setting (``Game.face_down_open``): by default anyone may
    look at it, so everyone sees it."""
    src = g.place[cid]
    if dst.zone is _PILE and (face_up or g.face_down_open):
        return PUBLIC
    if face_up and dst.zone in _PUBLIC_ZONES:
        return PUBLIC
    if _face_up_at(g, cid, src):
        return PUBLIC
    seen = set(g.hidden.get(cid, ()))
    if src.seat is not None:
        seen.add(src.seat)
    if dst.seat is not None:
        seen.add(dst.seat)
    return frozenset(seen)


def _take(g: Game, cid: int) -> Place:
    src = g.place[cid]
    z = src.zone
    if z is _DRAW:
        g.draw_pile.remove(cid)
    elif z is _DISCARD:
        g.discard_pile.remove(cid)
    elif z is _PROCESSING:
        g.processing.remove(cid)
    elif z is _VOID:
        g.void.remove(cid)
    else:
        assert src.seat is not None
        a = g.players[src.seat].areas
        if z is _HAND:
            a.hand.remove(cid)
        elif z is _EQUIP:
            for slot, c in list(a.equip.items()):
                if c == cid:
                    del a.equip[slot]
        elif z is _JUDGE:
            a.judge = [(c, f) for c, f in a.judge if c != cid]
        elif z is _PILE:
            assert src.pile is not None
            pile = a.piles[src.pile]
            pile[:] = [pc for pc in pile if pc.id != cid]
            if not pile:
                del a.piles[src.pile]
        elif z is _UNDER:
            assert src.card is not None
            under = a.under[src.card]
            under.remove(cid)
            g.cards_under -= 1
            if not under:
                del a.under[src.card]
    return src


def _put(g: Game, cid: int, dst: Place, bottom: bool, face_up: bool,
         face: CardFace | None) -> None:
    z = dst.zone
    if z is _DRAW:
        if bottom:
            g.draw_pile.append(cid)
        else:
            g.draw_pile.insert(0, cid)
    elif z is _DISCARD:
        g.discard_pile.append(cid)
    elif z is _PROCESSING:
        g.processing.append(cid)
    elif z is _VOID:
        g.void.append(cid)
    else:
        assert dst.seat is not None
        a = g.players[dst.seat].areas
        if z is _HAND:
            a.hand.append(cid)
        elif z is _EQUIP:
            slot = g.cdef(g.cards[cid].name).slot
            assert slot is not None, f"{g.cards[cid].name} is not equipment"
            assert slot not in a.equip, "the slot is taken: move the old card out first"
            a.equip[slot] = cid
        elif z is _JUDGE:
            a.judge.append((cid, face or CardFace.of(g.cards[cid])))
        elif z is _PILE:
            assert dst.pile is not None
            a.piles.setdefault(dst.pile, []).append(PileCard(cid, face_up))
        elif z is _UNDER:
            assert dst.card is not None
            a.under.setdefault(dst.card, []).append(cid)
            g.cards_under += 1
    g.place[cid] = dst


def _with_cards_under(g: Game, batches: Sequence[tuple[Sequence[int], Place]],
                      ) -> tuple[list[tuple[Sequence[int], Place]], frozenset[int]]:
    """The batches with the cards under each equipment card that leaves its equipment
    area (``Zone.UNDER``) added: into another equipment area they go with it, under
    it; anywhere else they go to the discard pile.  And those cards, whose sight is
    the zones' whatever the move's own (they move out of sight of the others)."""
    out = list(batches)
    follow: list[int] = []
    place, players = g.place, g.players
    for cards, dst in batches:
        for cid in cards:
            src = place[cid]
            if src.zone is not _EQUIP:
                continue
            under = players[src.seat].areas.under.get(cid)  # type: ignore[index]
            if not under:
                continue
            to = Place(_UNDER, dst.seat, card=cid) if dst.zone is _EQUIP and \
                dst.seat != src.seat else DISCARD
            out.append((list(under), to))
            follow.extend(under)
    return out, frozenset(follow)


def move_many(g: Game, batches: Sequence[tuple[Sequence[int], Place]], reason: str,
              by: int | None = None, visible: Visible | str = "auto", bottom: bool = False,
              face_up: bool = True, faces: dict[int, CardFace] | None = None,
              placement: Placement | None = None) -> Flow:
    """Move cards to places at once, log it, then fire CARDS_MOVED once.

    ``visible`` is who sees the cards' faces: "auto" derives it from the
    zones (drawn cards: the drawer; a gift: giver and receiver; anything
    going to a public zone: everyone), ``PUBLIC`` (None) is everyone.

    Onto a general (seed 002): a card that may not lie there — face up on a
    covered general, face down beside a face-up card — is not moved; the
    first card on a general lies ``placement`` (default 顺置), and a general
    left with no card loses its placement state (``placement`` records).

    An equipment card with cards under it (``Zone.UNDER``) takes them along into
    another player's equipment area; leaving for anywhere else, it leaves them to
    the discard pile — in the same batch (:func:`_with_cards_under`).
    """
    if g._skills_dirty:
        g._rebuild()
    if g._holders.get(_MOVING) or g._latent.get(_MOVING):  # (holders(), inlined)
        pre = MovingEvent([(list(c), d) for c, d in batches], reason, by,
                          parent=g.stack[-1] if g.stack else None)
        yield from trigger(g, Timing.CARDS_MOVING, pre)
        batches = pre.batches
    follow: frozenset[int] = frozenset()
    if g.cards_under:  # (no equipment card has cards under it in most games)
        batches, follow = _with_cards_under(g, batches)
    auto = visible == "auto"
    assert auto or visible is None or isinstance(visible, frozenset)
    given: Visible = None if auto else visible  # type: ignore[assignment]  # (checked)
    moves: list[CardMove] = []
    seen: list[Visible] = []  # per move: each receiver of a gift sees only their cards
    generals: dict[int, None] = {}  # seats whose cards on the general change, in order
    equip: dict[int, None] = {}  # seats whose equipment changes: their skills may too
    shown, hidden, place = g.shown, g.hidden, g.place
    for cards, dst in batches:
        zone = dst.zone
        to_pile = zone is _PILE
        # a card lying face down in a public zone or on a general stays hidden in
        # views from whoever does not know it
        hide = not face_up and (to_pile or zone in _PUBLIC_ZONES)
        to_equip = zone is _EQUIP
        # everyone sees the cards, whatever their source (_default_visible's first cases)
        public = (to_pile and (face_up or g.face_down_open)) or \
            (face_up and zone in _PUBLIC_ZONES)
        # the list a card joins at its end (_put's commonest cases, without a call)
        joins: list[int] | None = None
        if zone is _DISCARD:
            joins = g.discard_pile
        elif zone is _PROCESSING:
            joins = g.processing
        elif zone is _HAND:
            assert dst.seat is not None
            joins = g.players[dst.seat].areas.hand
        for cid in cards:
            if to_pile:
                assert dst.seat is not None
                if not can_place(g, dst.seat, face_up):
                    continue
                generals[dst.seat] = None
            vis = given if not auto or public else _default_visible(g, cid, dst, face_up)
            if follow and not public and cid in follow:
                vis = _default_visible(g, cid, dst, face_up)  # (seen where it goes alone)
            src = _take(g, cid)
            if src.zone is _PILE:
                assert src.seat is not None
                generals[src.seat] = None
            if to_equip:
                equip[dst.seat] = None  # type: ignore[index]  # (an area has a seat)
            if src.zone is _EQUIP:
                equip[src.seat] = None  # type: ignore[index]
            if shown:  # (both mostly empty: no call then)
                shown.pop(cid, None)
            if joins is not None:
                joins.append(cid)
                place[cid] = dst
            else:
                _put(g, cid, dst, bottom, face_up, faces.get(cid) if faces else None)
            if hide and vis is not None:
                hidden[cid] = vis
            elif hidden:
                hidden.pop(cid, None)
            moves.append(CardMove(cid, src, dst, face_up))
            seen.append(vis)
    if not moves:
        return None
    vis_final: Visible = None if None in seen else \
        frozenset().union(*seen)  # type: ignore[arg-type]  # (no None among them)
    if equip:
        g.equipment_changed(equip)
    if len(moves) == 1:  # the commonest: one card, one record (no Place hashed)
        m = moves[0]
        _log_move(g, [m.card], m.src, m.dst, face_up, vis_final, reason, by)
    else:
        _log_moves(g, moves, reason, by, seen)
    if generals:
        placement_after_moves(g, generals, placement, reason)
    ev = MoveEvent(moves, reason, by, vis_final, parent=g.stack[-1] if g.stack else None)
    g.history.append(ev)  # (g.record, inlined)
    g.phase_history.append(ev)
    if Timing.CARDS_MOVED in g._hooked:  # (ops.trigger: nothing fires on the others)
        yield from trigger(g, Timing.CARDS_MOVED, ev)
    return ev


def _log_moves(g: Game, moves: list[CardMove], reason: str, by: int | None,
               seen: list[Visible]) -> None:
    """One ``move`` record per (from, to, who sees) group of the batch."""
    # keyed by the places' fields, as Place compares (its generated __hash__ is a
    # Python call); each group keeps its first move's places
    groups: dict[tuple[Any, ...], tuple[CardMove, Visible, list[int]]] = {}
    for m, vis in zip(moves, seen, strict=True):
        src, dst = m.src, m.dst
        key = (src.zone, src.seat, src.pile, dst.zone, dst.seat, dst.pile, m.face_up, vis)
        group = groups.get(key)
        if group is None:
            groups[key] = (m, vis, [m.card])
        else:
            group[2].append(m.card)
    for first, vis, cards in groups.values():
        _log_move(g, cards, first.src, first.dst, first.face_up, vis, reason, by)


def _log_move(g: Game, cards: list[int], src: Place, dst: Place, face_up: bool,
              vis: Visible, reason: str, by: int | None) -> None:
    # (made frozen, the keys in emit's order, "t" last; Game.emit_frozen inlined: a
    # move record is restricted exactly when not public, view.seen_alike)
    if vis is not None:
        g.restricted.append(len(g.log))
    g.log.append(FrozenDict(
        cards=frozen_ints(cards), src=src.to_json(), dst=dst.to_json(), reason=reason,
        by=by, visible=None if vis is None else _seers(vis), face_up=face_up, t="move"))


def _seers(vis: frozenset[int]) -> FrozenList:
    """A move record's ``visible``: the seats, sorted; one shared list for each set of
    seats (a record lives as long as the game: one container fewer to keep)."""
    got = _SEERS.get(vis)
    if got is None:
        if len(_SEERS) > 4096:  # subsets of the seats: bounded all the same
            _SEERS.clear()
        got = _SEERS[vis] = FrozenList(sorted(vis))
    return got


_SEERS: dict[frozenset[int], FrozenList] = {}


def move(g: Game, cards: Sequence[int], dst: Place, reason: str, by: int | None = None,
         visible: Visible | str = "auto", bottom: bool = False, face_up: bool = True,
         face: CardFace | None = None, placement: Placement | None = None) -> Flow:
    # (move_many's flow itself, run by the caller's ``yield from``: no flow of its own)
    faces = {c: face for c in cards} if face is not None else None
    return move_many(g, [(cards, dst)], reason, by, visible, bottom, face_up, faces,
                     placement)


def to_discard(g: Game, cards: Sequence[int], reason: str, by: int | None = None) -> Flow:
    """Put cards into the discard pile (not a discard unless ``reason`` is one)."""
    return move(g, cards, DISCARD, reason, by)


def to_processing(g: Game, cards: Sequence[int], reason: str, by: int | None = None) -> Flow:
    return move(g, cards, PROCESSING, reason, by)


def reshuffle(g: Game) -> None:
    """The draw pile ran out: shuffle the discard pile into it."""
    from ..game import GameOver

    if not g.discard_pile:
        raise GameOver([], "both piles empty")
    pile = g.discard_pile
    g.discard_pile = []
    g.rng.shuffle(pile)
    for cid in pile:
        g.place[cid] = DRAW
    g.draw_pile.extend(pile)
    g.emit("shuffle", count=len(pile))


def take_top(g: Game, n: int) -> list[int]:
    """The ids of the top ``n`` cards, reshuffling when the pile runs out."""
    if len(g.draw_pile) < n:
        reshuffle(g)
        if len(g.draw_pile) < n:
            from ..game import GameOver

            raise GameOver([], "both piles empty")
    return g.draw_pile[:n]


def draw(g: Game, seat: int, n: int, reason: str = "draw") -> Flow:
    """摸牌: the top ``n`` cards into the hand; only the drawer sees them."""
    if n <= 0:
        return []
    cards = take_top(g, n)
    yield from move(g, cards, hand_place(seat), reason, by=seat)
    return cards


def discard(g: Game, seat: int, cards: Sequence[int], by: int | None = None,
            reason: str = "discard") -> Flow:
    """棄置 the cards of ``seat`` (``by`` carries it out; default the owner)."""
    if not cards:
        return NOTHING
    return move(g, cards, DISCARD, reason, by=seat if by is None else by, visible=PUBLIC)
