"""The 无懈可击 flood in the line mode (issue 22, items 7 and 10): an AoE asks once per
target, so ``z`` passes the rest of the card, ``m`` asks only when a 无懈可击 could
matter to you (the full-screen table's rules, sgs.cli.passing), the settings are kept
in the table's settings file, and ``q`` asks before leaving a game in progress."""

from __future__ import annotations

import json
from pathlib import Path

from cli_support import Held, seat_of
from typer.testing import CliRunner

from sgs.cli.main import app
from sgs.cli.settings import Settings
from sgs.testing import Table

runner = CliRunner()
ASKED = "是否使用 无懈可击，抵消"


def aoe_table(aoes: int = 1) -> Table:
    """Seat 0's play phase with ``aoes`` 南蛮入侵 on seats 1-3; seat 1 (the human) holds
    the only 无懈可击, so every window asks seat 1 alone."""
    t = Table("blank", "blank", "blank", "blank")
    t.set_hand(0, *["savage_assault ♠K", "savage_assault ♣7"][:aoes])
    t.set_hand(1, "nullification ♠J")
    return t


def play_out(t: Table, held: Held, uses: int) -> None:
    """Seat 0 uses its 南蛮入侵 ``uses`` times; the human answers its questions, the other
    seats pass."""
    g = t.g
    for _ in range(400):
        open_ = g.open_requests()
        if not open_:
            return
        mine = [r for r in open_ if r.seat == held.seat]
        if mine:
            held.decide()
        elif open_[0].seat == 0 and open_[0].kind == "play" and uses:
            uses -= 1
            t.use("savage_assault", seat=0)
        elif open_[0].seat == 0 and open_[0].kind == "play":
            return
        else:
            t.answer_window()


def windows(t: Table) -> int:
    return len(t.asked("respond", seat=1, reason="nullification"))


def test_z_passes_the_rest_of_the_card() -> None:
    """One key at the first window of a 南蛮入侵 passes its two later windows (the
    other targets); the log tells each, and nothing more is read."""
    t = aoe_table()
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 1, ["z"], settings=Settings())
    play_out(t, held, 1)
    out = held.out
    assert "z. 此牌余下都不出" in out and "z 此牌余下都不出" in out
    assert out.count(ASKED) == 1  # asked once, not three times
    assert out.count("自动不出无懈可击：本张南蛮入侵余下的时机都放弃（z）") == 3  # z, then two
    assert windows(t) == 3 and not any(u["card"] == "nullification" for u in t.log("use"))


def test_the_next_card_is_asked_again() -> None:
    """``z`` passes one card: a second 南蛮入侵 asks again."""
    t = aoe_table(aoes=2)
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 1, ["z", "z"], settings=Settings())
    play_out(t, held, 2)
    assert held.out.count(ASKED) == 2
    assert windows(t) == 6


def test_z_elsewhere_says_where_it_works() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["z", "0"])
    held.decide()
    assert "z 只在询问无懈可击时有用。" in held.out


def test_only_the_window_that_matters_is_asked() -> None:
    """With the setting, of the three windows (targets 1, 2, 3) only the one about the
    human's own seat is asked; the others are passed, and the log says why."""
    t = aoe_table()
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 1, ["0"], settings=Settings(nullify_matters=True))
    play_out(t, held, 1)
    out = held.out
    assert out.count(ASKED) == 1
    assert f"{ASKED} blank[0] 的 南蛮入侵 对 你 的效果" in out  # the one about you
    assert out.count("自动不出无懈可击：与你和已知同伴无关（输入 m 改为每次询问）") == 2
    assert windows(t) == 3


def test_without_the_setting_every_window_is_asked() -> None:
    t = aoe_table()
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 1, ["0", "0", "0"], settings=Settings())
    play_out(t, held, 1)
    assert held.out.count(ASKED) == 3


def test_m_turns_the_setting_on_and_remembers_it(tmp_path: Path) -> None:
    """``m`` turns the setting on and writes it to the settings file the full-screen
    table reads too (other settings as they were)."""
    path = tmp_path / "sgs" / "table.json"
    t = aoe_table()
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 1, ["m", "0"], settings=Settings(pace=1.5), settings_file=path)
    play_out(t, held, 1)
    assert "只在无懈可击与你有关时询问：开（m 切换）" in held.out
    assert held.out.count(ASKED) == 1  # the first window, then only the one about you
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved == {"own_trick": True, "forced": True, "pace": 1.5, "nullify_matters": True}


def play(*args: str, stdin: str) -> str:
    res = runner.invoke(app, ["play", "--plain", *args], input=stdin)
    assert res.exit_code == 0 and "Traceback" not in res.output, res.output
    return res.output


def test_sgs_play_reads_the_settings_file(fake_set: str, config_dir: Path) -> None:
    path = config_dir / "sgs" / "table.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"nullify_matters": True, "own_trick": False}),
                    encoding="utf-8")
    out = play("--set", fake_set, "--seed", "2", "--seat", "0", "--bots", "random",
               stdin="?\n")
    assert "只在无懈可击与你有关时询问：开（m 切换）" in out
    assert "对你自己的锦囊不询问无懈可击：关（a 切换）" in out


def test_sgs_play_saves_a_toggled_setting(fake_set: str, config_dir: Path) -> None:
    play("--set", fake_set, "--seed", "2", "--seat", "0", "--bots", "random", stdin="a\nm\n")
    saved = json.loads((config_dir / "sgs" / "table.json").read_text(encoding="utf-8"))
    assert saved["own_trick"] is False and saved["nullify_matters"] is True


def test_a_bad_settings_file_is_ignored_with_a_note(fake_set: str, config_dir: Path) -> None:
    path = config_dir / "sgs" / "table.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    out = play("--set", fake_set, "--seed", "2", "--seat", "0", "--bots", "random",
               stdin="?\n")
    assert "无法读取，已忽略" in out and "只在无懈可击与你有关时询问：关" in out


def test_q_asks_before_leaving_a_game_in_progress(fake_set: str) -> None:
    """``q`` then no goes on with the game; ``q`` then yes leaves it."""
    out = play("--set", fake_set, "--seed", "2", "--seat", "0", "--bots", "random",
               stdin="q\nn\nq\ny\n")
    assert out.count("离开本局？游戏尚未结束") == 2
    assert out.count("继续本局。") == 1
    assert "已退出游戏。" in out and "输入结束" not in out


def test_q_asks_in_english_too(fake_set: str) -> None:
    out = play("--set", fake_set, "--seed", "2", "--seat", "0", "--bots", "random",
               "--lang", "en", stdin="q\nno\nq\nyes\n")
    assert out.count("Leave this game? It is not over") == 2
    assert "Back to the game." in out and "You left the game." in out
