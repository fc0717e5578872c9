"""Benchmarks: engine throughput against RLCard's Dou Dizhu, and the rule bot's win rates.

Run with ``make bench`` (or ``.venv/bin/python benchmarks/run.py --help``).
Nothing here asserts anything: the numbers are printed next to the targets.

1. Throughput.  Five-player identity games of the Red Chamber set played by
   random bots, then by rule bots, then the ``standard+maneuvering`` deck (the
   160 cards with the 军争 ones, the standard generals) by random bots, in one
   process, for ``--seconds`` each (in interleaved slices: see ``interleaved``),
   every seat through the seat protocol: games per second and decisions
   (answered requests) per second, of wall time and of CPU time.  RLCard's
   Dou Dizhu with its random agents is measured in the same run for as long
   (``benchmarks/doudizhu_baseline.py``), and the ratios sgs/RLCard printed.
   One process uses one core, so games per second here are per core.  Six-player
   hegemony games (the ``hegemony`` set in hegemony mode) by random bots and by rule
   bots are measured the same way, with their ratios to the identity games.
2. Win rates.  For each role R, ``--games`` games in which the seats dealt R
   are played by the rule bot and all other seats by the random bot, against
   ``--games`` games in which every seat is a random bot.  Both use the same
   game seeds (so the same deals of roles, generals and cards), and R's win
   rate is compared.  Games are spread over ``--workers`` processes.
3. Hegemony win rates (``--heg-games`` per setup).  Six-player hegemony games with
   random bots everywhere, with rule bots at the even seats (``mixed``), and with
   one rule bot at seat 0 (``solo``), on the same seeds; win rates per seat and per
   kingdom the players ended on.
4. The server under load (``--serve-rooms``, ``--serve-seconds``; ``serve_load.py``):
   five-seat rooms of bot clients on a real ``sgs serve`` process, each thinking
   0.5–2 s before an answer; the latency from an answer's send to the next
   observation's arrival (p50, p99) and the server's CPU.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib.util
import io
import math
import multiprocessing as mp
import os
import pstats
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "src"))

from sgs.agents.base import Agent  # noqa: E402
from sgs.agents.random_bot import RandomBot  # noqa: E402
from sgs.core import Game, Ruleset  # noqa: E402
from sgs.host import drive  # noqa: E402
from sgs.modes import make_mode  # noqa: E402
from sgs.modes.identity import IdentityMode, role_of  # noqa: E402
from sgs.packs import ruleset  # noqa: E402

PLAYERS = 5
ROLES = ("lord", "loyalist", "rebel", "renegade")
TARGET_GAMES_PER_SEC = 20.0
TARGET_RANDOM_RATIO = 1.5  # random-bot decisions/s over RLCard Dou Dizhu's
TARGET_RULE_RATIO = 1.0  # rule-bot decisions/s over RLCard Dou Dizhu's
ROUNDS = 5  # the throughput's slices per engine (interleaved)
# the maneuvering deck's random-bot throughput against the Red Chamber's: within 20%
MANEUVERING = "standard+maneuvering"
TARGET_DECK_RATIO = 0.8
# hegemony mode (国战): six players, its own set (the 108-card deck, the 60 generals)
HEGEMONY = "hegemony"
HEGEMONY_PLAYERS = 6
KINGDOMS = ("wei", "shu", "wu", "qun", "careerist")
_RULESETS: dict[str, Ruleset] = {}


def rules(deck: str = "honglou") -> Ruleset:
    got = _RULESETS.get(deck)
    if got is None:
        got = _RULESETS[deck] = ruleset(deck)
    return got


def new_game(seed: int, deck: str = "honglou", mode: str = "identity",
             players: int = PLAYERS) -> Game:
    if mode == "identity":
        return Game(rules(deck), IdentityMode(), players, seed)
    return Game(rules(deck), make_mode(mode), players, seed)


# ---------------------------------------------------------------- throughput


def measure_sgs(seconds: float, seed: int = 0, bots: str = "random",
                deck: str = "honglou", mode: str = "identity",
                players: int = PLAYERS) -> dict[str, Any]:
    """Games of ``deck`` in ``mode`` for about ``seconds`` seconds, one process, every
    seat a ``RandomBot`` (``bots="random"``) or a ``RuleBot`` (``"rule"``), each seat
    through the seat protocol (``sgs.host.drive``)."""
    from sgs.agents.rule import RuleBot

    make: Callable[[int], Agent] = RandomBot if bots == "random" else RuleBot
    rules(deck)  # loading content is not part of a game
    games = decisions = 0
    start, cpu = time.perf_counter(), time.process_time()
    deadline = start + seconds
    while True:
        g = new_game(seed + games, deck, mode, players)
        drive(g, [make(1000 * (seed + games) + i) for i in range(players)])
        decisions += g.decisions
        games += 1
        if time.perf_counter() >= deadline:
            break
    return rates(games, decisions, time.perf_counter() - start, time.process_time() - cpu)


def rates(games: int, decisions: int, elapsed: float, cpu: float) -> dict[str, Any]:
    """Per second of wall time and per second of this process's CPU time (the same on a
    quiet machine; on a busy one the CPU time is the fairer measure of one core)."""
    return {"games": games, "decisions": decisions, "seconds": elapsed, "cpu_seconds": cpu,
            "games_per_sec": games / elapsed, "decisions_per_sec": decisions / elapsed,
            "games_per_cpu_sec": games / cpu, "decisions_per_cpu_sec": decisions / cpu}


def interleaved(runs: dict[str, Callable[[float, int], dict[str, Any]]], seconds: float,
                rounds: int = ROUNDS) -> dict[str, dict[str, Any]]:
    """Each of ``runs`` (a measure taking seconds and a first seed) for ``seconds`` in
    all, in ``rounds`` turns: a slice of each engine per turn, each slice going on
    from the seed where its engine's last one stopped.  On a shared machine whose
    speed drifts over a minute, every engine then meets the same drift, and the
    ratios between them stay fair (one engine measured a minute after another
    was seen to move a ratio by 15%)."""
    games, decisions = dict.fromkeys(runs, 0), dict.fromkeys(runs, 0)
    wall, cpu = dict.fromkeys(runs, 0.0), dict.fromkeys(runs, 0.0)
    for _ in range(rounds):
        for name, measure in runs.items():
            r = measure(seconds / rounds, games[name])
            games[name] += r["games"]
            decisions[name] += r["decisions"]
            wall[name] += r["seconds"]
            cpu[name] += r["cpu_seconds"]
    return {name: rates(games[name], decisions[name], wall[name], cpu[name]) for name in runs}


def throughput(seconds: float) -> None:
    print("== Throughput: games through the seat protocol, one process, "
          f"~{seconds:g} s each, in {ROUNDS} interleaved slices")
    runs: dict[str, Callable[[float, int], dict[str, Any]]] = {
        "sgs": lambda s, seed: measure_sgs(s, seed),
        "rule": lambda s, seed: measure_sgs(s, seed, bots="rule"),
        "mv": lambda s, seed: measure_sgs(s, seed, deck=MANEUVERING),
        "heg": lambda s, seed: measure_sgs(s, seed, deck=HEGEMONY, mode=HEGEMONY,
                                           players=HEGEMONY_PLAYERS),
        "heg_rule": lambda s, seed: measure_sgs(s, seed, bots="rule", deck=HEGEMONY,
                                                mode=HEGEMONY, players=HEGEMONY_PLAYERS)}
    if importlib.util.find_spec("rlcard") is not None:
        from doudizhu_baseline import measure_doudizhu

        runs["ddz"] = measure_doudizhu
    else:
        print("   (RLCard baseline skipped: rlcard is not installed: pip install -e '.[bench]')")
    got = interleaved(runs, seconds)
    sgs, rule, mv, heg, heg_rule = (got[k] for k in ("sgs", "rule", "mv", "heg", "heg_rule"))
    ddz: dict[str, Any] | None = got.get("ddz")
    rows = [("identity 5p, random bots", sgs), ("identity 5p, rule bots", rule),
            ("+maneuvering 5p, random", mv),
            (f"hegemony {HEGEMONY_PLAYERS}p, random bots", heg),
            (f"hegemony {HEGEMONY_PLAYERS}p, rule bots", heg_rule)]
    if ddz is not None:
        rows.append(("RLCard Dou Dizhu", ddz))
    print(f"   {'engine':<27}{'games':>7}{'decisions':>11}{'games/s':>9}"
          f"{'decisions/s':>13}{'per CPU s':>11}{'decisions/game':>16}")
    for name, r in rows:
        print(f"   {name:<27}{r['games']:>7}{r['decisions']:>11}{r['games_per_sec']:>9.1f}"
              f"{r['decisions_per_sec']:>13.0f}{r['decisions_per_cpu_sec']:>11.0f}"
              f"{r['decisions'] / r['games']:>16.1f}")
    gps = sgs["games_per_sec"]
    met = "met" if gps >= TARGET_GAMES_PER_SEC else "NOT met"
    print(f"   target ≥ {TARGET_GAMES_PER_SEC:g} five-player random-bot games/s per core: "
          f"{gps:.1f} ({met})")
    dec = mv["decisions_per_cpu_sec"] / sgs["decisions_per_cpu_sec"]
    gms = mv["games_per_cpu_sec"] / sgs["games_per_cpu_sec"]
    met = "met" if dec >= TARGET_DECK_RATIO else "NOT met"
    print(f"   ratio {MANEUVERING}/honglou random-bot decisions per CPU second: {dec:.2f} "
          f"(target ≥ {TARGET_DECK_RATIO:g}, within 20%: {met}); games {gms:.2f} "
          f"({mv['decisions'] / mv['games']:.0f} vs {sgs['decisions'] / sgs['games']:.0f} "
          "decisions a game)")
    for name, r, base in (("random", heg, sgs), ("rule", heg_rule, rule)):
        print(f"   hegemony {HEGEMONY_PLAYERS}p / identity 5p, {name} bots: decisions per CPU "
              f"second {r['decisions_per_cpu_sec'] / base['decisions_per_cpu_sec']:.2f}, "
              f"games {r['games_per_cpu_sec'] / base['games_per_cpu_sec']:.2f} "
              f"({r['decisions'] / r['games']:.0f} vs {base['decisions'] / base['games']:.0f} "
              "decisions a game)")
    if ddz is not None:
        for name, r, target in (("random bots", sgs, TARGET_RANDOM_RATIO),
                                ("rule bots", rule, TARGET_RULE_RATIO)):
            wall = r["decisions_per_sec"] / ddz["decisions_per_sec"]
            cpu = r["decisions_per_cpu_sec"] / ddz["decisions_per_cpu_sec"]
            met = "met" if wall >= target else "NOT met"
            print(f"   ratio sgs ({name})/RLCard decisions/s: {wall:.2f} (target ≥ {target:g}: "
                  f"{met}); per CPU second {cpu:.2f}")
        gr = sgs["games_per_sec"] / ddz["games_per_sec"]
        print(f"   ratio sgs (random bots)/RLCard games/s per core: {gr:.2f}")
    print()


# ---------------------------------------------------------------- win rates


def play_one(seed: int, rule_role: str | None) -> tuple[list[str], bool, int]:
    """One game; the seats dealt ``rule_role`` are rule bots.  Returns the winning
    roles, whether it ended by victory, and the rule bots' illegal answers."""
    from sgs.agents.rule import RuleBot

    g = new_game(seed)
    agents: dict[int, Agent] = {}
    rule_bots: list[RuleBot] = []
    for p in g.players:
        if role_of(g, p.seat) == rule_role:
            bot = RuleBot(seed * 10 + p.seat)
            rule_bots.append(bot)
            agents[p.seat] = bot
        else:
            agents[p.seat] = RandomBot(seed * 10 + p.seat)
    drive(g, agents)
    won = sorted({role_of(g, s).value for s in g.winners or []})
    return won, g.end_reason == "victory", sum(b.illegal for b in rule_bots)


