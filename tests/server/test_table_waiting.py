"""The waiting rule (issue 23, item 8; docs/server.md, "The waiting rule"): who the
table waits for, and how long, tells no seat what it cannot see.

"The server must not reveal hidden information by *who it waits for or how long*: a
无懈可击 window or a rescue must look the same to every client whether or not anyone
could answer."  Each test runs two tables of one seeded game on the injected clock,
world B changed at the first play-phase stop (before anyone is shown it) only in what
some seats — the *knowers*, people here — cannot see: a response card swapped between
two hands (so a 闪, 桃, 无懈可击 or 杀 request opens in one world and not the other) or
a face-down general with a trigger skill swapped for one of the remaining pile.  The
people think (slowly, the knowers slowest) and the bots answer at once; the knowers do
the least (so that nothing they do shows the difference), everyone else plays on.
Every other seat and the spectator must get the same messages at the same times
until the difference may show (a swapped card leaves its hand, a general is
revealed or looked at), and — the documented limit — at its own private requests a
seat gets the same messages, whenever they come.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

import pytest
from table_support import Person, step
from worlds_support import Pair, swap_hand_cards, swap_hidden_general

from sgs.core import Game
from sgs.core.requests import PlayRequest
from sgs.server.journal import MemoryJournal
from sgs.server.table import Table, TableSettings

Json = dict[str, Any]
MAX_DECISIONS = 260


@dataclass
class World:
    table: Table
    people: list[Person]
    cutoff: float = float("inf")  # from here the difference may show
    knower_requests: int = 0


def run_world(settings: TableSettings, thinks: dict[int, float],
              make: Callable[[Game], Pair] | None, given: Pair | None = None,
              ) -> tuple[World, Pair]:
    """One world, played on the injected clock; ``make`` changes it at the first play
    stop before anyone is shown that stop (world B); world A is ``given`` B's pair (who
    knows, when the difference shows)."""
    table = Table.start(settings, MemoryJournal(), 0.0)
    people = [Person(seat, think=thinks[seat], seed=settings.seed * 16 + seat)
              for seat in settings.persons]
    people.append(Person(None))
    world = World(table, people)
    pair: Pair | None = None
    now = 0.0
    g = table.game
    for _ in range(100_000):
        for p in people:
            p.look(table, now)
        if pair is None and table.holding and isinstance(g.pending, PlayRequest):
            pair = make(g) if make is not None else given or Pair()
            for p in people:
                if p.seat in pair.knowers:
                    p.policy = pair.policy
            table.changed = True  # type: ignore[attr-defined]  # (read by the next test)
        if (pair is not None and (pair.shows(g) or g.decisions >= MAX_DECISIONS)) \
                or table.over:
            world.cutoff = now
            break
        now = step(table, people, now)
    assert pair is not None
    world.knower_requests = sum(1 for p in people if p.seat in pair.knowers
                                for t, m in p.got if m["request_id"] is not None
                                and t < world.cutoff)
    return world, pair


def messages(p: Person, public: set[float], cutoff: float) -> list[tuple[float | None, str]]:
    """What ``p`` got before ``cutoff``: at the times a public stop was shown, each
    message and its time; between them (its own private requests), each message without
    its time and deadline."""
    out: list[tuple[float | None, str]] = []
    for t, msg in p.got:
        if t >= cutoff:
            break
        m = dict(msg)
        when: float | None = t
        if t not in public:
            if not m["events"] and m["request"] is None:
                continue  # its own request closed by its answer: it knows
            m.pop("deadline")
            when = None
        out.append((when, json.dumps(m, sort_keys=True, ensure_ascii=False)))
    return out


def compare(a: World, b: World, knowers: set[int]) -> int:
    cutoff = min(a.cutoff, b.cutoff)
    spect_a = next(p for p in a.people if p.seat is None)
    public = {t for t, _ in spect_a.got}
    n = 0
    for pa, pb in zip(a.people, b.people, strict=True):
        if pa.seat in knowers:
            continue
        got_a, got_b = messages(pa, public, cutoff), messages(pb, public, cutoff)
        if got_a != got_b:
            at = next((i for i, (x, y) in enumerate(zip(got_a, got_b, strict=False))
                       if x != y),
                      min(len(got_a), len(got_b)))
            x = got_a[at] if at < len(got_a) else None
            y = got_b[at] if at < len(got_b) else None
            raise AssertionError(f"viewer {pa.seat} tells the worlds apart at message "
                                 f"{at}: {str(x)[:300]} vs {str(y)[:300]}")
        n += len(got_a)
    return n


def pair_of_worlds(settings: TableSettings, thinks: dict[int, float],
                   make: Callable[[Game], Pair]) -> tuple[int, int]:
    """Run world B (changed) then world A (told who knows); the messages compared and
    the requests the knowers got in one world and not the other."""
    b, pair = run_world(settings, thinks, make)
    if not pair.knowers:
        return 0, 0
    a, _ = run_world(settings, thinks, None, pair)
    return compare(a, b, pair.knowers), abs(a.knower_requests - b.knower_requests)


def identity(seed: int) -> tuple[TableSettings, dict[int, float], Callable[[Game], Pair]]:
    people = [1, 2, 3, 4]
    s = TableSettings(mode="identity", card_set="standard", players=6, seed=seed,
                      bots={0: "random", 5: "random"}, decision_seconds=10.0,
                      window_seconds=30.0, turn_seconds=60.0)
    thinks = {1: 1.75, 2: 2.5, 3: 3.25, 4: 0.5}
    return s, thinks, swap_hand_cards(random.Random(seed), people)


def hegemony(seed: int) -> tuple[TableSettings, dict[int, float], Callable[[Game], Pair]]:
    people = [0, 2, 3]
    s = TableSettings(mode="hegemony", card_set="hegemony", players=5, seed=seed,
                      bots={1: "random", 4: "random"}, decision_seconds=10.0,
                      window_seconds=30.0, turn_seconds=60.0)
    thinks = {0: 2.25, 2: 1.5, 3: 3.0}
    return s, thinks, swap_hidden_general(people)


@pytest.mark.parametrize(("mode", "seeds"), [("identity", range(0, 12)),
                                             ("hegemony", range(0, 8))])
def test_the_table_waits_alike_whatever_a_seat_cannot_see(mode: str, seeds: range) -> None:
    """Paired worlds of both modes, slow people and bots: every viewer but the knowers
    gets the same messages at the same times at every public stop, and the same
    messages at its own requests."""
    compared = diverged = 0
    for seed in seeds:
        s, thinks, make = (identity if mode == "identity" else hegemony)(seed)
        n, d = pair_of_worlds(s, thinks, make)
        compared += n
        diverged += d
    assert diverged > 0, "no pair had a request in one world only: nothing was tested"
    assert compared > 100


def test_without_the_holding_the_pairs_are_told_apart(monkeypatch: pytest.MonkeyPatch) -> None:
    """A table that showed each public stop as soon as the game reached it would tell
    the worlds apart by the time (a knower thinking over a request of one world): the
    check can fail."""
    monkeypatch.setattr(Table, "_release_time", lambda self: self.clock if getattr(
        self, "changed", False) else self._segment_end)  # (held only up to the change)
    caught = 0
    for seed in range(0, 6):
        s, thinks, make = identity(seed)
        try:
            pair_of_worlds(s, thinks, make)
        except AssertionError as exc:
            assert "tells the worlds apart" in str(exc)
            caught += 1
    assert caught > 0


def test_a_segment_lasts_its_window_and_a_turn_for_each_further_turn_it_spans() -> None:
    """The time between two public stops follows from public information alone: after a
    play action ``window_seconds``, after the end of a play phase ``turn_seconds``, and
    a turn's more for every further turn between (a play phase skipped by 乐不思蜀, a
    player face down).  Every seat is a bot's (the person's under 托管), so each public
    stop is answered the moment it is shown: the spectator sees exactly those gaps."""
    s = TableSettings(mode="identity", card_set="standard", players=5, seed=2,
                      bots={1: "random", 2: "random", 3: "random", 4: "random"},
                      window_seconds=5.0, turn_seconds=20.0)
    table = Table.start(s, MemoryJournal(), 0.0)
    table.set_auto(0, True, 0.0)
    spectator = Person(None)
    now = 0.0
    while not table.over:
        spectator.look(table, now)
        due = table.next_deadline()
        assert due is not None
        now = due
        table.advance(now)
    spectator.look(table, now)
    spans = 0
    shown = [(t, m["table"]["turn"]) for t, m in spectator.got]
    for (t0, turn0), (t1, turn1) in pairwise(shown):
        d = turn1 - turn0
        gap = t1 - t0
        if turn0 == 0:
            continue  # the setup's picks
        assert gap in (5.0 + 20.0 * d, 20.0 * d), (turn0, turn1, gap)
        spans += d >= 2
    assert spans > 0, "no segment spanned two turns: nothing was tested"
