"""Fixtures of the table's tests: a game host with fixed seeds and no pause."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_support import MakeApp

from sgs.cli.session import PlayOptions
from sgs.cli.table_host import new_host
from sgs.tui.app import TableApp
from sgs.tui.autopass import Settings


@pytest.fixture
def make_app(tmp_path: Path) -> MakeApp:
    """A table for a fresh game: 5 players, seat 2, no pause between bot actions."""

    def make(seed: int = 7, seat: int = 2, players: int = 5, lang: str = "zh",
             general: str | None = "lin_daiyu", **settings: object) -> TableApp:
        opts = PlayOptions(players=players, seat=seat, seed=seed, lang=lang, general=general,
                           extra=("--pace", "0"))
        host = new_host(opts, tmp_path / f"game-{seed}.jsonl")
        return TableApp(host, lang, Settings(pace=0, **settings))  # type: ignore[arg-type]

    return make

