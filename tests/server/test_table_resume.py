"""No lost game, reconnection (issue 23, items 5 and 6): a table dropped mid-game is
rebuilt from its journal and finishes as it would have; a client coming back with its
cursor gets exactly the records it is missing, and its request."""

from __future__ import annotations

import json
import random

import pytest
from table_support import Person, play, shown_as_it_went

from sgs.replay import GameLog, verify
from sgs.server.journal import JournalConflict, MemoryJournal
from sgs.server.table import Table, TableError, TableSettings


def settings(mode: str = "identity", seed: int = 11) -> TableSettings:
    if mode == "hegemony":
        return TableSettings(mode="hegemony", card_set="hegemony", players=5, seed=seed,
                             bots={1: "random", 3: "random", 4: "random"},
                             window_seconds=30.0, turn_seconds=60.0)
    return TableSettings(mode="identity", card_set="standard", players=5, seed=seed,
                         bots={1: "rule", 3: "random", 4: "rule"},
                         window_seconds=30.0, turn_seconds=60.0)


def people() -> list[Person]:
    return [Person(0, think=0.5, seed=1), Person(2, think=0.75, seed=2), Person(None)]


@pytest.mark.parametrize(("mode", "crash_after"), [("identity", 7), ("identity", 45),
                                                   ("identity", 120), ("hegemony", 60)])
def test_a_table_resumed_from_its_journal_finishes_as_it_would_have(
        mode: str, crash_after: int) -> None:
    """"A server killed with SIGKILL and started again resumes every running game
    (rebuilt from its stored answers by replay)": the table is dropped after
    ``crash_after`` answers, rebuilt with ``Table.resume`` from the journal alone, and
    played on by the same people (reconnecting with their cursors): the log is the
    uninterrupted game's, ``sgs.replay.verify`` accepts it, and each person and the
    spectator got every record once: what they got at the uninterrupted table."""
    s = settings(mode)
    whole = Table.start(s, MemoryJournal(), 0.0)
    watched = people()
    play(whole, watched)

    journal = MemoryJournal()
    first = Table.start(s, journal, 0.0)
    crowd = people()
    now = play(first, crowd, until=lambda t: len(journal.answers()) >= crash_after)
    assert not first.over
    del first  # gone with the server: only the journal is left
    kept = MemoryJournal(journal.answers())
    table = Table.resume(s, kept, now + 5.0)
    for p in crowd:
        p.stamp = -1  # a new connection: it reads from its cursor
    play(table, crowd, now + 5.0)
    assert table.over
    assert json.dumps(table.log) == json.dumps(whole.log)
    assert verify(GameLog(table.log)).finished
    for p, q in zip(crowd, watched, strict=True):
        assert json.dumps(p.events) == json.dumps(q.events), p.seat


def test_a_journal_that_does_not_replay_is_refused() -> None:
    s = settings()
    journal = MemoryJournal()
    t = Table.start(s, journal, 0.0)
    play(t, people(), until=lambda t: len(journal.answers()) >= 10)
    seat, _ = journal.answers()[5]
    bad = MemoryJournal([*journal.answers()[:5], (seat, json.dumps({"option": "nothing"}))])
    with pytest.raises(TableError, match="answer 5"):
        Table.resume(s, bad, 100.0)


def test_a_client_back_at_any_cursor_gets_exactly_the_records_it_misses() -> None:
    """"The cursor makes them incremental: no duplicate and no missing record across
    reconnects": a client that was away comes back with the cursor it had and gets the
    rest; at any cursor the table gives the records from there, and the open request."""
    rng = random.Random(4)
    s = settings()
    table = Table.start(s, MemoryJournal(), 0.0)
    crowd = people()
    away = crowd[1]
    now = 0.0
    for _ in range(6):
        # away for a while: seat 2 reads nothing (its requests time out or wait)
        back = now + rng.uniform(20, 90)
        now = play(table, [crowd[0], crowd[2]], now,
                   until=lambda t, end=back: t.over or (t.next_deadline() or 0) > end)
        if table.over:
            break
        table.disconnect(2, now)
        table.connect(2, now)
        away.stamp = -1
        away.due = None
        have = len(away.events)
        away.look(table, now)
        msg = away.got[-1][1]
        assert msg["cursor"] == have + len(msg["events"])
        full = table.view(2, 0)
        assert full["events"][:have] == away.events[:have]
        assert away.events == full["events"]
        cursor = rng.randint(0, len(full["events"]))
        again = table.view(2, cursor)
        assert again["events"] == full["events"][cursor:]
        assert again["request_id"] == full["request_id"] and \
            again["request"] == full["request"]
        assert ("catalogue" in again) == (cursor == 0)
        now = play(table, crowd, now, until=lambda t, end=now + 40: t.over or
                   (t.next_deadline() or 0) > end)
    play(table, crowd, now)
    for p in crowd:
        assert json.dumps(p.events) == json.dumps(shown_as_it_went(table.log, p.seat)), p.seat


class FailingJournal(MemoryJournal):
    """A real journal whose store goes away at answer ``fail_at``."""

    def __init__(self, fail_at: int) -> None:
        super().__init__()
        self.fail_at = fail_at

    def append(self, n: int, seat: int, value_json: str) -> None:
        if n == self.fail_at:
            raise JournalConflict(f"answer {n} is there already")
        super().append(n, seat, value_json)


def test_a_table_whose_journal_fails_stops_and_the_game_resumes_from_the_journal() -> None:
    """"Every answer is stored in the database before it is acknowledged": an answer
    the journal did not keep is never acknowledged, the table refuses to go on, and
    the game resumed from what was kept finishes as the uninterrupted one."""
    s = settings()
    whole = Table.start(s, MemoryJournal(), 0.0)
    play(whole, people())
    journal = FailingJournal(30)
    table = Table.start(s, journal, 0.0)
    crowd = people()
    with pytest.raises(JournalConflict):
        play(table, crowd)
    assert len(journal.answers()) == 30
    with pytest.raises(TableError, match="resume"):
        table.advance(1e9)
    again = Table.resume(s, MemoryJournal(journal.answers()), 1000.0)
    for p in crowd:
        p.stamp, p.due = -1, None
    play(again, crowd, 1000.0)
    assert json.dumps(again.log) == json.dumps(whole.log)
