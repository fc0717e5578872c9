"""Equipment moving re-indexes only the skills of the seats whose equipment changed
(``Game.equipment_changed``); the games play as they do when every move rebuilds
every player's skills (``Game.mark_skills_changed``)."""

from __future__ import annotations

from typing import Any

import pytest
from core_support import bot_game_logs

from sgs.core import Game, ops
from sgs.core.zones import DISCARD, EQUIP_ZONE, Place
from sgs.modes import make_mode
from sgs.packs import ruleset


def test_games_play_as_with_a_rebuild_at_every_equipment_move(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The same logs, record by record (trigger order and status lookups read the
    skill indexes), in seeded games of each kind."""
    quick = bot_game_logs()
    moved = [0]

    def rebuild(g: Game, seats: Any) -> None:
        moved[0] += 1
        g.mark_skills_changed()

    monkeypatch.setattr(Game, "equipment_changed", rebuild)
    assert bot_game_logs() == quick
    assert moved[0] > 20


def _move(g: Game, cid: int, dst: Place) -> None:
    flow = ops.move(g, [cid], dst, "test")
    with pytest.raises(StopIteration):
        next(flow)  # (nothing asks)


def _reads(g: Game) -> list[Any]:
    """What the skills of equipment change: distances, reach, in_range, hand limits."""
    seats = range(len(g.players))
    return [(g.distances(s), g.attack_range(s), g.hand_limit(s),
             [g.in_range(s, d) for d in seats if d != s]) for s in seats]


def test_equipment_moving_between_players_reads_as_a_rebuild() -> None:
    """Skill-giving cards joining a player's equipment after another, moving to an
    earlier seat or to the discard pile: distances, reach and hand limits read as
    after a rebuild of every player's skills."""
    g = Game(ruleset("standard+maneuvering"), make_mode("identity"), 5, 0)
    ids = {c.name: c.id for c in g.cards}
    armor = ids["eight_diagram"]
    changes = []
    for cid, dst in [(ids["dilu"], Place(EQUIP_ZONE, 3)), (ids["chitu"], Place(EQUIP_ZONE, 1)),
                     (armor, Place(EQUIP_ZONE, 3)), (ids["crossbow"], Place(EQUIP_ZONE, 3)),
                     (ids["renwang_shield"], Place(EQUIP_ZONE, 1)),
                     (ids["spear"], Place(EQUIP_ZONE, 1)), (armor, DISCARD),
                     (armor, Place(EQUIP_ZONE, 2)), (ids["qinggang_sword"], Place(EQUIP_ZONE, 0)),
                     (ids["dilu"], Place(EQUIP_ZONE, 0))]:
        before = _reads(g)
        _move(g, cid, dst)
        updated = _reads(g)
        g.mark_skills_changed()
        assert _reads(g) == updated
        changes.append(updated != before)
    assert any(changes)  # (the moves changed what is read)
