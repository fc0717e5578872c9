"""``sgs play``: scripted keyboard input, error messages, privacy, every request kind."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from cli_support import first_or_pass_input, seat_of
from rich.text import Text
from typer.testing import CliRunner

from sgs import replay as rp
from sgs.cli.main import app, resolve_general
from sgs.cli.play import Quit
from sgs.core import Game, IllegalAnswer, Request
from sgs.core.requests import (
    ArrangeRequest,
    ChooseCardOfRequest,
    ChooseOptionRequest,
    ChoosePlayersRequest,
    ConfirmRequest,
    DistributeRequest,
)
from sgs.host import Seats
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
    assert "--seed 1" in out


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
    code, out = play("--set", fake_set, "--general", "nobody", "--lang", "en")
    assert code == 2
    assert "unknown general 'nobody'" in out
    assert "zhang (张三)" in out and "zhou (周八)" in out
    code, out = play("--set", fake_set, "--general", "nobody")   # zh, the default
    assert code == 2 and "此牌组中没有武将 'nobody'" in out and "zhang (张三)" in out


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
    code, out = play("--set", fake_set, "--bots", "smart", "--lang", "en")
    assert code == 2 and "unknown bot 'smart'" in out


def test_a_log_file_that_cannot_be_written_is_refused_before_the_game(
        fake_set: str, tmp_path: Path) -> None:
    """--log naming a folder (or a file under a file) is found at the start, not after
    the game when the log would be lost."""
    code, out = play("--set", fake_set, "--log", str(tmp_path), "--lang", "en")
    assert code == 2 and "is a directory" in out and "Seat" not in out
    (tmp_path / "f").write_text("")
    code, out = play("--set", fake_set, "--log", str(tmp_path / "f" / "game.jsonl"),
                     "--lang", "en")
    assert code == 2 and "cannot write" in out
    code, out = play("--set", fake_set, "--log", str(tmp_path))
    assert code == 2 and "是文件夹" in out and "座位" not in out


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
        assert f"--seat {want} --seed 9" in out  # the hint reproduces this very game
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


def test_status_never_shows_another_hand() -> None:
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥3", "jink ♦2").set_hand(2, "peach ♥4")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["s", "0"])
    held.decide()
    out = held.out
    assert "杀 ♠7" in out
    for secret in ("♥3", "♦2", "♥4"):
        assert secret not in out
    assert "你的手牌 (1)" in out
    assert t.log("answer")[-1]["value"] is None  # "0" ended the play phase


def test_use_a_card_step_by_step_with_back_and_errors() -> None:
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥3")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["1", "b", "x", "1", "9", "1 2", "1"])
    held.decide()
    out = held.out
    assert out.count("选目标（") == 2  # once per choice of the 杀, not again after errors
    assert "请输入编号（数字），不是 “x”。" in out
    assert "座位 9 不能选（可选座位：1/2）" in out
    assert "现在不能选" in out  # a 杀 takes one target: the second of "1 2" is refused
    use = t.log("use")[-1]
    assert use["targets"] == [1] and use["card"] == "slash"
    assert t.hp(1) == 3


def test_cards_are_chosen_as_a_set_in_any_order() -> None:
    """A skill's cards step (制衡: any cards): the last card of the pool may be chosen
    first — the tree lists each set once, in the pool's order, and the seat offers every
    card that belongs to some legal set with those already chosen."""
    t = Table("xue_yima", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦2", "peach ♥3")
    g = t.start(seat=0, phase="play")
    req = g.request_for(0)
    assert req is not None
    assert "skill:zhiheng" in [o["key"] for o in req.to_json()["options"]]
    # the hand is 1-3; the skill follows it
    held = seat_of(g, 0, ["4", "3", "1", "0"])
    held.decide()
    out = held.out
    assert "4. 发动【制衡】" in out
    assert "选牌（发动【制衡】）" in out and "已选 1 张  药 ♥3" in out
    assert "已选 2 张  药 ♥3、杀 ♠7" in out
    zhiheng = [r for r in t.log("answer") if r["value"]][-1]["value"]
    assert zhiheng["option"] == "skill:zhiheng"
    assert sorted(zhiheng["cards"]) == sorted([t.find("peach ♥3"), t.find("slash ♠7")])


def test_a_blocked_card_tells_why() -> None:
    """A hand card the player looks for but cannot use now is listed; choosing it shows
    the engine's reason (the request's ``blocked``) and asks again."""
    t = Table("blank", "blank")
    t.set_hand(0, "jink ♦2", "slash ♠7")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["1", "0"])
    held.decide()
    out = held.out
    assert "1. 闪 ♦2 ✗" in out and "2. 杀 ♠7" in out  # numbered as the hand lists them
    assert "不合法：闪只能在响应时使用" in out
    assert out.count("0. 结束出牌") == 2


def test_engine_refusal_is_shown_in_the_tables_language() -> None:
    """A refusal the host hands back is told with the rule broken, in the table's
    language; one without a code (the engine's own words, in English) is not shown as
    it is: untranslated engine messages never reach the player."""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(seat=0, phase="play")
    for lang, want in (("zh", "不合法：请选择2张牌，而不是1张"),
                       ("en", "Not allowed: choose 2 cards, not 1")):
        held = seat_of(g, 0, [], lang=lang)
        held.human.refused({"code": "pick.card_count_exact", "params": {"lo": 2, "hi": 2, "n": 1},
                            "zh": "请选择2张牌，而不是1张", "en": "choose 2 cards, not 1"})
        assert want in held.out
    held = seat_of(g, 0, [])
    held.human.refused({"code": None, "params": {}, "zh": "choose between 4 and 4 cards, not 1",
                        "en": "choose between 4 and 4 cards, not 1"})
    assert "不合法：这个选择不符合规则，请重新选择" in held.out
    assert "choose between" not in held.out


def test_respond_prompt_and_pass() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    g = t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    held = seat_of(g, 1, ["0"])
    held.decide()
    out = held.out
    assert "请使用一张 闪" in out and "0. 不出" in out and "1. 闪 ♦2" in out
    assert t.hp(1) == 3
    held.look()
    assert "blank[0] 对 你 造成了 1 点伤害（杀）" in held.out


def test_narrative_hides_other_draws() -> None:
    t = Table("blank", "blank")
    t.set_top("peach ♥3", "jink ♦2", "slash ♠7", "slash ♠8")
    g = t.start(seat=0, phase="draw")
    held = seat_of(g, 1, [])
    out = held.out
    assert "摸了 2 张牌" in out
    assert "♥3" not in out and "♦2" not in out


def test_eof_raises_quit() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, [])
    with pytest.raises(Quit) as info:
        held.decide()
    assert info.value.eof


def test_end_of_game_from_the_final_observation(fake_set: str) -> None:
    """The summary reads the seat's last observation: the result, the winners, each
    seat's role as the table shows it (a living stranger's stays hidden), the length."""
    from sgs.agents import RandomBot
    from sgs.cli.play import show_result
    from sgs.host import drive
    from sgs.modes.identity import IdentityMode

    g = Game(ruleset(fake_set), IdentityMode(), 5, 11)
    drive(g, [RandomBot(s) for s in range(5)])
    assert g.over and g.winners
    seat = 2
    held = seat_of(g, seat, [])
    show_result(held.human, decisions=g.decisions)
    out = held.out
    table = g.observe(seat)["table"]
    result = "你赢了！" if seat in g.winners else "你输了。"
    assert result in out and "获胜：" in out and "身份公布" in out
    assert f"共 {g.turn_count} 回合，{g.decisions} 次决策" in out
    lines = out[out.index("身份公布"):].splitlines()
    for p in table["players"]:
        row = next(x for x in lines if x.strip().startswith(f"{p['seat']} "))
        role = {"lord": "主公", "loyalist": "忠臣", "rebel": "反贼", "renegade": "内奸",
                None: "？"}[p["role"]]
        assert role in row
        assert ("★" in row) == (p["seat"] in g.winners)


# ---------------------------------------------------------------- the host hands refusals back


class Stubborn:
    """Answers from a list; keeps what the host tells it."""

    def __init__(self, answers: list[Any], takes_refusals: bool = True) -> None:
        self.answers = answers
        self.asked: list[dict[str, Any]] = []
        self.refusals: list[dict[str, Any]] = []
        if takes_refusals:
            self.refused = self.refusals.append

    def act(self, observation: dict[str, Any], request: dict[str, Any]) -> Any:
        self.asked.append(observation)
        return self.answers.pop(0)


def discard_table() -> Game:
    """Seat 0 asked to discard 2 of its 6 hand cards."""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7", "slash ♠8", "slash ♠9", "jink ♦2", "jink ♦3", "peach ♥3")
    return t.start(seat=0, phase="discard")


def test_host_hands_a_refusal_back_and_asks_again() -> None:
    g = discard_table()
    hand = list(g.p(0).hand)
    agent = Stubborn([[hand[0]], "nonsense", hand[:2]])
    Seats(g, {0: agent}).answer(g.open_requests()[0])
    assert len(g.p(0).hand) == 4
    assert [r["code"] for r in agent.refusals] == ["pick.card_count_exact", "shape.ints"]
    first = agent.refusals[0]
    assert first["params"] == {"lo": 2, "hi": 2, "n": 1}
    assert first["zh"] == "请选择2张牌，而不是1张" and first["en"] == "choose 2 cards, not 1"
    assert len(agent.asked) == 3  # observed again each time: nothing new, the same request
    assert agent.asked[1]["events"] == [] and agent.asked[1]["request"] == \
        agent.asked[0]["request"]


def test_an_agent_without_refused_makes_the_host_raise() -> None:
    g = discard_table()
    agent = Stubborn([[g.p(0).hand[0]]], takes_refusals=False)
    with pytest.raises(IllegalAnswer):
        Seats(g, {0: agent}).answer(g.open_requests()[0])
    assert len(g.p(0).hand) == 6


def test_refusals_are_bounded_unless_told_otherwise() -> None:
    g = discard_table()
    one = [g.p(0).hand[0]]
    agent = Stubborn([one] * 4)
    with pytest.raises(IllegalAnswer):
        Seats(g, {0: agent}, max_refusals=2).answer(g.open_requests()[0])
    assert len(agent.refusals) == 2 and len(agent.asked) == 3
    agent = Stubborn([one] * 300 + [g.p(0).hand[:2]])
    Seats(g, {0: agent}, max_refusals=None).answer(g.open_requests()[0])
    assert len(agent.refusals) == 300 and len(g.p(0).hand) == 4


# ---------------------------------------------------------------- each request kind


@pytest.fixture
def table_game() -> Game:
    t = Table("blank", "blank_f", "blank3")
    t.set_hand(0, "slash ♠7", "jink ♦2", "peach ♥3")
    t.set_hand(1, "slash ♠8", "slash ♠9")
    t.set_equip(1, "crossbow ♣A")
    return t.start(seat=0, phase="play")


def as_json(g: Game, req: Request) -> dict[str, Any]:
    """A request as the seat receives it in an observation."""
    return req.to_json(g.ruleset.name)


def test_card_of_area_first_hand_blind(table_game: Game) -> None:
    g = table_game
    bow = g.p(1).areas.equip
    req = as_json(g, ChooseCardOfRequest(0, "discard_of.dismantlement", "dismantlement",
                                         target=1, hand_count=2, visible=list(bow.values())))
    held = seat_of(g, 0, ["3", "1"])
    assert held.human.build(req) == "hand"
    out = held.out
    assert "1. 手牌（2 张，随机抽一张）" in out and "2. 连弩 ♣A (装备区)" in out
    assert "编号 3 超出范围（可选 1/2）" in out
    assert "♠8" not in out and "♠9" not in out
    held = seat_of(g, 0, ["2"])
    assert held.human.build(req) == next(iter(bow.values()))
    assert plain(held.human.prompt_text(req)) == "选择 blank_f[1] 的一张牌弃置（过河拆桥）"


def test_players_with_none_allowed(table_game: Game) -> None:
    req = as_json(table_game, ChoosePlayersRequest(0, "skill.double_sword.ask", "double_sword",
                                                   seats=[1, 2], min=0, max=2))
    held = seat_of(table_game, 0, ["0", ""])  # 0 is seat 0 (not offered); Enter: none
    assert held.human.build(req) == []
    assert "座位 0 不能选（可选座位：1/2）" in held.out and "回车 不选" in held.out
    held = seat_of(table_game, 0, ["3", "2 1"])
    assert held.human.build(req) == [2, 1]
    out = held.out
    assert "2. blank3 体力 3/3 · 手牌 0 · 距离1" in out
    assert "选择 0-2 名角色" in out
    assert plain(held.human.prompt_text(req)) == "选择要发动【鸳鸯剑】的目标"


def test_option_and_confirm(table_game: Game) -> None:
    g = table_game
    req = as_json(g, ChooseOptionRequest(0, "skill.ganglie.choose", "ganglie", {"by": 1},
                                         options=["discard", "damage"]))
    held = seat_of(g, 0, ["2"])
    assert held.human.build(req) == "damage"
    assert "受到 1 点伤害" in held.out
    assert plain(held.human.prompt_text(req)) == "【刚烈】：blank_f[1] 令你选择一项"
    conf = as_json(g, ConfirmRequest(0, "skill.fankui.ask", "fankui"))
    held = seat_of(g, 0, ["maybe", "", "y"])
    assert held.human.build(conf) is True
    assert "不是 “maybe”" in held.out and "请输入一个编号" in held.out
    held = seat_of(g, 0, ["0"])
    assert held.human.build(conf) is False
    assert plain(held.human.prompt_text(conf)) == "是否发动【反馈】？"


def test_choose_general_from_the_catalogue(table_game: Game) -> None:
    req = as_json(table_game, ChooseOptionRequest(0, "choose_general", "setup",
                                                  options=["lin_daiyu", "jia_zhen"]))
    held = seat_of(table_game, 0, ["1"])
    assert held.human.build(req) == "lin_daiyu"
    out = held.out
    assert "1. 林黛玉" in out and "体力 3" in out and "【葬花】" in out
    assert plain(held.human.prompt_text(req)) == "选择你的武将"


def test_arrange(table_game: Game) -> None:
    g = table_game
    cards = g.draw_pile[:3]
    ask = ArrangeRequest(0, "arrange", "guanxing", cards=list(cards))
    req = as_json(g, ask)
    held = seat_of(g, 0, ["3 1"])
    top, bottom = held.human.build(req)
    assert top == [cards[2], cards[0]] and bottom == [cards[1]]
    held = seat_of(g, 0, ["0", "2 1 3"])  # nothing on top; then the bottom's order
    answer = held.human.build(req)
    assert answer == [[], [cards[1], cards[0], cards[2]]]
    assert ask.validate(answer)


def test_distribute(table_game: Game) -> None:
    g = table_game
    hand = list(g.p(0).hand)
    ask = DistributeRequest(0, "distribute.yiji", "yiji", cards=hand, seats=[1, 2],
                            min_cards=2, max_cards=2, max_targets=2)
    # hand card 1 (Enter: that is all for now) to seat 2, then card 2 to seat 1
    held = seat_of(g, 0, ["1", "", "2", "2", "1"])
    plan = held.human.build(as_json(g, ask))
    assert plan == {"2": [hand[0]], "1": [hand[1]]}  # JSON: a mapping's keys are text
    assert ask.validate(plan)
    assert "分配" in held.out


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


def test_the_help_of_auto_pass_says_all_it_turns_off() -> None:
    """At the table --no-auto-pass also asks a question with one legal answer (a lone
    target too); the help said only the Negate windows."""
    res = CliRunner().invoke(app, ["play", "--help"], env={"COLUMNS": "200"})
    text = " ".join(res.output.replace("│", " ").split())
    assert "one legal answer" in text and "无懈可击" in text


def test_the_help_in_a_narrow_terminal_cuts_nothing_off() -> None:
    """80 columns: every card set is named whole (the set list comes from the registry)
    and brackets are printed as written."""
    from sgs.packs import SETS

    play_help = CliRunner().invoke(app, ["play", "--help"], env={"COLUMNS": "80"}).output
    assert "…" not in play_help
    assert all(name in play_help.split() or f"{name}," in play_help.split() for name in SETS)
    sim_help = CliRunner().invoke(app, ["sim", "--help"], env={"COLUMNS": "80"}).output
    assert "bots[k % len(bots)]" in sim_help
    top = CliRunner().invoke(app, [], env={"COLUMNS": "80"}).output
    commands = top.split("Commands:")[1]
    assert "..." not in commands and all(c in commands for c in ("play", "sim", "replay"))


def test_a_card_of_two_targets_says_how_many_are_needed_and_what_the_second_is_for() -> None:
    """借刀杀人 takes exactly two seats, the second the one the first must 杀: the count
    says "needs 2", the line says what the next seat is for, and Enter and ``ok`` on an
    incomplete choice both say what is missing (docs/cli.md: Enter is ``ok``)."""
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "collateral ♣Q").set_equip(1, "crossbow ♣A")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["1", "1", "", "ok", "2"])
    held.decide()
    out = held.out
    assert "已选 1 名目标（需 2 名）" in out and "最多" not in out
    assert out.count("还需再选 1 名目标：blank[1] 须对其使用【杀】的角色") >= 3  # hint, Enter, ok
    assert "请输入一个编号" not in out and "选择还不完整" not in out
    assert t.log("use")[-1]["targets"] == [1]  # 借刀杀人's victim is no target


def test_a_command_with_a_wrong_argument_quotes_the_argument() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["i abc", "h x", "H -1", "0"])
    held.decide()
    out = held.out
    for bad in ("abc", "x", "-1"):
        assert f"请输入编号（数字），不是 “{bad}”。" in out
    assert "不是 “i”" not in out and "不是 “h”" not in out


def test_a_skill_used_as_a_card_of_two_targets_is_named_by_the_card() -> None:
    """役鬼·魏 used as 借刀杀人 (``skill:yigui_wei:collateral``): the second seat's part is
    the card's."""
    from sgs.agents.legal import OptionTree
    from sgs.cli.client import option_name

    tree = {"cards": {}, "targets": {"done": True, "next": {}}}
    assert option_name(OptionTree({"key": "skill:yigui_wei:collateral", "label": "collateral",
                                   "tree": tree})) == "collateral"
    assert option_name(OptionTree({"key": "skill:lijian", "label": "lijian", "tree": tree})) \
        == "lijian"
    assert option_name(OptionTree({"key": "card:7", "label": "collateral", "tree": tree})) \
        == "collateral"


