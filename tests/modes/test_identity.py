"""Identity mode: roles, setup, rewards and punishments, victory (rules §5–§6, seed 003)."""

from __future__ import annotations

from collections import Counter

import pytest

from sgs.agents import RandomBot
from sgs.core import ConfigError, Game, UnknownName, view
from sgs.host import Seats
from sgs.modes.identity import ROLE_TABLE, IdentityMode, role_of, roles_for
from sgs.packs import ruleset
from sgs.testing import Table


@pytest.mark.parametrize("n", range(2, 11))
def test_role_table(n: int) -> None:
    loy, reb, ren = ROLE_TABLE[n]
    assert Counter(roles_for(n)) == Counter(
        {"lord": 1, "loyalist": loy, "rebel": reb, "renegade": ren}) - Counter()
    assert len(roles_for(n)) == n


def test_ten_players_use_seed_003s_identity_cards() -> None:
    """身份牌10张：1主人，3仆人，4反贼，2内奸"""
    assert Counter(roles_for(10)) == {"lord": 1, "loyalist": 3, "rebel": 4, "renegade": 2}


@pytest.mark.parametrize("n", [1, 11])
def test_player_count_out_of_range_is_a_clear_error(n: int) -> None:
    with pytest.raises(ConfigError, match="2 to 10"):
        Game(ruleset("honglou"), IdentityMode(), n, seed=1)


def test_unknown_general_is_a_clear_error() -> None:
    with pytest.raises(UnknownName, match="no_such_general"):
        Game(ruleset("honglou"), IdentityMode(generals={0: "no_such_general"}), 5, seed=1)


def _setup(n: int, seed: int) -> Game:
    g = Game(ruleset("honglou"), IdentityMode(), n, seed)
    seats = Seats(g, [RandomBot(seed * 100 + i) for i in range(n)])
    while g.pending is not None and g.pending.kind == "option" and g.pending.reason == "setup":
        seats.answer(g.pending)
    return g


def test_lord_picks_first_from_lord_generals_plus_two() -> None:
    g = Game(ruleset("honglou"), IdentityMode(), 5, seed=3)
    req = g.pending
    assert req is not None and req.seat == 0 and req.reason == "setup"
    options = req.choices() or []
    assert {"jia_zhen", "xue_yima"} <= set(options)
    assert len(options) == 4


def test_setup_hands_hp_and_visible_roles() -> None:
    g = _setup(5, seed=4)
    lord = g.p(0)
    assert role_of(g, 0) == "lord"
    gen = g.ruleset.general(lord.general or "")
    assert lord.max_hp == gen.hp + 1  # more than 4 players: the lord gets +1
    for p in g.players[1:]:
        assert p.max_hp == g.ruleset.general(p.general or "").hp
    # everyone drew 4; the lord's turn has begun (and drawn 2 more in the draw phase)
    assert all(len(p.hand) == 4 for p in g.players[1:])
    v = view(g, 1)
    assert v["players"][0]["role"] == "lord"
    assert v["players"][1]["role"] == role_of(g, 1)
    assert all(v["players"][s]["role"] is None for s in (2, 3, 4))


def test_no_lord_bonus_with_four_players() -> None:
    g = _setup(4, seed=5)
    lord = g.p(0)
    assert lord.max_hp == g.ruleset.general(lord.general or "").hp


def test_other_players_choose_among_three() -> None:
    g = Game(ruleset("honglou"), IdentityMode(), 5, seed=6)
    g.answer(g.pending.choices()[0])  # type: ignore[union-attr]
    req = g.pending
    assert req is not None and req.seat == 1 and len(req.choices() or []) == 3


def _kill(t: Table, killer: int, victim: int) -> None:
    """``killer`` uses 杀 on ``victim`` at 1 HP; nobody saves."""
    t.use("slash", targets=[victim])
    while t.game.pending is not None and t.pending.kind == "respond":
        t.pass_()


def test_killing_a_rebel_draws_three() -> None:
    """Killing a rebel: the killer draws 3 (rules §5)."""
    t = Table("blank", "blank", "blank", "blank", roles=["lord", "rebel", "rebel", "renegade"])
    t.set_hand(0, "slash ♠7").set_hp(1, 1)
    t.start(seat=0)
    _kill(t, 0, 1)
    assert not t.game.p(1).alive
    assert len(t.game.p(0).hand) == 3
    assert t.log("death")[-1]["role"] == "rebel"


def test_lord_killing_a_loyalist_discards_everything() -> None:
    """The lord kills a loyalist: the lord discards all hand and equipment cards."""
    t = Table("blank", "blank", "blank", "blank",
              roles=["lord", "loyalist", "rebel", "renegade"])
    t.set_hand(0, "slash ♠7", "jink ♦2", "peach ♥3").set_hp(1, 1)
    t.start(seat=0)
    _kill(t, 0, 1)
    assert not t.game.p(1).alive
    assert t.game.p(0).hand == []
    assert t.log("punish")


