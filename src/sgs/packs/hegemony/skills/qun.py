"""群 (hegemony, 君临天下·标准): the skills of the 15 qun generals.

华佗 急救 青囊 · 吕布 无双 · 貂蝉 离间 闭月 · 袁绍 乱击 · 颜良文丑 双雄 · 贾诩 完杀 乱武 帷幕 ·
庞德 (马术) 猛进 · 张角 雷击 鬼道 · 蔡文姬 悲歌 断肠 · 马腾 (马术) 雄异 · 孔融 名士 礼让 ·
纪灵 双刃 · 田丰 死谏 随势 · 潘凤 狂斧 · 邹氏 祸水 倾城.

Edition [M] (Mogara/QSanguosha-For-Hegemony, the original 君临天下 text) for all of
them (generals_qun.toml says so per general); 马术 is the shu module's.  Where the
rule is the Red Chamber's (seed 003) its class is reused: 急救 (林黛玉's), 青囊 (葬花),
无双 (醉卧), 闭月 (应怜); 离间 differs ([M]: two *other* males, and the 决斗 may be
answered by 无懈可击).  Kingdom words go through the mode's relation predicates
(``sgs.packs.hegemony.relations``).  Tests: tests/packs/hegemony/test_heg_qun.py.
"""

from __future__ import annotations

from typing import Any

from ....core import CardFace, CardType, Game, Player, Skill, Suit, Timing, Zone, ops
from ....core.events import (
    CardUse,
    DamageEvent,
    DeathEvent,
    DyingEvent,
    JudgeEvent,
    MoveEvent,
    PhaseEvent,
    Respond,
)
from ....core.generals import Position
from ....core.ops.judge import replace_judge
from ....core.ops.use import Pattern, card_request, target_legal
from ....core.requests import DistributeRequest
from ....core.skill import Flow
from ....core.zones import PROCESSING, Place
from ...honglou.skills.qun import Jijiu, Zanghua, Zuiwo
from ...honglou.skills.xue import Lijian, Yinglian, is_male
from .. import relations as rel
from ..builder import hg

SLASH = Pattern.of("slash")


def _hidden_card(g: Game, seat: int) -> bool:
    """Has ``seat`` a face-down general card (有暗置的武将牌)?"""
    return any(not c.revealed and not c.removed for c in g.p(seat).generals)


def _all_revealed(g: Game, seat: int) -> bool:
    """Are both of ``seat``'s general cards face up (两张武将牌均明置)?"""
    cards = [c for c in g.p(seat).generals if not c.removed]
    return len(cards) >= 2 and all(c.revealed for c in cards)


def _dying(g: Game, seat: int) -> bool:
    """Is ``seat`` in the dying state (处于濒死状态) now?"""
    return any(isinstance(e, DyingEvent) and e.seat == seat for e in g.stack)


def _in_hand(g: Game, seat: int, cid: int) -> bool:
    place = g.place[cid]
    return place.zone is Zone.HAND and place.seat == seat


# ================================================================ 华佗 急救 青囊

hg.skill(Jijiu)  # 急救: 你于回合外可以将一张红色牌当【桃】使用 — 林黛玉's rule, as it is


@hg.skill
class Qingnang(Zanghua):
    """青囊 (出牌阶段限一次): discard a hand card, a wounded player recovers 1 (葬花's rule)."""

    id = "qingnang"


# ================================================================ 吕布 无双


@hg.skill
class Wushuang(Zuiwo):
    """无双 (锁定技): your 杀 needs two 闪 from each target; in a 决斗 you use or are the
    target of, the other side 打出s two 杀 each time (史湘云's 醉卧)."""

    id = "wushuang"


# ================================================================ 貂蝉 离间 闭月


