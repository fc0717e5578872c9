"""The bots in hegemony mode (国战): whole seeded games of the hegemony set end with
winners that match the sides the game ends on, every answer legal; and the rule bot's
reveal decisions and friend/foe reading on laid-out tables.

Seed 001 (野心家): a player whose first reveal would make its kingdom more than half
of the players who started (the dead counted) becomes a careerist — the rule bot stays
hidden then; it reveals for something it gets now (先驱, 珠联璧合, allies shown, the
last place of its kingdom, a skill worth using).
"""

from __future__ import annotations

from typing import Any

import pytest

from sgs.agents import RandomBot
from sgs.agents.legal import problem
from sgs.agents.rule import RuleBot
from sgs.agents.rule.kingdoms import KingdomBeliefs
from sgs.core import Game
from sgs.core.generals import GeneralCard, Position
from sgs.host import drive
from sgs.modes import make_mode
from sgs.packs import ruleset
from sgs.testing import Table

SET = "hegemony"
M, D = Position.MAIN, Position.DEPUTY


# ---------------------------------------------------------------- whole games


class Checked:
    """An agent whose every answer is checked against its request's own rules."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.answers = 0
        if hasattr(inner, "observes"):
            self.observes = inner.observes

    def act(self, observation: dict[str, Any], request: dict[str, Any]) -> Any:
        answer = self.inner.act(observation, request)
        assert problem(request, answer) is None, (request["kind"], request["prompt"], answer)
        self.answers += 1
        return answer


def _agents(bots: str, n: int, seed: int) -> list[Checked]:
    out = []
    for seat in range(n):
        rule = bots == "rule" or (bots == "mixed" and seat % 2 == 0)
        out.append(Checked(RuleBot(seed * 10 + seat) if rule else RandomBot(seed * 10 + seat)))
    return out


@pytest.mark.parametrize("players", [4, 6, 8])
@pytest.mark.parametrize("bots", ["rule", "random", "mixed"])
def test_whole_games_end_with_winners_of_one_side(players: int, bots: str) -> None:
    for seed in (1, 2):
        g = Game(ruleset(SET), make_mode("hegemony"), players, seed)
        agents = _agents(bots, players, seed)
        drive(g, agents, max_decisions=20_000)
        assert g.over and g.end_reason == "victory", (seed, g.end_reason)
        over = next(r for r in reversed(g.log) if r["t"] == "game_over")
        sides = over["sides"]
        assert len(sides) == players and all(isinstance(s, str) for s in sides)
        winners = set(g.winners or [])
        assert winners and winners == set(over["winners"])
        (side,) = {sides[s] for s in winners}
        if side == "careerist":  # a careerist wins alone, as the one survivor
            assert len(winners) == 1 and [p.seat for p in g.alive()] == list(winners)
        else:  # every player of the winning kingdom wins, the dead too
            assert winners == {s for s in range(players) if sides[s] == side}
            assert all(sides[p.seat] == side for p in g.alive())
        assert all(a.answers > 0 for a in agents)
        assert sum(a.inner.illegal for a in agents if isinstance(a.inner, RuleBot)) == 0


# ---------------------------------------------------------------- laid-out tables


def hidden(main: str, deputy: str) -> list[GeneralCard]:
    return [GeneralCard(main, M, False), GeneralCard(deputy, D, False)]


def shown(main: str, deputy: str) -> list[GeneralCard]:
    return [GeneralCard(main, M, True), GeneralCard(deputy, D, True)]


def table(*seats: list[GeneralCard], **kw: Any) -> Table:
    return Table(*seats, pack=SET, mode="hegemony", **kw)


def ask(t: Table, seat: int) -> Any:
    """The rule bot's answer for ``seat``, through the protocol only (a fresh bot that
    reads the whole log, as a bot joining at the first observation does)."""
    obs = t.game.observe(seat)
    assert obs["request"] is not None, f"seat {seat} has no open request"
    bot = RuleBot(seed=1)
    answer = bot.act(obs, obs["request"])
    assert bot.illegal == 0
    return answer


SHU = hidden("liu_bei", "guan_yu")


def test_stays_hidden_when_its_reveal_would_make_it_a_careerist() -> None:
    """Four players, two of wei revealed: a third wei reveal would make a careerist, so
    the hidden wei player says none at its 准备 phase (and sees no ally)."""
    t = table(hidden("xiahou_dun", "guo_jia"), shown("zhang_liao", "xu_huang"),
              shown("cao_ren", "yue_jin"), SHU)
    t.start(phase="start")
    t.expect("option", seat=0, reason="reveal")
    assert t.game.observe(0)["you"]["allies"] == []
    assert ask(t, 0) == "none"


def test_refuses_a_skill_that_would_reveal_it_as_a_careerist() -> None:
    """Hurt by a 杀, the hidden 夏侯惇 could use 刚烈 by revealing: not while that reveal
    would make it a careerist."""
    t = table(hidden("xiahou_dun", "guo_jia"), shown("zhang_liao", "xu_huang"),
              shown("cao_ren", "yue_jin"), SHU)
    t.set_hand(3, "slash ♠7")
    t.start(seat=3)
    t.use("slash", targets=[0])
    req = t.until("confirm", seat=0)
    assert req.prompt == "skill.reveal"
    assert ask(t, 0) is False


def test_reveals_for_a_skill_worth_using() -> None:
    """The same blow with no kingdom near its limit: 刚烈 (or 遗计) is worth a reveal."""
    t = table(hidden("xiahou_dun", "guo_jia"), hidden("zhang_liao", "xu_huang"),
              hidden("sun_quan", "lv_meng"), SHU)
    t.set_hand(3, "slash ♠7")
    t.start(seat=3)
    t.use("slash", targets=[0])
    req = t.until("confirm", seat=0)
    assert req.prompt == "skill.reveal"
    assert ask(t, 0) is True


@pytest.mark.parametrize(("hp", "reward"), [(3, "draw_two"), (2, "recover")])
def test_reveals_both_for_companions(hp: int, reward: str) -> None:
    """曹操 and 许褚 are companions (珠联璧合): both are revealed at once for it; the
    reward is two cards, or 1 HP back when HP runs low."""
    t = table(hidden("cao_cao", "xu_chu"), hidden("sun_quan", "lv_meng"), SHU,
              shown("hua_tuo", "lv_bu"))
    t.set_hp(0, hp)
    t.start(phase="start")
    t.expect("option", seat=0, reason="reveal")
    assert ask(t, 0) == "both"
    t.answer("both")
    req = t.until("option", seat=0, reason="companion")
    assert sorted(req.options) == ["draw_two", "recover"]
    assert ask(t, 0) == reward


def test_shows_the_second_companion_for_the_reward() -> None:
    """曹操 shown, 许褚 still face down: showing him completes the pair (珠联璧合)."""
    t = table([GeneralCard("cao_cao", M, True), GeneralCard("xu_chu", D, False)],
              hidden("sun_quan", "lv_meng"), SHU, shown("hua_tuo", "lv_bu"))
    t.start(phase="start")
    req = t.expect("option", seat=0, reason="reveal")
    assert req.options == ["deputy", "none"]
    assert ask(t, 0) == "deputy"


def test_reveals_one_card_for_the_first_reveal_of_the_game() -> None:
    """Nobody has revealed yet: one card is revealed for 先驱's two cards."""
    t = table(hidden("zhang_liao", "xu_huang"), hidden("sun_quan", "lv_meng"), SHU,
              hidden("hua_tuo", "lv_bu"))
    t.start(phase="start")
    t.expect("option", seat=0, reason="reveal")
    assert ask(t, 0) in ("main", "deputy")


