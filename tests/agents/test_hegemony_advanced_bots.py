"""The rule bot and seed 001's advanced hegemony rules (issue 11, item 6): 合纵 and 连横
decisions and 连横's receiver on laid-out tables; the events as their starter and their
performer; a 双势力 deputy's pick; and whole games with the expansions where every
answer is legal.

合纵/连横: a card goes only where the draw, the look at the top two cards, or the
receiver's help is worth it; a foe gets nothing but a card worth little.  As 连横's
receiver, a 杀 is discarded only when one is to spare (and the giver is no friend).
Events: the starter gives the card that hurts a foe performer most, or costs a friend
least; the performer refuses one that costs it more than it brings.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator
from typing import Any

import pytest

from sgs.agents import RandomBot
from sgs.agents.legal import problem
from sgs.agents.rule import RuleBot
from sgs.agents.rule.hegemony import card_skills, pair_score, skill_value
from sgs.agents.rule.kingdoms import KingdomBeliefs
from sgs.core import Game, Gender, GeneralDef, Pack, Player, Skill
from sgs.core.generals import GeneralCard, Position
from sgs.host import drive
from sgs.modes import make_mode
from sgs.packs import SETS, ruleset
from sgs.packs.hegemony import events
from sgs.testing import Probe, Table, probe_pack

M, D = Position.MAIN, Position.DEPUTY
EXPANSIONS = "hegemony+expansions" if "hegemony+expansions" in SETS else "hegemony"
Flow = Generator[Any, Any, Any]


# ---------------------------------------------------------------- test content



class WeiSide(Skill):
    """TEST ONLY: a 主势技 of wei (attack range +1)."""

    id = "adv_wei_side"
    locked = True
    main_kingdom = "wei"

    def attack_range_mod(self, g: Game, owner: Player, seat: int) -> int:
        return 1 if seat == owner.seat else 0


def bot_pack() -> Pack:
    """The probe, with a shu prober and a wei/shu general of one 主势技."""
    return probe_pack(
        GeneralDef("adv_shu_prober", "shu", 4, Gender.MALE, (Probe.id,)),
        GeneralDef("adv_twofold", "wei", 4, Gender.MALE, (WeiSide.id,), sub_kingdom="shu"),
        skills=[WeiSide()])


def up(main: str, deputy: str) -> list[GeneralCard]:
    return [GeneralCard(main, M, True), GeneralCard(deputy, D, True)]


def six(**kw: Any) -> Table:
    """蜀 0, 1 (small) · 魏 2, 3, 4 (big) · 吴 5 (small)."""
    return Table(up("liu_bei", "guan_yu"), up("zhang_fei", "zhao_yun"),
                 up("prober", "xu_chu"), up("zhen_ji", "guo_jia"),
                 up("xiahou_dun", "zhang_liao"), up("sun_quan", "zhou_tai"),
                 pack="hegemony", mode="hegemony", extra=bot_pack(),
                 options={"vanguard": False}, **kw)


def run(t: Table, op: Any, seat: int = 2) -> None:
    t.run(op, seat)


def ask(t: Table, seat: int, request: dict[str, Any] | None = None) -> Any:
    """The rule bot's answer for ``seat`` (a fresh bot reading the whole log), to the
    open request or to ``request`` (the open one with options a test lays out)."""
    obs = t.game.observe(seat)
    req = request if request is not None else obs["request"]
    assert req is not None, f"seat {seat} has no open request"
    bot = RuleBot(seed=1)
    answer = bot.act(obs, req)
    assert bot.illegal == 0 and problem(req, answer) is None, answer
    return answer


def with_options(t: Table, seat: int, options: list[str]) -> dict[str, Any]:
    req = dict(t.game.observe(seat)["request"])
    req["options"] = options
    req["default"] = options[0]
    return req


# ---------------------------------------------------------------- 合纵


def test_hezong_gives_to_a_kingdom_mate_and_draws() -> None:
    """蜀 (small, 2) at the end of its turn: the cheapest card goes to the other 蜀 player
    (a friend; 蜀 has as many players as mine: I draw), not to 吴 (a foe, no draw)."""
    t = six()
    t.set_hand(0, "peach ♥6", "jink ♦3")
    t.start(0, "finish")
    t.expect("cards", seat=0, reason="alliance_hezong")
    card = ask(t, 0)
    assert [t.game.card(c).name for c in card] == ["jink"]
    t.choose(card)
    t.expect("players", seat=0, reason="alliance_hezong")
    assert ask(t, 0) == [1]


def lone_shu() -> Table:
    """蜀 0 alone (small, 1) · 魏 1, 2, 3 (big) · 吴 4, 5 (small): every receiver is a
    foe, and 吴 has more players than 蜀: a gift would draw."""
    return Table(up("liu_bei", "guan_yu"), up("prober", "xu_chu"),
                 up("zhen_ji", "guo_jia"), up("xiahou_dun", "zhang_liao"),
                 up("sun_quan", "zhou_tai"), up("lu_xun", "gan_ning"),
                 pack="hegemony", mode="hegemony", extra=bot_pack(),
                 options={"vanguard": False})


@pytest.mark.parametrize(("hand", "gives"), [(("peach ♥6", "jink ♦3"), False),
                                             (("lightning ♠A",), True)])
def test_hezong_gives_a_foe_only_a_card_worth_little(hand: tuple[str, ...],
                                                     gives: bool) -> None:
    t = lone_shu()
    t.set_hand(0, *hand)
    t.start(0, "finish")
    t.expect("cards", seat=0, reason="alliance_hezong")
    card = ask(t, 0)
    assert bool(card) is gives
    if gives:
        assert [t.game.card(c).name for c in card] == ["lightning"]


# ---------------------------------------------------------------- 连横


def test_lianheng_keeps_a_good_card_from_a_foe() -> None:
    """魏 (big) at its turn's end, only foes small: a 桃 and a 闪 are not given."""
    t = six()
    t.set_hand(2, "peach ♥6", "jink ♦3")
    t.start(2, "finish")
    t.expect("cards", seat=2, reason="alliance_lianheng")
    assert ask(t, 2) == []


