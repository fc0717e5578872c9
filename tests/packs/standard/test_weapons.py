"""Weapons of the Red Chamber deck (seed 003 五(1), 七; rules §4).

Each test quotes the seed line it checks.  Seats 0.. are "blank" generals
(male, 4 HP, no skills) unless a female ``blank_f`` is needed.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from sgs.core import CardFace, Color, EquipSlot, Gender, GeneralDef, IllegalAnswer, Pack, Skill
from sgs.core.events import CardUse
from sgs.core.requests import ActRequest, ChooseCardOfRequest, ChooseCardsRequest
from sgs.core.zones import Zone
from sgs.packs import PACKS, SETS
from sgs.testing import Table


def slash_uses(t: Table) -> list[CardUse]:
    return [e for e in t.game.history if isinstance(e, CardUse) and e.face.name == "slash"]


# ---------------------------------------------------------------- the slot


@pytest.mark.parametrize(("weapon", "reach"), [
    ("crossbow", 1), ("qinggang_sword", 2), ("double_sword", 2), ("axe", 3), ("blade", 3),
    ("spear", 3), ("halberd", 4), ("kylin_bow", 5), ("ice_sword", 2)])
def test_weapon_attack_range(weapon: str, reach: int) -> None:
    """Ranges are not printed in seed 003: the classic ones (rules §4)."""
    t = Table("blank", "blank")
    t.set_equip(0, weapon)
    g = t.start()
    assert g.attack_range(0) == reach
    assert g.attack_range(1) == 1


def test_new_weapon_replaces_the_old_one() -> None:
    """装备区里只能摆放一张武器牌，若想变更武器，必须将原来的武器弃置，然后使用新的武器来替代。"""
    t = Table("blank", "blank")
    t.set_equip(0, "crossbow").set_hand(0, "qinggang_sword")
    t.start()
    old = t.find("crossbow")
    t.use("qinggang_sword")
    assert t.weapon(0) == "qinggang_sword"
    assert t.where(old).zone is Zone.DISCARD
    assert t.game.attack_range(0) == 2
    # the old weapon left the equipment area first, in the same batch
    moves = [m for m in t.log("move") if m["reason"] == "replace_equip"]
    assert moves[0]["cards"] == [old] and moves[0]["dst"] == {"zone": "discard"}


def test_equipment_stays_in_the_equipment_area() -> None:
    """装备牌需放置于装备区里，它们在使用后就会一直放在该区域（而不是像基本牌或锦囊一样进入弃牌堆。）"""
    t = Table("blank", "blank")
    t.set_hand(0, "axe")
    t.start()
    t.use("axe")
    assert t.where("axe").zone is Zone.EQUIP
    assert "axe" not in t.discard_names()


# ---------------------------------------------------------------- 连弩


def test_crossbow_any_number_of_slashes() -> None:
    """连弩：出牌阶段，你可以使用任意数量的【杀】。"""
    t = Table("blank", "blank")
    t.set_equip(0, "crossbow").set_hand(0, "slash ♠7", "slash ♠8", "slash ♠9")
    t.start()
    for spec in ("slash ♠7", "slash ♠8", "slash ♠9"):
        t.use(spec, targets=[1])
    assert t.hp(1) == 1
    assert len(slash_uses(t)) == 3


def test_without_crossbow_one_slash() -> None:
    """The contrast: 每个出牌阶段只能使用一张【杀】 (seed 003 一.1) without 连弩."""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7", "slash ♠8")
    t.start()
    t.use("slash ♠7", targets=[1])
    with pytest.raises(IllegalAnswer):
        t.use("slash ♠8", targets=[1])


# ---------------------------------------------------------------- 青釭剑


def test_qinggang_ignores_eight_diagram() -> None:
    """青釭剑：锁定技，每当你使用【杀】时，无视目标角色的防具。 (护官符 is not offered)"""
    t = Table("blank", "blank")
    t.set_equip(0, "qinggang_sword").set_equip(1, "eight_diagram")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    g = t.start()
    t.use("slash", targets=[1])
    t.expect("respond", seat=1)  # straight to the 闪: no 护官符 judgment
    t.pass_()
    assert t.hp(1) == 3
    assert not [r for r in t.log("judge")]
    assert g.has_armor(1)  # the armour works again once the 杀 is over


def test_qinggang_ignores_renwang_shield() -> None:
    """青釭剑：无视目标角色的防具 — a black 杀 hits through 仁王盾."""
    t = Table("blank", "blank")
    t.set_equip(0, "qinggang_sword").set_equip(1, "renwang_shield")
    t.set_hand(0, "slash ♠7")
    t.start()
    t.use("slash", targets=[1])
    assert t.hp(1) == 3


def test_eight_diagram_works_without_qinggang() -> None:
    """The contrast for the two tests above: the target's 护官符 is offered."""
    t = Table("blank", "blank")
    t.set_equip(0, "double_sword").set_equip(1, "eight_diagram")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    t.start()
    t.use("slash", targets=[1])
    req = t.expect("confirm", seat=1)
    assert req.reason == "eight_diagram"


