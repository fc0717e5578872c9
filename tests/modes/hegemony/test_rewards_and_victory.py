"""Reveal rewards, death rewards and victory (rules/hegemony.md "Rewards for revealing",
"Death, reward, victory")."""

from __future__ import annotations

from heg_support import hidden, run, shown, table

from sgs.core import ops
from sgs.core.generals import Position
from sgs.testing import Table


def _drawn(t: Table, reason: str) -> list[int]:
    return [c for r in t.log("move") if r.get("reason") == reason for c in r["cards"]]


def test_the_first_reveal_of_the_game_draws_two() -> None:
    """先驱 [choice]: the first player in the game to reveal draws 2; nobody after."""
    t = table(hidden("wei1", "wei3"), hidden("shu1", "shu2"))
    t.start(phase="start")
    t.expect("option", seat=0, reason="reveal")
    t.choose("main")
    assert len(_drawn(t, "vanguard")) == 2
    assert [r["reward"] for r in t.log("reward")] == ["vanguard"]
    t.until("option", seat=1, reason="reveal")
    t.choose("main")
    assert len(_drawn(t, "vanguard")) == 2  # nobody after


def test_vanguard_is_an_option() -> None:
    t = table(hidden("wei1", "wei3"), hidden("shu1", "shu2"), options={"vanguard": False})
    t.start(phase="start")
    t.choose("main")
    assert not _drawn(t, "vanguard") and not t.log("reward")


def test_companions_draw_two_or_recover_when_both_are_first_revealed() -> None:
    """珠联璧合: when both generals are first revealed, draw 2 or recover 1 (if wounded)."""
    t = table(hidden("wei1", "wei2"), hidden("shu1", "shu2"), options={"vanguard": False})
    t.set_hp(0, 3)
    t.start(phase="start")
    t.choose("both")
    req = t.expect("option", seat=0, reason="companion")
    assert req.options == ["draw_two", "recover"]
    t.choose("recover")
    assert t.hp(0) == 4


def test_a_leftover_yin_yang_fish_may_draw_one() -> None:
    """Single leftover 阴阳鱼: when both generals are first revealed, may draw 1."""
    t = table(hidden("wei_odd", "wei3"), hidden("shu1", "shu2"), options={"vanguard": False})
    g = t.start(phase="start")
    assert g.p(0).max_hp == 3  # (3 + 4) // 2, one over
    t.choose("both")
    t.expect("confirm", seat=0, reason="leftover")
    t.yes()
    assert len(_drawn(t, "leftover")) == 1
    assert [r["reward"] for r in t.log("reward")] == ["leftover"]


def test_no_leftover_reward_while_one_card_is_hidden() -> None:
    t = table(hidden("wei_odd", "wei3"), hidden("shu1", "shu2"), options={"vanguard": False})
    t.start(phase="start")
    t.choose("main")
    assert not t.log("reward")


def test_killing_another_kingdom_draws_one_plus_its_living_players() -> None:
    """The killer of another kingdom draws 1 + the living players of the victim's kingdom
    other than the victim."""
    t = table(shown("wei1", "wei2"), shown("shu1", "shu2"), shown("shu3", "shu4"),
              shown("wu1", "wu2"), shown("shu5", "shuf", deputy_up=False))
    t.set_hand(0, "杀").set_hp(1, 1)
    t.start()
    t.use("杀", [1])
    t.until("play", seat=0)
    # 蜀 had 3 players: the victim, seat 2 and seat 4 (the 3rd 蜀 of 5 is a careerist)
    assert t.game.p(4).kingdom == "careerist"
    assert len(t.game.p(0).hand) == 1 + 1


def test_killing_ones_own_kingdom_discards_everything() -> None:
    t = table(shown("wei1", "wei2"), shown("wei3", "wei4"), shown("shu1", "shu2"),
              shown("wu1", "wu2"))
    t.set_hand(0, "杀", "闪").set_equip(0, "赤兔").set_hp(1, 1)
    t.start()
    t.use("杀", [1])
    t.until("play", seat=0)
    assert t.game.p(0).hand == [] and not t.game.p(0).areas.equip


