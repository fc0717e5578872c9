"""The Table harness itself: printed names, which card a spec names, `until`,
`expect(reason=)`, the piles, the lord's bonus and quiet layout."""

from __future__ import annotations

from typing import Any

import pytest

from sgs.core import Game, Gender, GeneralDef, IllegalAnswer, Pack, Player, Skill, Timing, Zone
from sgs.core.events import MoveEvent
from sgs.modes.identity import role_of
from sgs.testing import AmbiguousCard, AmbiguousName, Table, parse_spec

# ---------------------------------------------------------------- printed names


def test_printed_names_for_generals_cards_and_skills() -> None:
    t = Table("薛宝钗", "Xia Jingui", roles=["主人", "反贼"])
    t.set_equip(0, "护官符", "Green Dragon Blade ♠5").set_hand(0, "杀 ♠7")
    t.set_hand(1, "过河拆桥 ♠3", "Dodge ♦3")
    g = t.start(seat=1, phase="play")
    assert [p.general for p in g.players] == ["xue_baochai", "xia_jingui"]
    assert [role_of(g, p.seat) for p in g.players] == ["lord", "rebel"]
    assert t.equipment(0) == {"armor": "eight_diagram", "weapon": "blade"}
    assert t.find("护官符") == t.find("eight_diagram") == t.find("official's amulet")
    assert t.find("杀♠7") == t.find("slash ♠7") == t.find("Slash ♠ 7")
    assert t.where("闪 ♦3") == t.where("jink ♦3")
    t.use("过河拆桥", targets=[0])
    t.expect("card_of", seat=1, reason="过河拆桥")
    t.pick("护官符")
    t.expect("confirm", seat=0, reason="枭姬")       # 枭姬 asks its owner
    t.expect("confirm", seat=0, reason="Warrior Maiden")
    t.expect("confirm", seat=0, reason="xiaoji")
    t.yes()
    assert t.where("eight_diagram").zone is Zone.DISCARD
    assert len(t.hand(0)) == 3


def test_printed_skill_option() -> None:
    t = Table("宝蟾", "blank")                        # 奇袭: a black card as 过河拆桥
    t.set_hand(0, "杀 ♠7").set_hand(1, "闪 ♦3").set_equip(1, "绝影")
    t.start(0, "play")
    t.use("skill:奇袭", cards=["杀 ♠7"], targets=[1])
    t.expect("card_of", seat=0, reason="过河拆桥")  # 奇袭 makes a 过河拆桥
    t.pick("绝影")
    assert t.hand(1) == ["jink"] and sorted(t.discard_names()) == ["jueying", "slash"]


def test_printed_skill_option_with_its_card_name() -> None:
    t = Table("bao_chan", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦3").set_equip(1, "jueying")
    t.start(0, "play")
    t.use("skill:Surprise Raid:过河拆桥", cards=["slash ♠7"], targets=[1])
    t.pick("hand")
    assert t.where("jink ♦3").zone is Zone.DISCARD


def test_id_of() -> None:
    t = Table("blank", "blank")
    t.start()
    assert t.id_of("杀") == "slash"
    assert t.id_of("护官符") == "eight_diagram"
    assert t.id_of("薛宝钗") == "xue_baochai"
    assert t.id_of("枭姬") == "xiaoji"
    assert t.id_of("药", "card") == "peach"      # the Red Chamber set's name for 桃
    assert t.id_of("unknown thing") == "unknown thing"


def _same_name_pack() -> Pack:
    p = Pack("same_names")
    p.generals["twin_a"] = GeneralDef("twin_a", "qun", 4, Gender.MALE, ())
    p.generals["twin_b"] = GeneralDef("twin_b", "qun", 4, Gender.MALE, ())
    p.names = {"zh": {"twin_a": "双生", "twin_b": "双生", "slash": "牌", "jink": "牌"}}
    return p


def test_ambiguous_printed_general_names_the_candidates() -> None:
    t = Table("双生", "blank", extra=_same_name_pack())
    with pytest.raises(AmbiguousName, match=r"twin_a.*twin_b"):
        t.start()


def test_ambiguous_printed_card_names_the_candidates() -> None:
    t = Table("blank", "blank", extra=_same_name_pack())
    t.set_hand(0, "牌 ♠7")
    with pytest.raises(AmbiguousName, match=r"jink.*slash"):
        t.start()


def test_ids_still_work_when_printed_names_collide() -> None:
    t = Table("twin_a", "blank", extra=_same_name_pack())
    t.set_hand(0, "slash ♠7")
    g = t.start()
    assert g.p(0).general == "twin_a" and t.hand(0) == ["slash"]
    with pytest.raises(AmbiguousName):
        t.find("牌")


def test_parse_spec() -> None:
    assert parse_spec("Green Dragon Blade ♠5")[0] == "Green Dragon Blade"
    assert parse_spec("杀♠Q")[2] == 12
    assert parse_spec("杀 ♠")[2] is None
    with pytest.raises(ValueError):
        parse_spec("slash ♠Z")
    with pytest.raises(ValueError):
        parse_spec("♠7")


# ---------------------------------------------------------------- which card a spec names


@pytest.mark.parametrize("seed", range(8))
def test_find_names_the_card_the_layout_took(seed: int) -> None:
    """There are two jink ♦2: find gives the one set_hand dealt, whatever the shuffle."""
    t = Table("blank", "blank", seed=seed)
    t.set_hand(1, "jink ♦2")
    g = t.start()
    assert len(t.find_all("jink ♦2")) == 2
    assert t.find("jink ♦2") == g.p(1).hand[0]
    assert t.where("jink ♦2") == g.place[g.p(1).hand[0]]


def test_the_shuffle_does_deal_the_second_copy_sometimes() -> None:
    """(Why the rule matters: deck order alone would name the wrong card.)"""
    dealt = set()
    for seed in range(8):
        t = Table("blank", "blank", seed=seed)
        t.set_hand(1, "jink ♦2")
        g = t.start()
        dealt.add(t.find_all("jink ♦2").index(g.p(1).hand[0]))
    assert dealt == {0, 1}


def test_find_with_two_fitting_laid_cards_is_an_error() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "jink ♦2").set_hand(1, "jink ♦2")
    t.start()
    with pytest.raises(AmbiguousCard, match="2 cards"):
        t.find("jink ♦2")


