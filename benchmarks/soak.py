"""A soak run: many bot games of every mode and set in one process, streamed.

Game ``i`` plays setup ``SETUPS[i % len(SETUPS)]`` (a mode, a card set, a player
count and bots; the player count moves through the mode's range from one pass
over the setups to the next) with seed ``--seed + i``, through ``sgs sim``'s
``play_one`` (bots rotated over the seats by the seed, the engine's decision bound
``max_decisions``: a game that reaches it is an error, never a hang).  Nothing of a
game is kept but the counts, so memory stays flat however many games are played.

Reported (JSON, one object; also every ``--every`` games on stderr, so that a run
cut short still says where it stood): games, errors (seeds and the first line of
each), how games ended (victory, stalemate, both piles empty), the longest game in
decisions and in turns (with the setup and seed to re-run it alone), the peak RSS
of the process, and games per second.  The run stops by itself after ``--games``
games or ``--seconds`` seconds, whichever comes first.

    python benchmarks/soak.py --games 20000                   # the full run
    python benchmarks/soak.py --games 60 --seconds 30 --every 20
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from sgs.cli.sim import GameResult, SimConfig, play_one

IDENTITY_SETS = ("honglou", "standard", "standard+maneuvering", "standard+wind_mountain",
                 "standard+maneuvering+wind_mountain")
HEGEMONY_SETS = ("hegemony", "hegemony+formation", "hegemony+momentum",
                 "hegemony+transformation", "hegemony+lord_ex", "hegemony+strategic",
                 "hegemony+expansions")
BOTS = (("random",), ("rule",), ("rule", "random"))
PLAYERS = {"identity": (5, 8, 2, 4, 6, 10, 3, 7, 9), "hegemony": (6, 4, 8, 2, 10, 5, 3, 7, 9)}
MAX_DECISIONS = 50_000  # sim's bound


@dataclass(frozen=True, slots=True)
class Setup:
    mode: str
    card_set: str
    bots: tuple[str, ...]


SETUPS: tuple[Setup, ...] = tuple(
    Setup(mode, card_set, bots)
    for mode, sets in (("identity", IDENTITY_SETS), ("hegemony", HEGEMONY_SETS))
    for card_set in sets for bots in BOTS)


def config(i: int) -> SimConfig:
    """The setup of game ``i``."""
    s = SETUPS[i % len(SETUPS)]
    counts = PLAYERS[s.mode]
    players = counts[(i // len(SETUPS)) % len(counts)]
    return SimConfig(players=players, bots=s.bots, card_set=s.card_set, mode=s.mode,
                     max_decisions=MAX_DECISIONS)


def games(seed: int, n: int) -> Iterator[tuple[SimConfig, GameResult]]:
    """The soak's games one by one (made as they are played)."""
    for i in range(n):
        cfg = config(i)
        yield cfg, play_one(cfg, seed + i)


def peak_rss_mb() -> float:
    """The process's peak resident set so far, in MB (Linux reports KiB)."""
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


class Tally:
    """The counts a soak keeps: nothing per game but the longest."""

    def __init__(self) -> None:
        self.games = 0
        self.errors: list[dict[str, Any]] = []
        self.stalemates: list[dict[str, Any]] = []
        self.ends: Counter[str] = Counter()
        self.by_mode: Counter[str] = Counter()
        self.decisions = 0
        self.longest: dict[str, Any] = {"decisions": -1}
        self.most_turns: dict[str, Any] = {"turns": -1}

    def add(self, cfg: SimConfig, r: GameResult) -> None:
        self.games += 1
        self.by_mode[cfg.mode] += 1
        self.decisions += r.decisions
        where = {"mode": cfg.mode, "set": cfg.card_set, "players": cfg.players,
                 "bots": ",".join(cfg.bots), "seed": r.seed,
                 "decisions": r.decisions, "turns": r.turns}
        if r.error is not None:
            self.ends["error"] += 1
            if len(self.errors) < 50:
                self.errors.append({**where, "error": r.error.splitlines()[0]})
        else:
            self.ends[r.reason or "none"] += 1
            if r.reason == "stalemate" and len(self.stalemates) < 50:
                self.stalemates.append(where)
        if r.decisions > self.longest["decisions"]:
            self.longest = where
        if r.turns > self.most_turns["turns"]:
            self.most_turns = where

    def report(self, seconds: float) -> dict[str, Any]:
        return {"games": self.games, "by_mode": dict(self.by_mode),
                "errors": self.ends.get("error", 0), "ends": dict(self.ends),
                "longest_game": self.longest, "most_turns": self.most_turns,
                "decisions": self.decisions, "peak_rss_mb": peak_rss_mb(),
                "seconds": round(seconds, 1),
                "games_per_second": round(self.games / seconds, 2) if seconds else None,
                "first_errors": self.errors[:10], "first_stalemates": self.stalemates[:10]}


def soak(seed: int, n: int, seconds: float | None = None, every: int = 0) -> dict[str, Any]:
    """Play up to ``n`` games (or for ``seconds``) and return the report."""
    tally = Tally()
    start = time.perf_counter()
    rss_start = peak_rss_mb()
    for cfg, r in games(seed, n):
        tally.add(cfg, r)
        elapsed = time.perf_counter() - start
        if every and tally.games % every == 0:
            print(json.dumps(tally.report(elapsed)), file=sys.stderr, flush=True)
        if seconds is not None and elapsed >= seconds:
            break
    out = tally.report(time.perf_counter() - start)
    out["peak_rss_mb_at_start"] = rss_start
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--seconds", type=float, default=None, help="stop after this long")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--every", type=int, default=500, help="a report on stderr every N games")
    args = ap.parse_args()
    print(json.dumps(soak(args.seed, args.games, args.seconds, args.every)))


if __name__ == "__main__":
    main()
