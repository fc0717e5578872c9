"""A spectator's table in the browser shows nothing it cannot see (issue 24, "How it is
checked": "the spectator's page never contains the text of a hand card's name, a hidden
general or an unrevealed role at any step").

The page is fed a spectator's real ``game`` messages (an in-process table, the envelope
made as the server makes it) and, after each, its text is compared with the engine's own
observations of every seat: no face of a hand card the spectator was never shown, no
face-down general's name, no role nobody shown holds."""

from __future__ import annotations

from typing import Any

import pytest
from browser import feed, table_page

from sgs.cli.text import RANKS, SUIT_SYMBOLS
from sgs.server.journal import MemoryJournal
from sgs.server.story import Story, words_of
from sgs.server.table import Table, TableSettings

Json = dict[str, Any]
CARD_KEYS = {"card", "cards", "id", "subcards", "ids"}


def ids_in(value: Any, under: str = "", out: set[int] | None = None) -> set[int]:
    """Every card id a record or table names (a face the page may then show)."""
    out = set() if out is None else out
    if isinstance(value, dict):
        for k, v in value.items():
            ids_in(v, k, out)
    elif isinstance(value, list):
        for v in value:
            ids_in(v, under, out)
    elif isinstance(value, int) and not isinstance(value, bool) and under in CARD_KEYS:
        out.add(value)
    return out


class Truth:
    """What the engine knows, from each seat's own observation."""

    def __init__(self, table: Table, catalogue: Json) -> None:
        self.table, self.names = table, catalogue
        header = table.log[0]
        faces = [(c[1], c[2], c[3]) for c in header["cards"]]
        self.faces = {int(c[0]): (c[1], c[2], c[3]) for c in header["cards"]}
        self.unique = {cid for cid, f in self.faces.items() if faces.count(f) == 1}

    def name(self, ident: str) -> str:
        for section in ("cards", "generals"):
            entry = self.names.get(section, {}).get(ident)
            if entry:
                return str(entry["names"]["zh"])
        return str(self.names["names"]["zh"].get(ident, ident))

    def label(self, cid: int) -> str:
        name, suit, rank = self.faces[cid]
        return f"{self.name(name)} {SUIT_SYMBOLS.get(suit, '')}{RANKS.get(rank, str(rank))}"

    def own(self) -> list[Json]:
        g = self.table.game
        return [g.observe(s, parts=("table",))["table"]["players"][s]
                for s in range(len(g.players))]


def secrets_shown(text: str, truth: Truth, given: set[int], shown_table: Json,
                  seat: int | None) -> list[str]:
    out = []
    for p in truth.own():
        if p["seat"] == seat:
            continue
        for c in p.get("hand") or ():
            if c["id"] in truth.unique and c["id"] not in given and truth.label(c["id"]) in text:
                out.append(f"hand card {truth.label(c['id'])} of seat {p['seat']}")
        for gen in p.get("generals") or ():
            if not gen["revealed"] and gen["general"] and truth.name(gen["general"]) in text:
                out.append(f"face-down general {gen['general']} of seat {p['seat']}")
    if any("role" in p for p in shown_table["players"]):
        shown = {p.get("role") for p in shown_table["players"]}
        for p in truth.own():
            role = p.get("role")
            if role and role not in shown and truth.name(role) in text:
                out.append(f"role {role}")
    return out


def watch(browser: Any, mode: str, seed: int, viewer: int | None,
          limit: int = 60) -> tuple[int, list[str]]:
    """Play a game (seat 0 a person answering its defaults, bots elsewhere), showing
    ``viewer``'s messages in the page; the messages checked and what leaked."""
    players = 5 if mode == "identity" else 4
    settings = TableSettings(mode=mode, players=players, seed=seed, window_seconds=1.0,
                             turn_seconds=2.0, bots={s: "rule" for s in range(1, players)})
    table = Table.start(settings, MemoryJournal(), 0.0)
    stories: dict[int | None, Story] = {}
    leaks: list[str] = []
    given: set[int] = set()
    checked, cursor, stamp, now = 0, 0, -1, 0.0
    page = table_page(browser, lambda _id, _v: None)
    truth: Truth | None = None
    for _ in range(4000):
        if table.stamp(viewer) != stamp:
            stamp = table.stamp(viewer)
            view = table.view(viewer, cursor)
            cursor = view["cursor"]
            words = words_of(stories, viewer, view, lambda c: table.view(viewer, c))
            if truth is None:
                truth = Truth(table, view["catalogue"])
            for rec in view["events"]:
                if rec.get("t") != "header":
                    ids_in(rec, out=given)
            ids_in(view["table"], out=given)
            feed(page, {"type": "game", "game": "g", "room": "r", "now": now,
                        "view": view, **words})
            text = page.inner_text("body")
            leaks += secrets_shown(text, truth, given, view["table"], viewer)
            checked += 1
            if checked >= limit or table.over:
                break
        ask = table.view(0, 0) if not table.over else None
        if ask is not None and ask["request"] is not None:
            table.answer(0, ask["request_id"], ask["request"]["default"], now)
        else:  # the next public stop is shown at its segment's end
            due = table.next_deadline()
            now = max(now, due if due is not None else now + 1.0)
            table.advance(now)
    page.context.close()
    return checked, leaks


@pytest.mark.parametrize("mode", ["identity", "hegemony"])
def test_a_spectators_page_shows_no_hand_card_hidden_general_or_role(mode: str,
                                                                     browser: Any) -> None:
    checked, leaks = watch(browser, mode, 5, None)
    assert checked > 5
    assert not leaks, leaks[:5]


def test_the_check_sees_a_seats_own_secrets_on_its_page(browser: Any) -> None:
    """Seat 0's page shows its own hand (and, in hegemony, its face-down generals): the
    same check, reading them as another seat's, finds them — it can fail."""
    _, leaks = watch(browser, "hegemony", 5, 0, limit=8)
    _, leaks_as_other = _as_other_seat(browser)
    assert not leaks
    assert leaks_as_other


def _as_other_seat(browser: Any) -> tuple[int, list[str]]:
    original = secrets_shown

    def as_if_other(text: str, truth: Truth, given: set[int], shown: Json,
                    seat: int | None) -> list[str]:
        return original(text, truth, set(), shown, None)

    globals()["secrets_shown"] = as_if_other
    try:
        return watch(browser, "hegemony", 5, 0, limit=8)
    finally:
        globals()["secrets_shown"] = original
