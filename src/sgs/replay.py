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
    sgs.replay.LogFormatError: line 1: unsupported log version 999 (this sgs reads version 3)
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from .core import Game, Pack, Ruleset
from .core.error_words import error_text
from .core.errors import CodedError, IllegalAnswer, ReplayMismatch, SgsError
from .core.game import FACE_DOWN_VIEWS
from .core.log import LOG_VERSION, dumps
from .core.ops.turn import PHASES
from .modes import MODES

PackRegistry = Mapping[str, Callable[[], Pack]]

__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_LINE",
    "MAX_RECORDS",
    "GameLog",
    "LogFormatError",
    "ReplayDiverged",
    "ReplayError",
    "ReplayUnfinished",
    "VerifyResult",
    "build_game",
    "check_header",
    "deck_name",
    "load",
    "loads",
    "pack_names",
    "ruleset_for",
    "save",
    "verify",
]


class ReplayError(CodedError):
    """Something is wrong with a log; ``line`` is its 1-based line number when known.
    Said by a code of :data:`sgs.core.error_words.ERROR_WORDS` and its parameters, in
    either language (``text(lang)``; ``str()``: English)."""

    def __init__(self, what: str, line: int | None = None, /, **params: Any) -> None:
        super().__init__(what, **params)
        self.line = line

    def __str__(self) -> str:
        return self.text("en")

    def text(self, lang: str = "en") -> str:
        body = super().text(lang)
        return error_text("log.at_line", lang, {"line": self.line, "text": body}) \
            if self.line else body


class LogFormatError(ReplayError):
    """The file is not a log: not JSON Lines, no header, a wrong version, missing fields."""


class ReplayDiverged(ReplayError, ReplayMismatch):
    """Re-running the log produced a different record than the file has."""

    def __init__(self, what: str, line: int | None = None, expected: Any = None,
                 got: Any = None, /, **params: Any) -> None:
        super().__init__(what, line, **params)
        self.expected = expected
        self.got = got


class ReplayUnfinished(ReplayError):
    """The file stops where the game waits for a decision: a truncated log, or a game
    left unfinished (``verify(..., allow_unfinished=True)`` accepts it)."""


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


# What a log may be, checked before anything is built from it: a hostile file
# (an endless device, a line of megabytes, JSON nested thousands deep, a header
# asking for a billion seats) is a LogFormatError naming the line, quickly.
MAX_BYTES = 16 << 20  # a whole log; a long game is well under 1 MiB
MAX_RECORDS = 100_000  # a long 10-player game has a few thousand
MAX_LINE = 1 << 20  # one record; the header of a big card set is a few tens of KiB
MAX_DEPTH = 32  # nesting of a record; real records nest 4 deep
_MAX_PACKS = 32
_MAX_NAME = 200  # pack ids, card and general names, option strings


def _brief(value: Any, limit: int = 60) -> str:
    """A value from the file, short enough for a one-line message."""
    text = repr(value) if not isinstance(value, (dict, list)) else _short(value, limit)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _depth_exceeds(value: Any, limit: int) -> bool:
    """Whether a parsed JSON value nests deeper than ``limit`` (without recursing)."""
    stack = [(value, 1)]
    while stack:
        v, depth = stack.pop()
        children = v.values() if isinstance(v, dict) else v
        if depth > limit:
            return True
        stack.extend((c, depth + 1) for c in children if isinstance(c, (dict, list)))
    return False


class _NotJSON(ValueError):
    pass


def _no_constant(name: str) -> Any:
    raise _NotJSON(f"{name} is not a JSON number")


