"""魏 (hegemony, 君临天下·标准): the skills of the 15 wei generals.

Edition [M] (Mogara/QSanguosha-For-Hegemony, the original 君临天下 text) for every
general; generals_wei.toml says so per general.  Tests: tests/packs/hegemony/test_wei.py.

Reused where the [M] text is the rule an existing class plays: 奸雄 (the standard
generals'), 反馈 鬼才 刚烈 天妒 倾国 (the Red Chamber's), 突袭 (the standard generals'),
据守 (风's 曹仁).  Written here where [M] differs: 裸衣 (this turn, not only its play
phase), 遗计 (look at the top two and hand them out, once per point), 洛神 (the black
cards are gained at the end), and 神速 巧变 断粮 强袭 驱虎 节命 行殇 放逐 骁果.

Readings where the text leaves room, each a **[choice]**:

- Once-per-point skills (遗计, 节命): each point after the first is offered again;
  declining one ends the skill for that damage.
- 遗计: the two cards are looked at where they lie and handed out in one move, both
  to one player or one each (Guo Jia included); each receiver sees only their own.
- 洛神: a black judgment card is set aside (out of the game, face up) when it takes
  effect — a rule of the pack, before any skill of that timing — and gained with the
  others when the judging ends.
- 神速: the 杀 is 视为使用 (no card, no distance limit) and not counted against the
  play phase's limit; its targets are chosen first, then (second use) the equipment
  card to discard, in the hand or equipped.
- 巧变 (skipped play phase): one card of the field is chosen, then its new place: an
  equipment card goes to the same slot of a player whose slot is empty, a delayed
  trick (as the card it was placed as) to a player with none of that name in their
  judgment area whom 张郃 is not prohibited from targeting with it.  The player a
  delayed trick is moved to becomes its target ([M]: TargetConfirming): 成为目标时
  skills run (谦逊, 帷幕), and if they cancel it the card is discarded.
- 断粮's distance 2 is its own ``ignores_distance``: the engine counts it for a
  conversion by 断粮 itself even while 徐晃 is face down, since using it reveals him.
- 强袭: the weapon discarded for it does not count in the attack range; 典韦 losing his
  last HP (and not rescued) deals no damage.
- 骁果: an equipment card in the hand or equipped may be discarded; discarding none
  (or having none) is choosing the damage.
- 行殇: all cards = hand and equipment (not the judgment area).
"""

from __future__ import annotations

from typing import Any

from ....core import CardFace, CardType, EquipSlot, Game, Player, Skill, Timing, ops
from ....core.events import CardUse, DamageEvent, DeathEvent, JudgeEvent, PhaseEvent
from ....core.ops.moves import take_top
from ....core.ops.use import max_targets, target_legal
from ....core.requests import DistributeRequest
from ....core.skill import Flow
from ....core.zones import PROCESSING, VOID, Place, Zone
from ...honglou.skills.ningguo import Fankui, Ganglie, Guicai, Qingguo, Tiandu
from ...honglou.skills.ningguo import Luoyi as _Luoyi
from ...standard_generals.skills.wei import Jianxiong, Tuxi
from ...wind_mountain.skills import Jushou
from ..builder import hg

# [M] says what these classes play (see each class's docstring):
# 奸雄 每当你受到伤害后，你可以获得造成此伤害的牌。
# 反馈 每当你受到伤害后，你可以获得来源的一张牌。
# 鬼才 每当一名角色的判定牌生效前，你可以打出手牌代替之。
# 刚烈 每当你受到伤害后，你可以判定，若结果不为红桃，来源选择一项：1.弃置两张手牌；
#      2.受到你造成的1点伤害。
# 突袭 摸牌阶段开始时，你可以放弃摸牌并选择一至两名有手牌的其他角色，获得这些角色的各一张手牌。
# 天妒 每当你的判定牌生效后，你可以获得之。
# 倾国 你可以将一张黑色手牌当【闪】使用或打出。
# 据守 结束阶段开始时，你可以摸三张牌，然后叠置。
for _same in (Jianxiong, Fankui, Guicai, Ganglie, Tuxi, Tiandu, Qingguo, Jushou):
    hg.skill(_same)