def test_stays_hidden_with_nothing_to_gain() -> None:
    """先驱 taken, no companion, no leftover, no ally shown, nothing locked to switch on:
    hiding costs nothing and keeps it nobody's sure target."""
    t = table(hidden("zhang_liao", "xu_huang"), shown("sun_quan", "lv_meng"), SHU,
              hidden("hua_tuo", "lv_bu"))
    t.start(phase="start")
    t.expect("option", seat=0, reason="reveal")
    assert ask(t, 0) == "none"


def test_joins_its_kingdom_once_an_ally_is_shown() -> None:
    """A wei player revealed, one wei place left of four players' two: reveal both now
    (before another wei player takes the place)."""
    t = table(hidden("zhang_liao", "xu_huang"), shown("cao_ren", "yue_jin"), SHU,
              shown("sun_quan", "lv_meng"))
    t.start(phase="start")
    t.expect("option", seat=0, reason="reveal")
    assert t.game.observe(0)["you"]["allies"] == [1]
    assert ask(t, 0) == "both"


def test_slashes_the_foe_not_the_ally() -> None:
    """Revealed wei with a 杀, a wei ally and a shu foe both in reach: the foe."""
    t = table(shown("zhang_liao", "xu_huang"), shown("cao_ren", "yue_jin"),
              hidden("sun_quan", "lv_meng"), shown("liu_bei", "guan_yu"))
    t.set_hand(0, "slash ♠7")
    t.start()
    ans = ask(t, 0)
    assert isinstance(ans, dict) and ans["targets"] == [3]


