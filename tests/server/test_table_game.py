"""A room's game at the table (issue 23, items 4, 6 and 7): people and bots play to the
end through the table's messages, and the log replays."""

from __future__ import annotations

import json

from table_support import Person, play, shown_as_it_went

from sgs.core.view import log_for
from sgs.replay import GameLog, verify
from sgs.server.journal import MemoryJournal
from sgs.server.table import Table, TableSettings


def settings(seed: int = 3, **kw: object) -> TableSettings:
    base: dict[str, object] = {"mode": "identity", "card_set": "standard", "players": 5,
                               "seed": seed, "bots": {1: "rule", 3: "random", 4: "rule"}}
    base.update(kw)
    return TableSettings(**base)  # type: ignore[arg-type]


def test_two_people_and_bots_play_to_the_end_and_the_log_replays() -> None:
    """Two scripted people (seats 0 and 2) and three bots; every answer journalled; the
    finished log is what ``sgs.replay.verify`` accepts, and each person and the
    spectator got every record of their view exactly once, in order."""
    journal = MemoryJournal()
    table = Table.start(settings(), journal, now=0.0)
    people = [Person(0, think=1.0, seed=1), Person(2, think=2.5, seed=2), Person(None)]
    end = play(table, people)
    assert table.over and end > 0
    assert table.result is not None and table.result["winners"]
    log = table.log
    assert verify(GameLog(log)).answers == len(journal.answers())
    assert len(journal.answers()) == sum(1 for r in log if r["t"] == "answer")
    for p in people:
        assert json.dumps(p.events) == json.dumps(shown_as_it_went(log, p.seat)), p.seat
        assert not p.refused
    # no message carries the seed (the deck order could be recomputed from it) or
    # another seat's hand
    for p in people:
        assert p.events[0]["t"] == "header" and "seed" not in p.events[0]
        assert all(q["hand"] is None for _, m in p.got for q in m["table"]["players"]
                   if q["seat"] != p.seat)
    # after the game, its replay from any seat's point of view
    assert "seed" in log[0] and "seed" not in table.seat_log(None)[0]
    assert table.seat_log(2) == [dict(r) for r in log_for(table.game, 2)]
    assert verify(GameLog(log), watch=2).seen


def test_settings_take_the_modes_own_set_and_refuse_bots_off_the_table() -> None:
    import pytest

    assert TableSettings(mode="hegemony").card_set == "hegemony"
    assert TableSettings(mode="identity", card_set="standard").card_set == "standard"
    with pytest.raises(ValueError, match="seats not at a table of 5"):
        TableSettings(players=5, bots={5: "rule"})
    with pytest.raises(ValueError, match="decision_seconds"):
        TableSettings(decision_seconds=-1.0)
