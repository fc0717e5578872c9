"""The event log: one JSON object per line, append-only (docs/log-format.md).

A record is frozen when it is written: it is a snapshot (an event's lists may
change later; the record does not), and it can be handed to any consumer as
it is, since nobody can change it.
"""

from __future__ import annotations

import json
from typing import Any, NoReturn

from .requests import answer_to_json

__all__ = ["LOG_VERSION", "FrozenDict", "FrozenList", "answer_to_json", "dumps", "freeze"]

LOG_VERSION = 2  # docs/log-format.md lists what each version changed


def _read_only(self: object, *args: Any, **kwargs: Any) -> NoReturn:
    raise TypeError("a log record is read-only")


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


def freeze(value: Any) -> Any:
    """A frozen deep copy of JSON-shaped data (tuples become lists)."""
    if isinstance(value, dict):
        return FrozenDict({k: freeze(v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return FrozenList(freeze(v) for v in value)
    return value


def dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))