def test_never_slashes_a_known_ally() -> None:
    """Six players, both neighbours revealed wei like me and nobody else in reach: the
    杀 stays in hand."""
    t = table(shown("cao_ren", "yue_jin"), shown("zhang_liao", "xu_huang"),
              hidden("sun_quan", "lv_meng"), SHU, hidden("hua_tuo", "lv_bu"),
              shown("cao_cao", "xu_chu"))
    t.set_hand(0, "slash ♠7")
    t.start()
    assert t.game.observe(0)["you"]["in_range"] == [1, 5]
    assert ask(t, 0) is None


# ---------------------------------------------------------------- the kingdom beliefs


CATALOGUE = {"generals": {
    "w1": {"kingdom": "wei"}, "w2": {"kingdom": "wei"}, "w3": {"kingdom": "wei"},
    "w4": {"kingdom": "wei"}, "w5": {"kingdom": "wei"}, "w6": {"kingdom": "wei"},
    "s1": {"kingdom": "shu"}, "s2": {"kingdom": "shu"}, "s3": {"kingdom": "shu"},
    "s4": {"kingdom": "shu"}, "s5": {"kingdom": "shu"}, "s6": {"kingdom": "shu"},
}}


def player(seat: int, kingdom: str | None, generals: list[str | None],
           alive: bool = True) -> dict[str, Any]:
    return {"seat": seat, "kingdom": kingdom, "alive": alive,
            "generals": [{"general": gid, "position": pos, "revealed": kingdom is not None,
                          "removed": False} for gid, pos in zip(generals, ("main", "deputy"),
                                                                strict=True)]}


def test_the_dead_count_toward_the_careerist_limit() -> None:
    """Four players: a dead wei and a living wei make the half; my wei reveal would be a
    careerist's.  With the dead one alone there is room."""
    kb = KingdomBeliefs(0, 4, CATALOGUE)
    kb.update_table([player(0, None, ["w1", "w2"]), player(1, "wei", ["w3", "w4"], alive=False),
                     player(2, "wei", ["w5", "w6"]), player(3, None, [None, None])], [])
    assert kb.would_be_careerist() and kb.side() is None
    assert kb.hostility(2) > 0.5  # no ally for a careerist-to-be
    kb = KingdomBeliefs(0, 4, CATALOGUE)
    kb.update_table([player(0, None, ["w1", "w2"]), player(1, "wei", ["w3", "w4"], alive=False),
                     player(2, None, [None, None]), player(3, None, [None, None])], [])
    assert not kb.would_be_careerist() and kb.side() == "wei"


def test_a_hidden_player_is_read_by_whom_it_harms_and_helps() -> None:
    """Harming a revealed wei makes a hidden player less likely wei; healing one, more."""
    kb = KingdomBeliefs(0, 4, CATALOGUE)
    kb.update_table([player(0, None, ["w1", "w2"]), player(1, "wei", ["w3", "w4"]),
                     player(2, None, [None, None]), player(3, None, [None, None])], [])
    before = kb.dist(2)["wei"]
    kb.observe(2, 1, harm=True)
    kb.observe(3, 1, harm=False, weight=1.5)
    assert kb.dist(2)["wei"] < before < kb.dist(3)["wei"]
    assert kb.hostility(2) > kb.hostility(3)
    kb.observe(2, 0, harm=True)  # I am hidden: they did not know whom they hit
    assert kb.dist(2) == kb.dist(2)


def test_the_last_two_alive_are_not_allies() -> None:
    """Only one other player is alive and the game goes on: whatever it seemed, it is no
    ally."""
    kb = KingdomBeliefs(0, 4, CATALOGUE)
    kb.update_table([player(0, None, ["w1", "w2"]), player(1, "shu", ["s1", "s2"], False),
                     player(2, None, [None, None]), player(3, "shu", ["s3", "s4"], False)], [])
    kb.observe(2, 1, harm=True, weight=3.0)
    kb.observe(2, 3, harm=True, weight=3.0)
    assert kb.ally_chance(2) == 0.0 and kb.hostility(2) > 0.5
