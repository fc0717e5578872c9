"""Shared pieces of the command-line tests.

Most tests play a small fake set ("clitest": the standard basics 杀 闪 桃
and six generals without skills, so games are short), registered in
``sgs.packs`` by the ``fake_set`` fixture (conftest.py); a few play the real
Red Chamber set.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console

from sgs.cli.play import HumanSeat, Terminal
from sgs.cli.settings import Settings
from sgs.core import DeckEntry, Game, Gender, GeneralDef, Pack, Suit
from sgs.host import Seats

FAKE_SET = "clitest"
GENERALS = (("zhang", "张三", "Zhang San", 4, Gender.MALE),
            ("li", "李四", "Li Si", 4, Gender.FEMALE),
            ("wang", "王五", "Wang Wu", 3, Gender.MALE),
            ("zhao", "赵六", "Zhao Liu", 4, Gender.FEMALE),
            ("sun", "孙七", "Sun Qi", 3, Gender.MALE),
            ("zhou", "周八", "Zhou Ba", 4, Gender.MALE))


def fake_pack() -> Pack:
    """Six generals without skills and a 52-card deck of 杀, 闪 and 桃."""
    p = Pack(FAKE_SET)
    for gid, zh, en, hp, gender in GENERALS:
        p.generals[gid] = GeneralDef(gid, "qun", hp, gender, ())
        p.names.setdefault("zh", {})[gid] = zh
        p.names.setdefault("en", {})[gid] = en
    names = ("slash", "jink", "peach", "slash")
    for suit in (Suit.SPADE, Suit.HEART, Suit.CLUB, Suit.DIAMOND):
        for rank in range(1, 14):
            p.deck.append(DeckEntry(names[rank % 4], suit, rank))
    return p


# Lines that move any prompt on sooner or later: "0" passes (ends the play phase,
# does not respond, says no), "1" takes the first choice, runs of numbers complete
# multi-card choices (a discard of k cards: a hand card keeps its number while held,
# so the hand's numbers need not start at 1), an empty line confirms a choice (or
# chooses no player), "b" backs out of a stuck step and the "0" after it ends the
# play phase, so a selection that cannot be completed with these lines is never
# retried in a loop.
CYCLE = ("0", *(" ".join(map(str, range(1, k + 1))) for k in range(1, 11)), "", "b", "0",
         "2", "1 3", "2 3",
         *(" ".join(map(str, range(s, s + k))) for s in range(2, 9) for k in range(1, 11)))


def first_or_pass_input(rounds: int = 3000) -> str:
    """Scripted stdin for a whole passive game."""
    return "\n".join(CYCLE * rounds) + "\n"


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def write_jsonl(path: Path, records: list[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records),
                    encoding="utf-8")


# ---------------------------------------------------------------- one seat, in process


@dataclass
class Held:
    """A human seat at a test's table: the test hosts the game (it may hold the Game);
    the seat sees only what the host hands it through the protocol."""

    g: Game
    seat: int
    human: HumanSeat
    host: Seats
    buf: io.StringIO

    def look(self) -> None:
        """Hand the seat what it may see since it last looked (the story, the table)."""
        self.human.observe(self.host.observer(self.seat).observe())

    def decide(self) -> None:
        """Have the seat answer its open request, asked again after each refusal."""
        req = self.g.request_for(self.seat)
        assert req is not None
        self.host.answer(req)

    @property
    def out(self) -> str:
        return self.buf.getvalue()


def seat_of(g: Game, seat: int, lines: Iterable[str], lang: str = "zh",
            auto_pass: bool = True, settings: Settings | None = None,
            settings_file: Path | None = None) -> Held:
    """A human seat reading ``lines``, printing into a buffer, having seen its first
    observation (the catalogue, the story so far, the table); ``settings`` (and where
    they are saved) as the player keeps them between games."""
    buf = io.StringIO()
    console = Console(file=buf, width=120, color_system=None)
    it = iter(lines)

    def read(prompt: str) -> str:
        console.print(prompt, end="")
        try:
            line = next(it)
        except StopIteration:
            raise EOFError from None
        console.print(line)
        return line

    human = HumanSeat(Terminal(console, read), lang, auto_pass=auto_pass, settings=settings,
                      settings_file=settings_file)
    held = Held(g, seat, human, Seats(g, {seat: human}, max_refusals=None), buf)
    held.look()
    return held