def _damaged_self(owner: Player, timing: Timing, ev: Any) -> bool:
    return timing is Timing.DAMAGED and isinstance(ev, DamageEvent) and ev.target == owner.seat


def _own_phase(owner: Player, ev: Any, *phases: str) -> bool:
    return isinstance(ev, PhaseEvent) and ev.seat == owner.seat and ev.phase in phases


def _type(g: Game, cid: int) -> CardType:
    return g.cdef(g.face(cid).name).type


def _others(g: Game, owner: Player) -> list[int]:
    return [s for s in g.seats_from(owner.seat) if s != owner.seat]


# ---------------------------------------------------------------- 许褚


@hg.skill
class Luoyi(_Luoyi):
    """裸衣 [M]: 摸牌阶段，你可以少摸一张牌，若如此做，每当你于此回合内使用【杀】或【决斗】
    对目标角色造成伤害时，此伤害+1。

    The Red Chamber's 裸衣 gives the bonus in the play phase only; here it is the whole
    turn, for damage dealt to a target of a 杀 or 决斗 the owner used (a chain
    transmission is not caused again, so it gets none)."""

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if timing is Timing.DRAW_COUNT:
            return super().can_trigger(g, owner, timing, ev)
        return (isinstance(ev, DamageEvent) and ev.source == owner.seat
                and not ev.prevented and ev.amount > 0
                and owner.marks.get(self._MARK) == g.turn_count and g.current == owner.seat
                and ev.use is not None and ev.use.user == owner.seat
                and ev.use.face.name in ("slash", "duel") and ev.target in ev.use.targets)


# ---------------------------------------------------------------- once per point


