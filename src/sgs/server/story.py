"""The story of a game as one viewer saw it, in words: the ``story`` of the ``game``
message (docs/server.md, "Messages"), for the browser's table.

It is the terminal's own narration (``sgs.tui.seat_view.SeatView``, which runs
``sgs.cli.narrate.Narrator``) fed with nothing but the views that viewer is sent —
its records in order and the table it is shown — so it can tell nothing the viewer
may not see.  Each record's lines are made once, in zh and en, as plain text (the
terminal's markup taken off); a message carries the lines of the records it brings.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from rich.text import Text

from ..tui.prompts import prompt_text
from ..tui.seat_view import SeatView

Json = dict[str, Any]
LANGS = ("zh", "en")


@lru_cache(maxsize=8192)  # a game says the same lines again and again, to every viewer
def plain(markup: str) -> str:
    return Text.from_markup(markup).plain


class Story:
    """One viewer's story: the lines of each of its records, by the record's index."""

    def __init__(self) -> None:
        self.views = {lang: SeatView(lang) for lang in LANGS}
        self.lines: list[list[Json]] = []  # record index -> its lines ({"zh", "en"})

    def absorb(self, view: Mapping[str, Any]) -> None:
        """Take in a view whose records start at :attr:`known` (its ``cursor`` minus its
        records): narrate each record, then learn the table it came with."""
        seat = view.get("seat")
        first = "catalogue" in view
        for rec in view.get("events", ()):
            said: dict[str, list[str]] = {}
            for lang, sv in self.views.items():
                obs: Json = {"seat": seat, "events": [rec]}
                if first:
                    obs["catalogue"] = view["catalogue"]
                said[lang] = [plain(line) for line in sv.absorb(obs)]
            first = False
            zh, en = said["zh"], said["en"]
            if len(zh) != len(en):  # never expected: keep every word, in one line each
                zh, en = [" ".join(zh)], [" ".join(en)]
            self.lines.append([{"zh": a, "en": b} for a, b in zip(zh, en, strict=True)
                               if a or b])
        for sv in self.views.values():
            if first and "catalogue" in view:
                sv.absorb({"seat": seat, "events": [], "catalogue": view["catalogue"]})
            sv.absorb({"seat": seat, "events": [], "table": view.get("table"),
                       "you": view.get("you")})

    def prompt(self, request: Mapping[str, Any] | None) -> Json | None:
        """The question ``request`` asks, in the terminal's words (zh and en), or None."""
        if request is None:
            return None
        return {lang: plain(prompt_text(dict(request), sv)) for lang, sv in self.views.items()}

    @property
    def known(self) -> int:
        return len(self.lines)

    def between(self, start: int, end: int) -> list[Json]:
        """The lines of records ``start`` .. ``end - 1``."""
        return [line for lines in self.lines[start:end] for line in lines]


def story_of(stories: dict[int | None, Story], viewer: int | None,
             view_from: Callable[[int], Mapping[str, Any]], start: int,
             end: int) -> list[Json]:
    """The story lines of ``viewer``'s records ``start`` .. ``end - 1``, narrating
    first what was not narrated yet (``view_from(cursor)``: the viewer's view from that
    cursor, what it is being sent now)."""
    return _story(stories, viewer, view_from, end).between(start, end)


def words_of(stories: dict[int | None, Story], viewer: int | None,
             view: Mapping[str, Any], view_from: Callable[[int], Mapping[str, Any]],
             ) -> Json:
    """The envelope fields of a ``game`` message for ``view``: ``story`` (the lines of
    its records) and ``prompt`` (its request's question, or None)."""
    end = int(view["cursor"])
    story = _story(stories, viewer, view_from, end)
    return {"story": story.between(end - len(view["events"]), end),
            "prompt": story.prompt(view.get("request"))}


def _story(stories: dict[int | None, Story], viewer: int | None,
           view_from: Callable[[int], Mapping[str, Any]], end: int) -> Story:
    story = stories.get(viewer)
    if story is None:
        story = stories[viewer] = Story()
    if story.known < end:
        story.absorb(view_from(story.known))
    return story
