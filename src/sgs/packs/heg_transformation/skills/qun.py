"""群 of 君临天下·变: 左慈 (役鬼, 汲魂) and 李傕郭汜 (凶算), edition [L]; and 许劭 (月评,
识人), a general DESIGNED HERE (issue 11: where no published general starts an event).

左慈's 魂 are generals from the remaining-generals pile (``Game.general_pile``, the
未加入游戏的武将牌), taken from its top and kept face down on 左慈's card (the
player's marks; only he is told which, in a ``view`` record; the table sees how many,
in a ``souls`` record).  A 魂 removed goes back to the bottom of the pile, its name
shown.  Readings where the text leaves room, each a **[choice]**:

- 役鬼's use is offered as one view-as skill per kingdom of the 魂 held (役鬼·魏 …,
  gained and lost with them): choosing it is choosing a 魂 of that kingdom (the first
  one taken of it goes back), so the card's targets can be limited to that kingdom and
  the players with none (a careerist is of neither); a 双势力 魂 is of both its
  kingdoms (its card still only reaches the kingdom chosen), and a 魂 of one
  kingdom is spent before it.  The card is 视为使用 (no card, no colour); 闪 and 无懈可击 are not
  offered ([L]): a 魂 gives no target to a card
  without one.  Outside the play phase it is offered to every request to use (使用,
  never to 打出: ``view_play`` False) a card of its names: to save a dying player (桃,
  酒 for oneself), for 借刀杀人's 杀, a 杀 asked by 乱武 or 青龙偃月刀.  Each
  card name (a 火杀 is a 杀) once per turn.
- 汲魂's rescue: the dying player is "救回" when a recovery brings them to 1 HP or
  more while they are dying (the engine has no timing after the dying state); they
  must be of a kingdom other than 左慈's, who needs one ([L]).
- 魂 whose 左慈 dies go back to the pile.  (A deputy change or removal fires no
  timing: a 左慈 replaced keeps his 魂 aside, unusable.)
- 凶算: the chosen player may be 李傕郭汜 himself (its own 凶算 then may be used once
  more); the limited skill is chosen among those the player has now and has used.
  "此局游戏内的发动次数上限+1" is one use given back when the turn ends.

许劭 (DESIGNED HERE, in the spirit of seed 001's 事件 — 月旦评, his monthly judgment of
men): 月评 discards a hand card to offer another player an event
(``sgs.packs.hegemony.events.start_event``), which they must carry out when the card was
black; 识人 draws one when they refuse.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ....core import CardFace, CardType, Game, Player, Skill, Timing, ops
from ....core.events import (
    CardUse,
    DamageEvent,
    DeathEvent,
    DyingEvent,
    RecoverEvent,
    RevealEvent,
    TurnEvent,
)
from ....core.generals import FromSkill
from ....core.skill import Flow
from ...hegemony import events
from ...hegemony import relations as rel
from ..builder import hx
from .common import mates

# ================================================================ 左慈

SOULS = "yigui.souls"  # the 魂, in the order taken
_SHOWN = "yigui.shown"  # 役鬼's first reveal is past
_USED = "yigui.used"  # (turn, names used this turn)
KINGDOMS = ("wei", "shu", "wu", "qun")
NOT_OFFERED = ("jink", "nullification")


def souls(owner: Player) -> list[str]:
    got: list[str] = owner.marks.setdefault(SOULS, [])
    return got


def _kingdoms(g: Game, gid: str) -> tuple[str, ...]:
    """A 魂's kingdoms: a 双势力 general is of both (seed 001 双: 双重国籍)."""
    return g.ruleset.general(gid).kingdoms


def _sync(g: Game, owner: Player) -> Flow:
    """The owner has 役鬼·<kingdom> exactly for the kingdoms of its 魂."""
    held = {k for s in souls(owner) for k in _kingdoms(g, s)}
    for k in KINGDOMS:
        sid = f"yigui_{k}"
        if k in held and sid not in owner.skill_ids:
            yield from ops.acquire_skill(g, owner.seat, sid, source=FromSkill(Yigui.id))
        elif k not in held and sid in owner.skill_ids:
            yield from ops.lose_skill(g, owner.seat, sid)


def take_souls(g: Game, owner: Player, n: int, reason: str) -> Flow:
    """Up to ``n`` generals from the top of the remaining pile become the owner's 魂."""
    got = [g.general_pile.pop(0) for _ in range(min(n, len(g.general_pile)))]
    if not got:
        return []
    souls(owner).extend(got)
    g.emit("view", seat=owner.seat, visible=[owner.seat], reason=reason, generals=got)
    g.emit("souls", seat=owner.seat, count=len(souls(owner)), added=len(got), reason=reason)
    yield from _sync(g, owner)
    return got


