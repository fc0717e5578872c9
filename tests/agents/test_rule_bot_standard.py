"""The rule bot with the standard generals: their active skills have plans (仁德, 苦肉,
激将; 青囊 is 葬花's), lord skills are answered for friends only, 观星 arranges the
top of the deck, a skill with a Red Chamber twin plays by the twin's rule, and whole
games of the standard set end with every answer legal."""

from __future__ import annotations

from typing import Any

import pytest

from sgs.agents import RandomBot
from sgs.agents.base import Agent
from sgs.agents.rule import RuleBot
from sgs.agents.rule.choices import STANDARD_RANK, pick_general
from sgs.agents.rule.skill_plans import SKILL_PLANS
from sgs.agents.rule.twins import SAME_RULE
from sgs.core import Game
from sgs.host import drive
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset
from sgs.packs.standard_generals import pack
from sgs.testing import Table

FIVE = ["lord", "rebel", "loyalist", "rebel", "renegade"]


def table(*generals: str, **kw: Any) -> Table:
    return Table(*generals, pack="standard", **kw)


def ask(t: Table, seat: int) -> Any:
    """What a rule bot answers for ``seat`` (the pending request's), through the protocol."""
    assert t.pending.seat == seat, f"pending is for seat {t.pending.seat}, not {seat}"
    obs = t.game.observe(seat)
    return RuleBot(seed=1).act(obs, obs["request"])


def test_every_twin_names_a_skill_of_each_set() -> None:
    """twins.py: each standard skill it lists is one, and its twin a Red Chamber skill."""
    hl = ruleset("honglou").skills
    for sid, twin in SAME_RULE.items():
        assert sid in pack().skills and twin in hl, (sid, twin)
    assert SKILL_PLANS["qingnang"] is SKILL_PLANS["zanghua"]


def test_picks_among_the_standard_generals_by_rank() -> None:
    assert sorted(STANDARD_RANK) == sorted(pack().generals)
    assert pick_general(["lv_meng", "hua_tuo", "cao_cao"]) == "hua_tuo"


# ---------------------------------------------------------------- lord skills


def _hujia(role: str) -> Table:
    """A rebel's 杀 on the lord 曹操; 张辽 (seat 2) holds a 闪 and is ``role``."""
    roles = ["lord", "rebel", role, "rebel", "renegade"]
    t = table("cao_cao", "blank", "zhang_liao", "blank", "blank", roles=roles)
    t.set_hand(1, "slash ♠7").set_hand(2, "jink ♦3")
    t.start(seat=1, phase="play")
    t.use("slash", targets=[0])
    t.expect("confirm", seat=0, reason="hujia")
    assert ask(t, 0) is True
    t.yes()
    t.expect("respond", seat=2, reason="hujia")
    return t


def test_a_loyalist_provides_the_jink_for_the_lord() -> None:
    t = _hujia("loyalist")
    ans = ask(t, 2)
    assert isinstance(ans, dict) and t.game.card(ans["cards"][0]).name == "jink"


def test_a_renegade_wei_player_keeps_its_jink() -> None:
    """护驾's helper answers only for a friend: the rebel side keeps its 闪."""
    t = _hujia("rebel")
    assert ask(t, 2) is None


def test_the_lord_uses_jijiang_on_a_known_foe() -> None:
    """激将 in 刘备's play phase, with no 杀 of his own: on the rebel who
    attacked him."""
    roles = ["lord", "loyalist", "rebel"]
    t = table("liu_bei", "zhang_fei", "blank", roles=roles)
    t.set_hand(0, "jink ♦5").set_hand(1, "slash ♠8").set_hand(2, "dismantlement ♠3")
    t.set_top("jink ♦3", "jink ♦4")  # what 刘备 draws
    t.start(seat=2, phase="play")
    t.use("dismantlement", targets=[0])
    t.end_play()
    t.until("play", seat=0)
    ans = ask(t, 0)
    assert isinstance(ans, dict) and ans["option"] == "skill:jijiang" and ans["targets"] == [2]


# ---------------------------------------------------------------- active skills


def test_kurou_while_hp_is_plenty_not_at_two() -> None:
    t = table("huang_gai", "blank")
    t.start(seat=0, phase="play")
    ans = ask(t, 0)
    assert isinstance(ans, dict) and ans["option"] == "skill:kurou"
    t2 = table("huang_gai", "blank")
    t2.set_hp(0, 2)
    t2.start(seat=0, phase="play")
    assert ask(t2, 0) is None


def test_rende_heals_once_giving_cheap_cards_to_the_lord() -> None:
    """A wounded loyalist 刘备 gives two of his cards to the lord, heals, then gives no more."""
    roles = ["lord", "loyalist", "rebel", "rebel", "renegade"]
    t = table("blank", "liu_bei", "blank", "blank", "blank", roles=roles)
    t.set_hp(1, 2).set_hand(1, "jink ♦3", "jink ♦4", "jink ♦5")
    t.start(seat=1, phase="play")
    ans = ask(t, 1)
    assert isinstance(ans, dict) and ans["option"] == "skill:rende" and ans["targets"] == [0]
    assert len(ans["cards"]) == 2
    t.answer(ans)
    assert t.hp(1) == 3
    again = ask(t, 1)
    assert not (isinstance(again, dict) and again["option"] == "skill:rende")


def test_qingnang_heals_the_wounded_lord() -> None:
    """青囊 plays by 葬花's plan."""
    roles = ["lord", "loyalist", "rebel", "rebel", "renegade"]
    t = table("blank", "hua_tuo", "blank", "blank", "blank", roles=roles)
    t.set_hp(0, 2).set_hand(1, "lightning ♠A")
    t.start(seat=1, phase="play")
    ans = ask(t, 1)
    assert isinstance(ans, dict) and ans["option"] == "skill:qingnang" and ans["targets"] == [0]


def test_guanxing_puts_a_heart_first_under_indulgence() -> None:
    """观星 with 乐不思蜀 waiting: a ♥ on top saves the play phase."""
    t = table("zhuge_liang", "blank")
    t.set_judge(0, "indulgence ♠6").set_top("slash ♠7", "peach ♥3")
    t.start(seat=0, phase="start")
    t.yes()
    t.expect("arrange", seat=0)
    top, _bottom = ask(t, 0)
    assert t.game.card(top[0]).suit.value == "heart"


# ---------------------------------------------------------------- whole games


@pytest.mark.parametrize("players", [5, 8])
def test_every_answer_is_legal_in_standard_games(players: int) -> None:
    """Rule bots everywhere, then mixed with random bots, with the standard set: every
    game ends and no rule-bot answer fails validation."""
    for seed in range(3):
        rule = [RuleBot(seed * 10 + i) for i in range(players)]
        g = Game(ruleset("standard"), IdentityMode(), players, seed)
        drive(g, list(rule))
        assert g.over and sum(b.illegal for b in rule) == 0
        mixed: list[Agent] = [RuleBot(seed + i) if i % 2 else RandomBot(seed + i)
                              for i in range(players)]
        g = Game(ruleset("standard"), IdentityMode(), players, 100 + seed)
        drive(g, mixed)
        assert g.over
        assert sum(b.illegal for b in mixed if isinstance(b, RuleBot)) == 0
