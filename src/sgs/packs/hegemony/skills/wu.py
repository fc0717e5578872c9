"""吴 (hegemony, 君临天下·标准): the skills of the 15 wu generals.

孙权 制衡 · 甘宁 奇袭 · 吕蒙 克己 · 黄盖 苦肉 · 周瑜 英姿 反间 · 大乔 国色 流离 ·
陆逊 谦逊 度势 · 孙尚香 结姻 枭姬 · 孙坚 英魂 · 小乔 天香 红颜 · 太史慈 天义 ·
周泰 不屈 · 鲁肃 好施 缔盟 · 张昭张纮 直谏 固政 · 丁奉 短兵 奋迅.

Edition [M] (Mogara/QSanguosha-For-Hegemony, the original 君临天下 text) for every
one (generals_wu.toml says so per general).  Where [M] prints the same rule as a
class written before, that class is registered here: the Red Chamber's 奇袭, 克己,
国色, 流离 (薛府, 妙玉), the standard generals' 苦肉 and 英姿; seed 002's 不屈 (风) is
subclassed so that it settles the dying state first (你不进入濒死状态).  The others
differ from those editions and are written here.

Readings where a text is loose, each a **[choice]**:

- 制衡: X is the maximum HP when the skill is used.
- 反间 ([M]: 其先获得你的一张手牌再展示之): the target takes one of your hand cards at
  random, then shows it from their hand; a wrong suit costs them 1 damage from you.
- 谦逊 ([M]: 每当你成为…的目标时，你取消自己): a trigger, so a face-down 陆逊 may reveal
  to use it; the card is used all the same, without him as its target.  The engine
  fires no 指定目标时 for a delayed trick (乐不思蜀), so for one it acts when the card
  is used (使用时); for 顺手牵羊 at 成为目标时, and for a 乐不思蜀 that 巧变 moves
  into his judgment area too (then it is discarded).
- 度势: four red hand cards as 以逸待劳 in a phase, counted by the uses it made.
- 枭姬 ([M]: 每当你失去装备区里的装备牌后): once per loss, however many cards that loss
  took (the classic text said 一张 and drew per card).
- 英魂: X is read when it resolves; with X = 1 both options are the same, so none is
  asked.  The discards may be hand or equipment cards.
- 天香: the damage moves as it stands (amount, nature, source, card) and is dealt to
  the other player as a new damage; 小乔's is prevented.  After it resolves (even if
  it was prevented in turn) that player, if alive, draws X = their lost HP.  A ♠ hand
  card counts as ♥ for it when 红颜 is on the same face-down card (using 天香 reveals
  红颜 with it).
- 红颜 (锁定技，你的黑桃牌视为红桃牌): hand cards, and the judgment cards of 小乔's own
  judgments (seed 000 calls it 你的判定牌; [M] filters it too): once a judgment card
  is final (after any replacement at 判定牌生效前), a ♠ counts as ♥.
- 天义: the pindian's outcome is kept for the turn; a loss forbids 杀 as a target rule
  (every 杀 the player would use has no legal target).
- 好施: after the draw phase's cards are drawn (the draw's move), the giving is not
  optional: half the hand, rounded down, to one of the other players with fewest
  hand cards, both chosen by 鲁肃.
- 缔盟: the two players first, then X cards (hand or equipment) to discard; a pair
  whose difference is more than the cards 鲁肃 has cannot be chosen.
- 固政: the returned card is one of the current player's hand cards they discarded
  themselves this phase, still in the discard pile; "the rest" are all the other
  cards discarded this phase that are still there.
- 短兵 ([M]: 你使用【杀】能额外选择一名距离为1的角色为目标): when the 杀's targets are
  chosen (指定目标时) 丁奉 may add one more player at distance 1, a legal target of
  the 杀; a trigger, so a face-down 丁奉 may reveal to use it.
- 奋迅: the distance is fixed to 1 until the end of the turn.

Tests: tests/packs/hegemony/test_wu.py.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....core import CardFace, CardType, Color, Game, Player, Skill, Suit, Timing, Zone, ops
from ....core.events import (
    CardUse,
    DamageEvent,
    JudgeEvent,
    MoveEvent,
    PhaseEvent,
)
from ....core.ops.generals import latent_source
from ....core.ops.use import target_legal
from ....core.skill import Flow
from ....core.zones import DISCARD, Place
from ...honglou.skills.qun import Keji
from ...honglou.skills.xue import SUITS, Fanjian, Guose, Jieyin, Liuli, Qixi, Xiaoji
from ...standard_generals.skills.wu import Kurou, Yingzi
from ...wind_mountain.skills import Buqu
from ..builder import hg
from ..cards import AWAIT  # 以逸待劳, the hegemony deck's card

# the same rule as printed in [M]: 奇袭, 克己, 苦肉, 英姿, 国色, 流离 (不屈: below)
for _same in (Qixi, Keji, Kurou, Yingzi, Guose, Liuli):
    hg.skill(_same)


def _own_phase(owner: Player, timing: Timing, ev: Any, phase: str) -> bool:
    return (timing is Timing.PHASE_BEGIN and isinstance(ev, PhaseEvent)
            and ev.seat == owner.seat and ev.phase == phase)


def _others(g: Game, owner: Player) -> list[int]:
    return [s for s in g.alive_seats() if s != owner.seat]


def _this_turn(g: Game, owner: Player, mark: str) -> Any:
    """The value a skill kept this turn under ``mark`` ((turn, value)), else None."""
    kept = owner.marks.get(mark)
    if isinstance(kept, tuple) and kept[0] == g.turn_count:
        return kept[1]
    return None


# ---------------------------------------------------------------- 孙权


@hg.skill
class ZhihengHeg(Skill):
    """制衡 ([M]): once in the play phase, discard one to X cards (X = your maximum HP),
    then draw as many."""

    id = "zhiheng"
    per_turn = 1
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(g.hand_and_equip(owner.seat))

    def card_span(self, g: Game, owner: Player) -> tuple[int, int | None]:
        return 1, owner.max_hp  # the request lists the pool once, with this bound

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.discard(g, owner.seat, cards)
        yield from ops.draw(g, owner.seat, len(cards), self.id)


# ---------------------------------------------------------------- 周瑜


@hg.skill
class FanjianHeg(Fanjian):
    """反间 ([M]): once in the play phase, with a hand: another player names a suit, then
    takes one of your hand cards at random and shows it; if its suit is not the one
    named, you deal them 1 damage."""

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
        yield from ops.move(g, [cid], Place(Zone.HAND, target), "gain", by=target)
        ops.show(g, target, [cid], self.id)
        if g.face(cid).suit.value != suit and g.p(target).alive:
            yield from ops.damage(g, owner.seat, target, 1)
        return None


# ---------------------------------------------------------------- 陆逊


@hg.skill
class QianxunHeg(Skill):
    """谦逊 ([M], 锁定技): whenever you become a target of 顺手牵羊 or 乐不思蜀, you
    cancel yourself as its target."""

    id = "qianxun"
    locked = True
    timings = (Timing.TARGETING,)  # (乐不思蜀 too: used, or moved to him by 巧变)
    NAMES = frozenset({"snatch", "indulgence"})

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, CardUse) and ev.face.name in self.NAMES \
            and owner.seat in ev.targets

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        while owner.seat in ev.targets:
            ev.targets.remove(owner.seat)
        return None
        yield  # pragma: no cover


@hg.skill
class Duoshi(Skill):
    """度势 ([M]): a red hand card as 以逸待劳, up to four times a phase."""

    id = "duoshi"
    view_as = True
    LIMIT = 4

    def used(self, g: Game, owner: Player) -> int:
        return sum(1 for e in g.phase_history if isinstance(e, CardUse)
                   and e.user == owner.seat and e.skill == self.id)

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return (AWAIT,) if play and self.used(g, owner) < self.LIMIT else ()

    def view_pool(self, g: Game, owner: Player) -> list[int]:
        return list(owner.hand)

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return not chosen and cid in owner.hand and g.face(cid).is_red

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        if len(chosen) != 1:
            return None
        return CardFace.convert(AWAIT, [g.card(chosen[0])], self.id)


# ---------------------------------------------------------------- 孙尚香


@hg.skill
class JieyinHeg(Jieyin):
    """结姻 ([M]): once in the play phase, discard two hand cards and choose a wounded
    male other than you: you and he each recover 1."""

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return seat != owner.seat and super().target_ok(g, owner, cards, chosen, seat)


@hg.skill
class XiaojiHeg(Xiaoji):
    """枭姬 ([M]): after you lose equipment from your equipment area, you may draw two
    (once for each loss, however many cards it took)."""

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.draw(g, owner.seat, 2, self.id)


# ---------------------------------------------------------------- 孙坚

DRAW_X = "yinghun_draw_x"  # they draw X, then discard 1
DISCARD_X = "yinghun_discard_x"  # they draw 1, then discard X


@hg.skill
class Yinghun(Skill):
    """英魂 ([M]): at the start of your 准备 phase, if you are wounded, you may choose
    another player: they draw X and discard one card, or draw one and discard X, as you
    choose (X = your lost HP)."""

    id = "yinghun"
    timings = (Timing.PHASE_BEGIN,)
    _MARK = "yinghun_to"

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _own_phase(owner, timing, ev, "start") and owner.wounded \
            and bool(_others(g, owner))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        to = yield from g.ask_players(owner.seat, _others(g, owner), "skill.yinghun.target",
                                      reason=self.id, lo=0, hi=1)
        if not to:
            return False
        owner.marks[self._MARK] = to[0]
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        to = owner.marks.pop(self._MARK)
        x = owner.lost_hp
        if x <= 0 or not g.p(to).alive:
            return None
        pick = DRAW_X if x == 1 else (yield from g.ask_option(
            owner.seat, [DRAW_X, DISCARD_X], "skill.yinghun.choose", reason=self.id,
            target=to, x=x))
        draw, drop = (x, 1) if pick == DRAW_X else (1, x)
        yield from ops.draw(g, to, draw, self.id)
        if g.p(to).alive:
            yield from ops.ask_discard(g, to, drop, "he", reason=self.id)
        return None


# ---------------------------------------------------------------- 小乔


@hg.skill
class Hongyan(Skill):
    """红颜 ([M], 锁定技): your ♠ cards count as ♥ — your hand cards, and the judgment card
    of a judgment of yours once it is final."""

    id = "hongyan"
    locked = True
    timings = (Timing.JUDGE_BEFORE,)
    priority = -1  # after the skills that replace a judgment card
    repeatable = True  # a replacement after it is turned too (it stops by itself)

    def filter_face(self, g: Game, owner: Player, card: CardFace) -> CardFace | None:
        return _as_heart(card) if card.suit is Suit.SPADE else None

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, JudgeEvent) and ev.seat == owner.seat and ev.face is not None
                and ev.face.suit is Suit.SPADE)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        assert ev.face is not None
        ev.face = _as_heart(ev.face)
        return None
        yield  # pragma: no cover


def _as_heart(face: CardFace) -> CardFace:
    return replace(face, suit=Suit.HEART, color=Color.RED)


@hg.skill
class Tianxiang(Skill):
    """天香 ([M]): when you would take damage, you may discard a ♥ hand card and choose
    another player: the damage is theirs instead, and once it has resolved they draw X
    (X = their lost HP)."""

    id = "tianxiang"
    timings = (Timing.DAMAGE_INFLICTED,)
    _MARK = "tianxiang"

    def hearts(self, g: Game, owner: Player) -> list[int]:
        """The hand cards that count as ♥ for it (a ♠ too when 红颜 is revealed with it)."""
        hong = latent_source(g, owner.seat, Hongyan.id)
        mine = latent_source(g, owner.seat, self.id)
        spade_too = hong is not None and mine is not None and hong.position == mine.position
        return [c for c in owner.hand if g.face(c).suit is Suit.HEART
                or (spade_too and g.face(c).suit is Suit.SPADE)]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DamageEvent) and ev.target == owner.seat and not ev.prevented
                and ev.amount > 0 and bool(self.hearts(g, owner)) and bool(_others(g, owner)))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        card = yield from g.ask_cards(owner.seat, self.hearts(g, owner), "skill.tianxiang.card",
                                      reason=self.id, lo=0, hi=1)
        if not card:
            return False
        to = yield from g.ask_players(owner.seat, _others(g, owner), "skill.tianxiang.target",
                                      reason=self.id)
        owner.marks[self._MARK] = (card[0], to[0])
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        card, to = owner.marks.pop(self._MARK)
        yield from ops.discard(g, owner.seat, [card])
        ev.prevented = True  # 将此伤害转移给该角色
        if not g.p(to).alive:
            return None
        yield from ops.damage(g, ev.source, to, ev.amount, ev.nature, ev.card, ev.use,
                             transferred=True)
        p = g.p(to)
        if p.alive and p.lost_hp > 0:
            yield from ops.draw(g, to, p.lost_hp, self.id)
        return None


# ---------------------------------------------------------------- 太史慈


@hg.skill
class Tianyi(Skill):
    """天义 ([M]): once in the play phase, pindian another player.  Won: this turn you
    may use one more 杀, your 杀 has no distance limit and may take one more target.
    Not won: you cannot use 杀 this turn."""

    id = "tianyi"
    per_turn = 1
    active = True
    targets_ignore_cards = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(owner.hand)

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return not chosen and ops.can_pindian(g, owner.seat, seat)

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        ev = yield from ops.pindian(g, owner.seat, targets[0], self.id)
        if ev is not None:
            owner.marks[self.id] = (g.turn_count, ev.source_won)

    def _won(self, g: Game, owner: Player, user: int, face: CardFace) -> bool:
        return user == owner.seat and face.name == "slash" \
            and _this_turn(g, owner, self.id) is True

    def extra_uses(self, g: Game, owner: Player, user: int, face: CardFace) -> int:
        return 1 if self._won(g, owner, user, face) else 0

    def extra_targets(self, g: Game, owner: Player, user: int, face: CardFace) -> int:
        return 1 if self._won(g, owner, user, face) else 0

    def ignores_distance(self, g: Game, owner: Player, user: int, face: CardFace,
                         target: int) -> bool:
        return self._won(g, owner, user, face)

    def prohibits(self, g: Game, owner: Player, user: int, target: int,
                  face: CardFace) -> bool:
        return user == owner.seat and face.name == "slash" \
            and _this_turn(g, owner, self.id) is False


# ---------------------------------------------------------------- 周泰


@hg.skill
class BuquHeg(Buqu):
    """不屈 ([M]: 每当你扣减1点体力后，若你的体力值为0，你可以将牌堆顶的一张牌置于武将牌
    上，称为“创”，若所有“创”的点数均不同，你不进入濒死状态): 风's rule, with 你不进入
    濒死状态 read in full: it is settled before any other skill sees the dying state
    (``priority``), and a dying that 不屈 averts is no dying for them (随势's draw, 完杀's
    reveal)."""

    priority = 10  # at 濒死: first, so the others see whether he enters it at all


# ---------------------------------------------------------------- 鲁肃


@hg.skill
class Haoshi(Skill):
    """好施 ([M]): in your draw phase you may draw two more; then, if you hold more than
    five hand cards, you give half of them (rounded down) to another player with the
    fewest hand cards."""

    id = "haoshi"
    timings = (Timing.DRAW_COUNT, Timing.CARDS_MOVED)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if timing is Timing.DRAW_COUNT:
            return isinstance(ev, PhaseEvent) and ev.seat == owner.seat
        return (isinstance(ev, MoveEvent) and ev.reason == "draw_phase"
                and _this_turn(g, owner, self.id) is True and bool(ev.gained_by(owner.seat)))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.CARDS_MOVED:  # the "then" of a 好施 used: not a choice
            return True
        return (yield from super().cost(g, owner, timing, ev))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.DRAW_COUNT:
            ev.draw_count += 2
            owner.marks[self.id] = (g.turn_count, True)
            return None
        owner.marks[self.id] = (g.turn_count, False)  # done
        hand = list(owner.hand)
        others = _others(g, owner)
        if len(hand) <= 5 or not others:
            return None
        fewest = min(len(g.p(s).hand) for s in others)
        n = len(hand) // 2
        cards = yield from g.ask_cards(owner.seat, hand, "skill.haoshi.cards", reason=self.id,
                                       lo=n, hi=n)
        to = yield from g.ask_players(owner.seat,
                                      [s for s in others if len(g.p(s).hand) == fewest],
                                      "skill.haoshi.target", reason=self.id)
        yield from ops.give(g, owner.seat, list(cards), to[0], reason=self.id)
        return None


@hg.skill
class Dimeng(Skill):
    """缔盟 ([M]): once in the play phase, choose two other players and discard X cards
    (X = the difference of their hand sizes): they exchange their hands."""

    id = "dimeng"
    per_turn = 1
    active = True
    targets_ignore_cards = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return len(_others(g, owner)) >= 2

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        if len(chosen) >= 2 or seat == owner.seat or not g.p(seat).alive:
            return False
        if not chosen:
            return True
        diff = abs(len(g.p(chosen[0]).hand) - len(g.p(seat).hand))
        return diff <= len(g.hand_and_equip(owner.seat))

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 2

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        a, b = targets
        x = abs(len(g.p(a).hand) - len(g.p(b).hand))
        if x:
            chosen = yield from g.ask_cards(owner.seat, g.hand_and_equip(owner.seat),
                                            "skill.dimeng.discard", reason=self.id,
                                            lo=x, hi=x)
            yield from ops.discard(g, owner.seat, chosen)
        if g.p(a).alive and g.p(b).alive:
            yield from ops.exchange(g, a, b, "hand")


# ---------------------------------------------------------------- 张昭张纮


def _equip_slot(g: Game, cid: int) -> Any:
    cdef = g.cdef(g.card(cid).name)
    return cdef.slot if cdef.type is CardType.EQUIP else None


@hg.skill
class Zhijian(Skill):
    """直谏 ([M]): in your play phase, as often as you like, put an equipment card from
    your hand into another player's equipment area, then draw one."""

    id = "zhijian"
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return any(_equip_slot(g, c) is not None for c in owner.hand)

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return [c for c in owner.hand if _equip_slot(g, c) is not None]

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        return not chosen

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        if chosen or seat == owner.seat or not g.p(seat).alive or len(cards) != 1:
            return False
        slot = _equip_slot(g, cards[0])
        return slot is not None and g.equip(seat, slot) is None

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.move_to_equip(g, targets[0], cards[0], by=owner.seat)
        yield from ops.draw(g, owner.seat, 1, self.id)


