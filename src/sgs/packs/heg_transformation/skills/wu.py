"""吴 of 君临天下·变: 凌统 (旋略, 勇进) and 吕范 (调度, 典财), edition [L].

Readings where the text leaves room, each a **[choice]**:

- 旋略: once per move that took cards out of the equipment area (however many); "一张
  牌" of another player is a hand or equipment card (a hand card at random).
- 勇进: each move is an equipment card on the field to the same slot of another player
  whose slot is empty; the owner may stop after any move, and may move one card again.
- 调度①: the player who used the equipment card is asked (不 吕范), once per turn for
  each player; a face-down 吕范 answers only for his own use (his reveal gives the
  kingdom), as [L] plays it.  ② the card taken goes to 吕范's hand; if it is still there
  he may give it to a player other than himself and the one it came from.
- 典财: X is 吕范's HP when the phase ends; "失去过牌" counts every card that left his
  hand or equipment in that phase (seed 000 失去), however it left.  The draw tops the
  hand up to his max HP (nothing to draw still uses the skill); the 变更 is asked
  after it, once per game ([L]; see common.py).
"""

from __future__ import annotations

from typing import Any

from ....core import CardType, EquipSlot, Game, Player, Skill, Timing, Zone, ops
from ....core.events import CardUse, MoveEvent, PhaseEvent
from ....core.skill import Flow
from ....core.zones import Place
from ..builder import hx
from .common import mates, may_change_deputy

# ================================================================ 凌统


def _others_with_cards(g: Game, owner: Player) -> list[int]:
    return [s for s in g.seats_from(owner.seat)
            if s != owner.seat and g.p(s).alive and g.hand_and_equip(s)]


_XUANLVE = "xuanlve.to"


@hx.skill
class Xuanlve(Skill):
    """旋略 [L]: 当你失去装备区的牌后，你可以弃置一名其他角色的一张牌。"""

    id = "xuanlve"
    timings = (Timing.CARDS_MOVED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, MoveEvent) and bool(ev.lost_by(owner.seat, Zone.EQUIP))
                and bool(_others_with_cards(g, owner)))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        chosen = yield from g.ask_players(owner.seat, _others_with_cards(g, owner),
                                          "skill.xuanlve.ask", reason=self.id, lo=0, hi=1)
        if not chosen:
            return False
        owner.marks[_XUANLVE] = chosen[0]
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        to = owner.marks.pop(_XUANLVE)
        if g.p(to).alive:
            yield from ops.discard_of(g, owner.seat, to, "he", reason=self.id)
        return None


def _slot(g: Game, cid: int) -> EquipSlot:
    slot = g.cdef(g.card(cid).name).slot
    assert slot is not None
    return slot


def _destinations(g: Game, owner: Player, cid: int) -> list[int]:
    src = g.place[cid].seat
    return [s for s in g.seats_from(owner.seat)
            if s != src and g.p(s).alive and g.equip(s, _slot(g, cid)) is None]


def _movable(g: Game, owner: Player) -> list[int]:
    return [c for s in g.seats_from(owner.seat) if g.p(s).alive
            for c in g.p(s).areas.equip.values() if _destinations(g, owner, c)]


@hx.skill
class Yongjin(Skill):
    """勇进 [L]: 限定技，出牌阶段，你可依次移动场上至多三张装备牌。"""

    id = "yongjin"
    active = True
    limited = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(_movable(g, owner))

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        for n in range(3):
            movable = _movable(g, owner)
            if not owner.alive or not movable:
                break
            chosen = yield from g.ask_cards(owner.seat, movable, "skill.yongjin.card",
                                            reason=self.id, lo=0 if n else 1, hi=1, move=n + 1)
            if not chosen:
                break
            cid = chosen[0]
            (to,) = yield from g.ask_players(owner.seat, _destinations(g, owner, cid),
                                             "skill.yongjin.to", reason=self.id, card=cid)
            yield from ops.move(g, [cid], Place(Zone.EQUIP, to), self.id, by=owner.seat,
                                visible=ops.PUBLIC)
        return None


# ================================================================ 吕范

_DREW = "diaodu.drew"
_DIAODU = "diaodu.from"


@hx.skill
class Diaodu(Skill):
    """调度 [L]: ①每回合限一次，当与你势力相同的角色使用装备牌时，其可摸一张牌。②出牌阶段
    开始时，你可获得与你势力相同的一名角色装备区里的一张牌，然后你可将此牌交给另一名角色。"""

    id = "diaodu"
    timings = (Timing.CARD_USING, Timing.PHASE_BEGIN)

    @staticmethod
    def _armed(g: Game, owner: Player) -> list[int]:
        return [s for s in mates(g, owner) if g.p(s).areas.equip]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if isinstance(ev, CardUse):
            user = ev.user
            if owner.kingdom is None and user != owner.seat:
                return False
            return (g.cdef(ev.face.name).type is CardType.EQUIP and g.p(user).alive
                    and user in mates(g, owner)
                    and g.p(user).marks.get(_DREW) != g.turn_count)
        return (isinstance(ev, PhaseEvent) and ev.phase == "play" and ev.seat == owner.seat
                and bool(self._armed(g, owner)))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if isinstance(ev, CardUse):
            return (yield from g.ask_confirm(ev.user, "skill.diaodu.draw", reason=self.id,
                                             owner=owner.seat))
        chosen = yield from g.ask_players(owner.seat, self._armed(g, owner),
                                          "skill.diaodu.take", reason=self.id, lo=0, hi=1)
        if not chosen:
            return False
        owner.marks[_DIAODU] = chosen[0]
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if isinstance(ev, CardUse):
            g.p(ev.user).marks[_DREW] = g.turn_count
            yield from ops.draw(g, ev.user, 1, self.id)
            return None
        frm = owner.marks.pop(_DIAODU)
        cid = yield from g.ask_card_of(owner.seat, frm, "e", "skill.diaodu.card",
                                       reason=self.id)
        if cid is None:
            return None
        yield from ops.move(g, [cid], Place(Zone.HAND, owner.seat), self.id, by=owner.seat,
                            visible=ops.PUBLIC)
        if not owner.alive or cid not in owner.hand:
            return None
        others = [s for s in g.seats_from(owner.seat)
                  if s not in (owner.seat, frm) and g.p(s).alive]
        if others:
            to = yield from g.ask_players(owner.seat, others, "skill.diaodu.give",
                                          reason=self.id, lo=0, hi=1, card=cid)
            if to:
                yield from ops.give(g, owner.seat, [cid], to[0], reason=self.id,
                                    face_up=True)
        return None


@hx.skill
class Diancai(Skill):
    """典财 [L]: 其他角色的出牌阶段结束时，若你于此阶段失去过不少于X张牌（X为你的体力值），
    则你可将手牌摸至你体力上限，然后你可变更。"""

    id = "diancai"
    timings = (Timing.PHASE_END,)

    @staticmethod
    def lost(g: Game, seat: int) -> int:
        return sum(len(e.lost_by(seat)) for e in g.phase_history if isinstance(e, MoveEvent))

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, PhaseEvent) and ev.phase == "play" and ev.seat != owner.seat
                and self.lost(g, owner.seat) >= max(owner.hp, 0))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.fill_hand_to(g, owner.seat, owner.max_hp)
        if owner.alive:
            yield from may_change_deputy(g, owner, owner.seat, self.id)
        return None
