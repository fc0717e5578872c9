"""The maneuvering pack's builder: its modules register into it on import."""

from ..base import PackBuilder

mv = PackBuilder("maneuvering")
