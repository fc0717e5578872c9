"""The observation's kept parts give what the long way gives (sgs.core.view,
sgs.core.protocol): checked at every decision of seeded games with random and rule
bots (the Red Chamber set, the maneuvering deck, hegemony's face-down generals)."""

from __future__ import annotations

import pytest
from core_support import checked_games, fresh_view, full_game

from sgs.core import Game
from sgs.core.view import view
from sgs.core.viewcache import kept_cache


def test_kept_entries_show_the_players_as_they_are_now() -> None:
    """At every decision, every seat's view (and a spectator's) equals the view made
    with no entry kept; and kept entries are indeed handed out again."""
    reused = [0, 0]

    def check(g: Game) -> None:
        for viewer in (None, *range(len(g.players))):
            kept = kept_cache(g, viewer).entries
            before = dict(kept)
            got = view(g, viewer)
            assert got == fresh_view(g, viewer)
            reused[0] += sum(kept.get(k) is e for k, e in before.items())
            reused[1] += len(got["players"])

    checked_games(check)
    assert reused[0] > reused[1] // 3


def test_an_entry_changed_by_its_viewer_changes_no_other_view() -> None:
    """A viewer's entries are its own to change (a copy of the one kept); what they
    hold cannot be changed at all."""
    g = full_game(5, 3)
    table = view(g, 0)
    mine = table["players"][0]
    expected = fresh_view(g, 0)
    mine["hp"] = 99
    table["players"][1]["seat"] = 7
    for part in ("hand", "skills", "latent_skills", "judge"):
        with pytest.raises(TypeError):
            mine[part].append(1)
    with pytest.raises(TypeError):
        mine["equip"]["weapon"] = 1
    assert view(g, 0) == expected
    assert view(g, 1)["players"][1]["seat"] == 1
