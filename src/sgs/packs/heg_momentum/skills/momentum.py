"""君临天下·势 (momentum): the skills of 李典, 臧霸, 马岱, 糜夫人, 孙策, 陈武董袭, 董卓, 张任.

Edition [M] (Mogara/QSanguosha-For-Hegemony, the original 君临天下 text) for every one
(generals.toml says so per general).  马岱's 马术 and the 英姿 and 英魂 孙策's 魂殇
lends are the hegemony pack's skills of those ids.  Removing a deputy (移除) is the
engine's ``ops.deputy.remove_deputy``, after which ``Timing.DEPUTY_CHANGED`` fires.
Tests: tests/packs/heg_momentum/test_heg_momentum.py.

Readings where the text leaves room, each a **[choice]**:

- 恂恂: the two cards not taken go to the bottom in the order 李典 chooses (he names the
  one to lie lowest); only he sees them.
- 忘隙, 横江: once per point of damage, as 遗计: each point after the first is offered
  again, and declining one ends the skill for that damage.  忘隙's two draws go in
  turn order from the current player, as [M] does.
- 横江's −1 and 潜袭's ban are marks on the player they hit, shown as the skills
  ``hengjiang_limit`` and ``qianxi_ban`` (their status hooks), which a rule of the pack
  takes away at the end of the turn (and, for a turn whose player died, at the next
  turn's start).  横江's draw: at the end of the turn, once however often 臧霸 used it,
  if the current player's cards were discarded (棄置) by nothing during their discard
  phase (a skipped discard phase discards nothing); no draw if the current player died.
  潜袭's ban ends at once if 马岱 dies ([M] clears it at his death); a converted card
  counts as a hand card of its colour when one of its cards is in the hand.
- 闺秀's recovery is offered only to a wounded player (at full HP it would do nothing),
  for a removal of 糜夫人 face up or face down; accepting it says what was removed.
- 存嗣 移除此武将牌: seed 001's 移除 applies to a deputy only (有副将的角色才能移除副将;
  ``ops.deputy`` has no other), so 存嗣 can be used only while 糜夫人 is the deputy.
  勇决 goes to any player chosen, 糜夫人 included; it works for the players of its
  holder's kingdom (the holder too), so for a holder with no kingdom yet, for nobody.
- 勇决: "the first card used in the phase" counts every card the player used in that
  play phase, responses included (a 无懈可击), as [M] does; the 杀 must be one
  physical 杀 card (itself, or converted from a 杀 card), as [M] requires, and it is
  taken from the discard pile once it has gone there after resolving.
- 鹰扬: the rank stays within 1..13 ([M] clamps it); 孙策 sees both cards when asked.
- 魂殇: a skill 孙策 already has (英姿 from 周瑜) is not lent again; what it lent is
  taken back at the end of the turn, and only that (a 英姿 of a 周瑜 revealed meanwhile
  stays).
- 断绁: the other player must be unchained; 陈武董袭 is chained after them unless he is
  already.
- 奋命: the chained players in turn order from 陈武董袭, each one card of their hand or
  equipment (he chooses another's, an unseen hand card at random; his own he discards
  as he likes).
- 横征: one card of each other player's hand, equipment or judgment area, in turn order.
- 暴凌 only with 董卓 face up as the main general (a face-down 董卓 is not asked:
  [M] needs the skill shown); 崩坏 is gained for good.
- 穿心 on "与你势力不同": the target has a kingdom and is not of 张任's; a face-down
  张任 counts the kingdom his reveal would give (as 随势 does).  A soldier card is no
  deputy.  Not for a damage passed on along a chain or moved by 天香.  The target with
  no equipment can only remove their deputy.
- 锋矢: only a face-up 张任 ([M] needs the skill shown); each besieged target of the
  杀 with equipment discards one card of their equipment area, of their choice.
"""

from __future__ import annotations

from typing import Any

from ....core import CardFace, Color, Game, Player, Skill, Timing, Zone, ops
from ....core.events import (
    CardUse,
    DamageEvent,
    DeputyChangedEvent,
    Event,
    MoveEvent,
    PhaseEvent,
    PindianEvent,
    RevealEvent,
    TurnEvent,
)
from ....core.generals import FromSkill
from ....core.ops.moves import take_top
from ....core.skill import Flow
from ....core.zones import DISCARD, PROCESSING, Place
from ...hegemony import relations as rel
from ..builder import hx