def _batch(args: tuple[str | None, int, int]) -> dict[str, Any]:
    rule_role, first, count = args
    wins = dict.fromkeys(ROLES, 0)
    draws = illegal = 0
    for seed in range(first, first + count):
        won, victory, bad = play_one(seed, rule_role)
        illegal += bad
        if not victory:
            draws += 1
        for r in won:
            wins[r] += 1
    return {"setup": rule_role, "games": count, "wins": wins, "draws": draws,
            "illegal": illegal}


def win_rates(games: int, workers: int, seed: int = 0) -> None:
    setups: list[str | None] = [None, *ROLES]
    chunk = max(1, math.ceil(games / (workers * 8)))
    tasks = [(setup, seed + i, min(chunk, games - i)) for setup in setups
             for i in range(0, games, chunk)]
    print(f"== Win rates: {PLAYERS}-player games, {games} per setup "
          f"({games * len(setups)} in all), {workers} worker processes")
    start = time.perf_counter()
    totals: dict[str | None, dict[str, Any]] = {
        s: {"games": 0, "wins": dict.fromkeys(ROLES, 0), "draws": 0, "illegal": 0}
        for s in setups}
    with mp.get_context("spawn").Pool(workers) as pool:
        for res in pool.imap_unordered(_batch, tasks):
            t = totals[res["setup"]]
            t["games"] += res["games"]
            t["draws"] += res["draws"]
            t["illegal"] += res["illegal"]
            for r, n in res["wins"].items():
                t["wins"][r] += n
    elapsed = time.perf_counter() - start
    base = totals[None]
    print("   Design: for each role R, the seats dealt R are played by the rule bot and the")
    print("   others by the random bot; the baseline has random bots in every seat.  Both")
    print("   play the same seeds (same deals).  Win rate = games R won / games played;")
    print("   ± is one standard error.")
    print(f"   {'role':<10}{'random bot wins':>18}{'rule bot wins':>18}{'difference':>13}"
          f"{'rule better?':>14}")
    for role in ROLES:
        t = totals[role]
        pr = base["wins"][role] / base["games"]
        pb = t["wins"][role] / t["games"]
        se = math.sqrt(pr * (1 - pr) / base["games"] + pb * (1 - pb) / t["games"])
        better = "yes" if pb > pr else "no"
        print(f"   {role:<10}{_pct(pr, base['games']):>18}{_pct(pb, t['games']):>18}"
              f"{(pb - pr) * 100:>+10.1f} pp{better:>14}   (±{se * 100:.1f} pp)")
    draws = sum(t["draws"] for t in totals.values())
    illegal = sum(t["illegal"] for t in totals.values())
    n_all = sum(t["games"] for t in totals.values())
    print(f"   games drawn (both piles empty): {draws} of {n_all}; rule-bot answers that "
          f"failed validation: {illegal}")
    print(f"   wall time {elapsed:.1f} s ({n_all / elapsed:.1f} games/s over {workers} "
          f"processes)")
    print()


