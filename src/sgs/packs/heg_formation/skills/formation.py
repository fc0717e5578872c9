"""君临天下·阵 (formation): the skills of its eight generals.

魏 邓艾 屯田 急袭 资粮 · 曹洪 护援 鹤翼 · 蜀 姜维 挑衅 遗志 天覆 · 蒋琬费祎 生息 守成 ·
吴 蒋钦 尚义 鸟翔 · 徐盛 疑城 · 群 于吉 千幻 · 何太后 鸩毒 戚乱.

Edition [M] (Mogara/QSanguosha-For-Hegemony, FormationPackage) for all of them
(generals.toml says so per general).  Reused: 屯田 and 急袭 are 风/山 邓艾's classes
(seed 002's cards on a general: the 田 are a face-up pile, ``tian``), 急袭 tagged a
主将技 worth one 阴阳鱼 less; 天覆 is the hegemony 看破 under a formation condition.
Kingdom words go through ``sgs.packs.hegemony.relations``; the 阵法技 (鹤翼, 天覆: 队列;
鸟翔: 围攻) are in effect only with more than 3 players alive (the engine's
``Skill.formation``), and the mode grants their owners 阵法召唤.

Readings where the text leaves room, each a **[choice]**:

- "与你势力相同的一名角色" includes you.  A face-down owner asked before revealing
  counts the players of the kingdom its reveal would give (the mode's
  ``known_allies``; none if it would be a careerist), as [M]'s willBeFriendWith.
- 屯田: the judgment is asked once for each batch of cards lost (the 风/山 class); a
  non-♥ judgment card, as it takes effect, may be put on the general (a question to
  the judged player, [M] "你可以将之置于武将牌上"; a pack rule, before any skill).
- 资粮, 守成, 疑城, 千幻, 鸩毒 and 护援 ask their own question (a card, a player or a
  yes), so a face-down owner is asked that once and revealed if it pays.
- 护援: the equipment card may be in the hand or equipped; it goes into the same slot
  of a player whose slot is empty (not an use); then a player at distance 1 from
  that player (the owner included) with a card in hand or equipment may be chosen,
  and the owner discards one of their cards.
- 鹤翼: the other members of your 队列 have 飞影 — every other player's distance to
  them is +1 (no 飞影 skill is granted: the distance is 鹤翼's).
- 遗志 (锁定技, 副将技): at the start of your 准备 phase it plays 观星 itself: with X = 5
  if your main general is face up and has 观星 (whose own 观星 it then replaces: 遗志
  invalidates your 观星 while it is in effect), otherwise X = the living players, at
  most 5 ("你视为拥有观星").  Not after a 观星 already used this turn.
- 天覆: while the current player is in your 队列 (you included), a black hand card
  can be used as 无懈可击, as 看破 does.
- 生息: the original printing's timing, 出牌阶段结束时 (Mogara's text says 弃牌阶段开始时
  and its code checks the play phase): no damage dealt by you in this play phase (a
  prevented one is none).
- 守成: each player of your kingdom who, outside their turn, lost their last hand
  card in that move; several at once are chosen among.
- 尚义: the other player sees your hand (a ``view`` record); then you choose hand
  (you see theirs and may discard one black card of it) or generals (you look at
  each of their face-down generals).  A choice that has nothing to show is not
  offered; a player with neither cannot be chosen.
- 鸟翔: a 杀 used by either besieger of a siege you are in, targeting the besieged,
  needs two 闪 from them (not more, with 无双 too).
- 疑城: each player of your kingdom the 杀 targets is asked about in turn; each draws
  one, then discards one (hand or equipment).
- 千幻: the damaged player must be alive; the top card goes on your general, and to
  the discard pile if a 幻 there already has its suit.  Cancelling: a basic card or
  a trick (delayed ones too, 成为目标时 as for 帷幕) with a single target of
  your kingdom; 无懈可击 has no target of its own and is not cancelled.
- 鸩毒: the hand card is chosen (or none: declined), discarded, then the player 視為
  uses 酒 on themself (its +1 for their next 杀 this turn, counting as their 酒 of
  the turn), then you deal them 1 damage if they are alive.
- 戚乱: after any turn ends ([M]: 回合结束后) — the turn's TURN_END, which a turn whose
  player died has too — if a player died this turn with you as the killer (the source
  of the fatal damage); once, however many.
"""

