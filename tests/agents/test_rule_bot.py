"""The rule-based bot's decisions on scripted tables, and its legality over full games.

Each table puts the bot in one situation and asks what it answers; the
bot sees only its own seat (the last tests check it reads no hidden state).
"""

from __future__ import annotations

import gc
from collections import Counter
from typing import Any

import pytest

from sgs.agents import RandomBot
from sgs.agents.base import Agent
from sgs.agents.rule import RuleBot
from sgs.agents.rule.beliefs import Beliefs, Watcher
from sgs.agents.rule.choices import GENERAL_RANK, pick_general
from sgs.core import Game
from sgs.host import Seats, drive
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset
from sgs.testing import Table

FIVE = ["lord", "rebel", "loyalist", "rebel", "renegade"]
FOUR = ["lord", "rebel", "loyalist", "renegade"]


def ask(t: Table, seat: int, bot: RuleBot | None = None) -> Any:
    """What a rule bot answers for ``seat``, through the protocol only: the seat's
    observation from the start, and its open request."""
    obs = t.game.observe(seat)
    assert obs["request"] is not None, f"seat {seat} has no open request"
    return (bot or RuleBot(seed=1)).act(obs, obs["request"])


def bot_answer(t: Table, seat: int) -> Any:
    req = t.pending
    assert req.seat == seat, f"pending is for seat {req.seat}, not {seat}"
    return ask(t, seat)


def is_act(answer: object) -> bool:
    return isinstance(answer, dict) and set(answer) == {"option", "cards", "targets"}


def card_of(t: Table, answer: object) -> str:
    assert is_act(answer), f"expected a card, got {answer!r}"
    assert isinstance(answer, dict)
    return t.game.card(answer["cards"][0]).name


# ---------------------------------------------------------------- dodging


def test_answers_slash_with_jink() -> None:
    t = Table("blank", "blank", "blank", "blank", roles=FOUR)
    t.set_hand(1, "slash ♠7").set_hand(0, "jink ♦2", "slash ♣2")
    t.start(seat=1, phase="play")
    t.use("slash", targets=[0])
    ans = bot_answer(t, 0)
    assert card_of(t, ans) == "jink"
    t.answer(ans)
    assert t.hp(0) == t.game.p(0).max_hp


def test_saves_a_lone_jink_against_a_slash_needing_two() -> None:
    """醉卧 asks two 闪 in a row; one alone would be wasted, so the bot keeps it."""
    t = Table("blank", "shi_xiangyun", "blank", "blank", roles=FOUR)
    t.set_hand(1, "slash ♠7").set_hand(0, "jink ♦2")
    t.start(seat=1, phase="play")
    t.use("slash", targets=[0])
    assert bot_answer(t, 0) is None


# ---------------------------------------------------------------- rescuing


def _lord_dying_table() -> Table:
    """The rebel at seat 1 kills... tries to: the lord at 1 HP takes a 杀."""
    t = Table("blank", "blank", "blank", "blank", roles=FOUR)
    t.set_hp(0, 1)
    t.set_hand(1, "slash ♠7", "peach ♥3").set_hand(2, "peach ♥4")
    t.start(seat=1, phase="play")
    t.use("slash", targets=[0])
    return t


def test_rebel_does_not_save_the_dying_lord() -> None:
    t = _lord_dying_table()
    t.expect("respond", seat=1)  # rescue is asked from the current player round
    assert t.pending.reason == "dying"
    assert bot_answer(t, 1) is None


def test_loyalist_saves_the_dying_lord_with_peach() -> None:
    t = _lord_dying_table()
    t.pass_()  # the rebel declines
    t.expect("respond", seat=2)
    ans = bot_answer(t, 2)
    assert card_of(t, ans) == "peach"
    assert is_act(ans) and ans["targets"] == [0]
    t.answer(ans)
    assert t.game.p(0).alive and t.hp(0) == 1


def test_loyalist_does_not_save_a_dying_enemy() -> None:
    t = Table("blank", "blank", "blank", "blank", roles=FOUR)
    t.set_hp(1, 1)
    t.set_hand(0, "slash ♠7").set_hand(2, "peach ♥4")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])  # seat 1 has no 闪: it is dying at once
    t.expect("respond", seat=2)
    assert t.pending.reason == "dying"
    assert bot_answer(t, 2) is None