def _parse_line(line: str, n: int) -> dict[str, Any]:
    if not line.strip():
        raise LogFormatError("log.empty_line", n)
    try:
        rec = json.loads(line, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:  # some messages end in "at": "… starting at"
        raise LogFormatError("log.not_json_at", n, why=exc.msg.removesuffix(" at"),
                             col=exc.colno) from None
    except RecursionError:
        raise LogFormatError("log.too_deep", n, n=MAX_DEPTH) from None
    except _NotJSON as exc:
        raise LogFormatError("log.not_json", n, why=str(exc)) from None
    except ValueError as exc:  # an integer past sys.get_int_max_str_digits()
        if "integer string conversion" in str(exc):
            raise LogFormatError("log.big_int", n, n=sys.get_int_max_str_digits()) from None
        raise LogFormatError("log.not_json", n, why=_brief(str(exc), 120)) from None
    if not isinstance(rec, dict) or not isinstance(rec.get("t"), str):
        raise LogFormatError("log.not_record", n)
    if _depth_exceeds(rec, MAX_DEPTH):
        raise LogFormatError("log.too_deep", n, n=MAX_DEPTH)
    return rec


def _header_fail(code: str, **params: Any) -> LogFormatError:
    return LogFormatError(code, 1, **params)


def _check_name_list(key: str, value: Any) -> None:
    if not (isinstance(value, list) and all(isinstance(p, str) and 0 < len(p) <= _MAX_NAME
                                            for p in value)):
        raise _header_fail("log.header_names", key=key, got=_brief(value))


def _check_cards(cards: list[Any]) -> None:
    for i, c in enumerate(cards):
        if not (isinstance(c, list) and len(c) == 4 and c[0] == i and _is_int(c[0])
                and isinstance(c[1], str) and isinstance(c[2], str) and _is_int(c[3])
                and len(c[1]) <= _MAX_NAME and len(c[2]) <= _MAX_NAME):
            raise _header_fail("log.header_card", i=i, got=_brief(c))


_GAME_OPTIONS: dict[str, Callable[[Any], bool]] = {
    "start_phase": lambda v: v is None or v in PHASES,
    "random_lord_seat": lambda v: v is None or isinstance(v, bool),
    "human_seat": lambda v: v is None or _is_int(v),  # sgs play's seat, for the story
    "face_down_view": lambda v: v in FACE_DOWN_VIEWS,  # who may look at 覆蓋 cards
}


def _check_options(options: dict[str, Any]) -> None:
    for key in options:  # an option this sgs does not know would be ignored: refused
        if key not in _GAME_OPTIONS:
            raise _header_fail("log.header_option", key=_brief(key),
                               known=", ".join(_GAME_OPTIONS))
    for key, ok in _GAME_OPTIONS.items():
        if key in options and not ok(options[key]):
            raise _header_fail("log.header_option_value", key=repr(key),
                               got=_brief(options[key]))


_HEADER_FIELDS: dict[str, type | tuple[type, ...]] = {
    "mode": str, "packs": list, "seed": int, "players": int, "cards": list,
}


def check_header(rec: Mapping[str, Any]) -> None:
    """Refuse a header that is malformed or asks for more than a game can be.

    Types, the version, a known mode, the player count and the mode's options
    in range, the game options, the card table's shape: everything that
    :func:`build_game` uses, checked before it builds anything.  The packs are
    looked up later, in the registry :func:`build_game` is given.
    """
    if rec.get("t") != "header":
        raise LogFormatError("log.first_header", 1, got=_brief(rec.get("t")))
    version = rec.get("version")
    if version != LOG_VERSION or not _is_int(version):
        raise LogFormatError("log.version", 1, got=_brief(version), version=LOG_VERSION)
    for key, typ in _HEADER_FIELDS.items():
        if key not in rec:
            raise LogFormatError("log.header_missing", 1, key=repr(key))
        if not isinstance(rec[key], typ) or isinstance(rec[key], bool):
            raise _header_fail("log.header_type", key=repr(key), got=_brief(rec[key]))
    _check_name_list("packs", rec["packs"])
    if not 0 < len(rec["packs"]) <= _MAX_PACKS or len(set(rec["packs"])) != len(rec["packs"]):
        raise _header_fail("log.header_packs", n=_MAX_PACKS, got=_brief(rec["packs"]))
    for key in ("options", "mode_options"):
        if rec.get(key) is not None and not isinstance(rec[key], dict):
            raise _header_fail("log.header_object", key=repr(key), got=_brief(rec[key]))
    mode = rec["mode"]
    if mode not in MODES:
        raise LogFormatError("log.unknown_mode", 1, got=_brief(mode),
                             known=", ".join(sorted(MODES)))
    try:  # the mode's own check of the player count and its options
        MODES[mode].check_options(rec["players"], rec.get("mode_options") or {})
    except (SgsError, TypeError, ValueError, KeyError, AttributeError) as exc:
        raise _header_fail("log.header_mode", err=exc) from None
    _check_options(rec.get("options") or {})
    _check_cards(rec["cards"])
    if "seats" in rec and not isinstance(rec["seats"], list):
        raise _header_fail("log.header_seats", got=_brief(rec["seats"]))


def _records(lines: Iterable[tuple[int, str]]) -> list[dict[str, Any]]:
    records: list[dict[str, Any]] = []
    for n, line in lines:
        if n > MAX_RECORDS:
            raise LogFormatError("log.too_many_records", n, n=MAX_RECORDS)
        records.append(_parse_line(line, n))
        if n == 1:
            check_header(records[0])  # before reading on: a bad header ends it here
    if not records:
        raise LogFormatError("log.empty")
    return records


def _text_lines(text: str) -> Iterator[tuple[int, str]]:
    """The lines of a log's text: split at "\n" only (JSON strings may hold U+2028)."""
    if len(text) > MAX_BYTES:
        raise LogFormatError("log.text_too_long", mib=MAX_BYTES >> 20)
    pieces = text.split("\n")
    if pieces and pieces[-1] == "":
        pieces.pop()  # the newline ending the last line
    for n, line in enumerate(pieces, 1):
        if len(line) > MAX_LINE:
            raise LogFormatError("log.line_too_long", n, mib=MAX_LINE >> 20)
        yield n, line.removesuffix("\r")


def loads(text: str, source: str = "<log>") -> GameLog:
    """Parse a log's text: one JSON object per line, a header first."""
    return GameLog(_records(_text_lines(text)), source)


def _file_lines(f: BinaryIO, name: str) -> Iterator[tuple[int, str]]:
    """A file's lines, read lazily within MAX_LINE and MAX_BYTES (an endless device ends)."""
    try:
        size = os.fstat(f.fileno()).st_size
    except OSError:
        size = 0
    if size > MAX_BYTES:
        raise LogFormatError("log.file_too_big", size=size >> 20, mib=MAX_BYTES >> 20)
    total = 0
    n = 0
    while True:
        n += 1
        try:
            raw = f.readline(MAX_LINE + 2)
        except OSError as exc:
            raise LogFormatError("log.cannot_read", n, name=name,
                                 err=exc) from None
        if not raw:
            return
        total += len(raw)
        body = raw.removesuffix(b"\n").removesuffix(b"\r")
        if len(body) > MAX_LINE:
            raise LogFormatError("log.line_too_long", n, mib=MAX_LINE >> 20)
        if total > MAX_BYTES:
            raise LogFormatError("log.file_too_long", n, mib=MAX_BYTES >> 20)
        try:
            yield n, body.decode("utf-8")
        except UnicodeDecodeError:
            raise LogFormatError("log.not_utf8", n) from None


def load(path: str | Path) -> GameLog:
    """Read a log file (UTF-8 JSON Lines), within the limits above."""
    p = Path(path)
    try:
        f = open(p, "rb")  # noqa: SIM115 - closed below; open() errors are reported
    except OSError as exc:
        raise LogFormatError("log.cannot_read", name=p, err=exc) from None
    with f:
        return GameLog(_records(_file_lines(f, str(p))), str(p))


def save(path: str | Path, records: Iterable[dict[str, Any]]) -> None:
    """Write records as a JSON Lines log (one JSON object a line)."""
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(dumps(r))
            f.write("\n")


MAX_SUFFIX = 10_000  # name-1 … name-9999: past that, refuse (something is wrong)


def save_new(path: str | Path, records: Iterable[dict[str, Any]]) -> Path:
    """Write records as a new log file and return its path: never over an existing file.
    When the name is taken, the first free of ``NAME-1.jsonl``, ``NAME-2.jsonl`` … is
    used.  Each is created exclusively (``open(…, "x")``), so two games saved at once
    under one name (started in the same second with the same seed) both keep their log.
    A path that names no regular file (``/dev/null``, a pipe) is written as it is."""
    path = Path(path)
    if path.exists() and not path.is_file() and not path.is_dir():
        save(path, records)
        return path
    for n in range(MAX_SUFFIX):
        candidate = path if n == 0 else path.with_name(f"{path.stem}-{n}{path.suffix}")
        try:
            with open(candidate, "x", encoding="utf-8") as f:
                for r in records:
                    f.write(dumps(r))
                    f.write("\n")
        except FileExistsError:
            continue
        return candidate
    raise FileExistsError(f"{path} and {MAX_SUFFIX - 1} numbered files beside it exist")


# ---------------------------------------------------------------- re-creating


def _default_packs() -> PackRegistry:
    from .packs import PACKS, load_plugins

    load_plugins()  # a log of a set an installed package registers (docs/new-set.md)
    return PACKS


def deck_name(header: Mapping[str, Any]) -> str | None:
    """The card set a header's packs make, as ``--deck`` takes it (None when no known
    set is exactly those packs in that order)."""
    from .packs import set_name

    packs = header.get("packs")
    return set_name(packs) if isinstance(packs, list) else None


def pack_names(header: Mapping[str, Any], packs: PackRegistry | None = None
               ) -> tuple[dict[str, dict[str, str]], list[str]]:
    """The display names of the header's packs (lang -> id -> name, merged in order as
    the game's ruleset merges them), and the pack ids that cannot be loaded here.

    Telling the story needs no more than names: a log of a pack this sgs does
    not have (a newer version's, a plugin not installed) is told with the names
    of the others, and the missing pack's cards and generals by id.
    """
    registry = packs if packs is not None else _default_packs()
    _check_name_list("packs", header.get("packs"))
    loaded: list[Pack] = []
    missing: list[str] = []
    for pid in header["packs"]:
        try:
            loaded.append(registry[pid]())
        except (KeyError, SgsError):
            missing.append(pid)
    return Ruleset(*loaded).names, missing


def ruleset_for(header: Mapping[str, Any], packs: PackRegistry | None = None) -> Ruleset:
    """The ruleset of the packs a header names."""
    registry = packs if packs is not None else _default_packs()
    _check_name_list("packs", header.get("packs"))
    chosen = []
    for pid in header["packs"]:
        if pid not in registry:
            raise LogFormatError("log.unknown_pack", 1, got=_brief(pid),
                                 known=", ".join(sorted(registry)))
        chosen.append(registry[pid])
    try:
        return Ruleset(*(make() for make in chosen))
    except SgsError as exc:
        raise LogFormatError("log.packs_fail", 1, got=_brief(header["packs"]),
                             err=exc) from None


def build_game(header: Mapping[str, Any], packs: PackRegistry | None = None) -> Game:
    """A fresh game as the header describes it, run up to its first decision.

    The header is checked first (:func:`check_header`); whatever still stops
    the game from being set up is a :class:`LogFormatError` on line 1.
    """
    from .modes import make_mode

    check_header(header)
    rules = ruleset_for(header, packs)
    try:
        mode = make_mode(str(header["mode"]), header.get("mode_options"))
    except (SgsError, TypeError, ValueError, KeyError, AttributeError) as exc:
        raise LogFormatError("log.mode_fail", 1, mode=_brief(header["mode"]),
                             options=_brief(header.get("mode_options")), err=exc) from None
    try:
        return Game(rules, mode, int(header["players"]), int(header["seed"]),
                    dict(header.get("options") or {}))
    except (SgsError, ValueError, KeyError, TypeError) as exc:
        raise LogFormatError("log.game_fail", 1, kind=type(exc).__name__, err=exc) from None


# ---------------------------------------------------------------- verifying


@dataclass(frozen=True, slots=True)
class VerifyResult:
    records: int
    answers: int
    finished: bool
    winners: list[int] | None
    game: Game
    # with ``watch``: the records that seat was shown, as it was shown them at the time
    seen: list[dict[str, Any]] = field(default_factory=list)


def _normal(record: dict[str, Any], line: int) -> Any:
    try:
        return json.loads(dumps(record))
    except (TypeError, ValueError) as exc:
        raise ReplayError("log.not_json_record", line, err=exc) from None


def _short(value: Any, limit: int = 400) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=repr)
    return text if len(text) <= limit else text[: limit - 1] + "…"


