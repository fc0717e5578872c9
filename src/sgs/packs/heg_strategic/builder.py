"""The 君临天下·势备篇 (strategic advantage) card pack's builder: its modules register into
it on import."""

from ..base import PackBuilder

hs = PackBuilder("heg_strategic")
