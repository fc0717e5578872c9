"""Where the database is: the default SQLite file, ``--data DIR``, or a URL."""

from __future__ import annotations

import os
from pathlib import Path

DB_FILE = "sgs.db"


def state_dir() -> Path:
    """``$XDG_STATE_HOME/sgs`` (``~/.local/state/sgs`` when unset or not absolute, as the
    XDG base directory specification says)."""
    base = os.environ.get("XDG_STATE_HOME", "")
    root = Path(base) if base and Path(base).is_absolute() else Path.home() / ".local" / "state"
    return root / "sgs"


def default_url(data_dir: str | Path | None = None) -> str:
    """The SQLite file ``sgs.db`` in ``data_dir`` (``--data DIR``), else in :func:`state_dir`."""
    folder = Path(data_dir) if data_dir is not None else state_dir()
    return sqlite_url(folder / DB_FILE)


def sqlite_url(path: str | Path) -> str:
    return "sqlite:///" + str(Path(path).expanduser().absolute())


def normalise_url(url: str | None) -> str:
    """The SQLAlchemy URL for what a person typed: ``None`` is the default file; a path
    without a scheme is an SQLite file; ``postgresql://`` and ``postgres://`` use psycopg 3."""
    if url is None:
        return default_url()
    if "://" not in url:
        return sqlite_url(url)
    scheme, rest = url.split("://", 1)
    if scheme in ("postgresql", "postgres"):
        return "postgresql+psycopg://" + rest
    return url