@hg.skill
class LijianHeg(Lijian):
    """离间 ([M]): once a play phase, discard a card and choose two *other* male players:
    the first chosen is 視為 using a 决斗 on the second.  Unlike the Red Chamber's, the
    text does not shield the 决斗 from 无懈可击.  A player with no general revealed has
    no gender, so cannot be chosen."""

    id = "lijian"

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return seat != owner.seat and super().target_ok(g, owner, cards, chosen, seat)

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.discard(g, owner.seat, cards)
        user, victim = targets
        if g.p(user).alive and g.p(victim).alive and is_male(g, user):
            yield from ops.use_virtual(g, user, "duel", [victim], skill=self.id)


@hg.skill
class Biyue(Yinglian):
    """闭月: at the start of your finish phase you may draw a card (香菱's 应怜)."""

    id = "biyue"


# ================================================================ 袁绍 乱击


@hg.skill
class Luanji(Skill):
    """乱击: two hand cards of one suit used as 万箭齐发 (whenever you could use one: in
    your play phase).  Two cards keep only their shared colour (seed 000 將A當B ◆3)."""

    id = "luanji"
    view_as = True

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return ("archery_attack",) if play else ()

    def view_pool(self, g: Game, owner: Player) -> list[int]:
        return list(owner.hand)

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        if len(chosen) >= 2 or not _in_hand(g, owner.seat, cid):
            return False
        return not chosen or g.face(cid).suit is g.face(chosen[0]).suit

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        if len(chosen) != 2:
            return None
        return CardFace.convert(name, [g.card(c) for c in chosen], self.id)


# ================================================================ 颜良文丑 双雄


@hg.skill
class Shuangxiong(Skill):
    """双雄: at the start of your draw phase you may draw nothing and judge instead; once
    the judgment card takes effect you gain it, and for the rest of the turn you may use
    a hand card of the other colour as 决斗.

    放弃摸牌 is the draw phase's count set to 0 (as 突袭 does); the gain is the same
    skill at 判定牌生效后 (its own judgment only), which also marks the turn and the
    colour: no card gained, no 决斗."""

    id = "shuangxiong"
    timings = (Timing.DRAW_COUNT, Timing.JUDGE_RESULT)
    view_as = True
    MARK = "shuangxiong"  # [turn number, the colour of the gained judgment card]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if timing is Timing.DRAW_COUNT:
            return isinstance(ev, PhaseEvent) and ev.seat == owner.seat
        return (isinstance(ev, JudgeEvent) and ev.reason == self.id and ev.seat == owner.seat
                and ev.card is not None and g.place[ev.card] == PROCESSING)

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.JUDGE_RESULT:
            return True
        return (yield from super().cost(g, owner, timing, ev))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.DRAW_COUNT:
            ev.draw_count = 0
            yield from ops.judge(g, owner.seat, self.id)
            return None
        assert ev.face is not None
        owner.marks[self.MARK] = [g.turn_count, ev.face.color.value]
        yield from ops.move(g, [ev.card], Place(Zone.HAND, owner.seat), self.id,
                            by=owner.seat, visible=ops.PUBLIC)
        return None

    def _colour(self, g: Game, owner: Player) -> str | None:
        mark = owner.marks.get(self.MARK)
        if not mark or mark[0] != g.turn_count or g.current != owner.seat:
            return None
        return str(mark[1])

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return ("duel",) if play and self._colour(g, owner) is not None else ()

    def view_pool(self, g: Game, owner: Player) -> list[int]:
        return list(owner.hand)

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        colour = self._colour(g, owner)
        return (not chosen and colour is not None and _in_hand(g, owner.seat, cid)
                and g.face(cid).color.value != colour)

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        if len(chosen) != 1:
            return None
        return CardFace.convert(name, [g.card(chosen[0])], self.id)


# ================================================================ 贾诩 完杀 乱武 帷幕


@hg.skill
class Wansha(Skill):
    """完杀 (锁定技): during your turn, other players who are not dying cannot use 桃.

    A status (``prohibits``: the dying rescue asks it), in effect while the card is
    face up.  [M] has the skill fire when a player is dying in your turn, which is where
    a face-down 贾诩 may reveal it: the trigger at 濒死 does nothing else."""

    id = "wansha"
    locked = True
    timings = (Timing.DYING,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, DyingEvent) and g.current == owner.seat and not ev.averted

    def prohibits(self, g: Game, owner: Player, user: int, target: int,
                  face: CardFace) -> bool:
        return (face.name == "peach" and g.current == owner.seat and user != owner.seat
                and not _dying(g, user))


