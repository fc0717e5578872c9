"""Damage, recovery, HP loss, dying and death (rules §5, timings §7)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from ..carddef import CardDef
from ..cards import CardFace
from ..events import (
    CardUse,
    DamageEvent,
    DeathEvent,
    DyingEvent,
    HpLossEvent,
    RecoverEvent,
    Timing,
)
from ..frozen import FrozenDict, frozen_ints
from ..zones import DISCARD
from .moves import move
from .states import set_chained
from .trigger import trigger

if TYPE_CHECKING:
    from ..game import Game

Flow = Generator[Any, Any, Any]


def _parent(g: Game) -> Any:
    return g.stack[-1] if g.stack else None


def _hp(g: Game, seat: int) -> None:
    """The ``hp`` record after a change; while the general is 垂置 (seed 002) the HP
    shown to the table stays frozen: ``shown`` is what the others see."""
    p = g.p(seat)
    if p.shown_hp is None:  # (emit's record, made frozen at once: seen alike by all)
        g.log.append(FrozenDict(seat=seat, hp=p.hp, max_hp=p.max_hp, t="hp"))
    else:
        g.emit("hp", seat=seat, hp=p.hp, max_hp=p.max_hp, shown=p.shown_hp)


def damage(g: Game, source: int | None, target: int, amount: int = 1, nature: str = "normal",
           card: CardFace | None = None, use: CardUse | None = None,
           chained: bool = False, transferred: bool = False) -> Flow:
    """造成伤害: causing → inflicted → HP down (dying inside) → done → damaged; then,
    for fire or thunder damage to a chained player, the chain rule (:func:`_chain`).

    ``transferred``: a damage moved to another player (天香): it too was caused
    already, so it starts at 受到伤害时; it can still pass along a chain.

    ``chained``: a chain transmission, the same damage reaching another chained
    player.  It was caused once, by the damage it passes on, so it starts at
    受到伤害时 (造成伤害时 does not run again: a +1 the source's skills gave the
    original counts once, in the amount passed on).
    """
    ev = DamageEvent(source, target, amount, nature, card, use, parent=_parent(g),
                     chained=chained, transferred=transferred)
    if not g.p(target).alive:
        return ev
    g.stack.append(ev)
    try:
        # (a timing not in g._hooked fires nothing: ops.trigger is not called)
        if source is not None and not (chained or transferred) and \
                Timing.DAMAGE_CAUSING in g._hooked:
            yield from trigger(g, Timing.DAMAGE_CAUSING, ev)
        caused = ev.amount  # the damage as caused, before the target's own modifiers
        if not ev.prevented and ev.amount > 0 and Timing.DAMAGE_INFLICTED in g._hooked:
            yield from trigger(g, Timing.DAMAGE_INFLICTED, ev)
        if ev.prevented or ev.amount <= 0:
            g.emit("damage_prevented", source=source, target=target)
            return ev
        p = g.p(target)
        if source is not None:
            ev.distance = g.distance(source, target)
        p.hp -= ev.amount
        # (emit's record, made frozen at once: the keys in its order, "t" last)
        g.log.append(FrozenDict(
            source=source, target=target, amount=ev.amount, nature=ev.nature,
            card=card.name if card else None, cards=frozen_ints(card.subcards if card else ()),
            **({"chained": True} if chained else {}),
            **({"transferred": True} if transferred else {}), t="damage"))
        _hp(g, target)
        if use is not None and not (chained or transferred):
            use.hit.add(target)  # a target of the card was hit
        if p.hp <= 0:
            yield from dying(g, target, ev)
        if source is not None and g.p(source).alive and Timing.DAMAGE_DONE in g._hooked:
            yield from trigger(g, Timing.DAMAGE_DONE, ev)
        if p.alive and Timing.DAMAGED in g._hooked:
            yield from trigger(g, Timing.DAMAGED, ev)
    finally:
        g.stack.pop()
    g.record(ev)
    if ev.nature != "normal" and g.p(target).chained:
        yield from _chain(g, ev, caused)
    return ev


def _chain(g: Game, ev: DamageEvent, amount: int) -> Flow:
    """The chain rule (铁索连环; seed 002: 在伤害事件结算之后，再将武将牌重置): after
    fire or thunder damage to a chained player has resolved, that player is reset
    (``set_chained``); then, unless the damage was itself passed on, each other
    chained player, in seat order from the current player, takes the same damage — the
    same source, card, nature and amount as caused — as a chain transmission (its
    target's own modifiers, 藤甲 or 白银狮子, apply to it afresh).  A transmission
    reaches a player only if they are still alive and chained when their turn
    comes; the first player's death does not stop it."""
    yield from set_chained(g, ev.target, False, reason="chain")
    if ev.chained:
        return
    for seat in g.seats_from(g.current):
        if seat != ev.target and g.p(seat).alive and g.p(seat).chained:
            yield from damage(g, ev.source, seat, amount, ev.nature, ev.card, ev.use,
                              chained=True)


def recover(g: Game, target: int, amount: int = 1, source: int | None = None,
            card: CardFace | None = None, use: CardUse | None = None) -> Flow:
    """回复体力, never above the maximum."""
    p = g.p(target)
    ev = RecoverEvent(target, amount, source, card, use, parent=_parent(g))
    if not p.alive:
        return ev
    yield from trigger(g, Timing.RECOVERING, ev)
    ev.amount = min(ev.amount, p.max_hp - p.hp)
    if ev.prevented or ev.amount <= 0:
        return ev
    p.hp += ev.amount
    g.emit("recover", seat=target, amount=ev.amount, source=source)
    _hp(g, target)
    yield from trigger(g, Timing.RECOVERED, ev)
    g.record(ev)
    return ev


def lose_hp(g: Game, target: int, amount: int = 1, source: int | None = None) -> Flow:
    """失去体力: not damage; no killer if it kills (rules §5)."""
    p = g.p(target)
    ev = HpLossEvent(target, amount, source, parent=_parent(g))
    if not p.alive or amount <= 0:
        return ev
    p.hp -= amount
    g.emit("lose_hp", seat=target, amount=amount)
    _hp(g, target)
    if p.hp <= 0:
        yield from dying(g, target, None, amount)
    if p.alive:
        yield from trigger(g, Timing.HP_LOST, ev)
    g.record(ev)
    return ev


def lose_max_hp(g: Game, target: int, amount: int = 1) -> Flow:
    p = g.p(target)
    p.max_hp -= amount
    p.hp = min(p.hp, p.max_hp)
    if p.shown_hp is not None:  # a frozen display shows no more than the maximum
        p.shown_hp = min(p.shown_hp, p.max_hp)
    g.emit("lose_max_hp", seat=target, amount=amount)
    _hp(g, target)
    if p.max_hp <= 0:
        yield from die(g, target, None, None)


def gain_max_hp(g: Game, target: int, amount: int = 1) -> Flow:
    """加体力上限: the maximum goes up by ``amount``; HP does not change (暴凌 then
    recovers on its own)."""
    p = g.p(target)
    if not p.alive or amount <= 0:
        return None
    p.max_hp += amount
    g.emit("gain_max_hp", seat=target, amount=amount)
    _hp(g, target)
    return None
    yield  # pragma: no cover  (a generator, so that timings may join later)


def rescue_names(g: Game, saver: int, dying_seat: int) -> frozenset[str]:
    """The cards ``saver`` could use on the dying player: those that can save, and that
    no skill forbids ``saver`` to use on them (完杀: ``prohibits``)."""
    p = g.p(saver)
    return frozenset(n for n, d, face in _savers(g) if d.can_save(g, p, dying_seat)
                     and not g.prohibited(saver, dying_seat, face))


def _savers(g: Game) -> list[tuple[str, CardDef, CardFace]]:
    """The set's cards whose definition may save (a card keeping CardDef's can_save saves
    nobody), with their virtual faces (frozen: shared), found once a game.  A game's
    card definitions are not replaced once it is made (Game.cdef holds them), but
    cards may be added to the set (Game.cdef allows it): a new count finds them."""
    cards = g.ruleset.cards
    kept = g._rescuers
    if kept is not None and kept[0] == len(cards):
        return kept[1]
    found = [(n, d, CardFace.virtual(n)) for n, d in cards.items()
             if type(d).can_save is not _NO_SAVE]
    g._rescuers = (len(cards), found)
    return found


_NO_SAVE = CardDef.can_save


def dying(g: Game, seat: int, damage_ev: DamageEvent | None, lost: int = 0) -> Flow:
    """濒死: ask from the current player round for rescue until HP ≥ 1, else die.  A
    skill at DYING may avert it (``DyingEvent.averted``: 你不会死亡): then nobody is
    asked and the player lives on below 1 HP.  ``lost``: the HP an HP loss reduced
    (a damage's amount is read from it)."""
    from .use import Pattern, ask_first_card

    p = g.p(seat)
    ev = DyingEvent(seat, damage_ev, damage_ev.amount if damage_ev is not None else lost,
                    parent=_parent(g))
    g.emit("dying", seat=seat)
    g.stack.append(ev)
    try:
        yield from trigger(g, Timing.DYING, ev)
        # everyone who could save is asked at once; the first yes in seat order from the
        # current player saves, and whoever says no is not asked again
        declined: set[int] = set()
        while p.alive and p.hp < 1 and not ev.averted:
            asks = [(s, Pattern(names)) for s in g.seats_from(g.current) if s not in declined
                    and (names := rescue_names(g, s, seat))]
            if not asks:
                break
            used = yield from ask_first_card(g, asks, use=True, reason="dying", target=seat,
                                             dying=seat)
            if used is None:
                break
            saver = used[0]
            declined.update(s for s, _ in asks[: [s for s, _ in asks].index(saver)])
    finally:
        g.stack.pop()
    g.record(ev)
    if p.alive and p.hp < 1 and not ev.averted:
        killer = damage_ev.source if damage_ev is not None else None
        yield from die(g, seat, killer, damage_ev)


def die(g: Game, seat: int, killer: int | None, damage_ev: DamageEvent | None) -> Flow:
    """死亡: the mode shows what a death shows (``Mode.reveal_at_death``), victory is
    checked, cards are discarded, then the mode's rewards."""
    p = g.p(seat)
    if not p.alive:
        return None
    p.alive = False
    g.mark_skills_changed()
    ev = DeathEvent(seat, killer, damage_ev, parent=_parent(g))
    g.emit("death", seat=seat, killer=killer, **g.mode.reveal_at_death(g, seat))
    yield from trigger(g, Timing.DEATH, ev)
    g.check_victory()
    a = p.areas
    cards = a.hand + list(a.equip.values()) + a.judge_ids() + \
        [pc.id for pile in a.piles.values() for pc in pile]
    if cards:
        yield from move(g, cards, DISCARD, "death", by=seat, visible=None)
    yield from g.mode.on_death(g, ev)
    yield from trigger(g, Timing.DIED, ev)
    g.record(ev)
    return ev