def test_saves_itself() -> None:
    t = Table("blank", "blank", "blank", "blank", roles=FOUR)
    t.set_hp(1, 1)
    t.set_hand(0, "slash ♠7").set_hand(1, "peach ♥4")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])  # no 闪 to answer with: dying at once
    t.expect("respond", seat=1)
    assert t.pending.reason == "dying"
    ans = bot_answer(t, 1)
    assert card_of(t, ans) == "peach"


# ---------------------------------------------------------------- attacking


def test_rebel_attacks_the_lord() -> None:
    """Seats 0 (the lord) and 2 are both in reach; a rebel goes for the lord."""
    t = Table("blank", "blank", "blank", "blank", "blank", roles=FIVE)
    t.set_hand(1, "slash ♠7")
    t.start(seat=1, phase="play")
    ans = bot_answer(t, 1)
    assert card_of(t, ans) == "slash"
    assert is_act(ans) and ans["targets"] == [0]


def test_loyalist_attacks_whoever_attacked_the_lord() -> None:
    t = Table("blank", "blank", "blank", "blank", "blank", roles=FIVE)
    t.set_hand(1, "slash ♠7").set_hand(2, "slash ♠8")
    t.set_top("jink ♦4", "jink ♦5")  # what seat 2 draws
    t.start(seat=1, phase="play")
    t.use("slash", targets=[0])  # the lord has no 闪 and takes it
    t.end_play()
    while t.pending.seat != 2 or t.pending.kind != "play":
        t.answer(t.pending.default())
    ans = bot_answer(t, 2)
    assert is_act(ans) and ans["targets"] == [1]


def test_lord_does_not_slash_a_known_helper() -> None:
    """The lord saw seat 1 heal it: it slashes seat 4 instead."""
    t = Table("blank", "xue_baochai", "blank", "blank", "blank", roles=FIVE)
    t.set_hp(0, 2)
    t.start(seat=0, phase="play")
    g = t.game
    bot = RuleBot(seed=1)
    obs = g.observe(0)
    watcher_seen = bot.act(obs, obs["request"])  # prime the bot's beliefs at the start
    assert watcher_seen is None  # nothing in hand: it ends the play phase
    # a recovery seat 1 gave the lord, as the log would show it
    g.emit("recover", seat=0, amount=1, source=1)
    g.emit("recover", seat=0, amount=1, source=1)
    s = bot.see(g.observe(0, since=obs["cursor"]))
    assert s.hostility(1) < 0 < s.hostility(4)


# ---------------------------------------------------------------- 无懈可击


def test_does_not_nullify_a_helpful_trick_on_a_friend() -> None:
    t = Table("blank", "blank", "blank", "blank", "blank", roles=["lord", "loyalist",
                                                                     "rebel", "rebel",
                                                                     "renegade"])
    t.set_hand(0, "ex_nihilo ♥7").set_hand(1, "nullification ♠J")
    t.start(seat=0, phase="play")
    t.use("ex_nihilo")
    t.expect("respond", seat=1)
    assert t.pending.reason == "nullification"
    assert bot_answer(t, 1) is None


def test_nullifies_a_harmful_trick_on_the_lord() -> None:
    roles = ["lord", "loyalist", "rebel", "rebel", "renegade"]
    t = Table("blank", "blank", "blank", "blank", "blank", roles=roles)
    t.set_hand(2, "dismantlement ♠3").set_hand(0, "jink ♦2").set_hand(1, "nullification ♠J")
    t.start(seat=2, phase="play")
    t.use("dismantlement", targets=[0])
    t.expect("respond", seat=1)
    ans = bot_answer(t, 1)
    assert card_of(t, ans) == "nullification"


def test_keeps_nullification_when_a_slash_answers_savage_assault() -> None:
    """无懈可击 is kept for what matters: a 杀 in hand answers the 南蛮入侵 as well."""
    t = Table("blank", "blank", "blank", "blank", roles=FOUR)
    t.set_hand(1, "savage_assault ♠7").set_hand(2, "nullification ♠J", "slash ♣3")
    t.start(seat=1, phase="play")
    t.use("savage_assault")
    while t.pending.seat != 2:
        t.answer(t.pending.default())  # seat 0's window and answer come first
    assert t.pending.reason == "nullification"
    assert bot_answer(t, 2) is None
    t.pass_()
    while t.pending.seat != 2:
        t.answer(t.pending.default())
    assert t.pending.reason == "savage_assault"
    assert card_of(t, bot_answer(t, 2)) == "slash"