def test_victory_when_every_living_player_is_of_one_kingdom_the_dead_win_too() -> None:
    """The game ends when all living players are of one kingdom; its dead win too."""
    t = table(shown("wei1", "wei2"), shown("shu1", "shu2"), shown("wei3", "wei4"),
              shown("shu3", "shu4", deputy_up=False), shown("wei5", "weif"),
              shown("wu1", "wu2"))
    t.set_hand(0, "杀", "决斗").set_hp(1, 1).set_hp(3, 1)
    g = t.start()
    g.p(4).alive = g.p(5).alive = False  # a dead 魏 player and a dead 吴 one
    t.use("杀", [1])
    t.until("play", seat=0)
    assert not g.over
    t.use("决斗", [3])
    t.until("play", seat=0) if not g.over else None
    assert g.over and sorted(g.winners or []) == [0, 2, 4]
    assert t.log("game_over")[-1]["sides"] == ["wei", "shu", "wei", "shu", "wei", "wu"]


def test_a_hidden_survivor_who_would_be_a_careerist_keeps_the_game_going() -> None:
    """Victory with a hidden survivor who would be a careerist: at 4 players, 魏 has 2
    revealed; a hidden 魏 survivor would be the 3rd, a careerist: no winner yet."""
    t = table(shown("wei1", "wei2"), shown("wei3", "wei4"), hidden("wei5", "weif"),
              shown("shu1", "shu2"))
    g = t.start()
    g.p(3).alive = False
    assert g.mode.winners(g) is None
    g.p(1).alive = False  # now 魏 alive: seat 0 and hidden seat 2; the 3rd 魏 reveal…
    assert g.mode.winners(g) is None
    g.p(0).alive = False  # seat 2 alone: the last survivor wins, as a careerist
    assert g.mode.winners(g) == [2]


def test_hidden_survivors_of_one_kingdom_that_stays_under_half_win() -> None:
    t = table(shown("wei1", "wei2"), hidden("wei3", "wei4"), shown("shu1", "shu2"),
              shown("wu1", "wu2"), shown("qun1", "qun2"), shown("qun3", "qun4"))
    g = t.start()
    for s in (2, 3, 4, 5):
        g.p(s).alive = False
    assert sorted(g.mode.winners(g)) == [0, 1]
    g.p(4).alive = True
    assert g.mode.winners(g) is None


def test_a_seat_laid_out_with_both_cards_face_up_has_had_its_reveal_rewards() -> None:
    """珠联璧合 … when both generals are first revealed (rules/hegemony.md): a seat laid out
    with both cards face up is past that moment, so 倾城 turning one face down and its
    reveal again at the 准备 phase give no 珠联璧合 (wei1–wei2 are companions)."""
    t = table(shown("shu1", "shu2"), shown("wei1", "wei2"), hidden("wu1", "wu2"),
              options={"vanguard": False})
    g = t.start()
    assert g.mode_state.both_shown == [True, True, False]
    ops.hide_general(g, 1, Position.MAIN)
    t.end_play()
    t.until("option", seat=1, reason="reveal")
    t.choose("main")
    assert [c.revealed for c in g.p(1).generals] == [True, True]
    assert not t.log("reward") and not _drawn(t, "companion")
    assert g.pending is not None and g.pending.reason != "companion"


def _kill(t: Table, killer: int, victim: int) -> int:
    """``killer`` kills ``victim`` (1 HP, no 闪) with a 杀: the cards it holds after."""
    t.set_hand(killer, "杀").set_hp(victim, 1)
    t.start(seat=killer)
    t.use("杀", [victim])
    t.until("play", seat=killer)
    assert not t.game.p(victim).alive
    return len(t.game.p(killer).hand)


