"""蜀 (hegemony, 君临天下·标准): the skills of the 15 shu generals.

刘备 仁德 · 关羽 武圣 · 张飞 咆哮 · 诸葛亮 观星 空城 · 赵云 龙胆 · 马超 马术 铁骑 ·
黄月英 集智 奇才 · 黄忠 烈弓 · 魏延 狂骨 · 庞统 连环 涅槃 · 卧龙诸葛亮 八阵 火计 看破 ·
刘禅 享乐 放权 · 孟获 祸首 再起 · 祝融 巨象 烈刃 · 甘夫人 淑慎 神智.

Edition [M] (Mogara/QSanguosha-For-Hegemony, the original 君临天下 text) for all
of them (generals_shu.toml says so per general).  Where the [M] rule is the
identity one, the identity class is registered as it is (武圣, 咆哮, 观星, 龙胆, the
Red Chamber's 马术) or with its id (铁骑: 柳湘莲's 冷面); the rest differ and are
written here.  A face-down general's skills are offered to its owner and
revealing is part of using them (the engine's); a trigger skill below that is
"locked" or not optional is asked about only while its general is face down.
Tests: tests/packs/hegemony/test_shu.py.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator
from typing import Any

from ....core import CardFace, CardType, EquipSlot, Game, Player, Skill, Suit, Timing, ops
from ....core.events import (
    CardUse,
    DamageEvent,
    DyingEvent,
    MoveEvent,
    PhaseEvent,
    RecoverEvent,
    TurnEvent,
)
from ....core.zones import DISCARD, PROCESSING, Place, Zone
from ...honglou.skills.qun import Lengmian, Mashu
from ...honglou.skills.xue import ConvertOne, in_play_phase
from ...standard.armor import EightDiagramSkill
from ...standard_generals.skills.shu import Guanxing, Longdan, Paoxiao, Wusheng
from ...standard_generals.skills.shu import Jizhi as IdentityJizhi
from ...standard_generals.skills.shu import Qicai as IdentityQicai
from ...standard_generals.skills.shu import Rende as IdentityRende
from .. import relations as rel
from ..builder import hg

Flow = Generator[Any, Any, Any]

# The identity classes whose rule is the [M] text: 武圣 (a red card as 杀), 咆哮 (no limit
# on 杀), 观星 (X = living players, at most 5), 龙胆 (杀 as 闪, 闪 as 杀), and 马术
# (锁定技，你与其他角色的距离-1), which 马超, 庞德 and 马腾 share.
for _cls in (Wusheng, Paoxiao, Guanxing, Longdan, Mashu):
    hg.skill(_cls)


def _in_hand(g: Game, owner: Player, cid: int) -> bool:
    place = g.place[cid]
    return place.zone is Zone.HAND and place.seat == owner.seat


def _slash_of(ev: Any, seat: int) -> bool:
    return isinstance(ev, CardUse) and ev.face.name == "slash" and ev.user == seat


# ---------------------------------------------------------------- 刘备


@hg.skill
class Rende(IdentityRende):
    """仁德: in the play phase give at least one hand card to another player, as often as
    you like; when the cards given by 仁德 in this phase first reach three, you recover 1
    (so once a phase)."""

    id = "rende"
    ENOUGH = 3

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        before = self.given(g, owner)
        yield from ops.give(g, owner.seat, list(cards), targets[0], reason=self.id)
        owner.marks[self._MARK] = (g.turn_count, before + len(cards))
        if before < self.ENOUGH <= before + len(cards):
            yield from ops.recover(g, owner.seat, 1, source=owner.seat)


# ---------------------------------------------------------------- 诸葛亮


@hg.skill
class Kongcheng(Skill):
    """空城 (锁定技): when you become the target of a 杀 or a 决斗 while you have no hand
    card, you cancel yourself as its target (成为目标时, so a face-down 诸葛亮 may reveal
    to do it; not a prohibition as in identity mode)."""

    id = "kongcheng"
    locked = True
    timings = (Timing.TARGETING,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardUse) and ev.face.name in ("slash", "duel")
                and owner.seat in ev.targets and not owner.hand)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.targets[:] = [t for t in ev.targets if t != owner.seat]
        return None
        yield  # pragma: no cover


# ---------------------------------------------------------------- 马超


@hg.skill
class Tieqi(Lengmian):
    """铁骑: after your 杀 targets a player you may judge; red: they cannot use 闪 against
    it (柳湘莲's 冷面: each target asked about separately)."""

    id = "tieqi"


# ---------------------------------------------------------------- 黄月英


def _not_converted(g: Game, face: CardFace) -> bool:
    """A card used as itself, or 視為 used (no card converted): not 转化."""
    if not face.converted or face.is_virtual:
        return True
    return len(face.subcards) == 1 and CardFace.of(g.card(face.subcards[0])).name == face.name


@hg.skill
class Jizhi(IdentityJizhi):
    """集智: when you use a non-delayed trick that is not converted, you may draw 1."""

    id = "jizhi"

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return super().can_trigger(g, owner, timing, ev) and _not_converted(g, ev.face)


@hg.skill
class Qicai(IdentityQicai):
    """奇才 (锁定技): the tricks you use have no distance limit."""

    id = "qicai"
    locked = True


# ---------------------------------------------------------------- 黄忠


@hg.skill
class Liegong(Skill):
    """烈弓: in your play phase, after your 杀 targets a player whose hand count is at
    least your HP or at most your attack range, you may make them unable to use 闪
    against it (each such target asked about separately)."""

    id = "liegong"
    timings = (Timing.TARGET_CONFIRMED,)

    @staticmethod
    def _fits(g: Game, owner: Player, target: int) -> bool:
        n = len(g.p(target).hand)
        return g.p(target).alive and (n >= owner.hp or n <= g.attack_range(owner.seat))

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (_slash_of(ev, owner.seat) and in_play_phase(g, owner)
                and any(self._fits(g, owner, t) for t in ev.targets))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        use: CardUse = ev
        picked = []
        for t in list(dict.fromkeys(use.targets)):
            if self._fits(g, owner, t) and (yield from g.ask_confirm(
                    owner.seat, f"skill.{self.id}.ask", reason=self.id, target=t)):
                picked.append(t)
        use.extra[f"{self.id}:{owner.seat}"] = picked
        return bool(picked)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.undodgeable.update(ev.extra.pop(f"{self.id}:{owner.seat}", []))
        return None
        yield  # pragma: no cover


# ---------------------------------------------------------------- 魏延


@hg.skill
class Kuanggu(Skill):
    """狂骨: after you deal damage to a player who was at distance 1 or less from you
    before the damage reduced their HP, you recover 1 per point dealt.  No choice
    ([M] resolves it by itself once shown): asked only to reveal its card."""

    id = "kuanggu"
    optional = False
    timings = (Timing.DAMAGE_DONE,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DamageEvent) and ev.source == owner.seat
                and ev.distance is not None and ev.distance <= 1 and owner.wounded)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        for _ in range(ev.amount):
            if not (owner.alive and owner.wounded):
                break
            yield from ops.recover(g, owner.seat, 1, source=owner.seat)


