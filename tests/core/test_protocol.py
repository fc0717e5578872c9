"""The seat protocol (docs/protocol.md): observations, self-describing requests, submit,
windows that ask several seats at once."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from sgs.agents import RandomBot
from sgs.agents.legal import act_answers, card_choices, player_choices
from sgs.core import Game, IllegalAnswer
from sgs.core.protocol import PARTS, PROTOCOL_VERSION
from sgs.core.requests import ActRequest, Request
from sgs.host import Seats
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset
from sgs.testing import Table

# ---------------------------------------------------------------- requests describe themselves


def _engine_acts(req: ActRequest) -> set[str]:
    """Every legal answer as the engine's own step checks enumerate them."""
    out = {json.dumps(None)} if req.can_pass else set()
    for opt in req.options:
        for cards in opt.card_sets(limit=10_000):
            for targets in opt.target_sets(cards, limit=10_000):
                out.add(json.dumps({"option": opt.key, "cards": list(cards),
                                    "targets": list(targets)}))
    return out


def _json_answers(d: dict[str, Any]) -> list[Any] | None:
    """Every legal answer built from the request's JSON alone (None: not enumerable)."""
    kind = d["kind"]
    if kind in ("play", "respond"):
        return list(act_answers(d))
    if kind == "cards":
        return list(card_choices(d)) if len(d["cards"]) <= 12 else None
    if kind == "players":
        return list(player_choices(d))
    if kind == "option":
        return list(d["options"])
    if kind == "confirm":
        return [False, True]
    if kind == "card_of":
        return (["hand"] if d["hand_count"] else []) + d["visible"]
    return None


def _check_request(req: Request, kinds: set[str]) -> None:
    d = req.to_json()
    assert json.loads(json.dumps(d)) == d  # plain JSON
    kinds.add(d["kind"])
    req.validate(d["default"])
    answers = _json_answers(d)
    if answers is None:
        return
    for a in answers:
        req.validate(a)  # no illegal answer can be built from the JSON
    if isinstance(req, ActRequest):
        assert {json.dumps(a) for a in answers} == _engine_acts(req)  # and every legal one


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (5, 2), (5, 3), (8, 4)])
def test_every_legal_answer_and_no_other_from_the_json(players: int, seed: int) -> None:
    g = Game(ruleset("honglou"), IdentityMode(), players, seed)
    seats = Seats(g, [RandomBot(seed * 10 + s) for s in range(players)])
    kinds: set[str] = set()
    while True:
        for req in g.open_requests():
            _check_request(req, kinds)
        if not seats.step():
            break
    assert {"option", "play", "cards"} <= kinds


def test_a_refused_option_says_why_in_the_json() -> None:
    t = Table("blank", "blank", "blank", "blank")
    t.set_hand(0, "slash ♠7", "jink ♦2")
    t.start(seat=0, phase="play")
    obs = t.game.observe(0)
    blocked = obs["request"]["blocked"]
    assert blocked[f"card:{t.find('jink ♦2')}"]["en"] == "Dodge is only used in response"
    tree = next(o["tree"] for o in obs["request"]["options"]
                if o["key"] == f"card:{t.find('slash ♠7')}")
    slash = str(t.find("slash ♠7"))
    assert set(tree["cards"][slash]["targets"]["next"]) == {"1", "3"}  # seat 2 out of reach
    # a client that leaves out the part "blocked" gets the same request without it
    without = t.game.observe(0, parts=PARTS - {"blocked"})["request"]
    # (the part holds the reasons for targets too: refused_targets, issue 22)
    assert "blocked" not in without and without == {k: v for k, v in obs["request"].items()
                                                    if k not in ("blocked", "refused_targets")}


# ---------------------------------------------------------------- observe and submit


def test_observations_are_json_and_the_cursor_counts_only_what_the_seat_sees() -> None:
    g = Game(ruleset("honglou"), IdentityMode(), 5, 7)
    bots = [RandomBot(70 + s) for s in range(5)]
    cursors = dict.fromkeys(range(5), 0)
    seen: dict[int, list[Any]] = {s: [] for s in range(5)}
    while g.open_requests():
        for req in g.open_requests():
            obs = g.observe(req.seat, since=cursors[req.seat])
            assert obs["protocol"] == PROTOCOL_VERSION and obs["seat"] == req.seat
            assert json.loads(json.dumps(obs)) == obs
            assert obs["request"] == req.to_json(g.ruleset.name)
            seen[req.seat] += obs["events"]
            cursors[req.seat] = obs["cursor"]
            g.submit(req.seat, bots[req.seat].act(obs, obs["request"]))
    for s in range(5):
        whole = g.observe(s)
        assert whole["request"] is None
        # the same records in the same order; a role shown since (at a death) is now shown
        # in the header and generals records too
        assert [r for r in whole["events"][: len(seen[s])]
                if r["t"] not in ("header", "generals")] == \
            [r for r in seen[s] if r["t"] not in ("header", "generals")]
        assert whole["cursor"] == len(whole["events"])
        assert all(r["t"] != "answer" or r["seat"] == s for r in whole["events"])
    spectator = g.observe(None)
    assert spectator["request"] is None
    assert all(p["hand"] is None for p in spectator["table"]["players"])