def test_a_killer_with_no_kingdom_is_neither_rewarded_nor_punished() -> None:
    """The killer (the damage source, alive and with a kingdom) is rewarded or punished:
    a killer with both generals face down has no kingdom, so nothing happens."""
    t = table(hidden("wei1", "wei2"), shown("wei3", "wei4"), shown("shu1", "shu2"),
              shown("wu1", "wu2"), options={"vanguard": False})
    assert _kill(t, 0, 1) == 0
    assert t.game.p(0).kingdom is None


def test_a_careerist_killer_draws_for_the_victims_kingdom() -> None:
    """A careerist is of a kingdom different from every other (野心家为单独的一种势力): killing
    a player of its generals' kingdom is a reward, 1 + the living players of the
    victim's kingdom other than the victim."""
    t = table(shown("wei1", "wei2"), shown("wei3", "wei4"), shown("wei5", "weif"),
              shown("wei_odd", "scholar"), shown("shu1", "shu2"), shown("shu3", "shu4"),
              options={"vanguard": False})
    # 6 players: the 4th 魏 is a careerist; it kills 魏 seat 2 (魏 alive after: 0 and 1)
    hand = _kill(t, 3, 2)
    assert t.game.p(3).kingdom == "careerist" and hand == 1 + 2


def test_killing_a_careerist_draws_one() -> None:
    """A careerist victim is a kingdom of one: its killer draws 1, however many players
    of its generals' kingdom live."""
    t = table(shown("wei1", "wei2"), shown("wei3", "wei4"), shown("wei5", "weif"),
              shown("wei_odd", "scholar"), shown("shu1", "shu2"), shown("shu3", "shu4"),
              options={"vanguard": False})
    assert _kill(t, 4, 3) == 1


def test_careerists_win_only_alone() -> None:
    """他（们）需要杀死所有其他角色，成为唯一的生还者…野心家与野心家之间也是不同势力: two
    careerists alive go on; the last one wins alone, the dead careerist not with it."""
    t = table(shown("wei1", "wei2"), shown("wei3", "wei4"), shown("wei5", "weif"),
              shown("wei_odd", "scholar"), hidden("shu1", "shu2"))
    g = t.start()
    assert [g.p(s).kingdom for s in (2, 3)] == ["careerist", "careerist"]
    for s in (0, 1, 4):
        g.p(s).alive = False
    assert g.mode.winners(g) is None
    g.p(2).alive = False
    assert g.mode.winners(g) == [3]


def test_an_added_deputy_brings_the_rewards_again_a_changed_one_never() -> None:
    """Seed 001 变更: 注1：…新的副将不会触发珠联璧合、单独阴阳鱼摸牌的效果; 加入: 注1：加入副将会
    影响体力上限，且新的副将会触发珠联璧合、单独阴阳鱼摸牌的效果.  A player whose first pair
    was revealed long ago: the deputy 变更 finds (wei2, 珠联璧合 with prober) brings
    nothing, even when 倾城 turns it face down and it is revealed again; after 移除, the
    pair 加入 makes (prober + wei_odd: 7 阴阳鱼, one over) brings its reward."""
    D = ops.deputy
    t = table(hidden("prober", "wei1"), shown("shu1", "shu2"), options={"vanguard": False})
    g = t.start(phase="start")
    t.choose("both")  # prober + wei1: no reward to give
    t.until("play", seat=0)
    g.general_pile[:] = ["shu3", "wei2", "qun1", "wei_odd"]
    assert run(t, lambda g: D.change_deputy(g, 0)) == "wei2"
    ops.hide_general(g, 0, Position.DEPUTY)
    t.end_play()
    t.until("option", seat=0, reason="reveal")
    t.choose("deputy")
    assert g.p(0).generals[1].revealed and not t.log("reward")
    t.until("play", seat=0)
    run(t, lambda g: D.remove_deputy(g, 0))
    run(t, lambda g: D.add_deputy(g, 0))
    t.expect("confirm", seat=0, reason="leftover")
    t.yes()
    assert g.p(0).generals[1].general == "wei_odd"
    assert [r["reward"] for r in t.log("reward")] == ["leftover"]