def test_lianheng_gives_junk_to_a_foe_for_a_look_at_the_top() -> None:
    t = six()
    t.set_hand(2, "lightning ♠A", "peach ♥6")
    t.start(2, "finish")
    t.expect("cards", seat=2, reason="alliance_lianheng")
    card = ask(t, 2)
    assert [t.game.card(c).name for c in card] == ["lightning"]
    t.choose(card)
    t.expect("players", seat=2, reason="alliance_lianheng")
    assert ask(t, 2)[0] in (0, 1, 5)


@pytest.mark.parametrize(("slashes", "want"), [(2, "discard_slash"), (1, "take_top")])
def test_lianhengs_receiver_discards_a_slash_only_with_one_to_spare(slashes: int,
                                                                    want: str) -> None:
    t = six()
    t.set_hand(2, "jink ♦2")
    t.set_hand(0, *["slash ♠7", "slash ♣8"][:slashes], "jink ♦3")
    t.start(2, "finish")
    t.pick("jink ♦2")
    t.choose([0])
    req = t.expect("option", seat=0, reason="alliance_lianheng")
    assert sorted(req.options) == ["discard_slash", "take_top"]
    assert ask(t, 0) == want


def test_lianhengs_receiver_lets_a_friend_look() -> None:
    """A hidden receiver of the giver's kingdom (the careerist rule leaves it a place)
    lets the giver take a card even with a 杀 to spare."""
    t = Table(up("liu_bei", "guan_yu"), up("prober", "xu_chu"), up("zhen_ji", "guo_jia"),
              [GeneralCard("cao_ren", M, False), GeneralCard("dian_wei", D, False)],
              up("sun_quan", "zhou_tai"), up("lu_xun", "gan_ning"),
              up("zhang_fei", "zhao_yun"), up("lv_bu", "diao_chan"),
              pack="hegemony", mode="hegemony", extra=bot_pack(),
              options={"vanguard": False})
    t.set_hand(1, "jink ♦2").set_hand(3, "slash ♠7", "slash ♣8")
    t.start(1, "finish")
    t.expect("cards", seat=1, reason="alliance_lianheng")
    t.pick("jink ♦2")
    t.choose([3])
    t.expect("option", seat=3, reason="alliance_lianheng")
    assert ask(t, 3) == "take_top"


# ---------------------------------------------------------------- events


def starting(t: Table, performer: int, starter: int = 2, forced: bool = False) -> None:
    t.start(starter, "play")
    run(t, lambda g: events.start_event(g, starter, performer, "probe", forced=forced),
        seat=starter)
    t.expect("option", seat=starter)


def test_the_starter_turns_a_foe_over() -> None:
    t = six()
    starting(t, performer=0)
    req = with_options(t, 2, ["event_tribute", "event_overturn", "event_bleed"])
    assert ask(t, 2, req) == "event_overturn"


def test_the_starter_bleeds_a_foe_already_face_down_with_a_short_hand() -> None:
    t = six()
    t.set_hand(0, "jink ♦3")
    starting(t, performer=0)
    t.game.p(0).face_down = True
    req = with_options(t, 2, ["event_overturn", "event_disarm", "event_bleed"])
    assert ask(t, 2, req) == "event_bleed"


def test_the_starter_strips_a_well_armed_foe() -> None:
    t = six()
    t.set_equip(0, "eight_diagram ♠2", "qinggang_sword ♠6", "jueying ♠5")
    starting(t, performer=0)
    t.game.p(0).face_down = True
    req = with_options(t, 2, ["event_overturn", "event_disarm", "event_strike"])
    assert ask(t, 2, req) == "event_disarm"


def test_the_starter_spares_a_friend() -> None:
    """A 魏 performer (my kingdom): the event that costs them least, 摸一交二 (they draw
    one and I take two: my side is a card up)."""
    t = six()
    starting(t, performer=3)
    req = with_options(t, 2, ["event_overturn", "event_bleed", "event_tribute"])
    assert ask(t, 2, req) == "event_tribute"


