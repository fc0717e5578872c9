"""Hosting a game: each seat is handed out through the seat protocol and nothing else.

A host owns the :class:`~sgs.core.Game`; an agent gets its seat's observation
(what it may see since it was last asked, and its open request) and returns
an answer, which the host submits for that seat.  A window asks several
seats at once: each answers in turn, and the order does not matter.

An answer the engine refuses (:class:`~sgs.core.IllegalAnswer`) goes back to
the agent when it takes refusals — it has a ``refused(refusal)`` method,
given ``{"code", "params", "zh", "en"}`` (the rule broken, in a player's words)
— and the agent is asked again; an agent without one makes the host raise.

An agent with an ``observes`` attribute gets only those parts of its
observations (``sgs.core.protocol.PARTS``): the random bot reads only its request.
An agent whose ``lazy_trees`` is true gets act options' trees made when first read
(``sgs.core.requests.Lazy``): the random bot reads the tree of the option it
picks only.

Observations go out through one :class:`~sgs.core.protocol.Observer` per seat (and
one for a spectator, :meth:`Seats.observer`): at a stop where another seat is asked
privately, a seat that looks is told nothing new (docs/protocol.md, "Stops").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .agents.base import Agent
from .core import Game, IllegalAnswer, Request
from .core.protocol import PARTS, Observer


def refusal_json(exc: IllegalAnswer, g: Game) -> dict[str, Any]:
    """Why ``exc`` refused an answer, as JSON: the rule's code, its parameters and its
    text in both languages, cards and skills by their printed names.  A refusal
    content raised in plain words has no code (``None``)."""
    if exc.refusal is not None:
        return exc.refusal.to_json(g.ruleset.name)
    return {"code": None, "params": {}, "zh": exc.message, "en": exc.message}


class Seats:
    """The agents of a game's seats and each seat's cursor in the protocol.

    ``max_refusals``: how many refused answers in a row an agent that takes
    refusals may give to one request before the host raises the last refusal;
    ``None`` for no bound (a human at a keyboard, who leaves by quitting).
    """

    def __init__(self, g: Game, agents: Mapping[int, Agent] | Sequence[Agent],
                 max_refusals: int | None = 100) -> None:
        self.g = g
        self.max_refusals = max_refusals
        self.agents = dict(agents) if isinstance(agents, Mapping) else dict(enumerate(agents))
        self.observers: dict[int | None, Observer] = {}

    def observer(self, seat: int | None) -> Observer:
        """The observer of ``seat`` (None: the spectator), made when first wanted: an
        agent's observes only at its requests, with the parts it reads (``observes``,
        ``lazy_trees``); any other (a player at the table, a spectator) follows the
        game, brought up to date at each public stop."""
        got = self.observers.get(seat)
        if got is None:
            agent = self.agents.get(seat) if seat is not None else None
            if agent is None:
                got = Observer(self.g, seat, follow=True)
            else:
                got = Observer(self.g, seat, getattr(agent, "observes", PARTS),
                               bool(getattr(agent, "lazy_trees", False)))
            self.observers[seat] = got
        return got

    def step(self) -> bool:
        """Ask every seat with an open request once; False when the game waits for nobody."""
        g = self.g
        open_ = g.open_requests()
        if not open_:
            return False
        for req in open_:
            self.answer(req)
        return True

    def answer(self, req: Request) -> None:
        """Have the agent of ``req``'s seat answer it, again after each refusal when the
        agent takes refusals (``refused``)."""
        g, seat = self.g, req.seat
        agent = self.agents[seat]
        observer = self.observers.get(seat)
        if observer is None:
            observer = self.observer(seat)
        refusals = 0
        while True:
            obs = observer.observe()
            try:
                g.submit(seat, agent.act(obs, obs["request"]))
                return
            except IllegalAnswer as exc:
                refused = getattr(agent, "refused", None)
                if refused is None or (self.max_refusals is not None
                                       and refusals >= self.max_refusals):
                    raise
                refusals += 1
                refused(refusal_json(exc, g))


def new_game(card_set: str, mode: str, players: int, seed: int,
             mode_options: Mapping[str, Any] | None = None,
             options: Mapping[str, Any] | None = None) -> Game:
    """A new game of ``mode`` with the ``card_set``'s packs, as every host makes one
    (``sgs play``'s table, the server's rooms): ``mode_options`` for the mode (identity's
    chosen generals …), ``options`` the game's (its log header's)."""
    from .modes import make_mode
    from .packs import ruleset

    return Game(ruleset(card_set), make_mode(mode, dict(mode_options or {})), players, seed,
                dict(options or {}))


def drive(g: Game, agents: Mapping[int, Agent] | Sequence[Agent],
          max_decisions: int = 100_000) -> None:
    """Run a game to its end, each open request answered by its seat's agent."""
    seats = Seats(g, agents)
    start = g.decisions
    while seats.step():
        if g.decisions - start >= max_decisions:
            raise RuntimeError(f"the game did not end within {max_decisions} decisions")
