"""``sgs replay``: the story of a log, and ``--verify`` against good and broken files."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from cli_support import FAKE_SET, fake_pack, read_jsonl, write_jsonl
from typer.testing import CliRunner, Result

from sgs import packs
from sgs import replay as rp
from sgs.agents import RandomBot
from sgs.cli.main import app
from sgs.cli.text import Names
from sgs.core import Game, Ruleset
from sgs.core.log import LOG_VERSION
from sgs.host import drive
from sgs.modes import make_mode
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset
from sgs.replay import save as engine_write

runner = CliRunner()


def make_log(tmp_path: Path, card_set: str, seed: int = 3, players: int = 5) -> Path:
    g = Game(ruleset(card_set), IdentityMode(), players, seed)
    drive(g, [RandomBot(seed * 16 + s) for s in range(players)])
    path = tmp_path / f"game_{seed}.jsonl"
    engine_write(str(path), g.log)
    return path


@pytest.fixture
def log_file(tmp_path: Path, fake_set: str) -> Path:
    return make_log(tmp_path, fake_set)


def verify(path: Path, *extra: str) -> tuple[int, str]:
    res = runner.invoke(app, ["replay", "--verify", "--lang", "en", *extra, str(path)])
    assert "Traceback" not in res.output
    return res.exit_code, res.output


def test_verify_good_log(log_file: Path) -> None:
    code, out = verify(log_file)
    n = len(read_jsonl(log_file))
    assert code == 0, out
    assert f"{n} records verified" in out


def test_verify_api_counts(log_file: Path) -> None:
    res = rp.verify(rp.load(log_file))
    records = read_jsonl(log_file)
    assert res.records == len(records)
    assert res.answers == sum(1 for r in records if r["t"] == "answer")
    assert res.finished and res.winners == records[-1]["winners"]


def _first(records: list[dict], pred) -> int:  # type: ignore[no-untyped-def]
    return next(i for i, r in enumerate(records) if pred(r))


def _cut_before_a_play_answer(log_file: Path, tmp_path: Path) -> tuple[Path, list[dict]]:  # type: ignore[type-arg]
    """The log cut just before its first play-phase answer (a game left unfinished)."""
    records = read_jsonl(log_file)
    cut = tmp_path / "cut.jsonl"
    write_jsonl(cut, records[:_first(records, lambda r: r["t"] == "answer" and
                                     r["kind"] == "play")])
    return cut, records


def test_tampered_answer_fails(log_file: Path, tmp_path: Path) -> None:
    records = read_jsonl(log_file)
    i = _first(records, lambda r: r["t"] == "answer" and r["kind"] == "play"
               and r["value"] and r["value"]["targets"])
    value = records[i]["value"]
    value["targets"] = [value["targets"][0] + 1]  # another seat (maybe out of range)
    bad = tmp_path / "bad.jsonl"
    write_jsonl(bad, records)
    code, out = verify(bad)
    assert code == 1
    assert f"line {i + 1}" in out
    assert "verification failed" in out


def test_tampered_card_id_in_a_move_fails(log_file: Path, tmp_path: Path) -> None:
    records = read_jsonl(log_file)
    i = _first(records, lambda r: r["t"] == "move" and r["src"]["zone"] == "draw"
               and r["dst"]["zone"] == "hand")
    old = records[i]["cards"][0]
    records[i]["cards"][0] = (old + 1) % len(records[0]["cards"])
    bad = tmp_path / "bad.jsonl"
    write_jsonl(bad, records)
    code, out = verify(bad)
    assert code == 1
    assert f"line {i + 1}: record differs at cards[0]" in out
    assert f"the file has {records[i]['cards'][0]}, the game produced {old}" in out


def test_tampered_header_card_fails_on_line_1(log_file: Path, tmp_path: Path) -> None:
    records = read_jsonl(log_file)
    card = records[0]["cards"][5]
    card[1] = "peach" if card[1] != "peach" else "jink"
    bad = tmp_path / "bad.jsonl"
    write_jsonl(bad, records)
    code, out = verify(bad)
    assert code == 1 and "line 1: record differs at cards[5][1]" in out


def test_answer_for_the_wrong_seat_fails(log_file: Path, tmp_path: Path) -> None:
    records = read_jsonl(log_file)
    i = _first(records, lambda r: r["t"] == "answer" and r["kind"] == "play")
    records[i]["seat"] = (records[i]["seat"] + 1) % 5
    bad = tmp_path / "bad.jsonl"
    write_jsonl(bad, records)
    code, out = verify(bad)
    assert code == 1 and f"line {i + 1}" in out and "but the game asks seat" in out


def test_boolean_for_an_integer_is_a_difference(log_file: Path, tmp_path: Path) -> None:
    """JSON true == 1 in Python; the check must still see the change."""
    records = read_jsonl(log_file)
    i = _first(records, lambda r: r["t"] == "turn" and r["seat"] == 1)
    records[i]["seat"] = True
    bad = tmp_path / "bad.jsonl"
    write_jsonl(bad, records)
    code, out = verify(bad)
    assert code == 1 and f"line {i + 1}" in out


def test_truncated_at_a_line_end_fails(log_file: Path, tmp_path: Path) -> None:
    lines = log_file.read_text(encoding="utf-8").splitlines(keepends=True)
    bad = tmp_path / "cut.jsonl"
    bad.write_text("".join(lines[: len(lines) // 2]), encoding="utf-8")
    code, out = verify(bad)
    assert code == 1
    assert "truncated" in out


def test_truncated_before_an_answer_fails_unless_partial(log_file: Path, tmp_path: Path) -> None:
    bad, _ = _cut_before_a_play_answer(log_file, tmp_path)
    code, out = verify(bad)
    assert code == 1 and "before the game is over" in out
    code, out = verify(bad, "--partial")
    assert code == 0 and "unfinished game" in out


def test_truncated_mid_line_fails(log_file: Path, tmp_path: Path) -> None:
    text = log_file.read_text(encoding="utf-8")
    bad = tmp_path / "cut.jsonl"
    bad.write_text(text[: len(text) // 2], encoding="utf-8")
    code, out = verify(bad)
    assert code == 2 and "not valid JSON" in out


def test_extra_record_after_the_end_fails(log_file: Path, tmp_path: Path) -> None:
    records = read_jsonl(log_file)
    records.append({"t": "turn", "seat": 0, "number": 999})
    bad = tmp_path / "long.jsonl"
    write_jsonl(bad, records)
    code, out = verify(bad)
    assert code == 1 and f"line {len(records)}" in out and "the game is over" in out


@pytest.mark.parametrize(("content", "message"), [
    (b"", "empty"),
    (b"hello world\n", "line 1: not valid JSON"),
    (b"\xff\xfe\x00garbage", "not UTF-8"),
    (b"[1, 2, 3]\n", "line 1: a record must be a JSON object"),
    (b'{"t": "turn", "seat": 0}\n', "line 1: the first record must be the header"),
    (b'{"t": "header", "version": 99}\n', "unsupported log version 99"),
    # an older version is refused in one line (3: cards on generals, seed 002)
    (b'{"t": "header", "version": %d}\n' % (LOG_VERSION - 1),
     f"unsupported log version {LOG_VERSION - 1} (this sgs reads version {LOG_VERSION})"),
    (b'{"t": "header", "version": %d, "mode": "identity"}\n' % LOG_VERSION,
     "the header has no 'packs'"),
])
def test_garbage_files_fail_cleanly(tmp_path: Path, content: bytes, message: str) -> None:
    bad = tmp_path / "garbage.jsonl"
    bad.write_bytes(content)
    for args in (["replay", "--verify", str(bad)], ["replay", str(bad)]):
        res = runner.invoke(app, [*args, "--lang", "en"])  # (zh: test_cli_error_words)
        assert res.exit_code == 2  # a bad file: 2; a log that does not verify: 1
        assert message in res.output
        assert len(res.stderr.splitlines()) == 1
        assert "Traceback" not in res.output


def test_unknown_pack_and_bad_mode_fail_cleanly(log_file: Path, tmp_path: Path) -> None:
    records = read_jsonl(log_file)
    records[0]["packs"] = ["standard", "nope"]
    bad = tmp_path / "bad.jsonl"
    write_jsonl(bad, records)
    code, out = verify(bad)
    assert code == 2 and "unknown pack 'nope'" in out
    records[0]["packs"] = read_jsonl(log_file)[0]["packs"]
    records[0]["mode"] = "hegemony-of-nowhere"
    write_jsonl(bad, records)
    code, out = verify(bad)
    assert code == 2 and "line 1" in out and "mode" in out


def test_missing_file_fails_cleanly(tmp_path: Path) -> None:
    res = runner.invoke(app, ["replay", "--verify", "--lang", "en",
                              str(tmp_path / "none.jsonl")])
    assert res.exit_code == 2 and "cannot read" in res.output


def test_story_tells_the_game(log_file: Path) -> None:
    res = runner.invoke(app, ["replay", str(log_file)])
    assert res.exit_code == 0, res.output
    out = res.output
    assert "第 1 回合" in out
    assert "游戏结束" in out
    assert "摸了 4 张牌：" in out  # the omniscient story names every card
    assert any(s in out for s in "♠♥♣♦")
    en = runner.invoke(app, ["replay", "--lang", "en", str(log_file)]).output
    assert "Turn 1" in en and "Game over" in en


def test_story_for_one_seat_hides_other_hands(log_file: Path) -> None:
    res = runner.invoke(app, ["replay", "--seat", "2", str(log_file)])
    assert res.exit_code == 0, res.output
    draws = [line for line in res.output.splitlines() if "摸了 4 张牌" in line]
    assert len(draws) == 5
    assert [line.startswith("你") for line in draws].count(True) == 1
    for line in draws:
        assert ("：" in line) == line.startswith("你")


def test_story_roles_hidden_for_a_seat(tmp_path: Path, fake_set: str) -> None:
    """A seat sees the lord's role, its own, and the roles shown at death; no other."""
    for seed in range(3, 40):  # a game in which some non-lord survives
        log_file = make_log(tmp_path, fake_set, seed=seed)
        dead = {r["seat"] for r in read_jsonl(log_file) if r["t"] == "death"}
        hidden = [s for s in range(1, 5) if s not in dead]  # seat 0 is the lord
        if hidden:
            break
    else:
        pytest.fail("no game left a role hidden")
    viewer = next(v for v in range(1, 5) if v != hidden[0])
    out = runner.invoke(app, ["replay", "--seat", str(viewer), str(log_file)]).output
    line = next(x for x in out.splitlines() if x.startswith("身份："))
    parts = line.removeprefix("身份：").split("、")
    for s in hidden:
        if s != viewer:
            assert parts[s] == f"座位{s} ？"
    assert "？" not in parts[viewer] and "？" not in parts[0]