# ---------------------------------------------------------------- 鸳鸯剑


def test_double_sword_target_discards() -> None:
    """鸳鸯剑：你使用【杀】时，指定了一名异性角色后，在杀结算前，你可以令对方选择一项：
    自己弃一张手牌或者让你从牌堆摸一张牌。 (the target discards its only 闪 before the 杀
    resolves, so it cannot dodge)"""
    t = Table("blank", "blank_f")
    t.set_equip(0, "double_sword").set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    t.start()
    t.use("slash", targets=[1])
    t.expect("confirm", seat=0)
    t.yes()
    req = t.expect("option", seat=1)
    assert req.options == ["discard", "draw"]  # type: ignore[attr-defined]
    t.choose("discard")
    assert t.hand(1) == [] and "jink" in t.discard_names()
    assert t.hp(1) == 3


def test_double_sword_user_draws() -> None:
    """鸳鸯剑：…或者让你从牌堆摸一张牌。"""
    t = Table("blank_f", "blank")
    t.set_equip(0, "double_sword").set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    t.set_top("peach ♥3")
    t.start()
    t.use("slash", targets=[1])
    t.yes()
    t.choose("draw")
    assert t.hand(0) == ["peach"]
    t.expect("respond", seat=1)


def test_double_sword_no_hand_only_draw() -> None:
    """鸳鸯剑: a target with no hand card cannot discard one, so the user draws."""
    t = Table("blank", "blank_f")
    t.set_equip(0, "double_sword").set_hand(0, "slash ♠7")
    t.set_top("peach ♥3")
    t.start()
    t.use("slash", targets=[1])
    t.yes()
    assert t.hand(0) == ["peach"]
    assert t.hp(1) == 3


def test_double_sword_same_gender_not_offered() -> None:
    """鸳鸯剑：指定了一名异性角色后 — not for a target of the same gender."""
    t = Table("blank", "blank")
    t.set_equip(0, "double_sword").set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    t.start()
    t.use("slash", targets=[1])
    t.expect("respond", seat=1)


def test_double_sword_may_decline() -> None:
    """鸳鸯剑：你可以令对方选择一项 — optional."""
    t = Table("blank", "blank_f")
    t.set_equip(0, "double_sword").set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    t.start()
    t.use("slash", targets=[1])
    t.no()
    t.expect("respond", seat=1)
    assert t.hand(1) == ["jink"]


# ---------------------------------------------------------------- 贯石斧


def _axe_table(*hand: str) -> Table:
    t = Table("blank", "blank")
    t.set_equip(0, "axe").set_hand(0, "slash ♠7", *hand).set_hand(1, "jink ♦2")
    t.start()
    t.use("slash ♠7", targets=[1])
    t.respond("jink")
    return t


def test_axe_discard_two_and_hit() -> None:
    """贯石斧：目标角色使用〔闪〕抵消使用【杀】的效果时，可以弃两张牌，则【杀】依然造成伤害。"""
    t = _axe_table("peach ♥3", "peach ♥4")
    t.expect("cards", seat=0)
    t.pick("peach ♥3", "peach ♥4")
    assert t.hp(1) == 3
    assert t.hand(0) == [] and t.discard_names().count("peach") == 2