_MISSING = object()


Key = str | int


def _first_diff(expected: Any, got: Any, path: tuple[Key, ...] = ()
                ) -> tuple[tuple[Key, ...], Any, Any] | None:
    if isinstance(expected, dict) and isinstance(got, dict):
        for k in [*expected, *(k for k in got if k not in expected)]:
            d = _first_diff(expected.get(k, _MISSING), got.get(k, _MISSING), (*path, k))
            if d is not None:
                return d
        return None
    if isinstance(expected, list) and isinstance(got, list):
        for i in range(max(len(expected), len(got))):
            d = _first_diff(expected[i] if i < len(expected) else _MISSING,
                            got[i] if i < len(got) else _MISSING, (*path, i))
            if d is not None:
                return d
        return None
    if expected == got and type(expected) is type(got):
        return None
    return path, expected, got


def _path_text(path: tuple[Key, ...]) -> str:
    text = ""
    for k in path:
        text += f"[{k}]" if isinstance(k, int) else f".{k}" if text else k
    return text


def first_difference(expected: Any, got: Any) -> tuple[str, Any, Any] | None:
    """The path of the first difference between two JSON values, and both values there."""
    d = _first_diff(expected, got)
    if d is None:
        return None
    path, e, g = d
    return _path_text(path) or "(record)", e, g


