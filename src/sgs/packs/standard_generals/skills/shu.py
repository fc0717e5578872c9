"""蜀: 刘备 仁德 激将 · 关羽 武圣 · 张飞 咆哮 · 诸葛亮 观星 空城 · 赵云 龙胆 ·
马超 马术 铁骑 · 黄月英 集智 奇才.

龙胆, 马术 and 铁骑 are the Red Chamber's 优伶, 马术 and 冷面; 激将 shares 护主's
mechanism, 武圣 奇袭's conversion, 咆哮 the 连弩's, 空城 谦逊's prohibition.
Tests: tests/packs/standard_generals/test_shu.py.
"""

from __future__ import annotations

from typing import Any

from ....core import CardFace, CardType, Game, Player, Skill, Timing, ops
from ....core.events import CardUse, PhaseEvent
from ....core.ops.use import max_targets, target_legal
from ....core.skill import Flow
from ...honglou.skills.ningguo import LordProvides
from ...honglou.skills.qun import Lengmian, Mashu, Youling
from ...honglou.skills.xue import ConvertOne, Qianxun
from ...standard.weapons import CrossbowSkill
from ..builder import sg

SHU = "shu"

sg.skill(Mashu)


# ---------------------------------------------------------------- 刘备


@sg.skill
class Rende(Skill):
    """仁德: in the play phase give any number of hand cards to another player, as often
    as you like (several uses share them out); when the cards given this play phase
    first reach two, you recover 1 — once a phase [choice, see the pack]."""

    id = "rende"
    active = True
    card_range = (1, None)
    _MARK = "rende.given"  # (turn number, cards given in its play phase)
    targets_ignore_cards = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(owner.hand) and len(g.alive_seats()) > 1

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return list(owner.hand)

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return not chosen and seat != owner.seat and g.p(seat).alive

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def given(self, g: Game, owner: Player) -> int:
        """Cards given by 仁德 in this turn's play phase so far."""
        turn, n = owner.marks.get(self._MARK, (-1, 0))
        return int(n) if turn == g.turn_count else 0

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        before = self.given(g, owner)
        yield from ops.give(g, owner.seat, list(cards), targets[0], reason=self.id)
        owner.marks[self._MARK] = (g.turn_count, before + len(cards))
        if before < 2 <= before + len(cards):
            yield from ops.recover(g, owner.seat, 1, source=owner.seat)


@sg.skill
class Jijiang(LordProvides):
    """激将, lord skill: the other 蜀 players 打出 a 杀 for you (``LordProvides``).

    When a 杀 is asked of you (决斗, 南蛮入侵, 借刀杀人 …) it triggers like 护驾.  To use
    one in your play phase it is an active skill: choose the 杀's targets as for a
    杀 of yours (in your attack range, within the 杀 limit), then the helpers are
    asked; the provided 杀 is used by you on them.  If nobody provides one, 激将 is
    not offered again in that play phase.
    """

    id = "jijiang"
    harms_targets = True
    kingdom = SHU
    card = "slash"
    active = True
    _FAILED = "jijiang.failed"  # the turn in whose play phase nobody provided
    targets_ignore_cards = True

    def _face(self) -> CardFace:
        return CardFace.virtual("slash", self.id)

    def can_activate(self, g: Game, owner: Player) -> bool:
        return (owner.marks.get(self._FAILED) != g.turn_count
                and g.cdef("slash").usable(g, owner, self._face())
                and bool(self.helpers(g, owner)))

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        face = self._face()
        return (seat not in chosen and len(chosen) < max_targets(g, owner.seat, face)
                and g.in_range(owner.seat, seat)
                and target_legal(g, owner.seat, face, chosen, seat))

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return 1 <= len(chosen) <= max_targets(g, owner.seat, self._face())

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        got = yield from self.provide(g, owner)
        if got is None:
            owner.marks[self._FAILED] = g.turn_count
            return None
        alive = [t for t in targets if g.p(t).alive]
        if alive and owner.alive:
            yield from ops.use_card(g, owner.seat, got[1], alive, chosen=True)
        return None


# ---------------------------------------------------------------- 关羽, 张飞


@sg.skill
class Wusheng(ConvertOne):
    """武圣: any red card of yours (hand or equipment) used or 打出 as 杀, at any time.

    The ruling on an equipped red weapon needs no code: a converted equipment card
    stops giving its range while it is being used (rules §4), so a 杀 made of the
    weapon whose range it would need has no target in reach.
    """

    id = "wusheng"
    card_name = "slash"

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return (self.card_name,)

    def fits(self, g: Game, cid: int) -> bool:
        return g.face(cid).is_red


@sg.skill
class Paoxiao(CrossbowSkill):
    """咆哮: in the play phase any number of 杀 — the 连弩's rule, from no card."""

    id = "paoxiao"
    locked = False  # not labelled 锁定技 in the first edition
    equip_slot = None


# ---------------------------------------------------------------- 诸葛亮


@sg.skill
class Guanxing(Skill):
    """观星: at your start phase look at the top X cards (X: the living players, at most
    5), put any of them back on top and the rest at the bottom, each in any order."""

    id = "guanxing"
    timings = (Timing.PHASE_BEGIN,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, PhaseEvent) and ev.seat == owner.seat and ev.phase == "start"

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.arrange_top(g, owner.seat, min(5, len(g.alive_seats())), self.id)


@sg.skill
class Kongcheng(Qianxun):
    """空城 (锁定技): with no hand card you cannot be the target of 杀 or 决斗 (谦逊's
    prohibition, while the hand is empty).  Only becoming a target is barred: a
    决斗 already under way still hurts you."""

    id = "kongcheng"
    NAMES = frozenset({"slash", "duel"})

    def prohibits(self, g: Game, owner: Player, user: int, target: int,
                  face: CardFace) -> bool:
        return not owner.hand and super().prohibits(g, owner, user, target, face)


# ---------------------------------------------------------------- 赵云, 马超


@sg.skill
class Longdan(Youling):
    """龙胆 (蒋玉涵's 优伶): a hand 杀 as 闪, a hand 闪 as 杀, used or 打出."""

    id = "longdan"


@sg.skill
class Tieji(Lengmian):
    """铁骑 (柳湘莲's 冷面): after your 杀 targets a player, judge; red: it cannot be dodged."""

    id = "tieji"


# ---------------------------------------------------------------- 黄月英


@sg.skill
class Jizhi(Skill):
    """集智: when you use a non-delayed trick, you may draw a card before it resolves."""

    id = "jizhi"
    timings = (Timing.CARD_USING,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardUse) and ev.user == owner.seat
                and g.cdef(ev.face.name).type is CardType.TRICK)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.draw(g, owner.seat, 1, self.id)


@sg.skill
class Qicai(Skill):
    """奇才: the tricks you use (delayed ones too) have no distance limit."""

    id = "qicai"

    def ignores_distance(self, g: Game, owner: Player, user: int, face: CardFace,
                         target: int) -> bool:
        return (user == owner.seat
                and g.cdef(face.name).type in (CardType.TRICK, CardType.DELAYED))
