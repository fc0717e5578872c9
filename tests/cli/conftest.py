"""Fixtures of the command-line tests (helpers: cli_support.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from cli_support import FAKE_SET, fake_pack

from sgs import packs


@pytest.fixture
def fake_set(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The name of the fake card set, registered in sgs.packs while the test runs."""
    monkeypatch.setitem(packs.PACKS, FAKE_SET, fake_pack)
    monkeypatch.setitem(packs.SETS, FAKE_SET, ("standard", FAKE_SET))
    yield FAKE_SET
