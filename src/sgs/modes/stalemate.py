"""The stalemate rule every mode here has: a game in which nothing that cannot be
undone happens for ``STALEMATE_ROUNDS`` whole rounds ends in a draw (docs/modes.md).

What cannot be undone is the mode's to say (``progress``: a count that only grows):
a death in every mode, and in hegemony a general revealed for the first time.  HP
lost can be recovered, cards drawn can be discarded, so neither is progress — like
chess's fifty-move rule, which counts captures and pawn moves only.  Every quiet
stretch is bounded and progress is bounded (so many deaths, so many reveals), so
no game runs without end.  The check is a base rule at the start of every turn,
before any skill: the draw is declared when the turn about to begin would be the
first after ``rounds`` × the living players' turns without progress; the
``game_over`` record says ``reason: "stalemate"``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass
from typing import Any

from ..core import ConfigError, Game, GameOver, Skill, Timing
from ..core.player import Player
from .registry import brief

Flow = Generator[Any, Any, Any]

STALEMATE_ROUNDS = 50  # the default: no normal game was seen near it (benchmarks/README.md)
MAX_STALEMATE_ROUNDS = 1000
REASON = "stalemate"
OPTION = "stalemate_rounds"


@dataclass(slots=True)
class Quiet:
    """Where a game's stalemate count stands (kept in the mode's state): the progress
    count last seen and the turn number at which it was first seen."""

    progress: int = -1
    since_turn: int = 0


class StalemateRule(Skill):
    """Base rule: at the start of a turn, a draw after ``rounds`` quiet rounds.
    ``progress(g)`` counts what cannot be undone; ``quiet(g)`` is the game's count."""

    id = "stalemate"
    timings = (Timing.TURN_START,)
    priority = 1000  # (base rules run before every skill anyway)

    def __init__(self, rounds: int, progress: Callable[[Game], int],
                 quiet: Callable[[Game], Quiet]) -> None:
        self.rounds = rounds
        self.progress = progress
        self.quiet = quiet

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        q, now = self.quiet(g), self.progress(g)
        if now != q.progress:
            q.progress, q.since_turn = now, g.turn_count
        elif g.turn_count - q.since_turn >= self.rounds * len(g.alive()):
            raise GameOver([], REASON)
        return
        yield  # (a generator: a rule's effect is a flow)


def check_rounds(value: Any) -> None:
    """A log header's ``stalemate_rounds`` (untrusted), or ConfigError."""
    if isinstance(value, bool) or not isinstance(value, int) or \
            not 1 <= value <= MAX_STALEMATE_ROUNDS:
        raise ConfigError("options.range", key=OPTION, lo=1, hi=MAX_STALEMATE_ROUNDS,
                          got=brief(value))


def header_option(rounds: int) -> Mapping[str, int]:
    """The header's ``mode_options`` entry: written only when not the default, so that
    a game that never nears the rule keeps the log it had before the rule."""
    return {} if rounds == STALEMATE_ROUNDS else {OPTION: rounds}