DRAW = Place(Zone.DRAW)


def _own_phase(owner: Player, timing: Timing, ev: Any, phase: str) -> bool:
    return (timing is Timing.PHASE_BEGIN and isinstance(ev, PhaseEvent)
            and ev.seat == owner.seat and ev.phase == phase)


def _others(g: Game, owner: Player) -> list[int]:
    return [s for s in g.seats_from(owner.seat) if s != owner.seat]


def _in_play_phase(g: Game, seat: int) -> bool:
    return g.current == seat and g.phase is not None and g.phase.phase == "play"


def _shown(owner: Player, sid: str) -> bool:
    """The player has the skill from a face-up card (not only a face-down one's offer)."""
    return sid in owner.skill_ids


# ================================================================ 李典


@hx.skill
class Xunxun(Skill):
    """恂恂: 摸牌阶段开始时，你可以放弃摸牌，观看牌堆顶的四张牌并获得其中的两张牌，然后将
    其余的牌置于牌堆底。"""

    id = "xunxun"
    timings = (Timing.DRAW_COUNT,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, PhaseEvent) and ev.seat == owner.seat and ev.draw_count > 0

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.draw_count = 0
        cards = take_top(g, 4)
        ops.view_cards(g, owner.seat, cards, self.id)
        taken = yield from g.ask_cards(owner.seat, list(cards), "skill.xunxun.take",
                                       reason=self.id, lo=2, hi=2)
        rest = [c for c in cards if c not in taken]
        yield from ops.move(g, list(taken), Place(Zone.HAND, owner.seat), self.id,
                            by=owner.seat)
        if len(rest) > 1:
            (lowest,) = yield from g.ask_cards(owner.seat, rest, "skill.xunxun.bottom",
                                               reason=self.id)
            rest = [c for c in rest if c != lowest] + [lowest]
        if rest:
            yield from ops.move(g, rest, DRAW, self.id, by=owner.seat, bottom=True,
                                visible=frozenset({owner.seat}))
        return None


@hx.skill
class Wangxi(Skill):
    """忘隙: 每当你对其他角色造成1点伤害后，或受到其他角色造成的1点伤害后，若其存活，你可以
    令你与其各摸一张牌。"""

    id = "wangxi"
    timings = (Timing.DAMAGE_DONE, Timing.DAMAGED)

    @staticmethod
    def _other(owner: Player, timing: Timing, ev: DamageEvent) -> int | None:
        other = ev.target if timing is Timing.DAMAGE_DONE else ev.source
        mine = ev.source if timing is Timing.DAMAGE_DONE else ev.target
        return other if mine == owner.seat and other is not None and other != owner.seat \
            else None

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not isinstance(ev, DamageEvent) or ev.amount <= 0:
            return False
        other = self._other(owner, timing, ev)
        return other is not None and g.p(other).alive

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        return (yield from g.ask_confirm(owner.seat, "skill.wangxi.ask", reason=self.id,
                                         target=self._other(owner, timing, ev)))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        other = self._other(owner, timing, ev)
        assert other is not None
        for n in range(ev.amount):  # 每当…1点伤害后: once per point
            if not (owner.alive and g.p(other).alive):
                return None
            if n > 0:
                if not (yield from self.cost(g, owner, timing, ev)):
                    return None
                g.announce_skill(owner.seat, self.id)
            for seat in g.seats_from(g.current):
                if seat in (owner.seat, other) and g.p(seat).alive:
                    yield from ops.draw(g, seat, 1, self.id)
        return None


# ================================================================ 臧霸

_HJ_USED = "hengjiang.turn"  # on 臧霸: the turn he used 横江 in
_HJ_LIMIT = "hengjiang.limit"  # on the current player: (turn, how many times)


def _discarded_in_discard_phase(g: Game, seat: int) -> bool:
    """Were cards of ``seat`` discarded (棄置) during its discard phase this turn?"""
    for e in g.history:
        if isinstance(e, MoveEvent) and e.reason == "discard" and \
                any(m.dst.zone is Zone.DISCARD for m in e.lost_by(seat)):
            up: Event | None = e.parent
            while up is not None and not isinstance(up, PhaseEvent):
                up = up.parent
            if up is not None and up.seat == seat and up.phase == "discard":
                return True
    return False


