"""Seed 001's deputy changes: 移除 (remove), 变更 (change) and 加入 (add) a deputy
general, as operations any skill can call.

The generals not at the table are the remaining-generals pile (``Game.
general_pile``, index 0 on top), a hidden zone: its order reaches no observation.
A 士兵牌 (soldier card) is a general card with the kingdom and gender of the general
it replaced and no skill (``sgs.core.content.soldier_id``).  A player with a soldier
as deputy has no deputy for these operations (rules/hegemony.md [choice]; 变更 too,
as QSanguosha's 君临天下 code requires a non-soldier deputy).

Readings taken on purpose ([choice]):

- 移除 keeps the deputy's face: a face-down deputy is removed face down (seed 001:
  你的副将不必以明置状态移除) and its soldier lies face down, giving nothing until
  revealed; its general's name is not told to the others.  Max HP does not change.
- 变更 and 加入 search for a general of the player's kingdom: a player with no
  kingdom cannot (there is no 你势力 to match); a careerist's search shows the whole
  pile and finds none (野心家 is no printed kingdom).  A 双势力 general is of either
  of its kingdoms, as when pairing at setup.  Finding none changes
  nothing: the shown generals go back, shuffled, to the bottom.
- After each, ``DEPUTY_CHANGED`` fires (``DeputyChangedEvent``: which kind, the
  general that left, the one now there), so a skill of the general removed may answer
  it (闺秀).
- The general found is placed face up (it was shown), unless the mode forbids
  revealing it now (seed 001 双: a 双势力 general before the main general was ever
  revealed): then it lies face down, known to every seat, until revealed as any
  face-down card.  变更 keeps max HP and gives no reveal reward; 加入 makes max HP
  what the cards are now worth (HP unchanged) and fires ``GENERAL_REVEALED`` for the
  new card when it is face up, so a mode's rewards for a first reveal (珠联璧合,
  阴阳鱼) can follow (for a face-down one: when it is revealed).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from ..content import is_soldier, soldier_id
from ..events import DeputyChangedEvent, RevealEvent, Timing
from ..generals import GeneralCard, Position

if TYPE_CHECKING:
    from ..game import Game

Flow = Generator[Any, Any, Any]

DEPUTY = Position.DEPUTY


def deputy_of(g: Game, seat: int) -> GeneralCard | None:
    """The player's deputy general card, if it is a general (not a soldier card)."""
    return next((c for c in g.p(seat).generals if c.position is DEPUTY and not c.removed
                 and not is_soldier(c.general)), None)


def can_remove_deputy(g: Game, seat: int) -> bool:
    """有副将的角色才能移除副将."""
    return deputy_of(g, seat) is not None


def can_change_deputy(g: Game, seat: int) -> bool:
    """有副将的角色才能变更副将; the search needs the player's kingdom."""
    return deputy_of(g, seat) is not None and g.p(seat).kingdom is not None


def can_add_deputy(g: Game, seat: int) -> bool:
    """无副将的角色才能加入副将 (a soldier card counts as none); the search needs the
    player's kingdom."""
    return deputy_of(g, seat) is None and g.p(seat).kingdom is not None


def _with_deputy(g: Game, seat: int, card: GeneralCard | None) -> list[GeneralCard]:
    """The player's cards with ``card`` as deputy (replacing any deputy card)."""
    cards = [c for c in g.p(seat).generals if c.position is not DEPUTY]
    return cards + ([card] if card is not None else [])


def _changed(g: Game, seat: int, kind: str, old: GeneralCard | None, new: str,
             reason: str) -> Flow:
    """Fire ``DEPUTY_CHANGED`` (a skill of the general that left may answer it: 闺秀)."""
    from .trigger import trigger  # (trigger.py imports ops.generals, which imports us)

    ev = DeputyChangedEvent(seat, kind, old.general if old else None,
                            bool(old and old.revealed), new, reason,
                            parent=g.stack[-1] if g.stack else None)
    yield from trigger(g, Timing.DEPUTY_CHANGED, ev)
    g.record(ev)


