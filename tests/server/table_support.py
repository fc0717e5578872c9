"""Scripted people for the table's tests: a client of one seat that reads the table's
messages from its cursor and answers each request after thinking ``think`` seconds
(what it answers: a seeded random bot's choice, or ``policy``'s)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sgs.agents import RandomBot
from sgs.server.table import Table

Json = dict[str, Any]


@dataclass
class Person:
    seat: int | None  # None: a spectator, who never answers
    think: float = 1.0
    seed: int = 0
    policy: Callable[[Json, Any], Any] | None = None  # (request, bot's answer) → answer
    cursor: int = 0
    stamp: int = -1
    got: list[tuple[float, Json]] = field(default_factory=list)
    events: list[Json] = field(default_factory=list)
    due: tuple[float, int, Any] | None = None
    refused: list[Json] = field(default_factory=list)
    bot: RandomBot = field(init=False)

    def __post_init__(self) -> None:
        self.bot = RandomBot(self.seed)

    def look(self, table: Table, now: float) -> None:
        """Read what is new (when the table says there is), and plan the answer."""
        if table.stamp(self.seat) == self.stamp:
            return
        self.stamp = table.stamp(self.seat)
        msg = table.view(self.seat, self.cursor)
        self.cursor = msg["cursor"]
        self.events.extend(msg["events"])
        self.got.append((now, msg))
        rid = msg["request_id"]
        if self.seat is None or rid is None:
            self.due = None
            return
        if self.due is not None and self.due[1] == rid:
            return
        answer = self.bot.act(msg, msg["request"])
        if self.policy is not None:
            answer = self.policy(msg["request"], answer)
        self.due = (now + self.think, rid, answer)

    def act(self, table: Table, now: float) -> bool:
        if self.due is None or self.due[0] > now:
            return False
        _, rid, answer = self.due
        self.due = None
        got = table.answer(self.seat, rid, answer, now)  # type: ignore[arg-type]
        if got is not None:
            self.refused.append(got)
        return True


def play(table: Table, people: Sequence[Person], now: float = 0.0,
         until: Callable[[Table], bool] | None = None, limit: int = 200_000) -> float:
    """Run the table on a virtual clock (the people look after every call) until it is
    over or ``until`` says so; returns the time."""
    stop = until or (lambda t: t.over)
    for _ in range(limit):
        for p in people:
            p.look(table, now)
        if stop(table):
            return now
        now = step(table, people, now)
    raise AssertionError("the game did not end")


def step(table: Table, people: Sequence[Person], now: float) -> float:
    """The virtual clock moved on to the next thing due (a person's answer or the
    table's deadline), which then happens, the people looking after each answer;
    returns the new time."""
    times = [p.due[0] for p in people if p.due is not None]
    deadline = table.next_deadline()
    if deadline is not None:
        times.append(deadline)
    assert times, "nothing will happen: the table waits for nobody"
    now = max(now, min(times))
    for p in people:
        if p.act(table, now):
            for q in people:
                q.look(table, now)
    table.advance(now)
    return now


def shown_as_it_went(log: Sequence[Json], viewer: int | None) -> list[Json]:
    """The records ``viewer`` may see of a finished log, each as it was shown when it
    was written (the end shows every role: the header then reads otherwise)."""
    from sgs.replay import build_game

    g = build_game(log[0])
    seen: list[Json] = []
    for rec in log:
        if rec["t"] == "answer":
            seen.extend(g.observe(viewer, since=len(seen), parts=("events",))["events"])
            g.answer(rec["value"])
    seen.extend(g.observe(viewer, since=len(seen), parts=("events",))["events"])
    return seen
