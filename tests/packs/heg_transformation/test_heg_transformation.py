"""君临天下·变 (transformation, edition [L]): 荀攸 卞夫人 沙摩柯 马谡 凌统 吕范 左慈
李傕郭汜, and the two generals DESIGNED HERE for issue 11: 徐庶 (加入副将) and 许劭 (事件).

Each test's docstring quotes the text it checks (heg_transformation/texts.toml).  Seats
are [main, deputy]; plain test generals (``wei1``..``qun6``: no skill, male, 4 阴阳鱼)
fill seats and the remaining-generals pile, which a test lays out itself
(``g.general_pile``, index 0 on top).  The first reveal's 先驱 reward is off, so that
hand counts are the skills' own.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from sgs.core import Gender, GeneralDef, Pack
from sgs.core.generals import GeneralCard, Position
from sgs.core.requests import (
    ActRequest,
    ChooseCardsRequest,
    ChooseOptionRequest,
    ChoosePlayersRequest,
    Request,
)
from sgs.core.zones import Place, Zone
from sgs.packs import ruleset
from sgs.packs.heg_transformation.skills.qun import take_souls
from sgs.testing import Table

M, D = Position.MAIN, Position.DEPUTY
SET = "hegemony+transformation"
ROSTER = ("xun_you", "bian_furen", "sha_moke", "ma_su", "ling_tong", "lv_fan", "zuo_ci",
          "lijue_guosi")
DESIGNED = ("xu_shu", "xu_shao")


def _plain() -> Pack:
    """TEST CONTENT: plain generals ``wei1``..``qun6`` (no skill, male, 4 阴阳鱼) and a
    双势力 one, ``wei_shu``."""
    p = Pack("heg_transformation_test")
    for k in ("wei", "shu", "wu", "qun"):
        for i in range(1, 7):
            p.generals[f"{k}{i}"] = GeneralDef(f"{k}{i}", k, 4, Gender.MALE, ())
    p.generals["wei_shu"] = GeneralDef("wei_shu", "wei", 4, Gender.MALE, (), sub_kingdom="shu")
    return p


def up(main: str, deputy: str) -> list[GeneralCard]:
    """A seat with both generals revealed."""
    return [GeneralCard(main, M, True), GeneralCard(deputy, D, True)]


def down(main: str, deputy: str) -> list[GeneralCard]:
    """A seat with both generals face down."""
    return [GeneralCard(main, M, False), GeneralCard(deputy, D, False)]


def half(main: str, deputy: str) -> list[GeneralCard]:
    """The main revealed, the deputy face down."""
    return [GeneralCard(main, M, True), GeneralCard(deputy, D, False)]


def table(*seats: list[GeneralCard], **kw: Any) -> Table:
    return Table(*seats, pack=SET, mode="hegemony", extra=_plain(),
                 options={"vanguard": False}, **kw)


def hand_of(seat: int) -> Place:
    return Place(Zone.HAND, seat)


def skill_log(t: Table, skill: str) -> list[dict[str, Any]]:
    return [r for r in t.log("skill") if r["skill"] == skill]


def seats_of(req: Request) -> list[int]:
    assert isinstance(req, ChoosePlayersRequest)
    return list(req.seats)


def quiet(flow: Generator[Any, Any, Any]) -> Any:
    """Run an operation that asks nothing to its end; what it returned."""
    try:
        req = next(flow)
    except StopIteration as stop:
        return stop.value
    raise AssertionError(f"the operation asked {req}")


def options_of(req: Request) -> list[Any]:
    if isinstance(req, ChooseOptionRequest):
        return list(req.options)
    assert isinstance(req, ActRequest)
    return [o.key for o in req.options]


# ================================================================ the roster


def test_the_roster_kingdoms_hp_gender_companions_and_texts() -> None:
    """[L] pkg/transformation: 荀攸 魏3 (珠 荀彧), 卞夫人 魏3 female (珠 曹操), 沙摩柯 蜀4,
    马谡 蜀3, 凌统 吴4 (珠 甘宁), 吕范 吴3, 左慈 群3 (珠 于吉), 李傕郭汜 群4 (珠 贾诩);
    and the two designed here, 徐庶 蜀3 (珠 诸葛亮) and 许劭 群3."""
    rs = ruleset(SET)
    want = {"xun_you": ("wei", 3, ["xun_yu"]), "bian_furen": ("wei", 3, ["cao_cao"]),
            "sha_moke": ("shu", 4, []), "ma_su": ("shu", 3, []),
            "ling_tong": ("wu", 4, ["gan_ning"]), "lv_fan": ("wu", 3, []),
            "zuo_ci": ("qun", 3, ["yu_ji"]), "lijue_guosi": ("qun", 4, ["jia_xu"]),
            "xu_shu": ("shu", 3, ["zhuge_liang"]), "xu_shao": ("qun", 3, [])}
    for gid, (kingdom, hp, companions) in want.items():
        gdef = rs.general(gid)
        assert (gdef.kingdom, gdef.hp, list(gdef.companions)) == (kingdom, hp, companions)
        assert gdef.gender is (Gender.FEMALE if gid == "bian_furen" else Gender.MALE)
        for sid in gdef.skills:
            assert rs.text(sid, "zh") and rs.text(sid, "en"), sid
    for gid in DESIGNED:  # marked as designed here, in the text a player reads
        for sid in rs.general(gid).skills:
            assert rs.text(sid, "zh").startswith("（本作设计）")
            assert rs.text(sid, "en").startswith("(Designed here.)")
    assert set(ROSTER) | set(DESIGNED) <= set(rs.generals)


# ================================================================ 荀攸


def test_qice_of_a_face_down_xun_you_reveals_him_uses_the_hand_and_changes_the_deputy() -> None:
    """奇策――出牌阶段限一次，你可将所有手牌当任意一张普通锦囊牌使用，你不能以此法使用目标数
    大于X的牌（X为你的手牌数），然后你可变更副将。  变更 (seed 001): 从剩余武将牌堆的牌堆顶开始
    连续亮出武将牌，直到亮出一张与你势力相同的武将牌。你将现有的副将和其他亮出的武将牌洗混并置入
    剩余武将牌堆底…注1：变更副将不会影响体力上限，且新的副将不会触发珠联璧合。"""
    t = table(down("xun_you", "wei1"), up("shu1", "shu2"), up("wu1", "wu2"))
    t.set_hand(0, "slash ♠7", "jink ♥2").set_equip(1, "axe ♦5")
    g = t.start(0, "play")
    g.general_pile[:] = ["shu3", "wu3", "xun_yu", "qun1", "qun2"]
    max_hp = g.p(0).max_hp
    t.use("skill:qice")
    p = g.p(0)
    assert p.generals[0].revealed and p.kingdom == "wei"  # revealed by using it
    req = t.expect("play", seat=0, reason="奇策")
    keys = options_of(req)
    # 2 cards: 南蛮入侵 (2 targets) and 过河拆桥 are; 五谷丰登 and 桃园结义 (3) are not
    assert {"skill:qice:dismantlement", "skill:qice:savage_assault"} <= set(keys)
    assert not {"skill:qice:amazing_grace", "skill:qice:god_salvation",
                "skill:qice:nullification"} & set(keys)
    t.use("skill:qice:dismantlement", targets=[1])  # the axe: 1's only card
    use = t.log("use")[-1]
    assert use["card"] == "dismantlement" and sorted(use["cards"]) == sorted(
        [t.find("slash ♠7"), t.find("jink ♥2")]) and not p.hand
    assert t.equipment(1) == {}
    t.expect("confirm", seat=0, reason="奇策")  # then 变更副将?
    t.yes()
    search = t.log("general_search")[-1]
    assert search["shown"] == ["shu3", "wu3", "xun_yu"] and search["found"] == "xun_yu"
    assert g.general_pile[:2] == ["qun1", "qun2"]  # untouched, still on top
    assert sorted(g.general_pile[2:]) == ["shu3", "wei1", "wu3"]  # shuffled to the bottom
    assert p.generals[1].general == "xun_yu" and p.generals[1].revealed
    assert p.max_hp == max_hp and not t.log("reward")  # 荀攸+荀彧: no 珠联璧合


def test_qice_counts_the_targets_against_the_hand_size() -> None:
    """奇策――…你不能以此法使用目标数大于X的牌（X为你的手牌数）: three cards and three
    other players make 南蛮入侵 possible; 铁索连环 takes at most 2 chosen targets anyway."""
    t = table(up("xun_you", "wei1"), up("shu1", "shu2"), up("wu1", "wu2"), up("qun1", "qun2"))
    t.set_hand(0, "slash ♠7", "jink ♥2", "peach ♥4")
    t.start(0, "play")
    t.use("skill:qice")
    keys = options_of(t.expect("play", seat=0, reason="qice"))
    assert "skill:qice:savage_assault" in keys  # 3 targets, 3 cards
    assert "skill:qice:god_salvation" not in keys  # 4 targets
    t.use("skill:qice:savage_assault")
    t.until("confirm", seat=0, reason="qice")
    t.no()  # no 变更: the deputy stays
    assert [t.hp(s) for s in (1, 2, 3)] == [3, 3, 3]
    assert t.game.p(0).generals[1].general == "wei1"


def test_qice_change_that_finds_no_general_of_the_kingdom_changes_nothing() -> None:
    """变更 with no 魏 general left in the pile: every general is shown and goes back, the
    deputy stays; 奇策's 变更 is then spent ([L]: once per game)."""
    t = table(up("xun_you", "wei1"), up("shu1", "shu2"))
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    g.general_pile[:] = ["shu3", "wu1", "qun1"]
    t.use("skill:qice")
    t.use("skill:qice:ex_nihilo")
    t.until("confirm", seat=0, reason="qice")
    t.yes()
    assert t.log("general_search")[-1] == {"t": "general_search", "seat": 0,
                                           "shown": ["shu3", "wu1", "qun1"], "found": None}
    assert g.p(0).generals[1].general == "wei1"
    assert sorted(g.general_pile) == ["qun1", "shu3", "wu1"]
    assert g.p(0).marks.get("qice.changed")


