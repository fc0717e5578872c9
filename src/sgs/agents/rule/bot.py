"""The rule bot itself: it catches up on what its seat has seen, then hands the
request to the module that answers requests of that kind."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from functools import partial
from typing import Any

from ..legal import problem
from .beliefs import HANDLERS as WATCHED
from .beliefs import TELLING_REASONS, Beliefs, Watcher
from .card_choices import answer_card_of, answer_cards
from .choices import (
    answer_arrange,
    answer_confirm,
    answer_distribute,
    answer_option,
    answer_players,
)
from .hegemony import keep_hidden
from .kingdoms import KingdomBeliefs
from .options import Answer, Option, options_of
from .play import best_play
from .respond import Ask, Sets, respond
from .sight import MEMORY_RECORDS, Memory, Sight

Json = dict[str, Any]
Reader = Callable[[Json], None]  # takes one log record in

# a safety net: the play phase ends after this many plays in one turn
MAX_PLAYS_PER_TURN = 60

# answers to the requests that are neither acts nor left to chance, by request kind
ANSWERS: dict[str, Callable[[Sight, Json], Any]] = {
    "confirm": answer_confirm, "cards": answer_cards, "card_of": answer_card_of,
    "players": answer_players, "distribute": answer_distribute, "arrange": answer_arrange,
}


class RuleBot:
    """Heuristic play; ``seed`` breaks the few ties it leaves to chance.

    A bot plays one seat of one game: it reads each observation's new events
    once, so it must see every observation of its seat from the first
    (``since=0``, which carries the catalogue); an observation with a
    catalogue starts it afresh.
    """

    # every part of an observation but the reasons cards are blocked (never read)
    observes = frozenset({"events", "table", "you", "request", "catalogue"})

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng: random.Random | None = None
        self.illegal = 0  # answers that failed validation (replaced by the default)
        self._memory: Memory | None = None
        self._watcher: Watcher | None = None
        self._plays: tuple[int, int] = (-1, 0)  # (turn, plays made in it)
        self._sets = Sets()
        # the act request's options as read for this decision, all of them in order (the
        # answer's check walks their trees again)
        self._read: list[Option] | None = None
        # the readers of each kind of log record (made for each game: _reading)
        self._readers: dict[str, Reader] = {}

    @property
    def rng(self) -> random.Random:
        """The random stream of ``seed``, made when first drawn from (few games do)."""
        if self._rng is None:
            self._rng = random.Random(self.seed)
        return self._rng

    def act(self, observation: Json, request: Json | None) -> Any:
        s = self.see(observation)
        if request is None:
            return None
        self._read = None
        answer = self._decide(s, request)
        if problem(request, answer, self._read) is not None:
            self.illegal += 1
            answer = request["default"]
        return answer

    def _decide(self, s: Sight, req: Json) -> Any:
        """The answer to ``req``, as JSON (plain())."""
        kind = req["kind"]
        # an act (options.act) is JSON as it is made: a text and two lists of ints
        if kind == "play":
            return self._play(s, req)
        if kind == "respond":
            return respond(s, Ask(req, self._options(s, req)), self._sets)
        if kind == "option":
            return plain(answer_option(s, req, self.rng))
        answer = ANSWERS.get(kind)
        if answer is not None:
            return plain(answer(s, req))
        return plain(req["default"])

    def _play(self, s: Sight, req: Json) -> Answer | None:
        turn, n = self._plays
        n = n + 1 if turn == s.view["turn"] else 1
        self._plays = (s.view["turn"], n)
        if n > MAX_PLAYS_PER_TURN:
            return None
        return best_play(s, self._options(s, req))

    def _options(self, s: Sight, req: Json) -> list[Option]:
        """The act request's options; in hegemony, without those that would reveal a
        card while I mean to stay hidden."""
        options = self._read = options_of(req, s.hand_order)
        if s.kingdoms is not None:
            options = keep_hidden(s, options, bool(req["can_pass"]))
        return options

    def see(self, observation: Json) -> Sight:
        """Read the observation's new events, then look at the table."""
        seat = observation["seat"]
        memory = self._memory
        if memory is None or "catalogue" in observation or seat != memory.me:
            memory = self._start(observation)
        readers = self._readers.get
        watcher = self._watcher
        assert watcher is not None  # (made with the memory)
        for r in observation["events"]:
            # (one lookup a record: most records, moves and phases, have one reader)
            t = r.get("t")
            # most records are moves and phases, and most of them tell nothing: their
            # one reader, the watcher, is not called for them (its own first test)
            if t == "move":
                if r.get("reason") not in TELLING_REASONS:
                    continue
            elif t == "phase" and not watcher.mass_heal:
                continue
            read = readers(t)
            if read is not None:
                read(r)
        players = observation["table"]["players"]
        kingdoms = memory.kingdoms
        if kingdoms is not None:
            kingdoms.update_table(players, (observation.get("you") or {}).get("allies"))
        else:
            beliefs = memory.beliefs
            known = beliefs.known
            for p in players:
                role = p.get("role")
                if role is not None and known.get(p["seat"]) != role:
                    beliefs.reveal(p["seat"], role)
        return Sight(memory, observation)

    def _reading(self, memory: Memory, watcher: Watcher) -> dict[str, Reader]:
        """Who reads each kind of record, in order: the memory, the kingdom beliefs
        (hegemony), the watcher, the answer sets (a use starts a new one)."""
        readers: dict[str, Reader] = {}
        kingdoms = memory.kingdoms
        for t in READ_KINDS:
            got: list[Reader] = []
            if t in MEMORY_RECORDS:
                got.append(memory.read)
            if kingdoms is not None and t in KINGDOM_RECORDS:
                got.append(partial(read_kingdoms, kingdoms))  # (hegemony only)
            handler = WATCHED.get(t)
            if t == "use" and handler is not None:
                # the watcher's reader, then the answer sets' (one call less a use; the
                # sets, not the bot: a bot holding a method of itself would be a cycle,
                # freed only by the cycle collector)
                got.append(partial(_read_use, self._sets, handler.__get__(watcher)))
            elif handler is not None:
                got.append(handler.__get__(watcher))  # (a bound method: no partial to call)
            if got:
                readers[t] = got[0] if len(got) == 1 else _read_all(tuple(got))
        return readers

    def _start(self, observation: Json) -> Memory:
        seat = observation["seat"]
        self._sets.clear()
        self._plays = (-1, 0)
        players = observation["table"]["players"]
        catalogue = observation.get("catalogue")
        if mode_of(observation) == "hegemony":
            kingdoms = KingdomBeliefs(seat, len(players), catalogue)
            self._memory = Memory(seat, catalogue, Beliefs(seat, 0, {}, None), None, kingdoms)
            self._watcher = Watcher(kingdoms)
            self._readers = self._reading(self._memory, self._watcher)
            return self._memory
        counts = role_counts(catalogue, len(players))
        known = {p["seat"]: p["role"] for p in players if p.get("role") is not None}
        beliefs = Beliefs(seat, len(players), known, counts)
        self._memory = Memory(seat, catalogue, beliefs, counts)
        self._watcher = Watcher(beliefs)
        self._readers = self._reading(self._memory, self._watcher)
        return self._memory