def test_an_observation_holds_the_parts_asked_for_and_the_same_cursor() -> None:
    """observe(parts=...): each part asked for is what the whole observation holds;
    the others are left out (an act request without "blocked" has no reasons); the
    cursor moves the same (docs/protocol.md)."""
    g = Game(ruleset("honglou"), IdentityMode(), 5, 3)
    bots = [RandomBot(30 + s) for s in range(5)]
    cursors = dict.fromkeys(range(5), 0)
    checked = 0
    while g.open_requests() and checked < 200:
        for req in g.open_requests():
            since = cursors[req.seat]
            whole = g.observe(req.seat, since=since)
            for parts in ({"request", "blocked"}, {"request"}, {"events", "you"}, set()):
                some = g.observe(req.seat, since=since, parts=parts)
                assert set(some) == {"protocol", "seat", "cursor"} | (parts & set(whole))
                for k in some:
                    want = whole[k]
                    if k == "request" and want is not None and "blocked" not in parts:
                        want = {x: v for x, v in want.items()
                                if x not in ("blocked", "refused_targets")}
                    assert some[k] == want
            cursors[req.seat] = whole["cursor"]
            g.submit(req.seat, bots[req.seat].act(whole, whole["request"]))
            checked += 1
    assert checked >= 50
    with pytest.raises(ValueError, match="no observation part"):
        g.observe(0, parts={"request", "hands"})


def test_submit_for_a_seat_not_asked_changes_nothing() -> None:
    t = Table("blank", "blank")
    t.set_hand(0, "slash ♠7")
    g = t.start(seat=0, phase="play")
    before = json.dumps(g.log)
    for seat in (1, 5, -1, True, "0"):
        with pytest.raises(IllegalAnswer) as err:
            g.submit(seat, None)  # type: ignore[arg-type]
        assert err.value.refusal is not None and err.value.refusal.code == "seat.not_asked"
    assert json.dumps(g.log) == before and g.pending is not None


@pytest.mark.parametrize(("seat", "since"), [(9, 0), (-1, 0), (0, 1.5), (True, 0)])
def test_observe_refuses_a_bad_seat_or_cursor(seat: Any, since: Any) -> None:
    t = Table("blank", "blank")
    g = t.start(seat=0, phase="play")
    with pytest.raises(ValueError):
        g.observe(seat, since=since)


# ---------------------------------------------------------------- windows


def _nullification_table() -> Table:
    t = Table("blank", "blank", "blank", "blank")
    t.set_hand(0, "ex_nihilo ♥7").set_hand(1, "nullification ♠J")
    t.set_hand(2, "nullification ♣Q").set_hand(3, "nullification ♣K")
    t.start(seat=0)
    t.use("ex_nihilo")
    return t


def _answers(t: Table, yes: set[int]) -> dict[int, Any]:
    out: dict[int, Any] = {}
    for req in t.game.open_requests():
        assert isinstance(req, ActRequest)
        out[req.seat] = {"option": req.options[0].key, "targets": [0]} \
            if req.seat in yes else None
    return out


@pytest.mark.parametrize("yes", [set(), {3}, {2, 3}, {1, 2, 3}])
def test_a_window_asks_all_at_once_and_the_order_of_answers_does_not_matter(
        yes: set[int]) -> None:
    """无懈可击: everyone holding one is asked at once; among several who say yes, the
    first in seat order from the current player uses theirs (docs/protocol.md)."""
    logs = []
    for order in ([1, 2, 3], [3, 2, 1], [2, 3, 1]):
        t = _nullification_table()
        assert [r.seat for r in t.game.open_requests()] == [1, 2, 3]
        answers = _answers(t, yes)
        for i, seat in enumerate(order):
            t.game.submit(seat, answers[seat])
            if i < len(order) - 1:  # nothing is decided before the window closes
                assert sorted(r.seat for r in t.game.open_requests()) == \
                    sorted(order[i + 1:])
        # whoever comes next, the window's outcome is the same
        while t.game.pending is not None and t.pending.kind == "respond":
            t.pass_()
        logs.append(json.dumps(t.game.log))
        if yes:
            user = min(yes)
            assert "nullification" not in t.hand(user)
            assert all(t.hand(s) == ["nullification"] for s in yes - {user})
    assert logs[0] == logs[1] == logs[2]


def test_seeded_games_are_the_same_whatever_order_window_answers_arrive_in() -> None:
    """Bots answering a window's seats in a shuffled order give the same log."""
    logs = []
    for shuffle_seed in (None, 1, 2):
        g = Game(ruleset("honglou"), IdentityMode(), 6, 21)
        bots = [RandomBot(210 + s) for s in range(6)]
        rng = random.Random(shuffle_seed)
        while open_ := g.open_requests():
            if shuffle_seed is not None:
                rng.shuffle(open_)
            for req in open_:
                obs = g.observe(req.seat)
                g.submit(req.seat, bots[req.seat].act(obs, obs["request"]))
        logs.append(json.dumps(g.log))
    assert logs[0] == logs[1] == logs[2]


def test_the_catalogue_says_which_cards_and_skills_harm_their_targets() -> None:
    """``harms`` (docs/protocol.md): what a client asks about before a player uses it
    on a known friend."""
    g = Game(ruleset("standard+maneuvering"), IdentityMode(), 5, 1)
    cat = g.observe(0)["catalogue"]
    harms = {n for n, c in cat["cards"].items() if c["harms"]}
    assert {"slash", "fire_slash", "thunder_slash", "duel", "dismantlement", "snatch",
            "collateral", "indulgence", "supply_shortage", "fire_attack"} <= harms
    assert not harms & {"peach", "jink", "ex_nihilo", "god_salvation", "iron_chain",
                        "analeptic", "nullification"}
    skills = {s for s, k in cat["skills"].items() if k["harms"]}
    assert {"lijian", "fanjian", "jijiang"} <= skills
    assert not skills & {"zhiheng", "jieyin", "rende", "kurou", "qingnang"}