def test_nullifies_indulgence_on_itself() -> None:
    t = Table("blank", "blank", "blank", "blank", roles=FOUR)
    t.set_hand(1, "indulgence ♠6").set_hand(2, "nullification ♠J")
    t.start(seat=1, phase="play")
    t.use("indulgence", targets=[2])
    t.end_play()
    while t.pending.seat != 2 or t.pending.reason != "nullification":
        t.answer(t.pending.default())
    ans = bot_answer(t, 2)
    assert card_of(t, ans) == "nullification"


# ---------------------------------------------------------------- area tricks and skills


def test_rebel_uses_savage_assault_that_hurts_mostly_foes() -> None:
    t = Table("blank", "blank", "blank", "blank", "blank", roles=FIVE)
    t.set_hp(0, 1)
    t.set_hand(1, "savage_assault ♠7")
    t.start(seat=1, phase="play")
    assert card_of(t, bot_answer(t, 1)) == "savage_assault"


def test_loyalist_keeps_savage_assault_that_could_kill_the_lord() -> None:
    roles = ["lord", "loyalist", "rebel", "rebel", "renegade"]
    t = Table("blank", "blank", "blank", "blank", "blank", roles=roles)
    t.set_hp(0, 1)
    t.set_hand(1, "savage_assault ♠7")
    t.start(seat=1, phase="play")
    assert bot_answer(t, 1) is None


def test_clears_indulgence_off_the_lord() -> None:
    """A loyalist dismantles the 乐不思蜀 in the lord's judgment area, picking it."""
    roles = ["lord", "loyalist", "rebel", "rebel", "renegade"]
    t = Table("blank", "blank", "blank", "blank", "blank", roles=roles)
    t.set_judge(0, "indulgence ♠6").set_hand(0, "jink ♦2")
    t.set_hand(1, "dismantlement ♠3")
    t.start(seat=1, phase="play")
    ans = bot_answer(t, 1)
    assert card_of(t, ans) == "dismantlement"
    assert is_act(ans) and ans["targets"] == [0]
    t.answer(ans)
    t.expect("card_of", seat=1)
    pick = ask(t, 1)
    assert t.game.card(pick).name == "indulgence"


def test_liuli_passes_a_slash_to_a_foe() -> None:
    """流离 (薛宝琴, a loyalist the lord mistook): the 杀 goes on to a foe, paid
    with the least useful card."""
    roles = ["lord", "loyalist", "rebel", "rebel", "renegade"]
    t = Table("blank", "xue_baoqin", "blank", "blank", "blank", roles=roles)
    t.set_hand(0, "slash ♠7").set_hand(1, "jink ♦2", "lightning ♠A")
    t.set_equip(1, "kylin_bow ♥5")
    t.start(seat=0, phase="play")
    t.use("slash", targets=[1])
    req = t.expect("cards", seat=1)
    assert req.reason == "liuli"
    cards = ask(t, 1)
    assert [t.game.card(c).name for c in cards] == ["lightning"]
    t.answer(cards)
    t.expect("players", seat=1)
    (to,) = ask(t, 1)
    assert to in (2, 3, 4)


def test_ganglie_spares_a_friend() -> None:
    """刚烈 is not turned on a friend who hurt you (their 南蛮入侵, say)."""
    roles = ["lord", "loyalist", "rebel", "rebel", "renegade"]
    t = Table("blank", "you_sanjie", "blank", "blank", "blank", roles=roles)
    t.set_hand(0, "savage_assault ♠7")
    t.start(seat=0, phase="play")
    t.use("savage_assault")
    req = t.expect("confirm", seat=1)
    assert req.reason == "ganglie"
    assert ask(t, 1) is False


# ---------------------------------------------------------------- other choices


def test_discards_the_least_useful_cards() -> None:
    t = Table("blank", "blank", "blank", "blank", roles=FOUR)
    t.set_hp(1, 1)
    t.set_hand(1, "peach ♥3", "jink ♦2", "jink ♦3", "lightning ♠A")
    t.start(seat=1, phase="discard")
    t.expect("cards", seat=1)
    ans = ask(t, 1)
    assert sorted(t.game.card(c).name for c in ans) == ["jink", "jink", "lightning"]


