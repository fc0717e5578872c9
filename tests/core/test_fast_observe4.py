"""The observation's kept parts give what the long way gives (sgs.core.protocol._you,
sgs.core.view.view, Mode.seat_views): checked at every decision of seeded games with
random and rule bots (the Red Chamber set, the maneuvering deck with its renamed 火杀
and 雷杀, hegemony's face-down generals)."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from core_support import Checking, checked_games, fresh_view, full_game

from sgs.agents import RandomBot
from sgs.agents.rule import RuleBot
from sgs.core import Game
from sgs.core.content import Mode
from sgs.core.protocol import _you
from sgs.core.requests import ActRequest, Request, answer_to_json, copy_json
from sgs.core.view import view
from sgs.core.viewcache import kept_cache
from sgs.host import drive
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset


def _you_the_long_way(g: Game, seat: int) -> dict[str, Any]:
    """``you`` as it was made before anything was kept: each face asked, each distance
    measured, the JSON made at each call."""
    reach = g.attack_range(seat)
    distance = g.distances(seat)
    faces = {str(c): g.face(c).name for c in g.players[seat].hand
             if g.face(c).name != g.cards[c].name}
    return {
        "attack_range": reach,
        "hand_limit": g.hand_limit(seat),
        "distance": {str(s): d for s, d in distance.items()},
        "in_range": [s for s, d in distance.items() if d <= reach],
        "allies": g.mode.known_allies(g, seat),
        "faces": faces,
    }


def _tuntian_games(check: Any) -> None:
    """Games with 邓艾 (屯田 changes his distances by a call: no row is kept), random
    and rule bots, ``check(g)`` before every answer."""
    for seed in range(2):
        for bots in (RandomBot, RuleBot):
            g = Game(ruleset("standard+wind_mountain"), IdentityMode(generals={1: "deng_ai"}),
                     5, seed)
            drive(g, [Checking(bots(1000 * seed + i), g, check) for i in range(5)])


def test_you_is_made_as_the_long_way_makes_it() -> None:
    """At every decision, every seat's ``you`` (its distances' JSON kept while the row
    Game keeps for it and its reach are the same; the renamed faces from a table made
    once) is the long way's, to the byte; kept JSON is handed out again, and only to
    its own seat.  Also where no row is kept (屯田)."""
    seen: Counter[str] = Counter()

    def check(g: Game) -> None:
        for seat in range(len(g.players)):
            cache = kept_cache(g, seat)
            before = cache.you
            got = _you(g, seat, cache)
            assert json.dumps(got) == json.dumps(_you_the_long_way(g, seat))
            after = cache.you
            if g._rows is None:
                seen["long"] += 1
                assert after is before
            else:
                assert after is not None and after[0] is g._rows[seat]
                assert after[2] is got["distance"] and after[3] is got["in_range"]
                seen["kept" if after is before else "made"] += 1
            seen["renamed"] += bool(got["faces"])

    checked_games(check)
    _tuntian_games(check)
    assert seen["kept"] > seen["made"] > 0
    assert seen["renamed"] > 0 and seen["long"] > 0


def test_seat_views_is_seat_view_of_every_seat() -> None:
    """Identity's seat_views answers as its seat_view does, for every viewer (and a
    spectator), at every decision; hegemony's is Mode's loop over its seat_view."""
    def check(g: Game) -> None:
        for viewer in (None, *range(len(g.players))):
            assert g.mode.seat_views(g, viewer) == [
                g.mode.seat_view(g, viewer, s) for s in range(len(g.players))]

    games = checked_games(check)
    assert {type(g.mode).__name__ for g in games} >= {"IdentityMode", "HegemonyMode"}


class _SeesAll(IdentityMode):
    """A mode that shows every role: its seat_view differs from identity's rule."""

    def seat_view(self, g: Game, viewer: int | None, seat: int) -> dict[str, Any]:
        return {"role": str(g.mode_state.roles[seat])}


