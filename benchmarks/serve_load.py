"""The server under load: N five-seat rooms on a real ``sgs serve`` process, through the
real WebSocket path, every seat a bot client that thinks before each answer as people
do (``--think``, default 0.5–2 s).

    .venv/bin/python benchmarks/serve_load.py --rooms 100 --seconds 30

It starts ``sgs serve`` on a free loopback port with a temporary SQLite data folder,
opens the rooms (one client makes each, four join it by its code, all get ready, the
maker starts it; a room whose game ends plays another), waits until every room's game
is running and past its picks of generals (``--warmup``), then measures for
``--seconds``: the latency of each answer is from its send to the next observation
(``game`` message) arriving at that client.  It prints

    rooms=N answers=… p50_ms=… p99_ms=… server_cpu=… client_cpu=…

``server_cpu`` and ``client_cpu`` are the processes' CPU seconds per wall second over
the measurement (1.0 = one core).  The load generator runs in this process, on the same
machine as the server (benchmarks/README.md has the figures).  Nothing here asserts.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

from sgs.server.bots import BotStats, SeatBot  # noqa: E402
from sgs.server.client import Client, ClientError  # noqa: E402

SEATS = 5
DECISION_SECONDS = 60  # a room's time per decision: no bot thinks that long
SETUP_SECONDS = 180.0  # every room opened and started within this (else: reported)
# the waiting rule holds a game turn_seconds (20 s) after each pick of generals: the
# measurement starts in the turns
WARMUP_SECONDS = 45.0
ROOMS_PER_ADDRESS = 5  # 25 new sessions from each address


@dataclass
class Load:
    think: tuple[float, float]
    bot: str
    measuring: bool = False
    stopping: bool = False
    stats: list[BotStats] = field(default_factory=list)
    started: int = 0
    failed: list[str] = field(default_factory=list)
    games_done: int = 0


def cpu_seconds(pid: int) -> float:
    """A process's user + system CPU seconds (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def raise_open_files(need: int) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = min(hard, max(soft, need))
    if want > soft:
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))


