"""Narration of the records a mode other than identity writes: a death that shows no
role, a general card revealed."""

from __future__ import annotations

from rich.text import Text

from sgs.cli.narrate import Narrator
from sgs.cli.text import Names
from sgs.packs import ruleset


def plain(lines: list[str]) -> str:
    return "\n".join(Text.from_markup(x).plain for x in lines)


def test_death_without_a_role_and_a_reveal() -> None:
    for lang, death, reveal in (("zh", "座位1 阵亡", "座位1 明置了武将 林黛玉"),
                                ("en", "Seat 1 dies", "Seat 1 reveals Lin Daiyu")):
        n = Narrator(Names(ruleset("honglou").names, lang), {})
        assert plain(n.feed({"t": "reveal_general", "seat": 1, "general": "lin_daiyu",
                             "position": "main"})) == reveal
        assert n.generals[1] == "lin_daiyu"
        assert plain(n.feed({"t": "death", "seat": 1, "killer": None})).startswith(
            "林黛玉" if lang == "zh" else "Lin Daiyu")
        n2 = Narrator(Names(ruleset("honglou").names, lang), {})
        assert plain(n2.feed({"t": "death", "seat": 1, "killer": None})) == death