def test_a_mode_that_sees_otherwise_is_asked_seat_by_seat() -> None:
    g = full_game(5, 2)
    g.mode = _SeesAll()
    assert type(g.mode).seat_views is IdentityMode.seat_views
    got = g.mode.seat_views(g, 1)
    assert got == Mode.seat_views(g.mode, g, 1)
    assert all(f["role"] is not None for f in got)
    assert [e["role"] for e in view(g, 1)["players"]] == [f["role"] for f in got]


def test_entries_remade_in_part_are_made_as_anew() -> None:
    """A kept entry whose player changed only in HP or hand is copied with those made
    again: at every decision each view equals the one made with nothing kept, to the
    byte (the keys in their order), and such entries are indeed remade in part."""
    seen: Counter[str] = Counter()

    def check(g: Game) -> None:
        for viewer in (None, *range(len(g.players))):
            kept = kept_cache(g, viewer).entries
            before = dict(kept)
            got = view(g, viewer)
            assert json.dumps(got) == json.dumps(fresh_view(g, viewer))
            for at, new in kept.items():
                old = before.get(at)
                if old is not None and old is not new:
                    seen["in part" if old[0][:11] == new[0][:11] else "anew"] += 1

    checked_games(check)
    assert seen["in part"] > seen["anew"] > 0


def _request_the_long_way(g: Game, req: ActRequest) -> dict[str, Any]:
    """An act request's JSON as it was made before (each tree asked of its option, the
    default made JSON by answer_to_json whatever it is)."""
    return {"kind": req.kind, "seat": req.seat, "prompt": req.prompt, "reason": req.reason,
            "data": copy_json(req.data), "default": answer_to_json(req.default()),
            "options": [{"key": o.key, "label": o.label, "fixed_cards": list(o.fixed_cards),
                         "tree": o.describe()} for o in req.options],
            "can_pass": req.can_pass,
            "blocked": {k: r.to_json(g.ruleset.name) for k, r in req.blocked.items()},
            "refused_targets": {o.key: {str(s): r.to_json(g.ruleset.name) for s, r in why.items()}
                                for o in req.options if (why := o.refused_first())}}


def test_requests_are_made_as_the_long_way_makes_them() -> None:
    """At every decision, every open request's common part (its default made JSON
    without a call when None) and an act request's JSON (eager or lazy trees) are the
    long way's, to the byte; defaults of None and others are both met."""
    seen: Counter[bool] = Counter()

    def check(g: Game) -> None:
        for req in g.open_requests():
            default = req.default()
            assert json.dumps(Request.to_json(req, g.ruleset.name)) == json.dumps(
                {"kind": req.kind, "seat": req.seat, "prompt": req.prompt,
                 "reason": req.reason, "data": copy_json(req.data),
                 "default": answer_to_json(default)})
            seen[default is None] += 1
            if isinstance(req, ActRequest):
                long = json.dumps(_request_the_long_way(g, req))
                assert json.dumps(req.to_json(g.ruleset.name)) == long
                lazy = req.to_json(g.ruleset.name, lazy=True, blocked=False)
                lazy["options"] = [dict(o, tree=dict(o["tree"])) for o in lazy["options"]]
                assert json.dumps(lazy) == json.dumps(
                    {k: v for k, v in json.loads(long).items()
                     if k not in ("blocked", "refused_targets")})

    checked_games(check)
    assert seen[True] > 0 and seen[False] > 0


class _Seat(int):
    """A seat number of an int subclass (an IntEnum's, a numpy-like integer)."""


def test_seats_and_cursors_of_int_subclasses_are_taken_bools_refused() -> None:
    g = full_game(5, 1)
    assert json.dumps(g.observe(_Seat(2), _Seat(0))) == json.dumps(g.observe(2, 0))
    for seat, since in ((True, 0), (2, False), (5, 0), (None, True)):
        with pytest.raises(ValueError):
            g.observe(seat, since)