def start_server(data: Path) -> tuple[subprocess.Popen[str], str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(HERE.parent / "src"), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "sgs.cli.main", "serve", "--port", "0", "--data", str(data)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    found = re.search(r"listening at (http://127\.0\.0\.1:\d+)/", line)
    if not found:
        proc.kill()
        raise SystemExit(f"sgs serve did not start: {line!r} "
                         f"{proc.stderr.read() if proc.stderr else ''}")
    return proc, found.group(1)


async def seat_loop(client: Client, load: Load, seed: int, host: bool) -> None:
    """One seat: play each game the room starts, ready for the next, until stopped."""
    from sgs.cli.agents import make_agent

    rng = random.Random(seed)
    stop = lambda: load.stopping  # noqa: E731
    game_no = 0
    while not load.stopping:
        if host:
            while not client.everyone_ready(SEATS) and not load.stopping:
                await client.recv()  # (stopped by cancelling the task)
            if load.stopping:
                return
            await client.start()
        while (client.game is None or client.game.over) and not load.stopping:
            await client.recv()
        if load.stopping:
            return
        if game_no == 0:
            load.started += host
        game_no += 1
        stats = BotStats()
        load.stats.append(stats)
        bot = SeatBot(client, make_agent(load.bot, seed * 101 + game_no), load.think, rng,
                      stats, record=lambda: load.measuring)
        result = await bot.play(stop)
        if result is None:
            return
        load.games_done += host
        if not host:
            await client.ready()


def source_of(room: int) -> str:
    """The loopback address a room's players come from: the server takes at most 30
    new sessions a minute from one address, as it should from one machine; 127/8 is
    all loopback, so each few rooms stand for a machine of their own."""
    i = room // ROOMS_PER_ADDRESS
    return f"127.1.{i // 250}.{i % 250 + 1}"


async def open_room(url: str, k: int, load: Load) -> list[asyncio.Task[None]]:
    source = source_of(k)
    host = await Client.join(url, f"r{k}h", source, follow_lobby=False)
    room = await host.create_room(players=SEATS, bots=[], decision_seconds=DECISION_SECONDS,
                                  card_set="standard")
    clients = [host]
    for j in range(1, SEATS):
        c = await Client.join(url, f"r{k}s{j}", source, follow_lobby=False)
        await c.join_room(str(room["code"]))
        await c.ready()
        clients.append(c)
    return [asyncio.create_task(seat_loop(c, load, k * SEATS + j, j == 0))
            for j, c in enumerate(clients)]


async def run(url: str, rooms: int, seconds: float, load: Load, server_pid: int,
              ramp: float, warmup: float) -> dict[str, float]:
    tasks: list[asyncio.Task[None]] = []
    t0 = time.monotonic()
    batch = 10
    for k in range(0, rooms, batch):
        opened = await asyncio.gather(*(open_room(url, i, load)
                                        for i in range(k, min(rooms, k + batch))),
                                      return_exceptions=True)
        for got in opened:
            if isinstance(got, BaseException):
                load.failed.append(repr(got))
                print(f"a room failed to open: {got!r}", file=sys.stderr, flush=True)
            else:
                tasks.extend(got)
        await asyncio.sleep(ramp * batch / max(rooms, 1))
    while load.started < rooms - len(load.failed) and time.monotonic() - t0 < SETUP_SECONDS:
        await asyncio.sleep(0.5)
    if load.started < rooms:
        print(f"{load.started} of {rooms} rooms started", file=sys.stderr, flush=True)
    setup = time.monotonic() - t0
    await asyncio.sleep(warmup)  # past the picks of generals: into the turns
    cpu0, mine0, w0 = cpu_seconds(server_pid), time.process_time(), time.monotonic()
    load.measuring = True
    await asyncio.sleep(seconds)
    load.measuring = False
    wall = time.monotonic() - w0
    cpu, mine = cpu_seconds(server_pid) - cpu0, time.process_time() - mine0
    load.stopping = True
    for t in tasks:
        t.cancel()
    for got in await asyncio.gather(*tasks, return_exceptions=True):
        if isinstance(got, Exception):
            load.failed.append(repr(got))
    return {"setup": setup, "wall": wall, "server_cpu": cpu / wall, "client_cpu": mine / wall}


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def main(argv: list[str] | None = None) -> dict[str, float]:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rooms", type=int, default=20, help="five-seat rooms (default 20)")
    ap.add_argument("--seconds", type=float, default=20.0,
                    help="how long to measure, once every game runs (default 20)")
    ap.add_argument("--think", default="0.5-2",
                    help="seconds a bot thinks before each answer, LO-HI (default 0.5-2)")
    ap.add_argument("--bot", default="rule", help="the bots' agent (default rule)")
    ap.add_argument("--warmup", type=float, default=WARMUP_SECONDS,
                    help="seconds from the last room's start to the measurement (default "
                         f"{WARMUP_SECONDS:g}: the generals are picked by then)")
    ap.add_argument("--tmp", default=None,
                    help="where the temporary data folder is made (default: the system's "
                         "temporary folder; /dev/shm keeps SQLite off the disk)")
    ap.add_argument("--ramp", type=float, default=None,
                    help="seconds over which the rooms open (default rooms/50)")
    args = ap.parse_args(argv)
    from sgs.server.bots import parse_think
    from sgs.server.heap import Collector

    load = Load(parse_think(args.think), args.bot)
    Collector().install()  # the load generator's thousands of clients: as the server's
    raise_open_files(4 * args.rooms * SEATS + 256)
    with tempfile.TemporaryDirectory(prefix="sgs-load-", dir=args.tmp) as data:
        proc, url = start_server(Path(data))
        try:
            got = asyncio.run(run(url, args.rooms, args.seconds, load, proc.pid,
                                  args.ramp if args.ramp is not None else args.rooms / 50,
                                  args.warmup))
        except ClientError as exc:
            raise SystemExit(f"the load failed: {exc}") from None
        finally:
            proc.terminate()
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                proc.kill()
    lat = [x for s in load.stats for x in s.latencies]
    out = {"rooms": args.rooms, "answers": len(lat), "p50_ms": percentile(lat, 50) * 1000,
           "p99_ms": percentile(lat, 99) * 1000, **got}
    print(f"rooms={args.rooms} answers={len(lat)} p50_ms={out['p50_ms']:.1f} "
          f"p99_ms={out['p99_ms']:.1f} server_cpu={got['server_cpu']:.2f} "
          f"client_cpu={got['client_cpu']:.2f} (setup {got['setup']:.0f} s, measured "
          f"{got['wall']:.0f} s, think {args.think} s, games ended {load.games_done}"
          + (f", rooms failed {len(load.failed)}: {load.failed[0]}" if load.failed else "")
          + ")", flush=True)
    return out


if __name__ == "__main__":
    main()
