"""The hegemony pack's builder: its modules register into it on import."""

from ..base import PackBuilder

hg = PackBuilder("hegemony")
