"""The maneuvering (军争) expansion for identity mode: 火杀, 雷杀, 酒, 铁索连环, 火攻,
兵粮寸断, 古锭刀, 朱雀羽扇, 藤甲, 白银狮子, 骅骝, and its 52-card deck.

It builds on the standard pack (a set lists both): 闪, 桃 and 无懈可击 in its deck
are the standard cards, and a 火杀 is the standard 杀 with a nature.  What every
game needs of it lives in the engine, as general rules: damage natures, the chain
rule (fire or thunder damage passing along chained players, ``sgs.core.ops.hp``),
横置/重置 (``sgs.core.ops.states.set_chained``) and 重铸 (``CardDef.recastable``).
Sources: rules/identity-and-cards.md (the base game), rules/hegemony.md ("Deck":
the maneuvering cards' rules), seed 000 (重铸, 横置/重置).

Readings taken on purpose:

- [choice] The deck is the expansion's 52 cards (deck.toml: 9 雷杀, 5 火杀, 9 闪,
  4 桃, 5 酒, 3 火攻, 6 铁索连环, 3 无懈可击, 2 兵粮寸断, 古锭刀, 朱雀羽扇, 2 藤甲,
  白银狮子, 骅骝), which with the 108 standard and EX cards makes the classic
  160-card identity deck; the list was checked against FreeKill's maneuvering
  package.
- [choice] 火杀 and 雷杀 are 杀 (the rules name ``slash``) with a nature: they count
  for the 杀 limit, 闪 answers them, every 杀 rule and weapon applies.  A card
  converted into a 杀 (将A当B) is a normal 杀 unless the converting skill says
  otherwise (朱雀羽扇: fire).
- [choice] Chain transmission: after fire or thunder damage to a chained player has
  resolved (dying and 受到伤害后 included), that player is reset, then every other
  chained player, in seat order from the current player, takes the same damage: same
  source, card and nature, and the amount as it was caused (after 造成伤害时: 酒,
  古锭刀), before the first player's own 受到伤害时 (their 藤甲's +1 or 白银狮子's cap
  stay theirs).  A transmission skips 造成伤害时 (it was caused once) and is not
  passed on again; each receiver is reset after it.  The first player's death does
  not stop it; a player unchained or dead by their turn is skipped.
- [choice] 酒: used in the play phase on yourself, once per turn (a 酒 drunk while
  dying does not count); the next 杀 you use this turn deals +1 damage — the +1 is
  spent when that 杀 is used, whether it hits or not, and lapses at the turn's end.
  While dying you may use it on yourself only, to recover 1 HP.
- [choice] 朱雀羽扇 is a conversion, as the expansion's card prints it (你可以将你的任一
  普通【杀】当具火焰伤害的【杀】来使用): a normal 杀 from your hand, used as a 火杀 with
  the card's suit and rank.
- [choice] 藤甲 makes 南蛮入侵, 万箭齐发 and normal 杀 void on its wearer as they become
  a target (成为目标后), so no 无懈可击 window opens for an effect that is void
  anyway; 青釭剑 ignores it as any armour.
- [choice] 白银狮子 caps the damage after the other 受到伤害时 effects (lower
  priority); losing it from the equipment area in any way — discarded, taken,
  replaced by another armour — recovers 1 HP, if its owner is alive.
- [choice] 古锭刀 adds its +1 only to damage a 杀 deals to one of its targets (a chain
  transmission is not: it skips 造成伤害时).
- [choice] 火攻 may target yourself (一名有手牌的角色); the target chooses the card to
  show; a shown card of yours may be the one you discard.
- [choice] 铁索连环 targets one or two players, any of them (yourself too); 重铸 is a
  play-phase action on a hand card: the card goes to the discard pile (neither a use
  nor a discard) and you draw one.
"""

from __future__ import annotations

from pathlib import Path

from ...core import Pack
from . import basic, equipment, tricks  # noqa: F401  (they register on import)
from .builder import mv


def pack() -> Pack:
    return mv.build(Path(__file__).parent)
