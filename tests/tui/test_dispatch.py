"""``sgs play`` opens the table when standard input and output are terminals and
``--plain`` is not given; the line mode otherwise."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from sgs.cli import main
from sgs.cli.session import PlayOptions


@pytest.fixture
def surfaces(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, PlayOptions, Any]]:
    """Which surface ``sgs play`` started, with what; as if at a terminal."""
    calls: list[tuple[str, PlayOptions, Any]] = []

    def table(opts: PlayOptions, log: Path | None, pace: float) -> int:
        calls.append(("table", opts, pace))
        return 0

    def plain(opts: PlayOptions, log: Path | None = None) -> int:
        calls.append(("plain", opts, None))
        return 0

    monkeypatch.setattr(main, "use_plain", lambda asked: asked)
    monkeypatch.setattr("sgs.cli.table_host.table_game", table)
    monkeypatch.setattr(main, "plain_game", plain)
    return calls


def test_a_terminal_gets_the_table(surfaces: list[tuple[str, PlayOptions, Any]]) -> None:
    result = CliRunner().invoke(main.app, ["play", "--seed", "3", "--seat", "1",
                                           "--lang", "en", "--pace", "0.2"])
    assert result.exit_code == 0, result.output
    ((surface, opts, pace),) = surfaces
    assert surface == "table" and pace == 0.2
    assert (opts.seed, opts.seat, opts.lang) == (3, 1, "en")


def test_plain_keeps_the_line_mode(surfaces: list[tuple[str, PlayOptions, Any]]) -> None:
    result = CliRunner().invoke(main.app, ["play", "--seed", "3", "--plain"])
    assert result.exit_code == 0, result.output
    assert [s for s, _, _ in surfaces] == ["plain"]


def test_a_pipe_gets_the_line_mode() -> None:
    assert main.use_plain(False)  # pytest's standard input is not a terminal