def return_soul(g: Game, owner: Player, gid: str, reason: str) -> Flow:
    """A 魂 goes back to the bottom of the remaining pile, its name shown."""
    souls(owner).remove(gid)
    g.general_pile.append(gid)
    g.emit("souls", seat=owner.seat, count=len(souls(owner)), removed=gid, reason=reason)
    yield from _sync(g, owner)


@hx.skill
class Yigui(Skill):
    """役鬼 [L]: 当你首次明置此武将牌后，你将两张未加入游戏的武将牌扣置于武将牌上，称为“魂”；
    每回合每种牌名限一次，你可以移去一张“魂”，视为使用一张基本牌或普通锦囊牌，此牌只能指定与此
    “魂”势力相同或未确定势力的角色为目标。

    This skill takes the first two 魂; their use is 役鬼·<kingdom> (``YiguiUse``)."""

    id = "yigui"
    optional = False
    timings = (Timing.GENERAL_REVEALED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, RevealEvent) and ev.seat == owner.seat
                and not owner.marks.get(_SHOWN)
                and self.id in g.ruleset.general(ev.general).skills)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        owner.marks[_SHOWN] = True
        yield from take_souls(g, owner, 2, self.id)


def _used(g: Game, owner: Player) -> set[str]:
    kept = owner.marks.get(_USED)
    if isinstance(kept, tuple) and kept[0] == g.turn_count:
        names: set[str] = kept[1]
        return names
    return set()


def _offered(g: Game) -> list[str]:
    """Basic cards and ordinary tricks of the deck (by card name: 火杀 too), 闪 and
    无懈可击 left out."""
    out: list[str] = []
    for c in g.cards:
        d = g.cdef(c.name)
        rules: str = d.rules_name or c.name
        if c.name not in out and d.type in (CardType.BASIC, CardType.TRICK) \
                and rules not in NOT_OFFERED:
            out.append(c.name)
    return out


class YiguiUse(Skill):
    """役鬼 with a 魂 of ``kingdom``: 视为使用 a basic card or ordinary trick that may
    target only players of that kingdom or with no kingdom."""

    kingdom: ClassVar[str] = ""
    view_as = True
    view_play = False  # 视为使用: never 打出 (the engine offers it to no such request)

    def _open(self, g: Game, owner: Player) -> bool:
        return g.has_skill(owner.seat, Yigui.id) and any(
            self.kingdom in _kingdoms(g, s) for s in souls(owner))

    def allowed(self, g: Game, seat: int) -> bool:
        k = g.p(seat).kingdom
        return k is None or k == self.kingdom

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        if not self._open(g, owner):
            return ()
        used = _used(g, owner)
        names = [n for n in _offered(g) if (g.cdef(n).rules_name or n) not in used]
        if play:
            return tuple(names)
        top = g.stack[-1] if g.stack else None
        if isinstance(top, DyingEvent):
            if not self.allowed(g, top.seat):
                return ()
            return tuple(n for n in names if g.cdef(n).can_save(g, owner, top.seat))
        return tuple(names)  # a request to use a card (the request's names filter them)

    def view_pool(self, g: Game, owner: Player) -> list[int]:
        return []

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        if chosen:
            return None
        d = g.cdef(name)
        return CardFace.virtual(d.rules_name or name, self.id, nature=d.nature)

    def prohibits(self, g: Game, owner: Player, user: int, target: int,
                  face: CardFace) -> bool:
        return user == owner.seat and face.skill == self.id and not self.allowed(g, target)


for _k in KINGDOMS:
    hx.skill_like(YiguiUse, f"yigui_{_k}", kingdom=_k)
USE_IDS = frozenset(f"yigui_{k}" for k in KINGDOMS)


@hx.rule
class YiguiSouls(Skill):
    """役鬼's 魂: one of the kingdom goes back to the pile as the card is used (and the
    card's name is spent for this turn); a dead 左慈's go back too."""

    id = "yigui_souls"
    timings = (Timing.CARD_USING, Timing.DEATH)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if isinstance(ev, CardUse):
            return ev.face.skill in USE_IDS
        return isinstance(ev, DeathEvent) and bool(g.p(ev.seat).marks.get(SOULS))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if isinstance(ev, DeathEvent):
            zuo = g.p(ev.seat)
            for gid in list(souls(zuo)):
                yield from return_soul(g, zuo, gid, "death")
            return None
        user = g.p(ev.user)
        assert ev.face.skill is not None
        kingdom = ev.face.skill.removeprefix("yigui_")
        used = _used(g, user)
        used.add(ev.face.name)
        user.marks[_USED] = (g.turn_count, used)
        # the 魂 spent: the first of that kingdom, one of a single kingdom before a 双势力
        # one (which would also serve another 役鬼)
        soul = min((s for s in souls(user) if kingdom in _kingdoms(g, s)),
                   key=lambda s: len(_kingdoms(g, s)), default=None)
        if soul is not None:
            yield from return_soul(g, user, soul, Yigui.id)
        return None


