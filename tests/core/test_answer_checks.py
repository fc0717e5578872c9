"""Every answer form goes through one check, and every wrong answer is an IllegalAnswer.

Issue 6, items 5–7 and 14: an ``Act`` object is checked like its JSON form;
distribution keys are seats, not anything ``int()`` accepts; messages never
fail to build; a refusal names the rule in words a player reads, zh and en.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from sgs.agents import RandomBot
from sgs.core import Act, ConfigError, Game, IllegalAnswer, view
from sgs.core.requests import DistributeRequest
from sgs.host import Seats
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset
from sgs.testing import Table


def _state(g: Game) -> str:
    return json.dumps([g.log, [view(g, s) for s in range(len(g.players))]], sort_keys=True)


def _refused(g: Game, answer: Any) -> IllegalAnswer:
    before = _state(g)
    with pytest.raises(IllegalAnswer) as err:
        g.answer(answer)
    assert _state(g) == before
    return err.value


def _play_table() -> Table:
    t = Table("blank", "blank", "blank", "blank")
    t.set_hand(0, "slash ♠7", "slash ♠8", "jink ♦2", "peach ♥3")
    t.start(seat=0, phase="play")
    return t


# ---------------------------------------------------------------- item 5: Act objects


@pytest.mark.parametrize("act", [
    Act("card:0", (102.0,), ()),          # a float id
    Act("card:0", (), (True,)),           # a bool seat
    Act("card:0", [1], ()),               # type: ignore[arg-type]  # a list inside
    Act("card:0", None, ()),              # type: ignore[arg-type]
    Act("card:0", (), 1.0),               # type: ignore[arg-type]
    Act(None, (), ()),                    # type: ignore[arg-type]  # no option text
    Act("card:0", ((1,),), ()),           # type: ignore[arg-type]
])
def test_act_objects_are_checked_like_their_json(act: Act) -> None:
    t = _play_table()
    _refused(t.game, act)


def test_a_float_id_never_reaches_the_discard_pile() -> None:
    """The audit's case: 制衡 with card 102.0 was accepted and broke every view."""
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(seat=0, phase="play")
    slash = t.find("slash ♠7")
    _refused(g, Act(f"card:{slash}", (float(slash),), (1,)))
    _refused(g, {"option": f"card:{slash}", "cards": [], "targets": [1.0]})
    view(g, 0)  # still renders


def test_unknown_keys_in_an_act_mapping_are_refused() -> None:
    t = _play_table()
    slash = t.find("slash ♠7")
    _refused(t.game, {"option": f"card:{slash}", "targets": [1], "extra": 1})


# ---------------------------------------------------------------- item 6: distribution keys


def _distribute() -> DistributeRequest:
    return DistributeRequest(0, "give", cards=[10, 11], seats=[1, 2], min_cards=1,
                             max_cards=2)


@pytest.mark.parametrize("answer", [
    {True: [10]},                 # a bool is not a seat
    {" 1 ": [10]},                # padded text
    {"1.0": [10]},
    {"01": [10]},                 # not the plain decimal form
    {"1": [10], "01": [11]},      # the audit's case: dropped a card while counting it
    {1: [10], "1": [11]},         # the same seat twice
    {"+1": [10]},
    {"１": [10]},                 # a full-width digit
])
def test_distribution_keys_are_plain_seats(answer: dict[Any, Any]) -> None:
    with pytest.raises(IllegalAnswer):
        _distribute().validate(answer)


def test_a_distribution_accepts_numbers_and_their_json_text() -> None:
    req = _distribute()
    assert req.validate({"1": [10], 2: [11]}) == {1: (10,), 2: (11,)}


def test_a_float_key_is_refused() -> None:
    with pytest.raises(IllegalAnswer):
        _distribute().validate({1.7: [10]})


# ---------------------------------------------------------------- item 7: messages, config


def test_a_deeply_nested_answer_is_refused_without_recursing() -> None:
    t = _play_table()
    deep: Any = []
    for _ in range(100_000):
        deep = [deep]
    err = _refused(t.game, deep)
    assert "deep" in str(err)
    wide = [list(range(100))] * 100
    assert "large" in str(_refused(t.game, wide))


def test_a_huge_number_still_gets_a_message() -> None:
    t = _play_table()
    err = _refused(t.game, {"option": 10**5000})
    assert "very large number" in str(err)
    _refused(t.game, 10**5000)


@pytest.mark.parametrize("players", [-1, 0, 1, 11, True, 2.0])
def test_a_player_count_out_of_range_is_named(players: Any) -> None:
    with pytest.raises(ConfigError) as err:
        Game(ruleset("honglou"), IdentityMode(), players)
    assert repr(players) in str(err.value)


@pytest.mark.parametrize("kw", [{"candidates": 0}, {"candidates": -2}, {"lord_extra": -1}])
def test_no_candidates_is_a_config_error(kw: dict[str, int]) -> None:
    with pytest.raises(ConfigError):
        IdentityMode(**kw)


# ---------------------------------------------------------------- item 14: the rule, in words