def test_lord_with_nothing_to_discard_is_not_punished() -> None:
    """The lord kills a loyalist: the lord discards all hand and equipment cards (rules §5);
    with none (his last card was the 杀; a judgment-area card is not one of them) nothing
    happens: no punish record, and the story does not say he discards."""
    from rich.text import Text

    from sgs.cli.narrate import Narrator, card_book
    from sgs.cli.text import Names

    t = Table("blank", "blank", "blank", "blank",
              roles=["lord", "loyalist", "rebel", "renegade"])
    t.set_hand(0, "slash ♠7").set_judge(0, "indulgence ♠6").set_hp(1, 1)
    g = t.start(seat=0)
    _kill(t, 0, 1)
    assert not g.p(1).alive
    assert not t.log("punish")
    assert t.judge_area(0) == ["indulgence"]
    names = Names(ruleset("honglou").names, "en")
    story = Narrator(names, card_book(g.log[0])).feed_all(g.log)
    text = "\n".join(Text.from_markup(line).plain for line in story)
    assert "killed their own" not in text and "discards all" not in text


def test_rebels_win_when_the_lord_dies() -> None:
    t = Table("blank", "blank", "blank", roles=["lord", "rebel", "renegade"])
    t.set_hand(1, "slash ♠7").set_hp(0, 1)
    t.start(seat=1)
    _kill(t, 1, 0)
    assert t.game.winners == [1]
    assert t.log("game_over")[-1]["winners"] == [1]


def test_renegade_wins_alone() -> None:
    """Lord dead and a renegade the only living player: the renegade wins."""
    t = Table("blank", "blank", roles=["lord", "renegade"])
    t.set_hand(1, "slash ♠7").set_hp(0, 1)
    t.start(seat=1)
    _kill(t, 1, 0)
    assert t.game.winners == [1]


def test_dead_rebels_win_with_living_ones() -> None:
    t = Table("blank", "blank", "blank", "blank", roles=["lord", "rebel", "rebel", "loyalist"])
    t.set_hand(2, "slash ♠7").set_hp(0, 1)
    t.set_hand(0, "slash ♠8").set_hp(1, 1)
    t.start(seat=0)
    _kill(t, 0, 1)
    t.end_play()
    while t.pending.seat != 2 or t.pending.kind != "play":
        t.answer(t.pending.default())
    _kill(t, 2, 0)
    assert t.game.winners == [1, 2]


def test_lord_and_loyalists_win_when_rebels_and_renegades_are_dead() -> None:
    t = Table("blank", "blank", "blank", roles=["lord", "loyalist", "rebel"])
    t.set_hand(0, "slash ♠7").set_hp(2, 1)
    t.start(seat=0)
    _kill(t, 0, 2)
    assert t.game.winners == [0, 1]


def test_both_piles_empty_is_a_draw() -> None:
    """Empty draw pile and empty discard pile: the game is a draw ([choice] of rules §2)."""
    t = Table("blank", "blank")
    g = t.start(seat=0, phase="finish")
    g.draw_pile.clear()
    g.discard_pile.clear()
    # the next turn's draw phase finds no card
    while g.pending is not None:
        g.answer(g.pending.default())
    assert g.winners == [] and g.end_reason == "both piles empty"


def test_a_seat_knows_as_allies_the_living_of_its_side_whose_roles_it_sees() -> None:
    """The observation's ``you.allies``: a loyalist knows the lord (shown at once) but
    not the other loyalists; the lord knows no loyalist until one is shown; rebels
    and the renegade know nobody at the start; the dead are nobody's allies."""
    side = {"lord": "lord", "loyalist": "lord", "rebel": "rebel"}
    for seed in range(4):
        g = Game(ruleset("honglou"), IdentityMode(), 8, seed)
        seats = Seats(g, [RandomBot(seed * 10 + s) for s in range(8)])
        first = True
        while g.open_requests():
            for s in range(8):
                obs = g.observe(s)
                mine = side.get(role_of(g, s).value)
                seen = {p["seat"]: p["role"] for p in obs["table"]["players"]
                        if p["alive"] and p["seat"] != s and p["role"] is not None}
                want = sorted(t for t, r in seen.items()
                              if mine is not None and side.get(r) == mine)
                assert sorted(obs["you"]["allies"]) == want
                if first and role_of(g, s).value == "loyalist":
                    assert obs["you"]["allies"] == [g.mode.lord_seat(g)]
                if first and role_of(g, s).value in ("lord", "rebel", "renegade"):
                    assert obs["you"]["allies"] == []
            first = False
            seats.step()
