"""The hegemony deck (rules/hegemony.md "Deck": 108 cards) and its six cards of its own:
知己知彼, 远交近攻, 以逸待劳, 无懈可击·国, 吴六剑, 三尖两刃刀 (packs/hegemony/cards.py).

The tables seat plain test generals (no skills, 4 阴阳鱼 each: 4 HP a player), so the
cards are tested whatever the roster holds.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from sgs.core import Act, Gender, GeneralDef, Pack, Suit
from sgs.core.generals import GeneralCard, Position
from sgs.core.protocol import observe
from sgs.core.requests import ActRequest, ChooseOptionRequest, ChoosePlayersRequest
from sgs.modes.hegemony import CAREERIST
from sgs.packs import PACKS, ruleset
from sgs.packs.base import parse_card
from sgs.testing import Table

M, D = Position.MAIN, Position.DEPUTY
KINGDOMS = ("wei", "shu", "wu", "qun")


def _test_pack() -> Pack:
    """TEST CONTENT: plain generals ``wei1``..``qun8`` (no skill, male, 4 阴阳鱼)."""
    p = Pack("hegemony_cards_test")
    for k in KINGDOMS:
        for i in range(1, 9):
            p.generals[f"{k}{i}"] = GeneralDef(f"{k}{i}", k, 4, Gender.MALE, ())
    return p


def up(kingdom: str, n: int = 1) -> list[GeneralCard]:
    """A seat of two revealed generals of ``kingdom``."""
    return [GeneralCard(f"{kingdom}{n}", M, True), GeneralCard(f"{kingdom}{n + 1}", D, True)]


def down(kingdom: str, n: int = 1) -> list[GeneralCard]:
    """A seat of two face-down generals of ``kingdom``."""
    return [GeneralCard(f"{kingdom}{n}", M, False), GeneralCard(f"{kingdom}{n + 1}", D, False)]


def table(*seats: list[GeneralCard], **kw: Any) -> Table:
    return Table(*seats, pack="hegemony", mode="hegemony", extra=_test_pack(), **kw)


def hand_sizes(t: Table) -> list[int]:
    return [len(p.hand) for p in t.game.players]


# ---------------------------------------------------------------- the deck

# rules/hegemony.md "Deck", row by row (a second transcription of the table)
TABLE = {
    "slash": "♠5 ♠7 ♠8 ♠8 ♠9 ♠10 ♠J ♣2 ♣3 ♣4 ♣5 ♣8 ♣9 ♣10 ♣J ♣J ♥10 ♥Q ♦10 ♦J ♦Q",
    "fire_slash": "♥4 ♦4 ♦5",
    "thunder_slash": "♠6 ♠7 ♣6 ♣7 ♣8",
    "jink": "♥2 ♥J ♥K ♦2 ♦3 ♦6 ♦7 ♦7 ♦8 ♦8 ♦9 ♦10 ♦J ♦K",
    "peach": "♥4 ♥6 ♥7 ♥8 ♥9 ♥10 ♥Q ♦2",
    "analeptic": "♠9 ♣9 ♦9",
    "amazing_grace": "♥3",
    "god_salvation": "♥A",
    "savage_assault": "♠K ♣7",
    "archery_attack": "♥A",
    "duel": "♠A ♣A",
    "ex_nihilo": "♥7 ♥8",
    "snatch": "♠3 ♠4 ♦3",
    "dismantlement": "♠3 ♠4 ♥Q",
    "iron_chain": "♠Q ♣Q ♣K",
    "fire_attack": "♥2 ♥3",
    "collateral": "♣Q",
    "nullification": "♠J",
    "heg_nullification": "♣K ♦Q",
    "await_exhausted": "♥J ♦4",
    "known_both": "♣3 ♣4",
    "befriend_attacking": "♥9",
    "indulgence": "♣6 ♥6",
    "supply_shortage": "♠10 ♣10",
    "lightning": "♠A",
    # weapons
    "crossbow": "♦A", "double_sword": "♠2", "qinggang_sword": "♠6", "ice_sword": "♠2",
    "spear": "♠Q", "fan": "♦A", "axe": "♦5", "kylin_bow": "♥5", "six_swords": "♦6",
    "triblade": "♦Q",
    # armour
    "eight_diagram": "♠2", "renwang_shield": "♣2", "vine": "♣2", "silver_lion": "♣A",
    # horses: +1, then -1
    "jueying": "♠5", "dilu": "♣5", "zhuahuang": "♥K",
    "chitu": "♥5", "dayuan": "♠K", "zixing": "♦K",
}
COUNTS = {  # the table's "#" column
    "slash": 21, "fire_slash": 3, "thunder_slash": 5, "jink": 14, "peach": 8, "analeptic": 3,
    "amazing_grace": 1, "god_salvation": 1, "savage_assault": 2, "archery_attack": 1,
    "duel": 2, "ex_nihilo": 2, "snatch": 3, "dismantlement": 3, "iron_chain": 3,
    "fire_attack": 2, "collateral": 1, "nullification": 1, "heg_nullification": 2,
    "await_exhausted": 2, "known_both": 2, "befriend_attacking": 1, "indulgence": 2,
    "supply_shortage": 2, "lightning": 1,
}
WEAPONS = ("crossbow", "double_sword", "qinggang_sword", "ice_sword", "spear", "fan", "axe",
           "kylin_bow", "six_swords", "triblade")
ARMOURS = ("eight_diagram", "renwang_shield", "vine", "silver_lion")
HORSES = ("jueying", "dilu", "zhuahuang", "chitu", "dayuan", "zixing")


def _expected() -> Counter[tuple[str, Suit, int]]:
    return Counter((name, *parse_card(tok)) for name, spec in TABLE.items()
                   for tok in spec.split())


def test_the_deck_is_the_tables_108_cards() -> None:
    """The hegemony deck: 54 basic cards, 34 tricks, 10 weapons, 4 armours, 6 horses."""
    deck = PACKS["hegemony"]().deck
    assert len(deck) == 108 == sum(_expected().values())
    assert Counter((e.name, e.suit, e.rank) for e in deck) == _expected()


def test_the_count_of_each_card_is_the_tables() -> None:
    names = Counter(e.name for e in PACKS["hegemony"]().deck)
    for name, n in COUNTS.items():
        assert names[name] == n, name
    assert sum(names[n] for n in ("slash", "fire_slash", "thunder_slash", "jink", "peach",
                                  "analeptic")) == 54
    assert sum(names[n] for n in COUNTS) - 54 == 34
    assert [names[w] for w in WEAPONS] == [1] * 10
    assert [names[a] for a in ARMOURS] == [1] * 4
    assert [names[h] for h in HORSES] == [1] * 6


@pytest.mark.parametrize("name", sorted(COUNTS))
def test_the_suits_of_each_card_are_the_tables(name: str) -> None:
    deck = PACKS["hegemony"]().deck
    suits = Counter(e.suit for e in deck if e.name == name)
    assert suits == Counter(parse_card(tok)[0] for tok in TABLE[name].split())


def test_a_hegemony_game_plays_with_that_deck_only() -> None:
    """The set ``hegemony`` (standard cards, maneuvering cards, this pack) deals the
    108 cards, every id known to the rules."""
    g = table(up("wei"), up("shu")).start()
    assert len(g.cards) == 108
    rs = ruleset("hegemony")
    assert all(c.name in rs.cards for c in g.cards)
    assert rs.card("six_swords").attack_range == 2 and rs.card("triblade").attack_range == 3


# ---------------------------------------------------------------- 知己知彼


def test_known_both_looks_at_a_face_down_general_for_the_user_only() -> None:
    """知己知彼：出牌阶段，对一名其他角色使用。你选择一项：1.观看目标角色的所有手牌；
    2.观看目标角色的一张暗置的武将牌。 The general is shown to the user's observation,
    not another seat's, and stays face down."""
    t = table(up("shu"), down("wei", 3), up("wu"))
    t.set_hand(0, "known_both ♣3")
    g = t.start()
    t.use("known_both", [1])
    req = t.expect("option", seat=0, reason="known_both")
    assert isinstance(req, ChooseOptionRequest)
    assert req.options == ["main", "deputy"]  # seat 1 holds no hand card
    t.choose("deputy")

    def seen(seat: int) -> tuple[Any, Any, Any]:
        p1 = observe(g, seat)["table"]["players"][1]
        return p1["deputy"], p1["main"], p1["generals"][1]["general"]

    assert seen(0) == ("wei4", None, "wei4")
    assert seen(2) == (None, None, None)
    assert not g.p(1).generals[1].revealed and g.p(1).kingdom is None
    view = t.log("view")[-1]
    assert view["visible"] == [0] and view["general"] == "wei4"