def test_zhiyu_draws_shows_and_the_source_discards_when_one_colour() -> None:
    """智愚――当你受到伤害后，你可以摸一张牌，然后展示所有手牌，若颜色均相同，伤害来源弃置
    一张手牌。"""
    t = table(up("shu1", "shu2"), up("xun_you", "wei1"))
    t.set_hand(0, "slash ♠7", "jink ♥2").set_hand(1, "slash ♣3").set_top("slash ♠8")
    t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.until("confirm", seat=1, reason="智愚")
    t.yes()
    assert t.log("show")[-1]["seat"] == 1  # ♣3 and ♠8: all black
    assert "jink" in t.discard_names()  # 0's one hand card: no choice to make
    assert t.hand(0) == [] and len(t.hand(1)) == 2


# ================================================================ 卞夫人


def test_wanwei_chooses_the_card_another_player_discards() -> None:
    """挽危――当你的牌被其他角色弃置或获得时，你可改为你选择的等量的牌。"""
    t = table(up("shu1", "shu2"), up("bian_furen", "wei1"))
    t.set_hand(0, "dismantlement ♠3").set_hand(1, "peach ♥4").set_equip(1, "axe ♦5")
    t.start(0, "play")
    t.use("dismantlement ♠3", targets=[1])
    t.until("card_of", seat=0)
    t.pick("axe ♦5")
    t.expect("confirm", seat=1, reason="挽危")
    t.yes()
    req = t.expect("cards", seat=1, reason="挽危")
    assert isinstance(req, ChooseCardsRequest) and (req.min, req.max) == (1, 1)
    t.pick("peach ♥4")
    assert t.equipment(1) == {"weapon": "axe"} and "peach" in t.discard_names()


