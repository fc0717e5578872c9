"""The table at 80×24: lines break where a reader expects (never inside a seat's name,
a command only between its arguments), and a dead seat shows no living state."""

from __future__ import annotations

import os
import shlex

import pytest
from rich.cells import cell_len
from rich.text import Text
from tui_support import MakeApp, until_asked

from sgs.tui.rules_text import seat_facts
from sgs.tui.widgets.story import StoryLog
from sgs.tui.wrapping import break_offsets, shell_lines

LINE = "孙权[0]对刘备[1]使用了【杀】，刘备[1]打出了【闪】。诸葛亮[10]失去了1点体力"
NAMES = ("孙权[0]", "刘备[1]", "诸葛亮[10]")


def pieces(plain: str, width: int) -> list[str]:
    offs = break_offsets(plain, width)
    return [plain[a:b] for a, b in zip([0, *offs], [*offs, len(plain)], strict=True)]


@pytest.mark.parametrize("width", range(12, 40))  # (narrower: a name may not fit)
def test_a_story_line_breaks_between_names_never_inside_one(width: int) -> None:
    lines = pieces(LINE, width)
    assert "".join(lines) == LINE
    assert all(cell_len(line.rstrip()) <= width for line in lines)
    for name in NAMES:  # each occurrence of a name lies on one line
        assert LINE.count(name) == sum(line.count(name) for line in lines)


def test_a_line_does_not_start_with_closing_punctuation() -> None:
    for width in range(12, 30):
        assert not any(line.startswith(("，", "。", "]")) for line in pieces(LINE, width))


@pytest.mark.parametrize("width", [40, 60, 70, 76])
def test_a_command_breaks_between_its_arguments_and_still_runs(width: int) -> None:
    home = os.path.expanduser("~")
    command = shlex.join(["sgs", "play", "--players", "4", "--seat", "2", "--seed", "3",
                          "--lang", "en", "--bots", "rule", "--deck", "honglou", "--mode",
                          "identity", "--face-down-view", "all", "--general", "lin_daiyu"])
    replay = shlex.join(["sgs", "replay", f"{home}/.local/state/sgs/games/2026-seed3.jsonl",
                         "--seat", "2", "--lang", "en"])
    for line in (command, replay):
        lines = shell_lines(line, width)
        # wider than the line: only an argument alone on its line (a long path)
        assert all(cell_len(x) <= width or len(x.removesuffix(" \\").split()) == 1
                   for x in lines)
        assert all(x.endswith(" \\") for x in lines[:-1])
        joined = " ".join(x.removesuffix(" \\").strip() for x in lines)
        words = [os.path.expanduser(w) for w in shlex.split(joined)]
        assert words == shlex.split(line)  # copied into a shell, the same command
        assert not any(x.strip().startswith(("2", "en", "3")) for x in lines[1:])




@pytest.mark.asyncio
async def test_the_story_column_at_80x24_keeps_names_whole(make_app: MakeApp) -> None:
    app = make_app(lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await until_asked(pilot, app)
        story = app.screen.query_one(StoryLog)
        story.add(["[bold]" + LINE + "[/bold]"])
        await pilot.pause()
        rows = ["".join(seg.text for seg in strip) for strip, entry in story._rows
                if entry == len(story.entries) - 1]
        assert len(rows) > 1  # the column is narrower than the line
        for name in NAMES:
            assert LINE.count(name) == sum(r.count(name) for r in rows)


@pytest.mark.asyncio
async def test_a_dead_seat_shows_neither_chained_nor_face_down(make_app: MakeApp) -> None:
    app = make_app(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await until_asked(pilot, app)
        v = app.view
        other = next(p for p in v.players if p["seat"] != v.seat)
        alive = {**other, "chained": True, "face_down": True}
        told = Text.from_markup(" · ".join(seat_facts(alive, v))).plain
        assert v.ui("chained") in told and v.ui("face_down") in told
        dead = {**alive, "alive": False}
        told = Text.from_markup(" · ".join(seat_facts(dead, v))).plain
        assert v.ui("chained") not in told and v.ui("face_down") not in told