def remove_deputy(g: Game, seat: int, reason: str = "") -> Flow:
    """移除副将: the deputy goes to the bottom of the remaining pile and leaves the game;
    a soldier card of its kingdom and gender takes its place; ``DEPUTY_CHANGED`` fires.
    False if the player has no deputy."""
    old = deputy_of(g, seat)
    if old is None:
        return False
    gdef = g.ruleset.general(old.general)
    g.general_pile.append(old.general)
    g.general_knowers.pop((seat, DEPUTY), None)
    soldier = GeneralCard(soldier_id(gdef.kingdom, gdef.gender), DEPUTY, old.revealed)
    g.set_generals(seat, _with_deputy(g, seat, soldier))
    g.emit("remove_deputy", seat=seat, general=old.general if old.revealed else None,
           soldier=soldier.general if old.revealed else None)
    g.check_victory()
    yield from _changed(g, seat, "remove", old, soldier.general, reason)
    return True


def _search(g: Game, seat: int) -> tuple[str | None, list[str]]:
    """Show generals from the top of the remaining pile until one of the player's
    kingdom: the one found (None: none) and the others shown, all taken out of the
    pile (the caller puts those back)."""
    kingdom = g.p(seat).kingdom
    shown: list[str] = []
    found = None
    while g.general_pile:
        gid = g.general_pile.pop(0)
        if kingdom in g.ruleset.general(gid).kingdoms:
            found = gid
            break
        shown.append(gid)
    g.emit("general_search", seat=seat, shown=[*shown, *([found] if found else [])],
           found=found)
    return found, shown


def _seat_found(g: Game, seat: int, found: str) -> GeneralCard:
    """Make ``found`` the deputy: face up if the mode lets it be revealed now, else
    face down, known to every seat (it was shown)."""
    up = g.mode.may_reveal(g, seat, GeneralCard(found, DEPUTY, revealed=False))
    card = GeneralCard(found, DEPUTY, up)
    g.general_knowers.pop((seat, DEPUTY), None)
    if not card.revealed:  # every seat and the spectators (None) know it
        g.general_knowers[seat, DEPUTY] = {*range(len(g.players)), None}
    g.set_generals(seat, _with_deputy(g, seat, card))
    return card


def _face(card: GeneralCard) -> dict[str, bool]:
    """The record's ``face_down`` field, there only when the new deputy lies face down."""
    return {} if card.revealed else {"face_down": True}


def _to_bottom(g: Game, generals: list[str]) -> None:
    """洗混并置入剩余武将牌堆底."""
    g.rng.shuffle(generals)
    g.general_pile.extend(generals)


def change_deputy(g: Game, seat: int, reason: str = "") -> Flow:
    """变更副将: search the pile for a general of the player's kingdom; the old deputy and
    the others shown go back, shuffled together, to the bottom; the one found is the new
    deputy, face up (see the module's note).  Max HP unchanged, no reveal reward.  The
    new general's id (None when no general of the kingdom was found, or the player
    cannot change)."""
    old = deputy_of(g, seat)
    if old is None or not can_change_deputy(g, seat):
        return None
    found, shown = _search(g, seat)
    if found is None:
        _to_bottom(g, shown)
        return None
    _to_bottom(g, [old.general, *shown])
    card = _seat_found(g, seat, found)
    g.emit("change_deputy", seat=seat, general=found,
           old=old.general if old.revealed else None, **_face(card))
    g.check_victory()
    yield from _changed(g, seat, "change", old, found, reason)
    return found


def add_deputy(g: Game, seat: int, reason: str = "") -> Flow:
    """加入副将: search the pile for a general of the player's kingdom; the one found is
    the deputy, face up (see the module's note); max HP is what the cards are now
    worth; ``GENERAL_REVEALED`` fires for it (the rewards of a first reveal may
    follow).  The new general's id, or None."""
    if not can_add_deputy(g, seat):
        return None
    found, shown = _search(g, seat)
    _to_bottom(g, shown)
    if found is None:
        return None
    p = g.p(seat)
    card = _seat_found(g, seat, found)
    p.max_hp = p.traits.max_hp
    p.hp = min(p.hp, p.max_hp)
    g.emit("add_deputy", seat=seat, general=found, max_hp=p.max_hp, **_face(card))
    g.check_victory()
    if card.revealed:
        from .trigger import trigger  # (trigger.py imports ops.generals, which imports us)

        ev = RevealEvent(seat, found, DEPUTY.value, parent=g.stack[-1] if g.stack else None)
        yield from trigger(g, Timing.GENERAL_REVEALED, ev)
        g.record(ev)
    yield from _changed(g, seat, "add", None, found, reason)
    return found


__all__ = ["add_deputy", "can_add_deputy", "can_change_deputy", "can_remove_deputy",
           "change_deputy", "deputy_of", "remove_deputy"]
