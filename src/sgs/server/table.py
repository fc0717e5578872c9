"""One running game of a room: answers through the engine, time limits, 托管,
reconnection, resume from the journal, spectators, the finished log.

Transport-free and synchronous: nothing here knows HTTP, WebSockets or SQL, and time
is the ``now`` (seconds, any epoch) each call is given — the table never reads a clock
and never sleeps.  docs/server.md, "The game in a room" and "The waiting rule", says
what it does and why.

How the app drives a table
--------------------------
- ``Table.start(settings, journal, now)`` when the host starts the room's game;
  after a restart (or on another instance) ``Table.resume(settings, journal, now)``
  with the same settings and the game's journal: the game is rebuilt by replaying the
  journalled answers and goes on.
- One timer per table: call ``advance(now)`` when ``next_deadline()`` comes (``None``:
  nothing will happen until someone answers, (re)connects or toggles 托管).  Early or
  late calls are harmless: ``advance`` does what is due by ``now``, each thing at the
  time it was due.
- After every call that may change the game — ``answer``, ``advance``, ``set_auto``,
  ``connect``, ``disconnect`` — push to each connection whose viewer's
  ``stamp(viewer)`` differs from the one it last pushed: the message is
  ``view(viewer, cursor)`` with that connection's cursor, and the connection's cursor
  becomes the message's ``cursor``.  A viewer is a person's seat or ``None`` (a
  spectator).
- A client's answer: ``answer(seat, request_id, value, now)`` → ``None`` when taken
  (journalled before it returns: acknowledge it then) or the refusal
  (``{"code", "params", "zh", "en"}``) for that client alone; nothing changed.
  When the journal fails (its exception comes out of the call that answered, a bot's
  or a time-out's included; :class:`~sgs.server.journal.JournalConflict`: another
  instance wrote that answer), the table stops — every later call raises
  :class:`TableError` — and the game goes on only from its journal, by ``resume``.
- A (re)connection: ``connect(seat, now)``, then ``view(seat, cursor)`` from the
  cursor the client says it has (0 on a new device: the message then carries the
  catalogue); a lost connection: ``disconnect(seat, now)``.  A spectator:
  ``view(None, cursor)``.
- When ``over``: ``log`` (the JSON records, what ``sgs replay`` reads), ``result``.

A table is not thread-safe: call it from one task at a time (one lock per room).
Messages are shared between connections of a viewer: serialise them, do not edit
them.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..agents.base import Agent
from ..cli.agents import make_agent
from ..core import IllegalAnswer, NoPendingRequest, Request
from ..core.protocol import PARTS, PROTOCOL_VERSION, Observer
from ..core.requests import PlayRequest, answer_to_json
from ..core.view import log_for
from ..host import new_game, refusal_json
from .journal import Journal
from .table_refusals import refusal
from .table_settings import TableSettings

Json = dict[str, Any]
Viewer = int | None

__all__ = ["Table", "TableError", "TableSettings"]


class TableError(Exception):
    """A journal that does not replay (an answer the game refuses): the game cannot be
    rebuilt from it; or a table that stopped because its journal failed."""


@dataclass(slots=True)
class _Ask:
    """A request of one seat, as the table keeps it."""

    id: int  # the n-th request to this seat (never the game's decision count)
    req: Request
    public: bool  # at a public stop: shown (and its time started) at the release
    since: float  # when it was shown to its seat
    deadline: float | None = None  # None: not shown yet (a public stop held)
    shown: Json | None = None  # its JSON as the seat was shown it


@dataclass(slots=True)
class _Seen:
    """What a viewer has been shown: every record in order, the table and reach last."""

    events: list[Json]
    table: Json | None = None
    you: Json | None = None
    stamp: int = 0


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class Table:
    """One game of a room, driven by answers and an injected clock (module docstring)."""

    def __init__(self, settings: TableSettings, journal: Journal, now: float,
                 answers: Sequence[tuple[int, str]]) -> None:
        s = self.settings = settings
        self.journal = journal
        g = self.game = new_game(s.card_set, s.mode, s.players, s.seed, s.mode_options,
                                 s.game_options())
        self.persons = s.persons
        self._agents: dict[int, Agent] = {seat: make_agent(name, s.seed * 16 + seat)
                                          for seat, name in s.bots.items()}
        self._agent_obs: dict[int, Observer] = {}
        self._auto_agents: dict[int, Agent] = {}  # the bots of persons' seats (托管)
        # each person's seat and the spectator follow the game from its first stop
        self._viewers: dict[Viewer, Observer] = {
            v: Observer(g, v, follow=True) for v in [*self.persons, None]}
        self._seen: dict[Viewer, _Seen] = {v: _Seen([]) for v in self._viewers}
        self._catalogue: Json | None = None
        self._asks: dict[int, _Ask] = {}
        self._count = dict.fromkeys(range(s.players), 0)  # requests to each seat
        self._auto = dict.fromkeys(self.persons, False)  # 托管 (by hand, or 3 time-outs)
        self._gone: dict[int, float] = {}  # disconnected since
        self._timeouts = dict.fromkeys(self.persons, 0)  # in a row, at public stops
        self._n = 0  # answers journalled
        self._broken: str | None = None  # the journal failed: the game is ahead of it
        self.clock = now  # when the last thing the table did happened
        # the segment: its end (the next public stop is shown then), which each turn it
        # spans past the first it gives (``_free``) puts off by a turn's time
        self._base_end, self._from_turn, self._free = now, g.turn_count, 0
        self._released = -1  # Game.stops of the public stop shown last
        self._scan(show=False)
        for seat, text in answers:
            self._replay(seat, text)
        if answers and not g.at_public_stop:
            # resumed between public stops: the rest of the way gets a turn's time
            self._base_end, self._from_turn, self._free = now + s.turn_seconds, \
                g.turn_count, 1
            for ask in self._asks.values():
                ask.since, ask.deadline = now, min(now + s.decision_seconds,
                                                   self._segment_end)
        for v in self._viewers:
            self._look(v)
        self._run(now)

    # ------------------------------------------------------------------ making one

    @classmethod
    def start(cls, settings: TableSettings, journal: Journal, now: float) -> Table:
        """A new game of ``settings``; its answers go to ``journal`` (empty)."""
        if journal.answers():
            raise ValueError("the journal has answers already: Table.resume it")
        return cls(settings, journal, now, [])

    @classmethod
    def resume(cls, settings: TableSettings, journal: Journal, now: float) -> Table:
        """The game of ``settings`` rebuilt from ``journal`` by replaying its answers (the
        bots' too: each bot sees its requests again, so it plays on as it would have),
        going on from ``now``.  Every person counts as connected; 托管 and the time-outs
        in a row start afresh.  Raises :class:`TableError` if the journal does not
        replay."""
        return cls(settings, journal, now, journal.answers())

    # ------------------------------------------------------------------ the app's calls

    def answer(self, seat: int, request_id: Any, value: Any, now: float) -> Json | None:
        """A person's answer to their request ``request_id``: ``None`` when it is taken
        (given to the engine, then journalled), else why not — a request that is not
        open (stale, not yet shown, answered by a time-out), a seat that is not a
        person's, a malformed or illegal answer (the engine's refusal).  A refused
        answer changes nothing."""
        self._run(now)
        if self.game.over:
            return refusal("game.over")
        if seat not in self._auto:
            return refusal("seat.not_person", seat=seat)
        if not isinstance(request_id, int) or isinstance(request_id, bool):
            return refusal("request.bad_id")
        ask = self._asks.get(seat)
        if ask is None or ask.deadline is None:
            return refusal("request.none")
        if ask.id != request_id:
            return refusal("request.stale", id=request_id, open=ask.id)
        try:
            self._submit(ask, value, max(self.clock, now))
        except IllegalAnswer as exc:
            return refusal_json(exc, self.game)
        if ask.public:
            self._timeouts[seat] = 0
        self._run(now)
        return None

    def advance(self, now: float) -> None:
        """Do everything due by ``now``: the bots' answers, the time-outs (each answered
        with its request's default), the hand-overs to the bot, the next public stop
        shown when its time comes."""
        self._run(now)

    def next_deadline(self) -> float | None:
        """When :meth:`advance` has something to do next; ``None``: nothing until a call."""
        g = self.game
        if g.at_public_stop and self._released != g.stops:
            return self._release_time()
        if g.over:
            return None
        times = [t for ask in self._asks.values() if (t := self._due(ask)[0]) < math.inf]
        return min(times) if times else None

    def set_auto(self, seat: int, on: bool, now: float) -> None:
        """托管: hand ``seat`` to the rule bot (``on``) or take it back, at any decision
        (a request open now is answered by the bot at once)."""
        self._person(seat)
        self._run(now)
        self._auto[seat] = on
        if not on:
            self._timeouts[seat] = 0
        self._bump(seat)
        self._run(now)

    def connect(self, seat: int, now: float) -> None:
        """A person's client is (back) at the table: the seat is theirs again, unless it
        is under 托管."""
        self._person(seat)
        self._run(now)
        self._gone.pop(seat, None)
        self._run(now)

    def disconnect(self, seat: int, now: float) -> None:
        """A person's last client is gone: after ``grace_seconds`` the bot plays the seat
        until :meth:`connect`."""
        self._person(seat)
        self._run(now)
        self._gone.setdefault(seat, now)
        self._run(now)

    def stamp(self, viewer: Viewer) -> int:
        """A number that changes whenever :meth:`view` of ``viewer`` has something new."""
        return self._seen_of(viewer).stamp

    def view(self, viewer: Viewer, cursor: int = 0) -> Json:
        """What ``viewer`` (a person's seat, ``None``: a spectator) is shown now, the
        records from its ``cursor`` on: the seat protocol's observation (``protocol``,
        ``seat``, ``cursor``, ``events``, ``table``, ``you``, ``request``, and
        ``catalogue`` from cursor 0) with the table's fields: ``request_id`` and
        ``deadline`` (of the seat's open request, else ``None``), ``auto`` (托管, a
        seat's), ``over``.  A cursor that is not one the viewer was given counts as 0."""
        seen = self._seen_of(viewer)
        if not (isinstance(cursor, int) and 0 <= cursor <= len(seen.events)):
            cursor = 0
        out: Json = {"protocol": PROTOCOL_VERSION, "seat": viewer,
                     "cursor": len(seen.events), "events": seen.events[cursor:],
                     "table": seen.table, "you": seen.you, "request": None,
                     "request_id": None, "deadline": None, "over": self.over}
        if viewer is not None:
            ask = self._asks.get(viewer)
            if ask is not None and ask.deadline is not None and ask.shown is not None:
                out["request"], out["request_id"] = ask.shown, ask.id
                out["deadline"] = ask.deadline
            out["auto"] = self._auto[viewer]
        if cursor == 0:
            out["catalogue"] = self._catalogue
        return out

    @property
    def holding(self) -> bool:
        """The game has reached a public stop that is not shown yet (the waiting rule:
        it is shown at :meth:`next_deadline`)."""
        g = self.game
        return g.at_public_stop and self._released != g.stops

    @property
    def over(self) -> bool:
        """The game is over and its end shown."""
        return self.game.over and self._released == self.game.stops

    @property
    def log(self) -> list[Json]:
        """The game's records (the whole log, what ``sgs replay`` reads: JSON Lines of
        these); for the store once :attr:`over`."""
        return list(self.game.log)

    @property
    def result(self) -> Json | None:
        """``{"winners": [seats], "reason": …}`` once over, else ``None``."""
        if not self.over:
            return None
        end = next(r for r in reversed(self.game.log) if r.get("t") == "game_over")
        return {"winners": list(self.game.winners or []), "reason": end.get("reason")}

    def seat_log(self, seat: Viewer) -> list[Json]:
        """After the game: its records as ``seat`` saw them (``None``: a spectator), to
        watch the replay from that seat (the whole :attr:`log` shows every seat)."""
        if not self.over:
            raise ValueError("the game is not over")
        return [dict(r) for r in log_for(self.game, seat)]

    # ------------------------------------------------------------------ inside

    def _person(self, seat: int) -> None:
        if seat not in self._auto:
            raise ValueError(f"seat {seat} is not a person's")

    def _seen_of(self, viewer: Viewer) -> _Seen:
        seen = self._seen.get(viewer)
        if seen is None:
            raise ValueError(f"seat {viewer} is not a person's")
        return seen

    def _bump(self, viewer: Viewer) -> None:
        seen = self._seen.get(viewer)
        if seen is not None:
            seen.stamp += 1

    def _bot_plays(self, seat: int, at: float) -> bool:
        if seat in self._agents or self._auto[seat]:
            return True
        gone = self._gone.get(seat)
        return gone is not None and at >= gone + self.settings.grace_seconds

    def _release_time(self) -> float:
        """When the public stop the game waits at is shown (the waiting rule)."""
        return self._segment_end

    @property
    def _segment_end(self) -> float:
        """When the segment ends: its time, and a turn's for each further turn it spans
        (a skipped play phase, a player face down) — public, as the turns are."""
        more = self.game.turn_count - self._from_turn - self._free
        return self._base_end + max(0, more) * self.settings.turn_seconds

    def _due(self, ask: _Ask) -> tuple[float, bool]:
        """When ``ask`` is next acted on, and whether by the bot (a hand-over)."""
        if ask.deadline is None:
            return math.inf, False
        gone = self._gone.get(ask.req.seat)
        handover = math.inf if gone is None else gone + self.settings.grace_seconds
        return (handover, True) if handover <= ask.deadline else (ask.deadline, False)

    def _run(self, now: float) -> None:
        if self._broken is not None:
            raise TableError(f"the table stopped ({self._broken}): resume the game from "
                             f"its journal")
        while self._step(now):
            pass

    def _step(self, now: float) -> bool:
        """Do the first thing due by ``now``; False when nothing is."""
        g = self.game
        if g.at_public_stop and self._released != g.stops:
            at = self._release_time()
            if at > now:
                return False  # held: shown at its time, whatever happened before
            self._release(max(at, self.clock))
            return True
        if g.over:
            return False
        for seat in sorted(self._asks):
            ask = self._asks[seat]
            if ask.deadline is not None and self._bot_plays(seat, self.clock):
                self._bot_answer(ask, self.clock)
                return True
        due = [(t, seat, bot) for seat, ask in self._asks.items()
               for t, bot in [self._due(ask)] if t <= now]
        if not due:
            return False
        t, seat, bot = min(due)
        ask = self._asks[seat]
        at = max(t, self.clock)
        if bot:
            self._bot_answer(ask, at)
        else:
            self._timeout(ask, at)
        return True

    def _release(self, at: float) -> None:
        """Show the public stop the game waits at: every viewer looks, and the requests
        there start their time."""
        self.clock = at
        self._released = self.game.stops
        for ask in self._asks.values():
            ask.since, ask.deadline = at, at + self.settings.decision_seconds
        for v in self._viewers:
            self._look(v)

    def _look(self, viewer: Viewer) -> None:
        obs = self._viewers[viewer].observe()
        catalogue = obs.pop("catalogue", None)
        if catalogue is not None and self._catalogue is None:
            self._catalogue = catalogue
        seen = self._seen[viewer]
        seen.events.extend(obs["events"])
        seen.table, seen.you = obs["table"], obs["you"]
        if viewer is not None and viewer in self._asks and obs["request"] is not None:
            self._asks[viewer].shown = obs["request"]
        seen.stamp += 1

    def _scan(self, show: bool) -> None:
        """Keep a record of every open request: new ones get their seat's next id; one at
        a private stop is shown to its seat at once, with the time left of its segment."""
        g = self.game
        for seat, ask in list(self._asks.items()):
            if g.request_for(seat) is not ask.req:
                del self._asks[seat]
                self._bump(seat)
        public = g.at_public_stop
        s = self.settings
        for req in g.open_requests():
            seat = req.seat
            if seat in self._asks:
                continue
            self._count[seat] += 1
            ask = self._asks[seat] = _Ask(self._count[seat], req, public, self.clock)
            if not public:
                ask.deadline = max(self.clock, min(self.clock + s.decision_seconds,
                                                   self._segment_end))
                if show and seat in self._viewers:
                    self._look(seat)

    def _submit(self, ask: _Ask, value: Any, at: float) -> None:
        """Give ``value`` to the engine (which refuses an illegal one and changes nothing),
        then journal it; a public stop left starts the next segment."""
        g, seat = self.game, ask.req.seat
        before, turn = g.stops, g.turn_count
        try:
            g.submit(seat, value)
        except NoPendingRequest:
            raise IllegalAnswer("the game is over") from None
        try:
            self.journal.append(self._n, seat, _dumps(value))
        except Exception as exc:  # not kept: this table may not go on (nor acknowledge)
            self._broken = f"journal answer {self._n}: {type(exc).__name__}: {exc}"
            raise
        self._n += 1
        self.clock = at
        if ask.public and g.stops != before:
            ended = not isinstance(ask.req, PlayRequest) or value is None
            s = self.settings
            self._base_end = at + (s.turn_seconds if ended else s.window_seconds)
            self._from_turn, self._free = turn, int(ended)
        self._scan(show=True)

    def _timeout(self, ask: _Ask, at: float) -> None:
        """The request's time is up: its default (which does the least) is the answer;
        three in a row at public stops hand a person's seat to the bot."""
        seat = ask.req.seat
        if ask.public and seat in self._timeouts:
            self._timeouts[seat] += 1
            if self._timeouts[seat] >= 3:
                self._auto[seat] = True
                self._bump(seat)
        self._submit(ask, answer_to_json(ask.req.default()), at)

    def _agent(self, seat: int) -> tuple[Agent, Observer]:
        agent = self._agents.get(seat)
        if agent is None:  # a person's seat under 托管 (or its grace run out)
            agent = self._agents_auto(seat)
        obs = self._agent_obs.get(seat)
        if obs is None:
            obs = self._agent_obs[seat] = Observer(
                self.game, seat, getattr(agent, "observes", PARTS),
                bool(getattr(agent, "lazy_trees", False)))
        return agent, obs

    def _agents_auto(self, seat: int) -> Agent:
        agent = self._auto_agents.get(seat)
        if agent is None:
            agent = self._auto_agents[seat] = make_agent(self.settings.auto_bot,
                                                         self.settings.seed * 16 + seat)
        return agent

    def _bot_answer(self, ask: _Ask, at: float) -> None:
        agent, observer = self._agent(ask.req.seat)
        obs = observer.observe()
        try:
            self._submit(ask, agent.act(obs, obs["request"]), at)
        except IllegalAnswer:  # a bot's mistake: it does the least instead
            self._submit(ask, answer_to_json(ask.req.default()), at)

    def _replay(self, seat: int, text: str) -> None:
        g = self.game
        ask = self._asks.get(seat)
        if ask is None:
            raise TableError(f"journal answer {self._n}: seat {seat} is not asked")
        if seat in self._agents:  # the bot sees its request again, as it did
            agent, observer = self._agent(seat)
            obs = observer.observe()
            agent.act(obs, obs["request"])
        try:
            g.submit(seat, json.loads(text))
        except (IllegalAnswer, NoPendingRequest, ValueError) as exc:
            raise TableError(f"journal answer {self._n} does not replay: {exc}") from None
        self._n += 1
        self._scan(show=False)
