"""The mode registry, and a test-only mode played through it: its own state, base rule,
timing, sides (seen only by their own seat), victory after a death or a reveal, and
rewards — everything a mode owns, with nothing of identity mode's."""

from __future__ import annotations

import inspect
from collections.abc import Generator, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from sgs.core import (
    ConfigError,
    Game,
    Gender,
    GeneralCard,
    GeneralDef,
    Mode,
    Pack,
    Player,
    Position,
    Skill,
    Timing,
    ops,
)
from sgs.core.errors import UnknownName
from sgs.core.events import DeathEvent, TurnEvent
from sgs.core.view import log_for, view
from sgs.modes import MODES, make_mode, mode_entry, register_mode
from sgs.modes.identity import IdentityMode
from sgs.testing import Table

Flow = Generator[Any, Any, Any]

# the test mode's own timing: a turn has begun and the mode has counted it
TURN_COUNTED = Timing.declare("t_teams.turn_counted", "the teams mode counted a turn")


@dataclass(slots=True)
class TeamsState:
    teams: list[int] = field(default_factory=list)
    turns: int = 0


class CountTurns(Skill):
    """The mode's base rule: count each turn in the mode's state, then fire the mode's
    own timing."""

    id = "t_teams_count"
    timings = (Timing.TURN_START,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        g.mode_state.turns += 1
        yield from ops.trigger(g, TURN_COUNTED, ev)


class Herald(Skill):
    """Test only: at the mode's timing, its owner draws one card on their own turn."""

    id = "t_herald"
    timings = (TURN_COUNTED,)
    locked = True

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, TurnEvent) and ev.seat == owner.seat

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.draw(g, owner.seat, 1, self.id)


class TeamsMode(Mode):
    """Two teams by seat parity; a team is seen by its own seat (and by all once dead);
    the last team standing wins, or the living if all are revealed and of one kingdom;
    a killer draws 2."""

    id = "t_teams"
    min_players = 2
    max_players = 6

    def __init__(self, reward: int = 2) -> None:
        self.reward = reward

    def new_state(self, g: Game) -> TeamsState:
        return TeamsState()

    def rules(self) -> Sequence[Skill]:
        return (CountTurns(),)

    def prepare(self, g: Game) -> None:
        g.mode_state.teams = [s % 2 for s in range(len(g.players))]

    def header(self, g: Game) -> dict[str, Any]:
        return {"seats": [{"seat": s, **self.seat_info(g, s)} for s in range(len(g.players))],
                "mode_options": {"reward": self.reward}}

    def seat_info(self, g: Game, seat: int) -> dict[str, Any]:
        return {"team": g.mode_state.teams[seat]}

    def seat_view(self, g: Game, viewer: int | None, seat: int) -> dict[str, Any]:
        seen = viewer == seat or not g.p(seat).alive
        return {"team": g.mode_state.teams[seat] if seen else None}

    def reveal_at_death(self, g: Game, seat: int) -> dict[str, Any]:
        return {"team": g.mode_state.teams[seat]}

    def winners(self, g: Game) -> list[int] | None:
        teams = g.mode_state.teams
        alive = g.alive()
        if len({teams[p.seat] for p in alive}) == 1:
            return [s for s in range(len(g.players)) if teams[s] == teams[alive[0].seat]]
        if all(c.revealed for p in alive for c in p.generals) and \
                len({p.kingdom for p in alive}) == 1:
            return [p.seat for p in alive]
        return None

    def on_death(self, g: Game, death: DeathEvent) -> Flow:
        if death.killer is not None and g.p(death.killer).alive:
            yield from ops.draw(g, death.killer, self.reward, "reward")


def _pack() -> Pack:
    p = Pack("t_teams")
    p.skills["t_herald"] = Herald()
    p.generals["herald"] = GeneralDef("herald", "qun", 4, Gender.MALE, ("t_herald",))
    p.generals["wei1"] = GeneralDef("wei1", "wei", 3, Gender.MALE, ())
    return p


@pytest.fixture
def teams() -> Iterator[None]:
    register_mode("t_teams", lambda options: TeamsMode(**options))
    try:
        yield
    finally:
        MODES.pop("t_teams", None)


# ---------------------------------------------------------------- the registry


def test_unknown_mode_lists_the_known_ones(teams: None) -> None:
    with pytest.raises(UnknownName) as err:
        make_mode("chess960")
    assert "'chess960'" in str(err.value) and "identity" in str(err.value) \
        and "t_teams" in str(err.value)


def test_make_mode_by_id_with_options(teams: None) -> None:
    mode = make_mode("t_teams", {"reward": 5})
    assert isinstance(mode, TeamsMode) and mode.reward == 5
    ident = make_mode("identity", {"generals": {"0": "xue_baochai"}, "candidates": 2})
    assert isinstance(ident, IdentityMode) and ident.fixed_generals == {0: "xue_baochai"}


def test_the_header_check_is_the_modes_entry(teams: None) -> None:
    """One registration gives the replay's header check too: identity's own, or by
    default building the mode and checking the player count against its range."""
    with pytest.raises(ConfigError, match="lord"):
        mode_entry("identity").check_options(3, {"roles": ["rebel"] * 3})
    mode_entry("t_teams").check_options(4, {"reward": 1})
    with pytest.raises(ConfigError, match="2 to 6"):
        mode_entry("t_teams").check_options(7, {})
    with pytest.raises(TypeError):
        mode_entry("t_teams").check_options(4, {"flavour": 1})


def test_the_table_forwards_every_mode_hook() -> None:
    """``Table`` wraps any mode: every hook a mode may define is the mode's, except the
    setup and the first seat, which are the table's."""
    from sgs.testing import _TableMode

    hooks = {n for n, f in inspect.getmembers(Mode, inspect.isfunction)
             if not n.startswith("_")}
    assert {n for n in hooks if n not in vars(_TableMode)} == set()