@hx.skill
class Jihun(Skill):
    """汲魂 [L]: 当你受到伤害后或与你势力不同的角色进入濒死状态被救回后，你可以将一张未加入
    游戏的武将牌扣置加入到“魂”牌中。"""

    id = "jihun"
    timings = (Timing.DAMAGED, Timing.RECOVERED)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not g.general_pile:
            return False
        if isinstance(ev, DamageEvent):
            return timing is Timing.DAMAGED and ev.target == owner.seat
        if not isinstance(ev, RecoverEvent):
            return False
        t = ev.target
        return (t != owner.seat and g.p(t).alive and g.p(t).hp >= 1
                and owner.kingdom is not None and rel.other_kingdom(g, owner.seat, t)
                and any(isinstance(e, DyingEvent) and e.seat == t for e in g.stack))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from take_souls(g, owner, 1, self.id)


# ================================================================ 李傕郭汜

_RESET = "xiongsuan.reset"


@hx.skill
class Xiongsuan(Skill):
    """凶算 [L]: 限定技，出牌阶段，你可弃置一张手牌并选择与你势力相同的一名角色，你对其造成
    1点伤害，摸三张牌，选择其一个已发动过的限定技，然后此回合结束后，你令此技能于此局游戏内
    的发动次数上限+1。"""

    id = "xiongsuan"
    active = True
    limited = True
    harms_targets = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(owner.hand)

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return list(owner.hand)

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        return not chosen

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return not chosen and seat in mates(g, owner)

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        target = targets[0]
        yield from ops.discard(g, owner.seat, list(cards))
        if owner.alive and g.p(target).alive:
            yield from ops.damage(g, owner.seat, target, 1)
        if owner.alive:
            yield from ops.draw(g, owner.seat, 3, self.id)
        if not (owner.alive and g.p(target).alive):
            return None
        spent = [sid for sid in g.p(target).skill_ids
                 if g.ruleset.skill(sid).limited and g.skill_uses_game[(target, sid)] > 0]
        if spent:
            pick = yield from g.ask_option(owner.seat, spent, "skill.xiongsuan.reset",
                                           reason=self.id, target=target)
            owner.marks[_RESET] = (g.turn_count, target, pick)
        return None


@hx.rule
class XiongsuanReset(Skill):
    """凶算's chosen limited skill: one use given back when the turn ends."""

    id = "xiongsuan_reset"
    timings = (Timing.TURN_END,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, TurnEvent) and any(
            isinstance(p.marks.get(_RESET), tuple) for p in g.players)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        for p in g.players:
            kept = p.marks.get(_RESET)
            if not isinstance(kept, tuple):
                continue
            _, target, sid = p.marks.pop(_RESET)
            key = (target, sid)
            if g.skill_uses_game[key] > 0:
                g.skill_uses_game[key] -= 1
            g.emit("skill_reset", seat=target, skill=sid, by=p.seat, reason=Xiongsuan.id)
        return None
        yield  # pragma: no cover


# ================================================================ 许劭 (DESIGNED HERE)


@hx.skill
class Yueping(Skill):
    """月评 (DESIGNED HERE): 出牌阶段限一次，你可以弃置一张手牌并选择一名其他角色，令其进行
    一次“事件”；若你以此法弃置的牌为黑色，其须进行此“事件”。"""

    id = "yueping"
    active = True
    per_turn = 1

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(owner.hand)

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return list(owner.hand)

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        return not chosen

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return not chosen and seat != owner.seat

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        forced = g.card(cards[0]).suit.color.value == "black"
        yield from ops.discard(g, owner.seat, list(cards))
        performer = targets[0]
        if not (owner.alive and g.p(performer).alive):
            return None
        done = yield from events.start_event(g, owner.seat, performer, self.id, forced=forced)
        if done is None and owner.alive and g.has_skill(owner.seat, Shiren.id):
            g.announce_skill(owner.seat, Shiren.id)
            yield from ops.draw(g, owner.seat, 1, Shiren.id)
        return None


@hx.skill
class Shiren(Skill):
    """识人 (DESIGNED HERE): 锁定技，当一名角色拒绝进行你发起的“事件”后，你摸一张牌。

    The events 许劭 starts are 月评's, which carries this out when one is refused."""

    id = "shiren"
    locked = True