@pytest.mark.parametrize(("event", "starter", "performs"), [
    ("event_bleed", 2, False),  # a foe makes me lose HP: no
    ("event_tribute", 2, False),  # two cards to a foe: no
    ("event_tribute", 1, True),  # one drawn, two to a friend: my side is a card up
    ("event_disarm", 2, True),  # nothing equipped: nothing lost
    ("event_overturn", 2, False),  # my next turn lost: no
])
def test_the_performer_refuses_what_costs_it(event: str, starter: int,
                                            performs: bool) -> None:
    """The performer's question (``event.perform``), asked by a 魏 starter (a foe) or a
    蜀 one (of my kingdom)."""
    t = Table(up("liu_bei", "guan_yu"), up("adv_shu_prober", "zhao_yun"),
              up("prober", "xu_chu"), up("zhen_ji", "guo_jia"),
              up("sun_quan", "zhou_tai"), up("lu_xun", "gan_ning"),
              pack="hegemony", mode="hegemony", extra=bot_pack(),
              options={"vanguard": False})
    t.set_hand(0, "jink ♦3", "slash ♠7")
    t.start(starter, "play")
    run(t, lambda g: g.ask_confirm(0, "event.perform", reason="probe", event=event,
                                   starter=starter), seat=starter)
    t.expect("confirm", seat=0)
    assert ask(t, 0) is performs


def test_the_strike_falls_on_the_weakest_foe() -> None:
    """伤害势力 on a 蜀 performer: the starter (魏) picks the 蜀 player nearest death."""
    t = six()
    t.set_hp(1, 1)
    t.start(2, "play")
    run(t, lambda g: events.perform(g, 2, 0, events.STRIKE))
    req = t.expect("players", seat=2)
    assert sorted(req.seats) == [0, 1]
    assert ask(t, 2) == [1]


# ---------------------------------------------------------------- 双势力


def test_a_dual_kingdom_deputy_scores_its_main_kingdom_skill_with_that_main_only() -> None:
    """主势技: the 魏 skill of a 魏/蜀 deputy counts beside a 魏 main, not a 蜀 one; the
    card seen face up tells no kingdom of its own."""
    t = six()
    t.start(0, "play")
    bot = RuleBot(seed=1)
    s = bot.see(t.game.observe(0))
    with_wei = pair_score(s, "cao_cao", "adv_twofold")
    with_shu = pair_score(s, "liu_bei", "adv_twofold")
    # the two mains' own skills apart (奸雄, 仁德), the 魏 skill counts for 曹操 alone
    mains = skill_value("jianxiong") - skill_value("rende")
    assert with_wei - with_shu == pytest.approx(mains + skill_value("adv_wei_side"))
    assert card_skills(s, "adv_twofold", "deputy", "shu") == []
    kb = KingdomBeliefs(0, 2, t.game.observe(0)["catalogue"])
    kb.update_table([{"seat": 0, "kingdom": None, "alive": True, "generals": []},
                     {"seat": 1, "kingdom": None, "alive": True, "generals": [
                         {"general": "adv_twofold", "position": "deputy", "revealed": False,
                          "removed": False}]}], [])
    assert kb.printed[1] is None


# ---------------------------------------------------------------- whole games


class Checked:
    """An agent whose every answer is checked against its request's own rules."""

    def __init__(self, inner: Any, asked: Counter[str]) -> None:
        self.inner = inner
        self.asked = asked

    def act(self, observation: dict[str, Any], request: dict[str, Any]) -> Any:
        answer = self.inner.act(observation, request)
        assert problem(request, answer) is None, (request["kind"], request["prompt"], answer)
        self.asked[str(request.get("prompt"))] += 1
        return answer


@pytest.mark.parametrize(("bots", "players", "seeds"), [("rule", 6, range(1, 7)),
                                                        ("rule", 8, range(1, 3)),
                                                        ("mixed", 5, range(1, 3))])
def test_whole_games_with_the_expansions_answer_legally(bots: str, players: int,
                                                        seeds: range) -> None:
    asked: Counter[str] = Counter()
    used: Counter[str] = Counter()
    for seed in seeds:
        g = Game(ruleset(EXPANSIONS), make_mode("hegemony"), players, seed)
        inner = [RuleBot(seed * 10 + s) if bots == "rule" or s % 2 == 0 else
                 RandomBot(seed * 10 + s) for s in range(players)]
        drive(g, [Checked(a, asked) for a in inner], max_decisions=30_000)
        assert g.over and g.end_reason == "victory", (seed, g.end_reason)
        assert sum(a.illegal for a in inner if isinstance(a, RuleBot)) == 0
        for r in g.log:
            if r["t"] == "skill" and str(r["skill"]).startswith("alliance_"):
                used[str(r["skill"])] += 1
            elif r["t"] in ("event", "event_refused", "remove_deputy"):
                used[str(r["t"])] += 1
    if bots == "rule" and players == 6:
        assert asked["alliance_hezong.card"] and asked["alliance_lianheng.card"]
        assert used["alliance_hezong"] and used["alliance_lianheng"], used
