"""Seed 001 权: 事件 (events), an operation a skill starts.

发起"事件"的角色随机获得三张"事件牌"，然后选择其中一张交给进行"事件"的角色，该角色决定
是否进行"事件"，有些发起者可以强制进行者进行"事件"。  The five event cards:

1. ``event_overturn`` — the performer's general card is turned face down (叠置); if it
   is already, they discard hand cards down to their hand limit;
2. ``event_strike`` — the performer deals 1 damage to a player of the performer's
   kingdom, whom the starter chooses;
3. ``event_tribute`` — the performer draws 1, then gives the starter 2 hand cards;
4. ``event_disarm`` — the performer loses every card in their equipment area;
5. ``event_bleed`` — the performer loses 1 HP.

Readings taken on purpose ([choice]):

- The three event cards are drawn from the five at random with the game's stream
  (the starter sees them; the others see only the one given).  A test lays them out
  with the game option ``event_cards`` (``sgs.testing``'s ``Table.set_events``): the
  n-th event started offers its n-th entry; past its end, at random.
- 叠置 is the general card turned over (翻面) to face down.
- Event 2 with no player of the performer's kingdom (a performer with no kingdom
  has none; 你势力 includes the performer): nothing happens.  The starter chooses,
  the performer is the source.
- Event 3: the performer chooses the cards; with fewer than 2 hand cards they give
  all they have; a performer who is the starter gives nothing.
- Event 4: 失去 (seed 000): the equipment goes to the discard pile, not a discard.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ...core import Game, Place, Zone, ops
from . import relations as rel

Flow = Generator[Any, Any, Any]

OVERTURN, STRIKE, TRIBUTE, DISARM, BLEED = (
    "event_overturn", "event_strike", "event_tribute", "event_disarm", "event_bleed")
EVENTS = (OVERTURN, STRIKE, TRIBUTE, DISARM, BLEED)
LAID = "event_cards"  # the game option a test lays the offered cards out with


def offered_events(g: Game) -> list[str]:
    """The three event cards the next event's starter gets: at random, or as laid out
    (the option's entry for this event: the events started so far count)."""
    laid = g.options.get(LAID) or ()
    k = sum(1 for r in g.log if r["t"] == "view" and "events" in r)
    if k < len(laid):
        return list(laid[k])
    return sorted(g.rng.sample(EVENTS, 3), key=EVENTS.index)


def start_event(g: Game, starter: int, performer: int, reason: str,
                forced: bool = False) -> Flow:
    """``starter`` (for skill ``reason``) starts an event for ``performer``: three event
    cards at random, the starter gives one, the performer decides whether to perform
    it unless ``forced``.  The event performed, or None."""
    offered = offered_events(g)
    g.emit("view", seat=starter, visible=[starter], events=offered, reason=reason)
    event = yield from g.ask_option(starter, offered, "event.choose", reason=reason,
                                    performer=performer, forced=forced)
    g.emit("event", seat=starter, performer=performer, event=event, forced=forced)
    if not forced:
        ok = yield from g.ask_confirm(performer, "event.perform", reason=reason,
                                      event=event, starter=starter)
        if not ok:
            g.emit("event_refused", seat=performer, event=event)
            return None
    if g.p(performer).alive:
        yield from perform(g, starter, performer, event)
    return event


def perform(g: Game, starter: int, performer: int, event: str) -> Flow:
    """Carry out one event card (see the module's list)."""
    p = g.p(performer)
    if event == OVERTURN:
        if not p.face_down:
            yield from ops.flip(g, performer, by=starter, reason=event)
        else:
            extra = len(p.hand) - g.hand_limit(performer)
            if extra > 0:
                yield from ops.ask_discard(g, performer, extra, "h", reason=event)
    elif event == STRIKE:
        mates = [q.seat for q in g.alive() if rel.same_kingdom(g, performer, q.seat)]
        if mates:
            (victim,) = yield from g.ask_players(starter, mates, "event.strike",
                                                 reason=event, performer=performer)
            yield from ops.damage(g, performer, victim, 1)
    elif event == TRIBUTE:
        yield from ops.draw(g, performer, 1, event)
        if starter != performer and g.p(starter).alive and p.hand:
            n = min(2, len(p.hand))
            cards = p.hand if n == len(p.hand) else (yield from g.ask_cards(
                performer, list(p.hand), "event.tribute", reason=event, lo=n, hi=n))
            yield from ops.give(g, performer, list(cards), starter, reason=event)
    elif event == DISARM:
        if p.areas.equip:
            yield from ops.move(g, list(p.areas.equip.values()), Place(Zone.DISCARD),
                                event, by=performer, visible=ops.PUBLIC)
    elif event == BLEED:
        yield from ops.lose_hp(g, performer, 1)
    else:
        raise ValueError(f"unknown event {event!r}")
