"""Hegemony mode (国战) on the command line: ``sgs play --mode hegemony --plain`` through a
pipe and its replay line, ``sgs replay`` of the log, ``sgs sim --mode hegemony``'s
summary, and the words of the mode's records and questions in zh and en."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from cli_support import seat_of
from rich.text import Text
from typer.testing import CliRunner

from sgs import replay as rp
from sgs.cli import sim as simmod
from sgs.cli.main import app
from sgs.cli.narrate import Narrator
from sgs.cli.text import Names
from sgs.core.generals import GeneralCard, Position
from sgs.packs import ruleset
from sgs.testing import Table
from sgs.tui.choosing import Submit, choice_for
from sgs.tui.prompts import prompt_text as table_prompt
from sgs.tui.seat_view import SeatView

runner = CliRunner()
M, D = Position.MAIN, Position.DEPUTY
# a line the story prints for a record it cannot tell (narrate.Narrator._generic)
UNTOLD = re.compile(r"^\w+: \{", re.MULTILINE)

# Lines for a passive player: 0 passes (ends the play phase, says no), single numbers
# build any choice of cards or seats one at a time (reaching the most confirms), an
# empty line confirms a shorter one, runs answer the questions that take them all at
# once (arranging the deck), b backs out of a step that cannot be completed.
CYCLE = ("0", *(str(k) for k in range(1, 13)), "", "b",
         *(" ".join(map(str, range(1, k + 1))) for k in range(2, 11)))


def passive_input(rounds: int = 3000) -> str:
    return "\n".join(CYCLE * rounds) + "\n"


def plain(markup: str) -> str:
    return Text.from_markup(markup).plain


def sgs_command() -> list[str]:
    """The installed ``sgs`` script beside this Python, else the same through ``-c``."""
    script = Path(sys.executable).with_name("sgs")
    if script.exists():
        return [str(script)]
    return [sys.executable, "-c", "from sgs.cli.main import app; app()"]


def run_sgs(args: list[str], stdin: str, log_dir: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SGS_LOG_DIR=str(log_dir), COLUMNS="120")
    return subprocess.run([*sgs_command(), *args], input=stdin, capture_output=True,
                          text=True, env=env, timeout=300, check=False)


# ---------------------------------------------------------------- a whole game, a pipe


def test_a_plain_hegemony_game_through_a_pipe_and_its_replay_line(tmp_path: Path) -> None:
    first, again = tmp_path / "first.jsonl", tmp_path / "again.jsonl"
    stdin = passive_input()
    res = run_sgs(["play", "--mode", "hegemony", "--players", "6", "--seat", "2",
                   "--seed", "22", "--plain", "--log", str(first)], stdin, tmp_path)
    out = res.stdout
    assert res.returncode == 0, (res.stderr[-2000:], out[-3000:])
    assert "Traceback" not in res.stderr
    # the pick of a main and a deputy, with their kingdom and the HP they make
    assert "选择主将与副将" in out and "先选择主将" in out and "阴阳鱼" in out
    # others' face-down generals are card backs; the table has a kingdom column
    assert "▒暗▒" in out and "势力" in out and "未明" in out
    assert any(r in out for r in ("你赢了！", "你输了。", "平局。")), out[-3000:]
    assert "势力与武将" in out
    assert not UNTOLD.search(out), UNTOLD.findall(out)[:3]
    # the line that replays the game names the mode and its set
    lines = out.splitlines()
    line = lines[next(i for i, x in enumerate(lines) if "重玩这一局" in x) + 1].strip()
    words = shlex.split(line)
    assert words[1] == "play"
    assert "--mode hegemony" in line and "--deck hegemony" in line and "--bots rule" in line
    res2 = run_sgs([*words[1:], "--log", str(again)], stdin, tmp_path)
    assert res2.returncode == 0, res2.stderr[-2000:]
    assert first.read_bytes() == again.read_bytes()
    result = rp.verify(rp.load(first))
    assert result.finished

    # sgs replay tells it: the whole story, and as seat 2 saw it
    story = runner.invoke(app, ["replay", str(first)])
    assert story.exit_code == 0, story.output[-2000:]
    assert "hegemony" in story.output and "明置了" in story.output
    assert "游戏结束" in story.output and not UNTOLD.search(story.output)
    seen = runner.invoke(app, ["replay", str(first), "--seat", "2", "--lang", "en"])
    assert seen.exit_code == 0, seen.output[-2000:]
    assert "▒?▒" in seen.output and "reveals their" in seen.output
    assert not UNTOLD.search(seen.output)
    verified = runner.invoke(app, ["replay", "--verify", "--lang", "en", str(first)])
    assert verified.exit_code == 0 and "records verified" in verified.output


def test_general_pairs_on_the_command_line() -> None:
    res = runner.invoke(app, ["play", "--mode", "hegemony", "--seed", "3", "--seat", "1",
                              "--players", "4", "--general", "刘备+关羽"], input="")
    assert res.exit_code == 0, res.output[-2000:]
    assert "刘备(暗) / 关羽(暗)" in res.output
    assert "--general '刘备+关羽'" in res.output  # in the replay line
    one = runner.invoke(app, ["play", "--mode", "hegemony", "--general", "刘备", "--lang", "en"])
    assert one.exit_code == 2 and "main and a deputy" in one.output
    mixed = runner.invoke(app, ["play", "--mode", "hegemony", "--seat", "0",
                                "--general", "liu_bei+cao_cao", "--lang", "en"], input="")
    # issue 22 item 12: refused before the game (no seat told), exit 2, as any bad flag
    assert mixed.exit_code == 2 and "not of one kingdom" in mixed.output
    assert "seat" not in mixed.output.split("not of one kingdom")[0].lower()
    assert "Invalid value for --general" in mixed.output
    named = runner.invoke(app, ["play", "--mode", "hegemony", "--general", "刘备+曹操",
                                "--lang", "en"], input="")
    assert named.exit_code == 2 and "not of one kingdom" in named.output
    assert "你坐在" not in named.output and "Traceback" not in named.output


def test_players_out_of_the_modes_range() -> None:
    res = runner.invoke(app, ["sim", "--mode", "hegemony", "--players", "11"])
    assert res.exit_code == 2 and "hegemony mode takes 2 to 10 players" in res.output


# ---------------------------------------------------------------- sgs sim


def test_sim_hegemony_summary(tmp_path: Path) -> None:
    res = runner.invoke(app, ["sim", "--mode", "hegemony", "--json", "--games", "4",
                              "--players", "6", "--seed", "3", "--jobs", "1",
                              "--log-dir", str(tmp_path)])
    assert res.exit_code == 0, res.output[-2000:]
    s: dict[str, Any] = json.loads(res.stdout)
    assert s["mode"] == "hegemony" and s["games"] == 4 and s["errors"] == 0
    assert s["bots"] == ["rule"]  # the mode's default bots
    assert sum(s["outcomes"].values()) == 4
    kingdoms = s["wins_by_kingdom"]
    assert "wins_by_role" not in s and set(kingdoms) <= {"wei", "shu", "wu", "qun",
                                                           "careerist"}
    for side, won in s["outcomes"].items():
        if side not in ("draw", "error"):
            assert kingdoms[side]["wins"] == won
    c = s["careerists"]
    assert c["games_won"] == s["outcomes"].get("careerist", 0)
    assert c["players"] >= c["games_with_one"] == kingdoms.get("careerist", {}).get("games", 0)
    # each player holds two generals, each counted for them
    gens = s["wins_by_general"]
    assert sum(d["games"] for d in gens.values()) == 2 * 6 * s["finished"]
    assert s["avg_turns"] > 0
    header = json.loads((tmp_path / "game_3.jsonl").read_text(encoding="utf-8")
                        .splitlines()[0])
    assert header["mode"] == "hegemony" and "hegemony" in header["packs"]
    text = runner.invoke(app, ["sim", "--mode", "hegemony", "--games", "2", "--players", "4",
                               "--seed", "5", "--jobs", "1"])
    assert text.exit_code == 0, text.output[-2000:]
    for words in ("hegemony", "wins by kingdom", "careerists:", "wins by general",
                  "average length"):
        assert words in text.output


def test_summary_counts_a_careerist_and_both_generals() -> None:
    cfg = simmod.SimConfig(players=4, bots=("random",), card_set="hegemony", mode="hegemony")
    results = [
        simmod.GameResult(1, "hegemony", winners=[3],
                          sides=["wei", "wei", "shu", "careerist"],
                          generals=[["cao_cao", "xu_chu"], ["zhen_ji", "cao_pi"],
                                    ["liu_bei", "guan_yu"], ["sima_yi", "guo_jia"]],
                          bots=["random"] * 4, turns=10, decisions=100),
        simmod.GameResult(2, "hegemony", winners=[0, 2],
                          sides=["wu", "shu", "wu", "qun"],
                          generals=[["sun_quan", "zhou_tai"], ["zhang_fei", "ma_chao"],
                                    ["lu_xun", "lv_meng"], ["lv_bu", "diao_chan"]],
                          bots=["random"] * 4, turns=20, decisions=300),
    ]
    assert [r.winning_side for r in results] == ["careerist", "wu"]
    s = simmod.summarize(results, 1.0, cfg, 1, 1)
    assert s["outcomes"] == {"wu": 1, "careerist": 1, "draw": 0, "error": 0}
    assert s["careerists"] == {"games_won": 1, "win_rate": 0.5, "players": 1,
                               "player_share": 0.125, "games_with_one": 1}
    assert s["wins_by_kingdom"]["wei"] == {"wins": 0, "games": 1, "rate": 0.0}
    assert s["wins_by_kingdom"]["wu"] == {"wins": 1, "games": 1, "rate": 1.0}
    assert s["wins_by_general"]["guo_jia"]["wins"] == 1
    assert s["wins_by_general"]["lv_meng"] == {"wins": 1, "games": 1, "rate": 1.0}
    assert s["avg_turns"] == 15.0


def test_identity_sim_keeps_its_fields(tmp_path: Path) -> None:
    r = simmod.GameResult(1, winners=[0], sides=["lord", "rebel"], generals=[["a"], ["b"]],
                          bots=["random"] * 2)
    s = simmod.summarize([r], 1.0, simmod.SimConfig(players=2), 1, 1)
    assert s["outcomes"] == {"lord": 1, "rebel": 0, "renegade": 0, "draw": 0, "error": 0}
    assert set(s["wins_by_role"]) == {"lord", "rebel"} and "careerists" not in s


# ---------------------------------------------------------------- the mode's words


def story(records: list[dict[str, Any]], lang: str, viewer: int | None = 1) -> list[str]:
    n = Narrator(Names(ruleset("hegemony").names, lang), {}, viewer=viewer)
    return [plain(x) for r in records for x in n.feed(r) if x]


RECORDS: list[dict[str, Any]] = [
    {"t": "header", "mode": "hegemony", "seats": [{"seat": 0}, {"seat": 1}, {"seat": 2}]},
    {"t": "generals", "seats": [
        {"seat": 0, "main": None, "deputy": None, "hp": 4, "max_hp": 4},
        {"seat": 1, "main": "liu_bei", "deputy": "guan_yu", "hp": 4, "max_hp": 4},
        {"seat": 2, "main": None, "deputy": None, "hp": 3, "max_hp": 3}]},
    {"t": "reveal_general", "seat": 0, "general": "cao_cao", "position": "main",
     "kingdom": "wei"},
    {"t": "reward", "seat": 0, "reward": "vanguard"},
    {"t": "reveal_general", "seat": 2, "general": "xu_chu", "position": "deputy",
     "kingdom": "careerist"},
    {"t": "reward", "seat": 1, "reward": "companion", "choice": "draw_two"},
    {"t": "reward", "seat": 1, "reward": "leftover"},
    {"t": "hide_general", "seat": 0, "general": "cao_cao", "position": "main"},
    {"t": "death", "seat": 2, "killer": 0, "kingdom": "careerist", "main": "dian_wei",
     "deputy": "xu_chu"},
    {"t": "punish", "seat": 0},
    {"t": "game_over", "winners": [0, 1], "reason": "victory", "sides": ["shu", "shu",
                                                                        "careerist"]},
]


def test_the_story_of_hegemony_records_in_zh() -> None:
    lines = story(RECORDS, "zh")
    assert "座位0：主将 ▒暗▒，副将 ▒暗▒（体力 4/4）" in lines
    assert "座位1：主将 刘备，副将 关羽（体力 4/4）" in lines
    assert "座位0 明置了主将 曹操，势力为魏" in lines
    assert "曹操[0] 首个明置武将，获得先驱奖励" in lines
    assert "座位2 明置了副将 许褚，成为野心家" in lines
    assert "你 珠联璧合：摸两张牌" in lines and "你 弃阴阳鱼：摸一张牌" in lines
    assert "曹操[0] 暗置了主将 曹操" in lines
    assert "许褚[2] 阵亡（野心家：典韦、许褚）（凶手：曹操[0]）" in lines
    assert "曹操[0] 杀死了与自己势力相同的角色，弃置所有手牌和装备" in lines
    assert "游戏结束：蜀获胜（曹操[0]、你）" in lines
    assert not any(UNTOLD.match(x) for x in lines)


def test_the_story_of_hegemony_records_in_en() -> None:
    lines = story(RECORDS, "en")
    assert "Seat 0: main ▒?▒, deputy ▒?▒ (4/4 HP)" in lines
    assert "Seat 0 reveals their main general Cao Cao: kingdom Wei" in lines
    assert "Seat 2 reveals their deputy general Xu Chu: a careerist" in lines
    assert any(x.startswith("Xu Chu[2] dies (Careerist: Dian Wei, Xu Chu)") for x in lines)
    assert "Game over; Shu wins (Cao Cao[0], Liu Bei (you))" in lines
    assert not any(UNTOLD.match(x) for x in lines)


def hidden_guo_jia() -> Table:
    """郭嘉 face down at seat 1, about to be asked to reveal him for 遗计."""
    t = Table([GeneralCard("zhang_fei", M, True), GeneralCard("guan_yu", D, True)],
              [GeneralCard("xu_chu", M, False), GeneralCard("guo_jia", D, False)],
              pack="hegemony", mode="hegemony", options={"vanguard": False})
    t.set_hand(0, "slash ♠7").set_top("jink ♦3", "peach ♥6")
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    return t


@pytest.mark.parametrize(("lang", "want"), [("zh", "明置副将郭嘉以发动【遗计】？"),
                                            ("en", "Reveal your deputy general Guo Jia to "
                                                   "use Bequeathed Strategy?")])
def test_the_question_to_reveal_a_general_for_its_skill(lang: str, want: str) -> None:
    t = hidden_guo_jia()
    req = t.until("confirm", seat=1)
    assert req.prompt == "skill.reveal"
    held = seat_of(t.game, 1, [], lang=lang)
    obs = t.game.observe(1, since=0)
    assert obs["request"]["prompt"] == "skill.reveal"
    text = plain(held.human.prompt_text(obs["request"]))
    view = SeatView(lang)
    view.absorb(obs)
    shown = plain(table_prompt(obs["request"], view))
    names = Names(ruleset("hegemony").names, lang)
    want = want.replace("Bequeathed Strategy", plain(names("yiji")))
    assert text == want and shown == want
    # the table as this seat sees it: its own face-down cards are marked, yet named
    held.human.status()
    assert "许褚(暗) / 郭嘉(暗)" in plain(held.out) or "(face down)" in plain(held.out)
    assert "张飞 / 关羽" in plain(held.out) or "Zhang Fei / Guan Yu" in plain(held.out)


def test_the_reveal_options_name_your_generals() -> None:
    t = Table([GeneralCard("zhang_fei", M, True), GeneralCard("guan_yu", D, True)],
              [GeneralCard("cao_cao", M, False), GeneralCard("guo_jia", D, False)],
              pack="hegemony", mode="hegemony", options={"vanguard": False})
    t.start(1, "start")
    obs = t.game.observe(1, since=0)
    req = obs["request"]
    assert req["prompt"] == "hegemony.reveal"
    held = seat_of(t.game, 1, [])
    labels = [plain(held.human.option_text(req, o)) for o in req["options"]]
    assert labels == ["明置主将 曹操", "明置副将 郭嘉", "两张都明置", "暂不明置"]
    assert "准备阶段" in plain(held.human.prompt_text(req))
    # the others see neither name, only card backs and an unknown kingdom
    other = seat_of(t.game, 0, [])
    other.human.status()
    out = plain(other.out)
    assert "曹操" not in out and "郭嘉" not in out and "▒暗▒ / ▒暗▒" in out


def test_harming_a_player_of_your_kingdom_asks_first() -> None:
    """A known ally is one whose revealed kingdom is yours (two of five are no careerists):
    a 杀 at them asks first."""
    t = Table([GeneralCard("liu_bei", M, True), GeneralCard("guan_yu", D, True)],
              [GeneralCard("zhang_fei", M, True), GeneralCard("zhao_yun", D, True)],
              [GeneralCard("cao_cao", M, True), GeneralCard("xu_chu", D, True)],
              [GeneralCard("sun_quan", M, True), GeneralCard("zhou_tai", D, True)],
              [GeneralCard("lv_bu", M, True), GeneralCard("diao_chan", D, True)],
              pack="hegemony", mode="hegemony", options={"vanguard": False})
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    held = seat_of(t.game, 0, ["1", "1", "n", "0"])
    held.decide()
    out = plain(held.out)
    assert "张飞[1] 与你同为蜀势力。仍要对其使用 杀 ♠7？" in out
    assert t.hand(0) == ["slash"]  # declined, then the play phase ended


def hidden_sun_quan() -> Table:
    """孙权 face down at seat 0 in its play phase, with 制衡 among its options."""
    t = Table([GeneralCard("sun_quan", M, False), GeneralCard("zhou_tai", D, False)],
              [GeneralCard("zhang_fei", M, True), GeneralCard("guan_yu", D, True)],
              pack="hegemony", mode="hegemony", options={"vanguard": False})
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    return t


@pytest.mark.parametrize("yes", [False, True])
def test_a_face_down_generals_active_skill_asks_before_revealing_it(yes: bool) -> None:
    """Using a face-down card's skill reveals the card first (docs/protocol.md): the line
    mode asks, as the engine asks for a trigger skill, and no keeps it face down."""
    t = hidden_sun_quan()
    held = seat_of(t.game, 0, ["2", "y" if yes else "n", "0"])
    held.decide()
    out = plain(held.out)
    assert "? 明置主将孙权以发动【制衡】？" in out
    assert t.game.p(0).generals[0].revealed is yes
    assert (t.log("skill")[-1]["skill"] == "zhiheng") if yes else not t.log("skill")


def test_the_table_asks_before_a_face_down_generals_active_skill() -> None:
    t = hidden_sun_quan()
    view = SeatView("zh")
    view.absorb(t.game.observe(0))
    assert view.request is not None
    choice = choice_for(view.request, view)
    choice.pick("opt:skill:zhiheng")
    choice.pick(f"card:{t.find('slash ♠7')}")
    outcome = choice.confirm()
    assert isinstance(outcome, Submit) and outcome.value["option"] == "skill:zhiheng"
    assert outcome.warn == "明置主将孙权以发动【制衡】？"