def test_wanwei_chooses_the_card_another_player_takes() -> None:
    """挽危――当你的牌被其他角色…获得时: 顺手牵羊 takes the card she chooses."""
    t = table(up("shu1", "shu2"), up("bian_furen", "wei1"))
    t.set_hand(0, "snatch ♠3").set_hand(1, "peach ♥4").set_equip(1, "axe ♦5")
    t.start(0, "play")
    t.use("snatch ♠3", targets=[1])
    t.until("card_of", seat=0)
    t.answer("hand")
    t.expect("confirm", seat=1, reason="wanwei")
    t.yes()
    t.pick("axe ♦5")
    assert t.where("axe ♦5") == hand_of(0) and t.hand(1) == ["peach"]


def test_yuejian_sets_the_hand_limit_to_max_hp() -> None:
    """约俭――锁定技，与你势力相同角色的弃牌阶段开始时，若其本回合处于与你势力相同状态时未对
    其他势力角色使用过牌，其本回合的手牌上限改为其体力上限。"""
    t = table(up("wei2", "wei3"), up("bian_furen", "wei1"), up("shu1", "shu2"),
              up("wu1", "wu2"))
    t.set_hand(0, *("jink ♦2", "jink ♦3", "jink ♦6", "jink ♦7", "jink ♦8")).set_hp(0, 1)
    t.start(0, "play")
    t.end_play()
    t.expect("cards", seat=0, reason="discard_phase")  # 5 cards, limit 4 (max HP) not 1
    t.pick("jink ♦2")
    assert len(t.hand(0)) == 4 and skill_log(t, "yuejian")


def test_yuejian_not_after_a_card_used_on_another_kingdom() -> None:
    """约俭――…未对其他势力角色使用过牌: a 杀 on a 吴 player this turn keeps the limit."""
    t = table(up("wei2", "wei3"), up("bian_furen", "wei1"), up("shu1", "shu2"),
              up("wu1", "wu2"))
    t.set_hand(0, "slash ♠7", "jink ♦2", "jink ♦3", "jink ♦6").set_hp(0, 2)
    t.start(0, "play")
    t.use("slash ♠7", targets=[3])
    t.until("play", seat=0)
    t.end_play()
    t.expect("cards", seat=0, reason="discard_phase")
    t.pick("jink ♦2")
    assert len(t.hand(0)) == 2 and not skill_log(t, "yuejian")


# ================================================================ 沙摩柯


def test_jilis_draws_x_at_the_xth_card_of_the_turn() -> None:
    """蒺藜――当你于一回合内使用或打出第X张牌时，你可以摸X张牌（X为你的攻击范围）: with a
    寒冰剑 (range 2) the second card draws two."""
    t = table(up("sha_moke", "shu1"), up("wu1", "wu2"))
    t.set_hand(0, "ice_sword ♠2", "slash ♠7").set_top("peach ♥4", "jink ♦2", "jink ♦3")
    t.start(0, "play")
    t.use("ice_sword ♠2")  # the first card, while the range is 1: draws one
    t.expect("confirm", seat=0, reason="蒺藜")
    t.yes()
    assert t.hand(0) == ["slash", "peach"]
    t.use("slash ♠7", targets=[1])  # the second, with range 2 now: draws two
    t.expect("confirm", seat=0, reason="蒺藜")
    t.yes()
    assert sorted(t.hand(0)) == ["jink", "jink", "peach"]


def test_jilis_counts_a_card_played_in_answer() -> None:
    """蒺藜――…使用或打出: the first card of a turn may be one played (打出) in answer to a
    决斗 on another player's turn; range 1 draws one."""
    t = table(up("wu1", "wu2"), up("sha_moke", "shu1"))
    t.set_hand(0, "duel ♠A").set_hand(1, "slash ♠7")
    t.start(0, "play")
    t.use("duel ♠A", targets=[1])
    t.until("respond", seat=1)
    t.respond("slash ♠7")
    t.expect("confirm", seat=1, reason="jilis")
    t.yes()
    assert len(t.hand(1)) == 1


