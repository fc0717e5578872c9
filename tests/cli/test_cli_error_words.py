"""Issue 22 item 11: every text printed to a zh user is in zh — the errors found after
the flags are checked too: a game that cannot be set up (the mode's ConfigError, `cannot
start the game`), a log that is not one or does not replay (sgs.replay's errors shown by
`sgs replay`).  Each path is run in zh and in en: the exit code is the same, the zh
output has no English sentence, the en output says what it said before."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from cli_support import read_jsonl, write_jsonl
from typer.testing import CliRunner

from sgs.agents import RandomBot
from sgs.cli import main as main_mod
from sgs.cli.main import app
from sgs.core import ConfigError, Game
from sgs.host import drive
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset
from sgs.replay import LogFormatError, ReplayError

runner = CliRunner()
# three English words in a row (ids and JSON have no spaces: `liu_bei`, `{"t":"move"}`)
ENGLISH = re.compile(r"[A-Za-z]{2,}(?:[ '-][A-Za-z]{2,}){2,}")

Args = Callable[[Path, str], list[str]]


def a_log(fake_set: str, tmp_path: Path) -> list[dict[str, Any]]:
    g = Game(ruleset(fake_set), IdentityMode(), 4, 5)
    drive(g, [RandomBot(s) for s in range(4)])
    log = tmp_path / "good.jsonl"
    write_jsonl(log, json.loads(json.dumps(g.log)))
    return read_jsonl(log)


def file_with(tmp_path: Path, fake_set: str, change: Callable[[list[dict[str, Any]]], Any],
              ) -> Path:
    records = a_log(fake_set, tmp_path)
    out = change(records)
    path = tmp_path / "bad.jsonl"
    if isinstance(out, str):
        path.write_text(out, encoding="utf-8")
    else:
        write_jsonl(path, records if out is None else out)
    return path


def first(records: list[dict[str, Any]], kind: str) -> int:
    return next(i for i, r in enumerate(records) if r["t"] == kind)


def play_answer(records: list[dict[str, Any]]) -> dict[str, Any]:
    return next(r for r in records if r["t"] == "answer" and r["kind"] == "play"
                and r["value"] and r["value"]["targets"])


def tamper_answer(records: list[dict[str, Any]]) -> None:
    value = play_answer(records)["value"]
    value["targets"] = [9]


def tamper_move(records: list[dict[str, Any]]) -> None:
    i = next(i for i, r in enumerate(records) if r["t"] == "move")
    records[i]["src"] = 1


def no_lord(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    records[0]["mode_options"]["roles"] = ["rebel", "rebel", "loyalist", "renegade"]
    return records[:1]


def unfinished(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return records[:[i for i, r in enumerate(records) if r["t"] == "answer"][10]]


def differs(records: list[dict[str, Any]]) -> None:
    i = next(i for i, r in enumerate(records) if r["t"] == "move" and r["src"]["zone"] == "draw")
    records[i]["cards"][0] = (records[i]["cards"][0] + 1) % len(records[0]["cards"])


def unknown_pack(records: list[dict[str, Any]]) -> None:
    records[0]["packs"] = [*records[0]["packs"], "nope"]


# (name, arguments after `sgs`, exit code, what the en output says)
CASES: list[tuple[str, Callable[[Path, str], list[str]], int, str]] = [
    ("a pair of two kingdoms",
     lambda p, s: ["play", "--mode", "hegemony", "--general", "刘备+曹操", "--plain"], 2,
     "liu_bei and cao_cao are not of one kingdom"),
    ("a deal that finds no pairs",  # (seed-dependent: the game is made to fail here)
     lambda p, s: ["play", "--set", s, "--seat", "0", "--plain"], 1,
     "cannot start the game: 6 generals are too few for 4 players: deals of 1 keep"),
    ("too few generals once the lord has chosen",
     lambda p, s: ["play", "--set", s, "--players", "8", "--seat", "0", "--plain"], 1,
     "the game cannot go on: 5 generals are too few for 7 players to choose from"),
    ("an unknown set", lambda p, s: ["play", "--deck", "nope"], 2, "unknown card set 'nope'"),
    ("a log that cannot be written",
     lambda p, s: ["play", "--set", s, "--log", str(p / "afile" / "g.jsonl")], 2,
     "cannot write"),
    ("no such file", lambda p, s: ["replay", str(p / "none.jsonl")], 2,
     "No such file or directory"),
    ("not JSON", lambda p, s: ["replay", str(file_with(p, s, lambda r: "{\"t\":\n"))], 2,
     "line 1: not valid JSON"),
    ("an empty line",
     lambda p, s: ["replay", str(file_with(p, s, lambda r: json.dumps(r[0]) + "\n\n"))], 2,
     "line 2: empty line (a log has one JSON object on every line)"),
    ("a header without a lord",
     lambda p, s: ["replay", "--verify", str(file_with(p, s, no_lord))], 2,
     "the header's mode_options roles must have exactly one lord"),
    ("an unknown game option",
     lambda p, s: ["replay", "--verify", str(file_with(
         p, s, lambda r: r[0]["options"].update(bogus=1)))], 2,
     "the header's unknown option 'bogus'"),
    ("an unfinished game",
     lambda p, s: ["replay", "--verify", str(file_with(p, s, unfinished))], 1,
     "before the game is over"),
    ("an illegal answer",
     lambda p, s: ["replay", "--verify", str(file_with(p, s, tamper_answer))], 1,
     "illegal recorded answer"),
    ("a record that differs",
     lambda p, s: ["replay", "--verify", str(file_with(p, s, differs))], 1,
     "record differs at cards[0]"),
    ("a seat's story of a bad answer",
     lambda p, s: ["replay", "--seat", "1", str(file_with(p, s, tamper_answer))], 1,
     "cannot tell the story of seat 1"),
    ("a tampered record in the story",
     lambda p, s: ["replay", str(file_with(p, s, tamper_move))], 2,
     "cannot tell this 'move' record"),
    ("an unknown pack in the story",
     lambda p, s: ["replay", str(file_with(p, s, unknown_pack))], 0,
     "unknown pack 'nope' (not installed here, or from a newer sgs)"),
]


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize(("name", "args", "code", "words"), CASES, ids=[c[0] for c in CASES])
def test_an_error_is_said_in_the_chosen_language(
        name: str, args: Args, code: int, words: str, lang: str, fake_set: str,
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if name == "a log that cannot be written":
        (tmp_path / "afile").write_text("")
    if name == "a deal that finds no pairs":
        def no_pairs(*args: Any, **kw: Any) -> Game:
            raise ConfigError("hegemony.no_pairs", pool=6, players=4, each=1)

        monkeypatch.setattr(main_mod, "Game", no_pairs)
    stdin = "1\n" if name.endswith("lord has chosen") else ""
    res = runner.invoke(app, [*args(tmp_path, fake_set), "--lang", lang], input=stdin)
    out = res.output
    assert "Traceback" not in out and not isinstance(res.exception, (AttributeError,
                                                                     TypeError))
    assert res.exit_code == code, out
    # the error itself (not the line that replays a game, which is a command to copy)
    said = "\n".join(line for line in out.splitlines()
                     if not line.startswith(("sgs ", "python ")) and "--seed" not in line
                     and "replay" not in line.split("：")[0])
    if lang == "en":
        assert words in " ".join(out.split())
    else:
        assert re.search(r"[\u4e00-\u9fff]", said)
        # (not the paths, nor a command to type: `sgs play --help`)
        found = [f for f in ENGLISH.findall(re.sub(r"\S*/\S*", "", said))
                 if not f.startswith("sgs ")]
        assert not found, f"English in zh output: {found}\n{out}"


def test_an_error_keeps_its_english_text_and_says_it_in_chinese() -> None:
    """str() of a coded error is its English text (logs, tests, other callers); text("zh")
    the Chinese one; a nested error is said in the same language."""
    exc = ConfigError("identity.pool", pool=6, players=8)
    assert str(exc) == "6 generals are too few for 8 players to choose from"
    assert exc.text("zh") == "6 名武将不够 8 名玩家挑选"
    outer = LogFormatError("log.header_mode", 1, err=exc)
    assert str(outer) == "line 1: the header's 6 generals are too few for 8 players to " \
                         "choose from"
    assert outer.text("zh") == "第 1 行：日志头：6 名武将不够 8 名玩家挑选"
    plain = ReplayError("a plugin's own words")  # no code: said as it is
    assert plain.text("zh") == str(plain) == "a plugin's own words"


def test_every_error_code_has_both_languages_and_the_same_fields() -> None:
    from string import Formatter

    from sgs.core.error_words import ERROR_WORDS

    for code, (en, zh) in ERROR_WORDS.items():
        fields_en = {f for _, f, _, _ in Formatter().parse(en) if f}
        fields_zh = {f for _, f, _, _ in Formatter().parse(zh) if f}
        assert fields_zh <= fields_en, code  # (zh may leave out English-only details)
        assert re.search(r"[\u4e00-\u9fff]", zh), code
        assert not ENGLISH.search(re.sub(r"\{[^}]*\}", "", zh)), code


def test_the_cli_words_have_both_languages() -> None:
    from sgs.cli.cli_words import WORDS

    assert set(WORDS["zh"]) == set(WORDS["en"])
    assert main_mod.say("zh", "cannot_start", err=ConfigError("identity.pool", pool=1,
                                                              players=2)) == \
        "无法开始对局：1 名武将不够 2 名玩家挑选"


@pytest.mark.parametrize(("lang", "words"), [
    ("zh", "错误：无法开始对局：6 名武将不够 4 名玩家：每人发 1 名，总有玩家凑不出合法的主副将"),
    ("en", "error: cannot start the game: 6 generals are too few for 4 players: deals of 1 "
           "keep leaving a player with no legal pair")])
def test_the_full_screen_table_says_why_it_cannot_start(
        lang: str, words: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    from sgs.cli import table_host
    from sgs.cli.session import PlayOptions

    def no_pairs(*args: Any, **kw: Any) -> Any:
        raise ConfigError("hegemony.no_pairs", pool=6, players=4, each=1)

    monkeypatch.setattr(table_host, "new_host", no_pairs)
    opts = PlayOptions(players=4, seat=0, seed=1, lang=lang, mode="hegemony",
                       card_set="hegemony", bots="rule")
    assert table_host.table_game(opts, None, 0.6) == 1
    assert words in " ".join(capsys.readouterr().out.split())
