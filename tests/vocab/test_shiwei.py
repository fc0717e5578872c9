"""視為 (seed 000): virtual cards, filtered faces, 視為 armour and distance, fixed skills."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from vocab_support import refresh, result, run, table

from sgs.core import CardFace, Color, Game, IllegalAnswer, Player, Skill, Suit, Timing, ops
from sgs.core.events import CardUse


class VirtualSlash(Skill):
    """視為使用一張【殺】: no card at all."""

    id = "t_virtual_slash"
    view_as = True

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return ("slash",)

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        return None if chosen else CardFace.virtual(name, self.id)


class JinkIsSlash(Skill):
    """Your 闪 are 視為 杀 (a locked filter), while your HP is at most 2."""

    id = "t_jink_is_slash"
    locked = True

    def filter_face(self, g: Game, owner: Player, card: CardFace) -> CardFace | None:
        if card.name == "jink" and owner.hp <= 2:
            return dataclasses.replace(card, name="slash")
        return None


class SeenArmor(Skill):
    """You are 視為 wearing an armour (八卦陣-like 八陣)."""

    id = "t_seen_armor"
    locked = True
    equip_slot = "armor"


class ArmorBreaker(Skill):
    """Other players' armour does not work (青釭劍-like, always on)."""

    id = "t_armor_breaker"
    locked = True

    def invalidates(self, g: Game, owner: Player, seat: int, skill: Skill) -> bool:
        return seat != owner.seat and skill.equip_slot == "armor"


class PlusOne(Skill):
    """Others count their distance to you +1 (a +1 horse)."""

    id = "t_plus_one"
    locked = True

    def distance_mod(self, g: Game, owner: Player, src: int, dst: int) -> int:
        return 1 if dst == owner.seat and src != owner.seat else 0


class DistanceOne(Skill):
    """Your distance to every other player is 視為 1."""

    id = "t_distance_one"
    locked = True

    def distance_fixed(self, g: Game, owner: Player, src: int, dst: int) -> int | None:
        return 1 if src == owner.seat and dst != src else None


USE_TIMINGS = (Timing.CARD_USING, Timing.TARGETING, Timing.TARGET_CONFIRMED,
               Timing.EFFECT_BEFORE, Timing.EFFECT_AFTER, Timing.CARD_FINISHED)


class UseWatcher(Skill):
    """Notes each timing of a 杀's use it sees (never fires)."""

    id = "t_use_watcher"
    timings = USE_TIMINGS

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        seen = owner.marks.setdefault("timings", [])
        if isinstance(ev, CardUse) and ev.face.name == "slash" and timing not in seen:
            seen.append(timing)
        return False


SKILLS = (VirtualSlash, JinkIsSlash, SeenArmor, ArmorBreaker, PlusOne, DistanceOne,
          UseWatcher)
GENERALS = {
    "virtual": ("probe", "t_virtual_slash"),
    "filtered": ("probe", "t_jink_is_slash"),
    "armored": ("t_seen_armor",),
    "breaker": ("probe", "t_armor_breaker"),
    "horse": ("t_plus_one",),
    "near": ("probe", "t_distance_one"),
    "watcher": ("t_use_watcher",),
}


def _table(*generals: str, **kw: Any) -> Any:
    return table(*generals, skills=SKILLS, extra_generals=GENERALS, **kw)


def _slash_uses(t: Any) -> list[CardUse]:
    return [e for e in t.game.history if isinstance(e, CardUse) and e.face.name == "slash"]


# ---------------------------------------------------------------- 視為 cards


def test_a_card_seen_as_b_has_face_b() -> None:
    """◆“A牌視為B牌”即此牌的牌面信息為B。"""
    t = _table("filtered", "blank")
    t.set_hp(0, 2).set_hand(0, "jink ♦2")
    g = t.start(0, "play")
    cid = g.p(0).hand[0]
    assert g.face(cid).name == "slash" and g.card(cid).name == "jink"
    assert (g.face(cid).suit, g.face(cid).rank) == (Suit.DIAMOND, 2)


