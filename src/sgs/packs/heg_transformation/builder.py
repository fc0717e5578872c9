"""The 君临天下·变 (transformation) pack's builder: its modules register into it on import."""

from ..base import PackBuilder

hx = PackBuilder("heg_transformation")
