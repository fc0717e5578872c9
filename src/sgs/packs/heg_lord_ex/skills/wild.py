"""君临天下·EX/不臣篇 野心家 (wild) generals: 钟会, 公孙渊.

Edition [L] (lysair/hegemony pkg/lord_ex) for each: [M] has no wild generals.  The
mode seats a wild general as a main general only; revealing it makes its player a
careerist with a 野心家 mark (sgs.modes.hegemony).  Tests:
tests/packs/heg_lord_ex/test_heg_lord_ex.py.

Readings where the text leaves room, each a **[choice]**:

- 权计: each of its two moments (受到伤害后, 造成伤害后) once per turn; declining one
  leaves it for a later damage of the turn ([L]).  The card put on the general as 权
  may be any card of the hand or equipment (face up, a pile named ``zhonghui_quan``);
  with no card nothing is put.  The hand limit counts the 权 while the skill is had
  (face up).
- 排异: X is counted after the 权 is put into the discard pile ([L]); the player chosen
  may be 钟会 himself ("一名角色").
- 怀异: the shown hand decides; the colour to discard is 公孙渊's choice; 0 to X other
  players with cards are chosen (none is allowed), and each gives up one card of the
  hand or equipment, 公孙渊 picking (a hand card at random); an equipment card taken
  is put on his general as 异 (a face-up pile ``gongsunyuan_yi``), any other card is
  gained.
- 恣睢 ②: "你死亡" is a death with no killer (no reward or punishment).
"""

from __future__ import annotations

from typing import Any

from ....core import CardType, Color, Game, Player, Skill, Timing, ops
from ....core.events import DamageEvent, PhaseEvent
from ....core.skill import Flow
from ....core.zones import DISCARD, Place, Zone
from ..builder import hx

QUAN = "zhonghui_quan"  # 权, on 钟会's general
YI = "gongsunyuan_yi"  # 异, on 公孙渊's general


# ================================================================ 钟会 权计 排异


@hx.skill
class Quanji(Skill):
    """权计 [L]: 每回合各限一次，当你受到伤害或造成伤害后，你可摸一张牌，然后将一张牌置于武将牌上，
    称为“权”；你的手牌上限+X（X为“权”的数量）。"""

    id = "quanji"
    timings = (Timing.DAMAGED, Timing.DAMAGE_DONE)

    @staticmethod
    def _mark(timing: Timing) -> str:
        return "quanji.damaged" if timing is Timing.DAMAGED else "quanji.damage"

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not isinstance(ev, DamageEvent) or not owner.alive:
            return False
        me = ev.target if timing is Timing.DAMAGED else ev.source
        return me == owner.seat and owner.marks.get(self._mark(timing)) != g.turn_count

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        owner.marks[self._mark(timing)] = g.turn_count
        yield from ops.draw(g, owner.seat, 1, self.id)
        pool = g.hand_and_equip(owner.seat)
        if not pool or not owner.alive:
            return None
        (cid,) = yield from g.ask_cards(owner.seat, pool, "skill.quanji.put", reason=self.id)
        yield from ops.put_on_general(g, owner.seat, QUAN, [cid])
        return None

    def hand_limit_mod(self, g: Game, owner: Player, seat: int) -> int:
        return len(g.pile_ids(owner.seat, QUAN)) if seat == owner.seat else 0


@hx.skill
class Paiyi(Skill):
    """排异 [L]: 出牌阶段限一次，你可将一张“权”置入弃牌堆并选择一名角色，其摸X张牌，若其手牌数
    大于你，你对其造成1点伤害（X为“权”的数量且至多为7）。"""

    id = "paiyi"
    active = True
    per_turn = 1
    card_range = (1, 1)
    harms_targets = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(g.pile_ids(owner.seat, QUAN))

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return g.pile_ids(owner.seat, QUAN)

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return not chosen

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        (target,) = targets
        yield from ops.move(g, list(cards), DISCARD, self.id, by=owner.seat, visible=ops.PUBLIC)
        x = min(len(g.pile_ids(owner.seat, QUAN)), 7)
        if x and g.p(target).alive:
            yield from ops.draw(g, target, x, self.id)
        if owner.alive and g.p(target).alive and \
                len(g.p(target).hand) > len(owner.hand):
            yield from ops.damage(g, owner.seat, target, 1)
        return None


# ================================================================ 公孙渊 怀异 恣睢


@hx.skill
class Huaiyi(Skill):
    """怀异 [L]: 出牌阶段限一次，你可展示所有手牌，若其中包含两种颜色，则你弃置其中一种颜色的牌，
    然后获得至多X名角色的各一张牌（X为你以此法弃置的手牌数）。你将以此法获得的装备牌置于武将牌
    上，称为“异”。"""

    id = "huaiyi"
    active = True
    per_turn = 1

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(owner.hand)

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        seat = owner.seat
        hand = list(owner.hand)
        ops.show(g, seat, hand, self.id)
        colours = [c.value for c in (Color.RED, Color.BLACK)
                   if any(g.card(cid).color is c for cid in hand)]
        if len(colours) < 2:
            return None
        colour = yield from g.ask_option(seat, colours, "skill.huaiyi.colour", reason=self.id)
        thrown = [cid for cid in hand if g.card(cid).color.value == colour]
        yield from ops.discard(g, seat, thrown)
        others = [s for s in g.seats_from(seat) if s != seat and g.hand_and_equip(s)]
        if not others or not owner.alive:
            return None
        picked = yield from g.ask_players(seat, others, "skill.huaiyi.choose", reason=self.id,
                                          lo=0, hi=min(len(thrown), len(others)),
                                          count=len(thrown))
        order = {s: i for i, s in enumerate(g.seats_from(seat))}
        for target in sorted(picked, key=order.__getitem__):
            if not owner.alive:
                break
            if not g.p(target).alive or not g.hand_and_equip(target):
                continue
            cid = yield from g.ask_card_of(seat, target, "he", "skill.huaiyi.take",
                                           reason=self.id)
            if cid is None:
                continue
            if g.cdef(g.card(cid).name).type is CardType.EQUIP:
                yield from ops.put_on_general(g, seat, YI, [cid])
            else:
                yield from ops.move(g, [cid], Place(Zone.HAND, seat), "gain", by=seat)
        return None


@hx.skill
class Zisui(Skill):
    """恣睢 [L]: 锁定技，①摸牌阶段，你多摸X张牌；②结束阶段，若X大于你的体力上限，你死亡（X为
    “异”的数量）。"""

    id = "zisui"
    locked = True
    timings = (Timing.DRAW_COUNT, Timing.PHASE_BEGIN)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not isinstance(ev, PhaseEvent) or ev.seat != owner.seat:
            return False
        x = len(g.pile_ids(owner.seat, YI))
        if timing is Timing.DRAW_COUNT:
            return x > 0
        return ev.phase == "finish" and x > owner.max_hp

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.DRAW_COUNT:
            ev.draw_count += len(g.pile_ids(owner.seat, YI))
            return None
        yield from ops.die(g, owner.seat, None, None)
        return None
