"""Requests: what the game asks a player, and how an answer is checked.

A request is a plain value.  ``validate(answer)`` returns the normalised
answer or raises :class:`IllegalAnswer`; the game then resumes with it.
Small requests list every legal answer (``choices``); a compound one (using
a card with subcards and targets) is checked step by step through its
options, which surfaces and bots use to build an answer incrementally.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import (
    Callable,
    Hashable,
    ItemsView,
    Iterator,
    KeysView,
    Mapping,
    Sequence,
    ValuesView,
)
from dataclasses import dataclass, field
from functools import partial
from typing import Any, ClassVar

from .errors import IllegalAnswer
from .frozen import FrozenDict, FrozenList
from .refusals import Names, Refusal, show

# ---------------------------------------------------------------- answers


@dataclass(frozen=True, slots=True)
class Act:
    """Use or play a card, or use a skill: the option, chosen cards, chosen targets."""

    option: str
    cards: tuple[int, ...] = ()
    targets: tuple[int, ...] = ()


PASS = None  # declining an optional request (end the play phase, not responding …)


# ---------------------------------------------------------------- base

_DONE = FrozenDict(done=True, next=FrozenDict())  # the commonest node: a complete selection
_EMPTY = FrozenDict()
TREE_BUDGET = 20_000  # checks spent describing one option's selections (then "truncated")
MAX_DEPTH = 6  # no legal answer nests deeper than a distribution's {seat: [cards]}
MAX_ITEMS = 2000  # nor holds more values
_INTS = frozenset({int})  # (exactly int: a bool is walked, and kept as it is)
_FEW = 64  # (a list this short is far within MAX_ITEMS however it is counted)


def plain(answer: Any) -> Any:
    """``answer`` as JSON-shaped data, the one form every request checks.

    An :class:`Act` becomes its mapping and tuples become lists; anything that
    is not null, true/false, a whole number, text, a list or a mapping with
    text or number keys, or that is nested too deep or too large, is refused
    here, before any request looks at it.
    """
    t = type(answer)
    if answer is None or t is bool or t is int or t is str:
        return answer
    if (t is list or t is tuple) and len(answer) <= _FEW and _INTS.issuperset(map(type, answer)):
        return list(answer)  # (a selection of cards or seats: what walking it makes)
    if t is dict and len(answer) <= 8:
        # the common shape (an act: option, cards, targets), checked in one pass: text
        # keys, values that are scalars or lists of whole numbers; the same result as
        # walking it, which anything else (or anything too large) still does
        out: dict[Any, Any] = {}
        size = 1 + len(answer)
        for k, v in answer.items():
            if type(k) is not str:
                break
            tv = type(v)
            if tv is list:
                if not _INTS.issuperset(map(type, v)):
                    break
                size += len(v)
                out[k] = list(v)
            elif v is None or tv is int or tv is str or tv is bool:
                out[k] = v
            else:
                break
        else:
            if size <= MAX_ITEMS:
                return out
    budget = [MAX_ITEMS]

    def walk(v: Any, depth: int) -> Any:
        budget[0] -= 1
        if budget[0] < 0:
            raise IllegalAnswer(Refusal.of("shape.large"))
        if v is None or isinstance(v, bool | int | str):
            return v
        if depth >= MAX_DEPTH:
            raise IllegalAnswer(Refusal.of("shape.deep"))
        if isinstance(v, Act):
            v = {"option": v.option, "cards": v.cards, "targets": v.targets}
        if isinstance(v, list | tuple):
            return [walk(x, depth + 1) for x in v]
        if isinstance(v, dict):
            out = {}
            for k, x in v.items():
                if isinstance(k, bool) or not isinstance(k, int | str):
                    raise IllegalAnswer(Refusal.of("shape.json", got=show(k)))
                out[k] = walk(x, depth + 1)
            return out
        raise IllegalAnswer(Refusal.of("shape.json", got=show(v)))

    try:
        return walk(answer, 0)
    finally:
        walk = _unlinked  # type: ignore[assignment]  # (a recursive closure: see ActOption.tree)


@dataclass(slots=True)
class Request:
    """Something one player must decide.  ``reason`` names the card or skill asking."""

    kind: ClassVar[str] = ""
    seat: int
    prompt: str
    reason: str = ""
    data: dict[str, Any] = field(default_factory=dict)

    def validate(self, answer: Any) -> Any:
        """The normalised answer, or :class:`IllegalAnswer` saying what is wrong."""
        return self._check(plain(answer))

    def _check(self, answer: Any) -> Any:
        """Check a JSON-shaped answer (see :func:`plain`)."""
        raise NotImplementedError

    def choices(self) -> list[Any] | None:
        """Every legal answer, when there are few enough to list."""
        return None

    def single(self) -> Any:
        """The only legal answer, if there is exactly one (then nobody is asked), else None."""
        ch = self.choices()
        return ch[0] if ch is not None and len(ch) == 1 else None

    def default(self) -> Any:
        """A legal answer that does the least (used for passing and time-outs)."""
        ch = self.choices()
        assert ch, "a request without choices must override default()"
        return ch[0]

    def close(self) -> None:
        """The request is answered (what it made lazily cannot be made any more)."""

    def to_json(self, names: Names | None = None) -> dict[str, Any]:
        """The request as JSON, describing every legal answer (docs/protocol.md);
        ``default`` is the answer given for a player who does not answer in time.
        ``names`` shows cards and skills in refusals by their printed names."""
        data = self.data
        default = self.default()
        return {"kind": self.kind, "seat": self.seat, "prompt": self.prompt,
                "reason": self.reason, "data": copy_json(data) if data else {},
                # (None, a passing act's, made JSON without a call)
                "default": None if default is None else answer_to_json(default)}


@dataclass(slots=True)
class Window:
    """Several seats asked at once (无懈可击, saving a dying player, choosing generals).

    The rules ``yield`` a window and resume with ``{seat: answer}`` once every
    seat has answered, whatever the order the answers arrived in; the rule
    that opened it decides among them (the first positive in seat order from
    the current player).  ``requests`` are in that order, one per seat.
    """

    requests: list[Request]


def answer_to_json(value: Any) -> Any:
    """An answer as plain JSON (validate() takes this form back)."""
    if isinstance(value, Act):
        return {"option": value.option, "cards": list(value.cards),
                "targets": list(value.targets)}
    if isinstance(value, tuple):
        return [answer_to_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): answer_to_json(v) for k, v in value.items()}
    return value


def copy_json(value: Any) -> Any:
    """A deep copy of JSON-shaped data (lists, dicts, scalars), for what leaves the engine."""
    t = type(value)
    if t is dict or t is list:
        # (the common shapes by exact type, scalars kept without a call: a request's
        # data is a mapping of scalars and lists of them)
        scalars = _SCALARS
        if t is list:
            return [v if type(v) in scalars else copy_json(v) for v in value]
        return {k: v if type(v) in scalars else copy_json(v) for k, v in value.items()}
    if isinstance(value, dict):
        return {k: copy_json(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [copy_json(v) for v in value]
    return value


_SCALARS = frozenset({str, int, bool, float, type(None)})  # (copy_json keeps them as they are)


def _fail(code: str, **params: Any) -> IllegalAnswer:
    return IllegalAnswer(Refusal.of(code, **params))


def _ints(value: Any, what: str) -> tuple[int, ...]:
    """A list of numbers (a lone number counts as a list of one)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return (value,)
    if isinstance(value, list) and all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        return tuple(value)
    raise _fail("shape.ints", what=what, got=show(value))