# ---------------------------------------------------------------- the mode in play


def test_a_mode_of_its_own_plays_on_a_table(teams: None) -> None:
    """Its base rule runs at every turn start and fires its own timing, where a skill
    of a general reacts; its state keeps the count."""
    t = Table("herald", "blank", mode="t_teams", extra=_pack())
    g = t.start(0, "play")
    assert g.mode.id == "t_teams" and isinstance(g.mode_state, TeamsState)
    assert g.mode_state.turns == 0  # the table starts inside the turn: no turn start
    t.end_play()
    t.expect("play", seat=1)
    assert g.mode_state.turns == 1 and len(t.hand(1)) == 2
    assert not [r for r in t.log("move") if r["reason"] == "t_herald"]
    t.until("play", seat=0)
    assert g.mode_state.turns == 2 and len(t.hand(0)) == 3
    draws = [r for r in t.log("move") if r["reason"] == "t_herald"]
    assert len(draws) == 1 and draws[0]["dst"] == {"zone": "hand", "seat": 0}


def test_a_modes_facts_are_seen_as_it_says(teams: None) -> None:
    """View and filtered log: a team is seen by its own seat only, until death."""
    t = Table("blank", "blank", "blank", mode="t_teams")
    g = t.start()
    assert [p["team"] for p in view(g, 1)["players"]] == [None, 1, None]
    assert [p["team"] for p in view(g, None)["players"]] == [None, None, None]
    header = log_for(g, 2)[0]
    assert [e["team"] for e in header["seats"]] == [None, None, 0]
    (gens,) = [r for r in log_for(g, 2) if r["t"] == "generals"]
    assert [e["team"] for e in gens["seats"]] == [None, None, 0]
    assert g.log[0]["seats"] == [{"seat": 0, "team": 0}, {"seat": 1, "team": 1},
                                 {"seat": 2, "team": 0}]


def test_victory_is_checked_after_a_death_and_rewards_follow(teams: None) -> None:
    """Four seats, two teams: the first death is rewarded and the game goes on; the last
    of a team dying ends it, with the dead of the winning team among the winners."""
    t = Table("wei1", "blank", "wei1", "blank", mode="t_teams", extra=_pack())
    t.set_hp(1, 1).set_hp(3, 1)
    t.set_hand(0, "slash ♠7", "slash ♠8").set_hp(2, 1)
    t.set_equip(0, "crossbow ♦A")
    g = t.start(0, "play")
    t.use("slash ♠7", targets=[1])
    t.until("play", seat=0)
    assert not g.p(1).alive and not g.over
    (death,) = t.log("death")
    assert death == {"t": "death", "seat": 1, "killer": 0, "team": 1}
    assert len(t.hand(0)) == 3  # one 杀 left, and the reward of 2
    assert view(g, 2)["players"][1]["team"] == 1  # the dead are seen
    t.use("slash ♠8", targets=[3])
    assert g.over and g.winners == [0, 2] and g.end_reason == "victory"


def test_victory_is_checked_after_a_reveal(teams: None) -> None:
    """Seat 1's face-down general, revealed: both living players are of one kingdom and
    revealed, which this mode calls a win — the game ends at the reveal."""
    pack = _pack()
    t = Table("wei1", [GeneralCard("wei1", Position.MAIN, revealed=False)], mode="t_teams",
              extra=pack)
    g = t.start(0, "play")
    assert g.p(1).kingdom is None and g.p(1).max_hp == 3
    assert view(g, 0)["players"][1]["general"] is None
    g.mode_state.teams = [0, 1]
    flow = ops.reveal_general(g, 1, Position.MAIN)
    from sgs.core import GameOver

    with pytest.raises(GameOver) as over:
        next(flow)
    assert over.value.winners == [0, 1]
    assert g.p(1).kingdom == "wei"
    assert g.log[-1] == {"t": "reveal_general", "seat": 1, "general": "wei1",
                         "position": "main"}


def test_reveal_fires_its_timing_when_the_game_goes_on(teams: None) -> None:
    t = Table("wei1", [GeneralCard("blank"), GeneralCard("wei1", Position.DEPUTY,
                                                          revealed=False)],
              mode="t_teams", extra=_pack())
    g = t.start(0, "play")
    seen: list[Any] = []

    class Watch(Skill):
        id = "t_watch"
        timings = (Timing.GENERAL_REVEALED,)

        def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
            seen.append(ev)
            return False

    g.ruleset.skills["t_watch"] = Watch()
    g.p(0).add_skill("t_watch")
    g.mark_skills_changed()
    assert list(ops.reveal_general(g, 1, Position.DEPUTY)) == []
    assert [(e.seat, e.general, e.position) for e in seen] == [(1, "wei1", "deputy")]
    assert g.p(1).generals[1].revealed and not g.over
    assert list(ops.reveal_general(g, 1, Position.DEPUTY)) == []  # nothing left to reveal
    assert len(seen) == 1


def test_a_timing_name_is_declared_once() -> None:
    with pytest.raises(ConfigError):
        Timing.declare("t_teams.turn_counted")
    with pytest.raises(ConfigError):
        Timing.declare("DAMAGED")
    assert Timing.named("DAMAGED") is Timing.DAMAGED and repr(Timing.DAMAGED) == \
        "Timing.DAMAGED"
    assert repr(TURN_COUNTED) == "Timing('t_teams.turn_counted')"
    import copy
    import pickle

    assert pickle.loads(pickle.dumps(TURN_COUNTED)) is TURN_COUNTED
    assert copy.deepcopy(Timing.DAMAGED) is Timing.DAMAGED