def test_axe_may_discard_equipment() -> None:
    """贯石斧：可以弃两张牌 — any two of your cards, equipment included."""
    t = Table("blank", "blank")
    t.set_equip(0, "axe", "chitu").set_hand(0, "slash ♠7", "peach ♥3").set_hand(1, "jink ♦2")
    t.start()
    t.use("slash ♠7", targets=[1])
    t.respond("jink")
    t.pick("peach ♥3", "chitu")
    assert t.hp(1) == 3
    assert t.equipment(0) == {"weapon": "axe"}


def test_axe_cannot_discard_itself() -> None:
    """贯石斧 cannot be one of the two cards (rules §4: "discard 2 cards (not the axe)")."""
    t = _axe_table("peach ♥3", "peach ♥4")
    req = t.expect("cards", seat=0)
    assert isinstance(req, ChooseCardsRequest)
    axe = t.find("axe")
    assert axe not in req.cards
    with pytest.raises(IllegalAnswer):
        t.answer((axe, t.find("peach ♥3")))


def test_axe_not_offered_with_one_other_card() -> None:
    """贯石斧: with the axe and only one other card there are not two cards to discard."""
    t = _axe_table("peach ♥3")
    t.expect("play", seat=0)
    assert t.hp(1) == 4


def test_axe_decline() -> None:
    """贯石斧：可以弃两张牌 — optional: choosing none leaves the 杀 offset."""
    t = _axe_table("peach ♥3", "peach ♥4")
    with pytest.raises(IllegalAnswer):
        t.pick("peach ♥3")  # one card is not a way to pay
    t.answer(())
    assert t.hp(1) == 4 and len(t.hand(0)) == 2


# ---------------------------------------------------------------- 青龙刀


def test_blade_repeats_until_hit() -> None:
    """青龙刀：当你使用的【杀】被【闪】抵消时，你可以立即对相同的目标再使用一张【杀】，
    直到【杀】生效或你不愿意出了为止。"""
    t = Table("blank", "blank", "blank")
    t.set_equip(0, "blade").set_hand(0, "slash ♠7", "slash ♣2", "slash ♣3")
    t.set_hand(1, "jink ♦4", "jink ♦3")
    t.start()
    t.use("slash ♠7", targets=[1])
    t.respond("jink ♦4")
    t.expect("confirm", seat=0)
    t.yes()
    req = t.expect("respond", seat=0)
    assert isinstance(req, ActRequest)
    opt = next(o for o in req.options if o.fixed_cards == (t.find("slash ♣2"),))
    assert opt.selectable_targets((), ()) == [1]  # the same target only
    t.respond("slash ♣2", targets=[1])
    t.respond("jink ♦3")
    t.yes()
    t.respond("slash ♣3", targets=[1])
    assert t.hp(1) == 3
    assert [u.targets for u in slash_uses(t)] == [[1], [1], [1]]
    t.expect("play", seat=0)


def test_blade_stop_when_unwilling() -> None:
    """青龙刀：…或你不愿意出了为止。"""
    t = Table("blank", "blank")
    t.set_equip(0, "blade").set_hand(0, "slash ♠7", "slash ♠8").set_hand(1, "jink ♦2")
    t.start()
    t.use("slash ♠7", targets=[1])
    t.respond("jink")
    t.yes()
    t.pass_()
    assert t.hp(1) == 4 and t.hand(0) == ["slash"]
    t.expect("play", seat=0)


def test_blade_follow_up_ignores_range() -> None:
    """青龙刀：当你使用的【杀】被【闪】抵消时，你可以立即对相同的目标再使用一张【杀】
    (相同的目标, 立即: the follow-up 杀 goes to that target wherever it stands; here
    流离 moved the first 杀 to seat 4, at distance 4, beyond the blade's range 3)
    (needs 薛宝琴's 流离)"""
    t = Table("blank", "blank", "blank", "xue_baoqin", "blank", "blank", "blank", "blank")
    t.set_equip(0, "blade").set_hand(0, "slash ♠7", "slash ♣2", "slash ♣3")
    t.set_hand(3, "peach ♥3").set_hand(4, "jink ♦4")
    g = t.start()
    assert g.distance(0, 4) == 4 and not g.in_range(0, 4)
    t.use("slash ♠7", targets=[3])
    t.expect("cards", seat=3)  # 流离
    t.pick("peach ♥3")
    t.expect("players", seat=3)
    t.choose((4,))
    t.respond("jink ♦4")
    t.expect("confirm", seat=0)  # 青龙刀
    t.yes()
    req = t.expect("respond", seat=0)
    assert isinstance(req, ActRequest)
    opt = next(o for o in req.options if o.fixed_cards == (t.find("slash ♣2"),))
    assert opt.selectable_targets((), ()) == [4]
    t.respond("slash ♣2", targets=[4])
    assert t.hp(4) == 3 and t.hp(3) == 3  # 薛宝琴: 3 HP, untouched
    assert [u.targets for u in slash_uses(t)] == [[4], [4]]