def test_find_with_no_laid_card_among_several_is_an_error() -> None:
    t = Table("blank", "blank")
    t.start()
    with pytest.raises(AmbiguousCard, match="none of them laid out"):
        t.find("jink ♦2")
    with pytest.raises(KeyError):
        t.find("jink ♠A")


def test_answers_prefer_the_laid_card() -> None:
    """Both jink ♦2 in one hand, one laid as a jink ♦2 and one as a plain jink: the
    answer by spec uses the card laid out under that spec's description."""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2")
    g = t.start()
    laid = t.find("jink ♦2")
    other = next(c for c in t.find_all("jink ♦2") if c != laid)
    g.p(1).hand.insert(0, other)        # the other copy, first in hand
    g.draw_pile.remove(other)
    g.place[other] = g.place[laid]
    t.use("slash", targets=[1])
    t.respond("jink ♦2")
    assert t.where(laid).zone is Zone.DISCARD and g.p(1).hand == [other]


# ---------------------------------------------------------------- expect(reason=), until


def test_expect_checks_the_reason() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦3")
    t.start()
    t.use("slash", targets=[1])
    assert t.expect("respond", seat=1, reason="slash").reason == "slash"
    t.expect("respond", seat=1, reason="杀")
    with pytest.raises(AssertionError, match="from 'duel'"):
        t.expect("respond", seat=1, reason="决斗")


def test_until_answers_defaults_up_to_the_named_request() -> None:
    """南蛮入侵: seat 1 (贾蓉) is asked first, takes the damage, and 反馈 asks him;
    until() answers both by default and stops at seat 2's question."""
    t = Table("blank", "贾蓉", "blank")
    t.set_hand(0, "南蛮入侵 ♠7", "jink ♦3").set_hand(1, "杀 ♠8").set_hand(2, "杀 ♠9")
    t.start()
    t.use("savage_assault")
    req = t.until("respond", seat=2, reason="南蛮入侵")
    assert req.seat == 2 and t.pending is req
    assert t.hp(1) == 2 and t.hand(0) == ["jink"]    # no 杀 from 1; 反馈 declined
    answers = [(r["seat"], r["kind"]) for r in t.log("answer")]
    assert answers[-2:] == [(1, "respond"), (1, "confirm")]
    t.respond("杀")
    assert t.hp(2) == 4


def test_until_returns_at_once_when_it_is_pending() -> None:
    t = Table("blank", "blank")
    t.start()
    before = len(t.log())
    assert t.until("play", seat=0).seat == 0 and len(t.log()) == before


def test_until_fails_when_the_game_ends_or_after_the_limit() -> None:
    t = Table("blank", "blank")
    t.set_hp(1, 1).set_hand(0, "slash ♠7")
    t.start()
    t.use("slash", targets=[1])
    with pytest.raises(AssertionError, match="game ended"):
        t.until("confirm", seat=1)
    t2 = Table("blank", "blank")
    t2.start()
    with pytest.raises(AssertionError, match="within 3 requests"):
        t2.until("confirm", limit=3)
    with pytest.raises(ValueError):
        t2.until()