from __future__ import annotations

from typing import Any

from ....core import CardFace, CardType, EquipSlot, Game, Player, Skill, Suit, Timing, Zone, ops
from ....core.events import (
    CardUse,
    DamageEvent,
    DeathEvent,
    JudgeEvent,
    MoveEvent,
    PhaseEvent,
    TurnEvent,
)
from ....core.generals import Position
from ....core.ops.moves import take_top
from ....core.ops.use import Pattern, target_legal
from ....core.skill import Flow
from ....core.zones import PROCESSING, Place
from ...hegemony import relations as rel
from ...hegemony.skills.shu import Kanpo
from ...wind_mountain.skills import TIAN
from ...wind_mountain.skills import Jixi as _Jixi
from ...wind_mountain.skills import Tuntian as _Tuntian
from ..builder import hx

HUAN = "huan"  # 于吉's 幻


# ---------------------------------------------------------------- helpers


def friend(g: Game, owner: Player, seat: int) -> bool:
    """与你势力相同 (you included).  A face-down owner counts the kingdom its reveal would
    give it (the mode's known allies: none if it would be a careerist)."""
    if seat == owner.seat:
        return True
    if owner.kingdom is None:
        return seat in g.mode.known_allies(g, owner.seat)
    return rel.same_kingdom(g, owner.seat, seat)


def _own_phase(owner: Player, ev: Any, phase: str) -> bool:
    return isinstance(ev, PhaseEvent) and ev.seat == owner.seat and ev.phase == phase


def _push(owner: Player, key: str, value: Any) -> None:
    """Keep what a cost chose for its effect: a stack, since revealing a face-down card
    between the two may run the same skill again inside (a companion reward)."""
    owner.marks.setdefault(key, []).append(value)


def _pop(owner: Player, key: str) -> Any:
    stack = owner.marks[key]
    value = stack.pop()
    if not stack:
        del owner.marks[key]
    return value


def _hidden_positions(g: Game, seat: int) -> list[Position]:
    return [c.position for c in g.p(seat).generals if not c.revealed and not c.removed]


# ================================================================ 邓艾


@hx.skill
class Tuntian(_Tuntian):
    """屯田 [M]: 每当你于回合外失去牌后，你可以判定，当非红桃的判定牌生效后，你可以将之置于
    武将牌上，称为“田”；你与其他角色的距离-X（X为“田”数）。

    The 风/山 class: outside your turn, after losing hand or equipment cards (not to
    your own hand or equipment), judge; the 田 take 1 each off your distance to the
    others (a status: not while the card is face down)."""


@hx.rule
class TuntianField(Skill):
    """屯田's judgment card, not a heart, as it takes effect: the judged player may put it
    on their general as a 田 ([M]: 你可以将之置于武将牌上); otherwise it is discarded as
    usual."""

    id = "heg_tuntian_field"
    timings = (Timing.JUDGE_RESULT,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, JudgeEvent) and ev.reason == Tuntian.id and ev.card is not None
                and ev.face is not None and ev.face.suit is not Suit.HEART
                and g.p(ev.seat).alive and g.place[ev.card] == PROCESSING)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        assert ev.card is not None
        keep = yield from g.ask_confirm(ev.seat, "skill.tuntian.field", reason=Tuntian.id,
                                        card=ev.card)
        if keep:
            yield from ops.put_on_general(g, ev.seat, TIAN, [ev.card])


@hx.skill
class Jixi(_Jixi):
    """急袭 [M]: 主将技，此武将牌上单独的阴阳鱼个数-1；主将技，你可以将一张“田”当【顺手牵羊】
    使用。  (The 风/山 class, had only as main, where the card is worth one 阴阳鱼 less.)"""

    slot = "main"
    slot_hp = -1


