"""Cards on a general card (seed 002, issue 9 item 4) in the terminal: the line mode's
table and ``i SEAT``, and the story told from the log (``sgs replay`` and the running
story of ``sgs play``), as each seat may see them."""

from __future__ import annotations

from pathlib import Path

from cli_support import read_jsonl, seat_of
from rich.text import Text
from typer.testing import CliRunner

from sgs.cli.main import app
from sgs.cli.narrate import Narrator, card_book
from sgs.cli.text import Names
from sgs.core.view import log_for
from sgs.testing import Table

runner = CliRunner()


def _table() -> Table:
    """Seat 1: 曹仁 with a card lying 垂置 on his general; seat 2: cards face down on
    his general, which only he may look at (the room setting)."""
    t = Table("blank", "cao_ren", "blank", pack="standard+wind_mountain",
              game_options={"face_down_view": "owner"})
    t.set_hand(0, "slash ♠7", "slash ♠8").set_equip(0, "crossbow ♣A")
    t.set_pile(1, "test", "jink ♦3", perpendicular=True)
    t.set_pile(2, "test", "peach ♥3", "jink ♦4", face_up=False)
    return t


def _story(g: object, seat: int | None, lang: str = "zh") -> str:
    log = log_for(g, seat)  # type: ignore[arg-type]
    names = Names(g.ruleset.names, lang)  # type: ignore[attr-defined]
    lines = Narrator(names, card_book(log[0]), viewer=seat).feed_all(log)
    return "\n".join(Text.from_markup(line).plain for line in lines)


def _row(out: str, needle: str) -> str:
    """The last line of ``out`` holding ``needle`` (the table printed last)."""
    return [line for line in out.splitlines() if needle in line][-1]


def test_the_table_shows_frozen_hp_crosswise_cards_and_face_down_ones() -> None:
    """Line mode: the others see a 垂置 player's frozen HP, and a face-down card they may
    not look at as "?"; the owner sees the true HP beside what the table sees."""
    t = _table()
    g = t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.until("play", seat=0)
    assert g.p(1).hp == 3
    held = seat_of(g, 0, [])
    held.human.status()
    row = _row(held.out, "曹仁")
    assert "4/4 (冻结)" in row and "闪 ♦3" in row and "[垂置]" in row
    row2 = _row(held.out, "test:")
    assert row2.count("?(背面)") == 2 and "桃" not in row2
    owner = seat_of(g, 1, [])
    owner.human.status()
    assert "3/4 (牌桌显示 4)" in _row(owner.out, "曹仁")
    looker = seat_of(g, 2, [])
    looker.human.status()
    mine = _row(looker.out, "test:")
    assert "桃 ♥3(背面)" in mine and "闪 ♦4(背面)" in mine


def test_i_seat_tells_the_cards_on_a_general() -> None:
    """``i SEAT``: the piles with the same marks, and the frozen HP."""
    t = _table()
    g = t.start(0, "play")
    held = seat_of(g, 0, ["i 1", "i 2", "0"])
    held.decide()
    out = held.out.split("> i 1")[1]
    one, two = out.split("> i 2")
    assert "体力 4/4 (冻结)" in one and "闪 ♦3" in one and "[垂置]" in one
    assert two.split("> 0")[0].count("?(背面)") == 2


def test_the_story_tells_the_lock_and_the_frozen_display() -> None:
    """The story: 垂置 and the frozen HP as each seat sees it; 据守 on a 垂置 general turns
    its cards instead of the general; a covered player turns one up at a turn start."""
    t = _table()
    g = t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.until("confirm", seat=1, reason="据守")
    t.yes()
    t.until("play", seat=2)
    others, owner, spectator = _story(g, 0), _story(g, 1), _story(g, None)
    assert "曹仁[1] 的武将牌进入垂置状态" in others
    assert "曹仁[1] 体力显示 4/4（垂置：显示冻结）" in others
    assert "你 体力 3/4（牌桌上仍显示 4）" in owner
    assert "曹仁[1] 将武将牌上的 闪 ♦3 翻至背面朝上（据守）" in spectator
    assert "曹仁[1] 将武将牌翻面" not in spectator  # the general itself did not turn
    # seat 2's turn starts: covered, he turns one of his cards up; everyone sees which
    turned = [r for r in t.log("pile_turn") if r["seat"] == 2]
    assert turned and turned[-1]["reason"] == "turn_start"
    assert "回合开始" in spectator


def test_the_story_in_english() -> None:
    t = _table()
    g = t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    story = _story(g, 0, "en")
    assert "lie crosswise" in story and "display frozen" in story


# ---------------------------------------------------------------- the room setting


def test_sgs_play_takes_the_room_setting(fake_set: str, tmp_path: Path) -> None:
    """``--face-down-view owner``: in the game's options (its log header), and in the
    line that replays the game; the default leaves the header as it was."""
    log = tmp_path / "a.jsonl"
    res = runner.invoke(app, ["play", "--plain", "--set", fake_set, "--seed", "3", "--seat",
                              "1", "--face-down-view", "owner", "--log", str(log)],
                        input="q\n")
    assert res.exit_code == 0, res.output[-2000:]
    assert read_jsonl(log)[0]["options"]["face_down_view"] == "owner"
    assert "--face-down-view owner" in res.output
    plain = tmp_path / "b.jsonl"
    runner.invoke(app, ["play", "--plain", "--set", fake_set, "--seed", "3", "--seat", "1",
                        "--log", str(plain)], input="q\n")
    assert "face_down_view" not in read_jsonl(plain)[0]["options"]


def test_sgs_play_refuses_an_unknown_room_setting() -> None:
    res = runner.invoke(app, ["play", "--plain", "--face-down-view", "nobody"])
    assert res.exit_code == 2 and "--face-down-view" in res.output
