"""Seed 001's advanced hegemony rules at the table (issue 11, item 6): soldier cards and
the remaining generals' count, the story of deputy changes, events and 合纵/连横 in zh
and en, their questions with the rule's text beside the table, a 双势力 deputy in the
pick, and a whole game by keys with the expansions."""

from __future__ import annotations

import re
from collections.abc import Generator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from rich.text import Text
from textual.app import App
from tui_support import KeyPlayer, finished, host_of, until_asked

from sgs.cli.session import PlayOptions
from sgs.cli.table_host import new_host
from sgs.core import Game, ops
from sgs.core.generals import GeneralCard, Position
from sgs.packs import SETS
from sgs.packs.hegemony import events
from sgs.replay import load, verify
from sgs.testing import Table, probe_pack
from sgs.tui.app import TableApp, rule_texts
from sgs.tui.autopass import Settings
from sgs.tui.choosing import choice_for
from sgs.tui.prompts import prompt_text
from sgs.tui.rules_text import general_markup
from sgs.tui.rules_text import seat_markup as rules_of_seat
from sgs.tui.screens import PairScreen
from sgs.tui.seat_view import SeatView
from sgs.tui.widgets.seats import seat_markup

M, D = Position.MAIN, Position.DEPUTY
EXPANSIONS = "hegemony+expansions" if "hegemony+expansions" in SETS else "hegemony"
UNTOLD = re.compile(r"^\w+: \{")  # a record the story cannot tell
Flow = Generator[Any, Any, Any]


def plain(markup: str) -> str:
    return Text.from_markup(markup).plain




def up(main: str, deputy: str) -> list[GeneralCard]:
    return [GeneralCard(main, M, True), GeneralCard(deputy, D, True)]


def six() -> Table:
    """蜀 0, 1 (small) · 魏 2, 3, 4 (big) · 吴 5 (small)."""
    return Table(up("liu_bei", "guan_yu"), up("zhang_fei", "zhao_yun"),
                 up("prober", "xu_chu"), up("zhen_ji", "guo_jia"),
                 up("xiahou_dun", "zhang_liao"), up("sun_quan", "zhou_tai"),
                 pack="hegemony", mode="hegemony", extra=probe_pack(),
                 options={"vanguard": False})


def run(t: Table, op: Any, seat: int = 2) -> None:
    t.run(op, seat)


def view_of(t: Table, seat: int, lang: str = "zh") -> tuple[SeatView, list[str]]:
    """A seat's view from its first observation on, and the story it was told."""
    view = SeatView(lang)
    lines = view.absorb(t.game.observe(seat, since=0))
    return view, [plain(x) for x in lines]


def header(view: SeatView) -> str:
    return plain(TableApp.header(SimpleNamespace(view=view)))  # type: ignore[arg-type]


# ---------------------------------------------------------------- soldiers, the pile


def test_soldiers_the_remaining_generals_and_the_story_of_removals() -> None:
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
    view, story = view_of(t, 0)
    assert "探子[1] 移除了副将 许褚，以士兵（魏·男）代替（没有技能）" in story
    assert "孙权[2] 移除了暗置的副将，以一张暗置的士兵牌代替" in story
    assert "剩余武将5" in header(view)
    rows = {p["seat"]: plain(seat_markup(p, view)) for p in view.players}
    assert "探子/士兵（魏·男）" in rows[1]
    assert "孙权/▒▒" in rows[2] and "士兵" not in rows[2]  # a face-down soldier: a back
    # its owner sees the soldier, face down, with no skill and what a soldier card is
    mine, _ = view_of(t, 2, "en")
    told = plain(rules_of_seat(2, mine))
    assert "Soldier (Wu, male)" in told and "face down" in told and "no skill" in told
    assert "takes the place of a removed deputy general" in told
    assert "generals left 5" in header(mine)


def test_the_remaining_generals_are_not_counted_outside_hegemony() -> None:
    view = SeatView("zh")
    view.table = {"turn": 1, "current": 0, "phase": "play", "draw_count": 50,
                  "discard": [], "general_pile_count": 7, "players": []}
    assert "剩余武将" not in header(view)  # no header record of a hegemony game


