"""魏: 曹操 奸雄 护驾 · 司马懿 反馈 鬼才 · 夏侯惇 刚烈 · 张辽 突袭 · 许褚 裸衣 ·
郭嘉 天妒 遗计 · 甄姬 倾国 洛神.

All but 突袭 are the Red Chamber's rules (seed 003 re-skins them): the honglou
classes are registered here.  Tests: tests/packs/standard_generals/test_wei.py.
"""

from __future__ import annotations

from typing import Any

from ....core import Game, Player, Skill, Timing, ops
from ....core.events import PhaseEvent
from ....core.skill import Flow
from ...honglou.skills.ningguo import (
    Fankui,
    Ganglie,
    Guicai,
    Haose,
    Jianmei,
    LordProvides,
    Luoyi,
    Qingguo,
    Tiandu,
    Yiji,
)
from ..builder import sg

WEI = "wei"

for _same in (Fankui, Guicai, Ganglie, Luoyi, Tiandu, Yiji, Qingguo):
    sg.skill(_same)


@sg.skill
class Jianxiong(Haose):
    """奸雄 (贾珍's 好色): after you take damage, gain the card that dealt it."""

    id = "jianxiong"


@sg.skill
class Hujia(LordProvides):
    """护驾, lord skill: the other 魏 players 打出 a 闪 for you (``LordProvides``)."""

    id = "hujia"
    kingdom = WEI
    card = "jink"


@sg.skill
class Luoshen(Jianmei):
    """洛神 (秦可卿's 兼美): judge at your start phase; black: gain it and may go again."""

    id = "luoshen"


@sg.skill
class Tuxi(Skill):
    """突袭: in your draw phase, instead of drawing, take one random hand card from each
    of one or two other players (those with hand cards).  Picking nobody declines."""

    id = "tuxi"
    timings = (Timing.DRAW_COUNT,)
    _MARK = "tuxi.from"

    @staticmethod
    def _victims(g: Game, owner: Player) -> list[int]:
        return [s for s in g.seats_from(owner.seat) if s != owner.seat and g.p(s).hand]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, PhaseEvent) and ev.seat == owner.seat
                and bool(self._victims(g, owner)))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        chosen = yield from g.ask_players(owner.seat, self._victims(g, owner),
                                          f"skill.{self.id}.ask", reason=self.id, lo=0, hi=2)
        if not chosen:
            return False
        owner.marks[self._MARK] = list(chosen)
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.draw_count = 0
        chosen = owner.marks.pop(self._MARK)
        for seat in g.seats_from(owner.seat):
            if seat in chosen and g.p(seat).hand and owner.alive:
                yield from ops.gain_of(g, owner.seat, seat, "h", reason=self.id)
