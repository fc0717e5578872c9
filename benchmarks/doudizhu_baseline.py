"""Baseline throughput of RLCard's Dou Dizhu environment.

Why this exists: it gives a reference number (games/sec and decisions/sec for
random agents on a mature card-game engine) that sgs's own benchmark is compared
against. One decision is one ``env.step`` call.

Run: ``python benchmarks/doudizhu_baseline.py`` (needs ``pip install -e '.[bench]'``).
"""

from __future__ import annotations

import json
import time
from typing import Any


def measure_doudizhu(seconds: float = 5.0, seed: int = 0) -> dict[str, Any]:
    """Play full random-agent Dou Dizhu games for about ``seconds`` seconds."""
    try:
        import numpy as np
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError as exc:
        raise RuntimeError("rlcard is not installed: pip install -e '.[bench]'") from exc

    np.random.seed(seed)  # RandomAgent draws from numpy's global RNG
    env = rlcard.make("doudizhu", config={"seed": seed})
    agents = [RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)]

    games = 0
    decisions = 0
    start, cpu = time.perf_counter(), time.process_time()
    deadline = start + seconds
    while True:
        state, player = env.reset()
        while not env.is_over():
            state, player = env.step(agents[player].step(state))
            decisions += 1
        games += 1
        if time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu

    return {
        "games": games,
        "decisions": decisions,
        "seconds": elapsed,
        "cpu_seconds": cpu,
        "games_per_sec": games / elapsed,
        "decisions_per_sec": decisions / elapsed,
        "games_per_cpu_sec": games / cpu,
        "decisions_per_cpu_sec": decisions / cpu,
    }


if __name__ == "__main__":
    print(json.dumps(measure_doudizhu(), indent=2))