class _PerPoint(Skill):
    """每当你受到1点伤害后: the skill is offered once for each point of the damage (its
    ``cost`` again for each point after the first), and ``point`` runs each time."""

    timings = (Timing.DAMAGED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _damaged_self(owner, timing, ev) and ev.amount > 0

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        for n in range(ev.amount):
            if not owner.alive:
                return None
            if n > 0:
                again = yield from self.cost(g, owner, timing, ev)
                if not again:
                    return None
                g.announce_skill(owner.seat, self.id)
            yield from self.point(g, owner, ev)
        return None

    def point(self, g: Game, owner: Player, ev: DamageEvent) -> Flow:
        return None
        yield  # pragma: no cover


# ---------------------------------------------------------------- 郭嘉


@hg.skill
class Yiji(_PerPoint):
    """遗计 [M]: 每当你受到1点伤害后，你可以观看牌堆顶的两张牌，然后将其中的一张牌交给
    一名角色，将另一张牌交给一名角色。"""

    id = "yiji"

    def point(self, g: Game, owner: Player, ev: DamageEvent) -> Flow:
        cards = take_top(g, 2)
        ops.view_cards(g, owner.seat, cards, self.id)
        req = DistributeRequest(owner.seat, "distribute.yiji", self.id, {}, cards=list(cards),
                                seats=g.alive_seats(), min_cards=len(cards),
                                max_cards=len(cards), max_targets=len(cards))
        plan: dict[int, tuple[int, ...]] = yield from g.ask(req)
        for c in cards:  # 郭嘉 knows them: each move is seen by him and its receiver
            g.hidden[c] = frozenset({owner.seat})
        yield from ops.move_many(g, [(given, Place(Zone.HAND, s)) for s, given in plan.items()],
                                 self.id, by=owner.seat)
        return None


# ---------------------------------------------------------------- 甄姬

_HELD = "luoshen.held"


@hg.skill
class Luoshen(Skill):
    """洛神 [M]: 准备阶段开始时，你可以判定，若结果为黑色，你可以重复此流程。最后你获得所有的
    黑色判定牌。

    The black judgment cards wait aside (``LuoshenHold``) and are gained together at
    the end: unlike the Red Chamber's 兼美 they are not in the hand while judging."""

    id = "luoshen"
    timings = (Timing.PHASE_BEGIN,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _own_phase(owner, ev, "start")

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        owner.marks[_HELD] = []
        while owner.alive:
            j = yield from ops.judge(g, owner.seat, self.id, good=lambda f: f.is_black)
            if j.face is None or not j.face.is_black or not owner.alive:
                break
            again = yield from g.ask_confirm(owner.seat, "skill.luoshen.again", reason=self.id)
            if not again:
                break
        held = [c for c in owner.marks.pop(_HELD, []) if g.place[c] == VOID]
        if held and owner.alive:
            yield from ops.move(g, held, Place(Zone.HAND, owner.seat), self.id, by=owner.seat,
                                visible=ops.PUBLIC)
        return None


@hg.rule
class LuoshenHold(Skill):
    """洛神's black judgment card, once it has taken effect, is set aside until the
    judging ends (instead of going to the discard pile)."""

    id = "luoshen_hold"
    timings = (Timing.JUDGE_RESULT,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, JudgeEvent) and ev.reason == Luoshen.id and ev.card is not None
                and ev.face is not None and ev.face.is_black
                and g.place[ev.card] == PROCESSING and _HELD in g.p(ev.seat).marks)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        assert ev.card is not None
        g.p(ev.seat).marks[_HELD].append(ev.card)
        yield from ops.move(g, [ev.card], VOID, Luoshen.id, by=ev.seat, visible=ops.PUBLIC)


# ---------------------------------------------------------------- 夏侯渊

_SHENSU = "shensu.plan"


@hg.skill
class Shensu(Skill):
    """神速 [M]: 你可以跳过判定阶段和摸牌阶段，视为使用【杀】；你可以跳过出牌阶段并弃置
    一张装备牌，视为使用【杀】。

    Offered as the judgment phase is about to begin (judgment and draw phases both to
    come) and as the play phase is about to begin (with an equipment card to discard)."""

    id = "shensu"
    timings = (Timing.PHASE_CHANGING,)

    @staticmethod
    def _equips(g: Game, owner: Player) -> list[int]:
        return [c for c in g.hand_and_equip(owner.seat) if _type(g, c) is CardType.EQUIP]

    @staticmethod
    def _targets(g: Game, owner: Player) -> list[int]:
        face = CardFace.virtual("slash", Shensu.id)
        return [s for s in g.seats_from(owner.seat)
                if target_legal(g, owner.seat, face, (), s, distance_free=True)]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not _own_phase(owner, ev, "judge", "play") or ev.skipped or g.turn is None:
            return False
        if ev.phase == "judge" and "draw" in g.turn.skip_phases:
            return False
        if ev.phase == "play" and not self._equips(g, owner):
            return False
        return bool(self._targets(g, owner))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        card: list[int] = []
        if ev.phase == "play":
            card = yield from g.ask_cards(owner.seat, self._equips(g, owner),
                                          "skill.shensu.equip", reason=self.id, lo=0, hi=1)
            if not card:
                return False
        limit = max_targets(g, owner.seat, CardFace.virtual("slash", self.id))
        targets = yield from g.ask_players(owner.seat, self._targets(g, owner),
                                           f"skill.shensu.{ev.phase}", reason=self.id,
                                           lo=0, hi=limit)
        if not targets:
            return False
        owner.marks[_SHENSU] = (list(card), list(targets))
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        card, targets = owner.marks.pop(_SHENSU)
        ev.skipped = True
        if ev.phase == "judge":
            assert g.turn is not None
            g.turn.skip_phases.add("draw")
        else:
            yield from ops.discard(g, owner.seat, card)
        targets = [s for s in targets if g.p(s).alive]
        if targets and owner.alive:
            yield from ops.use_virtual(g, owner.seat, "slash", targets, skill=self.id,
                                       counted=False)
        return None


# ---------------------------------------------------------------- 张郃

_QIAOBIAN = "qiaobian.card"


@hg.skill
class Qiaobian(Skill):
    """巧变 [M]: 你可以弃置一张手牌，跳过一个阶段（准备阶段和结束阶段除外），然后若你以此法：
    跳过摸牌阶段，你可以选择有手牌的一至两名其他角色，然后获得这些角色的各一张手牌；
    跳过出牌阶段，你可以将一名角色判定区/装备区里的一张牌置入另一名角色的判定区/装备区。"""

    id = "qiaobian"
    timings = (Timing.PHASE_CHANGING,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (_own_phase(owner, ev, "judge", "draw", "play", "discard") and not ev.skipped
                and bool(owner.hand))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        chosen = yield from g.ask_cards(owner.seat, list(owner.hand), "skill.qiaobian.ask",
                                        reason=self.id, lo=0, hi=1, phase=ev.phase)
        if not chosen:
            return False
        owner.marks[_QIAOBIAN] = chosen[0]
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        cid = owner.marks.pop(_QIAOBIAN)
        yield from ops.discard(g, owner.seat, [cid])
        ev.skipped = True
        if not owner.alive:
            return None
        if ev.phase == "draw":
            yield from self._take(g, owner)
        elif ev.phase == "play":
            yield from self._move(g, owner)
        return None

    def _take(self, g: Game, owner: Player) -> Flow:
        victims = [s for s in _others(g, owner) if g.p(s).hand]
        if not victims:
            return None
        chosen = yield from g.ask_players(owner.seat, victims, "skill.qiaobian.draw",
                                          reason=self.id, lo=0, hi=2)
        for seat in g.seats_from(owner.seat):
            if seat in chosen and g.p(seat).hand and owner.alive:
                yield from ops.gain_of(g, owner.seat, seat, "h", reason=self.id)
        return None

    # the move of a card on the field
    @staticmethod
    def _face(g: Game, cid: int) -> CardFace:
        pl = g.place[cid]
        assert pl.seat is not None
        if pl.zone is Zone.JUDGE:
            return next(f for c, f in g.p(pl.seat).areas.judge if c == cid)
        return CardFace.of(g.card(cid))

    def _destinations(self, g: Game, owner: Player, cid: int) -> list[int]:
        pl = g.place[cid]
        if pl.zone is Zone.EQUIP:
            slot = g.cdef(g.card(cid).name).slot
            assert slot is not None
            return [s for s in g.seats_from(owner.seat)
                    if s != pl.seat and g.equip(s, slot) is None]
        face = self._face(g, cid)
        return [s for s in g.seats_from(owner.seat) if s != pl.seat
                and all(f.name != face.name for _, f in g.p(s).areas.judge)
                and not g.prohibited(owner.seat, s, face)]

    def _movable(self, g: Game, owner: Player) -> list[int]:
        field = [c for s in g.seats_from(owner.seat)
                 for c in (*g.p(s).areas.judge_ids(), *g.p(s).areas.equip.values())]
        return [c for c in field if self._destinations(g, owner, c)]

    def _move(self, g: Game, owner: Player) -> Flow:
        movable = self._movable(g, owner)
        if not movable:
            return None
        chosen = yield from g.ask_cards(owner.seat, movable, "skill.qiaobian.play",
                                        reason=self.id, lo=0, hi=1)
        if not chosen:
            return None
        cid = chosen[0]
        face = self._face(g, cid)
        zone = g.place[cid].zone
        (to,) = yield from g.ask_players(owner.seat, self._destinations(g, owner, cid),
                                         "skill.qiaobian.to", reason=self.id, card=cid)
        yield from ops.move(g, [cid], Place(zone, to), self.id, by=owner.seat,
                            visible=ops.PUBLIC, face=face if zone is Zone.JUDGE else None)
        if zone is Zone.JUDGE:
            yield from self._becomes_target(g, owner, cid, face, to)
        return None

    def _becomes_target(self, g: Game, owner: Player, cid: int, face: CardFace,
                        to: int) -> Flow:
        """The delayed trick moved into ``to``'s judgment area makes them its target: the
        skills of 成为目标时 run on it (a use of it by 张郃, ``extra["moved"]``), and if
        ``to`` is cancelled as its target (谦逊, 帷幕) the card goes to the discard pile
        ([M] fires TargetConfirming for the moved card and nullifies it)."""
        use = CardUse(owner.seat, face, [to], skill=self.id, extra={"moved": True, "card": cid},
                      parent=g.stack[-1] if g.stack else None)
        yield from ops.trigger(g, Timing.TARGETING, use)
        if to not in use.targets and g.place[cid] == Place(Zone.JUDGE, to):
            yield from ops.to_discard(g, [cid], self.id, by=owner.seat)
        return None


# ---------------------------------------------------------------- 徐晃


@hg.skill
class Duanliang(Skill):
    """断粮 [M]: 你可以将一张不为锦囊牌的黑色牌当【兵粮寸断】使用；你能对距离为2的角色
    使用【兵粮寸断】。"""

    id = "duanliang"
    view_as = True

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return ("supply_shortage",) if play else ()

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return (not chosen and g.face(cid).is_black
                and _type(g, cid) in (CardType.BASIC, CardType.EQUIP))

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        if len(chosen) != 1:
            return None
        return CardFace.convert(name, [g.card(chosen[0])], self.id)

    def ignores_distance(self, g: Game, owner: Player, user: int, face: CardFace,
                         target: int) -> bool:
        return (user == owner.seat and face.name == "supply_shortage"
                and g.distance(user, target, face.subcards) <= 2)


# ---------------------------------------------------------------- 典韦


@hg.skill
class Qiangxi(Skill):
    """强袭 [M]: 出牌阶段限一次，你可以失去1点体力或弃置一张武器牌，并选择你攻击范围内的一名
    角色，对其造成1点伤害。"""

    id = "qiangxi"
    active = True
    per_turn = 1
    harms_targets = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return True

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return [c for c in g.hand_and_equip(owner.seat)
                if g.cdef(g.card(c).name).slot is EquipSlot.WEAPON]

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        return not chosen

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        return len(chosen) <= 1

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return not chosen and g.in_range(owner.seat, seat, cards)

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        if cards:
            yield from ops.discard(g, owner.seat, list(cards))
        else:
            yield from ops.lose_hp(g, owner.seat, 1)
        if owner.alive:
            yield from ops.damage(g, owner.seat, targets[0], 1)
        return None


# ---------------------------------------------------------------- 荀彧


@hg.skill
class Quhu(Skill):
    """驱虎 [M]: 出牌阶段限一次，你可以与一名体力值大于你的角色拼点：当你赢后，其对其攻击
    范围内你选择的一名角色造成1点伤害；当你没赢后，其对你造成1点伤害。"""

    id = "quhu"
    active = True
    per_turn = 1
    harms_targets = True
    targets_ignore_cards = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(owner.hand)

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return (not chosen and g.p(seat).hp > owner.hp
                and ops.can_pindian(g, owner.seat, seat))

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        tiger = targets[0]
        pd = yield from ops.pindian(g, owner.seat, tiger, self.id)
        if pd is None or not g.p(tiger).alive:
            return None
        if not pd.source_won:
            yield from ops.damage(g, tiger, owner.seat, 1)
            return None
        wolves = [s for s in g.seats_from(tiger) if g.in_range(tiger, s)]
        if wolves:
            (wolf,) = yield from g.ask_players(owner.seat, wolves, "skill.quhu.wolf",
                                               reason=self.id, tiger=tiger)
            yield from ops.damage(g, tiger, wolf, 1)
        return None


_JIEMING = "jieming.to"


@hg.skill
class Jieming(_PerPoint):
    """节命 [M]: 每当你受到1点伤害后，你可以令一名角色将手牌补至X张（X为其体力上限且至多
    为5）。"""

    id = "jieming"

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        chosen = yield from g.ask_players(owner.seat, g.alive_seats(), "skill.jieming.ask",
                                          reason=self.id, lo=0, hi=1)
        if not chosen:
            return False
        owner.marks[_JIEMING] = chosen[0]
        return True

    def point(self, g: Game, owner: Player, ev: DamageEvent) -> Flow:
        to = owner.marks.pop(_JIEMING)
        if g.p(to).alive:
            yield from ops.fill_hand_to(g, to, min(g.p(to).max_hp, 5))
        return None


# ---------------------------------------------------------------- 曹丕


@hg.skill
class Xingshang(Skill):
    """行殇 [M]: 每当其他角色死亡时，你可以获得其所有牌。"""

    id = "xingshang"
    timings = (Timing.DEATH,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DeathEvent) and ev.seat != owner.seat and owner.alive
                and bool(g.hand_and_equip(ev.seat)))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.move(g, g.hand_and_equip(ev.seat), Place(Zone.HAND, owner.seat),
                            self.id, by=owner.seat)


_FANGZHU = "fangzhu.to"


@hg.skill
class Fangzhu(Skill):
    """放逐 [M]: 每当你受到伤害后，你可以令一名其他角色摸X张牌（X为你已损失的体力值），
    然后其叠置。"""

    id = "fangzhu"
    timings = (Timing.DAMAGED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _damaged_self(owner, timing, ev) and bool(_others(g, owner))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        chosen = yield from g.ask_players(owner.seat, _others(g, owner), "skill.fangzhu.ask",
                                          reason=self.id, lo=0, hi=1)
        if not chosen:
            return False
        owner.marks[_FANGZHU] = chosen[0]
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        to = owner.marks.pop(_FANGZHU)
        if owner.lost_hp > 0:
            yield from ops.draw(g, to, owner.lost_hp, self.id)
        if g.p(to).alive:
            yield from ops.flip(g, to, by=owner.seat, reason=self.id)
        return None


# ---------------------------------------------------------------- 乐进

_XIAOGUO = "xiaoguo.card"


@hg.skill
class Xiaoguo(Skill):
    """骁果 [M]: 其他角色的结束阶段开始时，你可以弃置一张基本牌，令其选择一项：1.弃置一张
    装备牌；2.受到你造成的1点伤害。"""

    id = "xiaoguo"
    timings = (Timing.PHASE_BEGIN,)

    @staticmethod
    def _basics(g: Game, owner: Player) -> list[int]:
        return [c for c in owner.hand if _type(g, c) is CardType.BASIC]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, PhaseEvent) and ev.phase == "finish" and ev.seat != owner.seat
                and g.p(ev.seat).alive and bool(self._basics(g, owner)))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        chosen = yield from g.ask_cards(owner.seat, self._basics(g, owner), "skill.xiaoguo.ask",
                                        reason=self.id, lo=0, hi=1, target=ev.seat)
        if not chosen:
            return False
        owner.marks[_XIAOGUO] = chosen[0]
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.discard(g, owner.seat, [owner.marks.pop(_XIAOGUO)])
        target = ev.seat
        if not g.p(target).alive:
            return None
        equips = [c for c in g.hand_and_equip(target) if _type(g, c) is CardType.EQUIP]
        chosen: tuple[int, ...] = ()
        if equips:
            chosen = yield from g.ask_cards(target, equips, "skill.xiaoguo.discard",
                                            reason=self.id, lo=0, hi=1, by=owner.seat)
        if chosen:
            yield from ops.discard(g, target, list(chosen))
        elif owner.alive:
            yield from ops.damage(g, owner.seat, target, 1)
        return None
