"""Game logs: load a JSON Lines log, re-create its game, and verify it record by record.

The log is the replay (docs/log-format.md): the header record says how to
re-create the game (mode and its options, packs, seed, player count,
options, and the card table), and the ``answer`` records are every decision
in order.  :func:`verify` feeds the recorded answers to a fresh game and
compares each record it produces with the file; anything wrong with the file
is a :class:`ReplayError` that names the line, never a bare exception.

    >>> log = loads('{"t": "header", "version": 999}')
    Traceback (most recent call last):
    ...
    sgs.replay.LogFormatError: line 1: unsupported log version 999 (this sgs reads version 1)
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .core import Game, Pack, Ruleset
from .core.errors import IllegalAnswer, ReplayMismatch, SgsError
from .core.log import LOG_VERSION, dumps

PackRegistry = Mapping[str, Callable[[], Pack]]

__all__ = [
    "GameLog",
    "LogFormatError",
    "ReplayDiverged",
    "ReplayError",
    "VerifyResult",
    "build_game",
    "load",
    "loads",
    "ruleset_for",
    "save",
    "verify",
]


class ReplayError(SgsError):
    """Something is wrong with a log; ``line`` is its 1-based line number when known."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}" if self.line else self.message


class LogFormatError(ReplayError):
    """The file is not a log: not JSON Lines, no header, a wrong version, missing fields."""


class ReplayDiverged(ReplayError, ReplayMismatch):
    """Re-running the log produced a different record than the file has."""

    def __init__(self, message: str, line: int | None = None,
                 expected: Any = None, got: Any = None) -> None:
        super().__init__(message, line)
        self.expected = expected
        self.got = got


# ---------------------------------------------------------------- reading


@dataclass(slots=True)
class GameLog:
    records: list[dict[str, Any]]
    source: str = "<log>"

    @property
    def header(self) -> dict[str, Any]:
        return self.records[0]

    @property
    def answers(self) -> list[dict[str, Any]]:
        return [r for r in self.records if r.get("t") == "answer"]


_HEADER_FIELDS: dict[str, type | tuple[type, ...]] = {
    "mode": str, "packs": list, "seed": int, "players": int, "cards": list,
}


def _check_header(rec: dict[str, Any]) -> None:
    if rec.get("t") != "header":
        raise LogFormatError(f"the first record must be the header, not {rec.get('t')!r}", 1)
    version = rec.get("version")
    if version != LOG_VERSION:
        raise LogFormatError(f"unsupported log version {version!r} "
                             f"(this sgs reads version {LOG_VERSION})", 1)
    for key, typ in _HEADER_FIELDS.items():
        if key not in rec:
            raise LogFormatError(f"the header has no {key!r}", 1)
        if not isinstance(rec[key], typ) or isinstance(rec[key], bool):
            raise LogFormatError(f"the header's {key!r} has the wrong type: {rec[key]!r}", 1)
    if not all(isinstance(p, str) for p in rec["packs"]):
        raise LogFormatError(f"the header's packs must be names: {rec['packs']!r}", 1)
    for key in ("options", "mode_options"):
        if rec.get(key) is not None and not isinstance(rec[key], dict):
            raise LogFormatError(f"the header's {key!r} must be an object", 1)


def loads(text: str, source: str = "<log>") -> GameLog:
    """Parse a log's text: one JSON object per line, a header first."""
    records: list[dict[str, Any]] = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            raise LogFormatError("empty line (a log has one JSON object on every line)", n)
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as exc:
            raise LogFormatError(f"not valid JSON ({exc.msg} at column {exc.colno})", n) from None
        if not isinstance(rec, dict) or not isinstance(rec.get("t"), str):
            raise LogFormatError("a record must be a JSON object with a \"t\" field", n)
        records.append(rec)
    if not records:
        raise LogFormatError("the file is empty")
    _check_header(records[0])
    return GameLog(records, source)