@hg.skill
class Luanwu(Skill):
    """乱武 (限定技): in your play phase, every other player, in turn from you, uses a 杀
    on the other player nearest to them (among several at the least distance they
    choose), or loses 1 HP.

    The 杀 is used as any 杀 is: its target must be in the user's attack range (seen
    with the card chosen for it) and a legal target.  A player none of whose nearest
    players they can reach that way loses 1 HP ([M] asks for the 杀 with the distance
    limit on)."""

    id = "luanwu"
    limited = True
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return len(g.alive_seats()) > 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        for seat in g.seats_from(owner.seat)[1:]:
            if g.p(seat).alive:
                yield from self._one(g, seat)

    @staticmethod
    def _slash_on(seat: int, target: int) -> Pattern:
        """A 杀 ``seat`` may use on ``target`` (range, prohibitions: the card's own)."""
        return Pattern(SLASH.names,
                       where=lambda g2, f: target_legal(g2, seat, f, (), target))

    def _one(self, g: Game, seat: int) -> Flow:
        dist = g.distances(seat)
        nearest = min(dist.values(), default=0)
        cands = [t for t in g.seats_from(seat) if dist.get(t) == nearest
                 and card_request(g, seat, self._slash_on(seat, t), use=True, reason=self.id,
                                  target=t) is not None]
        used = None
        if cands:
            target: int | None = cands[0]
            if len(cands) > 1:
                picked = yield from g.ask_players(seat, cands, "skill.luanwu.target",
                                                  reason=self.id, lo=0, hi=1)
                target = picked[0] if picked else None
            if target is not None:
                used = yield from ops.ask_for_card(g, seat, self._slash_on(seat, target),
                                                   use=True, reason=self.id, target=target,
                                                   counted=False)
        if used is None and g.p(seat).alive:
            yield from ops.lose_hp(g, seat, 1)