@hx.skill
class Hengjiang(Skill):
    """横江: 每当你受到1点伤害后，你可以令当前回合角色的手牌上限于此回合内-1，若你此前于此
    回合内未发动过"横江"，此回合结束时，若其未于弃牌阶段内弃置过其牌，你摸一张牌。"""

    id = "hengjiang"
    timings = (Timing.DAMAGED, Timing.TURN_END)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if timing is Timing.TURN_END:
            return (isinstance(ev, TurnEvent) and owner.marks.get(_HJ_USED) == g.turn_count
                    and not _discarded_in_discard_phase(g, ev.seat))
        return (isinstance(ev, DamageEvent) and ev.target == owner.seat and ev.amount > 0
                and g.turn is not None and g.p(g.current).alive)

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.TURN_END:
            return True  # 你摸一张牌: no question
        return (yield from g.ask_confirm(owner.seat, "skill.hengjiang.ask", reason=self.id,
                                         target=g.current))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.TURN_END:
            owner.marks.pop(_HJ_USED, None)
            yield from ops.draw(g, owner.seat, 1, self.id)
            return None
        for n in range(ev.amount):  # 每当你受到1点伤害后: once per point
            cur = g.p(g.current)
            if not (owner.alive and cur.alive) or g.turn is None:
                return None
            if n > 0:
                if not (yield from self.cost(g, owner, timing, ev)):
                    return None
                g.announce_skill(owner.seat, self.id)
            turn, times = cur.marks.get(_HJ_LIMIT, (None, 0))
            cur.marks[_HJ_LIMIT] = (g.turn_count, (times if turn == g.turn_count else 0) + 1)
            owner.marks[_HJ_USED] = g.turn_count
            yield from ops.acquire_skill(g, cur.seat, HengjiangLimit.id,
                                         source=FromSkill(self.id))
        return None


@hx.skill
class HengjiangLimit(Skill):
    """横江's mark: this turn the hand limit is 1 lower for each 横江 on its holder."""

    id = "hengjiang_limit"
    locked = True

    def hand_limit_mod(self, g: Game, owner: Player, seat: int) -> int:
        turn, times = owner.marks.get(_HJ_LIMIT, (None, 0))
        return -int(times) if seat == owner.seat and turn == g.turn_count else 0


# ================================================================ 马岱

_QX_BAN = "qianxi.ban"  # on the player hit: (turn, colour, 马岱's seat)