def test_operating_a_is_operating_b() -> None:
    """◆如果角色的A牌視為B牌，則該角色以任意方式操作其擁有的原牌面信息為A的牌即操作牌面信息為B的牌。"""
    t = _table("filtered", "blank")
    t.set_hp(0, 2).set_hand(0, "jink ♦2")
    t.start(0, "play")
    t.use("slash", targets=[1])  # the 闪 is offered and used as a 杀
    assert t.hp(1) == 3
    assert [u.face.name for u in _slash_uses(t)] == ["slash"]
    assert t.log("use")[-1]["card"] == "slash"


def test_seen_as_holds_only_while_the_condition_holds() -> None:
    """視為 2、在指定的條件下將某些資訊看作另一種資訊，當不滿足此條件時，恢復原有資訊。"""
    t = _table("filtered", "blank")
    t.set_hp(0, 2).set_hand(0, "jink ♦2")
    g = t.start(0, "play")
    cid = g.p(0).hand[0]
    assert g.face(cid).name == "slash"
    g.p(0).hp = 3
    assert g.face(cid).name == "jink"


def test_virtual_card_is_colourless_and_suitless() -> None:
    """◆如果角色執行某操作視為使用一張牌，則使用的此牌無色且無花色。"""
    t = _table("virtual", "blank")
    t.start(0, "play")
    t.use("skill:t_virtual_slash", targets=[1])
    (use,) = _slash_uses(t)
    assert (use.face.color, use.face.suit, use.face.subcards) == (Color.NONE, Suit.NONE, ())
    rec = t.log("use")[-1]
    assert (rec["card"], rec["color"], rec["suit"], rec["cards"]) == ("slash", "none", "none", [])


