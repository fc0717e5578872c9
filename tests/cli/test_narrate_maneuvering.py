"""The story of a maneuvering game (issue 9, item 2): a 火杀 is told by its printed name,
a chain and its reset, a damage passed along the chain, 酒's +1, a 朱雀羽扇 conversion,
a recast."""

from __future__ import annotations

from rich.text import Text

from sgs.cli.narrate import Narrator, card_book
from sgs.cli.text import Names
from sgs.testing import Table


def story(t: Table, lang: str) -> str:
    g = t.game
    n = Narrator(Names(g.ruleset.names, lang), card_book(g.log[0]))
    return "\n".join(Text.from_markup(x).plain for x in n.feed_all(g.log))


def _chained_fire() -> Table:
    t = Table("blank", "blank", "blank", pack="standard+maneuvering")
    t.set_hand(0, "iron_chain ♠J", "analeptic ♠3", "fire_slash ♥4", "iron_chain ♠Q")
    t.start()
    t.use("iron_chain ♠J", targets=[1, 2])
    t.use("analeptic")
    t.use("fire_slash", targets=[1])
    t.choose({"option": f"recast:{t.find('iron_chain ♠Q')}"})
    return t


def test_chain_transmission_and_natures_told_in_zh() -> None:
    text = story(_chained_fire(), "zh")
    assert "blank[0] 使用了 铁索连环 ♠J → blank[1]、blank[2]" in text
    assert "blank[1] 的武将牌被横置（连环状态）（铁索连环）" in text
    assert "blank[0] 使用了 火杀 ♥4 → blank[1]" in text
    assert "blank[0] 的杀伤害+1（酒）" in text
    assert "blank[0] 对 blank[1] 造成了 2 点火焰伤害（火杀）" in text
    assert "blank[1] 的武将牌被重置" in text
    assert "blank[0] 对 blank[2] 造成了 2 点火焰伤害（火杀）（连环传导）" in text
    assert "blank[0] 重铸了 铁索连环 ♠Q" in text


def test_chain_transmission_and_natures_told_in_en() -> None:
    text = story(_chained_fire(), "en")
    assert "blank[1] is chained (Iron Chain)" in text
    assert "blank[0] uses Fire Slash ♥4 → blank[1]" in text
    assert "blank[0]'s Slash deals 1 more damage (Wine)" in text
    assert "blank[0] deals 2 fire damage to blank[2] (Fire Slash) (passed along the chain)" in text
    assert "blank[2] is freed from the chain" in text
    assert "blank[0] recasts Iron Chain ♠Q" in text


def test_a_fan_conversion_is_told_with_its_card() -> None:
    t = Table("blank", "blank", pack="standard+maneuvering")
    t.set_hand(0, "slash ♠7").set_equip(0, "fan ♦A")
    t.start()
    t.use("skill:fan", targets=[1], cards=["slash ♠7"])
    text = story(t, "zh")
    assert "blank[0] 使用了 火杀（杀 ♠7） → blank[1]（朱雀羽扇）" in text