def _show(value: Any, limit: int = 160) -> str:
    return "(missing)" if value is _MISSING else _short(value, limit)


def _differs(expected: Any, got: Any) -> tuple[str, str, str]:
    """Where two records first differ, and each one's value there."""
    d = first_difference(expected, got)
    path, e, g = d if d is not None else ("(record)", expected, got)
    return path, _show(e), _show(g)


def _child(value: Any, key: Key) -> Any:
    if isinstance(value, dict) and isinstance(key, str):
        return value.get(key, _MISSING)
    if isinstance(value, list) and isinstance(key, int) and key < len(value):
        return value[key]
    return _MISSING


def _both(expected: Any, got: Any, limit: int = 400) -> tuple[str, str]:
    """Both records for the message, shown where they differ.

    Whole when both fit in ``limit``; else the largest part around the first
    difference that fits (``seats = [...]``, ``cards[40] = [...]``), so the
    two lines never look the same for being cut before the difference.
    """
    d = _first_diff(expected, got)
    path = d[0] if d is not None else ()
    e, g = expected, got
    for depth in range(len(path) + 1):
        te, tg = _show(e, 1 << 62), _show(g, 1 << 62)
        if max(len(te), len(tg)) <= limit or depth == len(path):
            break
        e, g = _child(e, path[depth]), _child(g, path[depth])
    label = f"{_path_text(path[:depth])} = " if depth else ""
    if max(len(te), len(tg)) > limit:  # one long value: from a little before they part
        k = next((i for i, (x, y) in enumerate(zip(te, tg, strict=False)) if x != y),
                 min(len(te), len(tg)))
        start = max(0, k - 40)

        def cut(t: str) -> str:
            part = ("…" if start else "") + t[start:]
            return part if len(part) <= limit else part[: limit - 1] + "…"

        te, tg = cut(te), cut(tg)
    return label + te, label + tg