def _count_fail(kind: str, lo: int, hi: int, n: int) -> IllegalAnswer:
    return _fail(f"pick.{kind}_count_exact" if lo == hi else f"pick.{kind}_count",
                 lo=lo, hi=hi, n=n)


# ---------------------------------------------------------------- acting


def _unlinked(*args: Any) -> Any:
    """What a recursive closure's own name is set to once done (see ActOption.tree)."""
    raise AssertionError("a recursive closure called after its search ended")


@dataclass(slots=True)
class ActOption:
    """One way to act: a card in hand, a view-as skill, an active skill.

    ``fixed_cards`` are chosen already (a hand card used as itself); otherwise
    cards are picked from ``card_pool`` one by one under ``card_ok`` until
    ``cards_done``.  Then targets are picked from ``seats`` under
    ``target_ok`` until ``targets_done``.  ``why_target`` says why a seat
    cannot be added (asked only when an answer is refused).

    ``any_cards`` (lo, hi) says that any lo..hi cards of the pool, whichever
    they are, complete the card step and leave the same target choices (制衡):
    the tree then lists the pool once instead of every subset of it.
    """

    key: str
    label: str
    fixed_cards: tuple[int, ...] = ()
    card_pool: Sequence[int] = ()
    card_ok: Callable[[tuple[int, ...], int], bool] = lambda chosen, cid: False
    cards_done: Callable[[tuple[int, ...]], bool] = lambda chosen: True
    target_ok: Callable[[tuple[int, ...], tuple[int, ...], int], bool] = (
        lambda cards, chosen, seat: False)
    targets_done: Callable[[tuple[int, ...], tuple[int, ...]], bool] = (
        lambda cards, chosen: True)
    seats: Sequence[int] = ()
    max_cards: int | None = None  # (None: as many as the pool holds)
    max_targets: int = 0
    why_target: Callable[[tuple[int, ...], tuple[int, ...], int], Refusal] | None = None
    # the most seats a card selection can take (a shortcut: target_ok refuses beyond it)
    target_cap: Callable[[tuple[int, ...]], int] | None = None
    any_cards: tuple[int, int] | None = None
    # the target steps never depend on the cards chosen (target_ok, targets_done and
    # target_cap do not read them): the tree makes their subtree once for all selections
    targets_free: bool = False
    # a key of each complete card selection (None: none) such that selections with equal
    # keys have the same target steps (the rules read the cards only through what the key
    # holds): the tree makes their subtree once per key
    targets_key: Callable[[tuple[int, ...]], Hashable | None] | None = None
    # the seats of ``seats`` not in ``chosen`` that ``target_ok`` accepts, in order, found
    # in one call (what does not depend on the seat asked once): the tree asks it
    # instead of ``target_ok`` seat by seat (:meth:`selectable_targets`)
    legal_targets: Callable[[tuple[int, ...], tuple[int, ...]], list[int]] | None = None
    described: dict[str, Any] | None = field(default=None, repr=False, compare=False)
    # set once the request is answered: a tree not made by then cannot be made any more
    # (it would describe the table as it is later)
    closed: bool = field(default=False, repr=False, compare=False)

    def check(self, cards: tuple[int, ...], targets: tuple[int, ...]) -> Refusal | None:
        """None if the selection is complete and legal, else what is wrong."""
        if self.fixed_cards:
            if cards and cards != self.fixed_cards:
                return Refusal.of("act.fixed_cards", option=self.key,
                                  cards=list(self.fixed_cards))
            cards = self.fixed_cards
        else:
            if len(set(cards)) != len(cards):
                return Refusal.of("pick.card_twice")
            cards = self.in_pool_order(cards)
            for i, cid in enumerate(cards):
                if cid not in self.card_pool or not self.card_ok(cards[:i], cid):
                    return Refusal.of("act.card_not_allowed", card_id=cid, option=self.key)
            if not self.cards_done(cards):
                return Refusal.of("act.cards_incomplete", option=self.key)
        if len(set(targets)) != len(targets):
            return Refusal.of("pick.player_twice")
        for i, seat in enumerate(targets):
            if seat not in self.seats or not self.target_ok(cards, targets[:i], seat):
                if self.why_target is not None and seat in self.seats:
                    return self.why_target(cards, targets[:i], seat)
                return Refusal.of("act.bad_target", card=self.label, seat=seat)
        if not self.targets_done(cards, targets):
            return Refusal.of("act.targets_incomplete", card=self.label)
        return None

    def accepts(self, cards: tuple[int, ...], targets: tuple[int, ...]) -> bool:
        """True when the selection is one of the tree's (:meth:`describe`, if it was
        made): then it is legal, as every selection the tree holds passed the checks
        :meth:`check` makes.  False says nothing (not described, or the tree lists
        its card step as an ``any`` node, or was cut): ask :meth:`check`."""
        node = self.described
        if node is None or "any" in node or "truncated" in node:
            return False
        if self.fixed_cards:
            if cards and cards != self.fixed_cards:
                return False
            cards = self.fixed_cards
        elif len(set(cards)) != len(cards):
            return False
        else:
            cards = self.in_pool_order(cards)
        for cid in cards:
            node = node.get("cards", _EMPTY).get(str(cid))
            if node is None:
                return False
        tnode = node.get("targets")
        for seat in targets:
            if tnode is None:
                return False
            tnode = tnode["next"].get(str(seat))
        return tnode is not None and bool(tnode["done"])

    def in_pool_order(self, cards: tuple[int, ...]) -> tuple[int, ...]:
        """A card selection is a set: it is checked in the order of the pool (ids not in
        the pool keep their place at the end, to be refused)."""
        index = {c: i for i, c in enumerate(self.card_pool)}
        return tuple(sorted(cards, key=lambda c: index.get(c, len(index))))

    def tree(self, budget: list[int]) -> dict[str, Any]:
        """Every legal selection as a tree: card steps in pool order, then target steps.

        The tree is frozen (``sgs.core.frozen``).  A card node is
        ``{"cards": {id: node}, "targets": tnode}`` ("targets" when
        the cards chosen so far are complete), or with ``any_cards`` the whole card
        step in one node ``{"any": [id], "min": lo, "max": hi, "targets": tnode}``;
        a target node is ``{"done": bool, "next": {seat: tnode}}``.  Only nodes that
        lead to a complete, legal answer are kept.  ``budget`` (a one-item list)
        bounds the closures evaluated; when it runs out the tree is cut and
        ``budget[0]`` is negative.
        """
        targets_done, selectable = self.targets_done, self.selectable_targets
        if self.fixed_cards:
            fixed = self.fixed_cards
            top = self._most_targets(fixed)
            if top <= 1:  # the commonest (a hand card used as itself): targets(), unrolled
                budget[0] -= 1
                done = targets_done(fixed, ())
                alone: list[int] = []
                if top == 1:
                    for s in self.selectable_targets(fixed, ()):
                        budget[0] -= 1
                        if targets_done(fixed, (s,)):
                            alone.append(s)
                return one_seat_tree(fixed, done, alone)

        def targets(cards: tuple[int, ...], chosen: tuple[int, ...],
                    top: int = -1) -> dict[str, Any] | None:
            budget[0] -= 1
            if top < 0:
                top = self._most_targets(cards)
            done = targets_done(cards, chosen)
            nxt: dict[str, Any] = {}
            if len(chosen) < top and budget[0] > 0:
                if len(chosen) + 1 < top:
                    for s in selectable(cards, chosen):
                        sub = targets(cards, (*chosen, s), top)
                        if sub is not None:
                            nxt[str(s)] = sub
                else:  # the last step: a seat's node is a leaf (targets(), inlined)
                    for s in selectable(cards, chosen):
                        budget[0] -= 1
                        if targets_done(cards, (*chosen, s)):
                            nxt[str(s)] = _DONE
            if not nxt:
                return _DONE if done else None
            return FrozenDict(done=done, next=FrozenDict(nxt))

        # (each recursive closure holds itself through its cell: emptied when done, it and
        # the option it reads die with this call, not at the cycle collector's next pass;
        # that collector took ~7% of a rule-bot game while each request left such cycles)
        try:
            if self.fixed_cards:
                t = targets(self.fixed_cards, ())
                return _EMPTY if t is None else _fixed_node(self.fixed_cards, t)
            pool = list(self.card_pool)
            if self.any_cards is not None:
                lo, hi = self.any_cards[0], min(self.any_cards[1], len(pool))
                t = targets(tuple(pool[:lo]), ()) if lo <= hi else None
                if t is None:
                    return _EMPTY
                return FrozenDict({"any": FrozenList(pool), "min": lo, "max": hi, "targets": t})
            top_cards = len(pool) if self.max_cards is None else self.max_cards
            # subtree and checks spent, by key (targets_free: one key for all selections)
            shared: dict[Hashable, tuple[dict[str, Any] | None, int]] = {}
            targets_key = self.targets_key

            def cards_targets(chosen: tuple[int, ...]) -> dict[str, Any] | None:
                if self.targets_free:
                    key: Hashable | None = ()
                elif targets_key is None or (key := targets_key(chosen)) is None:
                    return targets(chosen, ())
                # the same subtree for every selection of a key: the budget falls as it would
                # have, and a subtree that left budget over met no cut (the budget only falls
                # while it is made), nor would it again with more than it spent left
                known = shared.get(key)
                if known is not None and budget[0] > known[1]:
                    budget[0] -= known[1]
                    return known[0]
                before = budget[0]
                t = targets(chosen, ())
                if known is None and budget[0] > 0:
                    shared[key] = (t, before - budget[0])
                return t

            card_ok, cards_done = self.card_ok, self.cards_done
            # a selection of the most cards is a leaf, {"targets": t}: one frozen node
            # serves every leaf of the same subtree (shared by key), by its identity
            leaves: dict[int, tuple[dict[str, Any], dict[str, Any]]] = {}

            def cards(chosen: tuple[int, ...], start: int) -> dict[str, Any] | None:
                budget[0] -= 1
                out: dict[str, Any] = {}
                if cards_done(chosen):
                    t = cards_targets(chosen)
                    if t is not None:
                        out["targets"] = t
                if len(chosen) < top_cards:
                    nxt: dict[str, Any] = {}
                    last = len(chosen) + 1 >= top_cards
                    for i in range(start, len(pool)):
                        if budget[0] <= 0:
                            break
                        c = pool[i]
                        if card_ok(chosen, c):
                            if last:  # cards((*chosen, c), i + 1), inlined: no card step below
                                budget[0] -= 1
                                leaf = (*chosen, c)
                                if cards_done(leaf):
                                    t = cards_targets(leaf)
                                    if t is not None:
                                        known = leaves.get(id(t))
                                        if known is None:
                                            known = leaves[id(t)] = (t, FrozenDict(targets=t))
                                        nxt[str(c)] = known[1]
                            else:
                                sub = cards((*chosen, c), i + 1)
                                if sub is not None:
                                    nxt[str(c)] = sub
                    if nxt:
                        out["cards"] = FrozenDict(nxt)
                return FrozenDict(out) if out else None

            return cards((), 0) or _EMPTY
        finally:
            targets = cards = _unlinked  # type: ignore[assignment]

    def _most_targets(self, cards: tuple[int, ...]) -> int:
        """The most seats a selection of ``cards`` may take."""
        top = self.max_targets or len(self.seats)
        return top if self.target_cap is None else min(top, self.target_cap(cards))

    def selectable_cards(self, chosen: tuple[int, ...]) -> list[int]:
        return [c for c in self.card_pool if c not in chosen and self.card_ok(chosen, c)]

    def selectable_targets(self, cards: tuple[int, ...], chosen: tuple[int, ...]) -> list[int]:
        cards = self.fixed_cards or cards
        if self.legal_targets is not None:
            return self.legal_targets(cards, chosen)
        return [s for s in self.seats if s not in chosen and self.target_ok(cards, chosen, s)]

    def card_sets(self, limit: int = 64) -> Iterator[tuple[int, ...]]:
        """Complete card selections (at most ``limit``), smallest first."""
        if self.fixed_cards:
            yield self.fixed_cards
            return
        found = 0
        pool = list(self.card_pool)
        top = len(pool) if self.max_cards is None else min(self.max_cards, len(pool))
        for size in range(0, top + 1):
            for combo in itertools.combinations(pool, size):
                if all(self.card_ok(combo[:i], c) for i, c in enumerate(combo)) \
                        and self.cards_done(combo):
                    yield combo
                    found += 1
                    if found >= limit:
                        return

    def target_sets(self, cards: tuple[int, ...], limit: int = 64) -> Iterator[tuple[int, ...]]:
        """Complete, ordered target selections (at most ``limit``)."""
        cards = self.fixed_cards or cards
        found = 0
        queue: deque[tuple[int, ...]] = deque([()])
        top = self.max_targets or len(self.seats)
        while queue:
            chosen = queue.popleft()
            if self.targets_done(cards, chosen):
                yield chosen
                found += 1
                if found >= limit:
                    return
            if len(chosen) < top:
                for s in self.selectable_targets(cards, chosen):
                    queue.append((*chosen, s))

    def describe(self) -> dict[str, Any]:
        """The tree of every legal selection (see :meth:`tree`), built once."""
        if self.described is None:
            if self.closed:
                raise RuntimeError(f"option {self.key!r}: its request was answered, and "
                                   "the table has moved on since")
            budget = [TREE_BUDGET]
            tree = self.tree(budget)  # frozen: handed out as it is, nobody can change it
            self.described = FrozenDict(tree, truncated=True) if budget[0] < 0 else tree
        return self.described

    def refused_first(self) -> dict[int, Refusal]:
        """Why each seat the first target step does not take is refused — for an option
        whose cards are known before its targets (fixed, or none to choose) and that
        takes targets; else empty.  Only for a player to read (a surface names the rule
        the engine used, not a guess: distance 1 for 顺手牵羊, attack range for 杀)."""
        if self.why_target is None:
            return {}
        cards = self.fixed_cards
        if not cards and (self.card_pool or not self.cards_done(())):
            return {}
        if self._most_targets(cards) <= 0:
            return {}
        ok = set(self.selectable_targets(cards, ()))
        return {s: self.why_target(cards, (), s) for s in self.seats if s not in ok}

    def feasible(self, search: bool = True) -> bool:
        """Is there at least one complete selection?  ``search``: the tree's search
        (:meth:`tree`: the same order, the same budget), stopped at the first complete
        selection, for a client that reads few trees; else the tree, made at once."""
        if self.described is not None or not search:
            tree = self.described if self.described is not None else self.describe()
            # (some key besides "truncated", without a set made of the keys)
            return len(tree) > 1 or (bool(tree) and "truncated" not in tree)
        seats, target_ok, targets_done = self.seats, self.target_ok, self.targets_done
        if self.fixed_cards:
            fixed = self.fixed_cards
            top = self._most_targets(fixed)
            if top <= 1:  # the commonest (a hand card used as itself): targets(), unrolled
                if targets_done(fixed, ()):
                    return True
                if top == 1:
                    for s in seats:
                        if target_ok(fixed, (), s) and targets_done(fixed, (s,)):
                            return True
                return False
        budget = [TREE_BUDGET]

        def targets(cards: tuple[int, ...], chosen: tuple[int, ...], top: int = -1) -> bool:
            budget[0] -= 1
            if top < 0:
                top = self._most_targets(cards)
            if targets_done(cards, chosen):
                return True
            if len(chosen) < top and budget[0] > 0:
                last = len(chosen) + 1 >= top
                for s in seats:
                    if s not in chosen and target_ok(cards, chosen, s):
                        if last:
                            budget[0] -= 1
                            if targets_done(cards, (*chosen, s)):
                                return True
                        elif targets(cards, (*chosen, s), top):
                            return True
            return False

        try:  # (the recursive closures unlinked when done: see tree)
            if self.fixed_cards:
                return targets(self.fixed_cards, ())
            pool = self.card_pool
            if self.any_cards is not None:
                lo, hi = self.any_cards[0], min(self.any_cards[1], len(pool))
                return lo <= hi and targets(tuple(pool[:lo]), ())
            top_cards = len(pool) if self.max_cards is None else self.max_cards

            def cards(chosen: tuple[int, ...], start: int) -> bool:
                budget[0] -= 1
                if self.cards_done(chosen) and targets(chosen, ()):
                    return True
                if len(chosen) < top_cards:
                    for i in range(start, len(pool)):
                        if budget[0] <= 0:
                            break
                        c = pool[i]
                        if self.card_ok(chosen, c) and cards((*chosen, c), i + 1):
                            return True
                return False

            return cards((), 0)
        finally:
            targets = cards = _unlinked  # type: ignore[assignment]


