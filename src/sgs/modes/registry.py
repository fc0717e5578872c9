"""The one registry of game modes: id → how to make the mode, how to check its options.

A mode is known by one registration (:func:`register_mode`); ``make_mode``
builds it from options (a surface's choices, or a log header's
``mode_options`` for a replay), and ``check_options`` refuses a header's
player count and options before anything is built.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..core import ConfigError, Mode
from ..core.errors import UnknownName

ModeFactory = Callable[[dict[str, Any]], Mode]
# (players, options) -> None, or ConfigError saying what is wrong (one line)
OptionsCheck = Callable[[int, Mapping[str, Any]], None]


@dataclass(frozen=True, slots=True)
class ModeEntry:
    """A registered mode.  ``factory`` makes it from its options (a dict it may
    consume); ``check`` validates untrusted options and a player count without
    building anything (None: build it, then check the count against its range)."""

    id: str
    factory: ModeFactory
    check: OptionsCheck | None = None

    def check_options(self, players: int, options: Mapping[str, Any]) -> None:
        if self.check is not None:
            self.check(players, options)
            return
        mode = self.factory(dict(options))
        if not mode.min_players <= players <= mode.max_players:
            raise ConfigError("mode.players", lo=mode.min_players, hi=mode.max_players,
                              mode=self.id, got=brief(players))


MODES: dict[str, ModeEntry] = {}


def register_mode(mode_id: str, factory: ModeFactory, check: OptionsCheck | None = None,
                  ) -> ModeEntry:
    """Make a mode known by id: ``factory(options)`` builds it, ``check(players,
    options)`` vets a log header's (see :class:`ModeEntry`).  Registering an id
    again replaces the entry."""
    if not mode_id:
        raise ConfigError("a mode needs an id")
    entry = MODES[mode_id] = ModeEntry(mode_id, factory, check)
    return entry


def mode_entry(mode_id: str) -> ModeEntry:
    try:
        return MODES[mode_id]
    except KeyError:
        raise UnknownName(f"unknown mode {mode_id!r}; known: {', '.join(sorted(MODES))}",
                          ) from None


def make_mode(mode_id: str, options: Mapping[str, Any] | None = None) -> Mode:
    """A mode by id, with the options a surface chose or a log header recorded."""
    return mode_entry(mode_id).factory(dict(options or {}))


def brief(value: Any, limit: int = 60) -> str:
    """A value from an untrusted file, short enough for a one-line message."""
    if isinstance(value, dict | list):
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=repr)
    else:
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
