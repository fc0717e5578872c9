"""The protocol's records, handed out as slices of the log between the records not
every seat sees as they are (sgs.core.protocol.events), give what the long way
gives (sgs.core.view.log_for): checked at every decision of seeded games with random
and rule bots (the Red Chamber set, the maneuvering deck, hegemony's face-down
generals)."""

from __future__ import annotations

from typing import Any

from core_support import checked_games, decisions, full_game

from sgs.core import Game
from sgs.core.protocol import events, observe
from sgs.core.view import log_for, seen_alike, visible_record
from sgs.core.viewcache import SeatLog, ViewCache, kept_cache


def _copy(index: SeatLog) -> SeatLog:
    out = SeatLog()
    out.scanned, out.done, out.hidden = index.scanned, index.done, index.hidden.copy()
    return out


def test_records_seen_alike_are_the_restricted_ones_complement() -> None:
    """The game keeps the position of every record some seat sees otherwise than as
    it is, and of no other; a record seen alike is given back itself to every seat."""
    for g in checked_games(lambda g: None):
        assert g.restricted == [i for i, r in enumerate(g.log) if not seen_alike(r)]
        assert len(g.restricted) < len(g.log) // 2
        for r in g.log:
            if seen_alike(r):
                for seat in (None, *range(len(g.players))):
                    assert visible_record(g, r, seat) is r


def test_events_are_the_log_filtered_from_any_cursor() -> None:
    """At every decision, for every seat and a spectator, from the cursor the seat's
    reading stopped at (kept) and from others (a client's restart, a cursor past the
    end): the records the long way gives, and the cursor; records seen alike are the
    log's own."""
    def check(g: Game) -> None:
        for seat in (None, *range(len(g.players))):
            long = log_for(g, seat)
            kept = kept_cache(g, seat).log
            stopped = kept.scanned - len(kept.hidden)
            for since in {0, 1, stopped, len(long) // 2, len(long), len(long) + 3}:
                for index in (SeatLog(), _copy(kept)):
                    cache = ViewCache(seat)
                    cache.log = index
                    got, cursor = events(g, seat, since, cache=cache)
                    assert cursor == len(long)
                    assert got == long[since:]
                    assert events(g, seat, cursor, cache=cache) == ([], cursor)
                cache = ViewCache(seat)
                cache.log = _copy(kept)
                assert events(g, seat, since, records=False, cache=cache) == ([], len(long))
            for r in events(g, seat, stopped)[0]:
                assert not seen_alike(r) or any(r is x for x in g.log)

    checked_games(check)


def test_a_seat_reading_now_and_then_gets_its_whole_log_once() -> None:
    """A seat observing now and then, by its cursors, gets its whole filtered log once
    (random bots: the game goes on to its end)."""
    g = full_game(5, 3)
    got: dict[int, list[dict[str, Any]]] = {2: [], 4: []}
    cursors = dict.fromkeys(got, 0)
    for n in decisions(g, 3):
        for seat in got:
            if n % (seat + 1) == 0:
                obs = observe(g, seat, cursors[seat], parts={"events"})
                got[seat] += obs["events"]
                cursors[seat] = obs["cursor"]
    for seat, records in got.items():
        records += observe(g, seat, cursors[seat], parts={"events"})["events"]
        # (a header's and a generals record's facts are shown as the mode shows them
        # when read: a role told at death is then told in them too)
        long = log_for(g, seat)
        assert [r["t"] for r in records] == [r["t"] for r in long]
        assert [r for r in records if r["t"] not in ("header", "generals")] == \
            [r for r in long if r["t"] not in ("header", "generals")]
        assert any(r["t"] == "answer" for r in records)
