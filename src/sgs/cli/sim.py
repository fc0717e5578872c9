"""Headless games for ``sgs sim``: many bot games in parallel and a summary.

Game ``i`` has seed ``s = S + i``; seat ``k`` is played by bot
``bots[(k + s) % len(bots)]`` seeded with ``s * 16 + k``: the bots rotate over the
seats from one game to the next, so that each sits at every seat (identity's lord
at seat 0 too) equally often, and every game is reproducible alone
(``sgs sim --games 1 --seed S+i``).  Each game runs in a
worker process of a ``multiprocessing`` pool (``--jobs``).  The run keeps running
totals (:class:`Totals`), not the games: its memory does not grow with ``--games``.

Any registered mode: a seat's *side* is what the game's end says of it (the
``game_over`` record's ``sides``: hegemony's kingdoms, ``careerist`` for a
野心家), else the fact the mode deals it (``Mode.seat_info``: identity's role).
Identity mode's outcomes name the winning camp (the lord's side, the rebels, the
renegade); another mode's the side its winners share.
"""

from __future__ import annotations

import multiprocessing
import os
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..core import Game
from ..host import drive
from ..replay import save_new
from .agents import make_agent

ROLES = ("lord", "loyalist", "rebel", "renegade")
IDENTITY_OUTCOMES = ("lord", "rebel", "renegade")
CAREERIST = "careerist"  # hegemony's 野心家: a side of one


@dataclass(frozen=True, slots=True)
class SimConfig:
    players: int = 5
    bots: tuple[str, ...] = ("rule",)
    card_set: str = "honglou"
    log_dir: str | None = None
    max_decisions: int = 50_000
    mode: str = "identity"


@dataclass(slots=True)
class GameResult:
    """One game's end.  ``sides``: each seat's side as the game ended (identity: its
    role; hegemony: its kingdom or ``careerist``); ``generals``: each seat's generals
    (identity: one; hegemony: the main and the deputy)."""

    seed: int
    mode: str = "identity"
    winners: list[int] = field(default_factory=list)
    sides: list[str | None] = field(default_factory=list)
    generals: list[list[str]] = field(default_factory=list)
    bots: list[str] = field(default_factory=list)
    turns: int = 0
    decisions: int = 0
    reason: str | None = None
    error: str | None = None

    @property
    def roles(self) -> list[str | None]:
        """The sides under identity mode's word."""
        return self.sides

    @property
    def winning_side(self) -> str:
        """The outcome: "draw", "error", else in identity mode "lord" (with the
        loyalists), "rebel" or "renegade"; in another mode the side the winners share
        (a kingdom, "careerist")."""
        if self.error is not None:
            return "error"
        if not self.winners:
            return "draw"
        sides = {self.sides[s] for s in self.winners if s < len(self.sides)}
        if self.mode == "identity":
            if "lord" in sides or "loyalist" in sides:
                return "lord"
            if "renegade" in sides:
                return "renegade"
            return "rebel"
        named = sorted(x for x in sides if x is not None)
        return named[0] if len(named) == 1 else "+".join(named) or "draw"


def new_game(cfg: SimConfig, seed: int) -> Game:
    from ..modes import make_mode
    from ..packs import ruleset

    return Game(ruleset(cfg.card_set), make_mode(cfg.mode), cfg.players, seed)


def sides_of(g: Game) -> list[str | None]:
    """Each seat's side at the end: the ``game_over`` record's ``sides`` when the mode
    writes them, else the one fact the mode deals each seat (identity: the role)."""
    over = next((r for r in reversed(g.log) if r.get("t") == "game_over"), None)
    if over is not None and isinstance(over.get("sides"), list):
        return [s if isinstance(s, str) else None for s in over["sides"]]
    out: list[str | None] = []
    for p in g.players:
        facts = [v for v in g.mode.seat_info(g, p.seat).values() if isinstance(v, str)]
        out.append(facts[0] if len(facts) == 1 else None)
    return out


def generals_of(g: Game) -> list[list[str]]:
    """Each seat's generals, the main first (removed ones too: the player held them).
    Hegemony: the main and the deputy picked at setup, as the log's first ``generals``
    record tells them — a deputy removed (a soldier card, 士兵牌, took its place) or
    changed later still counts for the player who picked it, so each player counts two
    generals whatever the expansions do to them."""
    picked = next((r for r in g.log if r.get("t") == "generals"), None)
    seats = picked.get("seats") if picked is not None else None
    if isinstance(seats, list) and seats and all("main" in e for e in seats):
        by_seat = {int(e["seat"]): [str(e[k]) for k in ("main", "deputy") if e.get(k)]
                   for e in seats}
        return [by_seat.get(p.seat, []) for p in g.players]
    return [[c.general for c in p.generals] or ([p.general] if p.general else [])
            for p in g.players]


