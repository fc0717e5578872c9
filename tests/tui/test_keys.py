"""Letters stay with their chips, and a letter just freed is the last given again."""

from __future__ import annotations

from sgs.tui.keys import LETTERS, KeyRing


def test_a_card_keeps_its_letter_while_in_view() -> None:
    ring = KeyRing("abcd")
    assert ring.assign(["c1", "c2", "c3"]) == {"c1": "a", "c2": "b", "c3": "c"}
    assert ring.assign(["c1", "c3"]) == {"c1": "a", "c3": "c"}  # c2 was played


def test_a_freed_letter_is_given_last() -> None:
    ring = KeyRing("abcd")
    ring.assign(["c1", "c2"])
    assert ring.assign(["c2", "c9"]) == {"c2": "b", "c9": "c"}  # not c1's a
    assert ring.assign(["c2", "c9", "x1", "x2"]) == {"c2": "b", "c9": "c", "x1": "d", "x2": "a"}


def test_too_many_chips_go_without_letters() -> None:
    ring = KeyRing("ab")
    assert ring.assign(["1", "2", "3"]) == {"1": "a", "2": "b"}


def test_no_letter_is_a_key_that_answers_by_itself() -> None:
    """x passes, y and n say yes and no: a card lettered ``n`` beside ``n no`` (a yes/no
    question shows the hand too) would be two chips on one key, the card unreachable."""
    ring = KeyRing()
    given = set(ring.assign([f"card:{i}" for i in range(40)]).values())
    assert len(given) == len(LETTERS)
    assert not given & {"x", "y", "n"}
