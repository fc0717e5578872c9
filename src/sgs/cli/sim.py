"""Headless games for ``sgs sim``: many bot games in parallel and a summary.

Game ``i`` has seed ``S + i``; seat ``k`` is played by bot
``bots[k % len(bots)]`` seeded with ``seed * 16 + k`` (so every game is
reproducible alone: ``sgs sim --games 1 --seed S+i``).  Each game runs in a
worker process of a ``multiprocessing`` pool (``--jobs``).
"""

from __future__ import annotations

import multiprocessing
import os
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..core import Game
from ..host import drive
from ..replay import save
from .agents import make_agent

ROLES = ("lord", "loyalist", "rebel", "renegade")


@dataclass(frozen=True, slots=True)
class SimConfig:
    players: int = 5
    bots: tuple[str, ...] = ("rule",)
    card_set: str = "honglou"
    log_dir: str | None = None
    max_decisions: int = 50_000


@dataclass(slots=True)
class GameResult:
    seed: int
    winners: list[int] = field(default_factory=list)
    roles: list[str | None] = field(default_factory=list)
    generals: list[str | None] = field(default_factory=list)
    bots: list[str] = field(default_factory=list)
    turns: int = 0
    decisions: int = 0
    reason: str | None = None
    error: str | None = None

    @property
    def winning_side(self) -> str:
        """"lord" (with the loyalists), "rebel", "renegade", "draw" or "error"."""
        if self.error is not None:
            return "error"
        if not self.winners:
            return "draw"
        roles = {self.roles[s] for s in self.winners}
        if "lord" in roles or "loyalist" in roles:
            return "lord"
        if "renegade" in roles:
            return "renegade"
        return "rebel"


def new_game(cfg: SimConfig, seed: int) -> Game:
    from ..modes.identity import IdentityMode
    from ..packs import ruleset

    return Game(ruleset(cfg.card_set), IdentityMode(), cfg.players, seed)


def bot_for_seat(bots: tuple[str, ...], seat: int) -> str:
    return bots[seat % len(bots)]


def play_one(cfg: SimConfig, seed: int) -> GameResult:
    """One bot game to its end; an engine failure becomes ``error`` (with its traceback)."""
    res = GameResult(seed, bots=[bot_for_seat(cfg.bots, s) for s in range(cfg.players)])
    g: Game | None = None
    try:
        g = new_game(cfg, seed)
        agents = [make_agent(res.bots[s], seed * 16 + s) for s in range(cfg.players)]
        drive(g, agents, cfg.max_decisions)
        res.winners = list(g.winners or [])
        res.reason = g.end_reason
    except Exception as exc:
        res.error = f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=6)}"
    if g is not None:
        res.roles = [g.mode.seat_info(g, p.seat).get("role") for p in g.players]
        res.generals = [p.general for p in g.players]
        res.turns = g.turn_count
        res.decisions = g.decisions
        if cfg.log_dir:
            save(Path(cfg.log_dir) / f"game_{seed}.jsonl", g.log)
    return res


def _play_packed(job: tuple[SimConfig, int]) -> GameResult:
    return play_one(*job)


def run(cfg: SimConfig, seed: int, games: int, jobs: int,
        on_result: Callable[[GameResult], None] | None = None) -> list[GameResult]:
    """Play ``games`` games (seeds ``seed``..``seed+games-1``) on ``jobs`` processes."""
    if cfg.log_dir:
        Path(cfg.log_dir).mkdir(parents=True, exist_ok=True)
    todo = [(cfg, seed + i) for i in range(games)]
    results: list[GameResult] = []

    def collect(it: Iterator[GameResult]) -> None:
        for r in it:
            results.append(r)
            if on_result is not None:
                on_result(r)

    if jobs <= 1 or games <= 1:
        collect(_play_packed(j) for j in todo)
    else:
        ctx = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn")
        with ctx.Pool(min(jobs, games)) as pool:
            chunk = max(1, min(16, games // (jobs * 8)))
            collect(pool.imap_unordered(_play_packed, todo, chunksize=chunk))
    results.sort(key=lambda r: r.seed)
    return results


def summarize(results: list[GameResult], seconds: float, cfg: SimConfig, seed: int,
              jobs: int) -> dict[str, Any]:
    """The numbers of ``sgs sim`` as one JSON-able object."""
    ok = [r for r in results if r.error is None]
    sides = Counter(r.winning_side for r in results)
    role_wins: Counter[str] = Counter()
    role_games: Counter[str] = Counter()
    gen_games: Counter[str] = Counter()
    gen_wins: Counter[str] = Counter()
    bot_games: Counter[str] = Counter()
    bot_wins: Counter[str] = Counter()
    for r in ok:
        winners = set(r.winners)
        for role in set(r.roles):
            if role is not None:
                role_games[role] += 1
        for role in {r.roles[s] for s in winners}:
            if role is not None:
                role_wins[role] += 1
        for s, gid in enumerate(r.generals):
            won = s in winners
            if gid is not None:
                gen_games[gid] += 1
                gen_wins[gid] += won
            bot_games[r.bots[s]] += 1
            bot_wins[r.bots[s]] += won
    turns = sum(r.turns for r in ok)
    decisions = sum(r.decisions for r in results)
    n_ok = max(len(ok), 1)
    return {
        "games": len(results),
        "finished": len(ok),
        "errors": len(results) - len(ok),
        "players": cfg.players,
        "seed": seed,
        "bots": list(cfg.bots),
        "jobs": jobs,
        "outcomes": {k: sides.get(k, 0) for k in ("lord", "rebel", "renegade", "draw", "error")},
        "wins_by_role": {role: {"wins": role_wins[role], "games": role_games[role],
                                "rate": _rate(role_wins[role], role_games[role])}
                         for role in ROLES if role_games[role]},
        "wins_by_general": {gid: {"wins": gen_wins[gid], "games": gen_games[gid],
                                  "rate": _rate(gen_wins[gid], gen_games[gid])}
                            for gid in sorted(gen_games, key=lambda k: (-_rate(gen_wins[k],
                                                                                gen_games[k]), k))},
        "wins_by_bot": {b: {"wins": bot_wins[b], "games": bot_games[b],
                            "rate": _rate(bot_wins[b], bot_games[b])} for b in sorted(bot_games)},
        "avg_turns": round(turns / n_ok, 2),
        "avg_decisions": round(sum(r.decisions for r in ok) / n_ok, 2),
        "decisions": decisions,
        "seconds": round(seconds, 3),
        "games_per_second": round(len(results) / seconds, 2) if seconds > 0 else None,
        "decisions_per_second": round(decisions / seconds, 1) if seconds > 0 else None,
        "error_seeds": [r.seed for r in results if r.error is not None],
        "first_error": next((r.error for r in results if r.error is not None), None),
    }


def _rate(wins: int, games: int) -> float:
    return round(wins / games, 4) if games else 0.0


def result_json(r: GameResult) -> dict[str, Any]:
    return asdict(r)
