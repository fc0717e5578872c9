"""Cards on a general card (seed 002, issue 9 item 4): what every consumer is handed —
the seat protocol's observation, the log, the bots (clients of the protocol) and a
replay of the log.  The terminal's own tests: tests/cli/test_cli_cards_on_generals.py."""

from __future__ import annotations

from typing import Any

import pytest
from core_support import packs_registry
from cover_support import cover_pack, run, table

from sgs.agents import RandomBot, RuleBot
from sgs.core import Game, Ruleset, ops
from sgs.core.log import dumps
from sgs.host import drive
from sgs.modes.identity import IdentityMode
from sgs.packs import set_packs
from sgs.replay import loads, verify

GENERALS = ("t_burier", "t_crosser", "zhou_tai", "deng_ai", "cao_ren")


def _entry(obs: dict[str, Any], seat: int) -> dict[str, Any]:
    p: dict[str, Any] = obs["table"]["players"][seat]
    return p


def test_an_observation_hides_a_face_down_card_from_who_may_not_look() -> None:
    """The protocol: a face-down card is {"id": null, "face_down": true} for a seat the
    room setting does not let look, its face marked face_down for the owner."""
    t = table("t_prober", "blank", game_options={"face_down_view": "owner"})
    t.set_hand(0, "slash ♠7")
    g = t.start(0, "play")
    cid = t.find("slash ♠7")
    run(t, lambda g: ops.put_on_general(g, 0, "p", [cid], face_up=False))
    theirs, mine = g.observe(1), g.observe(0)
    assert _entry(theirs, 0)["piles"] == {"p": [{"id": None, "face_down": True}]}
    assert _entry(mine, 0)["piles"]["p"][0] == {"id": cid, "name": "slash", "suit": "spade",
                                                "rank": 7, "face_down": True}
    assert _entry(theirs, 0)["placement"] == "parallel"
    assert cid not in [c for r in theirs["events"] if r["t"] == "move" for c in r["cards"]]


def test_an_observation_shows_the_frozen_hp_to_the_others_and_both_to_the_owner() -> None:
    """The protocol: while 垂置, ``hp`` is the frozen display for the others and the true
    HP for the owner; ``shown_hp`` is the display (null when it follows the HP)."""
    t = table("t_prober", "blank", "blank")
    t.set_pile(1, "p", "peach ♥3", perpendicular=True)
    g = t.start(0, "play")
    run(t, lambda g: ops.damage(g, 0, 1, 1))
    for seat in (None, 0, 2):
        p = _entry(g.observe(seat), 1)
        assert (p["hp"], p["shown_hp"], p["placement"]) == (4, 4, "perpendicular")
    p = _entry(g.observe(1), 1)
    assert (p["hp"], p["shown_hp"]) == (3, 4)
    assert _entry(g.observe(0), 0)["shown_hp"] is None


def test_only_the_owner_is_asked_which_card_to_turn_up() -> None:
    """每回合开始时，该角色选择一张背面朝上的卡牌翻至正面朝上 — the request is the owner's,
    and names cards only the owner may see."""
    t = table("blank", "blank", "t_prober", game_options={"face_down_view": "owner"})
    t.set_pile(2, "p", "peach ♥3", "jink ♦3", face_up=False)
    g = t.start(0, "finish")
    req = g.observe(2)["request"]
    assert req["kind"] == "cards" and req["prompt"] == "turn_face_up"
    assert g.observe(1)["request"] is None and g.observe(0)["request"] is None


@pytest.mark.parametrize("face_down_view", ["all", "owner"])
@pytest.mark.parametrize("seed", range(4))
def test_bots_play_tables_of_covered_and_crosswise_generals(seed: int,
                                                           face_down_view: str) -> None:
    """The rule and random bots (JSON only) finish games where cards lie face down, 垂置
    locks generals and the HP display freezes; each log replays to the same records."""
    rules = Ruleset(*set_packs("standard+wind_mountain"), cover_pack())
    generals = {s: GENERALS[(seed + s) % len(GENERALS)] for s in range(5)}
    g = Game(rules, IdentityMode(generals=generals), 5, seed,
             {"face_down_view": face_down_view})
    drive(g, [RuleBot(seed + s) if s % 2 else RandomBot(seed + s) for s in range(5)])
    assert g.over
    registry = {**packs_registry(), "cover_test": cover_pack}
    res = verify(loads("\n".join(dumps(r) for r in g.log)), registry)
    assert res.finished and res.records == len(g.log)


def test_the_bots_games_do_meet_the_states() -> None:
    """The games above are not vacuous: across them cards lie face down and 垂置."""
    kinds: set[str] = set()
    for seed in range(4):
        rules = Ruleset(*set_packs("standard+wind_mountain"), cover_pack())
        generals = {s: GENERALS[(seed + s) % len(GENERALS)] for s in range(5)}
        g = Game(rules, IdentityMode(generals=generals), 5, seed)
        drive(g, [RandomBot(seed + s) for s in range(5)])
        kinds |= {f"{r['t']}:{r.get('placement') or r.get('face_up')}" for r in g.log
                  if r["t"] in ("placement", "pile_turn")}
        kinds |= {"covered" for r in g.log if r["t"] == "move" and r["dst"]["zone"] == "pile"
                  and r["face_up"] is False}
    assert {"placement:perpendicular", "placement:parallel", "pile_turn:True",
            "covered"} <= kinds