# ---------------------------------------------------------------- 庞统


@hg.skill
class Lianhuan(Skill):
    """连环: a ♣ hand card can be used as 铁索连环; and in the play phase you may recast a
    ♣ hand card (option ``skill:lianhuan``, one card, no target)."""

    id = "lianhuan"
    view_as = True
    active = True
    card_range = (1, 1)

    @staticmethod
    def _clubs(g: Game, owner: Player) -> list[int]:
        return [c for c in owner.hand if g.face(c).suit is Suit.CLUB]

    # 铁索连环 from a ♣ hand card
    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return ("iron_chain",) if play and in_play_phase(g, owner) else ()

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return not chosen and _in_hand(g, owner, cid) and cid in self._clubs(g, owner)

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        if len(chosen) != 1:
            return None
        return CardFace.convert("iron_chain", [g.card(chosen[0])], self.id)

    # 重铸 a ♣ hand card
    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(self._clubs(g, owner))

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return self._clubs(g, owner)

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.recast(g, owner.seat, cards[0])


@hg.skill
class Niepan(Skill):
    """涅槃 (限定技): when you are dying, you may discard every card in your areas, turn
    your general face up (平置) and reset it (unchain), draw 3 and recover to 3 HP (no
    more than your maximum)."""

    id = "niepan"
    limited = True
    timings = (Timing.DYING,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, DyingEvent) and ev.seat == owner.seat and owner.hp < 1

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        seat = owner.seat
        yield from ops.discard_all(g, seat, "hej", self.id)
        if owner.face_down:
            yield from ops.flip(g, seat, by=seat, reason=self.id)
        yield from ops.set_chained(g, seat, False, by=seat, reason=self.id)
        yield from ops.draw(g, seat, 3, self.id)
        missing = min(3, owner.max_hp) - owner.hp
        if missing > 0:
            yield from ops.recover(g, seat, missing, source=seat)


