"""Choosing behaves one way (issue 22, item 9): one card waits for Enter as two do and
can be taken back; a skill keeps its letter all game; a key that does nothing says so."""

from __future__ import annotations

from typing import Any

from test_choosing import asked

from sgs.tui.choosing import PICKED, CardsChoice, Note, Submit, choice_for
from sgs.tui.keys import LETTERS, KeyRing

Json = dict[str, Any]


def one_card(req: Json) -> bool:
    return req["kind"] == "cards" and req["min"] == req["max"] == 1 and len(req["cards"]) >= 2


def test_one_card_waits_for_enter_and_can_be_taken_back() -> None:
    """docs/table.md: press the cards one at a time (again to take one back); Enter."""
    _, view, req = asked(one_card, "en")
    choice = choice_for(req, view)
    assert isinstance(choice, CardsChoice)
    first, second = (int(c) for c in req["cards"][:2])
    assert choice.pick(f"card:{first}") is None  # not sent: Enter answers
    assert choice.ready()
    assert choice.pick(f"card:{first}") is None  # taken back
    assert not choice.ready() and isinstance(choice.confirm(), Note)
    choice.pick(f"card:{first}")
    choice.pick(f"card:{second}")  # another card takes its place
    assert [i.key for i in choice.items() if i.state == PICKED] == [f"card:{second}"]
    done = choice.confirm()
    assert isinstance(done, Submit) and done.value == [second]


def test_a_skill_keeps_its_letter_when_its_chip_comes_and_goes() -> None:
    """奋迅/天义 moved from k l to m o as the hand changed between play phases."""
    ring = KeyRing()
    first = ring.assign(["card:1", "card:2", "opt:skill:fenxun", "opt:skill:tianyi"])
    ring.assign(["card:3"])  # another question: the skills are not shown
    later = ring.assign([f"card:{i}" for i in range(10, 20)] +
                        ["opt:skill:fenxun", "opt:skill:tianyi"])
    assert later["opt:skill:fenxun"] == first["opt:skill:fenxun"]
    assert later["opt:skill:tianyi"] == first["opt:skill:tianyi"]
    assert len(set(later.values())) == len(later)  # no card shares a skill's letter


def test_no_letter_is_q_or_z() -> None:
    """q leaves (asking first), z passes the rest of a card's 无懈可击 windows."""
    assert not set(LETTERS) & {"q", "z", "x", "y", "n"}