def one_seat_tree(fixed: tuple[int, ...], done: bool, alone: list[int]) -> dict[str, Any]:
    """:meth:`ActOption.tree` of ``fixed`` cards that take at most one seat: complete
    with no seat if ``done``, or with one of the seats ``alone`` (in order)."""
    if not (alone or done):
        return _EMPTY
    # the tree depends on (fixed, done, alone) only, and is frozen: one object serves
    # every option that has it (a hand card's, again at each request while its seats
    # stay the same), as the node once the cards are chosen serves every tree holding
    # it (most hand cards of a request); (a ``done`` that is not a bool, a rule's other
    # truthy value, is kept as it is)
    if type(done) is bool:
        tree = _FIXED_TREES.get((fixed, done, *alone))
        if tree is not None:
            return tree
    key = (done, *alone)
    node = _COMPLETE_NODES.get(key) if type(done) is bool else None
    if node is None:
        node = FrozenDict(targets=FrozenDict(
            done=done, next=FrozenDict({str(s): _DONE for s in alone})) if alone else _DONE)
        if type(done) is bool:
            if len(_COMPLETE_NODES) >= 4096:  # (a bound, never met with seats in order)
                _COMPLETE_NODES.clear()
            _COMPLETE_NODES[key] = node
    for cid in reversed(fixed):
        node = FrozenDict(cards=FrozenDict({str(cid): node}))
    if type(done) is bool:
        if len(_FIXED_TREES) >= 8192:  # (a bound: a few cards' ids times seat sets)
            _FIXED_TREES.clear()
        _FIXED_TREES[(fixed, done, *alone)] = node
    return node