# ---------------------------------------------------------------- the piles


def test_discard_pile_and_an_empty_draw_pile() -> None:
    """Drawing from an empty draw pile shuffles the discard pile in."""
    t = Table("blank", "blank")
    t.set_discard("slash ♠7", "peach ♥3").trim_draw(0)
    g = t.start(0, "draw")
    assert sorted(t.hand(0)) == ["peach", "slash"]
    assert g.draw_pile == [] and g.discard_pile == []
    assert t.log("shuffle")[0]["count"] == 2


def test_trim_draw_keeps_the_top() -> None:
    t = Table("blank", "blank")
    t.set_top("peach ♥3", "slash ♠7").trim_draw(2)
    g = t.start()
    assert [g.card(c).name for c in g.draw_pile] == ["peach", "slash"]
    assert len(g.void) == 108 - 2
    assert t.log("move")[-1]["dst"] == {"zone": "void"}


def test_trims_after_start() -> None:
    t = Table("blank", "blank")
    t.set_discard("slash ♠7", "peach ♥3", "jink ♦3")
    g = t.start()
    t.trim_discard(1)
    assert t.discard_names() == ["jink"]
    t.trim_draw(1).trim_discard(0)
    assert len(g.draw_pile) == 1 and g.discard_pile == []
    assert t.where("slash ♠7").zone is Zone.VOID
    with pytest.raises(ValueError):
        t.trim_draw(-1)


# ---------------------------------------------------------------- lord's bonus


def test_no_lord_bonus_unless_asked() -> None:
    g = Table(*["blank"] * 5).start()
    assert [p.max_hp for p in g.players] == [4] * 5
    g = Table(*["blank"] * 5, lord_bonus=True).start()
    assert [(p.hp, p.max_hp) for p in g.players] == [(5, 5)] + [(4, 4)] * 4
    g = Table("blank", "blank", lord_bonus=True).start()
    assert g.p(0).max_hp == 5          # asked for: whatever the number of players
    g = Table("blank", "blank", lord_bonus=True).set_hp(0, 2).start()
    assert (g.p(0).hp, g.p(0).max_hp) == (2, 5)


# ---------------------------------------------------------------- quiet layout


