"""Shortcuts of the engine's resolution, second round: each gives the games the long
way gives (seeded bot games of several sets, see ``core_support.bot_games``)."""

from __future__ import annotations

import importlib
from typing import Any

import pytest
from core_support import bot_game_logs, bot_games

from sgs.core import Game
from sgs.core.events import Timing
from sgs.host import drive

game_module = importlib.import_module("sgs.core.game")
trigger_module = importlib.import_module("sgs.core.ops.trigger")



def test_callers_skipping_unhooked_timings_change_no_game(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Hot callers skip ``ops.trigger`` for a timing not in ``Game._hooked``; with every
    timing counted as hooked (each call made, the long way) the games are the same."""
    quick = bot_game_logs()
    indexed = Game._indexed  # (after a rebuild, and after equipment_changed)

    def hook_everything(g: Game) -> None:
        indexed(g)
        g._hooked = game_module._EVERYTHING

    monkeypatch.setattr(Game, "_indexed", hook_everything)
    assert bot_game_logs() == quick


def test_an_unhooked_timing_has_nothing_that_could_fire(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``timing not in g._hooked`` (read without a rebuild: it holds every timing while
    the indexes are stale) only when no base rule, skill or face-down card's skill is
    hooked on it, as the fresh indexes say."""
    trigger = trigger_module.trigger
    seen = {"unhooked": 0, "stale": 0}

    def checked(g: Game, timing: Timing, ev: Any) -> Any:
        if g._skills_dirty:
            seen["stale"] += 1
            assert timing in g._hooked
        if timing not in g._hooked:
            seen["unhooked"] += 1
            g._rebuild()
            assert not g.rules_by_timing.get(timing)
            assert not g.holders(timing) and not g.latent_holders(timing)
        return trigger(g, timing, ev)

    for mod in ("sgs.core.ops.trigger", "sgs.core.ops.turn", "sgs.core.ops.use",
                "sgs.core.ops.moves", "sgs.core.ops.hp"):
        monkeypatch.setattr(importlib.import_module(mod), "trigger", checked)
    for _, g, bots in bot_games():
        drive(g, bots)
    assert seen["unhooked"] > 100 and seen["stale"] > 10


def test_marking_skills_changed_hooks_every_timing() -> None:
    """While stale, ``_hooked`` holds every timing, a pack's declared ones too; a rebuild
    makes it the exact set again."""
    for _, g, _ in bot_games():
        g._rebuild()
        assert Timing.CARDS_MOVING not in g._hooked or g.holders(Timing.CARDS_MOVING)
        g.mark_skills_changed()
        assert all(t in g._hooked for t in Timing._declared.values())
        g._rebuild()
        assert set(Timing._declared.values()) - set(g._hooked)  # type: ignore[call-overload]
        break
