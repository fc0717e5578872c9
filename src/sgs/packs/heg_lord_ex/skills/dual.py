"""君临天下·EX/不臣篇 双势力 (dual-kingdom) generals: 士燮, 糜芳傅士仁, 文钦, 孟达, 刘琦.

Edition [L] (lysair/hegemony pkg/lord_ex) for each: [M] has no dual-kingdom generals.
Tests: tests/packs/heg_lord_ex/test_heg_lord_ex.py.  The mode seats a dual-kingdom
general as a deputy only and keeps it face down until the main general has been
revealed (seed 001 双), so none of these skills is offered before that.

Readings where the text leaves room, each a **[choice]**:

- 礼下: "其他势力角色" is the relation word 其他势力 (``other_kingdom``): a player with a
  kingdom, not 士燮's; a player still without one is not.  The second option is
  offered only while 士燮 has an equipment card (the first is always there).
- 避乱: X counts 士燮's equipment cards, as its text says ([L]'s code counts the hand
  cards instead).
- 锋势 ②: the user decides, so it works only while 糜芳傅士仁's card is face up (the
  user cannot reveal another player's general); in both parts the cards are
  discarded in the text's order: 糜芳傅士仁's own first (their choice), then one of the
  other player's (糜芳傅士仁 picks it).  "此牌造成伤害值+1" is the card's extra damage
  (as 酒's), whatever card it is.
- 矜伐: the target may give any equipment card of theirs (hand or equipped) or decline
  it; declining is "令你获得其一张牌" (文钦 picks, a hand card at random).  The ♠ 杀 is
  视为使用 by the target on 文钦 if nothing prohibits it (no distance needed, not
  counted).
- 求安: "造成此伤害的牌" is the card or cards the damage's card face was made of, all
  still in the processing area; a virtual card (視為) is no card and cannot be a 函.
- 量反: "以此法获得的牌" is a 函 card used as itself (not converted, [L]'s card mark);
  the take is optional ("你可以") although the skill is locked, and not from 孟达
  himself ([L]).
"""

from __future__ import annotations

from typing import Any

from ....core import CardFace, CardType, Game, Player, Skill, Suit, Timing, ops
from ....core.events import CardUse, DamageEvent, PhaseEvent
from ....core.ops.use import target_legal
from ....core.skill import Flow
from ....core.zones import PROCESSING, Place, Zone
from ...hegemony import relations as rel
from ..builder import hx


def _has_cards(g: Game, seat: int) -> bool:
    return bool(g.hand_and_equip(seat))


# ================================================================ 士燮 礼下 避乱


@hx.skill
class Lixia(Skill):
    """礼下 [L]: 锁定技，其他势力角色的准备阶段，若你不在其攻击范围内，该角色须选择一项：
    1.令你摸一张牌；2.弃置你装备区内的一张牌，该角色失去1点体力。"""

    id = "lixia"
    locked = True
    timings = (Timing.PHASE_BEGIN,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, PhaseEvent) and ev.phase == "start" and ev.seat != owner.seat
                and g.p(ev.seat).alive and rel.other_kingdom(g, owner.seat, ev.seat)
                and not g.in_range(ev.seat, owner.seat))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        options = ["lixia_draw", *(["lixia_discard"] if owner.areas.equip else [])]
        pick = yield from g.ask_option(ev.seat, options, "skill.lixia.choose", reason=self.id,
                                       target=owner.seat)
        if pick == "lixia_draw":
            yield from ops.draw(g, owner.seat, 1, self.id)
            return None
        yield from ops.discard_of(g, ev.seat, owner.seat, "e", reason=self.id)
        yield from ops.lose_hp(g, ev.seat, 1)
        return None


@hx.skill
class Biluan(Skill):
    """避乱 [L]: 锁定技，其他角色计算与你的距离+X（X为你装备区内的牌数）。"""

    id = "biluan"
    locked = True

    def distance_mod(self, g: Game, owner: Player, src: int, dst: int) -> int:
        return len(owner.areas.equip) if dst == owner.seat and src != owner.seat else 0


# ================================================================ 糜芳傅士仁 锋势