def test_known_both_looks_at_the_hand() -> None:
    """Option 1: all the target's hand cards, seen by the user only."""
    t = table(up("shu"), up("wei"), up("wu"))
    t.set_hand(0, "known_both ♣3").set_hand(1, "jink ♦2", "peach ♥4")
    g = t.start()
    t.use("known_both", [1])  # both generals of seat 1 are revealed: the hand it is
    t.expect("play", seat=0)
    view = t.log("view")[-1]
    assert sorted(view["cards"]) == sorted(g.p(1).hand) and view["visible"] == [0]
    assert view in observe(g, 0)["events"]
    assert all(r.get("t") != "view" for r in observe(g, 2)["events"])


def test_known_both_needs_something_to_look_at() -> None:
    """A revealed player with no hand card is no target; nor is the user."""
    t = table(up("shu"), up("wei"), down("wu"))
    t.set_hand(0, "known_both ♣3")
    g = t.start()
    cdef, face = g.cdef("known_both"), g.face(t.find("known_both ♣3"))
    assert [s for s in range(3) if cdef.target_ok(g, g.p(0), face, (), s)] == [2]


def test_known_both_can_be_recast() -> None:
    """◆此牌能重铸: in the play phase it goes to the discard pile and its holder draws
    one; it is not used."""
    t = table(up("shu"), up("wei"))
    t.set_hand(0, "known_both ♣4")
    g = t.start()
    cid = t.find("known_both ♣4")
    req = t.expect("play", seat=0)
    assert isinstance(req, ActRequest)
    assert f"recast:{cid}" in [o.key for o in req.options]
    t.answer(Act(f"recast:{cid}", (cid,), ()))
    assert cid in g.discard_pile and len(g.p(0).hand) == 1
    assert not t.log("use")


