"""``sgs play --plain`` (issue 8, item 2): numbers that keep their meaning, texts on
demand (``i``, ``?``), the story so far (``h``), choosing cards one at a time, questions
nobody needs asked, and the end-of-game line that replays the game."""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Any

import pytest
from cli_support import Held, first_or_pass_input, read_jsonl, seat_of
from rich.text import Text
from typer.testing import CliRunner

from sgs import replay as rp
from sgs.cli import main as cli_main
from sgs.cli.main import app, use_plain
from sgs.core import Game
from sgs.core.requests import (
    ChooseCardsRequest,
    ChooseOptionRequest,
    ChoosePlayersRequest,
    DistributeRequest,
)
from sgs.testing import Table

runner = CliRunner()


def play(*args: str, stdin: str = "") -> tuple[int, str]:
    res = runner.invoke(app, ["play", *args], input=stdin)
    assert "Traceback" not in res.output
    return res.exit_code, res.output


def as_json(g: Game, req: Any) -> dict[str, Any]:
    return req.to_json(g.ruleset.name)


def flat(text: str) -> str:
    """Text without spaces and line breaks (a long line is wrapped on the screen)."""
    return "".join(text.split())


def answers(t: Table, seat: int) -> list[Any]:
    return [r["value"] for r in t.log("answer") if r["seat"] == seat]


# ---------------------------------------------------------------- a whole game


def test_whole_game_plain_with_the_replay_line(fake_set: str, tmp_path: Path) -> None:
    """A whole game through --plain with scripted input; at the end one line replays it:
    run again, with the same input, it gives the very same log."""
    stdin = first_or_pass_input(400)
    log = tmp_path / "a.jsonl"
    code, out = play("--plain", "--set", fake_set, "--seed", "21", "--seat", "2",
                     "--players", "4", "--bots", "random", "--lang", "en", "--log", str(log),
                     stdin=stdin)
    assert code == 0, out[-2000:]
    assert any(r in out for r in ("You win!", "You lose.", "A draw."))
    assert rp.verify(rp.load(log)).finished
    lines = out.splitlines()
    command = lines[lines.index("Replay this game (the same deal, seats and opponents):") + 1]
    assert f"Log saved: {log}" in out
    assert f"sgs replay {log} --seat 2 --lang en" in out
    words = shlex.split(command)
    assert words[:2] == ["sgs", "play"]
    for opt, value in (("--players", "4"), ("--seat", "2"), ("--seed", "21"), ("--lang", "en"),
                       ("--bots", "random"), ("--deck", fake_set), ("--mode", "identity")):
        assert words[words.index(opt) + 1] == value
    again = tmp_path / "b.jsonl"
    code, _out2 = play(*words[2:], "--log", str(again), stdin=stdin)
    assert code == 0
    assert read_jsonl(again) == read_jsonl(log)


def test_the_log_is_saved_by_default(fake_set: str, log_dir: Path) -> None:
    code, out = play("--set", fake_set, "--seed", "5", "--seat", "1", stdin="q\n")
    assert code == 0
    (saved,) = log_dir.glob("game-*-5.jsonl")
    assert f"日志已保存：{saved}" in out
    assert rp.load(saved).header["seed"] == 5


def test_plain_is_chosen_when_not_at_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    class Tty:
        def __init__(self, tty: bool) -> None:
            self.tty = tty

        def isatty(self) -> bool:
            return self.tty

    monkeypatch.setattr(cli_main.sys, "stdin", Tty(True))
    monkeypatch.setattr(cli_main.sys, "stdout", Tty(True))
    assert not use_plain(False) and use_plain(True)
    monkeypatch.setattr(cli_main.sys, "stdout", Tty(False))
    assert use_plain(False)


# ---------------------------------------------------------------- numbers keep their meaning


def four_players() -> tuple[Table, Game]:
    """Seat 0 holds a 杀: seats 1 and 3 are at distance 1, seat 2 at distance 2."""
    t = Table("blank", "blank", "blank_f", "blank3")
    t.set_hand(0, "slash ♠7", "jink ♦2", "peach ♥3")
    return t, t.start(seat=0, phase="play")


def menu_numbers(out: str, after: str) -> dict[int, str]:
    """The numbered lines of the menu printed after the line containing ``after``."""
    lines = out.splitlines()
    start = next(i for i, x in enumerate(lines) if after in x)
    got: dict[int, str] = {}
    for line in lines[start + 1:]:
        head, dot, rest = line.strip().partition(". ")
        if not dot or not head.isdigit():
            break
        got[int(head)] = rest
    return got