@hx.skill
class Qianxi(Skill):
    """潜袭: 准备阶段开始时，你可以判定，然后令距离为1的一名角色于此回合内不能使用或打出与
    结果颜色相同的手牌。"""

    id = "qianxi"
    timings = (Timing.PHASE_BEGIN,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _own_phase(owner, timing, ev, "start")

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        j = yield from ops.judge(g, owner.seat, self.id)
        if j.face is None or j.face.color is Color.NONE or not owner.alive:
            return None
        near = [s for s in _others(g, owner) if g.distance(owner.seat, s) == 1]
        if not near:
            return None
        color = j.face.color.value
        (victim,) = yield from g.ask_players(owner.seat, near, "skill.qianxi.target",
                                             reason=self.id, color=color)
        g.p(victim).marks[_QX_BAN] = (g.turn_count, color, owner.seat)
        g.emit("qianxi", seat=victim, color=color, by=owner.seat)
        yield from ops.acquire_skill(g, victim, QianxiBan.id, source=FromSkill(self.id))
        return None


@hx.skill
class QianxiBan(Skill):
    """潜袭's mark: this turn its holder cannot use or play hand cards of the colour."""

    id = "qianxi_ban"
    locked = True

    def forbids_card(self, g: Game, owner: Player, seat: int, face: CardFace) -> bool:
        ban = owner.marks.get(_QX_BAN)
        if seat != owner.seat or ban is None:
            return False
        turn, color, by = ban
        return (turn == g.turn_count and g.p(by).alive and face.color.value == color
                and any(g.place[c] == Place(Zone.HAND, seat) for c in face.subcards))


# ================================================================ the marks' end

_LENT = {HengjiangLimit.id: Hengjiang.id, QianxiBan.id: Qianxi.id}


def _drop_grant(g: Game, seat: int, sid: str, source: FromSkill) -> None:
    """Take back a skill a skill lent (its grant alone: the same skill from a general
    card stays)."""
    p = g.p(seat)
    kept = [gr for gr in p.gained if not (gr.skill == sid and gr.source == source)]
    if len(kept) == len(p.gained):
        return
    p.gained = kept
    p.refresh_skills()
    g.mark_skills_changed()
    g.emit("skill_lost", seat=seat, skill=sid)


def _lent(g: Game) -> list[tuple[int, str, FromSkill]]:
    """Every skill lent for a turn: 横江's and 潜袭's marks, 魂殇's 英姿 and 英魂."""
    out = []
    for p in g.players:
        for gr in p.gained:
            src = gr.source
            if isinstance(src, FromSkill) and (
                    _LENT.get(gr.skill) == src.skill or src.skill == Hunshang.id):
                out.append((p.seat, gr.skill, src))
    return out


@hx.rule
class TurnMarksEnd(Skill):
    """At the end of a turn (one whose player died too) the skills lent for the turn are
    taken back: 横江's and 潜袭's marks, 魂殇's 英姿 and 英魂."""

    id = "heg_momentum_turn_marks"
    timings = (Timing.TURN_END,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return bool(_lent(g))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        for seat, sid, src in _lent(g):
            _drop_grant(g, seat, sid, src)
        for p in g.players:
            p.marks.pop(_HJ_LIMIT, None)
            p.marks.pop(_QX_BAN, None)
        return None
        yield  # pragma: no cover


# ================================================================ 糜夫人


@hx.skill
class Guixiu(Skill):
    """闺秀: 每当你明置此武将牌后，你可以摸两张牌；当你移除此武将牌后，你可以回复1点体力。

    The draw is this skill; the recovery, once the card is gone with its skills, is the
    pack's rule ``GuixiuRemoved``."""

    id = "guixiu"
    timings = (Timing.GENERAL_REVEALED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, RevealEvent) and ev.seat == owner.seat
                and self.id in g.ruleset.general(ev.general).skills)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.draw(g, owner.seat, 2, self.id)


@hx.rule
class GuixiuRemoved(Skill):
    """闺秀's second half: after a general with 闺秀 was removed, its player may recover 1."""

    id = "guixiu_removed"
    timings = (Timing.DEPUTY_CHANGED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DeputyChangedEvent) and ev.kind == "remove"
                and ev.old is not None and Guixiu.id in g.ruleset.general(ev.old).skills
                and g.p(ev.seat).alive and g.p(ev.seat).wounded)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ok = yield from g.ask_confirm(ev.seat, "skill.guixiu.recover", reason=Guixiu.id)
        if ok:
            g.announce_skill(ev.seat, Guixiu.id)
            yield from ops.recover(g, ev.seat, 1, source=ev.seat)
        return None


@hx.skill
class Cunsi(Skill):
    """存嗣: 出牌阶段，你可以移除此武将牌并选择一名角色，令其获得"勇决"，然后若其不为你，
    其摸两张牌。  (Only while 糜夫人 is the deputy: seed 001 removes deputies.)"""

    id = "cunsi"
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        dep = ops.deputy.deputy_of(g, owner.seat)
        return dep is not None and self.id in g.ruleset.general(dep.general).skills

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return not chosen and g.p(seat).alive

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        (to,) = targets
        yield from ops.deputy.remove_deputy(g, owner.seat, self.id)
        if not g.p(to).alive:
            return None
        yield from ops.acquire_skill(g, to, Yongjue.id, source=FromSkill(self.id))
        if to != owner.seat:
            yield from ops.draw(g, to, 2, self.id)
        return None


_YJ_CARD = "yongjue.card"  # on the user: (turn, the 杀 card) once it is finished
_YJ_TAKE = "yongjue.take"  # on the holder: (user, card) between yes and the taking