def test_blade_needs_a_slash() -> None:
    """青龙刀 is not offered when you have no 杀 to use."""
    t = Table("blank", "blank")
    t.set_equip(0, "blade").set_hand(0, "slash ♠7", "peach ♥3").set_hand(1, "jink ♦2")
    t.start()
    t.use("slash ♠7", targets=[1])
    t.respond("jink")
    t.expect("play", seat=0)


# ---------------------------------------------------------------- 丈八蛇矛


@pytest.mark.parametrize(("cards", "color"), [
    (("peach ♥3", "jink ♦3"), Color.RED),
    (("slash ♠7", "dismantlement ♣3"), Color.BLACK),
    (("peach ♥3", "slash ♠7"), Color.NONE)])
def test_spear_two_hand_cards_as_slash(cards: tuple[str, str], color: Color) -> None:
    """丈八蛇矛：当你需要使用（或打出）一张【杀】时，你可以将两张手牌当一张【杀】使用（或打出）。
    如2张牌为红色，则视为红色的【杀】；如2张牌为黑色，视为黑色的【杀】；如2张牌为1红1黑，视为无色的【杀】。"""
    t = Table("blank", "blank")
    t.set_equip(0, "spear").set_hand(0, *cards)
    t.start()
    t.use("skill:spear", targets=[1], cards=list(cards))
    (use,) = slash_uses(t)
    assert use.face.color is color and use.face.suit.value == "none"
    assert set(use.face.subcards) == {t.find(c) for c in cards}
    assert t.hp(1) == 3 and t.hand(0) == []


def test_spear_only_hand_cards() -> None:
    """丈八蛇矛：将两张手牌 — an equipped card cannot be one of the two."""
    t = Table("blank", "blank")
    t.set_equip(0, "spear", "chitu").set_hand(0, "peach ♥3", "jink ♦2")
    t.start()
    with pytest.raises(IllegalAnswer):
        t.use("skill:spear", targets=[1], cards=["peach ♥3", "chitu"])
    with pytest.raises(IllegalAnswer):
        t.use("skill:spear", targets=[1], cards=["peach ♥3"])


def test_spear_played_in_duel() -> None:
    """丈八蛇矛：…当一张【杀】…打出 — here in a 决斗 (the 杀 is 打出, rules §7)."""
    t = Table("blank", "blank")
    t.set_equip(1, "spear").set_hand(1, "peach ♥3", "jink ♦3").set_hand(0, "duel ♠A")
    t.start()
    t.use("duel", targets=[1])
    t.expect("respond", seat=1)
    t.respond("skill:spear", cards=["peach ♥3", "jink ♦3"])
    assert t.hp(0) == 3
    (rec,) = [r for r in t.log("respond") if r["card"] == "slash"]
    assert rec["skill"] == "spear" and sorted(rec["cards"]) == sorted(
        [t.find("peach ♥3"), t.find("jink ♦3")])


# ---------------------------------------------------------------- 方天画戟


def test_halberd_last_hand_card_three_targets() -> None:
    """方天画戟：当你使用的【杀】是你的最后一张手牌时，你可以为这张【杀】指定至多三名目标角色，
    然后按照行动顺序结算它。"""
    t = Table("blank", "blank", "blank", "blank", "blank")
    t.set_equip(0, "halberd").set_hand(0, "slash ♠7")
    t.start()
    with pytest.raises(IllegalAnswer):
        t.use("slash", targets=[1, 2, 3, 4])  # at most three
    t.use("slash", targets=[4, 1, 3])
    assert [r["target"] for r in t.log("damage")] == [1, 3, 4]  # 按照行动顺序
    assert [t.hp(s) for s in range(1, 5)] == [3, 4, 3, 3]


