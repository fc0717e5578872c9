"""The table's words say the table's keys: a question declined with ``x`` never says
``0`` (a digit points at a seat there), and the line of keys fits 80 columns."""

from __future__ import annotations

from typing import Any

import pytest
from rich.cells import cell_len
from rich.text import Text

from sgs.cli.session import PlayOptions
from sgs.cli.table_host import new_host
from sgs.tui.prompts import prompt_text
from sgs.tui.seat_view import SeatView

Json = dict[str, Any]


def view_of(lang: str, card_set: str = "standard") -> SeatView:
    view = SeatView(lang)
    view.absorb(new_host(PlayOptions(players=5, seat=1, seed=4, card_set=card_set),
                         None).observe())
    return view


# the asks a skill makes that may be declined: 突袭 (players), 鬼才 and 贯石斧 (cards)
ASKS: list[Json] = [
    {"kind": "players", "seat": 1, "prompt": "skill.tuxi.ask", "reason": "tuxi", "data": {},
     "default": [], "seats": [0, 2], "min": 0, "max": 2},
    {"kind": "cards", "seat": 1, "prompt": "skill.tuxi.ask", "reason": "tuxi", "data": {},
     "default": [], "cards": [], "min": 0, "max": 1},
    {"kind": "cards", "seat": 1, "prompt": "skill.guicai.ask", "reason": "guicai",
     "data": {"judged": 0, "card": 3}, "default": [], "cards": [], "min": 0, "max": 1},
    {"kind": "cards", "seat": 1, "prompt": "skill.axe.ask", "reason": "axe",
     "data": {"target": 0}, "default": [], "cards": [], "min": 0, "max": 2},
]


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("req", ASKS, ids=["players", "cards", "guicai", "axe"])
def test_a_skill_is_declined_with_x_not_0(lang: str, req: Json) -> None:
    """Seat 0 is the lord: '(0: don't)' at the table would point at the lord."""
    text = Text.from_markup(prompt_text(req, view_of(lang))).plain
    assert "0 不发动" not in text and "(0: " not in text
    assert ("x 不发动" if lang == "zh" else "x: don't") in text


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_line_of_keys_fits_80_columns(lang: str) -> None:
    """78 cells inside the padding; it names the pace keys, which show nothing else."""
    hint = Text.from_markup(SeatView(lang).ui("hint")).plain
    assert cell_len(hint) <= 78 and "+/-" in hint


def test_no_hp_is_drawn_before_a_general_is_chosen() -> None:
    """Before the pick a seat has no max HP: a dash, not 0/0 (which reads as dead)."""
    from rich.text import Text

    from sgs.tui.on_general import pips

    assert Text.from_markup(pips(0, 0)).plain == "—"
    assert Text.from_markup(pips(3, 4)).plain == "♥♥♥♡"
