"""薛府: the skills of the Xue house's eight generals (seed 003, section 3).

制衡 救援 | 奇袭 | 离间 应怜 | 噬血 | 嫉妒 反间 | 国色 流离 | 谦逊 连营 | 结姻 枭姬.
Tests: tests/packs/honglou/test_xue.py.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ....core import CardFace, Game, Player, Skill, Suit, Timing, Zone, ops
from ....core.events import (
    CardUse,
    DamageEvent,
    DyingEvent,
    MoveEvent,
    PhaseEvent,
    RecoverEvent,
)
from ....core.generals import MALE
from ....core.ops.use import target_legal
from ....core.skill import Flow
from ....core.zones import EQUIP_ZONE, Place
from ..builder import hl

XUE = "xue"  # the 薛府 kingdom id
SUITS = [Suit.SPADE.value, Suit.HEART.value, Suit.CLUB.value, Suit.DIAMOND.value]


def is_male(g: Game, seat: int) -> bool:
    return g.p(seat).gender is MALE


def in_play_phase(g: Game, owner: Player) -> bool:
    return g.phase is not None and g.phase.phase == "play" and g.phase.seat == owner.seat


class ConvertOne(Skill):
    """將一張牌當X使用 in the play phase: one card of the owner matching ``fits``."""

    view_as = True
    card_limit = 1
    card_name = ""

    def fits(self, g: Game, cid: int) -> bool:
        return False

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return (self.card_name,) if play and in_play_phase(g, owner) else ()

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return not chosen and self.fits(g, cid)

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        if len(chosen) != 1:
            return None
        return CardFace.convert(self.card_name, [g.card(chosen[0])], self.id)


# ---------------------------------------------------------------- 薛姨妈


@hl.skill
class Zhiheng(Skill):
    """制衡: once per turn in the play phase, discard any number of cards and draw as many."""

    id = "zhiheng"
    per_turn = 1
    active = True
    card_range = (1, None)

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(g.hand_and_equip(owner.seat))

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.discard(g, owner.seat, cards)
        yield from ops.draw(g, owner.seat, len(cards), self.id)


@hl.skill
class Jiuyuan(Skill):
    """救援 (主人技, 锁定技): while the lord is dying, a 药 another 薛府 player uses on
    the lord recovers 1 more (the classic reading, rules §8 [choice])."""

    id = "jiuyuan"
    lord = True
    locked = True
    timings = (Timing.RECOVERING,)
    kingdom: ClassVar[str] = XUE  # whose 药 recover more

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not isinstance(ev, RecoverEvent) or ev.target != owner.seat:
            return False
        if ev.card is None or ev.card.name != "peach" or ev.source is None:
            return False
        if ev.source == owner.seat or g.p(ev.source).kingdom != self.kingdom:
            return False
        return any(isinstance(e, DyingEvent) and e.seat == owner.seat for e in g.stack)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.amount += 1
        return None
        yield  # pragma: no cover


# ---------------------------------------------------------------- 宝蟾


@hl.skill
class Qixi(ConvertOne):
    """奇袭: in the play phase, any black card (hand or equipment) as 过河拆桥."""

    id = "qixi"
    card_name = "dismantlement"

    def fits(self, g: Game, cid: int) -> bool:
        return g.face(cid).is_black


# ---------------------------------------------------------------- 香菱


@hl.skill
class Lijian(Skill):
    """离间: once per turn, discard a card and pick two males; the first is 視為 using
    a 决斗 on the second, which no 无懈可击 can answer."""

    id = "lijian"
    harms_targets = True
    per_turn = 1
    active = True
    targets_ignore_cards = True
    card_limit = 1
    target_limit = 2

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(g.hand_and_equip(owner.seat))

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        return not chosen

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        if len(chosen) >= 2 or not g.p(seat).alive or not is_male(g, seat):
            return False
        if not chosen:
            return True
        # the second is the target of the first's 决斗: it must be a legal one
        return target_legal(g, chosen[0], CardFace.virtual("duel", self.id), (), seat)

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 2

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.discard(g, owner.seat, cards)
        user, victim = targets
        if g.p(user).alive and g.p(victim).alive:
            yield from ops.use_virtual(g, user, "duel", [victim], skill=self.id,
                                       unanswerable_with=("nullification",))


@hl.skill
class Yinglian(Skill):
    """应怜: at your finish phase you may draw a card."""

    id = "yinglian"
    timings = (Timing.PHASE_BEGIN,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, PhaseEvent) and ev.seat == owner.seat and ev.phase == "finish"

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.draw(g, owner.seat, 1, self.id)


# ---------------------------------------------------------------- 薛蟠


@hl.skill
class Shixue(Skill):
    """噬血 (锁定技): at any time, each 1 damage you deal to a player within distance 1
    recovers you 1 HP.

    The distance is the one when the damage is dealt (``DamageEvent.distance``),
    not after it: a blow that kills a player behind a +1 horse does not heal,
    though the horse is discarded with his cards.
    """

    id = "shixue"
    locked = True
    timings = (Timing.DAMAGE_DONE,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DamageEvent) and ev.source == owner.seat and owner.wounded
                and ev.distance is not None and ev.distance <= 1)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.recover(g, owner.seat, ev.amount, source=owner.seat)


# ---------------------------------------------------------------- 夏金桂


@hl.skill
class Jidu(Skill):
    """嫉妒: in your draw phase you may draw one more card."""

    id = "jidu"
    timings = (Timing.DRAW_COUNT,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, PhaseEvent) and ev.seat == owner.seat

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.draw_count += 1
        return None
        yield  # pragma: no cover


@hl.skill
class Fanjian(Skill):
    """反间: once per turn, another player names a suit and takes one of your hand cards
    blind, shows it; a wrong guess costs them 1 damage from you; then they gain it."""

    id = "fanjian"
    harms_targets = True
    per_turn = 1
    active = True
    targets_ignore_cards = True
    target_limit = 1

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(owner.hand)

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return not chosen and seat != owner.seat and g.p(seat).alive

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        (target,) = targets
        suit = yield from g.ask_option(target, list(SUITS), "skill.fanjian.suit",
                                       reason=self.id, source=owner.seat)
        g.emit("choose_suit", seat=target, suit=suit, reason=self.id)
        cid = yield from g.ask_card_of(target, owner.seat, "h", "skill.fanjian.take",
                                       reason=self.id)
        if cid is None:
            return None
        ops.show(g, owner.seat, [cid], self.id)
        if g.face(cid).suit.value != suit:
            yield from ops.damage(g, owner.seat, target, 1)
        if g.p(target).alive and g.place[cid] == Place(Zone.HAND, owner.seat):
            yield from ops.move(g, [cid], Place(Zone.HAND, target), "gain", by=target,
                                visible=ops.PUBLIC)
        return None


# ---------------------------------------------------------------- 薛宝琴


@hl.skill
class Guose(ConvertOne):
    """国色: in the play phase, any ♦ card (hand or equipment) as 乐不思蜀."""

    id = "guose"
    card_name = "indulgence"

    def fits(self, g: Game, cid: int) -> bool:
        return g.face(cid).suit is Suit.DIAMOND


@hl.skill
class Liuli(Skill):
    """流离: on becoming a 杀's target, you may discard a card to pass the 杀 to another
    player in your attack range who is not its user."""

    id = "liuli"
    timings = (Timing.TARGETING,)

    def _to(self, g: Game, owner: Player, use: CardUse, cid: int) -> list[int]:
        """Who could take the 杀 if ``cid`` is the card discarded (it no longer counts
        for range or distance)."""
        return [s for s in g.alive_seats()
                if s != owner.seat and s != use.user and s not in use.targets
                and g.in_range(owner.seat, s, (cid,))
                and not g.prohibited(use.user, s, use.face)]

    def _cards(self, g: Game, owner: Player, use: CardUse) -> list[int]:
        return [c for c in g.hand_and_equip(owner.seat) if self._to(g, owner, use, c)]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardUse) and ev.face.name == "slash"
                and owner.seat in ev.targets and bool(self._cards(g, owner, ev)))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        pool = self._cards(g, owner, ev)
        chosen = yield from g.ask_cards(owner.seat, pool, "skill.liuli.card", reason=self.id,
                                        lo=0, hi=1)
        if not chosen:
            return False
        cid = chosen[0]
        to = yield from g.ask_players(owner.seat, self._to(g, owner, ev, cid),
                                      "skill.liuli.target", reason=self.id)
        owner.marks["liuli_to"] = to[0]
        yield from ops.discard(g, owner.seat, [cid])
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        to = owner.marks.pop("liuli_to")
        if owner.seat in ev.targets:
            ev.targets[ev.targets.index(owner.seat)] = to
            g.emit("retarget", seat=owner.seat, card=ev.face.name, old=owner.seat, new=to,
                   reason=self.id)
        return None
        yield  # pragma: no cover


# ---------------------------------------------------------------- 薛蝌


@hl.skill
class Qianxun(Skill):
    """谦逊 (锁定技): you cannot be the target of 顺手牵羊 or 乐不思蜀."""

    id = "qianxun"
    locked = True
    NAMES = frozenset({"snatch", "indulgence"})

    def prohibits(self, g: Game, owner: Player, user: int, target: int,
                  face: CardFace) -> bool:
        return target == owner.seat and face.name in self.NAMES


@hl.skill
class Lianying(Skill):
    """连营: whenever you lose your last hand card, you may draw one.

    Any move out of the hand is losing it (seed 000 失去手牌), even into your
    own equipment area: used, 打出, discarded, given or taken alike.
    """

    id = "lianying"
    timings = (Timing.CARDS_MOVED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, MoveEvent) and not owner.hand
                and bool(ev.lost_by(owner.seat, Zone.HAND)))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.draw(g, owner.seat, 1, self.id)


# ---------------------------------------------------------------- 薛宝钗


@hl.skill
class Jieyin(Skill):
    """结姻: once per turn, discard two hand cards and pick a wounded male: you and they
    each recover 1 (you need not be wounded yourself)."""

    id = "jieyin"
    per_turn = 1
    active = True
    card_range = (2, 2)
    targets_ignore_cards = True
    target_limit = 1

    def can_activate(self, g: Game, owner: Player) -> bool:
        return len(owner.hand) >= 2

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return list(owner.hand)

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        p = g.p(seat)
        return not chosen and p.alive and p.wounded and is_male(g, seat)

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.discard(g, owner.seat, cards)
        yield from ops.recover(g, owner.seat, 1, source=owner.seat)
        yield from ops.recover(g, targets[0], 1, source=owner.seat)


@hl.skill
class Xiaoji(Skill):
    """枭姬: for each card you lose from your equipment area, you may draw two.

    Any move out of the equipment area is losing it (seed 000), even back
    into your own hand.
    """

    id = "xiaoji"
    timings = (Timing.CARDS_MOVED,)

    def _lost(self, owner: Player, ev: MoveEvent) -> int:
        return len(ev.lost_by(owner.seat, EQUIP_ZONE))

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, MoveEvent) and self._lost(owner, ev) > 0

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        # the first card's draw was agreed to in the cost; each further one is asked
        yield from ops.draw(g, owner.seat, 2, self.id)
        for _ in range(self._lost(owner, ev) - 1):
            if not owner.alive:
                break
            if (yield from g.ask_confirm(owner.seat, "skill.xiaoji.ask", reason=self.id)):
                yield from ops.draw(g, owner.seat, 2, self.id)
