"""判定: the top card is revealed, may be replaced, takes effect, is discarded."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from ..cards import CardFace
from ..events import JudgeEvent, Respond, Timing
from ..zones import DISCARD, PROCESSING
from .moves import PUBLIC, move, take_top
from .trigger import trigger
from .use import source_of

if TYPE_CHECKING:
    from ..game import Game

Flow = Generator[Any, Any, Any]


def judge(g: Game, seat: int, reason: str,
          good: Callable[[CardFace], bool] | None = None) -> Flow:
    """Judge for ``seat``.  The judgment card is nobody's card (seed 000, 判定).

    Returns the finished JudgeEvent: ``face`` is the result.  ``good`` tells
    bots (and the log) whether a result favours the judged player.
    """
    cid = take_top(g, 1)[0]
    ev = JudgeEvent(seat, reason, good, cid, CardFace.of(g.card(cid)),
                    parent=g.stack[-1] if g.stack else None)
    yield from move(g, [cid], PROCESSING, "judge", by=seat, visible=PUBLIC)
    g.stack.append(ev)
    try:
        yield from trigger(g, Timing.JUDGE_BEFORE, ev)
        assert ev.face is not None and ev.card is not None
        g.emit("judge", seat=seat, card=ev.card, name=ev.face.name, suit=str(ev.face.suit),
               rank=ev.face.rank, reason=reason,
               result=None if good is None else bool(good(ev.face)))
        yield from trigger(g, Timing.JUDGE_RESULT, ev)
    finally:
        g.stack.pop()
    if ev.card is not None and g.place[ev.card] == PROCESSING:
        yield from move(g, [ev.card], DISCARD, "judge", by=seat)
    g.record(ev)
    return ev


def replace_judge(g: Game, ev: JudgeEvent, seat: int, new_card: int, keep_old: bool,
                  played: str | None = None) -> Flow:
    """Replace the judgment card by ``new_card`` (鬼才 代替: the old one is discarded).

    ``keep_old`` gives the old card to ``seat`` instead (替换).  ``played``, a
    skill id, says the new card is 打出 (用/打出A牌代替B牌, seed 000): it is then
    logged, recorded and announced at CARD_RESPONDED like any card played.
    """
    from .vocab import replace_with, swap_with

    old = ev.card
    src = source_of(g, [new_card])
    face = g.face(new_card)
    ev.card = new_card
    ev.face = CardFace.of(g.card(new_card))
    if old is None:
        yield from move(g, [new_card], PROCESSING, "judge_replace", by=seat, visible=PUBLIC)
    elif keep_old:  # 替換: both cards move at once (seed 000)
        yield from swap_with(g, seat, new_card, old, "judge_replace")
    else:  # 代替
        yield from replace_with(g, seat, new_card, old, "judge_replace")
    if played is not None:
        resp = Respond(seat, face, played, source=src, parent=g.stack[-1] if g.stack else None)
        g.emit("respond", seat=seat, card=face.name, suit=str(face.suit), rank=face.rank,
               cards=[new_card], skill=played, reason=played)
        yield from trigger(g, Timing.CARD_RESPONDED, resp)
        g.record(resp)
    return ev