def test_halberd_not_last_hand_card_one_target() -> None:
    """方天画戟：当你使用的【杀】是你的最后一张手牌时 — only then."""
    t = Table("blank", "blank", "blank", "blank")
    t.set_equip(0, "halberd").set_hand(0, "slash ♠7", "peach ♥3")
    t.start()
    with pytest.raises(IllegalAnswer):
        t.use("slash", targets=[1, 2])
    t.use("slash", targets=[2])
    assert t.hp(2) == 3


# ---------------------------------------------------------------- 麒麟弓


def test_kylin_bow_discards_a_horse() -> None:
    """麒麟弓：你使用【杀】对目标角色造成伤害时，你可以弃掉目标角色装备区里的一匹马。"""
    t = Table("blank", "blank")
    t.set_equip(0, "kylin_bow").set_hand(0, "slash ♠7").set_equip(1, "jueying", "chitu")
    t.start()
    t.use("slash", targets=[1])
    t.expect("confirm", seat=0)
    t.yes()
    req = t.expect("cards", seat=0)
    assert isinstance(req, ChooseCardsRequest)
    assert sorted(req.cards) == sorted([t.find("jueying"), t.find("chitu")])
    t.pick("chitu")
    assert t.equipment(1) == {"+1": "jueying"}
    assert "chitu" in t.discard_names()
    assert t.hp(1) == 3  # the damage is still dealt


def test_kylin_bow_only_horses() -> None:
    """麒麟弓：…装备区里的一匹马 — not offered against a target with no horse."""
    t = Table("blank", "blank")
    t.set_equip(0, "kylin_bow").set_hand(0, "slash ♠7").set_equip(1, "eight_diagram")
    t.set_top("slash ♠8")  # a black judgment: 护官符 fails
    t.start()
    t.use("slash", targets=[1])
    t.yes()  # 护官符
    assert t.hp(1) == 3
    assert t.equipment(1) == {"armor": "eight_diagram"}
    t.expect("play", seat=0)


# ---------------------------------------------------------------- 寒冰剑


def test_ice_sword_prevents_and_discards_two() -> None:
    """寒冰剑：当你使用【杀】造成伤害时，你可以防止此伤害，改为弃置该目标角色的两张牌。
    弃对方两张牌时,可以是手牌也可以是已装备的牌。(相当于两张【过河拆桥】的效果)。"""
    t = Table("blank", "blank")
    t.set_equip(0, "ice_sword").set_hand(0, "slash ♠7")
    t.set_hand(1, "peach ♥3").set_equip(1, "jueying")
    t.start()
    t.use("slash", targets=[1])
    t.expect("confirm", seat=0)
    t.yes()
    t.pick("jueying")
    # the second card is the hand card, the only choice left
    assert t.hp(1) == 4
    assert t.hand(1) == [] and t.equipment(1) == {}
    assert t.log("damage_prevented")


def test_ice_sword_one_then_the_other() -> None:
    """寒冰剑：弃完第一张，再弃第二张。 (the second choice is made after the first card is
    gone, seeing what is left)"""
    t = Table("blank", "blank")
    t.set_equip(0, "ice_sword").set_hand(0, "slash ♠7")
    t.set_hand(1, "peach ♥3").set_equip(1, "jueying", "chitu")
    t.start()
    t.use("slash", targets=[1])
    t.yes()
    first = t.expect("card_of", seat=0)
    assert isinstance(first, ChooseCardOfRequest)
    assert first.hand_count == 1 and len(first.visible) == 2
    t.pick("hand")
    second = t.expect("card_of", seat=0)
    assert isinstance(second, ChooseCardOfRequest)
    assert second.hand_count == 0 and "peach" in t.discard_names()
    t.pick("chitu")
    assert t.equipment(1) == {"+1": "jueying"}