@hg.skill
class Weimu(Skill):
    """帷幕 (锁定技): when you become a target of a black trick, you cancel yourself as
    its target.  Delayed tricks too (成为目标时 as they are used, or when 巧变 moves one
    into his judgment area, and it is discarded); not 无懈可击, whose "target" is only
    whose effect it cancels."""

    id = "weimu"
    locked = True
    timings = (Timing.TARGETING,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not isinstance(ev, CardUse) or owner.seat not in ev.targets:
            return False
        if not ev.face.is_black or ev.responding_to is not None:
            return False
        return g.cdef(ev.face.name).type in (CardType.TRICK, CardType.DELAYED)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        use: CardUse = ev
        use.targets = [t for t in use.targets if t != owner.seat]
        return None
        yield  # pragma: no cover


# ================================================================ 庞德 猛进


@hg.skill
class Mengjin(Skill):
    """猛进: when a 杀 you use is offset by its target's 闪, you may discard one of that
    target's cards (hand or equipment)."""

    id = "mengjin"
    timings = (Timing.CARD_OFFSET,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not isinstance(ev, CardUse) or ev.user != owner.seat or ev.face.name != "slash":
            return False
        t = ev.extra.get("offset_target")
        return isinstance(t, int) and g.p(t).alive and bool(g.hand_and_equip(t))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.discard_of(g, owner.seat, ev.extra["offset_target"], "he",
                                  reason=self.id)


# ================================================================ 张角 雷击 鬼道


@hg.skill
class Leiji(Skill):
    """雷击: when you use or 打出 a 闪, you may have a player judge; ♠: you deal them 2
    thunder damage.  Choosing nobody declines."""

    id = "leiji"
    timings = (Timing.CARD_USING, Timing.CARD_RESPONDED)
    MARK = "leiji.target"

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if isinstance(ev, CardUse):
            return ev.user == owner.seat and ev.face.name == "jink"
        return isinstance(ev, Respond) and ev.seat == owner.seat and ev.face.name == "jink"

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        picked = yield from g.ask_players(owner.seat, g.alive_seats(), "skill.leiji.ask",
                                          reason=self.id, lo=0, hi=1)
        if not picked:
            return False
        owner.marks[self.MARK] = picked[0]
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        target = owner.marks.pop(self.MARK)
        if not g.p(target).alive:
            return None
        j = yield from ops.judge(g, target, self.id, good=lambda f: f.suit is not Suit.SPADE)
        if j.face is not None and j.face.suit is Suit.SPADE and g.p(target).alive:
            yield from ops.damage(g, owner.seat, target, 2, nature="thunder")
        return None


@hg.skill
class Guidao(Skill):
    """鬼道: before any judgment card takes effect, you may 打出 a black card of yours
    (hand or equipment) to replace it, and gain the old one (替换).  Choosing no card
    declines; asked again after each replacement, as 鬼才 is (rules §7)."""

    id = "guidao"
    timings = (Timing.JUDGE_BEFORE,)
    repeatable = True
    MARK = "guidao.card"

    @staticmethod
    def _black(g: Game, owner: Player) -> list[int]:
        return [c for c in g.hand_and_equip(owner.seat) if g.face(c).is_black]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, JudgeEvent) and ev.card is not None and \
            bool(self._black(g, owner))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        chosen = yield from g.ask_cards(owner.seat, self._black(g, owner), "skill.guidao.ask",
                                        reason=self.id, lo=0, hi=1, judged=ev.seat,
                                        card=ev.card, judge_reason=ev.reason)
        if not chosen:
            return False
        owner.marks[self.MARK] = chosen[0]
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        cid = owner.marks.pop(self.MARK)
        yield from replace_judge(g, ev, owner.seat, cid, keep_old=True, played=self.id)


# ================================================================ 蔡文姬 悲歌 断肠


@hg.skill
class Beige(Skill):
    """悲歌: after a player takes damage from a 杀 and is still alive, you may discard a
    card (choosing none declines): they judge.  ♥ they recover 1; ♦ they draw two;
    ♣ the damage's source discards two cards; ♠ the source turns over (翻面)."""

    id = "beige"
    timings = (Timing.DAMAGED,)
    MARK = "beige.card"

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DamageEvent) and ev.card is not None
                and ev.card.name == "slash" and g.p(ev.target).alive
                and bool(g.hand_and_equip(owner.seat)))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        chosen = yield from g.ask_cards(owner.seat, g.hand_and_equip(owner.seat),
                                        "skill.beige.ask", reason=self.id, lo=0, hi=1,
                                        target=ev.target)
        if not chosen:
            return False
        owner.marks[self.MARK] = chosen[0]
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.discard(g, owner.seat, [owner.marks.pop(self.MARK)])
        target, src = ev.target, ev.source
        if not g.p(target).alive:
            return None
        j = yield from ops.judge(g, target, self.id,
                                 good=lambda f: f.suit in (Suit.HEART, Suit.DIAMOND))
        suit = j.face.suit if j.face is not None else None
        if suit is Suit.HEART:
            yield from ops.recover(g, target, 1, source=owner.seat)
        elif suit is Suit.DIAMOND:
            yield from ops.draw(g, target, 2, self.id)
        elif src is not None and g.p(src).alive:
            if suit is Suit.CLUB:
                yield from ops.ask_discard(g, src, 2, "he", reason=self.id)
            elif suit is Suit.SPADE:
                yield from ops.flip(g, src, by=owner.seat, reason=self.id)
        return None