@hx.skill
class Ziliang(Skill):
    """资粮 [M]: 副将技，每当与你势力相同的一名角色受到伤害后，你可以将一张“田”交给该角色。"""

    id = "ziliang"
    slot = "deputy"
    timings = (Timing.DAMAGED,)
    _PICK = "ziliang.pick"

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DamageEvent) and g.p(ev.target).alive
                and bool(g.pile_ids(owner.seat, TIAN)) and friend(g, owner, ev.target))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        chosen = yield from g.ask_cards(owner.seat, g.pile_ids(owner.seat, TIAN),
                                        f"skill.{self.id}.ask", reason=self.id, lo=0, hi=1,
                                        target=ev.target)
        if chosen:
            _push(owner, self._PICK, chosen[0])
        return bool(chosen)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        cid = _pop(owner, self._PICK)
        if g.p(ev.target).alive and cid in g.pile_ids(owner.seat, TIAN):
            yield from ops.move(g, [cid], Place(Zone.HAND, ev.target), self.id, by=owner.seat,
                                visible=ops.PUBLIC)


# ================================================================ 曹洪


@hx.skill
class Huyuan(Skill):
    """护援 [M]: 结束阶段开始时，你可以将一张装备牌置入一名角色的装备区，若如此做，你可以
    弃置其距离为1的一名角色的一张牌。"""

    id = "huyuan"
    timings = (Timing.PHASE_BEGIN,)
    _PICK = "huyuan.pick"

    @staticmethod
    def _slot(g: Game, cid: int) -> EquipSlot | None:
        return g.cdef(g.card(cid).name).slot

    def _receivers(self, g: Game, cid: int) -> list[int]:
        slot = self._slot(g, cid)
        return [s for s in g.alive_seats() if slot is not None and g.equip(s, slot) is None]

    def _equips(self, g: Game, owner: Player) -> list[int]:
        return [c for c in g.hand_and_equip(owner.seat)
                if g.cdef(g.card(c).name).type is CardType.EQUIP and self._receivers(g, c)]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _own_phase(owner, ev, "finish") and bool(self._equips(g, owner))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        card = yield from g.ask_cards(owner.seat, self._equips(g, owner),
                                      f"skill.{self.id}.card", reason=self.id, lo=0, hi=1)
        if not card:
            return False
        (to,) = yield from g.ask_players(owner.seat, self._receivers(g, card[0]),
                                         f"skill.{self.id}.to", reason=self.id, card=card[0])
        _push(owner, self._PICK, (card[0], to))
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        cid, to = _pop(owner, self._PICK)
        slot = self._slot(g, cid)
        if slot is None or not g.p(to).alive or g.equip(to, slot) is not None:
            return None
        yield from ops.move_to_equip(g, to, cid, by=owner.seat)
        near = [s for s in g.alive_seats() if s != to and g.distance(to, s) == 1
                and g.hand_and_equip(s)]
        if not near or not owner.alive:
            return None
        victim = yield from g.ask_players(owner.seat, near, f"skill.{self.id}.discard",
                                          reason=self.id, lo=0, hi=1, to=to)
        if victim:
            yield from ops.discard_of(g, owner.seat, victim[0], "he", reason=self.id)
        return None


@hx.skill
class Heyi(Skill):
    """鹤翼 [M]: 阵法技，与你处于同一队列的其他角色视为拥有“飞影”（锁定技，其他角色与你的
    距离+1）。"""

    id = "heyi"
    locked = True
    formation = "formation"

    def distance_mod(self, g: Game, owner: Player, src: int, dst: int) -> int:
        if dst == owner.seat or src == dst:
            return 0
        return 1 if dst in rel.formation_of(g, owner.seat) else 0


# ================================================================ 姜维

SLASH = Pattern.of("slash")