@hx.rule
class YongjueWatch(Skill):
    """勇决's eye: when a 杀 a player used in their play phase finishes, and it was the
    first card they used in the phase and is one physical 杀 card, that card is noted on
    them (勇决 answers its move to the discard pile)."""

    id = "yongjue_watch"
    timings = (Timing.CARD_FINISHED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not (isinstance(ev, CardUse) and ev.face.name == "slash"
                and len(ev.face.subcards) == 1 and _in_play_phase(g, ev.user)
                and any(Yongjue.id in p.skill_ids for p in g.alive())):
            return False
        (cid,) = ev.face.subcards
        return (CardFace.of(g.card(cid)).name == "slash"
                and not any(isinstance(e, CardUse) and e.user == ev.user
                            for e in g.phase_history))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        g.p(ev.user).marks[_YJ_CARD] = (g.turn_count, ev.face.subcards[0])
        return None
        yield  # pragma: no cover


@hx.skill
class Yongjue(Skill):
    """勇决: 每当与你势力相同的一名角色于其出牌阶段内使用的【杀】因结算完毕而置入弃牌堆后，
    若此【杀】为其于此阶段内使用的首张牌，其可以获得之。"""

    id = "yongjue"
    timings = (Timing.CARDS_MOVED,)

    @staticmethod
    def _card(g: Game, ev: MoveEvent) -> tuple[int, int] | None:
        """(user, card) when this move is a noted 杀 going to the discard pile."""
        if ev.reason != "use" or ev.by is None:
            return None
        noted = g.p(ev.by).marks.get(_YJ_CARD)
        if noted is None or noted[0] != g.turn_count:
            return None
        cid = noted[1]
        moved = any(m.card == cid and m.src == PROCESSING and m.dst == DISCARD
                    for m in ev.moves)
        return (ev.by, cid) if moved and g.place[cid] == DISCARD else None

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not isinstance(ev, MoveEvent):
            return False
        found = self._card(g, ev)
        return found is not None and g.p(found[0]).alive and \
            rel.same_kingdom(g, owner.seat, found[0])

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        found = self._card(g, ev)
        assert found is not None
        user, cid = found
        g.p(user).marks.pop(_YJ_CARD, None)  # asked once
        ok = yield from g.ask_confirm(user, "skill.yongjue.ask", reason=self.id, card=cid,
                                      holder=owner.seat)
        if ok:
            owner.marks[_YJ_TAKE] = found
        return ok

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        user, cid = owner.marks.pop(_YJ_TAKE)
        if g.place[cid] == DISCARD and g.p(user).alive:
            yield from ops.move(g, [cid], Place(Zone.HAND, user), self.id, by=user,
                                visible=ops.PUBLIC)
        return None


# ================================================================ 孙策


@hx.skill
class Jiang(Skill):
    """激昂: 每当你使用【决斗】/红色【杀】指定目标后，或成为一张【决斗】/红色【杀】的目标后，
    你可以摸一张牌。"""

    id = "jiang"
    timings = (Timing.TARGET_CONFIRMED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardUse) and bool(ev.targets)
                and (ev.face.name == "duel" or (ev.face.name == "slash" and ev.face.is_red))
                and (ev.user == owner.seat or owner.seat in ev.targets))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.draw(g, owner.seat, 1, self.id)


_YY_PICK = "yingyang.pick"
PLUS, MINUS, NONE = "yingyang_plus", "yingyang_minus", "yingyang_none"


@hx.skill
class Yingyang(Skill):
    """鹰扬: 每当你拼点的牌亮出后，你可以令此牌的点数于此次拼点中+3或-3。"""

    id = "yingyang"
    timings = (Timing.PINDIAN_SHOWN,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, PindianEvent) and owner.seat in (ev.source, ev.target)

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        mine = ev.source == owner.seat
        pick = yield from g.ask_option(
            owner.seat, [PLUS, MINUS, NONE], "skill.yingyang.choose", reason=self.id,
            least=NONE,
            card=ev.source_card if mine else ev.target_card,
            rank=ev.source_rank if mine else ev.target_rank,
            other=ev.target_card if mine else ev.source_card,
            other_rank=ev.target_rank if mine else ev.source_rank)
        if pick == NONE:
            return False
        owner.marks[_YY_PICK] = pick
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        delta = 3 if owner.marks.pop(_YY_PICK) == PLUS else -3
        if ev.source == owner.seat:
            ev.source_rank = min(13, max(1, ev.source_rank + delta))
        else:
            ev.target_rank = min(13, max(1, ev.target_rank + delta))
        return None
        yield  # pragma: no cover


