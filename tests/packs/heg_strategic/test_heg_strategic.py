"""君临天下·势备篇 (pack ``heg_strategic``, set ``hegemony+strategic``): the deck with its
連橫 copies, each card's rule (the docstrings quote the pack's texts), 連橫 with a marked
copy, 玉玺's big kingdom, and whole random-bot games.

The tables seat plain test generals (no skill, 4 阴阳鱼 each: 4 HP a player), so the
cards are tested whatever the roster holds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator
from typing import Any

import pytest

from sgs.agents import RandomBot
from sgs.agents.legal import problem
from sgs.core import Act, Game, Gender, GeneralDef, Pack, Player, Skill, Timing, Zone, ops
from sgs.core.generals import GeneralCard, Position
from sgs.core.requests import ActRequest, ChooseOptionRequest, ChoosePlayersRequest
from sgs.host import drive
from sgs.modes import make_mode
from sgs.packs import PACKS, SETS, ruleset
from sgs.packs.base import parse_card
from sgs.packs.hegemony import relations as rel
from sgs.testing import Table

Flow = Generator[Any, Any, Any]
M, D = Position.MAIN, Position.DEPUTY
SET = "hegemony+strategic"
KINGDOMS = ("wei", "shu", "wu", "qun")


class Read(Skill):
    """TEST CONTENT: 读 — after you take damage, you may draw 1."""

    id = "t_hs_read"
    timings = (Timing.DAMAGED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return bool(ev.target == owner.seat)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.draw(g, owner.seat, 1, self.id)


def _test_pack() -> Pack:
    """TEST CONTENT: plain generals ``wei1``..``qun8`` (no skill, male, 4 阴阳鱼) and
    ``reader`` (wei, 4 阴阳鱼, 读)."""
    p = Pack("heg_strategic_test")
    for k in KINGDOMS:
        for i in range(1, 9):
            p.generals[f"{k}{i}"] = GeneralDef(f"{k}{i}", k, 4, Gender.MALE, ())
    p.skills[Read.id] = Read()
    p.generals["reader"] = GeneralDef("reader", "wei", 4, Gender.MALE, (Read.id,))
    return p


def up(kingdom: str, n: int = 1) -> list[GeneralCard]:
    """A seat of two revealed generals of ``kingdom``."""
    return [GeneralCard(f"{kingdom}{n}", M, True), GeneralCard(f"{kingdom}{n + 1}", D, True)]


def down(kingdom: str, n: int = 1) -> list[GeneralCard]:
    """A seat of two face-down generals of ``kingdom``."""
    return [GeneralCard(f"{kingdom}{n}", M, False), GeneralCard(f"{kingdom}{n + 1}", D, False)]


def table(*seats: list[GeneralCard], **kw: Any) -> Table:
    return Table(*seats, pack=SET, mode="hegemony", extra=_test_pack(),
                 options={"vanguard": False}, **kw)


def hand_sizes(t: Table) -> list[int]:
    return [len(p.hand) for p in t.game.players]


def option_keys(t: Table) -> list[str]:
    req = t.pending
    assert isinstance(req, ActRequest)
    return [o.key for o in req.options]


# ---------------------------------------------------------------- the deck

# Mogara's strategic-advantage.cpp card list (a second transcription): "*" for the
# copies it marks transfer (連橫)
SOURCE = {
    "slash": "♠4 ♠7 ♠8 ♥10 ♥J ♣4 ♣6 ♣7 ♣8",
    "analeptic": "♠6* ♣9",
    "thunder_slash": "♠9 ♠10 ♠J* ♣5*",
    "jink": "♥4 ♥5 ♥6 ♥7 ♦6 ♦7 ♦K",
    "peach": "♥8 ♥9 ♦2 ♦3*",
    "fire_slash": "♦8 ♦9",
    "threaten_emperor": "♠A* ♦A* ♦4*",
    "burning_camps": "♠3* ♥Q* ♣J*",
    "fight_together": "♠Q ♣10",
    "nullification": "♠K",
    "alliance_feast": "♥A",
    "drowning": "♥K ♣Q",
    "imperial_order": "♣3",
    "lure_tiger": "♥2 ♦10*",
    "heg_nullification": "♣K ♦J",
    "iron_armor": "♠2",
    "heg_blade": "♠5",
    "jingfan": "♥3*",
    "jade_seal": "♣A",
    "wooden_ox": "♦5",
    "breastplate": "♣2*",
    "heg_halberd": "♦Q",
}
COUNTS = {"slash": 9, "analeptic": 2, "thunder_slash": 4, "jink": 7, "peach": 4,
          "fire_slash": 2, "threaten_emperor": 3, "burning_camps": 3, "fight_together": 2,
          "nullification": 1, "alliance_feast": 1, "drowning": 2, "imperial_order": 1,
          "lure_tiger": 2,
          "heg_nullification": 2, "iron_armor": 1, "heg_blade": 1, "jingfan": 1,
          "jade_seal": 1, "wooden_ox": 1, "breastplate": 1, "heg_halberd": 1}
# the brief's list of 連橫 copies: 酒 ♠6, 雷杀 ♠J, 雷杀 ♣5, 桃 ♦3, 挟天子以令诸侯 ♠A ♦A ♦4,
# 火烧连营 ♠3 ♥Q ♣J, 调虎离山 ♦10, 惊帆 ♥3, 护心镜 (♣2)
MARKED = {("analeptic", "♠6"), ("thunder_slash", "♠J"), ("thunder_slash", "♣5"),
          ("peach", "♦3"), ("threaten_emperor", "♠A"), ("threaten_emperor", "♦A"),
          ("threaten_emperor", "♦4"), ("burning_camps", "♠3"), ("burning_camps", "♥Q"),
          ("burning_camps", "♣J"), ("lure_tiger", "♦10"), ("jingfan", "♥3"), ("breastplate", "♣2")}


def test_the_deck_is_the_sources_list() -> None:
    """The source's 52 cards (木牛流马 too, since the engine has cards under an equipment
    card), each name, suit and rank as listed, and the 連橫 mark on exactly the
    transfer copies."""
    deck = PACKS["heg_strategic"]().deck
    want = Counter((name, *parse_card(tok.rstrip("*")), tok.endswith("*"))
                   for name, spec in SOURCE.items() for tok in spec.split())
    assert len(deck) == 52 == sum(want.values()) == sum(COUNTS.values())
    assert Counter((e.name, e.suit, e.rank, e.lianheng) for e in deck) == want
    names = Counter(e.name for e in deck)
    assert names == Counter(COUNTS)
    marked = {(e.name, e.suit, e.rank) for e in deck if e.lianheng}
    assert marked == {(n, *parse_card(tok)) for n, tok in MARKED}
    assert "lure_tiger" in names and "wooden_ox" in names


def test_the_set_deals_the_hegemony_deck_and_this_one() -> None:
    """``hegemony+strategic``: the 108 hegemony cards then these 52, every name known to
    the rules; the marked copies are the game's 連橫 cards; it is in the expansions set."""
    g = table(up("wei"), up("shu")).start()
    assert len(g.cards) == 160
    rs = ruleset(SET)
    assert all(c.name in rs.cards for c in g.cards)
    assert {(g.card(c).name, g.card(c).suit, g.card(c).rank) for c in g.lianheng_cards} == \
        {(n, *parse_card(tok)) for n, tok in MARKED}
    assert SETS[SET][-1] == "heg_strategic" and "heg_strategic" in SETS["hegemony+expansions"]
    assert rs.card("heg_blade").attack_range == 3 and rs.card("heg_halberd").attack_range == 4
    assert rs.card("jade_seal").slot is not None and rs.card("jade_seal").slot.value == "treasure"