# ================================================================ 马谡


def test_sanyao_damages_a_player_of_the_highest_hp() -> None:
    """散谣――出牌阶段限一次，你可以弃置一张牌并选择一名体力值最大的角色，你对其造成1点伤害。"""
    t = table(up("ma_su", "shu1"), up("wu1", "wu2"), up("qun1", "qun2"))
    t.set_hand(0, "jink ♦2").set_hp(2, 2)
    t.start(0, "play")
    t.use("skill:sanyao", cards=["jink ♦2"], targets=[1])
    t.expect("confirm", seat=0, reason="zhiman")  # his own 制蛮 is offered: no
    t.no()
    assert t.hp(1) == 3 and "jink" in t.discard_names()
    t2 = table(up("ma_su", "shu1"), up("wu1", "wu2"), up("qun1", "qun2"))
    t2.set_hand(0, "jink ♦2").set_hp(2, 2)
    t2.start(0, "play")
    req = t2.pending
    opt = next(o for o in req.options if o.key == "skill:sanyao")  # type: ignore[attr-defined]
    assert opt.selectable_targets((t2.find("jink ♦2"),), ()) == [1]


def test_zhiman_prevents_takes_and_lets_a_same_kingdom_target_change() -> None:
    """制蛮――当你对其他角色造成伤害时，你可防止此伤害，你获得其装备区或判定区里的一张牌。若其
    与你势力相同，你可令其选择是否变更。  变更: the search order and the pile afterwards."""
    t = table(up("ma_su", "shu1"), up("shu2", "shu3"), up("wu1", "wu2"), up("qun1", "qun2"))
    t.set_hand(0, "slash ♠7").set_equip(1, "axe ♦5")
    g = t.start(0, "play")
    g.general_pile[:] = ["wei1", "shu4", "qun1"]
    max_hp = g.p(1).max_hp
    t.use("slash ♠7", targets=[1])
    t.until("confirm", seat=0, reason="制蛮")
    t.yes()
    assert t.hp(1) == 4 and t.where("axe ♦5") == hand_of(0)  # prevented, taken
    t.expect("confirm", seat=0, reason="zhiman")  # let them choose?
    t.yes()
    t.expect("confirm", seat=1, reason="zhiman")  # change?
    t.yes()
    assert t.log("general_search")[-1]["shown"] == ["wei1", "shu4"]
    assert g.general_pile[0] == "qun1" and sorted(g.general_pile[1:]) == ["shu3", "wei1"]
    assert g.p(1).generals[1].general == "shu4" and g.p(1).max_hp == max_hp
    assert not t.log("reward")


def test_zhiman_on_another_kingdom_offers_no_change() -> None:
    """制蛮――…若其与你势力相同: a 吴 target only loses a card."""
    t = table(up("ma_su", "shu1"), up("wu1", "wu2"))
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    g.general_pile[:] = ["wu3"]
    t.use("slash ♠7", targets=[1])
    t.until("confirm", seat=0, reason="zhiman")
    t.yes()
    assert t.hp(1) == 4 and not t.log("general_search") and g.pending is not None
    t.expect("play", seat=0)


# ================================================================ 凌统


def test_xuanlve_discards_a_card_after_losing_equipment() -> None:
    """旋略――当你失去装备区的牌后，你可以弃置一名其他角色的一张牌。"""
    t = table(up("wu1", "wu2"), up("ling_tong", "wu3"), up("qun1", "qun2"))
    t.set_hand(0, "dismantlement ♠3").set_equip(1, "axe ♦5").set_equip(2, "vine ♣2")
    t.start(0, "play")
    t.use("dismantlement ♠3", targets=[1])  # the axe: 1's only card
    req = t.expect("players", seat=1, reason="旋略")
    assert seats_of(req) == [2]  # the one other player with a card
    t.choose([2])
    assert t.equipment(2) == {} and "vine" in t.discard_names()


def test_yongjin_moves_up_to_three_equipment_cards() -> None:
    """勇进――限定技，出牌阶段，你可依次移动场上至多三张装备牌。"""
    t = table(up("ling_tong", "wu3"), up("qun1", "qun2"), up("shu1", "shu2"))
    t.set_equip(1, "axe ♦5", "vine ♣2").set_equip(2, "dilu ♣5")
    g = t.start(0, "play")
    t.use("skill:yongjin")
    t.expect("cards", seat=0, reason="勇进")
    t.pick("axe ♦5")
    t.choose([0])
    t.pick("vine ♣2")
    t.choose([2])
    t.pick("axe ♦5")  # the same card again: 凌统 loses it, 旋略 may follow (no)
    t.choose([2])
    t.expect("players", seat=0, reason="xuanlve")
    t.choose([])
    assert t.equipment(2) == {"weapon": "axe", "armor": "vine", "+1": "dilu"}
    assert t.equipment(1) == {} and t.expect("play", seat=0)
    assert not any(o.key == "skill:yongjin" for o in g.pending.options)  # type: ignore