@hg.skill
class Duanchang(Skill):
    """断肠 (锁定技): when you die, the player who killed you loses every skill of one of
    their general cards, the one you choose (main or deputy, face up or down).

    The skills go into the killer's lost set: a face-down card, revealed later, gives
    none of them (lost quietly: naming them would tell the hidden general).  A skill
    printed on the other card too stays, that card still gives it."""

    id = "duanchang"
    locked = True
    timings = (Timing.DEATH,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not isinstance(ev, DeathEvent) or ev.seat != owner.seat:
            return False
        k = ev.killer
        return k is not None and k != owner.seat and g.p(k).alive and \
            any(not c.removed for c in g.p(k).generals)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        killer = g.p(ev.killer)
        cards = [c for c in killer.generals if not c.removed]
        pick = yield from g.ask_option(owner.seat, [c.position.value for c in cards],
                                       "skill.duanchang.choose", reason=self.id,
                                       target=killer.seat)
        chosen = next(c for c in cards if c.position is Position(pick))
        others = {sid for c in cards if c is not chosen
                  for sid in g.ruleset.general(c.general).skills}
        for sid in g.ruleset.general(chosen.general).skills:
            if sid in others:
                continue
            if sid in killer.skill_ids:
                yield from ops.lose_skill(g, killer.seat, sid)
            killer.lost.add(sid)
        killer.refresh_skills()
        g.mark_skills_changed()


# ================================================================ 马腾 雄异


@hg.skill
class Xiongyi(Skill):
    """雄异 (限定技): in your play phase, every player of your kingdom (you included), in
    turn from you, draws three; then, if your kingdom has the fewest players, you
    recover 1.

    "The fewest": no kingdom at the table has fewer living players than yours (a tie
    counts); each careerist is a kingdom of one (seed 001), and players with no
    kingdom belong to none."""

    id = "xiongyi"
    limited = True
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return True

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        mates = [s for s in g.seats_from(owner.seat) if rel.same_kingdom(g, owner.seat, s)]
        for seat in mates:
            if g.p(seat).alive:
                yield from ops.draw(g, seat, 3, self.id)
        sizes = rel.kingdom_sizes(g)
        mine = sizes.get(rel.side(g, owner.seat) or "")
        if owner.alive and mine is not None and mine <= min(sizes.values()):
            yield from ops.recover(g, owner.seat, 1, source=owner.seat)


# ================================================================ 孔融 名士 礼让


@hg.skill
class Mingshi(Skill):
    """名士 (锁定技): when you would take damage whose source has a face-down general
    card, the damage is reduced by 1."""

    id = "mingshi"
    locked = True
    timings = (Timing.DAMAGE_INFLICTED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DamageEvent) and ev.target == owner.seat
                and ev.source is not None and ev.amount > 0 and _hidden_card(g, ev.source))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.amount -= 1
        return None
        yield  # pragma: no cover


@hg.skill
class Lirang(Skill):
    """礼让: after cards of yours (hand or equipment) are discarded into the discard
    pile, you may give them to other players: any of them, to one or several players
    ([M] lets the cards of one discard be shared out).  Giving none declines."""

    id = "lirang"
    timings = (Timing.CARDS_MOVED,)
    MARK = "lirang.plan"

    @staticmethod
    def _discarded(g: Game, owner: Player, ev: MoveEvent) -> list[int]:
        if ev.reason != "discard":
            return []
        return [m.card for m in ev.lost_by(owner.seat)
                if m.dst.zone is Zone.DISCARD and g.place[m.card].zone is Zone.DISCARD]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, MoveEvent) and bool(self._discarded(g, owner, ev)) and \
            len(g.alive_seats()) > 1

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        cards = self._discarded(g, owner, ev)
        others = [s for s in g.seats_from(owner.seat) if s != owner.seat]
        req = DistributeRequest(owner.seat, "skill.lirang.ask", self.id, {}, cards=cards,
                                seats=others, min_cards=0, max_cards=len(cards),
                                max_targets=len(cards))
        plan: dict[int, tuple[int, ...]] = yield from g.ask(req)
        if not plan:
            return False
        owner.marks[self.MARK] = {s: list(c) for s, c in plan.items()}
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        plan: dict[int, list[int]] = owner.marks.pop(self.MARK)
        batches = [([c for c in cards if g.place[c].zone is Zone.DISCARD],
                    Place(Zone.HAND, s)) for s, cards in plan.items() if g.p(s).alive]
        batches = [(cards, dst) for cards, dst in batches if cards]
        if batches:
            yield from ops.move_many(g, batches, self.id, by=owner.seat, visible=ops.PUBLIC)