def test_lianheng_gives_the_one_marked_copy_and_draws_one() -> None:
    """連橫 (seed 000): 角色在出牌階段的閒置時間點聲明一張牌並將之交給一名與自己勢力不同的角色，
    然後摸一張牌 — the marked 酒 ♠6 may be given, the unmarked 酒 ♣9 not."""
    t = table(up("shu"), up("shu", 3), up("wei"), down("wu"))
    t.set_hand(0, "analeptic ♠6", "analeptic ♣9")
    g = t.start()
    marked, plain = t.find("analeptic ♠6"), t.find("analeptic ♣9")
    keys = option_keys(t)
    assert f"lianheng:{marked}" in keys and f"lianheng:{plain}" not in keys
    t.answer(Act(f"lianheng:{marked}", (marked,), (2,)))  # 魏: another kingdom
    assert t.where("analeptic ♠6").seat == 2
    assert len(g.p(0).hand) == 2 and [r["to"] for r in t.log("lianheng")] == [2]


# ---------------------------------------------------------------- 挟天子以令诸侯


def test_threaten_emperor_ends_the_play_phase_and_gives_an_extra_turn() -> None:
    """挟天子以令诸侯：出牌阶段，对为大势力角色的你使用：你结束出牌阶段；若如此做，此回合
    结束时，你可以弃置一张牌，然后获得一个额外的回合。"""
    t = table(up("wei"), up("wei", 3), up("shu"), up("wu"))
    t.set_hand(0, "threaten_emperor ♠A", "jink ♦6", "slash ♠4")
    g = t.start()
    t.use("threaten_emperor")
    assert t.log("use")[-1]["targets"] == [0]
    # the play phase is over: no second play request; at the end of the turn, the offer
    req = t.until("cards", seat=0, reason="threaten_emperor_turn")
    assert sorted(req.cards) == sorted(g.p(0).hand)
    t.pick("jink ♦6")
    assert t.where("jink ♦6").zone is Zone.DISCARD
    t.until("play", seat=0)
    assert [r["seat"] for r in t.log("turn")][-2:] == [0, 0]  # the extra turn: seat 0's
    assert "threaten_emperor_turn" not in g.p(0).skill_ids