# ---------------------------------------------------------------- 卧龙诸葛亮


@hg.skill
class Bazhen(EightDiagramSkill):
    """八阵 (锁定技): while you have no armour in your equipment area you count as
    equipping 八卦阵 (an armour: 青釭剑 ignores it): when you need to use or 打出 a 闪
    you may judge; red counts as a 闪.  Its judgment stays optional, as 八卦阵's is
    ([M] lets 八卦阵 ask); a face-down 卧龙 is asked to reveal first, then this."""

    id = "bazhen"
    locked = True

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (EquipSlot.ARMOR not in owner.areas.equip
                and super().can_trigger(g, owner, timing, ev))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        return (yield from g.ask_confirm(owner.seat, f"skill.{self.id}.ask", reason=self.id))


@hg.skill
class Huoji(ConvertOne):
    """火计: a red hand card can be used as 火攻."""

    id = "huoji"
    card_name = "fire_attack"

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return not chosen and _in_hand(g, owner, cid) and g.face(cid).is_red


@hg.skill
class Kanpo(Skill):
    """看破: a black hand card can be used as 无懈可击 (the plain one)."""

    id = "kanpo"
    view_as = True

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return () if play else ("nullification",)

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return not chosen and _in_hand(g, owner, cid) and g.face(cid).is_black

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        if len(chosen) != 1:
            return None
        return CardFace.convert("nullification", [g.card(chosen[0])], self.id)


# ---------------------------------------------------------------- 刘禅


@hg.skill
class Xiangle(Skill):
    """享乐 (锁定技): when you become the target of another player's 杀, they choose whether
    to discard a basic card; if they do not (or are dead), that 杀 has no effect on
    you."""

    id = "xiangle"
    locked = True
    timings = (Timing.TARGETING,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardUse) and ev.face.name == "slash"
                and ev.user != owner.seat and owner.seat in ev.targets
                and owner.seat not in ev.nullified)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        use: CardUse = ev
        user = g.p(use.user)
        paid: tuple[int, ...] = ()
        if user.alive:
            basics = [c for c in user.hand if g.cdef(g.face(c).name).type is CardType.BASIC]
            if basics:
                paid = yield from g.ask_cards(use.user, basics, f"discard.{self.id}",
                                              reason=self.id, lo=0, hi=1, count=1,
                                              target=owner.seat)
        if paid:
            yield from ops.discard(g, use.user, list(paid), reason="discard")
        else:
            use.nullified.add(owner.seat)


def extra_turn(g: Game, seat: int) -> Flow:
    """``seat`` takes an extra turn now (获得一个额外的回合), inside the turn that gave it;
    afterwards the table is back in that turn, so play goes on from its player."""
    saved = (g.current, g.turn, g.phase, g.history, g.phase_history,
             Counter(g.skill_uses_turn))
    yield from ops.run_turn(g, seat)
    g.current, g.turn, g.phase, g.history, g.phase_history, uses = saved
    g.skill_uses_turn.clear()
    g.skill_uses_turn.update(uses)