_COMPLETE_NODES: dict[tuple[Any, ...], dict[str, Any]] = {}
_FIXED_TREES: dict[tuple[Any, ...], dict[str, Any]] = {}


def _fixed_node(fixed: tuple[int, ...], targets: dict[str, Any]) -> dict[str, Any]:
    """The tree of fixed cards, one card step each, then ``targets``."""
    node: dict[str, Any] = FrozenDict(targets=targets)
    for cid in reversed(fixed):
        node = FrozenDict(cards=FrozenDict({str(cid): node}))
    return node


_ACT_KEYS = frozenset({"option", "cards", "targets"})
_NONE: list[int] = []  # (never changed)


@dataclass(slots=True)
class ActRequest(Request):
    """Choose one of ``options`` and complete it, or pass when ``can_pass``.

    ``blocked`` names what a player would look for but cannot do now (a
    second 杀, a card with no target in reach, a spent skill) with the reason.
    """

    kind: ClassVar[str] = "act"
    options: list[ActOption] = field(default_factory=list)
    can_pass: bool = True
    # (a Lazy one is made when first read: the reasons are seldom asked for)
    blocked: Mapping[str, Refusal] = field(default_factory=dict)

    def single(self) -> Any:
        return None  # acting is always the player's own decision

    def option(self, key: str) -> ActOption:
        for o in self.options:
            if o.key == key:
                return o
        if key in self.blocked:
            raise IllegalAnswer(self.blocked[key])
        explain = self.blocked.explain if isinstance(self.blocked, Blocked) else None
        why = explain(key) if explain is not None else None
        if why is not None:
            raise IllegalAnswer(why)
        if key.startswith("card:"):
            raise _fail("act.not_in_hand", card_id=key[5:])
        raise _fail("act.no_option", option=key)

    def _check(self, answer: Any) -> Act | None:
        if answer is None:
            if not self.can_pass:
                raise _fail("act.decline", skill=self.reason)
            return None
        if not isinstance(answer, dict) or not isinstance(answer.get("option"), str) \
                or not set(answer) <= {"option", "cards", "targets"}:
            raise _fail("shape.act", got=show(answer))
        cards = _ints(answer.get("cards", []), "cards")
        targets = _ints(answer.get("targets", []), "targets")
        return self._act(answer["option"], cards, targets)

    def validate(self, answer: Any) -> Any:
        # the common answer, a mapping of an option and short lists of plain ints, checked
        # in one pass: what plain() and _check() find of it, without plain's copy
        if type(answer) is dict:
            option = answer.get("option")
            cards = answer.get("cards", _NONE)
            targets = answer.get("targets", _NONE)
            if type(option) is str and type(cards) is list and type(targets) is list \
                    and answer.keys() <= _ACT_KEYS and len(cards) <= _FEW \
                    and len(targets) <= _FEW and _INTS.issuperset(map(type, cards)) \
                    and _INTS.issuperset(map(type, targets)):
                return self._act(option, tuple(cards), tuple(targets))
        return self._check(plain(answer))

    def _act(self, key: str, cards: tuple[int, ...], targets: tuple[int, ...]) -> Act:
        """The answer using option ``key`` with these cards and targets, if legal."""
        opt = self.option(key)
        if not opt.accepts(cards, targets):  # the tree holds most answers: no check again
            problem = opt.check(cards, targets)
            if problem:
                raise IllegalAnswer(problem)
        return Act(opt.key, opt.fixed_cards or opt.in_pool_order(cards), targets)

    def default(self) -> Any:
        if self.can_pass:
            return None
        for opt in self.options:
            for cards in opt.card_sets(limit=1):
                for targets in opt.target_sets(cards, limit=1):
                    return Act(opt.key, cards, targets)
        raise AssertionError("an ActRequest that cannot pass must have a feasible option")

    def close(self) -> None:
        for o in self.options:
            o.closed = True
        if isinstance(self.blocked, Lazy):
            self.blocked.close()

    def to_json(self, names: Names | None = None, lazy: bool = False,
                blocked: bool = True) -> dict[str, Any]:
        """``lazy``: each option's ``tree`` is :class:`Lazy`, made when first read (for
        an in-process client that reads few of them); ``blocked``: whether to list what
        is blocked and why (a client that never shows it leaves it out)."""
        d = Request.to_json(self, names)
        options = []  # (a loop: a comprehension makes a function at each call)
        for o in self.options:
            if lazy:
                tree: Mapping[str, Any] = Lazy(o.describe)
            else:  # (describe, its common case inlined: the tree made already)
                tree = o.described if o.described is not None else o.describe()
            options.append({"key": o.key, "label": o.label, "fixed_cards": list(o.fixed_cards),
                            "tree": tree})
        d["options"] = options
        d["can_pass"] = self.can_pass
        if blocked:
            d["blocked"] = {k: r.to_json(names) for k, r in self.blocked.items()}
            refused = partial(self._refused_targets, names)
            d["refused_targets"] = Lazy(refused) if lazy else refused()
        return d

    def _refused_targets(self, names: Names | None) -> dict[str, Any]:
        """Option key -> seat -> why the seat cannot be its first target (ActOption.
        refused_first), for the options that say."""
        out: dict[str, Any] = {}
        for o in self.options:
            if o.closed:  # (a Lazy read after the answer: the table moved on)
                raise RuntimeError("its request was answered, and the table has moved on")
            why = o.refused_first()
            if why:
                out[o.key] = {str(s): r.to_json(names) for s, r in why.items()}
        return out