@hg.skill
class Guzheng(Skill):
    """固政 ([M]): at the end of another player's discard phase, you may give them back
    one of the hand cards they discarded this phase (from the discard pile); if you do,
    you may take the other cards discarded this phase."""

    id = "guzheng"
    timings = (Timing.PHASE_END,)
    _MARK = "guzheng"

    def _discarded(self, g: Game, seat: int) -> tuple[list[int], list[int]]:
        """(their own discarded hand cards, every card discarded) this phase, in the
        order discarded, of those still in the discard pile."""
        theirs: list[int] = []
        every: list[int] = []
        for e in g.phase_history:
            if not isinstance(e, MoveEvent) or e.reason != "discard":
                continue
            for m in e.moves:
                if m.dst.zone is not Zone.DISCARD or m.card in every:
                    continue
                every.append(m.card)
                if m.src == Place(Zone.HAND, seat) and e.by == seat:
                    theirs.append(m.card)
        still = [c for c in every if g.place[c] == DISCARD]
        return [c for c in theirs if c in still], still

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, PhaseEvent) and ev.phase == "discard"
                and ev.seat != owner.seat and g.p(ev.seat).alive
                and bool(self._discarded(g, ev.seat)[0]))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        theirs, _ = self._discarded(g, ev.seat)
        back = yield from g.ask_cards(owner.seat, theirs, "skill.guzheng.back", reason=self.id,
                                      lo=0, hi=1, target=ev.seat)
        if not back:
            return False
        owner.marks[self._MARK] = back[0]
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        back = owner.marks.pop(self._MARK)
        _, every = self._discarded(g, ev.seat)
        yield from ops.move(g, [back], Place(Zone.HAND, ev.seat), self.id, by=owner.seat,
                            visible=ops.PUBLIC)
        rest = [c for c in every if c != back and g.place[c] == DISCARD]
        if rest and (yield from g.ask_confirm(owner.seat, "skill.guzheng.rest",
                                              reason=self.id, count=len(rest))):
            yield from ops.move(g, rest, Place(Zone.HAND, owner.seat), self.id,
                                by=owner.seat, visible=ops.PUBLIC)
        return None