@hg.skill
class Fangquan(Skill):
    """放权: you may skip your play phase; if you do, at the end of this turn you may
    discard a hand card and choose another player: they take an extra turn (after
    the turn's other end-of-turn skills: it runs last)."""

    id = "fangquan"
    timings = (Timing.PHASE_CHANGING, Timing.TURN_END)
    priority = -10  # the extra turn comes after every other 回合结束时 effect
    _MARK = "fangquan.turn"  # the turn whose play phase was skipped
    _PICK = "fangquan.pick"

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if timing is Timing.PHASE_CHANGING:
            return (isinstance(ev, PhaseEvent) and ev.seat == owner.seat
                    and ev.phase == "play" and not ev.skipped)
        return (isinstance(ev, TurnEvent) and ev.seat == owner.seat
                and owner.marks.get(self._MARK) == ev.number and bool(owner.hand)
                and len(g.alive_seats()) > 1)

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.PHASE_CHANGING:
            return (yield from g.ask_confirm(owner.seat, f"skill.{self.id}.ask",
                                             reason=self.id))
        owner.marks.pop(self._MARK, None)
        card = yield from g.ask_cards(owner.seat, list(owner.hand), f"skill.{self.id}.card",
                                      reason=self.id, lo=0, hi=1)
        if not card:
            return False
        others = [s for s in g.alive_seats() if s != owner.seat]
        to = yield from g.ask_players(owner.seat, others, f"skill.{self.id}.target",
                                      reason=self.id)
        owner.marks[self._PICK] = (card[0], to[0])
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.PHASE_CHANGING:
            ev.skipped = True
            owner.marks[self._MARK] = g.turn_count
            return None
        cid, to = owner.marks.pop(self._PICK)
        yield from ops.discard(g, owner.seat, [cid])
        if g.p(to).alive:
            yield from extra_turn(g, to)
        return None


# ---------------------------------------------------------------- 孟获, 祝融


def _savage_assault_on(ev: Any, seat: int) -> bool:
    """Another player's 南蛮入侵 whose targets include ``seat`` and has not been
    cancelled for it."""
    return (isinstance(ev, CardUse) and ev.face.name == "savage_assault"
            and ev.user != seat and seat in ev.targets and seat not in ev.nullified)


@hg.skill
class Huoshou(Skill):
    """祸首 (锁定技): 南蛮入侵 has no effect on you; after another player's 南蛮入侵 has
    chosen its targets, you instead of them are the source of its damage (dead by
    then: the damage has no source)."""

    id = "huoshou"
    locked = True
    timings = (Timing.TARGET_CONFIRMED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardUse) and ev.face.name == "savage_assault"
                and ev.user != owner.seat)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.extra["damage_source"] = owner.seat
        if _savage_assault_on(ev, owner.seat):
            ev.nullified.add(owner.seat)
        return None
        yield  # pragma: no cover


@hg.skill
class Zaiqi(Skill):
    """再起: at the start of your draw phase, if you are wounded, you may give up drawing
    to reveal the top X cards of the draw pile (X: your lost HP): recover 1 per ♥ among
    them, put the ♥ into the discard pile and take the rest."""

    id = "zaiqi"
    timings = (Timing.PHASE_BEGIN,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, PhaseEvent) and ev.seat == owner.seat and ev.phase == "draw"
                and not ev.skipped and owner.wounded)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.skipped = True  # no drawing in this draw phase
        shown = yield from ops.reveal_top(g, owner.seat, owner.lost_hp, self.id)
        hearts = [c for c in shown if g.card(c).suit is Suit.HEART]
        if hearts:
            yield from ops.recover(g, owner.seat, len(hearts), source=owner.seat)
            yield from ops.to_discard(g, [c for c in hearts if g.place[c] == PROCESSING],
                                      self.id, by=owner.seat)
        rest = [c for c in shown if c not in hearts and g.place[c] == PROCESSING]
        if rest and owner.alive:
            yield from ops.move(g, rest, Place(Zone.HAND, owner.seat), self.id,
                                by=owner.seat, visible=ops.PUBLIC)
        left = [c for c in shown if g.place[c] == PROCESSING]
        if left:
            yield from ops.to_discard(g, left, self.id, by=owner.seat)


def _finished_savage_assault(g: Game, ev: MoveEvent) -> list[int]:
    """The cards of a 南蛮入侵 that this move put from the processing area into the
    discard pile because its use finished (all its cards, as a use's leftovers move
    them), or [] — the ``use`` record with exactly these cards tells what they were
    used as."""
    if ev.reason != "use" or not ev.moves or \
            any(m.src != PROCESSING or m.dst != DISCARD for m in ev.moves):
        return []
    cards = sorted(m.card for m in ev.moves)
    for r in reversed(g.log):
        if r["t"] == "use" and r["seat"] == ev.by and sorted(r["cards"]) == cards:
            return cards if r["card"] == "savage_assault" else []
    return []


