"""``sgs play``: scripted keyboard input, error messages, privacy, every request kind."""

from __future__ import annotations

import io
from collections.abc import Iterable
from pathlib import Path

import pytest
from cli_support import first_or_pass_input
from rich.console import Console
from rich.text import Text
from typer.testing import CliRunner

from sgs import replay as rp
from sgs.cli.main import app
from sgs.cli.play import HumanSeat, Quit, Terminal, resolve_general
from sgs.cli.text import Names
from sgs.core import Game
from sgs.core.requests import (
    ArrangeRequest,
    ChooseCardOfRequest,
    ChooseOptionRequest,
    ChoosePlayersRequest,
    ConfirmRequest,
    DistributeRequest,
)
from sgs.packs import ruleset
from sgs.testing import Table

runner = CliRunner()


def plain(markup: str) -> str:
    return Text.from_markup(markup).plain


def play(*args: str, stdin: str = "") -> tuple[int, str]:
    res = runner.invoke(app, ["play", *args], input=stdin)
    assert "Traceback" not in res.output
    return res.exit_code, res.output


# ---------------------------------------------------------------- through the command


def test_garbage_input_is_explained_and_asked_again(fake_set: str) -> None:
    code, out = play("--set", fake_set, "--seed", "1", "--seat", "0", "--bots", "random",
                     stdin="abc\n99\n\n1 2\n")
    assert code == 0
    assert "请输入编号（数字），不是 “abc”。" in out
    assert "编号 99 超出范围（可选 1/2）。" in out
    assert "请输入一个编号。" in out
    assert "请只输入一个编号。" in out
    assert out.count("输入编号 · q 退出") == 5  # the prompt came back after each error
    assert "输入结束，退出游戏。" in out
    assert "种子：1" in out


def test_eof_at_once_exits_cleanly(fake_set: str) -> None:
    code, out = play("--set", fake_set, "--seed", "2", "--seat", "3", "--bots", "random")
    assert code == 0 and "输入结束，退出游戏。" in out


def test_q_quits(fake_set: str) -> None:
    code, out = play("--set", fake_set, "--seed", "2", "--seat", "0", "--bots", "random",
                     stdin="q\n")
    assert code == 0 and "已退出游戏。" in out


