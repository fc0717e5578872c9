"""Hegemony setup (rules/hegemony.md "Setup"): candidates dealt at once, a main and a
deputy of one kingdom picked in one window, both face down, max HP from 阴阳鱼."""

from __future__ import annotations

from dataclasses import replace

import pytest
from heg_support import pack

from sgs.core import ConfigError, Game, Ruleset
from sgs.core.protocol import observe
from sgs.modes import make_mode, mode_entry
from sgs.packs import set_packs


def _ruleset() -> Ruleset:
    cards = [p for p in set_packs("standard+maneuvering") if p.id != "standard_generals"]
    deck = next(p for p in set_packs("standard") if p.id == "standard_generals")
    return Ruleset(*cards, replace(deck, generals={}), pack())


def _game(players: int, **options: object) -> Game:
    return Game(_ruleset(), make_mode("hegemony", options), players, seed=3)


def test_everyone_picks_a_pair_of_one_kingdom_at_once() -> None:
    g = _game(4)
    reqs = g.open_requests()
    assert sorted(r.seat for r in reqs) == [0, 1, 2, 3]
    for r in reqs:
        cands = r.data["candidates"]
        assert len(cands) == 7
        for opt in r.options:
            main, deputy = opt.split("+")
            assert main in cands and deputy in cands and main != deputy
            assert g.ruleset.general(main).kingdom in g.ruleset.general(deputy).kingdoms
    dealt = [c for r in reqs for c in r.data["candidates"]]
    assert len(dealt) == len(set(dealt))  # disjoint
    picks = {r.seat: r.options[0] for r in reqs}
    for seat in (3, 1, 0, 2):  # any order of answers
        g.submit(seat, picks[seat])
    for r in reqs:
        p = g.p(r.seat)
        assert [c.general for c in p.generals] == picks[r.seat].split("+")
        assert not any(c.revealed for c in p.generals)
        assert p.kingdom is None and len(p.hand) == 4
        half = sum(g.mode.half_hp(g, c) for c in p.generals)  # type: ignore[attr-defined]
        assert p.max_hp == p.hp == half // 2
    seated = {c.general for p in g.players for c in p.generals}
    assert sorted(g.general_pile) == sorted(set(g.ruleset.generals) - seated)
    assert observe(g, 0)["table"]["general_pile_count"] == len(g.general_pile)


def test_too_small_a_pool_is_a_clear_error() -> None:
    """Never more candidates than the pool allows: refuse to start with a clear error."""
    with pytest.raises(ConfigError, match="too few"):
        Game(_ruleset(), make_mode("hegemony", {}), 10, seed=1).open_requests()


def test_fixed_generals_must_be_a_pair_of_one_kingdom() -> None:
    with pytest.raises(ConfigError, match="not of one kingdom"):
        _game(2, generals={"0": ["wei1", "shu1"]}).open_requests()


def test_a_header_with_bad_options_is_refused() -> None:
    check = mode_entry("hegemony").check_options
    check(4, {"candidates": 5, "generals": {"0": ["wei1", "wei2"]}, "vanguard": False})
    for bad in ({"candidates": 0}, {"generals": {"9": ["a", "b"]}}, {"vanguard": 1},
                {"nope": 1}, {"generals": {"0": ["a"]}}):
        with pytest.raises(ConfigError):
            check(4, bad)
    with pytest.raises(ConfigError):
        check(11, {})


def test_too_few_candidates_asked_for_names_the_setting() -> None:
    """A full pool with a candidate count of four kingdoms or fewer: the error names the
    setting, not the pool (each needs more candidates than kingdoms for a sure pair)."""
    with pytest.raises(ConfigError, match="4 candidates each are too few"):
        _game(5, candidates=4).open_requests()
