"""The story of the ``game`` message (docs/server.md, "Messages"; issue 24, item 2:
"the story of the game as the seat saw it, in words (the same narration as the
terminal)"): the terminal's narrator, fed with nothing but the views a viewer is sent,
so it tells nothing the viewer cannot see."""

from __future__ import annotations

from typing import Any

import pytest
from table_support import Person
from test_table_waiting import hegemony, identity, run_world

from sgs.server.story import Story, story_of, words_of

Json = dict[str, Any]


def story_lines(p: Person, cutoff: float) -> list[Json]:
    """The story ``p``'s messages carry, before ``cutoff``, as the server makes it."""
    stories: dict[int | None, Story] = {}
    out: list[Json] = []
    for t, msg in p.got:
        if t >= cutoff:
            break
        end = msg["cursor"]
        start = end - len(msg["events"])
        out.extend(story_of(stories, p.seat, lambda _c, m=msg: m, start, end))
    return out


@pytest.mark.parametrize(("mode", "seeds"), [("identity", range(0, 3)),
                                             ("hegemony", range(0, 2))])
def test_a_seats_story_is_the_same_whatever_it_cannot_see(mode: str, seeds: range) -> None:
    """Paired worlds (a hand card swapped between two people, a face-down general
    swapped for one of the pile): every viewer but the knowers is told the same story,
    line for line, until the difference may show."""
    told = 0
    for seed in seeds:
        settings, thinks, make = (identity if mode == "identity" else hegemony)(seed)
        b, pair = run_world(settings, thinks, make)
        if not pair.knowers:
            continue
        a, _ = run_world(settings, thinks, None, pair)
        cutoff = min(a.cutoff, b.cutoff)
        for pa, pb in zip(a.people, b.people, strict=True):
            if pa.seat in pair.knowers:
                continue
            lines_a, lines_b = story_lines(pa, cutoff), story_lines(pb, cutoff)
            assert lines_a == lines_b, f"viewer {pa.seat}'s story tells the worlds apart"
            told += len(lines_a)
    assert told > 50


def test_a_seat_is_told_its_own_draws_and_a_spectator_only_their_count() -> None:
    """The story follows what each viewer sees: the seat's draw names its cards, the
    spectator's tells how many."""
    settings, thinks, make = identity(0)
    world, _ = run_world(settings, thinks, make)
    seat = next(p for p in world.people if p.seat == 1)
    spectator = next(p for p in world.people if p.seat is None)
    mine = [line["en"] for line in story_lines(seat, world.cutoff)]
    watched = [line["en"] for line in story_lines(spectator, world.cutoff)]
    assert any("(you) draws 4 cards:" in line for line in mine), mine[:12]
    assert any("draws 4 cards" in line for line in watched)
    assert not any("draws 4 cards:" in line for line in watched), watched[:12]
    zh = [line["zh"] for line in story_lines(seat, world.cutoff)]
    assert any("摸了 4 张牌：" in line for line in zh)


def test_a_request_comes_with_its_question_in_both_languages() -> None:
    """The ``prompt`` beside a request: the terminal's words for it, zh and en."""
    settings, thinks, make = identity(0)
    world, _ = run_world(settings, thinks, make)
    seat = next(p for p in world.people if p.seat == 1)
    stories: dict[int | None, Story] = {}
    asked = []
    for _t, msg in seat.got:
        words = words_of(stories, 1, msg, lambda _c, m=msg: m)
        if msg["request"] is not None:
            asked.append(words["prompt"])
        else:
            assert words["prompt"] is None
    assert asked and all(p["zh"] and p["en"] and p["zh"] != p["en"] for p in asked)