def _compare(rec: dict[str, Any], record: dict[str, Any], line: int) -> None:
    got = _normal(record, line)
    if first_difference(rec, got) is not None:
        shown_rec, shown_got = _both(rec, got)
        path, in_file, in_game = _differs(rec, got)
        raise ReplayDiverged("log.differs", line, rec, got, path=path, file=in_file,
                             game=in_game, shown_file=shown_rec, shown_game=shown_got)


def verify(log: GameLog, packs: PackRegistry | None = None,
           allow_unfinished: bool = False, watch: int | None = None) -> VerifyResult:
    """Re-run ``log`` and check that every record is what the game produces.

    Raises :class:`ReplayDiverged` at the first record that differs,
    :class:`ReplayError` for an illegal recorded answer, a game that goes on
    past the end of the file (a truncated log) or, unless
    ``allow_unfinished``, a file that stops before the game is over.
    ``watch``: collect what that seat was shown through the seat protocol, record
    by record as the game went (``VerifyResult.seen``).
    """
    g = build_game(log.header, packs)
    answers = 0
    checked = 0
    seen: list[dict[str, Any]] = []

    def look() -> None:
        if watch is not None:
            seen.extend(g.observe(watch, since=len(seen))["events"])

    for i, rec in enumerate(log.records):
        line = i + 1
        if i >= len(g.log):
            req = g.pending
            if rec.get("t") != "answer":
                if req is None:
                    raise ReplayDiverged("log.over_goes_on", line, rec, None,
                                         rec=_short(rec))
                raise ReplayDiverged("log.waits", line, rec, None, rec=_short(rec),
                                     seat=req.seat, kind=req.kind)
            if req is None:
                raise ReplayDiverged("log.answer_after_over", line, rec, None)
            if rec.get("seat") != req.seat or rec.get("kind") != req.kind:
                raise ReplayDiverged("log.wrong_seat", line, rec, None, seat=rec.get("seat"),
                                     kind=rec.get("kind"), asked=req.seat,
                                     asked_kind=req.kind, prompt=req.prompt)
            look()
            try:
                g.answer(rec.get("value"))
            except IllegalAnswer as exc:
                raise ReplayError("log.illegal_answer", line, value=_short(rec.get("value")),
                                  seat=req.seat, kind=req.kind, prompt=req.prompt,
                                  err=exc) from None
            except Exception as exc:  # an engine failure must still name the line
                raise ReplayError("log.engine_failed", line, value=_short(rec.get("value")),
                                  kind=type(exc).__name__, err=exc) from None
            answers += 1
        # answers to an open window are written when it closes: compare every record
        # the game has written up to this line
        while checked < min(len(g.log), i + 1):
            _compare(log.records[checked], g.log[checked], checked + 1)
            checked += 1
    n = len(log.records)
    if len(g.log) > n:
        raise ReplayDiverged("log.truncated", n + 1, None, g.log[n], n=n,
                             rec=_short(_normal(g.log[n], n + 1)))
    if g.pending is not None and not allow_unfinished:
        raise ReplayUnfinished("log.unfinished", n + 1, n=n, seat=g.pending.seat,
                               kind=g.pending.kind)
    look()
    return VerifyResult(n, answers, g.pending is None, g.winners, g, seen)