def test_play_log_round_trip(tmp_path: Path, fake_set: str) -> None:
    """A log written by ``sgs play --log`` after quitting verifies with --partial."""
    log = tmp_path / "play.jsonl"
    res = runner.invoke(app, ["play", "--set", fake_set, "--seed", "4", "--seat", "0",
                              "--bots", "random", "--log", str(log)], input="1\nq\n")
    assert res.exit_code == 0, res.output
    assert log.exists()
    code, out = verify(log)
    assert code == 1 and "before the game is over" in out
    code, out = verify(log, "--partial")
    assert code == 0, out


def test_header_is_first_and_json(log_file: Path) -> None:
    first = json.loads(log_file.read_text(encoding="utf-8").splitlines()[0])
    assert first["t"] == "header" and first["version"] == LOG_VERSION


def test_honglou_sim_logs_verify_tell_and_catch_tampering(tmp_path: Path) -> None:
    out = tmp_path / "logs"
    res = runner.invoke(app, ["sim", "--json", "--games", "3", "--seed", "40", "--jobs", "2",
                              "--bots", "rule,random", "--log-dir", str(out)])
    assert res.exit_code == 0, res.output
    for f in sorted(out.glob("*.jsonl")):
        code, text = verify(f)
        assert code == 0 and "records verified" in text, text
        story = runner.invoke(app, ["replay", str(f)])
        assert story.exit_code == 0 and "游戏结束" in story.output
        records = read_jsonl(f)
        i = _first(records, lambda r: r["t"] == "answer" and r["kind"] == "play"
                   and r["value"] is not None)
        records[i]["value"] = None  # end the play phase instead
        bad = tmp_path / f"bad_{f.name}"
        write_jsonl(bad, records)
        code, text = verify(bad)
        assert code == 1 and "verification failed" in text