SLASH_TREE = {"cards": {"{c}": {"targets": {"done": False, "next": {
    "1": {"done": True, "next": {}}, "3": {"done": True, "next": {}}}}}}}


@pytest.mark.parametrize("kind", ["play", "respond", "players", "distribute"])
def test_targets_are_numbered_by_seat_in_every_prompt_kind(kind: str) -> None:
    """Seats 1 and 3 may be chosen, not seat 2: the menu lists them as 1 and 3 (their
    seats), and 3 chooses seat 3 — 1..n per prompt would have refused 3."""
    t, g = four_players()
    slash = t.find("slash ♠7")
    held = seat_of(g, 0, ["1", "3"] if kind in ("play", "respond") else ["3"])
    if kind == "play":
        held.decide()
        assert t.log("use")[-1]["targets"] == [3]
        title = "选目标（杀 ♠7）"
    elif kind == "respond":
        tree = {"cards": {str(slash): SLASH_TREE["cards"]["{c}"]}}
        req = {"kind": "respond", "seat": 0, "prompt": "ask.test", "reason": "test",
               "data": {"pattern": ["slash"], "use": True}, "default": None,
               "options": [{"key": f"card:{slash}", "label": "slash", "tree": tree}],
               "can_pass": True, "blocked": {}}
        assert held.human.build(req) == {"option": f"card:{slash}", "cards": [slash],
                                         "targets": [3]}
        title = "选目标（杀 ♠7）"
    elif kind == "players":
        req = as_json(g, ChoosePlayersRequest(0, "skill.test.to", "test", seats=[1, 3],
                                              min=1, max=1))
        assert held.human.build(req) == [3]
        title = "选择一名角色"
    else:
        req = as_json(g, DistributeRequest(0, "distribute.test", "test", cards=[slash],
                                           seats=[1, 3], min_cards=1, max_cards=1,
                                           max_targets=1))
        assert held.human.build(req) == {"3": [slash]}
        title = "交给谁？"
    menu = menu_numbers(held.out, title)
    assert sorted(menu) == [1, 3]
    assert menu[3].startswith("blank3") and menu[1].startswith("blank ")


def test_the_play_menu_numbers_cards_as_the_hand_lists_them() -> None:
    """Usable and unusable cards keep their places in the hand (1 闪 ✗, 2 杀, 3 药 ✗): the
    numbers of the menu are those of the hand line; a skill follows the hand."""
    t = Table("xue_yima", "blank")
    t.set_hand(0, "jink ♦2", "slash ♠7", "peach ♥3")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["s", "0"])
    held.decide()
    out = held.out
    assert "你的手牌 (3): 1.闪 ♦2  2.杀 ♠7  3.药 ♥3" in out
    menu = menu_numbers(out, "出牌阶段：选择要使用的牌或技能")
    assert menu[1] == "闪 ♦2 ✗" and menu[2] == "杀 ♠7" and menu[3] == "药 ♥3 ✗"
    assert menu[4] == "发动【制衡】"


def test_playing_a_card_renumbers_no_other() -> None:
    """Issue 8: "the play menu renumbers after every card".  A hand card keeps its
    number while it is held: after 1 (无中生有) is used, 杀 is still 2 and 药 still 3, and
    the two cards drawn take 4 and 5, not the number just freed."""
    t = Table("blank", "blank")
    t.set_hand(0, "ex_nihilo ♥7", "slash ♠7", "peach ♥3").set_top("jink ♦2", "jink ♦3")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["1", "0"])
    held.decide()  # uses 无中生有
    held.decide()  # the menu again, then ends the phase
    menus = held.out.split("出牌阶段：选择要使用的牌或技能")
    assert len(menus) >= 3
    again = menu_numbers("出牌阶段：选择要使用的牌或技能" + menus[-1],
                         "出牌阶段：选择要使用的牌或技能")
    assert again[2].startswith("杀 ♠7") and again[3].startswith("药 ♥3")
    assert {again[4].split(" ")[0], again[5].split(" ")[0]} == {"闪"}
    assert 1 not in again


def test_a_single_target_card_does_not_say_several() -> None:
    _t, g = four_players()
    held = seat_of(g, 0, ["1", "1"])
    held.decide()
    prompt = next(x for x in held.out.splitlines() if "输入座位号" in x)
    assert "可多个" not in prompt


def test_a_skill_asking_for_players_is_declined_with_enter_not_0() -> None:
    """突袭 asks for 0-2 players: '0' is a seat here (the lord), so the question says
    Enter declines, and Enter does."""
    _t, g = four_players()
    req = as_json(g, ChoosePlayersRequest(1, "skill.tuxi.ask", "tuxi", seats=[0, 2],
                                          min=0, max=2))
    for lang, enter in (("zh", "回车 不发动"), ("en", "Enter: don't")):
        held = seat_of(g, 1, [""], lang=lang)
        text = Text.from_markup(held.human.prompt_text(req)).plain
        assert enter in text and "0 不发动" not in text and "(0: " not in text
        assert held.human.build(req) == []


