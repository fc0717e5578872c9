"""The player's settings remembered between games, the same for the full-screen table
and the line mode: ``$XDG_CONFIG_HOME/sgs/table.json`` (``~/.config/sgs/`` when unset).

Read at start (a file that cannot be read or holds a wrong value is ignored, with a
one-line note); written atomically (a temporary file renamed over it) whenever a
setting or the pace changes, so a game left with Ctrl+Q keeps them too.  (The line mode
answers a question with one legal answer by itself and has no pace: it keeps ``forced``
and ``pace`` as it found them.)
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, fields
from pathlib import Path


@dataclass
class Settings:
    own_trick: bool = True  # pass the 无懈可击 windows of your own cards
    forced: bool = True  # answer when only one answer is legal; fill in a lone target
    pace: float = 0.6  # seconds of pause after each bot action that shows something
    nullify_matters: bool = False  # ask about 无懈可击 only when it could matter to you


def settings_path() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME") or ""
    root = Path(base) if base and Path(base).is_absolute() else Path.home() / ".config"
    return root / "sgs" / "table.json"


def load_settings(path: Path, start: Settings) -> tuple[Settings, str | None]:
    """``start`` with the values saved in ``path`` (a missing file: ``start``); and why
    the file was ignored, or None."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return start, None
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        return start, type(exc).__name__
    if not isinstance(raw, dict):
        return start, "not an object"
    out = Settings(**{f.name: getattr(start, f.name) for f in fields(Settings)})
    for f in fields(Settings):
        if f.name not in raw:
            continue
        value, kind = raw[f.name], type(getattr(start, f.name))
        if kind is float and isinstance(value, int | float) and not isinstance(value, bool) \
                and 0 <= value <= 60:
            setattr(out, f.name, float(value))
        elif kind is bool and isinstance(value, bool):
            setattr(out, f.name, value)
        else:
            return start, f"{f.name}: {value!r}"
    return out, None


def save_settings(path: Path, settings: Settings) -> bool:
    """Write ``settings`` to ``path`` atomically; whether it was written."""
    data = {f.name: getattr(settings, f.name) for f in fields(Settings)}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".table-", suffix=".json", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(data, out, indent=1)
                out.write("\n")
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError:
        return False
    return True