# ================================================================ 纪灵 双刃


@hg.skill
class Shuangren(Skill):
    """双刃: at the start of your play phase you may 拼点 with a player.  Win: you are
    視為 using a 杀 on them or on another player of their kingdom (a 視為 杀 needs no
    range; not counted against your limit).  Otherwise (a tie too) your play phase
    ends.  Choosing nobody declines."""

    id = "shuangren"
    harms_targets = True
    timings = (Timing.PHASE_BEGIN,)
    MARK = "shuangren.target"

    def _rivals(self, g: Game, owner: Player) -> list[int]:
        return [s for s in g.seats_from(owner.seat) if ops.can_pindian(g, owner.seat, s)]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, PhaseEvent) and ev.phase == "play" and ev.seat == owner.seat
                and not ev.skipped and bool(self._rivals(g, owner)))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        picked = yield from g.ask_players(owner.seat, self._rivals(g, owner),
                                          "skill.shuangren.ask", reason=self.id, lo=0, hi=1)
        if not picked:
            return False
        owner.marks[self.MARK] = picked[0]
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        rival = owner.marks.pop(self.MARK)
        pd = yield from ops.pindian(g, owner.seat, rival, self.id)
        if pd is None:
            return None
        if not pd.source_won:
            ev.skipped = True  # 你结束出牌阶段
            return None
        face = CardFace.virtual("slash", self.id)
        victims = [s for s in g.seats_from(owner.seat)
                   if (s == rival or rel.same_kingdom(g, rival, s))
                   and target_legal(g, owner.seat, face, (), s, distance_free=True)]
        if not victims or not owner.alive:
            return None
        (victim,) = yield from g.ask_players(owner.seat, victims, "skill.shuangren.slash",
                                             reason=self.id)
        yield from ops.use_virtual(g, owner.seat, "slash", [victim], skill=self.id,
                                   counted=False)
        return None


# ================================================================ 田丰 死谏 随势


@hg.skill
class Sijian(Skill):
    """死谏: after you lose your last hand card, you may discard one card (hand or
    equipment) of another player.  Choosing nobody declines."""

    id = "sijian"
    timings = (Timing.CARDS_MOVED,)
    MARK = "sijian.target"

    @staticmethod
    def _victims(g: Game, owner: Player) -> list[int]:
        return [s for s in g.seats_from(owner.seat)
                if s != owner.seat and g.hand_and_equip(s)]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, MoveEvent) and not owner.hand
                and bool(ev.lost_by(owner.seat, Zone.HAND)) and bool(self._victims(g, owner)))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        picked = yield from g.ask_players(owner.seat, self._victims(g, owner),
                                          "skill.sijian.ask", reason=self.id, lo=0, hi=1)
        if not picked:
            return False
        owner.marks[self.MARK] = picked[0]
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.discard_of(g, owner.seat, owner.marks.pop(self.MARK), "he",
                                  reason=self.id)


@hg.skill
class Suishi(Skill):
    """随势 (锁定技): when another player is dying from damage whose source is of your
    kingdom, you draw one; when another player of your kingdom dies, you lose 1 HP.
    ("Your kingdom" needs one: while all your generals are face down it is the kingdom
    your reveal would give you, as [M]'s 将与你势力相同 reads it: so a face-down 田丰
    is asked to reveal for the draw.  For the HP loss he is not asked: it could only
    hurt him, and declining is what he would answer.)  A player who does not enter
    the dying state (不屈) brings no draw."""

    id = "suishi"
    locked = True
    timings = (Timing.DYING, Timing.DEATH)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if isinstance(ev, DyingEvent):
            src = ev.damage.source if ev.damage is not None else None
            if ev.seat == owner.seat or src is None or ev.averted:
                return False
            if owner.kingdom is None:  # face down: the kingdom his reveal would give
                return src == owner.seat or src in g.mode.known_allies(g, owner.seat)
            return rel.same_kingdom(g, owner.seat, src)
        return (isinstance(ev, DeathEvent) and ev.seat != owner.seat and owner.alive
                and rel.same_kingdom(g, owner.seat, ev.seat))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if isinstance(ev, DyingEvent):
            yield from ops.draw(g, owner.seat, 1, self.id)
        else:
            yield from ops.lose_hp(g, owner.seat, 1)


