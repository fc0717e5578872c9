"""Seed 001's advanced hegemony rules on the command line (issue 11, item 6): the story of
each new record in zh and en (a deputy removed for a soldier card, the search of the
remaining generals, a deputy changed or added, the events offered, given, refused,
performed or forced, 合纵 and 连横), their questions worded with the rule's text, the
table's soldier cards and remaining-generals count, a 双势力 deputy in the pick, and
whole games: ``sgs sim`` and a plain game through a pipe with the expansions."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest
from cli_support import seat_of
from rich.text import Text
from typer.testing import CliRunner

from sgs import replay as rp
from sgs.cli.main import app
from sgs.cli.narrate import Narrator
from sgs.cli.text import Names, pair_text
from sgs.core import Game, ops
from sgs.core.generals import GeneralCard, Position
from sgs.packs import SETS, ruleset
from sgs.packs.hegemony import events
from sgs.testing import Table, probe_pack

runner = CliRunner()
M, D = Position.MAIN, Position.DEPUTY
UNTOLD = re.compile(r"^\w+: \{", re.MULTILINE)  # a record the story cannot tell
EXPANSIONS = "hegemony+expansions" if "hegemony+expansions" in SETS else "hegemony"
Flow = Generator[Any, Any, Any]


def plain(markup: str) -> str:
    return Text.from_markup(markup).plain


# ---------------------------------------------------------------- the story


def story(records: list[dict[str, Any]], lang: str, viewer: int | None = 1) -> list[str]:
    n = Narrator(Names(ruleset("hegemony").names, lang), {}, viewer=viewer)
    return [plain(x) for r in records for x in n.feed(r) if x]


HEADER: list[dict[str, Any]] = [
    {"t": "header", "mode": "hegemony", "seats": [{"seat": s} for s in range(4)]},
    {"t": "generals", "seats": [
        {"seat": 0, "main": None, "deputy": None, "hp": 4, "max_hp": 4},
        {"seat": 1, "main": "liu_bei", "deputy": "guan_yu", "hp": 4, "max_hp": 4},
        {"seat": 2, "main": None, "deputy": None, "hp": 4, "max_hp": 4},
        {"seat": 3, "main": None, "deputy": None, "hp": 4, "max_hp": 4}]},
    {"t": "reveal_general", "seat": 0, "general": "cao_cao", "position": "main",
     "kingdom": "wei"},
    {"t": "reveal_general", "seat": 2, "general": "sun_quan", "position": "main",
     "kingdom": "wu"},
]
DEPUTIES: list[dict[str, Any]] = [
    *HEADER,
    {"t": "remove_deputy", "seat": 0, "general": "xu_chu", "soldier": "soldier:wei:male"},
    {"t": "remove_deputy", "seat": 2, "general": None, "soldier": None},
    {"t": "general_search", "seat": 0, "shown": ["liu_bei", "zhang_liao"],
     "found": "zhang_liao"},
    {"t": "change_deputy", "seat": 0, "general": "zhang_liao", "old": "xu_chu"},
    {"t": "general_search", "seat": 2, "shown": ["cao_ren"], "found": None},
    {"t": "change_deputy", "seat": 2, "general": "zhou_yu", "old": None},
    {"t": "add_deputy", "seat": 1, "general": "zhao_yun", "max_hp": 4},
    {"t": "death", "seat": 0, "killer": 2, "kingdom": "wei", "main": "cao_cao",
     "deputy": "soldier:wei:female"},
]
EVENTS: list[dict[str, Any]] = [
    *HEADER,
    {"t": "view", "seat": 1, "visible": [1], "reason": "rende",
     "events": ["event_overturn", "event_tribute", "event_bleed"]},
    {"t": "event", "seat": 1, "performer": 0, "event": "event_bleed", "forced": False},
    {"t": "answer", "seat": 0, "value": False},
    {"t": "event_refused", "seat": 0, "event": "event_bleed"},
    {"t": "event", "seat": 1, "performer": 2, "event": "event_overturn", "forced": False},
    {"t": "answer", "seat": 2, "value": True},
    {"t": "flip", "seat": 2, "face_down": True, "by": 1, "reason": "event_overturn"},
    {"t": "event", "seat": 1, "performer": 0, "event": "event_disarm", "forced": True},
    {"t": "skill", "seat": 1, "skill": "alliance_hezong", "targets": [3]},
    {"t": "skill", "seat": 0, "skill": "alliance_lianheng", "targets": [1]},
    {"t": "move", "cards": [None], "src": {"zone": "draw"}, "dst": {"zone": "hand", "seat": 0},
     "reason": "alliance_lianheng", "by": 0, "visible": [0], "face_up": True},
]


def test_the_story_of_deputy_changes_in_zh() -> None:
    lines = story(DEPUTIES, "zh")
    assert "曹操[0] 移除了副将 许褚，以士兵（魏·男）代替（没有技能）" in lines
    assert "孙权[2] 移除了暗置的副将，以一张暗置的士兵牌代替" in lines
    assert "曹操[0] 从剩余武将牌堆顶亮出：刘备、张辽，张辽 与其势力相同" in lines
    assert "曹操[0] 变更副将：许褚 → 张辽（体力上限不变）" in lines
    assert any(x.startswith("孙权[2] 从剩余武将牌堆顶亮出：曹仁，没有与其势力相同的武将")
               for x in lines)
    assert "孙权[2] 变更副将：暗置的副将 → 周瑜（体力上限不变）" in lines
    assert "你 加入副将 赵云，体力上限变为 4" in lines
    assert "曹操[0] 阵亡（魏：曹操、士兵（魏·女））（凶手：孙权[2]）" in lines
    assert not any(UNTOLD.match(x) for x in lines)


def test_the_story_of_deputy_changes_in_en() -> None:
    lines = story(DEPUTIES, "en")
    assert "Cao Cao[0] removes their deputy general Xu Chu; Soldier (Wei, male) takes its " \
           "place (no skill)" in lines
    assert "Sun Quan[2] removes their face-down deputy general; a face-down soldier card " \
           "takes its place" in lines
    assert "Cao Cao[0] changes their deputy general: Xu Chu → Zhang Liao (max HP " \
           "unchanged)" in lines
    assert any("none is of their kingdom" in x for x in lines)
    assert any(x.startswith("Liu Bei (you) adds the deputy general Zhao Yun; max HP is "
                            "now 4") for x in lines)
    assert not any(UNTOLD.match(x) for x in lines)


def test_the_deal_tells_the_others_generals_as_backs_even_when_read_after_reveals() -> None:
    """A seat that first observes after some reveals gets the ``generals`` record with
    what it knows now (seat 0's generals, revealed since); they were dealt face down, so
    the story shows backs there and names each general where it is revealed."""
    late = [dict(r) for r in HEADER]
    late[1] = {"t": "generals", "seats": [
        {"seat": 0, "main": "cao_cao", "deputy": "xu_chu", "hp": 4, "max_hp": 4},
        *HEADER[1]["seats"][1:]]}
    lines = story(late, "zh", viewer=1)
    assert "座位0：主将 ▒暗▒，副将 ▒暗▒（体力 4/4）" in lines
    assert not any("许褚" in x for x in lines)  # never revealed in this story
    assert any(x.startswith("座位0 明置了主将 曹操") for x in lines)
    whole = story(late, "zh", viewer=None)  # a whole story (no seat) tells them all
    assert any("许褚" in x for x in whole)


def test_a_dual_kingdom_deputy_found_face_down_is_told_so() -> None:
    """Seed 001 双: 在主将未明置过的情况下，双势力武将不得明置 — the story says why the new
    deputy lies face down."""
    records = [*HEADER, {"t": "change_deputy", "seat": 2, "general": "sun_quan",
                         "old": "zhou_yu", "face_down": True}]
    zh, en = story(records, "zh")[-1], story(records, "en")[-1]
    assert zh.endswith("（双势力武将，主将未明置过：暗置）") and "变更副将" in zh
    assert en.endswith("(a dual-kingdom general, face down: the main general has never "
                       "been revealed)")


def test_the_story_of_events_and_the_alliance_in_zh() -> None:
    lines = story(EVENTS, "zh")
    assert "你 随机获得三张事件牌（仁德）：【叠置】、【摸一交二】、【失去体力】" in lines
    assert "你 将事件牌【失去体力】交给 曹操[0]（进行者失去1点体力）" in lines
    assert "曹操[0] 拒绝进行事件【失去体力】" in lines
    assert "孙权[2] 进行事件【叠置】" in lines
    assert lines.index("孙权[2] 进行事件【叠置】") < next(
        i for i, x in enumerate(lines) if x.startswith("孙权[2] 将武将牌翻面"))
    forced = "你 将事件牌【失去装备】交给 曹操[0]（进行者失去装备区里的所有牌），" \
             "曹操[0] 须进行此事件"
    assert forced in lines and lines[lines.index(forced) + 1] == "曹操[0] 进行事件【失去装备】"
    assert "你 发动【合纵】，将一张手牌交给 座位3" in lines
    assert "曹操[0] 发动【连横】，将一张手牌交给 你" in lines
    assert "曹操[0] 观看牌堆顶的两张牌并获得其中一张" in lines
    assert not any("曹操[0] 进行事件【失去体力】" in x for x in lines)  # refused
    assert not any(UNTOLD.match(x) for x in lines)


def test_the_story_of_events_and_the_alliance_in_en() -> None:
    lines = story(EVENTS, "en")
    assert "Liu Bei (you) draws three event cards at random (Benevolence): “Overturn”, " \
           "“Draw one, give two”, “Lose HP”" in lines
    assert any(x.startswith("Liu Bei (you) gives Cao Cao[0] the event card “Lose HP” (the "
                            "performer loses 1 HP)") for x in lines)
    assert "Cao Cao[0] refuses to perform the event “Lose HP”" in lines
    assert "Sun Quan[2] performs the event “Overturn”" in lines
    assert any(x.endswith("; Cao Cao[0] must perform it") for x in lines)
    assert "Cao Cao[0] looks at the top two cards of the deck and takes one" in lines
    assert any(x.startswith("Liu Bei (you) uses Vertical Alliance: gives a hand card to")
               for x in lines)
    assert not any(UNTOLD.match(x) for x in lines)


def test_soldier_cards_and_dual_kingdom_generals_by_name() -> None:
    zh, en = Names(ruleset("hegemony").names, "zh"), Names(ruleset("hegemony").names, "en")
    assert zh("soldier:shu:female") == "士兵（蜀·女）"
    assert en("soldier:qun:male") == "Soldier (Qun, male)"
    catalogue = {"generals": {
        "cao_cao": {"kingdom": "wei", "hp": 4, "skills": []},
        "twofold": {"kingdom": "wei", "sub_kingdom": "shu", "hp": 4, "skills": []}}}
    assert zh.kingdoms_of(catalogue["generals"]["twofold"]) == "魏/蜀"
    pick = plain(pair_text(zh, catalogue, "cao_cao", "twofold"))
    assert "双势力 魏/蜀" in pick and "体力 4" in pick


# ---------------------------------------------------------------- the table and questions




def up(main: str, deputy: str) -> list[GeneralCard]:
    return [GeneralCard(main, M, True), GeneralCard(deputy, D, True)]


def six(**kw: Any) -> Table:
    """蜀 0, 1 (small) · 魏 2, 3, 4 (big) · 吴 5 (small)."""
    return Table(up("liu_bei", "guan_yu"), up("zhang_fei", "zhao_yun"),
                 up("prober", "xu_chu"), up("zhen_ji", "guo_jia"),
                 up("xiahou_dun", "zhang_liao"), up("sun_quan", "zhou_tai"),
                 pack="hegemony", mode="hegemony", extra=probe_pack(),
                 options={"vanguard": False}, **kw)


def run(t: Table, op: Any, seat: int = 2) -> None:
    t.run(op, seat)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_hezong_asks_with_the_rule_and_names_the_small_kingdoms(lang: str) -> None:
    t = six()
    t.set_hand(0, "slash ♠7", "jink ♦3")
    t.start(0, "finish")
    held = seat_of(t.game, 0, ["1", "1"], lang=lang)
    held.decide()
    held.look()
    held.decide()
    out = plain(held.out)
    if lang == "zh":
        assert "【合纵】（你为小势力）回合结束时：你可以将一张手牌交给小势力的一名其他角色，" \
               "若其势力的角色数不少于你势力，你摸一张牌" in out.replace("\n", "")
        assert "【合纵】：选择小势力的一名其他角色获得这张牌" in out
    else:
        assert "Vertical Alliance (you are of a small kingdom), end of turn" in out
        assert "choose another player of a small kingdom to take the card" in out
    assert [r["dst"].get("seat") for r in t.log("move") if r["reason"] == "alliance_hezong"] \
        == [1, 0]  # given to 张飞, then drawn: 蜀 has as many players as 蜀


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_lianheng_the_receiver_is_asked_in_words(lang: str) -> None:
    t = six()
    t.set_hand(2, "jink ♦3").set_hand(0, "slash ♠7", "slash ♣8")
    t.start(2, "finish")
    t.expect("cards", seat=2, reason="alliance_lianheng")
    t.pick("jink ♦3")
    t.choose([0])
    t.expect("option", seat=0, reason="alliance_lianheng")
    held = seat_of(t.game, 0, ["1", "1"], lang=lang)
    req = t.game.observe(0)["request"]
    text = plain(held.human.prompt_text(req))
    labels = [plain(held.human.option_text(req, o)) for o in req["options"]]
    if lang == "zh":
        assert text == "【连横】：探子[2] 交给你一张手牌，请选择一项"
        assert labels == ["弃置一张【杀】", "令其观看牌堆顶两张牌并获得其中一张"]
    else:
        assert text == "Horizontal Alliance: Prober[2] gave you a hand card. Choose one"
        assert labels == ["discard a Slash",
                          "let them look at the top two cards of the deck and take one"]
    held.decide()
    t.expect("cards", seat=0, reason="alliance_lianheng")
    req = t.game.observe(0)["request"]
    assert plain(held.human.prompt_text(req)) == (
        "【连横】：选择要弃置的【杀】" if lang == "zh" else
        "Horizontal Alliance: choose the Slash to discard")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_an_event_offered_given_and_asked(lang: str) -> None:
    t = six()
    t.start(2, "play")
    run(t, lambda g: events.start_event(g, 2, 0, "probe"))
    req = t.expect("option", seat=2)
    obs = t.game.observe(2)
    starter = seat_of(t.game, 2, [], lang=lang)
    ask = plain(starter.human.prompt_text(obs["request"]))
    labels = [plain(starter.human.option_text(obs["request"], o)) for o in req.options]
    names = Names(ruleset("hegemony").names, lang)
    for o, label in zip(req.options, labels, strict=True):
        assert label.startswith(plain(names(o))) and names.rule(o) in label
    assert ask == ("发起事件（探子）：选择一张事件牌交给 刘备[0]" if lang == "zh" else
                   "Event (Prober): choose the event card to give Liu Bei[0]")
    # the three offered are in the starter's story only
    drawn = "随机获得三张事件牌" if lang == "zh" else "draws three event cards"
    assert drawn in plain(starter.out)
    performer = seat_of(t.game, 0, [], lang=lang)
    assert drawn not in plain(performer.out)
    t.choose(req.options[0])
    t.expect("confirm", seat=0)
    performer.look()
    text = plain(performer.human.prompt_text(t.game.observe(0)["request"]))
    rule = names.rule(req.options[0])
    assert rule in text and plain(names(req.options[0])) in text
    assert text.startswith("探子[2] 令你进行事件（探子）") if lang == "zh" else \
        text.endswith("Perform it?")
    t.no()
    performer.look()
    refused = "拒绝进行事件" if lang == "zh" else "refuses to perform the event"
    assert refused in plain(performer.out)


def test_the_strike_event_asks_for_a_player_of_the_performers_kingdom() -> None:
    t = six()
    t.start(2, "play")
    run(t, lambda g: events.perform(g, 2, 0, events.STRIKE))
    t.expect("players", seat=2)
    held = seat_of(t.game, 2, [])
    text = plain(held.human.prompt_text(t.game.observe(2)["request"]))
    assert text == "事件【伤害势力】：选择 刘备[0] 势力的一名角色，刘备[0] 对其造成1点伤害"


def test_the_table_shows_soldiers_and_the_remaining_generals() -> None:
    """A face-up removal shows the soldier card to all; a face-down one is a card back to
    the others, the owner's own soldier marked face down; the status line counts the
    remaining generals."""
    t = Table(up("liu_bei", "guan_yu"), up("prober", "xu_chu"),
              [GeneralCard("sun_quan", M, True), GeneralCard("zhou_tai", D, False)],
              up("zhang_fei", "zhao_yun"),
              pack="hegemony", mode="hegemony", extra=probe_pack(),
              options={"vanguard": False})
    g = t.start(1, "play")
    g.general_pile[:] = ["cao_ren", "lv_meng", "dian_wei"]

    def both(g: Game) -> Flow:
        yield from ops.deputy.remove_deputy(g, 1)
        yield from ops.deputy.remove_deputy(g, 2)

    run(t, both, seat=1)
    other = seat_of(t.game, 0, [])
    other.human.status()
    out = plain(other.out)
    assert "探子 / 士兵（魏·男）" in out and "孙权 / ▒暗▒" in out
    assert "剩余武将 5 张" in out  # three, and the two deputies at the bottom
    assert "探子[1] 移除了副将 许褚，以士兵（魏·男）代替（没有技能）" in out
    assert "孙权[2] 移除了暗置的副将，以一张暗置的士兵牌代替" in out
    owner = seat_of(t.game, 2, ["2"], lang="en")
    owner.human.status()
    owner.human.info(2)
    out = plain(owner.out)
    assert "Soldier (Wu, male) (face down)" in out and "no skill" in out
    assert "takes the place of a removed deputy general" in out
    assert "Sun Quan[2]" in out or "Sun Quan (you)" in out


def test_the_pick_lists_a_dual_kingdom_deputy_under_both_kingdoms() -> None:
    """A 双势力 general is a deputy only: the main's step names it apart (with both
    kingdoms and its rule), and it is offered under a main of either kingdom."""
    t = six()
    t.start(0, "play")
    held = seat_of(t.game, 0, ["1", "1"])
    # the engine's catalogue is read-only: a copy with one general more
    catalogue = dict(held.human.catalogue)
    catalogue["generals"] = {**catalogue.get("generals", {}), "twofold": {
        "kingdom": "wei", "sub_kingdom": "shu", "hp": 4, "gender": "male", "skills": []}}
    held.human.catalogue = catalogue
    req = {"kind": "option", "prompt": "choose_generals", "reason": "setup",
           "options": ["cao_cao+xu_chu", "cao_cao+twofold", "liu_bei+twofold"]}
    answer = held.human.build_pair(req)
    out = plain(held.out)
    assert answer == "cao_cao+xu_chu" or answer.startswith("cao_cao+")
    assert "双势力 · 只能作副将" in out and "twofold 魏/蜀" in out
    assert "主将未明置过时不得明置" in out


def test_explain_names_a_rule_the_catalogue_has_no_entry_for() -> None:
    t = six()
    t.start(0, "play")
    held = seat_of(t.game, 0, [])
    held.human.explain("合纵")
    held.human.explain("叠置")
    for word in ("阴阳鱼", "珠联璧合", "野心家", "先驱", "双势力", "士兵牌"):
        held.human.explain(word)
    out = plain(held.out)
    assert "合纵：你为小势力的角色" in out and "进行者的武将牌叠置" in out
    assert "阴阳鱼：两张武将牌的阴阳鱼之和为奇数时" in out and "珠联璧合：两张武将牌" in out
    assert "野心家：明置武将牌确定势力时" in out and "先驱：全场第一个" in out
    assert "双势力：只能为副将" in out and "士兵牌：代替被移除的副将" in out
    assert "没有叫" not in out


# ---------------------------------------------------------------- whole games


def sgs_command() -> list[str]:
    script = Path(sys.executable).with_name("sgs")
    if script.exists():
        return [str(script)]
    return [sys.executable, "-c", "from sgs.cli.main import app; app()"]


def test_sim_with_the_expansions_counts_two_generals_a_player(tmp_path: Path) -> None:
    res = runner.invoke(app, ["sim", "--mode", "hegemony", "--deck", EXPANSIONS, "--json",
                              "--games", "4", "--players", "6", "--seed", "3",
                              "--jobs", "1"])
    assert res.exit_code == 0, res.output[-2000:]
    s: dict[str, Any] = json.loads(res.stdout)
    assert s["errors"] == 0 and s["finished"] == 4, s["first_error"]
    gens = s["wins_by_general"]
    assert sum(d["games"] for d in gens.values()) == 2 * 6 * s["finished"]
    assert not [g for g in gens if g.startswith("soldier:")]
    assert sum(s["outcomes"].values()) == 4
    text = runner.invoke(app, ["sim", "--mode", "hegemony", "--deck", EXPANSIONS,
                               "--games", "2", "--players", "5", "--seed", "7", "--jobs", "1"])
    assert text.exit_code == 0 and "wins by kingdom" in text.output
    assert "soldier:" not in text.output


# a passive player's lines (as test_hegemony_cli's), "1" twice first: a main with a single
# deputy of its kingdom is picked whole
CYCLE = ("0", "1", *(str(k) for k in range(1, 13)), "", "b",
         *(" ".join(map(str, range(1, k + 1))) for k in range(2, 11)))


def test_a_plain_game_with_the_expansions_through_a_pipe(tmp_path: Path) -> None:
    # seed 6: with seed 5 the cycled input keeps declining the ally warning and
    # picking the same target again, and runs out before the game ends
    log = tmp_path / "adv.jsonl"
    env = dict(os.environ, SGS_LOG_DIR=str(tmp_path), COLUMNS="120")
    res = subprocess.run([*sgs_command(), "play", "--mode", "hegemony", "--deck", EXPANSIONS,
                          "--players", "6", "--seat", "1", "--seed", "6", "--plain",
                          "--log", str(log)],
                         input="\n".join(CYCLE * 3000) + "\n", capture_output=True,
                         text=True, env=env, timeout=600, check=False)
    out = res.stdout
    assert res.returncode == 0, (res.stderr[-2000:], out[-3000:])
    assert "Traceback" not in res.stderr
    assert any(r in out for r in ("你赢了！", "你输了。", "平局。")), out[-3000:]
    assert "剩余武将" in out  # the remaining generals, counted on the status line
    assert not UNTOLD.search(out), UNTOLD.findall(out)[:3]
    assert f"--deck {EXPANSIONS}" in out
    assert rp.verify(rp.load(log)).finished
    told = runner.invoke(app, ["replay", str(log), "--lang", "en"])
    assert told.exit_code == 0 and not UNTOLD.search(told.output), \
        UNTOLD.findall(told.output)[:3]