# ================================================================ 吕范


def test_diaodu_a_same_kingdom_player_using_equipment_may_draw_once_a_turn() -> None:
    """调度――①每回合限一次，当与你势力相同的角色使用装备牌时，其可摸一张牌。"""
    t = table(up("wu1", "wu2"), up("lv_fan", "wu3"), up("shu1", "shu2"), up("qun1", "qun2"))
    t.set_hand(0, "axe ♦5", "vine ♣2")
    t.start(0, "play")
    t.use("axe ♦5")
    t.expect("confirm", seat=0, reason="调度")  # the user is asked
    t.yes()
    assert len(t.hand(0)) == 2
    t.use("vine ♣2")  # once a turn for each player
    t.expect("play", seat=0)
    assert len(t.hand(0)) == 1


def test_diaodu_takes_a_same_kingdom_players_equipment_and_gives_it() -> None:
    """调度――②出牌阶段开始时，你可获得与你势力相同的一名角色装备区里的一张牌，然后你可将此
    牌交给另一名角色。"""
    t = table(up("lv_fan", "wu3"), up("wu1", "wu2"), up("shu1", "shu2"), up("qun1", "qun2"))
    t.set_equip(1, "axe ♦5").set_equip(2, "vine ♣2")
    t.start(0, "start")
    req = t.until("players", seat=0, reason="diaodu")
    assert seats_of(req) == [1]  # 吴 with equipment (not the 蜀 player)
    t.choose([1])
    t.until("players", seat=0, reason="diaodu")
    assert seats_of(t.pending) == [2, 3]  # not 吕范, not the one it came from
    t.choose([2])
    assert t.where("axe ♦5") == hand_of(2)


def test_diancai_draws_to_max_hp_and_changes_the_deputy() -> None:
    """典财――其他角色的出牌阶段结束时，若你于此阶段失去过不少于X张牌（X为你的体力值），则你
    可将手牌摸至你体力上限，然后你可变更。"""
    t = table(up("shu1", "shu2"), up("lv_fan", "wu3"))
    t.set_hand(0, "dismantlement ♠3").set_hand(1, "jink ♦2").set_hp(1, 1)
    g = t.start(0, "play")
    g.general_pile[:] = ["qun1", "wu4"]
    t.use("dismantlement ♠3", targets=[1])  # 1's only card: lost 1, HP 1
    t.expect("play", seat=0)
    t.end_play()
    t.expect("confirm", seat=1, reason="典财")
    t.yes()
    assert len(t.hand(1)) == g.p(1).max_hp == 3
    t.expect("confirm", seat=1, reason="diancai")
    t.yes()
    assert g.p(1).generals[1].general == "wu4"


# ================================================================ 左慈


def zuo_ci_revealed(*pile: str) -> Table:
    """左慈 (seat 0, face down, beside a 魏, a 蜀 and a face-down 吴 player) reveals him at
    his 准备 phase with ``pile`` as the remaining generals: 役鬼 takes the top two."""
    t = table(down("zuo_ci", "qun1"), up("wei1", "wei2"), up("shu1", "shu2"),
              down("wu1", "wu2"))
    t.start(0, "start").general_pile[:] = pile
    t.expect("option", seat=0, reason="reveal")
    t.choose("main")
    return t


def test_yigui_takes_two_souls_at_the_first_reveal_and_uses_one() -> None:
    """役鬼――当你首次明置此武将牌后，你将两张未加入游戏的武将牌扣置于武将牌上，称为“魂”；每回合
    每种牌名限一次，你可以移去一张“魂”，视为使用一张基本牌或普通锦囊牌，此牌只能指定与此“魂”势力
    相同或未确定势力的角色为目标。"""
    t = zuo_ci_revealed("wei3", "shu3", "qun4")
    g, p = t.game, t.game.p(0)
    assert p.marks["yigui.souls"] == ["wei3", "shu3"] and g.general_pile == ["qun4"]
    assert {"yigui_wei", "yigui_shu"} <= set(p.skill_ids)
    mine, theirs = t.log("view")[-1], [r for r in t.log() if r["t"] == "souls"][-1]
    assert mine["visible"] == [0] and mine["generals"] == ["wei3", "shu3"]
    assert theirs["count"] == 2 and "generals" not in theirs
    t.until("play", seat=0)
    req = t.pending
    opt = next(o for o in req.options if o.key == "skill:yigui_wei:slash")  # type: ignore
    assert opt.selectable_targets((), ()) == [1, 3]  # 魏, or no kingdom; not 蜀
    t.use("skill:yigui_wei:slash", targets=[1])
    assert t.hp(1) == 3
    assert p.marks["yigui.souls"] == ["shu3"] and g.general_pile == ["qun4", "wei3"]
    assert "yigui_wei" not in p.skill_ids
    t.until("play", seat=0)
    assert not [o for o in t.pending.options  # type: ignore[attr-defined]
                if o.key.startswith("skill:yigui_shu:slash")]  # 杀 once this turn


