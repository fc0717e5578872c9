"""TEST CONTENT — hegemony tables of plain generals (no skill, 4 阴阳鱼 each) with
势备篇's 木牛流马 in play from the start, for the hidden-information tests: its holder
alone sees the cards under it (``Zone.UNDER``)."""

from __future__ import annotations

from typing import Any

from sgs.agents import RandomBot
from sgs.core import Game, Gender, GeneralDef, Pack
from sgs.core.generals import GeneralCard, Position
from sgs.testing import Table

KINGDOMS = ("wei", "shu", "wu", "qun")


def plain_generals() -> Pack:
    """TEST CONTENT: generals ``wei1``..``qun4``, no skill, male, 4 阴阳鱼 each."""
    p = Pack("oxen_test")
    for k in KINGDOMS:
        for i in range(1, 5):
            p.generals[f"{k}{i}"] = GeneralDef(f"{k}{i}", k, 4, Gender.MALE, ())
    return p


def ox_game(players: int, seed: int, holder: int = 0,
            under: tuple[str, ...] = ("jink", "slash")) -> Game:
    """A hegemony game (``hegemony+strategic``) at seat 0's play phase: every seat shows
    two plain generals, one kingdom a seat in turn; ``holder`` has 木牛流马 with
    ``under`` under it."""
    seats = [[GeneralCard(f"{KINGDOMS[s % 4]}{1 + s // 4 * 2}", Position.MAIN, True),
              GeneralCard(f"{KINGDOMS[s % 4]}{2 + s // 4 * 2}", Position.DEPUTY, True)]
             for s in range(players)]
    t = Table(*seats, pack="hegemony+strategic", mode="hegemony", extra=plain_generals(),
              options={"vanguard": False}, seed=seed)
    t.set_equip(holder, "wooden_ox").set_under(holder, "wooden_ox", *under)
    return t.start(0, "play")


def oxen(players: int, seed: int) -> tuple[Game, list[Any]]:
    """:func:`ox_game` with seat 0 the holder, and seeded random bots."""
    return ox_game(players, seed), [RandomBot(seed * 16 + s) for s in range(players)]
