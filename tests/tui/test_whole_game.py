"""Whole games at the table, played by pressing keys and clicking what it shows."""

from __future__ import annotations

import pytest
from tui_support import KeyPlayer, MakeApp, finished, host_of

from sgs.replay import load, verify


@pytest.mark.asyncio
async def test_a_five_player_game_is_played_to_the_end_by_keys(make_app: MakeApp) -> None:
    app = make_app(seed=7, seat=2, general=None)
    async with app.run_test(size=(120, 40)) as pilot:
        player = KeyPlayer(pilot, app)
        await player.play()
        assert finished(app)
        assert player.asked > 10
        log_path = host_of(app).finish().log_path
        assert log_path is not None
        text = str(app.screen.query_one("#end").render())
        assert log_path in text and "--seed 7" in text
        await pilot.press("q")
    result = verify(load(log_path))
    assert result.finished