class Lazy(Mapping[str, Any]):
    """A read-only mapping made by ``make`` when first read: an act option's tree
    (:meth:`ActOption.describe`) for an in-process client that reads few of them (the
    random bot reads one), or the reasons a request's cards are blocked (seldom read).
    Not a dict (``dict(lazy)`` makes one).  Once closed (its request answered, the
    table moved on) it can no longer be made: reading it then raises, unless it was
    read before."""

    __slots__ = ("_made", "_make")

    def __init__(self, make: Callable[[], Mapping[str, Any]]) -> None:
        self._make: Callable[[], Mapping[str, Any]] | None = make
        self._made: Mapping[str, Any] | None = None

    def made(self) -> Mapping[str, Any]:
        if self._made is None:
            if self._make is None:
                raise RuntimeError("its request was answered, and the table has moved on")
            self._made = self._make()
        return self._made

    def close(self) -> None:
        self._make = None

    def __getitem__(self, key: str) -> Any:
        return self.made()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.made())

    def __len__(self) -> int:
        return len(self.made())

    def __contains__(self, key: object) -> bool:
        return key in self.made()

    def get(self, key: str, default: Any = None) -> Any:
        return self.made().get(key, default)

    def keys(self) -> KeysView[str]:
        return self.made().keys()

    def items(self) -> ItemsView[str, Any]:
        return self.made().items()

    def values(self) -> ValuesView[Any]:
        return self.made().values()

    def __eq__(self, other: object) -> bool:
        return dict(self.made()) == (dict(other.made()) if isinstance(other, Lazy) else other)

    __hash__ = None  # type: ignore[assignment]  # (a mapping, like dict)

    def __repr__(self) -> str:
        return f"Lazy({'made' if self._made is not None else 'not made'})"


