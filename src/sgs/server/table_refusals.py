"""The table's own refusals (beside the engine's, ``sgs.core.refusals``): an answer for a
request that is not open, by a seat that is not a person's, after the end.  Same JSON
as the engine's: ``{"code", "params", "zh", "en"}``."""

from __future__ import annotations

from typing import Any

TEXTS: dict[str, tuple[str, str]] = {
    "request.stale": ("请求{id}已不在等待回答（已回答或已超时），当前请求为{open}",
                      "request {id} is no longer open (answered or timed out); "
                      "the open one is {open}"),
    "request.none": ("没有等待你回答的请求", "nothing is asked of you now"),
    "request.bad_id": ("请求编号应为整数", "a request id must be a whole number"),
    "seat.not_person": ("{seat}号位不由玩家操作", "seat {seat} is not played by a person"),
    "game.over": ("游戏已结束", "the game is over"),
}


def refusal(code: str, **params: Any) -> dict[str, Any]:
    """The refusal ``code`` with its texts filled from ``params``."""
    zh, en = TEXTS[code]
    shown = {k: "-" if v is None else v for k, v in params.items()}
    return {"code": code, "params": params, "zh": zh.format(**shown), "en": en.format(**shown)}