@hx.skill
class Fengshih(Skill):
    """锋势 [L]: ①当你使用牌指定其他角色为唯一目标后，若其手牌数小于你且你与其均有牌，你可以
    弃置你与其各一张牌，然后此牌造成伤害值+1；②当你成为其他角色使用牌的唯一目标后，若你手牌
    数小于其且你与其均有牌，其可以令你弃置你与其各一张牌，然后此牌造成伤害值+1。"""

    id = "fengshih"
    timings = (Timing.TARGET_CONFIRMED,)

    @staticmethod
    def _other(g: Game, owner: Player, ev: Any) -> int | None:
        """The other player of a use that fits ① or ② (None: it does not)."""
        if not isinstance(ev, CardUse) or len(ev.targets) != 1:
            return None
        (target,) = ev.targets
        if ev.user == owner.seat and target != owner.seat:
            other, fewer = target, target
        elif target == owner.seat and ev.user != owner.seat:
            other, fewer = ev.user, owner.seat
        else:
            return None
        more = owner.seat if fewer == other else other
        if not (g.p(other).alive and len(g.p(fewer).hand) < len(g.p(more).hand)
                and _has_cards(g, owner.seat) and _has_cards(g, other)):
            return None
        return other

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        other = self._other(g, owner, ev)
        if other is None:
            return False
        # ② is the user's to decide: only once the card is face up (the skill is had)
        return ev.user == owner.seat or self.id in owner.skill_ids

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if ev.user == owner.seat:
            return (yield from g.ask_confirm(owner.seat, "skill.fengshih.ask", reason=self.id,
                                             target=ev.targets[0]))
        return (yield from g.ask_confirm(ev.user, "skill.fengshih.ask_back", reason=self.id,
                                         target=owner.seat))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        other = ev.targets[0] if ev.user == owner.seat else ev.user
        yield from ops.ask_discard(g, owner.seat, 1, "he", reason=self.id)
        if g.p(other).alive:
            yield from ops.discard_of(g, owner.seat, other, "he", reason=self.id)
        ev.extra_damage += 1
        return None


# ================================================================ 文钦 矜伐


@hx.skill
class Jinfa(Skill):
    """矜伐 [L]: 出牌阶段限一次，你可弃置一张牌并选择一名其他角色，令其选择一项：1.令你获得其
    一张牌；2.交给你一张装备牌，若此装备牌为♠，其视为对你使用一张【杀】。"""

    id = "jinfa"
    active = True
    per_turn = 1
    card_range = (1, 1)

    def can_activate(self, g: Game, owner: Player) -> bool:
        return _has_cards(g, owner.seat)

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return not chosen and seat != owner.seat and _has_cards(g, seat)

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        (target,) = targets
        yield from ops.discard(g, owner.seat, list(cards))
        equips = [c for c in g.hand_and_equip(target)
                  if g.cdef(g.card(c).name).type is CardType.EQUIP]
        given: tuple[int, ...] = ()
        if equips and owner.alive:
            given = yield from g.ask_cards(target, equips, "skill.jinfa.give", reason=self.id,
                                           lo=0, hi=1, target=owner.seat)
        if not given:
            if owner.alive and _has_cards(g, target):
                yield from ops.gain_of(g, owner.seat, target, "he", reason=self.id)
            return None
        (cid,) = given
        spade = g.card(cid).suit is Suit.SPADE
        # its suit decides what follows: given face up
        yield from ops.give(g, target, [cid], owner.seat, reason=self.id, face_up=True)
        face = CardFace.virtual("slash", self.id)
        if spade and owner.alive and g.p(target).alive and \
                target_legal(g, target, face, (), owner.seat, distance_free=True):
            yield from ops.use_virtual(g, target, "slash", [owner.seat], skill=self.id,
                                       counted=False)
        return None


# ================================================================ 孟达 求安 量反

HAN = "mengda_han"  # 函, the pile on 孟达's general


@hx.skill
class Qiuan(Skill):
    """求安 [L]: 当你受到伤害时，若没有“函”，你可将造成此伤害的牌置于武将牌上，称为“函”，
    然后防止此伤害。"""

    id = "qiuan"
    timings = (Timing.DAMAGE_INFLICTED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DamageEvent) and ev.target == owner.seat and not ev.prevented
                and ev.card is not None and bool(ev.card.subcards)
                and all(g.place[c] == PROCESSING for c in ev.card.subcards)
                and not g.pile(owner.seat, HAN))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        assert ev.card is not None
        if (yield from ops.put_on_general(g, owner.seat, HAN, list(ev.card.subcards))):
            ev.prevented = True
        return None


@hx.skill
class Liangfan(Skill):
    """量反 [L]: 锁定技，准备阶段，若你有“函”，你获得之，然后失去1点体力，当你于此回合内使用以此
    法获得的牌造成伤害后，你可以获得受伤角色的一张牌。"""

    id = "liangfan"
    locked = True
    timings = (Timing.PHASE_BEGIN, Timing.DAMAGE_DONE)
    MARK = "liangfan.cards"  # [turn number, the 函 cards taken]

    def _taken(self, g: Game, owner: Player) -> list[int]:
        mark = owner.marks.get(self.MARK)
        return list(mark[1]) if mark and mark[0] == g.turn_count else []

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if timing is Timing.PHASE_BEGIN:
            return (isinstance(ev, PhaseEvent) and ev.phase == "start"
                    and ev.seat == owner.seat and bool(g.pile_ids(owner.seat, HAN)))
        if not isinstance(ev, DamageEvent) or ev.source != owner.seat or ev.card is None:
            return False
        face = ev.card
        return (ev.use is not None and ev.use.user == owner.seat and not face.converted
                and len(face.subcards) == 1 and face.subcards[0] in self._taken(g, owner)
                and ev.target != owner.seat and g.p(ev.target).alive
                and _has_cards(g, ev.target))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.PHASE_BEGIN:
            return True
        return (yield from g.ask_confirm(owner.seat, "skill.liangfan.ask", reason=self.id,
                                         target=ev.target))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.DAMAGE_DONE:
            yield from ops.gain_of(g, owner.seat, ev.target, "he", reason=self.id)
            return None
        cards = g.pile_ids(owner.seat, HAN)
        owner.marks[self.MARK] = [g.turn_count, cards]
        yield from ops.move(g, cards, Place(Zone.HAND, owner.seat), self.id, by=owner.seat,
                            visible=ops.PUBLIC)
        yield from ops.lose_hp(g, owner.seat, 1)
        return None