def test_ice_sword_never_the_judgment_area() -> None:
    """寒冰剑：不得弃掉对方判定区里的牌。"""
    t = Table("blank", "blank")
    t.set_equip(0, "ice_sword").set_hand(0, "slash ♠7")
    t.set_equip(1, "jueying").set_judge(1, "indulgence ♠6")
    t.start()
    t.use("slash", targets=[1])
    t.yes()
    # one card in hand or equipment: only it goes, the 乐不思蜀 stays
    assert t.equipment(1) == {} and t.judge_area(1) == ["indulgence"]
    assert t.hp(1) == 4


def test_ice_sword_not_offered_with_only_judgment_cards() -> None:
    """寒冰剑：不得弃掉对方判定区里的牌 — with nothing else to discard it is not offered."""
    t = Table("blank", "blank")
    t.set_equip(0, "ice_sword").set_hand(0, "slash ♠7").set_judge(1, "indulgence ♠6")
    t.start()
    t.use("slash", targets=[1])
    assert t.hp(1) == 3
    t.expect("play", seat=0)


def test_ice_sword_decline_deals_damage() -> None:
    """寒冰剑：你可以防止此伤害 — optional."""
    t = Table("blank", "blank")
    t.set_equip(0, "ice_sword").set_hand(0, "slash ♠7").set_hand(1, "peach ♥3")
    t.start()
    t.use("slash", targets=[1])
    t.no()
    assert t.hp(1) == 3 and t.hand(1) == ["peach"]


# ---------------------------------------------------------------- seed 000: converted equipment


class _AnyAsSlash(Skill):
    """A test skill (like 武圣 without the colour): one card of hand or equipment as 杀."""

    id = "test_any_as_slash"
    view_as = True

    def view_names(self, g, owner, play):  # type: ignore[no-untyped-def]
        return ("slash",)

    def view_card_ok(self, g, owner, name, chosen, cid):  # type: ignore[no-untyped-def]
        return not chosen

    def view_face(self, g, owner, name, chosen):  # type: ignore[no-untyped-def]
        if len(chosen) != 1:
            return None
        return CardFace.convert("slash", [g.card(chosen[0])], self.id)


class _TwoTargets(Skill):
    """A test skill: the owner's 杀 may have one more target."""

    id = "test_two_targets"

    def extra_targets(self, g, owner, user, face):  # type: ignore[no-untyped-def]
        return 1 if user == owner.seat and face.name == "slash" else 0


