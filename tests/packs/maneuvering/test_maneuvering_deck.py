"""The maneuvering (军争) deck: 52 cards, making 160 with the 108 standard and EX cards
(packs/maneuvering/__init__.py [choice]; rules/hegemony.md "Deck" lists the same
kinds)."""

from __future__ import annotations

from collections import Counter

from mv_support import table

from sgs.core import Suit
from sgs.packs import PACKS


def test_the_pack_deck_has_52_cards() -> None:
    """The expansion's count: 9 雷杀, 5 火杀, 9 闪, 4 桃, 5 酒, 3 火攻, 6 铁索连环,
    3 无懈可击, 2 兵粮寸断, 古锭刀, 朱雀羽扇, 2 藤甲, 白银狮子, 骅骝."""
    deck = PACKS["maneuvering"]().deck
    assert len(deck) == 52
    assert Counter(e.name for e in deck) == {
        "thunder_slash": 9, "fire_slash": 5, "jink": 9, "peach": 4, "analeptic": 5,
        "fire_attack": 3, "iron_chain": 6, "nullification": 3, "supply_shortage": 2,
        "guding_blade": 1, "fan": 1, "vine": 2, "silver_lion": 1, "hualiu": 1}


def test_with_the_standard_cards_it_is_the_160_card_deck() -> None:
    """108 + 52 = 160: the classic identity deck with the expansion."""
    g = table("blank", "blank").start()
    assert len(g.cards) == 160
    names = Counter(c.name for c in g.cards)
    assert (names["slash"], names["fire_slash"], names["thunder_slash"]) == (30, 5, 9)
    assert (names["jink"], names["peach"], names["nullification"]) == (24, 12, 7)


def test_suits_and_ranks_of_the_named_cards() -> None:
    """A few cards as the expansion prints them: 古锭刀 ♠A, 朱雀羽扇 ♦A, 白银狮子 ♣A, 骅骝
    ♦K, 藤甲 ♠2 ♣2, 兵粮寸断 ♠10 ♣4."""
    deck = {(e.name, e.suit, e.rank) for e in PACKS["maneuvering"]().deck}
    assert {("guding_blade", Suit.SPADE, 1), ("fan", Suit.DIAMOND, 1),
            ("silver_lion", Suit.CLUB, 1), ("hualiu", Suit.DIAMOND, 13),
            ("vine", Suit.SPADE, 2), ("vine", Suit.CLUB, 2),
            ("supply_shortage", Suit.SPADE, 10), ("supply_shortage", Suit.CLUB, 4)} <= deck


def test_natured_slashes_are_slashes_to_the_rules() -> None:
    """A 火杀 or 雷杀 is a 杀 with a nature: its face has the rules name and the nature;
    its printed name stays its own."""
    g = table("blank", "blank").start()
    for card in g.cards:
        face = g.face(card.id)
        if card.name in ("fire_slash", "thunder_slash"):
            assert face.name == "slash" and face.nature == card.name.split("_")[0]
        elif card.name == "slash":
            assert face.nature == "normal"