def test_a_dual_kingdom_soul_is_of_either_kingdom() -> None:
    """役鬼: 此牌只能指定与此"魂"势力相同或未确定势力的角色为目标 — a 双势力 魂 (seed 001 双:
    双重国籍) is of both its kingdoms: either 役鬼 may spend it, limited to that one."""
    t = zuo_ci_revealed("wei_shu", "qun4", "wu3")
    p = t.game.p(0)
    assert p.marks["yigui.souls"] == ["wei_shu", "qun4"]
    assert {"yigui_wei", "yigui_shu", "yigui_qun"} <= set(p.skill_ids)
    t.until("play", seat=0)
    opt = next(o for o in t.pending.options  # type: ignore[attr-defined]
               if o.key == "skill:yigui_shu:slash")
    assert opt.selectable_targets((), ()) == [2, 3]  # 蜀, or no kingdom; not 魏
    t.use("skill:yigui_shu:slash", targets=[2])
    assert p.marks["yigui.souls"] == ["qun4"]
    assert "yigui_wei" not in p.skill_ids and "yigui_shu" not in p.skill_ids


def test_yigui_spends_a_soul_of_one_kingdom_before_a_dual_kingdom_one() -> None:
    """移去一张"魂": with a 蜀 魂 and a 魏/蜀 魂, 役鬼·蜀 spends the 蜀 one, which serves
    no other 役鬼, and keeps 役鬼·魏."""
    t = zuo_ci_revealed("wei_shu", "shu3", "qun4")
    p = t.game.p(0)
    t.until("play", seat=0)
    t.use("skill:yigui_shu:slash", targets=[2])
    assert p.marks["yigui.souls"] == ["wei_shu"]
    assert {"yigui_wei", "yigui_shu"} <= set(p.skill_ids)


def test_yigui_saves_a_dying_player_of_the_souls_kingdom() -> None:
    """役鬼――…视为使用一张基本牌…此牌只能指定与此“魂”势力相同或未确定势力的角色为目标: a 桃
    for a dying 魏 player with a 魏 魂; a 蜀 魂 would not reach them."""
    t = table(up("wei1", "wei2"), up("zuo_ci", "qun1"), up("shu1", "shu2"))
    t.set_hand(2, "slash ♠7").set_hp(0, 1)
    g = t.start(2, "play")
    g.general_pile[:] = ["shu3", "wei3"]
    quiet(take_souls(g, g.p(1), 2, "test"))
    t.use("slash ♠7", targets=[0])
    req = t.until("respond", seat=1)
    assert options_of(req) == ["skill:yigui_wei:peach"]
    t.use("skill:yigui_wei:peach", targets=[0])
    assert t.hp(0) == 1 and g.p(1).marks["yigui.souls"] == ["shu3"]
    assert g.general_pile == ["wei3"]


def test_yigui_is_offered_to_use_a_slash_asked_for() -> None:
    """役鬼――…你可以移去一张“魂”，视为使用一张基本牌或普通锦囊牌，此牌只能指定与此“魂”势力相同
    或未确定势力的角色为目标: asked by 乱武 to use a 杀 on the nearest player, 左慈 may with a
    魏 魂 (on the 魏 one only: the 群 贾诩, as near, is out of its reach)."""
    t = table(up("jia_xu", "qun1"), up("zuo_ci", "qun2"), up("wei1", "wei2"),
              up("shu1", "shu2"))
    g = t.start(0, "play")
    g.general_pile[:] = ["wei3", "wei4"]
    quiet(take_souls(g, g.p(1), 2, "test"))
    t.use("skill:luanwu")
    req = t.expect("respond", seat=1, reason="luanwu")
    assert options_of(req) == ["skill:yigui_wei:slash"] and req.data["use"]
    t.use("skill:yigui_wei:slash", targets=[2])
    assert [(r["source"], r["target"]) for r in t.log("damage")] == [(1, 2)]
    assert g.p(1).marks["yigui.souls"] == ["wei4"]


def test_yigui_is_never_offered_to_play_a_card() -> None:
    """役鬼: 视为使用, never 打出 — in a 决斗 from a 魏 player, 左慈 with 魏 魂 and no hand
    card has nothing to 打出 a 杀 with, and takes the damage unasked."""
    t = table(up("wei1", "wei2"), up("zuo_ci", "qun2"), up("shu1", "shu2"))
    t.set_hand(0, "duel ♠A")
    g = t.start(0, "play")
    g.general_pile[:] = ["wei3", "wei4"]
    quiet(take_souls(g, g.p(1), 2, "test"))
    t.use("duel ♠A", targets=[1])
    t.expect("play", seat=0)
    assert t.hp(1) == 2 and g.p(1).marks["yigui.souls"] == ["wei3", "wei4"]


def test_jihun_adds_a_soul_after_damage() -> None:
    """汲魂――当你受到伤害后或与你势力不同的角色进入濒死状态被救回后，你可以将一张未加入游戏的
    武将牌扣置加入到“魂”牌中。"""
    t = table(up("wei1", "wei2"), up("zuo_ci", "qun1"))
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    g.general_pile[:] = ["wu3", "qun4"]
    t.use("slash ♠7", targets=[1])
    t.until("confirm", seat=1, reason="汲魂")
    t.yes()
    assert g.p(1).marks["yigui.souls"] == ["wu3"] and "yigui_wu" in g.p(1).skill_ids


# ================================================================ 李傕郭汜