# ================================================================ 潘凤 狂斧


@hg.skill
class Kuangfu(Skill):
    """狂斧: after a 杀 you use deals damage to its target, you may choose one of their
    equipment cards and either put it into your equipment area (only into an empty
    slot, as [M] does) or discard it.  Not after a damage that reached them along a
    chain or was moved to them (天香): they were not hit as the 杀's target."""

    id = "kuangfu"
    timings = (Timing.DAMAGE_DONE,)
    MOVE, DISCARD = "kuangfu_move", "kuangfu_discard"

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DamageEvent) and ev.source == owner.seat
                and ev.card is not None and ev.card.name == "slash" and not ev.chained
                and not ev.transferred
                and ev.use is not None and ev.use.user == owner.seat
                and ev.target != owner.seat and g.p(ev.target).alive
                and bool(g.p(ev.target).areas.equip))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        target = ev.target
        cid = yield from g.ask_card_of(owner.seat, target, "e", "skill.kuangfu.card",
                                       reason=self.id)
        if cid is None:
            return None
        slot = g.cdef(g.card(cid).name).slot
        options = ([self.MOVE] if slot is not None and g.equip(owner.seat, slot) is None
                   else []) + [self.DISCARD]
        pick = yield from g.ask_option(owner.seat, options, "skill.kuangfu.choose",
                                       reason=self.id, target=target, card=cid)
        if pick == self.MOVE:
            yield from ops.move_to_equip(g, owner.seat, cid, by=owner.seat)
        else:
            yield from ops.discard(g, target, [cid], by=owner.seat)
        return None


# ================================================================ 邹氏 祸水 倾城


@hg.skill
class Huoshui(Skill):
    """祸水: in your play phase you may reveal this general (the skill does nothing else
    when used); while it is face up, other players cannot reveal general cards during
    your turn (``forbids_reveal``: no 准备-phase reveal, no face-down card's skill, no
    answer to a 阵法召唤)."""

    id = "huoshui"
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return self.id not in owner.skill_ids  # offered only while its card is face down

    def forbids_reveal(self, g: Game, owner: Player, seat: int) -> bool:
        return g.current == owner.seat and seat != owner.seat


@hg.skill
class Qingcheng(Skill):
    """倾城: in your play phase, any number of times, discard an equipment card (hand or
    equipment area) and choose another player whose two generals are both face up: you
    turn one of them (your choice) face down.  Their kingdom stays; the card may be
    revealed again as any face-down one."""

    id = "qingcheng"
    active = True
    harms_targets = True
    targets_ignore_cards = True

    def _equips(self, g: Game, owner: Player) -> list[int]:
        return [c for c in g.hand_and_equip(owner.seat)
                if g.cdef(g.face(c).name).type is CardType.EQUIP]

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(self._equips(g, owner)) and any(
            s != owner.seat and _all_revealed(g, s) for s in g.alive_seats())

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return self._equips(g, owner)

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        return not chosen and cid in self._equips(g, owner)

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return not chosen and seat != owner.seat and g.p(seat).alive and \
            _all_revealed(g, seat)

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.discard(g, owner.seat, cards)
        target = targets[0]
        shown = [c.position.value for c in g.p(target).generals
                 if c.revealed and not c.removed]
        if not g.p(target).alive or not shown:
            return None
        pick = yield from g.ask_option(owner.seat, shown, "skill.qingcheng.choose",
                                       reason=self.id, target=target)
        ops.hide_general(g, target, Position(pick))
        return None

