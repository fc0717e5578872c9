"""The event log: one JSON object per line, append-only (docs/log-format.md).

A record is frozen when it is written: it is a snapshot (an event's lists may
change later; the record does not), and it can be handed to any consumer as
it is, since nobody can change it.
"""

from __future__ import annotations

import json
from typing import Any

from .frozen import FrozenDict, FrozenList, freeze
from .requests import answer_to_json

__all__ = ["LOG_VERSION", "FrozenDict", "FrozenList", "answer_to_json", "dumps", "freeze"]

LOG_VERSION = 3  # docs/log-format.md lists what each version changed


def dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))