@hx.skill
class Tiaoxin(Skill):
    """挑衅 [M]: 出牌阶段限一次，你可以令攻击范围内含有你的一名角色选择是否对你使用【杀】，
    若其选择否，你弃置其一张牌。"""

    id = "tiaoxin"
    active = True
    per_turn = 1
    harms_targets = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return any(g.in_range(s, owner.seat) for s in g.alive_seats() if s != owner.seat)

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return not chosen and seat != owner.seat and g.in_range(seat, owner.seat)

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        them = targets[0]

        def legal(g2: Game, f: CardFace) -> bool:
            return target_legal(g2, them, f, (), owner.seat)

        face = yield from ops.ask_for_card(g, them, Pattern(SLASH.names, where=legal),
                                           use=True, reason=self.id, target=owner.seat,
                                           counted=False, user=owner.seat)
        if face is None and owner.alive and g.p(them).alive and g.hand_and_equip(them):
            yield from ops.discard_of(g, owner.seat, them, "he", reason=self.id)
        return None


@hx.skill
class Yizhi(Skill):
    """遗志 [M]: 副将技，此武将牌上单独的阴阳鱼个数-1；副将技，若你的主将有“观星”，此“观星”
    描述中的X视为5，否则你视为拥有“观星”。"""

    id = "yizhi"
    slot = "deputy"
    slot_hp = -1
    locked = True
    timings = (Timing.PHASE_BEGIN,)
    GUANXING = "guanxing"

    def _main_guanxing(self, g: Game, owner: Player) -> bool:
        """Is the main general face up, with 观星?"""
        main = next((c for c in owner.generals if c.position is Position.MAIN
                     and c.revealed and not c.removed), None)
        return main is not None and self.GUANXING in g.ruleset.general(main.general).skills

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _own_phase(owner, ev, "start") and \
            not g.skill_uses_turn[(owner.seat, self.GUANXING)]

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        n = 5 if self._main_guanxing(g, owner) else min(5, len(g.alive_seats()))
        yield from ops.arrange_top(g, owner.seat, n, self.GUANXING)

    def invalidates(self, g: Game, owner: Player, seat: int, skill: Skill) -> bool:
        # your own 观星 is played by 遗志 (X = 5 with it on the main general)
        return seat == owner.seat and skill.id == self.GUANXING


@hx.skill
class Tianfu(Kanpo):
    """天覆 [M]: 主将技，阵法技，若当前回合角色为你所在队列里的角色，你视为拥有“看破”。"""

    id = "tianfu"
    slot = "main"
    locked = True
    formation = "formation"

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        if g.turn is None or g.current not in rel.formation_of(g, owner.seat):
            return ()
        return super().view_names(g, owner, play)


# ================================================================ 蒋琬费祎


@hx.skill
class Shengxi(Skill):
    """生息: 出牌阶段结束时，若你未于此阶段内造成过伤害，你可以摸两张牌。"""

    id = "shengxi"
    timings = (Timing.PHASE_END,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _own_phase(owner, ev, "play") and not any(
            isinstance(e, DamageEvent) and e.source == owner.seat and not e.prevented
            and e.amount > 0 for e in g.phase_history)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.draw(g, owner.seat, 2, self.id)


@hx.skill
class Shoucheng(Skill):
    """守成 [M]: 每当与你势力相同的一名角色于其回合外失去所有手牌后，你可以令其摸一张牌。"""

    id = "shoucheng"
    timings = (Timing.CARDS_MOVED,)
    _PICK = "shoucheng.pick"

    def _emptied(self, g: Game, owner: Player, ev: MoveEvent) -> list[int]:
        return [s for s in g.seats_from(g.current) if s != g.current and g.p(s).alive
                and not g.p(s).hand and ev.lost_by(s, Zone.HAND) and friend(g, owner, s)]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, MoveEvent) and bool(self._emptied(g, owner, ev))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        emptied = self._emptied(g, owner, ev)
        if len(emptied) == 1:
            ok = yield from g.ask_confirm(owner.seat, f"skill.{self.id}.ask", reason=self.id,
                                          target=emptied[0])
            chosen = emptied if ok else []
        else:
            chosen = list((yield from g.ask_players(owner.seat, emptied,
                                                    f"skill.{self.id}.players", reason=self.id,
                                                    lo=0, hi=len(emptied))))
        if chosen:
            _push(owner, self._PICK, chosen)
        return bool(chosen)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        for s in _pop(owner, self._PICK):
            if g.p(s).alive:
                yield from ops.draw(g, s, 1, self.id)


