"""The states of a general card: chained (横置/重置), turned over (翻面), and the cards
placed on it — their face (覆盖) and orientation (顺置/垂置) — with the HP display.

Seed 002 (rules reference: cards-on-generals.md).  Every rule and every pack turns a
general, flips it or places cards on it through these operations and the move
primitive, so the 垂置 lock cannot be bypassed:

- the first card placed on a general lies 顺置 (parallel); later ones follow it; a
  skill may place cards 垂置 directly onto a general with no card
  (``put_on_general(..., perpendicular=True)``); when the last card leaves, the
  general has no placement state;
- chaining or resetting a 顺置 general turns it 垂置; a 垂置 general is not turned:
  its cards rotate back to 顺置 instead (its chained state is unchanged);
- flipping a 垂置 general turns its cards instead: all face down → all face up,
  otherwise its face-up cards face down ([choice]: the seed's 需执行翻面时 item
  stands under the 垂置 lock, so a 顺置 general flips as usual);
- while 垂置 the HP the table sees is frozen (``Player.shown_hp``); the true HP
  changes, and dying follows it; the display catches up when the lock ends;
- at the start of every turn each player with a face-down card on their general, in
  seat order from the current player, turns one of them face up.

The lock (武将牌被锁定，不能发生任何变动。包括但可能不限于…) covers the three changes the
seed lists; revealing, hiding or replacing a hegemony general card (seed 001) is not
held back by it ([choice]: those are the other seed's own rules, and a death reveals
the cards whatever the lock says).
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ..zones import Placement

if TYPE_CHECKING:
    from ..game import Game

Flow = Generator[Any, Any, Any]


# ---------------------------------------------------------------- placement and HP display


def set_placement(g: Game, seat: int, placement: Placement | None, reason: str) -> None:
    """Put ``seat``'s general in a placement state and write the ``placement`` record.
    Entering 垂置 freezes the HP display; leaving it lets the display catch up (an
    ``hp`` record when the table saw another value)."""
    p = g.p(seat)
    if p.placement is placement:
        return
    was_locked = p.locked
    p.placement = placement
    g.emit("placement", seat=seat,
           placement=None if placement is None else placement.value, reason=reason)
    if p.locked and not was_locked:
        p.shown_hp = p.hp
    elif was_locked and not p.locked:
        shown, p.shown_hp = p.shown_hp, None
        if shown != p.hp:
            g.emit("hp", seat=seat, hp=p.hp, max_hp=p.max_hp)


def placement_after_moves(g: Game, seats: Iterable[int], new: Placement | None,
                          reason: str) -> None:
    """After a batch of moves to or from the cards on these generals: a general that got
    its first card takes ``new`` (default 顺置), one left with none loses its state."""
    for seat in seats:
        p = g.p(seat)
        if not p.areas.piles:
            set_placement(g, seat, None, reason)
        elif p.placement is None:
            set_placement(g, seat, new or Placement.PARALLEL, reason)


def can_place(g: Game, seat: int, face_up: bool) -> bool:
    """Seed 002 覆盖: a card may be placed face down only on a general with no face-up
    card; none may be placed face up while a face-down card lies there."""
    on = [pc for pile in g.p(seat).areas.piles.values() for pc in pile]
    return all(pc.face_up == face_up for pc in on)


# ---------------------------------------------------------------- 横置/重置, 翻面


def set_chained(g: Game, seat: int, chained: bool, by: int | None = None,
                reason: str = "") -> Flow:
    """横置 (``chained``) or 重置 ``seat``'s general card: the one way a player becomes
    chained or unchained (铁索连环, the chain rule after attribute damage, skills).

    Already in that state, or chaining forbidden by a skill in effect (the
    ``forbids_chain`` status hook: 明光铠): nothing happens (False).  A 垂置 general
    is locked: its cards rotate back to 顺置 instead and its chained state stays
    (True).  Otherwise the general turns (a ``chain`` record; True) and, if it was
    顺置, enters 垂置.
    """
    p = g.p(seat)
    if p.chained == chained or not p.alive:
        return False
    if chained and any(sk.forbids_chain(g, o, seat) for o, sk in g.status("forbids_chain")):
        return False  # a skill in effect says this general cannot be chained (明光铠)
    if p.locked:
        set_placement(g, seat, Placement.PARALLEL, reason or "chain")
        return True
    p.chained = chained
    g.emit("chain", seat=seat, chained=chained, by=by, reason=reason)
    if p.placement is Placement.PARALLEL:
        set_placement(g, seat, Placement.PERPENDICULAR, reason or "chain")
    return True
    yield  # pragma: no cover  (a generator, so that timings may join later)


def set_removed(g: Game, seat: int, removed: bool, reason: str = "") -> bool:
    """调离 (``removed``) a living player or bring them back: while removed they are
    not counted in distances nor seat order and are no card's legal target, and they
    use no card (调虎离山); :func:`end_removals` brings everyone back as a turn ends.
    False when nothing changes."""
    p = g.p(seat)
    if p.removed == removed or (removed and not p.alive):
        return False
    p.removed = removed
    g.mark_skills_changed()  # (the kept distance rows are measured on the counted ring)
    g.emit("removed", seat=seat, removed=removed, reason=reason)
    return True


def end_removals(g: Game) -> None:
    """The turn ends: every removed player (调离, "until the end of the turn") is
    counted again, in seat order."""
    for p in g.players:
        if p.removed:
            set_removed(g, p.seat, False, "turn_end")


def flip(g: Game, seat: int, by: int | None = None, reason: str = "") -> Flow:
    """翻面 ``seat``'s general card (face up ↔ face down).

    A 垂置 general is not flipped (False): if every card on it is face down they are
    all turned face up, otherwise its face-up cards are turned face down.  Otherwise
    the general turns over: a ``flip`` record, True.
    """
    p = g.p(seat)
    if p.locked:
        cards = [pc for pile in p.areas.piles.values() for pc in pile]
        if all(not pc.face_up for pc in cards):
            turn_cards(g, seat, [pc.id for pc in cards], True, reason or "flip")
        else:
            turn_cards(g, seat, [pc.id for pc in cards if pc.face_up], False,
                       reason or "flip")
        return False
    p.face_down = not p.face_down
    extra = {k: v for k, v in (("by", by), ("reason", reason)) if v not in (None, "")}
    g.emit("flip", seat=seat, face_down=p.face_down, **extra)
    return True
    yield  # pragma: no cover


# ---------------------------------------------------------------- the face of the cards


def turn_cards(g: Game, seat: int, cards: Iterable[int], face_up: bool, reason: str) -> None:
    """Turn cards on ``seat``'s general face up or face down where they lie (a
    ``pile_turn`` record).  Turned face up, everyone sees them; turned face down, the
    table saw them face up, so whoever saw them still knows them."""
    wanted = set(cards)
    turned = [pc.id for pile in g.p(seat).areas.piles.values() for pc in pile
              if pc.id in wanted and pc.face_up != face_up]
    if not turned:
        return
    for pile in g.p(seat).areas.piles.values():
        for pc in pile:
            if pc.id in wanted:
                pc.face_up = face_up
    if face_up:
        for c in turned:
            g.hidden.pop(c, None)
    g.emit("pile_turn", seat=seat, cards=turned, face_up=face_up, reason=reason)


def face_down_cards(g: Game, seat: int) -> list[int]:
    """The face-down cards (覆盖牌) on ``seat``'s general."""
    return [pc.id for pile in g.p(seat).areas.piles.values() for pc in pile if not pc.face_up]


def turn_up_at_turn_start(g: Game) -> Flow:
    """每回合开始时，该角色选择一张背面朝上的卡牌翻至正面朝上 — [choice: every turn, each
    player in 覆盖状态, in seat order from the current player]."""
    for seat in g.seats_from(g.current):
        down = face_down_cards(g, seat)
        if not down:
            continue
        chosen: Sequence[int] = yield from g.ask_cards(seat, down, "turn_face_up",
                                                       "face_down")
        turn_cards(g, seat, chosen, True, "turn_start")