# ================================================================ 刘琦 问计 屯江

_WENJI = "wenji.card"  # (turn number, the card given by 问计 this turn)


def _wenji_card(g: Game, seat: int, face: CardFace) -> bool:
    """Is ``face`` the card 问计 got ``seat`` this turn, used as itself (not converted)?"""
    mark = g.p(seat).marks.get(_WENJI)
    return (mark is not None and mark[0] == g.turn_count and not face.converted
            and tuple(face.subcards) == (mark[1],))


@hx.skill
class Wenji(Skill):
    """问计 [L]: 出牌阶段开始时，你可令一名角色交给你一张牌，然后若其：与你势力相同或未确定势力，
    你于此回合内使用此牌无距离与次数限制且不能被响应；与你势力不同，你交给其另一张牌。

    The player is another one with a card (hand or equipment; [L]); they pick the card
    and give it face down.  无距离与次数限制: no distance limit (``ignores_distance``)
    and, for a 杀, the phase's limit neither stops it nor counts it; 不能被响应 is the
    engine's ``CardUse.unrespondable`` for every player (``WenjiCard``)."""

    id = "wenji"
    timings = (Timing.PHASE_BEGIN,)
    _PICK = "wenji.pick"

    @staticmethod
    def _givers(g: Game, owner: Player) -> list[int]:
        return [s for s in g.seats_from(owner.seat)[1:] if _has_cards(g, s)]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, PhaseEvent) and ev.phase == "play" and ev.seat == owner.seat
                and bool(self._givers(g, owner)))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        picked = yield from g.ask_players(owner.seat, self._givers(g, owner),
                                          "skill.wenji.choose", reason=self.id, lo=0, hi=1)
        if picked:
            owner.marks[self._PICK] = picked[0]
        return bool(picked)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        target: int = owner.marks.pop(self._PICK)
        if not g.p(target).alive or not _has_cards(g, target):
            return None
        (cid,) = yield from g.ask_cards(target, g.hand_and_equip(target), "skill.wenji.give",
                                        reason=self.id, target=owner.seat)
        other = rel.other_kingdom(g, owner.seat, target)  # (at the time it is given)
        yield from ops.give(g, target, [cid], owner.seat, reason=self.id)
        if not other:
            owner.marks[_WENJI] = (g.turn_count, cid)
            return None
        back = [c for c in g.hand_and_equip(owner.seat) if c != cid]
        if back and g.p(target).alive:
            (b,) = yield from g.ask_cards(owner.seat, back, "skill.wenji.back",
                                          reason=self.id, target=target)
            yield from ops.give(g, owner.seat, [b], target, reason=self.id)
        return None

    def ignores_distance(self, g: Game, owner: Player, user: int, face: CardFace,
                         target: int) -> bool:
        return user == owner.seat and _wenji_card(g, user, face)

    def extra_uses(self, g: Game, owner: Player, user: int, face: CardFace) -> int:
        return 99 if user == owner.seat and _wenji_card(g, user, face) else 0


@hx.rule
class WenjiCard(Skill):
    """问计's card, used as itself by its 刘琦 this turn (使用时): 不能被响应 by anyone, and
    not counted against the 杀 limit (无次数限制)."""

    id = "wenji_card"
    timings = (Timing.CARD_USING,)
    locked = True

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, CardUse) and _wenji_card(g, ev.user, ev.face)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.unrespondable.update(range(len(g.players)))
        ev.counted = False
        return None
        yield  # pragma: no cover


def _in_play_phase_of(e: Any, seat: int) -> bool:
    """Was event ``e`` part of ``seat``'s play phase (through its parents)?"""
    while e is not None:
        if isinstance(e, PhaseEvent):
            return e.phase == "play" and e.seat == seat
        e = e.parent
    return False


@hx.skill
class Tunjiang(Skill):
    """屯江 [L]: 结束阶段，若你于此回合的出牌阶段内使用过牌且未指定过其他角色为目标，你可摸X张牌
    （X为场上势力数）。

    A card used in answer to another (闪, 无懈可击) names no target of its own here ([L]:
    such a card has none); X counts the sides with a living player (each careerist one)."""

    id = "tunjiang"
    timings = (Timing.PHASE_BEGIN,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not (isinstance(ev, PhaseEvent) and ev.phase == "finish" and ev.seat == owner.seat):
            return False
        uses = [e for e in g.history if isinstance(e, CardUse) and e.user == owner.seat
                and _in_play_phase_of(e.parent, owner.seat)]
        return bool(uses) and not any(t != owner.seat for e in uses
                                      if e.responding_to is None for t in e.targets)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        n = len(rel.kingdom_sizes(g))
        if n:
            yield from ops.draw(g, owner.seat, n, self.id)
        return None
