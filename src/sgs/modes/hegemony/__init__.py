"""Hegemony mode (国战), seed 001: ``mode`` (setup, general cards, kingdoms and
careerists, victory, death), ``relations`` (the relation words, big and small
kingdoms, formation and siege), ``rules`` (the reveal at 准备, reveal rewards,
阵法召唤)."""

from __future__ import annotations

from ...packs.hegemony.relations import CAREERIST
from ..registry import register_mode
from .mode import HegemonyMode, check_options, would_be
from .state import HegemonyState, state

__all__ = ["CAREERIST", "HegemonyMode", "HegemonyState", "state", "would_be"]

register_mode("hegemony", HegemonyMode.from_options, check_options)
