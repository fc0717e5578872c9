"""A process in a pseudo-terminal of a fixed size, for the whole-process tests of the
full-screen table (``sgs play --connect``): Textual draws into the terminal as it does
for a person, the test reads what it drew (escape sequences taken out) and types keys.
Nothing here waits for a time: :meth:`Terminal.wait_for` waits for text on the screen,
with a generous guard only so that a broken test fails instead of hanging."""

from __future__ import annotations

import codecs
import fcntl
import os
import re
import struct
import subprocess
import termios
import threading
import time
from collections.abc import Sequence

GUARD = 240.0  # seconds

# CSI … final, OSC … BEL/ST, DCS/APC/PM … ST, and the two-character escapes
_ESCAPES = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)"
                      r"|\x1b[P_^X][^\x1b]*\x1b\\|\x1b[@-Z\\-_]|\x1b[()][0-9A-Za-z]")

KEYS = {"enter": "\r", "escape": "\x1b", "f3": "\x1bOR"}


class Terminal:
    """``argv`` running in a pseudo-terminal of ``size`` (columns, rows)."""

    def __init__(self, argv: Sequence[str], env: dict[str, str],
                 size: tuple[int, int] = (140, 45)) -> None:
        self.master, slave = os.openpty()
        cols, rows = size
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.proc = subprocess.Popen(list(argv), stdin=slave, stdout=slave, stderr=slave,
                                     env={**env, "TERM": "xterm-256color"},
                                     start_new_session=True, close_fds=True)
        os.close(slave)
        self._raw: list[str] = []
        self._lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        decode = codecs.getincrementaldecoder("utf-8")("replace")
        while True:
            try:
                got = os.read(self.master, 65536)
            except OSError:  # the process is gone (EIO)
                return
            if not got:
                return
            with self._lock:
                self._raw.append(decode.decode(got))

    def text(self) -> str:
        """Everything drawn so far, without the escape sequences."""
        with self._lock:
            raw = "".join(self._raw)
        return _ESCAPES.sub("", raw)

    def mark(self) -> int:
        """Where the text is now: :meth:`wait_for` from here on."""
        return len(self.text())

    def wait_for(self, pattern: str, since: int = 0, guard: float = GUARD) -> re.Match[str]:
        """Until ``pattern`` (a regular expression) is drawn after ``since``."""
        end = time.monotonic() + guard
        while True:
            found = re.compile(pattern).search(self.text(), since)
            if found:
                return found
            if self.proc.poll() is not None:
                found = re.compile(pattern).search(self.text(), since)
                if found:
                    return found
                raise AssertionError(f"the process ended ({self.proc.returncode}) before "
                                     f"{pattern!r}:\n{self.text()[-3000:]}")
            if time.monotonic() > end:
                raise AssertionError(f"never drawn: {pattern!r}:\n{self.text()[-3000:]}")
            time.sleep(0.05)

    def type(self, *keys: str) -> None:
        """Keys by name (``enter``, ``f3`` …) or as the characters they type."""
        for key in keys:
            os.write(self.master, KEYS.get(key, key).encode())

    def wait(self, guard: float = GUARD) -> int:
        return self.proc.wait(guard)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(GUARD)
        self._reader.join(5)
        os.close(self.master)
