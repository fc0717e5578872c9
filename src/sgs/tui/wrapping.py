"""Where a line of the table may break: never inside a seat's name or a command's word.

Rich wraps at spaces and folds a longer "word" anywhere; a Chinese run has no
spaces, so it was cut mid-name (``孙权[`` / ``0]``).  Here a line still breaks at
spaces first; a run wider than the whole line is cut into units that stay whole —
a name with its seat number, a run of Latin letters or digits, one Chinese
character with the punctuation that must not start a line — and only a unit wider
than the whole line is folded.  Commands
to copy are wrapped at their arguments, with the shell's ``\\`` continuation, so
what is copied still runs.
"""

from __future__ import annotations

import os
import re
import shlex

from rich.cells import cell_len, chop_cells

_HAN = "\u3400-\u9fff\uf900-\ufaff"
_OPEN = "（「『《【(\\["
_CLOSE = "，。、：；！？）」』》】·,.:;!?)\\]"
# a name with its seat number (up to four characters before it: the longest names),
# a Chinese character, a run of anything else; each with its trailing punctuation
_UNIT = re.compile(
    rf"[{_OPEN}]*(?:[{_HAN}·]{{1,4}}\[\d+\]|[{_HAN}]|[^\s{_HAN}{_OPEN}{_CLOSE}]+)"
    rf"[{_CLOSE}]*\s*|[{_OPEN}{_CLOSE}]+\s*|\s+")


def break_offsets(plain: str, width: int) -> list[int]:
    """Offsets at which ``plain`` is divided into lines of at most ``width`` cells: at
    spaces where a line has them (as Rich wraps); a run without spaces wider than the
    whole line is broken between its units, a name never inside."""
    width = max(width, 1)
    out: list[int] = []
    used = 0
    for word in re.finditer(r"\S+\s*", plain):
        start, text = word.start(), word.group()
        need = cell_len(text.rstrip())
        if used + need <= width:
            used += cell_len(text)
            continue
        if need <= width:  # the next line takes it whole
            if used:
                out.append(start)
            used = cell_len(text)
            continue
        for m in _UNIT.finditer(text):  # wider than a line: broken between its units
            ustart, unit = start + m.start(), m.group()
            uneed = cell_len(unit.rstrip())
            if used + uneed <= width:
                used += cell_len(unit)
                continue
            if uneed <= width:
                if used:
                    out.append(ustart)
                used = cell_len(unit)
                continue
            for piece in chop_cells(unit, width):  # a unit wider than a line: folded
                if used:
                    out.append(ustart)
                ustart += len(piece)
                used = cell_len(piece)
    return [o for o in out if o > 0]


def home_short(path: str) -> str:
    """``path`` with the home folder as ``~`` (a shell expands it; the line is shorter)."""
    home = os.path.expanduser("~")
    if home not in ("", "/") and path.startswith(home + os.sep):
        return "~" + path[len(home):]
    return path


def shell_lines(command: str, width: int, indent: int = 4) -> list[str]:
    """``command`` (a shell line) in lines of at most ``width`` cells, broken only
    between arguments (an option stays with its value), each line but the last ending
    in `` \\`` and the later ones indented; a path under the home folder is shown from
    ``~``."""
    words = [home_short(w) if w.startswith(os.sep) else w for w in shlex.split(command)]
    quoted = [w if w.startswith("~" + os.sep) and shlex.quote(w[1:]) == w[1:]
              else shlex.quote(w) for w in words]
    groups: list[str] = []
    for w in quoted:  # "--seat 2" is one piece
        if groups and groups[-1].startswith("--") and " " not in groups[-1] and \
                not w.startswith("-"):
            groups[-1] += f" {w}"
        else:
            groups.append(w)
    lines: list[str] = []
    line = ""
    for g in groups:
        pad = " " * indent if lines else ""
        trial = f"{line} {g}" if line else f"{pad}{g}"
        if line and cell_len(trial) + 2 > width:
            lines.append(f"{line} \\")
            line = f"{' ' * indent}{g}"
        else:
            line = trial
    lines.append(line)
    return lines
