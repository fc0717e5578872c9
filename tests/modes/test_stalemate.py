"""The stalemate rule (docs/modes.md): a game in which nothing that cannot be undone
happens for ``stalemate_rounds`` whole rounds (50 by default) ends in a draw — a
death in every mode, in hegemony a general revealed for the first time too."""

from __future__ import annotations

import json
from typing import Any

import pytest

from sgs.cli.agents import make_agent
from sgs.core import ConfigError, Game
from sgs.host import drive
from sgs.modes import make_mode, mode_entry
from sgs.modes.stalemate import STALEMATE_ROUNDS
from sgs.packs import ruleset
from sgs.replay import loads, verify


def _play(mode: str, card_set: str, players: int, seed: int, bots: tuple[str, ...],
          options: dict[str, Any] | None = None, limit: int = 50_000) -> Game:
    g = Game(ruleset(card_set), make_mode(mode, options or {}), players, seed)
    drive(g, [make_agent(bots[s % len(bots)], seed * 16 + s) for s in range(players)], limit)
    return g


def test_a_quiet_hegemony_game_of_the_soak_ends_in_a_stalemate() -> None:
    """Issue 22 item 5: `sgs sim --mode hegemony --deck hegemony+expansions --players 4
    --bots rule,random --seed 9003679` never ended (a 马谡 whose 制蛮 prevents every
    damage against an opponent that deals none).  The 势备篇 deck has since gained
    调虎离山 and 木牛流马, each dealing that seed another game; seed 9003827 of the same
    set-up now reaches 50 whole rounds with no death and no first reveal, and is a
    draw there."""
    g = _play("hegemony", "hegemony+expansions", 4, 9003827, ("rule", "random"))
    assert g.over and g.winners == [] and g.end_reason == "stalemate"
    over = g.log[-1]
    assert over["t"] == "game_over" and over["reason"] == "stalemate"
    assert over["winners"] == [] and len(over["sides"]) == 4  # the mode's final still runs
    assert g.decisions < 5_000


def _turns_then_over(log: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], int]:
    """The turn records and the position of the game_over record."""
    turns = [r for r in log if r["t"] == "turn"]
    return turns, next(i for i, r in enumerate(log) if r["t"] == "game_over")


@pytest.mark.parametrize("seed", range(6))
def test_identity_quiet_rounds_end_the_game_at_the_start_of_the_next_turn(seed: int) -> None:
    """With stalemate_rounds 1 and two players who do not die, the first turn starts the
    count and the third turn, one whole round later, does not begin: the game_over
    record (no winners, reason stalemate) follows its turn record at once."""
    g = _play("identity", "honglou", 2, seed, ("random",), {"stalemate_rounds": 1})
    if any(r["t"] == "death" for r in g.log):
        pytest.skip("someone died within two turns")
    turns, over = _turns_then_over(g.log)
    assert [t["number"] for t in turns] == [1, 2, 3]
    assert g.log[over - 1] is turns[-1]
    assert g.log[over]["reason"] == "stalemate" and g.log[over]["winners"] == []


def test_a_death_restarts_the_count() -> None:
    """Five players, stalemate_rounds 2: wherever the draw falls, the ten turns before it
    (2 rounds × the players alive) saw no death, and no stretch as long as that without
    a death came earlier."""
    ended = 0
    for seed in range(12):
        g = _play("identity", "honglou", 5, seed, ("rule",), {"stalemate_rounds": 2})
        turn, alive, since = 0, 5, 1
        for r in g.log:
            if r["t"] == "turn":
                turn = r["number"]
            elif r["t"] == "death":
                alive -= 1
                since = turn + 1  # counted again from the next turn's start
        if g.end_reason != "stalemate":
            continue
        ended += 1
        turns, _ = _turns_then_over(g.log)
        assert turns[-1]["number"] - since == 2 * alive
        # every earlier turn began before the count reached the limit
        assert all(t["number"] - since < 2 * alive for t in turns[:-1]
                   if t["number"] >= since)
    assert ended  # some game of these ends by the rule


@pytest.mark.parametrize("seed", range(4))
def test_hegemony_a_first_reveal_is_progress(seed: int) -> None:
    """Hegemony, two players, stalemate_rounds 1: the two turns before the draw saw no
    death and no general revealed; a reveal on the turn before restarts the count."""
    g = _play("hegemony", "hegemony", 2, seed, ("random",), {"stalemate_rounds": 1})
    if g.end_reason != "stalemate":
        pytest.skip("the game was decided first")
    turns, over = _turns_then_over(g.log)
    start = g.log.index(turns[-3])
    window = g.log[start:over]
    assert not [r for r in window if r["t"] in ("death", "reveal_general")]
    reveals = [r for r in g.log if r["t"] == "reveal_general"]
    assert reveals  # both had revealed before the quiet stretch began
    assert g.log[over - 1] is turns[-1]


def test_the_default_is_fifty_rounds_and_stays_out_of_the_header() -> None:
    """A game with the default writes the header it wrote before the rule existed; another
    value is written and re-creates the mode for a replay."""
    assert STALEMATE_ROUNDS == 50
    for mode in ("identity", "hegemony"):
        g = Game(ruleset("honglou" if mode == "identity" else "hegemony"), make_mode(mode),
                 4, 1)
        assert "stalemate_rounds" not in g.log[0]["mode_options"]
    g = _play("identity", "honglou", 2, 3, ("random",), {"stalemate_rounds": 1})
    assert g.log[0]["mode_options"]["stalemate_rounds"] == 1
    text = "\n".join(json.dumps(r, ensure_ascii=False) for r in g.log)
    assert verify(loads(text)).finished


@pytest.mark.parametrize("mode", ["identity", "hegemony"])
@pytest.mark.parametrize("bad", [0, -1, 1001, True, "5", 2.5, None])
def test_a_bad_stalemate_option_is_refused(mode: str, bad: Any) -> None:
    with pytest.raises(ConfigError, match="stalemate_rounds"):
        mode_entry(mode).check_options(4, {"stalemate_rounds": bad})
    with pytest.raises((ConfigError, TypeError)):
        make_mode(mode, {"stalemate_rounds": bad})
