"""The request-JSON helpers agents build answers with (sgs.agents.legal) agree with the
engine: an answer the helpers call legal is one the engine accepts, and the other
way round, at every decision of seeded random games."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from sgs.agents import RandomBot
from sgs.agents.legal import (
    OptionTree,
    act_answers,
    card_node,
    card_selections,
    problem,
    sample_cards,
)
from sgs.agents.rule.options import Option
from sgs.core import Game, IllegalAnswer, Request
from sgs.host import Seats
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset


def _engine_accepts(req: Request, answer: Any) -> bool:
    try:
        req.validate(answer)
    except IllegalAnswer:
        return False
    return True


def _candidates(request: dict[str, Any], rng: random.Random) -> list[Any]:
    """Some legal answers and some near misses for one request."""
    kind = request["kind"]
    out: list[Any] = [request["default"], None, "hand", True, [], {}]
    if kind in ("play", "respond"):
        legal = list(act_answers(request))
        out += rng.sample(legal, min(6, len(legal)))
        for a in list(out):
            if isinstance(a, dict) and "option" in a:
                out.append(dict(a, targets=[*a["targets"], rng.randrange(5)]))
                out.append(dict(a, cards=a["cards"][:-1]))
                out.append(dict(a, cards=[*a["cards"], rng.randrange(108)]))
                out.append(dict(a, targets=a["targets"][::-1]))
    elif kind == "cards":
        cards = request["cards"]
        for n in range(0, min(len(cards), 4) + 1):
            out.append(rng.sample(cards, n))
        out.append([*cards[:1], *cards[:1]])
    elif kind == "players":
        seats = request["seats"]
        for n in range(0, len(seats) + 1):
            out.append(rng.sample(seats, n))
    elif kind == "card_of":
        out += [*request["visible"], rng.randrange(108)]
    elif kind == "option":
        out += [*request["options"], "no such option"]
    elif kind == "distribute":
        out.append({str(request["seats"][0]): request["cards"][:1]})
        out.append({str(s): request["cards"] for s in request["seats"]})
    elif kind == "arrange":
        cards = list(request["cards"])
        out += [[cards, []], [[], cards], [cards[:-1], []]]
    return out


@pytest.mark.parametrize("players", [2, 5, 8])
def test_problem_agrees_with_the_engine(players: int) -> None:
    rng = random.Random(players)
    checked = 0
    for seed in range(3):
        g = Game(ruleset("honglou"), IdentityMode(), players, seed)
        seats = Seats(g, [RandomBot(seed * 10 + i) for i in range(players)])
        while not g.over:
            for req in g.open_requests():
                request = g.observe(req.seat)["request"]
                for answer in _candidates(request, rng):
                    mine = problem(request, answer) is None
                    assert mine == _engine_accepts(req, answer), (request["kind"], answer)
                    checked += 1
            if not seats.step():
                break
    assert checked > 1000


def test_option_reads_its_tree() -> None:
    """Cards as a set in any order, targets in order, completeness from the tree."""
    tree = {"cards": {
        "3": {"cards": {"5": {"targets": {"done": False, "next": {
            "1": {"done": True, "next": {"2": {"done": True, "next": {}}}}}}}}},
        "5": {}}}
    opt = Option({"key": "skill:x", "label": "x", "tree": tree}, {5: 0, 3: 1})
    assert opt.card_pool == [5, 3]  # my hand's order
    assert opt.selectable_cards(()) == [3, 5]  # the tree's first step
    assert opt.selectable_cards((5,)) == [3]  # {5, 3} is the path 3 → 5
    assert opt.cards_done((5, 3)) and not opt.cards_done((3,))
    assert list(opt.card_sets()) == [(3, 5)]
    assert opt.selectable_targets((5, 3), ()) == [1]
    assert not opt.targets_done((3, 5), ()) and opt.targets_done((3, 5), (1,))
    assert list(opt.target_sets((3, 5))) == [(1,), (1, 2)]
    assert opt.legal((5, 3), (1, 2)) and not opt.legal((5, 3), (2, 1))
    fixed = Option({"key": "card:7", "label": "slash", "fixed_cards": [7],
                    "tree": {"cards": {"7": {"targets": {"done": True, "next": {}}}}}}, {})
    assert fixed.fixed_cards == (7,) and list(fixed.card_sets()) == [(7,)]
    assert fixed.legal((), ())


ANY_TREE = {"any": [4, 9, 2, 7], "min": 1, "max": 3,
            "targets": {"done": True, "next": {}}}


def test_an_any_node_is_every_set_of_min_to_max_cards() -> None:
    """docs/protocol.md: {"any", "min", "max", "targets"} is the whole card step."""
    opt = OptionTree({"key": "skill:zhiheng", "label": "zhiheng", "tree": ANY_TREE})
    assert opt.pool == [4, 9, 2, 7]
    assert not opt.cards_done(()) and opt.cards_done((7,)) and opt.cards_done((2, 4, 9))
    assert opt.selectable_cards(()) == [4, 9, 2, 7]
    assert opt.selectable_cards((9, 4)) == [2, 7]
    assert opt.selectable_cards((9, 4, 2)) == []  # at most 3
    assert opt.node((4, 5)) is None and card_node(ANY_TREE, (4, 4)) is None
    assert opt.targets_done((2, 7), ())
    sets = [cards for cards, _ in card_selections(ANY_TREE)]
    assert len(sets) == 4 + 6 + 4 and len(set(map(frozenset, sets))) == len(sets)
    request = {"kind": "play", "can_pass": False, "options": [
        {"key": "skill:zhiheng", "label": "zhiheng", "tree": ANY_TREE}]}
    assert problem(request, {"option": "skill:zhiheng", "cards": [7, 2]}) is None
    assert problem(request, {"option": "skill:zhiheng", "cards": []}) is not None
    assert problem(request, {"option": "skill:zhiheng", "cards": [4, 9, 2, 7]}) is not None


def test_sample_cards_draws_every_selection_alike() -> None:
    """The random bot's draw from an any node is uniform over the 14 selections."""
    rng = random.Random(5)
    counts = Counter(frozenset(sample_cards(ANY_TREE, rng)[0]) for _ in range(14_000))
    assert len(counts) == 14
    assert all(800 < n < 1200 for n in counts.values()), counts
