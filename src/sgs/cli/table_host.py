"""Hosting the full-screen table (``sgs play`` in a terminal): the game, the bots and
the log stay here; the table (:mod:`sgs.tui`) sees only the seat protocol's JSON.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape

from ..agents.base import Agent
from ..core import ConfigError, Game, IllegalAnswer, SgsError
from ..host import Seats, new_game, refusal_json
from ..replay import save_new
from ..tui.link import Ending
from ..tui.words import WORDS
from .agents import make_agent, parse_bots
from .session import PlayOptions, default_log_path, replay_hint

Json = dict[str, Any]


class GameHost:
    """One seat of a game handed to the table, the others to their bots (``seats``)."""

    def __init__(self, seats: Seats, seat: int, command: str, log_path: Path | None) -> None:
        self.seats = seats
        self.seat = seat
        self.command = command
        self.log_path = log_path
        self._ending: Ending | None = None
        seats.observer(seat)  # made now, at the game's first stop: it follows from here

    @property
    def g(self) -> Game:
        return self.seats.g

    def waiting(self) -> list[int]:
        return list(dict.fromkeys(r.seat for r in self.g.open_requests()))

    def answer_bot(self, seat: int) -> None:
        if seat == self.seat:
            raise ValueError("the table's own seat is answered by the player")
        req = next(r for r in self.g.open_requests() if r.seat == seat)
        self.seats.answer(req)

    def observe(self) -> Json:
        # (the seat's observer follows the game: at a bot's private stop it tells
        # nothing new, so the table neither shows nor pauses on it)
        return self.seats.observer(self.seat).observe()

    def submit(self, answer: Any) -> Json | None:
        try:
            self.g.submit(self.seat, answer)
        except IllegalAnswer as exc:
            return refusal_json(exc, self.g)
        return None

    def finish(self) -> Ending:
        """Save the log once (also for a game left unfinished)."""
        if self._ending is None:
            saved: str | None = None
            if self.log_path is not None:
                try:
                    self.log_path.parent.mkdir(parents=True, exist_ok=True)
                    saved = str(save_new(self.log_path, self.g.log))  # never over one
                except OSError:
                    saved = None
            self._ending = Ending(self.command, saved, self.seat)
        return self._ending


def new_host(opts: PlayOptions, log: Path | None,
             agents: Mapping[int, Agent] | None = None) -> GameHost:
    """The game of ``opts`` with its bots (or ``agents``), ready for the table."""
    from ..packs import ruleset
    from .main import mode_options

    g = new_game(opts.card_set, opts.mode, opts.players, opts.seed,
                 mode_options(ruleset(opts.card_set), opts.mode, opts.seat, opts.general),
                 opts.game_options())
    if agents is None:
        bots = parse_bots(opts.bots)
        others = [s for s in range(opts.players) if s != opts.seat]
        agents = {s: make_agent(bots[k % len(bots)], opts.seed * 16 + s)
                  for k, s in enumerate(others)}
    seats = Seats(g, agents, max_refusals=None)
    return GameHost(seats, opts.seat, opts.command(), log)


def table_game(opts: PlayOptions, log: Path | None, pace: float) -> int:
    """Play one game at the full-screen table; returns the exit status.  When it ends
    (or the player quits), the log is saved and the replay lines printed."""
    from ..tui.app import TableApp
    from ..tui.autopass import Settings
    from ..tui.settings_file import load_settings, settings_path

    console = Console(highlight=False)
    opts = replace(opts, extra=(*opts.extra, "--pace", f"{pace:g}"))
    try:
        host = new_host(opts, log if log is not None else default_log_path(opts.seed))
    except (SgsError, ConfigError, ValueError) as exc:
        console.print(f"[bold red]error:[/bold red] cannot start the game: {escape(str(exc))}")
        return 1
    # the settings of the last game (tui.settings_file); a flag other than its default wins
    path = settings_path()
    settings, bad = load_settings(path, Settings(pace=pace))
    if not opts.auto_pass:
        settings.own_trick = settings.forced = False
    if pace != Settings().pace:
        settings.pace = pace
    words = WORDS[opts.lang]
    note = words["s.bad_file"].format(path=escape(str(path)), why=escape(bad)) if bad else ""
    if note:
        console.print(note)
    TableApp(host, opts.lang, settings, settings_file=path, first_note=note).run()
    # the end screen is gone with the app: the lines to copy stay in the terminal
    ending = host.finish()
    console.print(words["end.again"])
    console.print(f"  {escape(ending.command)}", soft_wrap=True)
    if ending.log_path is not None:
        console.print(words["end.watch"])
        console.print(f"  {escape(replay_hint(ending.log_path, opts.seat, opts.lang))}",
                      soft_wrap=True)
    else:
        console.print(words["end.no_log"])
    return 0