def test_xiongsuan_on_itself_gives_its_own_use_back_after_the_turn() -> None:
    """凶算――限定技，出牌阶段，你可弃置一张手牌并选择与你势力相同的一名角色，你对其造成1点
    伤害，摸三张牌，选择其一个已发动过的限定技，然后此回合结束后，你令此技能于此局游戏内的
    发动次数上限+1。"""
    t = table(up("lijue_guosi", "qun1"), up("wei1", "wei2"), up("qun2", "qun3"),
              up("wu1", "wu2"))
    t.set_hand(0, "jink ♦2")
    g = t.start(0, "play")
    req = t.pending
    opt = next(o for o in req.options if o.key == "skill:xiongsuan")  # type: ignore
    assert opt.selectable_targets((t.find("jink ♦2"),), ()) == [0, 2]  # 群 only
    t.use("skill:xiongsuan", cards=["jink ♦2"], targets=[0])
    assert t.hp(0) == 3 and len(t.hand(0)) == 3
    assert g.pending is not None and not g.skill_available(0, g.ruleset.skill("xiongsuan"))
    t.until("play", seat=0)
    t.end_play()
    t.until("play", seat=1)
    assert g.skill_available(0, g.ruleset.skill("xiongsuan"))  # given back at turn end


def test_jihun_adds_a_soul_when_a_player_of_another_kingdom_is_saved() -> None:
    """汲魂――…与你势力不同的角色进入濒死状态被救回后，你可以将一张未加入游戏的武将牌扣置加入到
    “魂”牌中。"""
    t = table(up("wei1", "wei2"), up("zuo_ci", "qun1"), up("shu1", "shu2"))
    t.set_hand(2, "slash ♠7").set_hand(0, "peach ♥4").set_hp(0, 1)
    g = t.start(2, "play")
    g.general_pile[:] = ["wu3"]
    t.use("slash ♠7", targets=[0])
    t.until("respond", seat=0, reason="dying")
    t.use("peach ♥4", targets=[0])
    t.expect("confirm", seat=1, reason="汲魂")
    t.yes()
    assert t.hp(0) == 1 and g.p(1).marks["yigui.souls"] == ["wu3"]


# ================================================================ 徐庶 (DESIGNED HERE)


def test_a_face_down_xu_shu_removes_his_deputy_then_adds_one() -> None:
    """辞行 (DESIGNED HERE)――出牌阶段限一次，你可以移除副将，然后摸两张牌并回复1点体力。
    荐贤 (DESIGNED HERE)――限定技，出牌阶段，若你没有副将，你可以加入副将。  加入 (seed 001):
    无副将的角色才能加入副将…注1：加入副将会影响体力上限，且新的副将会触发珠联璧合: 徐庶 (3) and
    a removed 关羽 (5) made max HP 4; 徐庶 and the 诸葛亮 found make it 3, and are companions."""
    t = table(down("xu_shu", "guan_yu"), up("wei1", "wei2"), up("wu1", "wu2"))
    t.set_hp(0, 2)
    g = t.start(0, "play")
    g.general_pile[:] = ["wei3", "zhuge_liang", "shu1"]
    p = g.p(0)
    assert p.max_hp == 4
    play = t.pending
    assert not any(o.key == "skill:jianxian" for o in play.options)  # type: ignore
    t.use("skill:cixing")
    assert p.generals[0].revealed and p.kingdom == "shu"  # revealed by using it
    assert p.generals[1].general.startswith("soldier") and not p.generals[1].revealed
    assert g.general_pile == ["wei3", "zhuge_liang", "shu1", "guan_yu"]
    assert len(p.hand) == 2 and p.hp == 3 and p.max_hp == 4
    t.expect("play", seat=0)
    t.use("skill:jianxian")  # a soldier counts as no deputy
    assert t.log("general_search")[-1]["shown"] == ["wei3", "zhuge_liang"]
    assert p.generals[1].general == "zhuge_liang" and p.generals[1].revealed
    assert p.max_hp == 3 and p.hp == 3 and t.log("add_deputy")[-1]["max_hp"] == 3
    assert [r["reward"] for r in t.log("reward")] == ["companion"]  # 徐庶–诸葛亮
    assert len(p.hand) == 4  # drew two for it (not wounded: the only choice)
    assert g.general_pile == ["shu1", "guan_yu", "wei3"]
    t.expect("play", seat=0)
    assert not any(o.key == "skill:jianxian" for o in t.pending.options)  # type: ignore


def test_jianxian_searches_the_whole_pile_the_removed_general_included() -> None:
    """荐贤: the search goes on to the bottom of the pile, where 辞行 put the removed
    deputy (seed 001 移除: 你的副将置入剩余武将牌牌底): with no other 蜀 general, it comes back."""
    t = table(up("xu_shu", "shu1"), up("wei1", "wei2"), up("wu1", "wu2"))
    g = t.start(0, "play")
    g.general_pile[:] = ["wei3", "qun1"]
    t.use("skill:cixing")
    assert not g.skill_available(0, g.ruleset.skill("cixing"))  # once a play phase
    t.use("skill:jianxian")
    assert t.log("general_search")[-1]["shown"] == ["wei3", "qun1", "shu1"]
    assert g.p(0).generals[1].general == "shu1" and g.p(0).generals[1].revealed
    assert sorted(g.general_pile) == ["qun1", "wei3"]


