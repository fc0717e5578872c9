"""The standard generals' builder: its skill modules register into it on import."""

from ..base import PackBuilder

sg = PackBuilder("standard_generals")