@hx.skill
class Hunshang(Skill):
    """魂殇: 副将技，此武将牌上单独的阴阳鱼个数-1；副将技，准备阶段开始时，若你的体力值为1，
    你于此回合内拥有"英姿"和"英魂"。"""

    id = "hunshang"
    locked = True
    slot = "deputy"
    slot_hp = -1
    timings = (Timing.PHASE_BEGIN,)
    LENDS = ("yingzi", "yinghun")

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _own_phase(owner, timing, ev, "start") and owner.hp == 1

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        for sid in self.LENDS:
            if sid not in owner.skill_ids:
                yield from ops.acquire_skill(g, owner.seat, sid, source=FromSkill(self.id))
        return None


# ================================================================ 陈武董袭


@hx.skill
class Duanxie(Skill):
    """断绁: 出牌阶段限一次，你可以令一名其他角色横置，若如此做，你横置。"""

    id = "duanxie"
    active = True
    per_turn = 1
    harms_targets = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return any(not g.p(s).chained for s in _others(g, owner))

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return not chosen and seat != owner.seat and g.p(seat).alive and \
            not g.p(seat).chained

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        done = yield from ops.set_chained(g, targets[0], True, by=owner.seat, reason=self.id)
        if done and owner.alive:
            yield from ops.set_chained(g, owner.seat, True, by=owner.seat, reason=self.id)
        return None


@hx.skill
class Fenming(Skill):
    """奋命: 结束阶段开始时，若你处于连环状态，你可以弃置处于连环状态的每名角色的一张牌。"""

    id = "fenming"
    timings = (Timing.PHASE_BEGIN,)

    @staticmethod
    def _chained(g: Game, owner: Player) -> list[int]:
        return [s for s in g.seats_from(owner.seat)
                if g.p(s).chained and g.hand_and_equip(s)]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _own_phase(owner, timing, ev, "finish") and owner.chained and \
            bool(self._chained(g, owner))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        for seat in self._chained(g, owner):
            if not owner.alive:
                break
            if not (g.p(seat).alive and g.p(seat).chained and g.hand_and_equip(seat)):
                continue
            if seat == owner.seat:
                yield from ops.ask_discard(g, seat, 1, "he", reason=self.id)
            else:
                yield from ops.discard_of(g, owner.seat, seat, "he", reason=self.id)
        return None


# ================================================================ 董卓


@hx.skill
class Hengzheng(Skill):
    """横征: 摸牌阶段开始时，若你的体力值为1或你没有手牌，你可以放弃摸牌，获得每名其他角色
    区域里的一张牌。"""

    id = "hengzheng"
    timings = (Timing.DRAW_COUNT,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, PhaseEvent) and ev.seat == owner.seat
                and (owner.hp == 1 or not owner.hand)
                and any(g.all_cards_of(s) for s in _others(g, owner)))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.draw_count = 0
        for seat in _others(g, owner):
            if owner.alive and g.p(seat).alive and g.all_cards_of(seat):
                yield from ops.gain_of(g, owner.seat, seat, "hej", reason=self.id)
        return None


@hx.skill
class Baoling(Skill):
    """暴凌: 主将技，锁定技，出牌阶段结束时，若此武将牌已明置且你有副将，你移除副将的武将牌，
    然后加3点体力上限，回复3点体力，获得"崩坏"。"""

    id = "baoling"
    locked = True
    slot = "main"
    timings = (Timing.PHASE_END,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, PhaseEvent) and ev.seat == owner.seat and ev.phase == "play"
                and _shown(owner, self.id) and ops.deputy.can_remove_deputy(g, owner.seat))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.deputy.remove_deputy(g, owner.seat, self.id)
        if not owner.alive:
            return None
        yield from ops.gain_max_hp(g, owner.seat, 3)
        yield from ops.recover(g, owner.seat, 3, source=owner.seat)
        yield from ops.acquire_skill(g, owner.seat, Benghuai.id, source=FromSkill(self.id))
        return None


HP, MAX_HP = "benghuai_hp", "benghuai_max_hp"