# ---------------------------------------------------------------- hegemony win rates


HEG_SETUPS = ("random", "mixed", "solo")


def _rule_seat(setup: str, seat: int) -> bool:
    """``mixed``: rule bots at the even seats; ``solo``: one at seat 0; ``random``: none."""
    return (setup == "mixed" and seat % 2 == 0) or (setup == "solo" and seat == 0)


def play_hegemony(seed: int, setup: str) -> dict[str, Any]:
    """One six-player hegemony game of a setup (``HEG_SETUPS``).  Returns each seat's
    bot, final side (the ``game_over`` record's ``sides``) and whether it won, whether
    the game ended by victory, and the rule bots' illegal answers."""
    from sgs.agents.rule import RuleBot

    g = new_game(seed, HEGEMONY, HEGEMONY, HEGEMONY_PLAYERS)
    agents: list[Agent] = []
    rule_bots: list[RuleBot] = []
    for seat in range(HEGEMONY_PLAYERS):
        if _rule_seat(setup, seat):
            bot = RuleBot(seed * 10 + seat)
            rule_bots.append(bot)
            agents.append(bot)
        else:
            agents.append(RandomBot(seed * 10 + seat))
    try:
        drive(g, agents)
    except Exception as exc:  # an engine or content failure: counted, not fatal
        return {"seats": [], "victory": False, "illegal": 0,
                "error": f"seed {seed}: {type(exc).__name__}: {exc}"}
    over: dict[str, Any] = next((r for r in reversed(g.log) if r.get("t") == "game_over"),
                                {})
    sides = over.get("sides") or [None] * HEGEMONY_PLAYERS
    winners = set(g.winners or [])
    return {"seats": [("rule" if _rule_seat(setup, s) else "random", sides[s], s in winners)
                      for s in range(HEGEMONY_PLAYERS)],
            "victory": g.end_reason == "victory",
            "illegal": sum(b.illegal for b in rule_bots), "error": None}