# ---------------------------------------------------------------- 远交近攻


def test_befriend_attacking_target_draws_one_then_you_draw_three() -> None:
    """远交近攻：出牌阶段，对与你势力不同的一名有明置的武将牌的角色使用：目标角色摸一张
    牌，然后你摸三张牌。"""
    t = table(up("shu"), up("wei"))
    t.set_hand(0, "befriend_attacking ♥9")
    g = t.start()
    t.use("befriend_attacking", [1])
    assert hand_sizes(t) == [3, 1]
    draws = [(r["seat"] if "seat" in r else r["dst"]["seat"]) for r in t.log("move")
             if r["reason"] == "befriend_attacking"]
    assert draws == [1, 0]
    assert g.p(0).alive


def test_befriend_attacking_targets_only_another_kingdom() -> None:
    """与你势力不同 (``other_kingdom``): not your kingdom, not a hidden player; a careerist
    is of another kingdom to everyone."""
    # 5 players: the third wei to reveal is a careerist (3 of 5 would be more than half)
    t = table(up("shu"), up("shu", 3), down("wu"), up("wei"), up("wei", 3))
    t.set_hand(0, "befriend_attacking ♥9")
    g = t.start()
    assert [g.p(s).kingdom for s in range(5)] == ["shu", "shu", None, "wei", "wei"]
    cdef, face = g.cdef("befriend_attacking"), g.face(t.find("befriend_attacking"))
    assert [s for s in range(5) if cdef.target_ok(g, g.p(0), face, (), s)] == [3, 4]
    t2 = table(up("shu"), up("wei"), up("wei", 3), up("wei", 5))
    t2.set_hand(0, "befriend_attacking ♥9")
    g2 = t2.start()
    assert g2.p(3).kingdom == CAREERIST
    assert g2.cdef("befriend_attacking").target_ok(g2, g2.p(1), face, (), 3)


