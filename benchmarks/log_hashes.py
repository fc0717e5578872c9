"""Hashes of seeded games' logs, to show that a change to the engine changes no game.

Run it on the tree before a change and after, and compare the outputs (they must
be identical): ``python benchmarks/log_hashes.py > before.txt`` …
``diff before.txt after.txt``.  Each line is one game: its kind, seed, decisions
and a hash of ``json.dumps(g.log)``.  The games: the Red Chamber set in identity
mode, five players, random bots and rule bots (seeds 0–29 each); hegemony, six
players, random bots (seeds 0–19).  ``--more`` adds hegemony with rule bots at
the even seats and the maneuvering deck; ``--obs`` also hashes every observation
of every seat (and a spectator) at every decision of a few games.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from sgs.agents.random_bot import RandomBot
from sgs.agents.rule import RuleBot
from sgs.core import Game
from sgs.host import drive
from sgs.modes import make_mode
from sgs.packs import ruleset


def new_game(kind: str, seed: int) -> tuple[Game, list[Any]]:
    if kind in ("hegemony", "hegemony-rule"):
        g = Game(ruleset("hegemony"), make_mode("hegemony"), 6, seed)
        bots: list[Any] = [RuleBot(1000 * seed + i) if kind == "hegemony-rule" and i % 2 == 0
                           else RandomBot(1000 * seed + i) for i in range(6)]
        return g, bots
    deck = "standard+maneuvering" if kind == "maneuvering" else "honglou"
    g = Game(ruleset(deck), make_mode("identity"), 5, seed)
    make = RuleBot if kind == "rule" else RandomBot
    return g, [make(1000 * seed + i) for i in range(5)]


def digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, ensure_ascii=False).encode()).hexdigest()[:16]


def logs(kind: str, seeds: range) -> list[str]:
    out = []
    for seed in seeds:
        g, bots = new_game(kind, seed)
        drive(g, bots)
        out.append(f"{kind} {seed} {g.decisions} {digest(g.log)}")
    return out


def observations(kind: str, seeds: range) -> list[str]:
    """Every seat (and a spectator) observes everything at every decision."""
    out = []
    for seed in seeds:
        g, bots = new_game(kind, seed)
        cursors: dict[int | None, int] = {}
        h = hashlib.sha256()
        while g.open_requests():
            for s in [None, *range(len(g.players))]:
                obs = g.observe(s, since=cursors.get(s, 0))
                cursors[s] = obs["cursor"]
                h.update(json.dumps(obs, ensure_ascii=False).encode())
            for req in g.open_requests():
                obs = g.observe(req.seat, parts={"request"})
                g.submit(req.seat, bots[req.seat].act(obs, obs["request"]))
        out.append(f"observations {kind} {seed} {g.decisions} {h.hexdigest()[:16]}")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--more", action="store_true", help="hegemony with rule bots, maneuvering")
    ap.add_argument("--obs", action="store_true", help="hash every observation of a few games")
    args = ap.parse_args()
    lines = logs("random", range(30)) + logs("rule", range(30)) + logs("hegemony", range(20))
    if args.more:
        lines += logs("hegemony-rule", range(10)) + logs("maneuvering", range(10))
    if args.obs:
        lines += observations("random", range(4)) + observations("hegemony", range(3))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