@hg.skill
class Juxiang(Skill):
    """巨象 (锁定技): 南蛮入侵 has no effect on you; after another player's 南蛮入侵 has
    finished and gone into the discard pile, you take it."""

    id = "juxiang"
    locked = True
    timings = (Timing.TARGET_CONFIRMED, Timing.CARDS_MOVED)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if timing is Timing.TARGET_CONFIRMED:
            return _savage_assault_on(ev, owner.seat)
        if not isinstance(ev, MoveEvent) or ev.by is None or ev.by == owner.seat:
            return False
        cards = _finished_savage_assault(g, ev)
        return bool(cards) and all(g.place[c] == DISCARD for c in cards)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.TARGET_CONFIRMED:
            ev.nullified.add(owner.seat)
            return None
        cards = _finished_savage_assault(g, ev)
        yield from ops.move(g, cards, Place(Zone.HAND, owner.seat), self.id, by=owner.seat,
                            visible=ops.PUBLIC)
        return None


@hg.skill
class Lieren(Skill):
    """烈刃: after a 杀 you use deals damage to its target, you may 拼点 with them; if you
    win, you take one of their cards (hand or equipment).  Not after a damage that only
    reached them along a chain or moved to them (天香): they were not hit as the 杀's
    target ([M] leaves out chain and transfer too)."""

    id = "lieren"
    timings = (Timing.DAMAGE_DONE,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DamageEvent) and ev.source == owner.seat and not ev.chained
                and not ev.transferred
                and ev.card is not None and ev.card.name == "slash"
                and ev.use is not None and ev.use.user == owner.seat
                and ops.can_pindian(g, owner.seat, ev.target))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        pd = yield from ops.pindian(g, owner.seat, ev.target, self.id)
        if pd is not None and pd.source_won and owner.alive and g.p(ev.target).alive \
                and g.hand_and_equip(ev.target):
            yield from ops.gain_of(g, owner.seat, ev.target, "he", reason=self.id)


# ---------------------------------------------------------------- 甘夫人


def _allies(g: Game, owner: Player) -> list[int]:
    """The other living players 与你势力相同.  A face-down 甘夫人 is asked before her card
    is revealed: then those of the kingdom her reveal would give her (the mode's
    known allies: none if she would be a careerist)."""
    if owner.kingdom is None:
        return list(g.mode.known_allies(g, owner.seat))
    return [s for s in g.alive_seats()
            if s != owner.seat and rel.same_kingdom(g, owner.seat, s)]


@hg.skill
class Shushen(Skill):
    """淑慎: after you recover HP, for each point you may have another player of your
    kingdom draw 1 (chosen each time; choosing nobody stops)."""

    id = "shushen"
    timings = (Timing.RECOVERED,)
    _PICK = "shushen.to"

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, RecoverEvent) and ev.target == owner.seat and ev.amount > 0
                and bool(_allies(g, owner)))

    def _ask(self, g: Game, owner: Player) -> Flow:
        allies = _allies(g, owner)
        if not allies:
            return None
        to = yield from g.ask_players(owner.seat, allies, f"skill.{self.id}.ask",
                                      reason=self.id, lo=0, hi=1)
        return to[0] if to else None

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        to = yield from self._ask(g, owner)
        if to is not None:
            # a stack: revealing a face-down 甘夫人 between cost and effect may bring a
            # companion recovery, and a 淑慎 of its own, inside this one
            owner.marks.setdefault(self._PICK, []).append(to)
        return to is not None

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        picks = owner.marks[self._PICK]
        to = picks.pop()
        if not picks:
            del owner.marks[self._PICK]
        for point in range(ev.amount):
            if point:
                to = yield from self._ask(g, owner)
                if to is None:
                    break
            yield from ops.draw(g, to, 1, self.id)


@hg.skill
class Shenzhi(Skill):
    """神智: at the start of your 准备 phase you may discard your whole hand; if you
    discarded at least as many cards as your HP, you recover 1."""

    id = "shenzhi"
    timings = (Timing.PHASE_BEGIN,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, PhaseEvent) and ev.seat == owner.seat and ev.phase == "start"
                and bool(owner.hand))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        n = len(owner.hand)
        yield from ops.discard(g, owner.seat, list(owner.hand))
        if n >= owner.hp:
            yield from ops.recover(g, owner.seat, 1, source=owner.seat)