# ---------------------------------------------------------------- questions


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_hezong_and_lianheng_questions_and_their_rules(lang: str) -> None:
    t = six()
    t.set_hand(0, "slash ♠7", "jink ♦3").set_hand(2, "jink ♦2")
    t.start(0, "finish")
    req = t.expect("cards", seat=0, reason="alliance_hezong")
    view, _ = view_of(t, 0, lang)
    obs_req = t.game.observe(0)["request"]
    text = plain(prompt_text(obs_req, view))
    assert text.startswith("【合纵】（你为小势力）回合结束时" if lang == "zh" else
                           "Vertical Alliance (you are of a small kingdom), end of turn")
    beside = plain(rule_texts(obs_req, view))
    assert ("合纵：你为小势力的角色。回合结束时" if lang == "zh" else
            "Vertical Alliance: you are of a small kingdom.") in beside
    assert req.min == 0
    t.pick()  # declined
    # 连横 at 魏's turn end: the receiver with two 杀 is asked in words
    t.set_hand(0, "slash ♠7", "slash ♣8")
    t.until("cards", seat=2, reason="alliance_lianheng", limit=400)
    t.pick("jink ♦2")
    t.choose([0])
    t.expect("option", seat=0, reason="alliance_lianheng")
    view, story = view_of(t, 0, lang)
    obs_req = t.game.observe(0)["request"]
    assert plain(prompt_text(obs_req, view)) == (
        "【连横】：探子[2] 交给你一张手牌，请选择一项" if lang == "zh" else
        "Horizontal Alliance: Prober[2] gave you a hand card. Choose one")
    labels = [plain(i.label) for i in choice_for(obs_req, view).items()
              if i.key.startswith("option:")]
    assert labels == (["弃置一张【杀】", "令其观看牌堆顶两张牌并获得其中一张"] if lang == "zh"
                      else ["discard a Slash",
                            "let them look at the top two cards of the deck and take one"])
    assert ("探子[2] 发动【连横】，将一张手牌交给 你" if lang == "zh" else
            "Prober[2] uses Horizontal Alliance: gives a hand card to Liu Bei (you)") in story


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_an_event_at_the_table(lang: str) -> None:
    t = six()
    t.start(2, "play")
    run(t, lambda g: events.start_event(g, 2, 0, "probe"))
    req = t.expect("option", seat=2)
    view, story = view_of(t, 2, lang)
    obs_req = t.game.observe(2)["request"]
    assert plain(prompt_text(obs_req, view)) == (
        "发起事件（探子）：选择一张事件牌交给 刘备[0]" if lang == "zh" else
        "Event (Prober): choose the event card to give Liu Bei[0]")
    names = [plain(view.name(o)) for o in req.options]
    chips = [plain(i.label) for i in choice_for(obs_req, view).items()
             if i.key.startswith("option:")]
    assert chips == names  # short chips; what each does is told beside the table
    beside = plain(rule_texts(obs_req, view))
    for o in req.options:
        assert view.names.rule(o) in beside and plain(view.name(o)) in beside
    assert any(("随机获得三张事件牌" if lang == "zh" else "draws three event cards") in x
               for x in story)
    _, theirs = view_of(t, 0, lang)  # the three offered: the starter's alone
    assert not any(("随机获得三张事件牌" if lang == "zh" else "draws three event cards") in x
                   for x in theirs)
    t.choose(req.options[1])
    t.expect("confirm", seat=0)
    view, story = view_of(t, 0, lang)
    obs_req = t.game.observe(0)["request"]
    asked = plain(prompt_text(obs_req, view))
    assert view.names.rule(req.options[1]) in asked and asked.endswith(
        "是否进行？" if lang == "zh" else "Perform it?")
    assert plain(view.name(req.options[1])) in plain(rule_texts(obs_req, view))
    t.yes()
    _, story = view_of(t, 0, lang)
    performed = "进行事件" if lang == "zh" else "performs the event"
    assert any(performed in x and plain(view.name(req.options[1])) in x for x in story)


# ---------------------------------------------------------------- the pick


class PickApp(App[None]):
    def __init__(self, screen: PairScreen) -> None:
        super().__init__()
        self.pick = screen

    def on_mount(self) -> None:
        self.push_screen(self.pick)


def dual_view(lang: str) -> SeatView:
    view = SeatView(lang)
    view.catalogue = {"generals": {
        "cao_cao": {"kingdom": "wei", "hp": 4, "skills": [], "names": {"zh": "曹操"}},
        "liu_bei": {"kingdom": "shu", "hp": 4, "skills": [], "names": {"zh": "刘备"}},
        "xu_chu": {"kingdom": "wei", "hp": 4, "skills": [], "names": {"zh": "许褚"}},
        "twofold": {"kingdom": "wei", "sub_kingdom": "shu", "hp": 4, "skills": [],
                    "names": {"zh": "双将", "en": "Twofold"}}},
        "names": {"zh": {"wei": "魏", "shu": "蜀"}, "en": {"wei": "Wei", "shu": "Shu"}}}
    view._learn(view.catalogue)
    return view


@pytest.mark.asyncio
async def test_the_pick_lists_a_dual_kingdom_deputy_under_both_kingdoms() -> None:
    view = dual_view("zh")
    options = ["cao_cao+xu_chu", "cao_cao+twofold", "liu_bei+twofold"]
    screen = PairScreen(options, view)
    app = PickApp(screen)
    async with app.run_test(size=(110, 36)) as pilot:
        await pilot.pause()
        text = "\n".join("".join(seg.text for seg in strip)
                         for strip in app.screen._compositor.render_strips())
        assert "双势力（只能作副将，可配两个势力之一的主将）：双将（魏/蜀）" in text
        assert screen.choices() == ["cao_cao", "liu_bei"]
        await pilot.press("b")  # 刘备 (蜀): the dual deputy is his too
        assert screen.choices() == ["twofold"]
        text = "\n".join("".join(seg.text for seg in strip)
                         for strip in app.screen._compositor.render_strips())
        assert "双势力 魏/蜀" in text and "主将未明置过时不得明置" in text
    assert "魏/蜀" in plain(general_markup("twofold", view))


# ---------------------------------------------------------------- a whole game


@pytest.mark.asyncio
async def test_a_game_with_the_expansions_by_keys(tmp_path: Path) -> None:
    opts = PlayOptions(players=5, seat=1, seed=11, lang="zh", bots="rule",
                       card_set=EXPANSIONS, mode="hegemony", extra=("--pace", "0"))
    host = new_host(opts, tmp_path / "adv.jsonl")
    app = TableApp(host, "zh", Settings(pace=0))
    async with app.run_test(size=(120, 40)) as pilot:
        player = KeyPlayer(pilot, app)
        pile_seen = False
        while player.presses < 6000:
            await until_asked(pilot, app)
            if app.state == "over":
                break
            pile_seen = pile_seen or "剩余武将" in plain(app.header())
            await player.step()
        assert finished(app)
        assert pile_seen
        story = app.story.plain()
        assert not [x for x in story if UNTOLD.match(x)]
        log_path = host_of(app).finish().log_path
        await pilot.press("q")
    assert log_path is not None and verify(load(log_path)).finished
