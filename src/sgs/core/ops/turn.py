"""The turn: 准备 → 判定 → 摸牌 → 出牌 → 弃牌 → 结束, and the game loop."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from ..events import CardUse, PhaseEvent, Timing, TurnEvent
from ..flow import NOTHING
from ..frozen import FrozenDict
from ..requests import PlayRequest
from ..zones import DISCARD, PROCESSING
from .moves import PUBLIC, draw, move
from .states import end_removals, flip, turn_up_at_turn_start
from .trigger import trigger
from .use import options_and_blocked, perform_act
from .vocab import ask_discard

if TYPE_CHECKING:
    from ..game import Game

Flow = Generator[Any, Any, Any]
PHASES = ("start", "judge", "draw", "play", "discard", "finish")


def run_game(g: Game) -> Flow:
    """Turns go round in seat order from the mode's first seat until the game ends."""
    g.current = g.mode.first_seat(g)
    yield from trigger(g, Timing.GAME_START, None)
    start = g.options.get("start_phase")  # tests may start inside the first turn
    while True:
        yield from run_turn(g, g.current, start)
        start = None
        g.current = g.next_alive(g.current)


def run_turn(g: Game, seat: int, start: str | None = None) -> Flow:
    p = g.p(seat)
    g.turn_count += 1
    g.current = seat
    turn = TurnEvent(seat, g.turn_count)
    g.turn = turn
    g.history = []
    g.skill_uses_turn.clear()
    g.log.append(FrozenDict(seat=seat, number=g.turn_count, t="turn"))  # (emit's, frozen)
    if p.face_down:  # a player turned face down turns back up instead of taking the turn
        yield from flip(g, seat)  # (a 垂置 general stays face down: its cards turn)
        return
    if start is None:
        yield from turn_up_at_turn_start(g)  # seed 002: one face-down card each, face up
        if Timing.TURN_START in g._hooked:  # (most timings of a turn: not hooked)
            yield from trigger(g, Timing.TURN_START, turn)
    for name in PHASES[PHASES.index(start) if start else 0:]:
        if not p.alive:
            break
        ev = PhaseEvent(seat, name, parent=turn)
        g.phase = ev
        g.phase_history = []
        g.skill_uses_phase.clear()
        if name in turn.skip_phases:
            g.emit("phase_skipped", seat=seat, phase=name)
            continue
        if Timing.PHASE_CHANGING in g._hooked:
            yield from trigger(g, Timing.PHASE_CHANGING, ev)
        if ev.skipped:
            g.emit("phase_skipped", seat=seat, phase=name)
            continue
        rec = _PHASE_RECORDS.get((seat, name))
        if rec is None:  # (one shared record for each seat and phase: see _PHASE_RECORDS)
            rec = _PHASE_RECORDS[seat, name] = FrozenDict(seat=seat, phase=name, t="phase")
        g.emit_frozen(rec)
        g.stack.append(ev)
        try:
            if Timing.PHASE_BEGIN in g._hooked:
                yield from trigger(g, Timing.PHASE_BEGIN, ev)
            if p.alive and not ev.skipped:
                yield from _PHASE_ACTIONS[name](g, seat, ev)
            if p.alive and Timing.PHASE_END in g._hooked:
                yield from trigger(g, Timing.PHASE_END, ev)
        finally:
            g.stack.pop()
    g.phase = None
    # a turn whose player died ends too (its remaining phases are not run): the others'
    # 回合结束时/后 effects happen; the dead player's own skills no longer trigger.
    # A removal (调离) lasts "until the end of the turn": it ends before them
    end_removals(g)
    if Timing.TURN_END in g._hooked:
        yield from trigger(g, Timing.TURN_END, turn)
    g.turn = None


# the "phase" records, made once: a frozen record nobody can change may stand at many
# places of many logs, and every record a log keeps is one more object for the garbage
# collector to look through again and again (seats and phase names: bounded)
_PHASE_RECORDS: dict[tuple[int, str], FrozenDict] = {}


def _nothing(g: Game, seat: int, ev: PhaseEvent) -> Flow:
    return NOTHING


def judge_phase(g: Game, seat: int, ev: PhaseEvent) -> Flow:
    """Delayed tricks, last placed first: each to the processing area, a 无懈可击
    window (EFFECT_BEFORE on a pseudo use), then its judgment."""
    p = g.p(seat)
    done: set[int] = set()
    while p.alive:
        todo = [(c, f) for c, f in p.areas.judge if c not in done]
        if not todo:
            break
        cid, face = todo[-1]
        done.add(cid)
        yield from move(g, [cid], PROCESSING, "judge_phase", by=seat, visible=PUBLIC)
        use = CardUse(seat, face, [seat], extra={"delayed": True, "card": cid}, parent=ev)
        use.current_target = seat
        g.stack.append(use)
        try:
            yield from trigger(g, Timing.EFFECT_BEFORE, use)
            yield from g.cdef(face.name).on_judge(g, seat, cid, face, use)
        finally:
            g.stack.pop()
        if g.place[cid] == PROCESSING:
            yield from move(g, [cid], DISCARD, "judge_phase", visible=PUBLIC)


def draw_phase(g: Game, seat: int, ev: PhaseEvent) -> Flow:
    ev.draw_count = 2
    yield from trigger(g, Timing.DRAW_COUNT, ev)
    yield from draw(g, seat, ev.draw_count, "draw_phase")


def play_phase(g: Game, seat: int, ev: PhaseEvent) -> Flow:
    p = g.p(seat)
    while p.alive and not ev.skipped:
        opts, blocked = options_and_blocked(g, seat, play=True)
        req = PlayRequest(seat, "play", "play", {}, options=opts, blocked=blocked)
        only = req.single()  # (g.ask, inlined: the commonest request, one level less)
        act = (yield req) if only is None else req.validate(only)
        if act is None:
            break
        yield from perform_act(g, seat, act)


def discard_phase(g: Game, seat: int, ev: PhaseEvent) -> Flow:
    over = len(g.p(seat).hand) - g.hand_limit(seat)
    if over > 0:
        yield from ask_discard(g, seat, over, "h", reason="discard_phase")


_PHASE_ACTIONS: dict[str, Callable[[Game, int, PhaseEvent], Flow]] = {
    "start": _nothing, "judge": judge_phase, "draw": draw_phase, "play": play_phase,
    "discard": discard_phase, "finish": _nothing,
}
