"""Every question a game asks is put in words: no prompt falls back to the generic
"Choose a card (… ) (fire_attack.show)" with its raw id.

Seeded games of random bots in the sets ``sgs play`` lists, both modes; at each
request the asked seat's line-mode prompt (:meth:`HumanSeat.prompt_text`, the seat
built as ``sgs play --plain`` builds it, having seen what the seat saw) and the
full-screen table's (:func:`sgs.tui.prompts.prompt_text`) are made and must not be
the generic fallback.  The prompt ids written as literals in the engine, the packs
and the modes (the rare ones the games may not reach) must have a wording too.
"""

from __future__ import annotations

import ast
import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from rich.text import Text

import sgs
from sgs.agents.random_bot import RandomBot
from sgs.cli.main import _uncatalogued_names
from sgs.cli.play import HumanSeat, Terminal
from sgs.cli.text import LANGS, PLAIN_REASONS
from sgs.core import Game
from sgs.modes import make_mode
from sgs.packs import ruleset
from sgs.tui.prompts import prompt_text as table_prompt
from sgs.tui.seat_view import SeatView

Json = dict[str, Any]

# the generic words of the fallback, by request kind (the end of prompt_text)
GENERIC = {"confirm": "p.confirm", "cards": "p.card", "players": "p.player",
           "option": "p.option", "arrange": "p.arrange"}

# (set, mode, players, seeds): every set `sgs play --deck` lists in identity mode, and
# hegemony's own and with the expansions, at several sizes (seed 3 of the expansions at
# six reaches 护援 choosing oneself: discard_of.huyuan asking for one's own cards)
GAMES = [("honglou", "identity", 5, range(3)),
         ("honglou", "identity", 8, range(1)),
         ("standard", "identity", 5, range(3)),
         ("standard+maneuvering", "identity", 5, range(3)),
         ("standard+maneuvering", "identity", 8, range(1)),
         ("standard+wind_mountain", "identity", 6, range(3)),
         ("standard+maneuvering+wind_mountain", "identity", 8, range(2)),
         ("hegemony", "hegemony", 4, range(4)),
         ("hegemony", "hegemony", 6, range(3)),
         ("hegemony", "hegemony", 8, range(2)),
         ("hegemony+expansions", "hegemony", 4, range(3)),
         ("hegemony+expansions", "hegemony", 6, range(4)),
         ("hegemony+expansions", "hegemony", 8, range(2)),
         ("hegemony+expansions", "hegemony", 10, range(1))]


class Quiet(Terminal):
    """A terminal that prints nothing (the story is not what is tested)."""

    def say(self, markup: str = "", wrap: bool = True, indent: int = 0) -> None:
        return None


def plain(markup: str) -> str:
    return Text.from_markup(markup).plain


def line_fallback(req: Json, text: str) -> bool:
    """The line mode's fallback ends with the raw prompt id."""
    return plain(text).endswith(f"({req.get('prompt')})")


def table_fallback(req: Json, view: SeatView, text: str) -> bool:
    """The table's fallback is the generic word of the kind, then the reason."""
    reason = req.get("reason")
    because = view.ui("p.because", reason=view.name(reason)) \
        if reason and reason not in PLAIN_REASONS else ""
    return text == view.ui(GENERIC.get(str(req.get("kind")), "p.option")) + because


