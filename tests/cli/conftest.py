"""Fixtures of the command-line tests (helpers: cli_support.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_support import FAKE_SET, fake_pack

from sgs import packs


@pytest.fixture
def fake_set(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The name of the fake card set, registered in sgs.packs while the test runs."""
    monkeypatch.setitem(packs.PACKS, FAKE_SET, fake_pack)
    monkeypatch.setitem(packs.SETS, FAKE_SET, ("standard", FAKE_SET))
    yield FAKE_SET


@pytest.fixture(autouse=True)
def log_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``sgs play`` logs every game (docs/cli.md): here into a temporary directory."""
    path = tmp_path_factory.mktemp("logs")
    monkeypatch.setenv("SGS_LOG_DIR", str(path))
    return path


@pytest.fixture(autouse=True)
def config_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The settings a player keeps between games (docs/table.md): read and written in a
    temporary folder, never the user's own."""
    path = tmp_path_factory.mktemp("config")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(path))
    return path
