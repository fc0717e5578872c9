"""A real ``sgs serve`` process on a free loopback port, for the tests of the server,
the terminal client and the browser pages that need one (``pythonpath`` in
pyproject.toml puts this folder on the path)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

GUARD = 60  # seconds: only so that a broken server fails the test instead of hanging
# short waiting-rule segments (docs/server.md): games with bots end quickly
QUICK = ("--window-seconds", "0.02", "--turn-seconds", "0.05")


class Served(NamedTuple):
    url: str  # http://127.0.0.1:PORT/
    proc: subprocess.Popen[str]


@contextmanager
def sgs_serve(data: Path, *args: str) -> Iterator[Served]:
    """``sgs serve --port 0 --data DATA ARGS…`` (``--port`` among ``args`` wins), stopped
    at the end unless it is gone already (killed by the test, say)."""
    # (its log to a file: a pipe nobody reads would stop a server that logs much)
    with tempfile.TemporaryFile("w+", encoding="utf-8") as errors:
        proc = subprocess.Popen(
            [sys.executable, "-m", "sgs.cli.main", "serve", "--port", "0", "--data",
             str(data), *args], stdout=subprocess.PIPE, stderr=errors, text=True,
            env=os.environ)
        try:
            assert proc.stdout is not None
            line = proc.stdout.readline()
            found = re.search(r"listening at (http://127\.0\.0\.1:\d+/)", line)
            if not found:
                proc.kill()
                proc.wait(GUARD)
                errors.seek(0)
                raise AssertionError(f"sgs serve did not start: {line!r} {errors.read()}")
            yield Served(found.group(1), proc)
        finally:
            if proc.poll() is None:
                proc.terminate()
            proc.wait(GUARD)