# ---------------------------------------------------------------- a new user's run


def story(path: Path, *extra: str) -> Result:
    res = runner.invoke(app, ["replay", *extra, str(path)])
    assert "Traceback" not in res.output, res.output
    return res


def test_story_of_a_log_with_an_unknown_pack(log_file: Path, tmp_path: Path) -> None:
    """docs/cli.md: the story needs only names, so a pack not installed here (a newer
    sgs's, a plugin's) is one warning and its ids; --verify and --seat re-create the
    game and cannot: exit 2, one line."""
    records = read_jsonl(log_file)
    records[0]["packs"] = ["standard", "nope"]
    bad = tmp_path / "nope.jsonl"
    write_jsonl(bad, records)
    res = story(bad, "--lang", "en")
    assert res.exit_code == 0
    warning, = res.stderr.splitlines()
    assert warning.startswith(f"warning: {bad}: line 1: unknown pack 'nope'")
    assert "packs standard+nope" in res.stdout
    res = story(bad)
    assert "杀" in res.stdout and "zhang" in res.stdout  # the standard pack's names, nope's ids
    for args in (["--verify"], ["--seat", "1"]):
        res = story(bad, *args, "--lang", "en")
        assert res.exit_code == 2 and res.stdout == ""
        line, = res.stderr.splitlines()
        assert line.startswith(f"error: {bad}: ") and "line 1: unknown pack 'nope'" in line