@pytest.fixture
def converter_set(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The Red Chamber set plus a general ``converter`` with the skill above."""
    pack = Pack("equip_test")
    pack.skills[_AnyAsSlash.id] = _AnyAsSlash()
    pack.skills[_TwoTargets.id] = _TwoTargets()
    pack.generals["converter"] = GeneralDef("converter", "qun", 4, Gender.MALE,
                                            (_AnyAsSlash.id,))
    pack.generals["two_targets"] = GeneralDef("two_targets", "qun", 4, Gender.MALE,
                                              (_TwoTargets.id,))
    monkeypatch.setitem(PACKS, "equip_test", lambda: pack)
    monkeypatch.setitem(SETS, "honglou_equip_test", (*SETS["honglou"], "equip_test"))
    yield "honglou_equip_test"


def _targets(t: Table, key: str, cards: tuple[int, ...]) -> list[int]:
    req = t.expect("play", seat=0)
    assert isinstance(req, ActRequest)
    opt = req.option(key)
    return opt.selectable_targets(cards, ())


def test_converted_weapon_gives_no_range(converter_set: str) -> None:
    """Rules §4 (seed 000, 將A當B ◆): an equipped card converted into another card stops
    giving its range while it is being used."""
    t = Table("converter", "blank", "blank", "blank", "blank", "blank", pack=converter_set)
    t.set_equip(0, "axe").set_hand(0, "slash ♠7")
    t.start()
    axe, slash = t.find("axe"), t.find("slash ♠7")
    assert 3 in _targets(t, f"card:{slash}", ())  # range 3 with the axe
    as_slash = _targets(t, "skill:test_any_as_slash:slash", (axe,))
    assert as_slash == [1, 5]  # the axe used as 杀: range 1
    with pytest.raises(IllegalAnswer):
        t.use("skill:test_any_as_slash", targets=[3], cards=[axe])
    t.use("skill:test_any_as_slash", targets=[1], cards=[axe])
    assert t.hp(1) == 3 and t.weapon(0) is None


def test_converted_horse_gives_no_distance(converter_set: str) -> None:
    """Rules §4 (seed 000, 將A當B ◆): a −1 horse converted into a 杀 stops giving its
    distance while that 杀 is being used."""
    t = Table("converter", "blank", "blank", "blank", pack=converter_set)
    t.set_equip(0, "chitu").set_hand(0, "slash ♠7")
    g = t.start()
    chitu, slash = t.find("chitu"), t.find("slash ♠7")
    assert g.distance(0, 2) == 1 and g.distance(0, 2, ignore=[chitu]) == 2
    assert _targets(t, f"card:{slash}", ()) == [1, 2, 3]
    assert _targets(t, "skill:test_any_as_slash:slash", (chitu,)) == [1, 3]
    with pytest.raises(IllegalAnswer):
        t.use("skill:test_any_as_slash", targets=[2], cards=[chitu])


def test_slot_names() -> None:
    """Each equipment has its slot (one card per slot, rules §2); the standard set has
    no treasure (宝物, the fifth slot)."""
    t = Table("blank", "blank")
    t.set_equip(0, "spear", "renwang_shield", "dilu", "zixing")
    g = t.start()
    assert set(g.p(0).areas.equip) == set(EquipSlot) - {EquipSlot.TREASURE}


def test_double_sword_each_opposite_gender_target(converter_set: str) -> None:
    """鸳鸯剑：…指定了一名异性角色后 — with two targets of the other gender, the user picks
    which of them must choose; each chooses in turn order."""
    t = Table("two_targets", "blank_f", "blank_f", "blank", pack=converter_set)
    t.set_equip(0, "double_sword").set_hand(0, "slash ♠7")
    t.set_hand(1, "peach ♥3").set_hand(2, "peach ♥4").set_top("jink ♦3")
    t.start()
    t.use("slash", targets=[2, 1])
    req = t.expect("players", seat=0)
    assert sorted(req.seats) == [1, 2]  # type: ignore[attr-defined]
    t.choose((1, 2))
    t.expect("option", seat=1)
    t.choose("discard")
    t.expect("option", seat=2)
    t.choose("draw")
    assert t.hand(1) == [] and t.hand(2) == ["peach"] and t.hand(0) == ["jink"]
    assert t.hp(1) == 3 and t.hp(2) == 3


# ---------------------------------------------------------------- equipment is lasting


def test_crossbow_works_only_while_equipped() -> None:
    """装备牌的效果为持续性效果，即一旦使用后（装备着）则会一直生效。 — equipped mid-phase
    after a 杀, 连弩 allows more; once it is gone, no more."""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7", "slash ♠8", "slash ♠9", "crossbow ♣A", "qinggang_sword")
    t.start()
    t.use("slash ♠7", targets=[1])
    t.use("crossbow")
    t.use("slash ♠8", targets=[1])
    t.use("qinggang_sword")  # replaces the crossbow
    assert t.weapon(0) == "qinggang_sword"
    assert "slash" not in [o.label for o in t.expect("play").options]  # type: ignore


def test_halberd_each_target_in_attack_range() -> None:
    """方天画戟：…指定至多三名目标角色 — each of them a legal 杀 target: "攻击范围内" (杀).
    Range 4 among ten players leaves the one opposite out."""
    t = Table(*["blank"] * 10)
    t.set_equip(0, "halberd").set_hand(0, "slash ♠7")
    g = t.start()
    assert g.distance(0, 5) == 5 and g.attack_range(0) == 4
    with pytest.raises(IllegalAnswer):
        t.use("slash", targets=[1, 5, 9])
    t.use("slash", targets=[1, 4, 9])
    assert [t.hp(s) for s in (1, 4, 9)] == [3, 3, 3]


def test_halberd_order_from_the_user() -> None:
    """方天画戟：…然后按照行动顺序结算它。 — from the user on: a user at seat 2 of five
    resolves 3, then 0, then 1."""
    t = Table(*["blank"] * 5)
    t.set_equip(2, "halberd").set_hand(2, "slash ♠7")
    t.set_equip(0, "jueying")  # seat 0 at distance 3, within 4
    t.start(seat=2)
    t.use("slash", targets=[0, 1, 3])
    assert [r["target"] for r in t.log("damage")] == [3, 0, 1]
