"""The finished flow: ``yield from NOTHING`` returns None at once, every time.

A step with nothing to do (a default hook, a timing nothing is hooked on) returns
it instead of being a generator itself: no generator is made, run and freed for it,
and its caller's ``yield from`` does not go through one more level."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

Flow = Generator[Any, Any, Any]


def _done() -> Flow:
    return None
    yield  # pragma: no cover


NOTHING = _done()
next(NOTHING, None)  # finished: a finished generator returns None to every later send