def test_confirmation_before_hurting_a_known_ally() -> None:
    """The lord's loyalist about to 杀 the lord is asked first; no goes back."""
    t = Table("blank", "blank", roles=["lord", "loyalist"])
    t.set_hand(1, "slash ♠7", "jink ♦2")
    g = t.start(seat=1, phase="play")
    held = seat_of(g, 1, ["1", "0", "0"])
    held.decide()
    assert "blank[0] 是主人，与你同一阵营。仍要对其使用 杀 ♠7？" in held.out
    assert not t.log("use") and answers(t, 1) == [None]  # backed out, then ended the phase
    t = Table("blank", "blank", roles=["lord", "loyalist"])
    t.set_hand(1, "slash ♠7")
    g = t.start(seat=1, phase="play")
    held = seat_of(g, 1, ["1", "y"])
    held.decide()
    assert t.log("use")[-1]["targets"] == [0]


def test_no_confirmation_against_a_foe_or_for_a_kind_card() -> None:
    t = Table("blank", "blank")  # lord and rebel
    t.set_hand(0, "slash ♠7")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["1"])
    held.decide()
    assert "同一阵营" not in held.out and t.log("use")[-1]["targets"] == [1]


# ---------------------------------------------------------------- texts: i and ?


def test_i_shows_a_seats_general_with_skill_texts() -> None:
    t = Table("blank", "lin_daiyu")
    t.set_hand(0, "slash ♠7").set_equip(1, "eight_diagram ♠2")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["i 1", "i 7", "0"])
    held.decide()
    out = held.out
    zanghua = g.ruleset.text("zanghua", "zh").splitlines()[0]
    amulet = g.ruleset.text("eight_diagram", "zh").splitlines()[0]
    assert "座位1 · 林黛玉 · 群" in out and "【急救】" in out and "【葬花】" in out
    assert flat(zanghua) in flat(out) and flat(amulet) in flat(out)  # skill, armour
    assert "距离1 (在你的攻击范围内)" in out
    assert "没有座位 7" in out


@pytest.mark.parametrize(("lang", "query", "ident"), [
    ("zh", "护官符", "eight_diagram"), ("zh", "葬花", "zanghua"), ("en", "slash", "slash"),
    ("en", "Official's Amulet", "eight_diagram")])
def test_question_mark_shows_a_card_or_skill_text(lang: str, query: str, ident: str) -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, [f"? {query}", "0"], lang=lang)
    held.decide()
    text = g.ruleset.text(ident, lang)
    assert text and flat(text) in flat(held.out)


def test_unknown_name_and_help() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["? 曹操", "?", "0"])
    held.decide()
    assert "没有叫“曹操”的牌、技能或武将。" in held.out
    assert "? 名字" in held.out and "h " in held.out


def test_general_choice_shows_skill_texts() -> None:
    from sgs.packs import ruleset

    code, out = play("--seed", "4", "--seat", "1", stdin="q\n")
    assert code == 0
    rules = ruleset("honglou")
    choice = out[out.index("选择你的武将"):out.index("输入编号")]
    offered = [gid for gid in rules.generals
               if f". {rules.name(gid, 'zh')} " in choice]
    assert len(offered) >= 3
    flat = choice.replace("\n", "").replace(" ", "")
    for gid in offered:
        for skill in rules.generals[gid].skills:
            assert f"【{rules.name(skill, 'zh')}】" in choice
            first = rules.text(skill, "zh").strip().splitlines()[0].replace(" ", "")
            assert first in flat


# ---------------------------------------------------------------- the story so far: h


def test_history_prints_the_story_so_far() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    g = t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    held = seat_of(g, 1, ["h", "h 1", "0"])
    held.decide()
    out = held.out
    used = "blank[0] 使用了 杀 ♠7 → 你"
    assert out.count(used) == 3  # told as it happened, then again by h and by h 1
    assert out.count("──── 到目前为止的经过 ────") == 2
    last = out.split("──── 到目前为止的经过 ────")[2].split("──── 以上 ────")[0]
    assert last.strip().splitlines() == [Text.from_markup(held.human.story[-1]).plain]


# ---------------------------------------------------------------- one card at a time


def discard_two() -> tuple[Table, Game]:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7", "slash ♠8", "slash ♠9", "jink ♦2", "jink ♦3", "peach ♥3")
    return t, t.start(seat=0, phase="discard")