def test_befriend_attacking_needs_a_kingdom() -> None:
    """你势力: a user with no revealed general cannot use it."""
    t = table(down("shu"), up("wei"))
    t.set_hand(0, "befriend_attacking ♥9")
    t.start()
    req = t.expect("play", seat=0)
    cid = t.find("befriend_attacking")
    assert isinstance(req, ActRequest)
    assert f"card:{cid}" not in [o.key for o in req.options]


# ---------------------------------------------------------------- 以逸待劳


def test_await_exhausted_you_and_your_kingdom_draw_two_then_discard_two() -> None:
    """以逸待劳：出牌阶段，对你和与你势力相同的所有角色使用：每名目标角色摸两张牌，然后
    每名目标角色弃置两张牌。 Everyone draws before anyone discards."""
    t = table(up("wei"), up("shu"), up("wei", 3), down("wei", 5))
    t.set_hand(0, "await_exhausted ♥J", "jink ♦2").set_hand(2, "peach ♥4")
    g = t.start()
    t.use("await_exhausted")
    assert t.log("use")[-1]["targets"] == [0, 2]
    t.expect("cards", seat=0, reason="await_exhausted")
    t.answer(tuple(g.p(0).hand[:2]))
    t.expect("cards", seat=2, reason="await_exhausted")
    t.answer(tuple(g.p(2).hand[:2]))
    assert hand_sizes(t) == [1, 0, 1, 0]
    moves = [(r["reason"], r["dst"]["zone"]) for r in t.log("move")
             if r["reason"] in ("await_exhausted", "discard")]
    assert moves == [("await_exhausted", "hand")] * 2 + [("discard", "discard")] * 2


def test_await_exhausted_with_no_kingdom_is_you_alone() -> None:
    t = table(down("wei"), up("wei", 3), up("shu"))
    t.set_hand(0, "await_exhausted ♦4", "jink ♦2")
    g = t.start()
    t.use("await_exhausted")
    assert t.log("use")[-1]["targets"] == [0]
    t.expect("cards", seat=0, reason="await_exhausted")
    t.answer(tuple(g.p(0).hand[:2]))
    assert hand_sizes(t) == [1, 0, 0]


# ---------------------------------------------------------------- 无懈可击·国


def _savage(t: Table) -> None:
    """Seat 0 uses 南蛮入侵 (on every other player, in seat order)."""
    t.start()
    t.use("savage_assault")


def test_heg_nullification_answers_as_nullification() -> None:
    """使用方法Ⅰ：抵消此锦囊牌 — it is a 无懈可击 to the rules: the window asks for it."""
    t = table(up("shu"), up("wei"))
    t.set_hand(0, "ex_nihilo ♥7").set_hand(1, "heg_nullification ♣K")
    g = t.start()
    t.use("ex_nihilo")
    t.expect("respond", seat=1, reason="nullification")
    t.respond("heg_nullification", targets=[0])
    assert hand_sizes(t) == [0, 0]
    assert g.face(t.find("heg_nullification")).name == "nullification"
    assert t.log("nullified")[0]["seat"] == 0


