"""蜀 of 君临天下·变: 沙摩柯 (蒺藜) and 马谡 (散谣, 制蛮), edition [L]; and 徐庶 (辞行,
荐贤), a general DESIGNED HERE (issue 11: where no published general adds a deputy).

Readings where the text leaves room, each a **[choice]**:

- 蒺藜 counts every card the owner used (视为使用 included) or played (打出) this turn,
  the one now being used or played included, as [L] does; it is offered when that
  count equals the attack range at that moment.
- 散谣's target is any living player whose HP is the highest at the table (the user
  included); the card is discarded first, then the damage is dealt if they still live.
- 制蛮: the damage is prevented, then a card of the target's equipment or judgment
  area is taken (nothing if there is none); if the target is of 马谡's kingdom, 马谡
  is asked whether to let them choose, then they are asked — once per game, as [L]
  plays it (see common.py).

徐庶 (DESIGNED HERE, in the spirit of seed 001's 加入): 辞行 removes the deputy (seed
001 移除: face down or up, a soldier card in its place, max HP unchanged) for two cards
and 1 HP; 荐贤 (限定技) adds a deputy while there is none — a soldier card counts as
none (rules/hegemony.md [choice]) — by ``ops.deputy.add_deputy``: max HP becomes what
the cards are worth, and the new pair may bring 珠联璧合 and the leftover 阴阳鱼.
"""

from __future__ import annotations

from typing import Any

from ....core import Game, Player, Skill, Timing, ops
from ....core.events import CardUse, DamageEvent, Respond
from ....core.skill import Flow
from ...hegemony import relations as rel
from ..builder import hx
from .common import change_offered, may_change_deputy

# ================================================================ 沙摩柯


def cards_this_turn(g: Game, seat: int, ev: Any) -> int:
    """Cards ``seat`` used or played this turn, ``ev`` (being used or played) included."""
    n = sum(1 for e in g.history if (isinstance(e, CardUse) and e.user == seat)
            or (isinstance(e, Respond) and e.seat == seat))
    n += sum(1 for e in g.stack if isinstance(e, CardUse) and e.user == seat and e is not ev)
    return n + 1


@hx.skill
class Jilis(Skill):
    """蒺藜 [L]: 当你于一回合内使用或打出第X张牌时，你可以摸X张牌（X为你的攻击范围）。"""

    id = "jilis"
    timings = (Timing.CARD_USING, Timing.CARD_RESPONDED)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if isinstance(ev, CardUse):
            mine = ev.user == owner.seat
        else:
            mine = isinstance(ev, Respond) and ev.seat == owner.seat
        return mine and cards_this_turn(g, owner.seat, ev) == g.attack_range(owner.seat)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.draw(g, owner.seat, g.attack_range(owner.seat), self.id)


# ================================================================ 马谡


@hx.skill
class Sanyao(Skill):
    """散谣 [L]: 出牌阶段限一次，你可以弃置一张牌并选择一名体力值最大的角色，你对其造成1点
    伤害。"""

    id = "sanyao"
    active = True
    per_turn = 1
    harms_targets = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(g.hand_and_equip(owner.seat))

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        return not chosen

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        top = max(p.hp for p in g.alive())
        return not chosen and g.p(seat).hp == top

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.discard(g, owner.seat, list(cards))
        if owner.alive and g.p(targets[0]).alive:
            yield from ops.damage(g, owner.seat, targets[0], 1)
        return None


@hx.skill
class Zhiman(Skill):
    """制蛮 [L]: 当你对其他角色造成伤害时，你可防止此伤害，你获得其装备区或判定区里的一张
    牌。若其与你势力相同，你可令其选择是否变更。"""

    id = "zhiman"
    timings = (Timing.DAMAGE_CAUSING,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DamageEvent) and ev.source == owner.seat
                and ev.target != owner.seat and not ev.prevented and ev.amount > 0)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.prevented = True
        target = ev.target
        if g.p(target).alive:
            yield from ops.gain_of(g, owner.seat, target, "ej", reason=self.id)
        if owner.alive and rel.same_kingdom(g, owner.seat, target) \
                and change_offered(g, owner, target, self.id):
            offer = yield from g.ask_confirm(owner.seat, "skill.zhiman.offer", reason=self.id,
                                             target=target)
            if offer:
                yield from may_change_deputy(g, owner, target, self.id)
        return None


# ================================================================ 徐庶 (DESIGNED HERE)


@hx.skill
class Cixing(Skill):
    """辞行 (DESIGNED HERE): 出牌阶段限一次，你可以移除副将，然后摸两张牌并回复1点体力。"""

    id = "cixing"
    active = True
    per_turn = 1

    def can_activate(self, g: Game, owner: Player) -> bool:
        return ops.deputy.can_remove_deputy(g, owner.seat)

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        removed = yield from ops.deputy.remove_deputy(g, owner.seat)
        if removed and owner.alive:
            yield from ops.draw(g, owner.seat, 2, self.id)
            yield from ops.recover(g, owner.seat, 1, source=owner.seat)
        return None


@hx.skill
class Jianxian(Skill):
    """荐贤 (DESIGNED HERE): 限定技，出牌阶段，若你没有副将，你可以加入副将。

    Offered while the owner has no deputy general (a soldier card counts as none);
    a face-down owner is revealed by using it, which gives the kingdom the search
    needs."""

    id = "jianxian"
    active = True
    limited = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return ops.deputy.deputy_of(g, owner.seat) is None and bool(g.general_pile)

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.deputy.add_deputy(g, owner.seat)
        return None