def test_equips_armor() -> None:
    t = Table("blank", "blank", "blank", "blank", roles=FOUR)
    t.set_hand(1, "eight_diagram ♠2")
    t.start(seat=1, phase="play")
    ans = bot_answer(t, 1)
    assert card_of(t, ans) == "eight_diagram"


def test_picks_the_strongest_general_offered() -> None:
    assert pick_general(["miao_yu", "lin_daiyu", "jiao_da"]) == "lin_daiyu"
    assert pick_general(["unknown_general", "miao_yu"]) == "miao_yu"
    assert len(set(GENERAL_RANK)) == len(GENERAL_RANK) == 20


# ---------------------------------------------------------------- beliefs


def test_beliefs_read_an_attacker_of_the_lord_as_a_rebel() -> None:
    b = Beliefs(2, 5, {0: "lord", 2: "loyalist"}, Counter(FIVE))
    before = b.p(3, "rebel")
    w = Watcher(b)
    w.read({"t": "use", "seat": 3, "card": "slash", "targets": [0]})
    w.read({"t": "use", "seat": 3, "card": "duel", "targets": [0]})
    assert b.p(3, "rebel") > before
    w.read({"t": "death", "seat": 1, "role": "rebel"})
    assert b.p(1, "rebel") == 1.0
    assert abs(sum(b.probs(3).values()) - 1.0) < 1e-9


def test_beliefs_ignore_my_own_acts_and_mass_healing() -> None:
    """The lord's own attacks are no evidence to it; 桃园结义 heals nobody in particular."""
    b = Beliefs(0, 5, {0: "lord"}, Counter(FIVE))
    w = Watcher(b)
    before = b.probs(2)
    for _ in range(3):
        w.read({"t": "use", "seat": 0, "card": "slash", "targets": [2]})
        w.read({"t": "use", "seat": 2, "card": "god_salvation", "targets": [0, 1, 2, 3, 4]})
        w.read({"t": "recover", "seat": 3, "amount": 1, "source": 2})
    assert b.probs(2) == before
    assert b.probs(3) == b.probs(4)


# ---------------------------------------------------------------- hidden information


def test_decision_ignores_other_players_hidden_cards() -> None:
    """Two tables differ only in what seat 3 holds: the bot answers the same."""
    answers = []
    for hidden in (("jink ♦2", "jink ♦3"), ("slash ♣3", "peach ♥6")):
        t = Table("blank", "blank", "blank", "blank", "blank", roles=FIVE)
        t.set_hand(1, "slash ♠7", "duel ♠A").set_hand(3, *hidden)
        t.start(seat=1, phase="play")
        answers.append(bot_answer(t, 1))
    assert answers[0] == answers[1]


# ---------------------------------------------------------------- full games


def _game(seed: int, players: int) -> Game:
    return Game(ruleset("honglou"), IdentityMode(), players, seed)


@pytest.mark.parametrize("players", [2, 5, 8])
def test_every_answer_is_legal_in_full_games(players: int) -> None:
    """Rule bots everywhere, then mixed with random bots: every game ends, and no
    rule-bot answer ever fails validation (``illegal`` counts replaced answers)."""
    for seed in range(4):
        rule = [RuleBot(seed * 10 + i) for i in range(players)]
        drive(_game(seed, players), list(rule))
        assert sum(b.illegal for b in rule) == 0
        mixed: list[Agent] = [RuleBot(seed + i) if i % 2 else RandomBot(seed + i)
                              for i in range(players)]
        g = _game(100 + seed, players)
        drive(g, mixed)
        assert g.over
        assert sum(b.illegal for b in mixed if isinstance(b, RuleBot)) == 0


class _Counted(RuleBot):
    """A rule bot that counts its answers."""

    answers = 0

    def act(self, observation: dict[str, Any], request: dict[str, Any] | None) -> Any:
        self.answers += 1
        return super().act(observation, request)


def test_a_bot_that_played_dies_without_the_cycle_collector() -> None:
    """A bot holds no cycle through itself: once dropped, reference counting frees it
    (else every bot of a server would live until the collector's next pass)."""
    g = Game(ruleset("honglou"), IdentityMode(), 5, 3)
    bots = [_Counted(i) for i in range(5)]
    seats = Seats(g, bots)
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        for _ in range(200):
            if not seats.step():
                break
        assert all(b.answers for b in bots)  # (every bot played)
        del seats, bots
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()
