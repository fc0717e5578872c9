"""魏 of 君临天下·变: 荀攸 (奇策, 智愚) and 卞夫人 (挽危, 约俭), edition [L].

Readings where the text leaves room, each a **[choice]**:

- 奇策 is offered in the play phase as an active skill (once per turn): the trick and
  its targets are chosen next, among the ordinary tricks of the deck (by rules name)
  that the whole hand can be used as now, with at most X targets (X = the hand size
  before the use; a target of 借刀杀人's 杀 is no target of the trick, and a card
  that picks its own targets — 南蛮入侵, 桃园结义, 以逸待劳 … — counts those it would
  have).  The card keeps what 將A當B keeps of several cards (a shared colour).
- 奇策's 变更 is asked after the trick resolves, once per game ([L]; see common.py).
- 智愚: the source discards even if it is 荀攸 himself; with no source, or a source
  with no hand card, nothing more happens.
- 挽危 works before the move (the engine's ``Timing.CARDS_MOVING``): when another player is
  about to discard (reason ``discard``) cards of 卞夫人's hand or equipment, or take
  them into their own hand, she may choose as many of her hand and equipment cards
  instead (a judgment-area card is no 你的牌); the same area need not be kept.
- 约俭: "used a card on a player of another kingdom" is recorded when the card's
  targets are confirmed, for the current player only while they have a kingdom (so
  of the same kingdom as 卞夫人 then and now); equipment is not counted ([L]).  The
  hand limit becomes the max HP by a +(max HP − HP) to the limit.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....core import CardFace, CardType, Game, Player, Skill, Timing, Zone, ops
from ....core.events import CardUse, DamageEvent, MovingEvent, PhaseEvent
from ....core.requests import ActOption, PlayRequest
from ....core.skill import Flow
from ...hegemony import relations as rel
from ..builder import hx
from .common import mates, may_change_deputy

# ================================================================ 荀攸


def trick_names(g: Game) -> list[str]:
    """The ordinary tricks (by rules name) among the deck's cards, in deck order."""
    out: list[str] = []
    for c in g.cards:
        name = CardFace.of(c).name
        if name not in out and g.cdef(name).type is CardType.TRICK:
            out.append(name)
    return out


def _same(face: CardFace) -> Callable[[tuple[int, ...]], CardFace | None]:
    return lambda _cards: face


@hx.skill
class Qice(Skill):
    """奇策 [L]: 出牌阶段限一次，你可将所有手牌当任意一张普通锦囊牌使用，你不能以此法使用目标数
    大于X的牌（X为你的手牌数），然后你可变更副将。"""

    id = "qice"
    active = True
    per_turn = 1

    def options(self, g: Game, owner: Player) -> list[ActOption]:
        """One option per trick the whole hand can be used as now (key
        ``skill:qice:<name>``, the hand its fixed cards), targets capped at X."""
        hand = tuple(owner.hand)
        if not hand:
            return []
        x = len(hand)
        cards = [g.card(c) for c in hand]
        out = []
        for name in trick_names(g):
            face = CardFace.convert(name, cards, self.id)
            cdef = g.cdef(name)
            if not cdef.usable(g, owner, face):
                continue
            opt = ops.card_targets_option(g, owner.seat, f"skill:{self.id}:{name}", name,
                                          _same(face), fixed_cards=hand)
            if cdef.auto_targets is not None:
                auto = [t for t in cdef.fixed_targets(g, owner, face)
                        if not g.prohibited(owner.seat, t, face)]
                if len(auto) > x:
                    continue
            else:
                cap = x + int(cdef.secondary_target)  # 借刀杀人's victim is no target
                inner = opt.target_ok

                def capped(cs: tuple[int, ...], ch: tuple[int, ...], s: int,
                           inner: Any = inner, cap: int = cap) -> bool:
                    return len(ch) < cap and bool(inner(cs, ch, s))

                opt.target_ok = capped
            if opt.feasible():
                out.append(opt)
        return out

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(owner.hand) and bool(self.options(g, owner))

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        opts = self.options(g, owner)
        if not opts:
            return None
        req = PlayRequest(owner.seat, "skill.qice.use", self.id, {}, options=opts,
                          can_pass=False)
        act = yield from g.ask(req)
        name = act.option.rsplit(":", 1)[1]
        face = CardFace.convert(name, [g.card(c) for c in act.cards], self.id)
        yield from ops.use_card(g, owner.seat, face, act.targets, chosen=True)
        if owner.alive:
            yield from may_change_deputy(g, owner, owner.seat, self.id)
        return None