@hx.skill
class Benghuai(Skill):
    """崩坏: 锁定技，结束阶段开始时，若你不是体力值最小的角色，你选择一项：1.失去1点体力；
    2.减1点体力上限。"""

    id = "benghuai"
    locked = True
    timings = (Timing.PHASE_BEGIN,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _own_phase(owner, timing, ev, "finish") and \
            any(g.p(s).hp < owner.hp for s in _others(g, owner))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        pick = yield from g.ask_option(owner.seat, [HP, MAX_HP], "skill.benghuai.choose",
                                       reason=self.id)
        if pick == HP:
            yield from ops.lose_hp(g, owner.seat, 1)
        else:
            yield from ops.lose_max_hp(g, owner.seat, 1)
        return None


# ================================================================ 张任

DISCARD_ALL, REMOVE = "chuanxin_discard", "chuanxin_remove"


@hx.skill
class Chuanxin(Skill):
    """穿心: 每当你于出牌阶段内使用【杀】或【决斗】对与你势力不同的目标角色造成伤害时，若其
    有副将，你可以防止此伤害，令其选择一项：1.弃置装备区里的所有牌，若如此做，其失去1点
    体力；2.移除副将的武将牌。"""

    id = "chuanxin"
    timings = (Timing.DAMAGE_CAUSING,)

    @staticmethod
    def _other_kingdom(g: Game, owner: Player, target: int) -> bool:
        """与你势力不同: the target has a kingdom, not 张任's (a face-down 张任: not the
        one his reveal would give him)."""
        if owner.kingdom is not None:
            return rel.other_kingdom(g, owner.seat, target)
        return g.p(target).kingdom is not None and \
            target not in g.mode.known_allies(g, owner.seat)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DamageEvent) and ev.source == owner.seat and not ev.prevented
                and ev.amount > 0 and not (ev.chained or ev.transferred)
                and ev.card is not None and ev.card.name in ("slash", "duel")
                and ev.use is not None and ev.use.user == owner.seat
                and ev.target in ev.use.targets and ev.target != owner.seat
                and _in_play_phase(g, owner.seat)
                and self._other_kingdom(g, owner, ev.target)
                and ops.deputy.can_remove_deputy(g, ev.target))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        return (yield from g.ask_confirm(owner.seat, "skill.chuanxin.ask", reason=self.id,
                                         target=ev.target))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.prevented = True
        target = ev.target
        options = ([DISCARD_ALL] if g.p(target).areas.equip else []) + [REMOVE]
        pick = yield from g.ask_option(target, options, "skill.chuanxin.choose",
                                       reason=self.id, source=owner.seat)
        if pick == DISCARD_ALL:
            yield from ops.discard_all(g, target, "e", reason=self.id)
            yield from ops.lose_hp(g, target, 1)
        else:
            yield from ops.deputy.remove_deputy(g, target, self.id)
        return None


@hx.skill
class Fengshi(Skill):
    """锋矢: 阵法技，在你为围攻角色的围攻关系中，每当围攻角色使用【杀】指定一个被围攻的目标后，
    该围攻角色令该被围攻角色弃置装备区里的一张牌。"""

    id = "fengshi"
    locked = True
    formation = "siege"
    timings = (Timing.TARGET_CONFIRMED,)

    @staticmethod
    def _besieged(g: Game, owner: Player, use: CardUse) -> list[int]:
        out = []
        for t in use.targets:
            pair = rel.besiegers(g, t)
            if pair is not None and owner.seat in pair and use.user in pair and \
                    g.p(t).alive and g.p(t).areas.equip:
                out.append(t)
        return out

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardUse) and ev.face.name == "slash" and _shown(owner, self.id)
                and bool(self._besieged(g, owner, ev)))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        for t in self._besieged(g, owner, ev):
            equips = list(g.p(t).areas.equip.values())
            if not equips:
                continue
            (cid,) = yield from g.ask_cards(t, equips, "skill.fengshi.discard",
                                            reason=self.id, by=ev.user)
            yield from ops.discard(g, t, [cid])
        return None


__all__ = ["Baoling", "Benghuai", "Chuanxin", "Cunsi", "Duanxie", "Fengshi", "Fenming",
           "Guixiu", "GuixiuRemoved", "Hengjiang", "HengjiangLimit", "Hengzheng", "Hunshang",
           "Jiang", "Qianxi", "QianxiBan", "TurnMarksEnd", "Wangxi", "Xunxun", "Yingyang",
           "Yongjue", "YongjueWatch"]
