"""Bad input gets a clear error and loses nothing.

At every decision of seeded random games, malformed and illegal answers are
thrown at the pending request: each must raise IllegalAnswer (a ValueError)
with a message, and leave the log, the state and the pending request exactly
as they were.  Then the bot's legal answer moves the game on.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from sgs.agents import RandomBot
from sgs.core import Act, Game, IllegalAnswer, NoPendingRequest, view
from sgs.core.requests import Request
from sgs.host import Seats
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset

ALWAYS_BAD: list[Any] = [3.5, object(), {"bogus": 1}, [[[]]], -1, "no-such-choice"]


def bad_answers(req: Request) -> list[Any]:
    """Answers that can never be legal for ``req``."""
    out = list(ALWAYS_BAD)
    kind = req.kind
    if kind in ("play", "respond"):
        out += [Act("card:99999"), {"option": 5}, Act("skill:no_such_skill"),
                {"option": "card:1", "cards": "x"}]
        if not getattr(req, "can_pass", True):
            out.append(None)
        options = getattr(req, "options", [])
        if options:
            out.append(Act(options[0].key, (), (99,)))  # no seat 99
    elif kind == "cards":
        out += [(99999,), "hand", [True]]
        cards = getattr(req, "cards", [])
        if cards:
            out.append((cards[0], cards[0]))  # the same card twice
    elif kind == "confirm":
        out += ["yes", 1, None]
    elif kind == "players":
        out += [(99,), (0, 0)]
    elif kind == "option":
        out += [None, 1]
    elif kind == "card_of":
        out += ["deck", 99999, None]
    elif kind == "distribute":
        out += [{"99": [1]}, {"x": [1]}, [1, 2]]
    elif kind == "arrange":
        out += [((), ()), "top"]
    return out


def snapshot(g: Game) -> str:
    return json.dumps([len(g.log), g.log[-1], [view(g, s) for s in range(len(g.players))]],
                      default=str, sort_keys=True)


@pytest.mark.parametrize("seed", range(6))
def test_bad_answers_change_nothing(seed: int) -> None:
    g = Game(ruleset("honglou"), IdentityMode(), 5, seed)
    seats = Seats(g, [RandomBot(seed * 7 + i) for i in range(5)])
    kinds: set[str] = set()
    while g.pending is not None:
        req = g.pending
        kinds.add(req.kind)
        before = snapshot(g)
        for bad in bad_answers(req):
            with pytest.raises(IllegalAnswer) as err:
                g.answer(bad)
            assert str(err.value), "the error must say what was wrong"
            assert g.pending is req
            assert snapshot(g) == before
        seats.answer(req)
    assert {"play", "respond", "cards", "confirm", "option"} <= kinds
    with pytest.raises(NoPendingRequest):
        g.answer(None)


def test_illegal_answer_is_a_value_error() -> None:
    assert issubclass(IllegalAnswer, ValueError)