class Blocked(Lazy):
    """What is blocked (:class:`Lazy`), and ``explain``: why another key that is no
    option now is not one, when the rules can say (a face-down general's trigger
    skill, a reveal outside its two moments); None: they cannot."""

    __slots__ = ("explain",)

    def __init__(self, make: Callable[[], Mapping[str, Any]],
                 explain: Callable[[str], Refusal | None] | None = None) -> None:
        super().__init__(make)
        self.explain = explain


class PlayRequest(ActRequest):
    """The idle point of the play phase: use a card or skill, or end the phase."""

    kind: ClassVar[str] = "play"


class RespondRequest(ActRequest):
    """Use or 打出 a card that matches a pattern (``data['pattern']``), or decline."""

    kind: ClassVar[str] = "respond"


# ---------------------------------------------------------------- simple choices


@dataclass(slots=True)
class ChooseCardsRequest(Request):
    """Choose between ``min`` and ``max`` of ``cards`` (own areas, a revealed row …)."""

    kind: ClassVar[str] = "cards"
    cards: list[int] = field(default_factory=list)
    min: int = 1
    max: int = 1
    # an optional rule on the whole selection (e.g. "two cards of one colour")
    rule: Callable[[tuple[int, ...]], bool] | None = None

    def _check(self, answer: Any) -> tuple[int, ...]:
        chosen = _ints(answer if answer is not None else [], "cards")
        if len(set(chosen)) != len(chosen):
            raise _fail("pick.card_twice")
        for c in chosen:
            if c not in self.cards:
                raise _fail("pick.card_not_offered", card_id=c)
        if not self.min <= len(chosen) <= self.max:
            raise _count_fail("card", self.min, self.max, len(chosen))
        if self.rule is not None and not self.rule(chosen):
            raise _fail("pick.cards_rule")
        return chosen

    def single(self) -> Any:
        if self.min == self.max == len(self.cards) and \
                (self.rule is None or self.rule(tuple(self.cards))):
            return tuple(self.cards)
        if not self.cards and self.min == 0:
            return ()
        return None

    def choices(self) -> list[Any] | None:
        if self.max > 3 and len(self.cards) > 8:
            return None
        out: list[Any] = []
        for n in range(self.min, min(self.max, len(self.cards)) + 1):
            for combo in itertools.combinations(self.cards, n):
                if self.rule is None or self.rule(combo):
                    out.append(combo)
        return out

    def default(self) -> Any:
        if self.rule is None:
            return tuple(self.cards[: self.min])
        ch = self.choices()
        if ch:
            return ch[0]
        for combo in itertools.combinations(self.cards, self.min):
            if self.rule(combo):
                return combo
        raise AssertionError("no legal selection")

    def to_json(self, names: Names | None = None) -> dict[str, Any]:
        """``sets`` lists every legal selection when a rule ties the cards together;
        otherwise any ``min``..``max`` of ``cards`` is legal."""
        d = Request.to_json(self, names)
        d.update(cards=list(self.cards), min=self.min, max=self.max)
        if self.rule is not None:
            d["sets"] = [list(c) for c in self._rule_sets()]
        return d

    def _rule_sets(self) -> Iterator[tuple[int, ...]]:
        for n in range(self.min, min(self.max, len(self.cards)) + 1):
            for combo in itertools.combinations(self.cards, n):
                if self.rule is None or self.rule(combo):
                    yield combo


