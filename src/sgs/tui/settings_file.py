"""The settings remembered between games live in :mod:`sgs.cli.settings`, shared with the
line mode; their names stay importable from here."""

from __future__ import annotations

from ..cli.settings import Settings, load_settings, save_settings, settings_path

__all__ = ["Settings", "load_settings", "save_settings", "settings_path"]