def test_virtual_slash_has_no_distance_limit() -> None:
    """◆特別地，如果是視為使用一張【殺】，則使用的此【殺】為無色且無花色的普通【殺】且該角色使用此【殺】無距離限制。"""
    t = _table("virtual", "blank", "blank", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    assert g.distance(0, 2) == 2 and not g.in_range(0, 2)
    before = len(g.log)
    with pytest.raises(IllegalAnswer):
        t.use("slash ♠7", targets=[2])  # a real 杀 keeps its limit
    assert len(g.log) == before
    t.use("skill:t_virtual_slash", targets=[2])
    assert t.hp(2) == 3
    assert _slash_uses(t)[0].face.name == "slash"


def test_virtual_card_resolves_fully() -> None:
    """◆角色視為使用或打出的牌雖然不是實體牌，但一樣會進行完整的處理流程。"""
    t = _table("virtual", "watcher")
    t.set_hand(1, "jink ♦2")
    t.start(0, "play")
    t.use("skill:t_virtual_slash", targets=[1])
    t.expect("respond", seat=1)  # the target is asked for a 闪 as against any 杀
    t.pass_()
    assert t.hp(1) == 3
    assert t.game.p(1).marks["timings"] == list(USE_TIMINGS)
    dmg = t.log("damage")[-1]
    assert (dmg["source"], dmg["card"], dmg["cards"]) == (0, "slash", [])


def test_virtual_use_counts_as_one_card() -> None:
    """◆角色視為使用一張牌，使用的牌的數量為1。"""
    t = _table("virtual", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    t.use("skill:t_virtual_slash", targets=[1])
    assert g.uses_this_phase(0, "slash") == 1
    opts = t.expect("play", seat=0).options
    assert not [o for o in opts if o.label == "slash"]  # the phase's one 杀 is spent


def test_use_virtual_op_is_colourless() -> None:
    """◆如果角色執行某操作視為使用一張牌，則使用的此牌無色且無花色。 (ops.use_virtual)"""
    t = _table("prober", "blank")
    t.start(0, "play")
    run(t, lambda g: ops.use_virtual(g, 0, "slash", [1], skill="probe"))
    use = result(t)
    assert use.face.is_virtual and use.face.color is Color.NONE and t.hp(1) == 3


# ---------------------------------------------------------------- 視為 armour, distance


def test_seen_armour_counts_as_armour_but_the_area_is_empty() -> None:
    """◆角色視為裝備著防具即角色擁有防具，…但是角色的裝備區裡還是沒有防具牌"""
    t = _table("prober", "armored")
    g = t.start(0, "play")
    assert g.has_armor(1) and not g.has_armor(0)
    assert g.p(1).areas.equip == {} and t.equipment(1) == {}


def test_seen_armour_is_ignored_like_armour() -> None:
    """◆角色視為裝備著防具即角色擁有防具，因此會受到【青釭劍】、【無前】等技能的影響"""
    t = _table("breaker", "armored")
    g = t.start(0, "play")
    assert not g.has_armor(1)


def test_seen_armour_is_not_a_card_to_take() -> None:
    """◆…因此對其發動【巧變】、【直諫】、【甘露】等技能無須考慮該防具的存在。"""
    t = _table("prober", "armored")
    t.set_hand(1, "slash ♠7")
    t.start(0, "play")
    run(t, lambda g: ops.discard_of(g, 0, 1, "ej"))
    assert result(t) == []  # nothing to choose from the equipment area


def test_distance_seen_as_one() -> None:
    """◆A與B的距離視為1即無論A與B的距離本來是多少（或有經過坐騎牌的修正），最終都視為是1。"""
    t = _table("near", "blank", "horse", "blank", "blank")
    g = t.start(0, "play")
    assert g.distance(0, 2) == 1 and g.distance(0, 3) == 1
    assert g.distance(1, 2) == 2  # others: the ring and the +1 as usual
    assert g.in_range(0, 2)


# ---------------------------------------------------------------- 視為擁有 skills


def test_owned_skill_can_be_lost() -> None:
    """◆角色擁有的技能既能被使用，也能失去"""
    t = _table("virtual", "blank")
    g = t.start(0, "play")
    run(t, lambda g: ops.lose_skill(g, 0, "t_virtual_slash"))
    assert result(t) is True and not g.has_skill(0, "t_virtual_slash")
    assert t.log("skill_lost")[-1] == {"t": "skill_lost", "seat": 0, "skill": "t_virtual_slash"}
    assert not [o for o in t.expect("play", seat=0).options if "t_virtual_slash" in o.key]


def test_skill_seen_as_owned_cannot_be_lost() -> None:
    """◆角色視為擁有的技能只能被使用，無法失去。"""
    t = _table("prober", "blank")
    g = t.start(0, "play")
    run(t, lambda g: ops.acquire_skill(g, 0, "t_virtual_slash", fixed=True))
    assert g.p(0).fixed_skills == ("t_virtual_slash",) and g.has_skill(0, "t_virtual_slash")
    run(t, lambda g: ops.lose_skill(g, 0, "t_virtual_slash"))
    assert result(t) is False and g.has_skill(0, "t_virtual_slash")
    assert not t.log("skill_lost")
    # and it can be used
    t.use("skill:t_virtual_slash", targets=[1])
    assert t.hp(1) == 3


def test_acquired_skill_works_and_can_be_lost() -> None:
    """◆角色擁有的技能既能被使用，也能失去 (a skill gained during the game)."""
    t = _table("prober", "blank")
    g = t.start(0, "play")
    run(t, lambda g: ops.acquire_skill(g, 0, "t_virtual_slash"))
    assert result(t) is True and g.p(0).skills[-1] == "t_virtual_slash"
    assert [o for o in t.expect("play", seat=0).options if "t_virtual_slash" in o.key]
    run(t, lambda g: ops.lose_skill(g, 0, "t_virtual_slash"))
    assert result(t) is True
    refresh(t)
    assert not [o for o in t.expect("play", seat=0).options if "t_virtual_slash" in o.key]
