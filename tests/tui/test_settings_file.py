"""The table's settings and pace are remembered between games (issue 22, item 7): a
small JSON file under $XDG_CONFIG_HOME/sgs/, written atomically, a bad one ignored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tui_support import MakeApp, until_asked

from sgs.tui.app import TableApp
from sgs.tui.autopass import Settings
from sgs.tui.settings_file import load_settings, save_settings, settings_path


def test_the_file_lies_under_the_xdg_config_folder(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert settings_path() == tmp_path / "sgs" / "table.json"
    monkeypatch.setenv("XDG_CONFIG_HOME", "relative/ignored")  # the spec: absolute only
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert settings_path() == tmp_path / "home" / ".config" / "sgs" / "table.json"


def test_saved_settings_come_back(tmp_path: Path) -> None:
    path = tmp_path / "sgs" / "table.json"
    saved = Settings(own_trick=False, forced=True, pace=1.5, nullify_matters=True)
    assert save_settings(path, saved)
    assert [p.name for p in path.parent.iterdir()] == ["table.json"]  # no temporary left
    loaded, bad = load_settings(path, Settings())
    assert bad is None and loaded == saved


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", '{"pace": "fast"}',
                                  '{"forced": 1}', '{"pace": -3}'])
def test_a_bad_file_is_ignored_and_said_why(tmp_path: Path, text: str) -> None:
    path = tmp_path / "table.json"
    path.write_text(text)
    start = Settings(pace=0.4)
    loaded, bad = load_settings(path, start)
    assert loaded == start and bad


def test_a_missing_file_is_no_complaint(tmp_path: Path) -> None:
    assert load_settings(tmp_path / "none.json", Settings()) == (Settings(), None)


@pytest.mark.asyncio
async def test_the_pace_and_a_switch_are_saved_when_changed(make_app: MakeApp,
                                                            tmp_path: Path) -> None:
    made = make_app(lang="en")
    path = tmp_path / "config" / "sgs" / "table.json"
    app = TableApp(made.host, "en", made.settings, settings_file=path)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_asked(pilot, app)
        await pilot.press("plus")
        await pilot.press("f2", "3", "escape")
        await pilot.pause()
    data = json.loads(path.read_text())
    assert data["pace"] == 0.2 and data["nullify_matters"] is True
