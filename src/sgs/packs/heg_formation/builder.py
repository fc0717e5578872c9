"""The 君临天下·阵 (formation) pack's builder: its modules register into it on import."""

from ..base import PackBuilder

hx = PackBuilder("heg_formation")