@dataclass(slots=True)
class ChooseCardOfRequest(Request):
    """Choose a card in another player's areas: an area first; hand cards are blind.

    The answer is ``"hand"`` (a random hand card is taken) or the id of a
    visible equipment or judgment card (seed 000 棄置 and 獲得 ◆1).
    """

    kind: ClassVar[str] = "card_of"
    target: int = 0
    hand_count: int = 0
    visible: list[int] = field(default_factory=list)

    def _check(self, answer: Any) -> str | int:
        if answer == "hand" and self.hand_count > 0:
            return "hand"
        if isinstance(answer, int) and not isinstance(answer, bool) and answer in self.visible:
            return answer
        raise _fail("pick.card_of", visible=list(self.visible), got=show(answer))

    def choices(self) -> list[Any]:
        return (["hand"] if self.hand_count else []) + list(self.visible)

    def to_json(self, names: Names | None = None) -> dict[str, Any]:
        d = Request.to_json(self, names)
        d.update(target=self.target, hand_count=self.hand_count, visible=list(self.visible))
        return d


@dataclass(slots=True)
class ChoosePlayersRequest(Request):
    kind: ClassVar[str] = "players"
    seats: list[int] = field(default_factory=list)
    min: int = 1
    max: int = 1

    def _check(self, answer: Any) -> tuple[int, ...]:
        chosen = _ints(answer if answer is not None else [], "seats")
        if len(set(chosen)) != len(chosen):
            raise _fail("pick.player_twice")
        for s in chosen:
            if s not in self.seats:
                raise _fail("pick.player_not_offered", seat=s)
        if not self.min <= len(chosen) <= self.max:
            raise _count_fail("player", self.min, self.max, len(chosen))
        return chosen

    def choices(self) -> list[Any]:
        out: list[Any] = []
        for n in range(self.min, min(self.max, len(self.seats)) + 1):
            out.extend(itertools.permutations(self.seats, n) if n == 1
                       else itertools.combinations(self.seats, n))
        return out

    def to_json(self, names: Names | None = None) -> dict[str, Any]:
        d = Request.to_json(self, names)
        d.update(seats=list(self.seats), min=self.min, max=self.max)
        return d


