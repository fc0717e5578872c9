"""Determinism: same configuration, seed and answers give the same game, record for
record, in this process or another one; the log replays and verifies itself.

DESIGN: "All randomness comes from the game's own seeded RNG.  The same
configuration, seed and sequence of answers give the same game, event for
event.  The log is the replay, and re-running a log verifies it."
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from core_support import full_game, packs_registry, play_out, spy_game

from sgs.core import Act, Game
from sgs.core.log import dumps
from sgs.core.requests import ActRequest
from sgs.replay import GameLog, ReplayDiverged, ReplayError, loads, verify

HERE = Path(__file__).resolve().parent


def replay_answers(fresh: Game, log: list[dict[str, Any]]) -> Game:
    """Feed the recorded answers to a fresh game of the same configuration."""
    for rec in log:
        if rec["t"] == "answer":
            assert fresh.pending is not None and fresh.pending.seat == rec["seat"]
            fresh.answer(rec["value"])
    return fresh


@pytest.mark.parametrize("make", [spy_game, full_game])
def test_same_seed_and_answers_same_log(make: Any) -> None:
    """The same seed and the same answers give an identical log."""
    for seed in range(3):
        g = play_out(make(5, seed), seed)
        again = replay_answers(make(5, seed), g.log)
        assert again.log == g.log
        assert again.winners == g.winners and again.pending is None


def test_same_seed_same_game_with_the_same_bots() -> None:
    """Two games with the same seed and the same seeded bots are the same game."""
    a = play_out(full_game(6, 11), 11)
    b = play_out(full_game(6, 11), 11)
    assert a.log == b.log


def test_different_seeds_differ() -> None:
    """The seed matters: the deal differs."""
    a, b = full_game(5, 1), full_game(5, 2)
    assert a.draw_pile != b.draw_pile


def test_other_answers_other_log() -> None:
    """The answers matter: a different legal answer changes the log from that point."""
    g = play_out(spy_game(4, 3), 3)
    i = next(i for i, r in enumerate(g.log) if r["t"] == "answer" and r["kind"] == "play")
    fresh = replay_answers(spy_game(4, 3), g.log[:i])
    req = fresh.pending
    assert isinstance(req, ActRequest) and req.options
    if g.log[i]["value"] is None:  # it passed: act instead
        opt = req.options[0]
        cards = next(opt.card_sets())
        other: Act | None = Act(opt.key, cards, next(opt.target_sets(cards)))
    else:
        other = None
    fresh.answer(other)
    assert fresh.log[:i] == g.log[:i] and fresh.log[i] != g.log[i]


@pytest.mark.parametrize("make,players", [(spy_game, 4), (full_game, 5), (full_game, 8)])
def test_log_verifies_after_json(make: Any, players: int) -> None:
    """A log written as JSON Lines and read back re-runs to the same records (sgs.replay)."""
    g = play_out(make(players, 5), 5)
    text = "\n".join(dumps(r) for r in g.log)
    res = verify(loads(text), packs_registry())
    assert res.finished and res.winners == g.winners and res.records == len(g.log)


def test_tampered_log_fails_verification() -> None:
    """Re-running a log verifies it: a changed record is found."""
    g = play_out(spy_game(4, 6), 6)
    records = json.loads(json.dumps(g.log))
    i = next(i for i, r in enumerate(records) if r["t"] == "move" and r["reason"] == "draw_phase")
    records[i]["cards"] = [*reversed(records[i]["cards"]), 0]
    with pytest.raises(ReplayDiverged):
        verify(GameLog(records), packs_registry())
    records = json.loads(json.dumps(g.log))
    records[0]["seed"] += 1
    with pytest.raises(ReplayError):
        verify(GameLog(records), packs_registry())


_CHILD = """
import json, sys
sys.path.insert(0, {here!r})
from core_support import full_game, play_out
g = play_out(full_game(6, 4), 4)
print(json.dumps(g.log, ensure_ascii=False))
"""


def test_same_log_in_processes_with_other_hash_seeds() -> None:
    """Nothing depends on Python's hash order: other processes, other PYTHONHASHSEEDs,
    the same log."""
    here = play_out(full_game(6, 4), 4).log
    code = _CHILD.format(here=str(HERE))
    for hash_seed in ("1", "2024"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                             text=True, check=True, timeout=300)
        assert json.loads(out.stdout) == json.loads(json.dumps(here))
