"""An acknowledged answer survives the process being killed (issue 23 item 6): a child
process journals answers and says "stored n" after each returned ``append_answer``; it is
killed with SIGKILL in the middle, and every answer it said was stored is in the database."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from sgs.server.store import Seat, Store

CHILD = """
import sys
from sgs.server.store import Store
store = Store.open(sys.argv[1])
n = 0
while True:
    store.append_answer(sys.argv[2], n, n % 3, '{"n": %d}' % n)
    print("stored", n, flush=True)
    n += 1
"""
ACKNOWLEDGED = 30


def test_every_acknowledged_answer_survives_a_sigkill(store: Store, db_url: str) -> None:
    room = store.create_room({}, host_id=None, seats=[Seat()])
    game = store.create_game(room.id, {"type": "header"})
    src = str(Path(__file__).resolve().parents[2] / "src")
    env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
    child = subprocess.Popen([sys.executable, "-c", CHILD, db_url, game.id],
                             stdout=subprocess.PIPE, text=True, env=env)
    assert child.stdout is not None
    acknowledged = -1
    try:
        while acknowledged < ACKNOWLEDGED:
            line = child.stdout.readline()
            assert line, f"the child stopped (exit code {child.poll()})"
            acknowledged = int(line.split()[1])
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    assert child.returncode == -signal.SIGKILL
    with Store.open(db_url) as after:
        stored = [a.n for a in after.answers(game.id)]
    assert stored[: acknowledged + 1] == list(range(acknowledged + 1))
    assert stored == list(range(len(stored)))  # nothing half-written after the last one
