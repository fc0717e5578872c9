"""The Red Chamber deck of standard cards (rules/identity-and-cards.md §1; seed 003 七 EX)."""

from __future__ import annotations

from collections import Counter

from sgs.core import Suit
from sgs.testing import Table

EX = {("ice_sword", Suit.SPADE, 2), ("renwang_shield", Suit.CLUB, 2),
      ("lightning", Suit.HEART, 12), ("nullification", Suit.DIAMOND, 12)}


def _deck() -> list[tuple[str, Suit, int]]:
    g = Table("blank", "blank").start()
    return [(c.name, c.suit, c.rank) for c in g.cards]


def test_deck_is_104_standard_plus_4_ex() -> None:
    """"The deck: 104 standard + 4 EX = 108 cards"; seed 003 七 EX牌: 寒冰剑, 仁王盾 (and
    the EX 闪电 ♥Q, 无懈可击 ♦Q of rules §1)."""
    deck = _deck()
    assert len(deck) == 108
    assert set(deck) >= EX


def test_every_suit_and_rank_twice_ex_adds_a_third() -> None:
    """Rules §1: "in the 104 standard cards every suit×rank pair occurs exactly twice; EX
    adds a third ♠2, ♣2, ♥Q, ♦Q"."""
    counts = Counter((suit, rank) for _, suit, rank in _deck())
    third = {(s, r) for _, s, r in EX}
    for suit in (Suit.SPADE, Suit.HEART, Suit.CLUB, Suit.DIAMOND):
        for rank in range(1, 14):
            assert counts[(suit, rank)] == (3 if (suit, rank) in third else 2), (suit, rank)


def test_card_counts_by_name() -> None:
    """Rules §1's table: 杀 30, 闪 15, 药 8, and each trick and equipment's count."""
    names = Counter(name for name, _, _ in _deck())
    assert (names["slash"], names["jink"], names["peach"]) == (30, 15, 8)
    assert {n: names[n] for n in ("dismantlement", "snatch", "duel", "collateral",
                                  "ex_nihilo", "nullification", "savage_assault",
                                  "archery_attack", "god_salvation", "amazing_grace",
                                  "indulgence", "lightning", "crossbow",
                                  "eight_diagram")} == {
        "dismantlement": 6, "snatch": 5, "duel": 3, "collateral": 2, "ex_nihilo": 4,
        "nullification": 4, "savage_assault": 3, "archery_attack": 1, "god_salvation": 1,
        "amazing_grace": 2, "indulgence": 3, "lightning": 2, "crossbow": 2,
        "eight_diagram": 2}
    for one in ("double_sword", "qinggang_sword", "blade", "spear", "axe", "halberd",
                "kylin_bow", "ice_sword", "renwang_shield", "jueying", "dilu", "zhuahuang",
                "chitu", "dayuan", "zixing"):
        assert names[one] == 1, one