def test_threaten_emperor_offer_may_be_declined() -> None:
    t = table(up("wei"), up("wei", 3), up("shu"), up("wu"))
    t.set_hand(0, "threaten_emperor ♠A", "jink ♦6")
    t.start()
    t.use("threaten_emperor")
    t.until("cards", seat=0, reason="threaten_emperor_turn")
    t.answer(())
    t.until("play")
    assert [r["seat"] for r in t.log("turn")][-1] == 1


def test_threaten_emperor_needs_a_big_kingdom() -> None:
    """为大势力角色的你: a small kingdom's player, or one with no kingdom, cannot use it."""
    t = table(up("shu"), up("wei"), up("wei", 3), down("wu"))
    t.set_hand(0, "threaten_emperor ♦A")
    t.start()
    assert f"card:{t.find('threaten_emperor ♦A')}" not in option_keys(t)
    t2 = table(down("wei"), up("wei", 3), up("wei", 5), up("shu"))
    t2.set_hand(0, "threaten_emperor ♦4")
    t2.start()
    assert f"card:{t2.find('threaten_emperor ♦4')}" not in option_keys(t2)


# ---------------------------------------------------------------- 火烧连营


def test_burning_camps_hits_the_next_player_and_its_formation() -> None:
    """火烧连营：出牌阶段，对你的下家和除其外与其处于同一队列的所有角色使用：每名目标角色受到
    你造成的1点火焰伤害。 Seats 1 and 2 (魏) are a 队列; seat 3 is of another kingdom."""
    t = table(up("shu"), up("wei"), up("wei", 3), up("wu"), up("qun"))
    t.set_hand(0, "burning_camps ♠3")
    t.start()
    t.use("burning_camps")
    assert t.log("use")[-1]["targets"] == [1, 2]
    assert [t.hp(s) for s in range(5)] == [4, 3, 3, 4, 4]
    assert {r["nature"] for r in t.log("damage")} == {"fire"}


def test_burning_camps_on_a_hidden_next_player_hits_it_alone() -> None:
    t = table(up("shu"), down("wei"), up("wei", 3), up("wu"))
    t.set_hand(0, "burning_camps ♥Q")
    t.start()
    t.use("burning_camps")
    assert t.log("use")[-1]["targets"] == [1]


def test_burning_camps_reaches_its_user_in_the_formation() -> None:
    """[choice] The 下家's 队列 may reach round to the user: the user is a target too (last,
    in seat order from the 下家)."""
    t = table(up("wei"), up("wei", 3), up("wei", 5), up("shu"), up("shu", 3), up("wu"))
    t.set_hand(0, "burning_camps ♣J")
    t.start()
    t.use("burning_camps")
    assert t.log("use")[-1]["targets"] == [1, 2, 0]
    assert [t.hp(s) for s in range(6)] == [3, 3, 3, 4, 4, 4]


# ---------------------------------------------------------------- 调虎离山


def test_lure_tiger_takes_its_targets_out_of_distances_and_seat_order() -> None:
    """调虎离山：……目标角色于此回合结束之前不计入距离和座次的计算……此牌结算后，你摸一张
    牌。 Seat 1 removed: seat 0's 下家 is seat 2, at distance 1; seat 1 is no card's
    legal target; the user draws 1."""
    t = table(up("shu"), up("wei"), up("wu"), up("qun"), up("shu", 3))
    t.set_hand(0, "lure_tiger ♥2", "slash ♠4")
    g = t.start()
    assert g.distance(0, 2) == 2 and g.next_alive(0) == 1
    t.use("lure_tiger", [1])
    assert t.log("use")[-1]["targets"] == [1]
    assert g.p(1).removed and g.p(1).alive
    assert g.distance(0, 2) == 1 and g.distances(0) == {2: 1, 3: 2, 4: 1}
    assert g.next_alive(0) == 2 and rel.previous_alive(g, 2) == 0
    assert not rel.adjacent(g, 0, 1) and rel.adjacent(g, 0, 2)
    slash = g.face(t.find("slash ♠4"))
    assert not ops.use.target_legal(g, 0, slash, (), 1) and g.prohibited(0, 1, slash)
    assert ops.use.why_not_target(g, 0, slash, (), 1).code == "act.target_removed"
    assert len(g.p(0).hand) == 2  # the slash and the card drawn