# ================================================================ 许劭 (DESIGNED HERE)

PREFERRED = ("event_bleed", "event_disarm", "event_overturn", "event_tribute", "event_strike")


def _give_event(t: Table) -> str:
    req = t.expect("option", seat=0, reason="月评")
    offered = options_of(req)
    assert len(offered) == 3
    pick = next(e for e in PREFERRED if e in offered)
    t.choose(pick)
    return pick


def test_yueping_with_a_red_card_offers_an_event_the_performer_may_carry_out() -> None:
    """月评 (DESIGNED HERE)――出牌阶段限一次，你可以弃置一张手牌并选择一名其他角色，令其进行
    一次“事件”；若你以此法弃置的牌为黑色，其须进行此“事件”。  (a red card: they decide)"""
    t = table(up("xu_shao", "qun1"), up("wei1", "wei2"), up("wu1", "wu2"))
    t.set_hand(0, "peach ♥4")
    t.start(0, "play")
    t.use("skill:yueping", cards=["peach ♥4"], targets=[1])
    event = _give_event(t)
    t.expect("confirm", seat=1, reason="yueping")
    t.yes()
    assert t.log("event")[-1] == {"t": "event", "seat": 0, "performer": 1, "event": event,
                                  "forced": False}
    assert not t.log("event_refused") and not skill_log(t, "shiren")


def test_yueping_refused_and_shiren_draws() -> None:
    """识人 (DESIGNED HERE)――锁定技，当一名角色拒绝进行你发起的“事件”后，你摸一张牌。"""
    t = table(up("xu_shao", "qun1"), up("wei1", "wei2"), up("wu1", "wu2"))
    t.set_hand(0, "peach ♥4").set_hand(1, "jink ♦2")
    t.start(0, "play")
    t.use("skill:yueping", cards=["peach ♥4"], targets=[1])
    _give_event(t)
    t.expect("confirm", seat=1, reason="yueping")
    t.no()
    assert t.log("event_refused") and skill_log(t, "shiren")
    assert len(t.hand(0)) == 1 and t.hp(1) == 4 and t.hand(1) == ["jink"]


def test_yueping_with_a_black_card_forces_the_event() -> None:
    """月评――…若你以此法弃置的牌为黑色，其须进行此“事件”: the performer is not asked."""
    t = table(up("xu_shao", "qun1"), up("wei1", "wei2"), up("wu1", "wu2"))
    t.set_hand(0, "slash ♠7").set_equip(1, "axe ♦5")
    g = t.start(0, "play")
    t.use("skill:yueping", cards=["slash ♠7"], targets=[1])
    event = _give_event(t)
    assert t.log("event")[-1]["forced"] is True and not t.log("event_refused")
    if event == "event_bleed":
        assert t.hp(1) == 3
    elif event == "event_disarm":
        assert t.equipment(1) == {}
    elif event == "event_overturn":
        assert g.p(1).face_down
    assert not skill_log(t, "shiren")


def test_a_face_down_bian_furen_is_asked_to_reveal_for_wanwei() -> None:
    """挽危 of a face-down card: using it reveals 卞夫人 (seed 001: 发动武将牌的技能时明置)."""
    t = table(up("shu1", "shu2"), down("bian_furen", "wei1"))
    t.set_hand(0, "snatch ♠3").set_hand(1, "peach ♥4").set_equip(1, "axe ♦5")
    g = t.start(0, "play")
    t.use("snatch ♠3", targets=[1])
    t.until("card_of", seat=0)
    t.pick("axe ♦5")
    t.expect("confirm", seat=1, reason="wanwei")
    t.yes()
    assert g.p(1).generals[0].revealed and g.p(1).kingdom == "wei"
    t.pick("peach ♥4")
    assert t.where("peach ♥4") == hand_of(0) and t.equipment(1) == {"weapon": "axe"}


def test_yigui_a_card_on_oneself_needs_a_soul_of_ones_kingdom() -> None:
    """役鬼――…此牌只能指定与此“魂”势力相同…的角色为目标: 无中生有 targets 左慈 (群), so only a
    群 魂 gives it; each card name once per turn."""
    t = table(down("zuo_ci", "qun1"), up("wei1", "wei2"), up("shu1", "shu2"),
              up("wu1", "wu2"))
    g = t.start(0, "start")
    g.general_pile[:] = ["wei3", "qun4", "qun5"]
    t.expect("option", seat=0, reason="reveal")
    t.choose("main")
    keys = options_of(t.until("play", seat=0))
    assert "skill:yigui_qun:ex_nihilo" in keys and "skill:yigui_wei:ex_nihilo" not in keys
    assert not [k for k in keys if k.endswith((":jink", ":nullification"))]
    before = len(t.hand(0))
    t.use("skill:yigui_qun:ex_nihilo")
    assert len(t.hand(0)) == before + 2 and g.p(0).marks["yigui.souls"] == ["wei3"]
    keys = options_of(t.expect("play", seat=0))
    assert "skill:yigui_qun:ex_nihilo" not in keys and "yigui_qun" not in g.p(0).skill_ids
