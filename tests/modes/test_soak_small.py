"""A small soak (benchmarks/soak.py): games across every mode, set and bot mix end, with
no error, within sim's decision bound and the stalemate rule's bound on turns."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from sgs.modes.stalemate import STALEMATE_ROUNDS


def _soak() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "soak.py"
    spec = importlib.util.spec_from_file_location("soak", path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["soak"] = mod  # (its dataclass looks its module up)
    spec.loader.exec_module(mod)
    return mod


def test_a_few_dozen_games_of_every_mode_end_without_error() -> None:
    soak = _soak()
    n = len(soak.SETUPS)  # one pass: every mode, set and bot mix once
    report = soak.soak(7000, n)
    assert report["games"] == n and report["errors"] == 0, report["first_errors"]
    assert set(report["by_mode"]) == {"identity", "hegemony"}
    assert report["longest_game"]["decisions"] < soak.MAX_DECISIONS
    # each quiet stretch is at most STALEMATE_ROUNDS rounds; progress is bounded
    # (deaths, and two first reveals a player): a game's turns are bounded too
    most = report["most_turns"]
    bound = (3 * most["players"] + 1) * STALEMATE_ROUNDS * most["players"]
    assert most["turns"] <= bound