def test_story_of_an_unfinished_game_says_so(log_file: Path, tmp_path: Path) -> None:
    cut, _ = _cut_before_a_play_answer(log_file, tmp_path)
    for lang, over, not_over in (("zh", "游戏结束", "游戏尚未结束"),
                                 ("en", "Game over", "The game is not over")):
        last = Names({}, lang).ui("n.not_over")
        assert last.startswith(not_over)
        for seat in ((), ("--seat", "2")):
            res = story(cut, "--lang", lang, *seat)
            assert res.exit_code == 0 and over not in res.stdout
            assert res.stdout.rstrip().splitlines()[-1] == last
        finished = story(log_file, "--lang", lang)
        assert over in finished.stdout and not_over not in finished.stdout


def test_verify_of_an_unfinished_game_names_partial(log_file: Path, tmp_path: Path) -> None:
    cut, records = _cut_before_a_play_answer(log_file, tmp_path)
    code, out = verify(cut)
    assert code == 1 and "before the game is over" in out and "--partial" in out
    with pytest.raises(rp.ReplayUnfinished):
        rp.verify(rp.load(cut))
    # cut where the game still writes on: --partial would not help, so it is not offered
    j = _first(records, lambda r: r["t"] == "turn" and r["seat"] == 1)
    write_jsonl(cut, records[:j])
    code, out = verify(cut)
    assert code == 1 and "truncated" in out and "--partial" not in out


def test_a_cut_string_says_at_once(log_file: Path, tmp_path: Path) -> None:
    """JSON's "Unterminated string starting at" already ends in "at"."""
    header = log_file.read_text(encoding="utf-8").splitlines()[0]
    bad = tmp_path / "cut.jsonl"
    bad.write_text(header + '\n{"t": "turn", "seat": 0, "why": "ab', encoding="utf-8")
    code, out = verify(bad)
    assert code == 2
    assert "line 2: not valid JSON (Unterminated string starting at column 33)" in out
    assert "at at" not in out
    bad.write_text(header + '\n{"t": "turn" "seat": 0}\n', encoding="utf-8")
    assert "line 2: not valid JSON (Expecting ',' delimiter at column 14)" in verify(bad)[1]


@pytest.mark.parametrize(("card_set", "mode", "shown"), [
    ("honglou", "identity", "deck honglou"),
    ("standard+maneuvering", "identity", "deck standard+maneuvering"),
    ("hegemony", "hegemony", "deck hegemony"),
])
def test_story_header_names_the_deck(tmp_path: Path, card_set: str, mode: str,
                                     shown: str) -> None:
    """The header line names the set as --deck takes it, not its packs."""
    header = Game(ruleset(card_set), make_mode(mode), 5, 41).log[0]
    path = tmp_path / "h.jsonl"
    engine_write(str(path), [header])
    assert rp.deck_name(read_jsonl(path)[0]) == card_set
    res = story(path, "--lang", "en")
    assert res.exit_code == 0
    assert res.stdout.splitlines()[0].startswith(f"{mode} · {shown} · seed 41 · ")
    records = read_jsonl(path)
    records[0]["packs"] = records[0]["packs"][::-1]  # no set is these packs in this order
    write_jsonl(path, records)
    assert rp.deck_name(records[0]) is None
    assert f" · packs {'+'.join(records[0]['packs'])} · " in story(path, "--lang", "en").stdout


def test_a_plugin_sets_log_replays(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A log of a set an installed package registers (docs/new-set.md) verifies, tells
    and names its set: the replay loads the plugins as sgs play --set does."""
    monkeypatch.setattr(packs, "PACKS", dict(packs.PACKS))
    monkeypatch.setattr(packs, "SETS", dict(packs.SETS))
    monkeypatch.setattr(packs, "_plugins_loaded", False)

    def register() -> None:
        packs.register_pack(FAKE_SET, fake_pack)
        packs.register_set("mine", ["standard", FAKE_SET])

    class EntryPoint:
        def load(self) -> Callable[[], None]:
            return register

    monkeypatch.setattr(packs, "entry_points", lambda group: [EntryPoint()])
    g = Game(Ruleset(packs.PACKS["standard"](), fake_pack()), IdentityMode(), 5, 3)
    drive(g, [RandomBot(s) for s in range(5)])
    path = tmp_path / "mine.jsonl"
    engine_write(str(path), g.log)
    code, out = verify(path)
    assert code == 0, out
    res = story(path, "--lang", "en")
    assert res.exit_code == 0 and res.stderr == ""
    assert " · deck mine · " in res.stdout.splitlines()[0]
