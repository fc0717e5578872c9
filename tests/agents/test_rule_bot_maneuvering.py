"""The rule bot with the maneuvering (军争) cards: sensible plans for 酒, 铁索连环 (use or
recast), 火攻, 藤甲, and no illegal answer over whole standard+maneuvering games."""

from __future__ import annotations

from typing import Any

import pytest

from sgs.agents import RandomBot
from sgs.agents.base import Agent
from sgs.agents.rule import RuleBot
from sgs.core import Game
from sgs.host import drive
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset
from sgs.testing import Table

FIVE = ["lord", "rebel", "loyalist", "rebel", "renegade"]
DECK = "standard+maneuvering"


def table(*generals: str, **kw: Any) -> Table:
    return Table(*generals, pack=DECK, **kw)


def ask(t: Table, seat: int) -> Any:
    """The rule bot's answer for ``seat``, through the protocol only."""
    obs = t.game.observe(seat)
    assert obs["request"] is not None, f"seat {seat} has no open request"
    return RuleBot(seed=1).act(obs, obs["request"])


def used(t: Table, answer: Any) -> str:
    """The printed name of the card an act answer uses."""
    assert isinstance(answer, dict), answer
    return t.game.card(answer["cards"][0]).name


def test_drinks_before_slashing_a_foe() -> None:
    """A rebel with 酒 and 杀, the lord in reach: 酒 first, then the 杀 on the lord (2)."""
    t = table("blank", "blank", "blank", "blank", "blank", roles=FIVE)
    t.set_hand(1, "analeptic ♠3", "slash ♠7")
    t.start(seat=1)
    first = ask(t, 1)
    assert used(t, first) == "analeptic"
    t.answer(first)
    second = ask(t, 1)
    assert used(t, second) == "slash" and second["targets"] == [0]
    t.answer(second)
    assert t.hp(0) == 2


def test_keeps_its_wine_at_one_hp() -> None:
    """At 1 HP the bot keeps its 酒: it saves it when dying."""
    t = table("blank", "blank", "blank", "blank", "blank", roles=FIVE)
    t.set_hand(1, "analeptic ♠3", "slash ♠7").set_hp(1, 1)
    t.start(seat=1)
    assert used(t, ask(t, 1)) == "slash"


def test_recasts_an_iron_chain_it_has_no_use_for() -> None:
    """Nobody worth chaining: 铁索连环 is recast (a new card for it)."""
    t = table("blank", "blank", roles=["lord", "rebel"])
    t.set_hand(0, "iron_chain ♠J")
    t.start()
    ans = ask(t, 0)
    assert isinstance(ans, dict) and ans["option"] == f"recast:{t.find('iron_chain ♠J')}"


def test_burns_a_foe_with_fire_attack() -> None:
    """火攻 on a foe; when the shown suit matches, the bot discards its card of it."""
    t = table("blank", "blank", roles=["lord", "rebel"])
    t.set_hand(1, "fire_attack ♥2", "jink ♥8", "jink ♦3").set_hand(0, "peach ♥3")
    t.start(seat=1)
    ans = ask(t, 1)
    assert used(t, ans) == "fire_attack" and ans["targets"] == [0]
    t.answer(ans)
    t.expect("cards", seat=1, reason="fire_attack")
    t.answer(ask(t, 1))
    assert t.hp(0) == 3 and t.log("damage")[-1]["nature"] == "fire"


def test_uses_the_fire_slash_on_a_vine() -> None:
    """A 藤甲 makes a normal 杀 void: the bot uses its 火杀 on that foe instead."""
    t = table("blank", "blank", roles=["lord", "rebel"])
    t.set_hand(1, "slash ♠7", "fire_slash ♥4").set_equip(0, "vine ♠2")
    t.start(seat=1)
    ans = ask(t, 1)
    assert used(t, ans) == "fire_slash" and ans["targets"] == [0]


@pytest.mark.parametrize("players", [5, 8])
def test_every_answer_is_legal_in_maneuvering_games(players: int) -> None:
    """Rule bots everywhere, then mixed with random bots, on the 160-card deck: every
    game ends and no rule-bot answer fails validation."""
    rs = ruleset(DECK)
    for seed in range(3):
        rule = [RuleBot(seed * 10 + i) for i in range(players)]
        g = Game(rs, IdentityMode(), players, seed)
        drive(g, list(rule))
        assert g.over and sum(b.illegal for b in rule) == 0
        mixed: list[Agent] = [RuleBot(seed + i) if i % 2 else RandomBot(seed + i)
                              for i in range(players)]
        g = Game(rs, IdentityMode(), players, 100 + seed)
        drive(g, mixed)
        assert g.over
        assert sum(b.illegal for b in mixed if isinstance(b, RuleBot)) == 0