@hx.skill
class Zhiyu(Skill):
    """智愚 [L]: 当你受到伤害后，你可以摸一张牌，然后展示所有手牌，若颜色均相同，伤害来源弃置
    一张手牌。"""

    id = "zhiyu"
    timings = (Timing.DAMAGED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, DamageEvent) and ev.target == owner.seat

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.draw(g, owner.seat, 1, self.id)
        hand = list(owner.hand)
        if not owner.alive or not hand:
            return None
        ops.show(g, owner.seat, hand, self.id)
        src = ev.source
        if len({g.card(c).suit.color for c in hand}) == 1 and src is not None \
                and g.p(src).alive and g.p(src).hand:
            yield from ops.ask_discard(g, src, 1, "h", reason=self.id)
        return None


# ================================================================ 卞夫人


def _taken(g: Game, owner: Player, ev: MovingEvent, cards: list[int], dst: Any) -> list[int]:
    """The owner's hand and equipment cards of one batch that another player discards or
    takes into their own hand."""
    by = ev.by
    if by is None or by == owner.seat:
        return []
    discard = ev.reason == "discard" and dst.zone is Zone.DISCARD
    taken = dst.zone is Zone.HAND and dst.seat == by
    if not (discard or taken):
        return []
    return [c for c in cards if g.place[c].seat == owner.seat
            and g.place[c].zone in (Zone.HAND, Zone.EQUIP)]


@hx.skill
class Wanwei(Skill):
    """挽危 [L]: 当你的牌被其他角色弃置或获得时，你可改为你选择的等量的牌。"""

    id = "wanwei"
    timings = (Timing.CARDS_MOVING,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, MovingEvent) and any(
            _taken(g, owner, ev, cards, dst) for cards, dst in ev.batches)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        for i, (cards, dst) in enumerate(ev.batches):
            mine = _taken(g, owner, ev, cards, dst)
            if not mine:
                continue
            elsewhere = {c for j, (cs, _) in enumerate(ev.batches) if j != i for c in cs}
            pool = [c for c in g.hand_and_equip(owner.seat) if c not in elsewhere]
            chosen = yield from g.ask_cards(owner.seat, pool, "skill.wanwei.choose",
                                            reason=self.id, lo=len(mine), hi=len(mine),
                                            by=ev.by)
            rest = [c for c in cards if c not in mine]
            ev.batches[i] = ([*rest, *chosen], dst)
        return None


_USED_ON_OTHERS = "yuejian.used"
_LIMIT = "yuejian.limit"


@hx.rule
class YuejianRecord(Skill):
    """For 约俭: the current player, with a kingdom, confirmed targets of a card (not
    equipment) of which one is of another kingdom — recorded for this turn."""

    id = "yuejian_record"
    timings = (Timing.TARGET_CONFIRMED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not isinstance(ev, CardUse) or ev.user != g.current:
            return False
        user = g.p(ev.user)
        return (user.kingdom is not None and user.marks.get(_USED_ON_OTHERS) != g.turn_count
                and g.cdef(ev.face.name).type is not CardType.EQUIP
                and any(rel.other_kingdom(g, ev.user, t) for t in ev.targets))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        g.p(ev.user).marks[_USED_ON_OTHERS] = g.turn_count
        return None
        yield  # pragma: no cover


@hx.skill
class Yuejian(Skill):
    """约俭 [L]: 锁定技，与你势力相同角色的弃牌阶段开始时，若其本回合处于与你势力相同状态时未
    对其他势力角色使用过牌，其本回合的手牌上限改为其体力上限。"""

    id = "yuejian"
    locked = True
    timings = (Timing.PHASE_BEGIN,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, PhaseEvent) and ev.phase == "discard" and g.p(ev.seat).alive
                and ev.seat in mates(g, owner)
                and g.p(ev.seat).marks.get(_USED_ON_OTHERS) != g.turn_count
                and g.p(ev.seat).marks.get(_LIMIT) != g.turn_count)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        g.p(ev.seat).marks[_LIMIT] = g.turn_count
        return None
        yield  # pragma: no cover

    def hand_limit_mod(self, g: Game, owner: Player, seat: int) -> int:
        p = g.p(seat)
        if p.marks.get(_LIMIT) != g.turn_count:
            return 0
        return p.max_hp - max(p.hp, 0)