# ================================================================ 蒋钦


@hx.skill
class Shangyi(Skill):
    """尚义 [M]: 出牌阶段限一次，你可以令一名其他角色观看你的所有手牌，你选择一项：1.观看其
    手牌并可以弃置其中的一张黑色牌；2.观看其所有暗置的武将牌。"""

    id = "shangyi"
    active = True
    per_turn = 1
    HAND, GENERALS = "shangyi_hand", "shangyi_generals"  # the two options

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(owner.hand)

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return (not chosen and seat != owner.seat
                and bool(g.p(seat).hand or _hidden_positions(g, seat)))

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        them = targets[0]
        ops.view_cards(g, them, list(owner.hand), self.id)
        choices = [*([self.HAND] if g.p(them).hand else []),
                   *([self.GENERALS] if _hidden_positions(g, them) else [])]
        if not choices:
            return None
        pick = yield from g.ask_option(owner.seat, choices, f"skill.{self.id}.choice",
                                       reason=self.id, target=them)
        if pick == self.GENERALS:
            for pos in _hidden_positions(g, them):
                ops.look_at_general(g, owner.seat, them, pos)
            return None
        hand = list(g.p(them).hand)
        ops.view_cards(g, owner.seat, hand, self.id)
        blacks = [c for c in hand if g.face(c).is_black]
        if blacks:
            chosen = yield from g.ask_cards(owner.seat, blacks, f"skill.{self.id}.discard",
                                            reason=self.id, lo=0, hi=1, target=them)
            if chosen:
                yield from ops.discard(g, them, list(chosen), by=owner.seat)
        return None


@hx.skill
class Niaoxiang(Skill):
    """鸟翔 [M]: 阵法技，在你为围攻角色的围攻关系中，每当围攻角色使用【杀】指定一个被围攻的
    目标后，该围攻角色将该被围攻角色抵消此【杀】的方式改为依次使用两张【闪】。"""

    id = "niaoxiang"
    locked = True
    formation = "siege"
    timings = (Timing.TARGET_CONFIRMED,)

    @staticmethod
    def _besieged(g: Game, owner: Player, use: CardUse) -> list[int]:
        out = []
        for t in dict.fromkeys(use.targets):
            pair = rel.besiegers(g, t)
            if pair is not None and owner.seat in pair and use.user in pair:
                out.append(t)
        return out

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardUse) and ev.face.name == "slash"
                and any(ev.responses_needed.get(t, 1) < 2
                        for t in self._besieged(g, owner, ev)))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        for t in self._besieged(g, owner, ev):
            ev.responses_needed[t] = max(2, ev.responses_needed.get(t, 1))
        return None
        yield  # pragma: no cover


# ================================================================ 徐盛


@hx.skill
class Yicheng(Skill):
    """疑城 [M]: 每当与你势力相同的一名角色成为【杀】的目标后，你可以令其摸一张牌，然后其
    弃置一张牌。"""

    id = "yicheng"
    timings = (Timing.TARGET_CONFIRMED,)
    _PICK = "yicheng.pick"

    @staticmethod
    def _targets(g: Game, owner: Player, use: CardUse) -> list[int]:
        return [t for t in dict.fromkeys(use.targets)
                if g.p(t).alive and friend(g, owner, t)]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardUse) and ev.face.name == "slash"
                and bool(self._targets(g, owner, ev)))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        picked = []
        for t in self._targets(g, owner, ev):
            if (yield from g.ask_confirm(owner.seat, f"skill.{self.id}.ask", reason=self.id,
                                         target=t)):
                picked.append(t)
        if picked:
            _push(owner, self._PICK, picked)
        return bool(picked)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        for t in _pop(owner, self._PICK):
            if not g.p(t).alive:
                continue
            yield from ops.draw(g, t, 1, self.id)
            if g.p(t).alive:
                yield from ops.ask_discard(g, t, 1, "he", reason=self.id)


# ================================================================ 于吉


