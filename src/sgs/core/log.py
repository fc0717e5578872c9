"""The event log: one JSON object per line, append-only (docs/log-format.md)."""

from __future__ import annotations

import json
from typing import Any

from .requests import Act

LOG_VERSION = 2  # docs/log-format.md lists what each version changed


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


def dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))