def test_lure_tiger_joins_a_formation_and_makes_a_siege_across_the_removed() -> None:
    """不计入……座次的计算: with seat 2 removed, seats 1 and 3 (魏) are adjacent, a 队列
    that 火烧连营 burns; seat 1 (蜀 here) between two 魏 is besieged (围攻)."""
    t = table(up("shu"), up("wei"), up("wu"), up("wei", 3), up("qun"))
    t.set_hand(0, "lure_tiger ♦10", "burning_camps ♠3")
    g = t.start()
    assert rel.formation_of(g, 1) == []
    t.use("lure_tiger", [2])
    assert rel.formation_of(g, 1) == [1, 3]
    t.use("burning_camps")
    assert t.log("use")[-1]["targets"] == [1, 3]
    t2 = table(up("wei"), up("shu"), up("wu"), up("wei", 3), up("qun"))
    t2.set_hand(0, "lure_tiger ♦10")
    g2 = t2.start()
    assert rel.besiegers(g2, 1) is None
    t2.use("lure_tiger", [2])
    assert rel.besiegers(g2, 1) == (0, 3)


def test_lure_tiger_targets_use_no_card_until_the_turn_ends() -> None:
    """……且不能使用牌……于此回合结束之前: seat 1, removed, holds a 无懈可击 and is not
    asked when the next trick is used; at the end of the turn it is counted again and
    takes its turn next."""
    t = table(up("shu"), up("wei"), up("wu"), up("qun"))
    t.set_hand(0, "lure_tiger ♥2", "lure_tiger ♦10").set_hand(1, "nullification ♠K")
    g = t.start()
    t.use("lure_tiger ♥2", [1])
    assert 1 in t.open_seats()  # not yet removed: it may nullify this one
    t.answer_window()
    assert g.p(1).removed
    t.use("lure_tiger ♦10", [2])
    assert t.pending.kind == "play" and t.pending.seat == 0  # no 无懈可击 window
    assert g.p(2).removed and t.where("nullification ♠K").zone is Zone.HAND
    t.end_play()
    t.until("play", seat=1)
    assert not g.p(1).removed and not g.p(2).removed
    assert g.distances(0) == {1: 1, 2: 2, 3: 1}
    assert [r["removed"] for r in t.log("removed")] == [True, True, False, False]



def test_lure_tiger_removal_and_return_are_told_in_zh_and_en() -> None:
    """The story tells who is lured away (调离) and who comes back at the turn's end."""
    from rich.text import Text

    from sgs.cli.narrate import Narrator, card_book
    from sgs.cli.text import Names

    t = table(up("shu"), up("wei"), up("wu"), up("qun"))
    t.set_hand(0, "lure_tiger ♥2")
    g = t.start()
    t.use("lure_tiger", [1])
    t.end_play()
    t.until("play", seat=1)
    for lang, away, back in (("zh", "被调离", "回到座次中"),
                             ("en", "is lured away", "is back in the seat order")):
        n = Narrator(Names(g.ruleset.names, lang), card_book(g.log[0]))
        text = "\n".join(Text.from_markup(x).plain for x in n.feed_all(g.log))
        assert away in text and back in text, text


# ---------------------------------------------------------------- 勠力同心


def test_fight_together_chains_the_small_kingdoms_or_draws() -> None:
    """勠力同心：出牌阶段，对所有大势力角色或所有小势力角色使用：若目标角色不处于连环状态，
    其横置；否则其摸一张牌。 Picking a small player (蜀) targets every small player, the
    hidden one too."""
    t = table(up("wei"), up("wei", 3), up("shu"), down("wu"))
    t.set_hand(0, "fight_together ♠Q").set_chained(3)
    g = t.start()
    t.use("fight_together", [2])
    assert t.log("use")[-1]["targets"] == [2, 3]
    assert g.p(2).chained and g.p(3).chained and hand_sizes(t) == [0, 0, 0, 1]


def test_fight_together_on_the_big_kingdom() -> None:
    t = table(up("wei"), up("wei", 3), up("shu"), down("wu"))
    t.set_hand(0, "fight_together ♣10")
    g = t.start()
    t.use("fight_together", [1])
    assert t.log("use")[-1]["targets"] == [0, 1]
    assert [g.p(s).chained for s in range(4)] == [True, True, False, False]


