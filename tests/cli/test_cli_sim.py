"""``sgs sim``: headless games in parallel, the summary's numbers, per-game logs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from cli_support import read_jsonl
from typer.testing import CliRunner

from sgs import replay as rp
from sgs.cli import sim as simmod
from sgs.cli.agents import AgentUnavailable, make_agent
from sgs.cli.main import app

runner = CliRunner()
TIMING = ("seconds", "games_per_second", "decisions_per_second", "jobs")


def run_json(*args: str) -> dict[str, Any]:
    res = runner.invoke(app, ["sim", "--json", *args])
    assert res.exit_code == 0, res.output
    data: dict[str, Any] = json.loads(res.stdout)
    return data


def check_consistent(s: dict[str, Any], games: int, players: int) -> None:
    assert s["games"] == games
    assert s["finished"] + s["errors"] == games
    assert sum(s["outcomes"].values()) == games
    roles = s["wins_by_role"]
    # the lord and the loyalists win together; rebels and the renegade alone
    assert roles["lord"]["wins"] == s["outcomes"]["lord"]
    if "loyalist" in roles:
        assert roles["loyalist"]["wins"] == s["outcomes"]["lord"]
    assert roles["rebel"]["wins"] == s["outcomes"]["rebel"]
    if "renegade" in roles:
        assert roles["renegade"]["wins"] == s["outcomes"]["renegade"]
    assert all(d["games"] == s["finished"] for d in roles.values())
    gens = s["wins_by_general"]
    assert sum(d["games"] for d in gens.values()) == s["finished"] * players
    bots = s["wins_by_bot"]
    assert sum(d["games"] for d in bots.values()) == s["finished"] * players
    assert sum(d["wins"] for d in gens.values()) == sum(d["wins"] for d in bots.values())
    assert s["decisions"] > 0 and s["avg_turns"] >= 1
    assert s["games_per_second"] > 0 and s["decisions_per_second"] > 0


def test_sim_json_numbers_add_up(fake_set: str) -> None:
    s = run_json("--set", fake_set, "--games", "6", "--players", "5", "--seed", "10",
                 "--bots", "random", "--jobs", "2")
    check_consistent(s, 6, 5)
    assert s["errors"] == 0 and s["seed"] == 10 and s["bots"] == ["random"]


def test_sim_is_deterministic_across_jobs(fake_set: str) -> None:
    args = ("--set", fake_set, "--games", "4", "--players", "4", "--seed", "7",
            "--bots", "random")
    one = run_json(*args, "--jobs", "1")
    two = run_json(*args, "--jobs", "2")
    for key in TIMING:
        one.pop(key)
        two.pop(key)
    assert one == two


def test_sim_game_i_is_seed_plus_i(fake_set: str) -> None:
    cfg = simmod.SimConfig(players=4, bots=("random",), card_set=fake_set)
    many = simmod.run(cfg, 20, 3, jobs=1)
    alone = simmod.play_one(cfg, 22)
    assert [r.seed for r in many] == [20, 21, 22]
    assert (many[2].winners, many[2].decisions, many[2].generals) == \
        (alone.winners, alone.decisions, alone.generals)


def test_sim_log_dir_writes_verifiable_logs(fake_set: str, tmp_path: Path) -> None:
    out = tmp_path / "logs"
    s = run_json("--set", fake_set, "--games", "3", "--players", "3", "--seed", "5",
                 "--bots", "random", "--jobs", "2", "--log-dir", str(out))
    files = sorted(out.glob("*.jsonl"))
    assert [f.name for f in files] == ["game_5.jsonl", "game_6.jsonl", "game_7.jsonl"]
    decisions = 0
    for f in files:
        res = rp.verify(rp.load(f))
        assert res.finished
        decisions += res.answers
        assert read_jsonl(f)[0]["seed"] == int(f.stem.split("_")[1])
    # every decision of a bot is an answer record (forced single choices are not asked)
    assert decisions == s["decisions"]


def test_sim_human_summary(fake_set: str) -> None:
    res = runner.invoke(app, ["sim", "--set", fake_set, "--games", "2", "--players", "4",
                              "--bots", "random", "--jobs", "1"])
    assert res.exit_code == 0, res.output
    for words in ("2 games", "wins by role", "wins by general", "average length", "games/s",
                  "decisions/s"):
        assert words in res.output


def test_sim_bots_cycle_over_seats(fake_set: str) -> None:
    cfg = simmod.SimConfig(players=5, bots=("rule", "random"), card_set=fake_set)
    assert [simmod.bot_for_seat(cfg.bots, s) for s in range(5)] == \
        ["rule", "random", "rule", "random", "rule"]


def test_sim_unknown_bot_is_a_clear_error(fake_set: str) -> None:
    res = runner.invoke(app, ["sim", "--set", fake_set, "--bots", "random,genius"])
    assert res.exit_code == 2
    assert "unknown bot 'genius'" in res.output
    assert "Traceback" not in res.output


def test_sim_bad_player_count(fake_set: str) -> None:
    res = runner.invoke(app, ["sim", "--set", fake_set, "--players", "11", "--bots", "random"])
    assert res.exit_code == 2 and "2 to 10 players" in res.output


def test_rule_bot_by_name() -> None:
    """The rule bot is made when it exists; otherwise the error says what to do."""
    try:
        bot = make_agent("rule", 1)
    except AgentUnavailable as exc:
        assert "--bots random" in str(exc)
    else:
        assert hasattr(bot, "act")
    with pytest.raises(ValueError, match="unknown bot"):
        make_agent("nobody", 1)


def test_game_result_sides() -> None:
    r = simmod.GameResult(1, winners=[2, 3], sides=["lord", "loyalist", "rebel", "rebel"])
    assert r.winning_side == "rebel"
    r.winners = [0, 1]
    assert r.winning_side == "lord"
    r.winners = []
    assert r.winning_side == "draw"
    r.error = "boom"
    assert r.winning_side == "error"


def test_sim_honglou_games() -> None:
    bots = "rule,random"
    try:
        make_agent("rule", 0)
    except AgentUnavailable:
        bots = "random"
    s = run_json("--games", "4", "--players", "5", "--seed", "1", "--bots", bots, "--jobs", "2")
    check_consistent(s, 4, 5)
    assert s["errors"] == 0, s["first_error"]


def test_sim_rotates_the_bots_over_the_seats_by_seed(fake_set: str) -> None:
    """Issue 22 item 15: with --bots rule,random the lord's seat (seat 0) no longer always
    gets the rule bot: seat k of the game of seed s plays bots[(k + s) % len(bots)]."""
    cfg = simmod.SimConfig(players=4, bots=("rule", "random"), card_set=fake_set)
    assert [simmod.play_one(cfg, seed).bots for seed in (6, 7)] == [
        ["rule", "random", "rule", "random"], ["random", "rule", "random", "rule"]]
    s = run_json("--set", fake_set, "--games", "4", "--players", "4",
                 "--bots", "rule,random", "--jobs", "1")
    assert s["seating"] == "rotated"
    assert s["wins_by_bot"]["rule"]["games"] == s["wins_by_bot"]["random"]["games"] == 8
    res = runner.invoke(app, ["sim", "--set", fake_set, "--games", "2", "--players", "4",
                              "--bots", "rule,random", "--jobs", "1"])
    assert "bots rule,random rotated over the seats" in res.output


def test_sim_makes_the_jobs_as_it_plays_them(fake_set: str,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 22 item 18: `sgs sim --games 100000000` built every job before the first
    game and ran out of memory; the jobs are now streamed."""
    import tracemalloc

    class Stop(Exception):
        pass

    def first_game(job: Any) -> Any:
        raise Stop

    monkeypatch.setattr(simmod, "_play_packed", first_game)
    cfg = simmod.SimConfig(players=4, bots=("random",), card_set=fake_set)
    tracemalloc.start()
    try:
        with pytest.raises(Stop):
            simmod.run(cfg, 0, 1_000_000, 1)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 1_000_000  # a list of a million jobs: some 70 MB
