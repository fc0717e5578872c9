"""``--deck`` (issue 9, item 2): the card set a game is played with — ``honglou`` (the
default), ``standard``, ``standard+maneuvering`` — with ``--set`` the same option."""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from sgs.cli.main import app
from sgs.packs import ruleset

runner = CliRunner()


def sim(*args: str) -> dict[str, Any]:
    res = runner.invoke(app, ["sim", "--json", "--games", "2", "--players", "5",
                              "--bots", "random", "--jobs", "1", *args])
    assert res.exit_code == 0, res.output
    data: dict[str, Any] = json.loads(res.stdout)
    return data


@pytest.mark.parametrize(("deck", "other"), [
    ("honglou", "standard"), ("standard", "honglou"), ("standard+maneuvering", "honglou"),
])
def test_each_deck_choice_plays_with_its_generals(deck: str, other: str) -> None:
    """Each choice plays whole games with its own generals, none of another set's."""
    s = sim("--deck", deck, "--seed", "3")
    assert s["finished"] == 2 and s["errors"] == 0
    played = set(s["wins_by_general"])
    assert len(played) >= 5
    assert played <= set(ruleset(deck).generals)
    assert not played & set(ruleset(other).generals)


def test_set_is_the_same_option() -> None:
    """``--set`` is kept: the same games as ``--deck``."""
    a, b = sim("--deck", "standard", "--seed", "5"), sim("--set", "standard", "--seed", "5")
    strip = ("seconds", "games_per_second", "decisions_per_second")
    assert {k: v for k, v in a.items() if k not in strip} == \
        {k: v for k, v in b.items() if k not in strip}


def test_an_unknown_deck_is_refused_by_name() -> None:
    """An unknown deck names the option and the known choices."""
    res = runner.invoke(app, ["sim", "--deck", "nope", "--games", "1"])
    assert res.exit_code == 2
    assert "--deck" in res.output and "standard+maneuvering" in res.output