def load(path: str | Path) -> GameLog:
    """Read a log file (UTF-8 JSON Lines)."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise LogFormatError(f"cannot read {p}: {exc.strerror or exc}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise LogFormatError("not UTF-8 text", line) from None
    return loads(text, str(p))


def save(path: str | Path, records: Iterable[dict[str, Any]]) -> None:
    """Write records as a JSON Lines log (one JSON object a line)."""
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(dumps(r))
            f.write("\n")


# ---------------------------------------------------------------- re-creating


def _default_packs() -> PackRegistry:
    from .packs import PACKS

    return PACKS


def ruleset_for(header: Mapping[str, Any], packs: PackRegistry | None = None) -> Ruleset:
    """The ruleset of the packs a header names."""
    registry = packs if packs is not None else _default_packs()
    chosen = []
    for pid in header["packs"]:
        if pid not in registry:
            raise ReplayError(f"unknown pack {pid!r}; known: {', '.join(sorted(registry))}", 1)
        chosen.append(registry[pid])
    try:
        return Ruleset(*(make() for make in chosen))
    except SgsError as exc:
        raise ReplayError(f"cannot load the packs {header['packs']}: {exc}", 1) from None


def build_game(header: Mapping[str, Any], packs: PackRegistry | None = None) -> Game:
    """A fresh game as the header describes it, run up to its first decision."""
    from .modes import make_mode

    rules = ruleset_for(header, packs)
    try:
        mode = make_mode(str(header["mode"]), header.get("mode_options"))
    except (SgsError, TypeError, ValueError, KeyError, AttributeError) as exc:
        raise ReplayError(f"cannot re-create mode {header['mode']!r} with options "
                          f"{header.get('mode_options')!r}: {exc}", 1) from None
    try:
        return Game(rules, mode, int(header["players"]), int(header["seed"]),
                    dict(header.get("options") or {}))
    except (SgsError, ValueError, KeyError, TypeError) as exc:
        raise ReplayError(f"cannot re-create the game: {type(exc).__name__}: {exc}", 1) from None


# ---------------------------------------------------------------- verifying


@dataclass(frozen=True, slots=True)
class VerifyResult:
    records: int
    answers: int
    finished: bool
    winners: list[int] | None
    game: Game


def _normal(record: dict[str, Any], line: int) -> Any:
    try:
        return json.loads(dumps(record))
    except (TypeError, ValueError) as exc:
        raise ReplayError(f"the game produced a record that is not JSON: {exc}", line) from None


def _short(value: Any, limit: int = 400) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text if len(text) <= limit else text[: limit - 1] + "…"


_MISSING = object()


def first_difference(expected: Any, got: Any, path: str = "") -> tuple[str, Any, Any] | None:
    """The path of the first difference between two JSON values, and both values there."""
    if isinstance(expected, dict) and isinstance(got, dict):
        for k in [*expected, *(k for k in got if k not in expected)]:
            d = first_difference(expected.get(k, _MISSING), got.get(k, _MISSING),
                                 f"{path}.{k}" if path else str(k))
            if d is not None:
                return d
        return None
    if isinstance(expected, list) and isinstance(got, list):
        for i in range(max(len(expected), len(got))):
            d = first_difference(expected[i] if i < len(expected) else _MISSING,
                                 got[i] if i < len(got) else _MISSING, f"{path}[{i}]")
            if d is not None:
                return d
        return None
    if expected == got and type(expected) is type(got):
        return None
    return path or "(record)", expected, got


def _differs(expected: Any, got: Any) -> str:
    d = first_difference(expected, got)
    if d is None:
        return ""
    path, e, g = d

    def show(v: Any) -> str:
        return "(missing)" if v is _MISSING else _short(v, 160)

    return f" at {path}: the file has {show(e)}, the game produced {show(g)}"


def verify(log: GameLog, packs: PackRegistry | None = None,
           allow_unfinished: bool = False) -> VerifyResult:
    """Re-run ``log`` and check that every record is what the game produces.

    Raises :class:`ReplayDiverged` at the first record that differs,
    :class:`ReplayError` for an illegal recorded answer, a game that goes on
    past the end of the file (a truncated log) or, unless
    ``allow_unfinished``, a file that stops before the game is over.
    """
    g = build_game(log.header, packs)
    answers = 0
    for i, rec in enumerate(log.records):
        line = i + 1
        if i >= len(g.log):
            req = g.pending
            if rec.get("t") != "answer":
                if req is None:
                    raise ReplayDiverged(f"the game is over, but the file goes on with "
                                         f"{_short(rec)}", line, rec, None)
                raise ReplayDiverged(f"the file has {_short(rec)}, but the game waits for an "
                                     f"answer from seat {req.seat} ({req.kind})", line, rec, None)
            if req is None:
                raise ReplayDiverged("the file has an answer, but the game is over", line, rec,
                                     None)
            if rec.get("seat") != req.seat or rec.get("kind") != req.kind:
                raise ReplayDiverged(
                    f"the file answers for seat {rec.get('seat')} ({rec.get('kind')}), but the "
                    f"game asks seat {req.seat} ({req.kind}: {req.prompt})", line, rec, None)
            try:
                g.answer(rec.get("value"))
            except IllegalAnswer as exc:
                raise ReplayError(f"illegal recorded answer {_short(rec.get('value'))} for seat "
                                  f"{req.seat} ({req.kind}: {req.prompt}): {exc}", line) from None
            except Exception as exc:  # an engine failure must still name the line
                raise ReplayError(f"the game failed on the recorded answer "
                                  f"{_short(rec.get('value'))}: {type(exc).__name__}: {exc}",
                                  line) from None
            answers += 1
        got = _normal(g.log[i], line)
        if first_difference(rec, got) is not None:
            raise ReplayDiverged(f"record differs{_differs(rec, got)}\n"
                                 f"  expected (file): {_short(rec)}\n"
                                 f"  got (replay):    {_short(got)}", line, rec, got)
    n = len(log.records)
    if len(g.log) > n:
        raise ReplayDiverged(f"the file ends after line {n}, but the game goes on with "
                             f"{_short(_normal(g.log[n], n + 1))} (truncated file?)", n + 1,
                             None, g.log[n])
    if g.pending is not None and not allow_unfinished:
        raise ReplayError(f"the file ends after line {n} before the game is over (the game waits "
                          f"for seat {g.pending.seat}: {g.pending.kind}); truncated file?", n + 1)
    return VerifyResult(n, answers, g.pending is None, g.winners, g)
