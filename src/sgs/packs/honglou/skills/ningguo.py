"""宁国府: the skills of 贾珍, 贾蓉, 尤三姐, 焦大, 惜春, 尤二姐 and 秦可卿 (seed 003, 2、宁国府).

Each skill re-skins a classic one (rules reference §8); where the seed's own
wording differs, the seed wins and the docstring says how.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ....core import CardFace, Game, Player, Skill, Suit, ops
from ....core.events import (
    CardAsked,
    CardUse,
    DamageEvent,
    JudgeEvent,
    PhaseEvent,
    Timing,
)
from ....core.ops.judge import replace_judge
from ....core.ops.use import Pattern
from ....core.zones import PROCESSING, Place, Zone
from ..builder import hl

Flow = Any

NINGGUO = "ningguo"


def _damaged_self(owner: Player, timing: Timing, ev: Any) -> bool:
    return timing is Timing.DAMAGED and isinstance(ev, DamageEvent) and ev.target == owner.seat


def _in_own_play_phase(g: Game, seat: int) -> bool:
    return g.current == seat and g.phase is not None and g.phase.phase == "play"


# ---------------------------------------------------------------- 贾珍


@hl.skill
class Haose(Skill):
    """好色 (奸雄): after you take damage you may gain the card that caused it.

    Only the card's physical subcards still in the processing area can be
    gained: a 视为 card has none, and a card another player already took
    (the first target of a 南蛮入侵 with 好色) is no longer there.
    """

    id = "haose"
    timings = (Timing.DAMAGED,)

    @staticmethod
    def _gainable(g: Game, ev: DamageEvent) -> list[int]:
        if ev.card is None:
            return []
        return [c for c in ev.card.subcards if g.place[c] == PROCESSING]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _damaged_self(owner, timing, ev) and bool(self._gainable(g, ev))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        cards = self._gainable(g, ev)
        if cards:
            yield from ops.move(g, cards, Place(Zone.HAND, owner.seat), "haose", by=owner.seat,
                                visible=ops.PUBLIC)


class LordProvides(Skill):
    """A lord skill that has the lord's own side provide a card (护主 here; 护驾 and 激将
    of the standard generals): when the lord needs to use or 打出 a ``card``, the
    other players of ``kingdom``, 按行动顺序 (turn order from the current player, as
    every poll of the game), each choose whether to 打出 one for the lord, until one
    does or none is left.

    The card counts as the lord's: a card of the helper's card's suit, colour and
    rank (a 杀 keeps its colour against 仁王盾), with no physical card of its own
    (the helper's goes to the discard pile as any card 打出).
    """

    lord = True
    timings = (Timing.CARD_ASKED,)
    kingdom: ClassVar[str] = ""
    card: ClassVar[str] = ""

    def helpers(self, g: Game, owner: Player) -> list[int]:
        return [s for s in g.seats_from(g.current)
                if s != owner.seat and g.p(s).alive and g.p(s).kingdom == self.kingdom]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardAsked) and ev.seat == owner.seat and ev.provided is None
                and ev.pattern.matches(g, CardFace.virtual(self.card, self.id))
                and bool(self.helpers(g, owner)))

    def ask_data(self, g: Game, owner: Player, timing: Timing, ev: Any) -> dict[str, Any]:
        return {"card": self.card, "kingdom": self.kingdom}

    def provide(self, g: Game, owner: Player) -> Flow:
        """Ask the helpers in turn; the first card 打出 gives ``(helper, the lord's card)``,
        or None when nobody gives one."""
        pattern = Pattern.of(self.card)
        for seat in self.helpers(g, owner):
            if not g.p(seat).alive:
                continue
            face = yield from ops.ask_for_card(g, seat, pattern, use=False, reason=self.id,
                                               prompt=f"ask.play.{self.id}", lord=owner.seat)
            if face is not None:
                return seat, CardFace(self.card, face.suit, face.color, face.rank, (),
                                      self.id, True)
        return None

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        got = yield from self.provide(g, owner)
        if got is not None:
            ev.provider, ev.provided = got
        return None


@hl.skill
class Huzhu(LordProvides):
    """护主 (护驾), lord skill: the other 宁国府 players 打出 a 闪 for you (LordProvides)."""

    id = "huzhu"
    kingdom = NINGGUO
    card = "jink"


# ---------------------------------------------------------------- 贾蓉


@hl.skill
class Fankui(Skill):
    """反馈: after you take damage, gain one card of its source (hand: at random;
    equipment: chosen).  Seed: one card per damage, however many points."""

    id = "fankui"
    timings = (Timing.DAMAGED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not _damaged_self(owner, timing, ev) or ev.source is None:
            return False
        src = ev.source
        return src != owner.seat and g.p(src).alive and bool(g.hand_and_equip(src))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.gain_of(g, owner.seat, ev.source, "he", reason=self.id)


@hl.skill
class Guicai(Skill):
    """鬼才: before any judgment card takes effect, you may 打出 a hand card to
    replace it (代替: the old judgment card goes to the discard pile).

    Seed wording: a hand card only (the classic one allows any card of yours
    only in later versions).  The choice is the question itself: picking no
    card declines.  The card is 打出: it is logged as played and fires
    CARD_RESPONDED, so "used or 打出 a 杀" tests (克己) see it.

    Repeatedly (rules §7, 判定牌生效前): after a replacement he is asked again,
    his own replacement included, until he picks no card or has no hand card
    (``repeatable``).
    """

    id = "guicai"
    timings = (Timing.JUDGE_BEFORE,)
    repeatable = True
    _MARK = "guicai.card"

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, JudgeEvent) and ev.card is not None and bool(owner.hand)

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        chosen = yield from g.ask_cards(owner.seat, list(owner.hand), "skill.guicai.ask",
                                        reason=self.id, lo=0, hi=1, judged=ev.seat,
                                        card=ev.card, judge_reason=ev.reason)
        if not chosen:
            return False
        owner.marks[self._MARK] = chosen[0]
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        cid = owner.marks.pop(self._MARK)
        yield from replace_judge(g, ev, owner.seat, cid, keep_old=False, played=self.id)


# ---------------------------------------------------------------- 尤三姐


@hl.skill
class Ganglie(Skill):
    """刚烈: each time you take damage you may judge; if not ♥, the source chooses:
    discard two hand cards, or take 1 damage from you.

    A source with fewer than two hand cards cannot choose to discard (the
    classic ruling): it takes the damage.
    """

    id = "ganglie"
    timings = (Timing.DAMAGED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (_damaged_self(owner, timing, ev) and ev.source is not None
                and g.p(ev.source).alive)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        src: int = ev.source
        j = yield from ops.judge(g, owner.seat, self.id, good=lambda f: f.suit is not Suit.HEART)
        if j.face.suit is Suit.HEART or not g.p(src).alive:
            return None
        options = (["discard"] if len(g.p(src).hand) >= 2 else []) + ["damage"]
        pick = yield from g.ask_option(src, options, "skill.ganglie.choose", reason=self.id,
                                       by=owner.seat)
        if pick == "discard":
            yield from ops.ask_discard(g, src, 2, "h", reason=self.id)
        else:
            yield from ops.damage(g, owner.seat, src, 1)
        return None


# ---------------------------------------------------------------- 焦大


@hl.skill
class Zuima(Skill):
    """醉骂, locked: in your play phase, your 杀 cannot be dodged by a target whose
    hand count is ≥ your HP or ≤ your attack range (checked once targets are set)."""

    id = "zuima"
    locked = True
    timings = (Timing.TARGET_CONFIRMED,)

    @staticmethod
    def _hit(g: Game, owner: Player, use: CardUse) -> list[int]:
        rng = g.attack_range(owner.seat, use.face.subcards)
        out = []
        for t in use.targets:
            n = len(g.p(t).hand)
            if t not in use.undodgeable and (n >= owner.hp or n <= rng):
                out.append(t)
        return out

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardUse) and ev.user == owner.seat and ev.face.name == "slash"
                and _in_own_play_phase(g, owner.seat) and bool(self._hit(g, owner, ev)))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.undodgeable.update(self._hit(g, owner, ev))
        return None
        yield  # pragma: no cover


# ---------------------------------------------------------------- 惜春


@hl.skill
class Luoyi(Skill):
    """裸衣: in the draw phase you may draw one fewer; then damage you deal (as
    source) with 杀 or 决斗 in this turn's play phase is +1.

    Only a damage still to be dealt: one already prevented (寒冰剑 before it,
    or brought to 0) is left alone — 裸衣 is not announced and cannot raise it
    back.
    """

    id = "luoyi"
    timings = (Timing.DRAW_COUNT, Timing.DAMAGE_CAUSING)
    _MARK = "luoyi.turn"

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if timing is Timing.DRAW_COUNT:
            return isinstance(ev, PhaseEvent) and ev.seat == owner.seat and ev.draw_count > 0
        return (isinstance(ev, DamageEvent) and ev.source == owner.seat
                and not ev.prevented and ev.amount > 0
                and owner.marks.get(self._MARK) == g.turn_count
                and _in_own_play_phase(g, owner.seat)
                and ev.card is not None and ev.card.name in ("slash", "duel"))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.DRAW_COUNT:
            return (yield from super().cost(g, owner, timing, ev))
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.DRAW_COUNT:
            ev.draw_count -= 1
            owner.marks[self._MARK] = g.turn_count
        else:
            ev.amount += 1
        return None
        yield  # pragma: no cover


# ---------------------------------------------------------------- 尤二姐


@hl.skill
class Tiandu(Skill):
    """天妒: when your judgment card takes effect (once its result is decided),
    you may gain it.

    Whose judgment: the seed says only "判定牌", where 鬼才 next to it says
    "任意角色的判定牌"; we read it as the classic skill does, your own judgment
    card only (the seed's ruling line speaks of timing, not of whose card).
    """

    id = "tiandu"
    timings = (Timing.JUDGE_RESULT,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, JudgeEvent) and ev.seat == owner.seat and ev.card is not None
                and g.place[ev.card] == PROCESSING)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.move(g, [ev.card], Place(Zone.HAND, owner.seat), self.id,
                            by=owner.seat, visible=ops.PUBLIC)


@hl.skill
class Yiji(Skill):
    """遗计 (seed wording): for each point of damage you take, you may draw two
    cards, give one of them to any player (yourself too), then the other."""

    id = "yiji"
    timings = (Timing.DAMAGED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _damaged_self(owner, timing, ev) and ev.amount > 0

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        for point in range(ev.amount):
            if not owner.alive:
                break
            if point > 0:
                again = yield from g.ask_confirm(owner.seat, "skill.yiji.ask", reason=self.id)
                if not again:
                    break
                g.announce_skill(owner.seat, self.id)
            drawn = yield from ops.draw(g, owner.seat, 2, self.id)
            yield from self._give_out(g, owner, list(drawn))

    def _give_out(self, g: Game, owner: Player, drawn: list[int]) -> Flow:
        """Give the drawn cards one at a time: choose which first, then to whom."""
        while True:
            left = [c for c in drawn if c in owner.hand]
            if not left:
                return None
            picked = yield from g.ask_cards(owner.seat, left, "skill.yiji.card", reason=self.id)
            cid = picked[0]
            drawn.remove(cid)
            (to,) = yield from g.ask_players(owner.seat, g.alive_seats(), "skill.yiji.to",
                                             reason=self.id, card=cid)
            if to != owner.seat:  # given to yourself, it simply stays in your hand
                yield from ops.give(g, owner.seat, [cid], to, reason=self.id)


# ---------------------------------------------------------------- 秦可卿


@hl.skill
class Qingguo(Skill):
    """倾国 (甄姬's 倾国): a black hand card can be used or 打出 as 闪."""

    id = "qingguo"
    view_as = True
    card_limit = 1

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return ("jink",)

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return not chosen and cid in owner.hand and g.face(cid).is_black

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        if len(chosen) != 1:
            return None
        return CardFace.convert(name, [g.card(chosen[0])], self.id)


@hl.skill
class Jianmei(Skill):
    """兼美 (洛神): at the start of your start phase you may judge; while the result
    is black you gain the judgment card once it has taken effect and may judge
    again, until a red result or you stop."""

    id = "jianmei"
    timings = (Timing.PHASE_BEGIN, Timing.JUDGE_RESULT)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if timing is Timing.PHASE_BEGIN:
            return isinstance(ev, PhaseEvent) and ev.seat == owner.seat and ev.phase == "start"
        # the gain, after the result: only this skill's own black judgment
        return (isinstance(ev, JudgeEvent) and ev.reason == self.id and ev.seat == owner.seat
                and ev.face is not None and ev.face.is_black and ev.card is not None
                and g.place[ev.card] == PROCESSING)

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.JUDGE_RESULT:
            return True
        return (yield from super().cost(g, owner, timing, ev))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.JUDGE_RESULT:
            yield from ops.move(g, [ev.card], Place(Zone.HAND, owner.seat), self.id,
                                by=owner.seat, visible=ops.PUBLIC)
            return None
        while owner.alive:
            j = yield from ops.judge(g, owner.seat, self.id, good=lambda f: f.is_black)
            if not j.face.is_black or not owner.alive:
                return None
            again = yield from g.ask_confirm(owner.seat, "skill.jianmei.again", reason=self.id)
            if not again:
                return None
        return None
