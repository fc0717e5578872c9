"""Read-only JSON data: what the engine hands out without copying (log records,
request trees, card faces).  Still dicts and lists, so JSON, equality and reading
work; every change raises TypeError."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NoReturn


def _read_only(self: object, *args: Any, **kwargs: Any) -> NoReturn:
    raise TypeError("read-only: the engine hands this out without copying")


class FrozenDict(dict[str, Any]):
    """A mapping nobody can change (it is still a dict: JSON, equality, reading)."""

    __slots__ = ()
    __setitem__ = __delitem__ = __ior__ = _read_only
    clear = pop = popitem = setdefault = update = _read_only

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenDict, (dict(self),))


class FrozenList(list[Any]):
    """A list nobody can change."""

    __slots__ = ()
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _read_only
    append = extend = insert = remove = pop = clear = sort = reverse = _read_only

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenList, (list(self),))


_EMPTY = FrozenList()
_ONE: dict[int, FrozenList] = {}  # [n] for each int n met, shared


def frozen_ints(ids: Sequence[int]) -> FrozenList:
    """``FrozenList(ids)`` for a sequence of ints (cards, seats) in a log record: the
    empty list and one-int lists are shared, since nobody can change them.  A record
    kept in the log lives as long as the game, and each container it holds is one
    more object the garbage collector looks through again and again."""
    n = len(ids)
    if n == 0:
        return _EMPTY
    if n == 1 and type(ids[0]) is int:  # (not True: equal to 1 as a key)
        got = _ONE.get(ids[0])
        if got is None:
            if len(_ONE) > 4096:  # card ids and seats: bounded all the same
                _ONE.clear()
            got = _ONE[ids[0]] = FrozenList(ids)
        return got
    return FrozenList(ids)


_SCALARS = frozenset({int, str, bool, float, type(None)})
_KEPT = _SCALARS | {FrozenDict, FrozenList}  # kept as they are inside a frozen copy


def freeze(value: Any) -> Any:
    """A frozen deep copy of JSON-shaped data (tuples become lists); what is frozen
    already is kept as it is."""
    t = type(value)
    # plain dicts and lists first (a log record and its parts), by exact type: the
    # common case takes no isinstance call, and scalars inside take no call at all;
    # values all scalar or frozen already are found by one loop in C (issuperset of
    # their types), and the container is copied as it is
    if t is dict:
        if _KEPT.issuperset(map(type, value.values())):
            return FrozenDict(value)
        return FrozenDict({k: v if type(v) in _SCALARS else freeze(v)
                           for k, v in value.items()})
    if t is list or t is tuple:
        if _KEPT.issuperset(map(type, value)):
            return FrozenList(value)
        return FrozenList([v if type(v) in _SCALARS else freeze(v) for v in value])
    if t in _SCALARS or t is FrozenDict or t is FrozenList:
        return value
    if isinstance(value, dict):
        return FrozenDict({k: freeze(v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return FrozenList([freeze(v) for v in value])
    return value
