"""Act requests checked the short way read as the long way checks them (fifth round).

* ``ActRequest.validate`` takes the common answer (a mapping of an option and short
  lists of plain ints) in one pass, without ``plain``'s copy: checked against
  ``_check(plain(answer))`` at every act request of seeded bot games, for the bot's
  answer and variants of it (keys left out or added, other options, bad seats, bools,
  tuples, long lists), the same answer or the same refusal.
"""

from __future__ import annotations

from typing import Any

import pytest
from core_support import bot_games

from sgs.core.errors import IllegalAnswer
from sgs.core.requests import ActRequest, plain
from sgs.host import drive


def _outcome(check: Any, answer: Any) -> Any:
    try:
        return "ok", check(answer)
    except IllegalAnswer as e:
        return "refused", e.refusal, e.message


def _variants(req: ActRequest, answer: Any) -> list[Any]:
    out: list[Any] = [answer, None, 5, "x", [], {}, {"option": 5}, {"option": "nope"}]
    for o in req.options[:6]:
        out += [{"option": o.key}, {"option": o.key, "cards": list(o.fixed_cards)},
                {"option": o.key, "cards": list(o.fixed_cards), "targets": [req.seat]},
                {"option": o.key, "targets": [0, 0]}]
    out += [{"option": k} for k in list(req.blocked)[:3]]
    if isinstance(answer, dict):
        cards, targets = answer.get("cards", []), answer.get("targets", [])
        out += [
            {k: v for k, v in answer.items() if k != "cards"},
            {k: v for k, v in answer.items() if k != "targets"},
            {**answer, "extra": 1},
            {**answer, "targets": tuple(targets)},
            {**answer, "cards": tuple(cards)},
            {**answer, "cards": [*cards, *cards]},
            {**answer, "cards": [True, *cards]},
            {**answer, "targets": [*targets, 0]},
            {**answer, "targets": [*targets, 99]},
            {**answer, "targets": targets[:1] if len(targets) > 1 else []},
            {**answer, "targets": targets[0] if targets else 0},
            {**answer, "targets": [*targets] * 40},
            {**answer, "cards": [*range(70)]},
            {**answer, "option": [answer.get("option")]},
            {1: 2, **answer},
        ]
    return out


def test_the_short_answer_check_reads_as_the_long_way(monkeypatch: pytest.MonkeyPatch) -> None:
    original = ActRequest.validate
    counts = {"requests": 0, "answers": 0, "refused": 0}

    def validate(self: ActRequest, answer: Any) -> Any:
        counts["requests"] += 1
        for variant in _variants(self, answer):
            short = _outcome(lambda a: original(self, a), variant)
            assert short == _outcome(lambda a: self._check(plain(a)), variant), \
                (self.kind, variant)
            counts["answers"] += 1
            counts["refused"] += short[0] == "refused"
        return original(self, answer)

    monkeypatch.setattr(ActRequest, "validate", validate)
    for _, g, agents in bot_games():
        drive(g, agents)
    assert counts["requests"] > 1000 and counts["refused"] > 10_000, counts


def test_plain_lists_of_ints_are_copied_as_walking_them_makes() -> None:
    for value in ([1, 2], (3,), [], [True, 1], list(range(64)), list(range(65)), [1, [2]]):
        assert plain(value) == [*value] and type(plain(value)) is list
        assert plain(value) is not value
