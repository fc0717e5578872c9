"""A game of ``sgs play`` as its options: the command line that replays it and where its
log is written.  Shared by the line mode and the full-screen table; no game inside.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

# the card set a mode is played with unless --deck says otherwise
DEFAULT_SETS: dict[str, str] = {"identity": "honglou", "hegemony": "hegemony"}
# the bots a mode is played against unless --bots says otherwise (a mode the rule bot
# cannot play would name another here)
DEFAULT_BOTS: dict[str, str] = {"identity": "rule", "hegemony": "rule"}


def default_set(mode: str) -> str:
    """The card set of ``mode`` when none is named (a mode without one: the Red Chamber)."""
    return DEFAULT_SETS.get(mode, "honglou")


def default_bots(mode: str) -> str:
    return DEFAULT_BOTS.get(mode, "rule")


@dataclass(frozen=True)
class PlayOptions:
    """Everything that makes a game of ``sgs play`` what it is (the seed and seat too,
    once drawn).  ``extra``: further options of a surface, as command-line words
    (``("--pace", "0.5")``), repeated as they are in :meth:`command`."""

    players: int = 5
    seat: int = 0
    seed: int = 0
    lang: str = "zh"
    bots: str = "rule"
    card_set: str = "honglou"
    mode: str = "identity"
    general: str | None = None
    auto_pass: bool = True
    plain: bool = False
    # who may look at face-down cards on generals (seed 002's room setting): all, owner
    face_down_view: str = "all"
    extra: tuple[str, ...] = field(default=())

    def args(self) -> list[str]:
        """The options as ``sgs play`` takes them, every one spelled out (defaults too),
        so the line means the same game if a default changes."""
        out = ["--players", str(self.players), "--seat", str(self.seat),
               "--seed", str(self.seed), "--lang", self.lang, "--bots", self.bots,
               "--deck", self.card_set, "--mode", self.mode,
               "--face-down-view", self.face_down_view]
        if self.general is not None:
            out += ["--general", self.general]
        if not self.auto_pass:
            out.append("--no-auto-pass")
        if self.plain:
            out.append("--plain")
        return [*out, *self.extra]

    def game_options(self) -> dict[str, object]:
        """The game's options (its log header's): the human's seat, for the story, and
        the room setting when it is not the default (logs of default games unchanged)."""
        out: dict[str, object] = {"human_seat": self.seat}
        if self.face_down_view != "all":
            out["face_down_view"] = self.face_down_view
        return out

    def command(self, program: str | None = None) -> str:
        """One shell line that replays this game: the same deal, seats, bots and names
        (your own answers are yours to give again)."""
        return shlex.join([program or program_name(), "play", *self.args()])


def program_name(argv0: str | None = None) -> str:
    """How the user can run ``sgs`` again: ``sgs`` when that is on the PATH and is this
    program (or when this is not the ``sgs`` script: a test, ``python -m``), else the
    path it was started by (``.venv/bin/sgs`` after ``make play``)."""
    argv0 = argv0 if argv0 is not None else (sys.argv[0] if sys.argv else "sgs")
    base = os.path.basename(argv0)
    if base != "sgs" or base == argv0:
        return "sgs"
    found = shutil.which(base)
    try:
        if found and os.path.samefile(found, argv0):
            return base
    except OSError:
        pass
    return argv0


def log_dir() -> Path:
    """Where games are logged unless ``--log`` says otherwise: ``$SGS_LOG_DIR``, else
    ``$XDG_STATE_HOME/sgs/games`` (``~/.local/state/sgs/games``)."""
    env = os.environ.get("SGS_LOG_DIR")
    if env:
        return Path(env)
    state = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(state) / "sgs" / "games"


def default_log_path(seed: int, when: float | None = None) -> Path:
    """A new log file's path for a game with ``seed``, named by the time it started."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    return log_dir() / f"game-{stamp}-{seed}.jsonl"


def replay_hint(path: Path | str, seat: int | None = None, lang: str | None = None,
                program: str | None = None) -> str:
    """The command that tells a saved log as a story (as ``seat`` saw it)."""
    words = [program or program_name(), "replay", str(path)]
    if seat is not None:
        words += ["--seat", str(seat)]
    if lang is not None:
        words += ["--lang", lang]
    return shlex.join(words)