def _read_use(sets: Sets, watch: Reader, r: Json) -> None:
    """A use record: ``watch`` (the watcher) reads it; the answer sets begun against
    the user's earlier use of the card are done."""
    watch(r)
    if sets.given and isinstance(r.get("seat"), int):  # (forget's own test first)
        sets.forget(r["seat"], str(r.get("card")))


def _read_all(readers: tuple[Reader, ...]) -> Reader:
    """A reader handing a record to each of ``readers`` in turn (a kind of record
    several read)."""
    def read_all(r: Json) -> None:
        for read in readers:
            read(r)
    return read_all


def mode_of(observation: Json) -> str | None:
    """The game's mode, from the log's header (the first record a seat sees)."""
    for r in observation.get("events") or ():
        if r.get("t") == "header":
            mode = r.get("mode")
            return mode if isinstance(mode, str) else None
    return None


# the types plain() gives back as they are, found by one lookup
_SCALARS = frozenset({int, str, bool, float, type(None)})

# the records that show a kingdom or a general (hegemony mode)
KINGDOM_RECORDS = frozenset({"reveal_general", "death", "view"})
# the kinds of records someone may read (RuleBot._reading)
READ_KINDS = MEMORY_RECORDS | KINGDOM_RECORDS | WATCHED.keys() | {"use"}


def read_kingdoms(kingdoms: KingdomBeliefs, r: Json) -> None:
    """A first reveal or a death shows a kingdom; a look at a face-down general
    (知己知彼, my own ``view`` record) shows its card to me."""
    seat = r.get("seat")
    if r.get("t") == "view":
        of = r.get("of")
        if isinstance(of, int) and "general" in r:
            kingdoms.looked(of, r.get("general"))
    elif isinstance(seat, int) and "kingdom" in r:
        kingdoms.shown(seat, r.get("kingdom"))


def role_counts(catalogue: Json | None, players: int) -> Counter[str] | None:
    """How many of each role the game dealt (the catalogue's ``dealt`` roles), or None
    when the catalogue does not say (no roles, or a catalogue not sent)."""
    if catalogue is None:
        return None
    dealt = (catalogue.get("dealt") or {}).get("role")
    if not isinstance(dealt, dict) or sum(dealt.values()) != players:
        return None
    return Counter({str(r): int(n) for r, n in dealt.items()})


def plain(answer: Any) -> Any:
    """An answer as JSON: tuples become lists, mapping keys text."""
    if type(answer) in _SCALARS:  # (most of what an answer holds: a quick way out)
        return answer
    if isinstance(answer, list | tuple):
        if _SCALARS.issuperset(map(type, answer)):  # (an act's cards: all scalars, in C)
            return list(answer)
        return [x if type(x) in _SCALARS else plain(x) for x in answer]
    if isinstance(answer, dict):
        out = {}
        for k, v in answer.items():
            out[str(k)] = v if type(v) in _SCALARS else plain(v)  # (an act's key: no call)
        return out
    return answer
