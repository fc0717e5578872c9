"""Shortcuts of the engine, third round: each gives what the long way gives."""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from typing import Any

import pytest
from core_support import bot_game_logs

from sgs.core import Game
from sgs.core.cards import (
    BLACK,
    NO_COLOR,
    NO_SUIT,
    RED,
    Card,
    CardFace,
    Color,
    EquipSlot,
    Suit,
)
from sgs.core.events import CardMove, MoveEvent
from sgs.core.generals import MALE, Gender
from sgs.core.zones import DISCARD, EQUIP_ZONE, HAND_ZONE, Place, Zone
from sgs.modes import make_mode
from sgs.packs import ruleset

game_module = importlib.import_module("sgs.core.game")



def test_status_hooks_skipped_change_no_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """Callers skip ``Game.status`` for a hook not in ``Game.status_hooks``; with every
    hook counted in (each call made, the long way) the games are the same."""
    quick = bot_game_logs()
    indexed = Game._indexed  # (after a rebuild, and after equipment_changed)

    def every_hook(g: Game) -> None:
        indexed(g)
        g.status_hooks = game_module._EVERYTHING

    monkeypatch.setattr(Game, "_indexed", every_hook)
    assert bot_game_logs() == quick


def test_a_hook_not_in_status_hooks_has_no_holder(monkeypatch: pytest.MonkeyPatch) -> None:
    """``hook not in g.status_hooks`` (read without a rebuild: it holds every hook while
    the indexes are stale) only when ``g.status(hook)`` finds nothing."""
    status = Game.status
    seen = {"absent": 0}

    def checked(g: Game, hook: str, ignore: Iterable[int] = ()) -> Any:
        absent = hook not in g.status_hooks
        found = status(g, hook, ignore)
        if absent:
            seen["absent"] += 1
            assert found == [] and hook not in g.status_hooks
        return found

    monkeypatch.setattr(Game, "status", checked)
    bot_game_logs()
    assert seen["absent"] > 100


def test_status_hooks_hold_every_hook_while_stale() -> None:
    g = Game(ruleset("honglou"), make_mode("identity"), 5, 0)
    assert g._skills_dirty and "no such hook" in g.status_hooks
    assert g.status("no such hook") == []  # (rebuilt)
    assert "no such hook" not in g.status_hooks
    g.mark_skills_changed()
    assert "no such hook" in g.status_hooks


def test_enum_constants_are_the_members() -> None:
    assert (RED, BLACK, NO_COLOR, NO_SUIT) == (Color.RED, Color.BLACK, Color.NONE, Suit.NONE)
    assert RED is Color.RED and NO_SUIT is Suit.NONE and MALE is Gender.MALE
    assert HAND_ZONE is Zone.HAND and EQUIP_ZONE is Zone.EQUIP


def test_suit_colours_by_table_follow_the_rule() -> None:
    for suit in Suit:
        want = Color.RED if suit in ("heart", "diamond") else \
            Color.BLACK if suit in ("spade", "club") else Color.NONE
        assert suit.color is want
        face = CardFace.of(Card(1, "slash", suit, 7))
        assert face.color is want
        assert face.is_red == (want == "red") and face.is_black == (want == "black")
    assert CardFace.virtual("slash").color is Color.NONE


def test_lost_and_gained_by_the_module_constants() -> None:
    hand0, equip0, hand1 = Place(Zone.HAND, 0), Place(Zone.EQUIP, 0), Place(Zone.HAND, 1)
    ev = MoveEvent([CardMove(1, hand0, hand1), CardMove(2, equip0, hand0),
                    CardMove(3, hand0, equip0), CardMove(4, equip0, DISCARD)],
                   "test", 0, None)
    assert [m.card for m in ev.lost_by(0)] == [1, 4]
    assert [m.card for m in ev.lost_by(0, Zone.HAND)] == [1, 3]
    assert [m.card for m in ev.lost_by(0, Zone.EQUIP)] == [2, 4]
    assert [m.card for m in ev.gained_by(0)] == [2]
    assert [m.card for m in ev.gained_by(1)] == [1]


def _horse(g: Game) -> int:
    return next(c.id for c in g.cards if g.cdef(c.name).slot is EquipSlot.DEFENSE_HORSE)


def test_rows_kept_across_a_rebuild_only_while_made_from_the_same() -> None:
    """A rebuild keeps distances' rows when who is alive and the constant distance
    changes are the same (a weapon moved); a horse or a death makes new ones, equal to
    those measured the long way (``Game._distances``)."""
    g = Game(ruleset("standard+maneuvering"), make_mode("identity"), 5, 0)
    g.distances(2)
    rows = g._rows
    assert rows is not None and 2 in rows
    g.mark_skills_changed()  # (as a weapon moving in: nothing of the rows changed)
    assert g.distances(2) == {0: 2, 1: 1, 3: 1, 4: 2}
    assert g._rows is rows
    horse = _horse(g)
    g.players[3].areas.equip[EquipSlot.DEFENSE_HORSE] = horse  # (as move_many does)
    g.mark_skills_changed()
    assert g.distances(2) == g._distances(2, ()) == {0: 2, 1: 1, 3: 2, 4: 2}
    assert g._rows is not rows
    rows = g._rows
    g.players[1].alive = False  # (as ops.die: the skills marked changed)
    g.mark_skills_changed()
    assert g.distances(2) == g._distances(2, ()) == {0: 1, 3: 2, 4: 2}
    assert g._rows is not rows


def test_move_records_grouped_as_places_compare() -> None:
    """A batch's ``move`` records group its moves by (from, to, face up, who sees), the
    places compared by value (equal places made apart), as grouping by Place does."""
    moves_module = importlib.import_module("sgs.core.ops.moves")
    g = Game(ruleset("honglou"), make_mode("identity"), 5, 0)
    pile = Place(Zone.PILE, 2, "p")
    moves = [CardMove(1, Place(Zone.DRAW), Place(Zone.HAND, 0)),
             CardMove(2, Place(Zone.HAND, 1), Place(Zone.HAND, 0)),
             CardMove(3, Place(Zone.DRAW), Place(Zone.HAND, 0)),
             CardMove(4, Place(Zone.DRAW), Place(Zone.HAND, 0), face_up=False),
             CardMove(5, Place(Zone.DRAW), Place(Zone.HAND, 3)),
             CardMove(6, Place(Zone.PILE, 2, "p"), DISCARD),
             CardMove(7, pile, DISCARD),
             CardMove(8, Place(Zone.PILE, 2, "q"), DISCARD),
             CardMove(9, Place(Zone.DRAW), Place(Zone.HAND, 0))]
    seen: list[frozenset[int] | None] = [frozenset({0}), frozenset({0, 1}), frozenset({0}),
                                         frozenset({0}), frozenset({3}), None, None, None,
                                         frozenset({0, 2})]
    start = len(g.log)
    moves_module._log_moves(g, moves, "test", 0, seen)
    got = g.log[start:]
    groups: dict[Any, list[int]] = {}
    for m, vis in zip(moves, seen, strict=True):
        groups.setdefault((m.src, m.dst, m.face_up, vis), []).append(m.card)
    start = len(g.log)
    for (src, dst, face_up, vis), cards in groups.items():
        moves_module._log_move(g, cards, src, dst, face_up, vis, "test", 0)
    assert got == g.log[start:]
    assert [r["cards"] for r in got] == [[1, 3], [2], [4], [5], [6, 7], [8], [9]]
