"""將A當B (seed 000): the converted card's information, ◆1–◆4."""

from __future__ import annotations

from typing import Any

from vocab_support import result, run, table

from sgs.core import CardFace, Color, Game, Player, Skill, Source, Suit, ops
from sgs.core.events import CardUse, Respond
from sgs.core.ops.use import Pattern


class AsSlash(Skill):
    """One card (hand or equipment) as a 杀: only the name is given."""

    id = "t_as_slash"
    view_as = True

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return ("slash",)

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return not chosen

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        if len(chosen) != 1:
            return None
        return CardFace.convert(name, [g.card(chosen[0])], self.id)


class TwoAsSlash(Skill):
    """Two cards as one 杀 (丈八蛇矛-like)."""

    id = "t_two_as_slash"
    view_as = True

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return ("slash",)

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return len(chosen) < 2

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        if len(chosen) != 2:
            return None
        return CardFace.convert(name, [g.card(c) for c in chosen], self.id)


class AsHeart(Skill):
    """A 杀 as a ♥ card: B gives only a suit, so the name stays the card's."""

    id = "t_as_heart"
    view_as = True

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return ("slash",)

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return not chosen and g.card(cid).name == "slash"

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        if len(chosen) != 1:
            return None
        return CardFace.convert(None, [g.card(chosen[0])], self.id, suit=Suit.HEART)


SKILLS = (AsSlash, TwoAsSlash, AsHeart)
GENERALS = {"converter": ("probe", "t_as_slash", "t_two_as_slash", "t_as_heart")}


def _table(*generals: str) -> Any:
    return table(*generals, skills=SKILLS, extra_generals=GENERALS)


def _uses(t: Any, name: str = "slash") -> list[CardUse]:
    return [e for e in t.game.history if isinstance(e, CardUse) and e.face.name == name]


def _use_record(t: Any) -> dict[str, Any]:
    return next(r for r in t.log("use") if r["card"] == "slash")


def test_converted_card_operates_as_b_but_stays_a() -> None:
    """將A當B操作: 即此牌被轉化，操作的資訊為B，但此牌的牌面資訊並未改變。"""
    t = _table("converter", "blank")
    t.set_hand(0, "peach ♥Q")
    t.start(0, "play")
    peach = t.find("peach ♥Q")
    t.use("skill:t_as_slash", cards=[peach], targets=[1])
    assert t.hp(1) == 3  # it hit as a 杀 (seat 1 had no 闪: nobody was asked)
    assert _use_record(t)["cards"] == [peach]
    assert t.log("damage")[-1]["card"] == "slash"
    assert t.game.card(peach).name == "peach" and t.discard_names() == ["peach"]


def test_name_only_keeps_suit_and_rank() -> None:
    """◆若B只包括牌名，則操作的信息中花色和點數默認與此牌的牌面信息一致"""
    t = _table("converter", "blank")
    t.set_hand(0, "jink ♦2")
    t.start(0, "play")
    t.use("skill:t_as_slash", cards=[t.game.p(0).hand[0]], targets=[1])
    rec = _use_record(t)
    assert (rec["card"], rec["suit"], rec["rank"], rec["color"]) == ("slash", "diamond", 2, "red")
    (use,) = _uses(t)
    assert (use.face.suit, use.face.rank, use.face.color) == (Suit.DIAMOND, 2, Color.RED)