def test_heg_nullification_cancels_for_the_whole_kingdom() -> None:
    """使用方法Ⅱ：抵消此牌，然后你选择所有除目标角色外与目标角色势力相同的角色…每当此牌
    对你选择的这些角色中的一名角色生效前，抵消之。 The other wei player is skipped
    (no window, no 杀 asked), the rest take the damage."""
    t = table(up("shu"), up("wei"), up("wu"), up("wei", 3), up("qun"))
    t.set_hand(0, "savage_assault ♠K").set_hand(1, "heg_nullification ♣K")
    _savage(t)
    t.expect("respond", seat=1, reason="nullification")
    t.respond("heg_nullification", targets=[1])
    req = t.expect("confirm", seat=1, reason="heg_nullification")
    assert req.data["target"] == 1 and req.data["seats"] == [3]
    t.yes()
    assert [t.hp(s) for s in range(5)] == [4, 4, 3, 4, 3]
    assert [r["seat"] for r in t.log("nullified")] == [1, 3]


def test_heg_nullification_may_cancel_for_one_only() -> None:
    t = table(up("shu"), up("wei"), up("wu"), up("wei", 3), up("qun"))
    t.set_hand(0, "savage_assault ♠K").set_hand(1, "heg_nullification ♣K")
    _savage(t)
    t.respond("heg_nullification", targets=[1])
    t.expect("confirm", seat=1, reason="heg_nullification")
    t.no()
    assert [t.hp(s) for s in range(5)] == [4, 4, 3, 3, 3]


def test_heg_nullification_by_another_player_for_the_targets_kingdom() -> None:
    """The user need not be of that kingdom: seat 2 (wu) cancels for the wei players."""
    t = table(up("shu"), up("wei"), up("wu"), up("wei", 3), up("qun"))
    t.set_hand(0, "savage_assault ♠K").set_hand(2, "heg_nullification ♦Q")
    _savage(t)
    t.expect("respond", seat=2, reason="nullification")
    t.respond("heg_nullification", targets=[1])
    t.expect("confirm", seat=2, reason="heg_nullification")
    t.yes()
    assert [t.hp(s) for s in range(5)] == [4, 4, 3, 4, 3]


def test_heg_nullification_on_a_hidden_target_cancels_one() -> None:
    """A hidden target has no kingdom: nobody shares it, no choice is offered."""
    t = table(up("shu"), down("wei"), up("wu"), up("wei", 3), up("qun"))
    t.set_hand(0, "savage_assault ♠K").set_hand(1, "heg_nullification ♣K")
    _savage(t)
    t.respond("heg_nullification", targets=[1])
    assert t.pending.reason != "heg_nullification"
    t.until("play", seat=0)
    assert [t.hp(s) for s in range(5)] == [4, 4, 3, 3, 3]


def test_heg_nullification_on_a_careerist_cancels_one() -> None:
    """A careerist is a kingdom of their own (other careerists included): one only."""
    # 5 players: the third and fourth wei to reveal are careerists (more than half)
    t = table(up("shu"), up("wei"), up("wei", 3), up("wei", 5), up("wei", 7))
    t.set_hand(0, "savage_assault ♠K").set_hand(3, "heg_nullification ♣K")
    t.start()
    assert [t.game.p(s).kingdom for s in range(1, 5)] == ["wei", "wei", CAREERIST,
                                                          CAREERIST]
    t.use("savage_assault")
    t.until("respond", seat=3, reason="nullification")
    while t.pending.data.get("effect_target") != 3:  # let the first two take theirs
        t.pass_()
        t.until("respond", seat=3, reason="nullification")
    t.respond("heg_nullification", targets=[3])
    assert t.pending.reason != "heg_nullification"
    t.until("play", seat=0)
    assert [t.hp(s) for s in range(5)] == [4, 3, 3, 4, 3]