@dataclass(slots=True)
class ChooseOptionRequest(Request):
    """Choose one of ``options``.  ``least`` is the option that does nothing (reveal
    no general, change no number), when there is one: the default.  ``unavailable``
    names options the rules know of but do not offer now, each with the rule that
    keeps it back (a 双势力 deputy while the main has never been revealed)."""

    kind: ClassVar[str] = "option"
    options: list[str] = field(default_factory=list)
    least: str | None = None
    unavailable: Mapping[str, Refusal] = field(default_factory=dict)

    def _check(self, answer: Any) -> str:
        if isinstance(answer, str) and answer in self.options:
            return answer
        if isinstance(answer, str) and answer in self.unavailable:
            raise IllegalAnswer(self.unavailable[answer])
        raise _fail("pick.option", options=list(self.options), got=show(answer))

    def choices(self) -> list[Any]:
        return list(self.options)

    def default(self) -> Any:
        if self.least is not None and self.least in self.options:
            return self.least
        return self.options[0]

    def to_json(self, names: Names | None = None) -> dict[str, Any]:
        d = Request.to_json(self, names)
        d["options"] = list(self.options)
        return d


@dataclass(slots=True)
class ConfirmRequest(Request):
    """Yes or no (use an optional skill, go on repeating …)."""

    kind: ClassVar[str] = "confirm"

    def single(self) -> Any:
        return None

    def _check(self, answer: Any) -> bool:
        if isinstance(answer, bool):
            return answer
        raise _fail("pick.confirm", got=show(answer))

    def choices(self) -> list[Any]:
        return [False, True]


@dataclass(slots=True)
class ArrangeRequest(Request):
    """Put ``cards`` on the top and the bottom of the draw pile in a chosen order."""

    kind: ClassVar[str] = "arrange"
    cards: list[int] = field(default_factory=list)
    bottom_allowed: bool = True

    def _check(self, answer: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
        if not isinstance(answer, list) or len(answer) != 2:
            raise _fail("shape.arrange", got=show(answer))
        top = _ints(answer[0], "top")
        bottom = _ints(answer[1], "bottom")
        if sorted(top + bottom) != sorted(self.cards):
            raise _fail("arrange.each", cards=list(self.cards))
        if bottom and not self.bottom_allowed:
            raise _fail("arrange.no_bottom")
        return top, bottom

    def default(self) -> Any:
        return (tuple(self.cards), ())

    def to_json(self, names: Names | None = None) -> dict[str, Any]:
        d = Request.to_json(self, names)
        d.update(cards=list(self.cards), bottom_allowed=self.bottom_allowed)
        return d


@dataclass(slots=True)
class DistributeRequest(Request):
    """Give ``cards`` among ``seats``: a mapping seat -> cards (seed 000, 交給 ◆).

    Exactly ``min_cards``..``max_cards`` of the cards are given, each chosen
    seat gets at least one, and at most ``max_targets`` seats receive.
    """

    kind: ClassVar[str] = "distribute"
    cards: list[int] = field(default_factory=list)
    seats: list[int] = field(default_factory=list)
    min_cards: int = 1
    max_cards: int = 1
    max_targets: int = 99

    def _check(self, answer: Any) -> dict[int, tuple[int, ...]]:
        if not isinstance(answer, dict):
            raise _fail("shape.distribute", got=show(answer))
        out: dict[int, tuple[int, ...]] = {}
        seen: set[int] = set()
        for k, v in answer.items():
            seat = _seat_key(k)
            if seat in out:
                raise _fail("give.seat_twice", seat=seat)
            if seat not in self.seats:
                raise _fail("give.cannot_receive", seat=seat)
            given = _ints(v, "cards")
            if not given:
                raise _fail("give.at_least_one", seat=seat)
            for c in given:
                if c not in self.cards or c in seen:
                    raise _fail("give.card", card_id=c)
                seen.add(c)
            out[seat] = given
        if not self.min_cards <= len(seen) <= self.max_cards:
            raise _fail("give.count", lo=self.min_cards, hi=self.max_cards, n=len(seen))
        if len(out) > self.max_targets:
            raise _fail("give.targets", n=self.max_targets)
        return out

    def default(self) -> Any:
        return {self.seats[0]: tuple(self.cards[: max(self.min_cards, 1)])} \
            if self.min_cards else {}

    def to_json(self, names: Names | None = None) -> dict[str, Any]:
        d = Request.to_json(self, names)
        d.update(cards=list(self.cards), seats=list(self.seats), min_cards=self.min_cards,
                 max_cards=self.max_cards, max_targets=self.max_targets)
        return d


def _seat_key(k: int | str) -> int:
    """A seat as a mapping key: a number, or its plain decimal text (JSON keys are text)."""
    if isinstance(k, int):
        return k
    if k.isascii() and k.isdigit() and len(k) <= 30 and str(int(k)) == k:  # (int() of
        # more than 4300 digits raises ValueError: a refusal instead)
        return int(k)
    raise _fail("shape.seat", got=show(k))
