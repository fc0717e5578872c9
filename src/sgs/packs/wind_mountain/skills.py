"""周泰 不屈 · 曹仁 据守 (风) · 邓艾 屯田 凿险 急袭 (山): classic editions.

Cards on a general (seed 002): a skill counts, compares and uses only the face-up
cards of its pile (``Game.pile_ids``): a face-down card has no suit, rank or name, is
no mark and has no function.  Readings where a printed text is loose, each a
**[choice]**:

- 不屈 "若你当前的体力值为0": 0 or less (each point lost at or below 0 reveals a
  card, as the skill is played), checked when the player is dying (the ``dying``
  record is written; with no repeated rank nobody is asked to rescue and the player
  lives on below 1 HP: ``DyingEvent.averted``).  The revealed card is compared with
  the face-up cards already on the general (any pile): a face-down card has no rank,
  so it repeats none (seed 002 FAQ).  A revealed card that cannot be placed (a
  covered general takes no face-up card) goes to the discard pile; the comparison
  was made all the same.  Recovering HP, the player puts one face-up 不屈 card of
  their choice into the discard pile for each point recovered, so the cards count
  the HP below 1 (as the skill is played).
- 屯田 "当你失去牌时": once for each batch of cards lost at once (a discard of
  three cards is one judgment).  The judgment card goes from the processing area
  onto the general when it takes effect (a pack rule at JUDGE_RESULT).
- 凿险 is a 觉醒技: it wakes once (``player.marks``), and is locked.
- 据守 flips through ``ops.flip``: a 垂置 general turns its cards instead.

Tests: tests/packs/wind_mountain/.
"""

from __future__ import annotations

from typing import Any

from ...core import CardFace, FromSkill, Game, Player, Skill, Suit, Timing, ops
from ...core.events import DyingEvent, JudgeEvent, MoveEvent, PhaseEvent, RecoverEvent
from ...core.skill import Flow
from ...core.zones import PROCESSING
from .builder import wm

BUQU = "buqu"  # 不屈's pile
TIAN = "tian"  # 田


def face_up_on_general(g: Game, seat: int) -> list[int]:
    """Every face-up card on ``seat``'s general, any pile (what has a rank there)."""
    return [pc.id for pile in g.p(seat).areas.piles.values() for pc in pile if pc.face_up]


def _own_phase(owner: Player, timing: Timing, ev: Any, phase: str) -> bool:
    return (timing is Timing.PHASE_BEGIN and isinstance(ev, PhaseEvent)
            and ev.seat == owner.seat and ev.phase == phase)


# ---------------------------------------------------------------- 周泰


@wm.skill
class Buqu(Skill):
    """不屈: below 1 HP, reveal a card onto the general for each point lost; no repeated
    rank among the face-up cards there: you do not die.  Recovering, a card leaves per
    point recovered."""

    id = "buqu"
    timings = (Timing.DYING, Timing.RECOVERED)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if timing is Timing.DYING:
            return isinstance(ev, DyingEvent) and ev.seat == owner.seat and owner.hp < 1 \
                and not ev.averted
        return isinstance(ev, RecoverEvent) and ev.target == owner.seat and ev.amount > 0 \
            and bool(g.pile_ids(owner.seat, BUQU))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.RECOVERED:  # not a choice: the cards follow the HP
            return True
        return (yield from super().cost(g, owner, timing, ev))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if timing is Timing.RECOVERED:
            yield from self._recovered(g, owner, ev.amount)
            return
        # each point of this loss that left the player at 0 or less reveals one card
        points = max(1, min(ev.amount, 1 - owner.hp))
        for _ in range(points):
            (cid,) = yield from ops.reveal_top(g, owner.seat, 1, self.id)
            rank = g.card(cid).rank
            repeats = any(g.card(c).rank == rank for c in face_up_on_general(g, owner.seat))
            placed = yield from ops.put_on_general(g, owner.seat, BUQU, [cid])
            if not placed:  # a covered general takes no face-up card
                yield from ops.to_discard(g, [cid], self.id)
            if repeats:
                return  # 你进入濒死状态: the rescue goes on as for anyone
        ev.averted = True  # 你不会死亡

    def _recovered(self, g: Game, owner: Player, amount: int) -> Flow:
        for _ in range(amount):
            pool = g.pile_ids(owner.seat, BUQU)
            if not pool:
                return
            chosen = yield from g.ask_cards(owner.seat, pool, "skill.buqu.remove", self.id)
            yield from ops.to_discard(g, list(chosen), self.id, by=owner.seat)


# ---------------------------------------------------------------- 曹仁


@wm.skill
class Jushou(Skill):
    """据守: at the start of your finish phase, you may draw three, then flip."""

    id = "jushou"
    timings = (Timing.PHASE_BEGIN,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _own_phase(owner, timing, ev, "finish")

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.draw(g, owner.seat, 3, self.id)
        yield from ops.flip(g, owner.seat, by=owner.seat, reason=self.id)


# ---------------------------------------------------------------- 邓艾


@wm.skill
class Tuntian(Skill):
    """屯田: outside your turn, losing cards, you may judge; a non-heart result goes on
    your general as a 田; each face-up 田 takes 1 off your distance to the others."""

    id = "tuntian"
    timings = (Timing.CARDS_MOVED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, MoveEvent) and g.current != owner.seat \
            and bool(ev.lost_by(owner.seat))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.judge(g, owner.seat, self.id, good=lambda f: f.suit is not Suit.HEART)

    def distance_mod(self, g: Game, owner: Player, src: int, dst: int) -> int:
        return -len(g.pile_ids(owner.seat, TIAN)) if src == owner.seat else 0


@wm.rule
class TuntianField(Skill):
    """屯田's judgment card, not a heart, goes onto the judged player's general as it
    takes effect (it never reaches the discard pile)."""

    id = "tuntian_field"
    timings = (Timing.JUDGE_RESULT,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, JudgeEvent) and ev.reason == Tuntian.id and ev.card is not None
                and ev.face is not None and ev.face.suit is not Suit.HEART
                and g.place[ev.card] == PROCESSING)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        assert ev.card is not None
        yield from ops.put_on_general(g, ev.seat, TIAN, [ev.card])


@wm.skill
class Zaoxian(Skill):
    """凿险, 觉醒技: at the start of your start phase with 3 or more face-up 田, lose 1
    maximum HP and gain 急袭 (once)."""

    id = "zaoxian"
    locked = True
    timings = (Timing.PHASE_BEGIN,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return _own_phase(owner, timing, ev, "start") and not owner.marks.get(self.id) \
            and len(g.pile_ids(owner.seat, TIAN)) >= 3

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        owner.marks[self.id] = True  # awoken
        yield from ops.lose_max_hp(g, owner.seat, 1)
        if owner.alive:
            yield from ops.acquire_skill(g, owner.seat, Jixi.id, source=FromSkill(self.id))


@wm.skill
class Jixi(Skill):
    """急袭: a face-up 田 used as 顺手牵羊 (a face-down card cannot be used: seed 002)."""

    id = "jixi"
    view_as = True

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return ("snatch",) if play and g.pile_ids(owner.seat, TIAN) else ()

    def view_pool(self, g: Game, owner: Player) -> list[int]:
        return g.pile_ids(owner.seat, TIAN)

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return not chosen and cid in g.pile_ids(owner.seat, TIAN)

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        if len(chosen) != 1 or chosen[0] not in g.pile_ids(owner.seat, TIAN):
            return None
        return CardFace.convert("snatch", [g.card(chosen[0])], self.id)
