"""The 25 generals of the classic standard edition (标准版) for identity mode, with the
108-card deck of the standard set (``sgs play --deck standard``).

魏 曹操 司马懿 夏侯惇 张辽 许褚 郭嘉 甄姬 · 蜀 刘备 关羽 张飞 诸葛亮 赵云 马超 黄月英 ·
吴 孙权 甘宁 吕蒙 黄盖 周瑜 大乔 陆逊 孙尚香 · 群 华佗 吕布 貂蝉.  Lord skills: 激将
(刘备), 护驾 (曹操), 救援 (孙权) — 黄天 is 张角's, of a later expansion.

Edition **[choice]**: the first standard edition's skills, the ones seed 003's Red
Chamber generals re-skin (rules/identity-and-cards.md §8).  Where that edition and
later revisions (界限突破, the 2013 standard) differ, this pack takes the first:

- 仁德: no use limit; the 1 HP comes once a play phase, when the cards given away in
  it reach two (later: once per phase, to several players at once).
- 遗计: draw two and give each away (later: look at the top two).
- 反间: the target names a suit, then takes one of your hand cards at random.
- 离间: the 决斗 cannot be answered by 无懈可击 (later it can).
- 集智: draw one when using a non-delayed trick (later: show the top card …).
- 奇才: tricks have no distance limit, nothing more (later: equipment protected too).
- 咆哮, 奇才: not labelled 锁定技 (later editions label them).
- 裸衣: +1 in this turn's play phase, as printed (later: until the end of the turn).
- 突袭: one or two other players with hand cards, one random hand card from each.
- 苦肉: no use limit; losing the last HP makes you dying first, and you draw only if
  you survive it.
- 激将 / 护驾: the card a helper 打出 counts as the lord's, keeping its suit and
  colour (a black 杀 provided by 激将 is stopped by 仁王盾), with no card of its own.
  A 激将 in the lord's play phase picks the 杀's targets first (in the lord's attack
  range), then asks; when nobody provides, 激将 is not offered again that phase.

A skill whose rule is the Red Chamber's (most of them: seed 003 copies the edition's
wording) is the honglou class registered here, under its classic id where the name
differs (好色 → 奸雄, 兼美 → 洛神, 冷面 → 铁骑, 优伶 → 龙胆, 嫉妒 → 英姿, 醉卧 → 无双,
葬花 → 青囊, 应怜 → 闭月); 护驾 and 激将 share 护主's mechanism (``LordProvides``),
救援 is 薛姨妈's with 吴 for 薛府, 空城 is 谦逊's prohibition, 咆哮 the 连弩's, 武圣
奇袭's one-card conversion.  Tests: tests/packs/standard_generals/.
"""

from __future__ import annotations

from pathlib import Path

from ...core import Pack
from . import skills
from .builder import sg


def pack() -> Pack:
    return sg.build(Path(__file__).parent, skills)