def test_suit_only_keeps_name_and_rank() -> None:
    """◆若B只包括花色或點數，則操作的信息中牌名默認與此牌的牌面信息一致。"""
    t = _table("converter", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    t.use("skill:t_as_heart", cards=["slash ♠7"], targets=[1])
    rec = _use_record(t)
    assert (rec["card"], rec["suit"], rec["rank"], rec["color"]) == ("slash", "heart", 7, "red")
    assert t.game.card(t.find("slash ♠7")).suit is Suit.SPADE


def test_as_slash_is_a_plain_slash() -> None:
    """◆“將…當【殺】使用“是指使用的牌的牌名為普通【殺】。"""
    t = _table("converter", "blank")
    t.set_hand(0, "peach ♥Q", "slash ♠7")
    t.start(0, "play")
    t.use("skill:t_as_slash", cards=["peach ♥Q"], targets=[1])
    (use,) = _uses(t)
    assert use.face.name == "slash" and use.face.converted
    assert t.log("damage")[-1]["nature"] == "normal"
    # it is a 杀 like any other: the one 杀 of the phase is spent
    assert t.game.uses_this_phase(0, "slash") == 1
    assert not [o for o in t.expect("play", seat=0).options if o.label == "slash"]


def test_several_cards_of_one_colour() -> None:
    """◆將多張牌當一張牌使用或打出時，若這些牌的顏色均相同則使用的牌的顏色為此顏色但無花色"""
    t = _table("converter", "blank")
    t.set_hand(0, "slash ♠7", "slash ♣2")
    t.start(0, "play")
    t.use("skill:t_two_as_slash", cards=["slash ♠7", "slash ♣2"], targets=[1])
    rec = _use_record(t)
    assert (rec["color"], rec["suit"], rec["rank"]) == ("black", "none", 0)
    (use,) = _uses(t)
    assert use.face.is_black and use.face.suit is Suit.NONE


def test_several_cards_of_mixed_colours() -> None:
    """◆…否則使用的牌的顏色為無色且無花色。"""
    t = _table("converter", "blank")
    t.set_hand(0, "slash ♠7", "peach ♥3")
    t.start(0, "play")
    t.use("skill:t_two_as_slash", cards=["slash ♠7", "peach ♥3"], targets=[1])
    rec = _use_record(t)
    assert (rec["color"], rec["suit"]) == ("none", "none")
    (use,) = _uses(t)
    assert not use.face.is_black and not use.face.is_red


def test_hand_cards_make_a_hand_card() -> None:
    """◆將一張或多張手牌當一張牌使用/打出/重鑄時，即使用/打出/重鑄一張手牌"""
    t = _table("converter", "blank")
    t.set_hand(0, "slash ♠7", "peach ♥3")
    t.start(0, "play")
    t.use("skill:t_two_as_slash", cards=["slash ♠7", "peach ♥3"], targets=[1])
    assert _uses(t)[0].source is Source.HAND


def test_equipment_cards_make_an_equipment_card() -> None:
    """◆將一張或多張裝備區裡的牌當一張牌使用/打出/重鑄時，即使用/打出/重鑄一張裝備區裡的牌"""
    t = _table("converter", "blank")
    t.set_equip(0, "t_armor ♠3", "t_weapon ♠3")
    t.start(0, "play")
    t.use("skill:t_two_as_slash", cards=["t_armor ♠3", "t_weapon ♠3"], targets=[1])
    assert _uses(t)[0].source is Source.EQUIP


def test_hand_and_equipment_make_neither() -> None:
    """◆將一張或多張裝備區裡的牌和手牌當一張牌使用/打出/重鑄時，即使用/打出/重鑄一張非裝備區裡的
    且非手牌的牌。"""
    t = _table("converter", "blank")
    t.set_hand(0, "slash ♠7").set_equip(0, "t_armor ♠3")
    t.start(0, "play")
    t.use("skill:t_two_as_slash", cards=["slash ♠7", "t_armor ♠3"], targets=[1])
    assert _uses(t)[0].source is Source.OTHER


def test_a_card_used_as_itself_from_the_hand_is_a_hand_card() -> None:
    """◆…即使用/打出/重鑄一張手牌 — the plain case: a hand card used as itself."""
    t = _table("converter", "blank")
    t.set_hand(0, "slash ♠7")
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    assert _uses(t)[0].source is Source.HAND


def test_played_equipment_card_is_an_equipment_card() -> None:
    """◆將一張或多張裝備區裡的牌當一張牌使用/打出/重鑄時，即使用/打出/重鑄一張裝備區裡的牌
    (打出 here)."""
    t = _table("prober", "converter")
    t.set_equip(1, "t_horse ♠3")
    t.start(0, "play")
    run(t, lambda g: ops.ask_for_card(g, 1, Pattern.of("slash"), use=False, reason="test"))
    t.expect("respond", seat=1)
    t.respond("skill:t_as_slash", cards=["t_horse ♠3"])
    face = result(t)
    assert face.name == "slash" and face.subcards == (t.find("t_horse ♠3"),)
    (played,) = [e for e in t.game.history if isinstance(e, Respond)]
    assert played.source is Source.EQUIP
    assert t.log("respond")[-1]["card"] == "slash"


def test_played_mixed_cards_are_neither() -> None:
    """◆…即使用/打出/重鑄一張非裝備區裡的且非手牌的牌。 (打出 two cards)"""
    t = _table("prober", "converter")
    t.set_hand(1, "jink ♦3").set_equip(1, "t_horse ♠3")
    t.start(0, "play")
    run(t, lambda g: ops.ask_for_card(g, 1, Pattern.of("slash"), use=False, reason="test"))
    t.respond("skill:t_two_as_slash", cards=["jink ♦3", "t_horse ♠3"])
    (played,) = [e for e in t.game.history if isinstance(e, Respond)]
    assert played.source is Source.OTHER and played.face.suit is Suit.NONE