def play(card_set: str, mode: str, players: int, seed: int) -> Iterator[str]:
    """Play a game of random bots; every prompt that falls back, said as
    ``<surface> <lang> <prompt> <kind>``.  Each seat is seen in both languages by a
    line-mode seat (built as ``sgs play --plain`` builds it) and by the table."""
    rules = ruleset(card_set)
    g = Game(rules, make_mode(mode), players, seed)
    bots = [RandomBot(seed * 16 + s) for s in range(players)]
    term = Quiet(Console(file=io.StringIO()))
    humans = {(s, lang): HumanSeat(term, lang, names=_uncatalogued_names(rules))
              for s in range(players) for lang in LANGS}
    views = {(s, lang): SeatView(lang) for s in range(players) for lang in LANGS}
    cursors: dict[tuple[int, str], int] = {}
    while g.open_requests():
        for req in g.open_requests():
            s = req.seat
            for lang in LANGS:
                obs = g.observe(s, since=cursors.get((s, lang), 0))
                cursors[s, lang] = obs["cursor"]
                human, view = humans[s, lang], views[s, lang]
                human.observe(obs)
                view.absorb(obs)
                ask: Json = obs["request"]
                if line_fallback(ask, human.prompt_text(ask)):
                    yield f"line {lang} {ask['prompt']} {ask['kind']}"
                if table_fallback(ask, view, table_prompt(ask, view)):
                    yield f"table {lang} {ask['prompt']} {ask['kind']}"
            g.submit(s, bots[s].act(obs, ask))


@pytest.mark.parametrize(("card_set", "mode", "players", "seeds"), GAMES,
                         ids=[f"{c}-{n}" for c, _, n, _ in GAMES])
def test_no_prompt_of_a_game_falls_back_to_its_id(card_set: str, mode: str, players: int,
                                                  seeds: range) -> None:
    found = sorted({f for seed in seeds for f in play(card_set, mode, players, seed)})
    assert found == []


# ---------------------------------------------------------------- the prompts in the code

ASKS = {"ask_confirm": (1, "confirm"), "ask_option": (2, "option"),
        "ask_players": (2, "players"), "ask_cards": (2, "cards"),
        "ask_card_of": (3, "card_of"), "ConfirmRequest": (1, "confirm"),
        "ChooseOptionRequest": (1, "option"), "ChoosePlayersRequest": (1, "players"),
        "ChooseCardsRequest": (1, "cards"), "ChooseCardOfRequest": (1, "card_of"),
        "ArrangeRequest": (1, "arrange"), "ask_discard": (-1, "cards")}


def literal_prompts() -> set[tuple[str, str]]:
    """(prompt, kind) of every ask in the engine, the packs and the modes whose
    prompt is written as a literal."""
    out: set[tuple[str, str]] = set()
    root = Path(sgs.__file__).parent
    for folder in ("core", "packs", "modes"):
        for path in sorted((root / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call):
                    continue
                fn = node.func
                name = fn.attr if isinstance(fn, ast.Attribute) else getattr(fn, "id", "")
                if name not in ASKS:
                    continue
                at, kind = ASKS[name]
                arg = next((k.value for k in node.keywords if k.arg == "prompt"),
                           node.args[at] if 0 <= at < len(node.args) else None)
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    out.add((arg.value, kind))
    return out


def all_names() -> dict[str, dict[str, str]]:
    names: dict[str, dict[str, str]] = {}
    for card_set in ("honglou", "standard+maneuvering+wind_mountain", "hegemony+expansions"):
        for lang, table in ruleset(card_set).names.items():
            names.setdefault(lang, {}).update(table)
    return names


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_literal_prompt_has_words(lang: str) -> None:
    prompts = literal_prompts()
    assert ("fire_attack.show", "cards") in prompts and len(prompts) > 80
    human = HumanSeat(Quiet(Console(file=io.StringIO())), lang, names=all_names())
    n = human.names
    missing = []
    for prompt, kind in sorted(prompts):
        keys = (f"pq.{prompt}.{kind}", f"pq.{prompt}", f"pk.{prompt}.{kind}", f"pk.{prompt}")
        if n.has(prompt) or any(k in n.ui_table for k in keys):
            continue  # its own words (their fields are the games' test)
        req = {"prompt": prompt, "kind": kind, "reason": "", "data": {}, "target": 0}
        if line_fallback(req, human.prompt_text(req)):
            missing.append(f"{prompt} {kind}")
    assert missing == []
