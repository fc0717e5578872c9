"""Arranging the top of the draw pile: look at X cards, put them on the top or the
bottom in any order (the engine's arrange request, for 觀星-like skills)."""

from __future__ import annotations

import pytest
from vocab_support import run, table

from sgs.core import IllegalAnswer, ops
from sgs.core.view import log_for, view


def test_arrange_puts_cards_on_top_and_bottom_in_the_chosen_order() -> None:
    t = table("prober", "blank")
    t.set_top("slash ♠7", "jink ♦3", "peach ♥3")
    g = t.start(0, "play")
    top3 = g.draw_pile[:3]
    run(t, lambda g: ops.arrange_top(g, 0, 3, "test"))
    req = t.expect("arrange", 0)
    assert sorted(req.cards) == sorted(top3)  # type: ignore[attr-defined]
    t.answer(((top3[2], top3[0]), (top3[1],)))
    assert g.draw_pile[:2] == [top3[2], top3[0]]
    assert g.draw_pile[-1] == top3[1]
    assert len(g.draw_pile) + sum(len(p.hand) for p in g.players) + len(g.discard_pile) \
        + len(g.processing) == len(g.cards)


def test_only_the_arranger_sees_the_cards() -> None:
    """觀看: 不可以讓其他玩家看見 — the others learn only how many went where."""
    t = table("prober", "blank")
    g = t.start(0, "play")
    top2 = g.draw_pile[:2]
    run(t, lambda g: ops.arrange_top(g, 0, 2, "test"))
    t.answer(((), tuple(top2)))
    assert [r["cards"] for r in log_for(g, 0) if r["t"] == "view"] == [top2]
    assert not [r for r in log_for(g, 1) if r["t"] == "view"]
    assert not [r for r in log_for(g, 1) if r["t"] == "answer"]
    arranged = [r for r in log_for(g, 1) if r["t"] == "arrange"]
    assert [(r["top"], r["bottom"]) for r in arranged] == [(0, 2)]
    assert "draw_pile" not in view(g, 1) and view(g, 1)["draw_count"] == len(g.draw_pile)


def test_every_card_placed_exactly_once() -> None:
    t = table("prober", "blank")
    g = t.start(0, "play")
    top2 = g.draw_pile[:2]
    run(t, lambda g: ops.arrange_top(g, 0, 2, "test"))
    for bad in [((top2[0],), ()), ((top2[0], top2[0]), (top2[1],)), ((99,), (top2[0],))]:
        with pytest.raises(IllegalAnswer):
            t.answer(bad)
    t.expect("arrange", 0)
