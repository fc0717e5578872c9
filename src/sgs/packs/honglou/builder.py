"""The Red Chamber pack's builder: its skill modules register into it on import."""

from ..base import PackBuilder

hl = PackBuilder("honglou")