def test_heg_nullification_cancelled_by_a_nullification_offers_nothing() -> None:
    """If the 无懈可击·国 is itself cancelled, neither its effect nor its choice happens."""
    t = table(up("shu"), up("wei"), up("wu"), up("wei", 3))
    t.set_hand(0, "savage_assault ♠K").set_hand(1, "heg_nullification ♣K")
    t.set_hand(2, "nullification ♠J")
    _savage(t)
    t.respond("heg_nullification", targets=[1])
    t.expect("respond", seat=2, reason="nullification")
    t.pass_()  # the window asked both at once: seat 1's came first
    req = t.expect("respond", seat=2, reason="nullification")
    assert req.data["card"] == "nullification" and req.data["user"] == 1
    t.respond("nullification", targets=[1])
    assert t.pending.reason != "heg_nullification"
    t.until("play", seat=0)
    assert [t.hp(s) for s in range(4)] == [4, 3, 3, 3]


# ---------------------------------------------------------------- 吴六剑


def test_six_swords_gives_the_holders_kingdom_mates_one_more_attack_range() -> None:
    """吴六剑：锁定技，与你势力相同的其他角色的攻击范围+1。 Not the holder (range 2 by
    the card), not another kingdom, not a hidden player."""
    t = table(up("wu"), up("wu", 3), up("shu"), down("wu", 5))
    t.set_equip(0, "six_swords")
    g = t.start()
    assert [g.attack_range(s) for s in range(4)] == [2, 2, 1, 1]


def test_six_swords_of_a_hidden_holder_gives_nothing() -> None:
    t = table(down("wu"), up("wu", 3), up("shu"))
    t.set_equip(0, "six_swords")
    g = t.start()
    assert [g.attack_range(s) for s in range(3)] == [2, 1, 1]


# ---------------------------------------------------------------- 三尖两刃刀


def test_triblade_deals_one_damage_next_to_the_damaged_target() -> None:
    """三尖两刃刀：每当你使用【杀】对目标角色造成伤害后，你可以弃置一张手牌并选择目标
    角色距离为1的一名其他角色，对其造成1点伤害。"""
    t = table(up("shu"), up("wei"), up("wu"), up("qun"), up("wei", 3))
    t.set_equip(0, "triblade").set_hand(0, "slash ♠5", "jink ♦2")
    g = t.start()
    t.use("slash", [2])
    req = t.expect("cards", seat=0, reason="triblade")
    assert req.data["target"] == 2
    t.pick("jink")
    req = t.expect("players", seat=0, reason="triblade")
    assert isinstance(req, ChoosePlayersRequest)
    assert sorted(req.seats) == [1, 3]  # at distance 1 from seat 2
    t.choose([3])
    assert [t.hp(s) for s in range(5)] == [4, 4, 3, 3, 4]
    last = t.log("damage")[-1]
    assert (last["source"], last["target"]) == (0, 3)
    assert g.p(0).hand == [] and t.find("jink ♦2") in g.discard_pile


def test_triblade_can_be_declined_and_not_on_the_holder() -> None:
    """None chosen: nothing happens.  The holder is never a choice (其他角色)."""
    t = table(up("shu"), up("wei"), up("wu"))
    t.set_equip(0, "triblade").set_hand(0, "slash ♠5", "jink ♦2")
    t.start()
    t.use("slash", [1])
    t.expect("cards", seat=0, reason="triblade")
    t.answer(())
    assert [t.hp(s) for s in range(3)] == [4, 3, 4]
    t.expect("play", seat=0)


def test_triblade_only_after_damage() -> None:
    """A 杀 answered by 闪 deals no damage: nothing to follow."""
    t = table(up("shu"), up("wei"), up("wu"))
    t.set_equip(0, "triblade").set_hand(0, "slash ♠5", "peach ♥4").set_hand(1, "jink ♦2")
    t.start()
    t.use("slash", [1])
    t.respond("jink")
    t.expect("play", seat=0)
    assert [t.hp(s) for s in range(3)] == [4, 4, 4]