class _Watch(Skill):
    """Test only: notes every move it sees and never fires."""

    id = "t_watch"
    timings = (Timing.CARDS_MOVED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if isinstance(ev, MoveEvent):
            owner.marks.setdefault("seen", []).append(ev.reason)
        return False


def _watch_pack() -> Pack:
    p = Pack("watch")
    p.skills["t_watch"] = _Watch()
    p.generals["watcher"] = GeneralDef("watcher", "qun", 4, Gender.MALE, ("t_watch",))
    return p


def test_layout_fires_no_move_triggers_by_default() -> None:
    t = Table("watcher", "blank", extra=_watch_pack())
    t.set_hand(0, "slash ♠7").set_equip(1, "jueying").set_judge(1, "indulgence ♠6")
    t.set_discard("peach ♥3")
    g = t.start()
    assert "seen" not in g.p(0).marks
    assert [(r["dst"]["zone"], r["visible"]) for r in t.log("move")] == [
        ("hand", [0]), ("equip", None), ("judge", None), ("discard", None)]
    assert g.distance(0, 1) == 2          # the horse's skill is in play
    assert t.judge_area(1) == ["indulgence"]


def test_layout_fires_move_triggers_when_asked() -> None:
    t = Table("watcher", "blank", extra=_watch_pack(), setup_triggers=True)
    t.set_hand(0, "slash ♠7").set_equip(1, "chitu ♥5")
    g = t.start()
    assert g.p(0).marks["seen"] == ["setup", "setup"]


def test_layout_errors() -> None:
    with pytest.raises(ValueError, match="not equipment"):
        Table("blank", "blank").set_equip(0, "slash ♠7").start()
    with pytest.raises(ValueError, match="slot is taken"):
        Table("blank", "blank").set_equip(0, "chitu ♥5", "zixing").start()
    with pytest.raises(ValueError, match="no card"):
        Table("blank", "blank").set_hand(0, "slash ♠7", "slash ♠7").start()


def test_illegal_answer_by_printed_name() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7")
    t.start()
    with pytest.raises(IllegalAnswer):
        t.use("闪")


# ---------------------------------------------------------------- windows, fixed targets


def test_answer_window_answers_each_seat_and_passes_the_rest() -> None:
    """A window asks several seats at once (the dying's rescue): ``answer_window``
    answers the given seats by spec and passes the others; the 桃's target, the
    dying player, is the only choice and need not be given."""
    t = Table("blank", "blank", "blank", "blank")
    t.set_hp(1, 1).set_hand(0, "slash ♠7").set_hand(2, "peach ♥6").set_hand(3, "peach ♥7")
    t.start(seat=0)
    t.use("slash", targets=[1])
    assert t.open_seats() == [2, 3]
    t.answer_window({3: "peach"})
    assert t.hp(1) == 1 and t.hand(2) == ["peach"] and t.hand(3) == []
    t.expect("play", seat=0)


def test_respond_by_seat_in_a_window_without_targets() -> None:
    t = Table("blank", "blank", "blank")
    t.set_hp(1, 1).set_hand(0, "slash ♠7").set_hand(2, "peach ♥6").set_hand(1, "peach ♥3")
    t.start(seat=0)
    t.use("slash", targets=[1])
    assert t.open_seats() == [1, 2]
    t.pass_(seat=1)
    t.respond("peach", seat=2)
    assert t.hp(1) == 1 and t.hand(2) == []
    with pytest.raises(IllegalAnswer, match="seat 2 is not being asked"):
        t.pass_(seat=2)
    with pytest.raises(AssertionError, match="seat 2 is not asked"):
        t.respond("peach", seat=2)


def test_nullification_needs_no_targets() -> None:
    t = Table("blank", "blank", pack="standard")
    t.set_hand(0, "dismantlement ♠3").set_hand(1, "nullification ♠J", "jink ♦3")
    t.start()
    t.use("dismantlement", targets=[1])
    t.expect("respond", seat=1, reason="nullification")
    t.respond("nullification")
    assert t.hand(1) == ["jink"]


def test_targets_given_are_kept() -> None:
    t = Table("blank", "blank", "blank")
    t.set_hp(1, 1).set_hand(0, "slash ♠7").set_hand(2, "peach ♥6")
    t.start(seat=0)
    t.use("slash", targets=[1])
    with pytest.raises(IllegalAnswer):
        t.respond("peach", targets=[0])


# ---------------------------------------------------------------- questions answered alone


def test_a_question_with_one_answer_is_seen_though_not_logged() -> None:
    """过河拆桥 on a player whose only card is an equipment card: the engine picks it
    itself (one legal answer, not logged), and the table still shows it was asked."""
    t = Table("blank", "blank")
    t.set_hand(0, "过河拆桥 ♠3").set_equip(1, "jueying")
    t.start()
    t.use("过河拆桥", targets=[1])
    asked = t.expect_asked("card_of", seat=0, reason="过河拆桥")
    assert asked.alone and asked.answer == t.find("jueying")
    assert [r for r in t.log("answer") if r["kind"] == "card_of"] == []
    assert t.asked("confirm") == []
    with pytest.raises(AssertionError, match="no confirm"):
        t.expect_asked("confirm")


def test_an_open_question_is_among_the_asked_not_alone() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "过河拆桥 ♠3").set_equip(1, "jueying", "zixing")
    t.start()
    t.use("过河拆桥", targets=[1])
    t.expect("card_of", seat=0)
    assert not t.expect_asked("card_of", seat=0).alone


# ---------------------------------------------------------------- more layout


def test_dead_from_the_start() -> None:
    t = Table("blank", "blank", "blank", "blank")
    t.set_dead(2).set_hand(0, "slash ♠7")
    g = t.start()
    assert not g.p(2).alive and g.p(2).hp == 0
    assert g.distance(0, 3) == 1          # the dead seat is skipped
    (death,) = t.log("death")
    assert death["seat"] == 2 and death["reason"] == "setup"
    assert death["role"] == "rebel"       # what identity mode shows of a death
    with pytest.raises(IllegalAnswer):
        t.use("slash", targets=[2])
    with pytest.raises(ValueError, match="dead from the start"):
        Table("blank", "blank", "blank").set_dead(1).set_hand(1, "jink ♦3").start()


def test_top_of_the_draw_pile_after_start() -> None:
    t = Table("blank", "blank")
    g = t.start(0, "play")
    t.set_top("peach ♥3", "jink ♦3")
    assert [g.card(c).name for c in g.draw_pile[:2]] == ["peach", "jink"]
    assert t.find("peach ♥3") == g.draw_pile[0]
    with pytest.raises(ValueError, match="no card"):
        t.set_top("peach ♥3", "peach ♥3")


def test_remaining_generals_pile() -> None:
    t = Table(["blank", "blank"], ["blank", "blank"], ["blank", "blank"],
              mode="hegemony", pack="hegemony")
    t.set_general_pile("曹操", "liubei")
    g = t.start()
    assert g.general_pile == ["cao_cao", "liubei"]
    assert g.observe(0)["table"]["general_pile_count"] == 2
    t.set_general_pile("sunquan")
    assert g.general_pile == ["sunquan"]
