"""``sgs sim`` keeps running totals, not one result per game (issue 22 item 18).

The summary and ``--json`` of a run are compared byte for byte with the output the
list-keeping ``sgs sim`` printed for the same games (``tests/data/sim_summary/``,
captured before the change): the games are made up from their seeds (see
:func:`made_up`), so the figures do not move when the engine or a bot changes.
"""

from __future__ import annotations

import types
from collections.abc import Iterator
from itertools import count
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from sgs.cli import main as main_mod
from sgs.cli import sim as simmod
from sgs.cli.main import app

runner = CliRunner()
GOLDEN = Path(__file__).parent.parent / "data" / "sim_summary"

IDENTITY_GENERALS = ("cao_cao", "liu_bei", "sun_quan", "guan_yu", "zhang_fei", "lv_bu",
                     "diao_chan", "hua_tuo", "guo_jia")
HEGEMONY_PAIRS = (("cao_cao", "cao_pi"), ("liu_bei", "guan_yu"), ("sun_quan", "da_qiao"),
                  ("lv_bu", "diao_chan"), ("dian_wei", "cao_ren"), ("gan_ning", "ding_feng"))
HEGEMONY_SIDES = ("wei", "shu", "wu", "qun")


def made_up(cfg: simmod.SimConfig, seed: int) -> simmod.GameResult:
    """A game's end made up from its seed: wins of every side, a draw, failed games."""
    n = cfg.players
    bots = [simmod.bot_for_seat(cfg.bots, s, seed) for s in range(n)]
    res = simmod.GameResult(seed, cfg.mode, bots=bots, turns=3 + seed % 7,
                            decisions=40 + (seed * 37) % 101)
    if seed % 11 == 4:
        res.error = f"RuntimeError: made-up failure of game {seed}\n  (traceback)"
        res.decisions = 5
        if seed % 2:
            return res  # failed before the game was made: no sides, no generals
    if cfg.mode == "identity":
        roles = ["lord", "loyalist", "rebel", "rebel", "renegade"][:n]
        res.sides = list(roles)
        res.generals = [[IDENTITY_GENERALS[(seed + s) % len(IDENTITY_GENERALS)]]
                        for s in range(n)]
        pick = seed % 5
        res.winners = [] if pick == 3 else \
            [s for s, r in enumerate(roles) if r in {0: ("lord", "loyalist"), 1: ("rebel",),
                                                     2: ("renegade",),
                                                     4: ("rebel",)}[pick]]
    else:
        res.sides = [HEGEMONY_SIDES[(seed + s) % 3] for s in range(n)]
        if seed % 4 == 1:
            res.sides[seed % n] = simmod.CAREERIST
        res.generals = [list(HEGEMONY_PAIRS[(seed * 3 + s) % len(HEGEMONY_PAIRS)])
                        for s in range(n)]
        winner = seed % n
        res.winners = [] if seed % 6 == 5 else \
            [s for s in range(n) if res.sides[s] == res.sides[winner]]
    res.reason = None if res.error else "made up"
    return res


def sim_output(monkeypatch: pytest.MonkeyPatch, *args: str) -> tuple[int, str]:
    """``sgs sim`` over made-up games on one process, 2.5 seconds by its clock."""
    monkeypatch.setattr(simmod, "_play_packed", lambda job: made_up(*job))
    ticks = count()
    clock = types.SimpleNamespace(perf_counter=lambda: 2.5 * (next(ticks) % 2))
    monkeypatch.setattr(main_mod, "time", clock)
    res = runner.invoke(app, ["sim", "--jobs", "1", *args])
    return res.exit_code, res.stdout


RUNS = {
    "identity": ("--deck", "standard", "--players", "5", "--bots", "rule,random",
                 "--games", "23", "--seed", "3"),
    "hegemony": ("--mode", "hegemony", "--players", "4", "--bots", "random",
                 "--games", "25", "--seed", "7"),
}


@pytest.mark.parametrize("fmt", ["text", "json"])
@pytest.mark.parametrize("run", sorted(RUNS))
def test_the_summary_is_the_one_the_list_of_results_gave(
        run: str, fmt: str, monkeypatch: pytest.MonkeyPatch) -> None:
    code, out = sim_output(monkeypatch, *RUNS[run], *(("--json",) if fmt == "json" else ()))
    golden = (GOLDEN / f"{run}.{fmt}").read_text(encoding="utf-8")
    assert code == 1  # the made-up failures
    assert out == golden


def test_a_run_keeps_counters_not_the_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 22 item 18: the summary was made from a list of every game's result, so the
    memory grew with ``--games``.  Now each result is added to running totals and
    dropped: while the games run no earlier result is alive, and what is kept holds
    counters by key (sides, generals, bots), sums and the failed games' seeds only."""
    import gc

    monkeypatch.setattr(simmod, "_play_packed", lambda job: made_up(*job))
    cfg = simmod.SimConfig(players=4, bots=("rule", "random"), mode="hegemony")
    alive: list[int] = []

    def count_alive(r: simmod.GameResult) -> None:
        if r.seed % 10 == 0:
            alive.append(sum(isinstance(o, simmod.GameResult) for o in gc.get_objects()))

    games = 120
    totals = simmod.tally(cfg, 0, games, 1, on_result=count_alive)
    assert len(alive) == games // 10 and max(alive) <= 1  # the game just counted
    assert totals.games == games
    kept: dict[str, Any] = {name: getattr(totals, name) for name in simmod.Totals.__slots__}
    errors = totals.games - totals.finished
    for name, value in kept.items():
        assert not isinstance(value, simmod.GameResult), name
        if isinstance(value, list):  # the failed games' seeds: one per failure
            assert len(value) == errors and all(isinstance(x, int) for x in value), name
        elif isinstance(value, dict):  # a counter: one entry per side, general or bot
            assert len(value) <= len(HEGEMONY_PAIRS) * 2, name
    assert sorted(totals.gen_games) == sorted({g for pair in HEGEMONY_PAIRS for g in pair})


def test_the_sim_command_counts_the_games_as_they_end(monkeypatch: pytest.MonkeyPatch) -> None:
    """``sgs sim`` itself runs the games through :func:`sgs.cli.sim.tally` (the list of
    results, :func:`sgs.cli.sim.run`, is for callers that want every game)."""
    def no_list(*args: Any, **kw: Any) -> Iterator[simmod.GameResult]:
        raise AssertionError("sgs sim kept every result")

    monkeypatch.setattr(simmod, "run", no_list)
    code, out = sim_output(monkeypatch, *RUNS["identity"], "--json")
    assert code == 1 and '"games": 23' in out
