"""Values the engine shares instead of making anew (frozen log parts, virtual faces,
seat places, the finished flow): each is what a new one would be."""

from __future__ import annotations

import json
from typing import Any

import pytest
from core_support import bot_games

from sgs.core import Game, ops
from sgs.core import game as game_module
from sgs.core.carddef import CardDef
from sgs.core.cards import NO_COLOR, NO_SUIT, CardFace
from sgs.core.flow import NOTHING
from sgs.core.frozen import FrozenDict, FrozenList, frozen_ints
from sgs.core.ops import moves, turn, use
from sgs.core.zones import Place, Zone, equip_place, hand_place
from sgs.host import drive
from sgs.modes import make_mode
from sgs.packs import ruleset


class _Unkept(dict[Any, Any]):
    """A cache that keeps nothing: every record is made anew."""

    def __setitem__(self, key: Any, value: Any) -> None:
        pass


class _Truthy(dict[str, Any]):
    """No field, but true: the record goes through Game.emit."""

    def __bool__(self) -> bool:
        return True


def _frozen_as(value: Any) -> Any:
    """A record's JSON with the type of each container (frozen or not), in key order."""
    if isinstance(value, dict):
        return (type(value).__name__, [(k, _frozen_as(v)) for k, v in value.items()])
    if isinstance(value, list):
        return (type(value).__name__, [_frozen_as(v) for v in value])
    return json.dumps(value)


def _logs() -> list[list[Any]]:
    logs = []
    for _, g, bots in bot_games():
        drive(g, bots)
        logs.append([_frozen_as(r) for r in g.log])
    return logs


def test_logs_with_shared_parts_are_the_logs_made_anew(monkeypatch: pytest.MonkeyPatch) -> None:
    """Logs written with shared parts (the empty and one-int lists, a move's seats who
    see it, the phase records, the records of atom answers) and the ``use`` record made
    frozen at once are, record by record, what new lists and records and Game.emit
    write: the same keys in the same order, the same values, frozen alike; in seeded
    games of each kind."""
    fast = _logs()
    shared = 0
    for _, g, bots in bot_games():
        drive(g, bots)
        seen: set[int] = set()
        for r in g.log:
            for part in (r, *r.values()):
                if isinstance(part, FrozenDict | FrozenList) and part:
                    shared += id(part) in seen
                    seen.add(id(part))
    assert shared > 1000  # (shared indeed)
    for module in (game_module, moves, use):
        monkeypatch.setattr(module, "frozen_ints", FrozenList)
    monkeypatch.setattr(moves, "_seers", lambda vis: FrozenList(sorted(vis)))
    monkeypatch.setattr(turn, "_PHASE_RECORDS", _Unkept())
    monkeypatch.setattr(game_module, "_ANSWERS", _Unkept())
    monkeypatch.setattr(CardDef, "record_fields", lambda self, u: _Truthy())
    assert _logs() == fast


def test_frozen_ints_keeps_bools_apart() -> None:
    """[True] is not shared with [1] (equal as keys, not as JSON)."""
    assert json.dumps(frozen_ints([1])) == "[1]"
    assert json.dumps(frozen_ints([True])) == "[true]"
    assert json.dumps(frozen_ints((7,))) == "[7]" and frozen_ints(()) == []
    assert json.dumps(frozen_ints([2, 3])) == "[2, 3]"
    assert type(frozen_ints([True])) is FrozenList


def test_virtual_faces_are_made_as_new(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every face CardFace.virtual gives, at every call in seeded games of each kind,
    equals the face made anew from its arguments."""
    virtual = CardFace.virtual
    calls = {"n": 0}

    def checked(name: str, skill: str | None = None, nature: str = "normal") -> CardFace:
        face = virtual(name, skill, nature)
        calls["n"] += 1
        new = CardFace(name, NO_SUIT, NO_COLOR, 0, (), skill, True, nature)
        assert face == new and repr(face) == repr(new)
        return face

    monkeypatch.setattr(CardFace, "virtual", staticmethod(checked))
    for _, g, bots in bot_games():
        drive(g, bots)
    assert calls["n"] > 100


def test_seat_places_are_the_places() -> None:
    """hand_place and equip_place give the place Place makes, the same one each time."""
    for seat in range(12):
        for made, zone in ((hand_place, Zone.HAND), (equip_place, Zone.EQUIP)):
            place = made(seat)
            assert place == Place(zone, seat) and repr(place) == repr(Place(zone, seat))
            assert made(seat) is place and hash(place) == hash(Place(zone, seat))
    assert hand_place(1) != equip_place(1)


def test_the_finished_flow_returns_none_every_time() -> None:
    """Steps with nothing to do return the shared finished flow, not a generator of
    their own: ``yield from`` it gives None at once, however often it is run."""

    def caller() -> Any:
        got = []
        for _ in range(3):
            got.append((yield from NOTHING))
        return got

    flow = caller()
    with pytest.raises(StopIteration) as done:
        next(flow)
    assert done.value.value == [None, None, None]
    g = Game(ruleset("standard"), make_mode("identity"), 5, 0)
    plain = CardDef()
    assert plain.on_use(g, None) is NOTHING  # type: ignore[arg-type]
    assert plain.on_effect(g, None, 0) is NOTHING  # type: ignore[arg-type]
    assert ops.discard(g, 0, []) is NOTHING