def test_fight_together_without_a_big_kingdom_can_only_be_recast() -> None:
    """此牌能重铸: with no big kingdom there is nobody to target; recasting still works."""
    t = table(up("wei"), up("shu"), up("wu"), up("qun"))
    t.set_hand(0, "fight_together ♠Q")
    g = t.start()
    cid = t.find("fight_together ♠Q")
    assert f"card:{cid}" not in option_keys(t) and f"recast:{cid}" in option_keys(t)
    t.answer(Act(f"recast:{cid}", (cid,), ()))
    assert cid in g.discard_pile and len(g.p(0).hand) == 1


# ---------------------------------------------------------------- 联军盛宴


def test_alliance_feast_you_draw_x_they_recover_or_draw_and_reset() -> None:
    """联军盛宴：出牌阶段，对你和你选择的除你的势力以外的一个势力的所有角色使用：若目标角色
    为你，你摸X张牌（X为该势力的角色数）；否则其选择一项：1.回复1点体力；2.摸一张牌，然后
    重置。"""
    t = table(up("shu"), up("wei"), up("wu"), up("wei", 3))
    t.set_hand(0, "alliance_feast ♥A").set_hp(1, 3).set_chained(3)
    g = t.start()
    assert g.cdef("alliance_feast").target_ok(g, g.p(0), g.face(t.find("alliance_feast")),
                                              (), 2)
    t.use("alliance_feast", [1])
    assert t.log("use")[-1]["targets"] == [0, 1, 3]
    assert len(g.p(0).hand) == 2  # X = 2 魏
    req = t.expect("option", seat=1, reason="alliance_feast")
    assert isinstance(req, ChooseOptionRequest) and req.options == ["recover", "draw_reset"]
    t.choose("recover")
    # seat 3 is not wounded: drawing and being reset is its only choice
    assert t.hp(1) == 4 and len(g.p(3).hand) == 1 and not g.p(3).chained


def test_alliance_feast_needs_a_revealed_user_and_another_kingdom() -> None:
    t = table(up("shu"), up("shu", 3), up("wei"), down("wu"))
    t.set_hand(0, "alliance_feast ♥A")
    g = t.start()
    cdef, face = g.cdef("alliance_feast"), g.face(t.find("alliance_feast"))
    assert [s for s in range(4) if cdef.target_ok(g, g.p(0), face, (), s)] == [2]
    t2 = table(down("shu"), up("wei"))
    t2.set_hand(0, "alliance_feast ♥A")
    t2.start()
    assert f"card:{t2.find('alliance_feast')}" not in option_keys(t2)


# ---------------------------------------------------------------- 水淹七军


def test_drowning_discard_all_equipment() -> None:
    """水淹七军：出牌阶段，对一名装备区里有牌的其他角色使用：目标角色选择一项：1.弃置装备区
    里的所有牌；2.受到你造成的1点雷电伤害。"""
    t = table(up("shu"), up("wei"), up("wu"))
    t.set_hand(0, "drowning ♥K").set_equip(1, "iron_armor", "jingfan")
    g = t.start()
    cdef, face = g.cdef("drowning"), g.face(t.find("drowning"))
    assert [s for s in range(3) if cdef.target_ok(g, g.p(0), face, (), s)] == [1]
    t.use("drowning", [1])
    req = t.expect("option", seat=1, reason="drowning")
    assert isinstance(req, ChooseOptionRequest)
    assert req.options == ["discard_equips", "thunder_damage"]
    t.choose("discard_equips")
    assert g.p(1).areas.equip == {} and t.hp(1) == 4
    assert sorted(t.discard_names()) == ["drowning", "iron_armor", "jingfan"]


def test_drowning_thunder_damage() -> None:
    t = table(up("shu"), up("wei"))
    t.set_hand(0, "drowning ♣Q").set_equip(1, "heg_blade")
    t.start()
    t.use("drowning", [1])
    t.choose("thunder_damage")
    assert t.hp(1) == 3 and t.log("damage")[-1]["nature"] == "thunder"
    assert t.weapon(1) == "heg_blade"


# ---------------------------------------------------------------- 敕令


def test_imperial_order_on_the_players_with_no_kingdom() -> None:
    """敕令：出牌阶段，对所有没有势力的角色使用：目标角色选择一项：1.明置一张武将牌，然后
    摸一张牌；2.弃置一张装备牌；3.失去1点体力。 Seat 1 reveals its face-down main general
    (and draws); seat 2 discards an equipment card from its hand."""
    t = table(up("shu"), down("wei"), down("wu"), up("qun"))
    t.set_hand(0, "imperial_order ♣3").set_hand(2, "jingfan", "slash ♠4")
    g = t.start()
    t.use("imperial_order")
    assert t.log("use")[-1]["targets"] == [1, 2]
    req = t.expect("option", seat=1, reason="imperial_order")
    assert isinstance(req, ChooseOptionRequest) and req.options == ["reveal_draw", "lose_hp"]
    t.choose("reveal_draw")
    t.expect("option", seat=1, reason="imperial_order")
    t.choose("main")
    assert g.p(1).generals[0].revealed and not g.p(1).generals[1].revealed
    assert g.p(1).kingdom == "wei" and len(g.p(1).hand) == 1
    req = t.expect("option", seat=2, reason="imperial_order")
    assert req.options == ["reveal_draw", "discard_equip", "lose_hp"]
    t.choose("discard_equip")  # (its one equipment card: no question which)
    assert t.where("jingfan").zone is Zone.DISCARD and t.hp(2) == 4
    t.expect("play", seat=0)
    # used as itself, it ends in the discard pile as any card
    assert t.where("imperial_order").zone is Zone.DISCARD


