"""Seed 001 联: 合纵连横规则 — every player who meets a condition has the skill, so the
mode runs them as base rules, for the player whose turn ends (回合结束时), the
condition checked then.

- 合纵 ``alliance_hezong``: you are of a small kingdom.  You may give a hand card to
  another player of a small kingdom; if their kingdom has no fewer players than
  yours, you draw 1.
- 连横 ``alliance_lianheng``: you are of a big kingdom.  You may give a hand card to
  a player of a small kingdom; they choose: discard a 杀, or let you look at the top
  two cards of the draw pile and take one of them.

Readings taken on purpose ([choice]):

- "势力的角色数" counts living players of that kingdom; a player with no kingdom
  (small while a big kingdom exists) is a kingdom of one, as each careerist is.
- The card is given face down (交给); the giver chooses it, then the receiver.
- 连横's receiver may choose to discard a 杀 only with a 杀 in hand; the card not
  taken of the two looked at stays on top of the draw pile.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ...core import Game, Place, Skill, Timing, Zone, ops
from ...core.events import TurnEvent
from ...core.ops.moves import take_top
from ...core.player import Player
from ...packs.hegemony import relations as rel

Flow = Generator[Any, Any, Any]
HEZONG, LIANHENG = "alliance_hezong", "alliance_lianheng"
DISCARD_SLASH, TAKE_TOP = "discard_slash", "take_top"


def _size(g: Game, seat: int) -> int:
    """Living players of ``seat``'s kingdom (a player with none counts alone)."""
    side = rel.side(g, seat)
    return 1 if side is None else rel.kingdom_sizes(g).get(side, 0)


def _give(g: Game, seat: int, receivers: list[int], reason: str) -> Flow:
    """The giver picks a hand card (or none: declines), then a receiver; the card goes.
    The receiver, or None."""
    p = g.p(seat)
    if not p.hand or not receivers:
        return None
    cards = yield from g.ask_cards(seat, list(p.hand), f"{reason}.card", reason=reason,
                                   lo=0, hi=1)
    if not cards:
        return None
    (to,) = yield from g.ask_players(seat, receivers, f"{reason}.to", reason=reason)
    g.announce_skill(seat, reason, targets=[to])
    yield from ops.give(g, seat, list(cards), to, reason=reason)
    return to


class _Alliance(Skill):
    timings = (Timing.TURN_END,)

    def applies(self, g: Game, seat: int) -> bool:
        raise NotImplementedError

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, TurnEvent) and g.p(ev.seat).alive and \
            bool(g.p(ev.seat).hand) and self.applies(g, ev.seat)


class Hezong(_Alliance):
    """合纵: 你为小势力的角色。回合结束时，你可以将一张手牌交给小势力的一名其他角色，若其势力的
    角色数不少于你势力，你摸一张牌。"""

    id = HEZONG

    def applies(self, g: Game, seat: int) -> bool:
        return rel.is_small(g, seat)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        seat = ev.seat
        small = [p.seat for p in g.alive() if p.seat != seat and rel.is_small(g, p.seat)]
        to = yield from _give(g, seat, small, self.id)
        if to is not None and g.p(seat).alive and _size(g, to) >= _size(g, seat):
            yield from ops.draw(g, seat, 1, self.id)


class Lianheng(_Alliance):
    """连横: 你为大势力的角色。回合结束时，你可以将一张手牌交给小势力的一名角色，其选择一项：
    1.弃置一张【杀】；2.令你观看牌堆顶两张牌并获得其中的一张。"""

    id = LIANHENG

    def applies(self, g: Game, seat: int) -> bool:
        return rel.is_big(g, seat)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        seat = ev.seat
        small = [p.seat for p in g.alive() if rel.is_small(g, p.seat)]
        to = yield from _give(g, seat, small, self.id)
        if to is None or not g.p(to).alive:
            return None
        slashes = [c for c in g.p(to).hand if g.face(c).name == "slash"]
        options = [*([DISCARD_SLASH] if slashes else []), TAKE_TOP]
        pick = yield from g.ask_option(to, options, f"{self.id}.choice", reason=self.id,
                                       giver=seat)
        if pick == DISCARD_SLASH:
            (card,) = yield from g.ask_cards(to, slashes, f"{self.id}.slash",
                                             reason=self.id)
            yield from ops.discard(g, to, [card])
        elif g.p(seat).alive:
            top = take_top(g, 2)
            ops.view_cards(g, seat, top, self.id)
            (card,) = yield from g.ask_cards(seat, top, f"{self.id}.take", reason=self.id)
            yield from ops.move(g, [card], Place(Zone.HAND, seat), self.id, by=seat,
                                visible=frozenset({seat}))
        return None


RULES: tuple[Skill, ...] = (Hezong(), Lianheng())
