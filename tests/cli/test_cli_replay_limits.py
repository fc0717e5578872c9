"""``sgs replay`` on hostile files (issue 6, items 8 and 9).

A bad file is one line on stderr and exit code 2, quickly and in bounded
memory, never a traceback; a header that differs prints the differing field.
The files that would exhaust memory without the bounds run in a subprocess
with an address-space limit and a timeout, so a regression fails instead of
taking the machine down.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from cli_support import read_jsonl, write_jsonl
from typer.testing import CliRunner

from sgs.cli.main import app
from sgs.core import Game
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset

runner = CliRunner()


def real_header(players: int = 5) -> dict[str, Any]:
    """The header of a Red Chamber game (no game is played: it is the first record)."""
    header = Game(ruleset("honglou"), IdentityMode(), players, 7).log[0]
    return json.loads(json.dumps(header))


def fails_cleanly(path: Path, *args: str) -> str:
    """Both `replay --verify FILE` and `replay FILE`: exit 2, one line on stderr; that line."""
    lines = []
    for cmd in (["replay", "--verify", "--lang", "en", *args, str(path)],
                ["replay", "--lang", "en", *args, str(path)]):
        res = runner.invoke(app, cmd)
        assert res.exit_code == 2, (cmd, res.exception, res.output)
        assert res.stdout == ""
        err = res.stderr.splitlines()
        assert len(err) == 1 and err[0].startswith(f"error: {path}: "), res.stderr
        lines.append(err[0])
    assert lines[0] == lines[1]
    return lines[0]


def _limit_memory() -> None:  # runs in the child before exec
    cap = 1 << 30
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))


def run_limited(path: Path | str) -> subprocess.CompletedProcess[str]:
    """`sgs replay --verify PATH` in a child with 1 GiB of address space and 60 s."""
    return subprocess.run([sys.executable, "-m", "sgs.cli.main", "replay", "--verify",
                           "--lang", "en", str(path)], capture_output=True, text=True, timeout=60,
                          preexec_fn=_limit_memory)


def assert_one_line_exit_2(res: subprocess.CompletedProcess[str], path: Path | str) -> str:
    assert res.returncode == 2, res.stderr[-2000:]
    assert "Traceback" not in res.stderr and res.stdout == ""
    lines = res.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {path}: "), res.stderr[-2000:]
    return lines[0]


# ---------------------------------------------------------------- item 8


def test_integer_of_more_than_4300_digits(tmp_path: Path) -> None:
    header = real_header()
    text = json.dumps(header).replace('"seed": 7', '"seed": ' + "9" * 5000)
    bad = tmp_path / "bigint.jsonl"
    bad.write_text(text + "\n", encoding="utf-8")
    line = fails_cleanly(bad)
    assert "line 1:" in line and "digits" in line


def test_json_nested_100000_deep(tmp_path: Path) -> None:
    bad = tmp_path / "deep.jsonl"
    bad.write_text('{"t": "header", "x": ' + "[" * 100_000 + "]" * 100_000 + "}\n",
                   encoding="utf-8")
    line = fails_cleanly(bad)
    assert "line 1:" in line and "nested" in line


def test_record_nested_deep_after_the_header(tmp_path: Path, fake_set: str) -> None:
    """Deep but within what json accepts: still refused, not a RecursionError later."""
    header = json.loads(json.dumps(Game(ruleset(fake_set), IdentityMode(), 5, 3).log[0]))
    bad = tmp_path / "deep2.jsonl"
    deep = "[" * 900 + "]" * 900
    bad.write_text(json.dumps(header) + '\n{"t": "answer", "seat": 0, "kind": "play", '
                   f'"value": {deep}}}\n', encoding="utf-8")
    line = fails_cleanly(bad)
    assert "line 2:" in line and "nested" in line


def test_header_asking_for_a_billion_players(tmp_path: Path) -> None:
    header = real_header()
    header["players"] = 1_000_000_000
    bad = tmp_path / "players.jsonl"
    write_jsonl(bad, [header])
    line = assert_one_line_exit_2(run_limited(bad), bad)
    assert "line 1:" in line and "players" in line and "1000000000" in line


@pytest.mark.parametrize("players", [-1, 0, 1, 11])
def test_header_player_count_out_of_range(tmp_path: Path, players: int) -> None:
    header = real_header()
    header["players"] = players
    bad = tmp_path / "players.jsonl"
    write_jsonl(bad, [header])
    line = fails_cleanly(bad)
    assert "line 1:" in line and "2 to 10" in line


def test_fixed_roles_without_a_lord(tmp_path: Path, fake_set: str) -> None:
    header = json.loads(json.dumps(Game(ruleset(fake_set), IdentityMode(), 5, 3).log[0]))
    header["mode_options"]["roles"] = ["rebel", "rebel", "loyalist", "renegade", "rebel"]
    bad = tmp_path / "nolord.jsonl"
    write_jsonl(bad, [header])
    line = fails_cleanly(bad)
    assert "line 1:" in line and "lord" in line


@pytest.mark.parametrize(("change", "words"), [
    ({"roles": ["lord", "rebel", "rebel"]}, "roles"),  # 3 roles for 5 seats
    ({"roles": ["lord", "lord", "rebel", "rebel", "renegade"]}, "lord"),
    ({"roles": ["lord", "rebel", "rebel", "renegade", "emperor"]}, "emperor"),
    ({"roles": "lord"}, "roles"),
    ({"candidates": 0}, "candidates"),
    ({"candidates": 10**9}, "candidates"),
    ({"lord_extra": -1}, "lord_extra"),
    ({"generals": {"9": "zhang"}}, "generals"),
    ({"generals": {"x": "zhang"}}, "generals"),
    ({"generals": {"0": 5}}, "generals"),
    ({"flavour": 1}, "flavour"),
])
def test_bad_mode_options(tmp_path: Path, fake_set: str, change: dict[str, Any],
                          words: str) -> None:
    header = json.loads(json.dumps(Game(ruleset(fake_set), IdentityMode(), 5, 3).log[0]))
    header["mode_options"].update(change)
    bad = tmp_path / "opts.jsonl"
    write_jsonl(bad, [header])
    line = fails_cleanly(bad)
    assert "line 1:" in line and words in line


@pytest.mark.parametrize(("field", "value", "words"), [
    ("seed", 1.5, "seed"),
    ("seed", "7", "seed"),
    ("options", {"start_phase": "lunch"}, "start_phase"),
    ("options", {"random_lord_seat": "yes"}, "random_lord_seat"),
    ("cards", [[0, "slash", "spade"]], "cards"),
    ("cards", [[0, "slash", "spade", True]], "cards"),
    ("packs", ["standard"] * 1000, "packs"),
    ("mode", "mahjong", "unknown mode"),
])
def test_bad_header_fields(tmp_path: Path, field: str, value: Any, words: str) -> None:
    header = real_header()
    header[field] = value
    bad = tmp_path / "field.jsonl"
    write_jsonl(bad, [header])
    line = fails_cleanly(bad)
    assert "line 1:" in line and words in line


def test_not_a_number_constant(tmp_path: Path) -> None:
    bad = tmp_path / "nan.jsonl"
    bad.write_text(json.dumps(real_header()).replace('"seed": 7', '"seed": NaN') + "\n",
                   encoding="utf-8")
    line = fails_cleanly(bad)
    assert "line 1:" in line and "NaN" in line


def test_dev_zero() -> None:
    line = assert_one_line_exit_2(run_limited("/dev/zero"), "/dev/zero")
    assert "line 1:" in line and "long" in line


def test_a_very_long_line(tmp_path: Path) -> None:
    bad = tmp_path / "long.jsonl"
    bad.write_text('{"t": "header", "x": "' + "a" * (3 << 20) + '"}\n', encoding="utf-8")
    line = fails_cleanly(bad)
    assert "line 1:" in line and "long" in line


def test_unknown_pack_is_a_bad_file(tmp_path: Path) -> None:
    header = real_header()
    header["packs"] = ["standard", "nope"]
    bad = tmp_path / "pack.jsonl"
    write_jsonl(bad, [header])
    res = runner.invoke(app, ["replay", "--verify", "--lang", "en", str(bad)])
    assert res.exit_code == 2 and res.stderr.count("\n") == 1
    assert "line 1: unknown pack 'nope'" in res.stderr


# ---------------------------------------------------------------- item 9


def test_a_header_difference_prints_the_differing_field(tmp_path: Path, fake_set: str) -> None:
    g = Game(ruleset(fake_set), IdentityMode(), 5, 3)
    records = json.loads(json.dumps(g.log))
    seats = records[0]["seats"]
    a = next(s for s in seats if s["role"] == "rebel")
    b = next(s for s in seats if s["role"] == "loyalist")
    a["role"], b["role"] = "loyalist", "rebel"
    bad = tmp_path / "roles.jsonl"
    write_jsonl(bad, records)
    res = runner.invoke(app, ["replay", "--verify", "--lang", "en", "--partial", str(bad)])
    assert res.exit_code == 1, res.output
    out = res.stderr
    first = min(a["seat"], b["seat"])
    assert f"line 1: record differs at seats[{first}].role" in out
    expected = next(x for x in out.splitlines() if "expected (file):" in x)
    got = next(x for x in out.splitlines() if "got (replay):" in x)
    was, now = seats[first]["role"], g.log[0]["seats"][first]["role"]
    assert f'"seat":{first},"role":"{was}"' in expected
    assert f'"seat":{first},"role":"{now}"' in got
    assert expected.split(":", 1)[1].strip() != got.split(":", 1)[1].strip()


def test_a_difference_deep_in_a_long_field_is_shown(tmp_path: Path, fake_set: str) -> None:
    g = Game(ruleset(fake_set), IdentityMode(), 5, 3)
    records = json.loads(json.dumps(g.log))
    records[0]["cards"][40][1] = "peach" if records[0]["cards"][40][1] != "peach" else "jink"
    bad = tmp_path / "cards.jsonl"
    write_jsonl(bad, records)
    res = runner.invoke(app, ["replay", "--verify", "--lang", "en", "--partial", str(bad)])
    assert res.exit_code == 1
    expected = next(x for x in res.stderr.splitlines() if "expected (file):" in x)
    got = next(x for x in res.stderr.splitlines() if "got (replay):" in x)
    assert json.dumps(records[0]["cards"][40], separators=(",", ":")) in expected
    assert json.dumps(g.log[0]["cards"][40], separators=(",", ":")) in got


def test_small_record_difference_still_shows_both_records(tmp_path: Path,
                                                          fake_set: str) -> None:
    from sgs.agents import RandomBot
    from sgs.host import drive

    g = Game(ruleset(fake_set), IdentityMode(), 5, 3)
    drive(g, [RandomBot(48 + s) for s in range(5)])
    records = json.loads(json.dumps(g.log))
    i = next(i for i, r in enumerate(records) if r["t"] == "turn" and r["number"] == 2)
    records[i]["number"] = 3
    bad = tmp_path / "turn.jsonl"
    write_jsonl(bad, records)
    res = runner.invoke(app, ["replay", "--verify", "--lang", "en", str(bad)])
    assert res.exit_code == 1
    assert f'expected (file): {json.dumps(records[i], separators=(",", ":"))}' in res.stderr
    assert read_jsonl(bad)[i]["number"] == 3


def test_a_file_past_the_size_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from sgs import replay as rp

    monkeypatch.setattr(rp, "MAX_BYTES", 1000)
    bad = tmp_path / "big.jsonl"
    write_jsonl(bad, [real_header()])
    line = fails_cleanly(bad)
    assert "more than a log can be" in line


def test_a_log_past_the_record_limit(tmp_path: Path, fake_set: str,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from sgs import replay as rp

    monkeypatch.setattr(rp, "MAX_RECORDS", 3)
    header = json.loads(json.dumps(Game(ruleset(fake_set), IdentityMode(), 5, 3).log[0]))
    bad = tmp_path / "long.jsonl"
    write_jsonl(bad, [header, *({"t": "turn", "seat": 0, "number": k} for k in range(5))])
    line = fails_cleanly(bad)
    assert "line 4:" in line and "3 records" in line


def test_loads_splits_lines_at_newlines_only(fake_set: str) -> None:
    """A name holding U+2028 (JSON allows it raw) does not split its record."""
    from sgs import replay as rp

    g = Game(ruleset(fake_set), IdentityMode(), 5, 3)
    text = "\n".join(json.dumps(r, ensure_ascii=False) for r in g.log)
    log = rp.loads(text.replace('"seed": 3', '"seed": 3, "note": "a\u2028b"') + "\n")
    assert len(log.records) == len(g.log) and log.header["note"] == "a\u2028b"
