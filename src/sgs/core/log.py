"""The event log: one JSON object per line, append-only (docs/log-format.md)."""

from __future__ import annotations

import json
from typing import Any

from .requests import answer_to_json

__all__ = ["LOG_VERSION", "answer_to_json", "dumps"]

LOG_VERSION = 2  # docs/log-format.md lists what each version changed


def dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))