def _heg_batch(args: tuple[str, int, int]) -> dict[str, Any]:
    setup, first, count = args
    games: dict[str, int] = {}
    wins: dict[str, int] = {}
    other = illegal = 0
    errors: list[str] = []
    for seed in range(first, first + count):
        res = play_hegemony(seed, setup)
        if res["error"] is not None:
            errors.append(res["error"])
            continue
        other += not res["victory"]
        illegal += res["illegal"]
        for seat, (bot, side, won) in enumerate(res["seats"]):
            # the rule bots' seats (even) and the others (odd), each by side and overall
            keys = [f"{bot}:{seat % 2}:all", f"{bot}:*:{side}"]
            if seat == 0:
                keys.append(f"{bot}:0:seat0")
            for key in keys:
                games[key] = games.get(key, 0) + 1
                wins[key] = wins.get(key, 0) + won
    return {"setup": setup, "games": count, "seat_games": games, "seat_wins": wins,
            "not_won": other, "illegal": illegal, "errors": errors}


def hegemony_win_rates(games: int, workers: int, seed: int = 0) -> None:
    """Rule bots in the even seats of six-player hegemony games against random bots in
    the odd ones; the baseline has random bots everywhere; the same seeds."""
    chunk = max(1, math.ceil(games / (workers * 8)))
    tasks = [(setup, seed + i, min(chunk, games - i)) for setup in HEG_SETUPS
             for i in range(0, games, chunk)]
    n_all = len(HEG_SETUPS) * games
    print(f"== Hegemony win rates: {HEGEMONY_PLAYERS}-player games of the {HEGEMONY} set, "
          f"{games} per setup ({n_all} in all), {workers} worker processes")
    start = time.perf_counter()
    totals: dict[str, dict[str, Any]] = {
        m: {"games": 0, "seat_games": {}, "seat_wins": {}, "not_won": 0, "illegal": 0,
            "errors": []}
        for m in HEG_SETUPS}
    with mp.get_context("spawn").Pool(workers) as pool:
        for res in pool.imap_unordered(_heg_batch, tasks):
            t = totals[res["setup"]]
            t["games"] += res["games"]
            t["not_won"] += res["not_won"]
            t["illegal"] += res["illegal"]
            t["errors"] += res["errors"]
            for k, n in res["seat_games"].items():
                t["seat_games"][k] = t["seat_games"].get(k, 0) + n
                t["seat_wins"][k] = t["seat_wins"].get(k, 0) + res["seat_wins"][k]
    elapsed = time.perf_counter() - start
    base, mixed, solo = (totals[s] for s in HEG_SETUPS)

    def rate(t: dict[str, Any], key: str) -> tuple[float, int]:
        n = t["seat_games"].get(key, 0)
        return (t["seat_wins"].get(key, 0) / n if n else 0.0), n

    print("   Design: the mixed setup seats rule bots at seats 0, 2, 4 and random bots at")
    print("   1, 3, 5; the solo setup one rule bot at seat 0 among five random bots; the")
    print("   baseline has random bots in all six; all play the same seeds (same candidates,")
    print("   same deck).  A player's win rate = games won / games played (all of a winning")
    print("   kingdom win, the dead too; a careerist wins alone).")
    pr, nr = rate(base, "random:0:all")
    pb, nb = rate(mixed, "rule:0:all")
    po, no = rate(mixed, "random:1:all")
    se = math.sqrt(pr * (1 - pr) / max(nr, 1) + pb * (1 - pb) / max(nb, 1))
    print(f"   seats 0, 2, 4: random bots {_pct(pr, nr)}, rule bots {_pct(pb, nb)}: "
          f"{(pb - pr) * 100:+.1f} pp (±{se * 100:.1f} pp); seats 1, 3, 5 (random bots) "
          f"against them: {_pct(po, no)} (baseline {_pct(*rate(base, 'random:1:all'))})")
    p0, n0 = rate(base, "random:0:seat0")
    ps, ns = rate(solo, "rule:0:seat0")
    se = math.sqrt(p0 * (1 - p0) / max(n0, 1) + ps * (1 - ps) / max(ns, 1))
    print(f"   seat 0 alone: random bot {_pct(p0, n0)}, rule bot {_pct(ps, ns)}: "
          f"{(ps - p0) * 100:+.1f} pp (±{se * 100:.1f} pp)")
    print("   by kingdom (the side each player ended on):")
    print(f"   {'kingdom':<11}{'random (baseline)':>20}{'rule (mixed)':>20}"
          f"{'random (mixed)':>20}{'rule (solo)':>20}")
    for k in KINGDOMS:
        cells = (rate(base, f"random:*:{k}"), rate(mixed, f"rule:*:{k}"),
                 rate(mixed, f"random:*:{k}"), rate(solo, f"rule:*:{k}"))
        print(f"   {k:<11}" + "".join(f"{_pct(*c):>20}" for c in cells))
    not_won = sum(t["not_won"] for t in totals.values())
    errors = [e for t in totals.values() for e in t["errors"]]
    illegal = sum(t["illegal"] for t in totals.values())
    print(f"   games not ended by a victory: {not_won} of {n_all}; rule-bot answers that "
          f"failed validation: {illegal}; games stopped by an engine error (left "
          f"out): {len(errors)}{' — ' + errors[0] if errors else ''}")
    print(f"   wall time {elapsed:.1f} s ({n_all / elapsed:.1f} games/s over {workers} "
          f"processes)")
    print()


