"""The command's words (issue 22, item 11): errors in the chosen language, Typer's
own too; the replay usage; --verify's line without ``None``; English plurals; an
unknown --general names the sets that have it; ``sgs --version``."""

from __future__ import annotations

from pathlib import Path

from cli_support import read_jsonl, write_jsonl
from typer.testing import CliRunner

import sgs
from sgs.agents import RandomBot
from sgs.cli.main import app
from sgs.cli.text import Names, plural
from sgs.core import Game
from sgs.host import drive
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset
from sgs.replay import save

runner = CliRunner()


def run(*args: str) -> tuple[int, str]:
    res = runner.invoke(app, list(args))
    assert "Traceback" not in res.output
    return res.exit_code, res.output


def test_version() -> None:
    code, out = run("--version")
    assert code == 0 and out.strip() == f"sgs {sgs.__version__}"


def test_a_bad_pace_is_said_in_the_chosen_language() -> None:
    code, out = run("play", "--pace", "-1")
    assert code == 2
    assert "错误：--pace 的值无效：须不小于 0" in out and "用法：" in out
    assert "Input should" not in out and "Error" not in out
    code, out = run("play", "--pace", "-1", "--lang", "en")
    assert code == 2 and "Invalid value for --pace: it must be 0 or more" in out
    assert "Input should" not in out


def test_typers_own_errors_in_chinese() -> None:
    code, out = run("play", "--seat", "x")
    assert code == 2 and "错误：--seat 的值无效：'x' 不是整数" in out  # (--seat's own parser)
    code, out = run("play", "--sat", "1")
    assert code == 2 and "错误：没有选项 --sat" in out and "--seat" in out
    code, out = run("replay")
    assert code == 2 and "错误：缺少参数 'file'" in out


def test_the_commands_own_errors_in_chinese() -> None:
    code, out = run("play", "--players", "4", "--seat", "4")
    assert code == 2 and "--seat 的值无效：座位须为 0 到 3" in out
    code, out = run("play", "--mode", "nope")
    assert code == 2 and "--mode 的值无效：可选：" in out
    code, out = run("play", "--bots", "smart")
    assert code == 2 and "没有名为 'smart' 的机器人" in out


def test_sim_has_no_language_and_speaks_english() -> None:
    code, out = run("sim", "--players", "1")
    assert code == 2 and "Invalid value for --players: identity mode takes 2 to 10" in out


def test_replay_usage_names_the_file_plainly() -> None:
    code, out = run("replay")
    assert code == 2 and "replay [OPTIONS] FILE" in out and "{file}" not in out.lower()
    code, out = run("replay", "--help")
    assert code == 0 and "replay [OPTIONS] FILE" in out


def test_an_unknown_general_names_the_set_that_has_it() -> None:
    code, out = run("play", "--general", "诸葛亮", "--lang", "en")
    assert code == 2
    assert "诸葛亮 is in --deck standard / --deck hegemony" in out
    assert "lin_daiyu (林黛玉)" in out          # this set's names, as before
    code, out = run("play", "--general", "诸葛亮")
    assert code == 2 and "诸葛亮 在 --deck standard / --deck hegemony 中" in out
    code, out = run("play", "--general", "nobody", "--lang", "en")
    assert code == 2 and "unknown general 'nobody'" in out and "is in --deck" not in out


def _unfinished(tmp_path: Path) -> Path:
    g = Game(ruleset("honglou"), IdentityMode(), 5, 3)
    drive(g, [RandomBot(3 * 16 + s) for s in range(5)])
    path = tmp_path / "g.jsonl"
    save(str(path), g.log)
    records = read_jsonl(path)
    cut = next(i for i, r in enumerate(records) if r["t"] == "answer" and r["kind"] == "play")
    write_jsonl(path, records[:cut])
    return path


def test_partial_verify_says_unfinished_without_none(tmp_path: Path) -> None:
    path = _unfinished(tmp_path)
    code, out = run("replay", "--verify", "--partial", "--lang", "en", str(path))
    assert code == 0 and "unfinished game)" in out and "None" not in out
    code, out = run("replay", "--verify", "--partial", str(path))
    assert code == 0 and "对局未结束" in out and "None" not in out


def test_verify_of_a_finished_game_names_the_winners(tmp_path: Path) -> None:
    g = Game(ruleset("honglou"), IdentityMode(), 5, 3)
    drive(g, [RandomBot(3 * 16 + s) for s in range(5)])
    path = tmp_path / "g.jsonl"
    save(str(path), g.log)
    code, out = run("replay", "--verify", "--lang", "en", str(path))
    assert g.winners
    assert code == 0 and f"finished game, winners: seat {g.winners[0]}" in out


def test_english_plurals() -> None:
    n = Names(ruleset("honglou").names, "en")
    assert n.ui("n.draw", who="A", n=1, why="", cards="") == "A draws 1 card"
    assert n.ui("n.draw", who="A", n=4, why="", cards="") == "A draws 4 cards"
    assert n.ui("p.cards", lo=1, hi=2) == "Choose 1-2 cards"
    assert plural("3 target(s) chosen (at most 4)") == "3 targets chosen (at most 4)"
    zh = Names(ruleset("honglou").names, "zh")
    assert zh.ui("n.draw", who="甲", n=4, why="", cards="") == "甲 摸了 4 张牌"