# ---------------------------------------------------------------- 丁奉


@hg.skill
class Duanbing(Skill):
    """短兵 ([M]): a 杀 you use may take one more target, a player at distance 1 (chosen
    when its targets are chosen)."""

    id = "duanbing"
    timings = (Timing.TARGETING,)
    _MARK = "duanbing"

    def _more(self, g: Game, owner: Player, use: CardUse) -> list[int]:
        chosen = tuple(use.targets)
        return [s for s in _others(g, owner) if s not in use.targets
                and g.distance(owner.seat, s) == 1
                and target_legal(g, owner.seat, use.face, chosen, s, distance_free=True)]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardUse) and ev.user == owner.seat and ev.face.name == "slash"
                and bool(ev.targets) and bool(self._more(g, owner, ev)))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        more = yield from g.ask_players(owner.seat, self._more(g, owner, ev),
                                        "skill.duanbing.target", reason=self.id, lo=0, hi=1)
        if not more:
            return False
        owner.marks[self._MARK] = more[0]
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.targets.append(owner.marks.pop(self._MARK))
        order = {s: i for i, s in enumerate(g.seats_from(owner.seat))}
        ev.targets.sort(key=lambda s: order.get(s, len(order)))
        return None
        yield  # pragma: no cover


@hg.skill
class Fenxun(Skill):
    """奋迅 ([M]): once in the play phase, discard a card and choose another player: your
    distance to them is 1 this turn."""

    id = "fenxun"
    per_turn = 1
    active = True
    card_range = (1, 1)  # any one card
    targets_ignore_cards = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(g.hand_and_equip(owner.seat))

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return not chosen and seat != owner.seat and g.p(seat).alive

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.discard(g, owner.seat, cards)
        owner.marks[self.id] = (g.turn_count, targets[0])

    def distance_fixed(self, g: Game, owner: Player, src: int, dst: int) -> int | None:
        if src == owner.seat and dst == _this_turn(g, owner, self.id):
            return 1
        return None