def test_a_second_slash_names_the_limit() -> None:
    t = _play_table()
    t.use("slash ♠7", targets=[1])  # seat 1 has no 闪: takes the damage, back to play
    t.expect("play", seat=0)
    err = _refused(t.game, {"option": f"card:{t.find('slash ♠8')}", "targets": [1]})
    assert err.refusal is not None and err.refusal.code == "act.use_limit"
    assert err.text("en") == "Slash: only 1 per play phase"
    assert err.text("zh") == "杀：每个出牌阶段限1次"
    assert str(err) == err.text("en")


def test_out_of_range_names_the_seat() -> None:
    t = _play_table()  # four players: seat 2 is at distance 2, beyond a bare hand's range
    err = _refused(t.game, {"option": f"card:{t.find('slash ♠7')}", "targets": [2]})
    # (issue 22: the rule named, attack range and how far; was "seat 2 is out of reach")
    assert err.text("en") == "Slash: seat 2 is at distance 2, beyond your attack range of 1"
    assert err.text("zh") == "杀：2号位与你的距离为2，不在你的攻击范围（1）内"


def test_response_only_and_not_wounded() -> None:
    t = _play_table()
    jink = _refused(t.game, {"option": f"card:{t.find('jink ♦2')}"})
    assert jink.text("en") == "Dodge is only used in response"
    peach = _refused(t.game, {"option": f"card:{t.find('peach ♥3')}"})
    assert peach.text("zh") == "药：你未受伤"  # the Red Chamber set prints 桃 as 药


def test_a_card_not_in_hand_and_an_unknown_option() -> None:
    t = _play_table()
    assert _refused(t.game, Act("card:9999")).refusal.code == "act.not_in_hand"  # type: ignore[union-attr]
    assert _refused(t.game, Act("skill:nope")).refusal.code == "act.no_option"  # type: ignore[union-attr]


def test_blocked_options_travel_with_the_request() -> None:
    t = _play_table()
    d = t.pending.to_json()
    jink = str(t.find("jink ♦2"))
    assert d["blocked"][f"card:{jink}"]["code"] == "act.response_only"
    assert d["blocked"][f"card:{jink}"]["zh"]


def test_a_wrong_count_of_cards_reads_in_both_languages() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7", "slash ♠8", "slash ♠9", "jink ♦2", "jink ♦3", "peach ♥3")
    g = t.start(seat=0, phase="discard")
    err = _refused(g, [t.find("slash ♠7")])
    assert err.text("en") == "choose 2 cards, not 1"
    assert err.text("zh") == "请选择2张牌，而不是1张"


# ---------------------------------------------------------------- fuzz: only IllegalAnswer

_WORDS = ["hand", "card:1", "card:12", "skill:zhiheng", "1", "01", "", "option", "cards",
          "targets", "yes"]


def _junk(rng: random.Random, depth: int = 0) -> Any:
    """An arbitrary value: scalars of every JSON and non-JSON kind, nested a little."""
    pick = rng.randrange(12 if depth < 3 else 7)
    if pick == 0:
        return None
    if pick == 1:
        return rng.random() < 0.5
    if pick == 2:
        return rng.randrange(-3, 120)
    if pick == 3:
        return rng.choice([10**30, -(10**5000), 2**63])
    if pick == 4:
        return rng.choice([1.5, float("nan"), float("inf"), 0.0])
    if pick == 5:
        return rng.choice(_WORDS)
    if pick == 6:
        return object()
    if pick in (7, 8):
        return [_junk(rng, depth + 1) for _ in range(rng.randrange(4))]
    if pick == 9:
        return tuple(_junk(rng, depth + 1) for _ in range(rng.randrange(3)))
    if pick == 10:
        keys = [rng.choice([*_WORDS, 0, 1, 2, True, 1.5, None]) for _ in range(rng.randrange(4))]
        return {k: _junk(rng, depth + 1) for k in keys}
    return Act(_junk(rng, depth + 1), _junk(rng, depth + 1), _junk(rng, depth + 1))


@pytest.mark.parametrize("seed", range(4))
def test_any_value_is_accepted_or_refused_with_illegal_answer(seed: int) -> None:
    """At each decision of a random game, arbitrary values: each is refused with an
    IllegalAnswer (both languages render), or accepted as a fixed point of the check."""
    rng = random.Random(seed)
    g = Game(ruleset("honglou"), IdentityMode(), 5, seed)
    seats = Seats(g, [RandomBot(seed + i) for i in range(5)])
    while g.pending is not None:
        req = g.pending
        for _ in range(8):
            answer = _junk(rng)
            try:
                normalized = req.validate(answer)
            except IllegalAnswer as err:
                assert str(err) and err.text("zh")
                continue
            assert req.validate(normalized) == normalized
        seats.answer(req)


@pytest.mark.parametrize("roles", [["rebel", "rebel"], ["lord", "lord"], ["lord"],
                                   ["lord", "king"]])
def test_fixed_roles_without_exactly_one_lord_are_a_config_error(roles: list[str]) -> None:
    with pytest.raises(ConfigError):
        Game(ruleset("honglou"), IdentityMode(roles=roles), 2)