def test_discard_one_card_at_a_time_with_a_running_count() -> None:
    t, g = discard_two()
    held = seat_of(g, 0, ["1", "0", "1", "3", "4"])
    held.decide()
    out = held.out
    assert "已选 1/2  杀 ♠7" in out
    assert "选择还不完整，不能确定。" in out  # 0 before the count is reached
    assert "已全部取消" in out  # 1 again took the card back
    assert "不合法" not in out  # nothing was refused: no engine message
    assert sorted(t.discard_names()) == ["jink", "slash"]
    assert t.hand(0) == ["slash", "slash", "jink", "peach"]


def test_a_choice_of_up_to_n_cards_is_confirmed_with_enter() -> None:
    _t, g = discard_two()
    cards = list(g.p(0).hand)
    req = as_json(g, ChooseCardsRequest(0, "skill.test.cards", "test", cards=cards[:3],
                                        min=0, max=3))
    held = seat_of(g, 0, ["2", ""])
    assert held.human.build(req) == [cards[1]]
    assert "已选 1（可选 0-3）" in held.out


# ---------------------------------------------------------------- questions nobody needs


def until_done(held: Held, t: Table, steps: int = 20) -> None:
    """Answer the held seat's requests while it alone is asked."""
    for _ in range(steps):
        open_ = t.g.open_requests() if t.g else []
        if not open_ or any(r.seat != held.seat for r in open_):
            return
        held.decide()


def test_own_trick_is_not_asked_about() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "ex_nihilo ♥7", "nullification ♠J")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["1", "0"])
    until_done(held, t)
    out = held.out
    assert "自动不出无懈可击：无中生有 是你自己使用的（输入 a 改为询问）" in out
    assert "是否使用 无懈可击" not in out
    assert len(t.log("use")) == 1  # the 无中生有 only


def test_own_trick_is_asked_about_when_the_player_wants() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "ex_nihilo ♥7", "nullification ♠J")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["1", "0", "0"], auto_pass=False)
    until_done(held, t)
    assert "是否使用 无懈可击，抵消 你 的 无中生有 对 你 的效果？" in held.out


def test_own_savage_assault_is_not_asked_once_per_target() -> None:
    t = Table("blank", "blank", "blank")
    t.set_hand(0, "savage_assault ♠K", "nullification ♠J")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["1", "0"])
    until_done(held, t)
    out = held.out
    assert out.count("自动不出无懈可击：南蛮入侵 是你自己使用的") == 2
    assert "是否使用 无懈可击" not in out
    assert t.hp(1) == 3 and t.hp(2) == 3


def test_a_toggle_asks_again() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "ex_nihilo ♥7", "nullification ♠J")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["a", "1", "0", "0"])
    until_done(held, t)
    assert "对你自己的锦囊不询问无懈可击：关" in held.out
    assert "是否使用 无懈可击" in held.out


def test_only_one_legal_answer_is_given_and_said() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "jink ♦2")  # nothing to use in the play phase
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, [])  # no input at all: nothing is asked
    held.decide()
    assert "出牌阶段：选择要使用的牌或技能 → 结束出牌（唯一的选择，已自动作出）" in held.out
    assert answers(t, 0) == [None]


def test_the_only_target_is_taken_and_said() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, ["1"])  # the 杀; no target asked
    held.decide()
    assert "目标：blank[1]（唯一可选）" in held.out
    assert "选目标" not in held.out
    assert t.log("use")[-1]["targets"] == [1]


@pytest.mark.parametrize(("req", "want"), [
    (ChooseOptionRequest(0, "test.pick", "test", options=["discard"]), "discard"),
    (ChooseCardsRequest(0, "test.cards", "test", cards=[1, 2], min=2, max=2), [1, 2]),
    (ChoosePlayersRequest(0, "test.players", "test", seats=[1], min=1, max=1), [1]),
])
def test_one_answer_requests_are_answered(req: Any, want: Any) -> None:
    t = Table("blank", "blank")
    g = t.start(seat=0, phase="play")
    held = seat_of(g, 0, [])
    assert held.human.automatic(as_json(g, req)) == (want,)
    assert "唯一的选择" in held.out


def test_a_number_of_thousands_of_digits_is_refused_in_words() -> None:
    """Issue 22 item 18: a 5000-digit seat or card number raised ValueError (int() of
    more than 4300 digits); it is told as any text that is not a number."""
    _t, g = four_players()
    held = seat_of(g, 0, ["1", "9" * 5000, "1"])
    assert held.human.parse_numbers("9" * 5000) is None
    assert "请输入编号" in held.out