def bot_for_seat(bots: tuple[str, ...], seat: int, seed: int = 0) -> str:
    """The bot of ``seat`` in the game of ``seed``: the list rotated by the seed."""
    return bots[(seat + seed) % len(bots)]


def play_one(cfg: SimConfig, seed: int) -> GameResult:
    """One bot game to its end; an engine failure becomes ``error`` (with its traceback)."""
    res = GameResult(seed, cfg.mode, bots=[bot_for_seat(cfg.bots, s, seed)
                                          for s in range(cfg.players)])
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
        res.sides = sides_of(g)
        res.generals = generals_of(g)
        res.turns = g.turn_count
        res.decisions = g.decisions
        if cfg.log_dir:
            save_new(Path(cfg.log_dir) / f"game_{seed}.jsonl", g.log)  # never over one
    return res


def _play_packed(job: tuple[SimConfig, int]) -> GameResult:
    return play_one(*job)


def play(cfg: SimConfig, seed: int, games: int, jobs: int) -> Iterator[GameResult]:
    """The games of seeds ``seed``..``seed+games-1`` on ``jobs`` processes, each as it
    ends (in no set order when ``jobs`` > 1)."""
    if cfg.log_dir:
        Path(cfg.log_dir).mkdir(parents=True, exist_ok=True)
    # a generator: the jobs are made as the games are played, not all before the first
    # (--games 100000000 would fill the memory); the pool's feeder blocks on its pipe
    todo = ((cfg, seed + i) for i in range(games))
    if jobs <= 1 or games <= 1:
        yield from (_play_packed(j) for j in todo)
        return
    ctx = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn")
    with ctx.Pool(min(jobs, games)) as pool:
        chunk = max(1, min(16, games // (jobs * 8)))
        yield from pool.imap_unordered(_play_packed, todo, chunksize=chunk)


def run(cfg: SimConfig, seed: int, games: int, jobs: int) -> list[GameResult]:
    """Every game's result, by seed (a run whose results are kept: tests, small runs)."""
    return sorted(play(cfg, seed, games, jobs), key=lambda r: r.seed)


def tally(cfg: SimConfig, seed: int, games: int, jobs: int,
          on_result: Callable[[GameResult], None] | None = None) -> Totals:
    """Play the games and keep their running totals only: a result is counted and
    dropped, so the memory does not grow with ``games``."""
    totals = Totals()
    for r in play(cfg, seed, games, jobs):
        totals.add(r)
        if on_result is not None:
            on_result(r)
    return totals


@dataclass(slots=True)
class Totals:
    """What the summary says of a run, added up game by game: counters by key (a side,
    a general, a bot: as many as the set has), sums, and the failed games' seeds."""

    games: int = 0
    finished: int = 0
    outcome: Counter[str] = field(default_factory=Counter)
    side_wins: Counter[str] = field(default_factory=Counter)
    side_games: Counter[str] = field(default_factory=Counter)
    gen_wins: Counter[str] = field(default_factory=Counter)
    gen_games: Counter[str] = field(default_factory=Counter)
    bot_wins: Counter[str] = field(default_factory=Counter)
    bot_games: Counter[str] = field(default_factory=Counter)
    turns: int = 0  # of the finished games
    decisions: int = 0  # of every game
    finished_decisions: int = 0
    careerist_players: int = 0  # of the finished games
    finished_seats: int = 0
    error_seeds: list[int] = field(default_factory=list)
    first_error: tuple[int, str] | None = None  # (seed, error) of the lowest seed failed

    @classmethod
    def of(cls, results: Iterable[GameResult]) -> Totals:
        totals = cls()
        for r in results:
            totals.add(r)
        return totals

    def add(self, r: GameResult) -> None:
        self.games += 1
        self.outcome[r.winning_side] += 1
        self.decisions += r.decisions
        if r.error is not None:
            self.error_seeds.append(r.seed)
            if self.first_error is None or r.seed < self.first_error[0]:
                self.first_error = (r.seed, r.error)
            return
        self.finished += 1
        self.turns += r.turns
        self.finished_decisions += r.decisions
        winners = set(r.winners)
        for side in set(r.sides):
            if side is not None:
                self.side_games[side] += 1
        for side in {r.sides[s] for s in winners if s < len(r.sides)}:
            if side is not None:
                self.side_wins[side] += 1
        for s, gids in enumerate(r.generals):
            won = s in winners
            for gid in gids:
                self.gen_games[gid] += 1
                self.gen_wins[gid] += won
        for s, bot in enumerate(r.bots):
            self.bot_games[bot] += 1
            self.bot_wins[bot] += s in winners
        self.careerist_players += sum(1 for side in r.sides if side == CAREERIST)
        self.finished_seats += len(r.sides)

    def summary(self, seconds: float, cfg: SimConfig, seed: int, jobs: int) -> dict[str, Any]:
        """The numbers of ``sgs sim`` as one JSON-able object (see :func:`summarize`)."""
        outcome, side_wins, side_games = self.outcome, self.side_wins, self.side_games
        n_ok = max(self.finished, 1)

        def table(wins: Counter[str], games: Counter[str], keys: list[str]) -> dict[str, Any]:
            return {k: {"wins": wins[k], "games": games[k], "rate": _rate(wins[k], games[k])}
                    for k in keys}

        out: dict[str, Any] = {
            "mode": cfg.mode,
            "games": self.games,
            "finished": self.finished,
            "errors": self.games - self.finished,
            "players": cfg.players,
            "seed": seed,
            "bots": list(cfg.bots),
            # seat k of the game of seed s: bots[(k + s) % len(bots)]
            "seating": "rotated",
            "jobs": jobs,
        }
        if cfg.mode == "identity":
            out["outcomes"] = {k: outcome.get(k, 0)
                               for k in (*IDENTITY_OUTCOMES, "draw", "error")}
            out["wins_by_role"] = table(side_wins, side_games,
                                        [role for role in ROLES if side_games[role]])
        else:
            winning = sorted((k for k in outcome if k not in ("draw", "error")),
                             key=lambda k: (k == CAREERIST, k))
            out["outcomes"] = {**{k: outcome[k] for k in winning},
                               "draw": outcome.get("draw", 0), "error": outcome.get("error", 0)}
            sides = sorted(side_games, key=lambda k: (k == CAREERIST, k))
            key = "wins_by_kingdom" if cfg.mode == "hegemony" else "wins_by_side"
            out[key] = table(side_wins, side_games, sides)
            if cfg.mode == "hegemony":
                out["careerists"] = {
                    "games_won": outcome.get(CAREERIST, 0),
                    "win_rate": _rate(outcome.get(CAREERIST, 0), self.finished),
                    "players": self.careerist_players,
                    "player_share": _rate(self.careerist_players, self.finished_seats),
                    "games_with_one": side_games[CAREERIST],
                }
        gen_wins, gen_games = self.gen_wins, self.gen_games
        out.update({
            "wins_by_general": table(gen_wins, gen_games, sorted(
                gen_games, key=lambda k: (-_rate(gen_wins[k], gen_games[k]), k))),
            "wins_by_bot": table(self.bot_wins, self.bot_games, sorted(self.bot_games)),
            "avg_turns": round(self.turns / n_ok, 2),
            "avg_decisions": round(self.finished_decisions / n_ok, 2),
            "decisions": self.decisions,
            "seconds": round(seconds, 3),
            "games_per_second": round(self.games / seconds, 2) if seconds > 0 else None,
            "decisions_per_second": round(self.decisions / seconds, 1) if seconds > 0
            else None,
            "error_seeds": sorted(self.error_seeds),
            "first_error": self.first_error[1] if self.first_error is not None else None,
        })
        return out


def summarize(results: Iterable[GameResult], seconds: float, cfg: SimConfig, seed: int,
              jobs: int) -> dict[str, Any]:
    """The numbers of ``sgs sim`` as one JSON-able object.

    Identity mode: ``outcomes`` by camp (lord, rebel, renegade) and ``wins_by_role``.
    Another mode: ``outcomes`` by the side that won and ``wins_by_side`` (hegemony:
    ``wins_by_kingdom``, and ``careerists``: games a careerist won, and the share of
    players who became one).  Each general is counted for the player who
    held it (both of a hegemony player's)."""
    return Totals.of(results).summary(seconds, cfg, seed, jobs)


def _rate(wins: int, games: int) -> float:
    return round(wins / games, 4) if games else 0.0


def result_json(r: GameResult) -> dict[str, Any]:
    return asdict(r)
