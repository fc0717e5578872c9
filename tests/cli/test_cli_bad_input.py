"""Issue 22 item 18: every bad file and flag is refused with one line and exit 2 — never
a traceback, never taken for a default."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from cli_support import write_jsonl
from typer.testing import CliRunner

from sgs.agents import RandomBot
from sgs.cli.main import app
from sgs.core import Game
from sgs.host import drive
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset

runner = CliRunner()


def sgs(*args: str, stdin: str = "") -> tuple[int, str]:
    res = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in res.output
    assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
    return res.exit_code, res.output


def a_log(fake_set: str) -> list[dict[str, Any]]:
    g = Game(ruleset(fake_set), IdentityMode(), 4, 5)
    drive(g, [RandomBot(s) for s in range(4)])
    records: list[dict[str, Any]] = json.loads(json.dumps(g.log))
    return records


def tampered(records: list[dict[str, Any]], kind: str, key: str, value: Any
             ) -> list[dict[str, Any]]:
    out = [dict(r) for r in records]
    rec = next(r for r in out if r["t"] == kind and key in r)
    rec[key] = value
    return out


@pytest.mark.parametrize(("kind", "key", "value"), [("move", "src", 1),
                                                     ("damage", "card", True)])
def test_the_story_of_a_tampered_record_is_refused_in_one_line(
        fake_set: str, tmp_path: Path, kind: str, key: str, value: Any) -> None:
    """`sgs replay FILE` crashed with AttributeError where --verify refuses the file."""
    log = tmp_path / "t.jsonl"
    records = a_log(fake_set)
    if not any(r["t"] == kind and key in r for r in records):
        pytest.skip(f"no {kind} record in this game")
    write_jsonl(log, tampered(records, kind, key, value))
    code, out = sgs("replay", "--lang", "en", str(log))
    assert code == 2
    assert f"cannot tell this '{kind}' record" in out
    assert len(out.strip().splitlines()) == 1  # nothing of the story before it


def test_verify_refuses_a_header_with_an_unknown_option(fake_set: str, tmp_path: Path) -> None:
    records = a_log(fake_set)
    records[0]["options"] = {**records[0]["options"], "bogus": 1}
    log = tmp_path / "h.jsonl"
    write_jsonl(log, records)
    code, out = sgs("replay", "--lang", "en", str(log), "--verify")
    assert code == 2 and "unknown option 'bogus'" in out


def test_a_seats_story_of_an_unfinished_game_keeps_the_seed_back(
        fake_set: str, tmp_path: Path) -> None:
    """The seed recomputes the deck order: a seat's story tells it only once the game
    is over (the whole story, everyone's cards anyway, still tells it)."""
    records = a_log(fake_set)
    cut = [i for i, r in enumerate(records) if r["t"] == "answer"][20]
    log = tmp_path / "u.jsonl"
    write_jsonl(log, records[:cut])
    code, out = sgs("replay", "--lang", "en", str(log), "--seat", "1")
    assert code == 0 and "seed" not in out.splitlines()[0]
    assert "seed 5" in sgs("replay", "--lang", "en", str(log))[1].splitlines()[0]
    full = tmp_path / "f.jsonl"
    write_jsonl(full, records)
    assert "seed 5" in sgs("replay", "--lang", "en", str(full), "--seat", "1")[1].splitlines()[0]


@pytest.mark.parametrize("target", ["file", "/dev/null", "/proc"])
def test_sim_log_dir_that_is_no_writable_folder(fake_set: str, tmp_path: Path,
                                                target: str) -> None:
    if target == "file":
        (tmp_path / "file").write_text("")
        target = str(tmp_path / "file")
    code, out = sgs("sim", "--set", fake_set, "--games", "1", "--jobs", "1",
                    "--log-dir", target)
    assert code == 2 and "--log-dir" in out


@pytest.mark.parametrize("args", [
    ("sim", "--bots", ""), ("sim", "--deck", ""), ("play", "--bots", ""),
    ("play", "--deck", ""), ("play", "--seat", "1.0"), ("play", "--pace", "inf"),
    ("replay", "x.jsonl", "--seat", "1.0")])
def test_empty_and_not_quite_numbers_are_refused(args: tuple[str, ...]) -> None:
    """`--bots ""` and `--deck ""` were taken for the defaults, `--seat 1.0` for 1, and
    `--pace inf` for a pause for ever."""
    code, out = sgs(*args, "--games", "1") if args[0] == "sim" else sgs(*args)
    assert code == 2 and ("Invalid value" in out or "的值无效" in out)  # (play: zh by default)


def test_a_seat_key_of_5000_digits_is_refused_not_a_value_error() -> None:
    """int() of more than 4300 digits raises ValueError: the answer is refused instead."""
    from sgs.core import IllegalAnswer
    from sgs.core.requests import DistributeRequest

    req = DistributeRequest(0, "distribute", "test", cards=[1, 2], seats=[1, 2])
    with pytest.raises(IllegalAnswer):
        req.validate({"7" * 5000: [1]})
