"""Write docs/table.svg: the table in the middle of a real game (seed 2, seat 2,
English), the player pointing at a 杀 with its legal targets lit.

    .venv/bin/python tests/tui/make_screenshot.py [OUT.svg]
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

from tui_support import asked_until

from sgs.cli.session import PlayOptions
from sgs.cli.table_host import new_host
from sgs.tui.app import TableApp
from sgs.tui.autopass import Settings

OUT = Path(__file__).resolve().parents[2] / "docs" / "table.svg"


def slash_with_choices(app: TableApp) -> bool:
    """A play phase, a few turns in, with a 杀 that has more than one target."""
    req = app.view.request
    if req is None or req["kind"] != "play" or app.view.table.get("turn", 0) < 6:
        return False
    return any(o["label"] == "slash" and o["key"].startswith("card:") and
               len(next(iter(o["tree"]["cards"].values()))["targets"]["next"]) > 1
               for o in req["options"])


async def shoot(out: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        opts = PlayOptions(players=5, seat=2, seed=2, lang="en")
        app = TableApp(new_host(opts, Path(tmp) / "game.jsonl"), "en", Settings(pace=0))
        async with app.run_test(size=(120, 36)) as pilot:
            await asked_until(pilot, app, lambda _: slash_with_choices(app))
            req = app.view.request
            assert req is not None
            slash = next(o["key"] for o in req["options"] if o["label"] == "slash")
            letter = next(k for k, v in app.hotkeys.items() if v == slash)
            await pilot.press(letter)
            await pilot.pause()
            app.save_screenshot(str(out.name), str(out.parent))


if __name__ == "__main__":
    asyncio.run(shoot(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT))