def test_imperial_order_user_with_no_kingdom_is_a_target_and_may_lose_hp() -> None:
    t = table(down("shu"), up("wei"), up("wu"))
    t.set_hand(0, "imperial_order ♣3")
    t.start()
    t.use("imperial_order")
    assert t.log("use")[-1]["targets"] == [0]
    t.choose("lose_hp")
    assert t.hp(0) == 3 and not t.game.p(0).generals[0].revealed


def test_imperial_order_discarded_is_removed_and_takes_effect_at_turn_end() -> None:
    """※此牌不因其使用结算完毕而进入弃牌堆时，改为将之移出游戏，然后于此回合结束时视为对所有
    没有势力的角色使用之。 Discarded by 过河拆桥, it leaves the game; at the end of seat 0's
    turn the hidden seat 2 chooses, and nobody is its user."""
    t = table(up("shu"), up("wei"), down("wu"), up("qun"))
    t.set_hand(0, "dismantlement ♠4").set_hand(1, "imperial_order ♣3")
    g = t.start()
    t.use("dismantlement", [1])  # (its one card, in the hand: no question which)
    assert t.where("imperial_order").zone is Zone.VOID
    assert "imperial_order" not in t.discard_names()
    t.end_play()
    req = t.until("option", seat=2, reason="imperial_order")
    assert req.options == ["reveal_draw", "lose_hp"]
    t.choose("lose_hp")
    assert t.hp(2) == 3
    assert not [r for r in t.log("use") if r["card"] == "imperial_order"]
    assert t.where("imperial_order").zone is Zone.VOID
    t.until("play", seat=1)
    assert g.p(1).alive


# ---------------------------------------------------------------- 明光铠


def test_iron_armor_cancels_a_fire_slash() -> None:
    """明光铠：锁定技，当你成为【火烧连营】、【火攻】或火【杀】的目标时，你取消自己；若你为
    小势力角色，你的武将牌不能被横置。"""
    t = table(up("wei"), up("shu"))
    t.set_hand(0, "fire_slash ♦8").set_hand(1, "jink ♥4").set_equip(1, "iron_armor")
    t.start()
    t.use("fire_slash", [1])
    t.expect("play", seat=0)  # nobody was asked for a 闪
    assert t.hp(1) == 4 and t.log("skill")[-1]["skill"] == "iron_armor"


def test_iron_armor_cancels_burning_camps() -> None:
    t = table(up("shu"), up("wei"), up("wei", 3), up("wu"))
    t.set_hand(0, "burning_camps ♠3").set_equip(2, "iron_armor")
    t.start()
    t.use("burning_camps")
    assert [t.hp(s) for s in range(4)] == [4, 3, 4, 4]


def test_iron_armor_small_kingdom_cannot_be_chained() -> None:
    """A small-kingdom holder (蜀 beside a big 魏) cannot be chained — by 铁索连环 or by
    勠力同心; with no big kingdom, nobody is small: it can."""
    t = table(up("wei"), up("wei", 3), up("shu"), up("wu"))
    t.set_hand(0, "iron_chain ♠Q", "fight_together ♠Q").set_equip(2, "iron_armor")
    g = t.start()
    t.use("iron_chain", [2, 3])
    assert not g.p(2).chained and g.p(3).chained
    t.use("fight_together", [2])
    assert not g.p(2).chained and len(g.p(3).hand) == 1  # 3 was chained: it drew
    t2 = table(up("wei"), up("shu"), up("wu"), up("qun"))
    t2.set_hand(0, "iron_chain ♠Q").set_equip(1, "iron_armor")
    g2 = t2.start()
    t2.use("iron_chain", [1])
    assert g2.p(1).chained


# ---------------------------------------------------------------- 护心镜


