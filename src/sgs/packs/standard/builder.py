"""The standard pack's builder: its modules register into it on import."""

from ..base import PackBuilder

std = PackBuilder("standard")