@hx.skill
class Qianhuan(Skill):
    """千幻 [M]: 每当与你势力相同的一名角色受到伤害后，若其存活，你可以将牌堆顶的一张牌置于
    武将牌上，称为“幻”，若此“幻”与另一张“幻”花色相同，你将此“幻”置入弃牌堆；每当与你势力
    相同的一名角色成为基本牌或锦囊牌的目标时，若目标数为1，你可以将一张“幻”置入弃牌堆，
    取消该角色。"""

    id = "qianhuan"
    timings = (Timing.DAMAGED, Timing.TARGETING)
    _PICK = "qianhuan.pick"
    _KINDS = (CardType.BASIC, CardType.TRICK, CardType.DELAYED)

    @classmethod
    def _cancellable(cls, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        # (a delayed trick too: used, or moved by 巧变 to its new holder)
        if not isinstance(ev, CardUse) or len(ev.targets) != 1 or ev.responding_to is not None:
            return False
        return g.cdef(ev.face.name).type in cls._KINDS and g.p(ev.targets[0]).alive \
            and friend(g, owner, ev.targets[0])

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if timing is Timing.DAMAGED:
            return isinstance(ev, DamageEvent) and g.p(ev.target).alive and \
                friend(g, owner, ev.target)
        return bool(g.pile_ids(owner.seat, HUAN)) and self._cancellable(g, owner, timing, ev)

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.DAMAGED:
            return (yield from super().cost(g, owner, timing, ev))
        chosen = yield from g.ask_cards(owner.seat, g.pile_ids(owner.seat, HUAN),
                                        f"skill.{self.id}.cancel", reason=self.id, lo=0, hi=1,
                                        target=ev.targets[0])
        if chosen:
            _push(owner, self._PICK, (chosen[0], ev.targets[0]))
        return bool(chosen)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.DAMAGED:
            (cid,) = take_top(g, 1)
            suits = {g.card(c).suit for c in g.pile_ids(owner.seat, HUAN)}
            placed = yield from ops.put_on_general(g, owner.seat, HUAN, [cid])
            if placed and g.card(cid).suit in suits:
                yield from ops.to_discard(g, [cid], self.id, by=owner.seat)
            return None
        cid, target = _pop(owner, self._PICK)
        if cid in g.pile_ids(owner.seat, HUAN):
            yield from ops.to_discard(g, [cid], self.id, by=owner.seat)
        use: CardUse = ev
        use.targets = [t for t in use.targets if t != target]
        return None


# ================================================================ 何太后


@hx.skill
class Zhendu(Skill):
    """鸩毒 [M]: 其他角色的出牌阶段开始时，你可以弃置一张手牌，令其视为以方法Ⅰ使用【酒】，
    然后你对其造成1点伤害。"""

    id = "zhendu"
    timings = (Timing.PHASE_BEGIN,)
    _PICK = "zhendu.pick"

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, PhaseEvent) and ev.phase == "play" and ev.seat != owner.seat
                and g.p(ev.seat).alive and bool(owner.hand))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        chosen = yield from g.ask_cards(owner.seat, list(owner.hand), f"skill.{self.id}.ask",
                                        reason=self.id, lo=0, hi=1, target=ev.seat)
        if chosen:
            _push(owner, self._PICK, chosen[0])
        return bool(chosen)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        cid = _pop(owner, self._PICK)
        if cid in owner.hand:
            yield from ops.discard(g, owner.seat, [cid])
        them = ev.seat
        if g.p(them).alive:
            yield from ops.use_virtual(g, them, "analeptic", [], skill=self.id)
        if g.p(them).alive and owner.alive:
            yield from ops.damage(g, owner.seat, them, 1)


@hx.skill
class Qiluan(Skill):
    """戚乱 [M]: 一名角色的回合结束后，若你于此回合内杀死过角色，你可以摸三张牌。"""

    id = "qiluan"
    timings = (Timing.TURN_END,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, TurnEvent) and any(
            isinstance(e, DeathEvent) and e.killer == owner.seat for e in g.history)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.draw(g, owner.seat, 3, self.id)