def test_breastplate_prevents_damage_no_less_than_hp() -> None:
    """护心镜：当你受到伤害时，若此伤害不小于你的体力值，你可以将此牌从装备区置入弃牌堆，
    然后防止此伤害。"""
    t = table(up("wei"), up("shu"))
    t.set_hand(0, "slash ♠4", "drowning ♥K").set_equip(1, "breastplate").set_hp(1, 1)
    g = t.start()
    t.use("slash", [1])
    t.expect("confirm", seat=1, reason="breastplate")
    t.yes()
    assert t.hp(1) == 1 and g.p(1).areas.equip == {} and "breastplate" in t.discard_names()
    assert t.log("damage_prevented")


def test_breastplate_not_for_less_damage_than_hp() -> None:
    t = table(up("wei"), up("shu"))
    t.set_hand(0, "slash ♠4").set_equip(1, "breastplate").set_hp(1, 2)
    t.start()
    t.use("slash", [1])
    t.expect("play", seat=0)
    assert t.hp(1) == 1 and t.equipment(1) == {"armor": "breastplate"}


# ---------------------------------------------------------------- 青龙偃月刀 (势)


def test_heg_blade_targets_cannot_reveal_until_the_slash_finishes() -> None:
    """青龙偃月刀：锁定技，当你使用【杀】时，目标角色不能明置武将牌，直到此【杀】结算完毕。
    The face-down 读 of seat 1 is not offered when the 杀 hurts it (using it would reveal
    its card); once the 杀 is over, revealing is allowed again."""
    t = table(up("shu"), [GeneralCard("reader", M, False), GeneralCard("wei2", D, False)])
    t.set_hand(0, "slash ♠4").set_hand(1, "jink ♥4").set_equip(0, "heg_blade")
    g = t.start()
    t.use("slash", [1])
    t.expect("respond", seat=1)
    assert not ops.can_reveal(g, 1)
    t.pass_()
    t.expect("play", seat=0)  # no 读 question for seat 1
    assert t.hp(1) == 3 and not g.p(1).generals[0].revealed
    assert ops.can_reveal(g, 1)


def test_without_heg_blade_the_hidden_target_may_reveal() -> None:
    t = table(up("shu"), [GeneralCard("reader", M, False), GeneralCard("wei2", D, False)])
    t.set_hand(0, "slash ♠4")
    g = t.start()
    t.use("slash", [1])
    t.expect("confirm", seat=1, reason="t_hs_read")
    t.yes()
    assert g.p(1).generals[0].revealed and len(g.p(1).hand) == 1


# ---------------------------------------------------------------- 方天画戟 (势)


def test_heg_halberd_adds_targets_of_all_different_kingdoms() -> None:
    """方天画戟：你使用的【杀】可以指定任意名势力各不相同的角色以及任意名没有势力的角色为
    目标 — beside 魏 seat 1: not the other 魏 (seat 2), but 吴 and the hidden seat 4."""
    t = table(up("shu"), up("wei"), up("wei", 3), up("wu"), down("qun"))
    t.set_hand(0, "slash ♠4").set_equip(0, "heg_halberd")
    t.start()
    t.use("slash", [1])
    req = t.expect("players", seat=0, reason="heg_halberd")
    assert isinstance(req, ChoosePlayersRequest) and list(req.seats) == [3, 4]
    t.choose([4])
    req = t.expect("players", seat=0, reason="heg_halberd")
    assert list(req.seats) == [3]
    t.choose([3])
    assert [r["seat"] for r in t.log("skill") if r["skill"] == "heg_halberd"] == [0]
    t.until("play", seat=0)
    assert [t.hp(s) for s in range(5)] == [4, 3, 4, 3, 3]


def test_heg_halberd_a_dodge_cancels_it_for_the_later_targets() -> None:
    """当此【杀】被一名目标角色使用的【闪】抵消后，此【杀】对其余的目标角色无效。"""
    t = table(up("shu"), up("wei"), up("wu"), up("qun"))
    t.set_hand(0, "slash ♠4").set_hand(1, "jink ♥4").set_equip(0, "heg_halberd")
    t.start()
    t.use("slash", [1])
    t.choose([2])
    t.choose([3])
    t.expect("respond", seat=1)
    t.respond("jink")
    t.expect("play", seat=0)
    assert [t.hp(s) for s in range(4)] == [4, 4, 4, 4]
    assert t.log("skill")[-1] == {"t": "skill", "seat": 0, "skill": "heg_halberd",
                                  "targets": [2, 3]}


# ---------------------------------------------------------------- 惊帆


def test_jingfan_is_a_minus_one_horse() -> None:
    """惊帆：−1马：你计算与其他角色的距离时，始终−1。"""
    t = table(up("shu"), up("wei"), up("wu"), up("qun"))
    t.set_equip(0, "jingfan")
    g = t.start()
    assert t.equipment(0) == {"-1": "jingfan"}
    assert g.distance(0, 2) == 1 and g.distance(2, 0) == 2