def test_two_games_of_one_seed_in_one_second_keep_both_logs(
        fake_set: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 22 item 14: the default log name is the start time (to the second) and the
    seed, so two games started in the same second with the same seed wrote one file and
    the first log was lost.  Log files are created exclusively: the second gets a suffix."""
    import time

    from sgs.cli import session

    monkeypatch.setenv("SGS_LOG_DIR", str(tmp_path))
    monkeypatch.setattr(time, "localtime", lambda when=None: time.gmtime(0))  # one second
    first = play("--set", fake_set, "--seed", "5", "--seat", "0", "--bots", "random",
                 stdin="q\n")[1]
    second = play("--set", fake_set, "--seed", "5", "--seat", "1", "--bots", "random",
                  stdin="q\n")[1]
    name = session.default_log_path(5).name
    logs = [name, name.replace(".jsonl", "-1.jsonl")]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(logs)
    assert rp.load(tmp_path / logs[0]).header["options"]["human_seat"] == 0
    assert rp.load(tmp_path / logs[1]).header["options"]["human_seat"] == 1
    assert logs[0] in first.replace("\n", "") and logs[1] in second.replace("\n", "")


def test_an_explicit_log_file_is_not_overwritten_either(fake_set: str, tmp_path: Path) -> None:
    log = tmp_path / "mine.jsonl"
    log.write_text("precious\n")
    code, out = play("--set", fake_set, "--seed", "5", "--seat", "0", "--bots", "random",
                     "--log", str(log), stdin="q\n")
    assert code == 0 and log.read_text() == "precious\n"
    assert rp.load(tmp_path / "mine-1.jsonl").header["seed"] == 5
    assert "mine-1.jsonl" in out.replace("\n", "")


def test_save_new_takes_the_first_free_name(tmp_path: Path) -> None:
    rec = [{"t": "x"}]
    got = [rp.save_new(tmp_path / "a.jsonl", rec) for _ in range(3)]
    assert [p.name for p in got] == ["a.jsonl", "a-1.jsonl", "a-2.jsonl"]
    assert rp.save_new("/dev/null", rec) == Path("/dev/null")