def test_full_game_choosing_first_or_pass(fake_set: str, tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    code, out = play("--set", fake_set, "--seed", "21", "--seat", "2", "--bots", "random",
                     "--log", str(log), stdin=first_or_pass_input(400))
    assert code == 0, out[-2000:]
    assert any(r in out for r in ("你赢了！", "你输了。", "平局。"))
    assert "身份公布" in out and "游戏结束" in out
    res = rp.verify(rp.load(log))
    assert res.finished


def test_unknown_general_lists_the_names(fake_set: str) -> None:
    code, out = play("--set", fake_set, "--general", "nobody")
    assert code == 2
    assert "unknown general 'nobody'" in out
    assert "zhang (张三)" in out and "zhou (周八)" in out


@pytest.mark.parametrize("name", ["li", "李四", "Li Si", "li si"])
def test_general_by_id_or_name(fake_set: str, name: str) -> None:
    code, out = play("--set", fake_set, "--seed", "3", "--seat", "2", "--bots", "random",
                     "--general", name)
    assert code == 0
    assert "李四 (你)" in out


def test_english(fake_set: str) -> None:
    code, out = play("--set", fake_set, "--seed", "3", "--seat", "2", "--bots", "random",
                     "--general", "li", "--lang", "en")
    assert code == 0
    assert "Your role" in out and "Li Si (You)" in out and "End of input" in out


def test_bad_options(fake_set: str) -> None:
    assert play("--set", fake_set, "--lang", "fr")[0] == 2
    assert play("--set", fake_set, "--players", "1")[0] == 2
    assert play("--set", fake_set, "--players", "4", "--seat", "4")[0] == 2
    code, out = play("--set", fake_set, "--bots", "smart")
    assert code == 2 and "unknown bot 'smart'" in out


def test_default_seat_is_drawn_apart_from_the_seed(
        fake_set: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 6, item 1: the seat came from random.Random(seed), the stream that then deals
    the roles, so a seat told where the rebels sat.  Now one seed gives any seat, and the
    seat drawn is recorded in the log header."""
    import secrets

    seats = iter([1, 3])
    monkeypatch.setattr(secrets, "randbelow", lambda n: next(seats))
    for want in (1, 3):
        log = tmp_path / f"seat{want}.jsonl"
        out = play("--set", fake_set, "--seed", "9", "--bots", "random", "--log", str(log),
                   stdin="q\n")[1]
        assert f"你坐在座位 {want}" in out
        assert f"--seed 9 --seat {want}" in out  # the hint reproduces this very game
        assert rp.load(log).header["options"]["human_seat"] == want


def test_default_seed_has_64_bits(fake_set: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 6, item 4: a 31-bit seed could be searched from one's opening hand."""
    import secrets

    asked: list[int] = []

    def randbits(k: int) -> int:
        asked.append(k)
        return 2**64 - 1

    monkeypatch.setattr(secrets, "randbits", randbits)
    out = play("--set", fake_set, "--seat", "0", "--bots", "random", stdin="q\n")[1]
    assert asked == [64]
    assert str(2**64 - 1) in out


def test_resolve_general() -> None:
    rules = ruleset("honglou")
    assert resolve_general(rules, "林黛玉") == "lin_daiyu"
    assert resolve_general(rules, "lin_daiyu") == "lin_daiyu"
    with pytest.raises(ValueError, match="lin_daiyu"):
        resolve_general(rules, "曹操")


# ---------------------------------------------------------------- one seat, in process


def seat_of(g: Game, seat: int, lines: Iterable[str], lang: str = "zh",
            ) -> tuple[HumanSeat, io.StringIO]:
    """A human seat reading ``lines``, printing into the returned buffer."""
    buf = io.StringIO()
    console = Console(file=buf, width=120, color_system=None)
    it = iter(lines)

    def read(prompt: str) -> str:
        console.print(prompt, end="")
        try:
            line = next(it)
        except StopIteration:
            raise EOFError from None
        console.print(line)
        return line

    return HumanSeat(g, seat, Names(g.ruleset.names, lang), Terminal(console, read)), buf


def test_status_never_shows_another_hand() -> None:
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥3", "jink ♦2").set_hand(2, "peach ♥4")
    g = t.start(seat=0, phase="play")
    human, buf = seat_of(g, 0, ["s", "0"])
    human.decide(g.pending)  # type: ignore[arg-type]
    out = buf.getvalue()
    assert "杀 ♠7" in out
    for secret in ("♥3", "♦2", "♥4"):
        assert secret not in out
    assert "你的手牌 (1)" in out


def test_use_a_card_step_by_step_with_back_and_errors() -> None:
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥3")
    g = t.start(seat=0, phase="play")
    human, buf = seat_of(g, 0, ["1", "b", "x", "1", "9", "1 2", "1"])
    human.decide(g.pending)  # type: ignore[arg-type]
    out = buf.getvalue()
    assert out.count("选目标（") >= 3
    assert "请输入编号（数字），不是 “x”。" in out
    assert "编号 9 超出范围" in out
    assert "现在不能选" in out  # a 杀 takes one target: the second of "1 2" is refused
    use = t.log("use")[-1]
    assert use["targets"] == [1] and use["card"] == "slash"
    assert t.hp(1) == 3


def test_engine_refusal_is_shown_and_asked_again() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7", "slash ♠8", "slash ♠9", "jink ♦2", "jink ♦3", "peach ♥3")
    g = t.start(seat=0, phase="discard")
    human, buf = seat_of(g, 0, ["1", "1 2"])
    human.decide(g.pending)  # type: ignore[arg-type]
    out = buf.getvalue()
    assert "弃牌阶段：请弃置 2 张手牌" in out
    assert "不合法：请选择2张牌，而不是1张" in out  # the engine's refusal, in the table's language
    assert len(g.p(0).hand) == 4


def test_respond_prompt_and_pass() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    g = t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    human, buf = seat_of(g, 1, ["0"])
    human.decide(g.pending)  # type: ignore[arg-type]
    out = buf.getvalue()
    assert "请使用一张 闪" in out and "0. 不出" in out and "1. 闪 ♦2" in out
    assert t.hp(1) == 3
    human.flush()
    assert "blank[0] 对 你 造成了 1 点伤害（杀）" in buf.getvalue()


def test_narrative_hides_other_draws() -> None:
    t = Table("blank", "blank")
    t.set_top("peach ♥3", "jink ♦2", "slash ♠7", "slash ♠8")
    g = t.start(seat=0, phase="draw")
    human, buf = seat_of(g, 1, [])
    human.flush()
    out = buf.getvalue()
    assert "摸了 2 张牌" in out
    assert "♥3" not in out and "♦2" not in out


def test_eof_raises_quit() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(seat=0, phase="play")
    human, _ = seat_of(g, 0, [])
    with pytest.raises(Quit) as info:
        human.decide(g.pending)  # type: ignore[arg-type]
    assert info.value.eof


# ---------------------------------------------------------------- each request kind


@pytest.fixture
def table_game() -> Game:
    t = Table("blank", "blank_f", "blank3")
    t.set_hand(0, "slash ♠7", "jink ♦2", "peach ♥3")
    t.set_hand(1, "slash ♠8", "slash ♠9")
    t.set_equip(1, "crossbow ♣A")
    return t.start(seat=0, phase="play")


def test_card_of_area_first_hand_blind(table_game: Game) -> None:
    g = table_game
    bow = g.p(1).areas.equip
    req = ChooseCardOfRequest(0, "discard_of.dismantlement", "dismantlement", target=1,
                              hand_count=2, visible=list(bow.values()))
    human, buf = seat_of(g, 0, ["3", "1"])
    assert human.build_card_of(req) == "hand"
    out = buf.getvalue()
    assert "1. 手牌（2 张，随机抽一张）" in out and "2. 连弩 ♣A (装备区)" in out
    assert "编号 3 超出范围（可选 1/2）" in out
    assert "♠8" not in out and "♠9" not in out
    human, _ = seat_of(g, 0, ["2"])
    assert human.build_card_of(req) == next(iter(bow.values()))
    assert plain(human.prompt_text(req)) == "选择 blank_f[1] 的一张牌弃置（过河拆桥）"


def test_players_with_none_allowed(table_game: Game) -> None:
    req = ChoosePlayersRequest(0, "skill.double_sword.ask", "double_sword", seats=[1, 2],
                               min=0, max=2)
    human, _ = seat_of(table_game, 0, ["0"])
    assert human.build_players(req) == ()
    human, buf = seat_of(table_game, 0, ["3", "2 1"])
    assert human.build_players(req) == (2, 1)
    out = buf.getvalue()
    assert "0. 不选" in out and "2. blank3[2] 体力 3/3 · 手牌 0 · 距离1" in out
    assert "选择 0-2 名角色" in out
    assert plain(human.prompt_text(req)) == "选择要发动【鸳鸯剑】的目标"


def test_option_and_confirm(table_game: Game) -> None:
    req = ChooseOptionRequest(0, "skill.ganglie.choose", "ganglie", {"by": 1},
                              options=["discard", "damage"])
    human, buf = seat_of(table_game, 0, ["2"])
    assert human.build_option(req) == "damage"
    assert "受到 1 点伤害" in buf.getvalue()
    assert plain(human.prompt_text(req)) == "【刚烈】：blank_f[1] 令你选择一项"
    conf = ConfirmRequest(0, "skill.fankui.ask", "fankui")
    human, buf = seat_of(table_game, 0, ["maybe", "", "y"])
    assert human.build_confirm(conf) is True
    assert "不是 “maybe”" in buf.getvalue() and "请输入一个编号" in buf.getvalue()
    human, _ = seat_of(table_game, 0, ["0"])
    assert human.build_confirm(conf) is False
    assert plain(human.prompt_text(conf)) == "是否发动【反馈】？"


def test_arrange(table_game: Game) -> None:
    g = table_game
    cards = g.draw_pile[:3]
    req = ArrangeRequest(0, "arrange", "guanxing", cards=list(cards))
    human, _ = seat_of(g, 0, ["3 1"])
    top, bottom = human.build_arrange(req)
    assert top == (cards[2], cards[0]) and bottom == (cards[1],)
    human, _ = seat_of(g, 0, ["0", "2 1 3"])  # nothing on top; then the bottom's order
    top, bottom = human.build_arrange(req)
    assert top == () and bottom == (cards[1], cards[0], cards[2])
    assert req.validate((top, bottom))


def test_distribute(table_game: Game) -> None:
    g = table_game
    hand = list(g.p(0).hand)
    req = DistributeRequest(0, "distribute.yiji", "yiji", cards=hand, seats=[1, 2],
                            min_cards=2, max_cards=2, max_targets=2)
    human, buf = seat_of(g, 0, ["1", "2", "1", "1", "0"])
    plan = human.build_distribute(req)
    assert plan == {2: (hand[0],), 1: (hand[1],)}
    assert req.validate(plan)
    assert "分配" in buf.getvalue()


# ---------------------------------------------------------------- the Red Chamber set


@pytest.mark.parametrize(("seed", "seat", "players"), [(5, 0, 5), (8, 3, 6)])
def test_honglou_full_game(tmp_path: Path, seed: int, seat: int, players: int) -> None:
    log = tmp_path / "game.jsonl"
    code, out = play("--seed", str(seed), "--seat", str(seat), "--players", str(players),
                     "--log", str(log), stdin=first_or_pass_input(600))
    assert code == 0, out[-3000:]
    assert any(r in out for r in ("你赢了！", "你输了。", "平局。")), out[-3000:]
    res = rp.verify(rp.load(log))
    assert res.finished


def test_honglou_general_by_chinese_name() -> None:
    code, out = play("--seed", "4", "--seat", "1", "--general", "林黛玉")
    assert code == 0 and "林黛玉 (你)" in out
