"""Questions and story lines say what they are about (issue 22, item 8): whom a
skill's question concerns and what it does, the delayed trick a 无懈可击 would
cancel, whom 借刀杀人's 杀 must hit, a card counted as another suit, the 明置
choice's rule."""

from __future__ import annotations

import io

from rich.console import Console
from rich.text import Text

from sgs.cli.main import _uncatalogued_names
from sgs.cli.narrate import Narrator, card_book
from sgs.cli.play import HumanSeat, Terminal
from sgs.cli.text import Names
from sgs.core import Game
from sgs.core.generals import GeneralCard, Position
from sgs.testing import Table
from sgs.tui.choosing.picks import OptionChoice
from sgs.tui.prompts import prompt_text as table_prompt
from sgs.tui.rules_text import entry_markup
from sgs.tui.seat_view import SeatView


class Quiet(Terminal):
    def say(self, markup: str = "", wrap: bool = True, indent: int = 0) -> None:
        return None


def plain(markup: str) -> str:
    return Text.from_markup(markup).plain


def prompts(g: Game, seat: int, lang: str) -> tuple[str, str]:
    """The question ``seat`` is asked now, as the line mode and the table say it."""
    obs = g.observe(seat)
    human = HumanSeat(Quiet(Console(file=io.StringIO())), lang,
                      names=_uncatalogued_names(g.ruleset))
    human.observe(obs)
    view = SeatView(lang)
    view.absorb(obs)
    req = obs["request"]
    return plain(human.prompt_text(req)), plain(table_prompt(req, view))


def story(g: Game, lang: str, viewer: int | None = None) -> str:
    n = Narrator(Names(g.ruleset.names, lang), card_book(g.log[0]), viewer)
    return "\n".join(plain(x) for x in n.feed_all(g.log))


def test_frost_sword_names_its_target_and_effect() -> None:
    t = Table("blank", "blank", pack="standard")
    t.set_equip(0, "ice_sword").set_hand(0, "slash ♠7").set_hand(1, "peach ♥3")
    g = t.start()
    t.use("slash", targets=[1])
    req = t.expect("confirm", seat=0, reason="ice_sword")
    assert req.data == {"target": 1}
    for lang, want in (("zh", "【寒冰剑】：是否防止对 blank[1] 造成的伤害，改为依次弃置其两张牌？"),
                       ("en", "Frost Sword: prevent the damage to blank[1] and discard two "
                              "of their cards instead?")):
        assert prompts(g, 0, lang) == (want, want)


def test_frost_sword_prompt_names_the_target_general() -> None:
    t = Table("blank", "赵云", pack="standard")
    t.set_equip(0, "ice_sword").set_hand(0, "slash ♠7").set_hand(1, "peach ♥3")
    g = t.start()
    t.use("slash", targets=[1])
    t.expect("confirm", seat=0, reason="ice_sword")
    line, table = prompts(g, 0, "zh")
    assert line == table == "【寒冰剑】：是否防止对 赵云[1] 造成的伤害，改为依次弃置其两张牌？"


def test_royal_guard_says_who_may_give_what() -> None:
    t = Table("曹操", "blank", "司马懿", pack="standard", roles=["lord", "rebel", "loyalist"])
    t.set_hand(1, "slash ♠7").set_hand(2, "jink ♦3")
    g = t.start(seat=1)
    t.use("slash", targets=[0])
    req = t.expect("confirm", seat=0, reason="hujia")
    assert req.data == {"card": "jink", "kingdom": "wei"}
    zh, zh_table = prompts(g, 0, "zh")
    assert zh == zh_table == "【护驾】：是否令其他魏势力角色依次选择是否替你打出一张闪？"
    en, en_table = prompts(g, 0, "en")
    assert en == en_table == \
        "Royal Guard: ask the other Wei players, in turn, to play a Dodge for you?"


def test_eight_diagram_says_what_a_red_judgment_gives() -> None:
    t = Table("blank", "blank", pack="standard")
    t.set_equip(1, "eight_diagram").set_hand(0, "slash ♠7")
    g = t.start()
    t.use("slash", targets=[1])
    t.expect("confirm", seat=1, reason="eight_diagram")
    line, table = prompts(g, 1, "zh")
    assert line == table == "【八卦阵】：是否进行判定？若结果为红色，视为你使用或打出一张闪"


