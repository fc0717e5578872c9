"""Choosing generals (rules §6): the lord first and in view of all, then the others at
once from candidates dealt before anyone picks; their picks are shown together.

Issue 6, item 2: a later picker's view showed the earlier picks (general, kingdom, HP,
skills) and their candidates were what the earlier picks left; neither may tell them
anything now.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from sgs.core import ConfigError, Game, Gender, GeneralDef, Pack, Ruleset, view
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset, set_packs


def _game(n: int = 5, seed: int = 11) -> Game:
    return Game(ruleset("honglou"), IdentityMode(), n, seed)


def _seen(g: Game, seat: int) -> str:
    """All that ``seat`` may see now: its view (with its pending request)."""
    return json.dumps(view(g, seat), sort_keys=True)


def test_later_pickers_see_only_the_lords_general_until_all_have_chosen() -> None:
    g = _game()
    lord_pick = g.pending.choices()[0]  # type: ignore[union-attr]
    g.answer(lord_pick)
    while g.pending is not None and g.pending.reason == "setup":
        seat = g.pending.seat
        for other in view(g, seat)["players"]:
            if other["seat"] == 0:
                assert other["general"] == lord_pick and other["hp"] > 0
            else:
                assert other["general"] is None and other["skills"] == [] and \
                    other["kingdom"] is None and other["hp"] == 0
        g.answer(g.pending.choices()[-1])  # type: ignore[union-attr]
    assert all(p["general"] for p in view(g, 1)["players"])


def test_a_pick_changes_nothing_a_later_picker_sees() -> None:
    """Two games differing only in seat 1's pick: seat 2 sees the same when it picks."""
    seen = []
    for choice in (0, 2):
        g = _game()
        g.answer(g.pending.choices()[0])  # type: ignore[union-attr]
        assert g.pending is not None and g.pending.seat == 1
        g.answer(g.pending.choices()[choice])  # type: ignore[union-attr]
        assert g.pending is not None and g.pending.seat == 2
        seen.append(_seen(g, 2))
    assert seen[0] == seen[1]


def test_picks_are_announced_together_after_the_lords() -> None:
    g = _game()
    while g.pending is not None and g.pending.reason == "setup":
        g.answer(g.pending.choices()[0])  # type: ignore[union-attr]
    records = [r for r in g.log if r["t"] == "generals"]
    assert [[e["seat"] for e in r["seats"]] for r in records] == [[0], [1, 2, 3, 4]]
    answers = [i for i, r in enumerate(g.log) if r["t"] == "answer"]
    first, second = (g.log.index(r) for r in records)
    assert first < answers[1] and second > answers[-1]  # the lord's before the others pick


def _options(g: Game) -> list[str]:
    assert g.pending is not None
    return list(g.pending.choices() or [])


@pytest.mark.parametrize(("n", "each"), [(5, 3), (7, 3), (8, 2), (10, 2)])
def test_candidates_are_disjoint_and_shrink_when_the_pool_is_short(n: int, each: int) -> None:
    """20 generals: 3 each while the pool allows, else 2 (rules §6)."""
    g = _game(n)
    lord_options = _options(g)
    g.answer(lord_options[0])
    dealt: list[str] = []
    while g.pending is not None and g.pending.reason == "setup":
        options = _options(g)
        assert len(options) == each
        dealt += options
        g.answer(options[0])
    assert len(dealt) == len(set(dealt)) and lord_options[0] not in dealt


def test_a_pool_too_small_is_a_clear_error() -> None:
    tiny = Pack("tiny")
    for i in range(3):
        tiny.generals[f"g{i}"] = GeneralDef(f"g{i}", "qun", 4, Gender.MALE, ())
    rules = Ruleset(*set_packs("honglou")[:1], tiny)  # the standard cards, three generals
    with pytest.raises(ConfigError, match="too few"):
        g = Game(rules, IdentityMode(), 5, 1)
        while g.pending is not None:
            answer: Any = _options(g)[0]
            g.answer(answer)


def test_the_others_choose_in_one_window_in_any_order() -> None:
    """Choosing generals is one window: every non-lord is asked at once, and the order
    the picks arrive in changes nothing."""
    logs = []
    for order in (1, -1):
        g = _game()
        g.answer(_options(g)[0])  # the lord
        asked = g.open_requests()
        assert [r.seat for r in asked] == [1, 2, 3, 4]
        picks = {r.seat: (r.choices() or [])[-1] for r in asked}
        for seat in sorted(picks)[::order]:
            g.submit(seat, picks[seat])
        logs.append(json.dumps(g.log))
        assert [g.p(s).general for s in picks] == list(picks.values())
    assert logs[0] == logs[1]


def test_every_role_is_shown_when_the_game_is_over() -> None:
    from sgs.agents import RandomBot
    from sgs.host import drive

    g = _game()
    drive(g, [RandomBot(s) for s in range(5)])
    roles = [p["role"] for p in view(g, 1)["players"]]
    assert None not in roles and roles.count("lord") == 1