def _pct(p: float, n: int) -> str:
    return f"{p * 100:5.1f}% of {n}"


# ---------------------------------------------------------------- profile


# where a decision's time goes: (label, file, function), cumulative shares of the whole
SHARES = (
    ("the engine answering (Game.submit: rules, next request)", "core/game.py", "submit"),
    ("  building act options (ops.use.act_options)", "core/ops/use.py", "act_options"),
    ("    their trees (ActOption.describe)", "core/requests.py", "describe"),
    ("the observation (protocol.observe)", "core/protocol.py", "observe"),
    ("  the table (view.view)", "core/view.py", "view"),
    ("  the seat's new log records (protocol.events)", "core/protocol.py", "events"),
    ("  reach, range, hand limit (protocol._you)", "core/protocol.py", "_you"),
    ("  events being resolved (protocol.resolving)", "core/protocol.py", "resolving"),
    ("  the request as JSON (Request.to_json)", "core/requests.py", "to_json"),
    ("  the content (protocol.catalogue, first observation)", "core/protocol.py", "catalogue"),
    ("the agents (act)", "agents/", "act"),
)


def profile(seconds: float, bots: str = "random", top: int = 30) -> None:
    """cProfile (CPU time) of games: where the engine, the observations and the agents
    spend their time."""
    print(f"== Profile: {bots}-bot {PLAYERS}-player games for ~{seconds:g} s "
          "(cProfile, CPU time)")
    rules()
    prof = cProfile.Profile(time.process_time)
    prof.enable()
    stats = measure_sgs(seconds, seed=10_000, bots=bots)
    prof.disable()
    print(f"   {stats['games']} games, {stats['decisions']} decisions under the profiler")
    ps = pstats.Stats(prof)
    total = max(ps.total_tt, 1e-9)  # type: ignore[attr-defined]
    print("-- shares of the whole (cumulative time; nested lines are part of the line above)")
    for label, where, func in SHARES:
        cum = sum(v[3] for (f, _, fn), v in ps.stats.items()  # type: ignore[attr-defined]
                  if fn == func and where in f.replace("\\", "/"))
        print(f"   {cum / total:6.1%}  {label}")
    for key in ("tottime", "cumulative"):
        out = io.StringIO()
        pstats.Stats(prof, stream=out).strip_dirs().sort_stats(key).print_stats(top)
        print(f"-- sorted by {key}")
        print("\n".join(line for line in out.getvalue().splitlines()[6:] if line.strip()))
    print()


