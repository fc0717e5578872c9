"""Issue 22 item 3: a request's ``default`` — what a time-out answers — is legal and is
the answer that does least: pass, decline, reveal nothing, use no skill, the fewest
cards and players the rule allows.  Checked at every request of seeded games of every
mode and set, without submitting it (the request's own validation)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from sgs.agents import RandomBot
from sgs.core import Game
from sgs.core.requests import (
    ActRequest,
    ArrangeRequest,
    ChooseCardsRequest,
    ChooseOptionRequest,
    ChoosePlayersRequest,
    ConfirmRequest,
    DistributeRequest,
    Request,
    answer_to_json,
)
from sgs.modes import make_mode
from sgs.packs import ruleset

# the option of each of these prompts that does nothing: its default
NOTHING = {"hegemony.reveal": "none", "hegemony.summon": "none",
           "skill.yingyang.choose": "yingyang_none"}


def least_problem(req: Request) -> str | None:
    """Why ``req``'s default is illegal or does more than the least, or None."""
    d = req.default()
    try:  # legal as the engine gives it, and as JSON (what a server would send back)
        req.validate(d)
        req.validate(answer_to_json(d))
    except Exception as exc:  # (any failure is the finding)
        return f"illegal default {d!r}: {exc}"
    if isinstance(req, ActRequest):
        if req.can_pass and d is not None:
            return f"acts ({d}) where it may pass"
    elif isinstance(req, ConfirmRequest):
        if d is not False:
            return "says yes"
    elif isinstance(req, ChooseCardsRequest):
        if len(d) != req.min:
            return f"chooses {len(d)} cards, not the fewest ({req.min})"
    elif isinstance(req, ChoosePlayersRequest):
        if len(d) != req.min:
            return f"chooses {len(d)} players, not the fewest ({req.min})"
    elif isinstance(req, DistributeRequest):
        if sum(len(v) for v in d.values()) != req.min_cards:
            return f"gives {d}, not the fewest cards ({req.min_cards})"
    elif isinstance(req, ArrangeRequest):
        if d != (tuple(req.cards), ()):
            return "moves the cards"
    elif isinstance(req, ChooseOptionRequest):
        nothing = NOTHING.get(req.prompt)
        doing_nothing = [o for o in req.options if o == "none" or o.endswith("_none")]
        if nothing is not None and nothing in req.options and d != nothing:
            return f"{req.prompt}: {d!r}, not {nothing!r}"
        if doing_nothing and d not in doing_nothing:
            return f"{req.prompt}: {d!r} where {doing_nothing} does nothing"
    return None


GAMES = [  # (mode, set, players, seeds)
    ("identity", "honglou", 5, range(2)),
    ("identity", "standard", 5, range(2)),
    ("identity", "standard+maneuvering", 6, range(2)),
    ("hegemony", "hegemony", 6, range(3)),
    ("hegemony", "hegemony+expansions", 6, range(3)),
]


@pytest.mark.parametrize(("mode", "deck", "players", "seeds"), GAMES,
                         ids=[f"{m}-{d}" for m, d, _, _ in GAMES])
def test_every_default_is_legal_and_does_least(mode: str, deck: str, players: int,
                                               seeds: range) -> None:
    rs = ruleset(deck)
    kinds: Counter[str] = Counter()
    prompts: Counter[str] = Counter()
    problems: list[str] = []
    for seed in seeds:
        g = Game(rs, make_mode(mode), players, seed)
        bots = [RandomBot(seed * 16 + s) for s in range(players)]
        while g.open_requests() and g.decisions < 3000:
            for req in g.open_requests():
                kinds[req.kind] += 1
                prompts[req.prompt] += 1
                problem = least_problem(req)
                if problem is not None:
                    problems.append(f"seed {seed}, {req.kind} {req.prompt!r} "
                                    f"({req.reason}): {problem}")
                obs = g.observe(req.seat, parts={"request"})
                g.submit(req.seat, bots[req.seat].act(obs, obs["request"]))
    assert problems == []
    assert {"play", "respond", "cards", "confirm"} <= set(kinds)  # the games asked much
    if mode == "hegemony":
        assert prompts["hegemony.reveal"] > 0  # the reveal, whose default was "main"


def test_the_prepare_phase_reveal_and_the_summon_reveal_nothing_by_default() -> None:
    """The 准备-phase reveal and the answer to a 阵法召唤 defaulted to "main" (revealing a
    general) before issue 22: a time-out now reveals nothing."""
    reveal = ChooseOptionRequest(0, "hegemony.reveal", "reveal",
                                 options=["main", "deputy", "both", "none"], least="none")
    summon = ChooseOptionRequest(1, "hegemony.summon", "formation_summon",
                                 options=["main", "deputy", "none"], least="none")
    assert reveal.default() == "none" and summon.default() == "none"
    assert reveal.to_json()["default"] == "none"


def _default_of_the_first(g: Game, prompt: str) -> Any:
    bots = [RandomBot(s) for s in range(len(g.players))]
    while g.open_requests():
        for req in g.open_requests():
            if req.prompt == prompt:
                return req.default()
            obs = g.observe(req.seat, parts={"request"})
            g.submit(req.seat, bots[req.seat].act(obs, obs["request"]))
    raise AssertionError(f"no {prompt} was asked")


def test_a_hegemony_games_first_reveal_question_defaults_to_none() -> None:
    g = Game(ruleset("hegemony"), make_mode("hegemony"), 4, 3)
    assert _default_of_the_first(g, "hegemony.reveal") == "none"
