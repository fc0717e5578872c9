"""Shortcuts of the engine, fifth round: each gives what the long way gives."""

from __future__ import annotations

from typing import Any

import pytest
from core_support import bot_games, checked_games, long_distance, skills_in_effect

from sgs.core import Game, ops
from sgs.core.carddef import CardDef
from sgs.core.flow import NOTHING
from sgs.core.view import FILTERED, seen_alike
from sgs.core.zones import DISCARD, EQUIP_ZONE, Place
from sgs.host import drive
from sgs.modes import make_mode
from sgs.packs import ruleset


def _index(index: dict[Any, list[Any]]) -> dict[Any, list[tuple[int, int, int | None]]]:
    """An index with its holders by identity (a player, a skill) and card."""
    return {k: [(id(p), id(sk), cid) for p, sk, cid in v] for k, v in index.items()}


def _indexes(g: Game) -> tuple[Any, ...]:
    return (_index(g._holders), _index(g._status), _index(g._latent), g._hooked,
            g.status_hooks is g._status, g._rows is None, g._rows_from,
            [[(id(p), id(sk), cid) for p, sk, cid in held] for held in g._equip_held])


def test_equipment_changes_index_as_a_rebuild() -> None:
    """After equipment moves, the skill indexes updated for the seats whose equipment
    changed (Game.equipment_changed) are those a rebuild of every player's skills
    makes: the same holders in the same order (trigger order and status lookups read
    it), the same hooked timings and hooks, the distance rows kept or dropped alike;
    at every decision of seeded games of each kind."""
    seen = {"updated": 0}
    equipment_changed = Game.equipment_changed

    def counted(g: Game, seats: Any) -> None:
        if not g._skills_dirty:
            seen["updated"] += 1
        equipment_changed(g, seats)

    def check(g: Game) -> None:
        if g._skills_dirty:
            return
        kept_rows = g._rows
        updated = _indexes(g)
        g._rebuild()
        assert _indexes(g) == updated
        assert g._rows is kept_rows or not kept_rows  # (kept rows stay kept)

    Game.equipment_changed = counted  # type: ignore[method-assign]
    try:
        checked_games(check)
    finally:
        Game.equipment_changed = equipment_changed  # type: ignore[method-assign]
    assert seen["updated"] > 20


def _move(g: Game, cid: int, dst: Place) -> None:
    flow = ops.move(g, [cid], dst, "test")
    with pytest.raises(StopIteration):
        next(flow)  # (nothing asks)


def test_equipment_moving_between_players_keeps_seat_order() -> None:
    """Skill-giving cards joining a player's equipment after another, and moving to an
    earlier seat, land where a rebuild puts them; a card with no skill changes nothing."""
    g = Game(ruleset("standard+maneuvering"), make_mode("identity"), 5, 0)
    ids = {c.name: c.id for c in g.cards}
    g._rebuild()
    armor = ids["eight_diagram"]
    asked = g.ruleset.skills["eight_diagram"].timings[0]
    for cid, dst in [(armor, Place(EQUIP_ZONE, 3)), (ids["crossbow"], Place(EQUIP_ZONE, 3)),
                     (ids["renwang_shield"], Place(EQUIP_ZONE, 1)),
                     (ids["spear"], Place(EQUIP_ZONE, 1)), (armor, DISCARD),
                     (armor, Place(EQUIP_ZONE, 2)), (ids["qinggang_sword"], Place(EQUIP_ZONE, 0))]:
        _move(g, cid, dst)
        assert not g._skills_dirty  # (updated, not marked for a rebuild)
        updated = _indexes(g)
        g._rebuild()
        assert _indexes(g) == updated
    assert [(o.seat, cid) for o, _, cid in g._holders[asked]] == [(2, armor)]
    assert [(o.seat, cid) for o, _, cid in g._status["invalidates"]] == \
        [(0, ids["qinggang_sword"])]


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


def test_restricted_records_are_those_not_seen_alike() -> None:
    """Records written without Game.emit (a move's, an answer's) are listed as
    restricted exactly when emit would list them: of a filtered kind and not seen alike
    by every seat; in every game of each kind."""
    moves = 0
    for _, g, bots in bot_games():
        drive(g, bots)
        want = [i for i, r in enumerate(g.log) if r["t"] in FILTERED and not seen_alike(r)]
        assert g.restricted == want
        moves += sum(r["t"] == "move" for r in g.log)
    assert moves > 1000


def test_kept_rows_serve_ignored_cards_not_equipped() -> None:
    """A kept distance row answers (distances, distance) for ignored cards none of which
    is equipped (a 杀's hand subcards); ignoring an equipped card measures again.  Each
    equals the long way, with and without the ignored cards, at every decision of each
    kind."""
    seen = {"kept": 0, "equipped": 0}

    def check(g: Game) -> None:
        if g._memo is not None:
            return
        for src in g.alive_seats():
            a = g.p(src).areas
            equipped = list(a.equip.values())
            for ignore in (tuple(a.hand), tuple(equipped), tuple(a.hand[:1] + equipped[:1])):
                row = g.distances(src, iter(ignore))  # (any iterable)
                skills = skills_in_effect(g, ignore)
                want = {d: long_distance(g, skills, src, d) for d in g.alive_seats()
                        if d != src}
                assert row == want, (src, ignore, row, want)
                for dst in range(len(g.players)):
                    if dst != src:
                        assert g.distance(src, dst, ignore) == \
                            long_distance(g, skills, src, dst)
                seen["equipped" if g._any_equipped(ignore) else "kept"] += 1

    checked_games(check)
    assert seen["kept"] > 100 and seen["equipped"] > 100