def test_nullifying_a_delayed_trick_names_the_judged_player_not_a_user() -> None:
    """兵粮寸断 placed by seat 0 on seat 1, judged in seat 1's judgment phase: the
    question names the card in seat 1's judgment area, not "seat 1's 兵粮寸断"."""
    t = Table("blank", "赵云", "blank", pack="standard+maneuvering")
    t.set_judge(1, "supply_shortage").set_hand(2, "nullification")
    g = t.start(seat=1, phase="judge")
    req = t.expect("respond", seat=2, reason="nullification")
    assert req.data["delayed"] is True
    line, table = prompts(g, 2, "zh")
    assert line == table == "是否使用 无懈可击，抵消 赵云[1] 判定区里 兵粮寸断 的效果？"
    line, table = prompts(g, 2, "en")
    assert line == table == \
        "Use Negate to cancel the Supply Shortage in Zhao Yun[1]'s judgment area?"


def test_nullifying_a_trick_in_use_still_names_its_user() -> None:
    t = Table("blank", "赵云", "blank", pack="standard")
    t.set_hand(0, "dismantlement").set_hand(1, "jink").set_hand(2, "nullification")
    g = t.start()
    t.use("dismantlement", targets=[1])
    req = t.expect("respond", seat=2, reason="nullification")
    assert "delayed" not in req.data
    line, _ = prompts(g, 2, "zh")
    assert line == "是否使用 无懈可击，抵消 blank[0] 的 过河拆桥 对 赵云[1] 的效果？"


def test_collateral_story_says_whom_the_slash_must_hit() -> None:
    t = Table("blank", "赵云", "blank", pack="standard")
    t.set_hand(0, "collateral").set_equip(1, "crossbow")
    g = t.start()
    t.use("collateral", targets=[1, 2])
    assert "借刀杀人 ♣Q → 赵云[1]（令其对 blank[2] 使用杀）" in story(g, "zh")
    assert "Borrowed Sword ♣Q → Zhao Yun[1] (to use a Slash on blank[2])" in story(g, "en")


def test_a_spade_counted_as_a_heart_says_both() -> None:
    """红颜: 小乔's ♠ hand cards count as ♥ — the seat row shows the 八卦阵 as the card
    is printed (♠2); the story says both: 八卦阵 ♠2（视为♥）."""
    up = [GeneralCard("xiao_qiao", Position.MAIN), GeneralCard("blank", Position.DEPUTY)]
    t = Table(up, ["blank", "blank"], ["blank", "blank"], mode="hegemony", pack="hegemony")
    t.set_hand(0, "eight_diagram ♠2")
    g = t.start()
    t.use("eight_diagram")
    zh, en = story(g, "zh"), story(g, "en")
    assert "使用了 八卦阵 ♠2（视为♥）" in zh, zh
    assert "Eight Trigrams ♠2 (counts as ♥)" in en, en


def test_the_reveal_choice_explains_revealing() -> None:
    """The 明置 options (main, deputy …) have no text of their own: their help is the
    rule of revealing, not （暂无说明）."""
    t = Table([GeneralCard("blank", Position.MAIN, revealed=False),
               GeneralCard("blank", Position.DEPUTY, revealed=False)],
              ["blank", "blank"], ["blank", "blank"], mode="hegemony", pack="hegemony")
    g = t.start(phase="start")
    t.expect("option", seat=0, reason="reveal")
    for lang, word in (("zh", "明置武将："), ("en", "Revealing a general:")):
        obs = g.observe(0)
        view = SeatView(lang)
        view.absorb(obs)
        items = OptionChoice(obs["request"], view).items()
        abouts = {i.about for i in items if i.key.startswith("option:")}
        assert abouts == {"reveal"}
        text = plain(entry_markup("reveal", view))
        assert word in text and "暂无说明" not in text and "no text" not in text


def test_the_red_chamber_lord_skill_is_a_master_skill_at_the_table() -> None:
    """The Red Chamber set's own words (seed 003: 护主――主人技): the table's skill flag
    is 主人技 (Master skill), the standard set's 主公技 (Lord skill)."""
    cases = (("honglou", "贾珍", "huzhu", "主人技", "Master skill"),
             ("standard", "曹操", "hujia", "主公技", "Lord skill"))
    for card_set, general, skill, zh, en in cases:
        t = Table(general, "blank", pack=card_set)
        g = t.start()
        for lang, word in (("zh", zh), ("en", en)):
            view = SeatView(lang)
            view.absorb(g.observe(0))
            assert view.skill_flags(skill) == [word]
