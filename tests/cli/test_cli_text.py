"""Display text: names in both languages, suits, and the narration of log records."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.text import Text

from sgs.agents import RandomBot
from sgs.cli.narrate import Narrator, card_book
from sgs.cli.text import Names
from sgs.core import Game
from sgs.host import drive
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset


def plain(lines: list[str]) -> str:
    return "\n".join(Text.from_markup(x).plain for x in lines)


@pytest.fixture
def names() -> Names:
    return Names(ruleset("honglou").names, "zh")


def test_card_names_and_suits(names: Names) -> None:
    assert names.card("peach", "heart", 12) == "[bold]药[/bold] [red]♥Q[/red]"
    assert names.card("slash", "spade", 1) == "[bold]杀[/bold] ♠A"
    assert names.card("slash") == "[bold]杀[/bold]"  # a virtual card has no suit
    en = Names(ruleset("honglou").names, "en")
    assert Text.from_markup(en.card("eight_diagram", "club", 2)).plain == "Official's Amulet ♣2"
    assert en("lin_daiyu") == "Lin Daiyu" and names("lin_daiyu") == "林黛玉"
    assert names("no_such_id") == "no_such_id"
    assert names.role("lord") == "主人" and names.role(None) == "？"
    with pytest.raises(ValueError):
        Names({}, "fr")


BOOK = {0: ("slash", "spade", 7), 1: ("peach", "heart", 3), 2: ("jink", "diamond", 2)}


def narrator(names: Names, viewer: int | None = None) -> Narrator:
    n = Narrator(names, BOOK, viewer=viewer)
    n.feed({"t": "generals", "seats": [
        {"seat": 0, "general": "jia_zhen", "role": "lord", "hp": 5, "max_hp": 5},
        {"seat": 1, "general": "lin_daiyu", "role": None, "hp": 3, "max_hp": 3}]})
    return n


def test_hidden_cards_are_counted_not_named(names: Names) -> None:
    n = narrator(names, viewer=1)
    text = plain(n.feed({"t": "move", "cards": [None, None], "src": {"zone": "draw"},
                         "dst": {"zone": "hand", "seat": 0}, "reason": "draw_phase", "by": 0,
                         "visible": [0]}))
    assert text == "贾珍[0] 摸了 2 张牌"
    text = plain(n.feed({"t": "move", "cards": [1, 2], "src": {"zone": "draw"},
                         "dst": {"zone": "hand", "seat": 1}, "reason": "ex_nihilo", "by": 1,
                         "visible": [1]}))
    assert text == "你 摸了 2 张牌（无中生有）：药 ♥3、闪 ♦2"


def test_use_damage_and_death(names: Names) -> None:
    n = narrator(names)
    lines = n.feed_all([
        {"t": "use", "seat": 0, "card": "slash", "suit": "spade", "rank": 7, "cards": [0],
         "targets": [1], "skill": None},
        {"t": "damage", "source": 0, "target": 1, "amount": 1, "nature": "normal",
         "card": "slash", "cards": [0]},
        {"t": "death", "seat": 1, "killer": 0, "role": "rebel"},
        {"t": "game_over", "winners": [0], "reason": "victory"},
    ])
    text = plain(lines)
    assert "贾珍[0] 使用了 杀 ♠7 → 林黛玉[1]" in text
    assert "贾珍[0] 对 林黛玉[1] 造成了 1 点伤害（杀）" in text
    assert "林黛玉[1] 阵亡，身份是反贼（凶手：贾珍[0]）" in text
    assert "游戏结束：贾珍[0] 获胜" in text


def test_converted_card_shows_what_it_was(names: Names) -> None:
    n = narrator(names)
    text = plain(n.feed_all([
        {"t": "skill", "seat": 1, "skill": "qixi"},
        {"t": "use", "seat": 1, "card": "dismantlement", "suit": "spade", "rank": 7,
         "cards": [0], "targets": [0], "skill": "qixi"}]))
    assert text == "林黛玉[1] 发动了【奇袭】\n林黛玉[1] 使用了 过河拆桥（杀 ♠7） → 贾珍[0]"


def test_unknown_record_is_shown_plainly(names: Names) -> None:
    text = plain(narrator(names).feed({"t": "weather", "rain": True}))
    assert text == 'weather: {"rain": true}'


def test_quiet_records(names: Names) -> None:
    n = narrator(names)
    for r in ({"t": "answer", "seat": 0, "kind": "play", "value": None},
              {"t": "phase", "seat": 0, "phase": "play"},
              {"t": "move", "cards": [0], "src": {"zone": "hand", "seat": 0},
               "dst": {"zone": "processing"}, "reason": "use", "by": 0, "visible": None}):
        assert n.feed(r) == []


def test_every_record_of_real_games_is_told(tmp_path: Path) -> None:
    """No record type of the engine or the content falls through to the raw form."""
    rules = ruleset("honglou")
    for lang in ("zh", "en"):
        names = Names(rules.names, lang)
        for seed in range(6):
            g = Game(rules, IdentityMode(), 4 + seed % 4, seed)
            drive(g, [RandomBot(seed * 16 + s) for s in range(len(g.players))])
            n = Narrator(names, card_book(g.log[0]))
            for r in g.log:
                for line in n.feed(r):
                    assert not line.startswith("[dim]" + r["t"] + ":"), line


def test_arrange_tells_only_the_counts(names: Names) -> None:
    text = plain(narrator(names).feed({"t": "arrange", "seat": 1, "top": 2, "bottom": 1,
                                       "reason": "test"}))
    assert text == "林黛玉[1] 将 2 张牌置于牌堆顶，1 张置于牌堆底"
