"""The rule bot itself: it catches up on what its seat has seen, then hands the
request to the module that answers requests of that kind."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from ...core import Act, Game, IllegalAnswer, Request, view
from ...core.requests import (
    ActRequest,
    ChooseCardOfRequest,
    ChooseCardsRequest,
    ChooseOptionRequest,
    ChoosePlayersRequest,
    ConfirmRequest,
    DistributeRequest,
    PlayRequest,
)
from ...core.view import visible_record
from .beliefs import Beliefs, Watcher
from .card_choices import answer_card_of, answer_cards
from .choices import answer_confirm, answer_distribute, answer_option, answer_players
from .play import best_play
from .respond import Sets, respond
from .sight import Sight

# a safety net: the play phase ends after this many plays in one turn
MAX_PLAYS_PER_TURN = 60

# answers to the requests that are neither acts nor left to chance, by request type
ANSWERS: dict[type, Callable[[Sight, Any], Any]] = {
    ConfirmRequest: answer_confirm, ChooseCardsRequest: answer_cards,
    ChooseCardOfRequest: answer_card_of, ChoosePlayersRequest: answer_players,
    DistributeRequest: answer_distribute,
}


class RuleBot:
    """Heuristic play; ``seed`` breaks the few ties it leaves to chance."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.illegal = 0  # answers that failed validation (replaced by the default)
        self._game: Game | None = None
        self._seat = -1
        self._watcher: Watcher | None = None
        self._counts: Counter[str] | None = None
        self._read = 0
        self._plays: tuple[int, int] = (-1, 0)  # (turn, plays made in it)
        self._sets = Sets()

    def act_on_game(self, g: Game, req: Request) -> Any:
        s = self._see(g, req.seat)
        answer = self._decide(s, req)
        try:
            req.validate(answer)
        except IllegalAnswer:
            self.illegal += 1
            answer = req.default()
        return answer

    def _decide(self, s: Sight, req: Request) -> Any:
        if isinstance(req, PlayRequest):
            return self._play(s, req)
        if isinstance(req, ActRequest):
            return respond(s, req, self._sets)
        if isinstance(req, ChooseOptionRequest):
            return answer_option(s, req, self.rng)
        answer = ANSWERS.get(type(req))
        if answer is not None:
            return answer(s, req)
        return req.default()

    def _play(self, s: Sight, req: PlayRequest) -> Act | None:
        turn, n = self._plays
        n = n + 1 if turn == s.view["turn"] else 1
        self._plays = (s.view["turn"], n)
        if n > MAX_PLAYS_PER_TURN:
            return None
        return best_play(s, req)

    def _see(self, g: Game, seat: int) -> Sight:
        """Catch up on the log records this seat has not read yet, then look."""
        if g is not self._game or seat != self._seat or self._watcher is None:
            self._start(g, seat)
        assert self._watcher is not None
        log = g.log
        for i in range(self._read, len(log)):
            r = visible_record(g, log[i], seat)
            if r is not None:
                self._watcher.read(r)
        self._read = len(log)
        v = view(g, seat)
        beliefs = self._watcher.beliefs
        for p in v["players"]:
            if p["role"] is not None:
                beliefs.reveal(p["seat"], p["role"])
        return Sight(g, seat, beliefs, self._counts, v)

    def _start(self, g: Game, seat: int) -> None:
        self._game, self._seat, self._read = g, seat, 0
        self._sets.clear()
        n = len(g.players)
        self._counts = _role_counts(n)
        v = view(g, seat)
        known = {p["seat"]: p["role"] for p in v["players"] if p["role"] is not None}
        self._watcher = Watcher(Beliefs(seat, n, known, self._counts))


def _role_counts(n: int) -> Counter[str] | None:
    """How many of each role a game of ``n`` players deals (None: no such table)."""
    from ...modes.identity import roles_for

    try:
        return Counter(roles_for(n))
    except Exception:
        return None
