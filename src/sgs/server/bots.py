"""Bots over the network: each an :mod:`sgs.agents` bot (the same agents the local game
uses) playing one seat of a room through :class:`~.client.Client`, acting on the
observations its seat receives as JSON, after thinking a while (``think``: seconds,
drawn between two bounds, as people take).

``sgs bots --connect URL --room CODE --seats N`` runs :func:`fill_room`; the load test
(``benchmarks/serve_load.py``) runs :func:`play_seat` for every seat of its rooms and
reads the latencies each :class:`BotStats` gathers: from an answer's send to the next
observation's arrival.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.exceptions import ConnectionClosed

from ..agents.base import Agent
from ..cli.agents import make_agent
from .client import Client, ClientError

Json = dict[str, Any]
MAX_REFUSALS = 3  # then the bot leaves the request to its time-out (the default)


@dataclass
class BotStats:
    """What one bot client did: answers sent, refusals, latencies (seconds)."""

    answers: int = 0
    refused: int = 0
    latencies: list[float] = field(default_factory=list)
    games: int = 0
    gaps: int = 0
    reconnects: int = 0


def parse_think(text: str) -> tuple[float, float]:
    """``"0.5-2"`` → (0.5, 2.0); ``"1"`` → (1.0, 1.0)."""
    lo, sep, hi = text.partition("-")
    a, b = float(lo), float(hi) if sep else float(lo)
    if a < 0 or b < a:
        raise ValueError(f"--think wants seconds LO-HI with 0 <= LO <= HI, not {text!r}")
    return a, b


class SeatBot:
    """One agent at one seat, fed the seat's observations as they come."""

    def __init__(self, client: Client, agent: Agent, think: tuple[float, float],
                 rng: random.Random, stats: BotStats | None = None,
                 record: Callable[[], bool] = lambda: True) -> None:
        self.client, self.agent, self.think, self.rng = client, agent, think, rng
        self.stats = stats or BotStats()
        self.record = record  # whether latencies are kept now (the load test's window)
        self._sent_at: float | None = None  # the last answer's send, until a view comes
        self._refusals = 0

    async def play(self, stop: Callable[[], bool] = lambda: False) -> Json | None:
        """Play until the game is over (its result) or ``stop()`` holds when a message
        comes (``None``)."""
        c = self.client
        due: float | None = None  # when the request being thought over is answered
        thinking: int | None = None
        while not stop():
            game = c.game
            if game is not None and game.over and game.result is not None:
                self.stats.games += 1
                self.stats.gaps += game.gaps
                return game.result
            if game is not None and game.asked and thinking != game.request_id:
                thinking = game.request_id
                due = c.clock() + self.rng.uniform(*self.think)
            if game is not None and not game.asked:
                thinking = due = None
            wait = None if due is None else max(0.0, due - c.clock())
            if wait == 0.0 and game is not None and game.asked:
                await self._answer()
                thinking = due = None
                continue
            try:
                # (no time-out while nothing is thought over: a wait_for per message
                # would cost thousands of bots a task each; ``stop`` is looked at
                # when a message comes — cancel the task to stop at once)
                msg = await c.recv(timeout=wait)
            except TimeoutError:
                continue
            except ConnectionClosed:
                if c.closed is not None:
                    raise ClientError(c.closed) from None
                self.stats.reconnects += 1
                await c.reconnect()
                continue
            self._took(msg)
        return None

    def _took(self, msg: Json) -> None:
        kind = msg.get("type")
        if kind == "game" and self._sent_at is not None:
            if self.record():
                self.stats.latencies.append(self.client.clock() - self._sent_at)
            self._sent_at = None
        elif kind == "refused":
            self.stats.refused += 1
            self._refusals += 1
            game = self.client.game
            code = (msg.get("refusal") or {}).get("code", "")
            refused = getattr(self.agent, "refused", None)
            if game is not None and not str(code).startswith("request.") and \
                    self._refusals < MAX_REFUSALS:
                if callable(refused):
                    refused(msg.get("refusal"))
                game.answered = None  # ask the agent again
        elif kind == "ack":
            self._refusals = 0
        elif kind in ("error", "closed"):
            raise ClientError(msg)

    async def _answer(self) -> None:
        game = self.client.game
        assert game is not None
        obs = game.take()
        value = self.agent.act(obs, obs["request"])
        self._sent_at = self.client.clock()
        self.stats.answers += 1
        await self.client.answer(value)


async def seat_client(url: str, name: str, code: str) -> Client:
    """A new player ``name`` in the room of ``code``, seated (a free seat) and ready."""
    client = await Client.join(url, name)
    await client.join_room(code)
    if client.seat_in_room() is None:
        await client.close()
        raise ClientError({"type": "error", "code": "room.full", "zh": "房间已满",
                           "en": "the room is full"})
    await client.ready()
    return client


async def wait_for_game(client: Client, stop: Callable[[], bool] = lambda: False) -> bool:
    """Read until this client's game begins (False: ``stop()`` held when a message
    came)."""
    while not stop():
        if client.game is not None and not client.game.over:
            return True
        msg = await client.recv()
        if msg.get("type") == "closed":
            raise ClientError(msg)
    return False


async def play_seat(client: Client, bot: str, seed: int, think: tuple[float, float],
                    stats: BotStats | None = None,
                    stop: Callable[[], bool] = lambda: False) -> Json | None:
    """Wait for the game, then play this client's seat with a fresh ``bot`` to its end."""
    if not await wait_for_game(client, stop):
        return None
    agent = make_agent(bot, seed)
    return await SeatBot(client, agent, think, random.Random(seed), stats).play(stop)


async def fill_room(url: str, code: str, seats: int, bots: list[str],
                    think: tuple[float, float], seed: int = 0,
                    say: Callable[[str], None] = print) -> list[Json | None]:
    """``seats`` bot clients join the room of ``code``, get ready and play its game to
    the end; each one's result (``None``: it stopped before the end)."""
    clients = []
    for k in range(seats):
        client = await seat_client(url, f"bot{k + 1}-{bots[k % len(bots)]}", code)
        say(f"{client.player['name']}: seat {client.seat_in_room()}")
        clients.append(client)
    try:
        return list(await asyncio.gather(*(
            play_seat(c, bots[k % len(bots)], seed * 16 + k, think)
            for k, c in enumerate(clients))))
    finally:
        for c in clients:
            await c.close()