# ---------------------------------------------------------------- main


def serve_load(rooms: int, seconds: float) -> None:
    """4. The server under load (``serve_load.py``): rooms of bot clients on a real
    ``sgs serve``, the latency from an answer to the next observation."""
    print(f"== sgs serve under load: {rooms} five-seat rooms, {seconds:g} s measured "
          "(target: 500 rooms with p99 < 50 ms; benchmarks/README.md)")
    if importlib.util.find_spec("websockets") is None or \
            importlib.util.find_spec("fastapi") is None:
        print("   skipped: the server extra is not installed (pip install -e '.[server]')\n")
        return
    import serve_load as load

    load.main(["--rooms", str(rooms), "--seconds", f"{seconds:g}"])
    print()


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=10.0,
                    help="how long each throughput measurement runs (default 10)")
    ap.add_argument("--games", type=int, default=1000,
                    help="games per win-rate setup: the baseline and each role (default 1000)")
    ap.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1),
                    help="processes for the win-rate games (default 2)")
    ap.add_argument("--heg-games", type=int, default=1000,
                    help="hegemony win rates: games per setup (default 1000)")
    ap.add_argument("--serve-rooms", type=int, default=10,
                    help="the server load test: five-seat rooms (default 10; "
                         "benchmarks/serve_load.py for more)")
    ap.add_argument("--serve-seconds", type=float, default=20.0,
                    help="the server load test: seconds measured (default 20)")
    ap.add_argument("--only", choices=("throughput", "winrates", "heg-winrates", "profile",
                                       "serve-load"),
                    help="run one part only")
    ap.add_argument("--profile", action="store_true", help="also profile games")
    ap.add_argument("--profile-bots", choices=("random", "rule"), default="random",
                    help="the bots of the profiled games (default random)")
    args = ap.parse_args(argv)
    parts: list[Callable[[], None]] = []
    if args.only in (None, "throughput"):
        parts.append(lambda: throughput(args.seconds))
    if args.only in (None, "winrates"):
        parts.append(lambda: win_rates(args.games, args.workers))
    if args.only in (None, "heg-winrates"):
        parts.append(lambda: hegemony_win_rates(args.heg_games, args.workers))
    if args.only in (None, "serve-load"):
        parts.append(lambda: serve_load(args.serve_rooms, args.serve_seconds))
    if args.only == "profile" or args.profile:
        parts.append(lambda: profile(args.seconds, args.profile_bots))
    print(f"sgs benchmarks — Python {sys.version.split()[0]}, {os.cpu_count()} CPUs\n")
    for part in parts:
        part()


if __name__ == "__main__":
    main()