# ---------------------------------------------------------------- 玉玺


def test_jade_seal_makes_its_holders_kingdom_the_only_big_one() -> None:
    """玉玺：锁定技，若你有明置的武将牌：你的势力为唯一的大势力 — 蜀 alone is big, though
    魏 has two players; a face-down holder changes nothing (relations.big_sides)."""
    t = table(up("shu"), up("wei"), up("wei", 3), up("wu"))
    t.set_equip(0, "jade_seal")
    g = t.start()
    assert rel.big_sides(g) == {"shu"}
    assert rel.is_big(g, 0) and rel.is_small(g, 1) and rel.is_small(g, 3)
    t2 = table(down("shu"), up("wei"), up("wei", 3), up("wu"))
    t2.set_equip(0, "jade_seal")
    g2 = t2.start()
    assert rel.big_sides(g2) == {"wei"} and rel.is_small(g2, 0)


def test_jade_seal_lets_a_lone_holder_threaten_the_emperor() -> None:
    t = table(up("shu"), up("wei"), up("wei", 3), up("wu"))
    t.set_equip(0, "jade_seal").set_hand(0, "threaten_emperor ♠A")
    t.start(0, "discard")  # (past the play phase's 知己知彼)
    g = t.game
    assert g.cdef("threaten_emperor").usable(g, g.p(0), g.face(t.find("threaten_emperor")))


def test_jade_seal_draws_one_more() -> None:
    """摸牌阶段，你多摸一张牌。 (Seat 1 shows everything and holds nothing: no target for
    the 知己知彼 of the play phase.)"""
    t = table(up("shu"), up("wei"))
    t.set_equip(0, "jade_seal")
    g = t.start(0, "draw")
    t.expect("play", seat=0)
    assert len(g.p(0).hand) == 3


def test_jade_seal_uses_known_both_at_the_start_of_play() -> None:
    """出牌阶段开始时，你视为使用一张【知己知彼】。 The one target possible (seat 1: seat 2
    shows everything and holds nothing) is chosen by the engine; the holder looks at its
    face-down main general."""
    t = table(up("shu"), down("wei"), up("wu"))
    t.set_equip(0, "jade_seal")
    g = t.start()
    req = t.expect("option", seat=0, reason="known_both")
    assert req.options == ["main", "deputy"]
    t.choose("main")
    use = t.log("use")[-1]
    assert use["card"] == "known_both" and use["skill"] == "jade_seal" and use["cards"] == []
    assert t.log("view")[-1]["general"] == "wei1"
    t.expect("play", seat=0)
    assert g.p(0).alive


# ---------------------------------------------------------------- whole games


class _Checked:
    """A random bot whose every answer is checked against its request's own rules."""

    def __init__(self, seed: int) -> None:
        self.inner = RandomBot(seed)

    def act(self, observation: dict[str, Any], request: dict[str, Any]) -> Any:
        answer = self.inner.act(observation, request)
        assert problem(request, answer) is None, (request["kind"], request["prompt"], answer)
        return answer


def test_a_hundred_random_games_with_the_set() -> None:
    """100 games of ``hegemony+strategic`` by random bots, 4, 6 and 8 players in turn:
    no exception, every answer legal, every game over; the new cards get played."""
    rs = ruleset(SET)
    played: Counter[str] = Counter()
    under: Counter[str] = Counter()
    for seed in range(100):
        n = (4, 6, 8)[seed % 3]
        g = Game(rs, make_mode("hegemony"), n, seed)
        drive(g, [_Checked(seed * 10 + s) for s in range(n)], max_decisions=30_000)
        assert g.over, seed
        played.update(r["card"] for r in g.log if r["t"] == "use")
        under.update(r["skill"] for r in g.log if r["t"] == "skill")
        under.update("from_under" for r in g.log if r["t"] == "move"
                     and r["src"].get("zone") == "under" and r["dst"].get("zone") != "under")
    new = ("threaten_emperor", "burning_camps", "fight_together", "alliance_feast",
           "drowning", "iron_armor", "breastplate", "heg_blade", "heg_halberd", "jingfan",
           "jade_seal", "wooden_ox")
    assert all(played[n] for n in new), {n: played[n] for n in new}
    assert under["wooden_ox"] and under["from_under"], under  # put under it, then out


@pytest.mark.parametrize("pack_id", ["heg_strategic"])
def test_every_card_and_skill_has_zh_and_en_names(pack_id: str) -> None:
    pack = PACKS[pack_id]()
    for lang in ("zh", "en"):
        names = pack.names[lang]
        assert not [i for i in (*pack.cards, *pack.skills) if not names.get(i)], lang
